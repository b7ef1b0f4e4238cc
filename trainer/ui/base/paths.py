"""Where the user's data lives: one folder, one SQLite file per kind.

``QStandardPaths.AppDataLocation`` (on Linux ``~/.local/share/RiichiTrainer/
riichi-trainer``) once the application has its organisation and name; before
that (tests, the command line) ``~/.riichi-trainer``. The folder is created by
the store that opens a file in it (`trainer.storage.Database`), not here.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths

#: File names in the data folder, by kind.
QUIZ_DB = "quiz.sqlite3"
TABLE_DB = "table.sqlite3"
GAMES_DB = "games.sqlite3"


def data_dir() -> Path:
    """The folder for the user's data (not created here)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) if base else Path.home() / ".riichi-trainer"
