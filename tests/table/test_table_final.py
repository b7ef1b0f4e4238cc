"""The end of a game: leftover sticks, places, uma, oka, ties and rounding
(TABLE_RULES.md §7.1), and what each player needs to pass a rival."""

import pytest

from trainer.core import preset as scoring_preset
from trainer.table import TableState, chase, standings, table_rules
from trainer.table.settlement import settle


def final(scores, name="tenhou", sticks=0, penalties=(0, 0, 0, 0), **options):
    st = TableState(scores=tuple(scores), sticks=sticks, penalties=tuple(penalties))
    return settle(st, table_rules(name, **options), "last_hand")


def test_tenhou_2023_result_one_decimal():
    # Recorded game 2023053016gm-0029-0000-e54b3b98, owari: 53,800 / 16,100 / 29,300 / 800
    # → +63.8 / −23.9 / +9.3 / −49.2 [LOGS; §7.1 formula (final − 30,000)/1,000 + uma, +20 to 1st]
    f = final((53800, 16100, 29300, 800))
    assert f.points == (63.8, -23.9, 9.3, -49.2) and f.places == (1, 3, 2, 4)


def test_tenhou_2019_results_rounded_to_thousands_top_takes_the_rest():
    # Recorded game 2019021004gm-00a9-0000-e2f6516d, owari: 4,400 / 7,100 / 40,700 / 47,800
    # → −46 / −33 / +21 / +58 [LOGS; §7.1: non-top rounded to 1,000, 1st makes the sum 0]
    f = final((4400, 7100, 40700, 47800), final_rounding="nearest_1000")
    assert f.points == (-46.0, -33.0, 21.0, 58.0)
    # 2019103023gm-00a9-0000-f90e0fe9: 85,300 / 31,400 / −55,100 / 38,400 → +96 / −9 / −105 / +18
    f = final((85300, 31400, -55100, 38400), final_rounding="nearest_1000")
    assert f.points == (96.0, -9.0, -105.0, 18.0)


def test_exactly_500_rounds_up_toward_plus_infinity():
    # TABLE_RULES.md §7.1 as corrected on 54 rounded results of real games: a remainder of
    # exactly 500 rounds up: 35,500 → +5.5 → +6; 25,500 → −4.5 → −4; 7,500 → −22.5 → −22.
    # 2nd +10, 3rd −10, 4th −20 uma; 1st takes what makes the sum 0.
    f = final((40000, 35500, 25500, 7500), final_rounding="nearest_1000")
    assert f.points[1:] == (6 + 10.0, -4 - 10.0, -22 - 20.0)
    # 38,500 → +8.5 → +9 before uma (2nd place: +10)
    f = final((40000, 38500, 20000, 1500), final_rounding="nearest_1000")
    assert f.points[1] == 19.0


def test_a_bust_score_with_500_rounds_down():
    # §7.1, the one exception seen: a final score of −7,500 gave −38 (−37.5 rounded down) before uma
    f = final((60000, 30000, 17500, -7500), final_rounding="nearest_1000")
    assert f.points[3] == -38 - 20.0 and f.points[2] == -12 - 10.0


def test_leftover_sticks_go_to_first_under_tenhou():
    # [TH-R; LOGS 53/53]
    f = final((40000, 30000, 20000, 8000), sticks=2)
    assert f.scores == (42000, 30000, 20000, 8000) and f.leftover[0].payee == 0


def test_leftover_sticks_are_lost_under_wrc():
    # [TORI 2nd; EMA-A] (n/c, assumed)
    f = final((40000, 30000, 30000, 18000), name="wrc", sticks=2)
    assert f.scores == (40000, 30000, 30000, 18000) and f.leftover == ()


def test_tenhou_tie_goes_to_the_earlier_seat():
    # [TH-R; LOGS, 1 tie: 8,900 twice decided by seat order]
    f = final((40000, 8900, 42200, 8900))
    assert f.places == (2, 3, 1, 4)


def test_wrc_tied_players_share_uma():
    # [WRC-W; TORI]: two tied for 2nd share (+5 −5)/2 = 0
    f = final((40000, 30000, 30000, 20000), name="wrc")
    assert f.uma == (15.0, 0.0, 0.0, -15.0) and f.points == (25.0, 0.0, 0.0, -25.0)


def test_m_league_rank_points_with_oka():
    # [ML-W; ML-1]: with oka the rank points are +50/+10/−10/−30
    f = final((40000, 30000, 20000, 10000), name="m_league")
    assert f.points == (10 + 50.0, 0 + 10.0, -10 - 10.0, -20 - 30.0)


def test_mahjong_soul_counts_from_25000():
    # [MJS-W]: no oka, result counted from 25,000
    f = final((40000, 30000, 20000, 10000), name="mahjong_soul")
    assert f.points == (15 + 15.0, 5 + 5.0, -5 - 5.0, -15 - 15.0)


def test_end_penalty_after_uma():
    # [EMA-A]: −20 after uma
    f = final((40000, 30000, 30000, 20000), name="ema", penalties=(0, 0, -20000, 0))
    assert f.points == (25.0, 0.0, -20.0, -25.0)


# --- what it takes to pass a rival ---

def test_chase_worked_example():
    """Seat 1 is 8,000 behind seat 0, seat 2 deals, no honba or sticks (Tenhou: a tie goes to seat 0).
    Non-dealer payment table: ron 3,900 (3 han 30 fu) twice is 7,800 — short; the next ron is 4,500
    (2 han 70 fu), twice 9,000. From a third player: more than 8,000, so haneman 12,000. Tsumo:
    1,600/3,200 (3 han 50 fu) gives 6,400 + seat 0's 1,600 = 8,000, a tie that seat 0 wins; the next
    is 1,800/3,600 (2 han 110 fu): 7,200 + 1,800 = 9,000."""
    st = TableState(scores=(30000, 22000, 24000, 24000), hand=2)
    c = chase(st, 1, 0, table_rules("tenhou"), scoring_preset("tenhou"))
    assert c.behind and c.gap == 8000
    assert c.need("ron_from_rival").announcement.ron == 4500
    assert c.need("ron_from_other").rung.limit == "haneman"
    t = c.need("tsumo").announcement
    assert (t.non_dealer, t.dealer) == (1800, 3600)


def test_chase_counts_honba_and_sticks():
    # 2 sticks and 1 honba on the table: a 1,000 ron from a third player is 1,300 + 2,000 = 3,300 > 3,000
    st = TableState(scores=(27000, 24000, 24000, 23000), hand=2, honba=1, sticks=2)
    c = chase(st, 1, 0, table_rules("tenhou"), scoring_preset("tenhou"))
    assert c.need("ron_from_other").announcement.ron_with_honba == 1300


def test_leader_has_no_chase():
    st = TableState(scores=(30000, 22000, 24000, 24000))
    s = standings(st, table_rules("tenhou"), scoring_preset("tenhou"))
    assert all(not c.behind for c in s[0])
    assert [c.rival for c in s[1]] == [0, 2, 3]


@pytest.mark.parametrize("gap", [0, 100])
def test_level_scores_tie_break_by_seat(gap):
    st = TableState(scores=(25000 + gap, 25000, 25000, 25000 - gap))
    c = chase(st, 1, 0, table_rules("tenhou"), scoring_preset("tenhou"))
    assert c.behind  # seat 0 is ahead on the tie-break or by 100


def test_no_need_beyond_what_the_rules_can_score():
    """EMA counts one yakuman at most (no stacking, no double patterns):
    60,000 behind the leader (who does not deal), a yakuman ron from the
    leader swings 2 × 32,000 = 64,000 and passes; from another player
    32,000 and by tsumo 8,000/16,000 + the leader's 8,000 = 40,000 cannot.
    The line said "double yakuman by ron from another player" (the breaker
    found). Under Tenhou (stacking) a double yakuman does it."""
    st = TableState(scores=(85000, 25000, 25000, -35000), hand=2)
    ema = chase(st, 1, 0, table_rules("ema"), scoring_preset("ema"))
    assert ema.need("ron_from_rival").rung.yakuman == 1
    assert ema.need("ron_from_other") is None and ema.need("tsumo") is None
    tenhou = chase(st, 1, 0, table_rules("tenhou"), scoring_preset("tenhou"))
    assert tenhou.need("ron_from_other").rung.yakuman == 2


@pytest.mark.parametrize("preset", ["tenhou", "mahjong_soul", "wrc", "ema", "m_league", "classic", "arcade"])
def test_max_yakuman_is_what_the_scorer_gives_the_biggest_hand(preset):
    """Four closed kans of the winds and a tanki honour pair (daisuushii,
    tsuuiisou, suuankou tanki, suukantsu): the core's value of it under
    each preset is `max_yakuman` of that preset."""
    from trainer.core import score_json
    from trainer.core.yaku import max_yakuman

    hand = {"closed": "55z", "win": "5z", "tsumo": True, "rules": preset,
            "melds": [{"type": "ankan", "tiles": t} for t in ("1111z", "2222z", "3333z", "4444z")]}
    assert score_json(hand, explain=False)["yakuman"] == max_yakuman(scoring_preset(preset))
