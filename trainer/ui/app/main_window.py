"""MainWindow: the application shell — the Calculator tab, the other
screens' tabs (`TABS`), the rule preset and options, the language menu, the
progress bar of background tasks.

Each screen other than the calculator is one `TabSpec`: its widget is
imported and built the first time its tab is shown, by calling its factory
with the window (start-up stays fast; a screen that fails to build shows a
message and leaves the calculator working). A screen uses only the window's
public API: `open_in_calculator`, `show_tab`, `rules` / `rulesChanged`,
`settings`, `data_dir`, `run_task`. When the window closes, each built
screen that defines ``may_close() -> bool`` is asked first (it may ask the
user about unsaved work; False keeps the window open), then each that
defines ``close_screen()`` closes its files.
"""

from __future__ import annotations

import importlib
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import shiboken6
from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QSettings, Qt, Signal
from PySide6.QtGui import QAction, QActionGroup, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QTabWidget,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.errors import HandError
from trainer.core.jsonio import hand_from_json
from trainer.core.rules import ALL_PRESETS, PRESETS, RuleSet, rules_from_json, rules_to_json

from ..base import i18n, paths, tasks, terms, theme
from ..base import settings as settings_store
from ..base.theme import scale_for
from ..calculator.model import CalculatorModel
from ..calculator.state import CalcState, state_from_hand
from ..calculator.view import CalculatorView
from ..classroom.actions import ClassroomActions
from ..widgets.eliding_combo import ElidingComboBox
from .rules_dialog import RulesDialog

# The window's rule set (a SCHEMA.md rules object as JSON).
RULES_SETTING = settings_store.json_value("calculator/rules", PRESETS["tenhou"], rules_from_json, rules_to_json)
# Ctrl+= / Ctrl+- / Ctrl+0: the whole window's zoom (theme.scale_for applies it).
# Characters the rules menu in the window's corner has room for (the full name is in its list and tooltip).
RULES_COMBO_CHARS = 9
ZOOM_SETTING = settings_store.number("ui/zoom", 1.0, theme.MIN_ZOOM, theme.MAX_ZOOM)
# Milliseconds a closing window (already hidden) gives background work to stop: an import checks between
# hands (a few ms each), so it stops well within this; work that does not stop in time is left to finish.
CLOSE_WAIT_MS = 5_000


def _scales_on_resize(w: QWidget) -> bool:
    """True when one of our classes of `w` reimplements resizeEvent (it
    sizes itself from `theme.scale_for` there)."""
    return any("resizeEvent" in vars(c) for c in type(w).__mro__ if c.__module__.startswith("trainer."))


@dataclass(frozen=True, slots=True)
class TabSpec:
    """One screen in its own tab.

    Attributes:
        key: the screen's name (``"quiz"``), for `MainWindow.show_tab` and ``--tab``.
        title: the tab's English text, translated in the ``MainWindow`` context.
        factory: ``"module:callable"``; called once as ``callable(window)``
            and returns the screen's widget (a class taking the window works).
    """

    key: str
    title: str
    factory: str
    # files dropped on the window go to this screen's ``open_files(paths) -> bool``
    opens_files: bool = False


# Below this window width (px) the tab bar and the top-right controls are
# compact: at 1,017 px all seven tabs and the controls just fit side by side.
COMPACT_BELOW = 1060
# The language button's text in a compact window (the menu names each in full).
SHORT_LANGUAGE = {"en": "EN", "ja": "日本語", "zh_CN": "简体", "zh_TW": "繁體"}


# The tabs after the Calculator, in order (UI.md: Calculator, Quiz, Progress, Table, Games).
TABS: tuple[TabSpec, ...] = (
    TabSpec("quiz", QT_TRANSLATE_NOOP("MainWindow", "Quiz"), "trainer.ui.quiz.view:create_screen"),
    TabSpec("progress", QT_TRANSLATE_NOOP("MainWindow", "Progress"), "trainer.ui.progress.view:create_screen"),
    TabSpec("table", QT_TRANSLATE_NOOP("MainWindow", "Table"), "trainer.ui.table.view:create_screen"),
    TabSpec("games", QT_TRANSLATE_NOOP("MainWindow", "Games"), "trainer.ui.games.view:create_screen",
            opens_files=True),
    TabSpec("classroom", QT_TRANSLATE_NOOP("MainWindow", "Classroom"), "trainer.ui.classroom.view:create_screen"),
    TabSpec("learn", QT_TRANSLATE_NOOP("MainWindow", "Learn"), "trainer.ui.learn.view:create_screen"),
)


class MainWindow(QMainWindow):
    """The application window.

    Args:
        state: the calculator's starting `CalcState` (default: empty, the
            remembered rules).
        settings: where preferences are remembered (None: nothing is).
        data_dir: the folder of the user's data files (default:
            `paths.data_dir()`).

    Signals:
        rulesChanged(RuleSet): the window's rule set changed (preset menu,
            options dialog, a hand opened with its own rules).

    Attributes: `model` (the `CalculatorModel`), `calculator` (the
    `CalculatorView`), `tabs`, `rules_combo`, `screens` (key → built widget).
    """

    rulesChanged = Signal(object)

    def __init__(self, state: CalcState | None = None, settings: QSettings | None = None,
                 data_dir: str | Path | None = None) -> None:
        super().__init__()
        self._retranslating = False  # `retranslate` is running (a nested call is folded into it)
        self._retranslate_again = False
        self._settings = settings
        self._data_dir = Path(data_dir) if data_dir is not None else paths.data_dir()
        if state is None:
            state = CalcState(rules=settings_store.read(settings, RULES_SETTING))
        self.model = CalculatorModel(state, self)
        self.calculator = CalculatorView(self.model)
        self.screens: dict[str, QWidget] = {}
        self._holders: dict[str, QWidget] = {}
        self._rules: RuleSet | None = None
        theme.set_zoom(settings_store.read(settings, ZOOM_SETTING))

        self.theme = self.calculator.theme
        self._scale = 0.0
        self.compact = False  # a narrow window: short top-right controls (`_apply_window_scale`)
        self.tabs = QTabWidget()
        self.tabs.setObjectName("MainTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.calculator, "")
        for spec in TABS:
            holder = QWidget()
            QVBoxLayout(holder).setContentsMargins(0, 0, 0, 0)
            self._holders[spec.key] = holder
            self.tabs.addTab(holder, "")
        for i in range(self.tabs.count()):
            i18n.retranslate_when_shown(self.tabs.widget(i))  # a hidden tab follows a language switch when shown
        self.tabs.currentChanged.connect(self._tab_changed)
        self.tabs.setCornerWidget(self._corner(), Qt.Corner.TopRightCorner)
        self.setCentralWidget(self.tabs)
        self._apply_request: tuple[Callable[[dict], str | None], str] | None = None
        self._apply_bar = self._build_apply_bar()
        self.addToolBar(Qt.ToolBarArea.TopToolBarArea, self._apply_bar)
        self._progress = QProgressBar()
        self._progress.setMaximumWidth(260)
        self._progress.setTextVisible(True)
        self.statusBar().addPermanentWidget(self._progress)
        self.cancel_task_button = QPushButton()  # stops the newest cancellable task (an import)
        self.cancel_task_button.setObjectName("CancelTask")
        self.cancel_task_button.clicked.connect(self.cancel_task)
        self.cancel_task_button.hide()
        self.statusBar().addPermanentWidget(self.cancel_task_button)
        self.statusBar().hide()
        self._tasks: list[tasks.Task] = []
        self.model.changed.connect(self._sync_rules)
        for i in range(self.tabs.count()):
            a = QAction(self)
            a.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            a.triggered.connect(lambda _=False, k=i: self.tabs.setCurrentIndex(k))
            self.addAction(a)
        self.zoom_actions: dict[str, QAction] = {}
        for name, keys, step in (("in", ("Ctrl+=", QKeySequence.StandardKey.ZoomIn), 1),
                                 ("out", ("Ctrl+-", QKeySequence.StandardKey.ZoomOut), -1), ("reset", ("Ctrl+0",), 0)):
            a = QAction(self)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.triggered.connect(lambda _=False, d=step: self.set_zoom(theme.zoom_step(theme.zoom(), d) if d else 1.0))
            self.addAction(a)
            self.zoom_actions[name] = a
        self.classroom = ClassroomActions(self)  # F5, pictures, "Add to deck" (issue 13)
        self._corner_row.insertWidget(0, self.classroom.button, 0, Qt.AlignmentFlag.AlignVCenter)
        self._corner_row.insertSpacing(1, 10)
        self.retranslate()
        self._sync_rules()
        self.setAcceptDrops(any(t.opens_files for t in TABS))
        self.resize(1440, 900)

    # -- the public API screens use -------------------------------------
    @property
    def rules(self) -> RuleSet:
        """The window's rule set (the calculator's)."""
        return self.model.state.rules

    @property
    def settings(self) -> QSettings | None:
        """Where preferences are remembered (None: not remembered)."""
        return self._settings

    def data_dir(self) -> Path:
        """The folder of the user's data files (`paths.QUIZ_DB`, …)."""
        return self._data_dir

    def run_task(self, work: Callable[[tasks.Progress], Any], *, done: Callable[[Any], None],
                 failed: Callable[[BaseException], None] | None = None, label: str = "",
                 stopped: Callable[[Any], None] | None = None, cancellable: bool = False) -> tasks.Task:
        """Run `work` in the background with this window's progress bar
        (`tasks.run_task`), and a Cancel button beside it when `cancellable`
        (its result then goes to `stopped`)."""
        task = tasks.run_task(self, work, done=done, failed=failed, label=label, stopped=stopped,
                              cancellable=cancellable)
        self._task_started(task)
        return task

    def show_tab(self, key: str) -> QWidget | None:
        """Bring the tab `key` (``"calculator"`` or a `TabSpec` key) to the
        front, building its screen if needed; returns the screen (None:
        unknown key or the screen could not be built)."""
        if key == "calculator":
            self.tabs.setCurrentWidget(self.calculator)
            return self.calculator
        holder = self._holders.get(key)
        if holder is None:
            return None
        screen = self.screen_for(key)
        self.tabs.setCurrentWidget(holder)
        return screen

    def learn_skill(self, skill: str) -> bool:
        """"Learn this": bring the Learn tab to the front on the lesson that
        teaches `skill` (a quiz skill id; `trainer.quiz.course.lesson_for_skill`);
        False, with nothing changed, when no lesson teaches it."""
        from trainer.quiz.course import lesson_for_skill

        if lesson_for_skill(skill) is None:
            return False
        learn = self.show_tab("learn")
        return bool(learn is not None and learn.open_lesson_for_skill(skill))

    def screen_for(self, key: str) -> QWidget | None:
        """The screen of tab `key`, built now if it was not yet (None:
        unknown key, or building failed — a message says why)."""
        if key in self.screens:
            return self.screens[key]
        spec = next((t for t in TABS if t.key == key), None)
        if spec is None:
            return None
        module_name, name = spec.factory.split(":")
        try:
            factory = getattr(importlib.import_module(module_name), name)
            screen = factory(self)
        except Exception as e:  # a broken screen must not take the calculator down
            traceback.print_exc(file=sys.stderr)
            title = QCoreApplication.translate("MainWindow", spec.title)
            QMessageBox.warning(self, title, self.tr("This screen could not start: %1").replace("%1", str(e)))
            return None
        self.screens[key] = screen
        self._holders[key].layout().addWidget(screen)
        screen.show()
        return screen

    def open_in_calculator(self, hand: dict, *, on_apply: Callable[[dict], str | None] | None = None,
                           apply_text: str = "") -> None:
        """Show a SCHEMA.md hand (e.g. a quiz question) in the Calculator tab,
        as one undoable step, with the hand's own rules (a quiz hand carries
        the window's rules, options included, so custom rules stay; the
        rules menu and "(modified)" follow). A hand without ``closed`` tiles
        opens as an empty hand with its situation (winds, honba, sticks,
        riichi, rules) already set.

        With `on_apply`, a bar above the calculator offers `apply_text`
        (e.g. "Apply to table"): pressing it calls ``on_apply(hand)`` with
        the calculator's hand as a SCHEMA.md object; a returned message is
        shown in the bar and the bar stays, None closes it (the caller
        shows its own tab). Cancel closes it without calling.
        """
        try:
            if hand.get("closed"):
                state = state_from_hand(hand)
            else:
                _, ctx, rules = hand_from_json({**hand, "closed": "", "win": "1m"})
                state = CalcState(ctx=ctx, rules=rules)
        except HandError as e:
            QMessageBox.warning(self, self.tr("Calculator"), terms.error_text(e))
            return
        self.model.load(state)
        self._apply_request = (on_apply, apply_text) if on_apply is not None else None
        self.tabs.setCurrentWidget(self.calculator)
        self._show_apply_bar()

    def _build_apply_bar(self) -> QToolBar:
        bar = QToolBar()
        bar.setObjectName("ApplyBar")
        bar.setMovable(False)
        bar.setFloatable(False)
        box = QWidget()
        row = QHBoxLayout(box)
        row.setContentsMargins(12, 4, 12, 4)
        self._apply_message = QLabel()
        self._apply_message.setObjectName("ApplyMessage")
        self._apply_button = QPushButton()
        self._apply_button.setObjectName("ApplyButton")
        self._apply_button.clicked.connect(self.apply_calculator_hand)
        self._apply_cancel = QPushButton()
        self._apply_cancel.clicked.connect(self._cancel_apply)
        row.addWidget(self._apply_message, 1)
        row.addWidget(self._apply_cancel)
        row.addWidget(self._apply_button)
        bar.addWidget(box)
        bar.hide()
        return bar

    def _show_apply_bar(self, message: str = "") -> None:
        request = self._apply_request
        on_calculator = self.tabs.currentWidget() is self.calculator
        self._apply_bar.setVisible(request is not None and on_calculator)
        if request is not None:
            self._apply_button.setText(request[1] or self.tr("Apply"))
            self._apply_cancel.setText(self.tr("Cancel"))
            self._apply_message.setText(message or self.tr("Build the hand, then apply it."))
            self._apply_message.setProperty("bad", bool(message))
            self._apply_message.style().polish(self._apply_message)

    def apply_calculator_hand(self) -> bool:
        """Send the calculator's hand to the screen that asked for it
        (`open_in_calculator` with `on_apply`); True when it was taken."""
        if self._apply_request is None:
            return False
        on_apply = self._apply_request[0]
        refusal = on_apply(self.model.state.to_json())
        if refusal:
            self._show_apply_bar(refusal)
            return False
        self._apply_request = None
        self._show_apply_bar()
        return True

    def _cancel_apply(self) -> None:
        self._apply_request = None
        self._show_apply_bar()

    # -- files dropped on the window -------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: accept local files when a screen opens files (`TabSpec.opens_files`)."""
        if any(u.isLocalFile() for u in event.mimeData().urls()) and any(t.opens_files for t in TABS):
            event.acceptProposedAction()

    def dropEvent(self, event) -> None:  # noqa: N802
        """Qt: hand dropped files to the screen that opens files (shown)."""
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        spec = next((t for t in TABS if t.opens_files), None)
        if not files or spec is None:
            return
        screen = self.show_tab(spec.key)
        if screen is not None and screen.open_files(files):
            event.acceptProposedAction()

    def current_hand(self) -> dict | None:
        """The SCHEMA.md hand the user is looking at: the current screen's
        (a screen may define ``current_hand() -> dict | None``), else the
        calculator's when it is a complete hand; None when there is none."""
        widget = self.tabs.currentWidget()
        for key, holder in self._holders.items():
            if holder is widget and key in self.screens:
                ask = getattr(self.screens[key], "current_hand", None)
                if ask is not None:
                    return ask()
        state = self.model.state
        return state.to_json() if state.is_complete() and state.win is not None else None

    # -- zoom ------------------------------------------------------------
    def set_zoom(self, factor: float) -> None:
        """Scale the whole window (tiles, text, spacing) by `factor`
        (clamped to the zoom steps' range) and remember it. Every screen
        that sizes itself from `theme.scale_for` in its resizeEvent gets a
        resize event and follows."""
        factor = theme.set_zoom(factor)
        settings_store.write(self._settings, ZOOM_SETTING, factor)
        self._scale = 0.0
        self._apply_window_scale(self.width(), self.height())
        for screen in (self.calculator, *self.screens.values()):
            for w in (screen, *screen.findChildren(QWidget)):
                if _scales_on_resize(w):
                    QApplication.sendEvent(w, QResizeEvent(w.size(), w.size()))

    # -- corner: rules, options, language --------------------------------
    def _corner(self) -> QWidget:
        box = QWidget()
        box.setObjectName("Corner")
        row = QHBoxLayout(box)
        self._corner_row = row
        row.setContentsMargins(8, 0, 10, 0)
        row.setSpacing(6)
        self.rules_label = QLabel()
        self.rules_combo = ElidingComboBox()
        # Short in the corner, so that every tab shows at 1024 px (the longest
        # name, "EMA (European Mahjong Association)", took 260 px); the list
        # and the tooltip show the whole name.
        self.rules_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.rules_combo.setMinimumContentsLength(RULES_COMBO_CHARS)
        for name in ALL_PRESETS:  # the three-player presets (TABLE_RULES.md §8) after the four-player ones
            self.rules_combo.addItem("", name)
        self.rules_combo.activated.connect(self._preset_chosen)
        self.rules_combo.currentTextChanged.connect(self.rules_combo.setToolTip)
        self.modified_label = QLabel()
        self.modified_label.setObjectName("Modified")
        self.options_button = QToolButton()
        self.options_button.setText("⚙")
        self.options_button.clicked.connect(self.open_rules_dialog)
        self.language_button = QToolButton()
        self.language_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.language_menu = QMenu(self)
        self.language_button.setMenu(self.language_menu)
        self._build_language_menu()
        for w in (self.rules_label, self.rules_combo, self.modified_label, self.options_button):
            row.addWidget(w, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(10)
        row.addWidget(self.language_button, 0, Qt.AlignmentFlag.AlignVCenter)
        return box

    def _build_language_menu(self) -> None:
        """The language menu, its "Yaku names" submenu and "About…", built once (a
        rebuild on every language switch left the old submenu and action
        groups alive); `_sync_language_menu` sets their texts and ticks."""
        menu = self.language_menu
        group = QActionGroup(menu)
        self._language_actions: dict[str, QAction] = {}
        for code, native in i18n.available_languages():
            a = menu.addAction(native)
            a.setCheckable(True)
            a.setData(code)
            group.addAction(a)
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
            self._language_actions[code] = a
        menu.addSeparator()
        self._styles_menu = menu.addMenu("")
        style_group = QActionGroup(self._styles_menu)
        self._style_actions: dict[str, QAction] = {}
        for style in i18n.TERM_STYLES:
            a = self._styles_menu.addAction(style)
            a.setCheckable(True)
            style_group.addAction(a)
            a.triggered.connect(lambda _=False, s=style: self.set_term_style(s))
            self._style_actions[style] = a
        menu.addSeparator()
        # The window's one menu also holds the About box (no room for another
        # button: every tab must show beside the corner at 1024 px).
        self.about_action = menu.addAction("")
        self.about_action.triggered.connect(self.open_about)

    def _sync_language_menu(self) -> None:
        """Texts in the current language; the current language and term style ticked."""
        current = i18n.current_language()
        for code, a in self._language_actions.items():
            a.setChecked(code == current)
        self._styles_menu.setTitle(self.tr("Yaku names"))
        self.about_action.setText(self.tr("About Riichi Scoring Trainer…"))
        names = {"auto": self.tr("In the interface language"), "kanji": self.tr("Kanji (立直)"),
                 "romaji": self.tr("Romaji (Riichi)"), "english": self.tr("English (Ready Hand)")}
        now = i18n.term_style()
        for style, a in self._style_actions.items():
            a.setText(names.get(style, style))
            a.setChecked(style == now)

    def set_language(self, code: str) -> None:
        """Switch the interface language at once and remember it (remembered
        first: a choice is never lost to a fault while the screens redraw)."""
        i18n.save_language(code)
        i18n.install_language(QApplication.instance(), code)

    def set_term_style(self, style: str) -> None:
        """Show yaku names in another term style (remembered); re-renders."""
        i18n.set_term_style(style)
        self._sync_language_menu()
        self.calculator.retranslate()
        for screen in self.screens.values():
            QApplication.sendEvent(screen, QEvent(QEvent.Type.LanguageChange))

    def _preset_chosen(self, index: int) -> None:
        name = self.rules_combo.itemData(index)
        self.model.set_rules(ALL_PRESETS[name])

    def open_about(self) -> None:
        """The About box: version, licences of what the program contains."""
        from .about import AboutDialog

        AboutDialog(self).exec()

    def open_rules_dialog(self) -> None:
        """Edit every rule option (RULES.md §6) in a dialog."""
        dialog = RulesDialog(self.model.state.rules, self)
        try:
            if dialog.exec() == RulesDialog.DialogCode.Accepted:
                self.model.set_rules(dialog.rules())
        finally:
            dialog.deleteLater()  # a child of the window: kept (89 widgets, 1.2 MB) after every opening before

    def _sync_rules(self) -> None:
        rules = self.model.state.rules
        i = self.rules_combo.findData(rules.preset)
        if i >= 0 and i != self.rules_combo.currentIndex():
            self.rules_combo.setCurrentIndex(i)
        modified = rules != ALL_PRESETS.get(rules.preset)
        self.modified_label.setText(self.tr("(modified)") if modified else "")
        if rules != self._rules:
            self._rules = rules
            settings_store.write(self._settings, RULES_SETTING, rules)
            self.rulesChanged.emit(rules)

    def _tab_changed(self, index: int) -> None:
        widget = self.tabs.widget(index)
        self._show_apply_bar()
        # the Classroom tab has its own Present button, beside its deck
        self.classroom.button.setVisible(widget is not self._holders.get("classroom"))
        for key, holder in self._holders.items():
            if holder is widget:
                self.screen_for(key)

    # -- background tasks --------------------------------------------------
    def _task_started(self, task: tasks.Task) -> None:
        self._tasks.append(task)
        task.progressed.connect(self._show_progress)
        task.finished.connect(lambda t=task: self._task_ended(t))
        task.errored.connect(lambda _e, t=task: self._task_ended(t))
        task.stopped.connect(lambda t=task: self._task_ended(t))
        self._show_progress(0, 0)

    def _task_ended(self, task: tasks.Task) -> None:
        if task in self._tasks:
            self._tasks.remove(task)
        if not self._tasks:
            self.statusBar().hide()
        else:
            self._show_progress(self._progress.value(), self._progress.maximum())

    def cancel_task(self) -> bool:
        """The Cancel button beside the progress bar: ask the newest
        cancellable task to stop (its work stops at its next check, e.g. an
        import between two hands, and takes out what it stored); False when
        none runs."""
        task = next((t for t in reversed(self._tasks) if t.cancellable and not t.cancelled), None)
        if task is None:
            return False
        task.cancel()
        self._show_progress(self._progress.value(), self._progress.maximum())
        return True

    def _show_progress(self, done: int, total: int) -> None:
        if not self._tasks:
            return
        task = self._tasks[-1]
        label = self.tr("Stopping…") if task.cancelled else task.label
        self._progress.setRange(0, max(total, 0))
        self._progress.setValue(min(done, total) if total else 0)
        self._progress.setFormat((label + "  %p%") if total and not task.cancelled else label)
        self.cancel_task_button.setText(self.tr("Cancel"))
        self.cancel_task_button.setVisible(any(t.cancellable and not t.cancelled for t in self._tasks))
        self.statusBar().show()

    # -- text ------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language.

        A call made while one runs (a ``LanguageChange`` reaching the window
        from inside its own retranslation) is not run nested: the running
        one goes round once more when it ends."""
        if self._retranslating:
            self._retranslate_again = True
            return
        self._retranslating = True
        try:
            for _ in range(2):  # at most one more round: a nested request asks for one, not for a loop
                self._retranslate_again = False
                self._retranslate_texts()
                if not self._retranslate_again:
                    break
        finally:
            self._retranslating = False

    def _set_tab_titles(self) -> None:
        """Each tab's title in the current language, found by its page (not
        by a position) and set on the tab bar only where it changed.

        `QTabWidget.setTabText` lays the pages out at once: in a language
        switch the taller CJK titles (41 px against 37) resized the screen
        on view, and its rescale ran nested inside the window's
        ``LanguageChange``, before any screen had its own, once per title
        (GUI monkey seed 22 ended in a segmentation fault inside that
        call, once; not reproduced since). The tab bar's own setTabText
        lays out the tabs and only asks the tab widget to lay out its
        pages, which it does on its next event turn, as after a window
        resize."""
        if not shiboken6.isValid(self.tabs):
            return
        bar = self.tabs.tabBar()
        titles = [(self.calculator, self.tr("Calculator"))] + [
            (self._holders[spec.key], QCoreApplication.translate("MainWindow", spec.title)) for spec in TABS]
        for page, title in titles:
            i = self.tabs.indexOf(page)
            if i >= 0 and bar.tabText(i) != title:
                bar.setTabText(i, title)

    def _retranslate_texts(self) -> None:
        self.setWindowTitle(self.tr("Riichi Scoring Trainer"))
        self._set_tab_titles()
        self.rules_label.setText(self.tr("Rules"))
        for i in range(self.rules_combo.count()):
            name = terms.preset_name(self.rules_combo.itemData(i))
            self.rules_combo.setItemText(i, name)
            self.rules_combo.setItemData(i, name, Qt.ItemDataRole.ToolTipRole)
        self.options_button.setToolTip(self.tr("Rule options"))
        self.language_button.setToolTip(self.tr("Language"))
        self._sync_language_menu()
        self.classroom.retranslate()
        self._sync_corner_texts()
        self._sync_rules()

    def _apply_window_scale(self, w: int, h: int) -> None:
        scale = scale_for(w, h)
        compact = w < COMPACT_BELOW
        if scale != self._scale or compact != self.compact:
            self._scale = scale
            self.compact = compact
            self.setStyleSheet(self.theme.window_style_sheet(scale, compact))
            self._sync_corner_texts()

    def _sync_corner_texts(self) -> None:
        """The top-right controls' texts, short in a narrow window (the
        "Rules" caption left out, "▶" for Present, the language as a short
        code; the tooltips keep the whole words) so that every tab shows."""
        self.rules_label.setVisible(not self.compact)
        code = i18n.current_language()
        native = dict(i18n.available_languages()).get(code, "English")
        self.language_button.setText((SHORT_LANGUAGE.get(code, native) if self.compact else native) + "  ▾")
        self.classroom.button.setText("▶" if self.compact else "▶  " + self.classroom.actions["present"].text())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: rescale the tab bar and top-right controls with the window size."""
        self._apply_window_scale(event.size().width(), event.size().height())
        super().resizeEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the window closes: every built screen's ``may_close()`` is
        asked (any False keeps the window open); the window is hidden at
        once, running background work is asked to stop (an import stops
        between two hands, leaving the store as it was) and waited for at
        most `CLOSE_WAIT_MS`, then each screen's ``close_screen()`` closes
        its files, and the presenter, if open, closes too."""
        screens = list(self.screens.values())
        if not all(getattr(s, "may_close", lambda: True)() for s in screens):
            event.ignore()
            return
        # Quitting during an import froze the window 17–30 s while the worker
        # finished its file (issue 24): the window goes at once, the worker
        # is told to stop (it checks between hands and takes out what it
        # stored) and is given a moment to leave the files closed.
        self.hide()
        tasks.cancel_tasks()
        tasks.wait_for_tasks(CLOSE_WAIT_MS)
        for screen in screens:
            getattr(screen, "close_screen", lambda: None)()
        if self.classroom.presenter is not None:
            # a window of its own: left open it kept the program running with the main window gone
            self.classroom.presenter.close()
        super().closeEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
