"""A later answer that decides a pending miss replays only the skills it
decides (found attacking issue 24 §4, "Hang"): on a history of 100,000
answers the first Check of a session that decided pending misses replayed
every skill state on the UI thread — 36 s on a busy 2-core machine (bench:
the profile of `QuizSession.submit` → `decide_pending` → `rebuild_states`).
A skill's state depends on its own outcomes only (`review.replay` keeps
one tracker per skill), so the others need no replay; the states written
are those a whole replay gives.
"""

from __future__ import annotations

from test_quiz_pending import CANDIDATES, ROUNDED, TANKI, TRIPLET, Learner

import trainer.quiz.store as store_module
from trainer.quiz.store import QuizStore, replayed_states

# the answers between (ROUNDED answered right: 40 fu, 1 han, worked in
# test_quiz_pending) bring skills the decision does not touch (riichi, the
# closed triplet of simples, the ryanmen wait…)
FILLER = ROUNDED


def test_deciding_a_pending_miss_replays_only_the_skills_it_decides(tmp_path, monkeypatch):
    me = Learner(tmp_path)
    me.answer((TRIPLET, 30, 1))                   # pending: three candidates
    me.answer(*[(FILLER, 40, 1)] * 2)             # right twice: not yet cleared (CLEAR_AFTER is 3)
    replayed: set[str] = set()
    real = store_module.replay

    def spy(outcomes, states=None):
        outcomes = list(outcomes)
        replayed.update(k for k, *_ in outcomes)
        return real(outcomes, states)

    monkeypatch.setattr(store_module, "replay", spy)
    (second,) = me.answer((TANKI, 30, 2))         # a proven closed-ron miss decides the pending one
    monkeypatch.undo()
    assert me.progress()["pending"] == []
    tanki_skills = {s["id"] for s in second["skills"]}
    assert replayed <= set(CANDIDATES) | tanki_skills, replayed - set(CANDIDATES) - tanki_skills
    store = QuizStore(tmp_path / "quiz.sqlite3")
    try:
        stored = {k: s.to_json() for k, s in store.skill_states().items()}
        whole = {k: s.to_json() for k, s in replayed_states(store.database).items()}
    finally:
        store.close()
    assert stored == whole
