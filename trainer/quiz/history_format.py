"""The shape of the quiz history's export records, and their check (no Qt,
no store): one floor below the store, which merges side-file records of
this shape, and below `history`, which reads and writes whole files.

The format itself is described in `trainer.quiz.history`'s docstring.
"""

from __future__ import annotations

from .diagnosis import Diagnosis
from .review import answer_time

#: A session's kinds (the ``mode`` field of a session record).
MODES = ("count", "timed", "retry", "review", "skill", "answers")

FORMAT = "riichi-trainer-quiz-history"
VERSION = 1
_PARTS_MAX = 16


class HistoryError(ValueError):
    """A history file that cannot be imported; `message` says where and why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def _need(cond: bool, where: str, why: str) -> None:
    if not cond:
        raise HistoryError(f"{where}: {why}")


def _text(value, where: str, max_len: int = 200, null: bool = False) -> None:
    if null and value is None:
        return
    _need(isinstance(value, str) and 0 < len(value) <= max_len, where,
          f"must be text of 1 to {max_len} characters, not {str(value)[:40]!r}")


def _int(value, where: str, lo: int, hi: int, null: bool = False) -> None:
    if null and value is None:
        return
    _need(isinstance(value, int) and not isinstance(value, bool) and lo <= value <= hi, where,
          f"must be a whole number from {lo} to {hi}, not {str(value)[:40]!r}")


def _time(value, where: str, null: bool = False) -> None:
    if null and value is None:
        return
    try:
        answer_time(value)
    except (ValueError, TypeError):
        raise HistoryError(f"{where}: must be an ISO-8601 time from 1970 on and not in the future, not "
                           f"{str(value)[:40]!r}") from None


def check_history(data) -> None:
    """Check the shape of an export object, field by field.

    Raises:
        HistoryError: the first problem, naming the record and the field.
    """
    _need(isinstance(data, dict) and data.get("format") == FORMAT, "file",
          f"is not a quiz history (no \"format\": \"{FORMAT}\")")
    _need(data.get("version") == VERSION, "file",
          f"has history version {str(data.get('version'))[:20]}; this program reads version {VERSION}")
    for key in ("sessions", "answers"):
        _need(isinstance(data.get(key), list), "file", f"has no list of {key}")
    uids = set()
    for i, s in enumerate(data["sessions"]):
        w = f"session {i + 1}"
        _need(isinstance(s, dict), w, "must be an object")
        _text(s.get("uid"), f"{w} uid", 64)
        _need(s["uid"] not in uids, f"{w} uid", "appears twice")
        uids.add(s["uid"])
        _time(s.get("started_at"), f"{w} started_at")
        _time(s.get("finished_at"), f"{w} finished_at", null=True)
        _need(s.get("mode") in MODES, f"{w} mode", f"must be one of {', '.join(MODES)}")
        _int(s.get("size"), f"{w} size", 0, 10**6)
        _text(s.get("topic"), f"{w} topic", 64)
        _int(s.get("difficulty"), f"{w} difficulty", 1, 3)
        _int(s.get("seed"), f"{w} seed", -(2**63), 2**63 - 1, null=True)
        _text(s.get("rules"), f"{w} rules", 4096)
        _need(isinstance(s.get("options"), dict), f"{w} options", "must be an object")
    answer_uids = set()
    for i, a in enumerate(data["answers"]):
        w = f"answer {i + 1}"
        _need(isinstance(a, dict), w, "must be an object")
        _text(a.get("uid"), f"{w} uid", 64)
        _need(a["uid"] not in answer_uids, f"{w} uid", "appears twice")
        answer_uids.add(a["uid"])
        _need(a.get("session") in uids, f"{w} session", "names no session of the file")
        _int(a.get("position"), f"{w} position", 0, 10**6)
        _text(a.get("code"), f"{w} code", 200)
        _text(a.get("topic"), f"{w} topic", 64)
        _int(a.get("difficulty"), f"{w} difficulty", 1, 3)
        for key in ("answer", "truth", "parts"):
            _need(isinstance(a.get(key), dict) and len(a[key]) <= _PARTS_MAX, f"{w} {key}", "must be an object")
        _need(all(isinstance(v, bool) for v in a["parts"].values()), f"{w} parts", "must map parts to true/false")
        _need(isinstance(a.get("right"), bool), f"{w} right", "must be true or false")
        _int(a.get("time_ms"), f"{w} time_ms", 0, 10**9)
        _time(a.get("answered_at"), f"{w} answered_at")
        skills = a.get("skills", [])
        _need(isinstance(skills, list) and all(isinstance(x, list) and len(x) == 2 and isinstance(x[0], str)
                                               and len(x[0]) <= 64 and isinstance(x[1], bool) for x in skills),
              f"{w} skills", 'must be a list of ["skill id", true|false]')
        _need(isinstance(a.get("diagnosis", []), list), f"{w} diagnosis", "must be a list")
        for j, d in enumerate(a.get("diagnosis", [])):
            try:
                Diagnosis.from_json(d)
            except (KeyError, TypeError, ValueError, AttributeError):
                raise HistoryError(f"{w} diagnosis {j + 1}: must be a diagnosis object "
                                   '({"part", "given", "expected", "explanations": [[slip, …], …]})') from None
        _need(isinstance(a.get("targets", []), list) and all(isinstance(x, str) for x in a.get("targets", [])),
              f"{w} targets", "must be a list of skill ids")
