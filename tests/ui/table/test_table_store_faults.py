"""The Table tab over a games file in trouble (issue 24 §4, "Dead ends"):
locked at start, damaged, truncated, of a newer version, a foreign file.
Each says why and offers the way out — Try again, Repair, Start a fresh
file — as the Quiz tab does; a refused file is never modified, and the old
file is kept when replaced. Before: one message and no way out.
"""

from __future__ import annotations

import sqlite3

import pytest
from PySide6.QtCore import QSettings

import trainer.storage as storage
from trainer.core import preset as scoring_preset
from trainer.table import Riichi, Setup, table_rules
from trainer.table.store import TableStore
from trainer.ui.base import i18n
from trainer.ui.table.view import TableView

SETUP = Setup(("Ann", "Bo", "Cy", "Dee"), table_rules("tenhou"), scoring_preset("tenhou"))


@pytest.fixture(autouse=True)
def quick_lock(monkeypatch, qapp):
    monkeypatch.setattr(storage, "BUSY_TIMEOUT", 0.1)
    i18n.install_language(qapp, "en")


def games_file(path, games=3):
    store = TableStore(path)
    for _ in range(games):
        store.new_game(SETUP).add(Riichi(1))
    store.close()


def make_view(qtbot, tmp_path, path):
    v = TableView(db_path=path, settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(v)
    v.resize(1024, 768)
    v.show()
    return v


def shown(view):
    return {b.text() for b in (view.try_again_button, view.repair_button, view.fresh_button) if b.isVisible()}


def test_locked_at_start_recovers_with_try_again(qtbot, tmp_path):
    path = tmp_path / "table.sqlite3"
    games_file(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode=EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    view = make_view(qtbot, tmp_path, path)
    assert view.store is None and view.stack.currentWidget() is view.message_page
    assert "in use by another program" in view.message_label.text() and shown(view) == {"Try again"}
    assert not view.try_again()  # still locked
    other.execute("COMMIT")
    other.close()
    view.try_again_button.click()
    assert view.store is not None and len(view.store.games()) == 3
    assert view.stack.currentWidget() is not view.message_page


def test_damaged_file_is_repaired_keeping_the_old_one(qtbot, tmp_path):
    path = tmp_path / "table.sqlite3"
    games_file(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = -1")  # a version no program writes
    con.commit()
    con.close()
    before = path.read_bytes()
    view = make_view(qtbot, tmp_path, path)
    assert view.store is None and path.read_bytes() == before
    assert "damaged" in view.message_label.text() and shown(view) == {"Repair", "Start a fresh file"}
    view.repair_button.click()
    assert view.store is not None and len(view.store.games()) == 3
    assert view.store.open(view.store.games()[0].id).game.state.scores == (25000, 24000, 25000, 25000)
    kept = list(tmp_path.glob("table.sqlite3.damaged-*"))
    assert len(kept) == 1 and kept[0].read_bytes() == before


def test_truncated_file_offers_repair_or_a_fresh_file(qtbot, tmp_path):
    path = tmp_path / "table.sqlite3"
    games_file(path, games=40)
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])
    view = make_view(qtbot, tmp_path, path)
    assert view.store is None and "Start a fresh file" in shown(view)
    if view.repair_button.isVisible():
        view.repair_button.click()
    else:
        view.fresh_button.click()
    assert view.store is not None
    assert list(tmp_path.glob("table.sqlite3.damaged-*"))


def test_newer_version_is_left_alone_and_a_fresh_file_keeps_it(qtbot, tmp_path):
    path = tmp_path / "table.sqlite3"
    games_file(path)
    con = sqlite3.connect(path)
    con.execute("PRAGMA user_version = 99")
    con.commit()
    con.close()
    before = path.read_bytes()
    view = make_view(qtbot, tmp_path, path)
    assert "newer version" in view.message_label.text() and shown(view) == {"Start a fresh file"}
    assert path.read_bytes() == before
    view.fresh_button.click()
    assert view.store is not None and view.store.games() == []
    assert next(tmp_path.glob("table.sqlite3.damaged-*")).read_bytes() == before
    assert "fresh table games file" in view.setup_page.notice.text()


def test_a_foreign_file_is_kept_when_starting_fresh(qtbot, tmp_path):
    path = tmp_path / "table.sqlite3"
    path.write_text("our club's notes\n")
    view = make_view(qtbot, tmp_path, path)
    assert "not a table games file" in view.message_label.text() and shown(view) == {"Start a fresh file"}
    view.fresh_button.click()
    assert view.store is not None and view.stack.currentWidget() is view.setup_page
    assert next(tmp_path.glob("table.sqlite3.damaged-*")).read_text() == "our club's notes\n"
