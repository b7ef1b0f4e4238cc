"""The quiz screen driven like a learner would (issue 5 §2–4, pytest-qt):
choose a session, type answers, Enter to check and Enter to go on; a right
answer, a wrong one with its explanation tied to the tiles, the summary,
retrying the missed hand — and the database rows behind each step."""

import sqlite3

import pytest
from PySide6.QtCore import QSettings, Qt

from trainer.core.tiles import format_tiles, parse_tiles
from trainer.quiz.store import SCHEMA_VERSION
from trainer.ui.base import terms
from trainer.ui.quiz.view import QuizView


class FakeClock:
    def __init__(self):
        self.t = 1000.0

    def __call__(self):
        return self.t


@pytest.fixture
def view(qtbot, tmp_path):
    clock = FakeClock()
    # seed 1: the second meld-fu hand has a fu item whose omission changes the rounded fu
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    v = QuizView(db_path=tmp_path / "data" / "quiz.sqlite3", clock=clock, seed=1, settings=settings)
    v.clock_fake = clock
    qtbot.addWidget(v)
    v.resize(1440, 900)
    v.show()
    return v


def rows(view):
    con = sqlite3.connect(str(view.db_path))
    out = con.execute("SELECT position, code, topic, difficulty, answer, truth, parts, right, time_ms "
                      "FROM answers ORDER BY id").fetchall()
    con.close()
    return out


def type_into(qtbot, field, value):
    field.edit.clear()
    qtbot.keyClicks(field.edit, str(value))


def round10(x):
    return -(-x // 10) * 10


def test_a_whole_session_right_wrong_summary_retry(qtbot, view):
    setup = view.setup_page
    assert view.stack.currentWidget() is setup
    assert view.db_path.exists()  # created with its folder on open
    setup.topic_buttons["meld_fu"].setChecked(True)
    setup.level_buttons[2].setChecked(True)
    setup.count_spin.setValue(3)
    qtbot.keyClick(setup, Qt.Key.Key_Return)
    page = view.question_page
    assert view.stack.currentWidget() is page

    # -- question 1: a right answer, typed, Tab to han, Enter ------------------
    q1 = view.session.current
    assert page.question is q1 and q1.topic == "meld_fu"
    assert list(page.fields) == ["fu", "han"]
    # the situation is shown: seat and round wind, ron/tsumo, dora indicator tiles
    assert terms.wind_name(q1.hand["seat_wind"]) in page.badges.texts[0]
    assert terms.flag_name("tsumo" if q1.hand["tsumo"] else "ron") in page.badges.texts
    assert format_tiles(page.badges.dora_row.tiles()) == q1.hand["dora_indicators"]
    n_tiles = len(parse_tiles(q1.hand["closed"])) + sum(len(parse_tiles(m["tiles"])) for m in q1.hand["melds"])
    assert page.hand_view.count() == n_tiles
    view.clock_fake.t += 7.25
    type_into(qtbot, page.fields["fu"], q1.result.fu)
    type_into(qtbot, page.fields["han"], q1.result.han)
    qtbot.keyClick(page.fields["han"].edit, Qt.Key.Key_Return)
    assert page.graded
    assert [f.state for f in page.fields.values()] == ["right", "right"]
    assert page.feedback.verdict.property("state") == "right"
    assert page.dots.state() == ((True,), False, 3)
    r = rows(view)
    assert len(r) == 1
    assert r[0][:4] == (0, q1.code, "meld_fu", 2)
    assert r[0][7] == 1 and r[0][8] == 7250

    # -- Enter again: the next question ----------------------------------------
    qtbot.keyClick(page.next_button, Qt.Key.Key_Return)
    q2 = view.session.current
    assert q2 is not None and q2.position == 1 and not page.graded
    assert all(f.edit.text() == "" for f in page.fields.values())

    # -- question 2: a wrong fu, explained by a fu item tied to its tiles ------
    res = q2.result
    raw = res.fu_raw
    slip = next(f for f in res.fu_items if f.tiles and round10(raw - f.fu) != res.fu)
    wrong_fu = round10(raw - slip.fu)
    type_into(qtbot, page.fields["fu"], wrong_fu)
    type_into(qtbot, page.fields["han"], res.han)
    qtbot.keyClick(page.fields["fu"].edit, Qt.Key.Key_Return)
    assert page.fields["fu"].state == "wrong" and page.fields["han"].state == "right"
    assert page.fields["fu"].band.text().endswith(terms.fu_text(res.fu))
    assert page.feedback.verdict.property("state") == "wrong"
    marked = page.feedback.marked
    names = [m.name_label.text() for m in marked]
    assert terms.fu_item_name(slip.id) in names       # the explaining fu item is marked
    line = next(m for m in marked if m.name_label.text() == terms.fu_item_name(slip.id))
    # the line is tied to tiles of the hand: hovering it lights them
    assert sorted(page.hand_view.tile_at(i).kind for i in line.indices) == sorted(
        t.kind for t in parse_tiles(slip.tiles))
    line.hovered.emit(line.indices)
    assert page.hand_view.highlight() == line.indices
    r = rows(view)
    assert len(r) == 2 and r[1][1] == q2.code and r[1][7] == 0
    assert '"fu": false' in r[1][6] and '"han": true' in r[1][6]
    assert f'"fu": {wrong_fu}' in r[1][4] and f'"fu": {res.fu}' in r[1][5]

    # -- question 3 and the summary ---------------------------------------------
    qtbot.keyClick(page, Qt.Key.Key_Return)
    q3 = view.session.current
    type_into(qtbot, page.fields["han"], q3.result.han)
    if "fu" in page.fields:
        type_into(qtbot, page.fields["fu"], q3.result.fu)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    summary = view.summary_page
    assert view.stack.currentWidget() is summary
    assert summary.accuracy_label.text() == "67%"
    assert summary.topic_rows["meld_fu"][0].text() == "2 / 3"
    assert len(summary.missed_rows) == 1
    assert summary.retry_button.isEnabled()
    assert len(rows(view)) == 3

    # -- retry the missed one -----------------------------------------------------
    qtbot.mouseClick(summary.retry_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is page
    again = view.session.current
    assert again.code == q2.code and view.session.mode == "retry"
    type_into(qtbot, page.fields["fu"], again.result.fu)
    type_into(qtbot, page.fields["han"], again.result.han)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    assert view.stack.currentWidget() is summary
    assert summary.accuracy_label.text() == "100%"
    assert not summary.retry_button.isEnabled()
    r = rows(view)
    assert [(x[1], x[7]) for x in r] == [(q1.code, 1), (q2.code, 0), (q3.code, 1), (q2.code, 1)]
    con = sqlite3.connect(str(view.db_path))
    assert [m for (m,) in con.execute("SELECT mode FROM sessions ORDER BY id")] == ["count", "retry"]
    assert con.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    con.close()


def test_points_and_yaku_options_add_fields_and_grade_them(qtbot, view):
    setup = view.setup_page
    setup.topic_buttons["payments"].setChecked(True)
    setup.option_checks["points"].setChecked(True)
    setup.option_checks["yaku"].setChecked(True)
    setup.count_spin.setValue(1)
    qtbot.mouseClick(setup.start_button, Qt.MouseButton.LeftButton)
    page = view.question_page
    q = view.session.current
    p = q.result.points
    expected_parts = ["ron"] if not p.tsumo else (["non_dealer_pays"] if p.dealer_pays is None
                                                  else ["dealer_pays", "non_dealer_pays"])
    assert [x for x in page.fields if x not in ("fu", "han")][:len(expected_parts)] == expected_parts
    assert page.yaku_picker.isVisible()
    for f in page.fields.values():
        type_into(qtbot, f, 100)  # wrong everywhere but han
    type_into(qtbot, page.fields["han"], q.result.han)
    for y in q.result.yaku:
        if y.id in page.yaku_picker.chips:
            page.yaku_picker.chips[y.id].setChecked(True)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    g = view.session.answered[-1].grade
    assert g.part("han").right and g.part("yaku").right
    assert not g.part(expected_parts[0]).right
    assert page.fields[expected_parts[0]].band.text().endswith(terms.number_text(getattr(p, expected_parts[0])))
    row = rows(view)[0]
    assert '"yaku": true' in row[6] and f'"{expected_parts[0]}": false' in row[6]


def test_a_timed_run_ends_when_the_clock_runs_out(qtbot, view):
    setup = view.setup_page
    setup.timed_check.setChecked(True)
    setup.minutes_spin.setValue(1)
    qtbot.keyClick(setup, Qt.Key.Key_Return)
    page = view.question_page
    assert page.timer_label.text() == "1:00"
    q = view.session.current
    type_into(qtbot, page.fields["han"], q.result.han)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    if not page.graded:                          # fu left empty: Enter again checks without it
        qtbot.keyClick(page, Qt.Key.Key_Return)
    qtbot.keyClick(page, Qt.Key.Key_Return)      # second question shown
    view.clock_fake.t += 61
    view._tick()
    assert view.stack.currentWidget() is view.summary_page
    assert len(rows(view)) == 1                  # the open question is not counted


def test_escape_ends_the_session_and_keeps_the_answers(qtbot, view):
    qtbot.keyClick(view.setup_page, Qt.Key.Key_Return)
    page = view.question_page
    type_into(qtbot, page.fields["han"], 1)
    qtbot.keyClick(page, Qt.Key.Key_Return)
    if not page.graded:  # fu left empty: Enter again checks without it
        qtbot.keyClick(page, Qt.Key.Key_Return)
    view.finish()
    assert view.stack.currentWidget() is view.summary_page
    assert len(rows(view)) == 1
    qtbot.mouseClick(view.summary_page.new_button, Qt.MouseButton.LeftButton)
    assert view.stack.currentWidget() is view.setup_page


def test_the_chooser_remembers_its_choices(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    first = QuizView(db_path=tmp_path / "q.db", settings=settings, seed=2)
    qtbot.addWidget(first)
    first.setup_page.topic_buttons["wait_fu"].setChecked(True)
    first.setup_page.level_buttons[3].setChecked(True)
    first.setup_page.option_checks["points"].setChecked(True)
    qtbot.mouseClick(first.setup_page.start_button, Qt.MouseButton.LeftButton)
    assert (first.session.config.topic, first.session.config.difficulty) == ("wait_fu", 3)
    again = QuizView(db_path=tmp_path / "q.db", settings=settings)
    qtbot.addWidget(again)
    c = again.setup_page.config()
    assert (c.topic, c.difficulty, c.options.points, c.count) == ("wait_fu", 3, True, 10)
