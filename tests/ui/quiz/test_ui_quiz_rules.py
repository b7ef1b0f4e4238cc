"""The quiz under the window's rules (pytest-qt): options changed in the
window reach the quiz hands and its setup line ("Tenhou (modified)"),
"Open in calculator" keeps those rules, and the yaku answer offers the
local yaku the rules switch on."""

import random
from dataclasses import replace

from PySide6.QtCore import Qt

from trainer.core.rules import PRESETS, rules_from_json
from trainer.core.yaku_table import BY_ID, DORA_IDS
from trainer.quiz.grading import Answer, QuizOptions, grade
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import terms
from trainer.ui.calculator.state import CalcState
from trainer.ui.quiz.answer import PICKABLE_YAKU
from trainer.ui.quiz.question import QuizQuestionPage

NO_KUITAN = replace(PRESETS["tenhou"], kuitan=False, double_wind_pair_fu=2)


def test_the_quiz_deals_under_the_windows_modified_rules_and_opens_with_them(qtbot, tmp_path, monkeypatch):
    w = MainWindow(CalcState(rules=NO_KUITAN), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.tabs.setCurrentIndex(1)
    view = w.screens["quiz"]
    label = view.setup_page.fixed_rules_label
    assert label.isVisibleTo(view.setup_page)
    assert label.text().startswith(terms.preset_name("tenhou") + " (modified)")
    view.setup_page.count_spin.setValue(5)
    qtbot.keyClick(view.setup_page, Qt.Key.Key_Return)
    session = view.session
    assert session.config.rules == NO_KUITAN
    q = session.current
    assert q.rules == NO_KUITAN
    assert rules_from_json(q.hand["rules"]) == NO_KUITAN
    w.model.set_rules(PRESETS["wrc"])  # changed in the window after the question was dealt
    assert label.text().startswith(terms.preset_name("wrc") + " ")
    w.open_in_calculator(q.hand)
    assert w.model.state.rules == NO_KUITAN  # the hand's own rules, not plain Tenhou
    assert w.modified_label.text() == w.tr("(modified)")
    assert w.rules_combo.currentData() == "tenhou"


def test_the_setup_line_names_an_unmodified_preset_plainly(qtbot, tmp_path, monkeypatch):
    w = MainWindow(CalcState(rules=PRESETS["ema"]), data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    w.tabs.setCurrentIndex(1)
    text = w.screens["quiz"].setup_page.fixed_rules_label.text()
    assert text.startswith(terms.preset_name("ema")) and "(modified)" not in text


def _local_yaku_question(tmp_path):
    store = QuizStore(tmp_path / "q.sqlite3")
    session = QuizSession(store, SessionConfig(topic="yaku_han", difficulty=3, count=400, rules="classic", seed=11,
                                               options=QuizOptions(yaku=True)))
    for _ in range(400):
        q = session.next_question()
        local = [y.id for y in q.result.yaku if y.id not in DORA_IDS and BY_ID[y.id].local]
        if local:
            return q, local
        session.submit(Answer())
    raise AssertionError("no classic hand with a local yaku in 400 questions")


def test_the_yaku_answer_offers_the_local_yaku_the_rules_switch_on(qtbot, tmp_path):
    q, local = _local_yaku_question(tmp_path)
    assert not set(local) & set(PICKABLE_YAKU)  # the fixed list alone could not name them
    page = QuizQuestionPage()
    qtbot.addWidget(page)
    page.resize(1440, 900)
    page.show()
    page.show_question(q, [], None)
    truth = tuple(sorted(y.id for y in q.result.yaku if y.id not in DORA_IDS))
    for yid in truth:
        chip = page.yaku_picker.chips[yid]
        if BY_ID[yid].yakuman:
            page.yaku_picker.yakuman_toggle.setChecked(True)
        assert chip.isVisible(), yid
        chip.setChecked(True)
    answer = page.answer()
    assert tuple(sorted(answer.yaku)) == truth
    g = grade(replace(answer, fu=q.result.fu, han=q.result.han), q.result, QuizOptions(yaku=True), q.ctx, q.rules)
    assert [p.right for p in g.parts if p.part == "yaku"] == [True]


def test_local_yaku_the_rules_leave_off_have_no_chip(qtbot, tmp_path):
    page = QuizQuestionPage()
    qtbot.addWidget(page)
    picker = page.yaku_picker
    picker.set_rules(frozenset({"sanrenkou"}))
    assert picker.chips["sanrenkou"].isVisibleTo(picker)
    assert not picker.chips["kinkei_dokuritsu"].isVisibleTo(picker)
    picker.chips["sanrenkou"].setChecked(True)
    picker.set_rules(frozenset())
    assert picker.value() == ()
    rng = random.Random(0)
    assert all(not picker.chips[y].isHidden() for y in rng.sample(PICKABLE_YAKU, 5) if not BY_ID[y].yakuman)
