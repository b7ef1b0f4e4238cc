"""The Table screen's exports and numbers below zero (issue 22 leftovers):
the score sheet PDF is headed with the day the game was played, the sheet
and the standings are written through one path, and a number below zero
carries one minus sign — never "−−" or "- −" — on the sheets and the final
screen."""

from __future__ import annotations

import re
import shutil
import subprocess
from datetime import datetime, timezone

import pytest
from PySide6.QtWidgets import QApplication

from trainer.table import Claim, EndGame, HanFu, Win
from trainer.ui.table.view import TableView

NAMES = ("Ann", "Bo", "Cy", "Dee")
DOUBLE_MINUS = re.compile(r"[-\u2212]\s*[-\u2212]")


def _bo_below_zero(qtbot, tmp_path) -> TableView:
    """M-League (no bust): Ann, the dealer, wins three yakuman by ron from Bo, 48,000 + 300 honba each time
    (RULES.md: a dealer yakuman is 48,000), so Bo ends at 25,000 − 48,000 − 48,300 − 48,600 = −119,900."""
    view = TableView(db_path=tmp_path / "t.sqlite3")
    qtbot.addWidget(view)
    view.resize(1440, 900)
    view.show()
    view.start_game(NAMES, "m_league", {})
    for _ in range(3):
        assert view.submit(Win(1, (Claim(0, HanFu(13, 0)),)))
    return view


def test_a_score_below_zero_has_one_minus_sign_on_the_sheet_page_and_the_final_screen(qtbot, tmp_path):
    view = _bo_below_zero(qtbot, tmp_path)
    assert view.current.state.scores[1] == -119_900
    assert view.submit(EndGame("called"))
    QApplication.processEvents()
    t = view.results
    texts = [t.item(r, c).text() for r in range(t.rowCount()) for c in range(t.columnCount()) if t.item(r, c)]
    assert "\u2212119,900" in texts  # the true minus sign, as the changes have it
    view.sheet_page.show_sheet(view.current.id, view.sheet_of())
    s = view.sheet_page.table
    cells = [s.item(r, c).text() for r in range(s.rowCount()) for c in range(s.columnCount()) if s.item(r, c)]
    assert "\u2212119,900 (\u221248,600)" in cells  # Bo after the third ron: score, and the change in brackets
    for text in texts + cells + [view.table_page.counters_label.text(), view.info_last.text()]:
        assert not DOUBLE_MINUS.search(text), text
        assert "-" not in text.replace("\u2014", ""), text  # no hyphen standing for a minus


def test_the_pdf_sheet_is_headed_with_the_day_and_has_no_double_minus(qtbot, tmp_path):
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext (poppler-utils) is not installed; .ci/run installs it")
    view = _bo_below_zero(qtbot, tmp_path)
    started = datetime.fromisoformat(view.current.created_at).astimezone(timezone.utc)
    assert view.save_sheet(path=str(tmp_path / "s.pdf"))
    text = subprocess.run([pdftotext, "-layout", str(tmp_path / "s.pdf"), "-"], capture_output=True, text=True,
                          check=True).stdout
    assert str(started.year) in text and started.strftime("%B") in text and "Ann, Bo, Cy, Dee" in text
    assert "\u2212119,900" in text and not DOUBLE_MINUS.search(text)


def test_sheet_and_standings_are_saved_through_one_path(qtbot, tmp_path):
    view = _bo_below_zero(qtbot, tmp_path)
    assert view.submit(EndGame("called"))
    session = view.store.session_of(view.current.id)
    asked = []
    view.ask_sheet_path = lambda names: asked.append(list(names)) or ""  # cancelled: nothing written
    assert not view.save_sheet() and not view.save_standings(session)
    assert asked[0] == list(NAMES) and asked[1][-1] == "session"
    # a folder that is not there: the same refusal, each said where it was asked
    assert not view.save_standings(session, str(tmp_path / "missing" / "s.csv"))
    assert "could not be saved" in view.error and view.session_page.note.text() == view.error
    assert not view.save_sheet(path=str(tmp_path / "missing" / "g.pdf"))
    assert "could not be saved" in view.error and view.setup_page.notice.text() == view.error
    assert view.save_standings(session, str(tmp_path / "s.csv")) and view.error == ""
    assert (tmp_path / "s.csv").read_text(encoding="utf-8").count("\n") >= 5
