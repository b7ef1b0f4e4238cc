"""The quiz screen's style sheet: the calculator's theme (`trainer.ui.base.theme`)
plus the quiz's own pieces — situation badges on the felt, big answer
fields, green/red grade bands, marked breakdown lines, the primary button."""

from __future__ import annotations

from ..base.theme import Theme


def quiz_style_sheet(theme: Theme, scale: float = 1.0) -> str:
    """The whole style sheet for the quiz at size factor `scale` (1.0 at
    1440 × 900)."""

    def px(n: float) -> str:
        return f"{max(8, round(n * scale))}px"

    t = theme
    return theme.style_sheet(scale) + f"""
QWidget#Quiz {{ background: {t.window}; }}
QLabel#QuizTitle {{ font-size: {px(26)}; font-weight: 700; }}
QLabel#QuizHeader {{ font-size: {px(15)}; font-weight: 600; color: {t.muted}; }}
QLabel#Timer {{ font-size: {px(20)}; font-weight: 700; color: {t.accent}; }}
QLabel#Badge {{
    color: {t.felt_text}; background: rgba(255,255,255,26); border: 1px solid rgba(255,255,255,60);
    border-radius: {px(13)}; padding: {px(3)} {px(12)}; font-size: {px(15)}; font-weight: 600;
}}
QLabel#Badge[strong="true"] {{ background: #fdf6e3; color: #1f4d36; border-color: #fdf6e3; }}
QLabel#Badge[warn="true"] {{ background: #e3b341; color: #2b2205; border-color: #e3b341; }}
QLabel#BadgeCaption {{ color: {t.felt_text}; font-size: {px(13)}; font-weight: 600; }}
QLabel#FieldCaption {{ color: {t.muted}; font-size: {px(13)}; font-weight: 700; letter-spacing: 1px; }}
QLabel#FieldProblem {{ color: {t.error}; font-size: {px(12)}; font-weight: 600; }}
QLabel#FieldHint {{ color: {t.muted}; font-size: {px(12)}; }}
QLabel#InputNotice {{ color: {t.error}; font-size: {px(14)}; font-weight: 600; }}
QLineEdit#AnswerField {{
    font-size: {px(34)}; font-weight: 700; padding: {px(4)} {px(10)}; border-radius: {px(10)};
    border: 2px solid {t.panel_border}; background: {t.panel}; color: {t.text};
}}
QLineEdit#AnswerField[points="true"] {{ font-size: {px(26)}; }}
QLineEdit#AnswerField:focus {{ border: 2px solid {t.accent}; }}
QLineEdit#AnswerField[state="right"] {{ border: 2px solid {t.good}; background: rgba(31,138,76,0.10); }}
QLineEdit#AnswerField[state="wrong"] {{ border: 2px solid {t.error}; background: {t.error_soft}; }}
QLineEdit#AnswerField[state="invalid"] {{ border: 2px dashed {t.error}; }}
QLabel#Band {{ border-radius: {px(6)}; padding: {px(3)} {px(8)}; font-size: {px(14)}; font-weight: 700; }}
QLabel#Band[state="right"] {{ background: {t.good}; color: #fff; }}
QLabel#Band[state="wrong"] {{ background: {t.error}; color: #fff; }}
QLabel#Band[state="neutral"] {{ background: {t.panel_border}; color: {t.text}; font-weight: 600; }}
QLabel#Verdict {{ font-size: {px(24)}; font-weight: 700; }}
QLabel#Verdict[state="right"] {{ color: {t.good}; }}
QLabel#Verdict[state="wrong"] {{ color: {t.error}; }}
QLabel#Truth {{ font-size: {px(18)}; font-weight: 600; }}
QFrame#DueBox {{ background: {t.accent_soft}; border: 1px solid {t.accent}; border-radius: {px(10)}; }}
QLabel#DueText {{ font-size: {px(16)}; font-weight: 600; }}
QLabel#WhyTitle {{ font-size: {px(15)}; font-weight: 700; color: {t.error}; padding-top: {px(4)}; }}
QWidget#Line[suspect="true"] {{ background: {t.error_soft}; }}
QWidget#Line[why="true"] {{ background: {t.error_soft}; border-radius: {px(6)}; padding: {px(2)}; }}
QWidget#Line[why="true"] QLabel#Name {{ font-size: {px(16)}; font-weight: 600; }}
QWidget#Line[suspect="true"] QLabel#Value {{ color: {t.error}; }}
QLabel#SuspectNote {{ color: {t.error}; font-size: {px(12)}; font-weight: 700; }}
QToolButton#FoldToggle {{
    border: none; background: transparent; color: {t.muted}; font-size: {px(14)}; font-weight: 600;
    padding: {px(2)} {px(4)};
}}
QToolButton#FoldToggle:hover {{ color: {t.text}; }}
QPushButton#LearnLink {{
    border: none; background: transparent; color: {t.accent}; font-size: {px(14)}; font-weight: 600;
    padding: {px(2)} {px(4)}; text-align: left;
}}
QPushButton#LearnLink:hover {{ text-decoration: underline; }}
QFrame#AskBox {{ background: {t.accent_soft}; border: 1px solid {t.accent}; border-radius: {px(10)}; }}
QLabel#AskTitle {{ font-size: {px(15)}; font-weight: 600; }}
QPushButton#AskChoice {{
    background: {t.panel}; color: {t.text}; border: 1px solid {t.accent}; border-radius: {px(8)};
    padding: {px(6)} {px(12)}; font-size: {px(14)}; font-weight: 600;
}}
QPushButton#AskChoice:hover {{ background: {t.accent}; color: #fff; }}
QPushButton#AskSkip {{
    background: transparent; color: {t.muted}; border: none; padding: {px(6)} {px(10)}; font-size: {px(14)};
}}
QPushButton#AskSkip:hover {{ color: {t.text}; text-decoration: underline; }}
QLabel#AskDone {{ color: {t.good}; font-size: {px(14)}; font-weight: 600; padding: {px(2)} {px(4)}; }}
QPushButton#Primary {{
    background: {t.accent}; color: #fff; border: none; border-radius: {px(8)};
    padding: {px(9)} {px(26)}; font-size: {px(17)}; font-weight: 700;
}}
QPushButton#Primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
QPushButton#Secondary {{
    background: {t.panel}; color: {t.text}; border: 1px solid {t.panel_border}; border-radius: {px(8)};
    padding: {px(8)} {px(18)}; font-size: {px(15)}; font-weight: 600;
}}
QPushButton#Secondary:disabled {{ color: {t.muted}; background: transparent; }}
QToolButton#Choice {{
    background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(8)};
    padding: {px(8)} {px(12)}; text-align: left; font-size: {px(15)};
}}
QToolButton#Choice:checked {{ border: 2px solid {t.accent}; background: {t.accent_soft}; }}
QToolButton#YakuChip {{
    background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(12)};
    padding: {px(3)} {px(10)}; font-size: {px(13)};
}}
QToolButton#YakuChip:checked {{ background: {t.accent}; color: #fff; border-color: {t.accent}; }}
QLabel#BigNumber {{ font-size: {px(52)}; font-weight: 800; color: {t.accent}; }}
QLabel#CodeText {{
    font-family: "DejaVu Sans Mono", "Menlo", "Consolas", monospace; color: {t.muted}; font-size: {px(12)};
}}
"""
