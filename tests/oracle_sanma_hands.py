"""Random legal three-player winning hands (TABLE_RULES.md §8), for the
differential test against the `mahjong` library (tests/core/test_sanma_oracle.py,
bench/oracle_diff.py --players 3) and the throughput bench.

Built on tests/random_hands.py (hands dealt from the physical 136-tile set,
by theme) and kept to what a three-player table can hold: a hand with a tile
of 2m–8m anywhere (hand, melds, indicators) or with a chi is dealt again; a
North seat becomes South or West (still a non-dealer); and some hands set
aside 1–4 Norths as kita (nukidora) from the copies the hand and the
indicators leave, never with tenhou, chiihou, renhou or ippatsu on a
double riichi (a kita counts as a call).
A kita hand won by tsumo sometimes wins on the kita's replacement tile
(rinshan). Red fives: the 5p and 5s ones only (5m is not in the set).

Usage::

    gen = SanmaHandGenerator(random.Random(2024))
    hands = [gen.hand() for _ in range(2000)]      # SCHEMA.md dicts, rules tenhou_sanma
"""

from __future__ import annotations

import random
import re

from random_hands import HandGenerator

#: a run of man digits holding 2..8 (or 0, the red 5m)
_MIDDLE_MAN = re.compile(r"[0-9]*[02-8][0-9]*m")


def _holds_middle_man(text: str) -> bool:
    """The mpsz text holds a tile of 2m–8m (0m included)."""
    return bool(_MIDDLE_MAN.search(text))


class SanmaHandGenerator:
    """Three-player hands from one seeded `random.Random` (module doc).

    `hand()` returns one SCHEMA.md hand dict with ``rules`` (default
    ``"tenhou_sanma"``) and perhaps ``kita``; `last_theme` names the theme
    of random_hands.py it came from.
    """

    def __init__(self, rng: random.Random, rules: str | dict = "tenhou_sanma") -> None:
        self.rng = rng
        self.rules = rules
        self.inner = HandGenerator(rng, rules, True)
        self.last_theme = ""

    def hand(self) -> dict:
        """One legal three-player winning hand (a SCHEMA.md dict)."""
        r = self.rng
        while True:
            h = self.inner.hand()
            melds = h.get("melds", [])
            if any(m["type"] == "chi" for m in melds):
                continue
            text = h["closed"] + "".join(m["tiles"] for m in melds) + h.get("dora_indicators", "") \
                + h.get("ura_indicators", "")
            if _holds_middle_man(text):
                continue
            break
        self.last_theme = self.inner.last_theme
        if h.get("seat_wind") == "N":
            h["seat_wind"] = r.choice(("S", "W"))
        norths = sum(run[:-1].count("4") for run in re.findall(r"[0-9]+z", text))
        if norths < 4 and not h.get("tenhou") and not h.get("chiihou") and r.random() < 0.45:
            h["kita"] = r.randint(1, 4 - norths)
            if h.get("tsumo") and not (h.get("ippatsu") or h.get("haitei") or h.get("rinshan")) \
                    and r.random() < 0.08:
                h["rinshan"] = True  # won on the kita's replacement tile
            if h.get("renhou") or (h.get("ippatsu") and h.get("double_riichi")):
                # a kita counts as a call: renhou is won before any own turn,
                # and ippatsu on a double riichi leaves no time for one. The
                # kita is dropped after the draws, so every later hand of a
                # seed stays as it was
                del h["kita"]
        h["rules"] = self.rules
        return h


def generate(seed: int, count: int, rules: str | dict = "tenhou_sanma") -> list[dict]:
    """`count` three-player hands from `random.Random(seed)`."""
    gen = SanmaHandGenerator(random.Random(seed), rules)
    return [gen.hand() for _ in range(count)]
