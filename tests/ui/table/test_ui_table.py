"""The Table screen driven like players at a table would (issue 12 §5,
pytest-qt, offscreen): start a game, one tap for riichi, a win through the
quick path and through the calculator, a draw with tenpai toggles, undo and
redo, a correction from the history, lie flat, the end with uma and oka, a
restart that resumes the game, and the calls in English and Japanese.

Expected values come from the published payment table (non-dealer ron
3 han 30 fu 3,900; mangan 8,000; dealer ron 3 han 30 fu 5,800) and
TABLE_RULES.md (noten payments §7.4; riichi deposit §7.9)."""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget

from trainer.table import Draw, HanFu
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import i18n, terms
from trainer.ui.table import wording
from trainer.ui.table.view import TableView

NAMES = ("Ann", "Bo", "Cy", "Dee")


@pytest.fixture
def settings(tmp_path):
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


def make_view(qtbot, tmp_path, settings, window=None) -> TableView:
    v = TableView(db_path=tmp_path / "data" / "table.sqlite3", settings=settings, window=window)
    qtbot.addWidget(v)
    v.resize(1440, 900)
    v.show()
    qtbot.waitExposed(v)
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow, timeout=2000)
    return v


def start(qtbot, view, preset="tenhou"):
    page = view.setup_page
    assert view.stack.currentWidget() is page
    for edit, name in zip(page.names, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    page.preset.setCurrentIndex(page.preset.findData(preset))
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.main_page


def edits(view):
    con = sqlite3.connect(str(view.store.path))
    n = con.execute("SELECT COUNT(*) FROM edits").fetchone()[0]
    con.close()
    return n


def tap_riichi(qtbot, view, seat):
    card = view.table_page.cards[seat]
    pos = card.riichi_button_rect().center().toPoint()
    qtbot.mouseClick(card, Qt.MouseButton.LeftButton, pos=pos)


def quick_ron(qtbot, view, winner, discarder, han_index, fu=None):
    qtbot.mouseClick(view.table_page.win_button, Qt.MouseButton.LeftButton)
    page = view.win_page
    assert view.stack.currentWidget() is page
    qtbot.mouseClick(page.winner_buttons[winner], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.from_buttons[discarder], Qt.MouseButton.LeftButton)
    editor = page.editors[winner]
    editor.han.setCurrentIndex(han_index)
    if fu is not None:
        editor.fu.setCurrentIndex(editor.fu.findData(fu))
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)


def test_riichi_win_draw_undo_redo_each_committed(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    tap_riichi(qtbot, view, 1)
    # TABLE_RULES.md §7.9: the stick goes down at once
    assert view.current.state.scores == (25000, 24000, 25000, 25000) and view.current.state.sticks == 1
    assert view.table_page.cards[1].riichi and edits(view) == 1
    assert view.table_page.sticks_view.count == 1
    quick_ron(qtbot, view, winner=1, discarder=3, han_index=2, fu=30)  # 3 han 30 fu
    assert view.stack.currentWidget() is view.main_page
    assert view.current.state.scores == (25000, 24000 + 3900 + 1000, 25000, 25000 - 3900)
    assert view.table_page.call_label.text() == "Ron,\u00a03,900"  # one phrase: no line break inside
    assert "Dee pays 3,900 to Bo for ron" in [view.history.tree.topLevelItem(0).child(i).text(0)
                                            for i in range(view.history.tree.topLevelItem(0).childCount())]
    assert edits(view) == 2
    # Draw… with tenpai toggles: Bo (dealer now) and Cy tenpai: 1,500 each way (§7.4)
    qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
    dp = view.draw_page
    qtbot.mouseClick(dp.tenpai_buttons[1], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dp.tenpai_buttons[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dp.apply_button, Qt.MouseButton.LeftButton)
    s = view.current.state
    assert s.scores == (23500, 30400, 26500, 19600) and (s.dealer, s.honba) == (1, 1)
    assert view.current.game.events[-1] == Draw((False, True, True, False))
    qtbot.mouseClick(view.table_page.undo_button, Qt.MouseButton.LeftButton)
    assert view.current.state.scores == (25000, 28900, 25000, 21100)
    qtbot.keyClick(view, Qt.Key.Key_Y, Qt.KeyboardModifier.ControlModifier)
    assert view.current.state.scores == (23500, 30400, 26500, 19600)
    assert edits(view) == 5  # riichi, win, draw, undo, redo: every step in the file


def test_restart_resumes_the_game(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    tap_riichi(qtbot, view, 2)
    quick_ron(qtbot, view, winner=0, discarder=2, han_index=4)  # mangan, dealer: 12,000
    state = view.current.state
    view.close_screen()
    again = make_view(qtbot, tmp_path, settings)
    assert again.stack.currentWidget() is again.main_page
    assert again.current.state == state and state.scores == (25000 + 12000 + 1000, 25000, 24000 - 12000, 25000)
    assert again.table_page.cards[0].score == 38000


def test_refused_riichi_is_explained_and_nothing_written(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    tap_riichi(qtbot, view, 0)
    assert not view.riichi(0)
    assert view.error == "Ann is already in riichi." and edits(view) == 1


def test_correct_a_past_hand_from_the_history(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    quick_ron(qtbot, view, winner=1, discarder=3, han_index=2, fu=30)
    view.current.add(Draw((False, True, False, False)))
    view.refresh()
    tree = view.history.tree
    tree.setCurrentItem(tree.topLevelItem(1))  # the win (newest first)
    qtbot.mouseClick(view.history.correct_button, Qt.MouseButton.LeftButton)
    page = view.win_page
    assert view.stack.currentWidget() is page and page.correcting == 0
    page.editors[1].han.setCurrentIndex(4)  # it was a mangan
    qtbot.mouseClick(page.apply_button, Qt.MouseButton.LeftButton)
    assert view.current.game.events[0].claims[0].value == HanFu(5, 0)
    assert view.current.state.scores == (24000, 25000 + 8000 + 3000, 24000, 25000 - 8000 - 1000)


def test_lie_flat_turns_each_seat_toward_its_player(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    qtbot.mouseClick(view.lie_flat_button, Qt.MouseButton.LeftButton)
    cards = view.table_page.cards
    assert [cards[s].rotation for s in range(4)] == [0, 270, 180, 90]
    view.set_bottom_seat(2)
    assert [cards[s].rotation for s in range(4)] == [180, 90, 0, 270]
    # a turned card still takes its riichi tap
    tap_riichi(qtbot, view, 1)
    assert view.current.state.riichi[1]
    assert settings.value("table/lie_flat") in (True, "true")


def test_game_over_shows_uma_and_oka(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.draw_page.end_button, Qt.MouseButton.LeftButton)
    final = view.current.state.final
    assert final is not None and view.results.isVisibleTo(view)
    # all at 25,000: Tenhou ties by seat order; (25,000 − 30,000)/1,000 + uma, +20 oka to 1st
    assert final.points == (-5 + 20 + 20.0, -5 + 10.0, -5 - 10.0, -5 - 20.0)
    assert view.results.item(0, 4).text() == "+35.0"
    assert not view.table_page.win_button.isVisibleTo(view)


def test_win_through_the_calculator(qtbot, tmp_path):
    window = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    view = window.show_tab("table")
    start(qtbot, view)
    tap_riichi(qtbot, view, 2)
    qtbot.mouseClick(view.table_page.win_button, Qt.MouseButton.LeftButton)
    page = view.win_page
    qtbot.mouseClick(page.winner_buttons[2], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(page.from_buttons[1], Qt.MouseButton.LeftButton)
    editor = page.editors[2]
    qtbot.mouseClick(editor.mode_buttons[0], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.calc_button, Qt.MouseButton.LeftButton)
    # the calculator opens with the table's situation: West seat in East 1, ron, riichi, the stick
    assert window.tabs.currentWidget() is window.calculator
    ctx = window.model.state.ctx
    assert (ctx.seat_wind, ctx.round_wind, ctx.tsumo, ctx.riichi, ctx.riichi_sticks) == ("W", "E", False, True, 1)
    assert window._apply_bar.isVisibleTo(window)
    window.model.set_notation("234m456p678s3335s")  # 13 tiles: the core refuses it, the bar says why
    assert not window.apply_calculator_hand()
    assert window.tabs.currentWidget() is window.calculator and "Cy's hand" in window._apply_message.text()
    assert editor.hand is None
    window.model.set_notation("234m456p678s33355s win 3s")
    window.model.add_indicator("dora", parse_one("2s"))
    assert window.apply_calculator_hand()
    # riichi, tanyao, dora 3 = 5 han: mangan 8,000 from Bo, plus the stick
    assert window.tabs.currentWidget() is view.parentWidget()
    assert view.current.state.scores == (25000, 25000 - 8000, 24000 + 8000 + 1000, 25000)
    assert view.table_page.call_label.text() == "Ron,\u00a08,000"


def parse_one(tile):
    from trainer.core.tiles import parse_tiles

    return parse_tiles(tile)[0]


def test_calls_in_japanese(qtbot, tmp_path, settings):
    """ロン 8000点 / 2000・4000 / 4000オール (issue 12 §5)."""
    from trainer.core import preset as scoring_preset
    from trainer.table import Claim, Game, Setup, Win, table_rules

    g = Game(Setup(NAMES, table_rules("tenhou"), scoring_preset("tenhou")))
    ron = g.add(Win(2, (Claim(1, HanFu(5, 0)),))).wins[0].announcement
    g2 = Game(Setup(NAMES, table_rules("tenhou"), scoring_preset("tenhou")))
    split = g2.add(Win(None, (Claim(1, HanFu(5, 0)),))).wins[0].announcement
    all_ = g2.add(Win(None, (Claim(1, HanFu(5, 0)),))).wins[0].announcement  # seat 1 deals now, 0 honba → no
    app = QApplication.instance()
    assert (wording.announcement_text(ron), wording.announcement_text(split)) == ("Ron,\u00a08,000", "2,000\u20134,000")
    assert wording.announcement_text(all_, with_honba=False) == "4,000\u00a0all"
    try:
        assert i18n.install_language(app, "ja")
        assert wording.announcement_text(ron) == "ロン\u00a08000点"
        assert wording.announcement_text(split) == "2000・4000"
        assert wording.announcement_text(all_, with_honba=False) == "4000オール"
    finally:
        i18n.install_language(app, "en")


def test_keyboard_only_hand(qtbot, tmp_path, settings):
    """W opens the win page, Enter applies it; Alt+2 declares seat 2's riichi; D and Enter a draw."""
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    qtbot.keyClick(view, Qt.Key.Key_2, Qt.KeyboardModifier.AltModifier)
    assert view.current.state.riichi[1]
    qtbot.keyClick(view, Qt.Key.Key_W)
    page = view.win_page
    assert view.stack.currentWidget() is page
    page.winner_buttons[1].click()
    page.tsumo_button.click()
    qtbot.keyClick(page, Qt.Key.Key_Return)
    # non-dealer tsumo 3 han 30 fu: 1,000 / 2,000, plus the stick
    assert view.current.state.scores == (25000 - 2000, 24000 + 4000 + 1000, 24000, 24000)
    qtbot.keyClick(view, Qt.Key.Key_D)
    assert view.stack.currentWidget() is view.draw_page
    qtbot.keyClick(view.draw_page, Qt.Key.Key_Return)  # all noten: no payment, the deal passes
    assert view.current.state.dealer == 2


def test_a_damaged_saved_game_row_leaves_the_table_tab_usable(qtbot, tmp_path, settings):
    # a players value of null in table.sqlite3 made the saved-games list
    # raise TypeError when the Table tab opened; a saved game that cannot be
    # opened (damaged, or from a newer version) left a phantom table
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    path = view.store.path
    view.close_screen()
    con = sqlite3.connect(str(path))
    con.execute("UPDATE games SET players = 'null'")
    con.commit()
    con.close()
    again = make_view(qtbot, tmp_path, settings)
    # the remembered game cannot be opened: not a table of four "East" at 0
    # points, but the games page, saying why …
    assert again.stack.currentWidget() is again.setup_page and again.current is None
    assert again.setup_page.notice.isVisible() and "players" in again.setup_page.notice.text()
    assert again.setup_page.games.count() == 1  # … still listed (its edits are kept)
    start(qtbot, again)  # … and a new one can be started
    assert again.current.state.scores == (25000,) * 4


@pytest.mark.parametrize("size", [(1440, 900), (1024, 768), (1920, 1080)])
def test_each_seat_card_shows_its_whole_name_beside_the_dealer_badge(qtbot, tmp_path, size):
    """Before: at 1440 × 900 the dealer's card at the bottom showed "East ·…"
    beside its Dealer badge with half the card empty (the header had a
    fixed 42 % of a wide card). Now the left column grows to what the header
    needs, up to 60 % of the card (the score keeps the rest)."""
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    view = w.show_tab("table")
    view.start_game(["Ann", "Bo", "Cy", "Dee"], "tenhou", {})
    QApplication.processEvents()
    cards = view.table_page.cards
    assert cards[0].dealer and cards[0].width() > 2.4 * cards[0].height()  # a wide card, the dealer's
    for seat, card in cards.items():
        wind = terms.wind_name("ESWN"[seat])
        assert card.shown_name() == f"{wind} · {view.current.game.setup.players[seat]}", seat


def test_a_seat_card_too_small_for_its_name_cuts_it_with_an_ellipsis(qtbot):
    from trainer.ui.base.theme import LIGHT
    from trainer.ui.table.seat_card import SeatCard

    card = SeatCard(0, LIGHT)
    qtbot.addWidget(card)
    card.resize(170, 120)
    card.show_seat(name="Bartholomew the Patient", wind="E", score=25000, dealer=True, riichi=False,
                   can_riichi=True, delta=0, place=1)
    shown = card.shown_name()
    assert shown.endswith("…") and "East · Bartholomew the Patient".startswith(shown[:-1])


def _history_rows_cut(tree, padding: int) -> list[str]:
    """Rows of the history tree shorter than their text wrapped to the
    row's width (less the style's text margins) plus the item's `padding`."""
    from PySide6.QtCore import QRect
    from PySide6.QtGui import QFont, QFontMetrics

    out = []
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    while items:
        item = items.pop(0)
        items.extend(item.child(i) for i in range(item.childCount()))
        rect = tree.visualItemRect(item)
        font = item.data(0, Qt.ItemDataRole.FontRole)  # as painted: the item's font over the tree's
        fm = QFontMetrics(font.resolve(tree.font()) if isinstance(font, QFont) else tree.font())
        need = fm.boundingRect(QRect(0, 0, rect.width() - 8, 100000), Qt.TextFlag.TextWordWrap, item.text(0)).height()
        if rect.isValid() and rect.height() < need + padding:
            out.append(f"{item.text(0)[:50]!r}: {rect.height()} px for {need} px of wrapped text + {padding}")
    return out


def test_history_rows_wrap_their_whole_text(qtbot, tmp_path):
    """Before: "East 2 · 0 honba — Exhaustive draw — tenpai: Ann, Cy" was
    cut after "tenpai:" with no "…" (QTreeView asks for a row's height
    with no width, so a wrapped row kept one line)."""
    from PySide6.QtCore import QRect

    from trainer.table.events import Claim, Draw, HanFu, Win

    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    view = w.show_tab("table")
    view.start_game(["Ann", "Bartholomew", "Cy", "Dee"], "tenhou", {})
    view.riichi(0)
    view.submit(Win(discarder=2, claims=(Claim(1, HanFu(3, 40)),)))
    view.submit(Draw((True, True, True, False)))
    view.submit(Win(discarder=None, claims=(Claim(3, HanFu(4, 30)),)))
    view.set_history_visible(True)
    tree = view.history.tree
    tree.expandAll()
    for _ in range(3):
        QApplication.processEvents()
    assert view.split.orientation() == Qt.Orientation.Horizontal
    first = tree.topLevelItem(tree.topLevelItemCount() - 1)  # "East 1 · 0 honba — Riichi — Ann": one line
    assert first.text(0).endswith("Ann")
    one_line = tree.fontMetrics().boundingRect(QRect(0, 0, 10000, 10000), Qt.TextFlag.TextWordWrap, first.text(0))
    padding = tree.visualItemRect(first).height() - one_line.height()
    texts = [tree.topLevelItem(i).text(0) for i in range(tree.topLevelItemCount())]
    wide = [t for t in texts if tree.fontMetrics().horizontalAdvance(t) > tree.viewport().width()]
    assert wide, "no row is longer than the panel: the test shows nothing"
    assert _history_rows_cut(tree, padding) == []
    view.history.setFixedWidth(view.history.width() - 60)  # narrower: the rows grow
    for _ in range(3):
        QApplication.processEvents()
    assert _history_rows_cut(tree, padding) == []


def test_what_each_player_needs_is_one_short_line_a_player_behind(qtbot, tmp_path, settings):
    """UI.md (Table): "Dee needs: mangan by ron from Ann, or haneman by
    tsumo, to take first" — one short line a player behind. It was a place,
    a bracket of every gap ("(Dee −6,100 Ann +3,200 Cy +10,300)") and it
    showed at the start when all four were level."""
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    assert view.info_chase.text() == "All four players are level."
    quick_ron(qtbot, view, winner=0, discarder=3, han_index=4)  # Ann deals: a dealer mangan ron is 12,000
    assert view.current.state.scores == (37000, 25000, 25000, 13000)
    lines = view.info_chase.text().splitlines()
    assert len(lines) == 3 and all("(" not in line for line in lines), lines
    assert [line.split(":")[0].split()[-1] for line in lines] == ["Bo", "Cy", "Dee"]
    assert all("to take first" in line and "from Ann" in line for line in lines), lines
    # one goal a line: no second "to pass" goal (it wrapped every line)
    assert not any("to pass" in line for line in lines), lines
    assert "Haneman" not in view.info_chase.text() and "haneman" in view.info_chase.text()
    # the same hand by ron from the leader or from another player is said once
    assert all(line.count("by ron") <= 2 for line in lines)


@pytest.mark.parametrize("size", [(210, 290), (170, 230), (330, 290)])
def test_a_narrow_card_in_riichi_never_writes_the_word_over_the_change(qtbot, monkeypatch, size):
    """A side card (narrow: the riichi row also holds the last change and
    the place, at its right): "RIICHI" ran into "−1,500 4th" (the
    screenshot at 1440 px). Every text painted on the riichi row keeps
    clear of the others; the stick alone says riichi when the word does
    not fit."""
    from PySide6.QtCore import QRectF
    from PySide6.QtGui import QFontMetricsF, QPainter

    from trainer.ui.base.theme import LIGHT
    from trainer.ui.table.seat_card import SeatCard

    card = SeatCard(3, LIGHT)
    qtbot.addWidget(card)
    card.resize(*size)
    card.show_seat(name="Dee", wind="N", score=22500, dealer=False, riichi=True, can_riichi=False,
                   delta=-1500, place=4)
    card.labels["place"] = "4th"
    drawn = []
    original = QPainter.drawText

    def record(painter, *args):
        if len(args) == 3 and isinstance(args[0], QRectF) and isinstance(args[2], str):
            width = QFontMetricsF(painter.font()).horizontalAdvance(args[2])
            rect, flags = args[0], args[1]
            left = rect.left() if not (flags & Qt.AlignmentFlag.AlignRight) else rect.right() - width
            drawn.append((args[2], left, left + width, rect.center().y()))
        return original(painter, *args)

    monkeypatch.setattr(QPainter, "drawText", record)
    card.show()
    card.grab()
    row = [d for d in drawn if d[0] in ("RIICHI", "\u22121,500", "4th")]
    assert {"\u22121,500", "4th"} <= {d[0] for d in row}, drawn
    row.sort(key=lambda d: d[1])
    for a, b in zip(row, row[1:], strict=False):
        if abs(a[3] - b[3]) < 5:  # on one line
            assert a[2] <= b[1] + 0.5, (a, b)


def test_the_table_buttons_show_only_with_a_game_on_the_table(qtbot, tmp_path, settings):
    """Before any game, Lie flat, Turn seats and History (lit) showed over
    the new-game page (the new user's report); they come with the game, and
    "New or saved game…" is not shown on its own page."""
    view = make_view(qtbot, tmp_path, settings)
    bar = (view.lie_flat_button, view.turn_button, view.history_button)
    assert view.stack.currentWidget() is view.setup_page
    assert not any(b.isVisible() for b in bar) and not view.games_button.isVisible()
    start(qtbot, view)
    assert all(b.isVisible() for b in bar) and view.games_button.isVisible()
    # Draw…: the table's buttons make no sense over it; a player in riichi
    # starts tenpai (riichi needs it; the page started everyone noten)
    tap_riichi(qtbot, view, 2)
    qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.draw_page and not any(b.isVisible() for b in bar)
    assert [b.isChecked() for b in view.draw_page.tenpai_buttons] == [False, False, True, False]
    view.show_table()
    qtbot.mouseClick(view.games_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.setup_page and not view.history_button.isVisible()


def test_the_same_ron_from_anyone_is_said_once(qapp):
    """Cy 1,000 behind Ann with 2 sticks and 1 honba on the table: any win
    passes (the smallest ron, 1,000 + 300, and the sticks' 2,000), from Ann
    or from another player alike. It said "1,000 by ron from Ann, 1,000 by
    ron from another player"; now "1,000 by ron"."""
    from trainer.core import preset as scoring_preset
    from trainer.table import TableState, chase, table_rules

    st = TableState(scores=(26500, 23500, 25500, 22500), honba=1, sticks=2)
    c = chase(st, 2, 0, table_rules("tenhou"), scoring_preset("tenhou"))
    assert c.need("ron_from_rival").announcement.ron == c.need("ron_from_other").announcement.ron == 1000
    text = wording.chase_text(c, NAMES)
    assert text.startswith("needs 1,000 by ron") and "another player" not in text and "from Ann" not in text, text


def test_score_sheet_from_the_table_and_from_saved_games(qtbot, tmp_path, settings):
    import csv

    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    tap_riichi(qtbot, view, 1)
    quick_ron(qtbot, view, 1, 3, 2, fu=30)  # Bo: 3 han 30 fu ron from Dee = 3,900 (RULES.md points table)
    assert view.sheet_button.isVisibleTo(view)
    asked = []
    view.ask_sheet_path = lambda players: asked.append(players) or str(tmp_path / "game.csv")
    qtbot.mouseClick(view.sheet_button, Qt.MouseButton.LeftButton)
    assert asked == [NAMES]
    rows = list(csv.reader(open(tmp_path / "game.csv", encoding="utf-8")))
    # Bo: −1,000 riichi + 3,900 + his own stick back 1,000 = +3,900 whole change; Dee −3,900
    assert rows[1] == ["E1", "0", "0", "ron", "0", "3900", "0", "-3900", "25000", "28900", "25000", "21100"]
    assert rows[2][:4] == ["final", "", "", "in_progress"]
    # from Saved games: the same game, as PDF
    view.show_setup()
    view.ask_sheet_path = lambda players: str(tmp_path / "saved.pdf")
    qtbot.mouseClick(view.setup_page.sheet_button, Qt.MouseButton.LeftButton)
    assert (tmp_path / "saved.pdf").read_bytes().startswith(b"%PDF")
    # a folder that does not exist: said on the page, nothing raised
    assert not view.save_sheet(path=str(tmp_path / "missing" / "x.csv"))
    assert "could not be saved" in view.error


def test_house_rules_shown_changed_saved_by_name_and_offered_next_time(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    page = view.setup_page
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou"))
    ed = page.editor
    # TABLE_RULES.md §7.1 tenhou: 25,000 start, 30,000 return, uma +20/+10/−10/−20, oka +20
    assert ed.controls["start_points"].value() == 25000 and [b.value() for b in ed.controls["uma"]] == [20, 10, -10, -20]
    # §7.4 / §7.8: tenhou's chombo is n/c (the online client has none): marked "assumed" (UI.md) until set
    assert ed.marks["chombo"].text() == "assumed" and ed.marks["uma"].text() == ""
    for box, v in zip(ed.controls["uma"], (30, 10, -10, -30), strict=True):
        box.setValue(v)
    ed.controls["noten_payment"].setValue(1200)
    ed.controls["chombo"].setCurrentIndex(ed.controls["chombo"].findData("pay_each"))
    assert ed.marks["chombo"].text() == ""
    qtbot.keyClicks(page.set_name, "Thursday club")
    qtbot.mouseClick(page.save_set_button, Qt.MouseButton.LeftButton)
    assert page.preset.currentData() == "saved:Thursday club"
    for edit, name in zip(page.names, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    qtbot.mouseClick(page.start_button, Qt.MouseButton.LeftButton)
    rules = view.current.game.setup.table_rules
    assert rules.uma == (30, 10, -10, -30) and rules.noten_payment == 1200 and rules.chombo == "pay_each"
    assert "uma" not in rules.assumed and "chombo" not in rules.assumed
    # the rules travel with the saved game: reopened from the file, the same rules
    assert view.store.open(view.current.id).game.setup.table_rules == rules
    # next time (a new screen on the same settings) the saved set is offered and chosen
    again = make_view(qtbot, tmp_path / "other", settings)
    assert again.setup_page.preset.currentData() == "saved:Thursday club"
    assert [b.value() for b in again.setup_page.editor.controls["uma"]] == [30, 10, -10, -30]


def test_a_second_window_on_the_same_game_shows_it_as_it_is_now(qtbot, tmp_path, settings):
    # issue 24 §4: a raw "UNIQUE constraint failed" and stale scores in the second window
    first = make_view(qtbot, tmp_path, settings)
    start(qtbot, first)
    second = make_view(qtbot, tmp_path, settings)  # same file, same last game
    assert second.current.id == first.current.id
    tap_riichi(qtbot, first, 0)
    tap_riichi(qtbot, second, 1)
    assert "UNIQUE" not in second.error and "another window" in second.error
    assert second.current.state.scores == (24000, 25000, 25000, 25000)  # Ann's riichi, shown; Bo's not made
    assert second.table_page.cards[0].riichi and not second.table_page.cards[1].riichi
    tap_riichi(qtbot, second, 1)  # made again, now on the current game
    assert second.current.state.scores == (24000, 24000, 25000, 25000)


def test_saved_games_show_status_and_standings_and_a_finished_game_opens_on_its_sheet(qtbot, tmp_path, settings):
    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    tap_riichi(qtbot, view, 1)
    quick_ron(qtbot, view, 1, 3, 2, fu=30)  # Bo 3 han 30 fu from Dee: 3,900 (+ his stick back)
    view.show_setup()
    text = view.setup_page.games.item(0).text()
    assert text.splitlines()[0] == "In progress: East 2"
    assert text.splitlines()[1] == "Bo 28,900 · Ann 25,000 · Cy 25,000 · Dee 21,100"
    view.show_table()
    qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(view.draw_page.end_button, Qt.MouseButton.LeftButton)  # the table ends it
    playing = view.current
    view.show_setup()
    first = view.setup_page.games.item(0).text().splitlines()
    assert first[0] == "Finished after East 2"
    # tenhou: (28,900 − 30,000)/1,000 + 20 uma + 20 oka = +38.9 (TABLE_RULES.md §7.1)
    assert first[1].startswith("Bo 28,900 (+38.9)")
    view.setup_page.games.setCurrentRow(0)
    qtbot.mouseClick(view.setup_page.resume_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.sheet_page and view.current is playing
    assert view.sheet_page.table.rowCount() == 1 and view.sheet_page.table.item(0, 3).text() == "28,900 (+3,900)"
    assert view.sheet_page.results.item(0, 1).text() == "Bo"
    qtbot.mouseClick(view.sheet_page.back_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.setup_page


@pytest.mark.parametrize("size", [(1024, 768), (1440, 900)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_table_page_and_the_final_result_fit_uncut(qtbot, tmp_path, size, lang):
    # issue 22 §5: the final result overflowed 1440×900 (the bottom seat card cut) and 1024×768
    from PySide6.QtCore import QPoint, QRect
    from test_ui_small_windows import cut_texts

    app = QApplication.instance()
    i18n.install_language(app, lang)
    try:
        window = MainWindow(settings=None, data_dir=tmp_path)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        view = window.show_tab("table")
        view.start_game(["Alice", "Bartholomew", "Chiyo", "Dmitri"], "tenhou", {})
        view.current.add(Draw((True, False, True, False)))
        view.next_game()
        view.current.add(Draw((False, True, False, False)))
        qtbot.mouseClick(view.table_page.draw_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(view.draw_page.end_button, Qt.MouseButton.LeftButton)
        pages = {"final": view.show_table, "session": view.show_session, "setup": view.show_setup,
                 "sheet": lambda: view.open_saved(view.current.id)}
        for name, show in pages.items():
            show()
            for _ in range(3):
                app.processEvents()
            assert cut_texts(window) == [], (name, size, lang)
        view.show_table()
        app.processEvents()
        # the whole result table in sight, no scrolling (the viewport of the table's page)
        viewport = view.main_page.viewport()
        top_left = view.results.mapTo(viewport, QPoint(0, 0))
        assert QRect(QPoint(0, 0), viewport.size()).contains(QRect(top_left, view.results.size()))
        assert view.main_page.verticalScrollBar().maximum() == 0  # nothing of the final page below the fold
        assert view.next_game_button.isVisible() and view.session_button.isVisible()
    finally:
        i18n.install_language(app, "en")


def test_touch_mode_makes_every_target_44_px_and_needs_no_hover_or_right_click(qtbot, tmp_path, settings):
    # issue 22 §5: a tablet lying on the table (WCAG 2.5.5 / Apple HIG: 44 × 44 px targets)
    from PySide6.QtWidgets import QAbstractButton, QComboBox, QLineEdit, QSpinBox

    view = make_view(qtbot, tmp_path, settings)
    start(qtbot, view)
    view.table_page.more_menu.actions()[-1].trigger()  # More → Touch mode
    assert view.touch and settings.value("table/touch") in (True, "true")

    def small_targets():
        QApplication.processEvents()
        out = []
        for w in view.findChildren(QWidget):
            if isinstance(w, (QAbstractButton, QLineEdit, QComboBox, QSpinBox)) and w.isVisible():
                if w.height() < 44 or (isinstance(w, QAbstractButton) and w.width() < 44):
                    out.append(f"{type(w).__name__} {getattr(w, 'text', lambda: '')()!r} {w.width()}x{w.height()}")
        return out

    for show in (view.show_table, view.show_win, view.show_draw, view.show_setup):
        show()
        assert small_targets() == [], show.__name__
    view.show_table()
    for card in view.table_page.cards.values():
        r = card.riichi_button_rect()
        assert r.width() >= 44 and r.height() >= 44
    # nothing on the screen is reached only by a right click
    assert all(w.contextMenuPolicy() != Qt.ContextMenuPolicy.CustomContextMenu
               for w in view.findChildren(QWidget))


def test_the_house_rules_are_grouped_by_topic_each_option_once(qtbot, tmp_path, settings):
    """UI.md "House rules": the rules grouped by topic (start and end, draws, several rons, liability,
    penalties); every option of TABLE_RULES.md §7 sits under exactly one heading, below it on the form."""
    from trainer.table.rules import OPTION_NAMES
    from trainer.ui.table.rules_editor import topics

    view = make_view(qtbot, tmp_path, settings)
    ed = view.setup_page.editor
    listed = [o for _topic, options in topics() for o in options]
    assert sorted(listed) == sorted(OPTION_NAMES)
    assert [t for t, _ in topics()][:7] == ["start_end", "result", "deal", "draws", "several_rons", "liability",
                                           "penalties"]
    for columns in (1, 2):
        ed.fit_width(2000 if columns == 2 else 300)
        for topic, options in topics():
            row_of_heading = ed.grid.getItemPosition(ed.grid.indexOf(ed.headings[topic]))[0]
            rows = [ed.grid.getItemPosition(ed.grid.indexOf(ed.labels[o]))[0] for o in options]
            assert all(r > row_of_heading for r in rows), topic
    assert ed.headings["draws"].text() == "Draws" and ed.labels["noten_payment"].text() == "Noten payments"


@pytest.mark.parametrize("players", [4, 3])
@pytest.mark.parametrize("lang", ["en", "ja", "zh_CN"])
def test_the_table_fits_an_800_by_600_window_without_sideways_scrolling(qtbot, tmp_path, lang, players):
    """Seen in the real window at 800 × 600 in English: the table's page
    scrolled sideways (the felt needed 817 px, its viewport had 764; in
    Japanese 836): Win…, Draw…, Undo, Redo and More on one line between
    the side cards. The buttons wrap to a second line there; every button
    and both side cards lie inside the viewport."""
    from PySide6.QtCore import QPoint, QRect

    app = QApplication.instance()
    i18n.install_language(app, lang)
    try:
        window = MainWindow(settings=None, data_dir=tmp_path)
        qtbot.addWidget(window)
        window.resize(800, 600)
        window.show()
        view = window.show_tab("table")
        view.start_game(list(NAMES[:players]), "tenhou" if players == 4 else "tenhou_sanma", {})
        view.show_table()
        for _ in range(5):
            app.processEvents()
        assert (window.width(), window.height()) == (800, 600)
        scroll = view.main_page
        assert not scroll.horizontalScrollBar().isVisible(), (scroll.widget().minimumSizeHint().width(),
                                                             scroll.viewport().width())
        tp = view.table_page
        seen = QRect(QPoint(0, 0), QPoint(scroll.viewport().width() - 1, 10**6))
        for w in [tp.win_button, tp.draw_button, tp.undo_button, tp.redo_button, tp.more_button,
                  *(c for c in tp.cards.values() if c.isVisible())]:
            assert seen.contains(QRect(w.mapTo(scroll.viewport(), QPoint(0, 0)), w.size())), w
    finally:
        i18n.install_language(app, "en")


@pytest.mark.parametrize(("lang", "size", "below"), [("en", (800, 600), True), ("ja", (800, 600), True),
                                                      ("en", (1440, 900), False)])
def test_the_assumed_rules_note_is_a_line_not_a_column(qtbot, tmp_path, lang, size, below):
    """Seen at 800 × 600 (three players, English): "assumed: chombo,
    nagashi mangan, riichi sticks after a chombo, target" was squeezed
    between the title and the bar's five buttons into a 60 px column of
    nine lines. Where the bar leaves it too little room it takes its own
    line under the bar (at most two lines); in a wide window it stays in
    the bar, beside the title."""
    from PySide6.QtCore import QPoint

    app = QApplication.instance()
    i18n.install_language(app, lang)
    try:
        window = MainWindow(settings=None, data_dir=tmp_path)
        qtbot.addWidget(window)
        window.resize(*size)
        window.show()
        view = window.show_tab("table")
        view.start_game(["Aki", "Ben", "Chie"], "tenhou_sanma", {})
        view.show_table()
        for _ in range(5):
            app.processEvents()
        note = view.assumed_label
        assert note.text() and note.isVisible()
        line = note.fontMetrics().lineSpacing()
        lines = note.heightForWidth(note.width())  # the text's height at its width (the bar may stretch the label)
        assert lines <= 2 * line + 4, (lines, line, note.width())
        top = note.mapTo(view, QPoint(0, 0)).y()
        button_bottom = view.games_button.mapTo(view, QPoint(0, view.games_button.height())).y()
        assert (top >= button_bottom) == below, (top, button_bottom)
    finally:
        i18n.install_language(app, "en")
