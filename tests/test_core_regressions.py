"""Regression tests for core bugs found by the differential run (issue 3).

Each test names the rule, its source, and the hand that exposed the bug
(bench/oracle_diff.py; docs/oracle_differences.md "Our bugs, fixed").
"""

from __future__ import annotations

from trainer.core import score_json


def test_real_yakuman_beats_kazoe_reading_paying_the_same():
    # 222333444m 666m 0m5m, dealer tsumo with riichi. Two readings pay
    # 16,000 all: 222 333 444 666 55 is suuankou (four concealed triplets by
    # tsumo, a yakuman); 234 234 234 666 55 is riichi 1 + menzen tsumo 1 +
    # iipeikou 1 + tanyao 1 + chinitsu 6 + dora 3 (indicator 5m -> 666m) +
    # aka dora 1 = 14 han, a kazoe yakuman. At equal points Tenhou shows the
    # real yakuman (majiang-core lib/hule.js: a yakuman reading replaces an
    # equal-points kazoe one; the `mahjong` library's _hand_priority ranks
    # a real yakuman first "as on Tenhou"). The core used to keep the 14-han
    # kazoe reading because it broke the tie on han.
    hand = {"closed": "22233344405666m", "win": "6m", "tsumo": True, "riichi": True,
            "seat_wind": "E", "round_wind": "S", "dora_indicators": "5m", "rules": "tenhou"}
    r = score_json(hand)
    assert [(y["id"], y["han"]) for y in r["yaku"]] == [("suuankou", 13)]
    assert (r["han"], r["yakuman"], r["limit"]) == (13, 1, "yakuman")
    # dealer yakuman tsumo: 2 x 8000 from each of three players
    assert r["points"]["non_dealer_pays"] == 16000 and r["points"]["total"] == 48000
    assert r["explanation"]["choice"] == "same_points_yakuman"
    kazoe = [s for s in r["explanation"]["readings"] if s["limit"] == "kazoe_yakuman"]
    assert kazoe and kazoe[0]["han"] == 14 and kazoe[0]["points"] == 48000


def test_kazoe_capped_at_sanbaiman_loses_to_the_yakuman_on_points():
    # Same hand under `ema` (kazoe capped at sanbaiman, no red fives: 5m
    # plain): the yakuman reading (48,000) pays more than the sanbaiman one
    # (dealer tsumo 12,000 all = 36,000), so it wins on points alone.
    hand = {"closed": "22233344455666m", "win": "6m", "tsumo": True, "riichi": True,
            "seat_wind": "E", "round_wind": "S", "dora_indicators": "5m", "rules": "ema"}
    r = score_json(hand)
    assert [y["id"] for y in r["yaku"]] == ["suuankou"]
    assert r["points"]["total"] == 48000
    assert r["explanation"]["choice"] == "higher_points"
