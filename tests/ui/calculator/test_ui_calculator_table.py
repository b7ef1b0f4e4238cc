"""The calculator at the table (issue 15, "Table-use slips"): ticking Riichi
puts the winner's own stick on the table (shown, and counted once); the
headline shows the hand's value exactly as the readings list does, with
honba and riichi sticks on a line of their own; a hand that cannot be scored
shows the last valid hand greyed and small under its own label.

Before: Riichi left the sticks at 0 (the winner's 1,000 was missing from what
they collect); the headline said 2,600 where the readings list said 2,000
for one hand (honba folded in); a refused hand left the last hand's large
total on screen.
"""

from __future__ import annotations

from ui_helpers import make_view

from trainer.ui.base import terms


def ron_hand(view, text="234m456p678s33355s win 3s"):
    view.set_notation_text(text)
    assert view.evaluation.status == "scored"


def test_riichi_puts_the_winners_own_stick_on_the_table_once(qtbot):
    view = make_view(qtbot)
    ron_hand(view)
    model = view.model
    assert model.state.ctx.riichi_sticks == 0
    view.situation.checks["riichi"].click()
    assert model.state.ctx.riichi and model.state.ctx.riichi_sticks == 1
    assert view.situation.sticks.value() == 1 and view.situation.sticks.minimum() == 1
    # SCHEMA.md: riichi_sticks counts every stick, the winner's own included: 1,000 collected
    p = view.result_panel.shown_result.points
    assert p.sticks_bonus == 1000
    view.situation.checks["riichi"].click()  # taken back: the stick goes too
    assert model.state.ctx.riichi_sticks == 0 and view.result_panel.shown_result.points.sticks_bonus == 0
    model.set_count("riichi_sticks", 2)  # two sticks already on the table (earlier riichi)
    view.situation.checks["riichi"].click()
    assert model.state.ctx.riichi_sticks == 3
    view.situation.checks["double_riichi"].click()  # still one declaration: one stick
    assert model.state.ctx.riichi_sticks == 3
    model.set_count("riichi_sticks", 0)  # the winner's own stick stays while in riichi
    assert model.state.ctx.riichi_sticks == 1


def test_undo_takes_the_stick_back_with_the_riichi(qtbot):
    view = make_view(qtbot)
    ron_hand(view)
    view.actions["riichi"].trigger()
    assert view.model.state.ctx.riichi_sticks == 1
    view.model.undo()
    assert not view.model.state.ctx.riichi and view.model.state.ctx.riichi_sticks == 0


def test_a_loaded_hand_keeps_its_own_stick_count(qtbot):
    """A hand code or a quiz hand says how many sticks are on the table."""
    view = make_view(qtbot)
    from trainer.ui.calculator.state import state_from_hand

    view.model.load(state_from_hand({"closed": "234m456p678s33355s", "win": "3s", "riichi": True,
                                     "riichi_sticks": 2}))
    assert view.model.state.ctx.riichi_sticks == 2


def test_the_headline_and_the_readings_list_show_the_same_points(qtbot):
    """234m456p678s33355s ron on 3s, non-dealer, tanyao only: 1 han 40 fu =
    1,300 (RULES.md §4 table); 2 honba add 600, 1 stick 1,000: the winner
    receives 2,900, the discarder pays 1,900."""
    view = make_view(qtbot)
    ron_hand(view)
    model = view.model
    model.set_wind("seat_wind", "S")
    model.set_count("honba", 2)
    model.set_count("riichi_sticks", 1)
    panel = view.result_panel
    r = panel.shown_result
    assert (r.han, r.fu) == (1, 40)
    assert panel.points_label.text() == terms.number_text(1300)
    # the discarder's 1,900 holds the honba, said on its line; the sticks' line adds only the sticks
    assert panel.payment_label.text() == terms.payment_text(r.points, False) + "  ·  " + terms.bonus_text(600, 0)
    assert "1,900" in panel.payment_label.text() and "600" in panel.payment_label.text()
    assert panel.received_label.text() == terms.received_text(1000, 2900)
    assert "1,900" in panel.payment_label.text() and 1900 + 1000 == 2900
    assert r.chosen.points_total == r.points.total - r.points.honba_bonus - r.points.sticks_bonus == 1300
    panel._toggle_readings()  # the readings list: the chosen one shows the same 1,300
    chosen = [line for line in panel.lines() if line.name_label.text().startswith("✓")]
    assert chosen and chosen[0].value_label.text().endswith(terms.number_text(1300))


def test_a_hand_that_cannot_be_scored_shows_the_last_valid_hand_small_and_labelled(qtbot):
    view = make_view(qtbot)
    ron_hand(view)
    panel = view.result_panel
    big = panel.points_label.font().pixelSize() or panel.points_label.fontInfo().pixelSize()
    total = panel.points_label.text()
    view.set_notation_text("234m456p678s33335s win 3s")  # five 3s: refused
    assert view.evaluation.status == "error"
    assert panel.stale and panel.stale_label.text() == "Last valid hand" and panel.stale_label.isVisible()
    assert panel.points_label.text() == total and not panel.points_label.isEnabled()
    small = panel.points_label.fontInfo().pixelSize()
    assert small <= big * 0.6, (small, big)
    assert panel.stale_label.geometry().top() < panel.points_label.mapTo(panel.widget(), panel.points_label.rect()
                                                                          .topLeft()).y()
