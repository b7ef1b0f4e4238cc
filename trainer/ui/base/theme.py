"""Colours and the style sheet of the calculator: felt green behind the
tiles, light panels, one accent colour; a dark variant when the system is in
dark mode. Sizes scale with the window (`Theme.style_sheet(scale)`)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QGuiApplication


@dataclass(frozen=True, slots=True)
class Theme:
    """One colour set (CSS colour strings)."""

    dark: bool
    window: str
    panel: str
    panel_border: str
    text: str
    muted: str
    accent: str
    accent_soft: str
    felt_top: str
    felt_bottom: str
    felt_text: str
    error: str
    error_soft: str
    good: str

    def qcolor(self, name: str) -> QColor:
        """One of the colours as a QColor (by attribute name)."""
        return QColor(getattr(self, name))

    def scrollbar_style(self, scope: str) -> str:
        """Style-sheet rules for the scroll bars inside `scope` (a selector
        such as ``QTreeWidget#History``): a slim track and a rounded handle
        in the panel's colours. A scroll area styled with a transparent
        background otherwise drew Qt's bare bar, its handle solid black."""
        return f"""
{scope} QScrollBar:vertical {{ background: transparent; width: 12px; margin: 0; }}
{scope} QScrollBar:horizontal {{ background: transparent; height: 12px; margin: 0; }}
{scope} QScrollBar::handle:vertical {{ background: {self.panel_border}; min-height: 28px; border-radius: 4px;
    margin: 2px; }}
{scope} QScrollBar::handle:horizontal {{ background: {self.panel_border}; min-width: 28px; border-radius: 4px;
    margin: 2px; }}
{scope} QScrollBar::handle:hover {{ background: {self.muted}; }}
{scope} QScrollBar::add-line, {scope} QScrollBar::sub-line {{ width: 0; height: 0; border: none; }}
{scope} QScrollBar::add-page, {scope} QScrollBar::sub-page {{ background: none; }}
"""

    def style_sheet(self, scale: float = 1.0) -> str:
        """The calculator's style sheet with sizes × `scale` (text never
        below 0.86 of its 1440 × 900 size, so a laptop stays readable)."""
        def px(n: float) -> str:
            return f"{max(8, round(n * scale))}px"

        def fpx(n: float) -> str:
            return f"{max(9, round(n * max(scale, 0.86)))}px"

        def vpx(n: float) -> str:
            # Vertical padding that shrinks on small windows (rows stay compact).
            return f"{max(2, round(n * scale))}px"

        return f"""
QWidget#Calculator, QWidget#CalculatorPage {{ background: {self.window}; }}
QWidget {{ font-size: {fpx(14)}; color: {self.text}; }}
QWidget:disabled {{ color: {self.muted}; }}
QFrame#Felt {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {self.felt_top}, stop:1 {self.felt_bottom});
    border-radius: {px(12)};
}}
QFrame#Felt QLabel {{ color: {self.felt_text}; background: transparent; }}
QFrame#Panel {{
    background: {self.panel}; border: 1px solid {self.panel_border}; border-radius: {px(10)};
}}
QLabel {{ background: transparent; }}
QLabel#SectionTitle {{
    color: {self.muted}; font-size: {fpx(12)}; font-weight: 600; letter-spacing: 1px;
    text-transform: uppercase; padding-top: {px(6)};
}}
QLabel#Muted {{ color: {self.muted}; font-size: {fpx(12)}; }}
QLabel#Limit {{ color: {self.accent}; font-size: {fpx(30)}; font-weight: 700; }}
QLabel#Points {{ font-size: {fpx(40)}; font-weight: 700; }}
QLabel#Limit:disabled, QLabel#Points:disabled {{ color: {self.muted}; }}
QLabel#HanFu {{ font-size: {fpx(17)}; color: {self.muted}; font-weight: 600; }}
QLabel#Payment {{ font-size: {fpx(16)}; }}
QFrame#Felt QLabel#ErrorLine, QLabel#ErrorLine {{
    color: #fff; background: {self.error}; border-radius: {px(6)}; padding: {vpx(3)} {px(10)};
    font-size: {fpx(15)}; font-weight: 500;
}}
QLabel#HintLine {{ color: {self.felt_text}; font-size: {fpx(14)}; }}
QLabel#BigHint {{ color: {self.muted}; font-size: {fpx(17)}; }}
QWidget#Line {{ border-radius: {px(5)}; }}
QWidget#Line[lit="true"] {{ background: {self.accent_soft}; }}
QWidget#Line QLabel#Value {{ font-weight: 600; }}
QLabel#LineNote {{ color: {self.muted}; font-size: {fpx(12)}; }}
QLineEdit#Notation {{
    font-family: "DejaVu Sans Mono", "Menlo", "Consolas", monospace; font-size: {fpx(16)};
    padding: {vpx(5)} {px(8)}; border-radius: {px(6)}; border: 2px solid rgba(0,0,0,40);
    background: rgba(255,255,255,235); color: #1b1e2e;
}}
QLineEdit#Notation[bad="true"] {{ border: 2px solid {self.error}; }}
QToolButton#FeltButton, QPushButton#FeltButton {{
    color: {self.felt_text}; background: rgba(255,255,255,30); border: 1px solid rgba(255,255,255,60);
    border-radius: {px(6)}; padding: {vpx(5)} {px(10)};
}}
QToolButton#FeltButton:hover, QPushButton#FeltButton:hover {{ background: rgba(255,255,255,55); }}
QToolButton#FeltButton:disabled {{ color: rgba(255,255,255,90); }}
QToolButton#Segment {{
    background: {self.panel}; border: 1px solid {self.panel_border}; padding: 0 {px(10)};
    min-width: {px(30)}; color: {self.text}; font-weight: 600;
}}
QToolButton#Segment:checked {{ background: {self.accent}; color: #fff; border-color: {self.accent}; }}
QToolButton#Segment:disabled {{ color: {self.muted}; }}
QFrame#WinSwitch {{
    background: rgba(0,0,0,55); border: 1px solid rgba(255,255,255,80); border-radius: {px(9)};
}}
QToolButton#WinSegment {{
    background: transparent; color: {self.felt_text}; border: none; border-radius: {px(7)};
    padding: {vpx(6)} {px(14)}; font-weight: 500; font-size: {fpx(15)};
}}
QToolButton#WinSegment:hover {{ background: rgba(255,255,255,36); }}
QToolButton#WinSegment:checked {{ background: {self.accent}; color: #fff; font-weight: 700; }}
QToolButton#Link {{ border: none; color: {self.accent}; font-weight: 600; padding: {px(2)}; }}
QToolButton#Link:hover {{ text-decoration: underline; }}
QToolButton#Link:disabled {{ color: {self.muted}; }}
QToolButton#AddIndicator {{
    border: 1px dashed {self.muted}; border-radius: {px(4)}; color: {self.muted}; font-size: {fpx(16)};
}}
QToolButton#AddIndicator:checked {{ border: 2px solid {self.accent}; color: {self.accent}; }}
QCheckBox {{ spacing: {px(6)}; }}
QCheckBox::indicator {{ width: {px(15)}; height: {px(15)}; }}
QCheckBox:disabled {{ color: {self.muted}; }}
QSpinBox {{ min-width: {px(48)}; }}
QScrollArea {{ border: none; background: transparent; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QLabel#PickBanner {{
    color: #fff; background: {self.accent}; border-radius: {px(6)}; padding: {vpx(3)} {px(10)}; font-weight: 600;
}}
QLabel#Refusal {{ color: {self.error}; font-size: {fpx(13)}; }}
"""

    def window_style_sheet(self, scale: float = 1.0, compact: bool = False) -> str:
        """The main window's style sheet (background, tab bar, top-right
        controls), font sizes × `scale`; the tabs' pages style themselves.
        `compact`: a narrow window — tabs closer together and a narrower
        rule-set box, so that every tab shows beside the top-right controls
        (issue 22 §5: at 800 × 600 three tabs hid behind scroll arrows)."""
        def px(n: float) -> str:
            return f"{max(8, round(n * scale))}px"

        def fpx(n: float) -> str:
            return f"{max(9, round(n * max(scale, 0.86)))}px"

        sheet = f"""
QMainWindow, QTabWidget#MainTabs {{ background: {self.window}; }}
QTabWidget#MainTabs::pane {{ border: none; }}
QTabWidget#MainTabs > QTabBar {{ background: {self.window}; }}
QTabWidget#MainTabs > QTabBar::tab {{
    padding: {px(8)} {px(12)}; font-size: {fpx(15)}; font-weight: 600; border: none;
    color: {self.muted}; background: transparent; margin-left: {px(4)};
}}
QTabWidget#MainTabs > QTabBar::tab:selected {{ color: {self.text}; border-bottom: 3px solid {self.accent}; }}
QTabWidget#MainTabs > QTabBar::tab:hover {{ color: {self.text}; }}
QWidget#Corner QLabel, QWidget#Corner QComboBox, QWidget#Corner QToolButton {{
    font-size: {fpx(14)}; color: {self.text};
}}
QWidget#Corner QComboBox {{ padding: {px(3)} {px(8)}; min-width: {px(130)}; }}
QWidget#Corner QToolButton {{ padding: {px(3)} {px(10)}; border: 1px solid {self.panel_border};
    border-radius: {px(5)}; background: {self.panel}; }}
QWidget#Corner QToolButton:hover {{ border-color: {self.accent}; }}
QWidget#Corner QToolButton::menu-indicator {{ image: none; width: 0; }}
QWidget#Corner QLabel#Modified {{ color: {self.muted}; font-style: italic; }}
QToolBar#ApplyBar {{ background: {self.accent_soft}; border: none; border-bottom: 2px solid {self.accent}; }}
QToolBar#ApplyBar QLabel {{ font-size: {fpx(15)}; font-weight: 600; color: {self.text}; }}
QToolBar#ApplyBar QLabel[bad="true"] {{ color: {self.error}; }}
QToolBar#ApplyBar QPushButton {{ font-size: {fpx(15)}; padding: {px(6)} {px(16)}; border-radius: {px(6)};
    border: 1px solid {self.panel_border}; background: {self.panel}; }}
QToolBar#ApplyBar QPushButton#ApplyButton {{ background: {self.accent}; color: #fff; border-color: {self.accent};
    font-weight: 700; }}
"""
        if compact:  # after the rules above, so these win
            tight = f"{max(4, round(6 * scale))}px"
            sheet += f"""
QTabWidget#MainTabs > QTabBar::tab {{ padding: {px(8)} {tight}; margin-left: 2px; }}
QWidget#Corner QComboBox {{ min-width: {px(92)}; }}
QWidget#Corner QToolButton {{ padding: {px(3)} {tight}; }}
"""
        return sheet


LIGHT = Theme(
    dark=False, window="#eef0ec", panel="#ffffff", panel_border="#dcdfd8", text="#1d2521", muted="#6b756f",
    accent="#2563eb", accent_soft="rgba(37,99,235,0.14)", felt_top="#2f7a57", felt_bottom="#215c41",
    felt_text="#eef7f1", error="#d93a3f", error_soft="rgba(217,58,63,0.12)", good="#1f8a4c",
)
DARK = Theme(
    dark=True, window="#161a18", panel="#22272a", panel_border="#343b3e", text="#e6eae7", muted="#97a19b",
    accent="#5b8cff", accent_soft="rgba(91,140,255,0.22)", felt_top="#245e44", felt_bottom="#173f2d",
    felt_text="#e8f3ec", error="#e5484d", error_soft="rgba(229,72,77,0.18)", good="#3fb46e",
)


#: The zoom factors Ctrl+= and Ctrl+- step through (Ctrl+0: 1.0).
ZOOM_STEPS = (0.67, 0.75, 0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)
MIN_ZOOM, MAX_ZOOM = ZOOM_STEPS[0], ZOOM_STEPS[-1]
_zoom = {"factor": 1.0}


def zoom() -> float:
    """The window's zoom factor (1.0 = as designed); every screen's size
    factor includes it through `scale_for`."""
    return _zoom["factor"]


def set_zoom(factor: float) -> float:
    """Set the zoom factor, clamped to `MIN_ZOOM`..`MAX_ZOOM`; returns it.
    Screens pick it up the next time they compute `scale_for` (the main
    window re-sends them a resize event, `MainWindow.set_zoom`)."""
    _zoom["factor"] = max(MIN_ZOOM, min(MAX_ZOOM, float(factor)))
    return _zoom["factor"]


def zoom_step(factor: float, direction: int) -> float:
    """The next of `ZOOM_STEPS` above (`direction` 1) or below (-1) `factor`
    (the last one when there is none further)."""
    if direction > 0:
        return next((z for z in ZOOM_STEPS if z > factor + 1e-6), ZOOM_STEPS[-1])
    return next((z for z in reversed(ZOOM_STEPS) if z < factor - 1e-6), ZOOM_STEPS[0])


def scale_for(w: int, h: int) -> float:
    """The size factor for a w × h area: 1.0 at 1440 × 900 (between 0.72
    and 2.6 from the size) times the zoom (`zoom`), in steps of 0.04 — a
    step, not a running value, so the same size always gives the same
    layout (whatever size or language came before).

    This is the one place zoom is applied: a screen that sizes its tiles,
    text and spacing from `scale_for` in its resizeEvent follows Ctrl+= /
    Ctrl+- / Ctrl+0 with no code of its own."""
    raw = max(0.72, min(2.6, min(w / 1440, h / 900))) * _zoom["factor"]
    return round(raw * 25) / 25


def system_theme() -> Theme:
    """DARK when the system colour scheme is dark (Qt ≥ 6.5), else LIGHT."""
    app = QGuiApplication.instance()
    if app is not None:
        try:
            if app.styleHints().colorScheme() == Qt.ColorScheme.Dark:
                return DARK
        except AttributeError:
            pass
    return LIGHT
