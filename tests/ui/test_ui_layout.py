"""What a new user met on a clean clone (pytest-qt, offscreen): a cleared
hand must not show the old hand's result, nothing may jump under the
pointer (a dora pick banner, a kakan, an error line, Ron/Tsumo, a language
round trip), the blessing checkboxes say what they are, and the quiz names
a question's topic by what it asks."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication
from ui_helpers import click_palette, make_view, meld_by_right_click

from trainer.core import parse_tiles, score
from trainer.ui.base import i18n, terms
from trainer.ui.quiz.question import shown_topic
from trainer.ui.quiz.setup import QuizSetupPage


@pytest.fixture
def english(qapp):
    """English with its plural forms installed (trainer_en.qm), as the app does."""
    assert i18n.install_language(qapp, "en")
    yield
    i18n.install_language(qapp, "en")


def y_of(view, widget) -> int:
    """Top of a widget in the calculator's coordinates."""
    return widget.mapTo(view, QPoint(0, 0)).y()


def geometry_in(view, widget) -> tuple[int, int, int, int]:
    """(x, y, width, height) of a widget in the calculator's coordinates."""
    p = widget.mapTo(view, QPoint(0, 0))
    return p.x(), p.y(), widget.width(), widget.height()


# -- 1. a cleared hand starts fresh -------------------------------------------

def test_clear_then_a_tile_shows_guidance_not_the_old_result(qtbot, english):
    """234m456p678s33355s ron on 3s scores 1 han 40 fu (the core); after
    Clear and one palette tile the panel shows only what to do next: no
    result, current or greyed, and the header counts "1 tile" (singular)."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    s = view.model.state
    expected = score(s.hand(), s.ctx, s.rules)
    assert (expected.han, expected.fu) == (1, 40)
    assert view.result_panel.shown_result == expected
    qtbot.mouseClick(view.buttons["clear"], Qt.MouseButton.LeftButton)
    click_palette(qtbot, view, "1p")
    rp = view.result_panel
    assert view.evaluation.status == "building"
    assert rp.shown_result is None and not rp.stale
    assert rp.points_label is None and rp.limit_label is None
    assert rp._hint_label.text() == "Add 12 more tiles to see the waits."
    assert view.hint_label.text() == "1 tile · 13 more to complete the hand"


def test_plural_forms_in_english(qtbot, english):
    """%n messages read "2 tiles", "1 more" and "Add 1 more tile" in English."""
    view = make_view(qtbot)
    click_palette(qtbot, view, "1p2p")
    assert view.hint_label.text() == "2 tiles · 12 more to complete the hand"
    view.set_notation_text("123456789m12p11z")  # 13 tiles: one short
    assert view.hint_label.text().startswith("13 tiles · ")
    view.set_notation_text("123456789m1p11z")  # 12 tiles: one more, then the waits
    assert view.result_panel._hint_label.text() == "Add 1 more tile to see the waits."


def test_removing_tiles_from_a_scored_hand_does_not_pass_the_old_result_as_current(qtbot, english):
    """Backspace twice on a scored hand leaves 12 tiles: guidance only."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    assert view.result_panel.shown_result is not None
    view.actions["remove_last"].trigger()
    view.actions["remove_last"].trigger()
    assert len(view.model.state.closed) == 12
    assert view.result_panel.shown_result is None and not view.result_panel.stale


def test_error_after_clear_has_no_old_result_but_error_without_clear_keeps_it(qtbot):
    """UI.md: an error keeps the last good result greyed, under a line that
    says so; after Clear there is no last good result to keep."""
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    good = view.result_panel.shown_result
    view.set_notation_text("234m456p678s33335s win 3s")  # five 3s: the core refuses
    assert view.evaluation.status == "error"
    assert view.result_panel.stale and view.result_panel.shown_result is good
    assert view.result_panel.stale_label.text() == view.result_panel.tr("Last valid hand")
    view.actions["clear"].trigger()
    view.set_notation_text("234m456p678s33335s win 3s")
    assert view.evaluation.status == "error"
    assert view.result_panel.shown_result is None and not view.result_panel.stale


# -- 2. nothing jumps ---------------------------------------------------------

def test_dora_pick_banner_does_not_push_the_palette(qtbot):
    view = make_view(qtbot)
    view.set_notation_text("123567m234p45688s win 4p")
    before = y_of(view, view.palette)
    qtbot.mouseClick(view.situation.dora_add, Qt.MouseButton.LeftButton)
    assert view.pick() == "dora" and view.pick_banner.isVisible()
    assert y_of(view, view.palette) == before
    click_palette(qtbot, view, "2s")  # picks the indicator, the banner goes
    assert view.model.state.ctx.dora_indicators == parse_tiles("2s")
    assert not view.pick_banner.isVisible()
    assert y_of(view, view.palette) == before


def test_kakan_does_not_move_the_palette_or_the_hand_tiles(qtbot):
    """A kakan's stacked tile is 1.5 tile heights tall; its room is kept
    for every hand, so adding one moves neither the palette nor the felt,
    and the closed tiles keep their bottom line."""
    view = make_view(qtbot)
    meld_by_right_click(qtbot, view, "7z", "pon", "777z")
    before = (y_of(view, view.palette), view.felt.height(), view.hand_view.height())
    bottom = view.hand_view.tile_rect(0).bottom()
    meld_by_right_click(qtbot, view, "2s", "kakan", "2222s")
    assert [m.kind for m in view.model.state.melds] == ["pon", "kakan"]
    assert (y_of(view, view.palette), view.felt.height(), view.hand_view.height()) == before
    assert view.hand_view.tile_rect(0).bottom() == bottom


def test_error_line_and_hints_do_not_move_anything(qtbot):
    view = make_view(qtbot)
    switch = geometry_in(view, view.win_switch)
    palette = y_of(view, view.palette)
    view.set_notation_text("234m456p678s33355s win 3s")
    view.set_notation_text("234m456p678s33335s win 3s")
    assert view.error_label.isVisible()
    long_error = "x " * 400  # far more than two lines
    view.error_label.setText(long_error)
    QApplication.processEvents()
    assert (geometry_in(view, view.win_switch), y_of(view, view.palette)) == (switch, palette)
    view.actions["clear"].trigger()
    assert not view.error_label.isVisible()
    assert (geometry_in(view, view.win_switch), y_of(view, view.palette)) == (switch, palette)


def test_ron_tsumo_is_one_switch_with_the_choice_ticked(qtbot):
    """The chosen side is ticked (and filled by the style); switching keeps
    both segments where they are."""
    view = make_view(qtbot)
    ron, tsumo = view.ron_button, view.tsumo_button
    assert ron.isChecked() and ron.text() == "✓ " + terms.flag_name("ron")
    assert tsumo.text() == terms.flag_name("tsumo")
    where = (geometry_in(view, ron), geometry_in(view, tsumo))
    qtbot.mouseClick(tsumo, Qt.MouseButton.LeftButton)
    assert view.model.state.ctx.tsumo
    assert tsumo.text() == "✓ " + terms.flag_name("tsumo") and ron.text() == terms.flag_name("ron")
    assert (geometry_in(view, ron), geometry_in(view, tsumo)) == where
    assert ron.width() == tsumo.width()


def test_empty_hand_has_a_placeholder_in_light_text(qtbot):
    view = make_view(qtbot)
    hv = view.hand_view
    assert hv.count() == 0
    assert "234m456p678s33355s" in hv._placeholder
    assert hv._placeholder_color == view.theme.qcolor("felt_text")


def test_language_round_trip_brings_back_the_same_font_and_layout(qtbot, qapp):
    """Japanese then English again: every widget has the font and the place
    it had before (the CJK family does not stay behind)."""
    from trainer.ui.app.main_window import MainWindow
    window = MainWindow()
    qtbot.addWidget(window)
    window.resize(1440, 900)
    window.show()
    qtbot.waitExposed(window)
    calc = window.calculator
    qtbot.waitUntil(lambda: calc.scale() == 0.96, timeout=2000)  # laid out at its size
    qtbot.wait(100)  # and the layout settled
    watched = (calc.palette_hint, calc.situation.checks["riichi"], window.tabs.tabBar(), calc.hint_label)
    before = [(w.fontInfo().family(), w.fontInfo().pixelSize()) for w in watched]
    places = (y_of(calc, calc.palette), calc.felt.height(), geometry_in(calc, calc.win_switch))
    try:
        assert i18n.install_language(qapp, "ja")
        QApplication.processEvents()
        if i18n.cjk_font_family("ja"):
            assert calc.palette_hint.fontInfo().family() == i18n.cjk_font_family("ja")
    finally:
        i18n.install_language(qapp, "en")
    qtbot.waitUntil(lambda: (y_of(calc, calc.palette), calc.felt.height(),
                             geometry_in(calc, calc.win_switch)) == places, timeout=2000)
    assert [(w.fontInfo().family(), w.fontInfo().pixelSize()) for w in watched] == before


# -- 4. the blessing checkboxes -----------------------------------------------

def test_blessing_checkbox_is_not_named_like_the_tenhou_preset(qtbot, english):
    view = make_view(qtbot)
    box = view.situation.checks["first"]
    assert box.text() == "Tenhou (blessing of heaven)"
    assert box.text() != terms.preset_name("tenhou")
    view.model.set_wind("seat_wind", "S")
    assert box.text() == "Renhou (blessing of man)"
    view.model.set_tsumo(True)
    assert box.text() == "Chiihou (blessing of earth)"


# -- 5. the quiz names what it asks -------------------------------------------

def test_a_payments_hand_in_a_mixed_session_without_points_is_labelled_mixed():
    asked_fu_han = SimpleNamespace(topic="payments", asked=("fu", "han"))
    asked_points = SimpleNamespace(topic="payments", asked=("fu", "han", "ron"))
    assert shown_topic(asked_fu_han) == "mixed"
    assert shown_topic(asked_points) == "payments"
    assert shown_topic(SimpleNamespace(topic="wait_fu", asked=("fu", "han"))) == "wait_fu"


def test_payments_topic_always_asks_the_points(qtbot):
    page = QuizSetupPage()
    qtbot.addWidget(page)
    points = page.option_checks["points"]
    assert not points.isChecked()
    page.topic_buttons["payments"].setChecked(True)
    assert points.isChecked() and not points.isEnabled()
    assert page.config().options.points
    page.topic_buttons["mixed"].setChecked(True)  # the learner's own choice comes back
    assert not points.isChecked() and points.isEnabled()
    assert not page.config().options.points


def test_check_and_next_share_one_place(qtbot, tmp_path):
    """After grading, Next stands where Check stood: the answer fields stay."""
    from trainer.ui.quiz.view import QuizView
    view = QuizView(db_path=tmp_path / "quiz.sqlite3", seed=3)
    qtbot.addWidget(view)
    view.resize(1440, 900)
    view.show()
    view.setup_page.topic_buttons["wait_fu"].setChecked(True)
    view.setup_page._start()
    page = view.question_page
    qtbot.waitUntil(lambda: bool(page.fields), timeout=2000)
    QApplication.processEvents()
    before = [f.mapTo(view, QPoint(0, 0)).toTuple() for f in page.fields.values()]
    for f in page.fields.values():
        f.edit.setText("30" if f.part == "fu" else "1")  # legal values (answer_input)
    page._submit()
    assert page.graded and page.next_button.isVisible()
    QApplication.processEvents()
    assert [f.mapTo(view, QPoint(0, 0)).toTuple() for f in page.fields.values()] == before
    assert page.next_button.width() == page.check_button.width()
