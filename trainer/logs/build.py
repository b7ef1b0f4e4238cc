"""One `GameLog` from jansou's reading of a game plus what our readers add.

jansou gives each round's events and outcome and replays wins into hands
and situations (`jansou.io.paifu.replay_round`). The format readers of this
package add what jansou does not read (names, lobby rules, each win's yaku,
han and limit, final points, tenhou.net/6 draw tenpai) as a `GameInfo`.
`build_game` puts both together, counts the riichi sticks each first winner
collects, checks the score chain, and hashes what happened.

One bad hand never loses the game (issue 20, cause 6): a hand that cannot
be built is listed in `GameLog.unreadable` with its reason and the other
hands stand; only a game none of whose hands can be read is refused whole
(`BuildError`).
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from jansou.io.paifu import Agari, Paifu, RoundLog, Ryuukyoku, banked_riichi_seats, canonical_kind, replay_round

from ..core.rules import RuleSet
from .cancel import NO_CANCEL, CancelHook
from .compare import hand_under
from .convert import WINDS, hand_json, meld_source, melds_in_call_order
from .model import DrawLog, FinalLog, GameLog, HandLog, LogError, UnreadableHand, WinLog

#: Hands one game may have (a hanchan has about 8–20; renchan and a West round stay far below).
MAX_HANDS = 200

#: jansou's canonical draw names → ours (`DrawLog.kind`).
DRAW_KINDS = {
    "exhaustive": "exhaustive",
    "nm": "nagashi_mangan",
    "yao9": "nine_terminals",
    "kaze4": "four_winds",
    "kan4": "four_kans",
    "reach4": "four_riichi",
    "ron3": "triple_ron",
}


@dataclass(frozen=True, slots=True)
class GameInfo:
    """What a format reader knows of a game beyond jansou's record.

    Attributes:
        game: the game id (`GameLog.game`), or "" to use the content hash.
        players: names in seat order.
        lobby: `GameLog.lobby`.
        rules: the game's `RuleSet`.
        start_points: each player's starting points.
        final: the recorded end, or None.
        date: `GameLog.date`.
        logged: per round of the paifu, its wins' `WinLog.logged` dicts in
            the order of the log, or a `LogError` when that hand's win
            records cannot be read (the hand is then unreadable).
        draw_tenpai: round index → tenpai per seat, for draws whose tenpai
            jansou does not give (tenhou.net/6 JSON).
        stated_counters: per round, one ``(honba, sticks)`` per win where the
            log states them (mjlog ``ba``), to check our count; None where
            the log does not.
        numbers: each paifu round's place in the log (1-based); None when
            every hand of the log was parsed (1, 2, 3, …).
        skipped: hands the format reader could not parse at all, with why.
        player_count: players at the table (`GameLog.player_count`).
        warnings: what the format reader found damaged without losing a
            hand (e.g. a final result it could not read), for
            `GameLog.warnings`.
    """

    game: str
    players: tuple[str, str, str, str]
    lobby: dict
    rules: RuleSet
    start_points: int
    final: FinalLog | None
    date: str | None
    logged: tuple[dict, ...]
    draw_tenpai: dict = field(default_factory=dict)
    stated_counters: tuple | None = None
    numbers: tuple[int, ...] | None = None
    skipped: tuple[UnreadableHand, ...] = ()
    player_count: int = 4
    warnings: tuple[LogError, ...] = ()


class BuildError(ValueError):
    """A game that cannot be built; carries the `LogError` to report."""

    def __init__(self, error: LogError) -> None:
        super().__init__(error.message)
        self.error = error


def failed_game(info_game: str, players, error: LogError, lobby: dict | None = None,
                rules: RuleSet | None = None, player_count: int = 4) -> GameLog:
    """A `GameLog` that could not be read: `error` set, no hands."""
    from ..core.rules import PRESETS

    names = tuple(players) + ("",) * (4 - len(players)) if len(players) < 4 else tuple(players[:4])
    return GameLog(info_game, names, lobby or {}, rules or PRESETS["tenhou"], 0, (), None, error=error,
                   player_count=player_count)


def round_label(index) -> str:
    """``"E1"`` … ``"N4"`` for a round index 0..15, else ""."""
    ok = isinstance(index, int) and not isinstance(index, bool) and 0 <= index <= 15
    return f"{WINDS[index // 4]}{index % 4 + 1}" if ok else ""


def unreadable(number: int, label: str, honba, reason: str, code: str = "corrupt") -> UnreadableHand:
    """An `UnreadableHand` whose message names the hand: ``hand 3 (E3, 1
    honba): <reason>``."""
    honba = honba if isinstance(honba, int) and not isinstance(honba, bool) and 0 <= honba <= 1000 else None
    where = f"hand {number}" + (f" ({label}" + (f", {honba} honba" if honba is not None else "") + ")" if label else "")
    args = (("hand", number), ("round", label), ("honba", honba if honba is not None else -1), ("reason", reason))
    return UnreadableHand(number, label, honba, LogError(code, f"{where}: {reason}", args))


def _round_name(r: RoundLog) -> tuple[str, int]:
    return f"{WINDS[int(r.round_wind)]}{r.dealer + 1}", r.honba


def four_seats(values, player_count: int, empty=0, what: str = "values") -> tuple:
    """`values` of the seats at the table, in the four-seat order of the
    model: a three-player game's fourth seat is empty (`empty`), as Tenhou
    writes it (a fourth, empty name, a trailing 0 in scores and deltas).

    Raises:
        ValueError: `values` are not one per seat at the table.
    """
    values = tuple(values)
    if len(values) == 4 and player_count == 3 and values[3] in (0, False, ""):
        values = values[:3]
    if len(values) != player_count:
        extra = " (with three players a fourth value must be empty)" if player_count == 3 else ""
        raise ValueError(f"{len(values)} {what} {list(values)[:6]} for {player_count} players{extra}")
    return values + (empty,) * (4 - player_count)


def _draw(r: RoundLog, outcome: Ryuukyoku, tenpai_override, player_count: int = 4) -> DrawLog:
    kind = DRAW_KINDS.get(canonical_kind(outcome.kind))
    if kind is None:
        raise ValueError(f"unknown draw kind {outcome.kind[:20]!r}")
    deltas = four_seats(outcome.deltas, player_count, what="score changes") if outcome.deltas else (0, 0, 0, 0)
    if tenpai_override is not None:
        tenpai = four_seats(tenpai_override, player_count, False)
    elif len(outcome.tenpai) == player_count:
        tenpai = four_seats((bool(t) for t in outcome.tenpai), player_count, False)
    else:
        tenpai = (False,) * 4
    if kind not in ("exhaustive", "nagashi_mangan"):
        tenpai = (False,) * 4
    nagashi = tuple(s for s in range(4) if deltas[s] > 0) if kind == "nagashi_mangan" else ()
    return DrawLog(kind, tenpai, nagashi, deltas)


def _wins(r: RoundLog, paifu: Paifu, info: GameInfo, logged: tuple, counters, riichi: list[int]):
    players = info.player_count
    records = replay_round(r, paifu.rules, players)
    outcome: tuple[Agari, ...] = r.outcome  # type: ignore[assignment]
    wins = []
    seen_winners: set[int] = set()
    for n, (agari, record) in enumerate(zip(outcome, records, strict=True)):
        deltas = four_seats(agari.deltas, players, what="score changes") if agari.deltas else (0, 0, 0, 0)
        _check_seats(agari, deltas, seen_winners, players)
        honba = r.honba if n == 0 else 0
        # the first winner collects the table's sticks and every riichi
        # accepted during the hand (TABLE_RULES.md §7.6, §7.10)
        sticks = r.riichi_sticks + len(riichi) if n == 0 else 0
        stated = counters[n] if counters is not None else None
        if stated is not None and stated != (honba, sticks) and not _table_counters(stated, n, r, riichi):
            raise ValueError(f"the log says the winner collected {stated[0]} honba and {stated[1]} sticks; "
                             f"the hand's riichi add up to {honba} and {sticks}")
        # a lobby without red fives has no red tiles: the 136-tile ids of the
        # red fives are plain fives there
        hand = hand_under(hand_json(record, r, honba, sticks, info.rules), info.rules)
        sources = tuple(meld_source(r, agari.winner, m, players) for m in melds_in_call_order(record, r))
        wins.append(WinLog(agari.winner, agari.from_seat, agari.liable_seat, hand, logged[n],
                           deltas, sources))
    return tuple(wins)


def _table_counters(stated: tuple[int, int], n: int, r: RoundLog, riichi: list[int]) -> bool:
    """True for a later winner of a multiple ron whose mjlog ``ba`` repeats
    what was on the table (honba, and the sticks at the start or with this
    hand's riichi) though that winner collects none of it: Tenhou writes
    ``ba="2,0"`` on the second AGARI at 2 honba (TABLE_RULES.md §7.10, last
    row; the deltas hold no honba)."""
    return n > 0 and stated[0] in (0, r.honba) and stated[1] in (0, r.riichi_sticks, r.riichi_sticks + len(riichi))


def _seat_ok(value, players: int = 4) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value < players


def _check_seats(agari: Agari, deltas: tuple, seen_winners: set[int], players: int = 4) -> None:
    """A win's seats and recorded payments must be possible: winner,
    discarder and liable player are seats at the table (0..3, or 0..2 with
    three players), the liable player is not the
    winner, a seat wins at most once on one discard, and where the log
    records the score changes the winner gains, the discarder of a ron pays
    and no one else does but a liable player, and a tsumo pays no one but
    the winner (TABLE_RULES.md §7.6). A damaged seat would otherwise import as a
    wrong deal-in, or name a player who is not at the table.

    Raises:
        ValueError: the first impossible value.
    """
    last = players - 1
    if not _seat_ok(agari.winner, players):
        raise ValueError(f"the winner is seat {str(agari.winner)[:12]}; a seat is 0 to {last}")
    if not _seat_ok(agari.from_seat, players):
        raise ValueError(f"the discarder is seat {str(agari.from_seat)[:12]}; a seat is 0 to {last}")
    if agari.liable_seat is not None and (not _seat_ok(agari.liable_seat, players)
                                          or agari.liable_seat == agari.winner):
        raise ValueError(f"the liable (pao) player is seat {str(agari.liable_seat)[:12]}, "
                         f"for a win by seat {agari.winner}")
    if agari.winner in seen_winners:
        raise ValueError(f"seat {agari.winner} wins twice on one discard")
    seen_winners.add(agari.winner)
    if any(deltas):
        if deltas[agari.winner] <= 0:
            raise ValueError(f"the winner (seat {agari.winner}) gains nothing: score changes {list(deltas)}")
        if agari.from_seat != agari.winner:
            if deltas[agari.from_seat] >= 0:
                raise ValueError(f"seat {agari.from_seat} dealt in but pays nothing: score changes {list(deltas)}")
            bystanders = [s for s in range(players) if s not in (agari.winner, agari.from_seat, agari.liable_seat)]
            if any(deltas[s] for s in bystanders):
                raise ValueError(f"a ron from seat {agari.from_seat} changes the score of seat "
                                 f"{next(s for s in bystanders if deltas[s])}: score changes {list(deltas)}")
        elif any(deltas[s] > 0 for s in range(4) if s != agari.winner):
            raise ValueError(f"a tsumo by seat {agari.winner} pays another seat: score changes {list(deltas)}")


def _hash(hands: tuple[HandLog, ...], start_points: int) -> str:
    """SHA-1 over what happened, in a form both Tenhou formats give alike."""
    plain = [start_points]
    for h in hands:
        plain.append([h.round_wind, h.dealer, h.honba, h.sticks, h.scores, h.riichi, h.deltas,
                      [[w.winner, w.from_seat, w.pao, {k: v for k, v in w.hand.items() if k != "rules"}]
                       for w in h.wins],
                      None if h.draw is None else [h.draw.kind, h.draw.tenpai, h.draw.deltas]])
    text = json.dumps(plain, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha1(text.encode("ascii")).hexdigest()


def _chain_warnings(hands: tuple[HandLog, ...], numbers: list[int], final: FinalLog | None,
                    excerpt: bool, players: int = 4) -> list[LogError]:
    """Score chain: a whole game starts at equal scores; each hand's start
    = the previous start − riichi deposits + deltas. Pairs around an
    unreadable hand (`numbers` not consecutive) are not compared: the gap
    is already reported."""
    out = []
    if hands and not excerpt and len(set(hands[0].scores[:players])) != 1:
        out.append(LogError("inconsistent", f"the game starts at unequal scores {list(hands[0].scores)}: the log "
                            "looks damaged", (("hand", 1), ("round", hands[0].label))))
    for i in range(1, len(hands)):
        prev, cur = hands[i - 1], hands[i]
        if numbers[i] != numbers[i - 1] + 1:
            continue
        want = tuple(prev.scores[s] - 1000 * prev.riichi.count(s) + prev.deltas[s] for s in range(4))
        if want != cur.scores:
            out.append(LogError("inconsistent",
                                f"hand {numbers[i]} ({cur.label}) starts at {list(cur.scores)}, but the hand before "
                                f"ends at {list(want)}: the log looks damaged",
                                (("hand", numbers[i]), ("round", cur.label))))
    if final is not None and hands:
        last = hands[-1]
        end = [last.scores[s] - 1000 * last.riichi.count(s) + last.deltas[s] for s in range(4)]
        left = 1000 * (last.sticks + len(last.riichi)) if last.draw is not None else 0
        if sum(end) + left != sum(final.scores):
            out.append(LogError("inconsistent",
                                f"the final scores {list(final.scores)} do not add up with the last hand "
                                f"({list(end)} and {left} in sticks): the log looks damaged", ()))
    return out


def _hand(r: RoundLog, i: int, paifu: Paifu, info: GameInfo) -> HandLog:
    """The `HandLog` of paifu round `i`.

    Raises:
        Exception: anything wrong with it (the caller words it).
    """
    players = info.player_count
    if len(r.hands) != players:
        raise ValueError(f"the deal is for {len(r.hands)} players, the game for {players}")
    scores = four_seats(r.scores, players, what="scores")
    if not _seat_ok(r.dealer, players):
        raise ValueError(f"the dealer is seat {str(r.dealer)[:12]}; a seat is 0 to {players - 1}")
    logged = info.logged[i]
    if isinstance(logged, LogError):
        raise ValueError(logged.message)
    riichi = banked_riichi_seats(r)
    if isinstance(r.outcome, Ryuukyoku):
        if logged:
            raise ValueError(f"the log lists {len(logged)} win results but the hand ends in a draw")
        draw = _draw(r, r.outcome, info.draw_tenpai.get(i), players)
        wins, deltas = (), draw.deltas
    else:
        if len(r.outcome) != len(logged):
            raise ValueError(f"the log lists {len(logged)} win results but the hand ends in {len(r.outcome)} wins")
        draw = None
        counters = info.stated_counters[i] if info.stated_counters is not None else None
        wins = _wins(r, paifu, info, logged, counters, riichi)
        deltas = tuple(sum(w.deltas[s] for w in wins) for s in range(4))
    return HandLog(WINDS[int(r.round_wind)], r.dealer + 1, r.dealer, r.honba, r.riichi_sticks,
                   scores, tuple(riichi), wins, draw, deltas)


def _is_excerpt(first: HandLog, number: int) -> bool:
    """A log that starts past East 1 at 0 honba and 0 sticks is an excerpt
    (unequal scores at East 1 itself are damage, not an excerpt)."""
    return number != 1 or first.label != "E1" or first.honba != 0 or first.sticks != 0


def build_game(paifu: Paifu, info: GameInfo, cancel: CancelHook = NO_CANCEL) -> GameLog:
    """The `GameLog` of one game, four or three players (TABLE_RULES.md
    §8; a three-player game's fourth seat is empty: `four_seats`): each
    hand that can be read; each that cannot is in `GameLog.unreadable`
    with its reason.

    `cancel` is checked before each hand is built (a hand replays its wins:
    about 1–2 ms).

    Raises:
        BuildError: the game cannot be read at all (the reader and jansou
            disagree on the players, no hands, too many hands, or not one
            hand readable: the error names the first unreadable hand and
            its reason).
        ReadCancelled: `cancel` said stop.
    """
    if paifu.player_count != info.player_count or info.player_count not in (3, 4):
        raise BuildError(LogError("corrupt", f"the log deals to {paifu.player_count} players but names "
                                  f"{info.player_count}", (("players", info.player_count),)))
    total = len(paifu.rounds) + len(info.skipped)
    if total == 0:
        raise BuildError(LogError("empty", "the game has no hands (nothing was played)"))
    if total > MAX_HANDS:
        raise BuildError(LogError("too_large", f"the game has {total} hands; at most {MAX_HANDS} "
                                  "are read", (("hands", total), ("limit", "hands"))))
    numbers = info.numbers or tuple(range(1, len(paifu.rounds) + 1))
    hands, kept, bad = [], [], list(info.skipped)
    for i, r in enumerate(paifu.rounds):
        cancel.check()
        try:
            hands.append(_hand(r, i, paifu, info))
            kept.append(numbers[i])
        except Exception as e:  # noqa: BLE001 — untrusted content: any fault is this hand's error
            try:
                name, honba = _round_name(r)
            except Exception:  # noqa: BLE001 — a round too damaged to name
                name, honba = "", None
            reason = str(e) if isinstance(e, ValueError) and str(e) else damage_text(e)
            bad.append(unreadable(numbers[i], name, honba, f"the log looks damaged ({reason[:160]})"))
    bad.sort(key=lambda u: u.number)
    if not hands:
        first = bad[0].error
        raise BuildError(LogError(first.code, f"no hand of the game could be read; {first.message}", first.args))
    hands_t = tuple(hands)
    digest = _hash(hands_t, info.start_points)
    excerpt = _is_excerpt(hands_t[0], kept[0])
    return GameLog(
        game=info.game or f"sha1:{digest[:16]}",
        players=info.players,
        lobby=info.lobby,
        rules=info.rules,
        start_points=info.start_points,
        hands=hands_t,
        final=info.final,
        date=info.date,
        content_hash=digest,
        warnings=info.warnings + tuple(_chain_warnings(hands_t, kept, info.final, excerpt, info.player_count)),
        unreadable=tuple(bad),
        player_count=info.player_count,
        excerpt=excerpt and not bad,
    )


def damage_text(e: BaseException) -> str:
    """What a reader's exception says, for a "the log looks damaged (…)"
    message: its type and at most 120 characters of its text."""
    text = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
    return text if len(text) <= 120 else text[:117] + "…"
