"""`python -m trainer` (and the `riichi-trainer` gui-script): open the window.

    python -m trainer
    python -m trainer --hand '<SCHEMA.md hand JSON>' [--screenshot out.png] [--size 1600x1000] [--lang ja]
    python -m trainer --hand <quiz hand code>
    python -m trainer --check      (can a window open here? see `preflight`)

``--hand`` opens the calculator with that hand scored (a JSON hand object,
or a quiz hand code with its situation and rules); ``--screenshot``
saves a picture of the window (``QWidget.grab``) and exits with 0 — for
docs, bug reports and checks. A hand the core refuses is still shown (with
its error); a hand one tile short shows its waits (its ``win`` is ignored); JSON that is not a hand object exits with 2.
"""

from __future__ import annotations

import argparse
import importlib
import os
import sys
import threading

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from trainer.core.errors import HandError
from trainer.core.jsonio import excerpt, loads_bounded

from ..base import i18n, tasks
from ..calculator.state import CalcState, state_from_code, state_from_hand
from ..widgets.tile_art import app_icon
from .main_window import TABS, MainWindow

ORGANISATION = "RiichiTrainer"
APPLICATION = "riichi-trainer"
#: Heavy modules of tabs not shown yet, imported on a background thread a
#: moment after start so that those tabs open at once (the Progress charts
#: import pyqtgraph and numpy, some 300 ms); start-up itself imports neither.
WARM_IMPORTS = ("trainer.ui.progress.charts",)
WARM_AFTER_MS = 1500


def warm_up(modules=WARM_IMPORTS) -> threading.Thread:
    """Import `modules` on a daemon thread (an import error is ignored: the
    tab reports it when it is opened)."""
    def work() -> None:
        for name in modules:
            try:
                importlib.import_module(name)
            except Exception:  # noqa: BLE001 (the tab shows the error when opened)
                pass

    thread = threading.Thread(target=work, name="warm-imports", daemon=True)
    thread.start()
    return thread


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m trainer", description="Riichi Scoring Trainer: the window.")
    p.add_argument("--hand", help="open with this hand scored: a SCHEMA.md hand (JSON object) or a quiz hand code")
    p.add_argument("--screenshot", metavar="PNG", help="save a screenshot of the window to PNG and exit")
    p.add_argument("--size", metavar="WxH", help="window size in pixels, e.g. 1600x1000")
    p.add_argument("--lang", choices=list(i18n.CODES), help="interface language for this run")
    p.add_argument("--tab", choices=("calculator", *(t.key for t in TABS)), default="calculator",
                   help="tab to open")
    p.add_argument("--check", action="store_true",
                   help="say whether a window can open here and what is missing (exit 3 when it cannot)")
    return p


def state_from_json(text: str) -> CalcState:
    """A `CalcState` from a SCHEMA.md hand in JSON text, or from a quiz
    hand code (text that does not start with ``{``).

    Raises:
        HandError (a ValueError): not JSON, too long or too deeply nested
            (`jsonio.loads_bounded`), or a field the hand format does not
            allow (`hand_from_json`); HandCodeError (a ValueError): not a
            hand code.
    """
    if not text.strip().startswith("{"):
        return state_from_code(text)
    return state_from_hand(loads_bounded(text))


#: Window sizes --size accepts, in pixels (width and height).
SIZE_RANGE = (320, 16384)


def parse_size(text: str) -> tuple[int, int]:
    """``"1600x1000"`` → (1600, 1000).

    Raises:
        ValueError: not WxH, or a side outside `SIZE_RANGE` (the message
            quotes at most a short excerpt of `text`).
    """
    lo, hi = SIZE_RANGE
    parts = text.lower().split("x") if len(text) <= 20 else []
    if len(parts) == 2 and all(p.strip().isdigit() for p in parts):
        w, h = (int(p) for p in parts)
        if lo <= w <= hi and lo <= h <= hi:
            return w, h
    raise ValueError(f"expected WxH like 1600x1000, each side {lo} to {hi} pixels, not {excerpt(text)}")


def quiet_offscreen_notices() -> None:
    """Drop the offscreen platform's notices that it cannot do what a
    desktop does ("This plugin does not support propagateSizeHints()",
    raise(), grabbing the keyboard: 30–40 lines a screenshot or bench run);
    every other Qt message still goes to stderr. For a process's own entry
    (``python -m trainer --screenshot``, the bench scripts): it replaces
    the message handler, so tests, which capture Qt's messages, do not call it."""
    from PySide6.QtCore import qInstallMessageHandler

    def handler(_kind, _context, message: str) -> None:
        if not message.startswith("This plugin does not support"):
            sys.stderr.write(message + "\n")

    qInstallMessageHandler(handler)


def window_options(args: list[str]) -> tuple[argparse.Namespace, CalcState | None, tuple[int, int] | None]:
    """The window's arguments read and checked, before any window or
    display is needed: ``(options, the --hand state or None, the --size or
    None)``. `python -m trainer` calls it before it checks the display, so
    a bad argument is exit 2 whether a window could open here or not.

    Raises:
        SystemExit: 2 with argparse's message for a bad argument (an
            unknown option, a bad --tab/--lang, --hand or --size that
            cannot be read), 0 after printing --help.
    """
    parser = _parser()
    opts = parser.parse_args(args)
    state = size = None
    if opts.hand is not None and not opts.hand.strip():
        parser.error("--hand: empty; give a SCHEMA.md hand (JSON) or a quiz hand code")
    if opts.hand:
        try:
            state = state_from_json(opts.hand)
        except (ValueError, HandError) as e:
            parser.error(f"--hand: {str(getattr(e, 'message', e))[:300]}")
    if opts.size:
        try:
            size = parse_size(opts.size)
        except ValueError as e:
            parser.error(f"--size: {e}")
    return opts, state, size


def main(args: list[str] | None = None) -> int:
    """Run the window; returns the process exit code (see module docstring)."""
    try:
        opts, state, size = window_options(sys.argv[1:] if args is None else args)
    except SystemExit as e:
        return int(e.code or 0)
    if opts.check:
        from .preflight import check_main

        return check_main()
    if opts.screenshot:
        # a screenshot needs no screen: render offscreen (grab() draws the
        # same) rather than depend on a display and its libraries
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QApplication.instance() or QApplication([sys.argv[0] if sys.argv else "trainer"])
    app.setOrganizationName(ORGANISATION)
    app.setApplicationName(APPLICATION)
    app.setWindowIcon(app_icon())
    i18n.install_language(app, opts.lang or i18n.saved_language())
    window = MainWindow(state, settings=None if opts.screenshot else QSettings())
    if size is not None:
        window.resize(*size)
    if opts.tab != "calculator":
        window.show_tab(opts.tab)
    window.show()
    if opts.screenshot:
        # Keep the pointer off the window so no hover lights a line.
        screen = window.screen().geometry()
        QCursor.setPos(screen.right(), screen.bottom())
        for _ in range(3):
            app.processEvents()
        tasks.wait_for_tasks()  # a tab that reads in the background (Progress) shows its data
        for _ in range(3):
            app.processEvents()
        if not window.grab().save(opts.screenshot, "PNG"):
            print(f"--screenshot: could not write {opts.screenshot}", file=sys.stderr)
            return 1
        window.close()
        return 0
    warming: list[threading.Thread] = []
    QTimer.singleShot(WARM_AFTER_MS, lambda: warming.append(warm_up()))
    code = app.exec()
    for thread in warming:
        # a daemon thread still importing (pyqtgraph, numpy) while the
        # interpreter shuts down crashed it (a quit within ~2 s of start)
        thread.join(timeout=30)
    return code
