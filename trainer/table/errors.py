"""The one error type of the table ledger.

Every refusal (an unknown table option, an event the rules or the state do
not allow, a stored game that cannot be read) is a `TableError` with a code,
an English message for the command line and arguments a UI translates (never
the English text).
"""

from __future__ import annotations

#: Every code a `TableError` may carry.
TABLE_ERROR_CODES = (
    "unknown_preset",       # args: preset, known
    "unknown_option",       # args: option, known
    "bad_option_value",     # args: option, value, why
    "bad_event",            # args: field, why — an event value of the wrong shape
    "game_over",            # no event may follow the end of the game
    "not_allowed",          # args: rule — the table rules forbid it (double ron, nagashi, …)
    "bad_seat",             # args: field, value
    "already_in_riichi",    # args: seat
    "riichi_without_points",  # args: seat, score
    "bad_win",              # args: why — winners/discarder/pao that cannot be
    "bad_hand",             # args: seat, code, message — the core refused the hand
    "bad_value",            # args: why — han/fu or called points that no hand pays
    "bad_edit",             # args: index, why — a correction that breaks a later event
    "nothing_to_undo",
    "nothing_to_redo",
    "store",                # args: code — the database could not be used
)


class TableError(ValueError):
    """A table rule, event, correction or stored game that is refused.

    Attributes:
        code: one of `TABLE_ERROR_CODES`.
        message: one English sentence naming the option, seat, event or
            field at fault and why.
        args_: structured arguments for a translated message (plain JSON
            values: str, int, bool, lists).
    """

    def __init__(self, code: str, message: str, /, **args) -> None:
        if code not in TABLE_ERROR_CODES:
            raise AssertionError(f"unknown table error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        self.args_ = args

    def to_json(self) -> dict:
        """``{"code", "message", "args"}`` for the command line and logs."""
        return {"code": self.code, "message": self.message, "args": dict(self.args_)}
