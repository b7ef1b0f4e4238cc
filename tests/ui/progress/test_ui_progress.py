"""The Progress tab (issue 11 §4–§5) and the quiz chooser's review box:
an inviting start for a new learner; the skills coloured by how well they
are known; a click practises a skill, Review starts a review, a session's
answers open in the calculator and its missed ones can be asked again;
export and import; a damaged or newer file keeps the window working
(pytest-qt, offscreen)."""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from trainer.quiz.grading import Answer
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore
from trainer.ui.app.main_window import TABS, MainWindow
from trainer.ui.base import paths
from trainer.ui.progress.style import level_of
from trainer.ui.progress.view import ProgressView

ROOT = Path(__file__).resolve().parents[3]
T0 = datetime.now(timezone.utc) - timedelta(days=5)


def practise(path: Path, days: int = 3, slip: bool = True) -> None:
    """A few days of practice: the first answer of each session adds 10 fu
    (a slip the diagnosis names), the others are right."""
    store = QuizStore(path)
    now = [T0]
    for day in range(days):
        now[0] = T0 + timedelta(days=day)
        s = QuizSession(store, SessionConfig(topic="whole_hand_fu", count=4, seed=70 + day), now=lambda: now[0])
        while (q := s.next_question()) is not None:
            now[0] += timedelta(minutes=1)
            fu = q.result.fu + (10 if slip and q.position == 0 else 0) if "fu" in q.asked else None
            s.submit(Answer(fu=fu, han=q.result.han))
        s.finish()
    store.close()


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    return w


def open_progress(window, qtbot) -> ProgressView:
    view = window.show_tab("progress")
    qtbot.waitUntil(lambda: view.loaded, timeout=5000)
    return view


def test_the_progress_tab_comes_after_the_quiz():
    assert [t.key for t in TABS][:2] == ["quiz", "progress"]


def test_a_new_learner_sees_an_inviting_start(window, qtbot):
    view = open_progress(window, qtbot)
    assert view.progress.empty and view.stack.currentIndex() == 1
    assert view.preview_grid.chips and all(c.property("level") == 0 for c in view.preview_grid.chips.values())
    assert view.start_button.isVisible() and view.start_button.text()
    qtbot.mouseClick(view.start_button, Qt.MouseButton.LeftButton)
    assert window.tabs.currentWidget() is window._holders["quiz"]


def test_a_history_fills_the_skills_charts_calendar_and_sessions(window, qtbot, tmp_path):
    practise(tmp_path / paths.QUIZ_DB)
    view = open_progress(window, qtbot)
    p = view.progress
    assert not p.empty and p.answers == 12 and view.stack.currentIndex() == 2
    seen = {r.id: r for r in p.skills if r.rank}
    # each chip's colour is its skill's level: grey only for what was never seen
    for skill, chip in view.grid.chips.items():
        r = next(x for x in p.skills if x.id == skill)
        assert chip.property("level") == level_of(r.strength if r.rank else None, r.lapses > 0)
    assert seen and all(view.grid.chips[s].property("level") > 0 for s in seen)
    failed = [r for r in p.skills if r.lapses]
    assert failed  # the +10 fu answers failed a fu skill, shown weaker than one always right
    right = [r for r in p.skills if r.rank and not r.lapses]
    assert max(r.strength for r in failed) < max(r.strength for r in right)
    assert sum(p.days.values()) == 12 and len(p.sessions) == 3
    assert view.sessions.topLevelItemCount() == 3
    assert view.review_button.text()


def test_a_session_opens_its_answers_and_a_hand_opens_in_the_calculator(window, qtbot, tmp_path):
    practise(tmp_path / paths.QUIZ_DB, days=1)
    view = open_progress(window, qtbot)
    tree = view.sessions
    session = tree.topLevelItem(0)
    tree.expandItem(session)
    answers = [session.child(i) for i in range(session.childCount())]
    rows = [a for a in answers if a.text(0).strip()[0] in "✓✗"]
    assert len(rows) == 4 and rows[0].text(0).startswith("✗") and all(r.text(0).startswith("✓") for r in rows[1:])
    why = [a for a in answers if "↳" in a.text(0)]
    assert len(why) == 1   # the wrong answer's diagnosis, under it
    got = []
    view.openInCalculator.disconnect()
    view.openInCalculator.connect(got.append)
    tree.itemDoubleClicked.emit(rows[1], 0)
    assert got and "closed" in got[0] and "win" in got[0]


def test_retry_the_missed_ones_starts_a_retry_in_the_quiz(window, qtbot, tmp_path):
    practise(tmp_path / paths.QUIZ_DB, days=1)
    view = open_progress(window, qtbot)
    missed = [a for a in QuizStore(tmp_path / paths.QUIZ_DB).answers() if not a.right]
    view.sessions.retry(view.progress.sessions[0].id)
    quiz = window.screen_for("quiz")
    assert window.tabs.currentWidget() is window._holders["quiz"]
    assert quiz.session.mode == "retry" and quiz.session.total == len(missed)
    assert quiz.session.current.code == missed[0].code


def test_a_click_on_a_skill_practises_it_and_review_reviews(window, qtbot, tmp_path):
    practise(tmp_path / paths.QUIZ_DB)
    view = open_progress(window, qtbot)
    chip = view.grid.chips["fu.closed_ron"]
    qtbot.mouseClick(chip, Qt.MouseButton.LeftButton)
    quiz = window.screen_for("quiz")
    assert quiz.session.mode == "skill" and quiz.session.current.targets[0] == "fu.closed_ron"
    window.show_tab("progress")
    view.reviewRequested.emit()
    assert quiz.session.mode == "review" and quiz.session.current.targets


def test_the_quiz_chooser_shows_what_is_due(qtbot, tmp_path):
    from trainer.ui.quiz.view import QuizView

    practise(tmp_path / "q.sqlite3", days=2)
    view = QuizView(db_path=tmp_path / "q.sqlite3", seed=1)
    qtbot.addWidget(view)
    view.show()
    view.refresh_due()
    page = view.setup_page
    assert not page.due_box.isHidden()
    assert "(" in page.review_button.text()
    qtbot.mouseClick(page.review_button, Qt.MouseButton.LeftButton)
    assert view.session is not None and view.session.mode == "review"


def test_a_new_learner_has_no_review_box(qtbot, tmp_path):
    from trainer.ui.quiz.view import QuizView

    view = QuizView(db_path=tmp_path / "q.sqlite3")
    qtbot.addWidget(view)
    assert view.setup_page.due_box.isHidden()


def test_export_and_import_from_the_screen(qtbot, tmp_path):
    practise(tmp_path / "a.sqlite3", days=2)
    a = ProgressView(db_path=tmp_path / "a.sqlite3")
    qtbot.addWidget(a)
    out = tmp_path / "history.json"
    a.export_history(str(out))
    data = json.loads(out.read_text())
    assert len(data["answers"]) == 8 and "8" in a.message_label.text()
    b = ProgressView(db_path=tmp_path / "b.sqlite3")
    qtbot.addWidget(b)
    assert b.progress.empty
    b.import_history(str(out))
    assert b.progress.answers == 8 and not b.progress.empty
    b.import_history(str(out))   # twice: nothing added
    assert b.progress.answers == 8


@pytest.mark.parametrize("kind", ["damaged", "newer"])
def test_a_damaged_or_newer_history_keeps_the_window_working(window, qtbot, tmp_path, kind):
    path = tmp_path / paths.QUIZ_DB
    if kind == "damaged":
        path.write_bytes(b"SQLite format 3\x00" + b"\x5a" * 4000)
    else:
        con = sqlite3.connect(str(path))
        con.execute("CREATE TABLE later (x)")
        con.execute("PRAGMA user_version = 42")
        con.commit()
        con.close()
    before = path.read_bytes()
    view = open_progress(window, qtbot)
    assert view.store is None and not view.error_label.isHidden()
    assert str(path) in view.error_label.text() or path.name in view.error_label.text()
    assert path.read_bytes() == before   # the file is kept as it was
    quiz = window.show_tab("quiz")
    assert quiz is not None and not quiz.setup_page.start_button.isEnabled()
    window.show_tab("calculator")
    assert window.tabs.currentWidget() is window.calculator


def test_pyqtgraph_is_not_imported_until_the_progress_tab_shows_data(tmp_path):
    """Start-up stays light (issue 11 §4): the window, even with the Quiz tab
    open, does not import the charting library."""
    code = (
        "import sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from trainer.ui.app.main_window import MainWindow\n"
        "app = QApplication([])\n"
        f"w = MainWindow(settings=None, data_dir={str(tmp_path)!r})\n"
        "w.show_tab('quiz')\n"
        "app.processEvents()\n"
        "print('pyqtgraph' in sys.modules, 'numpy' in sys.modules)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                         env=dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT)))
    assert out.stdout.split() == ["False", "False"], out.stderr


@pytest.mark.parametrize("lang", ["en", "zh_CN", "ja"])
def test_every_slip_is_worded_in_each_language(qapp, lang):
    """Random slips on generated hands: each sentence the window shows is a
    translated sentence with its placeholders filled (no bare kind id, no
    "%1")."""
    import random

    from trainer.core.jsonio import hand_from_json
    from trainer.quiz.generator import generate_hand
    from trainer.quiz.grading import QuizOptions, grade
    from trainer.ui.base import i18n, skill_terms

    i18n.install_language(qapp, lang)
    try:
        rng = random.Random(5)
        seen = set()
        for _ in range(150):
            g = generate_hand(rng, rng.choice(("mixed", "payments", "limit_hands")), 2)
            h, ctx, rules = hand_from_json(g.hand)
            r = g.result
            wrong = {"fu": r.fu + rng.choice((-10, 10)), "han": max(0, r.han + rng.choice((-1, 1, 2)))}
            for part in ("ron", "dealer_pays", "non_dealer_pays", "total"):
                v = getattr(r.points, part)
                if v is not None:
                    wrong[part] = v + rng.choice((-300, 300, 1000))
            gr = grade(Answer(**wrong), r, QuizOptions(points=True), ctx, rules, h)
            for d in gr.diagnoses:
                for text, _tiles in skill_terms.diagnosis_lines(d):
                    assert text and "%1" not in text and "%2" not in text
                for e in d.explanations:
                    for s in e:
                        seen.add(s.kind)
                        assert skill_terms.slip_text(s) != s.kind
            for n in gr.notes:
                assert skill_terms.slip_text(n) != n.kind
            for skill, _ok in gr.skills:
                assert skill_terms.skill_name(skill) != skill
        assert len(seen) >= 10
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("language", ["en", "ja", "zh_CN"])
def test_the_due_chart_and_the_sessions_say_dates_in_the_languages_short_format(window, qtbot, tmp_path, language):
    """Before: the due chart's weekly ticks were a fixed "d/M" (7/4 for
    April 7th, read as July 4th in English) while the sessions used the
    locale's format."""
    from PySide6.QtCore import QDate, QLocale

    from trainer.ui.base import i18n

    practise(tmp_path / paths.QUIZ_DB)
    i18n.install_language(QApplication.instance(), language)
    try:
        view = open_progress(window, qtbot)
        week, due = view._charts
        today = datetime.now().date()
        due.set_due((3, 1, 0, 2, 0, 0, 1, 4, 0, 0, 0, 0, 0, 1), today)
        ticks = dict(due.widget.getPlotItem().getAxis("bottom")._tickLevels[0])
        d7 = today + timedelta(days=7)
        locale = QLocale()
        assert locale.language() == {"en": QLocale.Language.English, "ja": QLocale.Language.Japanese,
                                     "zh_CN": QLocale.Language.Chinese}[language]
        assert ticks[7] == locale.toString(QDate(d7.year, d7.month, d7.day), QLocale.FormatType.ShortFormat)
        assert ticks[7] != f"{d7.day}/{d7.month}"
        first = view.sessions.topLevelItem(0).text(0)
        started = datetime.fromisoformat(view.progress.sessions[0].started_at).astimezone()
        assert first == locale.toString(started, QLocale.FormatType.ShortFormat)
        assert locale.toString(QDate(started.year, started.month, started.day), QLocale.FormatType.ShortFormat) in first
    finally:
        i18n.install_language(QApplication.instance(), "en")


@pytest.mark.parametrize("width", [1024, 1500])
def test_the_weekly_chart_has_room_and_its_legend_sits_under_it(window, qtbot, tmp_path, width):
    """Before: at 1024 px the weekly chart was ~150 px wide, its legend cut
    and lying over the lines. Now it is at least 380 px wide (below the
    calendar when the two do not fit side by side) and its legend is a row
    of labels under the plot."""
    from trainer.ui.progress.view import WEEK_CHART_WIDTH

    practise(tmp_path / paths.QUIZ_DB)
    window.resize(width, 768)
    view = open_progress(window, qtbot)
    for _ in range(3):
        QApplication.processEvents()
    week, _due = view._charts
    assert week.widget.width() >= WEEK_CHART_WIDTH
    assert week.legend.isVisible()
    assert week.legend.geometry().top() >= week.widget.geometry().bottom()
    for label in week.legend_labels.values():
        assert label.width() >= label.sizeHint().width(), label.text()
    assert window.width() == width


def test_a_skill_no_session_can_deal_says_so_and_a_click_starts_nothing(qtbot):
    """Sanshoku doukou is met only in mixed practice (the steering cannot
    deal it on purpose: trainer.quiz.steering.DEALABLE). Its chip said
    "Click to practise it" and a click started a session of hands without
    it; now the tooltip says why and a click asks for nothing. A dealable
    skill beside it keeps its click."""
    from trainer.quiz.progress import SkillRow
    from trainer.quiz.steering import DEALABLE
    from trainer.ui.progress.skill_grid import SkillGrid

    assert "yaku.sanshoku_doukou" not in DEALABLE and "fu.closed_ron" in DEALABLE
    now = datetime.now(timezone.utc)
    rows = tuple(SkillRow(id=s, group=g, seen=3, right=2, reviews=1, lapses=0, strength=0.6, retrievability=0.8,
                          due=now + timedelta(days=3), due_now=False, rank=i + 1)
                 for i, (s, g) in enumerate((("yaku.sanshoku_doukou", "yaku"), ("fu.closed_ron", "fu"))))
    grid = SkillGrid()
    qtbot.addWidget(grid)
    grid.set_rows(rows)
    grid.show()
    asked = []
    grid.practiseRequested.connect(asked.append)
    qtbot.mouseClick(grid.chips["yaku.sanshoku_doukou"], Qt.MouseButton.LeftButton)
    assert asked == []
    assert "no session deals it" in grid.chips["yaku.sanshoku_doukou"].toolTip()
    assert "Click to practise" not in grid.chips["yaku.sanshoku_doukou"].toolTip()
    qtbot.mouseClick(grid.chips["fu.closed_ron"], Qt.MouseButton.LeftButton)
    assert asked == ["fu.closed_ron"] and "Click to practise it" in grid.chips["fu.closed_ron"].toolTip()


def test_under_ema_the_red_five_chip_offers_no_practice(window, qtbot, tmp_path):
    """The window's rules decide what a chip can deal: under EMA (no red
    fives) the red-five chip says no session deals it and a click starts
    nothing; back under Tenhou it practises again."""
    from trainer.core.rules import PRESETS
    from trainer.quiz.progress import SkillRow

    practise(tmp_path / paths.QUIZ_DB)
    view = open_progress(window, qtbot)
    row = SkillRow(id="dora.aka", group="dora", seen=2, right=1, reviews=1, lapses=0, strength=0.5,
                   retrievability=0.7, due=datetime.now(timezone.utc) + timedelta(days=2), due_now=False, rank=1)
    view.grid.set_rows((row,))
    asked = []
    view.practiseRequested.connect(asked.append)
    window.model.set_rules(PRESETS["ema"])  # the window's rules menu: rulesChanged reaches the tab
    qtbot.mouseClick(view.grid.chips["dora.aka"], Qt.MouseButton.LeftButton)
    assert asked == [] and "no session deals it" in view.grid.chips["dora.aka"].toolTip()
    window.model.set_rules(PRESETS["tenhou"])
    qtbot.mouseClick(view.grid.chips["dora.aka"], Qt.MouseButton.LeftButton)
    assert asked == ["dora.aka"]


def test_the_due_chart_counts_what_the_header_counts(window, qtbot, tmp_path):
    """The header counts the skills due that a review can deal under the
    rules; the "Reviews due" chart counted every skill (19 against 18 in
    the final screenshot review: Sanshoku Doukou, never dealt on purpose).
    Today's bar is the header's number, under Tenhou and under EMA."""
    from trainer.core.rules import PRESETS

    practise(tmp_path / paths.QUIZ_DB, days=4)
    store = QuizStore(tmp_path / paths.QUIZ_DB)  # a skill met in mixed practice, missed: due, never dealt
    sid = store.start_session("count", 1, "mixed", 2, 1, "tenhou", {}, (T0 + timedelta(days=4)).isoformat())
    store.record_answer(sid, 0, "x", "mixed", 2, {"han": 1}, {"han": 2}, {"han": False}, 9000,
                        [("yaku.sanshoku_doukou", False)], answered_at=(T0 + timedelta(days=4)).isoformat())
    store.close()
    view = open_progress(window, qtbot)
    assert "yaku.sanshoku_doukou" in view.progress.due
    for rules in (PRESETS["tenhou"], PRESETS["ema"]):
        window.model.set_rules(rules)
        _week, due = view._charts
        assert due._counts[0] == int(view.due_number.text())
        # every bar counts dealable skills only (those due past 14 days are not drawn)
        assert sum(due._counts) <= sum(1 for r in view.progress.skills if r.due and r.id in view.dealable)


@pytest.mark.parametrize(("language", "long", "short"), [("en", "3m35s", "45s"), ("zh_CN", "3分35秒", "45秒"),
                                                        ("ja", "3分35秒", "45秒")])
def test_answer_times_are_said_in_the_language(qapp, language, long, short):
    """Session times read "3m35s" in Chinese and Japanese (the final
    screenshot review)."""
    from trainer.ui.base import i18n
    from trainer.ui.progress.sessions import duration_text

    i18n.install_language(qapp, language)
    try:
        assert (duration_text(215_000), duration_text(45_000)) == (long, short)
    finally:
        i18n.install_language(qapp, "en")


@pytest.mark.parametrize("kind", ["nan", "negative", "wrong_type", "null", "unknown_skill_id"])
def test_damaged_skill_states_are_rebuilt_and_the_tabs_open(window, qtbot, tmp_path, kind):
    """Issue 24, part 4: a damaged skill-state row stopped the Quiz tab
    from opening and the Progress tab from showing; the states are derived
    from the answers, so they are rebuilt and both tabs work."""
    from test_quiz_store_damage import damage

    path = tmp_path / paths.QUIZ_DB
    practise(path, days=2)
    store = QuizStore(path)
    sound = {k: (s.seen, s.right, s.lapses) for k, s in store.skill_states().items()}
    store.close()
    damage(path, kind)
    quiz = window.show_tab("quiz")
    assert quiz is not None and quiz.store is not None and quiz.setup_page.start_button.isEnabled()
    view = open_progress(window, qtbot)
    assert view.error_label.isHidden() and view.progress.answers == 8
    assert {r.id: (r.seen, r.right, r.lapses) for r in view.progress.skills if r.rank} == sound
    assert all(view.grid.chips[r.id].property("level") > 0 for r in view.progress.skills if r.rank)


def test_a_skill_is_shown_weak_only_when_it_was_missed(window, qtbot):
    """Issue 21: a skill answered right but slowly (rated Hard) is weaker
    by FSRS strength than one missed once and then right, yet only the
    missed one ranks first and may wear a weak colour; never-missed skills
    are at least "getting there" (level 3)."""
    from trainer.quiz.review import SkillState, apply, weakest

    t = datetime(2025, 1, 1, tzinfo=timezone.utc)
    slow = apply(SkillState("fu.tsumo"), True, 10**6, 1, t)
    missed = apply(apply(SkillState("fu.closed_ron"), False, 1000, 1, t), True, 1000, 1, t + timedelta(days=1))
    at = t + timedelta(days=40)
    assert slow.strength(at) < missed.strength(at)
    assert [s.skill for s in weakest({"fu.tsumo": slow, "fu.closed_ron": missed}, at)] == ["fu.closed_ron",
                                                                                            "fu.tsumo"]
    assert level_of(slow.strength(at), missed=False) >= 3 > level_of(slow.strength(at))


def test_the_legend_shows_the_colours_the_chips_wear(window, qtbot, tmp_path):
    """Issue 24, part 6: the legend said red for "weak" while a skill missed
    once wears orange (level 2, strength 0.40–0.55); each named band's
    swatch now shows every level of its band."""
    from trainer.ui.progress.style import LEGEND_BANDS, level_colour

    view = open_progress(window, qtbot)
    styles = [s.styleSheet() for s in view.legend_swatches]
    bands = dict(zip(("unseen", "weak", "getting", "known"), LEGEND_BANDS, strict=True))
    weak = styles[1]
    assert bands["weak"] == (1, 2)
    assert level_colour(view.theme, 1) in weak and level_colour(view.theme, 2) in weak
    covered = {lv for first, last in LEGEND_BANDS for lv in range(first, last + 1)}
    assert covered == set(range(6))   # every chip colour is in the legend
