"""Emptying a layout at once, for the quiz widgets that rebuild their content.

`QObject.deleteLater` alone leaves the old widgets painted until the event
loop runs the deferred deletes (a grab or a fast redraw would show old and
new on top of each other), so each widget is hidden and detached first.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLayout


def clear_layout(layout: QLayout) -> None:
    """Remove every item of `layout`: widgets are hidden, detached and
    deleted; nested layouts are emptied the same way."""
    while layout.count():
        item = layout.takeAt(0)
        w = item.widget()
        if w is not None:
            w.hide()
            w.setParent(None)
            w.deleteLater()
        elif item.layout() is not None:
            clear_layout(item.layout())
            item.layout().deleteLater()  # taken out of its parent: it would stay a child object forever
