"""HandView: a hand drawn as tiles, the way it lies on the table.

Used by the calculator and the quiz screen. It only shows; it never scores.

API in short::

    view = HandView(parent)
    view.set_hand(closed, melds, win)      # core Tile / Meld values
    view.set_highlight({0, 1, 2})          # light tiles (others dim)
    view.set_faults(view.indices_of("5m")) # outline tiles at fault in red
    view.tileClicked.connect(...)          # int index
    view.tileHovered.connect(...)          # int index, -1 on leaving

Tile indices are flat and follow the drawing order: first the closed tiles
sorted (`trainer.core.tiles.sort_key`, red five before plain fives), then
each meld's tiles meld by meld. `tile_at(i)` gives the `Tile` at an index;
`indices_of("333s")` maps an mpsz string (a fu item's or yaku's tiles) to
indices.

How melds are drawn (a fixed convention; the core does not record who
discarded): chi — the first (lowest) tile turned sideways; pon and minkan —
the second tile sideways; kakan — the second tile sideways with the added
tile stacked on it, also sideways; ankan — four tiles with the two outer
ones face down (a red five is kept face up). The winning tile is lifted and
outlined in gold.

The tile height follows the widget's size (the most that fits the width and
height), capped by `set_max_tile_height`. `set_reserved_height(STACK_HEIGHT)`
keeps room for a kakan's stacked tile in every hand, so a window that sizes
the view with `height_for_tile` does not grow when a kakan is added; tiles
then stand on the same bottom line whatever the hand.

With no tiles the view shows faint slots for a hand of 14 and a placeholder
text (`set_placeholder`, `set_placeholder_color`).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.core.hand import Meld
from trainer.core.tiles import Tile, parse_tiles, sort_key

from .tile_art import TILE_ASPECT, shadow_pixmap, tile_pixmap

#: Gap between tiles and between groups, as a fraction of the tile height.
TILE_GAP = 0.035
GROUP_GAP = 0.32
#: How far the winning tile is lifted, as a fraction of the tile height.
WIN_LIFT = 0.16
#: Height of a kakan (the added tile stacked on the sideways one), in tile heights.
STACK_HEIGHT = 2 * TILE_ASPECT
#: Empty slots drawn when there is no tile (a closed hand of 14).
GHOST_SLOTS = 14

GOLD = QColor("#e3b341")
FAULT = QColor("#e5484d")


@dataclass(frozen=True, slots=True)
class TileSlot:
    """One drawn tile.

    Attributes:
        tile: the `Tile`.
        group: -1 for the closed tiles, else the meld index.
        face_down: drawn as the back (outer tiles of an ankan).
        sideways: turned a quarter (the called tile of a meld).
        stacked: drawn on top of the previous sideways tile (kakan).
        rect: where it is drawn, in units of the tile height (x, y, w, h),
            y measured down from the top of the hand's box.
        win: the winning tile (lifted, gold outline).
    """

    tile: Tile
    group: int
    face_down: bool
    sideways: bool
    stacked: bool
    rect: tuple[float, float, float, float]
    win: bool


def _meld_faces(meld: Meld) -> list[tuple[Tile, bool, bool, bool]]:
    """(tile, face_down, sideways, stacked) for each tile of a meld, in drawing order."""
    tiles = sorted(meld.tiles, key=sort_key)
    if meld.kind == "ankan" and len(tiles) == 4:
        # Red fives go in the middle, face up (as players show them).
        by_red = sorted(tiles, key=lambda t: not t.red)
        inner, outer = by_red[:2], by_red[2:]
        ordered = [outer[0], inner[0], inner[1], outer[1]]
        return [(t, i in (0, 3), False, False) for i, t in enumerate(ordered)]
    if meld.kind == "chi":
        return [(t, False, i == 0, False) for i, t in enumerate(tiles)]
    if meld.kind == "kakan" and len(tiles) == 4:
        return [(tiles[0], False, False, False), (tiles[1], False, True, False),
                (tiles[2], False, False, False), (tiles[3], False, True, True)]
    return [(t, False, i == 1, False) for i, t in enumerate(tiles)]


def layout_hand(closed: Sequence[Tile], melds: Sequence[Meld], win: Tile | None) -> tuple[list[TileSlot], float, float]:
    """Place every tile, in units of the tile height.

    Returns (slots, width, height): the slots in index order and the size of
    the box they need (height includes the winning tile's lift and the
    stacked tile of a kakan).
    """
    w_up = TILE_ASPECT
    slots: list[TileSlot] = []
    has_stack = any(m.kind == "kakan" for m in melds)
    top = max(1.0 + WIN_LIFT, STACK_HEIGHT if has_stack else 0.0)
    base = top  # bottom line of every tile
    x = 0.0
    order = sorted(closed, key=sort_key)
    win_at = -1
    if win is not None:
        for i in range(len(order) - 1, -1, -1):
            if order[i] == win:
                win_at = i
                break
    for i, t in enumerate(order):
        lift = WIN_LIFT if i == win_at else 0.0
        slots.append(TileSlot(t, -1, False, False, False, (x, base - 1.0 - lift, w_up, 1.0), i == win_at))
        x += w_up + TILE_GAP
    for g, meld in enumerate(melds):
        if x > 0:
            x += GROUP_GAP - TILE_GAP
        last_side_x = x
        for tile, down, side, stacked in _meld_faces(meld):
            if stacked:
                slots.append(TileSlot(tile, g, down, True, True, (last_side_x, base - 2 * w_up, 1.0, w_up), False))
                continue
            w, h = (1.0, w_up) if side else (w_up, 1.0)
            if side:
                last_side_x = x
            slots.append(TileSlot(tile, g, down, side, False, (x, base - h, w, h), False))
            x += w + TILE_GAP
    width = max(0.0, x - TILE_GAP)
    return slots, width, top


class HandView(QWidget):
    """A hand drawn as tiles; see the module docstring for the API.

    Signals:
        tileClicked(int): left click on the tile with that index.
        tileRightClicked(int, QPoint): right click (global position).
        tileHovered(int): the pointer entered a tile (its index) or left
            all tiles (-1).
    """

    tileClicked = Signal(int)
    tileRightClicked = Signal(int, QPoint)
    tileHovered = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._closed: tuple[Tile, ...] = ()
        self._melds: tuple[Meld, ...] = ()
        self._win: Tile | None = None
        self._slots: list[TileSlot] = []
        self._box = (0.0, 0.0)
        self._lit: frozenset[int] = frozenset()
        self._faults: frozenset[int] = frozenset()
        self._hover = -1
        self._max_h = 120
        self._min_h = 18
        self._placeholder = ""
        self._placeholder_color: QColor | None = None
        self._reserve = 1.0 + WIN_LIFT
        self._align = Qt.AlignmentFlag.AlignCenter
        self._clickable = True

    # -- content ---------------------------------------------------------
    def set_hand(self, closed: Iterable[Tile], melds: Iterable[Meld] = (), win: Tile | None = None) -> None:
        """Show a hand: closed tiles (any order; drawn sorted), melds, and
        the winning tile (one closed tile equal to it is lifted; None for
        none). Clears highlights and faults whose indices no longer exist."""
        self._closed = tuple(closed)
        self._melds = tuple(melds)
        self._win = win
        self._slots, w, h = layout_hand(self._closed, self._melds, win)
        self._box = (w, h)
        n = len(self._slots)
        self._lit = frozenset(i for i in self._lit if i < n)
        self._faults = frozenset(i for i in self._faults if i < n)
        if self._hover >= n:
            self._hover = -1
        self.update()

    def set_placeholder(self, text: str) -> None:
        """Text shown over the empty slots when the hand has no tiles."""
        self._placeholder = text
        self.update()

    def set_placeholder_color(self, color: QColor | None) -> None:
        """Colour of the placeholder text and empty slots (None: the
        palette's text colour). Light text suits the felt."""
        self._placeholder_color = QColor(color) if color is not None else None
        self.update()

    def set_reserved_height(self, units: float) -> None:
        """Room kept for a hand this many tile heights tall (at least the
        lifted winning tile, 1 + `WIN_LIFT`); `STACK_HEIGHT` keeps room for
        a kakan in every hand. Tiles stand on the bottom of that room."""
        self._reserve = max(1.0 + WIN_LIFT, float(units))
        self.updateGeometry()
        self.update()

    def set_alignment(self, align: Qt.AlignmentFlag) -> None:
        """Horizontal placement of the tiles: AlignLeft or AlignCenter (default)."""
        self._align = align
        self.update()

    def set_clickable(self, on: bool) -> None:
        """Show a pointing-hand cursor over tiles (they react to clicks)."""
        self._clickable = on

    def count(self) -> int:
        """Number of tiles drawn (closed + all meld tiles)."""
        return len(self._slots)

    def tile_at(self, index: int) -> Tile:
        """The `Tile` drawn at a flat index. Raises IndexError."""
        return self._slots[index].tile

    def group_of(self, index: int) -> int:
        """-1 for a closed tile, else the index of the meld it belongs to."""
        return self._slots[index].group

    def win_index(self) -> int:
        """Index of the lifted winning tile, or -1."""
        return next((i for i, s in enumerate(self._slots) if s.win), -1)

    def meld_indices(self, meld: int) -> set[int]:
        """Indices of every tile of one meld."""
        return {i for i, s in enumerate(self._slots) if s.group == meld}

    def indices_of(self, tiles: str | Iterable[Tile], prefer_meld: bool = True) -> set[int]:
        """Indices of the tiles an mpsz string names, e.g. a fu item's "333s".

        A whole meld with exactly these tiles is taken first (when
        `prefer_meld`); otherwise each tile is matched to an unused drawn
        tile, an exact match (red five to red five) before one of the same
        kind, closed tiles before meld tiles. Tiles that are not drawn are
        skipped. Raises HandError(invalid_notation) for a bad string.
        """
        want = list(parse_tiles(tiles)) if isinstance(tiles, str) else list(tiles)
        if not want:
            return set()
        if prefer_meld:
            key = sorted(sort_key(t) for t in want)
            for g, m in enumerate(self._melds):
                if sorted(sort_key(t) for t in m.tiles) == key:
                    return self.meld_indices(g)
        used: set[int] = set()
        for t in want:
            pick = next((i for i, s in enumerate(self._slots) if i not in used and s.tile == t), -1)
            if pick < 0:
                pick = next((i for i, s in enumerate(self._slots) if i not in used and s.tile.kind == t.kind), -1)
            if pick >= 0:
                used.add(pick)
        return used

    # -- marks -----------------------------------------------------------
    def set_highlight(self, indices: Iterable[int]) -> None:
        """Light these tiles (accent outline) and dim the others; empty for none."""
        lit = frozenset(indices)
        if lit != self._lit:
            self._lit = lit
            self.update()

    def highlight(self) -> frozenset[int]:
        """The indices lit now."""
        return self._lit

    def set_faults(self, indices: Iterable[int]) -> None:
        """Outline these tiles in red (tiles at fault in an error); empty for none."""
        faults = frozenset(indices)
        if faults != self._faults:
            self._faults = faults
            self.update()

    def faults(self) -> frozenset[int]:
        """The indices outlined as at fault."""
        return self._faults

    def set_max_tile_height(self, px: int) -> None:
        """Largest tile height in logical pixels (the tiles shrink to fit)."""
        self._max_h = max(self._min_h, int(px))
        self.updateGeometry()
        self.update()

    # -- geometry --------------------------------------------------------
    def _margin(self) -> float:
        return 6.0

    def height_for_tile(self, tile_height: int) -> int:
        """Widget height that shows the current hand with tiles
        `tile_height` pixels tall (room for the lifted winning tile, and for
        a kakan's stacked tile when there is one)."""
        return int(self._rows(self._box[1]) * tile_height + 2 * self._margin())

    def _rows(self, h_units: float) -> float:
        """Tile heights of vertical room the hand takes (at least the reserve)."""
        return max(h_units, self._reserve)

    def tile_height(self) -> int:
        """Current tile height in logical pixels (fits width and height)."""
        w_units, h_units = self._box
        m = 2 * self._margin()
        avail_w = max(1.0, self.width() - m)
        avail_h = max(1.0, self.height() - m)
        h = self._max_h
        if w_units > 0:
            h = min(h, avail_w / w_units)
        h = min(h, avail_h / self._rows(h_units))
        return max(self._min_h, int(h))

    def _origin(self, h: int) -> tuple[float, float]:
        w_units, h_units = self._box
        used_w = w_units * h
        used_h = self._rows(h_units) * h
        if self._align & Qt.AlignmentFlag.AlignLeft:
            x = self._margin()
        else:
            x = (self.width() - used_w) / 2
        y = (self.height() - used_h) / 2 + (used_h - h_units * h)
        return x, y

    def tile_rect(self, index: int) -> QRectF:
        """Where a tile is drawn, in widget coordinates."""
        h = self.tile_height()
        ox, oy = self._origin(h)
        x, y, w, hh = self._slots[index].rect
        return QRectF(ox + x * h, oy + y * h, w * h, hh * h)

    def index_at(self, pos) -> int:
        """Index of the tile under a widget position, or -1."""
        for i in range(len(self._slots) - 1, -1, -1):
            if self.tile_rect(i).contains(pos):
                return i
        return -1

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: the preferred size."""
        h = min(self._max_h, 64)
        return QSize(int(11.5 * h), int(self._rows(0.0) * h + 2 * self._margin()))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Qt: the smallest useful size."""
        return QSize(200, int(self._min_h * 1.6))

    # -- events ----------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Qt: track the tile under the pointer."""
        i = self.index_at(event.position())
        if i != self._hover:
            self._hover = i
            if self._clickable:
                self.setCursor(Qt.CursorShape.PointingHandCursor if i >= 0 else Qt.CursorShape.ArrowCursor)
            self.update()
            self.tileHovered.emit(i)
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802
        """Qt: the pointer left the widget."""
        if self._hover != -1:
            self._hover = -1
            self.update()
            self.tileHovered.emit(-1)
        super().leaveEvent(event)

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Qt: a click on a tile."""
        i = self.index_at(event.position())
        if i >= 0 and event.button() == Qt.MouseButton.LeftButton:
            self.tileClicked.emit(i)
            event.accept()
            return
        if i >= 0 and event.button() == Qt.MouseButton.RightButton:
            self.tileRightClicked.emit(i, event.globalPosition().toPoint())
            event.accept()
            return
        super().mousePressEvent(event)

    # -- painting --------------------------------------------------------
    def _paint_empty(self, p: QPainter) -> None:
        """Faint slots where the 14 tiles go, and the placeholder over them."""
        colour = QColor(self._placeholder_color or self.palette().windowText().color())
        gap = TILE_GAP * 2
        units = GHOST_SLOTS * TILE_ASPECT + (GHOST_SLOTS - 1) * gap
        m = 2 * self._margin()
        h = min(float(self._max_h), (self.width() - m) / units, (self.height() - m) / self._rows(1.0))
        h = max(float(self._min_h), h)
        w = h * TILE_ASPECT
        x0 = (self.width() - units * h) / 2
        y = self.height() - self._margin() - h - (self.height() - m - self._rows(1.0) * h) / 2
        fill, line = QColor(colour), QColor(colour)
        fill.setAlphaF(0.07)
        line.setAlphaF(0.28)
        pen = QPen(line, max(1.0, h * 0.018), Qt.PenStyle.DashLine)
        p.setPen(pen)
        p.setBrush(fill)
        for i in range(GHOST_SLOTS):
            p.drawRoundedRect(QRectF(x0 + i * (w + gap * h), y, w, h), h * 0.075, h * 0.075)
        if not self._placeholder:
            return
        f = QFont(self.font())
        f.setPixelSize(max(13, int(h * 0.2)))
        f.setWeight(QFont.Weight.DemiBold)
        p.setFont(f)
        text_colour = QColor(colour)
        text_colour.setAlphaF(0.95)
        p.setPen(text_colour)
        area = QRectF(x0, y, units * h, h)
        p.drawText(area, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self._placeholder)

    def paintEvent(self, event) -> None:  # noqa: N802
        """Qt: draw the tiles."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        if not self._slots:
            self._paint_empty(p)
            p.end()
            return
        h = self.tile_height()
        dpr = self.devicePixelRatioF()
        dim = bool(self._lit)
        radius = h * 0.075
        for i, s in enumerate(self._slots):
            r = self.tile_rect(i)
            # A soft shadow under each tile, as on a felt.
            p.drawPixmap(r.translated(h * 0.02, h * 0.035).topLeft(), shadow_pixmap(r.width(), r.height(), dpr))
            name = "back" if s.face_down else str(s.tile)
            rot = 90 if s.sideways else 0
            pm = tile_pixmap(name, h, dpr, rot)
            p.setOpacity(0.38 if dim and i not in self._lit else 1.0)
            p.drawPixmap(r.topLeft(), pm)
            p.setOpacity(1.0)
            outline = None
            width = max(2.0, h * 0.045)
            if i in self._faults:
                outline = FAULT
            elif i in self._lit:
                outline = self.palette().highlight().color()
            elif s.win:
                outline = GOLD
            elif i == self._hover and self._clickable:
                outline = QColor(255, 255, 255, 150)
                width = max(1.5, h * 0.03)
            if outline is not None:
                pen = QPen(outline, width)
                p.setPen(pen)
                p.setBrush(Qt.BrushStyle.NoBrush)
                inset = width / 2
                p.drawRoundedRect(r.adjusted(-inset, -inset, inset, inset), radius + inset, radius + inset)
            if s.win and (i in self._faults or i in self._lit):
                # Keep the gold mark visible under another outline.
                pen = QPen(GOLD, max(1.5, h * 0.025))
                p.setPen(pen)
                gi = width + pen.widthF() / 2
                p.drawRoundedRect(r.adjusted(-gi, -gi, gi, gi), radius + gi, radius + gi)
        p.end()
