"""SeatCard: one player's place at the table, painted so it can face its
player (UI.md "Table": each seat's score faces its player when "lie flat" is
on — the card is drawn rotated 0°, 90°, 180° or 270°).

The card shows the seat wind, the name, the dealer marker, the score (the
biggest thing on screen), the last change, the place, and the riichi state:
a "Riichi" button to tap, or the stick lying in front of a player in riichi.
Everything is painted, so the whole card turns as one; the riichi button's
hit area turns with it.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QTransform
from PySide6.QtWidgets import QSizePolicy, QWidget

from ..base.theme import Theme

WIND_KANJI = {"E": "東", "S": "南", "W": "西", "N": "北"}


class SeatCard(QWidget):
    """One seat (see the module docstring).

    Signals:
        riichiClicked(int): the seat's riichi button was tapped.

    Attributes (set through `show_seat`): seat, name, wind, score, dealer,
    riichi, can_riichi, delta, place; `rotation` (see `set_rotation`).
    Texts (`labels`): ``dealer``, ``riichi``, ``riichi_button``, ``place``.
    """

    riichiClicked = Signal(int)

    def __init__(self, seat: int, theme: Theme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seat = seat
        self.theme = theme
        self.name = ""
        self.wind = "E"
        self.score = 0
        self.dealer = False
        self.riichi = False
        self.can_riichi = True
        self.delta = 0
        self.place = 0
        self.highlight = False
        self.touch_target = 0  # least size (px) of the riichi button's tap area; 0: as drawn
        self._shown: tuple = ()
        self._background: tuple[tuple, QPixmap] | None = None  # (key, the card's face without text)
        self.rotation = 0
        self.labels = {"dealer": "Dealer", "riichi": "RIICHI", "riichi_button": "Riichi", "place": "",
                       "wind": "East", "riichi_tip": ""}
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(160, 110)
        self.setMouseTracking(True)
        self._hover = False

    # -- state -----------------------------------------------------------
    def show_seat(self, *, name: str, wind: str, score: int, dealer: bool, riichi: bool, can_riichi: bool,
                  delta: int, place: int, highlight: bool = False) -> None:
        """Set everything the card shows; repaint only when something
        changed (a hand changes two or three of the four cards: repainting
        all four took most of a redraw, issue 22 §7)."""
        shown = (name, wind, score, dealer, riichi, can_riichi, delta, place, highlight, tuple(self.labels.items()))
        self.name, self.wind, self.score, self.dealer = name, wind, score, dealer
        self.riichi, self.can_riichi, self.delta, self.place, self.highlight = riichi, can_riichi, delta, place, highlight
        self.setToolTip(self.labels.get("riichi_tip", "") if can_riichi and not riichi else "")
        if shown != self._shown:
            self._shown = shown
            self.update()

    def set_rotation(self, degrees: int) -> None:
        """Turn the card (clockwise, degrees): 0 — its text reads from the
        bottom edge, the usual way; 90 — from the left edge; 180 — from the
        top; 270 — from the right edge."""
        self.rotation = degrees % 360
        self.update()

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt API)
        """Qt: a wide card, or a tall one when turned sideways."""
        return QSize(200, 300) if self.rotation in (90, 270) else QSize(340, 170)

    # -- geometry ----------------------------------------------------------
    def _transform(self) -> tuple[QTransform, QRectF]:
        """Widget → card coordinates, and the card's own rectangle."""
        w, h = self.width(), self.height()
        sideways = self.rotation in (90, 270)
        cw, ch = (h, w) if sideways else (w, h)
        t = QTransform()
        t.translate(w / 2, h / 2)
        t.rotate(self.rotation)
        t.translate(-cw / 2, -ch / 2)
        return t, QRectF(0, 0, cw, ch)

    def _layout(self) -> dict:
        """Where each part goes, in card coordinates: ``card``, ``unit``,
        ``wide``, ``header``, ``score``, ``riichi`` (the row), ``change``,
        ``button`` (the riichi button, empty when it cannot be tapped)."""
        _, card = self._transform()
        r = card.adjusted(4, 4, -4, -4)
        wide = r.width() > 2.4 * r.height()
        unit = min(r.width() / (5.0 if wide else 3.2), r.height() / 1.6)
        pad = unit * 0.16
        inner = r.adjusted(pad, pad * 0.8, -pad, -pad * 0.8)
        head_h = foot_h = unit * 0.42
        out = {"card": r, "unit": unit, "wide": wide}
        if wide:
            # the left column is as wide as the header needs (wind, name,
            # dealer badge), up to 60 %: the score shrinks to the rest
            share = min(max(0.42, self._header_width(head_h, unit) / max(inner.width(), 1.0)), 0.6)
            left = QRectF(inner.left(), inner.top(), inner.width() * share, inner.height())
            out["header"] = QRectF(left.left(), left.top(), left.width(), head_h)
            out["riichi"] = QRectF(left.left(), left.bottom() - foot_h, left.width(), foot_h)
            out["change"] = QRectF(left.left(), left.top() + head_h, left.width(), left.height() - head_h - foot_h)
            out["score"] = QRectF(left.right(), inner.top(), inner.width() - left.width(), inner.height())
        else:
            out["header"] = QRectF(inner.left(), inner.top(), inner.width(), head_h)
            out["score"] = QRectF(inner.left(), inner.top() + head_h, inner.width(), inner.height() - head_h - foot_h)
            out["riichi"] = out["change"] = QRectF(inner.left(), inner.bottom() - foot_h, inner.width(), foot_h)
        row = out["riichi"]
        f = self._font(row.height() * 0.5)
        bw = QFontMetricsF(f).horizontalAdvance(self.labels["riichi_button"]) + unit * 0.36
        tappable = self.can_riichi and not self.riichi
        out["button"] = QRectF(row.left(), row.top() + row.height() * 0.06, bw, row.height() * 0.88) \
            if tappable else QRectF()
        out["button_outline"] = QRectF(row.left(), row.top() + row.height() * 0.06, bw, row.height() * 0.88)
        if tappable and self.touch_target:  # touch mode: the tap area grows round the drawn button
            b = out["button"]
            grow_w, grow_h = max(0.0, self.touch_target - b.width()) / 2, max(0.0, self.touch_target - b.height()) / 2
            out["button"] = b.adjusted(-grow_w, -grow_h, grow_w, grow_h)
        return out

    def _name_text(self) -> str:
        return f"{self.labels['wind']} · {self.name}" if self.name else self.labels["wind"]

    def _badge_width(self, unit: float) -> float:
        """The dealer badge's width (0 when the seat is not the dealer)."""
        if not self.dealer:
            return 0.0
        return QFontMetricsF(self._font(unit * 0.16)).horizontalAdvance(self.labels["dealer"]) + unit * 0.2

    def _header_width(self, head_h: float, unit: float) -> float:
        """The width the header needs to show the wind disc, the whole
        name and the dealer badge."""
        name_w = QFontMetricsF(self._font(unit * 0.22)).horizontalAdvance(self._name_text())
        return head_h + unit * 0.24 + name_w + self._badge_width(unit) + unit * 0.12

    def _name_rect(self, row: QRectF, unit: float) -> QRectF:
        """Where the wind and name go in the header `row`."""
        return QRectF(row.left() + row.height() + unit * 0.12, row.top(),
                      row.width() - row.height() - unit * 0.24 - self._badge_width(unit), row.height())

    def shown_name(self) -> str:
        """The wind and name as painted: whole, or cut with "…" when the
        card is too small."""
        g = self._layout()
        rect = self._name_rect(g["header"], g["unit"])
        return QFontMetricsF(self._font(g["unit"] * 0.22)).elidedText(self._name_text(), Qt.TextElideMode.ElideRight,
                                                                      rect.width())

    def riichi_button_rect(self) -> QRectF:
        """The riichi button in widget coordinates (its bounding box; empty
        when riichi cannot be declared)."""
        t, _ = self._transform()
        return t.mapRect(self._layout()["button"])

    # -- painting ----------------------------------------------------------
    def paintEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: draw the card in its own (turned) coordinates: a tall or
        square card stacks name, score and riichi; a wide one puts the
        score beside them."""
        g = self._layout()
        unit = g["unit"]
        p = QPainter(self)
        p.drawPixmap(0, 0, self._face(g))
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t, _ = self._transform()
        p.setTransform(t)
        self._paint_header(p, g["header"], unit)
        self._paint_score(p, g["score"])
        # on a narrow card the change shares the riichi row, at its right
        taken = 0.0 if g["wide"] else self._change_width(g["change"], unit) + unit * 0.2
        self._paint_riichi(p, g["riichi"], g["button_outline"], unit, taken)
        self._paint_change(p, g["change"], unit, align_left=g["wide"])
        p.end()

    def _face(self, g: dict) -> QPixmap:
        """The card's rounded face and border, drawn once per size, turn,
        dealer and highlight and kept (antialiased fills of a card this
        large cost a few ms each on a software raster)."""
        ratio = self.devicePixelRatioF()
        key = (self.width(), self.height(), self.rotation, self.dealer, self.highlight, ratio, self.theme.panel,
               self.theme.accent, self.theme.panel_border)
        if self._background is not None and self._background[0] == key:
            return self._background[1]
        pix = QPixmap(max(1, round(self.width() * ratio)), max(1, round(self.height() * ratio)))
        pix.setDevicePixelRatio(ratio)
        pix.fill(Qt.GlobalColor.transparent)
        p = QPainter(pix)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        t, _ = self._transform()
        p.setTransform(t)
        th = self.theme
        r, unit = g["card"], g["unit"]
        radius = max(8.0, unit * 0.12)
        path = QPainterPath()
        path.addRoundedRect(r, radius, radius)
        bg = QColor(th.panel)
        bg.setAlpha(245)
        p.fillPath(path, bg)
        if self.highlight:
            glow = QColor(th.accent)
            glow.setAlpha(30)
            p.fillPath(path, glow)
        border = QColor(th.accent) if self.dealer else QColor(th.panel_border)
        p.setPen(QPen(border, max(2.0, unit * (0.035 if self.dealer else 0.015))))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)
        p.end()
        self._background = (key, pix)
        return pix

    def _font(self, px: float, bold: bool = True) -> QFont:
        f = QFont(self.font())
        f.setPixelSize(max(9, int(px)))
        f.setBold(bold)
        return f

    def _paint_header(self, p: QPainter, row: QRectF, unit: float) -> None:
        """The wind disc, the wind and name, the dealer badge."""
        th = self.theme
        disc = QRectF(row.left(), row.top(), row.height(), row.height())
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(th.accent) if self.dealer else QColor(th.muted))
        p.drawEllipse(disc)
        p.setFont(self._font(row.height() * 0.6))
        p.setPen(QColor("#ffffff"))
        p.drawText(disc, Qt.AlignmentFlag.AlignCenter, WIND_KANJI.get(self.wind, self.wind))
        badge_w = self._badge_width(unit)
        if self.dealer:
            bf = self._font(unit * 0.16)
            badge = QRectF(row.right() - badge_w, row.top() + row.height() * 0.12, badge_w, row.height() * 0.76)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(th.accent))
            p.drawRoundedRect(badge, badge.height() / 2, badge.height() / 2)
            p.setFont(bf)
            p.setPen(QColor("#ffffff"))
            p.drawText(badge, Qt.AlignmentFlag.AlignCenter, self.labels["dealer"])
        f = self._font(unit * 0.22)
        p.setFont(f)
        p.setPen(QColor(th.text))
        name_rect = self._name_rect(row, unit)
        p.drawText(name_rect, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft,
                   QFontMetricsF(f).elidedText(self._name_text(), Qt.TextElideMode.ElideRight, name_rect.width()))

    def _paint_score(self, p: QPainter, area: QRectF) -> None:
        """The score, as large as the area allows."""
        text = f"{self.score:,}"
        f = self._font(area.height() * 0.72)
        # one measure, then the size that fits (text width grows with the
        # size); shrinking 2 px at a time took dozens of measures a paint
        wide = QFontMetricsF(f).horizontalAdvance(text)
        if wide > area.width() * 0.94:
            f.setPixelSize(max(12, int(f.pixelSize() * area.width() * 0.94 / wide)))
            while QFontMetricsF(f).horizontalAdvance(text) > area.width() * 0.94 and f.pixelSize() > 12:
                f.setPixelSize(f.pixelSize() - 1)
        p.setFont(f)
        p.setPen(QColor(self.theme.error) if self.score < 0 else QColor(self.theme.text))
        p.drawText(area, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_riichi(self, p: QPainter, row: QRectF, button: QRectF, unit: float, taken: float = 0.0) -> None:
        """The stick of a player in riichi, or the button to declare it.
        `taken`: width at the row's right kept for the change; the word
        beside the stick is left out when it would run into it (the stick
        says riichi alone)."""
        th = self.theme
        p.setFont(self._font(row.height() * 0.5))
        if self.riichi:
            stick = QRectF(row.left(), row.center().y() - row.height() * 0.13, unit * 0.95, row.height() * 0.26)
            p.setPen(QPen(QColor(th.panel_border), 1))
            p.setBrush(QColor("#fbfbf7"))
            p.drawRoundedRect(stick, stick.height() / 2, stick.height() / 2)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QColor(th.error))
            dot = stick.height() * 0.31
            p.drawEllipse(stick.center(), dot, dot)
            p.setPen(QColor(th.error))
            text_left = stick.right() + unit * 0.1
            room = row.right() - taken - text_left
            if QFontMetricsF(p.font()).horizontalAdvance(self.labels["riichi"]) <= room:
                p.drawText(QRectF(text_left, row.top(), room, row.height()),
                           Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, self.labels["riichi"])
            return
        if self.can_riichi:
            fill = QColor(th.accent)
            fill.setAlpha(255 if self._hover else 225)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(fill)
            p.drawRoundedRect(button, button.height() / 2, button.height() / 2)
            p.setPen(QColor("#ffffff"))
        else:
            p.setPen(QPen(QColor(th.panel_border), 1.5))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(button, button.height() / 2, button.height() / 2)
            p.setPen(QColor(th.muted))
        p.drawText(button, Qt.AlignmentFlag.AlignCenter, self.labels["riichi_button"])

    def _change_parts(self, row: QRectF, unit: float) -> tuple[QFont, list[tuple[str, QColor]], float]:
        """(font, [(text, colour)], total width) of the change and the place."""
        th = self.theme
        f = self._font(min(row.height(), unit * 0.42) * 0.5)
        fm = QFontMetricsF(f)
        parts = []
        if self.delta:
            parts.append((("+" if self.delta > 0 else "\u2212") + f"{abs(self.delta):,}",
                          QColor(th.good) if self.delta > 0 else QColor(th.error)))
        if self.labels.get("place"):
            parts.append((self.labels["place"], QColor(th.muted)))
        width = sum(fm.horizontalAdvance(text) for text, _ in parts) + unit * 0.2 * max(0, len(parts) - 1)
        return f, parts, width

    def _change_width(self, row: QRectF, unit: float) -> float:
        """Width the change and the place take in `row`."""
        return self._change_parts(row, unit)[2]

    def _paint_change(self, p: QPainter, row: QRectF, unit: float, align_left: bool) -> None:
        """The last hand's change and the place (right of the riichi
        button, or on their own line on a wide card)."""
        f, parts, width = self._change_parts(row, unit)
        p.setFont(f)
        fm = QFontMetricsF(f)
        gap = unit * 0.2
        x = row.left() if align_left else row.right() - width
        for text, colour in parts:
            w = fm.horizontalAdvance(text)
            p.setPen(colour)
            p.drawText(QRectF(x, row.top(), w, row.height()), Qt.AlignmentFlag.AlignVCenter, text)
            x += w + gap

    # -- input -------------------------------------------------------------
    def _local(self, pos) -> QPointF:
        t, _ = self._transform()
        inverse, _ok = t.inverted()
        return inverse.map(QPointF(pos))

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: a pointing hand over the riichi button."""
        over = self._layout()["button"].contains(self._local(event.position()))
        if over != self._hover:
            self._hover = over
            self.setCursor(Qt.CursorShape.PointingHandCursor if over else Qt.CursorShape.ArrowCursor)
            self.update()
        super().mouseMoveEvent(event)

    def leaveEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the hover ends."""
        self._hover = False
        self.update()
        super().leaveEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: a tap on the riichi button declares riichi."""
        if event.button() == Qt.MouseButton.LeftButton and \
                self._layout()["button"].contains(self._local(event.position())):
            self.riichiClicked.emit(self.seat)
            return
        super().mouseReleaseEvent(event)
