"""How soon a log import stops when it is cancelled (issue 24 §4 "Hang").

Usage: python bench/log_cancel.py [--runs 3] [--trials 8] [--no-gui]

The largest game the readers accept, in each format: 200 hands (the bound,
`trainer.logs.LIMITS["hands"]`) made by repeating the hands of real games
of tests/data (the shared Tenhou game 2019021004gm-00a9-0000-e2f6516d as
tenhou.net/6, as mjlog XML plain and gzipped, and as mjai written by
jansou's `dump_mjai`; the Mahjong Soul three-player game
mjai-reviewer3p/kan3_nuki_rinshan.json as tenhou.net/6).

1. Gaps: `import_files` of each file into a fresh store (read, check every
   win, store) with a cancel callable that never says stop and notes the
   time of every call: the longest and the 99th-percentile time between two
   checks (the start and the end of the import count as checks), the
   number of checks, and where the longest gap lies (the functions that
   asked before and after it). The longest gap is given in wall-clock time
   and in the reading thread's CPU time (on a loaded machine the thread
   waits for a core between checks too). Target: the longest gap ≤ 50 ms
   (about one hand's work).
2. Cancel → end: the same import on a thread, cancelled after a random
   time inside it; the time from the cancel to the thread's end, and that
   the store is left empty.
3. The Games tab (offscreen): the window's Cancel button pressed during
   the import of the tenhou.net/6 game, the time until the task has
   stopped; and the time `close()` takes during an import (it froze the
   window 17–30 s before).
4. Files over a bound, refused before they are parsed: the time to refuse
   each and the error (the bound it names; the file is the report's
   source).

Figures vary with the load of the machine; run it when it is quiet, or
read the longest gap against the median.
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import random
import re
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# Qt settings (the language, window sizes) go to a folder of this run, not to
# ~/.config ("Unknown Organization/<script>.conf" before)
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="trainer-bench-config-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
DATA = ROOT / "tests" / "data"
TENHOU = DATA / "shared" / "logs" / "2019021004gm-00a9-0000-e2f6516d"
SOUL = DATA / "logs" / "mjai-reviewer3p" / "kan3_nuki_rinshan.json"
HANDS = 200


def _repeat_json(path: Path, hands: int) -> dict:
    obj = json.loads(path.read_text(encoding="utf-8"))
    obj["log"] = (obj["log"] * (hands // len(obj["log"]) + 1))[:hands]
    return obj


def _repeat_mjlog(hands: int) -> bytes:
    """The shared game's mjlog with its hands repeated to `hands` (the final
    ``owari`` dropped: it would close the game in the middle)."""
    text = re.sub(r'\sowari="[^"]*"', "", TENHOU.with_suffix(".xml").read_text(encoding="utf-8"))
    head, body = text[:text.index("<INIT")], text[text.index("<INIT"):text.rindex("</mjloggm>")]
    starts = [m.start() for m in re.finditer("<INIT", body)]
    copies = body * (hands // len(starts) + 1)
    cut = [m.start() for m in re.finditer("<INIT", copies)][hands]
    return (head + copies[:cut] + "</mjloggm>").encode()


def largest_games() -> dict[str, tuple[str, bytes]]:
    """Format → (file name, bytes) of a one-game file of `HANDS` hands."""
    from jansou.io.mjai import dump_mjai

    from trainer.logs.tenhou6 import paifu_of

    tenhou = _repeat_json(TENHOU.with_suffix(".json"), HANDS)
    xml = _repeat_mjlog(HANDS)
    return {
        "tenhou.net/6": ("long.json", json.dumps(tenhou, ensure_ascii=False).encode()),
        "tenhou.net/6 Mahjong Soul 3p": ("soul.json", json.dumps(_repeat_json(SOUL, HANDS), ensure_ascii=False)
                                         .encode()),
        "mjlog": ("long.xml", xml),
        "mjlog gzip": ("long.mjlog", gzip.compress(xml)),
        "mjai": ("long.mjson", dump_mjai(paifu_of(tenhou)).encode()),
    }


class Ticks:
    """A cancel callable that never stops and notes when it was asked, and
    by which function (the first caller that is not the hook itself)."""

    def __init__(self) -> None:
        self.times: list[float] = []
        self.cpu: list[float] = []
        self.where: list[str] = []

    def __call__(self) -> bool:
        self.times.append(time.perf_counter())
        self.cpu.append(time.thread_time())
        frame = sys._getframe(1)
        while frame.f_code.co_name in ("check", "<lambda>", "__call__"):
            frame = frame.f_back
        self.where.append(frame.f_code.co_name)
        return False


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank."""
    s = sorted(values)
    return s[max(0, min(len(s) - 1, round(q / 100 * len(s) + 0.5) - 1))]


def gaps(games: dict, folder: Path, runs: int) -> None:
    from trainer.logs.importer import import_files

    print(f"1. gaps between cancel checks, importing one game of {HANDS} hands (read, check, store); "
          f"{runs} runs each")
    for label, (name, data) in games.items():
        path = folder / name
        path.write_bytes(data)
        longest, p99, checks, secs, spots, cpu = [], [], [], [], [], []
        for run in range(runs):
            ticks = Ticks()
            start, start_cpu = time.perf_counter(), time.thread_time()
            (report,) = import_files([path], folder / f"gaps {name} {run}.sqlite3", cancelled=ticks)
            end, end_cpu = time.perf_counter(), time.thread_time()
            used = [start_cpu] + ticks.cpu + [end_cpu]
            cpu.append(max(b - a for a, b in zip(used, used[1:], strict=False)) * 1000)
            assert report.error is None and report.added == 1 and report.hands == HANDS, report
            stamps = [start] + ticks.times + [end]
            between = [(b - a) * 1000 for a, b in zip(stamps, stamps[1:], strict=False)]
            names = ["start"] + ticks.where + ["end"]
            worst = max(range(len(between)), key=between.__getitem__)
            spots.append(f"{names[worst]}→{names[worst + 1]}")
            longest.append(max(between))
            p99.append(percentile(between, 99))
            checks.append(len(ticks.times))
            secs.append(end - start)
        print(f"   {label:<30} {len(data) / 1e6:5.2f} MB, {statistics.median(secs):.2f} s, {checks[0]} checks: "
              f"longest gap {' / '.join(f'{x:.0f}' for x in longest)} ms (the thread's CPU time: "
              f"{' / '.join(f'{x:.0f}' for x in cpu)} ms), p99 {statistics.median(p99):.1f} ms (target ≤ 50 ms); "
              f"longest between {', '.join(spots)}")


def _import_into(result: list, path: Path, db: Path, stop: threading.Event) -> None:
    from trainer.logs.importer import import_files

    result.extend(import_files([path], db, cancelled=stop.is_set))


def cancel_to_end(games: dict, folder: Path, trials: int, rng: random.Random) -> None:
    from trainer.logs.importer import import_files
    from trainer.logs.store import GamesStore

    print(f"2. cancel → the worker's end, {trials} cancels at random times inside the import")
    for label, (name, _data) in games.items():
        path = folder / name
        waited, stored, late = [], 0, 0
        for trial in range(trials):
            start = time.perf_counter()
            import_files([path], folder / "time.sqlite3")  # how long a whole import takes now
            whole = time.perf_counter() - start
            stop = threading.Event()
            db = folder / f"cancel {name} {trial}.sqlite3"
            result: list = []
            worker = threading.Thread(target=_import_into, args=(result, path, db, stop))
            worker.start()
            time.sleep(rng.uniform(0.05, 0.8) * whole)
            asked = time.perf_counter()
            stop.set()
            worker.join()
            if result[0].error is None:  # it had ended before the cancel (the machine got faster)
                late += 1
                continue
            waited.append((time.perf_counter() - asked) * 1000)
            assert result[0].error.code == "cancelled", result
            store = GamesStore(db)
            stored += len(store.games())
            store.close()
        print(f"   {label:<30} longest {max(waited):.0f} ms, median {statistics.median(waited):.0f} ms; "
              f"games left in the store: {stored}" + (f" ({late} imports ended before their cancel)" if late else ""))


def gui(games: dict, folder: Path, trials: int) -> None:
    from PySide6.QtWidgets import QApplication

    from trainer.ui.app.main import quiet_offscreen_notices
    from trainer.ui.app.main_window import MainWindow
    from trainer.ui.base import tasks
    from trainer.ui.games import view as games_view

    quiet_offscreen_notices()
    app = QApplication.instance() or QApplication([])
    path = folder / games["tenhou.net/6"][0]
    clicked, closed, worker = [], [], []
    real = games_view.import_files
    ticks = Ticks()

    def noted(*args, cancelled, **kwargs):  # the worker's cancel callable, its calls timed
        ticks.times.append(time.perf_counter())
        try:
            return real(*args, cancelled=lambda: ticks() or cancelled(), **kwargs)
        finally:
            ticks.times.append(time.perf_counter())
            ended.append(ticks.times[-1])
            longest.append(max(b - a for a, b in zip(ticks.times, ticks.times[1:], strict=False)) * 1000)
            ticks.times.clear()

    longest: list[float] = []
    ended: list[float] = []
    games_view.import_files = noted
    window = MainWindow(settings=None, data_dir=folder / "gui whole")
    window.show()
    window.show_tab("games").open_files([str(path)])
    while tasks._running:
        app.processEvents()
        time.sleep(0.001)
    window.close()
    print(f"3. Games tab: importing the tenhou.net/6 game in the window's worker, longest gap between checks "
          f"{longest[0]:.0f} ms")
    for trial in range(trials):
        for quit_window in (False, True):
            window = MainWindow(settings=None, data_dir=folder / f"gui {trial} {quit_window}")
            window.show()
            view = window.show_tab("games")
            view.open_files([str(path)])
            inside = 50 + 150 * (trial % 4)  # checks into the import (it asks about 760 times)
            while len(ticks.times) < inside:
                app.processEvents()
                time.sleep(0.001)
            (task,) = list(tasks._running)
            if quit_window:
                start = time.perf_counter()
                window.close()
                closed.append((time.perf_counter() - start) * 1000)
            else:
                stopped: list[float] = []
                task.stopped.connect(lambda s=stopped: s.append(time.perf_counter()))
                start = time.perf_counter()
                window.cancel_task_button.click()
                while not stopped and time.perf_counter() - start < 60:
                    app.processEvents()
                    time.sleep(0.001)
                clicked.append((stopped[0] - start) * 1000)
                worker.append((ended[-1] - start) * 1000)
                window.close()
            app.processEvents()
    games_view.import_files = real
    print(f"   Cancel pressed → the worker's end: longest {max(worker):.0f} ms, median "
          f"{statistics.median(worker):.0f} ms; → the task stopped (the tab shows its notice and list again): "
          f"longest {max(clicked):.0f} ms, median {statistics.median(clicked):.0f} ms; close() during an import: longest {max(closed):.0f} ms, median "
          f"{statistics.median(closed):.0f} ms ({trials} each)")


def oversized(folder: Path) -> None:
    from trainer.logs import read_log

    tenhou = _repeat_json(TENHOU.with_suffix(".json"), 27_000)
    soul = _repeat_json(SOUL, 27_000)
    xml = _repeat_mjlog(17_000)
    text = TENHOU.with_suffix(".xml").read_text(encoding="utf-8")
    head = text[:text.index("<INIT")]
    attrs = " ".join(f'a{i}="12345678"' for i in range(15))
    wide = (head + f"<X {attrs}/>" * 86_000 + "</mjloggm>").encode()  # 1.3 M attributes
    from jansou.io.mjai import dump_mjai

    from trainer.logs.tenhou6 import paifu_of

    one = _repeat_json(TENHOU.with_suffix(".json"), 9)
    lines = dump_mjai(paifu_of(one)).splitlines()
    first = next(i for i, line in enumerate(lines) if '"start_kyoku"' in line)
    body = lines[first:-1]
    mjai = "\n".join(lines[:first] + body * 420 + lines[-1:]) + "\n"
    files = {
        "huge.json": json.dumps(tenhou, separators=(",", ":")).encode(),
        "huge soul.json": json.dumps(soul, separators=(",", ":"), ensure_ascii=False).encode(),
        "huge.xml": xml,
        "huge.mjlog": gzip.compress(xml),
        "wide.xml": wide,
        "huge.mjson": mjai.encode(),
    }
    print("4. files over a bound, refused before they are parsed")
    for name, data in files.items():
        path = folder / name
        path.write_bytes(data)
        start = time.perf_counter()
        lf = read_log(path)
        took = (time.perf_counter() - start) * 1000
        said = f"{lf.error.code}: {lf.error.message}" if lf.error else "read!"
        print(f"   {name:<15} {len(data) / 1e6:5.1f} MB refused in {took:4.0f} ms — {Path(lf.source).name}: {said}")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--runs", type=int, default=3)
    p.add_argument("--trials", type=int, default=8)
    p.add_argument("--no-gui", action="store_true")
    p.add_argument("--seed", type=int, default=24)
    a = p.parse_args(argv)
    games = largest_games()
    with tempfile.TemporaryDirectory() as d:
        folder = Path(d)
        gaps(games, folder, a.runs)
        cancel_to_end(games, folder, a.trials, random.Random(a.seed))
        if not a.no_gui:
            gui(games, folder, max(1, a.trials // 2))
        oversized(folder)
    return 0


if __name__ == "__main__":
    sys.exit(main())
