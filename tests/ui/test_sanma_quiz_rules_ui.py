"""The window chooses a three-player rule set (issue 19; TABLE_RULES.md §8):
the Rules box and the rules dialog offer `tenhou_sanma` and
`mahjong_soul_sanma` with their options, name them unmodified, and the
quiz then deals three-player hands."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import Qt

from trainer.core.rules import ALL_PRESETS, PRESETS, THREE_PLAYER_PRESETS
from trainer.ui.app.main_window import MainWindow
from trainer.ui.app.rules_dialog import RulesDialog
from trainer.ui.base import i18n, terms
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


# ------------------------------------------------ every preset list (issue 19)

def test_the_quiz_chooser_offers_and_remembers_the_three_player_presets(qtbot):
    from trainer.ui.quiz.setup import QuizSetupPage, config_from_saved, config_to_saved
    page = QuizSetupPage()
    qtbot.addWidget(page)
    combo = page.rules_combo
    assert [combo.itemData(i) for i in range(combo.count())] == list(ALL_PRESETS)
    assert combo.itemText(combo.findData("tenhou_sanma")) == terms.preset_name("tenhou_sanma")
    combo.setCurrentIndex(combo.findData("mahjong_soul_sanma"))
    c = page.config()
    assert c.rules == "mahjong_soul_sanma"
    # saved and read back (it fell back to tenhou before)
    assert config_from_saved(config_to_saved(c)).rules == "mahjong_soul_sanma"
    assert config_from_saved({"rules": "no_such_preset"}).rules == "tenhou"


@pytest.mark.parametrize("rules", ["tenhou_sanma", {"preset": "tenhou_sanma", "tsumo_payment": "north_bisection"}])
def test_the_export_card_names_a_three_player_rule_set(qtbot, rules):
    from trainer.ui.export.card import rules_caption
    text = rules_caption({"rules": rules})
    assert text.endswith(terms.preset_name("tenhou_sanma")) and "tenhou_sanma" not in text
    assert rules_caption({"rules": {"preset": "wrc"}}).endswith(terms.preset_name("wrc"))


# ----------------------------------------- three-player payment wording

# 123p 456p 789p 111s 99s by tsumo with riichi and two kita: riichi 1 +
# menzen tsumo 1 + ittsu 2 + kita 2 = 6 han, haneman (base 3,000).
# Non-dealer winner, tsumo loss (TABLE_RULES.md §8): the dealer 6,000, the
# other player 3,000; North's 3,000 is not paid. Dealer winner: 6,000 from
# each of the two; North's 6,000 not paid.
SANMA_TSUMO = {"closed": "123p456p789p11199s", "win": "9s", "tsumo": True, "seat_wind": "S", "riichi": True,
               "kita": 2, "riichi_sticks": 1, "rules": "tenhou_sanma"}


@pytest.mark.parametrize("seat, captions, north", [
    ("S", {"dealer_pays": "Dealer pays", "non_dealer_pays": "The other player pays"}, 3000),
    ("E", {"non_dealer_pays": "Each of the two players pays"}, 6000),
])
def test_a_three_player_tsumo_names_its_two_payers(qtbot, tmp_path, seat, captions, north):
    from PySide6.QtWidgets import QLabel

    from trainer.ui.quiz.view import QuizView
    view = QuizView(db_path=tmp_path / "quiz.sqlite3", seed=1)
    qtbot.addWidget(view)
    view.resize(1440, 900)
    view.show()
    assert view.start_hands([{**SANMA_TSUMO, "seat_wind": seat}])
    page = view.question_page
    for part, caption in captions.items():
        assert page.fields[part].caption.text() == caption.upper()
    assert set(captions) <= set(page.fields) and "Each other player pays".upper() not in [
        f.caption.text() for f in page.fields.values()]
    for f in page.fields.values():
        f.edit.setText("100")
    page.fields["han"].edit.setText("6")
    qtbot.keyClick(page, Qt.Key.Key_Return)
    texts = [lb.text() for lb in view.findChildren(QLabel) if lb.isVisibleTo(view)]
    # the feedback's payment line says what became of North's share
    north_line = terms.north_share_text(view.session.answered[-1].question.result.points)
    assert terms.number_text(north) in north_line and north_line in texts
    assert not any("Each other player" in t or "each other player" in t for t in texts)
