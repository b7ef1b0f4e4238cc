"""Fu of a reading (RULES.md §3; seed 000, page 符), one rule per item.

Standard hands: 20 base, +10 closed ron, +2 tsumo (not for pinfu tsumo; on
rinshan only under `rinshan_tsumo_fu`), meld fu (triplet open 2 / closed 4,
quad open 8 / closed 16, doubled for terminals and honors), pair fu (dragon,
seat wind, round wind: 2 each; a double wind pair `double_wind_pair_fu`;
North with three players and the `yakuhai_north` local yaku: 2),
wait fu (kanchan, penchan, tanki: 2), then round up to 10; an open hand that
would have 20 fu gets 30. Seven pairs: 25 flat. Thirteen orphans: 0.

`reading_fu` lists the items of one reading (`summary.ReadingSummary`), each
with the tiles that earned it as held; the scorer sums them for every
reading, so the fu it ranks by and the items it shows are one computation.
"""

from __future__ import annotations

from .readings import PLAIN_TEXT, QUAD, SEQUENCE, TRIPLET
from .result import FuItem
from .summary import HandFacts, ReadingSummary
from .tiles import DRAGON_KINDS, TERMINAL_OR_HONOR, format_kinds, is_yaochuu


def group_fu(shape: str, first: int, concealed: bool) -> tuple[str, int]:
    """Fu id and amount of a triplet or quad.

    Triplet: open 2, closed 4; quad: open 8, closed 16; ×2 when the kind is
    a terminal or honor (seed 000 符: 明刻 2/4, 暗刻 4/8, 明杠 8/16, 暗杠 16/32).
    """
    amount = 2 * (2 if concealed else 1) * (4 if shape == QUAD else 1)
    yaochuu = is_yaochuu(first)
    if yaochuu:
        amount *= 2
    kind = f"{'closed' if concealed else 'open'}_{'quad' if shape == QUAD else 'triplet'}"
    return f"{kind}_{'yaochuu' if yaochuu else 'simple'}", amount


def pair_fu(pair: int, f: HandFacts, tiles: str = "") -> FuItem | None:
    """Fu of the pair: dragon 2; seat or round wind 2; both `double_wind_pair_fu`;
    with three players and the `yakuhai_north` local yaku, North 2 (a pair
    of a yakuhai kind earns 2 fu; TABLE_RULES.md §8 "North").
    `tiles` is the pair as held (mpsz); defaults to the plain kind twice."""
    item = pair_fu_of(pair, f.seat, f.round, f.rules.double_wind_pair_fu, tiles)
    if item is None and pair == 30 and f.yakuhai_mask >> 30 & 1:
        return _PAIR_NORTH
    return item


def pair_fu_of(pair: int, seat: int, rnd: int, double_wind_fu: int, tiles: str = "") -> FuItem | None:
    """`pair_fu` from its parts: the pair kind, the seat and round wind
    kinds (27..30), the fu of a double wind pair (RULES.md §3: 2 or 4).
    None when the pair earns no fu."""
    if pair < 27:
        return None
    tiles = tiles or format_kinds((pair, pair))
    if pair in DRAGON_KINDS:
        return fu_item("pair_dragon", 2, tiles, False)
    if pair == seat and pair == rnd:
        return fu_item("pair_double_wind", double_wind_fu, tiles, False)
    if pair == seat:
        return fu_item("pair_seat_wind", 2, tiles, False)
    if pair == rnd:
        return fu_item("pair_round_wind", 2, tiles, False)
    return None


def reading_fu(s: ReadingSummary, f: HandFacts, pinfu: bool) -> tuple[tuple[FuItem, ...], int, int]:
    """Fu items of one reading, the rounded fu and the sum of the items
    before the open-hand raise and the rounding (`Explanation.fu_raw`).

    Args:
        s: the reading; f: the hand's facts; pinfu: whether pinfu counts in
            this reading (a pinfu tsumo earns no tsumo fu).

    Returns:
        ``(items, fu, items_sum)``: the items in the order base, closed ron,
        tsumo, the triplets and quads (concealed groups, then the melds),
        the pair, the wait, the open-hand raise to 30, and last ``rounding``
        (0 when the sum is already a multiple of 10); seven pairs one
        ``chiitoitsu`` item of 25 (25, 25); thirteen orphans none (0, 0).
    """
    shape = s.shape
    if shape != "standard":
        return (_CHIITOITSU, 25, 25) if shape == "chiitoitsu" else ((), 0, 0)
    items = [_BASE]
    raw = 20
    tsumo = f.tsumo
    if f.menzen and not tsumo:
        items.append(_CLOSED_RON)
        raw += 10
    if tsumo and not pinfu and (f.rules.rinshan_tsumo_fu or not f.ctx.rinshan):
        items.append(_TSUMO)
        raw += 2
    win_group = s.win_group
    split = s.split
    if s.sets:
        for i, g in enumerate(split):
            if g.shape == TRIPLET:
                first = g.first
                ron_done = i == win_group and s.ron_triplet
                text = s.text(i)
                if text == g.tiles:
                    item = _PLAIN_TRIPLET[first, ron_done]
                else:
                    fid, amount = _GROUP_FU[TRIPLET, not ron_done, first in TERMINAL_OR_HONOR]
                    item = fu_item(fid, amount, text, ron_done)
                items.append(item)
                raw += item.fu
        for g in s.melds:
            if g.shape != SEQUENCE:
                fid, amount = _GROUP_FU[g.shape, g.concealed, g.first in TERMINAL_OR_HONOR]
                item = _ITEMS.get((fid, amount, g.tiles, False)) or fu_item(fid, amount, g.tiles, False)
                items.append(item)
                raw += amount
    pair = s.pair
    if pair >= 27:
        p = pair_fu_of(pair, f.seat, f.round, f.rules.double_wind_pair_fu, s.pair_text)
        if p is None and pair == 30 and f.yakuhai_mask >> 30 & 1:
            p = _PAIR_NORTH  # three players, North a yakuhai (`pair_fu`)
        if p is not None:
            items.append(p)
            raw += p.fu
    wait = _WAIT_FU.get(s.wait)
    if wait is not None:
        items.append(fu_item(wait, _WAIT_AMOUNT, s.text(win_group) if win_group >= 0 else s.pair_text, False))
        raw += _WAIT_AMOUNT
    items_sum = raw
    if open_pinfu_raise(raw, f.menzen):
        items.append(_OPEN_PINFU)
        raw = 30
    fu = round_fu(raw)
    items.append(_ROUNDING[fu - raw])
    return tuple(items), fu, items_sum


def round_fu(raw: int) -> int:
    """Fu of a standard reading from the sum of its items: rounded up to the
    next 10 (RULES.md §3; seed 000 符: 切り上げ). ``round_fu(32) == 40``,
    ``round_fu(30) == 30``. The open hand of 20 is raised to 30 before this
    (`reading_fu`)."""
    return -(-raw // 10) * 10


def open_pinfu_raise(items_sum: int, menzen: bool) -> bool:
    """Whether a standard reading whose fu items sum to `items_sum` (base
    included) is raised to 30: an open hand of 20 fu (RULES.md §3; seed 000
    符: 副露の平和形は30符)."""
    return items_sum == 20 and not menzen


def standard_fu(items_sum: int, menzen: bool) -> int:
    """Fu of a standard reading whose fu items (base included, the
    open-pinfu raise and rounding excluded) sum to `items_sum`, as
    `reading_fu` counts them (RULES.md §3): an open hand of 20 counts 30,
    then round up to 10. For "what if" arithmetic on a breakdown (the quiz
    diagnosis)."""
    return round_fu(30 if open_pinfu_raise(items_sum, menzen) else items_sum)


_CHIITOITSU = (FuItem("chiitoitsu", 25),)
_BASE = FuItem("base", 20)
_CLOSED_RON = FuItem("closed_ron", 10)
_TSUMO = FuItem("tsumo", 2)
_OPEN_PINFU = FuItem("open_pinfu", 10)
_ROUNDING = tuple(FuItem("rounding", n) for n in range(10))
#: a North pair where North is a yakuhai (three players, `yakuhai_north`)
_PAIR_NORTH = FuItem("pair_north", 2, "44z")
_WAIT_FU = {"kanchan": "wait_kanchan", "penchan": "wait_penchan", "tanki": "wait_tanki"}
_WAIT_AMOUNT = 2
#: (shape, concealed, terminal or honor) -> (fu id, fu), from `group_fu`
_GROUP_FU = {(shape, concealed, yaochuu): group_fu(shape, 0 if yaochuu else 1, concealed)
             for shape in (TRIPLET, QUAD) for concealed in (False, True) for yaochuu in (False, True)}
_ITEMS: dict[tuple, FuItem] = {}
#: The items whose amount does not depend on tiles, by id.
_FIXED = {i.id: i.fu for i in (_BASE, _CLOSED_RON, _TSUMO, _OPEN_PINFU, _CHIITOITSU[0])}
_FIXED.update({fid: _WAIT_AMOUNT for fid in _WAIT_FU.values()})


def fixed_item_fu(fid: str) -> int:
    """The amount of a fu item that does not depend on tiles: ``base``,
    ``closed_ron``, ``tsumo``, ``open_pinfu``, ``chiitoitsu`` and the
    ``wait_*`` items (RULES.md §3), as `reading_fu` gives them; for "what if
    this item were counted" arithmetic.

    Raises:
        KeyError: `fid` is not such an item (triplets: `group_fu`; pairs:
            `pair_fu_of`).
    """
    return _FIXED[fid]


def fu_item(fid: str, amount: int, tiles: str, completed_by_ron: bool) -> FuItem:
    """The shared `FuItem` value for these fields (fu items are immutable
    values that recur across hands; sharing saves building them)."""
    key = (fid, amount, tiles, completed_by_ron)
    item = _ITEMS.get(key)
    if item is None:
        if len(_ITEMS) > 20000:
            _ITEMS.clear()
        item = _ITEMS[key] = FuItem(fid, amount, tiles, completed_by_ron)
    return item


#: the item of a concealed triplet without red fives, by (kind, completed by ron)
_PLAIN_TRIPLET = {(k, ron): FuItem(*_GROUP_FU[TRIPLET, not ron, is_yaochuu(k)], PLAIN_TEXT[TRIPLET, k], ron)
                  for k in range(34) for ron in (False, True)}
