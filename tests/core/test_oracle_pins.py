"""One test per kind of difference with the `mahjong` library: our answer, pinned.

Each test scores one hand that shows the difference, asserts our answer
(worked out by hand in the comment, with the rule source), asserts what the
library says, and checks that the named predicate of
tests/oracle_differences.py recognises the case. docs/oracle_differences.md
gives the reasoning in full.
"""

from __future__ import annotations

import pytest

pytest.importorskip("mahjong")

from mahjong.hand_calculating.hand import HandCalculator  # noqa: E402
from oracle_adapter import estimate, library_call, oracle_result, response_to_comparable  # noqa: E402
from oracle_differences import classify, compare  # noqa: E402

from trainer.core import score_json  # noqa: E402
from trainer.core.agreement import comparable  # noqa: E402


def _yaku(result: dict) -> list[tuple[str, int]]:
    return sorted((y["id"], y["han"]) for y in result["yaku"])


def test_equal_value_readings_ours_is_one_of_the_tied_readings():
    # 444m 11123444p + ankan 4444s, ron on 4p, riichi, North seat, no dora.
    # Reading A: 444m 123p 444p(ron: open) 4444s + 11p — sanshoku doukou
    #   (444 in m, p, s) 2 + riichi 1 = 3 han; fu 20 + 10 closed ron +
    #   4 (444m closed) + 2 (444p completed by ron) + 16 (closed simple kan)
    #   = 52 -> 60.
    # Reading B: 444m 111p 234p 4444s + 44p — sanankou (444m, 111p, the
    #   ankan) 2 + riichi 1 = 3 han; fu 20 + 10 + 4 + 8 (111p closed
    #   terminal) + 16 = 58 (+2 read as a tanki on 44p) -> 60.
    # Both: 3 han 60 fu, 60 x 2^5 = 1920 x 4 = 7680 -> 7700 (RULES.md §4).
    # RULES.md §1 (high-point rule) ranks by points, then han, then fu: the
    # two readings tie on all three, so either is right. We keep A and say
    # choice "equal"; the library breaks the tie on unrounded fu and shows B.
    hand = {"closed": "444m11123444p", "melds": [{"type": "ankan", "tiles": "4444s"}], "win": "4p",
            "riichi": True, "seat_wind": "N", "round_wind": "E", "rules": "tenhou"}
    ours = score_json(hand)
    assert (ours["han"], ours["fu"], ours["points"]["ron"]) == (3, 60, 7700)
    assert _yaku(ours) == [("riichi", 1), ("sanshoku_doukou", 2)]
    assert ours["explanation"]["choice"] == "equal"
    tied = [sorted((y["id"], y["han"]) for y in r["yaku"]) for r in ours["explanation"]["readings"]
            if (r["han"], r["fu"], r["points"]) == (3, 60, 7700)]
    assert [("riichi", 1), ("sanankou", 2)] in tied
    theirs = oracle_result(hand)
    assert theirs["yaku"] == [("riichi", 1), ("sanankou", 2)]
    assert theirs["points"] == ours["points"]
    assert compare(hand)[0] == "equal_value_readings"


def test_library_kiriage_drops_mangan_label_ours_says_mangan():
    # Rules: tenhou with kiriage on (not a preset; a side run of
    # bench/oracle_diff.py --rules). 111m 333m 333p 99s 222z, ron on 2z
    # (South: no yakuhai for a West seat in the West round).
    # Toitoi 2 + sanankou 2 (111m 333m 333p; 222z completed by ron is open)
    # = 4 han. Fu 20 + 10 closed ron + 8 (111m) + 4 (333m) + 4 (333p) +
    # 4 (222z open honor) = 50. Base 50 x 2^6 = 3200 >= 2000: a mangan
    # (RULES.md §4: "any hand whose base reaches 2000"), 8000 to a
    # non-dealer. The library pays 8000 but leaves its limit label empty:
    # in mahjong/hand_calculating/scores.py the `"mangan"` label is an
    # `elif` of `if config.options.kiriage`, so with kiriage on a hand
    # capped by its base points gets no label.
    hand = {"closed": "111333m333p99s222z", "win": "2z", "seat_wind": "W", "round_wind": "W",
            "rules": {"preset": "tenhou", "kiriage": True}}
    ours = score_json(hand)
    assert (ours["han"], ours["fu"], ours["limit"], ours["points"]["ron"]) == (4, 50, "mangan", 8000)
    assert _yaku(ours) == [("sanankou", 2), ("toitoi", 2)]
    assert ours["explanation"]["kiriage"] is False  # capped by base points, not by kiriage
    resp = estimate(hand)
    assert resp.cost["yaku_level"] == "" and resp.cost["main"] == 8000
    mine, theirs = comparable(ours), response_to_comparable(hand, resp)
    assert classify(hand, ours, mine, theirs) == "library_kiriage_drops_mangan_label"


def test_renhou_under_tenhou_is_off_the_library_has_no_off():
    # Renhou is off in the `tenhou` preset (RULES.md §6 presets table:
    # renhou "off"; Tenhou has no renhou). 123m 456m 789m 456p + 55s, ron on
    # 5s by a West seat before its first draw. The only reading waits tanki
    # on 5s, so no pinfu: ittsu 2 han; fu 20 + 10 closed ron + 2 tanki = 32
    # -> 40; 40 x 2^4 x 4 = 2560 -> 2600. Ours scores that and notes
    # "renhou_off".
    hand = {"closed": "123456789m456p55s", "win": "5s", "renhou": True,
            "seat_wind": "W", "round_wind": "E", "rules": "tenhou"}
    ours = score_json(hand)
    assert _yaku(ours) == [("ittsu", 2)]
    assert (ours["han"], ours["fu"], ours["points"]["ron"]) == (2, 40, 2600)
    assert {"id": "renhou_off", "args": {}} in ours["explanation"]["notes"]
    # The library has no "off": given is_renhou it adds a 5-han "Renhou"
    # that stacks with the other yaku (2 + 5 = 7 han, haneman 12,000), a
    # rule no preset of ours has. So the adapter passes the flag only when
    # the rules have renhou, and then the hands agree.
    call = library_call(hand)
    assert call["config"].is_renhou is False
    assert oracle_result(hand) == comparable(ours)
    call["config"].is_renhou = True
    resp = HandCalculator.estimate_hand_value(**call)
    assert sorted(type(y).__name__ for y in resp.yaku) == ["Ittsu", "Renhou"]
    assert (resp.han, resp.cost["main"]) == (7, 12000)
