"""The SCHEMA.md JSON front: hands in, results (with an explanation) out.

`score_json` never raises for bad input: a hand that cannot be scored gives
``{"error": {"code", "message", …}}`` with the other result fields null.
"""

from __future__ import annotations

from .errors import HandError
from .hand import MELD_KINDS, Hand, Meld, WinContext
from .result import ScoreResult
from .rules import RuleSet, rules_from_json
from .scoring import score
from .tiles import Tile, format_tiles, parse_tiles

_FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
          "chankan", "tenhou", "chiihou", "renhou", "open_riichi")
_KNOWN = set(_FLAGS) | {"closed", "melds", "win", "seat_wind", "round_wind", "dora_indicators",
                        "ura_indicators", "honba", "riichi_sticks", "rules"}


#: Largest honba or riichi-stick count accepted (far beyond any real table).
MAX_COUNTER = 999


def _field_error(field: str, message: str) -> HandError:
    return HandError("invalid_notation", message, detail="bad_field", field=field, args={"field": field})


def _tiles(data: dict, field: str) -> tuple[Tile, ...]:
    value = data.get(field, "")
    if not isinstance(value, str):
        raise _field_error(field, f"{field} must be a tile string like 123m456p, not {value!r}")
    return parse_tiles(value, field)


def hand_from_json(data: dict) -> tuple[Hand, WinContext, RuleSet]:
    """Read a SCHEMA.md hand object into (Hand, WinContext, RuleSet).

    Shape: ``{"closed": "234m456p678s33355s", "win": "3s", "melds": [{"type":
    "pon", "tiles": "777z"}], "tsumo": false, "seat_wind": "S", …}``; only
    `closed` and `win` are required.

    Raises:
        HandError: ``invalid_notation`` (bad tile strings, unknown fields,
            wrong types, missing `closed`/`win`), ``invalid_meld`` (unknown
            meld type), ``invalid_rules``.
    """
    if not isinstance(data, dict):
        raise _field_error("", f"a hand must be a JSON object, not {type(data).__name__}")
    unknown = sorted(str(k) for k in set(data) - _KNOWN)
    if unknown:
        raise _field_error(unknown[0], f"unknown field {unknown[0]!r} (SCHEMA.md lists the fields)")
    for req in ("closed", "win"):
        if req not in data:
            raise _field_error(req, f"the field {req!r} is required")
    rules = rules_from_json(data.get("rules"))
    closed = _tiles(data, "closed")
    win_tiles = _tiles(data, "win")
    if len(win_tiles) != 1:
        raise HandError("invalid_notation", f"win must be exactly one tile, not {data['win']!r}",
                        detail="not_one_tile", field="win", args={"text": str(data["win"])})
    melds_in = data.get("melds", [])
    if not isinstance(melds_in, list):
        raise _field_error("melds", "melds must be a list of {type, tiles} objects")
    melds = []
    for i, m in enumerate(melds_in):
        where = f"melds[{i}]"
        if not isinstance(m, dict) or set(m) - {"type", "tiles"} or "tiles" not in m:
            raise HandError("invalid_meld", f"{where} must be an object {{\"type\", \"tiles\"}}, not {m!r}",
                            detail="meld_shape", field=where)
        if m.get("type") not in MELD_KINDS:
            raise HandError("invalid_meld", f"{where} has type {m.get('type')!r}; types are {', '.join(MELD_KINDS)}",
                            detail="meld_type", field=where, args={"type": str(m.get("type"))})
        if not isinstance(m["tiles"], str):
            raise _field_error(where, f"{where}.tiles must be a tile string")
        melds.append(Meld(m["type"], parse_tiles(m["tiles"], where)))
    flags = {}
    for f in _FLAGS:
        v = data.get(f, False)
        if not isinstance(v, bool):
            raise _field_error(f, f"{f} must be true or false, not {v!r}")
        flags[f] = v
    ints = {}
    for f in ("honba", "riichi_sticks"):
        v = data.get(f, 0)
        if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_COUNTER:
            raise _field_error(f, f"{f} must be a whole number from 0 to {MAX_COUNTER}, not {str(v)[:20]}")
        ints[f] = v
    winds = {}
    for f in ("seat_wind", "round_wind"):
        v = data.get(f, "E")
        if v not in ("E", "S", "W", "N"):
            raise _field_error(f, f"{f} must be one of E, S, W, N, not {v!r}")
        winds[f] = v
    ctx = WinContext(
        dora_indicators=_tiles(data, "dora_indicators"),
        ura_indicators=_tiles(data, "ura_indicators"),
        **flags, **ints, **winds,
    )
    return Hand(closed, tuple(melds), win_tiles[0]), ctx, rules


def _points_json(r: ScoreResult) -> dict:
    p = r.points
    if p.tsumo:
        return {"total": p.total, "dealer_pays": p.dealer_pays, "non_dealer_pays": p.non_dealer_pays,
                "honba_bonus": p.honba_bonus, "sticks_bonus": p.sticks_bonus}
    return {"total": p.total, "ron": p.ron, "honba_bonus": p.honba_bonus, "sticks_bonus": p.sticks_bonus}


_PAIR_TEXT = tuple(format_tiles([Tile(k)] * 2) for k in range(34))


def _reading_json(s) -> dict:
    r = s.reading
    return {
        "shape": r.shape,
        "groups": [{"shape": g.shape, "tiles": g.tiles, "meld": g.meld, "concealed": g.concealed}
                   for g in r.groups],
        "pair": _PAIR_TEXT[r.pair] if r.pair >= 0 else None,
        "pairs": [_PAIR_TEXT[k] for k in r.pairs],
        "wait": r.wait,
        "win_group": r.win_group,
        "yaku": [{"id": y.id, "han": y.han} for y in s.yaku],
        "han": s.han, "fu": s.fu, "yakuman": s.yakuman, "limit": s.limit, "points": s.points_total,
        "has_yaku": bool(s.yaku),
    }


def explanation_json(r: ScoreResult) -> dict:
    """The explanation part of a result: readings, choice, near misses.

    Shape: ``{"reading": {...chosen...}, "readings": [{...}, …], "choice":
    "higher_points", "fu_raw": 32, "kiriage": false, "near_misses": [{"id",
    "reason", "args", "tiles"}], "notes": [{"id", "args"}], "yaku_detail":
    [{"id", "han", "open_reduced", "tiles", "count"}], "fu_detail": [{"id",
    "fu", "tiles", "completed_by_ron"}], "base_points": 2000}``.
    """
    return {
        "reading": _reading_json(r.chosen),
        "readings": [_reading_json(s) for s in r.readings],
        "choice": r.choice,
        "fu_raw": r.fu_raw,
        "kiriage": r.kiriage,
        "base_points": r.points.base,
        "yaku_detail": [{"id": y.id, "han": y.han, "open_reduced": y.open_reduced, "tiles": y.tiles,
                         "count": y.count} for y in r.yaku],
        "fu_detail": [{"id": f.id, "fu": f.fu, "tiles": f.tiles, "completed_by_ron": f.completed_by_ron}
                      for f in r.fu_items],
        "near_misses": [{"id": m.id, "reason": m.reason, "args": dict(m.args), "tiles": m.tiles}
                        for m in r.near_misses],
        "notes": [{"id": n, "args": dict(a)} for n, a in r.notes],
    }


def result_to_json(r: ScoreResult) -> dict:
    """SCHEMA.md result fields plus ``explanation`` (see `explanation_json`)."""
    return {
        "han": r.han,
        "fu": r.fu,
        "yaku": [{"id": y.id, "han": y.han} for y in r.yaku],
        "yakuman": r.yakuman,
        "limit": r.limit,
        "fu_breakdown": [{"id": f.id, "fu": f.fu, "tiles": f.tiles} for f in r.fu_items],
        "points": _points_json(r),
        "error": None,
        "explanation": explanation_json(r),
    }


def error_to_json(e: HandError) -> dict:
    """A result object for a refused hand: every field null but `error`."""
    return {"han": None, "fu": None, "yaku": None, "yakuman": None, "limit": None,
            "fu_breakdown": None, "points": None, "error": e.to_json()}


def score_json(data: dict) -> dict:
    """Score one SCHEMA.md hand object; return the result object.

    Never raises for bad input: refusals come back under ``error`` with a
    SCHEMA.md code and a message naming the tile, meld or flag at fault.
    """
    try:
        hand, ctx, rules = hand_from_json(data)
        return result_to_json(score(hand, ctx, rules))
    except HandError as e:
        return error_to_json(e)
