"""Table games on disk: ``table.sqlite3`` through `trainer.storage.Database`
(issue 12 §3: nothing lost, everything undoable).

Each game is a row of `games` (players, table rules, scoring rules) and an
append-only log of `edits`: every event added, every correction (replace,
insert, remove) and every undo and redo is one row, committed in its own
transaction *before* the game in memory changes — so the screen never
shows a change the file does not hold, and a killed process (kill -9, a
power cut: WAL with ``synchronous=FULL``) loses nothing committed. Rows of
`edits` are never updated or deleted; opening a game replays them.

Tables (version 1):
    games(id, created_at, players, table_rules, scoring_rules, title,
          hidden) — players a JSON list of four names, the rules as JSON
          (`table_rules_to_json`, the core's `rules_to_json`), hidden 1 when
          the player put the game away (its edits stay).
    edits(id, game_id, seq, kind, idx, event, old, made_at) — seq counts
          from 0 per game; kind add/replace/insert/remove/undo/redo; idx the
          event position; event/old the events as JSON (`event_to_json`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from trainer.core import rules_from_json
from trainer.core.rules import rules_to_json
from trainer.storage import Database, Schema, StoreError

from .errors import TableError
from .events import Setup, event_from_json, event_to_json
from .game import Edit, Game
from .rules import table_rules_from_json, table_rules_to_json
from .state import Outcome

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL,
            players TEXT NOT NULL,
            table_rules TEXT NOT NULL,
            scoring_rules TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT '',
            hidden INTEGER NOT NULL DEFAULT 0
        )""",
        """CREATE TABLE edits (
            id INTEGER PRIMARY KEY,
            game_id INTEGER NOT NULL REFERENCES games(id),
            seq INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('add', 'replace', 'insert', 'remove', 'undo', 'redo')),
            idx INTEGER,
            event TEXT,
            old TEXT,
            made_at TEXT NOT NULL,
            UNIQUE (game_id, seq)
        )""",
    ),
)
SCHEMA = Schema("table games", 0x52535454, MIGRATIONS)  # "RSTT"

__all__ = ["SCHEMA", "GameSummary", "StoredGame", "StoreError", "TableStore"]


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _json(event) -> str | None:
    return None if event is None else json.dumps(event_to_json(event), ensure_ascii=False, separators=(",", ":"))


def _names_of(text) -> tuple[str, str, str, str]:
    """The four names of a stored ``players`` value; ``"?"`` for each when
    the row is damaged (not a JSON list of four names)."""
    try:
        names = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        names = None
    if not isinstance(names, list) or len(names) != 4 or not all(isinstance(n, str) for n in names):
        return ("?", "?", "?", "?")
    return tuple(n[:40] for n in names)  # type: ignore[return-value]


def _preset_of(text) -> str:
    """The preset name of a stored ``table_rules`` value (``"?"`` when damaged)."""
    try:
        rules = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return "?"
    preset = rules.get("preset") if isinstance(rules, dict) else None
    return preset[:40] if isinstance(preset, str) else "?"


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A saved game in the list of games.

    Attributes:
        id: the game's id; created_at: ISO-8601 UTC; players: four names;
        preset: the table rules' preset; title: the player's name for it;
        edits: rows in its log; changed_at: when the last edit was made
        (ISO-8601 UTC; the creation time for a game without edits).
    """

    id: int
    created_at: str
    players: tuple[str, str, str, str]
    preset: str
    title: str
    edits: int
    changed_at: str


class StoredGame:
    """An open game whose every change is committed before it is applied.

    Attributes:
        id: the game's row id. game: the in-memory `Game` (read it; change
            it only through this object). problem: the `TableError` that
            stopped the replay of a stored edit (the game then holds the
            edits before it and refuses changes, so nothing stored is
            overwritten), or None.
    """

    def __init__(self, store: TableStore, game_id: int, game: Game, next_seq: int,
                 problem: TableError | None = None) -> None:
        self._store = store
        self.id = game_id
        self.game = game
        self._seq = next_seq
        self.problem = problem

    @property
    def state(self):
        """The game's current `TableState`."""
        return self.game.state

    def _commit(self, kind: str, edit: Edit | None) -> None:
        if self.problem is not None:
            raise TableError("store", f"game {self.id} could not be read in full ({self.problem.message}); "
                             "it is shown as far as it could be read and cannot be changed", code="read_only_game")
        row = (self.id, self._seq, kind, None if edit is None else edit.index,
               _json(None if edit is None else edit.event), _json(None if edit is None else edit.old), _now())
        with self._store.db.write() as con:
            con.execute("INSERT INTO edits (game_id, seq, kind, idx, event, old, made_at) VALUES (?,?,?,?,?,?,?)", row)
        self._seq += 1

    def do(self, edit: Edit) -> None:
        """Check `edit`, commit it, then apply it to `game`.

        Raises:
            TableError: the edit is refused (nothing written).
            StoreError: the file refused the write (nothing changed).
        """
        self.game.check(edit)
        self._commit(edit.kind, edit)
        self.game.do(edit)

    def add(self, event) -> Outcome:
        """Append an event (committed first); its `Outcome`."""
        self.do(Edit("add", len(self.game), event))
        return self.game.outcomes[-1]

    def replace(self, index: int, event) -> None:
        """Correct the event at `index` (committed first)."""
        self.do(Edit("replace", index, event, self.game.events[index] if 0 <= index < len(self.game) else None))

    def insert(self, index: int, event) -> None:
        """Insert an event before `index` (committed first)."""
        self.do(Edit("insert", index, event))

    def remove(self, index: int) -> None:
        """Remove the event at `index` (committed first)."""
        self.do(Edit("remove", index, None, self.game.events[index] if 0 <= index < len(self.game) else None))

    def undo(self) -> Edit:
        """Undo the newest edit (committed first). Raises
        `TableError(nothing_to_undo)`, `StoreError`."""
        if not self.game.can_undo:
            raise TableError("nothing_to_undo", "nothing to undo")
        self._commit("undo", None)
        return self.game.undo()

    def redo(self) -> Edit:
        """Redo the newest undone edit (committed first). Raises
        `TableError(nothing_to_redo)`, `StoreError`."""
        if not self.game.can_redo:
            raise TableError("nothing_to_redo", "nothing to redo")
        self._commit("redo", None)
        return self.game.redo()


class TableStore:
    """The table games at `path` (created with its folder when missing).

    Raises (on open):
        StoreError: the file is refused (a newer version, damaged, not
            ours: left unchanged) or cannot be opened, locked or migrated.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.db = Database(self.path, SCHEMA)

    def close(self) -> None:
        """Fold the log into the file and close it."""
        self.db.close()

    def new_game(self, setup: Setup, title: str = "") -> StoredGame:
        """Save a new game (committed) and return it open.

        Raises:
            StoreError: the write was refused.
        """
        row = (_now(), json.dumps(list(setup.players), ensure_ascii=False),
               json.dumps(table_rules_to_json(setup.table_rules)), json.dumps(rules_to_json(setup.scoring_rules)),
               str(title)[:80])
        with self.db.write() as con:
            game_id = con.execute("INSERT INTO games (created_at, players, table_rules, scoring_rules, title) "
                                  "VALUES (?,?,?,?,?)", row).lastrowid
        return StoredGame(self, game_id, Game(setup), 0)

    def games(self, include_hidden: bool = False) -> list[GameSummary]:
        """Saved games, the most recently changed first."""
        rows = self.db.read(
            "SELECT g.id, g.created_at, g.players, g.table_rules, g.title, COUNT(e.id), "
            "COALESCE(MAX(e.made_at), g.created_at) FROM games g LEFT JOIN edits e ON e.game_id = g.id "
            + ("" if include_hidden else "WHERE g.hidden = 0 ") +
            "GROUP BY g.id ORDER BY 7 DESC, g.id DESC")
        out = []
        for gid, created, players, trules, title, n, changed in rows:
            out.append(GameSummary(gid, created, _names_of(players), _preset_of(trules), str(title), n, changed))
        return out

    def hide(self, game_id: int, hidden: bool = True) -> None:
        """Put a game away from the list (or back); its edits stay."""
        with self.db.write() as con:
            con.execute("UPDATE games SET hidden = ? WHERE id = ?", (int(hidden), game_id))

    def open(self, game_id: int) -> StoredGame:
        """Open a saved game by replaying its edits.

        Raises:
            TableError(store): no such game, or its setup cannot be read.
            StoreError: the file refused the read.
        """
        rows = self.db.read("SELECT players, table_rules, scoring_rules FROM games WHERE id = ?", (game_id,))
        if not rows:
            raise TableError("store", f"there is no saved game {game_id}", code="no_such_game", game=game_id)
        players, trules, srules = rows[0]
        try:
            names = json.loads(players)
            if not isinstance(names, list):
                raise ValueError(f"players {str(players)[:40]!r} is not a list of names")
            setup = Setup(tuple(names), table_rules_from_json(json.loads(trules)),
                          rules_from_json(json.loads(srules)))
        except (ValueError, TypeError, AttributeError, RecursionError, TableError) as e:
            # core HandError is a ValueError too; a damaged row may hold any JSON
            raise TableError("store", f"saved game {game_id} has a setup this program cannot read ({e})",
                             code="bad_setup", game=game_id) from None
        game = Game(setup)
        edits = self.db.read("SELECT seq, kind, idx, event, old FROM edits WHERE game_id = ? ORDER BY seq",
                             (game_id,))
        problem = None
        seq = 0
        for seq, kind, idx, event, old in edits:
            try:
                if kind == "undo":
                    game.undo()
                elif kind == "redo":
                    game.redo()
                else:
                    new = event_from_json(json.loads(event)) if event else None
                    previous = event_from_json(json.loads(old)) if old else None
                    game.do(Edit(kind, idx, new, previous))
            except (TableError, ValueError, TypeError, RecursionError) as e:  # a damaged row: any JSON
                problem = e if isinstance(e, TableError) else TableError(
                    "store", f"edit {seq} of game {game_id} cannot be read ({str(e)[:80]})", code="bad_edit_row")
                problem = TableError("store", f"edit {seq} of game {game_id}: {problem.message}",
                                     code="replay_stopped", seq=seq, cause=problem.code)
                break
        next_seq = (edits[-1][0] + 1) if edits else 0
        return StoredGame(self, game_id, game, next_seq, problem)
