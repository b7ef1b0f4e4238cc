"""An import can be stopped inside a game, and quitting during one does
not freeze the window (issue 24 §4 "Hang": quitting during a large import
froze the window 17–30 s). The big log is made here from a real Tenhou
game (tests/data/shared/logs): its hands repeated to the 200 a game may
hold, 180 wins to check one by one.

A cancelled import leaves the store as it was: the games it had stored
already (an earlier file, committed in its own batch) are taken out again.
No test here depends on a time: the worker is caught inside the big game's
checks (an event), and after a cancel or a close it must have returned."""

from __future__ import annotations

import json
import threading
import time

import pytest
from log_helpers import GAMES, json_path
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtWidgets import QApplication

from trainer.logs import importer
from trainer.logs.store import GamesStore
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import tasks
from trainer.ui.games.view import GamesView

BIG_HANDS = 200  # the most hands a game may hold (trainer.logs.build.MAX_HANDS)


@pytest.fixture
def big(tmp_path):
    """A one-game tenhou.net/6 file of 200 hands, and its win count (read
    from the file's own records: each hand's result entry ``和了``)."""
    obj = json.loads(json_path(GAMES[0]).read_text(encoding="utf-8"))
    obj["log"] = (obj["log"] * (BIG_HANDS // len(obj["log"]) + 1))[:BIG_HANDS]
    path = tmp_path / "long game.json"
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    wins = sum(len(hand[16][1:]) // 2 for hand in obj["log"] if hand[16][0] == "和了")
    assert wins > 100
    return path, wins


def _stored(db) -> list[tuple[str, int, int]]:
    store = GamesStore(db)
    try:
        return sorted((g.game_id, g.wins, len(store.wins(g.id))) for g in store.games())
    finally:
        store.close()


class CaughtInside:
    """Wraps `importer.check_win`: after `after` checks of wins the worker
    is inside the big game (`inside` is set); each check then takes a few
    ms, so that the worker is still there when the test acts."""

    def __init__(self, monkeypatch, after: int = 20) -> None:
        self.inside = threading.Event()
        self.calls = 0
        self.after = after
        self.real = importer.check_win
        monkeypatch.setattr(importer, "check_win", self)

    def __call__(self, *args, **kwargs):
        self.calls += 1
        if self.calls >= self.after:
            self.inside.set()
            time.sleep(0.005)
        return self.real(*args, **kwargs)


def test_a_cancelled_import_stops_inside_a_game_and_leaves_the_store_as_it_was(tmp_path, big, monkeypatch):
    path, wins = big
    db = tmp_path / "games.sqlite3"
    importer.import_files([json_path(GAMES[1])], db)
    before = _stored(db)
    monkeypatch.setattr(importer, "BATCH_FILES", 1)  # the next file is committed before the big one is read

    def asks(paths) -> int:
        """How often an import of `paths` asks when nothing stops it."""
        n = []
        importer.import_files(paths, tmp_path / f"scratch {paths[0].stem}.sqlite3",
                              cancelled=lambda: n.append(1) and False)
        return len(n)

    first, whole = asks([json_path(GAMES[2])]), asks([path])
    asked = []

    def cancelled() -> bool:
        asked.append(1)
        return len(asked) > first + 30  # inside the big file, a few hands into it

    reports = importer.import_files([json_path(GAMES[2]), path], db, cancelled=cancelled)
    assert [r.error.code for r in reports] == ["cancelled", "cancelled"]
    assert all(r.added == 0 for r in reports)
    assert _stored(db) == before  # GAMES[2], committed on its own, was taken out again
    assert len(asked) == first + 31 < whole  # stopped at the first true answer, inside the big game
    (again,) = importer.import_files([path], db)  # nothing half-stored stands in the way
    assert again.added == 1 and again.wins == wins


def test_the_cancel_button_stops_an_import_inside_a_game(qtbot, tmp_path, big, monkeypatch):
    path, _wins = big
    caught = CaughtInside(monkeypatch)
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    view = w.show_tab("games")
    assert isinstance(view, GamesView)
    assert view.open_files([str(json_path(GAMES[1])), str(path)])
    assert caught.inside.wait(60)
    QApplication.processEvents()
    assert w.cancel_task_button.isVisible() and w.cancel_task_button.text() == "Cancel"
    (task,) = w._tasks
    with qtbot.waitSignal(task.stopped, timeout=30_000):
        qtbot.mouseClick(w.cancel_task_button, Qt.MouseButton.LeftButton)
    assert caught.calls < caught.after + 50  # stopped at its next check, not at the end of the game
    assert "cancelled" in view.notice.text() and view.import_button.isEnabled()
    assert not w.statusBar().isVisible()
    assert view.game_list.count() == 0 and _stored(tmp_path / "games.sqlite3") == []


def test_quitting_during_an_import_closes_the_window_and_stops_the_worker(qtbot, tmp_path, big, monkeypatch):
    """The window used to wait for the worker to finish its file; now it
    hides, tells the worker to stop, and the worker (checking between
    hands) has returned by the time close() does."""
    path, _wins = big
    caught = CaughtInside(monkeypatch)
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    view = w.show_tab("games")
    assert view.open_files([str(path)])
    assert caught.inside.wait(60)
    (task,) = list(tasks._running)
    w.close()
    assert not w.isVisible()
    assert task.cancelled
    assert QThreadPool.globalInstance().activeThreadCount() == 0  # the worker returned within the close's wait
    assert caught.calls < caught.after + 50
    assert _stored(tmp_path / "games.sqlite3") == []  # consistent: nothing half-stored


def test_a_file_over_a_bound_is_named_with_the_bound_it_crossed(qtbot, tmp_path, qapp):
    """The notice said "the file is too large for a game log" without
    saying which bound; now it names the file and the bound (200 hands a
    game, trainer.logs.LIMITS), in each language."""
    from trainer.ui.base import i18n

    obj = json.loads(json_path(GAMES[0]).read_text(encoding="utf-8"))
    obj["log"] = (obj["log"] * 30)[:201]
    path = tmp_path / "very long game.json"
    path.write_text(json.dumps(obj, ensure_ascii=False), encoding="utf-8")
    i18n.install_language(qapp, "en")
    w = MainWindow(settings=None, data_dir=tmp_path / "data")
    qtbot.addWidget(w)
    w.show()
    view = w.show_tab("games")
    try:
        with qtbot.waitSignal(view.importFinished, timeout=30_000):
            assert view.open_files([str(path)])
        assert "very long game.json: the file is too large for a game log (at most 200 hands in a game)" \
            in view.notice.text()
        w.set_language("ja")
        qtbot.waitUntil(lambda: "1 対局に 200 局まで" in view.notice.text(), timeout=3000)
        assert "very long game.json" in view.notice.text()
    finally:
        i18n.install_language(QApplication.instance(), "en")
        i18n.save_language("en")


@pytest.mark.parametrize("lang, said", [("en", "at most 16,384 bytes in one XML tag"),
                                        ("ja", "XML のタグ 1 つは 16,384 バイトまで"),
                                        ("zh_CN", "每个 XML 标签最多 16,384 字节"),
                                        ("zh_TW", "每個 XML 標籤最多 16,384 位元組")])
def test_every_bound_of_the_reader_is_worded_in_each_language(qapp, lang, said):
    """Each key of trainer.logs.LIMITS has its own words in the notice (the
    tag bound of the second round, 16 KB from one '<' to the next, too),
    never the bare "too large"."""
    from trainer.logs import LIMITS
    from trainer.ui.base import i18n
    from trainer.ui.games import wording

    i18n.install_language(qapp, lang)
    try:
        bare = wording.error_text("too_large")
        for key in LIMITS:
            assert wording.error_text("too_large", (("limit", key),)) != bare, key
        assert said in wording.error_text("too_large", (("limit", "xml_tag_bytes"),))
    finally:
        i18n.install_language(qapp, "en")
