"""Three-player scoring, worked by hand from the rule sources (issue 19).

Sources: TABLE_RULES.md §8 ([TH3] Tenhou's three-player rules, [LOG3] a real
Tenhou Houou three-player game checked by hand, [MS3] Mahjong Soul) and
SCHEMA.md "Three players (v1.1)"; the North-bisection and full-split
("marudori") payments from ja.wikipedia 三人麻雀 "ツモとロンの差" and
mahjongcollege.com "ツモ損とは" (子の満貫ツモ = 子から3000点・親から5000点).
Every expected value below is worked in its comment from those texts,
never read off our output.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from trainer.core import score_json
from trainer.core.rules import PRESETS, rules_from_json, rules_to_json

ROOT = Path(__file__).resolve().parents[2]

# 123p 456p 789p 111s 99s, won on 9s (the pair: a tanki wait).
# Fu: 20 base + 2 tsumo + 8 closed terminal triplet (111s) + 2 tanki = 32 -> 40.
# Han on a riichi tsumo: riichi 1 + menzen tsumo 1 + ittsu 2 = 4.
# 4 han 40 fu: base 40 x 2^6 = 2,560 >= 2,000, so mangan (RULES.md §4).
ITTSU = {"closed": "123p456p789p11199s", "win": "9s", "riichi": True}


def _score(**fields):
    result = score_json({**ITTSU, **fields})
    assert result["error"] is None, result["error"]
    return result


def _sanma(**options):
    return {"preset": "tenhou_sanma", **options}


# ----------------------------------------------------------------- payments

@pytest.mark.parametrize("how, dealer_pays, other_pays", [
    # tsumo loss [TH3; LOG3]: "non-dealer mangan tsumo = 4,000 (dealer) + 2,000";
    # North's 2,000 is not paid: total 6,000
    ("loss", 4000, 2000),
    # North-bisection: North's 2,000 halved, 1,000 added to each payer:
    # 5,000 + 3,000 = 8,000 (mahjongcollege: 子から3000点・親から5000点)
    ("north_bisection", 5000, 3000),
    # full split (marudori): the ron value 8,000 split 2:1; the non-dealer
    # pays a third rounded up to 100 (2,666.7 -> 2,700), the dealer the
    # rest (5,300): the winner gets exactly the ron value
    ("full_split", 5300, 2700),
])
def test_non_dealer_mangan_tsumo_under_each_payment(how, dealer_pays, other_pays):
    r = _score(tsumo=True, seat_wind="S", rules=_sanma(tsumo_payment=how))
    assert (r["han"], r["fu"], r["limit"]) == (4, 40, "mangan")
    assert r["points"] == {"total": dealer_pays + other_pays, "dealer_pays": dealer_pays,
                           "non_dealer_pays": other_pays, "honba_bonus": 0, "sticks_bonus": 0}
    # the payment line: two payers, North's four-player share (a
    # non-dealer's: 2,000) and whether it was dropped or split
    assert r["explanation"]["payment"] == {"payers": 2, "tsumo_payment": how, "north_share": 2000}


@pytest.mark.parametrize("how, each", [
    # dealer mangan tsumo: 4,000 from each non-dealer [TH3]; North's 4,000
    # is dropped (loss), or halved onto each payer (+2,000: 6,000 each),
    # or the ron value 12,000 split evenly (6,000 each)
    ("loss", 4000), ("north_bisection", 6000), ("full_split", 6000),
])
def test_dealer_mangan_tsumo_under_each_payment(how, each):
    r = _score(tsumo=True, seat_wind="E", rules=_sanma(tsumo_payment=how))
    assert r["points"] == {"total": 2 * each, "dealer_pays": None, "non_dealer_pays": each,
                           "honba_bonus": 0, "sticks_bonus": 0}


def test_dealer_haneman_tsumo_is_6000_from_each_of_two():
    # [LOG3] "dealer haneman tsumo = 6,000 x 2": the hand above with two kita
    # is 4 + 2 = 6 han, haneman (base 3,000; dealer tsumo 2 x 3,000 each)
    r = _score(tsumo=True, seat_wind="E", kita=2, rules="tenhou_sanma")
    assert (r["han"], r["limit"]) == (6, "haneman")
    assert r["points"]["non_dealer_pays"] == 6000 and r["points"]["total"] == 12000


def test_mahjong_soul_sanma_is_tsumo_loss_too():
    # [MS3] tsumo loss by default: the same 4,000 + 2,000
    r = _score(tsumo=True, seat_wind="W", rules="mahjong_soul_sanma")
    assert (r["points"]["dealer_pays"], r["points"]["non_dealer_pays"], r["points"]["total"]) == (4000, 2000, 6000)


# -------------------------------------------------------------------- honba

def test_honba_on_a_ron_is_200_per_counter():
    # [LOG3] "2 honba ron 2,600 -> 3,000". 111p 234p 567p 789s 99s won by ron
    # on 2p (ryanmen 34p): 20 + 10 closed ron + 8 closed terminal triplet =
    # 38 -> 40 fu; riichi 1 + dora 1 (indicator 6p -> 7p) = 2 han:
    # 40 x 2^4 x 4 = 2,560 -> 2,600; + 2 x 200 = 3,000
    r = score_json({"closed": "111p234p567p789s99s", "win": "2p", "seat_wind": "S", "riichi": True,
                    "dora_indicators": "6p", "honba": 2, "rules": "tenhou_sanma"})
    assert (r["han"], r["fu"]) == (2, 40)
    assert r["points"] == {"total": 3000, "ron": 3000, "honba_bonus": 400, "sticks_bonus": 0}


def test_honba_on_a_tsumo_is_100_from_each_of_two():
    # [LOG3] "3 honba mangan tsumo 4,300 / 2,300": 4,000 + 300 and 2,000 + 300
    r = _score(tsumo=True, seat_wind="S", honba=3, rules="tenhou_sanma")
    assert r["points"] == {"total": 6600, "dealer_pays": 4300, "non_dealer_pays": 2300,
                           "honba_bonus": 600, "sticks_bonus": 0}


def test_honba_follows_the_honba_value_option():
    # a parlor's 1,000 per honba (TABLE_RULES.md §8 "honba"): a tsumo
    # splits it between the two payers, 500 each; 2 honba, dealer mangan
    # tsumo: 4,000 + 1,000 from each = 10,000
    r = _score(tsumo=True, seat_wind="E", honba=2, rules=_sanma(honba_value=1000))
    assert r["points"]["non_dealer_pays"] == 5000 and r["points"]["honba_bonus"] == 2000


# --------------------------------------------------------------- kita, dora

def test_each_kita_is_one_han_and_a_north_dora_too():
    # SCHEMA.md: each kita is one han ("kita"); a kita that is also a dora
    # by an indicator adds to "dora" too. Indicator 3z (West) -> North:
    # two kita = kita 2 + dora 2. Ron: riichi 1 + ittsu 2 + 2 + 2 = 7 han,
    # haneman: a non-dealer ron 12,000
    r = _score(seat_wind="S", kita=2, dora_indicators="3z", rules="tenhou_sanma")
    assert sorted((y["id"], y["han"]) for y in r["yaku"]) == [
        ("dora", 2), ("ittsu", 2), ("kita", 2), ("riichi", 1)]
    assert r["points"]["ron"] == 12000
    # the kita line names the set-aside tiles
    kita = next(y for y in r["explanation"]["yaku_detail"] if y["id"] == "kita")
    assert (kita["tiles"], kita["count"]) == ("44z", 2)


def test_kita_folded_into_dora_as_tenhou_records_do():
    # kita_in_dora (Tenhou's records fold kita into "dora", SCHEMA.md):
    # the same hand reports dora 4 and no kita item; the han are the same
    r = _score(seat_wind="S", kita=2, dora_indicators="3z", rules=_sanma(kita_in_dora=True))
    assert sorted((y["id"], y["han"]) for y in r["yaku"]) == [("dora", 4), ("ittsu", 2), ("riichi", 1)]
    assert r["han"] == 7


def test_kita_are_not_counted_on_a_yakuman():
    # dora (kita among them) do not add to a yakuman: daisangen with kita
    r = score_json({"closed": "555666777z123p99s", "win": "9s", "seat_wind": "S", "kita": 1,
                    "rules": "tenhou_sanma"})
    assert r["yakuman"] == 1 and "kita" not in {y["id"] for y in r["yaku"]}


@pytest.mark.parametrize("indicator, held, dora", [
    # TABLE_RULES.md §8 "dora wrap": indicator 1m -> dora 9m, 9m -> 1m
    ("1m", "999m", 3), ("9m", "111m", 3),
])
def test_dora_wrap_between_1m_and_9m(indicator, held, dora):
    # held triplet + 123p 456p 789p + 99s, ron on 9s: the triplet's three
    # tiles are the dora
    r = score_json({"closed": held + "123p456p789p99s", "win": "9s", "seat_wind": "S", "riichi": True,
                    "dora_indicators": indicator, "rules": "tenhou_sanma"})
    assert ("dora", dora) in [(y["id"], y["han"]) for y in r["yaku"]]


def test_four_players_keep_1m_to_2m():
    # RULES.md §5 with four players: indicator 1m points at 2m, so 999m
    # holds no dora
    r = score_json({"closed": "999m123p456p789p99s", "win": "9s", "seat_wind": "S", "riichi": True,
                    "dora_indicators": "1m"})
    assert "dora" not in {y["id"] for y in r["yaku"]}


def test_rinshan_on_a_kita_replacement_tile():
    # [TH3] a kita draws a replacement from the dead wall: a win on it is
    # rinshan kaihou without a kan. menzen tsumo 1 + rinshan 1 + ittsu 2 +
    # kita 1 = 5 han: mangan, non-dealer tsumo loss 4,000 + 2,000
    r = score_json({**ITTSU, "riichi": False, "tsumo": True, "rinshan": True, "seat_wind": "S", "kita": 1,
                    "rules": "tenhou_sanma"})
    assert r["error"] is None and "rinshan_kaihou" in {y["id"] for y in r["yaku"]}
    assert r["points"]["total"] == 6000


# ------------------------------------------------------- North as a yakuhai

def test_a_north_triplet_is_a_guest_wind_unless_the_parlor_option_is_on():
    # TABLE_RULES.md §8: North kept in the hand is a guest wind (honor fu,
    # no yakuhai); "North triplet as yakuhai" is a parlor option. 444z 123p
    # 456p 789p 11s, ron on 1s (tanki), seat S: 20 + 10 closed ron + 8 closed
    # honor triplet + 2 tanki = 40 fu; ittsu 2 = 2 han: 40 x 2^4 x 4 = 2,560
    # -> 2,600; with the option +1 han: 40 x 2^5 x 4 = 5,120 -> 5,200
    hand = {"closed": "444z123p456p789p11s", "win": "1s", "seat_wind": "S"}
    plain = score_json({**hand, "rules": "tenhou_sanma"})
    north = score_json({**hand, "rules": _sanma(local_yaku=["yakuhai_north"])})
    assert (plain["han"], plain["fu"], plain["points"]["ron"]) == (2, 40, 2600)
    assert (north["han"], north["fu"], north["points"]["ron"]) == (3, 40, 5200)
    assert ("yakuhai_north", 1) in [(y["id"], y["han"]) for y in north["yaku"]]


def test_a_north_pair_breaks_pinfu_when_north_is_a_yakuhai():
    # 123p 456p 789p 23s 44z, ron on 1s (ryanmen), seat S. A guest-wind
    # pair earns nothing: pinfu, 20 + 10 = 30 fu, ittsu 2 + pinfu 1 = 3 han,
    # 3,900. As a yakuhai pair (nicovideo 三人麻雀: "役牌であるため、雀頭に
    # すると2符が付く。平和に使用できない"): 2 fu and no pinfu: 32 -> 40 fu,
    # 2 han: 2,600
    hand = {"closed": "123p456p789p23s44z1s", "win": "1s", "seat_wind": "S"}
    plain = score_json({**hand, "rules": "tenhou_sanma"})
    north = score_json({**hand, "rules": _sanma(local_yaku=["yakuhai_north"])})
    assert (plain["han"], plain["fu"], plain["points"]["ron"]) == (3, 30, 3900)
    assert (north["han"], north["fu"], north["points"]["ron"]) == (2, 40, 2600)
    assert ("pair_north", 2) in [(f["id"], f["fu"]) for f in north["fu_breakdown"]]


# ------------------------------------------------------------------- errors

@pytest.mark.parametrize("fields, code, detail, field", [
    # SCHEMA.md "Three players": 2m-8m do not exist (invalid_notation naming
    # the tile), a chi is an invalid_meld, the seats are E, S, W
    ({"closed": "234m456p789p11199s", "win": "9s"}, "invalid_notation", "not_in_three_player_set", "closed"),
    ({"dora_indicators": "5m"}, "invalid_notation", "not_in_three_player_set", "dora_indicators"),
    ({"closed": "456p789p11199s", "melds": [{"type": "chi", "tiles": "123p"}], "riichi": False},
     "invalid_meld", "chi_three_players", "melds[0]"),
    ({"seat_wind": "N"}, "conflicting_flags", "north_seat_three_players", "seat_wind"),
    ({"kita": 5}, "invalid_notation", "bad_field", "kita"),
    ({"kita": True}, "invalid_notation", "bad_field", "kita"),
    # four Norths at most: two in the hand's pair... here three kita and two
    # North indicators make five
    ({"kita": 3, "dora_indicators": "44z", "ura_indicators": ""}, "too_many_copies", "too_many_copies", "kita"),
])
def test_three_player_refusals_name_what_is_wrong(fields, code, detail, field):
    err = score_json({**ITTSU, "seat_wind": "S", "rules": "tenhou_sanma", **fields})["error"]
    assert (err["code"], err["detail"], err["field"]) == (code, detail, field), err
    if detail == "not_in_three_player_set":
        assert err["tiles"] in ("2m", "5m") and err["tiles"] in err["message"]


def test_kita_with_four_players_is_refused():
    err = score_json({**ITTSU, "seat_wind": "S", "kita": 1})["error"]
    assert (err["code"], err["detail"]) == ("conflicting_flags", "kita_four_players")


def test_kita_with_chiihou_is_refused():
    # [TH3] a kita counts as a call: it breaks chiihou
    err = score_json({**ITTSU, "riichi": False, "tsumo": True, "chiihou": True, "seat_wind": "S", "kita": 1,
                      "rules": "tenhou_sanma"})["error"]
    assert (err["code"], err["detail"]) == ("conflicting_flags", "chiihou_with_kita")


# A kita counts as a call ([TH3]; riichi.wiki "Daburu riichi": "In sanma,
# kita calls will also deny this yaku"; "Kita": "invalidates ippatsu,
# tenhou/chiihou, double riichi"). `kita` counts the winner's own Norths,
# set aside on the winner's own turn after a draw.

@pytest.mark.parametrize("fields, detail", [
    # tenhou: the dealer's win on the dealt hand; a kita before it is a call
    # and its replacement draw is not the first draw
    ({"tsumo": True, "tenhou": True, "seat_wind": "E"}, "tenhou_with_kita"),
    ({"tsumo": True, "chiihou": True, "seat_wind": "S"}, "chiihou_with_kita"),
    # renhou: a ron before the winner's first draw, so before any own turn
    # on which a North could have been set aside
    ({"renhou": True, "seat_wind": "W"}, "renhou_with_kita"),
])
def test_a_first_turn_win_with_kita_is_refused(fields, detail):
    err = score_json({**ITTSU, "riichi": False, "kita": 1, "rules": "tenhou_sanma", **fields})["error"]
    assert (err["code"], err["detail"]) == ("conflicting_flags", detail), err
    assert err["args"]["flags"] == [fields_flag(fields), "kita"] and "kita" in err["message"]


def fields_flag(fields):
    return next(f for f in ("tenhou", "chiihou", "renhou") if fields.get(f))


def test_ippatsu_on_a_double_riichi_with_kita_is_refused():
    # a kita before the double riichi would rule it out; one after it ends
    # the ippatsu turn: both flags and a kita cannot all be true
    hand = {**ITTSU, "riichi": False, "double_riichi": True, "ippatsu": True, "seat_wind": "S",
            "rules": "tenhou_sanma"}
    err = score_json({**hand, "kita": 1})["error"]
    assert (err["code"], err["detail"], err["field"]) == ("conflicting_flags", "double_riichi_ippatsu_with_kita",
                                                          "ippatsu")
    assert "call" in err["message"]
    # without the kita the same flags stand: double riichi 2 + ippatsu 1 +
    # ittsu 2 = 5 han, mangan by ron from a non-dealer: 8,000
    r = score_json(hand)
    assert r["error"] is None and (r["han"], r["points"]["total"]) == (5, 8000)


def test_ippatsu_with_kita_says_the_kita_came_before_the_riichi():
    # riichi 1 + ippatsu 1 + ittsu 2 + kita 1 = 5 han; ron, seat S: mangan
    # 8,000. Allowed: the Norths may have been set aside before the riichi,
    # and the explanation says that this is what it takes
    r = _score(ippatsu=True, seat_wind="S", kita=1, rules="tenhou_sanma")
    assert (r["han"], r["points"]["total"]) == (5, 8000)
    assert r["explanation"]["notes"] == [{"id": "kita_before_riichi", "args": {"kita": "1"}}]


def test_double_riichi_with_kita_says_the_kita_came_after_it():
    # double riichi 2 + ittsu 2 + kita 2 = 6 han, haneman by ron: 12,000
    r = _score(riichi=False, double_riichi=True, seat_wind="S", kita=2, rules="tenhou_sanma")
    assert (r["han"], r["points"]["total"]) == (6, 12000)
    assert r["explanation"]["notes"] == [{"id": "kita_after_double_riichi", "args": {"kita": "2"}}]


def test_riichi_without_kita_has_no_kita_note():
    r = _score(ippatsu=True, seat_wind="S", rules="tenhou_sanma")
    assert r["explanation"]["notes"] == []


@pytest.mark.parametrize("rules, option, why", [
    ({"preset": "tenhou", "tsumo_payment": "north_bisection"}, "tsumo_payment", "three players only"),
    ({"preset": "tenhou", "kita_in_dora": True}, "kita_in_dora", "three players only"),
    ({"preset": "tenhou", "players": 3}, "players", "no red 5m"),
    ({"preset": "tenhou_sanma", "red_fives": {"m": 1}}, "red_fives", "no red 5m"),
    ({"preset": "tenhou_sanma", "honba_value": 301}, "honba_value", "split evenly"),
    ({"preset": "tenhou_sanma", "tsumo_payment": "half"}, "tsumo_payment", "must be one of"),
    ({"preset": "tenhou_sanma", "players": 2}, "players", "must be 3 or 4"),
    ({"preset": "tenhou", "local_yaku": ["yakuhai_north"]}, "local_yaku", "three players only"),
])
def test_three_player_rule_options_are_checked(rules, option, why):
    err = score_json({**ITTSU, "rules": rules})["error"]
    assert (err["code"], err["field"]) == ("invalid_rules", f"rules.{option}"), err
    assert why in err["message"]


def test_a_four_player_rule_set_writes_as_before():
    # v1 rule objects: no three-player option appears (SCHEMA.md "Version-1
    # hands ... read and score exactly as before")
    out = rules_to_json(PRESETS["wrc"])
    assert "players" not in out and "tsumo_payment" not in out
    # a three-player one spells its options out and reads back the same
    sanma = rules_from_json(_sanma(tsumo_payment="north_bisection"))
    assert rules_from_json(rules_to_json(sanma)) == sanma
    assert rules_to_json(sanma)["players"] == 3


# ---------------------------------------------------------------------- CLI

def _cli(*args, stdin=""):
    return subprocess.run([sys.executable, "-m", "trainer", "score", *args], input=stdin, text=True,
                          capture_output=True, cwd=ROOT, timeout=60)


def test_cli_scores_a_three_player_hand_with_kita_and_the_payment():
    p = _cli("123p456p789p11199s", "--win", "9s", "--tsumo", "--seat", "s", "--riichi", "--kita", "1",
             "--rules", "tenhou_sanma", "--tsumo-payment", "north_bisection")
    assert p.returncode == 0, p.stderr
    # 5 han (4 + kita 1) mangan; bisection: 5,000 + 3,000 (see above)
    assert "Tsumo: dealer pays 5,000; the other player 3,000" in p.stdout
    assert "North's share (2,000) is split between the two payers" in p.stdout
    assert "4z set aside" in p.stdout


def test_cli_json_lines_take_three_player_hands():
    line = json.dumps({**ITTSU, "tsumo": True, "seat_wind": "S", "kita": 1, "rules": "tenhou_sanma"})
    p = _cli("--json", stdin=line + "\n")
    out = json.loads(p.stdout)
    assert p.returncode == 0 and out["points"]["total"] == 6000 and ("kita", 1) in [
        (y["id"], y["han"]) for y in out["yaku"]]


def test_cli_refuses_a_three_player_option_on_a_four_player_preset():
    p = _cli("123p456p789p11199s", "--win", "9s", "--tsumo-payment", "loss")
    assert p.returncode == 2 and "three players only" in p.stderr


def test_cli_help_names_the_three_player_flags():
    p = _cli("--help")
    assert "--kita" in p.stdout and "--tsumo-payment" in p.stdout and "tenhou_sanma" in p.stdout


def test_a_hand_without_its_winning_tile_is_refused_as_with_four_players():
    """A hand still being built in the calculator has no winning tile yet:
    under three-player rules it got an AttributeError from the 2m–8m check
    (found by CI: a three-player calculator redrawn on a language switch),
    where four players say the tile count is short. 11m 99m 123p 456p 789s
    is 13 tiles: a winning hand has 14."""
    import dataclasses

    from trainer.core.errors import HandError
    from trainer.core.jsonio import hand_from_json
    from trainer.core.scoring import score

    codes = []
    for preset in ("tenhou", "tenhou_sanma"):
        hand, ctx, rules = hand_from_json({"closed": "11m99m123p456p789s", "win": "9m", "rules": preset})
        with pytest.raises(HandError) as e:
            score(dataclasses.replace(hand, win=None), ctx, rules)
        codes.append(e.value.code)
    assert codes == ["wrong_tile_count", "wrong_tile_count"]
