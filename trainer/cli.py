"""The command line: `python -m trainer score …` (no Qt imported).

``score --json`` reads SCHEMA.md hands, one JSON object per line on stdin,
and writes one result per line in the same order (a blank or unreadable line
gets an error result too, so lines stay aligned); a bad line gives a result
with ``error`` and the batch goes on; never a traceback.
``score TILES --win TILE [--tsumo] [--riichi] …`` prints a breakdown for a
person.
"""

from __future__ import annotations

import argparse
import json
import sys

from .core.errors import HandError
from .core.jsonio import error_to_json, hand_from_json, score_json
from .core.rules import PRESETS
from .core.scoring import score


def _score_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="python -m trainer score",
        description="Score a riichi hand. Tiles in mpsz notation, e.g. 234m456p678s33355s.",
    )
    p.add_argument("closed", nargs="?", help="closed tiles including the winning tile (mpsz)")
    p.add_argument("--json", action="store_true", help="read SCHEMA.md hands as JSON lines on stdin")
    p.add_argument("--win", help="the winning tile, e.g. 3s (0p for a red five)")
    p.add_argument("--tsumo", action="store_true", help="self-drawn win (default: ron)")
    p.add_argument("--seat", default="E", choices="ESWN", help="winner's seat wind (E = dealer)")
    p.add_argument("--round", default="E", choices="ESWN", help="round wind")
    for flag in ("riichi", "double-riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
                 "tenhou", "chiihou", "renhou"):
        p.add_argument(f"--{flag}", action="store_true")
    for kind in ("chi", "pon", "minkan", "ankan", "kakan"):
        article = "an" if kind[0] in "aeiou" else "a"
        p.add_argument(f"--{kind}", action="append", default=[], metavar="TILES",
                       help=f"{article} {kind} meld (repeatable)")
    p.add_argument("--dora", default="", help="dora indicators (mpsz)")
    p.add_argument("--ura", default="", help="ura dora indicators (mpsz)")
    p.add_argument("--honba", type=int, default=0)
    p.add_argument("--sticks", type=int, default=0, help="riichi sticks on the table")
    p.add_argument("--rules", default="tenhou",
                   help=f"a preset ({', '.join(PRESETS)}; any case) or a JSON rules object "
                        'like {"preset": "wrc", "kiriage": false}')
    return p


def _error_line(message: str, detail: str) -> dict:
    return error_to_json(HandError("invalid_notation", message, detail=detail))


def _score_line(raw: bytes) -> dict:
    """One input line (bytes) to one result object; never raises."""
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        return _error_line(f"the line is not UTF-8 text ({e.reason} at byte {e.start})", "bad_encoding")
    if not text.strip():
        return _error_line("the line is empty (one JSON hand per line)", "empty_line")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as e:
        return _error_line(f"the line is not JSON: {str(e)[:200]}", "bad_json")
    try:
        return score_json(data)
    except Exception as e:  # noqa: BLE001 — the batch must go on whatever one line holds
        return _error_line(f"the line could not be read as a hand: {type(e).__name__}", "unreadable_hand")


def _score_lines(stdin, stdout) -> int:
    """Score JSON lines from the binary `stdin`; one result line per input line.

    Output is ASCII JSON (non-ASCII escaped), flushed per line so a caller
    may feed one hand at a time and read the answer.
    """
    for raw in stdin:
        out = _score_line(raw.rstrip(b"\r\n"))
        try:
            line = json.dumps(out, ensure_ascii=True, separators=(",", ":"))
        except ValueError:
            line = json.dumps(_error_line("the result has a number too large to write", "number_too_large"))
        stdout.write(line + "\n")
        stdout.flush()
    return 0


def _hand_from_args(a: argparse.Namespace) -> dict:
    rules = a.rules.strip()
    if rules.startswith("{"):
        rules = json.loads(rules)
    else:
        # the window shows "EMA", "M-League": accept any case and - for _
        rules = rules.lower().replace("-", "_").replace(" ", "_")
    melds = [{"type": k, "tiles": t} for k in ("chi", "pon", "minkan", "ankan", "kakan")
             for t in getattr(a, k)]
    return {
        "closed": a.closed, "win": a.win, "melds": melds, "tsumo": a.tsumo,
        "seat_wind": a.seat, "round_wind": a.round, "riichi": a.riichi,
        "double_riichi": a.double_riichi, "ippatsu": a.ippatsu, "haitei": a.haitei,
        "houtei": a.houtei, "rinshan": a.rinshan, "chankan": a.chankan, "tenhou": a.tenhou,
        "chiihou": a.chiihou, "renhou": a.renhou, "dora_indicators": a.dora,
        "ura_indicators": a.ura, "honba": a.honba, "riichi_sticks": a.sticks, "rules": rules,
    }


def _quiet_stdout() -> None:
    """The reader went away (e.g. `| head -1`): send the rest to /dev/null so
    Python's exit flush raises no BrokenPipeError."""
    import os

    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def score_main(argv: list[str]) -> int:
    """`score` subcommand. Exit 0 on success, 1 when a single hand is refused,
    2 on bad arguments."""
    a = _score_parser().parse_args(argv)
    if a.json:
        try:
            return _score_lines(sys.stdin.buffer, sys.stdout)
        except BrokenPipeError:
            _quiet_stdout()
            return 0
    if not a.closed or not a.win:
        print("score: give the closed tiles and --win (or use --json)", file=sys.stderr)
        return 2
    from .cli_text import render

    try:
        hand, ctx, rules = hand_from_json(_hand_from_args(a))
        print(render(score(hand, ctx, rules)))
        sys.stdout.flush()
    except BrokenPipeError:
        _quiet_stdout()
    except HandError as e:
        print(f"error ({e.code}): {e.message}", file=sys.stderr)
        return 1
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    return 0


def main(argv: list[str]) -> int:
    """Entry for `python -m trainer score|quiz …`."""
    if argv[0] == "score":
        return score_main(argv[1:])
    from .quiz.cli import main as quiz_main

    return quiz_main(argv[1:])


def console_main() -> int:
    """Console-script entry (`riichi-trainer-cli score …`)."""
    argv = sys.argv[1:] or ["score", "--help"]
    return main(argv)
