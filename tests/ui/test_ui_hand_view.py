"""HandView and the tile pictures: melds drawn as on a table, the winning
tile lifted, tile indices, highlighting, clicks; tiles found in the source
tree and in the wheel layout (pytest-qt, offscreen)."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from trainer.core import Meld, parse_tiles
from trainer.ui.widgets.hand_view import WIN_LIFT, HandView, layout_hand
from trainer.ui.widgets.tile_art import TILE_ASPECT, TILE_NAMES, find_tiles_dir, tile_pixmap, tiles_dir

ROOT = Path(__file__).resolve().parents[2]


def tiles(text):
    return parse_tiles(text)


def meld(kind, text):
    return Meld(kind, parse_tiles(text))


@pytest.mark.parametrize("kind,text,sideways,face_down", [
    ("chi", "546p", [True, False, False], [False] * 3),          # the called (first) tile turned
    ("pon", "777z", [False, True, False], [False] * 3),          # called from across: second tile turned
    ("minkan", "9999m", [False, True, False, False], [False] * 4),
    ("ankan", "1111s", [False] * 4, [True, False, False, True]),  # outer two face down
])
def test_meld_drawing(kind, text, sideways, face_down):
    """Each meld kind is drawn the way it lies on the table (UI.md)."""
    slots, _, _ = layout_hand((), (meld(kind, text),), None)
    assert [s.sideways for s in slots] == sideways
    assert [s.face_down for s in slots] == face_down
    if kind == "chi":
        assert [str(s.tile) for s in slots] == ["4p", "5p", "6p"]  # drawn in order


def test_kakan_stacks_the_added_tile_on_the_sideways_one():
    """Kakan: the fourth tile sits on top of the sideways second tile."""
    slots, width, height = layout_hand((), (meld("kakan", "2222s"),), None)
    side, stacked = slots[1], slots[3]
    assert side.sideways and stacked.sideways and stacked.stacked
    assert stacked.rect[0] == side.rect[0]                      # same column
    assert stacked.rect[1] + stacked.rect[3] == pytest.approx(side.rect[1])  # directly above
    assert height == pytest.approx(2 * TILE_ASPECT)              # two sideways tiles tall
    # Three columns: upright, sideways, upright.
    assert width == pytest.approx(TILE_ASPECT * 2 + 1.0 + 2 * 0.035)


def test_ankan_keeps_the_red_five_face_up():
    slots, _, _ = layout_hand((), (meld("ankan", "0555m"),), None)
    assert [s.face_down for s in slots] == [True, False, False, True]
    assert any(s.tile.red and not s.face_down for s in slots)


def test_closed_tiles_sorted_and_winning_tile_lifted():
    """Closed tiles are drawn sorted (red five before plain fives); one copy
    of the winning tile is lifted by WIN_LIFT."""
    slots, _, _ = layout_hand(tiles("9m5m0m1m55p"), (), tiles("5p")[0])
    assert [str(s.tile) for s in slots] == ["1m", "0m", "5m", "9m", "5p", "5p"]
    assert [s.win for s in slots] == [False] * 5 + [True]
    base = slots[0].rect[1]
    assert slots[5].rect[1] == pytest.approx(base - WIN_LIFT)


def test_indices_of_prefers_a_whole_meld_and_exact_red(qtbot):
    view = HandView()
    qtbot.addWidget(view)
    view.set_hand(tiles("555m0p55p11z"), (meld("pon", "555m"),), tiles("1z")[0])
    # closed: 5m 5m 5m 0p 5p 5p 1z 1z (indices 0-7), meld: 8-10
    assert view.indices_of("555m") == {8, 9, 10}
    assert view.indices_of("555m", prefer_meld=False) == {0, 1, 2}
    assert view.indices_of("0p") == {3}
    assert view.indices_of("55p") == {4, 5}
    assert view.group_of(9) == 0 and view.group_of(0) == -1
    assert view.win_index() == 7


def test_clicks_hover_and_marks(qtbot):
    """A click on a drawn tile emits its index; hover emits the index and
    -1 on leaving; highlight and faults are kept as sets."""
    view = HandView()
    qtbot.addWidget(view)
    view.resize(900, 160)
    view.show()
    qtbot.waitExposed(view)
    view.set_hand(tiles("123m456p789s1122z"), (), tiles("2z")[0])
    with qtbot.waitSignal(view.tileClicked) as clicked:
        qtbot.mouseClick(view, Qt.MouseButton.LeftButton, pos=view.tile_rect(4).center().toPoint())
    assert clicked.args == [4]
    with qtbot.waitSignal(view.tileHovered) as hovered:
        qtbot.mouseMove(view, view.tile_rect(2).center().toPoint())
    assert hovered.args == [2]
    view.set_highlight({0, 1})
    view.set_faults({5})
    assert view.highlight() == {0, 1} and view.faults() == {5}
    # Marks past the end are dropped when the hand shrinks.
    view.set_hand(tiles("12m"))
    assert view.faults() == frozenset() and view.highlight() == {0, 1}


def test_tile_size_follows_the_widget(qtbot):
    """Tiles shrink to fit a narrow widget and grow up to the cap."""
    view = HandView()
    qtbot.addWidget(view)
    view.set_max_tile_height(100)
    view.set_hand(tiles("123m456p789s11122z"))
    view.resize(2000, 300)
    assert view.tile_height() == 100
    view.resize(700, 300)
    # 14 upright tiles and 13 gaps must fit in 700 − 12 px.
    h = view.tile_height()
    assert 14 * TILE_ASPECT * h + 13 * 0.035 * h <= 700 - 12
    assert h > 50


def test_tiles_found_in_source_tree_and_wheel_layout(tmp_path):
    """tiles_dir(): <repo>/assets/tiles in a checkout; trainer/assets/tiles
    inside an installed wheel (pyproject force-include)."""
    assert tiles_dir() == ROOT / "assets" / "tiles"
    wheel_pkg = tmp_path / "site-packages" / "trainer"
    (wheel_pkg / "assets" / "tiles").mkdir(parents=True)
    (wheel_pkg / "assets" / "tiles" / "back.svg").write_text("<svg/>")
    assert find_tiles_dir(wheel_pkg) == wheel_pkg / "assets" / "tiles"
    assert find_tiles_dir(tmp_path / "nowhere" / "trainer") is None


def test_tile_pixmaps_are_sized_for_the_screen(qtbot):
    """A pixmap `height` logical pixels tall at any device pixel ratio;
    turned sideways it swaps its sides; every picture name renders."""
    pm = tile_pixmap("5m", 80, dpr=2.0)
    assert (pm.width(), pm.height()) == (120, 160)
    assert pm.devicePixelRatio() == 2.0
    side = tile_pixmap("5m", 80, dpr=1.0, rotation=90)
    assert (side.width(), side.height()) == (80, 60)
    for name in TILE_NAMES:
        assert not tile_pixmap(name, 24, dpr=1.0).toImage().isNull()
    with pytest.raises(KeyError):
        tile_pixmap("8z", 24, dpr=1.0)
