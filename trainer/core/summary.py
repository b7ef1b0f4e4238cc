"""The two summaries the rules read: one per hand, one per reading.

`HandFacts` holds what every reading of a hand shares (tile counts, the
kinds held as bits, closedness, winds, the declared melds, the situation);
`reading_summaries` lists every reading of the hand (RULES.md §1: every
decomposition × every place the winning tile can complete) as a
`ReadingSummary`: integer counts and bit sets, the shape of majiang-core's
``hudi`` (lib/hule.js). The yaku (`yaku.py`) and fu (`fu.py`) rules are small
functions over these two summaries; the `readings.Reading` a learner sees is
built from a summary when the explanation is read.

Bit sets: bit ``k`` stands for tile kind ``k`` (0..33: 1m..9m, 1p..9p,
1s..9s, 1z..7z).
"""

from __future__ import annotations

from itertools import compress

from .hand import Hand, WinContext
from .readings import (
    CHIITOITSU,
    KOKUSHI,
    KOKUSHI_KINDS,
    PAIR_TEXT,
    PLAIN_GROUP,
    QUAD,
    SEQUENCE,
    STANDARD,
    SUIT_MEMO,
    TRIPLET,
    Group,
    Reading,
    group_of,
    held_texts,
    meld_group,
    sequence_wait,
    suit_readings,
)
from .rules import RuleSet
from .tiles import TERMINAL_OR_HONOR, WIND_KINDS

#: kind bit sets
MAN, PIN, SOU = 0x1FF, 0x1FF << 9, 0x1FF << 18
HONOR_MASK = 0x7F << 27
WIND_MASK = 0xF << 27
DRAGON_MASK = 0x7 << 31
TERMINAL_MASK = sum(1 << k for k in (0, 8, 9, 17, 18, 26))
YAOCHUU_MASK = TERMINAL_MASK | HONOR_MASK
#: a sequence holds a terminal when it starts at 1 or 7 of its suit
_YAOCHUU_SEQ_MASK = sum(1 << k for k in (0, 6, 9, 15, 18, 24))
_KOKUSHI_MASK = sum(1 << k for k in KOKUSHI_KINDS)

# Features: facts of a hand (`HandFacts.features`) or of a reading
# (`ReadingSummary.features`) that a yaku rule may name as necessary
# (`yaku.reading_yaku(..., needs=...)`), so that a rule whose necessary
# fact is missing is not asked.
#: riichi or double riichi declared
IN_RIICHI = 1 << 0
#: no terminal or honor
ALL_SIMPLES = 1 << 1
#: terminals and honors only
NO_SIMPLES = 1 << 2
#: at most one number suit
ONE_SUIT = 1 << 3
#: tenhou, chiihou or renhou
BLESSING = 1 << 4
#: four sequences / three or more
SEQ4 = 1 << 5
SEQ3 = 1 << 6
#: two identical concealed sequences
PEIKOU = 1 << 7
#: a triplet or quad of honors
HONOR_SET = 1 << 8
#: three or more triplets and quads
SETS3 = 1 << 9
#: three or more concealed triplets and quads
CONCEALED3 = 1 << 10
#: three or more quads
QUADS3 = 1 << 11
#: won by tsumo
TSUMO = 1 << 15
#: chankan, rinshan, haitei or houtei
LAST_OR_KAN_TILE = 1 << 16
#: a sequence, and every group and the pair hold a terminal or honor
YAOCHUU = 1 << 12
#: the shape of seven pairs / thirteen orphans
CHIITOITSU_SHAPE = 1 << 13
KOKUSHI_SHAPE = 1 << 14
_EMPTY: dict = {}
#: a count as a binary digit: "0" for none, "1" for any
_HELD_DIGIT = b"0" + b"1" * 255


class HandFacts:
    """What every reading of one hand shares, built once per hand.

    Attributes:
        ctx: the `WinContext`; rules: the `RuleSet`.
        tsumo: a self-drawn win (`ctx.tsumo` as a bool).
        menzen: no open meld (an ankan keeps the hand closed).
        seat, round: the seat and round wind kinds (27..30).
        dealer: the winner sits East.
        win: kind of the winning tile; win_red: it is a red five.
        counts: 34 counts of every tile of the hand (a kan counts 4), a
            `bytearray` (`validation.checked_tally`).
        closed_counts: 34 counts of the concealed tiles, a `bytearray`.
        reds: red fives of the whole hand per suit, ``(m, p, s)``.
        red_count: red fives among the concealed tiles, by kind.
        kind_mask: bit set of the kinds held (melds included).
        honors: the hand holds an honor tile.
        suits: how many of the three number suits the hand holds.
        melds: the declared melds as `readings.Group` values, in order.
        meld_seqs, meld_sets: how many of them are sequences (chi) and
            triplets or quads.
        meld_seq_mask, meld_set_mask: their first kinds as bit sets.
        meld_quads: kans declared; meld_concealed: ankans.
        meld_yaochuu: every meld holds a terminal or honor.
        called: melds that are chi or pon.
        features: the hand's features (`IN_RIICHI`, `TSUMO`,
            `LAST_OR_KAN_TILE`, `ALL_SIMPLES`, `NO_SIMPLES`, `ONE_SUIT`,
            `BLESSING`) as bits.
        yakuhai_mask: the kinds whose pair earns fu and breaks pinfu
            (dragons, the seat wind, the round wind).
        kita: North tiles set aside as kita (`Hand.kita`; not in the
            counts).
        tiles_text: mpsz of every tile of the hand, sorted (red fives
            kept), built on first read; closed_text: the same of the
            concealed tiles.
    """

    __slots__ = ("ctx", "rules", "tsumo", "seat", "round", "dealer", "win", "win_red", "counts", "closed_counts",
                 "reds", "red_count", "kind_mask", "honors", "suits", "yakuhai_mask", "menzen", "melds",
                 "meld_seqs", "meld_sets", "meld_seq_mask", "meld_set_mask", "meld_quads", "meld_concealed",
                 "meld_yaochuu", "called", "features", "kita", "_tiles_text")

    def __init__(self, hand: Hand, ctx: WinContext, rules: RuleSet,
                 tally: tuple[list[int], list[int], list[int]]) -> None:
        closed, counts, reds = tally
        self.ctx = ctx
        self.rules = rules
        self.kita = hand.kita
        self.tsumo = True if ctx.tsumo else False
        self.seat = seat = WIND_KINDS[ctx.seat_wind]
        self.round = rnd = WIND_KINDS[ctx.round_wind]
        self.dealer = seat == 27
        win = hand.win
        self.win = win.kind
        self.win_red = win.red
        self.counts = counts
        self.closed_counts = closed
        self.reds = reds
        red_count = _EMPTY
        if reds[0] or reds[1] or reds[2]:
            red_count = {}
            for t in hand.closed:
                if t.red:
                    red_count[t.kind] = red_count.get(t.kind, 0) + 1
        self.red_count = red_count
        # bit k set when the hand holds kind k: the counts read as a binary
        # number, kind 0 its lowest digit
        self.kind_mask = mask = int(counts.translate(_HELD_DIGIT)[::-1], 2)
        self.honors = bool(mask & HONOR_MASK)
        self.suits = (1 if mask & MAN else 0) + (1 if mask & PIN else 0) + (1 if mask & SOU else 0)
        self.yakuhai_mask = DRAGON_MASK | 1 << seat | 1 << rnd
        if rules.local_yaku and "yakuhai_north" in rules.local_yaku and rules.players == 3:
            self.yakuhai_mask |= 1 << 30  # a North pair then earns fu and breaks pinfu
        menzen = True
        seqs = sets = seq_mask = set_mask = quads = concealed = called = 0
        yaochuu = True
        melds: tuple[Group, ...] = ()
        if hand.melds:
            melds = tuple(map(meld_group, hand.melds))
            for g in melds:
                k = g.first
                if g.shape == SEQUENCE:
                    seqs += 1
                    seq_mask |= 1 << k
                    yaochuu = yaochuu and k % 9 in (0, 6)
                else:
                    sets += 1
                    set_mask |= 1 << k
                    yaochuu = yaochuu and k in TERMINAL_OR_HONOR
                    if g.shape == QUAD:
                        quads += 1
                if g.meld == "chi" or g.meld == "pon":
                    called += 1
                if g.concealed:
                    concealed += 1
                else:
                    menzen = False
        self.menzen = menzen
        self.melds = melds
        self.meld_seqs, self.meld_sets = seqs, sets
        self.meld_seq_mask, self.meld_set_mask = seq_mask, set_mask
        self.meld_quads, self.meld_concealed = quads, concealed
        self.meld_yaochuu = yaochuu
        self.called = called
        c = ctx
        self.features = (
            (IN_RIICHI if c.riichi or c.double_riichi else 0) | (TSUMO if c.tsumo else 0)
            | (LAST_OR_KAN_TILE if c.chankan or c.rinshan or c.haitei or c.houtei else 0)
            | (0 if mask & YAOCHUU_MASK else ALL_SIMPLES) | (0 if mask & ~YAOCHUU_MASK else NO_SIMPLES)
            | (ONE_SUIT if self.suits <= 1 else 0) | (BLESSING if c.tenhou or c.chiihou or c.renhou else 0))
        self._tiles_text = ""

    @property
    def tiles_text(self) -> str:
        """mpsz of every tile of the hand, sorted (`format_tiles(...,
        sort=True)` of all tiles); built on first read."""
        if not self._tiles_text:
            self._tiles_text = counts_text(self.counts, self.reds)
        return self._tiles_text

    @property
    def closed_text(self) -> str:
        """mpsz of the concealed tiles, sorted (`format_tiles(hand.closed,
        sort=True)`), for messages."""
        reds = self.red_count
        return counts_text(self.closed_counts, (reds.get(4, 0), reds.get(13, 0), reds.get(22, 0)))


def counts_text(counts, reds) -> str:
    """mpsz of tiles given as 34 counts and the red fives per suit
    ``(m, p, s)`` among them (each red five written ``0`` before the plain
    fives), as `format_tiles(..., sort=True)` writes them."""
    b = bytes(counts)
    out = []
    for suit, lo, hi in _SUIT_SPANS:
        seg = b[lo:hi]
        if seg != _NONE[suit]:
            red = reds[suit] if suit < 3 else 0
            memo = _SUIT_TEXT[suit][red]
            text = memo.get(seg)
            if text is None:
                text = _suit_text(seg, red, "mpsz"[suit])
                if len(memo) > 20000:
                    memo.clear()
                memo[seg] = text
            out.append(text)
    return "".join(out)


def _suit_text(seg: bytes, red: int, letter: str) -> str:
    parts = []
    for i, n in enumerate(seg):
        if i == 4 and red:
            parts.append("0" * red)
            n -= red
        parts.append(str(i + 1) * n)
    return "".join(parts) + letter


_SUIT_SPANS = ((0, 0, 9), (1, 9, 18), (2, 18, 27), (3, 27, 34))
_NONE = (bytes(9), bytes(9), bytes(9), bytes(7))
#: mpsz of one suit's counts, by suit, by its red fives, by its counts as bytes
_SUIT_TEXT: tuple[list[dict[bytes, str]], ...] = tuple([{} for _ in range(21)] for _ in range(4))


class ReadingSummary:
    """One reading reduced to what the yaku and fu rules read.

    Attributes:
        shape: ``"standard"``, ``"chiitoitsu"`` or ``"kokushi"``.
        pair: the pair's kind (standard), else -1.
        pairs: the seven pair kinds (chiitoitsu), else ().
        split: the concealed groups as the shared `readings.Group` values
            of `readings.PLAIN_GROUP` (no red five; triplets concealed),
            sequences then triplets, each by kind (standard), else ();
            equal groups are one value.
        wait: ``ryanmen kanchan penchan tanki shanpon``, ``kokushi`` or
            ``kokushi_13``.
        win_group: the index in `split` of the group the winning tile
            completed, -1 for the pair (or another shape).
        ron_triplet: that group is a triplet completed by a ron (it counts
            as open).
        seqs, sets: how many sequences and how many triplets or quads the
            reading has, melds included.
        seq_mask: bit set of the first kinds of its sequences.
        set_mask: bit set of the kinds of its triplets and quads.
        peikou: pairs of identical concealed sequences.
        yaochuu: every group and the pair hold a terminal or honor.
        concealed: concealed triplets and quads (ankans included, a
            triplet completed by ron not).
        quads: how many quads.
        melds: the hand's declared melds (`HandFacts.melds`).
        features: the reading's features (`SEQ4`, `SEQ3`, `PEIKOU`,
            `HONOR_SET`, `SETS3`, `CONCEALED3`, `QUADS3`, `YAOCHUU`,
            `CHIITOITSU_SHAPE`, `KOKUSHI_SHAPE`) as bits.
        pair_text: mpsz of the pair as held (a red five kept).
        reading: the `readings.Reading` a reader sees, built on first read.

    Build with `reading_summaries`.
    """

    __slots__ = ("shape", "pair", "pairs", "split", "wait", "win_group", "ron_triplet", "seqs", "sets", "seq_mask",
                 "set_mask", "peikou", "yaochuu", "concealed", "quads", "melds", "_texts", "pair_text", "_reading",
                 "features")

    def __init__(self, shape: str, pair: int, pairs: tuple[int, ...], split: tuple, wait: str, win_group: int,
                 ron_triplet: bool, seqs: int, sets: int, seq_mask: int, set_mask: int, peikou: int,
                 yaochuu: bool, concealed: int, quads: int, melds: tuple[Group, ...], texts: dict[int, str],
                 pair_text: str, features: int) -> None:
        self.shape = shape
        self.pair = pair
        self.pairs = pairs
        self.split = split
        self.wait = wait
        self.win_group = win_group
        self.ron_triplet = ron_triplet
        self.seqs = seqs
        self.sets = sets
        self.seq_mask = seq_mask
        self.set_mask = set_mask
        self.peikou = peikou
        self.yaochuu = yaochuu
        self.concealed = concealed
        self.quads = quads
        self.melds = melds
        self._texts = texts
        self.pair_text = pair_text
        self._reading: Reading | None = None
        self.features = features

    def text(self, index: int) -> str:
        """mpsz of the concealed group `split[index]` as held (red fives
        kept)."""
        return self._texts.get(index) or self.split[index].tiles

    def set_text(self, kind: int) -> str:
        """mpsz of the triplet or quad of `kind` as held ("" when the reading
        has none)."""
        for i, g in enumerate(self.split):
            if g.first == kind and g.shape == TRIPLET:
                return self.text(i)
        for g in self.melds:
            if g.first == kind and g.shape != SEQUENCE:
                return g.tiles
        return ""

    @property
    def reading(self) -> Reading:
        """The `readings.Reading` of this summary: its groups with their
        tiles as held (concealed groups, then the declared melds); built on
        first read."""
        if self._reading is None:
            self._reading = self._build_reading()
        return self._reading

    def _build_reading(self) -> Reading:
        if self.shape != STANDARD:
            return Reading(self.shape, (), -1, self.pairs, self.wait, -1)
        texts = self._texts
        ron = self.win_group if self.ron_triplet else -1
        if texts or ron >= 0:
            # the groups as held: red fives shown, a triplet a ron completed open
            groups = []
            for i, g in enumerate(self.split):
                text = texts.get(i) if texts else None
                if text is not None:
                    g = group_of(g.shape, g.first, None, g.shape == TRIPLET and i != ron, text)
                elif i == ron:
                    g = PLAIN_GROUP[g.shape, g.first][1]
                groups.append(g)
            split = tuple(groups)
        else:
            split = self.split
        return Reading(STANDARD, split + self.melds, self.pair, (), self.wait, self.win_group, self.pair_text)


def reading_summaries(f: HandFacts) -> list[ReadingSummary]:
    """Every reading of the hand of `f`, as summaries: the standard ones
    (pair kind ascending, then the splits of the suits in m, p, s, z order;
    for each, the pair then the groups holding the winning tile, equal
    groups once), then seven pairs, then thirteen orphans. Empty when the
    hand is not complete.
    """
    out: list[ReadingSummary] = []
    closed = f.closed_counts
    win = f.win
    decompositions = _decompositions(bytes(closed))
    if decompositions:
        tsumo, melds, red_count = f.tsumo, f.melds, f.red_count
        meld_seqs, meld_sets, quads = f.meld_seqs, f.meld_sets, f.meld_quads
        for pair, seq_groups, trip_groups, seq_mask, set_mask, peikou, yaochuu in decompositions:
            split = seq_groups + trip_groups
            # each place the winning tile completes is one reading; equal
            # groups (two 123m) read the same
            places = [(-1, "tanki")] if pair == win else []
            for gi, g in enumerate(split):
                first = g.first
                if g.shape == TRIPLET:
                    if first == win:
                        places.append((gi, "shanpon"))
                elif first <= win <= first + 2 and (not gi or split[gi - 1] is not g):
                    places.append((gi, sequence_wait(first, win)))
            seqs = len(seq_groups) + meld_seqs
            sets = len(trip_groups) + meld_sets
            if melds:
                seq_mask |= f.meld_seq_mask
                set_mask |= f.meld_set_mask
                yaochuu = yaochuu and f.meld_yaochuu
            yaochuu = yaochuu and pair in TERMINAL_OR_HONOR
            hidden = len(trip_groups) + f.meld_concealed
            features = ((SEQ3 | (SEQ4 if seqs == 4 else 0) if seqs >= 3 else 0) | (PEIKOU if peikou else 0)
                        | (HONOR_SET if set_mask & HONOR_MASK else 0) | (SETS3 if sets >= 3 else 0)
                        | (QUADS3 if quads >= 3 else 0) | (YAOCHUU if yaochuu and seqs else 0))
            for gi, wait in places:
                ron_triplet = wait == "shanpon" and not tsumo
                concealed = hidden - ron_triplet
                if red_count:
                    texts, pair_text = held_texts(split, pair, gi, red_count, f.win_red)
                else:
                    texts, pair_text = _EMPTY, PAIR_TEXT[pair]
                out.append(ReadingSummary(
                    STANDARD, pair, (), split, wait, gi, ron_triplet, seqs, sets, seq_mask, set_mask, peikou,
                    yaochuu, concealed, quads, melds, texts, pair_text,
                    features | CONCEALED3 if concealed >= 3 else features))
    distinct = 0 if f.melds else 34 - closed.count(0)
    if (distinct == 7 or distinct == 13) and sum(closed) == 14:
        if distinct == 7 and max(closed) == 2:
            out.append(ReadingSummary(CHIITOITSU, -1, tuple(compress(range(34), closed)), (), "tanki", -1, False,
                                      0, 0, 0, 0, 0, False, 0, 0, (), _EMPTY, "", CHIITOITSU_SHAPE))
        elif distinct == 13 and f.kind_mask == _KOKUSHI_MASK:
            wait = "kokushi_13" if closed[win] == 2 else "kokushi"
            out.append(ReadingSummary(KOKUSHI, -1, (), (), wait, -1, False, 0, 0, 0, 0, 0, False, 0, 0, (),
                                      _EMPTY, "", KOKUSHI_SHAPE))
    return out


def _decompositions(b: bytes) -> list[tuple]:
    """Every ``(pair, sequence groups, triplet groups, sequence bits,
    triplet bits, peikou, every group yaochuu)`` of the 34 concealed counts
    `b` (as bytes), groups as in `readings.SuitReading`. Exactly one suit
    holds the pair (2 mod 3 tiles); a suit that cannot be read ends the
    search at once."""
    m = SUIT_MEMO[0].get(b[0:9]) or suit_readings(0, b[0:9])
    p = SUIT_MEMO[1].get(b[9:18]) or suit_readings(1, b[9:18])
    s = SUIT_MEMO[2].get(b[18:27]) or suit_readings(2, b[18:27])
    z = SUIT_MEMO[3].get(b[27:34]) or suit_readings(3, b[27:34])
    if not (m and p and s and z):
        return []
    # the suit that holds the pair reads it in every option; no other does
    pm, pp, ps, pz = m[0].pair, p[0].pair, s[0].pair, z[0].pair
    if (pm >= 0) + (pp >= 0) + (ps >= 0) + (pz >= 0) != 1:
        return []
    if len(m) == len(p) == len(s) == len(z) == 1:
        m, p, s, z = m[0], p[0], s[0], z[0]
        return [(pm if pm >= 0 else pp if pp >= 0 else ps if ps >= 0 else pz,
                 m.seq_groups + p.seq_groups + s.seq_groups,
                 m.trip_groups + p.trip_groups + s.trip_groups + z.trip_groups,
                 m.seq_mask | p.seq_mask | s.seq_mask, m.trip_mask | p.trip_mask | s.trip_mask | z.trip_mask,
                 m.peikou + p.peikou + s.peikou, m.yaochuu and p.yaochuu and s.yaochuu)]
    options = (m, p, s, z)
    pair_suit = 0 if pm >= 0 else 1 if pp >= 0 else 2 if ps >= 0 else 3
    out = []
    for pair_option in options[pair_suit]:
        combos: list[tuple] = [()]
        for suit, opts in enumerate(options):
            combos = [acc + (o,) for acc in combos for o in ((pair_option,) if suit == pair_suit else opts)]
        out.extend(_combine(pair_option.pair, *combo) for combo in combos)
    return out


def _combine(pair: int, m, p, s, z) -> tuple:
    """One decomposition from one reading of each suit (`_decompositions`)."""
    return (pair, m.seq_groups + p.seq_groups + s.seq_groups,
            m.trip_groups + p.trip_groups + s.trip_groups + z.trip_groups,
            m.seq_mask | p.seq_mask | s.seq_mask, m.trip_mask | p.trip_mask | s.trip_mask | z.trip_mask,
            m.peikou + p.peikou + s.peikou, m.yaochuu and p.yaochuu and s.yaochuu)


def all_readings(hand: Hand, tsumo: bool, counts: list[int] | None = None) -> list[Reading]:
    """Every reading of a validated `hand` won by tsumo or ron, as
    `readings.Reading` values, in `reading_summaries` order; empty when the
    hand is not complete. `counts`: the 34 counts of `hand.closed` when the
    caller has them (only the concealed tiles are read)."""
    from .rules import PRESETS
    from .validation import tally

    closed, all_counts, reds = tally(hand)
    if counts is not None:
        closed = bytearray(counts)
    facts = HandFacts(hand, WinContext(tsumo=tsumo), PRESETS["tenhou"], (closed, all_counts, reds))
    return [s.reading for s in reading_summaries(facts)]

