"""Let later answers decide (issue 21, honest blame): a miss that several
slips explain equally, left unresolved by the learner, stays pending — no
skill is blamed — until later answers prove one candidate (it is missed
unambiguously) or clear the others (each right `pending.CLEAR_AFTER` times).
Through the command line: `quiz --answers` and `progress --json`."""

from __future__ import annotations

import io
import json
from contextlib import redirect_stdout
from datetime import datetime, timedelta, timezone

from trainer.core.jsonio import score_json
from trainer.quiz.cli import main as quiz_main
from trainer.quiz.cli import progress_main
from trainer.quiz.hand_code import encode_hand
from trainer.quiz.pending import CLEAR_AFTER, Row, decide

START = datetime(2025, 6, 2, 9, 0, tzinfo=timezone.utc)

# 123m 456p 999s 567s 88s, ron on 5s, South seat, riichi: 20 base + 10 closed
# ron + 8 (999s closed) = 38 -> 40 fu, 1 han. Answered 30 fu: three slips fit
# equally (the closed-ron 10 left out: 28 -> 30; the 999s 8 left out: 30; 38
# rounded down): pending.
TRIPLET = {"closed": "123m456p999s567s88s", "melds": [], "win": "5s", "tsumo": False, "seat_wind": "S",
           "round_wind": "E", "riichi": True}
# 444m 234p 333p 4(red 5)6s 88s, ron on 8s (tanki): 20 + 10 closed ron + 4
# (444m) + 4 (333p) + 2 tanki = 40 fu, nothing to round; tanyao + a red five:
# 2 han. Answered 30 fu, only the closed-ron 10 left out fits (a 4 left out
# gives 36 -> 40, the tanki 38 -> 40): a proven closed-ron miss.
TANKI = {"closed": "444m233334p40688s", "melds": [], "win": "8s", "tsumo": False, "seat_wind": "S",
         "round_wind": "S", "dora_indicators": "5z"}
# 234m 456p 444s 678s 99p, ron on 2m (ryanmen), riichi: 20 + 10 closed ron +
# 4 (444s closed) = 34 -> 40 fu (the rounding adds 6), 1 han.
ROUNDED = {"closed": "234m456p444s678s99p", "melds": [], "win": "2m", "tsumo": False, "seat_wind": "S",
           "round_wind": "E", "riichi": True}


def test_the_hands_are_as_worked():
    for hand, fu, raw, han in ((TRIPLET, 40, 38, 1), (TANKI, 40, 40, 2), (ROUNDED, 40, 34, 1)):
        r = score_json(hand)
        assert (r["fu"], r["han"]) == (fu, han), hand
        assert sum(x["fu"] for x in r["fu_breakdown"] if x["id"] != "rounding") == raw


def run(main, argv) -> tuple[int, list[dict]]:
    out = io.StringIO()
    with redirect_stdout(out):
        code = main(argv)
    return code, [json.loads(x) for x in out.getvalue().splitlines()]


class Learner:
    """Answers handed to `quiz --answers` one file at a time, ten minutes apart."""

    def __init__(self, tmp_path):
        self.db = str(tmp_path / "quiz.sqlite3")
        self.tmp = tmp_path
        self.n = 0

    def answer(self, *lines: tuple[dict, int, int]) -> list[dict]:
        out = []
        for hand, fu, han in lines:
            self.n += 1
            out.append({"code": encode_hand(hand), "fu": fu, "han": han, "time_ms": 8000,
                        "at": (START + timedelta(minutes=10 * self.n)).isoformat()})
        path = self.tmp / f"a{self.n}.jsonl"
        path.write_text("".join(json.dumps(x) + "\n" for x in out))
        code, graded = run(quiz_main, ["--db", self.db, "--answers", str(path), "--json"])
        assert code == 0, graded
        return graded

    def progress(self) -> dict:
        at = (START + timedelta(days=2)).isoformat()
        code, out = run(progress_main, ["--db", self.db, "--json", "--at", at])
        assert code == 0
        return out[0]

    def skills(self) -> dict[str, dict]:
        return {s["id"]: s for s in self.progress()["skills"]}


CANDIDATES = ("fu.closed_ron", "fu.closed_triplet_yaochuu", "fu.rounding")


def test_a_pending_miss_blames_nothing_and_a_later_proven_miss_decides_it(tmp_path):
    me = Learner(tmp_path)
    (first,) = me.answer((TRIPLET, 30, 1))
    assert [tuple(c) for c in first["undecided"][0]["choices"]] == [(s,) for s in CANDIDATES]
    skills = me.skills()
    # pending: none of the three is weak, none even counted as seen
    assert all(skills[s]["lapses"] == 0 and skills[s]["seen"] == 0 for s in CANDIDATES)
    assert [(m["part"], m["choices"]) for m in me.progress()["pending"]] == [("fu", [[s] for s in CANDIDATES])]
    (second,) = me.answer((TANKI, 30, 2))
    assert {s["id"]: s["ok"] for s in second["skills"]}["fu.closed_ron"] is False   # proven
    assert me.progress()["pending"] == []
    skills = me.skills()
    # the pending miss was the closed ron too: two misses on it; the other
    # two candidates were right on the first hand
    assert (skills["fu.closed_ron"]["seen"], skills["fu.closed_ron"]["right"]) == (2, 0)
    assert skills["fu.closed_ron"]["lapses"] >= 1
    for s in CANDIDATES[1:]:
        assert (skills[s]["seen"], skills[s]["right"], skills[s]["lapses"]) == (1, 1, 0)


def test_candidates_right_later_are_cleared_and_the_last_one_is_blamed(tmp_path):
    me = Learner(tmp_path)
    me.answer((TRIPLET, 30, 1))
    me.answer(*[(TANKI, 40, 2)] * CLEAR_AFTER)       # the closed ron right 3 times: cleared
    skills = me.skills()
    assert skills["fu.closed_ron"]["lapses"] == 0 and skills["fu.closed_ron"]["right"] == CLEAR_AFTER
    assert skills["fu.closed_triplet_yaochuu"]["seen"] == 0 and skills["fu.rounding"]["seen"] == 0   # still pending
    me.answer(*[(ROUNDED, 40, 1)] * CLEAR_AFTER)     # the rounding right 3 times: cleared
    skills = me.skills()
    # only the 999s closed triplet is left: it was the slip
    assert (skills["fu.closed_triplet_yaochuu"]["seen"], skills["fu.closed_triplet_yaochuu"]["right"]) == (1, 0)
    assert skills["fu.closed_triplet_yaochuu"]["lapses"] == 1
    assert skills["fu.rounding"]["lapses"] == 0 and skills["fu.closed_ron"]["lapses"] == 0


def test_every_candidate_cleared_blames_none():
    """The same hand right three times after the miss clears all three: the
    miss stays on the part, no skill gets an outcome from it."""
    choices = tuple((s,) for s in CANDIDATES)
    rows = [Row("miss", {}, (choices,))] + [Row(f"r{i}", {s: True for s in CANDIDATES}) for i in range(3)]
    assert decide(rows) == {}
    # two right answers are not enough to clear anything yet
    assert decide(rows[:3]) == {}


def test_progress_at_a_moment_before_the_decision_shows_the_miss_still_pending(tmp_path):
    """`progress --at` looks back: at a moment after the pending miss (10
    minutes past START) and before the answer that decided it (20 minutes
    past), the miss was still pending — listed, and no candidate counted
    even as seen — though the decision is written at the miss's own time.
    At a moment after the deciding answer it is decided, as `progress` now
    says (docs/course.md, "Pending misses")."""
    me = Learner(tmp_path)
    me.answer((TRIPLET, 30, 1))             # START + 10 min: pending
    me.answer((TANKI, 30, 2))               # START + 20 min: the closed ron proven, the miss decided

    def at(minutes: int) -> dict:
        code, out = run(progress_main, ["--db", me.db, "--json", "--at", (START + timedelta(minutes=minutes)).isoformat()])
        assert code == 0
        return out[0]

    before = at(15)
    assert before["answers"] == 1
    assert [(m["part"], m["choices"]) for m in before["pending"]] == [("fu", [[s] for s in CANDIDATES])]
    skills = {s["id"]: s for s in before["skills"]}
    assert all(skills[s]["seen"] == 0 and skills[s]["lapses"] == 0 for s in CANDIDATES)
    after = at(25)
    assert after["answers"] == 2 and after["pending"] == []
    skills = {s["id"]: s for s in after["skills"]}
    assert (skills["fu.closed_ron"]["seen"], skills["fu.closed_ron"]["right"]) == (2, 0)
    for s in CANDIDATES[1:]:
        assert (skills[s]["seen"], skills[s]["right"]) == (1, 1)


def test_progress_at_a_moment_between_the_clearing_answers_shows_the_miss_still_pending(tmp_path):
    """Cleared by later right answers: the closed ron right three times
    (START + 20, 30, 40 min), the rounding three times (50, 60, 70 min);
    the last leaves the 999s closed triplet as the slip. At 65 minutes
    the miss was still pending; at 75 the triplet is blamed."""
    me = Learner(tmp_path)
    me.answer((TRIPLET, 30, 1))
    for hand in [TANKI] * CLEAR_AFTER + [ROUNDED] * CLEAR_AFTER:
        me.answer((hand, 40, 2 if hand is TANKI else 1))

    def at(minutes: int) -> dict:
        code, out = run(progress_main, ["--db", me.db, "--json", "--at", (START + timedelta(minutes=minutes)).isoformat()])
        assert code == 0
        return out[0]

    before = at(65)
    assert [m["part"] for m in before["pending"]] == ["fu"]
    assert {s["id"]: s for s in before["skills"]}["fu.closed_triplet_yaochuu"]["seen"] == 0
    after = at(75)
    assert after["pending"] == []
    triplet = {s["id"]: s for s in after["skills"]}["fu.closed_triplet_yaochuu"]
    assert (triplet["seen"], triplet["right"], triplet["lapses"]) == (1, 0, 1)
