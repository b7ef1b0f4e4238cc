"""GameList: the imported games, newest first — when, where, the final
standing, and whether every win agrees with its log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from trainer.logs.model import standing
from trainer.logs.store import StoredGame

from ..app import terms
from . import wording
from .style import ITEM_MARGIN


def final_standing(game: StoredGame) -> list[tuple[int, int | None]]:
    """``(seat, final points)`` in finishing order (`trainer.logs.model.standing`);
    the seats in order with None when the game has no recorded end."""
    if not game.final or not game.final.get("scores"):
        return [(s, None) for s in range(len(game.players))]
    return standing(game.final["scores"])


def player_name(game: StoredGame, seat: int) -> str:
    """The player's name, or "Seat N" when the log has none."""
    name = game.players[seat] if seat < len(game.players) else ""
    return name or QCoreApplication.translate("Games", "Seat %1").replace("%1", str(seat + 1))


class ElidedName(QLabel):
    """A player's name that takes the room its row gives it, cut with "…"
    when that is too little (the whole name is in the tooltip)."""

    # The least width, in average characters of its font.
    MIN_CHARS = 6

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.full = ""
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)

    def set_full_text(self, text: str) -> None:
        """Show `text`, elided to the label's width."""
        self.full = text
        self._elide()

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: a few characters wide, one line high."""
        fm = self.fontMetrics()
        return QSize(fm.averageCharWidth() * self.MIN_CHARS, fm.height())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: the whole name on one line."""
        fm = self.fontMetrics()
        return QSize(fm.horizontalAdvance(self.full) + 2, fm.height())

    def _elide(self) -> None:
        self.setText(self.fontMetrics().elidedText(self.full, Qt.TextElideMode.ElideRight, max(self.width(), 1)))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: elide again to the new width."""
        self._elide()
        super().resizeEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: elide again in a new font."""
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._elide()
        super().changeEvent(event)


class GameRow(QWidget):
    """One game in the list: date and platform, the standing (two by two),
    the check. Emits `layoutChanged` when its texts or fonts change its
    height (the list then gives its item the new height)."""

    layoutChanged = Signal()

    def __init__(self, game: StoredGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(4)
        top = QHBoxLayout()
        self.date = QLabel()
        self.date.setObjectName("GameDate")
        # "Mahjong Soul · three players" is cut with "…" in a narrow list
        # (whole, it widened an 800 px window to 961 px); whole in its tooltip
        self.where = ElidedName()
        self.where.setObjectName("GameWhere")
        self.where.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        self.where.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.date)
        top.addStretch(1)
        top.addWidget(self.where)
        box.addLayout(top)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(3)
        self.places: list[tuple[QLabel, QLabel]] = []
        for i in range(4):
            name, score = ElidedName(), QLabel()
            name.setObjectName("GamePlayers")
            score.setObjectName("GamePlayers")
            score.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, i // 2, 2 * (i % 2))
            grid.addWidget(score, i // 2, 2 * (i % 2) + 1)
            self.places.append((name, score))
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(2, 1)
        box.addLayout(grid)
        self.check = QLabel()
        self.check.setObjectName("GameCheck")
        box.addWidget(self.check)
        self.retranslate()

    def event(self, event) -> bool:
        """Qt: a new layout (texts or fonts changed) may change the height."""
        done = super().event(event)
        if event.type() == QEvent.Type.LayoutRequest:
            self.layoutChanged.emit()
        return done

    def retranslate(self) -> None:
        """Set every text in the current language."""
        g = self.game
        self.date.setText(wording.when_text(g.played_at, g.imported_at))
        self.where.set_full_text(wording.platform_name(g.platform, len(g.players)))
        self.where.setToolTip(self.where.full)
        order = final_standing(g)
        for i, (name, score) in enumerate(self.places):
            # three players fill three of the four places (issue 19)
            name.setVisible(i < len(order))
            score.setVisible(i < len(order))
        for (name, score), (place, (seat, points)) in zip(self.places, enumerate(order, 1), strict=False):
            name.set_full_text(f"{place}  {player_name(g, seat)}")
            name.setToolTip(player_name(g, seat))
            score.setText(terms.number_text(points) if points is not None else "")
        off = g.wins - g.agreeing
        if off:
            self.check.setText(self.tr("%n win(s)", "", g.wins) + " · " +
                               self.tr("%n differ(s) from the log", "", off))
        else:
            self.check.setText(self.tr("%n win(s)", "", g.wins) + " · " + self.tr("all agree with the log ✓")
                               if g.wins else self.tr("no wins"))
        if g.unreadable:
            # a partial game says so for as long as it is listed (issue 20)
            self.check.setText(self.check.text() + " · " +
                               self.tr("%n hand(s) could not be read", "", g.unreadable))
        self.check.setProperty("bad", bool(off or g.unreadable))  # a partial game is not all green
        self.check.style().unpolish(self.check)
        self.check.style().polish(self.check)


class GameList(QListWidget):
    """The games (`set_games`); several may be selected.

    Signals:
        selectionChangedTo(list): the selected `StoredGame`s, in list order.
    """

    selectionChangedTo = Signal(list)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameList")
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.itemSelectionChanged.connect(self._selection)
        self.rows: list[GameRow] = []

    def set_games(self, games: list[StoredGame], select: set[int] | None = None) -> None:
        """Show `games` (in that order); select the rows whose ids are in
        `select` (default: the first game)."""
        self.blockSignals(True)
        self.clear()
        self.rows = []
        for g in games:
            item = QListWidgetItem(self)
            row = GameRow(g)
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            self.setItemWidget(item, row)
            # by row, not by item: a row whose list was rebuilt since (a
            # reload) may still report a layout change, and its item is gone
            row.layoutChanged.connect(lambda r=row: self._fit_row(r))
            self.rows.append(row)
        self.refresh_sizes()
        want = select if select else ({games[0].id} if games else set())
        for i, g in enumerate(games):
            if g.id in want:
                self.item(i).setSelected(True)
                self.setCurrentRow(i)
        self.blockSignals(False)
        self._selection()

    def refresh_sizes(self) -> None:
        """Fit each row's height to its content in the current style (rows
        also ask for it themselves when their layout changes)."""
        for i, row in enumerate(self.rows):
            row.ensurePolished()
            self._fit(row, self.item(i))

    def _fit_row(self, row: GameRow) -> None:
        """`_fit` for a row still in the list (a stale row is left alone)."""
        for i, r in enumerate(self.rows):
            if r is row:
                self._fit(row, self.item(i))
                return

    def _fit(self, row: GameRow, item: QListWidgetItem) -> None:
        """Give `item` the height of `row`'s content, and the list the
        width of the widest row's least content."""
        height = row.layout().totalMinimumSize().height() + 2 * ITEM_MARGIN
        if item.sizeHint().height() != height:
            item.setSizeHint(QSize(100, height))
        least = max(r.layout().totalMinimumSize().width() for r in self.rows)
        least += 2 * (self.frameWidth() + ITEM_MARGIN) + self.verticalScrollBar().sizeHint().width() + 16
        if self.minimumWidth() != least:
            self.setMinimumWidth(least)

    def selected_games(self) -> list[StoredGame]:
        """The selected games, in list order."""
        return [self.rows[i].game for i in range(self.count()) if self.item(i).isSelected()]

    def _selection(self) -> None:
        self.selectionChangedTo.emit(self.selected_games())

    def retranslate(self) -> None:
        """Set every text in the current language."""
        for row in self.rows:
            row.retranslate()
        self.refresh_sizes()
