"""The rules a log's lobby says (Tenhou `GO type` bits, tenhou.net/6 `rule`,
Mahjong Soul rooms) become the rules its wins are scored under; a win the
platform scored under other rules than the ones read says so. Lobbies made
here by changing the flags of the shared games (data/logs/)."""

import json

import pytest
from log_helpers import json_path, mjlog_path

from trainer.core import PRESETS
from trainer.logs import check_win, read_bytes

PAO_GAME = "2019103023gm-00a9-0000-f90e0fe9"


def _mjlog_with_type(game_type: int):
    xml = mjlog_path(PAO_GAME).read_text(encoding="utf-8").replace('<GO type="169"', f'<GO type="{game_type}"', 1)
    (g,) = read_bytes(xml.encode(), f"{PAO_GAME}.xml").games
    assert g.error is None
    return g


def test_tenhou_lobby_flags():
    """GO type 169 = 0x80 | 0x20 | 0x08 | 0x01: houou, hanchan, red fives and
    open tanyao (no 0x02, no 0x04)."""
    g = _mjlog_with_type(169)
    assert (g.lobby["red_fives"], g.lobby["kuitan"], g.lobby["length"]) == (True, True, "hanchan")
    assert g.rules == PRESETS["tenhou"]
    g = _mjlog_with_type(169 & ~0x08)
    assert g.lobby["length"] == "tonpuusen"


def test_a_lobby_without_open_tanyao():
    """East 4 of the pao game: たがやす wins open (a chi and a pon) with
    tanyao 1 + dora 3 + aka 2 = 6 han, haneman 12,000 (Tenhou's record). In a
    lobby without open tanyao (GO type bit 0x04) the same record disagrees,
    and kuitan = true explains it."""
    g = _mjlog_with_type(169 | 0x04)
    assert g.lobby["kuitan"] is False and g.rules.kuitan is False
    (h, w) = next((h, w) for h, w in g.wins if h.label == "E4" and w.winner == 1)
    assert w.hand["melds"] and w.logged["value"] == 12000
    c = check_win(w)
    assert not c.agrees and c.cause == "rule_difference"
    assert dict(c.cause_args) == {"option": "kuitan", "value": True}


def test_a_lobby_without_red_fives_has_plain_fives():
    """GO type bit 0x02: no red fives; the tile ids of the red fives are plain
    fives there, so no hand holds a 0."""
    g = _mjlog_with_type(169 | 0x02)
    assert g.rules.red_fives == (0, 0, 0)
    hands = [w.hand for _h, w in g.wins]
    assert all("0" not in h["closed"] + h["win"] + h["dora_indicators"] + "".join(m["tiles"] for m in h["melds"])
               for h in hands)
    assert any("0" in w.hand["closed"] for _h, w in _mjlog_with_type(169).wins)


@pytest.mark.parametrize("disp", ["玉の間南", "Gold Room South"])
def test_mahjong_soul_logs_are_scored_under_its_rules(disp):
    """A tenhou.net/6 log whose room is a Mahjong Soul room is scored under
    the `mahjong_soul` preset (double yakuman patterns count double); this
    game has none, so every win still agrees."""
    obj = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    obj["rule"] = {"disp": disp, "aka51": 1, "aka52": 1, "aka53": 1}
    obj["ref"] = "230530-0c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f"
    (g,) = read_bytes(json.dumps(obj).encode(), "mjs.json").games
    assert g.lobby["platform"] == "mahjong_soul" and g.rules == PRESETS["mahjong_soul"]
    assert g.game == obj["ref"]
    assert all(w.hand["rules"] == "mahjong_soul" for _h, w in g.wins)
    assert all(check_win(w).agrees for _h, w in g.wins)


def test_tenhou6_rule_flags():
    """tenhou.net/6 `rule.disp` "般東喰" (no 赤): East only, open tanyao, no red fives."""
    obj = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    obj["rule"] = {"disp": "般東喰", "aka": 0}
    (g,) = read_bytes(json.dumps(obj).encode(), "x.json").games
    assert (g.lobby["length"], g.lobby["kuitan"], g.lobby["red_fives"]) == ("tonpuusen", True, False)
    assert g.rules.red_fives == (0, 0, 0) and g.rules.kuitan


def test_tenhou6_rule_as_a_tournament_list():
    """A Tenhou tournament lobby's tenhou.net/6 JSON gives ``rule`` as a list
    ``[start, end, type, …]``, the type in hex GO-type bits (as in the ARML
    game kept by the public InjusticeJudge project: ``"000b"`` = 0x01 |
    0x02 | 0x08: no red fives, hanchan). It was read as no rule at all."""
    obj = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    obj["rule"] = ["202308022100", "202309302300", "000b", "0", "0", "0", "0"]
    (g,) = read_bytes(json.dumps(obj).encode(), "x.json").games
    assert (g.lobby["red_fives"], g.lobby["kuitan"], g.lobby["length"]) == (False, True, "hanchan")
    assert g.rules.red_fives == (0, 0, 0)
    obj["rule"][2] = "0009"  # red fives
    (g,) = read_bytes(json.dumps(obj).encode(), "x.json").games
    assert g.rules == PRESETS["tenhou"]


def test_rules_given_on_the_command_line_override_the_log(capsys):
    """--rules wins over the lobby: the pao game's red-five wins read under
    a preset without red fives say "scored under other rules"."""
    from trainer.logs.cli import main
    code = main([str(json_path("2023053016gm-0029-0000-e54b3b98")), "--json",
                 "--rules", '{"preset": "tenhou", "red_fives": [0, 0, 0]}'])
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    assert code == 1 and any(x.get("cause") == "rules_override" for x in lines)
