"""The Games tab shows partial imports and damaged stored wins honestly
(issue 20: "11 of 12 hands imported; hand S3 could not be read: …";
issue 24: one damaged stored win hid every win of its game). Files: the
real logs of tests/data/logs."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from trainer.logs import read_log
from trainer.ui.app.main_window import MainWindow
from trainer.ui.games.view import GamesView

MJX = Path(__file__).parents[2] / "data" / "logs" / "mjx" / "tests_py"
CUT = MJX / "2011020401gm-00a9-0000-f6eff225-no-round-end.mjlog"   # stops inside S4 (hand 8)
WHOLE = MJX / "2020052700gm-00a9-0000-75a4695c.mjlog"


def _view(qtbot, tmp_path) -> GamesView:
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    view = w.show_tab("games")
    assert isinstance(view, GamesView)
    return view


def _import(qtbot, view, files):
    with qtbot.waitSignal(view.importFinished, timeout=30_000) as blocker:
        assert view.open_files([str(f) for f in files])
    return blocker.args[0]


def test_a_partial_import_says_how_many_hands_and_which_was_lost(qtbot, tmp_path):
    view = _view(qtbot, tmp_path)
    (report,) = _import(qtbot, view, [CUT])
    assert report.added == 1 and report.hands == 7 and len(report.unreadable) == 1
    text = view.notice.text()
    assert f"{CUT.name}: 7 of 8 hand" in text  # "hands" where the English plural forms are loaded
    assert "imported; hand South 4 could not be read: the file is cut short" in text
    assert view.notice.property("bad") is True


def test_a_damaged_stored_win_hides_only_itself(qtbot, tmp_path):
    view = _view(qtbot, tmp_path)
    _import(qtbot, view, [WHOLE])
    wins = len(read_log(WHOLE).games[0].wins)
    view.store.close()
    con = sqlite3.connect(view.db_path)
    con.execute("UPDATE wins SET hand = 'null' WHERE position = 1")
    con.commit()
    con.close()
    view._open_store()
    view.reload()
    view.game_list.select_row(0)
    view.finish_cards()
    assert len(view.shown_wins()) == wins - 1
    assert "import its log file again to repair" in view.notice.text()
    (report,) = _import(qtbot, view, [WHOLE])  # the advice works
    assert report.added == 1
    view.game_list.select_row(0)
    view.finish_cards()
    assert len(view.shown_wins()) == wins


def test_a_partial_game_says_so_in_the_list(qtbot, tmp_path):
    view = _view(qtbot, tmp_path)
    _import(qtbot, view, [CUT])
    (game,) = view.game_list.games()
    assert game.unreadable == 1
    check = view.game_list.texts(0).check
    assert "1 hand" in check and "could not be read" in check


def test_the_partial_import_names_the_lost_hand_as_each_language_does(qtbot, tmp_path, qapp):
    """The lost hand of the cut log is South 4: Japanese reads 南4局 and
    Chinese 南4局 (a round name as the Table screen writes it), not "局 南 4"
    or "南 4 局" with stray spaces (the reviewer's screenshot)."""
    from trainer.ui.base import i18n

    view = _view(qtbot, tmp_path)
    _import(qtbot, view, [CUT])
    try:
        for code, says in (("ja", "南4局は読み込めませんでした"), ("zh_CN", "南4局无法读取")):
            i18n.install_language(qapp, code)  # the notice is rebuilt in the new language
            qtbot.waitUntil(lambda says=says: says in view.notice.text(), timeout=3000)
    finally:
        i18n.install_language(qapp, "en")
