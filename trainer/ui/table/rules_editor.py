"""RulesEditor: every table option of TABLE_RULES.md §7 on the New game
page, in plain words, each changeable (issue 22 §1): point amounts in spin
boxes, uma as four numbers, choices in lists of words, yes/no as ticks, the
abortive draws and pao yakuman as ticks each, grouped by topic under a
heading (UI.md: start and end, the result, the deal and sticks, draws,
several rons, liability, penalties; an option of no group goes last). A
value no rule text confirms for the preset (**n/c**) is marked "assumed" in
grey until the players set it.

The editor holds a base `TableRules` (a preset or a saved set) and says
which options differ from the preset (`changed_options`), which is what a
game is started with (`table_rules(preset, **changed)`). A three-player
preset shows three uma places and only the abortive draws that exist with
three; options that mean nothing there (`FOUR_PLAYER_ONLY`) are hidden.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QSpinBox,
    QWidget,
)

from trainer.table import preset as preset_rules
from trainer.table.rules import (
    ABORTIVE_KINDS,
    BOOL_OPTIONS,
    FOUR_PLAYER_ONLY,
    OPTION_CHOICES,
    OPTION_NAMES,
    PAO_YAKUMAN,
    POINT_LIMITS,
    THREE_PLAYER_ABORTIVE,
    TableRules,
)

from ..base import terms
from . import wording
from .rules_text import choice_word, table_option_name

# Least width (px) for two columns of options.
TWO_COLUMNS_WIDTH = 760
# The topics of the form, in order, each with its options (TABLE_RULES.md §7
# by what players ask about); an option in none goes under "other".
TOPICS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("start_end", ("start_points", "length", "extension_rounds", "target_points", "target_inclusive", "bust",
                   "agari_yame", "tenpai_yame", "yame_needs_target")),
    ("result", ("return_points", "oka", "uma", "ties", "leftover_sticks", "final_rounding")),
    ("deal", ("renchan_on_tenpai", "renchan_on_abortive", "honba_reset", "riichi_below_1000")),
    ("draws", ("noten_payment", "nagashi_mangan", "abortive_draws")),
    ("several_rons", ("double_ron", "triple_ron", "multiple_ron_honba", "multiple_ron_sticks")),
    ("liability", ("pao_yakuman", "pao_split", "pao_honba")),
    ("penalties", ("chombo", "chombo_points", "chombo_sticks")),
)
_TOPIC_NAMES = {
    #: A heading of the house rules form (New game page): the options on the
    #: starting points, the game's length and when it ends early or runs on.
    "start_end": QT_TRANSLATE_NOOP("RulesEditor", "Start and end of the game"),
    "result": QT_TRANSLATE_NOOP("RulesEditor", "The result: return, oka and uma"),
    "deal": QT_TRANSLATE_NOOP("RulesEditor", "The deal, honba and riichi sticks"),
    "draws": QT_TRANSLATE_NOOP("RulesEditor", "Draws"),
    "several_rons": QT_TRANSLATE_NOOP("RulesEditor", "Several rons on one discard"),
    "liability": QT_TRANSLATE_NOOP("RulesEditor", "Liability (pao)"),
    "penalties": QT_TRANSLATE_NOOP("RulesEditor", "Penalties"),
    "other": QT_TRANSLATE_NOOP("RulesEditor", "Other rules"),
}


def topics() -> list[tuple[str, list[str]]]:
    """The form's topics with the options of `OPTION_NAMES` in each, in
    order; options no topic lists go under ``"other"`` (last)."""
    listed = {o for _t, opts in TOPICS for o in opts}
    out = [(t, [o for o in opts if o in OPTION_NAMES]) for t, opts in TOPICS]
    rest = [o for o in OPTION_NAMES if o not in listed]
    return [(t, opts) for t, opts in out + [("other", rest)] if opts]


# Options whose controls take a whole row.
_WIDE = ("uma", "abortive_draws", "pao_yakuman", "honba_reset", "nagashi_mangan", "multiple_ron_sticks",
         "pao_split", "length")


def _spin(low: int, high: int, step: int = 1, prefix_sign: bool = False) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setSingleStep(step)
    box.setGroupSeparatorShown(True)
    box.setKeyboardTracking(False)
    if prefix_sign:
        box.setMinimumWidth(64)
    return box


class RulesEditor(QWidget):
    """The table rules as a form (see the module docstring).

    Signals:
        changed(): a value was changed by the user or `set_rules`.
    Attributes (tests): `controls` (option → its widget or list of
    widgets), `marks` (option → the "assumed" QLabel), `headings`
    (topic → its heading QLabel).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._base = preset_rules("tenhou")
        self._loading = False
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(0, 0, 8, 0)
        self.grid.setHorizontalSpacing(10)
        self.grid.setVerticalSpacing(4)
        self.grid.setColumnStretch(1, 1)
        self.grid.setColumnStretch(3, 1)
        self.controls: dict[str, object] = {}
        self.marks: dict[str, QLabel] = {}
        self.labels: dict[str, QLabel] = {}
        self._rows: list[tuple[str, QLabel, QWidget | None]] = []  # (option, label, control) or (topic, heading, None)
        self.headings: dict[str, QLabel] = {}
        for topic, options in topics():
            heading = QLabel()
            heading.setObjectName("RulesTopic")
            heading.setWordWrap(True)
            self.headings[topic] = heading
            self._rows.append((topic, heading, None))
            for option in options:
                self._add_row(option)
        self._columns = 0
        self._place(2)

    # -- building --------------------------------------------------------
    def _control(self, option: str):
        if option in POINT_LIMITS:
            low, high, step = POINT_LIMITS[option]
            box = _spin(low, high, 100 if step < 100 else step)
            box.valueChanged.connect(self._user_changed)
            return box
        if option == "oka":
            box = _spin(0, 1000)
            box.valueChanged.connect(self._user_changed)
            return box
        if option == "uma":
            boxes = [_spin(-1000, 1000, prefix_sign=True) for _ in range(4)]
            for b in boxes:
                b.valueChanged.connect(self._user_changed)
            return boxes
        if option == "extension_rounds":
            box = _spin(0, 2)
            box.valueChanged.connect(self._user_changed)
            return box
        if option in BOOL_OPTIONS:
            tick = QCheckBox()
            tick.toggled.connect(self._user_changed)
            return tick
        if option in OPTION_CHOICES:
            combo = QComboBox()
            # as wide as its longest choice when there is room; in a narrow window it
            # shrinks (its list still shows each choice whole) so that no row is cut
            combo.setMinimumWidth(140)
            combo.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
            for value in OPTION_CHOICES[option]:
                combo.addItem("", value)
            combo.currentIndexChanged.connect(self._user_changed)
            return combo
        known = ABORTIVE_KINDS if option == "abortive_draws" else PAO_YAKUMAN
        ticks = []
        for kind in known:
            tick = QCheckBox()
            tick.setProperty("kind", kind)
            tick.toggled.connect(self._user_changed)
            ticks.append(tick)
        return ticks

    def _add_row(self, option: str) -> None:
        control = self._control(option)
        self.controls[option] = control
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(6)
        if option == "uma":  # four in a row, or two by two in one narrow column (`_place`)
            self._uma_grid = QGridLayout()
            self._uma_grid.setContentsMargins(0, 0, 0, 0)
            self._uma_grid.setHorizontalSpacing(6)
            row.addLayout(self._uma_grid)
        elif option in ("abortive_draws", "pao_yakuman"):  # one tick a line: a narrow window cuts none
            ticks = QGridLayout()
            ticks.setContentsMargins(0, 0, 0, 0)
            for i, w in enumerate(control):
                ticks.addWidget(w, i, 0)
            row.addLayout(ticks)
        else:
            for w in control if isinstance(control, list) else [control]:
                row.addWidget(w)
        mark = QLabel()
        mark.setObjectName("Assumed")
        self.marks[option] = mark
        row.addWidget(mark)
        row.addStretch(1)
        label = QLabel()
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.labels[option] = label
        self._rows.append((option, label, holder))

    def _place(self, columns: int) -> None:
        """Lay the options out in `columns` (1 or 2) columns of label and
        control; a wide option takes a whole row."""
        if columns == self._columns:
            return
        self._columns = columns
        for _option, label, holder in self._rows:
            self.grid.removeWidget(label)
            if holder is not None:
                self.grid.removeWidget(holder)
        for c in range(4):
            self.grid.setColumnStretch(c, 1 if c % 2 and c < 2 * columns else 0)
        for i, box in enumerate(self.controls["uma"]):
            self._uma_grid.removeWidget(box)
            self._uma_grid.addWidget(box, *((i // 2, i % 2) if columns == 1 else (0, i)))
        cell = 0
        for option, label, holder in self._rows:
            if holder is None:  # a topic's heading: a row of its own
                cell += -cell % columns
                self.grid.addWidget(label, cell // columns, 0, 1, 2 * columns)
                cell += columns
                continue
            wide = option in _WIDE or columns == 1
            if wide and cell % columns:
                cell += columns - cell % columns
            r, c = divmod(cell, columns)
            self.grid.addWidget(label, r, 2 * c)
            self.grid.addWidget(holder, r, 2 * c + 1, 1, 2 * columns - 1 if wide else 1)
            cell += columns if wide else 1

    def fit_width(self, width: int) -> None:
        """Two columns of options when `width` px (the room the editor is
        given: its scroll area's viewport) holds them, else one."""
        self._place(2 if width >= TWO_COLUMNS_WIDTH else 1)

    # -- values ------------------------------------------------------------
    def _value(self, option: str):
        c = self.controls[option]
        if option == "uma":
            return tuple(b.value() for b in c[:self._base.players])
        if option in ("abortive_draws", "pao_yakuman"):
            return frozenset(t.property("kind") for t in c if t.isChecked())
        if isinstance(c, QSpinBox):
            return c.value()
        if isinstance(c, QCheckBox):
            return c.isChecked()
        return c.currentData()

    def _show(self, option: str, value) -> None:
        c = self.controls[option]
        if option == "uma":
            for i, b in enumerate(c):
                b.setVisible(i < len(value))
                if i < len(value):
                    b.setValue(value[i])
        elif option in ("abortive_draws", "pao_yakuman"):
            three = self._base.players == 3 and option == "abortive_draws"
            for t in c:
                t.setChecked(t.property("kind") in value)
                t.setVisible(not three or t.property("kind") in THREE_PLAYER_ABORTIVE)
        elif isinstance(c, QSpinBox):
            c.setValue(value)
        elif isinstance(c, QCheckBox):
            c.setChecked(value)
        else:
            c.setCurrentIndex(max(0, c.findData(value)))

    def set_rules(self, rules: TableRules) -> None:
        """Show `rules` (a preset or a saved set)."""
        self._base = rules
        self._loading = True
        try:
            for option in OPTION_NAMES:
                self._show(option, getattr(rules, option))
            for option, label, holder in self._rows:
                shown = rules.players == 4 or option not in FOUR_PLAYER_ONLY
                label.setVisible(shown)
                if holder is not None:  # None: a topic's heading
                    holder.setVisible(shown)
        finally:
            self._loading = False
        self._mark()
        self.changed.emit()

    def changed_options(self) -> dict:
        """The options whose shown value differs from the preset's
        (``rules.preset``), as `table_rules` takes them."""
        base = preset_rules(self._base.preset)
        out = {}
        for option in OPTION_NAMES:
            value = self._value(option)
            if value != getattr(base, option):
                out[option] = sorted(value) if isinstance(value, frozenset) else value
        return out

    def rules(self) -> TableRules:
        """The rules shown. Raises `TableError` for an inconsistent set
        (the message names the option)."""
        return preset_rules(self._base.preset).with_options(**self.changed_options())

    @property
    def players(self) -> int:
        """Seats at the table under the rules shown (3 or 4)."""
        return self._base.players

    @property
    def preset_name(self) -> str:
        """The preset the shown rules start from."""
        return self._base.preset

    def _user_changed(self, *_args) -> None:
        if not self._loading:
            self._mark()
            self.changed.emit()

    def _mark(self) -> None:
        """ "assumed", in grey, beside each value no rule text confirms
        (n/c in the preset and not changed here; UI.md)."""
        changed = self.changed_options()
        for option, mark in self.marks.items():
            assumed = self._base.is_assumed(option) and option not in changed
            #: In grey beside a house rule's value that no rule text confirms for
            #: the chosen preset (a common default is used until the table sets it).
            mark.setText(QCoreApplication.translate("RulesEditor", "assumed") if assumed else "")
            mark.setToolTip(QCoreApplication.translate(
                "RulesEditor", "Not confirmed: no rule text gives this value for the preset; a common default is "
                               "used. Set it as your table plays.") if assumed else "")

    def retranslate(self) -> None:
        """Set every text in the current language."""
        for topic, heading in self.headings.items():
            heading.setText(QCoreApplication.translate("RulesEditor", _TOPIC_NAMES[topic]))
        for option, label in self.labels.items():
            name = table_option_name(option)
            label.setText(name[:1].upper() + name[1:])
            c = self.controls[option]
            if option in OPTION_CHOICES:
                for i in range(c.count()):
                    c.setItemText(i, choice_word(option, c.itemData(i)))
            elif option == "abortive_draws":
                for t in c:
                    t.setText(wording.abortive_name(t.property("kind")))
            elif option == "pao_yakuman":
                for t in c:
                    t.setText(terms.yaku_name(t.property("kind")))
            elif option == "uma":
                for b, place in zip(c, range(1, 5), strict=True):
                    b.setPrefix(wording.place_label(place) + " ")
            elif isinstance(c, QCheckBox):
                c.setText(QCoreApplication.translate("RulesEditor", "yes"))
        self._mark()
