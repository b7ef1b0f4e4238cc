"""TilePalette: the 34 tile kinds and the red fives, to build a hand by clicking.

Four rows (man, pin, sou, honors); each suit row ends with its red five. A
small badge on a tile says how many copies are still free once some are
taken; a kind with none left is greyed out. Left click picks a tile; right click opens a menu
that makes a chi, pon, minkan, ankan or kakan from it. With three players
(TABLE_RULES.md §8) the man row holds 1m and 9m only and the menu has no chi.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter
from PySide6.QtWidgets import QMenu, QSizePolicy, QWidget

from trainer.core.tiles import THREE_PLAYER_MISSING, Tile, format_tiles, tile_of

from ..base import terms
from ..widgets.tile_art import TILE_ASPECT, shadow_pixmap, tile_pixmap
from .state import meld_tiles

# The palette's rows: kind indices, then (for suits) the red five.
ROWS: tuple[tuple[Tile, ...], ...] = tuple(
    tuple(tile_of(s * 9 + n) for n in range(9)) + (tile_of(s * 9 + 4, True),) for s in range(3)
) + (tuple(tile_of(27 + n) for n in range(7)),)

_GAP = 0.07       # between tiles, × tile height
_RED_GAP = 0.25   # before the red five
_ROW_GAP = 0.14


class TilePalette(QWidget):
    """Every tile kind, with copies left; see the module docstring.

    Signals:
        tilePicked(object): a `Tile` was clicked (left button).
        meldPicked(str, object): a meld was chosen from the right-click menu:
            its kind and its tiles (tuple of `Tile`).
    """

    tilePicked = Signal(object)
    meldPicked = Signal(str, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self._left: dict[Tile, int] = {t: 4 for row in ROWS for t in row}
        self._hover: Tile | None = None
        self._max_h = 64
        self._melds_enabled = True
        self._three = False
        self._red_fives = (1, 1, 1)
        self._rect_cache: tuple[tuple[int, bool], dict[Tile, QRectF]] = ((0, False), {})

    # -- content ---------------------------------------------------------
    def set_copies_left(self, left: dict[Tile, int]) -> None:
        """How many copies of each palette tile are free (missing = 4)."""
        self._left = {t: left.get(t, 4) for row in ROWS for t in row}
        self.update()

    def copies_left(self, tile: Tile) -> int:
        """The badge number shown on a tile."""
        return self._left.get(tile, 0)

    def set_red_fives(self, red_fives: tuple[int, int, int]) -> None:
        """The rules' red fives per suit (m, p, s; `RuleSet.red_fives`): a
        kan of fives holds them all (the set has no other fives)."""
        self._red_fives = tuple(red_fives)

    def set_three_players(self, on: bool) -> None:
        """Show the three-player set: no 2m–8m (nor the red 5m), no chi."""
        if on != self._three:
            self._three = on
            self._hover = None
            self.update()

    def shown(self, tile: Tile) -> bool:
        """The tile is on the palette (not a 2m–8m with three players)."""
        return not (self._three and tile.kind in THREE_PLAYER_MISSING)

    def set_melds_enabled(self, on: bool) -> None:
        """Offer the meld menu on right click (off when picking indicators)."""
        self._melds_enabled = on

    def set_max_tile_height(self, px: int) -> None:
        """Largest tile height in logical pixels."""
        self._max_h = max(20, int(px))
        self.updateGeometry()
        self.update()

    # -- geometry --------------------------------------------------------
    def _units_wide(self) -> float:
        return 10 * TILE_ASPECT + 9 * _GAP + (_RED_GAP - _GAP)

    def _units_high(self) -> float:
        return 4 + 3 * _ROW_GAP + 0.1

    def tile_height(self) -> int:
        """Tile height in logical pixels for the current width."""
        h = min(self._max_h, (self.width() - 4) / self._units_wide())
        return max(16, int(h))

    def hasHeightForWidth(self) -> bool:  # noqa: N802 (Qt API)
        """Qt: the height follows the width."""
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        """Qt: the height that shows four rows of tiles at this width."""
        h = max(16, min(self._max_h, int((width - 4) / self._units_wide())))
        return int(h * self._units_high()) + 4

    def sizeHint(self) -> QSize:  # noqa: N802
        """Qt: the preferred size."""
        h = self._max_h
        return QSize(int(h * self._units_wide()) + 4, int(h * self._units_high()) + 4)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Qt: the smallest useful size."""
        return QSize(int(24 * self._units_wide()), int(24 * self._units_high()))

    def _rects(self) -> dict[Tile, QRectF]:
        h = self.tile_height()
        if self._rect_cache[0] != (h, self._three):
            w = h * TILE_ASPECT
            rects = {}
            for r, row in enumerate(ROWS):
                for c, t in enumerate([t for t in row if self.shown(t)]):
                    x = 2 + c * (w + _GAP * h) + (h * (_RED_GAP - _GAP) if t.red else 0)
                    y = 2 + r * (h * (1 + _ROW_GAP))
                    rects[t] = QRectF(x, y, w, h)
            self._rect_cache = ((h, self._three), rects)
        return self._rect_cache[1]

    def tile_rect(self, tile: Tile) -> QRectF:
        """Where a palette tile is drawn, in widget coordinates.

        Raises:
            KeyError: the tile is not on the palette.
        """
        return QRectF(self._rects()[tile])

    def tile_at(self, pos) -> Tile | None:
        """The palette tile under a widget position, or None."""
        for t, r in self._rects().items():
            if r.contains(pos):
                return t
        return None

    # -- events ----------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Qt: track the tile under the pointer."""
        t = self.tile_at(event.position())
        if t != self._hover:
            self._hover = t
            self.setCursor(Qt.CursorShape.PointingHandCursor if t is not None and self._left.get(t, 0) > 0
                           else Qt.CursorShape.ArrowCursor)
            self.update()

    def leaveEvent(self, event) -> None:  # noqa: N802
        """Qt: the pointer left the widget."""
        self._hover = None
        self.update()

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802
        """Qt: a click on a tile."""
        t = self.tile_at(event.position())
        if t is None:
            return
        if event.button() == Qt.MouseButton.LeftButton:
            self.tilePicked.emit(t)
        elif event.button() == Qt.MouseButton.RightButton and self._melds_enabled:
            self.show_meld_menu(t, event.globalPosition().toPoint())

    def meld_choices(self, tile: Tile) -> list[tuple[str, tuple[Tile, ...]]]:
        """The melds the right-click menu offers for a tile: each chi that
        holds it (suits only; none with three players), then pon, minkan,
        ankan, kakan — only those the free copies allow."""
        out = []
        if tile.kind < 27 and not self._three:
            n = tile.kind % 9
            for first in range(tile.kind - min(n, 2), tile.kind + 1):
                tiles = meld_tiles("chi", tile, first)
                if tiles is not None:
                    out.append(("chi", tiles))
        for kind in ("pon", "minkan", "ankan", "kakan"):
            out.append((kind, self._kan_of_fives(tile) if kind != "pon" else meld_tiles(kind, tile)))
        return out

    def _kan_of_fives(self, tile: Tile) -> tuple[Tile, ...]:
        """The four tiles of a kan of `tile`: for a five, the set's red fives
        of its suit and plain ones for the rest (with one red 5p the fourth
        5p is the red one, so a kan of 5p is 0555p whichever five was
        clicked); otherwise four of the tile (RULES.md §5 red fives)."""
        if tile.kind >= 27 or tile.kind % 9 != 4:
            return meld_tiles("minkan", tile)
        reds = min(4, self._red_fives[tile.kind // 9])
        return (tile_of(tile.kind, True),) * reds + (tile_of(tile.kind),) * (4 - reds)

    def meld_note(self, tiles: tuple[Tile, ...]) -> str:
        """Why a meld of the menu is greyed out, or what to know about it:
        a kan of fives that holds the red five says so (and that the red
        five is in use when it is not free); another meld without enough
        free copies says which tile ran out; "" otherwise. Translated."""
        kind = tiles[0].kind
        red = next((t for t in tiles if t.red), None)
        plain = str(tile_of(kind))
        if len(tiles) == 4 and red is not None:
            if self._left.get(red, 0) < sum(1 for t in tiles if t.red):
                return self.tr("A kan of %1 needs all four, and one is the red five %2, which is already in use.",
                               "meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p").replace(
                    "%1", plain).replace("%2", str(red))
            if self._affordable(tiles):
                return self.tr("The fourth %1 is the red five %2: a kan of %1 holds it.",
                               "meld menu: %1 the plain five, e.g. 5p; %2 the red five, 0p").replace(
                    "%1", plain).replace("%2", str(red))
        if self._affordable(tiles):
            return ""
        short = next(t for t in tiles if self._left.get(t, 0) < tiles.count(t))
        return self.tr("Not enough free %1 left.", "meld menu: %1 a tile, e.g. 5p").replace("%1", str(short))

    def _affordable(self, tiles: tuple[Tile, ...]) -> bool:
        """The free copies cover these tiles: plain tiles per kind, red
        fives per suit (the badges already split a suit's fives into its
        plain and red ones, see `CalcState.copies_left`)."""
        need: dict[Tile, int] = {}
        for t in tiles:
            need[t] = need.get(t, 0) + 1
        return all(self._left.get(t, 0) >= n for t, n in need.items())

    def show_meld_menu(self, tile: Tile, where: QPoint) -> None:
        """Pop up the meld menu for `tile` at a global position."""
        menu = QMenu(self)
        menu.setToolTipsVisible(True)
        for kind, tiles in self.meld_choices(tile):
            act = menu.addAction(terms.meld_name(kind) + "   " + format_tiles(tiles))
            act.setEnabled(self._affordable(tiles))
            note = self.meld_note(tiles)
            if note:
                act.setToolTip(note)
                act.setStatusTip(note)
            act.triggered.connect(lambda _=False, k=kind, ts=tiles: self.meldPicked.emit(k, ts))
        menu.exec(where)
        menu.deleteLater()  # a child of the palette: each menu stayed alive before

    # -- painting --------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802
        """Qt: draw the tiles."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        h = self.tile_height()
        dpr = self.devicePixelRatioF()
        badge_font = QFont(self.font())
        badge_font.setPixelSize(max(9, int(h * 0.21)))
        badge_font.setBold(True)
        p.setFont(badge_font)
        radius = h * 0.075
        for t, rect in self._rects().items():
            r = QRectF(rect)
            left = self._left.get(t, 0)
            hover = t == self._hover and left > 0
            if hover:
                r = r.translated(0, -h * 0.05)
            p.drawPixmap(r.translated(h * 0.015, h * 0.03).topLeft(),
                         shadow_pixmap(r.width(), r.height(), dpr, 40 if left > 0 else 15))
            p.setOpacity(1.0 if left > 0 else 0.28)
            p.drawPixmap(r.topLeft(), tile_pixmap(str(t), h, dpr))
            p.setOpacity(1.0)
            if hover:
                p.setPen(self.palette().highlight().color())
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(r.adjusted(-1, -1, 1, 1), radius, radius)
            if left >= 4:
                continue
            # Badge: copies left, once some are taken.
            bs = h * 0.3
            badge = QRectF(r.right() - bs * 0.8, r.top() - bs * 0.25, bs, bs)
            colour = QColor(self.palette().highlight().color()) if left > 0 else QColor("#9aa39d")
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            p.drawEllipse(badge)
            p.setPen(QColor("#ffffff"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, str(left))
        p.end()
