"""Structure-aware fuzzing of the game-log reader with real logs (issue 20).

Each round takes one real file (tests/data/logs: tenhou.net/6 JSON written
by Tenhou and the Mahjong Soul converters, Tenhou mjlog XML; also
``tests/data/shared/logs``, the copy of the team's six games) and changes it one
way that keeps or breaks its structure:

- hands: delete one, repeat one, swap two, shuffle them all;
- tokens inside one hand: a tenhou.net/6 value replaced (a tile code, a
  call or kan token with a letter moved or a digit dropped, a list emptied,
  a value of another type), an mjlog element of the hand deleted, repeated
  or swapped with its neighbour;
- attributes: an mjlog attribute of one hand's element set to another
  number, list or text; a tenhou.net/6 top-level field (``name``, ``rule``,
  ``sc``, ``ref``) changed;
- bytes (one round in five): a cut, flipped bits, a piece cut out or
  repeated, gzip packing cut.

Promises checked on every round (each broken one is a failure, printed
with the change and saved under --out):

1. no exception escapes `read_bytes` (nor, every --deep-every round,
   `check_win`, `selected_wins` and `table.replay`), and no read takes
   over 10 s;
2. no readable hand is lost: after a change confined to one hand (or to
   the order of hands), every other hand the original file read is read
   again, equal to the original's reading;
3. every refusal names what it refuses and why: each unreadable hand's
   message starts ``hand N`` and gives a reason; a refused file or game
   has a message that is not a Python traceback.

    python tools/fuzz_logs.py [--files 2000] [--seed 1] [--deep-every 5] [--out DIR]

Prints the rounds, the outcomes counted, the promises checked and the
failures; exit code 0 when none failed. The suite runs a small budget
(tests/logs/test_logs_fuzz.py); the large run is in docs/log_import.md.
"""

from __future__ import annotations

import argparse
import collections
import gzip
import json
import random
import re
import signal
import sys
import time
import traceback
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.logs import check_win, read_bytes  # noqa: E402
from trainer.logs.cli import selected_wins  # noqa: E402
from trainer.table.replay import replay  # noqa: E402

DATA_DIRS = (ROOT / "tests" / "data" / "logs", ROOT / "tests" / "data" / "shared" / "logs")
WEIRD = [None, True, False, 0, -1, 3, 4, 35, 36, 37, 51, 53, 60, 135, 136, 255, 10**6, 10**30, 1.5,
         "", "x", "c375336", "3939k3939", "k37373737", "252525a25", "m39393939", "r60", "和了", "流局",
         [], {}, [0] * 20, [None]]
SAFE_ATTRS = ["", "0", "1", "-1", "3", "4", "9", "60", "135", "136", "255", "999999", "1,2", "0,0,0,0,0,0,0,0",
              "x", "30,1000,0", "1,1,52,1", "250,-10,250,10"]
_TAG = re.compile(r"<[^>]+>")
_ATTR = re.compile(r'(\w+)="([^"]*)"')


class Hang(Exception):
    """A read that took longer than the alarm."""


def _alarm(*_args):
    raise Hang()


@dataclass
class Original:
    """One real file and its reading (the hands each promise refers to)."""

    name: str
    kind: str            # "tenhou6", "mjlog" or "mjai"
    data: bytes
    hands: list = field(default_factory=list)    # per hand of the file: its HandLog, or None if unreadable
    obj: object = None                           # tenhou.net/6: the parsed JSON (one game)
    head: str = ""                               # mjlog: the text before the first INIT
    blocks: list = field(default_factory=list)   # mjlog: per hand, its tags; mjai: per hand, its lines


def _readings(g) -> list:
    """Per hand of the log, its HandLog or None (unreadable)."""
    out: list = [None] * g.hands_in_log
    missing = {u.number for u in g.unreadable}
    numbers = [k for k in range(1, g.hands_in_log + 1) if k not in missing]
    for n, h in zip(numbers, g.hands, strict=True):
        out[n - 1] = h
    return out


def load_originals() -> list[Original]:
    """Every real four-player file of one game that reads (tenhou.net/6 and mjlog)."""
    out = []
    for base in DATA_DIRS:
        if not base.is_dir():
            continue
        for path in sorted(p for p in base.rglob("*") if p.suffix in (".json", ".mjlog", ".xml")):
            data = path.read_bytes()
            lf = read_bytes(data, path.name)
            if lf.error is not None or len(lf.games) != 1 or lf.games[0].error is not None:
                continue
            o = Original(path.name, "mjlog" if lf.format == "mjlog" else lf.format, data, _readings(lf.games[0]))
            if o.kind == "tenhou6":
                o.obj = json.loads(data)
                if not isinstance(o.obj, dict):
                    continue
            elif o.kind == "mjlog":
                text = data.decode("utf-8")
                first = text.find("<INIT")
                o.head = text[:first]
                o.blocks = []
                for tag in _TAG.findall(text[first:]):
                    if tag.startswith("<INIT"):
                        o.blocks.append([])
                    if tag != "</mjloggm>":
                        o.blocks[-1].append(tag)
                if len(o.blocks) != len(o.hands):
                    continue
            else:
                continue
            out.append(o)
    return out + _mjai_originals()


def _mjai_originals() -> list[Original]:
    """The shared games as mjai (made by the tests' converter from their
    mjlog) when the shared data is beside the checkout; no real mjai file is
    kept yet."""
    sys.path.insert(0, str(ROOT / "tests"))
    try:
        from log_helpers import GAMES, mjlog_to_mjai
    except Exception:  # noqa: BLE001 — no shared data: no mjai originals
        return []
    out = []
    for game in GAMES:
        text = mjlog_to_mjai(game)
        lf = read_bytes(text.encode(), f"{game}.mjson")
        if lf.error is not None or lf.games[0].error is not None:
            continue
        o = Original(f"{game}.mjson", "mjai", text.encode(), _readings(lf.games[0]))
        lines = text.splitlines()
        o.head = "\n".join(line for line in lines if '"start_game"' in line)
        for line in lines:
            if '"start_kyoku"' in line:
                o.blocks.append([])
            if o.blocks and '"end_game"' not in line:
                o.blocks[-1].append(line)
        out.append(o)
    return out


# --- changes: each gives (description, bytes, hands that must be read again) ----------

def _kept(o: Original, lost: set[int]) -> list:
    """The original's readable hands outside `lost` (0-based hand indexes)."""
    return [h for i, h in enumerate(o.hands) if h is not None and i not in lost]


def _hand_order(rng: random.Random, o: Original, hands: list) -> tuple[str, list, set[int]]:
    """Delete, repeat, swap or shuffle whole hands; the hands lost."""
    n = len(hands)
    how = rng.choice(["delete-hand", "repeat-hand", "swap-hands", "shuffle-hands"] if n > 1 else ["repeat-hand"])
    k = rng.randrange(n)
    if how == "delete-hand":
        return how, hands[:k] + hands[k + 1:], {k}
    if how == "repeat-hand":
        return how, hands[:k + 1] + [hands[k]] + hands[k + 1:], set()
    if how == "swap-hands":
        j = rng.randrange(n)
        hands = list(hands)
        hands[j], hands[k] = hands[k], hands[j]
        return how, hands, set()
    hands = list(hands)
    rng.shuffle(hands)
    return how, hands, set()


def _token(rng: random.Random, value):
    """A changed tenhou.net/6 value: another value, or the token itself damaged."""
    if isinstance(value, str) and value and rng.random() < 0.6:
        chars = list(value)
        how = rng.randrange(4)
        i = rng.randrange(len(chars))
        if how == 0:
            del chars[i]
        elif how == 1:
            chars.insert(i, rng.choice("0123456789cpmkar"))
        elif how == 2 and len(chars) > 1:
            j = rng.randrange(len(chars))
            chars[i], chars[j] = chars[j], chars[i]
        else:
            chars[i] = rng.choice("0123456789cpmkar")
        return "".join(chars)
    if isinstance(value, int) and not isinstance(value, bool) and rng.random() < 0.5:
        return value + rng.choice([-1, 1, -10, 10, 40, -40])
    return rng.choice(WEIRD)


def _nodes(v, path=()):
    yield path
    if isinstance(v, list):
        for i, x in enumerate(v):
            yield from _nodes(x, path + (i,))
    elif isinstance(v, dict):
        for k, x in v.items():
            yield from _nodes(x, path + (k,))


def _change_tenhou6(rng: random.Random, o: Original) -> tuple[str, bytes, list]:
    obj = json.loads(json.dumps(o.obj))
    log = obj.get("log")
    roll = rng.random()
    if roll < 0.3:
        how, new, lost = _hand_order(rng, o, log)
        obj["log"] = new
        return how, json.dumps(obj, ensure_ascii=False).encode(), _kept(o, lost)
    if roll < 0.9:
        k = rng.randrange(len(log))
        paths = [p for p in _nodes(log[k]) if p]
        for _ in range(rng.randint(1, 2)):
            p = rng.choice(paths)
            try:
                parent = log[k]
                for key in p[:-1]:
                    parent = parent[key]
                if rng.random() < 0.15 and isinstance(parent, list):
                    del parent[p[-1]]
                else:
                    parent[p[-1]] = _token(rng, parent[p[-1]])
            except (KeyError, IndexError, TypeError):
                pass
        return "hand-token", json.dumps(obj, ensure_ascii=False).encode(), _kept(o, {k})
    key = rng.choice(["name", "rule", "sc", "ref", "title"])
    obj[key] = rng.choice(WEIRD + [["a", "b", "c"], {"disp": "般東喰"}, {"aka": 0}, ["2023", "2023", "000b"]])
    return "attribute-" + key, json.dumps(obj, ensure_ascii=False).encode(), []


def _mutate_tag(rng: random.Random, tag: str) -> str:
    attrs = _ATTR.findall(tag)
    if not attrs:
        return tag
    name, value = rng.choice(attrs)
    new = rng.choice(SAFE_ATTRS) if rng.random() < 0.6 else str(rng.randrange(-5, 300))
    return tag.replace(f'{name}="{value}"', f'{name}="{new}"', 1)


def _change_mjlog(rng: random.Random, o: Original) -> tuple[str, bytes, list]:
    blocks = [list(b) for b in o.blocks]
    roll = rng.random()
    lost: set[int] = set()
    if roll < 0.3:
        how, blocks, lost = _hand_order(rng, o, blocks)
    else:
        k = rng.randrange(len(blocks))
        block = blocks[k]
        lost = {k}
        how = rng.choice(["delete-element", "repeat-element", "swap-elements", "attribute", "attribute"])
        i = rng.randrange(1, len(block)) if len(block) > 1 else 0
        if how == "attribute":
            j = i if rng.random() < 0.8 else 0
            block[j] = _mutate_tag(rng, block[j])
        elif how == "delete-element" and i:
            del block[i]
        elif how == "repeat-element" and i:
            block.insert(i, block[i])
        elif how == "swap-elements" and i + 1 < len(block):
            block[i], block[i + 1] = block[i + 1], block[i]
        how = "hand-" + how
    text = o.head + "".join("".join(b) for b in blocks) + "</mjloggm>"
    return how, text.encode(), _kept(o, lost)


def _change_bytes(rng: random.Random, data: bytes) -> tuple[str, bytes, list]:
    how = rng.choice(["cut", "flip", "delete-bytes", "repeat-bytes", "gzip-cut"])
    b = bytearray(data)
    if how == "cut":
        return how, bytes(b[:rng.randrange(len(b))]), []
    if how == "gzip-cut":
        packed = gzip.compress(data)
        return how, packed[:rng.randrange(len(packed) + 1)], []
    if how == "flip":
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        return how, bytes(b), []
    i = rng.randrange(len(b))
    if how == "delete-bytes":
        return how, bytes(b[:i] + b[i + rng.randint(1, 200):]), []
    j = min(len(b), i + rng.randint(1, 400))
    return how, bytes(b[:j] + b[i:j] + b[j:]), []


def _change_mjai(rng: random.Random, o: Original) -> tuple[str, bytes, list]:
    blocks = [list(b) for b in o.blocks]
    if rng.random() < 0.3:
        how, blocks, lost = _hand_order(rng, o, blocks)
    else:
        k = rng.randrange(len(blocks))
        block, lost = blocks[k], {k}
        i = rng.randrange(1, len(block)) if len(block) > 1 else 0
        how = rng.choice(["delete-line", "repeat-line", "swap-lines", "field", "cut-line"])
        if how == "delete-line" and i:
            del block[i]
        elif how == "repeat-line" and i:
            block.insert(i, block[i])
        elif how == "swap-lines" and i + 1 < len(block):
            block[i], block[i + 1] = block[i + 1], block[i]
        elif how == "cut-line":
            block[i] = block[i][:rng.randrange(len(block[i]))]
        else:
            e = json.loads(block[i])
            keys = [key for key in e if key != "type"]
            if keys:
                e[rng.choice(keys)] = rng.choice(WEIRD)
            block[i] = json.dumps(e, ensure_ascii=False)
        how = "hand-" + how
    text = o.head + "\n" + "\n".join(line for b in blocks for line in b) + "\n"
    return how, text.encode(), _kept(o, lost)


def change(rng: random.Random, o: Original) -> tuple[str, bytes, list]:
    """One changed copy of `o`: ``(description, bytes, HandLogs that must be read again)``."""
    if rng.random() < 0.2:
        return _change_bytes(rng, o.data)
    if o.kind == "mjai":
        return _change_mjai(rng, o)
    return _change_tenhou6(rng, o) if o.kind == "tenhou6" else _change_mjlog(rng, o)


# --- the promises ----------------------------------------------------------------

def _named(message: str) -> bool:
    return bool(message) and "Traceback" not in message and len(message) >= 10


def check(data: bytes, source: str, must: list, deep: bool, counts: collections.Counter) -> list[str]:
    """Read (and with `deep` check, select and replay) one changed file;
    the broken promises, in words (exceptions propagate to the caller)."""
    broken = []
    lf = read_bytes(data, source)
    if lf.error is not None:
        counts["file refused: " + lf.error.code] += 1
        if lf.games:
            broken.append("a refused file kept games")
        if not _named(lf.error.message):
            broken.append(f"a file refusal without its reason: {lf.error.message!r}")
        read = []
    else:
        read = []
        for g in lf.games:
            if g.error is not None:
                counts["game refused: " + g.error.code] += 1
                if g.hands:
                    broken.append("a refused game kept hands")
                if not _named(g.error.message):
                    broken.append(f"a game refusal without its reason: {g.error.message!r}")
                continue
            counts["game read" + (" (partial)" if g.unreadable else "")] += 1
            counts["hands read"] += len(g.hands)
            counts["hands unreadable"] += len(g.unreadable)
            for u in g.unreadable:
                m = u.error.message
                if not (m.startswith(f"hand {u.number}") and ": " in m and len(m.split(": ", 1)[1]) >= 5):
                    broken.append(f"an unreadable hand not named with its reason: {m!r}")
            read.extend(g.hands)
            if deep:
                for _h, w in g.wins:
                    c = check_win(w)
                    counts["win agrees" if c.agrees else "win differs"] += 1
                for name in g.players:
                    selected_wins(g, name, True)
                r = replay(g)
                counts["replay matches" if not r.problems else "replay differs"] += 1
    missing = [h for h in must if h not in read]
    counts["hands that had to be read again"] += len(must)
    if missing:
        broken.append(f"{len(missing)} readable hand(s) lost: {', '.join(f'{h.label}-{h.honba}' for h in missing[:4])}")
    return broken


def main(argv: list[str] | None = None) -> int:
    """Run the fuzzer; 0 when no promise broke, 1 otherwise."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--files", type=int, default=2000, help="changed files to read")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--deep-every", type=int, default=5, help="check wins and replay every Nth file (1: all)")
    p.add_argument("--out", type=Path, default=Path("fuzz-failures"))
    p.add_argument("--quiet", action="store_true", help="print the summary only")
    p.add_argument("--three-players", action="store_true",
                   help="change only the three-player logs (issue 19 part 7)")
    p.add_argument("--progress", type=int, default=0, metavar="N",
                   help="print a line every N files (files done, failures, exceptions escaped)")
    a = p.parse_args(argv)
    originals = load_originals()
    if a.three_players:
        originals = [o for o in originals if read_bytes(o.data, o.name).games[0].player_count == 3]
    if not originals:
        print("no real logs found in tests/data/logs", file=sys.stderr)
        return 2
    rng = random.Random(a.seed)
    counts: collections.Counter = collections.Counter()
    failures = []
    slowest = 0.0
    signal.signal(signal.SIGALRM, _alarm)
    started = time.monotonic()
    for n in range(a.files):
        o = rng.choice(originals)
        how, bad, must = change(rng, o)
        counts["change: " + how] += 1
        signal.alarm(10)
        t = time.monotonic()
        try:
            broken = check(bad, o.name, must, a.deep_every > 0 and n % a.deep_every == 0, counts)
        except Hang:
            broken = ["took over 10 s"]
        except Exception:  # noqa: BLE001 — every exception that escapes is a finding
            broken = ["exception escaped:\n" + traceback.format_exc(limit=6)]
        finally:
            signal.alarm(0)
        slowest = max(slowest, time.monotonic() - t)
        if broken:
            failures.append((n, o.name, how, broken, bad))
        if a.progress and (n + 1) % a.progress == 0:
            escaped = sum(1 for f in failures if any(b.startswith("exception") for b in f[3]))
            print(f"{n + 1:,} files, {len(failures)} failures, {escaped} exceptions escaped, "
                  f"{time.monotonic() - started:.0f} s", flush=True)
    took = time.monotonic() - started
    kinds = collections.Counter(o.kind for o in originals)
    print(f"{a.files:,} changed files from {len(originals)} real logs ({dict(kinds)}), seed {a.seed}, "
          f"in {took:.0f} s; slowest {slowest * 1000:.0f} ms")
    if not a.quiet:
        for k, v in sorted(counts.items()):
            print(f"  {v:9,d}  {k}")
    escapes = sum(1 for f in failures if any(b.startswith("exception") for b in f[3]))
    lost = sum(1 for f in failures if any("lost" in b for b in f[3]))
    print(f"{len(failures)} failures ({escapes} exceptions escaped, {lost} with readable hands lost)")
    if failures:
        a.out.mkdir(parents=True, exist_ok=True)
    for n, name, how, broken, bad in failures[:20]:
        path = a.out / f"round{n}-{name}"
        path.write_bytes(bad)
        print(f"--- round {n}: {name} {how} → {path}\n  " + "\n  ".join(broken))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
