"""The table itself: four `SeatCard`s (three in a three-player game: the
seat across stays empty, as at a sanma table) laid out like the table around
a felt centre with the round, honba and riichi sticks, the last call, and the
buttons (UI.md "Table"). The bottom seat is chosen (`bottom_seat`); the
others follow counter-clockwise, the way turns go: right, across, left.
With "lie flat" each card turns toward its player."""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QPen, QPixmap, QRadialGradient
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..base.theme import Theme
from ..widgets.flow_layout import FlowLayout
from .seat_card import SeatCard

#: Position of a seat relative to the bottom seat → (grid row, grid column, rotation when lying flat).
POSITIONS = {0: (2, 1, 0), 1: (1, 2, 270), 2: (0, 1, 180), 3: (1, 0, 90)}
#: The same with three players: right and left of the bottom seat, nobody across.
POSITIONS_3 = {0: (2, 1, 0), 1: (1, 2, 270), 2: (1, 0, 90)}


class SticksView(QWidget):
    """The riichi sticks on the table, drawn as sticks (up to 6, then a count)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.count = 0
        self.setMinimumHeight(16)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)

    def set_count(self, n: int) -> None:
        """Show `n` sticks."""
        self.count = n
        self.setVisible(n > 0)
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: room for up to six sticks side by side."""
        return QSize(240, 22)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: one white stick with a red dot per riichi stick."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        shown = min(self.count, 6)
        h = self.height() * 0.55
        w = min(self.width() / max(shown, 1) * 0.8, h * 9)
        gap = w * 0.12
        total = shown * w + (shown - 1) * gap
        x = (self.width() - total) / 2
        y = (self.height() - h) / 2
        for _ in range(shown):
            r = QRectF(x, y, w, h)
            p.setPen(QPen(QColor(0, 0, 0, 60), 1))
            p.setBrush(QColor("#fbfbf7"))
            p.drawRoundedRect(r, h / 2, h / 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor("#d93a3f"))
            p.drawEllipse(r.center(), h * 0.3, h * 0.3)
            x += w + gap
        p.end()


class TablePage(QFrame):
    """The felt with the seats and the centre.

    Signals:
        riichiClicked(int), winClicked(), drawClicked(), undoClicked(),
        redoClicked().
    Attributes (tests): `cards` (seat → SeatCard), `round_label`,
    `counters_label`, `sticks_view`, `call_label`, `outcome_label`,
    `notice_label`, buttons `win_button`, `draw_button`, `undo_button`,
    `redo_button`, `more_button`.
    """

    riichiClicked = Signal(int)
    winClicked = Signal()
    drawClicked = Signal()
    undoClicked = Signal()
    redoClicked = Signal()

    def __init__(self, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("TableFelt")
        self.theme = theme
        self._felt: tuple[tuple, QPixmap] | None = None  # (size and colours, the painted felt)
        self.bottom_seat = 0
        self.lie_flat = False
        self.players = 4
        self._over = False
        self.grid = QGridLayout(self)
        self.grid.setContentsMargins(14, 14, 14, 14)
        self.grid.setSpacing(12)
        self.cards = {s: SeatCard(s, theme) for s in range(4)}
        for card in self.cards.values():
            card.riichiClicked.connect(self.riichiClicked)
        centre = QWidget()
        centre.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        cl = QVBoxLayout(centre)
        cl.setContentsMargins(6, 6, 6, 6)
        cl.setSpacing(6)
        cl.addStretch(1)
        self.round_label = QLabel()
        self.round_label.setObjectName("RoundLabel")
        self.counters_label = QLabel()
        self.counters_label.setObjectName("CountersLabel")
        self.sticks_view = SticksView()
        self.call_label = QLabel()
        self.call_label.setObjectName("Announcement")
        self.outcome_label = QLabel()
        self.outcome_label.setObjectName("OutcomeTitle")
        self.notice_label = QLabel()
        self.notice_label.setObjectName("Notice")
        for w in (self.round_label, self.counters_label, self.sticks_view, self.call_label, self.outcome_label,
                  self.notice_label):
            if isinstance(w, QLabel):
                w.setAlignment(Qt.AlignmentFlag.AlignCenter)
                w.setWordWrap(True)
            cl.addWidget(w)
        self.results_holder = QVBoxLayout()
        cl.addLayout(self.results_holder)
        # the entries (Win…, Draw…) and the edits (Undo, Redo, More) share
        # a line, or take one each where the felt is narrow (on one line
        # they made the felt 817 px, past an 800 px window's room)
        self.win_button = QPushButton()
        self.win_button.setObjectName("Primary")
        self.draw_button = QPushButton()
        self.undo_button = QPushButton()
        self.redo_button = QPushButton()
        self.more_button = QPushButton()
        self.more_menu = QMenu(self)
        self.more_button.setMenu(self.more_menu)
        buttons = QWidget()
        row = FlowLayout(buttons, spacing=10, centred=True)
        self._entries = QWidget()  # Win… and Draw…, hidden with them when the game is over
        for holder, group in ((self._entries, (self.win_button, self.draw_button)),
                              (QWidget(), (self.undo_button, self.redo_button, self.more_button))):
            line = QHBoxLayout(holder)
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(10)
            for b in group:
                b.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
                line.addWidget(b)
            row.addWidget(holder)
        cl.addWidget(buttons)
        self._buttons = buttons
        cl.addStretch(1)
        self.win_button.clicked.connect(self.winClicked)
        self.draw_button.clicked.connect(self.drawClicked)
        self.undo_button.clicked.connect(self.undoClicked)
        self.redo_button.clicked.connect(self.redoClicked)
        self.centre = centre
        self.grid.addWidget(centre, 1, 1)
        self.grid.setColumnStretch(0, 2)
        self.grid.setColumnStretch(1, 5)
        self.grid.setColumnStretch(2, 2)
        self.grid.setRowStretch(0, 2)
        self.grid.setRowStretch(1, 4)
        self.grid.setRowStretch(2, 2)
        self.place_cards()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: the least size, with the centre's word-wrapped lines as many
        lines tall as they take at the centre's width (Qt counts them at
        their least; the table page gives the felt no more than this when
        the window is short)."""
        least = super().minimumSizeHint()
        centre = self.centre
        extra = max(0, centre.heightForWidth(centre.width()) - centre.minimumSizeHint().height())
        return QSize(least.width(), least.height() + extra)

    def one_line_width(self) -> int:
        """The least width, in pixels, with the buttons on one line (the
        view seats the history beside the felt only when this fits)."""
        row = self._buttons.layout()
        return self.minimumSizeHint().width() + max(0, row.sizeHint().width() - row.minimumSize().width())

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the felt — a radial gradient in a rounded rectangle — drawn
        once per size and kept as a pixmap; each redraw after a hand only
        copies the part that changed (a style-sheet gradient was drawn
        anew each time, a large share of a redraw)."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), ratio, self.theme.felt_top, self.theme.felt_bottom)
        if self._felt is None or self._felt[0] != key:
            pix = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
            pix.setDevicePixelRatio(ratio)
            pix.fill(Qt.GlobalColor.transparent)
            p = QPainter(pix)
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
            r = QRectF(self.rect())
            gradient = QRadialGradient(r.center(), 0.8 * max(r.width(), r.height()))
            gradient.setColorAt(0, QColor(self.theme.felt_top))
            gradient.setColorAt(1, QColor(self.theme.felt_bottom))
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(gradient)
            p.drawRoundedRect(r, 18, 18)
            p.end()
            self._felt = (key, pix)
        dirty = event.rect()
        source = QRect(round(dirty.x() * ratio), round(dirty.y() * ratio), round(dirty.width() * ratio),
                       round(dirty.height() * ratio))
        p = QPainter(self)
        p.drawPixmap(dirty, self._felt[1], source)
        p.end()

    def set_final(self, over: bool) -> None:
        """At the end of a game the final result (every player's place,
        score and points) takes the whole felt: the seat cards, which would
        repeat it, step aside so that it fits a 1024×768 window uncut."""
        self._over = over
        self._entries.setVisible(not over)
        for seat, card in self.cards.items():
            card.setVisible(not over and seat < self.players)

    def set_players(self, players: int) -> None:
        """Seat 3 or 4 players (the game's table rules): a three-player
        game hides the fourth card and seats the others right and left."""
        if players != self.players:
            self.players = players
            self.grid.setRowStretch(0, 2 if players == 4 else 0)  # nobody across: no empty band on top
            self.place_cards()
            self.set_final(self._over)

    def place_cards(self) -> None:
        """Put each seat where it sits relative to the bottom seat, turned
        toward its player when lying flat."""
        positions = POSITIONS_3 if self.players == 3 else POSITIONS
        for seat, card in self.cards.items():
            if seat >= self.players:
                self.grid.removeWidget(card)
                continue
            row, col, rotation = positions[(seat - self.bottom_seat) % self.players]
            self.grid.removeWidget(card)
            self.grid.addWidget(card, row, col)
            card.set_rotation(rotation if self.lie_flat else 0)
