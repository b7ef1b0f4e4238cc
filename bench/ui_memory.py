"""Print how much each opening of a dialog or menu, each language switch and
each round of the tabs keeps: widgets, Python heap (tracemalloc) and the
process's resident size, per operation after a warm-up (issue 15, "Memory
grows with use"; the limits are asserted in tests/ui/test_leaks.py, which uses
the helpers below).

Usage: python bench/ui_memory.py [--times 100] [--only NAME]

Runs offscreen. Figures are per operation: a kept widget or a steady
growth of kilobytes per opening is a leak; a few KiB of RSS that do not
repeat are Qt's caches filling.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import os
import sys
import tempfile
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
# Qt settings (the language, window sizes) go to a folder of this run, not to
# ~/.config ("Unknown Organization/<script>.conf" before)
os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp(prefix="trainer-bench-config-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEvent, QPoint, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402


def rss() -> int:
    """The process's resident size in bytes, after handing free heap pages
    back to the system (glibc keeps them otherwise, and the figure swings
    by megabytes with no leak at all)."""
    gc.collect()
    try:
        ctypes.CDLL("libc.so.6").malloc_trim(0)
    except (OSError, AttributeError):
        pass
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


def settle(app) -> None:
    """Background reads finished and shown, closed widgets deleted: the
    same steady state before and after the loop."""
    from trainer.ui.base import tasks
    tasks.wait_for_tasks()
    for _ in range(3):
        app.processEvents()
        app.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()


def close_when_shown(app) -> None:
    """Close the next modal dialog or popup menu as soon as it is up."""
    def attempt():
        shown = app.activeModalWidget() or app.activePopupWidget()
        if shown is not None:
            shown.close()
        else:
            QTimer.singleShot(2, attempt)
    QTimer.singleShot(0, attempt)


def growth(app, action, times: int = 100, warm_up: int = 5) -> tuple[int, float, float]:
    """(widgets, heap bytes, RSS bytes) gained per `action` after `warm_up`
    runs (caches of Qt and of the screens fill up first). Widgets are the
    total kept over all `times` runs; heap and RSS are per run."""
    for _ in range(warm_up):
        action()
        settle(app)
    tracemalloc.start()
    widgets, heap, mem = len(app.allWidgets()), tracemalloc.get_traced_memory()[0], rss()
    for _ in range(times):
        action()
        settle(app)
    result = (len(app.allWidgets()) - widgets, (tracemalloc.get_traced_memory()[0] - heap) / times,
              (rss() - mem) / times)
    tracemalloc.stop()
    return result


def openers(window) -> dict:
    """Name -> a callable that opens one dialog or menu of `window` and
    closes it as soon as it is shown."""
    from trainer.core.tiles import tile_of
    app = QApplication.instance()
    calc = window.calculator

    def modal(open_it):
        def run():
            close_when_shown(app)
            open_it()
        return run

    return {
        "rules dialog": modal(window.open_rules_dialog),
        "palette meld menu": modal(lambda: calc.palette.show_meld_menu(tile_of(4), QPoint(50, 50))),
        "hand tile menu": modal(lambda: calc._hand_menu(0, QPoint(50, 50))),
        "keyboard shortcuts (F1)": modal(calc.show_shortcuts),
        "hand code (Ctrl+O)": modal(lambda: calc.open_hand_code()),
        "language menu": modal(lambda: window.language_menu.exec(QPoint(50, 50))),
        "yaku names menu": modal(lambda: window._styles_menu.exec(QPoint(50, 50))),
    }


def main(argv: list[str] | None = None) -> int:
    """Print one line per operation: widgets kept, heap and RSS per run."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--times", type=int, default=100)
    parser.add_argument("--only", default=None, help="one operation by name")
    args = parser.parse_args(argv)
    from trainer.ui.app.main import quiet_offscreen_notices
    from trainer.ui.app.main_window import TABS, MainWindow
    from trainer.ui.base import i18n
    quiet_offscreen_notices()  # offscreen warns on every popup (raise, keyboard grab)
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as tmp:
        window = MainWindow(settings=None, data_dir=Path(tmp))
        window.resize(1440, 900)
        window.show()
        window.calculator.set_notation_text("234m456p678s33355s")
        ops = dict(openers(window))
        codes = iter(["ja", "en"] * args.times * 4)
        ops["language switch (ja/en)"] = lambda: window.set_language(next(codes))
        keys = ["calculator"] + [t.key for t in TABS]
        ops["every tab shown once"] = lambda: [window.show_tab(k) for k in keys]
        print(f"{'operation':28} {'widgets kept':>12} {'heap/op':>10} {'RSS/op':>10}   (x{args.times})")
        for name, op in ops.items():
            if args.only and name != args.only:
                continue
            warm = 40 if name.startswith("language") else 5
            widgets, heap, mem = growth(app, op, times=args.times, warm_up=warm)
            print(f"{name:28} {widgets:12d} {heap / 1024:8.1f} KiB {mem / 1024:8.1f} KiB")
        window.set_language("en")
        i18n.save_language("en")
        window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
