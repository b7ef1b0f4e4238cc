"""A database that cannot be used never crashes the quiz (issue 5 §4):
every `sqlite3.Error` of the store comes out as `StoreError`, and a session
whose store refuses an answer still grades it, keeps it in memory and
writes it once the store takes it again — nothing answered is lost."""

import os
import sqlite3
import subprocess

import pytest

import trainer.storage as storage
from trainer.quiz.grading import Answer
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore, StoreError


@pytest.fixture
def quick_lock(monkeypatch):
    """Writes give up on a lock after 0.1 s instead of the app's timeout."""
    monkeypatch.setattr(storage, "BUSY_TIMEOUT", 0.1)


def _damaged(path):
    """A quiz file whose pages after the first are overwritten with noise."""
    s = QuizStore(path)
    sid = s.start_session("count", 3, "mixed", 2, 1, "tenhou", {})
    for i in range(60):
        s.record_answer(sid, i, "X" * 100, "mixed", 2, {}, {}, {"fu": True}, 5)
    # close() folds the log into the main file
    s.close()
    data = bytearray(path.read_bytes())
    for i in range(4096, len(data)):
        data[i] = (i * 7) & 0xFF
    path.write_bytes(bytes(data))


def test_a_folder_as_the_database_path_is_a_store_error(tmp_path):
    folder = tmp_path / "quiz.sqlite3"
    folder.mkdir()
    with pytest.raises(StoreError):
        QuizStore(folder)


def test_a_path_under_a_file_is_a_store_error(tmp_path):
    (tmp_path / "plain").write_text("not a folder")
    with pytest.raises(StoreError):
        QuizStore(tmp_path / "plain" / "quiz.sqlite3")


def test_a_damaged_file_is_a_store_error_on_open_or_on_write(tmp_path):
    path = tmp_path / "quiz.sqlite3"
    _damaged(path)
    with pytest.raises(StoreError):
        store = QuizStore(path)  # the first page may still read: then the first write fails
        store.start_session("count", 3, "mixed", 2, 1, "tenhou", {})


def test_a_locked_file_is_a_store_error_and_the_next_write_succeeds(tmp_path, quick_lock):
    path = tmp_path / "quiz.sqlite3"
    store = QuizStore(path)
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    with pytest.raises(StoreError, match="locked"):
        store.start_session("count", 3, "mixed", 2, 1, "tenhou", {})
    other.execute("ROLLBACK")
    assert store.start_session("count", 3, "mixed", 2, 1, "tenhou", {}) == 1
    other.close()
    store.close()


def _read_only(path):
    """Make `path` unwritable for this process, or skip (root ignores modes)."""
    if os.geteuid() == 0:
        if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
            pytest.skip("running as root and chattr is not available here")
        return lambda: subprocess.run(["chattr", "-i", str(path)], check=False)
    path.chmod(0o444)
    return lambda: path.chmod(0o644)


def test_a_read_only_file_is_a_store_error(tmp_path):
    path = tmp_path / "quiz.sqlite3"
    QuizStore(path).close()
    undo = _read_only(path)
    try:
        with pytest.raises(StoreError):
            store = QuizStore(path)
            store.start_session("count", 3, "mixed", 2, 1, "tenhou", {})
    finally:
        undo()


def test_a_refused_answer_is_graded_kept_and_written_later_in_order(tmp_path, quick_lock):
    path = tmp_path / "quiz.sqlite3"
    store = QuizStore(path)
    session = QuizSession(store, SessionConfig(topic="wait_fu", difficulty=1, count=3, seed=5))
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    truths = []
    for _ in range(2):
        q = session.next_question()
        truths.append(q.code)
        done = session.submit(Answer(fu=q.result.fu, han=q.result.han))
        assert done.grade.all_right  # graded although not saved
    assert session.unsaved == 2
    assert isinstance(session.save_error, StoreError)
    other.execute("ROLLBACK")
    other.close()
    assert session.save_pending()
    assert session.unsaved == 0 and session.save_error is None
    assert [(a.position, a.code) for a in store.answers(session.session_id)] == [(0, truths[0]), (1, truths[1])]
    store.close()


def test_finish_stamps_the_session_once_the_store_takes_the_answers(tmp_path, quick_lock):
    path = tmp_path / "quiz.sqlite3"
    store = QuizStore(path)
    session = QuizSession(store, SessionConfig(topic="wait_fu", difficulty=1, count=1, seed=5))
    q = session.next_question()
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    session.submit(Answer(fu=q.result.fu, han=q.result.han))
    summary = session.finish()
    assert summary.answered == 1 and session.unsaved == 1
    assert store.sessions()[0]["finished_at"] is None
    other.execute("ROLLBACK")
    other.close()
    assert session.save_pending()
    assert len(store.answers(session.session_id)) == 1
    assert store.sessions()[0]["finished_at"] is not None
    store.close()


# -- the side file (issue 15): refused answers wait beside the history ---------

def _refuse_writes(store):
    """Every INSERT/UPDATE of `store` fails as on a full disk (SQLITE_FULL)."""
    con = store._db._con

    class Full:
        def execute(self, sql, *args):
            if sql.lstrip().upper().startswith(("INSERT", "UPDATE")):
                raise sqlite3.OperationalError("database or disk is full")
            return con.execute(sql, *args)

        def __getattr__(self, name):
            return getattr(con, name)

    store._db._con = Full()
    return lambda: setattr(store._db, "_con", con)


def test_refused_answers_wait_in_the_side_file_and_merge_once(tmp_path):
    path = tmp_path / "quiz.sqlite3"
    store = QuizStore(path)
    session = QuizSession(store, SessionConfig(topic="wait_fu", difficulty=1, count=5, seed=5))
    undo = _refuse_writes(store)
    codes = []
    for _ in range(2):
        q = session.next_question()
        codes.append(q.code)
        session.submit(Answer(fu=q.result.fu, han=q.result.han))
    assert session.unsaved == 2 and session.kept_aside == 2
    assert store.side_path.exists()
    undo()
    store.close()  # the program stops with the answers unsaved
    again = QuizStore(path)
    assert again.merged == 2 and not again.side_path.exists()
    rows = again.answers()
    assert [r.code for r in rows] == codes and all(r.right for r in rows)
    assert [r.session_id for r in rows] == [session.session_id] * 2
    again.close()


def test_answers_saved_late_are_not_merged_twice(tmp_path):
    path = tmp_path / "quiz.sqlite3"
    store = QuizStore(path)
    session = QuizSession(store, SessionConfig(topic="wait_fu", difficulty=1, count=5, seed=5))
    undo = _refuse_writes(store)
    q = session.next_question()
    session.submit(Answer(fu=q.result.fu, han=q.result.han))
    undo()
    assert session.save_pending()  # written now; the side file is merged (nothing new) and removed
    assert not store.side_path.exists()
    assert len(store.answers()) == 1
    store.close()
    assert len(QuizStore(path).answers()) == 1


def test_a_side_file_for_a_replaced_history_records_its_session_again(tmp_path):
    """After a repair or a fresh file the session is not in the store: it
    travels with its answers (both in the history export shapes) and is
    recorded again; a record that is not one is left out, the side file kept."""
    from trainer.storage import append_side, side_path

    path = tmp_path / "quiz.sqlite3"
    session = {"uid": "s" * 32, "started_at": "2026-01-02T03:04:05.000+00:00", "mode": "count", "size": 3,
               "topic": "mixed", "difficulty": 2, "seed": 9, "rules": "tenhou", "options": {}, "finished_at": None}
    answer = {"uid": "a" * 32, "session": "s" * 32, "position": 0, "code": "ABC", "topic": "mixed", "difficulty": 2,
              "answer": {"fu": 30}, "truth": {"fu": 30, "limit": None}, "parts": {"fu": True}, "right": True,
              "time_ms": 800, "answered_at": "2026-01-02T03:05:00.000+00:00", "skills": [], "diagnosis": [],
              "targets": []}
    append_side(path, [{"session": session, "answer": answer},
                       {"session": session, "answer": {"uid": "b" * 32, "position": "garbage"}}])
    store = QuizStore(path)
    assert store.merged == 1
    assert store.sessions()[0]["started_at"] == session["started_at"]
    (a,) = store.answers()
    assert (a.code, a.right, a.answer) == ("ABC", True, {"fu": 30})
    assert side_path(path).with_name(side_path(path).name + ".merged").exists()  # the bad record is kept
    store.close()
    assert QuizStore(path).merged == 0
