"""Saving a hand's picture from any screen: the save dialog (PNG 1×, 2×,
4× or SVG), where it starts, and the folder remembered for the next
picture or worksheet (issue 24 §6)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QStandardPaths
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from trainer.core.errors import HandError
from trainer.quiz.reveal import shown_hand

from ..base import settings as settings_store
from ..base import terms

# The folder a picture or worksheet was last saved into (remembered).
OUTPUT_SETTING = settings_store.text("classroom/output_folder", "", 1000)


def output_folder(settings=None) -> str:
    """The folder picture and worksheet save dialogs start in: the one the
    user last saved a picture or worksheet into, while it exists; else the
    user's documents folder; else home. Never the deck's own folder: the
    sample deck lies in the program's examples/, no place for a class's
    files (issue 24 §6). `settings`: the window's QSettings, or None."""
    last = settings_store.read(settings, OUTPUT_SETTING) if settings is not None else ""
    if last and Path(last).is_dir():
        return last
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return docs if docs and Path(docs).is_dir() else str(Path.home())


def remember_output_folder(settings, path: str) -> None:
    """Remember `path`'s folder as where the next picture or worksheet is
    offered to go (`output_folder`); nothing without `settings`."""
    if settings is not None and path:
        settings_store.write(settings, OUTPUT_SETTING, str(Path(path).resolve().parent))


def save_picture(parent: QWidget, hand: dict, settings=None) -> str | None:
    """Ask where to save a picture of `hand` (PNG 1×, 2×, 4× or SVG) and
    save it; returns the file written, or None (cancelled or refused, the
    user was told why). The dialog starts in `output_folder(settings)`,
    and a saved picture's folder is remembered there."""
    from . import pictures

    filters = [QCoreApplication.translate("ClassroomActions", "PNG picture, 2× (*.png)"), QCoreApplication.translate("ClassroomActions", "PNG picture, 1× (*.png)"), QCoreApplication.translate("ClassroomActions", "PNG picture, 4× (*.png)"),
               QCoreApplication.translate("ClassroomActions", "SVG picture (*.svg)")]
    path, chosen = QFileDialog.getSaveFileName(parent, QCoreApplication.translate("ClassroomActions", "Save a picture of the hand"),
                                               str(Path(output_folder(settings)) / "hand.png"), ";;".join(filters))
    if not path:
        return None
    try:
        shown = shown_hand(hand)
        if chosen == filters[3] or path.lower().endswith(".svg"):
            if not path.lower().endswith(".svg"):
                path += ".svg"
            pictures.save_svg(shown, path)
        else:
            if not path.lower().endswith(".png"):
                path += ".png"
            scale = {filters[1]: 1, filters[2]: 4}.get(chosen, 2)
            pictures.save_png(shown, path, scale)
    except HandError as e:
        QMessageBox.warning(parent, QCoreApplication.translate("ClassroomActions", "Picture"), terms.error_text(e))
        return None
    except (OSError, ValueError) as e:  # ValueError: a name no file can have (a NUL typed in the dialog)
        QMessageBox.warning(parent, QCoreApplication.translate("ClassroomActions", "Picture"), QCoreApplication.translate("ClassroomActions", "The picture could not be saved: %1").replace("%1", getattr(e, "strerror", None) or str(e)))
        return None
    remember_output_folder(settings, path)
    return path
