"""One `GameLog` from jansou's reading of a game plus what our readers add.

jansou gives each round's events and outcome and replays wins into hands
and situations (`jansou.io.paifu.replay_round`). The format readers of this
package add what jansou does not read (names, lobby rules, each win's yaku,
han and limit, final points, tenhou.net/6 draw tenpai) as a `GameInfo`.
`build_game` puts both together, counts the riichi sticks each first winner
collects, checks the score chain, and hashes what happened.

All or nothing per game: any fault while building gives a `GameLog` with
`error` set and no hands.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field

from jansou.io.paifu import Agari, Paifu, RoundLog, Ryuukyoku, banked_riichi_seats, canonical_kind, replay_round

from ..core.rules import RuleSet
from .compare import hand_under
from .convert import WINDS, hand_json, meld_source, melds_in_call_order
from .model import DrawLog, FinalLog, GameLog, HandLog, LogError, WinLog

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
        logged: one `WinLog.logged` dict per win, in the order of the log.
        draw_tenpai: round index → tenpai per seat, for draws whose tenpai
            jansou does not give (tenhou.net/6 JSON).
        stated_counters: one ``(honba, sticks)`` per win where the log states
            what the winner collected (mjlog ``ba``), to check our count.
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
    stated_counters: tuple[tuple[int, int], ...] | None = None


class BuildError(ValueError):
    """A game that cannot be built; carries the `LogError` to report."""

    def __init__(self, error: LogError) -> None:
        super().__init__(error.message)
        self.error = error


def failed_game(info_game: str, players, error: LogError, lobby: dict | None = None,
                rules: RuleSet | None = None) -> GameLog:
    """A `GameLog` that could not be read: `error` set, no hands."""
    from ..core.rules import PRESETS

    names = tuple(players) + ("",) * (4 - len(players)) if len(players) < 4 else tuple(players[:4])
    return GameLog(info_game, names, lobby or {}, rules or PRESETS["tenhou"], 0, (), None, error=error)


def _round_name(r: RoundLog) -> tuple[str, int]:
    return f"{WINDS[int(r.round_wind)]}{r.dealer + 1}", r.honba


def _where(r: RoundLog, index: int) -> tuple[str, tuple]:
    name, honba = _round_name(r)
    return f"hand {index + 1} ({name}, {honba} honba)", (("round", name), ("honba", honba), ("hand", index + 1))


def _draw(r: RoundLog, outcome: Ryuukyoku, tenpai_override) -> DrawLog:
    kind = DRAW_KINDS.get(canonical_kind(outcome.kind))
    if kind is None:
        raise ValueError(f"unknown draw kind {outcome.kind[:20]!r}")
    deltas = tuple(outcome.deltas) if outcome.deltas else (0, 0, 0, 0)
    if tenpai_override is not None:
        tenpai = tuple(tenpai_override)
    elif len(outcome.tenpai) == 4:
        tenpai = tuple(bool(t) for t in outcome.tenpai)
    else:
        tenpai = (False,) * 4
    if kind not in ("exhaustive", "nagashi_mangan"):
        tenpai = (False,) * 4
    nagashi = tuple(s for s in range(4) if deltas[s] > 0) if kind == "nagashi_mangan" else ()
    return DrawLog(kind, tenpai, nagashi, deltas)


def _wins(r: RoundLog, paifu: Paifu, info: GameInfo, logged_iter, counters_iter, riichi: list[int]):
    records = replay_round(r, paifu.rules, 4)
    outcome: tuple[Agari, ...] = r.outcome  # type: ignore[assignment]
    wins = []
    seen_winners: set[int] = set()
    for n, (agari, record) in enumerate(zip(outcome, records, strict=True)):
        _check_seats(agari, seen_winners)
        honba = r.honba if n == 0 else 0
        # the first winner collects the table's sticks and every riichi
        # accepted during the hand (TABLE_RULES.md §7.6, §7.10)
        sticks = r.riichi_sticks + len(riichi) if n == 0 else 0
        stated = next(counters_iter) if counters_iter is not None else None
        if stated is not None and stated != (honba, sticks):
            raise ValueError(f"the log says the winner collected {stated[0]} honba and {stated[1]} sticks; "
                             f"the hand's riichi add up to {honba} and {sticks}")
        # a lobby without red fives has no red tiles: the 136-tile ids of the
        # red fives are plain fives there
        hand = hand_under(hand_json(record, r, honba, sticks, info.rules), info.rules)
        sources = tuple(meld_source(r, agari.winner, m) for m in melds_in_call_order(record, r))
        deltas = tuple(agari.deltas) if agari.deltas else (0, 0, 0, 0)
        wins.append(WinLog(agari.winner, agari.from_seat, agari.liable_seat, hand, next(logged_iter),
                           deltas, sources))
    return tuple(wins)


def _seat_ok(value) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= 3


def _check_seats(agari: Agari, seen_winners: set[int]) -> None:
    """A win's seats and recorded payments must be possible: winner,
    discarder and liable player are seats 0..3, the liable player is not the
    winner, a seat wins at most once on one discard, and where the log
    records the score changes the winner gains, the discarder of a ron pays
    and no one else does but a liable player, and a tsumo pays no one but
    the winner (TABLE_RULES.md §7.6). A damaged seat would otherwise import as a
    wrong deal-in, or name a player who is not at the table.

    Raises:
        ValueError: the first impossible value.
    """
    if not _seat_ok(agari.winner):
        raise ValueError(f"the winner is seat {str(agari.winner)[:12]}; a seat is 0 to 3")
    if not _seat_ok(agari.from_seat):
        raise ValueError(f"the discarder is seat {str(agari.from_seat)[:12]}; a seat is 0 to 3")
    if agari.liable_seat is not None and (not _seat_ok(agari.liable_seat) or agari.liable_seat == agari.winner):
        raise ValueError(f"the liable (pao) player is seat {str(agari.liable_seat)[:12]}, "
                         f"for a win by seat {agari.winner}")
    if agari.winner in seen_winners:
        raise ValueError(f"seat {agari.winner} wins twice on one discard")
    seen_winners.add(agari.winner)
    deltas = tuple(agari.deltas or ())
    if len(deltas) == 4 and any(deltas):
        if deltas[agari.winner] <= 0:
            raise ValueError(f"the winner (seat {agari.winner}) gains nothing: score changes {list(deltas)}")
        if agari.from_seat != agari.winner:
            if deltas[agari.from_seat] >= 0:
                raise ValueError(f"seat {agari.from_seat} dealt in but pays nothing: score changes {list(deltas)}")
            bystanders = [s for s in range(4) if s not in (agari.winner, agari.from_seat, agari.liable_seat)]
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


def _chain_warnings(hands: tuple[HandLog, ...], final: FinalLog | None) -> list[LogError]:
    """Score chain: the game starts at equal scores; each hand's start = the
    previous start − riichi deposits + deltas."""
    out = []
    if hands and len(set(hands[0].scores)) != 1:
        out.append(LogError("inconsistent", f"the game starts at unequal scores {list(hands[0].scores)}: the log "
                            "looks damaged", (("hand", 1), ("round", hands[0].label))))
    for i in range(1, len(hands)):
        prev, cur = hands[i - 1], hands[i]
        want = tuple(prev.scores[s] - 1000 * prev.riichi.count(s) + prev.deltas[s] for s in range(4))
        if want != cur.scores:
            out.append(LogError("inconsistent",
                                f"hand {i + 1} ({cur.label}) starts at {list(cur.scores)}, but the hand before "
                                f"ends at {list(want)}: the log looks damaged",
                                (("hand", i + 1), ("round", cur.label))))
    if final is not None and hands:
        last = hands[-1]
        end = [last.scores[s] - 1000 * last.riichi.count(s) + last.deltas[s] for s in range(4)]
        left = 1000 * (last.sticks + len(last.riichi)) if last.draw is not None else 0
        if sum(end) + left != sum(final.scores):
            out.append(LogError("inconsistent",
                                f"the final scores {list(final.scores)} do not add up with the last hand "
                                f"({list(end)} and {left} in sticks): the log looks damaged", ()))
    return out


def build_game(paifu: Paifu, info: GameInfo) -> GameLog:
    """The `GameLog` of one four-player game.

    Raises:
        BuildError: the game cannot be read (three players, no hands, too
            many hands, a move the replay cannot make, a seat out of range
            or a win its recorded payments contradict, a win count that
            does not match the log's results); the error names the hand and
            the reason.
    """
    if paifu.player_count != 4:
        raise BuildError(LogError("three_player", "three-player games are not supported yet"))
    if not paifu.rounds:
        raise BuildError(LogError("empty", "the game has no hands (nothing was played)"))
    if len(paifu.rounds) > MAX_HANDS:
        raise BuildError(LogError("too_large", f"the game has {len(paifu.rounds)} hands; at most {MAX_HANDS} "
                                  "are read", (("hands", len(paifu.rounds)),)))
    wins_in_log = sum(len(r.outcome) for r in paifu.rounds if not isinstance(r.outcome, Ryuukyoku))
    if wins_in_log != len(info.logged):
        raise BuildError(LogError("corrupt", f"the log lists {len(info.logged)} win results but its hands "
                                  f"end in {wins_in_log} wins"))
    logged_iter = iter(info.logged)
    counters_iter = iter(info.stated_counters) if info.stated_counters is not None else None
    hands = []
    for i, r in enumerate(paifu.rounds):
        where, args = _where(r, i)
        try:
            if len(r.scores) != 4 or len(r.hands) != 4:
                raise ValueError("the deal is not for four players")
            if not _seat_ok(r.dealer):
                raise ValueError(f"the dealer is seat {str(r.dealer)[:12]}; a seat is 0 to 3")
            riichi = banked_riichi_seats(r)
            if isinstance(r.outcome, Ryuukyoku):
                draw = _draw(r, r.outcome, info.draw_tenpai.get(i))
                wins, deltas = (), draw.deltas
            else:
                draw = None
                wins = _wins(r, paifu, info, logged_iter, counters_iter, riichi)
                deltas = tuple(sum(w.deltas[s] for w in wins) for s in range(4))
            hands.append(HandLog(WINDS[int(r.round_wind)], r.dealer + 1, r.dealer, r.honba, r.riichi_sticks,
                                 tuple(r.scores), tuple(riichi), wins, draw, deltas))
        except BuildError:
            raise
        except Exception as e:  # noqa: BLE001 — untrusted content: any fault is this game's error
            raise BuildError(LogError("corrupt", f"{where}: the log looks damaged ({damage_text(e)})", args)) from e
    hands_t = tuple(hands)
    digest = _hash(hands_t, info.start_points)
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
        warnings=tuple(_chain_warnings(hands_t, info.final)),
    )


def damage_text(e: BaseException) -> str:
    """What a reader's exception says, for a "the log looks damaged (…)"
    message: its type and at most 120 characters of its text."""
    text = f"{type(e).__name__}: {e}" if str(e) else type(e).__name__
    return text if len(text) <= 120 else text[:117] + "…"
