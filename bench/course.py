"""Print how fast the course reads a learner's standing, and deals a drill.

Usage: python bench/course.py [--answers 2000]

1. Standing (`course.course_status` over the table path) for N stored
   answers that all could count for the start lessons (each asks the yaku
   list, the start's mode), so every hand is scored and checked: the first
   reading in a process (cold: every code scored) and a second one (the
   Learn tab reads the course after each drill answer; scored codes and
   lesson checks are kept, `course.SCORED_CACHE`). Target for the second:
   under 100 ms at 2,000 answers.
2. The same for N answers that ask fu and han (the quiz's usual parts):
   none can count for a lesson, and none is scored.
3. A drill of 10 questions for every lesson (seconds per lesson, the slowest
   printed).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from trainer.quiz.course import HistoryAnswer, all_lessons, course_status, drill  # noqa: E402
from trainer.quiz.generator import generate_hand  # noqa: E402


def main() -> None:
    p = argparse.ArgumentParser()
    p.add_argument("--answers", type=int, default=2000)
    a = p.parse_args()
    rng = random.Random(5)
    codes = [generate_hand(rng, "mixed", 2).code for _ in range(a.answers)]
    yaku = [HistoryAnswer(c, {"yaku": True}, True) for c in codes]
    fu_han = [HistoryAnswer(c, {"fu": True, "han": True}, True) for c in codes]
    for name, history in (("yaku-list answers", yaku), ("fu-and-han answers", fu_han)):
        for run in ("cold", "again"):
            t = time.perf_counter()
            course_status(history, "table")
            print(f"{a.answers} {name}, standing ({run}): {(time.perf_counter() - t) * 1000:.0f} ms")
    slowest = ("", 0.0)
    for lesson in all_lessons():
        t = time.perf_counter()
        drill(lesson, 10, 1)
        dt = time.perf_counter() - t
        slowest = max(slowest, (lesson.id, dt), key=lambda x: x[1])
    print(f"drill of 10, slowest lesson: {slowest[0]} {slowest[1] * 1000:.0f} ms")


if __name__ == "__main__":
    main()
