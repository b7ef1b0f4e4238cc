"""`python -m trainer import`: the shape of its lines, filters, errors and
exit codes (trainer/logs/cli.py docstring)."""

import json
import subprocess
import sys

import pytest
from conftest import ROOT
from log_helpers import GAMES, json_path, mjlog_path, raw_mjlog

from trainer.core import score_json
from trainer.logs.cli import main

PAO_GAME = "2019103023gm-00a9-0000-f90e0fe9"
WIN_KEYS = {"source", "game", "round", "honba", "winner", "from", "winner_name", "from_name", "hand", "logged",
            "result", "agrees", "differences", "cause", "cause_args"}


def _lines(capsys):
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_json_lines_one_per_win(capsys):
    assert main([str(mjlog_path(PAO_GAME)), str(json_path(PAO_GAME)), "--json"]) == 0
    lines = _lines(capsys)
    raw = raw_mjlog(PAO_GAME)["wins"]
    assert len(lines) == 2 * len(raw) == 14
    for line, r in zip(lines, raw + raw, strict=True):
        assert set(line) == WIN_KEYS
        assert line["game"] == PAO_GAME
        assert (line["winner"], line["from"], line["honba"]) == (r["who"], r["from"], r["honba"])
        assert line["round"] == "ESWN"[r["round"] // 4] + str(r["round"] % 4 + 1)
        assert set(line["logged"]) == {"fu", "han", "value", "limit", "yaku"}
        assert line["logged"]["value"] == r["value"]
        assert line["agrees"] is True and line["differences"] == [] and line["cause"] is None
        # the hand is a SCHEMA.md hand our scorer takes, and the result is its result
        assert score_json(line["hand"], explain=False) == line["result"]
        assert set(line["result"]) == {"han", "fu", "yaku", "yakuman", "limit", "fu_breakdown", "points", "error"}
    assert {line["source"] for line in lines} == {str(mjlog_path(PAO_GAME)), str(json_path(PAO_GAME))}


def test_a_bad_file_gets_an_error_line_and_the_batch_goes_on(tmp_path, capsys):
    bad = tmp_path / "notes.txt"
    bad.write_text("not a log")
    assert main([str(bad), str(json_path(PAO_GAME)), "--json"]) == 3
    lines = _lines(capsys)
    assert lines[0] == {"source": str(bad), "error": {"code": "not_a_log", "message": lines[0]["error"]["message"],
                                                      "args": {}}}
    assert len(lines) == 1 + 7 and all(line["agrees"] for line in lines[1:])


def test_a_bad_game_gets_a_game_error_line(tmp_path, capsys):
    xml = mjlog_path(PAO_GAME).read_text(encoding="utf-8").replace('<GO type="169"', '<GO type="185"', 1)
    path = mjlog_path(PAO_GAME)
    sanma = tmp_path / path.name
    sanma.write_text(xml, encoding="utf-8")
    assert main([str(sanma), "--json"]) == 3
    (line,) = _lines(capsys)
    # a four-player game whose GO type says three players: its hands hold four scores
    assert line["game"] == PAO_GAME and line["error"]["code"] == "corrupt"
    assert "4 scores [25000, 25000, 25000, 25000] for 3 players" in line["error"]["message"]


def test_player_filter_and_deal_ins(capsys):
    """2019103023 (the mjlog's AGARI tags): 高嶺之草高遠惠輔 (seat 2) won East 1
    (tsumo) and East 2 (ron from seat 3), and dealt into both wins of the
    East 4 double ron."""
    raw = raw_mjlog(PAO_GAME)["wins"]
    name = raw_mjlog(PAO_GAME)["names"][2]
    wins = [r for r in raw if r["who"] == 2]
    deal_ins = [r for r in raw if r["from"] == 2 and r["who"] != 2]
    assert (len(wins), len(deal_ins)) == (2, 2)
    assert main([str(json_path(PAO_GAME)), "--json", "--player", name]) == 0
    lines = _lines(capsys)
    assert [line["winner"] for line in lines] == [2, 2] and {line["role"] for line in lines} == {"win"}
    assert main([str(json_path(PAO_GAME)), "--json", "--player", name, "--deal-ins"]) == 0
    lines = _lines(capsys)
    assert sorted(line["role"] for line in lines) == ["deal_in"] * 2 + ["win"] * 2
    assert all(line["from"] == 2 for line in lines if line["role"] == "deal_in")
    # the text's count names the deal-ins apart (it said "4 wins" for 2 wins and 2 deal-ins)
    assert main([str(json_path(PAO_GAME)), "--player", name, "--deal-ins"]) == 0
    assert "2 wins and 2 deal-ins, 4 agree with the log" in capsys.readouterr().out
    # a name no game has is a bad argument (it exited 0)
    assert main([str(json_path(PAO_GAME)), "--player", "Nobody"]) == 2
    said = capsys.readouterr()
    assert "no game has a player named 'Nobody'" in said.err and said.out == ""  # no game listed first
    assert main([str(json_path(PAO_GAME)), "--player", " "]) == 2  # an empty name (it listed every game, exit 0)
    assert "--player needs a name" in capsys.readouterr().err


def test_disagreements_exit_1_and_say_why(capsys):
    assert main([str(json_path(GAMES[0])), "--json", "--rules", "WRC"]) == 1
    lines = _lines(capsys)
    off = [line for line in lines if not line["agrees"]]
    assert off and all(line["cause"] == "rules_override" and line["differences"] for line in off)
    assert all(line["hand"]["rules"] != "tenhou" for line in lines)


def test_text_table(capsys):
    assert main([str(mjlog_path(PAO_GAME))]) == 0
    out = capsys.readouterr().out
    assert PAO_GAME in out and "7 wins, 7 agree with the log" in out
    assert out.count("agrees") == 7


def test_text_table_under_other_rules_shows_our_value_beside_our_fu_and_han(capsys):
    """--rules wrc (no red fives): each row's fu, han and value are ours, the
    log's value is named on the line below (the new user's report: the
    value column was the log's, 8000 beside our 3 han 40 fu). Our value is
    the core's for the same hand, read back through score_json."""
    assert main([str(mjlog_path(GAMES[0])), "--json", "--rules", "wrc"]) == 1
    lines = _lines(capsys)
    assert main([str(mjlog_path(GAMES[0])), "--rules", "wrc"]) == 1
    rows = [r for r in capsys.readouterr().out.splitlines() if r.rstrip().endswith(("agrees", "DIFFERS"))]
    assert len(rows) == len(lines)
    for row, line in zip(rows, lines, strict=True):
        ours = score_json(line["hand"], explain=False)["points"]
        worth = ours["total"] - ours["honba_bonus"] - ours["sticks_bonus"]
        assert int(row.split()[-2]) == worth, row
    assert any(int(r.split()[-2]) != line["logged"]["value"] for r, line in zip(rows, lines, strict=True))
    assert main([str(mjlog_path(GAMES[0])), "--rules", "wrc"]) == 1
    assert "None" not in capsys.readouterr().out  # "limit: log mangan, ours none", not Python's None


def test_usage_errors(capsys):
    assert main(["x.mjlog", "--deal-ins"]) == 2
    with pytest.raises(SystemExit) as e:
        main(["x.mjlog", "--rules", "no_such_rules"])
    assert e.value.code == 2
    assert "unknown rule preset" in capsys.readouterr().err


def test_the_command_runs_from_python_m_trainer():
    r = subprocess.run([sys.executable, "-m", "trainer", "import", str(json_path(PAO_GAME)), "--json"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.returncode == 0, r.stderr
    assert len(r.stdout.splitlines()) == 7
    r = subprocess.run([sys.executable, "-c", "import sys, trainer.logs.cli; print('PySide6' in sys.modules)"],
                       cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert r.stdout.strip() == "False"  # no Qt on the command-line path


def test_a_huge_rules_argument_is_refused_with_a_short_message(capsys):
    # an unknown preset name of 100,000 characters was echoed whole
    for text in ("x" * 100_000, "[" * 100_000):
        with pytest.raises(SystemExit) as e:
            main([str(mjlog_path(GAMES[0])), "--rules", text])
        assert e.value.code == 2
        assert len(capsys.readouterr().err) < 600
