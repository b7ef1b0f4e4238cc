"""The Table screen with three players (issue 19 part 6; TABLE_RULES.md §8),
driven like players at a sanma table: the New game page offers the
three-player presets and asks three names (East, South, West), the table
shows three seat cards, the Draw page three tenpai toggles and only the
abortive draws that exist with three, the Win page three seats, and the
final result three rows, uncut at 1024×768 and 1440×900.

Expected values from §8: start 35,000; draw pool 2,000 (one tenpai
+2,000 / −1,000 × 2); tsumo loss (non-dealer mangan tsumo 4,000 + 2,000).
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication

from trainer.table import Draw
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import i18n
from trainer.ui.table.view import TableView

NAMES = ("Aki", "Ben", "Chie")


@contextmanager
def table_window(qtbot, tmp_path, lang: str, size: tuple[int, int]):
    """The main window at `size` in `lang`, on its Table tab: yields (app,
    window, view); English is put back afterwards."""
    app = QApplication.instance()
    i18n.install_language(app, lang)
    try:
        window = MainWindow(settings=None, data_dir=tmp_path)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        yield app, window, window.show_tab("table")
    finally:
        i18n.install_language(app, "en")


@pytest.fixture
def view(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    v = TableView(db_path=tmp_path / "data" / "table.sqlite3", settings=settings)
    qtbot.addWidget(v)
    v.resize(1440, 900)
    v.show()
    qtbot.waitExposed(v)
    return v


def start_sanma(qtbot, view, preset="tenhou_sanma"):
    page = view.setup_page
    page.preset.setCurrentIndex(page.preset.findData(f"preset:{preset}"))
    assert [e.isVisible() for e in page.names] == [True, True, True, False]  # no North seat
    for edit, name in zip(page.names, NAMES, strict=False):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.main_page


@pytest.mark.parametrize("preset", ["tenhou_sanma", "mahjong_soul_sanma"])
def test_a_three_player_game_starts_with_three_seats_at_35000(qtbot, view, preset):
    start_sanma(qtbot, view, preset)
    setup = view.current.game.setup
    assert setup.players == NAMES and setup.scoring_rules.players == 3
    cards = view.table_page.cards
    assert [cards[s].isVisible() for s in range(4)] == [True, True, True, False]
    assert view.current.state.scores == (35000, 35000, 35000)


def test_the_rules_editor_shows_three_uma_places_and_the_three_player_abortive_draws(qtbot, view):
    page = view.setup_page
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou_sanma"))
    editor = page.editor
    assert [b.isVisibleTo(editor) for b in editor.controls["uma"]] == [True, True, True, False]
    shown = [t.property("kind") for t in editor.controls["abortive_draws"] if t.isVisibleTo(editor)]
    assert shown == ["nine_terminals", "four_kans"]
    assert not editor.labels["triple_ron"].isVisibleTo(editor)
    editor.controls["noten_payment"].setValue(1000)  # §8 parlor option: a 1,000 pool
    assert editor.changed_options() == {"noten_payment": 1000}
    assert editor.rules().noten_payment == 1000
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou"))  # and back to four
    assert all(b.isVisibleTo(editor) for b in editor.controls["uma"])
    assert [e.isVisible() for e in page.names] == [True] * 4


def test_the_draw_page_asks_three_tenpai_and_the_abortive_draws_that_exist(qtbot, view):
    start_sanma(qtbot, view)
    qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
    page = view.draw_page
    assert [b.isVisible() for b in page.tenpai_buttons] == [True, True, True, False]
    assert [b.isVisible() for b in page.chombo_buttons] == [True, True, True, False]
    shown = [k for k, b in page.abortive_buttons.items() if b.isVisible()]
    assert shown == ["nine_terminals", "four_kans"]
    qtbot.mouseClick(page.tenpai_buttons[2], Qt.MouseButton.LeftButton)
    # one tenpai of three: +2,000 / −1,000 × 2 (§8, LOG3)
    assert "1,000" in page.preview.text()
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert view.current.state.scores == (34000, 34000, 37000)


def test_the_win_page_offers_three_seats_and_two_payers(qtbot, view):
    start_sanma(qtbot, view)
    qtbot.mouseClick(view.table_page.win_button, Qt.MouseButton.LeftButton)
    page = view.win_page
    assert [b.isVisible() for b in page.winner_buttons] == [True, True, True, False]
    assert [b.isVisible() for b in page.from_buttons] == [True, True, True, False]
    qtbot.mouseClick(page.winner_buttons[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.tsumo_button, Qt.MouseButton.LeftButton)
    editor = page.editors[1]
    editor.han.setCurrentIndex(4)  # mangan
    assert page.preview.text().count("\n") == 1  # two payments: the dealer's and the other's
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    # tsumo loss: 4,000 from the dealer, 2,000 from the other non-dealer
    assert view.current.state.scores == (31000, 41000, 33000)


@pytest.mark.parametrize("size", [(1024, 768), (1440, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "zh_CN"])
def test_three_player_pages_and_the_final_result_fit_uncut(qtbot, tmp_path, size, lang):
    from PySide6.QtCore import QPoint, QRect
    from test_ui_small_windows import cut_texts

    with table_window(qtbot, tmp_path, lang, size) as (app, window, view):
        view.start_game(["Alice", "Bartholomew", "Chiyo"], "tenhou_sanma", {})
        view.current.add(Draw((True, False, True)))
        view.refresh()
        for show in (view.show_table, view.show_draw, view.show_win):
            show()
            for _ in range(3):
                app.processEvents()
            assert cut_texts(window) == [], (show.__name__, size, lang)
        view.show_setup()
        view.setup_page.preset.setCurrentIndex(view.setup_page.preset.findData("preset:tenhou_sanma"))
        for _ in range(3):
            app.processEvents()
        assert cut_texts(window) == [], ("setup", size, lang)
        assert window.width() == size[0]  # the three-player rows do not widen the window
        view.show_table()
        qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(view.draw_page.end_button, Qt.MouseButton.LeftButton)
        for _ in range(3):
            app.processEvents()
        assert cut_texts(window) == []
        assert view.results.rowCount() == 3
        viewport = view.main_page.viewport()
        top_left = view.results.mapTo(viewport, QPoint(0, 0))
        assert QRect(QPoint(0, 0), viewport.size()).contains(QRect(top_left, view.results.size()))


def test_honba_tsumo_payment_and_north_as_yakuhai_go_to_the_scoring_rules(qtbot, view):
    page = view.setup_page
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou"))
    assert not page.scoring.isVisible()  # four players: these are the Rules dialog's
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou_sanma"))
    assert page.scoring.isVisible() and page.scoring.honba.value() == 200  # §8: ron 200 per honba
    page.scoring.tsumo_payment.setCurrentIndex(page.scoring.tsumo_payment.findData("north_bisection"))
    page.scoring.north.setChecked(True)
    for edit, name in zip(page.names, NAMES, strict=False):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    scoring = view.current.game.setup.scoring_rules
    assert scoring.tsumo_payment == "north_bisection" and "yakuhai_north" in scoring.local_yaku
    # North-bisection: seat 1's mangan tsumo, North's 2,000 split: 4,000 + 1,000 and 2,000 + 1,000
    qtbot.mouseClick(view.table_page.win_button, Qt.MouseButton.LeftButton)
    win = view.win_page
    qtbot.mouseClick(win.winner_buttons[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(win.tsumo_button, Qt.MouseButton.LeftButton)
    win.editors[1].han.setCurrentIndex(4)
    qtbot.mouseClick(win.apply_button, Qt.MouseButton.LeftButton)
    assert view.current.state.scores == (30000, 43000, 32000)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_three_player_new_game_page_keeps_an_800_by_600_window(qtbot, tmp_path, lang):
    # seen in the real window (Xvfb): choosing "Tenhou, three players" widened
    # an 800 × 600 window to 925 px (the honba, tsumo payment and North rows
    # below the rules needed 585 px) and, in Japanese, to 608 px high
    with table_window(qtbot, tmp_path, lang, (800, 600)) as (app, window, view):
        view.show_setup()
        page = view.setup_page
        page.preset.setCurrentIndex(page.preset.findData("preset:tenhou_sanma"))
        for _ in range(3):
            app.processEvents()
        assert (window.width(), window.height()) == (800, 600)
        assert page.scoring.isVisibleTo(page) and page.scoring.honba.value() == 200  # §8: 200 per honba


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_three_player_game_and_its_draw_page_keep_an_800_by_600_window(qtbot, tmp_path, lang):
    # seen in the real window: the title "Rules: Tenhou, three players" beside
    # the bar's five buttons widened the window to 880 px, and the Draw page
    # (four and three players) stretched it to 628 px high (666 in Japanese)
    with table_window(qtbot, tmp_path, lang, (800, 600)) as (app, window, view):
        view.start_game(list(NAMES), "tenhou_sanma", {})
        for show in (view.show_table, view.show_draw, view.show_win):
            show()
            for _ in range(3):
                app.processEvents()
            assert (window.width(), window.height()) == (800, 600), show.__name__
        assert [b.isVisible() for b in view.win_page.winner_buttons] == [True, True, True, False]


@pytest.mark.parametrize(("lang", "size"), [("en", (1024, 768)), ("zh_CN", (800, 600))])
def test_the_history_and_its_buttons_show_after_a_hand(qtbot, tmp_path, lang, size):
    # seen in the real window (Xvfb): after a tsumo at 1024 × 768 the history's
    # Correct…/Remove buttons were cut at the bottom edge (the felt kept its
    # spare height and the page scrolled), and after a draw at 800 × 600 the
    # history was a sliver under the felt
    from PySide6.QtCore import QPoint

    with table_window(qtbot, tmp_path, lang, size) as (app, window, view):
        view.start_game(["Aki", "Ben", "Chie"], "tenhou_sanma", {})
        view.current.add(Draw((True, False, True)))
        view.refresh()
        for _ in range(3):
            app.processEvents()
        viewport, history = view.main_page.viewport(), view.history
        row = history.tree.visualItemRect(history.tree.topLevelItem(0)).height()
        assert history.height() >= 5 * row  # the title, the hand and its payments, the buttons
        top = history.mapTo(viewport, QPoint(0, 0)).y()
        assert viewport.height() - top >= 3 * row, (top, viewport.height(), row)  # a few rows before any scrolling
        view.main_page.verticalScrollBar().setValue(view.main_page.verticalScrollBar().maximum())
        for button in (history.correct_button, history.remove_button):
            bottom = button.mapTo(viewport, QPoint(0, button.height())).y()
            assert bottom <= viewport.height(), (bottom, viewport.height())
        if size == (1024, 768):  # there the buttons show whole without scrolling
            view.main_page.verticalScrollBar().setValue(0)
            bottom = history.correct_button.mapTo(viewport, QPoint(0, history.correct_button.height())).y()
            assert bottom <= viewport.height(), (bottom, viewport.height())
