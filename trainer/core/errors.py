"""The one error type of the scoring core.

Every way a hand can be refused has a code from SCHEMA.md ("Result fields",
`error`). The core raises `HandError`; the JSON front turns it into
`{"code": …, "message": …}` and the UI translates it from `code`, `detail`
and `args` (never from the English `message`).
"""

from __future__ import annotations

ERROR_CODES = (
    "invalid_notation",
    "too_many_copies",
    "too_many_red_fives",
    "wrong_tile_count",
    "invalid_meld",
    "win_tile_missing",
    "not_a_winning_hand",
    "no_yaku",
    "conflicting_flags",
    "invalid_rules",
)

#: Whole numbers beyond ±MAX_INT are refused by the JSON front, and no
#: message prints their digits.
MAX_INT = 2**63 - 1
#: Characters of a value quoted in an error message.
EXCERPT = 40


def excerpt(value, limit: int = EXCERPT) -> str:
    """A short, safe description of any value for an error message: text and
    numbers as ``repr`` cut to `limit` characters (``'xxxx…' (10,000,000
    characters)``), a whole number too long to print as its digit count, a
    list or object as its type and size. Never raises, never long (issue
    15: an error echoes at most a short excerpt of what it refused)."""
    if isinstance(value, bool) or value is None or isinstance(value, float):
        return repr(value)[:limit]
    if isinstance(value, int):
        if -MAX_INT <= value <= MAX_INT:
            return repr(value)
        digits = int(value.bit_length() * 0.30103) + 1
        return f"a whole number of about {digits:,} digits"
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return repr(value[:limit]) + f"… ({len(value):,} characters)"
    if isinstance(value, (list, tuple)):
        return f"a list of {len(value):,} items"
    if isinstance(value, dict):
        return f"an object of {len(value):,} fields"
    return type(value).__name__


class HandError(ValueError):
    """A hand, context or rule set that cannot be scored.

    Attributes:
        code: one of `ERROR_CODES` (SCHEMA.md error codes).
        detail: a finer id for the UI (e.g. ``"ippatsu_without_riichi"``);
            equals `code` when there is nothing finer to say.
        args_: structured arguments for translated messages, e.g.
            ``{"tile": "5m", "count": 5}``; tile values are mpsz strings.
        tiles: mpsz string of the tiles at fault ("" when none), so a UI can
            outline them.
        field: the input field at fault (``"closed"``, ``"melds[1]"``,
            ``"ippatsu"``, …) or "".
        message: one English sentence naming the tile, meld or flag at fault.
    """

    def __init__(
        self,
        code: str,
        message: str,
        *,
        detail: str | None = None,
        tiles: str = "",
        field: str = "",
        args: dict | None = None,
    ) -> None:
        if code not in ERROR_CODES:
            raise AssertionError(f"unknown error code {code!r}")
        super().__init__(message)
        self.code = code
        self.message = message
        self.detail = detail or code
        self.tiles = tiles
        self.field = field
        self.args_ = dict(args or {})

    def to_json(self) -> dict:
        """The SCHEMA.md `error` object plus the structured parts.

        Returns ``{"code", "message", "detail", "field", "tiles", "args"}``.
        """
        return {
            "code": self.code,
            "message": self.message,
            "detail": self.detail,
            "field": self.field,
            "tiles": self.tiles,
            "args": self.args_,
        }
