"""Table games in SQLite (issue 12 §3): every edit committed before it is
applied, undo/redo and corrections stored, several games resumed after a
restart, and a SIGKILL loses nothing committed."""

import json
import os
import signal
import sqlite3
import subprocess
import sys

import pytest
from conftest import ROOT

from trainer.core import preset as scoring_preset
from trainer.storage import StoreError
from trainer.table import Claim, Draw, HandValue, HanFu, Riichi, Setup, TableError, Win, event_to_json, table_rules
from trainer.table.store import TableStore

SETUP = Setup(("Ann", "Bo", "Cy", "Dee"), table_rules("tenhou"), scoring_preset("tenhou"))


def ron(discarder, winner, value):
    return Win(discarder, (Claim(winner, value),))


def test_a_game_is_resumed_after_a_restart_with_its_undo_and_redo(tmp_path):
    path = tmp_path / "table.sqlite3"
    store = TableStore(path)
    g = store.new_game(SETUP, title="Thursday club")
    g.add(Riichi(1))
    g.add(ron(3, 1, HandValue.of({"closed": "234m456p678s33355s", "win": "3s", "riichi": True})))
    g.add(Draw((True, False, False, False)))
    g.replace(1, ron(3, 1, HanFu(3, 30)))
    g.undo()   # the correction
    g.undo()   # the draw
    state, events = g.game.state, g.game.events
    store.close()

    again = TableStore(path)
    [summary] = again.games()
    assert summary.players == ("Ann", "Bo", "Cy", "Dee") and summary.title == "Thursday club" and summary.edits == 6
    h = again.open(summary.id)
    assert h.game.events == events and h.game.state == state and h.problem is None
    h.redo()   # the draw comes back
    h.redo()   # and the correction
    assert h.game.events[1] == ron(3, 1, HanFu(3, 30)) and len(h.game) == 3
    again.close()


def test_several_games(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    a = store.new_game(SETUP)
    b = store.new_game(Setup(("W", "X", "Y", "Z"), table_rules("wrc"), scoring_preset("wrc")))
    a.add(Riichi(0))
    b.add(Riichi(2))
    assert {s.id for s in store.games()} == {a.id, b.id}
    assert store.open(b.id).game.setup.table_rules.preset == "wrc"
    assert store.open(a.id).game.state.scores == (24000, 25000, 25000, 25000)
    store.hide(a.id)
    assert [s.id for s in store.games()] == [b.id]
    assert len(store.games(include_hidden=True)) == 2


def test_a_refused_event_writes_nothing(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)
    g.add(Riichi(0))
    with pytest.raises(TableError):
        g.add(Riichi(0))
    assert store.db.read("SELECT COUNT(*) FROM edits")[0][0] == 1


def test_an_unreadable_edit_opens_the_game_as_far_as_it_goes_and_read_only(tmp_path):
    path = tmp_path / "t.sqlite3"
    store = TableStore(path)
    g = store.new_game(SETUP)
    g.add(Riichi(0))
    with store.db.write() as con:  # what a damaged or future row might hold
        con.execute("INSERT INTO edits (game_id, seq, kind, idx, event, old, made_at) VALUES (?,?,?,?,?,?,?)",
                    (g.id, 1, "add", 1, json.dumps({"type": "teleport"}), None, "x"))
    h = store.open(g.id)
    assert h.problem is not None and h.problem.code == "store" and len(h.game) == 1
    with pytest.raises(TableError):
        h.add(Riichi(1))
    assert store.db.read("SELECT COUNT(*) FROM edits")[0][0] == 2  # nothing lost, nothing overwritten


@pytest.mark.parametrize("players", ["null", "1", '{"a": 1}', "[1, 2, 3, 4]", '["a", "b"]', "not json"])
def test_a_damaged_setup_row_is_listed_and_refused_by_name(tmp_path, players):
    # found by damaging rows of table.sqlite3: a players value of null made
    # the list of games raise TypeError (the Table screen's game chooser)
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)
    with store.db.write() as con:
        con.execute("UPDATE games SET players = ?", (players,))
    (summary,) = store.games()
    assert summary.players == ("?", "?", "?", "?") and summary.preset == "tenhou"
    with pytest.raises(TableError) as e:
        store.open(g.id)
    assert e.value.code == "store"


def test_a_deeply_nested_edit_row_stops_the_replay_there(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)
    g.add(Riichi(0))
    with store.db.write() as con:  # json.loads raised RecursionError out of open()
        con.execute("INSERT INTO edits (game_id, seq, kind, idx, event, old, made_at) VALUES (?,?,?,?,?,?,?)",
                    (g.id, 1, "add", 1, "[" * 100_000 + "]" * 100_000, None, "x"))
    h = store.open(g.id)
    assert h.problem is not None and len(h.game) == 1


def test_not_a_table_file_is_refused_unchanged(tmp_path):
    path = tmp_path / "t.sqlite3"
    path.write_bytes(b"hello, not a database" * 10)
    with pytest.raises(StoreError) as e:
        TableStore(path)
    assert e.value.code == "not_a_database" and path.read_bytes().startswith(b"hello")


CHILD = r"""
import sys, random
from trainer.core import preset
from trainer.table import Setup, Claim, Draw, HanFu, Riichi, Win, TableError, table_rules
from trainer.table.store import TableStore

store = TableStore(sys.argv[1])
g = store.new_game(Setup(("a", "b", "c", "d"), table_rules("m_league"), preset("m_league")))
rng = random.Random(7)
n = 0
while True:
    r = rng.random()
    if r < 0.3:
        e = Riichi(rng.randrange(4))
    elif r < 0.8:
        d = rng.randrange(4)
        e = Win(d, (Claim((d + rng.randint(1, 3)) % 4, HanFu(rng.randint(1, 4), 30)),))
    elif r < 0.95:
        e = Draw(tuple(rng.random() < 0.5 for _ in range(4)))
    else:
        e = None
    try:
        if e is None:
            g.undo()
        else:
            g.add(e)
    except TableError:
        continue
    n += 1
    s = g.game.state
    print("committed", n, len(g.game), *s.scores, s.sticks, flush=True)
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_sigkill_loses_nothing_committed(tmp_path):
    db = tmp_path / "table.sqlite3"
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(db)], cwd=ROOT, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=dict(os.environ, PYTHONPATH=str(ROOT)))
    last = None
    try:
        for line in proc.stdout:
            last = line.split()
            if int(last[1]) == 150:
                break
    finally:
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait()
    assert last is not None, proc.stderr.read()
    con = sqlite3.connect(db)
    assert con.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    con.close()
    store = TableStore(db)
    [summary] = store.games()
    g = store.open(summary.id)
    # every printed edit is in the file; the child may have committed more before it died
    assert summary.edits >= 150
    assert g.problem is None
    # replaying exactly the first 150 edits gives the state the child printed
    rows = store.db.read("SELECT seq FROM edits ORDER BY seq")
    assert [r[0] for r in rows] == list(range(len(rows)))
    with store.db.write() as con:
        con.execute("DELETE FROM edits WHERE seq >= 150")  # only in this test's copy, to compare
    g150 = store.open(summary.id).game
    assert [len(g150), *g150.state.scores, g150.state.sticks] == [int(x) for x in last[2:]]


ALL_TENPAI = Draw((True, True, True, True))  # no payment, the dealer repeats, honba +1: a game that never ends


def test_a_game_past_5000_events_takes_more_and_the_limit_is_worded_as_a_limit(tmp_path, qapp):
    # issue 24 §4: the 5,001st event was refused as "This correction makes a later event impossible"
    from trainer.table.game import MAX_EVENTS
    from trainer.ui.table import wording

    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)
    row = json.dumps(event_to_json(ALL_TENPAI))
    with store.db.write() as con:  # 5,000 rows in one transaction (one by one would take minutes)
        con.executemany("INSERT INTO edits (game_id, seq, kind, idx, event, old, made_at) VALUES (?,?,?,?,?,?,?)",
                        [(g.id, i, "add", i, row, None, "2026-01-01T00:00:00+00:00") for i in range(5000)])
    g = store.open(g.id)
    assert len(g.game) == 5000 and g.problem is None
    g.add(ALL_TENPAI)  # the 5,001st
    assert len(store.open(g.id).game) == 5001
    for _ in range(MAX_EVENTS - 5001):
        g.game.add(ALL_TENPAI)
    with pytest.raises(TableError) as refused:
        g.add(ALL_TENPAI)
    text = wording.error_text(refused.value, SETUP.players)
    assert "correction" not in text and "10,000" in text


def test_a_second_window_on_the_same_game_is_told_and_writes_nothing(tmp_path):
    # issue 24 §4: the second window got a raw "UNIQUE constraint failed" and kept stale scores
    path = tmp_path / "t.sqlite3"
    first_store, second_store = TableStore(path), TableStore(path)
    first = first_store.new_game(SETUP)
    second = second_store.open(first.id)
    first.add(Riichi(0))
    with pytest.raises(TableError) as refused:
        second.add(Riichi(1))
    assert refused.value.args_.get("code") == "changed_elsewhere" and "UNIQUE" not in refused.value.message
    assert first_store.db.read("SELECT COUNT(*) FROM edits")[0][0] == 1
    assert second_store.open(first.id).game.state.scores == (24000, 25000, 25000, 25000)


def test_opening_a_long_game_with_early_corrections_plays_each_event_once(tmp_path, monkeypatch):
    # issue 24 §4: 5,000 events with 30 early corrections took 6.2 s: every correction replayed all after it
    import trainer.table.game as game_module

    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)
    for _ in range(300):
        g.add(ALL_TENPAI)
    for i in range(30):
        g.replace(i, Draw((True, True, True, True)))
    g.undo()
    calls = []
    real = game_module.apply
    monkeypatch.setattr(game_module, "apply", lambda *a: calls.append(1) or real(*a))
    opened = store.open(g.id)
    assert opened.problem is None and len(opened.game) == 300 and opened.game.can_redo
    assert len(calls) <= 300  # one pass; the step-by-step replay made 300 + 30 × ~285
    assert opened.game.state == g.game.state


def test_saved_games_list_status_and_standings_without_opening_them(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)
    g.add(Riichi(1))
    g.add(ron(3, 1, HanFu(3, 30)))  # Bo: 3 han 30 fu = 3,900 from Dee, his stick back
    [s] = store.games()
    assert (s.over, s.round, s.scores, s.places) == (False, "E2", (25000, 28900, 25000, 21100), (2, 1, 3, 4))
    g.add(ron(0, 3, HanFu(13, 0)))  # Dee: yakuman 32,000 from Ann at 25,000 → below zero: bust (§7.2)
    [s] = store.games()
    assert s.over and s.reason == "bust" and s.points is not None and s.places[3] == 1


def test_a_version_1_file_is_migrated_and_its_games_get_their_standings(tmp_path):
    from trainer.storage import Database, Schema
    from trainer.table import store as store_module

    path = tmp_path / "t.sqlite3"
    v1 = Schema(store_module.SCHEMA.name, store_module.SCHEMA.application_id, store_module.MIGRATIONS[:1])
    db = Database(path, v1)
    with db.write() as con:  # a game as version 1 saved it: Bo's riichi
        con.execute("INSERT INTO games (id, created_at, players, table_rules, scoring_rules) VALUES (1, 'x', ?, ?, ?)",
                    (json.dumps(list(SETUP.players)), json.dumps("tenhou"), json.dumps("tenhou")))
        con.execute("INSERT INTO edits (game_id, seq, kind, idx, event, old, made_at) VALUES (1, 0, 'add', 0, ?, "
                    "NULL, 'x')", (json.dumps(event_to_json(Riichi(1))),))
    db.close()
    store = TableStore(path)
    assert store.db.backup is not None and store.db.backup.exists()
    [s] = store.games()
    assert (s.over, s.scores, s.round) == (False, (25000, 24000, 25000, 25000), "E1")
    assert store.db.read("SELECT COUNT(*) FROM standings")[0][0] == 1  # stored for next time


def test_the_games_file_commits_to_the_log_without_waiting_for_the_disk(tmp_path):
    # issue 22 §7: an fsync per edit (synchronous=FULL) was 3-15 ms of every apply, undo and redo. WAL with
    # synchronous=NORMAL writes the edit to the -wal file before the commit returns (SQLite, "PRAGMA
    # synchronous"), so a killed process still loses nothing: test_sigkill_loses_nothing_committed runs on it.
    store = TableStore(tmp_path / "t.sqlite3")
    assert store.db.read("PRAGMA journal_mode")[0][0] == "wal"
    assert store.db.read("PRAGMA synchronous")[0][0] == 1  # NORMAL (FULL is 2)
