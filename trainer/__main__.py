"""`python -m trainer`: the window, or the command line (`score`, `quiz`).

The `score` path imports no Qt (start-up speed, issue 2); the window is
imported only when asked for.
"""

from __future__ import annotations

import sys


def main(argv: list[str] | None = None) -> int:
    """Dispatch: ``score …`` and ``quiz …`` run the command line; anything
    else opens the calculator window. Returns the process exit code."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in ("score", "quiz"):
        from .cli import main as cli_main

        return cli_main(args)
    if args and args[0] in ("-h", "--help") and len(args) == 1:
        print("usage: python -m trainer [--hand JSON] [--screenshot PNG]\n"
              "       python -m trainer score --json < hands.jsonl\n"
              "       python -m trainer score TILES --win TILE [options]  (see score --help)\n"
              "       python -m trainer quiz --generate N --topic T --difficulty D --seed S --json")
        return 0
    from .ui.app import main as ui_main

    return ui_main(args)


if __name__ == "__main__":
    sys.exit(main())
