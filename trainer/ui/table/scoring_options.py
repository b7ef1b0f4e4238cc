"""ScoringOptions: the rows of a three-player game's rules that belong to a
hand's value, on the New game page beside the table rules (TABLE_RULES.md §8
"parlor options seen"): points per honba, the tsumo payment (tsumo loss,
North-bisection, the ron value split) and North as yakuhai. They are the
scoring core's options (`trainer.core.RuleSet`), passed through
`trainer.table.rules.game_rules`; the words are the Rules dialog's
(`ui/base/terms.py`). Shown only for a three-player preset.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLabel, QSpinBox, QWidget

from trainer.core.rules import ALL_PRESETS, TSUMO_PAYMENTS

from ..base import terms

#: Highest honba value offered (the core takes up to 30,000).
MAX_HONBA = 30000


class ScoringOptions(QWidget):
    """The three scoring rows (see the module docstring).

    Signals:
        changed(): a value was changed.
    Attributes (tests): `honba` (QSpinBox, points per honba on a ron),
    `tsumo_payment` (QComboBox of `TSUMO_PAYMENTS`), `north` (QCheckBox:
    North as yakuhai).
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preset = "tenhou"
        grid = QGridLayout(self)  # scrolled with the table rules below it (setup_page)
        grid.setContentsMargins(0, 4, 8, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        self.honba = QSpinBox()
        self.honba.setRange(0, MAX_HONBA)
        self.honba.setSingleStep(100)
        self.honba.setGroupSeparatorShown(True)
        self.tsumo_payment = QComboBox()
        for value in TSUMO_PAYMENTS:
            self.tsumo_payment.addItem("", value)
        # a long choice must not widen the page past a small window
        self.tsumo_payment.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.tsumo_payment.setMinimumContentsLength(16)
        self.north = QCheckBox()
        self.labels = [QLabel(), QLabel()]
        for label in self.labels:  # "Three-player tsumo payment" in two lines rather than a page too wide for 800 px
            label.setWordWrap(True)
        grid.addWidget(self.labels[0], 0, 0)
        grid.addWidget(self.honba, 0, 1, Qt.AlignmentFlag.AlignLeft)
        grid.addWidget(self.labels[1], 1, 0)
        grid.addWidget(self.tsumo_payment, 1, 1, 1, 2)  # the room left of the row: its choice whole
        grid.addWidget(self.north, 2, 1, 1, 2)  # a row of its own: beside the honba it squeezed the labels
        grid.setColumnStretch(2, 1)
        self.honba.valueChanged.connect(self.changed)
        self.tsumo_payment.currentIndexChanged.connect(self.changed)
        self.north.toggled.connect(self.changed)
        self.retranslate()

    def set_preset(self, name: str) -> None:
        """Show the scoring values of preset `name`; hidden unless it is a
        three-player preset."""
        rules = ALL_PRESETS.get(name)
        self._preset = name
        self.setVisible(rules is not None and rules.players == 3)
        if rules is None:
            return
        for w in (self.honba, self.tsumo_payment, self.north):
            w.blockSignals(True)
        self.honba.setValue(rules.honba_value)
        self.tsumo_payment.setCurrentIndex(max(0, self.tsumo_payment.findData(rules.tsumo_payment)))
        self.north.setChecked("yakuhai_north" in rules.local_yaku)
        for w in (self.honba, self.tsumo_payment, self.north):
            w.blockSignals(False)

    def set_values(self, options: dict) -> None:
        """Show the values of `options` (``honba_value``, ``tsumo_payment``,
        ``yakuhai_north``, as `changed_options` gives them, e.g. from a
        saved rule set); a missing or unknown one keeps what is shown."""
        for w in (self.honba, self.tsumo_payment, self.north):
            w.blockSignals(True)
        honba, payment = options.get("honba_value"), options.get("tsumo_payment")
        if isinstance(honba, int) and not isinstance(honba, bool):
            self.honba.setValue(honba)
        if self.tsumo_payment.findData(payment) >= 0:
            self.tsumo_payment.setCurrentIndex(self.tsumo_payment.findData(payment))
        if isinstance(options.get("yakuhai_north"), bool):
            self.north.setChecked(options["yakuhai_north"])
        for w in (self.honba, self.tsumo_payment, self.north):
            w.blockSignals(False)

    def changed_options(self) -> dict:
        """The three values shown, as `trainer.table.rules.game_rules`
        takes them (empty when hidden). All three, even those equal to the
        preset's: a game may start from the window's scoring rules (same
        preset, other values), and must be played by what this page shows."""
        rules = ALL_PRESETS.get(self._preset)
        if rules is None or rules.players != 3:
            return {}
        return {"honba_value": self.honba.value(), "tsumo_payment": self.tsumo_payment.currentData(),
                "yakuhai_north": self.north.isChecked()}

    def retranslate(self) -> None:
        """Set every text in the current language."""
        labels = (terms.option_name("honba_value"), terms.option_name("tsumo_payment"))
        for label, text in zip(self.labels, labels, strict=True):
            label.setText(text)
        for i in range(self.tsumo_payment.count()):
            self.tsumo_payment.setItemText(i, terms.option_value_name("tsumo_payment", self.tsumo_payment.itemData(i)))
        self.north.setText(terms.yaku_name("yakuhai_north"))
