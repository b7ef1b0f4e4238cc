"""Three-player (sanma) tenhou.net/6 JSON, in the form jansou reads.

Tenhou and the Mahjong Soul converters write a three-player game in the
four-player shape (checked on the real files of `tests/data/logs`:
``mjai-reviewer3p/double_nukidora.json``, a Tenhou Houou game, and four
Mahjong Soul games): a fourth, empty name; a trailing ``0`` in each hand's
scores, each win's and draw's score changes and the final ``sc``; the fourth
seat's deal, draws and discards empty; each kita (North set aside,
nukidora) as the token ``"f44"`` in the discard column, after which the
player draws a replacement tile (the next entry of its draw column) like
after a kan; and the letter of a pon or open kan placed as in a four-seat
table whose fourth seat (North) is empty: ``"42p4242"`` (letter second, the
"across" place) is a pon from the seat two places back **counted round
four seats**, which with three players is the caller's left.

jansou 0.14 (`jansou.io.tenhou_json.parse_tenhou_json`) reads such a file
as a four-player game (it counts the names), stops at ``"f44"`` (a
``TypeError``: its discard reader takes a text it does not know for a
number), and with three names it counts the call letter's place round
three seats (the pon above would come from the caller's right). So this
module rewrites each hand into the three-seat form jansou reads right, and
restores what the rewrite stands in for afterwards (`restore_round`):

- the fourth seat's arrays and trailing zeros are dropped;
- ``"f44"`` becomes a closed kan of 2m (``"121212a12"``: 2m does not exist
  with three players, so the mark cannot be a real kan), read by jansou as a
  kan (a replacement draw follows) and turned back into its ``Kita`` event;
- each pon and open kan is rewritten with the letter where jansou's
  three-seat count finds the seat the four-seat count names, and its
  called tile kept right after the letter; the meld's source is then set
  from that seat.

These are the changes the library could take back (docs/log_import.md,
"Three players").
"""

from __future__ import annotations

from dataclasses import replace

from jansou.core.hand import CallSource, MeldType
from jansou.core.tiles import Tile, TileKind
from jansou.io.paifu import Agari, Call, Kita, RoundLog

#: The kita token of the discard column.
KITA_TOKEN = "f44"
#: What stands for a kita while jansou reads: a closed kan of 2m.
_KITA_MARK = "121212a12"
_MARK_KIND = TileKind(1)  # 2m
#: Tile codes of 2m–8m (and the red 5m), absent from the three-player set.
MISSING_CODES = frozenset((*range(12, 19), 51))
#: Seats back from the caller, counted round four seats, by the place of a
#: pon's or open kan's letter among its tiles (0 left, 1 across, 2 or 3 right).
_STEPS_BACK = {0: 1, 1: 2, 2: 3, 3: 3}


def call_codes(text: str) -> tuple[str, list[str], int]:
    """``(letter, codes as two-digit texts, the letter's place)`` of a call token."""
    letter, codes, place, i = "", [], 0, 0
    while i < len(text):
        if text[i].isalpha():
            letter, place = text[i], len(codes)
            i += 1
        else:
            codes.append(text[i:i + 2])
            i += 2
    return letter, codes, place


def _rewrite_call(token: str, caller: int) -> tuple[str, int]:
    """A pon or open kan token of seat `caller` rewritten for jansou's
    three-seat count, and the seat it calls from.

    Raises:
        ValueError: a chi (three players cannot chi), or a call from the
            empty fourth seat or from the caller itself.
    """
    letter, codes, place = call_codes(token)
    if letter == "c":
        raise ValueError(f"seat {caller} calls chi ({token[:16]}): three players cannot chi")
    source = (caller - _STEPS_BACK.get(place, 3)) % 4
    if source == 3 or source == caller:
        raise ValueError(f"seat {caller}'s call {token[:16]} comes from the empty fourth seat")
    back = (caller - source) % 3  # 1: the caller's left, 2: its right
    called = codes[place]
    others = codes[:place] + codes[place + 1:]
    return "".join(others[:back - 1]) + letter + called + "".join(others[back - 1:]), source


def three_seat_entry(entry: list) -> tuple[list, tuple[tuple[int, ...], ...]]:
    """One hand of a three-player tenhou.net/6 ``log`` (17 items with an
    empty fourth seat, or 14 items without it; shape already checked) in
    jansou's three-seat form, and per seat the seats its pons and open kans
    call from, in order (for `restore_round`).

    Raises:
        ValueError: a chi, or a call from the empty fourth seat.
    """
    seats, sources = [], []
    for seat in range(3):
        deal, draws, discards = entry[4 + 3 * seat:7 + 3 * seat]
        new_draws, from_seats = [], []
        for token in draws:
            if isinstance(token, str):
                token, source = _rewrite_call(token, seat)
                from_seats.append(source)
            new_draws.append(token)
        seats += [deal, new_draws, [_KITA_MARK if t == KITA_TOKEN else t for t in discards]]
        sources.append(tuple(from_seats))
    result = [x[:3] if isinstance(x, list) and len(x) == 4 and all(isinstance(v, int) for v in x) else x
              for x in entry[-1]]
    return [entry[0], entry[1][:3], entry[2], entry[3], *seats, result], tuple(sources)


def restore_round(r: RoundLog, sources: tuple[tuple[int, ...], ...]) -> RoundLog:
    """`r` as read by jansou from `three_seat_entry`'s form, with each kita
    mark turned back into a `Kita` event, each pon and open kan given the
    source seat the log names, and a ron on a kita won on the North
    (jansou takes the last discard).

    Raises:
        ValueError: the round's calls do not match `sources`.
    """
    events, left = [], [list(s) for s in sources]
    for e in r.events:
        if isinstance(e, Call) and e.meld.type is MeldType.ANKAN and e.meld.tiles[0].kind is _MARK_KIND:
            events.append(Kita(e.seat))
            continue
        if isinstance(e, Call) and e.meld.type in (MeldType.PON, MeldType.DAIMINKAN):
            if not left[e.seat]:
                raise ValueError(f"seat {e.seat} makes more calls than its draws column holds")
            source = left[e.seat].pop(0)
            side = CallSource.SHIMOCHA if source == (e.seat + 1) % 3 else CallSource.KAMICHA
            e = Call(e.seat, replace(e.meld, source=side))
        events.append(e)
    return replace(r, events=tuple(events))


def won_on_robbed_tile(r: RoundLog) -> RoundLog:
    """`r` with a ron on a kita or on a closed kan won on that tile.

    jansou's tenhou.net/6 reader takes the win of a ron on a robbed added
    kan (chankan) from the kan, but a ron on a kita (three players: Tenhou
    and Mahjong Soul allow it) or on a closed kan (thirteen orphans may rob
    one) from the last discard before it: a hand that does not win
    (``mjai-reviewer3p/kokushi_ankan.json``). The round ends right after
    that kita or closed kan, and the win names its player as the
    discarder."""
    plays = [e for e in r.events if isinstance(e, (Call, Kita)) or type(e).__name__ in ("Draw", "Discard")]
    if not isinstance(r.outcome, tuple) or not plays:
        return r
    last = plays[-1]
    if isinstance(last, Kita):
        tile = Tile(TileKind.NORTH)
    elif isinstance(last, Call) and last.meld.type is MeldType.ANKAN:
        tile = last.meld.tiles[0]
    else:
        return r
    outcome = tuple(replace(a, winning_tile=tile) if isinstance(a, Agari) and a.from_seat == last.seat
                    and a.winner != last.seat else a for a in r.outcome)
    return replace(r, outcome=outcome)
