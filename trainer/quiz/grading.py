"""Grade a learner's answer against the core's `ScoreResult`, with reasons.

The grader compares numbers and says, for every wrong part, which lines of
the core's breakdown explain the right value — fu items with their tiles,
yaku with their han, near misses, the limit, the payment arithmetic — and
diagnoses the learner's own number (`trainer.quiz.diagnosis`: the smallest
slips on the breakdown that give it, e.g. the answer 30 fu for a hand of 40
fu whose 999s closed triplet is 8 fu: without those 8 fu the hand would be
30), marking as *suspect* the lines the diagnosis points at. It also grades
the skills the question exercises (`trainer.quiz.skills`): which were right
and which failed. Nothing is recomputed: the truth is the core's. Everything
is ids plus arguments; the UI translates.

Parts (ids): ``fu``, ``fu_raw`` (exact fu before rounding), ``han``,
``ron`` (what the discarder pays), ``dealer_pays`` and ``non_dealer_pays``
(what each payer hands over on a tsumo, honba included, SCHEMA.md), ``total``
(everything the winner receives, riichi sticks included), ``yaku`` (the set
of yaku ids, dora kinds excluded).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from ..core.hand import Hand, WinContext
from ..core.result import ScoreResult
from ..core.rules import RuleSet
from ..core.yaku_table import BY_ID, DORA_IDS
from .diagnosis import Diagnosis, Slip, absences, diagnose
from .parts import PARTS, POINT_PARTS  # noqa: F401 (POINT_PARTS: re-exported for the quiz's users)
from .skills import BY_SKILL, SKILLS, exercised

#: The answer modes (issue 21): ``han_fu`` asks the han and the fu (and
#: what the options add), ``points`` what is paid only, ``fu`` the fu only.
ANSWER_MODES = ("han_fu", "points", "fu")


@dataclass(frozen=True, slots=True)
class QuizOptions:
    """What the quiz asks.

    Attributes:
        answer: the answer mode, one of `ANSWER_MODES` (`asked_parts` says
            which parts each asks).
        points: also the points per payer (and the total when riichi sticks
            are on the table), in the ``han_fu`` mode.
        yaku: also the list of yaku (any mode).
        exact_fu: also the fu before rounding, where fu are asked.
        skip_fu_on_limit: in the ``han_fu`` mode, do not ask fu when it
            cannot change the payment (5 han and more); fu are never asked
            for a yakuman.

    Raises:
        ValueError: `answer` is not one of `ANSWER_MODES`.
    """

    points: bool = False
    yaku: bool = False
    exact_fu: bool = False
    skip_fu_on_limit: bool = True
    answer: str = "han_fu"

    def __post_init__(self) -> None:
        if self.answer not in ANSWER_MODES:
            raise ValueError(f"unknown answer mode {self.answer!r} (modes: {', '.join(ANSWER_MODES)})")

    def to_json(self) -> dict:
        """``{"points": bool, "yaku": bool, "exact_fu": bool, "skip_fu_on_limit": bool,
        "answer": mode}``."""
        return {"points": self.points, "yaku": self.yaku, "exact_fu": self.exact_fu,
                "skip_fu_on_limit": self.skip_fu_on_limit, "answer": self.answer}

    @staticmethod
    def from_json(data: dict) -> QuizOptions:
        """Inverse of `to_json`; missing keys take the defaults (a session
        stored before answer modes is a ``han_fu`` one; an unknown mode too)."""
        d = QuizOptions()
        flags = {k: bool(data.get(k, getattr(d, k))) for k in d.to_json() if k != "answer"}
        mode = data.get("answer")
        return QuizOptions(**flags, answer=mode if mode in ANSWER_MODES else d.answer)


@dataclass(frozen=True, slots=True)
class Answer:
    """A learner's answer; None where a field was left empty or not asked.

    Attributes:
        fu, fu_raw, han: numbers in fu and han.
        ron, dealer_pays, non_dealer_pays, total: points (see module doc).
        yaku: yaku ids (SCHEMA.md), dora kinds excluded; None when not asked.
        han_yakuman: the han were given as a yakuman (typed ``Y``, ``2Y``…,
            `trainer.quiz.answer_input.yakuman_count`), not as a count: `han`
            holds 13 per yakuman, the core's count, and the answer says the
            hand is a yakuman — so it is wrong on a counted 13-han hand
            (kazoe, RULES.md §4), which is not one.
    """

    fu: int | None = None
    han: int | None = None
    fu_raw: int | None = None
    ron: int | None = None
    dealer_pays: int | None = None
    non_dealer_pays: int | None = None
    total: int | None = None
    yaku: tuple[str, ...] | None = None
    han_yakuman: bool = False

    def get(self, part: str):
        """The value given for a part id."""
        return getattr(self, part)

    def to_json(self) -> dict:
        """The non-empty fields, e.g. ``{"fu": 30, "han": 2}``, and
        ``"han_yakuman": true`` for han given as a yakuman (absent otherwise,
        as in answers stored before it)."""
        out = {}
        for p in PARTS:
            v = getattr(self, p)
            if v is not None:
                out[p] = sorted(v) if p == "yaku" else v
        if self.han_yakuman:
            out["han_yakuman"] = True
        return out

    @staticmethod
    def from_json(data: dict) -> Answer:
        """Inverse of `to_json`."""
        kw = {p: data.get(p) for p in PARTS}
        if kw["yaku"] is not None:
            kw["yaku"] = tuple(kw["yaku"])
        return Answer(**kw, han_yakuman=data.get("han_yakuman") is True)


@dataclass(frozen=True, slots=True)
class Reason:
    """One line of the breakdown that explains a part.

    Attributes:
        kind: ``fu_item`` (id = FuItem id, value = fu), ``rounding`` (value
            = fu added; args raw, fu), ``reading`` (another reading the
            learner may have scored; args wait, fu, han), ``yaku`` (id =
            yaku id, value = han; args open_reduced, count), ``near_miss``
            (id = yaku id, value 0; args reason + the core's args),
            ``yaku_missing`` / ``yaku_extra`` (the learner left out / added
            a yaku; value = its han), ``limit`` (id = limit name, value =
            base points), ``base`` (value = base points; args fu, han),
            ``payment`` (id = part, value = points; args multiplier (of the
            base: 6/4 ron, 2/1 tsumo, 0 for the total), honba, honba_points,
            sticks, sticks_points).
        id: what it is about (see kind).
        value: fu, han or points, as the kind says.
        tiles: mpsz of the tiles concerned ("" for hand-wide lines).
        args: further facts as ``(name, value)`` pairs.
        suspect: True when the part's diagnosis points at this line.
    """

    kind: str
    id: str
    value: int = 0
    tiles: str = ""
    args: tuple[tuple[str, object], ...] = ()
    suspect: bool = False

    def arg(self, name: str, default=None):
        """One argument by name."""
        return dict(self.args).get(name, default)

    def to_json(self) -> dict:
        """``{"kind", "id", "value", "tiles", "args": {…}, "suspect"}``."""
        return {"kind": self.kind, "id": self.id, "value": self.value, "tiles": self.tiles,
                "args": dict(self.args), "suspect": self.suspect}


@dataclass(frozen=True, slots=True)
class PartGrade:
    """The grade of one part.

    Attributes:
        part: a part id (`PARTS`).
        expected: the core's value (an int, or a sorted tuple of yaku ids).
        given: the learner's value, or None when left empty.
        right: given == expected.
        reasons: the explaining lines (empty when right).
        diagnosis: for a wrong part graded with the hand, its `Diagnosis`.
        given_yakuman: the han were given as a yakuman (`Answer.han_yakuman`).
    """

    part: str
    expected: object
    given: object
    right: bool
    reasons: tuple[Reason, ...] = ()
    diagnosis: Diagnosis | None = None
    given_yakuman: bool = False

    def to_json(self) -> dict:
        """``{"part", "expected", "given", "right", "reasons": [...], "diagnosis": {…} | null}``."""
        exp = list(self.expected) if isinstance(self.expected, tuple) else self.expected
        giv = list(self.given) if isinstance(self.given, tuple) else self.given
        return {"part": self.part, "expected": exp, "given": giv, "right": self.right,
                "reasons": [r.to_json() for r in self.reasons],
                "diagnosis": self.diagnosis.to_json() if self.diagnosis else None}


@dataclass(frozen=True, slots=True)
class Ambiguity:
    """A wrong part that several slips explain equally, naming different
    skills: none of them is blamed until the learner says which it was
    (`Grade.resolve`) — issue 21, "honest blame".

    Attributes:
        part: the part id.
        choices: the candidate skill sets, one per distinct set of skills
            the explanations name, likeliest first (by the learner's
            record, `order_explanations`); each a tuple of skill ids.
    """

    part: str
    choices: tuple[tuple[str, ...], ...]

    def to_json(self) -> dict:
        """``{"part", "choices": [[skill id, …], …]}``."""
        return {"part": self.part, "choices": [list(c) for c in self.choices]}


@dataclass(frozen=True, slots=True)
class Grade:
    """Every asked part, graded, in `PARTS` order.

    Attributes:
        parts: the `PartGrade` of each asked part.
        skills: ``(skill id, ok)`` for every skill the question exercised
            (`skill_outcomes`; empty when graded without the hand) — a
            skill a wrong part may or may not have caused (`ambiguities`)
            has no outcome until resolved.
        notes: what the fu breakdown leaves out on purpose
            (`diagnosis.absences`), when fu are asked.
        exercised: the skill ids the question exercised (for `resolve`).
        resolved: ``((part, skill ids), …)`` the learner named as the slip
            of an ambiguous part.
    """

    parts: tuple[PartGrade, ...] = field(default=())
    skills: tuple[tuple[str, bool], ...] = ()
    notes: tuple[Slip, ...] = ()
    exercised: tuple[str, ...] = ()
    resolved: tuple[tuple[str, tuple[str, ...]], ...] = ()

    @property
    def diagnoses(self) -> tuple[Diagnosis, ...]:
        """The diagnosis of each wrong part, in part order."""
        return tuple(p.diagnosis for p in self.parts if p.diagnosis is not None)

    @property
    def all_right(self) -> bool:
        """Every asked part is right."""
        return all(p.right for p in self.parts)

    def part(self, name: str) -> PartGrade | None:
        """The grade of one part, or None when it was not asked."""
        return next((p for p in self.parts if p.part == name), None)

    def rights(self) -> dict[str, bool]:
        """``{part: right}`` for the asked parts."""
        return {p.part: p.right for p in self.parts}

    @property
    def ambiguities(self) -> tuple[Ambiguity, ...]:
        """The wrong parts whose equal explanations name different skills
        and that the learner has not resolved, in part order."""
        done = {part for part, _skills in self.resolved}
        out = []
        for p in self.parts:
            if p.right or p.diagnosis is None or p.part in done:
                continue
            choices = candidate_choices(p.diagnosis)
            if len(choices) > 1:
                out.append(Ambiguity(p.part, choices))
        return tuple(out)

    def resolve(self, part: str, skills: tuple[str, ...]) -> Grade:
        """This grade with the learner's word on an ambiguous part: `skills`
        (one of its `Ambiguity.choices`) failed, the other candidates'
        skills right (the one slip accounts for the number).

        Raises:
            ValueError: `part` is not ambiguous here, or `skills` is not one
                of its choices.
        """
        amb = next((a for a in self.ambiguities if a.part == part), None)
        skills = tuple(skills)
        if amb is None or skills not in amb.choices:
            raise ValueError(f"{skills!r} is not a choice of an ambiguous part {part!r}")
        resolved = self.resolved + ((part, skills),)
        parts = tuple(_chosen(p, skills) if p.part == part else p for p in self.parts)
        return replace(self, parts=parts, skills=skill_outcomes(self.exercised, parts, dict(resolved)),
                       resolved=resolved)


def fu_matters(result: ScoreResult) -> bool:
    """Whether fu can change the payment: no yakuman and fewer than 5 han
    (RULES.md §4: from 5 han on the limit alone sets the base)."""
    return not result.yakuman and result.han < 5


def asked_parts(result: ScoreResult, options: QuizOptions) -> tuple[str, ...]:
    """Which parts to ask for this hand, in `PARTS` order, by the answer
    mode (`QuizOptions.answer`).

    ``han_fu``: han always; fu unless the hand is a yakuman or (with
    `skip_fu_on_limit`) fu cannot change the payment; fu_raw with
    `exact_fu` when fu are asked; with `points` the payments: ``ron`` on
    a ron, ``non_dealer_pays`` (each pays) on a dealer tsumo,
    ``dealer_pays`` and ``non_dealer_pays`` on a non-dealer tsumo, and
    ``total`` when riichi sticks make it differ.
    ``points``: the payments alone (as above), no fu and no han.
    ``fu``: the fu alone (and fu_raw with `exact_fu`), limit hand or not;
    a yakuman has no fu to count, so its han are asked instead.
    Any mode: ``yaku`` with `yaku`.
    """
    out = []
    mode = options.answer
    if mode == "fu" and result.yakuman:
        mode = "han_fu"
    if mode == "fu":
        ask_fu = True
    else:
        ask_fu = mode == "han_fu" and not result.yakuman and not (options.skip_fu_on_limit and not fu_matters(result))
    if ask_fu:
        out.append("fu")
        if options.exact_fu:
            out.append("fu_raw")
    if mode == "han_fu":
        out.append("han")
    if mode == "points" or (mode == "han_fu" and options.points):
        p = result.points
        if not p.tsumo:
            out.append("ron")
        else:
            if p.dealer_pays is not None:
                out.append("dealer_pays")
            out.append("non_dealer_pays")
        if p.sticks_bonus:
            out.append("total")
    if options.yaku:
        out.append("yaku")
    return tuple(out)


def shown_parts(asked: tuple[str, ...]) -> tuple[str, ...]:
    """The parts a question shows a field for: the asked ones, and fu when
    they are not asked — `asked_parts` leaves fu out only for a limit hand
    (5 han and more, with `QuizOptions.skip_fu_on_limit`) or a yakuman, so a
    missing fu field would tell the learner the hand is one (issue 24,
    part 6). A value typed there is not graded."""
    if "fu" in asked or "han" not in asked:
        return asked
    return ("fu",) + asked


def expected_value(result: ScoreResult, part: str):
    """The core's value for a part id (yaku: sorted tuple of ids, dora kinds
    excluded)."""
    if part == "fu":
        return result.fu
    if part == "fu_raw":
        return result.fu_raw
    if part == "han":
        return result.han
    if part == "yaku":
        return tuple(sorted(y.id for y in result.yaku if y.id not in DORA_IDS))
    return getattr(result.points, part)


def _fu_reasons(result: ScoreResult, exact: bool) -> tuple[Reason, ...]:
    """Every fu item, the rounding (for the rounded part) and the other
    readings that score differently."""
    out = []
    for item in result.fu_items:
        if item.id == "rounding":
            continue
        args = (("completed_by_ron", True),) if item.completed_by_ron else ()
        out.append(Reason("fu_item", item.id, item.fu, item.tiles, args))
    rounding = next((i for i in result.fu_items if i.id == "rounding"), None)
    if rounding is not None and not exact:
        out.append(Reason("rounding", "rounding", rounding.fu, "", (("raw", result.fu_raw), ("fu", result.fu))))
    for s in result.readings[1:]:
        if s.fu != result.fu and s.yaku:
            other = sum(i.fu for i in s.fu_items if i.id not in ("rounding", "open_pinfu")) if exact else s.fu
            out.append(Reason("reading", result.choice, other, "",
                              (("wait", s.reading.wait), ("fu", s.fu), ("han", s.han),
                               ("reading", s.reading.describe()))))
    return tuple(out)


def _han_reasons(result: ScoreResult) -> tuple[Reason, ...]:
    """Every yaku and dora line, the near misses and the other readings."""
    out = []
    for y in result.yaku:
        args = tuple(a for a in (("open_reduced", True) if y.open_reduced else None,
                                 ("count", y.count) if y.count else None) if a)
        out.append(Reason("yaku", y.id, y.han, y.tiles, args))
    for m in result.near_misses:
        out.append(Reason("near_miss", m.id, 0, m.tiles, (("reason", m.reason),) + m.args))
    for s in result.readings[1:]:
        if s.han != result.han and s.yaku:
            out.append(Reason("reading", result.choice, s.han, "",
                              (("wait", s.reading.wait), ("fu", s.fu), ("han", s.han),
                               ("reading", s.reading.describe()))))
    return tuple(out)


def _yaku_reasons(result: ScoreResult, given: tuple[str, ...] | None) -> tuple[Reason, ...]:
    """Yaku the learner left out (with their tiles) and added (with the near
    miss saying why not, when the core has one)."""
    truth = {y.id: y for y in result.yaku if y.id not in DORA_IDS}
    named = set(given or ())
    out = [Reason("yaku_missing", y.id, y.han, y.tiles, ()) for yid, y in truth.items() if yid not in named]
    misses = {m.id: m for m in result.near_misses}
    for yid in sorted(named - set(truth)):
        m = misses.get(yid)
        args = (("reason", m.reason),) + m.args if m else ()
        spec = BY_ID.get(yid)
        out.append(Reason("yaku_extra", yid, spec.han_closed if spec else 0, m.tiles if m else "", args))
    return tuple(out)


def _payment_reasons(result: ScoreResult, part: str, ctx: WinContext) -> tuple[Reason, ...]:
    """The arithmetic behind a payment: the limit or base points, the
    multiplier, honba and sticks."""
    p = result.points
    expected = getattr(p, part)
    out = []
    if result.limit:
        out.append(Reason("limit", result.limit, p.base, "", (("han", result.han),)))
    else:
        out.append(Reason("base", "base", p.base, "", (("fu", result.fu), ("han", result.han))))
    if part == "ron":
        mult = 6 if ctx.is_dealer else 4
    elif part == "dealer_pays" or (part == "non_dealer_pays" and ctx.is_dealer):
        mult = 2
    else:
        mult = 1
    payers = 2 if p.tsumo_payment else 3  # a three-player tsumo has two payers (TABLE_RULES.md §8)
    honba_points = p.honba_bonus if part == "total" or not p.tsumo else p.honba_bonus // payers
    sticks_points = p.sticks_bonus if part == "total" else 0
    args = (("multiplier", 0 if part == "total" else mult), ("honba", ctx.honba), ("honba_points", honba_points),
            ("sticks", ctx.riichi_sticks), ("sticks_points", sticks_points))
    out.append(Reason("payment", part, expected, "", args))
    return tuple(out)


#: Which breakdown line a slip points at: slip kind → (reason kind, the
#: slip argument naming the line's id, or None for the line of that kind).
_SLIP_LINES = {
    "fu_left_out": ("fu_item", "item"), "open_as_closed": ("fu_item", "item"),
    "closed_as_open": ("fu_item", "item"), "simple_as_terminal": ("fu_item", "item"),
    "terminal_as_simple": ("fu_item", "item"), "quad_as_triplet": ("fu_item", "item"),
    "double_wind_fu": ("fu_item", None), "open_pinfu_forgotten": ("fu_item", None),
    "rounding_forgotten": ("rounding", None), "rounded_down": ("rounding", None),
    "chiitoitsu_rounded": ("fu_item", None), "other_reading": ("reading", None),
    "yaku_left_out": ("yaku", "yaku"), "open_reduction_forgotten": ("yaku", "yaku"),
    "near_miss_counted": ("near_miss", "yaku"), "aka_left_out": ("yaku", None),
    "dora_left_out": ("yaku", None), "dora_from_indicator": ("yaku", None),
    "honba_left_out": ("payment", None), "honba_amount": ("payment", None),
    "sticks_left_out": ("payment", None), "paid_as_four": ("payment", None), "limit_ignored": ("limit", None), "wrong_limit": ("limit", None),
    "kiriage": ("limit", None), "kazoe": ("limit", None),
}
#: Slips whose line is fixed by its id, not by a slip argument.
_SLIP_LINE_IDS = {"double_wind_fu": "pair_double_wind", "open_pinfu_forgotten": "open_pinfu",
                  "chiitoitsu_rounded": "chiitoitsu", "aka_left_out": "aka_dora"}


def _points_at(reason: Reason, slip: Slip) -> bool:
    """Whether a diagnosis slip is about this breakdown line."""
    target = _SLIP_LINES.get(slip.kind)
    if target is None or target[0] != reason.kind:
        return False
    if slip.kind in _SLIP_LINE_IDS:
        return reason.id == _SLIP_LINE_IDS[slip.kind]
    if slip.kind in ("dora_left_out", "dora_from_indicator"):
        return reason.id == ("ura_dora" if slip.arg("ura") else "dora")
    if slip.kind == "other_reading":
        return reason.arg("reading") == slip.arg("reading")
    name = target[1]
    if name is None:
        return True
    return reason.id == slip.arg(name) and (not slip.tiles or not reason.tiles or reason.tiles == slip.tiles)


def _chosen(p: PartGrade, skills: tuple[str, ...]) -> PartGrade:
    """A wrong part with only the explanations naming `skills` (the slip
    the learner said it was), its lines marked again."""
    d = p.diagnosis
    kept = tuple(e for e in d.explanations if tuple(dict.fromkeys(s.skill for s in e)) == skills)
    d = replace(d, explanations=kept)
    return replace(p, diagnosis=d, reasons=_marked(tuple(replace(x, suspect=False) for x in p.reasons), d))


def _marked(reasons: tuple[Reason, ...], diagnosis: Diagnosis) -> tuple[Reason, ...]:
    """The lines, with `suspect` set on those the diagnosis points at."""
    slips = [s for e in diagnosis.explanations for s in e]
    return tuple(replace(x, suspect=True) if any(_points_at(x, s) for s in slips) else x for x in reasons)


def _miss_rate(skill: str, record: dict[str, tuple[int, int]]) -> float:
    """``(misses + 1) / (seen + 2)`` of a skill in the learner's record."""
    seen, right = record.get(skill, (0, 0))
    return (seen - right + 1) / (seen + 2)


def order_explanations(explanations: tuple[tuple[Slip, ...], ...],
                       record: dict[str, tuple[int, int]] | None) -> tuple[tuple[Slip, ...], ...]:
    """The explanations, likeliest first: by the highest miss rate of their
    skills in the learner's `record` (``{skill: (seen, right)}``; ties and
    no record keep the diagnosis order)."""
    if len(explanations) < 2 or not record:
        return explanations
    rates = [max(_miss_rate(s.skill, record) for s in e) for e in explanations]
    order = sorted(range(len(explanations)), key=lambda i: -rates[i])
    return tuple(explanations[i] for i in order)


def likeliest(explanations: tuple[tuple[Slip, ...], ...],
              record: dict[str, tuple[int, int]] | None) -> tuple[tuple[Slip, ...], ...]:
    """The explanations the learner's record makes likeliest (the highest
    miss rate, ``(misses + 1) / (seen + 2)`` from `record`, ``{skill:
    (seen, right)}``); all of them when the record does not tell them
    apart. For what to show first — never for blame (`skill_outcomes`)."""
    if len(explanations) < 2 or not record:
        return explanations
    scores = [max(_miss_rate(s.skill, record) for s in e) for e in explanations]
    best = max(scores)
    return tuple(e for e, sc in zip(explanations, scores, strict=True) if sc >= best - 1e-9)


def candidate_choices(d: Diagnosis) -> tuple[tuple[str, ...], ...]:
    """The distinct skill sets a diagnosis's explanations name, in their
    order: one entry when every explanation names the same skills (the
    evidence is then clear), several when the learner's number does not
    tell which skill slipped."""
    out: list[tuple[str, ...]] = []
    for e in d.explanations:
        skills = tuple(dict.fromkeys(s.skill for s in e))
        if skills not in out:
            out.append(skills)
    return tuple(out)


def proven_skills(d: Diagnosis) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``(proven, open)`` skills of a wrong part's diagnosis: proven — named
    by every equal explanation (so whichever slip it was, this skill
    failed); open — named by some only (undecided). A payment that follows
    from the learner's fu and han, or a number no slip explains, proves
    nothing."""
    choices = candidate_choices(d)
    if d.follows is not None or not choices:
        return (), ()
    proven = [s for s in choices[0] if all(s in c for c in choices[1:])]
    rest = [s for c in choices for s in c if s not in proven]
    return tuple(proven), tuple(dict.fromkeys(rest))


def skill_outcomes(skills: tuple[str, ...], parts: tuple[PartGrade, ...],
                   resolved: dict[str, tuple[str, ...]] | None = None) -> tuple[tuple[str, bool], ...]:
    """Which exercised skills were right and which failed — blaming only on
    evidence (issue 21).

    A skill fails when every equal explanation of a wrong part names it
    (`proven_skills`), or when the learner named it as the slip of an
    ambiguous part (`resolved`: ``{part: skill ids}``; the part's other
    candidates are then right). A skill only some explanations name gets
    no outcome from this answer (neither right nor failed: the miss stays
    on the part), and so does every skill deciding a wrong part that no
    slip explains (`skills.GROUP_PARTS`) — its miss is recorded on the part
    alone. A payment that follows from the learner's own fu and han fails
    none. Skills a diagnosis proves that the question did not list (a fu
    item added where it does not apply) are added, failed.
    Returns ``(skill id, ok)`` pairs, catalogue order.
    """
    resolved = resolved or {}
    failed: set[str] = set()
    undecided: set[str] = set()
    for p in parts:
        if p.right:
            continue
        d = p.diagnosis
        if d is not None and d.follows is not None:
            continue
        if p.part in resolved:
            failed.update(resolved[p.part])
            continue
        if d is not None and d.explanations:
            proven, open_ = proven_skills(d)
            failed.update(proven)
            undecided.update(open_)
        else:
            undecided.update(s for s in skills if s in BY_SKILL and p.part in BY_SKILL[s].parts)
    listed = (set(skills) | failed) - (undecided - failed)
    return tuple((s.id, s.id not in failed) for s in SKILLS if s.id in listed)


def grade(answer: Answer, result: ScoreResult, options: QuizOptions, ctx: WinContext, rules: RuleSet,
          hand: Hand | None = None, asked: tuple[str, ...] | None = None,
          record: dict[str, tuple[int, int]] | None = None) -> Grade:
    """Grade `answer` against `result` for the asked parts.

    Args:
        answer: what the learner typed (None fields count as wrong).
        result: the core's `ScoreResult` for the hand.
        options: the quiz options (which parts are asked).
        ctx: the hand's `WinContext`, rules: its `RuleSet` (dealer, honba
            and sticks for the payment lines).
        hand: the core's `Hand`; with it, each wrong part is diagnosed
            (`trainer.quiz.diagnosis`) and the skills the question
            exercises are graded (`Grade.skills`).
        asked: the parts asked, when not `asked_parts(result, options)`
            (a review question, a command-line answer).
        record: the learner's ``{skill: (seen, right)}``, to put the
            likeliest of several equal explanations first
            (`order_explanations`); it never decides blame.

    Returns:
        A `Grade`: one `PartGrade` per asked part; a wrong part carries the
        `Reason` lines that explain the right value (the lines its
        diagnosis points at marked `suspect`) and its `Diagnosis`
        (explanations likeliest first).
    """
    out = []
    asked = asked if asked is not None else asked_parts(result, options)
    for part in asked:
        expected = expected_value(result, part)
        given = answer.get(part)
        if part == "yaku" and given is not None:
            given = tuple(sorted(set(given) - set(DORA_IDS)))
        as_yakuman = part == "han" and answer.han_yakuman
        # "Y" names a yakuman: on a counted 13-han hand (kazoe) the number
        # matches but the claim does not (RULES.md §4: kazoe is a limit, not a yakuman).
        right = given == expected and not (as_yakuman and not result.yakuman)
        reasons: tuple[Reason, ...] = ()
        diagnosis = None
        if not right:
            if part in ("fu", "fu_raw"):
                reasons = _fu_reasons(result, exact=part == "fu_raw")
            elif part == "han":
                reasons = _han_reasons(result)
            elif part == "yaku":
                reasons = _yaku_reasons(result, given)
            else:
                reasons = _payment_reasons(result, part, ctx)
            if hand is not None:
                diagnosis = diagnose(part, given, result, hand, ctx, rules, answer.han, answer.fu,
                                     points_only=not {"fu", "han"} & set(asked))
                diagnosis = replace(diagnosis, explanations=order_explanations(diagnosis.explanations, record))
                reasons = _marked(reasons, diagnosis)
        out.append(PartGrade(part, expected, given, right, reasons, diagnosis, as_yakuman))
    parts = tuple(out)
    if hand is None:
        return Grade(parts)
    listed = exercised(result, hand, ctx, rules, asked)
    notes = absences(result, hand, ctx, rules) if set(asked) & {"fu", "fu_raw"} else ()
    return Grade(parts, skill_outcomes(listed, parts), notes, tuple(listed))
