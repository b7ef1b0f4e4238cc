"""FlowLayout: items left to right, wrapping onto the next line when the
width runs out (badges on the felt in a small window), with the height that
follows from the width (`heightForWidth`), so the parent grows instead of
cutting a badge short."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Lines of items at their preferred sizes, wrapped to the width.

    Args:
        parent: the widget laid out (optional).
        spacing: pixels between items and between lines.
        centred: each line centred in the width (else it starts at the left).

    Each item keeps its size hint (never squeezed), vertically centred on
    its line; an item wider than the whole width gets a line of its own.
    """

    def __init__(self, parent: QWidget | None = None, spacing: int = 8, centred: bool = False) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._centred = centred
        self.setContentsMargins(0, 0, 0, 0)
        self.setSpacing(spacing)

    # -- QLayout ---------------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802 (Qt API)
        """Qt: append an item."""
        self._items.append(item)

    def count(self) -> int:
        """Qt: the number of items."""
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        """Qt: the item at `index` (None past the end)."""
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        """Qt: remove and return the item at `index`."""
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        """Qt: it does not ask for more room than its lines need."""
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        """Qt: the height follows the width."""
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        """Qt: the height of the wrapped lines at `width`."""
        return self._place(QRect(0, 0, width, 0), move=False)

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        """Qt: place the items inside `rect`."""
        super().setGeometry(rect)
        self._place(rect, move=True)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Qt: everything on one line."""
        m = self.contentsMargins()
        shown = [i for i in self._items if not i.isEmpty()]  # a hidden widget takes no gap either
        w = sum(i.sizeHint().width() for i in shown) + self.spacing() * max(0, len(shown) - 1)
        h = max((i.sizeHint().height() for i in shown), default=0)
        return QSize(w + m.left() + m.right(), h + m.top() + m.bottom())

    def minimumSize(self) -> QSize:  # noqa: N802
        """Qt: the widest item (everything else can wrap)."""
        m = self.contentsMargins()
        w = max((i.minimumSize().width() for i in self._items), default=0)
        h = max((i.minimumSize().height() for i in self._items), default=0)
        return QSize(w + m.left() + m.right(), h + m.top() + m.bottom())

    # -- placing ---------------------------------------------------------------
    def _place(self, rect: QRect, move: bool) -> int:
        """Lay the items out in `rect` (moving them when `move`); returns the height used."""
        m = self.contentsMargins()
        area = rect.adjusted(m.left(), m.top(), -m.right(), -m.bottom())
        gap = self.spacing()
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = 0
        for item in self._items:
            if item.widget() is not None and item.widget().isHidden():
                continue
            size = item.sizeHint()
            if lines[-1] and x + size.width() > area.width():
                lines.append([])
                x = 0
            lines[-1].append((item, size))
            x += size.width() + gap
        y = area.y()
        for line in lines:
            if not line:
                continue
            height = max(s.height() for _i, s in line)
            x = area.x()
            if self._centred:
                x += max(0, area.width() - sum(s.width() for _i, s in line) - gap * (len(line) - 1)) // 2
            for item, size in line:
                if move:
                    item.setGeometry(QRect(QPoint(x, y + (height - size.height()) // 2), size))
                x += size.width() + gap
            y += height + gap
        return y - gap - area.y() + m.top() + m.bottom() if any(lines) else m.top() + m.bottom()
