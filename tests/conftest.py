"""Shared test set-up: headless Qt and the location of the shared ground truth."""

import os
import tempfile
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No test writes into the real user's data or settings: Qt's data and
# settings folders (QStandardPaths, QSettings) point into a fresh folder.
_SANDBOX = tempfile.mkdtemp(prefix="trainer-tests-")
os.environ["XDG_DATA_HOME"] = os.path.join(_SANDBOX, "data")
os.environ["XDG_CONFIG_HOME"] = os.path.join(_SANDBOX, "config")

ROOT = Path(__file__).resolve().parent.parent
SHARED_DATA = ROOT.parent / "shared" / "data"

# CI runs the property tests with a fixed derandomised search, so a green
# submission stays green; local runs keep exploring new examples.
if os.environ.get("CI"):
    from hypothesis import settings

    settings.register_profile("ci", derandomize=True, database=None)
    settings.load_profile("ci")


import pytest  # noqa: E402


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
