"""The pieces readings are made of: per-suit splits, groups, the `Reading` value.

A *reading* fixes how the 14 (+kans) tiles split into groups and a pair (or
seven pairs, or thirteen orphans) and which closed group the winning tile
completed, hence the wait: ``ryanmen kanchan penchan tanki shanpon`` (or
``kokushi`` / ``kokushi_13`` for thirteen orphans). `summary.py` lists every
reading of a hand as a compact `summary.ReadingSummary`; the `Reading` and
`Group` values here are what a reader of the result sees, built from a
summary when the explanation is read.

Decomposition works on integer kinds: each suit's concealed counts are
looked up in a table built on first use (`suit_readings`), keyed by the
suit's counts as bytes; one suit has at most 5^9 count patterns, but only the
few thousand that occur get built.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache

from .tiles import TERMINAL_OR_HONOR, format_kinds, format_tiles

SEQUENCE, TRIPLET, QUAD = "sequence", "triplet", "quad"
STANDARD, CHIITOITSU, KOKUSHI = "standard", "chiitoitsu", "kokushi"
KOKUSHI_KINDS = tuple(sorted(TERMINAL_OR_HONOR))


@dataclass(frozen=True, slots=True)
class Group:
    """One meld of a reading.

    Attributes:
        shape: ``"sequence"``, ``"triplet"`` or ``"quad"``.
        first: kind index (0..33) of its lowest tile.
        meld: the declared meld kind (``chi pon minkan ankan kakan``), or
            None for a group formed from the concealed tiles.
        concealed: True for a closed group that counts as concealed for fu
            and sanankou: an ankan, or a concealed triplet not completed by
            ron. A triplet completed by ron (shanpon wait) is not.
        tiles: the mpsz string of its tiles (red fives kept), for display.
    """

    shape: str
    first: int
    meld: str | None
    concealed: bool
    tiles: str

    @property
    def kinds(self) -> tuple[int, ...]:
        """Kind indices the group is made of (3 for a sequence)."""
        if self.shape == SEQUENCE:
            return (self.first, self.first + 1, self.first + 2)
        return (self.first,)

    @property
    def is_yaochuu_group(self) -> bool:
        """Holds a terminal or honor (for chanta/junchan and meld fu)."""
        if self.shape == SEQUENCE:
            return self.first % 9 in (0, 6)
        return self.first in TERMINAL_OR_HONOR


@dataclass(slots=True, unsafe_hash=True)
class Reading:
    """One way to read the winning hand.

    Attributes:
        shape: ``"standard"``, ``"chiitoitsu"`` or ``"kokushi"``.
        groups: four `Group` (standard): the concealed groups (sequences,
            then triplets, each by kind), then the declared melds in the
            order given; empty otherwise.
        pair: kind of the pair (standard), or -1.
        pairs: the seven pair kinds (chiitoitsu), else ().
        wait: ``ryanmen kanchan penchan tanki shanpon`` for standard and
            chiitoitsu (always tanki), ``kokushi`` or ``kokushi_13``.
        win_group: index in `groups` completed by the winning tile, or -1 when
            it completed the pair (or for the other shapes).
        pair_tiles: mpsz of the pair as held (a red five kept), standard
            shape only.

    Built for each reading of each hand explained: a slotted dataclass whose
    fields are set once, by the constructor, and never assigned after (a
    value; `result.py` says why it is not frozen). `Group` values are shared
    across readings and hands, and frozen.
    """

    shape: str
    groups: tuple[Group, ...] = ()
    pair: int = -1
    pairs: tuple[int, ...] = ()
    wait: str = "tanki"
    win_group: int = -1
    pair_tiles: str = ""

    def describe(self) -> str:
        """Compact mpsz picture with the group the winning tile completed in
        brackets, e.g. ``"234m 456p 678s [333s] 55s (shanpon)"``."""
        if self.shape == CHIITOITSU:
            body = " ".join(format_kinds((k, k)) for k in self.pairs)
        elif self.shape == KOKUSHI:
            body = "kokushi"
        else:
            parts = [f"[{g.tiles}]" if i == self.win_group else g.tiles for i, g in enumerate(self.groups)]
            pair = self.pair_tiles or format_kinds((self.pair, self.pair))
            parts.append(f"[{pair}]" if self.win_group < 0 else pair)
            body = " ".join(parts)
        return f"{body} ({self.wait})"


# --------------------------------------------------------------------------
# one suit's concealed counts -> its readings

@cache
def _suit_splits(counts: tuple[int, ...], honors: bool) -> tuple[tuple[tuple[str, int], ...], ...]:
    """All ways to split one suit's counts into triplets and sequences.

    Returns a tuple of splits; each split is a tuple of ``(shape, index)``
    with index 0..8 inside the suit. Empty tuple when no split exists.
    """
    i = next((j for j, c in enumerate(counts) if c), -1)
    if i < 0:
        return ((),)
    out = []
    c = list(counts)
    if c[i] >= 3:
        c[i] -= 3
        for rest in _suit_splits(tuple(c), honors):
            out.append(((TRIPLET, i),) + rest)
        c[i] += 3
    if not honors and i <= 6 and c[i + 1] and c[i + 2]:
        c[i] -= 1
        c[i + 1] -= 1
        c[i + 2] -= 1
        for rest in _suit_splits(tuple(c), honors):
            out.append(((SEQUENCE, i),) + rest)
    return tuple(sorted(set(out)))


def _suit_options(counts: tuple[int, ...], honors: bool) -> tuple[tuple[int, tuple[tuple[str, int], ...]], ...]:
    """Every reading of one suit's counts: ``(pair index or -1, groups)``.

    A suit holding 0 mod 3 tiles is groups only; 2 mod 3, the pair and groups
    (pair index ascending, then `_suit_splits` order); 1 mod 3 cannot be read
    (empty tuple). Indices are 0..8 inside the suit.
    """
    rest = sum(counts) % 3
    if rest == 0:
        return tuple((-1, split) for split in _suit_splits(counts, honors))
    if rest == 1:
        return ()
    out = []
    c = list(counts)
    for i, n in enumerate(counts):
        if n >= 2:
            c[i] -= 2
            out.extend((i, split) for split in _suit_splits(tuple(c), honors))
            c[i] += 2
    return tuple(out)


class SuitReading:
    """One way to read one suit's concealed tiles, with what the yaku and fu
    rules read of it precomputed (kinds are global indices 0..33); a row of
    the per-suit tables (`suit_readings`), built once per count pattern and
    never changed (internal to the scorer, not part of a result).

    Attributes:
        pair: the pair's kind, or -1 (exactly one suit of a hand holds it).
        seq_groups: its sequences, by first kind, as the shared `Group`
            values of `PLAIN_GROUP` (no red five; not concealed).
        trip_groups: its triplets, by kind, as the shared `Group` values
            of `PLAIN_GROUP` (no red five; concealed, as a triplet counts
            unless a ron completed it).
        seq_mask: bit ``k`` set when a sequence starts at kind ``k``.
        trip_mask: bit ``k`` set for each triplet's kind.
        peikou: pairs of identical sequences (a sequence held twice is 1).
        yaochuu: every group holds a terminal or honor (the pair not
            counted).
    """

    __slots__ = ("pair", "seq_groups", "trip_groups", "seq_mask", "trip_mask", "peikou", "yaochuu")

    def __init__(self, pair: int, seq_groups: tuple[Group, ...], trip_groups: tuple[Group, ...],
                 seq_mask: int, trip_mask: int, peikou: int, yaochuu: bool) -> None:
        self.pair = pair
        self.seq_groups = seq_groups
        self.trip_groups = trip_groups
        self.seq_mask = seq_mask
        self.trip_mask = trip_mask
        self.peikou = peikou
        self.yaochuu = yaochuu


def _suit_reading(pair: int, groups: tuple[tuple[str, int], ...]) -> SuitReading:
    seqs = []
    trips = []
    seq_mask = trip_mask = peikou = 0
    yaochuu = True
    for g in groups:
        k = g[1]
        if g[0] == SEQUENCE:
            if seq_mask >> k & 1 and seqs.count(g) % 2:
                peikou += 1  # the second of a pair of identical sequences
            seqs.append(g)
            seq_mask |= 1 << k
            yaochuu = yaochuu and k % 9 in (0, 6)
        else:
            trips.append(g)
            trip_mask |= 1 << k
            yaochuu = yaochuu and k in TERMINAL_OR_HONOR
    return SuitReading(pair, tuple([PLAIN_GROUP[g][0] for g in seqs]), tuple([PLAIN_GROUP[g][0] for g in trips]),
                       seq_mask, trip_mask, peikou, yaochuu)


#: per suit (m, p, s, z), by the suit's concealed counts as bytes: its
#: `SuitReading` tuple, filled by `suit_readings` on first use (look here
#: first: a plain dict lookup on a bytes key is cheaper than a call)
SUIT_MEMO: tuple[dict, dict, dict, dict] = ({}, {}, {}, {})


def suit_readings(suit: int, key: bytes) -> tuple[SuitReading, ...]:
    """Every reading of suit `suit` (0..3 = m p s z) whose concealed counts
    are `key` (9 bytes, 7 for honors), in order: pair kind ascending, then
    the splits; each set of groups once (a split can list one set in two
    orders: 555 567 and 567 555). Empty when the suit cannot be read."""
    memo = SUIT_MEMO[suit]
    out = memo.get(key)
    if out is None:
        lo = 9 * suit
        seen: dict = {}
        for pair, split in _suit_options(tuple(key), suit == 3):
            groups = tuple(sorted((shape, lo + i) for shape, i in split))
            seen.setdefault((pair + lo if pair >= 0 else -1, groups), None)
        out = memo[key] = tuple(_suit_reading(pair, groups) for pair, groups in seen)
    return out


def sequence_wait(first: int, win: int) -> str:
    """The wait of a sequence starting at kind `first` completed by kind
    `win` (one of its three kinds): ``kanchan`` (the middle), ``penchan``
    (3 of 123, 7 of 789), else ``ryanmen`` (RULES.md §3 wait fu)."""
    pos = win - first
    if pos == 1:
        return "kanchan"
    if (pos == 2 and first % 9 == 0) or (pos == 0 and first % 9 == 6):
        return "penchan"
    return "ryanmen"


# --------------------------------------------------------------------------
# tiles as held: where the red fives are shown

def held_texts(split, pair: int, win_group: int, red_count: dict[int, int],
               win_red: bool) -> tuple[dict[int, str], str]:
    """mpsz of the concealed groups that hold red fives, and of the pair.

    Shapes: `split` is the sorted concealed `Group` values of a
    decomposition (`SuitReading`), `pair` its pair kind, `win_group` the index of the group
    the winning tile completed (-1: the pair), `red_count` the red fives
    among the concealed tiles by kind, `win_red` whether the winning tile
    is one. Each red five is shown in one group: the group the red winning
    tile completed first, then in order, the pair last; a group shows as
    many of its fives red as there are red ones left (written ``0``: the
    sequence 406p, the triplet 055p). Returns ``({index: text}, pair
    text)``, e.g. ``({1: "406p"}, "55s")``; groups not named hold no red
    five.
    """
    left = dict(red_count)
    texts = {}
    pair_text = PAIR_TEXT[pair]
    order: Iterable[int] = range(len(split))
    if win_red and win_group >= 0:
        order = [win_group, *(j for j in range(len(split)) if j != win_group)]
    pair_first = win_red and win_group < 0
    if pair_first and left.get(pair):
        pair_text, left[pair] = _with_reds(pair_text, 2, left[pair])
    for j in order:
        # a group holds at most one kind of five
        g = split[j]
        five = _FIVE_HELD.get((g.shape, g.first))
        if five is not None:
            n = left.get(five)
            if n:
                texts[j], left[five] = _with_reds(g.tiles, 1 if g.shape == SEQUENCE else 3, n)
    if not pair_first and left.get(pair):
        pair_text, left[pair] = _with_reds(pair_text, 2, left[pair])
    return texts, pair_text


def _with_reds(plain: str, fives: int, left: int) -> tuple[str, int]:
    """The mpsz `plain` (holding `fives` fives) with as many of them red as
    `left` allows, and the red fives left after."""
    spent = min(fives, left)
    return plain.replace("5", "0", spent), left - spent


#: mpsz of a concealed group without red fives, by (shape, first kind)
PLAIN_TEXT = {(SEQUENCE, k): format_kinds((k, k + 1, k + 2)) for k in range(27) if k % 9 <= 6}
PLAIN_TEXT.update({(TRIPLET, k): format_kinds((k, k, k)) for k in range(34)})
#: mpsz of a pair without red fives, by kind
PAIR_TEXT = tuple(format_kinds((k, k)) for k in range(34))
#: the kind of five a concealed group holds, by (shape, first kind), for the
#: groups that hold one
_FIVE_HELD = {(shape, k): five for (shape, k) in PLAIN_TEXT for five in (4, 13, 22)
              if k == five or shape == SEQUENCE and k <= five <= k + 2}


# --------------------------------------------------------------------------
# groups as shared values

_GROUPS: dict[tuple, Group] = {}


def group_of(shape: str, first: int, meld: str | None, concealed: bool, tiles: str) -> Group:
    """The shared `Group` value for these fields (groups are immutable values
    that recur across readings and hands; sharing saves building them)."""
    key = (shape, first, meld, concealed, tiles)
    g = _GROUPS.get(key)
    if g is None:
        if len(_GROUPS) > 20000:
            _GROUPS.clear()
        g = _GROUPS[key] = Group(shape, first, meld, concealed, tiles)
    return g


#: the concealed groups without red fives by (shape, first kind): the group
#: as it counts (a sequence not concealed, a triplet concealed), and a
#: triplet completed by a ron (not concealed); the per-suit tables
#: (`SuitReading`) hold the first, so equal groups are one value
PLAIN_GROUP = {(shape, k): (Group(shape, k, None, shape == TRIPLET, text), Group(shape, k, None, False, text))
               for (shape, k), text in PLAIN_TEXT.items()}
#: declared melds without red fives, by (meld kind, first kind)
_MELD_GROUP = {(kind, k): Group(shape, k, kind, kind == "ankan", format_kinds((k,) * n if shape != SEQUENCE
                                                                               else (k, k + 1, k + 2)))
               for kind, shape, n in (("chi", SEQUENCE, 3), ("pon", TRIPLET, 3), ("minkan", QUAD, 4),
                                      ("ankan", QUAD, 4), ("kakan", QUAD, 4))
               for k in range(34) if shape != SEQUENCE or (k < 27 and k % 9 <= 6)}


def meld_group(m) -> Group:
    """The fixed `Group` of a declared `hand.Meld` (a validated one): chi a
    sequence, pon a triplet, the kans quads (an ankan concealed); its tiles
    as held, sorted (a red five kept)."""
    tiles = m.tiles
    if m.kind == "chi":
        shape, first = SEQUENCE, min([t.kind for t in tiles])
    else:
        shape, first = (TRIPLET if m.kind == "pon" else QUAD), tiles[0].kind
    for t in tiles:
        if t.red:
            return group_of(shape, first, m.kind, m.kind == "ankan", format_tiles(tiles, sort=True))
    return _MELD_GROUP[m.kind, first]
