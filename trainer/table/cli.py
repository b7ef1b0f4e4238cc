"""`python -m trainer table --replay LOG [--json] [--sheet FILE.csv] [--pdf FILE]`:
replay a recorded game through our core and ledger (issue 12 §4) and write
its score sheet (issue 22 §2; `sheet`). No Qt: the PDF is drawn by the
writer the caller passes (the window package's table command, `ui/table/command.py`, passes Qt's).

With ``--json`` one line per hand ``{"round", "honba", "sticks", "outcome",
"deltas", "scores"}`` (round like ``"S3"``; honba and sticks on the table
at the start of the hand; deltas the result's score changes without the
hand's riichi deposits, as Tenhou records them; scores after the hand; all
in the log's seat order), then ``{"final": scores, "placement",
"points_with_uma"}`` (placement: each seat's place, 1..4). Without it, the
same as a table for a person. Every disagreement with the log goes to
stderr (a hand that could not be read is one), and so does each note where
the replay followed the log past our rules (``note: …``: an excerpt's
start, a game the log goes on with after our preset ends it; not a
difference); the exit code is 0 when every hand and the final result
match, 1 when something differs, 2 when the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys

from .replay import Replay, replay
from .sheet import sheet_of, write_sheet_csv


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m trainer table",
                                description="Replay a recorded game (Tenhou mjlog XML or tenhou.net/6 JSON) through "
                                            "the scoring core and the table ledger, and check it against the log.")
    p.add_argument("--replay", metavar="LOG", required=True, help="the log file")
    p.add_argument("--json", action="store_true",
                   help="one JSON object per hand, then the final result; a hand's deltas are the result's score "
                        "changes without the hand's riichi deposits, as Tenhou records them (the text adds them, "
                        "marked R)")
    p.add_argument("--sheet", metavar="FILE.csv",
                   help="write the score sheet as CSV: round,honba,sticks,outcome,delta_1..N,score_1..N per hand "
                        "(deltas: the whole change, riichi deposits included), then a final and a points row")
    p.add_argument("--pdf", metavar="FILE", help="write the score sheet as a printable PDF")
    p.add_argument("--lang", metavar="LANG", default="en",
                   help="the PDF sheet's language: en, zh_CN, zh_TW or ja (read by the command's Qt front, "
                        "trainer.ui.table.command)")
    return p


def _numbered(path: str, n: int) -> str:
    """`path` for the `n`-th game of a log (0: `path` itself; then
    ``name-2.csv``, ``name-3.csv`` …)."""
    if n == 0:
        return path
    stem, dot, ext = path.rpartition(".")
    return f"{stem}-{n + 1}.{ext}" if dot and "/" not in ext else f"{path}-{n + 1}"


def _write_sheets(a, n: int, r: Replay, write_pdf) -> bool:
    """Write the sheets asked for of the `n`-th game; False (reason on
    stderr) when one cannot be written."""
    if not r.states:
        print(f"table --replay: {r.game}: no sheet: the game cannot be replayed", file=sys.stderr)
        return False
    sheet = sheet_of(r.setup, r.outcomes, r.states)
    try:
        if a.sheet:
            write_sheet_csv(sheet, _numbered(a.sheet, n))
        if a.pdf:
            write_pdf(sheet, _numbered(a.pdf, n))
    except OSError as e:
        print(f"table --replay: cannot write the sheet: {e.strerror or e}", file=sys.stderr)
        return False
    return True


def _lines(r: Replay) -> list[dict]:
    out = [{"round": h.round, "honba": h.honba, "sticks": h.sticks, "outcome": h.outcome, "deltas": list(h.deltas),
            "scores": list(h.scores)} for h in r.hands]
    if r.final is not None:
        out.append({"final": list(r.final.scores), "placement": list(r.final.places),
                    "points_with_uma": list(r.final.points)})
    return out


def _text(r: Replay) -> str:
    """The replay for a person: each hand's whole score change per seat
    (riichi deposits of the hand included and marked R, so each column adds
    up to the scores after it), unlike ``--json``'s deltas, which follow the
    log's convention."""
    rows = [f"game {r.game}: {', '.join(r.setup.players)}",
            "hand  sticks  outcome         score change per seat (R: riichi, its 1,000 on the table)  → scores"]
    for h in r.hands:
        changes = [after - prior for after, prior in zip(h.scores, h.scores_before, strict=True)]
        # what the hand's result does not explain is the 1,000 a riichi puts down
        cells = " ".join(f"{c:+7d}{'R' if c - d == -1000 else ' '}" for c, d in zip(changes, h.deltas, strict=True))
        scores = " ".join(f"{s:7d}" for s in h.scores)
        mark = "" if h.matches else "  ≠ log " + " ".join(f"{d:+d}" for d in h.logged_deltas)
        rows.append(f"{h.round}-{h.honba}  {h.sticks:6d}  {h.outcome:<15} {cells}  → {scores}{mark}")
    if r.final is not None:
        rows.append("final   " + "  ".join(f"{s} ({p}) {x:+.1f}" for s, p, x in
                                           zip(r.final.scores, r.final.places, r.final.points, strict=True)))
    rows.append(f"hands matching the log: {r.hands_matched}/{len(r.hands)}; final "
                f"{'matches' if r.final_matches else 'differs'}")
    return "\n".join(rows)


def main(argv: list[str], write_pdf=None) -> int:
    """Run the command; returns the exit code (0 all match, 1 a difference
    or a sheet that cannot be written, 2 an unreadable file or ``--pdf``
    without a PDF writer).

    Args:
        argv: the arguments after ``table``.
        write_pdf: ``write_pdf(sheet, path)`` draws a `sheet.Sheet` as PDF
            (raises `OSError`); None when this build has no Qt.
    """
    a = _parser().parse_args(argv)
    if a.pdf and write_pdf is None:
        print("table --replay: --pdf needs the window's libraries (Qt); this entry has none", file=sys.stderr)
        return 2
    try:
        from trainer.logs import read_log
    except ImportError:
        print("table --replay: this build has no log reader (trainer.logs)", file=sys.stderr)
        return 2
    log = read_log(a.replay)
    if log.error is not None:
        print(f"table --replay: {log.error.message}", file=sys.stderr)
        return 2
    games = [g for g in log.games if g.error is None]
    for g in log.games:
        if g.error is not None:
            print(f"table --replay: game {g.game}: {g.error.message}", file=sys.stderr)
    if not games:
        return 2
    differs = False
    for n, g in enumerate(games):
        r = replay(g)
        if (a.sheet or a.pdf) and not _write_sheets(a, n, r, write_pdf):
            differs = True
        if a.json:
            for line in _lines(r):
                print(json.dumps(line, ensure_ascii=False))
        else:
            print(_text(r))
        for note in r.notes:
            print(f"table --replay: {r.game}: note: {note}", file=sys.stderr)
        for problem in r.problems:
            print(f"table --replay: {r.game}: {problem}", file=sys.stderr)
        differs |= bool(r.problems)
    return 1 if differs else 0
