"""The fast path of `scoring.score`: the common hand scored in one pass.

Most wins have one reading: one split into four groups and a pair, and one
group (or the pair) that the winning tile completed. For those, when no
yakuman and no blessing or local yaku can be involved, `score_common`
decides the yaku, fu, limit and payments straight from integer tile counts
and the per-suit split tables of `readings`, with no `Reading`, `Group`
or fu item built. Everything else (several readings, seven pairs, thirteen
orphans, yakuman, tenhou/chiihou/renhou, local yaku, any invalid input) is
left to the full scorer, which also names the fault of a refused hand.

The numbers come from the same rule tables as the full scorer (`yaku_table`
han and supersessions via `yaku._ITEM_CLOSED`/`_ITEM_OPEN`, `fu._GROUP_FU`,
`points`), and a result of the fast path is equal, field by field, to the
full scorer's (tests/test_fast_path.py checks every hand of the shared
samples and thousands of generated ones). What only a reader needs — the
tiles of each yaku, the fu items, every reading considered, near misses — is
built on first access by running the full scorer once for that hand.
"""

from __future__ import annotations

from .fu import _GROUP_FU
from .hand import Hand, WinContext
from .points import base_points, payments, winner_total
from .readings import QUAD, SEQUENCE, TRIPLET, suit_decompositions
from .result import ScoreResult, YakuItem
from .rules import RuleSet
from .validation import _needs_flag_check, check_flags
from .yaku import _ITEM_CLOSED, _ITEM_OPEN, _REPLACERS, _REPLACES, _SITUATION
from .yaku_table import ORDER

_WINDS = {"E": 27, "S": 28, "W": 29, "N": 30}
_DORA_OF = tuple((k // 9 * 9 + (k % 9 + 1) % 9) if k < 27 else 27 + (k - 26) % 4 if k < 31 else 31 + (k - 30) % 3
                 for k in range(34))
_YAOCHUU = tuple(k >= 27 or k % 9 in (0, 8) for k in range(34))
#: fu of a triplet or quad by (shape, concealed, terminal or honor)
_SET_FU = {key: amount for key, (_fid, amount) in _GROUP_FU.items()}
#: kinds of the green tiles (2s 3s 4s 6s 8s hatsu), for ryuuiisou
_GREEN = (19, 20, 21, 23, 25, 32)
_KANS = frozenset(("minkan", "ankan", "kakan"))
_NONE = (0,) * 9  # a number suit not held
_ORDER = ORDER.__getitem__
#: one bit per ordinary yaku id, by table order
_BIT = {y: 1 << i for y, i in ORDER.items()}
_B = _BIT
_DRAGON_BIT = {31: _BIT["yakuhai_haku"], 32: _BIT["yakuhai_hatsu"], 33: _BIT["yakuhai_chun"]}
_new = object.__new__


class _FullScore:
    """The full scorer's view of one hand, run on first need (the tiles of
    the yaku, the fu items, the explanation of a fast-path result)."""

    __slots__ = ("args", "_parts")

    def __init__(self, hand: Hand, ctx: WinContext, rules: RuleSet) -> None:
        self.args = (hand, ctx, rules)
        self._parts = None

    def parts(self):
        """``(scored, facts)`` of `scoring.full_parts` for this hand."""
        if self._parts is None:
            from .scoring import full_parts

            self._parts = full_parts(*self.args)
        return self._parts

    def yaku_tiles(self, index: int) -> str:
        """mpsz tiles of the chosen reading's yaku number `index`."""
        return self.parts()[0][0].yaku[index].tiles

    def explanation(self) -> dict:
        """The lazy `ScoreResult` fields: the fu items and the explanation."""
        from .scoring import explanation_of

        scored, facts = self.parts()
        out = explanation_of(scored, facts)
        out["fu_items"] = scored[0].fu_items
        return out


def score_common(hand: Hand, ctx: WinContext, rules: RuleSet) -> ScoreResult | None:
    """Score a hand with one reading and no yakuman, or return None.

    Shapes as `scoring.score`: `hand.closed` holds the concealed tiles with
    the winning tile, `hand.melds` the declared melds. Returns the
    `ScoreResult` (han, fu, yaku, limit, kiriage and points in points now;
    yaku tiles, fu items and the explanation on first access), or None when
    the hand is not one this path takes: then `scoring.score` runs the full
    scorer, which also raises the `HandError` of an invalid hand. Rules as
    the full scorer (RULES.md §1–§5).

    Raises:
        HandError: ``conflicting_flags`` from `validation.check_flags` when
            a situation flag contradicts the hand (the same check, in the
            same order, as the full scorer).
    """
    if rules.local_yaku or ctx.tenhou or ctx.chiihou or ctx.renhou or ctx.open_riichi:
        return None
    # --- count the tiles once, checking what `validation` checks (on any
    # doubt the full scorer runs and names the fault)
    melds = hand.melds
    n_melds = len(melds)
    closed_tiles = hand.closed
    if n_melds > 4 or len(closed_tiles) != 14 - 3 * n_melds:
        return None
    closed = [0] * 34
    reds = None  # red fives of the concealed tiles, by kind (rare: most hands hold none)
    for t in closed_tiles:
        closed[t.kind] += 1
        if t.red:
            if reds is None:
                reds = {4: 0, 13: 0, 22: 0}
            if t.kind not in reds:
                return None  # a "red" tile that is not a five
            reds[t.kind] += 1
    win = hand.win
    wk = win.kind
    # the winning tile is among the concealed tiles, as held (red or plain)
    red_wk = reds.get(wk, 0) if reds else 0
    if (red_wk if win.red else closed[wk] - red_wk) < 1:
        return None
    if reds:
        red_m, red_p, red_s = reds[4], reds[13], reds[22]
    else:
        red_m = red_p = red_s = 0
    menzen = True
    # groups from the melds: sequence starts, set kinds, fu, quads
    seqs: list[int] = []
    sets: list[int] = []
    quads = concealed = 0
    set_fu = 0
    if melds:
        counts = closed[:]
        for m in melds:
            tiles = m.tiles
            mk = m.kind
            if mk == "chi":
                if len(tiles) != 3:
                    return None
                a, b, c = sorted([t.kind for t in tiles])
                if a >= 27 or a % 9 > 6 or b != a + 1 or c != a + 2:
                    return None
                seqs.append(a)
                menzen = False
            else:
                k = tiles[0].kind
                for t in tiles:
                    if t.kind != k:
                        return None
                if mk == "pon":
                    if len(tiles) != 3:
                        return None
                    set_fu += _SET_FU[TRIPLET, False, _YAOCHUU[k]]
                    menzen = False
                else:
                    if len(tiles) != 4 or mk not in _KANS:
                        return None
                    quads += 1
                    if mk == "ankan":
                        concealed += 1
                        set_fu += _SET_FU[QUAD, True, _YAOCHUU[k]]
                    else:
                        set_fu += _SET_FU[QUAD, False, _YAOCHUU[k]]
                        menzen = False
                sets.append(k)
            for t in tiles:
                counts[t.kind] += 1
                if t.red:
                    if t.kind == 4:
                        red_m += 1
                    elif t.kind == 13:
                        red_p += 1
                    elif t.kind == 22:
                        red_s += 1
                    else:
                        return None
    else:
        counts = closed
    allowed = rules.red_fives
    if red_m > allowed[0] or red_p > allowed[1] or red_s > allowed[2]:
        return None
    # copies with the indicators: at most 4 of a kind, red and plain fives
    # within the set (validation.check_copies, check_red_fives)
    seen = counts
    shown_m = shown_p = shown_s = 0
    if ctx.dora_indicators or ctx.ura_indicators:
        seen = counts[:]
        for t in ctx.dora_indicators + ctx.ura_indicators:
            seen[t.kind] += 1
            if t.red:
                if t.kind == 4:
                    shown_m += 1
                elif t.kind == 13:
                    shown_p += 1
                elif t.kind == 22:
                    shown_s += 1
                else:
                    return None
        if red_m + shown_m > allowed[0] or red_p + shown_p > allowed[1] or red_s + shown_s > allowed[2]:
            return None
    if max(seen) > 4:
        return None
    # plain fives: the set has 4 - red fives of them per suit
    if seen[4] - red_m - shown_m > 4 - allowed[0] or seen[13] - red_p - shown_p > 4 - allowed[1] \
            or seen[22] - red_s - shown_s > 4 - allowed[2]:
        return None
    if _needs_flag_check(hand, ctx):
        check_flags(hand, ctx)
    # --- what every reading shares: the kinds held, the winds, the yaku of
    # the kinds and of the situation, the dora
    keys = (tuple(closed[0:9]), tuple(closed[9:18]), tuple(closed[18:27]), tuple(closed[27:34]))
    if melds:
        honors = sum(counts[27:34])
        suits = (1 if any(counts[0:9]) else 0) + (1 if any(counts[9:18]) else 0) + (1 if any(counts[18:27]) else 0)
    else:
        honors = sum(keys[3])
        suits = (keys[0] != _NONE) + (keys[1] != _NONE) + (keys[2] != _NONE)
    terminals = counts[0] + counts[8] + counts[9] + counts[17] + counts[18] + counts[26]
    tiles_total = 14 + quads
    if suits == 0 or not honors and terminals == tiles_total:
        return None  # tsuuiisou, chinroutou
    if suits == 1:
        if not honors and not melds:
            key = keys[0] if keys[0] != _NONE else keys[1] if keys[1] != _NONE else keys[2]
            if key[0] >= 3 and key[8] >= 3 and all(key[1:8]):
                return None  # chuuren poutou
        if not any(counts[0:18]) and sum([counts[k] for k in _GREEN]) == tiles_total:
            return None  # ryuuiisou
    seat = _WINDS[ctx.seat_wind]
    rnd = _WINDS[ctx.round_wind]
    # yaku of the kinds held and of how the hand was won (yaku.HandFacts),
    # as bits of `_BIT`
    shared = 0
    if not honors and not terminals and (menzen or rules.kuitan):
        shared |= _B["tanyao"]
    if suits == 1:
        shared |= _B["honitsu"] if honors else _B["chinitsu"]
    if honors and terminals and honors + terminals == tiles_total:
        shared |= _B["honroutou"]
    if ctx.double_riichi:
        shared |= _B["double_riichi"]
    elif ctx.riichi:
        shared |= _B["riichi"]
    if ctx.ippatsu:
        shared |= _B["ippatsu"]
    tsumo = ctx.tsumo
    if tsumo and menzen:
        shared |= _B["menzen_tsumo"]
    if ctx.chankan:
        shared |= _B["chankan"]
    if ctx.rinshan:
        shared |= _B["rinshan_kaihou"]
    if ctx.haitei:
        shared |= _B["haitei"]
    if ctx.houtei:
        shared |= _B["houtei"]
    # fu every standard reading has (fu.reading_fu): base, closed ron, melds
    fu_shared = 20 + set_fu
    if menzen and not tsumo:
        fu_shared += 10
    tsumo_fu = 2 if tsumo and (rules.rinshan_tsumo_fu or not ctx.rinshan) else 0
    # dora (scoring.dora_items): the same for every reading
    dora = 0
    for ind in ctx.dora_indicators:
        dora += counts[_DORA_OF[ind.kind]]
    ura = 0
    if ctx.riichi or ctx.double_riichi:
        for ind in ctx.ura_indicators:
            ura += counts[_DORA_OF[ind.kind]]
    aka = red_m + red_p + red_s
    dora_han = dora + ura + aka
    dealer = seat == 27

    # --- every reading (readings.all_readings order), the best kept by the
    # high-point rule (scoring._rank: points, then han, then fu; the first
    # of equals)
    best = None
    best_rank = (-1, 0, 0)
    for pair, split in suit_decompositions(keys):
        # what the decomposition decides, whatever the wait
        r_seqs = seqs[:] if seqs else []
        r_sets = sets[:] if sets else []
        r_concealed = concealed
        fu = fu_shared
        places = [(-1, "tanki", 0)] if pair == wk else []
        for shape, first in split:
            if shape == SEQUENCE:
                r_seqs.append(first)
                if first <= wk <= first + 2:
                    pos = wk - first
                    if pos == 1:
                        wait = "kanchan"
                    elif (pos == 2 and first % 9 == 0) or (pos == 0 and first % 9 == 6):
                        wait = "penchan"
                    else:
                        wait = "ryanmen"
                    if (first, wait, 0) not in places:  # equal groups read the same
                        places.append((first, wait, 0))
            else:
                r_sets.append(first)
                r_concealed += 1
                fu += _SET_FU[TRIPLET, True, _YAOCHUU[first]]
                if first == wk:
                    # completed by ron, the triplet counts as open
                    places.append((first, "shanpon", 0 if tsumo else
                                   _SET_FU[TRIPLET, True, _YAOCHUU[first]] - _SET_FU[TRIPLET, False, _YAOCHUU[first]]))
        mask = shared
        dragons = winds = 0
        for k in r_sets:
            if k >= 27:
                if k >= 31:
                    dragons += 1
                    mask |= _DRAGON_BIT[k]
                else:
                    winds += 1
                if k == seat:
                    mask |= _B["yakuhai_seat_wind"]
                if k == rnd:
                    mask |= _B["yakuhai_round_wind"]
        if dragons == 3 or winds == 4 or (winds == 3 and 27 <= pair <= 30) or quads == 4:
            return None  # daisangen, daisuushii, shousuushii, suukantsu
        n_seqs = len(r_seqs)
        if n_seqs:
            if n_seqs >= 2:
                distinct_seqs = set(r_seqs)
                if menzen and len(distinct_seqs) < n_seqs:
                    dup = sum([r_seqs.count(q) // 2 for q in distinct_seqs])
                    mask |= _B["ryanpeikou"] if dup >= 2 else _B["iipeikou"]
                if len(distinct_seqs) >= 3:
                    for b in (0, 9, 18):
                        if b in distinct_seqs and b + 3 in distinct_seqs and b + 6 in distinct_seqs:
                            mask |= _B["ittsu"]
                            break
                    for q in distinct_seqs:
                        if q < 7 and q + 9 in distinct_seqs and q + 18 in distinct_seqs:
                            mask |= _B["sanshoku_doujun"]
                            break
            if _YAOCHUU[pair]:
                for q in r_seqs:
                    if q % 9 not in (0, 6):
                        break
                else:
                    for k in r_sets:
                        if not _YAOCHUU[k]:
                            break
                    else:
                        mask |= _B["chanta"] if honors else _B["junchan"]
        else:
            mask |= _B["toitoi"]
        if len(r_sets) >= 3:
            for k in r_sets:
                if k < 9 and k + 9 in r_sets and k + 18 in r_sets:
                    mask |= _B["sanshoku_doukou"]
                    break
        if quads == 3:
            mask |= _B["sankantsu"]
        if dragons == 2 and pair >= 31:
            mask |= _B["shousangen"]
        if pair >= 27:  # pair fu (fu.pair_fu)
            if pair >= 31:
                fu += 2
            elif pair == seat and pair == rnd:
                fu += rules.double_wind_pair_fu
            elif pair == seat or pair == rnd:
                fu += 2
        pinfu_shape = n_seqs == 4 and menzen and pair < 31 and pair != seat and pair != rnd \
            and (not tsumo or rules.pinfu_tsumo)
        # each place the winning tile completes is one reading
        for _first, wait, ron_fu in places:
            r_mask = mask
            r_fu = fu - ron_fu
            hidden = r_concealed - (1 if ron_fu else 0)
            if hidden == 4:
                return None  # suuankou
            if hidden == 3:
                r_mask |= _B["sanankou"]
            pinfu = pinfu_shape and wait == "ryanmen"
            if pinfu:
                r_mask |= _B["pinfu"]
            elif tsumo_fu:
                r_fu += tsumo_fu
            if wait == "kanchan" or wait == "penchan" or wait == "tanki":
                r_fu += 2
            if r_fu == 20 and not menzen:
                r_fu = 30
            r_fu = -(-r_fu // 10) * 10
            candidate = _rank_of(r_mask, menzen, r_fu, dora_han, rules, dealer, tsumo)
            if candidate[0] > best_rank:
                best, best_rank = candidate, candidate[0]
    if not melds and len(closed_tiles) == 14 and closed.count(0) == 27 and max(closed) == 2:
        # seven pairs (readings.chiitoitsu_reading): 25 fu
        candidate = _rank_of(shared | _B["chiitoitsu"], menzen, 25, dora_han, rules, dealer, tsumo)
        if candidate[0] > best_rank:
            best, best_rank = candidate, candidate[0]
    if best is None or best_rank[0] == 0:
        return None  # not a winning shape, thirteen orphans, or no yaku: the full scorer says which

    # --- the result: yaku items in table order, then the dora kinds
    (_points, han, fu), rows, base, limit, kiriage = best
    later = _FullScore(hand, ctx, rules)
    tiles_of = later.yaku_tiles
    items: list[YakuItem] = []
    for n, h, reduced, plain in rows:
        if plain is None:
            y = _new(YakuItem)
            d = y.__dict__
            d["id"] = n
            d["han"] = h
            d["open_reduced"] = reduced
            d["_tiles_of"] = (tiles_of, (len(items),))
            d["count"] = 0
            items.append(y)
        else:
            items.append(plain)
    for n, h in (("dora", dora), ("ura_dora", ura), ("aka_dora", aka)):
        if h:
            y = _new(YakuItem)
            d = y.__dict__
            d["id"] = n
            d["han"] = h
            d["open_reduced"] = False
            d["_tiles_of"] = (tiles_of, (len(items),))
            d["count"] = h
            items.append(y)
    result = _new(ScoreResult)
    result.__dict__.update(
        han=han, fu=fu, yaku=tuple(items), yakuman=0, limit=limit, kiriage=kiriage,
        points=payments(base, dealer, tsumo, ctx.honba, ctx.riichi_sticks, rules),
        _explain=(later.explanation, ()),
    )
    return result


def _rank_of(mask: int, menzen: bool, fu: int, dora_han: int, rules: RuleSet, dealer: bool, tsumo: bool):
    """One reading's score from its yaku bits (`_BIT`) and rounded fu:
    ``((points, han, fu), rows, base, limit, kiriage)`` with `rows` the
    yaku as ``(id, han, open_reduced, shared item or None)`` in table
    order, supersessions applied; points 0 when it has no yaku."""
    if not mask:
        return (0, 0, fu), (), 0, None, False
    entry = _YAKU_SETS.get((mask, menzen))
    if entry is None:
        entry = _yaku_set(mask, menzen)
    han_yaku, rows = entry
    han = han_yaku + dora_han
    base, limit, kiriage = base_points(han, fu, 0, rules)
    return (winner_total(base, dealer, tsumo), han, fu), rows, base, limit, kiriage


#: yaku bits -> (han of the yaku, rows), by (bits, closed hand); a table of
#: the yaku combinations met so far, bounded
_YAKU_SETS: dict[tuple[int, bool], tuple[int, tuple]] = {}


def _yaku_set(mask: int, menzen: bool) -> tuple[int, tuple]:
    """The yaku of a bit set (`_BIT`), supersessions applied
    (yaku_table `replaces`), in table order, with their han closed or open
    (`yaku._ITEM_CLOSED` / `_ITEM_OPEN`); kept in `_YAKU_SETS`."""
    held = {y for y, bit in _BIT.items() if mask & bit}
    for y in held & _REPLACERS:
        held.difference_update(_REPLACES[y])
    table = _ITEM_CLOSED if menzen else _ITEM_OPEN
    rows = []
    han = 0
    for y in sorted(held, key=_ORDER):
        h, reduced, where, plain = table[y]
        han += h
        rows.append((y, h, reduced, plain if where == _SITUATION else None))
    if len(_YAKU_SETS) > 10000:
        _YAKU_SETS.clear()
    entry = _YAKU_SETS[mask, menzen] = (han, tuple(rows))
    return entry
