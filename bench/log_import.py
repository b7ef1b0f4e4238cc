"""Print the speed of game-log import and whether the window stays responsive.

Usage: python bench/log_import.py [--passes 20] [--copies 20]

Uses the six shared Tenhou games (tests/data/shared/logs/, each as mjlog XML
and tenhou.net/6 JSON: 12 files, one game each).

1. Read and check: `read_log` + `check_win` on every win (our core
   re-scores it and compares with the log), no storage; games per second
   over all 12 files × passes, and per format.
2. Import: `import_files` into a fresh games.sqlite3 each pass (read, check,
   store; the second format of each game is found a duplicate and not
   stored again); files (= games) per second. Target: 50 games/s or more.
3. Responsiveness: the Games tab imports 12 × copies files through the
   window's background task (`run_task`) while a 5 ms timer ticks on the GUI
   thread; prints the longest and the 99th-percentile gap between ticks
   during the import and the list refresh after it (the GUI thread's
   longest stall), the same measured idle for comparison, and the time the
   refresh itself takes on the GUI thread. Python runs one thread at a time
   (the GIL): the import thread gives way at least every 5 ms (Python's
   switch interval) except inside a long C call or a garbage collection.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# Qt settings (the language, window sizes) go to a folder of this run, not to
# ~/.config ("Unknown Organization/<script>.conf" before)
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="trainer-bench-config-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
LOGS = ROOT / "tests" / "data" / "shared" / "logs"


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank."""
    s = sorted(values)
    k = max(0, min(len(s) - 1, round(q / 100 * len(s) + 0.5) - 1))
    return s[k]


def read_and_check(files: list[Path], passes: int) -> None:
    from trainer.logs import check_win, read_log

    for label, chosen in (("all", files), ("mjlog", [f for f in files if f.suffix == ".xml"]),
                          ("tenhou.net/6", [f for f in files if f.suffix == ".json"])):
        wins = games = 0
        start = time.perf_counter()
        for _ in range(passes):
            for f in chosen:
                lf = read_log(f)
                for g in lf.games:
                    games += 1
                    for _h, w in g.wins:
                        wins += check_win(w).agrees
        secs = time.perf_counter() - start
        print(f"read + check ({label}): {games} games, {wins} wins agreeing, {secs:.2f} s → "
              f"{games / secs:.0f} games/s")


def import_speed(files: list[Path], passes: int) -> None:
    from trainer.logs.importer import import_files

    total = stored = 0
    secs = 0.0
    for _ in range(passes):
        with tempfile.TemporaryDirectory() as d:
            start = time.perf_counter()
            reports = import_files(files, Path(d) / "games.sqlite3")
            secs += time.perf_counter() - start
            total += len(reports)
            stored += sum(r.added for r in reports)
    print(f"import (read, check, store): {total} files/games, {stored} stored, {secs:.2f} s → "
          f"{total / secs:.0f} games/s (target ≥ 50)")


def responsiveness(files: list[Path], copies: int) -> None:
    from PySide6.QtCore import QElapsedTimer, QTimer
    from PySide6.QtWidgets import QApplication

    from trainer.ui.app.main import quiet_offscreen_notices
    from trainer.ui.app.main_window import MainWindow

    quiet_offscreen_notices()  # no 'This plugin does not support' lines
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d) / "logs"
        folder.mkdir()
        many = []
        for i in range(copies):
            for f in files:
                target = folder / f"{i:03d}-{f.name}"
                shutil.copy(f, target)
                many.append(str(target))
        window = MainWindow(settings=None, data_dir=Path(d) / "data")
        window.resize(1440, 900)
        window.show()
        view = window.show_tab("games")
        app.processEvents()

        clock = QElapsedTimer()
        gaps: list[float] = []
        last = [0.0]

        ends: list[float] = []

        def tick() -> None:
            now = clock.nsecsElapsed() / 1e6
            gaps.append(now - last[0])
            ends.append(now)
            last[0] = now

        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)

        def measure(seconds: float) -> list[float]:
            gaps.clear()
            ends.clear()
            clock.start()
            last[0] = 0.0
            timer.start()
            end = time.perf_counter() + seconds
            while time.perf_counter() < end:
                app.processEvents()
                time.sleep(0.001)
            timer.stop()
            return list(gaps)

        idle = measure(1.0)
        finished: list[float] = []
        refresh: list[float] = []
        original = view._imported

        done_at: list[float] = []

        def timed_done(reports):
            done_at.append(clock.nsecsElapsed() / 1e6)
            start = time.perf_counter()
            original(reports)
            refresh.append((time.perf_counter() - start) * 1000)
            finished.append(time.perf_counter())

        view._imported = timed_done
        gaps.clear()
        ends.clear()
        clock.start()
        last[0] = 0.0
        timer.start()
        start = time.perf_counter()
        view.open_files(many)
        while not finished and time.perf_counter() - start < 300:
            app.processEvents()
            time.sleep(0.001)
        settle = time.perf_counter() + 0.2  # the list refresh after the import counts too
        while time.perf_counter() < settle:
            app.processEvents()
            time.sleep(0.001)
        timer.stop()
        cut = done_at[0] if done_at else float("inf")
        busy = [g for g, e in zip(gaps, ends, strict=True) if e <= cut]
        after = [g for g, e in zip(gaps, ends, strict=True) if e > cut] or [0.0]
        secs = (finished[0] if finished else time.perf_counter()) - start
        print(f"background import of {len(many)} files: {secs:.2f} s ({len(many) / secs:.0f} games/s), "
              f"{view.game_list.count()} games listed")
        print(f"GUI thread, 5 ms timer, during the import: longest gap {max(busy):.1f} ms, "
              f"p99 {percentile(busy, 99):.1f} ms, median {statistics.median(busy):.1f} ms "
              f"(idle: longest {max(idle):.1f} ms, p99 {percentile(idle, 99):.1f} ms)")
        print(f"after it: showing the imported games took {refresh[0] if refresh else float('nan'):.0f} ms "
              f"to build and {max(after):.0f} ms as the longest gap (first paint of the new list and cards)")
        window.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--passes", type=int, default=20)
    p.add_argument("--copies", type=int, default=20)
    a = p.parse_args(argv)
    files = sorted(LOGS.glob("*.xml")) + sorted(LOGS.glob("*.json"))
    if not files:
        print(f"no shared logs at {LOGS}", file=sys.stderr)
        return 1
    read_and_check(files, a.passes)
    import_speed(files, a.passes)
    responsiveness(files, a.copies)
    return 0


if __name__ == "__main__":
    sys.exit(main())
