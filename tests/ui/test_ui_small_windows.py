"""Layouts usable from 1024 × 768, checked at 800 × 600 too (issue 15):
no text is elided or clipped — every label shows its whole text, every
button its whole caption, inside the widgets that hold it; what does not fit
is reached by scrolling (scroll areas), never cut. Every screen of the window
(`TABS`) in its first state is checked, and the calculator and the quiz in
the states that show the most.

Before: at 800 × 600 the notation box shrank to a dozen characters behind
the buttons, the situation panel's second column (honba, riichi sticks,
double riichi) was cut off, the palette hint was cut, and the quiz badges
("South se…", "Riichi sti…") were squeezed.
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QApplication, QLabel, QWidget

from trainer.quiz.grading import Answer
from trainer.quiz.session import SessionConfig
from trainer.ui.app.main_window import TABS, MainWindow
from trainer.ui.base import i18n

SIZES = [(800, 600), (1024, 768)]


def _scrolls(area: QAbstractScrollArea, horizontal: bool) -> bool:
    from PySide6.QtCore import Qt

    policy = area.horizontalScrollBarPolicy() if horizontal else area.verticalScrollBarPolicy()
    return policy != Qt.ScrollBarPolicy.ScrollBarAlwaysOff


def cut_texts(window: QWidget) -> list[str]:
    """Every visible label or button of `window` whose text does not fit it,
    or that sticks out of a widget holding it (a scroll area's viewport
    counts only in the directions it does not scroll)."""
    out = []
    for w in window.findChildren(QWidget):
        if not w.isVisible() or w.window() is not window:
            continue
        name = f"{type(w).__name__}#{w.objectName()}"
        if isinstance(w, QLabel):
            text = w.text()
            if not text or (w.pixmap() is not None and not w.pixmap().isNull()):
                continue
            if w.wordWrap():
                need = w.heightForWidth(w.width())
                if need > w.height() + 1:
                    out.append(f"{name} {text[:40]!r}: needs {need} px of height, has {w.height()}")
            elif w.sizeHint().width() > w.width() + 1:
                out.append(f"{name} {text[:40]!r}: needs {w.sizeHint().width()} px, has {w.width()}")
        elif isinstance(w, QAbstractButton) and w.text():
            need = max(w.fontMetrics().horizontalAdvance(line) for line in w.text().split("\n"))
            if need > w.width():
                out.append(f"{name} {w.text()[:40]!r}: needs {need} px, has {w.width()}")
        else:
            continue
        rect = QRect(QPoint(0, 0), w.size())
        child, parent = w, w.parentWidget()
        while parent is not None and child is not window:
            rect.translate(child.pos())
            area = parent.parentWidget()
            inside = QRect(QPoint(0, 0), parent.size())
            if isinstance(area, QAbstractScrollArea) and parent is area.viewport():
                if not _scrolls(area, True) and (rect.left() < -1 or rect.right() > inside.right() + 1):
                    out.append(f"{name} {w.text()[:40]!r}: cut off at the side of a scroll area")
                break
            if not inside.adjusted(-1, -1, 1, 1).contains(rect):
                out.append(f"{name} {w.text()[:40]!r}: sticks out of {type(parent).__name__} ({rect.getRect()} in "
                           f"{parent.width()}x{parent.height()})")
                break
            child, parent = parent, parent.parentWidget()
    return out


@pytest.fixture
def window(qtbot, tmp_path, request):
    width, height = request.param
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(width, height)
    w.show()
    QApplication.processEvents()
    assert (w.width(), w.height()) == (width, height), "the window could not be made this small"
    yield w
    i18n.install_language(QApplication.instance(), "en")


def settle():
    for _ in range(3):
        QApplication.processEvents()


@pytest.mark.parametrize("window", SIZES, indirect=True, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_screen_in_its_first_state_shows_every_text_whole(window):
    for key in ["calculator"] + [t.key for t in TABS]:
        window.show_tab(key)
        settle()
        assert cut_texts(window) == [], key


@pytest.mark.parametrize("window", SIZES, indirect=True, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_calculator_at_its_fullest_shows_every_text_whole(window, language):
    i18n.install_language(QApplication.instance(), language)
    calc = window.calculator
    calc.set_notation_text("11z 234m 555z(pon) 0555p(ankan) 777s win 1z")
    window.model.set_count("honba", 3)
    window.model.set_count("riichi_sticks", 2)
    window.model.add_indicator("dora", calc.palette.tile_at(calc.palette.tile_rect(
        __import__("trainer.core.tiles", fromlist=["tile_of"]).tile_of(0)).center()))
    settle()
    assert cut_texts(window) == []
    calc.set_notation_text("11z 234m 555z(pon) 0555p(ankan) 7777s win 1z")  # refused: the last valid hand, small
    settle()
    assert calc.result_panel.stale
    assert cut_texts(window) == []
    calc.set_notation_text("234m456p678s3335s")  # one short: the waits
    settle()
    assert cut_texts(window) == []


@pytest.mark.parametrize("window", SIZES, indirect=True, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_quiz_pages_show_every_text_whole(window):
    view = window.show_tab("quiz")
    settle()
    assert cut_texts(window) == []
    view.start(SessionConfig(topic="payments", difficulty=3, count=2, seed=4))
    settle()
    page = view.question_page
    # the most badges a hand shows: they wrap onto a second line, none cut short
    page.badges.set_hand({"closed": "234m456p678s33355s", "win": "3s", "seat_wind": "S", "round_wind": "W",
                          "tsumo": True, "riichi": True, "ippatsu": True, "haitei": True, "dora_indicators": "1m2m",
                          "ura_indicators": "3p4p", "honba": 3, "riichi_sticks": 2})
    settle()
    assert cut_texts(window) == []
    first = next(iter(page.fields.values()))
    first.edit.setText("12345")
    first.check()  # a refused value with its reason under the box
    settle()
    assert first.problem_label.isVisible()
    assert cut_texts(window) == []
    q = view.session.current
    view.submit(Answer(fu=q.result.fu, han=q.result.han + 1))
    settle()
    assert cut_texts(window) == []
    view.finish()
    settle()
    assert view.stack.currentWidget() is view.summary_page
    assert cut_texts(window) == []


def _play_a_few_hands(view) -> None:
    """A game with riichi, a ron, an exhaustive draw and a tsumo: every part
    of the table and the history has text (the reviewer's screenshots)."""
    from trainer.table.events import Claim, Draw, HanFu, Win

    view.start_game(["Ann", "Bo", "Cy", "Dee"], "tenhou", {})
    view.riichi(1)
    view.submit(Win(discarder=2, claims=(Claim(1, HanFu(3, 40)),)))
    view.submit(Draw((True, False, True, False)))
    view.riichi(0)
    view.riichi(3)
    view.submit(Win(discarder=None, claims=(Claim(3, HanFu(4, 30)),)))
    view.riichi(2)
    view.set_history_visible(True)


@pytest.mark.parametrize("window", SIZES, indirect=True, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_table_with_a_game_in_progress_keeps_the_window_size(window):
    """Before: the table (827 px at least) and the history beside it (300 px)
    widened the window to 1159 px, and it stayed that wide on every tab.
    Now the history goes below the table when the two do not fit, and the
    table scrolls."""
    size = (window.width(), window.height())
    view = window.show_tab("table")
    _play_a_few_hands(view)
    settle()
    assert view.current is not None and len(view.current.game.events) == 7
    assert (window.width(), window.height()) == size
    assert window.minimumSizeHint().width() <= 1024
    assert view.split.orientation().name == "Vertical"  # 1024 px: no room for the history beside the table
    assert cut_texts(window) == []
    window.show_tab("calculator")
    settle()
    assert (window.width(), window.height()) == size


def test_the_history_sits_beside_the_table_in_a_wide_window(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    view = w.show_tab("table")
    _play_a_few_hands(view)
    settle()
    assert view.split.orientation().name == "Horizontal"
    assert view.history.x() > view.table_page.x() + view.table_page.width() - 1
    assert w.width() == 1440


@pytest.mark.parametrize("window", [(1024, 768), (800, 600)], indirect=True, ids=["1024x768", "800x600"])
@pytest.mark.parametrize("language", ["en", "ja", "zh_CN", "zh_TW"])
def test_every_tab_shows_beside_the_corner_at_1024(window, language):
    """Before: the corner (Present, the rules menu sized to "EMA (European
    Mahjong Association)", options, language) took 582 of 1024 px, and the
    tab bar hid Games and Classroom behind scroll arrows; at 800 × 600 (issue
    22 §5) Games, Classroom and Learn hid until a narrow window got a compact
    corner ("▶", no "Rules" caption, a short language name) and closer tabs."""
    i18n.install_language(QApplication.instance(), language)
    for preset in ("tenhou", "ema"):
        window.rules_combo.setCurrentIndex(window.rules_combo.findData(preset))
        settle()
        bar = window.tabs.tabBar()
        assert bar.sizeHint().width() <= bar.width(), f"{bar.sizeHint().width()} px of tabs in {bar.width()} px"
        for i in range(bar.count()):
            assert bar.rect().contains(bar.tabRect(i)), bar.tabText(i)
        assert window.tabs.cornerWidget().geometry().left() >= bar.geometry().right()


def test_the_rules_menu_cuts_a_long_name_with_an_ellipsis_and_lists_it_whole(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1024, 768)
    w.show()
    combo = w.rules_combo
    combo.setCurrentIndex(combo.findData("ema"))
    settle()
    name = combo.currentText()
    assert name.startswith("EMA (") and len(name) > 20
    shown = combo.shown_text()
    assert shown.endswith("…") and name.startswith(shown[:-1])
    assert combo.fontMetrics().horizontalAdvance(shown) < combo.width()
    assert combo.toolTip() == name
    combo.showPopup()
    settle()
    view = combo.view()
    assert view.viewport().width() >= view.fontMetrics().horizontalAdvance(name)
    combo.hidePopup()
    combo.setCurrentIndex(combo.findData("tenhou"))
    settle()
    assert combo.shown_text() == combo.currentText() == combo.toolTip()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_tab_keeps_an_800_by_600_window_at_that_size(qtbot, tmp_path, language):
    """The Quiz tab's chooser needed 610 px of height (665 in Japanese), so
    the window could not stay 600 px high once the tab was built (the
    breaker found); its pages scroll now. Each tab is shown and the window
    asked back to 800 × 600."""
    i18n.install_language(QApplication.instance(), language)
    try:
        w = MainWindow(settings=None, data_dir=tmp_path)
        qtbot.addWidget(w)
        w.show()
        for key in ["calculator"] + [t.key for t in TABS]:
            w.resize(800, 600)
            w.show_tab(key)
            settle()
            w.resize(800, 600)
            settle()
            assert (w.width(), w.height()) == (800, 600), key
    finally:
        i18n.install_language(QApplication.instance(), "en")


def test_a_graded_answer_wider_than_an_800_window_can_be_scrolled_to(qtbot, tmp_path):
    """The reviewer's hand (a chanta: a row of 14 tiles beside its name):
    graded at 800 × 600 the breakdown is wider than the panel, and its
    right side (the fu column, "your slip") was cut with no way to reach
    it. Every part of it is within the scroll range now."""
    from trainer.quiz.grading import Answer

    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show()
    q = w.show_tab("quiz")
    q.start_retry([("EYAAVJNR55NhnoIhsMtFwwwkgAAAJuE", "whole_hand_fu", 2)], None)
    settle()
    cur = q.session.current
    q.submit(Answer(fu=cur.result.fu + 10, han=cur.result.han))
    settle()
    area = q.question_page.scroll
    assert (w.width(), w.height()) == (800, 600)
    need = area.widget().minimumSizeHint().width()
    assert need > area.viewport().width()  # the case: wider than the panel
    bar = area.horizontalScrollBar()
    assert bar.isVisible() and need <= area.viewport().width() + bar.maximum()  # a bar to reach it by


@contextmanager
def _small_window(qtbot, tmp_path, language: str):
    """The main window shown at 800 × 600 in `language`; zoom 100 % and
    English again afterwards."""
    i18n.install_language(QApplication.instance(), language)
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    try:
        w.resize(800, 600)
        w.show()
        yield w
    finally:
        w.set_zoom(1.0)
        i18n.install_language(QApplication.instance(), "en")


def _games_with_long_names(qtbot, w):
    """The Games tab with the six Tenhou games imported and the one with
    the longest player names selected, its cards built."""
    from log_helpers import GAMES, mjlog_path

    view = w.show_tab("games")
    with qtbot.waitSignal(view.importFinished, timeout=30_000):
        assert view.open_files([str(mjlog_path(g)) for g in GAMES])
    row = next(i for i, g in enumerate(view.game_list.games()) if g.game_id == "2023053016gm-0029-0000-e54b3b98")
    view.game_list.select_row(row)
    view.finish_cards()
    return view


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_tab_keeps_an_800_by_600_window_at_150_percent_zoom(qtbot, tmp_path, language):
    """At the zoom setting's 150 % an 800 × 600 window became 908 px wide
    on the Games tab with games imported (its title beside the three
    buttons needed 856 px of the 752 between the margins) and 915 px on the
    Table tab (the New game form's rules menu held its longest preset name
    whole: 372 px). Each tab is shown, the Games tab with the six Tenhou
    games imported and the one with the longest names selected, and the
    window asked back to 800 × 600."""
    with _small_window(qtbot, tmp_path, language) as w:
        _games_with_long_names(qtbot, w)
        w.set_zoom(1.5)
        for key in ["calculator"] + [t.key for t in TABS]:
            w.show_tab(key)
            settle()
            w.resize(800, 600)
            settle()
            assert (w.width(), w.height()) == (800, 600), key
        assert not cut_texts(w)
        # made small again from a wide window (a window narrowed by hand goes there by steps; the
        # buttons beside the title must not hold it wide before they can move under it)
        w.show_tab("games")
        w.resize(1440, 900)
        settle()
        for _ in range(3):
            w.resize(800, 600)
            settle()
        assert (w.width(), w.height()) == (800, 600)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_games_cards_get_the_panel_height_in_an_800_by_600_window(qtbot, tmp_path, language):
    """At 800 × 600 the game's header (its date, platform and id, the four
    places on two rows, the player filter) took 196 px of the 375 px
    panel beside the game list and left the cards 171 px, less than one
    card; at 150 % zoom the cards got 54 px and the filter row lay over the
    places. Where the panel is that short the header scrolls with the
    cards: the scroll area gets the panel's whole height and holds the
    header above the first card; at 1024 × 768 the header stays above the
    scroll area, in sight while the cards scroll."""
    with _small_window(qtbot, tmp_path, language) as w:
        view = _games_with_long_names(qtbot, w)
        panel = view.scroll.parentWidget()
        for zoom in (1.0, 1.5):
            w.set_zoom(zoom)
            for _ in range(3):
                w.resize(800, 600)
                settle()
            assert (w.width(), w.height()) == (800, 600)
            assert view.scroll.height() == panel.height(), zoom
            holder = view.scroll.widget()
            assert view.header.parentWidget() is holder
            assert view.header.height() >= view.header.heightForWidth(view.header.width())  # nothing overlaps
            first = view.cards[0].mapTo(holder, QPoint(0, 0)).y()
            assert first >= view.header.geometry().bottom()
            assert not cut_texts(w), zoom
        w.set_zoom(1.0)
        w.resize(1024, 768)
        settle()
        assert view.header.parentWidget() is panel
        assert view.scroll.geometry().top() > view.header.geometry().bottom()


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_table_with_a_game_in_progress_keeps_800_by_600_at_150_percent_zoom(qtbot, tmp_path, language):
    """At 150 % zoom in English the Table bar ("Rules: Tenhou" and its five
    buttons) needed 804 px of an 800 px window; where the title does not fit
    beside the buttons it goes to the line under the bar, with the assumed
    rules note."""
    with _small_window(qtbot, tmp_path, language) as w:
        w.set_zoom(1.5)
        view = w.show_tab("table")
        _play_a_few_hands(view)
        for _ in range(3):
            settle()
            w.resize(800, 600)
        settle()
        assert (w.width(), w.height()) == (800, 600)
        assert cut_texts(w) == []
        title, button = view.title, view.games_button
        beside = title.mapTo(view, QPoint(0, 0)).y() < button.mapTo(view, QPoint(0, button.height())).y()
        assert beside == (language == "ja")  # in Japanese the bar has room for it


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_calculator_and_a_graded_answer_show_every_text_whole_at_150_percent_zoom(qtbot, tmp_path, language):
    """At 150 % zoom in an 800 × 600 window (English) the calculator's
    result ("4,800", the payment line, the yaku column) was cut at the
    right of its panel, which had no sideways scrolling, and a graded
    answer's breakdown cut "1 han" to 40 px of its 48 (a fixed least width
    of the value). The result panel scrolls sideways where it must, and a
    value is never narrower than its text."""
    with _small_window(qtbot, tmp_path, language) as w:
        w.set_zoom(1.5)
        w.calculator.set_notation_text("11z 234m 555z(pon) 0555p(ankan) 777s win 1z")
        w.model.set_count("honba", 3)
        w.model.set_count("riichi_sticks", 2)
        settle()
        w.resize(800, 600)
        settle()
        assert (w.width(), w.height()) == (800, 600)
        assert cut_texts(w) == []
        view = w.show_tab("quiz")
        view.start(SessionConfig(topic="payments", difficulty=3, count=2, seed=4))
        q = view.session.current
        view.submit(Answer(fu=q.result.fu, han=q.result.han + 1))
        settle()
        w.resize(800, 600)
        settle()
        assert (w.width(), w.height()) == (800, 600)
        assert cut_texts(w) == []


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_learn_course_buttons_keep_their_captions_at_150_percent_zoom(qtbot, tmp_path, language):
    """At 150 % zoom in an 800 × 600 window the course map was 220 px wide
    (its share of the tab) and Qt cut its two buttons to "At …ble" and
    "Un…nd"; the map is never narrower than their captions now, and at
    100 % it keeps its share."""
    with _small_window(qtbot, tmp_path, language) as w:
        view = w.show_tab("learn")
        for zoom in (1.5, 1.0):
            w.set_zoom(zoom)
            settle()
            w.resize(800, 600)
            settle()
            assert (w.width(), w.height()) == (800, 600)
            for b in view.path_buttons.values():
                assert b.width() >= b.minimumSizeHint().width(), (zoom, b.text(), b.width())
        assert view._map_holder.width() == 800 * 330 // 1200  # 100 %: the map's share, as before
