"""Tenhou's mjlog XML (``.mjlog`` gzip or plain ``.xml``).

jansou (`jansou.io.mjlog.parse_mjlog`) reads the rounds: the deal, every
draw, discard, call and dora, and each win's hand (``hai``, ``m``,
``machi``), counters (``ba``), fu and value (``ten``), score changes
(``sc``), ``paoWho`` and ura indicators. It does not read, so this module
does: the player names (``UN``), the lobby flags beyond red fives (``GO
type``: kuitan, length, three players), each win's ``yaku``/``yakuman`` and
limit (``ten``'s third value), and the final ``owari`` (jansou reads it too;
we read it with the names in one pass).

``GO type`` bits (Tenhou): 0x01 against people, 0x02 no red fives, 0x04 no
open tanyao (kuitan), 0x08 hanchan (else East only), 0x10 three players,
0x20 tokujou, 0x40 fast, 0x80 joukyuu (0x20|0x80 houou).
"""

from __future__ import annotations

import re
import urllib.parse
from dataclasses import replace
from xml.etree import ElementTree as ET

from jansou.io.mjlog import parse_mjlog

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
from .model import FinalLog, GameLog, LogError
from .yaku_codes import YAKUMAN_CODES, yaku_of_code

#: Tenhou log ids: ``2019103023gm-00a9-0000-f90e0fe9`` (date and hour, type, lobby — 5 digits for
#: some tournament lobbies, ``2023083107gm-000b-18940-79affd70`` — and game).
TENHOU_ID = re.compile(r"(\d{10})gm-([0-9a-f]{4})-([0-9a-f]{4,5})-([0-9a-f]{8})")
_LIMITS = {0: None, 1: "mangan", 2: "haneman", 3: "baiman", 4: "sanbaiman", 5: "yakuman"}


def tenhou_date(game_id: str) -> str | None:
    """``"YYYY-MM-DD HH:00"`` from a Tenhou log id (Japan time), or None."""
    m = TENHOU_ID.search(game_id)
    if not m:
        return None
    d = m.group(1)
    return f"{d[0:4]}-{d[4:6]}-{d[6:8]} {d[8:10]}:00"


def lobby_of_type(game_type: int, lobby: str | None) -> dict:
    """`GameLog.lobby` of a Tenhou ``GO type`` (bits in the module docstring)."""
    return {
        "platform": "tenhou",
        "red_fives": not game_type & 0x02,
        "kuitan": not game_type & 0x04,
        "length": "hanchan" if game_type & 0x08 else "tonpuusen",
        "players": 3 if game_type & 0x10 else 4,
        "type": game_type,
        "lobby": lobby,
    }


def tenhou_rules(lobby: dict):
    """The `tenhou` preset (`tenhou_sanma` with three players: TABLE_RULES.md
    §8) with the lobby's red fives and kuitan."""
    rules = ALL_PRESETS["tenhou_sanma" if lobby.get("players") == 3 else "tenhou"]
    changes = {}
    if not lobby.get("red_fives", True):
        changes["red_fives"] = (0, 0, 0)
    if not lobby.get("kuitan", True):
        changes["kuitan"] = False
    return replace(rules, **changes) if changes else rules


def _ints(text: str | None, what: str) -> list[int]:
    if text is None or text == "":
        return []
    try:
        return [int(x) for x in text.split(",")]
    except ValueError:
        raise ValueError(f"{what} {text[:40]!r} is not a list of numbers") from None


def _logged(agari: ET.Element) -> tuple[dict, tuple[int, int]]:
    """One AGARI's recorded scoring (`WinLog.logged`) and its ``ba``."""
    ten = _ints(agari.get("ten"), "ten")
    if len(ten) < 3:
        raise ValueError("a win without its ten=fu,value,limit")
    pairs = _ints(agari.get("yaku"), "yaku")
    yakuman = _ints(agari.get("yakuman"), "yakuman")
    raw = [[pairs[i], pairs[i + 1]] for i in range(0, len(pairs) - 1, 2)]
    raw += [[code, 13] for code in yakuman]
    yaku = [yaku_of_code(code, han) for code, han in raw if han > 0]
    if yakuman:
        han = 13 * len(yakuman)
        limit = "yakuman"
    else:
        han = sum(h for _, h in raw)
        limit = _LIMITS.get(ten[2], None)
        if ten[2] == 5:
            limit = "kazoe_yakuman"
    if any(code in YAKUMAN_CODES for code in yakuman) and ten[2] != 5:
        raise ValueError(f"a yakuman recorded with limit code {ten[2]}")
    ba = _ints(agari.get("ba"), "ba")
    return ({"fu": ten[0], "han": han, "value": ten[1], "limit": limit, "yaku": yaku, "raw_yaku": raw},
            (ba[0], ba[1]) if len(ba) >= 2 else (0, 0))


def _names(root: ET.Element) -> tuple[str, str, str, str]:
    un = next((e for e in root.iter("UN") if e.get("n0") is not None), None)
    if un is None:
        return ("", "", "", "")
    return tuple(urllib.parse.unquote(un.get(f"n{i}", ""))[:64] for i in range(4))  # type: ignore[return-value]


def _final(root: ET.Element) -> FinalLog | None:
    owari = next((e.get("owari") for e in root if e.get("owari")), None)
    if owari is None:
        return None
    parts = owari.split(",")
    if len(parts) < 8:
        raise ValueError(f"owari {owari[:40]!r} does not hold four scores and results")
    return FinalLog(tuple(int(p) * 100 for p in parts[0:8:2]),  # type: ignore[arg-type]
                    tuple(float(p) for p in parts[1:8:2]))  # type: ignore[arg-type]


def _hands_of(root: ET.Element) -> list[list[ET.Element]]:
    """The root's elements hand by hand: each from its ``INIT`` to the
    element before the next (the header before the first INIT left out)."""
    hands: list[list[ET.Element]] = []
    for e in root:
        if e.tag == "INIT":
            hands.append([e])
        elif hands:
            hands[-1].append(e)
    return hands


def _hand_label(init: ET.Element) -> tuple[str, int | None]:
    try:
        seed = _ints(init.get("seed"), "seed")
    except ValueError:
        return "", None
    return (round_label(seed[0]), seed[1]) if len(seed) >= 2 else ("", None)


def _records(hand: list[ET.Element]) -> tuple[tuple, tuple] | LogError:
    """One hand's win records (`WinLog.logged`) and their ``ba``, or why
    they cannot be read."""
    logged, counters = [], []
    try:
        for agari in (e for e in hand if e.tag == "AGARI"):
            entry, ba = _logged(agari)
            logged.append(entry)
            counters.append(ba)
    except ValueError as e:
        return LogError("corrupt", str(e)[:160])
    return tuple(logged), tuple(counters)


_INIT_TAG = re.compile(rb"<INIT[\s/>]")
_OWARI = re.compile(rb'\sowari="[^"]*"')


def _hand_texts(data: bytes, root: ET.Element, hands: list[list[ET.Element]]) -> list[bytes]:
    """Each hand as a document of its own: the file's text up to its first
    ``INIT`` (declaration, root tag, ``SHUFFLE``, ``GO``, ``UN``,
    ``TAIKYOKU``), the hand's own text, the closing tag. Cut from the
    file's bytes (an ``INIT`` tag cannot hide in an attribute: expat checked
    the document); rebuilt from the elements where the cut does not match
    the tree."""
    starts = [m.start() for m in _INIT_TAG.finditer(data)]
    end = data.rfind(b"</mjloggm>")
    if len(starts) == len(hands) and end > (starts[-1] if starts else 0):
        head = data[:starts[0]]
        bounds = starts[1:] + [end]
        return [head + data[a:b] + b"</mjloggm>" for a, b in zip(starts, bounds, strict=True)]
    header = b"".join(ET.tostring(e) for e in root if e.tag in ("SHUFFLE", "GO", "UN", "TAIKYOKU"))
    return [b'<mjloggm ver="2.3">' + header + b"".join(ET.tostring(e) for e in hand) + b"</mjloggm>"
            for hand in hands]


def _parse_hands(data: bytes, root: ET.Element, hands: list[list[ET.Element]], cancel: CancelHook) -> tuple:
    """jansou's reading of each hand apart (a cut hand, or one jansou
    cannot read, loses only itself; `cancel` is checked before each):
    ``(template paifu or None, rounds, numbers, skipped)``."""
    texts = _hand_texts(data, root, hands) if hands else []
    template, rounds, numbers, skipped = None, [], [], []
    for n, (hand, text) in enumerate(zip(hands, texts, strict=True), 1):
        cancel.check()
        if not any(e.tag in ("AGARI", "RYUUKYOKU") for e in hand):
            label, honba = _hand_label(hand[0])
            skipped.append(unreadable(n, label, honba, "the log ends inside this hand (it has no result): a cut or "
                                      "partial file", "truncated"))
            continue
        try:
            paifu = parse_mjlog(text)
            if len(paifu.rounds) != 1:
                raise ValueError("the hand did not read as one round")
        except Exception as e:  # noqa: BLE001 — untrusted content: this hand's error
            label, honba = _hand_label(hand[0])
            skipped.append(unreadable(n, label, honba, f"the log looks damaged ({damage_text(e)})"))
            continue
        template = template or paifu
        rounds.append(paifu.rounds[0])
        numbers.append(n)
    return template, rounds, numbers, skipped


def read_mjlog(root: ET.Element, data: bytes, source: str, cancel: CancelHook = NO_CANCEL) -> list[GameLog]:
    """The game of one mjlog document (a list of one `GameLog`).

    Each hand is read apart (``INIT`` to the next, with the document's
    header), so a hand that cannot be read is listed in
    `GameLog.unreadable` with its reason (the others stand), and `cancel`
    is checked before each hand is parsed and built (issue 24: jansou's
    reading of a whole 200-hand document took 0.3–0.6 s without a check).

    Args:
        root: the parsed document (checked by the caller: ``mjloggm``, no DTD).
        data: the document bytes (jansou parses them itself).
        source: the path as given; a Tenhou log id in its name is the game id
            (the mjlog does not store its own id).

    Raises:
        ReadCancelled: `cancel` said stop.
    """
    m = TENHOU_ID.search(source.replace("\\", "/").rsplit("/", 1)[-1])
    game_id = m.group(0) if m else ""
    names = _names(root)
    go = root.find("GO")
    if go is None:
        return [failed_game(game_id, names, LogError(
            "unsupported_format", "this mjlog has no <GO> element (an old Tenhou log format, not supported)"))]
    try:
        game_type = int(go.get("type", "0"))
    except ValueError:
        return [failed_game(game_id, names, LogError("corrupt", "the <GO type> of this mjlog is not a number"))]
    lobby = lobby_of_type(game_type, go.get("lobby"))
    rules = tenhou_rules(lobby)
    hands = _hands_of(root)
    if len(hands) > MAX_HANDS:
        return [failed_game(game_id, names, LogError("too_large", f"the game has {len(hands)} hands; at most "
                                                     f"{MAX_HANDS} are read", (("hands", len(hands)), ("limit", "hands"))), lobby, rules)]
    warnings: tuple[LogError, ...] = ()
    try:
        final = _final(root)
    except Exception as e:  # noqa: BLE001 — untrusted content: a damaged owari loses no hand
        final = None
        warnings = (LogError("corrupt", f"the final result looks damaged ({damage_text(e)}): the game is read "
                             "without it"),)
        data = _OWARI.sub(b"", data)  # jansou reads owari too
    template, rounds, numbers, skipped = _parse_hands(data, root, hands, cancel)
    if not skipped and template is None:
        return [failed_game(game_id, names, LogError("empty", "the game has no hands (nothing was played)"),
                            lobby, rules)]
    if template is None:
        first = skipped[0].error
        return [failed_game(game_id, names, LogError(first.code, f"no hand of the game could be read; "
                                                     f"{first.message}", first.args), lobby, rules)]
    records = [_records(hands[n - 1]) for n in numbers]
    logged = tuple(r if isinstance(r, LogError) else r[0] for r in records)
    counters = tuple(None if isinstance(r, LogError) else r[1] for r in records)
    players = lobby["players"]
    info = GameInfo(game_id, names, lobby, rules, sum(rounds[0].scores) // players if rounds else 25000,
                    final, tenhou_date(game_id), logged, stated_counters=counters, numbers=tuple(numbers),
                    skipped=tuple(skipped), player_count=players, warnings=warnings)
    try:
        return [build_game(replace(template, rounds=tuple(rounds)), info, cancel)]
    except BuildError as e:
        return [failed_game(game_id, names, e.error, lobby, rules)]
