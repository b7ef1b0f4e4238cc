"""QuizView: the Quiz tab — choose, answer, learn, see the summary.

Three pages: the session chooser (`QuizSetupPage`, with the skills due
for review and "Review (N due)"), the question
(`QuizQuestionPage`) and the summary (`QuizSummaryPage`). The view holds a
`trainer.quiz.session.QuizSession` over a `QuizStore`; it shows the next
question only after `QuizSession.submit` has committed the answer, so a
killed app loses nothing answered. The database lives in the user's data
folder (``QStandardPaths.AppDataLocation``/quiz.sqlite3, created if
missing) unless a path is passed in.

Keyboard: Enter starts, checks and moves on; Tab walks the answer fields;
Esc ends the session (its summary is shown).

When the database cannot be used (a folder or unwritable place, a damaged,
read-only or locked file) a calm red line says so at the top, with the way
out: "Try again" (locked, read-only, unreachable: Start comes back once the
file opens), "Repair" (copy every readable answer into a fresh file) or
"Start a fresh file" (damaged, not a quiz history) — the old file is always
kept, renamed (`trainer.storage.set_aside`). An answer the store refuses is
still graded and shown, kept in memory and in the side file beside the
history (merged back on the next start), and written before the next
question (or with "Retry saving"). Closing the window with answers still
unsaved asks first (`may_close`): save again, or quit with them waiting in
the side file — never dropped silently.
"""

from __future__ import annotations

import time
from dataclasses import replace
from datetime import datetime, timezone
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QMetaMethod, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.core.rules import RuleSet
from trainer.quiz import review
from trainer.quiz.grading import Answer, QuizOptions
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.steering import DEALABLE, dealable
from trainer.quiz.store import SCHEMA as STORE_SCHEMA
from trainer.quiz.store import QuizStore, StoreError
from trainer.storage import salvage, set_aside

from ..base import paths, skill_terms
from ..base.theme import Theme, scale_for, system_theme
from .question import QuizQuestionPage
from .setup import QuizSetupPage
from .style import quiz_style_sheet
from .summary import QuizSummaryPage


def now() -> datetime:
    """The wall clock the chooser reads the skills due at (a tool may
    replace it)."""
    return datetime.now(timezone.utc)


def default_db_path() -> Path:
    """``<data folder>/quiz.sqlite3`` (`trainer.ui.base.paths`; the folder is
    created on open)."""
    return paths.data_dir() / paths.QUIZ_DB


def create_screen(window) -> QuizView:
    """The Quiz tab of `window` (a `MainWindow`): its history in the
    window's data folder, its choices in the window's settings, dealing
    under the window's rules, "open in calculator" wired to the window."""
    view = QuizView(db_path=window.data_dir() / paths.QUIZ_DB, settings=window.settings)
    view.openInCalculator.connect(window.open_in_calculator)
    view.setup_page.set_fixed_rules(window.rules)
    window.rulesChanged.connect(view.setup_page.set_fixed_rules)
    window.rulesChanged.connect(lambda _rules: view.refresh_due())  # what a review deals depends on them
    return view


class QuizView(QWidget):
    """The quiz screen (see the module docstring).

    Args:
        parent: the tab that hosts it.
        db_path: the SQLite file (default: `default_db_path()`).
        theme: colours (default: the system's light or dark theme).
        settings: where the chooser remembers its choices; by default the
            application's `QSettings` when it has an organisation name, else
            nothing is remembered.
        clock: monotonic seconds (tests pass a fake).
        seed: generator seed for the sessions started here (None: a fresh
            random seed each time, stored with the session).

    Signals:
        openInCalculator(object): a SCHEMA.md hand the learner wants to
            open in the calculator.

    Attributes (tests): `stack`, `setup_page`, `question_page`,
    `summary_page`, `session` (the running `QuizSession` or None), `store`,
    `db_path`, `error_label` (the red line), `retry_save_button`,
    `try_again_button`, `repair_button`, `fresh_button`, `notice_label` (a
    calm line: what a repair did, answers merged back), `ask_unsaved` (the
    question `may_close` asks; tests replace it).
    """

    openInCalculator = Signal(object)

    def __init__(self, parent: QWidget | None = None, db_path: str | Path | None = None,
                 theme: Theme | None = None, settings: QSettings | None = None, clock=time.monotonic,
                 seed: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Quiz")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.theme = theme or system_theme()
        self.clock = clock
        self.seed = seed
        self.db_path = Path(db_path) if db_path is not None else default_db_path()
        if settings is None and QCoreApplication.organizationName():
            settings = QSettings()
        self.session: QuizSession | None = None
        self.store: QuizStore | None = None
        self._scale = 0.0

        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        self.error_bar = QWidget()
        bar = QHBoxLayout(self.error_bar)
        bar.setContentsMargins(14, 6, 14, 0)
        self.error_label = QLabel()
        self.error_label.setObjectName("ErrorLine")
        self.error_label.setWordWrap(True)
        self.retry_save_button = QPushButton()
        self.retry_save_button.setObjectName("Secondary")
        self.retry_save_button.setAutoDefault(False)
        self.retry_save_button.clicked.connect(self.retry_save)
        self.retry_save_button.hide()
        self.try_again_button = QPushButton()
        self.try_again_button.clicked.connect(self.try_again)
        self.repair_button = QPushButton()
        self.repair_button.clicked.connect(self.repair)
        self.fresh_button = QPushButton()
        self.fresh_button.clicked.connect(self.start_fresh)
        bar.addWidget(self.error_label, 1)
        for b in (self.retry_save_button, self.try_again_button, self.repair_button, self.fresh_button):
            b.setObjectName("Secondary")
            b.setAutoDefault(False)
            b.hide()
            bar.addWidget(b, 0, Qt.AlignmentFlag.AlignVCenter)
        self.error_bar.hide()
        box.addWidget(self.error_bar)
        self.notice_label = QLabel()
        self.notice_label.setObjectName("Muted")
        self.notice_label.setWordWrap(True)
        self.notice_label.setContentsMargins(14, 4, 14, 0)
        self.notice_label.hide()
        box.addWidget(self.notice_label)
        self._notice = ""
        self.ask_unsaved = self._ask_unsaved
        self._open_error: StoreError | None = None
        self._problem: tuple[str, str] | None = None
        self._kept: list[QuizSession] = []
        self.stack = QStackedWidget()
        # the pages scroll in a small window: the chooser alone needs 610 px
        # (665 in Japanese), which set the window's least height above 600
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setWidget(self.stack)
        box.addWidget(self.scroll, 1)
        self.setup_page = QuizSetupPage(settings)
        self.question_page = QuizQuestionPage()
        self.summary_page = QuizSummaryPage()
        for page in (self.setup_page, self.question_page, self.summary_page):
            self.stack.addWidget(page)
        self.setup_page.startRequested.connect(self.start)
        self.setup_page.reviewRequested.connect(self.start)
        self.question_page.submitted.connect(self.submit)
        self.question_page.nextRequested.connect(self.next_question)
        self.question_page.endRequested.connect(self.finish)
        self.question_page.openInCalculator.connect(self.openInCalculator)
        self.question_page.feedback.slipChosen.connect(self.resolve_slip)
        self.question_page.calculator_available = lambda: self.isSignalConnected(
            QMetaMethod.fromSignal(self.openInCalculator))
        self.summary_page.calculator_available = self.question_page.calculator_available
        self.summary_page.openHand.connect(self.openInCalculator)
        self.summary_page.retryRequested.connect(self.retry_missed)
        self.summary_page.newRequested.connect(self.show_setup)
        self.timer = QTimer(self)
        self.timer.setInterval(250)
        self.timer.timeout.connect(self._tick)
        esc = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        esc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        esc.activated.connect(self._escape)
        self._open_store()
        self.refresh_due()
        self._apply_scale(scale_for(max(self.width(), 1200), max(self.height(), 800)))

    # -- store -------------------------------------------------------------
    def _open_store(self) -> None:
        """Open the history file; Start is enabled exactly when it opened."""
        try:
            self.store = QuizStore(self.db_path)
        except StoreError as e:
            self.store = None
            self._open_error = e
        else:
            self._open_error = None
            if self.store.merged:
                self._notice = self.tr("%n answer(s) kept from an earlier run were added to the history.", "",
                                       self.store.merged)
        self.setup_page.start_button.setEnabled(self.store is not None)
        self._show_store_state()
        if self.store is not None:
            self.refresh_due()

    def try_again(self) -> bool:
        """Open the history file again (the "Try again" button: the lock is
        gone, the permissions fixed…); returns True when it opened."""
        if self.store is None:
            self._open_store()
        return self.store is not None

    def repair(self) -> None:
        """Copy every answer SQLite can still read from the damaged file into
        a fresh one, keep the old file (renamed), and open the fresh one."""
        try:
            result = salvage(self.db_path, STORE_SCHEMA)
        except StoreError as e:
            self._open_error = e
            self._show_store_state()
            return
        self._notice = self.tr("Repaired: %n answer(s) recovered into a fresh file; the damaged file was kept as "
                               "%1.", "", result.rows.get("answers", 0)).replace("%1", result.kept.name)
        self._open_store()
        if self.store is not None:
            try:   # the skill states and marks copied may count answers the repair lost: derived, so replayed
                self.store.rebuild_skill_states()
            except StoreError:
                pass   # kept as copied; the next whole replay (an import, a late answer) makes them right

    def start_fresh(self) -> None:
        """Keep the unusable file (renamed) and start an empty history."""
        try:
            kept = set_aside(self.db_path)
        except StoreError as e:
            self._open_error = e
            self._show_store_state()
            return
        self._notice = self.tr("A fresh history file was started; the old one was kept as %1.") \
            .replace("%1", kept.name)
        self._open_store()

    def _open_error_text(self, e: StoreError) -> str:
        """The red line for a file that cannot be opened, by `StoreError.code`."""
        why = e.message
        if e.code == "locked":
            return self.tr("The quiz history is in use by another program (%1). Close it, then try again.") \
                .replace("%1", why)
        if e.code == "read_only":
            return self.tr("The quiz history cannot be written (%1). Make it writable, then try again.") \
                .replace("%1", why)
        if e.code in ("damaged", "bad_version"):
            return self.tr("The quiz history file is damaged (%1). Repair copies every answer that can still be "
                           "read into a fresh file; Start a fresh file begins an empty one. The old file is kept "
                           "either way.").replace("%1", why)
        if e.code in ("not_a_database", "wrong_application"):
            return self.tr("The file where the quiz history belongs is not a quiz history (%1). Start a fresh file "
                           "begins an empty one; the other file is kept.").replace("%1", why)
        if e.code == "newer_version":
            return self.tr("The quiz history was written by a newer version of this program (%1); it is left as "
                           "it is. Use the newer version, or start a fresh file (the old one is kept).") \
                .replace("%1", why)
        return self.tr("The quiz history cannot be opened (%1); answers will not be saved.").replace("%1", why)
    def refresh_due(self) -> None:
        """Show on the chooser what the review has for today (the skill
        states in the store; nothing when it cannot be read)."""
        states = {}
        if self.store is not None:
            try:
                states = self.store.skill_states()
            except StoreError:
                states = {}
        at = now()
        rules = self.window_rules()
        skills = dealable(rules) if rules is not None else DEALABLE  # what a review deals under them
        due = [s for s in review.due(states, at) if s.skill in skills]
        upcoming = [s.due for s in states.values() if s.due is not None and s.skill in skills]
        next_days = max(1, (min(upcoming).date() - at.date()).days) if upcoming and not due else None
        self.setup_page.set_due(len(due), [skill_terms.skill_name(s.skill) for s in due[:3]], next_days)

    def _waiting(self) -> list[QuizSession]:
        """Sessions (this one and earlier ones) with answers not saved yet."""
        return [x for x in self._kept + [self.session] if x is not None and x.unsaved]

    def _show_store_state(self, problem: tuple[str, str] | None = None) -> None:
        """The red line: the store that cannot be opened; answers not saved
        yet (with the "Retry saving" button); or `problem` — ("start" |
        "finish", the store's message) — a start or finish the store
        refused. Hidden when all is well."""
        if problem is not None:
            self._problem = problem
        waiting = self._waiting()
        unsaved = sum(x.unsaved for x in waiting)
        aside = sum(x.kept_aside for x in waiting)
        code = self._open_error.code if self._open_error is not None else ""
        if self._open_error is not None:
            text = self._open_error_text(self._open_error)
        elif unsaved:
            # self.tr(text, "", n): the form pyside6-lupdate reads as a plural (numerus) message.
            text = self.tr("%n answer(s) could not be saved (%1). They are kept and saved before the next "
                           "question.", "", unsaved).replace("%1", str(waiting[-1].save_error or ""))
            if aside == unsaved:
                text += " " + self.tr("Until then they wait in %1 and are not lost if the program stops.") \
                    .replace("%1", self.store.side_path.name if self.store is not None else "")
        elif self._problem is not None and self._problem[0] == "start":
            text = self.tr("The quiz cannot start: the history file refused to record it (%1).") \
                .replace("%1", self._problem[1])
        elif self._problem is not None:
            text = self.tr("The end of the session could not be recorded (%1).").replace("%1", self._problem[1])
        else:
            text = ""
        self.error_label.setText(text)
        self.retry_save_button.setText(self.tr("Retry saving"))
        self.retry_save_button.setVisible(bool(unsaved) and self._open_error is None)
        self.try_again_button.setText(self.tr("Try again"))
        self.try_again_button.setVisible(code in ("locked", "read_only", "io_error", "disk_full"))
        self.repair_button.setText(self.tr("Repair"))
        self.repair_button.setVisible(code in ("damaged", "bad_version"))
        self.fresh_button.setText(self.tr("Start a fresh file"))
        self.fresh_button.setVisible(code in ("damaged", "bad_version", "not_a_database", "wrong_application",
                                              "newer_version"))
        self.error_bar.setVisible(bool(text))
        if self.store is not None and self.store.side_error is not None and not self._notice:
            self._notice = self.tr("Answers kept from an earlier run could not be added yet (%1); they stay in %2.") \
                .replace("%1", self.store.side_error.message).replace("%2", self.store.side_path.name)
        self.notice_label.setText(self._notice)
        self.notice_label.setVisible(bool(self._notice))

    def retry_save(self) -> bool:
        """Write the answers the store refused before (the "Retry saving"
        button; also before each question); returns True when nothing is
        left unsaved."""
        for x in self._waiting():
            x.save_pending()
        self._kept = [x for x in self._kept if x.unsaved]
        self._show_store_state()
        return not self._waiting()

    def _set_session(self, session: QuizSession) -> None:
        """Make `session` the running one; an earlier one with unsaved
        answers is kept so that they are still written."""
        if self.session is not None and self.session.unsaved:
            self._kept.append(self.session)
        self.session = session
        self._problem = None

    # -- flow --------------------------------------------------------------
    def show_setup(self) -> None:
        """Back to the session chooser."""
        self.timer.stop()
        self.stack.setCurrentWidget(self.setup_page)
        self.refresh_due()
        self.setup_page.start_button.setFocus()

    def window_rules(self) -> RuleSet | None:
        """The rules of the hosting window (`MainWindow.model`'s `RuleSet`,
        options changed or not), or None when the view stands alone. Quiz
        hands are dealt and graded under them, so that the calculator and
        the quiz score alike."""
        model = getattr(self.window(), "model", None)
        rules = getattr(getattr(model, "state", None), "rules", None)
        return rules if isinstance(rules, RuleSet) else None

    def window_preset(self) -> str | None:
        """The preset name of `window_rules` (None when standing alone)."""
        rules = self.window_rules()
        return rules.preset if rules is not None else None

    def current_hand(self) -> dict | None:
        """The SCHEMA.md hand of the question on screen (None between
        sessions): what F5, pictures and "Add to deck" use on this tab."""
        if self.stack.currentWidget() is self.question_page and self.question_page.question is not None:
            return self.question_page.question.hand
        return None

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the tab is shown: the window's rules, and the keyboard focus
        on the page's first control (Enter starts, checks, goes on — with
        the focus left on the tab bar it did nothing)."""
        self.setup_page.set_fixed_rules(self.window_rules())
        if self.stack.currentWidget() is self.setup_page:
            self.refresh_due()
        super().showEvent(event)
        QTimer.singleShot(0, self, self._focus_page)

    def _focus_page(self) -> None:
        """Focus the current page's first control, unless the focus is inside the quiz already."""
        focus = QApplication.focusWidget()
        if focus is not None and self.isAncestorOf(focus) and focus.isVisible():
            return
        page = self.stack.currentWidget()
        if page is self.setup_page:
            self.setup_page.start_button.setFocus(Qt.FocusReason.OtherFocusReason)
        elif page is self.question_page:
            first = next(iter(self.question_page.fields.values()), None)
            target = self.question_page.next_button if self.question_page.graded or first is None else first.edit
            target.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            page.setFocus(Qt.FocusReason.OtherFocusReason)

    def _new_session(self, make) -> QuizSession | None:
        """`make()` a `QuizSession`, or show why the store refused (None)."""
        try:
            return make()
        except StoreError as e:
            self._show_store_state(("start", str(e)))
            return None

    def start(self, config: SessionConfig) -> None:
        """Start a session and show its first question (with the hosting
        window's rules when there is one)."""
        if self.store is None:
            return
        if config.seed is None and self.seed is not None:
            config = replace(config, seed=self.seed)
        rules = self.window_rules()
        if rules is not None:
            config = replace(config, rules=rules)
        session = self._new_session(lambda: QuizSession(self.store, config, clock=self.clock))
        if session is None:
            return
        self._set_session(session)
        self._show_store_state()
        self._begin()

    def start_review(self, count: int | None = None) -> None:
        """Start a review of the skills due (the chooser's other choices;
        `count` questions, default the chooser's number)."""
        config = self.setup_page.config()
        self.start(replace(config, review=True, seconds=None, count=count or config.count or 10))

    def practise(self, skill: str, count: int = 10) -> None:
        """Start a session of `count` hands dealt for one skill id."""
        self.start(replace(self.setup_page.config(), skill=skill, seconds=None, count=count))

    def start_retry(self, items: list[tuple[str, str, int]], options: QuizOptions | None = None) -> None:
        """Start a session asking the hands ``(code, topic, difficulty)``
        again (e.g. the missed ones of a session on the Progress tab)."""
        if self.store is None or not items:
            return
        config = replace(self.setup_page.config(), options=options or self.setup_page.config().options)
        session = self._new_session(lambda: QuizSession(self.store, config, retry=list(items), clock=self.clock))
        if session is None:
            return
        self._set_session(session)
        self._show_store_state()
        self._begin()

    def start_hands(self, hands: list[dict]) -> bool:
        """Start a session over these SCHEMA.md hands, in order (e.g. the
        wins of imported games, each under its own rules), asking fu, han and
        the points besides the chooser's other "also ask" choices; the
        answers go to the history like any others (`QuizSession.over_hands`).
        Returns False when nothing started (no hands, no history file, or
        the history refused to record the session: the red line says why)."""
        if self.store is None or not hands:
            return False
        base = self.setup_page.config()
        config = replace(base, topic="mixed", count=len(hands), seconds=None,
                         options=replace(base.options, points=True), seed=None)
        session = self._new_session(lambda: QuizSession.over_hands(self.store, config, hands, clock=self.clock))
        if session is None:
            return False
        self._set_session(session)
        self._show_store_state()
        self._begin()
        return True

    def _begin(self) -> None:
        s = self.session
        if s.mode == "timed":
            self.timer.start()
        else:
            self.timer.stop()
        self.question_page.set_timer(s.seconds_left())
        self.stack.setCurrentWidget(self.question_page)
        self.next_question()

    def _results(self) -> list[bool]:
        return [a.grade.all_right for a in self.session.answered] if self.session else []

    def next_question(self) -> None:
        """Show the next question, or the summary when the session is over.
        Answers not saved yet are written first (the red line stays while
        the store still refuses)."""
        s = self.session
        if s is None:
            return
        if self._waiting():
            self.retry_save()
        q = s.next_question()
        if q is None:
            self.finish()
            return
        self.question_page.show_question(q, self._results(), s.total)

    def submit(self, answer: Answer) -> None:
        """Grade and store the answer (committed), then show the grade."""
        s = self.session
        if s is None or s.current is None:
            return
        done = s.submit(answer)  # graded even when the store refuses the row
        self.question_page.show_graded(done, self._results())
        self._show_store_state()

    def resolve_slip(self, choice: tuple[str, tuple[str, ...]]) -> None:
        """The learner said which slip it was (the feedback's question):
        ``(part, skill ids)`` recorded for the answer shown."""
        s, a = self.session, self.question_page.answered
        if s is None or a is None:
            return
        part, skills = choice
        try:
            done = s.resolve(a, part, tuple(skills))
        except ValueError:  # not this session's answer, or not a choice (the page moved on)
            return
        self.question_page.update_graded(done)
        self._show_store_state()

    def finish(self) -> None:
        """End the session (an unanswered question is dropped) and show the summary."""
        self.timer.stop()
        s = self.session
        if s is None:
            self.show_setup()
            return
        self.summary_page.show_summary(s.finish())
        self.stack.setCurrentWidget(self.summary_page)
        self._show_store_state(("finish", str(s.save_error)) if s.save_error is not None and not s.unsaved
                               else None)

    def retry_missed(self) -> None:
        """A new session over the missed hands of the last one."""
        if self.session is None:
            return
        again = self._new_session(self.session.retry_missed)
        if again is None:
            return
        self._set_session(again)
        self._show_store_state()
        self._begin()

    def _tick(self) -> None:
        s = self.session
        if s is None or s.mode != "timed":
            self.timer.stop()
            return
        left = s.seconds_left()
        self.question_page.set_timer(left)
        if left <= 0 and not self.question_page.graded:
            self.finish()

    def _escape(self) -> None:
        if self.stack.currentWidget() is self.question_page:
            self.finish()

    # -- look --------------------------------------------------------------
    def _apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        self.setStyleSheet(quiz_style_sheet(self.theme, scale))
        self.question_page.apply_scale(scale, int(118 * scale))
        self.question_page.dots.set_colors(self.theme.good, self.theme.error, self.theme.accent)
        self.summary_page.set_tile_height(int(26 * scale))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        self._apply_scale(scale_for(event.size().width(), event.size().height()))
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            for page in (self.setup_page, self.question_page, self.summary_page):
                page.retranslate()
            self._show_store_state()
        super().changeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802
        self.timer.stop()
        super().closeEvent(event)

    def may_close(self) -> bool:
        """The window asks before closing: answers not saved yet are tried
        once more; when the file still refuses, the learner chooses (via
        `ask_unsaved`) to try again, to quit with them waiting in the side
        file (or, when even that could not be written, without them — told
        so), or to stay. Returns True when the window may close."""
        while self._waiting() and not self.retry_save():
            waiting = self._waiting()
            unsaved = sum(x.unsaved for x in waiting)
            aside = sum(x.kept_aside for x in waiting) == unsaved
            choice = self.ask_unsaved(unsaved, str(waiting[-1].save_error or ""), aside)
            if choice == "cancel":
                return False
            if choice == "quit":
                return True
        return True

    def _ask_unsaved(self, unsaved: int, reason: str, kept_aside: bool) -> str:
        """The question of `may_close`: "save" (try again), "quit" or "cancel"."""
        box = QMessageBox(self)
        box.setIcon(QMessageBox.Icon.Warning)
        box.setWindowTitle(self.tr("Answers not saved"))
        box.setText(self.tr("%n answer(s) could not be saved in the quiz history (%1).", "", unsaved)
                    .replace("%1", reason))
        if kept_aside:
            box.setInformativeText(self.tr("They wait in %1 and are added to the history the next time the quiz "
                                           "opens.").replace("%1", self.store.side_path.name if self.store else ""))
            quit_text = self.tr("Quit, keep them for next time")
        else:
            box.setInformativeText(self.tr("They could not be kept anywhere else either: quitting now loses them."))
            quit_text = self.tr("Quit without them")
        save = box.addButton(self.tr("Try saving again"), QMessageBox.ButtonRole.AcceptRole)
        leave = box.addButton(quit_text, QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(save)
        box.exec()
        clicked = box.clickedButton()
        box.deleteLater()
        return "save" if clicked is save else "quit" if clicked is leave else "cancel"

    def close_screen(self) -> None:
        """The window is closing: stop the clock and close the history file
        (its log folded into the main file)."""
        self.timer.stop()
        if self.store is not None:
            self.store.close()
            self.store = None
