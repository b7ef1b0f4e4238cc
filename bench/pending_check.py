"""Print how long the first Checks of a quiz session take on a large history
whose pending misses later answers decide (issue 24 §4, "Hang": the first
Check decided the history's backlog of pending misses and replayed every
skill state, 36 s at 100,000 answers; then the decided skills' whole
history, 9 s; the skill marks bring it to the pending window).

Usage: python bench/pending_check.py [--answers 100000] [--runs 3] [--checks 5] [--keep FILE]

Builds the history of `bench/progress.py` once (N answers over a year, a
learner right four times in five; `--keep FILE` keeps it for the next run),
then, `--runs` times on a fresh copy of it: opens the store (a file of an
older version is migrated then: printed apart, once per copy), starts a
session with the clock one day behind the newest answer and answers
`--checks` questions (right, then wrong by 10 fu in turn), timing each
`QuizSession.submit` (grade, commit, decide the pending misses) in wall and
CPU seconds. Prints the median over the runs of the first Check and of the
later Checks that decided a pending miss, the load average before and
after.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from datetime import timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))


def session(path: Path, checks: int) -> tuple[float, list[tuple[float, float, int]]]:
    """(seconds to open the store, [(wall s, CPU s, misses decided) per Check])."""
    from progress import NOW

    from trainer.quiz.grading import Answer
    from trainer.quiz.session import QuizSession, SessionConfig
    from trainer.quiz.store import QuizStore

    t0 = time.perf_counter()
    store = QuizStore(path)
    opened = time.perf_counter() - t0
    decided = [0]
    real = store.decide_pending

    def counting(*a, **k):
        added = real(*a, **k)
        decided[0] += len(added)
        return added

    store.decide_pending = counting
    clock = [NOW - timedelta(days=1)]
    s = QuizSession(store, SessionConfig(topic="mixed", count=checks, seed=3), now=lambda: clock[0])
    out = []
    while (q := s.next_question()) is not None:
        clock[0] += timedelta(seconds=20)
        wrong = 10 if len(out) % 2 else 0
        answer = Answer(fu=q.result.fu + wrong if "fu" in q.asked else None, han=q.result.han)
        decided[0] = 0
        w0, c0 = time.perf_counter(), time.process_time()
        s.submit(answer)
        out.append((time.perf_counter() - w0, time.process_time() - c0, decided[0]))
    store.close()
    return opened, out


def main() -> int:
    """Build (or reuse) the history and print the figures."""
    from progress import build

    ap = argparse.ArgumentParser()
    ap.add_argument("--answers", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--checks", type=int, default=5)
    ap.add_argument("--keep", metavar="FILE")
    a = ap.parse_args()
    folder = Path(tempfile.mkdtemp())
    source = Path(a.keep) if a.keep else folder / "history.sqlite3"
    if not source.exists():
        print(f"built {a.answers:,} answers in {build(source, a.answers):.1f} s")
    print(f"load average before: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    firsts, later = [], []
    for run in range(a.runs):
        copy = folder / f"run{run}.sqlite3"
        shutil.copy(source, copy)
        opened, times = session(copy, a.checks)
        print(f"run {run + 1}: open {opened * 1000:.0f} ms; Checks (wall/CPU ms, misses decided): "
              + ", ".join(f"{w * 1000:.0f}/{c * 1000:.0f} ({d})" for w, c, d in times))
        firsts.append(times[0])
        later.extend(t for t in times[1:] if t[2])
        copy.unlink()
    print(f"first Check: median wall {statistics.median(t[0] for t in firsts) * 1000:.0f} ms, "
          f"CPU {statistics.median(t[1] for t in firsts) * 1000:.0f} ms "
          f"(misses decided: {', '.join(str(t[2]) for t in firsts)})")
    if later:
        print(f"later Checks that decided a miss ({len(later)}): median wall "
              f"{statistics.median(t[0] for t in later) * 1000:.0f} ms, "
              f"CPU {statistics.median(t[1] for t in later) * 1000:.0f} ms")
    print(f"load average after: {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    shutil.rmtree(folder, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
