"""What the learner's history says: skills, weeks, days, sessions (no Qt).

`load_progress` reads a quiz store (through any object with ``read(sql,
params)``: the store's `Database`, or a `trainer.storage.Reader` on a
background thread) and returns a `Progress` value: every skill of the
catalogue with its state (weakest first), the skills due now and in each
of the next 14 days, accuracy and median answer time by week, answers per
day for a year, and the latest sessions with their scores. The Progress
screen and ``python -m trainer progress`` render it.

Days and weeks for the charts are the learner's local days (`tz_minutes`
east of UTC); scheduling days are UTC (`trainer.quiz.review`).
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date, datetime, timedelta

from .review import SkillState, count_by_day, due_by_day, is_due, iso, utc, weakest
from .skills import SKILLS

#: Weeks of accuracy and time, days of the calendar, sessions listed.
WEEKS = 26
DAYS = 371
SESSIONS = 200


@dataclass(frozen=True, slots=True)
class SkillRow:
    """One skill as the learner stands with it.

    Attributes:
        id, group: the skill id and its group (`skills.GROUPS`).
        seen, right: outcomes recorded and how many were right.
        reviews, lapses: scheduling reviews (days) and days rated Again.
        strength: chance of recall a month from now (`SkillState.strength`;
            0 when never seen).
        retrievability: FSRS's chance of recall now (0 when never seen).
        due: when it is due (UTC), None when never seen.
        due_now: due today (`review.is_due`).
        rank: 1 for the weakest seen skill, …; 0 when never seen.
    """

    id: str
    group: str
    seen: int
    right: int
    reviews: int
    lapses: int
    strength: float
    retrievability: float
    due: datetime | None
    due_now: bool
    rank: int

    def to_json(self) -> dict:
        """``{"id", "group", "reviews", "retrievability", "due", "strength",
        "lapses", "seen", "right", "due_now", "rank"}`` (due: ISO-8601 or null)."""
        return {"id": self.id, "group": self.group, "reviews": self.reviews,
                "retrievability": round(self.retrievability, 4), "due": iso(self.due) if self.due else None,
                "strength": round(self.strength, 4), "lapses": self.lapses, "seen": self.seen, "right": self.right,
                "due_now": self.due_now, "rank": self.rank}


def skill_rows(states: dict[str, SkillState], at: datetime) -> tuple[SkillRow, ...]:
    """Every catalogue skill (and any stored skill the catalogue lost),
    seen ones weakest first, then the rest in catalogue order."""
    at = utc(at)
    ranked = weakest(states, at)
    rank = {s.skill: i + 1 for i, s in enumerate(ranked)}
    groups = {s.id: s.group for s in SKILLS}
    out = []
    for s in ranked:
        out.append(SkillRow(s.skill, groups.get(s.skill, ""), s.seen, s.right, s.reviews, s.lapses,
                            s.strength(at), s.retrievability(at), s.due, is_due(s, at), rank[s.skill]))
    for sk in SKILLS:
        if sk.id not in rank:
            st = states.get(sk.id)
            out.append(SkillRow(sk.id, sk.group, st.seen if st else 0, st.right if st else 0, 0, 0, 0.0, 0.0,
                                None, False, 0))
    return tuple(out)


@dataclass(frozen=True, slots=True)
class WeekRow:
    """One week (Monday first, local days): answers, right ones, median time (ms)."""

    start: date
    answers: int
    right: int
    median_ms: int


@dataclass(frozen=True, slots=True)
class SessionRow:
    """One session and its score.

    Attributes:
        id, started_at (ISO UTC), mode, topic, difficulty, size: as stored.
        answered, right, time_ms: its answers, right ones, time spent.
    """

    id: int
    started_at: str
    mode: str
    topic: str
    difficulty: int
    size: int
    answered: int
    right: int
    time_ms: int

    @property
    def missed(self) -> int:
        """Answers with a wrong part."""
        return self.answered - self.right


@dataclass(frozen=True, slots=True)
class Progress:
    """Everything the Progress screen shows (see the module docstring).

    Attributes:
        at: when it was read (UTC).
        skills: `SkillRow` of every skill, weakest first.
        due: ids of the skills due now, weakest first.
        due_days: skills falling due on each of the next 14 days (day 0:
            due now).
        weeks: the last `WEEKS` weeks, oldest first (empty weeks included).
        days: answers per local day for the last `DAYS` days
            (``{date: count}``, days with answers only).
        sessions: the latest `SESSIONS` sessions with answers, newest first.
        answers: all answers stored.
        last7: (answers, right, median ms) over the last 7 days (times to
            the second; weeks of times go by UTC day).
    """

    at: datetime
    skills: tuple[SkillRow, ...]
    due: tuple[str, ...]
    due_days: tuple[int, ...]
    weeks: tuple[WeekRow, ...]
    days: dict[date, int]
    sessions: tuple[SessionRow, ...]
    answers: int
    last7: tuple[int, int, int]

    def due_days_among(self, skills: frozenset[str]) -> tuple[int, ...]:
        """`due_days` counting only these skills (those a review can deal
        under the rules, `steering.dealable`), so that the chart and the
        count of skills due say the same."""
        return tuple(count_by_day((r.due for r in self.skills if r.id in skills), self.at, len(self.due_days)))

    @property
    def empty(self) -> bool:
        """No answer recorded yet (a new learner)."""
        return self.answers == 0


def read_states(reader) -> dict[str, SkillState]:
    """Skill states from the store's `skill_states` table, each row checked;
    when one is damaged, every state is replayed from the answers instead
    (read only: the quiz store writes the repair when it next reads them).

    Raises:
        StoreError: the store cannot be read.
    """
    from .store import checked_states, replayed_states

    states = checked_states(reader.read("SELECT skill, state FROM skill_states"))
    return states if states is not None else replayed_states(reader)


def _median_ms(histogram: dict[int, int]) -> int:
    """The median of answer times given as ``{whole seconds: count}``, in ms
    (the middle of its second)."""
    n = sum(histogram.values())
    if not n:
        return 0
    seen = 0
    for sec in sorted(histogram):
        seen += histogram[sec]
        if 2 * seen >= n:
            return sec * 1000 + 500
    return 0


def load_progress(reader, at: datetime, tz_minutes: int = 0) -> Progress:
    """Read a `Progress` from a quiz store (see the module docstring).

    Two grouped queries over the ``answers_by_time`` index do the counting
    (answers and right ones per UTC hour, turned into local days; answer
    times per UTC day in whole seconds, for the medians), so a history of
    100,000 answers is read in tens of milliseconds.

    Args:
        reader: the store's `Database` or a `Reader` on it.
        at: now (UTC, or aware).
        tz_minutes: the learner's offset from UTC, for local days.

    Raises:
        StoreError: the store cannot be read.
    """
    at = utc(at)
    shift = timedelta(minutes=tz_minutes)
    states = read_states(reader)
    rows = skill_rows(states, at)
    today = (at + shift).date()
    first_week = today - timedelta(days=today.weekday() + 7 * (WEEKS - 1))
    since = min(first_week, today - timedelta(days=DAYS - 1))

    def utc_start(d: date) -> str:
        return iso(datetime(d.year, d.month, d.day, tzinfo=at.tzinfo) - shift)

    days: dict[date, int] = {}
    day_right: dict[date, int] = {}
    for hour, count, right in reader.read(
            "SELECT substr(answered_at, 1, 13), count(*), sum(right) FROM answers WHERE answered_at >= ? "
            "GROUP BY 1", (utc_start(since),)):
        d = (datetime.fromisoformat(hour + ":00:00+00:00") + shift).date()
        days[d] = days.get(d, 0) + count
        day_right[d] = day_right.get(d, 0) + right
    week_hist: dict[date, dict[int, int]] = {}
    last7_hist: dict[int, int] = {}
    seven = today - timedelta(days=6)
    for day, sec, count in reader.read(
            "SELECT substr(answered_at, 1, 10), min(time_ms / 1000, 600), count(*) FROM answers "
            "WHERE answered_at >= ? GROUP BY 1, 2", (utc_start(first_week),)):
        d = date.fromisoformat(day)
        h = week_hist.setdefault(d - timedelta(days=d.weekday()), {})
        h[sec] = h.get(sec, 0) + count
        if d >= seven:
            last7_hist[sec] = last7_hist.get(sec, 0) + count
    weeks = []
    for i in range(WEEKS):
        w = first_week + timedelta(days=7 * i)
        span = [w + timedelta(days=k) for k in range(7)]
        weeks.append(WeekRow(w, sum(days.get(d, 0) for d in span), sum(day_right.get(d, 0) for d in span),
                             _median_ms(week_hist.get(w, {}))))
    recent = [today - timedelta(days=k) for k in range(7)]
    last7 = (sum(days.get(d, 0) for d in recent), sum(day_right.get(d, 0) for d in recent), _median_ms(last7_hist))
    total = reader.read("SELECT count(*) FROM answers")[0][0]
    sessions = tuple(SessionRow(*r) for r in reader.read(
        "SELECT s.id, s.started_at, s.mode, s.topic, s.difficulty, s.size, count(a.id), coalesce(sum(a.right), 0), "
        "coalesce(sum(a.time_ms), 0) FROM (SELECT * FROM sessions WHERE EXISTS "
        "(SELECT 1 FROM answers WHERE answers.session_id = sessions.id) ORDER BY id DESC LIMIT ?) s "
        "JOIN answers a ON a.session_id = s.id GROUP BY s.id ORDER BY s.id DESC", (SESSIONS,)))
    due_now = tuple(r.id for r in rows if r.due_now)
    return Progress(at, rows, due_now, tuple(due_by_day(states, at)), tuple(weeks), days, sessions, total, last7)
