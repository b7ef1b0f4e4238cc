"""A quiz session: questions in order, answers graded and stored, a summary.

`QuizSession` is the whole quiz without a screen: the UI (or a script, or a
test) asks `next_question`, shows it, and hands the learner's `Answer` to
`submit`, which grades it with the core's result and commits it to the
`QuizStore` before returning — only then may the next question be shown.
A session is a set number of questions, a timed run (questions until the
time is up; a question still open at the end is not counted), a retry of
given hand codes (the missed ones of an earlier session), a review (hands
dealt for the skills due, weakest first, `trainer.quiz.review.plan_review`)
or the practice of one skill (`SessionConfig.skill`). Each answer is stored
with the skills it exercised and the diagnosis of its wrong parts; the
store updates the skill states in the same transaction.
"""

from __future__ import annotations

import json
import random
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone

from ..core.hand import Hand, WinContext
from ..core.jsonio import hand_from_json
from ..core.result import ScoreResult
from ..core.rules import RuleSet
from ..core.scoring import score
from .generator import generate_for_skill, generate_hand, resolve_rules, rules_field
from .grading import POINT_PARTS, Answer, Grade, QuizOptions, asked_parts, expected_value, grade
from .hand_code import decode_hand, encode_hand
from .review import ReviewPlan, iso, plan_review
from .skills import exercised
from .steering import dealable, steer_for
from .store import QuizStore, StoreError
from .topics import difficulty_fits


@dataclass(frozen=True, slots=True)
class SessionConfig:
    """What a session asks.

    Attributes:
        topic: a topic id (`trainer.quiz.topics.ALL_TOPICS`).
        difficulty: 1, 2 or 3.
        count: number of questions (count mode), or None for a timed run.
        seconds: length of a timed run, or None.
        options: the `QuizOptions`.
        rules: the rules of generated hands: a preset name, or a whole
            `RuleSet` (the window's rules, options changed or not).
        seed: generator seed; None draws one (and stores it).
        review: a review session: hands dealt for the skills due now,
            weakest first, with a few new ones (`review.plan_review`).
        skill: a skill id to practise (every hand dealt for it), or None.
    """

    topic: str = "mixed"
    difficulty: int = 2
    count: int | None = 10
    seconds: int | None = None
    options: QuizOptions = field(default_factory=QuizOptions)
    rules: str | RuleSet = "tenhou"
    seed: int | None = None
    review: bool = False
    skill: str | None = None


@dataclass(frozen=True, slots=True)
class Question:
    """One question as shown.

    Attributes:
        position: 0-based place in the session.
        code: the hand code; topic, difficulty: as generated.
        hand: the SCHEMA.md hand object.
        result: the core's `ScoreResult` (the truth; not shown until graded).
        ctx, rules: the hand's `WinContext` and `RuleSet`.
        asked: the part ids asked (`grading.asked_parts`).
        held: the core's `Hand` (for the diagnosis of a wrong answer).
        targets: for a review question, the skill ids it was dealt for.
    """

    position: int
    code: str
    topic: str
    difficulty: int
    hand: dict
    result: ScoreResult
    ctx: WinContext
    rules: RuleSet
    asked: tuple[str, ...]
    held: Hand | None = None
    targets: tuple[str, ...] = ()


@dataclass(frozen=True, slots=True)
class Answered:
    """A question with the learner's answer, its grade, the time taken (ms)
    and the stored answer's uid ("" when not from a session)."""

    question: Question
    answer: Answer
    grade: Grade
    time_ms: int
    uid: str = ""


@dataclass(frozen=True, slots=True)
class Summary:
    """The end of a session.

    Attributes:
        answered, right: questions answered, and answered with every part
            right.
        by_topic: ``{topic: (right, answered)}``, topics (as `shown_topic`
            names them) in first-seen order.
        by_part: ``{part: (right, asked)}``.
        missed: the `Answered` questions with a wrong part, in order.
        seconds: total time spent answering, in seconds.
    """

    answered: int
    right: int
    by_topic: dict[str, tuple[int, int]]
    by_part: dict[str, tuple[int, int]]
    missed: tuple[Answered, ...]
    seconds: float

    @property
    def accuracy(self) -> float:
        """right / answered (0.0 for an empty session)."""
        return self.right / self.answered if self.answered else 0.0


def shown_topic(q: Question) -> str:
    """The topic a question counts under, named above it and in the summary:
    its own, unless the question does not ask what that topic is about — a
    Payments hand dealt in a Mixed session without the points asked is a
    ``mixed`` question, not a Payments one."""
    if q.topic == "payments" and not set(q.asked) & set(POINT_PARTS):
        return "mixed"
    return q.topic


def truth_json(result: ScoreResult, asked: tuple[str, ...]) -> dict:
    """The core's values for the asked parts, plus ``limit`` (stored with
    each answer): e.g. ``{"fu": 40, "han": 1, "limit": null}``."""
    out = {}
    for p in asked:
        v = expected_value(result, p)
        out[p] = list(v) if isinstance(v, tuple) else v
    out["limit"] = result.limit
    return out


def question_from_code(position: int, code: str, topic: str, difficulty: int,
                       options: QuizOptions) -> Question:
    """Rebuild a question from its hand code (retries, saved hands).

    Raises:
        HandCodeError: a bad code; HandError: a hand the core refuses.
    """
    hand = decode_hand(code)
    h, ctx, rules = hand_from_json(hand)
    result = score(h, ctx, rules)
    return Question(position, code, topic, difficulty, hand, result, ctx, rules, asked_parts(result, options), h)


class HandItems(Sequence):
    """``(code, topic, difficulty)`` of each of some SCHEMA.md hands, as a
    retry session asks them (`QuizSession.over_hands`), each worked out
    when first asked: read (`hands` may read from a file as it is
    indexed), scored for its difficulty (`topics.difficulty_fits`: 3 with
    a catch, 1 when plain, else 2) and written as a hand code.

    Raises (on reading an item):
        HandError: the core refuses the hand. HandCodeError: it cannot be
        written as a hand code. Whatever `hands` raises when indexed.
    """

    def __init__(self, hands: Sequence[dict], topic: str) -> None:
        self._hands = hands
        self._topic = topic
        self._done: dict[int, tuple[str, str, int]] = {}

    def __len__(self) -> int:
        return len(self._hands)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        i = range(len(self))[i]  # negative and out-of-range indexes as a list takes them
        if i not in self._done:
            hand = self._hands[i]
            h, ctx, rules = hand_from_json(hand)
            result = score(h, ctx, rules)
            level = 3 if difficulty_fits(3, h, ctx, result) else 1 if difficulty_fits(1, h, ctx, result) else 2
            self._done[i] = (encode_hand(hand), self._topic, level)
        return self._done[i]


class QuizSession:
    """Questions, grading and storage for one run.

    Args:
        store: where answers go (`QuizStore`).
        config: the `SessionConfig`.
        retry: for a retry session, ``(code, topic, difficulty)`` of each
            question, asked in that order (config.count is ignored).
        clock: seconds, monotonic (tests pass a fake).

    Attributes: `answered` (the `Answered` so far), `current`, `unsaved`
    (answers the store refused, kept to be written later), `save_error`
    (the store's last refusal, or None), `kept_aside` (how many of the
    unsaved answers also wait in the store's side file, safe from a crash
    or a quit), `aside_error` (why the side file could not take them, or
    None).

    Raises (on construction):
        StoreError: the store cannot record the session (nothing started).
        ValueError: an unknown rule preset name.
    """

    def __init__(self, store: QuizStore, config: SessionConfig,
                 retry: Sequence[tuple[str, str, int]] | None = None, clock=time.monotonic,
                 now: Callable[[], datetime] | None = None) -> None:
        self.store = store
        self.config = config
        self.clock = clock
        self.now = now or (lambda: datetime.now(timezone.utc))
        # a HandItems works its hands out as they are asked; any other list is copied
        self.retry_list = retry if isinstance(retry, HandItems) else list(retry) if retry is not None else None
        seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**31)
        self.seed = seed
        self.rng = random.Random(seed)
        self.plan: ReviewPlan | None = None
        topic = config.topic
        if self.retry_list is not None:
            mode, size = "retry", len(self.retry_list)
        elif config.seconds is not None:
            mode, size = "timed", config.seconds
        elif config.review:
            mode, size, topic = "review", int(config.count or 0), "review"
            self.plan = plan_review(store.skill_states(), self.now(), size, dealable(resolve_rules(config.rules)))
        elif config.skill is not None:
            mode, size, topic = "skill", int(config.count or 0), config.skill
        else:
            mode, size = "count", int(config.count or 0)
        self.mode = mode
        field_ = rules_field(resolve_rules(config.rules))
        rules_text = field_ if isinstance(field_, str) else json.dumps(field_, sort_keys=True)
        started_at, session_uid = iso(self.now()), uuid.uuid4().hex
        self.session_id = store.start_session(mode, size, topic, config.difficulty,
                                              None if mode == "retry" else seed, rules_text,
                                              config.options.to_json(), started_at, session_uid)
        # the session as the history export writes it, for answers that must wait in the side file
        self._session_row = {"uid": session_uid, "started_at": started_at, "mode": mode, "size": size,
                             "topic": topic, "difficulty": config.difficulty,
                             "seed": None if mode == "retry" else seed, "rules": rules_text,
                             "options": config.options.to_json(), "finished_at": None}
        self.answered: list[Answered] = []
        self._pending: list[tuple] = []
        self._aside: set[str] = set()  # uids of pending answers also in the side file
        self.aside_error: OSError | None = None
        self._stamp_due = False  # finished, the end not yet stamped in the store
        self.save_error: StoreError | None = None
        self.current: Question | None = None
        self._shown_at = 0.0
        self._started_at: float | None = None
        self._finished = False

    @property
    def total(self) -> int | None:
        """Questions in the session, or None for a timed run."""
        if self.retry_list is not None:
            return len(self.retry_list)
        if self.plan is not None:
            return len(self.plan.targets)
        return None if self.mode == "timed" else int(self.config.count or 0)

    def answered_at(self) -> str:
        """Now, by the session's wall clock, as the store writes it."""
        return iso(self.now())

    def seconds_left(self) -> float | None:
        """Seconds left in a timed run (None otherwise; never below 0)."""
        if self.mode != "timed":
            return None
        if self._started_at is None:
            return float(self.config.seconds)
        return max(0.0, self.config.seconds - (self.clock() - self._started_at))

    def is_over(self) -> bool:
        """No more questions: all asked and answered, time up, or finished."""
        if self._finished:
            return True
        if self.mode == "timed":
            return self.seconds_left() <= 0
        return len(self.answered) >= (self.total or 0)

    def next_question(self) -> Question | None:
        """The next question (the current one again if not yet answered),
        or None when the session is over. Starts the answer timer."""
        if self.current is not None and not self.is_over():
            return self.current
        if self.is_over():
            self.current = None
            return None
        pos = len(self.answered)
        opts = self.config.options
        if self.retry_list is not None:
            code, topic, difficulty = self.retry_list[pos]
            q = question_from_code(pos, code, topic, difficulty, opts)
        elif self.plan is not None or self.config.skill is not None:
            q = self._skill_question(pos)
        else:
            g = generate_hand(self.rng, self.config.topic, self.config.difficulty, self.config.rules)
            h, ctx, rules = hand_from_json(g.hand)
            q = Question(pos, g.code, g.topic, g.difficulty, g.hand, g.result, ctx, rules,
                         asked_parts(g.result, opts), h)
        self.current = q
        self._shown_at = self.clock()
        if self._started_at is None:
            self._started_at = self._shown_at
        return q

    def _skill_question(self, pos: int) -> Question:
        """A hand dealt for the planned skill (review) or the chosen one,
        asking the parts that skill needs besides the session's options;
        its targets: the due, new or chosen skills it exercises."""
        opts = self.config.options
        if self.plan is not None:
            target = self.plan.targets[pos]
            wanted = set(self.plan.due) | set(self.plan.new) | {target}
        else:
            target = self.config.skill
            wanted = {target}
        g, _asked = generate_for_skill(self.rng, target, self.config.difficulty, self.config.rules)
        h, ctx, rules = hand_from_json(g.hand)
        steer = steer_for(target)
        asked = asked_parts(g.result, replace(opts, points=opts.points or bool(steer and steer.points)))
        hit = exercised(g.result, h, ctx, rules, asked)
        if target not in hit and opts.answer != "han_fu":
            # the answer mode does not ask what the skill decides (a yaku in
            # the fu-only mode): ask the hand as the han-and-fu mode would
            asked = asked_parts(g.result, replace(opts, answer="han_fu", points=bool(steer and steer.points)))
            hit = exercised(g.result, h, ctx, rules, asked)
        targets = tuple([target] + [s for s in hit if s in wanted and s != target]) if target in hit else \
            tuple(s for s in hit if s in wanted)
        return Question(pos, g.code, g.topic, g.difficulty, g.hand, g.result, ctx, rules, asked, h, targets)

    def submit(self, answer: Answer) -> Answered:
        """Grade the current question and commit it to the store.

        Returns the `Answered` (with its `Grade`). The row is committed
        before this returns — unless the store refuses (read-only, locked,
        damaged file): then the answer is still graded and returned, its row
        is kept in memory (`unsaved`, the reason in `save_error`) and
        written, in order, by the next `save_pending` (which `submit` and
        `next_question` callers run first). Nothing answered is dropped
        silently.

        Raises:
            RuntimeError: no question is waiting for an answer.
        """
        q = self.current
        if q is None:
            raise RuntimeError("no question is waiting for an answer")
        time_ms = int(round((self.clock() - self._shown_at) * 1000))
        g = grade(answer, q.result, self.config.options, q.ctx, q.rules, q.held, q.asked, self._record())
        uid = uuid.uuid4().hex
        done = Answered(q, answer, g, time_ms, uid)
        self.answered.append(done)
        self.current = None
        self._pending.append((self.session_id, q.position, q.code, q.topic, q.difficulty, answer.to_json(),
                              truth_json(q.result, q.asked), g.rights(), time_ms, g.skills,
                              [d.to_json() for d in g.diagnoses], q.targets, self.answered_at(), uid))
        self.save_pending()
        return done

    def resolve(self, answered: Answered, part: str, skills: tuple[str, ...]) -> Answered:
        """The learner's word on an ambiguous wrong part (`Grade.ambiguities`):
        `skills` was the slip. The answer's grade records it (`Grade.resolve`)
        and so does the store (`QuizStore.add_outcomes`; an answer still
        unsaved carries it when written). Returns the updated `Answered`; a
        store that refuses sets `save_error` (the answer itself is kept).

        Raises:
            ValueError: `answered` is not of this session, or `skills` is not
                one of the part's choices.
        """
        i = next((k for k, a in enumerate(self.answered) if a is answered or (a.uid and a.uid == answered.uid)), None)
        if i is None:
            raise ValueError("that answer is not of this session")
        old = self.answered[i]
        g = old.grade.resolve(part, skills)
        done = replace(old, grade=g)
        self.answered[i] = done
        known = {k for k, _ok in old.grade.skills}
        added = [(k, ok) for k, ok in g.skills if k not in known]
        for n, row in enumerate(self._pending):
            if row[13] == old.uid:
                self._pending[n] = row[:9] + (g.skills,) + row[10:]
                return done
        if added:
            try:
                self.store.add_outcomes(old.uid, added)
            except StoreError as e:
                self.save_error = e
        return done

    def _record(self) -> dict[str, tuple[int, int]]:
        """The learner's ``{skill: (seen, right)}`` from the store (empty
        when the store cannot be read: the grade then blames every equal
        explanation)."""
        try:
            states = self.store.skill_states()
        except StoreError:
            return {}
        return {k: (s.seen, s.right) for k, s in states.items()}

    @property
    def unsaved(self) -> int:
        """Answered questions not yet written to the store (0 normally)."""
        return len(self._pending)

    @property
    def kept_aside(self) -> int:
        """Unsaved answers that also wait in the store's side file."""
        return len(self._aside)

    def _side_record(self, row: tuple) -> dict:
        """A pending row as the side file keeps it: the session and the
        answer in the history export shapes (`trainer.quiz.history`)."""
        (_sid, position, code, topic, difficulty, answer, truth, parts, time_ms, skills, diagnosis, targets,
         answered_at, uid) = row
        return {"session": self._session_row,
                "answer": {"uid": uid, "session": self._session_row["uid"], "position": position, "code": code,
                           "topic": topic, "difficulty": difficulty, "answer": answer, "truth": truth,
                           "parts": parts, "right": bool(parts) and all(parts.values()), "time_ms": time_ms,
                           "answered_at": answered_at, "skills": [[k, ok] for k, ok in skills],
                           "diagnosis": list(diagnosis), "targets": list(targets)}}

    def _keep_aside(self) -> None:
        """Put the unsaved answers not there yet into the side file, so a
        crash or a quit loses none (the next open merges them)."""
        rows = [row for row in self._pending if row[13] not in self._aside]
        if not rows:
            return
        try:
            self.store.keep_aside([self._side_record(row) for row in rows])
        except OSError as e:
            self.aside_error = e
            return
        self.aside_error = None
        self._aside.update(row[13] for row in rows)

    def save_pending(self) -> bool:
        """Write the answers the store refused before, oldest first, each
        in its own committed transaction. Returns True when none is left
        unsaved; on a refusal keeps the rest (in memory and in the store's
        side file) and sets `save_error`."""
        while self._pending:
            row = self._pending[0]
            try:
                # one that waited in the side file may have been merged already (by another session's save)
                if row[13] not in self._aside or not self.store.has_answer(row[13]):
                    self.store.record_answer(*row, in_order=True)
            except StoreError as e:
                self.save_error = e
                self._keep_aside()
                return False
            self._aside.discard(self._pending.pop(0)[13])
            try:   # later answers decide the pending misses (trainer.quiz.pending); retried after the next answer
                self.store.decide_pending()
            except StoreError:
                pass
        self.save_error = None
        if self.store.side_path.exists():
            try:
                self.store.merge_side_file()  # every answer it held is in the file now: removed
            except StoreError:
                pass
        if self._stamp_due:
            try:
                self.store.finish_session(self.session_id)
            except StoreError as e:
                self.save_error = e
                return True  # every answer is saved; only the end stamp is missing
            self._stamp_due = False
        return True

    def finish(self) -> Summary:
        """End the session (an unanswered question is dropped), stamp it in
        the store, and return the `Summary`. Answers still unsaved are tried
        once more; a store that refuses the stamp sets `save_error` (the
        summary is returned all the same)."""
        if not self._finished:
            self._finished = True
            self.current = None
            self._stamp_due = True
            self.save_pending()
        return self.summary()

    def summary(self) -> Summary:
        """Accuracy overall, per topic and per part; the missed questions."""
        by_topic: dict[str, tuple[int, int]] = {}
        by_part: dict[str, tuple[int, int]] = {}
        for a in self.answered:
            topic = shown_topic(a.question)
            r, n = by_topic.get(topic, (0, 0))
            by_topic[topic] = (r + a.grade.all_right, n + 1)
            for p in a.grade.parts:
                r, n = by_part.get(p.part, (0, 0))
                by_part[p.part] = (r + p.right, n + 1)
        missed = tuple(a for a in self.answered if not a.grade.all_right)
        right = sum(1 for a in self.answered if a.grade.all_right)
        secs = sum(a.time_ms for a in self.answered) / 1000
        return Summary(len(self.answered), right, by_topic, by_part, missed, secs)

    @classmethod
    def over_hands(cls, store: QuizStore, config: SessionConfig, hands: Sequence[dict],
                   clock=time.monotonic) -> QuizSession:
        """A session asking exactly these SCHEMA.md hands, in order (e.g. the
        wins of imported games), each under its own ``rules``.

        Each hand is asked under `config.topic` (the history's topic for
        these answers, e.g. ``mixed``) with the difficulty it has
        (`topics.difficulty_fits`: 3 with a catch, 1 when plain, else 2), and
        stored as a hand code with every answer, like a retry (the store's
        mode ``retry`` is "a session over given hand codes").

        Each hand is read, scored and coded when the session comes to it
        (`HandItems`), so a session over 10,000 wins starts at once (issue
        24: "Quiz me on these" on 500 games took 2.6–3.4 s).

        Raises:
            HandError: the first hand is one the core refuses (nothing
                started); a later one raises it from `next_question`.
            HandCodeError: a hand that cannot be written as a hand code (as
                HandError).
            StoreError: the store cannot record the session.
        """
        items = HandItems(hands, config.topic)
        if len(items):
            items[0]  # noqa: B018 — the first hand is checked now: a refused one starts nothing
        return cls(store, config, retry=items, clock=clock)

    def retry_missed(self) -> QuizSession | None:
        """A new session asking the missed questions again (same options),
        or None when nothing was missed."""
        missed = self.summary().missed
        if not missed:
            return None
        items = [(a.question.code, a.question.topic, a.question.difficulty) for a in missed]
        return QuizSession(self.store, self.config, retry=items, clock=self.clock, now=self.now)
