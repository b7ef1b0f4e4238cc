"""TileRow: a small row of tile pictures (indicators, a fu item's tiles, a wait).

Not a hand: no melds, no highlighting; clicking a tile emits its index.
"""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter
from PySide6.QtWidgets import QSizePolicy, QWidget

from trainer.core.tiles import Tile

from .tile_art import TILE_ASPECT, tile_pixmap


class TileRow(QWidget):
    """Tiles side by side, `tile_height` pixels tall, 2 px apart.

    Signals:
        tileClicked(int): index of the clicked tile.
    """

    tileClicked = Signal(int)

    def __init__(self, tiles: tuple[Tile, ...] = (), tile_height: int = 24, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles = tuple(tiles)
        self._h = max(12, int(tile_height))
        self.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, False)

    def set_tiles(self, tiles: tuple[Tile, ...]) -> None:
        """The tiles to show, in order."""
        self._tiles = tuple(tiles)
        self.updateGeometry()
        self.update()

    def tiles(self) -> tuple[Tile, ...]:
        """The tiles shown."""
        return self._tiles

    def set_tile_height(self, px: int) -> None:
        """Tile height in logical pixels."""
        self._h = max(12, int(px))
        self.updateGeometry()
        self.update()

    def _rect(self, i: int) -> QRectF:
        w = self._h * TILE_ASPECT
        return QRectF(i * (w + 2), 1, w, self._h)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: the preferred size."""
        n = len(self._tiles)
        return QSize(max(0, int(n * (self._h * TILE_ASPECT + 2))), self._h + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Qt: the smallest useful size."""
        return self.sizeHint()

    def mousePressEvent(self, event) -> None:  # noqa: N802
        """Qt: a click on a tile emits its index."""
        for i in range(len(self._tiles)):
            if self._rect(i).contains(event.position()):
                self.tileClicked.emit(i)
                return
        super().mousePressEvent(event)

    def paintEvent(self, event) -> None:  # noqa: N802
        """Qt: draw the tiles."""
        p = QPainter(self)
        if not self.isEnabled():
            p.setOpacity(0.45)
        dpr = self.devicePixelRatioF()
        for i, t in enumerate(self._tiles):
            p.drawPixmap(self._rect(i).topLeft(), tile_pixmap(str(t), self._h, dpr))
        p.end()
