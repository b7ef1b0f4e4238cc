"""One place that opens a versioned SQLite file (stdlib `sqlite3`) and checks
it before changing anything.

Every store of the program (quiz history, table games, imported games) is a
`Database` over its own file and `Schema`. Opening a file:

1. checks it without writing a byte: the file starts with the SQLite header,
   its ``PRAGMA application_id`` is this schema's (or 0, a file from before
   ids were written), its ``PRAGMA user_version`` is within
   ``0..len(migrations)`` (a newer program's file is refused, a negative one
   is damaged), and ``PRAGMA quick_check`` finds no damage;
2. only then, when the file holds data and needs migrating, copies it to
   ``<name>.v<version>.bak`` (SQLite's backup API, a consistent copy);
3. switches to WAL with ``synchronous=FULL`` (a committed write survives a
   killed process or a power cut; a store may choose ``NORMAL``: a committed
   write still survives a killed process, see `Database`), turns foreign keys on and runs each
   missing migration in its own transaction, stamping the version and the
   application id.

A refused file is never modified: no journal mode change, no ``-wal`` file.
`close` folds the write-ahead log back into the main file, so after a clean
exit the file alone holds everything (a copy of it is a whole backup).

Every `sqlite3` error comes out as a `StoreError` whose `code` says what
kind of trouble it is, so the UI can say it plainly and offer a way out:

- a refused file is never changed or deleted: `set_aside` renames it (and its
  ``-wal``/``-shm``) to ``<name>.damaged-<time>`` so a fresh file can take
  its place, and `salvage` copies every row SQLite can still read into a
  fresh file first (a repair in the spirit of the ``sqlite3`` shell's
  ``.recover``), then sets the old one aside the same way;
- writes a store cannot make now can wait in a side file, JSON lines beside
  the database (`side_path`, `append_side`, `read_side`), which the store
  merges back the next time it opens.

Other files (decks, pictures, worksheets) are written whole or not at all
(`write_atomically`: a temporary file beside the target, checked, then
renamed over it). A process killed midway leaves its hidden temporary file
behind; `remove_stale_temporaries` removes those of processes that are gone,
and runs whenever a store opens in a folder or a file is written to one.
"""

from __future__ import annotations

import errno
import json
import os
import re
import sqlite3
import stat
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

#: The first 16 bytes of every SQLite 3 database file.
SQLITE_HEADER = b"SQLite format 3\x00"
#: Seconds a connection waits for another one's lock before giving up.
BUSY_TIMEOUT = 2.0

#: A migration step: SQL statements, or a function of the open connection.
Step = str | Callable[[sqlite3.Connection], None]

ERROR_CODES = ("newer_version", "bad_version", "damaged", "not_a_database", "wrong_application",
               "locked", "read_only", "disk_full", "io_error")


@dataclass(frozen=True, slots=True)
class Schema:
    """What a store's file holds and how to bring an older file up to date.

    Attributes:
        name: what the file holds, for messages (``"quiz history"``).
        application_id: a 32-bit number written to ``PRAGMA
            application_id``, telling our kinds of files apart.
        migrations: ``migrations[i]`` takes the file from version i to
            i + 1 (a tuple of `Step`); the current version is their count.
    """

    name: str
    application_id: int
    migrations: tuple[tuple[Step, ...], ...]

    @property
    def version(self) -> int:
        """The version this program writes (the number of migrations)."""
        return len(self.migrations)


class StoreError(RuntimeError):
    """A store's file cannot be used, or SQLite refused a read or a write.

    Attributes:
        code: one of `ERROR_CODES`: ``newer_version`` (a newer program wrote
            it), ``bad_version`` (a version number no program writes),
            ``damaged`` (SQLite finds the file malformed), ``not_a_database``
            (not an SQLite file), ``wrong_application`` (an SQLite file of
            another program or another of our stores), ``locked`` (another
            program holds it), ``read_only`` (file or folder not writable),
            ``disk_full``, ``io_error`` (anything else: a folder where the
            file should be, a path that cannot be created).
        path: the file.
        message: an English sentence naming the file and the reason.
    """

    def __init__(self, code: str, path: Path, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.path = path
        self.message = message


def _code_of(error: sqlite3.Error) -> str:
    """The `StoreError` code for an `sqlite3` error, from SQLite's own
    error code where Python exposes it, else from its message."""
    name = getattr(error, "sqlite_errorname", "") or ""
    text = str(error).lower()
    if name.startswith(("SQLITE_BUSY", "SQLITE_LOCKED")) or "locked" in text:
        return "locked"
    if name.startswith("SQLITE_READONLY") or "readonly" in text or "read-only" in text:
        return "read_only"
    if name.startswith("SQLITE_FULL") or "full" in text:
        return "disk_full"
    if name.startswith("SQLITE_NOTADB") or "not a database" in text:
        return "not_a_database"
    if name.startswith("SQLITE_CORRUPT") or "malformed" in text:
        return "damaged"
    if name.startswith("SQLITE_CANTOPEN") or "unable to open" in text:
        return "io_error"
    return "io_error"


def _a(name: str) -> str:
    """`name` with its English article: "an imported games", "a quiz history"."""
    return ("an " if name[:1].lower() in "aeiou" else "a ") + name


def _fail(code: str, path: Path, reason: str) -> StoreError:
    return StoreError(code, path, f"{path}: {reason}")


def backup_path(path: Path, version: int) -> Path:
    """Where the copy taken before migrating a version-`version` file goes:
    ``<name>.v<version>.bak`` beside it."""
    return path.with_name(f"{path.name}.v{version}.bak")


def inspect(path: Path, schema: Schema) -> int:
    """Check an existing file without changing it; returns its version.

    Raises:
        StoreError: ``not_a_database``, ``wrong_application``,
            ``newer_version``, ``bad_version``, ``damaged``, ``locked`` or
            ``io_error`` (see `StoreError`).
    """
    try:
        with open(path, "rb") as f:
            head = f.read(len(SQLITE_HEADER))
    except OSError as e:
        raise _fail("io_error", path, f"cannot be read ({e.strerror or e})") from None
    if head != SQLITE_HEADER:
        raise _fail("not_a_database", path, f"is not an SQLite database, so not {_a(schema.name)} file")
    # A cleanly closed file (no write-ahead log waiting) is read as immutable:
    # SQLite then creates no -wal/-shm files and takes no locks. A file with
    # a log waiting (the program that wrote it was killed) is read through
    # the log, which is what any later open would see.
    wal = path.with_name(path.name + "-wal")
    pending = wal.is_file() and wal.stat().st_size > 0
    uri = f"{path.resolve().as_uri()}?mode=ro" + ("" if pending else "&immutable=1")
    try:
        con = sqlite3.connect(uri, uri=True, timeout=BUSY_TIMEOUT)
    except sqlite3.Error as e:
        raise _fail(_code_of(e), path, f"cannot be opened ({e})") from None
    # a damaged file's quick_check can name objects in bytes that are not
    # UTF-8: read them leniently (UnicodeDecodeError is no sqlite3.Error)
    con.text_factory = lambda b: b.decode("utf-8", "replace")
    try:
        app_id = con.execute("PRAGMA application_id").fetchone()[0]
        version = con.execute("PRAGMA user_version").fetchone()[0]
        if app_id not in (0, schema.application_id):
            raise _fail("wrong_application", path, f"is an SQLite database of another kind (application id "
                        f"{app_id}), not {_a(schema.name)} file")
        if version < 0:
            raise _fail("bad_version", path, f"has schema version {version}, which no version of this program "
                        "writes (the file is damaged)")
        if version > schema.version:
            raise _fail("newer_version", path, f"has schema version {version}; this program knows up to "
                        f"{schema.version} (a newer version wrote it; it is left as it is)")
        problems = [row[0] for row in con.execute("PRAGMA quick_check(5)")]
        if problems != ["ok"]:
            raise _fail("damaged", path, f"is damaged ({'; '.join(str(p) for p in problems)[:200]})")
    except sqlite3.Error as e:
        code = _code_of(e)
        raise _fail("damaged" if code in ("io_error", "not_a_database") else code, path,
                    f"cannot be read ({e})") from None
    finally:
        con.close()
    return version


class Database:
    """An open store file (see the module docstring for what opening does).

    Args:
        path: the file; it and its folder are created when missing.
        schema: what the file holds.
        synchronous: ``"FULL"`` (default: each commit waits for the disk,
            fsync; it survives a power cut) or ``"NORMAL"`` (SQLite's WAL
            mode: a commit is written to the ``-wal`` file but not synced;
            the log is synced at each checkpoint). With ``NORMAL`` a commit
            that returned survives a killed process (kill -9: the data is
            in the operating system's cache, which outlives the process)
            and the file is never damaged; only a power cut or an operating
            system crash can lose the last commits since the last sync
            (https://www.sqlite.org/pragma.html#pragma_synchronous).
            ValueError for another value.

    Attributes:
        path: the file. schema: its `Schema`. schema_version: its version
            after opening (= ``schema.version``). backup: the copy taken
            before migrating, or None.

    Raises (on open):
        StoreError: the file is refused (nothing about it was changed), or
            it cannot be created, locked, or migrated.
    """

    def __init__(self, path: str | Path, schema: Schema, synchronous: str = "FULL") -> None:
        if synchronous not in ("FULL", "NORMAL"):
            raise ValueError(f"synchronous must be FULL or NORMAL, not {synchronous!r}")
        self.path = Path(path)
        self.schema = schema
        self.backup: Path | None = None
        if self.path.is_dir():
            raise _fail("io_error", self.path, "is a folder, not a file")
        remove_stale_temporaries(self.path.parent)
        existing = self.path.is_file() and self.path.stat().st_size > 0
        version = inspect(self.path, schema) if existing else 0
        # SQLite would open an unwritable file and write into a new -wal
        # beside it, never into the file: refuse it, untouched, instead.
        if existing and not os.access(self.path, os.W_OK):
            raise _fail("read_only", self.path, "cannot be written (the file is read-only)")
        if existing and not os.access(self.path.parent, os.W_OK | os.X_OK):
            raise _fail("read_only", self.path, "cannot be written (its folder is read-only)")
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as e:
            raise _fail("io_error" if not isinstance(e, PermissionError) else "read_only", self.path,
                        f"its folder cannot be created ({e.strerror or e})") from None
        try:
            # Autocommit: `write` opens and commits each transaction itself.
            self._con = sqlite3.connect(str(self.path), isolation_level=None, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as e:
            raise _fail(_code_of(e), self.path, f"cannot be opened ({e})") from None
        try:
            if existing and version < schema.version:
                self.backup = self._back_up(version)
            mode = self._con.execute("PRAGMA journal_mode=WAL").fetchone()[0]
            if str(mode).lower() != "wal":
                raise _fail("read_only", self.path, "cannot be written (the journal cannot be set up)")
            self._con.execute(f"PRAGMA synchronous={synchronous}")
            self._con.execute("PRAGMA foreign_keys=ON")
            self._migrate(version)
        except sqlite3.Error as e:
            self._con.close()
            raise _fail(_code_of(e), self.path, f"cannot be prepared for use ({e})") from None
        except BaseException:
            self._con.close()
            raise

    @property
    def schema_version(self) -> int:
        """``PRAGMA user_version`` of the open file.

        Raises:
            StoreError: SQLite cannot read the file.
        """
        return self.read("PRAGMA user_version")[0][0]

    def _back_up(self, version: int) -> Path:
        target = backup_path(self.path, version)
        copy = sqlite3.connect(str(target))
        try:
            self._con.backup(copy)
        finally:
            copy.close()
        return target

    def _migrate(self, version: int) -> None:
        for step in range(version, self.schema.version):
            self._con.execute("BEGIN IMMEDIATE")
            try:
                # another program may have migrated while we waited for the lock
                if self._con.execute("PRAGMA user_version").fetchone()[0] > step:
                    self._con.execute("COMMIT")
                    continue
                for item in self.schema.migrations[step]:
                    if callable(item):
                        item(self._con)
                    else:
                        self._con.execute(item)
                self._con.execute(f"PRAGMA user_version = {step + 1}")
                self._con.execute(f"PRAGMA application_id = {self.schema.application_id}")
                self._con.execute("COMMIT")
            except BaseException:
                self._con.execute("ROLLBACK")
                raise

    @contextmanager
    def write(self) -> Iterator[sqlite3.Connection]:
        """One transaction: ``with db.write() as con: con.execute(…)``;
        committed when the block ends, rolled back when it raises.

        Raises:
            StoreError: SQLite refused (nothing of the block was written);
                other exceptions from the block pass through after the
                rollback.
        """
        try:
            self._con.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as e:
            raise _fail(_code_of(e), self.path, f"cannot be written ({e})") from None
        try:
            yield self._con
            self._con.execute("COMMIT")
        except BaseException as e:
            try:
                self._con.execute("ROLLBACK")
            except sqlite3.Error:
                pass  # a failed statement may have ended the transaction already
            if isinstance(e, sqlite3.Error):
                raise _fail(_code_of(e), self.path, f"cannot be written ({e})") from None
            raise

    def read(self, sql: str, params: tuple = ()) -> list[tuple]:
        """All rows of a query.

        Raises:
            StoreError: SQLite refused the read.
        """
        try:
            return self._con.execute(sql, params).fetchall()
        except sqlite3.Error as e:
            raise _fail(_code_of(e), self.path, f"cannot be read ({e})") from None

    def read_dicts(self, sql: str, params: tuple = ()) -> list[dict]:
        """All rows of a query as ``{column: value}``.

        Raises:
            StoreError: SQLite refused the read.
        """
        try:
            cur = self._con.execute(sql, params)
            names = [d[0] for d in cur.description]
            return [dict(zip(names, row, strict=True)) for row in cur.fetchall()]
        except sqlite3.Error as e:
            raise _fail(_code_of(e), self.path, f"cannot be read ({e})") from None

    def reader(self) -> Reader:
        """A second, read-only connection to this file, for one other thread
        (a background statistics query while the screen keeps writing).

        Raises:
            StoreError: the file cannot be opened for reading.
        """
        return Reader(self.path)

    def close(self) -> None:
        """Fold the write-ahead log into the main file and close (every
        write is already committed; a checkpoint another program blocks is
        left to SQLite's next open)."""
        try:
            self._con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        except sqlite3.Error:
            pass
        self._con.close()


# -- a refused file: set aside, or salvaged into a fresh one -----------------

#: The companions SQLite may keep beside a database file.
_COMPANIONS = ("-wal", "-shm", "-journal")


def set_aside(path: str | Path) -> Path:
    """Rename a database file and its ``-wal``/``-shm``/``-journal`` to
    ``<name>.damaged-<YYYYmmdd-HHMMSS>`` (plus a number when taken), in the
    same folder, so a fresh file can be made at `path`; nothing is deleted.
    Returns the new name of the main file.

    Raises:
        StoreError: ``read_only`` or ``io_error`` (the folder refuses the rename).
    """
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.damaged-{stamp}")
    n = 1
    while any(target.with_name(target.name + c).exists() for c in ("",) + _COMPANIONS):
        n += 1
        target = path.with_name(f"{path.name}.damaged-{stamp}-{n}")
    try:
        for companion in ("",) + _COMPANIONS:
            source = path.with_name(path.name + companion)
            if source.exists():
                os.rename(source, target.with_name(target.name + companion))
    except OSError as e:
        raise _fail("read_only" if isinstance(e, PermissionError) else "io_error", path,
                    f"cannot be set aside ({e.strerror or e})") from None
    return target


@dataclass
class Salvage:
    """What `salvage` did.

    Attributes:
        kept: where the old file went (`set_aside`), unchanged.
        rows: rows copied, per table of the schema.
        lost: rows SQLite could not read (or the fresh schema refused), per table.
        readable: False when nothing of the old file could be read at all
            (not an SQLite file): the new file is empty.
    """

    kept: Path
    rows: dict[str, int] = field(default_factory=dict)
    lost: dict[str, int] = field(default_factory=dict)
    readable: bool = True

    @property
    def copied(self) -> int:
        """Rows copied in all."""
        return sum(self.rows.values())


def _quoted(name: str) -> str:
    return '"' + name.replace('"', '""') + '"'


def _readable_rows(src: sqlite3.Connection, table: str, columns: list[str]) -> tuple[list[tuple], int]:
    """Every row of `table` SQLite can still read, as (rowid, *columns), and
    how many rowids it could not read. A whole-table read first; past a
    damaged page, chunks after the last good rowid, and one rowid at a time
    across the damage (up to the largest rowid, or 10,000 misses in a row
    when even that cannot be read)."""
    cols = ", ".join(_quoted(c) for c in columns)
    t = _quoted(table)
    try:
        return src.execute(f"SELECT rowid, {cols} FROM {t} ORDER BY rowid").fetchall(), 0
    except sqlite3.DatabaseError:
        pass
    try:
        top = src.execute(f"SELECT max(rowid) FROM {t}").fetchone()[0]
    except sqlite3.DatabaseError:
        top = None
    rows: list[tuple] = []
    lost = misses = 0
    last = 0
    while top is None or last < top:
        try:
            chunk = src.execute(f"SELECT rowid, {cols} FROM {t} WHERE rowid > ? ORDER BY rowid LIMIT 500",
                                (last,)).fetchall()
            if not chunk:
                break
            rows += chunk
            last = chunk[-1][0]
            misses = 0
            continue
        except sqlite3.DatabaseError:
            pass
        last += 1  # step over the damage one rowid at a time
        try:
            rows += src.execute(f"SELECT rowid, {cols} FROM {t} WHERE rowid = ?", (last,)).fetchall()
            misses = 0
        except sqlite3.DatabaseError:
            lost += 1
            misses += 1
            if top is None and misses > 10_000:  # the end of the table is unknown: give up in the dark
                lost -= misses
                break
    return rows, lost


def salvage(path: str | Path, schema: Schema) -> Salvage:
    """Repair a damaged store: copy every row SQLite can still read from the
    file at `path` into a fresh file of `schema` (rowids kept, columns
    matched by name), set the old file aside (`set_aside`, unchanged), and
    put the fresh file in its place. Open it with `Database` afterwards.

    A file SQLite cannot read at all gives an empty fresh file
    (`Salvage.readable` False); a newer program's file is not touched.

    Raises:
        StoreError: ``newer_version`` (left as it is), or the folder cannot
            take the fresh file (``read_only``, ``disk_full``, ``io_error``).
    """
    path = Path(path)
    temp = path.with_name(path.name + ".salvage")
    for companion in ("",) + _COMPANIONS:
        leftover = temp.with_name(temp.name + companion)
        if leftover.exists():
            leftover.unlink()  # our own half-made copy from an interrupted repair
    report_rows: dict[str, int] = {}
    report_lost: dict[str, int] = {}
    readable = True
    src = None
    try:
        wal = path.with_name(path.name + "-wal")
        pending = wal.is_file() and wal.stat().st_size > 0
        src = sqlite3.connect(f"{path.resolve().as_uri()}?mode=ro" + ("" if pending else "&immutable=1"),
                              uri=True, timeout=BUSY_TIMEOUT)
        src.text_factory = lambda b: b.decode("utf-8", "replace")
        version = src.execute("PRAGMA user_version").fetchone()[0]
        tables = {row[0] for row in src.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    except sqlite3.Error:
        readable, version, tables = False, 0, set()
    if version > schema.version:
        if src is not None:
            src.close()
        raise _fail("newer_version", path, f"has schema version {version}; this program knows up to "
                    f"{schema.version} (a newer version wrote it; it is left as it is)")
    fresh = Database(temp, schema)
    try:
        con = fresh._con
        con.execute("PRAGMA foreign_keys=OFF")  # an answer whose session was lost is still kept
        names = [r[0] for r in con.execute("SELECT name FROM sqlite_master WHERE type = 'table' "
                                           "AND name NOT LIKE 'sqlite_%' ORDER BY rowid")]
        for table in names:
            if table not in tables:
                continue
            mine = [r[1] for r in con.execute(f"PRAGMA table_info({_quoted(table)})")]
            try:
                theirs = {r[1] for r in src.execute(f"PRAGMA table_info({_quoted(table)})")}
            except sqlite3.DatabaseError:
                report_lost[table] = report_lost.get(table, 0) + 1
                continue
            columns = [c for c in mine if c in theirs]
            rows, lost = _readable_rows(src, table, columns)
            placeholders = ", ".join("?" * (len(columns) + 1))
            insert = (f"INSERT OR IGNORE INTO {_quoted(table)} (rowid, {', '.join(_quoted(c) for c in columns)}) "
                      f"VALUES ({placeholders})")
            copied = 0
            with fresh.write() as w:
                for row in rows:
                    try:
                        copied += w.execute(insert, row).rowcount
                    except sqlite3.Error:
                        lost += 1  # a value the schema refuses (NOT NULL, CHECK)
            report_rows[table] = copied
            report_lost[table] = lost
        con.execute("PRAGMA foreign_keys=ON")
    finally:
        fresh.close()
        if src is not None:
            src.close()
    kept = set_aside(path)
    try:
        os.replace(temp, path)
        for companion in _COMPANIONS:
            leftover = temp.with_name(temp.name + companion)
            if leftover.exists():
                leftover.unlink()  # emptied by the checkpoint of close()
    except OSError as e:
        raise _fail("io_error", path, f"the repaired copy cannot be put in place ({e.strerror or e}); it is "
                    f"{temp}, the old file is {kept}") from None
    return Salvage(kept, report_rows, report_lost, readable)


# -- a side file: writes that wait for the store ---------------------------

def side_path(path: str | Path) -> Path:
    """The side file of a store's file: ``<name>.unsaved.jsonl`` beside it."""
    path = Path(path)
    return path.with_name(path.name + ".unsaved.jsonl")


def append_side(path: str | Path, records: list[dict]) -> Path:
    """Append `records` (JSON objects) to the side file of the store at
    `path`, one line each, flushed to the disk before returning.

    Raises:
        OSError: the side file cannot be written (its message says why).
    """
    side = side_path(path)
    side.parent.mkdir(parents=True, exist_ok=True)
    text = "".join(json.dumps(r, sort_keys=True, ensure_ascii=False) + "\n" for r in records)
    with open(side, "a", encoding="utf-8") as f:
        f.write(text)
        f.flush()
        os.fsync(f.fileno())
    return side


def read_side(path: str | Path) -> list[dict]:
    """The records of the side file of the store at `path`, in order ([]
    when there is none). A line that is not a JSON object — the torn last
    line of a killed write — is skipped."""
    side = side_path(path)
    try:
        lines = side.read_text(encoding="utf-8", errors="replace").splitlines()
    except FileNotFoundError:
        return []
    out = []
    for line in lines:
        try:
            record = json.loads(line)
        except (ValueError, RecursionError):
            continue
        if isinstance(record, dict):
            out.append(record)
    return out
class Reader:
    """A read-only connection to a store file that a `Database` has opened
    (checked and migrated): made and used on one thread (SQLite connections
    stay on their thread), e.g. a background task's. It sees every
    committed write (WAL readers do not block the writer).

    Raises (on open):
        StoreError: the file cannot be opened.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            self._con = sqlite3.connect(f"{self.path.resolve().as_uri()}?mode=ro", uri=True, timeout=BUSY_TIMEOUT)
        except sqlite3.Error as e:
            raise _fail(_code_of(e), self.path, f"cannot be opened for reading ({e})") from None

    def read(self, sql: str, params: tuple = ()) -> list[tuple]:
        """All rows of a query.

        Raises:
            StoreError: SQLite refused the read.
        """
        try:
            return self._con.execute(sql, params).fetchall()
        except sqlite3.Error as e:
            raise _fail(_code_of(e), self.path, f"cannot be read ({e})") from None

    def close(self) -> None:
        """Close the connection."""
        self._con.close()


# -- whole files: written at once, leftovers removed -----------------------

#: A temporary file of `write_atomically`: ``.<name>.<pid>.<random>.tmp``.
_TEMPORARY = re.compile(r"^\.(?P<name>.+)\.(?P<pid>\d+)\.[A-Za-z0-9_]{8}\.tmp$")
#: One from before the pid was in the name (``.<name>.<random>.tmp``) and the
#: repair's fresh copy (``<name>.salvage``, its ``-wal``/``-shm``): removed
#: once older than `STALE_AFTER` seconds (no process writes one that long).
_UNTAGGED = re.compile(r"^(\..+\.(json|pdf|png|svg|jsonl|sqlite3)\.[A-Za-z0-9_]{8}\.tmp"
                       r"|.+\.sqlite3\.salvage(-wal|-shm)?)$")
STALE_AFTER = 3600.0


def _alive(pid: int) -> bool:
    """Whether a process `pid` exists (POSIX; elsewhere, assume it does)."""
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OSError, OverflowError, ValueError):
        return True
    return True


def remove_stale_temporaries(folder: str | Path, now: float | None = None) -> list[Path]:
    """Remove the temporary files that writers killed midway left in
    `folder`: `write_atomically`'s whose process is gone, and untagged ones
    (older writers, a repair's fresh copy) older than `STALE_AFTER`. Files
    of a running process, and every other file, are left alone; a file that
    cannot be removed is skipped. Returns the files removed.

    Source of the rule: issue 24 ("a write killed midway leaves a hidden
    temporary file of 7–24 MB that nothing removes; clean them at start").
    """
    now = time.time() if now is None else now
    removed = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            m = _TEMPORARY.match(entry.name)
            if m is not None:
                stale = not _alive(int(m["pid"])) or now - entry.stat().st_mtime > 24 * STALE_AFTER
            else:
                stale = _UNTAGGED.match(entry.name) is not None and now - entry.stat().st_mtime > STALE_AFTER
            if stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _new_file_mode(p: Path) -> int:
    """The permission bits a written file gets: those of the file it
    replaces, else what the user's umask gives a new file (not a temporary
    file's private 0600: decks and pictures are meant to be shared)."""
    try:
        return stat.S_IMODE(os.stat(p).st_mode)
    except OSError:
        umask = os.umask(0o022)
        os.umask(umask)
        return 0o666 & ~umask


def cut_short(path: str | Path, what: str) -> OSError:
    """The error for a file `write` could not finish though the writer said
    nothing (Qt's PDF and SVG writers drop write errors): why, as well as
    it can be told — the file size limit (``RLIMIT_FSIZE``), a full disk,
    else an input/output error — with `what` ("the PDF") in the words (its
    ``strerror``; no file name: `path` is the temporary file)."""
    size = 0
    try:
        size = os.stat(path).st_size
        import resource

        soft = resource.getrlimit(resource.RLIMIT_FSIZE)[0]
        if soft != resource.RLIM_INFINITY and size >= soft:
            return OSError(errno.EFBIG, f"{what} is larger than this process may write (file size limit "
                                        f"{soft:,} bytes); nothing was replaced")
    except (OSError, ImportError, ValueError):
        pass
    try:
        vfs = os.statvfs(os.path.dirname(os.path.abspath(path)))
        if vfs.f_bavail * vfs.f_frsize < 1 << 20:
            return OSError(errno.ENOSPC, f"the disk is full ({what} was cut short at {size:,} bytes); "
                                         "nothing was replaced")
    except (OSError, AttributeError):
        pass
    return OSError(errno.EIO, f"{what} was cut short while writing ({size:,} bytes); nothing was replaced")


def write_atomically(path: str | Path, write: Callable[[str], None],
                     check: Callable[[str], None] | None = None) -> Path:
    """Write a file all at once: `write(temporary path)` fills a temporary
    file beside `path` (``.<name>.<pid>.<random>.tmp``), `check(temporary
    path)` (when given) raises if what was written is incomplete, and then
    the file replaces `path`. A failed or interrupted `write` or `check`
    leaves the old file as it was and no temporary file (a killed process's
    is removed by `remove_stale_temporaries`, run here on the folder first).
    A symbolic link is followed; the file keeps its permissions (a new one
    gets the umask's), and a read-only file is not replaced.

    Returns:
        The path written (the link's target for a link).

    Raises:
        OSError: the folder is missing or cannot be written, `path` is a
            folder or a read-only file (with the OS's words in `strerror`),
            or whatever `write` or `check` raises.
    """
    p = Path(path)
    if p.is_symlink():
        p = p.resolve()
    if p.is_dir():
        raise IsADirectoryError(errno.EISDIR, "Is a directory", str(p))
    mode = _new_file_mode(p)
    if p.exists() and not mode & 0o222:
        raise PermissionError(errno.EACCES, "the file is read-only", str(p))
    remove_stale_temporaries(p.parent)
    fd, tmp = tempfile.mkstemp(prefix=f".{p.name}.{os.getpid()}.", suffix=".tmp", dir=p.parent)
    try:
        os.close(fd)
        write(tmp)
        with open(tmp, "rb+") as f:
            os.fchmod(f.fileno(), mode)
            os.fsync(f.fileno())
        if check is not None:
            check(tmp)
        os.replace(tmp, p)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    return p
