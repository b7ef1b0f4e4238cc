"""The window's tab titles in a language switch (GUI monkey seed 22).

The GUI monkey (seed 22, on a loaded machine) ended in a segmentation fault
inside ``QTabWidget.setTabText`` called by ``MainWindow.retranslate`` while
the window took a posted ``LanguageChange``; reruns of the seed passed and
the crash was not reproduced here, so these tests check what that call did
there rather than the crash: `QTabWidget.setTabText` lays the pages out at
once, and the CJK titles are taller than the English ones (a tab bar of 41
px against 37 at 1440 × 900), so a title set resized the screen on view and
ran its rescale (Python code that rebuilds widgets) nested inside the
window's own ``LanguageChange``, before any screen had its own. The titles
are now set on the tab bar, which asks the tab widget to lay its pages out
on its next event turn, as after a window resize; and a retranslation asked
for while one runs is folded into it. Both tests fail on the code before
that change (the tab bar, the page and the corner moved and resized inside
``retranslate``; a nested ``LanguageChange`` ran a second retranslation
inside the first).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication

from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import i18n

# The tab titles as translations/trainer_ja.ts and trainer_zh_CN.ts word them,
# in tab order (Calculator, Quiz, Progress, Table, Games, Classroom, Learn).
JA_TITLES = ["点数計算", "クイズ", "進捗", "卓", "対局", "教室", "学ぶ"]
ZH_CN_TITLES = ["算分器", "练习", "进度", "牌桌", "对局", "课堂", "学习"]
EN_TITLES = ["Calculator", "Quiz", "Progress", "Table", "Games", "Classroom", "Learn"]


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    w.show_tab("quiz")
    QApplication.processEvents()
    yield w
    i18n.install_language(QApplication.instance(), "en")
    i18n.save_language("en")


class _Geometry(QObject):
    """Records each Move and Resize of the widgets it watches, and whether
    the window was retranslating then."""

    def __init__(self, retranslating) -> None:
        super().__init__()
        self.retranslating = retranslating
        self.inside: list[str] = []
        self.after: list[str] = []

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
        if event.type() in (QEvent.Type.Move, QEvent.Type.Resize):
            (self.inside if self.retranslating() else self.after).append(
                f"{type(watched).__name__}#{watched.objectName()} {event.type().name}")
        return False


def test_a_switch_lays_out_no_page_inside_the_window_retranslation(window, monkeypatch):
    depth = {"now": 0}
    original = MainWindow.retranslate

    def counted(self):
        depth["now"] += 1
        try:
            original(self)
        finally:
            depth["now"] -= 1

    monkeypatch.setattr(MainWindow, "retranslate", counted)
    recorder = _Geometry(lambda: depth["now"] > 0)
    page = window.tabs.currentWidget()
    watched = [window.tabs.tabBar(), page, window.screens["quiz"], window.tabs.cornerWidget()]
    for w in watched:
        w.installEventFilter(recorder)
    for code, titles in (("ja", JA_TITLES), ("en", EN_TITLES), ("zh_CN", ZH_CN_TITLES), ("en", EN_TITLES)):
        recorder.inside.clear()
        recorder.after.clear()
        window.set_language(code)
        QApplication.processEvents()
        QApplication.processEvents()
        assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == titles
        # nothing moved or resized while the window took its LanguageChange
        # (before: the tab bar, the Quiz page and the corner, at each title)
        assert recorder.inside == [], code
        # ... and the taller (CJK) or lower (English) titles were laid out
        # after it: the tab bar is as tall as its tabs and the page starts
        # under it
        bar = window.tabs.tabBar()
        assert bar.height() == bar.sizeHint().height(), code
        assert page.geometry().height() == window.tabs.height() - bar.height(), code
        assert any("QTabBar" in e and "Resize" in e for e in recorder.after), code
    for w in watched:
        w.removeEventFilter(recorder)


def test_a_language_change_reaching_the_window_inside_its_retranslation_is_not_run_nested(window, monkeypatch):
    """A ``LanguageChange`` sent to the window from inside its own
    retranslation (here when the window title changes, which Qt reports at
    once) runs after it, once, not inside it."""
    trace: list[str] = []
    depth = {"now": 0}
    original_sync = MainWindow._sync_language_menu

    def sync(self):
        trace.append(f"menu at depth {depth['now']}")
        original_sync(self)

    original = MainWindow.retranslate

    def counted(self):
        depth["now"] += 1
        try:
            original(self)
        finally:
            depth["now"] -= 1

    class Nudge(QObject):
        sent = 0

        def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt API)
            if event.type() == QEvent.Type.WindowTitleChange and depth["now"] and not self.sent:
                self.sent += 1
                QApplication.sendEvent(watched, QEvent(QEvent.Type.LanguageChange))
            return False

    monkeypatch.setattr(MainWindow, "_sync_language_menu", sync)
    monkeypatch.setattr(MainWindow, "retranslate", counted)
    i18n.install_language(QApplication.instance(), "ja")
    trace.clear()
    # watched from here on (install_language delivers its own LanguageChange
    # at once, and the nudge is for the one sent below)
    nudge = Nudge()
    window.installEventFilter(nudge)
    window.setWindowTitle("")  # so that the next retranslation changes the title
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    window.removeEventFilter(nudge)
    assert nudge.sent == 1
    # the nested request made the running retranslation go round once more,
    # at depth 1 (before: a second retranslation ran inside the first, its
    # menu at depth 2, before the first one's)
    assert trace == ["menu at depth 1", "menu at depth 1"]
    assert window.windowTitle() != "" and window.tabs.tabText(0) == JA_TITLES[0]
