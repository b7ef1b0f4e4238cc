"""Calculator fixes (pytest-qt, offscreen): a quiz hand code opens in the
calculator (issue 5 §1) from the notation box, "Hand code…" (Ctrl+O) and
`--hand`; situation checkboxes stay in step with the model while an
indicator error is shown; ura indicators stop at max(1, dora); a second red
five gets the red-five message and the palette badge counts red fives left."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

from PySide6.QtGui import QGuiApplication, QKeySequence
from ui_helpers import click_check, click_palette, make_view, one

from trainer.core.hand import WinContext
from trainer.core.rules import PRESETS
from trainer.core.tiles import parse_tiles
from trainer.quiz.generator import generate_hand
from trainer.ui.app.main import state_from_json
from trainer.ui.calculator.evaluation import flag_blockers
from trainer.ui.calculator.notation import format_notation
from trainer.ui.calculator.state import CalcState, meld_tiles

ROOT = Path(__file__).resolve().parents[3]
NO_KUITAN = replace(PRESETS["tenhou"], kuitan=False)


def _generated(rules="tenhou", seed=8):
    return generate_hand(random.Random(seed), "mixed", 3, rules)


def _shows(view, g) -> None:
    s = view.model.state
    assert format_notation(s.closed, s.melds, s.win) == format_notation(
        parse_tiles(g.hand["closed"]), view.model.state.melds, parse_tiles(g.hand["win"])[0])
    assert (view.evaluation.result.han, view.evaluation.result.fu) == (g.result.han, g.result.fu)


def test_a_hand_code_typed_into_the_notation_box_opens_with_its_situation_and_rules(qtbot):
    view = make_view(qtbot)
    g = _generated(NO_KUITAN)
    view.set_notation_text(g.code)
    s = view.model.state
    assert not view.error_label.isVisible()
    assert s.rules == NO_KUITAN
    assert (s.ctx.seat_wind, s.ctx.round_wind, s.ctx.tsumo) == (g.hand["seat_wind"], g.hand["round_wind"],
                                                                g.hand["tsumo"])
    assert [m.kind for m in s.melds] == [m["type"] for m in g.hand["melds"]]
    _shows(view, g)
    assert view.notation.text() == format_notation(s.closed, s.melds, s.win)  # the box shows the tiles
    view.model.undo()  # one undo step back to the empty hand
    assert view.model.state.closed == ()


def test_a_pasted_hand_code_opens(qtbot):
    view = make_view(qtbot)
    g = _generated(seed=21)
    QGuiApplication.clipboard().setText("  " + g.code + "\n")
    view.paste_notation()
    assert not view.error_label.isVisible()
    _shows(view, g)


def test_open_hand_code_action_has_a_shortcut_and_reports_a_bad_code(qtbot):
    view = make_view(qtbot)
    assert view.actions["open_code"].shortcut() == QKeySequence("Ctrl+O")
    g = _generated(seed=5)
    assert view.open_hand_code(g.code)
    _shows(view, g)
    before = view.model.state
    assert not view.open_hand_code(g.code[:-2] + ("AA" if g.code[-2:] != "AA" else "BB"))
    assert view.model.state == before
    assert view.error_label.isVisible() and view.error_label.text() == view.tr(
        "This hand code has a typo or is cut short.")


def test_hand_option_takes_a_hand_code(tmp_path):
    g = _generated(NO_KUITAN, seed=2)
    state = state_from_json(g.code)
    assert state.rules == NO_KUITAN and state.win == parse_tiles(g.hand["win"])[0]
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_CONFIG_HOME=str(tmp_path))
    out = tmp_path / "code.png"
    r = subprocess.run([sys.executable, "-m", "trainer", "--hand", g.code, "--screenshot", str(out)], cwd=ROOT,
                       env=env, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert out.exists()


# -- situation flags -------------------------------------------------------

def _two_ura_no_dora() -> CalcState:
    tiles = parse_tiles("234m456p678s33355s")
    return CalcState(tiles, (), one("3s"), WinContext(ura_indicators=parse_tiles("1m2m")))


def test_blockers_come_from_the_flags_even_while_the_indicators_are_wrong():
    blockers = flag_blockers(_two_ura_no_dora())
    # no riichi: ippatsu impossible; no kan: rinshan impossible; ron: no haitei
    assert {"ippatsu", "rinshan", "haitei", "tenhou"} <= set(blockers)
    assert blockers["ippatsu"].detail == "ippatsu_without_riichi"


def test_a_checkbox_the_model_refuses_does_not_stay_ticked(qtbot):
    view = make_view(qtbot)
    view.model.load(_two_ura_no_dora())
    box = view.situation.checks["ippatsu"]
    assert view.error_label.isVisible()  # the ura error is shown
    assert not box.isEnabled()
    # even if a click reaches it (enabled by force), the box follows the model
    box.setEnabled(True)
    click_check(qtbot, box)
    assert view.model.state.ctx.ippatsu is False
    assert not box.isChecked()


def test_ura_plus_stops_at_max_one_and_dora_count(qtbot):
    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    ura_add = view.situation.ura_add
    assert ura_add.isEnabled()
    view.model.add_indicator("ura", one("1m"))
    assert not ura_add.isEnabled()  # one ura without dora is allowed, two are not
    assert not view.model.add_indicator("ura", one("2m"))
    assert len(view.model.state.ctx.ura_indicators) == 1
    view.model.add_indicator("dora", one("9p"))
    assert not ura_add.isEnabled()  # 1 dora: 1 ura
    view.model.add_indicator("dora", one("8p"))
    assert ura_add.isEnabled()


# -- red fives -------------------------------------------------------------

def test_a_second_red_five_says_the_red_five_is_used_up(qtbot):
    view = make_view(qtbot)
    view.model.add_meld("pon", meld_tiles("pon", one("0m")))
    assert view.palette.copies_left(one("0m")) == 0
    assert view.palette.copies_left(one("5m")) == 1
    click_palette(qtbot, view, "0m")
    text = view.hint_label.text()
    assert text == view.tr("No red five %1 left: these rules have %n in the set.", "", 1).replace("%1", "0m")
    assert "All four" not in text
    view.model.clear()
    for _ in range(3):
        view.model.add_tile(one("5m"))
    assert view.palette.copies_left(one("5m")) == 0  # Tenhou: three plain 5m and one 0m
    click_palette(qtbot, view, "5m")
    assert view.hint_label.text() == view.tr("No plain %1 left: the other fives of the set are red (%2).") \
        .replace("%1", "5m").replace("%2", "0m")
    view.model.add_tile(one("0m"))
    click_palette(qtbot, view, "0m")  # four fives: now the kind is used up
    assert view.hint_label.text() == view.tr("All four %1 are already in use.").replace("%1", "0m")


def test_the_red_five_badge_counts_the_rules_red_fives(qtbot):
    view = make_view(qtbot)
    view.model.set_rules(replace(PRESETS["tenhou"], red_fives=(2, 0, 1)))
    assert [view.palette.copies_left(one(t)) for t in ("0m", "0p", "0s")] == [2, 0, 1]
    click_palette(qtbot, view, "0m")
    assert view.palette.copies_left(one("0m")) == 1
    view.model.add_tile(one("0m"))
    assert view.palette.copies_left(one("0m")) == 0
    assert view.palette.copies_left(one("5m")) == 2
