"""Build a simulated month of practice and save screenshots of the Progress
tab (and the quiz chooser with its review box), in English and Chinese.

    python tools/progress_screenshots.py OUT_DIR [--days 30] [--size 1600x1000]

The learner practises on about two days in three, ten hands a session
(mixed, yaku and payments topics, and a review of the skills due), right
unless one of three habits strikes — leaving out the closed-ron 10 fu,
counting the dora from the indicator itself, forgetting honba — each less
often as the month goes on. Answers are graded and stored through the real
`QuizSession` with an injected clock, so the screenshots show exactly what
a learner's own month would. Files: progress_en.png, progress_zh_CN.png,
progress_sessions_en.png (a session opened), quiz_setup_en.png,
progress_empty_en.png (a new learner).
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections import Counter
from datetime import datetime, timedelta, timezone
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

END = datetime(2025, 3, 31, 20, 0, tzinfo=timezone.utc)


def _answer(q, rng: random.Random, day: int, days: int):
    """The simulated learner's answer to a question on day `day`."""
    from trainer.core.fu import standard_fu
    from trainer.core.tiles import dora_of
    from trainer.quiz.grading import Answer

    r = q.result
    learnt = day / max(1, days - 1)
    fu, han = r.fu, r.han
    if any(i.id == "closed_ron" for i in r.fu_items) and rng.random() < 0.75 - 0.6 * learnt:
        fu = standard_fu(r.fu_raw - 10, q.held.is_closed)
    if not r.yakuman and rng.random() < 0.55 - 0.4 * learnt:
        held = Counter(t.kind for t in q.held.all_tiles())
        han += sum(held[i.kind] - held[dora_of(i.kind)] for i in q.ctx.dora_indicators)
    if rng.random() < 0.05:
        han += 1
    values = {"fu": fu, "han": han}
    for part in ("ron", "dealer_pays", "non_dealer_pays", "total"):
        v = getattr(r.points, part)
        if part in q.asked and v is not None:
            if q.ctx.honba and part != "total" and rng.random() < 0.5 - 0.35 * learnt:
                v -= r.points.honba_bonus if not r.points.tsumo else r.points.honba_bonus // 3
            values[part] = v
    return Answer(**{k: v for k, v in values.items() if k in q.asked})


def simulate(path: Path, days: int = 30, seed: int = 7) -> int:
    """Write a month of practice to the history at `path`; returns answers."""
    from trainer.quiz.grading import QuizOptions
    from trainer.quiz.session import QuizSession, SessionConfig
    from trainer.quiz.store import QuizStore

    rng = random.Random(seed)
    store = QuizStore(path)
    start = END - timedelta(days=days - 1)
    wall = [start]
    mono = [0.0]
    n = 0
    for day in range(days):
        if rng.random() < 0.33:
            continue
        wall[0] = start + timedelta(days=day, hours=rng.uniform(-10, 2))
        kinds = ["review"] if day > 3 and rng.random() < 0.6 else []
        kinds += [rng.choice(("mixed", "mixed", "yaku_han", "payments", "whole_hand_fu"))]
        for kind in kinds:
            config = SessionConfig(review=True, count=10, seed=rng.randrange(10**6)) if kind == "review" else \
                SessionConfig(topic=kind, count=10, seed=rng.randrange(10**6),
                              options=QuizOptions(points=kind == "payments"))
            s = QuizSession(store, config, clock=lambda: mono[0], now=lambda: wall[0])
            while (q := s.next_question()) is not None:
                secs = rng.uniform(7, 30) * (1.6 - 0.6 * day / days)
                mono[0] += secs
                wall[0] += timedelta(seconds=secs + 3)
                s.submit(_answer(q, rng, day, days))
                n += 1
            s.finish()
    store.close()
    return n


def shoot(folder: Path, out: Path, size: tuple[int, int], lang: str, name: str, open_session: bool = False,
          setup: bool = False) -> Path:
    """One screenshot of the window on the Progress (or Quiz) tab."""
    from PySide6.QtWidgets import QApplication, QScrollArea

    import trainer.ui.progress.view as progress_view
    import trainer.ui.quiz.view as quiz_view
    from trainer.ui.app.main_window import MainWindow
    from trainer.ui.base import i18n, tasks

    app = QApplication.instance() or QApplication([])
    i18n.install_language(app, lang)
    progress_view.now = quiz_view.now = lambda: END + timedelta(hours=1)
    window = MainWindow(settings=None, data_dir=folder)
    window.resize(*size)
    window.show()
    screen = window.show_tab("quiz" if setup else "progress")
    tasks.wait_for_tasks()
    for _ in range(20):
        app.processEvents()
    if open_session and not setup:
        tree = screen.sessions
        tree.expandItem(tree.topLevelItem(1))
        area = screen.findChildren(QScrollArea)[0]
        area.verticalScrollBar().setValue(area.verticalScrollBar().maximum())
        for _ in range(10):
            app.processEvents()
    path = out / name
    window.grab().save(str(path))
    window.close()
    app.processEvents()
    return path


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("out", type=Path)
    ap.add_argument("--days", type=int, default=30)
    ap.add_argument("--size", default="1600x1000")
    a = ap.parse_args()
    a.out.mkdir(parents=True, exist_ok=True)
    size = tuple(int(v) for v in a.size.split("x"))
    folder = Path(tempfile.mkdtemp(prefix="progress-month-"))
    n = simulate(folder / "quiz.sqlite3", a.days)
    print(f"simulated {n} answers over {a.days} days")
    for lang in ("en", "zh_CN"):
        print(shoot(folder, a.out, size, lang, f"progress_{lang}.png"))
    print(shoot(folder, a.out, size, "en", "progress_sessions_en.png", open_session=True))
    print(shoot(folder, a.out, size, "en", "quiz_setup_en.png", setup=True))
    empty = Path(tempfile.mkdtemp(prefix="progress-empty-"))
    print(shoot(empty, a.out, size, "en", "progress_empty_en.png"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
