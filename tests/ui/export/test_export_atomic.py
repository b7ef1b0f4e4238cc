"""Exports are written whole or not at all (issue 24 §4, data loss).

Before: a worksheet PDF or an SVG picture written past the file-size limit
(or on a full disk) exited 0, said it was written, and replaced the good
file already there with a cut, unreadable one (Qt's PDF and SVG writers
drop write errors). Now every export goes to a temporary file beside the
target, is checked whole (the PDF's trailer, the SVG's closing tag, the
PNG's IEND chunk), and only then renamed over it.

The file-size limit is set with ``resource.RLIMIT_FSIZE`` in the child
process (Python ignores SIGXFSZ, so a write past it fails with EFBIG as on
a full disk); the limit, 20,000 bytes, is below each export's size (the
sample deck's worksheet is about 800 kB, the hand's SVG about 250 kB).
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys

import pytest
from conftest import ROOT

LIMIT = 20_000
HAND = json.dumps({"closed": "234m456p678s33355s", "win": "3s"})
GOOD = {"pdf": b"%PDF-1.4 the good worksheet\n%%EOF\n", "svg": b"<svg>the good picture</svg>\n",
        "png": b"\x89PNG\r\n\x1a\n the good picture"}


def _limited():
    resource.setrlimit(resource.RLIMIT_FSIZE, (LIMIT, LIMIT))


def _run(args, cwd, limit=True):
    return subprocess.run([sys.executable, "-m", "trainer", *args], cwd=cwd, capture_output=True, text=True,
                          timeout=180, preexec_fn=_limited if limit else None)


def _args(kind: str, target) -> list[str]:
    if kind == "pdf":
        return ["worksheet", str(ROOT / "examples" / "lesson.json"), "--pdf", str(target)]
    return ["export", "--hand", HAND, f"--{kind}", str(target)] + (["--scale", "4"] if kind == "png" else [])


@pytest.mark.parametrize("kind", ["pdf", "svg", "png"])
def test_a_write_past_the_file_size_limit_keeps_the_old_file_and_says_why(tmp_path, kind):
    target = tmp_path / f"out.{kind}"
    target.write_bytes(GOOD[kind])
    r = _run(_args(kind, target), tmp_path)
    assert r.returncode == 1, (r.returncode, r.stdout, r.stderr)
    assert target.read_bytes() == GOOD[kind]  # the good file, untouched
    assert "file size limit 20,000 bytes" in r.stderr and "nothing was replaced" in r.stderr, r.stderr
    assert f"cannot write {target}" in r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]  # no temporary file left


@pytest.mark.parametrize("kind", ["pdf", "svg"])
def test_without_a_limit_the_same_export_replaces_the_file_with_a_whole_one(tmp_path, kind):
    target = tmp_path / f"out.{kind}"
    target.write_bytes(GOOD[kind])
    r = _run(_args(kind, target), tmp_path, limit=False)
    assert r.returncode == 0, r.stderr
    data = target.read_bytes()
    assert len(data) > LIMIT
    if kind == "pdf":
        assert data.startswith(b"%PDF-") and data.rstrip().endswith(b"%%EOF")
    else:
        assert data.rstrip().endswith(b"</svg>")
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]


def test_the_checks_refuse_a_cut_file(tmp_path, qapp):
    """Each check on a whole file and on the same file cut in half."""
    from trainer.ui.export.pictures import check_png, check_svg
    from trainer.ui.export.worksheet import check_pdf

    for kind, check in (("pdf", check_pdf), ("svg", check_svg), ("png", check_png)):
        whole = tmp_path / f"whole.{kind}"
        assert _run(_args(kind, whole), tmp_path, limit=False).returncode == 0
        check(whole)
        data = whole.read_bytes()
        cut = tmp_path / f"cut.{kind}"
        cut.write_bytes(data[: len(data) // 2])
        with pytest.raises(OSError, match="cut short|larger than"):
            check(cut)


def test_why_a_file_was_cut_short_is_told_as_well_as_it_can_be(tmp_path, monkeypatch):
    """A full disk (no limit reached, under 1 MB free) and an unknown cause."""
    import errno
    import os
    from types import SimpleNamespace

    from trainer.storage import cut_short

    cut = tmp_path / ".sheet.pdf.1.abcdefgh.tmp"
    cut.write_bytes(b"%PDF-" + bytes(4000))
    monkeypatch.setattr(os, "statvfs", lambda _p: SimpleNamespace(f_bavail=3, f_frsize=4096))
    full = cut_short(cut, "the PDF")
    assert full.errno == errno.ENOSPC and full.filename is None
    assert full.strerror == "the disk is full (the PDF was cut short at 4,005 bytes); nothing was replaced"
    monkeypatch.setattr(os, "statvfs", lambda _p: SimpleNamespace(f_bavail=10**6, f_frsize=4096))
    unknown = cut_short(cut, "the PDF")
    assert unknown.errno == errno.EIO
    assert unknown.strerror == "the PDF was cut short while writing (4,005 bytes); nothing was replaced"


_HISTORY_CHILD = """
import sys
import trainer.quiz.history as h
h.export_history = lambda store, at=None: {"answers": [], "pad": "x" * 100_000}
try:
    h.write_history_file(None, sys.argv[1])
except OSError as e:
    print(e.strerror, file=sys.stderr)
    sys.exit(1)
"""


def test_a_quiz_history_export_past_the_file_size_limit_keeps_the_old_file_and_no_part_file(tmp_path):
    """The history export wrote ``<name>.part`` itself and renamed it: a
    write that failed left the cut ``.part`` beside the file for good. It
    goes through the exports' writer now (`storage.write_atomically`)."""
    target = tmp_path / "history.json"
    target.write_text('{"the": "good export"}', encoding="utf-8")
    r = subprocess.run([sys.executable, "-c", _HISTORY_CHILD, str(target)], cwd=ROOT, capture_output=True, text=True,
                       timeout=60, preexec_fn=_limited)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert target.read_text(encoding="utf-8") == '{"the": "good export"}'
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]  # no temporary file left
    r = subprocess.run([sys.executable, "-c", _HISTORY_CHILD, str(target)], cwd=ROOT, capture_output=True, text=True,
                       timeout=60)
    assert r.returncode == 0 and len(json.loads(target.read_text(encoding="utf-8"))["pad"]) == 100_000


def test_the_progress_tab_lays_its_chips_out_with_the_shared_flow_layout():
    """Progress kept a private FlowLayout beside widgets/flow_layout.py (two
    copies of one layout drift apart)."""
    from trainer.ui.progress import skill_grid
    from trainer.ui.widgets.flow_layout import FlowLayout

    assert skill_grid.FlowLayout is FlowLayout


def test_the_table_score_sheet_pdf_cut_at_its_start_says_why_and_keeps_the_old_file(tmp_path):
    """``table --replay LOG --pdf`` writes through the same atomic path, but
    a sheet cut within its first 100 bytes (a disk with no room left: 0
    bytes written) was reported as "the PDF came out empty". Here the
    file-size limit is 64 bytes, so the write stops there as on a full disk
    and the reason can be told (the sheet of this 16-hand game is ~45 kB)."""
    from conftest import SHARED_DATA

    def tiny_limit():
        resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64))

    target = tmp_path / "sheet.pdf"
    target.write_bytes(GOOD["pdf"])
    log = SHARED_DATA / "logs" / "2019081518gm-00a9-0000-cce9d00c.xml"
    r = subprocess.run([sys.executable, "-m", "trainer", "table", "--replay", str(log), "--pdf", str(target)],
                       cwd=tmp_path, capture_output=True, text=True, timeout=180, preexec_fn=tiny_limit)
    assert r.returncode == 1, (r.returncode, r.stderr)
    assert target.read_bytes() == GOOD["pdf"]
    assert "file size limit 64 bytes" in r.stderr and "nothing was replaced" in r.stderr, r.stderr
    assert sorted(p.name for p in tmp_path.iterdir()) == [target.name]
