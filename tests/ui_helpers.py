"""Helpers for the calculator UI tests: click palette tiles and menu entries
the way a user does (pytest-qt, offscreen)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMenu

from trainer.core.tiles import Tile, format_tiles, parse_tiles
from trainer.ui.base import terms
from trainer.ui.calculator.view import CalculatorView


def make_view(qtbot, width: int = 1440, height: int = 900) -> CalculatorView:
    """A shown calculator at a given size (a fresh model)."""
    view = CalculatorView()
    qtbot.addWidget(view)
    view.resize(width, height)
    view.show()
    qtbot.waitExposed(view)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow, timeout=2000)
    return view


def click_check(qtbot, box) -> None:
    """Click a check box on its indicator (the widget may be wider than its text)."""
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))


def click_palette(qtbot, view: CalculatorView, tiles: str, button=Qt.MouseButton.LeftButton) -> None:
    """Left-click each palette tile of an mpsz string, in order."""
    for t in parse_tiles(tiles):
        pos = view.palette.tile_rect(t).center().toPoint()
        qtbot.mouseClick(view.palette, button, pos=pos)


def choose_from_next_menu(text: str) -> list[str]:
    """Arrange to trigger the menu entry `text` of the next popup menu.

    Returns a list that receives the texts of that menu's entries (for
    assertions), filled when the menu has opened.
    """
    seen: list[str] = []

    def pick() -> None:
        menu = QApplication.activePopupWidget()
        if not isinstance(menu, QMenu):
            QTimer.singleShot(10, pick)
            return
        seen.extend(a.text() for a in menu.actions())
        for a in menu.actions():
            if a.text() == text:
                a.trigger()
                break
        menu.close()

    QTimer.singleShot(0, pick)
    return seen


def meld_by_right_click(qtbot, view: CalculatorView, tile: str, kind: str, tiles: str) -> list[str]:
    """Right-click a palette tile and choose the meld `kind` made of `tiles`
    (mpsz) from its menu. Returns the menu's entries."""
    t = parse_tiles(tile)[0]
    label = terms.meld_name(kind) + "   " + format_tiles(parse_tiles(tiles))
    seen = choose_from_next_menu(label)
    pos = view.palette.tile_rect(t).center().toPoint()
    qtbot.mouseClick(view.palette, Qt.MouseButton.RightButton, pos=pos)
    qtbot.waitUntil(lambda: bool(seen), timeout=2000)
    return seen


def one(tile: str) -> Tile:
    """A single `Tile` from its mpsz name."""
    return parse_tiles(tile)[0]
