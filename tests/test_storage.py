"""trainer.storage: a store's file is checked before anything is changed,
migrated with a backup, and whole in its main file after a clean close."""

import sqlite3

import pytest

from trainer.storage import Database, Schema, StoreError, backup_path

V1 = ("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)",)
V2 = ("ALTER TABLE notes ADD COLUMN author TEXT",)
SCHEMA_1 = Schema("notes", 0x54455354, (V1,))
SCHEMA_2 = Schema("notes", 0x54455354, (V1, V2))


def _with_rows(path, schema=SCHEMA_1, n=3):
    db = Database(path, schema)
    with db.write() as con:
        for i in range(n):
            con.execute("INSERT INTO notes (text) VALUES (?)", (f"note {i}",))
    db.close()


def _snapshot(path):
    """The bytes of the file and of its -wal/-shm companions (None when absent)."""
    out = {}
    for suffix in ("", "-wal", "-shm"):
        p = path.with_name(path.name + suffix)
        out[suffix] = p.read_bytes() if p.exists() else None
    return out


def test_a_new_file_gets_the_schema_version_and_application_id(tmp_path):
    path = tmp_path / "sub" / "notes.sqlite3"
    db = Database(path, SCHEMA_2)
    assert db.schema_version == 2
    db.close()
    con = sqlite3.connect(path)
    assert con.execute("PRAGMA application_id").fetchone()[0] == 0x54455354
    assert con.execute("PRAGMA user_version").fetchone()[0] == 2


def test_after_a_clean_close_the_main_file_alone_holds_every_row(tmp_path):
    path = tmp_path / "notes.sqlite3"
    _with_rows(path, n=5)
    wal = path.with_name(path.name + "-wal")
    assert not wal.exists() or wal.stat().st_size == 0
    copy = tmp_path / "copy.sqlite3"
    copy.write_bytes(path.read_bytes())  # what a user copying one file gets
    assert sqlite3.connect(copy).execute("SELECT COUNT(*) FROM notes").fetchone()[0] == 5


def test_an_older_file_is_backed_up_then_migrated_keeping_its_rows(tmp_path):
    path = tmp_path / "notes.sqlite3"
    _with_rows(path, SCHEMA_1, n=2)
    db = Database(path, SCHEMA_2)
    assert db.backup == backup_path(path, 1) and db.backup.exists()
    assert db.read("SELECT text, author FROM notes ORDER BY id") == [("note 0", None), ("note 1", None)]
    db.close()
    old = sqlite3.connect(backup_path(path, 1))
    assert old.execute("PRAGMA user_version").fetchone()[0] == 1
    assert old.execute("SELECT COUNT(*) FROM notes").fetchone()[0] == 2


@pytest.mark.parametrize("version, code", [(3, "newer_version"), (-1, "bad_version")])
def test_a_file_of_a_version_this_program_does_not_write_is_refused_untouched(tmp_path, version, code):
    path = tmp_path / "notes.sqlite3"
    _with_rows(path, SCHEMA_2)
    con = sqlite3.connect(path)
    con.execute(f"PRAGMA user_version = {version}")
    con.commit()
    con.close()
    before = _snapshot(path)
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_2)
    assert e.value.code == code
    assert str(path) in e.value.message
    assert _snapshot(path) == before  # no journal switch, no -wal file, not a byte changed


def test_text_that_is_not_sqlite_is_refused_untouched(tmp_path):
    path = tmp_path / "notes.sqlite3"
    path.write_text("my shopping list\n")
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_1)
    assert e.value.code == "not_a_database"
    assert path.read_text() == "my shopping list\n"


def test_another_programs_sqlite_file_is_refused(tmp_path):
    path = tmp_path / "notes.sqlite3"
    con = sqlite3.connect(path)
    con.execute("PRAGMA application_id = 1234")
    con.execute("CREATE TABLE t (x)")
    con.commit()
    con.close()
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_1)
    assert e.value.code == "wrong_application"


def test_a_damaged_data_page_is_found_before_anything_is_written(tmp_path):
    path = tmp_path / "notes.sqlite3"
    _with_rows(path, n=400)
    data = bytearray(path.read_bytes())
    page = 4096
    assert len(data) > 3 * page
    for i in range(2 * page, 3 * page):  # a page of the notes table
        data[i] = 0xAB
    path.write_bytes(bytes(data))
    before = _snapshot(path)
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_1)
    assert e.value.code == "damaged"
    assert _snapshot(path) == before


def test_a_folder_where_the_file_should_be_is_an_io_error(tmp_path):
    (tmp_path / "notes.sqlite3").mkdir()
    with pytest.raises(StoreError) as e:
        Database(tmp_path / "notes.sqlite3", SCHEMA_1)
    assert e.value.code == "io_error"


def test_a_write_refused_by_sqlite_is_a_store_error_and_writes_nothing(tmp_path):
    db = Database(tmp_path / "notes.sqlite3", SCHEMA_1)
    with pytest.raises(StoreError), db.write() as con:
        con.execute("INSERT INTO notes (text) VALUES ('kept?')")
        con.execute("INSERT INTO notes (text) VALUES (NULL)")  # NOT NULL: the block fails
    assert db.read("SELECT COUNT(*) FROM notes") == [(0,)]


def test_a_file_locked_by_another_program_says_so_and_opens_once_released(tmp_path, monkeypatch):
    import trainer.storage as storage

    monkeypatch.setattr(storage, "BUSY_TIMEOUT", 0.1)
    path = tmp_path / "notes.sqlite3"
    _with_rows(path)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("PRAGMA locking_mode=EXCLUSIVE")
    other.execute("BEGIN EXCLUSIVE")
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_1)
    assert e.value.code == "locked"
    other.execute("COMMIT")
    other.close()
    db = Database(path, SCHEMA_1)
    assert db.read("SELECT COUNT(*) FROM notes") == [(3,)]


def test_two_programs_opening_an_old_file_at_once_migrate_it_once(tmp_path):
    """The version is read again under the write lock: a second opener that
    checked the file before the first one migrated it skips the done steps."""
    path = tmp_path / "notes.sqlite3"
    _with_rows(path, SCHEMA_1)
    first = Database(path, SCHEMA_2)  # migrates 1 → 2
    second = Database.__new__(Database)  # an opener that read version 1 before the first migrated
    second.path, second.schema, second.backup = path, SCHEMA_2, None
    second._con = sqlite3.connect(str(path), isolation_level=None)
    second._migrate(1)  # would fail on ALTER TABLE … ADD COLUMN author a second time
    assert second.schema_version == 2
    assert first.read("SELECT COUNT(*) FROM notes") == [(3,)]
    second.close()
    first.close()
