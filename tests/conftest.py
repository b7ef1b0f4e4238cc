"""Shared test set-up: headless Qt, the test data inside the repository, and a
sandbox every test runs in.

- ``SHARED_DATA`` is ``tests/data/shared`` (a copy of the team's shared
  ground truth, see ``tests/data/README.md``): nothing outside the repository
  is read, so a fresh clone runs every test.
- ``HOME``, the XDG data, config, cache, state and runtime folders,
  Hypothesis's storage and (from the first test on) the current directory
  point into a fresh temporary folder, one per test process (each
  pytest-xdist worker has its own; removed when the process ends); the
  repository root stays importable, also in subprocesses (``PYTHONPATH``).
- No file dialog ever opens: ``QFileDialog``'s static functions and its
  ``exec``/``open`` raise; a test that needs a path injects it
  (``monkeypatch.setattr(QFileDialog, "getSaveFileName", ...)``).
- At the end of the session (in the process that runs it, not in each
  worker), the run fails if anything appeared in the real home folder (two
  levels deep, and the app's own folders there and in the account's home),
  or in the repository's ``git status --porcelain --ignored`` (Python's
  bytecode and pytest's own cache aside).
"""

import atexit
import itertools
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = ROOT / "tests" / "data" / "shared"

_REAL_HOME = Path(os.environ.get("HOME") or os.path.expanduser("~"))
_SANDBOX = Path(tempfile.mkdtemp(prefix="trainer-tests-"))
atexit.register(shutil.rmtree, _SANDBOX, ignore_errors=True)

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
for _name, _sub in (("HOME", "home"), ("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"),
                    ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"), ("XDG_RUNTIME_DIR", "runtime")):
    (_SANDBOX / _sub).mkdir(mode=0o700)
    os.environ[_name] = str(_SANDBOX / _sub)
(_SANDBOX / "cwd").mkdir()
# Hypothesis keeps its example database and caches in .hypothesis/ of the
# directory pytest starts in (the repository): in the sandbox instead.
os.environ["HYPOTHESIS_STORAGE_DIRECTORY"] = str(_SANDBOX / "hypothesis")
# The repository root stays importable after the move (``python -m pytest``
# put the old current directory first on sys.path), in this process and in
# the subprocesses the tests start.
sys.path.insert(0, str(ROOT))
# The tests live in folders that mirror the packages (tests/core, tests/quiz,
# tests/ui/quiz, …; docs/architecture.md), the shared helpers (hand_builders,
# ui_helpers, …) here. A test may borrow a helper of another test module by
# its name (test names are unique across the folders: tests/test_architecture.py),
# also when it runs alone: every folder of tests is importable, this one first.
_TESTS = Path(__file__).resolve().parent
for _folder in sorted({p.parent for p in _TESTS.rglob("test_*.py") if "data" not in p.relative_to(_TESTS).parts},
                      reverse=True):
    if str(_folder) not in sys.path:
        sys.path.insert(1, str(_folder))
sys.path.insert(1, str(_TESTS))
os.environ["PYTHONPATH"] = os.pathsep.join([str(ROOT), *filter(None, [os.environ.get("PYTHONPATH")])])

# CI runs the property tests with a fixed derandomised search, so a green
# submission stays green; local runs keep exploring new examples (their
# example database lives in the sandbox with the rest).
from hypothesis import settings  # noqa: E402

if os.environ.get("CI"):
    settings.register_profile("ci", derandomize=True, database=None)
    settings.load_profile("ci")


import pytest  # noqa: E402

# -- no file dialog ------------------------------------------------------------
_DIALOG_FUNCTIONS = ("getOpenFileName", "getOpenFileNames", "getSaveFileName", "getExistingDirectory",
                     "getOpenFileUrl", "getOpenFileUrls", "getSaveFileUrl", "getExistingDirectoryUrl",
                     "getOpenFileContent", "saveFileContent", "exec", "exec_", "open")


class FileDialogInTest(AssertionError):
    """A file dialog was about to open during a test: the test must inject
    the path (``monkeypatch.setattr(QFileDialog, "getSaveFileName", ...)``)."""


def _forbid_file_dialogs() -> None:
    """Replace QFileDialog's static functions (and a dialog's ``exec``/``open``)
    with ones that raise `FileDialogInTest`."""
    from PySide6.QtWidgets import QFileDialog

    for name in _DIALOG_FUNCTIONS:
        if not hasattr(QFileDialog, name):
            continue

        def refuse(*args, _name=name, **kwargs):
            raise FileDialogInTest(f"QFileDialog.{_name} was called during a test; inject the path instead")

        setattr(QFileDialog, name, staticmethod(refuse) if name.startswith(("get", "save")) else refuse)


_forbid_file_dialogs()


# -- nothing written outside the sandbox ------------------------------------
_IGNORED_PARTS = {"__pycache__", ".pytest_cache"}


#: The app's own folders (organisation "RiichiTrainer", `trainer.ui.app.main`)
#: under a home folder: a subprocess started with no HOME falls back to the
#: account's home (getpwuid) and would write there.
_APP_FOLDERS = (".local/share/RiichiTrainer", ".config/RiichiTrainer", ".cache/RiichiTrainer",
                ".local/state/RiichiTrainer", ".riichi-trainer")


def _account_home() -> Path | None:
    try:
        import pwd

        return Path(pwd.getpwuid(os.getuid()).pw_dir)
    except (ImportError, KeyError, OSError):
        return None


def _home_listing() -> set[str]:
    """The real home folder's entries two levels deep (names only), and
    every file of the app's own folders there and in the account's home."""
    out = set()
    try:
        for entry in _REAL_HOME.iterdir():
            out.add(f"{_REAL_HOME}/{entry.name}")
            if entry.is_dir() and not entry.is_symlink():
                try:
                    out.update(f"{_REAL_HOME}/{entry.name}/{sub.name}" for sub in entry.iterdir())
                except OSError:
                    pass
    except OSError:
        pass
    for home in {_REAL_HOME, _account_home()} - {None}:
        for folder in _APP_FOLDERS:
            for dirpath, _dirs, files in os.walk(home / folder):
                out.update(os.path.join(dirpath, f) for f in files)
    return out


def _repo_status() -> set[str]:
    """``git status --porcelain --ignored`` of the repository (empty outside a
    git checkout, e.g. in an sdist), without bytecode and pytest's cache."""
    try:
        out = subprocess.run(["git", "status", "--porcelain", "--ignored"], cwd=ROOT, capture_output=True,
                             text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return set()
    if out.returncode != 0:
        return set()
    return {line for line in out.stdout.splitlines()
            if not _IGNORED_PARTS & set(line[3:].rstrip("/").split("/"))}


def _is_worker(config) -> bool:
    return hasattr(config, "workerinput")


def pytest_sessionstart(session):
    """Take the snapshots the session-end check compares with."""
    if not _is_worker(session.config):
        session.config._trainer_before = (_home_listing(), _repo_status())


def pytest_sessionfinish(session, exitstatus):
    """Fail the run if the real home folder or the repository changed."""
    before = getattr(session.config, "_trainer_before", None)
    if before is None:
        return
    home = sorted(_home_listing() - before[0])
    repo = sorted(_repo_status() - before[1])
    litter = home + [f"repository: {line}" for line in repo]
    session.config._trainer_litter = litter
    if litter and session.exitstatus == 0:
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_terminal_summary(terminalreporter, exitstatus, config):
    """Say what the session wrote outside its temporary folders."""
    litter = getattr(config, "_trainer_litter", None)
    if litter:
        terminalreporter.section("written outside the temporary folders", red=True)
        for line in litter[:50]:
            terminalreporter.line(line, red=True)
        terminalreporter.line("FAILED: the tests must write only inside temporary folders (a file you edited "
                              "or created yourself while the tests ran shows here too: run them again)", red=True)


#: A slow test's cost when its marker names none (``slow(seconds=...)``).
_SLOW_SECONDS = 10.0


def _slow_seconds(item) -> float | None:
    """The CPU seconds a ``slow`` test's marker estimates (None: not slow)."""
    mark = item.get_closest_marker("slow")
    return None if mark is None else float(mark.kwargs.get("seconds", _SLOW_SECONDS))


def pytest_collection_modifyitems(config, items):
    """Put the long tests (marked ``slow``) first in each pytest-xdist
    worker's share, the rest in their usual order around them.

    With ``--dist worksteal`` (pyproject's addopts) the workers' first shares
    are contiguous runs of this list (the first ``len // n`` items, then a
    ``len // (n - 1)`` of the rest, …) and an idle worker later takes half of
    the tail of another's queue. So the slow tests are dealt out to the
    shares by their estimated seconds (``slow(seconds=…)``, longest first to
    the least loaded share), each share's at its head: the long runs start at
    once on every worker, side by side, while the quick tests fill in
    around them. All of them at the head of the first share (as before) ran
    one after another on one worker: the leak runs and the monkey, minutes
    in a row, ended the run alone. Without pytest-xdist (one share) the slow
    tests simply come first. Every worker sorts the same collection the same
    way."""
    shares = max(1, int(getattr(config, "workerinput", {}).get("workercount", 1)))
    slow = sorted((item for item in items if _slow_seconds(item) is not None), key=lambda i: -_slow_seconds(i))
    quick = iter([item for item in items if _slow_seconds(item) is None])
    lanes: list[list] = [[] for _ in range(shares)]
    loads = [0.0] * shares
    for item in slow:
        lane = loads.index(min(loads))
        lanes[lane].append(item)
        loads[lane] += _slow_seconds(item)
    ordered, left = [], len(items)
    for k, lane in enumerate(lanes):
        size = left // (shares - k)  # as worksteal deals the first shares
        ordered += lane + list(itertools.islice(quick, max(0, size - len(lane))))
        left -= size
    ordered += list(quick)
    items[:] = ordered


@pytest.fixture(scope="session", autouse=True)
def _sandbox_cwd():
    """Run the tests in the sandbox's current directory. Not earlier: pytest
    finds ``testpaths`` and pytest-xdist starts its workers relative to the
    directory pytest started in."""
    os.chdir(_SANDBOX / "cwd")
    yield


@pytest.fixture(autouse=True)
def _delete_closed_widgets(request):
    """After each test, delete the widgets it closed: pytest-qt closes them
    with ``deleteLater``, which runs only inside an event loop, so without
    this every window of every test stays alive and each later language
    switch walks them all."""
    yield
    if "qtbot" in request.fixturenames:
        from PySide6.QtCore import QCoreApplication, QEvent

        app = QCoreApplication.instance()
        if app is not None:
            app.sendPostedEvents(None, QEvent.Type.DeferredDelete)

