"""The Table screen's style sheet: the felt table in the middle, light panels
around it, big touch targets; sizes × the window's scale (UI.md "Table":
numbers are the biggest thing on screen, every entry one or two taps)."""

from __future__ import annotations

from ..base.theme import Theme

#: The least size of a touch target in touch mode (px): Apple's HIG and
#: WCAG 2.5.5 ask for 44 × 44.
TOUCH_TARGET = 44


def table_style(theme: Theme, scale: float = 1.0, touch: bool = False) -> str:
    """The style sheet of `trainer.ui.table` widgets at `scale`; `touch`
    makes every button, field, list and tick at least `TOUCH_TARGET` px
    each way (a tablet lying on the table)."""
    t = theme

    def px(n: float) -> str:
        return f"{max(8, round(n * scale))}px"

    def fpx(n: float) -> str:
        return f"{max(10, round(n * max(scale, 0.9)))}px"

    return f"""
QWidget#TableScreen {{ background: {t.window}; }}
QWidget#TableScreen QWidget {{ font-size: {fpx(15)}; color: {t.text}; }}
QFrame#TableFelt {{ background: transparent; }}
QWidget#TableScreen QFrame#TableFelt QLabel {{ color: {t.felt_text}; background: transparent; }}
QWidget#TableScreen QLabel#RoundLabel {{ font-size: {fpx(34)}; font-weight: 800; }}
QWidget#TableScreen QLabel#CountersLabel {{ font-size: {fpx(19)}; font-weight: 600; }}
QWidget#TableScreen QFrame#TableFelt QLabel#Announcement {{ font-size: {fpx(30)}; font-weight: 800; color: #ffe08a; }}
QWidget#TableScreen QLabel#OutcomeTitle {{ font-size: {fpx(16)}; }}
QWidget#TableScreen QFrame#TableFelt QLabel#Notice {{ font-size: {fpx(15)}; color: #ffe08a; }}
QFrame#InfoPanel, QFrame#SidePanel, QFrame#Page {{
    background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(12)};
}}
QWidget#TableScreen QLabel#InfoTitle {{ color: {t.muted}; font-size: {fpx(12)}; font-weight: 700; letter-spacing: 1px; }}
QWidget#TableScreen QLabel#InfoLine {{ font-size: {fpx(17)}; }}
QWidget#TableScreen QLabel#ChaseLine {{ font-size: {fpx(15)}; color: {t.text}; }}
QWidget#TableScreen QLabel#Muted {{ color: {t.muted}; font-size: {fpx(13)}; }}
QWidget#TableScreen QLabel#Error {{ color: {t.error}; font-size: {fpx(15)}; font-weight: 600; }}
QWidget#TableScreen QLabel#PageTitle {{ font-size: {fpx(26)}; font-weight: 800; }}
QWidget#TableScreen QLabel#Preview {{ font-size: {fpx(16)}; }}
QWidget#TableScreen QLabel#PreviewCall {{ font-size: {fpx(28)}; font-weight: 800; color: {t.accent}; }}
QWidget#TableScreen QPushButton, QWidget#TableScreen QToolButton {{
    border: 1px solid {t.panel_border}; border-radius: {px(8)}; background: {t.panel};
    padding: {px(8)} {px(14)}; font-size: {fpx(16)}; min-height: {px(26)};
}}
QWidget#TableScreen QPushButton:hover, QWidget#TableScreen QToolButton:hover {{ border-color: {t.accent}; }}
QWidget#TableScreen QPushButton:checked, QWidget#TableScreen QToolButton:checked {{
    background: {t.accent}; color: #fff; border-color: {t.accent};
}}
QWidget#TableScreen QPushButton#Primary {{ background: {t.accent}; color: #fff; border-color: {t.accent};
    font-weight: 700; }}
QWidget#TableScreen QPushButton:disabled {{ color: {t.muted}; }}
QWidget#TableScreen QPushButton#Primary:disabled {{ background: {t.panel_border}; border-color: {t.panel_border}; }}
QWidget#TableScreen QToolButton#Flat {{ border: none; background: transparent; color: {t.accent}; font-weight: 600; }}
QWidget#TableScreen QLineEdit, QWidget#TableScreen QSpinBox, QWidget#TableScreen QComboBox {{
    font-size: {fpx(17)}; padding: {px(5)} {px(8)}; min-height: {px(26)};
}}
QWidget#TableScreen QTreeWidget#History {{ border: none; font-size: {fpx(14)}; background: transparent; }}
QWidget#TableScreen QTableWidget#Results {{ font-size: {fpx(20)}; border: none; background: transparent;
    color: {t.felt_text}; gridline-color: rgba(255,255,255,40); }}
QWidget#TableScreen QTableWidget#Results QHeaderView {{ background: transparent; }}
QWidget#TableScreen QTableWidget#Results QHeaderView::section {{ background: rgba(0,0,0,90); color: {t.felt_text};
    border: none; padding: {px(4)} {px(8)}; font-size: {fpx(14)}; font-weight: 700; }}
QWidget#TableScreen QLabel#SetupNotice {{ color: {t.error}; font-size: {fpx(13)}; }}
QWidget#TableScreen QLabel#Assumed {{ color: {t.muted}; font-size: {fpx(13)}; font-style: italic; }}
QWidget#TableScreen QLabel#RulesTopic {{ color: {t.accent}; font-size: {fpx(14)}; font-weight: 700;
    padding-top: {px(8)}; border-bottom: 1px solid {t.panel_border}; }}
QWidget#TableScreen QFrame#TableFelt QPushButton {{
    color: {t.felt_text}; background: rgba(255,255,255,34); border: 1px solid rgba(255,255,255,80);
    border-radius: {px(10)}; padding: {px(10)} {px(18)}; font-size: {fpx(18)}; font-weight: 700;
    min-height: {px(30)};
}}
QWidget#TableScreen QFrame#TableFelt QPushButton:hover {{ background: rgba(255,255,255,60); }}
QWidget#TableScreen QFrame#TableFelt QPushButton:disabled {{ color: rgba(255,255,255,80); border-color: rgba(255,255,255,40); }}
QWidget#TableScreen QFrame#TableFelt QPushButton#Primary {{ background: {t.accent}; border-color: {t.accent}; color: #fff; }}
QWidget#TableScreen QFrame#TableFelt QPushButton#Primary:disabled {{ background: rgba(255,255,255,34);
    border-color: rgba(255,255,255,40); color: rgba(255,255,255,80); }}
QWidget#TableScreen QFrame#TableFelt QPushButton::menu-indicator {{ image: none; width: 0; }}
""" + t.scrollbar_style("QWidget#TableScreen") + (_touch_style() if touch else "")


def _touch_style() -> str:
    """Touch mode: targets of at least `TOUCH_TARGET` px (after the normal
    sheet, so these win)."""
    n = TOUCH_TARGET
    return f"""
QWidget#TableScreen QPushButton, QWidget#TableScreen QToolButton, QWidget#TableScreen QFrame#TableFelt QPushButton {{
    min-height: {n - 2}px; min-width: {n - 2}px; }}
QWidget#TableScreen QLineEdit, QWidget#TableScreen QSpinBox, QWidget#TableScreen QComboBox {{
    min-height: {n - 2}px; }}
QWidget#TableScreen QCheckBox {{ min-height: {n}px; }}
QWidget#TableScreen QCheckBox::indicator {{ width: 26px; height: 26px; }}
QWidget#TableScreen QSpinBox::up-button, QWidget#TableScreen QSpinBox::down-button {{ width: {n // 2 + 6}px; }}
QWidget#TableScreen QListWidget::item {{ min-height: {n}px; }}
QWidget#TableScreen QTableWidget::item {{ min-height: {n}px; }}
QMenu::item {{ min-height: {n}px; padding: 4px 18px; }}
"""
