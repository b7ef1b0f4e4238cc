"""What one win is worth, from the scoring core (issue 12 §1: "payments come
from the core's points").

Every value comes to a `Value`: the core's base points (RULES.md §4) with
the han, fu and limit it reads as. A whole hand is scored by
`trainer.core.score` with the seat and round wind the table gives; han and
fu go through the core's `points.base_points`; called points are matched
against the core's `points.payments` over every value a hand can have
(`ladder`). The payments themselves — ron, tsumo shares, honba — always
come from `points.payments`; nothing here restates the payment table.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache

from trainer.core import HandError, RuleSet, hand_from_json, score
from trainer.core.points import base_points, payments
from trainer.core.yaku import max_yakuman

from .errors import TableError
from .events import Called, HandValue, HanFu

WINDS = ("E", "S", "W", "N")


@dataclass(frozen=True, slots=True)
class Value:
    """One winner's hand value, as the table needs it.

    Attributes:
        base: base points (fu × 2^(han+2), or the limit's base: mangan
            2,000 … yakuman 8,000 × multiplier).
        han: han including dora (13 × multiplier for a yakuman; 0 when
            only the called points are known and no han reads as them).
        fu: rounded fu (0 when it does not matter: limits, called values).
        yakuman: yakuman multiplier (0 for none).
        limit: None or ``mangan haneman baiman sanbaiman kazoe_yakuman
            yakuman`` (the core's names).
        yaku: the yaku ids of a scored hand, in the core's order (empty
            for a quick entry).
        pao_base: base points of the part the liable player answers for
            (the pao yakuman alone; 0 when no pao applies).
    """

    base: int
    han: int
    fu: int
    yakuman: int
    limit: str | None
    yaku: tuple[str, ...] = ()
    pao_base: int = 0


def seat_wind(seat: int, dealer: int, players: int = 4) -> str:
    """The seat wind of `seat` when `dealer` deals: ``"E"`` for the dealer,
    then ``"S"``, ``"W"``, ``"N"`` counter-clockwise (seat order; with
    three `players` nobody sits North)."""
    return WINDS[(seat - dealer) % players]


@lru_cache(maxsize=4096)
def _score_hand(text: str, seat: str, round_wind: str, tsumo: bool, rules: RuleSet):
    """(base, han, fu, yakuman, limit, yaku ((id, han), …)) of a hand, or
    the core's HandError; kept, since a corrected game rescores the same
    hands."""
    hand = json.loads(text)
    hand.update(seat_wind=seat, round_wind=round_wind, tsumo=tsumo, honba=0, riichi_sticks=0)
    hand.pop("rules", None)
    try:
        h, ctx, _ = hand_from_json(hand)
        r = score(h, ctx, rules)
    except HandError as e:
        return e
    return (r.points.base, r.han, r.fu, r.yakuman, r.limit, tuple((y.id, y.han) for y in r.yaku))


def hand_value(value: HandValue, winner: int, dealer: int, round_wind: str, tsumo: bool, rules: RuleSet,
               pao_yakuman: frozenset | None = None, pao_id: str | None = None) -> Value:
    """Score a whole hand for `winner` (seat wind from `dealer`).

    Args:
        pao_yakuman: when a liable player is named, the yakuman ids the
            table rules allow pao for; `pao_id` the one fed (None: the
            first of them the hand scores).

    Raises:
        TableError: ``bad_hand`` (the core refused it: args seat and the
            core's error — code, message, detail, tiles, field, hand_args),
            ``bad_win`` (pao named but the hand has no such
            yakuman).
    """
    got = _score_hand(value.hand, seat_wind(winner, dealer, rules.players), round_wind, tsumo, rules)
    if isinstance(got, HandError):
        raise TableError("bad_hand", f"seat {winner}'s hand: {got.message}", seat=winner, code=got.code,
                         message=got.message, detail=got.detail, tiles=got.tiles, field=got.field,
                         hand_args=dict(got.args_))
    base, han, fu, yakuman, limit, yaku = got
    pao_base = 0
    if pao_yakuman is not None:
        fed = [(y, h) for y, h in yaku if y in pao_yakuman and (pao_id is None or y == pao_id)]
        if not fed:
            want = pao_id or " or ".join(sorted(pao_yakuman)) or "a pao yakuman"
            raise TableError("bad_win", f"seat {winner}'s hand has no {want}: no one is liable for it",
                             why="no_pao_yakuman", seat=winner)
        pao_base = base_points(0, 0, fed[0][1] // 13, rules)[0]
    return Value(base, han, fu, yakuman, limit, tuple(y for y, _ in yaku), pao_base)


def han_fu_value(value: HanFu, rules: RuleSet, pao_multiplier: int | None = None) -> Value:
    """The value of han and fu (or a yakuman count) under `rules`.

    Raises:
        TableError(bad_value): 1 han with fewer than 30 fu (no hand has it).
    """
    if not value.yakuman and value.han == 1 and value.fu < 30:
        raise TableError("bad_value", f"1 han {value.fu} fu does not exist (1 han needs 30 fu or more)",
                         why="no_such_value", han=value.han, fu=value.fu)
    base, limit, _ = base_points(value.han, value.fu, value.yakuman, rules)
    pao_base = base_points(0, 0, pao_multiplier, rules)[0] if pao_multiplier else 0
    han = 13 * value.yakuman if value.yakuman else value.han
    return Value(base, han, 0 if limit else value.fu, value.yakuman, limit, (), min(pao_base, base))


@dataclass(frozen=True, slots=True)
class Rung:
    """One value a hand can have, cheapest first in `ladder`.

    Attributes:
        han, fu: as said (fu 0 for limits); yakuman: multiplier or 0.
        base: base points; limit: None or the core's limit name.
    """

    han: int
    fu: int
    yakuman: int
    base: int
    limit: str | None


@lru_cache(maxsize=32)
def ladder(rules: RuleSet) -> tuple[Rung, ...]:
    """Every distinct hand value under `rules`, by base points then han:
    1–4 han at each fu from 20 to 110 (1 han from 30), the limits
    (5, 6, 8, 11, 13 han) and 1 to `max_yakuman(rules)` yakuman. Where two han/fu pairs have
    the same base the one with fewer han comes first."""
    out: dict[int, Rung] = {}
    for han in range(1, 5):
        for fu in (20, 25, *range(30, 120, 10)):
            if han == 1 and fu < 30:
                continue
            base, limit, _ = base_points(han, fu, 0, rules)
            out.setdefault(base, Rung(han, 0 if limit else fu, 0, base, limit))
    for han in (5, 6, 8, 11, 13):
        base, limit, _ = base_points(han, 0, 0, rules)
        out.setdefault(base, Rung(han, 0, 0, base, limit))
    for n in range(1, max_yakuman(rules) + 1):  # none the rules cannot score (EMA: one yakuman at most)
        base, limit, _ = base_points(0, 0, n, rules)
        if base not in out or out[base].yakuman == 0 and limit == "yakuman":
            out[base] = Rung(13 * n, 0, n, base, limit)
    return tuple(sorted(out.values(), key=lambda r: r.base))


def called_value(value: Called, dealer: bool, tsumo: bool, rules: RuleSet) -> Value:
    """The value that pays exactly the called points (honba and sticks
    aside), found over `ladder` with the core's `payments`.

    Raises:
        TableError(bad_value): no hand pays that (e.g. a non-dealer ron of
            4,100, or "2,000–4,000" for a dealer), or a ron value on a tsumo.
    """
    if (value.ron is not None) == tsumo:
        raise TableError("bad_value", "called points are a ron's but the win is a tsumo" if tsumo else
                         "called points are a tsumo's but the win is a ron", why="ron_tsumo_mismatch")
    for rung in ladder(rules):
        p = payments(rung.base, dealer, tsumo, 0, 0, rules)
        if tsumo:
            if p.non_dealer_pays == value.non_dealer_pays and p.dealer_pays == value.dealer_pays:
                return Value(rung.base, rung.han, rung.fu, rung.yakuman, rung.limit)
        elif p.ron == value.ron:
            return Value(rung.base, rung.han, rung.fu, rung.yakuman, rung.limit)
    said = (f"ron {value.ron}" if not tsumo else
            f"{value.non_dealer_pays} all" if value.dealer_pays is None else
            f"{value.non_dealer_pays}-{value.dealer_pays}")
    who = "dealer" if dealer else "non-dealer"
    raise TableError("bad_value", f"no hand pays a {who} {said}", why="no_such_payment", said=said, dealer=dealer)


def value_of(claim_value, winner: int, dealer: int, round_wind: str, tsumo: bool, rules: RuleSet,
             pao_yakuman: frozenset | None = None, pao_id: str | None = None,
             pao_multiplier: int = 1) -> Value:
    """The `Value` of any claim value (`HandValue`, `HanFu`, `Called`) for
    `winner`; `pao_yakuman` is given only when a liable player is named.
    Raises `TableError` as the three functions above do."""
    if isinstance(claim_value, HandValue):
        return hand_value(claim_value, winner, dealer, round_wind, tsumo, rules, pao_yakuman, pao_id)
    if isinstance(claim_value, HanFu):
        return han_fu_value(claim_value, rules, pao_multiplier if pao_yakuman is not None else None)
    v = called_value(claim_value, winner == dealer, tsumo, rules)
    if pao_yakuman is not None:
        pao_base = base_points(0, 0, pao_multiplier, rules)[0]
        v = Value(v.base, v.han, v.fu, v.yakuman, v.limit, (), min(pao_base, v.base))
    return v
