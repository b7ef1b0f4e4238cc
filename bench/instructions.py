"""Machine instructions per hand of the scoring paths, counted by callgrind (issue 10).

Usage: python bench/instructions.py [--count N]

Wall-clock figures on a shared machine move by several per cent from run to
run; instruction counts do not, so they show what one change to the core
buys. For each hand set (the 1,843 Tenhou wins of
tests/data/shared/tenhou_sample.jsonl, and N generated hands,
default 2,000, seed 20240601) and each path (``score_json(h)`` with the
explanation, ``score_json(h, explain=False)``), the script runs a child
Python under ``valgrind --tool=callgrind`` twice: once scoring every hand
(warming the per-suit tables and shared values) and stopping, once scoring
every hand and then every hand again; the difference divided by the hands
is the steady-state cost of one hand. Needs valgrind on the PATH.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SAMPLE = ROOT / "tests" / "data" / "shared" / "tenhou_sample.jsonl"

_CHILD = """
import json, sys
sys.path.insert(0, {root!r}); sys.path.insert(0, {tests!r})
from trainer.core import score_json
which, explain, again, count = sys.argv[1], sys.argv[2] == "explain", sys.argv[3] == "again", int(sys.argv[4])
if which == "tenhou_sample":
    hands = [json.loads(line)["hand"] for line in open({sample!r}, encoding="utf-8") if line.strip()]
else:
    from random_hands import generate
    hands = generate(20240601, count)
for h in hands:
    score_json(h, explain)
if again:
    for h in hands:
        score_json(h, explain)
print(len(hands))
"""


def instructions(args: list[str]) -> tuple[int, int]:
    """(instructions, hands) of one child run under callgrind."""
    code = _CHILD.format(root=str(ROOT), tests=str(ROOT / "tests"), sample=str(SAMPLE))
    done = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                           sys.executable, "-c", code, *args], capture_output=True, text=True, check=True)
    refs = re.search(r"refs:\s*([\d,]+)", done.stderr)
    if refs is None:
        raise RuntimeError(f"no instruction count in callgrind's output: {done.stderr[-300:]}")
    return int(refs.group(1).replace(",", "")), int(done.stdout.split()[-1])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=2000, help="generated hands")
    a = p.parse_args(argv)
    if shutil.which("valgrind") is None:
        print("valgrind is not installed (apt-get install valgrind)")
        return 1
    sets = ["tenhou_sample"] if SAMPLE.exists() else []
    sets.append("generated")
    print("machine instructions per hand (callgrind, steady state)")
    for which in sets:
        for path in ("explain", "plain"):
            once, hands = instructions([which, path, "once", str(a.count)])
            twice, _ = instructions([which, path, "again", str(a.count)])
            name = "score_json(h)" if path == "explain" else "score_json(h, explain=False)"
            print(f"  {which:14s} {name:30s} {(twice - once) // hands:9,d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
