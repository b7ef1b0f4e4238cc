"""Quiz answers (issue 15, "Quiz input"): the fields take only legal values
and say why they refuse one, an empty field is never graded as wrong without
asking, a yakuman can be typed (and the screen says how), Enter starts a
quiz, and a missed hand in the summary opens in the calculator.

Before: a fu of "abc" was dropped silently and graded as an empty answer,
99 han was accepted, the summary then read "Fu: 20 fu, not —"; Enter on the
Quiz tab did nothing; summary rows could not be opened.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from trainer.core.jsonio import hand_from_json
from trainer.core.scoring import score
from trainer.quiz.answer_input import FU_VALUES, MAX_HAN, AnswerInputError, parse_part, yakuman_count
from trainer.quiz.grading import Answer, QuizOptions, grade
from trainer.quiz.session import SessionConfig
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import i18n
from trainer.ui.quiz.view import QuizView

# -- the legal values (trainer.quiz.answer_input) ------------------------------


def test_fu_are_20_25_and_30_to_170_in_tens():
    """RULES.md §fu: rounded up to 10; seven pairs 25; the most is 170."""
    assert FU_VALUES == (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160, 170)
    for text, value in (("30", 30), (" 25 ", 25), ("170", 170)):
        assert parse_part("fu", text) == value
    for text, reason in (("abc", "not_a_number"), ("32", "fu_not_legal"), ("180", "fu_not_legal"),
                         ("10", "fu_not_legal"), ("-30", "not_a_number"), ("３０", "not_a_number")):
        with pytest.raises(AnswerInputError) as e:
            parse_part("fu", text)
        assert e.value.reason == reason and e.value.part == "fu"
    assert parse_part("fu", "   ") is None


def test_fu_before_rounding_are_even_or_25():
    assert parse_part("fu_raw", "32") == 32 and parse_part("fu_raw", "25") == 25
    for text in ("33", "18", "172"):
        with pytest.raises(AnswerInputError):
            parse_part("fu_raw", text)


def test_han_from_1_past_13_and_yakuman_written_out():
    assert parse_part("han", "1") == 1 and parse_part("han", "13") == 13 and parse_part("han", "16") == 16
    for text, count in (("Y", 1), ("yakuman", 1), ("役満", 1), ("2Y", 2), ("double yakuman", 2),
                        ("yakuman x3", 3), ("2 × yakuman", 2), ("ダブル役満", 2)):
        assert yakuman_count(text) == count, text
        assert parse_part("han", text) == 13 * count, text
    for text, reason in (("0", "han_zero"), ("99", "han_too_many"), ("9Y", "too_many_yakuman"), ("y2", "not_a_number")):
        with pytest.raises(AnswerInputError) as e:
            parse_part("han", text)
        assert e.value.reason == reason, text
    assert MAX_HAN < 99


def test_payments_are_positive_multiples_of_100():
    assert parse_part("ron", "8000") == 8000 and parse_part("total", "12,300") == 12300
    for text, reason in (("7,750", "points_not_hundreds"), ("0", "points_zero"), ("1000000", "points_too_many")):
        with pytest.raises(AnswerInputError) as e:
            parse_part("ron", text)
        assert e.value.reason == reason


def test_a_yakuman_typed_as_y_is_graded_right():
    """Suuankou tanki and daisuushii: a double yakuman under Tenhou rules
    (RULES.md limits; the core counts 13 han per yakuman)."""
    h, ctx, rules = hand_from_json({"closed": "111z222z333z444z55m", "win": "5m"})
    r = score(h, ctx, rules)
    assert r.yakuman == 2
    g = grade(Answer(han=parse_part("han", "2Y")), r, QuizOptions(), ctx, rules)
    assert g.part("han").right
    assert not grade(Answer(han=parse_part("han", "Y")), r, QuizOptions(), ctx, rules).part("han").right


def test_y_on_a_counted_13_han_hand_is_wrong():
    """Kazoe is a limit, not a yakuman (RULES.md §4): 234m 234m 567m 789m 99m
    ron on 2m, riichi, dora indicator 1m, ura indicator 3m — riichi 1 + pinfu 1
    + iipeikou 1 + chinitsu 6 + dora 2 (2m ×2) + ura 2 (4m ×2) = 13 han, no
    yakuman (tests/core/test_rules_handworked.py, kazoe-yakuman-13han). "13"
    is right; "Y" says the hand is a yakuman and is wrong, though the core
    counts a yakuman as 13 han too."""
    h, ctx, rules = hand_from_json({"closed": "22334456778999m", "win": "2m", "seat_wind": "S", "riichi": True,
                                    "dora_indicators": "1m", "ura_indicators": "3m"})
    r = score(h, ctx, rules)
    assert (r.han, r.yakuman, r.limit) == (13, 0, "kazoe_yakuman")
    assert grade(Answer(han=13), r, QuizOptions(), ctx, rules).part("han").right
    said = Answer(han=parse_part("han", "Y"), han_yakuman=True)
    g = grade(said, r, QuizOptions(), ctx, rules, hand=h).part("han")
    assert not g.right and g.given_yakuman and g.expected == 13
    # kept through the store's JSON (a review shows it again as typed)
    assert said.to_json() == {"han": 13, "han_yakuman": True} and Answer.from_json(said.to_json()) == said
    assert Answer.from_json({"han": 13}).han_yakuman is False


# -- the screen -------------------------------------------------------------------

class FakeClock:
    t = 1000.0

    def __call__(self):
        return self.t


@pytest.fixture
def view(qtbot, tmp_path):
    v = QuizView(db_path=tmp_path / "quiz.sqlite3", clock=FakeClock(), seed=11,
                 settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(v)
    v.resize(1440, 900)
    v.show()
    qtbot.waitExposed(v)
    v.activateWindow()
    qtbot.waitUntil(v.isActiveWindow, timeout=2000)
    v.start(SessionConfig(topic="wait_fu", difficulty=1, count=3))
    qtbot.waitUntil(lambda: v.question_page.fields["fu"].edit.isVisible(), timeout=2000)
    assert set(v.question_page.fields) == {"fu", "han"}
    return v


def type_into(qtbot, field, text):
    field.edit.setFocus()
    field.edit.clear()
    QTest.keyClicks(field.edit, text)


def test_a_fu_of_abc_is_refused_with_its_reason_not_graded(qtbot, view):
    page = view.question_page
    type_into(qtbot, page.fields["fu"], "abc")
    type_into(qtbot, page.fields["han"], "2")
    qtbot.keyClick(page.fields["han"].edit, Qt.Key.Key_Return)
    assert not page.graded and view.session.answered == []
    fu = page.fields["fu"]
    assert fu.problem_label.isVisible() and "is not a number" in fu.problem_label.text()
    assert fu.edit.property("state") == "invalid" and QApplication.focusWidget() is fu.edit
    assert page.input_notice.isVisible()


def test_99_han_is_refused_saying_why(qtbot, view):
    page = view.question_page
    type_into(qtbot, page.fields["fu"], "30")
    type_into(qtbot, page.fields["han"], "99")
    page.fields["fu"].edit.setFocus()  # leaving the box says why at once
    han = page.fields["han"]
    assert han.problem_label.isVisible() and "No hand counts 99 han" in han.problem_label.text()
    qtbot.keyClick(han.edit, Qt.Key.Key_Return)
    assert not page.graded
    type_into(qtbot, han, "2")  # fixed: the reason goes
    assert not han.problem_label.isVisible()


def test_an_empty_field_is_graded_only_after_asking(qtbot, view):
    page = view.question_page
    type_into(qtbot, page.fields["han"], "1")
    qtbot.keyClick(page.fields["han"].edit, Qt.Key.Key_Return)
    assert not page.graded  # asked first
    assert page.input_notice.isVisible() and "Fu left empty" in page.input_notice.text()
    assert QApplication.focusWidget() is page.fields["fu"].edit
    qtbot.keyClick(page.fields["fu"].edit, Qt.Key.Key_Return)  # Enter again: check without it
    assert page.graded
    a = view.session.answered[-1]
    assert a.answer.fu is None and not a.grade.part("fu").right
    view.finish()
    row_text = view.summary_page.missed_rows[0].findChildren(type(page.input_notice))
    assert any("(left empty)" in label.text() for label in row_text)
    assert not any("not —" in label.text() for label in row_text)


def test_the_han_field_says_how_to_type_a_yakuman(view):
    hint = view.question_page.fields["han"].hint_label
    assert hint.isVisible() and "Y" in hint.text()
    assert not view.question_page.fields["fu"].hint_label.isVisible()


def test_enter_on_the_quiz_tab_starts_a_quiz(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    bar = w.tabs.tabBar()
    qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(1).center())
    view = w.screens["quiz"]
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.setup_page.start_button, timeout=2000)
    qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Return)
    assert view.session is not None and view.stack.currentWidget() is view.question_page


def test_a_missed_hand_in_the_summary_opens_in_the_calculator(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    view = w.show_tab("quiz")
    view.start(SessionConfig(topic="wait_fu", difficulty=1, count=1, seed=3))
    q = view.session.current
    view.submit(Answer(fu=q.result.fu, han=q.result.han + 1))
    view.finish()
    summary = view.summary_page
    assert len(summary.open_buttons) == 1
    qtbot.mouseClick(summary.open_buttons[0], Qt.MouseButton.LeftButton)
    assert w.tabs.currentWidget() is w.calculator
    shown = w.calculator.result_panel.shown_result
    assert (shown.han, shown.fu) == (q.result.han, q.result.fu)


def test_refusals_are_said_in_every_language(qtbot, view):
    page = view.question_page
    try:
        i18n.install_language(QApplication.instance(), "ja")
        type_into(qtbot, page.fields["fu"], "33")
        assert not page.fields["fu"].check()
        assert "符" in page.fields["fu"].problem_label.text()
    finally:
        i18n.install_language(QApplication.instance(), "en")


def test_several_equal_slips_name_the_part_once(qtbot):
    """The reviewer's hand (chun pon, two chi, 44z pair of the seat wind, a
    kanchan on 2s, ron): 30 fu; 40 fu fits two slips equally (the 777z pon
    counted closed, 8 instead of 4: 32 → 40; a closed-ron 10 on an open
    hand: 38 → 40, both worked by hand). The Why lines named "Fu:" on each
    bullet; now the part heads its first line only."""
    from trainer.quiz.hand_code import decode_hand
    from trainer.quiz.session import Answered, Question
    from trainer.ui.quiz.feedback import FeedbackPanel

    data = decode_hand("EYAAVJNR55NhnoIhsMtFwwwkgAAAJuE")
    hand, ctx, rules = hand_from_json(data)
    result = score(hand, ctx, rules)
    assert (result.fu, result.han) == (30, 2)
    answer = Answer(fu=40, han=2)
    g = grade(answer, result, QuizOptions(), ctx, rules, hand=hand)
    question = Question(position=0, code="EYAAVJNR55NhnoIhsMtFwwwkgAAAJuE", topic="whole_hand_fu", difficulty=2,
                        hand=data, result=result, ctx=ctx, rules=rules, asked=("fu", "han"), held=hand)
    panel = FeedbackPanel()
    qtbot.addWidget(panel)
    panel.show_answered(Answered(question, answer, g, 1000))
    from PySide6.QtWidgets import QLabel

    texts = [" ".join(lab.text() for lab in line.findChildren(QLabel) if lab.text()) for line in panel.why_lines]
    assert len(texts) == 3, texts
    assert texts[0].startswith("Fu:") and "several" in texts[0]
    assert all(not t.startswith("Fu:") and "•" in t for t in texts[1:]), texts
    assert any("closed" in t and "8" in t for t in texts[1:]) and any("closed ron" in t for t in texts[1:])
