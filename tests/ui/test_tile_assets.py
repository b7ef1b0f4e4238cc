"""Check the generated tile art in assets/tiles.

The 38 SVGs (34 tile kinds, three red fives and a tile back) are produced by
tools/make_tiles.py and committed. These tests make sure the set is exactly
the expected one and that every file parses as a valid SVG with a usable
default size in Qt's SVG renderer, which is what the app uses to draw them.
"""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path

import pytest
from PySide6.QtSvg import QSvgRenderer

TILES_DIR = Path(__file__).resolve().parents[2] / "assets" / "tiles"

EXPECTED_NAMES = (
    {f"{rank}{suit}.svg" for suit in "mps" for rank in range(1, 10)}
    | {f"{rank}z.svg" for rank in range(1, 8)}
    | {"0m.svg", "0p.svg", "0s.svg", "back.svg"}
)


def test_expected_names_count():
    """The expected set itself is the 38 files the brief asks for."""
    assert len(EXPECTED_NAMES) == 38


def test_tile_files_are_exactly_the_expected_set():
    """No tile is missing and no stray file sits in assets/tiles."""
    actual = {p.name for p in TILES_DIR.iterdir() if p.is_file()}
    assert actual == EXPECTED_NAMES


@pytest.mark.parametrize("name", sorted(EXPECTED_NAMES))
def test_tile_svg_is_valid(name):
    """Each SVG loads in QSvgRenderer and reports a nonempty default size."""
    renderer = QSvgRenderer(str(TILES_DIR / name))
    assert renderer.isValid(), name
    size = renderer.defaultSize()
    assert not size.isEmpty(), name
    assert size.width() > 0 and size.height() > 0, name


def test_app_icon_renders_at_every_size():
    """The window icon (assets/icons/trainer.svg, tools/make_icon.py) is valid and renders."""
    from PySide6.QtWidgets import QApplication

    from trainer.ui.widgets.tile_art import app_icon

    _app = QApplication.instance() or QApplication([])
    icon = app_icon()
    assert not icon.isNull()
    assert {s.width() for s in icon.availableSizes()} >= {16, 32, 256}
