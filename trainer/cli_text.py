"""Plain-English rendering of a `ScoreResult` for the command line.

The command line is an edge like the UI: it turns the core's ids and
arguments into sentences. The Qt interface has its own translated rendering.
"""

from __future__ import annotations

from .core.result import ScoreResult

YAKU_NAMES = {
    "riichi": "Riichi", "double_riichi": "Double riichi", "ippatsu": "Ippatsu",
    "menzen_tsumo": "Menzen tsumo (closed self-draw)", "pinfu": "Pinfu (all sequences)",
    "iipeikou": "Iipeikou (two identical sequences)", "tanyao": "Tanyao (all simples)",
    "yakuhai_haku": "Yakuhai: haku", "yakuhai_hatsu": "Yakuhai: hatsu", "yakuhai_chun": "Yakuhai: chun",
    "yakuhai_seat_wind": "Yakuhai: seat wind", "yakuhai_round_wind": "Yakuhai: round wind",
    "chankan": "Chankan (robbing a kan)", "rinshan_kaihou": "Rinshan kaihou (kan replacement tile)",
    "haitei": "Haitei (last tile tsumo)", "houtei": "Houtei (last discard ron)",
    "chiitoitsu": "Chiitoitsu (seven pairs)", "ittsu": "Ittsu (straight)",
    "sanshoku_doujun": "Sanshoku doujun (three-colour sequences)",
    "sanshoku_doukou": "Sanshoku doukou (three-colour triplets)", "toitoi": "Toitoi (all triplets)",
    "sanankou": "Sanankou (three concealed triplets)", "sankantsu": "Sankantsu (three kans)",
    "chanta": "Chanta (terminal or honor in each set)", "honroutou": "Honroutou (all terminals and honors)",
    "shousangen": "Shousangen (little three dragons)", "ryanpeikou": "Ryanpeikou (two iipeikou)",
    "honitsu": "Honitsu (half flush)", "junchan": "Junchan (terminal in each set)",
    "chinitsu": "Chinitsu (full flush)", "renhou": "Renhou (mangan)", "nagashi_mangan": "Nagashi mangan",
    "tenhou": "Tenhou", "chiihou": "Chiihou", "renhou_yakuman": "Renhou (yakuman)",
    "kokushi": "Kokushi musou (thirteen orphans)", "kokushi_13": "Kokushi musou, 13-sided wait",
    "chuuren": "Chuuren poutou (nine gates)", "junsei_chuuren": "Junsei chuuren poutou (9-sided wait)",
    "ryuuiisou": "Ryuuiisou (all green)", "suuankou": "Suuankou (four concealed triplets)",
    "suuankou_tanki": "Suuankou tanki", "suukantsu": "Suukantsu (four kans)",
    "chinroutou": "Chinroutou (all terminals)", "tsuuiisou": "Tsuuiisou (all honors)",
    "daisangen": "Daisangen (big three dragons)", "shousuushii": "Shousuushii (little four winds)",
    "daisuushii": "Daisuushii (big four winds)", "dora": "Dora", "ura_dora": "Ura dora",
    "aka_dora": "Aka dora (red fives)", "kita": "Kita (North set aside, nukidora)",
    "yakuhai_north": "Yakuhai: North (three players)",
}

#: how a three-player tsumo treats North's share (TABLE_RULES.md §8)
NORTH_SHARE = {
    "loss": "North's share ({north}) is not paid: tsumo loss",
    "north_bisection": "North's share ({north}) is split between the two payers",
    "full_split": "no tsumo loss: the ron value is split between the two payers (North's share was {north})",
}

FU_NAMES = {
    "base": "base (fuutei)", "closed_ron": "closed ron", "tsumo": "tsumo",
    "open_triplet_simple": "open triplet, simples", "open_triplet_yaochuu": "open triplet, terminal/honor",
    "closed_triplet_simple": "closed triplet, simples",
    "closed_triplet_yaochuu": "closed triplet, terminal/honor",
    "open_quad_simple": "open kan, simples", "open_quad_yaochuu": "open kan, terminal/honor",
    "closed_quad_simple": "closed kan, simples", "closed_quad_yaochuu": "closed kan, terminal/honor",
    "pair_dragon": "dragon pair", "pair_north": "North pair (a yakuhai with three players)",
    "pair_seat_wind": "seat wind pair", "pair_round_wind": "round wind pair",
    "pair_double_wind": "double wind pair", "wait_kanchan": "kanchan wait", "wait_penchan": "penchan wait",
    "wait_tanki": "tanki wait", "open_pinfu": "open hand minimum (20 → 30)", "chiitoitsu": "seven pairs (flat)",
    "rounding": "rounded up",
}

REASONS = {
    "open_hand": "the hand is open",
    "wait_not_ryanmen": "in the best reading the wait is {wait}",
    "pair_earns_fu": "the pair {tiles} earns fu",
    "has_triplet": "the hand has a triplet ({tiles})",
    "triplet_completed_by_ron": "the {tiles} triplet was completed by ron",
    "not_in_riichi": "no riichi",
    "kuitan_off": "open tanyao is off under these rules",
    "pinfu_tsumo_off": "pinfu tsumo is off under these rules",
}


def _fmt(n: int | None) -> str:
    return "-" if n is None else f"{n:,}"


def render(result: ScoreResult) -> str:
    """A readable breakdown: headline, payments, yaku, fu, readings, near misses."""
    lines = []
    p = result.points
    head = f"{result.han} han"
    if not result.yakuman:
        head += f" {result.fu} fu"
    if result.limit:
        head += f" — {result.limit.replace('_', ' ').upper()}"
    if result.kiriage:
        head += " (kiriage)"
    lines.append(head)
    if p.tsumo_payment:  # three players: two payers
        north = NORTH_SHARE[p.tsumo_payment].format(north=_fmt(p.north_share))
        if p.dealer_pays is None:
            lines.append(f"Dealer tsumo: {_fmt(p.non_dealer_pays)} from each of the two players; {north}")
        else:
            lines.append(f"Tsumo: dealer pays {_fmt(p.dealer_pays)}; the other player {_fmt(p.non_dealer_pays)}; "
                         f"{north}")
    elif p.tsumo:
        if p.dealer_pays is None:
            lines.append(f"Dealer tsumo: {_fmt(p.non_dealer_pays)} from each player")
        else:
            lines.append(f"Tsumo: dealer pays {_fmt(p.dealer_pays)}; each other player {_fmt(p.non_dealer_pays)}")
    else:
        lines.append(f"Ron: the discarder pays {_fmt(p.ron)}")
    extras = []
    if p.honba_bonus:
        extras.append(f"honba {_fmt(p.honba_bonus)}")
    if p.sticks_bonus:
        extras.append(f"riichi sticks {_fmt(p.sticks_bonus)}")
    lines.append(f"Total received: {_fmt(p.total)}" + (f" (incl. {', '.join(extras)})" if extras else ""))
    lines.append("")
    lines.append(f"{'Yaku':<56} {'han':>4}")
    for y in result.yaku:
        name = YAKU_NAMES.get(y.id, y.id)
        if y.count:
            name += f" ×{y.count}"
        if y.id == "kita":
            name += f" ({y.tiles} set aside)"
        if y.open_reduced:
            name += " (open: −1)"
        lines.append(f"  {name:<54} {y.han:>4}")
    lines.append("")
    lines.append(f"{'Fu':<56} {'fu':>4}")
    for f in result.fu_items:
        name = FU_NAMES.get(f.id, f.id)
        if f.tiles:
            name = f"{f.tiles} {name}"
        if f.completed_by_ron:
            name += " (completed by ron: open)"
        lines.append(f"  {name:<54} {f.fu:>4}")
    if result.fu_items:
        lines.append(f"  {'total':<54} {result.fu:>4}")
    lines.append("")
    lines.append(f"Reading: {result.chosen.reading.describe()}")
    if len(result.readings) > 1:
        lines.append(f"Readings considered ({len(result.readings)}); chosen by: {result.choice.replace('_', ' ')}")
        for s in result.readings:
            mark = "*" if s is result.chosen else " "
            val = f"{s.han} han {s.fu} fu, {_fmt(s.points_total)}" if s.yaku else "no yaku"
            lines.append(f"  {mark} {s.reading.describe()}: {val}")
    for m in result.near_misses:
        why = REASONS.get(m.reason, m.reason).format(**dict(m.args))
        lines.append(f"Not counted — {YAKU_NAMES.get(m.id, m.id)}: {why}")
    return "\n".join(lines)
