"""Table games on disk: ``table.sqlite3`` through `trainer.storage.Database`
(issue 12 §3: nothing lost, everything undoable).

Each game is a row of `games` (players, table rules, scoring rules) and an
append-only log of `edits`: every event added, every correction (replace,
insert, remove) and every undo and redo is one row, committed in its own
transaction *before* the game in memory changes — so the screen never
shows a change the file does not hold. The file is in WAL mode with
``synchronous=NORMAL`` (issue 22 §7: the fsync of ``FULL`` cost 3–15 ms of
every apply, undo and redo, the largest share of the 16 ms budget): a
commit is in the ``-wal`` file when it returns, so a killed process (kill
-9, a crash of the program) loses nothing committed and the file is never
damaged; only a power cut or an operating system crash may lose the last
few edits since the log was last synced (at a checkpoint, and at close).
Rows of `edits` are never updated or deleted; opening a game replays them.

Tables (version 1):
    games(id, created_at, players, table_rules, scoring_rules, title,
          hidden) — players a JSON list of four names, the rules as JSON
          (`table_rules_to_json`, the core's `rules_to_json`), hidden 1 when
          the player put the game away (its edits stay).
    edits(id, game_id, seq, kind, idx, event, old, made_at) — seq counts
          from 0 per game; kind add/replace/insert/remove/undo/redo; idx the
          event position; event/old the events as JSON (`event_to_json`).

Version 2 adds (issue 22):
    standings(game_id, over, round, scores, places, points, reason, hands,
          updated_at) — where each game stands after its newest edit,
          written in the same transaction as the edit, so the list of saved
          games shows status and standings without replaying any game
          (scores/places/points JSON lists; points the final result for a
          finished game, NULL while it goes on).
    sessions(id, created_at, title) and games.session_id — games played by
          the same players in one sitting (`session`).

Version 3 adds (issue 24 §4):
    snapshots(game_id, seq, data, checksum) — derived data: where a long
          game stands as its edits up to `seq` leave it, so that opening it
          replays nothing (`snapshot`: never trusted over the edits; a
          missing, damaged or stale one is rebuilt). Written when a game of
          at least `SNAPSHOT_AFTER` edits is opened and its snapshot, if
          any, is that many edits behind — never with an edit, so applying
          a hand costs the same.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path

from trainer.core import rules_from_json
from trainer.core.rules import rules_to_json
from trainer.storage import Database, Schema, StoreError

from . import snapshot
from .errors import TableError
from .events import Setup, event_from_json, event_to_json
from .game import Edit, Game
from .rules import preset as preset_rules
from .rules import table_rules_from_json, table_rules_to_json
from .state import Outcome, TableState

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
    (
        """CREATE TABLE standings (
            game_id INTEGER PRIMARY KEY REFERENCES games(id),
            over INTEGER NOT NULL,
            round TEXT NOT NULL,
            scores TEXT NOT NULL,
            places TEXT NOT NULL,
            points TEXT,
            reason TEXT NOT NULL DEFAULT '',
            hands INTEGER NOT NULL,
            updated_at TEXT NOT NULL
        )""",
        """CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            created_at TEXT NOT NULL,
            title TEXT NOT NULL DEFAULT ''
        )""",
        "ALTER TABLE games ADD COLUMN session_id INTEGER REFERENCES sessions(id)",
    ),
    (
        """CREATE TABLE snapshots (
            game_id INTEGER PRIMARY KEY REFERENCES games(id),
            seq INTEGER NOT NULL,
            data TEXT NOT NULL,
            checksum TEXT NOT NULL
        )""",
    ),
)
SCHEMA = Schema("table games", 0x52535454, MIGRATIONS)  # "RSTT"
#: Edits (since the last snapshot) from which opening a game writes a snapshot.
SNAPSHOT_AFTER = 300

__all__ = ["SCHEMA", "GameSummary", "StoredGame", "StoreError", "TableStore"]


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _json(event) -> str | None:
    return None if event is None else json.dumps(event_to_json(event), ensure_ascii=False, separators=(",", ":"))


def _names_of(text) -> tuple[str, ...]:
    """The names of a stored ``players`` value (four, or three:
    TABLE_RULES.md §8); ``"?"`` for each of four when the row is damaged
    (not a JSON list of three or four names)."""
    try:
        names = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        names = None
    if not isinstance(names, list) or len(names) not in (3, 4) or not all(isinstance(n, str) for n in names):
        return ("?", "?", "?", "?")
    return tuple(n[:40] for n in names)  # type: ignore[return-value]


def _preset_of(text) -> tuple[str, bool]:
    """The preset name of a stored ``table_rules`` value (``"?"`` when
    damaged) and whether any option differs from the preset's."""
    try:
        rules = table_rules_from_json(json.loads(text))
    except (TypeError, ValueError, RecursionError, AttributeError, TableError):
        return "?", False
    return rules.preset[:40], rules != preset_rules(rules.preset)


def _standing_row(game_id: int, state: TableState) -> tuple:
    """The `standings` row of `state` (see the module docstring)."""
    final = state.final
    if final is not None:
        places, points = list(final.places), [float(p) for p in final.points]
        scores = list(final.scores)
    else:
        order = sorted(range(len(state.scores)), key=lambda s: (-state.scores[s], s))
        places, points, scores = [order.index(s) + 1 for s in range(len(order))], None, list(state.scores)
    return (game_id, int(final is not None), f"{state.round_wind}{state.hand_number}", json.dumps(scores),
            json.dumps(places), None if points is None else json.dumps(points),
            "" if final is None else final.reason, state.hands_played, _now())


_SAVE_STANDING = ("INSERT OR REPLACE INTO standings (game_id, over, round, scores, places, points, reason, hands, "
                  "updated_at) VALUES (?,?,?,?,?,?,?,?,?)")


def _ints(text, n: int) -> tuple[int, ...] | None:
    """A JSON list of `n` whole numbers (one per player), or None when damaged."""
    try:
        v = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
    if not isinstance(v, list) or len(v) != n or not all(isinstance(x, (int, float)) for x in v):
        return None
    return tuple(v)


@dataclass(frozen=True, slots=True)
class GameSummary:
    """A saved game in the list of games.

    Attributes:
        id: the game's id; created_at: ISO-8601 UTC; players: the names
        (four, or three);
        preset: the table rules' preset; title: the player's name for it;
        edits: rows in its log; changed_at: when the last edit was made
        (ISO-8601 UTC; the creation time for a game without edits).
        custom_rules: the table rules differ from the preset's.
        over: the game has ended (None: not known — a damaged game).
        round: ``"S3"`` — the hand being played, or the last one.
        scores: scores now (final scores once over), seat order; None
            when not known. places: 1..4 per seat. points: the final
            results (thousands) once over, else None.
        reason: why it ended ("" while it goes on). hands: hands played.
        session_id: the session it belongs to, or None.
    """

    id: int
    created_at: str
    players: tuple[str, ...]
    preset: str
    title: str
    edits: int
    changed_at: str
    custom_rules: bool = False
    over: bool | None = None
    round: str = ""
    scores: tuple[int, ...] | None = None
    places: tuple[int, ...] | None = None
    points: tuple[float, ...] | None = None
    reason: str = ""
    hands: int = 0
    session_id: int | None = None


class StoredGame:
    """An open game whose every change is committed before it is applied.

    Attributes:
        id: the game's row id. game: the in-memory `Game` (read it; change
            it only through this object). problem: the `TableError` that
            stopped the replay of a stored edit (the game then holds the
            edits before it and refuses changes, so nothing stored is
            overwritten), or None. created_at: when the game was started
            (ISO-8601 UTC; "" when not known).
    """

    def __init__(self, store: TableStore, game_id: int, game: Game, next_seq: int,
                 problem: TableError | None = None, created_at: str = "") -> None:
        self._store = store
        self.id = game_id
        self.created_at = created_at
        self.game = game
        self._seq = next_seq
        self.problem = problem

    @property
    def state(self):
        """The game's current `TableState`."""
        return self.game.state

    def _commit(self, kind: str, edit: Edit | None, after: TableState) -> None:
        """Write one edit row and the standing it leaves (`after`) in one
        transaction. Raises `TableError(store)` with code
        ``changed_elsewhere`` when another window wrote to this game since
        it was opened here (nothing written: reopen it), ``read_only_game``
        for a game read only in part; `StoreError` when the file refuses."""
        if self.problem is not None:
            raise TableError("store", f"game {self.id} could not be read in full ({self.problem.message}); "
                             "it is shown as far as it could be read and cannot be changed", code="read_only_game")
        row = (self.id, self._seq, kind, None if edit is None else edit.index,
               _json(None if edit is None else edit.event), _json(None if edit is None else edit.old), _now())
        with self._store.db.write() as con:
            newest = con.execute("SELECT COALESCE(MAX(seq) + 1, 0) FROM edits WHERE game_id = ?",
                                 (self.id,)).fetchone()[0]
            if newest != self._seq:
                raise TableError("store", f"game {self.id} was changed in another window since it was opened here",
                                 code="changed_elsewhere", game=self.id)
            con.execute("INSERT INTO edits (game_id, seq, kind, idx, event, old, made_at) VALUES (?,?,?,?,?,?,?)", row)
            con.execute(_SAVE_STANDING, _standing_row(self.id, after))
        self._seq += 1

    def do(self, edit: Edit) -> None:
        """Check `edit`, commit it, then apply it to `game`.

        Raises:
            TableError: the edit is refused (nothing written).
            StoreError: the file refused the write (nothing changed).
        """
        after = self.game.check(edit)
        self._commit(edit.kind, edit, after)
        self.game.do(edit)

    def add(self, event) -> Outcome:
        """Append an event (committed first); its `Outcome`."""
        self.do(Edit("add", len(self.game), event))
        return self.game.recent_outcomes(1)[0]

    def replace(self, index: int, event) -> None:
        """Correct the event at `index` (committed first)."""
        self.do(Edit("replace", index, event, self.game.event(index) if 0 <= index < len(self.game) else None))

    def insert(self, index: int, event) -> None:
        """Insert an event before `index` (committed first)."""
        self.do(Edit("insert", index, event))

    def remove(self, index: int) -> None:
        """Remove the event at `index` (committed first)."""
        self.do(Edit("remove", index, None, self.game.event(index) if 0 <= index < len(self.game) else None))

    def undo(self) -> Edit:
        """Undo the newest edit (committed first). Raises
        `TableError(nothing_to_undo)`, `StoreError`."""
        if not self.game.can_undo:
            raise TableError("nothing_to_undo", "nothing to undo")
        self._commit("undo", None, self.game.check(self.game.next_undo().inverse()))
        return self.game.undo()

    def redo(self) -> Edit:
        """Redo the newest undone edit (committed first). Raises
        `TableError(nothing_to_redo)`, `StoreError`."""
        if not self.game.can_redo:
            raise TableError("nothing_to_redo", "nothing to redo")
        self._commit("redo", None, self.game.check(self.game.next_redo()))
        return self.game.redo()


class TableStore:
    """The table games at `path` (created with its folder when missing).

    Raises (on open):
        StoreError: the file is refused (a newer version, damaged, not
            ours: left unchanged) or cannot be opened, locked or migrated.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.db = Database(self.path, SCHEMA, synchronous="NORMAL")

    def close(self) -> None:
        """Fold the log into the file and close it."""
        self.db.close()

    def new_game(self, setup: Setup, title: str = "", session_id: int | None = None) -> StoredGame:
        """Save a new game (committed) and return it open; `session_id`
        puts it in a session (`new_session`).

        Raises:
            StoreError: the write was refused.
        """
        row = (_now(), json.dumps(list(setup.players), ensure_ascii=False),
               json.dumps(table_rules_to_json(setup.table_rules)), json.dumps(rules_to_json(setup.scoring_rules)),
               str(title)[:80], session_id)
        game = Game(setup)
        with self.db.write() as con:
            game_id = con.execute("INSERT INTO games (created_at, players, table_rules, scoring_rules, title, "
                                  "session_id) VALUES (?,?,?,?,?,?)", row).lastrowid
            con.execute(_SAVE_STANDING, _standing_row(game_id, game.state))
        return StoredGame(self, game_id, game, 0, created_at=row[0])

    def new_session(self, title: str = "") -> int:
        """Start a session (several games by the same players); its id.
        Raises `StoreError`."""
        with self.db.write() as con:
            return con.execute("INSERT INTO sessions (created_at, title) VALUES (?, ?)",
                               (_now(), str(title)[:80])).lastrowid

    def games(self, include_hidden: bool = False, session_id: int | None = None) -> list[GameSummary]:
        """Saved games, the most recently changed first (a session's games:
        the oldest first), each with its status and standing. A game
        written before standings were kept is replayed once and its
        standing stored."""
        where = [] if include_hidden else ["g.hidden = 0"]
        args: tuple = ()
        if session_id is not None:
            where.append("g.session_id = ?")
            args = (session_id,)
        rows = self.db.read(
            "SELECT g.id, g.created_at, g.players, g.table_rules, g.title, COUNT(e.id), "
            "COALESCE(MAX(e.made_at), g.created_at), g.session_id, s.over, s.round, s.scores, s.places, s.points, "
            "s.reason, s.hands FROM games g LEFT JOIN edits e ON e.game_id = g.id "
            "LEFT JOIN standings s ON s.game_id = g.id "
            + (("WHERE " + " AND ".join(where) + " ") if where else "") +
            "GROUP BY g.id ORDER BY " + ("g.id" if session_id is not None else "7 DESC, g.id DESC"), args)
        out = []
        for gid, created, players, trules, title, n, changed, session, over, rnd, scores, places, points, reason, \
                hands in rows:
            preset_name, custom = _preset_of(trules)
            summary = GameSummary(gid, created, _names_of(players), preset_name, str(title), n, changed, custom,
                                  session_id=session)
            if over is None:
                summary = self._standing_of(summary)
            else:
                n = len(summary.players)
                pts = None if points is None else _ints(points, n)
                summary = replace(summary, over=bool(over), round=str(rnd), scores=_ints(scores, n),
                                  places=_ints(places, n), points=pts, reason=str(reason), hands=int(hands or 0))
            out.append(summary)
        return out

    def _standing_of(self, summary: GameSummary) -> GameSummary:
        """`summary` with the standing of its game, replayed (and stored
        for next time); as it was when the game cannot be read."""
        try:
            stored = self.open(summary.id)
        except (TableError, StoreError):
            return summary
        state = stored.game.state
        row = _standing_row(summary.id, state)
        if stored.problem is None:
            try:
                with self.db.write() as con:
                    con.execute(_SAVE_STANDING, row)
            except StoreError:
                pass  # shown now, stored another time
        final = state.final
        return replace(summary, over=final is not None, round=row[2], scores=tuple(json.loads(row[3])),
                       places=tuple(json.loads(row[4])), points=None if final is None else tuple(final.points),
                       reason=row[6], hands=row[7])

    def session_of(self, game_id: int) -> int | None:
        """The session of a game (None: none, or no such game)."""
        rows = self.db.read("SELECT session_id FROM games WHERE id = ?", (game_id,))
        return rows[0][0] if rows else None

    def sessions(self) -> list[tuple[int, str, str, int]]:
        """Every session as (id, created_at, title, games), newest first."""
        rows = self.db.read("SELECT s.id, s.created_at, s.title, COUNT(g.id) FROM sessions s "
                            "LEFT JOIN games g ON g.session_id = s.id GROUP BY s.id ORDER BY s.id DESC")
        return [(i, c, str(t), n) for i, c, t, n in rows]

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
        rows = self.db.read("SELECT players, table_rules, scoring_rules, created_at FROM games WHERE id = ?",
                            (game_id,))
        if not rows:
            raise TableError("store", f"there is no saved game {game_id}", code="no_such_game", game=game_id)
        players, trules, srules, created_at = rows[0]
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
        stored, edits = self._from_snapshot(game_id, setup)
        if stored is not None:
            stored.created_at = str(created_at)
            return stored
        steps, problem = _steps_of(game_id, edits)
        try:
            game = Game.from_edits(setup, steps)
        except TableError:  # a stored edit the ledger refuses: replay one by one to stop right before it
            game, problem = _replay_steps(game_id, setup, steps, edits)
        if problem is None and len(edits) >= SNAPSHOT_AFTER:
            self._save_snapshot(game_id, game, edits)
        next_seq = (edits[-1][0] + 1) if edits else 0
        return StoredGame(self, game_id, game, next_seq, problem, str(created_at))

    def _edit_rows(self, game_id: int, after: int = -1) -> list[tuple]:
        """The game's edit rows ``(seq, kind, idx, event, old)`` after seq `after`, oldest first."""
        return self.db.read("SELECT seq, kind, idx, event, old FROM edits WHERE game_id = ? AND seq > ? ORDER BY seq",
                            (game_id, after))

    def _from_snapshot(self, game_id: int, setup: Setup) -> tuple[StoredGame | None, list]:
        """The game opened from its snapshot and the edits after it, or
        (None, every edit row) when there is none or it cannot be used (see
        `snapshot`; the state it gives must also match the standing
        written with the newest edit). A snapshot `SNAPSHOT_AFTER` edits
        behind is written again."""
        rows = self.db.read("SELECT seq, data, checksum FROM snapshots WHERE game_id = ?", (game_id,))
        standing = self.db.read("SELECT round, scores, hands FROM standings WHERE game_id = ?", (game_id,))
        if not rows or not standing:
            return None, self._edit_rows(game_id)
        seq = rows[0][0]
        count = self.db.read("SELECT COUNT(*) FROM edits WHERE game_id = ? AND seq <= ?", (game_id, seq))[0][0]
        last = self._edit_rows(game_id, seq - 1)
        later = last[1:]
        try:
            game, seq = snapshot.restore(setup, rows[0][1], rows[0][2], count, last[0] if last else None,
                                         lambda: self.db.read("SELECT seq, kind, idx, event, old FROM edits WHERE "
                                                              "game_id = ? AND seq <= ? ORDER BY seq", (game_id, seq)))
            steps, problem = _steps_of(game_id, later)
            if problem is not None:
                raise problem
            for step in steps:
                if step == "undo":
                    game.undo()
                elif step == "redo":
                    game.redo()
                else:
                    game.do(step)
            row = _standing_row(game_id, game.state)
            if (row[2], row[3], row[7]) != tuple(standing[0]):
                raise snapshot.SnapshotError("its state is not the one stored with the newest edit")
        except (snapshot.SnapshotError, TableError, ValueError, TypeError, KeyError, IndexError, RecursionError):
            return None, self._edit_rows(game_id)  # damaged or stale: replayed from the edits, written again
        if len(later) >= SNAPSHOT_AFTER:
            self._save_snapshot(game_id, game, self._edit_rows(game_id))
        return StoredGame(self, game_id, game, (later[-1][0] if later else seq) + 1), []

    def _save_snapshot(self, game_id: int, game: Game, edits) -> None:
        """Write the snapshot of `game` as all of `edits` leave it (let go
        when it cannot be made or written: it is derived data)."""
        try:
            seq, data, checksum = snapshot.encode(game, edits)
            with self.db.write() as con:
                con.execute("INSERT OR REPLACE INTO snapshots (game_id, seq, data, checksum) VALUES (?,?,?,?)",
                            (game_id, seq, data, checksum))
        except (StoreError, snapshot.SnapshotError):
            pass


def _steps_of(game_id: int, edits) -> tuple[list, TableError | None]:
    """The stored edit rows as `Game.from_edits` steps, up to the first
    row that cannot be read (then the `TableError` saying which)."""
    steps: list = []
    for seq, kind, idx, event, old in edits:
        try:
            if kind in ("undo", "redo"):
                steps.append(kind)
                continue
            new = event_from_json(json.loads(event)) if event else None
            previous = event_from_json(json.loads(old)) if old else None
            steps.append(Edit(kind, idx, new, previous))
        except (TableError, ValueError, TypeError, RecursionError) as e:  # a damaged row: any JSON
            cause = e if isinstance(e, TableError) else TableError(
                "store", f"edit {seq} of game {game_id} cannot be read ({str(e)[:80]})", code="bad_edit_row")
            return steps, TableError("store", f"edit {seq} of game {game_id}: {cause.message}",
                                     code="replay_stopped", seq=seq, cause=cause.code)
    return steps, None


def _replay_steps(game_id: int, setup: Setup, steps, edits) -> tuple[Game, TableError | None]:
    """Replay `steps` one by one (the slow way, only for a game whose
    stored edits the ledger refuses): the game up to the refused step and
    the `TableError` naming it."""
    game = Game(setup)
    for step, (seq, *_row) in zip(steps, edits, strict=False):  # steps stop at an unreadable row
        try:
            if step == "undo":
                game.undo()
            elif step == "redo":
                game.redo()
            else:
                game.do(step)
        except TableError as e:
            return game, TableError("store", f"edit {seq} of game {game_id}: {e.message}", code="replay_stopped",
                                    seq=seq, cause=e.code)
    return game, None
