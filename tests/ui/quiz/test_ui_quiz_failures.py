"""The quiz screen when things go wrong (issue 5 §4, pytest-qt): a database
that cannot be opened, refuses to start a session or refuses an answer
shows a calm red line — never a traceback, never an answer lost silently —
and a bad saved chooser setting falls back to the defaults."""

import sqlite3

import pytest
from PySide6.QtCore import QSettings, Qt

import trainer.storage as store_module
from trainer.quiz.session import SessionConfig
from trainer.ui.quiz.setup import QuizSetupPage
from trainer.ui.quiz.view import QuizView


class FakeClock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


def make_view(qtbot, tmp_path, db_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    v = QuizView(db_path=db_path, clock=FakeClock(), seed=1, settings=settings)
    qtbot.addWidget(v)
    v.resize(1440, 900)
    v.show()
    return v


def answer_right(qtbot, view):
    page = view.question_page
    q = view.session.current
    values = {"fu": q.result.fu, "han": q.result.han}
    for part, field in page.fields.items():
        field.edit.setText(str(values.get(part, 0)))
    qtbot.keyClick(next(iter(page.fields.values())).edit, Qt.Key.Key_Return)


def test_a_folder_in_place_of_the_file_disables_start_with_a_red_line(qtbot, tmp_path):
    folder = tmp_path / "quiz.sqlite3"
    folder.mkdir()
    view = make_view(qtbot, tmp_path, folder)  # no exception
    assert view.store is None
    assert view.error_label.isVisible()
    assert "cannot be opened" in view.error_label.text()
    assert not view.setup_page.start_button.isEnabled()


def test_a_session_the_store_refuses_to_start_shows_why_and_stays_on_the_chooser(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT", 0.1)
    path = tmp_path / "quiz.sqlite3"
    view = make_view(qtbot, tmp_path, path)
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    qtbot.keyClick(view.setup_page, Qt.Key.Key_Return)
    assert view.session is None
    assert view.stack.currentWidget() is view.setup_page
    assert view.error_label.isVisible() and "locked" in view.error_label.text()
    other.execute("ROLLBACK")
    other.close()
    qtbot.keyClick(view.setup_page, Qt.Key.Key_Return)  # the next try starts
    assert view.session is not None and not view.error_label.isVisible()


def test_a_refused_answer_is_graded_shown_kept_and_saved_before_the_next_question(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT", 0.1)
    path = tmp_path / "quiz.sqlite3"
    view = make_view(qtbot, tmp_path, path)
    qtbot.keyClick(view.setup_page, Qt.Key.Key_Return)
    code = view.session.current.code
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    answer_right(qtbot, view)
    page = view.question_page
    assert page.graded  # graded and shown although not saved
    assert all(f.state == "right" for f in page.fields.values())
    assert view.session.unsaved == 1
    assert view.error_label.isVisible() and "could not be saved" in view.error_label.text()
    assert view.retry_save_button.isVisible()
    view.retry_save_button.click()  # still locked: still kept
    assert view.session.unsaved == 1 and view.retry_save_button.isVisible()
    other.execute("ROLLBACK")
    other.close()
    qtbot.keyClick(page.next_button, Qt.Key.Key_Return)  # saved before the next question
    assert not page.graded
    assert view.session.unsaved == 0
    assert not view.error_label.isVisible() and not view.retry_save_button.isVisible()
    con = sqlite3.connect(str(path))
    assert con.execute("SELECT position, code, right FROM answers").fetchall() == [(0, code, 1)]
    con.close()


def test_the_retry_saving_button_writes_the_kept_answer(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_TIMEOUT", 0.1)
    path = tmp_path / "quiz.sqlite3"
    view = make_view(qtbot, tmp_path, path)
    qtbot.keyClick(view.setup_page, Qt.Key.Key_Return)
    other = sqlite3.connect(str(path), isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    answer_right(qtbot, view)
    other.execute("ROLLBACK")
    other.close()
    view.retry_save_button.click()
    assert view.session.unsaved == 0 and not view.error_label.isVisible()
    con = sqlite3.connect(str(path))
    assert con.execute("SELECT COUNT(*) FROM answers").fetchone()[0] == 1
    con.close()


@pytest.mark.parametrize("raw", ['{"options": []}', '{"options": "x"}', '{"topic": ["a"]}', '{"count": "abc"}',
                                 "[1, 2]", '{"difficulty": null}', '{"count": 1e9}', '{"seconds": -60}',
                                 '{"options": {"points": "false"}}', '{"rules": {"preset": 1}}'])
def test_a_bad_saved_setup_falls_back_to_the_defaults(qtbot, tmp_path, raw):
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("quiz/setup", raw)
    page = QuizSetupPage(s)
    qtbot.addWidget(page)
    assert page.config() == SessionConfig()


def test_a_good_saved_setup_is_restored_field_by_field(qtbot, tmp_path):
    s = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    s.setValue("quiz/setup", '{"topic": "wait_fu", "difficulty": 3, "count": 25, "options": {"yaku": true, '
                             '"exact_fu": "yes"}, "rules": "wrc"}')
    page = QuizSetupPage(s)
    qtbot.addWidget(page)
    c = page.config()
    assert (c.topic, c.difficulty, c.count, c.seconds, c.rules) == ("wait_fu", 3, 25, None, "wrc")
    assert c.options.yaku and not c.options.exact_fu  # "yes" is not a bool: the default stays
