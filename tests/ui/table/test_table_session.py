"""A club night through the Table screen (issue 22 §3): three games by the
same players under a custom rule set (uma +30/+10/−10/−30 and 1,200 noten
payments), each sheet exported, then the session standings exported and
read back. Every expected number is worked by hand below from
TABLE_RULES.md §7.1 (result = (score − 30,000)/1,000 + uma, +20 oka to
1st; equal scores ranked by seat) and §7.4 (noten payments split the pool).
"""

from __future__ import annotations

import csv

from PySide6.QtCore import QSettings, Qt

from trainer.table.session import GameResult, session_standings
from trainer.ui.table.view import TableView

NAMES = ("Ann", "Bo", "Cy", "Dee")


def click(qtbot, button):
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def draw(qtbot, view, tenpai):
    click(qtbot, view.table_page.draw_button)
    for seat in tenpai:
        click(qtbot, view.draw_page.tenpai_buttons[seat])
    click(qtbot, view.draw_page.apply_button)


def end(qtbot, view):
    click(qtbot, view.table_page.draw_button)
    click(qtbot, view.draw_page.end_button)
    assert view.current.state.over


def read(path):
    with open(path, newline="", encoding="utf-8") as f:
        return list(csv.reader(f))


def test_a_session_of_three_games_with_house_rules(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    view = TableView(db_path=tmp_path / "table.sqlite3", settings=settings)
    qtbot.addWidget(view)
    view.resize(1440, 900)
    view.show()
    page = view.setup_page
    page.preset.setCurrentIndex(page.preset.findData("preset:tenhou"))
    for edit, name in zip(page.names, NAMES, strict=True):
        qtbot.keyClicks(edit, name)
    for box, v in zip(page.editor.controls["uma"], (30, 10, -10, -30), strict=True):
        box.setValue(v)
    page.editor.controls["noten_payment"].setValue(1200)
    click(qtbot, page.start_button)
    sheets = []
    view.ask_sheet_path = lambda players: sheets[-1]

    # game 1: Ann (dealer) alone tenpai: +1,200, the others −400 each; then the table ends it.
    # Ann 26,200 → −3.8 + 30 + 20 = 46.2; Bo, Cy, Dee 24,600 (seat order): 4.6, −15.4, −35.4
    draw(qtbot, view, [0])
    end(qtbot, view)
    sheets.append(str(tmp_path / "game1.csv"))
    click(qtbot, view.sheet_button)
    # game 2, same players and rules: Bo 3 han 30 fu ron from Cy = 3,900 (RULES.md points table)
    # Bo 28,900 → 48.9; Ann, Dee 25,000 → 5.0, −15.0; Cy 21,100 → −38.9
    click(qtbot, view.next_game_button)
    assert view.current.game.setup.table_rules.uma == (30, 10, -10, -30)
    click(qtbot, view.table_page.win_button)
    click(qtbot, view.win_page.winner_buttons[1])
    click(qtbot, view.win_page.from_buttons[2])
    editor = view.win_page.editors[1]
    editor.han.setCurrentIndex(2)
    editor.fu.setCurrentIndex(editor.fu.findData(30))
    click(qtbot, view.win_page.apply_button)
    end(qtbot, view)
    sheets.append(str(tmp_path / "game2.csv"))
    click(qtbot, view.sheet_button)
    # game 3: Bo and Cy tenpai: the 1,200 pool split, ±600. Bo 25,600 → 45.6; Cy 25,600 → 5.6;
    # Ann 24,400 → −15.6; Dee 24,400 → −35.6
    click(qtbot, view.next_game_button)
    draw(qtbot, view, [1, 2])
    end(qtbot, view)
    sheets.append(str(tmp_path / "game3.pdf"))
    click(qtbot, view.sheet_button)

    one, two = read(tmp_path / "game1.csv"), read(tmp_path / "game2.csv")
    assert one[1] == ["E1", "0", "0", "draw", "1200", "-400", "-400", "-400", "26200", "24600", "24600", "24600"]
    assert one[-1] == ["points", "", "", "", "", "", "", "", "46.2", "4.6", "-15.4", "-35.4"]
    assert two[1][4:] == ["0", "3900", "-3900", "0", "25000", "28900", "21100", "25000"]
    assert two[-1][8:] == ["5.0", "48.9", "-38.9", "-15.0"]
    assert (tmp_path / "game3.pdf").read_bytes().startswith(b"%PDF")

    click(qtbot, view.session_button)
    assert view.stack.currentWidget() is view.session_page
    assert view.session_page.table.item(0, 1).text() == "Bo"
    sheets.append(str(tmp_path / "standings.csv"))
    click(qtbot, view.session_page.save_button)
    sheets.append(str(tmp_path / "standings.pdf"))
    click(qtbot, view.session_page.save_button)
    rows = read(tmp_path / "standings.csv")
    assert rows[0][:8] == ["player", "games", "points", "first", "second", "third", "fourth", "average_place"]
    # Bo 4.6 + 48.9 + 45.6 = 99.1, places 2,1,1; Ann 46.2 + 5.0 − 15.6 = 35.6, places 1,2,3;
    # Cy −15.4 − 38.9 + 5.6 = −48.7, places 3,4,2; Dee −35.4 − 15.0 − 35.6 = −86.0, places 4,3,4
    assert rows[1:] == [
        ["Bo", "3", "99.1", "2", "1", "0", "0", "1.33", "4.6", "48.9", "45.6"],
        ["Ann", "3", "35.6", "1", "1", "1", "0", "2.00", "46.2", "5.0", "-15.6"],
        ["Cy", "3", "-48.7", "0", "1", "1", "1", "3.00", "-15.4", "-38.9", "5.6"],
        ["Dee", "3", "-86.0", "0", "0", "1", "2", "3.67", "-35.4", "-15.0", "-35.6"],
    ]
    assert (tmp_path / "standings.pdf").read_bytes().startswith(b"%PDF")


def test_standings_count_only_finished_games_and_players_by_name():
    # seats changed between games: players are matched by name
    results = [GameResult(("A", "B", "C", "D"), (1, 2, 3, 4), (40.0, 5.0, -15.0, -30.0)),
               GameResult(("D", "C", "B", "A"), (1, 2, 3, 4), (45.0, 8.0, -13.0, -40.0))]
    by_name = {t.name: t for t in session_standings(results)}
    assert by_name["A"].points == 0.0 and by_name["A"].places == (1, 0, 0, 1) and by_name["A"].average_place == 2.5
    assert by_name["D"].per_game == (-30.0, 45.0)
