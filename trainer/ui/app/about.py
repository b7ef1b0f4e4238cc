"""The About box: the version, our licence, and what the program contains
with each part's version and licence (`trainer.credits`), and where the
full licence texts are (the bundle's ``licences/`` folder).

Opened from the last entry of the window's menu (the language menu in the
corner, `main_window`).
"""

from __future__ import annotations

import importlib.metadata
import platform
import sys
from pathlib import Path

import PySide6
from PySide6.QtCore import Qt, qVersion
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer import __version__, credits

from ..widgets.tile_art import app_icon
from .preflight import frozen_build


def component_version(component: credits.Component) -> str:
    """The version of a part of `trainer.credits.COMPONENTS` in this run
    ("" when unknown: no metadata, as for the PyInstaller bootloader)."""
    if component.name == "Python":
        return platform.python_version()
    if component.distribution.startswith("PySide6"):
        return f"{qVersion()} / {PySide6.__version__}"
    if not component.distribution:
        return component.version
    try:
        return importlib.metadata.version(component.distribution)
    except importlib.metadata.PackageNotFoundError:
        return ""


def licences_folder() -> Path | None:
    """The bundle's ``licences`` folder (beside its executable), or None
    when this is not a bundle or the folder is missing."""
    if frozen_build() is None:
        return None
    folder = Path(sys.executable).resolve().parent / "licences"
    return folder if folder.is_dir() else None


def shown_components() -> list[credits.Component]:
    """The parts to list: all of `COMPONENTS`, the PyInstaller bootloader
    only when this run is a PyInstaller bundle."""
    bundled = frozen_build() == "PyInstaller"
    return [c for c in credits.COMPONENTS if c.distribution != "pyinstaller" or bundled]


class AboutDialog(QDialog):
    """Version, licence and the licences of the contained parts."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About Riichi Scoring Trainer"))
        layout = QVBoxLayout(self)
        layout.setSpacing(10)
        icon = QLabel()
        icon.setPixmap(app_icon().pixmap(72, 72))
        icon.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        title = QLabel(self.tr("Riichi Scoring Trainer"))
        title.setObjectName("AboutTitle")
        title.setStyleSheet("font-size: 20px; font-weight: 600;")
        self.version_label = QLabel(self.tr("Version %1").replace("%1", __version__))
        blurb = QLabel(self.tr("Learn and do Japanese riichi mahjong scoring."))
        licence = QLabel(self.tr("Free software under the %1 licence. It contains:").replace("%1", credits.LICENCE))
        for w in (icon, title, self.version_label, blurb, licence):
            w.setAlignment(Qt.AlignmentFlag.AlignHCenter)
            layout.addWidget(w)
        self.table = self._table()
        layout.addWidget(self.table, 1)
        folder = licences_folder()
        where = (self.tr("The full licence texts are in %1").replace("%1", str(folder)) if folder else
                 self.tr("The full licence texts come with each installed package."))
        note = QLabel(where)
        note.setWordWrap(True)
        note.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(600, self.sizeHint().height())

    def _table(self) -> QTableWidget:
        parts = shown_components()
        table = QTableWidget(len(parts), 3)
        table.setHorizontalHeaderLabels([self.tr("Part"), self.tr("Version"), self.tr("Licence")])
        for row, c in enumerate(parts):
            for col, text in enumerate((c.name, component_version(c), c.licence)):
                item = QTableWidgetItem(text)
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                table.setItem(row, col, item)
        table.verticalHeader().hide()
        header = table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        table.setWordWrap(True)
        table.setShowGrid(False)
        table.setAlternatingRowColors(True)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        table.resizeRowsToContents()
        table.setMinimumHeight(table.horizontalHeader().sizeHint().height()
                               + sum(table.rowHeight(r) for r in range(table.rowCount())) + 2 * table.frameWidth())
        return table
