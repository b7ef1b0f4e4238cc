"""The ``export`` and ``worksheet`` commands of ``python -m trainer``: pictures
and worksheets without a window (they render offscreen, no display needed).

    python -m trainer export --hand JSON|CODE --png FILE [--scale 1|2|4] [--svg FILE] [--lang LANG]
    python -m trainer worksheet DECK.json --pdf FILE [--lang zh_CN] [--paper a4|letter]

Bad input (a hand or deck that cannot be read, a bad option) prints one
line saying what and why and exits with 2; a file that cannot be written
exits with 1; success exits with 0.
"""

from __future__ import annotations

import argparse
import json
import os
import sys

from trainer.core.errors import HandError

_LANGS = ("en", "zh_CN", "zh_TW", "ja")


class _Parser(argparse.ArgumentParser):
    """argparse that reports a bad option on one line and exits with 2."""

    def error(self, message: str) -> None:  # noqa: D401 (argparse API)
        """Print the usage and the problem; exit 2."""
        self.print_usage(sys.stderr)
        print(f"{self.prog}: {message}", file=sys.stderr)
        raise SystemExit(2)


def _app(lang: str):
    """A headless QGuiApplication in `lang` (offscreen unless a platform is set)."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from trainer.ui.base import i18n

    app = QGuiApplication.instance() or QGuiApplication(["trainer"])
    i18n.install_language(app, lang)
    return app


def _read_hand(text: str) -> dict:
    """A SCHEMA.md hand from JSON text or a quiz hand code.

    Raises:
        ValueError: not JSON, not an object, or not a hand code (message
            says which).
    """
    from trainer.quiz.hand_code import HandCodeError, decode_hand

    text = text.strip()
    if len(text) > 100_000:
        raise ValueError("--hand is longer than 100,000 characters")
    if text.startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as e:
            raise ValueError(f"--hand is not valid JSON (column {e.colno}: {e.msg})") from None
        except RecursionError:
            raise ValueError("--hand is nested too deeply to be a hand") from None
        except ValueError:  # a number of more than 4,300 digits (int_max_str_digits)
            raise ValueError("--hand is not a hand: a number in it is far too long") from None
        if not isinstance(data, dict):
            raise ValueError("--hand must be a JSON object (a SCHEMA.md hand) or a hand code")
        return data
    try:
        return decode_hand(text)
    except HandCodeError as e:
        raise ValueError(f"--hand: {e.message}") from None


def _same_file(a: str, b: str) -> bool:
    """Whether the paths `a` and `b` name the same file (existing or not)."""
    try:
        if os.path.exists(a) and os.path.exists(b):
            return os.path.samefile(a, b)
    except OSError:
        pass
    return os.path.realpath(a) == os.path.realpath(b)


def _write_error(command: str, path: str, e: OSError) -> str:
    """One line for a file that could not be written: the file as given and
    the OS's words (not the temporary file's name)."""
    return f"{command}: cannot write {path}: {e.strerror or e}"


def export_main(argv: list[str]) -> int:
    """``python -m trainer export``: a hand card as PNG and/or SVG; returns
    the exit code (0 written, 1 a file could not be written, 2 bad input)."""
    p = _Parser(prog="python -m trainer export",
                description="Save a hand with its full breakdown as a picture (PNG and/or SVG).")
    p.add_argument("--hand", required=True, help="a SCHEMA.md hand as a JSON object, or a quiz hand code")
    p.add_argument("--png", metavar="FILE", help="write a PNG picture")
    p.add_argument("--scale", type=int, choices=(1, 2, 4), default=1, help="PNG scale: 1, 2 or 4 (default 1)")
    p.add_argument("--svg", metavar="FILE", help="write an SVG picture")
    p.add_argument("--lang", choices=_LANGS, default="en", help="language of the text (default en)")
    opts = p.parse_args(argv)
    if not opts.png and not opts.svg:
        p.error("give --png FILE, --svg FILE or both")
    if opts.png and opts.svg and _same_file(opts.png, opts.svg):
        p.error("--png and --svg name the same file")
    try:
        hand = _read_hand(opts.hand)
    except ValueError as e:
        print(f"export: {e}", file=sys.stderr)
        return 2
    _app(opts.lang)
    from trainer.quiz.reveal import shown_hand

    from . import pictures

    try:
        shown = shown_hand(hand)
    except HandError as e:
        reason = e.message if len(e.message) <= 200 else e.message[:197] + "..."  # some echo a whole value
        print(f"export: the hand cannot be scored: {reason} ({e.code})", file=sys.stderr)
        return 2
    written = False
    try:
        if opts.png:
            size = pictures.save_png(shown, opts.png, opts.scale)
            written = True
            print(f"{opts.png}: PNG {size.width()}×{size.height()}")
        if opts.svg:
            size = pictures.save_svg(shown, opts.svg)
            print(f"{opts.svg}: SVG {size.width()}×{size.height()}")
    except OSError as e:
        print(_write_error("export", opts.png if opts.png and not written else opts.svg, e), file=sys.stderr)
        return 1
    return 0


def worksheet_main(argv: list[str]) -> int:
    """``python -m trainer worksheet``: a lesson deck as a worksheet PDF;
    returns the exit code (0 written, 1 the PDF could not be written, 2 bad
    input)."""
    p = _Parser(prog="python -m trainer worksheet",
                description="Print a lesson deck as a worksheet PDF: the hands with answer boxes, then the key.")
    p.add_argument("deck", metavar="DECK.json", help="a lesson deck file (docs/classroom.md)")
    p.add_argument("--pdf", metavar="FILE", required=True, help="the PDF to write")
    p.add_argument("--lang", choices=_LANGS, help="the class's language (default: the deck's, else en)")
    p.add_argument("--paper", choices=("a4", "letter"), default="a4", help="paper size (default a4)")
    opts = p.parse_args(argv)
    if _same_file(opts.deck, opts.pdf):
        p.error(f"--pdf {opts.pdf} is the deck itself: name another file for the PDF")
    from trainer.quiz.decks import DeckError, load_deck

    try:
        deck = load_deck(opts.deck)
    except DeckError as e:
        print(f"worksheet: {opts.deck}: {e.message}", file=sys.stderr)
        return 2
    if not deck.hands:
        print(f"worksheet: {opts.deck}: the deck has no hands", file=sys.stderr)
        return 2
    _app(opts.lang or deck.language or "en")
    from .worksheet import write_worksheet

    try:
        pages = write_worksheet(deck, opts.pdf, opts.paper)
    except OSError as e:
        print(_write_error("worksheet", opts.pdf, e), file=sys.stderr)
        return 1
    print(f"{opts.pdf}: {pages} pages, {len(deck.hands)} hands")
    return 0
