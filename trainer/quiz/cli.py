"""`python -m trainer quiz …`: quiz hands from the command line (no Qt).

``quiz --generate N --topic T --difficulty D --seed S --json`` prints N
lines, each ``{"code", "topic", "difficulty", "hand": <SCHEMA.md hand>,
"result": <SCHEMA.md result>}``; the same arguments print the same bytes.
Without ``--json`` it prints one readable line per hand (code, topic,
difficulty, tiles, han and fu). ``quiz --decode CODE`` prints the hand a
hand code stands for, as SCHEMA.md JSON.
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from ..core.rules import PRESETS
from .generator import generate_hand
from .hand_code import HandCodeError, decode_hand
from .topics import ALL_TOPICS


def _preset_name(text: str) -> str:
    """A preset name as typed (``Tenhou``, ``m-league``) in its canonical form (``m_league``)."""
    return text.strip().lower().replace("-", "_").replace(" ", "_")


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m trainer quiz",
                                description="Generate quiz hands (or decode a hand code).")
    p.add_argument("--generate", type=int, metavar="N", help="how many hands to print")
    p.add_argument("--topic", default="mixed", choices=ALL_TOPICS)
    p.add_argument("--difficulty", type=int, default=2, choices=(1, 2, 3))
    p.add_argument("--seed", type=int, default=0, help="random seed; the same seed prints the same hands")
    p.add_argument("--rules", default="tenhou", type=_preset_name, choices=tuple(PRESETS),
                   help="rule preset (any case)")
    p.add_argument("--json", action="store_true", help="one JSON record per line")
    p.add_argument("--decode", metavar="CODE", help="print the SCHEMA.md hand of a hand code")
    return p


def _dumps(obj) -> str:
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":"))


def main(argv: list[str]) -> int:
    """Entry for `python -m trainer quiz …`; returns the exit code (0 ok,
    1 a bad hand code, 2 bad arguments)."""
    a = _parser().parse_args(argv)
    if a.decode is not None:
        try:
            print(_dumps(decode_hand(a.decode)))
        except HandCodeError as e:
            print(f"error ({e.reason}): {e.message}", file=sys.stderr)
            return 1
        return 0
    if a.generate is None or a.generate < 0:
        print("quiz: give --generate N (N ≥ 0) or --decode CODE", file=sys.stderr)
        return 2
    try:
        _print_hands(a, sys.stdout)
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly
        sys.stdout = None
    return 0


def _print_hands(a: argparse.Namespace, out) -> None:
    rng = random.Random(a.seed)
    for _ in range(a.generate):
        g = generate_hand(rng, a.topic, a.difficulty, a.rules)
        if a.json:
            out.write(_dumps(g.record()) + "\n")
        else:
            r = g.result
            tiles = " ".join([g.hand["closed"]] + [f"[{m['type']} {m['tiles']}]" for m in g.hand["melds"]])
            fu = "" if r.yakuman else f" {r.fu} fu"
            out.write(f"{g.code}  {g.topic} d{g.difficulty}  {tiles} win {g.hand['win']} → {r.han} han{fu}\n")
