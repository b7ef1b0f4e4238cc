"""Snapshots of long games (trainer/table/snapshot.py; issue 24 §4: a
10,000-event game with 30 early corrections took 1.5 s to open, every
opening replaying it). A snapshot is derived data: whatever is wrong with
it, the game opened is the one its edits make."""

from __future__ import annotations

import hashlib
import json

import pytest

from trainer.core import preset as scoring_preset
from trainer.table import Claim, Draw, Game, HanFu, Riichi, Setup, Win, snapshot, table_rules
from trainer.table.store import SNAPSHOT_AFTER, TableStore

SETUP = Setup(("Ann", "Bo", "Cy", "Dee"), table_rules("m_league"), scoring_preset("m_league"))
ALL_TENPAI = Draw((True, True, True, True))  # the dealer repeats, honba +1: M-League has no end to it here


def _long_game(store, n=SNAPSHOT_AFTER + 40):
    """A game of `n` events through the store (riichi and dealer wins now and then, all-tenpai draws
    between), 30 early corrections, two undos and a redo: its edit rows are stored as a club night's are."""
    g = store.new_game(SETUP)
    for i in range(n):
        s = g.game.state
        if i % 7 == 3:
            g.add(Riichi((s.dealer + 1) % 4))
        elif i % 7 == 5:
            g.add(Win((s.dealer + 2) % 4, (Claim(s.dealer, HanFu(2, 30)),)))
        else:
            g.add(ALL_TENPAI)
    for i in range(30):  # early corrections: a draw becomes a two-tenpai draw (2 × 1,500 from the others)
        if isinstance(g.game.events[i], Draw):
            g.replace(i, Draw((True, False, True, False)))
    g.undo()
    g.undo()
    g.redo()
    return g


def _replayed(store, game_id) -> Game:
    """The game its edit rows make, replayed from scratch (no snapshot involved)."""
    from trainer.table.store import _steps_of

    rows = store.db.read("SELECT seq, kind, idx, event, old FROM edits WHERE game_id = ? ORDER BY seq", (game_id,))
    steps, problem = _steps_of(game_id, rows)
    assert problem is None
    return Game.from_edits(SETUP, steps)


def _same(a: Game, b: Game) -> None:
    assert a.events == b.events and a.outcomes == b.outcomes
    assert [a.state_after(i) for i in range(-1, len(a))] == [b.state_after(i) for i in range(-1, len(b))]
    assert (a.can_undo, a.can_redo, a.next_undo(), a.next_redo()) == (b.can_undo, b.can_redo, b.next_undo(),
                                                                       b.next_redo())


def _count_applies(monkeypatch) -> list:
    calls: list = []
    real = snapshot.apply
    monkeypatch.setattr(snapshot, "apply", lambda *a: calls.append(1) or real(*a))
    import trainer.table.game as game_module
    real_game = game_module.apply
    monkeypatch.setattr(game_module, "apply", lambda *a: calls.append(1) or real_game(*a))
    return calls


def test_a_long_game_opens_from_its_snapshot_as_its_edits_make_it(tmp_path, monkeypatch):
    store = TableStore(tmp_path / "t.sqlite3")
    g = _long_game(store)
    assert store.db.read("SELECT COUNT(*) FROM snapshots")[0][0] == 0  # never written with an edit
    store.open(g.id)  # replayed once; the snapshot written
    assert store.db.read("SELECT COUNT(*) FROM snapshots")[0][0] == 1
    calls = _count_applies(monkeypatch)
    opened = store.open(g.id)
    assert opened.problem is None and opened.state == g.state
    assert len(calls) < snapshot.EVERY  # the newest state worked out from the nearest kept one, nothing replayed
    _same(opened.game, _replayed(store, g.id))
    # it goes on like any game: undo, redo, a correction, a new hand, and the file holds each
    opened.undo()
    opened.redo()
    opened.replace(2, Draw((False, True, False, False)))
    opened.add(Riichi(0))
    _same(store.open(opened.id).game, _replayed(store, g.id))


def test_edits_made_after_the_snapshot_are_applied_on_it(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.open(_long_game(store).id)  # snapshot written
    for _ in range(5):
        g.add(ALL_TENPAI)
    g.undo()
    reopened = store.open(g.id)
    assert reopened.state == g.state and len(reopened.game) == len(g.game)
    _same(reopened.game, _replayed(store, g.id))


def _damage(store, how: str) -> None:
    seq, data, checksum = store.db.read("SELECT seq, data, checksum FROM snapshots")[0]
    d = json.loads(data)
    with store.db.write() as con:
        if how == "bytes":
            con.execute("UPDATE snapshots SET data = ?", (data[:len(data) // 2] + "\x00garbage",))
        elif how == "state":  # valid JSON and a matching checksum, but the newest kept state is wrong
            newest = max(d["states"], key=int)
            d["states"][newest]["scores"] = [99000, 1000, 0, 0]
            text = json.dumps(d)
            con.execute("UPDATE snapshots SET data = ?, checksum = ?", (text, hashlib.sha256(text.encode()).hexdigest()))
        elif how == "missing":
            con.execute("DELETE FROM snapshots")
        elif how == "version":
            d["version"] = "0.0.1-old"
            text = json.dumps(d)
            con.execute("UPDATE snapshots SET data = ?, checksum = ?", (text, hashlib.sha256(text.encode()).hexdigest()))
        elif how == "edit_changed":  # the last edit row it covers (the redo) is not the one it was made from
            con.execute("UPDATE edits SET kind = 'undo' WHERE seq = ?", (seq,))
        elif how == "refs":  # a reference past the stored rows
            d["events"][0] = 10**9
            text = json.dumps(d)
            con.execute("UPDATE snapshots SET data = ?, checksum = ?", (text, hashlib.sha256(text.encode()).hexdigest()))


@pytest.mark.parametrize("how", ["bytes", "state", "missing", "version", "edit_changed", "refs"])
def test_a_damaged_or_stale_snapshot_is_not_trusted_and_is_rebuilt(tmp_path, how):
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.open(_long_game(store).id)
    _damage(store, how)
    if how == "edit_changed":  # the standing as that edit leaves it, so that only the snapshot's own check is left
        from trainer.table.store import _SAVE_STANDING, _standing_row

        with store.db.write() as con:
            con.execute(_SAVE_STANDING, _standing_row(g.id, _replayed(store, g.id).state))
    opened = store.open(g.id)
    expected = _replayed(store, g.id)  # what the edits, as stored now, make
    assert opened.problem is None
    _same(opened.game, expected)
    if how == "state":
        assert opened.state.scores != (99000, 1000, 0, 0)
    # a fresh snapshot was written, and it is used and right
    [(data, checksum)] = store.db.read("SELECT data, checksum FROM snapshots")
    assert hashlib.sha256(data.encode()).hexdigest() == checksum
    _same(store.open(g.id).game, expected)


def test_a_short_game_has_no_snapshot(tmp_path):
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)
    for _ in range(10):
        g.add(ALL_TENPAI)
    store.open(g.id)
    assert store.db.read("SELECT COUNT(*) FROM snapshots")[0][0] == 0


def _rows(store, game_id):
    return store.db.read("SELECT seq, kind, idx, event, old FROM edits WHERE game_id = ? ORDER BY seq", (game_id,))


@pytest.mark.parametrize("seed", range(6))
def test_any_edit_history_restores_to_the_game_it_replays_to(tmp_path, monkeypatch, seed):
    """Property (seeded): random adds, corrections, insertions, removals, undos and redos; the snapshot of the
    result (a state kept every 3 events) gives the game the edits replay to, and goes on the same way."""
    import random

    from trainer.table import TableError

    monkeypatch.setattr(snapshot, "EVERY", 3)
    rng = random.Random(seed)
    store = TableStore(tmp_path / "t.sqlite3")
    g = store.new_game(SETUP)

    def random_edit(target):
        n = len(target.game)
        r = rng.random()
        try:
            if r < 0.45 or n == 0:
                target.add(rng.choice([ALL_TENPAI, Riichi(rng.randrange(4)), Draw((True, False, True, False)),
                                       Win((target.state.dealer + 1) % 4, (Claim(target.state.dealer,
                                                                                HanFu(rng.randint(1, 4), 30)),))]))
            elif r < 0.55:
                target.replace(rng.randrange(n), Draw((rng.random() < 0.5, True, False, rng.random() < 0.5)))
            elif r < 0.62:
                target.insert(rng.randrange(n + 1), ALL_TENPAI)
            elif r < 0.7:
                target.remove(rng.randrange(n))
            elif r < 0.85 and target.game.can_undo:
                target.undo()
            elif target.game.can_redo:
                target.redo()
        except TableError:
            pass  # a correction the ledger refuses (e.g. a riichi left without points): nothing stored

    for _ in range(60):
        random_edit(g)
    rows = _rows(store, g.id)
    seq, data, checksum = snapshot.encode(g.game, rows)
    restored, covered = snapshot.restore(SETUP, data, checksum, len(rows), rows[-1], lambda: _rows(store, g.id))
    assert covered == seq == rows[-1][0]
    _same(restored, _replayed(store, g.id))
    # the lazy game goes on like the replayed one: each new stored edit, applied to both, gives the same game
    from trainer.table.store import _steps_of

    replayed = _replayed(store, g.id)
    for _ in range(15):
        before = len(_rows(store, g.id))
        random_edit(g)
        steps, problem = _steps_of(g.id, _rows(store, g.id)[before:])
        assert problem is None
        for step in steps:
            for game in (restored, replayed):
                game.undo() if step == "undo" else game.redo() if step == "redo" else game.do(step)
    _same(restored, replayed)
