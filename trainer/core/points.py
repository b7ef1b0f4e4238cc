"""Limits, base points and payments (RULES.md §4).

Base = fu × 2^(han+2), capped at mangan (2000). Limits: mangan 2000 (5 han,
or a base that reaches 2000), haneman 3000 (6–7), baiman 4000 (8–10),
sanbaiman 6000 (11–12), kazoe (13+ without yakuman, per the `kazoe`
option), yakuman 8000 × multiplier; `kiriage` pays 4 han 30 fu and 3 han
60 fu as mangan. Ron: 4 × base (dealer 6 ×); tsumo: dealer pays 2 × base and
the others 1 × (a dealer winner gets 2 × base from each); every payment
rounds up to 100. Honba: `honba_value` per counter on a ron, a third of it
from each payer on a tsumo. Riichi sticks: 1000 each to the winner.
Three players (TABLE_RULES.md §8): two payers on a tsumo, each paying a half
of `honba_value` per counter, and North's share dropped or split
(`tsumo_payment`).
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
    """Who pays what, in points, with four players or three (RULES.md §4,
    TABLE_RULES.md §8).

    Args:
        base: base points from `base_points`.
        dealer: the winner is the dealer.
        tsumo: self-drawn win (else ron).
        honba: counters on the table; sticks: riichi sticks collected.
        rules: the `RuleSet`: `players`, `honba_value`, `tsumo_payment`.

    Returns:
        `Points`; ron: the discarder pays `ron` (honba included:
        `honba_value` per counter, 300 or 200); tsumo: `dealer_pays` (None
        when the winner is the dealer) and `non_dealer_pays`, each with its
        honba share (`honba_value` / payers per counter). With three
        players there are two payers and `north_share` is what North would
        have paid: dropped (``loss``), or split (`_three_player_tsumo`).
        The same arguments give the same shared value (payments recur
        across hands).
    """
    key = (base, bool(dealer), bool(tsumo), honba, sticks, rules.honba_value, rules.players, rules.tsumo_payment)
    points = _SHARED.get(key)
    if points is None:
        if len(_SHARED) > 20000:
            _SHARED.clear()
        points = _SHARED[key] = _payments(base, dealer, tsumo, honba, sticks, rules)
    return points


#: `payments` by its arguments (the rule set by its payment options)
_SHARED: dict[tuple, Points] = {}


def _payments(base: int, dealer: bool, tsumo: bool, honba: int, sticks: int, rules: RuleSet) -> Points:
    sticks_bonus = 1000 * sticks
    if not tsumo:
        honba_bonus = rules.honba_value * honba
        ron = _ceil100(base * (6 if dealer else 4)) + honba_bonus
        return Points(False, ron + sticks_bonus, ron, None, None, honba_bonus, sticks_bonus, base)
    payers = rules.players - 1
    per_payer_honba = rules.honba_value // payers * honba
    honba_bonus = per_payer_honba * payers
    # the four-player shares: the dealer pays 2 × base, a non-dealer 1 × base
    # (a dealer winner: 2 × base from each)
    dealer_share = _ceil100(2 * base)
    other = dealer_share if dealer else _ceil100(base)
    north, how = 0, ""
    if payers == 2:
        how = rules.tsumo_payment
        north = other  # North is a non-dealer
        dealer_share, other = _three_player_tsumo(base, dealer, dealer_share, other, rules.tsumo_payment)
    other += per_payer_honba
    if dealer:
        return Points(True, payers * other + sticks_bonus, None, None, other, honba_bonus, sticks_bonus, base,
                      north, how)
    dealer_pays = dealer_share + per_payer_honba
    return Points(True, dealer_pays + (payers - 1) * other + sticks_bonus, None, dealer_pays, other, honba_bonus,
                  sticks_bonus, base, north, how)


def _three_player_tsumo(base: int, dealer: bool, dealer_share: int, other: int, how: str) -> tuple[int, int]:
    """The two payers' shares of a three-player tsumo before honba,
    ``(dealer's, each non-dealer's)`` (for a dealer winner both are what
    each non-dealer pays), from the four-player shares (TABLE_RULES.md §8
    "tsumo"; ja.wikipedia 三人麻雀 "ツモとロンの差"):

    - ``loss`` (ツモ損, Tenhou, Mahjong Soul ranked): the four-player
      shares; North's is not paid (non-dealer mangan 4,000 + 2,000).
    - ``north_bisection`` (北家折半): each payer adds half of North's
      share, rounded up to 100 (non-dealer mangan 5,000 + 3,000; dealer
      mangan 6,000 each).
    - ``full_split`` (丸取り): the ron value, split 2:1 between the dealer
      and the non-dealer (the non-dealer pays a third rounded up to 100,
      the dealer the rest: mangan 5,300 + 2,700), or evenly between two
      non-dealers when the dealer wins (half rounded up to 100).
    """
    if how == "loss":
        return dealer_share, other
    if how == "north_bisection":
        half = _ceil100(-(-other // 2))
        return dealer_share + half, other + half
    ron = _ceil100(base * (6 if dealer else 4))
    if dealer:
        each = _ceil100(-(-ron // 2))
        return each, each
    third = _ceil100(-(-ron // 3))
    return ron - third, third
