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
from trainer.table import Claim, Draw, HandValue, HanFu, Riichi, Setup, TableError, Win, table_rules
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
