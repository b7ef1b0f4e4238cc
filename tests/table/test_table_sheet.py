"""The score sheet (issue 22 §2): ``table --replay LOG --sheet F.csv`` on
each real Tenhou game of tests/data/shared/logs, checked against the log's
own numbers — the scores Tenhou recorded at the start of every hand (the
next INIT), its recorded changes (``sc``) and riichi for the last hand, its
final scores and results — never against our ledger. Plus the sheet of a
game in progress, built by hand.
"""

import csv
import subprocess
import sys

import pytest
from conftest import ROOT, SHARED_DATA

from trainer.core import PRESETS as SCORING
from trainer.table import Draw, Game, Riichi, Setup, table_rules
from trainer.table.cli import main as table_main
from trainer.table.sheet import game_sheet, sheet_csv

LOGS = SHARED_DATA / "logs"
FILES = sorted(LOGS.glob("*.xml")) + sorted(LOGS.glob("*.json"))
assert len(FILES) == 12, f"the six shared games in two formats are carried in {LOGS}"


def _read(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.reader(f))


def _log_scores_after(hands):
    """The score after each hand, from the log alone: the next hand's
    recorded start; for the last hand its start + recorded change − the
    1,000 of each accepted riichi (TABLE_RULES.md §7.10 score chain)."""
    out = [tuple(h.scores) for h in hands[1:]]
    last = hands[-1]
    out.append(tuple(s + d - 1000 * (seat in last.riichi)
                     for seat, (s, d) in enumerate(zip(last.scores, last.deltas, strict=True))))
    return out


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_sheet_rows_add_up_to_the_logs_scores_after_every_hand(path, tmp_path):
    from trainer.logs import read_log

    game = read_log(path).games[0]
    out = tmp_path / "sheet.csv"
    assert table_main(["--replay", str(path), "--sheet", str(out), "--json"]) == 0
    rows = _read(out)
    assert rows[0] == ["round", "honba", "sticks", "outcome", "delta_1", "delta_2", "delta_3", "delta_4",
                       "score_1", "score_2", "score_3", "score_4"]
    hands, final, points = rows[1:-2], rows[-2], rows[-1]
    assert len(hands) == len(game.hands)
    before = tuple(game.hands[0].scores)
    for row, logged, after in zip(hands, game.hands, _log_scores_after(game.hands), strict=True):
        assert row[0] == f"{logged.round_wind}{logged.hand_number}"
        assert (int(row[1]), int(row[2])) == (logged.honba, logged.sticks)
        deltas, scores = tuple(map(int, row[4:8])), tuple(map(int, row[8:12]))
        assert scores == after, row
        assert tuple(b + d for b, d in zip(before, deltas, strict=True)) == after
        before = after
    assert final[0] == "final" and tuple(map(int, final[8:12])) == tuple(game.final.scores)
    assert points[0] == "points"
    assert [float(x) for x in points[8:12]] == pytest.approx([float(p) for p in game.final.points], abs=0.05)


def test_the_command_writes_csv_and_pdf(tmp_path):
    path = LOGS / "2019103023gm-00a9-0000-f90e0fe9.xml"
    sheet, pdf = tmp_path / "s.csv", tmp_path / "s.pdf"
    out = subprocess.run([sys.executable, "-m", "trainer", "table", "--replay", str(path), "--sheet", str(sheet),
                          "--pdf", str(pdf)], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    rows = _read(sheet)
    # the log's last hand: E4 at 3 honba, a pao daisangen + tsuuiisou tsumo paid 64,900 by the liable
    # player (TABLE_RULES.md §7.7), then the liable player is below zero
    assert rows[-3][:4] == ["E4", "3", "0", "tsumo"] and "64900" in rows[-3]
    assert rows[-2][3] == "bust"
    assert pdf.read_bytes().startswith(b"%PDF") and b"%%EOF" in pdf.read_bytes()[-64:]
    assert not [p for p in tmp_path.iterdir() if p.name.startswith(".")]  # no temporary file left


def test_unwritable_sheet_is_reported_and_the_old_file_kept(tmp_path, capsys):
    missing = tmp_path / "no such folder" / "s.csv"
    assert table_main(["--replay", str(FILES[0]), "--sheet", str(missing), "--json"]) == 1
    assert "cannot write the sheet" in capsys.readouterr().err


def test_sheet_of_a_game_in_progress_folds_riichi_into_its_hand():
    # East 1: East and West declare riichi (1,000 each to the table); exhaustive draw, only East tenpai:
    # noten payments 3,000 to East (1,000 from each of three, TABLE_RULES.md §7.4). East's whole change
    # is −1,000 + 3,000 = +2,000; West −1,000 − 1,000 = −2,000. East 1, 1 honba: South declares riichi,
    # the hand still in play: a row of its own.
    game = Game(Setup(("A", "B", "C", "D"), table_rules("tenhou"), SCORING["tenhou"]))
    for e in (Riichi(0), Riichi(2), Draw((True, False, False, False)), Riichi(1)):
        game.add(e)
    rows = list(csv.reader(sheet_csv(game_sheet(game)).splitlines()))
    assert rows[1] == ["E1", "0", "0", "draw", "2000", "-1000", "-2000", "-1000", "27000", "24000", "23000",
                       "24000"]
    assert rows[2] == ["E1", "1", "2", "riichi", "0", "-1000", "0", "0", "27000", "23000", "23000", "24000"]
    # not over: settled as if it ended now; the 3 sticks on the table go to first (A: 30,000)
    assert rows[3] == ["final", "", "", "in_progress", "", "", "", "", "30000", "23000", "23000", "24000"]
    # tenhou: (score − 30,000)/1,000 + uma 20/10/−10/−20 + oka 20 to first; B and C tie at 23,000, the
    # earlier seat ranks higher: A 0+20+20 = 40, D −6+10 = 4, B −7−10 = −17, C −7−20 = −27
    assert rows[4][0] == "points" and rows[4][8:] == ["40.0", "-17.0", "-27.0", "4.0"]


def test_the_pdf_sheet_in_japanese_and_an_unknown_language_refused(tmp_path, qapp):
    from trainer.ui.table.command import main as command_main

    path = LOGS / "2019103023gm-00a9-0000-f90e0fe9.xml"
    assert command_main(["--replay", str(path), "--pdf", str(tmp_path / "s.pdf"), "--lang", "ja", "--json"]) == 0
    assert (tmp_path / "s.pdf").read_bytes().startswith(b"%PDF")
    assert command_main(["--replay", str(path), "--pdf", str(tmp_path / "t.pdf"), "--lang", "xx"]) == 2
    assert not (tmp_path / "t.pdf").exists()
    from trainer.ui.base import i18n

    i18n.install_language(qapp, "en")  # the tests after this one read English


def test_a_game_the_table_called_off_ends_in_the_round_it_was_called():
    # seen on the Score sheet page: a three-player game (tenhou_sanma) called off in East 3 said
    # "The table ended the game during East 2" (its last row's round), the Table screen "East 3".
    # Worked by hand: East 1, dealer A; B (non-dealer) wins → East 2, dealer B; exhaustive draw,
    # only C tenpai, the dealer B noten → the deal passes: East 3, dealer C, 1 honba; called there.
    from trainer.core import preset as scoring_preset
    from trainer.table import Claim, EndGame, HanFu, Win

    game = Game(Setup(("A", "B", "C"), table_rules("tenhou_sanma"), scoring_preset("tenhou_sanma")))
    game.add(Win(None, (Claim(1, HanFu(han=5)),)))  # B's mangan tsumo
    game.add(Draw((False, False, True)))
    game.add(EndGame("called"))
    sheet = game_sheet(game)
    assert sheet.finished and [r.round for r in sheet.rows] == ["E1", "E2"]
    assert sheet.ended_in == "E3"
