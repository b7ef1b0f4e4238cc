"""Tiles and the mpsz tile notation (SCHEMA.md "Tiles").

A tile kind is one of 34: ``1m..9m`` (man), ``1p..9p`` (pin), ``1s..9s``
(sou), ``1z..7z`` (East, South, West, North, haku, hatsu, chun). ``0m 0p 0s``
are red fives: fives in every respect but the aka dora han.

Inside the core a kind is also an integer 0..33 (m 0-8, p 9-17, s 18-26,
z 27-33); public signatures use `Tile` values and mpsz strings.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .errors import HandError

SUITS = "mpsz"
HONOR_NAMES = ("E", "S", "W", "N", "haku", "hatsu", "chun")
WIND_KINDS = {"E": 27, "S": 28, "W": 29, "N": 30}
DRAGON_KINDS = (31, 32, 33)
TERMINAL_OR_HONOR = frozenset((0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33))


def kind_suit(kind: int) -> str:
    """Suit letter (``m p s z``) of a kind index 0..33."""
    return SUITS[kind // 9]


def kind_number(kind: int) -> int:
    """Number on the tile: 1..9 for suits, 1..7 for honors."""
    return kind % 9 + 1


def kind_name(kind: int) -> str:
    """mpsz name of a kind index, e.g. 4 -> ``"5m"``, 31 -> ``"5z"``."""
    return f"{kind % 9 + 1}{SUITS[kind // 9]}"


def is_honor(kind: int) -> bool:
    """True for the seven honor kinds 1z..7z."""
    return kind >= 27


def is_terminal(kind: int) -> bool:
    """True for 1 and 9 of a suit."""
    return kind < 27 and kind % 9 in (0, 8)


def is_yaochuu(kind: int) -> bool:
    """True for terminals and honors (幺九牌), the kinds that double meld fu."""
    return kind in TERMINAL_OR_HONOR


@dataclass(frozen=True, slots=True)
class Tile:
    """One tile: a kind index 0..33 and whether it is a red five.

    String form is mpsz: ``str(Tile(4, False)) == "5m"``,
    ``str(Tile(4, True)) == "0m"``. Equality includes redness; compare
    ``.kind`` to treat a red five as a five.

    Raises:
        ValueError: a kind outside 0..33 (an int), or a red tile that is
            not a five (4, 13, 22): no such tile exists, so no hand holds
            it. Parsed tiles are shared values (`tile_of`), made once.
    """

    kind: int
    red: bool = False

    def __post_init__(self) -> None:
        if type(self.kind) is not int or not 0 <= self.kind < 34:
            raise ValueError(f"a tile kind is an int 0..33 (1m..7z), not {self.kind!r}")
        if self.red is not False and (self.red is not True or self.kind not in (4, 13, 22)):
            raise ValueError(f"only a five (kind 4, 13 or 22) can be red, not kind {self.kind} with red={self.red!r}")

    def __str__(self) -> str:
        if self.red:
            return f"0{SUITS[self.kind // 9]}"
        return kind_name(self.kind)

    @property
    def suit(self) -> str:
        """``m``, ``p``, ``s`` or ``z``."""
        return SUITS[self.kind // 9]

    @property
    def number(self) -> int:
        """1..9 (a red five is 5), 1..7 for honors."""
        return self.kind % 9 + 1

    @staticmethod
    def parse(text: str) -> Tile:
        """One tile from its mpsz name (``"5m"``, ``"0p"``, ``"7z"``).

        Raises:
            HandError(invalid_notation): not exactly one tile.
        """
        tiles = parse_tiles(text)
        if len(tiles) != 1:
            raise HandError(
                "invalid_notation",
                f"{text!r} is not one tile (write it like 5m, 0p or 7z)",
                detail="not_one_tile",
                args={"text": text},
            )
        return tiles[0]


_TILES = tuple(Tile(k) for k in range(34))
_RED = {0: Tile(4, True), 1: Tile(13, True), 2: Tile(22, True)}
#: one run of digits and its suit letter (honors 1-7)
_RUN = re.compile(r"[0-9]+[mps]|[1-7]+z")
#: the runs of a text, and each character that is in no run
_RUN_OR_CHARACTER = re.compile(r"[0-9]+[mps]|[1-7]+z|.", re.S)
#: one run of digits and its suit letter -> its tiles (`parse_tiles`)
_RUN_TILES: dict[str, tuple[Tile, ...]] = {}
#: suit letter -> digit character -> the shared `Tile` ("0" is the red five)
_BY_DIGIT = {
    suit: {str(d): (_RED[s] if d == 0 else _TILES[9 * s + d - 1]) for d in range(10 if s < 3 else 8)
           if s < 3 or d >= 1}
    for s, suit in enumerate(SUITS)
}


def tile_of(kind: int, red: bool = False) -> Tile:
    """The shared `Tile` value for a kind index (red only for fives)."""
    return _RED[kind // 9] if red else _TILES[kind]


def parse_tiles(text: str, field: str = "") -> tuple[Tile, ...]:
    """Parse an mpsz tile string into tiles, in the order written.

    Shape: runs of digits each closed by a suit letter, e.g.
    ``"123m406p789s11z"`` -> 1m 2m 3m 4p 0p 6p 7s 8s 9s 1z 1z. Spaces are
    ignored; ``""`` is no tiles.

    Raises:
        HandError(invalid_notation): a character that is not a digit or a
            suit letter, digits with no suit letter after them, a suit letter
            with no digits, ``0z`` or ``8z``/``9z``.
    """
    # the usual case: runs of digits each closed by a suit letter; any other
    # character is a run of its own, not well formed, and sends the text to
    # the character-by-character reading below, which names the fault
    out: tuple[Tile, ...] = ()
    for run in _RUN_OR_CHARACTER.findall(text):
        run_tiles = _RUN_TILES.get(run)
        if run_tiles is None:
            if not _RUN.fullmatch(run):
                break
            table = _BY_DIGIT[run[-1]]
            run_tiles = tuple([table[d] for d in run[:-1]])
            if len(run) <= 10:  # one suit's run ("123m", "55z"): they recur
                if len(_RUN_TILES) > 20000:
                    _RUN_TILES.clear()
                _RUN_TILES[run] = run_tiles
        out += run_tiles
    else:
        return out
    tiles: list[Tile] = []
    digits: list[str] = []
    where = f" in {field}" if field else ""
    for ch in text:
        if ch.isspace():
            continue
        if "0" <= ch <= "9":
            digits.append(ch)
            continue
        if ch not in SUITS:
            raise HandError(
                "invalid_notation",
                f"{ch!r}{where} is not a tile digit or suit letter (m, p, s, z)",
                detail="bad_character",
                field=field,
                args={"char": ch, "text": text},
            )
        if not digits:
            raise HandError(
                "invalid_notation",
                f"suit letter {ch!r}{where} has no digits before it",
                detail="suit_without_digits",
                field=field,
                args={"suit": ch, "text": text},
            )
        base = SUITS.index(ch) * 9
        for d in digits:
            n = int(d)
            if ch == "z" and not 1 <= n <= 7:
                raise HandError(
                    "invalid_notation",
                    f"{d}z{where} is not an honor tile (honors are 1z..7z)",
                    detail="bad_honor",
                    field=field,
                    tiles=f"{d}z",
                    args={"tile": f"{d}z", "text": text},
                )
            tiles.append(_RED[base // 9] if n == 0 else _TILES[base + n - 1])
        digits = []
    if digits:
        raise HandError(
            "invalid_notation",
            f"digits {''.join(digits)!r}{where} have no suit letter after them",
            detail="digits_without_suit",
            field=field,
            args={"digits": "".join(digits), "text": text},
        )
    return tuple(tiles)


def sort_key(tile: Tile) -> tuple[int, int]:
    """Order for display: by kind, a red five just before the plain fives."""
    return (tile.kind, 0 if tile.red else 1)


def format_tiles(tiles, sort: bool = False) -> str:
    """mpsz string of tiles, grouping runs of one suit: ``123m40p``.

    Args:
        tiles: an iterable of `Tile`.
        sort: sort by kind first (red five before plain five).
    """
    seq = sorted(tiles, key=_sort_int) if sort else tiles
    out: list[str] = []
    run = -1
    for t in seq:
        k = t.kind
        s = k // 9
        if s != run:
            if run >= 0:
                out.append(SUITS[run])
            run = s
        out.append("0" if t.red else _DIGITS[k % 9])
    if run >= 0:
        out.append(SUITS[run])
    return "".join(out)


_DIGITS = "123456789"


def _sort_int(tile: Tile) -> int:
    # `sort_key` as one int (faster to compare than a tuple)
    return 2 * tile.kind + (0 if tile.red else 1)


def format_kinds(kinds) -> str:
    """mpsz string of kind indices (no red fives), e.g. [0, 1, 2] -> ``123m``."""
    return format_tiles(tile_of(k) for k in kinds)


def dora_of(kind: int) -> int:
    """The kind an indicator of `kind` points at (RULES.md §5).

    1→2 … 9→1 within a suit; winds E→S→W→N→E; dragons haku→hatsu→chun→haku.
    """
    if kind < 27:
        return kind - kind % 9 + (kind % 9 + 1) % 9
    if kind < 31:
        return 27 + (kind - 27 + 1) % 4
    return 31 + (kind - 31 + 1) % 3


def dora_of_three_players(kind: int) -> int:
    """`dora_of` with three players (TABLE_RULES.md §8 "dora wrap"): 2m–8m
    are not in the set, so indicator 1m points at 9m and 9m at 1m; every
    other kind as `dora_of`."""
    if kind == 0:
        return 8
    if kind == 8:
        return 0
    return dora_of(kind)


#: The man kinds the three-player set does not hold (2m–8m, TABLE_RULES.md §8).
THREE_PLAYER_MISSING = frozenset(range(1, 8))
