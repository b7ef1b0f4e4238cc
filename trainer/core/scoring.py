"""Score a winning hand: every reading, the high-point rule, the explanation.

`score` validates, lists every reading (`readings.all_readings`), scores
each (yaku, dora, fu, limit, points) and keeps the one with the most points;
on a tie a yakuman over a kazoe yakuman, then the higher han, then the higher
fu (RULES.md §1, 高点法). The
result keeps every reading considered and says why the chosen one won.
"""

from __future__ import annotations

from itertools import compress

from .errors import HandError
from .fast_path import score_common
from .fu import reading_fu
from .hand import Hand, WinContext
from .points import LIMIT_BASE, base_points, payments, winner_total
from .readings import Reading, all_readings
from .result import ReadingScore, ScoreResult, YakuItem, lazy_yaku_item, yaku_item
from .rules import PRESETS, RuleSet
from .tiles import dora_of, format_tiles
from .validation import checked_tally
from .yaku import HandFacts, _counts_text, near_misses, yaku_of_reading


def dora_items(hand: Hand, ctx: WinContext, facts: HandFacts) -> list[YakuItem]:
    """Han from tiles (RULES.md §5): dora, ura dora (riichi only), aka dora.

    A tile counts once per indicator pointing at it; melds count; each red
    five is 1 han. Returns only the kinds that add han, in SCHEMA order.
    """
    out = []
    counts = facts.counts
    kinds = [
        ("dora", ctx.dora_indicators),
        ("ura_dora", ctx.ura_indicators if ctx.in_riichi else ()),
    ]
    for yid, indicators in kinds:
        if not indicators:
            continue
        times = [0] * 34  # how many indicators point at each kind held
        hit = False
        for ind in indicators:
            target = _DORA_OF[ind.kind]
            if counts[target]:
                times[target] += 1
                hit = True
        if hit:
            n = 0
            for k in compress(range(34), times):
                n += counts[k] * times[k]
            out.append(lazy_yaku_item(yid, n, False, _dora_text, (hand, facts, times), n))
    suit_reds = facts.__dict__.get("_reds")
    if suit_reds is None:
        reds = _red_kinds(hand, facts)
        suit_reds = (reds[4], reds[13], reds[22])
    n = suit_reds[0] + suit_reds[1] + suit_reds[2]
    if n:
        text = _AKA_TEXT.get((suit_reds[0], suit_reds[1], suit_reds[2]))
        if text is None:
            text = "".join(["0" * r + letter for r, letter in zip(suit_reds, "mps", strict=True) if r])
        out.append(yaku_item("aka_dora", n, False, text, n))
    return out


_DORA_OF = tuple(dora_of(k) for k in range(34))
#: mpsz of the red fives held, by red fives per suit (m, p, s), one each at most
_AKA_TEXT = {(a, b, c): "0m" * a + "0p" * b + "0s" * c for a in (0, 1) for b in (0, 1) for c in (0, 1)}


def _dora_text(hand: Hand, facts: HandFacts, times: list[int]) -> str:
    """mpsz of the dora tiles held, each kind repeated once per indicator
    pointing at it (`times`, 34 counts; red fives kept), for highlighting."""
    counts = facts.counts
    reds = _red_kinds(hand, facts)
    shown = [0] * 34
    shown_reds = [0] * 34
    for k in compress(range(34), times):
        shown[k] = counts[k] * times[k]
        shown_reds[k] = reds[k] * times[k]
    return _counts_text(shown, shown_reds)


def _red_kinds(hand: Hand, facts: HandFacts) -> list[int]:
    """Red fives of the hand (melds included) as 34 counts."""
    reds = [0] * 34
    suit_reds = facts.__dict__.get("_reds")  # red fives per suit, from the tally
    if suit_reds is not None:
        reds[4], reds[13], reds[22] = suit_reds
        return reds
    for t in hand.closed:
        if t.red:
            reds[t.kind] += 1
    for m in hand.melds:
        for t in m.tiles:
            if t.red:
                reds[t.kind] += 1
    return reds


def _score_reading(r: Reading, facts: HandFacts, dora: list[YakuItem]) -> ReadingScore:
    """Yaku, han, fu, limit and comparable points of one reading."""
    ctx, rules = facts.ctx, facts.rules
    yaku, yakuman = yaku_of_reading(r, facts)
    pinfu = False
    if r.wait == "ryanmen":
        for y in yaku:
            if y.id == "pinfu":
                pinfu = True
                break
    fu_items, _raw, fu = reading_fu(r, facts, pinfu)
    if yakuman:
        han = 13 * yakuman
    elif yaku:
        yaku = yaku + dora
        han = sum([y.han for y in yaku])
    else:
        han = 0
    renhou_mangan = ctx.renhou and rules.renhou == "mangan" and not yakuman
    if not yaku and not renhou_mangan:
        return _reading_score(r, (), 0, fu, fu_items, 0, None, 0)
    base, limit, kiriage = base_points(han, fu, yakuman, rules) if yaku else (0, None, False)
    if renhou_mangan and base < LIMIT_BASE["mangan"]:
        # WRC/EMA: renhou is a fixed mangan that does not add to other yaku;
        # the hand takes whichever is worth more.
        yaku = [YakuItem("renhou", 5)]
        han = 5
        base, limit = LIMIT_BASE["mangan"], "mangan"
    total = winner_total(base, ctx.seat_wind == "E", ctx.tsumo)
    return _reading_score(r, tuple(yaku), han, fu, fu_items, yakuman, limit, total, base, kiriage)


def _reading_score(reading: Reading, yaku: tuple[YakuItem, ...], han: int, fu: int, fu_items: tuple,
                   yakuman: int, limit: str | None, points_total: int, base: int = 0,
                   kiriage: bool = False) -> ReadingScore:
    """`ReadingScore(...)` filled directly (a frozen dataclass's __init__
    sets its fields one by one); `base` (points) and `kiriage` ride along
    privately so `score` need not work them out again."""
    s = _new(ReadingScore)
    s.__dict__.update(reading=reading, yaku=yaku, han=han, fu=fu, fu_items=fu_items, yakuman=yakuman,
                      limit=limit, points_total=points_total, _base=base, _kiriage=kiriage)
    return s


def _rank(s: ReadingScore) -> tuple[int, bool, int, int]:
    # A real yakuman beats a counted (kazoe) one that pays the same: Tenhou
    # shows the yakuman (majiang-core lib/hule.js, the `mahjong` library's
    # _hand_priority); han and fu only break ties between ordinary readings.
    return (s.points_total, s.yakuman > 0, s.han, s.fu)


def _choice(ranked: list[ReadingScore]) -> str:
    """Why the first of the ranked readings won (RULES.md §1)."""
    if len(ranked) == 1:
        return "only_reading"
    a, b = ranked[0], ranked[1]
    if a.points_total > b.points_total:
        return "higher_points"
    if a.yakuman and not b.yakuman:
        return "same_points_yakuman"
    if a.han > b.han:
        return "same_points_higher_han"
    if a.fu > b.fu:
        return "same_points_higher_fu"
    return "equal"


def score(hand: Hand, ctx: WinContext, rules: RuleSet = PRESETS["tenhou"]) -> ScoreResult:
    """Score one winning hand under a rule set.

    Args:
        hand: the `Hand` (closed tiles with the winning tile, melds, win).
        ctx: the `WinContext` (tsumo/ron, winds, flags, indicators, honba,
            riichi sticks).
        rules: the `RuleSet` (default: the `tenhou` preset).

    Returns:
        A `ScoreResult`: han, fu, yaku, limit, payments in points, every
        reading considered with its score, why the chosen one won, and near
        misses.

    Raises:
        HandError: any SCHEMA.md error code — invalid hands and flags (see
            `validation.validate`), ``not_a_winning_hand`` when no reading
            exists, ``no_yaku`` when the best reading has no yaku (dora alone
            do not make a win, RULES.md §2).
    """
    fast = score_common(hand, ctx, rules)
    if fast is not None:
        return fast
    return score_full(hand, ctx, rules)


def score_full(hand: Hand, ctx: WinContext, rules: RuleSet = PRESETS["tenhou"]) -> ScoreResult:
    """`score` by the full scorer alone, without its fast path
    (`fast_path.score_common`); the same result, field by field, only
    slower. Shapes, units and errors as `score`."""
    scored, facts = full_parts(hand, ctx, rules)
    best = scored[0]
    # the best reading's base and limit (a renhou mangan already applied)
    bd = best.__dict__
    result = _new(ScoreResult)
    # Filled directly (a frozen dataclass's __init__ sets field by field);
    # the explanation fields are built on first access (ScoreResult doc).
    result.__dict__.update(
        han=best.han, fu=best.fu, yaku=best.yaku, yakuman=best.yakuman, limit=best.limit, kiriage=bd["_kiriage"],
        fu_items=best.fu_items,
        points=payments(bd["_base"], ctx.seat_wind == "E", ctx.tsumo, ctx.honba, ctx.riichi_sticks, rules),
        _explain=(explanation_of, (scored, facts)),
    )
    return result


def full_parts(hand: Hand, ctx: WinContext, rules: RuleSet) -> tuple[list[ReadingScore], HandFacts]:
    """The full scorer: every reading scored, best first, and the hand's
    facts (`score` without its fast path; shapes and errors as `score`).

    Raises:
        HandError: as `score`.
    """
    tally = checked_tally(hand, ctx, rules)
    readings = all_readings(hand, ctx.tsumo, tally[0])
    if not readings:
        raise HandError(
            "not_a_winning_hand",
            f"{format_tiles(hand.closed, sort=True)} does not split into four melds and a pair, "
            "seven different pairs, or thirteen orphans",
            field="closed", tiles=format_tiles(hand.closed, sort=True),
        )
    facts = HandFacts.of(hand, ctx, rules, tally)
    dora = dora_items(hand, ctx, facts)
    if len(readings) == 1:
        scored = [_score_reading(readings[0], facts, dora)]
    else:
        scored = sorted((_score_reading(r, facts, dora) for r in readings), key=_rank, reverse=True)
    best = scored[0]
    if not best.yaku:
        misses = near_misses(best.reading, facts, set(), set())
        why = "; ".join(f"{m.id}: {m.reason}" for m in misses)
        raise HandError(
            "no_yaku",
            "the hand has no yaku (dora alone do not make a win)" + (f" — near misses: {why}" if why else ""),
            tiles=format_tiles(hand.closed, sort=True),
            args={"near_misses": [[m.id, m.reason] for m in misses]},
        )
    return scored, facts


_new = object.__new__


def explanation_of(scored: list[ReadingScore], facts: HandFacts) -> dict:
    """The explanation fields of a `ScoreResult` (fu_raw, chosen, readings,
    choice, near_misses, notes) from its ranked `ReadingScore` list, best
    first, and the hand's facts; `ScoreResult` calls this on first access."""
    best = scored[0]
    ctx, rules = facts.ctx, facts.rules
    got = {y.id for y in best.yaku}
    notes = []
    if ctx.renhou and rules.renhou == "off":
        notes.append(("renhou_off", ()))
    return {
        # the sum of the fu items: an open hand's raise to 30 counts, like the
        # rounding, as what happens after the sum (a learner says 20 for it)
        "fu_raw": sum([i.fu for i in best.fu_items if i.id != "rounding" and i.id != "open_pinfu"]),
        "chosen": best,
        "readings": tuple(scored),
        "choice": _choice(scored),
        # yakuman replace every ordinary yaku, so no ordinary near miss applies
        "near_misses": () if best.yakuman else tuple(near_misses(best.reading, facts, got, set())),
        "notes": tuple(notes),
    }
