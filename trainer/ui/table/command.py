"""The ``table`` command of ``python -m trainer`` with Qt at hand: the
pure command (`trainer.table.cli`) plus the score sheet's PDF
(`trainer.ui.table.sheet_pdf`). Qt is imported only when a PDF is
written, so ``table --replay LOG --json`` starts as fast as before.
"""

from __future__ import annotations

import os

LANGS = ("en", "zh_CN", "zh_TW", "ja")


def _pdf_writer(lang: str):
    """A ``write_pdf(sheet, path)`` that draws in `lang` on a headless Qt
    application (offscreen unless a platform is set); it raises `OSError`."""
    def write_pdf(sheet, path: str) -> None:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        from PySide6.QtGui import QGuiApplication

        from trainer.ui.base import i18n
        from trainer.ui.table.sheet_pdf import write_sheet_pdf

        app = QGuiApplication.instance() or QGuiApplication(["trainer"])
        write_pdf.app = app  # kept alive while the PDF is drawn
        i18n.install_language(app, lang)
        write_sheet_pdf(sheet, path)
    return write_pdf


def main(argv: list[str]) -> int:
    """Run ``python -m trainer table … [--lang LANG]`` (see
    `trainer.table.cli.main`; ``--lang`` en, zh_CN, zh_TW or ja: the
    language of the PDF sheet); returns its exit code (2 for an unknown
    language)."""
    import sys

    from trainer.table.cli import main as table_main

    argv = list(argv)
    lang = "en"
    if "--lang" in argv:
        i = argv.index("--lang")
        lang = argv[i + 1] if i + 1 < len(argv) else ""
        del argv[i:i + 2]
        if lang not in LANGS:
            print(f"table: --lang must be one of {', '.join(LANGS)}", file=sys.stderr)
            return 2
    return table_main(argv, write_pdf=_pdf_writer(lang))
