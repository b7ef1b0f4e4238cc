"""The learner's whole history as one JSON file: export, and import that
merges (no Qt).

    {"format": "riichi-trainer-quiz-history", "version": 1, "exported_at": ISO,
     "sessions": [{"uid", "started_at", "mode", "size", "topic", "difficulty",
                   "seed", "rules", "options", "finished_at"}, …],
     "answers": [{"uid", "session", "position", "code", "topic", "difficulty",
                  "answer", "truth", "parts", "right", "time_ms", "answered_at",
                  "skills", "diagnosis", "targets"}, …],
     "skill_states": [SkillState.to_json(), …]}

An answer names its session by the session's uid. `import_history` adds
the sessions and answers whose uid the store does not hold yet (importing a
file twice, or a file exported from a copy of the same history, adds
nothing the second time) and then rebuilds every skill state by replaying
all answers in time order, so the merged states are those of the merged
history (the file's own states are not trusted over its answers). Every
field is checked before anything is written; a bad file changes nothing
and the error names the record and field.
"""

from __future__ import annotations

import json
from datetime import datetime, timezone
from pathlib import Path

from .diagnosis import Diagnosis
from .review import answer_time, iso, parse_time
from .store import MODES, QuizStore, rebuild_states

FORMAT = "riichi-trainer-quiz-history"
VERSION = 1
#: The largest file `read_history_file` accepts (bytes).
MAX_BYTES = 512 * 1024 * 1024
_PARTS_MAX = 16


class HistoryError(ValueError):
    """A history file that cannot be imported; `message` says where and why."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


def export_history(store: QuizStore, at: datetime | None = None) -> dict:
    """The whole history of `store` as the export object (module docstring).

    Raises:
        StoreError: the store cannot be read.
    """
    db = store.database
    sessions = db.read_dicts("SELECT uid, started_at, mode, size, topic, difficulty, seed, rules, options, "
                             "finished_at FROM sessions ORDER BY id")
    for s in sessions:
        s["options"] = json.loads(s["options"])
    uid_of = dict(db.read("SELECT id, uid FROM sessions"))
    answers = []
    for a in store.answers():
        answers.append({"uid": a.uid, "session": uid_of.get(a.session_id), "position": a.position, "code": a.code,
                        "topic": a.topic, "difficulty": a.difficulty, "answer": a.answer, "truth": a.truth,
                        "parts": a.parts, "right": a.right, "time_ms": a.time_ms, "answered_at": a.answered_at,
                        "skills": [[k, ok] for k, ok in a.skills], "diagnosis": list(a.diagnosis),
                        "targets": list(a.targets)})
    states = [s.to_json() for _k, s in sorted(store.skill_states().items())]
    return {"format": FORMAT, "version": VERSION, "exported_at": iso(at or datetime.now(timezone.utc)),
            "sessions": sessions, "answers": answers, "skill_states": states}


def write_history_file(store: QuizStore, path: str | Path) -> int:
    """Export to `path` (written whole to a temporary file, then renamed);
    returns the number of answers.

    Raises:
        StoreError: the store cannot be read. OSError: the file cannot be written.
    """
    data = export_history(store)
    path = Path(path)
    tmp = path.with_name(path.name + ".part")
    tmp.write_text(json.dumps(data, ensure_ascii=False, separators=(",", ":")), encoding="utf-8")
    tmp.replace(path)
    return len(data["answers"])


def read_history_file(path: str | Path) -> dict:
    """The export object in a file, parsed and checked (`check_history`).

    Raises:
        HistoryError: not readable, too large, not JSON, or not a history.
    """
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise HistoryError(f"{path.name}: {size:,} bytes is more than a history file can be "
                               f"({MAX_BYTES:,} bytes)")
        text = path.read_text(encoding="utf-8")
    except OSError as e:
        raise HistoryError(f"{path.name}: cannot be read ({e.strerror or e})") from None
    except UnicodeDecodeError:
        raise HistoryError(f"{path.name}: is not UTF-8 text, so not a history file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise HistoryError(f"{path.name}: is not JSON (line {e.lineno}, column {e.colno}: {e.msg})") from None
    check_history(data)
    return data


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


def import_history(store: QuizStore, data: dict) -> tuple[int, int]:
    """Merge an export object into `store` (module docstring), in one
    transaction; returns ``(sessions added, answers added)``.

    Raises:
        HistoryError: the object is not a valid history (nothing written).
        StoreError: the store refused the write (nothing written).
    """
    check_history(data)
    db = store.database
    known_sessions = dict(db.read("SELECT uid, id FROM sessions"))
    known_answers = {r[0] for r in db.read("SELECT uid FROM answers")}
    added_s = added_a = 0
    with db.write() as con:
        for s in data["sessions"]:
            if s["uid"] in known_sessions:
                continue
            known_sessions[s["uid"]] = con.execute(
                "INSERT INTO sessions (uid, started_at, mode, size, topic, difficulty, seed, rules, options, "
                "finished_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (s["uid"], iso(parse_time(s["started_at"])), s["mode"], s["size"], s["topic"], s["difficulty"],
                 s.get("seed"), s["rules"], json.dumps(s["options"], sort_keys=True),
                 iso(parse_time(s["finished_at"])) if s.get("finished_at") else None)).lastrowid
            added_s += 1
        for a in data["answers"]:
            if a["uid"] in known_answers:
                continue
            con.execute(
                "INSERT INTO answers (uid, session_id, position, code, topic, difficulty, answer, truth, parts, "
                "right, time_ms, answered_at, skills, diagnosis, targets) "
                "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (a["uid"], known_sessions[a["session"]], a["position"], a["code"], a["topic"], a["difficulty"],
                 json.dumps(a["answer"], sort_keys=True), json.dumps(a["truth"], sort_keys=True),
                 json.dumps(a["parts"], sort_keys=True), int(a["right"]), a["time_ms"],
                 iso(parse_time(a["answered_at"])), json.dumps(a.get("skills", [])),
                 json.dumps(a.get("diagnosis", []), sort_keys=True), json.dumps(a.get("targets", []))))
            known_answers.add(a["uid"])
            added_a += 1
        if added_a:
            rebuild_states(con)
    return added_s, added_a
