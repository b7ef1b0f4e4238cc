"""The presenter's two themes and its style sheet.

Made for projectors that wash colours out: near-black on near-white (light)
or near-white on near-black (dark), a felt band behind the tiles so their
edges stay visible, one strong highlight colour for the line and the tiles
being explained. Sizes follow the screen: `scale` is the screen height over
1080, and no text is smaller than 24 px at 1080p (UI.md "Presenter").
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class StageTheme:
    """One presenter colour set (CSS colour strings)."""

    name: str
    background: str
    text: str
    muted: str
    dim: str
    accent: str
    current: str
    pointer: str
    felt_top: str
    felt_bottom: str
    felt_text: str
    badge: str
    badge_strong: str
    warn: str
    rule: str


LIGHT_STAGE = StageTheme(
    name="light", background="#fbfbf8", text="#0b0f0d", muted="#3b4540", dim="#7c857f", accent="#0b49c6",
    current="rgba(11,73,198,0.13)", pointer="#f08c00", felt_top="#1f6b49", felt_bottom="#154d34",
    felt_text="#ffffff", badge="rgba(255,255,255,0.20)", badge_strong="rgba(255,255,255,0.36)", warn="#ffd43b",
    rule="#c4cac6",
)
DARK_STAGE = StageTheme(
    name="dark", background="#0b0d0c", text="#f7f7f2", muted="#c9d0cb", dim="#8c958f", accent="#ffd43b",
    current="rgba(255,212,59,0.16)", pointer="#ffd43b", felt_top="#1c5a3e", felt_bottom="#113726",
    felt_text="#ffffff", badge="rgba(255,255,255,0.18)", badge_strong="rgba(255,255,255,0.34)", warn="#ffd43b",
    rule="#3a423e",
)
STAGE_THEMES = {"light": LIGHT_STAGE, "dark": DARK_STAGE}

#: Smallest text at 1080p, in pixels (UI.md "Presenter").
MIN_TEXT_PX = 24


def px(n: float, scale: float) -> int:
    """`n` pixels at 1080p on a screen `scale` times as tall."""
    return max(1, round(n * scale))


def stage_style_sheet(theme: StageTheme, scale: float, line_px: int) -> str:
    """The presenter's style sheet: `scale` = screen height / 1080;
    `line_px` = the font size of the breakdown lines (≥ 24 × scale)."""
    def f(n: float) -> str:
        return f"{max(px(MIN_TEXT_PX, scale), px(n, scale))}px"

    t = theme
    return f"""
QWidget#Stage {{ background: {t.background}; }}
QLabel {{ color: {t.text}; background: transparent; }}
QLabel#Counter {{ color: {t.dim}; font-size: {f(24)}; }}
QLabel#Where {{ color: {t.dim}; font-size: {f(24)}; }}
QFrame#StageFelt {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {t.felt_top}, stop:1 {t.felt_bottom});
    border-radius: {px(18, scale)}px;
}}
QFrame#StageFelt QLabel {{ color: {t.felt_text}; }}
QLabel#StageBadge {{
    color: {t.felt_text}; background: {t.badge}; border-radius: {px(12, scale)}px;
    padding: {px(4, scale)}px {px(18, scale)}px; font-size: {f(30)}; font-weight: 600;
}}
QLabel#StageBadge[strong="true"] {{ background: {t.badge_strong}; font-weight: 700; }}
QLabel#StageBadge[warn="true"] {{ background: {t.warn}; color: #111111; font-weight: 700; }}
QLabel#StageCaption {{ color: {t.felt_text}; font-size: {f(30)}; font-weight: 600; }}
QLabel#Prompt {{ color: {t.text}; font-size: {f(52)}; font-weight: 700; }}
QLabel#Section {{ color: {t.muted}; font-size: {f(26)}; font-weight: 700; letter-spacing: 2px; }}
QWidget#StageLine {{ border-radius: {px(10, scale)}px; border-top-left-radius: 0; border-bottom-left-radius: 0;
    border-left: {px(8, scale)}px solid transparent; padding-left: {px(6, scale)}px; }}
QWidget#StageLine[current="true"] {{ background: {t.current}; border-left: {px(8, scale)}px solid {t.pointer}; }}
QWidget#StageLine QLabel#LineName {{ font-size: {line_px}px; }}
QWidget#StageLine QLabel#LineValue {{ font-size: {line_px}px; font-weight: 700; }}
QWidget#StageLine QLabel#LineNote {{ color: {t.muted}; font-size: {f(24)}; }}
QWidget#StageLine[total="true"] QLabel#LineName {{ font-weight: 700; }}
QLabel#ReadingNote {{ color: {t.muted}; font-size: {f(24)}; }}
QLabel#HanTotal {{ color: {t.accent}; font-size: {f(60)}; font-weight: 800; }}
QLabel#HanNote {{ color: {t.muted}; font-size: {f(24)}; }}
QLabel#Points {{ color: {t.text}; font-size: {f(72)}; font-weight: 800; }}
QLabel#Payment {{ color: {t.text}; font-size: {f(32)}; }}
QLabel#Note {{ color: {t.muted}; font-size: {f(26)}; font-style: italic; }}
QFrame#Rule {{ background: {t.rule}; max-height: {max(1, px(2, scale))}px; min-height: {max(1, px(2, scale))}px; }}
"""
