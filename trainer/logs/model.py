"""What a saved game log says, as frozen values (the `trainer.logs` contract).

A `LogFile` holds the `GameLog`s of one file; a game holds its `HandLog`s in
order; a hand ends with `WinLog`s (one, or two on a Tenhou double ron) or a
`DrawLog`. Everything here is *what happened and what the log recorded*;
nothing is scored. Points are in points (not hundreds); seats are 0..3 with
seat 0 the East-1 dealer; score changes are in seat order.

Score-change convention (`deltas` everywhere): the change the log's result
tag records, as Tenhou's ``sc`` does — the winner's gain includes honba and
every riichi stick it collects; the 1,000-point deposits paid when a riichi
is accepted are NOT in it (they leave the scores before the result). So for
one hand: ``next_hand.scores == scores - 1000 per seat in riichi + deltas``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..core.rules import RuleSet

#: `LogError.code` values.
ERROR_CODES = (
    "not_a_log",          # readable, but not a game log we know (an image, a text file, other JSON)
    "empty",              # nothing in the file
    "truncated",          # the file ends before the log does (cut download, partial copy)
    "corrupt",            # a damaged log: a value out of range, an impossible move, bad gzip data
    "too_large",          # bigger than `LIMITS` allows (file, decompressed text, games, hands); its args
                          # name the bound: ("limit", a key of `LIMITS`)
    "unsupported_format", # a log format or version we do not read (e.g. a pre-2010 mjlog variant)
    "io_error",           # the path cannot be opened or read
    "inconsistent",       # parts of the log contradict each other (a warning unless it stops reading)
    "cancelled",          # the reading was stopped (an import cancelled while this file was read)
)


@dataclass(frozen=True, slots=True)
class LogError:
    """Why a file, a game or a record could not be read (or looks damaged).

    Attributes:
        code: one of `ERROR_CODES`.
        message: one English sentence for the command line, naming the place
            (file, game, round, line) and the reason; it quotes at most a
            short excerpt of what it refused.
        args: ``((name, value), …)`` for a translated message in the UI
            (e.g. ``(("round", "E2"), ("honba", 1))``); values are str or int.
            A ``too_large`` error has ``("limit", key)``, the bound it
            crossed (a key of `trainer.logs.LIMITS`: bytes, games, hands,
            file_hands, mjai_lines, xml_elements, xml_attributes,
            xml_tag_bytes), but for a file too large for memory; a game
            over the ``hands`` bound also has ``("game", n)``, which game of
            the file (1 for a file of one game).
    """

    code: str
    message: str
    args: tuple = ()

    def to_json(self) -> dict:
        """``{"code", "message", "args": {name: value}}``."""
        return {"code": self.code, "message": self.message, "args": dict(self.args)}


@dataclass(frozen=True, slots=True)
class WinLog:
    """One win as the log has it.

    Attributes:
        winner: the winner's seat 0..3.
        from_seat: the discarder's seat; equal to `winner` for a tsumo.
        pao: the liable seat (sekinin barai), or None.
        hand: a complete SCHEMA.md hand: ``closed`` (with the winning tile),
            ``melds``, ``win``, ``tsumo``, winds, every situation flag that
            held, ``dora_indicators``, ``ura_indicators`` (riichi winners
            only), ``honba`` and ``riichi_sticks`` as this winner collects
            them on the platform (0 and 0 for the second winner of a Tenhou
            double ron: TABLE_RULES.md §7.6), and ``rules``.
        logged: what the log recorded: ``{"fu": int | None, "han": int |
            None, "value": int | None, "limit": str | None, "yaku": [{"id":
            our yaku id or None, "han": int}, …], "raw_yaku": [[code, han],
            …]}``. ``value`` is the hand's worth before honba and sticks;
            ``han`` counts 13 per yakuman; ``fu`` is None where the log does
            not state it (a tenhou.net/6 limit hand); ``han``/``yaku`` are
            None/[] for formats that record no yaku (mjai). ``raw_yaku``
            codes are the mjlog numbers or the tenhou.net/6 names.
        deltas: this result tag's recorded score changes, seat order.
        meld_sources: for each meld of ``hand["melds"]`` the seat its called
            tile came from (None for a closed kan). Extension of the contract.
    """

    winner: int
    from_seat: int
    pao: int | None
    hand: dict
    logged: dict
    deltas: tuple[int, int, int, int]
    meld_sources: tuple[int | None, ...] = ()

    @property
    def tsumo(self) -> bool:
        """True for a self-drawn win."""
        return self.winner == self.from_seat


@dataclass(frozen=True, slots=True)
class DrawLog:
    """A hand that ended without a win.

    Attributes:
        kind: ``"exhaustive"``, ``"nagashi_mangan"``, ``"nine_terminals"``,
            ``"four_winds"``, ``"four_kans"``, ``"four_riichi"`` or
            ``"triple_ron"``.
        tenpai: who was tenpai, seat order (exhaustive and nagashi draws;
            all False for the abortive kinds).
        nagashi: seats scoring nagashi mangan.
        deltas: the recorded score changes (zeros for abortive draws).
    """

    kind: str
    tenpai: tuple[bool, bool, bool, bool]
    nagashi: tuple[int, ...]
    deltas: tuple[int, int, int, int]


@dataclass(frozen=True, slots=True)
class HandLog:
    """One hand (kyoku) from the deal to its result.

    Attributes:
        round_wind: ``"E" "S" "W" "N"``.
        hand_number: 1..4 (East 1 = 1), the dealer's seat + 1.
        dealer: the dealer's seat.
        honba: counters at the start of the hand.
        sticks: riichi sticks on the table at the start (from earlier hands).
        scores: points at the start of the hand, seat order.
        riichi: seats whose riichi was accepted (the 1,000 put down), in the
            order declared; a riichi discard that was won on is not in it.
        wins: the wins, in the order the log lists them (Tenhou: turn order
            from the discarder).
        draw: the draw, or None when the hand was won.
        deltas: the whole hand's recorded score changes (the sum of its
            result tags; the convention of this module's docstring).
    """

    round_wind: str
    hand_number: int
    dealer: int
    honba: int
    sticks: int
    scores: tuple[int, int, int, int]
    riichi: tuple[int, ...]
    wins: tuple[WinLog, ...]
    draw: DrawLog | None
    deltas: tuple[int, int, int, int]

    @property
    def label(self) -> str:
        """``"E1"``, ``"S4"``: the round wind and hand number."""
        return f"{self.round_wind}{self.hand_number}"


@dataclass(frozen=True, slots=True)
class FinalLog:
    """The end of the game as recorded.

    Attributes:
        scores: final points after leftover sticks (Tenhou ``owari``).
        points: the platform's result with uma and oka, as printed (e.g.
            ``(53.8, -23.9, 9.3, -49.2)``); None when the log states no
            such result (mjai ``end_game`` has the scores only).
    """

    scores: tuple[int, int, int, int]
    points: tuple[float, float, float, float] | None


@dataclass(frozen=True, slots=True)
class UnreadableHand:
    """One hand of a game that could not be read (the game's other hands
    stand: issue 20, cause 6).

    Attributes:
        number: its place in the log, 1 for the first hand.
        label: ``"E1"``…``"W4"`` where the log says the round, else "".
        honba: the counters where the log says them, else None.
        error: why (a `LogError` whose message names the hand).
    """

    number: int
    label: str
    honba: int | None
    error: LogError

    def to_json(self) -> dict:
        """``{"hand", "round", "honba", "error": LogError.to_json()}``."""
        return {"hand": self.number, "round": self.label, "honba": self.honba, "error": self.error.to_json()}


@dataclass(frozen=True, slots=True)
class GameLog:
    """One game.

    Attributes:
        game: the game id: the platform's log id (Tenhou
            ``2019103023gm-00a9-0000-f90e0fe9``, taken from the log or, for an
            mjlog, which does not store it, from the file name), else
            ``"sha1:"`` + the first 16 hex digits of `content_hash`.
        players: names in seat order (seat 0 = East-1 dealer); ``"Seat N"``
            style placeholders are never invented: a log without names gives
            ``("", "", "", "")``.
        lobby: what the log says of its rules: ``{"platform": "tenhou" |
            "mahjong_soul" | "unknown", "red_fives": bool, "kuitan": bool,
            "length": "hanchan" | "tonpuusen" | None, "type": <raw flags or
            the rule name as written>}``.
        rules: the `RuleSet` its wins are scored under by default (Tenhou:
            the `tenhou` preset with red fives and kuitan from the lobby
            flags; Mahjong Soul: the `mahjong_soul` preset).
        start_points: points each player started with.
        hands: every hand played, in order (empty when `error` is set).
        final: the recorded end, or None for an incomplete game.
        error: why this game could not be read (nothing of it is kept), or None.
        date: ``"YYYY-MM-DD HH:MM"`` when the log says when it was played
            (Tenhou ids carry it, in Japan time), else None. Extension.
        content_hash: hex SHA-1 over what happened (every hand's start,
            wins' hands, draws and score changes), the same for the mjlog and
            the tenhou.net/6 JSON of one game; the duplicate key. Extension.
        warnings: things that look damaged but did not stop reading (e.g. a
            score chain that does not add up). Extension.
        unreadable: the hands that could not be read, each with its
            reason; `hands` holds the others (a partial game). Extension.
        player_count: 4, or 3 for a three-player log (issue 19; TABLE_RULES.md
            §8): then `players`, every hand's `scores` and `deltas`, the
            draws' `tenpai` and the `final` keep four places, the fourth an
            empty seat ("", 0, False), as Tenhou writes it; seats are 0..2.
        excerpt: the log starts mid-game (a converter fixture, a one-round
            export): its first hand is not East 1 at 0 honba with equal
            scores; round, honba, sticks and scores are the file's own.
    """

    game: str
    players: tuple[str, str, str, str]
    lobby: dict
    rules: RuleSet
    start_points: int
    hands: tuple[HandLog, ...]
    final: FinalLog | None
    error: LogError | None = None
    date: str | None = None
    content_hash: str = ""
    warnings: tuple[LogError, ...] = field(default=())
    unreadable: tuple[UnreadableHand, ...] = field(default=())
    player_count: int = 4
    excerpt: bool = False

    @property
    def hands_in_log(self) -> int:
        """Hands the log holds: those read and those that could not be."""
        return len(self.hands) + len(self.unreadable)

    @property
    def wins(self) -> tuple[tuple[HandLog, WinLog], ...]:
        """Every win of the game with its hand, in order."""
        return tuple((h, w) for h in self.hands for w in h.wins)


@dataclass(frozen=True, slots=True)
class LogFile:
    """One file as read.

    Attributes:
        source: the path as given.
        format: ``"mjlog"``, ``"tenhou6"``, ``"mjai"`` or ``"unknown"``.
        games: the games in it (a game that could not be read is there with
            its `error` set and no hands).
        error: why the file as a whole could not be read (then `games` is
            empty), or None.
    """

    source: str
    format: str
    games: tuple[GameLog, ...]
    error: LogError | None


def standing(scores) -> list[tuple[int, int]]:
    """``(seat, points)`` in finishing order for final `scores` in seat
    order: most points first, a tie going to the seat nearer the first
    dealer (seat 0), as Tenhou ranks (TABLE_RULES.md §7.10: one 8,900 tie
    decided by seat order)."""
    return sorted(((s, int(p)) for s, p in enumerate(scores)), key=lambda x: (-x[1], x[0]))

