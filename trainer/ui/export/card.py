"""The hand card: a hand with its situation and its full breakdown, drawn
with a `QPainter` onto any device — an image (PNG, the clipboard), an SVG
file or a PDF page — for slides, chat groups and handouts.

Layout, top to bottom (logical pixels at 1×, `CARD_WIDTH` wide): the hand
on a felt band with the situation as badges under it; the headline (limit
or han and fu, and the total in the largest type) and who pays what; the
reading when the hand can be read more than one way; the yaku with their
han; the fu items with their tiles and amounts and the rounding; a footer
with the rules and the hand code. Every word comes from the reveal steps
(`trainer.quiz.reveal`) through `reveal_text` and `terms`; nothing is
scored here.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QLinearGradient, QPainter, QPen

from trainer.core.rules import ALL_PRESETS
from trainer.core.tiles import parse_tiles
from trainer.quiz.hand_code import HandCodeError, encode_hand
from trainer.quiz.reveal import ShownHand

from ..base import terms
from ..base.theme import LIGHT, Theme
from ..widgets.reveal_text import StepText, section_title, step_text, unit_text
from ..widgets.situation_text import situation_badges
from .vector import hand_size, paint_hand, paint_row, row_width

#: Width of a card at 1×, in logical pixels.
CARD_WIDTH = 960
_PAD = 28
_FELT_PAD = 22


def _font(px: float, weight: QFont.Weight = QFont.Weight.Normal) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(px)))
    f.setWeight(weight)
    return f


class _Flow:
    """Lays out top to bottom; paints when it has a painter (else measures)."""

    def __init__(self, painter: QPainter | None, width: float, theme: Theme) -> None:
        self.p = painter
        self.width = width
        self.theme = theme
        self.y = 0.0

    def text(self, x: float, y: float, w: float, h: float, text: str, font: QFont, color: str,
             align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, wrap: bool = False) -> float:
        """Draw text in a box; returns the height it needs (wrapped text may
        need more than `h`)."""
        fm = QFontMetricsF(font)
        flags = align | (Qt.TextFlag.TextWordWrap if wrap else 0)
        if wrap:
            need = fm.boundingRect(QRectF(0, 0, w, 10_000), flags, text).height()
            h = max(h, need)
        elif fm.horizontalAdvance(text) > w:
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, w)
        if self.p is not None:
            self.p.setFont(font)
            self.p.setPen(QColor(color))
            self.p.drawText(QRectF(x, y, w, h), flags, text)
        return h


def _section(flow: _Flow, title: str, unit: str) -> None:
    t = flow.theme
    f = _font(14, QFont.Weight.DemiBold)
    flow.y += 10
    flow.text(_PAD, flow.y, flow.width - 2 * _PAD, 22, title.upper(), f, t.muted)
    flow.text(_PAD, flow.y, flow.width - 2 * _PAD, 22, unit, f, t.muted,
              Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    flow.y += 24
    if flow.p is not None:
        flow.p.setPen(QPen(QColor(t.panel_border), 1))
        flow.p.drawLine(QPointF(_PAD, flow.y), QPointF(flow.width - _PAD, flow.y))
    flow.y += 4


def _line(flow: _Flow, st: StepText, tiles: str = "", bold: bool = False) -> None:
    t = flow.theme
    font = _font(19, QFont.Weight.DemiBold if bold else QFont.Weight.Normal)
    value_font = _font(19, QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
    h = 30.0
    x = _PAD + 4
    value_w = 150
    fm = QFontMetricsF(font)
    label_w = min(fm.horizontalAdvance(st.label) + 2, flow.width - 2 * _PAD - value_w - 8)
    flow.text(x, flow.y, label_w, h, st.label, font, t.text)
    x += label_w + 12
    shown = []
    if tiles:
        try:
            shown = list(parse_tiles(tiles))
        except ValueError:
            shown = []
    if shown:
        th = 24.0
        room = flow.width - _PAD - value_w - x
        if row_width(len(shown), th) <= room:
            if flow.p is not None:
                paint_row(flow.p, QPointF(x, flow.y + (h - th) / 2), th, shown)
            x += row_width(len(shown), th) + 12
    if st.note:
        nf = _font(15)
        room = flow.width - _PAD - value_w - x
        if room > 60:
            flow.text(x, flow.y, room, h, st.note, nf, t.muted)
    flow.text(flow.width - _PAD - value_w, flow.y, value_w - 4, h, st.value, value_font, t.text,
              Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    flow.y += h


def _felt(flow: _Flow, shown: ShownHand) -> None:
    t = flow.theme
    w = flow.width - 2 * _PAD
    hand = shown.hand
    unit = hand_size(hand.closed, hand.melds, hand.win, 1.0)
    tile_h = min(72.0, (w - 2 * _FELT_PAD) / max(unit.width(), 1.0))
    size = hand_size(hand.closed, hand.melds, hand.win, tile_h)
    badges = situation_badges(shown.hand_json)
    bf = _font(16, QFont.Weight.DemiBold)
    fm = QFontMetricsF(bf)
    chip_h = 30.0
    ind_h = 24.0
    # badge rows, wrapped to the felt's width
    rows: list[list[tuple[float, object]]] = [[]]
    x = 0.0
    for b in badges:
        bw = fm.horizontalAdvance(b.text) + 22
        if b.tiles:
            bw += 8 + row_width(len(parse_tiles(b.tiles)), ind_h)
        if rows[-1] and x + bw > w - 2 * _FELT_PAD:
            rows.append([])
            x = 0.0
        rows[-1].append((bw, b))
        x += bw + 8
    felt_h = _FELT_PAD + size.height() + 14 + len(rows) * (chip_h + 8) + _FELT_PAD - 8
    top = flow.y
    if flow.p is not None:
        p = flow.p
        grad = QLinearGradient(0, top, 0, top + felt_h)
        grad.setColorAt(0, QColor(t.felt_top))
        grad.setColorAt(1, QColor(t.felt_bottom))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(grad))
        p.drawRoundedRect(QRectF(_PAD, top, w, felt_h), 14, 14)
        paint_hand(p, QPointF(_PAD + (w - size.width()) / 2, top + _FELT_PAD), tile_h, hand.closed, hand.melds,
                   hand.win)
        y = top + _FELT_PAD + size.height() + 14
        for row in rows:
            x = _PAD + _FELT_PAD
            for bw, b in row:
                fill = QColor(255, 255, 255, 46)
                if b.strong:
                    fill = QColor(255, 255, 255, 80)
                if b.warn:
                    fill = QColor("#e3b341")
                p.setPen(Qt.PenStyle.NoPen)
                p.setBrush(fill)
                p.drawRoundedRect(QRectF(x, y, bw, chip_h), chip_h / 2, chip_h / 2)
                colour = "#1b1e2e" if b.warn else t.felt_text
                tw = fm.horizontalAdvance(b.text)
                flow.text(x + 11, y, tw + 2, chip_h, b.text, bf, colour)
                if b.tiles:
                    paint_row(p, QPointF(x + 11 + tw + 8, y + (chip_h - ind_h) / 2), ind_h, parse_tiles(b.tiles))
                x += bw + 8
            y += chip_h + 8
    flow.y = top + felt_h + 16


def _headline(flow: _Flow, shown: ShownHand) -> None:
    t = flow.theme
    r = shown.result
    steps = {s.kind: s for s in shown.steps}
    han = step_text(steps["han_total"])
    pay = step_text(steps["payment"])
    big = han.value or han.label  # the limit's name, or han and fu
    sub = han.label if han.value and not r.yakuman else ""
    w = flow.width - 2 * _PAD
    flow.text(_PAD, flow.y, w * 0.65, 46, big, _font(34, QFont.Weight.Bold), t.accent)
    flow.text(_PAD + w * 0.5, flow.y, w * 0.5, 46, pay.value, _font(40, QFont.Weight.Bold), t.text,
              Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    flow.y += 48
    if sub:
        flow.text(_PAD, flow.y, w, 26, sub, _font(18, QFont.Weight.DemiBold), t.muted)
        flow.y += 26
    flow.y += flow.text(_PAD, flow.y, w, 26, pay.label, _font(18), t.text, wrap=True)
    if pay.note:
        flow.y += flow.text(_PAD, flow.y, w, 22, pay.note, _font(15), t.muted, wrap=True)
    if han.note:
        flow.y += flow.text(_PAD, flow.y, w, 22, han.note, _font(15), t.muted, wrap=True)


def _breakdown(flow: _Flow, shown: ShownHand) -> None:
    t = flow.theme
    w = flow.width - 2 * _PAD
    reading = next((s for s in shown.steps if s.kind == "reading"), None)
    if reading is not None:
        st = step_text(reading)
        _section(flow, section_title("reading"), "")
        flow.y += flow.text(_PAD + 4, flow.y, w - 8, 28, st.label, _font(18, QFont.Weight.DemiBold), t.text,
                            wrap=True)
        flow.y += flow.text(_PAD + 4, flow.y, w - 8, 22, st.note, _font(15), t.muted, wrap=True)
    _section(flow, section_title("yaku"), unit_text("yaku"))
    for s in shown.steps:
        if s.kind == "yaku":
            _line(flow, step_text(s), s.tiles if s.id in ("dora", "ura_dora", "aka_dora") else "")
    fu_steps = [s for s in shown.steps if s.kind in ("fu", "fu_total")]
    if fu_steps:
        _section(flow, section_title("fu"), unit_text("fu"))
        for s in fu_steps:
            _line(flow, step_text(s), s.tiles, bold=s.kind == "fu_total")


def rules_caption(hand_json: dict) -> str:
    """The card footer's rules line: "Rules: Tenhou", the preset's
    translated name for any preset of `ALL_PRESETS` (the three-player ones
    too, TABLE_RULES.md §8), given by name or as a rules object's
    ``preset``; an unknown name as it is."""
    rules = hand_json.get("rules", "tenhou")
    if isinstance(rules, str):
        name = terms.preset_name(rules)
    else:
        base = rules.get("preset", "tenhou") if isinstance(rules, dict) else "tenhou"
        name = terms.preset_name(base) if base in ALL_PRESETS else str(base)
    return terms.flag_name("rules") + ": " + name


def _footer(flow: _Flow, shown: ShownHand) -> None:
    t = flow.theme
    try:
        code = encode_hand(shown.hand_json)
    except HandCodeError:
        code = ""
    flow.y += 10
    if flow.p is not None:
        flow.p.setPen(QPen(QColor(t.panel_border), 1))
        flow.p.drawLine(QPointF(_PAD, flow.y), QPointF(flow.width - _PAD, flow.y))
    flow.y += 6
    left = rules_caption(shown.hand_json)
    flow.text(_PAD, flow.y, flow.width - 2 * _PAD, 22, left, _font(14), t.muted)
    if code:
        flow.text(_PAD, flow.y, flow.width - 2 * _PAD, 22, code, _font(14), t.muted, Qt.AlignmentFlag.AlignRight)
    flow.y += 22 + _PAD - 8


def layout_card(painter: QPainter | None, shown: ShownHand, width: float = CARD_WIDTH,
                theme: Theme = LIGHT) -> float:
    """Draw the card of `shown` from the painter's origin, `width` logical
    pixels wide, on a panel background; with `painter` None only measure.

    Returns:
        The card's height in logical pixels.
    """
    flow = _Flow(painter, width, theme)
    height = _measure(shown, width, theme) if painter is not None else None
    if painter is not None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.panel))
        painter.drawRect(QRectF(0, 0, width, height))
    flow.y = _PAD
    _felt(flow, shown)
    _headline(flow, shown)
    _breakdown(flow, shown)
    _footer(flow, shown)
    return flow.y


def _measure(shown: ShownHand, width: float, theme: Theme) -> float:
    return layout_card(None, shown, width, theme)


def card_height(shown: ShownHand, width: float = CARD_WIDTH, theme: Theme = LIGHT) -> float:
    """Height in logical pixels of the card of `shown` at `width`."""
    return layout_card(None, shown, width, theme)
