"""Import files into the games store: read, check every win, store.

`import_files` is the whole import a screen runs in the background (or a
script runs as it is): each file is read (`read_log`), each readable game's
wins are re-scored (`check_win`), and the games of the file go into the
store in one transaction. It reports per file what happened.
"""

from __future__ import annotations

import gc
import os
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ..core.rules import RuleSet
from .cancel import CancelHook, ReadCancelled
from .compare import check_win
from .model import LogError
from .reader import read_log
from .store import GamesStore, PreparedGame, StoreError, encoded


@dataclass(frozen=True, slots=True)
class FileReport:
    """What importing one file did.

    Attributes:
        source: the path as given. format: `LogFile.format`.
        error: why the file could not be read or stored (nothing of it was
            stored), or None.
        added: games stored. duplicates: games already in the store.
        game_errors: ``(game id, LogError)`` of games that could not be read
            (nothing of them stored).
        wins: wins stored; disagreements: of those, how many differ from
            their log (shown in the Games screen with a likely cause).
        warnings: ``(game id, LogError)`` of stored games that look damaged.
        hands: hands stored (of the games added). unreadable: ``(game id,
            UnreadableHand)`` of the hands of stored games that could not be
            read (their games stand without them: a partial import).
    """

    source: str
    format: str
    error: LogError | None
    added: int = 0
    duplicates: int = 0
    game_errors: tuple = ()
    wins: int = 0
    disagreements: int = 0
    warnings: tuple = ()
    hands: int = 0
    unreadable: tuple = ()

    @property
    def partial(self) -> bool:
        """Some hands (or games) of a stored file could not be read."""
        return bool(self.unreadable or self.game_errors)


def _cancelled(source: str, fmt: str) -> FileReport:
    return FileReport(source, fmt, LogError("cancelled", "the import was cancelled while this file was read "
                                            "(nothing of it stored)"))


def prepare(path: str | Path, rules: RuleSet | None = None,
            known: Callable[[str], bool] | None = None,
            cancelled: CancelHook | Callable[[], bool] | None = None
            ) -> tuple[FileReport, list[PreparedGame], int]:
    """Read one file and check its wins, without storing (no store needed).

    Args:
        rules: score under these rules instead of each game's own.
        known: tells a content hash already stored; such a game is not
            checked again (it will be a duplicate).
        cancelled: asked by the reader at least once per hand (and while
            it unpacks and scans the file: `read_log`), and between the wins
            of a game as they are checked; True stops: the report's error
            is ``cancelled`` and no game is returned (the file is not
            stored).

    Returns:
        ``(report, games, duplicates)``: the report counts no games added
        yet; `duplicates` games were known and left out of `games`.
    """
    cancel = CancelHook.of(cancelled)
    try:
        lf = read_log(path, cancel)
        if lf.error is not None:
            return FileReport(lf.source, lf.format, lf.error), [], 0
        return _checked(lf, rules, known, cancel)
    except ReadCancelled:
        return _cancelled(os.fspath(path), "unknown"), [], 0


def _checked(lf, rules: RuleSet | None, known: Callable[[str], bool] | None,
             cancel: CancelHook) -> tuple[FileReport, list[PreparedGame], int]:
    """`prepare`'s checking of a file read: each game's wins checked
    (`cancel` asked before each), known games counted as duplicates.

    Raises:
        ReadCancelled: `cancel` said stop.
    """
    games, errors, warnings, dupes = [], [], [], 0
    for g in lf.games:
        cancel.check()
        if g.error is not None:
            errors.append((g.game, g.error))
            continue
        if known is not None and known(g.content_hash):
            dupes += 1
            continue
        checks = []
        for _, w in g.wins:
            cancel.check()  # a game of 200 hands takes a while to check
            checks.append(check_win(w, rules, g.rules if rules is not None else None))
        checks = tuple(checks)
        games.append(encoded(PreparedGame(g, lf.source, lf.format, checks), cancel))
        warnings.extend((g.game, w) for w in g.warnings)
    return FileReport(lf.source, lf.format, None, game_errors=tuple(errors), warnings=tuple(warnings)), games, dupes


#: Files read before their games are written in one transaction (each commit waits for the disk).
BATCH_FILES = 32
#: Seconds of reading after which what was read is written even if the batch is not full.
BATCH_SECONDS = 0.5


def import_files(paths: list[str | Path], store: GamesStore | str | Path,
                 progress: Callable[[int, int], None] | None = None,
                 cancelled: Callable[[], bool] | None = None,
                 rules: RuleSet | None = None) -> list[FileReport]:
    """Import `paths` into `store` (a `GamesStore`, or the path of one to
    open here and close after: a background thread opens its own).

    Files are read and checked one by one; their games are written in one
    transaction per batch of files (`BATCH_FILES`, or what `BATCH_SECONDS`
    of reading gave), so a file is stored whole or not at all. A game whose
    content hash is stored already is not checked again.

    Args:
        progress: called as ``progress(files done, files)`` after each file.
        cancelled: checked before each file, at least once per hand while
            it is read (`read_log`) and between the wins of a game as they
            are checked; True stops, and the games this
            import stored are taken out again (one transaction): a
            cancelled import leaves the store as it was (a damaged stored
            game it repaired stays repaired). Every file's report then
            says ``cancelled``.
        rules: score under these rules instead of each game's own.

    Returns:
        One `FileReport` per file handled, in order. A store that refuses a
        write gives the files of that batch an ``io_error`` `LogError`
        naming the store's reason (nothing of them stored); the next files
        go on.

    While it runs, the objects alive before it (a window's) are left out
    of the garbage collector's full passes (`gc.freeze`, undone at its
    end): in the window's process one full pass took 90–150 ms, the
    longest pause of an import and of the window beside it (it holds
    Python's lock); the import's own objects are collected as usual.

    Raises:
        StoreError: the store cannot be opened (nothing was imported).
    """
    own = not isinstance(store, GamesStore)
    db = GamesStore(store) if own else store
    reports: list[FileReport] = []
    pending: list[tuple[FileReport, list[PreparedGame], int]] = []
    added: list[int] = []  # rows of games new to the store (a repaired game is not new): undone on a cancel

    def flush() -> None:
        if not pending:
            return
        games = [p for _r, gs, _d in pending for p in gs]
        try:
            there = db.stored_hashes([p.game.content_hash for p in games]) if games else set()
            rows = db.add_games(games) if games else []
            added.extend(row for p, row in zip(games, rows, strict=True)
                         if row is not None and p.game.content_hash not in there)
        except StoreError as e:
            for report, _gs, _d in pending:
                reports.append(FileReport(report.source, report.format,
                                          LogError("io_error", f"the games could not be stored: {e.message}",
                                                   (("reason", e.code),)), game_errors=report.game_errors))
            pending.clear()
            return
        at = 0
        for report, gs, dupes in pending:
            mine = rows[at:at + len(gs)]
            at += len(gs)
            kept = [p for p, row in zip(gs, mine, strict=True) if row is not None]
            reports.append(FileReport(
                report.source, report.format, report.error, added=len(kept),
                duplicates=dupes + len(gs) - len(kept), game_errors=report.game_errors,
                wins=sum(len(p.checks) for p in kept),
                disagreements=sum(1 for p in kept for c in p.checks if not c.agrees), warnings=report.warnings,
                hands=sum(len(p.game.hands) for p in kept),
                unreadable=tuple((p.game.game, u) for p in kept for u in p.game.unreadable)))
        pending.clear()

    gc.freeze()
    try:
        total = len(paths)
        started = time.monotonic()
        for i, path in enumerate(paths):
            if cancelled is not None and cancelled():
                return _undo(db, added, reports + [r for r, _g, _d in pending])
            prepared = prepare(path, rules, db.known, cancelled)
            if prepared[0].error is not None and prepared[0].error.code == "cancelled":
                return _undo(db, added, reports + [r for r, _g, _d in pending] + [prepared[0]])
            pending.append(prepared)
            if len(pending) >= BATCH_FILES or time.monotonic() - started >= BATCH_SECONDS:
                flush()
                started = time.monotonic()
            if progress is not None:
                progress(i + 1, total)
        flush()
        if cancelled is not None and cancelled():  # asked while the last games were written
            return _undo(db, added, reports)
    finally:
        gc.unfreeze()
        if own:
            db.close()
    return reports


def _undo(db: GamesStore, added: list[int], reports: list[FileReport]) -> list[FileReport]:
    """A cancelled import: take out the games it stored (`added`, row ids);
    every file's report says ``cancelled`` (a store that refuses the undo
    says why in each: those games stay, whole).

    Returns:
        One report per file handled, in order.
    """
    error = LogError("cancelled", "the import was cancelled: nothing of it is stored")
    try:
        db.delete_games(added)
    except StoreError as e:
        error = LogError("cancelled", f"the import was cancelled, but the games it stored could not be taken out "
                         f"again ({e.message})", (("reason", e.code),))
    return [FileReport(r.source, r.format, error) for r in reports]
