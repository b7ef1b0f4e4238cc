"""The fast path of `scoring.score`: the common hand scored in one pass.

`score_common` decides the readings, the yaku (as bits of one integer),
yakuman, fu, limit and payments straight from integer tile counts and the
per-suit split tables of `readings`, with no `Reading` or `Group` built:
standard hands with one reading or several (ranked by the high-point rule,
RULES.md §1), seven pairs, thirteen orphans, every yakuman, tenhou, chiihou
and renhou as a yakuman. It leaves to the full scorer (`scoring.score_full`)
local yaku, open riichi, renhou as a fixed mangan, a hand with no yaku or no
winning shape (the full scorer names the near misses or the fault in its
error) and any input it doubts.

The rules come from the same tables as the full scorer (`yaku_table` han
and supersessions via `yaku._ITEM_CLOSED`/`_ITEM_OPEN`, `fu._GROUP_FU`,
`readings.sequence_wait`, `points`); the yaku predicates are restated here
as integer tests, so a result of the fast path must equal the full
scorer's, field by field: tests/test_fast_path.py checks every hand of the
shared samples, generated hands under every preset and hypothesis hands
under random options; tests/test_fast_path_adversarial.py keeps what a
breaker found. What only a reader needs — each yaku's highlight tiles,
every reading considered, why the chosen one won, near misses — is built on
first access by running the full scorer once for that hand.
"""

from __future__ import annotations

from itertools import compress

from .fu import _BASE, _CHIITOITSU, _CLOSED_RON, _GROUP_FU, _OPEN_PINFU, _ROUNDING, _TSUMO, _WAIT_FU, pair_fu_of
from .fu import _item as _fu_item
from .hand import Hand, WinContext
from .points import base_points, payments, winner_total
from .readings import (
    _PAIR_TEXT,
    _PLAIN_TEXT,
    KOKUSHI_KINDS,
    QUAD,
    SEQUENCE,
    TRIPLET,
    _meld_group,
    held_texts,
    sequence_wait,
    suit_decompositions,
)
from .result import FuItem, ScoreResult, YakuItem, lazy_yaku_item
from .rules import RuleSet
from .tiles import TERMINAL_OR_HONOR, WIND_KINDS, dora_of
from .validation import _needs_flag_check, check_flags
from .yaku import (
    _ITEM_CLOSED,
    _ITEM_OPEN,
    _REPLACERS,
    _REPLACES,
    _SITUATION,
    _blessings_of,
    _chuuren_of,
    _tile_yakuman_of,
)
from .yaku_table import DOUBLE_PATTERNS, ORDER

_WINDS = WIND_KINDS
_DORA_OF = tuple(dora_of(k) for k in range(34))
_YAOCHUU = tuple(k in TERMINAL_OR_HONOR for k in range(34))
#: fu of a triplet or quad by (shape, concealed, terminal or honor)
_SET_FU = {key: amount for key, (_fid, amount) in _GROUP_FU.items()}
#: the fu item of a concealed-hand triplet without red fives, by (kind,
#: concealed); not concealed = completed by ron (fu.reading_fu)
_TRIPLET_ITEM = {(k, concealed): FuItem(_GROUP_FU[TRIPLET, concealed, _YAOCHUU[k]][0],
                                        _GROUP_FU[TRIPLET, concealed, _YAOCHUU[k]][1], _PLAIN_TEXT[TRIPLET, k],
                                        not concealed)
                 for k in range(34) for concealed in (False, True)}
#: the thirteen orphans' kinds (readings.KOKUSHI_KINDS)
_KOKUSHI = KOKUSHI_KINDS
_KANS = frozenset(("minkan", "ankan", "kakan"))
_NONE = bytes(9)  # a number suit not held
#: the concealed groups that hold a five, and the triplets of fives
_FIVE_GROUPS = frozenset([(SEQUENCE, k) for k in range(27) if k % 9 in (2, 3, 4)]
                         + [(TRIPLET, k) for k in (4, 13, 22)])
_FIVE_TRIPLETS = frozenset((TRIPLET, k) for k in (4, 13, 22))
_ORDER = ORDER.__getitem__
#: one bit per ordinary yaku id, by table order
_BIT = {y: 1 << i for y, i in ORDER.items()}
# the bits the scorer sets, by name
_Y_CHANKAN = _BIT["chankan"]
_Y_CHANTA = _BIT["chanta"]
_Y_CHIITOITSU = _BIT["chiitoitsu"]
_Y_CHINITSU = _BIT["chinitsu"]
_Y_DOUBLE_RIICHI = _BIT["double_riichi"]
_Y_HAITEI = _BIT["haitei"]
_Y_HONITSU = _BIT["honitsu"]
_Y_HONROUTOU = _BIT["honroutou"]
_Y_HOUTEI = _BIT["houtei"]
_Y_IIPEIKOU = _BIT["iipeikou"]
_Y_IPPATSU = _BIT["ippatsu"]
_Y_ITTSU = _BIT["ittsu"]
_Y_JUNCHAN = _BIT["junchan"]
_Y_MENZEN_TSUMO = _BIT["menzen_tsumo"]
_Y_PINFU = _BIT["pinfu"]
_Y_RIICHI = _BIT["riichi"]
_Y_RINSHAN_KAIHOU = _BIT["rinshan_kaihou"]
_Y_RYANPEIKOU = _BIT["ryanpeikou"]
_Y_SANANKOU = _BIT["sanankou"]
_Y_SANKANTSU = _BIT["sankantsu"]
_Y_SANSHOKU_DOUJUN = _BIT["sanshoku_doujun"]
_Y_SANSHOKU_DOUKOU = _BIT["sanshoku_doukou"]
_Y_SHOUSANGEN = _BIT["shousangen"]
_Y_TANYAO = _BIT["tanyao"]
_Y_TOITOI = _BIT["toitoi"]
_Y_YAKUHAI_ROUND_WIND = _BIT["yakuhai_round_wind"]
_Y_YAKUHAI_SEAT_WIND = _BIT["yakuhai_seat_wind"]
_DRAGON_BIT = {31: _BIT["yakuhai_haku"], 32: _BIT["yakuhai_hatsu"], 33: _BIT["yakuhai_chun"]}
_new = object.__new__


class _FullScore:
    """The full scorer's view of one hand, run on first need (each yaku's
    tiles and the explanation of a fast-path result)."""

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
        """The lazy `ScoreResult` fields: the explanation."""
        from .scoring import explanation_of

        return explanation_of(*self.parts())


def score_common(hand: Hand, ctx: WinContext, rules: RuleSet) -> ScoreResult | None:
    """Score a hand by the fast path, or return None when it is not one this
    path takes (see the module doc).

    Shapes as `scoring.score`: `hand.closed` holds the concealed tiles with
    the winning tile (e.g. ``234m456p678s33355s`` as `Tile` values),
    `hand.melds` the declared melds. Returns the `ScoreResult`: han, fu,
    yaku (ids, han, counts), yakuman, limit, kiriage, fu items with their
    tiles and points (in points) now; each yaku's tiles and the explanation
    fields on first access. On None, `scoring.score` runs the full scorer,
    which also raises the `HandError` of an invalid hand. Rules as the full
    scorer (RULES.md §1–§5).

    Raises:
        HandError: ``conflicting_flags`` from `validation.check_flags` when
            a situation flag contradicts the hand (the same check, in the
            same order, as the full scorer).
    """
    if rules.local_yaku or ctx.open_riichi or ctx.renhou and rules.renhou == "mangan" \
            or (ctx.tsumo is not True and ctx.tsumo is not False):
        return None
    # --- count the tiles once, checking what `validation` checks (on any
    # doubt the full scorer runs and names the fault)
    melds = hand.melds
    n_melds = len(melds)
    closed_tiles = hand.closed
    if n_melds > 4 or len(closed_tiles) != 14 - 3 * n_melds:
        return None
    closed = [0] * 34
    reds = None  # red fives of the concealed tiles, by kind (4, 13, 22); most hands hold none
    for t in closed_tiles:
        closed[t.kind] += 1
        if t.red:
            if reds is None:
                reds = {t.kind: 1}
            else:
                reds[t.kind] = reds.get(t.kind, 0) + 1
    win = hand.win
    wk = win.kind
    # the winning tile is among the concealed tiles, as held (red or plain)
    red_wk = reds.get(wk, 0) if reds else 0
    if (red_wk if win.red else closed[wk] - red_wk) < 1:
        return None
    # red fives of the whole hand per suit (m, p, s); a red tile is a five (`Tile`)
    red = [reds.get(4, 0), reds.get(13, 0), reds.get(22, 0)] if reds else [0, 0, 0]
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
                if len(tiles) != (3 if mk == "pon" else 4):
                    return None
                k = tiles[0].kind
                for t in tiles:
                    if t.kind != k:
                        return None
                if mk == "pon":
                    set_fu += _SET_FU[TRIPLET, False, _YAOCHUU[k]]
                    menzen = False
                else:
                    if mk not in _KANS:
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
                    red[t.kind // 9] += 1
    else:
        counts = closed
    red_m, red_p, red_s = red
    allowed = rules.red_fives
    if red_m > allowed[0] or red_p > allowed[1] or red_s > allowed[2]:
        return None
    # copies with the indicators: at most 4 of a kind, red and plain fives
    # within the set (validation.check_copies, check_red_fives)
    seen = counts
    shown = [0, 0, 0]  # red fives among the indicators per suit
    if ctx.dora_indicators or ctx.ura_indicators:
        seen = counts[:]
        for t in ctx.dora_indicators + ctx.ura_indicators:
            seen[t.kind] += 1
            if t.red:
                shown[t.kind // 9] += 1
        if red_m + shown[0] > allowed[0] or red_p + shown[1] > allowed[1] or red_s + shown[2] > allowed[2]:
            return None
    if max(seen) > 4:
        return None
    # plain fives: the set has 4 - red fives of them per suit
    if seen[4] - red_m - shown[0] > 4 - allowed[0] or seen[13] - red_p - shown[1] > 4 - allowed[1] \
            or seen[22] - red_s - shown[2] > 4 - allowed[2]:
        return None
    if _needs_flag_check(hand, ctx):
        check_flags(hand, ctx)
    # --- what every reading shares: the kinds held, the winds, the yaku of
    # the kinds and of the situation, the dora
    b = bytes(closed)
    keys = (b[0:9], b[9:18], b[18:27], b[27:34])
    if melds:
        honors = sum(counts[27:34])
        suits = (1 if any(counts[0:9]) else 0) + (1 if any(counts[9:18]) else 0) + (1 if any(counts[18:27]) else 0)
    else:
        honors = sum(keys[3])
        suits = (keys[0] != _NONE) + (keys[1] != _NONE) + (keys[2] != _NONE)
    terminals = counts[0] + counts[8] + counts[9] + counts[17] + counts[18] + counts[26]
    tiles_total = 14 + quads
    # yakuman decided by the kinds held (yaku.HandFacts.hand_yakuman), and
    # the blessings of heaven, earth and man, which come after the others
    hand_yakuman: tuple = ()
    blessings = _blessings_of(ctx, rules) if ctx.tenhou or ctx.chiihou or ctx.renhou else ()
    if suits == 0 or not honors and terminals == tiles_total or suits == 1 and not any(counts[0:18]):
        hand_yakuman = _tile_yakuman_of(frozenset(compress(range(34), counts)), rules)
    if suits == 1 and not honors and not melds:
        key = keys[0] if keys[0] != _NONE else keys[1] if keys[1] != _NONE else keys[2]
        if key[0] >= 3 and key[8] >= 3 and all(key[1:8]):
            hand_yakuman += _chuuren_of(frozenset(compress(range(34), counts)), closed, wk)
    seat = _WINDS[ctx.seat_wind]
    rnd = _WINDS[ctx.round_wind]
    # yaku of the kinds held and of how the hand was won (yaku.HandFacts),
    # as bits of `_BIT`
    shared = 0
    if not honors and not terminals and (menzen or rules.kuitan):
        shared |= _Y_TANYAO
    if suits == 1:
        shared |= _Y_HONITSU if honors else _Y_CHINITSU
    if honors and terminals and honors + terminals == tiles_total:
        shared |= _Y_HONROUTOU
    tsumo = ctx.tsumo
    if tsumo and menzen:
        shared |= _Y_MENZEN_TSUMO
    if ctx.riichi or ctx.double_riichi:
        shared |= _Y_DOUBLE_RIICHI if ctx.double_riichi else _Y_RIICHI
        if ctx.ippatsu:
            shared |= _Y_IPPATSU
    if ctx.chankan or ctx.rinshan or ctx.haitei or ctx.houtei:  # rare: one test for the four
        if ctx.chankan:
            shared |= _Y_CHANKAN
        if ctx.rinshan:
            shared |= _Y_RINSHAN_KAIHOU
        if ctx.haitei:
            shared |= _Y_HAITEI
        if ctx.houtei:
            shared |= _Y_HOUTEI
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
    best = chosen = None
    best_rank = (-1, False, 0, 0)
    for pair, split in suit_decompositions(keys):
        # what the decomposition decides, whatever the wait
        r_seqs = seqs[:] if seqs else []
        r_sets = sets[:] if sets else []
        r_concealed = concealed
        fu = fu_shared
        places = [(-1, "tanki", 0)] if pair == wk else []
        seq_places = None  # (first, wait) of the sequences already read
        for gi, (shape, first) in enumerate(split):
            if shape == SEQUENCE:
                r_seqs.append(first)
                if first <= wk <= first + 2:
                    wait = sequence_wait(first, wk)
                    # equal groups (two 123m) read the same
                    if seq_places is None:
                        seq_places = {(first, wait)}
                        places.append((gi, wait, 0))
                    elif (first, wait) not in seq_places:
                        seq_places.add((first, wait))
                        places.append((gi, wait, 0))
            else:
                r_sets.append(first)
                r_concealed += 1
                fu += _SET_FU[TRIPLET, True, _YAOCHUU[first]]
                if first == wk:
                    # completed by ron, the triplet counts as open
                    places.append((gi, "shanpon", 0 if tsumo else
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
                    mask |= _Y_YAKUHAI_SEAT_WIND
                if k == rnd:
                    mask |= _Y_YAKUHAI_ROUND_WIND
        # yakuman of the shape (yaku._standard_yaku order; suuankou comes
        # with the wait, below)
        shape_yakuman: list = []
        if dragons == 3:
            shape_yakuman.append(("daisangen", 1))
        if winds == 4:
            shape_yakuman.append(("daisuushii", 2))
        elif winds == 3 and 27 <= pair <= 30:
            shape_yakuman.append(("shousuushii", 1))
        kan_yakuman = [("suukantsu", 1)] if quads == 4 else []
        n_seqs = len(r_seqs)
        if n_seqs:
            if n_seqs >= 2:
                distinct_seqs = set(r_seqs)
                if menzen and len(distinct_seqs) < n_seqs:
                    dup = sum([r_seqs.count(q) // 2 for q in distinct_seqs])
                    mask |= _Y_RYANPEIKOU if dup >= 2 else _Y_IIPEIKOU
                if len(distinct_seqs) >= 3:
                    for b in (0, 9, 18):
                        if b in distinct_seqs and b + 3 in distinct_seqs and b + 6 in distinct_seqs:
                            mask |= _Y_ITTSU
                            break
                    for q in distinct_seqs:
                        if q < 7 and q + 9 in distinct_seqs and q + 18 in distinct_seqs:
                            mask |= _Y_SANSHOKU_DOUJUN
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
                        mask |= _Y_CHANTA if honors else _Y_JUNCHAN
        else:
            mask |= _Y_TOITOI
        if len(r_sets) >= 3:
            for k in r_sets:
                if k < 9 and k + 9 in r_sets and k + 18 in r_sets:
                    mask |= _Y_SANSHOKU_DOUKOU
                    break
        if quads == 3:
            mask |= _Y_SANKANTSU
        if dragons == 2 and pair >= 31:
            mask |= _Y_SHOUSANGEN
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
        for gi, wait, ron_fu in places:
            r_fu = fu - ron_fu
            hidden = r_concealed - (1 if ron_fu else 0)
            yakuman = None
            if shape_yakuman or hidden == 4 or kan_yakuman or hand_yakuman or blessings:
                yakuman = shape_yakuman[:]
                if hidden == 4:
                    yakuman.append(("suuankou_tanki", 2) if wait == "tanki" else ("suuankou", 1))
                yakuman += kan_yakuman
                yakuman += hand_yakuman
                yakuman += [(b, 1) for b in blessings]
            # pinfu, as a yaku of this reading, spares the tsumo fu; a yakuman
            # reading has no ordinary yaku, so its tsumo earns the 2 fu
            pinfu = yakuman is None and pinfu_shape and wait == "ryanmen"
            if not pinfu:
                r_fu += tsumo_fu
            if wait == "kanchan" or wait == "penchan" or wait == "tanki":
                r_fu += 2
            if r_fu == 20 and not menzen:
                r_fu = 30
            r_fu = -(-r_fu // 10) * 10
            if yakuman is not None:
                candidate = _yakuman_rank(yakuman, r_fu, rules, dealer, tsumo)
            else:
                r_mask = mask
                if hidden == 3:
                    r_mask |= _Y_SANANKOU
                if pinfu:
                    r_mask |= _Y_PINFU
                candidate = _rank_of(r_mask, menzen, r_fu, dora_han, rules, dealer, tsumo)
            if candidate[0] > best_rank:
                best, best_rank = candidate, candidate[0]
                chosen = (pair, split, gi, wait, pinfu)
    if not melds and len(closed_tiles) == 14 and closed.count(0) == 27 and max(closed) == 2:
        # seven pairs (readings.chiitoitsu_reading): 25 fu
        if hand_yakuman or blessings:
            candidate = _yakuman_rank([*hand_yakuman, *[(b, 1) for b in blessings]], 25, rules, dealer, tsumo)
        else:
            candidate = _rank_of(shared | _Y_CHIITOITSU, menzen, 25, dora_han, rules, dealer, tsumo)
        if candidate[0] > best_rank:
            best, best_rank = candidate, candidate[0]
            chosen = _CHIITOITSU
    elif best is None and not melds and closed.count(0) == 21 and all([closed[k] for k in _KOKUSHI]):
        # thirteen orphans (readings.kokushi_reading): 0 fu
        best = _yakuman_rank([("kokushi_13", 2) if closed[wk] == 2 else ("kokushi", 1), *[(b, 1) for b in blessings]],
                             0, rules, dealer, tsumo)
        best_rank = best[0]
        chosen = ()
    if best is None or best_rank[0] == 0:
        return None  # not a winning shape or no yaku: the full scorer says why

    # --- the result: yaku items in table order, then the dora kinds
    (_points, yakuman, han, fu), rows, base, limit, kiriage = best
    later = _FullScore(hand, ctx, rules)
    tiles_of = later.yaku_tiles
    # the yaku (rows of `_rank_of`: id, han, open reduced, shared item or
    # None, count), then the dora kinds; an item's tiles come from the full
    # scorer when read
    items: list[YakuItem] = []
    for n, h, reduced, plain, count in rows:
        if plain is None:
            # lazy_yaku_item(n, h, reduced, tiles_of, (index,), count), inlined
            y = _new(YakuItem)
            d = y.__dict__
            d["id"] = n
            d["han"] = h
            d["open_reduced"] = reduced
            d["_tiles_of"] = (tiles_of, (len(items),))
            d["count"] = count
            items.append(y)
        else:
            items.append(plain)
    if not yakuman and (dora or ura or aka):
        for n, h in (("dora", dora), ("ura_dora", ura), ("aka_dora", aka)):
            if h:
                items.append(lazy_yaku_item(n, h, False, tiles_of, (len(items),), h))
    if len(chosen) != 5:  # seven pairs or thirteen orphans: their fixed items
        fu_items = chosen
    else:
        fu_items = _fu_items(chosen, fu, melds, menzen, ctx, rules, seat, rnd, reds, win.red)
    result = _new(ScoreResult)
    result.__dict__.update(
        han=han, fu=fu, yaku=tuple(items), yakuman=han // 13 if yakuman else 0, limit=limit, kiriage=kiriage,
        fu_items=fu_items,
        points=payments(base, dealer, tsumo, ctx.honba, ctx.riichi_sticks, rules),
        _explain=(later.explanation, ()),
    )
    return result


def _fu_items(chosen: tuple, fu: int, melds, menzen: bool, ctx: WinContext, rules: RuleSet, seat: int, rnd: int,
              reds: dict | None, win_red: bool) -> tuple[FuItem, ...]:
    """The fu items of the chosen standard reading, as `fu.reading_fu`
    lists them (base, closed ron, tsumo, the sets in reading order — the
    concealed groups then the melds —, the pair, the wait, the open-pinfu
    raise, the rounding), with the tiles as held (`readings.held_texts`).
    `chosen` is ``(pair, split, win group index, wait, pinfu)``; `fu` the
    rounded fu."""
    pair, split, gi, wait, pinfu = chosen
    tsumo = ctx.tsumo
    items = [_BASE]
    raw = 20
    if menzen and not tsumo:
        items.append(_CLOSED_RON)
        raw += 10
    if tsumo and not pinfu and (rules.rinshan_tsumo_fu or not ctx.rinshan):
        items.append(_TSUMO)
        raw += 2
    red_texts = None
    pair_text = _PAIR_TEXT[pair]
    if reds and (pair in reds or not _FIVE_TRIPLETS.isdisjoint(split)
                 or gi >= 0 and wait in _WAIT_FU and split[gi] in _FIVE_GROUPS):
        # a red five may be in a set, the pair or the wait's group, whose
        # tiles are shown: place the red fives (readings.held_texts)
        red_texts, pair_text = held_texts(split, pair, gi, reds, win_red)
    for i, (shape, first) in enumerate(split):
        if shape == TRIPLET:
            concealed = tsumo or i != gi
            if red_texts and i in red_texts:
                fid, amount = _GROUP_FU[TRIPLET, concealed, _YAOCHUU[first]]
                item = _fu_item(fid, amount, red_texts[i], not concealed)
            else:
                item = _TRIPLET_ITEM[first, concealed]
            items.append(item)
            raw += item.fu
    for m in melds:
        if m.kind != "chi":
            g = _meld_group(m)
            fid, amount = _GROUP_FU[g.shape, g.concealed, _YAOCHUU[g.first]]
            items.append(_fu_item(fid, amount, g.tiles, False))
            raw += amount
    p = pair_fu_of(pair, seat, rnd, rules.double_wind_pair_fu, pair_text)
    if p is not None:
        items.append(p)
        raw += p.fu
    wait_id = _WAIT_FU.get(wait)
    if wait_id is not None:
        tiles = ((red_texts and red_texts.get(gi)) or _PLAIN_TEXT[split[gi]]) if gi >= 0 else pair_text
        items.append(_fu_item(wait_id, 2, tiles, False))
        raw += 2
    if raw == 20 and not menzen:
        items.append(_OPEN_PINFU)
        raw = 30
    items.append(_ROUNDING[fu - raw])
    return tuple(items)


def _rank_of(mask: int, menzen: bool, fu: int, dora_han: int, rules: RuleSet, dealer: bool, tsumo: bool):
    """One reading's score from its yaku bits (`_BIT`) and rounded fu:
    ``((points, han, fu), rows, base, limit, kiriage)`` with `rows` the
    yaku as ``(id, han, open_reduced, shared item or None, 0)`` in table
    order, supersessions applied; points 0 when it has no yaku."""
    if not mask:
        return (0, False, 0, fu), (), 0, None, False
    entry = _YAKU_SETS.get((mask, menzen))
    if entry is None:
        entry = _yaku_set(mask, menzen)
    han_yaku, rows = entry
    han = han_yaku + dora_han
    base, limit, kiriage = base_points(han, fu, 0, rules)
    return (winner_total(base, dealer, tsumo), False, han, fu), rows, base, limit, kiriage


def _yakuman_rank(yakuman: list, fu: int, rules: RuleSet, dealer: bool, tsumo: bool):
    """A yakuman reading's score, as `_rank_of` (yaku.yaku_of_reading):
    `yakuman` holds ``(id, multiplier)`` pairs; superseded ones dropped,
    double patterns counted once unless `double_yakuman_hands`, only the
    largest unless `yakuman_stacking`; rows in table order, each 13 han
    per multiplier; no ordinary yaku and no dora count."""
    dropped = {x for yid, _ in yakuman for x in _REPLACES[yid]}
    rows = []
    for yid, mult in yakuman:
        if yid in dropped:
            continue
        if yid in DOUBLE_PATTERNS and not rules.double_yakuman_hands:
            mult = 1
        rows.append((yid, 13 * mult, False, None, 0))
    if not rules.yakuman_stacking:
        rows = [max(rows, key=lambda row: row[1])]
    rows.sort(key=lambda row: _ORDER(row[0]))
    han = sum([row[1] for row in rows])
    base, limit, kiriage = base_points(han, fu, han // 13, rules)
    return (winner_total(base, dealer, tsumo), True, han, fu), tuple(rows), base, limit, kiriage


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
        rows.append((y, h, reduced, plain if where == _SITUATION else None, 0))
    if len(_YAKU_SETS) > 10000:
        _YAKU_SETS.clear()
    entry = _YAKU_SETS[mask, menzen] = (han, tuple(rows))
    return entry
