"""The answer store (issue 5 §4): SQLite, versioned schema migrated from
version 1 on, every answer committed before the call returns."""

import json
import sqlite3

import pytest

from trainer.quiz.store import MIGRATIONS, SCHEMA_VERSION, QuizStore, StoreError


def _answer(store, session, pos, code="CODE", right=True):
    return store.record_answer(session, pos, code, "wait_fu", 2, {"fu": 40, "han": 1}, {"fu": 40, "han": 1,
                               "limit": None}, {"fu": right, "han": True}, 1234)


def test_a_new_file_and_its_folder_are_created_at_the_current_version(tmp_path):
    path = tmp_path / "deep" / "er" / "quiz.sqlite3"
    store = QuizStore(path)
    assert path.exists()
    assert store.schema_version == SCHEMA_VERSION == len(MIGRATIONS)
    store.close()


def test_an_answer_is_committed_before_record_answer_returns(tmp_path):
    path = tmp_path / "quiz.sqlite3"
    store = QuizStore(path)
    sid = store.start_session("count", 10, "mixed", 2, 42, "tenhou", {"points": False})
    _answer(store, sid, 0, "A1", right=False)
    # another connection sees the row at once, with the store still open
    other = sqlite3.connect(str(path))
    rows = other.execute("SELECT code, right, time_ms, answer, truth, parts FROM answers").fetchall()
    assert rows == [("A1", 0, 1234, json.dumps({"fu": 40, "han": 1}), json.dumps({"fu": 40, "han": 1, "limit": None}),
                     json.dumps({"fu": False, "han": True}))]
    other.close()
    store.close()


def test_round_trip_of_sessions_and_answers(tmp_path):
    store = QuizStore(tmp_path / "q.db")
    sid = store.start_session("timed", 300, "pair_fu", 3, None, "wrc", {"yaku": True})
    _answer(store, sid, 0, "X", right=True)
    _answer(store, sid, 1, "Y", right=False)
    store.finish_session(sid)
    got = store.answers(sid)
    assert [(a.position, a.code, a.right, a.parts) for a in got] == [
        (0, "X", True, {"fu": True, "han": True}), (1, "Y", False, {"fu": False, "han": True})]
    assert got[0].answered_at.endswith("+00:00")
    s = store.sessions()[0]
    assert (s["mode"], s["size"], s["topic"], s["difficulty"], s["rules"]) == ("timed", 300, "pair_fu", 3, "wrc")
    assert s["finished_at"] is not None
    store.close()


def test_a_version_1_file_is_migrated_and_keeps_its_rows(tmp_path):
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(str(path))
    for sql in MIGRATIONS[0]:
        db.execute(sql)
    db.execute("PRAGMA user_version = 1")
    db.execute("INSERT INTO sessions (started_at, mode, size, topic, difficulty, seed, rules, options) "
               "VALUES ('2024-01-01T00:00:00+00:00', 'count', 5, 'mixed', 1, 7, 'tenhou', '{}')")
    db.execute("INSERT INTO answers (session_id, position, code, topic, difficulty, answer, truth, parts, right, "
               "time_ms, answered_at) VALUES (1, 0, 'OLD', 'mixed', 1, '{}', '{}', '{}', 1, 10, "
               "'2024-01-01T00:00:01+00:00')")
    db.commit()
    db.close()
    store = QuizStore(path)
    assert store.schema_version == SCHEMA_VERSION
    assert [a.code for a in store.answers()] == ["OLD"]
    indexes = {r[0] for r in store._db.read("SELECT name FROM sqlite_master WHERE type = 'index'")}
    assert {"answers_by_session", "answers_by_topic"} <= indexes
    store.close()


def test_a_file_from_a_newer_program_is_refused(tmp_path):
    path = tmp_path / "new.sqlite3"
    db = sqlite3.connect(str(path))
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.commit()
    db.close()
    with pytest.raises(StoreError):
        QuizStore(path)


def test_a_file_that_is_not_a_database_is_refused(tmp_path):
    path = tmp_path / "junk.sqlite3"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(StoreError):
        QuizStore(path)
