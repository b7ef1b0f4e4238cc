"""Switching language never raises and is always remembered (issue 15).

Before: the font refresh walked a list of every widget taken before it
began; resetting one widget's font could resize the calculator, whose result
panel then rebuilt itself and deleted widgets still on the list, so the walk
raised ``RuntimeError: Internal C++ object (QLabel) already deleted`` — and
the language was saved only after that, so the choice was lost. At
1592 × 1000 with a scored hand, switching to Japanese raised it on this
machine (found by a scan over window sizes); the scan below covers that size
and its neighbours.
"""

from __future__ import annotations

import sys

import pytest
from PySide6.QtWidgets import QApplication

from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import i18n


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.calculator.set_notation_text("234m456p678s33355s")
    yield w
    i18n.install_language(QApplication.instance(), "en")
    i18n.save_language("en")


def test_switching_language_while_screens_rescale_never_raises(window, monkeypatch):
    app = QApplication.instance()
    raised = []
    monkeypatch.setattr(sys, "excepthook", lambda *info: raised.append(info))
    for width in (1555, 1592, 1629):
        for height in (900, 1000):
            window.resize(width, height)
            app.processEvents()
            for code in ("ja", "en", "zh_TW", "en"):
                window.set_language(code)  # raised RuntimeError at 1592 × 1000 → ja before
                app.processEvents()
                assert i18n.current_language() == code
    assert raised == []


def test_the_language_chosen_is_remembered_even_if_applying_it_fails(window, monkeypatch):
    def broken(app, code):
        raise RuntimeError("a screen failed to redraw")

    monkeypatch.setattr(i18n, "install_language", broken)
    with pytest.raises(RuntimeError):
        window.set_language("ja")
    assert i18n.saved_language() == "ja"


def test_every_widget_takes_the_new_font_and_drops_it_again(window):
    """A style sheet's font rule copies the font a widget had when polished:
    after Japanese and back to English no widget keeps the CJK family."""
    app = QApplication.instance()
    window.show_tab("quiz")
    window.set_language("ja")
    app.processEvents()
    family = i18n.cjk_font_family("ja")
    if family is None:
        pytest.skip("no CJK font installed (fonts-noto-cjk)")
    labels = [w for w in app.allWidgets() if w.isVisible() and w.window() is window]
    assert all(family in w.font().families() for w in labels)
    window.set_language("en")
    app.processEvents()
    assert not [w for w in app.allWidgets() if w.window() is window and family in w.font().families()]
