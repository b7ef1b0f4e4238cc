"""Hands, melds and the win context: values (SCHEMA.md "Input fields").

Construction checks only what a value must be to exist (a meld has a known
kind); whether the hand is legal is decided by `validation.validate`, which
names the tile, meld or flag at fault.

`Meld`, `Hand` and `WinContext` are frozen dataclasses (STYLE.md §4): the
windows hold them in their state and derive changed ones with
`dataclasses.replace`, so an assignment must fail loudly. (Building a
frozen `WinContext` costs about 5% of a scored hand on CPython 3.11;
docs/speed.md.)
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .tiles import Tile, format_tiles

MELD_KINDS = ("chi", "pon", "minkan", "ankan", "kakan")
KAN_KINDS = frozenset(("minkan", "ankan", "kakan"))
OPEN_KINDS = frozenset(("chi", "pon", "minkan", "kakan"))
WINDS = ("E", "S", "W", "N")


@dataclass(frozen=True, slots=True)
class Meld:
    """A declared meld.

    Attributes:
        kind: ``chi`` (3 in sequence), ``pon`` (3 equal), ``minkan`` (open
            kan called from a discard), ``kakan`` (open kan added to a pon),
            ``ankan`` (closed kan; keeps the hand closed).
        tiles: its tiles in mpsz order, e.g. ``(5p, 0p, 5p)``, a tuple.

    Raises:
        ValueError: a kind that is not one of `MELD_KINDS`. (Whether the
            tiles make that meld is `validation.check_melds`' business.)
    """

    kind: str
    tiles: tuple[Tile, ...]

    def __post_init__(self) -> None:
        if self.kind not in MELD_KINDS:
            raise ValueError(f"a meld kind is one of {', '.join(MELD_KINDS)}, not {self.kind!r}")

    @property
    def is_kan(self) -> bool:
        """True for minkan, ankan and kakan."""
        return self.kind in KAN_KINDS

    @property
    def is_open(self) -> bool:
        """True for every meld but ankan (RULES.md §2: ankan keeps menzen)."""
        return self.kind in OPEN_KINDS

    def __str__(self) -> str:
        return f"{self.kind} {format_tiles(self.tiles)}"


@dataclass(frozen=True, slots=True)
class Hand:
    """A winning hand as the player holds it.

    Attributes:
        closed: concealed tiles including the winning tile (13 or 14 minus
            3 per meld, +1 for the winning tile), not the tiles of melds.
        melds: declared melds, closed kans included.
        win: the winning tile (red when the winning tile is the red five).
        kita: North tiles set aside as kita (nukidora) with three players,
            0..4 (SCHEMA.md "Three players"): in neither `closed` nor
            `melds`; each is one han of dora.

    Give tuples (a hand is a value). The scorer reads the tiles once, when
    it scores: a result does not change when a list given here changes
    later.
    """

    closed: tuple[Tile, ...]
    melds: tuple[Meld, ...] = ()
    win: Tile | None = None
    kita: int = 0

    @property
    def is_closed(self) -> bool:
        """Menzen: no meld but closed kans."""
        return not any(m.is_open for m in self.melds)

    def all_tiles(self) -> tuple[Tile, ...]:
        """Closed tiles then every meld's tiles."""
        out = list(self.closed)
        for m in self.melds:
            out.extend(m.tiles)
        return tuple(out)


@dataclass(frozen=True, slots=True)
class WinContext:
    """How and when the hand was won (SCHEMA.md input fields).

    Winds are ``"E" "S" "W" "N"``; ``seat_wind == "E"`` means the winner is
    the dealer. Indicators are the shown tiles, not the dora themselves.
    `open_riichi` (an extension of SCHEMA.md) marks a riichi declared with
    the hand shown; it only matters when the `open_riichi` local yaku is on.
    `honba` counters and `riichi_sticks` (1000-point deposits) are counts.

    `dataclasses.replace` derives a changed one.
    """

    tsumo: bool = False
    seat_wind: str = "E"
    round_wind: str = "E"
    riichi: bool = False
    double_riichi: bool = False
    ippatsu: bool = False
    haitei: bool = False
    houtei: bool = False
    rinshan: bool = False
    chankan: bool = False
    tenhou: bool = False
    chiihou: bool = False
    renhou: bool = False
    dora_indicators: tuple[Tile, ...] = field(default=())
    ura_indicators: tuple[Tile, ...] = field(default=())
    honba: int = 0
    riichi_sticks: int = 0
    open_riichi: bool = False

    @property
    def is_dealer(self) -> bool:
        """The winner sits East."""
        return self.seat_wind == "E"

    @property
    def in_riichi(self) -> bool:
        """Riichi or double riichi was declared."""
        return self.riichi or self.double_riichi
