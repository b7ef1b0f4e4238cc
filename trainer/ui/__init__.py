"""The Qt (PySide6) windows: widgets that turn clicks into core calls and
core results into pixels (STYLE.md §1, §7). Nothing here decides a score.

Packages, in floors (docs/architecture.md has the map; each imports only
the floors below its own):
    `base`       the ground floor every screen uses: theme, i18n, terms (the
                 core's ids translated), skill_terms, settings, background
                 tasks, data paths;
    `widgets`    pieces several screens share: tile art, hand view, tile rows,
                 breakdown lines, situation badges;
    `export`     hands on paper and in files (cards, pictures, worksheets);
    the screens  one package each (`calculator`, `quiz`, `progress`, `table`,
                 `games`, `classroom`, `learn`), never importing another;
    `app`        the top: the entry point (`app.main`), the main window and
                 its tabs, the rules dialog, the preflight, the About box.
"""
