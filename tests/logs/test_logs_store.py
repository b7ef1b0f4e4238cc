"""Imported games in games.sqlite3 (trainer/logs/store.py, importer.py):
stored whole, read back exactly, no duplicates (same file twice, the other
format of one game, a renamed copy), a refused file changes nothing; and a
quiz session over given hands (QuizSession.over_hands)."""

import shutil
import sqlite3

import pytest
from log_helpers import GAMES, json_path, mjlog_path

from trainer.logs import read_log
from trainer.logs.importer import import_files, prepare
from trainer.logs.serial import game_from_json, game_to_json
from trainer.logs.store import GamesStore, StoreError
from trainer.quiz.grading import Answer
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore

PAO_GAME = "2019103023gm-00a9-0000-f90e0fe9"


@pytest.mark.parametrize("game", GAMES)
def test_a_game_survives_json_and_back(game):
    for path in (mjlog_path(game), json_path(game)):
        g = read_log(path).games[0]
        assert game_from_json(game_to_json(g)) == g


def test_import_stores_games_once(tmp_path):
    db = tmp_path / "games.sqlite3"
    renamed = tmp_path / "my game.log"   # an mjlog under another name: no Tenhou id in the name
    shutil.copy(mjlog_path(PAO_GAME), renamed)
    files = [json_path(PAO_GAME), json_path(PAO_GAME), mjlog_path(PAO_GAME), renamed, json_path(GAMES[0])]
    reports = import_files(files, db)
    assert [(r.added, r.duplicates) for r in reports] == [(1, 0), (0, 1), (0, 1), (0, 1), (1, 0)]
    assert reports[0].wins == 7 and reports[-1].wins == len(read_log(json_path(GAMES[0])).games[0].wins)
    again = import_files(files, db)
    assert sum(r.added for r in again) == 0
    store = GamesStore(db)
    try:
        games = store.games()
        assert sorted(g.game_id for g in games) == sorted({PAO_GAME, GAMES[0]})
        pao = next(g for g in games if g.game_id == PAO_GAME)
        assert (pao.wins, pao.agreeing, pao.platform, pao.played_at) == (7, 7, "tenhou", "2019-10-30 23:00")
        assert pao.final["scores"] == [85300, 31400, -55100, 38400]
        wins = store.wins(pao.id)
        original = read_log(json_path(PAO_GAME)).games[0]
        assert [w.hand for w in wins] == [w.hand for _, w in original.wins]
        assert all(w.agrees and w.result["error"] is None for w in wins)
        assert store.game(pao.id) == original
        store.delete(pao.id)
        assert [g.game_id for g in store.games()] == [GAMES[0]] and store.wins(pao.id) == []
    finally:
        store.close()


def test_nothing_of_a_refused_file_is_stored(tmp_path):
    db = tmp_path / "games.sqlite3"
    cut = tmp_path / "cut.json"
    cut.write_bytes(json_path(PAO_GAME).read_bytes()[:3000])
    (report,) = import_files([cut], db)
    assert report.error.code == "truncated" and report.added == 0
    store = GamesStore(db)
    try:
        assert store.games() == []
    finally:
        store.close()


def test_a_store_that_is_not_ours_is_refused_and_left_alone(tmp_path):
    other = tmp_path / "quiz.sqlite3"
    QuizStore(other).close()
    before = other.read_bytes()
    with pytest.raises(StoreError) as e:
        import_files([json_path(PAO_GAME)], other)
    assert e.value.code == "wrong_application"
    assert other.read_bytes() == before


def test_prepare_needs_no_store():
    report, games, dupes = prepare(json_path(PAO_GAME))
    assert report.error is None and len(games) == 1 and len(games[0].checks) == 7 and dupes == 0
    assert all(c.agrees for c in games[0].checks)


def test_a_quiz_session_over_imported_hands(tmp_path):
    """The seven wins of the pao game, asked in order; each graded against
    our core and recorded with the session's topic."""
    hands = [w.hand for _, w in read_log(json_path(PAO_GAME)).games[0].wins]
    store = QuizStore(tmp_path / "quiz.sqlite3")
    try:
        s = QuizSession.over_hands(store, SessionConfig(topic="mixed"), hands)
        assert s.total == 7 and s.mode == "retry"
        asked = []
        while (q := s.next_question()) is not None:
            asked.append(q.hand)
            s.submit(Answer(fu=q.result.fu, han=q.result.han))
        assert [{k: v for k, v in h.items() if v not in (False, 0, "")} for h in asked] == \
            [{k: v for k, v in h.items() if v not in (False, 0, "")} for h in hands]
        assert [a.topic for a in store.answers()] == ["mixed"] * 7
        assert all(a.difficulty in (1, 2, 3) for a in store.answers())
    finally:
        store.close()


def _damage(path, sql: str) -> None:
    con = sqlite3.connect(path)
    con.execute(sql)
    con.commit()
    con.close()


@pytest.mark.parametrize("damage", ["players = 'null'", "players = '{'", "players = '[1, 2, 3, 4]'",
                                    "final = '[1]'"])
def test_a_damaged_game_row_is_listed_with_what_can_be_read(tmp_path, damage):
    # found by damaging rows of games.sqlite3: players null (or bad JSON)
    # made games() raise TypeError / JSONDecodeError, so the Games tab
    # could not list anything
    path = tmp_path / "games.sqlite3"
    import_files([mjlog_path(GAMES[0])], path)
    _damage(path, f"UPDATE games SET {damage}")
    store = GamesStore(path)
    try:
        (g,) = store.games()
        assert len(g.players) == 4 and all(isinstance(n, str) for n in g.players)
        assert g.final is None or isinstance(g.final, dict)
    finally:
        store.close()


@pytest.mark.parametrize("damage", ["hand = 'null'", "result = '[]'", "winner = 9", "check_json = '{'"])
def test_a_damaged_win_row_hides_only_itself_and_a_reimport_repairs_it(tmp_path, damage):
    # issue 24: one damaged stored win hid every win of its game, and the
    # message said "delete the game and import its file again" though the
    # tab cannot delete and a re-import counted as a duplicate
    path = tmp_path / "games.sqlite3"
    import_files([mjlog_path(GAMES[0])], path)
    whole = len(read_log(mjlog_path(GAMES[0])).games[0].wins)
    _damage(path, f"UPDATE wins SET {damage} WHERE position = 0")
    store = GamesStore(path)
    try:
        (g,) = store.games()
        wins, damaged = store.read_wins(g.id)
        assert damaged == [1] and [w.position for w in wins] == list(range(1, whole))
    finally:
        store.close()
    (report,) = import_files([mjlog_path(GAMES[0])], path)
    assert report.added == 1 and report.duplicates == 0  # repaired, not a duplicate
    store = GamesStore(path)
    try:
        (g,) = store.games()
        wins, damaged = store.read_wins(g.id)
        assert damaged == [] and len(wins) == whole
    finally:
        store.close()
    (report,) = import_files([mjlog_path(GAMES[0])], path)
    assert report.added == 0 and report.duplicates == 1  # whole again: a duplicate


def test_a_version_1_games_file_is_brought_up_to_date(tmp_path):
    # version 2 adds each game's count of unreadable hands (issue 20); a
    # file written before keeps its games, each with none
    from trainer.logs.store import MIGRATIONS, SCHEMA
    from trainer.storage import Database, Schema

    path = tmp_path / "games.sqlite3"
    old = Database(path, Schema(SCHEMA.name, SCHEMA.application_id, MIGRATIONS[:1]))
    old.close()
    store = GamesStore(path)
    store.close()
    (report,) = import_files([mjlog_path(GAMES[0])], path)
    store = GamesStore(path)
    try:
        (g,) = store.games()
        assert report.added == 1 and g.unreadable == 0
    finally:
        store.close()
