"""LessonPage: one lesson — its title and standing, its text in the
interface language (from the lesson data, `trainer.quiz.course`), its
worked examples drawn with `WorkedHand` (hover a line, its tiles light),
and the buttons to practise it and to open it in the Classroom."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from trainer.quiz.course import Lesson, LessonStatus

from ..app import i18n
from ..widgets.layout import clear_layout
from .drill_panel import meter_text
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

    Attributes (tests): `lesson`, `title`, `text`, `examples` (`WorkedHand`
    per worked example), `practise_button`, `classroom_button`.
    """

    practiseRequested = Signal(object)
    classroomRequested = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.lesson: Lesson | None = None
        self.status: LessonStatus | None = None
        self.examples: list[WorkedHand] = []
        col = QVBoxLayout(self)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(12)
        self.title = QLabel()
        self.title.setObjectName("PageTitle")
        col.addWidget(self.title)
        self.state = QLabel()
        self.state.setObjectName("Meter")
        col.addWidget(self.state)
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

    def show_lesson(self, lesson: Lesson, status: LessonStatus | None) -> None:
        """Show `lesson` with the learner's `status` (Practise is off while
        the lesson is locked)."""
        changed = lesson is not self.lesson
        self.lesson, self.status = lesson, status
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
        self.state.setText(status_text(self.status) + ("" if locked else " · " + meter_text(self.status)))
        self.practise_button.setEnabled(not locked)
        for w in self.examples:
            w.show_breakdown(True)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
