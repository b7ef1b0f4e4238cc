"""ElidingComboBox: a combo box narrower than its longest item that shows
its current text cut with "…" (Qt paints it clipped mid-letter), e.g. the
rules menu in the window's corner."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QStyle, QStyleOptionComboBox, QStylePainter


class ElidingComboBox(QComboBox):
    """A QComboBox whose current text is elided on the right to the room it
    has; its list opens wide enough to show every item whole."""

    def _text_rect(self, opt: QStyleOptionComboBox):
        return self.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                           QStyle.SubControl.SC_ComboBoxEditField, self)

    def shown_text(self) -> str:
        """The current text as painted: whole, or cut with "…" to fit."""
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        width = self._text_rect(opt).width()
        return self.fontMetrics().elidedText(opt.currentText, Qt.TextElideMode.ElideRight, width)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the frame and arrow as usual, then the elided text."""
        if self.isEditable():
            super().paintEvent(event)
            return
        painter = QStylePainter(self)
        opt = QStyleOptionComboBox()
        self.initStyleOption(opt)
        painter.drawComplexControl(QStyle.ComplexControl.CC_ComboBox, opt)
        opt.currentText = self.shown_text()
        painter.drawControl(QStyle.ControlElement.CE_ComboBoxLabel, opt)

    def showPopup(self) -> None:  # noqa: N802 (Qt API)
        """Qt: the list as wide as its longest item (by default it is only
        as wide as the box)."""
        view = self.view()
        fm = view.fontMetrics()
        longest = max((fm.horizontalAdvance(self.itemText(i)) for i in range(self.count())), default=0)
        view.setMinimumWidth(longest + 2 * view.frameWidth() + fm.averageCharWidth() * 4
                             + view.verticalScrollBar().sizeHint().width())
        super().showPopup()
