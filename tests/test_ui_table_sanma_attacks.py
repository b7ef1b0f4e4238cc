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
