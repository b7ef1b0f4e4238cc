"""Background work with progress and errors, the same way on every screen
(Anki's ``QueryOp``/``CollectionOp`` idea, STYLE.md §1).

    task = run_task(self, lambda progress: import_files(paths, progress),
                    done=self.show_games, label=self.tr("Importing games…"))

`work` runs on Qt's global thread pool and never touches a widget; it may
call ``progress(done, total)`` and read ``progress.cancelled``. `done` and
`failed` run on the GUI thread. Without `failed`, an error is shown in a
message box over `parent`. A cancelled task's result goes to `stopped`
(when given) instead of `done`. A screen calls `MainWindow.run_task`, which
also shows a progress bar with the task's label while it runs, and a
Cancel button beside it for a task that is `cancellable`.
"""

from __future__ import annotations

import threading
import traceback
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal, Slot
from PySide6.QtWidgets import QMessageBox, QWidget


class Progress:
    """What a background `work` function is handed: call it with
    ``(done, total)`` (ints, total ≥ 1, or 0 when unknown) to report
    progress; `cancelled` turns true when the user asked to stop (the work
    should return early, its result is then dropped)."""

    def __init__(self, task: Task) -> None:
        self._task = task

    def __call__(self, done: int, total: int = 0) -> None:
        """Report `done` of `total` steps (thread-safe; coalesced by Qt)."""
        self._task.progressed.emit(int(done), int(total))

    @property
    def cancelled(self) -> bool:
        """True once `Task.cancel` was called."""
        return self._task._cancel.is_set()


class Task(QObject):
    """One piece of background work (made by `run_task`); lives on the GUI
    thread, so its slots run there whichever thread emits.

    Signals (GUI thread): ``progressed(done, total)``, ``succeeded(result)``,
    ``errored(exception)``, ``finished()`` after `done` or `failed` ran (not
    after a cancel), ``stopped()`` once the work of a cancelled task has
    returned (after `stopped`, the callback, ran). Attributes: `label`
    (what the progress bar says), `cancellable` (the work reads
    ``progress.cancelled``: the window offers a Cancel button).
    """

    progressed = Signal(int, int)
    succeeded = Signal(object)
    errored = Signal(object)
    finished = Signal()
    stopped = Signal()

    def __init__(self, label: str, done: Callable[[Any], None],
                 failed: Callable[[BaseException], None] | None, parent_widget: QWidget | None,
                 stopped: Callable[[Any], None] | None = None, cancellable: bool = False) -> None:
        super().__init__()
        self.label = label
        self.cancellable = cancellable
        self._done = done
        self._failed = failed
        self._stopped = stopped
        self._parent_widget = parent_widget
        self._cancel = threading.Event()
        self.succeeded.connect(self._on_success)
        self.errored.connect(self._on_error)

    def cancel(self) -> None:
        """Ask the work to stop; its result (or error) is then ignored."""
        self._cancel.set()

    @property
    def cancelled(self) -> bool:
        """True once `cancel` was called."""
        return self._cancel.is_set()

    @Slot(object)
    def _on_success(self, result: object) -> None:
        _running.discard(self)
        try:
            if not self.cancelled:
                self._done(result)
                self.finished.emit()
            else:
                if self._stopped is not None:
                    self._stopped(result)
                self.stopped.emit()
        finally:
            self.deleteLater()  # done with: its connections (and what they hold) go with it

    @Slot(object)
    def _on_error(self, error: BaseException) -> None:
        _running.discard(self)
        try:
            if self.cancelled:
                if self._stopped is not None:
                    self._stopped(None)
                self.stopped.emit()
                return
            if self._failed is not None:
                self._failed(error)
            else:
                QMessageBox.warning(self._parent_widget, self.label or "", str(error) or type(error).__name__)
            self.finished.emit()
        finally:
            self.deleteLater()


class _Runner(QRunnable):
    def __init__(self, task: Task, work: Callable[[Progress], Any]) -> None:
        super().__init__()
        self.task = task
        self.work = work

    def run(self) -> None:  # pool thread
        task = self.task
        try:
            result = self.work(Progress(task))
        except BaseException as e:  # noqa: BLE001 — reported on the GUI thread, never lost
            e.__traceback_text__ = traceback.format_exc()  # type: ignore[attr-defined]
            task.errored.emit(e)
            return
        task.succeeded.emit(result)


#: Tasks still running, so Python keeps them (and their slots) alive.
_running: set[Task] = set()


def run_task(parent: QWidget | None, work: Callable[[Progress], Any], *, done: Callable[[Any], None],
             failed: Callable[[BaseException], None] | None = None, label: str = "",
             stopped: Callable[[Any], None] | None = None, cancellable: bool = False) -> Task:
    """Run `work(progress)` on the thread pool; then `done(result)` or
    `failed(error)` on the GUI thread (see the module docstring).

    Args:
        parent: the widget that asked (error boxes appear over it; None: no
            parent).
        work: the function to run off the GUI thread; touches no widget.
        done: receives the result. failed: receives the exception (default:
            a warning box with its text).
        label: what the progress bar says while it runs.
        stopped: receives the result (None after an error) of a task that
            was cancelled, once its work has returned.
        cancellable: the work reads ``progress.cancelled`` and stops soon
            after (the window then offers a Cancel button).

    Returns:
        The `Task` (connect to its signals, or `cancel` it).
    """
    task = Task(label, done, failed, parent, stopped, cancellable)
    _running.add(task)
    QThreadPool.globalInstance().start(_Runner(task, work))
    return task


def cancel_tasks() -> int:
    """Ask every running task to stop (the window is closing: work that
    reads `progress.cancelled`, like an import, stops after its current
    step: an import between two hands, taking out what it stored); returns
    how many."""
    for task in list(_running):
        task.cancel()
    return len(_running)


def wait_for_tasks(msecs: int = 30_000) -> bool:
    """Block until the pool is idle (tests, and the window on exit); True
    when every task finished in time. Their `done` callbacks still need the
    event loop to run."""
    return QThreadPool.globalInstance().waitForDone(msecs)
