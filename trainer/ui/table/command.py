"""The ``table`` command of ``python -m trainer`` with Qt at hand: the
pure command (`trainer.table.cli`) plus the score sheet's PDF
(`trainer.ui.table.sheet_pdf`). Qt is imported only when a PDF is
written, so ``table --replay LOG --json`` starts as fast as before.
"""

from __future__ import annotations

import os


def _write_pdf(sheet, path: str) -> None:
    """Draw `sheet` into the PDF `path` on a headless Qt application
    (offscreen unless a platform is set). Raises `OSError`."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    from trainer.ui.table.sheet_pdf import write_sheet_pdf

    if QGuiApplication.instance() is None:
        _write_pdf.app = QGuiApplication(["trainer"])  # kept alive while the PDF is drawn
    write_sheet_pdf(sheet, path)


def main(argv: list[str]) -> int:
    """Run ``python -m trainer table …`` (see `trainer.table.cli.main`);
    returns its exit code."""
    from trainer.table.cli import main as table_main

    return table_main(argv, write_pdf=_write_pdf)
