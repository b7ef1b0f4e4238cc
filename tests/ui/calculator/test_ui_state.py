"""The calculator's state without widgets: the notation box format, edits
and refusals, undo history, situation flags made consistent by the core's
own checks, and the waits of a hand one tile short."""

from __future__ import annotations

import random

import pytest

from trainer.core import Hand, HandError, Meld, WinContext, parse_tiles, preset, score
from trainer.ui.calculator.evaluation import evaluate, flag_blockers, set_flag
from trainer.ui.calculator.model import CalculatorModel
from trainer.ui.calculator.notation import format_notation, parse_notation
from trainer.ui.calculator.state import CalcState, Refusal, meld_tiles, random_state


def t(text):
    return parse_tiles(text)[0]


@pytest.mark.parametrize("text", [
    "234m456p678s33355s win 3s",
    "11z 234m 555z(pon) 0555p(ankan) 7777s(kakan) 406s(chi) win 1z",
    "123m456p 789s(chi) 1111z(minkan)",
    "",
])
def test_notation_round_trip(text):
    """format(parse(text)) reads back to the same hand (closed sorted)."""
    p = parse_notation(text)
    again = parse_notation(format_notation(p.closed, p.melds, p.win))
    assert sorted(again.closed, key=lambda x: (x.kind, not x.red)) == sorted(p.closed, key=lambda x: (x.kind, not x.red))
    assert again.melds == p.melds and again.win == p.win


def test_notation_details():
    p = parse_notation("11z 234m 555z(PON) 1111m(kan) WIN: 1z")
    assert [m.kind for m in p.melds] == ["pon", "minkan"]       # kind case-insensitive, kan = minkan
    assert p.win == t("1z")
    # Without "win", the last tile written wins once the hand is complete.
    assert parse_notation("123m456p789s11z23s4s").win == t("4s")
    assert parse_notation("123m456p789s11z23s").win is None       # 13 tiles: no winning tile
    assert format_notation(parse_tiles("9s1m")) == "1m9s"
    with pytest.raises(HandError) as e:
        parse_notation("123m(foo)")
    assert e.value.code == "invalid_meld" and e.value.args_["type"] == "foo"
    with pytest.raises(HandError) as e:
        parse_notation("123m win 3")
    assert e.value.code == "invalid_notation"


def test_edits_and_refusals():
    """Copies run out at 4 (red fives per the rules), a complete hand takes
    no more tiles, the completing tile becomes the winning tile."""
    s = CalcState()
    for tile in parse_tiles("1111m"):
        s = s.with_tile(tile)
    assert isinstance(s, CalcState) and s.copies_left(t("1m")) == 0
    r = s.with_tile(t("1m"))
    assert isinstance(r, Refusal) and r.id == "no_copies_left" and r.arg("tile") == "1m"
    wrc = CalcState(rules=preset("wrc"))
    r = wrc.with_tile(t("0p"))
    assert isinstance(r, Refusal) and r.id == "no_red_fives"
    full = CalcState(closed=parse_tiles("123m456p789s1122z"))
    assert full.with_tile(t("2z")).win == t("2z")
    done = full.with_tile(t("2z"))
    assert done.with_tile(t("3z")).id == "hand_full"
    # A meld needs room: 13 closed tiles leave none.
    assert full.with_meld("pon", parse_tiles("555z")).id == "meld_needs_room"
    assert meld_tiles("chi", t("0s"), start=21) == parse_tiles("406s")
    assert meld_tiles("chi", t("8m")) is None          # 8m 9m 10m does not exist
    assert meld_tiles("kakan", t("0p")) == parse_tiles("0555p")



def test_undo_history_merges_typing_steps():
    """Typing in the notation box is one undo step; clicks are one each."""
    m = CalculatorModel()
    m.add_tile(t("1m"))
    m.set_notation("1m2m")
    m.set_notation("1m2m3m")
    assert len(m.state.closed) == 3
    m.undo()
    assert [str(x) for x in m.state.closed] == ["1m"]
    m.redo()
    assert len(m.state.closed) == 3
    with pytest.raises(HandError):
        m.set_notation("1m2")
    assert len(m.state.closed) == 3


def test_flags_follow_the_cores_checks():
    """Flags the core refuses are blocked with its reason; a new pon drops
    riichi; tsumo turns houtei into haitei."""
    s = CalcState(closed=parse_tiles("234m456p678s33355s"), win=t("3s"))
    blocked = flag_blockers(s)
    assert blocked["ippatsu"].detail == "ippatsu_without_riichi"
    assert blocked["rinshan"].detail == "rinshan_on_ron"
    assert blocked["tenhou"].detail == "tenhou_on_ron"
    on_tsumo = flag_blockers(CalcState(closed=s.closed, win=s.win, ctx=WinContext(tsumo=True)))
    assert on_tsumo["rinshan"].detail == "rinshan_without_kan"
    assert "tenhou" not in on_tsumo
    assert "riichi" not in blocked and "houtei" not in blocked
    s = set_flag(s, "houtei", True)
    assert s.ctx.houtei
    m = CalculatorModel(s)
    m.set_tsumo(True)
    assert m.state.ctx.haitei and not m.state.ctx.houtei
    m.set_flag("riichi", True)
    m.set_notation("234m456p678s55s 333s(pon) win 5s")
    assert not m.state.ctx.riichi
    # Double riichi brings riichi; dropping riichi drops double riichi and ippatsu.
    m.load(CalcState(closed=parse_tiles("234m456p678s33355s"), win=t("3s")))
    m.set_flag("double_riichi", True)
    m.set_flag("ippatsu", True)
    assert m.state.ctx.riichi and m.state.ctx.double_riichi and m.state.ctx.ippatsu
    m.set_flag("riichi", False)
    assert not (m.state.ctx.riichi or m.state.ctx.double_riichi or m.state.ctx.ippatsu)


def test_waits_of_a_hand_one_short():
    """1112345678999m (junsei chuuren shape) waits on all nine man tiles;
    every value is the core's."""
    s = CalcState(closed=parse_tiles("1112345678999m"))
    ev = evaluate(s)
    assert ev.status == "waits"
    assert [str(w.tile) for w in ev.waits] == [f"{n}m" for n in range(1, 10)]
    for w in ev.waits:
        expected = score(Hand(s.closed + (w.tile,), (), w.tile), WinContext())
        assert w.ron.points.total == expected.points.total


def test_evaluate_statuses():
    assert evaluate(CalcState()).status == "empty"
    assert evaluate(CalcState(closed=parse_tiles("123m"))).status == "building"
    bad = evaluate(CalcState(closed=parse_tiles("11111m")))
    assert bad.status == "error" and bad.error.code == "too_many_copies"
    meld = evaluate(CalcState(melds=(Meld("chi", parse_tiles("135m")),)))
    assert meld.status == "error" and meld.error.code == "invalid_meld"


def test_random_states_are_hands_the_core_scores():
    """random_legal keeps only hands the core accepts."""
    m = CalculatorModel()
    rng = random.Random(7)
    for _ in range(20):
        assert m.random_legal(rng)
        s = m.state
        assert s.is_complete()
        score(s.hand(), s.ctx, s.rules)
    assert random_state(random.Random(1)).is_complete()
