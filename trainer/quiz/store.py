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
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..storage import Database, Schema, StoreError

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

    Raises (on open):
        StoreError: the file is refused (newer version, damaged, not ours —
            left unchanged) or cannot be opened, locked, or migrated.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._db = Database(self.path, SCHEMA)

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
                      rules: str, options: dict) -> int:
        """Record a new session; returns its id.

        Args:
            mode: ``count``, ``timed`` or ``retry``; size: questions (count,
                retry) or seconds (timed); topic, difficulty: as chosen;
                seed: the generator seed (None for retry); rules: the preset
                name, or the SCHEMA.md rules object as JSON text;
                options: `QuizOptions.to_json()`.

        Raises:
            StoreError: SQLite refused the write (nothing recorded).
        """
        return self._write(
            "INSERT INTO sessions (started_at, mode, size, topic, difficulty, seed, rules, options) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
            (_now(), mode, size, topic, difficulty, seed, rules, json.dumps(options, sort_keys=True)))

    def finish_session(self, session_id: int) -> None:
        """Stamp a session as finished (its summary was shown).

        Raises:
            StoreError: SQLite refused the write.
        """
        self._write("UPDATE sessions SET finished_at = ? WHERE id = ?", (_now(), session_id))

    def record_answer(self, session_id: int, position: int, code: str, topic: str, difficulty: int,
                      answer: dict, truth: dict, parts: dict, time_ms: int) -> int:
        """Write one answered question and commit before returning its row id.

        Args:
            answer: `Answer.to_json()`; truth: the core's values; parts:
                ``{part: right}``; time_ms: milliseconds taken.

        Raises:
            StoreError: SQLite refused the write (nothing recorded).
        """
        right = int(bool(parts) and all(parts.values()))
        return self._write(
            "INSERT INTO answers (session_id, position, code, topic, difficulty, answer, truth, parts, right, "
            "time_ms, answered_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (session_id, position, code, topic, difficulty, json.dumps(answer, sort_keys=True),
             json.dumps(truth, sort_keys=True), json.dumps(parts, sort_keys=True), right, int(time_ms), _now()))

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
