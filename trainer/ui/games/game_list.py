"""GameList: the imported games, newest first — when, where, the final
standing, and whether every win agrees with its log.

A model and a painting delegate (Qt's model/view), not a widget per game:
with 1,000 games a widget per row made a language switch take 11 s and
Ctrl+A 3 s (issue 24 §4 "Scale"). Only the rows on screen are painted, and
their words are built in the current language when painted, so a language
switch or a new selection costs the same with 10 games or 1,000.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import (
    QAbstractListModel,
    QCoreApplication,
    QEvent,
    QItemSelectionModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QRect,
    QRectF,
    QSize,
    Qt,
    Signal,
)
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import (
    QAbstractItemView,
    QListView,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QWidget,
)

from trainer.logs.model import standing
from trainer.logs.store import StoredGame

from ..base import terms
from ..base.theme import Theme, system_theme
from . import wording
from .style import ITEM_MARGIN, list_font_pixels

# The role of a row's `StoredGame`.
GAME_ROLE = Qt.ItemDataRole.UserRole + 1
# Inside a row: padding left/right and top/bottom, the gaps between lines and between the two columns (px at scale 1).
PAD_X, PAD_Y, LINE_GAP, PLACE_GAP, COLUMN_GAP = 10, 8, 4, 3, 8
# The least width of a player's name, in average characters of its font.
NAME_CHARS = 6


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


def css_colour(text: str) -> QColor:
    """A theme colour as a QColor: ``#rrggbb``, a name, or CSS
    ``rgba(r,g,b,alpha 0..1)`` (which QColor does not read)."""
    if text.startswith("rgba(") and text.endswith(")"):
        r, g, b, a = (p.strip() for p in text[5:-1].split(","))
        return QColor(int(r), int(g), int(b), round(float(a) * 255))
    return QColor(text)


@dataclass(frozen=True, slots=True)
class RowTexts:
    """What one row says, in the current language.

    Attributes:
        date: when it was played (or imported). where: the platform.
        places: ``(place and name, final points or "")`` in finishing order.
        check: "12 wins · all agree with the log ✓" and the like.
        bad: some win differs from its log, or some hand could not be read.
    """

    date: str
    where: str
    places: tuple[tuple[str, str], ...]
    check: str
    bad: bool


class GameRow(QObject):
    """The words of a game's check line (a `QObject` for its translation
    context, "GameRow", the widget each row once was)."""

    def check(self, game: StoredGame) -> tuple[str, bool]:
        """("12 wins · all agree with the log ✓", False), or the line of a
        game with a disagreement or a hand that could not be read (True:
        shown in the bad colour; a partial game is not all green)."""
        off = game.wins - game.agreeing
        if off:
            text = self.tr("%n win(s)", "", game.wins) + " · " + self.tr("%n differ(s) from the log", "", off)
        elif game.wins:
            text = self.tr("%n win(s)", "", game.wins) + " · " + self.tr("all agree with the log ✓")
        else:
            text = self.tr("no wins")
        if game.unreadable:
            # a partial game says so for as long as it is listed (issue 20)
            text += " · " + self.tr("%n hand(s) could not be read", "", game.unreadable)
        return text, bool(off or game.unreadable)


_WORDS = GameRow()


def row_texts(game: StoredGame) -> RowTexts:
    """The words of `game`'s row, built now in the current language."""
    order = final_standing(game)
    places = tuple((f"{place}  {player_name(game, seat)}", terms.number_text(points) if points is not None else "")
                   for place, (seat, points) in enumerate(order, 1))
    check, bad = _WORDS.check(game)
    return RowTexts(wording.when_text(game.played_at, game.imported_at), wording.platform_name(game.platform, len(game.players)),
                    places, check, bad)


class GameModel(QAbstractListModel):
    """The games of the list, in order (`set_games`); each row's
    `GAME_ROLE` is its `StoredGame`, its tooltip the players' names."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._games: list[StoredGame] = []

    def set_games(self, games: list[StoredGame]) -> None:
        """Show `games` (in that order) instead of the old ones."""
        self.beginResetModel()
        self._games = list(games)
        self.endResetModel()

    def games(self) -> list[StoredGame]:
        """The games, in list order."""
        return list(self._games)

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:  # noqa: N802, B008
        """Qt: the number of games (a list: no children)."""
        return 0 if parent.isValid() else len(self._games)

    def data(self, index, role: int = Qt.ItemDataRole.DisplayRole):
        """Qt: the `StoredGame` (`GAME_ROLE`), the names (tooltip), or the
        row's words on one line (display: what accessibility tools read)."""
        if not index.isValid() or not 0 <= index.row() < len(self._games):
            return None
        game = self._games[index.row()]
        if role == GAME_ROLE:
            return game
        if role == Qt.ItemDataRole.ToolTipRole:
            return "\n".join(player_name(game, s) for s in range(len(game.players)))
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            t = row_texts(game)
            return " · ".join([t.date, t.where, *(" ".join(p).strip() for p in t.places), t.check])
        return None

    def words_changed(self) -> None:
        """The language changed: every row says its words again."""
        if self._games:
            self.dataChanged.emit(self.index(0), self.index(len(self._games) - 1))


class GameDelegate(QStyledItemDelegate):
    """Paints one game: date and platform, the standing two by two, the
    check line (good or bad colour). Every row has the same height, from
    the fonts (`set_scale`); a name too long for its column is cut with
    "…" (the whole names are in the row's tooltip)."""

    def __init__(self, theme: Theme, parent=None) -> None:
        super().__init__(parent)
        self.theme = theme
        self.set_scale(1.0, QFont())

    def set_scale(self, scale: float, base: QFont) -> None:
        """Fonts and spacing at size factor `scale`, in `base`'s family."""
        self.scale = scale
        self.fonts = {}
        for part, (pixels, weight) in list_font_pixels(scale).items():
            f = QFont(base)
            f.setPixelSize(pixels)
            f.setWeight(QFont.Weight(weight))
            self.fonts[part] = f
        self.metrics = {part: QFontMetrics(f) for part, f in self.fonts.items()}

    def _px(self, n: int) -> int:
        return max(1, round(n * max(self.scale, 0.86)))

    def row_height(self) -> int:
        """Pixels of one row, its margin included."""
        m = self.metrics
        return (2 * self._px(PAD_Y) + max(m["date"].height(), m["where"].height()) + self._px(LINE_GAP)
                + 2 * m["players"].height() + self._px(PLACE_GAP) + self._px(LINE_GAP) + m["check"].height()
                + 2 * ITEM_MARGIN)

    def least_width(self) -> int:
        """The least width a row's content needs (two names of
        `NAME_CHARS` with their scores; a date and a platform)."""
        p, d = self.metrics["players"], self.metrics["date"]
        places = 2 * (p.averageCharWidth() * NAME_CHARS + p.horizontalAdvance("-99,999")) + 3 * self._px(COLUMN_GAP)
        top = d.horizontalAdvance("2099-12-31 23:59") + self.metrics["where"].horizontalAdvance("Mahjong Soul")
        return max(places, top + self._px(COLUMN_GAP)) + 2 * (self._px(PAD_X) + ITEM_MARGIN)

    def sizeHint(self, option: QStyleOptionViewItem, index) -> QSize:  # noqa: N802 (Qt API)
        """Qt: every row is as tall as `row_height`."""
        return QSize(self.least_width(), self.row_height())

    def layout(self, rect: QRect, texts: RowTexts) -> list[tuple[str, QRect, str, Qt.AlignmentFlag]]:
        """Where each text of a row goes in `rect` (the item's rectangle):
        ``(font part, rectangle, text elided to it, alignment)``."""
        m = self.metrics
        inner = rect.adjusted(ITEM_MARGIN + self._px(PAD_X), ITEM_MARGIN + self._px(PAD_Y),
                              -ITEM_MARGIN - self._px(PAD_X), -ITEM_MARGIN - self._px(PAD_Y))
        left, right = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, \
            Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        out = []
        top_h = max(m["date"].height(), m["where"].height())
        where_w = min(m["where"].horizontalAdvance(texts.where) + 2, inner.width() // 2)
        out.append(("where", QRect(inner.right() - where_w + 1, inner.top(), where_w, top_h), texts.where, right))
        out.append(("date", QRect(inner.left(), inner.top(), inner.width() - where_w - self._px(COLUMN_GAP), top_h),
                    texts.date, left))
        y = inner.top() + top_h + self._px(LINE_GAP)
        gap = self._px(COLUMN_GAP)
        column = (inner.width() - gap) // 2
        line = m["players"].height()
        for i, (name, score) in enumerate(texts.places[:4]):
            x = inner.left() + (i % 2) * (column + gap)
            row_y = y + (i // 2) * (line + self._px(PLACE_GAP))
            score_w = m["players"].horizontalAdvance(score) + 2 if score else 0
            out.append(("players", QRect(x + column - score_w, row_y, score_w, line), score, right))
            out.append(("players", QRect(x, row_y, column - score_w - (gap if score else 0), line), name, left))
        y += 2 * line + self._px(PLACE_GAP) + self._px(LINE_GAP)
        out.append(("check", QRect(inner.left(), y, inner.width(), m["check"].height()), texts.check, left))
        return [(part, r, m[part].elidedText(text, Qt.TextElideMode.ElideRight, max(r.width(), 1)), align)
                for part, r, text, align in out]

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index) -> None:
        """Qt: the row's background (the accent's soft colour when
        selected, a faint grey under the mouse; painted here: the style
        sheet's ``::item`` took 6 ms a row to draw), then its texts."""
        game = index.data(GAME_ROLE)
        if game is None:
            return
        texts = row_texts(game)
        t = self.theme
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        state = option.state
        fill = css_colour(t.accent_soft) if state & QStyle.StateFlag.State_Selected else \
            QColor(127, 127, 127, 20) if state & QStyle.StateFlag.State_MouseOver else None
        if fill is not None:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(fill)
            radius = self._px(8)
            painter.drawRoundedRect(QRectF(option.rect.adjusted(ITEM_MARGIN, ITEM_MARGIN, -ITEM_MARGIN, -ITEM_MARGIN)),
                                    radius, radius)
        colours = {"date": t.text, "where": t.muted, "players": t.text, "check": t.error if texts.bad else t.good}
        for part, r, text, align in self.layout(option.rect, texts):
            painter.setFont(self.fonts[part])
            painter.setPen(QColor(colours[part]))
            painter.drawText(r, int(align), text)
        painter.restore()


class GameList(QListView):
    """The games (`set_games`); several may be selected (Ctrl+A: all).

    Signals:
        selectionChangedTo(list): the selected `StoredGame`s, in list order.
    """

    selectionChangedTo = Signal(list)

    def __init__(self, theme: Theme | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("GameList")
        self.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setUniformItemSizes(True)  # one height for every row: no row is measured but the first
        self.setMouseTracking(True)  # hover colour
        self.games_model = GameModel(self)
        self.setModel(self.games_model)
        self.delegate = GameDelegate(theme or system_theme(), self)
        self.setItemDelegate(self.delegate)
        self.selectionModel().selectionChanged.connect(self._selection)
        self._scale = 1.0
        self.refresh_sizes()

    def set_games(self, games: list[StoredGame], select: set[int] | None = None) -> None:
        """Show `games` (in that order); select the rows whose ids are in
        `select` (default: the first game)."""
        self.selectionModel().blockSignals(True)
        try:
            self.games_model.set_games(games)
            want = select if select else ({games[0].id} if games else set())
            rows = [i for i, g in enumerate(games) if g.id in want]
            for i in rows:
                self.selectionModel().select(self.games_model.index(i), QItemSelectionModel.SelectionFlag.Select)
            if rows:
                self.selectionModel().setCurrentIndex(self.games_model.index(rows[0]),
                                                      QItemSelectionModel.SelectionFlag.NoUpdate)
        finally:
            self.selectionModel().blockSignals(False)
        self._selection()

    def games(self) -> list[StoredGame]:
        """The games listed, in order."""
        return self.games_model.games()

    def count(self) -> int:
        """How many games are listed."""
        return self.games_model.rowCount()

    def texts(self, row: int) -> RowTexts:
        """What row `row` says (tests, accessibility)."""
        return row_texts(self.games_model.index(row).data(GAME_ROLE))

    def select_row(self, row: int) -> None:
        """Select row `row` alone and make it current (as a click does)."""
        self.setCurrentIndex(self.games_model.index(row))
        self.selectionModel().select(self.games_model.index(row), QItemSelectionModel.SelectionFlag.ClearAndSelect)

    def set_scale(self, scale: float) -> None:
        """Size the rows' fonts and spacing at factor `scale`."""
        self._scale = scale
        self.refresh_sizes()

    def refresh_sizes(self) -> None:
        """Fit the rows to the current fonts (the window's zoom, a new
        language's font), and the list's least width to a row's least
        content."""
        before = (self.delegate.row_height(), self.delegate.least_width())
        self.delegate.set_scale(self._scale, self.font())
        scroll = self.verticalScrollBar().sizeHint().width()
        self.setMinimumWidth(self.delegate.least_width() + 2 * self.frameWidth() + scroll + 16)
        if (self.delegate.row_height(), self.delegate.least_width()) != before:
            # a layout visits every row (6 a language switch, 23 ms with 1,000 games): only when sizes change
            self.scheduleDelayedItemsLayout()
        self.viewport().update()

    def selected_games(self) -> list[StoredGame]:
        """The selected games, in list order."""
        games = self.games_model.games()
        return [games[i.row()] for i in sorted(self.selectionModel().selectedRows(), key=lambda i: i.row())]

    def _selection(self, *_args) -> None:
        self.selectionChangedTo.emit(self.selected_games())

    def retranslate(self) -> None:
        """Set every text in the current language (painted again: the
        words are built when a row is painted; a new font sizes the rows
        in `changeEvent`)."""
        self.games_model.words_changed()
        self.viewport().update()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: a new font (a language's CJK family, a zoom) sizes the rows again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.refresh_sizes()
