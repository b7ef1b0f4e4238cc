"""Install without Python (issue 23): --version, the About box, the
preflight in frozen builds (PyInstaller, Nuitka layouts faked in a
temporary folder), and the .deb's dependencies. The bundle itself is
built and run by .ci/run (packaging/build.py)."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

from trainer import credits
from trainer.ui.app import preflight

ROOT = Path(__file__).resolve().parents[1]


def test_version_is_printed_and_is_the_package_version():
    p = subprocess.run([sys.executable, "-m", "trainer", "--version"], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert p.returncode == 0, p.stderr
    # the version written in trainer/__init__.py (pyproject reads it from there)
    written = re.search(r'__version__ = "([^"]+)"', (ROOT / "trainer" / "__init__.py").read_text()).group(1)
    assert p.stdout.strip() == f"Riichi Scoring Trainer {written}"
    assert 'path = "trainer/__init__.py"' in (ROOT / "pyproject.toml").read_text()


def _fake_bundle(root: Path, plugins: str, libraries: str) -> None:
    (root / plugins / "platforms").mkdir(parents=True)
    (root / plugins / "platforms" / "libqoffscreen.so").write_bytes(b"")
    (root / libraries).mkdir(parents=True, exist_ok=True)
    (root / libraries / "libQt6Widgets.so.6").write_bytes(b"")


def test_a_pyinstaller_bundle_is_found_where_pyinstaller_puts_qt(tmp_path, monkeypatch):
    _fake_bundle(tmp_path, "PySide6/Qt/plugins", "PySide6/Qt/lib")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    layout = preflight.qt_layout()
    assert layout.build == "PyInstaller"
    assert layout.plugins == tmp_path / "PySide6" / "Qt" / "plugins"
    assert layout.libraries == tmp_path / "PySide6" / "Qt" / "lib"
    monkeypatch.setattr(preflight, "missing_libraries", lambda path: [])
    assert preflight.check({"QT_QPA_PLATFORM": "offscreen"}).can_open


def test_a_nuitka_build_is_found_and_never_called_a_missing_pip_install(tmp_path, monkeypatch):
    _fake_bundle(tmp_path, "PySide6/qt-plugins", ".")
    monkeypatch.setattr(preflight, "frozen_build", lambda: "Nuitka")
    monkeypatch.setattr(sys, "executable", str(tmp_path / "riichi-trainer.bin"))
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    layout = preflight.qt_layout()
    assert (layout.build, layout.plugins, layout.libraries) == ("Nuitka", tmp_path / "PySide6" / "qt-plugins",
                                                                 tmp_path)
    monkeypatch.setattr(preflight, "missing_libraries", lambda path: [])
    assert preflight.check({"QT_QPA_PLATFORM": "offscreen"}).can_open
    # the same build without its plugins: a broken bundle, not "PySide6 is not installed"
    (tmp_path / "PySide6" / "qt-plugins" / "platforms" / "libqoffscreen.so").unlink()
    (tmp_path / "PySide6" / "qt-plugins" / "platforms").rmdir()
    (tmp_path / "PySide6" / "qt-plugins").rmdir()
    report = preflight.check({"QT_QPA_PLATFORM": "offscreen"})
    assert not report.can_open
    assert "Nuitka build" in report.problem and "PySide6 is not installed" not in report.problem
    assert "pip" not in report.problem


def test_check_reports_the_bundle_parts(tmp_path, monkeypatch):
    # A bundle without the SVG plugins: --check says so (a broken bundle).
    _fake_bundle(tmp_path, "PySide6/Qt/plugins", "PySide6/Qt/lib")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    findings = {f.what: f for f in preflight.bundle_findings()}
    assert findings["SVG support"].ok is False and "libqsvg.so" in findings["SVG support"].detail
    assert findings["SVG support"].fix == "unpack the bundle again"
    assert findings["translations"].ok  # the source tree's .qm files
    assert findings["CJK font"].ok  # the bundled subset at least


def test_the_about_box_shows_the_version_and_every_licence(qtbot):
    from trainer import __version__
    from trainer.ui.app.about import AboutDialog

    dialog = AboutDialog()
    qtbot.addWidget(dialog)
    assert __version__ in dialog.version_label.text()
    rows = {dialog.table.item(r, 0).text(): dialog.table.item(r, 2).text() for r in range(dialog.table.rowCount())}
    assert rows["Qt 6 and PySide6"] == "LGPL-3.0-only"
    assert rows["Noto Sans CJK (subset)"] == "OFL-1.1"
    assert {c.name for c in credits.COMPONENTS if c.distribution != "pyinstaller"} <= set(rows)


def test_the_window_opens_the_about_box(qtbot, tmp_path, monkeypatch):
    from trainer.ui.app import about
    from trainer.ui.app.main_window import MainWindow

    opened = []
    monkeypatch.setattr(about.AboutDialog, "exec", lambda self: opened.append(self) or 0)
    window = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.about_action.trigger()
    assert len(opened) == 1 and opened[0].parent() is window


def test_every_licence_file_named_by_the_credits_exists():
    for c in credits.COMPONENTS:
        for name in c.licence_files:
            assert (ROOT / name).is_file(), name
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in (ROOT / "packaging/licences/LGPL-3.0.txt").read_text()


@pytest.mark.skipif(not (ROOT / "packaging" / "build.py").exists(), reason="no packaging/")
def test_the_deb_depends_on_every_library_qt_needs():
    sys.path.insert(0, str(ROOT / "packaging"))
    try:
        import build
    finally:
        sys.path.remove(str(ROOT / "packaging"))
    depends = build.deb_depends()
    for package in preflight.GUI_PACKAGES + preflight.X11_PACKAGES:
        assert package in depends, package
    assert "libglib2.0-0t64 | libglib2.0-0" in depends  # Debian 13 / Ubuntu 24.04 renamed it
