"""Spaced review of skills with FSRS (the `fsrs` package, py-fsrs 6).

One FSRS card per skill (`trainer.quiz.skills`). Each graded question
gives every skill it exercised an outcome (`grading.skill_outcomes`); the
outcome becomes a rating — a failed skill **Again**, a right one **Good**,
right but slow (more than `SLOW_MS_PER_PART` per asked part) **Hard** — and
the rating schedules the card, at most once per skill per day (UTC): a
later outcome the same day only counts when it is worse, and then replaces
that day's review (the card is reviewed again from its state before the
day). Learning steps are off (intervals are whole days) and so is the
interval fuzz, so a history replays to the same states on every machine.

`SkillState` is a plain value; `apply` returns the next one, so a store can
write it in the same transaction as the answer, and `replay` rebuilds every
state from a history (a migration, an import).

`plan_review` chooses what a review session practises: the skills due now,
weakest first, each weighted by how weak it is (so a skill the learner keeps
missing comes back again and again), with a few new skills mixed in.
"""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime, timedelta, timezone

from fsrs import Card, Rating, Scheduler

from .skills import BY_SKILL, SKILLS

#: Answers slower than this per asked part are rated Hard when right.
SLOW_MS_PER_PART = 15_000
#: Strength is the chance of recalling a skill this many days from now.
STRENGTH_DAYS = 30
#: Share of a review session given to skills never seen (at least one when
#: any is left and the session has 4 or more questions).
NEW_SHARE = 0.15
#: Review weights grow with weakness to this power (a missed skill, strength
#: about 0.3, weighs some 15 times one answered right once, about 0.65).
WEAKNESS_POWER = 4

SCHEDULER = Scheduler(learning_steps=(), relearning_steps=(), enable_fuzzing=False)


def utc(at: datetime) -> datetime:
    """`at` in UTC (a naive time is taken as UTC)."""
    return at.replace(tzinfo=timezone.utc) if at.tzinfo is None else at.astimezone(timezone.utc)


#: The times a history may hold: [EARLIEST, LATEST). Outside them a year was
#: mistyped, and FSRS intervals (up to 100 years) after LATEST still fit the
#: calendar (`datetime` ends in 9999).
EARLIEST = datetime(1970, 1, 1, tzinfo=timezone.utc)
LATEST = datetime(2200, 1, 1, tzinfo=timezone.utc)
#: How far ahead of this machine's clock an answer's stated time may be
#: (another machine's clock, a time zone typed wrong).
CLOCK_SKEW = timedelta(days=1)


def parse_time(text: str) -> datetime:
    """An ISO-8601 time as an aware UTC datetime (``Z`` accepted; a time
    without zone is UTC), from `EARLIEST` to before `LATEST`.

    Raises:
        ValueError: not an ISO-8601 date or time, or outside that range.
    """
    if not isinstance(text, str) or not 0 < len(text) <= 40:
        raise ValueError(f"not an ISO-8601 time: {str(text)[:40]!r}")
    try:
        at = utc(datetime.fromisoformat(text.strip().replace("Z", "+00:00").replace("z", "+00:00")))
    except ValueError:
        raise ValueError(f"not an ISO-8601 time: {text[:40]!r}") from None
    except OverflowError:  # a zone that pushes year 1 or 9999 out of the calendar
        raise ValueError(f"not a time in the calendar: {text[:40]!r}") from None
    if not EARLIEST <= at < LATEST:
        raise ValueError(f"{text[:40]!r} is outside {EARLIEST.year}–{LATEST.year - 1}")
    return at


def answer_time(text: str, now: datetime | None = None) -> datetime:
    """The time an answer was given, as `parse_time` reads it, and not later
    than `now` (default: this machine's clock) by more than `CLOCK_SKEW`: an
    answer from the future would push every review after it to that time.

    Raises:
        ValueError: not an ISO-8601 time, outside the range, or in the future.
    """
    at = parse_time(text)
    if at > utc(now or datetime.now(timezone.utc)) + CLOCK_SKEW:
        raise ValueError(f"{text[:40]!r} is in the future")
    return at


def iso(at: datetime) -> str:
    """ISO-8601 UTC text with milliseconds (the store's time format)."""
    return utc(at).isoformat(timespec="milliseconds")


def card_id(skill: str) -> int:
    """A stable FSRS card id for a skill id (CRC-32 of the id)."""
    return zlib.crc32(skill.encode())


def rating_of(ok: bool, time_ms: int, parts: int) -> Rating:
    """Again for a failed skill, Hard for a right but slow answer, else Good."""
    if not ok:
        return Rating.Again
    if time_ms > SLOW_MS_PER_PART * max(1, parts):
        return Rating.Hard
    return Rating.Good


@dataclass(frozen=True, slots=True)
class SkillState:
    """What the learner's record says about one skill.

    Attributes:
        skill: the skill id.
        card: the FSRS card as `Card.to_dict()` (None: never scheduled).
        before: the card before today's review (to redo it with a worse
            rating), or None.
        day: UTC date (``YYYY-MM-DD``) of the last scheduling review.
        day_rating: that review's rating (1 Again … 4 Easy), 0 when none.
        reviews: scheduling reviews (days with an outcome).
        lapses: days rated Again.
        seen, right: outcomes recorded, and how many were right.
        last_seen: ISO time of the last outcome ("" when none).
    """

    skill: str
    card: dict | None = None
    before: dict | None = None
    day: str = ""
    day_rating: int = 0
    reviews: int = 0
    lapses: int = 0
    seen: int = 0
    right: int = 0
    last_seen: str = ""

    def fsrs_card(self) -> Card | None:
        """The FSRS `Card`, or None when never scheduled."""
        return Card.from_dict(self.card) if self.card else None

    @property
    def due(self) -> datetime | None:
        """When the skill is due next (UTC), or None when never seen."""
        return datetime.fromisoformat(self.card["due"]) if self.card else None

    def retrievability(self, at: datetime) -> float:
        """FSRS's chance of recalling the skill at `at` (0 when never seen)."""
        card = self.fsrs_card()
        return SCHEDULER.get_card_retrievability(card, utc(at)) if card else 0.0

    def strength(self, at: datetime) -> float:
        """How well the skill is known: the chance of recalling it
        `STRENGTH_DAYS` days after `at` (0 when never seen). It separates a
        skill missed today (about 0.3) from one answered right once (about
        0.65) and one known for weeks (0.85 and more), where the
        retrievability right after practice is near 1 for all of them."""
        return self.retrievability(utc(at) + timedelta(days=STRENGTH_DAYS))

    def to_json(self) -> dict:
        """Every field (the export's and the store's shape)."""
        return {"skill": self.skill, "card": self.card, "before": self.before, "day": self.day,
                "day_rating": self.day_rating, "reviews": self.reviews, "lapses": self.lapses,
                "seen": self.seen, "right": self.right, "last_seen": self.last_seen}

    @staticmethod
    def from_json(data: dict) -> SkillState:
        """Inverse of `to_json`.

        Raises:
            KeyError, TypeError, ValueError: a malformed record.
        """
        return SkillState(str(data["skill"]), data.get("card"), data.get("before"), str(data.get("day", "")),
                          int(data.get("day_rating", 0)), int(data.get("reviews", 0)),
                          int(data.get("lapses", 0)), int(data.get("seen", 0)), int(data.get("right", 0)),
                          str(data.get("last_seen", "")))


#: Latest due time a sound card may hold: an answer before `LATEST` plus the
#: longest FSRS interval (100 years) and a margin.
_LATEST_DUE = datetime(2302, 1, 1, tzinfo=timezone.utc)
#: Largest count a sound state may hold (reviews, lapses, seen, right).
_MAX_COUNT = 10**9


def _no_constant(name: str):
    raise ValueError(f"{name} is not a number a skill state may hold")


def _count(data: dict, name: str) -> int:
    v = data.get(name, 0)
    if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= _MAX_COUNT:
        raise ValueError(f"{name} must be a whole number from 0 to {_MAX_COUNT}, not {str(v)[:40]!r}")
    return v


def _stamp(v, name: str, latest: datetime, empty_ok: bool) -> None:
    if empty_ok and v in (None, ""):
        return
    if not isinstance(v, str) or not 0 < len(v) <= 40:
        raise ValueError(f"{name} must be an ISO-8601 time, not {str(v)[:40]!r}")
    try:
        at = utc(datetime.fromisoformat(v))
    except (ValueError, OverflowError):
        raise ValueError(f"{name} is not an ISO-8601 time: {v[:40]!r}") from None
    if not EARLIEST <= at < latest:
        raise ValueError(f"{name} {v[:40]!r} is outside {EARLIEST.year}–{latest.year - 1}")


def _check_card(card, name: str) -> None:
    """An FSRS card as `Card.to_dict` writes it, every field typed and in
    range (FSRS-5: difficulty 1–10, stability above 0)."""
    if card is None:
        return
    if not isinstance(card, dict):
        raise ValueError(f"{name} must be an object or null, not {type(card).__name__}")
    cid, state, step = card.get("card_id"), card.get("state"), card.get("step")
    if isinstance(cid, bool) or not isinstance(cid, int) or not 0 <= cid < 2**63:
        raise ValueError(f"{name}.card_id must be a whole number, not {str(cid)[:40]!r}")
    if isinstance(state, bool) or state not in (1, 2, 3):
        raise ValueError(f"{name}.state must be 1, 2 or 3, not {str(state)[:40]!r}")
    if step is not None and (isinstance(step, bool) or not isinstance(step, int) or not 0 <= step <= 100):
        raise ValueError(f"{name}.step must be a small whole number or null, not {str(step)[:40]!r}")
    # FSRS: stability (days) above 0; difficulty from 1 to 10
    for field_, ok in (("stability", lambda v: 0 < v <= 1e6), ("difficulty", lambda v: 1 <= v <= 10)):
        v = card.get(field_)
        if v is None:
            continue
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v) or not ok(v):
            raise ValueError(f"{name}.{field_} is out of range: {str(v)[:40]!r}")
    _stamp(card.get("due"), f"{name}.due", _LATEST_DUE, empty_ok=False)
    _stamp(card.get("last_review"), f"{name}.last_review", LATEST, empty_ok=True)


def state_from_row(skill, text) -> SkillState:
    """One stored ``skill_states`` row, checked: the state JSON of `skill`
    with every field typed and in range (no NaN or infinite number, no
    negative count, times from 1970 to their bounds, the row's skill id
    equal to the state's). A bad row is derived data gone wrong — the
    store rebuilds the states from the answers (`store.QuizStore`).

    Raises:
        ValueError: the row is damaged (the message names the field).
    """
    if not isinstance(skill, str) or not 0 < len(skill) <= 100:
        raise ValueError(f"the skill id must be text, not {str(skill)[:40]!r}")
    if not isinstance(text, str) or len(text) > 10_000:
        raise ValueError(f"the state of {skill!r} must be JSON text of at most 10,000 characters")
    try:
        data = json.loads(text, parse_constant=_no_constant)
    except json.JSONDecodeError as e:
        raise ValueError(f"the state of {skill!r} is not JSON ({e.msg})") from None
    if not isinstance(data, dict):
        raise ValueError(f"the state of {skill!r} must be an object, not {type(data).__name__}")
    if data.get("skill") != skill:
        raise ValueError(f"the state of {skill!r} names another skill: {str(data.get('skill'))[:40]!r}")
    for name in ("card", "before"):
        _check_card(data.get(name), name)
    counts = {n: _count(data, n) for n in ("reviews", "lapses", "seen", "right")}
    if counts["right"] > counts["seen"] or counts["lapses"] > counts["reviews"]:
        raise ValueError(f"the counts of {skill!r} do not add up (right ≤ seen, lapses ≤ reviews)")
    rating = data.get("day_rating", 0)
    if isinstance(rating, bool) or rating not in (0, 1, 2, 3, 4):
        raise ValueError(f"day_rating must be 0 to 4, not {str(rating)[:40]!r}")
    day = data.get("day", "")
    if day != "":
        if not isinstance(day, str) or len(day) != 10:
            raise ValueError(f"day must be a date YYYY-MM-DD, not {str(day)[:40]!r}")
        _stamp(day + "T00:00:00+00:00", "day", LATEST, empty_ok=False)
    _stamp(data.get("last_seen", ""), "last_seen", LATEST, empty_ok=True)
    try:
        state = SkillState.from_json(data)
        state.fsrs_card()
        if state.before:
            Card.from_dict(state.before)
    except (KeyError, TypeError, ValueError) as e:
        raise ValueError(f"the state of {skill!r} cannot be read ({e})") from None
    return state


class _Tracker:
    """One skill's state as live FSRS cards, for applying many outcomes."""

    __slots__ = ("skill", "card", "before", "day", "day_rating", "reviews", "lapses", "seen", "right", "last")

    def __init__(self, s: SkillState) -> None:
        self.skill = s.skill
        self.card = Card.from_dict(s.card) if s.card else None
        self.before = Card.from_dict(s.before) if s.before else None
        self.day, self.day_rating, self.reviews, self.lapses = s.day, s.day_rating, s.reviews, s.lapses
        self.seen, self.right, self.last = s.seen, s.right, s.last_seen

    def apply(self, ok: bool, time_ms: int, parts: int, at: datetime) -> None:
        at = utc(at)
        rating = rating_of(ok, time_ms, parts)
        self.seen += 1
        self.right += bool(ok)
        stamp = iso(at)
        if stamp > self.last:
            self.last = stamp
        card = self.card
        if card is not None and card.last_review is not None and at < card.last_review:
            at = card.last_review
        day = at.date().isoformat()
        if card is not None and day == self.day:
            if rating.value >= self.day_rating:
                return  # at most one scheduling review a day: only a worse outcome counts
            base = self.before if self.before is not None else Card(card_id=card_id(self.skill), due=at)
            self.card, _log = SCHEDULER.review_card(base, rating, at)
            if rating == Rating.Again and self.day_rating != Rating.Again.value:
                self.lapses += 1
            self.day_rating = rating.value
            return
        base = card if card is not None else Card(card_id=card_id(self.skill), due=at)
        self.card, _log = SCHEDULER.review_card(base, rating, at)
        self.before, self.day, self.day_rating = base, day, rating.value
        self.reviews += 1
        self.lapses += rating == Rating.Again

    def state(self) -> SkillState:
        return SkillState(self.skill, self.card.to_dict() if self.card else None,
                          self.before.to_dict() if self.before else None, self.day, self.day_rating,
                          self.reviews, self.lapses, self.seen, self.right, self.last)


def apply(state: SkillState, ok: bool, time_ms: int, parts: int, at: datetime) -> SkillState:
    """The state after one outcome at `at` (see the module docstring).

    Args:
        ok: the skill was right; time_ms: the answer's time; parts: how
            many parts were asked (for "slow"); at: when it was answered (a
            time before the card's last review is taken as that review's
            time).
    """
    t = _Tracker(state)
    t.apply(ok, time_ms, parts, at)
    return t.state()


def replay(outcomes: Iterable[tuple[str, bool, int, int, datetime]],
           states: dict[str, SkillState] | None = None) -> dict[str, SkillState]:
    """States after the outcomes ``(skill, ok, time_ms, parts, at)``, applied
    in the order given (sort them by time first), starting from `states`
    (default: none seen)."""
    live = {k: _Tracker(v) for k, v in (states or {}).items()}
    for skill, ok, time_ms, parts, at in outcomes:
        t = live.get(skill)
        if t is None:
            t = live[skill] = _Tracker(SkillState(skill))
        t.apply(ok, time_ms, parts, at)
    return {k: t.state() for k, t in live.items()}


def weakest(states: dict[str, SkillState], at: datetime) -> list[SkillState]:
    """Seen skills, weakest first: those with a lapse before those never
    missed (a skill is ranked weak only on evidence that it was missed,
    issue 21 — one answered right but slowly, or not practised for a
    while, has a lower strength without any), then by strength, more
    lapses, catalogue order."""
    order = {s.id: i for i, s in enumerate(SKILLS)}
    seen = [s for s in states.values() if s.card]
    return sorted(seen, key=lambda s: (s.lapses == 0, round(s.strength(at), 6), -s.lapses,
                                       order.get(s.skill, len(order))))


def is_due(state: SkillState, at: datetime) -> bool:
    """Whether a seen skill is due on `at`'s day (UTC): reviews are counted
    by the day (one a day), so a skill due later today is due now."""
    d = state.due
    return d is not None and d.date() <= utc(at).date()


def due(states: dict[str, SkillState], at: datetime) -> list[SkillState]:
    """Seen skills due at `at` (`is_due`), weakest first."""
    return [s for s in weakest(states, at) if is_due(s, at)]


def due_by_day(states: dict[str, SkillState], at: datetime, days: int = 14) -> list[int]:
    """How many skills fall due on each of the next `days` days (UTC), day 0
    counting those already due."""
    return count_by_day((s.due for s in states.values()), at, days)


def count_by_day(dues, at: datetime, days: int = 14) -> list[int]:
    """How many of the due times `dues` (None: never seen) fall on each of
    the next `days` days (UTC), day 0 counting those already past."""
    at = utc(at)
    today = at.date()
    out = [0] * days
    for d in dues:
        if d is None:
            continue
        i = max(0, (d.date() - today).days)
        if i < days:
            out[i] += 1
    return out


@dataclass(frozen=True, slots=True)
class ReviewPlan:
    """What a review session practises.

    Attributes:
        targets: one skill id per question, in order.
        due: the skill ids due, weakest first.
        new: the never-seen skill ids mixed in.
    """

    targets: tuple[str, ...]
    due: tuple[str, ...]
    new: tuple[str, ...]


def plan_review(states: dict[str, SkillState], at: datetime, n: int, dealable: frozenset[str]) -> ReviewPlan:
    """The targets of an `n`-question review session at `at`.

    Due skills (that the generator can deal, `dealable`) share the session
    in proportion to ``(1 - strength) ** WEAKNESS_POWER``, spread out by a
    smooth weighted round robin that starts with the weakest; about
    `NEW_SHARE` of the questions introduce never-seen skills (catalogue
    order, standard yaku and fu before yakuman and local yaku). With nothing
    due, the weakest seen skills stand in for due ones (practice ahead).
    Deterministic: the same states and time give the same plan.
    """
    at = utc(at)
    due_now = [s for s in due(states, at) if s.skill in dealable]
    pool = due_now or [s for s in weakest(states, at) if s.skill in dealable][:10]
    seen = {s for s, st in states.items() if st.card}
    fresh = [s.id for s in sorted(SKILLS, key=lambda s: (s.local, s.yakuman))
             if s.id in dealable and s.id not in seen]
    n_new = 0
    if fresh and n > 0:
        n_new = n if not pool else min(len(fresh), max(1 if n >= 4 else 0, round(n * NEW_SHARE)))
    n_new = min(n_new, len(fresh))
    weights = {s.skill: max(1e-6, (1 - s.strength(at)) ** WEAKNESS_POWER) for s in pool}
    total = sum(weights.values())
    current = dict.fromkeys(weights, 0.0)
    slots: list[str] = []
    for _ in range(n - n_new):
        if not weights:
            break
        for k, w in weights.items():
            current[k] += w
        pick = max(current, key=lambda k: current[k])  # ties: the weaker (earlier in `pool`)
        current[pick] -= total
        slots.append(pick)
    new = fresh[:n_new]
    targets: list[str] = list(slots)
    if new:
        gap = max(1, math.ceil(len(slots) / (len(new) + 1))) if slots else 1
        for i, skill in enumerate(new):
            targets.insert(min(len(targets), (i + 1) * gap + i), skill)
    while len(targets) < n and fresh:  # nothing due or seen: new skills only
        targets.append(fresh[len(targets) % len(fresh)])
    return ReviewPlan(tuple(targets[:n]), tuple(s.skill for s in due_now), tuple(new))


def group_of(skill: str) -> str:
    """The group of a skill id (``fu`` … ``reading``), "" when unknown."""
    s = BY_SKILL.get(skill)
    return s.group if s else ""
