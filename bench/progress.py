"""Print how fast Progress opens on a large history, and how fast a review
session deals its first question.

Usage: python bench/progress.py [--answers 100000] [--runs 5] [--keep FILE]

1. Builds a quiz history of N answers (default 100,000) spread over a year
   of practice: 2,000 generated hands answered again and again, sessions of
   10 to 30 answers, a learner right four times in five (a wrong answer
   adds 10 fu, so a diagnosis and failed skills are stored), every answer
   with its skills, and the skill states replayed from them — the same rows
   the quiz writes (`QuizStore.record_answer`), inserted in one transaction.
2. Progress open time: from calling the Progress tab's factory (which opens
   and checks the file) until its statistics are on screen (the background
   query done and every chart, the skills grid and the session list
   built), offscreen. The first opening in a process also imports pyqtgraph
   and numpy (the app does that in the background a moment after start:
   `trainer.ui.app.main.warm_up`), so it is printed apart ("cold"); the
   median of the next `--runs` is the figure (target: under 300 ms).
3. First review question: from starting a review session (`QuizSession`
   with ``review=True``: skill states read, plan made, first hand dealt for
   the weakest due skill) to the question, median of `--runs`. Target:
   under 200 ms.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import tempfile
import time
import uuid
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# Qt settings (the language, window sizes) go to a folder of this run, not to
# ~/.config ("Unknown Organization/<script>.conf" before)
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="trainer-bench-config-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

NOW = datetime(2025, 12, 1, 20, 0, tzinfo=timezone.utc)


def build(path: Path, n: int, seed: int = 1) -> float:
    """Write a history of `n` answers to `path`; returns seconds taken."""
    from trainer.core.jsonio import hand_from_json
    from trainer.quiz.generator import generate_hand
    from trainer.quiz.grading import Answer, QuizOptions, grade
    from trainer.quiz.history import rebuild_states
    from trainer.quiz.session import truth_json
    from trainer.quiz.store import QuizStore

    t0 = time.perf_counter()
    rng = random.Random(seed)
    hands = []
    for _ in range(2000):
        g = generate_hand(rng, "mixed", rng.choice((1, 2, 3)))
        h, ctx, rules = hand_from_json(g.hand)
        opts = QuizOptions()
        rows = []
        for wrong in (False, True):
            ans = Answer(fu=g.result.fu + (10 if wrong else 0), han=g.result.han)
            gr = grade(ans, g.result, opts, ctx, rules, h)
            rows.append((ans.to_json(), truth_json(g.result, tuple(p.part for p in gr.parts)), gr.rights(),
                         json.dumps([[k, ok] for k, ok in gr.skills]),
                         json.dumps([d.to_json() for d in gr.diagnoses], sort_keys=True)))
        hands.append((g.code, g.topic, g.difficulty, rows))
    store = QuizStore(path)
    db = store.database
    start = NOW - timedelta(days=365)
    with db.write() as con:
        done = 0
        sid = 0
        at = start
        while done < n:
            size = min(n - done, rng.randint(10, 30))
            at = start + timedelta(days=365 * done / n, hours=rng.uniform(7, 22) - 12)
            sid = con.execute("INSERT INTO sessions (uid, started_at, mode, size, topic, difficulty, seed, rules, "
                              "options, finished_at) VALUES (?, ?, 'count', ?, 'mixed', 2, ?, 'tenhou', '{}', ?)",
                              (uuid.uuid4().hex, at.isoformat(timespec="milliseconds"), size, sid,
                               (at + timedelta(minutes=size)).isoformat(timespec="milliseconds"))).lastrowid
            batch = []
            for pos in range(size):
                code, topic, difficulty, rows = hands[rng.randrange(len(hands))]
                wrong = rng.random() < 0.2
                answer, truth, parts, skills, diagnosis = rows[wrong]
                at += timedelta(seconds=rng.randint(6, 40))
                batch.append((uuid.uuid4().hex, sid, pos, code, topic, difficulty, json.dumps(answer),
                              json.dumps(truth), json.dumps(parts), int(not wrong), rng.randint(4000, 40000),
                              at.isoformat(timespec="milliseconds"), skills, diagnosis, "[]"))
            con.executemany("INSERT INTO answers (uid, session_id, position, code, topic, difficulty, answer, truth, "
                            "parts, right, time_ms, answered_at, skills, diagnosis, targets) "
                            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)", batch)
            done += size
        rebuild_states(con)
    store.close()
    return time.perf_counter() - t0


def progress_open(path: Path) -> tuple[float, float]:
    """Seconds from the Progress factory call to its statistics on screen:
    (wall clock, CPU of this process — both threads — which other programs
    on the machine do not inflate)."""
    from PySide6.QtWidgets import QApplication

    from trainer.ui.app.main import quiet_offscreen_notices
    from trainer.ui.app.main_window import MainWindow

    quiet_offscreen_notices()  # no 'This plugin does not support' lines

    app = QApplication.instance() or QApplication([])
    window = MainWindow(settings=None, data_dir=path.parent)
    window.resize(1600, 1000)
    window.show()
    app.processEvents()
    t0, c0 = time.perf_counter(), time.process_time()
    screen = window.screen_for("progress")
    window.tabs.setCurrentWidget(screen.parentWidget())
    while not screen.loaded:
        app.processEvents()
    app.processEvents()
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - c0
    window.close()
    app.processEvents()
    return elapsed, cpu


def first_review_question(path: Path, seed: int) -> float:
    """Seconds from starting a review session to its first question."""
    from trainer.quiz.session import QuizSession, SessionConfig
    from trainer.quiz.store import QuizStore

    store = QuizStore(path)
    t0 = time.perf_counter()
    s = QuizSession(store, SessionConfig(review=True, count=20, seed=seed), now=lambda: NOW)
    q = s.next_question()
    elapsed = time.perf_counter() - t0
    assert q is not None and q.targets
    store.close()
    return elapsed


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--answers", type=int, default=100_000)
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--keep", metavar="FILE", help="build (or reuse) the history at FILE instead of a temp file")
    a = ap.parse_args()
    folder = Path(tempfile.mkdtemp(prefix="progress-bench-"))
    path = Path(a.keep) if a.keep else folder / "quiz.sqlite3"
    if not path.exists():
        secs = build(path, a.answers)
        print(f"built {a.answers:,} answers in {secs:.1f} s ({path.stat().st_size / 1e6:.1f} MB)")
    if path.name != "quiz.sqlite3":  # the window reads <data dir>/quiz.sqlite3
        link = folder / "quiz.sqlite3"
        link.write_bytes(path.read_bytes())
        path = link
    import trainer.ui.progress.view as view  # the clock the screen reads: the bench's "now"

    view.now = lambda: NOW
    cold = progress_open(path)[0] * 1000
    runs = [progress_open(path) for _ in range(a.runs)]
    opens = [w * 1000 for w, _c in runs]
    cpus = [c * 1000 for _w, c in runs]
    print(f"Progress open, {a.answers:,} answers: median {statistics.median(opens):.0f} ms "
          f"(min {min(opens):.0f}, max {max(opens):.0f}; target < 300 ms); CPU of both threads: median "
          f"{statistics.median(cpus):.0f} ms; cold, importing pyqtgraph too: {cold:.0f} ms")
    firsts = [first_review_question(path, s) * 1000 for s in range(a.runs)]
    print(f"first review question: median {statistics.median(firsts):.0f} ms "
          f"(min {min(firsts):.0f}, max {max(firsts):.0f}; target < 200 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
