"""mjai JSON lines (one event object per line: ``start_game``, ``start_kyoku``,
``tsumo``, ``dahai``, ``chi``/``pon``/``daiminkan``/``ankan``/``kakan``,
``reach``, ``reach_accepted``, ``dora``, ``hora``, ``ryukyoku``,
``end_kyoku``, ``end_game``), as the Mortal reviewer and mjai bots write.

jansou (`jansou.io.mjai.parse_mjai`) reads the events and rounds; the wins
are replayed like tenhou.net/6 ones. mjai records no yaku, han or fu: a
win's `logged` has only the value (the winner's gain less the honba and
sticks it collected), so only the points can be compared. Names come from
``start_game``; tenpai at a draw from ``ryukyoku``'s ``tenpais`` when given,
else from the payments (a seat that receives is tenpai). Rules: mjai says
none, so the `tenhou` preset (most mjai logs are converted Tenhou games or
bots playing Tenhou rules); ``--rules`` overrides.
"""

from __future__ import annotations

import json

from jansou.io.mjai import parse_mjai
from jansou.io.paifu import Ryuukyoku

from ..core.rules import PRESETS
from .build import BuildError, GameInfo, build_game, damage_text, failed_game, three_player_game
from .model import FinalLog, GameLog, LogError

#: Lines one mjai file may have (a hanchan has about 1,000–2,000).
MAX_LINES = 200_000


def _tenpai_of(event: dict) -> tuple[bool, ...] | None:
    tenpais = event.get("tenpais")
    if isinstance(tenpais, list) and len(tenpais) == 4:
        return tuple(bool(t) for t in tenpais)
    deltas = event.get("deltas")
    if isinstance(deltas, list) and len(deltas) == 4:
        return tuple(isinstance(d, int) and d > 0 for d in deltas)
    return None


def read_mjai(lines: list[str]) -> GameLog:
    """The game of an mjai stream (its non-blank lines, already bounded).

    A line that is not a JSON object, or an event without ``type``, makes
    the whole game unreadable (the error names the line).
    """
    events = []
    for n, line in enumerate(lines, 1):
        try:
            event = json.loads(line)
        except ValueError:
            return failed_game("", (), LogError("corrupt", f"line {n} is not JSON: {line[:40]!r}", (("line", n),)))
        if not isinstance(event, dict) or not isinstance(event.get("type"), str):
            return failed_game("", (), LogError("corrupt", f"line {n} is not an mjai event: {line[:40]!r}",
                                                (("line", n),)))
        events.append(event)
    start_game = next((e for e in events if e["type"] == "start_game"), {})
    names_in = start_game.get("names") if isinstance(start_game.get("names"), list) else []
    names = tuple(n[:64] if isinstance(n, str) else "" for n in names_in[:4])
    names4 = names + ("",) * (4 - len(names))
    first = next((e for e in events if e["type"] == "start_kyoku"), None)
    if first is None:
        return failed_game("", names4, LogError("not_a_log", "the mjai stream has no start_kyoku (no hand is played)"))
    if len(names_in) == 3 or (isinstance(first.get("tehais"), list) and len(first["tehais"]) == 3):
        return three_player_game("", names4)
    lobby = {"platform": "unknown", "red_fives": True, "kuitan": True, "length": None, "players": 4, "type": "mjai"}
    rules = PRESETS["tenhou"]
    tenpai, hand_index = {}, -1
    for e in events:
        if e["type"] == "start_kyoku":
            hand_index += 1
        elif e["type"] == "ryukyoku" and hand_index >= 0:
            t = _tenpai_of(e)
            if t is not None:
                tenpai[hand_index] = t
    try:
        paifu = parse_mjai("\n".join(lines) + "\n")
        logged = tuple(() if isinstance(r.outcome, Ryuukyoku) else tuple(
            {"fu": None, "han": None, "value": agari.value, "limit": None, "yaku": [], "raw_yaku": []}
            for agari in r.outcome) for r in paifu.rounds)
        end = next((e for e in events if e["type"] == "end_game"), None)
        final = None
        if end is not None and isinstance(end.get("scores"), list) and len(end["scores"]) == 4:
            # mjai states the final points but no uma/oka result
            final = FinalLog(tuple(int(s) for s in end["scores"]), None)  # type: ignore[arg-type]
        start = sum(paifu.rounds[0].scores) // 4 if paifu.rounds else 25000
    except Exception as e:  # noqa: BLE001 — untrusted content: any fault is this game's error
        return failed_game("", names4, LogError("corrupt", f"the log looks damaged ({damage_text(e)})"), lobby, rules)
    info = GameInfo("", names4, lobby, rules, start, final, None, logged, draw_tenpai=tenpai)
    try:
        return build_game(paifu, info)
    except BuildError as e:
        return failed_game("", names4, e.error, lobby, rules)
