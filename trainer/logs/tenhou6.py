"""tenhou.net/6 JSON: Tenhou's own JSON log, and what NAGA, the Mortal
reviewer and the Mahjong Soul / Riichi City downloaders write.

Each hand of the ``log`` is checked (`_round_shape`: which item of which
seat is wrong) and read apart, so that one bad hand is listed in
`GameLog.unreadable` and the others stand (issue 20). Tokens: tile codes,
``60`` (tsumogiri), ``0`` (the discard placeholder after an open kan),
``c``/``p``/``m`` calls in the draws, ``r`` riichi and ``k``/``a`` added and
closed kans in the discards (``3939k3939``, ``k37373737``, ``121212a12``);
English yaku names of the Mahjong Soul converters (``"Riichi(1飜)"``); a
``rule`` as Tenhou's tournament list.

jansou (`jansou.io.tenhou_json.parse_tenhou_json`) reads the rounds and
rebuilds the turn order (the format stores each seat's draws and discards
apart and not the winning hand); `build_game` replays the wins. What jansou
does not read, this module does (checked on the six shared games against
their mjlog; see the report in docs/log_import.md):

- ``name``, ``ref`` (the game id), ``title`` (a date, if any), the final
  ``sc``;
- the lobby from ``rule`` (``disp`` like ``"鳳南喰赤"``: 喰 open tanyao, 赤
  red fives, 東/南 length; ``aka51``/``aka52``/``aka53`` or ``aka`` the red
  fives per suit) and the platform (Mahjong Soul rooms → the
  `mahjong_soul` preset);
- each win's yaku (``"立直(1飜)"``), han, fu and limit from the score text
  (``"30符1飜1000点"``, ``"満貫2000-4000点"``, ``"…点∀"`` for a dealer
  tsumo);
- who was tenpai at a draw: the format writes only the payments, so
  tenpai is read from them (a seat that receives is tenpai; ``全員聴牌`` /
  ``全員不聴`` say all / none). A nagashi mangan pays no noten money, so
  there tenpai comes from each seat's replayed hand (shanten 0 by jansou).
"""

from __future__ import annotations

import math
import re
from dataclasses import replace

from jansou.analysis.shanten import is_tenpai
from jansou.core.hand import Hand, MeldType
from jansou.io.paifu import Call, Discard, Draw, RoundLog
from jansou.io.tenhou_json import parse_tenhou_json

from ..core.rules import PRESETS
from .build import (
    MAX_HANDS,
    BuildError,
    GameInfo,
    build_game,
    damage_text,
    failed_game,
    round_label,
    three_player_game,
    unreadable,
)
from .mjlog import TENHOU_ID, lobby_of_type, tenhou_date, tenhou_rules
from .model import FinalLog, GameLog, LogError
from .yaku_codes import yaku_of_name

_SCORE = re.compile(
    r"^(?:(?P<fu>\d+)符(?P<han>\d+)飜|(?P<limit>数え役満|三倍満|倍満|跳満|満貫|\d*倍?役満|ダブル役満|トリプル役満))?"
    r"(?P<a>\d+)(?:-(?P<b>\d+))?点(?P<all>∀)?$")
_LIMITS = {"満貫": "mangan", "跳満": "haneman", "倍満": "baiman", "三倍満": "sanbaiman", "数え役満": "kazoe_yakuman"}
_MJS_ROOMS = ("銅の間", "銀の間", "金の間", "玉の間", "王座の間", "雀魂", "Bronze", "Silver", "Gold", "Jade", "Throne",
              "Mahjong Soul", "Majsoul")
_MJS_REF = re.compile(r"^\d{6}-[0-9a-f]{8}-")
_DATE = re.compile(r"(\d{4})[/-](\d{1,2})[/-](\d{1,2})(?:\D+(\d{1,2}):(\d{2}))?")
_WIN_TAG = "和了"
_ALL_TENPAI, _NO_TENPAI = "全員聴牌", "全員不聴"


def _text(value, limit: int = 64) -> str:
    return value[:limit] if isinstance(value, str) else ""


_HEX_TYPE = re.compile(r"^[0-9a-fA-F]{1,4}$")


def _listed_rule(rule: list, obj: dict) -> dict | None:
    """The lobby of a ``rule`` given as a list, as Tenhou writes it for a
    tournament lobby: ``[start, end, type, …]`` with ``type`` the ``GO
    type`` bits in hex (``"000b"``: against people, no red fives, hanchan);
    None when the list is not that."""
    if len(rule) < 3 or not isinstance(rule[2], str) or not _HEX_TYPE.match(rule[2]):
        return None
    bits = int(rule[2], 16)
    lobby = lobby_of_type(bits, None)
    lobby.update(red_five_counts=[0, 0, 0] if bits & 0x02 else [1, 1, 1], type=rule[2],
                 players=3 if bits & 0x10 or len(obj.get("name") or ()) == 3 else 4)
    return lobby


def lobby_of_rule(obj: dict) -> dict:
    """`GameLog.lobby` from a tenhou.net/6 object's ``rule`` (an object
    with ``disp`` and the red-five flags, or Tenhou's tournament list) and
    ``ref``."""
    if isinstance(obj.get("rule"), list):
        listed = _listed_rule(obj["rule"], obj)
        if listed is not None:
            return listed
    rule = obj.get("rule") if isinstance(obj.get("rule"), dict) else {}
    disp = _text(rule.get("disp"))
    ref = _text(obj.get("ref"))
    if any(room in disp for room in _MJS_ROOMS) or _MJS_REF.match(ref):
        platform = "mahjong_soul"
    elif TENHOU_ID.fullmatch(ref):
        platform = "tenhou"
    else:
        platform = "unknown"
    if any(k in rule for k in ("aka51", "aka52", "aka53")):
        red = tuple(1 if rule.get(k) else 0 for k in ("aka51", "aka52", "aka53"))
    elif "aka" in rule:
        red = (1, 1, 1) if rule.get("aka") else (0, 0, 0)
    elif not disp and platform != "mahjong_soul":
        # no rule stated (a converter that leaves "rule" out): the tiles say
        # it: a red five is dealt, drawn or turned as a dora only where
        # there are red fives
        red = _red_fives_dealt(obj.get("log"))
    else:
        red = (1, 1, 1) if ("赤" in disp or platform == "mahjong_soul") else (0, 0, 0)
    kuitan = True if platform == "mahjong_soul" or not disp else "喰" in disp
    length = "tonpuusen" if "東" in disp else "hanchan" if "南" in disp else None
    return {"platform": platform, "red_fives": any(red), "red_five_counts": list(red), "kuitan": kuitan,
            "length": length, "players": 3 if len(obj.get("name") or ()) == 3 else 4, "type": disp}


def _red_fives_dealt(log) -> tuple[int, int, int]:
    """``(m, p, s)``: 1 for each suit whose red five (tile codes 51, 52,
    53) appears among the deals, draws, discards and dora indicators of a
    tenhou.net/6 ``log``."""
    seen = set()
    for entry in log if isinstance(log, list) else ():
        if not isinstance(entry, list):
            continue
        for part in entry[2:16]:
            if isinstance(part, list):
                seen.update(t for t in part if t in (51, 52, 53) and not isinstance(t, bool))
    return tuple(int(code in seen) for code in (51, 52, 53))  # type: ignore[return-value]


def rules_of_lobby(lobby: dict):
    """The game's `RuleSet`: `mahjong_soul` for Mahjong Soul, else `tenhou`
    with the lobby's red fives (per suit) and kuitan."""
    if lobby["platform"] == "mahjong_soul":
        base = PRESETS["mahjong_soul"]
        red = tuple(lobby["red_five_counts"])
        return base if red == base.red_fives else replace(base, red_fives=red)
    rules = tenhou_rules(lobby)
    red = tuple(lobby["red_five_counts"])
    return rules if red == rules.red_fives or not any(red) else replace(rules, red_fives=red)


def _logged(detail: list, deltas: list) -> dict:
    """One win's recorded scoring from its detail ``[who, from, pao, score, yaku…]``."""
    score = detail[3]
    if not isinstance(score, str):
        raise ValueError("a win without its score text")
    m = _SCORE.match(score.strip())
    yaku, raw, yakuman = [], [], False
    for entry in detail[4:]:
        if not isinstance(entry, str):
            raise ValueError(f"yaku entry {str(entry)[:20]!r} is not text")
        y, is_yakuman = yaku_of_name(entry)
        yakuman = yakuman or is_yakuman
        raw.append([entry, y["han"]])
        if y["han"] > 0:
            yaku.append(y)
    han = sum(y["han"] for y in yaku)
    fu = limit = value = None
    if m:
        fu = int(m.group("fu")) if m.group("fu") else None
        word = m.group("limit")
        if word:
            limit = _LIMITS.get(word, "yakuman" if yakuman else "kazoe_yakuman")
        a, b = int(m.group("a")), m.group("b")
        who, frm = detail[0], detail[1]
        if b is not None:       # non-dealer tsumo: each non-dealer pays a, the dealer b
            value = 2 * a + int(b)
        elif m.group("all"):    # dealer tsumo: each pays a
            value = 3 * a
        elif who != frm:        # ron
            value = a
    if value is None:
        raise ValueError(f"score text {score[:40]!r} is not like 30符1飜1000点 or 満貫2000-4000点")
    return {"fu": fu, "han": han, "value": value, "limit": limit, "yaku": yaku, "raw_yaku": raw}


def _held_hands(r: RoundLog) -> list[Hand]:
    """Each seat's concealed tiles and melds when the hand ended."""
    held = [list(h) for h in r.hands]
    melds: list[list] = [[] for _ in r.hands]
    for e in r.events:
        if isinstance(e, Draw):
            held[e.seat].append(e.tile)
        elif isinstance(e, Discard):
            held[e.seat].remove(e.tile)
        elif isinstance(e, Call):
            m = e.meld
            if m.type is MeldType.SHOUMINKAN:
                held[e.seat].remove(m.added)
                melds[e.seat] = [x for x in melds[e.seat] if not (x.type is MeldType.PON
                                                                  and x.tiles[0].kind == m.tiles[0].kind)]
            else:
                taken = list(m.tiles)
                if m.called is not None:
                    taken.remove(m.called)
                for t in taken:
                    held[e.seat].remove(t)
            melds[e.seat].append(m)
    return [Hand(tuple(h), tuple(ms)) for h, ms in zip(held, melds, strict=True)]


def _draw_tenpai(tag: str, deltas: list, r: RoundLog) -> tuple[bool, ...]:
    if tag == _ALL_TENPAI:
        return (True,) * 4
    if tag == _NO_TENPAI:
        return (False,) * 4
    if tag == "流し満貫":
        return tuple(is_tenpai(h) for h in _held_hands(r))
    return tuple(isinstance(d, int) and d > 0 for d in deltas) if len(deltas) == 4 else (False,) * 4


def _final(obj: dict) -> FinalLog | None:
    sc = obj.get("sc")
    if not isinstance(sc, list) or len(sc) != 8:
        return None
    return FinalLog(tuple(int(v) for v in sc[0::2]), tuple(float(v) for v in sc[1::2]))  # type: ignore[arg-type]


def _date(obj: dict, game_id: str) -> str | None:
    if game_id:
        return tenhou_date(game_id)
    for part in obj.get("title") or ():
        m = _DATE.search(_text(part))
        if m:
            y, mo, d, hh, mm = m.groups()
            return f"{y}-{int(mo):02d}-{int(d):02d}" + (f" {int(hh):02d}:{mm}" if hh else "")
    return None


_SEAT_PARTS = ("deal", "draws", "discards")


def _is_int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


#: Tenhou's tile codes: 11..19 man, 21..29 pin, 31..39 sou, 41..47 honours, 51..53 red fives.
TILE_CODES = frozenset([*range(11, 20), *range(21, 30), *range(31, 40), *range(41, 48), 51, 52, 53])
_TSUMOGIRI = 60  # a discard of the tile just drawn
#: The discard column's entry for the turn of an open kan (daiminkan) in
#: the draws column: the kanning player discards nothing then (its next
#: entry follows the replacement draw). Written by Tenhou and by the
#: Mahjong Soul converters (e.g. mjai-reviewer's test data suukantsu_0).
_KAN_PLACEHOLDER = 0


def _tile_codes(v, lo: int = 0, hi: int = 14) -> bool:
    return isinstance(v, list) and lo <= len(v) <= hi and all(_is_int(t) and t in TILE_CODES for t in v)


#: A call or riichi text: the letter (chi c, pon p, open kan m, added kan k,
#: closed kan a, riichi r) sits where the called tile's code sits, among the
#: tile codes of the meld: ``c375336``, ``41p4141``, ``1515p15``, ``r35``;
#: added and closed kans stand in the discard column with the letter before
#: any of the tiles: ``3939k3939``, ``29k292929``, ``k37373737``,
#: ``252525a25``, ``121212a12``.
_CALL = re.compile(r"((?:\d\d){0,3})([cpmkar])((?:\d\d){1,4})")
_CALL_TILES = {"c": 3, "p": 3, "m": 4, "k": 4, "a": 4, "r": 1}


def _call_ok(text: str, letters: str) -> bool:
    m = _CALL.fullmatch(text)
    if m is None or m.group(2) not in letters:
        return False
    digits = m.group(1) + m.group(3)
    codes = [int(digits[i:i + 2]) for i in range(0, len(digits), 2)]
    if len(codes) != _CALL_TILES[m.group(2)]:
        return False
    return all(c in TILE_CODES or (m.group(2) == "r" and c == _TSUMOGIRI) for c in codes)


def _plays(v, discards: bool) -> bool:
    """Draws (tile codes, chi/pon/open kan texts) or discards (tile codes,
    60 for the tile just drawn, riichi and added/closed kan texts)."""
    letters = "rka" if discards else "cpm"
    return isinstance(v, list) and len(v) <= 200 and all(
        (_is_int(t) and (t in TILE_CODES or (discards and t in (_TSUMOGIRI, _KAN_PLACEHOLDER))))
        or (isinstance(t, str) and len(t) <= 16 and _call_ok(t, letters)) for t in v)


def _result_shape(result) -> str | None:
    """What is wrong with a hand's result item, or None."""
    if not (isinstance(result, list) and result and isinstance(result[0], str)):
        return f"the result {str(result)[:40]} does not start with its name (和了, 流局, …)"
    if result[0] != _WIN_TAG:
        if len(result) > 1 and not (isinstance(result[1], list) and len(result[1]) == 4
                                    and all(_is_int(x) for x in result[1])):
            return f"the score changes of the {result[0][:12]} {str(result[1])[:40]} are not four whole numbers"
        return None
    if len(result) < 3 or len(result) % 2 == 0:
        return "the win result does not pair each win's score changes with its details"
    for k in range(1, len(result), 2):
        deltas, detail = result[k], result[k + 1]
        if not (isinstance(deltas, list) and len(deltas) == 4 and all(_is_int(x) for x in deltas)):
            return f"the score changes of a win {str(deltas)[:40]} are not four whole numbers"
        if not (isinstance(detail, list) and len(detail) >= 4 and all(_is_int(x) and 0 <= x <= 3 for x in detail[:3])
                and all(isinstance(x, str) and len(x) <= 64 for x in detail[3:])):
            return (f"the details of a win {str(detail)[:40]} are not [winner, from, liable seat, score text, "
                    "yaku texts…]")
    return None


def _round_shape(entry) -> str | None:
    """What is wrong with the shape of one four-player hand of a
    tenhou.net/6 ``log`` (``[[round, honba, sticks], scores, dora, ura,
    then deal, draws and discards of each seat, result]``), or None. Checked
    before jansou reads it, so that a damaged value is named (which item of
    which seat) instead of surfacing as a Python type error."""
    if not isinstance(entry, list) or len(entry) != 17:
        return "not a list of 17 items (round, scores, dora, ura, 4 × deal/draws/discards, result)"
    head, scores = entry[0], entry[1]
    if not (isinstance(head, list) and len(head) == 3 and all(_is_int(x) and 0 <= x <= 1000 for x in head)
            and head[0] <= 15):  # round 0..15: East 1 … North 4
        return f"the round, honba and sticks {str(head)[:40]} are not three whole numbers (round 0 to 15)"
    if not (isinstance(scores, list) and len(scores) == 4 and all(_is_int(x) and abs(x) <= 10**7 for x in scores)):
        return f"the scores {str(scores)[:40]} are not four whole numbers"
    for name, v, least in (("dora", entry[2], 1), ("ura", entry[3], 0)):
        if not _tile_codes(v, least, 5):
            return f"the {name} indicators {str(v)[:40]} are not a list of tile codes"
    for k in range(12):
        seat, part = k // 3, _SEAT_PARTS[k % 3]
        v = entry[4 + k]
        if part == "deal":
            ok = _tile_codes(v, 13, 13)
        else:
            ok = _plays(v, part == "discards")
        if not ok:
            what = "13 tile codes" if part == "deal" else "tile codes and calls"
            return f"the {part} of seat {seat} {str(v)[:40]} are not {what}"
    return _result_shape(entry[16])


def _hand_of(obj: dict, names4: tuple, i: int, entry) -> tuple:
    """One hand of the log read apart: ``(round, logged, tenpai)``.

    Raises:
        ValueError: its shape or its records are wrong (the reason).
        Exception: jansou cannot read it (the caller words it).
    """
    why = _round_shape(entry)
    if why is not None:
        raise ValueError(why)
    paifu = parse_tenhou_json(dict(obj, log=[entry], name=list(names4)))
    if len(paifu.rounds) != 1:
        raise ValueError("the hand did not read as one round")
    result = entry[-1]
    logged, tenpai = [], None
    if result[0] == _WIN_TAG:
        for k in range(1, len(result) - 1, 2):
            logged.append(_logged(result[k + 1], result[k]))
    else:
        deltas = result[1] if len(result) > 1 and isinstance(result[1], list) else []
        tenpai = _draw_tenpai(result[0], deltas, paifu.rounds[0])
    return paifu, tuple(logged), tenpai


def _label_of(entry) -> tuple[str, int | None]:
    head = entry[0] if isinstance(entry, list) and entry else None
    if isinstance(head, list) and len(head) >= 2:
        return round_label(head[0]), head[1] if _is_int(head[1]) else None
    return "", None


def read_tenhou6(obj: dict) -> GameLog:
    """The game of one tenhou.net/6 object (``{"log": [...], "name": [...], …}``).

    Each hand is read apart: a hand that cannot be read is listed in
    `GameLog.unreadable` with its reason and the others stand.
    """
    ref = _text(obj.get("ref"), 80)
    game_id = ref if TENHOU_ID.fullmatch(ref) or _MJS_REF.match(ref) else ""
    names_in = obj.get("name") if isinstance(obj.get("name"), list) else []
    names = tuple(_text(n) for n in names_in[:4])
    log = obj.get("log")
    lobby = lobby_of_rule(obj)
    if not isinstance(log, list):
        return failed_game(game_id, names, LogError("not_a_log", "the JSON has no \"log\" list of hands"))
    if obj.get("name") is not None and not (isinstance(obj["name"], list) and len(obj["name"]) in (3, 4)):
        return failed_game(game_id, names[:4], LogError(
            "corrupt", f"\"name\" must list the players (4, or 3 in a three-player game), not "
            f"{str(obj['name'])[:40]!r}"))
    if not log:
        return failed_game(game_id, names, LogError("empty", "the game has no hands (nothing was played)"))
    if len(names_in) == 3 or sum(1 for e in log if isinstance(e, list) and len(e) == 14) > len(log) // 2:
        return three_player_game(game_id, names, lobby)
    names4 = names + ("",) * (4 - len(names))
    rules = rules_of_lobby(lobby)
    sc = obj.get("sc")
    warnings: tuple[LogError, ...] = ()
    if sc is not None and not (isinstance(sc, list) and len(sc) == 8 and all(
            isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x) for x in sc)):
        # a damaged final result loses no hand: the game is read without it
        warnings = (LogError("corrupt", f"the final \"sc\" {str(sc)[:40]} is not four scores and results: the "
                             "game is read without its final result"),)
        obj = {k: v for k, v in obj.items() if k != "sc"}
    if len(log) > MAX_HANDS:
        return failed_game(game_id, names4, LogError("too_large", f"the game has {len(log)} hands; at most "
                                                     f"{MAX_HANDS} are read", (("hands", len(log)),)), lobby, rules)
    rounds, logged, tenpai, numbers, skipped, template = [], [], {}, [], [], None
    for i, entry in enumerate(log):
        try:
            paifu, wins, draw_tenpai = _hand_of(obj, names4, i, entry)
        except Exception as e:  # noqa: BLE001 — untrusted content: any fault is this hand's error
            label, honba = _label_of(entry)
            reason = str(e) if isinstance(e, ValueError) and str(e) else damage_text(e)
            skipped.append(unreadable(i + 1, label, honba, f"{reason[:200]}: the log looks damaged"))
            continue
        template = template or paifu
        if draw_tenpai is not None:
            tenpai[len(rounds)] = draw_tenpai
        rounds.append(paifu.rounds[0])
        logged.append(wins)
        numbers.append(i + 1)
    try:
        final = _final(obj)
    except Exception as e:  # noqa: BLE001 — untrusted content: read without the final result
        final = None
        warnings += (LogError("corrupt", f"the final result looks damaged ({damage_text(e)}): the game is read "
                              "without it"),)
    if template is None:
        first = skipped[0].error
        return failed_game(game_id, names4, LogError(first.code, f"no hand of the game could be read; "
                                                     f"{first.message}", first.args), lobby, rules)
    start = sum(rounds[0].scores) // 4
    info = GameInfo(game_id, names4, lobby, rules, start, final, _date(obj, game_id), tuple(logged),
                    draw_tenpai=tenpai, numbers=tuple(numbers), skipped=tuple(skipped), warnings=warnings)
    try:
        return build_game(replace(template, rounds=tuple(rounds)), info)
    except BuildError as e:
        return failed_game(game_id, names4, e.error, lobby, rules)
