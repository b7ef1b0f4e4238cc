"""The course: ordered lessons from a first hand to every fu, each with a drill.

Lessons are data (`trainer/quiz/lessons/*.json`, one file per path, read
once): a short start for someone who knows only a local game (``start``:
winning shapes, what a yaku is, the short list of yaku, furiten — the
stages of seed ``003_…``), then two paths as teachers order them:
``table`` (limit hands → the 30 and 40 fu rows → 20 and 25 fu → the yaku
that make han → fu by the six shapes → exact fu → honba, sticks and
payments) and ``formula`` (fu items → rounding → han → base points →
payments → limits → dora).

Each lesson has an id, a title and a text in each of `LANGS`, the quiz
skills it teaches (`trainer.quiz.skills` ids), worked examples (SCHEMA.md
hands, checked against the core in ``tests/quiz/test_course.py``) and a drill:
generated hands steered toward its skills (`generator.generate_for_skill`),
kept when they *fit* the lesson (its filter: fu row, limit or not, table
counters, one of the six shapes…), asking the parts it names (`asked_for`).

Mastery follows from the quiz history alone (the answers `quiz --answers`
or the quiz tab stored): an answer counts for a lesson when it is a
question the lesson's drill could have dealt — the hand fits the lesson,
it exercises one of the lesson's skills, and every part the lesson asks
was asked (a drill's answer mode, or the quiz, may have asked more,
`drill_asked`) — and was given after the lesson opened (the previous lesson's
mastery). A lesson is mastered when, of its last `WINDOW` counted answers,
at least `RIGHT_IN_WINDOW` are right, the last `STREAK` in a row are
right, and no skill the lesson teaches was last seen wrong among them (a
learner who always misses one skill of a six-skill lesson could otherwise
pass with 8 of 10). Mastering a lesson opens the next; the first lesson is
open from the start.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterable
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from ..core.errors import HandError
from ..core.hand import Hand, WinContext
from ..core.jsonio import hand_from_json
from ..core.result import ScoreResult
from ..core.rules import RuleSet
from ..core.scoring import score
from ..core.yaku_table import DORA_IDS
from .fu_shapes import shape_holds
from .generator import GeneratedHand, generate_for_skill, resolve_rules
from .grading import ANSWER_MODES, Answer, Grade, QuizOptions, asked_parts, expected_value, grade
from .hand_code import HandCodeError, decode_hand
from .parts import PARTS, POINT_PARTS
from .skills import BY_SKILL, exercised
from .steering import dealable

#: Languages every lesson's title and text are written in.
LANGS = ("en", "zh_CN", "zh_TW", "ja")
#: The two paths after the start.
PATHS = ("table", "formula")
#: What a lesson's drill asks: mode → the parts (``points``: the payment
#: parts of the hand, ``points_total``: and the total when riichi sticks
#: make it differ; see `asked_for`).
ASK_MODES = {"yaku": ("yaku",), "han": ("han",), "fu": ("fu",), "fu_raw": ("fu_raw",),
             "exact": ("fu", "fu_raw"), "points": (), "points_total": ()}
#: The filter keys a lesson's ``fits`` may use (see `Lesson.fits`).
FIT_KEYS = frozenset(("fu", "limit", "yakuman", "standard", "dealer", "tsumo", "table_counters", "six_shapes"))
#: Mastery: of the last WINDOW counted answers at least RIGHT_IN_WINDOW right
#: and the last STREAK right (issue 21's example rule).
WINDOW, RIGHT_IN_WINDOW, STREAK = 10, 8, 3
#: Drafts tried per drill question before the next skill of the lesson is tried.
TRIES_PER_QUESTION = 300
#: Most questions one drill deals.
MAX_DRILL = 1000
_DIR = Path(__file__).with_name("lessons")
_FILES = ("start", "table", "formula")


class CourseError(ValueError):
    """A lesson file that does not hold a valid course (which file, which
    lesson, which field, why), or a drill that cannot be dealt."""


@dataclass(frozen=True, slots=True)
class Lesson:
    """One lesson of the course.

    Attributes:
        id: stable id, ``<path>.<name>`` (``table.rows``).
        path: ``start``, ``table`` or ``formula``.
        title, text: ``{lang: text}`` for every lang of `LANGS`.
        skills: the quiz skill ids it teaches (`trainer.quiz.skills.BY_SKILL`).
        ask: a key of `ASK_MODES`.
        given: parts the drill shows with the hand (``fu``, ``han``), so a
            lesson on the points table need not first count them.
        deal: the skills the drill steers toward, in turn (default: `skills`).
        fits: the filter a drill hand passes (``{"fu": [30, 40],
            "limit": false}``; keys: `FIT_KEYS`).
        difficulty: the generator's difficulty (1: closed, no counters).
        examples: ``({"id", "hand": <SCHEMA.md hand>}, …)`` worked examples.
    """

    id: str
    path: str
    title: dict
    text: dict
    skills: tuple[str, ...]
    ask: str
    given: tuple[str, ...] = ()
    deal: tuple[str, ...] = ()
    fits: dict = field(default_factory=dict)
    difficulty: int = 2
    examples: tuple[dict, ...] = ()

    def title_in(self, lang: str) -> str:
        """The title in `lang` (English when `lang` is not one of `LANGS`)."""
        return self.title.get(lang) or self.title["en"]

    def text_in(self, lang: str) -> str:
        """The explanation in `lang` (English when `lang` is not one of `LANGS`)."""
        return self.text.get(lang) or self.text["en"]

    @property
    def own_yaku(self) -> frozenset[str]:
        """The yaku ids its yaku skills teach (a yaku or han lesson's drill
        deals only hands whose yaku are all among them; empty for a lesson
        that teaches no yaku)."""
        return frozenset(BY_SKILL[s].subject for s in self.skills if BY_SKILL[s].group == "yaku")

    def fits_hand(self, hand: Hand, ctx: WinContext, result: ScoreResult) -> bool:
        """Whether a scored hand passes the lesson's filter: ``fu`` (the
        rounded fu is one of these), ``limit`` (the hand is / is not a
        limit hand), ``yakuman`` (is / is not), ``standard`` (four sets and
        a pair), ``dealer``, ``tsumo``, ``table_counters`` (honba or riichi
        sticks on the table), ``six_shapes`` (one of the six shapes with
        exactly its fu, `fu_shapes.shape_holds`); and a lesson asking
        the yaku or the han that teaches yaku (`own_yaku`) takes only hands
        whose yaku are all its own (its first drill asks from its 8 yaku,
        not from every yaku there is)."""
        f = self.fits
        if "fu" in f and (result.yakuman or result.fu not in f["fu"]):
            return False
        own = self.own_yaku
        if own and self.ask in ("yaku", "han") and any(y.id not in own for y in result.yaku if y.id not in DORA_IDS):
            return False
        checks = (("limit", lambda: result.limit is not None), ("yakuman", lambda: bool(result.yakuman)),
                  ("standard", lambda: result.chosen.reading.shape == "standard"),
                  ("dealer", lambda: ctx.is_dealer), ("tsumo", lambda: ctx.tsumo),
                  ("table_counters", lambda: bool(ctx.honba or ctx.riichi_sticks > int(ctx.in_riichi))),
                  ("six_shapes", lambda: shape_holds(hand, ctx, result)))
        return all(f[key] == test() for key, test in checks if key in f)


def asked_for(lesson: Lesson, result: ScoreResult) -> tuple[str, ...]:
    """The parts the lesson's drill asks of a hand, in `PARTS` order:
    the mode's parts, or for ``points`` the payment parts
    `grading.asked_parts` gives with points (``ron``, or ``dealer_pays``
    and ``non_dealer_pays``), for ``points_total`` those and ``total``
    when riichi sticks make it differ."""
    if lesson.ask not in ("points", "points_total"):
        return ASK_MODES[lesson.ask]
    parts = asked_parts(result, QuizOptions(points=True))
    keep = set(POINT_PARTS) - ({"total"} if lesson.ask == "points" else set())
    return tuple(p for p in parts if p in keep)


#: A drill's answer modes: what it asks with the lesson's own parts —
#: ``lesson`` nothing more, or one of `grading.ANSWER_MODES` (``points``,
#: ``han_fu``, ``fu``), whose parts are added (`drill_asked`).
DRILL_MODES = ("lesson",) + ANSWER_MODES


def drill_asked(lesson: Lesson, result: ScoreResult, mode: str = "lesson") -> tuple[str, ...]:
    """The parts a drill asks of a hand in an answer mode (`DRILL_MODES`):
    the lesson's own (`asked_for`: what it teaches, always asked, so the
    answer counts for it) and the mode's (`grading.asked_parts` with that
    answer mode), in `PARTS` order.

    Raises:
        ValueError: `mode` is not one of `DRILL_MODES`.
    """
    if mode not in DRILL_MODES:
        raise ValueError(f"unknown answer mode {mode!r} (modes: {', '.join(DRILL_MODES)})")
    own = set(asked_for(lesson, result))
    if mode != "lesson":
        extra = set(asked_parts(result, QuizOptions(answer=mode)))
        if lesson.ask == "points" and mode == "points":
            extra.discard("total")   # a lesson on the payments without the sticks
        own |= extra
    return tuple(p for p in PARTS if p in own)


def _check_lesson(where: str, data: object) -> Lesson:
    """A `Lesson` from one entry of a lesson file; `CourseError` naming the field."""
    if not isinstance(data, dict):
        raise CourseError(f"{where}: a lesson must be an object")
    for key in ("id", "title", "text", "skills", "ask"):
        if key not in data:
            raise CourseError(f"{where}: missing field {key!r}")
    for key in ("title", "text"):
        if not isinstance(data[key], dict) or any(not isinstance(data[key].get(lang), str) or not data[key][lang]
                                                  for lang in LANGS):
            raise CourseError(f"{where}: {key!r} needs a text in each of {', '.join(LANGS)}")
    for key in ("skills", "deal"):
        unknown = [s for s in data.get(key, ()) if s not in BY_SKILL]
        if unknown:
            raise CourseError(f"{where}: {key!r} names unknown skill {unknown[0]!r}")
    if data["ask"] not in ASK_MODES:
        raise CourseError(f"{where}: ask {data['ask']!r} is not one of {', '.join(ASK_MODES)}")
    if set(data.get("fits", {})) - FIT_KEYS:
        raise CourseError(f"{where}: fits has unknown key(s) {sorted(set(data['fits']) - FIT_KEYS)}")
    return Lesson(data["id"], data["id"].split(".")[0], dict(data["title"]), dict(data["text"]),
                  tuple(data["skills"]), data["ask"], tuple(data.get("given", ())),
                  tuple(data.get("deal", ())) or tuple(data["skills"]), dict(data.get("fits", {})),
                  int(data.get("difficulty", 2)), tuple(data.get("examples", ())))


@lru_cache(maxsize=1)
def all_lessons() -> tuple[Lesson, ...]:
    """Every lesson: the start, then the table path, then the formula path.

    Raises:
        CourseError: a lesson file is missing, not JSON, or holds an
            invalid lesson (the message names the file, the lesson and the field).
    """
    out: list[Lesson] = []
    for name in _FILES:
        path = _DIR / f"{name}.json"
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            raise CourseError(f"{path.name}: cannot be read as JSON ({e})") from None
        for i, entry in enumerate(data.get("lessons", ()) if isinstance(data, dict) else ()):
            where = f"{path.name} lesson {i + 1} ({entry.get('id', '?') if isinstance(entry, dict) else '?'})"
            lesson = _check_lesson(where, entry)
            if lesson.path != name:
                raise CourseError(f"{where}: id must start with {name!r}")
            out.append(lesson)
    return tuple(out)


def lessons(path: str | None = None) -> tuple[Lesson, ...]:
    """The lessons of a path in order: the start, then `path`'s lessons
    (``table`` or ``formula``); with None the start and both paths.

    Raises:
        ValueError: `path` is not one of `PATHS`.
    """
    if path is not None and path not in PATHS:
        raise ValueError(f"unknown path {path!r} (paths: {', '.join(PATHS)})")
    return tuple(x for x in all_lessons() if x.path == "start" or path in (None, x.path))


def lesson_by_id(lesson_id: str) -> Lesson | None:
    """The lesson with this id, or None."""
    return next((x for x in all_lessons() if x.id == lesson_id), None)


def lesson_for_skill(skill: str, path: str = "table") -> Lesson | None:
    """The lesson that teaches `skill` ("Learn this" from a slip or a weak
    skill): the first lesson of the start and `path` naming it, or None."""
    return next((x for x in lessons(path) if skill in x.skills), None)


# --------------------------------------------------------------------------
# what counts for a lesson

@dataclass(frozen=True, slots=True)
class Scored:
    """A hand code scored once: the hand, its context, rules and result."""

    hand: Hand
    ctx: WinContext
    rules: RuleSet
    result: ScoreResult


def taught(lesson: Lesson, s: Scored) -> tuple[str, ...]:
    """The lesson's skills a hand exercises when the lesson's parts (and fu
    and han, which a points lesson gives) are asked (`skills.exercised`),
    less the fu skills the hand holds only by their absence (an open hand's
    missing closed-ron fu): a learner is judged on what the hand has."""
    asked = tuple(dict.fromkeys(("fu", "han") + asked_for(lesson, s.result)))
    hit = exercised(s.result, s.hand, s.ctx, s.rules, asked)
    out = []
    for skill in hit:
        if skill not in lesson.skills:
            continue
        if skill == "fu.closed_ron" and not s.hand.is_closed:
            continue
        out.append(skill)
    return tuple(out)


def counts_for(lesson: Lesson, s: Scored, asked: Iterable[str]) -> tuple[str, ...] | None:
    """The lesson skills an answer exercised when it counts for the lesson
    (module docstring: the hand fits, exercises a lesson skill, and every
    part of `asked_for` was asked — more may have been, in a drill's answer
    mode, `drill_asked`), else None."""
    if not set(asked) >= set(asked_for(lesson, s.result)) or not lesson.fits_hand(s.hand, s.ctx, s.result):
        return None
    hit = taught(lesson, s)
    return hit or None


@dataclass(frozen=True, slots=True)
class LessonStatus:
    """Where a learner stands on one lesson.

    Attributes:
        lesson: the `Lesson`.
        status: ``locked``, ``open`` or ``mastered``.
        right, asked: answers counted for the lesson since it opened, and
            how many of them were right.
        recent: right or not, of the last `WINDOW` counted answers (oldest
            first; up to the one that mastered it), for the drill's meter.
    """

    lesson: Lesson
    status: str
    right: int = 0
    asked: int = 0
    recent: tuple[bool, ...] = ()

    @property
    def streak(self) -> int:
        """Right answers in a row at the end of `recent`."""
        n = 0
        for ok in reversed(self.recent):
            if not ok:
                break
            n += 1
        return n

    def to_json(self) -> dict:
        """``{"id", "path", "title" (English), "skills", "status", "right", "asked"}``."""
        x = self.lesson
        return {"id": x.id, "path": x.path, "title": x.title["en"], "skills": list(x.skills),
                "status": self.status, "right": self.right, "asked": self.asked}


@dataclass(frozen=True, slots=True)
class HistoryAnswer:
    """One stored answer as the course reads it: its hand code, the parts
    asked (``{part: right}``) and whether all were right, in time order."""

    code: str
    parts: dict
    right: bool


def mastered_at(outcomes: list[tuple[bool, tuple[str, ...]]]) -> int | None:
    """The index in `outcomes` (``(right, lesson skills hit)`` of each
    counted answer, in order) at which the mastery rule (module docstring)
    is first met, or None."""
    for end in range(len(outcomes)):
        window = outcomes[max(0, end + 1 - WINDOW):end + 1]
        if len(window) < WINDOW or sum(ok for ok, _ in window) < RIGHT_IN_WINDOW:
            continue
        if not all(ok for ok, _ in window[-STREAK:]):
            continue
        last: dict[str, bool] = {}
        for ok, skills in window:
            for skill in skills:
                last[skill] = ok
        if all(last.values()):
            return end
    return None


#: Hand codes kept scored between readings of the course (the Learn tab reads
#: it after every drill answer; scoring is most of the cost).
SCORED_CACHE = 4096


@lru_cache(maxsize=SCORED_CACHE)
def scored_code(code: str) -> Scored | None:
    """The hand a code stands for, scored (None: a code the core refuses;
    such an answer counts for no lesson)."""
    try:
        h, ctx, rules = hand_from_json(decode_hand(code))
        return Scored(h, ctx, rules, score(h, ctx, rules))
    except (HandCodeError, HandError, ValueError):
        return None


def _may_count(lesson: Lesson, asked: Iterable[str]) -> bool:
    """Whether answers to these parts can count for the lesson at all,
    before the hand is scored (the points lessons' parts depend on the hand)."""
    keys = set(asked)
    if lesson.ask in ("points", "points_total"):
        return bool(keys & set(POINT_PARTS))
    return keys >= set(ASK_MODES[lesson.ask])


def course_status(history: Iterable[HistoryAnswer], path: str | None = None) -> list[LessonStatus]:
    """Every lesson of `lessons(path)` with the learner's status, from the
    stored answers in the order given (oldest first).

    Each path is walked on its own after the start: a lesson counts the
    answers from the one after its predecessor's mastery on; a lesson
    after one not yet mastered is locked (nothing counted).

    Raises:
        ValueError: `path` is not one of `PATHS`.
    """
    answers = list(history)
    start = [x for x in lessons(path) if x.path == "start"]
    out, begin = _walk(start, answers, 0)
    for p in ((path,) if path else PATHS):
        rest = [x for x in lessons(p) if x.path == p]
        if begin is None:
            out += [LessonStatus(x, "locked") for x in rest]
        else:
            out += _walk(rest, answers, begin)[0]
    return out


@lru_cache(maxsize=4 * SCORED_CACHE)
def _counted(lesson_id: str, code: str, asked: frozenset[str]) -> tuple[str, ...] | None:
    """`counts_for` of a stored answer, kept between readings."""
    s = scored_code(code)
    return None if s is None else counts_for(lesson_by_id(lesson_id), s, asked)


def _walk(seq: list[Lesson], answers: list[HistoryAnswer],
          begin: int | None) -> tuple[list[LessonStatus], int | None]:
    """Statuses of `seq` in order, the first opening at answer `begin`;
    and the answer index after which the last lesson was mastered (None
    when it was not)."""
    out = []
    for lesson in seq:
        if begin is None:
            out.append(LessonStatus(lesson, "locked"))
            continue
        outcomes: list[tuple[bool, tuple[str, ...]]] = []
        where: list[int] = []
        for i in range(begin, len(answers)):
            a = answers[i]
            if not _may_count(lesson, a.parts):
                continue
            hit = _counted(lesson.id, a.code, frozenset(a.parts))
            if hit is not None:
                outcomes.append((a.right, hit))
                where.append(i)
        end = mastered_at(outcomes)
        right = sum(ok for ok, _ in outcomes)
        if end is None:
            recent = tuple(ok for ok, _ in outcomes[-WINDOW:])
            out.append(LessonStatus(lesson, "open", right, len(outcomes), recent))
            begin = None
        else:
            recent = tuple(ok for ok, _ in outcomes[max(0, end + 1 - WINDOW):end + 1])
            out.append(LessonStatus(lesson, "mastered", right, len(outcomes), recent))
            begin = where[end] + 1
    return out, begin


# --------------------------------------------------------------------------
# the drill

@dataclass(frozen=True, slots=True)
class DrillQuestion:
    """One question of a lesson's drill.

    Attributes:
        generated: the `GeneratedHand` (its code, hand and result).
        asked: the parts asked, named as `quiz --answers` names them.
        expected: ``{part: the core's value}`` for the asked parts.
        given: ``{part: value}`` shown with the hand (the lesson's `given`).
        skills: the lesson's skills the hand exercises.
    """

    generated: GeneratedHand
    asked: tuple[str, ...]
    expected: dict
    given: dict
    skills: tuple[str, ...]

    def record(self, lesson_id: str) -> dict:
        """The command-line line: `GeneratedHand.record` plus ``lesson``,
        ``asked``, ``expected``, ``given`` and ``skills``."""
        rec = self.generated.record()
        rec.update({"lesson": lesson_id, "asked": list(self.asked), "expected": self.expected,
                    "given": self.given, "skills": list(self.skills)})
        return rec


def _value(result: ScoreResult, part: str):
    v = expected_value(result, part)
    return list(v) if isinstance(v, tuple) else v


def drill(lesson: Lesson, n: int, seed: int, rules: str | RuleSet = "tenhou",
          mode: str = "lesson") -> list[DrillQuestion]:
    """Deal `n` drill questions for `lesson`, replayable from `seed`,
    asking the parts of answer `mode` with the lesson's own (`drill_asked`).

    The lesson's `deal` skills are taken in turn (those the rules can deal,
    `steering.dealable`); each question is a hand steered toward the skill
    (`generate_for_skill` at the lesson's difficulty) that counts for the
    lesson (`counts_for` with `asked_for`), up to `TRIES_PER_QUESTION`
    drafts before the next skill is tried.

    Raises:
        ValueError: `n` outside 0..`MAX_DRILL`, an unknown preset or mode.
        CourseError: no skill of the lesson yields a fitting hand under
            these rules.
    """
    if not 0 <= n <= MAX_DRILL:
        raise ValueError(f"a drill deals 0 to {MAX_DRILL} questions, not {n}")
    if mode not in DRILL_MODES:
        raise ValueError(f"unknown answer mode {mode!r} (modes: {', '.join(DRILL_MODES)})")
    rule_set = resolve_rules(rules)
    can = dealable(rule_set)
    order = [s for s in lesson.deal if s in can]
    if not order and n:
        raise CourseError(f"lesson {lesson.id}: none of its skills can be dealt under these rules")
    rng = random.Random(seed)
    out = []
    for i in range(n):
        q = None
        for k in range(len(order)):
            q = _question(rng, lesson, order[(i + k) % len(order)], rule_set, mode)
            if q is not None:
                break
        if q is None:
            raise CourseError(f"lesson {lesson.id}: no fitting hand found in {TRIES_PER_QUESTION} drafts per skill")
        out.append(q)
    return out


def _question(rng: random.Random, lesson: Lesson, skill: str, rules: RuleSet,
              mode: str = "lesson") -> DrillQuestion | None:
    """One question steered toward `skill` that counts for `lesson`, or None."""
    for _ in range(TRIES_PER_QUESTION):
        g, _asked = generate_for_skill(rng, skill, lesson.difficulty, rules)
        h, ctx, r = hand_from_json(g.hand)
        s = Scored(h, ctx, r, g.result)
        asked = drill_asked(lesson, g.result, mode)
        hit = counts_for(lesson, s, asked)
        if hit is None:
            continue
        given = {p: _value(g.result, p) for p in lesson.given
                 if p not in asked and not (p == "fu" and g.result.yakuman)}
        return DrillQuestion(g, asked, {p: _value(g.result, p) for p in asked}, given, hit)
    return None


def record_drill_answer(store, session_id: int, position: int, q: DrillQuestion, answer: Answer,
                        time_ms: int) -> Grade:
    """Grade a drill answer and record it in the quiz history (`QuizStore`
    `store`, session `session_id`, 0-based `position`), exactly as `quiz
    --answers` records a line: the same grading (`grading.grade` with the
    learner's record for the blame), skill outcomes, diagnosis and truth, so
    mastery, Progress and review read it like any other answer; then the
    pending misses it may decide are decided (`QuizStore.decide_pending`).

    Raises:
        StoreError: the history refused the write (nothing recorded).
    """
    from .session import truth_json

    g = q.generated
    h, ctx, rules = hand_from_json(g.hand)
    record = {k: (st.seen, st.right) for k, st in store.skill_states().items()}
    graded = grade(answer, g.result, QuizOptions(), ctx, rules, h, q.asked, record)
    store.record_answer(session_id, position, g.code, g.topic, g.difficulty, answer.to_json(),
                        truth_json(g.result, q.asked), graded.rights(), time_ms, graded.skills,
                        [d.to_json() for d in graded.diagnoses])
    store.decide_pending()
    return graded


def history_of(store) -> list[HistoryAnswer]:
    """The answers of a `QuizStore` as the course reads them, oldest first
    (by answer time, then row): only the code, the parts and the grade are
    read (a large history holds every answer's diagnosis and skills).

    Raises:
        StoreError: SQLite refused the read.
    """
    rows = store.database.read("SELECT code, parts, right FROM answers ORDER BY answered_at, id")
    parsed: dict[str, dict] = {}  # a history holds few distinct parts texts ({"fu": true, "han": false}, …)
    out = []
    for code, parts, right in rows:
        if parts not in parsed:
            parsed[parts] = json.loads(parts)
        out.append(HistoryAnswer(code, parsed[parts], bool(right)))
    return out
