"""How soon, and in how much memory, the log reader refuses the attack files
of issue 24's second round (the files: tests/log_attacks.py).

Usage: python bench/log_bounds.py [--code DIR] [--runs 3]

Each file is written to a temporary folder, then read by `read_log` in a
fresh Python process (so that one file's memory does not hide the next's):
the wall-clock time of `read_log`, the process's peak resident memory
after it minus before it (MB; the file's bytes are read inside it, up to
20 MB), and the error's message. Files:

- ``wide.xml``: an mjlog whose one ``<UN>`` tag has 1,500,000 attributes
  (18.4 MB), and ``wide.mjlog``, the same gzipped;
- ``one game.json``: one tenhou.net/6 game of 22,000 hands with two
  ``"log"`` keys nested in it (18.9 MB; it was refused as "more than 600
  hands in 3 games");
- ``season.json``: three games of 150, 22,000 and 150 hands.

``--code DIR`` reads with the ``trainer`` package of another checkout (for
example ``git archive <commit> | tar -x -C DIR``), to compare with the code
before a change; the files are made by this checkout's tests/log_attacks.py.
"""

from __future__ import annotations

import argparse
import gzip
import json
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

_CHILD = """
import json, sys, time
sys.path.insert(0, sys.argv[1])
from trainer.logs import read_log
def peak():  # VmHWM, kB (ru_maxrss would count the parent's memory before the exec)
    return next(int(l.split()[1]) for l in open("/proc/self/status") if l.startswith("VmHWM"))
before = peak()
start = time.perf_counter()
lf = read_log(sys.argv[2])
took = time.perf_counter() - start
grew = (peak() - before) / 1024
print(json.dumps([took, grew, lf.error.message if lf.error else "read, not refused"]))
"""


def attack_files() -> dict[str, bytes]:
    """File name → bytes of each attack file."""
    from log_attacks import games_list, nested_log_keys_game, wide_tag_mjlog

    wide = wide_tag_mjlog(1_500_000)
    return {"wide.xml": wide, "wide.mjlog": gzip.compress(wide),
            "one game.json": nested_log_keys_game(22_000), "season.json": games_list(150, 22_000, 150)}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--code", type=Path, default=ROOT, help="the checkout whose trainer package reads")
    p.add_argument("--runs", type=int, default=3)
    a = p.parse_args(argv)
    print(f"reading with {a.code}; {a.runs} runs each: time, peak memory growth, message")
    with tempfile.TemporaryDirectory() as d:
        for name, data in attack_files().items():
            path = Path(d) / name
            path.write_bytes(data)
            runs = [json.loads(subprocess.run([sys.executable, "-c", _CHILD, str(a.code), str(path)], check=True,
                                              capture_output=True, text=True).stdout) for _ in range(a.runs)]
            times = ", ".join(f"{r[0] * 1000:.0f}" for r in runs)
            grew = ", ".join(f"{r[1]:.0f}" for r in runs)
            print(f"{name:<14} {len(data) / 1e6:5.1f} MB  {times} ms  +{grew} MB  {runs[0][2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
