"""The table's history panel (trainer/ui/table/history.py) after undos.

Issue 24 §2: the GUI monkey (seed 15) raised ``IndexError: tuple index out of
range`` in ``HistoryPanel._selected`` after many undos: taking the newest
rows away moved the current row to one whose event the game no longer had.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from trainer.table.events import Claim, Draw, HanFu, Win
from trainer.ui.app.main_window import MainWindow


def _game_with_events(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    view = w.show_tab("table")
    view.start_game(["Ann", "Bo", "Cy", "Dee"], "tenhou", {})
    view.riichi(0)                                                          # event 0
    view.submit(Win(discarder=2, claims=(Claim(1, HanFu(3, 40)),)))         # event 1
    view.submit(Draw((True, True, True, False)))                            # event 2
    view.submit(Win(discarder=None, claims=(Claim(3, HanFu(4, 30)),)))      # event 3
    view.submit(Draw((False, False, False, False)))                         # event 4
    view.set_history_visible(True)
    QApplication.processEvents()
    return view


def test_a_new_game_with_the_same_players_while_a_row_is_selected(qtbot, tmp_path):
    """Before: the new game's empty event list met the old game's selected
    row (event 4) while the old rows were taken away: IndexError."""
    view = _game_with_events(qtbot, tmp_path)
    tree, panel = view.history.tree, view.history
    tree.setCurrentItem(tree.topLevelItem(0))  # the newest event (index 4), selected
    assert panel.remove_button.isEnabled()
    with qtbot.captureExceptions() as errors:
        view.start_game(["Ann", "Bo", "Cy", "Dee"], "tenhou", {})
        QApplication.processEvents()
        assert tree.topLevelItemCount() == 0
        assert not panel.remove_button.isEnabled() and not panel.correct_button.isEnabled()
        view.riichi(2)  # the new game's first event: one row, not selected by the old one's leftovers
        QApplication.processEvents()
    assert errors == [], errors
    assert tree.topLevelItemCount() == 1
    assert len(view.current.game.events) == 1


def test_undoing_every_row_while_the_newest_is_selected(qtbot, tmp_path):
    view = _game_with_events(qtbot, tmp_path)
    tree, panel = view.history.tree, view.history
    tree.setCurrentItem(tree.topLevelItem(0))
    with qtbot.captureExceptions() as errors:
        for left in (4, 3, 2, 1, 0):
            assert view.undo()
            QApplication.processEvents()
            assert tree.topLevelItemCount() == left
            item = tree.currentItem()
            # whatever is selected is an event the game still has
            assert item is None or item.data(0, Qt.ItemDataRole.UserRole) < left
    assert errors == [], errors
    assert not panel.remove_button.isEnabled()


def test_redo_after_the_undos_lists_every_event_again(qtbot, tmp_path):
    view = _game_with_events(qtbot, tmp_path)
    tree = view.history.tree
    tree.setCurrentItem(tree.topLevelItem(0))
    with qtbot.captureExceptions() as errors:
        for _ in range(3):
            view.undo()
        for _ in range(3):
            view.redo()
        QApplication.processEvents()
    assert errors == []
    assert tree.topLevelItemCount() == 5


def test_a_correction_of_an_early_event_keeps_each_row_on_its_event(qtbot, tmp_path):
    """Issue 22 §7: rows are no longer walked one by one after each change;
    the row at position p (newest first) must still be event n - 1 - p,
    and the row the player selected stays on its event."""
    view = _game_with_events(qtbot, tmp_path)
    tree = view.history.tree
    tree.setCurrentItem(tree.topLevelItem(2))  # event 2, the two-tenpai draw
    view.current.replace(1, Win(discarder=3, claims=(Claim(1, HanFu(2, 30)),)))  # Bo from Dee now, not from Cy
    view.refresh()
    QApplication.processEvents()
    n = tree.topLevelItemCount()
    assert n == 5
    assert [tree.topLevelItem(p).data(0, Qt.ItemDataRole.UserRole) for p in range(n)] == [4, 3, 2, 1, 0]
    assert tree.currentItem().data(0, Qt.ItemDataRole.UserRole) == 2
    assert "Dee" in tree.topLevelItem(3).text(0)  # the corrected ron names its new discarder


def test_a_long_game_lists_its_newest_events_and_keeps_them_in_order(qtbot, tmp_path):
    """Issue 24 §4: a 10,000-event game listed every event and took over a second to open; the history
    lists the newest ROWS and says the sheet has the rest. Rows stay in order as the window moves."""
    from trainer.ui.table.history import ROWS
    from trainer.ui.table.view import TableView

    view = TableView(db_path=tmp_path / "t.sqlite3")
    qtbot.addWidget(view)
    view.show()
    view.start_game(["Ann", "Bo", "Cy", "Dee"], "m_league", {})
    for _ in range(ROWS + 20):
        view.current.add(Draw((True, True, True, True)))  # M-League: the dealer repeats, no end
    view.refresh()
    tree = view.history.tree

    def listed():
        return [tree.topLevelItem(p).data(0, Qt.ItemDataRole.UserRole) for p in range(tree.topLevelItemCount())]

    n = ROWS + 20
    assert listed() == list(range(n - 1, n - 1 - ROWS, -1))
    assert view.history.older_label.isVisibleTo(view) and f"{n:,}" in view.history.older_label.text()
    for _ in range(25):
        view.undo()
    assert listed() == list(range(n - 26, -1, -1)) and not view.history.older_label.isVisibleTo(view)
    for _ in range(25):
        view.redo()
    assert listed() == list(range(n - 1, n - 1 - ROWS, -1))
    tree.setCurrentItem(tree.topLevelItem(ROWS - 1))  # the oldest row listed
    view.current.add(Draw((True, True, True, True)))
    view.refresh()  # the window moves on: that row is gone, nothing is selected in its place
    assert listed()[0] == n and len(listed()) == ROWS and tree.currentItem() is None
