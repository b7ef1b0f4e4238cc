"""Every payment rule and table option of the ledger, each against a value
worked by hand from its source (TABLE_RULES.md cells with their source keys,
riichi.wiki's sekinin barai example, the recorded Tenhou games).

Seats: 0 deals East 1; in a state built here `hand` is the dealer's seat.
Hand values come from the published payment table (as in
tests/core/test_rules_handworked.py): non-dealer ron 3 han 30 fu 3,900, mangan
8,000; dealer ron 3 han 30 fu 5,800, mangan 12,000; non-dealer tsumo
3 han 30 fu 1,000/2,000, mangan 2,000/4,000; dealer tsumo mangan 4,000 all;
yakuman ron 32,000 (dealer 48,000).
"""

import pytest

from trainer.core import preset as scoring_preset
from trainer.table import (
    AbortiveDraw,
    Called,
    Chombo,
    Claim,
    Draw,
    EndGame,
    HandValue,
    HanFu,
    Riichi,
    Setup,
    TableError,
    TableState,
    Win,
    apply,
    ron_resolution,
    table_rules,
)

MANGAN = HanFu(5, 0)
H3_30 = HanFu(3, 30)
NAMES = ("A", "B", "C", "D")
# daisangen with the third dragon (7z) called from another player, and
# tsuuiisou: the hand of riichi.wiki's sekinin barai example
DAISANGEN_TSUUIISOU = HandValue.of({"closed": "55566611122z", "win": "2z", "melds": [{"type": "pon", "tiles": "777z"}]})
DAISANGEN = HandValue.of({"closed": "123m55566622z", "win": "2z", "melds": [{"type": "pon", "tiles": "777z"}]})


def setup(name="tenhou", **options):
    return Setup(NAMES, table_rules(name, **options), scoring_preset(name if name != "arcade" else "tenhou"))


def state(scores=(25000,) * 4, round=0, hand=0, honba=0, sticks=0, riichi=(False,) * 4, **kw):
    return TableState(scores=tuple(scores), round=round, hand=hand, honba=honba, sticks=sticks, riichi=tuple(riichi),
                      **kw)


def ron(discarder, *claims):
    return Win(discarder, tuple(Claim(w, v, **({"pao": p} if p is not None else {})) for w, v, p in claims))


def tsumo(winner, value, pao=None):
    return Win(None, (Claim(winner, value, pao=pao),))


def run(su, st, event):
    new, out = apply(su, st, event)
    assert new.total() == st.total()  # zero-sum on every event (issue 12 §3)
    return new, out


# --- ron, tsumo, honba and sticks (§7.3 counter value; §7.10 LOGS 257 / 191) ---

def test_ron_pays_value_plus_300_per_honba_and_winner_takes_every_stick():
    # §7.3: 300 per counter on a ron, paid by the discarder [S003 l.257; WRC15 §5.7.7; LOGS 257/257]
    st = state(scores=(25000, 24000, 25000, 24000), honba=2, sticks=2)
    new, out = run(setup(), st, ron(3, (1, H3_30, None)))
    assert out.deltas == (0, 3900 + 600 + 2000, 0, -(3900 + 600))
    pay = {p.reason: p for p in out.payments}
    assert (pay["ron"].amount, pay["ron"].honba) == (4500, 600)
    assert pay["riichi_sticks"].amount == 2000 and new.sticks == 0


def test_tsumo_pays_100_per_honba_from_each_payer():
    # §7.3: 100 from each payer on a tsumo [S000 l.749; LOGS 191/191]
    new, out = run(setup(), state(honba=3), tsumo(2, H3_30))
    assert out.deltas == (-(2000 + 300), -(1000 + 300), 3 * 300 + 4000, -(1000 + 300))


def test_dealer_tsumo_is_paid_equally():
    new, out = run(setup(), state(hand=1), tsumo(1, MANGAN))
    assert out.deltas == (-4000, 12000, -4000, -4000)
    assert out.wins[0].announcement.kind == "tsumo_all" and out.wins[0].announcement.non_dealer == 4000


# --- dealer rotation and honba (§7.3) ---

def test_dealer_win_repeats_with_one_more_honba():
    # [TH-R; LOGS 111/111]
    new, _ = run(setup(), state(honba=1), ron(2, (0, H3_30, None)))
    assert (new.hand, new.honba, new.repeats) == (0, 2, 1)


def test_non_dealer_win_passes_the_deal_and_clears_honba():
    # [LOGS 284/284]
    new, _ = run(setup(), state(honba=4), ron(2, (1, H3_30, None)))
    assert (new.round, new.hand, new.honba) == (0, 1, 0)


def test_after_east_4_comes_south_1():
    new, _ = run(setup(), state(hand=3), tsumo(0, H3_30))
    assert (new.round, new.hand) == (1, 0)


def test_classic_counter_is_the_dealers_repeats_and_a_draw_that_passes_clears_it():
    # seed 001 l.64: the counter equals the dealer's consecutive deals minus one
    new, _ = run(setup("classic"), state(honba=2), Draw((False, True, False, False)))
    assert (new.hand, new.honba) == (1, 0)
    new, _ = run(setup("tenhou"), state(honba=2), Draw((False, True, False, False)))
    assert (new.hand, new.honba) == (1, 3)  # Tenhou: every draw adds one [LOGS 42/42]


# --- exhaustive draw and noten payments (§7.4) ---

@pytest.mark.parametrize("tenpai, deltas", [
    ((True, False, False, False), (3000, -1000, -1000, -1000)),
    ((True, True, False, False), (1500, 1500, -1500, -1500)),
    ((True, True, True, False), (1000, 1000, 1000, -3000)),
    ((False,) * 4, (0, 0, 0, 0)),
    ((True,) * 4, (0, 0, 0, 0)),
])
def test_noten_payments_split_3000(tenpai, deltas):
    # [S000 l.376–392; S003 l.438–452; WRC15 §5.7.2; LOGS 88/88]
    _, out = run(setup(), state(), Draw(tenpai))
    assert out.deltas == deltas


def test_draw_dealer_tenpai_repeats_sticks_stay():
    # [TH-R; LOGS 41/41]: same dealer, honba +1, sticks stay
    new, _ = run(setup(), state(scores=(24000, 25000, 25000, 25000), sticks=1), Draw((True, False, False, False)))
    assert (new.hand, new.honba, new.sticks) == (0, 1, 1)


def test_draw_dealer_noten_passes_with_honba():
    new, _ = run(setup(), state(), Draw((False, True, False, False)))
    assert (new.hand, new.honba) == (1, 1)


def test_no_noten_payment_option():
    _, out = run(setup(noten_payment=0), state(), Draw((True, False, False, False)))
    assert out.deltas == (0, 0, 0, 0)


# --- nagashi mangan (§7.4) ---

def test_tenhou_nagashi_is_a_mangan_tsumo_in_place_of_noten_payments():
    # [TH-R; LOGS 1/1]: 8,000 as a non-dealer mangan tsumo, no noten payments although two were tenpai,
    # the table stick stayed, dealer tenpai → repeat, honba +1
    st = state(scores=(25000, 24000, 25000, 25000), sticks=1)
    new, out = run(setup(), st, Draw((True, False, True, False), nagashi=(3,)))
    assert out.deltas == (-4000, -2000, -2000, 8000)
    assert (new.sticks, new.hand, new.honba) == (1, 0, 1)


def test_nagashi_as_a_win_takes_honba_and_sticks_and_passes_the_deal():
    # the "win" treatment of NM-W (classic preset): honba and sticks paid, dealer repeats only if he made it
    st = state(scores=(25000, 24000, 25000, 25000), sticks=1, honba=1)
    new, out = run(setup("classic"), st, Draw((True, False, False, False), nagashi=(2,)))
    assert out.deltas == (-4100, -2100, 8300 + 1000, -2100)
    assert (new.sticks, new.hand, new.honba) == (0, 1, 0)


def test_several_nagashi_each_get_a_mangan_tsumo():
    # n/c in every preset; proposed default NM-W: each gets a mangan tsumo
    _, out = run(setup(), state(), Draw((False,) * 4, nagashi=(1, 2)))
    assert out.deltas == (-4000 - 4000, 8000 - 2000, 8000 - 2000, -2000 - 2000)


def test_nagashi_refused_where_the_rules_have_none():
    with pytest.raises(TableError) as e:
        apply(setup("wrc"), state(scores=(30000,) * 4), Draw((False,) * 4, nagashi=(1,)))
    assert e.value.code == "not_allowed"  # [TORI; PAN]


# --- abortive draws (§7.5) ---

@pytest.mark.parametrize("kind", ["nine_terminals", "four_winds", "four_kans", "four_riichi", "triple_ron"])
def test_tenhou_abortive_draws_pay_nothing_dealer_repeats_honba_up_sticks_stay(kind):
    # [TH-R; S000 l.426; LOGS 12/12, 11/11]
    st = state(scores=(24000, 24000, 24000, 24000), sticks=4, riichi=(True,) * 4)
    new, out = run(setup(), st, AbortiveDraw(kind))
    assert out.deltas == (0, 0, 0, 0) and (new.hand, new.honba, new.sticks) == (0, 1, 4)
    assert new.riichi == (False,) * 4


def test_wrc_has_no_abortive_draws():
    with pytest.raises(TableError):
        apply(setup("wrc"), state(scores=(30000,) * 4), AbortiveDraw("four_winds"))


def test_mahjong_soul_triple_ron_is_scored_not_aborted():
    with pytest.raises(TableError):
        apply(setup("mahjong_soul"), state(), AbortiveDraw("triple_ron"))
    _, out = run(setup("mahjong_soul"), state(), ron(0, (1, H3_30, None), (2, H3_30, None), (3, H3_30, None)))
    assert out.deltas == (-3 * 3900, 3900, 3900, 3900)  # [MJS-W; RE]


# --- several ron on one discard (§7.6) ---

def test_tenhou_double_ron_first_winner_takes_honba_and_every_stick():
    # [TH-R; LOGS 8/8]: turn order from the discarder; the second winner's own stick goes to the first
    st = state(scores=(25000, 25000, 24000, 24000), honba=2, sticks=2, riichi=(False, False, True, True))
    new, out = run(setup(), st, ron(1, (3, H3_30, None), (2, MANGAN, None)))
    # from discarder 1: seat 2 is first (right-hand neighbour), seat 3 second
    assert [w.winner for w in out.wins] == [2, 3]
    assert out.deltas == (0, -(8000 + 600) - 3900, 8000 + 600 + 2000, 3900)


def test_tenhou_double_ron_with_the_dealer_repeats():
    new, out = run(setup(), state(hand=0), ron(1, (2, H3_30, None), (0, H3_30, None)))
    assert out.dealer_repeats and (new.hand, new.honba) == (0, 1)


def test_ema_double_ron_honba_to_each_and_own_stick_back():
    # [MR-W; EMA-W 2nd; PAN]: every winner takes honba; each takes back his own stick of this hand
    st = state(scores=(30000, 30000, 29000, 29000), honba=1, sticks=3, riichi=(False, False, True, True))
    _, out = run(setup("ema"), st, ron(1, (2, H3_30, None), (3, H3_30, None)))
    assert out.deltas == (0, -2 * (3900 + 300), 3900 + 300 + 2000, 3900 + 300 + 1000)


def test_head_bump_resolution_and_refusal():
    # [WRC15 §5.7.6]: only the claimant nearest the discarder in turn order
    r = table_rules("wrc")
    assert ron_resolution(r, 2, {0, 1}) == ("head_bump", (0,))   # from 2: 3, 0, 1 → 0 is nearer
    assert ron_resolution(table_rules("tenhou"), 2, {0, 1}) == ("win", (0, 1))
    assert ron_resolution(table_rules("tenhou"), 0, {1, 2, 3}) == ("abortive", ())
    with pytest.raises(TableError) as e:
        apply(setup("wrc"), state(scores=(30000,) * 4), ron(2, (0, H3_30, None), (1, H3_30, None)))
    assert e.value.code == "not_allowed" and e.value.args_["winner"] == 0


# --- pao (§7.7) ---

def test_sekinin_barai_worked_example_mahjong_soul_style():
    # riichi.wiki Sekinin barai [SB-W], TABLE_RULES.md §7.7: 1 honba, South (seat 1) wins daisangen +
    # tsuuiisou by tsumo, West (seat 2) fed the third dragon, East (seat 0) deals:
    # East 16,000; West 32,000 + 300 + 8,000 = 40,300; North 8,000; South receives 64,300
    _, out = run(setup("mahjong_soul"), state(honba=1), tsumo(1, DAISANGEN_TSUUIISOU, pao=2))
    assert out.deltas == (-16000, 64300, -40300, -8000)


def test_sekinin_barai_worked_example_tenhou_style():
    # §7.7, Tenhou as recorded (LOGS: 2019103023gm-00a9-0000-f90e0fe9): the liable pays the whole hand
    _, out = run(setup(), state(honba=1), tsumo(1, DAISANGEN_TSUUIISOU, pao=2))
    assert out.deltas == (0, 64300, -64300, 0)
    _, out = run(setup(), state(honba=3), tsumo(1, DAISANGEN_TSUUIISOU, pao=2))
    assert out.deltas == (0, 64900, -64900, 0)  # the logged hand: 64,000 + 900


def test_pao_on_a_third_players_ron_derived_cases_of_table_rules():
    # §7.7 "derived, not observed": North (3) deals in instead, 1 honba
    _, out = run(setup("mahjong_soul"), state(honba=1), ron(3, (1, DAISANGEN_TSUUIISOU, 2)))
    assert out.deltas == (0, 64300, -16300, -48000)
    _, out = run(setup(), state(honba=1), ron(3, (1, DAISANGEN_TSUUIISOU, 2)))
    assert out.deltas == (0, 64300, -32300, -32000)


def test_pao_ron_half_each_honba_from_the_discarder_under_ema():
    # [EMA12 §3.3.9]: half each; counters only from the discarder
    _, out = run(setup("ema"), state(scores=(30000,) * 4, honba=1), ron(3, (1, DAISANGEN, 2)))
    assert out.deltas == (0, 32300, -16000, -16300)


def test_pao_by_the_discarder_himself_is_an_ordinary_ron():
    _, out = run(setup(), state(), ron(2, (1, DAISANGEN, 2)))
    assert out.deltas == (0, 32000, -32000, 0)


def test_pao_needs_a_pao_yakuman():
    with pytest.raises(TableError) as e:
        apply(setup(), state(), ron(3, (1, H3_30, 2)))
    assert e.value.code == "bad_win"


# --- chombo (§7.8) ---

def test_reverse_mangan_chombo_non_dealer_sticks_returned_hand_replayed():
    # common table default [CH-W]: non-dealer pays 4,000 to the dealer, 2,000 to each other;
    # riichi sticks returned, honba unchanged, same dealer
    st = state(scores=(25000, 24000, 24000, 25000), honba=2, sticks=3, riichi=(False, True, True, False))
    new, out = run(setup(), st, Chombo(2))
    assert out.deltas == (4000, 2000 + 1000, -8000 + 1000, 2000)
    assert (new.hand, new.honba, new.sticks, new.riichi) == (0, 2, 1, (False,) * 4)


def test_reverse_mangan_chombo_by_the_dealer():
    _, out = run(setup(), state(), Chombo(0))
    assert out.deltas == (-12000, 4000, 4000, 4000)


def test_classic_chombo_pays_4000_to_each():
    # [S001 l.125]
    _, out = run(setup("classic"), state(), Chombo(1))
    assert out.deltas == (4000, -12000, 4000, 4000)


def test_wrc_chombo_is_an_end_penalty_after_uma():
    # [PAN 2nd; WRC14 errata]: −20 after uma, not a payment between players
    new, out = run(setup("wrc"), state(scores=(30000,) * 4), Chombo(1))
    assert out.deltas == (0, 0, 0, 0) and new.penalties == (0, -20000, 0, 0)
    new, _ = run(setup("wrc"), new, EndGame("called"))
    # all level: seat order 1st..4th, shared uma (+15+5−5−15)/4 = 0 each [WRC-W]
    assert new.final.points == (0.0, -20.0, 0.0, 0.0)


# --- riichi (§7.9) ---

def test_riichi_puts_a_stick_down():
    new, out = run(setup(), state(), Riichi(2))
    assert out.deltas == (0, 0, -1000, 0) and new.sticks == 1 and new.riichi[2]


def test_riichi_below_1000_refused_under_tenhou_allowed_under_ema():
    st = state(scores=(50000, 900, 24100, 25000))
    with pytest.raises(TableError) as e:
        apply(setup(), st, Riichi(1))  # [TH-R]
    assert e.value.code == "riichi_without_points"
    new, _ = run(setup("ema"), state(scores=(60000, 900, 29100, 30000)), Riichi(1))  # [EMA-W 2nd]
    assert new.scores[1] == -100


def test_riichi_twice_in_a_hand_is_refused():
    new, _ = apply(setup(), state(), Riichi(0))
    with pytest.raises(TableError):
        apply(setup(), new, Riichi(0))


# --- end of the game (§7.2) ---

def test_bust_below_zero_ends_exactly_zero_plays_on():
    # [TH-R]
    new, _ = run(setup(), state(scores=(25000, 8000, 35000, 32000)), ron(1, (2, MANGAN, None)))
    assert new.final is None and new.scores[1] == 0
    new, _ = run(setup(), state(scores=(25000, 7900, 35000, 32100)), ron(1, (2, MANGAN, None)))
    assert new.final.reason == "bust"


def test_wrc_plays_on_below_zero():
    new, _ = run(setup("wrc"), state(scores=(30000, 7000, 43000, 40000)), ron(1, (2, MANGAN, None)))
    assert new.final is None and new.scores[1] == -1000


def test_south_4_ends_when_someone_reached_30000():
    # [TH-R; LOGS]: after S4 the game ends as soon as anyone holds ≥ 30,000 (exactly 30,000 counts)
    new, _ = run(setup(), state(scores=(22000, 26000, 22000, 30000), round=1, hand=3), Draw((False,) * 4))
    assert new.final.reason == "target"


def test_nobody_at_30000_after_south_4_goes_to_west():
    new, _ = run(setup(), state(scores=(25000, 26000, 20000, 29000), round=1, hand=3), Draw((False,) * 4))
    assert new.final is None and (new.round, new.hand, new.honba) == (2, 0, 1)
    # in the West round the game goes on while nobody has 30,000 …
    new, _ = run(setup(), new, tsumo(1, HanFu(1, 30)))  # 300/500 + 100 honba each: 26,000 + 1,400
    assert new.final is None and new.scores == (24400, 27400, 19600, 28600)
    # … and ends as soon as someone holds 30,000, exactly 30,000 included (1 han 30 fu ron: 1,000)
    end, _ = run(setup(), state(scores=(26000, 25000, 20000, 29000), round=2, hand=1), ron(0, (3, HanFu(1, 30), None)))
    assert end.scores[3] == 30000 and end.final.reason == "target"


def test_west_4_is_the_last_hand():
    st = state(scores=(25000, 26000, 20000, 29000), round=2, hand=3)
    new, _ = run(setup(), st, Draw((False,) * 4))
    assert new.final.reason == "last_hand"  # LOGS: W4 end with the leader at 27,700


def test_tenhou_agari_yame_ends_for_a_top_dealer_at_30000():
    # [TH-R; TH-H; LOGS 5/5]
    new, _ = run(setup(), state(scores=(25000, 25000, 25000, 25000), round=1, hand=3), tsumo(3, MANGAN))
    assert new.final.reason == "agari_yame"


def test_a_dealer_not_first_must_go_on():
    new, _ = run(setup(), state(scores=(40000, 20000, 20000, 20000), round=1, hand=3), tsumo(3, H3_30))
    assert new.final is None and (new.round, new.hand, new.honba) == (1, 3, 1)


def test_tenhou_tenpai_yame():
    st = state(scores=(20000, 20000, 20000, 40000), round=1, hand=3)
    new, _ = run(setup(), st, Draw((False, False, False, True)))
    assert new.final.reason == "tenpai_yame"


def test_m_league_south_4_dealer_keeps_dealing_even_when_first():
    # [ML-1; ML-4]
    new, _ = run(setup("m_league"), state(round=1, hand=3), tsumo(3, MANGAN))
    assert new.final is None and new.hand == 3


def test_classic_agari_yame_is_the_dealers_choice():
    # [S001 l.561]
    new, out = run(setup("classic"), state(scores=(25000, 25000, 25000, 25000), round=1, hand=3), tsumo(3, H3_30))
    assert new.final is None and new.yame_offer and out.notes[0][0] == "yame_offer"
    end, _ = run(setup("classic"), new, EndGame("agari_yame"))
    assert end.final.reason == "agari_yame"
    with pytest.raises(TableError):
        apply(setup("tenhou"), state(), EndGame("agari_yame"))


def test_classic_west_round_needs_someone_above_30000_and_runs_to_north_4():
    # [S001 l.60, l.563]: exactly 30,000 is not above it
    st = state(scores=(30000, 25000, 25000, 20000), round=1, hand=3)
    new, _ = run(setup("classic"), st, Draw((False,) * 4))
    assert new.final is None and new.round == 2
    new, _ = run(setup("classic"), state(scores=(30000, 25000, 25000, 20000), round=2, hand=3), Draw((False,) * 4))
    assert new.final is None and new.round == 3
    new, _ = run(setup("classic"), state(scores=(30000, 25000, 25000, 20000), round=3, hand=3), Draw((False,) * 4))
    assert new.final.reason == "last_hand"


def test_tonpuusen_ends_after_east_4():
    new, _ = run(setup(length="tonpuusen", extension_rounds=0), state(hand=3), Draw((False,) * 4))
    assert new.final.reason == "last_hand"


# --- values as players give them ---

def test_called_points_find_the_value():
    _, out = run(setup(), state(), tsumo(1, Called(non_dealer_pays=2000, dealer_pays=4000)))
    assert out.wins[0].value.limit == "mangan" and out.deltas == (-4000, 8000, -2000, -2000)
    _, out = run(setup(), state(), tsumo(0, Called(non_dealer_pays=4000)))
    assert out.deltas == (12000, -4000, -4000, -4000)
    with pytest.raises(TableError) as e:
        apply(setup(), state(), ron(0, (1, Called(ron=4100), None)))
    assert e.value.code == "bad_value"
    with pytest.raises(TableError):  # "2,000–4,000" is a non-dealer's tsumo, not the dealer's
        apply(setup(), state(), tsumo(0, Called(non_dealer_pays=2000, dealer_pays=4000)))


def test_a_hand_the_core_refuses_is_refused_with_its_reason():
    bad = HandValue.of({"closed": "123m456p789s1122z", "win": "2z"})  # 13 tiles
    with pytest.raises(TableError) as e:
        apply(setup(), state(), ron(0, (1, bad, None)))
    assert e.value.code == "bad_hand" and e.value.args_["code"] == "wrong_tile_count"


def test_the_table_sets_the_winners_seat_wind():
    # 1z triplet: yakuhai for the East seat only. Seat 1 wins while dealing (hand 1): dealer, East seat wind
    h = HandValue.of({"closed": "111z234m456p789s55m", "win": "5m"})
    _, out = run(setup(), state(hand=1), ron(0, (1, h, None)))
    assert "yakuhai_seat_wind" in out.wins[0].value.yaku and out.wins[0].announcement.kind == "ron"


def test_no_event_after_the_end():
    end, _ = apply(setup(), state(), EndGame("called"))
    with pytest.raises(TableError) as e:
        apply(setup(), end, Riichi(0))
    assert e.value.code == "game_over"


# --- options not covered above, each on the preset whose cell uses it ---

def test_classic_yame_needs_no_target_only_first_place():
    # [S001 l.561]: agari-yame for a 1st-place S4 dealer, no 30,000 bar
    st = state(scores=(20000, 20000, 28000, 27000), round=1, hand=3)
    new, _ = run(setup("classic"), st, tsumo(3, H3_30))  # dealer 3 han 30 fu tsumo: 2,000 all → 33,000
    assert new.yame_offer == "agari_yame"
    st2 = state(scores=(20000, 20000, 20000, 25000 + 15000), round=1, hand=3)
    new, _ = run(setup("tenhou"), st2, Draw((False, False, False, True)))  # Tenhou: automatic at ≥ 30,000
    assert new.final.reason == "tenpai_yame"


def test_chombo_sticks_stay_option():
    st = state(scores=(25000, 24000, 25000, 25000), sticks=1, riichi=(False, True, False, False))
    new, out = run(setup(chombo_sticks="stay"), st, Chombo(0))
    assert new.sticks == 1 and out.deltas == (-12000, 4000, 4000, 4000)


def test_no_renchan_on_tenpai_option():
    new, _ = run(setup(renchan_on_tenpai=False), state(), Draw((True, False, False, False)))
    assert new.hand == 1


def test_no_renchan_after_an_abortive_draw_option():
    new, _ = run(setup(renchan_on_abortive=False), state(), AbortiveDraw("four_winds"))
    assert new.hand == 1


def test_triple_ron_head_bump_under_classic():
    # [S001 l.567]: standard head bump, the discarder's right-hand neighbour wins
    assert ron_resolution(table_rules("classic"), 0, {1, 2, 3}) == ("head_bump", (1,))


def test_m_league_suukantsu_pao():
    # [ML-W]: suukantsu has liability in M-League, not in Tenhou [TH-R]
    suukantsu = HandValue.of({"closed": "55m", "win": "5m", "melds": [
        {"type": "minkan", "tiles": "1111p"}, {"type": "minkan", "tiles": "2222s"},
        {"type": "ankan", "tiles": "3333m"}, {"type": "minkan", "tiles": "7777z"}]})
    _, out = run(setup("m_league"), state(), ron(3, (1, suukantsu, 2)))
    assert out.deltas == (0, 32000, -16000, -16000)
    with pytest.raises(TableError):
        apply(setup("tenhou"), state(), ron(3, (1, suukantsu, 2)))


def test_mahjong_soul_extension_round_ends_at_30000_assumed():
    # §7.2: an extension round applies [MJS-W]; bar and end assumed (MJS-S)
    r = table_rules("mahjong_soul")
    assert r.is_assumed("target_points") and r.extension_rounds == 1
    new, _ = run(setup("mahjong_soul"), state(scores=(26000, 26000, 24000, 24000), round=1, hand=3), Draw((False,) * 4))
    assert new.round == 2 and new.final is None


def test_leftover_sticks_share_when_tied_for_first_under_share_ties():
    # ties "share" (WRC-W) with leftover sticks "first" (an EMA-like table): two tied leaders split them
    end, _ = run(setup("ema"), state(scores=(35000, 35000, 25000, 24000), sticks=1), EndGame("called"))
    assert end.final.scores == (35500, 35500, 25000, 24000)
