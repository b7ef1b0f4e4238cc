"""Score a winning hand: every reading, the high-point rule, the explanation.

`score` is the one scorer. In order (RULES.md §1):

1. `validation.checked_tally` checks the hand and counts its tiles;
2. `summary.HandFacts` summarises the hand once; `yaku.HandYaku` asks the
   yaku the hand alone decides (the situation, the kinds held) once; the
   dora are counted once (`dora_targets`, `dora_rows`, RULES.md §5);
3. `summary.reading_summaries` lists every reading as a compact summary;
4. each reading is scored (`ScoredReading`): its yaku (`yaku.yaku_of`), its
   fu items (`fu.reading_fu`), its limit and what the winner receives
   (`points`);
5. the reading with the most points is chosen; on a tie a yakuman over a
   kazoe yakuman, then the higher han, then the higher fu, then the first
   listed (高点法);
6. the `result.ScoreResult` holds the chosen reading's han, fu, yaku rows,
   fu items (with their tiles), limit and payments; what only a reader
   needs — each yaku's tiles, every reading considered, why the chosen one
   won, near misses — is built from the same summaries on first read
   (`Ranking.yaku`, `Ranking.explanation`).
"""

from __future__ import annotations

from .errors import HandError
from .fu import reading_fu
from .hand import Hand, WinContext
from .points import LIMIT_BASE, base_points, payments, winner_total
from .result import Explanation, ExplanationSource, ReadingScore, ScoreResult, YakuItem
from .rules import PRESETS, RuleSet
from .summary import HandFacts, ReadingSummary, reading_summaries
from .tiles import SUITS, dora_of, dora_of_three_players, format_tiles, parse_tiles
from .validation import checked_tally
from .yaku import HandYaku, near_misses, yaku_of, yaku_tiles

_DORA_OF = tuple(dora_of(k) for k in range(34))
_DORA_OF_3 = tuple(dora_of_three_players(k) for k in range(34))
_RENHOU_ROWS = (("renhou", 5, False, 0),)


def dora_targets(f: HandFacts) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """Han from tiles (RULES.md §5): the kinds the dora indicators and the
    ura dora indicators point at (ura only in riichi), one entry per
    indicator. Each tile of such a kind is a dora once per indicator
    pointing at it; melds count; each red five is one more han. With three
    players the indicators wrap 1m↔9m (TABLE_RULES.md §8)."""
    ctx = f.ctx
    table = _DORA_OF if f.rules.players == 4 else _DORA_OF_3
    dora: tuple[int, ...] = ()
    for t in ctx.dora_indicators:
        dora += (table[t.kind],)
    ura: tuple[int, ...] = ()
    if ctx.riichi or ctx.double_riichi:
        for t in ctx.ura_indicators:
            ura += (table[t.kind],)
    return dora, ura


def dora_rows(f: HandFacts, targets: tuple[tuple[int, ...], tuple[int, ...]]) -> tuple:
    """The dora kinds that add han as `ScoreResult.yaku_rows` rows
    ``(id, han, False, count)``, in SCHEMA order (dora, ura_dora,
    aka_dora, kita): the dora and ura dora held (`targets`, from
    `dora_targets`), the red fives held, and with three players one han
    per kita (SCHEMA.md "Three players": a kita North is also a dora when
    an indicator points at North; `kita_in_dora` reports the kita inside
    the dora row)."""
    dora, ura = targets
    counts, reds = f.counts, f.reds
    if f.kita:
        return _kita_rows(f, targets)
    rows = ()
    n = 0
    for k in dora:
        n += counts[k]
    if n:
        rows = (("dora", n, False, n),)
    n = 0
    for k in ura:
        n += counts[k]
    if n:
        rows += (("ura_dora", n, False, n),)
    n = reds[0] + reds[1] + reds[2]
    if n:
        rows += (("aka_dora", n, False, n),)
    return rows


def _kita_rows(f: HandFacts, targets: tuple[tuple[int, ...], tuple[int, ...]]) -> tuple:
    """`dora_rows` of a hand with kita: the kita Norths counted as tiles
    of the hand for the dora and ura dora, then the kita row (or, with
    `kita_in_dora`, the kita added to the dora row)."""
    counts = _with_kita(f)
    kita = f.kita
    rows = ()
    for yid, kinds in (("dora", targets[0]), ("ura_dora", targets[1])):
        n = sum(counts[k] for k in kinds)
        if yid == "dora" and f.rules.kita_in_dora:
            n += kita
        if n:
            rows += ((yid, n, False, n),)
    n = f.reds[0] + f.reds[1] + f.reds[2]
    if n:
        rows += (("aka_dora", n, False, n),)
    if not f.rules.kita_in_dora:
        rows += (("kita", kita, False, kita),)
    return rows


def _with_kita(f: HandFacts):
    """The hand's 34 counts with the kita Norths added (for the dora)."""
    if not f.kita:
        return f.counts
    counts = bytearray(f.counts)
    counts[30] += f.kita
    return counts


def dora_items(f: HandFacts, targets: tuple[tuple[int, ...], tuple[int, ...]],
               rows: tuple | None = None) -> list[YakuItem]:
    """The `YakuItem` values of `dora_rows` (`rows` when the caller has
    them), each with its tiles: each dora tile once per indicator pointing
    at it, red fives kept."""
    out = []
    counts, reds = _with_kita(f), f.reds
    for yid, n, _, _ in dora_rows(f, targets) if rows is None else rows:
        if yid == "aka_dora":
            text = _AKA_TEXT.get((reds[0], reds[1], reds[2])) \
                or "".join(["0" * r + letter for r, letter in zip(reds, "mps", strict=True) if r])
        elif yid == "kita":
            text = "4" * f.kita + "z"  # the set-aside Norths
        else:
            text = _dora_text(targets[yid == "ura_dora"], counts, reds)
            if yid == "dora" and f.kita and f.rules.kita_in_dora:
                text = format_tiles(parse_tiles(text + "4" * f.kita + "z"), sort=True)
        out.append(YakuItem(yid, n, False, text, n))
    return out


def _dora_text(targets: tuple[int, ...], counts, reds) -> str:
    """mpsz of the dora tiles held: each tile of a target kind once per
    indicator pointing at it (red fives kept, written before the plain
    fives), as `format_tiles(..., sort=True)` writes them."""
    text = ""
    suit = -1
    for k in sorted(set(targets)) if len(targets) > 1 else targets:
        n = counts[k]
        if n:
            times = targets.count(k) if len(targets) > 1 else 1
            s = k // 9
            if s != suit:
                if suit >= 0:
                    text += SUITS[suit]
                suit = s
            red = reds[s] * times if k in _FIVES else 0
            text += "0" * red + _DIGIT[k] * (n * times - red)
    return text + SUITS[suit] if suit >= 0 else text


_FIVES = (4, 13, 22)
#: the digit of each kind in mpsz
_DIGIT = "123456789" * 3 + "1234567"

#: mpsz of the red fives held, by red fives per suit (m, p, s), one each at most
_AKA_TEXT = {(a, b, c): "0m" * a + "0p" * b + "0s" * c for a in (0, 1) for b in (0, 1) for c in (0, 1)}


class ScoredReading:
    """One reading as scored (internal to the scorer).

    Attributes:
        summary: the `summary.ReadingSummary`.
        rows: its yaku as ``(id, han, open_reduced, 0)`` (`yaku.yaku_of`),
            no dora; empty when it has none.
        yakuman: yakuman multiplier (0 when none).
        han: han including dora (0 without a yaku).
        fu: rounded fu; fu_items: the `FuItem` tuple that gives it;
            fu_raw: the sum of the items before the open-hand raise and
            the rounding.
        base: base points; limit: the limit name or None; kiriage: kiriage
            raised it to mangan.
        total: what the winner receives (honba and sticks excluded), to
            compare readings.
        renhou: the WRC/EMA renhou mangan replaced its yaku.
        has_yaku: it has a yaku (or the renhou mangan).
    """

    __slots__ = ("summary", "rows", "yakuman", "han", "fu", "fu_items", "fu_raw", "base", "limit", "kiriage",
                 "total", "renhou", "has_yaku")

    def __init__(self, s: ReadingSummary, f: HandFacts, hand_yaku: HandYaku, dora_han: int) -> None:
        rules = f.rules
        rows, yakuman = yaku_of(s, f, hand_yaku)
        pinfu = False
        if s.wait == "ryanmen":
            for row in rows:
                if row[0] == "pinfu":
                    pinfu = True
        self.summary = s
        self.rows = rows
        self.yakuman = yakuman
        self.fu_items, fu, self.fu_raw = reading_fu(s, f, pinfu)
        self.fu = fu
        if yakuman:
            han = 13 * yakuman
        elif rows:
            han = dora_han
            for row in rows:
                han += row[1]
        else:
            han = 0
        base, limit, kiriage = base_points(han, fu, yakuman, rules) if rows else (0, None, False)
        # WRC/EMA: renhou is a fixed mangan that does not add to other yaku;
        # the hand takes whichever is worth more.
        self.renhou = f.ctx.renhou and rules.renhou == "mangan" and not yakuman and base < LIMIT_BASE["mangan"]
        if self.renhou:
            han, base, limit = 5, LIMIT_BASE["mangan"], "mangan"
        self.han = han
        self.base, self.limit, self.kiriage = base, limit, kiriage
        self.has_yaku = bool(rows) or self.renhou
        if not self.has_yaku:
            self.total = 0
        elif rules.players == 4:
            self.total = winner_total(base, f.dealer, f.tsumo)
        else:  # two payers: what `payments` pays without honba and sticks
            self.total = payments(base, f.dealer, f.tsumo, 0, 0, rules).total

    def rank(self) -> tuple[int, bool, int, int]:
        """The high-point order: points, then a real yakuman over a counted
        (kazoe) one that pays the same (Tenhou shows the yakuman;
        majiang-core lib/hule.js, the `mahjong` library's _hand_priority),
        then han, then fu."""
        return (self.total, self.yakuman > 0, self.han, self.fu)


class Ranking(ExplanationSource):
    """Every reading of one hand as scored, best first, and the hand's facts;
    what a `ScoreResult` builds its yaku items and explanation from.

    Attributes:
        scored: the `ScoredReading` list, best first.
        facts: the `summary.HandFacts`.
        dora: the dora kinds that add han, as `dora_rows`.
    """

    __slots__ = ("scored", "facts", "dora", "_targets", "_dora", "_yaku", "_explanation")

    def __init__(self, scored: list[ScoredReading], facts: HandFacts, dora: tuple,
                 targets: tuple[tuple[int, ...], tuple[int, ...]]) -> None:
        self.scored = scored
        self.facts = facts
        self.dora = dora
        self._targets = targets
        self._dora: list[YakuItem] | None = None
        self._yaku: tuple[YakuItem, ...] | None = None
        self._explanation: Explanation | None = None

    def rows(self, r: ScoredReading) -> tuple:
        """A scored reading's yaku as `ScoreResult.yaku_rows`: its yaku,
        then the dora kinds (not for a yakuman); the WRC/EMA renhou mangan
        alone when it replaced them."""
        if r.renhou:
            return _RENHOU_ROWS
        return r.rows + self.dora if r.rows and not r.yakuman else r.rows

    def yaku(self) -> tuple[YakuItem, ...]:
        """The chosen reading's `YakuItem` tuple (`ScoreResult.yaku`), built
        on the first call."""
        if self._yaku is None:
            self._yaku = self.yaku_items(self.scored[0])
        return self._yaku

    def yaku_items(self, r: ScoredReading) -> tuple[YakuItem, ...]:
        """The `YakuItem` tuple of a scored reading: its yaku with their
        tiles, then the dora kinds (not for a yakuman)."""
        if r.renhou:
            return (YakuItem("renhou", 5),)
        f, s = self.facts, r.summary
        items = []
        for yid, han, reduced, _ in r.rows:
            items.append(YakuItem(yid, han, reduced, yaku_tiles(yid, s, f), 0))
        if items and not r.yakuman and self.dora:
            if self._dora is None:
                self._dora = dora_items(f, self._targets, self.dora)
            items += self._dora
        return tuple(items)

    @property
    def itemized(self) -> bool:
        """The chosen reading's yaku items have been built (on the first
        `yaku` call)."""
        return self._yaku is not None

    @property
    def explained(self) -> bool:
        """The explanation has been built (on the first `explanation`
        call)."""
        return self._explanation is not None

    def explanation(self) -> Explanation:
        """The `Explanation`: every reading as a `ReadingScore`, why the
        first won (RULES.md §1), the chosen reading's near misses and the
        notes; built on the first call, the same value after."""
        if self._explanation is None:
            self._explanation = self._explain()
        return self._explanation

    def _explain(self) -> Explanation:
        f = self.facts
        scored = self.scored
        best = scored[0]
        chosen = ReadingScore(best.summary.reading, self.yaku(), best.han, best.fu, best.fu_items, best.yakuman,
                              best.limit, best.total)
        readings: tuple[ReadingScore, ...] = (chosen,)
        for r in scored[1:]:
            readings += (ReadingScore(r.summary.reading, self.yaku_items(r), r.han, r.fu, r.fu_items, r.yakuman,
                                      r.limit, r.total),)
        notes = []
        if f.ctx.renhou and f.rules.renhou == "off":
            notes.append(("renhou_off", ()))
        if f.kita and f.ctx.ippatsu:
            # a kita counts as a call (TABLE_RULES.md §8): the flags are taken
            # as given, which holds only if the kita came before the riichi
            notes.append(("kita_before_riichi", (("kita", str(f.kita)),)))
        elif f.kita and f.ctx.double_riichi:
            notes.append(("kita_after_double_riichi", (("kita", str(f.kita)),)))
        # yakuman replace every ordinary yaku, so no ordinary near miss applies
        misses = () if best.yakuman else tuple(near_misses(best.summary, f, self.rows(best)))
        # fu_raw: the sum of the fu items; an open hand's raise to 30 counts, like
        # the rounding, as what happens after the sum (a learner says 20 for it)
        return Explanation(best.fu_raw, chosen, readings, _choice(scored), misses, tuple(notes))


def _choice(ranked: list[ScoredReading]) -> str:
    """Why the first of the ranked readings won (RULES.md §1)."""
    if len(ranked) == 1:
        return "only_reading"
    a, b = ranked[0], ranked[1]
    if a.total > b.total:
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
        A `ScoreResult`: han, fu, yaku, limit, payments in points; on first
        read, every reading considered with its score, why the chosen one
        won, and near misses.

    Raises:
        HandError: any SCHEMA.md error code — invalid hands and flags (see
            `validation.validate`), ``not_a_winning_hand`` when no reading
            exists, ``no_yaku`` when the best reading has no yaku (dora alone
            do not make a win, RULES.md §2).
    """
    facts = HandFacts(hand, ctx, rules, checked_tally(hand, ctx, rules))
    summaries = reading_summaries(facts)
    if not summaries:
        raise HandError(
            "not_a_winning_hand",
            f"{facts.closed_text} does not split into four melds and a pair, "
            "seven different pairs, or thirteen orphans",
            field="closed", tiles=facts.closed_text,
        )
    hand_yaku = HandYaku(facts)
    targets = dora_targets(facts)
    dora = dora_rows(facts, targets)
    dora_han = 0
    for row in dora:
        dora_han += row[1]
    if len(summaries) == 1:
        best = ScoredReading(summaries[0], facts, hand_yaku, dora_han)
        scored = [best]
    else:
        scored = [ScoredReading(s, facts, hand_yaku, dora_han) for s in summaries]
        scored.sort(key=ScoredReading.rank, reverse=True)
        best = scored[0]
    if not best.has_yaku:
        misses = near_misses(best.summary, facts, ())
        why = "; ".join(f"{m.id}: {m.reason}" for m in misses)
        raise HandError(
            "no_yaku",
            "the hand has no yaku (dora alone do not make a win)" + (f" — near misses: {why}" if why else ""),
            tiles=facts.closed_text,
            args={"near_misses": [[m.id, m.reason] for m in misses]},
        )
    ranking = Ranking(scored, facts, dora, targets)
    return ScoreResult(
        best.han, best.fu, ranking.rows(best), best.yakuman, best.limit, best.kiriage, best.fu_items,
        payments(best.base, facts.dealer, facts.tsumo, ctx.honba, ctx.riichi_sticks, rules), ranking,
    )
