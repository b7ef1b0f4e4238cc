"""Skill states are derived data (issue 24, part 4): a damaged
``skill_states`` row — any of seven kinds found by attacking the store — is
rebuilt from the answers; Check grades and saves the answer, and
``progress`` and ``review`` answer, never a traceback. A clock behind the
newest stored answer does not replay every state at each Check.

Before: stability NaN made Check raise ValueError (the answer neither
graded nor saved); a wrong type, a null state or a negative stability made
``progress``/``review`` end with a traceback; NaN and infinity came out of
``progress --json`` as invalid JSON; with the clock behind, every Check
rebuilt all states under the write lock (3.3–4.1 s at 100,000 answers).
"""

from __future__ import annotations

import io
import json
import math
import sqlite3
from contextlib import redirect_stdout
from datetime import datetime, timedelta, timezone

import pytest

import trainer.quiz.store as store_module
from trainer.quiz.cli import progress_main, review_main
from trainer.quiz.grading import Answer
from trainer.quiz.progress import load_progress
from trainer.quiz.review import state_from_row
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore, replayed_states
from trainer.storage import Reader

T0 = datetime(2025, 6, 2, 9, 0, tzinfo=timezone.utc)
KINDS = ("nan", "negative", "infinite", "wrong_type", "date_out_of_range", "unknown_skill_id", "null")


def practise(path, now):
    """Two sessions of answers, some wrong (han one too many)."""
    store = QuizStore(path)
    for day in range(2):
        now[0] = T0 + timedelta(days=day)
        s = QuizSession(store, SessionConfig(topic="mixed", count=4, seed=40 + day), now=lambda: now[0])
        while (q := s.next_question()) is not None:
            now[0] += timedelta(minutes=1)
            s.submit(Answer(fu=q.result.fu if "fu" in q.asked else None, han=q.result.han + q.position % 2))
        s.finish()
    store.close()


def damage(path, kind: str) -> None:
    """Damage every stored state row in one way (kind: one of `KINDS`)."""
    con = sqlite3.connect(str(path))
    rows = con.execute("SELECT skill, state FROM skill_states").fetchall()
    for skill, text in rows:
        data = json.loads(text)
        if kind == "nan":
            data["card"]["stability"] = math.nan
        elif kind == "negative":
            data["card"]["stability"], data["lapses"] = -5.0, -3
        elif kind == "infinite":
            data["card"]["stability"] = math.inf
        elif kind == "wrong_type":
            data["card"]["due"], data["seen"] = 12345, "many"
        elif kind == "date_out_of_range":
            data["card"]["due"], data["card"]["last_review"] = "9999-12-31T23:59:59+00:00", "0001-01-01T00:00:00"
        elif kind == "unknown_skill_id":
            data["skill"] = "yaku.no_such_yaku"
        elif kind == "null":
            data = None
        con.execute("UPDATE skill_states SET state = ? WHERE skill = ?", (json.dumps(data), skill))
    if kind == "unknown_skill_id":
        con.execute("INSERT INTO skill_states VALUES (42, 'null')")
    con.commit()
    con.close()


def run(main, argv) -> tuple[int, str]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue()


def strict_json(text: str):
    def refuse(name):
        raise AssertionError(f"{name} in the output")
    return json.loads(text, parse_constant=refuse)


@pytest.fixture
def damaged(tmp_path, request):
    path = tmp_path / "quiz.sqlite3"
    now = [T0]
    practise(path, now)
    store = QuizStore(path)
    sound = store.skill_states()
    store.close()
    damage(path, request.param)
    return path, sound, now


@pytest.mark.parametrize("damaged", KINDS, indirect=True)
def test_a_damaged_state_row_is_refused_by_the_check(damaged):
    path, _sound, _now = damaged
    con = sqlite3.connect(str(path))
    rows = con.execute("SELECT skill, state FROM skill_states").fetchall()
    con.close()
    bad = 0
    for skill, text in rows:
        try:
            state_from_row(skill, text)
        except ValueError:
            bad += 1
    assert bad >= 1


@pytest.mark.parametrize("damaged", KINDS, indirect=True)
def test_check_grades_and_saves_and_the_states_are_rebuilt(damaged):
    path, sound, now = damaged
    store = QuizStore(path)
    before = len(store.answers())
    now[0] = T0 + timedelta(days=3)
    s = QuizSession(store, SessionConfig(topic="mixed", count=2, seed=99), now=lambda: now[0])
    while (q := s.next_question()) is not None:
        now[0] += timedelta(minutes=1)
        done = s.submit(Answer(fu=q.result.fu if "fu" in q.asked else None, han=q.result.han + 1))
        assert not done.grade.all_right
    assert s.unsaved == 0 and s.save_error is None
    assert len(store.answers()) == before + 2   # nothing lost
    states = store.skill_states()
    assert states == replayed_states(store.database)   # every state a replay of the answers
    assert all(math.isfinite(st.strength(now[0])) for st in states.values())
    # the answers given before the damage replay to the states they had
    assert {k: v for k, v in replayed_states_before(store, T0 + timedelta(days=3)).items()} == sound
    store.close()


def replayed_states_before(store, at):
    return store.skill_states_as_of(at - timedelta(seconds=1))[0]


@pytest.mark.parametrize("damaged", KINDS, indirect=True)
def test_progress_review_and_the_progress_reader_answer(damaged):
    path, sound, _now = damaged
    at = (T0 + timedelta(days=3)).isoformat()
    reader = Reader(path)   # read only, as the Progress tab reads on its thread
    p = load_progress(reader, T0 + timedelta(days=3))
    reader.close()
    assert {r.id: r.seen for r in p.skills if r.rank} == {k: s.seen for k, s in sound.items()}
    code, out = run(progress_main, ["--db", str(path), "--json", "--at", at])
    assert code == 0
    skills = strict_json(out)["skills"]
    assert {s["id"]: (s["seen"], s["lapses"]) for s in skills if s["rank"]} == \
        {k: (s.seen, s.lapses) for k, s in sound.items()}
    code, _out = run(progress_main, ["--db", str(path)])   # the current states: repaired in the file
    assert code == 0
    code, out = run(review_main, ["--db", str(path), "--generate", "3", "--json"])
    assert code == 0 and len(out.splitlines()) == 3
    con = sqlite3.connect(str(path))
    rows = con.execute("SELECT skill, state FROM skill_states").fetchall()
    con.close()
    assert all(state_from_row(k, v) for k, v in rows)   # written back sound


def test_a_read_only_file_with_damaged_states_still_answers(tmp_path):
    path = tmp_path / "quiz.sqlite3"
    now = [T0]
    practise(path, now)
    store = QuizStore(path)
    sound = store.skill_states()
    store.close()
    damage(path, "nan")
    store = QuizStore(path)

    def refuse():
        raise store_module.StoreError("read_only", str(path), "attempt to write a readonly database")

    store._db.write = refuse
    assert store.skill_states() == sound
    store.close()


def test_a_clock_behind_the_newest_answer_does_not_replay_every_state_at_each_check(tmp_path, monkeypatch):
    path = tmp_path / "quiz.sqlite3"
    now = [T0]
    practise(path, now)
    newest = now[0]
    store = QuizStore(path)
    replays = []
    real = store_module.rebuild_states
    monkeypatch.setattr(store_module, "rebuild_states", lambda con: replays.append(1) or real(con))
    seen_before = {k: s.seen for k, s in store.skill_states().items()}
    behind = [newest - timedelta(days=2)]   # the machine's clock set back two days
    s = QuizSession(store, SessionConfig(topic="mixed", count=3, seed=5), now=lambda: behind[0])
    while (q := s.next_question()) is not None:
        s.submit(Answer(fu=q.result.fu if "fu" in q.asked else None, han=q.result.han))
    assert replays == []
    rows = store.answers()
    assert all(a.answered_at >= rows[-4].answered_at for a in rows[-3:])   # after every stored answer
    states = store.skill_states()
    assert sum(states[k].seen for k in states) > sum(seen_before.values())
    assert states == replayed_states(store.database)   # the same as a replay in time order
    store.close()
