"""A damaged or hand-edited settings file never stops the app (issue 15,
"Settings"): every key of `settings.REGISTRY` (every screen module imported,
so screens added later are covered too) is written with each kind of corrupt
value QSettings can hand back — lists, rects, sizes, byte arrays, variant
blobs, JSON nested 10,000 deep, huge text, wrong types — and the window
starts, builds every tab, and reads the defaults.

Before `settings.read` a rules value read back as a list raised TypeError and
deeply nested JSON raised RecursionError: the window or the Quiz tab did not
come up.
"""

from __future__ import annotations

import importlib
import json
import logging
import os
import pkgutil
import shutil
import subprocess
import sys
import textwrap

import pytest
from conftest import ROOT
from PySide6.QtCore import QByteArray, QPoint, QRect, QSettings, QSize
from PySide6.QtGui import QColor

import trainer.ui
from trainer.ui.app.main_window import TABS, MainWindow
from trainer.ui.base import i18n
from trainer.ui.base import settings as settings_store


def import_every_screen() -> None:
    """Import every module of `trainer.ui` and every tab's factory module, so
    each module-level `Setting` is in `REGISTRY`."""
    for info in pkgutil.walk_packages(trainer.ui.__path__, "trainer.ui."):
        importlib.import_module(info.name)
    for spec in TABS:
        importlib.import_module(spec.factory.split(":")[0])


DEEP_LIST = "[" * 10_000 + "]" * 10_000
DEEP_OBJECT = '{"preset": ' * 10_000 + '"tenhou"' + "}" * 10_000

#: Values no setting accepts (each is refused whatever the key's kind).
CORRUPT = {
    "list": ["tenhou", "wrc"],
    "empty_list": [],
    "rect": QRect(1, 2, 3, 4),
    "size": QSize(-1, 1_000_000),
    "point": QPoint(7, 8),
    "byte_array": QByteArray(b"\x00\xff\xfe{"),
    "colour_blob": QColor("red"),
    "map": {"preset": "wrc"},
    "deep_json_list": DEEP_LIST,
    "deep_json_object": DEEP_OBJECT,
    # five times the longest text read at all (`settings.MAX_TEXT`, the bound
    # every key's read checks first), under each of the ~20 keys: a 10 MB file
    "huge_text": "x" * (5 * settings_store.MAX_TEXT),
    "huge_json_string": json.dumps("x" * (5 * settings_store.MAX_TEXT)),
    "huge_number_text": "9" * 5000,
}
#: Values of the wrong type or shape for some keys but legal for others (a
#: free text, like the presenter's screen name, takes any short word).
WRONG_TYPE = {"int": 123456789, "negative": -1, "float": 1e308, "bool": True, "word": "maybe", "nan": "nan",
              "json_of_the_wrong_shape": '{"preset": 5, "kiriage": "yes"}'}


def read_back(tmp_path, values: dict) -> QSettings:
    """`values` written to an INI file, then read by a fresh QSettings on a
    copy of it — as the next start reads what a run (or a person) wrote."""
    first = tmp_path / "written.ini"
    s = QSettings(str(first), QSettings.Format.IniFormat)
    for key, value in values.items():
        s.setValue(key, value)
    s.sync()
    assert s.status() == QSettings.Status.NoError
    copy = tmp_path / f"read-{len(list(tmp_path.iterdir()))}.ini"
    shutil.copy(first, copy)
    return QSettings(str(copy), QSettings.Format.IniFormat)


@pytest.fixture(scope="module")
def registry():
    import_every_screen()
    assert {"calculator/rules", "ui/language", "ui/term_style", "quiz/setup"} <= set(settings_store.REGISTRY)
    return dict(settings_store.REGISTRY)


def start_window(qtbot, settings: QSettings, data_dir) -> MainWindow:
    """The window as `python -m trainer` builds it, every tab shown once."""
    i18n.install_language(qtbot_app(), i18n.saved_language(settings))
    w = MainWindow(settings=settings, data_dir=data_dir)
    qtbot.addWidget(w)
    w.show()
    for spec in TABS:
        assert w.show_tab(spec.key) is not None, f"tab {spec.key} did not build"
    w.show_tab("calculator")
    return w


def qtbot_app():
    from PySide6.QtWidgets import QApplication

    return QApplication.instance()


@pytest.mark.parametrize("kind", list(CORRUPT))
def test_every_key_holding_a_corrupt_value_starts_with_the_defaults(qtbot, tmp_path, registry, kind, caplog):
    settings = read_back(tmp_path, {key: CORRUPT[kind] for key in registry})
    with caplog.at_level(logging.WARNING, logger="trainer.settings"):
        for key, setting in registry.items():
            assert settings_store.read(settings, setting) == setting.default, key
    if kind != "empty_list":  # stored as @Invalid(): read back as nothing stored
        assert any("using the default" in r.getMessage() for r in caplog.records)
    assert all(len(r.getMessage()) < 400 for r in caplog.records)  # the warning does not quote the value
    w = start_window(qtbot, settings, tmp_path / "data")
    assert w.rules == settings_store.read(None, registry["calculator/rules"])
    assert i18n.current_language() in i18n.CODES
    w.close()
    i18n.install_language(qtbot_app(), "en")


@pytest.mark.parametrize("kind", list(WRONG_TYPE))
def test_every_key_holding_a_value_of_another_type_starts(qtbot, tmp_path, registry, kind):
    """A value some key could hold (a number, a yes/no) under every key: each
    reads its default, or a value of its own shape (what it would store)."""
    settings = read_back(tmp_path, {key: WRONG_TYPE[kind] for key in registry})
    for key, setting in registry.items():
        value = settings_store.read(settings, setting)
        if value != setting.default:
            assert setting.parse(setting.dump(value)) == value, key
    start_window(qtbot, settings, tmp_path / "data").close()
    i18n.install_language(qtbot_app(), "en")


def test_a_value_written_by_the_app_reads_back(tmp_path, registry):
    """The other side: what `write` stores, `read` returns (defaults here)."""
    values = {}
    for setting in registry.values():
        s = QSettings(str(tmp_path / "w.ini"), QSettings.Format.IniFormat)
        settings_store.write(s, setting, setting.default)
        s.sync()
        values[setting.key] = s.value(setting.key)
    settings = read_back(tmp_path, values)
    for setting in registry.values():
        assert settings_store.read(settings, setting) == setting.default


DRIVER = textwrap.dedent("""
    import sys
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    app = QApplication(["trainer"])
    QTimer.singleShot(1500, app.closeAllWindows)
    from trainer.ui.app.main import main
    sys.exit(main(["--tab", sys.argv[1]]))
""")


@pytest.mark.parametrize("kind", ["list", "deep_json_object", "byte_array"])
def test_the_real_start_reads_a_corrupt_settings_file(tmp_path, registry, kind):
    """`python -m trainer`'s own start (QSettings() in the user's config
    folder) with every key corrupt: the window opens, and closes cleanly."""
    conf = tmp_path / "config" / "RiichiTrainer" / "riichi-trainer.conf"
    conf.parent.mkdir(parents=True)
    shutil.copy(read_back(tmp_path, {key: CORRUPT[kind] for key in registry}).fileName(), conf)
    tab = TABS[0].key if TABS else "calculator"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path / "config"),
               XDG_DATA_HOME=str(tmp_path / "data"))
    p = subprocess.run([sys.executable, "-c", DRIVER, tab], capture_output=True, text=True, cwd=ROOT, env=env,
                       timeout=120)
    assert p.returncode == 0, p.stderr[-3000:]
    assert "Traceback" not in p.stderr, p.stderr[-3000:]
