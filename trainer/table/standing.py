"""Where each player stands: the gap to each rival and the smallest hand
that passes them in the next hand (issue 12 §5: "needs mangan by ron from
South, or haneman by tsumo").

For a player P behind a rival R by `gap` points, with the honba and riichi
sticks now on the table (P collects them on a win), three ways to pass R:

- ron from R (a direct hit): P gains the ron payment and the sticks, R
  loses the payment — the gap closes by twice the payment plus the sticks;
- ron from a third player: the gap closes by the payment plus the sticks;
- tsumo: P gains every share plus the sticks and R pays his share.

"Pass" means P ends above R, or level with R when the tie goes to P
(``ties="seat_order"`` and P sits earlier in the East-1 seat order). Every
payment comes from the core's `points.payments` over `values.ladder`; no
further riichi is assumed.
"""

from __future__ import annotations

from dataclasses import dataclass

from trainer.core import RuleSet
from trainer.core.points import payments

from .announce import announcement
from .rules import TableRules
from .state import Announcement, TableState
from .values import Rung, Value, ladder


@dataclass(frozen=True, slots=True)
class Need:
    """The smallest hand for one way of passing a rival.

    Attributes:
        way: ``"ron_from_rival"``, ``"ron_from_other"`` or ``"tsumo"``.
        rung: the `values.Rung` (han, fu, limit, yakuman) — the cheapest.
        announcement: its payments as called (`state.Announcement`, with
            the honba on the table).
    """

    way: str
    rung: Rung
    announcement: Announcement


@dataclass(frozen=True, slots=True)
class Chase:
    """One player against one rival.

    Attributes:
        seat, rival: seats. gap: rival's score minus the player's (≥ 0 when
            behind; the tie-break decides a gap of 0).
        behind: the player ranks below the rival now.
        needs: `Need` per way to pass (a way no hand reaches is left out;
            empty when not behind).
    """

    seat: int
    rival: int
    gap: int
    behind: bool
    needs: tuple[Need, ...]

    def need(self, way: str) -> Need | None:
        """The `Need` of one way, or None."""
        return next((n for n in self.needs if n.way == way), None)


def _passes(margin: int, seat: int, rival: int, rules: TableRules) -> bool:
    """After the hand the player is `margin` points above the rival."""
    return margin > 0 or (margin == 0 and rules.ties == "seat_order" and seat < rival)


def chase(state: TableState, seat: int, rival: int, table: TableRules, scoring: RuleSet) -> Chase:
    """The gap from `seat` to `rival` and the smallest hand for each way to
    pass (see the module docstring)."""
    gap = state.scores[rival] - state.scores[seat]
    behind = not _passes(-gap, seat, rival, table)
    if not behind:
        return Chase(seat, rival, gap, False, ())
    dealer = state.dealer
    is_dealer = seat == dealer
    sticks = 1000 * state.sticks
    found: dict[str, Need] = {}
    for rung in ladder(scoring):
        if len(found) == 3:
            break
        ron = payments(rung.base, is_dealer, False, state.honba, 0, scoring).ron
        tsumo = payments(rung.base, is_dealer, True, state.honba, 0, scoring)
        rival_share = (tsumo.dealer_pays if rival == dealer and tsumo.dealer_pays is not None
                       else tsumo.non_dealer_pays)
        gains = {
            "ron_from_rival": 2 * ron + sticks,
            "ron_from_other": ron + sticks,
            "tsumo": tsumo.total - tsumo.sticks_bonus + sticks + rival_share,
        }
        for way, gain in gains.items():
            if way not in found and _passes(gain - gap, seat, rival, table):
                value = Value(rung.base, rung.han, rung.fu, rung.yakuman, rung.limit)
                found[way] = Need(way, rung, announcement(value, is_dealer, way == "tsumo", state.honba, scoring))
    order = ("ron_from_rival", "ron_from_other", "tsumo")
    return Chase(seat, rival, gap, True, tuple(found[w] for w in order if w in found))


def standings(state: TableState, table: TableRules, scoring: RuleSet) -> dict[int, tuple[Chase, ...]]:
    """For every seat, a `Chase` against each other seat, the leader first
    (seats ranked by score, then seat order)."""
    seats = range(state.players)
    ranked = sorted(seats, key=lambda s: (-state.scores[s], s))
    return {seat: tuple(chase(state, seat, r, table, scoring) for r in ranked if r != seat) for seat in seats}
