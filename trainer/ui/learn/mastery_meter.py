"""MasteryMeter: how far a lesson's drill is from mastery, drawn.

Ten slots for the last ten counted answers (`course.WINDOW`), oldest on
the left, each green (right), red (wrong) or empty (not answered yet),
the last three (`course.STREAK`) framed as the run that must be right;
beside them the two counts mastery needs in words: "6 right in the
last 10 (8 needed) · 2 in a row (3 needed)" (`course.RIGHT_IN_WINDOW`,
`course.STREAK`).
A mastered lesson shows its ten in green and "Mastered".
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from trainer.quiz.course import RIGHT_IN_WINDOW, STREAK, WINDOW, LessonStatus

from ..base.theme import Theme, system_theme


def meter_counts(status: LessonStatus | None) -> tuple[int, int]:
    """``(right in the last WINDOW, right in a row at the end (at most
    STREAK))`` of a lesson's counted answers."""
    if status is None:
        return 0, 0
    return sum(status.recent), min(STREAK, status.streak)


def meter_words(status: LessonStatus | None) -> str:
    """The meter's words, translated: "4 right in the last 10 (8 needed) ·
    0 in a row (3 needed)", "Mastered", or before the first answer what
    mastery takes."""
    if status is not None and status.status == "mastered":
        return QCoreApplication.translate("Learn", "Mastered")
    if status is None or not status.recent:
        return QCoreApplication.translate("Learn", "Mastered at 8 of the last 10 right, the last 3 in a row")
    right, run = meter_counts(status)
    return (QCoreApplication.translate("Learn", "%1 right in the last %3 (%2 needed) · %4 in a row (%5 needed)")
            .replace("%1", str(right)).replace("%2", str(RIGHT_IN_WINDOW)).replace("%3", str(WINDOW))
            .replace("%4", str(run)).replace("%5", str(STREAK)))


class _Slots(QWidget):
    """The ten slots (module docstring)."""

    def __init__(self, theme: Theme) -> None:
        super().__init__()
        self.theme = theme
        self.recent: tuple[bool, ...] = ()
        self.cell = 18

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: ten cells and their gaps, a little room for the frame."""
        gap = self.cell // 3
        return QSize(WINDOW * self.cell + (WINDOW - 1) * gap + 8, self.cell + 8)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Qt: as `sizeHint`."""
        return self.sizeHint()

    def paintEvent(self, _event) -> None:  # noqa: N802
        """Qt: draw the slots and the frame round the last three."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        c, gap = self.cell, self.cell // 3
        slots = list(self.recent[-WINDOW:]) + [None] * (WINDOW - len(self.recent[-WINDOW:]))
        empty = QColor(self.theme.panel_border)
        for i, ok in enumerate(slots):
            r = QRectF(4 + i * (c + gap), 4, c, c)
            if ok is None:
                p.setPen(QPen(empty, 1.5))
                p.setBrush(Qt.BrushStyle.NoBrush)
            else:
                colour = QColor(self.theme.good if ok else self.theme.error)
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(colour)
            p.drawRoundedRect(r.adjusted(1, 1, -1, -1), c / 4, c / 4)
        first = WINDOW - STREAK
        frame = QRectF(4 + first * (c + gap) - gap / 2 - 1, 1, STREAK * (c + gap) + 2, c + 6)
        p.setPen(QPen(QColor(self.theme.accent), 1.5, Qt.PenStyle.DashLine))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawRoundedRect(frame, 5, 5)
        p.end()


class MasteryMeter(QWidget):
    """The slots and the words (module docstring).

    Attributes (tests): `slots` (`recent` drawn), `words` (QLabel).
    """

    def __init__(self, parent: QWidget | None = None, theme: Theme | None = None) -> None:
        super().__init__(parent)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.setSpacing(12)
        self.slots = _Slots(theme or system_theme())
        self.words = QLabel()
        self.words.setObjectName("Meter")
        row.addWidget(self.slots, 0, Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.words, 1, Qt.AlignmentFlag.AlignVCenter)
        self._status: LessonStatus | None = None

    def set_status(self, status: LessonStatus | None) -> None:
        """Show the learner's standing on a lesson."""
        self._status = status
        self.slots.recent = status.recent if status is not None else ()
        self.slots.update()
        self.words.setProperty("done", status is not None and status.status == "mastered")
        self.words.style().unpolish(self.words)
        self.words.style().polish(self.words)
        self.retranslate()

    def set_cell(self, px: int) -> None:
        """The size of a slot in pixels (the screen's scale)."""
        self.slots.cell = max(10, px)
        self.slots.updateGeometry()
        self.slots.update()

    def retranslate(self) -> None:
        """The words in the current language."""
        self.words.setText(meter_words(self._status))
