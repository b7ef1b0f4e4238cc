"""Random legal winning hands in the SCHEMA.md JSON format, from a seeded `random.Random`.

Used by the differential test against the `mahjong` library
(tests/core/test_oracle_diff.py), the full run (bench/oracle_diff.py) and the
throughput bench (bench/core_throughput.py). Independent of `trainer.core`
on purpose: the hands are built from a physical 136-tile set (one red five
per suit, as the `tenhou` preset has), so every hand is one that can occur
at a table: at most 4 copies of a kind across the hand and the indicators,
and a red five only where that copy was drawn.

Each hand is built from a *theme* (a target concept: a yaku, a yakuman, a
shape, kans, …) so that rare hands turn up often enough: every shape
(standard, chiitoitsu, kokushi), every wait, every meld kind (chi, pon,
minkan, ankan, kakan), every yaku and yakuman of the `tenhou` preset, the
situation flags (riichi, double riichi, ippatsu, haitei, houtei, rinshan,
chankan, tenhou, chiihou, renhou) and every dora kind (dora, kan dora, ura
dora, red fives). Which yaku a hand really has is the scorers' business; the
themes only make it likely.

Usage::

    gen = HandGenerator(random.Random(2024))
    hands = [gen.hand() for _ in range(2000)]     # list of SCHEMA.md dicts
    hands = generate(seed=2024, count=2000)       # the same thing
"""

from __future__ import annotations

import random

SUITS = "mpsz"
RED_IDS = frozenset((16, 52, 88))  # the red 5m, 5p, 5s copies (one per suit)
WINDS = ("E", "S", "W", "N")
WIND_KIND = {"E": 27, "S": 28, "W": 29, "N": 30}
DRAGONS = (31, 32, 33)
TERMINALS = (0, 8, 9, 17, 18, 26)
HONORS = tuple(range(27, 34))
YAOCHUU = TERMINALS + HONORS
SIMPLES = tuple(k for k in range(27) if k % 9 not in (0, 8))
GREEN = (19, 20, 21, 23, 25, 32)  # 2s 3s 4s 6s 8s hatsu
ALL = tuple(range(34))

SEQ, TRIP, QUAD = "seq", "trip", "quad"

#: Themes and their weights. Common hands dominate; every rare concept
#: still comes up tens of times in 2,000 hands.
THEMES = {
    "free": 22, "tanyao": 8, "pinfu": 8, "yakuhai": 7, "chanta": 3, "junchan": 3,
    "honitsu": 4, "chinitsu": 4, "toitoi": 4, "ittsu": 3, "sanshoku": 3, "doukou": 2,
    "iipeikou": 3, "ryanpeikou": 2, "shousangen": 2, "honroutou": 2, "kans": 3, "suuankou": 2,
    "chiitoitsu": 6, "kokushi": 2, "chuuren": 1.5, "daisangen": 1, "shousuushii": 1,
    "daisuushii": 1, "tsuuiisou": 1, "chinroutou": 1, "ryuuiisou": 1, "suukantsu": 1,
    "sanjun": 1.5, "yonjun": 0.5,
}
#: Themes that keep the hand closed (their yaku or yakuman need it).
CLOSED_THEMES = frozenset(("pinfu", "ryanpeikou", "suuankou", "chuuren", "chiitoitsu", "kokushi"))


class Exhausted(Exception):
    """The theme asked for a fifth copy of a kind; the generator retries."""


def tile_name(tile_id: int, red_fives: bool = True) -> str:
    """mpsz name of a 136-format tile id (red fives as ``0m 0p 0s``, or as
    plain fives when the set has none)."""
    kind = tile_id // 4
    if red_fives and tile_id in RED_IDS:
        return f"0{SUITS[kind // 9]}"
    return f"{kind % 9 + 1}{SUITS[kind // 9]}"


def tiles_text(tile_ids, red_fives: bool = True) -> str:
    """mpsz string of tile ids, sorted, one suit letter per run: ``234m40p``."""
    out = []
    run = ""
    for t in sorted(tile_ids, key=lambda i: (i // 4, i not in RED_IDS)):
        name = tile_name(t, red_fives)
        if run and name[1] != run:
            out.append(run)
        out.append(name[0])
        run = name[1]
    if run:
        out.append(run)
    return "".join(out)


class Wall:
    """The 136 physical tiles not yet used (ids ``4 × kind + copy``)."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        self.left = {k: [4 * k + c for c in range(4)] for k in range(34)}

    def count(self, kind: int) -> int:
        """Copies of `kind` still in the wall."""
        return len(self.left[kind])

    def take(self, kind: int) -> int:
        """Take one random copy of `kind`. Raises Exhausted when none is left."""
        copies = self.left[kind]
        if not copies:
            raise Exhausted(kind)
        return copies.pop(self.rng.randrange(len(copies)))

    def take_any(self) -> int:
        """Take one random tile of any kind (for indicators)."""
        kinds = [k for k in range(34) if self.left[k]]
        weights = [len(self.left[k]) for k in kinds]
        return self.take(self.rng.choices(kinds, weights)[0])


class HandGenerator:
    """Random legal winning hands from one seeded `random.Random`.

    `hand()` returns one SCHEMA.md hand dict (``closed``, ``melds``, ``win``,
    flags, winds, indicators, ``honba``, ``riichi_sticks``, ``rules``) and
    sets `last_theme` to the theme it was built from. `rules` is written
    into each hand as is (a preset name or a rules object); pass
    ``red_fives=False`` for rules without red fives (the red copies are then
    written as plain fives).
    """

    def __init__(self, rng: random.Random, rules: str | dict = "tenhou", red_fives: bool = True) -> None:
        self.rng = rng
        self.rules = rules
        self.red_fives = red_fives
        self.last_theme = ""
        self._themes = list(THEMES)
        self._weights = [THEMES[t] for t in self._themes]

    # ----- groups -------------------------------------------------------
    def _seq(self, kinds=ALL) -> tuple[str, int]:
        allowed = set(kinds)
        starts = [k for k in range(27) if k % 9 <= 6 and {k, k + 1, k + 2} <= allowed]
        return SEQ, self.rng.choice(starts)

    def _trip(self, kinds=ALL) -> tuple[str, int]:
        return TRIP, self.rng.choice(kinds)

    def _group(self, kinds=ALL, p_seq: float = 0.6) -> tuple[str, int]:
        has_seq = any(k < 27 and k % 9 <= 6 and {k, k + 1, k + 2} <= set(kinds) for k in kinds)
        if has_seq and self.rng.random() < p_seq:
            return self._seq(kinds)
        return self._trip(kinds)

    def _yaochuu_group(self, honors: bool) -> tuple[str, int]:
        """A group holding a terminal (or honor): 123, 789, or a terminal/honor triplet."""
        if self.rng.random() < 0.6:
            return SEQ, self.rng.choice((0, 6, 9, 15, 18, 24))
        return self._trip(YAOCHUU if honors else TERMINALS)

    def _theme_groups(self, theme: str) -> tuple[list[tuple[str, int]], int]:
        """Four groups and a pair kind for a standard-shape theme."""
        r = self.rng
        suit = r.randrange(3) * 9
        one_suit = tuple(range(suit, suit + 9))
        if theme == "free":
            return [self._group() for _ in range(4)], r.choice(ALL)
        if theme == "tanyao":
            return [self._group(SIMPLES) for _ in range(4)], r.choice(SIMPLES)
        if theme == "pinfu":
            pair = r.choice(ALL) if r.random() < 0.2 else r.choice(tuple(range(27)) + (27, 28, 29, 30))
            return [self._seq() for _ in range(4)], pair
        if theme == "yakuhai":
            honors = [self._trip(HONORS) for _ in range(r.choice((1, 1, 2)))]
            return honors + [self._group() for _ in range(4 - len(honors))], r.choice(ALL)
        if theme in ("chanta", "junchan"):
            honors = theme == "chanta"
            groups = [(SEQ, r.choice((0, 6, 9, 15, 18, 24)))]
            groups += [self._yaochuu_group(honors) for _ in range(3)]
            return groups, r.choice(YAOCHUU if honors else TERMINALS)
        if theme == "honitsu":
            kinds = one_suit + HONORS
            groups = [self._trip(HONORS)] + [self._group(kinds, 0.7) for _ in range(3)]
            return groups, r.choice(kinds)
        if theme == "chinitsu":
            return [self._group(one_suit, 0.7) for _ in range(4)], r.choice(one_suit)
        if theme == "toitoi":
            return [self._trip() for _ in range(4)], r.choice(ALL)
        if theme == "ittsu":
            return [(SEQ, suit), (SEQ, suit + 3), (SEQ, suit + 6), self._group()], r.choice(ALL)
        if theme == "sanshoku":
            n = r.randrange(7)
            return [(SEQ, n), (SEQ, n + 9), (SEQ, n + 18), self._group()], r.choice(ALL)
        if theme == "doukou":
            n = r.randrange(9)
            return [(TRIP, n), (TRIP, n + 9), (TRIP, n + 18), self._group()], r.choice(ALL)
        if theme == "iipeikou":
            s = self._seq()
            return [s, s, self._group(), self._group()], r.choice(ALL)
        if theme in ("sanjun", "yonjun"):
            # three or four equal sequences: also read as triplets (111 222 333)
            s = self._seq(one_suit)
            n = 3 if theme == "sanjun" else 4
            return [s] * n + [self._group() for _ in range(4 - n)], r.choice(ALL)
        if theme == "ryanpeikou":
            a, b = self._seq(), self._seq()
            return [a, a, b, b], r.choice(ALL)
        if theme == "shousangen":
            d = list(DRAGONS)
            r.shuffle(d)
            return [(TRIP, d[0]), (TRIP, d[1]), self._group(), self._group()], d[2]
        if theme == "daisangen":
            return [(TRIP, 31), (TRIP, 32), (TRIP, 33), self._group()], r.choice(ALL)
        if theme == "shousuushii":
            w = [27, 28, 29, 30]
            r.shuffle(w)
            return [(TRIP, w[0]), (TRIP, w[1]), (TRIP, w[2]), self._group()], w[3]
        if theme == "daisuushii":
            return [(TRIP, k) for k in (27, 28, 29, 30)], r.choice(ALL)
        if theme in ("honroutou", "tsuuiisou", "chinroutou"):
            kinds = {"honroutou": YAOCHUU, "tsuuiisou": HONORS, "chinroutou": TERMINALS}[theme]
            *trips, pair = r.sample(kinds, 5)
            return [(TRIP, k) for k in trips], pair
        if theme == "ryuuiisou":
            n_seq = r.choice((0, 1, 1, 2))
            *trips, pair = r.sample(GREEN, 5 - n_seq)
            return [(SEQ, 19)] * n_seq + [(TRIP, k) for k in trips], pair
        if theme in ("kans", "suukantsu", "suuankou"):
            return [self._trip() for _ in range(4)], r.choice(ALL)
        raise ValueError(theme)

    # ----- the hand -----------------------------------------------------
    def hand(self) -> dict:
        """One random legal winning hand (SCHEMA.md dict)."""
        while True:
            theme = self.rng.choices(self._themes, self._weights)[0]
            try:
                out = self._build(theme)
            except Exhausted:
                continue
            self.last_theme = theme
            return out

    def _build(self, theme: str) -> dict:
        r = self.rng
        wall = Wall(r)
        closed_only = theme in CLOSED_THEMES or (theme not in ("suukantsu",) and r.random() < 0.5)
        melds: list[tuple[str, list[int]]] = []
        closed: list[int] = []
        win = None
        if theme == "chiitoitsu":
            start = 9 * r.randrange(3)
            suit = tuple(range(start, start + 9))
            # any kinds, tanyao, honroutou, tsuuiisou, chinitsu, honitsu
            pool = r.choice((ALL, ALL, SIMPLES, YAOCHUU, HONORS, suit, suit + HONORS))
            for k in r.sample(pool, 7):
                closed += [wall.take(k), wall.take(k)]
        elif theme == "kokushi":
            closed = [wall.take(k) for k in YAOCHUU] + [wall.take(r.choice(YAOCHUU))]
            if r.random() < 0.3:  # win on the duplicate: the 13-sided wait
                win = closed[-1]
        elif theme == "chuuren":
            s = r.randrange(3) * 9
            counts = [3, 1, 1, 1, 1, 1, 1, 1, 3]
            counts[r.randrange(9)] += 1
            closed = [wall.take(s + i) for i, c in enumerate(counts) for _ in range(c)]
        else:
            groups, pair = self._theme_groups(theme)
            groups = self._make_quads(theme, groups)
            decl = self._declare(theme, groups, closed_only)
            for (shape, first), how in zip(groups, decl, strict=True):
                kinds = (first, first + 1, first + 2) if shape == SEQ else (first,) * (4 if shape == QUAD else 3)
                ids = [wall.take(k) for k in kinds]
                if how is None:
                    closed += ids
                else:
                    melds.append((how, ids))
            closed += [wall.take(pair), wall.take(pair)]
        return self._finish(wall, closed, melds, win)

    def _make_quads(self, theme: str, groups: list[tuple[str, int]]) -> list[tuple[str, int]]:
        trips = [i for i, g in enumerate(groups) if g[0] == TRIP]
        if theme == "suukantsu":
            want = 4
        elif theme == "kans":
            want = self.rng.choice((1, 2, 3, 3))
        else:
            want = sum(1 for _ in trips if self.rng.random() < 0.07)
        out = list(groups)
        for i in self.rng.sample(trips, min(want, len(trips))):
            out[i] = (QUAD, groups[i][1])
        return out

    def _declare(self, theme: str, groups, closed_only: bool) -> list[str | None]:
        """How each group is held: None (concealed) or a meld kind."""
        r = self.rng
        out: list[str | None] = []
        for shape, _ in groups:
            if shape == QUAD:
                out.append("ankan" if closed_only else r.choice(("minkan", "kakan", "ankan")))
            elif closed_only or r.random() < 0.45:
                out.append(None)
            else:
                out.append("chi" if shape == SEQ else "pon")
        if not closed_only and not any(m in ("chi", "pon", "minkan", "kakan") for m in out):
            i = r.randrange(len(groups))
            shape = groups[i][0]
            out[i] = "chi" if shape == SEQ else "pon" if shape == TRIP else r.choice(("minkan", "kakan"))
        if all(m is not None for m in out) and r.random() < 0.5:
            # four melds and a tanki wait happen, but keep them a minority
            i = next((j for j, (shape, _) in enumerate(groups) if shape != QUAD), None)
            if i is not None:
                out[i] = None
        return out

    def _finish(self, wall: Wall, closed: list[int], melds: list[tuple[str, list[int]]],
                win: int | None = None) -> dict:
        """Win tile (random among the closed tiles unless given), situation
        flags, winds, indicators, counters."""
        r = self.rng
        if win is None:
            win = r.choice(closed)
        win_kind = win // 4
        is_open = any(kind != "ankan" for kind, _ in melds)
        kans = sum(1 for kind, _ in melds if kind in ("minkan", "ankan", "kakan"))
        seat, rnd = r.choice(WINDS), r.choice(("E", "E", "S", "S", "W", "N"))
        h: dict = {"closed": tiles_text(closed, self.red_fives)}
        if melds:
            h["melds"] = [{"type": kind, "tiles": tiles_text(ids, self.red_fives)} for kind, ids in melds]
        h["win"] = tile_name(win, self.red_fives)
        tsumo = r.random() < 0.45
        flags: dict[str, bool] = {"tsumo": tsumo}
        blessing = not melds and r.random() < 0.05
        if blessing:
            if tsumo:
                flags["tenhou" if seat == "E" else "chiihou"] = True
            elif seat != "E":
                flags["renhou"] = True
        else:
            if not is_open and r.random() < 0.5:
                flags["double_riichi" if r.random() < 0.1 else "riichi"] = True
                if r.random() < 0.2:
                    flags["ippatsu"] = True
            if tsumo:
                if kans and not flags.get("ippatsu") and r.random() < 0.3:
                    flags["rinshan"] = True
                elif r.random() < 0.06:
                    flags["haitei"] = True
            else:
                held = sum(1 for t in closed if t // 4 == win_kind) + sum(
                    1 for _, ids in melds for t in ids if t // 4 == win_kind)
                if held == 1 and wall.count(win_kind) == 3 and r.random() < 0.1:
                    flags["chankan"] = True
                    wall.left[win_kind] = []  # the robbed kakan holds the other three
                elif r.random() < 0.06:
                    flags["houtei"] = True
        h.update({k: v for k, v in flags.items() if v})
        h["seat_wind"], h["round_wind"] = seat, rnd
        n_dora = min(5, 1 + kans + (1 if r.random() < 0.1 else 0))
        if r.random() < 0.03:
            n_dora = 0  # a hand typed without its indicators
        dora = [wall.take_any() for _ in range(n_dora)]
        if dora:
            h["dora_indicators"] = tiles_text(dora, self.red_fives)
        riichi = flags.get("riichi") or flags.get("double_riichi")
        if (riichi and r.random() < 0.9) or (not riichi and dora and r.random() < 0.03):
            h["ura_indicators"] = tiles_text((wall.take_any() for _ in range(max(1, len(dora)))), self.red_fives)
        if r.random() < 0.3:
            h["honba"] = r.choice((1, 1, 2, 3, 5))
        if r.random() < 0.25:
            h["riichi_sticks"] = r.choice((1, 1, 2, 3))
        h["rules"] = self.rules
        return h


def generate(seed: int, count: int, rules: str | dict = "tenhou", red_fives: bool = True) -> list[dict]:
    """`count` hands from `HandGenerator(random.Random(seed), rules, red_fives)`."""
    gen = HandGenerator(random.Random(seed), rules, red_fives)
    return [gen.hand() for _ in range(count)]
