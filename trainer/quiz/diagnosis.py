"""Why a learner's number is wrong: the smallest change to the true
breakdown that gives it.

For a wrong part (fu, fu before rounding, han, a payment, the yaku list)
`diagnose` tries single *slips* on the core's breakdown — a fu item left out
or added where it does not apply, a triplet counted closed instead of open
or simple instead of terminal, a quad counted as a triplet, the rounding
forgotten, a yaku missed or its open reduction forgotten, a near-miss yaku
counted, the dora read from the indicator itself, a payment read from the
wrong row, honba or riichi sticks left out, a limit missed — and then pairs
of slips; every explanation of the smallest size that gives the learner's
number is kept (several equal ones are all reported). Each slip names the
skill it shows a gap in (`trainer.quiz.skills`), the tiles to light and the
arguments of its sentence; the UI and the command line word it.

Nothing is scored here: the truth is the core's `ScoreResult`, and every
"what if" amount comes from the core's public functions (`group_fu`,
`pair_fu_of`, `fixed_item_fu`, `open_pinfu_raise`, `round_fu`, `base_points`,
`unlimited_base`, `payments`, `dora_of`) and its yaku table.

`absences` lists what is *not* in a breakdown when that matters to a
learner (no tsumo fu on a pinfu tsumo, no closed-ron fu on an open hand,
seven pairs not rounded).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from itertools import combinations

from ..core.fu import fixed_item_fu, group_fu, open_pinfu_raise, pair_fu_of, round_fu
from ..core.hand import Hand, WinContext
from ..core.points import LIMIT_BASE, base_points, payments, unlimited_base
from ..core.result import FuItem, ScoreResult
from ..core.rules import KAZOE_VALUES, RuleSet
from ..core.tiles import WIND_KINDS, dora_of, dora_of_three_players, format_kinds, format_tiles, parse_tiles
from ..core.yaku_table import BY_ID, DORA_IDS
from .parts import POINT_PARTS
from .skills import LIMIT_SKILL, PAYMENT_ROW, PAYMENT_ROW_3, indicator_skill

#: Two-slip explanations kept per part (in a stable order). Every one-slip
#: explanation is kept (a hand's breakdown allows a few dozen at most): a
#: cut there could drop the learner's real slip while the message says
#: "one of N equal explanations", and blame only the skills listed first.
MAX_EXPLANATIONS = 6
_TRIPLET_PREFIXES = ("open_triplet", "closed_triplet", "open_quad", "closed_quad")
_LIMIT_ORDER = ("mangan", "haneman", "baiman", "sanbaiman", "kazoe_yakuman")


@dataclass(frozen=True, slots=True)
class Slip:
    """One slip that accounts (alone or with another) for a wrong number.

    Attributes:
        kind: what went wrong (ids: see `trainer.quiz.english.message`).
        skill: the skill id it shows a gap in.
        tiles: mpsz of the tiles concerned ("" when none), to light.
        args: the facts of its sentence as ``(name, value)`` pairs.
    """

    kind: str
    skill: str
    tiles: str = ""
    args: tuple[tuple[str, object], ...] = ()

    def arg(self, name: str, default=None):
        """One argument by name."""
        for k, v in self.args:
            if k == name:
                return v
        return default

    def to_json(self) -> dict:
        """``{"kind", "skill", "tiles", "args": {…}}``."""
        return {"kind": self.kind, "skill": self.skill, "tiles": self.tiles, "args": dict(self.args)}

    @staticmethod
    def from_json(data: dict) -> Slip:
        """Inverse of `to_json`.

        Raises:
            KeyError, TypeError, ValueError: a malformed record.
        """
        if not isinstance(data, dict):
            raise TypeError(f"a slip is an object, not {type(data).__name__}")
        return Slip(str(data["kind"]), str(data["skill"]), str(data.get("tiles", "")),
                    tuple((str(k), v) for k, v in dict(data.get("args", {})).items()))


@dataclass(frozen=True, slots=True)
class Diagnosis:
    """The diagnosis of one wrong part.

    Attributes:
        part: the part id (`trainer.quiz.parts.PARTS`).
        given, expected: the learner's value and the core's.
        explanations: the smallest sets of slips that give `given`, each a
            tuple of 1 or 2 `Slip`; several when they fit equally; empty
            when none was found (or the field was left empty).
        follows: for a payment, ``(han, fu)`` of the learner's own answer
            when the payment follows from it (their fu/han are the slip,
            not the payment), else None.
    """

    part: str
    given: object
    expected: object
    explanations: tuple[tuple[Slip, ...], ...] = ()
    follows: tuple[int, int] | None = None

    @property
    def skills(self) -> tuple[str, ...]:
        """Every skill an explanation names, first-seen order."""
        return tuple(dict.fromkeys(s.skill for e in self.explanations for s in e))

    @property
    def found(self) -> bool:
        """An explanation was found (or the payment follows from fu/han)."""
        return bool(self.explanations) or self.follows is not None

    def to_json(self) -> dict:
        """``{"part", "given", "expected", "explanations": [[slip, …], …], "follows"}``."""
        exp = list(self.expected) if isinstance(self.expected, tuple) else self.expected
        giv = list(self.given) if isinstance(self.given, tuple) else self.given
        return {"part": self.part, "given": giv, "expected": exp,
                "explanations": [[s.to_json() for s in e] for e in self.explanations],
                "follows": list(self.follows) if self.follows else None}

    @staticmethod
    def from_json(data: dict) -> Diagnosis:
        """Inverse of `to_json`.

        Raises:
            KeyError, TypeError, ValueError: a malformed record (a stored or
                imported one is untrusted).
        """
        if not isinstance(data, dict):
            raise TypeError(f"a diagnosis is an object, not {type(data).__name__}")
        explanations = data.get("explanations", ())
        if not isinstance(explanations, (list, tuple)) or not all(isinstance(e, (list, tuple)) for e in explanations):
            raise TypeError("explanations must be a list of lists of slips")
        f = data.get("follows")
        exp, giv = data.get("expected"), data.get("given")
        return Diagnosis(str(data["part"]), tuple(giv) if isinstance(giv, list) else giv,
                         tuple(exp) if isinstance(exp, list) else exp,
                         tuple(tuple(Slip.from_json(s) for s in e) for e in data.get("explanations", ())),
                         (int(f[0]), int(f[1])) if f else None)


@dataclass(frozen=True, slots=True)
class _Edit:
    """A candidate slip and what it changes: `delta` to a sum (fu items or
    han), a value `mode` (fu: ``no_round``, ``round_down``, ``no_raise``),
    a whole alternative `value`, or payment parameters `pay`. Edits with the
    same `key` do not combine."""

    slip: Slip
    key: object
    delta: int = 0
    mode: str = ""
    value: int | None = None
    pay: tuple[tuple[str, object], ...] = ()


# --------------------------------------------------------------------------
# the search

def _search(edits: list[_Edit], matches) -> tuple[tuple[Slip, ...], ...]:
    """The smallest combinations (1, then 2 edits) for which `matches`
    holds; whole-value edits only alone. All single edits that match are
    kept; pairs (searched only when no single edit matches) at most
    `MAX_EXPLANATIONS`."""
    found: list[tuple[Slip, ...]] = []
    for e in edits:
        if matches((e,)):
            found.append((e.slip,))
    if not found:
        singles = [e for e in edits if e.value is None]
        for a, b in combinations(singles, 2):
            if a.key != b.key and matches((a, b)):
                found.append((a.slip, b.slip))
    out: list[tuple[Slip, ...]] = []
    seen = set()
    for combo in found:
        key = frozenset(combo)
        if key not in seen:
            seen.add(key)
            out.append(combo)
    return tuple(out if len(out[0] if out else ()) == 1 else out[:MAX_EXPLANATIONS])


# --------------------------------------------------------------------------
# fu

def _meld_of(hand: Hand, tiles: str) -> str:
    """The meld kind (pon, minkan, kakan, ankan) whose tiles are `tiles`,
    or "" for a set held in the hand."""
    for m in hand.melds:
        if format_tiles(m.tiles) == tiles:
            return m.kind
    return ""


def _group_edits(item: FuItem, hand: Hand) -> list[_Edit]:
    """Slips on one triplet or quad item: open ↔ closed, simple ↔
    terminal/honor, a quad counted as a triplet (amounts from `group_fu`)."""
    concealed = item.id.startswith("closed")
    shape = "quad" if "_quad_" in item.id else "triplet"
    yaochuu = item.id.endswith("yaochuu")
    kind = parse_tiles(item.tiles)[0].kind if item.tiles else (0 if yaochuu else 1)
    other_kind = 1 if yaochuu else 0  # a simple or a terminal kind, for the other amount
    meld = _meld_of(hand, item.tiles)
    base_args = (("item", item.id), ("meld", meld), ("fu", item.fu))
    out = []
    flip = group_fu(shape, kind, not concealed)[1]
    if concealed:
        out.append(_Edit(Slip("closed_as_open", f"fu.{item.id}", item.tiles, base_args + (("as_fu", flip),)),
                         item, flip - item.fu))
    else:
        skill = "fu.completed_by_ron" if item.completed_by_ron else f"fu.{item.id}"
        out.append(_Edit(Slip("open_as_closed", skill, item.tiles,
                              base_args + (("as_fu", flip), ("completed_by_ron", item.completed_by_ron))),
                         item, flip - item.fu))
    swap = group_fu(shape, other_kind, concealed)[1]
    out.append(_Edit(Slip("terminal_as_simple" if yaochuu else "simple_as_terminal", f"fu.{item.id}", item.tiles,
                          base_args + (("as_fu", swap),)), item, swap - item.fu))
    if shape == "quad":
        trip = group_fu("triplet", kind, concealed)[1]
        out.append(_Edit(Slip("quad_as_triplet", f"fu.{item.id}", item.tiles, base_args + (("as_fu", trip),)),
                         item, trip - item.fu))
    return out


def _fu_edits(result: ScoreResult, hand: Hand, ctx: WinContext, rules: RuleSet, exact: bool) -> list[_Edit]:
    """Every single slip on a standard hand's fu breakdown."""
    edits: list[_Edit] = []
    ids = {i.id for i in result.fu_items}
    for item in result.fu_items:
        if item.id in ("base", "rounding", "open_pinfu"):
            continue
        edits.append(_Edit(Slip("fu_left_out", f"fu.{item.id}", item.tiles, (("item", item.id), ("fu", item.fu))),
                           item, -item.fu))
        if item.id.startswith(_TRIPLET_PREFIXES):
            edits.extend(_group_edits(item, hand))
        elif item.id == "pair_double_wind":
            pair = parse_tiles(item.tiles)[0].kind
            wind = WIND_KINDS[ctx.seat_wind]
            other = pair_fu_of(pair, wind, wind, 6 - rules.double_wind_pair_fu).fu  # the other option: 2 ↔ 4
            edits.append(_Edit(Slip("double_wind_fu", "fu.pair_double_wind", item.tiles,
                                    (("fu", item.fu), ("as_fu", other))), item, other - item.fu))
    menzen = hand.is_closed
    if not ctx.tsumo and not menzen and "closed_ron" not in ids:
        amount = fixed_item_fu("closed_ron")
        edits.append(_Edit(Slip("fu_added", "fu.closed_ron", "", (("item", "closed_ron"), ("fu", amount))),
                           "closed_ron", amount))
    if ctx.tsumo and "tsumo" not in ids:
        amount = fixed_item_fu("tsumo")
        pinfu = any(y.id == "pinfu" for y in result.yaku)
        skill = "fu.pinfu_tsumo" if pinfu else "fu.tsumo"
        edits.append(_Edit(Slip("fu_added", skill, "", (("item", "tsumo"), ("fu", amount))), "tsumo", amount))
    if not exact:
        raw = result.fu_raw
        if "open_pinfu" in ids:
            edits.append(_Edit(Slip("open_pinfu_forgotten", "fu.open_pinfu", "", (("fu", result.fu),)),
                               "raise", mode="no_raise"))
        if round_fu(raw) != raw:
            edits.append(_Edit(Slip("rounding_forgotten", "fu.rounding", "", (("raw", raw), ("fu", result.fu))),
                               "round", mode="no_round"))
            edits.append(_Edit(Slip("rounded_down", "fu.rounding", "", (("raw", raw), ("fu", result.fu))),
                               "round", mode="round_down"))
    for s in result.readings[1:]:
        if s.yaku and s.fu_items:
            other = sum(i.fu for i in s.fu_items if i.id not in ("rounding", "open_pinfu")) if exact else s.fu
            edits.append(_Edit(Slip("other_reading", "reading.choice", "",
                                    (("wait", s.reading.wait), ("han", s.han), ("fu", s.fu),
                                     ("reading", s.reading.describe()))), ("reading", id(s)), value=other))
    return edits


def _fu_value(edits: tuple[_Edit, ...], raw: int, menzen: bool, exact: bool) -> int:
    """The fu a combination of slips gives (exact: the sum of items)."""
    for e in edits:
        if e.value is not None:
            return e.value
    total = raw + sum(e.delta for e in edits)
    if exact:
        return total
    modes = {e.mode for e in edits}
    raised = 30 if "no_raise" not in modes and open_pinfu_raise(total, menzen) else total
    if "no_round" in modes:
        return raised
    if "round_down" in modes:
        return raised // 10 * 10
    return round_fu(raised)


def _diagnose_fu(part: str, given: int, result: ScoreResult, hand: Hand, ctx: WinContext,
                 rules: RuleSet) -> tuple[tuple[Slip, ...], ...]:
    shape = result.chosen.reading.shape
    exact = part == "fu_raw"
    if shape == "chiitoitsu":
        if not exact and given == round_fu(result.fu + 1):
            return ((Slip("chiitoitsu_rounded", "fu.chiitoitsu", "", (("fu", result.fu),)),),)
        return ()
    if shape != "standard":
        return ()
    edits = _fu_edits(result, hand, ctx, rules, exact)
    raw, menzen = result.fu_raw, hand.is_closed
    return _search(edits, lambda combo: _fu_value(combo, raw, menzen, exact) == given)


# --------------------------------------------------------------------------
# han

def _held(hand: Hand) -> dict[int, int]:
    """Copies of each kind held, the kita Norths included (they count for
    the dora, SCHEMA.md "Three players")."""
    out: dict[int, int] = {}
    for t in hand.all_tiles():
        out[t.kind] = out.get(t.kind, 0) + 1
    if hand.kita:
        out[30] = out.get(30, 0) + hand.kita
    return out


def _dora(kind: int, players: int) -> int:
    """The dora an indicator points at (RULES.md §5; three players wrap
    1m↔9m, TABLE_RULES.md §8)."""
    return dora_of(kind) if players == 4 else dora_of_three_players(kind)


def _dora_edits(indicators, held: dict[int, int], ura: bool, players: int = 4) -> list[_Edit]:
    """Per indicator: its dora left out, or counted from the indicator's
    own kind."""
    out = []
    for i, ind in enumerate(indicators):
        target = _dora(ind.kind, players)
        count, own = held.get(target, 0), held.get(ind.kind, 0)
        skill = "dora.ura" if ura else indicator_skill(ind.kind, players)
        args = (("indicator", str(ind)), ("dora", format_kinds((target,))), ("count", count), ("ura", ura))
        key = ("ura" if ura else "dora", i)
        if count:
            out.append(_Edit(Slip("dora_left_out", skill, format_kinds((target,)), args), key, -count))
        if own and own != count:  # (own == 0 is the dora left out)
            out.append(_Edit(Slip("dora_from_indicator", skill, format_kinds((ind.kind,)),
                                  args + (("counted", own),)), key, own - count))
    return out


def _han_edits(result: ScoreResult, hand: Hand, ctx: WinContext, players: int = 4) -> list[_Edit]:
    edits: list[_Edit] = []
    held = _held(hand)
    for y in result.yaku:
        if y.id in ("dora", "ura_dora"):
            continue
        if y.id == "aka_dora":
            red = format_tiles(sorted({t for t in hand.all_tiles() if t.red}, key=lambda t: t.kind))
            for missed in sorted({y.count, 1}):
                edits.append(_Edit(Slip("aka_left_out", "dora.aka", red, (("count", missed), ("total", y.count))),
                                   "aka", -missed))
            continue
        skill = "dora.kita" if y.id == "kita" else f"yaku.{y.id}"  # kita: a dora skill, not a yaku
        edits.append(_Edit(Slip("yaku_left_out", skill, y.tiles, (("yaku", y.id), ("han", y.han))),
                           ("yaku", y.id), -y.han))
        spec = BY_ID.get(y.id)
        if y.open_reduced and spec is not None:
            edits.append(_Edit(Slip("open_reduction_forgotten", f"yaku.{y.id}.open", y.tiles,
                                    (("yaku", y.id), ("han", y.han), ("closed_han", spec.han_closed))),
                               ("yaku", y.id), spec.han_closed - y.han))
    for m in result.near_misses:
        spec = BY_ID.get(m.id)
        if spec is not None and not spec.yakuman:
            han = spec.han_closed if hand.is_closed or spec.han_open is None else spec.han_open
            edits.append(_Edit(Slip("near_miss_counted", f"yaku.{m.id}", m.tiles,
                                    (("yaku", m.id), ("han", han), ("reason", m.reason)) + tuple(m.args)),
                               ("near", m.id), han))
        elif m.id == "ura_dora":
            count = sum(held.get(_dora(i.kind, players), 0) for i in ctx.ura_indicators)
            if count:
                edits.append(_Edit(Slip("ura_without_riichi", "dora.ura", "", (("count", count),)), "ura", count))
    if not result.yakuman:
        edits.extend(_dora_edits(ctx.dora_indicators, held, False, players))
        if ctx.in_riichi:
            edits.extend(_dora_edits(ctx.ura_indicators, held, True, players))
    for s in result.readings[1:]:
        if s.yaku and s.han != result.han:
            edits.append(_Edit(Slip("other_reading", "reading.choice", "",
                                    (("wait", s.reading.wait), ("han", s.han), ("fu", s.fu),
                                     ("reading", s.reading.describe()))), ("reading", id(s)), value=s.han))
    return edits


def _diagnose_han(given: int, result: ScoreResult, hand: Hand, ctx: WinContext,
                  players: int = 4) -> tuple[tuple[Slip, ...], ...]:
    edits = _han_edits(result, hand, ctx, players)
    han = result.han

    def matches(combo):
        for e in combo:
            if e.value is not None:
                return e.value == given
        return han + sum(e.delta for e in combo) == given

    return _search(edits, matches)


# --------------------------------------------------------------------------
# yaku list

def _diagnose_yaku(given: tuple[str, ...], result: ScoreResult) -> tuple[tuple[Slip, ...], ...]:
    """Every yaku left out and every yaku named that does not count (with
    the core's near-miss reason when it has one): one explanation."""
    truth = {y.id: y for y in result.yaku if y.id not in DORA_IDS}
    named = set(given)
    slips = [Slip("yaku_left_out", f"yaku.{yid}", y.tiles, (("yaku", yid), ("han", y.han)))
             for yid, y in truth.items() if yid not in named]
    misses = {m.id: m for m in result.near_misses}
    for yid in sorted(named - set(truth)):
        m = misses.get(yid)
        args = (("yaku", yid),) + ((("reason", m.reason),) + tuple(m.args) if m else ())
        slips.append(Slip("yaku_named_wrongly", f"yaku.{yid}", m.tiles if m else "", args))
    return (tuple(slips),) if slips else ()


# --------------------------------------------------------------------------
# payments

def _row(dealer: bool, tsumo: bool) -> str:
    return PAYMENT_ROW[dealer, tsumo].split(".", 1)[1]


def _pay_edits(result: ScoreResult, part: str, ctx: WinContext, rules: RuleSet) -> list[_Edit]:
    p = result.points
    dealer, tsumo = ctx.is_dealer, ctx.tsumo
    three = rules.players == 3  # three players: their own rows and honba (skills.PAYMENT_ROW_3)
    row_skill = (PAYMENT_ROW_3 if three else PAYMENT_ROW)[dealer, tsumo]
    honba_skill = "pay.honba_sanma" if three else "pay.honba"
    edits = []
    for d, t in ((not dealer, tsumo), (dealer, not tsumo), (not dealer, not tsumo)):
        key = "dealer" if t == tsumo else "tsumo" if d == dealer else "row"
        edits.append(_Edit(Slip("wrong_row", row_skill, "", (("row", _row(dealer, tsumo)), ("as_row", _row(d, t)))),
                           key, pay=(("dealer", d), ("tsumo", t))))
    if tsumo and not dealer and part in ("dealer_pays", "non_dealer_pays"):
        # three players: one other payer, and "twice" holds only under tsumo loss
        swap_args = (("part", part),) + ((("players", 3),) if three else ())
        edits.append(_Edit(Slip("payers_swapped", row_skill, "", swap_args), "swap",
                           pay=(("swap", True),)))
    if three and tsumo:  # the four-player habit: a third payer, North (TABLE_RULES.md §8)
        edits.append(_Edit(Slip("paid_as_four", row_skill, "", (("share", p.north_share),
                                                                 ("tsumo_payment", rules.tsumo_payment))),
                           "players", pay=(("players", 4),)))
    if ctx.honba:
        edits.append(_Edit(Slip("honba_left_out", honba_skill, "",
                                (("honba", ctx.honba), ("points", p.honba_bonus))), "honba", pay=(("honba", 0),)))
        # the other honba value a learner may use: the ron's per payer on a
        # tsumo, a payer's share on a ron (TABLE_RULES.md §8: 200 and 100
        # with three players, 300 and 100 with four)
        n = rules.payers
        other = rules.honba_value * n if tsumo else rules.honba_value // n
        per_payer = other // n if tsumo else other
        args = (("honba", ctx.honba), ("tsumo", tsumo), ("per", per_payer))
        if three:
            args += (("players", 3), ("right", rules.honba_value // n if tsumo else rules.honba_value))
        edits.append(_Edit(Slip("honba_amount", honba_skill, "", args), "honba", pay=(("honba_value", other),)))
        if three and not tsumo:  # the four-player habit: a third more per counter on a ron (300 for 200)
            four = rules.honba_value * 3 // 2
            edits.append(_Edit(Slip("honba_amount", honba_skill, "", args[:2] + (("per", four),) + args[3:]),
                               "honba", pay=(("honba_value", four),)))
    if ctx.riichi_sticks and part == "total":
        edits.append(_Edit(Slip("sticks_left_out", "pay.riichi_sticks", "",
                                (("sticks", ctx.riichi_sticks), ("points", p.sticks_bonus))), "sticks",
                           pay=(("sticks", 0),)))
    if not result.yakuman:
        han, fu, limit = result.han, result.fu, result.limit
        bases: list[tuple[Slip, int]] = []
        toggled = base_points(han, fu, 0, replace(rules, kiriage=not rules.kiriage))[0]
        if toggled != p.base:
            bases.append((Slip("kiriage", "limit.kiriage", "",
                               (("kiriage", rules.kiriage), ("han", han), ("fu", fu))), toggled))
        if han >= 13:
            for k in KAZOE_VALUES:
                b = base_points(han, fu, 0, replace(rules, kazoe=k))[0]
                if b != p.base:
                    bases.append((Slip("kazoe", "limit.kazoe", "", (("kazoe", rules.kazoe), ("as_kazoe", k),
                                                                    ("han", han))), b))
        if limit and limit != "kazoe_yakuman" and not result.kiriage:
            plain = unlimited_base(han, fu)
            if plain != p.base:
                bases.append((Slip("limit_ignored", LIMIT_SKILL[limit], "",
                                   (("limit", limit), ("han", han), ("fu", fu), ("base", plain))), plain))
        if limit in _LIMIT_ORDER:
            i = _LIMIT_ORDER.index(limit)
            for j in (i - 1, i + 1):
                if 0 <= j < len(_LIMIT_ORDER) and LIMIT_BASE[_LIMIT_ORDER[j]] != p.base:
                    bases.append((Slip("wrong_limit", LIMIT_SKILL[limit], "",
                                       (("limit", limit), ("as_limit", _LIMIT_ORDER[j]), ("han", han))),
                                  LIMIT_BASE[_LIMIT_ORDER[j]]))
        elif limit is None and LIMIT_BASE["mangan"] != p.base:
            bases.append((Slip("wrong_limit", LIMIT_SKILL["mangan"], "",
                               (("limit", ""), ("as_limit", "mangan"), ("han", han))), LIMIT_BASE["mangan"]))
        seen = set()
        for slip, b in bases:
            if b not in seen:
                seen.add(b)
                edits.append(_Edit(slip, "base", pay=(("base", b),)))
    return edits


def _pay_values(combo: tuple[_Edit, ...], part: str, result: ScoreResult, ctx: WinContext,
                rules: RuleSet) -> set[int]:
    """What a payer hands over (or the winner gets, for ``total``) under the
    combination's parameters."""
    p = result.points
    kw = {"base": p.base, "dealer": ctx.is_dealer, "tsumo": ctx.tsumo, "honba": ctx.honba,
          "sticks": ctx.riichi_sticks, "honba_value": rules.honba_value, "swap": False, "players": rules.players}
    for e in combo:
        kw.update(dict(e.pay))
    r = rules if kw["honba_value"] == rules.honba_value else replace(rules, honba_value=kw["honba_value"])
    if kw["players"] != rules.players:  # paid as four players: three payers, 300 per honba (RULES.md §4)
        r = replace(r, players=4, honba_value=r.honba_value * 3 // 2)
    alt = payments(kw["base"], kw["dealer"], kw["tsumo"], kw["honba"], kw["sticks"], r)
    if part == "total":
        return {alt.total}
    if (kw["dealer"], kw["tsumo"]) != (ctx.is_dealer, ctx.tsumo):
        return {v for v in (alt.ron, alt.dealer_pays, alt.non_dealer_pays) if v is not None}
    if kw["swap"]:
        part = "non_dealer_pays" if part == "dealer_pays" else "dealer_pays"
    v = getattr(alt, part)
    return {v} if v is not None else set()


def _follows(given: int, part: str, result: ScoreResult, ctx: WinContext, rules: RuleSet,
             han: int | None, fu: int | None) -> tuple[int, int] | None:
    """(han, fu) of the learner's own answer when the payment follows from it."""
    h = han if han is not None else result.han
    f = fu if fu is not None else result.fu
    if (h, f) == (result.han, result.fu) or result.yakuman or h <= 0 or f <= 0 or h > 1000 or f > 10000:
        return None
    base = base_points(h, f, 0, rules)[0]
    v = getattr(payments(base, ctx.is_dealer, ctx.tsumo, ctx.honba, ctx.riichi_sticks, rules), part)
    return (h, f) if v == given else None


#: The fu and han a points-only answer may have been counted with (RULES.md
#: §3: fu round to 10, seven pairs 25; up to 110 fu on a standard hand).
_FU_VALUES = (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110)
_HAN_VALUES = tuple(range(1, 14))


def _through_count(given: int, part: str, result: ScoreResult, hand: Hand, ctx: WinContext,
                   rules: RuleSet) -> tuple[tuple[Slip, ...], ...]:
    """For a payment asked without the fu and han (the points-only answer
    mode): the fu or han slips that give a count whose payment is the
    learner's number — each fu value (han as the core has it) and each han
    value (fu as the core has it) that pays `given`, explained by
    `_diagnose_fu` / `_diagnose_han` as if the learner had said it."""
    if result.yakuman:
        return ()
    out: list[tuple[Slip, ...]] = []

    def pays(han: int, fu: int) -> bool:
        base = base_points(han, fu, 0, rules)[0]
        return getattr(payments(base, ctx.is_dealer, ctx.tsumo, ctx.honba, ctx.riichi_sticks, rules), part) == given

    for fu in _FU_VALUES:
        if fu != result.fu and pays(result.han, fu):
            out += _diagnose_fu("fu", fu, result, hand, ctx, rules)
    for han in _HAN_VALUES:
        if han != result.han and pays(han, result.fu):
            out += _diagnose_han(han, result, hand, ctx, rules.players)
    return tuple(out)


# --------------------------------------------------------------------------

def diagnose(part: str, given, result: ScoreResult, hand: Hand, ctx: WinContext, rules: RuleSet,
             answer_han: int | None = None, answer_fu: int | None = None,
             points_only: bool = False) -> Diagnosis:
    """The diagnosis of a wrong part (see the module docstring).

    Args:
        part: the part id; given: the learner's value (None: left empty,
            nothing to explain); result, hand, ctx, rules: the question as
            the core scored it; answer_han, answer_fu: the learner's han and
            fu, for a payment that follows from them; points_only: the
            payment was asked without the fu and han (the points-only
            answer mode), so it is explained by payment slips and by the fu
            or han slips whose count pays the learner's number
            (`_through_count`), the fewest slips first.

    Returns:
        A `Diagnosis`; its explanations are empty when no slip of one or
        two steps gives the learner's number.
    """
    expected = _expected(result, part)
    if given is None or given == expected:
        return Diagnosis(part, given, expected)
    if part in ("fu", "fu_raw"):
        return Diagnosis(part, given, expected, _diagnose_fu(part, int(given), result, hand, ctx, rules))
    if part == "han":
        return Diagnosis(part, given, expected, _diagnose_han(int(given), result, hand, ctx, rules.players))
    if part == "yaku":
        return Diagnosis(part, given, expected, _diagnose_yaku(tuple(given), result))
    if part in POINT_PARTS:
        follows = _follows(int(given), part, result, ctx, rules, answer_han, answer_fu)
        if follows is not None:
            return Diagnosis(part, given, expected, (), follows)
        edits = _pay_edits(result, part, ctx, rules)
        found = _search(edits, lambda combo: int(given) in _pay_values(combo, part, result, ctx, rules))
        if points_only:
            found += _through_count(int(given), part, result, hand, ctx, rules)
            fewest = min((len(e) for e in found), default=0)
            found = tuple(dict.fromkeys(e for e in found if len(e) == fewest))
        return Diagnosis(part, given, expected, found)
    raise ValueError(f"unknown part {part!r}")


def _expected(result: ScoreResult, part: str):
    if part == "fu":
        return result.fu
    if part == "fu_raw":
        return result.fu_raw
    if part == "han":
        return result.han
    if part == "yaku":
        return tuple(sorted(y.id for y in result.yaku if y.id not in DORA_IDS))
    return getattr(result.points, part)


def absences(result: ScoreResult, hand: Hand, ctx: WinContext, rules: RuleSet) -> tuple[Slip, ...]:
    """What the fu breakdown leaves out on purpose, when a learner might
    expect it: no tsumo fu on a pinfu tsumo (20 fu flat), none on a rinshan
    win where the rules give none, no closed-ron fu on an open hand, seven
    pairs at 25 fu without rounding. Each as a `Slip` (kind
    ``no_tsumo_fu_pinfu``, ``no_tsumo_fu_rinshan``,
    ``no_closed_ron_fu_open``, ``chiitoitsu_flat``) naming its skill."""
    if result.yakuman or not result.fu_items:
        return ()
    ids = {i.id for i in result.fu_items}
    shape = result.chosen.reading.shape
    out = []
    if shape == "chiitoitsu":
        out.append(Slip("chiitoitsu_flat", "fu.chiitoitsu", "", (("fu", result.fu),)))
    elif shape == "standard":
        if ctx.tsumo and "tsumo" not in ids:
            if any(y.id == "pinfu" for y in result.yaku):
                out.append(Slip("no_tsumo_fu_pinfu", "fu.pinfu_tsumo", "", (("fu", result.fu),)))
            elif ctx.rinshan and not rules.rinshan_tsumo_fu:
                out.append(Slip("no_tsumo_fu_rinshan", "fu.tsumo", ""))
        if not ctx.tsumo and not hand.is_closed:
            out.append(Slip("no_closed_ron_fu_open", "fu.closed_ron", ""))
    return tuple(out)
