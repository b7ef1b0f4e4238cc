"""StageHand: the presenter's hand, a `HandView` that points at the tiles
being explained — a soft glow behind them and a pointer above each run of
lit tiles, so the back row sees which tiles a line is about."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen

from ..widgets.hand_view import WIN_LIFT, HandView

#: Room above the tiles for the pointer, in tile heights.
POINTER_ROOM = 0.34
#: Room below the tiles for the glow (it reaches 0.30 tile heights past a
#: lit tile), in tile heights: the glow was cut flat along the bottom.
GLOW_ROOM = 0.32


class StageHand(HandView):
    """A hand view for the presenter (see the module docstring). Tiles are
    not clickable; `set_pointer_color` sets the glow and pointer colour."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.set_clickable(False)
        self.setMouseTracking(False)
        self.set_reserved_height(1.0 + WIN_LIFT + POINTER_ROOM + GLOW_ROOM)
        self._pointer = QColor("#f08c00")

    def _rows(self, h_units: float) -> float:
        """Tile heights of room: the hand (a kakan's stacked tile included),
        the pointer's room above it and the glow's below, at least the
        reserve."""
        return max(h_units + POINTER_ROOM + GLOW_ROOM, self._reserve)

    def _origin(self, h: int) -> tuple[float, float]:
        """`HandView`'s origin raised by `GLOW_ROOM`: the tiles stand that
        far above the bottom, so the glow under them is whole."""
        x, y = super()._origin(h)
        return x, y - GLOW_ROOM * h

    def set_pointer_color(self, color: QColor) -> None:
        """Colour of the glow, the pointer and the lit tiles' outline."""
        self._pointer = QColor(color)
        pal = self.palette()
        pal.setColor(pal.ColorRole.Highlight, self._pointer)
        self.setPalette(pal)
        self.update()

    def _runs(self) -> list[QRectF]:
        """The lit tiles' rectangles merged into runs of neighbours."""
        rects = sorted((self.tile_rect(i) for i in self.highlight()), key=lambda r: r.x())
        runs: list[QRectF] = []
        h = self.tile_height()
        for r in rects:
            if runs and r.x() - runs[-1].right() < 0.2 * h:
                runs[-1] = runs[-1].united(r)
            else:
                runs.append(QRectF(r))
        return runs

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the glow behind the lit tiles, the tiles (`HandView`), then
        a pointer above each run of lit tiles."""
        runs = self._runs() if self.highlight() else []
        h = self.tile_height()
        if runs:
            p = QPainter(self)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            p.setPen(Qt.PenStyle.NoPen)
            for r in runs:
                for k, alpha in ((0.30, 40), (0.20, 60), (0.11, 90)):
                    glow = QColor(self._pointer)
                    glow.setAlpha(alpha)
                    p.setBrush(glow)
                    pad = k * h
                    p.drawRoundedRect(r.adjusted(-pad, -pad, pad, pad), pad + 0.08 * h, pad + 0.08 * h)
            p.end()
        super().paintEvent(event)
        if runs:
            p = QPainter(self)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            size = 0.2 * h
            for r in runs:
                tip = QPointF(r.center().x(), r.top() - 0.12 * h)
                path = QPainterPath(tip)
                path.lineTo(tip.x() - size * 0.75, tip.y() - size)
                path.lineTo(tip.x() + size * 0.75, tip.y() - size)
                path.closeSubpath()
                p.setPen(QPen(QColor(0, 0, 0, 120), max(1.0, 0.02 * h)))
                p.setBrush(self._pointer)
                p.drawPath(path)
            p.end()
