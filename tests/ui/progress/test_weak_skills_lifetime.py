"""The "To work on" list's title goes with the list (GUI monkey, seed 18:
a Progress tab whose weak-skills list never got its rows left its title
QLabel#GroupName behind as a parentless widget once the window closed)."""

from __future__ import annotations

import shiboken6

from trainer.ui.progress.weak_skills import WeakSkills


def test_the_title_of_a_list_that_never_got_rows_is_deleted_with_it(qapp):
    panel = WeakSkills()
    title = panel._title
    shiboken6.delete(panel)  # the window closed before the tab read any rows
    assert not shiboken6.isValid(title), "the title outlived its list as a widget of its own"


def test_the_title_of_a_list_with_rows_is_deleted_with_it(qapp):
    panel = WeakSkills()
    panel.set_rows(())
    title = panel._title
    shiboken6.delete(panel)
    assert not shiboken6.isValid(title)
