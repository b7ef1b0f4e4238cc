"""The window chooses a three-player rule set (issue 19; TABLE_RULES.md §8):
the Rules box and the rules dialog offer `tenhou_sanma` and
`mahjong_soul_sanma` with their options, name them unmodified, and the
quiz then deals three-player hands."""

from __future__ import annotations

from dataclasses import replace

import pytest

from trainer.core.rules import ALL_PRESETS, PRESETS, THREE_PLAYER_PRESETS
from trainer.ui.app import i18n, terms
from trainer.ui.app.main_window import MainWindow
from trainer.ui.app.rules_dialog import RulesDialog
from trainer.ui.calculator.state import CalcState


@pytest.fixture(autouse=True)
def english(qapp):
    i18n.install_language(qapp, "en")


@pytest.mark.parametrize("name", list(THREE_PLAYER_PRESETS))
def test_the_dialog_reads_back_each_three_player_preset(qtbot, name):
    dialog = RulesDialog(ALL_PRESETS[name])
    qtbot.addWidget(dialog)
    assert dialog.rules() == ALL_PRESETS[name]
    assert not dialog.red_spins[0].isEnabled()  # no 5m with three players, so no red 5m


def test_the_dialog_sets_the_three_player_options(qtbot):
    dialog = RulesDialog(PRESETS["tenhou"])
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.tsumo_payment.isVisible() and not dialog.local["yakuhai_north"].isVisible()
    # a three-player preset: its own options replace the four-player ones
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("tenhou_sanma"))
    assert dialog.rules() == ALL_PRESETS["tenhou_sanma"]
    assert dialog.tsumo_payment.isVisible() and dialog.kita_in_dora.isVisible()
    assert dialog.local["yakuhai_north"].isVisible()
    dialog.tsumo_payment.setCurrentIndex(dialog.tsumo_payment.findData("north_bisection"))
    dialog.kita_in_dora.setChecked(True)
    dialog.local["yakuhai_north"].setChecked(True)
    dialog.honba.setValue(301)  # rounded down to a multiple of the two payers
    want = replace(ALL_PRESETS["tenhou_sanma"], tsumo_payment="north_bisection", kita_in_dora=True,
                   local_yaku=frozenset({"yakuhai_north"}), honba_value=300)
    assert dialog.rules() == want
    # back to four players: the four-player preset, no three-player option left
    dialog.preset_combo.setCurrentIndex(dialog.preset_combo.findData("tenhou"))
    assert dialog.rules() == PRESETS["tenhou"]


def test_the_rules_box_names_a_three_player_set_and_the_quiz_deals_three_player_hands(qtbot, tmp_path):
    w = MainWindow(CalcState(rules=ALL_PRESETS["mahjong_soul_sanma"]), settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    assert w.rules_combo.currentData() == "mahjong_soul_sanma"
    assert w.rules_combo.currentText() == terms.preset_name("mahjong_soul_sanma")
    assert w.modified_label.text() == ""  # not "Tenhou (modified)"
    combo = w.rules_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(ALL_PRESETS)
    combo.setCurrentIndex(combo.findData("tenhou_sanma"))
    combo.activated.emit(combo.currentIndex())
    assert w.rules == ALL_PRESETS["tenhou_sanma"] and w.modified_label.text() == ""
    view = w.show_tab("quiz")
    label = view.setup_page.fixed_rules_label.text()
    assert label.startswith(terms.preset_name("tenhou_sanma")) and "(modified)" not in label
    view.setup_page.count_spin.setValue(3)
    view.setup_page.start_button.click()
    q = view.session.current
    assert q.rules == ALL_PRESETS["tenhou_sanma"] and q.hand["rules"] == "tenhou_sanma" and "kita" in q.hand
    # Progress follows: it offers the three-player skills
    progress = w.show_tab("progress")
    assert "pay.tsumo_dealer_sanma" in progress.dealable and "pay.tsumo_dealer" not in progress.dealable
