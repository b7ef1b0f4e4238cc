"""Fuzz the classroom's inputs (issue 13) and print what broke.

    python tools/fuzz_classroom.py [--seed S] [--decks N] [--codes N] [--reveal N] [--cli N]

- decks: valid deck files mutated (values of the wrong type, huge numbers,
  deep nesting, control and right-to-left characters, lone surrogates,
  duplicate keys, cut-off text); `load_deck` must give a `Deck` or a
  `DeckError`, and an accepted deck must save and load back unchanged.
- codes: hand codes with flipped bits and a recomputed checksum (anyone can
  forge one); `decode_hand` must give a hand or a `HandCodeError`, and
  `deck_hand` a `DeckHand` or a `DeckError`.
- reveal: generated hands (every topic and level); the reveal steps come in
  the documented order, the fu lines add up to the total line, and every
  number equals the core's result.
- cli: the ``export`` and ``worksheet`` commands on bad hands, bad decks and
  bad output paths: exit 0, 1 or 2, never a traceback.

Prints the counts and the first examples of each kind of failure; exits 1
when anything broke. Long runs belong here, not in the test suite.
"""

from __future__ import annotations

import argparse
import base64
import collections
import json
import os
import random
import subprocess
import sys
import tempfile
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.quiz import decks  # noqa: E402
from trainer.quiz.decks import Deck, DeckError, deck_hand, load_deck, save_deck  # noqa: E402
from trainer.quiz.generator import generate_hand  # noqa: E402
from trainer.quiz.hand_code import HandCodeError, decode_hand, encode_hand  # noqa: E402
from trainer.quiz.reveal import KINDS, shown_hand  # noqa: E402
from trainer.quiz.topics import ALL_TOPICS, DIFFICULTIES  # noqa: E402

BASE = [{"closed": "234m456p678s33355s", "win": "3s", "riichi": True, "seat_wind": "S", "dora_indicators": "2s"},
        {"closed": "1122m3344p5566s77z", "win": "7z", "tsumo": True},
        {"closed": "234p55s", "win": "5s", "tsumo": True,
         "melds": [{"type": "kakan", "tiles": "2222m"}, {"type": "minkan", "tiles": "5555z"},
                   {"type": "pon", "tiles": "777z"}]}]
ODD = [None, True, -1, 10**30, 1.5, "", "x" * 5000, [], {}, [[[]]], "\x00", "\ud800", "\u202eabc", "１２３ｍ",
       float("nan"), {"type": "pon"}, "1m" * 400]

failures: dict[str, list[str]] = collections.defaultdict(list)


def fail(kind: str, example: object) -> None:
    failures[kind].append(repr(example)[:300])


def mutate(rng: random.Random, value: object, depth: int = 0) -> object:
    """`value` with one random change somewhere inside."""
    if isinstance(value, dict) and value and rng.random() < 0.8:
        key = rng.choice(list(value))
        out = dict(value)
        r = rng.random()
        if r < 0.1:
            del out[key]
        elif r < 0.2:
            out[rng.choice(["extra", "hands", "note", "code", "title", key + "_"])] = rng.choice(ODD)
        else:
            out[key] = mutate(rng, value[key], depth + 1)
        return out
    if isinstance(value, list) and value and rng.random() < 0.8:
        out = list(value)
        i = rng.randrange(len(out))
        r = rng.random()
        if r < 0.15:
            out.append(out[i])
        elif r < 0.25:
            del out[i]
        else:
            out[i] = mutate(rng, out[i], depth + 1)
        return out
    if isinstance(value, str) and value and rng.random() < 0.5:
        i = rng.randrange(len(value))
        return value[:i] + rng.choice("0123456789mpsz\x00\u202e\ud800 ") + value[i + 1:]
    return rng.choice(ODD)


def fuzz_decks(rng: random.Random, n: int, folder: Path) -> int:
    base = decks.deck_to_json(Deck("Fu of melds", tuple(deck_hand(h, "ask", "calculator") for h in BASE), "ja"))
    base["hands"].append({"code": encode_hand(BASE[0])})
    accepted = 0
    for i in range(n):
        data = base
        for _ in range(rng.randint(1, 4)):
            data = mutate(rng, data)
        text = json.dumps(data, ensure_ascii=rng.random() < 0.5)
        r = rng.random()
        if r < 0.05:
            text = text[: rng.randrange(len(text))]
        elif r < 0.08:
            text = text.replace('"version": 1', '"version": ' + "9" * 5000)
        elif r < 0.1:
            text = text.replace('"hands":', '"hands": ' + "[" * 5000 + "]" * 5000 + ', "hands":')
        path = folder / f"d{i}.json"
        path.write_text(text, encoding="utf-8", errors="surrogatepass")
        try:
            deck = load_deck(path)
        except DeckError as e:
            if len(e.message) > 300:
                fail("deck error message too long", e.message)
            continue
        except Exception as e:  # noqa: BLE001 (the point of a fuzzer)
            fail(f"deck load raised {type(e).__name__}", (str(e)[:120], text[:200]))
            continue
        accepted += 1
        try:
            save_deck(deck, folder / "again.json")
            if load_deck(folder / "again.json") != deck:
                fail("deck changed on save and load", text[:200])
        except Exception as e:  # noqa: BLE001
            fail(f"deck save raised {type(e).__name__}", (str(e)[:120], text[:200]))
    return accepted


def forge(body: bytes) -> str:
    return base64.urlsafe_b64encode(body + (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big")).decode().rstrip("=")


def deep_rules_code(depth: int = 1100) -> str:
    """A code whose custom rules are `depth` nested JSON lists (checksum
    recomputed)."""
    code = encode_hand({**BASE[0], "rules": {"kuitan": False}})
    body = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))[:-2]
    start = body.rindex(b'{"kuitan":false}')
    return forge(body[:start] + b"[" * depth + b"]" * depth)


def fuzz_codes(rng: random.Random, n: int) -> int:
    codes = [encode_hand(h) for h in BASE] + [encode_hand({**BASE[0], "rules": {"kuitan": False}})]
    decoded = 0
    for _ in range(n):
        code = rng.choice(codes)
        raw = bytearray(base64.urlsafe_b64decode(code + "=" * (-len(code) % 4)))[:-2]
        for _ in range(rng.randint(1, 6)):
            r = rng.random()
            if r < 0.6 and raw:
                raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
            elif r < 0.8:
                raw += bytes(rng.randrange(256) for _ in range(rng.randint(1, 40)))
            elif raw:
                del raw[rng.randrange(len(raw)):]
        forged = forge(bytes(raw)) if rng.random() > 0.02 else deep_rules_code(rng.randint(900, 2000))
        try:
            hand = decode_hand(forged)
        except HandCodeError:
            continue
        except Exception as e:  # noqa: BLE001
            fail(f"decode_hand raised {type(e).__name__}", (str(e)[:120], forged[:80]))
            continue
        decoded += 1
        try:
            deck_hand(hand)
        except DeckError:
            pass
        except Exception as e:  # noqa: BLE001
            fail(f"deck_hand raised {type(e).__name__}", (str(e)[:120], hand))
    return decoded


def check_reveal(hand: dict) -> None:
    try:
        s = shown_hand(hand)
    except Exception as e:  # noqa: BLE001 (generated hands must all score)
        fail(f"generated hand refused: {type(e).__name__}", hand)
        return
    r, steps = s.result, s.steps
    order = [KINDS.index(st.kind) for st in steps]
    if order != sorted(order) or steps[0].kind != "question" or steps[-1].kind != "payment":
        fail("reveal order", [st.kind for st in steps])
    if [(st.id, st.arg("han")) for st in steps if st.kind == "yaku"] != [(y.id, y.han) for y in r.yaku]:
        fail("yaku steps differ from the core", hand)
    total = next((st for st in steps if st.kind == "fu_total"), None)
    if r.yakuman:
        if total is not None or any(st.kind == "fu" for st in steps):
            fail("fu shown for a yakuman", hand)
    elif total is None:
        fail("no fu total", hand)
    else:
        shown = sum(st.arg("fu") for st in steps if st.kind == "fu")
        if shown != total.arg("raw") or shown + total.arg("rounded_by") != r.fu or total.arg("fu") != r.fu:
            fail("fu lines do not add up to the core's fu", (hand, shown, total.args, r.fu))
    han = next(st for st in steps if st.kind == "han_total")
    if (han.arg("han"), han.arg("fu"), han.arg("limit")) != (r.han, r.fu, r.limit):
        fail("han total differs from the core", hand)
    p = r.points
    if any(steps[-1].arg(k) != getattr(p, k) for k in ("tsumo", "total", "ron", "dealer_pays", "non_dealer_pays",
                                                       "honba_bonus", "sticks_bonus")):
        fail("payment differs from the core", hand)


def fuzz_reveal(rng: random.Random, n: int) -> None:
    for _ in range(n):
        check_reveal(generate_hand(rng, rng.choice(ALL_TOPICS), rng.choice(DIFFICULTIES), "tenhou").hand)


def fuzz_cli(rng: random.Random, n: int, folder: Path) -> None:
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    good = folder / "good.json"
    save_deck(Deck("t", tuple(deck_hand(h) for h in BASE)), good)
    hands = [json.dumps(BASE[0]), encode_hand(BASE[1]), "{", "[]", '{"closed": 1}', "A" * 49, "#", "{" * 3000,
             '{"closed": ' + "9" * 5000 + "}", deep_rules_code(), json.dumps({**BASE[0], "win": "1m"})]
    outs = [str(folder / "o.png"), str(folder), str(folder / "no" / "x.png"), "/proc/x.png", str(good)]
    for _ in range(n):
        if rng.random() < 0.6:
            args = ["export", "--hand", rng.choice(hands), rng.choice(["--png", "--svg"]), rng.choice(outs)]
            if rng.random() < 0.3:
                args += ["--scale", rng.choice(["0", "-1", "3", "100000", "x", "4"])]
        else:
            deck = rng.choice([str(good), str(folder), str(folder / "d0.json"), str(folder / "none.json")])
            args = ["worksheet", deck, "--pdf", rng.choice(outs + [deck])]
            if rng.random() < 0.3:
                args += ["--lang", rng.choice(["fr", "ja", "zh_TW", ""])]
        run = subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, cwd=ROOT,
                             env=env, timeout=120)
        if run.returncode not in (0, 1, 2) or "Traceback" in run.stderr:
            fail(f"cli exit {run.returncode}", (args[:4], run.stderr[-300:]))
        save_deck(Deck("t", tuple(deck_hand(h) for h in BASE)), good)  # an output may have replaced it


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--decks", type=int, default=3000)
    p.add_argument("--codes", type=int, default=20000)
    p.add_argument("--reveal", type=int, default=3000)
    p.add_argument("--cli", type=int, default=40)
    opts = p.parse_args(argv)
    rng = random.Random(opts.seed)
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, run in (("decks", lambda: f"{fuzz_decks(rng, opts.decks, folder)} accepted"),
                          ("codes", lambda: f"{fuzz_codes(rng, opts.codes)} decoded"),
                          ("reveal", lambda: fuzz_reveal(rng, opts.reveal) or "checked"),
                          ("cli", lambda: fuzz_cli(rng, opts.cli, folder) or "run")):
            count = getattr(opts, name)
            t = time.perf_counter()
            what = run() if count else "skipped"
            print(f"{name}: {count} cases, {what}, {time.perf_counter() - t:.1f} s")
    for kind, examples in sorted(failures.items()):
        print(f"FAIL {kind}: {len(examples)}")
        for e in examples[:3]:
            print("   ", e)
    print("no failures" if not failures else f"{sum(map(len, failures.values()))} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
