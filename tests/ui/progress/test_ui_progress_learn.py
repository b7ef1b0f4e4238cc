""""Learn this" from Progress (issue 21 §3): each weak skill in the Progress
tab offers the lesson that teaches it; a click opens that lesson in the
Learn tab (pytest-qt, offscreen, through the main window)."""

from __future__ import annotations

from datetime import datetime, timedelta, timezone

from trainer.quiz.course import lesson_for_skill
from trainer.quiz.grading import Answer
from trainer.quiz.session import QuizSession, SessionConfig
from trainer.quiz.store import QuizStore
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import paths

# 123m 456p 999s 567s 88s, ron on 5s, South seat, riichi: 20 base + 10 closed
# ron + 8 closed 999s = 38 -> 40 fu, 1 han. Answered 30 fu: the closed-ron 10
# left out is one of three equal slips; the learner says it was that one.
TRIPLET = {"closed": "123m456p999s567s88s", "melds": [], "win": "5s", "tsumo": False, "seat_wind": "S",
           "round_wind": "E", "riichi": True}


def missed_closed_ron(path, times: int = 3) -> None:
    """A history where the learner left out the closed-ron fu `times` times
    and said so each time."""
    store = QuizStore(path)
    now = [datetime.now(timezone.utc) - timedelta(days=3)]
    session = QuizSession.over_hands(store, SessionConfig(topic="mixed"), [TRIPLET] * times)
    session.now = lambda: now[0]
    while session.next_question() is not None:
        now[0] += timedelta(minutes=2)
        done = session.submit(Answer(fu=30, han=1))
        session.resolve(done, "fu", ("fu.closed_ron",))
    session.finish()
    store.close()


def test_a_weak_skill_offers_its_lesson_and_opens_it(qtbot, tmp_path):
    missed_closed_ron(tmp_path / paths.QUIZ_DB)
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1500, 950)
    w.show()
    qtbot.waitExposed(w)
    progress = w.show_tab("progress")
    qtbot.waitUntil(lambda: progress.loaded)
    weak = progress.weak
    assert weak.isVisible()
    # the closed-ron fu was missed three times and never seen right: weak,
    # and the only skill with a miss (the 999s and the rounding were right)
    assert list(weak.links) == ["fu.closed_ron"]
    lesson = lesson_for_skill("fu.closed_ron")
    link = weak.links["fu.closed_ron"]
    assert link.isVisible() and lesson.title_in("en") in link.text()
    link.click()
    learn = w.screens["learn"]
    assert w.tabs.currentWidget() is w._holders["learn"]
    assert learn.page.lesson.id == lesson.id


def test_no_weak_skill_no_strip(qtbot, tmp_path):
    """A learner who was never shown to miss anything sees no "To work on"."""
    store = QuizStore(tmp_path / paths.QUIZ_DB)
    session = QuizSession.over_hands(store, SessionConfig(topic="mixed"), [TRIPLET])
    session.next_question()
    session.submit(Answer(fu=40, han=1))
    session.finish()
    store.close()
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.show()
    progress = w.show_tab("progress")
    qtbot.waitUntil(lambda: progress.loaded)
    assert not progress.weak.isVisible() and progress.weak.links == {}
