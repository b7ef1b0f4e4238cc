"""The Qt (PySide6) windows: widgets that turn clicks into core calls and
core results into pixels (STYLE.md §1). Nothing here decides a score.

Modules: `app` (entry point), `main_window` (tabs, rules, language),
`calculator_view` (the calculator tab), `hand_view` (a hand drawn as tiles),
`tile_art` (tile pixmaps), `tile_palette`, `situation_panel`, `result_panel`,
`rules_dialog`, `calc_state` / `calc_model` (the calculator's state and undo
history), `notation` (the notation box format), `evaluation` (asks the core).
"""
