"""The calculator's notation box: a whole hand, melds included, in one line.

Format (mpsz as in SCHEMA.md, plus melds and the winning tile)::

    <closed tiles>  [<meld tiles>(<kind>) …]  [win <tile>]

    234m456p678s33355s win 3s
    11z 234m 555z(pon) 0555p(ankan) 7777s(kakan) 406s(chi) win 1z

- Closed tiles may be split by spaces (``123m 456p`` is one closed part).
- A meld is its tiles followed by its kind in parentheses: ``(chi)``,
  ``(pon)``, ``(minkan)``, ``(ankan)``, ``(kakan)``; ``(kan)`` is read as
  ``minkan``. Kinds and ``win`` are case-insensitive.
- ``win 3s`` names the winning tile (``0p`` for a red five). Without it, the
  last closed tile written is the winning tile when the hand is complete
  (as in most online calculators), and there is none when it is not.
- Written by `format_notation`: closed tiles sorted, melds in order, then
  the winning tile.

Pure Python (no Qt); errors are the core's `HandError`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from trainer.core.errors import HandError
from trainer.core.hand import MELD_KINDS, Meld
from trainer.core.tiles import Tile, format_tiles, parse_tiles, sort_key

_MELD_RE = re.compile(r"([0-9mpsz]+)\s*\(\s*([a-z]*)\s*\)", re.IGNORECASE)
_WIN_RE = re.compile(r"\bwin\s*:?\s*([0-9]*[mpsz]?)", re.IGNORECASE)
_ALIASES = {"kan": "minkan"}


@dataclass(frozen=True, slots=True)
class ParsedHand:
    """What the notation box holds.

    Attributes:
        closed: closed tiles in the order written.
        melds: `Meld` values in the order written.
        win: the winning tile, or None (hand not complete and none named).
    """

    closed: tuple[Tile, ...]
    melds: tuple[Meld, ...]
    win: Tile | None


def closed_size(melds: int) -> int:
    """Closed tiles of a complete hand with `melds` melds: 14 − 3 per meld."""
    return 14 - 3 * melds


def parse_notation(text: str) -> ParsedHand:
    """Read the notation box (see the module docstring).

    Raises:
        HandError(invalid_notation): bad tile strings, ``win`` without one
            tile after it.
        HandError(invalid_meld): an unknown meld kind in parentheses.
    """
    melds: list[Meld] = []
    problems: list[HandError] = []

    def take_meld(m: re.Match) -> str:
        kind = _ALIASES.get(m.group(2).lower(), m.group(2).lower())
        where = f"melds[{len(melds)}]"
        if kind not in MELD_KINDS:
            problems.append(HandError(
                "invalid_meld", f"({m.group(2)}) is not a meld kind; kinds are {', '.join(MELD_KINDS)}",
                detail="meld_type", field=where, args={"type": m.group(2)}))
            return " "
        melds.append(Meld(kind, parse_tiles(m.group(1), where)))
        return " "

    rest = _MELD_RE.sub(take_meld, text)
    if problems:
        raise problems[0]
    win: Tile | None = None
    found = _WIN_RE.search(rest)
    if found:
        win_tiles = parse_tiles(found.group(1), "win")
        if len(win_tiles) != 1:
            raise HandError("invalid_notation", f"win must be followed by exactly one tile, not {found.group(1)!r}",
                            detail="not_one_tile", field="win", args={"text": found.group(1)})
        win = win_tiles[0]
        rest = rest[:found.start()] + " " + rest[found.end():]
    closed = parse_tiles(rest, "closed")
    if win is None and closed and len(closed) == closed_size(len(melds)):
        win = closed[-1]
    return ParsedHand(closed, tuple(melds), win)


def format_meld(meld: Meld) -> str:
    """One meld in box notation, e.g. ``0555p(ankan)``."""
    return f"{format_tiles(meld.tiles, sort=True)}({meld.kind})"


def format_notation(closed, melds=(), win: Tile | None = None) -> str:
    """The box text for a hand: closed sorted, melds, then ``win X``.

    `parse_notation(format_notation(c, m, w))` gives back the same tiles
    (closed sorted), melds and winning tile.
    """
    parts = []
    if closed:
        parts.append(format_tiles(sorted(closed, key=sort_key)))
    parts.extend(format_meld(m) for m in melds)
    if win is not None:
        parts.append(f"win {win}")
    return " ".join(parts)
