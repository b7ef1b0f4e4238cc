"""Every reading of a winning hand: decompositions × wait readings (RULES.md §1).

A *reading* fixes how the 14 (+kans) tiles split into groups and a pair (or
seven pairs, or thirteen orphans) and which closed group the winning tile
completed, hence the wait: ``ryanmen kanchan penchan tanki shanpon`` (or
``kokushi`` / ``kokushi_13`` for thirteen orphans). The scorer scores each
reading and keeps the best (the high-point rule).

Decomposition works on integer kinds; each suit's split is looked up in a
table built on first use (one suit has at most 5^9 count patterns, but only
the few thousand that occur get cached).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from itertools import compress

from .hand import Hand
from .tiles import TERMINAL_OR_HONOR, format_kinds, format_tiles, tile_of

SEQUENCE, TRIPLET, QUAD = "sequence", "triplet", "quad"
KOKUSHI_KINDS = tuple(sorted(TERMINAL_OR_HONOR))
_KOKUSHI_SET = frozenset(KOKUSHI_KINDS)


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


@dataclass(frozen=True)
class Reading:
    """One way to read the winning hand.

    Attributes:
        shape: ``"standard"``, ``"chiitoitsu"`` or ``"kokushi"``.
        groups: four `Group` (standard); empty otherwise.
        pair: kind of the pair (standard), or -1.
        pairs: the seven pair kinds (chiitoitsu), else ().
        wait: ``ryanmen kanchan penchan tanki shanpon`` for standard and
            chiitoitsu (always tanki), ``kokushi`` or ``kokushi_13``.
        win_group: index in `groups` completed by the winning tile, or -1 when
            it completed the pair (or for the other shapes).
        pair_tiles: mpsz of the pair as held (a red five kept), standard
            shape only.
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
        if self.shape == "chiitoitsu":
            body = " ".join(format_kinds((k, k)) for k in self.pairs)
        elif self.shape == "kokushi":
            body = "kokushi"
        else:
            parts = [f"[{g.tiles}]" if i == self.win_group else g.tiles for i, g in enumerate(self.groups)]
            pair = self.pair_tiles or format_kinds((self.pair, self.pair))
            parts.append(f"[{pair}]" if self.win_group < 0 else pair)
            body = " ".join(parts)
        return f"{body} ({self.wait})"


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


@cache
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


@cache
def _suit_readings(suit: int, counts: tuple[int, ...]) -> tuple[tuple[int, tuple[tuple[str, int], ...]], ...]:
    """`_suit_options` of suit `suit` (0..3 = m p s z) with global kind
    indices: ``(pair kind or -1, groups as (shape, kind))``, each group set
    once (`_suit_splits` can list one set in two orders: 555 567 and
    567 555), first occurrence kept."""
    lo = 9 * suit
    out = {}
    for pair, split in _suit_options(counts, suit == 3):
        groups = tuple(sorted((shape, lo + i) for shape, i in split))
        out.setdefault((pair + lo if pair >= 0 else -1, groups), None)
    return tuple(out)


_new = object.__new__
#: per suit, by the suit's counts as bytes: `_suit_readings` as ``(pair,
#: groups, its sequences, its triplets)`` (a plain dict lookup on a bytes
#: key is cheaper than the cached call on a tuple)
_SUIT_MEMO: tuple[dict, dict, dict, dict] = ({}, {}, {}, {})


def _closed_decompositions(counts: list[int]) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """Every ``(pair kind, sorted groups)`` reading of 34 concealed counts.

    Order: pair kind ascending, then the suits' splits in m, p, s, z order
    (the order readings are listed and ties are kept in). Exactly one suit
    holds the pair (2 mod 3 tiles); any suit with 1 mod 3 tiles makes the
    hand unreadable, which ends the search at once.
    """
    b = bytes(counts)
    return suit_decompositions((b[0:9], b[9:18], b[18:27], b[27:34]))


def suit_decompositions(keys: tuple[bytes, bytes, bytes, bytes]) -> list[tuple[int, tuple[tuple[str, int], ...]]]:
    """`_closed_decompositions` of concealed counts given per suit: `keys`
    holds the m, p, s counts (9 bytes each) and the honor counts (7 bytes),
    e.g. ``bytes(counts[0:9])``. Returns every ``(pair kind, sorted
    groups)`` reading, in the same order."""
    options = []
    pair_suit = -1
    for s in (0, 1, 2, 3):
        key = keys[s]
        opts = _SUIT_MEMO[s].get(key)
        if opts is None:
            opts = _SUIT_MEMO[s][key] = tuple(
                (pair, groups, tuple([g for g in groups if g[0] == SEQUENCE]),
                 tuple([g for g in groups if g[0] != SEQUENCE]))
                for pair, groups in _suit_readings(s, tuple(key)))
        if not opts:
            return []
        if opts[0][0] >= 0:
            if pair_suit >= 0:
                return []
            pair_suit = s
        options.append(opts)
    if pair_suit < 0:
        return []
    if len(options[0]) == len(options[1]) == len(options[2]) == len(options[3]) == 1:
        # the usual case: each suit reads one way. Sorted groups are the
        # sequences, then the triplets, each by kind: suit by suit.
        m, p, s_, z = options[0][0], options[1][0], options[2][0], options[3][0]
        return [(options[pair_suit][0][0], m[2] + p[2] + s_[2] + m[3] + p[3] + s_[3] + z[3])]
    out = []
    for pair, pair_split, _, _ in options[pair_suit]:
        splits: list[tuple[tuple[str, int], ...]] = [()]
        for s, opts in enumerate(options):
            if s == pair_suit:
                splits = [acc + pair_split for acc in splits]
            else:
                splits = [acc + split for acc in splits for _, split, _, _ in opts]
        for split in splits:
            out.append((pair, tuple(sorted(split))))
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


def held_texts(split, pair: int, win_group: int, red_count: dict[int, int],
               win_red: bool) -> tuple[dict[int, str], str]:
    """mpsz of the concealed groups that hold red fives, and of the pair.

    Shapes: `split` is the sorted ``(shape, first kind)`` groups of a
    decomposition, `pair` its pair kind, `win_group` the index of the group
    the winning tile completed (-1: the pair), `red_count` the red fives
    among the concealed tiles by kind, `win_red` whether the winning tile
    is one. Each red five is shown in one group: the group the red winning
    tile completed first, then in order, the pair last. Returns ``({index:
    text}, pair text)``, e.g. ``({1: "406p"}, "55s")``; groups not named
    hold no red five.
    """
    reds = dict(red_count)
    texts = {}
    pair_text = _PAIR_TEXT[pair]
    order: Iterable[int] = range(len(split))
    if win_red and win_group >= 0:
        order = [win_group, *(j for j in range(len(split)) if j != win_group)]
    pair_first = win_red and win_group < 0
    if pair_first and reds.get(pair):
        pair_text = _group_tiles([pair, pair], reds)
    for j in order:
        shape, first = split[j]
        if shape == SEQUENCE:
            if not (reds.get(first) or reds.get(first + 1) or reds.get(first + 2)):
                continue
            texts[j] = _group_tiles([first, first + 1, first + 2], reds)
        elif reds.get(first):
            texts[j] = _group_tiles([first] * 3, reds)
    if not pair_first and reds.get(pair):
        pair_text = _group_tiles([pair, pair], reds)
    return texts, pair_text


def _group_tiles(kinds: list[int], reds: dict[int, int]) -> str:
    """mpsz of concealed tiles, spending the hand's red fives from `reds`.

    Each red five the hand holds is shown in exactly one group: `reds`
    (kind -> red copies not yet shown) is decremented as they are placed.
    """
    out = []
    for k in kinds:
        if reds.get(k):
            reds[k] -= 1
            out.append(tile_of(k, True))
        else:
            out.append(tile_of(k))
    return format_tiles(out)


#: mpsz of a concealed group or pair without red fives, by (shape, first kind).
_PLAIN_TEXT = {(SEQUENCE, k): format_kinds((k, k + 1, k + 2)) for k in range(27) if k % 9 <= 6}
_PLAIN_TEXT.update({(TRIPLET, k): format_kinds((k, k, k)) for k in range(34)})
_PAIR_TEXT = tuple(format_kinds((k, k)) for k in range(34))

_GROUPS: dict[tuple, Group] = {}


def _group(shape: str, first: int, meld: str | None, concealed: bool, tiles: str) -> Group:
    """The shared `Group` value for these fields (groups are immutable values
    that recur across readings and hands; sharing saves building them)."""
    key = (shape, first, meld, concealed, tiles)
    g = _GROUPS.get(key)
    if g is None:
        if len(_GROUPS) > 20000:
            _GROUPS.clear()
        g = _GROUPS[key] = Group(shape, first, meld, concealed, tiles)
    return g


#: the concealed groups without red fives, by (shape, first kind); a triplet
#: is concealed, except the one a ron completed (`_RON_TRIPLET`).
_PLAIN_GROUP = {key: Group(key[0], key[1], None, key[0] == TRIPLET, text) for key, text in _PLAIN_TEXT.items()}
_RON_TRIPLET = tuple(Group(TRIPLET, k, None, False, _PLAIN_TEXT[TRIPLET, k]) for k in range(34))
#: declared melds without red fives, by (meld kind, first kind)
_MELD_GROUP = {(kind, k): Group(shape, k, kind, kind == "ankan", format_kinds((k,) * n if shape != SEQUENCE
                                                                               else (k, k + 1, k + 2)))
               for kind, shape, n in (("chi", SEQUENCE, 3), ("pon", TRIPLET, 3), ("minkan", QUAD, 4),
                                      ("ankan", QUAD, 4), ("kakan", QUAD, 4))
               for k in range(34) if shape != SEQUENCE or (k < 27 and k % 9 <= 6)}


def _meld_group(m) -> Group:
    """The fixed `Group` of a declared meld (a validated one)."""
    tiles = m.tiles
    if m.kind == "chi":
        shape, first = SEQUENCE, min([t.kind for t in tiles])
    else:
        shape, first = (TRIPLET if m.kind == "pon" else QUAD), tiles[0].kind
    for t in tiles:
        if t.red:
            return _group(shape, first, m.kind, m.kind == "ankan", format_tiles(tiles, sort=True))
    return _MELD_GROUP[m.kind, first]


def standard_readings(hand: Hand, tsumo: bool, counts: list[int] | None = None) -> list[Reading]:
    """Every standard reading (4 groups + pair) of `hand` with every wait.

    Shapes: `hand.closed` holds 14 − 3 × len(melds) tiles including the
    winning tile. Declared melds become fixed groups; closed groups are
    concealed unless completed by ron (a shanpon wait on a ron). `counts`:
    the 34 counts of `hand.closed` when the caller has them.
    """
    if counts is None:
        counts = [0] * 34
        for t in hand.closed:
            counts[t.kind] += 1
    decompositions = _closed_decompositions(counts)
    if not decompositions:
        return []
    red_count: dict[int, int] = {}
    for t in hand.closed:
        if t.red:
            red_count[t.kind] = red_count.get(t.kind, 0) + 1
    fixed_groups = tuple([_meld_group(m) for m in hand.melds]) if hand.melds else ()
    win = hand.win.kind
    win_red = hand.win.red
    out: list[Reading] = []
    for pair, split in decompositions:
        # Each distinct group holding the win tile gives one wait reading.
        cands: list[tuple[int, str]] = []
        if pair == win:
            cands.append((-1, "tanki"))
        for gi, (shape, first) in enumerate(split):
            if shape == TRIPLET and first == win:
                cands.append((gi, "shanpon"))
            elif shape == SEQUENCE and first <= win <= first + 2:
                cands.append((gi, sequence_wait(first, win)))
        seen = set()  # equal groups (two 123m) holding the win tile read the same
        for gi, wait in cands:
            key = (wait, split[gi] if gi >= 0 else None)
            if key in seen:
                continue
            seen.add(key)
            groups = [_PLAIN_GROUP[g] for g in split]
            if not tsumo and gi >= 0 and split[gi][0] == TRIPLET:
                # the triplet the ron completed does not count as concealed
                groups[gi] = _RON_TRIPLET[split[gi][1]]
            pair_text = _PAIR_TEXT[pair]
            if red_count:
                red_texts, pair_text = held_texts(split, pair, gi, red_count, win_red)
                for j, text in red_texts.items():
                    g = groups[j]
                    groups[j] = _group(g.shape, g.first, None, g.concealed, text)
            # Reading("standard", groups, pair, (), wait, gi, pair_text), filled
            # directly (a frozen dataclass's __init__ sets field by field)
            reading = _new(Reading)
            reading.__dict__.update(shape="standard", groups=tuple(groups) + fixed_groups, pair=pair, pairs=(),
                                    wait=wait, win_group=gi, pair_tiles=pair_text)
            out.append(reading)
    return out


def chiitoitsu_reading(hand: Hand, counts: list[int] | None = None) -> Reading | None:
    """The seven-pairs reading, or None (RULES.md §1: seven different pairs).

    Four equal tiles are not two pairs. Closed hands with no melds only.
    `counts`: the 34 counts of `hand.closed` when the caller has them.
    """
    if hand.melds or len(hand.closed) != 14:
        return None
    if counts is None:
        counts = [0] * 34
        for t in hand.closed:
            counts[t.kind] += 1
    # 14 tiles in 7 kinds, none more than 2: seven pairs
    if counts.count(0) != 27 or max(counts) != 2:
        return None
    return Reading("chiitoitsu", (), -1, tuple(compress(range(34), counts)), "tanki", -1)


def kokushi_reading(hand: Hand, counts: list[int] | None = None) -> Reading | None:
    """The thirteen-orphans reading, or None.

    The wait is ``kokushi_13`` when the 13 tiles before the win were all
    different (a 13-sided wait), else ``kokushi``. `counts`: the 34 counts
    of `hand.closed` when the caller has them.
    """
    if hand.melds or len(hand.closed) != 14:
        return None
    if counts is None:
        counts = [0] * 34
        for t in hand.closed:
            counts[t.kind] += 1
    # 14 tiles in 13 kinds, every one a terminal or honor
    if counts.count(0) != 21 or not all(counts[k] for k in KOKUSHI_KINDS):
        return None
    wait = "kokushi_13" if counts[hand.win.kind] == 2 else "kokushi"
    return Reading("kokushi", (), -1, (), wait, -1)


def all_readings(hand: Hand, tsumo: bool, counts: list[int] | None = None) -> list[Reading]:
    """Every reading of every shape; empty when the hand is not complete.

    `counts`: the 34 counts of `hand.closed` when the caller has them."""
    if counts is None:
        counts = [0] * 34
        for t in hand.closed:
            counts[t.kind] += 1
    out = standard_readings(hand, tsumo, counts)
    if not hand.melds and len(hand.closed) == 14:
        distinct = 34 - counts.count(0)
        if distinct == 7:
            extra = chiitoitsu_reading(hand, counts)
            if extra is not None:
                out.append(extra)
        elif distinct == 13:
            extra = kokushi_reading(hand, counts)
            if extra is not None:
                out.append(extra)
    return out
