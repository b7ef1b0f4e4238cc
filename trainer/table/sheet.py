"""A game's score sheet: one row per hand, then the final scores and the
points with uma (issue 22 §2). Pure Python, no Qt; the PDF is drawn by
`ui/table/sheet_pdf.py` in the window package, the CSV here.

A row is a hand as a club writes it on paper: the round (``"S3"``), the
honba and riichi sticks on the table at its start, what happened, each
player's *whole* change of score — the riichi deposits of the hand
included, so each score column adds up: score before + change = score
after — and the scores after it. A riichi declared in a hand that has not
ended yet makes a row of its own (outcome ``riichi``). An unfinished game
gets the same closing rows, settled as if it ended now (outcome
``in_progress``), so a sheet can be printed at any time.

CSV (issue 22 §2, columns in this order): ``round, honba, sticks,
outcome, delta_1..delta_N, score_1..score_N`` (seats in the game's order),
then one row ``final`` (its outcome the reason the game ended, or
``in_progress``; the final scores in the score columns) and one row
``points`` (the points with uma and oka in the score columns).
"""

from __future__ import annotations

import csv
import io
from dataclasses import dataclass, field
from pathlib import Path

from ..storage import write_atomically
from .events import Setup
from .settlement import settle
from .state import Final, Outcome, TableState

#: The reason in the ``final`` row of a game that has not ended.
IN_PROGRESS = "in_progress"


@dataclass(frozen=True, slots=True)
class SheetRow:
    """One hand on the sheet.

    Attributes:
        round: ``"E1"`` … ``"N4"`` (round wind and hand number).
        honba, sticks: counters and riichi sticks on the table at the start
            of the hand.
        outcome: ``ron``, ``tsumo``, ``draw`` (exhaustive, nagashi mangan
            included), ``abortive_draw``, ``chombo``, or ``riichi`` (the
            hand is still being played).
        deltas: each seat's whole change of score in the hand (points, the
            hand's riichi deposits included), seat order.
        scores: each seat's score after the hand (points; riichi sticks on
            the table not included).
        detail: the `Outcome` that ended the hand (the last riichi for a
            hand still being played), for words; not compared.
    """

    round: str
    honba: int
    sticks: int
    outcome: str
    deltas: tuple[int, ...]
    scores: tuple[int, ...]
    detail: Outcome | None = field(default=None, compare=False)


@dataclass(frozen=True, slots=True)
class Sheet:
    """A whole game's score sheet.

    Attributes:
        setup: the game's `Setup` (players, table rules, scoring rules).
        rows: a `SheetRow` per hand, oldest first.
        final: the `Final` of the game, or for an unfinished game the
            settlement as if it ended now (its reason `IN_PROGRESS`).
        finished: whether the game has ended.
        ended_in: the round of the game's last event ("E3"; "E1" before
            any): where a game the table called off ended, which its last
            row (a hand played before) does not say.
    """

    setup: Setup
    rows: tuple[SheetRow, ...]
    final: Final
    finished: bool
    ended_in: str = "E1"

    @property
    def players(self) -> tuple[str, ...]:
        """The players' names, seat order."""
        return tuple(self.setup.players)


def _round_name(o: Outcome) -> str:
    return f"{o.round_wind}{o.hand + 1}"


def sheet_rows(outcomes, states) -> tuple[SheetRow, ...]:
    """The rows of a game whose events had `outcomes` (oldest first) and
    left `states` (``states[i]`` after event ``i``).

    Riichi deposits are folded into the row of the hand they belong to;
    the end of a game called by the players (``end_game``) makes no row.
    """
    rows: list[SheetRow] = []
    first: Outcome | None = None  # the hand's first outcome while its riichi wait for its end
    change: list[int] = []
    for i, o in enumerate(outcomes):
        if o.kind == "end_game" and not any(o.deltas):
            continue
        if first is None:
            first, change = o, [0] * len(o.deltas)
        change = [c + d for c, d in zip(change, o.deltas, strict=True)]
        if o.kind == "riichi":
            continue
        rows.append(SheetRow(_round_name(first), first.honba, first.sticks, o.kind, tuple(change),
                             tuple(states[i].scores), o))
        first = None
    if first is not None:  # riichi declared in a hand not yet ended
        rows.append(SheetRow(_round_name(first), first.honba, first.sticks, "riichi", tuple(change),
                             tuple(states[len(outcomes) - 1].scores), outcomes[-1]))
    return tuple(rows)


def sheet_of(setup: Setup, outcomes, states: list[TableState] | tuple[TableState, ...]) -> Sheet:
    """The `Sheet` of a game.

    Args:
        setup: the game's `Setup`.
        outcomes: the `Outcome` of each event, oldest first.
        states: the `TableState` at the start, then after each event
            (``len(outcomes) + 1`` of them; `game.Game` keeps exactly these).

    Raises:
        ValueError: `states` is not one longer than `outcomes`.
    """
    outcomes = tuple(outcomes)
    states = tuple(states)
    if len(states) != len(outcomes) + 1:
        raise ValueError(f"a sheet needs the start state and one state per event: {len(outcomes)} events, "
                         f"{len(states)} states")
    last = states[-1]
    final = last.final if last.final is not None else settle(last, setup.table_rules, IN_PROGRESS)
    return Sheet(setup, sheet_rows(outcomes, states[1:]), final, last.final is not None,
                 _round_name(outcomes[-1]) if outcomes else "E1")


def game_sheet(game) -> Sheet:
    """The `Sheet` of a `game.Game` (finished or not)."""
    states = [game.state_after(i) for i in range(-1, len(game))]
    return sheet_of(game.setup, game.outcomes, states)


def _points_text(x: float) -> str:
    """A result as the sheet prints it: one decimal, ``-0.0`` as ``0.0``."""
    return f"{x + 0.0:.1f}"


def csv_rows(sheet: Sheet) -> list[list[str]]:
    """The CSV rows of `sheet`, the header first (module docstring)."""
    n = len(sheet.players)
    header = (["round", "honba", "sticks", "outcome"] + [f"delta_{i + 1}" for i in range(n)]
              + [f"score_{i + 1}" for i in range(n)])
    out = [header]
    for r in sheet.rows:
        out.append([r.round, str(r.honba), str(r.sticks), r.outcome] + [str(d) for d in r.deltas]
                   + [str(s) for s in r.scores])
    blank = [""] * n
    out.append(["final", "", "", sheet.final.reason] + blank + [str(s) for s in sheet.final.scores])
    out.append(["points", "", "", ""] + blank + [_points_text(p) for p in sheet.final.points])
    return out


def sheet_csv(sheet: Sheet) -> str:
    """`sheet` as CSV text (``\\r\\n`` line ends, as the csv module writes)."""
    buf = io.StringIO()
    csv.writer(buf).writerows(csv_rows(sheet))
    return buf.getvalue()


def _write_text(text: str):
    def write(tmp: str) -> None:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(text)
    return write


def write_sheet_csv(sheet: Sheet, path: str | Path) -> Path:
    """Write `sheet` as CSV to `path` (replaced all at once; see
    `write_atomically`). Raises `OSError`."""
    return write_atomically(path, _write_text(sheet_csv(sheet)))
