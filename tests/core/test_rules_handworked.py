"""Hand-worked cases for every rule of the team spec's RULES.md.

Each case names the rule it checks; the comment beside it derives the
expected value by hand (fu items, han, then the standard score table).
Unless a case says otherwise the winner sits South in the East round
(a non-dealer; East is the round wind, South the seat wind) and the rules are
the default preset `tenhou` (kuitan, one red five per suit, no kiriage).

Payments used (base = fu x 2^(han+2); ron 4x base, dealer ron 6x base; tsumo
2x base from the dealer and 1x from others, dealer winner 2x from each;
every payment rounded up to 100):
  non-dealer ron  1han: 30fu 1000, 40fu 1300, 50fu 1600, 70fu 2300
                  2han: 25fu 1600, 30fu 2000, 40fu 2600, 50fu 3200
                  3han: 30fu 3900, 40fu 5200, 50fu 6400, 60fu 7700
                  4han: 25fu 6400, 30fu 7700; mangan 8000, haneman 12000,
                  baiman 16000, sanbaiman 24000, yakuman 32000
  dealer ron      1han 30fu 1500, 40fu 2000, 50fu 2400; 2han 30fu 2900;
                  yakuman 48000
  non-dealer tsumo (dealer/others): 1han30fu 500/300, 1han40fu 700/400,
                  2han20fu 700/400, 2han30fu 1000/500, 2han40fu 1300/700,
                  3han25fu 1600/800, 3han30fu 2000/1000, 3han40fu 2600/1300,
                  4han30fu 3900/2000, mangan 4000/2000, yakuman 16000/8000
  dealer tsumo (each): 2han20fu 700, 3han30fu 2000, 4han30fu 3900,
                  haneman 6000, yakuman 16000
"""

from __future__ import annotations

import pytest
from hand_builders import H

from trainer.core import score_json

DORA_KINDS = {"dora", "ura_dora", "aka_dora"}


# --------------------------------------------------------------------------
# helpers



def RON(points):
    return {"total": points, "ron": points, "honba_bonus": 0, "sticks_bonus": 0}


def TSUMO(dealer_pays, non_dealer_pays):
    """A non-dealer's tsumo: what the dealer and each other player pay."""
    return {
        "total": dealer_pays + 2 * non_dealer_pays,
        "dealer_pays": dealer_pays,
        "non_dealer_pays": non_dealer_pays,
        "honba_bonus": 0,
        "sticks_bonus": 0,
    }


def DEALER_TSUMO(each):
    return {
        "total": 3 * each,
        "dealer_pays": None,
        "non_dealer_pays": each,
        "honba_bonus": 0,
        "sticks_bonus": 0,
    }


def E(yaku=None, han=None, fu=None, points=None, limit="unset", yakuman=None, raw=None):
    """Expected values; only the ones given are checked."""
    exp = {}
    if yaku is not None:
        exp["yaku"] = sorted(yaku)
    if han is not None:
        exp["han"] = han
    if fu is not None:
        exp["fu"] = fu
    if points is not None:
        exp["points"] = points
    if limit != "unset":
        exp["limit"] = limit
    if yakuman is not None:
        exp["yakuman"] = yakuman
    if raw is not None:
        exp["raw"] = raw
    return exp


def raw_fu(result):
    """Fu before rounding: the fu_breakdown without its rounding item."""
    return sum(item["fu"] for item in result["fu_breakdown"] if item["id"] != "rounding")


def assert_score(result, exp):
    assert result["error"] is None, result["error"]
    got_yaku = [(y["id"], y["han"]) for y in result["yaku"]]
    # SCHEMA.md: dora kinds come last in the yaku list.
    kinds = [y in DORA_KINDS for y, _ in got_yaku]
    assert kinds == sorted(kinds), f"dora kinds not last: {got_yaku}"
    if "yaku" in exp:
        assert sorted(got_yaku) == exp["yaku"]
    for key in ("han", "fu", "limit", "yakuman"):
        if key in exp:
            assert result[key] == exp[key], f"{key}: got {result[key]!r}, expected {exp[key]!r}"
    if "raw" in exp:
        assert raw_fu(result) == exp["raw"], result["fu_breakdown"]
    if "fu" in exp and result.get("yakuman", 0) == 0:
        # the breakdown, rounding included, adds up to the fu.
        assert sum(item["fu"] for item in result["fu_breakdown"]) == result["fu"], result["fu_breakdown"]
    if "points" in exp:
        got = {k: result["points"].get(k) for k in exp["points"]}
        assert got == exp["points"]


def run(hand, exp):
    assert_score(score_json(hand), exp)


# The workhorse hand: 123m 55m 456p 234s 789s (14 tiles, no dora, no red).
# Won on 8s it is a kanchan (7_9); won on 9s it is a ryanmen (78 waits 6/9).
K = "12355m456p234789s"


# --------------------------------------------------------------------------
# §2 yaku, one by one (han closed / open)

YAKU = [
    pytest.param(H(K, "8s", riichi=True),
                 # 20 + 10 closed ron + 2 kanchan = 32 -> 40; 1 han 40 fu = 1300
                 E([("riichi", 1)], 1, 40, RON(1300), raw=32), id="riichi-1han-40fu"),
    pytest.param(H(K, "8s", riichi=True, ippatsu=True),
                 E([("riichi", 1), ("ippatsu", 1)], 2, 40, RON(2600)), id="ippatsu-1han"),
    pytest.param(H(K, "8s", double_riichi=True),
                 # double riichi replaces riichi: 2 han 40 fu = 2600
                 E([("double_riichi", 2)], 2, 40, RON(2600)), id="double_riichi-2han-replaces-riichi"),
    pytest.param(H(K, "8s", riichi=True, double_riichi=True),
                 E([("double_riichi", 2)], 2, 40, RON(2600)), id="double_riichi-with-riichi-flag-still-2han"),
    pytest.param(H(K, "8s", tsumo=True),
                 # 20 + 2 tsumo + 2 kanchan = 24 -> 30; 1 han 30 fu tsumo 500/300
                 E([("menzen_tsumo", 1)], 1, 30, TSUMO(500, 300), raw=24), id="menzen_tsumo-1han"),
    pytest.param(H(K, "9s"),
                 # 78s waits 6/9: ryanmen, pair 55m no fu: pinfu, 20 + 10 = 30
                 E([("pinfu", 1)], 1, 30, RON(1000), raw=30), id="pinfu-ron-30fu"),
    pytest.param(H(K, "9s", tsumo=True),
                 # pinfu tsumo: 20 fu, no tsumo fu; 2 han 20 fu = 700/400
                 E([("menzen_tsumo", 1), ("pinfu", 1)], 2, 20, TSUMO(700, 400), raw=20), id="pinfu-tsumo-20fu"),
    pytest.param(H("112233m45688p789s", "9s"),
                 # 123m 123m 456p 789s 88p; 78s waits 6/9: pinfu + iipeikou, 2 han 30 fu
                 E([("pinfu", 1), ("iipeikou", 1)], 2, 30, RON(2000)), id="iipeikou-1han"),
    pytest.param(H("234m56788p345678s", "4s"),
                 # 234m 567p 88p 345s(3_5 kanchan) 678s: 20+10+2 = 32 -> 40
                 E([("tanyao", 1)], 1, 40, RON(1300), raw=32), id="tanyao-closed-1han"),
    pytest.param(H("56788p345678s", "4s", ("chi", "234m")),
                 # open: 20 + 2 kanchan = 22 -> 30; kuitan (tenhou) 1 han 30 fu
                 E([("tanyao", 1)], 1, 30, RON(1000), raw=22), id="tanyao-open-kuitan-1han"),
    pytest.param(H("234m567p34588s", "5s", ("pon", "555z")),
                 # 20 + 4 open honor triplet = 24 -> 30
                 E([("yakuhai_haku", 1)], 1, 30, RON(1000), raw=24), id="yakuhai-haku-open-pon"),
    pytest.param(H("234m567p34588s666z", "5s"),
                 # 20 + 10 + 8 closed honor triplet = 38 -> 40
                 E([("yakuhai_hatsu", 1)], 1, 40, RON(1300), raw=38), id="yakuhai-hatsu-closed-triplet"),
    pytest.param(H("234m456p67899s", "6s", ("pon", "777z")),
                 # 678s + 99s, 78s ryanmen; 20 + 4 = 24 -> 30
                 E([("yakuhai_chun", 1)], 1, 30, RON(1000), raw=24), id="yakuhai-chun-open-pon"),
    pytest.param(H("234m567p34588s222z", "5s"),
                 # South triplet for the South seat: 20 + 10 + 8 = 38 -> 40
                 E([("yakuhai_seat_wind", 1)], 1, 40, RON(1300)), id="yakuhai-seat-wind-south"),
    pytest.param(H("234m567p34588s", "5s", ("pon", "111z")),
                 # East triplet in the East round, South seat: round wind only
                 E([("yakuhai_round_wind", 1)], 1, 30, RON(1000)), id="yakuhai-round-wind-east"),
    pytest.param(H("234m567p34588s", "5s", ("pon", "111z"), seat_wind="E"),
                 # dealer East in East round: two entries; 2 han 30 fu dealer ron 2900
                 E([("yakuhai_seat_wind", 1), ("yakuhai_round_wind", 1)], 2, 30, RON(2900)),
                 id="yakuhai-double-wind-triplet-two-entries"),
    pytest.param(H(K, "9s", chankan=True),
                 # the one 9s of the closed hand is the robbed tile; chankan + pinfu
                 E([("chankan", 1), ("pinfu", 1)], 2, 30, RON(2000)), id="chankan-closed"),
    pytest.param(H("55m456p234789s", "9s", ("chi", "123m"), chankan=True),
                 # open pinfu shape 20 -> 30; chankan counts open: 1 han 30 fu
                 E([("chankan", 1)], 1, 30, RON(1000)), id="chankan-open-1han"),
    pytest.param(H("12355m456789s", "9s", ("ankan", "2222p"), tsumo=True, rinshan=True),
                 # 20 + 2 tsumo (rinshan) + 16 closed simple quad = 38 -> 40;
                 # menzen tsumo + rinshan = 2 han 40 fu tsumo 1300/700
                 E([("menzen_tsumo", 1), ("rinshan_kaihou", 1)], 2, 40, TSUMO(1300, 700), raw=38),
                 id="rinshan-closed-with-ankan"),
    pytest.param(H("456678m12399s", "2s", ("minkan", "3333p"), tsumo=True, rinshan=True),
                 # 20 + 2 tsumo + 8 open simple quad + 2 kanchan 1_3s = 32 -> 40
                 E([("rinshan_kaihou", 1)], 1, 40, TSUMO(700, 400), raw=32), id="rinshan-open-1han"),
    pytest.param(H(K, "8s", tsumo=True, haitei=True),
                 # 24 -> 30; menzen tsumo + haitei 2 han 30 fu tsumo 1000/500
                 E([("menzen_tsumo", 1), ("haitei", 1)], 2, 30, TSUMO(1000, 500)), id="haitei-closed"),
    pytest.param(H("55m456p234789s", "8s", ("chi", "123m"), tsumo=True, haitei=True),
                 # open: 20 + 2 tsumo + 2 kanchan = 24 -> 30
                 E([("haitei", 1)], 1, 30, TSUMO(500, 300)), id="haitei-open-1han"),
    pytest.param(H(K, "8s", houtei=True),
                 E([("houtei", 1)], 1, 40, RON(1300)), id="houtei-closed"),
    pytest.param(H("55m456p234789s", "8s", ("chi", "123m"), houtei=True),
                 # open: 20 + 2 kanchan = 22 -> 30
                 E([("houtei", 1)], 1, 30, RON(1000)), id="houtei-open-1han"),
    pytest.param(H("1133m5577p22s4466z", "6z"),
                 # 7 different pairs: 25 fu flat, 2 han = 1600
                 E([("chiitoitsu", 2)], 2, 25, RON(1600)), id="chiitoitsu-ron-25fu"),
    pytest.param(H("1133m5577p22s4466z", "6z", tsumo=True),
                 # 3 han 25 fu tsumo: base 800 -> 1600/800
                 E([("menzen_tsumo", 1), ("chiitoitsu", 2)], 3, 25, TSUMO(1600, 800)), id="chiitoitsu-tsumo-25fu"),
    pytest.param(H("123456789m234p88s", "2p"),
                 # ittsu 2 + pinfu 1 (34p ryanmen) = 3 han 30 fu = 3900
                 E([("pinfu", 1), ("ittsu", 2)], 3, 30, RON(3900)), id="ittsu-closed-2han"),
    pytest.param(H("456789m234p88s", "2p", ("chi", "123m")),
                 E([("ittsu", 1)], 1, 30, RON(1000)), id="ittsu-open-1han"),
    pytest.param(H("123m12388p123456s", "4s"),
                 # 123 in all suits; 56s waits 4/7: pinfu; 3 han 30 fu
                 E([("pinfu", 1), ("sanshoku_doujun", 2)], 3, 30, RON(3900)), id="sanshoku-doujun-closed-2han"),
    pytest.param(H("12388p123456s", "4s", ("chi", "123m")),
                 E([("sanshoku_doujun", 1)], 1, 30, RON(1000)), id="sanshoku-doujun-open-1han"),
    pytest.param(H("567p22288s", "7p", ("pon", "222m"), ("pon", "222p")),
                 # 20 + 2 + 2 open simple + 4 closed 222s = 28 -> 30; doukou 2 + tanyao 1
                 E([("sanshoku_doukou", 2), ("tanyao", 1)], 3, 30, RON(3900), raw=28),
                 id="sanshoku-doukou-open-2han"),
    pytest.param(H("55m666888s", "5m", ("pon", "111m"), ("pon", "444p")),
                 # 20 + 4 (111m open) + 2 (444p open) + 4 + 4 (666s 888s closed) + 2 tanki = 36 -> 40
                 E([("toitoi", 2)], 2, 40, RON(2600), raw=36), id="toitoi-open-2han"),
    pytest.param(H("222m55m444p666789s", "9s"),
                 # 20 + 10 + 4 + 4 + 4 closed simple triplets = 42 -> 50; 2 han 50 fu = 3200
                 E([("sanankou", 2)], 2, 50, RON(3200), raw=42), id="sanankou-ron-on-the-sequence"),
    pytest.param(H("222m55m444p666789s", "6s", riichi=True),
                 # shanpon 66s/55m won by ron on 6s: 666s counts open (2), only two concealed:
                 # no sanankou. 20 + 10 + 4 + 4 + 2 = 40
                 E([("riichi", 1)], 1, 40, RON(1300), raw=40), id="sanankou-broken-by-ron-on-shanpon"),
    pytest.param(H("222m55m444p666789s", "6s", tsumo=True),
                 # same wait won by tsumo: 666s concealed. 20 + 2 + 12 = 34 -> 40; 3 han 40 fu tsumo
                 E([("menzen_tsumo", 1), ("sanankou", 2)], 3, 40, TSUMO(2600, 1300), raw=34),
                 id="sanankou-by-tsumo-on-shanpon"),
    pytest.param(H("88m234p", "4p", ("minkan", "3333m"), ("minkan", "7777p"), ("minkan", "6666s")),
                 # 20 + 3 x 8 open simple quads = 44 -> 50; sankantsu 2 + tanyao 1 = 3 han 50 fu = 6400
                 E([("sankantsu", 2), ("tanyao", 1)], 3, 50, RON(6400), raw=44), id="sankantsu-2han"),
    pytest.param(H("123m789p123789s44z", "3m"),
                 # 12m penchan: 20 + 10 + 2 = 32 -> 40; North pair no fu (South seat, East round)
                 E([("chanta", 2)], 2, 40, RON(2600), raw=32), id="chanta-closed-2han"),
    pytest.param(H("789p123789s44z", "4z", ("chi", "123m")),
                 # tanki: 20 + 2 = 22 -> 30
                 E([("chanta", 1)], 1, 30, RON(1000), raw=22), id="chanta-open-1han"),
    pytest.param(H("12399m789p123789s", "3m"),
                 # no honors: junchan replaces chanta; 3 han 40 fu = 5200
                 E([("junchan", 3)], 3, 40, RON(5200), raw=32), id="junchan-closed-3han"),
    pytest.param(H("12399m123789s", "3m", ("chi", "789p")),
                 E([("junchan", 2)], 2, 30, RON(2000), raw=22), id="junchan-open-2han"),
    pytest.param(H("1199m1199p1199s11z", "1z"),
                 # seven pairs of terminals and honors: chiitoitsu 2 + honroutou 2, 25 fu = 6400
                 E([("chiitoitsu", 2), ("honroutou", 2)], 4, 25, RON(6400)), id="honroutou-chiitoitsu"),
    pytest.param(H("111999s44z", "4z", ("pon", "111m"), ("pon", "999p")),
                 # 20 + 4 + 4 open + 8 + 8 closed + 2 tanki = 46 -> 50; toitoi 2 + honroutou 2
                 # = 4 han 50 fu: base 3200 >= 2000, mangan
                 E([("toitoi", 2), ("honroutou", 2)], 4, 50, RON(8000), limit="mangan", raw=46),
                 id="honroutou-toitoi-mangan"),
    pytest.param(H("123m456p77z", "4p", ("pon", "555z"), ("pon", "666z")),
                 # 20 + 4 + 4 open honor triplets + 2 dragon pair = 30;
                 # shousangen 2 + haku 1 + hatsu 1 = 4 han 30 fu = 7700
                 E([("shousangen", 2), ("yakuhai_haku", 1), ("yakuhai_hatsu", 1)], 4, 30, RON(7700), raw=30),
                 id="shousangen-plus-its-yakuhai"),
    pytest.param(H("112233m556677p99s", "1m"),
                 # 123m x2 567p x2 99s, 23m waits 1/4: pinfu + ryanpeikou (replaces iipeikou)
                 # 4 han 30 fu = 7700 (as seven pairs only 2 han 25 fu = 1600)
                 E([("pinfu", 1), ("ryanpeikou", 3)], 4, 30, RON(7700)), id="ryanpeikou-3han"),
    pytest.param(H("12334555789m444z", "9m"),
                 # 123m 345m 55m 789m 444z; 20 + 10 + 8 = 38 -> 40; honitsu 3 = 5200
                 E([("honitsu", 3)], 3, 40, RON(5200), raw=38), id="honitsu-closed-3han"),
    pytest.param(H("12334555789m", "9m", ("pon", "444z")),
                 # 20 + 4 = 24 -> 30; 2 han 30 fu = 2000
                 E([("honitsu", 2)], 2, 30, RON(2000), raw=24), id="honitsu-open-2han"),
    pytest.param(H("12334555678999m", "6m"),
                 # 123 345 55 678 999 (only reading); chinitsu 6 (replaces honitsu): haneman
                 E([("chinitsu", 6)], 6, 40, RON(12000), limit="haneman", raw=38), id="chinitsu-closed-6han"),
    pytest.param(H("34555678999m", "6m", ("chi", "123m")),
                 E([("chinitsu", 5)], 5, points=RON(8000), limit="mangan"), id="chinitsu-open-5han"),
]


@pytest.mark.parametrize("hand, exp", YAKU)
def test_yaku(hand, exp):
    run(hand, exp)


# --------------------------------------------------------------------------
# §2 yakuman, double patterns, stacking

KOKUSHI_13 = "19m19p199s1234567z"  # all 13 kinds before the win: 13-sided wait
SUUANKOU = "222m55m444p666888s"
CHUUREN = "11123455678999m"        # 1112345678999 + 5

YAKUMAN = [
    pytest.param(H("19m19p19s12345677z", "1m"),
                 # single wait on 1m (the pair 77z was already there)
                 E([("kokushi", 13)], 13, points=RON(32000), limit="yakuman", yakuman=1), id="kokushi"),
    pytest.param(H("19m19p19s12345677z", "1m", riichi=True, dora_indicators="9m"),
                 # yakuman replace ordinary yaku; dora do not add to a yakuman
                 E([("kokushi", 13)], 13, points=RON(32000), yakuman=1), id="kokushi-riichi-dora-not-added"),
    pytest.param(H(KOKUSHI_13, "9s"),
                 # tenhou: the 13-sided pattern keeps its id but is single
                 E([("kokushi_13", 13)], 13, points=RON(32000), yakuman=1), id="kokushi_13-tenhou-single"),
    pytest.param(H(KOKUSHI_13, "9s", rules="mahjong_soul"),
                 E([("kokushi_13", 26)], 26, points=RON(64000), yakuman=2), id="kokushi_13-mahjong_soul-double"),
    pytest.param(H(KOKUSHI_13, "9s", rules="arcade"),
                 E([("kokushi_13", 26)], 26, points=RON(64000), yakuman=2), id="kokushi_13-arcade-double"),
    pytest.param(H(SUUANKOU, "8s", tsumo=True),
                 # shanpon 88s/55m by tsumo: four concealed triplets; 16000/8000
                 E([("suuankou", 13)], 13, points=TSUMO(16000, 8000), yakuman=1), id="suuankou-tsumo-shanpon"),
    pytest.param(H(SUUANKOU, "8s"),
                 # same wait by ron: 888s open -> sanankou + toitoi + tanyao = 5 han, mangan
                 # (20 + 10 + 4 + 4 + 4 + 2 = 44 -> 50)
                 E([("toitoi", 2), ("sanankou", 2), ("tanyao", 1)], 5, 50, RON(8000), limit="mangan", yakuman=0),
                 id="suuankou-shape-ron-on-shanpon-is-not-yakuman"),
    pytest.param(H(SUUANKOU, "5m"),
                 E([("suuankou_tanki", 13)], 13, points=RON(32000), yakuman=1), id="suuankou_tanki-ron-tenhou-single"),
    pytest.param(H(SUUANKOU, "5m", rules="mahjong_soul"),
                 E([("suuankou_tanki", 26)], 26, points=RON(64000), yakuman=2), id="suuankou_tanki-mahjong_soul-double"),
    pytest.param(H(SUUANKOU, "5m", rules={"preset": "tenhou", "double_yakuman_hands": True}),
                 E([("suuankou_tanki", 26)], 26, points=RON(64000), yakuman=2), id="suuankou_tanki-option-double"),
    pytest.param(H("234m99p777z", "4m", ("pon", "555z"), ("pon", "666z")),
                 E([("daisangen", 13)], 13, points=RON(32000), yakuman=1), id="daisangen"),
    pytest.param(H("234m99p777z", "4m", ("pon", "555z"), ("pon", "666z"), seat_wind="E"),
                 E([("daisangen", 13)], 13, points=RON(48000), yakuman=1), id="daisangen-dealer-48000"),
    pytest.param(H("567p11122233344z", "7p"),
                 E([("shousuushii", 13)], 13, points=RON(32000), yakuman=1), id="shousuushii"),
    pytest.param(H("444z55p", "5p", ("pon", "111z"), ("pon", "222z"), ("pon", "333z")),
                 E([("daisuushii", 13)], 13, points=RON(32000), yakuman=1), id="daisuushii-tenhou-single"),
    pytest.param(H("444z55p", "5p", ("pon", "111z"), ("pon", "222z"), ("pon", "333z"), rules="mahjong_soul"),
                 E([("daisuushii", 26)], 26, points=RON(64000), yakuman=2), id="daisuushii-mahjong_soul-double"),
    pytest.param(H("444z55p", "5p", ("pon", "111z"), ("pon", "222z"), ("pon", "333z"), rules="classic"),
                 E([("daisuushii", 26)], 26, points=RON(64000), yakuman=2), id="daisuushii-classic-double"),
    pytest.param(H("22244777z", "7z", ("pon", "111z"), ("pon", "555z")),
                 # all honors: 111z 555z 222z 777z + 44z
                 E([("tsuuiisou", 13)], 13, points=RON(32000), yakuman=1), id="tsuuiisou"),
    pytest.param(H("22334466688s666z", "2s"),
                 # 234s 234s 666s 88s + 666z: all green with hatsu
                 E([("ryuuiisou", 13)], 13, points=RON(32000), yakuman=1), id="ryuuiisou-with-hatsu"),
    pytest.param(H("22334444666888s", "2s"),
                 # 234s 234s 44s 666s 888s: all green without hatsu still counts (RULES §2)
                 E([("ryuuiisou", 13)], 13, points=RON(32000), yakuman=1), id="ryuuiisou-without-hatsu-tenhou"),
    pytest.param(H("22334444666888s", "2s", rules="classic"),
                 # classic (seed 001): pure ryuuiisou without hatsu is double
                 E([("ryuuiisou", 26)], 26, points=RON(64000), yakuman=2), id="ryuuiisou-without-hatsu-classic-double"),
    pytest.param(H("99m111999s", "9m", ("pon", "111m"), ("pon", "999p")),
                 E([("chinroutou", 13)], 13, points=RON(32000), yakuman=1), id="chinroutou"),
    pytest.param(H(CHUUREN, "1m"),
                 # before the win 1123455678999: not the 9-sided wait
                 E([("chuuren", 13)], 13, points=RON(32000), yakuman=1), id="chuuren"),
    pytest.param(H(CHUUREN, "5m"),
                 # before the win 1112345678999: 9-sided wait, single under tenhou
                 E([("junsei_chuuren", 13)], 13, points=RON(32000), yakuman=1), id="junsei_chuuren-tenhou-single"),
    pytest.param(H(CHUUREN, "5m", rules="mahjong_soul"),
                 E([("junsei_chuuren", 26)], 26, points=RON(64000), yakuman=2), id="junsei_chuuren-mahjong_soul-double"),
    pytest.param(H("33p", "3p", ("minkan", "2222m"), ("minkan", "4444p"), ("minkan", "6666s"), ("minkan", "8888s")),
                 E([("suukantsu", 13)], 13, points=RON(32000), yakuman=1), id="suukantsu"),
    pytest.param(H(K, "8s", tsumo=True, seat_wind="E", tenhou=True),
                 # dealer yakuman tsumo: 16000 from each
                 E([("tenhou", 13)], 13, points=DEALER_TSUMO(16000), yakuman=1), id="tenhou-dealer-48000"),
    pytest.param(H(K, "8s", tsumo=True, chiihou=True),
                 E([("chiihou", 13)], 13, points=TSUMO(16000, 8000), yakuman=1), id="chiihou-32000"),
    pytest.param(H("11122z", "2z", ("pon", "555z"), ("pon", "666z"), ("pon", "777z")),
                 # daisangen + tsuuiisou stack under tenhou: 26 han, 64000
                 E([("daisangen", 13), ("tsuuiisou", 13)], 26, points=RON(64000), yakuman=2),
                 id="stacking-daisangen-tsuuiisou-tenhou"),
    pytest.param(H("11122z", "2z", ("pon", "555z"), ("pon", "666z"), ("pon", "777z"),
                   rules={"preset": "tenhou", "yakuman_stacking": False}),
                 E(han=13, points=RON(32000), yakuman=1), id="stacking-off-option-single"),
    pytest.param(H("11122z", "2z", ("pon", "555z"), ("pon", "666z"), ("pon", "777z"), rules="ema"),
                 E(han=13, points=RON(32000), yakuman=1), id="stacking-off-ema-single"),
    pytest.param(H("44466z", "6z", ("pon", "111z"), ("pon", "222z"), ("pon", "333z")),
                 # daisuushii (single under tenhou) + tsuuiisou
                 E([("daisuushii", 13), ("tsuuiisou", 13)], 26, points=RON(64000), yakuman=2),
                 id="daisuushii-tsuuiisou-tenhou-26han"),
    pytest.param(H("44466z", "6z", ("pon", "111z"), ("pon", "222z"), ("pon", "333z"), rules="mahjong_soul"),
                 E([("daisuushii", 26), ("tsuuiisou", 13)], 39, points=RON(96000), yakuman=3),
                 id="daisuushii-tsuuiisou-mahjong_soul-triple"),
]


@pytest.mark.parametrize("hand, exp", YAKUMAN)
def test_yakuman(hand, exp):
    run(hand, exp)


# --------------------------------------------------------------------------
# renhou (RULES §6: off / mangan / yakuman)


def test_renhou_off_is_ignored_under_tenhou():
    # tenhou: renhou off, the hand scores as it is: pinfu 1 han 30 fu
    run(H(K, "9s", renhou=True), E([("pinfu", 1)], 1, 30, RON(1000)))


@pytest.mark.parametrize("rules", [
    pytest.param({"preset": "tenhou", "renhou": "mangan"}, id="option"),
    pytest.param("wrc", id="wrc-preset"),
    pytest.param("ema", id="ema-preset"),
])
def test_renhou_mangan(rules):
    # a fixed mangan (the pinfu hand alone would be 1000)
    result = score_json(H(K, "9s", renhou=True, rules=rules))
    assert result["error"] is None, result["error"]
    assert "renhou" in [y["id"] for y in result["yaku"]]
    assert result["limit"] == "mangan"
    assert result["points"]["total"] == 8000 and result["points"]["ron"] == 8000


@pytest.mark.parametrize("rules", [
    pytest.param({"preset": "tenhou", "renhou": "yakuman"}, id="option"),
    pytest.param("classic", id="classic-preset"),
])
def test_renhou_yakuman(rules):
    run(H(K, "9s", renhou=True, rules=rules),
        E([("renhou_yakuman", 13)], 13, points=RON(32000), yakuman=1, limit="yakuman"))


# --------------------------------------------------------------------------
# §3 fu items

# Frame C: 234m 567p 345s 66s + one triplet/quad, riichi, ron on 5s (34s ryanmen).
# Frame O: chi 234m + one called meld, 567p 345s 66s, ron on 5s.
# Frame Y: 234m 567p 66s + closed haku triplet, ron on 7p (56p ryanmen) + one called meld.
FU = [
    pytest.param(H(K, "9s"), E(fu=30, raw=30), id="base20-closed_ron10"),
    pytest.param(H(K, "8s", tsumo=True), E(fu=30, raw=24), id="tsumo2-kanchan2"),
    pytest.param(H(K, "9s", tsumo=True), E(fu=20, raw=20), id="pinfu-tsumo-20-no-tsumo-fu"),
    pytest.param(H("456789m234p88s", "2p", ("chi", "123m")),
                 # open, no fu beyond base: raised to 30 (RULES §3)
                 E(fu=30, points=RON(1000)), id="open-pinfu-shape-raised-to-30"),
    pytest.param(H("567p34566s", "5s", ("chi", "234m"), ("pon", "888p")),
                 E(fu=30, raw=22, points=RON(1000)), id="open-simple-triplet-2"),
    pytest.param(H("234m567p66s555z", "7p", ("pon", "999p")),
                 # 20 + 4 open terminal triplet + 8 closed haku = 32 -> 40
                 E(fu=40, raw=32, points=RON(1300)), id="open-terminal-triplet-4"),
    pytest.param(H("567p34566s", "5s", ("chi", "234m"), ("pon", "555z")),
                 E(fu=30, raw=24, points=RON(1000)), id="open-honor-triplet-4"),
    pytest.param(H("234m567888p34566s", "5s", riichi=True),
                 # 20 + 10 + 4 = 34 -> 40; riichi + tanyao 2 han 40 fu
                 E([("riichi", 1), ("tanyao", 1)], 2, 40, RON(2600), raw=34), id="closed-simple-triplet-4"),
    pytest.param(H("234m567999p34566s", "5s", riichi=True),
                 E([("riichi", 1)], 1, 40, RON(1300), raw=38), id="closed-terminal-triplet-8"),
    pytest.param(H("234m567p34566s444z", "5s", riichi=True),
                 # North triplet: no yakuhai for South seat / East round, 8 fu
                 E([("riichi", 1)], 1, 40, RON(1300), raw=38), id="closed-honor-triplet-8"),
    pytest.param(H("567p34566s", "5s", ("chi", "234m"), ("minkan", "8888p")),
                 E(fu=30, raw=28, points=RON(1000)), id="open-simple-quad-minkan-8"),
    pytest.param(H("567p34566s", "5s", ("chi", "234m"), ("kakan", "8888p")),
                 E(fu=30, raw=28, points=RON(1000)), id="open-simple-quad-kakan-8"),
    pytest.param(H("234m567p66s555z", "7p", ("minkan", "9999p")),
                 # 20 + 16 + 8 = 44 -> 50; 1 han 50 fu = 1600
                 E(fu=50, raw=44, points=RON(1600)), id="open-terminal-quad-16"),
    pytest.param(H("234m567p34566s", "5s", ("ankan", "8888p"), riichi=True),
                 # 20 + 10 + 16 = 46 -> 50; riichi + tanyao 2 han 50 fu = 3200
                 E([("riichi", 1), ("tanyao", 1)], 2, 50, RON(3200), raw=46), id="closed-simple-quad-16"),
    pytest.param(H("234m567p34566s", "5s", ("ankan", "9999p"), riichi=True),
                 # 20 + 10 + 32 = 62 -> 70; 1 han 70 fu = 2300
                 E([("riichi", 1)], 1, 70, RON(2300), raw=62), id="closed-terminal-quad-32"),
    pytest.param(H("234m567p34566s", "5s", ("ankan", "4444z"), riichi=True),
                 E([("riichi", 1)], 1, 70, RON(2300), raw=62), id="closed-honor-quad-32"),
    pytest.param(H("234m567p345678s77z", "5s", riichi=True),
                 # pair of chun: 2 fu, so no pinfu; 32 -> 40
                 E([("riichi", 1)], 1, 40, RON(1300), raw=32), id="pair-dragon-2"),
    pytest.param(H("234m567p345678s22z", "5s", riichi=True),
                 E([("riichi", 1)], 1, 40, RON(1300), raw=32), id="pair-seat-wind-2"),
    pytest.param(H("234m567p345678s11z", "5s", riichi=True),
                 E([("riichi", 1)], 1, 40, RON(1300), raw=32), id="pair-round-wind-2"),
    pytest.param(H("234m567p345678s44z", "5s", riichi=True),
                 # North pair earns nothing here: pinfu stands, 30 fu
                 E([("riichi", 1), ("pinfu", 1)], 2, 30, RON(2000), raw=30), id="pair-other-wind-0-pinfu"),
    pytest.param(H("999m234567p345s11z", "3s", seat_wind="E", riichi=True),
                 # dealer, East round, East pair: 20 + 10 + 8 (999m) + 4 = 42 -> 50; dealer 1 han 50 fu = 2400
                 E([("riichi", 1)], 1, 50, RON(2400), raw=42), id="pair-double-wind-4-tenhou"),
    pytest.param(H("999m234567p345s11z", "3s", seat_wind="E", riichi=True,
                   rules={"preset": "tenhou", "double_wind_pair_fu": 2}),
                 # option 2: 40 -> 40; dealer 1 han 40 fu = 1920 -> 2000
                 E([("riichi", 1)], 1, 40, RON(2000), raw=40), id="pair-double-wind-2-option"),
    pytest.param(H("999m234567p345s11z", "3s", seat_wind="E", riichi=True, rules="m_league"),
                 E([("riichi", 1)], 1, 40, RON(2000), raw=40), id="pair-double-wind-2-m_league"),
    pytest.param(H("999m234567p345s11z", "3s", seat_wind="E", riichi=True, rules="wrc"),
                 E([("riichi", 1)], 1, 40, RON(2000), raw=40), id="pair-double-wind-2-wrc"),
    pytest.param(H(K, "8s", riichi=True), E(fu=40, raw=32), id="wait-kanchan-2"),
    pytest.param(H("123m789p123789s44z", "3m"), E(fu=40, raw=32), id="wait-penchan-2"),
    pytest.param(H("234m567p345678s44z", "4z", riichi=True),
                 # tanki on the North pair: 20 + 10 + 2 = 32 -> 40
                 E([("riichi", 1)], 1, 40, RON(1300), raw=32), id="wait-tanki-2"),
    pytest.param(H("222m55m444p666789s", "6s", riichi=True),
                 # shanpon itself 0; the triplet it completes by ron counts open
                 E(fu=40, raw=40), id="wait-shanpon-0"),
    pytest.param(H(K, "9s", riichi=True), E(fu=30, raw=30), id="wait-ryanmen-0"),
    pytest.param(H("1133m5577p22s4466z", "6z", riichi=True, tsumo=True),
                 # 25 flat: no tsumo fu, no tanki fu, no rounding
                 E(fu=25, raw=25), id="chiitoitsu-25-flat-tsumo"),
]


@pytest.mark.parametrize("hand, exp", FU)
def test_fu(hand, exp):
    run(hand, exp)


# --------------------------------------------------------------------------
# §4 limits

CHIN = "22334456778999m"  # 234m 234m 567m 789m 99m, won on 2m (34m ryanmen)

LIMITS = [
    pytest.param(H(K, "9s", riichi=True, dora_indicators="4m", ura_indicators="3p"),
                 # riichi 1 + pinfu 1 + dora 2 (5m x2) + ura 1 (4p) = 5 han: mangan
                 E([("riichi", 1), ("pinfu", 1), ("dora", 2), ("ura_dora", 1)], 5, 30, RON(8000), limit="mangan"),
                 id="mangan-by-5han"),
    pytest.param(H(K, "8s", riichi=True, ippatsu=True, dora_indicators="4m"),
                 # 4 han 40 fu: base 2560 -> capped 2000: mangan
                 E(han=4, fu=40, points=RON(8000), limit="mangan"), id="mangan-4han-40fu"),
    pytest.param(H("234m567p34566s", "5s", ("ankan", "9999p"), riichi=True, dora_indicators="5s"),
                 # riichi 1 + dora 2 (66s) = 3 han, 70 fu: base 2240: mangan
                 E(han=3, fu=70, points=RON(8000), limit="mangan"), id="mangan-3han-70fu"),
    pytest.param(H(K, "9s", riichi=True, dora_indicators="4m"),
                 # 4 han 30 fu: base 1920, 7680 -> 7700, not a limit
                 E(han=4, fu=30, points=RON(7700), limit=None), id="4han-30fu-7700-no-kiriage"),
    pytest.param(H(K, "9s", riichi=True, dora_indicators="4m", rules={"preset": "tenhou", "kiriage": True}),
                 E(han=4, fu=30, points=RON(8000), limit="mangan"), id="kiriage-4han-30fu-option"),
    pytest.param(H(K, "9s", riichi=True, dora_indicators="4m", rules="m_league"),
                 E(han=4, fu=30, points=RON(8000), limit="mangan"), id="kiriage-4han-30fu-m_league"),
    pytest.param(H("234m999p34566s", "5s", ("ankan", "8888p"), riichi=True, dora_indicators="1m3s"),
                 # 20 + 10 + 16 (8888p) + 8 (999p) = 54 -> 60; riichi + dora 2m + dora 4s = 3 han
                 # 3 han 60 fu: base 1920 -> 7700
                 E(han=3, fu=60, points=RON(7700), limit=None, raw=54), id="3han-60fu-7700-no-kiriage"),
    pytest.param(H("234m999p34566s", "5s", ("ankan", "8888p"), riichi=True, dora_indicators="1m3s",
                   rules={"preset": "tenhou", "kiriage": True}),
                 E(han=3, fu=60, points=RON(8000), limit="mangan"), id="kiriage-3han-60fu-option"),
    pytest.param(H(K, "9s", riichi=True, dora_indicators="4m", seat_wind="E", rules={"preset": "tenhou", "kiriage": True}),
                 # dealer 4 han 30 fu: 11600 without kiriage, 12000 with
                 E(han=4, fu=30, points=RON(12000), limit="mangan"), id="kiriage-dealer-12000"),
    pytest.param(H("12334555678999m", "6m", tsumo=True, seat_wind="E"),
                 # menzen tsumo 1 + chinitsu 6 = 7 han: haneman, dealer tsumo 6000 each
                 E([("menzen_tsumo", 1), ("chinitsu", 6)], 7, points=DEALER_TSUMO(6000), limit="haneman"),
                 id="haneman-7han-dealer-tsumo"),
    pytest.param(H(CHIN, "2m", riichi=True),
                 # riichi 1 + pinfu 1 + iipeikou 1 + chinitsu 6 = 9 han: baiman
                 E([("riichi", 1), ("pinfu", 1), ("iipeikou", 1), ("chinitsu", 6)], 9, 30, RON(16000), limit="baiman"),
                 id="baiman-9han"),
    pytest.param(H(CHIN, "2m", riichi=True, dora_indicators="1m"),
                 # + dora 2 (2m x2) = 11 han: sanbaiman
                 E(han=11, points=RON(24000), limit="sanbaiman"), id="sanbaiman-11han"),
    pytest.param(H(CHIN, "2m", riichi=True, dora_indicators="1m", ura_indicators="3m"),
                 # + ura 2 (4m x2) = 13 han without a yakuman: kazoe yakuman under tenhou
                 E(han=13, points=RON(32000), limit="kazoe_yakuman"), id="kazoe-yakuman-13han"),
    pytest.param(H(CHIN, "2m", riichi=True, dora_indicators="1m", ura_indicators="3m",
                   rules={"preset": "tenhou", "kazoe": "sanbaiman"}),
                 E(han=13, points=RON(24000), limit="sanbaiman"), id="kazoe-sanbaiman-option"),
    pytest.param(H(CHIN, "2m", riichi=True, dora_indicators="1m", ura_indicators="3m", rules="wrc"),
                 E(han=13, points=RON(24000), limit="sanbaiman"), id="kazoe-sanbaiman-wrc"),
]


@pytest.mark.parametrize("hand, exp", LIMITS)
def test_limits(hand, exp):
    run(hand, exp)


# --------------------------------------------------------------------------
# §4 payments, honba, riichi sticks

PAYMENTS = [
    pytest.param(H(K, "9s"), E(points=RON(1000)), id="non-dealer-ron-1han30fu-1000"),
    pytest.param(H(K, "9s", seat_wind="E"), E(points=RON(1500)), id="dealer-ron-1han30fu-1500"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True),
                 # riichi + ippatsu + tsumo, 24 -> 30: 3 han 30 fu tsumo 2000/1000
                 E(han=3, fu=30, points=TSUMO(2000, 1000)), id="non-dealer-tsumo-3han30fu-2000-1000"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True, seat_wind="E"),
                 E(han=3, fu=30, points=DEALER_TSUMO(2000)), id="dealer-tsumo-3han30fu-2000-all"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True, dora_indicators="9m"),
                 # + dora 1m: 4 han 30 fu, base 1920: 3840 -> 3900 and 1920 -> 2000, total 7900
                 E(han=4, fu=30, points=TSUMO(3900, 2000)), id="non-dealer-tsumo-4han30fu-rounds-each"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True, dora_indicators="9m", seat_wind="E"),
                 E(han=4, fu=30, points=DEALER_TSUMO(3900)), id="dealer-tsumo-4han30fu-3900-all"),
    pytest.param(H(K, "9s", tsumo=True, seat_wind="E"),
                 # pinfu tsumo 2 han 20 fu: base 320, 640 -> 700 each
                 E(han=2, fu=20, points=DEALER_TSUMO(700)), id="dealer-tsumo-2han20fu-700-all"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True, dora_indicators="4m"),
                 # 5 han: mangan tsumo 4000/2000
                 E(han=5, points=TSUMO(4000, 2000), limit="mangan"), id="non-dealer-tsumo-mangan"),
    pytest.param(H(K, "9s", honba=2),
                 E(points={"total": 1600, "ron": 1600, "honba_bonus": 600, "sticks_bonus": 0}),
                 id="honba-ron-300-each"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True, honba=2),
                 # 2000/1000 + 100 x 2 from each payer
                 E(points={"total": 4600, "dealer_pays": 2200, "non_dealer_pays": 1200,
                           "honba_bonus": 600, "sticks_bonus": 0}),
                 id="honba-non-dealer-tsumo-100-per-payer"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True, honba=1, seat_wind="E"),
                 E(points={"total": 6300, "dealer_pays": None, "non_dealer_pays": 2100,
                           "honba_bonus": 300, "sticks_bonus": 0}),
                 id="honba-dealer-tsumo-100-per-payer"),
    pytest.param(H(K, "9s", riichi=True, riichi_sticks=2),
                 # riichi + pinfu 2000 + 2 sticks
                 E(points={"total": 4000, "ron": 2000, "honba_bonus": 0, "sticks_bonus": 2000}),
                 id="riichi-sticks-1000-each"),
    pytest.param(H(K, "9s", riichi=True, honba=1, riichi_sticks=1),
                 E(points={"total": 3300, "ron": 2300, "honba_bonus": 300, "sticks_bonus": 1000}),
                 id="honba-and-sticks-together"),
    pytest.param(H(K, "8s", tsumo=True, riichi=True, ippatsu=True, riichi_sticks=1),
                 E(points={"total": 5000, "dealer_pays": 2000, "non_dealer_pays": 1000,
                           "honba_bonus": 0, "sticks_bonus": 1000}),
                 id="riichi-stick-on-tsumo"),
    pytest.param(H(K, "9s", honba=2, rules={"preset": "tenhou", "honba_value": 1500}),
                 # option: 1500 per counter on a ron
                 E(points={"total": 4000, "ron": 4000, "honba_bonus": 3000, "sticks_bonus": 0}),
                 id="honba_value-option-ron"),
]


@pytest.mark.parametrize("hand, exp", PAYMENTS)
def test_payments(hand, exp):
    run(hand, exp)


# --------------------------------------------------------------------------
# §5 dora

DORA = [
    pytest.param(H(K, "9s", riichi=True, dora_indicators="9m"),
                 # 9 -> 1 within the suit: one 1m
                 E([("riichi", 1), ("pinfu", 1), ("dora", 1)], 3, 30, RON(3900)), id="dora-9-wraps-to-1"),
    pytest.param(H(K, "9s", riichi=True, dora_indicators="4m"),
                 E([("riichi", 1), ("pinfu", 1), ("dora", 2)], 4, 30, RON(7700)), id="dora-counts-each-tile"),
    pytest.param(H("234m567p345678s11z", "5s", riichi=True, dora_indicators="4z"),
                 # North -> East: the East pair is 2 dora; 3 han 40 fu = 5200
                 E([("riichi", 1), ("dora", 2)], 3, 40, RON(5200)), id="dora-north-wraps-to-east"),
    pytest.param(H("234m567p34588s", "5s", ("pon", "555z"), dora_indicators="7z"),
                 # chun -> haku: 3 dora in the called haku; 4 han 30 fu = 7700
                 E([("yakuhai_haku", 1), ("dora", 3)], 4, 30, RON(7700)), id="dora-chun-wraps-to-haku-in-meld"),
    pytest.param(H("567p34566s", "5s", ("chi", "234m"), ("pon", "888p"), dora_indicators="7p"),
                 # 888p called: 3 dora; tanyao + 3 = 4 han 30 fu
                 E([("tanyao", 1), ("dora", 3)], 4, 30, RON(7700)), id="dora-in-a-pon"),
    pytest.param(H(K, "9s", riichi=True, ura_indicators="8s"),
                 E([("riichi", 1), ("pinfu", 1), ("ura_dora", 1)], 3, 30, RON(3900)), id="ura-with-riichi"),
    pytest.param(H(K, "9s", ura_indicators="8s"),
                 # no riichi: ura does not count
                 E([("pinfu", 1)], 1, 30, RON(1000)), id="ura-ignored-without-riichi"),
    pytest.param(H("12305m456p234789s", "9s", riichi=True),
                 E([("riichi", 1), ("pinfu", 1), ("aka_dora", 1)], 3, 30, RON(3900)), id="aka-red-5m-in-hand"),
    pytest.param(H("56788p345678s", "4s", ("chi", "406m")),
                 # red five inside a chi: tanyao + aka = 2 han 30 fu
                 E([("tanyao", 1), ("aka_dora", 1)], 2, 30, RON(2000)), id="aka-in-a-chi"),
    pytest.param(H("12355m406p234789s", "0p", riichi=True),
                 # won on the red five (46p kanchan): riichi + aka, 20+10+2 = 32 -> 40 = 2600
                 E([("riichi", 1), ("aka_dora", 1)], 2, 40, RON(2600)), id="aka-as-the-winning-tile"),
    pytest.param(H("234m567p34566s", "5s", ("ankan", "8888p"), riichi=True, dora_indicators="9m7p"),
                 # kan dora: the second indicator 7p makes the four 8p dora;
                 # riichi + tanyao + 4 = 6 han: haneman
                 E([("riichi", 1), ("tanyao", 1), ("dora", 4)], 6, 50, RON(12000), limit="haneman"),
                 id="kan-dora-second-indicator"),
    pytest.param(H(K, "9s", riichi=True, dora_indicators="1m2m", ura_indicators="1p2p"),
                 # two indicators with no kan in this hand: another player's kan revealed
                 # the second (114 of the 1843 Tenhou wins in tests/data/shared do this).
                 # dora 2m + 3m, ura 2p (none) + 3p (none): riichi + pinfu + 2 = 4 han 30 fu
                 E([("riichi", 1), ("pinfu", 1), ("dora", 2)], 4, 30, RON(7700)),
                 id="kan-dora-from-another-players-kan"),
    pytest.param(H("234m567p34566s", "5s", ("ankan", "8888p"), riichi=True, dora_indicators="4p4p"),
                 # the one 5p counts once per indicator: 2 dora; 4 han 50 fu: mangan
                 E([("riichi", 1), ("tanyao", 1), ("dora", 2)], 4, 50, RON(8000), limit="mangan"),
                 id="dora-once-per-indicator"),
]


@pytest.mark.parametrize("hand, exp", DORA)
def test_dora(hand, exp):
    run(hand, exp)


# --------------------------------------------------------------------------
# §6 rule options and presets

OPTIONS = [
    pytest.param(H("12300m456p234789s", "9s", riichi=True,
                   rules={"preset": "tenhou", "red_fives": {"m": 2, "p": 1, "s": 1}}),
                 # two red 5m allowed: riichi + pinfu + aka 2 = 4 han 30 fu
                 E([("riichi", 1), ("pinfu", 1), ("aka_dora", 2)], 4, 30, RON(7700)), id="red_fives-two-5m"),
    pytest.param(H("12355m456789s", "9s", ("ankan", "2222p"), tsumo=True, rinshan=True,
                   rules={"preset": "tenhou", "rinshan_tsumo_fu": False}),
                 # no tsumo fu on rinshan: 20 + 16 = 36 -> 40
                 E(fu=40, raw=36), id="rinshan_tsumo_fu-off-closed"),
    pytest.param(H("456678m12399s", "2s", ("minkan", "3333p"), tsumo=True, rinshan=True,
                   rules={"preset": "tenhou", "rinshan_tsumo_fu": False}),
                 # 20 + 8 + 2 kanchan = 30 (with tsumo fu it was 32 -> 40); 1 han 30 fu 500/300
                 E([("rinshan_kaihou", 1)], 1, 30, TSUMO(500, 300), raw=30), id="rinshan_tsumo_fu-off-open"),
    pytest.param(H(K, "9s", tsumo=True, rules={"preset": "tenhou", "pinfu_tsumo": False}),
                 # no pinfu on tsumo: menzen tsumo only, 20 + 2 = 22 -> 30; 500/300
                 E([("menzen_tsumo", 1)], 1, 30, TSUMO(500, 300), raw=22), id="pinfu_tsumo-off"),
    pytest.param(H(K, "9s", rules={"preset": "tenhou", "pinfu_tsumo": False}),
                 # pinfu by ron is unaffected
                 E([("pinfu", 1)], 1, 30, RON(1000)), id="pinfu_tsumo-off-ron-keeps-pinfu"),
    pytest.param(H("56788p345678s", "4s", ("chi", "234m"), rules={"preset": "tenhou", "kuitan": True}),
                 E([("tanyao", 1)], 1, 30, RON(1000)), id="kuitan-on-explicit"),
]


@pytest.mark.parametrize("hand, exp", OPTIONS)
def test_options(hand, exp):
    run(hand, exp)


PRESETS = ["tenhou", "mahjong_soul", "wrc", "ema", "m_league", "classic", "arcade"]


# 123m 55m 345p 678s 789s won on 9s (78s ryanmen): plain pinfu, no red five, and
# nothing a preset's local yaku would add (K holds 123m 456p 789s, which is
# sanshoku_tsuukan, on under `classic`).
PLAIN = "12355m345p678789s"


@pytest.mark.parametrize("name", PRESETS)
def test_preset_name_resolves(name):
    run(H(PLAIN, "9s", rules=name), E([("pinfu", 1)], 1, 30, RON(1000)))


@pytest.mark.parametrize("name", PRESETS)
def test_preset_object_form_resolves(name):
    run(H(PLAIN, "9s", riichi=True, rules={"preset": name}), E([("riichi", 1), ("pinfu", 1)], 2, 30, RON(2000)))


# --------------------------------------------------------------------------
# §1 high-point rule: every reading, keep the best

HIGH_POINT = [
    pytest.param(H("111222333m789p55s", "9p", tsumo=True),
                 # triplets: tsumo + sanankou = 3 han, 20+2+8+4+4 = 38 -> 40: 2600/1300 = 5200
                 # sequences: tsumo + pinfu + iipeikou = 3 han 20 fu: 1300/700 = 2700
                 E([("menzen_tsumo", 1), ("sanankou", 2)], 3, 40, TSUMO(2600, 1300)),
                 id="111222333m-triplets-beat-sequences-tsumo"),
    pytest.param(H("111222333m789p55s", "9p", riichi=True),
                 # triplets: riichi + sanankou, 20+10+8+4+4 = 46 -> 50: 3 han 50 fu 6400
                 # sequences: riichi + pinfu + iipeikou 3 han 30 fu 3900
                 E([("riichi", 1), ("sanankou", 2)], 3, 50, RON(6400)),
                 id="111222333m-triplets-beat-sequences-ron"),
    pytest.param(H("111222333m789p99s", "9p", riichi=True),
                 # sequences: riichi + pinfu + iipeikou + junchan = 6 han: haneman 12000
                 # triplets: riichi + sanankou (222m breaks junchan) = 3 han 50 fu 6400
                 E([("riichi", 1), ("pinfu", 1), ("iipeikou", 1), ("junchan", 3)], 6, 30, RON(12000),
                   limit="haneman"),
                 id="111222333m-sequences-beat-triplets-junchan"),
    pytest.param(H("111222333m789p55s", "9p", riichi=True, dora_indicators="4s"),
                 # tie: sequences riichi + pinfu + iipeikou + dora 2 = 5 han 30 fu, triplets
                 # riichi + sanankou + dora 2 = 5 han 50 fu; both mangan 8000, same han:
                 # the higher fu (triplets) is kept
                 E([("riichi", 1), ("sanankou", 2), ("dora", 2)], 5, 50, RON(8000), limit="mangan"),
                 id="tie-same-points-same-han-higher-fu-kept"),
    pytest.param(H("112233m556677p99s", "1m"),
                 # ryanpeikou 4 han 30 fu 7700 beats chiitoitsu 2 han 25 fu 1600
                 E([("pinfu", 1), ("ryanpeikou", 3)], 4, 30, RON(7700)), id="ryanpeikou-beats-chiitoitsu"),
    pytest.param(H("223344m556677p88s", "2m"),
                 # ryanpeikou + pinfu + tanyao 5 han: mangan; chiitoitsu + tanyao only 3 han 25 fu
                 E([("pinfu", 1), ("tanyao", 1), ("ryanpeikou", 3)], 5, points=RON(8000), limit="mangan"),
                 id="ryanpeikou-tanyao-mangan-beats-chiitoitsu"),
    pytest.param(H("123m344556p11789s", "5p", riichi=True),
                 # 34p+5 ryanmen (pinfu): 2 han 30 fu 2000 beats 46p+5 kanchan: 1 han 40 fu 1300
                 E([("riichi", 1), ("pinfu", 1)], 2, 30, RON(2000)), id="wait-read-as-ryanmen-for-pinfu-ron"),
    pytest.param(H("123m344556p11789s", "5p", tsumo=True),
                 # pinfu tsumo 2 han 20 fu 1500 beats kanchan tsumo 1 han 30 fu 1100
                 E([("menzen_tsumo", 1), ("pinfu", 1)], 2, 20, TSUMO(700, 400)), id="wait-read-as-ryanmen-for-pinfu-tsumo"),
    pytest.param(H("444m344056p77788s", "5p", tsumo=True),
                 # no pinfu possible (triplets): kanchan 46p reading gives 32 -> 40 fu vs ryanmen 30 fu
                 E([("menzen_tsumo", 1), ("tanyao", 1), ("aka_dora", 1)], 3, 40, TSUMO(2600, 1300), raw=32),
                 id="wait-read-as-kanchan-for-fu"),
]


@pytest.mark.parametrize("hand, exp", HIGH_POINT)
def test_high_point_rule(hand, exp):
    run(hand, exp)


# --------------------------------------------------------------------------
# SCHEMA.md error codes


def _mention(*words):
    return words


ERRORS = [
    # invalid_notation
    pytest.param(H("12355m456p234789x", "9s"), "invalid_notation", None, id="invalid_notation-bad-suit-letter"),
    pytest.param(H("12355m456p234789", "9s"), "invalid_notation", None, id="invalid_notation-digits-without-suit"),
    pytest.param(H("12355m456p23479s8z", "9s"), "invalid_notation", _mention("8z"), id="invalid_notation-honor-8z"),
    # too_many_copies
    pytest.param(H("11111m234p567s789s", "1m"), "too_many_copies", _mention("1m"), id="too_many_copies-five-1m"),
    pytest.param(H("234p567s789s99m", "9m", ("ankan", "1111m"), dora_indicators="1m"),
                 "too_many_copies", _mention("1m"), id="too_many_copies-indicator-is-the-fifth"),
    pytest.param(H("05m234p567s789s", "5m", ("pon", "555m")),
                 "too_many_copies", _mention("5m", "0m"), id="too_many_copies-red-five-counts-as-five"),
    # too_many_red_fives
    pytest.param(H("12300m456p234789s", "9s"), "too_many_red_fives", _mention("0m"),
                 id="too_many_red_fives-two-0m-tenhou"),
    pytest.param(H("12305m456p234789s", "9s", rules="wrc"), "too_many_red_fives", _mention("0m"),
                 id="too_many_red_fives-wrc-has-none"),
    pytest.param(H("12305m456p234789s", "9s", rules={"preset": "tenhou", "red_fives": {"m": 0, "p": 1, "s": 1}}),
                 "too_many_red_fives", _mention("0m"), id="too_many_red_fives-option-zero"),
    # wrong_tile_count
    pytest.param(H("1235m456p234789s", "5m"), "wrong_tile_count", None, id="wrong_tile_count-13"),
    pytest.param(H("123555m456p234789s", "5m"), "wrong_tile_count", None, id="wrong_tile_count-15-no-kan"),
    pytest.param(H("1235m456789s", "5m", ("ankan", "2222p")), "wrong_tile_count", None,
                 id="wrong_tile_count-14-with-a-kan"),
    # invalid_meld
    pytest.param(H("55m456p234789s", "9s", ("chi", "135m")), "invalid_meld", None, id="invalid_meld-chi-not-a-run"),
    pytest.param(H("55m456p234789s", "9s", ("chi", "12m3p")), "invalid_meld", None, id="invalid_meld-chi-two-suits"),
    pytest.param(H("55m456p234789s", "9s", ("chi", "123z")), "invalid_meld", None, id="invalid_meld-chi-of-honors"),
    pytest.param(H("55m456p234789s", "9s", ("pon", "778m")), "invalid_meld", None, id="invalid_meld-pon-unequal"),
    # win_tile_missing
    pytest.param(H(K, "6m"), "win_tile_missing", _mention("6m"), id="win_tile_missing"),
    # not_a_winning_hand
    pytest.param(H("12356m456p234789s", "6m"), "not_a_winning_hand", None, id="not_a_winning_hand"),
    pytest.param(H("3333m5577p2244s66z", "6z"), "not_a_winning_hand", None,
                 id="not_a_winning_hand-four-equal-are-not-two-pairs"),
    # no_yaku
    pytest.param(H(K, "8s"), "no_yaku", None, id="no_yaku-closed-ron-kanchan"),
    pytest.param(H(K, "8s", dora_indicators="4m"), "no_yaku", None, id="no_yaku-dora-only"),
    pytest.param(H("55m456p234789s", "8s", ("chi", "123m")), "no_yaku", None, id="no_yaku-open"),
    pytest.param(H("56788p345678s", "4s", ("chi", "234m"), rules={"preset": "tenhou", "kuitan": False}),
                 "no_yaku", None, id="no_yaku-open-tanyao-kuitan-off"),
    # conflicting_flags
    pytest.param(H(K, "9s", ippatsu=True), "conflicting_flags", _mention("ippatsu"),
                 id="conflicting_flags-ippatsu-without-riichi"),
    pytest.param(H(K, "9s", haitei=True), "conflicting_flags", _mention("haitei"),
                 id="conflicting_flags-haitei-on-ron"),
    pytest.param(H(K, "9s", tsumo=True, houtei=True), "conflicting_flags", _mention("houtei"),
                 id="conflicting_flags-houtei-on-tsumo"),
    pytest.param(H(K, "9s", tsumo=True, rinshan=True), "conflicting_flags", _mention("rinshan"),
                 id="conflicting_flags-rinshan-without-kan"),
    pytest.param(H("12355m456789s", "9s", ("ankan", "2222p"), rinshan=True), "conflicting_flags",
                 _mention("rinshan"), id="conflicting_flags-rinshan-on-ron"),
    pytest.param(H(K, "9s", tsumo=True, chankan=True), "conflicting_flags", _mention("chankan"),
                 id="conflicting_flags-chankan-on-tsumo"),
    pytest.param(H(K, "5m", chankan=True), "conflicting_flags", _mention("chankan", "5m"),
                 id="conflicting_flags-chankan-hand-holds-another-copy"),
    pytest.param(H(K, "9s", tsumo=True, tenhou=True), "conflicting_flags", _mention("tenhou"),
                 id="conflicting_flags-tenhou-non-dealer"),
    # Indicators: 1 + one per kan on the whole table (other players' kans
    # count too, so a hand without kans may show 2..5), at most 5; one ura
    # under each dora indicator.
    pytest.param(H(K, "9s", riichi=True, dora_indicators="1m2m3m4m6m7m"), "conflicting_flags",
                 _mention("dora", "indicator"), id="conflicting_flags-six-dora-indicators"),
    pytest.param(H(K, "9s", riichi=True, dora_indicators="1m", ura_indicators="1p2p"), "conflicting_flags",
                 _mention("ura", "indicator"), id="conflicting_flags-more-ura-than-dora-indicators"),
    # invalid_rules
    pytest.param(H(K, "9s", rules="tenhuo"), "invalid_rules", _mention("tenhuo"), id="invalid_rules-unknown-preset"),
    pytest.param(H(K, "9s", rules={"preset": "bogus"}), "invalid_rules", _mention("bogus"),
                 id="invalid_rules-unknown-preset-in-object"),
    pytest.param(H(K, "9s", rules={"preset": "tenhou", "kuitann": False}), "invalid_rules", _mention("kuitann"),
                 id="invalid_rules-unknown-option"),
]


@pytest.mark.parametrize("hand, code, mention", ERRORS)
def test_error_codes(hand, code, mention):
    result = score_json(hand)
    assert result["error"] is not None, f"expected {code}, got a score: han {result.get('han')}"
    assert result["error"]["code"] == code, result["error"]
    if mention:
        message = result["error"]["message"]
        assert any(word in message for word in mention), f"{message!r} names none of {mention}"
