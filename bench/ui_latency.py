"""Print the calculator's speed: click-to-updated-result and cold start.

Usage: python bench/ui_latency.py [--clicks 200] [--starts 5]

1. Click to updated result: builds random legal hands tile by tile with
   real mouse clicks on the palette (QTest, offscreen), clearing between
   hands, and times each click until the result panel is rebuilt and the
   window repainted (events processed). Clicks that bring the hand to 13
   tiles list every wait with its ron and tsumo value (the heaviest case).
   Target: p95 under 16 ms (one frame at 60 Hz).
2. Cold start to first shown window: `python -m trainer --screenshot` in a
   fresh process (interpreter start, imports, window built and shown, one
   grab), wall time, median of N. Target: under 1.0 s.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def percentile(values: list[float], q: float) -> float:
    """The q-th percentile (0..100) by nearest rank."""
    s = sorted(values)
    k = max(0, min(len(s) - 1, round(q / 100 * len(s) + 0.5) - 1))
    return s[k]


def click_latencies(n: int, seed: int = 1) -> tuple[list[float], list[float]]:
    """Times (ms) of `n` palette clicks: all clicks, and those that made the
    hand one tile short (waits listed)."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    from trainer.core.tiles import sort_key
    from trainer.ui.app.main import quiet_offscreen_notices
    from trainer.ui.calculator.state import random_state
    from trainer.ui.calculator.view import CalculatorView

    quiet_offscreen_notices()  # no 'This plugin does not support' lines

    app = QApplication.instance() or QApplication([])
    view = CalculatorView()
    view.resize(1440, 900)
    view.show()
    app.processEvents()
    rng = random.Random(seed)
    times: list[float] = []
    waits: list[float] = []
    while len(times) < n:
        state = random_state(rng)
        if state.melds:
            continue
        view.model.clear()
        app.processEvents()
        tiles = sorted(state.closed, key=sort_key)
        rng.shuffle(tiles)
        for t in tiles:
            pos = view.palette.tile_rect(t).center().toPoint()
            start = time.perf_counter()
            QTest.mouseClick(view.palette, Qt.MouseButton.LeftButton, pos=pos)
            app.processEvents()
            ms = (time.perf_counter() - start) * 1000
            times.append(ms)
            if view.evaluation is not None and view.evaluation.status == "waits":
                waits.append(ms)
            if len(times) >= n:
                break
    view.close()
    return times, waits


def cold_starts(n: int) -> list[float]:
    """Wall times (s) of `n` fresh `python -m trainer --screenshot` runs."""
    out = []
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    with tempfile.TemporaryDirectory() as tmp:
        env["XDG_CONFIG_HOME"] = tmp
        png = str(Path(tmp) / "start.png")
        for _ in range(n):
            start = time.perf_counter()
            subprocess.run([sys.executable, "-m", "trainer", "--screenshot", png, "--lang", "en"],
                           cwd=ROOT, env=env, check=True, capture_output=True)
            out.append(time.perf_counter() - start)
    return out


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--clicks", type=int, default=200)
    p.add_argument("--starts", type=int, default=5)
    a = p.parse_args()
    times, waits = click_latencies(a.clicks)
    print(f"click to updated result, {len(times)} palette clicks (offscreen):")
    print(f"  p50 {percentile(times, 50):.1f} ms   p95 {percentile(times, 95):.1f} ms   "
          f"max {max(times):.1f} ms   (target p95 < 16 ms)")
    if waits:
        print(f"  of which {len(waits)} made a 13-tile hand (waits listed): "
              f"p50 {percentile(waits, 50):.1f} ms   p95 {percentile(waits, 95):.1f} ms")
    starts = cold_starts(a.starts)
    print(f"cold start to first shown window, median of {len(starts)}: {statistics.median(starts):.2f} s "
          f"(runs: {', '.join(f'{s:.2f}' for s in starts)}; target < 1.0 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
