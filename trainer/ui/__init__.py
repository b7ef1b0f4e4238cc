"""The Qt (PySide6) windows: widgets that turn clicks into core calls and
core results into pixels (STYLE.md §1, §7). Nothing here decides a score.

Packages (docs/architecture.md has the map):
    `app`        the application shell: entry point (`app.main`), main window
                 and its tabs, theme, i18n, terms (the core's ids translated),
                 settings, background tasks, data paths, the rules dialog;
    `widgets`    pieces several screens share: tile art, hand view, tile rows,
                 breakdown lines, situation badges;
    `calculator` the Calculator tab;
    `quiz`       the Quiz tab;
    one package per further screen.
A screen package imports `app` and `widgets`, never another screen's modules.
"""
