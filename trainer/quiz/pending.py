"""Let later answers decide (issue 21, honest blame): a pending miss is a
wrong part that several slips explained equally, naming different skills,
that the learner did not resolve ("which one was your slip?" skipped). It
blames no skill when given (`grading.skill_outcomes`); later answers decide
it:

- **proven**: a later answer fails a skill of one candidate (a miss the
  diagnosis proves, or one the learner named) → that candidate was the slip
  of the pending miss too: its skills fail there, and the other candidates'
  skills are right (as `Grade.resolve` does when the learner says so);
- **cleared**: a candidate whose skills are all right in `CLEAR_AFTER` later
  answers (without a failure) is cleared; when every candidate but one is
  cleared, the one left was the slip and is blamed as above. When every
  candidate is cleared the miss stays on the part, blaming no skill.

The decisions are written as the pending answer's outcomes at its own time
(`QuizStore.add_outcomes`), so the skill states, Progress and review read
them as any other outcome and a replay of the history gives the same. The
part's diagnosis record keeps when it was decided (`DECIDED_AT`: the newest
answer's time then), so a look back to an earlier moment (`progress --at`,
`review --at`) sees the miss still pending (`skills_as_of`). A
decision can itself prove an older pending miss (the blame it writes is a
failure at that answer's time), so `decide` runs to a fixed point. Until a
miss is decided, Progress counts it on no skill.

Pure functions over stored rows; `QuizStore.decide_pending` reads and writes.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from .diagnosis import Diagnosis
from .grading import candidate_choices
from .review import parse_time

#: Later right answers on all of a candidate's skills that clear it.
CLEAR_AFTER = 3
#: The key a decided part's diagnosis record gets: when later answers decided
#: it (ISO-8601 UTC, the newest stored answer's time at the decision).
DECIDED_AT = "decided_at"


@dataclass(frozen=True, slots=True)
class Row:
    """One stored answer as `decide` reads it, in time order.

    Attributes:
        uid: the answer's uid.
        skills: ``{skill id: ok}`` of its outcomes.
        choices: the candidate skill sets of each pending part, ``((skill
            id, …), …)`` per part (empty when the answer has none pending).
    """

    uid: str
    skills: dict
    choices: tuple[tuple[tuple[str, ...], ...], ...] = ()


def pending_parts(diagnosis_json: str, skills: dict) -> tuple[tuple[str, tuple[tuple[str, ...], ...]], ...]:
    """``((part, candidate skill sets), …)`` for each pending part of a
    stored answer (its ``diagnosis`` column, JSON; `skills` its outcomes): a
    part with several candidates, none of whose skills has an outcome yet
    (the learner named none; no later answer decided). A damaged record has
    none."""
    if diagnosis_json.count('"kind"') < 2:   # one slip or none: nothing can be pending (no parse needed)
        return ()
    try:
        records = json.loads(diagnosis_json)
        diagnoses = [Diagnosis.from_json(d) for d in records] if isinstance(records, list) else []
    except (KeyError, TypeError, ValueError):
        return ()
    out = []
    for d in diagnoses:
        if d.follows is not None:
            continue
        choices = candidate_choices(d)
        if len(choices) > 1 and not any(s in skills for c in choices for s in c):
            out.append((d.part, choices))
    return tuple(out)


def pending_choices(diagnosis_json: str, skills: dict) -> tuple[tuple[tuple[str, ...], ...], ...]:
    """The candidate skill sets of each pending part (`pending_parts`
    without the part names), as `Row.choices` takes them."""
    return tuple(choices for _part, choices in pending_parts(diagnosis_json, skills))


def _decided(choices: tuple[tuple[str, ...], ...], later: list[dict]) -> tuple[str, ...] | None:
    """The candidate the later outcomes (oldest first) prove or leave alone,
    or None while undecided (see the module docstring)."""
    right = [0] * len(choices)
    for outcomes in later:
        for c in choices:
            if any(outcomes.get(s) is False for s in c):
                return c
        for i, c in enumerate(choices):
            if all(outcomes.get(s) is True for s in c):
                right[i] += 1
        left = [c for i, c in enumerate(choices) if right[i] < CLEAR_AFTER]
        if len(left) == 1:
            return left[0]
        if not left:
            return None
    return None


def decide(rows: list[Row]) -> dict[str, dict[str, bool]]:
    """The outcomes later answers add to pending misses: ``{uid: {skill id:
    ok}}`` (the chosen candidate's skills False, the other candidates'
    True), `rows` in time order; run to a fixed point (a decision is an
    outcome later rows' pending misses may read)."""
    skills = [dict(r.skills) for r in rows]
    pending = {i: list(r.choices) for i, r in enumerate(rows) if r.choices}
    added: dict[str, dict[str, bool]] = {}
    changed = True
    while changed:
        changed = False
        for i in sorted(pending):
            for choices in list(pending[i]):
                chosen = _decided(choices, skills[i + 1:])
                if chosen is None:
                    continue
                outcomes = {s: s not in chosen for c in choices for s in c}
                outcomes.update({s: False for s in chosen})
                for s, ok in outcomes.items():
                    skills[i].setdefault(s, ok)
                added.setdefault(rows[i].uid, {}).update(outcomes)
                pending[i].remove(choices)
                changed = True
            if not pending[i]:
                del pending[i]
    return added


def _records(diagnosis_json: str) -> list[dict]:
    """The diagnosis records of a stored answer (a damaged column: none)."""
    try:
        records = json.loads(diagnosis_json)
    except (TypeError, ValueError):
        return []
    return [r for r in records if isinstance(r, dict)] if isinstance(records, list) else []


def _candidate_skills(record: dict) -> set[str]:
    """Every skill of the candidates of one diagnosis record (a damaged record: none)."""
    try:
        return {s for c in candidate_choices(Diagnosis.from_json(record)) for s in c}
    except (KeyError, TypeError, ValueError):
        return set()


def mark_decided(diagnosis_json: str, before: dict, after: dict, stamp: str) -> str:
    """The diagnosis column with `DECIDED_AT` = `stamp` on each part that
    was pending with the outcomes `before` and is not with `after` ({skill
    id: ok} each: an answer's outcomes before and after a decision)."""
    decided = {part for part, _c in pending_parts(diagnosis_json, before)} - \
        {part for part, _c in pending_parts(diagnosis_json, after)}
    if not decided:
        return diagnosis_json
    records = _records(diagnosis_json)
    for r in records:
        if r.get("part") in decided and r.get("follows") is None and DECIDED_AT not in r:
            r[DECIDED_AT] = stamp
    return json.dumps(records, sort_keys=True)


def skills_as_of(diagnosis_json: str, skills: dict, at: datetime) -> dict:
    """An answer's outcomes (`skills`, {skill id: ok}) as they stood at
    `at`: without those of the parts later answers decided after `at`
    (their record's `DECIDED_AT`), which were still pending then. A part
    decided before decision times were kept, or named by the learner, has
    none and counts from the answer's own time; an unreadable time too."""
    if f'"{DECIDED_AT}"' not in diagnosis_json:
        return skills
    later: set[str] = set()
    earlier: set[str] = set()
    for r in _records(diagnosis_json):
        try:
            after = DECIDED_AT in r and parse_time(r[DECIDED_AT]) > at
        except ValueError:
            after = False
        (later if after else earlier).update(_candidate_skills(r))
    drop = later - earlier   # a skill two parts share stays while one of them was decided by then
    return {k: ok for k, ok in skills.items() if k not in drop}
