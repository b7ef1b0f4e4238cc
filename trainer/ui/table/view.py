"""TableView: the Table tab — a score ledger at the table for four players
or three (issue 12 §5, issue 19 part 6; UI.md "Table").

Four seats (three in a three-player game) laid out like the table (each score large; "lie flat" turns each
seat's text toward its player), winds, the dealer marker, honba and riichi
sticks at the centre; one tap for riichi; "Win…" (winners, discarder, then
each value: the whole hand in the calculator, han and fu, or the points as
called), "Draw…" (tenpai toggles, abortive draws, chombo, the end); the
last call as players say it; every payment explained in the history; the
gap to each rival and what it takes to pass; the final result with uma and
oka. Every change is committed to ``table.sqlite3`` before the screen moves
(`trainer.table.store`) and can be undone.

Keys: W win, D draw, Alt+1…4 riichi for seat 1…4, Ctrl+Z / Ctrl+Y undo and
redo, H history, L lie flat, Enter applies the Win or Draw page, Esc back to
the table.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QStandardPaths, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QSplitter,
    QStackedWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from trainer.core.rules import ALL_PRESETS as SCORING_PRESETS
from trainer.storage import StoreError, salvage, set_aside
from trainer.table import Draw, Riichi, Setup, TableError, Win, standings
from trainer.table.rules import game_rules
from trainer.table.session import GameResult, session_standings, write_standings_csv
from trainer.table.sheet import game_sheet, write_sheet_csv
from trainer.table.store import SCHEMA as STORE_SCHEMA
from trainer.table.store import TableStore

from ..base import paths, terms
from ..base import settings as settings_store
from ..base.theme import Theme, scale_for, system_theme
from . import wording
from .draw_page import DrawPage
from .history import HistoryPanel
from .rules_text import table_option_name
from .session_page import SessionPage
from .setup_page import SetupPage
from .sheet_page import SheetPage
from .sheet_pdf import write_sheet_pdf, write_standings_pdf
from .style import TOUCH_TARGET, table_style
from .table_page import TablePage
from .win_page import WinPage

GAME_SETTING = settings_store.integer("table/game", 0, 0, 2**31 - 1)
LIE_FLAT_SETTING = settings_store.boolean("table/lie_flat", False)
BOTTOM_SEAT_SETTING = settings_store.integer("table/bottom_seat", 0, 0, 3)
HISTORY_SETTING = settings_store.boolean("table/history", True)
TOUCH_SETTING = settings_store.boolean("table/touch", False)
# The history's least width beside the table, least height below it (px).
HISTORY_WIDTH, HISTORY_HEIGHT = 300, 240
# Least room (px) for the assumed rules note in the bar (and at most two lines there); with less it
# takes a line of its own.
NOTE_ROOM = 80


class _PageLayout(QVBoxLayout):
    """The table page's column (felt and history in `elastic`, the
    last-hand lines) inside its scroll area: its height for a width counts
    `elastic` at its least height, so the page is as tall as the window's
    room, or its least height when that is more. (Counted at its preferred
    height, the scroll area made the page taller than the window: the felt
    kept its spare room and the history's buttons fell under the bottom
    edge at 1024 × 768, the history a sliver at 800 × 600.)"""

    elastic: QWidget | None = None

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt API)
        """Qt: the height at `width` px with `elastic` at its least height."""
        h = super().heightForWidth(width)
        if self.elastic is not None:
            h -= max(0, self.elastic.sizeHint().height() - self.elastic.minimumSizeHint().height())
        return h


def create_screen(window) -> TableView:
    """The Table tab of `window` (a `MainWindow`): games in the window's data
    folder, preferences in its settings, hands built in its calculator."""
    return TableView(db_path=window.data_dir() / paths.TABLE_DB, settings=window.settings, window=window)


class TableView(QWidget):
    """The Table screen (see the module docstring).

    Args:
        db_path: the games file. settings: QSettings or None. window: the
            `MainWindow` (None: no calculator, e.g. in tests). theme: colours.

    Attributes (tests): `store`, `current` (the open `StoredGame` or None),
    `stack`, `table_page`, `win_page`, `draw_page`, `setup_page`,
    `history`, `info_last`, `info_chase` (QLabels), `error` (the last
    refusal shown, or "").
    """

    def __init__(self, db_path, settings=None, window=None, theme: Theme | None = None, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("TableScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.settings = settings
        self.window_ = window
        self.theme = theme or system_theme()
        self.store: TableStore | None = None
        self.current = None
        self.error = ""
        self._scale = 0.0
        self.touch = False
        self._chase_memo: dict = {}  # (state, setup) → the chase lines, in this language
        self._build()
        self._make_actions()
        self.table_page.lie_flat = settings_store.read(settings, LIE_FLAT_SETTING)
        self.table_page.bottom_seat = settings_store.read(settings, BOTTOM_SEAT_SETTING)
        self.table_page.place_cards()
        self.history.setVisible(settings_store.read(settings, HISTORY_SETTING))
        self.touch = settings_store.read(settings, TOUCH_SETTING)
        self.retranslate()
        self._open_store(db_path)
        self.set_touch(self.touch)
        self._apply_scale(scale_for(1440, 900))

    # -- construction ----------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(12, 8, 12, 12)
        outer.setSpacing(8)
        bar = QHBoxLayout()
        self.title = QLabel()
        self.title.setObjectName("InfoLine")
        self.title.setWordWrap(True)  # "Rules: Tenhou, three players" widened an 800 px window to 880 px
        self.assumed_label = QLabel()
        self.assumed_label.setObjectName("Assumed")
        self.assumed_label.setWordWrap(True)  # in a small window it takes two lines, not the window's width
        bar.addWidget(self.title)
        bar.addWidget(self.assumed_label, 1)
        self.lie_flat_button = QPushButton()
        self.lie_flat_button.setCheckable(True)
        self.lie_flat_button.toggled.connect(self.set_lie_flat)
        self.turn_button = QPushButton()
        self.turn_button.clicked.connect(lambda: self.set_bottom_seat(self.table_page.bottom_seat + 1))
        self.history_button = QPushButton()
        self.history_button.setCheckable(True)
        self.history_button.toggled.connect(self.set_history_visible)
        self.games_button = QPushButton()
        self.games_button.clicked.connect(self.show_setup)
        self.touch_action = QAction(self)  # in "More": the bar has no room left at 800 px
        self.touch_action.setCheckable(True)
        self.touch_action.toggled.connect(self.set_touch)
        self.sheet_button = QPushButton()
        self.sheet_button.clicked.connect(lambda: self.save_sheet())
        for b in (self.lie_flat_button, self.turn_button, self.history_button, self.sheet_button,
                  self.games_button):
            bar.addWidget(b)
        outer.addLayout(bar)
        self._bar = bar
        self._under = QHBoxLayout()  # the line under the bar: the note, and the title, where the bar is narrow
        outer.addLayout(self._under)

        self.stack = QStackedWidget()
        outer.addWidget(self.stack, 1)
        main = QWidget()
        ml = _PageLayout(main)
        ml.setContentsMargins(0, 0, 0, 0)
        ml.setSpacing(8)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.table_page = TablePage(self.theme)
        self.history = HistoryPanel()
        split.addWidget(self.table_page)
        split.addWidget(self.history)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setChildrenCollapsible(False)
        self.split = split
        self._arrange(wide=True)
        ml.addWidget(split, 1)
        ml.elastic = split
        info = QFrame()
        info.setObjectName("InfoPanel")
        il = QVBoxLayout(info)
        il.setContentsMargins(14, 8, 14, 10)
        il.setSpacing(2)
        self.info_last = QLabel()
        self.info_last.setObjectName("InfoLine")
        self.info_last.setWordWrap(True)
        self.info_chase = QLabel()
        self.info_chase.setObjectName("ChaseLine")
        self.info_chase.setWordWrap(True)
        il.addWidget(self.info_last)
        il.addWidget(self.info_chase)
        ml.addWidget(info)
        # A window narrower than the table and the history side by side puts
        # the history below (`_arrange`); what is still taller than the
        # window scrolls instead of widening the window for every tab.
        scroll = QScrollArea()
        scroll.setObjectName("TableScroll")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(main)
        self.stack.addWidget(scroll)
        self.main_page = scroll
        self.win_page = WinPage()
        self.draw_page = DrawPage()
        self.setup_page = SetupPage(settings=self.settings)
        self.sheet_page = SheetPage()
        self.session_page = SessionPage()
        for page in (self.win_page, self.draw_page, self.setup_page, self.sheet_page, self.session_page):
            self.stack.addWidget(page)
        self.message_page = self._store_fault_page()
        self.stack.addWidget(self.message_page)
        self.stack.currentChanged.connect(self._size_by_current_page)
        self.stack.currentChanged.connect(self._sync_bar)
        self._size_by_current_page()
        self._sync_bar()

        tp = self.table_page
        tp.riichiClicked.connect(self.riichi)
        tp.winClicked.connect(self.show_win)
        tp.drawClicked.connect(self.show_draw)
        tp.undoClicked.connect(self.undo)
        tp.redoClicked.connect(self.redo)
        self.win_page.submitted.connect(self._submitted)
        self.win_page.cancelled.connect(self.show_table)
        self.win_page.calculatorRequested.connect(self._open_calculator)
        self.draw_page.submitted.connect(self._submitted)
        self.draw_page.cancelled.connect(self.show_table)
        self.setup_page.startRequested.connect(self.start_game)
        self.setup_page.resumeRequested.connect(self.open_saved)
        self.setup_page.sheetRequested.connect(lambda game_id: self.save_sheet(game_id))
        self.sheet_page.saveRequested.connect(lambda game_id: self.save_sheet(game_id))
        self.sheet_page.closed.connect(self.show_setup)
        self.session_page.saveRequested.connect(lambda session_id: self.save_standings(session_id))
        self.session_page.closed.connect(self.show_table)
        self.setup_page.cancelled.connect(self.show_table)
        self.history.correctRequested.connect(self.correct)
        self.history.removeRequested.connect(self.remove)
        self.new_game_button = QPushButton()
        self.new_game_button.clicked.connect(self.show_setup)
        self.results = QTableWidget(4, 5)
        self.results.setObjectName("Results")
        self.results.verticalHeader().hide()
        self.results.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.results.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # numbers whole ("−73,350" was cut to "−73,3…" beside a long name); the name takes the rest
        self.results.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.results.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.next_game_button = QPushButton()
        self.next_game_button.setObjectName("Primary")
        self.next_game_button.clicked.connect(self.next_game)
        self.session_button = QPushButton()
        self.session_button.clicked.connect(lambda: self.show_session())
        tp.results_holder.addWidget(self.results)
        after = QHBoxLayout()
        after.addStretch(1)
        for b in (self.session_button, self.new_game_button, self.next_game_button):
            after.addWidget(b)
            b.hide()
        after.addStretch(1)
        tp.results_holder.addLayout(after)
        self.results.hide()

    def _store_fault_page(self) -> QWidget:
        """The page shown when the games file cannot be opened: why, and
        the way out — Try again (locked, read-only), Repair (damaged: every
        readable game copied into a fresh file), Start a fresh file (the
        old file always kept, renamed). As the Quiz tab does (issue 24 §4)."""
        page = QFrame()
        page.setObjectName("Page")
        lay = QVBoxLayout(page)
        lay.setContentsMargins(24, 24, 24, 24)
        lay.addStretch(1)
        self.message_label = QLabel()
        self.message_label.setObjectName("Error")
        self.message_label.setWordWrap(True)
        self.message_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.message_label)
        self.store_notice = QLabel()
        self.store_notice.setWordWrap(True)
        self.store_notice.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.store_notice)
        row = QHBoxLayout()
        row.addStretch(1)
        self.try_again_button = QPushButton()
        self.try_again_button.clicked.connect(self.try_again)
        self.repair_button = QPushButton()
        self.repair_button.clicked.connect(self.repair)
        self.fresh_button = QPushButton()
        self.fresh_button.clicked.connect(self.start_fresh)
        for b in (self.try_again_button, self.repair_button, self.fresh_button):
            row.addWidget(b)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(2)
        self._open_error: StoreError | None = None
        return page

    def _make_actions(self) -> None:
        self.actions_: dict[str, QAction] = {}

        def act(name: str, keys, slot) -> None:
            a = QAction(self)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            self.actions_[name] = a

        act("win", ["W"], lambda: self._on_table() and self.show_win())
        act("draw", ["D"], lambda: self._on_table() and self.show_draw())
        act("undo", ["Ctrl+Z"], lambda: self._on_table() and self.undo())
        act("redo", ["Ctrl+Y", "Ctrl+Shift+Z"], lambda: self._on_table() and self.redo())
        act("history", ["H"], lambda: self._on_table() and self.history_button.toggle())
        act("lie_flat", ["L"], lambda: self._on_table() and self.lie_flat_button.toggle())
        act("back", ["Esc"], self.show_table)
        act("apply", ["Return", "Enter"], self._apply_page)
        for s in range(4):
            act(f"riichi{s}", [f"Alt+{s + 1}"], lambda _=False, seat=s: self._on_table() and self.riichi(seat))

    def _sync_bar(self) -> None:
        """The table's buttons (lie flat, turn seats, history) only with a
        game on the table; "New or saved game…" not on its own page (they
        showed, History lit, before any game)."""
        page = self.stack.currentWidget()
        playing = page is self.main_page  # not over the Win and Draw pages either
        for b in (self.lie_flat_button, self.turn_button, self.history_button, self.sheet_button):
            b.setVisible(playing)
        self.games_button.setVisible(page not in (self.setup_page, self.sheet_page, self.session_page))
        self._place_note(self.width())

    def _size_by_current_page(self) -> None:
        """Only the page shown counts for the screen's least size (a
        stacked widget otherwise takes the largest of all its pages, and the
        Draw page's width would widen the window on the table)."""
        Policy = QSizePolicy.Policy
        for i in range(self.stack.count()):
            page = self.stack.widget(i)
            shown = page is self.stack.currentWidget()
            page.setSizePolicy(Policy.Preferred if shown else Policy.Ignored,
                               Policy.Preferred if shown else Policy.Ignored)

    def _apply_page(self) -> None:
        """Enter on the Win or Draw page applies what it previews."""
        page = self.stack.currentWidget()
        if page is self.win_page:
            self.win_page.submit()
        elif page is self.draw_page and self.draw_page.event is not None:
            self.draw_page.submitted.emit(self.draw_page.event)

    def _on_table(self) -> bool:
        return self.stack.currentWidget() is self.main_page and self.current is not None

    # -- the store and games ---------------------------------------------
    def _open_store(self, path) -> None:
        self.db_path = Path(path)
        try:
            self.store = TableStore(path)
        except StoreError as e:
            self.store = None
            self._open_error = e
            self._show_store_fault()
            self.stack.setCurrentWidget(self.message_page)
            return
        self._open_error = None
        self.store_notice.setText("")
        game_id = settings_store.read(self.settings, GAME_SETTING)
        known = {g.id for g in self.store.games()}
        if game_id in known:
            self.open_game(game_id)
        if self.current is None:  # none saved, or the saved one cannot be opened (its error is on the page)
            self.show_setup()

    def _show_store_fault(self) -> None:
        """Say why the games file cannot be used and offer the ways out
        that fit (by `StoreError.code`)."""
        e = self._open_error
        code = e.code if e is not None else ""
        why = e.message if e is not None else ""
        if code == "locked":
            text = self.tr("The table games are in use by another program (%1). Close it, then try again.")
        elif code == "read_only":
            text = self.tr("The table games file cannot be written (%1). Make it writable, then try again.")
        elif code in ("damaged", "bad_version"):
            text = self.tr("The table games file is damaged (%1). Repair copies every game that can still be read "
                           "into a fresh file; Start a fresh file begins an empty one. The old file is kept either "
                           "way.")
        elif code in ("not_a_database", "wrong_application"):
            text = self.tr("The file where the table games belong is not a table games file (%1). Start a fresh "
                           "file begins an empty one; the other file is kept.")
        elif code == "newer_version":
            text = self.tr("The table games were saved by a newer version of this program (%1); the file is left "
                           "as it is. Use the newer version, or start a fresh file (the old one is kept).")
        else:
            text = self.tr("The table games file cannot be opened (%1).")
        self.message_label.setText(wording.arg(text, why))
        self.try_again_button.setVisible(code in ("locked", "read_only", "io_error", "disk_full"))
        self.repair_button.setVisible(code in ("damaged", "bad_version"))
        self.fresh_button.setVisible(code in ("damaged", "bad_version", "not_a_database", "wrong_application",
                                              "newer_version"))

    def try_again(self) -> bool:
        """Open the games file again (the lock gone, the permissions
        fixed…); True when it opened."""
        if self.store is None:
            self._open_store(self.db_path)
        return self.store is not None

    def repair(self) -> None:
        """Copy every game and edit SQLite can still read into a fresh
        file, keep the old one (renamed), and open the fresh one."""
        try:
            result = salvage(self.db_path, STORE_SCHEMA)
        except StoreError as e:
            self._open_error = e
            self._show_store_fault()
            return
        self._open_store(self.db_path)
        self.store_notice.setText(wording.arg(
            self.tr("Repaired: %1 of the saved games recovered into a fresh file; the damaged file was kept as %2."),
            result.rows.get("games", 0), result.kept.name))
        self.setup_page.set_notice(self.store_notice.text())

    def start_fresh(self) -> None:
        """Keep the unusable file (renamed) and start an empty one."""
        try:
            kept = set_aside(self.db_path)
        except StoreError as e:
            self._open_error = e
            self._show_store_fault()
            return
        self._open_store(self.db_path)
        self.setup_page.set_notice(wording.arg(self.tr("A fresh table games file was started; the old one was "
                                                       "kept as %1."), kept.name))

    def start_game(self, names, preset: str, options: dict) -> None:
        """Start and save a new game; the window's scoring rules when they
        are of the same preset, else the preset's."""
        if self.store is None:
            return
        window_rules = getattr(self.window_, "rules", None)
        scoring = window_rules if window_rules is not None and window_rules.preset == preset \
            else SCORING_PRESETS[preset]
        try:
            setup = Setup(tuple(names), *game_rules(preset, scoring, **options))
            self.current = self.store.new_game(setup, session_id=self.store.new_session())
        except (TableError, StoreError) as e:
            self._show_error(e)
            self.setup_page.set_notice(self.error)
            return
        settings_store.write(self.settings, GAME_SETTING, self.current.id)
        self.show_table()

    def open_game(self, game_id: int) -> None:
        """Resume a saved game."""
        if self.store is None:
            return
        try:
            opened = self.store.open(game_id)
        except (TableError, StoreError) as e:
            # a damaged or newer saved game: the game on the table (if any)
            # stays; the reason is said where the player chose the game
            self._show_error(e)
            self.setup_page.set_notice(self.error)
            return
        self.current = opened
        self.setup_page.set_notice("")
        settings_store.write(self.settings, GAME_SETTING, game_id)
        if self.current.problem is not None:
            self._show_error(self.current.problem)
        self.show_table()

    def next_game(self) -> bool:
        """The next game of the session: the same players and rules, a new
        game in the session of the one on the table. True when started."""
        if self.store is None or self.current is None:
            return False
        try:
            session = self.store.session_of(self.current.id) or self.store.new_session()
            self.current = self.store.new_game(self.current.game.setup, session_id=session)
        except (TableError, StoreError) as e:
            self._show_error(e)
            return False
        settings_store.write(self.settings, GAME_SETTING, self.current.id)
        self.error = ""
        self.show_table()
        return True

    def session_totals(self, session_id: int):
        """(standings, games still being played) of a session, from the
        stored standings of its games. Raises `StoreError`."""
        games = self.store.games(include_hidden=True, session_id=session_id)
        results = [GameResult(g.players, g.places, g.points) for g in games
                   if g.over and g.places is not None and g.points is not None]
        return session_standings(results), sum(1 for g in games if not g.over)

    def show_session(self, session_id: int | None = None) -> bool:
        """The standings of a session (None: the game on the table's)."""
        if self.store is None:
            return False
        try:
            if session_id is None:
                session_id = self.store.session_of(self.current.id) if self.current is not None else None
            if session_id is None:
                return False
            totals, unfinished = self.session_totals(session_id)
        except StoreError as e:
            self._show_error(e)
            return False
        self.session_page.show_standings(session_id, totals, unfinished)
        self.stack.setCurrentWidget(self.session_page)
        return True

    def save_standings(self, session_id: int, path: str | None = None) -> bool:
        """Write a session's standings to `path` (asked when None): CSV for
        a ``.csv`` name, else PDF. True when written."""
        try:
            totals, _unfinished = self.session_totals(session_id)
        except StoreError as e:
            self._show_error(e)
            return False
        return self._export(path, [t.name for t in totals] + [self.tr("session")],
                            lambda p: write_standings_csv(totals, p),
                            lambda p: write_standings_pdf(totals, p, self.tr("Session standings")),
                            self.tr("The standings could not be saved: %1"), (self.session_page.note.setText,))

    def open_saved(self, game_id: int) -> None:
        """A game chosen in Saved games: a finished one opens read-only on
        its score sheet (issue 22 §4; the game on the table stays), one in
        progress goes on the table."""
        if self.store is None:
            return
        try:
            opened = self.store.open(game_id)
        except (TableError, StoreError) as e:
            self._show_error(e)
            self.setup_page.set_notice(self.error)
            return
        if opened.state.over:
            self.setup_page.set_notice("")
            self.sheet_page.show_sheet(game_id, game_sheet(opened.game))
            self.stack.setCurrentWidget(self.sheet_page)
            return
        self.open_game(game_id)

    def close_screen(self) -> None:
        """Close the games file (every change is already committed)."""
        if self.store is not None:
            self.store.close()
            self.store = None

    # -- pages -------------------------------------------------------------
    def show_table(self) -> None:
        """Back to the table."""
        if self.current is None:
            self.show_setup()
            return
        self.stack.setCurrentWidget(self.main_page)
        self.refresh()

    def show_setup(self) -> None:
        """The new game / saved games page: it offers the rules of the game
        on the table (finished or not; three players keep three name
        boxes), else the window's scoring preset."""
        if self.store is None:
            return
        rules = getattr(self.window_, "rules", None)
        if self.current is not None:
            self.setup_page.set_preset(self.current.game.setup.table_rules.preset)
        elif rules is not None:
            self.setup_page.set_preset(rules.preset)
        self.setup_page.show_games(self.store.games(), can_cancel=self.current is not None)
        self.stack.setCurrentWidget(self.setup_page)

    def show_win(self) -> None:
        """The "Win…" page."""
        if self.current is None or self.current.state.over:
            return
        self.win_page.start(self.current.game.setup, self.current.state, calculator=self.window_ is not None)
        self.stack.setCurrentWidget(self.win_page)

    def show_draw(self) -> None:
        """The "Draw…" page."""
        if self.current is None or self.current.state.over:
            return
        self.draw_page.start(self.current.game.setup, self.current.state)
        self.stack.setCurrentWidget(self.draw_page)

    def correct(self, index: int) -> None:
        """Open a past win or draw for correction."""
        game = self.current.game
        event = game.event(index)
        before = game.state_after(index - 1)
        if isinstance(event, Win):
            self.win_page.start(game.setup, before, calculator=self.window_ is not None, event=event, index=index)
            self.stack.setCurrentWidget(self.win_page)
        elif isinstance(event, Draw):
            self.draw_page.start(game.setup, before, event=event, index=index)
            self.stack.setCurrentWidget(self.draw_page)

    # -- changes (each committed before the screen moves) -----------------
    def _run(self, change) -> bool:
        if self.current is None:
            return False
        try:
            change()
        except (TableError, StoreError) as e:
            if isinstance(e, TableError) and e.args_.get("code") == "changed_elsewhere":
                self._reload_changed_game()
                return False
            self._show_error(e)
            return False
        self.error = ""
        return True

    def _reload_changed_game(self) -> None:
        """Another window changed the game on the table: show it as the
        file holds it now, and say why the change was not made."""
        game_id = self.current.id
        try:
            self.current = self.store.open(game_id)
        except (TableError, StoreError) as e:
            self._show_error(e)
            return
        self.error = self.tr("This game was changed in another window; it is shown as it is now. Make your "
                             "change again if it is still needed.")
        self.table_page.notice_label.setText(self.error)

    def riichi(self, seat: int) -> bool:
        """Seat `seat` declares riichi (1,000 to the table)."""
        if self.current is None or self.current.state.over or seat >= self.current.state.players:
            return False  # Alt+4 at a three-player table: no such seat
        ok = self._run(lambda: self.current.add(Riichi(seat)))
        self.refresh()
        return ok

    def submit(self, event) -> bool:
        """Apply an event (or, on a correction page, put it in place of the
        event being corrected) and go back to the table."""
        page = self.stack.currentWidget()
        index = getattr(page, "correcting", None)
        if index is not None:
            ok = self._run(lambda: self.current.replace(index, event))
        else:
            ok = self._run(lambda: self.current.add(event))
        if ok:
            self.show_table()
        return ok

    def _submitted(self, event) -> None:
        if not self.submit(event):
            page = self.stack.currentWidget()
            if hasattr(page, "preview"):
                page.preview.setText(self.error)

    def undo(self) -> bool:
        """Undo the last change (any number of times)."""
        ok = self._run(self.current.undo) if self.current is not None else False
        self.refresh()
        return ok

    def redo(self) -> bool:
        """Redo the last undone change."""
        ok = self._run(self.current.redo) if self.current is not None else False
        self.refresh()
        return ok

    def remove(self, index: int) -> None:
        """Remove a past event (everything after is recomputed)."""
        self._run(lambda: self.current.remove(index))
        self.refresh()

    def _show_error(self, e) -> None:
        if isinstance(e, StoreError):
            self.error = wording.arg(self.tr("The table games file cannot be used: %1"), e.message)
        else:
            names = self.current.game.setup.players if self.current is not None else ("",) * 4
            self.error = wording.error_text(e, names)
        self.table_page.notice_label.setText(self.error)

    # -- the score sheet ---------------------------------------------------
    def sheet_of(self, game_id: int | None = None):
        """The `Sheet` of the game on the table (`game_id` None) or of a
        saved game. Raises `TableError`, `StoreError`."""
        if game_id is None or (self.current is not None and self.current.id == game_id):
            if self.current is None:
                raise TableError("store", "there is no game on the table", code="no_such_game")
            return game_sheet(self.current.game)
        if self.store is None:
            raise TableError("store", "the games file is not open", code="no_such_game")
        return game_sheet(self.store.open(game_id).game)

    def ask_sheet_path(self, players) -> str:
        """Ask where to save a score sheet (a save dialog starting in the
        user's documents); "" when cancelled. Tests replace this method."""
        names = "-".join(p for p in players if p)[:60].replace("/", "-") or self.tr("game")
        start = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation) or str(Path.home())
        path, chosen = QFileDialog.getSaveFileName(
            self, self.tr("Save the score sheet"), str(Path(start) / f"{names}.pdf"),
            ";;".join((self.tr("PDF to print (*.pdf)"), self.tr("CSV for a spreadsheet (*.csv)"))))
        if path and not path.lower().endswith((".pdf", ".csv")):
            path += ".csv" if "csv" in chosen.lower() else ".pdf"
        return path

    def save_sheet(self, game_id: int | None = None, path: str | None = None) -> bool:
        """Write a game's score sheet to `path` (asked when None): CSV for
        a ``.csv`` name, else PDF, headed with the day the game was played.
        Returns True when written; the reason is shown when not (an old
        file is kept: written all at once)."""
        try:
            sheet, started = self.sheet_of(game_id), self._started(game_id)
        except (TableError, StoreError) as e:
            self._show_error(e)
            self.setup_page.set_notice(self.error)
            return False
        return self._export(path, sheet.players, lambda p: write_sheet_csv(sheet, p),
                            lambda p: write_sheet_pdf(sheet, p, self.tr("Score sheet"), wording.date_text(started)),
                            self.tr("The score sheet could not be saved: %1"),
                            (self.table_page.notice_label.setText, self.setup_page.set_notice))

    def _started(self, game_id: int | None) -> str:
        """When the game on the table (`game_id` None) or a saved game was
        started (ISO-8601; "" when not known). Raises `StoreError`."""
        if game_id is None or (self.current is not None and self.current.id == game_id):
            return self.current.created_at if self.current is not None else ""
        return next((g.created_at for g in self.store.games(include_hidden=True) if g.id == game_id), "")

    def _export(self, path: str | None, names, write_csv, write_pdf, failed: str, notices) -> bool:
        """The one way the screen writes a sheet or the standings: ask where
        when `path` is None (the names in the offered file name), write
        CSV for a ``.csv`` name, else PDF; on failure say why (`failed`,
        with %1 the reason) through each of `notices`. True when written."""
        path = path if path is not None else self.ask_sheet_path(names)
        if not path:
            return False
        try:
            if path.lower().endswith(".csv"):
                write_csv(path)
            else:
                write_pdf(path)
        except OSError as e:
            self.error = wording.arg(failed, e.strerror or str(e))
            for notice in notices:
                notice(self.error)
            return False
        self.error = ""
        return True

    # -- the calculator ------------------------------------------------------
    def _open_calculator(self, seat: int, situation: dict) -> None:
        if self.window_ is None:
            return
        self.window_.open_in_calculator(situation, on_apply=lambda hand: self._hand_from_calculator(seat, hand),
                                        apply_text=self.tr("Apply to table"))

    def _hand_from_calculator(self, seat: int, hand: dict) -> str | None:
        """A hand applied in the calculator: use it for `seat`; apply the
        win when it is complete, else go back to the win page."""
        refusal = self.win_page.set_calculator_hand(seat, hand)
        if refusal:
            return refusal
        if self.window_ is not None:
            self.window_.show_tab("table")
        self.stack.setCurrentWidget(self.win_page)
        if self.win_page.event is not None and len(self.win_page.editors) == 1:
            self.submit(self.win_page.event)
        return None

    # -- showing -------------------------------------------------------------
    def refresh(self) -> None:
        """Show the current game."""
        g = self.current
        tp = self.table_page
        if g is None:
            return
        game, state = g.game, g.state
        setup = game.setup
        names = setup.players
        rules = setup.table_rules
        self.title.setText(wording.arg(self.tr("Rules: %1"), terms.preset_name(rules.preset)))
        assumed = sorted(table_option_name(o) for o in rules.assumed)
        self.assumed_label.setText(wording.arg(self.tr("assumed: %1"), wording.list_text(assumed)) if assumed else "")
        self.assumed_label.setToolTip(self.tr("No rule text confirms these values for this preset; common defaults "
                                              "are used."))
        self._place_note(self.width())
        # the newest hand: at most four riichi come after it (only these are worked out, a long game
        # opened from its snapshot has not computed the rest)
        last = next((o for o in reversed(game.recent_outcomes(5)) if o.kind != "riichi"), None)
        tp.set_players(state.players)
        if tp.bottom_seat >= state.players:
            self.set_bottom_seat(tp.bottom_seat)
        order = sorted(range(state.players), key=lambda s: (-state.scores[s], s))
        for seat, card in tp.cards.items():
            if seat >= state.players:
                continue
            card.labels = {
                "dealer": self.tr("Dealer"), "riichi": self.tr("RIICHI"), "riichi_button": self.tr("Riichi"),
                "place": wording.place_label(order.index(seat) + 1),
                "wind": terms.wind_name(state.seat_wind(seat)),
                "riichi_tip": wording.arg(self.tr("Declare riichi: 1,000 on the table (Alt+%1)"), seat + 1),
            }
            won = last is not None and any(w.winner == seat for w in last.wins)
            can = not state.over and not state.riichi[seat] and (state.scores[seat] >= 1000
                                                                 or rules.riichi_below_1000)
            card.show_seat(name=wording.seat_label(names, seat), wind=state.seat_wind(seat), score=state.scores[seat],
                           dealer=seat == state.dealer, riichi=state.riichi[seat], can_riichi=can,
                           delta=last.deltas[seat] if last is not None else 0, place=order.index(seat) + 1,
                           highlight=won)
        tp.round_label.setText(wording.round_label(state.round_wind, state.hand_number))
        tp.counters_label.setText(f"{wording.honba_label(state.honba)}  ·  {wording.sticks_label(state.sticks)}")
        tp.sticks_view.set_count(state.sticks)
        tp.call_label.setText(wording.calls_text(last.wins, names) if last is not None and last.wins else "")
        tp.outcome_label.setText(wording.outcome_title(last, names) if last is not None else "")
        notes = [wording.note_text(n, dict(a), names) for n, a in (last.notes if last else ())
                 if n in ("yame_offer", "game_over")]
        over = state.over
        tp.notice_label.setText(self.error or ("" if over else " ".join(notes)))
        for b in (tp.win_button, tp.draw_button):
            b.setVisible(not over)
        tp.undo_button.setEnabled(g.game.can_undo)
        tp.redo_button.setEnabled(g.game.can_redo)
        self.info_last.setText(wording.arg(self.tr("Last hand: %1"), wording.outcome_summary(last, names))
                               if last is not None else self.tr("No hand played yet."))
        self.info_chase.setText(self._chase_text(state, setup) if not over else "")
        self.results.setVisible(over)
        tp.set_final(over)
        for b in (self.new_game_button, self.next_game_button, self.session_button):
            b.setVisible(over)
        tp.call_label.setVisible(not over)
        if over:
            self._show_results(state.final, setup, last)
        self.history.show_game(game)
        self._arrange(self._fits_side_by_side(self.width()))  # the table's least width follows its texts

    def _chase_text(self, state, setup) -> str:
        """What each player behind needs to take first, one line each;
        kept for the last few states (undo and redo come back to them)."""
        key = (state, setup)
        if key not in self._chase_memo:
            if len(self._chase_memo) >= 8:
                self._chase_memo.pop(next(iter(self._chase_memo)))
            self._chase_memo[key] = self._chase_lines(state, setup)
        return self._chase_memo[key]

    def _chase_lines(self, state, setup) -> str:
        names = setup.players
        table = standings(state, setup.table_rules, setup.scoring_rules)
        order = sorted(range(state.players), key=lambda s: (-state.scores[s], s))
        if len(set(state.scores)) == 1:
            return self.tr("All four players are level.") if state.players == 4 else \
                self.tr("All three players are level.")
        lines = []
        # one short line a player behind (UI.md, Table): "Dee: needs mangan by
        # ron from Ann, or haneman by tsumo to take first"
        for seat in order[1:]:
            leader = next(c for c in table[seat] if c.rival == order[0])
            if not leader.behind:
                continue  # level with the leader
            text = wording.arg(self.tr("%1: %2 to take first"), wording.seat_label(names, seat),
                               wording.chase_text(leader, names))
            lines.append(text)  # one goal a line (UI.md): the second, "to pass" the next up, made two lines
        return "\n".join(lines)

    def _show_results(self, final, setup, last) -> None:
        names = setup.players
        t = self.results
        t.setRowCount(len(final.places))
        t.setHorizontalHeaderLabels([self.tr("Place"), self.tr("Player"), self.tr("Score"), self.tr("Uma + oka"),
                                     self.tr("Result")])
        for row, seat in enumerate(final.placement):
            cells = [wording.place_label(final.places[seat]), wording.seat_label(names, seat),
                     wording.num(final.scores[seat]), wording.points_result(final.uma[seat] + final.oka[seat]),
                     wording.points_result(final.points[seat])]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                t.setItem(row, col, item)
        self.table_page.round_label.setText(self.tr("Final result"))
        # who, what and why (issue 22 §6), after the last hand played
        wind, number = (last.round_wind, last.hand + 1) if last is not None else ("E", 1)
        self.table_page.counters_label.setText(wording.game_over_line(final, setup.table_rules, wind, number, names))

    # -- preferences ---------------------------------------------------------
    def set_lie_flat(self, on: bool) -> None:
        """Turn each seat's text toward its player (a device lying flat)."""
        self.table_page.lie_flat = on
        self.table_page.place_cards()
        self.lie_flat_button.blockSignals(True)
        self.lie_flat_button.setChecked(on)
        self.lie_flat_button.blockSignals(False)
        settings_store.write(self.settings, LIE_FLAT_SETTING, on)

    def set_touch(self, on: bool) -> None:
        """Touch mode: every target at least 44 px each way (buttons,
        fields, ticks, list rows, the seats' riichi buttons), for a tablet
        lying on the table. Nothing on this screen needs hovering or a
        right click in either mode."""
        self.touch = on
        self.touch_action.blockSignals(True)
        self.touch_action.setChecked(on)
        self.touch_action.blockSignals(False)
        for card in self.table_page.cards.values():
            card.touch_target = TOUCH_TARGET if on else 0
        self._scale = 0.0
        self._apply_scale(scale_for(max(self.width(), 1), max(self.height(), 1)))
        settings_store.write(self.settings, TOUCH_SETTING, on)

    def set_bottom_seat(self, seat: int) -> None:
        """Which seat sits at the bottom edge (the device's owner)."""
        players = self.table_page.players
        self.table_page.bottom_seat = seat % players
        self.table_page.place_cards()
        settings_store.write(self.settings, BOTTOM_SEAT_SETTING, seat % players)

    def set_history_visible(self, on: bool) -> None:
        """Show or hide the history beside the table."""
        self.history.setVisible(on)
        self.history_button.blockSignals(True)
        self.history_button.setChecked(on)
        self.history_button.blockSignals(False)
        settings_store.write(self.settings, HISTORY_SETTING, on)

    # -- text and size ---------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        tp = self.table_page
        tp.win_button.setText(self.tr("Win…"))
        tp.draw_button.setText(self.tr("Draw…"))
        tp.undo_button.setText(self.tr("Undo"))
        tp.redo_button.setText(self.tr("Redo"))
        tp.more_button.setText(self.tr("More"))
        tp.more_menu.clear()
        tp.more_menu.addAction(self.tr("Abortive draw, chombo, end…"), self.show_draw)
        tp.more_menu.addAction(self.tr("New game or saved games…"), self.show_setup)
        tp.more_menu.addAction(self.touch_action)
        tp.win_button.setToolTip(self.tr("A player won (W)"))
        tp.draw_button.setToolTip(self.tr("The hand ended without a winner (D)"))
        tp.undo_button.setToolTip(self.tr("Undo the last change (Ctrl+Z)"))
        tp.redo_button.setToolTip(self.tr("Redo (Ctrl+Y)"))
        self.touch_action.setText(self.tr("Touch mode: bigger targets for fingers"))
        self.touch_action.blockSignals(True)
        self.touch_action.setChecked(self.touch)
        self.touch_action.blockSignals(False)
        self.lie_flat_button.setText(self.tr("Lie flat"))
        self.lie_flat_button.setToolTip(self.tr("Turn each seat toward its player, for a device lying in the middle "
                                                "of the table (L)"))
        self.lie_flat_button.blockSignals(True)
        self.lie_flat_button.setChecked(self.table_page.lie_flat)
        self.lie_flat_button.blockSignals(False)
        self.turn_button.setText(self.tr("Turn seats"))
        self.turn_button.setToolTip(self.tr("Put the next seat at the bottom edge"))
        self.history_button.setText(self.tr("History"))
        self.history_button.blockSignals(True)
        self.history_button.setChecked(self.history.isVisibleTo(self))
        self.history_button.blockSignals(False)
        self.games_button.setText(self.tr("New or saved game…"))
        self.try_again_button.setText(self.tr("Try again"))
        self.repair_button.setText(self.tr("Repair"))
        self.fresh_button.setText(self.tr("Start a fresh file"))
        if self._open_error is not None:
            self._show_store_fault()
        self.sheet_button.setText(self.tr("Score sheet…"))
        self.sheet_button.setToolTip(self.tr("Save this game's score sheet as a PDF to print or as CSV for a "
                                             "spreadsheet"))
        self.new_game_button.setText(self.tr("New game"))
        self.next_game_button.setText(self.tr("Next game, same players"))
        self.session_button.setText(self.tr("Session standings…"))
        self.win_page.retranslate()
        self.draw_page.retranslate()
        self.setup_page.retranslate()
        self.sheet_page.retranslate()
        self.session_page.retranslate()
        self.history.retranslate()
        self.history.clear_cache()
        self._chase_memo.clear()
        self.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def _apply_scale(self, scale: float) -> None:
        if scale != self._scale:
            self._scale = scale
            self.setStyleSheet(table_style(self.theme, scale, touch=self.touch))
            # the history paints its rows itself: its padding as the sheet's px(3), its touch height
            self.history.tree.delegate.set_metrics(max(8, round(3 * scale)), TOUCH_TARGET if self.touch else 0)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: sizes follow the window; the history goes below the table
        when the two do not fit side by side."""
        self._apply_scale(scale_for(event.size().width(), event.size().height()))
        self._arrange(self._fits_side_by_side(event.size().width()))
        self._place_note(event.size().width())
        super().resizeEvent(event)

    def _place_note(self, width: int) -> None:
        """The "assumed: …" note in the bar beside the title, or on its own
        line under the bar when the bar leaves it less than `NOTE_ROOM` px
        of `width` or it would take more than two lines there (at 800 px in
        English it was a 60 px column of nine lines); the title goes to that
        line too where it does not fit beside the buttons on one line (at
        150 % zoom in English the bar needed 804 px of an 800 px window)."""
        bar, note, title, under = self._bar, self.assumed_label, self.title, self._under
        taken = title.sizeHint().width() + sum(
            b.sizeHint().width() + bar.spacing() for b in (self.lie_flat_button, self.turn_button,
                                                          self.history_button, self.sheet_button, self.games_button)
            if not b.isHidden())
        margins = self.layout().contentsMargins()
        room = width - margins.left() - margins.right() - taken - bar.spacing()
        title_below = room < 0
        below = title_below or bool(note.text()) and (
            room < NOTE_ROOM or note.fontMetrics().horizontalAdvance(note.text()) > 2 * room)
        if (below, title_below) == (under.indexOf(note) >= 0, under.indexOf(title) >= 0):
            return
        for w in (title, note):
            (under if under.indexOf(w) >= 0 else bar).removeWidget(w)
        (under if title_below else bar).insertWidget(0, title)
        line = under if below else bar
        line.insertWidget(line.indexOf(title) + 1, note, 1)  # after the title where it shares the line
        bar.setStretchFactor(title, 1 if below else 0)  # the buttons keep their width, right
        bar.setAlignment(Qt.AlignmentFlag.AlignRight if title_below else Qt.AlignmentFlag(0))

    def _fits_side_by_side(self, width: int) -> bool:
        """Whether the table at its least width and the history fit side by
        side in `width` px (the felt's buttons on one line: wrapped, they
        are for a window too narrow for the history beside)."""
        margins = self.layout().contentsMargins()
        room = width - margins.left() - margins.right()
        return room >= self.table_page.one_line_width() + HISTORY_WIDTH + self.split.handleWidth()

    def _arrange(self, wide: bool) -> None:
        """The history beside the table (`wide`) or below it."""
        orientation = Qt.Orientation.Horizontal if wide else Qt.Orientation.Vertical
        if self.split.orientation() == orientation and self.split.property("arranged"):
            return
        self.split.setProperty("arranged", True)
        self.split.setOrientation(orientation)
        if wide:
            self.history.setMinimumSize(HISTORY_WIDTH, 0)
            self.split.setSizes([1000, 380])
        else:
            self.history.setMinimumSize(0, HISTORY_HEIGHT)
            self.split.setSizes([1000, HISTORY_HEIGHT])

