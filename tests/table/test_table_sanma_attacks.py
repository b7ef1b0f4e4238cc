"""Attacks on the three-player table ledger (issue 19 part 6; TABLE_RULES.md
§8): damaged saved games and mixed sessions. Expected values worked by hand
in the comments from §8 (start 35,000, return 40,000, uma +20/0/−20, oka
+15) and §7.1 (Tenhou, four players: 25,000 / 30,000, uma +20/+10/−10/−20,
oka +20).
"""

import json
import sqlite3

import pytest

from trainer.core import preset as scoring_preset
from trainer.table import Draw, EndGame, Setup, TableError, table_rules, table_rules_from_json
from trainer.table.session import GameResult, session_standings, standings_csv_rows
from trainer.table.store import TableStore

THREE = Setup(("Aki", "Ben", "Chie"), table_rules("tenhou_sanma"), scoring_preset("tenhou_sanma"))


def test_a_three_player_save_edited_to_four_players_is_told_about_the_players():
    # Before: "noten_payment = 2000: must be … in steps of 12" — true of four players, but
    # the file's damage is the player count; the uma count names it.
    with pytest.raises(TableError) as e:
        table_rules_from_json({"preset": "tenhou_sanma", "players": 4})
    assert e.value.args_["option"] == "uma"
    assert "4 players need 4 uma values" in e.value.message


def test_a_damaged_three_player_game_keeps_the_others_readable(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    good, bad = store.new_game(THREE), store.new_game(THREE)
    for g in (good, bad):
        g.add(Draw((True, False, False)))  # one tenpai of three: +2,000 / −1,000 × 2 (§8)
    store.close()
    con = sqlite3.connect(tmp_path / "t.sqlite3")
    rules = json.loads(con.execute("SELECT table_rules FROM games WHERE id = ?", (bad.id,)).fetchone()[0])
    con.execute("UPDATE games SET table_rules = ? WHERE id = ?", (json.dumps({**rules, "players": 4}), bad.id))
    con.commit()
    con.close()
    store = TableStore(tmp_path / "t.sqlite3")
    with pytest.raises(TableError) as e:
        store.open(bad.id)
    assert e.value.args_["code"] == "bad_setup" and "uma" in e.value.message
    assert store.open(good.id).state.scores == (37000, 34000, 34000)
    store.close()


def test_a_session_mixing_three_and_four_player_games_counts_places_as_played():
    # The decision (session.py): each game's place counts as played — 3rd of three is a 3rd —
    # points add up, and the columns reach 4th when any game had four players.
    # Three players all at 35,000, called off: seat order ranks them; (35 − 40) + 20 + 15 = 30,
    # −5 + 0 = −5, −5 − 20 = −25. Four players at 25,000: (25 − 30) + 20 + 20 = 35, −5 + 10 = 5,
    # −5 − 10 = −15, −5 − 20 = −25.
    three = GameResult(("Aki", "Ben", "Chie"), (1, 2, 3), (30.0, -5.0, -25.0))
    four = GameResult(("Aki", "Ben", "Chie", "Dee"), (1, 2, 3, 4), (35.0, 5.0, -15.0, -25.0))
    totals = {t.name: t for t in session_standings([three, four])}
    assert totals["Aki"].points == 65.0 and totals["Aki"].places == (2, 0, 0, 0)
    assert totals["Chie"].places == (0, 0, 2, 0) and totals["Chie"].average_place == 3.0
    assert totals["Dee"].games == 1 and totals["Dee"].per_game == (None, -25.0)
    assert standings_csv_rows(totals.values())[0][3:8] == ["first", "second", "third", "fourth", "average_place"]


def test_a_stored_three_player_game_called_off_settles_on_three_seats(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(THREE)
    g.add(EndGame("called"))
    (summary,) = store.games()
    # as in the session test above: 30, −5, −25 by seat order
    assert summary.over and summary.places == (1, 2, 3) and summary.points == (30.0, -5.0, -25.0)
    store.close()
