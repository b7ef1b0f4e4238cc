"""A win's payment as players call it ("Ron, 8,000", "2,000–4,000",
"4,000 all"; ロン 8000点 / 2000・4000 / 4000オール): the numbers, from the core's
`points.payments`; the words are the UI's (`ui/table/wording.py`).
"""

from __future__ import annotations

from trainer.core import RuleSet
from trainer.core.points import payments

from .state import Announcement
from .values import Value


def announcement(value: Value, dealer: bool, tsumo: bool, honba: int, rules: RuleSet) -> Announcement:
    """What the winner calls for `value`: the bare payments and the same
    with `honba` counters (riichi sticks are never called).

    Args:
        value: the hand's `Value`; dealer: the winner deals; tsumo: self-drawn.
        honba: counters the winner collects; rules: the scoring rules
            (honba value).
    """
    bare = payments(value.base, dealer, tsumo, 0, 0, rules)
    with_honba = payments(value.base, dealer, tsumo, honba, 0, rules)
    kind = "ron" if not tsumo else "tsumo_all" if dealer else "tsumo"
    return Announcement(
        kind=kind, ron=bare.ron, non_dealer=bare.non_dealer_pays, dealer=bare.dealer_pays, honba=honba,
        ron_with_honba=with_honba.ron, non_dealer_with_honba=with_honba.non_dealer_pays,
        dealer_with_honba=with_honba.dealer_pays, limit=value.limit, yakuman=value.yakuman, han=value.han,
        fu=value.fu,
    )
