"""Picture and worksheet save dialogs start in the deck's folder (issue 24 §6).

Before: with the sample deck (examples/lesson.json) open, saving a picture
from the presenter (S) or from the window (Ctrl+Shift+S) offered the home
folder, not the deck's. The dialogs are injected: each records the folder
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


def test_with_the_sample_deck_open_every_save_starts_in_examples(window, asked, qtbot):
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
    assert asked == [EXAMPLES] * 4


def test_with_no_deck_file_the_home_folder_is_offered(window, asked, qtbot):
    window.show_tab("classroom")
    window.open_in_calculator({"closed": "234m456p678s33355s", "win": "3s"})
    window.classroom.save_picture()
    assert asked == [Path.home()]
