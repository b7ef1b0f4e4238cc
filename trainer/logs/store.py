"""Imported games in SQLite (``games.sqlite3``, opened by `trainer.storage`).

A game is stored with everything read from its log (`serial.game_to_json`)
and one row per win with our check of it, so the Games screen lists games
and wins without reading files again, and a restart finds them all.

Duplicates: a game is keyed on its `GameLog.content_hash` (what happened,
hashed the same from the mjlog and from the tenhou.net/6 JSON of one game)
and carries its `game` id. Importing a file twice, the other format of the
same game, or a renamed copy adds nothing. (An mjlog does not store its own
id: a renamed mjlog gets a hash id, so a key on the id alone would let it
in twice.)

Writes: `add_games` writes the games it is given in one committed
transaction (the importer gives it whole files, several at a time): a file
is stored whole or not at all.

Damage: a damaged win row hides only itself (`read_wins` lists the others
and the positions it could not read), and importing the game's log again
repairs it: a stored game whose rows are damaged is not a duplicate, its
rows are written anew (issue 24: one damaged win hid every win of its game,
and the advice to "delete and import again" could not be followed).

Tables (version 2):
    games(id, content_hash UNIQUE, game_id, source, format, platform,
          played_at, imported_at, players JSON, final JSON, rules JSON,
          wins, agreeing, data JSON, unreadable)
    wins(id, game → games.id, position, hand_index, round, honba, winner,
         from_seat, hand JSON, logged JSON, result JSON, agrees, check_json)
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, replace
from datetime import datetime, timezone
from pathlib import Path

from ..core.rules import rules_to_json
from ..storage import Database, Schema, StoreError
from .cancel import NO_CANCEL, CancelHook
from .compare import WinCheck
from .model import GameLog
from .serial import game_from_json, game_to_json

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 0 → 1: the first schema.
    (
        """CREATE TABLE games (
            id INTEGER PRIMARY KEY,
            content_hash TEXT NOT NULL UNIQUE,
            game_id TEXT NOT NULL,
            source TEXT NOT NULL,
            format TEXT NOT NULL,
            platform TEXT NOT NULL,
            played_at TEXT,
            imported_at TEXT NOT NULL,
            players TEXT NOT NULL,
            final TEXT,
            rules TEXT NOT NULL,
            wins INTEGER NOT NULL,
            agreeing INTEGER NOT NULL,
            data TEXT NOT NULL
        )""",
        """CREATE TABLE wins (
            id INTEGER PRIMARY KEY,
            game INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            hand_index INTEGER NOT NULL,
            round TEXT NOT NULL,
            honba INTEGER NOT NULL,
            winner INTEGER NOT NULL,
            from_seat INTEGER NOT NULL,
            hand TEXT NOT NULL,
            logged TEXT NOT NULL,
            result TEXT NOT NULL,
            agrees INTEGER NOT NULL,
            check_json TEXT NOT NULL
        )""",
        "CREATE INDEX wins_by_game ON wins(game, position)",
    ),
    # 1 → 2: how many hands of a game could not be read (issue 20: a partial game says so in the list).
    ("ALTER TABLE games ADD COLUMN unreadable INTEGER NOT NULL DEFAULT 0",),
)
SCHEMA = Schema("imported games", 0x52535447, MIGRATIONS)  # "RSTG"

__all__ = ["SCHEMA", "GamesStore", "PreparedGame", "StoreError", "StoredGame", "StoredHands", "StoredWin", "WinKey"]

#: Row ids given to one SQLite statement (its limit on variables is 32,766 since 3.32; 999 before).
_IDS_AT_ONCE = 900
#: A win row whose hand can be asked, checked in SQL without a row in Python: its hand looks like a JSON object
#: (begins with "{", ends with "}"), its seats are 0..3. The other JSON columns, and a hand that looks whole but
#: does not parse, are checked where they are read (`wins_by_id`, `hand`): parsing every column of 7,500 rows
#: here took 35 ms more, most of Ctrl+A's budget with 1,000 games.
_ROW_LOOKS_WHOLE = " AND ".join(
    ["substr(hand, 1, 1) = '{' AND substr(hand, -1, 1) = '}'"]
    + [f"typeof({c}) = 'integer'" for c in ("position", "winner", "from_seat")]
    + ["winner BETWEEN 0 AND 3", "from_seat BETWEEN 0 AND 3"])
#: A stored integer, or -1 when the value is damaged (another type).
_INT_OR_NONE = "CASE WHEN typeof({0}) = 'integer' THEN {0} ELSE -1 END"
#: Our scorer refused the hand: its result has an "error" (only a row that disagrees with its log is parsed).
_ROW_REFUSED = ("CASE WHEN agrees = 1 OR NOT json_valid(result) THEN 0 "
                "ELSE IFNULL(json_type(result, '$.error'), 'null') NOT IN ('null', 'false') END")


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


def _dumps(value) -> str:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":"))


def _json_of(text, kind: type):
    """A stored JSON value of type `kind`, or None when the row is damaged."""
    try:
        value = json.loads(text)
    except (TypeError, ValueError, RecursionError):
        return None
    return value if isinstance(value, kind) else None


def _players(text) -> tuple[str, ...]:
    """A stored ``players`` value: four names (three for a three-player
    game), or ``"?"`` each when damaged."""
    names = _json_of(text, list)
    if names is None or len(names) not in (3, 4) or not all(isinstance(n, str) for n in names):
        return ("?", "?", "?", "?")
    return tuple(names)  # type: ignore[return-value]


def _count(value) -> int:
    return value if isinstance(value, int) and value >= 0 else 0


def _needs_repair(game_row, win_rows) -> bool:
    """A stored game (``id, wins, data``) whose game data or win rows
    (``position, winner, from_seat, hand, logged, result, check_json``)
    cannot all be read, or whose win rows are missing."""
    if _json_of(game_row[2], dict) is None or len(win_rows) != _count(game_row[1]):
        return True
    for r in win_rows:
        if not all(isinstance(r[i], int) and 0 <= r[i] <= 3 for i in (1, 2)):
            return True
        if any(_json_of(r[i], dict) is None for i in (3, 4, 5, 6)):
            return True
    return False


def _win(r) -> StoredWin | None:
    """A `StoredWin` of a row ``id, game, position, hand_index, round,
    honba, winner, from_seat, hand, logged, result, agrees, check_json``, or
    None when the row is damaged."""
    values = [_json_of(r[i], dict) for i in (8, 9, 10, 12)]
    seats_ok = all(isinstance(r[i], int) and 0 <= r[i] <= 3 for i in (6, 7))
    if not seats_ok or any(v is None for v in values) or not isinstance(r[2], int):
        return None
    return StoredWin(r[0], r[1], r[2], r[3], str(r[4]), _count(r[5]), r[6], r[7], values[0], values[1], values[2],
                     bool(r[11]), values[3])


@dataclass(frozen=True, slots=True)
class PreparedGame:
    """A game read and checked, ready to store (made off the GUI thread).

    Attributes:
        game: the `GameLog` (no error).
        source: the file it came from; format: its `LogFile.format`.
        checks: one `WinCheck` per win, in `game.wins` order.
        texts: the JSON its rows hold, made beforehand by `encoded` (where
            an import can still be cancelled: the JSON was 85% of the
            writing of a game, 50–70 ms for 200 hands), or None: made as it
            is written.
    """

    game: GameLog
    source: str
    format: str
    checks: tuple[WinCheck, ...]
    texts: tuple | None = None


def encoded(p: PreparedGame, cancel: CancelHook = NO_CANCEL) -> PreparedGame:
    """`p` with `PreparedGame.texts`: ``((players, final, rules, game),
    ((hand, logged, result, check) per win))``, the JSON texts of its
    ``games`` row and ``wins`` rows, `cancel` checked before each win.

    Raises:
        ReadCancelled: `cancel` said stop.
    """
    g = p.game
    seated = g.player_count  # the seated players only (a three-player game's empty fourth seat is not listed)
    final = None if g.final is None else {"scores": list(g.final.scores[:seated]),
                                          "points": None if g.final.points is None
                                          else list(g.final.points[:seated])}
    rules = p.checks[0].hand.get("rules") if p.checks else rules_to_json(g.rules)
    cancel.check()
    head = (_dumps(list(g.players[:seated])), _dumps(final), _dumps(rules), _dumps(game_to_json(g)))
    wins = []
    for (_h, w), c in zip(g.wins, p.checks, strict=True):
        cancel.check()
        wins.append((_dumps(c.hand), _dumps(w.logged), _dumps(c.result), _dumps(c.to_json())))
    return replace(p, texts=(head, tuple(wins)))


@dataclass(frozen=True, slots=True)
class StoredGame:
    """One row of `games` (what the games list shows).

    Attributes:
        id: the row id. game_id: the platform's id or a hash id.
        source, format, platform: where it came from.
        played_at: `GameLog.date` or None; imported_at: ISO-8601 UTC.
        players: the names of the seated players (four, or three), seat
            order. final: ``{"scores", "points"}`` (one per seated
            player) or None.
        wins, agreeing: wins in the game, and how many agree with the log.
        rules: the SCHEMA.md rules object its wins were checked under.
        unreadable: hands of the game's log that could not be read (a
            partial game; `GameLog.unreadable`).
    """

    id: int
    game_id: str
    source: str
    format: str
    platform: str
    played_at: str | None
    imported_at: str
    players: tuple[str, ...]
    final: dict | None
    wins: int
    agreeing: int
    rules: dict
    unreadable: int = 0


@dataclass(frozen=True, slots=True)
class StoredWin:
    """One row of `wins`.

    Attributes:
        id, game: row id and its game's row id. position: order in the game;
        hand_index: the hand it ended (0-based). round: ``"E1"``; honba.
        winner, from_seat: seats. hand: the SCHEMA.md hand. logged: the
        log's record (`WinLog.logged`). result: our SCHEMA.md result.
        agrees: our result matches the log. check: `WinCheck.to_json`.
    """

    id: int
    game: int
    position: int
    hand_index: int
    round: str
    honba: int
    winner: int
    from_seat: int
    hand: dict
    logged: dict
    result: dict
    agrees: bool
    check: dict

    @property
    def tsumo(self) -> bool:
        """True for a self-drawn win."""
        return self.winner == self.from_seat


@dataclass(frozen=True, slots=True)
class WinKey:
    """What a list of many wins needs of one win row, without its JSON
    (`GamesStore.win_keys`): enough to choose, count and quiz, not to show.

    Attributes:
        id: the row id. game: its game's row id. position: order in the
        game (0-based; -1 when the stored value is damaged).
        winner, from_seat: seats (-1 when damaged).
        readable: the row looks whole (its seats, and its hand looks like
            a JSON object: a cheap check in SQL; a row that passes it but
            does not parse is found where it is read, by
            `GamesStore.wins_by_id` and `GamesStore.hand`); a damaged row
            hides only itself.
        refused: our scorer refused the hand (its result has an ``error``).
    """

    id: int
    game: int
    position: int
    winner: int
    from_seat: int
    readable: bool
    refused: bool

    @property
    def tsumo(self) -> bool:
        """True for a self-drawn win."""
        return self.winner == self.from_seat


class StoredHands(Sequence):
    """The SCHEMA.md hands of some win rows, read from the store one at a
    time when asked (a quiz over 10,000 wins reads only those it asks).

    Args:
        store: the `GamesStore` (open while the hands are read).
        ids: the win rows' ids, in order.

    Raises (on reading an item):
        StoreError: the row is gone or damaged, or SQLite cannot read it.
    """

    def __init__(self, store: GamesStore, ids: list[int]) -> None:
        self._store = store
        self._ids = list(ids)

    def __len__(self) -> int:
        return len(self._ids)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        return self._store.hand(self._ids[i])


class GamesStore:
    """The imported-games file at `path` (created with its folder if
    missing), opened and checked by `trainer.storage.Database`. One store
    per thread (SQLite connections stay on the thread that opened them).

    Raises (on open):
        StoreError: the file is refused (newer version, damaged, not ours —
            left unchanged) or cannot be opened, locked, or migrated.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._db = Database(self.path, SCHEMA)

    def known(self, content_hash: str) -> bool:
        """Whether a game with this content hash is stored whole (a stored
        game with damaged rows is not known: importing it again repairs it).

        Raises:
            StoreError: SQLite cannot read the file.
        """
        rows = self._db.read("SELECT id, wins, data FROM games WHERE content_hash = ?", (content_hash,))
        if not rows:
            return False
        wins = self._db.read("SELECT position, winner, from_seat, hand, logged, result, check_json FROM wins "
                             "WHERE game = ?", (rows[0][0],))
        return not _needs_repair(rows[0], wins)

    def add_games(self, games: list[PreparedGame]) -> list[int | None]:
        """Store games (of one file, or of several files read in a row) in
        one committed transaction: all of them or, when SQLite refuses,
        none.

        Returns:
            Per game, its new row id, or None when it was stored already (a
            game repeated within `games` is stored once).

        Raises:
            StoreError: SQLite refused; nothing of `games` was written.
        """
        added: list[int | None] = []
        stamp = _now()
        with self._db.write() as con:
            for p in games:
                g = p.game
                old = con.execute("SELECT id, wins, data FROM games WHERE content_hash = ?",
                                  (g.content_hash,)).fetchone()
                if old is not None:
                    rows = con.execute("SELECT position, winner, from_seat, hand, logged, result, check_json "
                                       "FROM wins WHERE game = ?", (old[0],)).fetchall()
                    if not _needs_repair(old, rows):
                        added.append(None)
                        continue
                    con.execute("DELETE FROM wins WHERE game = ?", (old[0],))
                    con.execute("DELETE FROM games WHERE id = ?", (old[0],))
                (players, final, rules, data), texts = p.texts or encoded(p).texts
                agreeing = sum(1 for c in p.checks if c.agrees)
                row = con.execute(
                    "INSERT INTO games (content_hash, game_id, source, format, platform, played_at, imported_at, "
                    "players, final, rules, wins, agreeing, data, unreadable) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (g.content_hash, g.game, p.source, p.format, str(g.lobby.get("platform", "unknown")), g.date,
                     stamp, players, final, rules, len(p.checks), agreeing, data, len(g.unreadable))).lastrowid
                position = 0
                for hand_index, h in enumerate(g.hands):
                    for w in h.wins:
                        hand, logged, result, check = texts[position]
                        con.execute(
                            "INSERT INTO wins (game, position, hand_index, round, honba, winner, from_seat, hand, "
                            "logged, result, agrees, check_json) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                            (row, position, hand_index, h.label, h.honba, w.winner, w.from_seat, hand, logged, result,
                             int(p.checks[position].agrees), check))
                        position += 1
                added.append(row)
        return added

    def games(self) -> list[StoredGame]:
        """Every stored game, the most recently played first (then imported).
        A damaged row is listed with what can be read (names ``"?"``, no
        final result).

        Raises:
            StoreError: SQLite cannot read the file.
        """
        rows = self._db.read(
            "SELECT id, game_id, source, format, platform, played_at, imported_at, players, final, wins, agreeing, "
            "rules, unreadable FROM games ORDER BY COALESCE(played_at, imported_at) DESC, id DESC")
        return [StoredGame(r[0], str(r[1]), str(r[2]), str(r[3]), str(r[4]), r[5], str(r[6]), _players(r[7]),
                           _json_of(r[8], dict), _count(r[9]), _count(r[10]), _json_of(r[11], dict) or {},
                           _count(r[12]))
                for r in rows]

    def read_wins(self, game: int) -> tuple[list[StoredWin], list[int]]:
        """The wins of the stored game `game` (row id) that can be read, in
        order, and the positions (1-based) of those that cannot (a damaged
        or missing row): one damaged row hides only itself.

        Raises:
            StoreError: SQLite cannot read the file.
        """
        rows = self._db.read(
            "SELECT id, game, position, hand_index, round, honba, winner, from_seat, hand, logged, result, agrees, "
            "check_json FROM wins WHERE game = ? ORDER BY position", (game,))
        count = self._db.read("SELECT wins FROM games WHERE id = ?", (game,))
        out, damaged = [], []
        for r in rows:
            win = _win(r)
            if win is None:
                damaged.append(r[2] + 1 if isinstance(r[2], int) else len(out) + len(damaged) + 1)
                continue
            out.append(win)
        stated = _count(count[0][0]) if count else 0
        present = {r[2] for r in rows}
        damaged += [p + 1 for p in range(stated) if p not in present]
        return out, sorted(set(damaged))

    def win_keys(self, games: list[int]) -> list[WinKey]:
        """The win rows of the stored games `games` (row ids), game by game
        in the order given and by position within each, without reading
        their JSON into Python: one query per 900 games.

        Raises:
            StoreError: SQLite cannot read the file.
        """
        by_game: dict[int, list[WinKey]] = {g: [] for g in games}
        for at in range(0, len(games), _IDS_AT_ONCE):
            chunk = games[at:at + _IDS_AT_ONCE]
            for r in self._db.read(
                    f"SELECT id, game, {_INT_OR_NONE.format('position')}, {_INT_OR_NONE.format('winner')}, "
                    f"{_INT_OR_NONE.format('from_seat')}, {_ROW_LOOKS_WHOLE}, {_ROW_REFUSED} FROM wins "
                    f"WHERE game IN ({','.join('?' * len(chunk))}) ORDER BY game, position", tuple(chunk)):
                by_game[r[1]].append(WinKey(r[0], r[1], r[2], r[3], r[4], bool(r[5]), bool(r[6])))
        return [k for g in dict.fromkeys(games) for k in by_game[g]]

    def wins_by_id(self, ids: list[int]) -> list[StoredWin]:
        """The win rows `ids` that can be read whole, in the order given (a
        damaged or missing row is left out: `win_keys` says which).

        Raises:
            StoreError: SQLite cannot read the file.
        """
        found: dict[int, StoredWin] = {}
        for at in range(0, len(ids), _IDS_AT_ONCE):
            chunk = ids[at:at + _IDS_AT_ONCE]
            for r in self._db.read(
                    "SELECT id, game, position, hand_index, round, honba, winner, from_seat, hand, logged, result, "
                    f"agrees, check_json FROM wins WHERE id IN ({','.join('?' * len(chunk))})", tuple(chunk)):
                win = _win(r)
                if win is not None:
                    found[win.id] = win
        return [found[i] for i in ids if i in found]

    def hand(self, win: int) -> dict:
        """The SCHEMA.md hand of the win row `win`.

        Raises:
            StoreError: no such row, its hand is damaged, or SQLite cannot read the file.
        """
        rows = self._db.read("SELECT hand FROM wins WHERE id = ?", (win,))
        hand = _json_of(rows[0][0], dict) if rows else None
        if hand is None:
            raise StoreError("damaged", self.path, f"{self.path}: the hand of stored win {win} cannot be read")
        return hand

    def hands(self, wins: list[int]) -> StoredHands:
        """The SCHEMA.md hands of the win rows `wins`, read when asked (`StoredHands`)."""
        return StoredHands(self, wins)

    def wins(self, game: int) -> list[StoredWin]:
        """The readable wins of the stored game `game` (`read_wins` without
        the damaged positions).

        Raises:
            StoreError: SQLite cannot read the file.
        """
        return self.read_wins(game)[0]

    def game(self, game: int) -> GameLog | None:
        """The whole `GameLog` of a stored game (None: no such row).

        Raises:
            StoreError: SQLite cannot read the file, or the row is damaged.
        """
        rows = self._db.read("SELECT data FROM games WHERE id = ?", (game,))
        if not rows:
            return None
        try:
            return game_from_json(json.loads(rows[0][0]))
        except (KeyError, TypeError, ValueError) as e:
            raise StoreError("damaged", self.path, f"{self.path}: stored game {game} cannot be read ({e})") from None

    def stored_hashes(self, hashes: list[str]) -> set[str]:
        """Which of these content hashes have a stored game (whole or damaged).

        Raises:
            StoreError: SQLite cannot read the file.
        """
        found: set[str] = set()
        for at in range(0, len(hashes), _IDS_AT_ONCE):
            chunk = hashes[at:at + _IDS_AT_ONCE]
            found.update(r[0] for r in self._db.read(
                f"SELECT content_hash FROM games WHERE content_hash IN ({','.join('?' * len(chunk))})", tuple(chunk)))
        return found

    def delete_games(self, games: list[int]) -> None:
        """Remove stored games (row ids) and their wins, all in one
        committed transaction (an import that was cancelled takes its games
        out again).

        Raises:
            StoreError: SQLite refused (nothing was removed).
        """
        if not games:
            return
        with self._db.write() as con:
            for at in range(0, len(games), _IDS_AT_ONCE):
                chunk = tuple(games[at:at + _IDS_AT_ONCE])
                marks = ",".join("?" * len(chunk))
                con.execute(f"DELETE FROM wins WHERE game IN ({marks})", chunk)
                con.execute(f"DELETE FROM games WHERE id IN ({marks})", chunk)

    def delete(self, game: int) -> None:
        """Remove a stored game and its wins (one committed transaction).

        Raises:
            StoreError: SQLite refused (nothing was removed).
        """
        with self._db.write() as con:
            con.execute("DELETE FROM wins WHERE game = ?", (game,))
            con.execute("DELETE FROM games WHERE id = ?", (game,))

    def close(self) -> None:
        """Close the file (its write-ahead log folded into it)."""
        self._db.close()
