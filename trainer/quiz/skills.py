"""The skills a scorer must know, and which of them a question exercises.

A *skill* is one fine-grained thing a learner can know or get wrong: a fu
item (``fu.closed_ron``), a yaku and its open reduction (``yaku.honitsu``,
``yaku.honitsu.open``), reading a dora indicator (``dora.wrap``: a 9
indicates the 1), a limit (``limit.haneman``, ``limit.kiriage``), a payment
row (``pay.tsumo_dealer``, ``pay.honba``), choosing the reading that pays
most (``reading.choice``). Three players (TABLE_RULES.md §8) add kita
(``dora.kita``) and their own payment rows where the payment differs from
four players' (``pay.tsumo_dealer_sanma``, ``pay.tsumo_non_dealer_sanma``,
``pay.honba_sanma``: two payers, North's share dropped or split); a ron
pays the same with three players as with four, and fu, yaku and limits are
the same skills. Ids are stable: they are stored with every answer
and every skill state, and translated in the UI (`trainer.ui.progress`).

The catalogue is built from the core's own tables, never restating a rule:
fu item ids as `trainer.core.fu` names them (`group_fu` for triplets and
quads, `pair_fu_of` for pairs), yaku from `trainer.core.yaku_table.YAKU`
(an ``.open`` skill where the table gives fewer han open than closed),
limits from `trainer.core.points.LIMIT_BASE`.

Which skills a question exercises is read off the core's `ScoreResult` for
it (its fu items, yaku, near misses, limit, points and readings) and the
parts the learner is asked (`grading.asked_parts`): the fu skills only when
fu are asked, limits and payments only when points are.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from ..core.fu import group_fu, pair_fu_of
from ..core.hand import Hand, WinContext
from ..core.points import LIMIT_BASE, base_points
from ..core.result import ScoreResult
from ..core.rules import RuleSet
from ..core.tiles import dora_of, dora_of_three_players
from ..core.yaku_table import BY_ID, DORA_IDS, YAKU
from .parts import POINT_PARTS

#: Skill groups in display order (the Progress grid's rows).
GROUPS = ("fu", "yaku", "dora", "limits", "payments", "reading")
#: The answer parts a group's skills decide.
GROUP_PARTS: dict[str, frozenset[str]] = {
    "fu": frozenset(("fu", "fu_raw")),
    "yaku": frozenset(("han", "yaku")),
    "dora": frozenset(("han",)),
    "limits": frozenset(POINT_PARTS),
    "payments": frozenset(POINT_PARTS),
    "reading": frozenset(("fu", "fu_raw", "han")),
}


@dataclass(frozen=True, slots=True)
class Skill:
    """One skill of the catalogue.

    Attributes:
        id: stable id, ``<group prefix>.<name>`` (``fu.closed_ron``).
        group: one of `GROUPS`.
        subject: what it is about, for the UI's name: a fu item id, a yaku
            id, a limit name, …
        open_reduction: a yaku skill about the han an open hand loses.
        local: a local yaku (shown only once seen).
        yakuman: a yakuman yaku (shown in its own line of the grid).
    """

    id: str
    group: str
    subject: str
    open_reduction: bool = False
    local: bool = False
    yakuman: bool = False

    @property
    def parts(self) -> frozenset[str]:
        """The answer parts this skill decides (`GROUP_PARTS`)."""
        return GROUP_PARTS[self.group]


def _fu_skills() -> list[Skill]:
    # Triplet and quad ids as the core builds them: shape × open/closed × simple/terminal-honor.
    groups = [group_fu(shape, first, concealed)[0]
              for shape in ("triplet", "quad") for concealed in (False, True) for first in (1, 0)]
    # Pair ids as the core builds them: a dragon, the seat wind, the round wind, both.
    east, south, haku = 27, 28, 31
    pairs = [pair_fu_of(p, seat, rnd, 4).id for p, seat, rnd in
             ((haku, east, east), (east, east, south), (east, south, east), (east, east, east))]
    items = (["closed_ron", "tsumo", "pinfu_tsumo", "open_pinfu", "chiitoitsu", "completed_by_ron"]
             + groups + pairs + ["wait_kanchan", "wait_penchan", "wait_tanki", "rounding"])
    return [Skill(f"fu.{x}", "fu", x) for x in items]


def _yaku_skills() -> list[Skill]:
    out = []
    for y in YAKU:
        out.append(Skill(f"yaku.{y.id}", "yaku", y.id, local=y.local, yakuman=bool(y.yakuman)))
        if y.han_open is not None and y.han_open < y.han_closed and not y.yakuman:
            out.append(Skill(f"yaku.{y.id}.open", "yaku", y.id, open_reduction=True, local=y.local))
    return out


#: Dora skills: reading an indicator in a suit (3m → 4m), across the 9 → 1
#: wrap (with three players also 1m → 9m), among the winds (N → E) and the
#: dragons (chun → haku); ura dora only in riichi; red fives; kita (three
#: players: each North set aside is a han).
DORA_SKILLS = ("dora.indicator", "dora.wrap", "dora.winds", "dora.dragons", "dora.ura", "dora.aka", "dora.kita")
#: Limit skills by the core's limit name (kazoe: 13 han and more without a yakuman).
LIMIT_SKILL = {name: f"limit.{'kazoe' if name == 'kazoe_yakuman' else name}" for name in LIMIT_BASE}
#: Payment rows: (dealer, tsumo) → skill; honba and riichi sticks.
PAYMENT_ROW = {(False, False): "pay.ron_non_dealer", (True, False): "pay.ron_dealer",
               (False, True): "pay.tsumo_non_dealer", (True, True): "pay.tsumo_dealer"}
#: Three players (TABLE_RULES.md §8): the tsumo rows and honba differ from
#: four players' (two payers; North's share dropped or split; a ron's
#: honba 200), so they are skills of their own; a ron's payment does not.
PAYMENT_ROW_3 = {**PAYMENT_ROW, (False, True): "pay.tsumo_non_dealer_sanma",
                 (True, True): "pay.tsumo_dealer_sanma"}
#: The skills only three-player hands exercise.
THREE_PLAYER_SKILLS = frozenset(("dora.kita", "pay.tsumo_non_dealer_sanma", "pay.tsumo_dealer_sanma",
                                 "pay.honba_sanma"))

SKILLS: tuple[Skill, ...] = tuple(
    _fu_skills() + _yaku_skills()
    + [Skill(s, "dora", s.split(".")[1]) for s in DORA_SKILLS]
    + [Skill(s, "limits", s.split(".")[1]) for s in dict.fromkeys(LIMIT_SKILL.values())]
    + [Skill("limit.kiriage", "limits", "kiriage")]
    + [Skill(s, "payments", s.split(".")[1]) for s in PAYMENT_ROW.values()]
    + [Skill("pay.honba", "payments", "honba"), Skill("pay.riichi_sticks", "payments", "riichi_sticks")]
    + [Skill("pay.tsumo_non_dealer_sanma", "payments", "tsumo_non_dealer_sanma"),
       Skill("pay.tsumo_dealer_sanma", "payments", "tsumo_dealer_sanma"),
       Skill("pay.honba_sanma", "payments", "honba_sanma")]
    + [Skill("reading.choice", "reading", "choice")])
BY_SKILL: dict[str, Skill] = {s.id: s for s in SKILLS}


def _dora(kind: int, players: int) -> int:
    """The dora an indicator points at (RULES.md §5; TABLE_RULES.md §8)."""
    return dora_of(kind) if players == 4 else dora_of_three_players(kind)


def indicator_skill(indicator: int, players: int = 4) -> str:
    """The dora skill an indicator kind (0..33) practises: ``dora.winds``,
    ``dora.dragons``, ``dora.wrap`` (the core's `dora_of` goes back to the
    1; with three players 1m → 9m too, `dora_of_three_players`) or
    ``dora.indicator``."""
    if indicator >= 27:
        return "dora.winds" if indicator < 31 else "dora.dragons"
    return "dora.wrap" if _dora(indicator, players) != indicator + 1 else "dora.indicator"


def _held(hand: Hand) -> dict[int, int]:
    """Copies of each kind across the closed tiles, the melds and the kita
    (set-aside Norths count for the dora, SCHEMA.md "Three players")."""
    out: dict[int, int] = {}
    for t in hand.all_tiles():
        out[t.kind] = out.get(t.kind, 0) + 1
    if hand.kita:
        out[30] = out.get(30, 0) + hand.kita
    return out


def kiriage_matters(result: ScoreResult, rules: RuleSet) -> bool:
    """Whether the kiriage option would change this hand's base points (the
    core's `base_points` under both settings)."""
    if result.yakuman or result.han == 0:
        return False
    other = replace(rules, kiriage=not rules.kiriage)
    return base_points(result.han, result.fu, 0, other)[0] != base_points(result.han, result.fu, 0, rules)[0]


def exercised(result: ScoreResult, hand: Hand, ctx: WinContext, rules: RuleSet,
              asked: tuple[str, ...]) -> tuple[str, ...]:
    """The skill ids a question exercises, in catalogue order.

    Read off the core's result: with fu asked, every fu item of the chosen
    reading (``base`` aside; ``rounding`` when it adds fu), a triplet the
    ron completed, pinfu tsumo (no tsumo fu), an open hand won by ron (no
    closed-ron fu); with han asked, every yaku (and its open reduction when
    the core reduced it), the yaku of the near misses (knowing why it does
    not count), each dora indicator whose dora or own kind is in the hand,
    ura dora (in riichi, or shown without riichi), red fives, kita; with
    points asked, the limit (kiriage when the option would change the
    payment), the payment row, honba and riichi sticks (the latter when the
    total is asked) — the three-player rows (`PAYMENT_ROW_3`,
    ``pay.honba_sanma``) under three-player rules; with fu or han asked,
    choosing among readings that score differently.
    """
    players = rules.players
    asked_set = set(asked)
    out: set[str] = set()
    fu_asked = bool(asked_set & GROUP_PARTS["fu"]) and bool(result.fu_items)
    han_asked = "han" in asked_set or "yaku" in asked_set
    if fu_asked:
        for item in result.fu_items:
            if item.id == "rounding":
                if item.fu:
                    out.add("fu.rounding")
            elif item.id != "base":
                out.add(f"fu.{item.id}")
            if item.completed_by_ron:
                out.add("fu.completed_by_ron")
        yaku_ids = {y.id for y in result.yaku}
        if "pinfu" in yaku_ids and ctx.tsumo:
            out.add("fu.pinfu_tsumo")
        if not hand.is_closed and not ctx.tsumo and result.chosen.reading.shape == "standard":
            out.add("fu.closed_ron")
    if han_asked:
        for y in result.yaku:
            if y.id in DORA_IDS:
                continue
            out.add(f"yaku.{y.id}")
            if y.open_reduced:
                out.add(f"yaku.{y.id}.open")
        for m in result.near_misses:
            if m.id in BY_ID:
                out.add(f"yaku.{m.id}")
            elif m.id == "ura_dora":
                out.add("dora.ura")
        if "han" in asked_set:
            held = _held(hand)
            for ind in ctx.dora_indicators:
                if held.get(_dora(ind.kind, players)) or held.get(ind.kind):
                    out.add(indicator_skill(ind.kind, players))
            if ctx.in_riichi:
                for ind in ctx.ura_indicators:
                    if held.get(_dora(ind.kind, players)) or held.get(ind.kind):
                        out.add("dora.ura")
            if any(t.red for t in hand.all_tiles()):
                out.add("dora.aka")
            if hand.kita:
                out.add("dora.kita")
    if asked_set & set(POINT_PARTS):
        if result.limit:
            out.add(LIMIT_SKILL[result.limit])
        if result.kiriage or kiriage_matters(result, rules):
            out.add("limit.kiriage")
        out.add((PAYMENT_ROW if players == 4 else PAYMENT_ROW_3)[ctx.is_dealer, ctx.tsumo])
        if ctx.honba:
            out.add("pay.honba" if players == 4 else "pay.honba_sanma")
        if ctx.riichi_sticks and "total" in asked_set:
            out.add("pay.riichi_sticks")
    if (fu_asked or "han" in asked_set) and reading_matters(result):
        out.add("reading.choice")
    return tuple(s.id for s in SKILLS if s.id in out)


def reading_matters(result: ScoreResult) -> bool:
    """Whether the hand reads more than one way with different scores (one
    with yaku and another han or fu than the chosen one)."""
    chosen = (result.han, result.fu)
    return any(s.yaku and (s.han, s.fu) != chosen for s in result.readings[1:])
