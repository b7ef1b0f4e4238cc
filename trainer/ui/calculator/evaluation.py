"""Ask the core about the calculator's state: the score, the waits, and which
situation flags cannot apply. The one place the calculator calls the core.

Pure Python (no Qt). Nothing here scores by itself: results, errors and the
reasons a flag is impossible all come from `trainer.core`.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from trainer.core.errors import HandError
from trainer.core.hand import Hand, WinContext
from trainer.core.result import ScoreResult
from trainer.core.scoring import score
from trainer.core.tiles import THREE_PLAYER_MISSING, Tile, tile_of
from trainer.core.validation import check_copies, check_flags, check_melds, check_red_fives

from .state import MAX_INDICATORS, CalcState

#: The situation flags of SCHEMA.md, in the order the panel shows them.
FLAGS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou", "renhou", "open_riichi")


@dataclass(frozen=True, slots=True)
class WaitValue:
    """One tile that completes a hand one tile short.

    Attributes:
        tile: the winning tile (plain kind).
        ron: the `ScoreResult` of winning on it by ron, or the `HandError`
            the core gave (e.g. ``no_yaku``).
        tsumo: the same by tsumo.
    """

    tile: Tile
    ron: ScoreResult | HandError
    tsumo: ScoreResult | HandError


@dataclass(frozen=True, slots=True)
class Evaluation:
    """What the result panel shows for a state.

    Attributes:
        status: ``empty`` (no tiles), ``building`` (too few tiles to score
            or to list waits), ``scored``, ``error``, ``waits`` (one tile
            short: `waits` lists the winning tiles, possibly none).
        result: the `ScoreResult` when scored.
        error: the core's `HandError` when refused.
        waits: `WaitValue` per winning tile (status ``waits``).
        missing: closed tiles still to add to complete the hand (building).
    """

    status: str
    result: ScoreResult | None = None
    error: HandError | None = None
    waits: tuple[WaitValue, ...] = ()
    missing: int = 0


def _check_building(state: CalcState) -> None:
    """The checks that already apply to an incomplete hand (copies, red
    fives, melds), so a mistake shows while the hand is being built."""
    hand = Hand(state.closed, state.melds, None)
    check_copies(hand, state.ctx)
    check_red_fives(hand, state.ctx, state.rules)
    check_melds(hand)


def _try(hand: Hand, ctx: WinContext, state: CalcState) -> ScoreResult | HandError:
    try:
        return score(hand, ctx, state.rules)
    except HandError as e:
        return e


def waits_of(state: CalcState) -> tuple[WaitValue, ...]:
    """Every tile kind that completes a hand one tile short, with its ron
    and tsumo scores (the situation flags that cannot apply to the ron or
    the tsumo are dropped for that one). Kinds whose four copies are all
    taken are left out, and with three players 2m–8m (not in the set)."""
    out = []
    for kind in range(34):
        if state.used(kind) >= 4 or state.three_players and kind in THREE_PLAYER_MISSING:
            continue
        tile = tile_of(kind)
        hand = Hand(state.closed + (tile,), state.melds, tile, state.kita)
        ron_ctx = normalized_ctx(replace(state, closed=hand.closed, win=tile), tsumo=False)
        ron = _try(hand, ron_ctx, state)
        if isinstance(ron, HandError) and ron.code == "not_a_winning_hand":
            continue
        tsumo_ctx = normalized_ctx(replace(state, closed=hand.closed, win=tile), tsumo=True)
        out.append(WaitValue(tile, ron, _try(hand, tsumo_ctx, state)))
    return tuple(out)


def evaluate(state: CalcState) -> Evaluation:
    """Score the state, list its waits, or say what is wrong (see `Evaluation`)."""
    if not state.closed and not state.melds:
        return Evaluation("empty", missing=state.target_closed())
    try:
        _check_building(state)
    except HandError as e:
        return Evaluation("error", error=e)
    n, target = len(state.closed), state.target_closed()
    if n < target - 1:
        return Evaluation("building", missing=target - n)
    if n == target - 1:
        return Evaluation("waits", waits=waits_of(state), missing=1)
    if state.win is None and n == target:
        return Evaluation("building", missing=0)
    try:
        return Evaluation("scored", result=score(state.hand(), state.ctx, state.rules))
    except HandError as e:
        return Evaluation("error", error=e)


# -- situation flags -------------------------------------------------------

def _flag_hand(state: CalcState) -> Hand:
    """A hand for the flag checks: the chankan check needs a winning tile."""
    win = state.win if state.win is not None else (state.closed[-1] if state.closed else tile_of(0))
    return Hand(state.closed, state.melds, win, state.kita)


def flag_error(state: CalcState, ctx: WinContext) -> HandError | None:
    """The core's objection to a context's flags for this hand, or None."""
    try:
        check_flags(_flag_hand(state), ctx)
    except HandError as e:
        return e
    return None


def _with_flag(ctx: WinContext, flag: str, on: bool) -> WinContext:
    changes = {flag: on}
    if flag == "double_riichi" and on:
        changes["riichi"] = True
    if flag == "riichi" and not on:
        changes["double_riichi"] = False
        changes["ippatsu"] = False
    return replace(ctx, **changes)


def _flags_only(ctx: WinContext) -> WinContext:
    """`ctx` with the indicators trimmed to what `check_flags` allows (at
    most 5 dora indicators, at most max(1, dora) ura indicators), so that an
    indicator error does not hide what the flags themselves allow."""
    dora = ctx.dora_indicators[:MAX_INDICATORS]
    return replace(ctx, dora_indicators=dora, ura_indicators=ctx.ura_indicators[:max_ura(len(dora))])


def max_ura(dora_count: int) -> int:
    """Most ura indicators the core accepts with `dora_count` dora
    indicators: as many, or one while no dora indicator is entered
    (`validation.check_flags`, RULES.md §5)."""
    return max(1, dora_count)


def flag_blockers(state: CalcState) -> dict[str, HandError]:
    """Flags that cannot be switched on now, each with the core's reason.

    A flag already on is never listed (it can always be switched off). A
    flag is blocked when the core objects to the context with it on
    (`validation.check_flags`) for a reason naming that flag. Computed from
    the flags themselves: too many indicators (an error of its own, shown
    elsewhere) do not unblock every flag.
    """
    out: dict[str, HandError] = {}
    ctx = _flags_only(state.ctx)
    base = flag_error(state, ctx)
    for flag in FLAGS:
        if getattr(ctx, flag):
            continue
        err = flag_error(state, _with_flag(ctx, flag, True))
        if err is None:
            continue
        if base is None or (err.detail != base.detail and flag in err.args_.get("flags", ())):
            out[flag] = err
    return out


def last_tile_flag(tsumo: bool) -> str:
    """haitei on a tsumo, houtei on a ron (the one "last tile" checkbox)."""
    return "haitei" if tsumo else "houtei"


def blessing_flag(seat_wind: str, tsumo: bool) -> str:
    """The first-turn win this seat and win kind can have: tenhou (dealer
    tsumo), chiihou (non-dealer tsumo), renhou (non-dealer ron); a dealer's
    ron has none, reported as tenhou (which the core then refuses)."""
    if seat_wind == "E":
        return "tenhou"
    return "chiihou" if tsumo else "renhou"


def normalized_ctx(state: CalcState, keep: str | None = None, **changes) -> WinContext:
    """The state's context with `changes` applied, then made consistent.

    The "last tile" flag follows tsumo/ron (haitei ↔ houtei) and the
    first-turn flag follows seat and tsumo (tenhou/chiihou/renhou); then
    every flag the core objects to (`check_flags`) is switched off, except
    `keep` (the flag the player just switched on, which the panel only
    allows when possible). Returns the new `WinContext`.
    """
    ctx = replace(state.ctx, **changes)
    if ctx.haitei or ctx.houtei:
        last = {"haitei": False, "houtei": False}
        last[last_tile_flag(ctx.tsumo)] = True
        ctx = replace(ctx, **last)
    if ctx.tenhou or ctx.chiihou or ctx.renhou:
        first = {"tenhou": False, "chiihou": False, "renhou": False}
        first[blessing_flag(ctx.seat_wind, ctx.tsumo)] = True
        ctx = replace(ctx, **first)
    for _ in range(len(FLAGS) + 1):
        err = flag_error(state, ctx)
        if err is None or err.code != "conflicting_flags":
            break
        flags = [f for f in err.args_.get("flags", []) if f in FLAGS and f != keep and getattr(ctx, f)]
        if not flags:
            flags = [f for f in err.args_.get("flags", []) if f in FLAGS and getattr(ctx, f)]
        if not flags:
            break
        ctx = _with_flag(ctx, flags[-1], False)
    return ctx


def riichi_stick_follows(before: CalcState, after: CalcState) -> CalcState:
    """`after` with the winner's own riichi stick on the table: a declared
    riichi puts one stick down (`riichi_sticks` counts every stick on the
    table, the winner's own included: SCHEMA.md, README), taking it back
    takes the stick off. Counted once: only a change of `in_riichi` moves
    the count, and never below 0."""
    was, now = before.ctx.in_riichi, after.ctx.in_riichi
    if was == now:
        return after
    sticks = after.ctx.riichi_sticks + (1 if now else -1)
    return replace(after, ctx=replace(after.ctx, riichi_sticks=max(0, sticks)))


def set_flag(state: CalcState, flag: str, on: bool) -> CalcState:
    """The state with one flag switched (double riichi brings riichi; no
    riichi drops double riichi and ippatsu), then made consistent."""
    ctx = _with_flag(state.ctx, flag, on)
    return replace(state, ctx=normalized_ctx(replace(state, ctx=ctx), keep=flag if on else None))
