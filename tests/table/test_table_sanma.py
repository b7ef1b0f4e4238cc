"""The table ledger with three players (issue 19 part 6; TABLE_RULES.md §8).

Every expected value is worked by hand below from §8's rows and the deltas
of its real Tenhou Houou three-player game [LOG3]: start 35,000, return
40,000, uma +20/0/−20, oka +15; tsumo loss (non-dealer mangan tsumo 4,000
from the dealer + 2,000 from the other; dealer haneman 6,000 × 2); 100 per
payer per honba (2 honba ron 2,600 → 3,000; 3 honba mangan tsumo 4,300 /
2,300); draw pool 2,000 (one tenpai +2,000 / −1,000 × 2; two +1,000 × 2 /
−2,000); the final line (59.2 − 40) + 15 + 20 = 54.2 → 54. Three seats:
seat 0 deals East 1, then seat 1, seat 2; a round has three hands.
"""

import pytest

from trainer.core import preset as scoring_preset
from trainer.table import (
    AbortiveDraw,
    Called,
    Chombo,
    Claim,
    Draw,
    Game,
    HandValue,
    HanFu,
    Riichi,
    Setup,
    TableError,
    TableState,
    Win,
    apply,
    standings,
    table_rules,
    table_rules_from_json,
    table_rules_to_json,
)
from trainer.table.rules import game_rules
from trainer.table.settlement import settle
from trainer.table.sheet import csv_rows, game_sheet
from trainer.table.store import TableStore

NAMES = ("Aki", "Ben", "Chie")
SETUP = Setup(NAMES, table_rules("tenhou_sanma"), scoring_preset("tenhou_sanma"))
MANGAN, HANEMAN = HanFu(5, 0), HanFu(6, 0)


def tsumo(winner, value):
    return Win(None, (Claim(winner, value),))


def ron(discarder, *claims):
    return Win(discarder, tuple(Claim(w, v) for w, v in claims))


def state(scores, hand=0, honba=0, sticks=0, round_=0):
    return TableState(scores=scores, round=round_, hand=hand, honba=honba, sticks=sticks,
                      riichi=(False,) * 3, penalties=(0,) * 3)


# --- the presets and their options --------------------------------------------

def test_the_tenhou_sanma_preset_carries_the_section_8_values():
    r = table_rules("tenhou_sanma")
    # §8 "start / return / uma" [TH3; LOG3] and "exhaustive draw" pool 2,000 [LOG3]
    assert (r.players, r.start_points, r.return_points, r.oka, r.uma) == (3, 35000, 40000, 15, (20, 0, -20))
    assert r.noten_payment == 2000
    # §8 "abortive draws": nine terminals and four kans only
    assert r.abortive_draws == {"nine_terminals", "four_kans"}
    assert r.double_ron and r.multiple_ron_honba == "first"
    # §8 is silent on the West-round bar and nagashi's honba: marked n/c
    assert r.is_assumed("target_points") and r.is_assumed("nagashi_mangan")


def test_the_mahjong_soul_sanma_preset():
    r = table_rules("mahjong_soul_sanma")
    # §8: 35,000 start; uma +15/0/−15; pool 2,000 [MS3]
    assert (r.players, r.start_points, r.uma, r.noten_payment) == (3, 35000, (15, 0, -15), 2000)
    # the result counted from the 35,000 start, no oka: each of the six real
    # Mahjong Soul three-player games in tests/data/logs/mjai-reviewer3p
    # prints (score - 35,000)/1,000 + uma (chankan.json: 59,000 first gives
    # 24 + 15 = 39; 25,800 second -9.2; 20,200 third -14.8 - 15 = -29.8)
    assert (r.return_points, r.oka) == (35000, 0)
    assert not r.is_assumed("return_points") and not r.is_assumed("noten_payment")
    assert r.is_assumed("target_points")


@pytest.mark.parametrize("pool", [1000, 2000, 3000])
def test_the_draw_pool_is_an_option(pool):
    # §8 "parlor options seen": 1,000; 3,000
    assert table_rules("tenhou_sanma", noten_payment=pool).noten_payment == pool


@pytest.mark.parametrize("options, option, says", [
    ({"abortive_draws": ["four_winds", "nine_terminals"]}, "abortive_draws", "cannot happen with three players"),
    ({"abortive_draws": ["four_riichi"]}, "abortive_draws", "cannot happen with three players"),
    ({"uma": [20, 10, -10, -20]}, "uma", "3 players need 3 uma values"),
    ({"uma": [-20, 0, 20]}, "uma", "below 3rd's"),
    ({"noten_payment": 1001}, "noten_payment", "steps of 2"),
    ({"players": 5}, "players", "must be 3 or 4"),
])
def test_bad_three_player_options_are_refused_naming_the_option(options, option, says):
    with pytest.raises(TableError) as e:
        table_rules("tenhou_sanma", **options)
    assert e.value.code == "bad_option_value" and e.value.args_["option"] == option
    assert says in e.value.message


def test_four_player_presets_still_need_four_uma_values_and_a_pool_in_twelves():
    with pytest.raises(TableError, match="4 players need 4 uma values"):
        table_rules("tenhou", uma=[20, 0, -20])
    with pytest.raises(TableError, match="steps of 12"):
        table_rules("tenhou", noten_payment=2000)


def test_three_player_rules_round_trip_through_json():
    r = table_rules("tenhou_sanma", noten_payment=1000)
    assert table_rules_from_json(table_rules_to_json(r)) == r
    # four-player rules are written as before: no players key
    assert "players" not in table_rules_to_json(table_rules("tenhou"))


def test_scoring_options_go_to_the_core_through_game_rules():
    table, scoring = game_rules("tenhou_sanma", noten_payment=1000, tsumo_payment="north_bisection",
                                yakuhai_north=True, honba_value=1000)
    assert table.noten_payment == 1000
    assert (scoring.players, scoring.tsumo_payment, scoring.honba_value) == (3, "north_bisection", 1000)
    assert "yakuhai_north" in scoring.local_yaku
    for options, option in (({"honba_value": 301}, "honba_value"), ({"tsumo_payment": "half"}, "tsumo_payment"),
                            ({"yakuhai_north": "yes"}, "yakuhai_north")):
        with pytest.raises(TableError) as e:
            game_rules("tenhou_sanma", **options)
        assert e.value.args_["option"] == option
    # 301 does not split between the two payers of a tsumo (the core's check)
    with pytest.raises(TableError, match="split evenly"):
        game_rules("tenhou_sanma", honba_value=301)


def test_table_and_scoring_rules_must_agree_on_the_players():
    with pytest.raises(TableError, match="for 3 players but the scoring rules"):
        Setup(NAMES, table_rules("tenhou_sanma"), scoring_preset("tenhou"))
    with pytest.raises(TableError, match="three names"):
        Setup(("A", "B", "C", "D"), table_rules("tenhou_sanma"), scoring_preset("tenhou_sanma"))
    with pytest.raises(TableError, match="yakuhai_north"):
        game_rules("tenhou", yakuhai_north=True)


# --- the ledger ------------------------------------------------------------------

def test_a_whole_three_player_game_worked_by_hand():
    g = Game(SETUP)
    assert g.state.scores == (35000, 35000, 35000)
    # E1: seat 1 (non-dealer) mangan tsumo, tsumo loss [LOG3]: dealer 4,000 + seat 2 2,000
    o = g.add(tsumo(1, MANGAN))
    assert o.deltas == (-4000, 6000, -2000)
    assert g.state.scores == (31000, 41000, 33000)
    assert (g.state.round_wind, g.state.hand_number, g.state.honba) == ("E", 2, 0)
    # E2 (seat 1 deals): only seat 2 tenpai: +2,000 / −1,000 × 2 [LOG3]; dealer noten: deal passes, honba 1
    o = g.add(Draw((False, False, True)))
    assert o.deltas == (-1000, -1000, 2000)
    assert g.state.scores == (30000, 40000, 35000)
    assert (g.state.hand_number, g.state.dealer, g.state.honba) == (3, 2, 1)
    # E3-1: seat 0 riichi (−1,000), then seats 0 and 2 tenpai: +1,000 × 2 / −2,000 [LOG3]; dealer 2 repeats
    g.add(Riichi(0))
    o = g.add(Draw((True, False, True)))
    assert o.deltas == (1000, -2000, 1000)
    assert g.state.scores == (30000, 38000, 36000)
    assert (g.state.dealer, g.state.honba, g.state.sticks) == (2, 2, 1)
    # E3-2: seat 0 ron 2,600 from seat 1 at 2 honba: 2,600 + 2 × 200 = 3,000 [LOG3], plus the 1,000 stick
    o = g.add(ron(1, (0, Called(ron=2600))))
    assert o.deltas == (4000, -3000, 0)
    assert g.state.scores == (34000, 35000, 36000)
    # a round has three hands: after E3 comes South 1, seat 0 deals, honba 0 (non-dealer win)
    assert (g.state.round_wind, g.state.hand_number, g.state.dealer, g.state.honba) == ("S", 1, 0, 0)
    # S1: three abortive draws by nine terminals: the dealer repeats, honba 3
    for _ in range(3):
        g.add(AbortiveDraw("nine_terminals"))
    assert (g.state.hand_number, g.state.honba) == (1, 3)
    # S1-3: seat 1 mangan tsumo at 3 honba: 4,000 + 300 and 2,000 + 300 [LOG3 "4,300 / 2,300"]
    o = g.add(tsumo(1, MANGAN))
    assert o.deltas == (-4300, 6600, -2300)
    assert g.state.scores == (29700, 41600, 33700)
    # S2 (seat 1 deals): dealer haneman tsumo 6,000 × 2 [LOG3]
    o = g.add(tsumo(1, HANEMAN))
    assert o.deltas == (-6000, 12000, -6000)
    assert g.state.scores == (23700, 53600, 27700)
    assert (g.state.hand_number, g.state.honba) == (2, 1)
    # S2-1: double ron on seat 0's discard; turn order from seat 0: seat 1 first, takes the honba (§8
    # "double ron": first in turn order takes honba and sticks): dealer 1 han 30 fu 1,500 + 200;
    # seat 2's non-dealer 1 han 30 fu 1,000 bare
    o = g.add(ron(0, (2, Called(ron=1000)), (1, Called(ron=1500))))
    assert [w.winner for w in o.wins] == [1, 2]
    assert o.deltas == (-2700, 1700, 1000)
    assert g.state.scores == (21000, 55300, 28700)
    assert (g.state.hand_number, g.state.honba) == (2, 2)  # the dealer was a winner: repeats
    # S2-2: nagashi mangan by seat 2 (non-dealer), with tsumo loss (§8, n/c): dealer 4,000 + seat 0 2,000,
    # no honba (Tenhou's bonus kind, §7.4); nobody tenpai: the deal passes, honba 3
    o = g.add(Draw((False, False, False), nagashi=(2,)))
    assert o.deltas == (-2000, -4000, 6000)
    assert g.state.scores == (19000, 51300, 34700)
    assert (g.state.round_wind, g.state.hand_number, g.state.dealer, g.state.honba) == ("S", 3, 2, 3)
    # S3-3, the last regular hand: seat 0 ron 2,600 from seat 2 at 3 honba: 2,600 + 600 = 3,200;
    # seat 1 holds 51,300 ≥ 40,000: the game ends (no West round)
    o = g.add(ron(2, (0, Called(ron=2600))))
    assert o.deltas == (3200, 0, -3200)
    final = g.state.final
    assert final is not None and final.reason == "target"
    assert final.scores == (22200, 51300, 31500)  # sum 105,000: nothing lost
    assert final.places == (3, 1, 2)
    # (51.3 − 40) + 20 + 15 = 46.3; (31.5 − 40) + 0 = −8.5; (22.2 − 40) − 20 = −37.8 (sum 0)
    assert final.points == (-37.8, 46.3, -8.5)
    # undo and redo step through the three-player game like any other
    g.undo()
    assert g.state.final is None and g.state.scores == (19000, 51300, 34700)
    g.redo()
    assert g.state.final.points == (-37.8, 46.3, -8.5)


def test_the_west_round_and_the_end_after_west_3():
    # nobody tenpai at nine draws: no payments, the deal passes each time. After S3 nobody has
    # 40,000 (the bar, assumed) → West round; after W3, the last hand, the game ends.
    g = Game(SETUP)
    for _ in range(6):
        g.add(Draw((False, False, False)))
    assert (g.state.round_wind, g.state.hand_number, g.state.honba) == ("W", 1, 6)
    for _ in range(3):
        g.add(Draw((False, False, False)))
    final = g.state.final
    assert final is not None and final.reason == "last_hand"
    # three ties at 35,000 ranked by seat: (35 − 40) + 20 + 15 = 30; −5 + 0 = −5; −5 − 20 = −25
    assert final.points == (30.0, -5.0, -25.0)


def test_tenhou_rounding_on_the_log3_final_line():
    # LOG3's final line (59.2 − 40) + 15 + 20 = 54.2 → 54 with rounded results (§7.1):
    # 2nd (30.5 − 40) = −9.5 → −9 (exactly .5 rounds up, the corrected rule); 3rd (15.3 − 40) − 20 =
    # −44.7 → −45; 1st takes what makes the sum 0: 54
    rules = table_rules("tenhou_sanma", final_rounding="nearest_1000")
    final = settle(state((59200, 30500, 15300)), rules, "last_hand")
    assert final.points == (54.0, -9.0, -45.0)
    assert settle(state((59200, 30500, 15300)), table_rules("tenhou_sanma"), "last_hand").points == (54.2, -9.5, -44.7)


def test_sticks_left_at_the_end_go_to_first_place():
    final = settle(state((50000, 30000, 23000), sticks=2), table_rules("tenhou_sanma"), "last_hand")
    # 50,000 + 2,000 = 52,000: (52 − 40) + 20 + 15 = 47; (30 − 40) = −10; (23 − 40) − 20 = −37
    assert final.scores == (52000, 30000, 23000) and final.points == (47.0, -10.0, -37.0)


def test_a_dealer_ron_and_a_non_dealer_tsumo_under_north_bisection():
    table, scoring = game_rules("tenhou_sanma", tsumo_payment="north_bisection")
    setup = Setup(NAMES, table, scoring)
    # non-dealer mangan tsumo, North's 2,000 split: dealer 4,000 + 1,000, the other 2,000 + 1,000
    _, o = apply(setup, state((35000,) * 3), tsumo(1, MANGAN))
    assert o.deltas == (-5000, 8000, -3000)


@pytest.mark.parametrize("kind", ["four_winds", "four_riichi", "triple_ron"])
def test_abortive_draws_that_need_a_fourth_player_are_refused(kind):
    with pytest.raises(TableError) as e:
        apply(SETUP, state((35000,) * 3), AbortiveDraw(kind))
    assert e.value.code == "not_allowed" and "cannot happen with three players" in e.value.message


def test_four_kans_is_an_abortive_draw_with_three_players():
    new, o = apply(SETUP, state((35000,) * 3), AbortiveDraw("four_kans"))
    assert o.deltas == (0, 0, 0) and (new.dealer, new.honba) == (0, 1)


@pytest.mark.parametrize("event, field", [
    (Riichi(3), "seat"),
    (tsumo(3, MANGAN), "winner"),
    (ron(3, (0, MANGAN)), "discarder"),
    (Draw((True, False, False, False)), "tenpai"),
    (Chombo(3), "seat"),
])
def test_a_fourth_seat_is_refused_at_a_three_player_table(event, field):
    with pytest.raises(TableError) as e:
        apply(SETUP, state((35000,) * 3), event)
    assert e.value.code == "bad_seat" and e.value.args_["field"] == field


def test_chombo_pays_a_reverse_mangan_with_tsumo_loss():
    # seat 2 (non-dealer) pays what his mangan tsumo would earn: 4,000 to the dealer, 2,000 to seat 1
    _, o = apply(SETUP, state((35000,) * 3), Chombo(2))
    assert o.deltas == (4000, 2000, -6000)


def test_what_each_player_needs_with_three_players():
    # East 1, seat 0 deals; seat 2 (35,000) chases seat 1 (40,000): gap 5,000, and seat 2 sits later,
    # so a tie is not enough. Ron from seat 1: 2 × ron > 5,000 → 2,600 (base 640: 1 han 80 fu). Ron from
    # seat 0: ron > 5,000 → 5,200 (base 1,280: 2 han 80 fu; 1 han stops at 110 fu = 3,600). Tsumo with
    # tsumo loss: seat 2 gains the dealer's 2 × base and seat 1's base, and seat 1 loses his base:
    # 2,600 + 1,300 + 1,300 = 5,200 > 5,000 at base 1,280 (base 1,120 gives 2,300 + 2 × 1,200 = 4,700).
    s = state((30000, 40000, 35000))
    chases = standings(s, SETUP.table_rules, SETUP.scoring_rules)
    assert set(chases) == {0, 1, 2}
    c = next(c for c in chases[2] if c.rival == 1)
    assert c.gap == 5000 and c.behind
    assert c.need("ron_from_rival").announcement.ron == 2600
    assert c.need("ron_from_other").announcement.ron == 5200
    t = c.need("tsumo").announcement
    assert (t.non_dealer, t.dealer) == (1300, 2600)


def test_a_saved_three_player_game_reloads_with_its_undo(tmp_path):
    path = tmp_path / "t.sqlite3"
    store = TableStore(path)
    g = store.new_game(SETUP)
    g.add(tsumo(1, MANGAN))
    g.add(Draw((False, False, True)))
    g.undo()
    store.close()
    again = TableStore(path)
    summary = again.games()[0]
    assert summary.players == NAMES and summary.preset == "tenhou_sanma"
    assert summary.scores == (31000, 41000, 33000)
    opened = again.open(summary.id)
    assert opened.game.setup == SETUP and opened.game.state.scores == (31000, 41000, 33000)
    opened.redo()
    assert opened.game.state.scores == (30000, 40000, 35000)
    again.close()


def test_the_score_sheet_has_three_columns_of_each():
    g = Game(SETUP)
    g.add(tsumo(1, MANGAN))
    rows = csv_rows(game_sheet(g))
    # issue 22: round,honba,sticks,outcome,delta_1..delta_N,score_1..score_N with N = 3
    assert rows[0] == ["round", "honba", "sticks", "outcome", "delta_1", "delta_2", "delta_3",
                       "score_1", "score_2", "score_3"]
    assert rows[1] == ["E1", "0", "0", "tsumo", "-4000", "6000", "-2000", "31000", "41000", "33000"]


def test_a_three_player_hand_is_scored_with_three_seat_winds():
    # East 2: seat 1 deals, so seat 0 sits West (with four players he would sit North): his West
    # triplet is a seat-wind yakuhai, 1 han
    hand = HandValue.of({"closed": "123p456p789s11s333z", "win": "9s"})
    _, o = apply(SETUP, state((35000,) * 3, hand=1), ron(2, (0, hand)))
    assert "yakuhai_seat_wind" in o.wins[0].value.yaku


# --- replay of a three-player log ------------------------------------------------

def _log3(deltas_e2=(-1000, -1000, 2000, 0)):
    """A two-hand GameLog built by hand in the shape the three-player readers give (a fourth, empty
    seat with a trailing 0, as tenhou.net/6 writes it)."""
    from trainer.logs.model import DrawLog, GameLog, HandLog, WinLog
    # seat 1's riichi, menzen tsumo, tanyao and two dora (indicators 4p → 5p, 1p → 2p): 5 han, mangan
    hand = {"closed": "234p567p234s678s55s", "win": "5s", "tsumo": True, "riichi": True,
            "dora_indicators": "4p1p", "seat_wind": "S", "round_wind": "E"}
    e1 = HandLog("E", 1, 0, 0, 0, (35000, 35000, 35000, 0), (1,),
                 (WinLog(1, 1, None, hand, {}, (-4000, 7000, -2000, 0)),), None, (-4000, 7000, -2000, 0))
    e2 = HandLog("E", 2, 1, 0, 0, (31000, 41000, 33000, 0), (),
                 (), DrawLog("exhaustive", (False, False, True, False), (), deltas_e2), deltas_e2)
    return GameLog("sanma-by-hand", ("A", "B", "C", ""), {"platform": "tenhou", "length": "hanchan"},
                   scoring_preset("tenhou_sanma"), 35000, (e1, e2), None, player_count=3)


def test_replay_takes_a_three_player_log():
    from trainer.table.replay import replay
    r = replay(_log3())
    assert r.setup.table_rules.preset == "tenhou_sanma" and r.setup.players == ("A", "B", "C")
    # E1: seat 1's riichi stick (−1,000) is his own and back with the win; his mangan tsumo takes 4,000 +
    # 2,000 and the stick: +7,000 as the log's sc records it; E2: +2,000 / −1,000 × 2
    assert [h.deltas for h in r.hands] == [(-4000, 7000, -2000), (-1000, -1000, 2000)]
    assert r.hands_matched == 2 and r.problems == ()


def test_replay_reports_a_three_player_disagreement():
    from trainer.table.replay import replay
    r = replay(_log3(deltas_e2=(-1500, -1500, 3000, 0)))  # a 3,000 pool, as jansou's sanma preset pays
    assert r.hands_matched == 1
    assert any("ours [-1000, -1000, 2000], the log's [-1500, -1500, 3000]" in p for p in r.problems)


def test_table_replay_command_on_a_three_player_log(tmp_path, monkeypatch, capsys):
    import trainer.logs
    from trainer.logs.model import LogFile
    from trainer.table import cli
    monkeypatch.setattr(trainer.logs, "read_log", lambda path: LogFile(str(path), "tenhou6", (_log3(),), None))
    sheet = tmp_path / "s.csv"
    assert cli.main(["--replay", "x.json", "--sheet", str(sheet)]) == 0
    out = capsys.readouterr().out
    # three columns: E1's whole change with seat 1's riichi stick (35,000 − 1,000 + 7,000 = 41,000)
    assert "E1-0" in out and "+6000R" in out and "41000   33000" in out
    lines = sheet.read_text(encoding="utf-8").splitlines()
    assert lines[0] == "round,honba,sticks,outcome,delta_1,delta_2,delta_3,score_1,score_2,score_3"
    assert lines[1] == "E1,0,0,tsumo,-4000,6000,-2000,31000,41000,33000"


def test_session_standings_of_three_player_games_count_three_places():
    from trainer.table.session import GameResult, session_standings, standings_csv_rows
    # game 1 as the whole game above: Ben +46.3 (1st), Chie −8.5 (2nd), Aki −37.8 (3rd);
    # game 2 the West-round game: Aki +30 (1st), Ben −5 (2nd), Chie −25 (3rd)
    totals = session_standings([GameResult(NAMES, (3, 1, 2), (-37.8, 46.3, -8.5)),
                                GameResult(NAMES, (1, 2, 3), (30.0, -5.0, -25.0))])
    by_name = {t.name: t for t in totals}
    # Ben 46.3 − 5 = 41.3; Aki −37.8 + 30 = −7.8; Chie −8.5 − 25 = −33.5
    assert [(t.name, t.points, t.places) for t in totals] == [
        ("Ben", 41.3, (1, 1, 0)), ("Aki", -7.8, (1, 0, 1)), ("Chie", -33.5, (0, 1, 1))]
    assert by_name["Aki"].average_place == 2.0
    assert standings_csv_rows(totals)[0][:6] == ["player", "games", "points", "first", "second", "third"]
    assert standings_csv_rows(totals)[0][6] == "average_place"


def test_agari_yame_at_south_3_with_three_players():
    # South 3 is the last regular hand with three players (seat 2 deals). The dealer's mangan tsumo,
    # 4,000 from each of two (§8 "dealer 4,000 × 2"), leaves him 1st with 53,000 ≥ 40,000: the game ends
    new, o = apply(SETUP, state((30000, 30000, 45000), hand=2, round_=1), tsumo(2, MANGAN))
    assert o.deltas == (-4000, -4000, 8000)
    assert new.final is not None and new.final.reason == "agari_yame"
    # (53 − 40) + 20 + 15 = 48; the tie at 26,000 goes by seat: seat 0 (26 − 40) + 0 = −14, seat 1 −14 − 20 = −34
    assert new.final.points == (-14.0, -34.0, 48.0)


def test_a_score_below_zero_ends_a_three_player_game():
    # seat 0 (non-dealer, East 2) deals in a non-dealer haneman, 12,000, with 5,000 left: −7,000 → bust
    new, _ = apply(SETUP, state((5000, 50000, 50000), hand=1), ron(0, (2, HANEMAN)))
    assert new.final is not None and new.final.reason == "bust"
    assert new.final.scores == (-7000, 50000, 62000)
