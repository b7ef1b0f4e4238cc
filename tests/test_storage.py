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


def test_a_damage_report_in_bytes_that_are_not_utf8_is_read_and_refused_untouched(tmp_path):
    """quick_check names a column whose name is not UTF-8 (a NULL in a NOT
    NULL column, the schema edited behind SQLite's back): the report is read
    with replacement characters and the file refused as damaged, untouched
    (without the lenient text factory the decode failure surfaced as
    sqlite3's own "Could not decode" error, caught only by its type)."""
    path = tmp_path / "notes.sqlite3"
    _with_rows(path)
    con = sqlite3.connect(path)
    con.execute("CREATE TABLE loose (a)")
    con.execute("INSERT INTO loose VALUES (NULL)")
    con.commit()
    con.execute("PRAGMA writable_schema=ON")
    con.execute("UPDATE sqlite_master SET sql = CAST(? AS TEXT) WHERE name = 'loose'",
                (b"CREATE TABLE loose(\xff NOT NULL)",))
    con.commit()
    con.close()
    before = _snapshot(path)
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_1)
    assert e.value.code == "damaged" and "NULL value in loose." in str(e.value)
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


# -- the fault matrix (issue 15): refused files are never changed ---------------

def _write_bytes_at(path, offset, data):
    raw = bytearray(path.read_bytes())
    raw[offset:offset + len(data)] = data
    path.write_bytes(bytes(raw))


@pytest.mark.parametrize("where, data", [
    (0, b"SQLite format 2\x00"),  # the magic string
    (16, b"\x00\x03"),            # page size 3: no such page size
    (18, b"\x07\x07"),            # file format versions 7/7: unknown
], ids=["magic", "page_size", "format_version"])
def test_a_damaged_header_is_refused_untouched(tmp_path, where, data):
    path = tmp_path / "notes.sqlite3"
    _with_rows(path)
    _write_bytes_at(path, where, data)
    before = _snapshot(path)
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_1)
    assert e.value.code in ("not_a_database", "damaged")
    assert _snapshot(path) == before


def test_a_damaged_last_page_is_found_before_anything_is_written(tmp_path):
    """The page a new row would go to: writing into it used to go unnoticed."""
    path = tmp_path / "notes.sqlite3"
    _with_rows(path, n=400)
    size = path.stat().st_size
    _write_bytes_at(path, size - 4096 + 8, b"\xab" * 2000)
    before = _snapshot(path)
    with pytest.raises(StoreError) as e:
        Database(path, SCHEMA_1)
    assert e.value.code == "damaged"
    assert _snapshot(path) == before


def _immutable(path):
    """Make a file or folder unwritable even for root (chattr +i), or skip."""
    import os
    import subprocess

    if os.geteuid() != 0:
        path.chmod(0o555 if path.is_dir() else 0o444)
        return lambda: path.chmod(0o755 if path.is_dir() else 0o644)
    if subprocess.run(["chattr", "+i", str(path)], capture_output=True).returncode != 0:
        pytest.skip("running as root and chattr +i is not available here")
    return lambda: subprocess.run(["chattr", "-i", str(path)], check=False)


@pytest.mark.parametrize("which", ["file", "folder"])
def test_a_read_only_file_or_folder_is_refused_untouched(tmp_path, which):
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "notes.sqlite3"
    _with_rows(path)
    before = _snapshot(path)
    undo = _immutable(path if which == "file" else folder)
    try:
        with pytest.raises(StoreError) as e:
            Database(path, SCHEMA_1)
        assert e.value.code in ("read_only", "io_error")
        assert _snapshot(path) == before
        assert sorted(p.name for p in folder.iterdir()) == ["notes.sqlite3"]
    finally:
        undo()
    Database(path, SCHEMA_1).close()  # usable again once writable


def test_a_full_disk_mid_session_refuses_the_write_whole_and_the_next_one_succeeds(tmp_path):
    """SQLITE_FULL, for real: `PRAGMA max_page_count` caps the file at its
    size (a tiny file system cannot be mounted without privileges)."""
    path = tmp_path / "notes.sqlite3"
    _with_rows(path, n=2)
    db = Database(path, SCHEMA_1)
    pages = db.read("PRAGMA page_count")[0][0]
    db.read(f"PRAGMA max_page_count = {pages}")
    with pytest.raises(StoreError) as e, db.write() as con:
        for i in range(200):
            con.execute("INSERT INTO notes (text) VALUES (?)", ("x" * 500 + str(i),))
    assert e.value.code == "disk_full"
    assert db.read("SELECT COUNT(*) FROM notes") == [(2,)]  # nothing of the block
    db.read("PRAGMA max_page_count = 1000000")  # room again
    with db.write() as con:
        con.execute("INSERT INTO notes (text) VALUES ('after')")
    db.close()
    assert sqlite3.connect(path).execute("SELECT COUNT(*) FROM notes").fetchone()[0] == 3


KILL_CHILD = r"""
import sys
from trainer.storage import Database, Schema
schema = Schema("notes", 0x54455354, (("CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL)",),))
db = Database(sys.argv[1], schema)
i = 0
while True:
    with db.write() as con:
        n = con.execute("INSERT INTO notes (text) VALUES (?)", ("note %d " % i + "x" * (i % 3000),)).lastrowid
    print(n, flush=True)
    i += 1
"""


def test_kill_9_mid_write_loses_no_committed_row_and_leaves_a_sound_file(tmp_path):
    import os
    import signal
    import subprocess
    import sys

    from conftest import ROOT

    path = tmp_path / "notes.sqlite3"
    child = subprocess.Popen([sys.executable, "-c", KILL_CHILD, str(path)], stdout=subprocess.PIPE, text=True,
                             cwd=ROOT)
    committed = []
    for line in child.stdout:
        committed.append(int(line))
        if len(committed) == 300:
            break
    os.kill(child.pid, signal.SIGKILL)
    child.wait()
    committed += [int(line) for line in child.stdout.read().split()]
    db = Database(path, SCHEMA_1)  # checks quick_check: a damaged file would be refused
    have = {r[0] for r in db.read("SELECT id FROM notes")}
    assert set(committed) <= have
    assert db.read("PRAGMA integrity_check") == [("ok",)]
    db.close()


# -- repair: salvage into a fresh file, the old one kept -----------------------

def test_set_aside_renames_the_file_and_its_companions_keeping_every_byte(tmp_path):
    from trainer.storage import set_aside

    path = tmp_path / "notes.sqlite3"
    _with_rows(path)
    (tmp_path / "notes.sqlite3-wal").write_bytes(b"log")
    before = path.read_bytes()
    kept = set_aside(path)
    assert not path.exists() and kept.read_bytes() == before
    assert kept.name.startswith("notes.sqlite3.damaged-")
    assert kept.with_name(kept.name + "-wal").read_bytes() == b"log"
    assert set_aside(_with_rows(path) or path) != kept  # a second one gets its own name


def test_salvage_copies_every_readable_row_and_keeps_the_damaged_file(tmp_path):
    from trainer.storage import salvage

    path = tmp_path / "notes.sqlite3"
    _with_rows(path, n=2000)
    data = bytearray(path.read_bytes())
    for i in range(3 * 4096, 4 * 4096):  # page 4: a leaf of the notes table (page 2 is its root)
        data[i] = 0xAB
    path.write_bytes(bytes(data))
    damaged = path.read_bytes()
    result = salvage(path, SCHEMA_1)
    assert result.kept.read_bytes() == damaged  # the old file, as it was
    assert result.readable
    db = Database(path, SCHEMA_1)  # the fresh file passes every check
    texts = [r[0] for r in db.read("SELECT text FROM notes ORDER BY id")]
    db.close()
    # a 4 KB leaf holds about 270 of these short rows: one leaf lost, the rest recovered
    assert result.rows["notes"] == len(texts) and 2000 - 300 <= len(texts) < 2000
    assert all(t.startswith("note ") for t in texts)
    assert texts == sorted(texts, key=lambda t: int(t.split()[1]))


def test_salvage_of_a_file_sqlite_cannot_read_gives_an_empty_fresh_file(tmp_path):
    from trainer.storage import salvage

    path = tmp_path / "notes.sqlite3"
    path.write_bytes(b"SQLite format 3\x00" + b"\xff" * 5000)
    result = salvage(path, SCHEMA_1)
    assert not result.readable and result.copied == 0
    assert result.kept.read_bytes().startswith(b"SQLite format 3")
    db = Database(path, SCHEMA_1)
    assert db.read("SELECT COUNT(*) FROM notes") == [(0,)]
    db.close()


def test_salvage_leaves_a_newer_programs_file_alone(tmp_path):
    from trainer.storage import salvage

    path = tmp_path / "notes.sqlite3"
    _with_rows(path, SCHEMA_2)
    before = _snapshot(path)
    with pytest.raises(StoreError) as e:
        salvage(path, SCHEMA_1)
    assert e.value.code == "newer_version" and _snapshot(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["notes.sqlite3"]


def test_the_side_file_keeps_records_and_skips_a_torn_last_line(tmp_path):
    from trainer.storage import append_side, read_side, side_path

    path = tmp_path / "notes.sqlite3"
    assert read_side(path) == []
    append_side(path, [{"a": 1}, {"b": "二"}])
    with open(side_path(path), "a") as f:
        f.write('{"c": 3')  # a write killed half way
    assert read_side(path) == [{"a": 1}, {"b": "二"}]
    assert side_path(path).name == "notes.sqlite3.unsaved.jsonl"


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
