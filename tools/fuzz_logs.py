"""Fuzz the game-log reader, the win check and both command lines with
damaged copies of real logs (issue 14: a clear error per file or game,
never a traceback or a hang; issue 12: `table --replay` likewise).

Each round takes one shared game (mjlog XML, tenhou.net/6 JSON, or mjai
made from the mjlog by the tests' converter) and damages it one way: a cut
at a random byte, flipped bits, numbers replaced (tile ids 0..255 and far
beyond, seats, huge values), a piece cut out or repeated, two XML tags
swapped, a JSON node replaced by a value of another type, mjai lines
swapped, dropped, repeated, moved or shuffled, gzip packing. Then:
`read_bytes`, `check_win` on every win read, `selected_wins` with a
player and deal-ins, and `table.replay` on every game read. Any exception,
any read over 10 s, any refused file or game that still holds games or
hands, is a failure (printed with the damage, the bytes saved under --out).

    python tools/fuzz_logs.py [--rounds 2000] [--seed 1] [--logs DIR] [--out DIR]

The shared games are read from ``../shared/data/logs`` beside the checkout
(--logs to change). Prints the counts of each outcome and the failures.
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
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from trainer.logs import check_win, read_bytes  # noqa: E402
from trainer.logs.cli import selected_wins  # noqa: E402
from trainer.table.replay import replay  # noqa: E402

WEIRD = [None, True, False, 0, -1, 3, 4, 35, 36, 37, 51, 53, 60, 135, 136, 255, 10**6, 10**30, 1.5, float("nan"),
         "", "x", "c375336", "和了", "流局", [], {}, [0] * 20, {"a": 1}, [None]]


class Hang(Exception):
    """A read that took longer than the alarm."""


def _alarm(*_args):
    raise Hang()


def _nodes(v, path=()):
    yield path
    if isinstance(v, list):
        for i, x in enumerate(v):
            yield from _nodes(x, path + (i,))
    elif isinstance(v, dict):
        for k, x in v.items():
            yield from _nodes(x, path + (k,))


def damage(rng: random.Random, data: bytes, kind: str) -> tuple[str, bytes]:
    """One damaged copy of `data` (the format's own damages and byte ones)."""
    if kind == "mjai":
        lines = data.decode().splitlines()
        how = rng.choice(["swap", "drop", "dup", "move", "field", "shuffle"])
        a = rng.randrange(len(lines))
        if how == "swap" and a + 1 < len(lines):
            lines[a], lines[a + 1] = lines[a + 1], lines[a]
        elif how == "drop":
            del lines[a]
        elif how == "dup":
            lines.insert(a, lines[a])
        elif how == "move":
            lines.insert(rng.randrange(len(lines)), lines.pop(a))
        elif how == "field":
            e = json.loads(lines[a])
            keys = [k for k in e if k != "type"]
            if keys:
                e[rng.choice(keys)] = rng.choice(WEIRD)
            lines[a] = json.dumps(e)
        else:
            rng.shuffle(lines)
        return "mjai-" + how, ("\n".join(lines) + "\n").encode()
    how = rng.choice(["cut", "flip", "numbers", "delete", "repeat", "gzip-cut"] +
                     (["swap-tags"] if kind == "xml" else ["json-node"]))
    b = bytearray(data)
    if how == "cut":
        return how, bytes(b[:rng.randrange(len(b))])
    if how == "gzip-cut":
        packed = gzip.compress(data)
        return how, packed[:rng.randrange(len(packed) + 1)]
    if how == "flip":
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(b))
            b[i] ^= 1 << rng.randrange(8)
        return how, bytes(b)
    if how == "numbers":
        text = data.decode("utf-8")
        for _ in range(rng.randint(1, 3)):
            nums = list(re.finditer(r"-?\d+", text))
            m = rng.choice(nums)
            value = rng.choice([0, 1, 3, 4, 5, 9, 35, 36, 51, 52, 53, 60, 133, 135, 136, 137, 255, -1, 10**6, 10**30,
                                rng.randrange(300)])
            text = text[:m.start()] + str(value) + text[m.end():]
        return how, text.encode()
    if how == "delete":
        i = rng.randrange(len(b))
        return how, bytes(b[:i] + b[i + rng.randint(1, 200):])
    if how == "repeat":
        i = rng.randrange(len(b))
        j = min(len(b), i + rng.randint(1, 400))
        return how, bytes(b[:j] + b[i:j] + b[j:])
    if how == "swap-tags":
        text = data.decode()
        tags = re.findall(r"<[A-Z][^>]*/>", text)
        x, y = rng.sample(tags, 2)
        return how, text.replace(x, "\0", 1).replace(y, x, 1).replace("\0", y, 1).encode()
    obj = json.loads(data)
    paths = [p for p in _nodes(obj) if p]
    for _ in range(rng.randint(1, 2)):
        p = rng.choice(paths)
        try:
            parent = obj
            for k in p[:-1]:
                parent = parent[k]
            if rng.random() < 0.2:
                del parent[p[-1]]
            else:
                parent[p[-1]] = rng.choice(WEIRD)
        except (KeyError, IndexError, TypeError):
            pass
    return how, json.dumps(obj).encode()


def run_one(data: bytes, source: str, counts: collections.Counter) -> None:
    """Read, check, select and replay; raise on any broken promise."""
    lf = read_bytes(data, source)
    if lf.error is not None:
        counts["file refused: " + lf.error.code] += 1
        assert lf.games == (), "a refused file kept games"
        return
    for g in lf.games:
        if g.error is not None:
            counts["game refused: " + g.error.code] += 1
            assert g.hands == (), "a refused game kept hands"
            continue
        counts["game read"] += 1
        for _h, w in g.wins:
            c = check_win(w)
            counts["win agrees" if c.agrees else f"win differs: {c.cause}"] += 1
        for name in g.players:
            selected_wins(g, name, True)
        r = replay(g)
        counts["replay matches" if not r.problems else "replay differs"] += 1


def main(argv: list[str] | None = None) -> int:
    """Run the fuzzer; 0 when no promise broke, 1 otherwise."""
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=2000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--logs", type=Path, default=ROOT.parent / "shared" / "data" / "logs")
    p.add_argument("--out", type=Path, default=Path("fuzz-failures"))
    a = p.parse_args(argv)
    games = sorted(x.stem for x in a.logs.glob("*.xml"))
    if not games:
        print(f"no logs in {a.logs}", file=sys.stderr)
        return 2
    from log_helpers import mjlog_to_mjai  # the tests' own converter (reads data/logs)

    originals = []
    for g in games:
        originals.append(("xml", g, (a.logs / f"{g}.xml").read_bytes()))
        if (a.logs / f"{g}.json").is_file():
            originals.append(("json", g, (a.logs / f"{g}.json").read_bytes()))
        originals.append(("mjai", g, mjlog_to_mjai(g).encode()))
    rng = random.Random(a.seed)
    counts: collections.Counter = collections.Counter()
    failures = []
    slowest = 0.0
    signal.signal(signal.SIGALRM, _alarm)
    started = time.monotonic()
    for n in range(a.rounds):
        kind, game, data = rng.choice(originals)
        how, bad = damage(rng, data, kind)
        signal.alarm(10)
        t = time.monotonic()
        try:
            run_one(bad, f"{game}.{kind}", counts)
        except Hang:
            failures.append((n, kind, how, "took over 10 s", bad))
        except Exception:  # noqa: BLE001 — every exception is a finding
            failures.append((n, kind, how, traceback.format_exc(limit=4), bad))
        finally:
            signal.alarm(0)
        slowest = max(slowest, time.monotonic() - t)
    took = time.monotonic() - started
    print(f"{a.rounds} damaged files ({len(originals)} originals, seed {a.seed}) in {took:.1f} s; "
          f"slowest {slowest * 1000:.0f} ms")
    for k, v in sorted(counts.items()):
        print(f"  {v:7d}  {k}")
    print(f"{len(failures)} failures")
    if failures:
        a.out.mkdir(parents=True, exist_ok=True)
    for n, kind, how, why, bad in failures[:20]:
        path = a.out / f"round{n}.{kind}"
        path.write_bytes(bad)
        print(f"--- round {n}: {kind} {how} → {path}\n{why}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
