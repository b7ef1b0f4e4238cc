"""ProgressDots: one dot per question of a session — green right, red
wrong, an accent ring for the current one, grey for those to come."""

from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget


class ProgressDots(QWidget):
    """Dots for a session's questions.

    `set_state(results, current, total)`: `results` the answered questions
    in order (True right, False wrong), `current` True while a question is
    shown, `total` the session length (None for a timed run: only answered
    and current dots are drawn).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._results: tuple[bool, ...] = ()
        self._current = False
        self._total: int | None = None
        self._good = QColor("#1f8a4c")
        self._bad = QColor("#d93a3f")
        self._accent = QColor("#2563eb")
        self._idle = QColor(128, 128, 128, 90)
        self._d = 14
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_colors(self, good: str, bad: str, accent: str) -> None:
        """The theme's colours (CSS strings)."""
        self._good, self._bad, self._accent = QColor(good), QColor(bad), QColor(accent)
        self.update()

    def set_dot_size(self, px: int) -> None:
        """Dot diameter in logical pixels."""
        self._d = max(6, int(px))
        self.updateGeometry()
        self.update()

    def set_state(self, results, current: bool, total: int | None) -> None:
        """See the class docstring."""
        self._results = tuple(bool(r) for r in results)
        self._current = current
        self._total = total
        self.update()

    def state(self) -> tuple[tuple[bool, ...], bool, int | None]:
        """What is drawn: (results, current, total)."""
        return self._results, self._current, self._total

    def _count(self) -> int:
        shown = len(self._results) + (1 if self._current else 0)
        return max(shown, self._total or 0)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        n = min(self._count(), 100)  # a longer session draws the dots that fit
        return QSize(max(40, int(n * self._d * 1.6)), int(self._d * 1.6))

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        n = self._count()
        if not n:
            return
        d = self._d
        step = min(d * 1.6, max(4.0, (self.width() - d) / max(1, n - 1))) if n > 1 else d
        d = min(d, step / 1.25) if step < d * 1.25 else d
        y = (self.height() - d) / 2
        # only the dots that fit are drawn (a quiz over 7,000 wins of imported games drew them all, 110 ms a paint)
        for i in range(min(n, int(self.width() / step) + 1)):
            r = QRectF(i * step + 1, y, d, d)
            if i < len(self._results):
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(self._good if self._results[i] else self._bad)
                p.drawEllipse(r)
            elif i == len(self._results) and self._current:
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.setPen(QPen(self._accent, max(2.0, d * 0.2)))
                p.drawEllipse(r.adjusted(d * 0.1, d * 0.1, -d * 0.1, -d * 0.1))
            else:
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(self._idle)
                p.drawEllipse(r.adjusted(d * 0.15, d * 0.15, -d * 0.15, -d * 0.15))
        p.end()
