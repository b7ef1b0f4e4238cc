"""The calculator under a three-player rule set (issue 19 part 3;
TABLE_RULES.md §8), driven like a user (pytest-qt, offscreen): three seats,
a palette without 2m–8m, a kita control whose Norths lie beside the hand,
no chi in the meld menu, two payers on the payment line.
"""

from __future__ import annotations

import random

import pytest
from ui_helpers import click_palette, make_view, one

from trainer.core.rules import rules_from_json
from trainer.ui.base import terms
from trainer.ui.calculator.state import CalcState, Refusal, state_from_hand

SANMA = rules_from_json("tenhou_sanma")
# 123p 456p 789p 111s 99s by tsumo, seat S, riichi: riichi 1 + tsumo 1 +
# ittsu 2 = 4 han 40 fu, mangan (tests/core/test_sanma_scoring.py); two kita make
# it 6 han, haneman: base 3,000, non-dealer tsumo loss 6,000 + 3,000 = 9,000
HAND = {"closed": "123p456p789p11199s", "win": "9s", "tsumo": True, "seat_wind": "S", "riichi": True,
        "kita": 2, "rules": "tenhou_sanma"}


@pytest.fixture
def view(qtbot):
    v = make_view(qtbot)
    v.model.load(state_from_hand(HAND))
    return v


def test_three_seats_and_the_kita_control(view):
    sit = view.situation
    assert [w for w, b in sit.seat_buttons.items() if b.isVisibleTo(sit)] == ["E", "S", "W"]
    assert sit.kita.isVisibleTo(sit) and sit.kita.value() == 2
    # the two Norths lie beside the hand
    assert view.kita_row.isVisibleTo(view) and [str(t) for t in view.kita_row.tiles()] == ["4z", "4z"]


def test_the_payment_line_names_two_payers_and_norths_share(view):
    rp = view.result_panel
    assert rp.points_label.text() == terms.number_text(9000)
    text = rp.payment_label.text()
    assert terms.number_text(6000) in text and terms.number_text(3000) in text
    # North's share, a non-dealer's 3,000, is not paid (tsumo loss)
    assert terms.north_share_text(view.evaluation.result.points) in text
    assert terms.number_text(3000) in terms.north_share_text(view.evaluation.result.points)


def test_the_palette_has_no_2m_to_8m_and_no_chi(view):
    pal = view.palette
    assert pal.shown(one("1m")) and pal.shown(one("9m"))
    assert not any(pal.shown(one(f"{n}m")) for n in range(2, 9)) and not pal.shown(one("0m"))
    assert "chi" not in {kind for kind, _ in pal.meld_choices(one("3p"))}


def test_a_kita_spin_changes_the_hand(view, qtbot):
    view.situation.kita.setValue(0)
    # without kita: 4 han mangan, tsumo loss 4,000 + 2,000
    assert view.result_panel.points_label.text() == terms.number_text(6000)
    assert not view.kita_row.isVisibleTo(view)


def test_a_north_tile_count_bounds_the_kita(qtbot):
    # the hand holds two Norths: at most two more can be set aside
    state = state_from_hand({"closed": "123p456p789p11s44z", "win": "4z", "seat_wind": "S",
                             "rules": "tenhou_sanma"})
    assert isinstance(state.with_kita(2), CalcState)
    assert state.with_kita(3) == Refusal("no_copies_left", (("tile", "4z"),))


def test_a_middle_man_tile_is_refused_with_the_reason(qtbot):
    view = make_view(qtbot)
    view.model.set_rules(SANMA)
    assert view.model.state.with_tile(one("5m")) == Refusal("not_in_three_player_set", (("tile", "5m"),))
    assert view.model.state.with_meld("chi", (one("1p"), one("2p"), one("3p"))) == Refusal("no_chi_three_players")
    click_palette(qtbot, view, "19m")  # the man tiles the set has
    assert [str(t) for t in view.model.state.closed] == ["1m", "9m"]


def test_back_to_four_players_drops_the_kita(view):
    view.model.set_rules(rules_from_json("tenhou"))
    assert view.model.state.kita == 0 and not view.situation.kita.isVisibleTo(view.situation)
    assert view.palette.shown(one("5m"))
    assert all(b.isVisibleTo(view.situation) for b in view.situation.seat_buttons.values())


def test_the_hand_json_keeps_kita_and_the_preset(view):
    out = view.model.state.to_json()
    assert out["kita"] == 2 and out["rules"] == "tenhou_sanma"


def test_a_random_three_player_hand_is_legal(qtbot):
    view = make_view(qtbot)
    view.model.set_rules(SANMA)
    assert view.model.random_legal(random.Random(5))
    s = view.model.state
    assert not any(t.kind in range(1, 8) for t in s.closed) and s.ctx.seat_wind in "ESW"
    assert view.evaluation.status == "scored"


def test_the_waits_of_a_13_tile_hand_have_three_player_values(qtbot):
    # 123p 456p 789p 11s 99m + one kita, seat S: a shanpon on 1s and 9m (no
    # 2m-8m is tried). Ron on 9m: ittsu 2 + kita 1 = 3 han; 20 + 10 closed
    # ron + 4 open terminal triplet (completed by ron) = 34 -> 40 fu:
    # 40 x 2^5 x 4 = 5,120 -> 5,200. Tsumo: + menzen tsumo = 4 han; 20 + 2
    # tsumo + 8 closed terminal triplet = 30 fu: base 1,920, tsumo loss:
    # dealer 3,900 + the other player 2,000 = 5,900 (no third payer)
    from trainer.ui.calculator.evaluation import evaluate

    state = state_from_hand({"closed": "123p456p789p11s99m", "win": "9m", "kita": 1, "seat_wind": "S",
                             "rules": "tenhou_sanma"})
    waits = evaluate(state).waits
    assert [str(w.tile) for w in waits] == ["9m", "1s"]
    for w in waits:
        assert (w.ron.han, w.ron.points.total) == (3, 5200)
        assert (w.tsumo.han, w.tsumo.points.total) == (4, 5900)


def test_a_kita_blocks_ippatsu_on_a_double_riichi_and_says_why(view, qtbot):
    # TABLE_RULES.md §8: a kita counts as a call. The hand has two kita; on a
    # double riichi, ippatsu would need them set aside neither before (no
    # double riichi) nor after the riichi (no ippatsu)
    sit = view.situation
    sit.checks["double_riichi"].click()
    assert view.model.state.ctx.double_riichi
    box = sit.checks["ippatsu"]
    assert not box.isEnabled()
    assert box.toolTip() == terms.error_text({"code": "conflicting_flags", "detail": "double_riichi_ippatsu_with_kita"})
    assert "kita" in box.toolTip().lower()
    # without the kita, ippatsu can be ticked again
    sit.kita.setValue(0)
    assert box.isEnabled() and box.toolTip() == ""


def test_setting_aside_a_north_drops_a_first_turn_win(qtbot):
    # chiihou: a non-dealer's tsumo on the first draw, no call before it; a
    # kita is a call, so adding one drops chiihou and greys it out with why
    view = make_view(qtbot)
    view.model.load(state_from_hand({**HAND, "riichi": False, "kita": 0}))
    sit = view.situation
    sit.checks["first"].click()
    assert view.model.state.ctx.chiihou
    sit.kita.setValue(1)
    assert not view.model.state.ctx.chiihou and view.model.state.kita == 1
    box = sit.checks["first"]
    assert not box.isEnabled() and "kita" in box.toolTip().lower()


def test_seats_and_round_winds_a_three_player_game_has(view, qtbot):
    from trainer.ui.calculator.state import round_winds, seat_winds
    # TABLE_RULES.md §8: seats E, S, W; no North round; §7.2: Tenhou and
    # Mahjong Soul play East and South with a West extension round
    assert seat_winds(SANMA) == ("E", "S", "W") and round_winds(SANMA) == ("E", "S", "W")
    assert round_winds(rules_from_json("mahjong_soul_sanma")) == ("E", "S", "W")
    assert round_winds(rules_from_json("tenhou")) == ("E", "S", "W", "N")
    sit = view.situation
    assert [w for w, b in sit.round_buttons.items() if b.isVisibleTo(sit)] == ["E", "S", "W"]
    # no way to a North seat or round: the model refuses, the W key cycles E-S-W
    assert not view.model.set_wind("seat_wind", "N") and not view.model.set_wind("round_wind", "N")
    winds = []
    for _ in range(3):
        view._next_round_wind()
        winds.append(view.model.state.ctx.round_wind)
    assert winds == ["S", "W", "E"]


def test_a_loaded_north_round_stays_visible_to_be_changed(qtbot):
    view = make_view(qtbot)
    view.model.load(state_from_hand({**HAND, "round_wind": "N"}))
    sit = view.situation
    assert sit.round_buttons["N"].isVisibleTo(sit)
    assert view.model.set_wind("round_wind", "E")
    assert not sit.round_buttons["N"].isVisibleTo(sit)
