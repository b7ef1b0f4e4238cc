"""The Learn tab (issue 21): the course map down the left — the start and
one path, "At the table" or "Understand", each lesson marked done ✓, open ●
or locked ○ with its record — and on the right the lesson (`LessonPage`) or
its drill (`DrillPanel`).

The course and its mastery are `trainer.quiz.course`'s: the statuses are
read from the quiz history in the window's data folder (the same file the
Quiz and Progress tabs use) whenever the tab is shown and after each drill
answer. "Open as lesson deck" adds the lesson's worked examples, each with
its lesson as the note, to the Classroom tab's deck (its public
`add_hands`). `open_lesson_for_skill` is the "Learn this" entry another
screen can call (through `MainWindow.show_tab("learn")`).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSettings, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QScrollArea,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.quiz.course import (
    PATHS,
    HistoryAnswer,
    Lesson,
    LessonStatus,
    course_status,
    history_of,
    lesson_by_id,
    lesson_for_skill,
)
from trainer.quiz.decks import DeckError, deck_hand
from trainer.quiz.store import QuizStore, StoreError

from ..base import i18n, paths
from ..base import settings as settings_store
from ..base.theme import Theme, scale_for, system_theme
from .drill_panel import DrillPanel
from .lesson_page import LessonPage, status_text
from .style import learn_style_sheet

# The path shown after the start, remembered.
PATH_SETTING = settings_store.choice("learn/path", "table", PATHS)
_MARKS = {"mastered": "✓", "open": "●", "locked": "○"}


def create_screen(window) -> LearnScreen:
    """The Learn tab of `window` (a `MainWindow`): the course over the
    history in the window's data folder, drills under the window's rules."""
    return LearnScreen(window=window, db_path=window.data_dir() / paths.QUIZ_DB, settings=window.settings)



# The course map's width (px) from a 1200 px wide tab up; narrower below.
MAP_WIDTH = 330

class LearnScreen(QWidget):
    """The course map and the lesson or drill (module docstring).

    Attributes (tests): `path`, `statuses` (`LessonStatus` list shown),
    `lesson_list`, `path_buttons` (path → button), `stack`, `page`
    (`LessonPage`), `drill` (`DrillPanel`), `store`, `error`.
    """

    def __init__(self, window=None, db_path: str | Path | None = None, settings: QSettings | None = None,
                 theme: Theme | None = None) -> None:
        super().__init__()
        self.setObjectName("Learn")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.window_ = window
        self.theme = theme or system_theme()
        self._settings = settings
        self.path = settings_store.read(settings, PATH_SETTING)
        self.statuses: list[LessonStatus] = []
        self._history: list[HistoryAnswer] = []
        self._fresh = True
        self.error = ""
        self._scale = 0.0
        self.store: QuizStore | None = None
        db = Path(db_path) if db_path is not None else paths.data_dir() / paths.QUIZ_DB
        try:
            self.store = QuizStore(db)
        except StoreError as e:
            self.error = e.message
        self._build()
        self._apply_scale(1.0)
        self.retranslate()
        self.reload()
        self._select(next((s.lesson.id for s in self.statuses if s.status == "open"), self.statuses[0].lesson.id))

    # -- construction --------------------------------------------------------
    def _build(self) -> None:
        outer = QHBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(20)
        left = QVBoxLayout()
        left.setSpacing(10)
        self.map_title = QLabel()
        self.map_title.setObjectName("MapTitle")
        left.addWidget(self.map_title)
        seg = QHBoxLayout()
        seg.setSpacing(0)
        self._path_group = QButtonGroup(self)
        self.path_buttons: dict[str, QToolButton] = {}
        for p in PATHS:
            b = QToolButton()
            b.setObjectName("PathSegment")
            b.setCheckable(True)
            b.setChecked(p == self.path)
            b.clicked.connect(lambda _c=False, p=p: self.set_path(p))
            self._path_group.addButton(b)
            seg.addWidget(b, 1)
            self.path_buttons[p] = b
        left.addLayout(seg)
        self.lesson_list = QListWidget()
        self.lesson_list.setObjectName("LessonList")
        self.lesson_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.lesson_list.setWordWrap(True)
        self.lesson_list.currentItemChanged.connect(self._item_chosen)
        left.addWidget(self.lesson_list, 1)
        self.error_label = QLabel()
        self.error_label.setObjectName("ErrorLine")
        self.error_label.setWordWrap(True)
        left.addWidget(self.error_label)
        holder = QWidget()
        holder.setLayout(left)
        holder.setFixedWidth(MAP_WIDTH)
        self._map_holder = holder
        outer.addWidget(holder)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.stack = QStackedWidget()
        self.stack.setObjectName("LearnPage")
        self.page = LessonPage()
        self.page.practiseRequested.connect(self.practise)
        self.page.classroomRequested.connect(self.open_in_classroom)
        self.page.lessonRequested.connect(self.open_lesson)
        self.drill = DrillPanel(settings=self._settings)
        self.drill.answered.connect(self._drill_answered)
        self.drill.backRequested.connect(lambda: self.stack.setCurrentWidget(self.page))
        self.stack.addWidget(self.page)
        self.stack.addWidget(self.drill)
        scroll.setWidget(self.stack)
        outer.addWidget(scroll, 1)

    def retranslate(self) -> None:
        """Set every visible text in the current language."""
        self.map_title.setText(QCoreApplication.translate("Learn", "COURSE"))
        self.path_buttons["table"].setText(QCoreApplication.translate("Learn", "At the table"))
        self.path_buttons["formula"].setText(QCoreApplication.translate("Learn", "Understand"))
        self.path_buttons["table"].setToolTip(QCoreApplication.translate("Learn", "The payment tables first, then the fu and han that pick the row"))
        self.path_buttons["formula"].setToolTip(QCoreApplication.translate("Learn", "The formula first: fu, rounding, han, base points, payments"))
        self.error_label.setText(QCoreApplication.translate("Learn", "The quiz history cannot be read: %1").replace("%1", self.error))
        self.error_label.setVisible(bool(self.error))
        self._fill_list()
        self._size_map(self.width())  # the captions' width changes with the language

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _apply_scale(self, scale: float) -> None:
        if abs(scale - self._scale) < 0.02:
            return
        self._scale = scale
        self.setStyleSheet(learn_style_sheet(self.theme, scale))
        self.drill.meter.set_cell(round(18 * scale))
        self.page.meter.set_cell(round(16 * scale))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: rescale with the window (by width: the page scrolls); the
        course map gives the lesson room in a small window."""
        w = event.size().width()
        self._apply_scale(scale_for(w, w * 900 // 1440))
        self._size_map(w)
        super().resizeEvent(event)

    def _size_map(self, width: int) -> None:
        """The course map's width for a tab `width` px wide: `MAP_WIDTH`
        from 1200 px up, a share of it below, and never narrower than the
        two course buttons' captions (at 150 % zoom in an 800 px window its
        220 px cut them to "At …ble" and "Un…nd")."""
        margins = self._map_holder.layout().contentsMargins()
        captions = sum(b.minimumSizeHint().width() for b in self.path_buttons.values()) + margins.left() + \
            margins.right()
        share = MAP_WIDTH if width >= 1200 else max(200, width * MAP_WIDTH // 1200)
        self._map_holder.setFixedWidth(max(share, captions))

    def showEvent(self, event) -> None:  # noqa: N802
        """Qt: shown again (the quiz may have added answers): read the course again."""
        if not event.spontaneous():
            if self._fresh:  # read a moment ago, when the screen was built
                self._fresh = False
            else:
                self.reload()
        super().showEvent(event)

    # -- the course ----------------------------------------------------------
    def reload(self, read: bool = True) -> None:
        """Read the learner's standing from the quiz history (or, with
        `read` False, from the answers already read) and redraw the map."""
        if read:
            self._history = []
            if self.store is not None:
                try:
                    self._history = history_of(self.store)
                except StoreError as e:
                    self.error = e.message
        self.statuses = course_status(self._history, self.path)
        self._fill_list()
        lesson = self.page.lesson
        if lesson is not None and lesson.path in ("start", self.path):
            self.page.show_lesson(lesson, self.status_of(lesson.id), self.current_lesson())
            if self.drill.lesson is not None:
                self.drill.set_status(self.status_of(self.drill.lesson.id))

    def status_of(self, lesson_id: str) -> LessonStatus | None:
        """The learner's `LessonStatus` for a lesson of the path shown."""
        return next((s for s in self.statuses if s.lesson.id == lesson_id), None)

    def current_lesson(self) -> Lesson | None:
        """The learner's open lesson on the path shown (None when every
        lesson is mastered)."""
        return next((s.lesson for s in self.statuses if s.status == "open"), None)

    def _fill_list(self) -> None:
        current = self.page.lesson.id if self.page.lesson is not None else None
        lang = i18n.current_language()
        self.lesson_list.blockSignals(True)
        self.lesson_list.clear()
        for st in self.statuses:
            counts = f"   {st.right}/{st.asked}" if st.asked else ""
            item = QListWidgetItem(f"{_MARKS[st.status]}  {st.lesson.title_in(lang)}{counts}")
            item.setData(Qt.ItemDataRole.UserRole, st.lesson.id)
            item.setToolTip(status_text(st))
            if st.status == "locked":
                item.setForeground(QColor(self.theme.muted))
            elif st.status == "mastered":
                item.setForeground(QColor(self.theme.good))
            self.lesson_list.addItem(item)
            if st.lesson.id == current:
                self.lesson_list.setCurrentItem(item)
        self.lesson_list.blockSignals(False)

    def set_path(self, path: str) -> None:
        """Show the start and `path` (``table`` or ``formula``); remembered."""
        if path not in PATHS:
            return
        self.path = path
        self.path_buttons[path].setChecked(True)
        settings_store.write(self._settings, PATH_SETTING, path)
        self.reload(read=False)
        lesson = self.page.lesson
        if lesson is None or lesson.path not in ("start", path):
            self._select(next((s.lesson.id for s in self.statuses if s.status == "open"),
                              self.statuses[0].lesson.id))

    def _item_chosen(self, item: QListWidgetItem | None, _previous=None) -> None:
        if item is not None:
            self._select(item.data(Qt.ItemDataRole.UserRole))

    def _select(self, lesson_id: str) -> None:
        lesson = lesson_by_id(lesson_id)
        if lesson is None:
            return
        self.page.show_lesson(lesson, self.status_of(lesson_id), self.current_lesson())
        self.stack.setCurrentWidget(self.page)
        self._fill_list()

    def open_lesson(self, lesson_id: str) -> bool:
        """Show a lesson (switching path when it belongs to the other one);
        False for an unknown id."""
        lesson = lesson_by_id(lesson_id)
        if lesson is None:
            return False
        if lesson.path in PATHS and lesson.path != self.path:
            self.set_path(lesson.path)
        self._select(lesson_id)
        return True

    def open_lesson_for_skill(self, skill: str) -> bool:
        """"Learn this": show the lesson that teaches `skill` on the path
        shown (`course.lesson_for_skill`); False when no lesson teaches it.
        A lesson still locked opens to read, with a note naming the lesson
        to master first (`LessonPage`)."""
        lesson = lesson_for_skill(skill, self.path)
        return lesson is not None and self.open_lesson(lesson.id)

    # -- drill and classroom ---------------------------------------------------
    def practise(self, lesson: Lesson | None = None) -> None:
        """Start the drill of `lesson` (default: the lesson shown) unless it is locked."""
        lesson = lesson or self.page.lesson
        st = self.status_of(lesson.id) if lesson is not None else None
        if lesson is None or self.store is None or (st is not None and st.status == "locked"):
            return
        rules = self.window_.rules if self.window_ is not None else "tenhou"
        self.drill.start(lesson, self.store, rules, st)
        self.stack.setCurrentWidget(self.drill)

    def _drill_answered(self) -> None:
        # the answer just recorded is the latest: add it rather than read
        # the whole history again (a large one takes a second)
        q, g = self.drill.question, self.drill.last_grade
        self._history.append(HistoryAnswer(q.generated.code, g.rights(), g.all_right))
        self.reload(read=False)

    def open_in_classroom(self, lesson: Lesson | None = None) -> int:
        """Add the lesson's worked examples to the Classroom tab's deck,
        each noted with the lesson, and show that tab; how many were added."""
        lesson = lesson or self.page.lesson
        if lesson is None or self.window_ is None:
            return 0
        classroom = self.window_.screen_for("classroom")
        if classroom is None:
            return 0
        title = lesson.title_in(i18n.current_language())
        try:
            hands = [deck_hand(ex["hand"], note=title) for ex in lesson.examples]
        except DeckError as e:  # lesson data the deck refuses: say so, keep the screen
            QMessageBox.warning(self, QCoreApplication.translate("Learn", "Open as lesson deck"), e.message)
            return 0
        classroom.add_hands(hands)
        self.window_.show_tab("classroom")
        return len(hands)

    def close_screen(self) -> None:
        """The window is closing: close the history file."""
        if self.store is not None:
            self.store.close()
            self.store = None
