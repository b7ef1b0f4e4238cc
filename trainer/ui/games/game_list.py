"""GameList: the imported games, newest first — when, where, the final
standing, and whether every win agrees with its log."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.logs.model import standing
from trainer.logs.store import StoredGame

from ..app import terms
from . import wording


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


class GameRow(QWidget):
    """One game in the list: date and platform, the standing (two by two),
    the check."""

    # Width in pixels a name may take before it is shortened with "…".
    NAME_WIDTH = 120

    def __init__(self, game: StoredGame, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game = game
        box = QVBoxLayout(self)
        box.setContentsMargins(10, 8, 10, 8)
        box.setSpacing(4)
        top = QHBoxLayout()
        self.date = QLabel()
        self.date.setObjectName("GameDate")
        self.where = QLabel()
        self.where.setObjectName("GameWhere")
        top.addWidget(self.date)
        top.addStretch(1)
        top.addWidget(self.where)
        box.addLayout(top)
        grid = QGridLayout()
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(3)
        self.places: list[tuple[QLabel, QLabel]] = []
        for i in range(4):
            name, score = QLabel(), QLabel()
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

    def retranslate(self) -> None:
        """Set every text in the current language."""
        g = self.game
        self.date.setText(wording.when_text(g.played_at, g.imported_at))
        self.where.setText(wording.platform_name(g.platform))
        order = final_standing(g)
        for (name, score), (place, (seat, points)) in zip(self.places, enumerate(order, 1), strict=False):
            full = f"{place}  {player_name(g, seat)}"
            name.setText(name.fontMetrics().elidedText(full, Qt.TextElideMode.ElideRight, self.NAME_WIDTH))
            name.setToolTip(player_name(g, seat))
            score.setText(terms.number_text(points) if points is not None else "")
        off = g.wins - g.agreeing
        if off:
            self.check.setText(self.tr("%n win(s)", "", g.wins) + " · " +
                               self.tr("%n differ(s) from the log", "", off))
        else:
            self.check.setText(self.tr("%n win(s)", "", g.wins) + " · " + self.tr("all agree with the log ✓")
                               if g.wins else self.tr("no wins"))
        self.check.setProperty("bad", bool(off))
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
        """Fit each row's height to its content in the current style (after
        a style or language change)."""
        for i, row in enumerate(self.rows):
            row.ensurePolished()
            self.item(i).setSizeHint(QSize(100, row.sizeHint().height()))

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
