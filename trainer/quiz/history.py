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
import os
from datetime import datetime, timezone
from pathlib import Path

from ..storage import cut_short, write_atomically
from .history_format import FORMAT, VERSION, HistoryError, check_history
from .review import iso
from .store import QuizStore, rebuild_states

__all__ = ["FORMAT", "MAX_BYTES", "VERSION", "HistoryError", "check_history", "export_history", "import_history",
           "read_history_file", "rebuild_states", "write_history_file"]

#: The largest file `read_history_file` accepts (bytes).
MAX_BYTES = 512 * 1024 * 1024
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
    """Export to `path` through the exports' one writer
    (`trainer.storage.write_atomically`: a temporary file beside it,
    checked whole, then renamed; a failed write keeps the old file and
    leaves no temporary one); returns the number of answers.

    Raises:
        StoreError: the store cannot be read. OSError: the file cannot be
            written (a full disk, the file size limit: the old file stays).
    """
    data = export_history(store)
    text = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")

    def write(tmp: str) -> None:
        with open(tmp, "wb") as f:
            f.write(text)

    def check(tmp: str) -> None:
        if os.path.getsize(tmp) != len(text):
            raise cut_short(tmp, "the history file")

    write_atomically(path, write, check)
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


def import_history(store: QuizStore, data: dict) -> tuple[int, int]:
    """Merge an export object into `store` (module docstring), in one
    transaction; returns ``(sessions added, answers added)``
    (`QuizStore.add_history`).

    Raises:
        HistoryError: the object is not a valid history (nothing written).
        StoreError: the store refused the write (nothing written).
    """
    return store.add_history(data)
