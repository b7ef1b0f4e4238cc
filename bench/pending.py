"""How long `QuizStore.decide_pending` (issue 21: later answers decide the
pending misses) takes after an answer, on a history of N answers by a
learner who always leaves out the closed-ron 10 fu (many of whose misses
are pending until a later one proves them).

Run: python bench/pending.py [N]   (prints figures; no assertion)
"""

from __future__ import annotations

import random
import sys
import tempfile
import time
from datetime import datetime, timedelta, timezone
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer.core.fu import standard_fu  # noqa: E402
from trainer.core.jsonio import hand_from_json  # noqa: E402
from trainer.quiz.generator import generate_hand  # noqa: E402
from trainer.quiz.grading import Answer, QuizOptions, grade  # noqa: E402
from trainer.quiz.session import truth_json  # noqa: E402
from trainer.quiz.store import QuizStore  # noqa: E402


def main() -> None:
    """Build the history, then time decide_pending."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 5000
    rng = random.Random(5)
    start = datetime(2025, 1, 1, tzinfo=timezone.utc)
    with tempfile.TemporaryDirectory() as tmp:
        store = QuizStore(Path(tmp) / "q.sqlite3")
        sid = store.start_session("answers", 0, "answers", 2, None, "tenhou", {})
        t0 = time.perf_counter()
        for i in range(n):
            g = generate_hand(rng, "mixed", 2, "tenhou")
            h, ctx, rules = hand_from_json(g.hand)
            r = g.result
            fu = r.fu
            ron = sum(x.fu for x in r.fu_items if x.id == "closed_ron")
            if ron and r.chosen.reading.shape == "standard":
                fu = standard_fu(sum(x.fu for x in r.fu_items if x.id != "rounding") - ron, h.is_closed)
            ans = Answer(fu=fu, han=r.han)
            gr = grade(ans, r, QuizOptions(), ctx, rules, h)
            store.record_answer(sid, i, g.code, g.topic, 2, ans.to_json(), truth_json(r, gr.rights().keys()),
                                gr.rights(), 9000, gr.skills, [d.to_json() for d in gr.diagnoses],
                                answered_at=(start + timedelta(minutes=i)).isoformat())
        built = time.perf_counter() - t0
        wrong = store.database.read("SELECT count(*) FROM answers WHERE right = 0")[0][0]
        t0 = time.perf_counter()
        added = store.decide_pending()
        first = time.perf_counter() - t0
        t0 = time.perf_counter()
        for _ in range(10):
            store.decide_pending()
        again = (time.perf_counter() - t0) / 10
        store.close()
    print(f"{n} answers ({wrong} wrong) built in {built:.1f} s")
    print(f"decide_pending, first run: {first * 1000:.0f} ms, {len(added)} pending misses decided")
    print(f"decide_pending, nothing new to decide: {again * 1000:.1f} ms per answer")


if __name__ == "__main__":
    main()
