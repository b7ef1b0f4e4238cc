"""WinPage: enter a win in one or two taps per field — who won, from whom
(or tsumo), each winner's value (the whole hand from the calculator, han and
fu, or the points as called), pao — with the payments previewed by the
ledger before anything is committed (issue 12 §5, "Win…")."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.table import Called, Claim, HandValue, HanFu, TableError, Win, apply, ron_resolution, turn_order

from ..base import terms
from . import wording

# The han choices of the quick path: (han, fu needed, yakuman).
HAN_CHOICES = ((1, True, 0), (2, True, 0), (3, True, 0), (4, True, 0), (5, False, 0), (6, False, 0),
               (8, False, 0), (11, False, 0), (13, False, 1), (26, False, 2))
FU_CHOICES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)


class ClaimEditor(QFrame):
    """One winner's value: calculator hand, han and fu, or called points;
    and the liable player (pao). Emits `changed` on every edit and
    `calculatorRequested(seat)` for "Build in calculator…"."""

    changed = Signal()
    calculatorRequested = Signal(int)

    def __init__(self, seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Page")
        self.seat = seat
        self.hand: dict | None = None
        self._pao_allowed = False
        self.tsumo = False
        self.dealer = False
        grid = QGridLayout(self)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("InfoLine")
        grid.addWidget(self.title, 0, 0, 1, 4)
        self.modes = QButtonGroup(self)
        self.mode_buttons = []
        row = QHBoxLayout()
        for i in range(3):
            b = QPushButton()
            b.setCheckable(True)
            self.modes.addButton(b, i)
            self.mode_buttons.append(b)
            row.addWidget(b)
        row.addStretch(1)
        grid.addLayout(row, 1, 0, 1, 4)
        self.stack = QStackedWidget()
        grid.addWidget(self.stack, 2, 0, 1, 4)
        # 0: the whole hand, from the calculator
        hand_box = QWidget()
        hl = QHBoxLayout(hand_box)
        hl.setContentsMargins(0, 0, 0, 0)
        self.hand_label = QLabel()
        self.hand_label.setWordWrap(True)
        self.calc_button = QPushButton()
        self.calc_button.clicked.connect(lambda: self.calculatorRequested.emit(self.seat))
        hl.addWidget(self.hand_label, 1)
        hl.addWidget(self.calc_button)
        self.stack.addWidget(hand_box)
        # 1: han and fu
        hanfu = QWidget()
        fl = QHBoxLayout(hanfu)
        fl.setContentsMargins(0, 0, 0, 0)
        self.han = QComboBox()
        self.fu = QComboBox()
        for f in FU_CHOICES:
            self.fu.addItem("", f)
        self.fu.setCurrentIndex(2)
        self.han.setMinimumWidth(220)
        self.fu.setMinimumWidth(140)
        fl.addWidget(self.han)
        fl.addWidget(self.fu)
        fl.addStretch(1)
        self.stack.addWidget(hanfu)
        # 2: the points as called
        called = QWidget()
        cl = QHBoxLayout(called)
        cl.setContentsMargins(0, 0, 0, 0)
        self.points = [QSpinBox(), QSpinBox()]
        self.points_labels = [QLabel(), QLabel()]
        for lab, sp in zip(self.points_labels, self.points, strict=True):
            sp.setRange(0, 400000)
            sp.setSingleStep(100)
            sp.setGroupSeparatorShown(True)
            sp.valueChanged.connect(self.changed)
            sp.setMinimumWidth(180)
            cl.addWidget(lab)
            cl.addWidget(sp)
        cl.addStretch(1)
        self.stack.addWidget(called)
        # pao
        self.pao_label = QLabel()
        self.pao = QComboBox()
        grid.addWidget(self.pao_label, 3, 0)
        grid.addWidget(self.pao, 3, 1)
        grid.setColumnStretch(3, 1)
        self.modes.idClicked.connect(self._mode)
        self.han.currentIndexChanged.connect(self._han_changed)
        self.fu.currentIndexChanged.connect(self.changed)
        self.pao.currentIndexChanged.connect(self.changed)
        self.mode_buttons[1].setChecked(True)
        self.stack.setCurrentIndex(1)
        self.han.blockSignals(True)
        for _ in HAN_CHOICES:
            self.han.addItem("")
        self.han.setCurrentIndex(2)
        self.han.blockSignals(False)

    def _mode(self, i: int) -> None:
        self.stack.setCurrentIndex(i)
        self._show_pao()
        self.changed.emit()

    def _han_changed(self) -> None:
        self.fu.setEnabled(HAN_CHOICES[self.han.currentIndex()][1])
        self._show_pao()
        self.changed.emit()

    def _show_pao(self) -> None:
        """Liability applies to yakuman only: the choice shows for a whole
        hand, called points, or a yakuman picked by han."""
        yakuman = self.modes.checkedId() != 1 or HAN_CHOICES[self.han.currentIndex()][2] > 0
        shown = self._pao_allowed and yakuman
        self.pao_label.setVisible(shown)
        self.pao.setVisible(shown)
        if not shown and self.pao.currentIndex() > 0:
            self.pao.setCurrentIndex(0)

    def configure(self, names, title: str, tsumo: bool, dealer: bool, pao_seats, calculator: bool) -> None:
        """Texts and what applies: tsumo or ron, the winner dealing, who may
        be liable (empty: no pao under the rules), calculator available;
        `names` has one name per player (three: one non-dealer pays a
        non-dealer's tsumo)."""
        self.tsumo, self.dealer = tsumo, dealer
        self.title.setText(title)
        self.mode_buttons[0].setVisible(calculator)
        self.mode_buttons[0].setText(self.tr("Whole hand"))
        self.mode_buttons[1].setText(self.tr("Han and fu"))
        self.mode_buttons[2].setText(self.tr("Points as called"))
        self.calc_button.setText(self.tr("Build in the calculator…") if self.hand is None
                                 else self.tr("Change in the calculator…"))
        self.hand_label.setText(self.tr("No hand yet.") if self.hand is None else self._hand_summary())
        for i, (han, _needs_fu, yakuman) in enumerate(HAN_CHOICES):
            if yakuman:
                text = terms.yakuman_text(yakuman)
            elif han >= 5:
                text = terms.limit_name({5: "mangan", 6: "haneman", 8: "baiman", 11: "sanbaiman"}[han])
            else:
                text = terms.han_text(han)
            self.han.setItemText(i, text)
        for i, f in enumerate(FU_CHOICES):
            self.fu.setItemText(i, terms.fu_text(f))
        if tsumo and not dealer:
            self.points_labels[0].setText(self.tr("Non-dealers pay") if len(names) == 4
                                          else self.tr("The other non-dealer pays"))
            self.points_labels[1].setText(self.tr("Dealer pays"))
        elif tsumo:
            self.points_labels[0].setText(self.tr("Each pays"))
        else:
            self.points_labels[0].setText(self.tr("Ron"))
        second = tsumo and not dealer
        self.points_labels[1].setVisible(second)
        self.points[1].setVisible(second)
        self.pao_label.setText(self.tr("Liable (pao)"))
        current = self.pao.currentData()
        self.pao.blockSignals(True)
        self.pao.clear()
        self.pao.addItem(self.tr("Nobody"), None)
        for s in pao_seats:
            self.pao.addItem(wording.seat_label(names, s), s)
        i = self.pao.findData(current)
        self.pao.setCurrentIndex(max(0, i))
        self.pao.blockSignals(False)
        self._pao_allowed = bool(pao_seats)
        self._show_pao()

    def _hand_summary(self) -> str:
        h = self.hand or {}
        tiles = h.get("closed", "")
        melds = " ".join(m.get("tiles", "") for m in h.get("melds", []))
        return (tiles + (" " + melds if melds else "")).strip()

    def set_hand(self, hand: dict) -> None:
        """Use a whole hand (from the calculator) as this winner's value."""
        self.hand = hand
        self.mode_buttons[0].setChecked(True)
        self.stack.setCurrentIndex(0)
        self.changed.emit()

    def set_value(self, value, pao: int | None) -> None:
        """Show an existing claim's value (a correction)."""
        if isinstance(value, HandValue):
            self.hand = value.as_dict()
            self.mode_buttons[0].setChecked(True)
            self.stack.setCurrentIndex(0)
        elif isinstance(value, HanFu):
            self.mode_buttons[1].setChecked(True)
            self.stack.setCurrentIndex(1)
            index = next((i for i, (h, _f, y) in enumerate(HAN_CHOICES)
                          if (y and y == value.yakuman) or (not y and not value.yakuman and h == value.han)), 2)
            self.han.setCurrentIndex(index)
            if value.fu in FU_CHOICES:
                self.fu.setCurrentIndex(FU_CHOICES.index(value.fu))
        else:
            self.mode_buttons[2].setChecked(True)
            self.stack.setCurrentIndex(2)
            self.points[0].setValue(value.ron if value.ron is not None else value.non_dealer_pays or 0)
            self.points[1].setValue(value.dealer_pays or 0)
        self.pao.setCurrentIndex(max(0, self.pao.findData(pao)))

    def value(self):
        """This winner's value (`HandValue`, `HanFu`, `Called`), or None
        when not given yet."""
        mode = self.modes.checkedId()
        if mode == 0:
            return HandValue.of(self.hand) if self.hand is not None else None
        if mode == 1:
            han, needs_fu, yakuman = HAN_CHOICES[self.han.currentIndex()]
            if yakuman:
                return HanFu(yakuman=yakuman)
            return HanFu(han, self.fu.currentData() if needs_fu else 0)
        first, second = self.points[0].value(), self.points[1].value()
        if not first or first % 100 or (self.tsumo and not self.dealer and (not second or second % 100)):
            return None
        if not self.tsumo:
            return Called(ron=first)
        return Called(non_dealer_pays=first, dealer_pays=second if not self.dealer else None)

    def claim(self) -> Claim | None:
        """The `Claim`, or None while the value is missing."""
        v = self.value()
        return None if v is None else Claim(self.seat, v, pao=self.pao.currentData())


class WinPage(QWidget):
    """The "Win…" page (see the module docstring).

    Signals:
        submitted(object): a `Win` to apply (or to put in place of the
            corrected event). cancelled(). calculatorRequested(int seat,
            dict situation).
    """

    submitted = Signal(object)
    cancelled = Signal()
    calculatorRequested = Signal(int, object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setup = None
        self.state = None
        self.calculator = False
        self.correcting: int | None = None
        self.editors: dict[int, ClaimEditor] = {}
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("PageTitle")
        outer.addWidget(self.title)
        grid = QGridLayout()
        grid.setHorizontalSpacing(10)
        self.who_label = QLabel()
        self.from_label = QLabel()
        grid.addWidget(self.who_label, 0, 0)
        grid.addWidget(self.from_label, 1, 0)
        self.winner_buttons = []
        self.from_group = QButtonGroup(self)
        self.from_buttons = []
        for s in range(4):
            b = QPushButton()
            b.setCheckable(True)
            b.toggled.connect(self._rebuild)
            grid.addWidget(b, 0, 1 + s)
            self.winner_buttons.append(b)
        self.tsumo_button = QPushButton()
        self.tsumo_button.setCheckable(True)
        self.from_group.addButton(self.tsumo_button, 4)
        grid.addWidget(self.tsumo_button, 1, 5)
        for s in range(4):
            b = QPushButton()
            b.setCheckable(True)
            self.from_group.addButton(b, s)
            grid.addWidget(b, 1, 1 + s)
            self.from_buttons.append(b)
        self.from_group.idToggled.connect(lambda _i, on: on and self._rebuild())
        outer.addLayout(grid)
        self.resolution = QLabel()
        self.resolution.setObjectName("Muted")
        self.resolution.setWordWrap(True)
        outer.addWidget(self.resolution)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        self.claims_box = QVBoxLayout(holder)
        self.claims_box.setContentsMargins(0, 0, 0, 0)
        self.claims_box.addStretch(1)
        scroll.setWidget(holder)
        outer.addWidget(scroll, 1)
        self.call = QLabel()
        self.call.setObjectName("PreviewCall")
        self.preview = QLabel()
        self.preview.setObjectName("Preview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.call)
        outer.addWidget(self.preview)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelled)
        self.apply_button = QPushButton()
        self.apply_button.setObjectName("Primary")
        self.apply_button.setDefault(True)
        self.apply_button.clicked.connect(self.submit)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.apply_button)
        outer.addLayout(buttons)
        self.event: Win | None = None
        self.refusal: TableError | None = None

    # -- set up ----------------------------------------------------------
    def start(self, setup, state, calculator: bool, event: Win | None = None, index: int | None = None) -> None:
        """Begin a new win at `state` (or the correction of event `index`,
        shown from `event`)."""
        self.setup, self.state, self.calculator, self.correcting = setup, state, calculator, index
        for s in range(4):  # a three-player game has no fourth seat to win or deal in
            self.winner_buttons[s].setVisible(s < state.players)
            self.from_buttons[s].setVisible(s < state.players)
        for e in list(self.editors.values()):
            e.deleteLater()
        self.editors.clear()
        for b in self.winner_buttons:
            b.blockSignals(True)
            b.setChecked(False)
            b.blockSignals(False)
        self.from_group.setExclusive(False)
        for b in (*self.from_buttons, self.tsumo_button):
            b.setChecked(False)
        self.from_group.setExclusive(True)
        if event is not None:
            for c in event.claims:
                self.winner_buttons[c.winner].setChecked(True)
            (self.tsumo_button if event.tsumo else self.from_buttons[event.discarder]).setChecked(True)
            self._rebuild()
            for c in event.claims:
                self.editors[c.winner].set_value(c.value, c.pao)
        self.retranslate()
        self._rebuild()

    def winners(self) -> list[int]:
        """The seats chosen as winners."""
        return [s for s in range(len(self.winner_buttons)) if self.winner_buttons[s].isChecked()
                and (self.state is None or s < self.state.players)]

    def discarder(self) -> int | None:
        """The discarder's seat, None for tsumo (or nothing chosen: -1)."""
        i = self.from_group.checkedId()
        return None if i == 4 else (i if i >= 0 else -1)

    def situation(self, seat: int) -> dict:
        """What the calculator should start from for `seat`'s hand: winds,
        tsumo, riichi, honba and sticks as the table has them (the ledger
        settles honba and sticks itself), the game's scoring rules."""
        from trainer.core.rules import rules_to_json

        s = self.state
        d = self.discarder()
        hand = {"closed": "", "seat_wind": s.seat_wind(seat), "round_wind": s.round_wind,
                "tsumo": d is None, "honba": s.honba, "riichi_sticks": s.sticks,
                "rules": rules_to_json(self.setup.scoring_rules)}
        if s.riichi[seat]:
            hand["riichi"] = True
        return hand

    def _rebuild(self) -> None:
        if self.setup is None:
            return
        names = self.setup.players
        d = self.discarder()
        tsumo = d is None
        winners = self.winners()
        for s in range(4):
            self.from_buttons[s].setEnabled(s not in winners)
            self.winner_buttons[s].setEnabled(s != d)
        if tsumo and len(winners) > 1:
            for s in winners[1:]:
                self.winner_buttons[s].blockSignals(True)
                self.winner_buttons[s].setChecked(False)
                self.winner_buttons[s].blockSignals(False)
            winners = winners[:1]
        rules = self.setup.table_rules
        for s in list(self.editors):
            if s not in winners:
                self.editors.pop(s).deleteLater()
        order = winners if d is None or d < 0 else [w for w in turn_order(d, self.state.players) if w in winners]
        for editor in self.editors.values():
            self.claims_box.removeWidget(editor)
        for s in order:
            editor = self.editors.get(s)
            if editor is None:
                editor = ClaimEditor(s)
                editor.changed.connect(self._update_preview)
                editor.calculatorRequested.connect(lambda seat: self.calculatorRequested.emit(seat,
                                                                                             self.situation(seat)))
                self.editors[s] = editor
            self.claims_box.insertWidget(self.claims_box.count() - 1, editor)
            pao = [x for x in range(self.state.players) if x != s] if rules.pao_yakuman else []
            title = wording.arg(self.tr("%1 — %2"), wording.seat_label(names, s),
                                terms.wind_name(self.state.seat_wind(s)))
            editor.configure(names, title, tsumo, s == self.state.dealer, pao, self.calculator)
        self.resolution.setText("")
        if d is not None and d >= 0 and len(winners) > 1:
            verdict, seats = ron_resolution(rules, d, winners)
            if verdict == "head_bump":
                self.resolution.setText(wording.arg(self.tr("Head bump under these rules: only %1, nearest to the "
                                                            "discarder, wins."), wording.seat_label(names, seats[0])))
            elif verdict == "abortive":
                self.resolution.setText(self.tr("Three players called ron: under these rules the hand is an "
                                                "abortive draw (use Draw… → Abortive draw)."))
        self._update_preview()

    def _update_preview(self) -> None:
        self.event = None
        self.refusal = None
        self.apply_button.setEnabled(False)
        self.call.setText("")
        names = self.setup.players
        winners, d = self.winners(), self.discarder()
        if not winners or d == -1:
            self.preview.setText(self.tr("Choose who won, and tsumo or who dealt in."))
            return
        claims = []
        for s, e in self.editors.items():
            c = e.claim()
            if c is None:
                self.preview.setText(wording.arg(self.tr("Give %1's hand, han and fu, or points."),
                                                 wording.seat_label(names, s)))
                return
            claims.append(c)
        try:
            event = Win(d, tuple(claims))
            _, outcome = apply(self.setup, self.state, event)
        except TableError as err:
            self.refusal = err
            self.preview.setText(wording.error_text(err, names))
            return
        self.event = event
        self.call.setText(wording.calls_text(outcome.wins, names))
        lines = [wording.payment_text(p, names) for p in outcome.payments]
        self.preview.setText("\n".join(lines))
        self.apply_button.setEnabled(True)

    def submit(self) -> None:
        """Send the previewed win (when it is complete and allowed)."""
        if self.event is not None:
            self.submitted.emit(self.event)

    def set_calculator_hand(self, seat: int, hand: dict) -> str | None:
        """A hand came back from the calculator for `seat`: use it. Returns
        the reason (translated) when the core or the ledger refuses that
        hand — the previous value stays —, else None."""
        editor = self.editors.get(seat)
        if editor is None:
            return self.tr("This winner is no longer chosen.")
        previous = editor.hand
        editor.set_hand(hand)
        err = self.refusal
        if err is not None and err.code in ("bad_hand", "bad_win") and err.args_.get("seat") == seat:
            editor.hand = previous
            self._update_preview()
            return wording.error_text(err, self.setup.players)
        return None

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(self.tr("Correct this win") if self.correcting is not None else self.tr("Win"))
        self.who_label.setText(self.tr("Who won?"))
        self.from_label.setText(self.tr("From"))
        self.tsumo_button.setText(self.tr("Tsumo"))
        if self.setup is not None:
            for s in range(len(self.setup.players)):
                name = wording.seat_label(self.setup.players, s)
                self.winner_buttons[s].setText(name)
                self.from_buttons[s].setText(name)
        self.cancel_button.setText(self.tr("Cancel"))
        self.apply_button.setText(self.tr("Apply to table") if self.correcting is None else self.tr("Correct"))
