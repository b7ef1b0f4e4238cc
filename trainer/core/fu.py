"""Fu of a reading (RULES.md §3; seed 000, page 符).

Standard hands: 20 base, +10 closed ron, +2 tsumo (not for pinfu tsumo; on
rinshan only under `rinshan_tsumo_fu`), meld fu (triplet open 2 / closed 4,
quad open 8 / closed 16, doubled for terminals and honors), pair fu (dragon,
seat wind, round wind: 2 each; a double wind pair `double_wind_pair_fu`),
wait fu (kanchan, penchan, tanki: 2), then round up to 10; an open hand that
would have 20 fu gets 30. Seven pairs: 25 flat. Thirteen orphans: 0.
"""

from __future__ import annotations

from .readings import QUAD, SEQUENCE, Reading
from .result import FuItem
from .tiles import DRAGON_KINDS, TERMINAL_OR_HONOR, format_kinds, is_yaochuu
from .yaku import HandFacts


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
    """Fu of the pair: dragon 2; seat or round wind 2; both `double_wind_pair_fu`.
    `tiles` is the pair as held (mpsz); defaults to the plain kind twice."""
    return pair_fu_of(pair, f.seat, f.round, f.rules.double_wind_pair_fu, tiles)


def pair_fu_of(pair: int, seat: int, rnd: int, double_wind_fu: int, tiles: str = "") -> FuItem | None:
    """`pair_fu` from its parts: the pair kind, the seat and round wind
    kinds (27..30), the fu of a double wind pair (RULES.md §3: 2 or 4).
    None when the pair earns no fu."""
    if pair < 27:
        return None
    tiles = tiles or format_kinds((pair, pair))
    if pair in DRAGON_KINDS:
        return _item("pair_dragon", 2, tiles, False)
    if pair == seat and pair == rnd:
        return _item("pair_double_wind", double_wind_fu, tiles, False)
    if pair == seat:
        return _item("pair_seat_wind", 2, tiles, False)
    if pair == rnd:
        return _item("pair_round_wind", 2, tiles, False)
    return None


def reading_fu(r: Reading, f: HandFacts, pinfu: bool) -> tuple[tuple[FuItem, ...], int, int]:
    """Fu items of one reading, the raw sum and the rounded fu.

    Args:
        r: the reading; f: the hand's facts; pinfu: whether pinfu counts in
            this reading (a pinfu tsumo earns no tsumo fu).

    Returns:
        ``(items, raw, fu)``. For a standard hand the last item is
        ``rounding`` (0 when the sum is already a multiple of 10).
    """
    if r.shape == "chiitoitsu":
        return _CHIITOITSU, 25, 25
    if r.shape == "kokushi":
        return (), 0, 0
    ctx = f.ctx
    items = [_BASE]
    raw = 20
    if f.menzen and not ctx.tsumo:
        items.append(_CLOSED_RON)
        raw += 10
    if ctx.tsumo and not pinfu and (f.rules.rinshan_tsumo_fu or not ctx.rinshan):
        items.append(_TSUMO)
        raw += 2
    win_group = r.win_group
    for i, g in enumerate(r.groups):
        if g.shape == SEQUENCE:
            continue
        fid, amount = _GROUP_FU[g.shape, g.concealed, g.first in TERMINAL_OR_HONOR]
        ron_done = i == win_group and g.meld is None and not g.concealed
        items.append(_item(fid, amount, g.tiles, ron_done))
        raw += amount
    pair = r.pair
    if pair >= 27:
        p = pair_fu(pair, f, r.pair_tiles)
        if p:
            items.append(p)
            raw += p.fu
    if r.wait in _WAIT_FU:
        tiles = r.groups[win_group].tiles if win_group >= 0 else (r.pair_tiles or format_kinds((pair, pair)))
        items.append(_item(_WAIT_FU[r.wait], _WAIT_AMOUNT, tiles, False))
        raw += _WAIT_AMOUNT
    if open_pinfu_raise(raw, f.menzen):
        items.append(_OPEN_PINFU)
        raw = 30
    fu = round_fu(raw)
    items.append(_ROUNDING[fu - raw])
    return tuple(items), raw, fu


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
_WAIT_FU = {"kanchan": "wait_kanchan", "penchan": "wait_penchan", "tanki": "wait_tanki"}
_WAIT_AMOUNT = 2
#: (shape, concealed, terminal or honor) -> (fu id, fu), from `group_fu`.
_GROUP_FU = {(shape, concealed, yaochuu): group_fu(shape, 0 if yaochuu else 1, concealed)
             for shape in ("triplet", QUAD) for concealed in (False, True) for yaochuu in (False, True)}
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


def _item(fid: str, amount: int, tiles: str, ron_done: bool) -> FuItem:
    """The shared `FuItem` value for these fields (fu items are immutable
    values that recur across hands; sharing saves building them)."""
    key = (fid, amount, tiles, ron_done)
    item = _ITEMS.get(key)
    if item is None:
        if len(_ITEMS) > 20000:
            _ITEMS.clear()
        item = _ITEMS[key] = FuItem(fid, amount, tiles, ron_done)
    return item
