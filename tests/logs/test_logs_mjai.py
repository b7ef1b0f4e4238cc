"""mjai: a shared Tenhou game converted to mjai JSON lines (by the test's own
converter, `log_helpers.mjlog_to_mjai`, from the mjlog events) reads to the
same hands as the mjlog, and each win's value agrees with Tenhou's record
(mjai records no yaku, han or fu, so only the value is compared)."""

import json

import pytest
from log_helpers import GAMES, mjlog_path, mjlog_to_mjai, raw_mjlog

from trainer.logs import check_win, read_bytes, read_log


@pytest.mark.parametrize("game", GAMES)
def test_mjai_conversion_reads_to_the_mjlog_hands(game, tmp_path):
    path = tmp_path / "game.mjson"
    path.write_text(mjlog_to_mjai(game), encoding="utf-8")
    lf = read_log(path)
    assert lf.error is None and lf.format == "mjai"
    g = lf.games[0]
    assert g.error is None, g.error
    x = read_log(mjlog_path(game)).games[0]
    raw = raw_mjlog(game)
    assert list(g.players) == raw["names"]
    assert [w.hand for _, w in g.wins] == [w.hand for _, w in x.wins]
    assert [(w.winner, w.from_seat, w.pao, w.deltas) for _, w in g.wins] == \
        [(w.winner, w.from_seat, w.pao, w.deltas) for _, w in x.wins]
    assert [w.logged["value"] for _, w in g.wins] == [r["value"] for r in raw["wins"]]
    assert all(w.logged["han"] is None and w.logged["yaku"] == [] for _, w in g.wins)
    assert [(h.label, h.honba, h.sticks, h.scores, h.riichi, h.deltas, h.draw) for h in g.hands] == \
        [(h.label, h.honba, h.sticks, h.scores, h.riichi, h.deltas, h.draw) for h in x.hands]
    assert g.final.scores == x.final.scores and g.final.points is None
    assert g.content_hash == x.content_hash
    assert g.warnings == ()
    for h, w in g.wins:
        c = check_win(w)
        assert c.agrees, (h.label, c.differences)
        assert [d.field for d in c.differences] == []


def test_hand_made_mjai_game():
    """A two-hand mjai game worked out by hand.

    Hand 1 (East 1, dealer seat 0): after one go-around (so no chiihou), seat
    1, holding 123456789m 2345p, draws 5p and wins by tsumo: 123m 456m 789m
    234p + 55p (a tanki wait on the nobetan). Han: menzen tsumo 1 + ittsu 2
    (closed) = 3; fu: 20 base + 2 tsumo + 2 tanki = 24 → 30. A non-dealer
    3 han 30 fu tsumo is 1,000/2,000 = 4,000 (RULES.md points table). Dora
    indicator 9s (dora 1s): none held.
    Hand 2 (East 2, dealer seat 1): exhaustive draw, seat 2 alone tenpai:
    +3,000, the others −1,000 each.
    """
    tehais = [
        ["1s", "1s", "1s", "2s", "2s", "2s", "3s", "3s", "3s", "4s", "4s", "4s", "9s"],
        ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5p"],
        ["E", "E", "E", "S", "S", "S", "W", "W", "W", "N", "N", "N", "P"],
        ["1p", "1p", "9p", "9p", "6s", "6s", "7s", "7s", "8s", "8s", "F", "F", "C"],
    ]
    events = [
        {"type": "start_game", "names": ["A", "B", "C", "D"]},
        {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0,
         "dora_marker": "9s", "scores": [25000] * 4, "tehais": tehais},
        {"type": "tsumo", "actor": 0, "pai": "C"},
        {"type": "dahai", "actor": 0, "pai": "C", "tsumogiri": True},
        {"type": "tsumo", "actor": 1, "pai": "P"},
        {"type": "dahai", "actor": 1, "pai": "P", "tsumogiri": True},
        {"type": "tsumo", "actor": 2, "pai": "F"},
        {"type": "dahai", "actor": 2, "pai": "F", "tsumogiri": True},
        {"type": "tsumo", "actor": 3, "pai": "C"},
        {"type": "dahai", "actor": 3, "pai": "C", "tsumogiri": True},
        {"type": "tsumo", "actor": 0, "pai": "9m"},
        {"type": "dahai", "actor": 0, "pai": "9m", "tsumogiri": True},
        {"type": "tsumo", "actor": 1, "pai": "5p"},
        {"type": "hora", "actor": 1, "target": 1, "deltas": [-2000, 4000, -1000, -1000]},
        {"type": "end_kyoku"},
        {"type": "start_kyoku", "bakaze": "E", "kyoku": 2, "honba": 0, "kyotaku": 0, "oya": 1,
         "dora_marker": "1m", "scores": [23000, 29000, 24000, 24000], "tehais": tehais},
        {"type": "ryukyoku", "reason": "exhaustive_draw", "deltas": [-1000, -1000, 3000, -1000],
         "tenpais": [False, False, True, False]},
        {"type": "end_kyoku"},
        {"type": "end_game", "scores": [22000, 28000, 27000, 23000]},
    ]
    lf = read_bytes("\n".join(json.dumps(e) for e in events).encode(), "hand.mjson")
    assert lf.format == "mjai" and lf.error is None
    g = lf.games[0]
    assert g.error is None, g.error
    assert g.players == ("A", "B", "C", "D")
    (h1, w), = g.wins
    assert w.hand["closed"] == "123456789m23455p"
    assert (w.hand["win"], w.hand["tsumo"], w.hand["seat_wind"]) == ("5p", True, "S")
    assert w.logged["value"] == 4000
    c = check_win(w)
    assert c.agrees, c.differences
    assert (c.result["han"], c.result["fu"]) == (3, 30)
    assert sorted(y["id"] for y in c.result["yaku"]) == ["ittsu", "menzen_tsumo"]
    assert g.hands[1].draw.kind == "exhaustive" and g.hands[1].draw.tenpai == (False, False, True, False)
    assert g.final.scores == (22000, 28000, 27000, 23000)


def test_one_broken_mjai_line_loses_only_its_hand():
    # issue 20, cause 6: a line that is not JSON inside hand 3 made the whole game unreadable
    lines = mjlog_to_mjai(GAMES[0]).splitlines()
    starts = [i for i, line in enumerate(lines) if '"start_kyoku"' in line]
    whole = read_bytes("\n".join(lines).encode(), "x.mjson").games[0]
    broken = list(lines)
    broken[starts[2] + 5] = broken[starts[2] + 5][:-3]
    (g,) = read_bytes("\n".join(broken).encode(), "x.mjson").games
    (bad,) = g.unreadable
    assert g.error is None and bad.number == 3 and bad.label == whole.hands[2].label
    assert f"line {starts[2] + 6}" in bad.error.message
    assert g.hands == whole.hands[:2] + whole.hands[3:]
