"""The command line: `python -m trainer score …` (no Qt imported).

``score --json`` reads SCHEMA.md hands, one JSON object per line on stdin,
and writes one result per line in the same order (a blank or unreadable line
gets an error result too, so lines stay aligned); a bad line gives a result
with ``error`` and the batch goes on; never a traceback. A result has the
SCHEMA.md fields only; ``--explain`` adds the ``explanation`` object.
``score TILES --win TILE [--tsumo] [--riichi] …`` prints a breakdown for a
person.

Start-up matters for ``score --json`` (issue 3): that path imports the
scoring core and `json`, not argparse, the text renderer, the quiz or Qt.
"""

from __future__ import annotations

import os
import stat
import sys

#: Result lines written at once when ``score --json`` reads a file.
_BLOCK_LINES = 256

#: The argument lists that take the short way to ``score --json`` (no argparse).
_JSON_ARGS = (["--json"], ["--json", "--explain"], ["--explain", "--json"])


def _score_parser():
    import argparse

    class _MeldAction(argparse.Action):
        """``--chi/--pon/--minkan/--ankan/--kakan TILES``: appends ``(kind,
        tiles)`` to one list, so the melds keep the order they were typed in
        (as a JSON hand's `melds` list does; one list per kind sorted them by
        kind, and the typed and piped hands scored to different bytes)."""

        def __call__(self, parser, namespace, values, option_string=None):
            melds = list(getattr(namespace, self.dest, None) or [])
            melds.append((option_string.lstrip("-"), values))
            setattr(namespace, self.dest, melds)


    from .core.rules import PRESETS, THREE_PLAYER_PRESETS, TSUMO_PAYMENTS

    p = argparse.ArgumentParser(
        prog="python -m trainer score",
        description="Score a riichi hand. Tiles in mpsz notation, e.g. 234m456p678s33355s.",
        epilog="exit codes: 0 scored; 1 the hand is refused (why: on stderr, or in the JSON line's error); "
               "2 bad arguments. JSON lines on stdin: 0, each refusal in its own result line.",
    )
    p.add_argument("closed", nargs="?", help="closed tiles including the winning tile (mpsz)")
    p.add_argument("--json", action="store_true",
                   help="without tiles: read SCHEMA.md hands as JSON lines on stdin, write one result per line "
                        "(the SCHEMA.md fields); with tiles: that hand's result as one JSON line")
    p.add_argument("--explain", action="store_true",
                   help="with --json: add the explanation object (readings, choice, near misses) to each result")
    p.add_argument("--win", help="the winning tile, e.g. 3s (0p for a red five)")
    p.add_argument("--tsumo", action="store_true", help="self-drawn win (default: ron)")
    p.add_argument("--seat", default="E", type=str.upper, choices=tuple("ESWN"),
                   help="winner's seat wind (E = dealer; any case; E, S or W with three players)")
    p.add_argument("--round", default="E", type=str.upper, choices=tuple("ESWN"), help="round wind (any case)")
    for flag in ("riichi", "double-riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
                 "tenhou", "chiihou", "renhou"):
        p.add_argument(f"--{flag}", action="store_true")
    for kind in ("chi", "pon", "minkan", "ankan", "kakan"):
        article = "an" if kind[0] in "aeiou" else "a"
        p.add_argument(f"--{kind}", action=_MeldAction, dest="melds", default=[], metavar="TILES",
                       help=f"{article} {kind} meld (repeatable; melds keep the order typed)")
    p.add_argument("--dora", default="", help="dora indicators (mpsz)")
    p.add_argument("--ura", default="", help="ura dora indicators (mpsz)")
    p.add_argument("--honba", type=_counter, default=0)
    p.add_argument("--sticks", type=_counter, default=0,
                   help="riichi sticks on the table, the winner's own included")
    p.add_argument("--rules", default="tenhou",
                   help=f"a preset ({', '.join(PRESETS)}; any case) or a JSON rules object "
                        'like {"preset": "wrc", "kiriage": false}; three players: '
                        f"{', '.join(THREE_PLAYER_PRESETS)} (TABLE_RULES.md §8)")
    p.add_argument("--kita", type=_kita, default=0, metavar="N",
                   help="three players: North tiles set aside as kita (nukidora), 0-4; each is one han of dora")
    p.add_argument("--tsumo-payment", choices=TSUMO_PAYMENTS,
                   help="three players: how a tsumo is paid: loss (North's share is not paid; Tenhou, Mahjong "
                        "Soul), north_bisection (North's share split between the two payers), full_split (the "
                        "ron value split 2:1, or evenly when the dealer wins); default: the preset's")
    return p


def _kita(text: str) -> int:
    """An argparse type: a kita count 0..4."""
    import argparse

    if len(text) <= 2 and text.strip().isdigit() and int(text) <= 4:
        return int(text)
    raise argparse.ArgumentTypeError(f"expected a whole number from 0 to 4, not {text[:20]!r}")


def _counter(text: str) -> int:
    """An argparse type: a whole number 0..999 (honba, riichi sticks), the
    error quoting at most a short excerpt of what was typed."""
    import argparse

    from .core.jsonio import MAX_COUNTER, excerpt

    if len(text) <= 6 and text.strip().isdigit() and int(text) <= MAX_COUNTER:
        return int(text)
    raise argparse.ArgumentTypeError(f"expected a whole number from 0 to {MAX_COUNTER}, not {excerpt(text)}")


# --------------------------------------------------------------------------
# score --json

def _line_scorer(explain: bool):
    """A function from one input line (bytes, no newline) to its result
    line (ASCII JSON text, no newline); never raises.

    The line is `score_json(hand, explain)` written by ``json.dumps(…,
    ensure_ascii=True, separators=(",", ":"))`` (one encoder, made once).
    An undecodable, blank, too long (over `MAX_JSON_TEXT` bytes) or
    non-JSON line, or one that breaks the reader, gets an
    ``invalid_notation`` result whose `detail` says which
    (``bad_encoding``, ``empty_line``, ``too_large``, ``bad_json``,
    ``unreadable_hand``, and ``number_too_large`` when the result cannot be
    written); no error quotes more than a short excerpt of the line.
    """
    import json

    from .core.errors import HandError
    from .core.jsonio import MAX_JSON_TEXT, error_to_json, score_json

    loads = json.loads
    # a result is a tree of fresh dicts and lists: no cycle to look for
    dumps = json.JSONEncoder(ensure_ascii=True, separators=(",", ":"), check_circular=False).encode

    def error_line(message: str, detail: str) -> str:
        return dumps(error_to_json(HandError("invalid_notation", message, detail=detail)))

    def score_line(raw: bytes) -> str:
        if len(raw) > MAX_JSON_TEXT:
            return error_line(f"the line is {len(raw):,} bytes long; a hand is at most {MAX_JSON_TEXT:,}",
                              "too_large")
        try:
            text = raw.decode("utf-8-sig")
        except UnicodeDecodeError as e:
            return error_line(f"the line is not UTF-8 text ({e.reason} at byte {e.start})", "bad_encoding")
        if not text.strip():
            return error_line("the line is empty (one JSON hand per line)", "empty_line")
        try:
            data = loads(text)
        except RecursionError:
            return error_line("the line is nested too deep to read (a hand nests at most 6 levels)", "too_deep")
        except ValueError as e:
            if "int_max_str_digits" in str(e) or "Exceeds the limit" in str(e):
                # a whole number of thousands of digits (Python refuses to read it)
                return error_line("the line holds a number of more than 4,300 digits (a hand's numbers fit "
                                  "in 64 bits)", "too_large")
            return error_line(f"the line is not JSON: {str(e)[:200]}", "bad_json")
        try:
            out = score_json(data, explain)
        except Exception as e:  # noqa: BLE001 — the batch must go on whatever one line holds
            return error_line(f"the line could not be read as a hand: {type(e).__name__}", "unreadable_hand")
        try:
            return dumps(out)
        except ValueError:
            return error_line("the result has a number too large to write", "number_too_large")
    return score_line


def _regular_file(stream) -> bool:
    """True when `stream` reads a regular file (not a pipe, tty or device)."""
    try:
        return stat.S_ISREG(os.fstat(stream.fileno()).st_mode)
    except (AttributeError, OSError, ValueError):
        return False


def _score_lines(stdin, stdout, explain: bool = False, interactive: bool | None = None) -> int:
    """Score JSON lines from the binary `stdin` onto the text `stdout`; one
    result line per input line (a last line without ``\\n`` counts; ``\\r``
    before it is dropped), in order.

    Output is ASCII JSON (non-ASCII escaped). `interactive` (default: stdin
    is not a regular file) flushes each answer at once, so a caller may
    feed one hand at a time through a pipe and read its answer; from a
    regular file the results go through the output buffer, flushed at the
    end. Returns the exit code, 0.
    """
    if interactive is None:
        interactive = not _regular_file(stdin)
    score_line = _line_scorer(explain)
    write, flush = stdout.write, stdout.flush
    if interactive:
        for raw in stdin:
            write(score_line(raw.rstrip(b"\r\n")) + "\n")
            flush()
        return 0
    # from a file: results written a block at a time, whatever buffering
    # stdout has (PYTHONUNBUFFERED makes every write a system call)
    block: list[str] = []
    for raw in stdin:
        block.append(score_line(raw.rstrip(b"\r\n")))
        if len(block) == _BLOCK_LINES:
            write("\n".join(block) + "\n")
            block.clear()
    if block:
        write("\n".join(block) + "\n")
    flush()
    return 0


def _json_main(explain: bool) -> int:
    try:
        return _score_lines(sys.stdin.buffer, sys.stdout, explain)
    except BrokenPipeError:
        _quiet_stdout()
        return 0


# --------------------------------------------------------------------------
# score TILES --win TILE …

def _hand_from_args(a) -> dict:
    """The SCHEMA.md hand the flags describe, its ``--rules`` checked (a bad
    one is a bad argument, exit 2, not a refused hand, exit 1).

    Raises:
        HandError: ``--rules`` is JSON that is not readable, too long or
            too deeply nested (`jsonio.loads_bounded`), or names an unknown
            preset, option or value (`rules.rules_from_json`).
    """
    from .core.rules import rules_from_json

    rules = a.rules.strip()
    if rules.startswith("{"):
        from .core.jsonio import loads_bounded

        rules = loads_bounded(rules)
    else:
        # the window shows "EMA", "M-League": accept any case and - for _
        rules = rules.lower().replace("-", "_").replace(" ", "_")
    if a.tsumo_payment:
        rules = {**(rules if isinstance(rules, dict) else {"preset": rules}), "tsumo_payment": a.tsumo_payment}
    rules_from_json(rules)
    melds = [{"type": k, "tiles": t} for k, t in a.melds]
    kita = {"kita": a.kita} if a.kita else {}
    return kita | {
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
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())


def score_main(argv: list[str]) -> int:
    """`score` subcommand. Exit 0 on success, 1 when a single hand is refused,
    2 on bad arguments."""
    if argv in _JSON_ARGS:
        return _json_main("--explain" in argv)
    parser = _score_parser()
    a = parser.parse_args(argv)
    if a.json and not a.closed:
        defaults = vars(parser.parse_args([]))
        given = [k for k, v in vars(a).items() if k not in ("json", "explain") and v != defaults[k]]
        if given:
            # the hands come whole on stdin: a flag here would be dropped unsaid
            print(f"score: --{given[0].replace('_', '-')} describes a hand typed here; give the closed tiles "
                  "(score TILES --win TILE … --json), or put it in each JSON line on stdin", file=sys.stderr)
            return 2
        return _json_main(a.explain)
    if a.json:
        return _json_hand_main(a)
    if a.explain:
        print("score: --explain goes with --json (without --json the breakdown explains the hand already)",
              file=sys.stderr)
        return 2
    if not a.closed or not a.win:
        print("score: give the closed tiles and --win (or use --json)", file=sys.stderr)
        return 2
    from .cli_text import render
    from .core.errors import HandError
    from .core.jsonio import hand_from_json
    from .core.scoring import score

    try:
        hand_json = _hand_from_args(a)
    except HandError as e:
        print(f"score: --rules: {e.message}", file=sys.stderr)
        return 2
    try:
        hand, ctx, rules = hand_from_json(hand_json)
        print(render(score(hand, ctx, rules)))
        sys.stdout.flush()
    except BrokenPipeError:
        _quiet_stdout()
    except HandError as e:
        print(f"error ({e.code}): {e.message}", file=sys.stderr)
        return 1
    except ValueError as e:
        print(f"error: {str(e)[:200]}", file=sys.stderr)
        return 2
    return 0


def _json_hand_main(a) -> int:
    """`score TILES --win TILE … --json [--explain]`: the hand the flags
    describe, as one SCHEMA.md result line (it read stdin and ignored the
    tiles before). Exit 0 scored, 1 refused (the line holds the error), 2
    bad arguments."""
    import json

    from .core.errors import HandError
    from .core.jsonio import score_json

    if not a.win:
        print("score: give --win with the closed tiles", file=sys.stderr)
        return 2
    try:
        hand_json = _hand_from_args(a)
    except HandError as e:
        print(f"score: --rules: {e.message}", file=sys.stderr)
        return 2
    out = score_json(hand_json, a.explain)
    try:
        print(json.dumps(out, ensure_ascii=True, separators=(",", ":")))  # as a --json line
        sys.stdout.flush()
    except BrokenPipeError:
        _quiet_stdout()
    return 1 if out["error"] else 0


def console_main() -> int:
    """Console-script entry (`riichi-trainer-cli COMMAND …`, the commands of
    `python -m trainer`)."""
    from .__main__ import COMMANDS, run_command

    argv = sys.argv[1:] or ["score", "--help"]
    if argv[0] not in COMMANDS:
        print(f"riichi-trainer-cli: unknown command {argv[0][:40]!r}; commands: {', '.join(COMMANDS)}",
              file=sys.stderr)
        return 2
    return run_command(argv[0], argv[1:])
