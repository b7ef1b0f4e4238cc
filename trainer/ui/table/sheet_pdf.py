"""A game's score sheet printed as a PDF (`QPdfWriter`, like the classroom
worksheets): the players and the table rules at the top, one line per hand
(round, honba, sticks, what happened, each player's change and score),
then the final placings with uma, oka and the points (issue 22 §2).

Landscape A4; as many pages as the hands need. Text is real text in the
interface language installed when it runs. Coordinates are in points
(1/72 inch). The numbers come from `trainer.table.sheet.Sheet`; nothing is
computed here.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPageLayout, QPageSize, QPainter, QPdfWriter, QPen

from trainer.storage import cut_short, write_atomically
from trainer.table.sheet import Sheet

from ..export.worksheet import check_pdf
from . import wording
from .rules_text import rules_lines

_RESOLUTION = 300
_MARGIN = 36.0
_ROW = 15.0
_INK = QColor("#1d2521")
_MUTED = QColor("#5d6761")
_RULE = QColor("#c9cec8")
_PLUS = QColor("#1f6f43")
_MINUS = QColor("#a13a2b")


def _font(pt: float, bold: bool = False) -> QFont:
    f = QFont()
    f.setPixelSize(max(1, round(pt * 4)))  # drawn at a quarter scale: whole pixel sizes, fine steps
    f.setWeight(QFont.Weight.Bold if bold else QFont.Weight.Normal)
    return f


class _Page:
    """Text and lines in points on the current PDF page."""

    def __init__(self, painter: QPainter, width: float, height: float) -> None:
        self.p = painter
        self.width = width
        self.height = height

    def text(self, x: float, y: float, w: float, h: float, text: str, pt: float = 8.5, color: QColor = _INK,
             bold: bool = False, align=Qt.AlignmentFlag.AlignLeft, wrap: bool = False) -> float:
        """Draw `text` in the box (points); long text is cut with "…"
        unless `wrap`; returns the height used (points)."""
        font = _font(pt, bold)
        fm = QFontMetricsF(font)
        big = QRectF(x * 4, y * 4, w * 4, h * 4)
        flags = align | (Qt.TextFlag.TextWordWrap if wrap else Qt.AlignmentFlag.AlignVCenter)
        if wrap:
            big.setHeight(max(big.height(), fm.boundingRect(QRectF(0, 0, big.width(), 1e6), flags, text).height()))
        elif fm.horizontalAdvance(text) > big.width():
            text = fm.elidedText(text, Qt.TextElideMode.ElideRight, big.width())
        self.p.save()
        self.p.scale(0.25, 0.25)
        self.p.setFont(font)
        self.p.setPen(color)
        self.p.drawText(big, flags, text)
        self.p.restore()
        return big.height() / 4

    def rule(self, y: float, color: QColor = _RULE, width: float = 0.6) -> None:
        """A line across the page at `y`."""
        self.p.setPen(QPen(color, width))
        self.p.drawLine(QPointF(_MARGIN, y), QPointF(self.width - _MARGIN, y))


def _columns(page_width: float, players: int) -> tuple[list[float], float]:
    """Left edges of round, honba, sticks, outcome, then change and score
    per player; and the width of a number column."""
    fixed = [_MARGIN, _MARGIN + 40, _MARGIN + 78, _MARGIN + 116]
    outcome_w = 190.0
    start = fixed[3] + outcome_w
    each = (page_width - _MARGIN - start) / (2 * players)
    return fixed + [start + i * each for i in range(2 * players)], each


def _signed(n: int) -> str:
    return "" if n == 0 else wording.signed(n)


def _table_head(page: _Page, sheet: Sheet, y: float) -> float:
    xs, each = _columns(page.width, len(sheet.players))
    heads = [QCoreApplication.translate("ScoreSheet", "Hand"), QCoreApplication.translate("ScoreSheet", "Honba"), QCoreApplication.translate("ScoreSheet", "Sticks"), QCoreApplication.translate("ScoreSheet", "What happened")]
    for x, h in zip(xs[:4], heads, strict=True):
        page.text(x, y, xs[1] - xs[0] if x != xs[3] else 180, 14, h, 8, _MUTED, bold=True)
    for i in range(len(sheet.players)):
        x = xs[4 + 2 * i]
        page.text(x, y - 12, 2 * each - 4, 12, wording.seat_label(sheet.players, i), 9, bold=True,
                  align=Qt.AlignmentFlag.AlignCenter)
        page.text(x, y, each - 4, 14, QCoreApplication.translate("ScoreSheet", "Change"), 8, _MUTED, bold=True, align=Qt.AlignmentFlag.AlignRight)
        page.text(x + each, y, each - 4, 14, QCoreApplication.translate("ScoreSheet", "Score"), 8, _MUTED, bold=True, align=Qt.AlignmentFlag.AlignRight)
    page.rule(y + 15, _INK)
    return y + 17


def _row(page: _Page, sheet: Sheet, row, y: float) -> None:
    xs, each = _columns(page.width, len(sheet.players))
    names = sheet.players
    what = wording.outcome_title(row.detail, names) if row.detail is not None else row.outcome
    if row.outcome == "riichi":
        what = QCoreApplication.translate("ScoreSheet", "hand in play")
    cells = [wording.round_label(row.round[0], int(row.round[1:])), str(row.honba), str(row.sticks)]
    for x, c in zip(xs[:3], cells, strict=True):
        page.text(x, y, 36, _ROW, c, 8.5)
    page.text(xs[3], y, 186, _ROW, what, 8.5)
    for i in range(len(names)):
        d = row.deltas[i]
        page.text(xs[4 + 2 * i], y, each - 4, _ROW, _signed(d), 8.5, _PLUS if d > 0 else _MINUS,
                  align=Qt.AlignmentFlag.AlignRight)
        page.text(xs[5 + 2 * i], y, each - 4, _ROW, wording.num(row.scores[i]), 8.5, bold=True,
                  align=Qt.AlignmentFlag.AlignRight)
    page.rule(y + _ROW)


def _header(page: _Page, sheet: Sheet, title: str, date: str) -> float:
    """Title, the date and players in one line, the rules; returns the y
    below them (UI.md: "a header with date, players and rules")."""
    w = page.width - 2 * _MARGIN
    page.text(_MARGIN, _MARGIN - 6, w * 0.6, 24, title, 15, bold=True)
    status = QCoreApplication.translate("ScoreSheet", "finished") if sheet.finished else QCoreApplication.translate("ScoreSheet", "in progress")
    page.text(_MARGIN + w * 0.6, _MARGIN - 6, w * 0.4, 24, status, 10, _MUTED, align=Qt.AlignmentFlag.AlignRight)
    y = _MARGIN + 20
    players = wording.list_text(sheet.players)
    line = wording.arg(QCoreApplication.translate("ScoreSheet", "%1 \u00b7 %2", "date · players"), date, players) \
        if date else players
    y += page.text(_MARGIN, y, w, 12, line, 10, wrap=True) + 2
    rules = wording.arg(QCoreApplication.translate("ScoreSheet", "Rules: %1"), "; ".join(rules_lines(sheet.setup.table_rules, short=True)))
    y += page.text(_MARGIN, y, w, 10, rules, 7.5, _MUTED, wrap=True) + 18
    return y


def _final_block(page: _Page, sheet: Sheet, y: float) -> float:
    f = sheet.final
    names = sheet.players
    title = QCoreApplication.translate("ScoreSheet", "Final result") if sheet.finished else QCoreApplication.translate("ScoreSheet", "Standing if the game ended now")
    page.text(_MARGIN, y, 400, 16, title, 11, bold=True)
    y += 18
    xs = [_MARGIN, _MARGIN + 50, _MARGIN + 230, _MARGIN + 320, _MARGIN + 410]
    heads = [QCoreApplication.translate("ScoreSheet", "Place"), QCoreApplication.translate("ScoreSheet", "Player"), QCoreApplication.translate("ScoreSheet", "Score"), QCoreApplication.translate("ScoreSheet", "Uma + oka"), QCoreApplication.translate("ScoreSheet", "Points")]
    for i, (x, h) in enumerate(zip(xs, heads, strict=True)):
        page.text(x, y, 80 if i != 1 else 170, 14, h, 8, _MUTED, bold=True,
                  align=Qt.AlignmentFlag.AlignLeft if i < 2 else Qt.AlignmentFlag.AlignRight)
    page.rule(y + 15, _INK)
    y += 17
    for seat in f.placement:
        cells = [wording.place_label(f.places[seat]), wording.seat_label(names, seat), wording.num(f.scores[seat]),
                 wording.points_result(f.uma[seat] + f.oka[seat]), wording.points_result(f.points[seat])]
        for i, (x, c) in enumerate(zip(xs, cells, strict=True)):
            page.text(x, y, 80 if i != 1 else 170, _ROW, c, 9, bold=i == 4,
                      align=Qt.AlignmentFlag.AlignLeft if i < 2 else Qt.AlignmentFlag.AlignRight)
        page.rule(y + _ROW)
        y += _ROW + 2
    if sheet.finished:
        y += 6
        last = sheet.ended_in  # a called game ended in a round after its last row's
        line = wording.game_over_line(f, sheet.setup.table_rules, last[0], int(last[1:]), names)
        y += page.text(_MARGIN, y, page.width - 2 * _MARGIN, 12, line, 9.5, wrap=True)
    return y


def _footer(page: _Page, number: int) -> None:
    y = page.height - _MARGIN + 6
    page.text(_MARGIN, y, page.width - 2 * _MARGIN, 12, wording.arg(QCoreApplication.translate("ScoreSheet", "Page %1"), number), 7.5, _MUTED,
              align=Qt.AlignmentFlag.AlignRight)
    page.text(_MARGIN, y, 300, 12, QCoreApplication.translate("ScoreSheet", "Riichi Scoring Trainer"), 7.5, _MUTED)


def _write_pdf(path: str | Path, title: str, paint) -> Path:
    """Write a landscape A4 PDF at `path` through a temporary file in the
    same folder (a failed write keeps the old file): `paint(writer, page)`
    draws its pages, in points. The one way both sheets are written.

    Raises:
        OSError: the file cannot be written (the reason in `strerror`).
    """
    def write(tmp: str) -> None:
        writer = QPdfWriter(tmp)
        writer.setResolution(_RESOLUTION)
        writer.setPageLayout(QPageLayout(QPageSize(QPageSize.PageSizeId.A4), QPageLayout.Orientation.Landscape,
                                         QMarginsF(0, 0, 0, 0)))
        writer.setTitle(title)
        writer.setCreator("Riichi Scoring Trainer")
        painter = QPainter()
        if not painter.begin(writer):
            raise OSError("the PDF could not be started")
        try:
            size = QPageSize(QPageSize.PageSizeId.A4).size(QPageSize.Unit.Point)
            page = _Page(painter, size.height(), size.width())  # landscape
            painter.scale(_RESOLUTION / 72, _RESOLUTION / 72)
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            paint(writer, page)
        finally:
            painter.end()
        del writer  # the file is complete once the writer is gone
        if Path(tmp).stat().st_size < 100:  # cut at its start: a full disk, the file size limit
            raise cut_short(tmp, "the PDF")

    return write_atomically(path, write, check_pdf)


def _paint(writer: QPdfWriter, page: _Page, sheet: Sheet, title: str, date: str) -> None:
    """The score sheet's pages: header, a row per hand (a new page with the column heads when full), the
    final block."""
    number = 1
    y = _table_head(page, sheet, _header(page, sheet, title, date))
    bottom = page.height - _MARGIN - 14
    for row in sheet.rows:
        if y + _ROW > bottom:
            _footer(page, number)
            writer.newPage()
            number += 1
            y = _table_head(page, sheet, _MARGIN + 16)
        _row(page, sheet, row, y)
        y += _ROW
    if y + 30 + 17 + 4 * (_ROW + 2) + 30 > bottom:
        _footer(page, number)
        writer.newPage()
        number += 1
        y = _MARGIN
    _final_block(page, sheet, y + 18)
    _footer(page, number)


def write_sheet_pdf(sheet: Sheet, path: str | Path, title: str = "", date: str = "") -> Path:
    """Write `sheet` as a landscape A4 PDF at `path` (through a temporary
    file in the same folder: a failed write keeps the old file); `date`
    (words, e.g. "2 December 2026") heads it with the players.

    Raises:
        OSError: the file cannot be written (the reason in `strerror`).
    """
    title = title or QCoreApplication.translate("ScoreSheet", "Score sheet")
    return _write_pdf(path, title, lambda writer, page: _paint(writer, page, sheet, title, date))


def write_standings_pdf(totals, path: str | Path, title: str = "") -> Path:
    """Write session standings (`trainer.table.session.PlayerTotal`, best
    first) as a landscape A4 PDF: place, player, points, placings count,
    average place and each game's result. Raises `OSError`."""
    totals = tuple(totals)
    title = title or QCoreApplication.translate("ScoreSheet", "Session standings")
    return _write_pdf(path, title, lambda _writer, page: _paint_standings(page, totals, title))


def _paint_standings(page: _Page, totals: tuple, title: str) -> None:
    games = max((len(t.per_game) for t in totals), default=0)
    page.text(_MARGIN, _MARGIN - 6, page.width - 2 * _MARGIN, 24, title, 15, bold=True)
    heads = [QCoreApplication.translate("ScoreSheet", "Place"), QCoreApplication.translate("ScoreSheet", "Player"),
             QCoreApplication.translate("ScoreSheet", "Points"), *(wording.place_label(i) for i in range(1, 5)),
             QCoreApplication.translate("ScoreSheet", "Average place")]
    heads += [wording.arg(QCoreApplication.translate("ScoreSheet", "Game %1"), i + 1) for i in range(games)]
    widths = [40, 150, 60, 36, 36, 36, 36, 70] + [50] * games
    y = _MARGIN + 40
    x = _MARGIN
    for h, w in zip(heads, widths, strict=True):
        page.text(x, y, w - 4, 14, h, 8, _MUTED, bold=True)
        x += w
    page.rule(y + 15, _INK)
    y += 17
    for r, t in enumerate(totals):
        cells = [str(r + 1), t.name, wording.points_result(t.points), *(str(n) for n in t.places),
                 f"{t.average_place:.2f}"] + ["" if p is None else wording.points_result(p) for p in t.per_game]
        x = _MARGIN
        for i, (c, w) in enumerate(zip(cells, widths, strict=True)):
            page.text(x, y, w - 4, _ROW, c, 9, bold=i == 2)
            x += w
        page.rule(y + _ROW)
        y += _ROW + 2
    _footer(page, 1)
