"""RulesDialog: every rule option of RULES.md §6, starting from a preset.

Returns a new `RuleSet` (its `preset` kept as the starting point's name).
Every preset of `ALL_PRESETS` is offered, the three-player ones of
TABLE_RULES.md §8 too; their options (tsumo payment, kita in dora, the
North triplet as yakuhai) show only while a three-player preset is chosen,
and choosing a preset of the other player count starts from that preset
(a four-player red 5m or a 300 honba is no three-player option). Option
labels come from `terms.option_name`; local yaku names from
`terms.yaku_name`.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from trainer.core.rules import (
    ALL_PRESETS,
    KAZOE_VALUES,
    LOCAL_YAKU,
    RENHOU_VALUES,
    THREE_PLAYER_LOCAL_YAKU,
    TSUMO_PAYMENTS,
    UNSUPPORTED_LOCAL_YAKU,
    RuleSet,
)

from ..base import terms

_BOOLS = ("kuitan", "kiriage", "double_yakuman_hands", "pure_ryuuiisou_double", "yakuman_stacking",
          "rinshan_tsumo_fu", "pinfu_tsumo")


class RulesDialog(QDialog):
    """Edit a `RuleSet`; `rules()` gives the result after `exec()`."""

    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rule options"))
        self._preset = rules.preset
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.preset_combo = QComboBox()
        for name in ALL_PRESETS:
            self.preset_combo.addItem(terms.preset_name(name), name)
        self.preset_combo.setCurrentIndex(list(ALL_PRESETS).index(rules.preset) if rules.preset in ALL_PRESETS else 0)
        reset = QPushButton(self.tr("Reset to preset"))
        reset.clicked.connect(lambda: self.set_rules(ALL_PRESETS[self.preset_combo.currentData()]))
        top.addWidget(QLabel(self.tr("Preset")))
        top.addWidget(self.preset_combo, 1)
        top.addWidget(reset)
        layout.addLayout(top)

        form = QFormLayout()
        self.bools: dict[str, QCheckBox] = {}
        for name in _BOOLS:
            box = QCheckBox()
            self.bools[name] = box
            form.addRow(terms.option_name(name), box)
        reds = QHBoxLayout()
        self.red_spins = []
        for suit in "mps":
            spin = QSpinBox()
            spin.setRange(0, 4)
            spin.setPrefix(suit + " ")
            self.red_spins.append(spin)
            reds.addWidget(spin)
        reds.addStretch(1)
        form.addRow(terms.option_name("red_fives"), reds)
        self.double_wind = QComboBox()
        for fu in (4, 2):
            self.double_wind.addItem(terms.fu_text(fu), fu)
        form.addRow(terms.option_name("double_wind_pair_fu"), self.double_wind)
        self.kazoe = QComboBox()
        kazoe_text = {"yakuman": terms.limit_name("kazoe_yakuman"), "sanbaiman": terms.limit_name("sanbaiman"),
                      "no_limit": self.tr("No limit (26+ han is double)")}
        for v in KAZOE_VALUES:
            self.kazoe.addItem(kazoe_text[v], v)
        form.addRow(terms.option_name("kazoe"), self.kazoe)
        self.renhou = QComboBox()
        renhou_text = {"off": self.tr("Off"), "mangan": terms.limit_name("mangan"),
                       "yakuman": terms.limit_name("yakuman")}
        for v in RENHOU_VALUES:
            self.renhou.addItem(renhou_text[v], v)
        form.addRow(terms.option_name("renhou"), self.renhou)
        self.honba = QSpinBox()
        self.honba.setRange(0, 3000)
        self.honba.setSingleStep(300)
        form.addRow(terms.option_name("honba_value"), self.honba)
        self.tsumo_payment = QComboBox()
        for v in TSUMO_PAYMENTS:
            self.tsumo_payment.addItem(terms.option_value_name("tsumo_payment", v), v)
        form.addRow(terms.option_name("tsumo_payment"), self.tsumo_payment)
        self.kita_in_dora = QCheckBox()
        form.addRow(terms.option_name("kita_in_dora"), self.kita_in_dora)
        self._three_player_rows = (self.tsumo_payment, self.kita_in_dora)
        self._form = form
        layout.addLayout(form)

        local = QGroupBox(terms.option_name("local_yaku"))
        grid = QGridLayout(local)
        self.local: dict[str, QCheckBox] = {}
        # the three-player local yaku (yakuhai_north) last (hidden with four
        # players, it leaves no gap), shown only with a three-player preset
        shown = sorted((y for y in LOCAL_YAKU if y not in UNSUPPORTED_LOCAL_YAKU),
                       key=lambda y: y in THREE_PLAYER_LOCAL_YAKU)
        for i, y in enumerate(shown):
            box = QCheckBox(terms.yaku_name(y))
            self.local[y] = box
            grid.addWidget(box, i // 2, i % 2)
        layout.addWidget(local)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self._players = 0
        self.set_rules(rules)
        self.preset_combo.currentIndexChanged.connect(self._preset_changed)

    def _preset_changed(self, _index: int) -> None:
        """A preset of the other player count: its options replace the
        controls' (TABLE_RULES.md §8: no red 5m, honba a multiple of 2)."""
        base = ALL_PRESETS[self.preset_combo.currentData()]
        if base.players != self._players:
            self.set_rules(base)

    def _show_players(self, players: int) -> None:
        """Show the controls of a player count (the three-player options,
        the red 5m, the honba step)."""
        self._players = players
        three = players == 3
        for w in self._three_player_rows:
            self._form.setRowVisible(w, three)
        for y in THREE_PLAYER_LOCAL_YAKU:
            self.local[y].setVisible(three)
        self.red_spins[0].setEnabled(not three)  # the three-player set has no 5m
        self.honba.setSingleStep(100 * (players - 1))

    def set_rules(self, rules: RuleSet) -> None:
        """Show a rule set in the controls (the three-player options only
        with three players)."""
        self._show_players(rules.players)
        i = self.preset_combo.findData(rules.preset)
        if i >= 0 and i != self.preset_combo.currentIndex():
            self.preset_combo.blockSignals(True)
            self.preset_combo.setCurrentIndex(i)
            self.preset_combo.blockSignals(False)
        self.tsumo_payment.setCurrentIndex(self.tsumo_payment.findData(rules.tsumo_payment))
        self.kita_in_dora.setChecked(rules.kita_in_dora)
        for name, box in self.bools.items():
            box.setChecked(bool(getattr(rules, name)))
        for spin, n in zip(self.red_spins, rules.red_fives, strict=True):
            spin.setValue(n)
        self.double_wind.setCurrentIndex(self.double_wind.findData(rules.double_wind_pair_fu))
        self.kazoe.setCurrentIndex(self.kazoe.findData(rules.kazoe))
        self.renhou.setCurrentIndex(self.renhou.findData(rules.renhou))
        self.honba.setValue(rules.honba_value)
        for y, box in self.local.items():
            box.setChecked(y in rules.local_yaku)

    def rules(self) -> RuleSet:
        """The `RuleSet` the controls describe (honba value rounded down to a
        multiple of the tsumo payers, 3 or 2, as the core requires; the
        three-player options and local yaku only with three players)."""
        base = ALL_PRESETS[self.preset_combo.currentData()]
        three = base.players == 3
        extra = {"tsumo_payment": self.tsumo_payment.currentData(),
                 "kita_in_dora": self.kita_in_dora.isChecked()} if three else {}
        return replace(
            base,
            **extra,
            **{name: box.isChecked() for name, box in self.bools.items()},
            red_fives=(0 if three else self.red_spins[0].value(),) + tuple(s.value() for s in self.red_spins[1:]),
            double_wind_pair_fu=self.double_wind.currentData(),
            kazoe=self.kazoe.currentData(),
            renhou=self.renhou.currentData(),
            honba_value=self.honba.value() - self.honba.value() % base.payers,
            local_yaku=frozenset(y for y, box in self.local.items() if box.isChecked()
                                 and (three or y not in THREE_PLAYER_LOCAL_YAKU)),
        )
