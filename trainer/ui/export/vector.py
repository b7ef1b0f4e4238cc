"""Tiles drawn as vector paths into any `QPainter` — a PDF page, an SVG
file, an image — from the tile SVGs (`tile_art.tile_renderer`), never
through pixmaps, so printed and exported tiles stay crisp at any size.

A hand is placed by the same `hand_view.layout_hand` as on screen (melds
turned and stacked the same way, the winning tile lifted and outlined in
gold).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from trainer.core.hand import Meld
from trainer.core.tiles import Tile

from ..widgets.hand_view import GOLD, WIN_LIFT, layout_hand
from ..widgets.tile_art import TILE_ASPECT, tile_renderer

#: Gap between the tiles of a row, in tile heights.
ROW_GAP = 0.04


def paint_tile(painter: QPainter, name: str, rect: QRectF, rotation: int = 0, shadow: bool = True) -> None:
    """Draw one tile picture into `rect` (logical units of `painter`).

    Args:
        name: a tile picture name (``"5m"``, ``"0p"``, ``"back"``).
        rect: where the tile goes; for ``rotation`` 90 the rect is the
            turned tile's (wider than tall).
        rotation: 0, or 90 for a tile turned a quarter (a called tile).
        shadow: draw a soft shadow under the tile.

    Raises:
        KeyError: unknown picture name.
    """
    renderer = tile_renderer(name)
    short = min(rect.width(), rect.height())
    long = max(rect.width(), rect.height())
    radius = 0.075 * long
    if shadow:
        painter.save()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 60))
        painter.drawRoundedRect(rect.translated(long * 0.02, long * 0.035), radius, radius)
        painter.restore()
    if not rotation:
        renderer.render(painter, rect)
        return
    painter.save()
    painter.translate(rect.center())
    painter.rotate(rotation)
    # the upright tile is `long` tall and `short` wide, centred on the rect's centre
    renderer.render(painter, QRectF(-short / 2, -long / 2, short, long))
    painter.restore()


def hand_size(closed: Sequence[Tile], melds: Sequence[Meld], win: Tile | None, tile_h: float) -> QSizeF:
    """Size of a hand drawn with tiles `tile_h` tall (the winning tile's
    lift and a kakan's stacked tile included)."""
    _slots, w, h = layout_hand(closed, melds, win)
    return QSizeF(w * tile_h, max(h, 1.0 + WIN_LIFT) * tile_h)


def paint_hand(painter: QPainter, origin: QPointF, tile_h: float, closed: Sequence[Tile],
               melds: Sequence[Meld] = (), win: Tile | None = None, lit: Iterable[int] = (),
               accent: QColor | None = None) -> QSizeF:
    """Draw a hand with its top-left corner at `origin`, tiles `tile_h` tall.

    Args:
        lit: tile indices (`HandView` order) to outline in `accent`; the
            others are drawn faded when any is lit.

    Returns:
        The size drawn (`hand_size`).
    """
    slots, w_units, h_units = layout_hand(closed, melds, win)
    box_h = max(h_units, 1.0 + WIN_LIFT)
    top = origin.y() + (box_h - h_units) * tile_h
    lit = frozenset(lit)
    for i, s in enumerate(slots):
        x, y, w, h = s.rect
        rect = QRectF(origin.x() + x * tile_h, top + y * tile_h, w * tile_h, h * tile_h)
        painter.save()
        if lit and i not in lit:
            painter.setOpacity(0.38)
        paint_tile(painter, "back" if s.face_down else str(s.tile), rect, 90 if s.sideways else 0)
        painter.restore()
        outline = accent if (i in lit and accent is not None) else (GOLD if s.win else None)
        if outline is not None:
            width = max(1.0, tile_h * 0.045)
            painter.save()
            painter.setPen(QPen(outline, width))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            r = 0.075 * tile_h
            painter.drawRoundedRect(rect.adjusted(-width / 2, -width / 2, width / 2, width / 2), r, r)
            painter.restore()
    return QSizeF(w_units * tile_h, box_h * tile_h)


def row_width(count: int, tile_h: float) -> float:
    """Width of `count` upright tiles side by side (`paint_row`)."""
    if count <= 0:
        return 0.0
    return count * tile_h * TILE_ASPECT + (count - 1) * tile_h * ROW_GAP


def paint_row(painter: QPainter, origin: QPointF, tile_h: float, tiles: Sequence[Tile],
              shadow: bool = False) -> float:
    """Draw upright tiles side by side from `origin` (top-left); returns
    the width drawn."""
    x = origin.x()
    for t in tiles:
        paint_tile(painter, str(t), QRectF(x, origin.y(), tile_h * TILE_ASPECT, tile_h), shadow=shadow)
        x += tile_h * (TILE_ASPECT + ROW_GAP)
    return row_width(len(tiles), tile_h)
