"""How fast can a pure-Python scorer be? A lower bound on the work (issue 3).

Usage: python bench/pure_python_floor.py [--count N] [--seed S] [--repeat R]

This is a measuring stick, not a scorer: its answers are not used or
checked anywhere. On the same prepared `(Hand, WinContext, RuleSet)` inputs
as `bench/core_throughput.py` ("ours score()"), `floor()` does only the work
any pure-Python scorer of these inputs cannot skip, in one function with no
objects built:

- count the closed tiles, the meld tiles and the red fives (reading each
  `Tile` once), check copies <= 4;
- look up each suit's split in a table (one dict lookup per suit, the table
  filled beforehand, as `readings.suit_readings` does on first use);
- find the winning tile's group and its wait;
- 12 of the ~40 yaku checks (riichi, menzen tsumo, tanyao, pinfu, iipeikou,
  three dragons and two winds as yakuhai, toitoi, honitsu, chinitsu) as
  integer tests;
- fu (base, closed ron, tsumo, triplets, pair, wait, rounding), dora from
  the indicators, red fives, base points with the limits, the payments.

What it leaves out, which the real scorer must do: validation that names
the faulty tile, meld shape checks, flags, every other yaku and yakuman,
more than one reading (the high-point rule), local yaku and rule options,
and the result tree (yaku items, fu items, points, explanation).

It prints the floor's hands/s next to `score()` and the `mahjong` library
on the 1,843 Tenhou hands (tests/data/shared) and on N
generated hands, so the gap between "the least work" and the 5x target can
be read off on this machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

from core_throughput import hand_sets, hands_per_second, mahjong_engine, ours_score  # noqa: E402

_SPLITS: tuple[dict, dict, dict, dict] = ({}, {}, {}, {})
_DORA = tuple((k // 9 * 9 + (k % 9 + 1) % 9) if k < 27 else (27 + (k - 27 + 1) % 4 if k < 31 else
                                                            31 + (k - 31 + 1) % 3) for k in range(34))
_WIND = {"E": 27, "S": 28, "W": 29, "N": 30}


def _fill_tables(args) -> None:
    """The per-suit split tables for every hand (outside the timing)."""
    from trainer.core.readings import suit_readings

    for hand, _ctx, _rules in args:
        counts = [0] * 34
        for t in hand.closed:
            counts[t.kind] += 1
        for s in range(4):
            key = tuple(counts[9 * s: 9 * s + (7 if s == 3 else 9)])
            _SPLITS[s][key] = tuple((o.pair, o.seq_groups + o.trip_groups) for o in suit_readings(s, bytes(key)))


def floor(a) -> int:
    """The unavoidable arithmetic of scoring one hand (see the module doc);
    returns the winner's total in points."""
    hand, ctx, rules = a
    counts = [0] * 34
    reds = 0
    for t in hand.closed:
        counts[t.kind] += 1
        if t.red:
            reds += 1
    closed = counts[:]
    melds = hand.melds
    menzen = True
    meld_fu = 0
    for m in melds:
        kind = m.kind
        if kind != "ankan":
            menzen = False
        for t in m.tiles:
            counts[t.kind] += 1
            if t.red:
                reds += 1
        if kind != "chi":
            k = m.tiles[0].kind
            f = 2 if kind == "pon" else 8 if kind != "ankan" else 16
            meld_fu += f * 2 if (k >= 27 or k % 9 in (0, 8)) else f
    if max(counts) > 4:
        return 0
    pair = -1
    groups: tuple = ()
    for s, lo, hi in ((0, 0, 9), (1, 9, 18), (2, 18, 27), (3, 27, 34)):
        opts = _SPLITS[s].get(tuple(closed[lo:hi]))
        if not opts:
            return 0
        p, g = opts[0]
        if p >= 0:
            pair = p
        groups += g
    win = hand.win.kind
    wait = 0  # 0 tanki/shanpon-free ryanmen, 2 kanchan/penchan/tanki
    seqs = 0
    trip_fu = 0
    yakuhai = 0
    for shape, first in groups:
        if shape == "sequence":
            seqs += 1
            if first <= win <= first + 2 and wait == 0:
                pos = win - first
                if pos == 1 or (pos == 2 and first % 9 == 0) or (pos == 0 and first % 9 == 6):
                    wait = 2
        else:
            y = first >= 27 or first % 9 in (0, 8)
            f = 4 if (ctx.tsumo or first != win) else 2
            trip_fu += f * 2 if y else f
            if first >= 31 or first == _WIND[ctx.seat_wind] or first == _WIND[ctx.round_wind]:
                yakuhai += 1
    if pair == win and seqs == len(groups):
        wait = 2
    han = yakuhai
    if ctx.riichi:
        han += 1
    if menzen and ctx.tsumo:
        han += 1
    honors = counts[27] or counts[28] or counts[29] or counts[30] or counts[31] or counts[32] or counts[33]
    if not honors and not (counts[0] or counts[8] or counts[9] or counts[17] or counts[18] or counts[26]):
        han += 1
    pinfu = menzen and seqs == 4 and wait == 0 and pair < 31
    if pinfu:
        han += 1
    if menzen and seqs >= 2 and len(set(groups)) < len(groups):
        han += 1
    if seqs == 0 and not melds:
        han += 2
    suits = (1 if any(counts[0:9]) else 0) + (1 if any(counts[9:18]) else 0) + (1 if any(counts[18:27]) else 0)
    if suits == 1:
        han += (3 if honors else 6) if menzen else (2 if honors else 5)
    for ind in ctx.dora_indicators:
        han += counts[_DORA[ind.kind]]
    han += reds
    fu = 20 + trip_fu + meld_fu + wait
    if menzen and not ctx.tsumo:
        fu += 10
    elif ctx.tsumo and not pinfu:
        fu += 2
    if pair >= 31 or pair == _WIND[ctx.seat_wind]:
        fu += 2
    fu = -(-fu // 10) * 10
    if han >= 13:
        base = 8000
    elif han >= 5:
        base = (2000, 3000, 3000, 4000, 4000, 4000, 6000, 6000)[han - 5]
    else:
        base = min(2000, fu * 2 ** (han + 2))
    dealer = ctx.seat_wind == "E"
    if ctx.tsumo:
        each = -(-2 * base // 100) * 100
        total = 3 * each if dealer else each + 2 * (-(-base // 100) * 100)
    else:
        total = -(-base * (6 if dealer else 4) // 100) * 100
    return total + 300 * ctx.honba + 1000 * ctx.riichi_sticks


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=20_000, help="generated hands")
    p.add_argument("--seed", type=int, default=20240601)
    p.add_argument("--repeat", type=int, default=3)
    a = p.parse_args(argv)
    from trainer.core import HandError, hand_from_json

    sets = hand_sets(a.seed, a.count)
    print(f"hands/s, best of {a.repeat}; Python {sys.version.split()[0]}")
    for name, hands in sets.items():
        prepared = []
        for h in hands:
            try:
                prepared.append(hand_from_json(h))
            except HandError:
                pass
        _fill_tables(prepared)
        best = float("inf")
        for _ in range(a.repeat):
            t0 = time.perf_counter()
            for x in prepared:
                floor(x)
            best = min(best, time.perf_counter() - t0)
        floor_rate = len(prepared) / best
        rates = hands_per_second({"ours": ours_score(), "lib": mahjong_engine()}, hands, a.repeat)
        ours, lib = rates["ours"], rates["lib"]
        print(f"  {name} ({len(hands)} hands)")
        print(f"    floor (least work, no result)  {floor_rate:9.0f}   = {floor_rate / lib:4.2f}x mahjong"
              f"   ({1e6 / floor_rate:5.1f} us/hand)")
        print(f"    ours score()                   {ours:9.0f}   = {ours / lib:4.2f}x mahjong"
              f"   ({1e6 / ours:5.1f} us/hand)")
        print(f"    mahjong engine                 {lib:9.0f}   (5x = {5 * lib:.0f} hands/s,"
              f" {1e6 / (5 * lib):4.1f} us/hand)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
