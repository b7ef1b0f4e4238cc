"""Temporary files of writes killed midway are removed (issue 24 §4, litter).

Before: a write killed midway (kill -9 while a deck, a picture or a
worksheet was being written) left its hidden temporary file beside the
target (``.<name>.<random>.tmp``, 7–24 MB for a large worksheet) and
nothing removed it. Now the temporary file's name carries the writer's
process id; `remove_stale_temporaries` removes those whose process is gone
(and untagged ones older than an hour), and runs when a store opens in a
folder and when a file is written to a folder.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from conftest import ROOT

from trainer.storage import STALE_AFTER, Database, Schema, remove_stale_temporaries, write_atomically

#: A child that starts writing 2 MB into `write_atomically`'s temporary file
#: and then waits, its file half written, to be killed.
CHILD = """
import sys, time
from pathlib import Path
from trainer.storage import write_atomically
def write(tmp):
    with open(tmp, "wb") as f:
        f.write(b"%PDF-" + bytes(2_000_000))
        f.flush()
    print(Path(tmp).name, flush=True)
    time.sleep(600)
write_atomically(sys.argv[1], write)
"""


def _killed_midway(target) -> str:
    """Start a write of `target`, kill it with SIGKILL midway; the temporary file's name."""
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(target)], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    try:
        name = child.stdout.readline().strip()
    finally:
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=30)
        child.stdout.close()
    assert name.startswith(f".{target.name}.{child.pid}.") and name.endswith(".tmp"), name
    return name


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_killed_writes_temporary_file_is_removed_by_the_next_write_to_its_folder(tmp_path):
    target = tmp_path / "sheet.pdf"
    target.write_bytes(b"%PDF- the good one")
    name = _killed_midway(target)
    assert (tmp_path / name).stat().st_size >= 2_000_000  # the litter: 2 MB nothing removes
    assert target.read_bytes() == b"%PDF- the good one"
    write_atomically(tmp_path / "deck.json", lambda tmp: Path(tmp).write_text("{}"))
    assert sorted(p.name for p in tmp_path.iterdir()) == ["deck.json", "sheet.pdf"]


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_a_store_opening_in_the_folder_removes_it(tmp_path):
    name = _killed_midway(tmp_path / "deck.json")
    db = Database(tmp_path / "quiz.sqlite3", Schema("test", 0x7E57, (("CREATE TABLE t (x)",),)))
    db.close()
    assert not (tmp_path / name).exists()


def test_what_is_not_stale_is_left_alone(tmp_path):
    now = time.time()
    mine = tmp_path / f".deck.json.{os.getpid()}.abcd1234.tmp"  # this process is still writing it
    other = tmp_path / ".notes.txt.tmp"  # another program's
    untagged_new = tmp_path / ".deck.json.abcd1234.tmp"  # an older writer's, maybe still running
    untagged_old = tmp_path / ".sheet.pdf.wxyz6789.tmp"
    salvage_old = tmp_path / "quiz.sqlite3.salvage"
    kept_file = tmp_path / "deck.json"
    for p in (mine, other, untagged_new, untagged_old, salvage_old, kept_file):
        p.write_text("x")
    for p in (untagged_old, salvage_old):
        os.utime(p, (now - STALE_AFTER - 60, now - STALE_AFTER - 60))
    removed = remove_stale_temporaries(tmp_path, now=now)
    assert sorted(p.name for p in removed) == sorted([untagged_old.name, salvage_old.name])
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        [mine.name, other.name, untagged_new.name, kept_file.name])


def test_a_missing_folder_is_nothing_to_clean(tmp_path):
    assert remove_stale_temporaries(tmp_path / "nowhere") == []


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_opening_a_deck_removes_what_a_killed_worksheet_left_beside_it(qtbot, tmp_path):
    from trainer.ui.classroom.view import DeckView

    deck = tmp_path / "lesson.json"
    deck.write_bytes((ROOT / "examples" / "lesson.json").read_bytes())
    name = _killed_midway(tmp_path / "lesson.pdf")
    view = DeckView()
    qtbot.addWidget(view)
    assert view.load(deck)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["lesson.json"], name
