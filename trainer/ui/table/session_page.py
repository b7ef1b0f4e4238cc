"""SessionPage: the standings across the games of a session (issue 22 §3)
— each player's sum of points, placings count and average place, and
their result in each game; "Save…" writes them as PDF or CSV.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from . import wording


class SessionPage(QWidget):
    """The session standings (see the module docstring).

    Signals:
        saveRequested(int session_id). closed().
    Attributes (tests): `title`, `table`, `save_button`, `back_button`,
    `session_id`, `totals` (the `session.PlayerTotal` shown).
    """

    saveRequested = Signal(int)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session_id = 0
        self.totals: tuple = ()
        self._unfinished = 0
        outer = QVBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 10)
        frame = QFrame()
        frame.setObjectName("Page")
        fl = QVBoxLayout(frame)
        fl.setContentsMargins(18, 14, 18, 14)
        self.title = QLabel()
        self.title.setObjectName("PageTitle")
        self.title.setWordWrap(True)
        fl.addWidget(self.title)
        self.note = QLabel()
        self.note.setObjectName("InfoLine")
        self.note.setWordWrap(True)
        fl.addWidget(self.note)
        self.table = QTableWidget()
        self.table.setObjectName("SessionTable")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # nothing cut
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)  # the names take the rest
        fl.addWidget(self.table, 1)
        row = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.closed)
        self.save_button = QPushButton()
        self.save_button.setObjectName("Primary")
        self.save_button.clicked.connect(lambda: self.saveRequested.emit(self.session_id))
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addWidget(self.save_button)
        fl.addLayout(row)
        outer.addWidget(frame)
        self.retranslate()

    def show_standings(self, session_id: int, totals, unfinished: int = 0) -> None:
        """Show `totals` (`session.session_standings`, best first);
        `unfinished`: games of the session still being played (not counted)."""
        self.session_id, self.totals, self._unfinished = session_id, tuple(totals), unfinished
        games = max((len(t.per_game) for t in self.totals), default=0)
        self.title.setText(self.tr("Session standings: %n game(s)", "", games))
        self.note.setText(self.tr("%n game(s) still being played are not counted yet.", "", unfinished)
                          if unfinished else "")
        seats = max((len(t.places) for t in self.totals), default=4)  # three in a three-player session
        heads = [self.tr("Place"), self.tr("Player"), self.tr("Points"),
                 *(wording.place_label(p) for p in range(1, seats + 1)), self.tr("Average place")]
        heads += [wording.arg(self.tr("Game %1"), i + 1) for i in range(games)]
        self.table.setColumnCount(len(heads))
        self.table.setHorizontalHeaderLabels(heads)
        self.table.setRowCount(len(self.totals))
        for r, t in enumerate(self.totals):
            cells = [str(r + 1), t.name, wording.points_result(t.points), *(str(n) for n in t.places),
                     f"{t.average_place:.2f}"] + ["" if p is None else wording.points_result(p) for p in t.per_game]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.back_button.setText(self.tr("Back"))
        self.save_button.setText(self.tr("Save as PDF or CSV…"))
        if self.totals:
            self.show_standings(self.session_id, self.totals, self._unfinished)
