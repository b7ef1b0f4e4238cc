"""The longest functions of the given packages, and the ones over a limit.

Usage: python tools/function_lengths.py [--limit N] [--top K] [PATH ...]
(defaults: limit 150 lines, top 5, paths trainer/core and trainer/quiz).

A function's length is its lines from `def` to its last line, decorators
and docstring included (`ast` end_lineno - lineno + 1); nested functions are
counted inside their parent and on their own. Prints the K longest and every
one over the limit; exit status 1 when any is over.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def function_lengths(paths: list[Path]) -> list[tuple[int, str]]:
    """``(lines, "file:line name")`` of every function and method under
    `paths` (files or folders of .py files), longest first."""
    out = []
    for base in paths:
        for path in sorted([base] if base.is_file() else base.rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
            for node in ast.walk(tree):
                if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                    start = min([node.lineno, *(d.lineno for d in node.decorator_list)])
                    where = path.relative_to(ROOT) if path.is_relative_to(ROOT) else path
                    out.append((node.end_lineno - start + 1, f"{where}:{node.lineno} {node.name}"))
    out.sort(reverse=True)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("paths", nargs="*", type=Path)
    p.add_argument("--limit", type=int, default=150)
    p.add_argument("--top", type=int, default=5)
    a = p.parse_args(argv)
    paths = a.paths or [ROOT / "trainer" / "core", ROOT / "trainer" / "quiz"]
    lengths = function_lengths(paths)
    for n, name in lengths[:a.top]:
        print(f"{n:5d}  {name}")
    over = [(n, name) for n, name in lengths if n > a.limit]
    for n, name in over:
        print(f"over {a.limit} lines: {n}  {name}")
    return 1 if over else 0


if __name__ == "__main__":
    sys.exit(main())
