"""Which yaku a reading earns (RULES.md §2), one small predicate each.

`HandFacts` holds what does not change between readings (tile counts,
closedness, the win context); `yaku_of_reading` returns the yaku ids with
their han for one reading; `near_misses` says which yaku just failed and why.
Han values come from the one table, `yaku_table.BY_ID`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import compress

from .hand import Hand, WinContext
from .readings import QUAD, SEQUENCE, TRIPLET, Reading
from .result import NearMiss, YakuItem, lazy_yaku_item
from .rules import RuleSet
from .tiles import DRAGON_KINDS, TERMINAL_OR_HONOR, WIND_KINDS, format_kinds
from .yaku_table import BY_ID, DOUBLE_PATTERNS, ORDER

GREEN_KINDS = frozenset((19, 20, 21, 23, 25, 32))  # 2s 3s 4s 6s 8s hatsu
TERMINALS = frozenset((0, 8, 9, 17, 18, 26))
CHUUREN = (3, 1, 1, 1, 1, 1, 1, 1, 3)
_YAKUHAI_DRAGON = {31: "yakuhai_haku", 32: "yakuhai_hatsu", 33: "yakuhai_chun"}


@dataclass(frozen=True)
class HandFacts:
    """Facts about the whole hand shared by all its readings.

    Attributes:
        kinds: the set of kind indices anywhere in the hand (melds included).
        counts: 34 counts over the whole hand (a kan counts 4).
        closed_counts: 34 counts of the concealed tiles only.
        menzen: no open meld.
        ctx: the `WinContext`; rules: the `RuleSet`.
        seat: seat wind kind index; round: round wind kind index.
        win: winning tile kind.
        tiles_text: mpsz of every tile of the hand, sorted.
        honors: the hand holds an honor tile.
        hand_yaku: ids of the yaku decided by the kinds held alone
            (tanyao, honitsu, chinitsu), whatever the reading.
        hand_yakuman: ``(id, multiplier)`` of the yakuman decided by the
            kinds held (tsuuiisou, ryuuiisou, chinroutou) and, for a hand
            with no meld, chuuren poutou.
        situational: ids of the yaku that come from how the hand was won
            (riichi, ippatsu, menzen tsumo, chankan, …).
        blessings: ids of tenhou, chiihou and renhou as a yakuman.

    `of` leaves `tiles_text` to be built on first access (only yaku that
    name every tile of the hand read it).
    """

    kinds: frozenset
    counts: tuple[int, ...]
    closed_counts: tuple[int, ...]
    menzen: bool
    ctx: WinContext
    rules: RuleSet
    seat: int
    round: int
    win: int
    tiles_text: str = ""
    honors: bool = False
    hand_yaku: tuple[str, ...] = ()
    hand_yakuman: tuple[tuple[str, int], ...] = ()
    situational: tuple[str, ...] = ()
    blessings: tuple[str, ...] = ()

    @staticmethod
    def of(hand: Hand, ctx: WinContext, rules: RuleSet,
           tally: tuple[list[int], list[int], list[int]] | None = None) -> HandFacts:
        """Build the facts of a validated hand. `tally`: the
        `validation.checked_tally` counts when the caller has them."""
        if tally is None:
            from .validation import _tally

            tally = _tally(hand)
        closed, counts, reds = tally
        kinds = frozenset(compress(range(34), counts))
        menzen = True  # hand.is_closed
        for m in hand.melds:
            if m.kind != "ankan":
                menzen = False
                break
        honors = any(counts[27:])
        win = hand.win.kind
        # the number suits held: tanyao/honitsu/chinitsu and the tile yakuman
        # are decided by the kinds alone
        suits = (1 if any(counts[0:9]) else 0) + (1 if any(counts[9:18]) else 0) \
            + (1 if any(counts[18:27]) else 0)
        hand_yakuman = _tile_yakuman_of(kinds, rules) if suits <= 1 or not honors else ()
        if menzen and not hand.melds and len(kinds) >= 9:
            hand_yakuman += _chuuren_of(kinds, closed, win)
        hand_yaku: tuple[str, ...] = ()
        if suits == 1:
            hand_yaku = ("honitsu",) if honors else ("chinitsu",)
        if not honors and (menzen or rules.kuitan) and kinds.isdisjoint(TERMINALS):
            hand_yaku = ("tanyao", *hand_yaku)
        c = ctx
        if c.riichi or c.double_riichi or c.ippatsu or c.tsumo or c.chankan or c.rinshan or c.haitei \
                or c.houtei:
            situational = _situational_of(ctx, menzen)
        else:
            situational = ()
        f = _new(HandFacts)
        f.__dict__.update(
            kinds=kinds, counts=tuple(counts), closed_counts=tuple(closed), menzen=menzen, ctx=ctx, rules=rules,
            seat=WIND_KINDS[ctx.seat_wind], round=WIND_KINDS[ctx.round_wind], win=win, honors=honors,
            hand_yaku=hand_yaku, hand_yakuman=hand_yakuman, situational=situational,
            blessings=_blessings_of(ctx, rules) if c.tenhou or c.chiihou or c.renhou else (), _reds=reds,
        )
        return f

    def __getattr__(self, name: str):
        # Called only when normal lookup fails: `tiles_text` of facts from
        # `of`, built now and kept.
        reds = self.__dict__.get("_reds")
        if name != "tiles_text" or reds is None:
            raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")
        per_kind = [0] * 34
        per_kind[4], per_kind[13], per_kind[22] = reds
        text = self.__dict__["tiles_text"] = _counts_text(self.counts, per_kind)
        return text


# `tiles_text` keeps its default in __init__; a class attribute would hide
# it from __getattr__.
del HandFacts.tiles_text
_new = object.__new__


def _counts_text(counts: Sequence[int], reds: Sequence[int]) -> str:
    """mpsz of tiles given as counts (red fives first in their kind), as
    `format_tiles(..., sort=True)` writes them."""
    out = []
    for lo, hi, letter in _SUIT_RANGES:
        seg = counts[lo:hi]
        if not any(seg):
            continue
        key = (letter, tuple(seg), reds[lo + 4] if lo < 27 else 0)  # only fives are red
        text = _SUIT_TEXT.get(key)
        if text is None:
            parts = []
            for i, n in enumerate(seg):
                if n:
                    r = reds[lo + i]
                    parts.append(_RUNS[i][n] if not r else "0" * r + _RUNS[i][n - r])
            parts.append(letter)
            if len(_SUIT_TEXT) > 50000:
                _SUIT_TEXT.clear()
            text = _SUIT_TEXT[key] = "".join(parts)
        out.append(text)
    return "".join(out)


#: mpsz of one suit's counts, by (suit letter, counts, red fives)
_SUIT_TEXT: dict[tuple, str] = {}


_SUIT_RANGES = ((0, 9, "m"), (9, 18, "p"), (18, 27, "s"), (27, 34, "z"))
_RUNS = tuple(tuple(str(i + 1) * n for n in range(21)) for i in range(9))  # up to 4 copies x 5 indicators


def _han(yid: str, menzen: bool) -> int:
    spec = BY_ID[yid]
    return spec.han_closed if menzen or spec.han_open is None else spec.han_open


def _suits(kinds) -> set[int]:
    return {k // 9 for k in kinds if k < 27}


def _situational_of(c: WinContext, menzen: bool) -> tuple[str, ...]:
    """Yaku that come from how the hand was won, not its shape."""
    out = []
    if c.double_riichi:
        out.append("double_riichi")
    elif c.riichi:
        out.append("riichi")
    if c.ippatsu:
        out.append("ippatsu")
    if menzen and c.tsumo:
        out.append("menzen_tsumo")
    if c.chankan:
        out.append("chankan")
    if c.rinshan:
        out.append("rinshan_kaihou")
    if c.haitei:
        out.append("haitei")
    if c.houtei:
        out.append("houtei")
    return tuple(out)


def _blessings_of(c: WinContext, rules: RuleSet) -> tuple[str, ...]:
    out = []
    if c.tenhou:
        out.append("tenhou")
    if c.chiihou:
        out.append("chiihou")
    if c.renhou and rules.renhou == "yakuman":
        out.append("renhou_yakuman")
    return tuple(out)


def pinfu_holds(r: Reading, f: HandFacts) -> bool:
    """Pinfu (RULES.md §2): closed, 4 sequences, a pair that earns no fu,
    a ryanmen wait in this reading; on a tsumo only if `pinfu_tsumo`."""
    return (
        f.menzen
        and r.shape == "standard"
        and all(g.shape == SEQUENCE for g in r.groups)
        and not _pair_is_yakuhai(r.pair, f)
        and r.wait == "ryanmen"
        and (not f.ctx.tsumo or f.rules.pinfu_tsumo)
    )


def _pair_is_yakuhai(pair: int, f: HandFacts) -> bool:
    return pair in DRAGON_KINDS or pair == f.seat or pair == f.round


def _standard_yaku(r: Reading, f: HandFacts) -> tuple[list[str], list[tuple[str, int]]]:
    """Shape yaku and shape yakuman of a standard reading."""
    yaku: list[str] = []
    yakuman: list[tuple[str, int]] = []
    seqs: list[int] = []
    trips: list[int] = []
    quads = concealed = dragon_trips = wind_trips = 0
    all_yaochuu = r.pair in TERMINAL_OR_HONOR
    seat, rnd = f.seat, f.round
    for g in r.groups:
        k = g.first
        if g.shape == SEQUENCE:
            seqs.append(k)
            if all_yaochuu and k % 9 not in (0, 6):
                all_yaochuu = False
            continue
        trips.append(k)
        if g.shape == QUAD:
            quads += 1
        if g.concealed:
            concealed += 1
        if k >= 27:
            if k >= 31:
                dragon_trips += 1
                yaku.append(_YAKUHAI_DRAGON[k])
            else:
                wind_trips += 1
            if k == seat:
                yaku.append("yakuhai_seat_wind")
            if k == rnd:
                yaku.append("yakuhai_round_wind")
        elif all_yaochuu and k not in TERMINALS:
            all_yaochuu = False

    pair = r.pair
    if seqs:
        if len(seqs) == 4 and pinfu_holds(r, f):
            yaku.append("pinfu")
        if len(seqs) >= 2:
            seq_set = set(seqs)
            if f.menzen and len(seq_set) < len(seqs):
                dup = sum([seqs.count(q) // 2 for q in seq_set])
                if dup >= 2:
                    yaku.append("ryanpeikou")
                elif dup == 1:
                    yaku.append("iipeikou")
            if len(seq_set) >= 3:
                for b in (0, 9, 18):
                    if b in seq_set and b + 3 in seq_set and b + 6 in seq_set:
                        yaku.append("ittsu")
                        break
                for n in seq_set:
                    if n < 7 and n + 9 in seq_set and n + 18 in seq_set:
                        yaku.append("sanshoku_doujun")
                        break
        if all_yaochuu:
            yaku.append("chanta" if f.honors else "junchan")
    else:
        yaku.append("toitoi")
    if len(trips) >= 3:
        for n in trips:
            if n < 9 and n + 9 in trips and n + 18 in trips:
                yaku.append("sanshoku_doukou")
                break
    if concealed == 3:
        yaku.append("sanankou")
    if quads == 3:
        yaku.append("sankantsu")
    kinds = f.kinds
    if f.honors and not kinds - TERMINAL_OR_HONOR and kinds & TERMINALS:
        yaku.append("honroutou")
    if dragon_trips == 2 and pair in DRAGON_KINDS:
        yaku.append("shousangen")
    yaku.extend(f.hand_yaku)

    # yakuman of the standard shape
    if dragon_trips == 3:
        yakuman.append(("daisangen", 1))
    if wind_trips == 4:
        yakuman.append(("daisuushii", 2))
    elif wind_trips == 3 and 27 <= pair <= 30:
        yakuman.append(("shousuushii", 1))
    if concealed == 4:
        yakuman.append(("suuankou_tanki", 2) if r.wait == "tanki" else ("suuankou", 1))
    if quads == 4:
        yakuman.append(("suukantsu", 1))
    yakuman.extend(f.hand_yakuman)
    return yaku, yakuman


def _tile_yakuman_of(kinds: frozenset, rules: RuleSet) -> tuple[tuple[str, int], ...]:
    """Yakuman decided by the kinds held (any shape)."""
    out = []
    if min(kinds) >= 27:
        out.append(("tsuuiisou", 1))
    if kinds <= GREEN_KINDS:
        pure = 32 not in kinds and rules.pure_ryuuiisou_double
        out.append(("ryuuiisou", 2 if pure else 1))
    if kinds <= TERMINALS:
        out.append(("chinroutou", 1))
    return tuple(out)


def _chuuren_of(kinds: frozenset, closed_counts: Sequence[int], win: int) -> tuple[tuple[str, int], ...]:
    """Chuuren poutou: 1112345678999 + any tile of one suit, closed, no kan."""
    if len(kinds) < 9 or max(kinds) >= 27:
        return ()
    suits = _suits(kinds)
    if len(suits) != 1:
        return ()
    s = suits.pop() * 9
    c = closed_counts[s : s + 9]
    if sum(c) != 14 or any(c[i] < CHUUREN[i] for i in range(9)):
        return ()
    before = list(c)
    before[win - s] -= 1
    if tuple(before) == CHUUREN:
        return (("junsei_chuuren", 2),)
    return (("chuuren", 1),)


def yaku_of_reading(r: Reading, f: HandFacts) -> tuple[list[YakuItem], int]:
    """The yaku of one reading, and its yakuman multiplier.

    Returns ``(items, yakuman)``: with a yakuman, items are the yakuman only
    (each `han` = 13 × its counted multiplier, RULES.md §2: yakuman replace
    all ordinary yaku); otherwise the ordinary yaku after the `replaces`
    rules, table order, no dora. Double patterns (`DOUBLE_PATTERNS`) count
    2 only under `double_yakuman_hands`; without `yakuman_stacking` only the
    largest yakuman counts.
    """
    rules = f.rules
    if r.shape == "standard":
        names, ymans = _standard_yaku(r, f)
    elif r.shape == "chiitoitsu":
        names = ["chiitoitsu", *f.hand_yaku]
        if not f.kinds - TERMINAL_OR_HONOR and f.kinds & TERMINALS and f.honors:
            names.append("honroutou")
        ymans = list(f.hand_yakuman)
    else:
        ymans = [(r.wait, 2 if r.wait == "kokushi_13" else 1)]
        names = []
    for b in f.blessings:
        ymans.append((b, 1))
    if rules.local_yaku:
        ymans.extend(_local_yakuman(r, f))
    if ymans:
        items = []
        dropped = {x for yid, _ in ymans for x in BY_ID[yid].replaces}
        for yid, mult in ymans:
            if yid in dropped:
                continue
            if yid in DOUBLE_PATTERNS and not rules.double_yakuman_hands:
                mult = 1
            items.append(lazy_yaku_item(yid, 13 * mult, False, yaku_tiles, (yid, r, f)))
        if not rules.yakuman_stacking:
            items = [max(items, key=lambda y: y.han)]
        items.sort(key=lambda y: ORDER[y.id])
        return items, sum(y.han for y in items) // 13
    names.extend(f.situational)
    if rules.local_yaku:
        names.extend(_local_yaku(r, f))
    held = set(names)
    if not held.isdisjoint(_REPLACERS):
        held -= {x for n in held & _REPLACERS for x in _REPLACES[n]}
    table = _ITEM_CLOSED if f.menzen else _ITEM_OPEN
    twice = len(names) != len(held)
    items = []
    for n in sorted(held, key=ORDER.__getitem__):
        han, reduced, where, plain = table[n]
        if where == _SITUATION:
            item = plain
        else:
            item = lazy_yaku_item(n, han, reduced, yaku_tiles, (n, r, f))
        if twice:
            items.extend([item] * names.count(n))
        else:
            items.append(item)
    return items, 0


#: (han, open_reduced) of each yaku on a closed and on an open hand.
_HAN_CLOSED = {y: (_han(y, True), False) for y in BY_ID}
_HAN_OPEN = {y: (_han(y, False), BY_ID[y].han_open is not None and _han(y, False) < BY_ID[y].han_closed)
             for y in BY_ID}
_REPLACES = {y: spec.replaces for y, spec in BY_ID.items()}
_REPLACERS = frozenset(y for y, spec in BY_ID.items() if spec.replaces)


def _local_yaku(r: Reading, f: HandFacts) -> list[str]:
    """Ordinary local yaku in play (RULES.md §6 `local_yaku`)."""
    on = f.rules.local_yaku
    if not on or r.shape != "standard":
        return []
    out = []
    seqs = sorted(g.first for g in r.groups if g.shape == SEQUENCE)
    trips = sorted(g.first for g in r.groups if g.shape != SEQUENCE and g.first < 27)
    # seed 001: at least one of the three sequences is a called chi
    # (closed, the same tiles read as three concealed triplets)
    chis = {g.first for g in r.groups if g.meld == "chi"}
    if "isshoku_sanjun" in on and any(seqs.count(s) == 3 and s in chis for s in set(seqs)):
        out.append("isshoku_sanjun")
    if "sanrenkou" in on and any({k, k + 1, k + 2} <= set(trips) and k // 9 == (k + 2) // 9
                                 for k in trips):
        out.append("sanrenkou")
    if "sanshoku_tsuukan" in on and f.menzen:
        for perm in ((0, 9, 18), (0, 18, 9), (9, 0, 18), (9, 18, 0), (18, 0, 9), (18, 9, 0)):
            if {perm[0], perm[1] + 3, perm[2] + 6} <= set(seqs):
                out.append("sanshoku_tsuukan")
                break
    if "open_riichi" in on and f.ctx.open_riichi and f.ctx.in_riichi:
        out.append("open_riichi")
    # seed 001: four called chi/pon and a tanki wait; any kan voids it
    if "kinkei_dokuritsu" in on and sum(1 for g in r.groups if g.meld in ("chi", "pon")) == 4 \
            and r.wait == "tanki":
        out.append("kinkei_dokuritsu")
    if "touhoku_shinkansen" in on:
        has = {g.first for g in r.groups if g.shape != SEQUENCE}
        winds = {27, 30} <= (has | {r.pair})
        if winds and any({b, b + 3, b + 6} <= set(seqs) for b in (0, 9, 18)):
            out.append("touhoku_shinkansen")
    return out


def _local_yakuman(r: Reading, f: HandFacts) -> list[tuple[str, int]]:
    """Local yakuman in play (RULES.md §6 `local_yaku`)."""
    on = f.rules.local_yaku
    if not on:
        return []
    out: list[tuple[str, int]] = []
    kinds = f.kinds
    if "hyakuman_goku" in on and kinds <= set(range(9)):
        if sum((k + 1) * f.counts[k] for k in range(9)) >= 100:
            out.append(("hyakuman_goku", 1))
    if "kouitten" in on and kinds <= (GREEN_KINDS - {32}) | {33} and 33 in kinds:
        out.append(("kouitten", 1))
    if "aoi_doumon" in on and kinds <= {10, 12, 16, 27, 28, 29, 30} and kinds & {27, 28, 29, 30}:
        out.append(("aoi_doumon", 1))
    if r.shape == "chiitoitsu":
        if "daichisei" in on and all(k >= 27 for k in r.pairs):
            out.append(("daichisei", 3))
        if "daisharin" in on and r.pairs == tuple(range(10, 17)):
            out.append(("daisharin", 1))
    if r.shape != "standard":
        return out
    seqs = sorted(g.first for g in r.groups if g.shape == SEQUENCE)
    trips = sorted(g.first for g in r.groups if g.shape != SEQUENCE)
    if "isshoku_yonjun" in on and len(seqs) == 4 and len(set(seqs)) == 1:
        out.append(("isshoku_yonjun", 1))
    if "suurenkou" in on and len(trips) == 4 and trips[0] < 27 and \
            trips == list(range(trips[0], trips[0] + 4)) and trips[0] // 9 == trips[3] // 9:
        out.append(("suurenkou", 1))
    if "beni_kujaku" in on and not seqs and kinds <= {18, 22, 24, 26, 33}:
        out.append(("beni_kujaku", 2))
    if "kinmonkyou" in on and f.menzen and seqs:
        s = seqs[0] // 9 * 9
        if [q - s for q in seqs] == [0, 2, 4, 6] and r.pair // 9 * 9 == s:
            out.append(("kinmonkyou", 1))
    return out


def near_misses(r: Reading, f: HandFacts, got: set[str], dora_ids: set[str]) -> list[NearMiss]:
    """Yaku the chosen reading came close to, with the reason each failed.

    Reported (RULES.md §2 notes): pinfu on an all-sequence hand (open hand,
    wait, pair fu, no pinfu tsumo); sanankou/suuankou lost to a triplet
    completed by ron; iipeikou on an open hand; tanyao without kuitan;
    menzen tsumo on an open hand; ura dora without riichi.
    """
    out: list[NearMiss] = []
    ctx = f.ctx
    if r.shape == "standard":
        seqs = [g for g in r.groups if g.shape == SEQUENCE]
        if len(seqs) == 4 and "pinfu" not in got:
            if not f.menzen:
                out.append(NearMiss("pinfu", "open_hand"))
            elif r.wait != "ryanmen":
                out.append(NearMiss("pinfu", "wait_not_ryanmen", (("wait", r.wait),),
                                    r.groups[r.win_group].tiles if r.win_group >= 0
                                    else format_kinds((r.pair, r.pair))))
            elif _pair_is_yakuhai(r.pair, f):
                out.append(NearMiss("pinfu", "pair_earns_fu", (("tiles", format_kinds((r.pair, r.pair))),),
                                    format_kinds((r.pair, r.pair))))
            elif ctx.tsumo and not f.rules.pinfu_tsumo:
                out.append(NearMiss("pinfu", "pinfu_tsumo_off"))
        elif len(seqs) == 3 and f.menzen and "pinfu" not in got:
            trip = next(g for g in r.groups if g.shape != SEQUENCE)
            out.append(NearMiss("pinfu", "has_triplet", (("tiles", trip.tiles),), trip.tiles))
        ron_trip = [g for g in r.groups if g.shape == TRIPLET and not g.concealed and g.meld is None]
        concealed = sum(1 for g in r.groups if g.shape != SEQUENCE and g.concealed)
        if ron_trip:
            g = ron_trip[0]
            if concealed == 2:
                out.append(NearMiss("sanankou", "triplet_completed_by_ron", (("tiles", g.tiles),), g.tiles))
            elif concealed == 3 and "suuankou" not in got:
                out.append(NearMiss("suuankou", "triplet_completed_by_ron", (("tiles", g.tiles),), g.tiles))
        if not f.menzen:
            starts = [g.first for g in seqs]
            same = [s for s in set(starts) if starts.count(s) >= 2]
            if same:
                t = format_kinds((same[0], same[0] + 1, same[0] + 2))
                out.append(NearMiss("iipeikou", "open_hand", (("tiles", t),), t))
    if not f.menzen and not f.rules.kuitan and not f.kinds & TERMINAL_OR_HONOR:
        out.append(NearMiss("tanyao", "kuitan_off"))
    if not f.menzen and ctx.tsumo:
        out.append(NearMiss("menzen_tsumo", "open_hand"))
    if ctx.ura_indicators and not ctx.in_riichi:
        out.append(NearMiss("ura_dora", "not_in_riichi"))
    return out


_WHOLE_HAND = frozenset((
    "pinfu", "tanyao", "chanta", "junchan", "honroutou", "honitsu", "chinitsu", "chiitoitsu",
    "tsuuiisou", "ryuuiisou", "chinroutou", "chuuren", "junsei_chuuren", "kokushi", "kokushi_13",
    "hyakuman_goku", "kouitten", "aoi_doumon", "daichisei", "daisharin", "kinmonkyou", "beni_kujaku",
))


_FROM_SITUATION = frozenset((
    "riichi", "double_riichi", "open_riichi", "ippatsu", "menzen_tsumo", "chankan", "rinshan_kaihou",
    "haitei", "houtei", "tenhou", "chiihou", "renhou", "renhou_yakuman", "nagashi_mangan",
))
_DRAGON_OF = {v: k for k, v in _YAKUHAI_DRAGON.items()}
# Where a yaku's tiles come from (`yaku_tiles`): every tile, none, or its sets.
_WHOLE, _SITUATION, _SETS = 0, 1, 2


def _item_table(han_of: dict) -> dict:
    """yaku id -> (han, open_reduced, where its tiles come from, the shared
    `YakuItem` when it names no tiles else None)."""
    out = {}
    for y, (han, reduced) in han_of.items():
        where = _WHOLE if y in _WHOLE_HAND else _SITUATION if y in _FROM_SITUATION else _SETS
        out[y] = (han, reduced, where, YakuItem(y, han, reduced, "") if where == _SITUATION else None)
    return out


_ITEM_CLOSED = _item_table(_HAN_CLOSED)
_ITEM_OPEN = _item_table(_HAN_OPEN)


def yaku_tiles(yid: str, r: Reading, f: HandFacts) -> str:
    """mpsz of the tiles that make a yaku, for highlighting ("" when the yaku
    comes from the situation, e.g. riichi or haitei).

    Whole-hand yaku (tanyao, honitsu, chiitoitsu, …) name every tile; set yaku
    name their sets, e.g. yakuhai_chun -> ``"777z"``, ittsu -> ``"123m456m789m"``.
    """
    if yid in _WHOLE_HAND:
        return f.tiles_text
    if r.shape != "standard" or yid in _FROM_SITUATION:
        return ""
    groups = r.groups
    pair = r.pair_tiles or format_kinds((r.pair, r.pair))

    def join(gs) -> str:
        return "".join(g.tiles for g in gs)

    sets = [g for g in groups if g.shape != SEQUENCE]
    seqs = [g for g in groups if g.shape == SEQUENCE]
    if yid in _DRAGON_OF:
        return join(g for g in sets if g.first == _DRAGON_OF[yid])
    if yid == "yakuhai_seat_wind":
        return join(g for g in sets if g.first == f.seat)
    if yid == "yakuhai_round_wind":
        return join(g for g in sets if g.first == f.round)
    starts = [g.first for g in seqs]
    if yid in ("iipeikou", "isshoku_sanjun", "isshoku_yonjun"):
        return join(g for g in seqs if starts.count(g.first) >= 2)
    if yid == "ryanpeikou":
        return join(seqs)
    if yid in ("ittsu", "touhoku_shinkansen"):
        for b in (0, 9, 18):
            if {b, b + 3, b + 6} <= set(starts):
                return join(g for g in seqs if g.first in (b, b + 3, b + 6) and g.first // 9 * 9 == b)
    if yid == "sanshoku_doujun":
        for n in range(7):
            if {n, n + 9, n + 18} <= set(starts):
                return join(g for g in seqs if g.first in (n, n + 9, n + 18))
    if yid == "sanshoku_doukou":
        firsts = {g.first for g in sets}
        for n in range(9):
            if {n, n + 9, n + 18} <= firsts:
                return join(g for g in sets if g.first in (n, n + 9, n + 18))
    if yid in ("toitoi", "sanrenkou", "suurenkou"):
        return join(sets)
    if yid in ("sanankou", "suuankou"):
        return join(g for g in sets if g.concealed)
    if yid == "suuankou_tanki":
        return join(g for g in sets if g.concealed) + pair
    if yid in ("sankantsu", "suukantsu"):
        return join(g for g in sets if g.shape == QUAD)
    if yid in ("shousangen", "daisangen"):
        return join(g for g in sets if g.first in DRAGON_KINDS) + (pair if r.pair in DRAGON_KINDS else "")
    if yid in ("shousuushii", "daisuushii"):
        return join(g for g in sets if 27 <= g.first <= 30) + (pair if 27 <= r.pair <= 30 else "")
    if yid in ("kinkei_dokuritsu",):
        return pair
    return ""
