"""Pictures of a hand card (`card.layout_card`): PNG at 1×, 2× or 4×, SVG
through `QSvgGenerator`, and an image on the clipboard."""

from __future__ import annotations

import errno
import os
import re
from pathlib import Path
from xml.etree import ElementTree

from PySide6.QtCore import QRectF, QSize
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator

from trainer.quiz.reveal import ShownHand
from trainer.storage import cut_short, write_atomically

from ..base.theme import LIGHT, Theme
from .card import CARD_WIDTH, card_height, layout_card

#: The PNG scales offered (issue 13): 1×, 2×, 4×.
SCALES = (1, 2, 4)


def card_size(shown: ShownHand, theme: Theme = LIGHT) -> QSize:
    """The card's size at 1×, in logical pixels (whole pixels, rounded up)."""
    return QSize(CARD_WIDTH, int(card_height(shown, CARD_WIDTH, theme) + 0.999))


def card_image(shown: ShownHand, scale: float = 1.0, theme: Theme = LIGHT) -> QImage:
    """The card as an image `scale` times its logical size (2 → twice as many
    pixels each way); the image's device pixel ratio is `scale`.

    Raises:
        ValueError: `scale` not from 0.25 to 8.
    """
    if not 0.25 <= scale <= 8:
        raise ValueError(f"scale must be from 0.25 to 8, not {scale}")
    size = card_size(shown, theme)
    image = QImage(round(size.width() * scale), round(size.height() * scale), QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    painter = QPainter(image)
    painter.scale(scale, scale)
    layout_card(painter, shown, CARD_WIDTH, theme)
    painter.end()
    image.setDevicePixelRatio(scale)
    return image


def save_png(shown: ShownHand, path: str | Path, scale: int = 1, theme: Theme = LIGHT) -> QSize:
    """Write the card as a PNG file at `scale` (one of `SCALES`); returns its
    size in pixels.

    Raises:
        ValueError: a scale not in `SCALES`.
        OSError: the file cannot be written.
    """
    if scale not in SCALES:
        raise ValueError(f"scale must be one of {', '.join(map(str, SCALES))}, not {scale}")
    image = card_image(shown, scale, theme)

    def write(tmp: str) -> None:
        if not image.save(tmp, "PNG"):
            raise cut_short(tmp, "the PNG picture")

    write_atomically(path, write, check_png)
    return image.size()


def check_png(path: str | Path) -> None:
    """Raise unless the file at `path` is a whole PNG: its signature first
    and its ``IEND`` chunk last (PNG specification, 5.2 and 11.2.5).

    Raises:
        OSError: the file is cut short (`cut_short` says why).
    """
    with open(path, "rb") as f:
        head = f.read(8)
        f.seek(0, os.SEEK_END)
        f.seek(max(0, f.tell() - 12))
        tail = f.read()
    if head != b"\x89PNG\r\n\x1a\n" or tail[4:8] != b"IEND":
        raise cut_short(path, "the PNG picture")


def check_svg(path: str | Path) -> None:
    """Raise unless the file at `path` is a whole SVG document: well-formed
    XML (read to its end) whose root is ``<svg>``.

    Raises:
        OSError: the file is cut short (`cut_short` says why).
    """
    try:
        root = ElementTree.parse(path).getroot()
    except ElementTree.ParseError:
        raise cut_short(path, "the SVG picture") from None
    if not root.tag.endswith("svg"):
        raise cut_short(path, "the SVG picture")


def save_svg(shown: ShownHand, path: str | Path, title: str = "", theme: Theme = LIGHT) -> QSize:
    """Write the card as an SVG file (`QSvgGenerator`: text as text, tiles
    as vector paths); returns its size (the SVG's width and height).

    Raises:
        OSError: the file cannot be written.
    """
    size = card_size(shown, theme)
    write_atomically(path, lambda tmp: _write_svg(shown, tmp, size, title, theme), check_svg)
    return size


def _write_svg(shown: ShownHand, path: str, size: QSize, title: str, theme: Theme) -> None:
    """Paint the card into the SVG file `path` (see `save_svg`)."""
    gen = QSvgGenerator()
    gen.setFileName(str(path))
    gen.setSize(size)
    gen.setViewBox(QRectF(0, 0, size.width(), size.height()))
    gen.setResolution(96)
    gen.setTitle(title or "Riichi Scoring Trainer")
    gen.setDescription("A riichi mahjong hand and its score")
    painter = QPainter()
    if not painter.begin(gen):
        raise OSError(errno.EIO, "the picture could not be written", str(path))
    layout_card(painter, shown, CARD_WIDTH, theme)
    painter.end()
    del gen  # closes the file
    check_svg(path)  # before the size is restated: a cut file is read whole there
    _size_in_pixels(Path(path), size)


def _size_in_pixels(path: Path, size: QSize) -> None:
    """QSvgGenerator states the size in millimetres from its resolution,
    which readers turn back into pixels at their own dpi: state it in
    pixels, so every reader sees the card's own size.

    Raises:
        OSError: the file is missing or cannot be rewritten.
    """
    text = path.read_text(encoding="utf-8")
    head_end = text.index(">", text.index("<svg"))
    head = text[:head_end]
    head = re.sub(r'\bwidth="[^"]*"', f'width="{size.width()}"', head, count=1)
    head = re.sub(r'\bheight="[^"]*"', f'height="{size.height()}"', head, count=1)
    path.write_text(head + text[head_end:], encoding="utf-8")


def copy_card(shown: ShownHand, scale: float = 2.0, theme: Theme = LIGHT) -> QImage:
    """Put the card on the clipboard as an image (at `scale`, 2× by default:
    sharp when pasted into slides); returns the image."""
    image = card_image(shown, scale, theme)
    QGuiApplication.clipboard().setImage(image)
    return image
