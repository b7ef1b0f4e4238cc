"""Undo, redo and corrections of a game in memory (issue 12 §3)."""

import pytest

from trainer.core import preset as scoring_preset
from trainer.table import (
    Called,
    Claim,
    Draw,
    Game,
    HanFu,
    Riichi,
    Setup,
    TableError,
    Win,
    event_from_json,
    event_to_json,
    table_rules,
)
from trainer.table.events import AbortiveDraw, Chombo, EndGame, HandValue

SETUP = Setup(("A", "B", "C", "D"), table_rules("tenhou"), scoring_preset("tenhou"))


def ron(discarder, winner, value):
    return Win(discarder, (Claim(winner, value),))


def test_undo_and_redo_any_number_of_steps():
    g = Game(SETUP)
    events = [Riichi(1), ron(3, 1, HanFu(3, 30)), Draw((True, False, False, True)), Riichi(0),
              ron(2, 0, HanFu(2, 30))]
    for e in events:
        g.add(e)
    states = [g.state_after(i) for i in range(-1, len(events))]
    for k in range(len(events), 0, -1):
        g.undo()
        assert g.state == states[k - 1] and len(g) == k - 1
    assert not g.can_undo
    for k in range(1, len(events) + 1):
        g.redo()
        assert g.state == states[k]
    assert not g.can_redo


def test_a_new_event_drops_the_redo_steps():
    g = Game(SETUP)
    g.add(Riichi(0))
    g.undo()
    g.add(Riichi(1))
    assert not g.can_redo and g.events == (Riichi(1),)


def test_correcting_a_past_hand_recomputes_everything_after():
    g = Game(SETUP)
    g.add(ron(3, 1, HanFu(3, 30)))          # E1: seat 1 wins 3,900 → E2
    g.add(Draw((False, True, False, False)))  # E2: dealer 1 tenpai alone: +3,000, repeats
    g.add(ron(0, 1, HanFu(2, 30)))           # E2 1 honba: dealer ron 2,900 + 300
    assert g.state.scores == (25000 - 1000 - 3200, 25000 + 3900 + 3000 + 3200, 24000, 25000 - 3900 - 1000)
    g.replace(0, ron(3, 1, HanFu(5, 0)))     # it was a mangan
    assert g.state.scores == (25000 - 1000 - 3200, 25000 + 8000 + 3000 + 3200, 24000, 25000 - 8000 - 1000)
    g.undo()                                 # the correction itself can be undone
    assert g.state.scores[1] == 25000 + 3900 + 3000 + 3200


def test_a_correction_that_breaks_a_later_event_is_refused_and_nothing_changes():
    g = Game(SETUP)
    g.add(ron(3, 1, HanFu(3, 30)))           # seat 1 wins, seat 1 deals E2
    g.add(ron(0, 1, Called(ron=1500)))       # dealer ron 1,500 (1 han 30 fu): no non-dealer ron pays it
    before = g.state
    with pytest.raises(TableError) as e:     # if seat 0 had won E1, seat 0 would be the dealer again
        g.replace(0, ron(3, 0, HanFu(3, 30)))
    assert e.value.code == "bad_edit" and e.value.args_["index"] == 1
    assert g.state == before and len(g) == 2


def test_insert_a_forgotten_riichi_and_remove_it_again():
    g = Game(SETUP)
    g.add(ron(3, 1, HanFu(3, 30)))
    g.insert(0, Riichi(2))
    assert g.state.scores[1] == 25000 + 3900 + 1000 and g.state.scores[2] == 24000
    g.remove(0)
    assert g.state.scores == (25000, 28900, 25000, 21100)
    g.undo()
    g.undo()
    assert g.events == (ron(3, 1, HanFu(3, 30)),)


def test_events_survive_json():
    hand = HandValue.of({"closed": "234m456p678s33355s", "win": "3s", "riichi": True})
    events = [Riichi(2), Win(1, (Claim(2, hand), Claim(3, HanFu(yakuman=1), pao=0, pao_yakuman="daisangen"))),
              Win(None, (Claim(0, Called(non_dealer_pays=4000)),)), Draw((True, False, True, False), (2,)),
              AbortiveDraw("four_riichi"), Chombo(3), EndGame("called")]
    for e in events:
        assert event_from_json(event_to_json(e)) == e


@pytest.mark.parametrize("data", [
    {"type": "riichi", "seat": 4}, {"type": "win", "discarder": 1, "claims": []}, {"type": "draw", "tenpai": [1, 0]},
    {"type": "nope"}, {"type": "win", "discarder": 1, "claims": [{"winner": 1, "han": 3, "fu": 30}]},
    {"type": "win", "discarder": None, "claims": [{"winner": 1, "han": 3, "fu": 33}]}, "riichi",
])
def test_bad_events_are_refused_naming_the_field(data):
    with pytest.raises(TableError) as e:
        event_from_json(data)
    assert e.value.code == "bad_event" and e.value.args_["field"]
