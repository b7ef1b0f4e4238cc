"""MainWindow: the tabs (Calculator, Quiz), the rule preset and options, the
language menu.

The Quiz tab hosts `trainer.ui.quiz_view.QuizView(parent)`, imported and
built the first time the tab is opened (start-up stays fast); when that
module is not there the tab is left out. The language menu uses
`trainer.ui.i18n` (install at once, remembered) and offers the yaku term
style.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import sys
import traceback

from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMenu,
    QMessageBox,
    QTabWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.errors import HandError
from trainer.core.rules import PRESETS, RuleSet, rules_from_json, rules_to_json

from . import i18n, terms
from .calc_model import CalculatorModel
from .calc_state import CalcState, state_from_hand
from .calculator_view import CalculatorView
from .rules_dialog import RulesDialog
from .theme import scale_for

_RULES_KEY = "calculator/rules"


def quiz_available() -> bool:
    """True when `trainer.ui.quiz_view` exists (the Quiz tab is shown)."""
    try:
        return importlib.util.find_spec("trainer.ui.quiz_view") is not None
    except (ImportError, ValueError):
        return False


class MainWindow(QMainWindow):
    """The application window.

    Args:
        state: the calculator's starting `CalcState` (default: empty, the
            remembered rules).
        settings: where to remember the rules (None: not remembered).

    Attributes: `model` (the `CalculatorModel`), `calculator` (the
    `CalculatorView`), `tabs`, `rules_combo`, `quiz_view` (once built).
    """

    def __init__(self, state: CalcState | None = None, settings: QSettings | None = None) -> None:
        super().__init__()
        self._settings = settings
        if state is None:
            state = CalcState(rules=self._saved_rules())
        self.model = CalculatorModel(state, self)
        self.calculator = CalculatorView(self.model)
        self.quiz_view: QWidget | None = None
        self._quiz_holder: QWidget | None = None

        self.theme = self.calculator.theme
        self._scale = 0.0
        self.tabs = QTabWidget()
        self.tabs.setObjectName("MainTabs")
        self.tabs.setDocumentMode(True)
        self.tabs.addTab(self.calculator, "")
        if quiz_available():
            self._quiz_holder = QWidget()
            QVBoxLayout(self._quiz_holder).setContentsMargins(0, 0, 0, 0)
            self.tabs.addTab(self._quiz_holder, "")
        self.tabs.currentChanged.connect(self._tab_changed)
        self.tabs.setCornerWidget(self._corner(), Qt.Corner.TopRightCorner)
        self.setCentralWidget(self.tabs)
        self.model.changed.connect(self._sync_rules)
        for i in range(self.tabs.count()):
            a = QAction(self)
            a.setShortcut(QKeySequence(f"Ctrl+{i + 1}"))
            a.triggered.connect(lambda _=False, k=i: self.tabs.setCurrentIndex(k))
            self.addAction(a)
        self.retranslate()
        self._sync_rules()
        self.resize(1440, 900)

    # -- corner: rules, options, language --------------------------------
    def _corner(self) -> QWidget:
        box = QWidget()
        box.setObjectName("Corner")
        row = QHBoxLayout(box)
        row.setContentsMargins(8, 0, 10, 0)
        row.setSpacing(6)
        self.rules_label = QLabel()
        self.rules_combo = QComboBox()
        # Wide enough for the longest preset name ("EMA (European Mahjong Association)").
        self.rules_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for name in PRESETS:
            self.rules_combo.addItem("", name)
        self.rules_combo.activated.connect(self._preset_chosen)
        self.modified_label = QLabel()
        self.modified_label.setObjectName("Modified")
        self.options_button = QToolButton()
        self.options_button.setText("⚙")
        self.options_button.clicked.connect(self.open_rules_dialog)
        self.language_button = QToolButton()
        self.language_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.language_menu = QMenu(self)
        self.language_button.setMenu(self.language_menu)
        for w in (self.rules_label, self.rules_combo, self.modified_label, self.options_button):
            row.addWidget(w, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addSpacing(10)
        row.addWidget(self.language_button, 0, Qt.AlignmentFlag.AlignVCenter)
        return box

    def _build_language_menu(self) -> None:
        menu = self.language_menu
        menu.clear()
        group = QActionGroup(menu)
        current = i18n.current_language()
        for code, native in i18n.available_languages():
            a = menu.addAction(native)
            a.setCheckable(True)
            a.setChecked(code == current)
            a.setData(code)
            group.addAction(a)
            a.triggered.connect(lambda _=False, c=code: self.set_language(c))
        menu.addSeparator()
        styles = menu.addMenu(self.tr("Yaku names"))
        style_group = QActionGroup(styles)
        names = {"auto": self.tr("In the interface language"), "kanji": self.tr("Kanji (立直)"),
                 "romaji": self.tr("Romaji (Riichi)"), "english": self.tr("English (Ready Hand)")}
        now = i18n.term_style()
        for style in i18n.TERM_STYLES:
            a = styles.addAction(names.get(style, style))
            a.setCheckable(True)
            a.setChecked(style == now)
            style_group.addAction(a)
            a.triggered.connect(lambda _=False, s=style: self.set_term_style(s))

    def set_language(self, code: str) -> None:
        """Switch the interface language at once and remember it."""
        app = QApplication.instance()
        i18n.install_language(app, code)
        i18n.save_language(code)

    def set_term_style(self, style: str) -> None:
        """Show yaku names in another term style (remembered); re-renders."""
        i18n.set_term_style(style)
        self.calculator.retranslate()
        if self.quiz_view is not None:
            QApplication.sendEvent(self.quiz_view, QEvent(QEvent.Type.LanguageChange))

    def _preset_chosen(self, index: int) -> None:
        name = self.rules_combo.itemData(index)
        self.model.set_rules(PRESETS[name])

    def open_rules_dialog(self) -> None:
        """Edit every rule option (RULES.md §6) in a dialog."""
        dialog = RulesDialog(self.model.state.rules, self)
        if dialog.exec() == RulesDialog.DialogCode.Accepted:
            self.model.set_rules(dialog.rules())

    def _sync_rules(self) -> None:
        rules = self.model.state.rules
        i = self.rules_combo.findData(rules.preset)
        if i >= 0 and i != self.rules_combo.currentIndex():
            self.rules_combo.setCurrentIndex(i)
        modified = rules != PRESETS.get(rules.preset)
        self.modified_label.setText(self.tr("(modified)") if modified else "")
        self._save_rules(rules)
        if self.quiz_view is not None and hasattr(self.quiz_view, "setup_page"):
            self.quiz_view.setup_page.set_fixed_rules(rules)  # the quiz deals under these rules

    def _saved_rules(self) -> RuleSet:
        if self._settings is None:
            return PRESETS["tenhou"]
        raw = self._settings.value(_RULES_KEY, "")
        try:
            return rules_from_json(json.loads(raw)) if raw else PRESETS["tenhou"]
        except (ValueError, HandError):
            return PRESETS["tenhou"]

    def _save_rules(self, rules: RuleSet) -> None:
        if self._settings is not None:
            self._settings.setValue(_RULES_KEY, json.dumps(rules_to_json(rules)))

    # -- quiz tab --------------------------------------------------------
    def _tab_changed(self, index: int) -> None:
        if self.tabs.widget(index) is self._quiz_holder and self.quiz_view is None:
            self.build_quiz_view()

    def build_quiz_view(self) -> QWidget | None:
        """Import and build the Quiz tab's `QuizView` (once)."""
        if self._quiz_holder is None or self.quiz_view is not None:
            return self.quiz_view
        try:
            module = importlib.import_module("trainer.ui.quiz_view")
            self.quiz_view = module.QuizView(self._quiz_holder)
        except Exception as e:  # a broken quiz must not take the calculator down
            traceback.print_exc(file=sys.stderr)
            QMessageBox.warning(self, self.tr("Quiz"), self.tr("The quiz could not start: %1").replace("%1", str(e)))
            return None
        self._quiz_holder.layout().addWidget(self.quiz_view)
        self.quiz_view.openInCalculator.connect(self.open_in_calculator)
        self.quiz_view.setup_page.set_fixed_rules(self.model.state.rules)
        return self.quiz_view

    def open_in_calculator(self, hand: dict) -> None:
        """Show a SCHEMA.md hand (e.g. a quiz question) in the Calculator tab,
        as one undoable step, with the hand's own rules (a quiz hand carries
        the window's rules, options included, so custom rules stay; the
        rules menu and "(modified)" follow)."""
        try:
            state = state_from_hand(hand)
        except HandError as e:
            QMessageBox.warning(self, self.tr("Calculator"), terms.error_text(e))
            return
        self.model.load(state)
        self.tabs.setCurrentWidget(self.calculator)

    # -- text ------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Riichi Scoring Trainer"))
        self.tabs.setTabText(0, self.tr("Calculator"))
        if self._quiz_holder is not None:
            self.tabs.setTabText(1, self.tr("Quiz"))
        self.rules_label.setText(self.tr("Rules"))
        for i in range(self.rules_combo.count()):
            self.rules_combo.setItemText(i, terms.preset_name(self.rules_combo.itemData(i)))
        self.options_button.setToolTip(self.tr("Rule options"))
        native = dict(i18n.available_languages()).get(i18n.current_language(), "English")
        self.language_button.setText(native + "  ▾")
        self.language_button.setToolTip(self.tr("Language"))
        self._build_language_menu()
        self._sync_rules()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: rescale the tab bar and top-right controls with the window size."""
        scale = scale_for(event.size().width(), event.size().height())
        if scale != self._scale:
            self._scale = scale
            self.setStyleSheet(self.theme.window_style_sheet(scale))
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
