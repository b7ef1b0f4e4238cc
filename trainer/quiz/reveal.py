"""The step-by-step reveal of a scored hand, for the classroom presenter.

A teacher shows a hand, asks the class, then uncovers the answer one line
per key press. `reveal_steps` turns the core's `ScoreResult` into that list
of steps; it decides nothing the core has not decided (every number is read
from the result) and holds no text: the UI translates each step's `kind`,
`id` and `args` at its edge. Pure Python, no Qt.

The documented order (docs/classroom.md "Reveal steps"):

1. ``question`` — the hand and its situation only ("how many fu?").
2. ``reading`` — only when the hand can be read more than one way: the
   reading the core chose (its groups, pair and wait), why (`ScoreResult.
   choice`) and the best other reading; the group the winning tile
   completed is lit.
3. ``yaku`` — one step per yaku, in the core's order (table order, dora
   kinds last), with the tiles that make it lit (dora: the dora tiles).
4. ``fu`` — one step per fu item before rounding (base, closed ron or
   tsumo, each triplet or quad, the pair, the wait; ``chiitoitsu`` 25 flat;
   ``open_pinfu`` when an open hand of 20 fu is raised), its tiles lit.
   None for a yakuman (fu do not count there, RULES.md §3).
5. ``fu_total`` — the sum of the fu lines shown and its rounding up to the
   next 10 (RULES.md §3); none for a yakuman. The lines always add up to
   the sum: an open pinfu shape shows 20 + 10 = 30, not "20, raised to 30"
   after a "+10" line.
6. ``han_total`` — the han total, the fu, and the limit (mangan …
   yakuman) or none; kiriage when it applied.
7. ``payment`` — who pays what (RULES.md §4), honba and riichi sticks.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.hand import Hand, WinContext
from ..core.jsonio import hand_from_json
from ..core.result import ScoreResult
from ..core.rules import RuleSet
from ..core.scoring import score
from ..core.tiles import Tile, format_tiles

#: Step kinds, in the order they come.
KINDS = ("question", "reading", "yaku", "fu", "fu_total", "han_total", "payment")


@dataclass(frozen=True, slots=True)
class RevealStep:
    """One step of the reveal.

    Attributes:
        kind: one of `KINDS`.
        id: the yaku id (``yaku``), fu item id (``fu``), reading shape
            (``reading``), or "" for the other kinds.
        args: ``(name, value)`` pairs with the numbers and ids the line
            shows (values are int, bool, str, None or tuples of str); see
            `reveal_steps` for each kind's names.
        tiles: mpsz of the hand tiles to light ("" for none).
        index: 1-based place among the steps of the same kind (yaku 2 of
            4), 1 for the kinds that come once.
        count: how many steps of this kind the hand has.
    """

    kind: str
    id: str = ""
    args: tuple[tuple[str, object], ...] = ()
    tiles: str = ""
    index: int = 1
    count: int = 1

    def arg(self, name: str, default: object = None) -> object:
        """One argument by name (`default` when the step has none)."""
        for key, value in self.args:
            if key == name:
                return value
        return default


def _pair_text(kind: int) -> str:
    return format_tiles([Tile(kind)] * 2) if kind >= 0 else ""


def _reading_step(result: ScoreResult) -> RevealStep | None:
    """The ``reading`` step, or None when only one reading was considered."""
    if len(result.readings) < 2:
        return None
    chosen = result.chosen
    reading = chosen.reading
    other = next((s for s in result.readings if s is not chosen), result.readings[1])
    groups = tuple(g.tiles for g in reading.groups)
    if reading.shape == "standard":
        pair = reading.pair_tiles or _pair_text(reading.pair)
        lit = groups[reading.win_group] if 0 <= reading.win_group < len(groups) else pair
    else:
        pair = ""
        lit = ""
    args = (("wait", reading.wait), ("groups", groups), ("pair", pair), ("choice", result.choice),
            ("other_shape", other.reading.shape), ("other_wait", other.reading.wait),
            ("other_han", other.han), ("other_fu", other.fu), ("other_yakuman", other.yakuman),
            ("other_points", other.points_total), ("other_has_yaku", bool(other.yaku)),
            ("readings", len(result.readings)))
    return RevealStep("reading", reading.shape, args, lit)


def reveal_steps(result: ScoreResult, ctx: WinContext) -> tuple[RevealStep, ...]:
    """The reveal of a scored hand, in the documented order (module docstring).

    Args:
        result: the core's `ScoreResult` for the hand (its explanation
            fields are read: `readings`, `chosen`, `choice`, `fu_raw`).
        ctx: the hand's `WinContext` (whether the winner is the dealer,
            for the payment).

    Returns:
        The steps; the first is always ``question`` and the last always
        ``payment``. Arguments by kind:
        ``reading``: wait, groups (tuple of mpsz), pair, choice (a
        `ScoreResult.choice` id), other_shape, other_wait, other_han,
        other_fu, other_yakuman, other_points, other_has_yaku, readings
        (how many); ``yaku``: han, open_reduced, count (dora tiles),
        yakuman (multiplier, 0 for a plain yaku); ``fu``: fu,
        completed_by_ron; ``fu_total``: raw (the sum of the ``fu`` steps),
        fu, rounded_by (raw + rounded_by = fu); ``han_total``:
        han, fu, limit (None or a limit id), yakuman, kiriage;
        ``payment``: tsumo, dealer, total, ron, dealer_pays,
        non_dealer_pays, honba_bonus, sticks_bonus (points).
    """
    steps: list[RevealStep] = [RevealStep("question")]
    reading = _reading_step(result)
    if reading is not None:
        steps.append(reading)
    yaku = result.yaku
    for i, y in enumerate(yaku, start=1):
        multiplier = y.han // 13 if result.yakuman else 0
        args = (("han", y.han), ("open_reduced", y.open_reduced), ("count", y.count), ("yakuman", multiplier))
        steps.append(RevealStep("yaku", y.id, args, y.tiles, i, len(yaku)))
    if not result.yakuman and result.fu_items:
        items = [f for f in result.fu_items if f.id != "rounding"]
        for i, f in enumerate(items, start=1):
            args = (("fu", f.fu), ("completed_by_ron", f.completed_by_ron))
            steps.append(RevealStep("fu", f.id, args, f.tiles, i, len(items)))
        rounding = next((f.fu for f in result.fu_items if f.id == "rounding"), 0)
        # The sum of the lines just shown: with an open pinfu shape that is
        # 20 + its open_pinfu line's 10 (the core's fu_raw, 20, leaves it out).
        shown = sum(f.fu for f in items)
        steps.append(RevealStep("fu_total", "", (("raw", shown), ("fu", result.fu), ("rounded_by", rounding))))
    steps.append(RevealStep("han_total", "", (("han", result.han), ("fu", result.fu), ("limit", result.limit),
                                              ("yakuman", result.yakuman), ("kiriage", result.kiriage))))
    p = result.points
    steps.append(RevealStep("payment", "", (
        ("tsumo", p.tsumo), ("dealer", ctx.is_dealer), ("total", p.total), ("ron", p.ron),
        ("dealer_pays", p.dealer_pays), ("non_dealer_pays", p.non_dealer_pays),
        ("honba_bonus", p.honba_bonus), ("sticks_bonus", p.sticks_bonus))
        # three players (TABLE_RULES.md §8): two payers, and what became of North's share
        + ((("tsumo_payment", p.tsumo_payment), ("north_share", p.north_share)) if p.tsumo_payment else ())))
    return tuple(steps)



@dataclass(frozen=True, slots=True)
class ShownHand:
    """A hand with everything the classroom shows about it: the SCHEMA.md
    object, the core's values, and its reveal steps.

    Attributes:
        hand_json: the SCHEMA.md hand object.
        hand, ctx, rules: as `hand_from_json` reads it.
        result: the core's `ScoreResult`.
        steps: `reveal_steps(result, ctx)`.
    """

    hand_json: dict
    hand: Hand
    ctx: WinContext
    rules: RuleSet
    result: ScoreResult
    steps: tuple[RevealStep, ...]


def shown_hand(hand_json: dict) -> ShownHand:
    """Read, score and lay out the reveal of a SCHEMA.md hand object.

    Raises:
        HandError: the core refuses the hand (SCHEMA.md error codes).
    """
    hand, ctx, rules = hand_from_json(hand_json)
    result = score(hand, ctx, rules)
    return ShownHand(hand_json, hand, ctx, rules, result, reveal_steps(result, ctx))
