"""Deciding a pending miss replays a skill from its mark, not from its
first answer (issue 24 §4, "Hang": at 100,000 answers the first Check of a
session that decided pending misses of common skills took 9 s replaying
their whole history). The states written must be those a whole replay of
the answers gives, exactly: seeded random histories of the worked hands of
`test_quiz_pending` (a pending closed-ron miss, a proven one, right
answers), at random times (minutes to days apart, some at one instant),
with a small pending window so the marks move many times.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta, timezone

import pytest
from test_quiz_pending import ROUNDED, TANKI, TRIPLET

import trainer.quiz.store as store_module
from trainer.core.jsonio import hand_from_json
from trainer.core.scoring import score
from trainer.quiz.grading import Answer, QuizOptions, grade
from trainer.quiz.session import truth_json
from trainer.quiz.store import QuizStore, replayed_states

START = datetime(2025, 3, 1, 8, 0, tzinfo=timezone.utc)
# (hand, fu answered, han answered): TRIPLET 30 fu is a pending miss (three
# slips fit), TANKI 30 fu a proven closed-ron miss, the rest right (40 fu
# each, 1 / 2 / 1 han as worked in test_quiz_pending)
ANSWERS = ((TRIPLET, 30, 1), (TANKI, 30, 2), (ROUNDED, 40, 1), (TRIPLET, 40, 1), (TANKI, 40, 2))


def graded(hand: dict, fu: int, han: int) -> tuple:
    """The columns `record_answer` takes for this answer to this hand."""
    h, ctx, rules = hand_from_json(hand)
    result = score(h, ctx, rules)
    ans = Answer(fu=fu, han=han)
    g = grade(ans, result, QuizOptions(), ctx, rules, h)
    return ans.to_json(), truth_json(result, g.rights().keys()), g.rights(), g.skills, [d.to_json() for d in g.diagnoses]


def as_json(states) -> dict:
    return {k: s.to_json() for k, s in states.items()}


@pytest.mark.parametrize("seed", range(6))
def test_decisions_from_the_marks_equal_a_whole_replay(tmp_path, monkeypatch, seed):
    monkeypatch.setattr(store_module, "PENDING_LOOKBACK", 4)   # the window: the latest 4 wrong answers
    rng = random.Random(seed)
    cols = {i: graded(*a) for i, a in enumerate(ANSWERS)}
    store = QuizStore(tmp_path / "quiz.sqlite3")
    sid = store.start_session("answers", 0, "answers", 2, None, "tenhou", {})
    at, decided = START, 0
    try:
        for n in range(120):
            at += rng.choice((timedelta(0), timedelta(minutes=rng.randint(1, 90)), timedelta(days=rng.randint(1, 3))))
            answer, truth, parts, skills, diagnosis = cols[rng.choices(range(5), (4, 2, 3, 2, 2))[0]]
            store.record_answer(sid, n, "code", "mixed", 2, answer, truth, parts, rng.choice((4000, 40000)), skills,
                                diagnosis, answered_at=at.isoformat())
            decided += len(store.decide_pending(lookback=4))
            if n % 20 == 19:
                assert as_json(store.skill_states()) == as_json(replayed_states(store.database)), n
        assert decided >= 10   # the history did decide pending misses
        marks = store.database.read("SELECT count(*), min(answered_at) FROM skill_marks")[0]
        assert marks[0] > 0 and marks[1] > START.isoformat()   # marks were taken, and moved past the start
    finally:
        store.close()


def test_a_decision_replays_only_the_window(tmp_path, monkeypatch):
    """100 right answers, then a pending miss and a proven one: the closed-ron
    skill's replay covers the answers from the window's start (the first of
    the two wrong answers), not the 100 before it."""
    monkeypatch.setattr(store_module, "PENDING_LOOKBACK", 4)
    store = QuizStore(tmp_path / "quiz.sqlite3")
    sid = store.start_session("answers", 0, "answers", 2, None, "tenhou", {})
    plan = [graded(TANKI, 40, 2)] * 100 + [graded(TRIPLET, 30, 1), graded(TANKI, 30, 2)]
    replayed: list[str] = []
    real = store_module.replay

    def spy(outcomes, states=None):
        outcomes = list(outcomes)
        replayed.extend(k for k, *_ in outcomes)
        return real(outcomes, states)

    try:
        for n, (answer, truth, parts, skills, diagnosis) in enumerate(plan):
            if n == len(plan) - 1:
                store.rebuild_skill_states()   # marks at the window's start (the TRIPLET miss)
                monkeypatch.setattr(store_module, "replay", spy)
            store.record_answer(sid, n, "code", "mixed", 2, answer, truth, parts, 4000, skills, diagnosis,
                                answered_at=(START + timedelta(hours=n)).isoformat())
            added = store.decide_pending(lookback=4)
        monkeypatch.undo()
        (outcomes,) = added.values()
        assert outcomes["fu.closed_ron"] is False   # the proven closed-ron miss decided the pending one
        # the record of the newest answer (1 outcome) + the two answers of the window
        assert 0 < replayed.count("fu.closed_ron") <= 3, replayed
        assert as_json(store.skill_states()) == as_json(replayed_states(store.database))
    finally:
        store.close()


def record(store, sid, plan, start=START):
    """Record each (answer, truth, parts, skills, diagnosis) of `plan` an
    hour apart, deciding the pending misses after each; the last decisions."""
    added = {}
    for n, (answer, truth, parts, skills, diagnosis) in enumerate(plan):
        store.record_answer(sid, n, "code", "mixed", 2, answer, truth, parts, 4000, skills, diagnosis,
                            answered_at=(start + timedelta(hours=n)).isoformat())
        added = store.decide_pending()
    return added


def test_a_damaged_mark_is_not_used(tmp_path):
    store = QuizStore(tmp_path / "quiz.sqlite3")
    sid = store.start_session("answers", 0, "answers", 2, None, "tenhou", {})
    try:
        record(store, sid, [graded(TANKI, 40, 2)] * 5 + [graded(TRIPLET, 30, 1)])
        store.rebuild_skill_states()
        with store.database.write() as con:
            assert con.execute("UPDATE skill_marks SET state = '{\"skill\": 1}'").rowcount > 0
        added = record(store, sid, [graded(TANKI, 30, 2)], START + timedelta(days=1))
        assert list(added.values())[0]["fu.closed_ron"] is False
        assert as_json(store.skill_states()) == as_json(replayed_states(store.database))
    finally:
        store.close()


def test_a_miss_older_than_the_span_stays_pending_undecided(tmp_path, monkeypatch):
    """PENDING_SPAN answers back at most: the TRIPLET miss, 4 answers before
    the proven closed-ron miss with a span of 3, is neither listed nor
    decided; within the span it is decided (TANKI 40 fu answered right
    twice between does not clear the candidates: CLEAR_AFTER is 3)."""
    plan = [graded(TRIPLET, 30, 1)] + [graded(TANKI, 40, 2)] * 2 + [graded(TANKI, 30, 2)]
    for span, decided in ((3, False), (4, True)):
        monkeypatch.setattr(store_module, "PENDING_SPAN", span)
        store = QuizStore(tmp_path / f"quiz{span}.sqlite3")
        sid = store.start_session("answers", 0, "answers", 2, None, "tenhou", {})
        try:
            record(store, sid, plan[:3])
            assert len(store.pending_misses()) == 1   # within the span so far
            added = record(store, sid, plan[3:], START + timedelta(hours=3))
            assert bool(added) is decided
            assert store.pending_misses() == []       # decided, or out of the span
            assert as_json(store.skill_states()) == as_json(replayed_states(store.database))
        finally:
            store.close()
