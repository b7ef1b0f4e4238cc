"""Full differential run: our core against the `mahjong` library (issue 3).

Usage: python bench/oracle_diff.py [--count N] [--seed S] [--jobs J] [--show K] [--rules R] [--players 3]
(defaults: 100,000 hands, seed 20240601, one job per CPU, 3 examples per
kind, rules "tenhou"; R is a preset name or a SCHEMA.md rules object such as
'{"preset": "tenhou", "kiriage": true}', limited to what the library can
express). ``--players 3`` deals three-player hands
(tests/oracle_sanma_hands.py: no 2m–8m, no chi, kita) under
``tenhou_sanma`` unless --rules names another three-player rule set.

Generates N random legal winning hands (tests/random_hands.py), scores each
with our core and with the library
(tests/oracle_adapter.py), and prints the agreement figure (hands agreeing
exactly on han, fu, yaku with han, yakuman, limit and every payment, or on
the error code) and the count of each difference kind
(tests/oracle_differences.py; docs/oracle_differences.md), with examples.
Exit status 1 when any difference is unexplained.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from oracle_differences import KINDS, compare  # noqa: E402
from oracle_sanma_hands import SanmaHandGenerator  # noqa: E402
from random_hands import HandGenerator  # noqa: E402

from trainer.core.rules import rules_from_json  # noqa: E402

CHUNK = 5000


def _run_chunk(args: tuple) -> tuple[Counter, Counter, dict]:
    """Hands [start, start+n) of the run: (kinds, themes of differences, examples)."""
    seed, start, n, show, rules = args
    # one generator per chunk, seeded from the run seed and the chunk start,
    # so the run is the same whatever the number of jobs
    parsed = rules_from_json(rules)
    if parsed.players == 3:
        gen = SanmaHandGenerator(random.Random(f"{seed}:{start}"), rules)
    else:
        gen = HandGenerator(random.Random(f"{seed}:{start}"), rules, any(parsed.red_fives))
    kinds: Counter = Counter()
    themes: Counter = Counter()
    examples: dict[str, list] = {}
    for _ in range(n):
        hand = gen.hand()
        kind, mine, theirs = compare(hand)
        kinds[kind or "agree"] += 1
        if kind:
            themes[gen.last_theme] += 1
            ex = examples.setdefault(kind, [])
            if len(ex) < show:
                ex.append({"hand": hand, "ours": mine, "mahjong": theirs})
    return kinds, themes, examples


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=100_000)
    p.add_argument("--seed", type=int, default=20240601)
    p.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    p.add_argument("--show", type=int, default=3, help="examples printed per difference kind")
    p.add_argument("--rules", default="tenhou", help="preset name or JSON rules object")
    p.add_argument("--players", type=int, choices=(3, 4), default=4,
                   help="3: three-player hands (rules tenhou_sanma unless --rules is given)")
    a = p.parse_args(argv)
    if a.players == 3 and a.rules == "tenhou":
        a.rules = "tenhou_sanma"
    rules = json.loads(a.rules) if a.rules.lstrip().startswith("{") else a.rules
    chunks = [(a.seed, s, min(CHUNK, a.count - s), a.show, rules) for s in range(0, a.count, CHUNK)]
    t0 = time.perf_counter()
    kinds: Counter = Counter()
    themes: Counter = Counter()
    examples: dict[str, list] = {}
    with ProcessPoolExecutor(max_workers=a.jobs) as pool:
        for k, t, ex in pool.map(_run_chunk, chunks):
            kinds += k
            themes += t
            for name, items in ex.items():
                examples.setdefault(name, []).extend(items[: a.show - len(examples.get(name, []))])
    seconds = time.perf_counter() - t0
    agree = kinds["agree"]
    print(f"oracle_diff: {a.count} hands (seed {a.seed}, rules {json.dumps(rules)}) in {seconds:.1f} s")
    print(f"exact agreement: {agree}/{a.count} ({100 * agree / a.count:.3f}%)")
    for name in list(KINDS) + ["unexplained"]:
        print(f"  {name}: {kinds[name]}")
    if themes:
        print("themes of the differing hands:", dict(themes.most_common()))
    for name, items in examples.items():
        print(f"\nexamples of {name}:")
        for item in items:
            print("  " + json.dumps(item, ensure_ascii=False))
    return 1 if kinds["unexplained"] else 0


if __name__ == "__main__":
    sys.exit(main())
