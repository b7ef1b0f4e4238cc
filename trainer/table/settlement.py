"""The end of a game: leftover sticks, places, uma and oka (TABLE_RULES.md §7.1).

Final result per seat = ``(final score − return_points) / 1000 + uma[place]``
(three or four seats: one uma value per place),
plus oka for 1st, plus end-of-game penalties (chombo, §7.8, after uma).
With ``ties="seat_order"`` equal scores are ordered by the East-1 seat
order [TH-R; LOGS]; with ``"share"`` tied players average the uma and oka
of the places they hold [WRC-W; ML-W]. ``final_rounding="nearest_1000"``
rounds each non-top result to a whole thousand (a remainder of exactly 500
up, toward +∞; below 0 points, down) and gives 1st place what makes the results sum to zero (Tenhou logs up to
2019, §7.1).
"""

from __future__ import annotations

from fractions import Fraction

from .rules import TableRules
from .state import Final, Payment, TableState


def _place_order(scores) -> list[int]:
    """Seats from 1st to last: higher score first, equal scores by seat."""
    return sorted(range(len(scores)), key=lambda s: (-scores[s], s))


def _leftover(state: TableState, rules: TableRules) -> tuple[Payment, ...]:
    """Payments of the sticks still on the table (none when lost)."""
    if not state.sticks or rules.leftover_sticks == "lost":
        return ()
    amount = 1000 * state.sticks
    top = max(state.scores)
    firsts = [s for s in range(state.players) if state.scores[s] == top] if rules.ties == "share" else \
        [_place_order(state.scores)[0]]
    # shared among players tied for 1st, in 100s; the remainder by seat order
    share = amount // len(firsts) // 100 * 100
    rest = amount - share * len(firsts)
    out = []
    for i, seat in enumerate(firsts):
        got = share + (rest if i == 0 else 0)
        out.append(Payment("leftover_sticks", None, seat, got, args=(("count", state.sticks),)))
    return tuple(out)


def _round_tenhou(x: Fraction, score: int) -> Fraction:
    """To a whole number as Tenhou rounds a final result (TABLE_RULES.md
    §7.1, corrected on 54 rounded results of real games): exactly .5 rounds
    up, toward +∞ (38,500 → +9, 7,500 → −22, 25,500 → −4), except for a
    final score below 0, where it rounds down (−7,500 → −38, the one bust
    seen)."""
    if score < 0 and x.denominator == 2:
        return Fraction(x.__floor__())
    return Fraction((x + Fraction(1, 2)).__floor__())


def settle(state: TableState, rules: TableRules, reason: str) -> Final:
    """The `Final` of a game that ends in `state` for `reason` (see
    `Final.reason`). Pure: `state` is not changed."""
    leftover = _leftover(state, rules)
    scores = list(state.scores)
    for p in leftover:
        scores[p.payee] += p.amount
    order = _place_order(scores)
    n = len(scores)
    places = [0] * n
    for i, s in enumerate(order):
        places[s] = i + 1
    uma = [Fraction(rules.uma[places[s] - 1]) for s in range(n)]
    oka = [Fraction(rules.oka if places[s] == 1 else 0) for s in range(n)]
    if rules.ties == "share":
        for s in range(n):
            group = [t for t in range(n) if scores[t] == scores[s]]
            if len(group) > 1:
                uma[s] = Fraction(sum(rules.uma[places[t] - 1] for t in group), len(group))
                oka[s] = Fraction(sum(rules.oka for t in group if places[t] == 1), len(group))
    raw = [Fraction(scores[s] - rules.return_points, 1000) for s in range(n)]
    if rules.final_rounding == "nearest_1000":
        result = [_round_tenhou(raw[s], scores[s]) + uma[s] + oka[s] for s in range(n)]
        top = order[0]
        result[top] = -sum(result[s] for s in range(n) if s != top)
    else:
        result = [raw[s] + uma[s] + oka[s] for s in range(n)]
    penalties = [Fraction(p, 1000) for p in state.penalties]
    points = [result[s] + penalties[s] for s in range(n)]

    def tenths(values):
        return tuple(round(float(v), 1) + 0.0 for v in values)

    return Final(reason=reason, scores=tuple(scores), leftover=leftover, places=tuple(places), uma=tenths(uma),
                 oka=tenths(oka), penalties=tenths(penalties), points=tenths(points))
