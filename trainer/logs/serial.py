"""`GameLog` ⇄ JSON, so a stored game reads back exactly as it was read.

Shape: the dataclass fields by name (tuples as lists), ``rules`` as the
SCHEMA.md rules object (`rules_to_json`), errors as `LogError.to_json`.
"""

from __future__ import annotations

from ..core.rules import rules_from_json, rules_to_json
from .model import DrawLog, FinalLog, GameLog, HandLog, LogError, UnreadableHand, WinLog


def _error_json(e: LogError | None) -> dict | None:
    return None if e is None else e.to_json()


def _error(d: dict | None) -> LogError | None:
    return None if d is None else LogError(d["code"], d["message"], tuple(d.get("args", {}).items()))


def game_to_json(g: GameLog) -> dict:
    """A `GameLog` as a JSON-ready dict (`game_from_json` reads it back)."""
    return {
        "game": g.game, "players": list(g.players), "lobby": g.lobby, "rules": rules_to_json(g.rules),
        "start_points": g.start_points, "date": g.date, "content_hash": g.content_hash,
        "error": _error_json(g.error), "warnings": [w.to_json() for w in g.warnings],
        "unreadable": [u.to_json() for u in g.unreadable], "player_count": g.player_count, "excerpt": g.excerpt,
        "final": None if g.final is None else {"scores": list(g.final.scores),
                                               "points": None if g.final.points is None else list(g.final.points)},
        "hands": [{
            "round_wind": h.round_wind, "hand_number": h.hand_number, "dealer": h.dealer, "honba": h.honba,
            "sticks": h.sticks, "scores": list(h.scores), "riichi": list(h.riichi), "deltas": list(h.deltas),
            "wins": [{"winner": w.winner, "from_seat": w.from_seat, "pao": w.pao, "hand": w.hand, "logged": w.logged,
                      "deltas": list(w.deltas), "meld_sources": list(w.meld_sources)} for w in h.wins],
            "draw": None if h.draw is None else {"kind": h.draw.kind, "tenpai": list(h.draw.tenpai),
                                                 "nagashi": list(h.draw.nagashi), "deltas": list(h.draw.deltas)},
        } for h in g.hands],
    }


def game_from_json(d: dict) -> GameLog:
    """The `GameLog` of `game_to_json`'s output.

    Raises:
        KeyError, TypeError, ValueError: not such a dict (a damaged store row).
    """
    hands = tuple(HandLog(
        h["round_wind"], h["hand_number"], h["dealer"], h["honba"], h["sticks"], tuple(h["scores"]),
        tuple(h["riichi"]),
        tuple(WinLog(w["winner"], w["from_seat"], w["pao"], w["hand"], w["logged"], tuple(w["deltas"]),
                     tuple(w["meld_sources"])) for w in h["wins"]),
        None if h["draw"] is None else DrawLog(h["draw"]["kind"], tuple(h["draw"]["tenpai"]),
                                               tuple(h["draw"]["nagashi"]), tuple(h["draw"]["deltas"])),
        tuple(h["deltas"])) for h in d["hands"])
    final = d["final"]
    return GameLog(
        game=d["game"], players=tuple(d["players"]), lobby=d["lobby"], rules=rules_from_json(d["rules"]),
        start_points=d["start_points"], hands=hands,
        final=None if final is None else FinalLog(tuple(final["scores"]),
                                                  None if final["points"] is None else tuple(final["points"])),
        error=_error(d["error"]), date=d["date"], content_hash=d["content_hash"],
        warnings=tuple(_error(w) for w in d["warnings"]),
        # stores written before issue 20 have no unreadable hands
        unreadable=tuple(UnreadableHand(int(u["hand"]), str(u["round"]), u["honba"], _error(u["error"]))
                         for u in d.get("unreadable", ())),
        player_count=int(d.get("player_count", 4)), excerpt=bool(d.get("excerpt", False)))
