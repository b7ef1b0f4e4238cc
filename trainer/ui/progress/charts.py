"""The Progress charts, drawn by pyqtgraph (imported with this module, which
the Progress view imports only when it first shows data; the app imports it
in the background a moment after start, `trainer.ui.app.main`).

`WeekChart`: accuracy (% of answers fully right) and median answer time (s)
by week, two lines on two axes. `DueChart`: how many skills fall due on each
of the next 14 days, as bars.
"""

from __future__ import annotations

import html
from datetime import date, datetime, timedelta, timezone

import pyqtgraph as pg
from PySide6.QtCore import QCoreApplication, QDate, QLocale, Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from trainer.quiz.progress import WeekRow

from ..base.theme import Theme


def _plot_widget(theme: Theme) -> pg.PlotWidget:
    w = pg.PlotWidget(background=theme.panel)
    w.setMenuEnabled(False)
    # pyqtgraph makes the plot's options menu without a parent (14 menus that
    # outlived the window): owned by the chart's widget, Qt deletes it with it.
    menu = w.getPlotItem().ctrlMenu
    if menu is not None:
        menu.setParent(w, menu.windowFlags())
    w.setMouseEnabled(x=False, y=False)
    w.hideButtons()
    w.getPlotItem().showGrid(x=False, y=True, alpha=0.15)
    font = QFont()
    font.setPixelSize(12)
    for name in ("left", "bottom", "right"):
        axis = w.getPlotItem().getAxis(name)
        axis.setTextPen(pg.mkPen(theme.muted))
        axis.setPen(pg.mkPen(theme.panel_border))
        axis.setStyle(tickFont=font)
    return w


def short_date(d: date) -> str:
    """`d` in the short date format of the current language's locale
    (`QLocale()`, set by `i18n.install_language`): 4/7/25, 2025/04/07, …"""
    return QLocale().toString(QDate(d.year, d.month, d.day), QLocale.FormatType.ShortFormat)


def _stamp(d: date) -> float:
    return datetime(d.year, d.month, d.day, tzinfo=timezone.utc).timestamp()


class WeekChart:
    """Accuracy and median time by week (`widget` is the pyqtgraph widget)."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.widget = _plot_widget(theme)
        item = self.widget.getPlotItem()
        item.setAxisItems({"bottom": pg.DateAxisItem(orientation="bottom")})
        item.getAxis("bottom").setTextPen(pg.mkPen(theme.muted))
        item.getAxis("bottom").setPen(pg.mkPen(theme.panel_border))
        item.setYRange(0, 100, padding=0.02)
        item.showAxis("right")
        self.time_view = pg.ViewBox(enableMenu=False)  # its menu: ~60 parentless widgets that outlived the window
        self.time_view.setMouseEnabled(x=False, y=False)
        item.scene().addItem(self.time_view)
        item.getAxis("right").linkToView(self.time_view)
        self.time_view.setXLink(item)
        item.vb.sigResized.connect(self._sync_views)
        # the legend is a row of labels under the plot (`legend`): inside a
        # narrow plot pyqtgraph's legend was cut and lay over the lines
        self.legend = QWidget()
        row = QHBoxLayout(self.legend)
        row.setContentsMargins(4, 0, 4, 0)
        row.setSpacing(18)
        self.legend_labels = {"accuracy": QLabel(), "time": QLabel()}
        for label in self.legend_labels.values():
            label.setTextFormat(Qt.TextFormat.RichText)
            row.addWidget(label)
        row.addStretch(1)
        self.accuracy = item.plot([], [], pen=pg.mkPen(theme.good, width=2.5), symbol="o", symbolSize=6,
                                  symbolBrush=theme.good, symbolPen=None)
        self.time = pg.PlotDataItem([], [], pen=pg.mkPen(theme.accent, width=2, style=Qt.PenStyle.DashLine),
                                    symbol="s", symbolSize=5, symbolBrush=theme.accent, symbolPen=None)
        self.time_view.addItem(self.time)
        self.retranslate()

    def _sync_views(self) -> None:
        self.time_view.setGeometry(self.widget.getPlotItem().vb.sceneBoundingRect())
        self.time_view.linkedViewChanged(self.widget.getPlotItem().vb, self.time_view.XAxis)

    def retranslate(self) -> None:
        """Axis and legend texts in the current language."""
        item = self.widget.getPlotItem()
        item.setLabel("left", QCoreApplication.translate("Progress", "right (%)"), color=self.theme.muted)
        item.setLabel("right", QCoreApplication.translate("Progress", "median time (s)"), color=self.theme.muted)
        for key, colour, mark, text in (
                ("accuracy", self.theme.good, "━●━", QCoreApplication.translate("Progress", "Accuracy")),
                ("time", self.theme.accent, "╍■╍", QCoreApplication.translate("Progress", "Median answer time"))):
            self.legend_labels[key].setText(f'<span style="color:{colour}">{mark}</span>&nbsp;{html.escape(text)}')

    def set_weeks(self, weeks: tuple[WeekRow, ...], least: int = 8) -> None:
        """Plot the weeks from the first with answers (at least the last
        `least` weeks); a week without answers has no point."""
        first = next((i for i, w in enumerate(weeks) if w.answers), len(weeks))
        weeks = weeks[min(first, max(0, len(weeks) - least)):]
        span = [_stamp(w.start) + 3.5 * 86400 for w in weeks]
        practised = [w for w in weeks if w.answers]
        xs = [_stamp(w.start) + 3.5 * 86400 for w in practised]
        self.accuracy.setData(xs, [100 * w.right / w.answers for w in practised])
        secs = [w.median_ms / 1000 for w in practised]
        self.time.setData(xs, secs)
        self.time_view.setYRange(0, max(secs or [10]) * 1.25 + 1, padding=0)
        if span:
            self.widget.getPlotItem().setXRange(span[0] - 3 * 86400, span[-1] + 3 * 86400, padding=0)
        self._sync_views()


class DueChart:
    """Skills falling due on each of the next days (`widget`)."""

    def __init__(self, theme: Theme) -> None:
        self.theme = theme
        self.widget = _plot_widget(theme)
        self.bars = pg.BarGraphItem(x=[], height=[], width=0.7, brush=QColor(theme.accent), pen=None)
        self.widget.getPlotItem().addItem(self.bars)
        self._today = date.today()
        self._counts: tuple[int, ...] = ()

    def set_due(self, counts: tuple[int, ...], today: date) -> None:
        """Bars for `counts[i]` skills due `i` days after `today` (0: today)."""
        self._today, self._counts = today, tuple(counts)
        n = len(counts)
        self.bars.setOpts(x=list(range(n)), height=list(counts), width=0.7,
                          brushes=[QColor(self.theme.accent if i else self.theme.error) for i in range(n)])
        item = self.widget.getPlotItem()
        item.setYRange(0, max(list(counts) + [4]) * 1.15, padding=0)
        item.setXRange(-0.6, n - 0.4, padding=0)
        self.retranslate()

    def retranslate(self) -> None:
        """Day names in the current language."""
        locale = QLocale()
        ticks = []
        for i in range(len(self._counts)):
            d = self._today + timedelta(days=i)
            if i == 0:
                text = QCoreApplication.translate("Progress", "today")
            else:
                text = locale.dayName(d.isoweekday(), QLocale.FormatType.NarrowFormat) if i % 7 else \
                    short_date(d)
            ticks.append((i, text))
        self.widget.getPlotItem().getAxis("bottom").setTicks([ticks])
        self.widget.getPlotItem().setLabel("left", QCoreApplication.translate("Progress", "skills"),
                                           color=self.theme.muted)
