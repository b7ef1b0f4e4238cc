"""Winning shapes for the quiz generator: groups and a pair for a yaku plan.

A *plan* names the yaku a hand is built around (``tanyao``, ``honitsu``,
``pinfu``, ``daisangen``, …), the way a player steers a hand. A builder
returns the hand's shape as kind indices (0..33, see `trainer.core.tiles`):
``[("sequence", first), ("triplet", kind), …]`` plus the pair kind, or seven
pairs, or thirteen orphans, taking copies from a `TilePool` so that no kind
is used more than 4 times. Builders return None when the pool cannot give
what the plan needs; the generator then draws again.

With three players (TABLE_RULES.md §8) the pool holds no 2m–8m, so a
sequence is built in pinzu or souzu only (`TilePool.seq_suits`) and a plan
that needs man sequences (`THREE_PLAYER_IMPOSSIBLE`: sanshoku) is not drawn.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.rules import RuleSet
from ..core.tiles import DRAGON_KINDS, TERMINAL_OR_HONOR, Tile, tile_of

SEQ, TRIP = "sequence", "triplet"
HONORS = tuple(range(27, 34))
WINDS_KINDS = (27, 28, 29, 30)
SIMPLES = tuple(k for k in range(27) if k % 9 not in (0, 8))
TERMINALS = tuple(k for k in range(27) if k % 9 in (0, 8))
YAOCHUU = tuple(sorted(TERMINAL_OR_HONOR))
ALL_KINDS = tuple(range(34))
_WIND_INDEX = {"E": 27, "S": 28, "W": 29, "N": 30}

#: Plans that need a closed hand.
CLOSED_ONLY = frozenset(("pinfu", "iipeikou", "chiitoitsu", "kokushi", "suuankou", "chuuren", "free"))
#: Plans whose yaku are worth a yakuman.
YAKUMAN_PLANS = frozenset(("daisangen", "suuankou", "kokushi", "tsuuiisou", "shousuushii", "chuuren"))
#: Plans no three-player hand can make (TABLE_RULES.md §8: without 2m–8m
#: there is no man sequence, so no sanshoku doujun).
THREE_PLAYER_IMPOSSIBLE = frozenset(("sanshoku",))


class TilePool:
    """Copies still free of each kind (4 of each) and red fives left per suit.

    `take` reserves copies of kinds while a shape is chosen; `tile` turns one
    reserved copy into a `Tile`, red with the chance that the copy is one of
    the set's red fives (RULES.md §6 `red_fives`), or red while any is left
    when `red_first` (a hand dealt to practise red fives).

    With three players (`RuleSet.players` 3) 2m–8m have no copies
    (TABLE_RULES.md §8) and sequences come from pinzu and souzu only.
    """

    __slots__ = ("left", "red_left", "fives_left", "red_first", "seq_suits")

    def __init__(self, rules: RuleSet, red_first: bool = False) -> None:
        self.left = [4] * 34
        self.red_left = list(rules.red_fives)
        self.fives_left = [4, 4, 4]
        self.red_first = red_first
        #: suits that hold sequences: all three, or pinzu and souzu with three players
        self.seq_suits: tuple[int, ...] = (0, 1, 2)
        if rules.players == 3:
            for k in range(1, 8):
                self.left[k] = 0
            self.fives_left[0] = 0
            self.seq_suits = (1, 2)

    def suit(self, rng: random.Random) -> int:
        """A suit that holds sequences, drawn evenly (0..2, or 1..2 with
        three players)."""
        return rng.randrange(3) if len(self.seq_suits) == 3 else rng.choice(self.seq_suits)

    def has(self, kind: int, n: int = 1) -> bool:
        """At least `n` copies of `kind` are free."""
        return self.left[kind] >= n

    def take(self, kinds) -> bool:
        """Reserve one copy per listed kind; False (nothing taken) if short."""
        need: dict[int, int] = {}
        for k in kinds:
            need[k] = need.get(k, 0) + 1
        if any(self.left[k] < n for k, n in need.items()):
            return False
        for k, n in need.items():
            self.left[k] -= n
        return True

    def tile(self, rng: random.Random, kind: int) -> Tile:
        """Materialise one copy of a reserved kind (a five may come out red)."""
        if kind < 27 and kind % 9 == 4:
            s = kind // 9
            if self.red_first:
                red = self.red_left[s] > 0
            else:
                red = self.red_left[s] > 0 and rng.random() * self.fives_left[s] < self.red_left[s]
            self.fives_left[s] -= 1
            if red:
                self.red_left[s] -= 1
                return tile_of(kind, red=True)
        return tile_of(kind)


@dataclass(frozen=True, slots=True)
class Shape:
    """A winning shape as kinds.

    Attributes:
        kind: ``"standard"``, ``"chiitoitsu"`` or ``"kokushi"``.
        groups: for standard shapes, ``(shape, first)`` pairs with shape
            ``"sequence"`` or ``"triplet"`` (quads are made later).
        pair: the pair kind (standard), or -1.
        pairs: the seven pair kinds (chiitoitsu), or ().
        extra: the duplicated kind of thirteen orphans, or -1.
    """

    kind: str
    groups: tuple[tuple[str, int], ...] = ()
    pair: int = -1
    pairs: tuple[int, ...] = ()
    extra: int = -1


@dataclass(frozen=True, slots=True)
class Winds:
    """The value honors of a hand: dragons, the seat and the round wind."""

    seat: int
    round: int

    @property
    def value_kinds(self) -> tuple[int, ...]:
        """Kinds whose triplet is a yakuhai and whose pair earns fu."""
        return tuple(sorted(set(DRAGON_KINDS) | {self.seat, self.round}))

    @staticmethod
    def of(seat: str, round_: str) -> Winds:
        """From the SCHEMA.md wind letters."""
        return Winds(_WIND_INDEX[seat], _WIND_INDEX[round_])


def seq_kinds(first: int) -> tuple[int, int, int]:
    """The three kinds of a sequence starting at `first`."""
    return (first, first + 1, first + 2)


def group_kinds(group: tuple[str, int]) -> tuple[int, ...]:
    """Kinds of a group, one per tile (a triplet lists its kind 3 times)."""
    shape, first = group
    return seq_kinds(first) if shape == SEQ else (first, first, first)


class _Builder:
    """Collects groups from a pool; each `add_*` returns False when short."""

    def __init__(self, rng: random.Random, pool: TilePool) -> None:
        self.rng = rng
        self.pool = pool
        self.groups: list[tuple[str, int]] = []

    def add(self, shape: str, first: int) -> bool:
        g = (shape, first)
        if self.pool.take(group_kinds(g)):
            self.groups.append(g)
            return True
        return False

    def seq(self, suits=(0, 1, 2), starts=range(7)) -> bool:
        if len(self.pool.seq_suits) < 3:  # three players: no man sequences
            suits = tuple(s for s in suits if s in self.pool.seq_suits)
            if not suits:
                return False
        for _ in range(6):
            first = self.rng.choice(suits) * 9 + self.rng.choice(starts)
            if self.add(SEQ, first):
                return True
        return False

    def trip(self, kinds) -> bool:
        for _ in range(6):
            if self.add(TRIP, self.rng.choice(kinds)):
                return True
        return False

    def pair(self, kinds) -> int:
        for _ in range(8):
            k = self.rng.choice(kinds)
            if self.pool.take((k, k)):
                return k
        return -1

    def generic(self, seq_weight: float = 0.65, honor_weight: float = 0.25, suits=(0, 1, 2)) -> bool:
        """A group as they come in real hands: mostly sequences."""
        if self.rng.random() < seq_weight:
            return self.seq(suits)
        if self.rng.random() < honor_weight:
            return self.trip(HONORS)
        return self.trip(tuple(s * 9 + n for s in suits for n in range(9)))

    def fill(self, n: int, **kw) -> bool:
        while len(self.groups) < n:
            if not self.generic(**kw):
                return False
        return True


def _pair_kinds(mode: str, winds: Winds, allowed) -> tuple[int, ...]:
    """Pair candidates: the plan's `allowed` kinds narrowed by the pair mode
    (``any``, ``honor``, ``value`` (earns fu), ``plain`` (no fu), or one
    value pair: ``dragon``, ``seat``, ``round`` (the seat or round wind));
    the plan's own set when the narrowing leaves nothing."""
    if mode == "any":
        return tuple(allowed)
    value = set(winds.value_kinds)
    if mode == "honor":
        pick = [k for k in allowed if k >= 27]
    elif mode == "value":
        pick = [k for k in allowed if k in value]
    elif mode == "dragon":
        pick = [k for k in allowed if k in DRAGON_KINDS]
    elif mode == "seat":
        pick = [k for k in allowed if k == winds.seat]
    elif mode == "round":
        pick = [k for k in allowed if k == winds.round]
    else:
        pick = [k for k in allowed if k not in value]
    return tuple(pick) or tuple(allowed)


def build_shape(plan: str, rng: random.Random, pool: TilePool, winds: Winds,
                seq_weight: float = 0.65, pair_mode: str = "any", overlap: bool = False) -> Shape | None:
    """A shape for `plan`, its copies taken from `pool`, or None when short.

    Args:
        plan: ``free tanyao pinfu yakuhai honitsu chinitsu toitoi chanta
            ittsu sanshoku iipeikou sanankou shousangen chiitoitsu`` or a
            yakuman plan (`YAKUMAN_PLANS`).
        seq_weight: share of sequences among freely chosen groups (meld fu
            practice lowers it).
        pair_mode: ``any``, ``honor``, ``value``, ``plain``, ``dragon``,
            ``seat`` or ``round`` (see `_pair_kinds`), to steer pair fu
            practice.
        overlap: prefer a pair of a kind some group also holds (a hand that
            reads more than one way when it wins on that kind).
    """
    b = _Builder(rng, pool)
    pair_allowed: tuple[int, ...] = ALL_KINDS
    kw = {"seq_weight": seq_weight}
    if plan == "free":
        ok = b.fill(4, **kw)
    elif plan == "tanyao":
        ok = all(b.seq(starts=range(1, 6)) if rng.random() < seq_weight else b.trip(SIMPLES)
                 for _ in range(4))
        pair_allowed = SIMPLES
    elif plan == "pinfu":
        ok = all(b.seq() for _ in range(4))
        pair_allowed = tuple(k for k in ALL_KINDS if k not in winds.value_kinds)
        pair_mode = "honor" if pair_mode == "value" else pair_mode  # a guest wind at most
    elif plan == "yakuhai":
        ok = b.trip(winds.value_kinds) and b.fill(4, **kw)
    elif plan in ("honitsu", "chinitsu"):
        s = pool.suit(rng)
        suit_kinds = tuple(range(s * 9, s * 9 + 9))
        if plan == "honitsu":
            ok = (b.trip(HONORS) if rng.random() < 0.6 else True) and b.fill(4, seq_weight=seq_weight, suits=(s,),
                                                                           honor_weight=0.3)
            pair_allowed = suit_kinds + HONORS
        else:
            ok = b.fill(4, seq_weight=max(seq_weight, 0.6), suits=(s,), honor_weight=0.0)
            pair_allowed = suit_kinds
    elif plan == "toitoi":
        ok = all(b.trip(ALL_KINDS) for _ in range(4))
    elif plan == "chanta":
        ok = b.seq(starts=(0, 6))
        for _ in range(3):
            ok = ok and (b.seq(starts=(0, 6)) if rng.random() < 0.5 else b.trip(YAOCHUU))
        pair_allowed = YAOCHUU
    elif plan == "ittsu":
        s = pool.suit(rng)
        ok = b.add(SEQ, s * 9) and b.add(SEQ, s * 9 + 3) and b.add(SEQ, s * 9 + 6) and b.fill(4, **kw)
    elif plan == "sanshoku":
        n = rng.randrange(7)
        ok = b.add(SEQ, n) and b.add(SEQ, 9 + n) and b.add(SEQ, 18 + n) and b.fill(4, **kw)
    elif plan == "iipeikou":
        first = pool.suit(rng) * 9 + rng.randrange(7)
        ok = b.add(SEQ, first) and b.add(SEQ, first) and b.fill(4, **kw)
    elif plan == "sanankou":
        ok = all(b.trip(ALL_KINDS) for _ in range(3)) and b.seq()
    elif plan == "shousangen":
        d = list(DRAGON_KINDS)
        rng.shuffle(d)
        ok = b.add(TRIP, d[0]) and b.add(TRIP, d[1]) and b.fill(4, **kw)
        pair_allowed, pair_mode = (d[2],), "any"
    elif plan == "chiitoitsu":
        kinds = [k for k in rng.sample(ALL_KINDS, 12) if pool.has(k, 2)][:7]
        if len(kinds) < 7 or not pool.take(kinds + kinds):
            return None
        return Shape("chiitoitsu", pairs=tuple(sorted(kinds)))
    elif plan == "kokushi":
        extra = rng.choice(YAOCHUU)
        if not pool.take(YAOCHUU + (extra,)):
            return None
        return Shape("kokushi", extra=extra)
    elif plan == "daisangen":
        ok = all(b.add(TRIP, d) for d in DRAGON_KINDS) and b.fill(4, **kw)
    elif plan == "suuankou":
        ok = all(b.trip(ALL_KINDS) for _ in range(4))
    elif plan == "tsuuiisou":
        kinds = rng.sample(HONORS, 5)
        ok = all(b.add(TRIP, k) for k in kinds[:4])
        pair_allowed, pair_mode = (kinds[4],), "any"
    elif plan == "shousuushii":
        w = list(WINDS_KINDS)
        rng.shuffle(w)
        ok = all(b.add(TRIP, k) for k in w[:3]) and b.fill(4, **kw)
        pair_allowed, pair_mode = (w[3],), "any"
    elif plan == "chuuren":
        s = pool.suit(rng) * 9
        extra = s + rng.randrange(9)
        counts = [3, 1, 1, 1, 1, 1, 1, 1, 3]
        counts[extra - s] += 1
        kinds = [s + i for i, c in enumerate(counts) for _ in range(c)]
        if not pool.take(kinds):
            return None
        return _chuuren_shape(s, extra)
    else:
        raise ValueError(f"unknown plan {plan!r}")
    if not ok:
        return None
    candidates = _pair_kinds(pair_mode, winds, pair_allowed)
    pair = -1
    if overlap:
        held = {k for g in b.groups for k in group_kinds(g)}
        shared = tuple(k for k in candidates if k in held and pool.has(k, 2))
        pair = b.pair(shared) if shared else -1
    if pair < 0:
        pair = b.pair(candidates)
    if pair < 0:
        return None
    groups = b.groups
    rng.shuffle(groups)
    return Shape("standard", tuple(groups), pair)


def _chuuren_shape(s: int, extra: int) -> Shape:
    """One standard split of 1112345678999 + `extra` in suit `s` (the scorer
    finds the others)."""
    counts = [3, 1, 1, 1, 1, 1, 1, 1, 3]
    counts[extra - s] += 1
    for pair in range(9):
        if counts[pair] < 2:
            continue
        c = list(counts)
        c[pair] -= 2
        groups = []
        i = 0
        while i < 9:
            if c[i] >= 3:
                groups.append((TRIP, s + i))
                c[i] -= 3
            elif c[i] and i <= 6 and c[i + 1] and c[i + 2]:
                groups.append((SEQ, s + i))
                for j in range(3):
                    c[i + j] -= 1
            elif c[i]:
                break
            else:
                i += 1
        if not any(c):
            return Shape("standard", tuple(groups), s + pair)
    raise AssertionError("nine gates always splits")  # every 14-tile chuuren is a winning hand
