"""Write a set of SCHEMA.md hands as JSON lines, the same set every time.

Usage: python bench/hand_file.py SET [--count N] [--seed S] > hands.jsonl

Sets:

- ``shared``: the ``hand`` of every line of tests/data/shared/tenhou_sample.jsonl
  and bug_cases_sample.jsonl (1,869 hands when both are present);
- ``generated``: N hands (default 20,000) from tests/random_hands.py seeded
  with S (default 20240601, the seed of bench/core_throughput.py), `tenhou`
  rules;
- ``presets``: N hands (default 2,000) under each rule preset, seed S;
- ``options``: N hands (default 5,000) under a seeded random choice of
  preset and rule options;
- ``mutated``: N generated hands (default 5,000), each changed in one
  seeded way (a tile dropped, added or swapped, the winning tile changed, a
  flag set, a meld's kind changed), so most do not win or are refused: the
  errors, their messages and the near misses.

Each line is ``json.dumps(hand)``; feed the file to ``python -m trainer score
--json [--explain]`` and compare outputs before and after a change to the
core (the byte-identity check of issue 10).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from random_hands import generate  # noqa: E402

SHARED = ROOT / "tests" / "data" / "shared"
PRESET_NAMES = ("tenhou", "mahjong_soul", "wrc", "ema", "m_league", "classic", "arcade")
NO_RED = frozenset(("wrc", "ema", "classic", "arcade"))
FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou", "renhou", "tsumo")
TILES = [f"{n}{s}" for s in "mps" for n in range(10)] + [f"{n}z" for n in range(1, 8)]


def shared() -> list[dict]:
    """The hands of the shared data files (none when they are absent)."""
    out = []
    for name in ("tenhou_sample.jsonl", "bug_cases_sample.jsonl"):
        path = SHARED / name
        if not path.exists():
            print(f"{path} is absent", file=sys.stderr)
            continue
        out += [json.loads(line)["hand"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
    return out


def presets(seed: int, count: int) -> list[dict]:
    """`count` generated hands under each preset."""
    return [h for p in PRESET_NAMES for h in generate(seed, count, rules=p, red_fives=p not in NO_RED)]


def options(seed: int, count: int) -> list[dict]:
    """`count` generated hands, each under a random preset with random options."""
    rng = random.Random(seed)
    out = []
    for i in range(count):
        preset = rng.choice(PRESET_NAMES)
        rules = {"preset": preset, "kuitan": rng.random() < 0.8,
                 "double_wind_pair_fu": rng.choice((2, 4)), "kiriage": rng.random() < 0.5,
                 "kazoe": rng.choice(("yakuman", "sanbaiman", "no_limit")),
                 "pinfu_tsumo": rng.random() < 0.8, "rinshan_tsumo_fu": rng.random() < 0.7,
                 "honba_value": rng.choice((300, 1500))}
        out += generate(seed * 100_003 + i, 1, rules=rules, red_fives=preset not in NO_RED)
    return out


def _mutate(hand: dict, rng: random.Random) -> dict:
    h = dict(hand)
    what = rng.randrange(7)
    closed = h["closed"]
    if what == 0 and len(closed) > 2:          # drop one tile
        digits = [i for i, c in enumerate(closed) if c.isdigit()]
        i = rng.choice(digits)
        h["closed"] = closed[:i] + closed[i + 1:]
    elif what == 1:                            # add one tile
        h["closed"] = closed + rng.choice(TILES)
    elif what == 2:                            # swap one tile for another of its suit
        digits = [i for i, c in enumerate(closed) if c.isdigit()]
        i = rng.choice(digits)
        h["closed"] = closed[:i] + str(rng.randrange(1, 8)) + closed[i + 1:]
    elif what == 3:                            # another winning tile
        h["win"] = rng.choice(TILES)
    elif what == 4:                            # a flag set
        h[rng.choice(FLAGS)] = True
    elif what == 5 and h.get("melds"):         # a meld of another kind
        melds = [dict(m) for m in h["melds"]]
        m = rng.choice(melds)
        m["type"] = rng.choice(("chi", "pon", "minkan", "ankan", "kakan"))
        h["melds"] = melds
    else:                                      # winds and indicators
        h["seat_wind"] = rng.choice("ESWN")
        h["dora_indicators"] = "".join(rng.choice(TILES) for _ in range(rng.randrange(6)))
    return h


def mutated(seed: int, count: int) -> list[dict]:
    """`count` generated hands, each changed once in a seeded way."""
    rng = random.Random(seed)
    return [_mutate(h, rng) for h in generate(seed, count)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("set", choices=("shared", "generated", "presets", "options", "mutated"))
    p.add_argument("--count", type=int)
    p.add_argument("--seed", type=int, default=20240601)
    a = p.parse_args(argv)
    if a.set == "shared":
        hands = shared()
    else:
        default = {"generated": 20_000, "presets": 2_000, "options": 5_000, "mutated": 5_000}[a.set]
        make = {"generated": generate, "presets": presets, "options": options, "mutated": mutated}[a.set]
        hands = make(a.seed, a.count if a.count is not None else default)
    out = sys.stdout
    for h in hands:
        out.write(json.dumps(h) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
