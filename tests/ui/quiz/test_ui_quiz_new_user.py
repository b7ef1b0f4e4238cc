"""Small things a new user met on the Quiz tab (issue 24, part 6), each
failing before its fix: a yakuman answer ``2Y`` echoed as "26 han"; the
headline's points counting the riichi sticks without saying so; with "skip
fu on limit hands" the fu field missing exactly on limit hands."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QLabel

from trainer.ui.base import i18n
from trainer.ui.quiz.view import QuizView

# 123m 456p 999s 567s 88s ron on 5s, South seat, riichi, dora indicators 7s 8s
# (8s ×2, 9s ×3): riichi 1 + dora 5 = 6 han, haneman: non-dealer ron 12,000
# (RULES.md §4); one riichi stick on the table: the winner receives 13,000.
HANEMAN = {"closed": "123m456p999s567s88s", "melds": [], "win": "5s", "tsumo": False, "seat_wind": "S",
           "round_wind": "E", "riichi": True, "dora_indicators": "7s8s", "riichi_sticks": 1}
# Kokushi musou on a 13-sided wait, ron: a single yakuman under the Tenhou
# preset (no double for the 13-sided wait), non-dealer ron 32,000.
KOKUSHI = {"closed": "19m19p19s1234567z1z", "melds": [], "win": "1z", "tsumo": False, "seat_wind": "S",
           "round_wind": "E"}
# 20 base + 10 closed ron + 8 closed 999s = 38 -> 40 fu, riichi 1 han: 1,300.
PLAIN = {"closed": "123m456p999s567s88s", "melds": [], "win": "5s", "tsumo": False, "seat_wind": "S",
         "round_wind": "E", "riichi": True}


class FakeClock:
    def __call__(self):
        return 1000.0


@pytest.fixture
def view(qtbot, tmp_path, qapp):
    i18n.install_language(qapp, "en")
    v = QuizView(db_path=tmp_path / "quiz.sqlite3", clock=FakeClock(), seed=1,
                 settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(v)
    v.resize(1440, 900)
    v.show()
    return v


def check(page, values: dict) -> None:
    for part, value in values.items():
        page.fields[part].edit.setText(str(value))
    page.check_button.click()
    if not page.graded:   # a field left empty: Enter again checks without it
        page.check_button.click()
    assert page.graded


def texts(widget) -> list[str]:
    return [lab.text() for lab in widget.findChildren(QLabel) if lab.text() and lab.isVisibleTo(widget)]


def test_a_yakuman_answer_is_echoed_as_a_yakuman(view):
    assert view.start_hands([KOKUSHI])
    page = view.question_page
    check(page, {"han": "2Y", "ron": 64000})
    said = texts(page.feedback)
    assert "Han: you said Double yakuman" in said and not any("26 han" in t for t in said)
    assert page.fields["han"].band.text() == "✗ It is Yakuman"
    assert not any("13 han" in t for t in said)   # the kokushi line says Yakuman too


def test_y_on_a_hand_that_is_no_yakuman_is_echoed_as_typed_and_wrong(view):
    # PLAIN is riichi 1 han (above); "Y" was echoed "Han: you said 13 han".
    assert view.start_hands([PLAIN])
    page = view.question_page
    check(page, {"fu": 40, "han": "Y", "ron": 1300})
    said = texts(page.feedback)
    assert "Han: you said Yakuman" in said and not any("13 han" in t for t in said)
    assert page.fields["han"].band.text() == "✗ It is 1 han"
    assert "Han: This hand has no yakuman: type the han it counts" in said


def test_a_payment_from_a_yakuman_answer_says_so(view):
    # 13 han 40 fu would be a kazoe yakuman, 32,000 from a non-dealer
    # (RULES.md §4): the payment follows from the answer "Y", not "40 fu 13 han".
    assert view.start_hands([PLAIN])
    page = view.question_page
    check(page, {"fu": 40, "han": "Y", "ron": 32000})
    said = texts(page.feedback)
    assert "Discarder pays: That follows from your answer Yakuman: fix that first" in said, said


# 234m 234m 567m 789m 99m ron on 2m, riichi, dora indicator 1m, ura 3m:
# riichi 1 + pinfu 1 + iipeikou 1 + chinitsu 6 + dora 2 + ura 2 = 13 han,
# kazoe yakuman (RULES.md §4), non-dealer ron 32,000 — a limit, not a yakuman.
KAZOE = {"closed": "22334456778999m", "melds": [], "win": "2m", "tsumo": False, "seat_wind": "S",
         "round_wind": "E", "riichi": True, "dora_indicators": "1m", "ura_indicators": "3m"}


def test_y_on_a_counted_13_han_hand_is_wrong_and_says_so(view):
    assert view.start_hands([KAZOE])
    page = view.question_page
    check(page, {"han": "Y", "ron": 32000})
    said = texts(page.feedback)
    assert "Han: you said Yakuman" in said
    assert page.fields["han"].band.text() == "✗ It is 13 han"
    assert "Han: This hand has no yakuman: type the han it counts" in said


def test_the_headline_says_the_riichi_sticks_apart(view):
    assert view.start_hands([HANEMAN])
    page = view.question_page
    check(page, {"han": 6, "ron": 12000, "total": 13000})
    truth = page.feedback.findChild(QLabel, "Truth").text()
    assert "12,000 points" in truth and "riichi sticks" in truth and "13,000 points" not in truth


def test_the_fu_field_shows_on_limit_hands_too_and_is_not_graded(view):
    assert view.start_hands([PLAIN, HANEMAN, KOKUSHI])
    page = view.question_page
    fields = []
    for values in ({"fu": 40, "han": 1, "ron": 1300}, {"fu": 30, "han": 6, "ron": 12000, "total": 13000},
                   {"fu": 30, "han": "Y", "ron": 32000}):
        fields.append(list(page.fields))
        check(page, values)
        if view.session.answered[-1].question.result.han >= 5:
            assert "fu" not in view.session.answered[-1].question.asked   # skip fu on limit hands
            assert page.fields["fu"].band.text().startswith("Not needed")
            assert view.session.answered[-1].grade.all_right   # the typed 30 fu is not graded
        page.next_button.click()
    assert all(f[:2] == ["fu", "han"] for f in fields)   # the same fields on every hand


def test_a_han_answer_is_worded_as_it_was_typed(qapp):
    # The Progress tab's session list words stored answers the same way: the
    # flag kept with the answer, or (answers stored before it) a guess.
    from trainer.ui.base.skill_terms import han_answer_text

    i18n.install_language(qapp, "en")
    assert han_answer_text(13, False, True) == "Yakuman"
    assert han_answer_text(26, False, True) == "Double yakuman"
    assert han_answer_text(13, False, False) == "13 han" and han_answer_text(13, True, False) == "13 han"
    assert han_answer_text(13, False, None) == "13 han" and han_answer_text(13, True, None) == "Yakuman"
