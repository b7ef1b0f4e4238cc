"""LessonPage: one lesson — its title and standing, its text in the
interface language (from the lesson data, `trainer.quiz.course`), its
worked examples drawn with `WorkedHand` (hover a line, its tiles light),
and the buttons to practise it and to open it in the Classroom."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.quiz.course import Lesson, LessonStatus

from ..base import i18n
from ..widgets.layout import clear_layout
from .mastery_meter import MasteryMeter
from .worked_hand import WorkedHand


def status_text(status: LessonStatus | None) -> str:
    """"Mastered", "Open" or "Locked: master the lesson before first", translated."""
    if status is None or status.status == "open":
        return QCoreApplication.translate("Learn", "Open")
    if status.status == "mastered":
        return QCoreApplication.translate("Learn", "Mastered")
    return QCoreApplication.translate("Learn", "Locked: master the lesson before it first")


class LessonPage(QWidget):
    """A lesson, shown by `show_lesson`.

    Signals:
        practiseRequested(object): the lesson (a `Lesson`) to drill.
        classroomRequested(object): the lesson to open as a lesson deck.
        lessonRequested(str): the id of the learner's open lesson, asked
            for from a locked lesson's note.

    A locked lesson (one "Learn this" led to, ahead of the learner's place
    on the path) is shown to read — its text and worked examples — under a
    note saying so and naming the lesson to master first, with a button to
    go there; its drill stays off (answers would not count for it yet).

    Attributes (tests): `lesson`, `title`, `text`, `examples` (`WorkedHand`
    per worked example), `practise_button`, `classroom_button`, `meter`
    (`MasteryMeter`), `locked_note`, `locked_button`.
    """

    practiseRequested = Signal(object)
    classroomRequested = Signal(object)
    lessonRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lesson: Lesson | None = None
        self.status: LessonStatus | None = None
        self.current: Lesson | None = None
        self.examples: list[WorkedHand] = []
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("PageTitle")
        col.addWidget(self.title)
        state_row = QHBoxLayout()
        state_row.setSpacing(14)
        self.state = QLabel()
        self.state.setObjectName("Meter")
        state_row.addWidget(self.state)
        self.meter = MasteryMeter()
        state_row.addWidget(self.meter, 1)
        col.addLayout(state_row)
        self.locked_box = QFrame()
        self.locked_box.setObjectName("LockedNote")
        lrow = QHBoxLayout(self.locked_box)
        lrow.setContentsMargins(14, 10, 14, 10)
        self.locked_note = QLabel()
        self.locked_note.setWordWrap(True)
        lrow.addWidget(self.locked_note, 1)
        self.locked_button = QPushButton()
        self.locked_button.setObjectName("Secondary")
        self.locked_button.clicked.connect(lambda: self.current is not None
                                           and self.lessonRequested.emit(self.current.id))
        lrow.addWidget(self.locked_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.locked_box.hide()
        col.addWidget(self.locked_box)
        self.text = QLabel()
        self.text.setObjectName("LessonText")
        self.text.setWordWrap(True)
        col.addWidget(self.text)
        self.examples_title = QLabel()
        self.examples_title.setObjectName("SectionTitle")
        col.addWidget(self.examples_title)
        self._examples = QVBoxLayout()
        self._examples.setSpacing(12)
        col.addLayout(self._examples)
        row = QHBoxLayout()
        self.classroom_button = QPushButton()
        self.classroom_button.setObjectName("Secondary")
        self.classroom_button.clicked.connect(lambda: self.classroomRequested.emit(self.lesson))
        row.addWidget(self.classroom_button)
        row.addStretch(1)
        self.practise_button = QPushButton()
        self.practise_button.setObjectName("Primary")
        self.practise_button.clicked.connect(lambda: self.practiseRequested.emit(self.lesson))
        row.addWidget(self.practise_button)
        col.addLayout(row)
        col.addStretch(1)
        self.retranslate()

    def show_lesson(self, lesson: Lesson, status: LessonStatus | None, current: Lesson | None = None) -> None:
        """Show `lesson` with the learner's `status` (Practise is off while
        the lesson is locked); `current`: the learner's open lesson on the
        path, named in a locked lesson's note."""
        changed = lesson is not self.lesson
        self.lesson, self.status, self.current = lesson, status, current
        if changed:
            clear_layout(self._examples)
            self.examples = []
            for ex in lesson.examples:
                w = WorkedHand()
                w.set_hand(ex["hand"])
                w.set_tile_height(56)
                self._examples.addWidget(w)
                self.examples.append(w)
        self.retranslate()

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.examples_title.setText(QCoreApplication.translate("Learn", "Worked examples"))
        self.practise_button.setText(QCoreApplication.translate("Learn", "Practise"))
        self.classroom_button.setText(QCoreApplication.translate("Learn", "Open as lesson deck"))
        if self.lesson is None:
            return
        lang = i18n.current_language()
        self.title.setText(self.lesson.title_in(lang))
        self.text.setText(self.lesson.text_in(lang))
        locked = self.status is not None and self.status.status == "locked"
        mastered = self.status is not None and self.status.status == "mastered"
        self.state.setText(status_text(self.status))
        self.state.setVisible(mastered)   # open: the meter says where it stands; locked: the note says it
        self.meter.setVisible(not locked)
        self.meter.set_status(self.status)
        self.practise_button.setEnabled(not locked)
        self.locked_box.setVisible(locked)
        if locked:
            first = self.current.title_in(lang) if self.current is not None else ""
            self.locked_note.setText(
                QCoreApplication.translate("Learn", "This lesson is ahead of you on the path. Read it and its examples now; its drill "
                            "opens once you have mastered “%1”.").replace("%1", first) if first else
                QCoreApplication.translate("Learn", "This lesson is ahead of you on the path. Read it and its examples now; its drill "
                            "opens once you have mastered the lessons before it."))
            self.locked_button.setText(QCoreApplication.translate("Learn", "Go to “%1”").replace("%1", first))
            self.locked_button.setVisible(bool(first))
        for w in self.examples:
            w.show_breakdown(True)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
