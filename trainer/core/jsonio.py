"""The SCHEMA.md JSON front: hands in, results (with an explanation unless asked not to) out.

`score_json` never raises for bad input: a hand that cannot be scored gives
``{"error": {"code", "message", …}}`` with the other result fields null.
"""

from __future__ import annotations

from .errors import EXCERPT, MAX_INT, HandError, excerpt
from .hand import MELD_KINDS, Hand, Meld, WinContext
from .result import ScoreResult
from .rules import PRESETS, RuleSet, rules_from_json
from .scoring import score
from .tiles import Tile, format_tiles, parse_tiles

_FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan",
          "chankan", "tenhou", "chiihou", "renhou", "open_riichi")
_KNOWN = set(_FLAGS) | {"closed", "melds", "win", "seat_wind", "round_wind", "dora_indicators",
                        "ura_indicators", "honba", "riichi_sticks", "rules", "kita"}


#: Largest honba or riichi-stick count accepted (far beyond any real table).
MAX_COUNTER = 999

# Bounds on what a hand read from JSON may hold, checked before anything else
# reads it (so no message formats a huge value and no reader recurses deeply).
# A SCHEMA.md hand is small: its longest string is the closed tiles (under 40
# characters in mpsz), it nests three levels (hand → rules → local_yaku), and
# a rules object with every option spelled out has about 30 values.
#: Characters in any one string of a hand (a key or a value).
MAX_TEXT = 256
#: Levels of nesting: the hand object is level 1.
MAX_DEPTH = 6
#: Values in a hand, counted over every level.
MAX_ITEMS = 512
#: Characters of JSON text read as one hand (``score --json`` reads one line).
MAX_JSON_TEXT = 100_000


def _limit_error(field: str, detail: str, message: str, limit: int) -> HandError:
    return HandError("invalid_notation", message, detail=detail, field=field,
                     args={"field": field, "limit": limit})


def check_bounds(data) -> None:
    """Refuse a hand whose strings, numbers, nesting or size go beyond
    `MAX_TEXT`, `MAX_INT`, `MAX_DEPTH` and `MAX_ITEMS`, naming the field;
    anything else (wrong types included) is left to `hand_from_json`.

    Raises:
        HandError(invalid_notation): detail ``too_large`` (a string, a
            number or the whole hand too large) or ``too_deep`` (nested
            deeper than `MAX_DEPTH`); `field` is the path (``rules.local_yaku``),
            args ``{"field", "limit"}``.
    """
    if type(data) is not dict:
        return
    # the usual hand: strings, flags and small numbers at the top, one
    # melds list and perhaps a rules object (walked below)
    nested = None
    for key, value in data.items():
        t = type(value)
        if t is str:
            if len(value) > MAX_TEXT:
                raise _limit_error(str(key)[:EXCERPT], "too_large", f"{str(key)[:EXCERPT]} is {len(value):,} "
                                   f"characters long (at most {MAX_TEXT})", MAX_TEXT)
        elif t is int:
            if not -MAX_INT <= value <= MAX_INT:
                raise _limit_error(str(key)[:EXCERPT], "too_large", f"{str(key)[:EXCERPT]} is {excerpt(value)} "
                                   f"(at most {MAX_INT:,})", MAX_INT)
        elif t is list and len(value) <= 8:
            # melds: a few {"type": str, "tiles": str} objects
            for m in value:
                if type(m) is not dict or len(m) > 2:
                    nested = True
                    break
                for k, v in m.items():
                    if type(k) is not str or type(v) is not str or len(k) > MAX_TEXT or len(v) > MAX_TEXT:
                        nested = True
        elif t is not bool and value is not None:
            nested = True
    if nested or len(data) > 32 or any(type(k) is not str or len(k) > MAX_TEXT for k in data):
        _check_nested(data)


def _check_nested(data) -> None:
    """`check_bounds` over every level, without recursion."""
    stack = [(data, "", 1)]
    seen = 0
    while stack:
        item, where, depth = stack.pop()
        seen += 1
        if seen > MAX_ITEMS:
            raise _limit_error(where, "too_large", f"the hand holds more than {MAX_ITEMS} values", MAX_ITEMS)
        if isinstance(item, str):
            if len(item) > MAX_TEXT:
                raise _limit_error(where, "too_large", f"{where or 'a value'} is {len(item):,} characters long "
                                   f"(at most {MAX_TEXT})", MAX_TEXT)
        elif isinstance(item, int) and not isinstance(item, bool):
            if not -MAX_INT <= item <= MAX_INT:
                raise _limit_error(where, "too_large", f"{where or 'a value'} is {excerpt(item)} "
                                   f"(at most {MAX_INT:,})", MAX_INT)
        elif isinstance(item, (dict, list, tuple)):
            if depth > MAX_DEPTH:  # a container at level 6 is within the bound (as in loads_bounded)
                raise _limit_error(where, "too_deep", f"{where or 'the hand'} is nested deeper than {MAX_DEPTH} "
                                   "levels", MAX_DEPTH)
            if len(item) > MAX_ITEMS:
                raise _limit_error(where, "too_large", f"{where or 'the hand'} holds {len(item):,} values "
                                   f"(at most {MAX_ITEMS})", MAX_ITEMS)
            if isinstance(item, dict):
                for k, v in item.items():
                    if isinstance(k, str) and len(k) > MAX_TEXT or isinstance(k, int) and not -MAX_INT <= k <= MAX_INT:
                        raise _limit_error(where, "too_large", f"{where or 'the hand'} has a field name "
                                           f"{excerpt(k)}", MAX_TEXT)
                    stack.append((v, f"{where}.{k}" if where else k, depth + 1))
            else:
                stack.extend((v, f"{where}[{i}]", depth + 1) for i, v in enumerate(item))


def loads_bounded(text: str, max_length: int = MAX_JSON_TEXT, max_depth: int = MAX_DEPTH):
    """JSON text → its value, refusing text longer than `max_length`
    characters or nested deeper than `max_depth` (text too deep for
    Python's own recursion limit is refused the same way). The error quotes
    no more than a short excerpt of the text.

    Raises:
        HandError(invalid_notation): detail ``too_large`` (text too long),
            ``too_deep``, or ``bad_json`` (not JSON; args ``{"reason"}``).
    """
    import json

    if len(text) > max_length:
        raise _limit_error("", "too_large", f"the JSON text is {len(text):,} characters long (at most "
                           f"{max_length:,})", max_length)
    try:
        value = json.loads(text)
    except RecursionError:
        raise _limit_error("", "too_deep", f"the JSON text is nested deeper than {max_depth} levels",
                           max_depth) from None
    except ValueError as e:
        reason = str(e)[:120]
        raise HandError("invalid_notation", f"not JSON: {reason}", detail="bad_json",
                        args={"reason": reason}) from None
    _depth_within(value, max_depth)
    return value


def _depth_within(value, max_depth: int) -> None:
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, (dict, list)):
            if depth > max_depth:
                raise _limit_error("", "too_deep", f"the JSON text is nested deeper than {max_depth} levels",
                                   max_depth)
            stack.extend((v, depth + 1) for v in (item.values() if isinstance(item, dict) else item))


def _field_error(field: str, message: str) -> HandError:
    return HandError("invalid_notation", message, detail="bad_field", field=field, args={"field": field})


def _tiles(data: dict, field: str) -> tuple[Tile, ...]:
    return _parse(data.get(field, ""), field)


def _parse(value, field: str) -> tuple[Tile, ...]:
    """`parse_tiles(value, field)` after checking that `value` is a string
    of at most `MAX_TEXT` characters (spaces are skipped by the parser, so
    an accepted hand could otherwise hold a string of any length)."""
    if type(value) is str:
        tiles = _SHORT.get(value)
        if tiles is not None:
            return tiles
        if len(value) > MAX_TEXT:
            raise _limit_error(field, "too_large", f"{field} is {len(value):,} characters long (at most "
                               f"{MAX_TEXT})", MAX_TEXT)
        tiles = parse_tiles(value, field)
        if len(value) <= 5:
            # short strings (a winning tile, indicators, a meld) recur across
            # hands: keep them (a whole hand's closed tiles are not kept)
            if len(_SHORT) > 4096:
                _SHORT.clear()
            _SHORT[value] = tiles
        return tiles
    if not isinstance(value, str):
        raise _field_error(field, f"{field} must be a tile string like 123m456p, not {excerpt(value)}")
    if len(value) > MAX_TEXT:
        raise _limit_error(field, "too_large", f"{field} is {len(value):,} characters long (at most {MAX_TEXT})",
                           MAX_TEXT)
    return parse_tiles(value, field)


#: tile string -> parsed tiles, for strings of at most 5 characters
_SHORT: dict[str, tuple[Tile, ...]] = {}


def hand_from_json(data: dict) -> tuple[Hand, WinContext, RuleSet]:
    """Read a SCHEMA.md hand object into (Hand, WinContext, RuleSet).

    Shape: ``{"closed": "234m456p678s33355s", "win": "3s", "melds": [{"type":
    "pon", "tiles": "777z"}], "tsumo": false, "seat_wind": "S", …}``; only
    `closed` and `win` are required.

    Checks run in this order and the first fault is the one raised: the
    object, unknown fields, `closed`/`win` present, `rules`, `closed`, `win`,
    each meld in turn, the flags (in `_FLAGS` order), `honba` then
    `riichi_sticks`, `seat_wind` then `round_wind`, the indicators.

    Raises:
        HandError: ``invalid_notation`` (bad tile strings, unknown fields,
            wrong types, missing `closed`/`win`, values beyond the bounds of
            `check_bounds`, checked first), ``invalid_meld`` (unknown meld
            type), ``invalid_rules``.
    """
    try:
        return _read_hand(data)
    except HandError:
        # a hand beyond the bounds is refused for that before any other
        # fault: its message is then short whatever the hand holds. A hand
        # the reader accepts is small by construction (each field of a
        # known type and range, at most MAX_MELDS melds), so the bounds are
        # walked only when it is refused (5% of a score_json call otherwise)
        check_bounds(data)
        raise


def _read_hand(data) -> tuple[Hand, WinContext, RuleSet]:
    """`hand_from_json` before the bounds (see there)."""
    if not isinstance(data, dict):
        raise _field_error("", f"a hand must be a JSON object, not {type(data).__name__}")
    if not _KNOWN.issuperset(data):
        unknown = sorted(k if isinstance(k, str) else excerpt(k) for k in set(data) - _KNOWN)
        raise _field_error(unknown[0], f"unknown field {excerpt(unknown[0])} (SCHEMA.md lists the fields)")
    if "closed" not in data or "win" not in data:
        req = "closed" if "closed" not in data else "win"
        raise _field_error(req, f"the field {req!r} is required")
    get = data.get
    rules_in = get("rules")
    rules = _TENHOU if rules_in is None or rules_in == "tenhou" else rules_from_json(rules_in)
    closed = _parse(data["closed"], "closed")
    win = data["win"]
    win_tiles = _SHORT.get(win) if type(win) is str and win in _SHORT else _parse(win, "win")
    if len(win_tiles) != 1:
        raise HandError("invalid_notation", f"win must be exactly one tile, not {excerpt(win)}",
                        detail="not_one_tile", field="win", args={"text": str(win)})
    melds_in = get("melds", _NO_MELDS)
    if not isinstance(melds_in, list):
        raise _field_error("melds", "melds must be a list of {type, tiles} objects")
    if len(melds_in) > MAX_ITEMS:  # as check_bounds says it (the list is not read)
        raise _limit_error("melds", "too_large", f"melds holds {len(melds_in):,} values (at most {MAX_ITEMS})",
                           MAX_ITEMS)
    melds: tuple[Meld, ...] = ()
    if melds_in:
        out = []
        for i, m in enumerate(melds_in):
            # the usual case: exactly {"type": KIND, "tiles": "..."}
            if type(m) is dict and len(m) == 2:
                kind, text = m.get("type"), m.get("tiles")
                if kind in MELD_KINDS and type(text) is str:
                    meld = _MELDS.get((kind, text))
                    if meld is None:
                        meld = Meld(kind, _parse(text, f"melds[{i}]"))
                        if len(_MELDS) > 4096:
                            _MELDS.clear()
                        _MELDS[kind, text] = meld
                    out.append(meld)
                    continue
            out.append(_meld_checked(i, m))
        melds = tuple(out)
    flags = {}
    present = _FLAG_SET.intersection(data)
    if present:
        for f in present:
            v = data[f]
            if v is not True and v is not False:
                f = next(f for f in _FLAGS if f in present and data[f] is not True and data[f] is not False)
                raise _field_error(f, f"{f} must be true or false, not {excerpt(data[f])}")
            flags[f] = v
    honba, sticks = get("honba", 0), get("riichi_sticks", 0)
    if not (type(honba) is int and 0 <= honba <= MAX_COUNTER and type(sticks) is int
            and 0 <= sticks <= MAX_COUNTER):
        for f, v in (("honba", honba), ("riichi_sticks", sticks)):
            if isinstance(v, bool) or not isinstance(v, int) or not 0 <= v <= MAX_COUNTER:
                raise _field_error(f, f"{f} must be a whole number from 0 to {MAX_COUNTER}, not {excerpt(v)}")
    seat, rnd = get("seat_wind", "E"), get("round_wind", "E")
    if seat not in _WINDS or rnd not in _WINDS:
        for f, v in (("seat_wind", seat), ("round_wind", rnd)):
            if v not in _WINDS:
                raise _field_error(f, f"{f} must be one of E, S, W, N, not {excerpt(v)}")
    dora = get("dora_indicators", "")
    dora = _SHORT.get(dora) if type(dora) is str and dora in _SHORT else _parse(dora, "dora_indicators")
    ura = get("ura_indicators", "")
    ura = _SHORT.get(ura) if type(ura) is str and ura in _SHORT else _parse(ura, "ura_indicators")
    ctx = WinContext(seat_wind=seat, round_wind=rnd, dora_indicators=dora, ura_indicators=ura,
                     honba=honba, riichi_sticks=sticks, **flags)
    kita = get("kita", 0)
    if kita:
        if type(kita) is not int or not 0 <= kita <= 4:
            raise _field_error("kita", f"kita must be a whole number from 0 to 4 (North tiles set aside), not "
                               f"{excerpt(kita)}")
        return Hand(closed, melds, win_tiles[0], kita), ctx, rules
    if type(kita) is not int:  # false, 0.0, "" …
        raise _field_error("kita", f"kita must be a whole number from 0 to 4 (North tiles set aside), not "
                           f"{excerpt(kita)}")
    return Hand(closed, melds, win_tiles[0]), ctx, rules


def _meld_checked(i: int, m) -> Meld:
    """`melds[i]` read with every check, in order (the unusual shapes and
    the faults; a well-formed meld takes the short way in `hand_from_json`).

    Raises:
        HandError: ``invalid_meld`` (not an object with `type` and `tiles`,
            or an unknown type), ``invalid_notation`` (tiles not a string or
            not mpsz).
    """
    where = f"melds[{i}]"
    if not isinstance(m, dict) or set(m) - {"type", "tiles"} or "tiles" not in m:
        raise HandError("invalid_meld", f"{where} must be an object {{\"type\", \"tiles\"}}, not {excerpt(m)}",
                        detail="meld_shape", field=where)
    if m.get("type") not in MELD_KINDS:
        raise HandError("invalid_meld", f"{where} has type {excerpt(m.get('type'))}; types are "
                        f"{', '.join(MELD_KINDS)}", detail="meld_type", field=where,
                        args={"type": excerpt(m.get("type"))})
    if not isinstance(m["tiles"], str):
        raise _field_error(where, f"{where}.tiles must be a tile string")
    return Meld(m["type"], _parse(m["tiles"], where))


#: (meld type, tile string) -> Meld, for melds as written in hands (they recur)
_MELDS: dict[tuple[str, str], Meld] = {}
_NO_MELDS: list = []
_FLAG_SET = frozenset(_FLAGS)
_TENHOU = PRESETS["tenhou"]
_WINDS = ("E", "S", "W", "N")


_PAIR_TEXT = tuple(format_tiles([Tile(k)] * 2) for k in range(34))


def _reading_json(s) -> dict:
    r = s.reading
    return {
        "shape": r.shape,
        "groups": [{"shape": g.shape, "tiles": g.tiles, "meld": g.meld, "concealed": g.concealed}
                   for g in r.groups],
        "pair": _PAIR_TEXT[r.pair] if r.pair >= 0 else None,
        "pairs": list(map(_PAIR_TEXT.__getitem__, r.pairs)) if r.pairs else [],
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
    "fu", "tiles", "completed_by_ron"}], "base_points": 2000}``, and on a
    three-player tsumo ``"payment": {"payers": 2, "tsumo_payment": "loss",
    "north_share": 2000}`` (two payers; what North would have paid, and
    whether it was dropped or split: `points.payments`).
    """
    e = r.explanation
    readings = list(map(_reading_json, e.readings))
    chosen = readings[0]
    out = {
        # the chosen reading again, as its own copy (a tree, not a shared node)
        "reading": {**chosen, "groups": list(map(dict.copy, chosen["groups"])), "pairs": chosen["pairs"][:],
                    "yaku": list(map(dict.copy, chosen["yaku"]))},
        "readings": readings,
        "choice": e.choice,
        "fu_raw": e.fu_raw,
        "kiriage": r.kiriage,
        "base_points": r.points.base,
        "yaku_detail": [{"id": y.id, "han": y.han, "open_reduced": y.open_reduced, "tiles": y.tiles,
                         "count": y.count} for y in r.yaku],
        "fu_detail": [{"id": f.id, "fu": f.fu, "tiles": f.tiles, "completed_by_ron": f.completed_by_ron}
                      for f in r.fu_items],
        "near_misses": [{"id": m.id, "reason": m.reason, "args": dict(m.args), "tiles": m.tiles}
                        for m in e.near_misses] if e.near_misses else [],
        "notes": [{"id": n, "args": dict(a)} for n, a in e.notes] if e.notes else [],
    }
    p = r.points
    if p.tsumo_payment:
        # the three-player tsumo's payment line (TABLE_RULES.md §8)
        out["payment"] = {"payers": 2, "tsumo_payment": p.tsumo_payment, "north_share": p.north_share}
    return out


def result_to_json(r: ScoreResult, explain: bool = True) -> dict:
    """The SCHEMA.md result fields of `r` (han, fu, yaku, yakuman, limit,
    fu_breakdown, points, error), plus ``explanation`` (see
    `explanation_json`) unless `explain` is False.

    Building the explanation also builds the result's lazy explanation
    fields (`ScoreResult`); ``explain=False`` reads none of them.
    """
    p = r.points
    if p.tsumo:
        points = {"total": p.total, "dealer_pays": p.dealer_pays, "non_dealer_pays": p.non_dealer_pays,
                  "honba_bonus": p.honba_bonus, "sticks_bonus": p.sticks_bonus}
    else:
        points = {"total": p.total, "ron": p.ron, "honba_bonus": p.honba_bonus, "sticks_bonus": p.sticks_bonus}
    out = {
        "han": r.han,
        "fu": r.fu,
        "yaku": [{"id": y[0], "han": y[1]} for y in r.yaku_rows],
        "yakuman": r.yakuman,
        "limit": r.limit,
        "fu_breakdown": [{"id": f.id, "fu": f.fu, "tiles": f.tiles} for f in r.fu_items],
        "points": points,
        "error": None,
    }
    if explain:
        out["explanation"] = explanation_json(r)
    return out


def error_to_json(e: HandError) -> dict:
    """A result object for a refused hand: every field null but `error`."""
    return {"han": None, "fu": None, "yaku": None, "yakuman": None, "limit": None,
            "fu_breakdown": None, "points": None, "error": e.to_json()}


def score_json(data: dict, explain: bool = True) -> dict:
    """Score one SCHEMA.md hand object; return the result object
    (`result_to_json`: the SCHEMA.md fields, and ``explanation`` unless
    `explain` is False; a refusal has no ``explanation``).

    Never raises for bad input: refusals come back under ``error`` with a
    SCHEMA.md code and a message naming the tile, meld or flag at fault.
    """
    try:
        return result_to_json(score(*hand_from_json(data)), explain)
    except HandError as e:
        try:
            check_bounds(data)  # a hand beyond the bounds is refused for that first
        except HandError as beyond:
            return error_to_json(beyond)
        return error_to_json(e)
