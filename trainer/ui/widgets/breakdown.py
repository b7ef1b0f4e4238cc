"""Pieces of a score breakdown shared by the screens that show one (the
calculator's result panel, the quiz's feedback, the presenter): one line of
the breakdown linked to its tiles, and reading tiles from a result's text.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from trainer.core.errors import HandError
from trainer.core.tiles import Tile, parse_tiles

from .tile_row import TileRow


def tiles_of(text: str) -> tuple[Tile, ...]:
    """Tiles of an mpsz string from a result, () when it is not tiles."""
    try:
        return parse_tiles(text)
    except HandError:
        return ()


class _ValueLabel(QLabel):
    """A line's value: at least `VALUE_WIDTH` px wide (short values line
    up), and never narrower than its text (a fixed least width of 40 px cut
    "1 han" in a 150 % zoomed window, where it needs 48)."""

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: the text's least size, at least `VALUE_WIDTH` px wide."""
        hint = super().minimumSizeHint()
        return QSize(max(VALUE_WIDTH, hint.width()), hint.height())


# Least width (px) of a breakdown line's value.
VALUE_WIDTH = 40


class BreakdownLine(QWidget):
    """One line of the breakdown: a name, optional small tiles and a note,
    and a right-aligned value. Hovering it emits the hand indices it is
    about.

    Signals:
        hovered(object): frozenset of hand tile indices on enter, an empty
            frozenset on leave.
    """

    hovered = Signal(object)

    def __init__(self, name: str, value: str, indices=frozenset(), tiles: tuple[Tile, ...] = (),
                 note: str = "", tile_height: int = 22, wrap: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Line")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.indices = frozenset(indices)
        row = QHBoxLayout(self)
        row.setContentsMargins(6, 2, 6, 2)
        row.setSpacing(8)
        self.name_label = QLabel(name)
        self.name_label.setObjectName("Name")
        self.name_label.setWordWrap(wrap)
        row.addWidget(self.name_label, 1 if wrap else 0)
        if tiles:
            row.addWidget(TileRow(tiles, tile_height))
        if note:
            n = QLabel(note)
            n.setObjectName("LineNote")
            row.addWidget(n)
        if not wrap:
            row.addStretch(1)
        self.value_label = _ValueLabel(value)
        self.value_label.setObjectName("Value")
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.value_label)
        self.setProperty("lit", False)

    def set_lit(self, on: bool) -> None:
        """Show the line as lit (its tiles are hovered in the hand)."""
        if bool(self.property("lit")) != on:
            self.setProperty("lit", on)
            self.style().unpolish(self)
            self.style().polish(self)

    def enterEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the pointer entered the line: light it and its tiles."""
        if self.isEnabled():
            self.set_lit(True)
            self.hovered.emit(self.indices)
        super().enterEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802
        """Qt: the pointer left the line: unlight it."""
        if self.isEnabled():
            self.set_lit(False)
            self.hovered.emit(frozenset())
        super().leaveEvent(event)
