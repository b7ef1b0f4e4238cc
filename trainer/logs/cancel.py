"""Stopping a long read: the cancel hook every log reader asks (issue 24 §4).

A caller that may want to stop an import (the Games tab's Cancel button, a
window that closes) hands the reader a callable that turns true; the readers
wrap it in a `CancelHook` and call `CancelHook.check` at least once per hand
(before each hand is parsed, before each is built into a `HandLog`), every
`EVERY_ELEMENTS` XML elements or `EVERY_LINES` mjai lines while a file is
scanned, and between the pieces a large text is unpacked and parsed in, so
that the work between two checks is at most about one hand's
(`bench/log_cancel.py` measures the longest gap).

A check that finds the callable true raises `ReadCancelled`. It is a
`BaseException` (like `KeyboardInterrupt`), not an `Exception`: the readers
catch every `Exception` of untrusted content as one hand's fault, and a stop
the caller asked for must never be taken for a damaged hand and read past.
"""

from __future__ import annotations

from collections.abc import Callable

#: XML elements scanned between two checks (a hand has about 100).
EVERY_ELEMENTS = 1_000
#: mjai lines read between two checks (a hand has about 100).
EVERY_LINES = 500
#: Bytes unpacked or fed to a parser between two checks (an mjlog hand is
#: about 1 KB; expat builds the tree of 64 KB in about 5 ms).
CHUNK_BYTES = 64 * 1024


class ReadCancelled(BaseException):
    """The caller asked a read to stop (not a fault of the file). Nothing of
    the file is returned: the importer reports the file as ``cancelled`` and
    keeps none of it."""


class CancelHook:
    """What the readers ask: ``check()`` raises `ReadCancelled` once
    `asked` (a callable of no arguments, or None: never) returns true, and
    at every check after that.

    Args:
        asked: e.g. ``lambda: progress.cancelled`` (thread-safe to call
            from the reading thread; called once per check).
    """

    __slots__ = ("_asked", "_stopped")

    def __init__(self, asked: Callable[[], bool] | None = None) -> None:
        self._asked = asked
        self._stopped = False

    def check(self) -> None:
        """Ask the caller; raise `ReadCancelled` if it wants the read stopped.

        Raises:
            ReadCancelled: the callable returned true (now or before).
        """
        if self._stopped or (self._asked is not None and self._asked()):
            self._stopped = True
            raise ReadCancelled()

    @classmethod
    def of(cls, cancelled: CancelHook | Callable[[], bool] | None) -> CancelHook:
        """A hook from what a public reader was given: a hook as it is, a
        callable wrapped, None a hook that never stops."""
        return cancelled if isinstance(cancelled, CancelHook) else cls(cancelled)


#: The hook of a read nobody can stop.
NO_CANCEL = CancelHook()
