"""The command line: `python -m trainer score …` (no Qt imported).

``score --json`` reads SCHEMA.md hands, one JSON object per line on stdin,
and writes one result per line in the same order (blank lines are skipped);
a bad line gives a result with ``error`` and the batch goes on.
``score TILES --win TILE [--tsumo] [--riichi] …`` prints a breakdown for a
person.
"""

from __future__ import annotations

import argparse
import json
import sys

from .core.errors import HandError
from .core.jsonio import error_to_json, hand_from_json, score_json
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
        p.add_argument(f"--{kind}", action="append", default=[], metavar="TILES",
                       help=f"a {kind} meld (repeatable)")
    p.add_argument("--dora", default="", help="dora indicators (mpsz)")
    p.add_argument("--ura", default="", help="ura dora indicators (mpsz)")
    p.add_argument("--honba", type=int, default=0)
    p.add_argument("--sticks", type=int, default=0, help="riichi sticks on the table")
    p.add_argument("--rules", default="tenhou", help="preset name or a JSON rules object")
    return p


def _score_lines(stdin, stdout) -> int:
    for line in stdin:
        if not line.strip():
            continue
        try:
            data = json.loads(line)
        except ValueError as e:
            out = error_to_json(HandError("invalid_notation", f"the line is not JSON: {e}",
                                          detail="bad_json"))
        else:
            out = score_json(data)
        stdout.write(json.dumps(out, ensure_ascii=False, separators=(",", ":")) + "\n")
    return 0


def _hand_from_args(a: argparse.Namespace) -> dict:
    rules = a.rules
    if rules.strip().startswith("{"):
        rules = json.loads(rules)
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


def score_main(argv: list[str]) -> int:
    """`score` subcommand. Exit 0 on success, 1 when a single hand is refused,
    2 on bad arguments."""
    a = _score_parser().parse_args(argv)
    if a.json:
        return _score_lines(sys.stdin, sys.stdout)
    if not a.closed or not a.win:
        print("score: give the closed tiles and --win (or use --json)", file=sys.stderr)
        return 2
    from .cli_text import render

    try:
        hand, ctx, rules = hand_from_json(_hand_from_args(a))
        print(render(score(hand, ctx, rules)))
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
