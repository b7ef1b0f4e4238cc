"""How buttons look in the real window (the screenshot review): a disabled
primary button looks disabled (grey, not the accent blue with dark text),
on every screen that styles primary buttons; the Classroom tab shows one
Present button; "Add hands ▾" shows one arrow (its own), not Qt's menu
indicator too."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractButton, QApplication, QPushButton, QToolButton

from trainer.ui.app.main_window import TABS, MainWindow


@pytest.fixture
def window(qtbot, tmp_path):
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    for key in [t.key for t in TABS]:
        w.show_tab(key)
    QApplication.processEvents()
    return w


def accent_share(button: QPushButton, accent: QColor) -> float:
    """The share of the button's pixels within a small distance of `accent`."""
    image = button.grab().toImage()
    near = total = 0
    for y in range(0, image.height(), 2):
        for x in range(0, image.width(), 2):
            c = image.pixelColor(x, y)
            total += 1
            near += abs(c.red() - accent.red()) + abs(c.green() - accent.green()) + abs(c.blue() - accent.blue()) < 60
    return near / max(total, 1)


def test_a_disabled_primary_button_is_not_drawn_in_the_accent_colour(window):
    """Before: the Classroom tab's disabled "Present" stayed bright blue with
    dark-blue text; the table's "New game" and "Win…" too."""
    accent = QColor(window.theme.accent)
    primaries = [b for b in window.findChildren(QPushButton) if b.objectName() == "Primary"]
    screens = {b.window() for b in primaries}
    assert len(primaries) >= 5 and screens == {window}
    for button in primaries:
        was_shown, was_enabled = button.isVisible(), button.isEnabled()
        button.show()
        button.setEnabled(True)
        QApplication.processEvents()
        if accent_share(button, accent) < 0.3:
            continue  # not drawn in the accent when enabled either (e.g. a screen's own colours)
        button.setEnabled(False)
        QApplication.processEvents()
        share = accent_share(button, accent)
        button.setEnabled(was_enabled)
        button.setVisible(was_shown)
        assert share < 0.05, f"{button.text()!r} on {button.parentWidget().objectName()}: {share:.0%} accent"


def test_a_disabled_secondary_button_has_muted_text(window):
    """Games' "Add to lesson deck" with no games was disabled but drawn as
    an enabled button (text in the theme's text colour, the new user's
    report): a disabled Secondary button draws no text in that colour."""
    text = QColor(window.theme.text)
    secondaries = [b for b in window.findChildren(QPushButton) if b.objectName() == "Secondary"]
    assert len(secondaries) >= 3
    checked = 0
    for button in secondaries:
        was_shown, was_enabled = button.isVisible(), button.isEnabled()
        button.show()
        button.setEnabled(True)
        QApplication.processEvents()
        enabled = accent_share(button, text)
        button.setEnabled(False)
        QApplication.processEvents()
        disabled = accent_share(button, text)
        button.setEnabled(was_enabled)
        button.setVisible(was_shown)
        if enabled < 0.01:
            continue  # its text is not in the theme's text colour (a banner's own colours)
        checked += 1
        assert disabled < enabled / 3, f"{button.text()!r}: {enabled:.1%} text colour enabled, {disabled:.1%} disabled"
    assert checked >= 3


def test_the_classroom_tab_shows_one_present_button(window):
    def present_buttons():
        return [b for b in window.findChildren(QAbstractButton)
                if b.isVisible() and "Present" in b.text()]

    window.show_tab("classroom")
    QApplication.processEvents()
    assert len(present_buttons()) == 1
    window.show_tab("calculator")
    QApplication.processEvents()
    assert present_buttons() == [window.classroom.button]


def test_add_hands_shows_its_own_arrow_only(window):
    """Drawn like a button with the same text and no menu: no second arrow."""
    classroom = window.show_tab("classroom")
    QApplication.processEvents()
    add = classroom.buttons["add"]
    assert add.menu() is not None and add.text().endswith("▾")
    plain = QToolButton(add.parentWidget())
    plain.setText(add.text())
    plain.setObjectName(add.objectName())
    plain.setGeometry(add.geometry())
    plain.show()
    QApplication.processEvents()
    assert plain.grab().toImage() == add.grab().toImage(), "Qt's menu indicator is drawn beside the ▾"
    plain.deleteLater()
