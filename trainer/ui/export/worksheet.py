"""Worksheets: a lesson deck printed as a PDF (`QPdfWriter`) — first the
hands, `QUESTIONS_PER_PAGE` to a page, each with its situation and blank
answer boxes (fu, han, points, yaku); then the answer key, `KEYS_PER_PAGE`
hands to a page, each with its full breakdown (headline, payment, reading,
yaku, fu with their tiles, the rounding) and the teacher's note.

Text is real text (searchable, selectable) in the interface language
installed when it runs (the ``worksheet`` command's ``--lang``); tiles are
drawn as vector paths from their SVGs (`vector`), never as pixmaps, so they
print crisply. Page sizes: A4 and US Letter. Coordinates below are in
points (1/72 inch).
"""

from __future__ import annotations

import math
import os
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from trainer.core.tiles import parse_tiles
from trainer.quiz.decks import Deck
from trainer.quiz.reveal import ShownHand, shown_hand
from trainer.storage import cut_short, write_atomically

from ..base.theme import LIGHT
from ..widgets.reveal_text import StepText, section_title, step_text, unit_text, yaku_label
from ..widgets.situation_text import situation_badges
from .vector import hand_size, paint_hand, paint_row, row_width

# Paper names and their Qt page sizes.
PAPERS = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
QUESTIONS_PER_PAGE = 4
KEYS_PER_PAGE = 3
_RESOLUTION = 300  # device dots per inch; the painter is scaled to points
_MARGIN = 40.0
_HEADER = 46.0
_FOOTER = 24.0
_INK = QColor("#1d2521")
_MUTED = QColor("#5d6761")
_RULE = QColor("#c9cec8")
_ACCENT = QColor(LIGHT.accent)


def page_counts(hands: int) -> tuple[int, int]:
    """(question pages, answer-key pages) for a deck of `hands` hands."""
    return math.ceil(hands / QUESTIONS_PER_PAGE), math.ceil(hands / KEYS_PER_PAGE)



def _font(pt: float, weight: QFont.Weight = QFont.Weight.Normal, italic: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(pt * 4)))  # set in quarter points, drawn scaled by 1/4 (see _Page.font)
    f.setWeight(weight)
    f.setItalic(italic)
    return f


class _Page:
    """Text and lines on a page in points (fonts are made 4× larger and
    drawn at a quarter scale: whole pixel sizes, fine steps)."""

    def __init__(self, painter: QPainter, width: float, height: float) -> None:
        self.p = painter
        self.width = width
        self.height = height

    def text(self, rect: QRectF, text: str, pt: float, color: QColor = _INK,
             weight: QFont.Weight = QFont.Weight.Normal, align=Qt.AlignmentFlag.AlignLeft, italic: bool = False,
             wrap: bool = False, max_height: float | None = None) -> float:
        """Draw text in `rect` (points); returns the height used. Wrapped
        text taller than `max_height` (points) is cut at a word and ends
        with "…" (a long teacher's note never runs into the next block)."""
        font = _font(pt, weight, italic)
        fm = QFontMetricsF(font)
        big = QRectF(rect.x() * 4, rect.y() * 4, rect.width() * 4, rect.height() * 4)
        flags = align | Qt.AlignmentFlag.AlignVCenter if not wrap else align | Qt.TextFlag.TextWordWrap
        if wrap:
            def need(t: str) -> float:
                return fm.boundingRect(QRectF(0, 0, big.width(), 1_000_000), flags, t).height()

            if max_height is not None and need(text) > max_height * 4:
                text = _cut_to_height(text, lambda t: need(t) <= max_height * 4)
            big.setHeight(max(big.height(), need(text)))
        elif fm.horizontalAdvance(text) > big.width():
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, big.width())
        self.p.save()
        self.p.scale(0.25, 0.25)
        self.p.setFont(font)
        self.p.setPen(color)
        self.p.drawText(big, flags, text)
        self.p.restore()
        return big.height() / 4

    def text_width(self, text: str, pt: float, weight: QFont.Weight = QFont.Weight.Normal) -> float:
        """Width of `text` in points."""
        return QFontMetricsF(_font(pt, weight)).horizontalAdvance(text) / 4

    def rule(self, y: float, x0: float | None = None, x1: float | None = None, color: QColor = _RULE) -> None:
        """A thin horizontal line."""
        self.p.setPen(QPen(color, 0.6))
        self.p.drawLine(QPointF(_MARGIN if x0 is None else x0, y),
                        QPointF(self.width - _MARGIN if x1 is None else x1, y))


def _cut_to_height(text: str, fits: Callable[[str], bool]) -> str:
    """The longest start of `text`, cut after a word and ended with "…",
    that `fits` (binary search; "" when not even "…" fits)."""
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi + 1) // 2
        if fits(text[:mid].rstrip() + "…"):
            lo = mid
        else:
            hi = mid - 1
    cut = text[:lo]
    if lo < len(text) and " " in cut.strip():
        cut = cut[: cut.rstrip().rfind(" ")]
    return cut.rstrip() + "…" if lo else ""


def _header(page: _Page, title: str, right: str) -> None:
    w = page.width - 2 * _MARGIN
    page.text(QRectF(_MARGIN, _MARGIN - 8, w * 0.62, 26), title, 15, _INK, QFont.Weight.Bold)
    page.text(QRectF(_MARGIN + w * 0.5, _MARGIN - 8, w * 0.5, 26), right, 10.5, _MUTED,
              align=Qt.AlignmentFlag.AlignRight)
    page.rule(_MARGIN + _HEADER - 22, color=_INK)


def _footer(page: _Page, number: int, total: int) -> None:
    text = QCoreApplication.translate("Worksheet", "Page %1 of %2").replace("%1", str(number)).replace("%2", str(total))
    y = page.height - _MARGIN + 4
    page.text(QRectF(_MARGIN, y, page.width - 2 * _MARGIN, 14), text, 8.5, _MUTED,
              align=Qt.AlignmentFlag.AlignRight)
    page.text(QRectF(_MARGIN, y, page.width - 2 * _MARGIN, 14), QCoreApplication.translate("Worksheet", "Riichi Scoring Trainer"), 8.5, _MUTED)


def _situation_line(page: _Page, x: float, y: float, w: float, hand: dict, pt: float, tile_h: float) -> float:
    """The situation as a row of words and indicator tiles; returns its height."""
    h = max(tile_h, pt * 1.5)
    cx = x
    for i, b in enumerate(situation_badges(hand)):
        text = ("· " if i else "") + b.text
        tw = page.text_width(text, pt, QFont.Weight.DemiBold if b.strong or b.warn else QFont.Weight.Normal)
        tiles = parse_tiles(b.tiles) if b.tiles else ()
        need = tw + (4 + row_width(len(tiles), tile_h) if tiles else 0) + 6
        if cx + need > x + w and cx > x:
            cx = x
            y += h + 2
        colour = QColor("#b4530f") if b.warn else _INK
        page.text(QRectF(cx, y, tw + 2, h), text, pt, colour,
                  QFont.Weight.DemiBold if b.strong or b.warn else QFont.Weight.Normal)
        cx += tw + 4
        if tiles:
            paint_row(page.p, QPointF(cx, y + (h - tile_h) / 2), tile_h, tiles)
            cx += row_width(len(tiles), tile_h)
        cx += 6
    return y + h


def _hand(page: _Page, shown: ShownHand, x: float, y: float, w: float, max_tile: float) -> float:
    hand = shown.hand
    units = hand_size(hand.closed, hand.melds, hand.win, 1.0)
    tile_h = min(max_tile, w / max(units.width(), 1.0))
    size = paint_hand(page.p, QPointF(x, y), tile_h, hand.closed, hand.melds, hand.win)
    return y + size.height()


def _answer_box(page: _Page, x: float, y: float, label: str, box_w: float) -> float:
    lw = page.text_width(label, 10.5, QFont.Weight.DemiBold)
    page.text(QRectF(x, y, lw + 2, 24), label, 10.5, _INK, QFont.Weight.DemiBold)
    page.p.setPen(QPen(_INK, 0.9))
    page.p.setBrush(Qt.BrushStyle.NoBrush)
    page.p.drawRoundedRect(QRectF(x + lw + 6, y, box_w, 24), 3, 3)
    return x + lw + 6 + box_w + 18


def _question_slot(page: _Page, number: int, shown: ShownHand, top: float, height: float) -> None:
    x = _MARGIN
    w = page.width - 2 * _MARGIN
    page.p.setPen(Qt.PenStyle.NoPen)
    page.p.setBrush(_INK)
    page.p.drawEllipse(QRectF(x, top + 4, 20, 20))
    page.text(QRectF(x, top + 4, 20, 20), str(number), 10, QColor("#ffffff"), QFont.Weight.Bold,
              Qt.AlignmentFlag.AlignHCenter)
    y = _hand(page, shown, x + 30, top, w - 30, 36.0) + 6
    y = _situation_line(page, x + 30, y, w - 30, shown.hand_json, 9.5, 13.0) + 10
    bx = x + 30
    for label, bw in ((QCoreApplication.translate("Worksheet", "Fu"), 52.0), (QCoreApplication.translate("Worksheet", "Han"), 52.0), (QCoreApplication.translate("Worksheet", "Points"), 92.0)):
        bx = _answer_box(page, bx, y, label, bw)
    y += 34
    yl = page.text_width(QCoreApplication.translate("Worksheet", "Yaku"), 10.5, QFont.Weight.DemiBold)
    page.text(QRectF(x + 30, y, yl + 2, 16), QCoreApplication.translate("Worksheet", "Yaku"), 10.5, _INK, QFont.Weight.DemiBold)
    page.rule(y + 15, x + 36 + yl, page.width - _MARGIN, _MUTED)
    if top + height - 1 < page.height - _MARGIN - _FOOTER:
        page.rule(top + height - 8)


def _key_line(page: _Page, x: float, y: float, w: float, st: StepText, tiles: str = "",
              bold: bool = False) -> float:
    weight = QFont.Weight.Bold if bold else QFont.Weight.Normal
    value_w = 58.0
    label = st.label
    lw = min(page.text_width(label, 9, weight) + 2, w - value_w - 4)
    page.text(QRectF(x, y, lw, 13), label, 9, _INK, weight)
    cx = x + lw + 4
    if tiles:
        shown = parse_tiles(tiles)
        th = 10.0
        if cx + row_width(len(shown), th) < x + w - value_w:
            paint_row(page.p, QPointF(cx, y + 1.5), th, shown)
    page.text(QRectF(x + w - value_w, y, value_w, 13), st.value, 9, _INK, QFont.Weight.DemiBold,
              Qt.AlignmentFlag.AlignRight)
    return y + 13.5


def _key_block(page: _Page, number: int, deck_note: str, shown: ShownHand, top: float, height: float) -> None:
    x = _MARGIN
    w = page.width - 2 * _MARGIN
    page.text(QRectF(x, top, 22, 16), f"{number}.", 11, _INK, QFont.Weight.Bold)
    hand = shown.hand
    units = hand_size(hand.closed, hand.melds, hand.win, 1.0)
    tile_h = min(18.0, (w * 0.55) / max(units.width(), 1.0))
    size = paint_hand(page.p, QPointF(x + 24, top), tile_h, hand.closed, hand.melds, hand.win)
    sx = x + 24 + size.width() + 12
    _situation_line(page, sx, top + 2, x + w - sx, shown.hand_json, 8, 9.0)
    y = top + max(size.height(), 16) + 6
    steps = {s.kind: s for s in shown.steps}
    han = step_text(steps["han_total"])
    pay = step_text(steps["payment"])
    headline = han.label + ((" · " + han.value) if han.value and han.value != han.label else "") + \
        " — " + pay.value
    page.text(QRectF(x, y, w, 17), headline, 12, _ACCENT, QFont.Weight.Bold)
    y += 17
    y += page.text(QRectF(x, y, w, 13), pay.label + ((" · " + pay.note) if pay.note else ""), 9, _INK, wrap=True)
    if han.note:
        y += page.text(QRectF(x, y, w, 12), han.note, 8.5, _MUTED, wrap=True)
    reading = steps.get("reading")
    if reading is not None:
        st = step_text(reading)
        y += page.text(QRectF(x, y, w, 12), st.label + " — " + st.note, 8.5, _MUTED, wrap=True)
    y += 4
    col = (w - 18) / 2
    # Yaku (left) and fu (right), each under its heading.
    ly = y
    page.text(QRectF(x, ly, col, 12), section_title("yaku").upper(), 8, _MUTED, QFont.Weight.DemiBold)
    page.text(QRectF(x, ly, col, 12), unit_text("yaku"), 8, _MUTED, align=Qt.AlignmentFlag.AlignRight)
    page.rule(ly + 13, x, x + col)
    ly += 15
    for s in shown.steps:
        if s.kind == "yaku":
            st = step_text(s)
            st = StepText(yaku_label(s) + (" (" + st.note + ")" if st.note else ""), st.value)
            ly = _key_line(page, x, ly, col, st, s.tiles if s.id in ("dora", "ura_dora", "aka_dora") else "")
    ry = y
    fu_steps = [s for s in shown.steps if s.kind in ("fu", "fu_total")]
    rx = x + col + 18
    if fu_steps:
        page.text(QRectF(rx, ry, col, 12), section_title("fu").upper(), 8, _MUTED, QFont.Weight.DemiBold)
        page.text(QRectF(rx, ry, col, 12), unit_text("fu"), 8, _MUTED, align=Qt.AlignmentFlag.AlignRight)
        page.rule(ry + 13, rx, rx + col)
        ry += 15
        for s in fu_steps:
            ry = _key_line(page, rx, ry, col, step_text(s), s.tiles, bold=s.kind == "fu_total")
    y = max(ly, ry) + 4
    if deck_note:
        label = QCoreApplication.translate("Worksheet", "Note: %1").replace("%1", deck_note)
        room = top + height - 10 - y  # above the block's bottom rule
        if room >= 11:
            page.text(QRectF(x, y, w, 12), label, 8.5, _MUTED, italic=True, wrap=True, max_height=room)
    if top + height - 1 < page.height - _MARGIN - _FOOTER:
        page.rule(top + height - 8)


def write_worksheet(deck: Deck, path: str | Path, paper: str = "a4",
                    progress: Callable[[int, int], None] | None = None) -> int:
    """Write `deck` as a worksheet PDF; returns the number of pages.

    Args:
        deck: the hands (each must score: a loaded `Deck` always does).
        path: the PDF file to write (replaced).
        paper: ``"a4"`` or ``"letter"``.
        progress: called as ``progress(done, total)`` after each page.

    Raises:
        ValueError: unknown paper, or a deck with no hands.
        OSError: the file cannot be written.
        HandError: a hand the core refuses (not in a checked deck).
    """
    if paper not in PAPERS:
        raise ValueError(f"paper must be one of {', '.join(PAPERS)}, not {paper!r}")
    if not deck.hands:
        raise ValueError("the deck has no hands")
    shown = [shown_hand(h.hand) for h in deck.hands]
    write_atomically(path, lambda tmp: _write_pdf(deck, shown, tmp, paper, progress), check_pdf)
    return sum(page_counts(len(shown)))


def check_pdf(path: str | Path) -> None:
    """Raise unless the file at `path` is a whole PDF: ``%PDF-`` first and
    ``startxref`` then ``%%EOF`` at its end (ISO 32000-1, 7.5.2 and 7.5.5:
    the trailer is written last, so a cut file has none).

    Raises:
        OSError: the file is cut short (`cut_short` says why).
    """
    with open(path, "rb") as f:
        head = f.read(5)
        f.seek(0, os.SEEK_END)
        f.seek(max(0, f.tell() - 1024))
        tail = f.read().rstrip()
    if head != b"%PDF-" or not tail.endswith(b"%%EOF") or b"startxref" not in tail:
        raise cut_short(path, "the PDF")


def _write_pdf(deck: Deck, shown: list[ShownHand], path: str, paper: str,
               progress: Callable[[int, int], None] | None) -> None:
    """Paint the worksheet into the PDF file `path` (see `write_worksheet`)."""
    notes = [h.note for h in deck.hands]
    questions, keys = page_counts(len(shown))
    total = questions + keys
    writer = QPdfWriter(str(path))
    writer.setResolution(_RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(PAPERS[paper]), QPageLayout.Orientation.Portrait,
                                     QMarginsF(0, 0, 0, 0)))
    writer.setTitle(deck.title or QCoreApplication.translate("Worksheet", "Worksheet"))
    writer.setCreator("Riichi Scoring Trainer")
    painter = QPainter()
    if not painter.begin(writer):
        raise OSError(f"could not write {Path(path).name}")
    try:
        size = QPageSize(PAPERS[paper]).size(QPageSize.Unit.Point)
        page = _Page(painter, size.width(), size.height())
        painter.scale(_RESOLUTION / 72, _RESOLUTION / 72)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title = deck.title or QCoreApplication.translate("Worksheet", "Worksheet")
        content_top = _MARGIN + _HEADER
        content_h = page.height - content_top - _MARGIN - _FOOTER
        number = 0
        for q in range(questions):
            if number:
                writer.newPage()
            number += 1
            _header(page, title, QCoreApplication.translate("Worksheet", "Name: ____________________"))
            slot = content_h / QUESTIONS_PER_PAGE
            for i in range(QUESTIONS_PER_PAGE):
                k = q * QUESTIONS_PER_PAGE + i
                if k < len(shown):
                    _question_slot(page, k + 1, shown[k], content_top + i * slot, slot)
            _footer(page, number, total)
            if progress is not None:
                progress(number, total)
        for q in range(keys):
            writer.newPage()
            number += 1
            _header(page, QCoreApplication.translate("Worksheet", "Answer key") + " — " + title, "")
            slot = content_h / KEYS_PER_PAGE
            for i in range(KEYS_PER_PAGE):
                k = q * KEYS_PER_PAGE + i
                if k < len(shown):
                    _key_block(page, k + 1, notes[k], shown[k], content_top + i * slot, slot)
            _footer(page, number, total)
            if progress is not None:
                progress(number, total)
    finally:
        painter.end()

