"""Grade a learner's answer against the core's `ScoreResult`, with reasons.

The grader compares numbers and says, for every wrong part, which lines of
the core's breakdown explain the right value — fu items with their tiles,
yaku with their han, near misses, the limit, the payment arithmetic — and
marks as *suspect* the lines that account for the learner's own number
(e.g. the answer 30 fu for a hand of 40 fu whose 999s closed triplet is 8 fu:
without those 8 fu the hand would be 30). Nothing is recomputed: the truth
is the core's; the "what if" arithmetic for suspects uses the core's own
`base_points` and `payments`. Everything is ids plus arguments; the UI
translates.

Parts (ids): ``fu``, ``fu_raw`` (exact fu before rounding), ``han``,
``ron`` (what the discarder pays), ``dealer_pays`` and ``non_dealer_pays``
(what each payer hands over on a tsumo, honba included, SCHEMA.md), ``total``
(everything the winner receives, riichi sticks included), ``yaku`` (the set
of yaku ids, dora kinds excluded).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.hand import WinContext
from ..core.points import base_points, payments
from ..core.result import ScoreResult
from ..core.rules import RuleSet
from ..core.yaku_table import BY_ID, DORA_IDS

PARTS = ("fu", "fu_raw", "han", "ron", "dealer_pays", "non_dealer_pays", "total", "yaku")
POINT_PARTS = ("ron", "dealer_pays", "non_dealer_pays", "total")
_TRIPLET_FU_PREFIXES = ("open_triplet", "closed_triplet", "open_quad", "closed_quad")


@dataclass(frozen=True, slots=True)
class QuizOptions:
    """What the quiz asks besides fu and han.

    Attributes:
        points: also the points per payer (and the total when riichi sticks
            are on the table).
        yaku: also the list of yaku.
        exact_fu: also the fu before rounding.
        skip_fu_on_limit: do not ask fu when it cannot change the payment
            (a yakuman, or 5 han and more); fu are never asked for a yakuman.
    """

    points: bool = False
    yaku: bool = False
    exact_fu: bool = False
    skip_fu_on_limit: bool = True

    def to_json(self) -> dict:
        """``{"points": bool, "yaku": bool, "exact_fu": bool, "skip_fu_on_limit": bool}``."""
        return {"points": self.points, "yaku": self.yaku, "exact_fu": self.exact_fu,
                "skip_fu_on_limit": self.skip_fu_on_limit}

    @staticmethod
    def from_json(data: dict) -> QuizOptions:
        """Inverse of `to_json`; missing keys take the defaults."""
        d = QuizOptions()
        return QuizOptions(**{k: bool(data.get(k, getattr(d, k))) for k in d.to_json()})


@dataclass(frozen=True, slots=True)
class Answer:
    """A learner's answer; None where a field was left empty or not asked.

    Attributes:
        fu, fu_raw, han: numbers in fu and han.
        ron, dealer_pays, non_dealer_pays, total: points (see module doc).
        yaku: yaku ids (SCHEMA.md), dora kinds excluded; None when not asked.
    """

    fu: int | None = None
    han: int | None = None
    fu_raw: int | None = None
    ron: int | None = None
    dealer_pays: int | None = None
    non_dealer_pays: int | None = None
    total: int | None = None
    yaku: tuple[str, ...] | None = None

    def get(self, part: str):
        """The value given for a part id."""
        return getattr(self, part)

    def to_json(self) -> dict:
        """The non-empty fields, e.g. ``{"fu": 30, "han": 2}``."""
        out = {}
        for p in PARTS:
            v = getattr(self, p)
            if v is not None:
                out[p] = sorted(v) if p == "yaku" else v
        return out

    @staticmethod
    def from_json(data: dict) -> Answer:
        """Inverse of `to_json`."""
        kw = {p: data.get(p) for p in PARTS}
        if kw["yaku"] is not None:
            kw["yaku"] = tuple(kw["yaku"])
        return Answer(**kw)


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
            sticks, sticks_points, forgot ("honba", "sticks" or both,
            comma-separated, when leaving them out gives the learner's
            number)), ``mixup`` (id ``dealer``: the learner's number is what
            the other seat would get; args dealer), ``follows`` (the payment
            follows from the learner's own wrong fu/han; args fu, han).
        id: what it is about (see kind).
        value: fu, han or points, as the kind says.
        tiles: mpsz of the tiles concerned ("" for hand-wide lines).
        args: further facts as ``(name, value)`` pairs.
        suspect: True when this line accounts for the learner's number.
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
    """

    part: str
    expected: object
    given: object
    right: bool
    reasons: tuple[Reason, ...] = ()

    def to_json(self) -> dict:
        """``{"part", "expected", "given", "right", "reasons": [...]}``."""
        exp = list(self.expected) if isinstance(self.expected, tuple) else self.expected
        giv = list(self.given) if isinstance(self.given, tuple) else self.given
        return {"part": self.part, "expected": exp, "given": giv, "right": self.right,
                "reasons": [r.to_json() for r in self.reasons]}


@dataclass(frozen=True, slots=True)
class Grade:
    """Every asked part, graded, in `PARTS` order."""

    parts: tuple[PartGrade, ...] = field(default=())

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


def fu_matters(result: ScoreResult) -> bool:
    """Whether fu can change the payment: no yakuman and fewer than 5 han
    (RULES.md §4: from 5 han on the limit alone sets the base)."""
    return not result.yakuman and result.han < 5


def asked_parts(result: ScoreResult, options: QuizOptions) -> tuple[str, ...]:
    """Which parts to ask for this hand, in `PARTS` order.

    han always; fu unless the hand is a yakuman or (with
    `skip_fu_on_limit`) fu cannot change the payment; fu_raw with
    `exact_fu` when fu are asked; with `points`: ``ron`` on a ron,
    ``non_dealer_pays`` (each pays) on a dealer tsumo, ``dealer_pays`` and
    ``non_dealer_pays`` on a non-dealer tsumo, and ``total`` when riichi
    sticks make it differ; ``yaku`` with `yaku`.
    """
    out = []
    ask_fu = not result.yakuman and not (options.skip_fu_on_limit and not fu_matters(result))
    if ask_fu:
        out.append("fu")
        if options.exact_fu:
            out.append("fu_raw")
    out.append("han")
    if options.points:
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


def _round10(x: int) -> int:
    return -(-x // 10) * 10


def _fu_reasons(result: ScoreResult, given: int | None, exact: bool) -> tuple[Reason, ...]:
    """Every fu item; suspects are items whose omission or an open/closed or
    simple/terminal mix-up would give the learner's number."""
    raw = result.fu_raw
    shown = (lambda x: x) if exact else _round10

    def explains(alt_raw: int) -> bool:
        return given is not None and shown(alt_raw) == given

    out = []
    for item in result.fu_items:
        if item.id == "rounding":
            continue
        alts = [raw - item.fu]
        if item.id.startswith(_TRIPLET_FU_PREFIXES):
            alts += [raw + item.fu, raw - item.fu // 2]  # open/closed or simple/terminal mix-up
        if item.id == "pair_double_wind":  # counted as 2 where the rules give 4, or the other way
            alts.append(raw + 2 if item.fu == 2 else raw - 2)
        args = (("completed_by_ron", True),) if item.completed_by_ron else ()
        suspect = item.id != "base" and any(explains(a) for a in alts if a != raw)
        out.append(Reason("fu_item", item.id, item.fu, item.tiles, args, suspect))
    rounding = next((i for i in result.fu_items if i.id == "rounding"), None)
    if rounding is not None and not exact:
        suspect = given is not None and given == raw and raw != result.fu
        out.append(Reason("rounding", "rounding", rounding.fu, "", (("raw", raw), ("fu", result.fu)), suspect))
    for s in result.readings[1:]:
        if s.fu != result.fu and s.yaku:
            other = sum(i.fu for i in s.fu_items if i.id != "rounding") if exact else s.fu
            out.append(Reason("reading", result.choice, other, "",
                              (("wait", s.reading.wait), ("fu", s.fu), ("han", s.han),
                               ("reading", s.reading.describe())), given == other))
    return tuple(out)


def _han_reasons(result: ScoreResult, given: int | None) -> tuple[Reason, ...]:
    """Every yaku and dora line and the near misses; suspects: a yaku left
    out, an open reduction forgotten, a near miss counted, dora miscounted."""
    han = result.han
    out = []
    for y in result.yaku:
        suspect = given is not None and (
            given == han - y.han
            or (y.open_reduced and given == han + 1)
            or (y.id in DORA_IDS and han - y.han <= given < han))
        args = tuple(a for a in (("open_reduced", True) if y.open_reduced else None,
                                 ("count", y.count) if y.count else None) if a)
        out.append(Reason("yaku", y.id, y.han, y.tiles, args, suspect))
    for m in result.near_misses:
        spec = BY_ID.get(m.id)
        extra = spec.han_closed if spec is not None else 1
        suspect = given is not None and given > han and given - han in (extra, 1)
        out.append(Reason("near_miss", m.id, 0, m.tiles, (("reason", m.reason),) + m.args, suspect))
    for s in result.readings[1:]:
        if s.han != han and s.yaku:
            out.append(Reason("reading", result.choice, s.han, "",
                              (("wait", s.reading.wait), ("fu", s.fu), ("han", s.han),
                               ("reading", s.reading.describe())), given == s.han))
    return tuple(out)


def _yaku_reasons(result: ScoreResult, given: tuple[str, ...] | None) -> tuple[Reason, ...]:
    """Yaku the learner left out (with their tiles) and added (with the near
    miss saying why not, when the core has one)."""
    truth = {y.id: y for y in result.yaku if y.id not in DORA_IDS}
    named = set(given or ())
    out = [Reason("yaku_missing", y.id, y.han, y.tiles, (), True) for yid, y in truth.items() if yid not in named]
    misses = {m.id: m for m in result.near_misses}
    for yid in sorted(named - set(truth)):
        m = misses.get(yid)
        args = (("reason", m.reason),) + m.args if m else ()
        spec = BY_ID.get(yid)
        out.append(Reason("yaku_extra", yid, spec.han_closed if spec else 0, m.tiles if m else "", args, True))
    return tuple(out)


def _payment_reasons(result: ScoreResult, part: str, given: int | None, ctx: WinContext, rules: RuleSet,
                     answer: Answer) -> tuple[Reason, ...]:
    """The arithmetic behind a payment: the limit or base points, the
    multiplier, honba and sticks; suspects: honba or sticks left out, the
    winner taken for the dealer (or not), or a payment that follows from the
    learner's own han and fu (by the core's `base_points` and `payments`)."""
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
    honba_points = p.honba_bonus if part == "total" or not p.tsumo else p.honba_bonus // 3
    sticks_points = p.sticks_bonus if part == "total" else 0
    forgot = []
    if given is not None:
        if honba_points and given == expected - honba_points:
            forgot.append("honba")
        if sticks_points and given == expected - sticks_points:
            forgot.append("sticks")
    args = (("multiplier", 0 if part == "total" else mult), ("honba", ctx.honba), ("honba_points", honba_points),
            ("sticks", ctx.riichi_sticks), ("sticks_points", sticks_points), ("forgot", ",".join(forgot)))
    out.append(Reason("payment", part, expected, "", args, bool(forgot)))
    if given is None:
        return tuple(out)
    flipped = payments(p.base, not ctx.is_dealer, ctx.tsumo, ctx.honba, ctx.riichi_sticks, rules)
    if getattr(flipped, part) == given:
        out.append(Reason("mixup", "dealer", given, "", (("dealer", ctx.is_dealer),), True))
    h = answer.han if answer.han is not None else result.han
    f = answer.fu if answer.fu is not None else result.fu
    if (h, f) != (result.han, result.fu) and not result.yakuman and h > 0 and f > 0:
        base, _limit, _kiriage = base_points(h, f, 0, rules)
        alt = payments(base, ctx.is_dealer, ctx.tsumo, ctx.honba, ctx.riichi_sticks, rules)
        if getattr(alt, part) == given:
            out.append(Reason("follows", "han_fu", given, "", (("han", h), ("fu", f)), True))
    return tuple(out)


def grade(answer: Answer, result: ScoreResult, options: QuizOptions, ctx: WinContext, rules: RuleSet) -> Grade:
    """Grade `answer` against `result` for the parts `asked_parts` gives.

    Args:
        answer: what the learner typed (None fields count as wrong).
        result: the core's `ScoreResult` for the hand.
        options: the quiz options (which parts are asked).
        ctx: the hand's `WinContext`, rules: its `RuleSet` (dealer, honba
            and sticks for the payment lines).

    Returns:
        A `Grade`: one `PartGrade` per asked part; a wrong part carries the
        `Reason` lines that explain the right value, the likely cause of the
        learner's number marked `suspect`.
    """
    out = []
    for part in asked_parts(result, options):
        expected = expected_value(result, part)
        given = answer.get(part)
        if part == "yaku" and given is not None:
            given = tuple(sorted(set(given) - set(DORA_IDS)))
        right = given == expected
        reasons: tuple[Reason, ...] = ()
        if not right:
            if part in ("fu", "fu_raw"):
                reasons = _fu_reasons(result, given, exact=part == "fu_raw")
            elif part == "han":
                reasons = _han_reasons(result, given)
            elif part == "yaku":
                reasons = _yaku_reasons(result, given)
            else:
                reasons = _payment_reasons(result, part, given, ctx, rules, answer)
        out.append(PartGrade(part, expected, given, right, reasons))
    return Grade(tuple(out))
