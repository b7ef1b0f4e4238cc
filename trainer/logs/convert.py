"""jansou's replayed wins as SCHEMA.md hands (tiles, melds, flags, counters).

jansou (`jansou.io`) reads the three log formats into one record per round
and replays a round into each winner's 14-tile hand and win context. This
module turns those values into our own: mpsz tile strings, SCHEMA.md meld
kinds, the situation flags, and the seat each call came from.
"""

from __future__ import annotations

from jansou.core.hand import CallSource, Meld, MeldType
from jansou.io.paifu import AgariRecord, Call, RoundLog

from ..core.rules import ALL_PRESETS, RuleSet, rules_to_json
from ..core.tiles import Tile, format_tiles

WINDS = ("E", "S", "W", "N")

#: jansou meld kinds → SCHEMA.md meld types.
MELD_TYPES = {
    MeldType.CHII: "chi",
    MeldType.PON: "pon",
    MeldType.DAIMINKAN: "minkan",
    MeldType.ANKAN: "ankan",
    MeldType.SHOUMINKAN: "kakan",
}
#: Seats forward from the caller to the seat a called tile came from,
#: counted modulo the players: with three, jansou's TOIMEN (2 forward) and
#: KAMICHA (1 back) are the same seat, the caller's left (jansou's mjlog and
#: mjai readers write both).
_STEPS = {CallSource.KAMICHA: -1, CallSource.TOIMEN: 2, CallSource.SHIMOCHA: 1}
#: Situation flags of the SCHEMA.md hand, in its order, read from jansou's `WinContext`.
_FLAGS = ("ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou")


def tiles_text(tiles, sort: bool = True) -> str:
    """mpsz text of jansou tiles (``0p`` for a red five), sorted by kind
    unless `sort` is False (indicators keep their order)."""
    return format_tiles((Tile(int(t.kind), t.red) for t in tiles), sort=sort)


def rules_field(rules: RuleSet) -> str | dict:
    """The SCHEMA.md ``rules`` field: the preset name when `rules` is that
    preset unchanged, else ``{"preset": name, option: value, …}`` with only
    the options that differ from the preset."""
    base = ALL_PRESETS.get(rules.preset)
    if base == rules:
        return rules.preset
    mine = rules_to_json(rules)
    theirs = rules_to_json(base) if base is not None else {}
    return {"preset": rules.preset, **{k: v for k, v in mine.items() if k != "preset" and theirs.get(k) != v}}


def meld_source(round_log: RoundLog, seat: int, meld: Meld, players: int = 4) -> int | None:
    """The seat the called tile of `meld` came from (None for a closed kan),
    with `players` 4 or 3 at the table.

    An added kan (kakan) keeps the source of the pon it grew from, found in
    the round's calls (mjai does not say where a kakan's pon came from).
    """
    if meld.type is MeldType.ANKAN:
        return None
    source = meld.source
    if meld.type is MeldType.SHOUMINKAN:
        kind = meld.tiles[0].kind
        for event in round_log.events:
            if (isinstance(event, Call) and event.seat == seat and event.meld.type is MeldType.PON
                    and event.meld.tiles[0].kind == kind):
                source = event.meld.source
                break
    return None if source is None else (seat + _STEPS[source]) % players


def _call_index(round_log: RoundLog, seat: int, meld: Meld) -> int:
    """Where `meld` was called in the round (a kakan: where its pon was);
    len(events) when the round has no such call."""
    want = MeldType.PON if meld.type is MeldType.SHOUMINKAN else meld.type
    kinds = sorted(t.kind for t in meld.tiles)[:3 if want is MeldType.PON else 4]
    for i, event in enumerate(round_log.events):
        if (isinstance(event, Call) and event.seat == seat and event.meld.type is want
                and sorted(t.kind for t in event.meld.tiles) == kinds):
            return i
    return len(round_log.events)


def melds_in_call_order(record: AgariRecord, round_log: RoundLog) -> list[Meld]:
    """The winner's melds in the order they were called (the mjlog lists
    them newest first, the replay oldest first: one order for both)."""
    return sorted(record.hand.melds, key=lambda m: _call_index(round_log, record.winner, m))


def hand_json(record: AgariRecord, round_log: RoundLog, honba: int, sticks: int, rules: RuleSet) -> dict:
    """The SCHEMA.md hand of one replayed win.

    Args:
        record: jansou's replayed win (hand, winning tile, context).
        round_log: its round (for the round wind).
        honba, sticks: the counters this winner collects.
        rules: the rules to put in the hand's ``rules`` field.

    Returns:
        ``{"closed", "melds", "win", "tsumo", "seat_wind", "round_wind",
        <true flags>, "dora_indicators", "ura_indicators", "honba",
        "riichi_sticks", "rules"}`` and, with three players, ``"kita"``
        (jansou's count of North tiles the winner set aside); ``closed`` holds the winning tile;
        flags that are false are left out; ura indicators only for a riichi
        winner (they do not count otherwise, and the mjlog omits them).
    """
    c = record.context
    hand: dict = {
        "closed": tiles_text(record.hand.concealed),
        "melds": [{"type": MELD_TYPES[m.type], "tiles": tiles_text(m.tiles)}
                  for m in melds_in_call_order(record, round_log)],
        "win": tiles_text([record.winning_tile]),
        "tsumo": bool(c.is_tsumo),
        "seat_wind": WINDS[int(c.seat_wind)],
        "round_wind": WINDS[int(round_log.round_wind)],
    }
    riichi = bool(c.riichi or c.double_riichi)
    if riichi:
        hand["riichi"] = True
    if c.double_riichi:
        hand["double_riichi"] = True
    for flag in _FLAGS:
        if getattr(c, flag):
            hand[flag] = True
    hand["dora_indicators"] = tiles_text(c.dora_indicators, sort=False)
    hand["ura_indicators"] = tiles_text(c.ura_indicators, sort=False) if riichi else ""
    hand["honba"] = honba
    hand["riichi_sticks"] = sticks
    hand["rules"] = rules_field(rules)
    if rules.players == 3:
        # North tiles the winner set aside (SCHEMA.md "Three players")
        hand["kita"] = int(c.nuki_count)
    return hand
