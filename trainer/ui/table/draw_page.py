"""DrawPage: an exhaustive draw with a tenpai toggle per player (and nagashi
mangan where the rules have it), an abortive draw, a chombo, or the end of
the game — each previewed by the ledger before it is applied (issue 12 §5,
"Draw…"). A three-player game shows three tenpai toggles and only the
abortive draws that exist with three (TABLE_RULES.md §8)."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from trainer.table import AbortiveDraw, Chombo, Draw, EndGame, TableError, apply
from trainer.table.rules import ABORTIVE_KINDS

from . import wording


class DrawPage(QWidget):
    """The "Draw…" page (see the module docstring).

    Signals:
        submitted(object): the event to apply (`Draw`, `AbortiveDraw`,
            `Chombo`, `EndGame`). cancelled().
    Attributes (tests): `tenpai_buttons`, `nagashi_buttons`,
    `abortive_buttons` (by kind), `chombo_buttons`, `apply_button`,
    `end_button`, `yame_button`.
    """

    submitted = Signal(object)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setup = None
        self.state = None
        self.correcting: int | None = None
        # the page scrolls: its rows needed 628 px of height (666 in Japanese)
        # and stretched an 800 × 600 window
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        body = QWidget()
        scroll.setWidget(body)
        page.addWidget(scroll)
        outer = QVBoxLayout(body)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(10)
        self.title = QLabel()
        self.title.setObjectName("PageTitle")
        outer.addWidget(self.title)
        self.exhaustive_label = QLabel()
        self.exhaustive_label.setObjectName("InfoTitle")
        outer.addWidget(self.exhaustive_label)
        grid = QGridLayout()
        self.tenpai_buttons, self.nagashi_buttons = [], []
        for s in range(4):
            t = QPushButton()
            t.setCheckable(True)
            t.setMinimumHeight(56)
            t.toggled.connect(self._update_preview)
            n = QPushButton()
            n.setCheckable(True)
            n.toggled.connect(self._update_preview)
            grid.addWidget(t, 0, s)
            grid.addWidget(n, 1, s)
            self.tenpai_buttons.append(t)
            self.nagashi_buttons.append(n)
        outer.addLayout(grid)
        self.preview = QLabel()
        self.preview.setObjectName("Preview")
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.PlainText)
        outer.addWidget(self.preview)
        row = QHBoxLayout()
        row.addStretch(1)
        self.apply_button = QPushButton()
        self.apply_button.setObjectName("Primary")
        self.apply_button.clicked.connect(self._submit_draw)
        row.addWidget(self.apply_button)
        outer.addLayout(row)

        self.abortive_label = QLabel()
        self.abortive_label.setObjectName("InfoTitle")
        outer.addWidget(self.abortive_label)
        row = QHBoxLayout()
        self.abortive_buttons: dict[str, QPushButton] = {}
        for kind in (*ABORTIVE_KINDS, "triple_ron"):
            b = QPushButton()
            b.clicked.connect(lambda _=False, k=kind: self._submit(AbortiveDraw(k)))
            row.addWidget(b)
            self.abortive_buttons[kind] = b
        row.addStretch(1)
        outer.addLayout(row)

        self.chombo_label = QLabel()
        self.chombo_label.setObjectName("InfoTitle")
        outer.addWidget(self.chombo_label)
        row = QHBoxLayout()
        self.chombo_buttons = []
        for s in range(4):
            b = QPushButton()
            b.clicked.connect(lambda _=False, seat=s: self._submit(Chombo(seat)))
            row.addWidget(b)
            self.chombo_buttons.append(b)
        row.addStretch(1)
        outer.addLayout(row)
        self.chombo_note = QLabel()
        self.chombo_note.setObjectName("Muted")
        self.chombo_note.setWordWrap(True)
        outer.addWidget(self.chombo_note)

        self.end_label = QLabel()
        self.end_label.setObjectName("InfoTitle")
        outer.addWidget(self.end_label)
        row = QHBoxLayout()
        self.yame_button = QPushButton()
        self.yame_button.clicked.connect(self._submit_yame)
        self.end_button = QPushButton()
        self.end_button.clicked.connect(lambda: self._submit(EndGame("called")))
        row.addWidget(self.yame_button)
        row.addWidget(self.end_button)
        row.addStretch(1)
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelled)
        row.addWidget(self.cancel_button)
        outer.addLayout(row)
        self.error = QLabel()
        self.error.setObjectName("Error")
        self.error.setWordWrap(True)
        outer.addWidget(self.error)
        outer.addStretch(1)
        self.event: Draw | None = None

    def start(self, setup, state, event: Draw | None = None, index: int | None = None) -> None:
        """Begin at `state` (or correct the draw `event` at `index`)."""
        self.setup, self.state, self.correcting = setup, state, index
        rules = setup.table_rules
        n = state.players
        for s in range(4):
            for b in (self.tenpai_buttons[s], self.chombo_buttons[s]):
                b.setVisible(s < n)
            if s >= n:
                self.nagashi_buttons[s].setVisible(False)
                continue
            # a player in riichi is tenpai (riichi needs it): ticked to start with
            tenpai = bool(event.tenpai[s]) if event is not None else bool(state.riichi[s])
            for b, on in ((self.tenpai_buttons[s], tenpai),
                          (self.nagashi_buttons[s], bool(event and s in event.nagashi))):
                b.blockSignals(True)
                b.setChecked(on)
                b.blockSignals(False)
            self.nagashi_buttons[s].setVisible(rules.nagashi_mangan != "off")
        for kind, b in self.abortive_buttons.items():
            b.setVisible(kind in rules.abortive_draws if kind != "triple_ron"
                         else rules.triple_ron == "abortive" and n == 4)  # no third ron claimant with three
        other = index is not None
        for w in (self.abortive_label, self.chombo_label, self.chombo_note, self.end_label, self.yame_button,
                  self.end_button, *self.chombo_buttons[:n]):
            w.setVisible(not other)
        if not other:
            self.abortive_label.setVisible(any(b.isVisibleTo(self) for b in self.abortive_buttons.values()))
            self.yame_button.setVisible(bool(state.yame_offer))
        else:
            for b in self.abortive_buttons.values():
                b.setVisible(False)
        self.error.setText("")
        self.retranslate()
        self._update_preview()

    def _tenpai(self) -> tuple[bool, ...]:
        return tuple(b.isChecked() for b in self.tenpai_buttons[:self.state.players])

    def _update_preview(self) -> None:
        if self.setup is None:
            return
        names = self.setup.players
        tenpai = self._tenpai()
        for s in range(len(tenpai)):
            self.tenpai_buttons[s].setText(wording.arg(self.tr("%1\n%2"), wording.seat_label(names, s),
                                                       self.tr("Tenpai") if tenpai[s] else self.tr("Noten")))
        nagashi = tuple(s for s in range(len(tenpai)) if self.nagashi_buttons[s].isChecked())
        self.event = None
        try:
            event = Draw(tenpai, nagashi)
            _, outcome = apply(self.setup, self.state, event)
        except TableError as err:
            self.preview.setText(wording.error_text(err, names))
            self.apply_button.setEnabled(False)
            return
        self.event = event
        lines = [wording.payment_text(p, names) for p in outcome.payments] or [self.tr("No payments.")]
        keeps = self.tr("The dealer keeps the deal.") if outcome.dealer_repeats else self.tr("The deal passes.")
        self.preview.setText("\n".join([*lines, keeps]))
        self.apply_button.setEnabled(True)

    def _submit_draw(self) -> None:
        if self.event is not None:
            self.submitted.emit(self.event)

    def _submit_yame(self) -> None:
        if self.state is not None and self.state.yame_offer:
            self._submit(EndGame(self.state.yame_offer))

    def _submit(self, event) -> None:
        try:
            apply(self.setup, self.state, event)
        except TableError as err:
            self.error.setText(wording.error_text(err, self.setup.players))
            return
        self.submitted.emit(event)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(self.tr("Correct this draw") if self.correcting is not None else self.tr("Draw"))
        self.exhaustive_label.setText(self.tr("EXHAUSTIVE DRAW — TAP WHO IS TENPAI"))
        self.apply_button.setText(self.tr("Apply draw") if self.correcting is None else self.tr("Correct"))
        self.abortive_label.setText(self.tr("ABORTIVE DRAW"))
        for kind, b in self.abortive_buttons.items():
            b.setText(wording.abortive_name(kind))
        self.chombo_label.setText(self.tr("CHOMBO — WHO?"))
        self.end_label.setText(self.tr("END THE GAME"))
        self.yame_button.setText(self.tr("Dealer stops here"))
        self.end_button.setText(self.tr("End the game now"))
        self.cancel_button.setText(self.tr("Cancel"))
        if self.setup is not None:
            names = self.setup.players
            for s in range(len(names)):
                self.nagashi_buttons[s].setText(self.tr("Nagashi mangan"))
                self.chombo_buttons[s].setText(wording.seat_label(names, s))
            rules = self.setup.table_rules
            if rules.chombo == "reverse_mangan":
                note = self.tr("Chombo: the offender pays a mangan as if another player had won by tsumo; the hand "
                               "is replayed.")
            elif rules.chombo == "pay_each":
                note = wording.arg(self.tr("Chombo: the offender pays %1 to each other player; the hand is "
                                           "replayed."), wording.num(rules.chombo_points))
            else:
                note = wording.arg(self.tr("Chombo: %1 off the offender's final result (after uma); the hand is "
                                           "replayed."), wording.num(rules.chombo_points))
            if rules.is_assumed("chombo"):
                note += " " + self.tr("(assumed: no rule text confirms it for these rules)")
            self.chombo_note.setText(note)
