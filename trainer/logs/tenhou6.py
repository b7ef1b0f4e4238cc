"""tenhou.net/6 JSON: Tenhou's own JSON log, and what NAGA, the Mortal
reviewer and the Mahjong Soul / Riichi City downloaders write.

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

import re
from dataclasses import replace

from jansou.analysis.shanten import is_tenpai
from jansou.core.hand import Hand, MeldType
from jansou.io.paifu import Call, Discard, Draw, RoundLog
from jansou.io.tenhou_json import parse_tenhou_json

from ..core.rules import PRESETS
from .build import BuildError, GameInfo, build_game, damage_text, failed_game
from .mjlog import TENHOU_ID, tenhou_date, tenhou_rules
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


def lobby_of_rule(obj: dict) -> dict:
    """`GameLog.lobby` from a tenhou.net/6 object's ``rule`` and ``ref``."""
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
    else:
        red = (1, 1, 1) if ("赤" in disp or platform == "mahjong_soul") else (0, 0, 0)
    kuitan = True if platform == "mahjong_soul" or not disp else "喰" in disp
    length = "tonpuusen" if "東" in disp else "hanchan" if "南" in disp else None
    return {"platform": platform, "red_fives": any(red), "red_five_counts": list(red), "kuitan": kuitan,
            "length": length, "players": 3 if len(obj.get("name") or ()) == 3 else 4, "type": disp}


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


def read_tenhou6(obj: dict) -> GameLog:
    """The game of one tenhou.net/6 object (``{"log": [...], "name": [...], …}``)."""
    ref = _text(obj.get("ref"), 80)
    game_id = ref if TENHOU_ID.fullmatch(ref) or _MJS_REF.match(ref) else ""
    names_in = obj.get("name") if isinstance(obj.get("name"), list) else []
    names = tuple(_text(n) for n in names_in[:4])
    log = obj.get("log")
    lobby = lobby_of_rule(obj)
    if not isinstance(log, list):
        return failed_game(game_id, names, LogError("not_a_log", "the JSON has no \"log\" list of hands"))
    if len(names_in) == 3 or any(isinstance(e, list) and len(e) == 14 for e in log):
        return failed_game(game_id, names, LogError("three_player", "three-player games are not supported yet"),
                           lobby)
    names4 = names + ("",) * (4 - len(names))
    rules = rules_of_lobby(lobby)
    try:
        paifu = parse_tenhou_json(obj)
        logged, tenpai = [], {}
        for i, entry in enumerate(log):
            result = entry[-1]
            if not isinstance(result, list) or not result:
                raise ValueError(f"hand {i + 1} has no result")
            if result[0] == _WIN_TAG:
                for k in range(1, len(result) - 1, 2):
                    logged.append(_logged(result[k + 1], result[k]))
            else:
                deltas = result[1] if len(result) > 1 and isinstance(result[1], list) else []
                tenpai[i] = _draw_tenpai(result[0], deltas, paifu.rounds[i])
        final = _final(obj)
    except Exception as e:  # noqa: BLE001 — untrusted content: any fault is this game's error
        return failed_game(game_id, names4, LogError("corrupt", f"the log looks damaged ({damage_text(e)})"),
                           lobby, rules)
    start = sum(paifu.rounds[0].scores) // 4 if paifu.rounds else 25000
    info = GameInfo(game_id, names4, lobby, rules, start, final, _date(obj, game_id), tuple(logged),
                    draw_tenpai=tenpai)
    try:
        return build_game(paifu, info)
    except BuildError as e:
        return failed_game(game_id, names4, e.error, lobby, rules)
