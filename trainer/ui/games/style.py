"""The Games screen's style sheet: the calculator's theme plus the games
list, the win cards on light panels with a felt strip for the hand, the
agreement marks and the two buttons."""

from __future__ import annotations

from ..base.theme import Theme

#: Pixels around each game in the list (`GameList` adds them to each row's height: the row sits inside them).
ITEM_MARGIN = 4
#: The game list's texts (painted by `game_list.GameDelegate`, not styled): font size (px at scale 1) and weight.
LIST_FONTS = {"date": (15, 700), "where": (12, 600), "players": (13, 400), "check": (12, 600)}


def _font_px(n: float, scale: float) -> int:
    return max(9, round(n * max(scale, 0.86)))


def list_font_pixels(scale: float) -> dict[str, tuple[int, int]]:
    """The game list's fonts at size factor `scale`: part → ``(pixel size,
    weight)``, sized as the style sheet sizes its texts."""
    return {part: (_font_px(n, scale), weight) for part, (n, weight) in LIST_FONTS.items()}


def games_style_sheet(theme: Theme, scale: float = 1.0) -> str:
    """The whole style sheet of the Games screen at size factor `scale`
    (1.0 at 1440 × 900)."""

    def px(n: float) -> str:
        return f"{max(8, round(n * scale))}px"

    def fpx(n: float) -> str:
        return f"{_font_px(n, scale)}px"

    t = theme
    return theme.style_sheet(scale) + f"""
QWidget#Games {{ background: {t.window}; }}
QLabel#GamesTitle {{ font-size: {fpx(26)}; font-weight: 700; }}
QLabel#GamesIntro {{ color: {t.muted}; font-size: {fpx(15)}; }}
QPushButton#Primary {{
    background: {t.accent}; color: #fff; border: none; border-radius: {px(8)};
    padding: {px(8)} {px(22)}; font-size: {fpx(16)}; font-weight: 700;
}}
QPushButton#Primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
QPushButton#Secondary {{
    background: {t.panel}; color: {t.text}; border: 1px solid {t.panel_border}; border-radius: {px(8)};
    padding: {px(7)} {px(18)}; font-size: {fpx(15)}; font-weight: 600;
}}
QPushButton#Secondary:disabled {{ color: {t.muted}; background: transparent; }}
QPushButton#Secondary:hover {{ border-color: {t.accent}; }}
QPushButton#CardButton {{
    background: transparent; color: {t.accent}; border: 1px solid {t.panel_border}; border-radius: {px(6)};
    padding: {px(4)} {px(10)}; font-size: {fpx(13)}; font-weight: 600;
}}
QPushButton#CardButton:hover {{ border-color: {t.accent}; background: {t.accent_soft}; }}
QLabel#Notice {{
    background: {t.accent_soft}; border-radius: {px(6)}; padding: {px(5)} {px(12)}; font-size: {fpx(14)};
}}
QLabel#Notice[bad="true"] {{ background: {t.error_soft}; color: {t.text}; }}
QListView#GameList {{
    background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(10)}; padding: {px(4)};
    outline: none;
}}
QFrame#GameHeader {{ background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(10)}; }}
QLabel#HeaderTitle {{ font-size: {fpx(18)}; font-weight: 700; }}
QLabel#Standing {{
    background: {t.window}; border-radius: {px(6)}; padding: {px(4)} {px(10)}; font-size: {fpx(13)};
}}
QLabel#Standing[first="true"] {{ background: {t.accent_soft}; font-weight: 700; }}
QFrame#WinCard {{ background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(10)}; }}
QFrame#WinCard[bad="true"] {{ border: 2px solid {t.error}; }}
QFrame#HandStrip {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {t.felt_top}, stop:1 {t.felt_bottom});
    border-radius: {px(8)};
}}
QLabel#WinRound {{ font-size: {fpx(14)}; font-weight: 700; color: {t.muted}; }}
QLabel#WinWho {{ font-size: {fpx(16)}; font-weight: 700; }}
QLabel#WinValue {{ font-size: {fpx(24)}; font-weight: 800; }}
QLabel#WinLimit {{ font-size: {fpx(15)}; font-weight: 700; color: {t.accent}; }}
QLabel#WinHanFu {{ font-size: {fpx(13)}; color: {t.muted}; font-weight: 600; }}
QLabel#WinYaku {{ font-size: {fpx(13)}; }}
QLabel#Chip {{
    border: 1px solid {t.panel_border}; border-radius: {px(10)}; padding: {px(1)} {px(8)};
    font-size: {fpx(12)}; font-weight: 600; color: {t.muted};
}}
QLabel#Chip[strong="true"] {{ background: {t.accent_soft}; color: {t.text}; border-color: transparent; }}
QLabel#Chip[dealin="true"] {{ background: {t.error_soft}; color: {t.error}; border-color: transparent; }}
QLabel#Agrees {{ color: {t.good}; font-size: {fpx(12)}; font-weight: 600; }}
QLabel#Differs {{
    color: {t.error}; background: {t.error_soft}; border-radius: {px(6)}; padding: {px(4)} {px(8)};
    font-size: {fpx(13)};
}}
QLabel#EmptyTitle {{ font-size: {fpx(22)}; font-weight: 700; }}
QLabel#FaultText {{ color: {t.error}; font-size: {fpx(15)}; font-weight: 600; }}
QLabel#EmptyText {{ color: {t.muted}; font-size: {fpx(15)}; }}
QFrame#DropZone {{
    border: 2px dashed {t.panel_border}; border-radius: {px(14)}; background: {t.panel};
}}
QFrame#DropZone[hot="true"] {{ border-color: {t.accent}; background: {t.accent_soft}; }}
QComboBox {{ padding: {px(3)} {px(8)}; }}
"""
