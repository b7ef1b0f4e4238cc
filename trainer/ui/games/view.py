"""GamesView: the Games tab — import saved game logs, browse their wins and
deal-ins, open one in the calculator, be quizzed on them.

"Import games…" (or files dropped on the window) reads the files in the
background through the window's `run_task` (`trainer.logs.importer`: read,
re-score every win, store), with the window's progress bar and its Cancel
button (the import stops between two hands and takes out what it stored);
the list then shows the games from ``games.sqlite3`` in the data folder,
newest first.

With 1,000 games (issue 24 §4, bench/games_scale.py): the list paints its
rows (`game_list`), a selection reads its wins' light rows in one query
(`GamesStore.win_keys`), cards are built only near the visible part, and
"Quiz me on these" hands the quiz a sequence read as it asks.
The right side lists the selected games' wins (or one player's wins and the
hands they dealt into), each with its hand, situation, our score and the
check against the log; a disagreement is shown with its likely cause.
"Quiz me on these" starts the Quiz tab on the hands listed (fu, han and
points asked; the answers go to the quiz history like any other).
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QBoxLayout,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLayout,
    QPushButton,
    QScrollArea,
    QSplitter,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.logs.importer import FileReport, import_files
from trainer.logs.store import SCHEMA as GAMES_SCHEMA
from trainer.logs.store import GamesStore, StoredGame, StoredWin, StoreError, WinKey
from trainer.storage import salvage, set_aside

from ..base import paths, terms
from ..base.theme import Theme, scale_for, system_theme
from ..widgets.flow_layout import FlowLayout
from ..widgets.layout import clear_layout
from . import wording
from .game_list import GameList, final_standing, player_name
from .store_fault import StoreFaultPage
from .style import games_style_sheet
from .win_card import WinCard

# Least height (px) for the cards under the game's header; with less the header scrolls with them.
CARDS_ROOM = 300
# Seconds the import thread sleeps after each file, so that the GUI thread gets Python's lock.
IMPORT_PAUSE = 0.002
# Cards built per turn of the event loop (a card takes a few ms to build and lay out).
CARDS_AT_ONCE = 3
# Pixels of cards built below the visible part of the list; more are built as it is scrolled down (a card
# built costs its share of every later layout: 120 cards built at once froze the window 50–100 ms a turn).
CARDS_AHEAD = 600
# Win cards shown at once (more selected games list the first ones and say how many are left out).
MAX_CARDS = 120
# Games whose win rows are read ahead on each idle turn after the list is filled (about 5 ms a turn), so that
# Ctrl+A finds them read: reading the rows of 1,000 games at once took 35-55 ms of Ctrl+A's 100.
KEYS_AT_ONCE = 100
# File types offered by "Import games…" (the format is read from the content, so any file may be chosen).
LOG_SUFFIXES = ("*.mjlog", "*.xml", "*.json", "*.mjson", "*.jsonl", "*.log", "*.gz", "*.txt")


def create_screen(window) -> GamesView:
    """The Games tab of `window` (a `MainWindow`): its store in the window's
    data folder, imports through the window's background tasks, "Open in
    calculator" and "Quiz me on these" through the window's tabs."""
    view = GamesView(window.data_dir() / paths.GAMES_DB, run_task=window.run_task)
    view.openInCalculator.connect(window.open_in_calculator)

    def quiz(hands) -> None:
        screen = window.show_tab("quiz")
        if screen is not None and hasattr(screen, "start_hands"):
            screen.start_hands(hands)

    view.quizRequested.connect(quiz)
    view.deckRequested.connect(lambda hands: window.classroom.add_hands_to_deck(hands, "game"))
    return view


class GamesView(QWidget):
    """The Games screen (see the module docstring).

    Args:
        db_path: the games file (``games.sqlite3``).
        run_task: the window's `run_task` (background work with its progress
            bar); None runs imports in place (a script, a test).
        theme: colours (default: the system's).

    Signals:
        openInCalculator(object): a SCHEMA.md hand to show in the calculator.
        quizRequested(object): the SCHEMA.md hands to be quizzed on (a
            sequence read from the store as the quiz asks them).
        deckRequested(list): the SCHEMA.md hands to add to the lesson deck
            (the Classroom tab).
        importFinished(list): the `FileReport`s of an import (tests, scripts).

    Attributes (tests): `game_list`, `cards` (the win cards built so far:
    a few per turn of the event loop while they do not reach `CARDS_AHEAD`
    pixels below the visible part, more as the list is scrolled;
    `finish_cards` builds the rest at once), `import_button`, `quiz_button`,
    `player_combo`, `deal_ins_check`, `notice`, `store`, `stack`.
    """

    openInCalculator = Signal(object)
    quizRequested = Signal(object)
    deckRequested = Signal(list)
    importFinished = Signal(list)

    def __init__(self, db_path: str | Path, run_task=None, theme: Theme | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Games")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAcceptDrops(True)
        self.db_path = Path(db_path)
        self.theme = theme or system_theme()
        self._run_task = run_task
        self._scale = 0.0
        self.cards: list[WinCard] = []
        self._queue: list[tuple] = []
        self._generation = 0
        self._quiz_count = 0
        self._games: list[StoredGame] = []
        self._selected: list[StoredGame] = []
        self._left_out = 0
        self._shown: list[tuple[StoredGame, WinKey, str]] = []
        self._keys: list[WinKey] = []
        self._key_cache: dict[int, list[WinKey]] = {}  # game id → its win rows (`_read_keys`)
        self._keys_ahead = 0  # which filling of the list the rows read ahead belong to
        self._labels: list[tuple[QLabel, tuple]] = []  # the lines between the cards, with what they say
        self._building = False
        self._importing = False
        self.store: GamesStore | None = None
        self._store_error: str | None = None
        self._open_error: StoreError | None = None  # why the file cannot be opened (the fault page says it)

        outer = QVBoxLayout(self)
        outer.setContentsMargins(24, 16, 24, 16)
        outer.setSpacing(10)
        # the title beside the buttons, or above them where the row does not fit (`_place_buttons`)
        top = QBoxLayout(QBoxLayout.Direction.LeftToRight)
        titles = QVBoxLayout()
        titles.setSpacing(2)
        self.title = QLabel()
        self.title.setObjectName("GamesTitle")
        # not a least width of its own: beside the buttons it always has its whole text (`_place_buttons`),
        # and a window made narrow from a wide one must reach that method before the row is too wide
        self.title.setMinimumWidth(1)
        self.intro = QLabel()
        self.intro.setObjectName("GamesIntro")
        self.intro.setWordWrap(True)
        titles.addWidget(self.title)
        titles.addWidget(self.intro)
        top.addLayout(titles, 1)
        self.import_button = QPushButton()
        self.import_button.setObjectName("Secondary")
        self.import_button.clicked.connect(self.choose_files)
        self.quiz_button = QPushButton()
        self.quiz_button.setObjectName("Primary")
        self.quiz_button.clicked.connect(self.quiz_on_these)
        self.deck_button = QPushButton()
        self.deck_button.setObjectName("Secondary")
        self.deck_button.clicked.connect(lambda: self.deckRequested.emit(list(self.quiz_hands())))
        buttons = QHBoxLayout()
        for b in (self.import_button, self.deck_button, self.quiz_button):
            buttons.addWidget(b, 0, Qt.AlignmentFlag.AlignBottom)
        top.addLayout(buttons)
        top.setAlignment(buttons, Qt.AlignmentFlag.AlignRight)
        outer.addLayout(top)
        self._top, self._titles, self._buttons = top, titles, buttons
        self.notice = QLabel()
        self.notice.setObjectName("Notice")
        self.notice.setWordWrap(True)
        self.notice.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.notice.hide()
        outer.addWidget(self.notice)

        self.stack = QStackedWidget()
        outer.addWidget(self.stack, 1)
        self.empty_page = self._empty_page()
        self.stack.addWidget(self.empty_page)
        self.fault_page = StoreFaultPage()  # the games file cannot be opened: why, and the way out
        self.fault_page.tryAgain.connect(self.try_again)
        self.fault_page.repair.connect(self.repair)
        self.fault_page.startFresh.connect(self.start_fresh)
        self.stack.addWidget(self.fault_page)

        self.split = QSplitter(Qt.Orientation.Horizontal)
        self.split.setChildrenCollapsible(False)
        self.game_list = GameList(self.theme)
        self.game_list.selectionChangedTo.connect(self._show_selected)
        self.split.addWidget(self.game_list)
        right = QWidget()
        rbox = QVBoxLayout(right)
        rbox.setContentsMargins(0, 0, 0, 0)
        rbox.setSpacing(8)
        rbox.addWidget(self._build_header())
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        holder = QWidget()
        column = QVBoxLayout(holder)  # the header where the panel is short (`_place_header`), the cards
        # the holder grows with its cards (word-wrapped lines included)
        column.setSizeConstraint(QLayout.SizeConstraint.SetMinAndMaxSize)
        column.setContentsMargins(0, 0, 6, 0)
        column.setSpacing(8)
        self.cards_box = QVBoxLayout()
        self.cards_box.setContentsMargins(0, 0, 0, 0)
        self.cards_box.setSpacing(8)
        column.addLayout(self.cards_box)
        self._right_box, self._cards_column = rbox, column
        right.installEventFilter(self)
        self.scroll.setWidget(holder)
        self.scroll.verticalScrollBar().valueChanged.connect(lambda _v: self._build_when_near(self._generation))
        self.scroll.verticalScrollBar().rangeChanged.connect(lambda _a, _b: self._build_when_near(self._generation))
        rbox.addWidget(self.scroll, 1)
        self.split.addWidget(right)
        self.split.setStretchFactor(0, 2)
        self.split.setStretchFactor(1, 5)
        self.split.setSizes([420, 1000])
        self.stack.addWidget(self.split)

        self._open_store()
        self.retranslate()
        self.reload()
        self._apply_scale(scale_for(max(self.width(), 1200), max(self.height(), 800)))

    # -- pieces ----------------------------------------------------------
    def _build_header(self) -> QFrame:
        """The selected game's header: its title, the places, and the
        player and deal-in filters with the count of wins shown."""
        self.header = QFrame()
        self.header.setObjectName("GameHeader")
        hbox = QVBoxLayout(self.header)
        hbox.setContentsMargins(14, 10, 14, 10)
        hbox.setSpacing(6)
        self.header_title = QLabel()
        self.header_title.setObjectName("HeaderTitle")
        self.header_title.setWordWrap(True)  # date · platform · a long game id: 559 px on one line
        hbox.addWidget(self.header_title)
        # the four places wrap to the width (one row of them set the
        # window's least width past 1024 px in English)
        standing = QWidget()
        self.standing_row = FlowLayout(standing, spacing=8)
        hbox.addWidget(standing)
        self.show_label = QLabel()
        self.player_combo = QComboBox()
        self.player_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.player_combo.activated.connect(lambda _i: self._fill_cards())
        self.deal_ins_check = QCheckBox()
        self.deal_ins_check.setChecked(True)
        self.deal_ins_check.toggled.connect(lambda _on: self._fill_cards())
        self.count_label = QLabel()
        self.count_label.setObjectName("Muted")
        # "Show [player] ☑ and the hands they dealt into · 6 wins" wraps too
        # (on one line it needed 461 px: an 800 px window became 834 px)
        pick = QWidget()
        pick_row = QHBoxLayout(pick)
        pick_row.setContentsMargins(0, 0, 0, 0)
        pick_row.addWidget(self.show_label)
        pick_row.addWidget(self.player_combo)
        filter_box = QWidget()
        filters = FlowLayout(filter_box, spacing=8)
        for w in (pick, self.deal_ins_check, self.count_label):
            filters.addWidget(w)
        hbox.addWidget(filter_box)
        return self.header

    def _empty_page(self) -> QWidget:
        page = QWidget()
        box = QVBoxLayout(page)
        box.addStretch(1)
        self.drop_zone = QFrame()
        self.drop_zone.setObjectName("DropZone")
        zone = QVBoxLayout(self.drop_zone)
        zone.setContentsMargins(40, 36, 40, 36)
        zone.setSpacing(10)
        self.empty_title = QLabel()
        self.empty_title.setObjectName("EmptyTitle")
        self.empty_text = QLabel()
        self.empty_text.setObjectName("EmptyText")
        self.empty_text.setWordWrap(True)
        self.empty_import = QPushButton()
        self.empty_import.setObjectName("Primary")
        self.empty_import.clicked.connect(self.choose_files)
        for w in (self.empty_title, self.empty_text):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            zone.addWidget(w)
        zone.addWidget(self.empty_import, 0, Qt.AlignmentFlag.AlignCenter)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.drop_zone, 3)
        row.addStretch(1)
        box.addLayout(row)
        box.addStretch(2)
        return page

    # -- store -----------------------------------------------------------
    def _open_store(self) -> None:
        self._key_cache = {}
        try:
            self.store = GamesStore(self.db_path)
            self._store_error, self._open_error = None, None
        except StoreError as e:
            self.store = None
            self._store_error, self._open_error = e.message, e

    def try_again(self) -> bool:
        """Open the games file again (the other program let go, the
        permissions fixed…) and show its games; True when it opened."""
        if self.store is None:
            self._open_store()
            self.reload()
        return self.store is not None

    def repair(self) -> None:
        """Copy every game SQLite can still read into a fresh file, keep
        the damaged one (renamed), and open the fresh one."""
        try:
            result = salvage(self.db_path, GAMES_SCHEMA)
        except StoreError as e:
            self._open_error = e
            self.fault_page.show_error(e)
            return
        self.try_again()
        if self.store is not None:
            games, kept = result.rows.get("games", 0), result.kept.name
            self._say(lambda: self.tr("Repaired: %1 of the imported games recovered into a fresh file; the damaged "
                                      "file was kept as %2.").replace("%1", str(games)).replace("%2", kept))

    def start_fresh(self) -> None:
        """Keep the unusable file (renamed) and start an empty one."""
        try:
            kept = set_aside(self.db_path).name
        except StoreError as e:
            self._open_error = e
            self.fault_page.show_error(e)
            return
        self.try_again()
        if self.store is not None:
            self._say(lambda: self.tr("A fresh imported games file was started; the old one was kept as %1.")
                      .replace("%1", kept))

    def reload(self, select: set[int] | None = None) -> None:
        """Read the games from the store again and show them (`select`: ids
        of games to select; default the first)."""
        games: list[StoredGame] = []
        if self.store is None and self._open_error is not None:
            self._games = []
            self.fault_page.show_error(self._open_error)
            self.stack.setCurrentWidget(self.fault_page)
            self.game_list.set_games([], None)
            self._show_selected([])
            self._sync_buttons()
            return
        if self.store is not None:
            try:
                games = self.store.games()
            except StoreError as e:
                self._say(self.tr("The imported games cannot be read: %1").replace("%1", e.message), bad=True)
        self._games = games
        self._key_cache = {}
        self._keys_ahead += 1
        self.stack.setCurrentWidget(self.split if games else self.empty_page)
        self.game_list.set_games(games, select)
        if not games:
            self._show_selected([])
        self._sync_buttons()
        generation = self._keys_ahead
        QTimer.singleShot(0, self, lambda: self._read_keys_ahead(generation))

    # -- import ----------------------------------------------------------
    def choose_files(self) -> None:
        """"Import games…": pick log files and import them."""
        files, _ = QFileDialog.getOpenFileNames(
            self, self.tr("Import games"), str(Path.home()),
            self.tr("Game logs (%1)").replace("%1", " ".join(LOG_SUFFIXES)) + ";;" + self.tr("All files (*)"))
        if files:
            self.open_files(files)

    def open_files(self, files: list[str]) -> bool:
        """Import `files` in the background (dropped on the window or
        chosen); False when the store cannot be opened or an import runs."""
        files = [str(f) for f in files][:1000]
        if not files:
            return False
        if self.store is None:
            self.try_again()  # the file may be free now (it was refused for the whole run)
        if self.store is None:
            self._say(self.tr("The imported games cannot be stored: %1").replace("%1", self._store_error or ""),
                      bad=True)
            return False
        if self._importing:
            self._say(self.tr("An import is running; drop the files again when it is done."))
            return False
        self._importing = True
        self._sync_buttons()
        db_path = self.db_path
        label = self.tr("Importing %n file(s)…", "", len(files))

        def work(progress):
            def step(done: int, total: int) -> None:
                progress(done, total)
                # after each file (a few ms of Python), let the GUI thread
                # take the interpreter lock: the window keeps painting
                time.sleep(IMPORT_PAUSE)

            # the worker opens its own connection (SQLite stays on its thread)
            return import_files(files, db_path, progress=step,
                                cancelled=lambda: getattr(progress, "cancelled", False))

        if self._run_task is None:
            try:
                self._imported(work(lambda done, total: None))
            except StoreError as e:
                self._import_failed(e)
            return True
        self._run_task(work, done=self._imported, failed=self._import_failed, label=label,
                       stopped=self._import_stopped, cancellable=True)
        return True

    def _import_stopped(self, reports: list[FileReport] | None) -> None:
        """The import was cancelled (the window's Cancel button): the store
        is as it was before it (`import_files` took its games out again)."""
        self._importing = False
        self._sync_buttons()
        kept = any(e.args for r in reports or () if (e := r.error) is not None and e.code == "cancelled")
        self._say(lambda: self.tr("The import was cancelled; some games it stored could not be taken out again.")
                  if kept else self.tr("The import was cancelled: nothing of it was stored."), bad=kept)
        if self.store is not None:
            self.reload({g.id for g in self._selected} or None)

    def _import_failed(self, error: BaseException) -> None:
        self._importing = False
        self._sync_buttons()
        self._say(self.tr("The import stopped: %1").replace("%1", str(getattr(error, "message", error))), bad=True)

    def _imported(self, reports: list[FileReport]) -> None:
        self._importing = False
        added = sum(r.added for r in reports)
        dupes = sum(r.duplicates for r in reports)
        off = sum(r.disagreements for r in reports)
        bad = bool(off or any(r.error or r.game_errors or r.warnings or r.unreadable for r in reports))

        def words() -> str:  # built again in the new language after a switch
            problems = [f"{Path(r.source).name}: {wording.error_text(r.error.code, r.error.args)}"
                        for r in reports if r.error]
            problems += [f"{Path(r.source).name}{f' ({game})' if game else ''}: {wording.error_text(e.code, e.args)}"
                         for r in reports for game, e in r.game_errors]
            warned = [f"{Path(r.source).name}: {wording.error_text(e.code)}" for r in reports for _g, e in r.warnings]
            partial = [self._partial_text(r) for r in reports if r.unreadable]
            parts = [self.tr("Imported %n game(s).", "", added)]
            if dupes:
                parts.append(self.tr("%n already here.", "", dupes))
            if off:
                parts.append(self.tr("%n win(s) differ from their log — marked in red.", "", off))
            if problems:
                parts.append(self.tr("Not imported: %1").replace("%1", "; ".join(problems[:6]) +
                                                                  (" …" if len(problems) > 6 else "")) + ".")
            if partial:
                parts.append(" ".join(partial[:4]) + (" …" if len(partial) > 4 else ""))
            if warned:
                parts.append(self.tr("Look damaged: %1").replace("%1", "; ".join(warned[:4])))
            return " ".join(parts)

        self._say(words, bad=bad)
        first_new = set()
        if added and self.store is not None:
            try:
                known = {g.id for g in self._games}
                # the newest game just imported (the list is newest first); one
                # game's cards are quick to build, and Ctrl+A selects them all
                first_new = {next(g.id for g in self.store.games() if g.id not in known)}
            except (StoreError, StopIteration):
                pass
        self.reload(first_new or None)
        self.importFinished.emit(reports)

    def _partial_text(self, report: FileReport) -> str:
        """"game.json: 11 of 12 hands imported; hand S3 could not be read:
        the log is damaged." for a file whose games stand without some
        hands (issue 20); at most three hands named."""
        total = report.hands + len(report.unreadable)
        lost = []
        for _game, u in report.unreadable[:3]:
            where = (wording.hand_name(u.label, u.honba) if u.honba else
                     wording.round_label(u.label)) if u.label else str(u.number)
            lost.append(self.tr("hand %1 could not be read: %2").replace("%1", where)
                        .replace("%2", wording.error_text(u.error.code)))
        more = len(report.unreadable) - len(lost)
        text = self.tr("%1: %2 of %n hand(s) imported; %3", "", total).replace("%1", Path(report.source).name) \
            .replace("%2", str(report.hands)).replace("%3", "; ".join(lost))
        if more > 0:
            text += " " + self.tr("(and %n more)", "", more)
        return text + "."

    def _say(self, text, bad: bool = False) -> None:
        """Show the notice `text` (a string, or a function that builds it:
        built again in the new language when the language changes)."""
        self._notice = (text, bad) if callable(text) else None
        self.notice.setText(text() if callable(text) else text)
        self.notice.setProperty("bad", bad)
        self.notice.style().unpolish(self.notice)
        self.notice.style().polish(self.notice)
        self.notice.setVisible(bool(text))

    # -- the selected games ----------------------------------------------
    def _show_selected(self, games: list[StoredGame]) -> None:
        self._selected = games
        self._keys = self._read_keys(games)
        self._fill_selected()

    def _fill_selected(self) -> None:
        """The player list, the header and the cards of the selection (its
        win rows read already: a language switch reads nothing again)."""
        games = self._selected
        names = dict.fromkeys(player_name(g, s) for g in games for s in range(len(g.players)))
        current = self.player()
        self.player_combo.clear()
        self.player_combo.addItem(self.tr("Every player's wins"))
        self.player_combo.addItems(list(names))  # one call: 3,000 names took 17 ms one by one, 3.5 ms so
        i = self.player_combo.findText(current) if current else 0
        self.player_combo.setCurrentIndex(max(0, i))
        self._fill_header()
        self._fill_cards()

    def _fill_header(self) -> None:
        """The selected game's title line and its places; a place chip
        already there for the same game is worded again, not built again
        (a language switch: building and polishing the four chips anew was
        a tenth of the switch at 1,000 games)."""
        games = self._selected
        if len(games) != 1:
            clear_layout(self.standing_row)
            self.header_title.setText(self.tr("%n game(s) selected", "", len(games)) if games else "")
            return
        g = games[0]
        self.header_title.setText(f"{wording.when_text(g.played_at, g.imported_at)} · "
                                  f"{wording.platform_name(g.platform, len(g.players))} · {g.game_id}")
        points = (g.final or {}).get("points")
        places = []
        for place, (seat, score) in enumerate(final_standing(g), 1):
            text = f"{place}. {player_name(g, seat)}"
            if score is not None:
                text += f"  {terms.number_text(score)}"
                if points:
                    text += f"  ({points[seat]:+.1f})"
            places.append((text, place == 1 and score is not None))
        key = f"{g.id}:{[first for _text, first in places]}"  # the same game, the same places marked
        chips = [self.standing_row.itemAt(i).widget() for i in range(self.standing_row.count())]
        if len(chips) == len(places) and all(c is not None and c.property("places") == key for c in chips):
            for chip, (text, _first) in zip(chips, places, strict=True):
                chip.setText(text)
            return
        clear_layout(self.standing_row)
        for text, first in places:
            chip = QLabel(text)
            chip.setObjectName("Standing")
            chip.setProperty("first", first)
            chip.setProperty("places", key)
            self.standing_row.addWidget(chip)
            chip.show()  # now: Qt shows a widget added to a layout a turn later, and lays out and paints again then

    def _read_keys(self, games: list[StoredGame]) -> list[WinKey]:
        """The win rows of `games` without their JSON (`GamesStore.win_keys`:
        one query for 1,000 games; those read already, ahead or for an
        earlier selection, are not read again); a damaged row hides only
        itself, and the notice says so."""
        if self.store is None or not games:
            return []
        missing = [g for g in games if g.id not in self._key_cache]
        if missing:
            try:
                self._cache_keys(missing)
            except StoreError as e:
                self._say(e.message, bad=True)
                return []
        return [k for g in games for k in self._key_cache[g.id]]

    def _cache_keys(self, games: list[StoredGame]) -> None:
        """Read the win rows of `games` into the cache (`StoreError` passes up)."""
        read: dict[int, list[WinKey]] = {g.id: [] for g in games}
        for k in self.store.win_keys(list(read)):
            read[k.game].append(k)
        self._key_cache.update(read)

    def _read_keys_ahead(self, generation: int) -> None:
        """Read the win rows of the next `KEYS_AT_ONCE` listed games, then
        the next ones on the next idle turn, until every game's are read
        (a new filling of the list, `generation`, starts again); a fault
        is left to be reported when the games are selected."""
        if generation != self._keys_ahead or self.store is None:
            return
        todo = [g for g in self._games if g.id not in self._key_cache][:KEYS_AT_ONCE]
        if not todo:
            return
        try:
            self._cache_keys(todo)
        except StoreError:
            return
        QTimer.singleShot(0, self, lambda: self._read_keys_ahead(generation))

    def player(self) -> str | None:
        """The player chosen in "Show" (their name), or None for every player's wins."""
        return self.player_combo.currentText() if self.player_combo.currentIndex() > 0 else None

    def _shown_keys(self) -> list[tuple[StoredGame, WinKey, str]]:
        """``(game, win key, role)`` of the wins listed (`shown_wins`),
        chosen from the selection's win rows read when it was made."""
        games = {g.id: g for g in self._selected}
        keys = [k for k in self._keys if k.game in games]
        player = self.player()
        deal_ins = self.deal_ins_check.isChecked()
        seats = {g.id: {s for s in range(len(g.players)) if player_name(g, s) == player} for g in games.values()} \
            if player is not None else {}
        out = []
        for k in keys:
            if not k.readable:
                continue
            g = games[k.game]
            if player is None or k.winner in seats[g.id]:
                out.append((g, k, "win"))
            elif deal_ins and not k.tsumo and k.from_seat in seats[g.id]:
                out.append((g, k, "deal_in"))
        return out

    def _say_damage(self, lost: list[int]) -> None:
        """The notice names the first game with win rows that cannot be
        read: damaged (found by `win_keys`, or `lost` when the whole rows
        were read: their ids), or missing (fewer rows than its count)."""
        readable = Counter(k.game for k in self._keys if k.readable and k.id not in lost)
        for g in self._selected:
            damaged = g.wins - readable[g.id]
            if damaged > 0:
                # one damaged row hides only itself; importing the log again repairs it (the store's docstring)
                self._say(self.tr("%n win(s) of game %1 cannot be read from the games file (damaged there) and "
                                  "are left out; import its log file again to repair them.", "", damaged)
                          .replace("%1", g.game_id), bad=True)
                return

    def shown_wins(self) -> list[tuple[StoredGame, StoredWin, str]]:
        """``(game, win, role)`` of the wins listed: every win of the selected
        games, or the chosen player's wins (role ``"win"``) and, with "and
        the hands they dealt into", the rons they paid (``"deal_in"``).
        Reads every listed win whole (the cards read only those shown)."""
        shown = self._shown_keys()
        if not shown or self.store is None:
            return []
        wins = {w.id: w for w in self.store.wins_by_id([k.id for _g, k, _r in shown])}
        self._say_damage([k.id for _g, k, _r in shown if k.id not in wins])
        return [(g, wins[k.id], role) for g, k, role in shown if k.id in wins]

    def _fill_cards(self) -> None:
        clear_layout(self.cards_box)
        self.cards = []
        self._labels = []
        shown = self._shown_keys()
        self._shown = shown
        self._left_out = max(0, len(shown) - MAX_CARDS)
        self._quiz_count = sum(1 for _g, k, _r in shown if not k.refused)
        try:
            full = {w.id: w for w in self.store.wins_by_id([k.id for _g, k, _r in shown[:MAX_CARDS]])} \
                if shown and self.store is not None else {}
        except StoreError as e:
            self._say(e.message, bad=True)
            full = {}
        self._say_damage([k.id for _g, k, _r in shown[:MAX_CARDS] if k.id not in full])
        queue: list[tuple] = []
        last_game = None
        for g, k, role in shown[:MAX_CARDS]:
            if k.id not in full:
                continue
            if len(self._selected) > 1 and g.id != last_game:
                queue.append(("caption", g))
                last_game = g.id
            queue.append(("card", g, full[k.id], role))
        if not shown and self._selected:
            queue.append(("none",))
        if self._left_out:
            queue.append(("more",))
        self._queue = queue
        self._generation += 1
        self.cards_box.addStretch(1)
        self._build_some(self._generation)
        self.deal_ins_check.setEnabled(self.player() is not None)
        self._count_words()
        self._sync_buttons()

    def _count_words(self) -> None:
        """"12 wins · 3 deal-ins" of the wins listed."""
        wins = sum(1 for _g, _k, role in self._shown if role == "win")
        deal_ins = len(self._shown) - wins
        text = self.tr("%n win(s)", "", wins)
        if deal_ins:
            text += " · " + self.tr("%n deal-in(s)", "", deal_ins)
        self.count_label.setText(text if self._selected else "")

    def _retranslate_selection(self) -> None:
        """A language switch: the cards built and the words around them say
        it again in the new language (nothing is read or built again)."""
        self.player_combo.setItemText(0, self.tr("Every player's wins"))
        self._fill_header()
        for card in self.cards:
            card.retranslate()
        for label, item in self._labels:
            label.setText(self._label_text(item))
        self._count_words()

    def _build_when_near(self, generation: int) -> None:
        """Build more cards when fewer than `CARDS_AHEAD` pixels of them lie
        below the visible part of the list (scrolled down, or a tall window)."""
        bar = self.scroll.verticalScrollBar()
        if self._queue and bar.maximum() - bar.value() < CARDS_AHEAD and not self._building:
            self._building = True
            QTimer.singleShot(0, self, lambda: self._build_some(generation))

    def _build_some(self, generation: int) -> None:
        """Build the next few cards of the list (`CARDS_AT_ONCE`); more are
        built on later turns of the event loop while the built ones do not
        reach `CARDS_AHEAD` pixels below the visible part (then as the list
        is scrolled), so that a long list never holds the window up."""
        self._building = False
        if generation != self._generation:
            return
        tile_h = int(44 * max(self._scale, 0.8))
        built = 0
        while self._queue and built < CARDS_AT_ONCE:
            item = self._queue.pop(0)
            if item[0] == "card":
                _kind, g, w, role = item
                widget = WinCard(w, g, role, tile_h)
                widget.openRequested.connect(self.openInCalculator)
                self.cards.append(widget)
                built += 1
            else:
                widget = QLabel(self._label_text(item))
                widget.setObjectName({"caption": "SectionTitle", "none": "BigHint"}.get(item[0], "Muted"))
                self._labels.append((widget, item))
            self.cards_box.insertWidget(self.cards_box.count() - 1, widget)
        if self._queue:
            # the layout is settled on the next turn: its new range says whether more are needed
            QTimer.singleShot(0, self, lambda: self._build_when_near(generation))

    def _label_text(self, item: tuple) -> str:
        """The words of a line between the cards: a game's caption (when
        several are listed), "No wins to show here.", or how many more."""
        if item[0] == "caption":
            g = item[1]
            return f"{wording.when_text(g.played_at, g.imported_at)} · {wording.platform_name(g.platform)}"
        if item[0] == "none":
            return self.tr("No wins to show here.")
        return self.tr("%n more not shown: select fewer games.", "", self._left_out)

    def finish_cards(self) -> None:
        """Build every card still waiting (tests, screenshots)."""
        while self._queue:
            self._build_some(self._generation)

    def quiz_hands(self) -> Sequence[dict]:
        """The hands "Quiz me on these" asks: those listed whose hand our
        scorer accepts (a refused one is shown, not asked), each read from
        the store when the quiz comes to it (`GamesStore.hands`)."""
        if self.store is None:
            return []
        return self.store.hands([k.id for _g, k, _r in self._shown if not k.refused])

    def quiz_on_these(self) -> None:
        """"Quiz me on these": ask fu, han and points on the listed hands."""
        hands = self.quiz_hands()
        if hands:
            self.quizRequested.emit(hands)

    def _sync_buttons(self) -> None:
        n = self._quiz_count
        self.quiz_button.setText(self.tr("Quiz me on these (%1)").replace("%1", str(n)) if n
                                 else self.tr("Quiz me on these"))
        self.quiz_button.setEnabled(bool(n) and bool(self._selected))
        self.deck_button.setText(self.tr("Add to lesson deck"))
        self.deck_button.setToolTip(self.tr("Put the wins listed into the Classroom tab's lesson deck"))
        self.deck_button.setEnabled(bool(n) and bool(self._selected))
        self.import_button.setEnabled(not self._importing)
        self.empty_import.setEnabled(not self._importing)
        self._place_buttons(self.width())

    # -- drag and drop -----------------------------------------------------
    def dragEnterEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: accept local files dragged over the screen."""
        if event.mimeData().hasUrls() and any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()
            self.drop_zone.setProperty("hot", True)
            self.drop_zone.style().polish(self.drop_zone)

    def dragLeaveEvent(self, event) -> None:  # noqa: N802
        """Qt: the drag left."""
        self.drop_zone.setProperty("hot", False)
        self.drop_zone.style().polish(self.drop_zone)

    def dropEvent(self, event) -> None:  # noqa: N802
        """Qt: import the dropped files."""
        self.dragLeaveEvent(event)
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if files and self.open_files(files):
            event.acceptProposedAction()

    # -- look and text -----------------------------------------------------
    def _apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        self.setStyleSheet(games_style_sheet(self.theme, scale))
        self.game_list.set_scale(scale)
        for card in self.cards:
            card.set_tile_height(int(44 * max(scale, 0.8)))

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: rescale with the window."""
        self._apply_scale(scale_for(event.size().width(), event.size().height()))
        self._place_buttons(event.size().width())
        super().resizeEvent(event)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        """Qt: place the game's header when the panel beside the list is resized."""
        if event.type() == QEvent.Type.Resize and watched is self.scroll.parentWidget():
            self._place_header(event.size().width(), event.size().height())
        return super().eventFilter(watched, event)

    def _place_header(self, width: int, height: int) -> None:
        """The game's header above the cards' scroll area (in sight while
        they scroll), or in it above the first card where the panel of
        `width` × `height` px would leave the cards less than `CARDS_ROOM`
        px under it (at 800 × 600 it left them 171 px, less than a card)."""
        header = self.header
        need = header.heightForWidth(width) if header.hasHeightForWidth() else header.sizeHint().height()
        inside = height - need < CARDS_ROOM
        if inside == (self._cards_column.indexOf(header) >= 0):
            return
        (self._right_box if inside else self._cards_column).removeWidget(header)
        (self._cards_column if inside else self._right_box).insertWidget(0, header)

    def _place_buttons(self, width: int) -> None:
        """The three buttons beside the title, or in a row of their own under
        it (to the right) where the title and they do not fit in `width` px
        side by side: at 150 % zoom in English they needed 856 px of the 752
        an 800 px window leaves, and the window became 908 px wide."""
        margins = self.layout().contentsMargins()
        need = max(self.title.sizeHint().width(), self._titles.minimumSize().width()) + self._top.spacing() + self._buttons.sizeHint().width()
        below = need > width - margins.left() - margins.right()
        direction = QBoxLayout.Direction.TopToBottom if below else QBoxLayout.Direction.LeftToRight
        if self._top.direction() != direction:
            self._top.setDirection(direction)

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.title.setText(self.tr("Your games"))
        self.intro.setText(self.tr("Import your saved games (Tenhou .mjlog, tenhou.net/6 JSON, mjai): every win is "
                                   "scored again and checked against what the log recorded."))
        self.import_button.setText(self.tr("Import games…"))
        self.empty_title.setText(self.tr("No games yet"))
        self.empty_text.setText(self.tr("Drop game logs here, or import them: Tenhou .mjlog or .xml, tenhou.net/6 "
                                        "JSON (from NAGA, the Mortal reviewer, Mahjong Soul or Riichi City "
                                        "downloaders) and mjai logs. Four-player games."))
        self.empty_import.setText(self.tr("Import games…"))
        self.show_label.setText(self.tr("Show"))
        self.deal_ins_check.setText(self.tr("and the hands they dealt into"))
        if getattr(self, "_notice", None):
            self._say(*self._notice)  # the import's report, in the new language
        self.game_list.retranslate()
        if self._selected:
            self._retranslate_selection()
        self._sync_buttons()

    def event(self, event) -> bool:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange, once, after every child has
        had the event too (Qt hands it to the children after this widget's
        `changeEvent`), in the same turn of the event loop: a retranslation
        left to a zero-timer let Qt paint the window before it and again
        after it (a language switch painted the whole window twice)."""
        handled = super().event(event)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return handled

    def close_screen(self) -> None:
        """The window is closing: close the games file."""
        if self.store is not None:
            self.store.close()
            self.store = None
        self._keys, self._shown = [], []  # rows of a closed file (a late language switch reads nothing)
