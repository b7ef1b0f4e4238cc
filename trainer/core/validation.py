"""Is this a legal hand to score? Each refusal names what is at fault.

Order of checks (the first failure is reported): the three-player checks
(`check_three_players`), copies of a kind, red fives, each meld, tile count, the winning tile, then the situation flags.
Whether the tiles form a winning shape, and whether it has a yaku, is
decided by the scorer (`not_a_winning_hand`, `no_yaku`).
Error codes and flag contradictions: SCHEMA.md "Result fields".
"""

from __future__ import annotations

from operator import attrgetter

from .errors import HandError
from .hand import KAN_KINDS, OPEN_KINDS, WINDS, Hand, WinContext
from .rules import RuleSet, copies_in_set
from .tiles import THREE_PLAYER_MISSING, format_tiles, kind_name

_RED_NAMES = ("0m", "0p", "0s")
#: the counts a kind may have: a count that `bytes.translate` does not
#: delete with these is more than 4
_UP_TO_FOUR = bytes(range(5))
_FIVES = (4, 13, 22)
_KIND = attrgetter("kind")


def _flag_error(detail: str, message: str, *flags: str, tiles: str = "") -> HandError:
    return HandError(
        "conflicting_flags", message, detail=detail, field=flags[0] if flags else "",
        tiles=tiles, args={"flags": list(flags)},
    )


def check_copies(hand: Hand, ctx: WinContext) -> None:
    """At most 4 of a kind across hand, melds and indicators (red = five).

    Raises:
        HandError(too_many_copies): names the kind and how many were seen.
    """
    counts = [0] * 34
    for t in hand.all_tiles() + ctx.dora_indicators + ctx.ura_indicators:
        counts[t.kind] += 1
    for k, c in enumerate(counts):
        if c > 4:
            name = kind_name(k)
            raise HandError(
                "too_many_copies",
                f"{c} copies of {name} across the hand, melds and indicators; a kind appears at most 4 times",
                tiles=name, field="closed", args={"tile": name, "count": c},
            )


def check_red_fives(hand: Hand, ctx: WinContext, rules: RuleSet) -> None:
    """No more red fives of a suit than the rule set has (`red_fives`), and
    no more plain fives than the rest of the set (4 − red fives).

    Raises:
        HandError(too_many_red_fives): names the red five and the limit.
        HandError(too_many_copies, detail too_many_plain_fives): four plain
            fives where the set holds a red one (Tenhou: three plain 5m and
            one 0m), so one of them must be written 0.
    """
    plain = [0, 0, 0]
    for t in hand.all_tiles() + ctx.dora_indicators + ctx.ura_indicators:
        if t.kind in (4, 13, 22) and not t.red:
            plain[t.kind // 9] += 1
    for s, c in enumerate(plain):
        have = copies_in_set(s * 9 + 4, False, rules)
        if c > have:
            name, red = f"5{'mps'[s]}", _RED_NAMES[s]
            raise HandError(
                "too_many_copies",
                f"{c} plain {name}, but the set ({rules.preset}) has {have} plain {name} and "
                f"{rules.red_fives[s]} red {red}: write {c - have} of them as {red}",
                detail="too_many_plain_fives", tiles=name, field="closed",
                args={"tile": name, "count": c, "allowed": have, "red": red},
            )
    counts = [0, 0, 0]
    for t in hand.all_tiles() + ctx.dora_indicators + ctx.ura_indicators:
        if t.red:
            counts[t.kind // 9] += 1
    for s, c in enumerate(counts):
        if c > rules.red_fives[s]:
            name = _RED_NAMES[s]
            raise HandError(
                "too_many_red_fives",
                f"{c} × {name}, but " + (
                    f"the rules ({rules.preset}) have no red fives in that suit" if not rules.red_fives[s]
                    else f"the rules ({rules.preset}) have only {rules.red_fives[s]} in that suit"),
                tiles=name, args={"tile": name, "count": c, "allowed": rules.red_fives[s]},
            )


def check_melds(hand: Hand) -> None:
    """Each meld has the right tiles for its kind.

    chi: 3 suited tiles in sequence; pon: 3 of one kind; minkan, ankan,
    kakan: 4 of one kind. At most 4 melds.

    Raises:
        HandError(invalid_meld): names the meld (``melds[i]``) and why.
    """
    for i, m in enumerate(hand.melds):
        kinds = sorted(t.kind for t in m.tiles)
        text = format_tiles(m.tiles)
        where = f"melds[{i}]"
        want = 3 if m.kind in ("chi", "pon") else 4
        if len(kinds) != want:
            raise HandError(
                "invalid_meld", f"{m.kind} {text} ({where}) has {len(kinds)} tiles; a {m.kind} has {want}",
                detail="meld_size", field=where, tiles=text,
                args={"meld": m.kind, "tiles": text, "count": len(kinds), "want": want},
            )
        if m.kind == "chi":
            ok = kinds[0] < 27 and kinds[0] // 9 == kinds[2] // 9 and kinds == [kinds[0], kinds[0] + 1, kinds[0] + 2]
            if not ok:
                raise HandError(
                    "invalid_meld", f"chi {text} ({where}) is not three consecutive tiles of one suit",
                    detail="chi_not_sequence", field=where, tiles=text, args={"meld": "chi", "tiles": text},
                )
        elif len(set(kinds)) != 1:
            raise HandError(
                "invalid_meld", f"{m.kind} {text} ({where}) is not {want} of one kind",
                detail="meld_not_same", field=where, tiles=text, args={"meld": m.kind, "tiles": text},
            )
    if len(hand.melds) > 4:
        raise HandError(
            "invalid_meld", f"{len(hand.melds)} melds; a hand has at most 4",
            detail="too_many_melds", field="melds", args={"count": len(hand.melds)},
        )


def check_count(hand: Hand) -> None:
    """14 tiles plus one per kan (SCHEMA.md `wrong_tile_count`).

    Raises:
        HandError(wrong_tile_count): says how many there are and should be.
    """
    kans = sum(1 for m in hand.melds if m.kind in KAN_KINDS)
    total = len(hand.closed) + sum(len(m.tiles) for m in hand.melds)
    want_closed = 14 - 3 * len(hand.melds)
    if len(hand.closed) != want_closed:
        raise HandError(
            "wrong_tile_count",
            f"{total} tiles ({len(hand.closed)} closed + {total - len(hand.closed)} in melds); "
            f"a winning hand with {len(hand.melds)} meld(s) and {kans} kan(s) has {14 + kans}, "
            f"so {want_closed} closed tiles including the winning tile",
            field="closed", args={"count": total, "want": 14 + kans, "closed": len(hand.closed),
                                  "want_closed": want_closed},
        )


def check_win_tile(hand: Hand) -> None:
    """The winning tile is one of the closed tiles (red five written as 0).

    Raises:
        HandError(win_tile_missing): names the tile.
    """
    w = hand.win
    if w in hand.closed:
        return
    name = str(w)
    hint = ""
    if any(t.kind == w.kind for t in hand.closed):
        other = next(str(t) for t in hand.closed if t.kind == w.kind)
        hint = f" (the hand holds {other}: write the winning tile as {other})"
    raise HandError(
        "win_tile_missing", f"the winning tile {name} is not among the closed tiles{hint}",
        field="win", tiles=name, args={"tile": name},
    )


def check_flags(hand: Hand, ctx: WinContext) -> None:
    """The situation flags agree with each other and with the hand.

    Raises:
        HandError(conflicting_flags): `detail` says which contradiction,
            `field` names the flag at fault; also for winds that are not
            E/S/W/N, negative counters, and more indicators than kans allow
            (at most 5 dora indicators: 1 + one per kan on the table; no
            more ura than dora indicators). With three players a kita
            counts as a call (TABLE_RULES.md §8): refused with tenhou,
            chiihou or renhou, and with ippatsu on a double riichi.
    """
    if ctx.seat_wind not in WINDS or ctx.round_wind not in WINDS:
        for name in ("seat_wind", "round_wind"):
            if getattr(ctx, name) not in WINDS:
                raise _flag_error("bad_wind", f"{name} {getattr(ctx, name)!r} is not one of E, S, W, N", name)
    honba, sticks = ctx.honba, ctx.riichi_sticks
    if not (type(honba) is int and honba >= 0 and type(sticks) is int and sticks >= 0):
        for name in ("honba", "riichi_sticks"):
            v = getattr(ctx, name)
            if isinstance(v, bool) or not isinstance(v, int) or v < 0:
                raise _flag_error("bad_count", f"{name} must be a whole number ≥ 0, not {v!r}", name)
    kans = 0
    opened = []
    for m in hand.melds:
        if m.kind in KAN_KINDS:
            kans += 1
        if m.kind in OPEN_KINDS:  # `Meld.is_open`
            opened.append(m)
    dealer = ctx.seat_wind == "E"
    in_riichi = ctx.riichi or ctx.double_riichi  # `WinContext.in_riichi`
    if in_riichi and opened:
        flag = "double_riichi" if ctx.double_riichi else "riichi"
        raise _flag_error("riichi_open_hand", f"{flag} on an open hand ({opened[0]}): riichi needs a closed hand",
                          flag, tiles=format_tiles(opened[0].tiles))
    if ctx.open_riichi and not in_riichi:
        raise _flag_error("open_riichi_without_riichi", "open riichi without riichi", "open_riichi")
    if ctx.ippatsu and not in_riichi:
        raise _flag_error("ippatsu_without_riichi", "ippatsu without riichi", "ippatsu")
    if ctx.ippatsu and ctx.rinshan:
        raise _flag_error("ippatsu_with_rinshan",
                          "ippatsu with rinshan: the winner's own kan ends the ippatsu turn", "ippatsu", "rinshan")
    if ctx.ippatsu and ctx.double_riichi and hand.kita:
        # a kita counts as a call (TABLE_RULES.md §8): one set aside before the
        # double riichi rules it out, one set aside after it ends the ippatsu turn
        raise _flag_error("double_riichi_ippatsu_with_kita",
                          f"ippatsu with double_riichi and kita {hand.kita}: a kita counts as a call, so one set "
                          "aside before the riichi rules out double riichi and one set aside after it ends the "
                          "ippatsu turn (TABLE_RULES.md §8)", "ippatsu", "double_riichi", "kita")
    if ctx.haitei and not ctx.tsumo:
        raise _flag_error("haitei_on_ron", "haitei on a ron: haitei is a tsumo on the last tile (houtei is the ron)",
                          "haitei")
    if ctx.houtei and ctx.tsumo:
        raise _flag_error("houtei_on_tsumo", "houtei on a tsumo: houtei is a ron on the last discard", "houtei")
    if ctx.haitei and ctx.rinshan:
        raise _flag_error("haitei_with_rinshan", "haitei with rinshan: a kan replacement tile is not the last tile",
                          "haitei", "rinshan")
    if ctx.rinshan and not ctx.tsumo:
        raise _flag_error("rinshan_on_ron", "rinshan on a ron: rinshan kaihou is a tsumo on the kan replacement tile",
                          "rinshan")
    if ctx.rinshan and not kans and not hand.kita:
        # a kita draws its replacement from the dead wall too (TABLE_RULES.md §8)
        raise _flag_error("rinshan_without_kan", "rinshan without a kan in the hand", "rinshan")
    if ctx.chankan:
        if ctx.tsumo:
            raise _flag_error("chankan_on_tsumo", "chankan on a tsumo: robbing a kan is a ron", "chankan")
        if ctx.houtei:
            raise _flag_error("chankan_with_houtei", "chankan with houtei: a robbed kan tile is not a discard",
                              "chankan", "houtei")
        held = sum(1 for t in hand.all_tiles() if t.kind == hand.win.kind) - 1
        name = kind_name(hand.win.kind)
        if held:
            raise _flag_error(
                "chankan_tile_held",
                f"chankan on {name}, but the hand holds another {name}: the other three are in the robbed kan",
                "chankan", tiles=name,
            )
        shown = sum(1 for t in ctx.dora_indicators + ctx.ura_indicators if t.kind == hand.win.kind)
        if shown:
            raise _flag_error(
                "chankan_tile_shown",
                f"chankan on {name}, but an indicator is {name}: the other three are in the robbed kan",
                "chankan", "dora_indicators", tiles=name,
            )
    blessings = [b for b in ("tenhou", "chiihou", "renhou") if getattr(ctx, b)] \
        if ctx.tenhou or ctx.chiihou or ctx.renhou else ()
    if len(blessings) > 1:
        raise _flag_error("two_blessings", f"{' and '.join(blessings)} together", *blessings)
    if blessings:
        b = blessings[0]
        if b == "tenhou" and not dealer:
            raise _flag_error("tenhou_non_dealer", "tenhou for a non-dealer: tenhou is the dealer's", "tenhou")
        if b == "chiihou" and dealer:
            raise _flag_error("chiihou_dealer", "chiihou for the dealer: the dealer's first-draw win is tenhou",
                              "chiihou")
        if b == "renhou" and dealer:
            raise _flag_error("renhou_dealer", "renhou for the dealer: renhou is a non-dealer's", "renhou")
        if b in ("tenhou", "chiihou") and not ctx.tsumo:
            raise _flag_error(f"{b}_on_ron", f"{b} on a ron: {b} is a win on the first draw", b)
        if b == "renhou" and ctx.tsumo:
            raise _flag_error("renhou_on_tsumo", "renhou on a tsumo: renhou is a ron before the first draw", b)
        if hand.kita:
            # a kita counts as a call and is declared on the winner's own turn
            # after a draw (TABLE_RULES.md §8): tenhou and chiihou are wins on
            # the first uninterrupted draw, renhou a ron before it
            why = ("a kita is set aside on the winner's own turn after a draw, and renhou is a ron before the "
                   "first draw" if b == "renhou" else
                   "a kita counts as a call, so the win is not on the first uninterrupted draw")
            raise _flag_error(f"{b}_with_kita", f"{b} with kita {hand.kita}: {why} (TABLE_RULES.md §8)", b, "kita")
        if hand.melds:
            raise _flag_error(f"{b}_with_meld", f"{b} with a meld ({hand.melds[0]}): no call is possible yet", b)
        for other in ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan"):
            if getattr(ctx, other):
                raise _flag_error(f"{b}_with_{other}", f"{b} with {other}: impossible before the first discard",
                                  b, other)
    if len(ctx.dora_indicators) > 5:
        # One indicator plus one per kan on the whole table (kans by other
        # players reveal kan dora too), and a table holds at most 4 kans.
        raise _flag_error(
            "too_many_dora_indicators",
            f"{len(ctx.dora_indicators)} dora indicators: at most 5 (1 + one per kan, at most 4 kans)",
            "dora_indicators", tiles=format_tiles(ctx.dora_indicators),
        )
    # One ura indicator with the dora indicator left out is allowed: people
    # often enter only what matters to them.
    if len(ctx.ura_indicators) > max(1, len(ctx.dora_indicators)):
        raise _flag_error(
            "too_many_ura_indicators",
            f"{len(ctx.ura_indicators)} ura indicators but {len(ctx.dora_indicators)} dora indicator(s)",
            "ura_indicators", tiles=format_tiles(ctx.ura_indicators),
        )


def check_three_players(hand: Hand, ctx: WinContext, rules: RuleSet) -> None:
    """The three-player checks (SCHEMA.md "Three players", TABLE_RULES.md
    §8), run before the others: no kita with four players; with three, no
    tile of 2m–8m anywhere, no chi, no North seat, 0–4 kita that with the
    Norths of the hand, melds and indicators make at most 4. (What a kita
    means for the flags, a call, is `check_flags`'s.)

    Raises:
        HandError: ``conflicting_flags`` (kita with four players, a North
            seat), ``invalid_notation`` (a 2m–8m
            tile, named, or a kita count that is not 0..4),
            ``invalid_meld`` (a chi), ``too_many_copies`` (North).
    """
    kita = hand.kita
    if rules.players == 4:
        if kita:
            raise _flag_error("kita_four_players", f"kita {kita!r} with four players: North is set aside as kita "
                              "only in three-player mahjong (a tenhou_sanma or mahjong_soul_sanma rule set)", "kita")
        return
    if type(kita) is not int or not 0 <= kita <= 4:
        raise HandError("invalid_notation", f"kita must be a whole number from 0 to 4, not {kita!r}",
                        detail="bad_field", field="kita", args={"field": "kita"})
    for field, tiles in (("closed", hand.closed), ("win", (hand.win,)), ("dora_indicators", ctx.dora_indicators),
                         ("ura_indicators", ctx.ura_indicators)) + tuple(
            (f"melds[{i}]", m.tiles) for i, m in enumerate(hand.melds)):
        for t in tiles:
            if t is not None and t.kind in THREE_PLAYER_MISSING:  # a missing win tile: check_win_tile says so
                name = kind_name(t.kind)
                raise HandError(
                    "invalid_notation", f"{name} in {field} is not in the three-player set (2m–8m are removed; "
                    f"rules {rules.preset})", detail="not_in_three_player_set", field=field, tiles=name,
                    args={"tile": name, "field": field})
    for i, m in enumerate(hand.melds):
        if m.kind == "chi":
            text = format_tiles(m.tiles)
            raise HandError("invalid_meld", f"chi {text} (melds[{i}]): three players cannot chi (only pon and kan)",
                            detail="chi_three_players", field=f"melds[{i}]", tiles=text,
                            args={"meld": "chi", "tiles": text})
    if ctx.seat_wind == "N":
        raise _flag_error("north_seat_three_players", "seat_wind N with three players: the seats are E, S and W",
                          "seat_wind")
    if kita:
        norths = kita + sum(1 for t in hand.all_tiles() + ctx.dora_indicators + ctx.ura_indicators if t.kind == 30)
        if norths > 4:
            raise HandError(
                "too_many_copies", f"{norths} copies of 4z (North) across the hand, melds, indicators and {kita} "
                "kita; a kind appears at most 4 times", tiles="4z", field="kita", args={"tile": "4z", "count": norths})


def validate(hand: Hand, ctx: WinContext, rules: RuleSet) -> None:
    """Run every check in order; return None when the hand may be scored.

    Raises:
        HandError: the first failing check's code (see each check).
    """
    checked_tally(hand, ctx, rules)


def checked_tally(hand: Hand, ctx: WinContext, rules: RuleSet) -> tuple[bytearray, bytearray, list[int]]:
    """`validate`, returning the tile counts the scorer needs so it does not
    count again: ``(closed, counts, reds)``, 34 counts of the concealed
    tiles, 34 counts of every tile of the hand (melds included, a kan 4),
    both as a `bytearray` (one byte a kind: copied, compared and turned
    into the per-suit table keys as bytes, without a loop), and the red
    fives of the hand per suit ``[m, p, s]``.

    Raises:
        HandError: as `validate`.
    """
    if rules.players != 4 or hand.kita:
        check_three_players(hand, ctx, rules)
    counted = _tiles_look_valid(hand, ctx, rules)
    if counted is None:
        check_copies(hand, ctx)
        check_red_fives(hand, ctx, rules)
        check_melds(hand)
        check_count(hand)
        check_win_tile(hand)
        counted = tally(hand)
    if _needs_flag_check(hand, ctx):
        check_flags(hand, ctx)
    return counted


def tally(hand: Hand) -> tuple[bytearray, bytearray, list[int]]:
    """`checked_tally`'s counts without the checks, of a hand whose tile
    count is valid (`check_count`, `check_melds`): ``(closed, counts,
    reds)``, 34 counts of the concealed tiles and 34 counts of every tile
    (a kan 4), each a `bytearray`, the red fives per suit ``[m, p, s]``."""
    closed = bytearray(34)
    reds = [0, 0, 0]
    for t in hand.closed:
        closed[t.kind] += 1
    counts = closed[:]
    for t in hand.all_tiles():
        if t.red:
            reds[t.kind // 9] += 1
    for m in hand.melds:
        for t in m.tiles:
            counts[t.kind] += 1
    return closed, counts, reds


def _tiles_look_valid(hand: Hand, ctx: WinContext, rules: RuleSet) -> tuple[bytearray, bytearray, list[int]] | None:
    """One pass over every tile: the `checked_tally` counts when copies, red
    fives, melds, tile count and the winning tile are all fine (the usual
    case). On None the checks above run in order to name the first fault."""
    melds = hand.melds
    tiles = hand.closed
    if len(melds) > 4 or len(tiles) != 14 - 3 * len(melds):
        return None
    # at most 14 concealed tiles and 4 of each meld (checked before they are
    # counted): every count fits a byte
    closed = bytearray(34)
    reds = [0, 0, 0]
    red_held = 0  # red fives among the concealed tiles
    for t in tiles:
        closed[t.kind] += 1
        if t.red:
            reds[t.kind // 9] += 1
            red_held += 1
    # the winning tile is among the concealed tiles, as held (red or plain)
    w = hand.win
    wk = w.kind
    if w.red:
        if not reds[wk // 9]:
            return None
    elif closed[wk] <= (reds[wk // 9] if red_held and wk in _FIVES else 0):
        return None
    counts = closed[:]
    for m in melds:
        tiles = m.tiles
        kinds = sorted(map(_KIND, tiles))
        mk = m.kind
        if mk == "chi" or mk == "pon":
            if len(kinds) != 3:
                return None
            k0 = kinds[0]
            if mk == "chi":
                if k0 >= 27 or k0 % 9 > 6 or kinds[1] != k0 + 1 or kinds[2] != k0 + 2:
                    return None
            elif kinds[2] != k0:
                return None
        elif len(kinds) != 4 or kinds[0] != kinds[3]:
            return None
        for t in tiles:
            counts[t.kind] += 1
            if t.red:
                reds[t.kind // 9] += 1
    shown = ctx.dora_indicators + ctx.ura_indicators
    if shown:
        if len(shown) > 10:
            return None  # more than a table shows (and more than a byte may count)
        seen = counts[:]
        shown_reds = reds[:]
        for t in shown:
            seen[t.kind] += 1
            if t.red:
                shown_reds[t.kind // 9] += 1
    else:
        seen, shown_reds = counts, reds
    # copies and red fives counted with the indicators (the hand's own red
    # fives are among those seen)
    allowed = rules.red_fives
    if seen.translate(None, _UP_TO_FOUR) or shown_reds[0] > allowed[0] or shown_reds[1] > allowed[1] \
            or shown_reds[2] > allowed[2]:
        return None
    # plain fives: the set has 4 - red_fives of them per suit
    if seen[4] - shown_reds[0] > 4 - allowed[0] or seen[13] - shown_reds[1] > 4 - allowed[1] \
            or seen[22] - shown_reds[2] > 4 - allowed[2]:
        return None
    return closed, counts, reds


def _needs_flag_check(hand: Hand, ctx: WinContext) -> bool:
    """False when no situation flag is set and winds, counters and indicator
    counts are plainly fine, so `check_flags` has nothing to find."""
    c = ctx
    if c.haitei or c.houtei or c.rinshan or c.chankan or c.tenhou or c.chiihou or c.renhou or c.open_riichi:
        return True
    if c.riichi or c.double_riichi:
        # riichi (and ippatsu) on a closed hand contradict nothing else here,
        # but a kita (a call) with ippatsu on a double riichi
        if c.ippatsu and c.double_riichi and hand.kita:
            return True
        for m in hand.melds:
            if m.kind != "ankan":
                return True
    elif c.ippatsu:
        return True
    if c.seat_wind not in WINDS or c.round_wind not in WINDS:
        return True
    v = c.honba
    if type(v) is not int or v < 0:
        return True
    v = c.riichi_sticks
    if type(v) is not int or v < 0:
        return True
    n = len(c.dora_indicators)
    return n > 5 or len(c.ura_indicators) > (n if n > 1 else 1)
