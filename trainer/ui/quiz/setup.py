"""QuizSetupPage: choose what to practise and start a session.

At the top, when the learner has history: the skills due for review, the
weakest named, and a one-click "Review (N due)" (`reviewRequested`).
Then the topic (one tile-like button each, with a line saying what it practises),
level 1–3, a set number of questions or a timed run, the answer mode (han
and fu, points only, fu only: `grading.ANSWER_MODES`), the options (also
the points per payer, also the yaku, exact fu before rounding, skip fu on
limit hands — each off where the mode makes it moot) and the rule preset. Choices are remembered in `QSettings` when the
view is given a settings object. The Payments topic always asks the points
(its checkbox is ticked and locked while that topic is chosen; the
learner's own choice comes back with another topic).
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QSettings, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.rules import ALL_PRESETS, RuleSet
from trainer.quiz.grading import ANSWER_MODES, QuizOptions
from trainer.quiz.session import SessionConfig
from trainer.quiz.topics import ALL_TOPICS, DIFFICULTIES

from ..base import settings as settings_store
from ..base import terms
from . import wording


def _whole(value, low: int, high: int) -> int | None:
    """`value` when it is a whole number in [low, high] (not a bool), else None."""
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        return None
    return value


def config_from_saved(raw) -> SessionConfig:
    """The `SessionConfig` saved under ``quiz/setup`` (a JSON object), every
    field checked on its own: a field of the wrong type or range (a hand-edited
    or older settings file) takes its default instead of failing.

    Shapes: ``{"topic": str, "difficulty": 1..3, "count": 1..200 | null,
    "seconds": 60..3600 | null, "options": {name: bool, "answer": mode},
    "rules": preset}``.
    """
    d = SessionConfig()
    if not isinstance(raw, dict):
        return d
    topic = raw.get("topic")
    topic = topic if isinstance(topic, str) and topic in ALL_TOPICS else d.topic
    difficulty = raw.get("difficulty")
    difficulty = difficulty if _whole(difficulty, 1, 3) is not None and difficulty in DIFFICULTIES else d.difficulty
    count = _whole(raw.get("count"), 1, 200)
    seconds = _whole(raw.get("seconds"), 60, 3600)
    if seconds is not None:
        count = None
    elif count is None:
        count = d.count
    saved = raw.get("options")
    defaults = d.options.to_json()
    opts = dict(defaults)
    if isinstance(saved, dict):
        opts.update({k: v for k, v in saved.items() if k in defaults and isinstance(v, bool)})
        if saved.get("answer") in ANSWER_MODES:
            opts["answer"] = saved["answer"]
    rules = raw.get("rules")
    rules = rules if isinstance(rules, str) and rules in ALL_PRESETS else d.rules
    return SessionConfig(topic=topic, difficulty=difficulty, count=count, seconds=seconds,
                         options=QuizOptions(**opts), rules=rules)


def config_to_saved(c: SessionConfig) -> dict:
    """The JSON object `config_from_saved` reads back (seed not kept; rules
    as a preset name)."""
    return {"topic": c.topic, "difficulty": c.difficulty, "count": c.count, "seconds": c.seconds,
            "options": c.options.to_json(), "rules": c.rules if isinstance(c.rules, str) else c.rules.preset}


# The chooser's last choices (`config_from_saved` checks each field).
SETUP_SETTING = settings_store.json_value("quiz/setup", SessionConfig(), config_from_saved, config_to_saved)



class QuizSetupPage(QWidget):
    """The session chooser (see the module docstring).

    Signals:
        startRequested(object): a `SessionConfig` (seed None).
        reviewRequested(object): the same, for a review of the skills due.

    Attributes (tests): `topic_buttons` ``{topic: QToolButton}``,
    `level_buttons` ``{1|2|3: QToolButton}``, `count_spin`, `timed_check`,
    `minutes_spin`, `answer_buttons` ``{mode: QToolButton}``,
    `option_checks` ``{name: QCheckBox}``, `rules_combo`,
    `start_button`, `due_box`, `due_label`, `review_button`.
    """

    startRequested = Signal(object)
    reviewRequested = Signal(object)

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings
        self._build()
        self._restore()
        self.retranslate()

    def _build(self) -> None:
        centre = QHBoxLayout(self)
        centre.setContentsMargins(40, 24, 40, 24)
        self.body = QWidget()
        self.body.setMaximumWidth(1180)
        centre.addStretch(1)
        centre.addWidget(self.body, 100)
        centre.addStretch(1)
        outer = QVBoxLayout(self.body)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(14)
        self.title = QLabel()
        self.title.setObjectName("QuizTitle")
        self.subtitle = QLabel()
        self.subtitle.setObjectName("BigHint")
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)

        self.due_box = QFrame()
        self.due_box.setObjectName("DueBox")
        due_row = QHBoxLayout(self.due_box)
        due_row.setContentsMargins(16, 10, 12, 10)
        self.due_label = QLabel()
        self.due_label.setObjectName("DueText")
        self.due_label.setWordWrap(True)
        self.review_button = QPushButton()
        self.review_button.setObjectName("Primary")
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self._review)
        due_row.addWidget(self.due_label, 1)
        due_row.addWidget(self.review_button, 0, Qt.AlignmentFlag.AlignVCenter)
        self.due_box.hide()
        self._due: tuple[int, list[str], int | None] = (0, [], None)
        outer.addWidget(self.due_box)

        self.topic_title = QLabel()
        self.topic_title.setObjectName("SectionTitle")
        outer.addWidget(self.topic_title)
        grid = QGridLayout()
        grid.setSpacing(10)
        self.topic_group = QButtonGroup(self)
        self.topic_buttons: dict[str, QToolButton] = {}
        for i, topic in enumerate(ALL_TOPICS):
            b = QToolButton()
            b.setObjectName("Choice")
            b.setCheckable(True)
            b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            self.topic_group.addButton(b)
            self.topic_buttons[topic] = b
            b.toggled.connect(self._show_hint)
            grid.addWidget(b, i // 4, i % 4)
        outer.addLayout(grid)
        self.topic_hint = QLabel()
        self.topic_hint.setObjectName("Muted")
        self.topic_hint.setWordWrap(True)
        outer.addWidget(self.topic_hint)

        self.level_title = QLabel()
        self.level_title.setObjectName("SectionTitle")
        outer.addWidget(self.level_title)
        levels = QHBoxLayout()
        self.level_group = QButtonGroup(self)
        self.level_buttons: dict[int, QToolButton] = {}
        for d in DIFFICULTIES:
            b = QToolButton()
            b.setObjectName("Choice")
            b.setCheckable(True)
            self.level_group.addButton(b)
            self.level_buttons[d] = b
            levels.addWidget(b)
        levels.addStretch(1)
        outer.addLayout(levels)

        self.length_title = QLabel()
        self.length_title.setObjectName("SectionTitle")
        outer.addWidget(self.length_title)
        length = QHBoxLayout()
        self.count_label = QLabel()
        self.count_spin = QSpinBox()
        self.count_spin.setRange(1, 200)
        self.count_spin.setValue(10)
        self.timed_check = QCheckBox()
        self.minutes_spin = QSpinBox()
        self.minutes_spin.setRange(1, 60)
        self.minutes_spin.setValue(5)
        self.minutes_label = QLabel()
        self.timed_check.toggled.connect(self._timed_toggled)
        for w in (self.count_label, self.count_spin):
            length.addWidget(w)
        length.addSpacing(24)
        for w in (self.timed_check, self.minutes_spin, self.minutes_label):
            length.addWidget(w)
        length.addStretch(1)
        outer.addLayout(length)

        self._build_answer_modes(outer)

        self.options_title = QLabel()
        self.options_title.setObjectName("SectionTitle")
        outer.addWidget(self.options_title)
        opts = QGridLayout()
        self.option_checks: dict[str, QCheckBox] = {}
        for i, name in enumerate(("points", "yaku", "exact_fu", "skip_fu_on_limit")):
            c = QCheckBox()
            self.option_checks[name] = c
            opts.addWidget(c, i // 2, i % 2)
        self.option_checks["skip_fu_on_limit"].setChecked(True)
        self._points_choice = False
        self.option_checks["points"].toggled.connect(self._points_toggled)
        outer.addLayout(opts)

        rules = QHBoxLayout()
        self.rules_label = QLabel()
        self.rules_combo = QComboBox()
        for name in ALL_PRESETS:  # the three-player presets (TABLE_RULES.md §8) after the four-player ones
            self.rules_combo.addItem("", name)
        self.fixed_rules_label = QLabel()
        self.fixed_rules_label.setObjectName("Muted")
        self.fixed_rules_label.hide()
        self._fixed_rules: RuleSet | None = None
        rules.addWidget(self.rules_label)
        rules.addWidget(self.rules_combo)
        rules.addWidget(self.fixed_rules_label)
        rules.addStretch(1)
        outer.addLayout(rules)

        outer.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.start_button = QPushButton()
        self.start_button.setObjectName("Primary")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self._start)
        row.addWidget(self.start_button)
        outer.addLayout(row)
        self._timed_toggled(False)

    def _build_answer_modes(self, outer: QVBoxLayout) -> None:
        """The answer mode's title and its three buttons."""
        self.answer_title = QLabel()
        self.answer_title.setObjectName("SectionTitle")
        outer.addWidget(self.answer_title)
        modes = QHBoxLayout()
        self.answer_group = QButtonGroup(self)
        self.answer_buttons: dict[str, QToolButton] = {}
        for mode in ANSWER_MODES:
            b = QToolButton()
            b.setObjectName("Choice")
            b.setCheckable(True)
            b.toggled.connect(self._sync_modes)
            self.answer_group.addButton(b)
            self.answer_buttons[mode] = b
            modes.addWidget(b)
        modes.addStretch(1)
        outer.addLayout(modes)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.title.setText(self.tr("Quiz"))
        self._show_subtitle()
        self.topic_title.setText(self.tr("Practise"))
        for topic, b in self.topic_buttons.items():
            b.setText(wording.topic_name(topic))
            b.setToolTip(wording.topic_hint(topic))
        self._show_hint()
        self.level_title.setText(self.tr("Level"))
        for d, b in self.level_buttons.items():
            b.setText(wording.difficulty_name(d))
        self.length_title.setText(self.tr("Length"))
        self.count_label.setText(self.tr("Questions"))
        self.timed_check.setText(self.tr("Timed run instead:"))
        self.minutes_label.setText(self.tr("minutes"))
        self.answer_title.setText(self.tr("Answer"))
        mode_texts = {"han_fu": (self.tr("Han and fu"), self.tr("Say the han and the fu of each hand")),
                      "points": (self.tr("Points only"), self.tr("Say only what is paid: the fu and han are not "
                                                                  "asked")),
                      "fu": (self.tr("Fu only"), self.tr("Say only the fu, limit hand or not (a yakuman, "
                                                         "which has no fu, asks its han)"))}
        for mode, b in self.answer_buttons.items():
            b.setText(mode_texts[mode][0])
            b.setToolTip(mode_texts[mode][1])
        self.options_title.setText(self.tr("Also ask"))
        texts = {"points": self.tr("The points each player pays"), "yaku": self.tr("The yaku"),
                 "exact_fu": self.tr("Fu before rounding"),
                 "skip_fu_on_limit": self.tr("Skip fu on limit hands (5 han and up, yakuman)")}
        for name, c in self.option_checks.items():
            c.setText(texts[name])
        self.rules_label.setText(self.tr("Rules"))
        for i in range(self.rules_combo.count()):
            self.rules_combo.setItemText(i, terms.preset_name(self.rules_combo.itemData(i)))
        self.start_button.setText(self.tr("Start  ⏎"))
        self.set_fixed_rules(self._fixed_rules)
        self.set_due(*self._due)

    def _show_subtitle(self) -> None:
        """The line under the title says what a question of the chosen
        answer mode asks."""
        mode = self.answer_mode() if hasattr(self, "answer_buttons") else "han_fu"
        if mode == "points":
            text = self.tr("You see a winning hand; you say the points paid for it. Every answer is checked "
                           "against the scorer and explained, tile by tile.")
        elif mode == "fu":
            text = self.tr("You see a winning hand; you say its fu. Every answer is checked against the scorer "
                           "and explained, tile by tile.")
        else:
            text = self.tr("You see a winning hand; you say its han and fu. Every answer is checked against the "
                           "scorer and explained, tile by tile.")
        self.subtitle.setText(text)

    def set_due(self, due: int, weakest: list[str], next_in_days: int | None) -> None:
        """Show what the review has for today: `due` skills (the names of the
        weakest in `weakest`), or, with none due, when the next falls due
        (`next_in_days`; None hides the box: a learner with no history)."""
        self._due = (due, list(weakest), next_in_days)
        if due:
            names = self.tr(", ").join(weakest)
            self.due_label.setText(self.tr("%n skill(s) due for review — weakest: %1", "", due).replace("%1", names))
            self.review_button.setText(self.tr("Review (%1 due)").replace("%1", str(due)))
        elif next_in_days is not None:
            self.due_label.setText(self.tr("Nothing due for review today; the next skills come back in %n day(s).",
                                           "", max(1, next_in_days)))
            self.review_button.setText(self.tr("Review ahead"))
        self.due_box.setVisible(bool(due) or next_in_days is not None)

    def set_fixed_rules(self, rules: RuleSet | str | None) -> None:
        """Rules chosen elsewhere (the window's rules menu and options): show
        them instead of the preset list — "Tenhou (modified)" when options
        differ from the preset; None shows the list again."""
        if isinstance(rules, str):
            rules = ALL_PRESETS.get(rules)
        self._fixed_rules = rules
        self.rules_combo.setVisible(rules is None)
        self.fixed_rules_label.setVisible(rules is not None)
        if rules is not None:
            name = terms.preset_name(rules.preset)
            if ALL_PRESETS.get(rules.preset) != rules:
                name = self.tr("%1 (modified)", "rules: a preset with options changed").replace("%1", name)
            self.fixed_rules_label.setText(self.tr("%1 — as chosen at the top of the window").replace("%1", name))

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _show_hint(self, *_args) -> None:
        topic = next((t for t, b in self.topic_buttons.items() if b.isChecked()), "mixed")
        self.topic_hint.setText(wording.topic_hint(topic))
        self._sync_points()

    def _points_toggled(self, on: bool) -> None:
        if self.option_checks["points"].isEnabled():
            self._points_choice = on

    def answer_mode(self) -> str:
        """The answer mode chosen (`grading.ANSWER_MODES`)."""
        return next((m for m, b in self.answer_buttons.items() if b.isChecked()), "han_fu")

    def _sync_modes(self, *_args) -> None:
        """The options the answer mode makes moot are off: the points are
        the question in the points-only mode and not asked in the fu-only
        one; no fu is asked in the points-only mode; the fu-only mode asks
        fu on limit hands too."""
        mode = self.answer_mode()
        self._show_subtitle()
        self.option_checks["exact_fu"].setEnabled(mode != "points")
        self.option_checks["skip_fu_on_limit"].setEnabled(mode == "han_fu")
        self._sync_points()

    def _sync_points(self) -> None:
        """Payments asks the points: tick and lock that option; any other
        topic shows the learner's own choice again (off, and unticked, in a
        mode other than han and fu)."""
        check = self.option_checks["points"]
        payments = self.topic_buttons["payments"].isChecked()
        mode = self.answer_mode() if hasattr(self, "answer_buttons") else "han_fu"
        check.blockSignals(True)
        check.setChecked(mode == "points" or (mode == "han_fu" and (payments or self._points_choice)))
        check.blockSignals(False)
        check.setEnabled(not payments and mode == "han_fu")
        check.setToolTip(self.tr("Payments questions always ask the points.") if payments else "")

    def _timed_toggled(self, on: bool) -> None:
        self.minutes_spin.setEnabled(on)
        self.count_spin.setEnabled(not on)

    def config(self) -> SessionConfig:
        """The `SessionConfig` the choices describe (seed None)."""
        topic = next((t for t, b in self.topic_buttons.items() if b.isChecked()), "mixed")
        level = next((d for d, b in self.level_buttons.items() if b.isChecked()), 2)
        opts = QuizOptions(**{name: c.isChecked() for name, c in self.option_checks.items()},
                           answer=self.answer_mode())
        timed = self.timed_check.isChecked()
        return SessionConfig(topic=topic, difficulty=level, count=None if timed else self.count_spin.value(),
                             seconds=self.minutes_spin.value() * 60 if timed else None, options=opts,
                             rules=self.rules_combo.currentData() or "tenhou")

    def set_config(self, c: SessionConfig) -> None:
        """Show the choices of a `SessionConfig`."""
        self.topic_buttons.get(c.topic, self.topic_buttons["mixed"]).setChecked(True)
        self.level_buttons.get(c.difficulty, self.level_buttons[2]).setChecked(True)
        self.timed_check.setChecked(c.seconds is not None)
        if c.count:
            self.count_spin.setValue(c.count)
        if c.seconds:
            self.minutes_spin.setValue(max(1, c.seconds // 60))
        self._points_choice = bool(c.options.points)
        self.answer_buttons.get(c.options.answer, self.answer_buttons["han_fu"]).setChecked(True)
        for name, check in self.option_checks.items():
            if name != "points":
                check.setChecked(getattr(c.options, name))
        self._sync_modes()
        i = self.rules_combo.findData(c.rules)
        self.rules_combo.setCurrentIndex(max(0, i))

    def _restore(self) -> None:
        self.set_config(settings_store.read(self._settings, SETUP_SETTING))

    def _review(self) -> None:
        self.reviewRequested.emit(replace(self.config(), review=True, seconds=None,
                                          count=self.count_spin.value()))

    def _start(self) -> None:
        c = self.config()
        if self._settings is not None:
            # the learner's own points choice, not the lock of the Payments topic
            own = replace(c, options=replace(c.options, points=self._points_choice))
            settings_store.write(self._settings, SETUP_SETTING, own)
        self.startRequested.emit(c)

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._start()
            event.accept()
            return
        super().keyPressEvent(event)
