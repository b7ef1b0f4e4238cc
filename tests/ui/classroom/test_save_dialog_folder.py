"""Picture and worksheet save dialogs start in the user's documents folder,
or where the last picture or worksheet went (issue 24 §6).

Before: with the sample deck (examples/lesson.json) open, the Classroom
tab's picture and worksheet dialogs offered the program's own examples/. The dialogs are injected: each records the folder
it was asked to start in and answers Cancel.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from conftest import ROOT
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QDialog, QFileDialog

from trainer.ui.app.main_window import MainWindow

EXAMPLES = ROOT / "examples"


@pytest.fixture
def asked(monkeypatch):
    """The start folders the save dialogs were opened with."""
    folders: list[Path] = []

    def save(_parent, _caption, start="", *_a, **_k):
        folders.append(Path(start).parent)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    monkeypatch.setattr(QDialog, "exec", lambda self: QDialog.DialogCode.Accepted)  # the worksheet's paper
    return folders


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    return w


def _documents() -> Path:
    """The user's documents folder as the test's sandbox has it (made, so
    that it exists, as on a real desktop)."""
    from PySide6.QtCore import QStandardPaths

    docs = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation))
    docs.mkdir(parents=True, exist_ok=True)
    return docs


def _all_saves(window, qtbot):
    deck_view = window.show_tab("classroom")
    assert deck_view.load(EXAMPLES / "lesson.json")
    deck_view.export_picture()
    deck_view.export_worksheet()
    window.classroom.save_picture()  # the window's Ctrl+Shift+S: the hand on screen
    presenter = window.classroom.present()
    try:
        qtbot.keyClick(presenter, Qt.Key.Key_S)
    finally:
        presenter.close()


def test_with_the_sample_deck_open_every_save_starts_in_the_documents_folder(window, asked, qtbot):
    """Before: the sample deck's pictures and worksheets were offered the
    program's own examples/ folder (issue 24 §6): a class's files belong in
    the user's documents."""
    docs = _documents()
    _all_saves(window, qtbot)
    assert asked == [docs] * 4
    assert EXAMPLES not in asked


def test_a_saved_picture_s_folder_is_offered_next(window, asked, qtbot, tmp_path, monkeypatch):
    """After a picture is saved into a folder, every picture and worksheet
    dialog starts there (remembered in the window's settings)."""
    _documents()
    chosen = tmp_path / "class 3"
    chosen.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *_a, **_k: (str(chosen / "hand.svg"), ""))
    window.open_in_calculator({"closed": "234m456p678s33355s", "win": "3s"})
    assert window.classroom.save_picture() == str(chosen / "hand.svg")
    assert (chosen / "hand.svg").stat().st_size > 0
    del asked[:]

    def save(_parent, _caption, start="", *_a, **_k):
        asked.append(Path(start).parent)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", save)
    _all_saves(window, qtbot)
    assert asked == [chosen] * 4
