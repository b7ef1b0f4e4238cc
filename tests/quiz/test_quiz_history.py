"""The history (issue 11 §3, §5, §6): the version 2 → 3 migration seeds the
skill states from the answers already stored; export and import merge
without duplicates; the command line refuses bad input with a clear line."""

import io
import json
import random
import sqlite3
from contextlib import redirect_stderr, redirect_stdout
from datetime import datetime, timedelta, timezone

import pytest

from trainer.quiz.cli import main as quiz_main
from trainer.quiz.cli import progress_main
from trainer.quiz.generator import generate_hand
from trainer.quiz.grading import Answer
from trainer.quiz.history import HistoryError, export_history, import_history, read_history_file, write_history_file
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import MIGRATIONS, QuizStore
from trainer.storage import backup_path

T0 = datetime(2025, 5, 1, 8, tzinfo=timezone.utc)


def _practise(store, days: int, seed: int, slip: bool = True) -> None:
    now = [T0]
    for day in range(days):
        now[0] = T0 + timedelta(days=day, hours=seed % 5)
        s = QuizSession(store, SessionConfig(topic="whole_hand_fu", count=5, seed=seed + day), now=lambda: now[0])
        while (q := s.next_question()) is not None:
            now[0] += timedelta(minutes=1)
            fu = q.result.fu + (10 if slip and q.position == 0 else 0) if "fu" in q.asked else None
            s.submit(Answer(fu=fu, han=q.result.han))
        s.finish()


def test_a_version_2_history_is_migrated_and_seeds_the_skill_states(tmp_path):
    path = tmp_path / "old.sqlite3"
    con = sqlite3.connect(str(path))
    for step in MIGRATIONS[:2]:
        for sql in step:
            con.execute(sql)
    con.execute("PRAGMA user_version = 2")
    # one session of two answers as version 2 stored them: the 50 fu hand (20 base + 10 closed ron + 8
    # closed 111z + 8 closed 444z + 2 tanki = 48 -> 50) answered 30 fu on day 1, right on day 2. Every
    # two-slip way to 30 leaves out the closed-ron 10 (with a triplet's 8, or rounding 38 down): it is proven

    g = generate_hand(random.Random(5), "whole_hand_fu", 1)
    fu, han = g.result.fu, g.result.han
    con.execute("INSERT INTO sessions (started_at, mode, size, topic, difficulty, seed, rules, options) "
                "VALUES ('2025-01-01T10:00:00.000+00:00', 'count', 2, 'whole_hand_fu', 1, 5, 'tenhou', '{}')")
    for pos, (given, day) in enumerate(((fu - 20, 1), (fu, 2))):
        con.execute("INSERT INTO answers (session_id, position, code, topic, difficulty, answer, truth, parts, "
                    "right, time_ms, answered_at) VALUES (1, ?, ?, 'whole_hand_fu', 1, ?, ?, ?, ?, 9000, ?)",
                    (pos, g.code, json.dumps({"fu": given, "han": han}), json.dumps({"fu": fu, "han": han,
                     "limit": None}), json.dumps({"fu": given == fu, "han": True}), int(given == fu),
                     f"2025-01-0{day}T10:00:00.000+00:00"))
    con.commit()
    con.close()

    store = QuizStore(path)
    assert backup_path(path, 2).exists()   # the file as it was, kept beside it
    rows = store.answers()
    assert all(len(a.uid) == 32 for a in rows) and rows[0].uid != rows[1].uid
    assert dict(rows[0].skills)["fu.closed_ron"] is False   # the wrong fu failed the proven skill
    assert all(ok for _k, ok in rows[1].skills)
    assert rows[0].diagnosis and rows[0].diagnosis[0]["part"] == "fu"
    states = store.skill_states()
    failed = {k for k, ok in rows[0].skills if not ok}
    assert failed and all(states[k].seen == 2 and states[k].right == 1 and states[k].reviews == 2 for k in failed)
    assert store.database.read("PRAGMA foreign_key_check") == []
    assert store.sessions()[0]["uid"]
    store.close()


def test_export_then_import_is_the_same_history_and_a_second_import_adds_nothing(tmp_path):
    a = QuizStore(tmp_path / "a.sqlite3")
    _practise(a, 3, 40)
    data = export_history(a)
    b = QuizStore(tmp_path / "b.sqlite3")
    assert import_history(b, data) == (3, 15)
    assert import_history(b, data) == (0, 0)
    assert [x.uid for x in b.answers()] == [x.uid for x in a.answers()]
    assert {k: s.to_json() for k, s in b.skill_states().items()} == {k: s.to_json() for k, s in
                                                                      a.skill_states().items()}
    a.close()
    b.close()


def test_two_machines_merge_into_one_history(tmp_path):
    home, laptop = QuizStore(tmp_path / "home.sqlite3"), QuizStore(tmp_path / "laptop.sqlite3")
    _practise(home, 2, 10)
    _practise(laptop, 2, 20, slip=False)
    write_history_file(laptop, tmp_path / "laptop.json")
    added = import_history(home, read_history_file(tmp_path / "laptop.json"))
    assert added == (2, 10)
    assert len(home.answers()) == 20
    # the merged states are the states of the merged answers, replayed in time order
    outcomes = {}
    for ans in sorted(home.answers(), key=lambda x: x.answered_at):
        for k, _ok in ans.skills:
            outcomes[k] = outcomes.get(k, 0) + 1
    assert {k: s.seen for k, s in home.skill_states().items()} == outcomes
    home.close()
    laptop.close()


@pytest.mark.parametrize(("edit", "message"), [
    (lambda d: d.update(format="something"), "is not a quiz history"),
    (lambda d: d.update(version=9), "version 9"),
    (lambda d: d["answers"][0].update(time_ms="fast"), "answer 1 time_ms"),
    (lambda d: d["answers"][1].update(session="nope"), "answer 2 session"),
    (lambda d: d["sessions"][0].update(mode="dance"), "session 1 mode"),
    (lambda d: d["answers"][2].update(answered_at="yesterday"), "answer 3 answered_at"),
    (lambda d: d["answers"][0].update(skills=[["fu.tsumo", "yes"]]), "answer 1 skills"),
    # found by adversarial files: a year-9999 answer stopped the import with
    # OverflowError (FSRS's next due date is past the calendar's end); a
    # future one would push every later review past it
    (lambda d: d["answers"][0].update(answered_at="9999-12-31T23:00:00Z"), "answer 1 answered_at"),
    (lambda d: d["answers"][0].update(answered_at="2199-01-01T00:00:00Z"), "answer 1 answered_at"),
    (lambda d: d["answers"][0].update(answered_at="0001-01-01T00:00:00Z"), "answer 1 answered_at"),
    # a diagnosis that is not an object was stored, and broke the session
    # list of the Progress tab (AttributeError in Diagnosis.from_json)
    (lambda d: d["answers"][0].update(diagnosis=[[[[]]]]), "answer 1 diagnosis 1"),
    (lambda d: d["answers"][0].update(diagnosis=[{"part": "fu", "explanations": "abc"}]), "answer 1 diagnosis 1"),
])
def test_a_bad_history_file_changes_nothing_and_says_where(tmp_path, edit, message):
    a = QuizStore(tmp_path / "a.sqlite3")
    _practise(a, 1, 30)
    data = export_history(a)
    edit(data)
    b = QuizStore(tmp_path / "b.sqlite3")
    with pytest.raises(HistoryError, match=message):
        import_history(b, data)
    assert b.answers() == [] and b.sessions() == []
    a.close()
    b.close()


def test_unreadable_history_files(tmp_path):
    (tmp_path / "x.json").write_text("{not json")
    with pytest.raises(HistoryError, match="is not JSON"):
        read_history_file(tmp_path / "x.json")
    (tmp_path / "y.json").write_bytes(b"\xff\xfe\x00")
    with pytest.raises(HistoryError, match="UTF-8"):
        read_history_file(tmp_path / "y.json")
    with pytest.raises(HistoryError, match="cannot be read"):
        read_history_file(tmp_path / "missing.json")


def _cli(main, argv, stdin=None):
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        try:
            code = main(argv)
        except SystemExit as e:   # argparse
            code = e.code
    return code, out.getvalue(), err.getvalue()


def test_the_command_line_refuses_a_newer_or_damaged_file_with_one_line(tmp_path):
    newer = tmp_path / "newer.sqlite3"
    con = sqlite3.connect(str(newer))
    con.execute("PRAGMA user_version = 99")
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    code, out, err = _cli(progress_main, ["--db", str(newer), "--json"])
    assert code == 1 and out == "" and "newer_version" in err and "Traceback" not in err
    damaged = tmp_path / "damaged.sqlite3"
    damaged.write_bytes(b"SQLite format 3\x00" + b"\x07" * 3000)
    code, _out, err = _cli(progress_main, ["--db", str(damaged)])
    assert code == 1 and err.startswith("error (") and "Traceback" not in err
    assert damaged.read_bytes().startswith(b"SQLite format 3\x00" + b"\x07" * 10)   # kept as it was


def test_answers_need_a_db_and_a_readable_file(tmp_path):
    code, _out, err = _cli(quiz_main, ["--answers", "x.jsonl"])
    assert code == 2 and "--db" in err
    code, _out, err = _cli(quiz_main, ["--db", str(tmp_path / "q.sqlite3"), "--answers", str(tmp_path / "no.jsonl")])
    assert code == 1 and "cannot be read" in err


def test_answer_times_out_of_range_are_a_line_error_not_a_traceback(tmp_path):
    # `quiz --answers` with "at": "9999-12-31T23:00:00Z" raised OverflowError
    # out of the recording and lost the rest of the batch
    g = generate_hand(random.Random(3), "mixed", 2, "tenhou")
    lines = [{"code": g.code, "han": g.result.han, "at": at}
             for at in ("9999-12-31T23:00:00Z", "0001-01-01T00:00:00Z", "2199-06-01T00:00:00Z",
                        "2025-03-01T09:30:00Z")]
    answers = tmp_path / "answers.jsonl"
    answers.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    code, out, err = _cli(quiz_main, ["--db", str(tmp_path / "q.sqlite3"), "--answers", str(answers), "--json"])
    rows = [json.loads(x) for x in out.splitlines()]
    assert code == 1 and "Traceback" not in err and len(rows) == 4
    assert [r.get("error", {}).get("field") for r in rows] == ["at", "at", "at", None]
    assert rows[3]["right"] is True


def test_answers_handed_in_twice_are_recorded_once(tmp_path):
    """The same answers file (lines with their "at") handed in twice: the
    second run grades them and says they are already in the history; the
    history holds 3 answers, not 6 (the new user's report)."""
    rng = random.Random(5)
    lines = []
    for i in range(3):
        g = generate_hand(rng, "mixed", 2, "tenhou")
        lines.append({"code": g.code, "han": g.result.han, "time_ms": 9000, "at": f"2025-03-01T09:3{i}:00Z"})
    answers = tmp_path / "answers.jsonl"
    answers.write_text("\n".join(json.dumps(x) for x in lines) + "\n", encoding="utf-8")
    db = str(tmp_path / "q.sqlite3")
    runs = []
    for _ in range(2):
        code, out, _err = _cli(quiz_main, ["--db", db, "--answers", str(answers), "--json"])
        assert code == 0
        runs.append([json.loads(x) for x in out.splitlines()])
    assert [r["recorded"] for r in runs[0]] == [True] * 3 and [r["recorded"] for r in runs[1]] == [False] * 3
    assert [r["right"] for r in runs[0]] == [r["right"] for r in runs[1]]
    code, out, _err = _cli(progress_main, ["--db", db, "--json", "--at", "2025-03-02T00:00:00Z"])
    assert json.loads(out)["answers"] == 3
    con = sqlite3.connect(db)
    assert con.execute("SELECT count(*) FROM answers").fetchone()[0] == 3
    con.close()


def test_an_answer_handed_in_with_an_earlier_time_takes_its_place_in_time(tmp_path):
    """A wrong answer now, then one handed in with a time a year ago: the
    skill states are the replay in time order (what `progress --at` far
    ahead and an export/import give), not the old answer applied last as a
    fresh outcome (the breaker found the states differed: reviews, due)."""
    g = generate_hand(random.Random(3), "whole_hand_fu", 2, "tenhou")
    db = str(tmp_path / "q.sqlite3")
    now_wrong = tmp_path / "now.jsonl"
    now_wrong.write_text(json.dumps({"code": g.code, "fu": g.result.fu + 10, "han": g.result.han}) + "\n")
    earlier = tmp_path / "earlier.jsonl"
    earlier.write_text(json.dumps({"code": g.code, "fu": g.result.fu, "han": g.result.han,
                                   "at": "2025-03-01T09:30:00Z"}) + "\n")
    for f in (now_wrong, earlier):
        assert _cli(quiz_main, ["--db", db, "--answers", str(f), "--json"])[0] == 0
    _code, stored, _err = _cli(progress_main, ["--db", db, "--json"])
    _code, replayed, _err = _cli(progress_main, ["--db", db, "--json", "--at", "2099-01-01T00:00:00Z"])
    keep = ("id", "seen", "right", "reviews", "lapses", "due")
    def rows(out):
        return [{k: r[k] for k in keep} for r in json.loads(out)["skills"] if r["seen"]]
    assert rows(stored) and rows(stored) == rows(replayed)


def test_progress_and_review_refuse_a_time_past_the_calendar_with_one_line(tmp_path):
    # `progress --at 9999-12-31T00:00:00` was an OverflowError traceback
    # (strength looks 30 days past it)
    from trainer.quiz.cli import review_main

    store = QuizStore(tmp_path / "q.sqlite3")
    _practise(store, 1, 5)
    store.close()
    for main, extra in ((progress_main, []), (review_main, ["--generate", "2"])):
        code, out, err = _cli(main, ["--db", str(tmp_path / "q.sqlite3"), "--json", "--at", "9999-12-31T00:00:00",
                                     *extra])
        assert code == 2 and out == "" and "outside 1970–2199" in err and "Traceback" not in err
