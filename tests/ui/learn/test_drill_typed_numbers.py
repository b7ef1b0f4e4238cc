"""What the drill's number fields let a learner type is read, never a
crash (GUI monkey, seed 27: "8,11111" typed into a drill field — the
integer validator takes group separators while typing — and Check raised
ValueError: invalid literal for int(); the answer was neither graded nor
recorded)."""

from __future__ import annotations

import pytest
from PySide6.QtTest import QTest

from trainer.quiz.course import all_lessons
from trainer.ui.app.main_window import MainWindow


@pytest.fixture
def drill(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    learn = w.show_tab("learn")
    # the first lesson whose drill has a number field (fu, han or points)
    for lesson in all_lessons():
        learn.drill.start(lesson, learn.store, "tenhou")
        if learn.drill.fields:
            return learn.drill
    raise AssertionError("no lesson drill asks a number")


@pytest.mark.parametrize("typed", ["8,11111", "1,000", "40"])
def test_a_number_with_group_separators_is_graded(drill, typed):
    part, field = next(iter(drill.fields.items()))
    QTest.keyClicks(field, typed)        # through the validator, as a learner types
    assert field.text() == typed, "the validator let it through (else this test proves nothing)"
    grade = drill.check()
    assert grade is not None
    given = {p.part: p.given for p in grade.parts}[part]
    digits = typed.replace(",", "")
    assert given == (int(digits) if digits else None)
