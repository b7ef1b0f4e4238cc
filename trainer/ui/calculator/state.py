"""The calculator's state: the hand being built, its situation and rules.

A frozen value (STYLE.md §4); every edit returns a new `CalcState`, so the
undo history is a list of states. Pure Python: no Qt. Nothing here scores;
edits that cannot be made return a `Refusal` (an id plus arguments that the
window translates).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace

from trainer.core.hand import MELD_KINDS, Hand, Meld, WinContext
from trainer.core.jsonio import hand_from_json
from trainer.core.rules import ALL_PRESETS, PRESETS, RuleSet, copies_in_set
from trainer.core.tiles import THREE_PLAYER_MISSING, Tile, format_tiles, tile_of
from trainer.table import PRESETS as TABLE_PRESETS

from .notation import closed_size

_FIVES = (4, 13, 22)  # 5m 5p 5s

#: At most this many dora (and ura) indicators (1 + one per kan, RULES.md §5).
MAX_INDICATORS = 5


#: The winds, in seat order.
WINDS = ("E", "S", "W", "N")


def seat_winds(rules: RuleSet) -> tuple[str, ...]:
    """The seat winds a game under `rules` has: E, S, W, N; E, S, W with
    three players (TABLE_RULES.md §8: there is no North seat)."""
    return WINDS if rules.players == 4 else WINDS[:3]


def round_winds(rules: RuleSet) -> tuple[str, ...]:
    """The round winds a game under `rules` can reach: all four with four
    players; with three, never North (there is no North seat to deal, so
    no North round) and West only when the game can run into an extension
    round: East (and South in a hanchan) plus `TableRules.extension_rounds`
    of the table preset of the same name, or of the four-player preset it
    is built on (``tenhou_sanma`` → ``tenhou``: East, South and the West
    extension, TABLE_RULES.md §7.2)."""
    if rules.players == 4:
        return WINDS
    table = TABLE_PRESETS.get(rules.preset) or TABLE_PRESETS.get(rules.preset.removesuffix("_sanma"))
    rounds = 2 if table is None else (1 if table.length == "tonpuusen" else 2) + table.extension_rounds
    return WINDS[:max(1, min(3, rounds))]


@dataclass(frozen=True, slots=True)
class Refusal:
    """Why an edit was not made.

    Attributes:
        id: ``no_copies_left`` (args: tile), ``no_red_fives`` (tile, allowed),
            ``hand_full`` (count), ``too_many_melds``, ``meld_needs_room``
            (kind), ``not_a_sequence`` (tile), ``indicators_full`` (which),
            ``ura_needs_dora`` (count), ``no_red_fives_left`` (tile, allowed),
            ``no_plain_fives_left`` (tile, red); with three players
            ``not_in_three_player_set`` (tile), ``no_chi_three_players``;
            ``kita_four_players``.
        args: (name, value) pairs for the sentence.
    """

    id: str
    args: tuple[tuple[str, str], ...] = ()

    def arg(self, name: str) -> str:
        """One argument by name ("" when absent)."""
        return dict(self.args).get(name, "")


@dataclass(frozen=True, slots=True)
class CalcState:
    """Everything the calculator shows.

    Attributes:
        closed: closed tiles in the order added (drawn sorted).
        melds: declared melds in the order added.
        win: the winning tile (one of `closed`) once the hand is complete,
            else None.
        ctx: the `WinContext` (situation flags, winds, indicators, counts).
        rules: the `RuleSet`.
        kita: North tiles set aside as kita (three players, 0..4).
    """

    closed: tuple[Tile, ...] = ()
    melds: tuple[Meld, ...] = ()
    win: Tile | None = None
    ctx: WinContext = field(default_factory=WinContext)
    rules: RuleSet = PRESETS["tenhou"]
    kita: int = 0

    # -- reading ---------------------------------------------------------
    def hand(self) -> Hand:
        """The core `Hand` (its `win` may be None while building)."""
        return Hand(self.closed, self.melds, self.win, self.kita)

    def target_closed(self) -> int:
        """Closed tiles of a complete hand with these melds (14 − 3 per meld)."""
        return closed_size(len(self.melds))

    def is_complete(self) -> bool:
        """As many closed tiles as a winning hand with these melds has."""
        return len(self.closed) == self.target_closed()

    def is_one_short(self) -> bool:
        """One closed tile short of complete (13 tiles: show the waits)."""
        return len(self.closed) == self.target_closed() - 1

    def all_tiles(self) -> tuple[Tile, ...]:
        """Hand, melds and indicators: every tile taken from the set."""
        out = list(self.closed)
        for m in self.melds:
            out.extend(m.tiles)
        return tuple(out) + self.ctx.dora_indicators + self.ctx.ura_indicators

    def used(self, kind: int) -> int:
        """Copies of a tile kind taken (a red five counts as a five; the
        kita count as Norths)."""
        return sum(1 for t in self.all_tiles() if t.kind == kind) + (self.kita if kind == 30 else 0)

    @property
    def three_players(self) -> bool:
        """The rules are a three-player rule set (TABLE_RULES.md §8)."""
        return self.rules.players == 3

    def reds_used(self, suit: int) -> int:
        """Red fives of a suit taken (suit 0 m, 1 p, 2 s)."""
        return sum(1 for t in self.all_tiles() if t.red and t.kind // 9 == suit)

    def copies_left(self, tile: Tile) -> int:
        """How many more of this tile may be taken: 4 per kind; for a red
        five the rules' red fives of its suit (RuleSet.red_fives), for a
        plain five the rest of the set (4 − red fives); none of 2m–8m with
        three players."""
        if self.rules.players == 3 and tile.kind in THREE_PLAYER_MISSING:
            return 0
        left = 4 - self.used(tile.kind)
        if tile.kind in _FIVES:
            reds = self.reds_used(tile.kind // 9)
            taken = reds if tile.red else self.used(tile.kind) - reds
            left = min(left, copies_in_set(tile.kind, tile.red, self.rules) - taken)
        return max(0, left)

    def refusal_for(self, tile: Tile) -> Refusal:
        """Why no more of `tile` may be taken (when `copies_left` is 0): the
        rules have no red five of its suit (``no_red_fives``), the rules'
        red fives of its suit are all used (``no_red_fives_left``, args tile
        and allowed), or all four copies of its kind are in use
        (``no_copies_left``); with three players 2m–8m are not in the set
        (``not_in_three_player_set``)."""
        if self.rules.players == 3 and tile.kind in THREE_PLAYER_MISSING:
            return Refusal("not_in_three_player_set", (("tile", str(tile)),))
        if tile.red:
            allowed = self.rules.red_fives[tile.kind // 9]
            if allowed == 0:
                return Refusal("no_red_fives", (("tile", str(tile)),))
            if self.used(tile.kind) < 4:
                return Refusal("no_red_fives_left", (("tile", str(tile)), ("allowed", str(allowed))))
        elif tile.kind in _FIVES and self.used(tile.kind) < 4:
            return Refusal("no_plain_fives_left", (("tile", str(tile)), ("red", str(tile_of(tile.kind, True)))))
        return Refusal("no_copies_left", (("tile", str(tile)),))

    def to_json(self) -> dict:
        """The SCHEMA.md hand object (the rules as a preset name or object)."""
        from trainer.core.rules import rules_to_json

        c = self.ctx
        out: dict = {"closed": format_tiles(self.closed, sort=True)}
        if self.melds:
            out["melds"] = [{"type": m.kind, "tiles": format_tiles(m.tiles, sort=True)} for m in self.melds]
        if self.win is not None:
            out["win"] = str(self.win)
        for name in ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
                     "tenhou", "chiihou", "renhou", "open_riichi"):
            if getattr(c, name):
                out[name] = True
        out["seat_wind"] = c.seat_wind
        out["round_wind"] = c.round_wind
        if c.dora_indicators:
            out["dora_indicators"] = format_tiles(c.dora_indicators)
        if c.ura_indicators:
            out["ura_indicators"] = format_tiles(c.ura_indicators)
        if c.honba:
            out["honba"] = c.honba
        if c.riichi_sticks:
            out["riichi_sticks"] = c.riichi_sticks
        if self.kita:
            out["kita"] = self.kita
        out["rules"] = self.rules.preset if self.rules == ALL_PRESETS.get(self.rules.preset) \
            else rules_to_json(self.rules)
        return out

    # -- edits -----------------------------------------------------------
    def with_tile(self, tile: Tile) -> CalcState | Refusal:
        """Add one closed tile. The tile that completes the hand becomes the
        winning tile. Refused when no copy is left or the hand is full."""
        if self.copies_left(tile) <= 0:
            return self.refusal_for(tile)
        if len(self.closed) >= self.target_closed():
            return Refusal("hand_full", (("count", str(self.target_closed())),))
        closed = self.closed + (tile,)
        win = tile if len(closed) == self.target_closed() else None
        return replace(self, closed=closed, win=win)

    def with_meld(self, kind: str, tiles: tuple[Tile, ...]) -> CalcState | Refusal:
        """Add a declared meld (`kind` in MELD_KINDS, its tiles).

        Refused when copies run out, the hand already has 4 melds, or the
        closed tiles leave no room for it (14 − 3 per meld)."""
        if kind not in MELD_KINDS:
            raise ValueError(f"unknown meld kind {kind!r}")
        if kind == "chi" and self.rules.players == 3:
            return Refusal("no_chi_three_players")
        if len(self.melds) >= 4:
            return Refusal("too_many_melds")
        if len(self.closed) > closed_size(len(self.melds) + 1):
            return Refusal("meld_needs_room", (("kind", kind),))
        probe = self
        for t in tiles:
            if probe.copies_left(t) <= 0:
                return probe.refusal_for(t)
            probe = replace(probe, closed=probe.closed + (t,))
        melds = self.melds + (Meld(kind, tuple(tiles)),)
        win = self.win if len(self.closed) == closed_size(len(melds)) else None
        return replace(self, melds=melds, win=win)

    def without_closed(self, tile: Tile) -> CalcState:
        """Remove one closed tile equal to `tile` (the last added such copy)."""
        closed = list(self.closed)
        for i in range(len(closed) - 1, -1, -1):
            if closed[i] == tile:
                del closed[i]
                break
        return replace(self, closed=tuple(closed), win=None)

    def without_last(self) -> CalcState:
        """Undo the last building step: the last closed tile, or the last meld."""
        if self.closed:
            return replace(self, closed=self.closed[:-1], win=None)
        if self.melds:
            return replace(self, melds=self.melds[:-1], win=None)
        return self

    def without_meld(self, index: int) -> CalcState:
        """Remove one meld by index."""
        melds = self.melds[:index] + self.melds[index + 1:]
        return replace(self, melds=melds, win=self.win if len(self.closed) == closed_size(len(melds)) else None)

    def with_win(self, tile: Tile) -> CalcState:
        """Make a closed tile the winning tile (only once the hand is complete)."""
        if tile not in self.closed or not self.is_complete():
            return self
        return replace(self, win=tile)

    def with_indicator(self, which: str, tile: Tile) -> CalcState | Refusal:
        """Add a dora (`which` = "dora") or ura ("ura") indicator. Refused
        past 5 indicators, past max(1, dora indicators) ura indicators, or
        when no copy of the tile is left."""
        name = "dora_indicators" if which == "dora" else "ura_indicators"
        have = getattr(self.ctx, name)
        if len(have) >= MAX_INDICATORS:
            return Refusal("indicators_full", (("which", which),))
        if which == "ura" and len(have) >= max(1, len(self.ctx.dora_indicators)):
            # No more ura than dora indicators (one alone is allowed): RULES.md §5, `check_flags`.
            return Refusal("ura_needs_dora", (("count", str(len(have))),))
        if self.copies_left(tile) <= 0:
            return self.refusal_for(tile)
        return replace(self, ctx=replace(self.ctx, **{name: have + (tile,)}))

    def without_indicator(self, which: str, index: int) -> CalcState:
        """Remove one dora/ura indicator by position."""
        name = "dora_indicators" if which == "dora" else "ura_indicators"
        have = getattr(self.ctx, name)
        return replace(self, ctx=replace(self.ctx, **{name: have[:index] + have[index + 1:]}))

    def with_kita(self, kita: int) -> CalcState | Refusal:
        """Set the kita count (North tiles set aside, 0..4; TABLE_RULES.md
        §8). Refused with four players, or when the Norths of the hand,
        melds and indicators leave too few copies."""
        if self.rules.players != 3:
            return Refusal("kita_four_players") if kita else self
        kita = max(0, min(4, int(kita)))
        if kita > self.kita and kita - self.kita > self.copies_left(tile_of(30)):
            return Refusal("no_copies_left", (("tile", "4z"),))
        return replace(self, kita=kita)

    def cleared(self) -> CalcState:
        """No tiles, no melds, no indicators; winds, flags off; rules kept."""
        return CalcState(rules=self.rules)


def meld_tiles(kind: str, tile: Tile, start: int | None = None) -> tuple[Tile, ...] | None:
    """The tiles of a meld made from a palette tile.

    pon: three of the tile; minkan, ankan, kakan: four. A red five clicked
    gives one red five and plain fives. chi: the sequence starting at
    `start` (a kind index; default: the tile itself as lowest), which must
    hold the tile and stay in its suit; None when no such sequence exists.
    """
    plain = tile_of(tile.kind)
    if kind == "chi":
        if tile.kind >= 27:
            return None
        first = tile.kind if start is None else start
        if first // 9 != tile.kind // 9 or first % 9 > 6 or not first <= tile.kind <= first + 2:
            return None
        return tuple(tile if k == tile.kind else tile_of(k) for k in range(first, first + 3))
    n = 3 if kind == "pon" else 4
    return (tile,) + (plain,) * (n - 1)


def random_state(rng: random.Random, rules: RuleSet = PRESETS["tenhou"]) -> CalcState:
    """A random complete hand (4 groups + pair, some melds), a random win
    tile and situation. Whether it is *legal* (has a yaku) is for the core
    to say; `calc_model.random_legal` retries until it is. With three
    players: no 2m–8m, no chi, seats E/S/W, sometimes kita."""
    three = rules.players == 3
    kinds = [k for k in range(34) if not (three and k in THREE_PLAYER_MISSING)]
    counts = [0] * 34
    groups: list[tuple[str, int]] = []
    while len(groups) < 4:
        if rng.random() < 0.55:
            suit = rng.randrange(1, 3) if three else rng.randrange(3)
            first = suit * 9 + rng.randrange(7)
            if all(counts[first + i] < 4 for i in range(3)):
                for i in range(3):
                    counts[first + i] += 1
                groups.append(("seq", first))
        else:
            k = rng.choice(kinds)
            if counts[k] == 0:
                counts[k] += 3
                groups.append(("tri", k))
    while True:
        pair = rng.choice(kinds)
        if counts[pair] <= 2:
            counts[pair] += 2
            break
    closed: list[Tile] = [tile_of(pair)] * 2
    melds: list[Meld] = []
    for shape, k in groups:
        r = rng.random()
        if shape == "seq":
            tiles = tuple(tile_of(k + i) for i in range(3))
            if r < 0.2 and not three:
                melds.append(Meld("chi", tiles))
            else:
                closed.extend(tiles)
        elif r < 0.15:
            melds.append(Meld("pon", (tile_of(k),) * 3))
        elif r < 0.2 and counts[k] < 4:
            counts[k] += 1
            melds.append(Meld(rng.choice(("ankan", "minkan", "kakan")), (tile_of(k),) * 4))
        else:
            closed.extend((tile_of(k),) * 3)
    # Red fives, when the rules have them.
    for s in range(3):
        if rules.red_fives[s] and rng.random() < 0.5:
            five = tile_of(s * 9 + 4)
            if five in closed:
                closed[closed.index(five)] = tile_of(s * 9 + 4, True)
    rng.shuffle(closed)
    win = closed[-1]
    seat = rng.choice("ESW" if three else "ESWN")
    ctx = WinContext(
        tsumo=rng.random() < 0.4,
        seat_wind=seat,
        round_wind=rng.choice("EESS"),
        riichi=not any(m.is_open for m in melds) and rng.random() < 0.6,
        dora_indicators=(tile_of(rng.choice([k for k in kinds if counts[k] < 4])),),
        honba=rng.choice((0, 0, 0, 1, 2)),
    )
    kita = rng.choice((0, 0, 1, 2)) if three else 0
    if counts[30] + kita > 4 or ctx.dora_indicators[0].kind == 30 and counts[30] + kita > 3:
        kita = 0
    return CalcState(tuple(closed), tuple(melds), win, ctx, rules, kita)


def state_from_hand(data: dict) -> CalcState:
    """A `CalcState` from a SCHEMA.md hand object (e.g. a decoded quiz hand).

    A hand one tile short opens without a winning tile, so its waits show.

    Raises:
        HandError: a field the hand format does not allow (`hand_from_json`).
    """
    hand, ctx, rules = hand_from_json(data)
    state = CalcState(hand.closed, hand.melds, hand.win, ctx, rules, hand.kita)
    return state if not state.is_one_short() else replace(state, win=None)


def state_from_code(code: str) -> CalcState:
    """A `CalcState` from a quiz hand code (`trainer.quiz.hand_code`): the
    hand, its situation and its rules exactly as the quiz dealt them.

    Raises:
        HandCodeError: not a hand code (bad characters, checksum, version).
        HandError: the code's hand is not one the hand format allows.
    """
    from trainer.quiz.hand_code import decode_hand

    return state_from_hand(decode_hand(code.strip()))
