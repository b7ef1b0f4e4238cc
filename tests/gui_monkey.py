"""A seeded GUI monkey for the whole window (issue 15): random clicks,
right-clicks, shortcuts, typing, pasting, dialogs, language and preset
switches, window sizes and undo storms over every screen, the screens found
from the window's own tab list (`MainWindow` tabs, `TABS`) so that screens
added later are covered with no change here.

Used by `tests/ui/test_gui_monkey.py`; also runs alone for longer hunts:

    python tests/gui_monkey.py --events 100000 --seed 7

Modal dialogs and popup menus are handled by a timer while they are open:
the monkey types into them, picks an entry or clicks a button, and closes
them. File dialogs never open: the monkey answers ``QFileDialog``'s static
functions itself (Cancel, or a name inside its own folder), so nothing is
written outside that folder. Every event is recorded (`Monkey.log`, the last ones printed when
something fails) so a failure can be replayed with its seed.
"""

from __future__ import annotations

import os
import random
import sys
import time
from collections import deque

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
if __name__ == "__main__":  # run alone (``python tests/gui_monkey.py``): the repository is importable
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

import shiboken6  # noqa: E402
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer  # noqa: E402
from PySide6.QtGui import QGuiApplication, QInputMethodEvent, QWheelEvent  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import (  # noqa: E402
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QDialog,
    QFileDialog,
    QLineEdit,
    QMenu,
    QMessageBox,
    QScrollBar,
    QWidget,
)

from trainer.ui.app.main_window import TABS, MainWindow  # noqa: E402
from trainer.ui.base import i18n  # noqa: E402

#: Keys a learner or a player presses (the window's shortcuts among them).
KEYS = (
    [(Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier),
     (Qt.Key.Key_R, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier),
     (Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier),
     (Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
     (Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier),
     (Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier), (Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)]
    + [(k, Qt.KeyboardModifier.NoModifier) for k in (
        Qt.Key.Key_R, Qt.Key.Key_T, Qt.Key.Key_W, Qt.Key.Key_D, Qt.Key.Key_U, Qt.Key.Key_Escape, Qt.Key.Key_F1,
        Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Tab, Qt.Key.Key_Backtab, Qt.Key.Key_Backspace,
        Qt.Key.Key_Space, Qt.Key.Key_Up, Qt.Key.Key_Down, Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown, Qt.Key.Key_Home, Qt.Key.Key_End, Qt.Key.Key_Delete)]
    + [(getattr(Qt.Key, f"Key_{i}"), Qt.KeyboardModifier.AltModifier) for i in range(1, 5)]
    + [(getattr(Qt.Key, f"Key_{i}"), Qt.KeyboardModifier.ControlModifier) for i in range(1, 7)]
)

#: Text the monkey types or pastes: hands, hand codes, and trouble.
TEXTS = (
    "234m456p678s33355s", "11z 234m 555z(pon) 0555p(ankan) 7777s(kakan) win 1z", "123m456p789s11z 555z(pon) win 1z",
    "19m19p19s1234567z1z", "22334455667788p", "234m456p678s3335s", "1112345678999m", "23m456p678s33355s 111z(pon)", "1111m", "0m0m0m0m", "99999999999z", "win", "(pon)", "12345",
    "EIgA4EIMw05dhlRRRZZQFMAA4fg", "EIgA4EIMw05dhlRRRZZQFMAA4fX", "abc", "-1", "99", "yakuman", "25", "170", "30",
    "🀄 中 發", "\u202e\u0000x", "m" * 300, "1" * 5000, "[" * 3000, "{\"closed\": \"234m\"}", " ", "",
)
TEXT_CHARS = "0123456789mpsz winponchikan()[]{}\"':,.-_ABCxyz中😀\t"
SIZES = ((800, 600), (1024, 768), (1280, 800), (1440, 900), (1920, 1080))
#: Names the monkey gives a file dialog (inside its own folder; ``None`` is Cancel).
FILE_NAMES = (None, None, "deck.json", "hand.png", "hand.svg", "sheet.pdf", "history.jsonl", "game.xml",
              "missing.json", "課件.json", "no extension", "sub/dir/x.json")


class Monkey:
    """Random events over a `MainWindow` (see the module docstring).

    Args:
        window: the shown window.
        seed: the random seed (the same seed gives the same events, up to timing).

    Attributes: `events` (events sent so far), `log` (the last 200, for a
    report), `counts` (events by kind).
    """

    def __init__(self, window: MainWindow, seed: int, folder: str | os.PathLike) -> None:
        self.window = window
        self.folder = os.fspath(folder)
        self.app = QApplication.instance()
        self.rng = random.Random(seed)
        self.events = 0
        self.log: deque[str] = deque(maxlen=200)
        self.counts: dict[str, int] = {}
        self.keys = ["calculator"] + [spec.key for spec in TABS]
        self._dialog_steps = 0
        self._stopped = False
        self._last_note = time.monotonic()
        # MONKEY_TRACE=path: every event is also written there at once, so a
        # crash that kills the process (a segmentation fault) leaves its trace
        trace = os.environ.get("MONKEY_TRACE")
        self._trace = open(trace, "a", encoding="utf-8", buffering=1) if trace else None  # noqa: SIM115
        self._dialog_timer = QTimer()
        self._dialog_timer.setInterval(1)
        self._dialog_timer.timeout.connect(self._handle_dialogs)
        self._dialog_timer.start()
        self._file_dialogs = {name: QFileDialog.__dict__[name] for name in
                              ("getOpenFileName", "getOpenFileNames", "getSaveFileName", "getExistingDirectory")}
        for name in self._file_dialogs:
            setattr(QFileDialog, name, staticmethod(lambda *a, _name=name, **k: self._file_answer(_name)))

    def _file_answer(self, name: str):
        """What a person picks in a file dialog: Cancel or a file of the monkey's folder."""
        pick = self.rng.choice(FILE_NAMES)
        self._note("file dialog", f"{name}: {pick}")
        path = "" if pick is None else os.path.join(self.folder, pick)
        if name == "getOpenFileNames":
            return ([path] if path else []), ""
        if name == "getExistingDirectory":
            return self.folder if path else ""
        return path, ""

    def stop(self) -> None:
        """Stop: no more answers to dialogs, no action still queued (it would
        open a menu or a dialog later, in someone else's test), and any
        popup or dialog still open closed."""
        self._dialog_timer.stop()
        self._stopped = True
        for name, original in self._file_dialogs.items():
            setattr(QFileDialog, name, original)
        if self._trace is not None:
            self._trace.close()
            self._trace = None
        for _ in range(50):
            QApplication.processEvents()
            shown = QApplication.activePopupWidget() or QApplication.activeModalWidget()
            if shown is None:
                break
            shown.close()

    # -- bookkeeping -----------------------------------------------------
    def _note(self, kind: str, what: str, n: int = 1) -> None:
        self._last_note = time.monotonic()
        self.events += n
        self.counts[kind] = self.counts.get(kind, 0) + n
        self.log.append(f"{self.events}: {kind} {what}")
        if self._trace is not None:
            self._trace.write(f"{self.events}: {kind} {what}\n")

    def report(self) -> str:
        """The last events, newest last."""
        return "\n".join(self.log)

    # -- what is on screen -----------------------------------------------
    def _current_screen(self) -> QWidget:
        return self.window.tabs.currentWidget()

    def _targets(self, interactive: bool) -> list[QWidget]:
        root = self.window if self.rng.random() < 0.15 else self._current_screen()
        out = []
        for w in root.findChildren(QWidget):
            if not (w.isVisible() and w.isEnabled() and w.width() > 1 and w.height() > 1):
                continue
            if isinstance(w, QScrollBar) and self.rng.random() < 0.8:
                continue
            if not interactive or isinstance(w, (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox)) \
                    or type(w).__module__.startswith("trainer."):
                out.append(w)
        return out

    def _point_in(self, w: QWidget) -> QPoint:
        return QPoint(self.rng.randrange(max(1, w.width())), self.rng.randrange(max(1, w.height())))

    # -- one step ---------------------------------------------------------
    def step(self) -> None:
        """One random action (one or more events)."""
        r = self.rng.random()
        if r < 0.40:
            self.click(Qt.MouseButton.LeftButton)
        elif r < 0.48:
            self.click(Qt.MouseButton.RightButton)
        elif r < 0.50:
            self.double_click()
        elif r < 0.66:
            self.key()
        elif r < 0.76:
            self.type_text()
        elif r < 0.81:
            self.paste()
        elif r < 0.86:
            self.switch_tab()
        elif r < 0.89:
            self.undo_storm()
        elif r < 0.92:
            self.preset()
        elif r < 0.935:
            self.language()
        elif r < 0.95:
            self.resize()
        elif r < 0.97:
            self.open_dialog()
        else:
            self.wheel()
        self.app.processEvents()

    def run(self, events: int) -> None:
        """Steps until `events` events were sent."""
        while self.events < events:
            self.step()

    # -- the actions ------------------------------------------------------
    def click(self, button) -> None:
        targets = self._targets(interactive=self.rng.random() < 0.85)
        if not targets:
            return
        w = self.rng.choice(targets)
        pos = self._point_in(w)
        kind = "click" if button == Qt.MouseButton.LeftButton else "right-click"
        self._note(kind, f"{type(w).__name__}({w.objectName()}) at {pos.x()},{pos.y()}")
        QTest.mouseClick(w, button, Qt.KeyboardModifier.NoModifier, pos)

    def double_click(self) -> None:
        targets = self._targets(interactive=True)
        if targets:
            w = self.rng.choice(targets)
            self._note("double-click", type(w).__name__)
            QTest.mouseDClick(w, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, self._point_in(w))

    def _focus_target(self) -> QWidget:
        return QApplication.focusWidget() or self._current_screen()

    def key(self) -> None:
        key, mods = self.rng.choice(KEYS)
        target = self._focus_target()
        self._note("key", f"{key.name}+{mods} to {type(target).__name__}")
        QTest.keyClick(target, key, mods)

    def type_text(self) -> None:
        if self.rng.random() < 0.5:
            text = self.rng.choice(TEXTS)[:60]
        else:
            text = "".join(self.rng.choice(TEXT_CHARS) for _ in range(self.rng.randrange(1, 12)))
        edits = [w for w in self._targets(interactive=True) if isinstance(w, QLineEdit)]
        target = self.rng.choice(edits) if edits and self.rng.random() < 0.7 else self._focus_target()
        if isinstance(target, QLineEdit):
            target.setFocus()
        self._note("typing", f"{text[:20]!r} into {type(target).__name__}", max(1, len(text)))
        for ch in text:
            if " " <= ch <= "~":
                QTest.keyClick(target, ch)
            else:  # what an input method sends for text no key makes (QTest asserts on non-ASCII keys)
                event = QInputMethodEvent()
                event.setCommitString(ch)
                QApplication.sendEvent(target, event)

    def paste(self) -> None:
        text = self.rng.choice(TEXTS + ("x" * 100_000,))
        QGuiApplication.clipboard().setText(text)
        target = self._focus_target()
        if self.rng.random() < 0.5:
            self._note("paste", f"{text[:20]!r} with Ctrl+Shift+V")
            QTest.keyClick(target, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        else:
            self._note("paste", f"{text[:20]!r} with Ctrl+V into {type(target).__name__}")
            QTest.keyClick(target, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)

    def switch_tab(self) -> None:
        key = self.rng.choice(self.keys)
        self._note("tab", key)
        self.window.show_tab(key)

    def undo_storm(self) -> None:
        n = self.rng.randrange(10, 40)
        self._note("undo storm", f"{n} × Ctrl+Z/Ctrl+Y", n)
        for _ in range(n):
            key = Qt.Key.Key_Z if self.rng.random() < 0.6 else Qt.Key.Key_Y
            QTest.keyClick(self.window, key, Qt.KeyboardModifier.ControlModifier)

    def preset(self) -> None:
        combo = self.window.rules_combo
        i = self.rng.randrange(combo.count())
        self._note("preset", str(combo.itemData(i)))
        combo.setCurrentIndex(i)
        combo.activated.emit(i)

    def language(self) -> None:
        code = self.rng.choice(i18n.CODES)
        self._note("language", code)
        self.window.set_language(code)

    def resize(self) -> None:
        w, h = self.rng.choice(SIZES)
        self._note("resize", f"{w}x{h}")
        self.window.resize(w, h)

    def open_dialog(self) -> None:
        """A dialog or menu of the window's own: options, language menu, the
        calculator's hand code and shortcut list (answered by the timer)."""
        choice = self.rng.randrange(4)
        self._note("dialog", ("rules options", "language menu", "hand code", "shortcuts")[choice])
        if choice == 0:
            self.window.open_rules_dialog()
        elif choice == 1:
            self.window.language_menu.exec(self.window.mapToGlobal(QPoint(100, 40)))
        elif choice == 2:
            self.window.calculator.open_hand_code()
        else:
            self.window.calculator.show_shortcuts()

    def wheel(self) -> None:
        targets = self._targets(interactive=False)
        if targets:
            w = self.rng.choice(targets)
            pos = QPointF(self._point_in(w))
            delta = QPoint(0, self.rng.choice((-360, -120, 120, 360)))
            self._note("wheel", f"{type(w).__name__} {delta.y()}")
            where = QPointF(w.mapToGlobal(pos.toPoint()))
            QTest.mouseMove(w, pos.toPoint())
            if not shiboken6.isValid(w):  # the hover rebuilt what was under the pointer
                return
            event = QWheelEvent(pos, where, QPoint(), delta, Qt.MouseButton.NoButton,
                                Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
            QApplication.sendEvent(w, event)

    # -- dialogs and menus, while they are open ---------------------------
    # Anything the handler does to a dialog may open another modal one (a
    # file dialog's "no such file", a question): Qt never runs a timer's slot
    # again while it is still running, so each action is posted on a
    # single-shot timer of its own and the handler returns at once.
    def _later(self, target, method: str) -> None:
        """Call ``target.method()`` from the event loop, unless `target` is gone by then."""
        def run():
            if not self._stopped and shiboken6.isValid(target):
                getattr(target, method)()
        QTimer.singleShot(0, run)

    def _open_dialogs(self) -> list[QWidget]:
        """Visible dialogs and menus other than the window, whether or not
        Qt reports them active (offscreen, a dialog opened from a dialog's
        button is not always the active modal one)."""
        return [w for w in QApplication.topLevelWidgets()
                if w.isVisible() and w is not self.window and isinstance(w, (QDialog, QMenu))]

    def _handle_dialogs(self) -> None:
        if time.monotonic() - self._last_note > 15:
            # stuck in some nested loop for 15 s: close every other window (a
            # hang would stop the whole test run; the log says it happened)
            self._note("unstuck: closed", ", ".join(type(w).__name__ for w in QApplication.topLevelWidgets()
                                                   if w.isVisible() and w is not self.window))
            for w in QApplication.topLevelWidgets():
                if w.isVisible() and w is not self.window:
                    self._later(w, "reject" if isinstance(w, QDialog) else "close")
            return
        popup = QApplication.activePopupWidget()
        modal = QApplication.activeModalWidget()
        if popup is None and modal is None:
            stray = self._open_dialogs()
            if not stray:
                self._dialog_steps = 0
                return
            self._dialog_steps += 1
            if self._dialog_steps > 50:  # open, and not answered for 50 ms: the newest one is closed
                self._note("dialog close (not active)", type(stray[-1]).__name__)
                self._dialog_steps = 0
                self._later(stray[-1], "reject" if isinstance(stray[-1], QDialog) else "close")
            return
        self._dialog_steps += 1
        if self._dialog_steps % 5:  # a few milliseconds between two actions on the same dialog
            return
        rng = self.rng
        if popup is not None:
            if isinstance(popup, QMenu):
                actions = [a for a in popup.actions() if a.isEnabled() and not a.isSeparator()]
                if actions and rng.random() < 0.5:
                    a = rng.choice(actions)
                    self._note("menu entry", a.text()[:30])
                    popup.close()
                    if a.menu() is None:
                        self._later(a, "trigger")
                    return
            self._note("close popup", type(popup).__name__)
            popup.close()
            return
        if self._dialog_steps > 30 or rng.random() < 0.3:
            self._finish_dialog(modal)
            return
        children = [w for w in modal.findChildren(QWidget) if w.isVisible() and w.isEnabled()]
        edits = [w for w in children if isinstance(w, QLineEdit)]
        if edits and rng.random() < 0.5:
            e = rng.choice(edits)
            text = rng.choice(TEXTS)[:40]
            self._note("dialog typing", repr(text[:20]), max(1, len(text)))
            e.setText(text)
            return
        checks = [w for w in children if isinstance(w, (QAbstractButton, QComboBox, QAbstractSpinBox))
                  and not (isinstance(w, QAbstractButton) and w.parent() is not None
                           and type(w.parent()).__name__ == "QDialogButtonBox")]
        if checks:
            w = rng.choice(checks)
            self._note("dialog click", type(w).__name__)
            if isinstance(w, QAbstractSpinBox):
                w.stepBy(rng.choice((-3, -1, 1, 3)))
            elif isinstance(w, QComboBox):
                w.setCurrentIndex(rng.randrange(max(1, w.count())))
            else:
                self._later(w, "click")

    def _finish_dialog(self, modal: QWidget) -> None:
        rng = self.rng
        self._dialog_steps = 0
        if isinstance(modal, QMessageBox):
            buttons = modal.buttons()
            if buttons:
                b = rng.choice(buttons)
                self._note("dialog answer", b.text()[:20])
                self._later(b, "click")
                return
        if isinstance(modal, QDialog) and rng.random() < 0.5:
            self._note("dialog accept", type(modal).__name__)
            self._later(modal, "accept")
            return
        self._note("dialog close", type(modal).__name__)
        self._later(modal, "reject" if isinstance(modal, QDialog) else "close")


def main(argv: list[str]) -> int:
    """Run the monkey alone: ``--events N --seed S``; prints the counts."""
    import argparse
    import tempfile
    import time

    p = argparse.ArgumentParser(description="A seeded GUI monkey over the whole window.")
    p.add_argument("--events", type=int, default=10_000)
    p.add_argument("--seed", type=int, default=1)
    a = p.parse_args(argv)
    errors = []
    sys.excepthook = lambda *info: errors.append(info)
    with tempfile.TemporaryDirectory() as tmp:
        # alone as under pytest: home, data, config and cache in the temporary folder
        for name in ("HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
            os.environ[name] = os.path.join(tmp, name.lower())
            os.makedirs(os.environ[name])
        os.makedirs(os.path.join(tmp, "files"))
        app = QApplication.instance() or QApplication([])
        window = MainWindow(settings=None, data_dir=os.path.join(tmp, "data"))
        window.resize(1440, 900)
        window.show()
        monkey = Monkey(window, a.seed, os.path.join(tmp, "files"))
        t = time.perf_counter()
        try:
            while monkey.events < a.events and not errors:
                monkey.step()
        except Exception:  # noqa: BLE001 — raised by the monkey's own call, not a slot
            errors.append(sys.exc_info())
        # close while the monkey still answers: a screen may ask first (an
        # unsaved deck) and, unanswered, the question would wait forever
        closed = any(window.close() for _ in range(30))
        monkey.stop()
        if not closed:
            window.close()
        app.processEvents()
    print(f"{monkey.events} events in {time.perf_counter() - t:.1f} s, seed {a.seed}: {monkey.counts}")
    if errors:
        import traceback

        print(monkey.report())
        traceback.print_exception(*errors[0])
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
