"""SheetPage: a game's score sheet on screen, read-only (issue 22 §4: a
finished saved game opens here) — one line per hand with each player's
change and score, then the final placings with uma, oka and points, the
end-of-game line and the rules; "Save…" writes it as PDF or CSV.
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

from trainer.table.sheet import Sheet

from . import wording
from .rules_text import rules_lines


class SheetPage(QWidget):
    """The score sheet of one game (see the module docstring).

    Signals:
        saveRequested(int game_id). closed().
    Attributes (tests): `title`, `table` (hands), `results` (placings),
    `end_line`, `rules_label`, `save_button`, `back_button`, `game_id`.
    """

    saveRequested = Signal(int)
    closed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = 0
        self.sheet: Sheet | None = None
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
        self.end_line = QLabel()
        self.end_line.setObjectName("InfoLine")
        self.end_line.setWordWrap(True)
        fl.addWidget(self.end_line)
        self.table = QTableWidget()
        self.table.setObjectName("Sheet")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(True)
        self.table.setTextElideMode(Qt.TextElideMode.ElideNone)  # a long outcome wraps, never "…"
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        fl.addWidget(self.table, 3)
        self.results = QTableWidget(4, 5)
        self.results.setObjectName("SheetResults")
        self.results.verticalHeader().hide()
        self.results.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.results.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.results.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)  # names uncut
        self.results.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.results.setSizeAdjustPolicy(QTableWidget.SizeAdjustPolicy.AdjustToContents)
        fl.addWidget(self.results)
        self.rules_label = QLabel()
        self.rules_label.setObjectName("Assumed")
        self.rules_label.setWordWrap(True)
        fl.addWidget(self.rules_label)
        row = QHBoxLayout()
        self.back_button = QPushButton()
        self.back_button.clicked.connect(self.closed)
        self.save_button = QPushButton()
        self.save_button.setObjectName("Primary")
        self.save_button.clicked.connect(lambda: self.saveRequested.emit(self.game_id))
        row.addStretch(1)
        row.addWidget(self.back_button)
        row.addWidget(self.save_button)
        fl.addLayout(row)
        outer.addWidget(frame)
        self.retranslate()

    def show_sheet(self, game_id: int, sheet: Sheet) -> None:
        """Show `sheet` (the game `game_id`)."""
        self.game_id, self.sheet = game_id, sheet
        names = sheet.players
        status = self.tr("finished") if sheet.finished else self.tr("in progress")
        self.title.setText(wording.arg(self.tr("Score sheet: %1 (%2)"), wording.list_text(names), status))
        last = sheet.ended_in  # a called game ended in a round after its last row's
        self.end_line.setText(wording.game_over_line(sheet.final, sheet.setup.table_rules, last[0], int(last[1:]),
                                                     names) if sheet.finished else "")
        n = len(names)
        self.table.setColumnCount(2 + n)
        self.table.setHorizontalHeaderLabels([self.tr("Hand"), self.tr("What happened")]
                                             + [wording.seat_label(names, s) for s in range(n)])
        self.table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.table.setRowCount(len(sheet.rows))
        for r, row in enumerate(sheet.rows):
            what = self.tr("hand in play") if row.outcome == "riichi" else (
                wording.outcome_title(row.detail, names) if row.detail is not None else row.outcome)
            hand = wording.arg(self.tr("%1, %2 honba"), wording.round_label(row.round[0], int(row.round[1:])),
                               row.honba)
            # each player's score after the hand, its whole change in brackets: "28,900 (+3,900)"
            cells = [hand, what] + [wording.arg(self.tr("%1 (%2)"), wording.num(row.scores[s]),
                                                wording.signed(row.deltas[s])) if row.deltas[s]
                                    else wording.num(row.scores[s]) for s in range(n)]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.table.setItem(r, c, item)
        f = sheet.final
        self.results.setRowCount(len(f.placement))  # three rows in a three-player game
        self.results.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), self.tr("Score"),
                                                self.tr("Uma + oka"), self.tr("Result")])
        for r, seat in enumerate(f.placement):
            cells = [wording.place_label(f.places[seat]), wording.seat_label(names, seat), wording.num(f.scores[seat]),
                     wording.points_result(f.uma[seat] + f.oka[seat]), wording.points_result(f.points[seat])]
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.results.setItem(r, c, item)
        self.rules_label.setText(wording.arg(self.tr("Rules: %1"), "; ".join(rules_lines(sheet.setup.table_rules,
                                                                                          short=True))))

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.back_button.setText(self.tr("Back to saved games"))
        self.save_button.setText(self.tr("Save as PDF or CSV…"))
        if self.sheet is not None:
            self.show_sheet(self.game_id, self.sheet)
