"""The Progress screen's colours and style sheet: the app theme
(`trainer.ui.base.theme`) plus cards, skill chips and the one colour scale —
not yet seen (grey) through weak (warm) to known (green) — used by the
skills grid, its legend and the charts."""

from __future__ import annotations

from ..base.theme import Theme

#: Skill levels: 0 not seen, then 1 (weak) … 5 (known), by strength.
LEVELS = 6
#: Strength (chance of recall a month ahead) at which each level 2..5 starts.
LEVEL_FROM = (0.40, 0.55, 0.70, 0.85)
_LIGHT_SCALE = ("#dcdfda", "#e05a47", "#ec8f3a", "#e8c53e", "#9cc55a", "#2f9e5b")
_DARK_SCALE = ("#3d4346", "#d2553f", "#d98335", "#c9aa35", "#86b24f", "#37a865")
#: Text on each level's colour (dark on the light ones).
_LIGHT_TEXT = ("#5d665f", "#ffffff", "#2b1d0b", "#2b2505", "#1d2b10", "#ffffff")
_DARK_TEXT = ("#b9c1bc", "#ffffff", "#1c1307", "#1c1905", "#111a09", "#ffffff")


#: The lowest level of a skill never missed ("getting there"): weak — red
#: or orange — only on evidence that it was missed (issue 21).
UNMISSED_FLOOR = 3
#: The legend's entries: (first level, last level) of each named band.
LEGEND_BANDS = ((0, 0), (1, 2), (3, 4), (5, 5))


def level_of(strength: float | None, missed: bool = True) -> int:
    """The colour level of a skill: 0 when never seen (None), else 1..5 by
    strength; at least `UNMISSED_FLOOR` when it was never `missed`."""
    if strength is None:
        return 0
    level = 1 + sum(strength >= t for t in LEVEL_FROM)
    return level if missed else max(UNMISSED_FLOOR, level)


def band_background(theme: Theme, first: int, last: int) -> str:
    """The CSS background of a legend swatch for levels first..last: the
    one colour, or a left-to-right gradient over the band's colours (the
    chips of a band show any of them)."""
    if first == last:
        return level_colour(theme, first)
    stops = ", ".join(f"stop:{i / (last - first):g} {level_colour(theme, lv)}"
                      for i, lv in enumerate(range(first, last + 1)))
    return f"qlineargradient(x1:0, y1:0, x2:1, y2:0, {stops})"


def level_colour(theme: Theme, level: int) -> str:
    """The CSS colour of a level in this theme."""
    scale = _DARK_SCALE if theme.dark else _LIGHT_SCALE
    return scale[max(0, min(LEVELS - 1, level))]


_HEAT_LIGHT = ("#e6e8e3", "#bfe3c9", "#83c99a", "#45a46a", "#22753f")
_HEAT_DARK = ("#2a2f31", "#1f4a30", "#2b6e45", "#3c9a5e", "#5cc483")


def heat_colour(theme: Theme, count: int) -> str:
    """The calendar colour of a day with `count` answers (0: an empty day;
    then 1–9, 10–29, 30–59, 60 and more)."""
    ramp = _HEAT_DARK if theme.dark else _HEAT_LIGHT
    if count <= 0:
        return ramp[0]
    return ramp[next((i for i, limit in enumerate((10, 30, 60), 1) if count < limit), 4)]


def progress_style_sheet(theme: Theme, scale: float = 1.0) -> str:
    """The whole style sheet of the Progress screen at size factor `scale`."""

    def px(n: float) -> str:
        return f"{max(8, round(n * scale))}px"

    t = theme
    text = _DARK_TEXT if t.dark else _LIGHT_TEXT
    chips = "\n".join(
        f"QToolButton#SkillChip[level=\"{lv}\"] {{ background: {level_colour(t, lv)}; color: {text[lv]}; "
        f"border-color: {level_colour(t, lv)}; }}"
        for lv in range(LEVELS))
    return theme.style_sheet(scale) + f"""
QWidget#Progress, QWidget#ProgressPage {{ background: {t.window}; }}
QLabel#PageTitle {{ font-size: {px(26)}; font-weight: 700; }}
QFrame#Card {{ background: {t.panel}; border: 1px solid {t.panel_border}; border-radius: {px(12)}; }}
QLabel#CardTitle {{ font-size: {px(15)}; font-weight: 700; }}
QLabel#CardHint {{ color: {t.muted}; font-size: {px(12)}; }}
QLabel#BigNumber {{ font-size: {px(44)}; font-weight: 800; color: {t.accent}; }}
QLabel#BigCaption {{ font-size: {px(15)}; font-weight: 600; }}
QLabel#Stat {{ font-size: {px(16)}; }}
QLabel#StatStrong {{ font-size: {px(16)}; font-weight: 700; }}
QLabel#GroupName {{
    color: {t.muted}; font-size: {px(12)}; font-weight: 700; letter-spacing: 1px; padding-top: {px(5)};
}}
QToolButton#SkillChip {{
    border: 1px solid {t.panel_border}; border-radius: {px(9)}; padding: 0 {px(7)};
    font-size: {px(12)}; font-weight: 600; min-height: {px(20)}; max-height: {px(20)};
}}
{chips}
QToolButton#SkillChip[due="true"] {{ border: 2px solid {t.accent}; }}
QToolButton#SkillChip:hover {{ border: 2px solid {t.text}; }}
QLabel#LegendSwatch {{ border-radius: {px(4)}; min-width: {px(24)}; max-width: {px(24)};
    min-height: {px(12)}; max-height: {px(12)}; }}
QLabel#EmptyTitle {{ font-size: {px(24)}; font-weight: 700; }}
QLabel#EmptyText {{ font-size: {px(16)}; color: {t.muted}; }}
QLabel#Message {{ color: {t.good}; font-weight: 600; }}
QLabel#ErrorLine {{
    color: #fff; background: {t.error}; border-radius: {px(6)}; padding: {px(4)} {px(10)}; font-weight: 500;
}}
QPushButton#Primary {{
    background: {t.accent}; color: #fff; border: none; border-radius: {px(8)};
    padding: {px(8)} {px(22)}; font-size: {px(16)}; font-weight: 700;
}}
QPushButton#Primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
QPushButton#Secondary {{
    background: {t.panel}; color: {t.text}; border: 1px solid {t.panel_border}; border-radius: {px(8)};
    padding: {px(6)} {px(14)}; font-size: {px(14)}; font-weight: 600;
}}
QPushButton#Secondary:disabled {{ color: {t.muted}; background: transparent; }}
QPushButton#Secondary:hover {{ border-color: {t.accent}; }}
QLabel#WeakName {{ font-size: {px(14)}; font-weight: 600; }}
QPushButton#LearnLink {{
    border: none; background: transparent; color: {t.accent}; font-size: {px(14)}; font-weight: 600;
    padding: {px(2)} {px(4)}; text-align: left;
}}
QPushButton#LearnLink:hover {{ text-decoration: underline; }}
QToolButton#RowLink {{ border: none; background: transparent; color: {t.accent}; font-weight: 700;
    padding: 0 {px(4)}; }}
QToolButton#RowLink:hover {{ text-decoration: underline; }}
QTreeWidget#Sessions {{
    background: {t.panel}; border: none; font-size: {px(14)}; alternate-background-color: {t.window};
}}
QTreeWidget#Sessions::item {{ padding: {px(4)} {px(2)}; }}
QHeaderView::section {{
    background: {t.panel}; color: {t.muted}; border: none; border-bottom: 1px solid {t.panel_border};
    padding: {px(4)} {px(6)}; font-weight: 700; font-size: {px(12)};
}}
"""
