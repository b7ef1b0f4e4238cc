"""PracticeCalendar: a year of small squares, one per day, darker for
more answers (the GitHub contribution graph), weeks as columns (Monday on
top), month names above, a tooltip per day. Painted with QPainter: squares,
no axes."""

from __future__ import annotations

from datetime import date, timedelta

from PySide6.QtCore import QDate, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter
from PySide6.QtWidgets import QSizePolicy, QToolTip, QWidget

from ..base.theme import LIGHT, Theme
from .style import heat_colour

WEEKS = 53


class PracticeCalendar(QWidget):
    """Answers per day for the 53 weeks up to `today`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.theme: Theme = LIGHT
        self._days: dict[date, int] = {}
        self._today = date.today()
        self._cell = 13
        self.setMouseTracking(True)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_days(self, days: dict[date, int], today: date) -> None:
        """Show `days` (``{date: answers}``) up to `today`."""
        self._days, self._today = dict(days), today
        self.update()

    def set_cell(self, px: int) -> None:
        """Square size in pixels (the gap is a fifth of it)."""
        self._cell = max(8, int(px))
        self.updateGeometry()
        self.update()

    def _first(self) -> date:
        return self._today - timedelta(days=self._today.weekday() + 7 * (WEEKS - 1))

    def _geometry(self) -> tuple[float, float, float]:
        """(left margin for weekday names, top margin for months, pitch)."""
        pitch = self._cell * 1.22
        return self._cell * 2.6, self._cell * 1.5, pitch

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: room for 53 weeks by 7 days and the labels."""
        left, top, pitch = self._geometry()
        return QSize(int(left + WEEKS * pitch + 2), int(top + 7 * pitch + 2))

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        """Qt: as `sizeHint`."""
        return self.sizeHint()

    def _day_at(self, x: float, y: float) -> date | None:
        left, top, pitch = self._geometry()
        col, row = int((x - left) // pitch), int((y - top) // pitch)
        if not (0 <= col < WEEKS and 0 <= row < 7):
            return None
        d = self._first() + timedelta(days=7 * col + row)
        return d if d <= self._today else None

    def mouseMoveEvent(self, event) -> None:  # noqa: N802
        """Qt: a tooltip naming the day under the pointer and its answers."""
        d = self._day_at(event.position().x(), event.position().y())
        if d is None:
            QToolTip.hideText()
            return
        n = self._days.get(d, 0)
        when = QLocale().toString(QDate(d.year, d.month, d.day), QLocale.FormatType.LongFormat)
        text = self.tr("%1: %n answer(s)", "", n).replace("%1", when) if n else \
            self.tr("%1: no practice").replace("%1", when)
        QToolTip.showText(event.globalPosition().toPoint(), text, self)

    def paintEvent(self, event) -> None:  # noqa: N802
        """Qt: the squares, month names and weekday initials."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, top, pitch = self._geometry()
        cell = self._cell
        first = self._first()
        locale = QLocale()
        font = p.font()
        font.setPixelSize(max(9, int(cell * 0.85)))
        p.setFont(font)
        p.setPen(QColor(self.theme.muted))
        for row, label in ((0, 1), (2, 3), (4, 5)):  # Mon, Wed, Fri
            name = locale.dayName(label, QLocale.FormatType.ShortFormat)
            p.drawText(QRectF(0, top + row * pitch, left - 4, cell), Qt.AlignmentFlag.AlignRight |
                       Qt.AlignmentFlag.AlignVCenter, name)
        last_month = None
        for col in range(WEEKS):
            monday = first + timedelta(days=7 * col)
            if monday.month != last_month and monday.day <= 7 and col < WEEKS - 2:
                p.setPen(QColor(self.theme.muted))
                p.drawText(QRectF(left + col * pitch, 0, pitch * 4, top - 2), Qt.AlignmentFlag.AlignLeft |
                           Qt.AlignmentFlag.AlignBottom, locale.monthName(monday.month, QLocale.FormatType.ShortFormat))
            last_month = monday.month
            p.setPen(Qt.PenStyle.NoPen)
            for row in range(7):
                d = monday + timedelta(days=row)
                if d > self._today:
                    break
                p.setBrush(QColor(heat_colour(self.theme, self._days.get(d, 0))))
                p.drawRoundedRect(QRectF(left + col * pitch, top + row * pitch, cell, cell), cell * 0.22,
                                  cell * 0.22)
        p.end()
