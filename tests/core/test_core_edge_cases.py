"""Edge cases found by an adversarial review of the core (issue 2), each with
its rule source and a value worked by hand."""

import json
import subprocess
import sys

from conftest import ROOT

from trainer.core import score_json


def _yaku(r):
    return sorted((y["id"], y["han"]) for y in r["yaku"])


def test_renhou_mangan_is_a_yaku_by_itself_under_wrc():
    # RULES.md §6 renhou "mangan": a fixed mangan; WRC 2022. No other yaku here
    # (no riichi, open-able shape with a double-wind... seat S so 11z is no yakuhai).
    r = score_json({"closed": "123m456p789s11z234m", "win": "1m", "seat_wind": "S", "renhou": True,
                    "rules": "wrc"})
    assert r["error"] is None
    assert (_yaku(r), r["limit"], r["points"]["ron"]) == ([("renhou", 5)], "mangan", 8000)


def test_daichisei_replaces_tsuuiisou():
    # seed 001 (local yaku): seven honor pairs is its own hand type, triple yakuman.
    # Dealer ron: 3 × 48,000 = 144,000.
    r = score_json({"closed": "11223344556677z", "win": "7z", "rules": "classic"})
    assert (_yaku(r), r["yakuman"], r["points"]["total"]) == ([("daichisei", 39)], 3, 144000)


def test_kinkei_dokuritsu_is_void_with_a_kan():
    # seed 001: "存在明暗杠则本牌型不成立"; only tanyao remains: 1 han, 20+8 minkan+2 open
    # triplet+2 tanki = 32 → 40 fu; non-dealer ron 1,300.
    r = score_json({"closed": "55p", "win": "5p", "seat_wind": "S", "rules": "classic", "melds": [
        {"type": "minkan", "tiles": "2222m"}, {"type": "pon", "tiles": "333s"},
        {"type": "chi", "tiles": "678s"}, {"type": "chi", "tiles": "234p"}]})
    assert (_yaku(r), r["fu"], r["points"]["ron"]) == ([("tanyao", 1)], 40, 1300)


def test_isshoku_sanjun_needs_a_called_chi():
    # seed 001: closed, 111222333m reads as three triplets. Best: sanrenkou 2 han,
    # 20 + 10 closed ron + 4 (111m completed by ron, open terminal) + 4 + 8... worked:
    # 222m closed simple 4, 333m closed simple 4, 111m ron-completed open terminal 4 → 42 → 50 fu;
    # 2 han 50 fu non-dealer ron = 3,200.
    r = score_json({"closed": "111222333m45677p", "win": "1m", "seat_wind": "S", "rules": "classic"})
    assert (_yaku(r), r["fu"], r["points"]["ron"]) == ([("sanrenkou", 2)], 50, 3200)


def test_a_red_five_is_drawn_in_one_group_only():
    r = score_json({"closed": "340m555m234p678s99s", "win": "0m", "seat_wind": "S", "riichi": True})
    groups = [g["tiles"] for g in r["explanation"]["reading"]["groups"]]
    assert sorted(groups) == sorted(["340m", "555m", "234p", "678s"])


def test_no_ordinary_near_misses_on_a_yakuman():
    # RULES.md §2: yakuman replace all ordinary yaku, so "pinfu: kanchan" teaches nothing.
    r = score_json({"closed": "112233m456p789s55s", "win": "2m", "tsumo": True, "tenhou": True})
    assert r["yakuman"] == 1 and r["explanation"]["near_misses"] == []


def test_float_option_values_are_refused():
    r = score_json({"closed": "123m456p789s11z234m", "win": "1m", "riichi": True,
                    "rules": {"double_wind_pair_fu": 2.0}})
    assert r["error"]["code"] == "invalid_rules" and "double_wind_pair_fu" in r["error"]["message"]


def test_red_fives_option_keeps_the_preset_for_suits_left_out():
    # tenhou has one red five per suit; {"m": 2} changes only man: two 0m and a 0p are fine.
    r = score_json({"closed": "340m406p789s111z05m", "win": "1z", "riichi": True, "seat_wind": "S",
                    "rules": {"red_fives": {"m": 2}}})
    assert r["error"] is None and ("aka_dora", 3) in _yaku(r)


def test_chankan_with_an_indicator_of_the_robbed_tile_is_refused():
    r = score_json({"closed": "23455m456p234789s", "win": "4m", "seat_wind": "S", "riichi": True,
                    "chankan": True, "dora_indicators": "4m"})
    assert r["error"]["code"] == "conflicting_flags" and r["error"]["detail"] == "chankan_tile_shown"


def test_yaku_lines_name_their_tiles():
    r = score_json({"closed": "123456789m22z", "melds": [{"type": "pon", "tiles": "777z"}], "win": "2z",
                    "seat_wind": "S"})
    tiles = {y["id"]: y["tiles"] for y in r["explanation"]["yaku_detail"]}
    assert tiles["yakuhai_chun"] == "777z" and tiles["ittsu"] == "123m456m789m"


def test_cli_survives_hostile_lines_one_result_each():
    lines = [b'{"closed":"1m","win":"\xff"}', b"[" * 5000 + b"]" * 5000, b'{"closed":"\\ud800","win":"1m"}',
             b'{"closed":"123m456p789s11z234m","win":"1m","honba":' + b"9" * 4000 + b"}", b"",
             b'\xef\xbb\xbf{"closed":"123m456p789s11z234m","win":"1m","riichi":true}']
    proc = subprocess.run([sys.executable, "-m", "trainer", "score", "--json"], input=b"\n".join(lines) + b"\n",
                          capture_output=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 0 and proc.stderr == b""
    out = [json.loads(x) for x in proc.stdout.splitlines()]
    assert len(out) == 6
    assert [o["error"]["code"] if o["error"] else None for o in out] == \
        ["invalid_notation"] * 5 + [None]
    # riichi + double East pair: 20 + 10 + 4 = 34 → 40 fu, 1 han dealer ron = 2,000
    assert (out[5]["han"], out[5]["fu"], out[5]["points"]["ron"]) == (1, 40, 2000)


def test_four_plain_fives_need_the_red_one_under_tenhou():
    # Tenhou's set: three plain 5m and one red 0m, so 555m + 567m cannot be all plain.
    hand = {"closed": "555m567m123p456s99s", "win": "9s", "riichi": True}
    r = score_json(dict(hand, rules="tenhou"))
    assert r["error"]["code"] == "too_many_copies" and r["error"]["detail"] == "too_many_plain_fives"
    # EMA plays without red fives: the same tiles score (riichi 1 han; 20 + 10 + 4 closed triplet = 34 → 40 fu)
    ok = score_json(dict(hand, rules="ema"))
    assert ok["error"] is None and (ok["han"], ok["fu"]) == (1, 40)


def test_open_pinfu_shape_sums_to_20_before_it_is_raised_to_30():
    # RULES.md §3: an open hand that would have 20 fu gets 30; the items sum to 20.
    # 234m 678p 55s + chi 345s + chi 678m, ron on 8p (ryanmen): tanyao (kuitan) 1 han
    r = score_json({"closed": "234m678p55s", "melds": [{"type": "chi", "tiles": "345s"},
                    {"type": "chi", "tiles": "678m"}], "win": "8p", "seat_wind": "S"})
    assert r["error"] is None
    assert r["fu"] == 30 and r["explanation"]["fu_raw"] == 20
    assert [f["id"] for f in r["fu_breakdown"]] == ["base", "open_pinfu", "rounding"]


def test_copies_in_set_follow_the_red_fives_option():
    from trainer.core.rules import PRESETS, copies_in_set

    # Tenhou: 1 red per suit → 3 plain 5p + 1 red 0p; EMA: no red fives → 4 plain
    assert (copies_in_set(13, False, PRESETS["tenhou"]), copies_in_set(13, True, PRESETS["tenhou"])) == (3, 1)
    assert (copies_in_set(13, False, PRESETS["ema"]), copies_in_set(13, True, PRESETS["ema"])) == (4, 0)
    assert copies_in_set(0, False, PRESETS["tenhou"]) == 4
