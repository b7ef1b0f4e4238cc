"""The six common fu shapes: the fu a hand almost always has, read off its shape.

A player at the table rarely adds fu item by item: the shape of the hand
tells the fu almost every time (RULES.md §3, seed ``000_…``'s fu page; the
shortcut as teachers give it):

- ``chiitoitsu`` — seven pairs: 25 fu, always;
- ``pinfu_ron`` — pinfu won by ron: 30 fu (20 + 10 for the closed ron), always;
- ``pinfu_tsumo`` — pinfu won by tsumo: 20 fu, always (no tsumo fu);
- ``closed_ron`` — any other closed hand won by ron: 40 fu;
- ``closed_tsumo`` — any other closed hand won by tsumo: 30 fu;
- ``open`` — an open hand (not all triplets): 30 fu;
- ``open_toitoi`` — an open hand of four triplets or kans: 40 fu.

The last four are "almost always": `EXCEPTIONS` names what pushes a hand off
its row (a closed triplet or kan of terminals or honors, any kan, several
terminal or honor triplets, an open toitoi of called simples only). Which
shape a hand has is read off the core's `ScoreResult` (its reading's shape,
its yaku) and the hand (open or closed) and the win (ron or tsumo); nothing
is recomputed.
"""

from __future__ import annotations

from ..core.hand import Hand, WinContext
from ..core.result import ScoreResult

#: Shape id → the fu it almost always has (module docstring).
SHAPE_FU: dict[str, int] = {"chiitoitsu": 25, "pinfu_ron": 30, "pinfu_tsumo": 20, "closed_ron": 40,
                            "closed_tsumo": 30, "open": 30, "open_toitoi": 40}
#: The shapes whose fu is fixed by the rules (no exception exists).
ALWAYS = frozenset(("chiitoitsu", "pinfu_ron", "pinfu_tsumo"))
#: Shape id → what can put a hand of that shape on another row (ids, translated at the UI edge).
EXCEPTIONS: dict[str, tuple[str, ...]] = {
    "chiitoitsu": (), "pinfu_ron": (), "pinfu_tsumo": (),
    "closed_ron": ("closed_yaochuu_triplet", "kan"),
    "closed_tsumo": ("closed_yaochuu_triplet", "kan"),
    "open": ("yaochuu_triplets", "kan"),
    "open_toitoi": ("simple_triplets_only", "yaochuu_triplets", "kan"),
}


def fu_shape(hand: Hand, ctx: WinContext, result: ScoreResult) -> str | None:
    """Which of the six shapes a scored hand is (an id of `SHAPE_FU`), or
    None for a hand outside them (thirteen orphans, a yakuman, which has no
    fu to speak of).

    `result` is the core's `ScoreResult` for `hand` and `ctx`; the shape is
    the chosen reading's (a hand read as both seven pairs and a standard
    hand takes the reading the core chose).
    """
    if result.yakuman:
        return None
    shape = result.chosen.reading.shape
    if shape == "chiitoitsu":
        return "chiitoitsu"
    if shape != "standard":
        return None
    if not hand.is_closed:
        # four triplets or kans: the hand has toitoi (RULES.md §2)
        return "open_toitoi" if any(y.id == "toitoi" for y in result.yaku) else "open"
    if any(y.id == "pinfu" for y in result.yaku):
        return "pinfu_tsumo" if ctx.tsumo else "pinfu_ron"
    return "closed_tsumo" if ctx.tsumo else "closed_ron"


def shape_holds(hand: Hand, ctx: WinContext, result: ScoreResult) -> bool:
    """The hand is one of the six shapes and has exactly that shape's fu
    (the shortcut gives the right answer for it)."""
    s = fu_shape(hand, ctx, result)
    return s is not None and SHAPE_FU[s] == result.fu
