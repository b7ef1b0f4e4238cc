"""WinCard: one win of an imported game — who won from whom, the hand on a
felt strip, the situation, our score (value, limit, han and fu, yaku) and
whether it agrees with the log; a disagreement says what differs and its
likely cause. "Open in calculator" hands the SCHEMA.md hand on."""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QFrame, QGridLayout, QHBoxLayout, QLabel, QPushButton, QWidget

from trainer.core.errors import HandError
from trainer.core.jsonio import hand_from_json
from trainer.core.tiles import parse_tiles
from trainer.logs.store import StoredGame, StoredWin

from ..base import terms
from ..widgets.flow_layout import FlowLayout
from ..widgets.hand_view import HandView
from ..widgets.tile_row import TileRow
from . import wording
from .game_list import player_name

# Situation flags shown as chips, in this order.
_FLAGS = ("double_riichi", "riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou")


class WinCard(QFrame):
    """One win (`StoredWin`) of `game`; `role` is ``"win"`` or ``"deal_in"``
    (shown when a player's wins and deal-ins are listed).

    Signals:
        openRequested(object): the SCHEMA.md hand, to open in the calculator.

    Attributes (tests): `win`, `role`, `open_button`, `hand_view`,
    `check_label`, `who_label`, `value_label`, `chips` (chip texts),
    `narrow` (True when the card is given less width than the value column
    beside the hand needs: the value then sits under the title).
    """

    openRequested = Signal(object)

    def __init__(self, win: StoredWin, game: StoredGame, role: str = "win", tile_height: int = 40,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WinCard")
        self.win = win
        self.game = game
        self.role = role
        self.chips: list[str] = []
        self._worded: list[tuple[QLabel, object, bool]] = []  # (label, its words, a chip)
        self._indicators: list[TileRow] = []  # dora, ura, kita tiles: half the hand's height
        self._tile_h = tile_height
        grid = QGridLayout(self)
        grid.setContentsMargins(14, 10, 14, 10)
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)

        head = QHBoxLayout()
        head.setSpacing(10)
        self.round_label = QLabel()
        self.round_label.setObjectName("WinRound")
        self.who_label = QLabel()
        self.who_label.setObjectName("WinWho")
        head.addWidget(self.round_label)
        head.addWidget(self.who_label)
        self.role_chip = QLabel()
        self.role_chip.setObjectName("Chip")
        self.role_chip.setProperty("dealin", True)
        head.addWidget(self.role_chip)
        head.addStretch(1)
        grid.addLayout(head, 0, 0)

        strip = QFrame()
        strip.setObjectName("HandStrip")
        sbox = QHBoxLayout(strip)
        sbox.setContentsMargins(10, 6, 10, 6)
        self.hand_view = HandView()
        self.hand_view.set_clickable(False)
        self.hand_view.set_alignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        sbox.addWidget(self.hand_view, 1)
        grid.addWidget(strip, 2, 0)

        # the situation chips wrap to the card's width (one row of them
        # widened each card past a 1024 px window's room)
        chips = QWidget()
        self.chip_row = FlowLayout(chips, spacing=6)
        grid.addWidget(chips, 3, 0)
        self.yaku_label = QLabel()
        self.yaku_label.setObjectName("WinYaku")
        self.yaku_label.setWordWrap(True)
        grid.addWidget(self.yaku_label, 4, 0)

        # value, limit, han and fu: a column beside the hand, or (where the
        # panel is narrow, an 800 px window) a row under the title (`_place`)
        self.value_box = QWidget()
        self._value_row = QBoxLayout(QBoxLayout.Direction.TopToBottom, self.value_box)
        self._value_row.setContentsMargins(0, 0, 0, 0)
        self.value_label = QLabel()
        self.value_label.setObjectName("WinValue")
        self.limit_label = QLabel()
        self.limit_label.setObjectName("WinLimit")
        self.hanfu_label = QLabel()
        self.hanfu_label.setObjectName("WinHanFu")
        self.bonus_label = QLabel()
        self.bonus_label.setObjectName("Muted")
        for w in (self.value_label, self.limit_label, self.hanfu_label, self.bonus_label):
            self._value_row.addWidget(w)
        # "Includes 1,000 for riichi sticks" wraps under the value: on one
        # line it widened each card past a 1024 px window's room
        self.bonus_label.setWordWrap(True)
        self.limit_label.setWordWrap(True)
        self._value_row.addStretch(1)
        self._grid = grid

        bottom = QHBoxLayout()
        self.check_label = QLabel()
        self.check_label.setWordWrap(True)
        bottom.addWidget(self.check_label, 1)
        self.open_button = QPushButton()
        self.open_button.setObjectName("CardButton")
        self.open_button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.open_button.clicked.connect(lambda: self.openRequested.emit(self.win.hand))
        bottom.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignBottom)
        grid.addLayout(bottom, 5, 0, 1, 2)
        grid.setColumnStretch(0, 1)
        self.narrow = False
        self._widths: tuple[int, int] | None = None  # least width (wide, narrow), measured when asked
        self._place(False)

        try:
            hand, _ctx, _rules = hand_from_json(win.hand)
            self.hand_view.set_hand(hand.closed, hand.melds, hand.win)
        except HandError:
            self.hand_view.set_placeholder(win.hand.get("closed", ""))
        self.setProperty("bad", not win.agrees)
        self.set_tile_height(tile_height)
        self._build_chips()
        self.retranslate()

    # -- wide or narrow ----------------------------------------------------
    def _place(self, narrow: bool) -> None:
        """The value column beside the hand (wide), or a row under the title
        (narrow: the hand and a 190 px column made a card 577 px at least,
        past the about 450 px beside the game list in an 800 px window)."""
        align = Qt.AlignmentFlag.AlignLeft if narrow else Qt.AlignmentFlag.AlignRight
        self._grid.removeWidget(self.value_box)
        self._value_row.setDirection(QBoxLayout.Direction.LeftToRight if narrow else
                                     QBoxLayout.Direction.TopToBottom)
        self._value_row.setSpacing(10 if narrow else 2)
        for w in (self.value_label, self.limit_label, self.hanfu_label, self.bonus_label):
            w.setAlignment(align | Qt.AlignmentFlag.AlignVCenter)
        if narrow:
            self._grid.addWidget(self.value_box, 1, 0)
        else:
            self._grid.addWidget(self.value_box, 0, 1, 4, 1)
        self._grid.setColumnMinimumWidth(1, 0 if narrow else 190)
        self._grid.setHorizontalSpacing(0 if narrow else 16)
        self.narrow = narrow

    def _least_widths(self) -> tuple[int, int]:
        """(wide, narrow): the least width of each placement, in pixels."""
        if self._widths is None:
            now = self.narrow
            self._place(False)
            wide = super().minimumSizeHint().width()
            self._place(True)
            narrow = super().minimumSizeHint().width()
            self._place(now)
            self._widths = (wide, narrow)
        return self._widths

    def _refit(self, width: int) -> None:
        narrow = width < self._least_widths()[0]
        if narrow != self.narrow:
            self._place(narrow)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: as narrow as the narrow placement allows (the card turns
        narrow when it is given less than the wide one needs)."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), self._least_widths()[1]), hint.height())

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: wide or narrow for the width the card is given."""
        self._refit(event.size().width())
        super().resizeEvent(event)

    def _texts_changed(self) -> None:
        self._widths = None
        if self.isVisible():
            self._refit(self.width())

    def set_tile_height(self, px: int) -> None:
        """Height of the hand's tiles in logical pixels."""
        self._tile_h = max(20, int(px))
        self.hand_view.set_max_tile_height(self._tile_h)
        self.hand_view.setFixedHeight(self.hand_view.height_for_tile(self._tile_h))
        # room for eleven tiles at full size: a longer hand's tiles shrink
        # to fit (fifteen made a card 649 px at least, past its panel in
        # a 1024 px window)
        self.hand_view.setMinimumWidth(int(self._tile_h * 0.75 * 11))
        for row in self._indicators:
            row.set_tile_height(max(16, self._tile_h // 2))
        self._texts_changed()

    def _build_chips(self) -> None:
        """The situation chips (seat, tsumo or ron, riichi and the other
        flags, dora and ura indicators, kita), built once: a language
        switch only words them again (`retranslate`; building them anew
        for every card on screen took a third of a switch)."""
        h = self.win.hand
        seat = h.get("seat_wind", "E")
        self._chip(lambda: self.tr("%1 seat").replace("%1", terms.wind_name(seat)) +
                   (" · " + self.tr("dealer") if seat == "E" else ""))
        way = "tsumo" if h.get("tsumo") else "ron"
        self._chip(lambda: terms.flag_name(way), strong=True)
        flags = [f for f in _FLAGS if h.get(f)]
        if "double_riichi" in flags and "riichi" in flags:
            flags.remove("riichi")
        for f in flags:
            self._chip(lambda f=f: terms.flag_name(f), strong=True)
        tiles = [(lambda: self.tr("Dora indicator"), h.get("dora_indicators")), (lambda: self.tr("Ura"), h.get("ura_indicators"))]
        if h.get("kita"):
            # three players: the North tiles the winner set aside (北抜き)
            tiles.append((lambda: self.tr("Kita"), "4" * int(h["kita"]) + "z"))
        for words, text in tiles:
            if not text:
                continue
            # the caption and its tiles stay on one line when the chips wrap
            pair = QWidget()
            row = QHBoxLayout(pair)
            row.setContentsMargins(0, 0, 0, 0)
            row.setSpacing(4)
            cap = QLabel()
            cap.setObjectName("Muted")
            row.addWidget(cap)
            indicators = TileRow(parse_tiles(text), max(16, self._tile_h // 2))
            self._indicators.append(indicators)
            row.addWidget(indicators)
            self.chip_row.addWidget(pair)
            self._worded.append((cap, words, False))

    def _chip(self, words, strong: bool = False) -> None:
        """A chip saying `words()` (called again at each `retranslate`)."""
        c = QLabel()
        c.setObjectName("Chip")
        c.setProperty("strong", strong)
        self.chip_row.addWidget(c)
        self._worded.append((c, words, True))

    def retranslate(self) -> None:
        """Set every text in the current language."""
        w, g, r = self.win, self.game, self.win.result
        self.round_label.setText(self.tr("%1 · %n honba", "", w.honba).replace("%1", terms.wind_name(w.round[0]) +
                                                                         " " + w.round[1:]))  # = wording.hand_name
        winner = player_name(g, w.winner)
        if w.tsumo:
            self.who_label.setText(self.tr("%1 · tsumo").replace("%1", winner))
        else:
            self.who_label.setText(self.tr("%1 · ron from %2").replace("%1", winner)
                                   .replace("%2", player_name(g, w.from_seat)))
        self.role_chip.setText(self.tr("dealt in") if self.role == "deal_in" else "")
        self.role_chip.setVisible(self.role == "deal_in")
        self.chips = []
        for label, words, chip in self._worded:
            label.setText(words())
            if chip:
                self.chips.append(label.text())

        if r.get("error"):
            value = w.logged.get("value")
            self.value_label.setText(terms.number_text(value) if value is not None else "—")
            self.limit_label.setText("")
            self.hanfu_label.setText(self.tr("not scored"))
            self.yaku_label.setText("")
            self.bonus_label.setText("")
        else:
            p = r["points"]
            # what the winner received, as the calculator's headline shows it;
            # the honba and stick parts are named under it
            self.value_label.setText(terms.number_text(p["total"]))
            self.limit_label.setText(terms.yakuman_text(r["yakuman"]) if r["yakuman"] else terms.limit_name(r["limit"]))
            self.hanfu_label.setText(terms.han_text(r["han"]) if r["yakuman"] else
                                     f"{terms.han_text(r['han'])} · {terms.fu_text(r['fu'])}")
            self.bonus_label.setText(terms.bonus_text(p["honba_bonus"], p["sticks_bonus"]))
            self.yaku_label.setText("  ·  ".join(f"{terms.yaku_name(y['id'])} {y['han']}" for y in r["yaku"]))
        if w.agrees:
            self.check_label.setObjectName("Agrees")
            self.check_label.setText(self.tr("✓ Agrees with the log"))
        else:
            self.check_label.setObjectName("Differs")
            lines = [wording.difference_text(d["field"], d["logged"], d["ours"], len(g.players))
                     for d in w.check.get("differences", [])]
            cause = wording.cause_text(w.check.get("cause"), w.check.get("cause_args", {}))
            self.check_label.setText(self.tr("Differs from the log.") + " " + "; ".join(lines) +
                                     ("\n" + cause if cause else ""))
        self.check_label.style().unpolish(self.check_label)
        self.check_label.style().polish(self.check_label)
        self.open_button.setText(self.tr("Open in calculator"))
        self._texts_changed()
