"""The quiz answer store: SQLite (stdlib `sqlite3`), one file per user.

Every answered question is written in its own committed transaction before
`record_answer` returns, so a killed app loses nothing answered (the UI
shows the next question only after that). The schema is versioned with
``PRAGMA user_version``; `MIGRATIONS[i]` takes a database from version i to
i + 1, starting from an empty file (version 0), so any older file is brought
up to date on open.

Tables (version 2):
    sessions(id, started_at, mode, size, topic, difficulty, seed, rules,
             options, finished_at) — one row per quiz run; mode ``count``
             (size = questions), ``timed`` (size = seconds) or ``retry``.
    answers(id, session_id, position, code, topic, difficulty, answer,
            truth, parts, right, time_ms, answered_at) — one row per answered
            question; answer/truth/parts are JSON (`trainer.quiz.grading`
            shapes), right is 1 when every asked part was right, time_ms the
            time from question shown to answer, answered_at ISO-8601 UTC.
"""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..storage import Database, Schema, StoreError, append_side, read_side, side_path

#: One list of SQL statements per step, from version i to i + 1.
MIGRATIONS: tuple[tuple[str, ...], ...] = (
    # 0 → 1: the first schema.
    (
        """CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            started_at TEXT NOT NULL,
            mode TEXT NOT NULL CHECK (mode IN ('count', 'timed', 'retry')),
            size INTEGER NOT NULL,
            topic TEXT NOT NULL,
            difficulty INTEGER NOT NULL,
            seed INTEGER,
            rules TEXT NOT NULL,
            options TEXT NOT NULL,
            finished_at TEXT
        )""",
        """CREATE TABLE answers (
            id INTEGER PRIMARY KEY,
            session_id INTEGER NOT NULL REFERENCES sessions(id),
            position INTEGER NOT NULL,
            code TEXT NOT NULL,
            topic TEXT NOT NULL,
            difficulty INTEGER NOT NULL,
            answer TEXT NOT NULL,
            truth TEXT NOT NULL,
            parts TEXT NOT NULL,
            right INTEGER NOT NULL,
            time_ms INTEGER NOT NULL,
            answered_at TEXT NOT NULL
        )""",
    ),
    # 1 → 2: look-ups by session (summaries) and by topic over time (progress).
    (
        "CREATE INDEX answers_by_session ON answers(session_id, position)",
        "CREATE INDEX answers_by_topic ON answers(topic, answered_at)",
    ),
)
SCHEMA = Schema("quiz history", 0x52535451, MIGRATIONS)  # "RSTQ"
SCHEMA_VERSION = SCHEMA.version

__all__ = ["MIGRATIONS", "SCHEMA", "SCHEMA_VERSION", "QuizStore", "StoreError", "StoredAnswer"]


@dataclass(frozen=True, slots=True)
class StoredAnswer:
    """One row of `answers`, JSON columns decoded.

    Attributes:
        id, session_id, position: row id, its session, 0-based order in it.
        code: the hand code; topic, difficulty: as generated.
        answer: ``{"fu": 30, "han": 2, …}`` as typed (`Answer.to_json`).
        truth: the core's values for the asked parts plus ``limit``.
        parts: ``{part: right}``; right: every asked part right.
        time_ms: milliseconds from question shown to answer.
        answered_at: ISO-8601 UTC timestamp.
    """

    id: int
    session_id: int
    position: int
    code: str
    topic: str
    difficulty: int
    answer: dict
    truth: dict
    parts: dict
    right: bool
    time_ms: int
    answered_at: str


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


class QuizStore:
    """The answer store at `path` (created with its folder if missing),
    opened and checked by `trainer.storage.Database`.

    Answers the file refused (locked, full, read-only) can wait in its side
    file (`keep_aside`: JSON lines, ``quiz.sqlite3.unsaved.jsonl``); opening
    the store merges them back (`merge_side_file`), each once.

    Attributes: `path`; `merged` — answers merged back from the side file
    when the store opened (0 normally); `side_error` — why the side file
    could not be merged (None normally; the file is then left as it is).

    Raises (on open):
        StoreError: the file is refused (newer version, damaged, not ours —
            left unchanged) or cannot be opened, locked, or migrated.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._db = Database(self.path, SCHEMA)
        self.side_error: StoreError | None = None
        self.merged = 0
        try:
            self.merged = self.merge_side_file()
        except StoreError as e:
            self.side_error = e

    @property
    def schema_version(self) -> int:
        """``PRAGMA user_version`` of the open file.

        Raises:
            StoreError: SQLite cannot read the file.
        """
        return self._db.schema_version

    def _write(self, sql: str, params: tuple) -> int:
        """One statement in its own committed transaction; returns the row id.

        Raises:
            StoreError: SQLite refused (nothing was written).
        """
        with self._db.write() as con:
            return con.execute(sql, params).lastrowid

    def start_session(self, mode: str, size: int, topic: str, difficulty: int, seed: int | None,
                      rules: str, options: dict, started_at: str | None = None) -> int:
        """Record a new session; returns its id.

        Args:
            mode: ``count``, ``timed`` or ``retry``; size: questions (count,
                retry) or seconds (timed); topic, difficulty: as chosen;
                seed: the generator seed (None for retry); rules: the preset
                name, or the SCHEMA.md rules object as JSON text;
                options: `QuizOptions.to_json()`; started_at: ISO-8601 UTC
                (default: now).

        Raises:
            StoreError: SQLite refused the write (nothing recorded).
        """
        return self._write(
            "INSERT INTO sessions (started_at, mode, size, topic, difficulty, seed, rules, options) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (started_at or _now(), mode, size, topic, difficulty, seed, rules, json.dumps(options, sort_keys=True)))

    def finish_session(self, session_id: int) -> None:
        """Stamp a session as finished (its summary was shown).

        Raises:
            StoreError: SQLite refused the write.
        """
        self._write("UPDATE sessions SET finished_at = ? WHERE id = ?", (_now(), session_id))

    def record_answer(self, session_id: int, position: int, code: str, topic: str, difficulty: int,
                      answer: dict, truth: dict, parts: dict, time_ms: int, answered_at: str | None = None) -> int:
        """Write one answered question and commit before returning its row id.

        Args:
            answer: `Answer.to_json()`; truth: the core's values; parts:
                ``{part: right}``; time_ms: milliseconds taken;
                answered_at: ISO-8601 UTC (default: now; an answer saved
                late keeps the time it was given).

        Raises:
            StoreError: SQLite refused the write (nothing recorded).
        """
        right = int(bool(parts) and all(parts.values()))
        return self._write(
            "INSERT INTO answers (session_id, position, code, topic, difficulty, answer, truth, parts, right, "
            "time_ms, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (session_id, position, code, topic, difficulty, json.dumps(answer, sort_keys=True),
             json.dumps(truth, sort_keys=True), json.dumps(parts, sort_keys=True), right, int(time_ms),
             answered_at or _now()))

    def has_answer(self, session_id: int, position: int, code: str, answered_at: str) -> bool:
        """An answer with these values is in the file already.

        Raises:
            StoreError: SQLite refused the read.
        """
        return bool(self._db.read("SELECT 1 FROM answers WHERE session_id = ? AND position = ? AND code = ? "
                                  "AND answered_at = ?", (session_id, position, code, answered_at)))

    def answers(self, session_id: int | None = None) -> list[StoredAnswer]:
        """Answered questions in the order answered (one session, or all)."""
        sql = ("SELECT id, session_id, position, code, topic, difficulty, answer, truth, parts, right, time_ms, "
               "answered_at FROM answers")
        params: tuple = ()
        if session_id is not None:
            sql += " WHERE session_id = ?"
            params = (session_id,)
        rows = self._db.read(sql + " ORDER BY id", params)
        return [StoredAnswer(r[0], r[1], r[2], r[3], r[4], r[5], json.loads(r[6]), json.loads(r[7]),
                             json.loads(r[8]), bool(r[9]), r[10], r[11]) for r in rows]

    def sessions(self) -> list[dict]:
        """All sessions, oldest first, as dicts of the `sessions` columns."""
        return self._db.read_dicts("SELECT * FROM sessions ORDER BY id")

    def close(self) -> None:
        """Close the file (every write is already committed; the log is
        folded into the main file)."""
        self._db.close()

    # -- the side file ---------------------------------------------------
    @property
    def side_path(self) -> Path:
        """Where refused answers wait: ``<file>.unsaved.jsonl`` beside it."""
        return side_path(self.path)

    def keep_aside(self, records: list[dict]) -> Path:
        """Append answers the file refused to the side file (flushed to the
        disk). A record: ``{"session": {the sessions columns but id},
        "session_id": id, "answer": {the answers columns but id, session_id,
        right}}`` — `QuizSession` makes them.

        Raises:
            OSError: the side file cannot be written either.
        """
        return append_side(self.path, records)

    def merge_side_file(self) -> int:
        """Write the side file's answers into the store, in one transaction,
        each once (an answer already there — same session start, position,
        code and time — is skipped; a session missing from this file, e.g.
        after a repair, is recorded again), then remove the side file.
        Returns the answers added.

        Raises:
            StoreError: the store refused (the side file is left as it is).
        """
        records = read_side(self.path)
        if not records:
            if self.side_path.exists():
                self.side_path.unlink()  # nothing readable left in it
            return 0
        added = 0
        with self._db.write() as con:
            sessions: dict[tuple, int] = {}
            for r in records:
                sess, ans = r.get("session"), r.get("answer")
                if not isinstance(sess, dict) or not isinstance(ans, dict):
                    continue
                key = (r.get("session_id"), sess.get("started_at"))
                sid = sessions.get(key)
                if sid is None:
                    row = con.execute("SELECT id FROM sessions WHERE id = ? AND started_at = ?", key).fetchone() \
                        or con.execute("SELECT id FROM sessions WHERE started_at = ? AND mode = ? AND topic = ?",
                                       (sess.get("started_at"), sess.get("mode"), sess.get("topic"))).fetchone()
                    sid = row[0] if row else con.execute(
                        "INSERT INTO sessions (started_at, mode, size, topic, difficulty, seed, rules, options, "
                        "finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        tuple(sess.get(c) for c in ("started_at", "mode", "size", "topic", "difficulty", "seed",
                                                    "rules", "options", "finished_at"))).lastrowid
                    sessions[key] = sid
                if con.execute("SELECT 1 FROM answers WHERE session_id = ? AND position = ? AND code = ? "
                               "AND answered_at = ?", (sid, ans.get("position"), ans.get("code"),
                                                       ans.get("answered_at"))).fetchone():
                    continue
                try:
                    parts = json.loads(ans["parts"])
                    con.execute(
                        "INSERT INTO answers (session_id, position, code, topic, difficulty, answer, truth, "
                        "parts, right, time_ms, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (sid, ans.get("position"), ans.get("code"), ans.get("topic"), ans.get("difficulty"),
                         ans.get("answer"), ans.get("truth"), ans.get("parts"),
                         int(isinstance(parts, dict) and bool(parts) and all(parts.values())), ans.get("time_ms"),
                         ans.get("answered_at")))
                except (KeyError, TypeError, ValueError, sqlite3.IntegrityError, sqlite3.InterfaceError):
                    continue  # not a record this program wrote (hand-edited): skipped, never half-written
                added += 1
        try:
            self.side_path.unlink()
        except OSError:
            pass  # merged; a later merge skips what is already there
        return added
