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
from jansou.core.tiles import TileKind
from jansou.io.paifu import Call, Discard, Draw, Kita, RoundLog
from jansou.io.tenhou_json import parse_tenhou_json

from ..core.rules import ALL_PRESETS
from .build import (
    MAX_HANDS,
    BuildError,
    GameInfo,
    build_game,
    damage_text,
    failed_game,
    round_label,
    unreadable,
)
from .cancel import NO_CANCEL, CancelHook
from .mjlog import TENHOU_ID, lobby_of_type, tenhou_date, tenhou_rules
from .model import FinalLog, GameLog, LogError
from .sanma import KITA_TOKEN, MISSING_CODES, call_codes, restore_round, three_seat_entry, won_on_robbed_tile
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
    players = 3 if bits & 0x10 or players_of(obj) == 3 else 4
    red = [0, 0, 0] if bits & 0x02 else [0, 1, 1] if players == 3 else [1, 1, 1]
    lobby.update(red_five_counts=red, type=rule[2], players=players)
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
    if length is None and platform == "mahjong_soul" and isinstance(obj.get("sc"), list) and _ended_in_east(obj):
        # the Mahjong Soul converters' room name says no length ("三銀の間赤");
        # a game whose recorded end came in the East round is read as
        # East-only (a hanchan ended there only by a bust, which ends both)
        length = "tonpuusen"
    players = players_of(obj)
    if players == 3:
        red = (0,) + tuple(red[1:])  # no 5m with three players: no red 5m
    return {"platform": platform, "red_fives": any(red), "red_five_counts": list(red), "kuitan": kuitan,
            "length": length, "players": players, "type": disp}


def _ended_in_east(obj: dict) -> bool:
    """Whether the last hand of a tenhou.net/6 ``log`` is in the East round."""
    log = obj.get("log")
    last = log[-1] if isinstance(log, list) and log else None
    head = last[0] if isinstance(last, list) and last else None
    return isinstance(head, list) and bool(head) and _is_int(head[0]) and 0 <= head[0] < 4


def players_of(obj: dict) -> int:
    """3 for a three-player tenhou.net/6 object, else 4: three names, or a
    fourth name that is empty with most hands' fourth score 0 and fourth
    seat's arrays empty (as Tenhou and the Mahjong Soul converters write
    it), or most hands of 14 items (three seats). Most, not all: one
    damaged hand does not make the game a four-player one (its other
    hands stand)."""
    names = obj.get("name") if isinstance(obj.get("name"), list) else []
    log = [e for e in obj.get("log") or () if isinstance(e, list)] if isinstance(obj.get("log"), list) else []
    if len(names) == 3 or (log and sum(1 for e in log if len(e) == 14) > len(log) // 2):
        return 3
    if len(names) != 4 or names[3] != "" or not log:
        return 4
    seated = sum(1 for e in log if len(e) == 17 and isinstance(e[1], list) and len(e[1]) == 4 and e[1][3] == 0
                 and e[13] == e[14] == e[15] == [])
    return 3 if seated > len(log) // 2 else 4


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
    with the lobby's red fives (per suit) and kuitan; with three players
    `mahjong_soul_sanma` and `tenhou_sanma` (TABLE_RULES.md §8)."""
    if lobby["platform"] == "mahjong_soul":
        base = ALL_PRESETS["mahjong_soul_sanma" if lobby.get("players") == 3 else "mahjong_soul"]
        red = tuple(lobby["red_five_counts"])
        return base if red == base.red_fives else replace(base, red_fives=red)
    rules = tenhou_rules(lobby)
    red = tuple(lobby["red_five_counts"])
    return rules if red == rules.red_fives or not any(red) else replace(rules, red_fives=red)


def _single_yakuman(dealer: bool, tsumo: bool, players: int) -> int:
    """What one yakuman pays the winner (before honba and sticks): 48,000 /
    32,000 on a ron; on a tsumo 16,000 from each payer for the dealer, else
    16,000 from the dealer and 8,000 from each other payer (with three
    players North's share is not paid: TABLE_RULES.md §8)."""
    if not tsumo:
        return 48000 if dealer else 32000
    return 16000 * (players - 1) if dealer else 16000 + 8000 * (players - 2)


def _logged(detail: list, deltas: list, players: int = 4, dealer: int | None = None) -> dict:
    """One win's recorded scoring from its detail ``[who, from, pao, score,
    yaku…]``; the value of a tsumo is what its `players` − 1 payers pay
    (with three, North's share is not paid: TABLE_RULES.md §8). A single
    yakuman entry whose value pays k yakuman counts 13 × k han: the Mahjong
    Soul converters write ``"国士無双十三面待ち(役満)"`` for Mahjong Soul's
    double yakuman (64,000, ``mjai-reviewer3p/kokushi13_withnuki.json``)."""
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
            value = (players - 2) * a + int(b)
        elif m.group("all"):    # dealer tsumo: each pays a
            value = (players - 1) * a
        elif who != frm:        # ron
            value = a
    if value is None:
        raise ValueError(f"score text {score[:40]!r} is not like 30符1飜1000点 or 満貫2000-4000点")
    if limit == "yakuman" and len(yaku) == 1 and yaku[0]["han"] == 13 and dealer is not None:
        one = _single_yakuman(detail[0] == dealer, detail[0] == detail[1], players)
        if value % one == 0 and value // one > 1:
            yaku = [dict(yaku[0], han=13 * (value // one))]
            han = yaku[0]["han"]
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
        elif isinstance(e, Kita):
            held[e.seat].remove(next(t for t in held[e.seat] if t.kind is TileKind.NORTH))
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
    """Who was tenpai at a draw, one per seat at the table."""
    players = len(r.hands)
    if tag == _ALL_TENPAI:
        return (True,) * players
    if tag == _NO_TENPAI:
        return (False,) * players
    if tag == "流し満貫":
        return tuple(is_tenpai(h) for h in _held_hands(r))
    deltas = deltas[:players]
    return tuple(isinstance(d, int) and d > 0 for d in deltas) if len(deltas) == players else (False,) * players


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


def _plays(v, discards: bool, players: int = 4) -> bool:
    """Draws (tile codes, chi/pon/open kan texts) or discards (tile codes,
    60 for the tile just drawn, riichi and added/closed kan texts; with
    three players ``"f44"``, a kita)."""
    letters = "rka" if discards else "cpm"
    return isinstance(v, list) and len(v) <= 200 and all(
        (_is_int(t) and (t in TILE_CODES or (discards and t in (_TSUMOGIRI, _KAN_PLACEHOLDER))))
        or (isinstance(t, str) and len(t) <= 16 and (_call_ok(t, letters)
                                                     or (discards and players == 3 and t == KITA_TOKEN)))
        for t in v)


def _changes_ok(v, players: int) -> bool:
    """Score changes: four whole numbers (with three players the fourth 0,
    as Tenhou writes them, or three)."""
    return isinstance(v, list) and all(_is_int(x) for x in v) and (
        len(v) == 4 and (players == 4 or v[3] == 0) or (players == 3 and len(v) == 3))


def _result_shape(result, players: int = 4) -> str | None:
    """What is wrong with a hand's result item, or None."""
    count = "four whole numbers" if players == 4 else "three whole numbers (and a fourth 0, three players)"
    if not (isinstance(result, list) and result and isinstance(result[0], str)):
        return f"the result {str(result)[:40]} does not start with its name (和了, 流局, …)"
    if result[0] != _WIN_TAG:
        if len(result) > 1 and not _changes_ok(result[1], players):
            return f"the score changes of the {result[0][:12]} {str(result[1])[:40]} are not {count}"
        return None
    if len(result) < 3 or len(result) % 2 == 0:
        return "the win result does not pair each win's score changes with its details"
    for k in range(1, len(result), 2):
        deltas, detail = result[k], result[k + 1]
        if not _changes_ok(deltas, players):
            return f"the score changes of a win {str(deltas)[:40]} are not {count}"
        if not (isinstance(detail, list) and len(detail) >= 4
                and all(_is_int(x) and 0 <= x < players for x in detail[:3])
                and all(isinstance(x, str) and len(x) <= 64 for x in detail[3:])):
            return (f"the details of a win {str(detail)[:40]} are not [winner, from, liable seat, score text, "
                    f"yaku texts…] (seats 0 to {players - 1})")
    return None


def _missing_tile(entry) -> int | None:
    """A tile code of 2m–8m (or the red 5m) anywhere in a three-player
    hand, or None: the three-player set has none (TABLE_RULES.md §8)."""
    for part in entry[2:-1]:
        for t in part if isinstance(part, list) else ():
            codes = [t] if _is_int(t) else [int(c) for c in call_codes(t)[1]] if t != KITA_TOKEN else []
            bad = next((c for c in codes if c in MISSING_CODES), None)
            if bad is not None:
                return bad
    return None


def _round_shape(entry, players: int = 4) -> str | None:
    """What is wrong with the shape of one hand of a tenhou.net/6 ``log``
    (``[[round, honba, sticks], scores, dora, ura, then deal, draws and
    discards of each seat, result]``; with three players the fourth seat's
    arrays empty, or left out: 14 items), or None. Checked before jansou
    reads it, so that a damaged value is named (which item of which seat)
    instead of surfacing as a Python type error."""
    if not isinstance(entry, list) or len(entry) not in ((17,) if players == 4 else (17, 14)):
        return ("not a list of 17 items (round, scores, dora, ura, 4 × deal/draws/discards, result)" if players == 4
                else "not a list of 17 items (round, scores, dora, ura, 4 × deal/draws/discards with the fourth "
                "empty, result) or 14 (3 seats)")
    head, scores = entry[0], entry[1]
    if not (isinstance(head, list) and len(head) == 3 and all(_is_int(x) and 0 <= x <= 1000 for x in head)
            and head[0] <= 15 and (players == 4 or head[0] % 4 < 3)):  # round 0..15: East 1 … North 4
        return f"the round, honba and sticks {str(head)[:40]} are not three whole numbers (round 0 to 15)"
    if not (_changes_ok(scores, players) and all(abs(x) <= 10**7 for x in scores)):
        return f"the scores {str(scores)[:40]} are not " + (
            "four whole numbers" if players == 4 else "three whole numbers (and a fourth 0, three players)")
    for name, v, least in (("dora", entry[2], 1), ("ura", entry[3], 0)):
        if not _tile_codes(v, least, 5):
            return f"the {name} indicators {str(v)[:40]} are not a list of tile codes"
    for k in range(len(entry) - 5):
        seat, part = k // 3, _SEAT_PARTS[k % 3]
        v = entry[4 + k]
        if seat >= players:
            ok = v == []
        elif part == "deal":
            ok = _tile_codes(v, 13, 13)
        else:
            ok = _plays(v, part == "discards", players)
        if not ok:
            what = "empty (three players)" if seat >= players else "13 tile codes" if part == "deal" \
                else "tile codes and calls"
            return f"the {part} of seat {seat} {str(v)[:40]} are not {what}"
    if players == 3:
        code = _missing_tile(entry)
        if code is not None:
            return f"tile code {code} ({code % 10}m) is not in the three-player set (no 2m to 8m)"
    return _result_shape(entry[-1], players)


def _hand_of(obj: dict, names4: tuple, i: int, entry, players: int = 4) -> tuple:
    """One hand of the log read apart: ``(round, logged, tenpai)``.

    Raises:
        ValueError: its shape or its records are wrong (the reason).
        Exception: jansou cannot read it (the caller words it).
    """
    why = _round_shape(entry, players)
    if why is not None:
        raise ValueError(why)
    if players == 3:
        seated, sources = three_seat_entry(entry)
        paifu = parse_tenhou_json(dict(obj, log=[seated], name=list(names4[:3])))
        if len(paifu.rounds) == 1:
            paifu = replace(paifu, rounds=(restore_round(paifu.rounds[0], sources),))
    else:
        paifu = parse_tenhou_json(dict(obj, log=[entry], name=list(names4)))
    if len(paifu.rounds) != 1:
        raise ValueError("the hand did not read as one round")
    paifu = replace(paifu, rounds=(won_on_robbed_tile(paifu.rounds[0]),))
    result = entry[-1]
    logged, tenpai = [], None
    if result[0] == _WIN_TAG:
        for k in range(1, len(result) - 1, 2):
            logged.append(_logged(result[k + 1], result[k], players, entry[0][0] % 4))
    else:
        deltas = result[1] if len(result) > 1 and isinstance(result[1], list) else []
        tenpai = _draw_tenpai(result[0], deltas, paifu.rounds[0])
    return paifu, tuple(logged), tenpai


def _label_of(entry) -> tuple[str, int | None]:
    head = entry[0] if isinstance(entry, list) and entry else None
    if isinstance(head, list) and len(head) >= 2:
        return round_label(head[0]), head[1] if _is_int(head[1]) else None
    return "", None


def read_tenhou6(obj: dict, cancel: CancelHook = NO_CANCEL) -> GameLog:
    """The game of one tenhou.net/6 object (``{"log": [...], "name": [...], …}``).

    Each hand is read apart: a hand that cannot be read is listed in
    `GameLog.unreadable` with its reason and the others stand. `cancel` is
    checked before each hand is read and built.

    Raises:
        ReadCancelled: `cancel` said stop.
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
    players = lobby["players"]
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
                                                     f"{MAX_HANDS} are read", (("hands", len(log)), ("limit", "hands"))), lobby, rules)
    rounds, logged, tenpai, numbers, skipped, template = [], [], {}, [], [], None
    for i, entry in enumerate(log):
        cancel.check()
        try:
            paifu, wins, draw_tenpai = _hand_of(obj, names4, i, entry, players)
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
    start = sum(rounds[0].scores) // players
    info = GameInfo(game_id, names4, lobby, rules, start, final, _date(obj, game_id), tuple(logged),
                    draw_tenpai=tenpai, numbers=tuple(numbers), skipped=tuple(skipped), player_count=players,
                    warnings=warnings)
    try:
        return build_game(replace(template, rounds=tuple(rounds)), info, cancel)
    except BuildError as e:
        return failed_game(game_id, names4, e.error, lobby, rules)


def paifu_of(obj: dict):
    """jansou's record (`jansou.io.paifu.Paifu`) of a whole tenhou.net/6
    object as this module reads it: three-player hands rewritten and
    restored (`trainer.logs.sanma`), a ron on a kita or closed kan won on
    that tile. For converting a game to the other formats (jansou's
    writers) in tests and tools.

    Raises:
        ValueError: a hand that cannot be read (its reason).
    """
    players = players_of(obj)
    names = [_text(n) for n in (obj.get("name") or [])[:4]]
    names4 = tuple(names) + ("",) * (4 - len(names))
    rounds, template = [], None
    for i, entry in enumerate(obj.get("log") or ()):
        paifu, _wins, _tenpai = _hand_of(obj, names4, i, entry, players)
        template = template or paifu
        rounds.append(paifu.rounds[0])
    if template is None:
        raise ValueError("the game has no hands")
    return replace(template, rounds=tuple(rounds))
