"""Which screen a presentation goes to: the screens connected, the one
remembered, a projector as second screen (used by the Classroom's actions
and by the presenter, which knows nothing of the tab that opens it)."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QScreen

from ..base import settings as settings_store

#: The screen the presenter goes to (its name), remembered.
SCREEN_SETTING = settings_store.text("presenter/screen", "", 200)


def screens() -> list[QScreen]:
    """The screens a presentation can go to, the primary one first."""
    primary = QGuiApplication.primaryScreen()
    rest = [s for s in QGuiApplication.screens() if s is not primary]
    return ([primary] if primary is not None else []) + rest


def pick_screen(name: str = "") -> QScreen | None:
    """The screen named `name` when it is connected; otherwise the first
    screen that is not the primary one (a projector as second screen);
    otherwise the primary screen."""
    every = screens()
    for s in every:
        if name and s.name() == name:
            return s
    if len(every) > 1:
        return every[1]
    return every[0] if every else None
