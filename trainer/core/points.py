"""Limits, base points and payments (RULES.md §4).

Base = fu × 2^(han+2), capped at mangan (2000). Limits: mangan 2000 (5 han,
or a base that reaches 2000), haneman 3000 (6–7), baiman 4000 (8–10),
sanbaiman 6000 (11–12), kazoe (13+ without yakuman, per the `kazoe`
option), yakuman 8000 × multiplier; `kiriage` pays 4 han 30 fu and 3 han
60 fu as mangan. Ron: 4 × base (dealer 6 ×); tsumo: dealer pays 2 × base and
the others 1 × (a dealer winner gets 2 × base from each); every payment
rounds up to 100. Honba: `honba_value` per counter on a ron, a third of it
from each payer on a tsumo. Riichi sticks: 1000 each to the winner.
"""

from __future__ import annotations

from .result import Points
from .rules import RuleSet

LIMIT_BASE = {
    "mangan": 2000,
    "haneman": 3000,
    "baiman": 4000,
    "sanbaiman": 6000,
    "kazoe_yakuman": 8000,
    "yakuman": 8000,
}


def _ceil100(x: int) -> int:
    return -(-x // 100) * 100


def base_points(han: int, fu: int, yakuman: int, rules: RuleSet) -> tuple[int, str | None, bool]:
    """Base points, limit name and whether kiriage applied.

    Args:
        han: han including dora (ignored for a yakuman).
        fu: rounded fu.
        yakuman: yakuman multiplier (0 for none).

    Returns:
        ``(base, limit, kiriage)``: base in points (mangan 2000, …,
        yakuman 8000 × multiplier), limit None or one of
        ``mangan haneman baiman sanbaiman kazoe_yakuman yakuman``.
    """
    if yakuman:
        return 8000 * yakuman, "yakuman", False
    if han >= 13:
        if rules.kazoe == "sanbaiman":
            return 6000, "sanbaiman", False
        mult = han // 13 if rules.kazoe == "no_limit" else 1
        return 8000 * mult, "kazoe_yakuman", False
    if han >= 11:
        return 6000, "sanbaiman", False
    if han >= 8:
        return 4000, "baiman", False
    if han >= 6:
        return 3000, "haneman", False
    if han >= 5:
        return 2000, "mangan", False
    base = unlimited_base(han, fu)
    if base >= 2000:
        return 2000, "mangan", False
    if rules.kiriage and (han, fu) in ((4, 30), (3, 60)):
        return 2000, "mangan", True
    return base, None, False


def unlimited_base(han: int, fu: int) -> int:
    """fu × 2^(han+2) in points, before any limit (RULES.md §4): what a
    hand would pay without the mangan cap (`base_points` caps it); for
    "what if" arithmetic."""
    return fu * 2 ** (han + 2)


def winner_total(base: int, dealer: bool, tsumo: bool) -> int:
    """What the winner receives in points before honba and riichi sticks:
    `payments(base, dealer, tsumo, 0, 0, rules).total` without building the
    `Points` (used to compare readings)."""
    if not tsumo:
        return -(-base * (6 if dealer else 4) // 100) * 100
    if dealer:
        return 3 * (-(-2 * base // 100) * 100)
    return -(-2 * base // 100) * 100 + 2 * (-(-base // 100) * 100)


def payments(base: int, dealer: bool, tsumo: bool, honba: int, sticks: int,
             rules: RuleSet) -> Points:
    """Who pays what, in points, for a four-player table.

    Args:
        base: base points from `base_points`.
        dealer: the winner is the dealer.
        tsumo: self-drawn win (else ron).
        honba: counters on the table; sticks: riichi sticks collected.

    Returns:
        `Points`; ron: the discarder pays `ron` (honba included); tsumo:
        `dealer_pays` (None when the winner is the dealer) and
        `non_dealer_pays`, each with its honba share. The same arguments
        give the same shared value (payments recur across hands).
    """
    key = (base, bool(dealer), bool(tsumo), honba, sticks, rules.honba_value)
    points = _SHARED.get(key)
    if points is None:
        if len(_SHARED) > 20000:
            _SHARED.clear()
        points = _SHARED[key] = _payments(base, dealer, tsumo, honba, sticks, rules)
    return points


#: `payments` by its arguments (the rule set by its honba value)
_SHARED: dict[tuple, Points] = {}


def _payments(base: int, dealer: bool, tsumo: bool, honba: int, sticks: int, rules: RuleSet) -> Points:
    sticks_bonus = 1000 * sticks
    if not tsumo:
        honba_bonus = rules.honba_value * honba
        ron = _ceil100(base * (6 if dealer else 4)) + honba_bonus
        return Points(False, ron + sticks_bonus, ron, None, None, honba_bonus, sticks_bonus, base)
    per_payer_honba = rules.honba_value // 3 * honba
    honba_bonus = per_payer_honba * 3
    if dealer:
        each = _ceil100(2 * base) + per_payer_honba
        return Points(True, 3 * each + sticks_bonus, None, None, each, honba_bonus, sticks_bonus, base)
    dealer_pays = _ceil100(2 * base) + per_payer_honba
    other = _ceil100(base) + per_payer_honba
    return Points(True, dealer_pays + 2 * other + sticks_bonus, None, dealer_pays, other, honba_bonus,
                  sticks_bonus, base)
