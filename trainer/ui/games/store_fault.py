"""StoreFaultPage: what the Games tab shows when its games file cannot be
opened at start — why, and the way out that fits (issue 24 §4, dead ends):
Try again (locked by another program, read-only, a passing disk error),
Repair (damaged: every game SQLite can still read copied into a fresh
file), Start a fresh file (damaged, another kind of file, a newer
version). The old file is always kept, renamed (`trainer.storage.set_aside`).
As the Quiz and Table tabs do; the buttons' signals are handled by
`GamesView`.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.storage import StoreError

# Which ways out fit which `StoreError.code`.
TRY_AGAIN = ("locked", "read_only", "io_error", "disk_full")
REPAIR = ("damaged", "bad_version")
FRESH = ("damaged", "bad_version", "not_a_database", "wrong_application", "newer_version")


class StoreFaultPage(QFrame):
    """Why the games file cannot be used, with Try again, Repair and Start
    a fresh file as they fit (module docstring).

    Signals:
        tryAgain(), repair(), startFresh(): the buttons.

    Attributes (tests): `message_label`, `try_again_button`,
    `repair_button`, `fresh_button`.
    """

    tryAgain = Signal()
    repair = Signal()
    startFresh = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Page")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 24, 24, 24)
        lay.addStretch(1)
        self.message_label = QLabel()
        self.message_label.setObjectName("FaultText")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.message_label)
        lay.addSpacing(12)
        row = QHBoxLayout()
        row.addStretch(1)
        self.try_again_button = QPushButton()
        self.try_again_button.clicked.connect(self.tryAgain)
        self.repair_button = QPushButton()
        self.repair_button.clicked.connect(self.repair)
        self.fresh_button = QPushButton()
        self.fresh_button.clicked.connect(self.startFresh)
        for b in (self.try_again_button, self.repair_button, self.fresh_button):
            b.setObjectName("Secondary")
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(2)
        self._error: StoreError | None = None
        self.retranslate()

    def show_error(self, error: StoreError) -> None:
        """Say why `error` keeps the games file from use and show the ways
        out that fit its code."""
        self._error = error
        self.try_again_button.setVisible(error.code in TRY_AGAIN)
        self.repair_button.setVisible(error.code in REPAIR)
        self.fresh_button.setVisible(error.code in FRESH)
        self.retranslate()

    def _text(self, code: str) -> str:
        if code == "locked":
            return self.tr("The imported games are in use by another program (%1). Close it, then try again.")
        if code == "read_only":
            return self.tr("The imported games file cannot be written (%1). Make it writable, then try again.")
        if code in REPAIR:
            return self.tr("The imported games file is damaged (%1). Repair copies every game that can still be "
                           "read into a fresh file; Start a fresh file begins an empty one. The old file is kept "
                           "either way.")
        if code in ("not_a_database", "wrong_application"):
            return self.tr("The file where the imported games belong is not an imported games file (%1). Start a "
                           "fresh file begins an empty one; the other file is kept.")
        if code == "newer_version":
            return self.tr("The imported games were saved by a newer version of this program (%1); the file is "
                           "left as it is. Use the newer version, or start a fresh file (the old one is kept).")
        return self.tr("The imported games file cannot be opened (%1).")

    def retranslate(self) -> None:
        """Every text in the current language."""
        e = self._error
        self.message_label.setText(self._text(e.code).replace("%1", e.message) if e is not None else "")
        self.try_again_button.setText(self.tr("Try again"))
        self.repair_button.setText(self.tr("Repair"))
        self.fresh_button.setText(self.tr("Start a fresh file"))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
