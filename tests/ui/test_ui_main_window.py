"""The main window and the entry point: rule presets and options, the Quiz
tab when its module exists, switching language at runtime, and
`python -m trainer --hand … --screenshot …` (pytest-qt, offscreen)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from ui_helpers import click_palette, one

from trainer.core import PRESETS, Hand, WinContext, parse_tiles, score
from trainer.ui.app.main_window import TABS, MainWindow
from trainer.ui.app.rules_dialog import RulesDialog
from trainer.ui.base import i18n, terms

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def test_preset_combo_changes_the_rules(window, qtbot):
    """Choosing WRC (no red fives, RULES.md §6) updates the model: the red
    fives have no copies left in the palette."""
    combo = window.rules_combo
    combo.setCurrentIndex(combo.findData("wrc"))
    combo.activated.emit(combo.currentIndex())
    assert window.model.state.rules == PRESETS["wrc"]
    assert window.calculator.palette.copies_left(one("0m")) == 0
    click_palette(qtbot, window.calculator, "0m")
    assert window.model.state.closed == ()
    window.model.undo()
    assert window.model.state.rules == PRESETS["tenhou"]


@pytest.mark.parametrize("name", list(PRESETS))
def test_rules_dialog_shows_every_option_of_each_preset(qtbot, name):
    """The options dialog reads back each preset unchanged (every RULES.md
    §6 option has a control)."""
    dialog = RulesDialog(PRESETS[name])
    qtbot.addWidget(dialog)
    assert dialog.rules() == PRESETS[name]


def test_rules_dialog_edits_an_option(qtbot):
    """Kiriage on in the dialog: 4 han 30 fu is paid as mangan (RULES.md §4)."""
    dialog = RulesDialog(PRESETS["tenhou"])
    qtbot.addWidget(dialog)
    dialog.bools["kiriage"].setChecked(True)
    rules = dialog.rules()
    assert rules.kiriage and rules.preset == "tenhou"
    # Riichi, pinfu, tanyao, one dora: 4 han 30 fu, 7,700 without kiriage.
    hand = Hand(parse_tiles("234m456p678s55s234p"), (), one("4p"))
    ctx = WinContext(riichi=True, seat_wind="S", dora_indicators=parse_tiles("1m"))
    plain = score(hand, ctx, PRESETS["tenhou"])
    assert (plain.han, plain.fu, plain.points.total) == (4, 30, 7700)
    assert score(hand, ctx, rules).points.total == 8000


def test_every_screen_has_its_tab_and_builds_on_first_show(window):
    """The Calculator, then one tab per `TABS` entry, titled in English; a
    screen is built only when its tab is first shown."""
    assert window.tabs.count() == 1 + len(TABS)
    assert window.tabs.tabText(0) == "Calculator"
    assert [window.tabs.tabText(i) for i in range(1, window.tabs.count())] == [t.title for t in TABS]
    assert window.screens == {}
    for i, spec in enumerate(TABS, start=1):
        window.tabs.setCurrentIndex(i)
        assert spec.key in window.screens, spec.key
        assert window.screens[spec.key].isVisibleTo(window)


def test_language_switch_retranslates_at_once(window):
    """Installing Japanese relabels the calculator without a restart;
    English brings the source texts back."""
    app = QApplication.instance()
    calc = window.calculator
    calc.set_notation_text("234m456p678s33355s win 3s")
    try:
        assert i18n.install_language(app, "ja")
        QApplication.processEvents()
        # Ron is the chosen side of the switch: ticked.
        assert calc.ron_button.text() == "✓ " + terms.flag_name("ron")
        assert calc.tsumo_button.text() == terms.flag_name("tsumo") != "Tsumo"
        assert calc.result_panel.payment_label.text() == terms.payment_text(
            calc.result_panel.shown_result.points, False)
    finally:
        i18n.install_language(app, "en")
        QApplication.processEvents()
    assert (calc.ron_button.text(), calc.tsumo_button.text()) == ("✓ Ron", "Tsumo")
    assert window.tabs.tabText(0) == "Calculator"


def _run(args, tmp_path):
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    return subprocess.run([sys.executable, "-m", "trainer", *args], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=60)


def test_hand_screenshot_entry_point(tmp_path):
    """--hand … --screenshot out.png writes a PNG of the window and exits 0."""
    out = tmp_path / "calc.png"
    hand = {"closed": "234m456p678s33355s", "win": "3s", "riichi": True, "dora_indicators": "2s",
            "seat_wind": "S"}
    r = _run(["--hand", json.dumps(hand), "--screenshot", str(out), "--size", "1200x800", "--lang", "en"],
             tmp_path)
    assert r.returncode == 0, r.stderr
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1200, 800)


def test_bad_hand_json_exits_2(tmp_path):
    r = _run(["--hand", "{not json", "--screenshot", str(tmp_path / "x.png")], tmp_path)
    assert r.returncode == 2
    assert "--hand" in r.stderr
    assert not (tmp_path / "x.png").exists()


def test_quiz_hand_opens_in_the_calculator(qtbot, tmp_path, monkeypatch):
    # The quiz's "Open in calculator" hands a SCHEMA.md hand to the Calculator tab.
    from trainer.core import score_json
    from trainer.ui.app.main_window import MainWindow

    w = MainWindow(None, settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    quiz = w.screen_for("quiz")
    assert quiz is not None
    hand = {"closed": "234m456p678s33355s", "win": "3s", "seat_wind": "S", "riichi": True, "dora_indicators": "2s"}
    quiz.openInCalculator.emit(hand)
    assert w.tabs.currentWidget() is w.calculator
    # the calculator now shows that hand scored: the SCHEMA.md example, 5 han 40 fu mangan, 8,000
    shown = w.calculator.result_panel.shown_result
    assert (shown.han, shown.fu, shown.limit, shown.points.total) == (5, 40, "mangan", 8000)
    assert score_json(hand)["points"]["total"] == shown.points.total
