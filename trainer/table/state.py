"""The state of a table and what each event did to it: frozen values, no text.

`TableState` is where the game stands after an event (scores, round, dealer,
honba, sticks, riichi, the end). `Outcome` is what one event did: every
`Payment` with its reason (ids plus arguments a UI turns into "North pays
3,900 + 300 honba to East for ron"), each win's value and announcement, and
notes. Units: points (a riichi stick is 1,000); seats 0..3 in the East-1
seat order (0..2 with three players: every per-seat tuple has one entry per
player, `TableState.players`).
"""

from __future__ import annotations

from dataclasses import dataclass

WINDS = ("E", "S", "W", "N")

#: Why points move (`Payment.reason`).
PAYMENT_REASONS = (
    "riichi_deposit",   # a seat puts a 1,000 stick on the table (payee None)
    "ron",              # discarder pays the winner (value + honba)
    "tsumo",            # each other player pays the winner (their share + honba)
    "pao",              # the liable player pays (args: yaku, part "whole"/"half"/"yakuman")
    "riichi_sticks",    # the table's sticks go to a winner (payer None; args: count)
    "stick_returned",   # a stick goes back to its owner (payer None)
    "noten",            # a noten player pays a tenpai player at an exhaustive draw
    "nagashi_mangan",   # a player pays a nagashi mangan
    "chombo",           # the offender pays another player
    "leftover_sticks",  # sticks left at the end go to 1st place (payer None)
)


@dataclass(frozen=True, slots=True)
class Payment:
    """One movement of points.

    Attributes:
        reason: one of `PAYMENT_REASONS`.
        payer: the seat that pays, None for the table (riichi sticks).
        payee: the seat that receives, None for the table (a deposit).
        amount: points moved (> 0), honba included.
        honba: the part of `amount` that is honba (counters).
        args: extra facts as ``(name, value)`` pairs, e.g. ``(("count",
            2),)`` for sticks, ``(("yaku", "daisangen"), ("part",
            "half"))`` for pao.
    """

    reason: str
    payer: int | None
    payee: int | None
    amount: int
    honba: int = 0
    args: tuple[tuple[str, object], ...] = ()

    def arg(self, name: str, default=None):
        """One of `args` by name."""
        return dict(self.args).get(name, default)


@dataclass(frozen=True, slots=True)
class Announcement:
    """A win's payment as players call it (before the table's language is
    chosen): a ron "8,000"; a non-dealer tsumo "2,000–4,000"; a dealer tsumo
    "4,000 all".

    Attributes:
        kind: ``"ron"``, ``"tsumo"`` (non-dealer winner) or ``"tsumo_all"``
            (dealer winner).
        ron: the ron payment; non_dealer, dealer: what a non-dealer and
            the dealer pay on a tsumo (dealer None for ``tsumo_all``). All
            without honba; None where they do not apply.
        honba: counters collected with this win (0 when none).
        ron_with_honba, non_dealer_with_honba, dealer_with_honba: the same
            payments with the honba ("8,000 is 8,600").
        limit: the core's limit name or None (mangan, …, yakuman).
        yakuman: yakuman multiplier (0 for none).
        han, fu: as the value reads (fu 0 for limits and called values).
    """

    kind: str
    ron: int | None
    non_dealer: int | None
    dealer: int | None
    honba: int
    ron_with_honba: int | None
    non_dealer_with_honba: int | None
    dealer_with_honba: int | None
    limit: str | None
    yakuman: int
    han: int
    fu: int


@dataclass(frozen=True, slots=True)
class WinDetail:
    """One winner of a win event.

    Attributes:
        winner: seat; discarder: seat or None for a tsumo.
        value: the `values.Value` (base, han, fu, limit, yaku).
        honba: counters this winner collected; sticks: riichi sticks
            collected (count).
        pao: liable seat or None.
        received: everything the winner received, sticks included.
        announcement: the `Announcement`.
    """

    winner: int
    discarder: int | None
    value: object
    honba: int
    sticks: int
    pao: int | None
    received: int
    announcement: Announcement


@dataclass(frozen=True, slots=True)
class Final:
    """The end of a game: scores after leftover sticks, places, results.

    Attributes:
        reason: why the game ended: ``bust``, ``last_hand``, ``target``
            (someone reached the bar after the last regular hand or in the
            extension), ``agari_yame``, ``tenpai_yame``, ``called``.
        scores: final scores after leftover sticks, seat order.
        leftover: the `Payment` tuple of sticks left on the table.
        places: place per seat (1..4; equal scores are ordered by seat,
            also when the rules share uma, so places are always distinct).
        uma, oka: result points per seat (thousands; shares averaged when
            the rules share them).
        penalties: end-of-game penalties per seat (thousands, ≤ 0; chombo).
        points: the final result per seat: ``(score − return) / 1000 + uma
            + oka + penalties``, rounded as the rules say, to 0.1.
    """

    reason: str
    scores: tuple[int, ...]
    leftover: tuple[Payment, ...]
    places: tuple[int, ...]
    uma: tuple[float, ...]
    oka: tuple[float, ...]
    penalties: tuple[float, ...]
    points: tuple[float, ...]

    @property
    def placement(self) -> tuple[int, ...]:
        """Seats from 1st to 4th place."""
        return tuple(sorted(range(len(self.places)), key=lambda s: self.places[s]))


@dataclass(frozen=True, slots=True)
class TableState:
    """Where the game stands between events.

    Attributes:
        scores: points per seat (riichi sticks on the table not included);
            its length is the number of players (4, or 3).
        round: wind round index (0 East, 1 South, 2 West, 3 North).
        hand: 0..players−1 within the round; the dealer's seat (hand 0 =
            seat 0 deals).
        honba: counters on the table.
        sticks: riichi sticks on the table (1,000 each), older and this
            hand's.
        riichi: who declared riichi in the current hand.
        repeats: how many times the current dealer has repeated.
        hands_played: hands finished (wins and draws; a chombo voids its
            hand and does not count).
        penalties: end-of-game penalties (points, ≤ 0) not yet applied.
        yame_offer: ``"agari_yame"`` or ``"tenpai_yame"`` when the last
            dealer may end the game now with that `EndGame` (the rules
            leave it to him), else "".
        final: the `Final` once the game is over, else None.
    """

    scores: tuple[int, ...]
    round: int = 0
    hand: int = 0
    honba: int = 0
    sticks: int = 0
    riichi: tuple[bool, ...] = (False, False, False, False)
    repeats: int = 0
    hands_played: int = 0
    penalties: tuple[int, ...] = (0, 0, 0, 0)
    yame_offer: str = ""
    final: Final | None = None

    @property
    def dealer(self) -> int:
        """The dealer's seat."""
        return self.hand

    @property
    def players(self) -> int:
        """Seats at the table (4, or 3)."""
        return len(self.scores)

    @property
    def round_wind(self) -> str:
        """``"E"``, ``"S"``, ``"W"`` or ``"N"``."""
        return WINDS[self.round]

    @property
    def hand_number(self) -> int:
        """1..players (East 1 = 1)."""
        return self.hand + 1

    @property
    def over(self) -> bool:
        """True once the game has ended."""
        return self.final is not None

    def seat_wind(self, seat: int) -> str:
        """`seat`'s wind in this hand (the dealer is ``"E"``; with three
        players nobody is ``"N"``)."""
        return WINDS[(seat - self.hand) % len(self.scores)]

    def total(self) -> int:
        """Scores plus the sticks on the table: the starting total, always
        (end-of-game penalties aside)."""
        return sum(self.scores) + 1000 * self.sticks


@dataclass(frozen=True, slots=True)
class Outcome:
    """What one event did.

    Attributes:
        kind: ``riichi``, ``ron``, ``tsumo``, ``draw`` (exhaustive; nagashi
            included), ``abortive_draw``, ``chombo``, ``end_game``.
        round, hand, honba, sticks: the state when the event happened.
        payments: every `Payment`, in the order they are explained.
        deltas: the change of each seat's score (sticks on the table
            aside; see `TableState.total`).
        wins: `WinDetail` per winner, turn order from the discarder.
        tenpai: at a draw, who was tenpai; nagashi: the nagashi seats.
        abortive: the abortive draw kind, or None.
        dealer_repeats: the dealer keeps the deal (None for a riichi or
            the end).
        notes: facts as ``(id, args)`` pairs, e.g. ``("game_over",
            (("reason", "bust"),))``, ``("yame_offer", (("kind", "agari_yame"),))``.
    """

    kind: str
    round: int
    hand: int
    honba: int
    sticks: int
    payments: tuple[Payment, ...]
    deltas: tuple[int, ...]
    wins: tuple[WinDetail, ...] = ()
    tenpai: tuple[bool, ...] | None = None
    nagashi: tuple[int, ...] = ()
    abortive: str | None = None
    dealer_repeats: bool | None = None
    notes: tuple[tuple[str, tuple[tuple[str, object], ...]], ...] = ()

    @property
    def round_wind(self) -> str:
        """The round wind when the event happened."""
        return WINDS[self.round]


def deltas_of(payments, players: int = 4) -> tuple[int, ...]:
    """Each seat's score change from `payments` (the table's side left
    out), one entry per player."""
    d = [0] * players
    for p in payments:
        if p.payer is not None:
            d[p.payer] -= p.amount
        if p.payee is not None:
            d[p.payee] += p.amount
    return tuple(d)
