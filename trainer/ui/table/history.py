"""HistoryPanel: every event of the game with every payment explained in
words (UI.md "Table": "the history explains each payment in words"); a past
event can be corrected or removed from here."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
)

from trainer.table import Riichi

from . import wording


class WrappingTree(QTreeWidget):
    """A one-column tree whose rows wrap their text to the column's width
    and are as tall as the wrapped text (QTreeView asks its delegate for a
    row's height with no width, so a wrapped row kept one line, cut off),
    laid out again when the width changes."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setHeaderHidden(True)
        self.setWordWrap(True)
        self.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.setUniformRowHeights(False)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.delegate = _WrappingDelegate(self)
        self.setItemDelegate(self.delegate)
        self._laid_out_width = -1

    def text_width(self, index) -> int:
        """The width, in px, the row `index`'s text has: the viewport less
        the indentation of its depth."""
        depth = 1 if self.rootIsDecorated() else 0
        parent = index.parent()
        while parent.isValid():
            depth += 1
            parent = parent.parent()
        return max(self.viewport().width() - self.indentation() * depth, 40)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: a new width gives the rows new heights."""
        super().resizeEvent(event)
        if self.viewport().width() != self._laid_out_width:
            self._laid_out_width = self.viewport().width()
            self.scheduleDelayedItemsLayout()


class _WrappingDelegate(QStyledItemDelegate):
    """Measures and paints a row as its text wrapped to the width it has in
    the tree. It paints the text itself: the style sheet's item painting
    took about 5 ms of each redraw of a 200-hand history (issue 22 §7), and
    the measures are kept per text and width.

    Attributes:
        pad: space above and below a row's text (px); min_height: a row's
            least height (px; touch mode: 44).
    """

    H_PAD = 4  # px left and right of the text

    def __init__(self, parent) -> None:
        super().__init__(parent)
        self.pad = 8
        self.min_height = 0
        self._sizes: dict = {}

    def set_metrics(self, pad: int, min_height: int) -> None:
        """Set `pad` and `min_height` (px) and forget the measures."""
        self.pad, self.min_height = pad, min_height
        self._sizes.clear()

    def _font(self, option, index) -> QFont:
        """The row's font: the item's own (bold for a hand) over the tree's."""
        own = index.data(Qt.ItemDataRole.FontRole)
        return own.resolve(option.font) if isinstance(own, QFont) else QFont(option.font)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 (Qt API)
        """Qt: the wrapped text's size at the row's width."""
        width = self.parent().text_width(index)
        font = self._font(option, index)
        text = index.data() or ""
        key = (text, width, font.key())
        size = self._sizes.get(key)
        if size is None:
            if len(self._sizes) > 4000:
                self._sizes.clear()
            flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft)
            box = QFontMetrics(font).boundingRect(QRect(0, 0, max(width - 2 * self.H_PAD, 10), 1 << 16), flags, text)
            size = self._sizes[key] = QSize(width, max(box.height() + 2 * self.pad, self.min_height))
        return size

    def paint(self, painter, option, index) -> None:
        """Qt: the selection (or nothing), then the text wrapped."""
        selected = bool(option.state & QStyle.StateFlag.State_Selected)
        if selected:
            painter.fillRect(option.rect, option.palette.highlight())
        painter.save()
        painter.setFont(self._font(option, index))
        painter.setPen(option.palette.highlightedText().color() if selected else option.palette.text().color())
        painter.drawText(option.rect.adjusted(self.H_PAD, 0, -self.H_PAD, 0),
                         int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter),
                         index.data() or "")
        painter.restore()


# Most events listed (the newest): a 10,000-event game listed every one
# and took over a second to open; a long club game has about 250.
ROWS = 300


class HistoryPanel(QFrame):
    """The game's events, newest first, each with its payments as children.

    Signals:
        correctRequested(int index), removeRequested(int index).
    Attributes (tests): `tree`, `correct_button`, `remove_button`.
    """

    correctRequested = Signal(int)
    removeRequested = Signal(int)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("SidePanel")
        lay = QVBoxLayout(self)
        lay.setContentsMargins(12, 10, 12, 10)
        self.title = QLabel()
        self.title.setObjectName("InfoTitle")
        lay.addWidget(self.title)
        self.tree = WrappingTree()
        self.tree.setObjectName("History")
        self.tree.setIndentation(14)
        self.tree.currentItemChanged.connect(self._selected)
        lay.addWidget(self.tree, 1)
        row = QHBoxLayout()
        self.correct_button = QPushButton()
        self.remove_button = QPushButton()
        self.correct_button.clicked.connect(lambda: self._emit(self.correctRequested))
        self.remove_button.clicked.connect(lambda: self._emit(self.removeRequested))
        row.addWidget(self.correct_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.older_label = QLabel()
        self.older_label.setObjectName("Muted")
        self.older_label.setWordWrap(True)
        self.older_label.hide()
        lay.insertWidget(lay.indexOf(self.tree) + 1, self.older_label)
        self._game = None
        self._count = 0
        self._start = 0  # the event of the oldest row
        self._built: list = []  # the outcome of each row, oldest first (event _start + k)
        self._names = None
        self.retranslate()
        self._selected(None)

    def show_game(self, game) -> None:
        """List `game`'s newest `ROWS` events and outcomes
        (`trainer.table.Game`; older ones are on the score sheet, and a
        line under the list says so). Items of events whose outcome did
        not change are kept (outcomes are immutable: the same object means
        the same text), so adding or undoing one event touches one item."""
        names = game.setup.players
        n = len(game)
        start = max(0, n - ROWS)
        outcomes = game.recent_outcomes(n - start)
        current = self._index(self.tree.currentItem())
        self._game, self._count = game, n
        if current is not None and not start <= current < n:
            current = None
        # Rows are taken away while one of them may be current: Qt then makes
        # another row current, maybe one about to go, whose event the new
        # game does not have (a new game with the same players, many undos).
        # The selection is restored below, once every row is right.
        blocked = self.tree.blockSignals(True)
        try:
            self._rebuild(start, outcomes, names, current)
        finally:
            self.tree.blockSignals(blocked)
        self.older_label.setVisible(start > 0)
        if start > 0:
            self.older_label.setText(wording.arg(self.tr("The newest %1 of %2 events; the score sheet lists them "
                                                         "all."), wording.num(ROWS), wording.num(n)))
        self._selected(self.tree.currentItem())

    def _shift(self, start: int, outcomes, names) -> None:
        """Move the window of rows to begin at event `start`: the oldest
        rows go from the bottom, or older ones are added there."""
        if names != self._names:
            self._built = []
            self.tree.clear()
            self._names = names
            self._start = start
        gone = start - self._start
        if gone >= len(self._built):
            self._built = []
            self.tree.clear()
        elif gone > 0:
            for _ in range(gone):
                self.tree.takeTopLevelItem(self.tree.topLevelItemCount() - 1)
            del self._built[:gone]
        elif gone < 0 and self._built:
            older = list(outcomes[:-gone])
            for i in range(self._start - 1, start - 1, -1):
                self.tree.addTopLevelItem(self._item(i, older[i - start], names))
            self._built = older + self._built
        self._start = start

    def _rebuild(self, start: int, outcomes, names, current: int | None) -> None:
        """Bring the rows to `outcomes` (events `start`… , see `show_game`),
        `current` selected."""
        self._shift(start, outcomes, names)
        keep = 0
        while keep < min(len(self._built), len(outcomes)) and self._built[keep] is outcomes[keep]:
            keep += 1
        for _ in range(len(self._built) - keep):  # newest first: the changed ones are on top
            self.tree.takeTopLevelItem(0)
        del self._built[keep:]
        for k in range(keep, len(outcomes)):
            self.tree.insertTopLevelItem(0, self._item(start + k, outcomes[k], names))
            self._built.append(outcomes[k])
        # Only the newest rows change how they are opened, and the current
        # row is found by its position: no walk over every row (a 200-hand
        # game's history cost a few ms of each redraw, issue 22 §7).
        count = self.tree.topLevelItemCount()
        for pos in range(min(6, count)):
            k = count - 1 - pos
            self.tree.topLevelItem(pos).setExpanded(outcomes[k].kind != "riichi" and k >= len(outcomes) - 3)
        if current is None:
            self.tree.setCurrentItem(None)
        else:
            self.tree.setCurrentItem(self.tree.topLevelItem(count - 1 - (current - start)))

    def _item(self, i: int, o, names) -> QTreeWidgetItem:
        head = f"{wording.round_label(o.round_wind, o.hand + 1)} · {wording.honba_label(o.honba)} — " \
               f"{wording.outcome_title(o, names)}"
        item = QTreeWidgetItem([head])
        item.setToolTip(0, head)
        item.setData(0, Qt.ItemDataRole.UserRole, i)
        font = item.font(0)
        font.setBold(o.kind != "riichi")
        item.setFont(0, font)
        for w in o.wins:
            item.addChild(QTreeWidgetItem([f"{wording.seat_label(names, w.winner)}: "
                                           f"{wording.announcement_text(w.announcement)} · "
                                           f"{wording.value_label(w.announcement)}"]))
        if o.kind != "riichi":
            for p in o.payments:
                text = wording.payment_text(p, names)
                child = QTreeWidgetItem([text])
                child.setToolTip(0, text)
                item.addChild(child)
        for note_id, args in o.notes:
            item.addChild(QTreeWidgetItem([wording.note_text(note_id, dict(args), names)]))
        return item

    def clear_cache(self) -> None:
        """Forget the built items (the language changed): the next
        `show_game` builds them all."""
        self._built = []
        self._names = None
        self._start = 0
        self.tree.clear()

    def _index(self, item) -> int | None:
        """The index of the event of `item`'s row, or None (no row, or a row
        whose event the shown game no longer has)."""
        while item is not None and item.parent() is not None:
            item = item.parent()
        i = None if item is None else item.data(0, Qt.ItemDataRole.UserRole)
        return i if isinstance(i, int) and 0 <= i < self._count else None

    def _selected(self, item, _previous=None) -> None:
        i = self._index(item)
        event = self._game.event(i) if i is not None else None
        self.correct_button.setEnabled(event is not None and not isinstance(event, Riichi)
                                       and type(event).__name__ in ("Win", "Draw"))
        self.remove_button.setEnabled(i is not None)

    def _emit(self, signal) -> None:
        i = self._index(self.tree.currentItem())
        if i is not None:
            signal.emit(i)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(self.tr("HISTORY"))
        self.correct_button.setText(self.tr("Correct…"))
        self.remove_button.setText(self.tr("Remove"))
