"""SetupPage: start a new game (four names, the table rules, each option
changeable and a changed set saved by name: `rules_editor`) or resume a
saved one."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.table import PRESETS, TableError, table_rules_from_json, table_rules_to_json
from trainer.table.events import MAX_NAME
from trainer.table.rules import SCORING_OPTIONS, game_rules

from ..base import settings as settings_store
from ..base import terms
from ..widgets.eliding_combo import ElidingComboBox
from . import wording
from .rules_editor import RulesEditor
from .rules_text import table_option_name
from .scoring_options import ScoringOptions

MAX_SET_NAME = 40
MAX_SETS = 100


def _rule_sets(value) -> dict:
    """The saved rule sets of the stored JSON: every set that reads as
    table rules (a damaged one is left out, the others kept). A
    three-player set may also hold ``"scoring"``: its honba value, tsumo
    payment and North as yakuhai (`ScoringOptions.changed_options`), kept
    when `game_rules` takes them (else only that part is left out)."""
    if not isinstance(value, dict):
        raise ValueError("the saved rule sets are not a mapping of names to rules")
    out = {}
    for name, rules in list(value.items())[:MAX_SETS]:
        scoring = rules.get("scoring") if isinstance(rules, dict) else None
        try:
            table = table_rules_from_json({k: v for k, v in rules.items() if k != "scoring"}
                                          if isinstance(rules, dict) else rules)
        except (TableError, TypeError, ValueError, AttributeError):
            continue
        entry = table_rules_to_json(table)
        if isinstance(scoring, dict) and scoring and table.players == 3:
            scoring = {k: v for k, v in scoring.items() if k in SCORING_OPTIONS}
            try:
                game_rules(table.preset, **scoring)
                entry["scoring"] = scoring
            except TableError:
                pass  # the table rules are kept; the rows show the preset's values
        out[str(name)[:MAX_SET_NAME]] = entry
    return out


# Characters the rules menu of the form shows at least (wider where there is room).
PRESET_CHARS = 14
RULE_SETS_SETTING = settings_store.json_value("table/rule_sets", {}, _rule_sets, lambda v: v)
LAST_RULES_SETTING = settings_store.text("table/last_rules", "", 200)


class SetupPage(QWidget):
    """New game or resume (see the module docstring).

    Signals:
        startRequested(tuple names, str preset, dict options): the preset
            and the options changed from it (`RulesEditor.changed_options`).
        resumeRequested(int game_id). sheetRequested(int game_id): save
            its score sheet. cancelled().
    Attributes (tests): `names` (four QLineEdit, seat order), `preset`
    (presets, then the rule sets saved by name: data ``"preset:NAME"`` or
    ``"saved:NAME"``), `editor` (`RulesEditor`), `set_name`, `save_set_button`,
    `start_button`, `games` (QListWidget), `resume_button`, `sheet_button`,
    `notice` (why a saved game could not be opened).
    """

    startRequested = Signal(object, str, object)
    resumeRequested = Signal(int)
    sheetRequested = Signal(int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None, settings=None) -> None:
        super().__init__(parent)
        self.settings = settings
        outer = QHBoxLayout(self)
        outer.setContentsMargins(10, 10, 10, 10)
        outer.setSpacing(12)
        new = QFrame()
        new.setObjectName("Page")
        nl = QVBoxLayout(new)
        nl.setContentsMargins(18, 14, 18, 14)
        self.new_title = QLabel()
        self.new_title.setObjectName("PageTitle")
        nl.addWidget(self.new_title)
        form = QGridLayout()  # the four names two by two: the rules below get the height
        form.setHorizontalSpacing(10)
        form.setColumnStretch(1, 1)
        form.setColumnStretch(3, 1)
        self.name_labels = [QLabel() for _ in range(4)]
        self.names = []
        for s in range(4):
            e = QLineEdit()
            e.setMaxLength(MAX_NAME)
            self.names.append(e)
            self.name_labels[s].setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            form.addWidget(self.name_labels[s], s // 2, 2 * (s % 2))
            form.addWidget(e, s // 2, 2 * (s % 2) + 1)
        self.preset_label = QLabel()
        self.preset_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        # a long preset or saved set name is cut with "…" where the form is narrow (whole, it held the
        # form 372 px wide: at 150 % zoom an 800 px window became 915 px); the list and tooltip show it whole
        self.preset = ElidingComboBox()
        self.preset.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.preset.setMinimumContentsLength(PRESET_CHARS)
        self.preset.currentIndexChanged.connect(self._rules_chosen)
        form.addWidget(self.preset_label, 2, 0)
        form.addWidget(self.preset, 2, 1, 1, 3)
        nl.addLayout(form)
        self.rules_title = QLabel()
        self.rules_title.setObjectName("SectionTitle")
        nl.addWidget(self.rules_title)
        self.editor = RulesEditor()
        self.editor.changed.connect(self._show_assumed)
        scroll = QScrollArea()
        scroll.setObjectName("RulesScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)  # the options wrap instead
        # a three-player game's honba, tsumo payment, North as yakuhai: above
        # the table rules and scrolled with them (below the scroll they took
        # 86 px of an 800 × 600 window's height and widened it to 925 px)
        self.scoring = ScoringOptions()
        rules = QWidget()
        rules_layout = QVBoxLayout(rules)
        rules_layout.setContentsMargins(0, 0, 0, 0)
        rules_layout.setSpacing(6)
        rules_layout.addWidget(self.scoring)
        rules_layout.addWidget(self.editor)
        scroll.setWidget(rules)
        scroll.viewport().installEventFilter(self)
        self.rules_scroll = scroll
        nl.addWidget(scroll, 1)
        self.assumed = QLabel()
        self.assumed.setObjectName("Assumed")
        self.assumed.setWordWrap(True)
        nl.addWidget(self.assumed)
        save_row = QHBoxLayout()
        self.set_name = QLineEdit()
        self.set_name.setMaxLength(MAX_SET_NAME)
        self.save_set_button = QPushButton()
        self.save_set_button.clicked.connect(self.save_rule_set)
        save_row.addWidget(self.set_name, 1)
        save_row.addWidget(self.save_set_button)
        nl.addLayout(save_row)
        row = QHBoxLayout()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelled)
        self.start_button = QPushButton()
        self.start_button.setObjectName("Primary")
        self.start_button.clicked.connect(self._start)
        row.addStretch(1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.start_button)
        nl.addLayout(row)
        outer.addWidget(new, 3)

        saved = QFrame()
        saved.setObjectName("Page")
        sl = QVBoxLayout(saved)
        sl.setContentsMargins(18, 14, 18, 14)
        self.saved_title = QLabel()
        self.saved_title.setObjectName("PageTitle")
        sl.addWidget(self.saved_title)
        self.games = QListWidget()
        self.games.setWordWrap(True)
        self.games.setSpacing(3)  # entries of several lines apart from each other
        self.games.setAlternatingRowColors(True)
        self.games.itemActivated.connect(self._resume)
        sl.addWidget(self.games, 1)
        self.notice = QLabel()  # why a saved game could not be opened (set by the view)
        self.notice.setObjectName("SetupNotice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        sl.addWidget(self.notice)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(lambda: self._resume(self.games.currentItem()))
        self.sheet_button = QPushButton()
        self.sheet_button.clicked.connect(self._sheet)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.sheet_button)
        buttons.addWidget(self.resume_button)
        sl.addLayout(buttons)
        outer.addWidget(saved, 2)
        self._fill_rule_choices()
        self.retranslate()

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Qt: the rules take one or two columns as their room allows."""
        if watched is self.rules_scroll.viewport() and event.type() == QEvent.Type.Resize:
            self.editor.fit_width(event.size().width())
        return super().eventFilter(watched, event)

    # -- rule sets ---------------------------------------------------------
    def saved_rule_sets(self) -> dict:
        """The rule sets saved by name (name → `table_rules_to_json`)."""
        return settings_store.read(self.settings, RULE_SETS_SETTING)

    def _fill_rule_choices(self) -> None:
        """Presets, then the saved sets; the last one used chosen."""
        self.preset.blockSignals(True)
        self.preset.clear()
        for name in PRESETS:
            self.preset.addItem(terms.preset_name(name), f"preset:{name}")
        for name in sorted(self.saved_rule_sets()):
            self.preset.addItem(wording.arg(self.tr("%1 (saved)"), name), f"saved:{name}")
        last = settings_store.read(self.settings, LAST_RULES_SETTING)
        i = self.preset.findData(last) if last else -1
        self.preset.setCurrentIndex(max(i, 0))
        self.preset.blockSignals(False)
        self._rules_chosen()

    def _rules_chosen(self) -> None:
        self.preset.setToolTip(self.preset.currentText())  # the whole name where the box cuts it
        data = str(self.preset.currentData() or "preset:tenhou")
        kind, _, name = data.partition(":")
        rules, scoring = None, {}
        if kind == "saved":
            saved = dict(self.saved_rule_sets().get(name) or {})
            scoring = saved.pop("scoring", {})
            try:
                rules = table_rules_from_json(saved)
            except TableError:
                rules = None
        self.editor.set_rules(rules if rules is not None else PRESETS.get(name, PRESETS["tenhou"]))
        self.scoring.set_preset(self.editor.preset_name)
        self.scoring.set_values(scoring)
        if kind == "saved":
            self.set_name.setText(name)

    def save_rule_set(self) -> bool:
        """Save the rules shown under the name typed; it is offered (and
        chosen) from then on. False (reason on the page) when the name is
        empty or the rules are inconsistent."""
        name = self.set_name.text().strip()[:MAX_SET_NAME]
        if not name:
            self.set_notice(self.tr("Type a name for these rules first."))
            return False
        try:
            rules = self.editor.rules()
        except TableError as e:
            self.set_notice(e.message)
            return False
        sets = dict(self.saved_rule_sets())
        scoring = self.scoring.changed_options()
        sets[name] = {**table_rules_to_json(rules), **({"scoring": scoring} if scoring else {})}
        settings_store.write(self.settings, RULE_SETS_SETTING, sets)
        settings_store.write(self.settings, LAST_RULES_SETTING, f"saved:{name}")
        self._fill_rule_choices()
        self.set_notice("")
        return True

    def show_games(self, summaries, can_cancel: bool) -> None:
        """List saved games (`store.GameSummary`), newest change first:
        status and round, each player's standing, the rules, the date."""
        self.games.clear()
        for g in summaries:
            item = QListWidgetItem(self.game_text(g))
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            self.games.addItem(item)
        if self.games.count():
            self.games.setCurrentRow(0)
        self.resume_button.setEnabled(self.games.count() > 0)
        self.sheet_button.setEnabled(self.games.count() > 0)
        self.cancel_button.setVisible(can_cancel)

    def game_text(self, g) -> str:
        """One saved game in three lines: "Finished after South 4" (or "In
        progress: East 3"), the players by place with scores (and points
        once over), "Tenhou (changed) · 2026-12-02 21:40"."""
        title = f"{g.title} · " if g.title else ""
        rnd = wording.round_label(g.round[0], int(g.round[1:])) if len(g.round) == 2 and g.round[1:].isdigit() else ""
        if g.over is None:
            status = self.tr("Cannot be read")
        elif g.over:
            status = wording.arg(self.tr("Finished after %1"), rnd)
        else:
            status = wording.arg(self.tr("In progress: %1"), rnd)
        if g.scores is not None and g.places is not None:
            order = sorted(range(len(g.scores)), key=lambda s: g.places[s])
            parts = []
            for s in order:
                part = wording.arg("%1 %2", wording.seat_label(g.players, s), wording.num(int(g.scores[s])))
                if g.points is not None:
                    part = wording.arg("%1 (%2)", part, wording.points_result(g.points[s]))
                parts.append(part)
            standing = " · ".join(parts)
        else:
            standing = wording.list_text(wording.seat_label(g.players, s) for s in range(len(g.players)))
        rules = terms.preset_name(g.preset)
        if g.custom_rules:
            rules = wording.arg(self.tr("%1, house rules"), rules)
        when = g.changed_at.replace("T", " ")[:16]
        return f"{title}{status}\n{standing}\n{rules} · {when}"

    def set_notice(self, text: str) -> None:
        """Say (or, with "", stop saying) why a saved game could not be opened."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_preset(self, name: str) -> None:
        """Preselect a preset (the game on the table's, else the window's scoring preset), unless the
        players chose rules here before (those are offered again)."""
        if settings_store.read(self.settings, LAST_RULES_SETTING):
            return
        i = self.preset.findData(f"preset:{name}")
        if i >= 0:
            self.preset.setCurrentIndex(i)

    def _show_seats(self) -> None:
        """Name fields for the players of the rules shown: East, South,
        West with a three-player preset (no North seat)."""
        players = self.editor.players
        for s in range(4):
            self.names[s].setVisible(s < players)
            self.name_labels[s].setVisible(s < players)

    def _show_assumed(self) -> None:
        self._show_seats()
        try:
            rules = self.editor.rules()
        except TableError as e:
            self.assumed.setText(e.message)
            return
        if not rules.assumed:
            self.assumed.setText(self.tr("Every table rule of this preset is confirmed by its rule text."))
            return
        names = sorted(table_option_name(o) for o in rules.assumed)
        self.assumed.setText(wording.arg(self.tr("Assumed: no rule text of this preset gives these, so a common "
                                                 "default is used (%1). Change them to match your table."),
                                         wording.list_text(names)))

    def _start(self) -> None:
        names = tuple(e.text().strip()[:MAX_NAME] for e in self.names[:self.editor.players])
        settings_store.write(self.settings, LAST_RULES_SETTING, str(self.preset.currentData() or ""))
        options = {**self.editor.changed_options(), **self.scoring.changed_options()}
        self.startRequested.emit(names, self.editor.preset_name, options)

    def _sheet(self) -> None:
        item = self.games.currentItem()
        if item is not None:
            self.sheetRequested.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def _resume(self, item) -> None:
        if item is not None:
            self.resumeRequested.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.new_title.setText(self.tr("New game"))
        self.saved_title.setText(self.tr("Saved games"))
        for s, w in enumerate("ESWN"):
            self.name_labels[s].setText(terms.wind_name(w))
            self.names[s].setPlaceholderText(wording.arg(self.tr("Player %1"), s + 1))
        self.name_labels[0].setText(wording.arg(self.tr("%1 (first dealer)"), terms.wind_name("E")))
        self.preset_label.setText(self.tr("Rules"))
        for i in range(self.preset.count()):
            kind, _, name = str(self.preset.itemData(i)).partition(":")
            self.preset.setItemText(i, terms.preset_name(name) if kind == "preset"
                                    else wording.arg(self.tr("%1 (saved)"), name))
        self.rules_title.setText(self.tr("Table rules (change any to match your table)"))
        self.set_name.setPlaceholderText(self.tr("Name for these rules, e.g. our club"))
        self.save_set_button.setText(self.tr("Save rules"))
        self.editor.retranslate()
        self.scoring.retranslate()
        self.start_button.setText(self.tr("Start game"))
        self.cancel_button.setText(self.tr("Back to the table"))
        self.resume_button.setText(self.tr("Resume"))
        self.sheet_button.setText(self.tr("Score sheet…"))
        self._show_assumed()
