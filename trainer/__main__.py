"""`python -m trainer`: the window, or a command-line tool.

Every command imports only what it needs; the `score` path imports no Qt
(start-up speed, issue 2) and the window is imported only when asked for.
A command is one entry of `COMMANDS`: its name and the ``module:function``
that takes the rest of the arguments and returns the exit code.
"""

from __future__ import annotations

import importlib
import os
import sys

#: Command name → ``"module:function(argv) -> exit code"`` (relative to `trainer`).
COMMANDS: dict[str, str] = {
    "score": "cli:score_main",
    "quiz": "quiz.cli:main",
    "progress": "quiz.cli:progress_main",
    "review": "quiz.cli:review_main",
    "course": "quiz.cli:course_main",
    "table": "ui.table.command:main",
    "import": "logs.cli:main",
    "export": "ui.export.cli:export_main",
    "worksheet": "ui.export.cli:worksheet_main",
}

_USAGE = """usage: python -m trainer [--hand JSON|CODE] [--tab TAB] [--screenshot PNG] [--size WxH] [--lang LANG]
       python -m trainer --check   (can a window open here? what is missing; exit 3 when it cannot)
       python -m trainer --version
       python -m trainer score --json < hands.jsonl
       python -m trainer score TILES --win TILE [options]  (see score --help)
       python -m trainer quiz --generate N --topic T --difficulty D --seed S --json
       python -m trainer quiz --db FILE --answers ANSWERS.jsonl --json
       python -m trainer progress --db FILE --json [--at ISO]
       python -m trainer review --db FILE --generate N --seed S --json [--at ISO]
       python -m trainer course --db FILE --json [--path table|formula]
       python -m trainer course --db FILE --lesson ID --generate N --seed S --json
       python -m trainer table --replay LOG [--json] [--sheet FILE.csv] [--pdf FILE [--lang ja]]
       python -m trainer import FILE… [--json] [--player NAME [--deal-ins]] [--rules R]
       python -m trainer export --hand JSON|CODE --png FILE [--scale 1|2|4] [--svg FILE]
       python -m trainer worksheet DECK.json --pdf FILE [--lang zh_CN] [--paper a4|letter]
every command: python -m trainer COMMAND --help"""


def run_command(name: str, argv: list[str]) -> int:
    """Run the command `name` (a key of `COMMANDS`) with `argv`; its exit code.

    Raises:
        KeyError: `name` is not a command.
    """
    module_name, func = COMMANDS[name].split(":")
    module = importlib.import_module(f"{__package__ or 'trainer'}.{module_name}")
    return getattr(module, func)(argv)


def main(argv: list[str] | None = None) -> int:
    """Dispatch: a name of `COMMANDS` runs that command; ``-h`` prints the
    usage, ``--version`` the version (`trainer.__version__`); a first word that is not a command is refused (exit 2);
    ``--check`` reports whether a window can open here
    (`preflight.check_main`); anything else opens the window, unless
    `preflight.startup_problem` finds it cannot (no display, missing
    system libraries): then the reason is printed and the exit code is
    `preflight.EXIT_NO_WINDOW` (3). Returns the process exit code."""
    args = sys.argv[1:] if argv is None else argv
    if args and args[0] in COMMANDS:
        try:
            code = run_command(args[0], args[1:])
            if sys.stdout is not None:
                sys.stdout.flush()  # here, not at exit, where a broken pipe cannot be caught
            return code
        except BrokenPipeError:
            # the reader went away (piped into `head`): stop quietly, and keep
            # Python's flush at exit from raising again
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
            return 0
    if args and args[0] in ("--version", "-V") and len(args) == 1:
        from . import __version__

        print(f"Riichi Scoring Trainer {__version__}")
        return 0
    if args and args[0] in ("-h", "--help") and len(args) == 1:
        try:
            print(_USAGE)
            sys.stdout.flush()
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), 1)
        return 0
    if args and not args[0].startswith("-"):
        # the window takes options only: a word first is a mistyped command
        print(f"python -m trainer: unknown command {args[0][:40]!r} (commands: {', '.join(COMMANDS)}; "
              "python -m trainer --help)", file=sys.stderr)
        return 2
    # Before anything loads QtGui: say why no window can open rather than
    # let Qt abort the process (no display, missing system libraries).
    from .ui.app import preflight

    # The window's own parser reads the arguments first (importing Qt's
    # modules needs no display), so a bad one is exit 2 either way; when
    # Qt's libraries themselves are missing, preflight says which.
    try:
        from .ui.app.main import window_options
    except (ImportError, OSError):
        screenshot = check = False
    else:
        try:
            opts = window_options(args)[0]
        except SystemExit as e:
            return int(e.code or 0)
        screenshot, check = opts.screenshot is not None, opts.check
    if check:
        return preflight.check_main()
    problem = preflight.startup_problem(screenshot=screenshot)
    if problem is not None:
        print(problem, file=sys.stderr)
        return preflight.EXIT_NO_WINDOW
    from .ui.app.main import main as ui_main
    from .ui.app.main import quiet_offscreen_notices

    if os.environ.get("QT_QPA_PLATFORM") == "offscreen" or screenshot:
        quiet_offscreen_notices()
    return ui_main(args)


if __name__ == "__main__":
    sys.exit(main())
