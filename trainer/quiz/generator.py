"""Generated quiz hands: legal, yaku-bearing, realistic, aimed at a topic.

`generate_hand(rng, topic, difficulty)` draws a hand the way hands happen at
a table — a yaku plan (`trainer.quiz.shapes`), calls that open about a
third of the hands, a kan now and then, the winning tile, ron or tsumo, winds,
riichi (often, when closed), situational flags sometimes, dora indicators
from the tiles still unseen, honba and riichi sticks — scores it with
`trainer.core.scoring.score`, and keeps it only when the core accepts it and it
fits the topic and difficulty (`trainer.quiz.topics`); otherwise it draws
again. Everything random comes from the `random.Random` passed in, so a seed
replays the same hands byte for byte.

Under a three-player rule set (`RuleSet.players` 3, TABLE_RULES.md §8) the
same steps deal a three-player hand: the pool holds no 2m–8m
(`shapes.TilePool`), calls are pon and kan only (no chi), seats are East,
South and West, North tiles are set aside as kita now and then
(`KITA_ODDS`), indicators wrap 1m↔9m, and the core scores it with its two
payers. Four-player hands draw exactly as before.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..core.errors import HandError
from ..core.hand import Hand, Meld, WinContext
from ..core.jsonio import result_to_json
from ..core.result import ScoreResult
from ..core.rules import ALL_PRESETS, RuleSet, preset, rules_to_json
from ..core.scoring import score
from ..core.tiles import Tile, dora_of, dora_of_three_players, format_tiles
from .grading import QuizOptions, asked_parts
from .hand_code import encode_values, is_three_player
from .shapes import (
    CLOSED_ONLY,
    SEQ,
    THREE_PLAYER_IMPOSSIBLE,
    TRIP,
    YAKUMAN_PLANS,
    Shape,
    TilePool,
    Winds,
    build_shape,
    seq_kinds,
)
from .skills import exercised, indicator_skill
from .steering import Steer, dealable, steer_for
from .topics import ALL_TOPICS, DIFFICULTIES, SPECS, TOPICS, TopicSpec, difficulty_fits, topic_fits

#: Draws before the topic is relaxed (then the difficulty), so generation
#: always ends; the bench reports how often that happens (it should not).
RELAX_TOPIC_AFTER = 300
RELAX_DIFFICULTY_AFTER = 600
_WIND_LETTERS = ("E", "S", "W", "N")
#: Chances of 1, 2, 3 and 4 kita in a three-player hand (the rest: none).
#: Our guess at a table's frequencies, not a measured figure: a North is
#: set aside whenever drawn, so about a third of winning hands hold one.
KITA_ODDS = (0.22, 0.08, 0.02, 0.005)
_NORTH = 30
_FLAG_ORDER = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou",
               "chiihou", "renhou")


@dataclass(frozen=True, slots=True)
class GeneratedHand:
    """One quiz hand and its truth.

    Attributes:
        code: the hand code (`trainer.quiz.hand_code`), reproduces `hand`.
        topic: the concrete topic it practises (never ``mixed``).
        difficulty: 1, 2 or 3.
        hand: the SCHEMA.md hand object (every field, SCHEMA order).
        result: the core's `ScoreResult` for it.
        draws: how many drafts it took (for the bench).
    """

    code: str
    topic: str
    difficulty: int
    hand: dict
    result: ScoreResult
    draws: int = 1

    def record(self) -> dict:
        """The command-line record: ``{"code", "topic", "difficulty",
        "hand": <SCHEMA.md hand>, "result": <SCHEMA.md result>}``."""
        return {"code": self.code, "topic": self.topic, "difficulty": self.difficulty, "hand": self.hand,
                "result": result_to_json(self.result)}


def _weighted(rng: random.Random, options: tuple[tuple[str, float], ...]) -> str:
    total = sum(w for _, w in options)
    x = rng.random() * total
    for name, w in options:
        x -= w
        if x < 0:
            return name
    return options[-1][0]


def _openable_share(spec: TopicSpec) -> float:
    total = sum(w for _, w in spec.plans)
    return sum(w for p, w in spec.plans if p not in CLOSED_ONLY) / total


_OPENABLE = {t: _openable_share(s) for t, s in SPECS.items()}
#: Each topic's plans with three players: those a three-player hand can
#: make (`shapes.THREE_PLAYER_IMPOSSIBLE` left out).
_PLANS_3 = {t: tuple((p, w) for p, w in s.plans if p not in THREE_PLAYER_IMPOSSIBLE) for t, s in SPECS.items()}


def _dora(kind: int, players: int) -> int:
    """The dora an indicator of `kind` points at (RULES.md §5; with three
    players 1m↔9m, TABLE_RULES.md §8)."""
    return dora_of(kind) if players == 4 else dora_of_three_players(kind)


def _indicator_of(kind: int, players: int = 4) -> int:
    """The indicator kind that makes `kind` a dora (RULES.md §5, backwards;
    with three players 1m indicates 9m and 9m indicates 1m)."""
    if players == 3 and kind in (0, 8):
        return 8 - kind
    if kind < 27:
        return kind - 1 if kind % 9 else kind + 8
    if kind < 31:
        return 27 + (kind - 27 - 1) % 4
    return 31 + (kind - 31 - 1) % 3


def _wall_kind(rng: random.Random, pool: TilePool) -> int:
    """A kind drawn like a tile from the unseen wall (weighted by copies left)."""
    x = rng.randrange(sum(pool.left))
    for k, n in enumerate(pool.left):
        x -= n
        if x < 0:
            return k
    raise AssertionError("unreachable: x < sum(left)")


def _indicators(rng: random.Random, pool: TilePool, n: int, aim: float, avoid: float,
                hand_kinds: list[int], want: str | None = None, players: int = 4) -> tuple[Tile, ...]:
    """`n` indicators from the unseen tiles: each aimed at a hand tile with
    chance `aim`, else (with chance `avoid`) drawn from kinds that make no
    hand tile a dora, else drawn like any wall tile. With `want` (a dora
    skill's indicator kind, `steering.Steer.dora`; ``any``: any kind) the
    first is aimed at a hand tile through such an indicator when the hand
    has one. `players` 3 reads indicators the three-player way (1m↔9m)."""
    out = []
    for i in range(n):
        k = -1
        if i == 0 and want is not None:
            fits = sorted({_indicator_of(h, players) for h in hand_kinds
                           if want == "any" or indicator_skill(_indicator_of(h, players), players) == f"dora.{want}"})
            if fits:
                k = rng.choice(fits)
                if not pool.take((k,)):
                    k = -1
        if k >= 0:
            pass
        elif rng.random() < aim:
            k = _indicator_of(rng.choice(hand_kinds), players)
            if not pool.take((k,)):
                k = -1
        elif rng.random() < avoid:
            held = set(hand_kinds)
            for _try in range(8):
                k = _wall_kind(rng, pool)
                if _dora(k, players) not in held:
                    break
            pool.take((k,))
        if k < 0:
            k = _wall_kind(rng, pool)
            pool.take((k,))
        out.append(pool.tile(rng, k))
    return tuple(out)


def _wait_of(unit: tuple[str, int], pos: int) -> str:
    shape, first = unit
    if shape == "pair":
        return "tanki"
    if shape == TRIP:
        return "shanpon"
    if pos == 1:
        return "kanchan"
    if (pos == 0 and first % 9 == 6) or (pos == 2 and first % 9 == 0):
        return "penchan"
    return "ryanmen"


def _pick_win(rng: random.Random, units: list[tuple[str, int]], spec: TopicSpec, difficulty: int,
              plan: str, wait: str | None = None) -> tuple[int, int]:
    """(unit index, tile position) of the winning tile among the closed
    units; with `wait`, one that makes that wait when the shape allows."""
    kinds_of = [seq_kinds(f) if s == SEQ else (f,) * (2 if s == "pair" else 3) for s, f in units]
    cands = [(u, p) for u, ks in enumerate(kinds_of) for p in range(len(ks))]
    if wait is not None:
        wanted = [c for c in cands if _wait_of(units[c[0]], c[1]) == wait]
        if wanted:
            return rng.choice(wanted)
    if plan == "pinfu":
        ryan = [c for c in cands if units[c[0]][0] == SEQ and _wait_of(units[c[0]], c[1]) == "ryanmen"]
        cands = ryan or cands
    elif spec.hard_wait and rng.random() < spec.hard_wait:
        hard = [c for c in cands if _wait_of(units[c[0]], c[1]) in ("kanchan", "penchan", "tanki")]
        cands = hard or cands
    if difficulty != 2:
        where: dict[int, int] = {}
        for ks in kinds_of:
            for k in set(ks):
                where[k] = where.get(k, 0) + 1
        if difficulty == 1:
            single = [c for c in cands if where[kinds_of[c[0]][c[1]]] == 1]
            cands = single or cands
        elif rng.random() < 0.85:
            shared = [c for c in cands if where[kinds_of[c[0]][c[1]]] > 1]
            cands = shared or cands
    return rng.choice(cands)


def _situation(rng: random.Random, topic: str, difficulty: int, players: int = 4) -> tuple[str, str]:
    """Seat and round wind (three players: no North seat, TABLE_RULES.md §8)."""
    seat = rng.choice(_WIND_LETTERS[:players])
    x = rng.random()
    rnd = "E" if x < 0.6 else "S" if x < 0.93 else "W"
    if difficulty == 3 and rng.random() < (0.35 if topic == "pair_fu" else 0.1):
        rnd = seat  # a double wind seat: East dealer in East, South in South, …
    if difficulty == 1 and seat == rnd and topic == "pair_fu":
        seat = _WIND_LETTERS[(_WIND_LETTERS.index(seat) + 1) % players]
    return seat, rnd


def rules_field(rules: RuleSet) -> str | dict:
    """The SCHEMA.md `rules` field of a rule set: the preset name when it is
    that preset unchanged, else the whole rules object (`rules_to_json`)."""
    return rules.preset if ALL_PRESETS.get(rules.preset) == rules else rules_to_json(rules)


def resolve_rules(rules: str | RuleSet) -> RuleSet:
    """A `RuleSet` from a preset name or a `RuleSet` (returned as it is).

    Raises:
        ValueError: unknown preset name, or neither a name nor a `RuleSet`.
    """
    if isinstance(rules, RuleSet):
        return rules
    try:
        return preset(rules)
    except HandError as e:
        raise ValueError(e.message) from None


def _steered_situation(rng: random.Random, steer: Steer, seat: str, rnd: str, players: int = 4) -> tuple[str, str]:
    """Seat and round wind after a `Steer`'s dealer and double-wind wishes
    (three players: no North seat)."""
    winds = _WIND_LETTERS[:players]
    if steer.dealer is True:
        seat = "E"
    elif steer.dealer is False and seat == "E":
        seat = rng.choice(winds[1:])
    if steer.double_wind is True:
        rnd = seat if seat in ("E", "S", "W") else rnd
        seat = rnd
    elif steer.double_wind is False and seat == rnd:
        others = [w for w in winds if w != rnd and (steer.dealer is None or (w == "E") == steer.dealer)]
        seat = rng.choice(others) if others else seat
    return seat, rnd


def _draft(rng: random.Random, spec: TopicSpec, difficulty: int, rules: RuleSet, steer: Steer | None = None):
    """One candidate: (Hand, WinContext, RuleSet), or None when a draw fails.
    A `steer` overrides the free choices it names (`trainer.quiz.steering`)."""
    pool = TilePool(rules) if steer is None else TilePool(rules, red_first=steer.red)
    players = rules.players
    seat, rnd = _situation(rng, spec.id, difficulty, players)
    if steer is not None:
        seat, rnd = _steered_situation(rng, steer, seat, rnd, players)
    winds = Winds.of(seat, rnd)
    if steer is not None and steer.plan is not None:
        plan = steer.plan
    elif spec.yakuman_plans and rng.random() < spec.yakuman_share[difficulty - 1]:
        plan = _weighted(rng, spec.yakuman_plans)
    else:
        plan = _weighted(rng, spec.plans if players == 4 else _PLANS_3[spec.id])
    pair_mode = spec.pair_mode
    if spec.id == "pair_fu" and difficulty == 1:
        pair_mode = "value" if rng.random() < 0.85 else "honor"
        if plan == "pinfu":
            plan = "free"  # pinfu's pair earns no fu; level 1 asks for a pair that does
    elif spec.id == "pair_fu" and seat == rnd and rng.random() < 0.6:
        pair_mode = "value"
    closed_only = plan in CLOSED_ONLY or difficulty == 1
    open_hand = (not closed_only
                 and rng.random() < min(0.95, spec.open_rate / max(_OPENABLE[spec.id], 0.05)))
    seq_weight = spec.seq_weight
    if steer is not None:
        pair_mode = steer.pair or pair_mode
        if steer.open is not None:
            open_hand = steer.open and plan not in CLOSED_ONLY
        if steer.seq_weight is not None:
            seq_weight = steer.seq_weight
    if plan == "toitoi" and not open_hand and spec.id != "limit_hands":
        plan = "sanankou"  # a closed toitoi is suuankou, a limit hand
    overlap = difficulty == 3 and rng.random() < 0.5
    if steer is not None and steer.overlap:
        overlap = True
    shape = build_shape(plan, rng, pool, winds, seq_weight, pair_mode, overlap)
    if shape is None:
        return None
    kita = _kita(rng, pool, steer is not None and steer.kita) if players == 3 else 0
    tsumo = rng.random() < 0.4
    if plan == "suuankou" and rng.random() < 0.7:
        tsumo = True
    if steer is not None and steer.tsumo is not None:
        tsumo = steer.tsumo
    melds: list[Meld] = []
    units: list[tuple[str, int]] = []
    kans = 0
    if shape.kind == "standard":
        kan_rate = spec.kan_rate[difficulty - 1]
        groups = list(shape.groups)
        quads = [i for i, (s, f) in enumerate(groups) if s == TRIP and rng.random() < kan_rate and pool.take((f,))]
        want_kan = steer.kan if steer is not None else None
        if want_kan and not quads:
            quads = [i for i, (s, f) in enumerate(groups) if s == TRIP and pool.take((f,))][:1]
        callable_ = [i for i, (s, _f) in enumerate(groups) if i not in quads and not (plan == "sanankou" and s == TRIP)
                     and (players == 4 or s == TRIP)]  # three players: pon, never chi (TABLE_RULES.md §8)
        called: list[int] = []
        if open_hand and callable_:
            n = 1 + (rng.random() < 0.55) + (rng.random() < 0.3) + (rng.random() < 0.15)
            called = rng.sample(callable_, min(n, len(callable_)))
        open_kan = open_hand and not (plan == "sanankou")
        for i, (s, f) in enumerate(groups):
            if i in quads:
                if want_kan:
                    kind = "ankan" if want_kan == "closed" else rng.choice(("minkan", "kakan"))
                else:
                    kind = "ankan" if not open_kan or rng.random() < 0.4 else rng.choice(("minkan", "kakan"))
                melds.append(Meld(kind, tuple(pool.tile(rng, f) for _ in range(4))))
                kans += 1
            elif i in called:
                kind = "chi" if s == SEQ else "pon"
                ks = seq_kinds(f) if s == SEQ else (f, f, f)
                melds.append(Meld(kind, tuple(pool.tile(rng, k) for k in ks)))
            else:
                units.append((s, f))
        units.append(("pair", shape.pair))
        u, pos = _pick_win(rng, units, spec, difficulty, plan, steer.wait if steer is not None else None)
        closed: list[Tile] = []
        win = None
        for i, (s, f) in enumerate(units):
            ks = seq_kinds(f) if s == SEQ else (f,) * (2 if s == "pair" else 3)
            tiles = [pool.tile(rng, k) for k in ks]
            if i == u:
                win = tiles[pos]
            closed.extend(tiles)
    else:
        closed, win = _special_tiles(rng, pool, shape)
    is_open = any(m.is_open for m in melds)
    ctx_args = _flags(rng, spec, difficulty, plan, tsumo, seat == "E", is_open, kans, win, closed, melds, pool)
    if steer is not None:
        _steer_flags(rng, steer, ctx_args, tsumo, is_open, kans, win, closed, melds, pool)
    hand_kinds = [t.kind for t in closed] + [t.kind for m in melds for t in m.tiles] + [_NORTH] * kita
    n_dora = min(5, 1 + kans + (rng.random() < 0.05))
    dora = _indicators(rng, pool, n_dora, spec.dora_aim, spec.dora_avoid, hand_kinds,
                       steer.dora if steer is not None else None, players)
    in_riichi = ctx_args["riichi"]
    ura = (_indicators(rng, pool, n_dora, spec.dora_aim / 2, spec.dora_avoid, hand_kinds,
                       "any" if steer is not None and steer.ura else None, players) if in_riichi else ())
    honba = 0
    sticks = 1 if in_riichi else 0
    if difficulty > 1:
        if rng.random() < spec.honba_rate:
            honba = rng.choice((1, 1, 1, 2, 2, 3, 4))
        if rng.random() < spec.sticks_rate:
            sticks += rng.choice((1, 1, 2, 3))
    if steer is not None:
        if steer.honba and not honba:
            honba = rng.choice((1, 1, 2, 3))
        if steer.sticks and sticks <= int(in_riichi):
            sticks += rng.choice((1, 1, 2))
    closed_sorted = tuple(sorted(closed, key=lambda t: (t.kind, not t.red)))
    hand = Hand(closed_sorted, tuple(melds), win, kita)
    ctx = WinContext(tsumo=tsumo, seat_wind=seat, round_wind=rnd, dora_indicators=dora, ura_indicators=ura,
                     honba=honba, riichi_sticks=sticks, **ctx_args)
    return hand, ctx, rules


def _kita(rng: random.Random, pool: TilePool, want: bool) -> int:
    """How many North tiles a three-player winner set aside (`KITA_ODDS`;
    at least one when `want`, a hand dealt to practise kita), taken from
    the pool (SCHEMA.md "Three players": they count toward North's four
    copies); fewer when the hand holds the other Norths."""
    x = rng.random()
    n = 0
    for i, p in enumerate(KITA_ODDS):
        x -= p
        if x < 0:
            n = i + 1
            break
    if want and not n:
        n = 1 + (rng.random() < 0.3)
    while n and not pool.take((_NORTH,) * n):
        n -= 1
    return n


def hand_json_of(hand: Hand, ctx: WinContext, rules_name: str | dict) -> dict:
    """The SCHEMA.md hand object of a drafted hand: every field, SCHEMA order
    (the order `decode_hand` gives back); `rules_name` is the `rules` field
    (a preset name or a rules object, see `rules_field`). A three-player
    hand (`hand_code.is_three_player`) adds ``kita`` after ``rules``
    (SCHEMA.md "Three players (v1.1)")."""
    out = {"closed": format_tiles(hand.closed),
           "melds": [{"type": m.kind, "tiles": format_tiles(m.tiles)} for m in hand.melds],
           "win": str(hand.win), "tsumo": ctx.tsumo, "seat_wind": ctx.seat_wind, "round_wind": ctx.round_wind}
    for flag in _FLAG_ORDER:
        out[flag] = getattr(ctx, flag)
    out.update({"dora_indicators": format_tiles(ctx.dora_indicators),
                "ura_indicators": format_tiles(ctx.ura_indicators), "honba": ctx.honba,
                "riichi_sticks": ctx.riichi_sticks, "rules": rules_name})
    if hand.kita or is_three_player(rules_name):
        out["kita"] = hand.kita
    return out


def _special_tiles(rng: random.Random, pool: TilePool, shape: Shape) -> tuple[list[Tile], Tile]:
    """Closed tiles and the winning tile of seven pairs or thirteen orphans."""
    if shape.kind == "chiitoitsu":
        kinds = [k for k in shape.pairs for _ in range(2)]
    else:
        kinds = sorted(set(k for k in range(34) if k % 9 in (0, 8) or k >= 27)) + [shape.extra]
    closed = [pool.tile(rng, k) for k in kinds]
    return closed, rng.choice(closed)


def _flags(rng, spec, difficulty, plan, tsumo, dealer, is_open, kans, win, closed, melds, pool) -> dict:
    """Riichi, ippatsu, last tile, rinshan, chankan, blessings (SCHEMA order)."""
    f = dict(riichi=False, double_riichi=False, ippatsu=False, haitei=False, houtei=False, rinshan=False,
             chankan=False, tenhou=False, chiihou=False, renhou=False)
    if (spec.id == "limit_hands" and difficulty > 1 and not melds and tsumo and plan not in YAKUMAN_PLANS
            and rng.random() < 0.02):
        f["tenhou" if dealer else "chiihou"] = True
        return f
    if not is_open:
        forced = plan == "free" and not tsumo
        if forced or rng.random() < spec.riichi_rate:
            f["riichi"] = True
            f["double_riichi"] = rng.random() < 0.03
            f["ippatsu"] = rng.random() < 0.15
    if tsumo:
        if kans and not f["ippatsu"] and rng.random() < 0.3:
            f["rinshan"] = True
        elif rng.random() < 0.03:
            f["haitei"] = True
    else:
        if rng.random() < 0.03:
            f["houtei"] = True
        elif (difficulty > 1 and rng.random() < 0.04 and pool.left[win.kind] == 3
              and sum(1 for t in closed if t.kind == win.kind) == 1
              and not any(t.kind == win.kind for m in melds for t in m.tiles)):
            f["chankan"] = True
            pool.left[win.kind] = 0  # the other three are in the kan robbed
    return f


def _steer_flags(rng, steer: Steer, f: dict, tsumo: bool, is_open: bool, kans: int, win, closed, melds,
                 pool: TilePool) -> None:
    """Set the riichi and situational flags a `Steer` asks for, where the
    hand allows them (a closed hand for riichi; a kan for rinshan; the
    winning tile's other copies unseen for chankan)."""
    if f["tenhou"] or f["chiihou"]:
        return
    if (steer.riichi or "ippatsu" in steer.flags or "double_riichi" in steer.flags) and not is_open:
        f["riichi"] = True
        if "double_riichi" in steer.flags:
            f["double_riichi"] = True
        if "ippatsu" in steer.flags:
            f["ippatsu"] = True
    if tsumo and "rinshan" in steer.flags and kans and not f["ippatsu"]:
        f["rinshan"], f["haitei"] = True, False
    if tsumo and "haitei" in steer.flags and not f["rinshan"]:
        f["haitei"] = True
    if not tsumo and "houtei" in steer.flags and not f["chankan"]:
        f["houtei"] = True
    if (not tsumo and "chankan" in steer.flags and not f["houtei"] and pool.left[win.kind] == 3
            and sum(1 for t in closed if t.kind == win.kind) == 1
            and not any(t.kind == win.kind for m in melds for t in m.tiles)):
        f["chankan"] = True
        pool.left[win.kind] = 0  # the other three are in the kan robbed


def han_floor(hand: Hand, ctx: WinContext, players: int = 4) -> int:
    """Han the hand has whatever its reading: situational yaku and dora
    (RULES.md §2, §5; with three players the 1m↔9m wrap and one han per
    kita, TABLE_RULES.md §8). A cheap lower bound that lets the generator
    skip scoring drafts that are sure to exceed a topic's `max_han`."""
    n = (2 if ctx.double_riichi else 1 if ctx.riichi else 0) + ctx.ippatsu + ctx.haitei + ctx.houtei
    n += ctx.rinshan + ctx.chankan + (ctx.tsumo and hand.is_closed)
    tiles = hand.all_tiles()
    n += sum(1 for t in tiles if t.red) + hand.kita
    indicators = ctx.dora_indicators + (ctx.ura_indicators if ctx.riichi or ctx.double_riichi else ())
    for ind in indicators:
        target = _dora(ind.kind, players)
        n += sum(1 for t in tiles if t.kind == target) + (hand.kita if target == _NORTH else 0)
    return n


def generate_hand(rng: random.Random, topic: str = "mixed", difficulty: int = 2,
                  rules: str | RuleSet = "tenhou") -> GeneratedHand:
    """Draw one quiz hand.

    Args:
        rng: the only source of randomness (seed it to replay).
        topic: one of `ALL_TOPICS`; ``mixed`` draws a concrete topic first.
        difficulty: 1, 2 or 3 (see `trainer.quiz.topics`).
        rules: a preset name, or a whole `RuleSet` (RULES.md §6; e.g. a
            preset with options changed in the window). The hand is scored
            under it and carries it: its `rules` field is the preset name
            when unchanged, else the rules object, so the hand code replays
            it.

    Returns:
        A `GeneratedHand` the core scored without error, with at least one
        yaku, at most 4 copies of a kind across hand, melds and indicators,
        fitting the topic and difficulty (relaxed after `RELAX_TOPIC_AFTER`
        draws, which the bench shows does not happen in practice).

    Raises:
        ValueError: unknown topic, difficulty or preset.
    """
    if topic not in ALL_TOPICS:
        raise ValueError(f"unknown topic {topic!r} (topics: {', '.join(ALL_TOPICS)})")
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}")
    rule_set = resolve_rules(rules)
    field = rules_field(rule_set)
    if topic == "mixed":
        topic = rng.choice(TOPICS)
    spec = SPECS[topic]
    draws = 0
    while True:
        draws += 1
        d = _draft(rng, spec, difficulty, rule_set)
        if d is None:
            continue
        hand, ctx, _rules = d
        if (spec.max_han is not None and draws < RELAX_TOPIC_AFTER
                and han_floor(hand, ctx, rule_set.players) > spec.max_han):
            continue
        try:
            result = score(hand, ctx, rule_set)
        except HandError:
            continue
        if draws < RELAX_DIFFICULTY_AFTER and not difficulty_fits(difficulty, hand, ctx, result):
            continue
        if draws < RELAX_TOPIC_AFTER and not topic_fits(topic, difficulty, hand, ctx, result):
            continue
        hand_json = hand_json_of(hand, ctx, field)
        return GeneratedHand(encode_values(hand, ctx, field), topic, difficulty, hand_json, result, draws)


#: Drafts before a steered hand is kept whether it exercises the skill or
#: not (a rare skill: kazoe, kiriage); the bench shows how often.
STEER_DRAWS = 400
#: Drafts after which a steered deal gives up the steer and deals a hand of
#: the mixed topic (`generate_hand`): a bound, never reached by a skill the
#: rules can deal (`steering.dealable`; tests/quiz/test_quiz_dealable.py).
STEER_GIVE_UP = 10 * STEER_DRAWS


def skill_asked(result: ScoreResult, steer: Steer | None) -> tuple[str, ...]:
    """The parts a question dealt for a skill asks: fu (when it can change
    the payment) and han, and the points for limit and payment skills
    (`grading.asked_parts` with the points option)."""
    return asked_parts(result, QuizOptions(points=bool(steer and steer.points)))


def generate_for_skill(rng: random.Random, skill: str, difficulty: int = 2,
                       rules: str | RuleSet = "tenhou") -> tuple[GeneratedHand, tuple[str, ...]]:
    """Deal a hand that exercises `skill` (review and skill practice).

    The draft is steered toward the skill (`trainer.quiz.steering`) and
    kept when the core's result shows that a question on it exercises the
    skill (`skills.exercised` over the parts `skill_asked` gives); after
    `STEER_DRAWS` drafts the next hand of the steer's topic is kept anyway.
    A skill with no steer, or one no hand exercises under `rules`
    (`steering.dealable`: e.g. sanshoku doujun with three players, which
    have no man sequences), gets a hand of the mixed topic, and so does a
    steer that found nothing in `STEER_GIVE_UP` drafts (a bound: a skill
    practised from the Progress tab under rules that cannot deal it looped
    for ever before).

    Returns:
        ``(hand, asked)``: the `GeneratedHand` (its topic: the steer's) and
        the parts to ask.

    Raises:
        ValueError: unknown difficulty or preset.
    """
    if difficulty not in DIFFICULTIES:
        raise ValueError(f"difficulty must be 1, 2 or 3, not {difficulty!r}")
    steer = steer_for(skill)
    rule_set = resolve_rules(rules)
    if steer is None or skill not in dealable(rule_set):
        g = generate_hand(rng, "mixed", difficulty, rule_set)
        return g, skill_asked(g.result, None)
    field = rules_field(rule_set)
    topic = steer.topic if steer.topic in SPECS else rng.choice(TOPICS)
    spec = SPECS[topic]
    draws = 0
    while True:
        draws += 1
        if draws > STEER_GIVE_UP:
            g = generate_hand(rng, "mixed", difficulty, rule_set)
            return g, skill_asked(g.result, None)
        d = _draft(rng, spec, difficulty, rule_set, steer)
        if d is None:
            continue
        hand, ctx, _rules = d
        try:
            result = score(hand, ctx, rule_set)
        except HandError:
            continue
        if not result.yaku:
            continue
        asked = skill_asked(result, steer)
        if draws < STEER_DRAWS:
            if skill not in exercised(result, hand, ctx, rule_set, asked):
                continue
        elif not topic_fits(topic, difficulty, hand, ctx, result):
            continue
        hand_json = hand_json_of(hand, ctx, field)
        g = GeneratedHand(encode_values(hand, ctx, field), topic, difficulty, hand_json, result, draws)
        return g, asked
