"""ProgressView: the Progress tab (UI.md "Progress").

Top: the skills due now with a one-click Review, and this week in numbers
(answers, share right, median time). Then every skill as a coloured chip by
group — grey not yet seen, warm weak, green known — a click practises it.
Then accuracy and answer time by week (a chart), a year of practice days (a
calendar), the reviews due in the next 14 days (bars), and the past
sessions with every answer (reopen a hand in the calculator, retry the
missed ones). Export and import the whole history as one JSON file.

A learner with no history sees an inviting start instead of empty charts.

The statistics are read on the window's thread pool (`run_task`) through a
read-only connection (`Database.reader`), so the window never waits on the
file; the view is filled when the answer arrives (`loaded` turns True).
pyqtgraph (the charts) is imported on first use.
"""

from __future__ import annotations

import json
import sys
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QStackedWidget,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from trainer.quiz.grading import QuizOptions
from trainer.quiz.history import HistoryError, import_history, read_history_file, write_history_file
from trainer.quiz.progress import Progress, load_progress, skill_rows
from trainer.quiz.steering import DEALABLE, dealable
from trainer.quiz.store import QuizStore, StoreError
from trainer.storage import Reader

from ..base import paths, skill_terms
from ..base.theme import Theme, scale_for, system_theme
from .calendar import PracticeCalendar
from .sessions import SessionList, duration_text
from .skill_grid import SkillGrid
from .style import LEGEND_BANDS, band_background, progress_style_sheet
from .weak_skills import WeakSkills

# The weekly chart's least width (px): its two axes and a few weeks of points.
WEEK_CHART_WIDTH = 380


def now() -> datetime:
    """The time the screen reads its statistics at (a bench may replace it)."""
    return datetime.now(timezone.utc)


def local_offset_minutes() -> int:
    """This machine's offset from UTC, in minutes (for local days)."""
    offset = datetime.now().astimezone().utcoffset()
    return int(offset.total_seconds() // 60) if offset else 0


def page_scale(width: int) -> float:
    """The size factor of the page at `width` pixels: by width alone (the
    page scrolls, so its height does not size the text; restyling a filled
    screen because the height moved a little would cost a tenth of a
    second)."""
    return scale_for(width, width * 900 // 1440)


def create_screen(window) -> ProgressView:
    """The Progress tab of `window` (a `MainWindow`): the history in the
    window's data folder, statistics read with the window's background
    tasks; practice, review and retry start in the Quiz tab; hands open in
    the calculator."""
    view = ProgressView(db_path=window.data_dir() / paths.QUIZ_DB, run_task=window.run_task,
                        settings=window.settings,
                        scale=page_scale(window.calculator.width()))
    view.openInCalculator.connect(window.open_in_calculator)
    view.set_rules(window.rules)
    window.rulesChanged.connect(view.set_rules)

    def quiz():
        return window.show_tab("quiz")

    view.practiseRequested.connect(lambda skill: (q := quiz()) is not None and q.practise(skill))
    view.learnRequested.connect(window.learn_skill)
    view.reviewRequested.connect(lambda: (q := quiz()) is not None and q.start_review())
    view.startRequested.connect(lambda: quiz())
    view.retryRequested.connect(lambda items, options: (q := quiz()) is not None and q.start_retry(items, options))
    return view


def _card(title: QLabel | None = None) -> tuple[QFrame, QVBoxLayout]:
    card = QFrame()
    card.setObjectName("Card")
    box = QVBoxLayout(card)
    box.setContentsMargins(18, 14, 18, 14)
    box.setSpacing(8)
    if title is not None:
        title.setObjectName("CardTitle")
        box.addWidget(title)
    return card, box


class ProgressView(QWidget):
    """The Progress screen (see the module docstring).

    Args:
        db_path: the quiz history file (opened and checked here).
        run_task: ``run_task(work, done=, failed=, label=)`` (the window's);
            None runs the work at once on this thread (tests).
        settings: the window's settings (the export folder is remembered).
        theme: colours (default: the system's).
        scale: the size factor to style with at first (`theme.scale_for`
            of the window; restyling a filled screen is slow).

    Signals:
        practiseRequested(str): a skill id to practise.
        learnRequested(str): a weak skill id whose lesson to open ("Learn this").
        reviewRequested(): review the skills due.
        startRequested(): a new learner asked to start (open the Quiz).
        retryRequested(object, object): hands ``[(code, topic, difficulty)]``
            and the session's `QuizOptions`, to ask again.
        openInCalculator(object): a SCHEMA.md hand.

    Attributes (tests, bench): `store` (None when the file cannot be
    opened), `progress` (the last `Progress`), `loaded`, `grid`,
    `weak` (the weak skills' "Learn this"), `sessions`, `review_button`, `error_label`, `message_label`.
    """

    practiseRequested = Signal(str)
    learnRequested = Signal(str)
    reviewRequested = Signal()
    startRequested = Signal()
    retryRequested = Signal(object, object)
    openInCalculator = Signal(object)

    def __init__(self, parent: QWidget | None = None, db_path: str | Path | None = None, run_task=None,
                 settings: QSettings | None = None, theme: Theme | None = None, scale: float = 1.0) -> None:
        super().__init__(parent)
        self.setObjectName("Progress")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.theme = theme or system_theme()
        self.db_path = Path(db_path) if db_path is not None else paths.data_dir() / paths.QUIZ_DB
        self._run_task = run_task
        self._settings = settings
        self.progress: Progress | None = None
        self.dealable: frozenset[str] = DEALABLE
        self.loaded = False
        self._loading = False
        self._again = False
        self._scale = 0.0
        self._charts = None
        self.store: QuizStore | None = None
        self._open_error = ""
        self._early = False
        self._build()
        self._apply_scale(scale)  # the window's: styled once, before the data fills the screen
        self.retranslate()
        if self.db_path.is_file() and run_task is not None:
            # Read the statistics in the background while this thread checks
            # the file (its version, SQLite's quick check): both take tens
            # of milliseconds on a large history. A refused file wins (`_done`).
            self._early = True
            self._start_load(self.db_path)
        try:
            self.store = QuizStore(self.db_path)
        except StoreError as e:
            self._open_error = str(e)
        if not self._early:
            self.reload()

    # -- construction --------------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        outer.addWidget(scroll)
        page = QWidget()
        page.setObjectName("ProgressPage")
        scroll.setWidget(page)
        centre = QHBoxLayout(page)
        centre.setContentsMargins(24, 16, 24, 24)
        body = QWidget()
        body.setMaximumWidth(1560)
        centre.addStretch(1)
        centre.addWidget(body, 100)
        centre.addStretch(1)
        col = QVBoxLayout(body)
        col.setContentsMargins(0, 0, 0, 0)
        col.setSpacing(14)

        head = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("PageTitle")
        head.addWidget(self.title)
        head.addStretch(1)
        self.message_label = QLabel()
        self.message_label.setObjectName("Message")
        head.addWidget(self.message_label)
        self.export_button = QPushButton()
        self.import_button = QPushButton()
        for b in (self.export_button, self.import_button):
            b.setObjectName("Secondary")
            b.setAutoDefault(False)
            head.addWidget(b)
        self.export_button.clicked.connect(self.export_history)
        self.import_button.clicked.connect(self.import_history)
        col.addLayout(head)
        self.error_label = QLabel()
        self.error_label.setObjectName("ErrorLine")
        self.error_label.setWordWrap(True)
        self.error_label.hide()
        col.addWidget(self.error_label)

        self.stack = QStackedWidget()
        col.addWidget(self.stack, 1)
        self.loading_label = QLabel()
        self.loading_label.setObjectName("CardHint")
        self.loading_label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        self.stack.addWidget(self.loading_label)
        self.stack.addWidget(self._build_empty())
        self.stack.addWidget(self._build_full())

    def _build_empty(self) -> QWidget:
        w = QWidget()
        box = QVBoxLayout(w)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(14)
        card, inner = _card()
        inner.setContentsMargins(36, 30, 36, 30)
        self.empty_title = QLabel()
        self.empty_title.setObjectName("EmptyTitle")
        self.empty_text = QLabel()
        self.empty_text.setObjectName("EmptyText")
        self.empty_text.setWordWrap(True)
        self.start_button = QPushButton()
        self.start_button.setObjectName("Primary")
        self.start_button.clicked.connect(self.startRequested)
        row = QHBoxLayout()
        row.addWidget(self.start_button)
        row.addStretch(1)
        inner.addWidget(self.empty_title)
        inner.addWidget(self.empty_text)
        inner.addSpacing(8)
        inner.addLayout(row)
        box.addWidget(card)
        self.preview_title = QLabel()
        preview, pbox = _card(self.preview_title)
        self.preview_hint = QLabel()
        self.preview_hint.setObjectName("CardHint")
        self.preview_hint.setWordWrap(True)
        pbox.addWidget(self.preview_hint)
        self.preview_grid = SkillGrid()
        self.preview_grid.practiseRequested.connect(self.practiseRequested)
        pbox.addWidget(self.preview_grid)
        box.addWidget(preview)
        box.addStretch(1)
        return w

    def _build_full(self) -> QWidget:
        w = QWidget()
        box = QVBoxLayout(w)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(14)

        summary, sbox = _card()
        srow = QHBoxLayout()
        srow.setSpacing(18)
        sbox.addLayout(srow)
        self.due_number = QLabel()
        self.due_number.setObjectName("BigNumber")
        due_text = QVBoxLayout()
        self.due_caption = QLabel()
        self.due_caption.setObjectName("BigCaption")
        self.due_names = QLabel()
        self.due_names.setObjectName("CardHint")
        self.due_names.setWordWrap(True)
        due_text.addStretch(1)
        due_text.addWidget(self.due_caption)
        due_text.addWidget(self.due_names)
        due_text.addStretch(1)
        self.review_button = QPushButton()
        self.review_button.setObjectName("Primary")
        self.review_button.clicked.connect(self.reviewRequested)
        srow.addWidget(self.due_number)
        srow.addLayout(due_text, 2)
        srow.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignVCenter)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.VLine)
        rule.setStyleSheet("color: rgba(128,128,128,0.3);")
        srow.addWidget(rule)
        week = QVBoxLayout()
        self.week_title = QLabel()
        self.week_title.setObjectName("CardHint")
        self.week_numbers = QLabel()
        self.week_numbers.setObjectName("StatStrong")
        self.total_numbers = QLabel()
        self.total_numbers.setObjectName("CardHint")
        week.addStretch(1)
        for x in (self.week_title, self.week_numbers, self.total_numbers):
            week.addWidget(x)
        week.addStretch(1)
        srow.addLayout(week, 2)
        box.addWidget(summary)

        self.skills_title = QLabel()
        skills, kbox = _card(self.skills_title)
        legend = QHBoxLayout()
        legend.setSpacing(6)
        self.legend_labels: list[QLabel] = []
        self.legend_swatches: list[QLabel] = []
        for first, last in LEGEND_BANDS:   # each named band shows every colour its chips take
            swatch = QLabel()
            swatch.setObjectName("LegendSwatch")
            swatch.setStyleSheet(f"background: {band_background(self.theme, first, last)};")
            self.legend_swatches.append(swatch)
            text = QLabel()
            text.setObjectName("CardHint")
            self.legend_labels.append(text)
            legend.addWidget(swatch)
            legend.addWidget(text)
            legend.addSpacing(8)
        self.legend_due = QLabel()
        self.legend_due.setObjectName("CardHint")
        legend.addWidget(self.legend_due)
        legend.addStretch(1)
        kbox.addLayout(legend)
        self.weak = WeakSkills()
        self.weak.learnRequested.connect(self.learnRequested)
        kbox.addWidget(self.weak)
        self.grid = SkillGrid()
        self.grid.practiseRequested.connect(self.practiseRequested)
        kbox.addWidget(self.grid)
        box.addWidget(skills)

        charts = QGridLayout()
        charts.setHorizontalSpacing(14)
        charts.setVerticalSpacing(14)
        self.weeks_title = QLabel()
        weeks, self._weeks_box = _card(self.weeks_title)
        self.calendar_title = QLabel()
        cal, cbox = _card(self.calendar_title)
        self.calendar = PracticeCalendar()
        cbox.addWidget(self.calendar)
        self.due_title = QLabel()
        due, self._due_box = _card(self.due_title)
        self._chart_cards = (weeks, cal, due)
        self._charts_grid = charts
        self._charts_wide: bool | None = None
        self._arrange_charts(True)
        box.addLayout(charts)

        self.sessions_title = QLabel()
        sessions, xbox = _card(self.sessions_title)
        self.sessions = SessionList(self._session_answers)
        self.sessions.setMinimumHeight(320)
        self.sessions.set_link_colour(self.theme.accent)
        self.sessions.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.sessions.openInCalculator.connect(self.openInCalculator)
        self.sessions.retryRequested.connect(self._retry)
        xbox.addWidget(self.sessions)
        box.addWidget(sessions, 1)
        return w

    def _arrange_charts(self, wide: bool) -> None:
        """The weekly chart beside the calendar and the due bars (`wide`),
        or the three one under the other (a window too narrow for the
        calendar and the chart side by side)."""
        if wide == self._charts_wide:
            return
        self._charts_wide = wide
        grid = self._charts_grid
        weeks, cal, due = self._chart_cards
        for card in self._chart_cards:
            grid.removeWidget(card)
        if wide:
            grid.addWidget(weeks, 0, 0, 2, 1)
            grid.addWidget(cal, 0, 1)
            grid.addWidget(due, 1, 1)
            grid.setColumnStretch(0, 5)
            grid.setColumnStretch(1, 6)
        else:
            grid.addWidget(weeks, 0, 0)
            grid.addWidget(cal, 1, 0)
            grid.addWidget(due, 2, 0)
            grid.setColumnStretch(0, 1)
            grid.setColumnStretch(1, 0)

    def _charts_fit_side_by_side(self, width: int) -> bool:
        """Whether the weekly chart (its least width) and the calendar fit
        side by side in a view `width` px wide."""
        card = 2 * 18 + 4  # a card's side margins and border
        need = 2 * 24 + self.calendar.minimumSizeHint().width() + card + 14 + WEEK_CHART_WIDTH + card
        return width - self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent) >= need

    def _ensure_charts(self) -> None:
        """Build the charts on first use (pyqtgraph is imported here)."""
        if self._charts is not None:
            return
        from .charts import DueChart, WeekChart

        week, due = WeekChart(self.theme), DueChart(self.theme)
        week.widget.setMinimumHeight(300)
        week.widget.setMinimumWidth(WEEK_CHART_WIDTH)
        due.widget.setMinimumHeight(150)
        self._weeks_box.addWidget(week.widget)
        self._weeks_box.addWidget(week.legend)
        self._due_box.addWidget(due.widget)
        self._charts = (week, due)

    # -- data ----------------------------------------------------------------
    def reload(self) -> None:
        """Read the statistics again (in the background when the window
        gives a task runner)."""
        if self.store is None:
            self._show_error(self.tr("The quiz history cannot be opened (%1). The file was left as it is; "
                                     "nothing can be shown or practised from it.").replace("%1", self._open_error))
            self.loaded = True
            return
        if self._loading:
            self._again = True
            return
        self._start_load(self.store.path)

    def _start_load(self, path: Path) -> None:
        """Read the statistics of the file at `path` (`_done` shows them)."""
        self._loading = True
        at, tz = now(), local_offset_minutes()

        def work(_progress=None) -> Progress:
            reader = Reader(path)
            try:
                return load_progress(reader, at, tz)
            finally:
                reader.close()

        if self._run_task is None:
            try:
                result = work()
            except StoreError as e:
                self._failed(e)
            else:
                self._done(result)
        else:
            self._run_task(work, done=self._done, failed=self._failed,
                           label=self.tr("Reading your progress…"))
            if self._charts is None and "pyqtgraph" in sys.modules:
                # build the charts while the history is read (the app imported pyqtgraph after start)
                QTimer.singleShot(0, self._ensure_charts)

    def _done(self, result: Progress) -> None:
        self._loading = False
        self._early = False
        if self.store is None:  # read early, but the file was refused: say why, show nothing of it
            self.reload()
            return
        self.show_progress(result)
        if self._again:
            self._again = False
            self.reload()

    def _failed(self, error: BaseException) -> None:
        self._loading = False
        if self._early:  # read before the file was brought up to date (or checked): once more
            self._early = False
            self.reload()
            return
        self.loaded = True
        self._show_error(self.tr("Your progress could not be read (%1).").replace("%1", str(error)))

    def _show_error(self, text: str) -> None:
        self.error_label.setText(text)
        self.error_label.show()
        for b in (self.export_button, self.import_button):
            b.setEnabled(self.store is not None)
        self.stack.setCurrentIndex(1)
        self.preview_grid.set_rows(skill_rows({}, now()))
        self.start_button.setEnabled(False)

    def set_rules(self, rules) -> None:
        """The rules sessions are dealt under (the window's): the chips and
        the due count offer only skills a hand can exercise under them (no
        red fives under EMA)."""
        self.dealable = dealable(rules)
        for grid in (self.grid, self.preview_grid):
            grid.set_dealable(self.dealable)
        if self.progress is not None:
            if self._charts is not None and not self.progress.empty:
                self._show_due(self.progress)
            self._texts()

    def _show_due(self, p: Progress) -> None:
        """The reviews-due chart: the skills a review can deal under the
        rules, as the count of skills due says."""
        self._charts[1].set_due(p.due_days_among(self.dealable), p.at.astimezone().date())

    def show_progress(self, p: Progress) -> None:
        """Fill the screen with a `Progress` (the empty start for a new
        learner)."""
        self.progress = p
        self.error_label.hide()
        if p.empty:
            self.preview_grid.set_rows(p.skills)
            self.stack.setCurrentIndex(1)
        else:
            self._ensure_charts()
            self.grid.set_rows(p.skills)
            self.weak.set_rows(p.skills)
            self._charts[0].set_weeks(p.weeks)
            self._show_due(p)
            self.calendar.set_days(p.days, p.at.astimezone().date())
            self.sessions.set_sessions(p.sessions)
            self.stack.setCurrentIndex(2)
        self._texts()
        self.loaded = True

    def _session_answers(self, session_id: int):
        if self.store is None:
            return []
        try:
            return self.store.answers(session_id)
        except StoreError as e:
            self._show_error(str(e))
            return []

    def _retry(self, payload) -> None:
        session_id, items = payload
        options = QuizOptions()
        if self.store is not None:
            try:
                row = self.store.database.read("SELECT options FROM sessions WHERE id = ?", (session_id,))
                if row:
                    options = QuizOptions.from_json(json.loads(row[0][0]))
            except (StoreError, ValueError, TypeError):
                options = QuizOptions()
        self.retryRequested.emit(items, options)

    # -- export / import -------------------------------------------------------
    def _task(self, work, done, label: str) -> None:
        def failed(e: BaseException) -> None:
            QMessageBox.warning(self, self.tr("Progress"), str(getattr(e, "message", e)))

        if self._run_task is None:
            try:
                done(work())
            except (StoreError, HistoryError, OSError) as e:
                failed(e)
        else:
            self._run_task(lambda _p: work(), done=done, failed=failed, label=label)

    def export_history(self, path: str | None = None) -> None:
        """Save the whole history as one JSON file (asks where when `path`
        is None)."""
        if self.store is None:
            return
        if path is None:
            start = str(Path.home() / "riichi-trainer-history.json")
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export your history"), start,
                                                  self.tr("History (*.json)"))
            if not path:
                return
        source = self.store.path

        def work() -> int:
            store = QuizStore(source)
            try:
                return write_history_file(store, path)
            finally:
                store.close()

        self._task(work, lambda n: self.message_label.setText(
            self.tr("%n answer(s) exported.", "", n)), self.tr("Exporting your history…"))

    def import_history(self, path: str | None = None) -> None:
        """Merge a history file into this one (asks which when `path` is
        None); what is already here is not added twice."""
        if self.store is None:
            return
        if path is None:
            path, _ = QFileDialog.getOpenFileName(self, self.tr("Import a history"), str(Path.home()),
                                                  self.tr("History (*.json)"))
            if not path:
                return
        source = self.store.path

        def work() -> tuple[int, int]:
            data = read_history_file(path)
            store = QuizStore(source)
            try:
                return import_history(store, data)
            finally:
                store.close()

        def done(added: tuple[int, int]) -> None:
            self.message_label.setText(self.tr("Added %1 session(s) and %2 answer(s); the rest was already here.")
                                       .replace("%1", str(added[0])).replace("%2", str(added[1])))
            self.reload()

        self._task(work, done, self.tr("Importing a history…"))

    # -- text and look ---------------------------------------------------------
    def retranslate(self) -> None:
        """Every text in the current language."""
        self.title.setText(self.tr("Progress"))
        self.export_button.setText(self.tr("Export history…"))
        self.import_button.setText(self.tr("Import history…"))
        self.loading_label.setText(self.tr("Reading your history…"))
        self.empty_title.setText(self.tr("Your progress starts with your first answer"))
        self.empty_text.setText(self.tr(
            "Answer a few quiz hands. Every answer tells the trainer which skills you know — each fu item, each "
            "yaku, reading the dora, the limits and the payments — and the ones you miss come back for review, "
            "spaced out so they stick."))
        self.start_button.setText(self.tr("Start a quiz"))
        self.preview_title.setText(self.tr("Skills to learn"))
        self.skills_title.setText(self.tr("Skills"))
        for label, text in zip(self.legend_labels, (self.tr("not practised yet"), self.tr("weak"),
                                                    self.tr("getting there"), self.tr("known")), strict=True):
            label.setText(text)
        self.legend_due.setText(self.tr("blue ring: due for review · click a skill to practise it"))
        self.weeks_title.setText(self.tr("Accuracy and answer time, by week"))
        self.calendar_title.setText(self.tr("Practice days"))
        self.due_title.setText(self.tr("Reviews due in the next 14 days"))
        self.sessions_title.setText(self.tr("Sessions"))
        self.grid.retranslate()
        self.weak.retranslate()
        self.preview_grid.retranslate()
        self.sessions.retranslate()
        if self._charts is not None:
            for chart in self._charts:
                chart.retranslate()
        self._texts()

    def _texts(self) -> None:
        """The texts that depend on the numbers."""
        p = self.progress
        seen = sum(1 for r in p.skills if r.rank) if p else 0
        total = len(self.grid.chips) if p and not p.empty else len(self.preview_grid.chips)
        self.preview_hint.setText(self.tr("%n skill(s) — each lights up as you practise it; click one to "
                                          "practise it now.", "", total))
        if p is None or p.empty:
            return
        due = [s for s in p.due if s in self.dealable]  # what a review can deal under the rules
        n = len(due)
        self.due_number.setText(str(n))
        self.due_caption.setText(self.tr("Skills due for review now"))
        names = [skill_terms.skill_name(s) for s in due[:4]]
        self.due_names.setText(self.tr("Weakest first: %1").replace("%1", self.tr(", ").join(names)) if names
                               else self.tr("Nothing due now — practise anything, or review ahead."))
        self.review_button.setText(self.tr("Review (%1) ⏎").replace("%1", str(n)) if n else self.tr("Review ahead"))
        answers, right, median_ms = p.last7
        self.week_title.setText(self.tr("Last 7 days"))
        if answers:
            self.week_numbers.setText(self.tr("%n answer(s) · %1% right · %2 median", "", answers)
                                      .replace("%1", str(round(100 * right / answers)))
                                      .replace("%2", duration_text(median_ms)))
        else:
            self.week_numbers.setText(self.tr("No practice this week yet"))
        self.total_numbers.setText(self.tr("%n answer(s) in all · %1 of %2 skills practised", "", p.answers)
                                   .replace("%1", str(seen)).replace("%2", str(total)))

    def _apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        self.setStyleSheet(progress_style_sheet(self.theme, scale))
        self.calendar.theme = self.theme
        self.calendar.set_cell(int(13 * scale))
        self.sessions.set_tile_height(int(20 * scale))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: rescale with the window."""
        self._apply_scale(page_scale(event.size().width()))
        self._arrange_charts(self._charts_fit_side_by_side(event.size().width()))
        super().resizeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802
        """Qt: shown again (the quiz may have added answers): read again."""
        if self.loaded and not event.spontaneous():
            self.reload()
        super().showEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def close_screen(self) -> None:
        """The window is closing: close the history file."""
        if self.store is not None:
            self.store.close()
            self.store = None
