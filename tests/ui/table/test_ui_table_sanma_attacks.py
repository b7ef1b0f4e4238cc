"""Attacks on the Table screen with three players (issue 19 part 6): what the
New game page shows is what the game is played by.

Values from TABLE_RULES.md §8: `tenhou_sanma` has tsumo loss and 100 per
payer per honba (ron 200); North-bisection is a parlor option.
"""

from __future__ import annotations

import types

import pytest
from PySide6.QtCore import QSettings, Qt

from trainer.core.rules import ALL_PRESETS, rules_from_json, rules_to_json
from trainer.ui.table.view import TableView

NAMES = ("Aki", "Ben", "Chie")


@pytest.fixture
def kansai_window():
    """A window whose Rules dialog holds tenhou_sanma with North-bisection
    and 1,000 per honba (Kansai parlor values, §8)."""
    data = rules_to_json(ALL_PRESETS["tenhou_sanma"])
    data.update(tsumo_payment="north_bisection", honba_value=1000)
    return types.SimpleNamespace(rules=rules_from_json(data))


def test_the_game_is_played_by_the_scoring_rows_the_new_game_page_shows(qtbot, tmp_path, kansai_window):
    # The page's rows show tenhou_sanma's values: tsumo loss, 200 per honba. A game started
    # from it must use those, not the window's North-bisection and 1,000 that the page does
    # not show (before the fix: the window's values won, and "tsumo loss" could not be chosen).
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    view = TableView(db_path=tmp_path / "table.sqlite3", settings=settings, window=kansai_window)
    qtbot.addWidget(view)
    view.show()
    view.show_setup()
    page = view.setup_page
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou_sanma"))
    shown = (page.scoring.tsumo_payment.currentData(), page.scoring.honba.value())
    assert shown == ("loss", 200)  # §8: tenhou_sanma's tsumo loss, ron 200 per honba
    for edit, name in zip(page.names, NAMES, strict=False):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    rules = view.current.game.setup.scoring_rules
    assert (rules.tsumo_payment, rules.honba_value) == shown
    # and the rest of the window's rules still apply (same preset: the window's rule set is the base)
    assert rules.preset == "tenhou_sanma"


@pytest.fixture
def view(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    v = TableView(db_path=tmp_path / "table.sqlite3", settings=settings)
    qtbot.addWidget(v)
    v.show()
    v.show_setup()
    return v


def kansai_rules(page):
    """tenhou_sanma with §8's parlor options: North-bisection, 1,000 per
    honba (Kansai), a 1,000 draw pool."""
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou_sanma"))
    page.scoring.tsumo_payment.setCurrentIndex(page.scoring.tsumo_payment.findData("north_bisection"))
    page.scoring.honba.setValue(1000)
    page.editor.controls["noten_payment"].setValue(1000)


def shown(page):
    return (page.editor.rules().noten_payment, page.scoring.tsumo_payment.currentData(), page.scoring.honba.value())


def test_a_saved_three_player_rule_set_keeps_its_scoring_rows(qtbot, view):
    # Before the fix saving kept only the table rules: the page fell back to tsumo loss and
    # 200 per honba at once, and so did the saved set when chosen again.
    page = view.setup_page
    kansai_rules(page)
    page.set_name.setText("Kansai")
    assert page.save_rule_set()
    assert shown(page) == (1000, "north_bisection", 1000)
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou_sanma"))
    assert shown(page) == (2000, "loss", 200)  # the preset itself: §8's pool 2,000, tsumo loss, ron 200
    page.preset.setCurrentIndex(page.preset.findData("saved:Kansai"))
    assert shown(page) == (1000, "north_bisection", 1000)
    for edit, name in zip(page.names, NAMES, strict=False):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    table, scoring = view.current.game.setup.table_rules, view.current.game.setup.scoring_rules
    assert (table.noten_payment, scoring.tsumo_payment, scoring.honba_value) == (1000, "north_bisection", 1000)


def test_a_damaged_scoring_part_of_a_saved_set_loses_only_that_part(qtbot, view):
    from trainer.table.rules import table_rules, table_rules_to_json
    from trainer.ui.base import settings as settings_store
    from trainer.ui.table.setup_page import RULE_SETS_SETTING

    good = table_rules_to_json(table_rules("tenhou_sanma", noten_payment=1000))
    sets = {"odd honba": {**good, "scoring": {"honba_value": 301, "tsumo_payment": "full_split"}},
            "not a mapping": {**good, "scoring": [1, 2]}}
    view.settings.setValue(RULE_SETS_SETTING.key, __import__("json").dumps(sets))
    kept = settings_store.read(view.settings, RULE_SETS_SETTING)
    # 301 per honba does not split between two payers: the scoring part goes, the table rules stay
    assert set(kept) == {"odd honba", "not a mapping"}
    assert all("scoring" not in v and v["noten_payment"] == 1000 for v in kept.values())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_three_players_keep_an_800_by_600_window_at_that_size(qtbot, tmp_path, lang):
    # Before the fix, in English: the title "Tenhou, three players rules" held the window at
    # 871 px on the table; the scoring rows (honba, tsumo payment and North side by side) held
    # it at 925 px on the New game page; in Japanese with mahjong_soul_sanma the page made the
    # window 608 px tall and still cut its 'assumed' line.
    from test_ui_small_windows import cut_texts
    from test_ui_table_sanma import table_window

    from trainer.table import Draw

    with table_window(qtbot, tmp_path, lang, (800, 600)) as (app, window, view):
        view.start_game(["Alice", "Bartholomew", "Chiyo"], "tenhou_sanma", {})
        view.current.add(Draw((True, False, True)))
        view.refresh()
        for _ in range(3):
            app.processEvents()
        assert (window.width(), window.height()) == (800, 600)
        assert cut_texts(window) == []
        view.show_setup()
        page = view.setup_page
        for preset in ("tenhou_sanma", "mahjong_soul_sanma"):
            page.preset.setCurrentIndex(page.preset.findData(f"preset:{preset}"))
            for _ in range(3):
                app.processEvents()
            assert (window.width(), window.height()) == (800, 600), preset
            assert cut_texts(window) == [], preset


def test_new_or_saved_game_after_a_three_player_game_offers_its_rules(qtbot, tmp_path):
    # Seen in the real window (no settings file, the window's rules four-player Tenhou):
    # after a three-player game, "New or saved game…" switched the page back to
    # four-player Tenhou and showed an empty North name box next to the three names.
    from PySide6.QtWidgets import QApplication

    from trainer.ui.app.main_window import MainWindow

    window = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.resize(1024, 768)
    window.show()
    view = window.show_tab("table")
    view.show_setup()
    page = view.setup_page
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou_sanma"))
    for edit, name in zip(page.names, NAMES, strict=False):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.draw_page.end_button, Qt.MouseButton.LeftButton)
    assert view.current.state.over
    qtbot.mouseClick(view.games_button, Qt.MouseButton.LeftButton)
    QApplication.instance().processEvents()
    assert view.stack.currentWidget() is page
    assert page.preset.currentData() == "preset:tenhou_sanma"
    assert [e.isVisible() for e in page.names] == [True, True, True, False]  # East, South, West; no North
    assert [e.text() for e in page.names[:3]] == list(NAMES)
