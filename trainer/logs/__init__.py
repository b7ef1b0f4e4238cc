"""Reading saved game logs (issue 14): pure Python, no Qt.

`read_log(path) -> LogFile` reads a Tenhou mjlog (gzip or plain XML), a
tenhou.net/6 JSON log or an mjai stream into frozen values (`model`);
`check_win(win) -> WinCheck` re-scores one recorded win with our core and
compares it with what the log recorded. The shape is the contract of
notes for issues 12 and 14 (see docs/log_import.md). One hand that cannot
be read never loses its game: it is listed in `GameLog.unreadable` as an
`UnreadableHand` with its reason (issue 20). A read can be stopped: the
readers ask a `CancelHook` at least once per hand and raise `ReadCancelled`
when it says stop (issue 24, `cancel.py`).
"""

from .cancel import CancelHook, ReadCancelled
from .compare import WinCheck, check_win
from .model import DrawLog, FinalLog, GameLog, HandLog, LogError, LogFile, UnreadableHand, WinLog
from .reader import LIMITS, read_bytes, read_log

__all__ = [
    "read_log", "read_bytes", "LIMITS", "LogError", "LogFile", "GameLog", "HandLog", "WinLog", "DrawLog",
    "FinalLog", "UnreadableHand", "WinCheck", "check_win", "CancelHook", "ReadCancelled",
]
