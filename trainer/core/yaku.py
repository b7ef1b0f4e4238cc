"""Which yaku a reading earns (RULES.md §2): one small predicate each.

Every yaku and yakuman of `yaku_table.YAKU` has one predicate here, over the
hand's summary (`summary.HandFacts`, written ``f``) or over one reading's
summary as well (`summary.ReadingSummary`, written ``s``), registered with
one of four decorators: `hand_yaku` and `hand_yakuman` for what the hand
alone decides (the situation, the kinds held), asked once per hand;
`reading_yaku` and `reading_yakuman` for what depends on the reading, asked
once per reading. A yaku predicate returns whether the yaku is held; a
yakuman predicate how many times its table multiplier counts (0: not held;
2: ryuuiisou without hatsu under `pure_ryuuiisou_double`). Each
registration names the features of the summary the yaku cannot be held
without (``@reading_yaku("ittsu", SEQ3)``); a hand or reading is asked only
the rules whose features it has (tests/core/test_yaku_rules.py checks that each
named feature is necessary). Local yaku (RULES.md §6) are asked only when
the rule set lists them.

A new yaku: a row in `yaku_table.YAKU` and one predicate here.

Han, open han, yakuman multipliers and what each yaku supersedes come from
the one table, `yaku_table`; `yaku_of` applies them. `near_misses` says which
yaku just failed and why; `yaku_tiles` names the tiles that make a yaku.
"""

from __future__ import annotations

from collections.abc import Callable

from .readings import CHIITOITSU, PAIR_TEXT, PLAIN_TEXT, QUAD, SEQUENCE, STANDARD, Group, Reading
from .result import NearMiss
from .summary import (
    ALL_SIMPLES,
    BLESSING,
    CHIITOITSU_SHAPE,
    CONCEALED3,
    DRAGON_MASK,
    HONOR_MASK,
    HONOR_SET,
    IN_RIICHI,
    KOKUSHI_SHAPE,
    LAST_OR_KAN_TILE,
    MAN,
    NO_SIMPLES,
    ONE_SUIT,
    PEIKOU,
    QUADS3,
    SEQ3,
    SEQ4,
    SETS3,
    TERMINAL_MASK,
    TSUMO,
    WIND_MASK,
    YAOCHUU,
    YAOCHUU_MASK,
    HandFacts,
    ReadingSummary,
)
from .tiles import DRAGON_KINDS
from .yaku_table import BY_ID, DOUBLE_PATTERNS, ORDER

HandRule = Callable[[HandFacts], object]
ReadingRule = Callable[[ReadingSummary, HandFacts], object]

#: the predicates, by scope, in the order they are asked: ``(id,
#: predicate, needs)``, `needs` the features (`summary.IN_RIICHI`, …) the
#: yaku cannot be held without; a predicate is asked only when the hand or
#: reading has them all (tests/core/test_yaku_rules.py checks that each is
#: necessary). The order of the yakuman lists is the order in which equal
#: yakuman are listed before `yaku_of` keeps the first largest one when
#: yakuman do not stack (`yakuman_stacking` off). Local yaku (RULES.md §6)
#: have lists of their own, asked only when the rule set lists them.
HAND_YAKU: list[tuple[str, HandRule, int]] = []
HAND_YAKUMAN: list[tuple[str, HandRule, int]] = []
READING_YAKU: list[tuple[str, ReadingRule, int]] = []
READING_YAKUMAN: list[tuple[str, ReadingRule, int]] = []
LOCAL_HAND_YAKUMAN: list[tuple[str, HandRule, int]] = []
LOCAL_READING_YAKU: list[tuple[str, ReadingRule, int]] = []
LOCAL_READING_YAKUMAN: list[tuple[str, ReadingRule, int]] = []


def _register(tables: tuple[list, list], yid: str, needs: int):
    if yid not in BY_ID:
        raise AssertionError(f"{yid!r} is not in yaku_table.YAKU")

    def add(fn):
        tables[BY_ID[yid].local].append((yid, fn, needs))
        return fn
    return add


def hand_yaku(yid: str, needs: int = 0):
    """Register ``predicate(f) -> bool`` as the rule of yaku `yid`, decided
    by the hand alone (same for every reading); `needs`: the hand features
    it cannot hold without."""
    return _register((HAND_YAKU, []), yid, needs)


def reading_yaku(yid: str, needs: int = 0):
    """Register ``predicate(s, f) -> bool`` as the rule of yaku `yid`, asked
    of every reading that has the features `needs`."""
    return _register((READING_YAKU, LOCAL_READING_YAKU), yid, needs)


def hand_yakuman(yid: str, needs: int = 0):
    """Register ``predicate(f) -> int`` as the rule of yakuman `yid`, decided
    by the hand alone; `needs` as `hand_yaku`."""
    return _register((HAND_YAKUMAN, LOCAL_HAND_YAKUMAN), yid, needs)


def reading_yakuman(yid: str, needs: int = 0):
    """Register ``predicate(s, f) -> int`` as the rule of yakuman `yid`,
    asked of every reading that has the features `needs`."""
    return _register((READING_YAKUMAN, LOCAL_READING_YAKUMAN), yid, needs)


# --------------------------------------------------------------------------
# 1 han and up: how the hand was won

@hand_yaku("riichi", IN_RIICHI)
def _riichi(f: HandFacts) -> bool:
    return f.ctx.riichi


@hand_yaku("double_riichi", IN_RIICHI)
def _double_riichi(f: HandFacts) -> bool:
    return f.ctx.double_riichi


@hand_yaku("ippatsu", IN_RIICHI)
def _ippatsu(f: HandFacts) -> bool:
    return f.ctx.ippatsu


@hand_yaku("menzen_tsumo", TSUMO)
def _menzen_tsumo(f: HandFacts) -> bool:
    return f.menzen and f.tsumo


@hand_yaku("chankan", LAST_OR_KAN_TILE)
def _chankan(f: HandFacts) -> bool:
    return f.ctx.chankan


@hand_yaku("rinshan_kaihou", LAST_OR_KAN_TILE)
def _rinshan_kaihou(f: HandFacts) -> bool:
    return f.ctx.rinshan


@hand_yaku("haitei", LAST_OR_KAN_TILE)
def _haitei(f: HandFacts) -> bool:
    return f.ctx.haitei


@hand_yaku("houtei", LAST_OR_KAN_TILE)
def _houtei(f: HandFacts) -> bool:
    return f.ctx.houtei


# --------------------------------------------------------------------------
# the kinds held

@hand_yaku("tanyao", ALL_SIMPLES)
def _tanyao(f: HandFacts) -> bool:
    # all simples; on an open hand only with kuitan
    return not f.kind_mask & YAOCHUU_MASK and (f.menzen or f.rules.kuitan)


@hand_yaku("honroutou", NO_SIMPLES)
def _honroutou(f: HandFacts) -> bool:
    # terminals and honors only, both present
    return f.honors and not f.kind_mask & ~YAOCHUU_MASK and bool(f.kind_mask & TERMINAL_MASK)


@hand_yaku("honitsu", ONE_SUIT)
def _honitsu(f: HandFacts) -> bool:
    return f.suits == 1 and f.honors


@hand_yaku("chinitsu", ONE_SUIT)
def _chinitsu(f: HandFacts) -> bool:
    return f.suits == 1 and not f.honors


# --------------------------------------------------------------------------
# the reading's groups

@reading_yaku("pinfu", SEQ4)
def _pinfu(s: ReadingSummary, f: HandFacts) -> bool:
    # closed, four sequences, a pair that earns no fu, a ryanmen wait; on a
    # tsumo only with pinfu_tsumo
    return (s.seqs == 4 and f.menzen and s.wait == "ryanmen" and not f.yakuhai_mask >> s.pair & 1
            and (not f.tsumo or f.rules.pinfu_tsumo))


@reading_yaku("iipeikou", PEIKOU)
def _iipeikou(s: ReadingSummary, f: HandFacts) -> bool:
    return f.menzen and s.peikou == 1


@reading_yaku("ryanpeikou", PEIKOU)
def _ryanpeikou(s: ReadingSummary, f: HandFacts) -> bool:
    return f.menzen and s.peikou >= 2


@reading_yaku("yakuhai_haku", HONOR_SET)
def _yakuhai_haku(s: ReadingSummary, f: HandFacts) -> bool:
    return s.set_mask >> 31 & 1


@reading_yaku("yakuhai_hatsu", HONOR_SET)
def _yakuhai_hatsu(s: ReadingSummary, f: HandFacts) -> bool:
    return s.set_mask >> 32 & 1


@reading_yaku("yakuhai_chun", HONOR_SET)
def _yakuhai_chun(s: ReadingSummary, f: HandFacts) -> bool:
    return s.set_mask >> 33 & 1


@reading_yaku("yakuhai_seat_wind", HONOR_SET)
def _yakuhai_seat_wind(s: ReadingSummary, f: HandFacts) -> bool:
    return s.set_mask >> f.seat & 1


@reading_yaku("yakuhai_round_wind", HONOR_SET)
def _yakuhai_round_wind(s: ReadingSummary, f: HandFacts) -> bool:
    return s.set_mask >> f.round & 1


@reading_yaku("yakuhai_north", HONOR_SET)
def _yakuhai_north(s: ReadingSummary, f: HandFacts) -> bool:
    # three players, local yaku (TABLE_RULES.md §8): a North triplet or kan
    # (with four, North is a seat or round wind: a RuleSet built by hand with
    # four players never counts it twice)
    return f.rules.players == 3 and s.set_mask >> 30 & 1


#: 123 456 789 of one suit, as sequence bits
_ITTSU = tuple(0b1001001 << b for b in (0, 9, 18))


@reading_yaku("ittsu", SEQ3)
def _ittsu(s: ReadingSummary, f: HandFacts) -> bool:
    m = s.seq_mask
    return m & _ITTSU[0] == _ITTSU[0] or m & _ITTSU[1] == _ITTSU[1] or m & _ITTSU[2] == _ITTSU[2]


@reading_yaku("sanshoku_doujun", SEQ3)
def _sanshoku_doujun(s: ReadingSummary, f: HandFacts) -> bool:
    # one sequence in each suit on the same numbers
    m = s.seq_mask
    return bool(m & m >> 9 & m >> 18 & 0x7F)


@reading_yaku("sanshoku_doukou", SETS3)
def _sanshoku_doukou(s: ReadingSummary, f: HandFacts) -> bool:
    m = s.set_mask
    return bool(m & m >> 9 & m >> 18 & 0x1FF)


@reading_yaku("toitoi", SETS3)
def _toitoi(s: ReadingSummary, f: HandFacts) -> bool:
    return s.sets == 4


@reading_yaku("sanankou", CONCEALED3)
def _sanankou(s: ReadingSummary, f: HandFacts) -> bool:
    return s.concealed == 3


@reading_yaku("sankantsu", QUADS3)
def _sankantsu(s: ReadingSummary, f: HandFacts) -> bool:
    return s.quads == 3


@reading_yaku("chanta", YAOCHUU)
def _chanta(s: ReadingSummary, f: HandFacts) -> bool:
    # every group and the pair hold a terminal or honor, a sequence among them
    return s.seqs and s.yaochuu and f.honors


@reading_yaku("junchan", YAOCHUU)
def _junchan(s: ReadingSummary, f: HandFacts) -> bool:
    return s.seqs and s.yaochuu and not f.honors


@reading_yaku("shousangen", HONOR_SET)
def _shousangen(s: ReadingSummary, f: HandFacts) -> bool:
    return (s.set_mask & DRAGON_MASK).bit_count() == 2 and s.pair in DRAGON_KINDS


@reading_yaku("chiitoitsu", CHIITOITSU_SHAPE)
def _chiitoitsu(s: ReadingSummary, f: HandFacts) -> bool:
    return s.shape == CHIITOITSU


# --------------------------------------------------------------------------
# yakuman of the reading

@reading_yakuman("daisangen", HONOR_SET | SETS3)
def _daisangen(s: ReadingSummary, f: HandFacts) -> bool:
    return s.set_mask & DRAGON_MASK == DRAGON_MASK


@reading_yakuman("daisuushii", HONOR_SET | SETS3)
def _daisuushii(s: ReadingSummary, f: HandFacts) -> bool:
    return s.set_mask & WIND_MASK == WIND_MASK


@reading_yakuman("shousuushii", HONOR_SET | SETS3)
def _shousuushii(s: ReadingSummary, f: HandFacts) -> bool:
    return (s.set_mask & WIND_MASK).bit_count() == 3 and 27 <= s.pair <= 30


@reading_yakuman("suuankou_tanki", CONCEALED3)
def _suuankou_tanki(s: ReadingSummary, f: HandFacts) -> bool:
    return s.concealed == 4 and s.wait == "tanki"


@reading_yakuman("suuankou", CONCEALED3)
def _suuankou(s: ReadingSummary, f: HandFacts) -> bool:
    return s.concealed == 4 and s.wait != "tanki"


@reading_yakuman("suukantsu", QUADS3)
def _suukantsu(s: ReadingSummary, f: HandFacts) -> bool:
    return s.quads == 4


@reading_yakuman("kokushi_13", KOKUSHI_SHAPE)
def _kokushi_13(s: ReadingSummary, f: HandFacts) -> bool:
    # the 13 tiles before the win were all different: a 13-sided wait
    return s.wait == "kokushi_13"


@reading_yakuman("kokushi", KOKUSHI_SHAPE)
def _kokushi(s: ReadingSummary, f: HandFacts) -> bool:
    return s.wait == "kokushi"


# --------------------------------------------------------------------------
# yakuman of the hand: the kinds held, then the blessings

@hand_yakuman("tsuuiisou", NO_SIMPLES | ONE_SUIT)
def _tsuuiisou(f: HandFacts) -> bool:
    return not f.kind_mask & ~HONOR_MASK


#: 2s 3s 4s 6s 8s hatsu
GREEN_MASK = sum(1 << k for k in (19, 20, 21, 23, 25, 32))


@hand_yakuman("ryuuiisou", ONE_SUIT)
def _ryuuiisou(f: HandFacts) -> int:
    if f.kind_mask & ~GREEN_MASK:
        return 0
    # without hatsu, worth two under pure_ryuuiisou_double (seed 001)
    return 2 if f.rules.pure_ryuuiisou_double and not f.kind_mask >> 32 & 1 else 1


@hand_yakuman("chinroutou", NO_SIMPLES)
def _chinroutou(f: HandFacts) -> bool:
    return not f.kind_mask & ~TERMINAL_MASK


#: chuuren poutou before the winning tile: 1112345678999 of one suit
CHUUREN = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def _nine_gates(f: HandFacts) -> int:
    """2 when the concealed hand, closed and without kans, was 1112345678999
    of one suit before the win (junsei chuuren), 1 when it is that shape and
    one more tile of the suit, else 0."""
    if f.melds or f.suits != 1 or f.honors:
        return 0
    lo = 0 if f.kind_mask & MAN else 9 if f.kind_mask & MAN << 9 else 18
    c = f.closed_counts[lo:lo + 9]
    if any(c[i] < CHUUREN[i] for i in range(9)):
        return 0
    before = list(c)
    before[f.win - lo] -= 1
    return 2 if tuple(before) == CHUUREN else 1


@hand_yakuman("junsei_chuuren", ONE_SUIT)
def _junsei_chuuren(f: HandFacts) -> bool:
    return _nine_gates(f) == 2


@hand_yakuman("chuuren", ONE_SUIT)
def _chuuren(f: HandFacts) -> bool:
    return _nine_gates(f) == 1


@hand_yakuman("tenhou", BLESSING)
def _tenhou(f: HandFacts) -> bool:
    return f.ctx.tenhou


@hand_yakuman("chiihou", BLESSING)
def _chiihou(f: HandFacts) -> bool:
    return f.ctx.chiihou


@hand_yakuman("renhou_yakuman", BLESSING)
def _renhou_yakuman(f: HandFacts) -> bool:
    return f.ctx.renhou and f.rules.renhou == "yakuman"


# --------------------------------------------------------------------------
# local yaku (RULES.md §6; values and shapes as seed 001 and seed 004 give them)

@reading_yaku("sanshoku_tsuukan", SEQ3)
def _sanshoku_tsuukan(s: ReadingSummary, f: HandFacts) -> bool:
    # 123, 456 and 789 each in a different suit, closed
    m = s.seq_mask
    return f.menzen and any(m >> a & 1 and m >> b + 3 & 1 and m >> c + 6 & 1
                            for a, b, c in ((0, 9, 18), (0, 18, 9), (9, 0, 18), (9, 18, 0), (18, 0, 9),
                                            (18, 9, 0)))


@reading_yaku("open_riichi")
def _open_riichi(s: ReadingSummary, f: HandFacts) -> bool:
    return s.shape == STANDARD and f.ctx.open_riichi and f.ctx.in_riichi


@reading_yaku("kinkei_dokuritsu")
def _kinkei_dokuritsu(s: ReadingSummary, f: HandFacts) -> bool:
    # seed 001: four called chi/pon and a tanki wait; any kan voids it
    return f.called == 4 and s.wait == "tanki"


@reading_yaku("isshoku_sanjun", SEQ3)
def _isshoku_sanjun(s: ReadingSummary, f: HandFacts) -> bool:
    # seed 001: three identical sequences, at least one of them a called
    # chi (closed, the same tiles read as three concealed triplets)
    if s.seqs < 3:
        return False
    groups = s.reading.groups
    firsts = [g.first for g in groups if g.shape == SEQUENCE]
    chis = {g.first for g in groups if g.meld == "chi"}
    return any(firsts.count(k) == 3 and k in chis for k in set(firsts))


#: bits of the kinds a run of three in one suit can start at
_RUN3_STARTS = sum(1 << k for k in range(27) if k % 9 <= 6)


@reading_yaku("sanrenkou", SETS3)
def _sanrenkou(s: ReadingSummary, f: HandFacts) -> bool:
    # three triplets of one suit on consecutive numbers
    m = s.set_mask
    return bool(m & m >> 1 & m >> 2 & _RUN3_STARTS)


@reading_yaku("touhoku_shinkansen", SEQ3)
def _touhoku_shinkansen(s: ReadingSummary, f: HandFacts) -> bool:
    # ittsu with East and North, each as a set or the pair
    winds = s.set_mask | (1 << s.pair if s.pair >= 0 else 0)
    return winds >> 27 & 1 and winds >> 30 & 1 and _ittsu(s, f)


@hand_yakuman("hyakuman_goku", ONE_SUIT)
def _hyakuman_goku(f: HandFacts) -> bool:
    # characters only, their numbers adding up to 100 or more
    return not f.kind_mask & ~MAN and sum((k + 1) * f.counts[k] for k in range(9)) >= 100


@hand_yakuman("kouitten", ONE_SUIT)
def _kouitten(f: HandFacts) -> bool:
    # ryuuiisou's bamboos with chun in the place of hatsu
    return not f.kind_mask & ~(GREEN_MASK & ~(1 << 32) | 1 << 33) and f.kind_mask >> 33 & 1


@hand_yakuman("aoi_doumon", ONE_SUIT)
def _aoi_doumon(f: HandFacts) -> bool:
    # 2p 4p 8p and winds, a wind among them
    return not f.kind_mask & ~(1 << 10 | 1 << 12 | 1 << 16 | WIND_MASK) and bool(f.kind_mask & WIND_MASK)


@reading_yakuman("daichisei", CHIITOITSU_SHAPE)
def _daichisei(s: ReadingSummary, f: HandFacts) -> bool:
    # seed 001: seven honor pairs, counted instead of tsuuiisou
    return s.shape == CHIITOITSU and all(k >= 27 for k in s.pairs)


@reading_yakuman("daisharin", CHIITOITSU_SHAPE)
def _daisharin(s: ReadingSummary, f: HandFacts) -> bool:
    # seven pairs 2p..8p
    return s.shape == CHIITOITSU and s.pairs == (10, 11, 12, 13, 14, 15, 16)


@reading_yakuman("isshoku_yonjun", SEQ4)
def _isshoku_yonjun(s: ReadingSummary, f: HandFacts) -> bool:
    return s.seqs == 4 and s.seq_mask.bit_count() == 1


@reading_yakuman("suurenkou", SETS3)
def _suurenkou(s: ReadingSummary, f: HandFacts) -> bool:
    # four triplets of one suit on consecutive numbers
    m = s.set_mask
    low = (m & -m).bit_length() - 1
    return s.sets == 4 and low < 27 and low % 9 <= 5 and m == 0b1111 << low


@reading_yakuman("beni_kujaku", SETS3)
def _beni_kujaku(s: ReadingSummary, f: HandFacts) -> bool:
    # 1s 5s 7s 9s chun in sets and the pair, no sequence
    return (s.shape == STANDARD and not s.seqs
            and not f.kind_mask & ~(1 << 18 | 1 << 22 | 1 << 24 | 1 << 26 | 1 << 33))


@reading_yakuman("kinmonkyou", SEQ4)
def _kinmonkyou(s: ReadingSummary, f: HandFacts) -> bool:
    # closed 123 345 567 789 of one suit and a pair of that suit
    return f.menzen and s.seqs == 4 and any(s.seq_mask == 0b1010101 << b and b <= s.pair < b + 9
                                            for b in (0, 9, 18))


# --------------------------------------------------------------------------
# the yaku of a reading, from the table

#: (han, open_reduced) of each yaku on a closed and on an open hand
_HAN: dict[bool, dict[str, tuple[int, bool]]] = {
    True: {y: (spec.han_closed, False) for y, spec in BY_ID.items()},
    False: {y: (spec.han_open if spec.han_open is not None else spec.han_closed,
                spec.han_open is not None and spec.han_open < spec.han_closed) for y, spec in BY_ID.items()},
}
#: the row (id, han, open_reduced, 0) of each yaku on a closed and on an open hand
_ROWS = {menzen: {y: (y, *han, 0) for y, han in table.items()} for menzen, table in _HAN.items()}
_REPLACERS = frozenset(y for y, spec in BY_ID.items() if spec.replaces)


#: yaku whose tiles are none: they come from how the hand was won
FROM_SITUATION = frozenset((
    "riichi", "double_riichi", "open_riichi", "ippatsu", "menzen_tsumo", "chankan", "rinshan_kaihou",
    "haitei", "houtei", "tenhou", "chiihou", "renhou", "renhou_yakuman", "nagashi_mangan",
))


class _Asking:
    """The rules of one table grouped by the features they need, and for
    each set of features met so far the rules to ask, ``(id, predicate,
    rank)`` in the order of the table; `rank` is the rule's place in the
    table after `start` (the order of asking)."""

    __slots__ = ("groups", "by_features")

    def __init__(self, table: list, start: int = 0) -> None:
        groups: dict[int, list] = {}
        for rank, (yid, rule, needs) in enumerate(table, start):
            groups.setdefault(needs, []).append((yid, rule, rank))
        self.groups = tuple((needs, tuple(rules)) for needs, rules in groups.items())
        self.by_features: dict[int, tuple] = {}

    def rules_for(self, has: int) -> tuple:
        """The rules whose needed features are all in `has`, kept in
        `by_features` (look there first)."""
        rules = tuple(sorted((r for needs, group in self.groups if needs & has == needs for r in group),
                             key=lambda r: r[2]))
        if len(self.by_features) > 4096:
            self.by_features.clear()
        self.by_features[has] = rules
        return rules


_HAND_YAKU = _Asking(HAND_YAKU)
_READING_YAKU = _Asking(READING_YAKU)
_LOCAL_READING_YAKU = _Asking(LOCAL_READING_YAKU)
# The yakuman of a hand are ranked after the reading's and before the local
# ones of the reading (the order in which `yaku_of` lists equal ones).
_READING_YAKUMAN = _Asking(READING_YAKUMAN)
_HAND_YAKUMAN = _Asking(HAND_YAKUMAN, len(READING_YAKUMAN))
_LOCAL_HAND_YAKUMAN = _Asking(LOCAL_HAND_YAKUMAN, len(READING_YAKUMAN) + len(HAND_YAKUMAN))
_LOCAL_READING_YAKUMAN = _Asking(LOCAL_READING_YAKUMAN,
                                 len(READING_YAKUMAN) + len(HAND_YAKUMAN) + len(LOCAL_HAND_YAKUMAN))


class HandYaku:
    """The yaku and yakuman the hand alone decides, asked once per hand.

    Attributes:
        yaku: ids of the ordinary yaku held (`hand_yaku` predicates).
        yakuman: ``(id, times, rank)`` of the yakuman held (`hand_yakuman`
            predicates, local ones when the rule set lists them).
    """

    __slots__ = ("yaku", "yakuman")

    def __init__(self, f: HandFacts) -> None:
        has = f.features
        yaku = []
        rules = _HAND_YAKU.by_features.get(has)
        for yid, rule, _ in rules if rules is not None else _HAND_YAKU.rules_for(has):
            if rule(f):
                yaku.append(yid)
        yakuman = []
        rules = _HAND_YAKUMAN.by_features.get(has)
        for yid, rule, rank in rules if rules is not None else _HAND_YAKUMAN.rules_for(has):
            times = rule(f)
            if times:
                yakuman.append((yid, times, rank))
        local = f.rules.local_yaku
        if local:
            for yid, rule, rank in _LOCAL_HAND_YAKUMAN.rules_for(has):
                if yid in local:
                    times = rule(f)
                    if times:
                        yakuman.append((yid, times, rank))
        self.yaku = yaku
        self.yakuman = yakuman


def yaku_of(s: ReadingSummary, f: HandFacts, hand: HandYaku) -> tuple[tuple[tuple[str, int, bool, int], ...], int]:
    """The yaku of one reading, and its yakuman multiplier.

    Returns ``(rows, yakuman)``, each row ``(id, han, open_reduced, 0)``
    (the `result.ScoreResult.yaku_rows` form; 0: a yaku has no count): with
    a yakuman, rows are the yakuman only (each `han` = 13 × its counted
    multiplier, RULES.md §2: yakuman replace all ordinary yaku); otherwise
    the ordinary yaku after the `replaces` rules, table order, no dora.
    Double patterns (`DOUBLE_PATTERNS`) count 2 only under
    `double_yakuman_hands`; without `yakuman_stacking` only the largest
    yakuman counts (the first of equals in the order asked: the reading's,
    then the hand's, then local ones of the reading).
    """
    has = s.features
    local = f.rules.local_yaku
    held = hand.yakuman
    rules = _READING_YAKUMAN.by_features.get(has)
    for yid, rule, rank in rules if rules is not None else _READING_YAKUMAN.rules_for(has):
        if rule(s, f):
            held = [*held, (yid, 1, rank)]
    if local:
        for yid, rule, rank in _LOCAL_READING_YAKUMAN.rules_for(has):
            if yid in local and rule(s, f):
                held = [*held, (yid, 1, rank)]
    if held:
        return _yakuman_rows(list(held), f.rules)
    names = hand.yaku[:]
    rules = _READING_YAKU.by_features.get(has)
    for yid, rule, _ in rules if rules is not None else _READING_YAKU.rules_for(has):
        if rule(s, f):
            names.append(yid)
    if local:
        for yid, rule, _ in _LOCAL_READING_YAKU.rules_for(has):
            if yid in local and rule(s, f):
                names.append(yid)
    if not names:
        return (), 0
    if not _REPLACERS.isdisjoint(names):
        dropped = {x for n in names if n in _REPLACERS for x in BY_ID[n].replaces}
        names = [n for n in names if n not in dropped]
    if len(names) > 1:
        names.sort(key=ORDER.__getitem__)
    table = _ROWS[f.menzen]
    rows = ()
    for n in names:
        rows += (table[n],)
    return rows, 0


def max_yakuman(rules) -> int:
    """The most yakuman one hand can be worth under `rules` (RULES.md §6,
    the options `yakuman_stacking`, `double_yakuman_hands`,
    `pure_ryuuiisou_double`): with stacking, four closed kans of the four
    winds won on a tanki honour pair — daisuushii, tsuuiisou, suuankou
    tanki, suukantsu — are 6 where the double patterns count double and 4
    where they do not; without stacking only the largest yakuman counts, 2
    when a double pattern (or pure ryuuiisou) counts double, else 1. For
    the table's "what each player needs" (no hand asked for beyond it)."""
    if rules.yakuman_stacking:
        return 6 if rules.double_yakuman_hands else 4
    return 2 if rules.double_yakuman_hands or rules.pure_ryuuiisou_double else 1


def _yakuman_rows(held: list[tuple[str, object, int]], rules) -> tuple[tuple[tuple[str, int, bool, int], ...], int]:
    """`yaku_of`'s rows of the yakuman held, as ``(id, times, rank)``."""
    if len(held) > 1:
        held.sort(key=lambda y: y[2])  # the order of asking
    dropped = {x for y, _, _ in held for x in BY_ID[y].replaces}
    rows = []
    for y, times, _ in held:
        if y in dropped:
            continue
        mult = BY_ID[y].yakuman * times
        if y in DOUBLE_PATTERNS and not rules.double_yakuman_hands:
            mult = 1
        rows.append((y, 13 * mult, False, 0))
    if not rules.yakuman_stacking:
        rows = [max(rows, key=lambda row: row[1])]
    rows.sort(key=lambda row: ORDER[row[0]])
    return tuple(rows), sum(row[1] for row in rows) // 13


# --------------------------------------------------------------------------
# what a learner is shown

def near_misses(s: ReadingSummary, f: HandFacts, got: tuple) -> list[NearMiss]:
    """Yaku the reading came close to, with the reason each failed.

    Reported (RULES.md §2 notes): pinfu on an all-sequence hand (open hand,
    wait, pair fu, no pinfu tsumo) or a closed hand with one triplet;
    sanankou/suuankou lost to a triplet completed by ron; iipeikou on an
    open hand; tanyao without kuitan; menzen tsumo on an open hand; ura dora
    without riichi. `got`: the rows of the yaku the reading has
    (`result.ScoreResult.yaku_rows`).
    """
    out: list[NearMiss] = []
    ctx = f.ctx
    if s.shape == STANDARD:
        pinfu = _held("pinfu", got)
        if s.seqs == 4 and not pinfu:
            pair = PAIR_TEXT[s.pair]
            if not f.menzen:
                out.append(NearMiss("pinfu", "open_hand"))
            elif s.wait != "ryanmen":
                out.append(NearMiss("pinfu", "wait_not_ryanmen", (("wait", s.wait),),
                                    s.text(s.win_group) if s.win_group >= 0 else pair))
            elif f.yakuhai_mask >> s.pair & 1:
                out.append(NearMiss("pinfu", "pair_earns_fu", (("tiles", pair),), pair))
            elif f.tsumo and not f.rules.pinfu_tsumo:
                out.append(NearMiss("pinfu", "pinfu_tsumo_off"))
        elif s.seqs == 3 and f.menzen and not pinfu:
            trip = _first_set_text(s)
            out.append(NearMiss("pinfu", "has_triplet", (("tiles", trip),), trip))
        if s.ron_triplet:
            text = s.text(s.win_group)
            if s.concealed == 2:
                out.append(NearMiss("sanankou", "triplet_completed_by_ron", (("tiles", text),), text))
            elif s.concealed == 3 and not _held("suuankou", got):
                out.append(NearMiss("suuankou", "triplet_completed_by_ron", (("tiles", text),), text))
        if not f.menzen and s.seqs >= 2:
            starts = [g.first for g in s.split if g.shape == SEQUENCE]
            starts += [g.first for g in s.melds if g.shape == SEQUENCE]
            distinct = set(starts)
            same = [k for k in distinct if starts.count(k) >= 2] if len(distinct) < len(starts) else ()
            if same:
                t = PLAIN_TEXT[SEQUENCE, same[0]]
                out.append(NearMiss("iipeikou", "open_hand", (("tiles", t),), t))
    if not f.menzen and not f.rules.kuitan and not f.kind_mask & YAOCHUU_MASK:
        out.append(NearMiss("tanyao", "kuitan_off"))
    if not f.menzen and f.tsumo:
        out.append(NearMiss("menzen_tsumo", "open_hand"))
    if ctx.ura_indicators and not (ctx.riichi or ctx.double_riichi):
        out.append(NearMiss("ura_dora", "not_in_riichi"))
    return out


def _held(yid: str, rows: tuple) -> bool:
    """Yaku `yid` is among `rows` (``(id, …)`` tuples)."""
    for row in rows:
        if row[0] == yid:
            return True
    return False


def _first_set_text(s: ReadingSummary) -> str:
    """mpsz of the reading's first triplet or quad as held (concealed
    groups first, then the melds)."""
    for i, g in enumerate(s.split):
        if g.shape != SEQUENCE:
            return s.text(i)
    return next(g.tiles for g in s.melds if g.shape != SEQUENCE)


#: yaku whose tiles are every tile of the hand
_WHOLE_HAND = frozenset((
    "pinfu", "tanyao", "chanta", "junchan", "honroutou", "honitsu", "chinitsu", "chiitoitsu",
    "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren", "junsei_chuuren", "kokushi", "kokushi_13",
    "hyakuman_goku", "kouitten", "aoi_doumon", "daichisei", "daisharin", "kinmonkyou", "beni_kujaku",
))
#: yakuhai: the kind of their set
_DRAGON_OF = {"yakuhai_haku": 31, "yakuhai_hatsu": 32, "yakuhai_chun": 33}


def yaku_tiles(yid: str, s: ReadingSummary, f: HandFacts) -> str:
    """mpsz of the tiles that make a yaku, for highlighting ("" when the yaku
    comes from the situation, e.g. riichi or haitei).

    Whole-hand yaku (tanyao, honitsu, chiitoitsu, …) name every tile; set yaku
    name their sets, e.g. yakuhai_chun -> ``"777z"``, ittsu -> ``"123m456m789m"``.
    """
    if yid in _WHOLE_HAND:
        return f.tiles_text
    if s.shape != STANDARD or yid in FROM_SITUATION:
        return ""
    kind = _DRAGON_OF.get(yid)
    if kind is not None:
        return s.set_text(kind)
    if yid == "yakuhai_seat_wind":
        return s.set_text(f.seat)
    if yid == "yakuhai_round_wind":
        return s.set_text(f.round)
    if yid == "yakuhai_north":
        return s.set_text(30)
    tiles_of = _SET_TILES.get(yid)
    return tiles_of(s.reading, f) if tiles_of is not None else ""


def _join(groups) -> str:
    return "".join([g.tiles for g in groups])


def _sets(r: Reading) -> list[Group]:
    return [g for g in r.groups if g.shape != SEQUENCE]


def _seqs(r: Reading) -> list[Group]:
    return [g for g in r.groups if g.shape == SEQUENCE]


def _repeated_seqs(r: Reading, f: HandFacts) -> str:
    starts = [g.first for g in _seqs(r)]
    return _join(g for g in _seqs(r) if starts.count(g.first) >= 2)


def _straight(r: Reading, f: HandFacts) -> str:
    starts = {g.first for g in _seqs(r)}
    for b in (0, 9, 18):
        if {b, b + 3, b + 6} <= starts:
            return _join(g for g in _seqs(r) if g.first in (b, b + 3, b + 6))
    return ""


def _three_colour_seqs(r: Reading, f: HandFacts) -> str:
    starts = {g.first for g in _seqs(r)}
    for n in range(7):
        if {n, n + 9, n + 18} <= starts:
            return _join(g for g in _seqs(r) if g.first in (n, n + 9, n + 18))
    return ""


def _three_colour_sets(r: Reading, f: HandFacts) -> str:
    firsts = {g.first for g in _sets(r)}
    for n in range(9):
        if {n, n + 9, n + 18} <= firsts:
            return _join(g for g in _sets(r) if g.first in (n, n + 9, n + 18))
    return ""


def _dragons(r: Reading, f: HandFacts) -> str:
    return _join(g for g in _sets(r) if g.first in DRAGON_KINDS) + (r.pair_tiles if r.pair in DRAGON_KINDS else "")


def _winds(r: Reading, f: HandFacts) -> str:
    return _join(g for g in _sets(r) if 27 <= g.first <= 30) + (r.pair_tiles if 27 <= r.pair <= 30 else "")


#: the tiles of the other set yaku, from the `Reading`
_SET_TILES: dict[str, Callable[[Reading, HandFacts], str]] = {
    "iipeikou": _repeated_seqs, "isshoku_sanjun": _repeated_seqs, "isshoku_yonjun": _repeated_seqs,
    "ryanpeikou": lambda r, f: _join(_seqs(r)),
    "ittsu": _straight, "touhoku_shinkansen": _straight,
    "sanshoku_doujun": _three_colour_seqs,
    "sanshoku_doukou": _three_colour_sets,
    "toitoi": lambda r, f: _join(_sets(r)), "sanrenkou": lambda r, f: _join(_sets(r)),
    "suurenkou": lambda r, f: _join(_sets(r)),
    "sanankou": lambda r, f: _join(g for g in _sets(r) if g.concealed),
    "suuankou": lambda r, f: _join(g for g in _sets(r) if g.concealed),
    "suuankou_tanki": lambda r, f: _join(g for g in _sets(r) if g.concealed) + r.pair_tiles,
    "sankantsu": lambda r, f: _join(g for g in _sets(r) if g.shape == QUAD),
    "suukantsu": lambda r, f: _join(g for g in _sets(r) if g.shape == QUAD),
    "shousangen": _dragons, "daisangen": _dragons,
    "shousuushii": _winds, "daisuushii": _winds,
    "kinkei_dokuritsu": lambda r, f: r.pair_tiles,
}
