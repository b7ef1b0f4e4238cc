"""The ledger: one event applied to a table state (issue 12 §1).

`apply(setup, state, event)` returns the next `TableState` and the
`Outcome` that explains it, or raises `TableError` when the event cannot
happen (the state is never changed: values are frozen). Hand values and
the payments of a win come from the scoring core (`values`, the core's
`points.payments`); what the ledger adds is only what belongs to the table
(TABLE_RULES.md §7): riichi deposits, honba and stick distribution, several
winners, pao splits, noten payments, nagashi mangan, abortive draws,
chombo, dealer rotation, the end of the game and the final settlement.

Three players (TABLE_RULES.md §8) go through the same code: the number of
seats is the table rules' `players` (the length of `TableState.scores`);
turn order, the payers of a tsumo, noten payments and the dealer's turn
follow it, and the core's `payments` (scoring rules with `players` 3)
gives the two payers' shares and the honba per payer.

Invariant (checked by a property test): after every event the scores
plus 1,000 per stick on the table equal the starting total; end-of-game
penalties are kept apart in `TableState.penalties`.
"""

from __future__ import annotations

from dataclasses import fields

from trainer.core.points import base_points, payments

from .announce import announcement
from .errors import TableError
from .events import AbortiveDraw, Chombo, Claim, Draw, EndGame, Riichi, Setup, Win
from .rules import THREE_PLAYER_ABORTIVE, TableRules
from .settlement import settle
from .state import Outcome, Payment, TableState, WinDetail, deltas_of
from .values import Value, value_of


def start_state(setup: Setup) -> TableState:
    """East 1, 0 honba, no sticks, every score at the rules' start (one
    score per player of the table rules)."""
    n = setup.table_rules.players
    return TableState(scores=(setup.table_rules.start_points,) * n, riichi=(False,) * n, penalties=(0,) * n)


def turn_order(discarder: int, players: int = 4) -> tuple[int, ...]:
    """The other seats in turn order from `discarder`: his right-hand
    neighbour (shimocha) first, then across, then left (with three
    players: shimocha, then kamicha)."""
    return tuple((discarder + i) % players for i in range(1, players))


def ron_resolution(rules: TableRules, discarder: int, claimants) -> tuple[str, tuple[int, ...]]:
    """What the table rules make of ron claims on one discard (§7.6).

    Returns ``("win", seats)`` — the winners in turn order from the
    discarder —, ``("head_bump", (seat,))`` — only the nearest claimant
    wins — or ``("abortive", ())`` — a triple ron that aborts the hand.
    """
    seats = tuple(s for s in turn_order(discarder, rules.players) if s in set(claimants))
    if len(seats) == 3:
        if rules.triple_ron == "abortive":
            return "abortive", ()
        if rules.triple_ron == "head_bump":
            return "head_bump", seats[:1]
        return "win", seats
    if len(seats) == 2 and not rules.double_ron:
        return "head_bump", seats[:1]
    return "win", seats


_STATE_FIELDS = tuple(f.name for f in fields(TableState))
_STATE_FIELDS_SET = frozenset(_STATE_FIELDS)


def _with(state: TableState, **changes) -> TableState:
    """A copy of `state` with `changes` (field names of `TableState`; a
    typo raises TypeError as the constructor would). Built directly rather
    than through `dataclasses.replace` (2.5× slower), which took 60% of
    the time of every event (a long game's opening replays each)."""
    unknown = changes.keys() - _STATE_FIELDS_SET
    if unknown:
        raise TypeError(f"TableState has no field {sorted(unknown)[0]!r}")
    return TableState(*[changes[name] if name in changes else getattr(state, name) for name in _STATE_FIELDS])


def _moved(scores, payments_) -> tuple[int, ...]:
    d = deltas_of(payments_, len(scores))
    return tuple(s + x for s, x in zip(scores, d, strict=True))


def _check_open(state: TableState) -> None:
    if state.final is not None:
        raise TableError("game_over", "the game is over: no event may follow its end")


def apply(setup: Setup, state: TableState, event) -> tuple[TableState, Outcome]:
    """Apply one event; the new state and its explanation.

    Raises:
        TableError: ``game_over``, ``already_in_riichi``,
            ``riichi_without_points``, ``not_allowed`` (the rules forbid
            it: args rule), ``bad_win``, ``bad_hand``, ``bad_value``.
    """
    _check_open(state)
    rules = setup.table_rules
    _check_seats(event, state.players)
    if isinstance(event, Riichi):
        return _riichi(state, event, rules)
    if isinstance(event, Win):
        return _win(setup, state, event)
    if isinstance(event, Draw):
        return _draw(setup, state, event)
    if isinstance(event, AbortiveDraw):
        return _abortive(state, event, rules)
    if isinstance(event, Chombo):
        return _chombo(setup, state, event)
    if isinstance(event, EndGame):
        return _end(state, event, rules)
    raise TableError("bad_event", f"not an event: {type(event).__name__}", field="event", why="not_an_event")


def _check_seats(event, players: int) -> None:
    """Every seat an event names is at this table; a draw names each
    player's tenpai (TABLE_RULES.md §8: three seats with three players).

    Raises:
        TableError: ``bad_seat`` (args field, value), ``not_allowed``
            (``rule="players"``: three ron claims at a three-player table).
    """
    named: list[tuple[str, int | None]] = []
    if isinstance(event, (Riichi, Chombo)):
        named.append(("seat", event.seat))
    elif isinstance(event, Win):
        named.append(("discarder", event.discarder))
        for c in event.claims:
            named += [("winner", c.winner), ("pao", c.pao)]
    elif isinstance(event, Draw):
        if len(event.tenpai) != players:
            raise TableError("bad_seat", f"a draw at this table names {players} players' tenpai, not "
                             f"{len(event.tenpai)}", field="tenpai", value=len(event.tenpai))
        named += [("nagashi", s) for s in event.nagashi]
    for field, seat in named:
        if seat is not None and seat >= players:
            raise TableError("bad_seat", f"{field} = {seat}: this table has {players} seats (0 to {players - 1})",
                             field=field, value=seat)


def _outcome(kind: str, state: TableState, payments_, **more) -> Outcome:
    payments_ = tuple(payments_)
    return Outcome(kind=kind, round=state.round, hand=state.hand, honba=state.honba, sticks=state.sticks,
                   payments=payments_, deltas=deltas_of(payments_, state.players), **more)


def _riichi(state: TableState, event: Riichi, rules: TableRules):
    seat = event.seat
    if state.riichi[seat]:
        raise TableError("already_in_riichi", f"seat {seat} is already in riichi this hand", seat=seat)
    if state.scores[seat] < 1000 and not rules.riichi_below_1000:
        raise TableError("riichi_without_points",
                         f"seat {seat} has {state.scores[seat]} points: riichi needs 1,000 under these rules",
                         seat=seat, score=state.scores[seat])
    pay = (Payment("riichi_deposit", seat, None, 1000),)
    riichi = tuple(r or i == seat for i, r in enumerate(state.riichi))
    new = _with(state, scores=_moved(state.scores, pay), sticks=state.sticks + 1, riichi=riichi, yame_offer="")
    return new, _outcome("riichi", state, pay)


# --- wins -------------------------------------------------------------------

def _claim_value(setup: Setup, state: TableState, claim: Claim, tsumo: bool) -> Value:
    rules = setup.table_rules
    pao = None
    if claim.pao is not None:
        if not rules.pao_yakuman:
            raise TableError("not_allowed", "these table rules have no liability (pao)", rule="pao_yakuman")
        pao = rules.pao_yakuman
        if claim.pao_yakuman is not None and claim.pao_yakuman not in pao:
            raise TableError("not_allowed", f"no pao for {claim.pao_yakuman} under these table rules",
                             rule="pao_yakuman", yaku=claim.pao_yakuman)
    value = value_of(claim.value, claim.winner, state.dealer, state.round_wind, tsumo, setup.scoring_rules,
                     pao, claim.pao_yakuman, claim.pao_multiplier)
    if claim.pao is not None and not value.yakuman:
        raise TableError("bad_win", f"seat {claim.winner}'s hand is no yakuman: no one is liable for it",
                         why="pao_without_yakuman", seat=claim.winner)
    return value


def _shares(points, winner: int, dealer: int, discarder: int | None, players: int) -> dict[int, int]:
    """Who pays what of a core `Points` (honba included): the discarder,
    or every other seat of the `players` (the core's shares already leave
    out North's with three players)."""
    if discarder is not None:
        return {discarder: points.ron}
    out = {}
    for s in range(players):
        if s != winner:
            out[s] = points.dealer_pays if s == dealer and points.dealer_pays is not None else points.non_dealer_pays
    return out


def _half_up(amount: int) -> int:
    """The larger half of `amount`, in whole hundreds."""
    return -(-amount // 200) * 100


def _claim_payments(setup: Setup, state: TableState, claim: Claim, value: Value, discarder: int | None,
                    honba: int) -> list[Payment]:
    """The payments of one winner's hand and honba (sticks apart)."""
    srules, trules = setup.scoring_rules, setup.table_rules
    winner, dealer, n = claim.winner, state.dealer, state.players
    tsumo = discarder is None
    is_dealer = winner == dealer
    bare = _shares(payments(value.base, is_dealer, tsumo, 0, 0, srules), winner, dealer, discarder, n)
    full = _shares(payments(value.base, is_dealer, tsumo, honba, 0, srules), winner, dealer, discarder, n)
    reason = "tsumo" if tsumo else "ron"
    liable = claim.pao
    if liable is None or (not tsumo and liable == discarder):
        return [Payment(reason, s, winner, full[s], full[s] - bare[s]) for s in sorted(full, key=_after(winner, n))]
    honba_total = sum(full.values()) - sum(bare.values())
    yaku = (("yaku", claim.pao_yakuman or _pao_id(value, trules)),)
    whole = trules.pao_split == "whole" or value.pao_base >= value.base
    if whole:
        total = sum(bare.values())
        if tsumo:
            return [Payment("pao", liable, winner, total + honba_total, honba_total, yaku + (("part", "whole"),))]
        half = _half_up(total)
        to_liable = honba_total if trules.pao_honba == "liable" else 0
        return [Payment("pao", liable, winner, half + to_liable, to_liable, yaku + (("part", "half"),)),
                Payment("ron", discarder, winner, total - half + honba_total - to_liable, honba_total - to_liable)]
    # "separate": the liable answers for the pao yakuman, the rest is paid as usual
    pao_value = payments(value.pao_base, is_dealer, False, 0, 0, srules).ron
    rest = _shares(payments(value.base - value.pao_base, is_dealer, tsumo, 0, 0, srules), winner, dealer, discarder, n)
    if tsumo:
        out = [Payment("pao", liable, winner, pao_value + honba_total, honba_total, yaku + (("part", "yakuman"),))]
        out += [Payment("tsumo", s, winner, rest[s]) for s in sorted(rest, key=_after(winner, n))]
        return out
    half = _half_up(pao_value)
    to_liable = honba_total if trules.pao_honba == "liable" else 0
    return [Payment("pao", liable, winner, half + to_liable, to_liable, yaku + (("part", "half"),)),
            Payment("ron", discarder, winner, pao_value - half + rest[discarder] + honba_total - to_liable,
                    honba_total - to_liable)]


def _after(winner: int, players: int):
    """Sort key: seats in turn order after `winner`."""
    return lambda s: (s - winner) % players


def _pao_id(value: Value, rules: TableRules) -> str:
    return next((y for y in value.yaku if y in rules.pao_yakuman), "yakuman")


def _win(setup: Setup, state: TableState, event: Win):
    trules, srules = setup.table_rules, setup.scoring_rules
    tsumo = event.tsumo
    by_seat = {c.winner: c for c in event.claims}
    if tsumo:
        order = tuple(by_seat)
    else:
        verdict, order = ron_resolution(trules, event.discarder, by_seat)
        if verdict == "abortive":
            raise TableError("not_allowed", "three ron claims make an abortive draw under these rules: record the "
                             "abortive draw (triple ron)", rule="triple_ron")
        if verdict == "head_bump":
            raise TableError("not_allowed", f"one winner per discard under these rules (head bump): seat "
                             f"{order[0]}, the nearest to the discarder, wins alone",
                             rule="double_ron", winner=order[0])
    values = [_claim_value(setup, state, by_seat[s], tsumo) for s in order]
    own_back = trules.multiple_ron_sticks == "own_back" and len(order) > 1
    returned = [s for s in order[1:] if own_back and state.riichi[s]]
    pays: list[Payment] = []
    wins = []
    for i, (seat, value) in enumerate(zip(order, values, strict=True)):
        first = i == 0
        honba = state.honba if first or trules.multiple_ron_honba == "each" else 0
        sticks = (state.sticks - len(returned)) if first else (1 if seat in returned else 0)
        mine = _claim_payments(setup, state, by_seat[seat], value, event.discarder, honba)
        if sticks:
            reason = "riichi_sticks" if first else "stick_returned"
            mine.append(Payment(reason, None, seat, 1000 * sticks, args=(("count", sticks),)))
        pays += mine
        wins.append(WinDetail(
            winner=seat, discarder=event.discarder, value=value, honba=honba, sticks=sticks,
            pao=by_seat[seat].pao, received=sum(p.amount for p in mine),
            announcement=announcement(value, seat == state.dealer, tsumo, honba, srules)))
    dealer_won = state.dealer in order
    after = _with(state, scores=_moved(state.scores, pays), sticks=0)
    new, notes = _next_hand(after, trules, repeat=dealer_won, kind="win", dealer_won=dealer_won)
    return new, _outcome("tsumo" if tsumo else "ron", state, pays, wins=tuple(wins), dealer_repeats=dealer_won,
                         notes=notes)


# --- draws ------------------------------------------------------------------

def _mangan_base(setup: Setup) -> int:
    return base_points(5, 0, 0, setup.scoring_rules)[0]


def _draw(setup: Setup, state: TableState, event: Draw):
    trules, srules = setup.table_rules, setup.scoring_rules
    dealer = state.dealer
    pays: list[Payment] = []
    if event.nagashi:
        if trules.nagashi_mangan == "off":
            raise TableError("not_allowed", "these table rules have no nagashi mangan", rule="nagashi_mangan")
        n = state.players
        seats = sorted(event.nagashi, key=lambda s: (s - dealer) % n)
        as_win = trules.nagashi_mangan == "win"
        for i, seat in enumerate(seats):
            honba = state.honba if as_win and i == 0 else 0
            full = _shares(payments(_mangan_base(setup), seat == dealer, True, honba, 0, srules), seat, dealer, None, n)
            bare = _shares(payments(_mangan_base(setup), seat == dealer, True, 0, 0, srules), seat, dealer, None, n)
            pays += [Payment("nagashi_mangan", s, seat, full[s], full[s] - bare[s])
                     for s in sorted(full, key=_after(seat, n))]
            if as_win and i == 0 and state.sticks:
                pays.append(Payment("riichi_sticks", None, seat, 1000 * state.sticks, args=(("count", state.sticks),)))
        if as_win:
            dealer_won = dealer in seats
            after = _with(state, scores=_moved(state.scores, pays), sticks=0)
            new, notes = _next_hand(after, trules, repeat=dealer_won, kind="win", dealer_won=dealer_won)
            return new, _outcome("draw", state, pays, tenpai=event.tenpai, nagashi=tuple(seats),
                                 dealer_repeats=dealer_won, notes=notes)
    elif trules.noten_payment:
        tenpai = [s for s in range(state.players) if event.tenpai[s]]
        noten = [s for s in range(state.players) if not event.tenpai[s]]
        if tenpai and noten:
            each = trules.noten_payment // (len(tenpai) * len(noten))
            pays = [Payment("noten", n, t, each) for n in noten for t in tenpai]
    repeat = event.tenpai[dealer] and trules.renchan_on_tenpai
    after = _with(state, scores=_moved(state.scores, pays))
    new, notes = _next_hand(after, trules, repeat=repeat, kind="draw")
    return new, _outcome("draw", state, pays, tenpai=event.tenpai, nagashi=tuple(sorted(event.nagashi)),
                         dealer_repeats=repeat, notes=notes)


def _abortive(state: TableState, event: AbortiveDraw, rules: TableRules):
    if state.players == 3 and event.kind not in THREE_PLAYER_ABORTIVE:
        raise TableError("not_allowed", f"an abortive draw by {event.kind} cannot happen with three players "
                         "(TABLE_RULES.md §8: only nine terminals and four kans)", rule="players", kind=event.kind)
    allowed = (event.kind in rules.abortive_draws if event.kind != "triple_ron"
               else rules.triple_ron == "abortive")
    if not allowed:
        raise TableError("not_allowed", f"these table rules have no abortive draw by {event.kind}",
                         rule="abortive_draws", kind=event.kind)
    repeat = rules.renchan_on_abortive
    new, notes = _next_hand(state, rules, repeat=repeat, kind="abortive")
    return new, _outcome("abortive_draw", state, (), abortive=event.kind, dealer_repeats=repeat, notes=notes)


def _chombo(setup: Setup, state: TableState, event: Chombo):
    trules, srules = setup.table_rules, setup.scoring_rules
    seat, dealer = event.seat, state.dealer
    pays: list[Payment] = []
    penalties = state.penalties
    if trules.chombo == "reverse_mangan":
        # the offender pays what a mangan tsumo of his would have earned him
        shares = _shares(payments(_mangan_base(setup), seat == dealer, True, 0, 0, srules), seat, dealer, None,
                         state.players)
        pays = [Payment("chombo", seat, s, shares[s]) for s in sorted(shares, key=_after(seat, state.players))]
    elif trules.chombo == "pay_each":
        pays = [Payment("chombo", seat, s, trules.chombo_points) for s in range(state.players) if s != seat]
    else:
        penalties = tuple(p - (trules.chombo_points if i == seat else 0) for i, p in enumerate(penalties))
    sticks = state.sticks
    if trules.chombo_sticks == "returned":
        for s in range(state.players):
            if state.riichi[s]:
                pays.append(Payment("stick_returned", None, s, 1000, args=(("count", 1),)))
                sticks -= 1
    new = _with(state, scores=_moved(state.scores, pays), sticks=sticks, riichi=(False,) * state.players,
                penalties=penalties,
                yame_offer="")
    notes: tuple = (("hand_replayed", ()),)
    if trules.chombo == "end_penalty":
        notes += (("end_penalty", (("seat", seat), ("points", trules.chombo_points))),)
    if trules.bust and min(new.scores) < 0:
        new = _with(new, final=settle(new, trules, "bust"))
        notes += (("game_over", (("reason", "bust"),)),)
    return new, _outcome("chombo", state, pays, dealer_repeats=True, notes=notes)


def _end(state: TableState, event: EndGame, rules: TableRules):
    if event.reason != "called":
        if state.yame_offer != event.reason:
            raise TableError("not_allowed", f"{event.reason.replace('_', '-')} is not open now: only the last "
                             "dealer, 1st after a repeat, may stop", rule=event.reason)
    new = _with(state, final=settle(state, rules, event.reason), yame_offer="")
    return new, _outcome("end_game", state, (), notes=(("game_over", (("reason", event.reason),)),))


# --- after a hand -----------------------------------------------------------

def _reaches(score: int, rules: TableRules) -> bool:
    return score >= rules.target_points if rules.target_inclusive else score > rules.target_points


def _next_hand(state: TableState, rules: TableRules, *, repeat: bool, kind: str, dealer_won: bool = False):
    """The state for the next hand, or the end (TABLE_RULES.md §7.2–7.3);
    `state` already holds the hand's payments. Returns (state, notes)."""
    if rules.honba_reset == "non_dealer_win":
        honba = 0 if kind == "win" and not dealer_won else state.honba + 1
    else:
        honba = state.honba + 1 if repeat else 0
    last_hand = state.players - 1
    base = _with(state, riichi=(False,) * state.players, honba=honba, hands_played=state.hands_played + 1, yame_offer="")
    scores = base.scores

    def over(reason: str):
        return _with(base, final=settle(base, rules, reason)), (("game_over", (("reason", reason),)),)

    if rules.bust and min(scores) < 0:
        return over("bust")
    last_round = 0 if rules.length == "tonpuusen" else 1
    final_round = min(3, last_round + rules.extension_rounds)
    late = state.round > last_round or (state.round == last_round and state.hand == last_hand)
    if repeat:
        if late and kind in ("win", "draw"):
            yame = rules.agari_yame if kind == "win" else rules.tenpai_yame
            dealer = state.dealer
            top = min(range(state.players), key=lambda s: (-scores[s], s)) == dealer
            if yame != "off" and top and (not rules.yame_needs_target or _reaches(scores[dealer], rules)):
                name = "agari_yame" if kind == "win" else "tenpai_yame"
                if yame == "auto":
                    return over(name)
                return _with(base, repeats=state.repeats + 1, yame_offer=name), (("yame_offer", (("kind", name),)),)
        return _with(base, repeats=state.repeats + 1), ()
    if late:
        if state.round >= final_round and state.hand == last_hand:
            return over("last_hand")
        if any(_reaches(s, rules) for s in scores):
            return over("target")
    nxt_hand, nxt_round = (state.hand + 1, state.round) if state.hand < last_hand else (0, state.round + 1)
    return _with(base, hand=nxt_hand, round=nxt_round, repeats=0), ()
