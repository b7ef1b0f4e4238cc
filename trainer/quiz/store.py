"""The quiz answer store: SQLite (stdlib `sqlite3`), one file per user.

Every answer is written in its own committed transaction before
`record_answer` returns — together with the skill states it changes — so a
killed app loses nothing answered (the UI shows the next question only
after that). The file is opened and checked by `trainer.storage.Database`;
its schema is versioned with ``PRAGMA user_version``: `MIGRATIONS[i]` takes
a file from version i to i + 1, so any older file is brought up to date on
open (after a backup copy beside it).

Tables (version 4):
    sessions(id, uid, started_at, mode, size, topic, difficulty, seed,
             rules, options, finished_at) — one row per quiz run; mode
             ``count`` (size = questions), ``timed`` (size = seconds),
             ``retry``, ``review`` (due skills), ``skill`` (one skill; its
             id in topic) or ``answers`` (answers given on the command line).
    answers(id, uid, session_id, position, code, topic, difficulty, answer,
            truth, parts, right, time_ms, answered_at, skills, diagnosis,
            targets) — one row per answered question; answer/truth/parts are
            JSON (`trainer.quiz.grading` shapes), right is 1 when every asked
            part was right, time_ms the time from question shown to answer,
            answered_at ISO-8601 UTC; skills ``[[skill id, ok], …]``
            (`grading.skill_outcomes`), diagnosis ``[Diagnosis.to_json(), …]``
            (a pending part later answers decided also has ``decided_at``),
            targets the skills a review question was dealt for.
    skill_states(skill, state) — one `review.SkillState` (JSON) per skill
            seen: its FSRS card, reviews, lapses, counts.
    skill_marks(skill, answered_at, state) — a skill's state from the
            answers stored before ``answered_at`` only: the start of the
            pending window (`window_start`) when it was written. Deciding a
            pending miss changes an answer in that window, so the skill's
            replay starts at its mark instead of its first answer
            (`rebuild_skills`). Derived data, as the states: a mark taken
            after the changed answer, or damaged, is not used (the skill is
            replayed whole), and every whole replay writes them anew.

``uid`` (sessions and answers) is a stable text id: exports carry it and an
import skips what the file already holds (`history.import_history`).

Migration 2 → 3 gives every old session and answer its uid (derived from
its own fields, so two copies of one history get the same ids), grades each
old answer again to record its skills and diagnosis, and seeds the skill
states by replaying them in order. Migration 3 → 4 adds the skill marks
(one replay of the answers).
"""

from __future__ import annotations

import json
import sqlite3
import uuid
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

from ..storage import Database, Schema, StoreError, append_side, read_side, side_path
from .history_format import FORMAT, MODES, VERSION, HistoryError, check_history
from .review import SkillState, iso, parse_time, replay, state_from_row, utc

_SESSIONS_V3 = """CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL,
    started_at TEXT NOT NULL,
    mode TEXT NOT NULL CHECK (mode IN ('count', 'timed', 'retry', 'review', 'skill', 'answers')),
    size INTEGER NOT NULL,
    topic TEXT NOT NULL,
    difficulty INTEGER NOT NULL,
    seed INTEGER,
    rules TEXT NOT NULL,
    options TEXT NOT NULL,
    finished_at TEXT
)"""
_SESSION_COLUMNS = ("id", "uid", "started_at", "mode", "size", "topic", "difficulty", "seed", "rules", "options",
                    "finished_at")
#: Namespace of the uids derived for rows written before uids existed.
_UID_NAMESPACE = uuid.UUID("6f1c2f0e-5b0a-4c59-9d55-7a3c8d2b1e47")


def derived_session_uid(started_at: str, mode: str, topic: str, seed) -> str:
    """The uid of a session recorded before version 3, from its own fields."""
    return uuid.uuid5(_UID_NAMESPACE, f"session|{started_at}|{mode}|{topic}|{seed}").hex


def given_answer_uid(code: str, answered_at: str, answer: dict, time_ms: int) -> str:
    """The uid of an answer handed in with its time (``quiz --answers``
    lines with ``at``): the same line handed in again has the same uid,
    so it is recognised and not recorded twice."""
    body = json.dumps(answer, sort_keys=True, separators=(",", ":"))
    return uuid.uuid5(_UID_NAMESPACE, f"given|{code}|{answered_at}|{body}|{time_ms}").hex


def derived_answer_uid(session_uid: str, position: int, code: str, answered_at: str) -> str:
    """The uid of an answer recorded before version 3, from its own fields."""
    return uuid.uuid5(_UID_NAMESPACE, f"answer|{session_uid}|{position}|{code}|{answered_at}").hex


def regrade(code: str, answer: dict, truth: dict, options: dict | None = None) -> tuple[list, list]:
    """Skills and diagnoses of a stored answer, graded again from its hand
    code (the asked parts are the keys of `truth` but ``limit``):
    ``([[skill, ok], …], [Diagnosis.to_json(), …])``; ``([], [])`` when the
    code no longer decodes or the core refuses the hand."""
    from ..core.errors import HandError
    from ..core.jsonio import hand_from_json
    from ..core.scoring import score
    from .grading import PARTS, Answer, QuizOptions, grade
    from .hand_code import HandCodeError, decode_hand

    try:
        h, ctx, rules = hand_from_json(decode_hand(code))
        result = score(h, ctx, rules)
        asked = tuple(p for p in PARTS if p in truth)
        g = grade(Answer.from_json(answer), result, QuizOptions(), ctx, rules, h, asked)
    except (HandCodeError, HandError, TypeError, ValueError, KeyError):
        return [], []
    return [[k, ok] for k, ok in g.skills], [d.to_json() for d in g.diagnoses]


def _migrate_to_v3(con: sqlite3.Connection) -> None:
    """Version 2 → 3 (see the module docstring)."""
    con.execute("PRAGMA defer_foreign_keys = ON")  # answers point at sessions while the table is rebuilt
    old = con.execute("SELECT id, started_at, mode, size, topic, difficulty, seed, rules, options, finished_at "
                      "FROM sessions ORDER BY id").fetchall()
    con.execute("DROP TABLE sessions")
    con.execute(_SESSIONS_V3)
    session_uid = {}
    for r in old:
        uid = derived_session_uid(r[1], r[2], r[4], r[6])
        session_uid[r[0]] = uid
        con.execute(f"INSERT INTO sessions ({', '.join(_SESSION_COLUMNS)}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (r[0], uid) + tuple(r[1:]))
    con.execute("CREATE UNIQUE INDEX sessions_by_uid ON sessions(uid)")
    for column in ("uid TEXT", "skills TEXT NOT NULL DEFAULT '[]'", "diagnosis TEXT NOT NULL DEFAULT '[]'",
                   "targets TEXT NOT NULL DEFAULT '[]'"):
        con.execute(f"ALTER TABLE answers ADD COLUMN {column}")
    con.execute("CREATE TABLE skill_states (skill TEXT PRIMARY KEY, state TEXT NOT NULL)")
    rows = con.execute("SELECT a.id, a.session_id, a.position, a.code, a.answer, a.truth, a.parts, a.time_ms, "
                       "a.answered_at, s.options FROM answers a JOIN sessions s ON s.id = a.session_id "
                       "ORDER BY a.answered_at, a.id").fetchall()
    outcomes = []
    for aid, sid, pos, code, answer, truth, parts, time_ms, at, _options in rows:
        uid = derived_answer_uid(session_uid.get(sid, str(sid)), pos, code, at)
        skills, diagnosis = regrade(code, json.loads(answer), json.loads(truth))
        con.execute("UPDATE answers SET uid = ?, skills = ?, diagnosis = ? WHERE id = ?",
                    (uid, json.dumps(skills), json.dumps(diagnosis, sort_keys=True), aid))
        n_parts = len(json.loads(parts))
        stamp = parse_time(at)
        outcomes.extend((k, bool(ok), time_ms, n_parts, stamp) for k, ok in skills)
    con.execute("CREATE UNIQUE INDEX answers_by_uid ON answers(uid)")
    # covers the Progress screen's statistics by day and week (no table rows read)
    con.execute("CREATE INDEX answers_by_time ON answers(answered_at, right, time_ms)")
    for skill, state in replay(outcomes).items():
        con.execute("INSERT INTO skill_states (skill, state) VALUES (?, ?)", (skill, json.dumps(state.to_json())))


def outcome_rows(rows: Iterable) -> list[tuple[datetime, list[tuple[str, bool, int, int, datetime]]]]:
    """``(answered_at, [(skill, ok, time_ms, parts, at), …])`` for each
    stored ``(answered_at, parts, time_ms, skills)`` row: what
    `review.replay` takes, one answer at a time (times as stored: older
    versions took any year). A row that cannot be read (a damaged file) is
    left out of the replay; the answer itself stays stored."""
    out = []
    for stamp, parts, time_ms, skills in rows:
        try:
            at = utc(datetime.fromisoformat(stamp))
            n = len(json.loads(parts))
            outcomes = [(str(k), bool(ok), int(time_ms), n, at) for k, ok in json.loads(skills)]
        except (TypeError, ValueError, OverflowError):
            continue
        out.append((at, outcomes))
    return out


def checked_states(rows: Iterable) -> dict[str, SkillState] | None:
    """The states of stored ``(skill, state)`` rows, each checked
    (`review.state_from_row`); None when any row is damaged (the states
    are then rebuilt from the answers)."""
    try:
        return {k: state_from_row(k, v) for k, v in rows}
    except ValueError:
        return None


def replayed_states(con) -> dict[str, SkillState]:
    """Every skill state as a replay of the stored answers in time order,
    without writing (`con`: an SQLite connection, or a `Database` or
    `Reader` with ``read``).

    Raises:
        StoreError: the store refused the read (through ``read``).
    """
    sql = "SELECT answered_at, parts, time_ms, skills FROM answers ORDER BY answered_at, id"
    rows = con.read(sql) if hasattr(con, "read") else con.execute(sql).fetchall()
    return replay(o for _at, answer in outcome_rows(rows) for o in answer)


def _not_before_newest(con, stamp: str, at: datetime) -> tuple[str, datetime]:
    """``(stamp, at)``, or the newest stored answer's time when that is
    later (a clock set back, answers from a machine whose clock ran ahead)."""
    newest = con.execute("SELECT max(answered_at) FROM answers").fetchone()[0]
    if not isinstance(newest, str) or newest <= stamp:
        return stamp, at
    try:
        return newest, parse_time(newest)
    except ValueError:  # a damaged time: this answer keeps its own
        return stamp, at


#: Is an answer stored after this time (an ISO-8601 stamp as stored)?
_LATER = "SELECT 1 FROM answers WHERE answered_at > ? LIMIT 1"


def rebuild_states(con) -> dict[str, SkillState]:
    """Replace every skill state by a replay of all stored answers in time
    order, inside the caller's transaction (after an import, an answer
    recorded with a time before others already stored, or a damaged
    state row); returns the states written. The marks (`skill_marks`) are
    written anew from the same replay."""
    sql = "SELECT answered_at, parts, time_ms, skills FROM answers ORDER BY answered_at, id"
    start = window_start(con)
    head, tail = _split(con.execute(sql).fetchall(), start)
    marked = replay(o for _at, answer in outcome_rows(head) for o in answer)
    states = replay((o for _at, answer in outcome_rows(tail) for o in answer), marked)
    con.execute("DELETE FROM skill_states")
    con.executemany("INSERT INTO skill_states (skill, state) VALUES (?, ?)",
                    [(k, json.dumps(s.to_json())) for k, s in states.items()])
    con.execute("DELETE FROM skill_marks")
    if start is not None:
        con.executemany("INSERT INTO skill_marks (skill, answered_at, state) VALUES (?, ?, ?)",
                        [(k, start, json.dumps(marked.get(k, SkillState(k)).to_json())) for k in states])
    return states


def _split(rows: list, cut: str | None) -> tuple[list, list]:
    """Stored ``(answered_at, …)`` rows in time order, split into those
    stored before `cut` (a stored time, compared as stored, as SQL orders
    them) and the rest (all of them when `cut` is None)."""
    if cut is None:
        return [], rows
    i = next((i for i, r in enumerate(rows) if isinstance(r[0], str) and r[0] >= cut), len(rows))
    return rows[:i], rows[i:]   # (a time not stored as text is left out of the replay wherever it falls)


def window_start(con, lookback: int = 0, until: str | None = None) -> str | None:
    """The stored time (``answered_at`` text) of the oldest answer later
    answers may still decide a pending miss of (`QuizStore.decide_pending`):
    the oldest of the latest `lookback` wrong answers (default
    `PENDING_LOOKBACK`), but none before the latest `PENDING_SPAN` answers;
    None when no answer is wrong. With `until` (stored time text), the
    window as it stood then: only answers up to that time count.
    `con`: an SQLite connection, or a `Database` or `Reader` with ``read``."""
    until = until or "9999"
    def one(sql: str, params: tuple):
        rows = con.read(sql, params) if hasattr(con, "read") else con.execute(sql, params).fetchall()
        return rows[0][0] if rows and isinstance(rows[0][0], str) else None

    oldest = one("SELECT min(answered_at) FROM (SELECT answered_at FROM answers WHERE right = 0 AND answered_at <= ? "
                 "ORDER BY answered_at DESC, id DESC LIMIT ?)", (until, lookback or PENDING_LOOKBACK))
    span = one("SELECT answered_at FROM answers WHERE answered_at <= ? ORDER BY answered_at DESC, id DESC "
               "LIMIT 1 OFFSET ?", (until, PENDING_SPAN - 1))
    return oldest if oldest is None or span is None else max(oldest, span)


def _marks(con, names: list[str], changed: str) -> dict[str, tuple[str, SkillState]]:
    """``{skill: (mark time, state)}`` of the marks of these skills that a
    change at `changed` (stored time text) leaves standing: taken before it,
    and sound (a damaged mark is not used: that skill is replayed whole)."""
    marks = ", ".join("?" * len(names))
    out = {}
    for skill, at, text in con.execute(f"SELECT skill, answered_at, state FROM skill_marks WHERE skill IN ({marks})",
                                       names).fetchall():
        if not isinstance(at, str) or at > changed:
            continue
        try:
            out[skill] = (at, state_from_row(skill, text))
        except ValueError:
            continue
    return out


def rebuild_skills(con, skills: Iterable[str], changed: str = "") -> None:
    """Replace the states of these skills only by a replay of their stored
    outcomes in time order, inside the caller's transaction (outcomes added
    to an older answer, stored at `changed`: a pending miss decided, a slip
    named late). A skill's state depends on its own outcomes only
    (`review.replay` keeps one tracker per skill), so the other states stay
    as they are. The replay of a skill starts at its mark (`skill_marks`:
    its state from the answers before the pending window, which a decision
    never changes) when the mark is older than `changed`, so a decision
    replays only the window's answers, not the skill's whole history (at
    100,000 answers a whole replay of the common skills took 9 s of a
    Check); the mark then moves to the window's start as it is now."""
    names = sorted({str(k) for k in skills})
    if not names:
        return
    marks = _marks(con, names, changed or "")
    start = window_start(con)
    by_from: dict[str, list[str]] = {}
    for k in names:
        by_from.setdefault(marks[k][0] if k in marks else "", []).append(k)
    for since, group in by_from.items():
        # the answers naming one of them (LIKE may match more: `_` is a
        # wildcard; the outcomes are filtered by skill below)
        where = " OR ".join("skills LIKE ?" for _ in group)
        rows = con.execute(f"SELECT answered_at, parts, time_ms, skills FROM answers "
                           f"WHERE answered_at >= ? AND ({where}) ORDER BY answered_at, id",
                           [since] + [f'%"{k}"%' for k in group]).fetchall()
        wanted = set(group)
        cut = start if start is not None and start >= since else None
        before, after = _split(rows, cut)
        head = replay((o for _at, answer in outcome_rows(before) for o in answer if o[0] in wanted),
                      {k: marks[k][1] for k in group if k in marks})
        states = replay((o for _at, answer in outcome_rows(after) for o in answer if o[0] in wanted), head)
        con.executemany("INSERT OR REPLACE INTO skill_states (skill, state) VALUES (?, ?)",
                        [(k, json.dumps(st.to_json())) for k, st in states.items()])
        if cut is not None:
            con.executemany("INSERT OR REPLACE INTO skill_marks (skill, answered_at, state) VALUES (?, ?, ?)",
                            [(k, cut, json.dumps(head.get(k, SkillState(k)).to_json())) for k in group])


def _migrate_to_v4(con: sqlite3.Connection) -> None:
    """Version 3 → 4: the skill marks, from a replay of the answers."""
    con.execute(_MARKS_V4)
    rebuild_states(con)


_MARKS_V4 = """CREATE TABLE skill_marks (
    skill TEXT PRIMARY KEY,
    answered_at TEXT NOT NULL,
    state TEXT NOT NULL
)"""


#: One list of steps per version, from version i to i + 1.
MIGRATIONS: tuple[tuple, ...] = (
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
    # 2 → 3: uids, skills and diagnoses per answer, skill states (spaced review).
    (_migrate_to_v3,),
    # 3 → 4: skill marks, so a decided pending miss replays only the pending window.
    (_migrate_to_v4,),
)
SCHEMA = Schema("quiz history", 0x52535451, MIGRATIONS)  # "RSTQ"
SCHEMA_VERSION = SCHEMA.version
#: Session modes (the sessions.mode check).

__all__ = ["MIGRATIONS", "MODES", "SCHEMA", "SCHEMA_VERSION", "QuizStore", "StoreError", "StoredAnswer"]


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
        uid: the answer's stable id.
        skills: ``((skill id, ok), …)``; diagnosis: ``[Diagnosis.to_json(), …]``;
        targets: the skills a review question was dealt for.
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
    uid: str = ""
    skills: tuple[tuple[str, bool], ...] = ()
    diagnosis: tuple[dict, ...] = ()
    targets: tuple[str, ...] = ()


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="milliseconds")


#: Wrong answers looked back over for pending misses later answers decide.
PENDING_LOOKBACK = 200
#: Answers looked back over at most: a pending miss older than the latest
#: 2,000 answers stays pending, undecided (it blames no skill), so a
#: decision's replay (`rebuild_skills`) and the look-back stay bounded for
#: a learner whose 200 latest wrong answers go back further.
PENDING_SPAN = 2000

_ANSWER_COLUMNS = ("id, session_id, position, code, topic, difficulty, answer, truth, parts, right, time_ms, "
                   "answered_at, uid, skills, diagnosis, targets")


def _stored(r) -> StoredAnswer:
    return StoredAnswer(r[0], r[1], r[2], r[3], r[4], r[5], json.loads(r[6]), json.loads(r[7]), json.loads(r[8]),
                        bool(r[9]), r[10], r[11], r[12] or "", tuple((str(k), bool(ok)) for k, ok in json.loads(r[13])),
                        tuple(json.loads(r[14])), tuple(json.loads(r[15])))


class QuizStore:
    """The answer store at `path` (created with its folder if missing),
    opened and checked by `trainer.storage.Database`.

    Answers the file refused (locked, full, read-only) can wait in its side
    file (`keep_aside`: JSON lines, ``quiz.sqlite3.unsaved.jsonl``, each a
    session and an answer in the history export shapes); opening the store
    merges them back (`merge_side_file`), each once (by uid).

    Attributes: `path`; `merged` — answers merged back from the side file
    when the store opened (0 normally); `side_error` — why the side file
    could not be merged (None normally; the file is then left as it is);
    `repaired` — how often damaged skill states were rebuilt from the
    answers (0 normally).

    Raises (on open):
        StoreError: the file is refused (newer version, damaged, not ours —
            left unchanged) or cannot be opened, locked, or migrated.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._db = Database(self.path, SCHEMA)
        self.side_error: StoreError | None = None
        self.merged = 0
        self.repaired = 0
        try:
            self.merged = self.merge_side_file()
        except StoreError as e:
            self.side_error = e

    @property
    def database(self) -> Database:
        """The open `Database` (for `trainer.quiz.history` and `progress`)."""
        return self._db

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
                      rules: str, options: dict, started_at: str | None = None, uid: str | None = None) -> int:
        """Record a new session; returns its id.

        Args:
            mode: one of `MODES`; size: questions (or seconds for ``timed``);
                topic, difficulty: as chosen (``review``: ``review``;
                ``skill``: the skill id); seed: the generator seed (None for
                retry); rules: the preset name, or the SCHEMA.md rules object
                as JSON text; options: `QuizOptions.to_json()`; started_at:
                ISO-8601 UTC (default now); uid: the session's uid (default
                a new one).

        Raises:
            StoreError: SQLite refused the write (nothing recorded).
        """
        return self._write(
            "INSERT INTO sessions (uid, started_at, mode, size, topic, difficulty, seed, rules, options) "
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (uid or uuid.uuid4().hex, started_at or _now(), mode, size, topic, difficulty, seed, rules,
             json.dumps(options, sort_keys=True)))

    def finish_session(self, session_id: int, finished_at: str | None = None) -> None:
        """Stamp a session as finished (its summary was shown).

        Raises:
            StoreError: SQLite refused the write.
        """
        self._write("UPDATE sessions SET finished_at = ? WHERE id = ?", (finished_at or _now(), session_id))

    def record_answer(self, session_id: int, position: int, code: str, topic: str, difficulty: int,
                      answer: dict, truth: dict, parts: dict, time_ms: int,
                      skills: Iterable[tuple[str, bool]] = (), diagnosis: Iterable[dict] = (),
                      targets: Iterable[str] = (), answered_at: str | None = None, uid: str | None = None,
                      defer_rebuild: bool = False, in_order: bool = False) -> int:
        """Write one answered question and the skill states it changes, in
        one transaction committed before this returns its row id.

        Args:
            answer: `Answer.to_json()`; truth: the core's values; parts:
                ``{part: right}``; time_ms: milliseconds taken; skills:
                ``(skill id, ok)`` outcomes (`Grade.skills`); diagnosis:
                `Diagnosis.to_json()` of each wrong part; targets: the
                skills a review question was dealt for; answered_at:
                ISO-8601 (default now); uid: the answer's uid (default a
                new one; an answer saved late keeps the uid it was given);
                defer_rebuild: an answer older than one already stored
                rebuilds every skill state in time order (a replay of the
                history, some 100 ms for 5,000 answers, under the write
                lock); a caller recording many such answers passes True
                and calls `rebuild_skill_states` once at the end;
                in_order: an answer given just now (a quiz session): it
                comes after every stored answer whatever this machine's
                clock says, so a clock behind the newest stored answer
                stamps it with that answer's time instead of replaying every
                state under the write lock at each Check (3–4 s at 100,000
                answers, locking other windows out).

        Raises:
            StoreError: SQLite refused the write (nothing recorded).
            ValueError: `answered_at` is not an ISO-8601 time.
        """
        right = int(bool(parts) and all(parts.values()))
        at = parse_time(answered_at) if answered_at else datetime.now(timezone.utc)
        stamp = at.isoformat(timespec="milliseconds")
        skills = [(str(k), bool(ok)) for k, ok in skills]
        with self._db.write() as con:
            # an answer from before others already stored (handed in late
            # with its time): the states are a replay in time order, as an
            # import rebuilds them, not this outcome applied last
            if in_order:
                stamp, at = _not_before_newest(con, stamp, at)
            late = bool(skills) and con.execute(_LATER, (stamp,)).fetchone() is not None
            rowid = con.execute(
                "INSERT INTO answers (uid, session_id, position, code, topic, difficulty, answer, truth, parts, "
                "right, time_ms, answered_at, skills, diagnosis, targets) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (uid or uuid.uuid4().hex, session_id, position, code, topic, difficulty,
                 json.dumps(answer, sort_keys=True),
                 json.dumps(truth, sort_keys=True), json.dumps(parts, sort_keys=True), right, int(time_ms), stamp,
                 json.dumps([[k, ok] for k, ok in skills]), json.dumps(list(diagnosis), sort_keys=True),
                 json.dumps(list(targets)))).lastrowid
            if late:
                if not defer_rebuild:
                    rebuild_states(con)
                else:   # the marks no longer stand until `rebuild_skill_states` writes them again
                    con.execute("DELETE FROM skill_marks")
            elif skills:
                names = tuple(k for k, _ok in skills)
                states = self._states_of(con, names)
                if states is None:  # a damaged row: the states are derived data, rebuilt from the answers
                    rebuild_states(con)
                    return rowid
                new = replay(((k, ok, int(time_ms), len(parts), at) for k, ok in skills), states)
                con.executemany("INSERT OR REPLACE INTO skill_states (skill, state) VALUES (?, ?)",
                                [(k, json.dumps(new[k].to_json())) for k in names])
        return rowid

    @staticmethod
    def _states_of(con, names: tuple[str, ...]) -> dict[str, SkillState] | None:
        """The stored states of these skills, checked; None when a row of
        the table is damaged (then every state is rebuilt: one bad row may
        stand for others)."""
        marks = ", ".join("?" * len(names))
        rows = con.execute(f"SELECT skill, state FROM skill_states WHERE skill IN ({marks})", names).fetchall()
        states = checked_states(rows)
        if states is None or len(rows) != len(states):
            return None
        return states

    def add_outcomes(self, uid: str, outcomes: Iterable[tuple[str, bool]]) -> bool:
        """Add skill outcomes to a stored answer — the learner's word on an
        ambiguous slip (`Grade.resolve`): each skill the answer has no
        outcome for yet gets one, recorded at the answer's time, and the
        skill states follow (applied as the newest outcome when no later
        answer is stored, else replayed in time order). A skill the answer
        already has an outcome for keeps it. Returns False when no answer
        has this uid (nothing changed).

        Raises:
            StoreError: SQLite refused the write (nothing changed).
        """
        with self._db.write() as con:
            row = con.execute("SELECT answered_at, parts, time_ms, skills FROM answers WHERE uid = ?",
                              (uid,)).fetchone()
            if row is None:
                return False
            stamp, parts, time_ms, skills_text = row
            have = [(str(k), bool(ok)) for k, ok in json.loads(skills_text)]
            known = {k for k, _ok in have}
            added = [(str(k), bool(ok)) for k, ok in dict(outcomes).items() if str(k) not in known]
            if not added:
                return True
            con.execute("UPDATE answers SET skills = ? WHERE uid = ?",
                        (json.dumps([[k, ok] for k, ok in have + added]), uid))
            if con.execute(_LATER, (stamp,)).fetchone() is not None:
                rebuild_skills(con, (k for k, _ok in added), stamp)   # later answers: replay these skills in time order
                return True
            at = utc(datetime.fromisoformat(stamp))
            names = tuple(k for k, _ok in added)
            states = self._states_of(con, names)
            if states is None:
                rebuild_states(con)
                return True
            new = replay(((k, ok, int(time_ms), len(json.loads(parts)), at) for k, ok in added), states)
            con.executemany("INSERT OR REPLACE INTO skill_states (skill, state) VALUES (?, ?)",
                            [(k, json.dumps(new[k].to_json())) for k in names])
        return True

    def _recent(self, lookback: int, at: datetime | None = None) -> list[tuple[str, str, dict, tuple]]:
        """``(uid, answered_at, {skill: ok}, pending parts)`` of every answer
        since the oldest of the latest `lookback` wrong ones (within the
        latest `PENDING_SPAN` answers: `window_start`), in time order
        (`pending.pending_parts`; a row whose outcomes cannot be read is
        left out); with `at`, as they stood then (`pending.skills_as_of`:
        answers up to `at`, and a miss decided later still pending)."""
        from .pending import pending_parts, skills_as_of

        until = iso(at) if at is not None else "9999"
        since = window_start(self._db, lookback, until)
        if since is None:
            return []
        out = []
        for uid, stamp, right, skills_text, diagnosis in self._db.read(
                "SELECT uid, answered_at, right, skills, diagnosis FROM answers WHERE answered_at >= ? "
                "AND answered_at <= ? ORDER BY answered_at, id", (since, until)):
            try:
                skills = {str(k): bool(ok) for k, ok in json.loads(skills_text)}
            except (TypeError, ValueError):
                continue
            if at is not None:
                skills = skills_as_of(diagnosis, skills, at)
            out.append((uid, stamp, skills, () if right else pending_parts(diagnosis, skills)))
        return out

    def pending_misses(self, lookback: int = PENDING_LOOKBACK, at: datetime | None = None) -> list[dict]:
        """The misses still pending among the latest `lookback` wrong
        answers within the latest `PENDING_SPAN` answers (`pending`): ``[{"answered_at", "part", "choices": [[skill
        id, …], …]}, …]``, oldest first; with `at`, those pending at that
        moment (a miss decided after it is listed).

        Raises:
            StoreError: SQLite refused the read.
        """
        return [{"answered_at": stamp, "part": part, "choices": [list(c) for c in choices]}
                for _uid, stamp, _skills, parts in self._recent(lookback, at) for part, choices in parts]

    def decide_pending(self, lookback: int = PENDING_LOOKBACK) -> dict[str, dict[str, bool]]:
        """Let later answers decide the pending misses (`pending.decide`)
        among the latest `lookback` wrong answers within the latest
        `PENDING_SPAN` answers (an older miss stays pending, undecided): each decision is added to
        its answer as outcomes at its own time (as `add_outcomes` adds the
        learner's word), and the part's diagnosis record keeps when
        (`pending.DECIDED_AT`: the newest answer's time), all in one
        transaction with one replay of the skill states. Returns ``{uid:
        {skill id: ok}}`` added.

        Raises:
            StoreError: SQLite refused the read or the write (nothing changed).
        """
        from .pending import Row, decide, mark_decided

        recent = self._recent(lookback)
        rows = [Row(uid, skills, tuple(c for _p, c in parts)) for uid, _at, skills, parts in recent]
        added = decide(rows)
        if added:
            newest = recent[-1][1]  # the decision comes now, after the newest answer
            # one transaction, one replay: a decision is about an older answer,
            # so the states of the skills decided are replayed in time order
            # once for all of them
            with self._db.write() as con:
                changed = ""
                for uid, outcomes in added.items():
                    row = con.execute("SELECT skills, diagnosis, answered_at FROM answers WHERE uid = ?",
                                      (uid,)).fetchone()
                    changed = min(changed, row[2]) if changed else row[2]
                    have = [(str(k), bool(ok)) for k, ok in json.loads(row[0])]
                    known = {k for k, _ok in have}
                    new = [(k, ok) for k, ok in outcomes.items() if k not in known]
                    diagnosis = mark_decided(row[1], dict(have), dict(have + new), newest)
                    con.execute("UPDATE answers SET skills = ?, diagnosis = ? WHERE uid = ?",
                                (json.dumps([[k, ok] for k, ok in have + new]), diagnosis, uid))
                rebuild_skills(con, {k for outcomes in added.values() for k in outcomes}, changed)
        return added

    def skill_states(self) -> dict[str, SkillState]:
        """Every skill seen, by id. The states are derived from the answers:
        when a stored row is damaged (`review.state_from_row`: NaN, a
        negative or infinite number, a wrong type, a time out of range, a
        null, a row naming another skill) they are rebuilt from the answers
        and written back (`repaired` counts it); when the file refuses the
        write, the rebuilt states are returned all the same.

        Raises:
            StoreError: SQLite refused the read.
        """
        states = checked_states(self._db.read("SELECT skill, state FROM skill_states"))
        if states is not None:
            return states
        self.repaired += 1
        try:
            with self._db.write() as con:
                return rebuild_states(con)
        except StoreError:  # read-only, locked, full: rebuilt in memory only
            return replayed_states(self._db)

    def has_answers_after(self, answered_at: str) -> bool:
        """An answer later than `answered_at` (ISO-8601) is stored: one
        recorded at that time would be late (see `record_answer`).

        Raises:
            StoreError: SQLite refused the read. ValueError: not a time.
        """
        stamp = parse_time(answered_at).isoformat(timespec="milliseconds")
        return bool(self._db.read(_LATER, (stamp,)))

    def rebuild_skill_states(self) -> None:
        """Every skill state replayed from the stored answers in time order,
        in one transaction (after answers recorded with `defer_rebuild`).

        Raises:
            StoreError: SQLite refused the write (the states are as before).
        """
        with self._db.write() as con:
            rebuild_states(con)

    def skill_states_as_of(self, at: datetime) -> tuple[dict[str, SkillState], int]:
        """(the skill states, the number of answers) as they stood at `at`:
        a replay of the answers given up to then, in time order (the stored
        states include every answer; `progress --at` and `review --at` look
        back, and a later answer must not count).

        Raises:
            StoreError: SQLite refused the read.
        """
        from .pending import skills_as_of

        rows = []
        for stamp, parts, time_ms, skills, diagnosis in self._db.read(
                "SELECT answered_at, parts, time_ms, skills, diagnosis FROM answers ORDER BY answered_at, id"):
            if isinstance(diagnosis, str) and isinstance(skills, str) and '"decided_at"' in diagnosis:
                try:  # a miss decided after `at` was still pending then: its outcomes do not count yet
                    kept = skills_as_of(diagnosis, {str(k): bool(ok) for k, ok in json.loads(skills)}, at)
                    skills = json.dumps([[k, ok] for k, ok in kept.items()])
                except (TypeError, ValueError):
                    pass  # unreadable outcomes: `outcome_rows` leaves the row out
            rows.append((stamp, parts, time_ms, skills))
        kept = [r for r in outcome_rows(rows) if r[0] <= at]
        return replay(o for _at, outcomes in kept for o in outcomes), len(kept)

    def answers(self, session_id: int | None = None) -> list[StoredAnswer]:
        """Answered questions in the order answered (one session, or all)."""
        sql = f"SELECT {_ANSWER_COLUMNS} FROM answers"
        params: tuple = ()
        if session_id is not None:
            sql += " WHERE session_id = ?"
            params = (session_id,)
        return [_stored(r) for r in self._db.read(sql + " ORDER BY id", params)]

    def sessions(self) -> list[dict]:
        """All sessions, oldest first, as dicts of the `sessions` columns."""
        return self._db.read_dicts("SELECT * FROM sessions ORDER BY id")

    def has_answer(self, uid: str) -> bool:
        """An answer with this uid is in the file already.

        Raises:
            StoreError: SQLite refused the read.
        """
        return bool(self._db.read("SELECT 1 FROM answers WHERE uid = ?", (uid,)))

    def close(self) -> None:
        """Close the file (every write is already committed; the log is
        folded into the main file)."""
        self._db.close()

    def add_history(self, data: dict) -> tuple[int, int]:
        """Merge a quiz history export object (`trainer.quiz.history`'s
        format) into the store in one transaction: the sessions and answers
        whose uid the store does not hold yet, then every skill state
        rebuilt from all answers in time order. Returns ``(sessions added,
        answers added)``.

        Raises:
            HistoryError: the object is not a valid history (nothing written).
            StoreError: the store refused the write (nothing written).
        """
        check_history(data)
        db = self._db
        known_sessions = dict(db.read("SELECT uid, id FROM sessions"))
        known_answers = {r[0] for r in db.read("SELECT uid FROM answers")}
        added_s = added_a = 0
        with db.write() as con:
            for s in data["sessions"]:
                if s["uid"] in known_sessions:
                    continue
                known_sessions[s["uid"]] = con.execute(
                    "INSERT INTO sessions (uid, started_at, mode, size, topic, difficulty, seed, rules, options, "
                    "finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (s["uid"], iso(parse_time(s["started_at"])), s["mode"], s["size"], s["topic"], s["difficulty"],
                     s.get("seed"), s["rules"], json.dumps(s["options"], sort_keys=True),
                     iso(parse_time(s["finished_at"])) if s.get("finished_at") else None)).lastrowid
                added_s += 1
            for a in data["answers"]:
                if a["uid"] in known_answers:
                    continue
                con.execute(
                    "INSERT INTO answers (uid, session_id, position, code, topic, difficulty, answer, truth, parts, "
                    "right, time_ms, answered_at, skills, diagnosis, targets) "
                    "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (a["uid"], known_sessions[a["session"]], a["position"], a["code"], a["topic"], a["difficulty"],
                     json.dumps(a["answer"], sort_keys=True), json.dumps(a["truth"], sort_keys=True),
                     json.dumps(a["parts"], sort_keys=True), int(a["right"]), a["time_ms"],
                     iso(parse_time(a["answered_at"])), json.dumps(a.get("skills", [])),
                     json.dumps(a.get("diagnosis", []), sort_keys=True), json.dumps(a.get("targets", []))))
                known_answers.add(a["uid"])
                added_a += 1
            if added_a:
                rebuild_states(con)
        return added_s, added_a

    # -- the side file ---------------------------------------------------
    @property
    def side_path(self) -> Path:
        """Where refused answers wait: ``<file>.unsaved.jsonl`` beside it."""
        return side_path(self.path)

    def keep_aside(self, records: list[dict]) -> Path:
        """Append answers the file refused to the side file (flushed to the
        disk). A record: ``{"session": <a session of the history export>,
        "answer": <an answer of the history export>}`` (`trainer.quiz.history`;
        `QuizSession` makes them).

        Raises:
            OSError: the side file cannot be written either.
        """
        return append_side(self.path, records)

    def merge_side_file(self) -> int:
        """Add the side file's answers (and their sessions) that the store
        does not hold yet — by uid, so each once — in one transaction
        (`add_history`), then remove the side file. A record
        that is not a valid session and answer is left out, and the side
        file is then kept beside the store as ``…unsaved.jsonl.merged``.
        Returns the answers added.

        Raises:
            StoreError: the store refused (the side file is left as it is).
        """
        records = read_side(self.path)
        sessions: dict[str, dict] = {}
        answers: list[dict] = []
        skipped = 0
        for r in records:
            s, a = r.get("session"), r.get("answer")
            one = {"format": FORMAT, "version": VERSION, "sessions": [s], "answers": [a]}
            try:
                check_history(one)
            except (HistoryError, TypeError, KeyError):
                skipped += 1
                continue
            sessions.setdefault(s["uid"], s)
            if all(x["uid"] != a["uid"] for x in answers):
                answers.append(a)
        added = 0
        if answers:
            _s, added = self.add_history({"format": FORMAT, "version": VERSION,
                                              "sessions": list(sessions.values()), "answers": answers})
        side = self.side_path
        try:
            if skipped:
                side.replace(side.with_name(side.name + ".merged"))
            elif side.exists():
                side.unlink()
        except OSError:
            pass  # merged; a later merge adds nothing twice
        return added
