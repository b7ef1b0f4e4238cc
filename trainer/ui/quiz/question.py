"""QuizQuestionPage: one question on screen, then its grade (UI.md "Quiz").

Top: progress dots, where the learner is ("Question 3 of 10 · Wait fu"),
the clock of a timed run. The hand alone on the felt, large, with its
situation as badges in one line. Below: the big answer fields (fu, han,
and the points or yaku when asked), then after grading a green or red band
under each field and the full breakdown with the wrong parts marked.

Keyboard first: the first field has focus, digits type, Tab moves on, Enter
checks the answer; after grading Enter goes to the next question.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.jsonio import hand_from_json
from trainer.quiz.grading import Answer, shown_parts
from trainer.quiz.session import Answered, Question, shown_topic

from ..base import skill_terms
from ..widgets.hand_view import HandView
from ..widgets.layout import clear_layout
from ..widgets.situation_badges import SituationBadges
from . import wording
from .answer import AnswerField, YakuPicker
from .feedback import FeedbackPanel
from .progress_dots import ProgressDots

_NUMBER_PARTS = ("fu", "fu_raw", "han", "ron", "dealer_pays", "non_dealer_pays", "total")


class QuizQuestionPage(QWidget):
    """Shows a `Question`, collects an `Answer`, shows the grade.

    Signals:
        submitted(object): the learner's `Answer` (Enter or the Check button).
        nextRequested(): Enter or Next after grading.
        endRequested(): the End session button.
        openInCalculator(object): the SCHEMA.md hand, to open it in the
            calculator.

    Attributes (read back by tests): `hand_view`, `badges`, `dots`,
    `fields` (``{part: AnswerField}`` for the asked number parts),
    `yaku_picker`, `check_button`, `next_button`, `feedback`, `code_label`,
    `graded` (True once the current question is graded), `question`,
    `calculator_available` (a callable: show "Open in calculator").
    """

    submitted = Signal(object)
    nextRequested = Signal()
    endRequested = Signal()
    openInCalculator = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.question: Question | None = None
        self.graded = False
        self.fields: dict[str, AnswerField] = {}
        self._scale = 1.0
        self._total: int | None = None
        self._answered: Answered | None = None
        self._confirm_empty: tuple[str, ...] = ()
        self._build()
        self.retranslate()

    # -- construction --------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        outer.setSpacing(10)

        top = QHBoxLayout()
        self.dots = ProgressDots()
        self.where_label = QLabel()
        self.where_label.setObjectName("QuizHeader")
        self.timer_label = QLabel()
        self.timer_label.setObjectName("Timer")
        self.timer_label.hide()
        self.end_button = QPushButton()
        self.end_button.setObjectName("Secondary")
        self.end_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.end_button.clicked.connect(lambda *_: self.endRequested.emit())
        top.addWidget(self.where_label)
        top.addSpacing(14)
        top.addWidget(self.dots, 1)
        top.addWidget(self.timer_label)
        top.addSpacing(10)
        top.addWidget(self.end_button)
        outer.addLayout(top)

        felt = QFrame()
        felt.setObjectName("Felt")
        fl = QVBoxLayout(felt)
        fl.setContentsMargins(18, 12, 18, 12)
        fl.setSpacing(8)
        self.hand_view = HandView()
        self.hand_view.set_clickable(False)
        self.hand_view.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        fl.addWidget(self.hand_view, 1)
        self.badges = SituationBadges()
        fl.addWidget(self.badges)
        outer.addWidget(felt, 0)
        self.felt = felt

        answer_row = QHBoxLayout()
        answer_row.setSpacing(18)
        answer_row.addStretch(1)
        self.fields_row = QHBoxLayout()
        self.fields_row.setSpacing(16)
        answer_row.addLayout(self.fields_row)
        buttons = QVBoxLayout()
        buttons.setSpacing(6)
        self.check_button = QPushButton()
        self.check_button.setObjectName("Primary")
        self.check_button.setAutoDefault(False)
        self.check_button.clicked.connect(self._submit)
        self.next_button = QPushButton()
        self.next_button.setObjectName("Primary")
        self.next_button.setAutoDefault(False)
        self.next_button.clicked.connect(lambda *_: self.nextRequested.emit())
        self.next_button.hide()
        self.hint_label = QLabel()
        self.hint_label.setObjectName("Muted")
        buttons.addSpacing(18)
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.next_button)
        buttons.addWidget(self.hint_label, 0, Qt.AlignmentFlag.AlignHCenter)
        buttons.addStretch(1)
        answer_row.addSpacing(8)
        answer_row.addLayout(buttons)
        answer_row.addStretch(1)
        outer.addLayout(answer_row)

        # Why the answer cannot be checked yet (a refused value, empty fields).
        self.input_notice = QLabel()
        self.input_notice.setObjectName("InputNotice")
        self.input_notice.setWordWrap(True)
        self.input_notice.setAlignment(Qt.AlignmentFlag.AlignHCenter)
        self.input_notice.hide()
        outer.addWidget(self.input_notice)

        self.yaku_picker = YakuPicker()
        self.yaku_picker.hide()
        outer.addWidget(self.yaku_picker)

        self.feedback = FeedbackPanel()
        self.feedback.set_tile_mapper(lambda t: self.hand_view.indices_of(t))
        self.feedback.linesHovered.connect(self.hand_view.set_highlight)
        self.feedback.skipped.connect(lambda: self.hint_label.setText(self._hints()[1]))
        self.hand_view.tileHovered.connect(self.feedback.light_lines_for)
        panel = QFrame()
        panel.setObjectName("Panel")
        pl = QVBoxLayout(panel)
        pl.setContentsMargins(14, 10, 14, 10)
        pl.addWidget(self.feedback)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        # sideways as needed: a row of 14 tiles (a chanta's) beside its name
        # is wider than the panel in an 800 px window, and was cut at its right
        self.scroll.setWidget(panel)
        self.scroll.hide()
        outer.addWidget(self.scroll, 1)
        self.spacer = QWidget()
        outer.addWidget(self.spacer, 1)

        foot = QHBoxLayout()
        self.code_label = QLabel()
        self.code_label.setObjectName("CodeText")
        self.code_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.copy_button = QToolButton()
        self.copy_button.setObjectName("Link")
        self.copy_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.copy_button.clicked.connect(self._copy_code)
        self.calc_button = QToolButton()
        self.calc_button.setObjectName("Link")
        self.calc_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.calc_button.clicked.connect(lambda: self.openInCalculator.emit(self.question.hand if self.question
                                                                            else None))
        self.calc_button.hide()
        self.calculator_available = lambda: False
        foot.addWidget(self.code_label)
        foot.addWidget(self.copy_button)
        foot.addWidget(self.calc_button)
        foot.addStretch(1)
        outer.addLayout(foot)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.end_button.setText(self.tr("End session"))
        self.check_button.setText(self.tr("Check  ⏎"))
        self.next_button.setText(self.tr("Next  ⏎"))
        self._even_buttons()
        self.copy_button.setText(self.tr("Copy hand code"))
        self.calc_button.setText(self.tr("Open in calculator"))
        self.hint_label.setText(self._hints()[1] if self.graded else self._hints()[0])
        self.badges.set_hand(self.question.hand if self.question else None)
        self.yaku_picker.retranslate()
        self._update_where()
        for part, f in self.fields.items():
            f.set_caption(self._caption(part))
            f.retranslate()
        if self._confirm_empty:
            self.input_notice.setText(wording.empty_parts_text(list(self._confirm_empty)))
        if self.graded and self._answered is not None:
            self.feedback.show_answered(self._answered)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange:
            self._even_buttons()
        super().changeEvent(event)

    def _even_buttons(self) -> None:
        """Check and Next take turns in one place: one width for both, so the
        answer fields beside them do not move when the grade shows."""
        for b in (self.check_button, self.next_button):
            b.setMinimumWidth(0)
            b.ensurePolished()
        width = max(self.check_button.sizeHint().width(), self.next_button.sizeHint().width())
        for b in (self.check_button, self.next_button):
            b.setMinimumWidth(width)
        # The line under them changes too ("Tab: next field …" / "Enter: next question").
        self.hint_label.ensurePolished()
        fm = self.hint_label.fontMetrics()
        texts = self._hints() + (self._ask_hint(),)
        self.hint_label.setMinimumWidth(max(fm.horizontalAdvance(t) for t in texts) + 4)

    def _hints(self) -> tuple[str, str]:
        """The line under Check, then under Next (with Alt+1… while the
        feedback asks which slip it was)."""
        asking = self._answered is not None and self.feedback.ask_boxes
        return self.tr("Tab: next field · Enter: check"), self._ask_hint() if asking else self.tr("Enter: next question")

    def _ask_hint(self) -> str:
        return self.tr("Alt+1…: which slip · Enter: next question")

    # -- showing -------------------------------------------------------------
    def show_question(self, q: Question, results: list[bool], total: int | None) -> None:
        """Show a new question (fields empty, focus on the first one)."""
        self.question = q
        self.graded = False
        self._answered = None
        self._total = total
        hand, _ctx, _rules = hand_from_json(q.hand)
        self.hand_view.set_hand(hand.closed, hand.melds, hand.win)
        self.hand_view.set_highlight(())
        self.badges.set_hand(q.hand)
        self._make_fields(q)
        self.yaku_picker.set_rules(q.rules.local_yaku)
        self.yaku_picker.reset()
        self.yaku_picker.setVisible("yaku" in q.asked)
        self.feedback.clear()
        self._confirm_empty = ()
        self.input_notice.hide()
        self.scroll.hide()
        self.spacer.show()
        self.check_button.show()
        self.next_button.hide()
        self.calc_button.hide()
        self.hint_label.setText(self._hints()[0])
        self.code_label.setText(self.tr("Hand code: %1").replace("%1", q.code))
        self.dots.set_state(results, True, total)
        self._update_where()
        first = next(iter(self.fields.values()), None)
        if first is not None:
            first.edit.setFocus(Qt.FocusReason.OtherFocusReason)

    def _caption(self, part: str) -> str:
        q = self.question
        return wording.part_name_for(part, q.result.points if q else None)

    def _make_fields(self, q: Question) -> None:
        clear_layout(self.fields_row)
        self.fields = {}
        prev = None
        for part in shown_parts(q.asked):   # fu shown on a limit hand too: its absence would give it away
            if part not in _NUMBER_PARTS:
                continue
            f = AnswerField(part, self._caption(part), points=part not in ("fu", "fu_raw", "han"))
            f.set_width(int((200 if f.edit.property("points") else 150) * self._scale), int(62 * self._scale))
            self.fields_row.addWidget(f, 0, Qt.AlignmentFlag.AlignTop)  # boxes level whatever shows under them
            self.fields[part] = f
            if prev is not None:
                QWidget.setTabOrder(prev, f.edit)
            prev = f.edit
        if prev is not None:
            QWidget.setTabOrder(prev, self.check_button)

    def _update_where(self) -> None:
        q = self.question
        if q is None:
            self.where_label.setText("")
            return
        if self._total:
            head = self.tr("Question %1 of %2").replace("%1", str(q.position + 1)).replace("%2", str(self._total))
        else:
            head = self.tr("Question %1").replace("%1", str(q.position + 1))
        level = self.tr("Level %1").replace("%1", str(q.difficulty))
        if q.targets:  # a review or skill question: the skill it was dealt for
            what = self.tr("Practising: %1").replace("%1", skill_terms.skill_name(q.targets[0]))
        else:
            what = wording.topic_name(shown_topic(q))
        self.where_label.setText(" · ".join([head, what, level]))

    def answer(self) -> Answer:
        """The `Answer` typed so far."""
        kw = {part: f.value() for part, f in self.fields.items()}
        kw["han_yakuman"] = "han" in self.fields and self.fields["han"].names_yakuman()
        if self.question is not None and "yaku" in self.question.asked:
            kw["yaku"] = self.yaku_picker.value()
        return Answer(**kw)

    def _submit(self) -> None:
        """Check the answer — unless a value is refused (its reason shows,
        focus goes there), or fields are empty and the learner has not yet
        said to check without them (Enter a second time)."""
        if self.question is None or self.graded:
            return
        refused = [f for f in self.fields.values() if not f.check()]
        if refused:
            self._confirm_empty = ()
            self.input_notice.setText(self.tr("Fix the value marked in red, then press Enter."))
            self.input_notice.show()
            refused[0].edit.setFocus(Qt.FocusReason.OtherFocusReason)
            refused[0].edit.selectAll()
            return
        empty = tuple(part for part, f in self.fields.items() if f.is_empty())
        if "yaku" in self.question.asked and not self.yaku_picker.value():
            empty += ("yaku",)
        if empty and empty != self._confirm_empty:
            self._confirm_empty = empty
            self.input_notice.setText(wording.empty_parts_text(list(empty)))
            self.input_notice.show()
            first = next((self.fields[p] for p in empty if p in self.fields), None)
            if first is not None:
                first.edit.setFocus(Qt.FocusReason.OtherFocusReason)
            return
        self.input_notice.hide()
        self.submitted.emit(self.answer())

    def show_graded(self, a: Answered, results: list[bool]) -> None:
        """Show the grade: bands under the fields, the breakdown, Next focused."""
        self.graded = True
        self._answered = a
        self._confirm_empty = ()
        self.input_notice.hide()
        for p in a.grade.parts:
            if p.part in self.fields:
                self.fields[p.part].show_grade(p.right, wording.part_value_text(p.part, p.expected,
                                                                                bool(a.question.result.yakuman)))
            elif p.part == "yaku":
                self.yaku_picker.show_grade(p.right, p.expected)
        for part, f in self.fields.items():
            if part not in a.question.asked:
                f.show_not_graded(wording.not_asked_text(a.question.result))
        self.yaku_picker.hide()  # the breakdown lists the yaku, with the learner's misses marked
        self.feedback.show_answered(a)
        self.spacer.hide()
        self.scroll.show()
        self.scroll.verticalScrollBar().setValue(0)
        self.check_button.hide()
        self.next_button.show()
        self.calc_button.setVisible(self.calculator_available())
        self.hint_label.setText(self._hints()[1])
        self.dots.set_state(results, False, self._total)
        self.next_button.setFocus(Qt.FocusReason.OtherFocusReason)

    @property
    def answered(self) -> Answered | None:
        """The graded answer shown, or None before Check."""
        return self._answered if self.graded else None

    def update_graded(self, a: Answered) -> None:
        """Show a new grade of the answer shown (the learner said which slip
        it was), the page kept as it is."""
        self._answered = a
        self.feedback.show_answered(a)
        self.hint_label.setText(self._hints()[1])

    def set_timer(self, seconds: float | None) -> None:
        """Show the time left of a timed run (None hides the clock)."""
        if seconds is None:
            self.timer_label.hide()
            return
        s = max(0, int(seconds + 0.999))
        self.timer_label.setText(f"{s // 60}:{s % 60:02d}")
        self.timer_label.show()

    def apply_scale(self, scale: float, tile_height: int) -> None:
        """Sizes for the window (1.0 at 1440 × 900)."""
        self._scale = scale
        self.hand_view.set_max_tile_height(tile_height)
        self.hand_view.setMinimumHeight(int(tile_height * 1.25))
        self.badges.set_tile_height(int(max(30 * scale, tile_height * 0.42)))
        self.dots.set_dot_size(int(14 * scale))
        self.feedback.set_tile_height(int(22 * scale))
        self._even_buttons()
        for f in self.fields.values():
            f.set_width(int((200 if f.edit.property("points") else 150) * scale), int(62 * scale))

    def _copy_code(self) -> None:
        if self.question is not None:
            QGuiApplication.clipboard().setText(self.question.code)

    # -- keyboard ------------------------------------------------------------
    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self.graded:
                self.nextRequested.emit()
            else:
                self._submit()
            event.accept()
            return
        digit = event.key() - Qt.Key.Key_1
        if self.graded and event.modifiers() == Qt.KeyboardModifier.AltModifier and 0 <= digit < 9 \
                and self.feedback.choose(digit):   # Alt+1…: "Which one was your slip?"
            event.accept()
            return
        super().keyPressEvent(event)
