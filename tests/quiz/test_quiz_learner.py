"""Simulated learners (issue 11, "Done when"): a learner who always makes
one slip and is right on everything else answers 60 generated questions
over six simulated days; the diagnosis names the slip's skill on nearly
every wrong answer, progress ranks it among the weakest, and a review
session of 20 mostly targets it.

The learners compute their answers from the core's breakdown with the one
slip applied by the core's own arithmetic (`standard_fu` for the fu sum,
`dora_of` for the dora an indicator points at), so the test checks the
diagnosis, the scheduler and the review planner, not a second scorer.
"""

import io
import json
import random
from collections import Counter
from contextlib import redirect_stdout
from datetime import datetime, timedelta, timezone

from trainer.core.fu import standard_fu
from trainer.core.jsonio import hand_from_json
from trainer.core.tiles import dora_of
from trainer.quiz.cli import main as quiz_main
from trainer.quiz.cli import progress_main, review_main
from trainer.quiz.generator import generate_hand
from trainer.quiz.grading import Answer, fu_matters
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore

START = datetime(2025, 3, 3, 9, 0, tzinfo=timezone.utc)
DAYS, PER_DAY = 6, 10


def run(main, argv) -> tuple[int, list[str]]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(argv)
    return code, out.getvalue().splitlines()


def without_closed_ron(result, hand) -> int:
    """The fu a learner gets who never counts the 10 fu of a closed ron."""
    if any(i.id == "closed_ron" for i in result.fu_items):
        return standard_fu(result.fu_raw - 10, hand.is_closed)
    return result.fu


def dora_from_indicator(result, hand, ctx) -> int:
    """The han a learner gets who counts the indicator's own kind as dora."""
    if result.yakuman:
        return result.han
    held = Counter(t.kind for t in hand.all_tiles())
    return result.han + sum(held[i.kind] - held[dora_of(i.kind)] for i in ctx.dora_indicators)


def test_a_learner_who_leaves_out_the_closed_ron_fu(tmp_path):
    """Through the command line: answers with their times (``at``), then
    ``progress --at`` and ``review --at``."""
    rng = random.Random(2024)
    lines = []
    for i in range(DAYS * PER_DAY):
        g = generate_hand(rng, "mixed", 2)
        h, _ctx, _rules = hand_from_json(g.hand)
        at = START + timedelta(days=i // PER_DAY, minutes=2 * (i % PER_DAY))
        line = {"code": g.code, "han": g.result.han, "time_ms": 12000, "at": at.isoformat()}
        if fu_matters(g.result):
            line["fu"] = without_closed_ron(g.result, h)
        lines.append(json.dumps(line))
    answers = tmp_path / "answers.jsonl"
    answers.write_text("\n".join(lines) + "\n")
    db = str(tmp_path / "quiz.sqlite3")
    code, out = run(quiz_main, ["--db", db, "--answers", str(answers), "--json"])
    assert code == 0
    graded = [json.loads(x) for x in out]
    assert len(graded) == 60
    wrong = [g for g in graded if not g["right"]]
    assert len(wrong) >= 15   # closed ron hands are common: enough slips to judge
    named = [g for g in wrong if any(d["skill"] == "fu.closed_ron" for d in g["diagnosis"])]
    assert len(named) >= 0.9 * len(wrong), [g["diagnosis"] for g in wrong if g not in named]
    assert all(not ok for g in named for s in g["skills"] if s["id"] == "fu.closed_ron" for ok in [s["ok"]])

    at = (START + timedelta(days=DAYS)).isoformat()
    code, out = run(progress_main, ["--db", db, "--json", "--at", at])
    skills = {s["id"]: s for s in json.loads(out[0])["skills"]}
    assert code == 0 and 1 <= skills["fu.closed_ron"]["rank"] <= 3
    # only the misses that no other slip explains count as lapses (issue 21,
    # honest blame): on 2 of the 6 days one did; a miss that the kanchan or
    # the rounding explains as well records no skill at all
    assert skills["fu.closed_ron"]["lapses"] >= 2 and skills["fu.closed_ron"]["due_now"]
    assert [k for k, s in skills.items() if s["lapses"]] == ["fu.closed_ron"]

    code, out = run(review_main, ["--db", db, "--generate", "20", "--seed", "7", "--json", "--at", at])
    review = [json.loads(x) for x in out]
    assert code == 0 and len(review) == 20
    assert review[0]["target"] == "fu.closed_ron"   # weakest first
    assert sum("fu.closed_ron" in r["skills"] for r in review) > 10

    # --at looks back: at the end of the first day only that day's answers
    # count (every later answer was counted before, as if given already)
    first_day = (START + timedelta(days=1) - timedelta(seconds=1)).isoformat()
    code, out = run(progress_main, ["--db", db, "--json", "--at", first_day])
    back = json.loads(out[0])
    assert code == 0 and back["answers"] == PER_DAY
    then = {s["id"]: s for s in back["skills"]}
    assert then["fu.closed_ron"]["lapses"] <= 1 < skills["fu.closed_ron"]["lapses"]


def test_a_learner_who_counts_dora_from_the_indicator_itself(tmp_path):
    """Through `QuizSession` with an injected wall clock, then a review session."""
    store = QuizStore(tmp_path / "quiz.sqlite3")
    now = [START]
    wrong = named = 0
    for day in range(DAYS):
        now[0] = START + timedelta(days=day)
        session = QuizSession(store, SessionConfig(topic="yaku_han", count=PER_DAY, seed=300 + day),
                              now=lambda: now[0])
        while (q := session.next_question()) is not None:
            now[0] += timedelta(minutes=1)
            fu = q.result.fu if "fu" in q.asked else None
            done = session.submit(Answer(fu=fu, han=dora_from_indicator(q.result, q.held, q.ctx)))
            if not done.grade.all_right:
                wrong += 1
                skills = {s for d in done.grade.diagnoses for s in d.skills}
                named += any(s.startswith("dora.") and s != "dora.aka" for s in skills)
        session.finish()
    assert wrong >= 10
    assert named >= 0.9 * wrong

    at = START + timedelta(days=DAYS)
    code, out = run(progress_main, ["--db", str(store.path), "--json", "--at", at.isoformat()])
    ranked = [s["id"] for s in json.loads(out[0])["skills"] if s["rank"]]
    assert ranked[0] in ("dora.indicator", "dora.wrap", "dora.winds", "dora.dragons")

    review = QuizSession(store, SessionConfig(review=True, count=20, seed=11), now=lambda: at)
    targeted = 0
    while (q := review.next_question()) is not None:
        targeted += any(s.startswith("dora.") for s in q.targets)
        review.submit(Answer(fu=q.result.fu if "fu" in q.asked else None,
                             han=dora_from_indicator(q.result, q.held, q.ctx)))
    assert review.total == 20 and targeted > 10
    store.close()
