"""Replay a recorded game through the ledger: the external check of issue 12 §4.

From a `trainer.logs.GameLog` only *what happened* is taken — who declared
riichi, who won from whom with which hand and situation, who was liable
(pao), who was tenpai at a draw, which abortive draw — and turned into
`events`; the table rules come from the log (the ``tenhou`` preset, or
``tenhou_sanma`` for a three-player log — `GameLog.player_count` 3 —,
East-only or hanchan from the lobby flags); our core and ledger compute every payment.
The log's recorded score changes, the scores at the start of each hand and
the final result are then compared with ours, hand by hand.

Tenhou facts used to read a log (TABLE_RULES.md §7.1, §7.10): East-only
games pay uma +10/+5/−5/−10 and extend into the South round; results are
rounded to thousands in logs up to 2019 (the 2023 log prints one decimal;
the exact date Tenhou changed is not known, so logs dated before 2020 are
read as rounded). A hand's recorded change (`HandLog.deltas`) excludes the
riichi deposits of that hand, as Tenhou's ``sc`` does; so does ours.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import TableError
from .events import AbortiveDraw, Claim, Draw, HandValue, Riichi, Setup, Win
from .ledger import apply, start_state
from .rules import table_rules
from .state import Final, Outcome, TableState

#: Tenhou's East-only uma (TABLE_RULES.md §7.1, 2 logs).
TONPUUSEN_UMA = (10, 5, -5, -10)


@dataclass(frozen=True, slots=True)
class HandCheck:
    """One recorded hand replayed.

    Attributes:
        round: ``"E1"`` … (round wind and hand number at its start).
        honba, sticks: counters and riichi sticks on the table at its start
            (ours; they equal the log's when `start_matches`).
        outcome: ``ron``, ``tsumo``, ``exhaustive``, ``nagashi_mangan`` or the
            abortive draw kind (``nine_terminals``, ``four_winds``,
            ``four_kans``, ``four_riichi``, ``triple_ron``), or ``refused``
            when the recorded result cannot be stated as a ledger event.
        deltas: our score change of the hand's result (riichi deposits of
            the hand excluded, as the log records it), seat order.
        scores: our scores after the hand.
        logged_deltas: the log's recorded change.
        start_matches: our scores, honba, sticks, round and dealer at the
            start of the hand equal the log's.
        error: the `TableError` message if the ledger refused the hand.
        scores_before: our scores at the start of the hand (an excerpt's or
            a gap's first hand starts from the log's).
    """

    round: str
    honba: int
    sticks: int
    outcome: str
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    logged_deltas: tuple[int, ...]
    start_matches: bool
    error: str | None = None
    scores_before: tuple[int, ...] = ()

    @property
    def matches(self) -> bool:
        """Our result equals the log's, and the hand started where the log's did."""
        return self.error is None and self.start_matches and self.deltas == self.logged_deltas


@dataclass(frozen=True, slots=True)
class Replay:
    """A whole recorded game replayed.

    Attributes:
        game: the log's game id. setup: the `Setup` used.
        hands: a `HandCheck` per recorded hand.
        final: our `Final` (None if our game did not end).
        logged_final_scores, logged_points: the log's final scores and
            results (None when the log has no end).
        problems: every disagreement, in English (empty when all match).
        notes: where the replay followed the log past our rules (a game the
            log goes on with after our rules end it, an excerpt's start), in
            English; not disagreements.
        outcomes: the `Outcome` of each event our ledger applied, oldest
            first; states: the `TableState` at the start, then after each
            of them (one more than `outcomes`; where the replay followed
            the log past a gap or our rules' end, the next state starts
            from the log's). `sheet.sheet_of(setup, outcomes, states)`
            makes the score sheet.
    """

    game: str
    setup: Setup
    hands: tuple[HandCheck, ...]
    final: Final | None
    logged_final_scores: tuple[int, ...] | None
    logged_points: tuple[float, ...] | None
    problems: tuple[str, ...]
    notes: tuple[str, ...] = ()
    outcomes: tuple[Outcome, ...] = ()
    states: tuple[TableState, ...] = ()

    @property
    def hands_matched(self) -> int:
        """How many hands match."""
        return sum(h.matches for h in self.hands)

    @property
    def final_matches(self) -> bool:
        """Our final scores and results equal the log's."""
        return (self.final is not None and self.logged_final_scores is not None
                and tuple(self.final.scores) == tuple(self.logged_final_scores)
                and (self.logged_points is None  # mjai records no results with uma
                     or all(abs(a - b) < 0.05 for a, b in zip(self.final.points, self.logged_points, strict=True))))


def _rounded_results(game_log) -> bool:
    """Whether the game's final results are rounded to thousands: by its own
    recorded results where it has them (whole numbers only are the rounded
    era's; TABLE_RULES.md §7.1 says "up to at least August 2020", so a date
    alone misreads 2020 games; and rounding a whole number changes
    nothing, so the choice cannot make a right replay look wrong), else by
    its date (the game id or the log's date; before 2020, module
    docstring)."""
    final = game_log.final
    points = getattr(final, "points", None) if final is not None else None
    if points:
        return all(float(p).is_integer() for p in points)
    for text in (str(game_log.game), str(getattr(game_log, "date", None) or "")):
        year = text[:4]
        if year.isdigit():
            return int(year) < 2020
    return False


def player_count(game_log) -> int:
    """Players at the recorded table: `GameLog.player_count` (3 for a
    three-player log), else 4."""
    n = getattr(game_log, "player_count", 4)
    return n if n in (3, 4) else 4


def _seats(values, n: int) -> tuple:
    """The first `n` per-seat values of a log's tuple (a three-player log
    may carry a fourth, empty seat: tenhou.net/6 writes a trailing 0)."""
    return tuple(values)[:n]


def _table_preset(n: int, scoring_preset: str = "") -> str:
    """The table preset of a log: its scoring preset's namesake where the
    table has one (a Mahjong Soul log: ``mahjong_soul``,
    ``mahjong_soul_sanma``), else ``tenhou`` / ``tenhou_sanma``."""
    from .rules import PRESETS

    if scoring_preset in PRESETS and PRESETS[scoring_preset].players == n:
        return scoring_preset
    return "tenhou_sanma" if n == 3 else "tenhou"


def rules_for(game_log) -> Setup:
    """The `Setup` of a recorded Tenhou game: its players, its scoring rules
    (from the lobby flags, as the log reader gives them) and the ``tenhou``
    table preset (``tenhou_sanma`` with three players) with the length, uma
    and rounding of that game. A three-player East-only game keeps the
    preset's uma (no log of one has been checked)."""
    lobby = game_log.lobby or {}
    n = player_count(game_log)
    # an excerpt's first scores are mid-game: the start is the preset's
    options: dict = {} if getattr(game_log, "excerpt", False) else {"start_points": game_log.start_points}
    if lobby.get("length") == "tonpuusen":
        options.update(length="tonpuusen", **({"uma": TONPUUSEN_UMA} if n == 4 else {}))
    if _rounded_results(game_log):
        options["final_rounding"] = "nearest_1000"
    names = tuple(str(p)[:40] for p in _seats(game_log.players, n))
    return Setup(names, table_rules(_table_preset(n, game_log.rules.preset), **options), game_log.rules)


def events_of(hand_log, players: int = 4) -> tuple[list, object]:
    """The events of one recorded hand: its riichi, then the result (a
    `Win`, `Draw` or `AbortiveDraw`; a draw names `players` seats' tenpai).
    Returns (riichi events, result event)."""
    riichi = [Riichi(s) for s in hand_log.riichi]
    if hand_log.wins:
        first = hand_log.wins[0]
        discarder = None if first.from_seat == first.winner else first.from_seat
        claims = tuple(Claim(w.winner, HandValue.of(w.hand), pao=w.pao) for w in hand_log.wins)
        return riichi, Win(discarder, claims)
    draw = hand_log.draw
    if draw.kind in ("exhaustive", "nagashi_mangan"):
        return riichi, Draw(tuple(bool(t) for t in _seats(draw.tenpai, players)), tuple(draw.nagashi))
    return riichi, AbortiveDraw(draw.kind)


def _outcome_name(event) -> str:
    if isinstance(event, Win):
        return "tsumo" if event.tsumo else "ron"
    if isinstance(event, Draw):
        return "nagashi_mangan" if event.nagashi else "exhaustive"
    return event.kind


def _log_state(hand, n: int) -> TableState:
    """The table of `n` players as the log has it at the start of `hand` (a
    `HandLog`): where a replay takes up again after an excerpt's start, an
    unreadable hand or a game the log goes on with (issue 20, causes 5–7)."""
    return TableState(scores=_seats(hand.scores, n), round="ESWN".index(hand.round_wind), hand=hand.dealer,
                      honba=hand.honba, sticks=hand.sticks, riichi=(False,) * n, penalties=(0,) * n)


def _numbers(game_log) -> list[int]:
    """Each read hand's place in the log (1-based), around the unreadable ones."""
    missing = {u.number for u in getattr(game_log, "unreadable", ())}
    total = len(game_log.hands) + len(missing)
    return [k for k in range(1, total + 1) if k not in missing]


def _gap_problems(game_log, prev: int, number: int) -> list[str]:
    return [f"{u.error.message}; the replay takes up again at the log's hand {number}"
            for u in getattr(game_log, "unreadable", ()) if prev < u.number < number]


def replay(game_log) -> Replay:
    """Replay one `GameLog` (see the module docstring); never raises for a
    disagreement: each is listed in `Replay.problems`.

    The replay follows the log: an excerpt starts from its first hand's
    scores and counters; after an unreadable hand (a problem) it takes up
    again from the next readable hand as the log has it; where the log goes
    on past the point at which our rules end the game, it goes on too and
    says so in `Replay.notes` (a rule difference, not a fault).
    """
    n = player_count(game_log)
    logged = game_log.final
    logged_scores = None if logged is None else _seats(logged.scores, n)
    logged_points = None if logged is None or logged.points is None else _seats(logged.points, n)
    try:
        setup = rules_for(game_log)
    except TableError as e:  # a damaged log: e.g. a first hand whose scores sum to no table's start
        names = tuple(str(p)[:40] for p in _seats(game_log.players, n))
        fallback = Setup(names, table_rules(_table_preset(n)), game_log.rules)
        return Replay(game=str(game_log.game), setup=fallback, hands=(), final=None,
                      logged_final_scores=logged_scores, logged_points=logged_points,
                      problems=(f"the game cannot be replayed: {e.message}",))
    state = start_state(setup)
    outcomes: list[Outcome] = []
    states: list[TableState] = []
    checks: list[HandCheck] = []
    problems: list[str] = []
    notes: list[str] = []
    numbers = _numbers(game_log)
    followed = False
    if game_log.hands and getattr(game_log, "excerpt", False):
        first = game_log.hands[0]
        state = _log_state(first, n)
        notes.append(f"the log starts at hand {numbers[0]} ({first.label}-{first.honba}), not at the start of a "
                     "game: replayed from its scores and counters")
    states.append(state)
    prev = 0
    for k, hand in enumerate(game_log.hands):
        if numbers[k] != prev + 1:
            problems.extend(_gap_problems(game_log, prev, numbers[k]))
            state = _log_state(hand, n)
        elif state.final is not None:
            if not followed:
                notes.append(f"our game ended after hand {numbers[k] - 1} ({state.final.reason}) under the "
                             f"{setup.table_rules.preset} rules; the log goes on (a rule difference): followed "
                             "to the log's end")
            followed = True
            state = _log_state(hand, n)
        prev = numbers[k]
        name = f"{'ESWN'[state.round]}{state.hand + 1}"
        logged_deltas = _seats(hand.deltas, n)
        start_ok = (state.scores == _seats(hand.scores, n) and state.honba == hand.honba and state.sticks == hand.sticks
                    and name == hand.label)
        if not start_ok:
            problems.append(f"hand {numbers[k]} ({hand.label}-{hand.honba}): starts at scores {list(state.scores)}, "
                            f"{name}, honba {state.honba}, sticks {state.sticks}; the log has "
                            f"{list(_seats(hand.scores, n))}, "
                            f"honba {hand.honba}, sticks {hand.sticks}")
        start = state
        try:
            riichi, result = events_of(hand, n)
            applied = []
            for e in (*riichi, result):
                state, out = apply(setup, state, e)
                applied.append((out, state))
        except TableError as e:  # a recorded win the ledger cannot state or refuses
            problems.append(f"hand {numbers[k]} ({name}): the ledger refused it: {e.message}")
            checks.append(HandCheck(name, start.honba, start.sticks, "refused", (0,) * n, start.scores,
                                    logged_deltas, start_ok, e.message, start.scores))
            break
        for o, st in applied:
            outcomes.append(o)
            states.append(st)
        checks.append(HandCheck(name, start.honba, start.sticks, _outcome_name(result), out.deltas,
                                state.scores, logged_deltas, start_ok, None, start.scores))
        if out.deltas != logged_deltas:
            problems.append(f"hand {numbers[k]} ({name}): ours {list(out.deltas)}, the log's {list(logged_deltas)}")
    total = len(game_log.hands) + len(getattr(game_log, "unreadable", ()))
    problems.extend(_gap_problems(game_log, prev, total + 1))
    final = state.final
    if logged is not None and final is None:
        problems.append("the log's game ended; ours goes on")
    if logged is not None and final is not None:
        if tuple(final.scores) != logged_scores:
            problems.append(f"final scores: ours {list(final.scores)}, the log's {list(logged_scores)}")
        if logged_points is not None and any(abs(a - b) >= 0.05
                                             for a, b in zip(final.points, logged_points, strict=True)):
            problems.append(f"final results: ours {list(final.points)}, the log's {list(logged_points)}")
    return Replay(game=str(game_log.game), setup=setup, hands=tuple(checks), final=final,
                  logged_final_scores=logged_scores, logged_points=logged_points,
                  problems=tuple(problems), notes=tuple(notes), outcomes=tuple(outcomes),
                  states=tuple(states))
