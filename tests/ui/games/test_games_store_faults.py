"""The Games tab over a games file in trouble at start (issue 24 §4, dead
ends): locked by another program, damaged, cut short, of a newer version,
or not a games file. As the Quiz and Table tabs do, the tab says why and
offers the way out that fits — Try again, Repair (every readable game
copied into a fresh file), Start a fresh file — and keeps the old file.

Before: one red line ("cannot be opened; nothing can be imported") over
"No games yet", no button, and a file locked at start refused every import
for the whole run, even once the other program had let go.
"""

from __future__ import annotations

import sqlite3

import pytest
from log_helpers import GAMES, mjlog_path

import trainer.storage as storage
from trainer.logs.store import GamesStore
from trainer.ui.base import i18n
from trainer.ui.games.view import GamesView


@pytest.fixture(autouse=True)
def quick_lock(monkeypatch, qapp):
    monkeypatch.setattr(storage, "BUSY_TIMEOUT", 0.1)
    i18n.install_language(qapp, "en")


def games_file(path, n=2):
    """A games file holding the first `n` Tenhou games of the test data."""
    view = GamesView(path)
    view.open_files([str(mjlog_path(g)) for g in GAMES[:n]])
    view.close_screen()
    store = GamesStore(path)
    assert len(store.games()) == n
    store.close()


def make_view(qtbot, path):
    view = GamesView(path)
    qtbot.addWidget(view)
    view.resize(1280, 800)
    view.show()
    return view


def ways_out(view):
    page = view.fault_page
    return {name for name, b in (("try", page.try_again_button), ("repair", page.repair_button),
                                 ("fresh", page.fresh_button)) if b.isVisibleTo(view)}


def test_a_file_locked_at_start_offers_try_again_and_then_imports(qtbot, tmp_path):
    path = tmp_path / "games.sqlite3"
    games_file(path)
    holder = sqlite3.connect(path, isolation_level=None)  # another program holds the file
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    view = make_view(qtbot, path)
    assert view.store is None and view.stack.currentWidget() is view.fault_page
    assert "in use by another program" in view.fault_page.message_label.text()
    assert ways_out(view) == {"try"}
    assert view.fault_page.try_again_button.isVisibleTo(view)
    view.fault_page.try_again_button.click()  # still held: the same page, nothing lost
    assert view.store is None and view.stack.currentWidget() is view.fault_page
    holder.execute("ROLLBACK")
    holder.close()
    view.fault_page.try_again_button.click()
    assert view.store is not None and view.game_list.count() == 2
    assert view.open_files([str(mjlog_path(GAMES[2]))])
    assert view.game_list.count() == 3


def test_a_lock_gone_lets_an_import_through_without_try_again(qtbot, tmp_path):
    """The import itself opens the file again (it was refused for the whole run)."""
    path = tmp_path / "games.sqlite3"
    games_file(path, 1)
    holder = sqlite3.connect(path, isolation_level=None)
    holder.execute("PRAGMA locking_mode=EXCLUSIVE")
    holder.execute("BEGIN EXCLUSIVE")
    view = make_view(qtbot, path)
    assert view.store is None
    holder.execute("ROLLBACK")
    holder.close()
    assert view.open_files([str(mjlog_path(GAMES[1]))])
    assert view.store is not None and view.game_list.count() == 2


def _damage(path):
    data = bytearray(path.read_bytes())
    for i in range(4096 * 2, 4096 * 2 + 3000):  # the third page: a b-tree page of the schema's tables
        data[i] = 0xA5
    path.write_bytes(bytes(data))


def test_a_damaged_file_is_repaired_keeping_the_old_one(qtbot, tmp_path):
    path = tmp_path / "games.sqlite3"
    games_file(path)
    _damage(path)
    damaged = path.read_bytes()
    view = make_view(qtbot, path)
    assert view.store is None and "damaged" in view.fault_page.message_label.text()
    assert ways_out(view) == {"repair", "fresh"}
    assert path.read_bytes() == damaged  # refused untouched
    view.fault_page.repair_button.click()
    assert view.store is not None and view.stack.currentWidget() is not view.fault_page
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name and not p.name.endswith(("-wal", "-shm"))]
    assert len(kept) == 1 and kept[0].read_bytes() == damaged
    assert "Repaired" in view.notice.text() and kept[0].name in view.notice.text()


@pytest.mark.parametrize("kind", ["text", "other_sqlite", "newer"])
def test_a_file_of_another_kind_or_version_is_kept_when_starting_fresh(qtbot, tmp_path, kind):
    path = tmp_path / "games.sqlite3"
    if kind == "text":
        path.write_text("my shopping list\n" * 200)
    elif kind == "other_sqlite":
        con = sqlite3.connect(path)
        con.execute("CREATE TABLE recipes (name TEXT)")
        con.execute("PRAGMA application_id = 1234")
        con.commit()
        con.close()
    else:
        games_file(path, 1)
        con = sqlite3.connect(path)
        con.execute("PRAGMA user_version = 999")
        con.commit()
        con.close()
    before = path.read_bytes()
    view = make_view(qtbot, path)
    assert view.store is None and view.stack.currentWidget() is view.fault_page
    assert ways_out(view) == {"fresh"}
    text = view.fault_page.message_label.text()
    assert ("newer version" in text) if kind == "newer" else ("not an imported games file" in text)
    assert path.read_bytes() == before
    view.fault_page.fresh_button.click()
    assert view.store is not None and view.game_list.count() == 0
    kept = [p for p in tmp_path.iterdir() if ".damaged-" in p.name or ".kept-" in p.name]
    assert len(kept) == 1 and kept[0].read_bytes() == before
    assert kept[0].name in view.notice.text()
    assert view.open_files([str(mjlog_path(GAMES[0]))]) and view.game_list.count() == 1


def test_the_fault_page_speaks_the_language_chosen_after_it_showed(qtbot, tmp_path, qapp):
    path = tmp_path / "games.sqlite3"
    path.write_text("not a database")
    view = make_view(qtbot, path)
    english = view.fault_page.message_label.text()
    try:
        i18n.install_language(qapp, "ja")
        qapp.processEvents()
        assert view.fault_page.message_label.text() != english
        assert "取り込んだ対局" in view.fault_page.message_label.text()
        assert view.fault_page.fresh_button.text() == "新しいファイルで始める"
    finally:
        i18n.install_language(qapp, "en")

