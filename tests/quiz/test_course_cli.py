"""The course through the command line (issue 21, "Done when"): simulated
learners deal each open lesson's drill with `course --lesson … --generate`,
answer it through `quiz --answers`, and read their place with `course --json`.

Mastery (trainer/quiz/course.py): of the last 10 answers counted for a
lesson at least 8 right, the last 3 right, and no skill of the lesson last
seen wrong; mastering a lesson opens the next.
"""

from __future__ import annotations

import json
import math

import pytest

from trainer.__main__ import main


def run(capsys, *argv: str) -> tuple[int, list[dict], str]:
    code = main(list(argv))
    out = capsys.readouterr()
    return code, [json.loads(line) for line in out.out.splitlines() if line.strip()], out.err


def listing(capsys, db, path: str) -> list[dict]:
    code, rows, err = run(capsys, "course", "--db", str(db), "--json", "--path", path)
    assert code == 0, err
    return rows


def right_answer(q: dict) -> dict:
    return dict(q["expected"])


def without_closed_ron(q: dict) -> dict:
    """A learner who never adds the 10 fu of a closed hand won by ron
    (RULES.md §3): the raw sum 10 lower, rounded up to the next 10."""
    answer = dict(q["expected"])
    items = q["result"]["fu_breakdown"]
    if not any(f["id"] == "closed_ron" for f in items):
        return answer
    raw = sum(f["fu"] for f in items if f["id"] not in ("rounding", "open_pinfu"))
    if "fu_raw" in answer:
        answer["fu_raw"] = raw - 10
    if "fu" in answer:
        answer["fu"] = math.ceil((raw - 10) / 10) * 10
    return answer


def answer_drill(capsys, tmp_path, db, lesson: str, seed: int, n: int, learner) -> list[dict]:
    code, questions, err = run(capsys, "course", "--db", str(db), "--lesson", lesson, "--generate", str(n),
                               "--seed", str(seed), "--json")
    assert code == 0, err
    assert len(questions) == n
    lines = []
    for q in questions:
        assert q["lesson"] == lesson and q["asked"] and set(q["expected"]) == set(q["asked"])
        lines.append(json.dumps({"code": q["code"], **learner(q), "time_ms": 9000}))
    answers = tmp_path / f"answers-{lesson}-{seed}.jsonl"
    answers.write_text("\n".join(lines) + "\n", encoding="utf-8")
    code, graded, err = run(capsys, "quiz", "--db", str(db), "--answers", str(answers), "--json")
    assert code == 0, err
    return graded


@pytest.mark.parametrize("path", ["table", "formula"])
def test_a_learner_always_right_masters_every_lesson_in_order(capsys, tmp_path, path):
    db = tmp_path / "quiz.sqlite3"
    rows = listing(capsys, db, path)
    order = [r["id"] for r in rows]
    assert order[0] == "start.shapes" and all(r["status"] == "locked" for r in rows[1:])
    assert rows[0]["status"] == "open"
    for k, lesson in enumerate(order):
        graded = answer_drill(capsys, tmp_path, db, lesson, seed=100 + k, n=10, learner=right_answer)
        assert all(g["right"] for g in graded)
        rows = listing(capsys, db, path)
        status = [r["status"] for r in rows]
        # this lesson and those before it mastered, the next open, the rest locked
        assert status[:k + 1] == ["mastered"] * (k + 1), (lesson, rows[k])
        assert rows[k]["right"] == rows[k]["asked"] == 10
        if k + 1 < len(order):
            assert status[k + 1] == "open"
            assert status[k + 2:] == ["locked"] * (len(order) - k - 2)


def test_a_learner_leaving_out_the_closed_ron_fu_stays_at_the_six_shapes(capsys, tmp_path):
    db = tmp_path / "quiz.sqlite3"
    order = [r["id"] for r in listing(capsys, db, "table")]
    stuck = order.index("table.shapes")
    for k, lesson in enumerate(order[:stuck]):
        answer_drill(capsys, tmp_path, db, lesson, seed=200 + k, n=10, learner=without_closed_ron)
    for seed in range(4):
        answer_drill(capsys, tmp_path, db, "table.shapes", seed=300 + seed, n=10, learner=without_closed_ron)
    rows = listing(capsys, db, "table")
    status = [r["status"] for r in rows]
    assert status[:stuck] == ["mastered"] * stuck
    assert status[stuck] == "open" and rows[stuck]["asked"] == 40 and rows[stuck]["right"] < 40
    assert status[stuck + 1:] == ["locked"] * (len(order) - stuck - 1)
    code, _, err = run(capsys, "course", "--db", str(db), "--lesson", order[stuck + 1], "--generate", "1")
    assert code == 1 and "locked" in err and "table.shapes" in err


def test_a_learner_leaving_out_the_closed_ron_fu_stays_at_the_first_formula_lesson(capsys, tmp_path):
    db = tmp_path / "quiz.sqlite3"
    order = [r["id"] for r in listing(capsys, db, "formula")]
    first = order.index("formula.fu_items")
    for k, lesson in enumerate(order[:first]):
        answer_drill(capsys, tmp_path, db, lesson, seed=400 + k, n=10, learner=without_closed_ron)
    for seed in range(3):
        graded = answer_drill(capsys, tmp_path, db, "formula.fu_items", seed=500 + seed, n=10,
                              learner=without_closed_ron)
        assert not all(g["right"] for g in graded)
    rows = listing(capsys, db, "formula")
    assert [r["status"] for r in rows[first:]] == ["open"] + ["locked"] * (len(order) - first - 1)


def test_course_refuses_unknown_lessons_paths_and_bad_counts(capsys, tmp_path):
    db = str(tmp_path / "new.sqlite3")
    code, _, err = run(capsys, "course", "--db", db, "--lesson", "table.nope", "--generate", "3")
    assert code == 2 and "unknown lesson 'table.nope'" in err
    code, _, err = run(capsys, "course", "--db", db, "--path", "tables", "--json")
    assert code == 2 and "unknown path 'tables'" in err and "table, formula" in err
    for n in ("-1", "1001"):
        code, _, err = run(capsys, "course", "--db", db, "--lesson", "start.shapes", "--generate", n)
        assert code == 2 and "--generate N" in err
    code, _, err = run(capsys, "course", "--db", db, "--lesson", "start.shapes")
    assert code == 2 and "--generate" in err
    code, _, err = run(capsys, "course", "--db", db, "--lesson", "start.yaku", "--generate", "1")
    assert code == 1 and "locked" in err and "start.shapes" in err
    # looking does not create the learner's file
    assert not (tmp_path / "new.sqlite3").exists()


def test_a_drill_replays_from_its_seed(capsys, tmp_path):
    db = str(tmp_path / "q.sqlite3")
    a = run(capsys, "course", "--db", db, "--lesson", "start.shapes", "--generate", "5", "--seed", "7", "--json")
    b = run(capsys, "course", "--db", db, "--lesson", "start.shapes", "--generate", "5", "--seed", "7", "--json")
    assert a == b and a[0] == 0
