"""Quiz sessions without a screen (issue 5 §3–4): a set number of questions
or a timed run, the summary per topic, retrying the missed ones, and every
answer in the database the moment it is graded."""

import json

from trainer.quiz.grading import Answer, QuizOptions
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore


class FakeClock:
    def __init__(self):
        self.t = 100.0

    def __call__(self):
        return self.t


def right(q):
    r = q.result
    return Answer(fu=r.fu if "fu" in q.asked else None, han=r.han)


def wrong(q):
    return Answer(fu=(q.result.fu + 10) if "fu" in q.asked else None, han=q.result.han + 1)


def test_a_counted_session_grades_stores_and_summarises(tmp_path):
    store = QuizStore(tmp_path / "q.db")
    clock = FakeClock()
    s = QuizSession(store, SessionConfig(topic="mixed", difficulty=2, count=4, seed=3), clock=clock)
    codes = []
    for i in range(4):
        q = s.next_question()
        assert q is not None and q.position == i
        assert s.next_question() is q            # asking again shows the same question
        clock.t += 2.5 + i
        done = s.submit(right(q) if i % 2 == 0 else wrong(q))
        codes.append(q.code)
        # committed before the next question: the row is there now
        assert [a.code for a in store.answers(s.session_id)] == codes
        assert done.time_ms == int((2.5 + i) * 1000)
    assert s.next_question() is None and s.is_over()
    summary = s.finish()
    assert (summary.answered, summary.right) == (4, 2)
    assert summary.accuracy == 0.5
    assert sum(n for _r, n in summary.by_topic.values()) == 4
    assert summary.by_part["han"] == (2, 4)
    assert [a.question.code for a in summary.missed] == [codes[1], codes[3]]
    rows = store.answers(s.session_id)
    assert [r.right for r in rows] == [True, False, True, False]
    assert [r.time_ms for r in rows] == [2500, 3500, 4500, 5500]
    assert rows[1].answer["han"] == rows[1].truth["han"] + 1
    assert store.sessions()[0]["finished_at"] is not None


def test_retry_asks_the_missed_hands_again_in_order(tmp_path):
    store = QuizStore(tmp_path / "q.db")
    s = QuizSession(store, SessionConfig(count=3, seed=8), clock=FakeClock())
    missed = []
    for i in range(3):
        q = s.next_question()
        if i != 1:
            missed.append(q.code)
            s.submit(wrong(q))
        else:
            s.submit(right(q))
    s.finish()
    again = s.retry_missed()
    assert again.mode == "retry" and again.total == 2
    seen = []
    while (q := again.next_question()) is not None:
        seen.append(q.code)
        again.submit(right(q))
    assert seen == missed
    assert again.finish().right == 2
    assert again.retry_missed() is None
    modes = [x["mode"] for x in store.sessions()]
    assert modes == ["count", "retry"]


def test_a_timed_run_stops_when_the_time_is_up(tmp_path):
    store = QuizStore(tmp_path / "q.db")
    clock = FakeClock()
    s = QuizSession(store, SessionConfig(count=None, seconds=60, seed=1), clock=clock)
    assert s.total is None and s.seconds_left() == 60
    answered = 0
    while (q := s.next_question()) is not None:
        clock.t += 25
        s.submit(right(q))
        answered += 1
    assert answered == 3            # at 25 s and 50 s time is left; after 75 s it is up
    assert s.seconds_left() == 0
    assert len(store.answers(s.session_id)) == 3


def test_options_decide_the_asked_parts_and_are_stored(tmp_path):
    store = QuizStore(tmp_path / "q.db")
    opts = QuizOptions(points=True, yaku=True, exact_fu=True, skip_fu_on_limit=False)
    s = QuizSession(store, SessionConfig(topic="payments", difficulty=2, count=1, seed=4, options=opts),
                    clock=FakeClock())
    q = s.next_question()
    assert "han" in q.asked and "yaku" in q.asked
    assert ("ron" in q.asked) != ("non_dealer_pays" in q.asked)
    s.submit(Answer(han=q.result.han))
    row = store.answers(s.session_id)[0]
    assert set(row.parts) == set(q.asked)
    assert set(row.truth) == set(q.asked) | {"limit"}
    assert json.loads(store.sessions()[0]["options"]) == opts.to_json()
