"""Print the classroom's speed: the presenter opening with its first hand,
and a worksheet PDF of 24 hands.

Usage: python bench/classroom.py [--runs 5]

1. Presenter open: build a `PresenterWindow` on a deck of 24 generated
   hands at 1920 × 1080 (offscreen), show it and process events until its
   first hand and question are on screen (the first hand scored, its
   reveal steps built, tiles and text laid out, one repaint). The first
   run in the process pays the first-use costs (the tile pictures at that
   size, fonts); both the first and the median of the later runs are
   printed. Target: under 300 ms.
2. Worksheet: `write_worksheet` of 24 generated hands to a temporary A4 PDF
   (every hand scored, 6 question pages and 8 key pages, tiles drawn as
   vector paths), wall time, median of N. Target: under 3 s.
"""

from __future__ import annotations

import argparse
import os
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


def main() -> int:
    """Run both measurements and print them."""
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    from PySide6.QtWidgets import QApplication

    from trainer.ui.app.main import quiet_offscreen_notices

    quiet_offscreen_notices()  # no 'This plugin does not support' lines

    app = QApplication.instance() or QApplication([])
    from trainer.quiz import decks
    from trainer.ui.classroom.presenter import PresenterWindow
    from trainer.ui.export.worksheet import write_worksheet

    hands = decks.generated_hands(2024, "mixed", 2, 24)
    opens = []
    for _ in range(args.runs):
        start = time.perf_counter()
        w = PresenterWindow(hands, 0, "bench")
        w.setGeometry(0, 0, 1920, 1080)
        w.show()
        app.processEvents()
        w.repaint()
        opens.append((time.perf_counter() - start) * 1000)
        assert w.tile_height() >= 108, w.tile_height()
        w.close()
        app.processEvents()
    later = opens[1:] or opens
    print(f"presenter open with its first hand (1920x1080, 24-hand deck): first {opens[0]:.0f} ms, "
          f"median of the next {len(later)} {statistics.median(later):.0f} ms  (target < 300 ms)")

    times = []
    pages = 0
    with tempfile.TemporaryDirectory() as folder:
        deck = decks.Deck("bench", tuple(hands))
        for i in range(args.runs):
            start = time.perf_counter()
            pages = write_worksheet(deck, Path(folder) / f"w{i}.pdf", "a4")
            times.append(time.perf_counter() - start)
        size = (Path(folder) / "w0.pdf").stat().st_size
    print(f"worksheet of 24 hands (A4, {pages} pages, {size / 1024:.0f} KiB): first {times[0]:.2f} s, "
          f"median of {len(times)} {statistics.median(times):.2f} s  (target < 3 s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
