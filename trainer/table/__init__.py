"""The table ledger: four scores kept hand by hand (issue 12). Pure Python, no Qt.

A game is a `Setup` and a list of events (`events`: riichi, win, draw,
abortive draw, chombo, end); `ledger.apply` turns each into the next
`TableState` and an `Outcome` that explains every payment. Hand values and
payments come from the scoring core; the table rules (`rules`, seven
presets from TABLE_RULES.md) decide the rest. `Game` adds undo, redo and
corrections; `store.TableStore` keeps games in SQLite (imported on its own:
``from trainer.table.store import TableStore``); `standing` says what each
player needs; `replay` checks the ledger on recorded games.
"""

from .errors import TABLE_ERROR_CODES, TableError
from .events import (
    AbortiveDraw,
    Called,
    Chombo,
    Claim,
    Draw,
    EndGame,
    HandValue,
    HanFu,
    Riichi,
    Setup,
    Win,
    event_from_json,
    event_to_json,
)
from .game import Edit, Game
from .ledger import apply, ron_resolution, start_state, turn_order
from .rules import PRESETS, TableRules, preset, table_rules, table_rules_from_json, table_rules_to_json
from .standing import Chase, Need, chase, standings
from .state import Announcement, Final, Outcome, Payment, TableState, WinDetail

__all__ = [
    "TABLE_ERROR_CODES", "TableError", "AbortiveDraw", "Called", "Chombo", "Claim", "Draw", "EndGame",
    "HandValue", "HanFu", "Riichi", "Setup", "Win", "event_from_json", "event_to_json", "Edit", "Game", "apply",
    "ron_resolution", "start_state", "turn_order", "PRESETS", "TableRules", "preset", "table_rules",
    "table_rules_from_json", "table_rules_to_json", "Chase", "Need", "chase", "standings", "Announcement",
    "Final", "Outcome", "Payment", "TableState", "WinDetail",
]
