"""What happened at the table: the events a game is made of (issue 12 §1).

A game is its `Setup` (players, table rules, scoring rules) and an
append-only list of events. An event records only *what happened* — who
declared riichi, who won from whom with which hand, who was tenpai — never
a payment: the ledger (`trainer.table.ledger`) computes every payment from
the events, the table rules and the scoring core, so correcting an early
event recomputes everything after it.

Every value is frozen; construction checks the shape (seats 0..3, counts
in range, sizes bounded) and raises `TableError("bad_event")` naming the
field. `event_to_json` / `event_from_json` give the stored JSON form.
Seats are 0..3 in the East-1 seat order: seat 0 deals East 1.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from trainer.core import RuleSet

from .errors import TableError
from .rules import ABORTIVE_KINDS, PAO_YAKUMAN, TableRules, check_players

#: Longest hand JSON text a win may carry (a real hand is about 300).
MAX_HAND_TEXT = 4096
#: Longest player name.
MAX_NAME = 40
#: Highest han a quick entry takes (beyond any yakuman count).
MAX_HAN = 13 * 8
#: Highest payment a called value may name.
MAX_CALLED = 400_000


def _bad(field: str, value, why: str) -> TableError:
    shown = repr(value)[:40]
    return TableError("bad_event", f"{field} = {shown}: {why}", field=field, why=why)


def _seat(field: str, value) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise _bad(field, value, "a seat is 0, 1, 2 or 3 (0 deals East 1)")
    return value


def _count(field: str, value, high: int, low: int = 0) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise _bad(field, value, f"must be a whole number from {low} to {high}")
    return value


@dataclass(frozen=True, slots=True)
class Setup:
    """A game's start: who sits where and the rules it is played by.

    Attributes:
        players: the names in seat order (seat 0 deals East 1), as many as
            the rules' `players` (four, or three: TABLE_RULES.md §8); at
            most `MAX_NAME` characters each, may be empty.
        table_rules: a `trainer.table.rules.TableRules`.
        scoring_rules: a `trainer.core.RuleSet` (fu, han, limits and the
            honba value of each win).
    """

    players: tuple[str, str, str, str]
    table_rules: TableRules
    scoring_rules: RuleSet

    def __post_init__(self) -> None:
        if not isinstance(self.table_rules, TableRules):
            raise _bad("table_rules", self.table_rules, "must be a TableRules value")
        if not isinstance(self.scoring_rules, RuleSet):
            raise _bad("scoring_rules", self.scoring_rules, "must be a scoring RuleSet")
        count = self.table_rules.players
        if not isinstance(self.players, tuple) or len(self.players) != count:
            raise _bad("players", self.players, f"{'three' if count == 3 else 'four'} names in seat order")
        try:
            check_players(self.table_rules, self.scoring_rules)
        except TableError as e:
            raise _bad("scoring_rules", self.scoring_rules.preset, e.args_["why"]) from None
        for i, name in enumerate(self.players):
            if not isinstance(name, str) or len(name) > MAX_NAME:
                raise _bad(f"players[{i}]", name, f"a name is text of at most {MAX_NAME} characters")


@dataclass(frozen=True, slots=True)
class HandValue:
    """A win's value as a whole hand, scored by the core.

    Attributes:
        hand: the SCHEMA.md hand as canonical JSON text (sorted keys). The
            ledger sets its ``seat_wind``, ``round_wind``, ``tsumo``,
            ``honba`` and ``riichi_sticks`` from the table before scoring;
            everything else (tiles, riichi, ippatsu, dora, rules) is the
            hand's own.
    """

    hand: str

    def __post_init__(self) -> None:
        if not isinstance(self.hand, str) or len(self.hand) > MAX_HAND_TEXT:
            raise _bad("hand", self.hand, f"a hand is JSON text of at most {MAX_HAND_TEXT} characters")

    @classmethod
    def of(cls, hand: dict) -> HandValue:
        """From a SCHEMA.md hand object.

        Raises:
            TableError(bad_event): not a JSON object, or too long.
        """
        if not isinstance(hand, dict):
            raise _bad("hand", hand, "must be a SCHEMA.md hand object")
        try:
            text = json.dumps(hand, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
        except (TypeError, ValueError):
            raise _bad("hand", hand, "must hold JSON values only") from None
        return cls(text)

    def as_dict(self) -> dict:
        """The hand object (a new dict each call)."""
        return json.loads(self.hand)


@dataclass(frozen=True, slots=True)
class HanFu:
    """A win's value as the players say it: han and fu, or yakuman.

    Attributes:
        han: han including dora (1.., limits from 5 han on; 13+ is kazoe
            per the scoring rules).
        fu: rounded fu (20, 25, 30, … 110); may be 0 from 5 han on.
        yakuman: number of yakuman (0 for none; then han and fu are ignored).
    """

    han: int = 0
    fu: int = 0
    yakuman: int = 0

    def __post_init__(self) -> None:
        _count("yakuman", self.yakuman, 8)
        if not self.yakuman:
            _count("han", self.han, MAX_HAN, 1)
            _count("fu", self.fu, 130)
            if self.han < 5 and (self.fu < 20 or (self.fu % 10 and self.fu != 25)):
                raise _bad("fu", self.fu, "below 5 han fu is 20, 25 or a multiple of 10 up to 130")


@dataclass(frozen=True, slots=True)
class Called:
    """A win's value as the payments were called, before honba and sticks:
    a ron ``Called(ron=8000)``; a non-dealer tsumo "2,000–4,000"
    ``Called(non_dealer_pays=2000, dealer_pays=4000)``; a dealer tsumo
    "4,000 all" ``Called(non_dealer_pays=4000)``. The ledger finds the
    hand value that pays exactly this (`trainer.table.values`).

    Attributes:
        ron, non_dealer_pays, dealer_pays: points, multiples of 100.
    """

    ron: int | None = None
    non_dealer_pays: int | None = None
    dealer_pays: int | None = None

    def __post_init__(self) -> None:
        for name in ("ron", "non_dealer_pays", "dealer_pays"):
            v = getattr(self, name)
            if v is not None and (_count(name, v, MAX_CALLED, 100) % 100):
                raise _bad(name, v, "a payment is a multiple of 100")
        if (self.ron is None) == (self.non_dealer_pays is None):
            raise _bad("called", self, "give either ron or the tsumo payments")
        if self.ron is not None and self.dealer_pays is not None:
            raise _bad("dealer_pays", self.dealer_pays, "a ron has one payment")


@dataclass(frozen=True, slots=True)
class Claim:
    """One winner's claim in a win.

    Attributes:
        winner: seat.
        value: `HandValue`, `HanFu` or `Called`.
        pao: the liable seat (sekinin barai), or None.
        pao_yakuman: which yakuman the liable player fed (one of
            `rules.PAO_YAKUMAN`); for a `HandValue` None means the first
            such yakuman the hand scores.
        pao_multiplier: for a `HanFu` or `Called` value, how many of the
            hand's yakuman are the liable one (1 usually; it matters only
            when the rules settle each yakuman separately).
    """

    winner: int
    value: HandValue | HanFu | Called
    pao: int | None = None
    pao_yakuman: str | None = None
    pao_multiplier: int = 1

    def __post_init__(self) -> None:
        _seat("winner", self.winner)
        if not isinstance(self.value, (HandValue, HanFu, Called)):
            raise _bad("value", self.value, "must be a hand, han and fu, or the called points")
        if self.pao is not None:
            _seat("pao", self.pao)
            if self.pao == self.winner:
                raise _bad("pao", self.pao, "the winner cannot be liable for his own hand")
        if self.pao_yakuman is not None and self.pao_yakuman not in PAO_YAKUMAN:
            raise _bad("pao_yakuman", self.pao_yakuman, f"one of {', '.join(PAO_YAKUMAN)}")
        _count("pao_multiplier", self.pao_multiplier, 8, 1)


@dataclass(frozen=True, slots=True)
class Riichi:
    """A riichi declared and accepted: the seat puts a 1,000 stick down.

    Attributes:
        seat: who declared.
    """

    seat: int

    def __post_init__(self) -> None:
        _seat("seat", self.seat)


@dataclass(frozen=True, slots=True)
class Win:
    """A hand won: by tsumo (`discarder` None, one claim) or by ron on one
    discard (one, two or three claims, as the table rules allow).

    Attributes:
        discarder: the seat that dealt in, None for a tsumo.
        claims: `Claim` tuple, one per winner, in any order (the ledger
            orders them from the discarder's right).
    """

    discarder: int | None
    claims: tuple[Claim, ...]

    def __post_init__(self) -> None:
        if self.discarder is not None:
            _seat("discarder", self.discarder)
        if not isinstance(self.claims, tuple) or not 1 <= len(self.claims) <= 3:
            raise _bad("claims", self.claims, "one to three claims")
        winners = [c.winner for c in self.claims if isinstance(c, Claim)]
        if len(winners) != len(self.claims):
            raise _bad("claims", self.claims, "each claim must be a Claim")
        if len(set(winners)) != len(winners):
            raise _bad("claims", winners, "a seat wins at most once")
        if self.discarder is None and len(winners) != 1:
            raise _bad("claims", winners, "a tsumo has one winner")
        if self.discarder in winners:
            raise _bad("discarder", self.discarder, "the discarder cannot win on his own discard")

    @property
    def tsumo(self) -> bool:
        """True for a self-drawn win."""
        return self.discarder is None


@dataclass(frozen=True, slots=True)
class Draw:
    """An exhaustive draw (the wall ran out).

    Attributes:
        tenpai: who was tenpai, in seat order (one value per player: four,
            or three; the ledger checks the count against the game).
        nagashi: seats that made nagashi mangan (empty for none).
    """

    tenpai: tuple[bool, ...]
    nagashi: tuple[int, ...] = ()

    def __post_init__(self) -> None:
        if (not isinstance(self.tenpai, tuple) or len(self.tenpai) not in (3, 4)
                or not all(isinstance(t, bool) for t in self.tenpai)):
            raise _bad("tenpai", self.tenpai, "four true/false values in seat order (three with three players)")
        if not isinstance(self.nagashi, tuple) or len(set(self.nagashi)) != len(self.nagashi):
            raise _bad("nagashi", self.nagashi, "distinct seats")
        for s in self.nagashi:
            _seat("nagashi", s)


#: Abortive draws: the board ones of the rules, and three ron claims.
ABORTIVE_EVENT_KINDS = (*ABORTIVE_KINDS, "triple_ron")


@dataclass(frozen=True, slots=True)
class AbortiveDraw:
    """An abortive draw (tochuu ryuukyoku).

    Attributes:
        kind: one of `ABORTIVE_EVENT_KINDS`.
    """

    kind: str

    def __post_init__(self) -> None:
        if self.kind not in ABORTIVE_EVENT_KINDS:
            raise _bad("kind", self.kind, f"one of {', '.join(ABORTIVE_EVENT_KINDS)}")


@dataclass(frozen=True, slots=True)
class Chombo:
    """A penalty (false win, false riichi at the draw, …); the hand is
    voided and replayed.

    Attributes:
        seat: the offender.
    """

    seat: int

    def __post_init__(self) -> None:
        _seat("seat", self.seat)


END_REASONS = ("agari_yame", "tenpai_yame", "called")


@dataclass(frozen=True, slots=True)
class EndGame:
    """The game ends now: the last dealer's choice to stop (agari-yame or
    tenpai-yame, where the rules leave it to him), or ``"called"`` (the
    table stops, e.g. out of time).

    Attributes:
        reason: one of `END_REASONS`.
    """

    reason: str

    def __post_init__(self) -> None:
        if self.reason not in END_REASONS:
            raise _bad("reason", self.reason, f"one of {', '.join(END_REASONS)}")


Event = Riichi | Win | Draw | AbortiveDraw | Chombo | EndGame

_TYPES = {"riichi": Riichi, "win": Win, "draw": Draw, "abortive_draw": AbortiveDraw, "chombo": Chombo,
          "end_game": EndGame}
_TYPE_NAMES = {cls: name for name, cls in _TYPES.items()}


def event_type(event: Event) -> str:
    """The JSON ``type`` name of an event (``"riichi"``, ``"win"``, …)."""
    return _TYPE_NAMES[type(event)]


def _value_to_json(v) -> dict:
    if isinstance(v, HandValue):
        return {"hand": v.as_dict()}
    if isinstance(v, HanFu):
        return {"yakuman": v.yakuman} if v.yakuman else {"han": v.han, "fu": v.fu}
    return {k: getattr(v, k) for k in ("ron", "non_dealer_pays", "dealer_pays") if getattr(v, k) is not None}


def event_to_json(event: Event) -> dict:
    """The stored JSON form: ``{"type": "riichi", "seat": 2}``, ``{"type":
    "win", "discarder": 1, "claims": [{"winner": 0, "hand": {…}}]}``, …"""
    kind = event_type(event)
    if isinstance(event, Win):
        claims = []
        for c in event.claims:
            d = {"winner": c.winner, **_value_to_json(c.value)}
            if c.pao is not None:
                d["pao"] = c.pao
            if c.pao_yakuman is not None:
                d["pao_yakuman"] = c.pao_yakuman
            if c.pao_multiplier != 1:
                d["pao_multiplier"] = c.pao_multiplier
            claims.append(d)
        return {"type": kind, "discarder": event.discarder, "claims": claims}
    if isinstance(event, Draw):
        return {"type": kind, "tenpai": list(event.tenpai), "nagashi": list(event.nagashi)}
    if isinstance(event, AbortiveDraw):
        return {"type": kind, "kind": event.kind}
    if isinstance(event, EndGame):
        return {"type": kind, "reason": event.reason}
    return {"type": kind, "seat": event.seat}


def _value_from_json(d: dict):
    if "hand" in d:
        return HandValue.of(d["hand"])
    if "yakuman" in d or "han" in d:
        return HanFu(han=d.get("han", 0), fu=d.get("fu", 0), yakuman=d.get("yakuman", 0))
    if any(k in d for k in ("ron", "non_dealer_pays")):
        return Called(ron=d.get("ron"), non_dealer_pays=d.get("non_dealer_pays"), dealer_pays=d.get("dealer_pays"))
    raise _bad("claims", d, "a claim needs a hand, han/fu/yakuman, or the called points")


def event_from_json(data) -> Event:
    """An event from its JSON form (see `event_to_json`).

    Raises:
        TableError(bad_event): unknown type, missing or wrong fields (the
            message names the field).
    """
    if not isinstance(data, dict):
        raise _bad("event", data, "an event is a JSON object")
    cls = _TYPES.get(data.get("type"))
    if cls is None:
        raise _bad("type", data.get("type"), f"one of {', '.join(_TYPES)}")
    try:
        if cls is Win:
            claims_in = data["claims"]
            if not isinstance(claims_in, list) or len(claims_in) > 3:
                raise _bad("claims", claims_in, "a list of one to three claims")
            claims = []
            for c in claims_in:
                if not isinstance(c, dict):
                    raise _bad("claims", c, "a claim is an object")
                claims.append(Claim(winner=c.get("winner"), value=_value_from_json(c), pao=c.get("pao"),
                                    pao_yakuman=c.get("pao_yakuman"), pao_multiplier=c.get("pao_multiplier", 1)))
            return Win(discarder=data.get("discarder"), claims=tuple(claims))
        if cls is Draw:
            tenpai, nagashi = data["tenpai"], data.get("nagashi", [])
            if not isinstance(tenpai, list) or not isinstance(nagashi, list):
                raise _bad("tenpai", tenpai, "lists of values")
            return Draw(tuple(tenpai), tuple(nagashi))
        if cls is AbortiveDraw:
            return AbortiveDraw(data["kind"])
        if cls is EndGame:
            return EndGame(data["reason"])
        return cls(data["seat"])
    except KeyError as e:
        raise _bad(str(e.args[0]), None, "is required") from None
