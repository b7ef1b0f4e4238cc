"""mjai JSON lines (one event object per line: ``start_game``, ``start_kyoku``,
``tsumo``, ``dahai``, ``chi``/``pon``/``daiminkan``/``ankan``/``kakan``,
``reach``, ``reach_accepted``, ``dora``, ``hora``, ``ryukyoku``,
``end_kyoku``, ``end_game``), as the Mortal reviewer and mjai bots write;
with three players ``kita`` (a North set aside; jansou reads it) or
``nukidora``, as the three-player Mortal forks write the same event
(jansou 0.14 does not know it: read here as ``kita``).

jansou (`jansou.io.mjai.parse_mjai`) reads the events and rounds; the wins
are replayed like tenhou.net/6 ones. mjai records no yaku, han or fu: a
win's `logged` has only the value (the winner's gain less the honba and
sticks it collected), so only the points can be compared. Names come from
``start_game``; tenpai at a draw from ``ryukyoku``'s ``tenpais`` when given,
else from the payments (a seat that receives is tenpai). Rules: mjai says
none, so the `tenhou` preset (most mjai logs are converted Tenhou games or
bots playing Tenhou rules), `tenhou_sanma` for three players (three hands
dealt in ``start_kyoku``); ``--rules`` overrides.
"""

from __future__ import annotations

import json
from dataclasses import replace

from jansou.io.mjai import parse_mjai
from jansou.io.paifu import Ryuukyoku

from ..core.rules import ALL_PRESETS
from .build import (
    BuildError,
    GameInfo,
    build_game,
    damage_text,
    failed_game,
    four_seats,
    round_label,
    unreadable,
)
from .cancel import EVERY_LINES, NO_CANCEL, CancelHook
from .model import FinalLog, GameLog, LogError
from .sanma import won_on_robbed_tile

#: Lines one mjai file may have (a hanchan has about 1,000–2,000).
MAX_LINES = 200_000


def _tenpai_of(event: dict, players: int = 4) -> tuple[bool, ...] | None:
    tenpais = event.get("tenpais")
    if isinstance(tenpais, list) and len(tenpais) == players:
        return tuple(bool(t) for t in tenpais)
    deltas = event.get("deltas")
    if isinstance(deltas, list) and len(deltas) == players:
        return tuple(isinstance(d, int) and d > 0 for d in deltas)
    return None


def _event(line: str):
    """One line's event, or why it is not one (a str). A ``nukidora`` (the
    three-player Mortal forks' name of the kita event) is read as ``kita``."""
    try:
        event = json.loads(line)
    except ValueError:
        return f"a line that is not JSON: {line[:40]!r}"
    if not isinstance(event, dict) or not isinstance(event.get("type"), str):
        return f"a line that is not an mjai event: {line[:40]!r}"
    if event["type"] == "nukidora":
        event["type"] = "kita"
    return event


def _as_jansou_reads(lines: list[str], events: list) -> list[str]:
    """The lines with each ``nukidora`` written as ``kita`` (jansou knows
    only that name)."""
    return [json.dumps(e, ensure_ascii=False) if isinstance(e, dict) and e["type"] == "kita"
            and '"nukidora"' in line else line for line, e in zip(lines, events, strict=True)]


def _segments(lines: list[str], events: list, cancel: CancelHook) -> tuple[list[str], list[list[int]]]:
    """The header lines (before the first ``start_kyoku``) and, per hand,
    the indexes of its lines (from its ``start_kyoku`` to the next; the
    ``end_game`` left out); `cancel` checked every `EVERY_LINES` lines."""
    header, hands = [], []
    for i, e in enumerate(events):
        if i % EVERY_LINES == 0:
            cancel.check()
        if isinstance(e, dict) and e["type"] == "start_kyoku":
            hands.append([i])
        elif isinstance(e, dict) and e["type"] == "end_game":
            continue
        elif hands:
            hands[-1].append(i)
        elif isinstance(e, dict):
            header.append(lines[i])
    return header, hands


def _hand_apart(header: list[str], lines: list[str], events: list, hand: list[int]):
    """jansou's reading of one hand alone (its round), or why not (a str)."""
    bad = next((f"line {i + 1}: {events[i]}" for i in hand if isinstance(events[i], str)), None)
    if bad is not None:
        return bad
    if not any(events[i]["type"] in ("hora", "ryukyoku") for i in hand):
        return None
    try:
        paifu = parse_mjai("\n".join(header + [lines[i] for i in hand]) + "\n")
    except Exception as e:  # noqa: BLE001 — untrusted content: this hand's error
        return f"the log looks damaged ({damage_text(e)})"
    return paifu if len(paifu.rounds) == 1 else "the hand did not read as one round"


def _read_hands(lines: list[str], events: list, cancel: CancelHook) -> tuple:
    """Each hand read alone (`cancel` checked before each): ``(template
    paifu or None, rounds, numbers, skipped, the start_kyoku event of each
    read hand)``."""
    header, hands = _segments(lines, events, cancel)
    template, rounds, numbers, skipped, starts = None, [], [], [], []
    for n, hand in enumerate(hands, 1):
        cancel.check()
        start = events[hand[0]]
        label = round_label({"E": 0, "S": 4, "W": 8, "N": 12}.get(start.get("bakaze"), 99) + (start.get("kyoku") or 0)
                            - 1) if isinstance(start.get("kyoku"), int) else ""
        got = _hand_apart(header, lines, events, hand)
        if got is None:
            skipped.append(unreadable(n, label, start.get("honba"), "the log ends inside this hand (it has no "
                                      "result): a cut or partial file", "truncated"))
        elif isinstance(got, str):
            skipped.append(unreadable(n, label, start.get("honba"), got))
        else:
            template = template or got
            rounds.append(got.rounds[0])
            numbers.append(n)
            starts.append(hand[0])
    return template, rounds, numbers, skipped, starts


def _events(lines: list[str], cancel: CancelHook) -> list:
    """Each line's event or why it is not one (`_event`), `cancel` checked
    every `EVERY_LINES` lines."""
    events = []
    for i, line in enumerate(lines):
        if i % EVERY_LINES == 0:
            cancel.check()
        events.append(_event(line))
    return events


def read_mjai(lines: list[str], cancel: CancelHook = NO_CANCEL) -> GameLog:
    """The game of an mjai stream (its non-blank lines, already bounded).

    The stream is read hand by hand (``start_kyoku`` to the next, with the
    ``start_game`` line): a hand that cannot be read (a line that is not an
    mjai event names it) is listed in `GameLog.unreadable` and the others
    stand. `cancel` is checked every `EVERY_LINES` lines while the events
    are read and before each hand is parsed and built.

    Raises:
        ReadCancelled: `cancel` said stop.
    """
    events = _events(lines, cancel)
    lines = _as_jansou_reads(lines, events)
    cancel.check()
    good = [e for e in events if isinstance(e, dict)]
    start_game = next((e for e in good if e["type"] == "start_game"), {})
    names_in = start_game.get("names") if isinstance(start_game.get("names"), list) else []
    names = tuple(n[:64] if isinstance(n, str) else "" for n in names_in[:4])
    names4 = names + ("",) * (4 - len(names))
    first = next((e for e in good if e["type"] == "start_kyoku"), None)
    if first is None:
        bad = next((f"line {n}: {e}" for n, e in enumerate(events, 1) if isinstance(e, str)), "")
        return failed_game("", names4, LogError("not_a_log" if not bad else "corrupt",
                                                bad or "the mjai stream has no start_kyoku (no hand is played)"))
    players = 3 if len(names_in) == 3 or (isinstance(first.get("tehais"), list) and len(first["tehais"]) == 3) else 4
    lobby = {"platform": "unknown", "red_fives": True, "kuitan": True, "length": None, "players": players,
             "type": "mjai"}
    rules = ALL_PRESETS["tenhou_sanma" if players == 3 else "tenhou"]
    kyoku = [i for i, e in enumerate(events) if isinstance(e, dict) and e["type"] == "start_kyoku"]
    template, rounds, numbers, skipped, starts = _read_hands(lines, events, cancel)
    if template is None:
        why = skipped[0].error if skipped else LogError("empty", "the game has no hands (nothing was played)")
        return failed_game("", names4, LogError(why.code, f"no hand of the game could be read; {why.message}",
                                                why.args), lobby, rules)
    # jansou's mjai reader too takes a ron on a robbed closed kan from the
    # last discard (mjai-reviewer3p/kokushi_ankan.json written as mjai)
    rounds = [won_on_robbed_tile(r) for r in rounds]
    tenpai = {}
    for r, at in enumerate(starts):
        end = next((i for i in kyoku if i > at), len(events))
        t = next((_tenpai_of(events[i], players) for i in range(at, end)
                  if isinstance(events[i], dict) and events[i]["type"] == "ryukyoku"), None)
        if t is not None:
            tenpai[r] = t
    logged = tuple(() if isinstance(r.outcome, Ryuukyoku) else tuple(
        {"fu": None, "han": None, "value": agari.value, "limit": None, "yaku": [], "raw_yaku": []}
        for agari in r.outcome) for r in rounds)
    end = next((e for e in good if e["type"] == "end_game"), None)
    final = None
    if end is not None and isinstance(end.get("scores"), list) and len(end["scores"]) in (players, 4) and all(
            isinstance(x, int) and not isinstance(x, bool) for x in end["scores"]):
        # mjai states the final points but no uma/oka result
        try:
            final = FinalLog(four_seats(end["scores"], players), None)  # type: ignore[arg-type]
        except ValueError:
            final = None
    info = GameInfo("", names4, lobby, rules, sum(rounds[0].scores) // players, final, None, logged,
                    draw_tenpai=tenpai, numbers=tuple(numbers), skipped=tuple(skipped),
                    player_count=players)
    try:
        return build_game(replace(template, rounds=tuple(rounds)), info, cancel)
    except BuildError as e:
        return failed_game("", names4, e.error, lobby, rules)
