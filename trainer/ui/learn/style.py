"""The Learn screen's style sheet: the app theme (`trainer.ui.base.theme`)
plus the course map (done, open, locked), the lesson's text and worked
hands, the drill's answer fields and grade lines, the mastery meter."""

from __future__ import annotations

from ..base.theme import Theme


def learn_style_sheet(theme: Theme, scale: float = 1.0) -> str:
    """The whole style sheet of the Learn screen at size factor `scale`
    (1.0 at 1440 × 900)."""

    def px(n: float) -> str:
        return f"{max(8, round(n * scale))}px"

    t = theme
    return theme.style_sheet(scale) + f"""
QWidget#Learn, QWidget#LearnPage {{ background: {t.window}; }}
QLabel#PageTitle {{ font-size: {px(26)}; font-weight: 700; }}
QLabel#LessonText {{ font-size: {px(16)}; line-height: 150%; }}
QLabel#MapTitle {{ font-size: {px(13)}; font-weight: 700; color: {t.muted}; letter-spacing: 1px; }}
QFrame#Card {{ background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(12)}; }}
QLabel#CardTitle {{ font-size: {px(15)}; font-weight: 700; }}
QLabel#CardHint {{ color: {t.muted}; font-size: {px(13)}; }}
QLabel#Headline {{ font-size: {px(20)}; font-weight: 700; color: {t.accent}; }}
QFrame#LockedNote {{ background: {t.accent_soft}; border: 1px solid {t.accent}; border-radius: {px(10)}; }}
QFrame#LockedNote QLabel {{ font-size: {px(15)}; }}
QLabel#Meter {{ font-size: {px(14)}; font-weight: 600; color: {t.muted}; }}
QLabel#Meter[done="true"] {{ color: {t.good}; }}
QListWidget#LessonList {{
    background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(10)};
    font-size: {px(15)}; padding: {px(4)}; outline: none;
}}
QListWidget#LessonList::item {{ padding: {px(7)} {px(8)}; border-radius: {px(6)}; }}
QListWidget#LessonList::item:selected {{ background: {t.accent_soft}; color: {t.text}; }}
QLabel#Badge {{
    color: {t.felt_text}; background: rgba(255,255,255,26); border: 1px solid rgba(255,255,255,60);
    border-radius: {px(12)}; padding: {px(2)} {px(10)}; font-size: {px(14)}; font-weight: 600;
}}
QLabel#Badge[strong="true"] {{ background: #fdf6e3; color: #1f4d36; border-color: #fdf6e3; }}
QLabel#Badge[warn="true"] {{ background: #e3b341; color: #2b2205; border-color: #e3b341; }}
QLabel#BadgeCaption {{ color: {t.felt_text}; font-size: {px(13)}; font-weight: 600; }}
QLabel#FieldCaption {{ color: {t.muted}; font-size: {px(13)}; font-weight: 700; letter-spacing: 1px; }}
QLineEdit#AnswerField {{
    font-size: {px(26)}; font-weight: 700; padding: {px(3)} {px(10)}; border-radius: {px(8)};
    border: 2px solid {t.panel_border}; background: {t.panel}; color: {t.text};
}}
QLineEdit#AnswerField:focus {{ border: 2px solid {t.accent}; }}
QLineEdit#AnswerField[state="right"] {{ border: 2px solid {t.good}; }}
QLineEdit#AnswerField[state="wrong"] {{ border: 2px solid {t.error}; }}
QToolButton#YakuChip {{
    background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(14)};
    padding: {px(4)} {px(12)}; font-size: {px(14)};
}}
QToolButton#YakuChip:checked {{ background: {t.accent}; color: #fff; border-color: {t.accent}; }}
QLabel#GradeLine {{ font-size: {px(16)}; font-weight: 600; }}
QLabel#GradeLine[right="true"] {{ color: {t.good}; }}
QLabel#GradeLine[right="false"] {{ color: {t.error}; }}
QLabel#Given {{ font-size: {px(16)}; font-weight: 600; color: {t.felt_text}; }}
QToolButton#PathSegment {{
    background: {t.panel}; border: 1px solid {t.panel_border}; padding: {px(6)} {px(12)};
    font-weight: 600; font-size: {px(14)};
}}
QToolButton#PathSegment:checked {{ background: {t.accent}; color: #fff; border-color: {t.accent}; }}
QPushButton#Primary {{
    background: {t.accent}; color: #fff; border: none; border-radius: {px(8)};
    padding: {px(8)} {px(22)}; font-size: {px(16)}; font-weight: 700;
}}
QPushButton#Primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
QPushButton#Secondary {{
    background: {t.panel}; color: {t.text}; border: 1px solid {t.panel_border}; border-radius: {px(8)};
    padding: {px(6)} {px(14)}; font-size: {px(14)}; font-weight: 600;
}}
QPushButton#Secondary:hover {{ border-color: {t.accent}; }}
QPushButton#Secondary:disabled {{ color: {t.muted}; background: transparent; }}
"""
