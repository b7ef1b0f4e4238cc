"""The command line front (issue 2 §7): JSON batch in order, errors per line,
no Qt imported, a readable breakdown for a person."""

import json
import subprocess
import sys

from conftest import ROOT


def _run(args, stdin=""):
    return subprocess.run([sys.executable, "-m", "trainer", *args], input=stdin, capture_output=True,
                          text=True, cwd=ROOT, timeout=60)


def test_json_batch_keeps_order_and_survives_bad_lines():
    lines = [
        # SCHEMA.md example: riichi tanyao dora 3, 40 fu → non-dealer mangan ron 8000
        {"closed": "234m456p678s33355s", "win": "3s", "seat_wind": "S", "riichi": True, "dora_indicators": "2s"},
        "this is not json",
        {"closed": "11m", "win": "1m"},
        # 1 han 30 fu non-dealer ron = 1000 (standard table): chun pon, tanki
        {"closed": "123m567p22789s", "melds": [{"type": "pon", "tiles": "777z"}], "win": "2s", "seat_wind": "S"},
    ]
    stdin = "\n".join(x if isinstance(x, str) else json.dumps(x) for x in lines) + "\n"
    for args in (["score", "--json"], ["score", "--json", "--explain"]):
        proc = _run(args, stdin)
        assert proc.returncode == 0, proc.stderr
        out = [json.loads(x) for x in proc.stdout.splitlines()]
        assert len(out) == 4
        assert (out[0]["han"], out[0]["fu"], out[0]["limit"], out[0]["points"]["ron"]) == (5, 40, "mangan", 8000)
        assert out[1]["error"]["code"] == "invalid_notation"
        assert out[2]["error"]["code"] == "wrong_tile_count"
        assert (out[3]["han"], out[3]["fu"], out[3]["points"]["ron"]) == (1, 30, 1000)
        assert "Traceback" not in proc.stderr
    # --explain adds the explanation (our extension) to a scored hand
    assert out[0]["explanation"]["reading"]["wait"] == "shanpon"


def test_json_results_hold_the_schema_fields_only_unless_explain():
    # SCHEMA.md "Result fields": han, fu, yaku, yakuman, limit, fu_breakdown, points, error
    schema = ["han", "fu", "yaku", "yakuman", "limit", "fu_breakdown", "points", "error"]
    hand = {"closed": "234m456p678s33355s", "win": "3s", "seat_wind": "S", "riichi": True, "dora_indicators": "2s"}
    plain = json.loads(_run(["score", "--json"], json.dumps(hand) + "\n").stdout)
    assert list(plain) == schema
    # SCHEMA.md example worked by hand: 20 base + 10 closed ron + 2 open simple triplet (333s by ron) = 32 -> 40
    assert plain["yaku"] == [{"id": "riichi", "han": 1}, {"id": "tanyao", "han": 1}, {"id": "dora", "han": 3}]
    assert [(f["id"], f["fu"]) for f in plain["fu_breakdown"]] == \
        [("base", 20), ("closed_ron", 10), ("open_triplet_simple", 2), ("rounding", 8)]
    assert plain["points"] == {"total": 8000, "ron": 8000, "honba_bonus": 0, "sticks_bonus": 0}
    assert plain["error"] is None and plain["yakuman"] == 0
    explained = json.loads(_run(["score", "--explain", "--json"], json.dumps(hand) + "\n").stdout)
    assert list(explained) == [*schema, "explanation"]
    assert {k: explained[k] for k in schema} == plain
    # a refusal has the same fields, all null but error, with or without --explain
    for args in (["score", "--json"], ["score", "--json", "--explain"]):
        refused = json.loads(_run(args, '{"closed": "11m", "win": "1m"}\n').stdout)
        assert list(refused) == schema and refused["error"]["code"] == "wrong_tile_count"


def test_explain_without_json_is_refused():
    proc = _run(["score", "234m456p678s33355s", "--win", "3s", "--explain"])
    assert proc.returncode == 2 and "--explain" in proc.stderr and "Traceback" not in proc.stderr


def test_json_path_imports_no_qt():
    code = ("import sys, io; sys.stdin = io.TextIOWrapper(io.BytesIO(b'')); from trainer.__main__ import main; main(['score', '--json']);"
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.stdout.strip() == "False"


def test_json_path_imports_only_what_scoring_needs():
    # issue 3: start-up counts; `score --json` needs the core and json, not
    # the argument parser, the text renderer, the quiz or the window
    code = ("import sys, runpy; sys.argv = ['trainer', 'score', '--json']\n"
            "try:\n    runpy.run_module('trainer', run_name='__main__')\nexcept SystemExit:\n    pass\n"
            "print(sorted(m for m in sys.modules if m.split('.')[0] in ('argparse', 'PySide6', 'trainer')"
            " and not m.startswith('trainer.core')))")
    proc = subprocess.run([sys.executable, "-c", code], stdin=subprocess.DEVNULL, capture_output=True, text=True,
                          cwd=ROOT, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == "['trainer', 'trainer.cli']"


def test_human_breakdown_names_limit_payment_and_fu_lines():
    proc = _run(["score", "234m456p678s33355s", "--win", "3s", "--riichi", "--dora", "2s", "--seat", "S"])
    assert proc.returncode == 0, proc.stderr
    text = proc.stdout
    assert "5 han 40 fu — MANGAN" in text
    assert "discarder pays 8,000" in text
    assert "333s open triplet, simples (completed by ron: open)" in text


def test_human_error_is_one_line_not_a_traceback():
    proc = _run(["score", "234m456p678s3335s", "--win", "3s"])
    assert proc.returncode == 1
    assert proc.stderr.startswith("error (wrong_tile_count)")
    assert "Traceback" not in proc.stderr


def test_rules_names_as_the_window_shows_them():
    # EMA 2016: no red fives; the preset name is accepted in any case.
    proc = _run(["score", "234m456p678s33355s", "--win", "3s", "--rules", "EMA"])
    assert proc.returncode == 0, proc.stderr
    # tanyao only (no riichi): 1 han 40 fu; the default seat is East, dealer ron 6 × 320 = 1,920 → 2,000
    assert proc.stdout.startswith("1 han 40 fu")
    assert "discarder pays 2,000" in proc.stdout


def test_an_unknown_rule_preset_or_option_is_a_bad_argument_not_a_refused_hand():
    """Exit 2 names --rules (it was 1, the code of a hand the core refuses)."""
    for rules in ("foo", '{"kiriage": 3}'):
        proc = _run(["score", "234m456p678s33355s", "--win", "3s", "--rules", rules])
        assert proc.returncode == 2 and proc.stderr.startswith("score: --rules: "), proc.stderr
    proc = _run(["score", "11m", "--win", "1m"])  # a refused hand keeps exit 1
    assert proc.returncode == 1 and "wrong_tile_count" in proc.stderr


def test_a_reader_that_goes_away_gets_no_traceback():
    proc = subprocess.run(f"{sys.executable} -m trainer score 234m456p678s33355s --win 3s | head -1",
                          shell=True, capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.stdout.strip() == "1 han 40 fu" and "Traceback" not in proc.stderr


def test_readme_example_file_scores_as_worked_by_hand():
    proc = _run(["score", "--json"], (ROOT / "examples" / "hands.jsonl").read_text())
    out = [json.loads(x) for x in proc.stdout.splitlines()]
    got = [o["error"]["code"] if o["error"] else (o["han"], o["points"]["total"]) for o in out]
    assert got == [
        (5, 8000),    # SCHEMA.md example: riichi, tanyao, dora 3, 40 fu → mangan
        (1, 1000),    # chun pon, 2s tanki: 30 fu 1 han non-dealer ron
        (3, 3200),    # chiitoitsu + riichi: 25 fu 3 han non-dealer ron
        (6, 12300),   # riichi tsumo pinfu tanyao dora 2: haneman, 3,100/6,100 with 1 honba
        (26, 96000),  # kokushi 13-sided under Mahjong Soul: double yakuman, dealer ron 2 × 48,000
        "wrong_tile_count",  # 11 tiles
    ]


def test_tiles_with_json_print_that_hand_as_one_json_line():
    """`score TILES --win TILE --json` read stdin and dropped the tiles (a
    terminal waited forever); now it is the typed hand's result, the same
    line `score --json` writes for it. Hand flags without tiles are refused
    rather than dropped."""
    typed = _run(["score", "234m456p678s33355s", "--win", "3s", "--riichi", "--seat", "S", "--dora", "2s", "--json"])
    line = json.dumps({"closed": "234m456p678s33355s", "win": "3s", "riichi": True, "seat_wind": "S",
                       "dora_indicators": "2s"})
    piped = _run(["score", "--json"], line + "\n")
    assert typed.returncode == 0 and typed.stdout == piped.stdout
    out = json.loads(typed.stdout)
    # SCHEMA.md example: riichi, tanyao, dora 3 → 5 han 40 fu mangan, 8,000
    assert (out["han"], out["fu"], out["limit"], out["points"]["total"]) == (5, 40, "mangan", 8000)
    refused = _run(["score", "11m", "--win", "1m", "--json"])
    assert refused.returncode == 1 and json.loads(refused.stdout)["error"]["code"] == "wrong_tile_count"
    # melds keep the order typed, as a JSON list does (the typed hand sorted them by kind)
    typed = _run(["score", "88p345s", "--win", "3s", "--chi", "345m", "--minkan", "8888m", "--pon", "777m", "--json",
                  "--explain"])
    melds = [{"type": "chi", "tiles": "345m"}, {"type": "minkan", "tiles": "8888m"}, {"type": "pon", "tiles": "777m"}]
    piped = _run(["score", "--json", "--explain"], json.dumps({"closed": "88p345s", "win": "3s", "melds": melds}) + "\n")
    assert typed.returncode == piped.returncode == 0 and typed.stdout == piped.stdout
    dropped = _run(["score", "--json", "--riichi"], line + "\n")
    assert dropped.returncode == 2 and "--riichi" in dropped.stderr and dropped.stdout == ""


def test_winds_in_any_case_and_only_one_wind():
    """--seat s is South (the rules name is taken in any case, the winds
    were not); --seat SW was taken as a wind (a substring of "ESWN")."""
    lower = _run(["score", "234m456p678s33355s", "--win", "3s", "--seat", "s", "--round", "s"])
    upper = _run(["score", "234m456p678s33355s", "--win", "3s", "--seat", "S", "--round", "S"])
    assert lower.returncode == 0 and lower.stdout == upper.stdout
    assert _run(["score", "234m456p678s33355s", "--win", "3s", "--seat", "SW"]).returncode == 2
