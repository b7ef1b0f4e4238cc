"""Print how long Check takes on a large history when this machine's clock
is behind the newest stored answer (issue 24, part 4: it replayed every
skill state under the write lock at each Check, 3.3–4.1 s at 100,000
answers, and a second window could not start a session meanwhile).

Usage: python bench/quiz_check.py [--answers 100000] [--runs 7] [--keep FILE]

Builds the history of `bench/progress.py` (N answers over a year, ending
at its NOW), then answers `--runs` questions in a quiz session whose clock
is one day behind NOW and prints the median time of `QuizSession.submit`
(grade + commit), and the same with the clock one day after NOW for
comparison; then how long a second connection waits to start a session
right after a Check (0 when nothing holds the write lock).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def checks(path: Path, offset: timedelta, runs: int) -> list[float]:
    """Seconds of each `submit` in a session whose clock is NOW + offset."""
    from progress import NOW

    from trainer.quiz.grading import Answer
    from trainer.quiz.session import QuizSession, SessionConfig
    from trainer.quiz.store import QuizStore

    store = QuizStore(path)
    clock = [NOW + offset]
    s = QuizSession(store, SessionConfig(topic="mixed", count=runs, seed=3), now=lambda: clock[0])
    out = []
    while (q := s.next_question()) is not None:
        clock[0] += timedelta(seconds=20)
        answer = Answer(fu=q.result.fu + 10 if "fu" in q.asked else None, han=q.result.han)
        t0 = time.perf_counter()
        s.submit(answer)
        out.append(time.perf_counter() - t0)
        second = QuizStore(path)   # another window starts a session at once
        t0 = time.perf_counter()
        second.start_session("count", 1, "mixed", 2, 1, "tenhou", {})
        out.append(-(time.perf_counter() - t0))
        second.close()
    store.close()
    return out


def main() -> int:
    """Build (or reuse) the history and print the figures."""
    from progress import build

    ap = argparse.ArgumentParser()
    ap.add_argument("--answers", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=7)
    ap.add_argument("--keep", metavar="FILE")
    a = ap.parse_args()
    folder = Path(tempfile.mkdtemp())
    path = Path(a.keep) if a.keep else folder / "quiz.sqlite3"
    if not path.exists():
        print(f"built {a.answers:,} answers in {build(path, a.answers):.1f} s")
    for name, offset in (("clock 1 day behind the newest answer", timedelta(days=-1)),
                         ("clock 1 day after the newest answer", timedelta(days=1))):
        times = checks(path, offset, a.runs)
        check = [t for t in times if t >= 0]
        start = [-t for t in times if t < 0]
        print(f"{name}: Check median {statistics.median(check) * 1000:.0f} ms (max {max(check) * 1000:.0f}); "
              f"a second window starts a session in {statistics.median(start) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
