"""RulesDialog: every rule option of RULES.md §6, starting from a preset.

Returns a new `RuleSet` (its `preset` kept as the starting point's name).
Option labels come from `terms.option_name`; local yaku names from
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
    KAZOE_VALUES,
    LOCAL_YAKU,
    PRESETS,
    RENHOU_VALUES,
    THREE_PLAYER_LOCAL_YAKU,
    UNSUPPORTED_LOCAL_YAKU,
    RuleSet,
)

from . import terms

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
        for name in PRESETS:
            self.preset_combo.addItem(terms.preset_name(name), name)
        self.preset_combo.setCurrentIndex(list(PRESETS).index(rules.preset) if rules.preset in PRESETS else 0)
        reset = QPushButton(self.tr("Reset to preset"))
        reset.clicked.connect(lambda: self.set_rules(PRESETS[self.preset_combo.currentData()]))
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
        layout.addLayout(form)

        local = QGroupBox(terms.option_name("local_yaku"))
        grid = QGridLayout(local)
        self.local: dict[str, QCheckBox] = {}
        # the dialog builds four-player rule sets (`PRESETS`): the local yaku
        # that exist only with three players are not offered
        shown = [y for y in LOCAL_YAKU if y not in UNSUPPORTED_LOCAL_YAKU and y not in THREE_PLAYER_LOCAL_YAKU]
        for i, y in enumerate(shown):
            box = QCheckBox(terms.yaku_name(y))
            self.local[y] = box
            grid.addWidget(box, i // 2, i % 2)
        layout.addWidget(local)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        self.set_rules(rules)

    def set_rules(self, rules: RuleSet) -> None:
        """Show a rule set in the controls."""
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
        multiple of 3, as the core requires)."""
        base = PRESETS[self.preset_combo.currentData()]
        return replace(
            base,
            **{name: box.isChecked() for name, box in self.bools.items()},
            red_fives=tuple(s.value() for s in self.red_spins),
            double_wind_pair_fu=self.double_wind.currentData(),
            kazoe=self.kazoe.currentData(),
            renhou=self.renhou.currentData(),
            honba_value=self.honba.value() - self.honba.value() % 3,
            local_yaku=frozenset(y for y, box in self.local.items() if box.isChecked()),
        )
