"""The Games tab's import report follows a language switch (issue 24 §6).

Before: after importing games, the banner ("Imported 6 game(s). 6 already
here. …") stayed English when the language was switched to Chinese or
Japanese, while every other text on the tab changed.
"""

from __future__ import annotations

from log_helpers import GAMES, json_path, mjlog_path
from PySide6.QtWidgets import QApplication

from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import i18n

# each game as mjlog XML and as tenhou.net/6 JSON: the second copy of each is a duplicate
FILES = [str(p) for g in GAMES for p in (mjlog_path(g), json_path(g))]


def test_the_import_banner_is_rebuilt_in_the_new_language(qtbot, tmp_path, qapp):
    i18n.install_language(qapp, "en")  # English with its plural forms, whatever test ran before in this process
    w = MainWindow(settings=None, data_dir=tmp_path)
    qtbot.addWidget(w)
    w.resize(1440, 900)
    w.show()
    view = w.show_tab("games")
    try:
        with qtbot.waitSignal(view.importFinished, timeout=30_000):
            assert view.open_files(FILES)
        assert view.notice.text() == "Imported 6 games. 6 were already here."
        w.set_language("zh_CN")
        qtbot.waitUntil(lambda: "已导入 6 局。" in view.notice.text(), timeout=3000)
        assert "Imported" not in view.notice.text()
        w.set_language("ja")
        qtbot.waitUntil(lambda: "Imported" not in view.notice.text() and "已导入" not in view.notice.text(),
                        timeout=3000)
        assert "6" in view.notice.text()
    finally:
        i18n.install_language(QApplication.instance(), "en")
        i18n.save_language("en")
