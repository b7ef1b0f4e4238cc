"""trainer.ui.base.tasks: background work reports progress, its result and
its errors on the GUI thread; the main window shows a progress bar meanwhile."""

import threading

from PySide6.QtCore import QThread
from PySide6.QtWidgets import QApplication

from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import tasks


def test_work_runs_off_the_gui_thread_and_its_result_comes_back_on_it(qtbot):
    gui = QThread.currentThread()
    seen = {}

    def work(progress):
        seen["worker"] = QThread.currentThread() is not gui
        for i in range(5):
            progress(i + 1, 5)
        return sum(range(10))

    got = []
    progress = []
    task = tasks.run_task(None, work, done=lambda r: got.append((r, QThread.currentThread() is gui)))
    task.progressed.connect(lambda d, t: progress.append((d, t)))
    qtbot.waitUntil(lambda: bool(got), timeout=5000)
    assert got == [(45, True)]
    assert seen["worker"] is True
    QApplication.processEvents()
    assert progress[-1] == (5, 5)


def test_an_error_goes_to_failed_on_the_gui_thread(qtbot):
    gui = QThread.currentThread()
    errors = []

    def work(progress):
        raise ValueError("line 3 of game.xml is not a log")

    tasks.run_task(None, work, done=lambda r: errors.append("done?"),
                   failed=lambda e: errors.append((str(e), QThread.currentThread() is gui)))
    qtbot.waitUntil(lambda: bool(errors), timeout=5000)
    assert errors == [("line 3 of game.xml is not a log", True)]


def test_a_cancelled_task_drops_its_result(qtbot):
    gate = threading.Event()
    got = []

    def work(progress):
        gate.wait(5)
        return "late"

    task = tasks.run_task(None, work, done=got.append)
    task.cancel()
    gate.set()
    assert tasks.wait_for_tasks(5000)
    QApplication.processEvents()
    assert got == []


def test_the_window_shows_a_progress_bar_while_a_task_runs(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    gate = threading.Event()
    done = []
    w.run_task(lambda progress: (progress(1, 4), gate.wait(5)), done=done.append, label="Importing")
    qtbot.waitUntil(lambda: w.statusBar().isVisible(), timeout=5000)
    gate.set()
    qtbot.waitUntil(lambda: bool(done), timeout=5000)
    QApplication.processEvents()
    assert not w.statusBar().isVisible()
