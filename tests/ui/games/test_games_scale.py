"""The Games tab with many games (issue 24 §4 "Scale": with 500 games a
language switch froze the window 1.8–3.1 s, Ctrl+A 0.5–1.9 s and "Quiz me
on these" 2.6–3.4 s). The figures are printed by bench/games_scale.py;
these tests hold the shapes that made them small, so that they cannot come
back unnoticed: no widget per game, the selection's wins read in one query
without their JSON, win cards built only near the visible part, and a quiz
that reads and scores each hand when it asks it.

Truth: the six shared Tenhou games (tests/data/shared/logs), their win
counts read from the mjlog records by `log_helpers.raw_mjlog` (not by our
reader), stored again and again as copies with their own content hash."""

from __future__ import annotations

import dataclasses
import sqlite3

import pytest
from log_helpers import GAMES, json_path, raw_mjlog
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from trainer.logs.importer import prepare
from trainer.logs.store import GamesStore
from trainer.ui.app.main_window import MainWindow
from trainer.ui.games import view as games_view

COPIES = 10  # of each of the six games: 60 games


def _fill(path, copies: int = COPIES) -> int:
    """Store `copies` of each shared game; returns the wins stored."""
    store = GamesStore(path)
    try:
        batch = []
        for game in GAMES:
            (p,) = prepare(json_path(game))[1]
            for i in range(copies):
                g = dataclasses.replace(p.game, content_hash=f"{p.game.content_hash}-{i}", game=f"{game}-{i}")
                batch.append(dataclasses.replace(p, game=g))
        store.add_games(batch)
    finally:
        store.close()
    return copies * sum(len(raw_mjlog(g)["wins"]) for g in GAMES)


def _settle() -> None:
    """Turn the event loop until nothing is left to do (cards built on later turns included)."""
    for _ in range(200):
        QApplication.processEvents()
        QApplication.sendPostedEvents()


@pytest.fixture
def many(qtbot, tmp_path):
    wins = _fill(tmp_path / "games.sqlite3")
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    qtbot.waitExposed(w)
    view = w.show_tab("games")
    _settle()
    return w, view, wins


def test_the_game_list_has_no_widget_per_game(many):
    """A widget per game made every language switch lay out 1,000 rows
    (11 s at 500 games here); the rows are painted now."""
    _w, view, _wins = many
    assert view.game_list.count() == 6 * COPIES
    assert len(view.game_list.findChildren(QWidget)) < 10


def test_ctrl_a_lists_every_win_and_builds_only_the_cards_near_the_view(many):
    _w, view, wins = many
    QTest.keyClick(view.game_list, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    _settle()
    assert len(view.game_list.selected_games()) == 6 * COPIES
    assert view.count_label.text().startswith(f"{wins} win")  # "wins" where the English plurals are loaded
    assert view.quiz_button.text() == f"Quiz me on these ({wins})"
    # the cards of the visible part and a little below, not the 120 a long list may show
    built = len(view.cards)
    assert 1 <= built <= 12
    bar = view.scroll.verticalScrollBar()
    for _ in range(5):
        bar.setValue(bar.maximum())
        _settle()
    assert len(view.cards) > built
    view.finish_cards()
    assert len(view.cards) == games_view.MAX_CARDS


def test_the_win_rows_are_read_ahead_so_ctrl_a_reads_none(many, monkeypatch):
    """Reading the win rows of 1,000 games took 35-55 ms of Ctrl+A's 100:
    they are read a hundred games a turn once the list is filled, and
    Ctrl+A reads none. A new filling of the list (after an import) reads
    them again: a row changed in the file since is seen."""
    _w, view, wins = many
    assert set(view._key_cache) == {g.id for g in view.game_list.games()}
    asked = []
    real = view.store.win_keys
    monkeypatch.setattr(view.store, "win_keys", lambda games: asked.append(len(games)) or real(games))
    QTest.keyClick(view.game_list, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    _settle()
    assert asked == [] and view.quiz_button.text() == f"Quiz me on these ({wins})"
    con = sqlite3.connect(view.db_path)
    con.execute("UPDATE wins SET hand = 'null' WHERE position = 0")  # each game's first win damaged
    con.commit()
    con.close()
    view.reload()
    _settle()
    assert sum(asked) == 6 * COPIES  # every game read again, a hundred at a time
    QTest.keyClick(view.game_list, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    _settle()
    assert view.quiz_button.text() == f"Quiz me on these ({wins - 6 * COPIES})"


def test_quiz_me_on_these_reads_and_scores_each_hand_when_asked(many, monkeypatch):
    """Every hand was read from the store and scored before the first
    question (2.6–3.4 s at 500 games); now the first one is, and the rest
    as the quiz comes to them."""
    import trainer.quiz.session as session_module

    w, view, wins = many
    scored = []
    real_score = session_module.score
    monkeypatch.setattr(session_module, "score", lambda *a, **k: scored.append(1) or real_score(*a, **k))
    QTest.keyClick(view.game_list, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    _settle()
    view.quiz_button.click()
    quiz = w.screens["quiz"]
    assert quiz.session.total == wins and quiz.session.current is not None
    assert len(scored) <= 2


def test_the_light_win_rows_agree_with_the_whole_ones(tmp_path):
    """`win_keys` (no JSON read) lists what `read_wins` lists, in order; a
    damaged hand hides only its row; a refused hand is marked."""
    db = tmp_path / "games.sqlite3"
    _fill(db, copies=1)
    con = sqlite3.connect(db)
    first, second = (r[0] for r in con.execute("SELECT id FROM games ORDER BY id LIMIT 2"))
    con.execute("UPDATE wins SET hand = 'null' WHERE game = ? AND position = 1", (first,))
    con.execute("UPDATE wins SET agrees = 0, result = json_set(result, '$.error', json('{\"code\": \"x\"}')) "
                "WHERE game = ? AND position = 0", (second,))
    con.commit()
    con.close()
    store = GamesStore(db)
    try:
        games = [g.id for g in store.games()]
        keys = store.win_keys(games)
        whole = [w for g in games for w in store.read_wins(g)[0]]
        assert [k.id for k in keys if k.readable] == [w.id for w in whole]
        assert [(k.game, k.position) for k in keys if not k.readable] == [(first, 1)]
        assert [(k.game, k.position) for k in keys if k.refused] == [(second, 0)]
        assert store.wins_by_id([w.id for w in reversed(whole)]) == list(reversed(whole))
        hands = store.hands([w.id for w in whole])
        assert len(hands) == len(whole) and hands[-1] == whole[-1].hand
    finally:
        store.close()


def test_a_language_switch_after_the_window_closed_reads_nothing(many):
    """The closed tab keeps its widgets until Qt deletes them; a language
    switch (another window of the same run) retranslated it from win rows of
    a file already closed: AttributeError in the event loop."""
    from trainer.ui.base import i18n

    w, view, _wins = many
    QTest.keyClick(view.game_list, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    _settle()
    w.close()
    try:
        i18n.install_language(QApplication.instance(), "ja")
        _settle()
        assert view.store is None
    finally:
        i18n.install_language(QApplication.instance(), "en")
        _settle()


class _Paints(QObject):
    """Counts the paint events of one widget."""

    def __init__(self, widget: QWidget) -> None:
        super().__init__(widget)
        self.count = 0
        widget.installEventFilter(self)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.Paint:
            self.count += 1
        return False


def test_a_language_switch_paints_the_games_tab_fewer_times_in_its_new_words(many):
    """A switch with a game selected painted the Games tab seven times over
    five turns (Qt painted between the LanguageChange and the layouts and
    the zero-timer retranslation it caused, then again each turn as the
    standing chips built anew were shown a turn later and laid out). Now the
    tab says its new words when `install_language` returns, and is painted
    at most four times. ("あなたの対局": translations/trainer_ja.ts, "Your
    games".)"""
    from trainer.ui.base import i18n

    w, view, _wins = many
    view.game_list.select_row(0)
    _settle()
    paints = {name: _Paints(widget) for name, widget in
              (("title", view.title), ("header", view.header_title), ("list", view.game_list.viewport()))}
    try:
        i18n.install_language(QApplication.instance(), "ja")
        assert view.title.text() == "あなたの対局"  # before any turn of the event loop
        assert w.updatesEnabled()
        _settle()
        counts = {k: p.count for k, p in paints.items()}
        assert max(counts.values()) <= 4, counts  # 7 each before (on this machine, offscreen, 1440 × 900)
    finally:
        i18n.install_language(QApplication.instance(), "en")
        _settle()
