"""QuizSummaryPage: the end of a session — accuracy overall, per topic and
per part, the missed hands (tiles, what was wrong, the hand code), and the
way on: retry the missed ones, or a new session."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.jsonio import hand_from_json
from trainer.core.tiles import sort_key
from trainer.quiz.session import Summary

from ..widgets.layout import clear_layout
from ..widgets.tile_row import TileRow
from . import wording


class QuizSummaryPage(QWidget):
    """The summary of a finished session (`show_summary`).

    Signals:
        retryRequested(): retry the missed hands.
        newRequested(): back to the session chooser.
        openHand(object): the SCHEMA.md hand of a missed row, to open in
            the calculator (each row's "Open in calculator").

    Attributes (tests): `accuracy_label`, `topic_rows` ``{topic: (label,
    bar)}``, `missed_rows` (one QWidget per missed hand), `open_buttons`
    (one per missed row), `retry_button`, `new_button`,
    `calculator_available` (a callable: offer "Open in calculator").
    """

    retryRequested = Signal()
    newRequested = Signal()
    openHand = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._summary: Summary | None = None
        self._tile_h = 26
        self.topic_rows: dict[str, tuple[QLabel, QProgressBar]] = {}
        self.missed_rows: list[QWidget] = []
        self.open_buttons: list[QToolButton] = []
        self.calculator_available = lambda: False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 24, 40, 24)
        outer.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("QuizTitle")
        outer.addWidget(self.title)
        head = QHBoxLayout()
        self.accuracy_label = QLabel()
        self.accuracy_label.setObjectName("BigNumber")
        self.count_label = QLabel()
        self.count_label.setObjectName("BigHint")
        head.addWidget(self.accuracy_label)
        head.addSpacing(16)
        head.addWidget(self.count_label, 1)
        outer.addLayout(head)
        self.body = QVBoxLayout()
        scroll_body = QWidget()
        scroll_body.setLayout(self.body)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(scroll_body)
        outer.addWidget(scroll, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.new_button = QPushButton()
        self.new_button.setObjectName("Secondary")
        self.new_button.clicked.connect(lambda *_: self.newRequested.emit())
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("Primary")
        self.retry_button.clicked.connect(lambda *_: self.retryRequested.emit())
        row.addWidget(self.new_button)
        row.addWidget(self.retry_button)
        outer.addLayout(row)
        self.retranslate()

    def set_tile_height(self, px: int) -> None:
        """Height of the tiles of the missed hands."""
        self._tile_h = max(16, int(px))
        if self._summary is not None:
            self.show_summary(self._summary)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.title.setText(self.tr("Session summary"))
        self.new_button.setText(self.tr("New session"))
        self.retry_button.setText(self.tr("Retry the missed ones  ⏎"))
        if self._summary is not None:
            self.show_summary(self._summary)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_summary(self, s: Summary) -> None:
        """Show a `Summary`; Retry is enabled only when something was missed."""
        self._summary = s
        clear_layout(self.body)
        self.topic_rows, self.missed_rows, self.open_buttons = {}, [], []
        self.accuracy_label.setText(f"{round(100 * s.accuracy)}%")
        right = self.tr("%1 of %n hand(s) fully right", "", s.answered).replace("%1", str(s.right))
        per_hand = self.tr("%1 s per hand").replace("%1", f"{s.seconds / s.answered:.0f}" if s.answered else "0")
        self.count_label.setText(right + " · " + per_hand)
        grid_box = QWidget()
        grid = QGridLayout(grid_box)
        grid.setHorizontalSpacing(14)
        title = QLabel(self.tr("By topic"))
        title.setObjectName("SectionTitle")
        grid.addWidget(title, 0, 0, 1, 3)
        for i, (topic, (right, n)) in enumerate(s.by_topic.items(), start=1):
            name = QLabel(wording.topic_name(topic))
            bar = QProgressBar()
            bar.setRange(0, n)
            bar.setValue(right)
            bar.setTextVisible(False)
            bar.setFixedHeight(10)
            score = QLabel(f"{right} / {n}")
            grid.addWidget(name, i, 0)
            grid.addWidget(bar, i, 1)
            grid.addWidget(score, i, 2)
            self.topic_rows[topic] = (score, bar)
        row0 = len(s.by_topic) + 1
        parts_title = QLabel(self.tr("By part"))
        parts_title.setObjectName("SectionTitle")
        grid.addWidget(parts_title, row0, 0, 1, 3)
        for j, (part, (right, n)) in enumerate(s.by_part.items(), start=row0 + 1):
            grid.addWidget(QLabel(wording.part_name(part)), j, 0)
            bar = QProgressBar()
            bar.setRange(0, n)
            bar.setValue(right)
            bar.setTextVisible(False)
            bar.setFixedHeight(10)
            grid.addWidget(bar, j, 1)
            grid.addWidget(QLabel(f"{right} / {n}"), j, 2)
        grid.setColumnStretch(1, 1)
        self.body.addWidget(grid_box)
        missed_title = QLabel(self.tr("Missed hands (%1)").replace("%1", str(len(s.missed))))
        missed_title.setObjectName("SectionTitle")
        self.body.addWidget(missed_title)
        for a in s.missed:
            self.body.addWidget(self._missed_row(a))
        if not s.missed:
            none = QLabel(self.tr("None — every hand fully right."))
            none.setObjectName("BigHint")
            self.body.addWidget(none)
        self.body.addStretch(1)
        self.retry_button.setEnabled(bool(s.missed))
        (self.retry_button if s.missed else self.new_button).setFocus(Qt.FocusReason.OtherFocusReason)

    def _missed_row(self, a) -> QWidget:
        w = QFrame()
        w.setObjectName("Panel")
        row = QHBoxLayout(w)
        row.setContentsMargins(10, 6, 10, 6)
        hand, _ctx, _rules = hand_from_json(a.question.hand)
        tiles = tuple(sorted(hand.closed, key=sort_key))
        row.addWidget(TileRow(tiles, self._tile_h))
        for m in hand.melds:
            row.addSpacing(6)
            row.addWidget(TileRow(tuple(sorted(m.tiles, key=sort_key)), self._tile_h))
        row.addSpacing(12)
        wrong = [p for p in a.grade.parts if not p.right]
        yak = bool(a.question.result.yakuman)
        text = " · ".join(
            (self.tr("%1: %2 (left empty)") if p.given is None else self.tr("%1: %2, not %3"))
            .replace("%1", wording.part_name_for(p.part, a.question.result.points))
            .replace("%2", wording.part_value_text(p.part, p.expected, yak))
            .replace("%3", wording.part_value_text(p.part, p.given, yak, p.given_yakuman)) for p in wrong)
        label = QLabel(text)
        label.setWordWrap(True)
        row.addWidget(label, 1)
        code = QLabel(a.question.code)
        code.setObjectName("CodeText")
        code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(code)
        if self.calculator_available():
            open_button = QToolButton()
            open_button.setObjectName("Link")
            open_button.setText(self.tr("Open in calculator"))
            open_button.setToolTip(self.tr("See this hand scored and explained in the calculator"))
            open_button.clicked.connect(lambda _=False, hand=a.question.hand: self.openHand.emit(hand))
            row.addWidget(open_button)
            self.open_buttons.append(open_button)
        self.missed_rows.append(w)
        return w

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._summary is not None and self._summary.missed:
                self.retryRequested.emit()
            else:
                self.newRequested.emit()
            event.accept()
            return
        super().keyPressEvent(event)
