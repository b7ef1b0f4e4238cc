"""DrillPanel: a lesson's drill, one hand at a time.

The hand is dealt by `trainer.quiz.course.drill` (steered to the lesson's
skills); the panel asks exactly the lesson's parts (`DrillQuestion.asked`:
yaku as chips, numbers in fields), shows the values the lesson gives (fu
and han for the points lessons), and on Check grades and records the
answer in the quiz history through `course.record_drill_answer` — the same
grading and store as every quiz answer, so mastery, Progress and review
follow. After Check the hand's breakdown opens under it and Next deals the
next hand. A meter (`MasteryMeter`) shows the last ten answers counted for
the lesson and how far they are from mastery ("6 of 8 right in the last
10 · 2 of 3 in a row"). When the drill asks for the yaku, the chips offered
are the lesson's own yaku (its hands have no others, `Lesson.fits_hand`).
"""

from __future__ import annotations

import random
import time

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.yaku_table import YAKU
from trainer.quiz.course import DRILL_MODES, DrillQuestion, Lesson, LessonStatus, drill, record_drill_answer
from trainer.quiz.grading import Answer, Grade

from ..base import settings as settings_store
from ..base import skill_terms, terms
from ..widgets.flow_layout import FlowLayout
from ..widgets.layout import clear_layout
from .mastery_meter import MasteryMeter
from .worked_hand import WorkedHand

# The drill's answer mode (`course.DRILL_MODES`), remembered.
MODE_SETTING = settings_store.choice("learn/answer_mode", "lesson", DRILL_MODES)

# Yaku offered as chips when the drill asks for the yaku (the learner picks
# every one the hand has); the hand's own are always among them.
CHIP_YAKU = tuple(y.id for y in YAKU if not y.local and not y.yakuman
                  and y.id not in ("renhou", "nagashi_mangan")) + ("kokushi", "suuankou", "daisangen")
_NUMBER_PARTS = ("fu", "fu_raw", "han", "ron", "dealer_pays", "non_dealer_pays", "total")


def chip_yaku(lesson: Lesson | None) -> tuple[str, ...]:
    """The yaku offered as chips in a lesson's drill: the lesson's own
    (`Lesson.own_yaku`, in the yaku table's order), or `CHIP_YAKU` for a
    lesson that names none."""
    own = lesson.own_yaku if lesson is not None else frozenset()
    return tuple(y.id for y in YAKU if y.id in own) or CHIP_YAKU


def part_caption(part: str, points) -> str:
    """The caption of an answer field, translated: `skill_terms.part_name_for`
    (who pays follows from the question's `Points`: tsumo, dealer, and with
    three players the two payers)."""
    return skill_terms.part_name_for(part, points)


def value_text(part: str, value) -> str:
    """A part's value in words ("40 fu", "3 han", "2,600", yaku names)."""
    if part in ("fu", "fu_raw"):
        return terms.fu_text(int(value))
    if part == "han":
        return terms.han_text(int(value))
    if part == "yaku":
        return ", ".join(terms.yaku_name(y) for y in value) or QCoreApplication.translate("Learn", "none")
    return terms.number_text(int(value))


class DrillPanel(QWidget):
    """The drill of one lesson (`start`), recorded in `store` (a `QuizStore`).

    Signals:
        answered(): an answer was recorded (the screen reads the course again).
        backRequested(): back to the lesson.

    Attributes (tests): `lesson`, `question` (the `DrillQuestion` shown),
    `fields` (part → QLineEdit), `chips` (yaku id → QToolButton),
    `grade_lines` (QLabels after Check), `worked`, `check_button`,
    `next_button`, `meter`, `last_grade`, `mode` and `mode_combo` (the
    answer mode, `course.DRILL_MODES`, remembered in `settings`).
    """

    answered = Signal()
    backRequested = Signal()

    def __init__(self, parent: QWidget | None = None, settings=None) -> None:
        super().__init__(parent)
        self._settings = settings
        self.mode = settings_store.read(settings, MODE_SETTING)
        self.lesson: Lesson | None = None
        self.question: DrillQuestion | None = None
        self.store = None
        self.rules = "tenhou"
        self.fields: dict[str, QLineEdit] = {}
        self.chips: dict[str, QToolButton] = {}
        self.grade_lines: list[QLabel] = []
        self.last_grade: Grade | None = None
        self._session: int | None = None
        self._position = 0
        self._shown_at = 0.0
        self._rng = random.Random()
        self._build()

    def _build(self) -> None:
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("PageTitle")
        head.addWidget(self.title, 1)
        self.back_button = QPushButton()
        self.back_button.setObjectName("Secondary")
        self.back_button.clicked.connect(self.backRequested)
        head.addWidget(self.back_button)
        col.addLayout(head)
        self.meter = MasteryMeter()
        col.addWidget(self.meter)
        mode_row = QHBoxLayout()
        self.mode_label = QLabel()
        self.mode_label.setObjectName("CardHint")
        self.mode_combo = QComboBox()
        for mode in DRILL_MODES:
            self.mode_combo.addItem("", mode)
        self.mode_combo.setCurrentIndex(DRILL_MODES.index(self.mode))
        self.mode_combo.currentIndexChanged.connect(self._mode_chosen)
        mode_row.addWidget(self.mode_label)
        mode_row.addWidget(self.mode_combo)
        mode_row.addStretch(1)
        col.addLayout(mode_row)
        self.worked = WorkedHand()
        col.addWidget(self.worked)
        self.prompt = QLabel()
        self.prompt.setObjectName("CardHint")
        self.prompt.setWordWrap(True)
        col.addWidget(self.prompt)
        self._answer_box = QGridLayout()
        self._answer_box.setHorizontalSpacing(16)
        col.addLayout(self._answer_box)
        self._chip_host = QWidget()
        self._chip_flow = FlowLayout(self._chip_host, spacing=6)
        col.addWidget(self._chip_host)
        self._grades = QVBoxLayout()
        col.addLayout(self._grades)
        row = QHBoxLayout()
        row.addStretch(1)
        self.check_button = QPushButton()
        self.check_button.setObjectName("Primary")
        self.check_button.clicked.connect(self.check)
        self.next_button = QPushButton()
        self.next_button.setObjectName("Primary")
        self.next_button.clicked.connect(self.next_question)
        row.addWidget(self.check_button)
        row.addWidget(self.next_button)
        col.addLayout(row)
        col.addStretch(1)
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self._enter, context=Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.back_button.setText(QCoreApplication.translate("Learn", "Back to the lesson"))
        self.check_button.setText(QCoreApplication.translate("Learn", "Check ⏎"))
        self.next_button.setText(QCoreApplication.translate("Learn", "Next ⏎"))
        self.meter.retranslate()
        self.mode_label.setText(QCoreApplication.translate("Learn", "Also ask:"))
        self.mode_combo.setToolTip(QCoreApplication.translate("Learn", "The answer mode: the lesson's own question is always asked (it is "
                                               "what counts toward mastery); a mode asks its parts too"))
        names = {"lesson": QCoreApplication.translate("Learn", "nothing more"), "points": QCoreApplication.translate("Learn", "the points"),
                 "han_fu": QCoreApplication.translate("Learn", "the han and fu"), "fu": QCoreApplication.translate("Learn", "the fu")}
        for i, mode in enumerate(DRILL_MODES):
            self.mode_combo.setItemText(i, names[mode])
        if self.lesson is not None:
            from ..base import i18n

            self.title.setText(QCoreApplication.translate("Learn", "Practise: %1").replace("%1", self.lesson.title_in(i18n.current_language())))
        if self.question is not None:
            self._show_prompt()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def start(self, lesson: Lesson, store, rules, status: LessonStatus | None = None) -> None:
        """Begin the drill of `lesson`, recording in `store` under `rules`
        (a `RuleSet` or preset name); deals the first hand."""
        self.lesson, self.store, self.rules = lesson, store, rules
        self._session = None
        self._position = 0
        self.set_status(status)
        self.retranslate()
        self.next_question()

    def _mode_chosen(self, index: int) -> None:
        """A new answer mode: remembered, and the next hand asks it (the
        hand shown now is dealt again when not yet checked)."""
        self.mode = DRILL_MODES[index]
        settings_store.write(self._settings, MODE_SETTING, self.mode)
        self._session, self._position = None, 0   # a new session records the new mode
        if self.lesson is not None and self.last_grade is None:
            self.next_question()

    def set_status(self, status: LessonStatus | None) -> None:
        """Show the learner's standing on the lesson."""
        self.meter.set_status(status)

    def next_question(self) -> None:
        """Deal the next hand of the lesson's drill and clear the answer."""
        if self.lesson is None:
            return
        self.question = drill(self.lesson, 1, self._rng.randrange(2**31), self.rules, self.mode)[0]
        q = self.question
        self.worked.set_hand(q.generated.hand, q.generated.result, show_breakdown=False)
        given = " · ".join(value_text(p, v) for p, v in q.given.items())
        self.worked.set_given(QCoreApplication.translate("Learn", "Given: %1").replace("%1", given) if given else "")
        self._fill_answer(q)
        self._show_prompt()
        clear_layout(self._grades)
        self.grade_lines = []
        self.last_grade = None
        self.check_button.show()
        self.next_button.hide()
        self._shown_at = time.monotonic()
        first = next(iter(self.fields.values()), None)
        if first is not None:
            first.setFocus()

    def _show_prompt(self) -> None:
        q = self.question
        asked = tuple(p for p in q.asked if p != "yaku")
        if "yaku" in q.asked:
            text = QCoreApplication.translate("Learn", "Pick every yaku of this hand (dora are not yaku).")
            if asked:
                text += " " + QCoreApplication.translate("Learn", "Then fill in the fields.")
        elif q.given:
            text = QCoreApplication.translate("Learn", "The fu and han are given: say what is paid.")
        elif asked == ("fu_raw",):
            text = QCoreApplication.translate("Learn", "Add up the fu items: the sum before rounding.")
        elif asked == ("fu", "fu_raw"):
            text = QCoreApplication.translate("Learn", "Count the fu item by item: the sum, then rounded up.")
        elif asked == ("han",):
            text = QCoreApplication.translate("Learn", "Count the han: every yaku, then the dora.")
        elif asked == ("fu",):
            text = QCoreApplication.translate("Learn", "Say the fu of this hand.")
        else:
            text = QCoreApplication.translate("Learn", "Fill in each field for this hand.")
        self.prompt.setText(text)

    def _fill_answer(self, q: DrillQuestion) -> None:
        clear_layout(self._answer_box)
        clear_layout(self._chip_flow)
        self.fields, self.chips = {}, {}
        points = q.generated.result.points
        for i, part in enumerate(p for p in q.asked if p in _NUMBER_PARTS):
            cap = QLabel(part_caption(part, points).upper())
            cap.setObjectName("FieldCaption")
            field = QLineEdit()
            field.setObjectName("AnswerField")
            field.setValidator(QIntValidator(0, 10_000_000, field))
            field.setMaximumWidth(220)
            self._answer_box.addWidget(cap, 0, i)
            self._answer_box.addWidget(field, 1, i)
            self.fields[part] = field
        for c in range(self._answer_box.columnCount()):
            self._answer_box.setColumnStretch(c, 0)
        self._answer_box.setColumnStretch(len(self.fields), 1)
        self._chip_host.setVisible("yaku" in q.asked)
        if "yaku" in q.asked:
            offered = chip_yaku(self.lesson)
            own = [y for y in q.expected.get("yaku", ()) if y not in offered]
            for y in offered + tuple(own):
                chip = QToolButton()
                chip.setObjectName("YakuChip")
                chip.setCheckable(True)
                chip.setText(terms.yaku_name(y))
                self._chip_flow.addWidget(chip)
                self.chips[y] = chip

    def answer(self) -> Answer:
        """The learner's answer as typed (empty fields: None)."""
        values: dict = {}
        for part, field in self.fields.items():
            # the validator takes group separators while typing ("8,000",
            # even "8,11111"): read the digits (int() of the text raised)
            digits = field.text().replace(",", "").replace(" ", "")
            values[part] = int(digits) if digits.isascii() and digits.isdigit() else None
        if self.chips:
            values["yaku"] = tuple(sorted(y for y, chip in self.chips.items() if chip.isChecked()))
        return Answer(**values)

    def check(self) -> Grade | None:
        """Grade the answer, record it, and show each part's grade and the
        hand's breakdown; None when there is nothing to check."""
        q = self.question
        if q is None or self.last_grade is not None or self.store is None:
            return None
        if self._session is None:
            # the history records the drill's lesson and answer mode with the session
            self._session = self.store.start_session("skill", 0, self.lesson.skills[0], q.generated.difficulty,
                                                     None, "tenhou", {"lesson": self.lesson.id,
                                                                      "drill_mode": self.mode})
        ms = int((time.monotonic() - self._shown_at) * 1000)
        g = record_drill_answer(self.store, self._session, self._position, q, self.answer(), ms)
        self._position += 1
        self.last_grade = g
        points = q.generated.result.points
        for pg in g.parts:
            said = value_text(pg.part, pg.given) if pg.given is not None else "—"
            value = value_text(pg.part, pg.expected)
            if not pg.right:
                value = QCoreApplication.translate("Learn", "%1 (you said %2)").replace("%1", value).replace("%2", said)
            # a part's grade: "Discarder pays: 2,600" (%1 the part, %2 the value)
            text = QCoreApplication.translate("Learn", "%1: %2").replace("%1", part_caption(pg.part, points))
            line = QLabel(("✓ " if pg.right else "✗ ") + text.replace("%2", value))
            line.setObjectName("GradeLine")
            line.setProperty("right", pg.right)
            self._grades.addWidget(line)
            self.grade_lines.append(line)
            if pg.part in self.fields:
                self.fields[pg.part].setProperty("state", "right" if pg.right else "wrong")
                self.fields[pg.part].style().unpolish(self.fields[pg.part])
                self.fields[pg.part].style().polish(self.fields[pg.part])
        self.worked.show_breakdown(True)
        self.check_button.hide()
        self.next_button.show()
        self.next_button.setFocus()
        self.answered.emit()
        return g

    def _enter(self) -> None:
        if self.last_grade is None:
            self.check()
        else:
            self.next_question()
