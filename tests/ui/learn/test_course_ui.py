"""The Learn tab (trainer/ui/learn): the course map, a lesson with its
worked examples, its drill recorded in the quiz history, "Open as lesson
deck" and the "Learn this" entry (pytest-qt, offscreen)."""

from __future__ import annotations

import json

import pytest

from trainer.quiz.store import QuizStore
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import i18n


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


def answer_right(learn) -> None:
    q = learn.drill.question
    for part, field in learn.drill.fields.items():
        field.setText(str(q.expected[part]))
    for yaku, chip in learn.drill.chips.items():
        chip.setChecked(yaku in q.expected.get("yaku", ()))
    grade = learn.drill.check()
    assert grade is not None and grade.all_right


def test_a_new_learner_sees_the_first_lesson_open_and_the_rest_locked(window):
    learn = window.show_tab("learn")
    assert learn.path == "table"
    assert [s.status for s in learn.statuses][:2] == ["open", "locked"]
    assert learn.lesson_list.count() == len(learn.statuses)
    assert learn.lesson_list.item(0).text().startswith("●")
    assert learn.lesson_list.item(1).text().startswith("○")
    page = learn.page
    assert page.lesson.id == "start.shapes" and page.practise_button.isEnabled()
    # the worked examples: seven pairs is 2 han 25 fu (RULES.md §2, §3), its lines linked to tiles
    seven_pairs = page.examples[0]
    assert (seven_pairs.result.han, seven_pairs.result.fu) == (2, 25)
    assert seven_pairs.lines and seven_pairs.lines[0].indices
    learn.open_lesson("start.yaku")
    assert not page.practise_button.isEnabled()  # locked


def test_ten_right_drill_answers_master_the_lesson_and_open_the_next(window, tmp_path):
    learn = window.show_tab("learn")
    learn.practise()
    assert learn.stack.currentWidget() is learn.drill
    for _ in range(10):
        q = learn.drill.question
        assert set(learn.drill.fields) | ({"yaku"} if learn.drill.chips else set()) == set(q.asked)
        answer_right(learn)
        learn.drill.next_question()
    assert [s.status for s in learn.statuses][:2] == ["mastered", "open"]
    assert learn.lesson_list.item(0).text().startswith("✓")
    # the answers are in the quiz history like any quiz answer (Progress and review read them)
    store = QuizStore(tmp_path / "quiz.sqlite3")
    try:
        answers = store.answers()
        assert len(answers) == 10 and all(a.right and set(a.parts) == {"yaku"} for a in answers)
        assert store.skill_states()
    finally:
        store.close()


def test_a_wrong_answer_is_graded_and_shows_the_breakdown(window):
    learn = window.show_tab("learn")
    learn.open_lesson("start.shapes")
    learn.practise()
    for chip in learn.drill.chips.values():
        chip.setChecked(False)
    grade = learn.drill.check()
    assert grade is not None and not grade.all_right
    assert learn.drill.grade_lines and learn.drill.grade_lines[0].text().startswith("✗")
    assert learn.drill.worked.headline.isVisible()
    assert learn.statuses[0].asked == 1 and learn.statuses[0].right == 0


def test_the_other_path_and_learn_this(window):
    learn = window.show_tab("learn")
    learn.set_path("formula")
    assert [s.lesson.id for s in learn.statuses][4] == "formula.fu_items"
    assert learn.open_lesson_for_skill("fu.closed_ron")
    assert learn.page.lesson.id == "formula.fu_items"
    learn.set_path("table")
    assert learn.open_lesson_for_skill("fu.closed_ron") and learn.page.lesson.id == "table.shapes"
    assert not learn.open_lesson_for_skill("reading.choice")


def test_open_as_lesson_deck_fills_the_classroom(window):
    learn = window.show_tab("learn")
    learn.open_lesson("table.shapes")
    assert learn.open_in_classroom() == 3
    classroom = window.screen_for("classroom")
    assert classroom.hand_count() == 3
    assert classroom.deck.hands[0].note == "Fu by the six common shapes"
    classroom.dirty = False  # closing the window would otherwise ask whether to save the deck


def test_the_lesson_reads_in_the_interface_language(window, qtbot):
    from PySide6.QtWidgets import QApplication

    learn = window.show_tab("learn")
    try:
        i18n.install_language(QApplication.instance(), "zh_TW")
        qtbot.wait(10)
        assert learn.page.title.text() == "和牌的牌型"
        assert "振聽" in learn.lesson_list.item(3).text()
        assert learn.path_buttons["table"].text() == "實戰路線"
    finally:
        i18n.install_language(QApplication.instance(), "en")


def test_learn_this_on_a_locked_lesson_opens_it_to_read_and_names_the_lesson_to_master(window):
    """A new learner's closed-ron "Learn this" leads to the six-shapes lesson,
    far ahead of the first lesson (start.shapes, the only open one): it opens
    to read, with a note naming start.shapes and a button going there; its
    drill stays off."""
    learn = window.show_tab("learn")
    assert learn.open_lesson_for_skill("fu.closed_ron")
    page = learn.page
    assert page.lesson.id == "table.shapes" and learn.status_of("table.shapes").status == "locked"
    assert page.examples and page.text.text()          # the text and examples are there to read
    assert not page.practise_button.isEnabled()
    assert page.locked_box.isVisible()
    first = learn.current_lesson()
    assert first.id == "start.shapes"
    assert first.title_in("en") in page.locked_note.text() and first.title_in("en") in page.locked_button.text()
    page.locked_button.click()
    assert learn.page.lesson.id == "start.shapes" and not learn.page.locked_box.isVisible()
    assert learn.page.practise_button.isEnabled()


def test_the_drill_meter_counts_toward_mastery_and_asks_from_the_lessons_own_yaku(window):
    """The first yaku lesson (start.yaku) teaches 8 yaku — riichi, menzen
    tsumo, tanyao and the five yakuhai — so its drill offers those 8 chips,
    not all 39, and deals no hand with another yaku. After 4 right answers
    the meter shows 4 green slots: "4 right in the last 10 (8 needed) · 3 in
    a row (3 needed)"; a wrong one then resets the run: "… · 0 in a row"."""
    learn = window.show_tab("learn")
    learn.practise(learn.page.lesson)        # start.shapes: mastered with 10 right
    for i in range(10):
        if i:
            learn.drill.next_question()
        answer_right(learn)
    assert learn.status_of("start.shapes").status == "mastered"
    learn.open_lesson("start.yaku")
    learn.practise()
    drill = learn.drill
    assert set(drill.chips) == {"riichi", "menzen_tsumo", "tanyao", "yakuhai_haku", "yakuhai_hatsu",
                                "yakuhai_chun", "yakuhai_seat_wind", "yakuhai_round_wind"}
    assert drill.meter.slots.recent == ()
    for i in range(4):
        if i:
            drill.next_question()
        assert set(drill.question.expected["yaku"]) <= set(drill.chips)
        answer_right(learn)
    assert drill.meter.slots.recent == (True,) * 4
    assert drill.meter.words.text() == "4 right in the last 10 (8 needed) · 3 in a row (3 needed)"
    drill.next_question()
    for chip in drill.chips.values():
        chip.setChecked(False)
    assert not drill.check().all_right
    assert drill.meter.slots.recent == (True,) * 4 + (False,)
    assert drill.meter.words.text() == "4 right in the last 10 (8 needed) · 0 in a row (3 needed)"


def test_the_drill_answer_mode_adds_its_parts_and_is_remembered(qtbot, tmp_path):
    """start.shapes asks the yaku; "also ask the han and fu" adds those
    fields (fu left out on a yakuman, whose han are asked); the choice is
    remembered in the settings and a new window's drill starts in it."""
    from PySide6.QtCore import QSettings

    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    w = MainWindow(settings=settings, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    learn = w.show_tab("learn")
    learn.practise(learn.page.lesson)
    drill = learn.drill
    assert drill.mode == "lesson" and set(drill.fields) == set()
    drill.mode_combo.setCurrentIndex(drill.mode_combo.findData("han_fu"))
    q = drill.question
    assert "yaku" in q.asked and "han" in q.asked and set(drill.fields) == set(q.asked) - {"yaku"}
    answer_right(learn)
    assert learn.status_of("start.shapes").asked == 1     # it counts for the lesson
    (session,) = learn.store.sessions()                   # the history records the lesson and the mode
    assert json.loads(session["options"]) == {"lesson": "start.shapes", "drill_mode": "han_fu"}
    w2 = MainWindow(settings=settings, data_dir=tmp_path / "other")
    qtbot.addWidget(w2)
    assert w2.show_tab("learn").drill.mode == "han_fu"
