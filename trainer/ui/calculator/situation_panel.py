"""SituationPanel: how and when the hand was won.

Seat and round wind, honba and riichi sticks, the situation flags (riichi,
double riichi, ippatsu, haitei/houtei, rinshan, chankan, tenhou/chiihou/
renhou, open riichi when that local yaku is on) and the dora and ura
indicators. Flags the core says cannot apply are disabled, their tooltip
giving the core's reason (`evaluation.flag_blockers`). Tsumo/ron is chosen
above the hand (`calculator_view`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.errors import HandError

from ..base import terms
from ..widgets.tile_art import TILE_ASPECT
from ..widgets.tile_row import TileRow
from .evaluation import blessing_flag, last_tile_flag, max_ura
from .model import CalculatorModel
from .state import MAX_INDICATORS, WINDS, CalcState, round_winds, seat_winds


class SituationPanel(QWidget):
    """The situation controls, editing a `CalculatorModel`.

    Signals:
        pickRequested(str): the "+" next to dora ("dora") or ura ("ura") was
            switched on, or off (""): the palette should now add indicators.
    """

    pickRequested = Signal(str)

    def __init__(self, model: CalculatorModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = model
        self._blockers: dict[str, HandError] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.setSpacing(8)
        self._outer = outer
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        grid.setVerticalSpacing(8)
        self._grid = grid
        outer.addLayout(grid)

        self.seat_label = QLabel()
        self.round_label = QLabel()
        self.seat_buttons, seat_box = self._winds("seat_wind")
        self.round_buttons, round_box = self._winds("round_wind")
        self.honba_label = QLabel()
        self.honba = QSpinBox()
        self.honba.setRange(0, 99)
        self.sticks_label = QLabel()
        self.sticks = QSpinBox()
        self.sticks.setRange(0, 99)
        self._seat_box, self._round_box = seat_box, round_box
        self._wide: bool | None = None
        self.honba.valueChanged.connect(lambda v: self._model.set_count("honba", v))
        self.sticks.valueChanged.connect(lambda v: self._model.set_count("riichi_sticks", v))

        # Flags: "last" and "first" stand for haitei/houtei and
        # tenhou/chiihou/renhou, named after the current tsumo and seat.
        self.checks: dict[str, QCheckBox] = {}
        flags = QGridLayout()
        flags.setHorizontalSpacing(18)
        flags.setVerticalSpacing(6)
        self._flags = flags
        for key in ("riichi", "double_riichi", "ippatsu", "last", "rinshan", "chankan", "first", "open_riichi"):
            box = QCheckBox()
            box.toggled.connect(lambda on, k=key: self._flag_toggled(k, on))
            self.checks[key] = box
        # Equal columns: a label changing with tsumo or seat (haitei/houtei,
        # tenhou/chiihou/renhou) never moves the other column.
        self._arrange(True)
        outer.addLayout(flags)

        self.dora_label = QLabel()
        self.ura_label = QLabel()
        self.dora_strip = TileRow()
        self.ura_strip = TileRow()
        self.dora_add = self._add_button("dora")
        self.ura_add = self._add_button("ura")
        ind = QHBoxLayout()
        ind.setSpacing(6)
        for i, (label, strip, add) in enumerate(((self.dora_label, self.dora_strip, self.dora_add),
                                                 (self.ura_label, self.ura_strip, self.ura_add))):
            if i:
                ind.addSpacing(18)
            ind.addWidget(label)
            ind.addWidget(strip)
            ind.addWidget(add)
        # three players: North tiles set aside as kita (TABLE_RULES.md §8),
        # drawn beside the hand; hidden with four players
        self.kita_label = QLabel()
        self.kita = QSpinBox()
        self.kita.setRange(0, 4)
        self.kita.valueChanged.connect(lambda v: self._model.set_kita(v))
        ind.addSpacing(18)
        ind.addWidget(self.kita_label)
        ind.addWidget(self.kita)
        ind.addStretch(1)
        outer.addLayout(ind)
        self.dora_strip.tileClicked.connect(lambda i: self._model.remove_indicator("dora", i))
        self.ura_strip.tileClicked.connect(lambda i: self._model.remove_indicator("ura", i))
        self._state: CalcState | None = None
        self.retranslate()

    def _arrange(self, wide: bool) -> None:
        """Winds with honba and sticks beside them and the flags in two
        columns (`wide`), or each below the other in one column — a narrow
        window (800 × 600) cut the second column off."""
        if wide == self._wide:
            return
        self._wide = wide
        grid, flags = self._grid, self._flags
        for w in (self.seat_label, self.round_label, self.honba_label, self.honba, self.sticks_label, self.sticks):
            grid.removeWidget(w)
        for lay in (self._seat_box, self._round_box):
            grid.removeItem(lay)
        for col in range(6):
            grid.setColumnStretch(col, 0)
            grid.setColumnMinimumWidth(col, 0)
        grid.addWidget(self.seat_label, 0, 0)
        grid.addLayout(self._seat_box, 0, 1)
        grid.addWidget(self.round_label, 1, 0)
        grid.addLayout(self._round_box, 1, 1)
        if wide:
            grid.setColumnMinimumWidth(2, 6)
            grid.addWidget(self.honba_label, 0, 3)
            grid.addWidget(self.honba, 0, 4)
            grid.addWidget(self.sticks_label, 1, 3)
            grid.addWidget(self.sticks, 1, 4)
            grid.setColumnStretch(5, 1)
        else:
            grid.addWidget(self.honba_label, 2, 0)
            grid.addWidget(self.honba, 2, 1, Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(self.sticks_label, 3, 0)
            grid.addWidget(self.sticks, 3, 1, Qt.AlignmentFlag.AlignLeft)
            grid.setColumnStretch(2, 1)
        columns = 2 if wide else 1
        for i, key in enumerate(("riichi", "double_riichi", "ippatsu", "last", "rinshan", "chankan", "first",
                                 "open_riichi")):
            flags.removeWidget(self.checks[key])
            flags.addWidget(self.checks[key], i // columns, i % columns)
        flags.setColumnStretch(0, 1)
        flags.setColumnStretch(1, 1 if wide else 0)

    def _wide_width(self) -> int:
        """Pixels the two-column arrangement needs."""
        gap = self._grid.horizontalSpacing()
        labels = max(w.sizeHint().width() for w in (self.seat_label, self.round_label))
        winds = sum(b.sizeHint().width() for b in self.seat_buttons.values())
        counts = max(w.sizeHint().width() for w in (self.honba_label, self.sticks_label)) + self.honba.sizeHint().width()
        checks = 2 * max(c.sizeHint().width() for c in self.checks.values()) + self._flags.horizontalSpacing()
        return max(labels + winds + counts + 4 * gap + 6, checks)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: two columns when they fit, one when not."""
        self._arrange(event.size().width() >= self._wide_width())
        super().resizeEvent(event)

    def _winds(self, which: str) -> tuple[dict[str, QToolButton], QHBoxLayout]:
        group = QButtonGroup(self)
        group.setExclusive(True)
        row = QHBoxLayout()
        row.setSpacing(0)
        buttons = {}
        for w in WINDS:
            b = QToolButton()
            b.setObjectName("Segment")
            b.setCheckable(True)
            b.clicked.connect(lambda _=False, wind=w: self._model.set_wind(which, wind))
            group.addButton(b)
            row.addWidget(b)
            buttons[w] = b
        return buttons, row

    def _add_button(self, which: str) -> QToolButton:
        b = QToolButton()
        b.setObjectName("AddIndicator")
        b.setText("+")
        b.setCheckable(True)
        b.toggled.connect(lambda on: self.pickRequested.emit(which if on else ""))
        return b

    # -- model -> widgets ------------------------------------------------
    def _flag_name(self, key: str, state: CalcState) -> str:
        if key == "last":
            return last_tile_flag(state.ctx.tsumo)
        if key == "first":
            return blessing_flag(state.ctx.seat_wind, state.ctx.tsumo)
        return key

    def _flag_toggled(self, key: str, on: bool) -> None:
        if self._state is None:
            return
        flag = self._flag_name(key, self._state)
        if not self._model.set_flag(flag, on):
            # The model refused (or nothing changed): show what it holds, not the click.
            box = self.checks[key]
            held = bool(getattr(self._model.state.ctx, flag))
            if box.isChecked() != held:
                box.blockSignals(True)
                box.setChecked(held)
                box.blockSignals(False)

    def set_pick(self, which: str) -> None:
        """Show which "+" is active ("dora", "ura" or "" for none)."""
        for name, b in (("dora", self.dora_add), ("ura", self.ura_add)):
            b.blockSignals(True)
            b.setChecked(name == which)
            b.blockSignals(False)

    def set_tile_height(self, px: int) -> None:
        """Height of the indicator tiles (follows the window size); the
        spacing between rows follows it too, so a small window stays compact."""
        for strip in (self.dora_strip, self.ura_strip):
            strip.set_tile_height(px)
        for b in (self.dora_add, self.ura_add):
            b.setFixedSize(int(px * TILE_ASPECT), px)
        for buttons in (self.seat_buttons, self.round_buttons):
            for b in buttons.values():
                b.setFixedHeight(max(22, int(px * 0.95)))
        self._outer.setSpacing(max(4, round(px * 0.27)))
        self._grid.setVerticalSpacing(max(4, round(px * 0.27)))
        self._flags.setVerticalSpacing(max(3, round(px * 0.2)))

    def refresh(self, state: CalcState, blockers: dict[str, HandError]) -> None:
        """Show `state`'s situation; disable the flags in `blockers` with the
        core's reason as tooltip."""
        self._state = state
        self._blockers = blockers
        c = state.ctx
        for which, buttons in (("seat_wind", self.seat_buttons), ("round_wind", self.round_buttons)):
            for w, b in buttons.items():
                b.setChecked(getattr(c, which) == w)
        # three players sit E, S, W and play no North round (TABLE_RULES.md
        # §8; West only when the game can reach it); a wind typed or loaded
        # in stays visible so it can be seen and changed
        three = state.three_players
        for which, buttons, offered in (("seat_wind", self.seat_buttons, seat_winds(state.rules)),
                                        ("round_wind", self.round_buttons, round_winds(state.rules))):
            for w, b in buttons.items():
                b.setVisible(w in offered or getattr(c, which) == w)
        self.kita_label.setVisible(three)
        self.kita.setVisible(three)
        if self.kita.value() != state.kita:
            self.kita.blockSignals(True)
            self.kita.setValue(state.kita)
            self.kita.blockSignals(False)
        # With riichi declared the winner's own stick is on the table: at least 1.
        self.sticks.blockSignals(True)
        self.sticks.setMinimum(1 if c.in_riichi and c.riichi_sticks >= 1 else 0)
        self.sticks.blockSignals(False)
        for spin, value in ((self.honba, c.honba), (self.sticks, c.riichi_sticks)):
            if spin.value() != value:
                spin.blockSignals(True)
                spin.setValue(value)
                spin.blockSignals(False)
        for key, box in self.checks.items():
            flag = self._flag_name(key, state)
            on = bool(getattr(c, flag))
            box.blockSignals(True)
            box.setChecked(on)
            box.blockSignals(False)
            err = blockers.get(flag)
            box.setEnabled(err is None)
            box.setToolTip(terms.error_text(err) if err is not None else "")
        self.checks["open_riichi"].setVisible("open_riichi" in state.rules.local_yaku)
        self.dora_strip.set_tiles(c.dora_indicators)
        self.ura_strip.set_tiles(c.ura_indicators)
        self.dora_add.setEnabled(len(c.dora_indicators) < MAX_INDICATORS)
        ura_room = len(c.ura_indicators) < min(MAX_INDICATORS, max_ura(len(c.dora_indicators)))
        self.ura_add.setEnabled(ura_room or self.ura_add.isChecked())
        self.ura_add.setToolTip(self.tr("Add an ura dora indicator: click a tile in the palette (U)") if ura_room
                                else self.tr("No more ura dora indicators than dora indicators: add a dora "
                                             "indicator first."))
        self.ura_label.setEnabled(c.in_riichi)
        self.ura_strip.setEnabled(c.in_riichi)
        self.ura_label.setToolTip(terms.flag_name("ura_indicators") if c.in_riichi
                                  else self.tr("Ura dora count only with riichi."))
        self._retranslate_dynamic()

    # -- text ------------------------------------------------------------
    def _retranslate_dynamic(self) -> None:
        if self._state is None:
            return
        self.seat_buttons["E"].setToolTip(terms.wind_name("E") + " · " + terms.role_name(True))
        for key in ("last", "first"):
            self.checks[key].setText(terms.flag_name(self._flag_name(key, self._state)))

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.seat_label.setText(terms.flag_name("seat_wind"))
        self.round_label.setText(terms.flag_name("round_wind"))
        short = {"E": self.tr("E", "East wind, one letter"), "S": self.tr("S", "South wind, one letter"),
                 "W": self.tr("W", "West wind, one letter"), "N": self.tr("N", "North wind, one letter")}
        for buttons in (self.seat_buttons, self.round_buttons):
            for w, b in buttons.items():
                b.setText(short[w])
                b.setToolTip(terms.wind_name(w))
        self.honba_label.setText(terms.flag_name("honba"))
        self.sticks_label.setText(terms.flag_name("riichi_sticks"))
        tip = self.tr("Every riichi stick on the table, the winner's own included: ticking Riichi puts it down.")
        self.sticks_label.setToolTip(tip)
        self.sticks.setToolTip(tip)
        for key in ("riichi", "double_riichi", "ippatsu", "rinshan", "chankan", "open_riichi"):
            self.checks[key].setText(terms.flag_name(key))
        self.checks["last"].setText(terms.flag_name("haitei"))
        self.checks["first"].setText(terms.flag_name("tenhou"))
        self.dora_label.setText(self.tr("Dora", "short label before the dora indicators"))
        self.ura_label.setText(self.tr("Ura", "short label before the ura dora indicators"))
        self.dora_label.setToolTip(terms.flag_name("dora_indicators"))
        self.dora_strip.setToolTip(self.tr("Click an indicator to remove it."))
        self.ura_strip.setToolTip(self.tr("Click an indicator to remove it."))
        self.dora_add.setToolTip(self.tr("Add a dora indicator: click a tile in the palette (D)"))
        self.kita_label.setText(self.tr("Kita", "three players: short label before the count of North tiles set "
                                            "aside (nukidora)"))
        tip = self.tr("Three players: North tiles set aside as kita (nukidora), one han of dora each.")
        self.kita_label.setToolTip(tip)
        self.kita.setToolTip(tip)
        self._retranslate_dynamic()

    def changeEvent(self, event) -> None:  # noqa: N802
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

