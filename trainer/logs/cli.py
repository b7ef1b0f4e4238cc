"""`python -m trainer import FILE… [--json] [--player NAME [--deal-ins]] [--rules R]`.

Reads saved game logs (`read_log`), re-scores every win with our core and
compares it with the log (`check_win`). No Qt is imported.

``--json`` prints one line per win::

    {"source", "game", "round": "E1", "honba", "winner": seat, "from": seat,
     "winner_name", "from_name", "hand": <SCHEMA.md hand>,
     "logged": {"fu", "han", "value", "limit", "yaku"},
     "result": <SCHEMA.md result>, "agrees": bool,
     "differences": [{"field", "logged", "ours"}], "cause", "cause_args"}

(``role`` is added: ``"win"`` or ``"deal_in"`` with ``--deal-ins``), one line
``{"source", "error": {"code", "message"}}`` for a file it cannot read,
``{"source", "game", "error": …}`` for a game, ``{"source", "game",
"hand": n, "round", "honba", "unreadable": …}`` for one hand that could not
be read (the game's other hands are shown), ``{"source", "game",
"warning": …}`` for a game that reads but looks damaged; the batch goes on.
Without ``--json``: a table per game for a person.

Exit codes (`EXIT_TEXT`): 0 every file read and every win agrees; 1 at
least one win disagrees with its log; 2 bad arguments; 3 a file or a game
could not be read at all (whatever the others did); 4 partial: every game
was read but some hands could not be (each is listed with its reason; the
others were compared).
"""

from __future__ import annotations

import argparse
import json
import sys
import unicodedata

from ..core.errors import HandError
from ..core.rules import RuleSet, rules_from_json
from .compare import check_win, our_value
from .model import GameLog, HandLog, WinLog
from .reader import read_log

EXIT_OK, EXIT_DISAGREE, EXIT_USAGE, EXIT_UNREADABLE, EXIT_PARTIAL = 0, 1, 2, 3, 4
#: What each exit code says (``--help`` prints it); the highest-ranked one applies: 3, then 4, then 1.
EXIT_TEXT = ("exit codes: 0 every file, game and hand read and every win agrees with its log; "
             "1 a win disagrees; 2 bad arguments; 3 a file or a whole game could not be read; "
             "4 partial: some hands could not be read (each is listed with its reason), the rest was compared")
_RANK = {EXIT_OK: 0, EXIT_DISAGREE: 1, EXIT_PARTIAL: 2, EXIT_UNREADABLE: 3}


def _worse(status: int, new: int) -> int:
    return new if _RANK[new] > _RANK[status] else status

#: English phrases for the likely causes (`compare` module docstring).
CAUSES = {
    "rules_override": "scored under other rules than the log's (it agrees under the log's own rules)",
    "rule_difference": "a rule difference: it agrees with {option} = {value}",
    "damaged_log": "a damaged log: the recorded value is not what its own han and fu pay",
    "refused": "our core refuses the hand the log gives ({code}): a damaged log or a reading error",
    "unexplained": "no rule difference explains it: possibly a scoring bug of ours (please report it)",
}


#: Longest ``--rules`` text (a rules object with every option is about 400 characters).
MAX_RULES_TEXT = 4096


def _rules_arg(text: str) -> RuleSet:
    value = text.strip()
    if len(value) > MAX_RULES_TEXT:
        raise argparse.ArgumentTypeError(f"at most {MAX_RULES_TEXT} characters (a preset name or a rules object)")
    try:
        if value.startswith("{"):
            return rules_from_json(json.loads(value))
        return rules_from_json(value.lower().replace("-", "_").replace(" ", "_"))
    except (HandError, ValueError, RecursionError) as e:
        message = getattr(e, "message", str(e)) if not isinstance(e, RecursionError) else "nested too deeply"
        raise argparse.ArgumentTypeError(message if len(message) <= 200 else message[:199] + "…") from None


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m trainer import",
        description="Read saved game logs (Tenhou mjlog, tenhou.net/6 JSON, mjai), re-score every win "
                    "and compare with what the log recorded. Nothing is stored: the Games tab keeps games.",
        epilog=EXIT_TEXT)
    p.add_argument("files", nargs="+", metavar="FILE", help="log files (format read from the content)")
    p.add_argument("--json", action="store_true", help="one JSON line per win (and per unreadable file or game)")
    p.add_argument("--player", metavar="NAME", help="only this player's wins (names as in the log)")
    p.add_argument("--deal-ins", action="store_true", help="with --player: also the wins this player dealt into")
    p.add_argument("--rules", type=_rules_arg, metavar="RULES",
                   help='score under these rules instead of the log\'s: a preset (tenhou, mahjong_soul, wrc, …) '
                        'or a JSON object like {"preset": "tenhou", "kiriage": true}')
    return p


def _name_key(name: str) -> str:
    return unicodedata.normalize("NFKC", name).strip().casefold()


def selected_wins(game: GameLog, player: str | None, deal_ins: bool) -> list[tuple[HandLog, WinLog, str]]:
    """``(hand, win, role)`` of the wins to show: all (role ``"win"``), or
    those of `player` and, with `deal_ins`, the rons `player` dealt into
    (role ``"deal_in"``). A player not at the table gives none."""
    if player is None:
        return [(h, w, "win") for h, w in game.wins]
    seats = [s for s, n in enumerate(game.players) if n and _name_key(n) == _name_key(player)]
    out = []
    for h, w in game.wins:
        if w.winner in seats:
            out.append((h, w, "win"))
        elif deal_ins and not w.tsumo and w.from_seat in seats:
            out.append((h, w, "deal_in"))
    return out


def _cause_text(cause: str, args: dict) -> str:
    value = args.get("value")
    shown = {**args, "value": json.dumps(value) if not isinstance(value, str) else value}
    return CAUSES.get(cause, cause).format(**shown) if cause else ""


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)


def _pad(text: str, width: int) -> str:
    cut = ""
    for c in text:
        if _width(cut + c) > width:
            break
        cut += c
    return cut + " " * (width - _width(cut))


def _text_game(source: str, game: GameLog, rows: list, out) -> None:
    names = " / ".join(n or f"seat {i}" for i, n in enumerate(game.players[:game.player_count]))
    when = f", {game.date}" if game.date else ""
    out.write(f"{source}: {game.game} ({game.lobby.get('platform', 'unknown')}{when})\n  {names}\n")
    if game.unreadable:
        out.write(f"  {len(game.hands)} of {game.hands_in_log} hands read\n")
    for u in game.unreadable:
        out.write(f"  could not be read: {u.error.message}\n")
    for w in game.warnings:
        out.write(f"  warning: {w.message}\n")
    if not rows:
        out.write("  (no wins to show)\n")
        return
    out.write(f"  {'hand':<7}{_pad('winner', 16)} {_pad('from', 16)} {'fu':>4} {'han':>4} {'value':>7}  check\n")
    for h, w, role, check in rows:
        name = game.players[w.winner] or f"seat {w.winner}"
        frm = "tsumo" if w.tsumo else (game.players[w.from_seat] or f"seat {w.from_seat}")
        r = check.result
        fu = "" if r.get("error") or r["yakuman"] else r["fu"]
        han = "" if r.get("error") else r["han"]
        value = "" if r.get("error") else our_value(r)  # ours, as fu and han are; a difference names the log's
        mark = "agrees" if check.agrees else "DIFFERS"
        if role == "deal_in":
            mark += "  (deal-in)"
        out.write(f"  {h.label + '-' + str(h.honba):<7}{_pad(name, 16)} {_pad(frm, 16)} {fu!s:>4} {han!s:>4} "
                  f"{value!s:>7}  {mark}\n")
        if not check.agrees:
            parts = [_difference_text(d) for d in check.differences]
            out.write(f"         {'; '.join(parts)}\n         likely cause: "
                      f"{_cause_text(check.cause, dict(check.cause_args))}\n")
    agree = sum(1 for *_, c in rows if c.agrees)
    deal_ins = sum(1 for _h, _w, role, _c in rows if role == "deal_in")
    wins = len(rows) - deal_ins
    counted = f"{wins} win{'' if wins == 1 else 's'}"
    if deal_ins:
        counted += f" and {deal_ins} deal-in{'' if deal_ins == 1 else 's'}"
    out.write(f"  {counted}, {agree} agree with the log\n")


def _difference_text(d) -> str:
    if d.field == "yaku":
        def listed(pairs):
            return ", ".join(f"{y} {h}" for y, h in pairs) or "none"
        return f"yaku only in the log: {listed(d.logged)}; only ours: {listed(d.ours)}"
    if d.field == "error":
        return f"our core refuses the hand ({d.ours})"
    def shown(value) -> str:
        return "none" if value is None else str(value)  # no Python None in a person's text
    return f"{d.field}: log {shown(d.logged)}, ours {shown(d.ours)}"


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def main(argv: list[str]) -> int:
    """Entry for `python -m trainer import …`; returns the exit code
    (module docstring)."""
    a = _parser().parse_args(argv)
    if a.player is not None and not a.player.strip():
        print("import: --player needs a name (as in the log)", file=sys.stderr)
        return EXIT_USAGE
    if a.deal_ins and not a.player:
        print("import: --deal-ins goes with --player NAME", file=sys.stderr)
        return EXIT_USAGE
    out = sys.stdout
    status = EXIT_OK
    seen_player = False
    try:
        for source in a.files:
            lf = read_log(source)
            if lf.error is not None:
                status = _worse(status, EXIT_UNREADABLE)
                if a.json:
                    out.write(_dumps({"source": source, "error": lf.error.to_json()}) + "\n")
                else:
                    out.write(f"{source}: cannot import: {lf.error.message}\n")
                continue
            for game in lf.games:
                if game.error is not None:
                    status = _worse(status, EXIT_UNREADABLE)
                    if a.json:
                        out.write(_dumps({"source": source, "game": game.game, "error": game.error.to_json()}) + "\n")
                    else:
                        which = f"game {game.game}: " if game.game else ""
                        out.write(f"{source}: {which}cannot import: {game.error.message}\n")
                    continue
                if a.player:
                    if not any(_name_key(n) == _name_key(a.player) for n in game.players if n):
                        continue  # a game the player is not in: nothing of theirs to show
                    seen_player = True
                wins = selected_wins(game, a.player, a.deal_ins)
                rows = []
                for h, w, role in wins:
                    check = check_win(w, a.rules, game.rules if a.rules is not None else None)
                    if not check.agrees:
                        status = _worse(status, EXIT_DISAGREE)
                    rows.append((h, w, role, check))
                if game.unreadable:
                    status = _worse(status, EXIT_PARTIAL)
                if a.json:
                    for u in game.unreadable:
                        out.write(_dumps({"source": source, "game": game.game, "hand": u.number, "round": u.label,
                                          "honba": u.honba, "unreadable": u.error.to_json()}) + "\n")
                    for warning in game.warnings:
                        out.write(_dumps({"source": source, "game": game.game, "warning": warning.to_json()}) + "\n")
                    for h, w, role, check in rows:
                        line = {"source": source, "game": game.game, "round": h.label, "honba": h.honba,
                                "winner": w.winner, "from": w.from_seat, "winner_name": game.players[w.winner],
                                "from_name": game.players[w.from_seat], "hand": check.hand,
                                "logged": {k: w.logged.get(k) for k in ("fu", "han", "value", "limit", "yaku")},
                                "result": check.result, **check.to_json()}
                        if a.player:
                            line["role"] = role
                        out.write(_dumps(line) + "\n")
                else:
                    _text_game(source, game, rows, out)
        out.flush()
    except BrokenPipeError:
        sys.stdout = None
        return status
    if a.player and not seen_player:
        print(f"import: no game has a player named {a.player[:40]!r}", file=sys.stderr)
        return 2  # a name that matches no one is a bad argument
    return status
