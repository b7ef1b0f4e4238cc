"""The classroom (issue 13) in the UI, offscreen: the presenter's tile size
and keys, the worksheet PDF's pages and text, pictures (SVG, PNG), the
export/worksheet commands, zoom, and the Classroom tab."""

import json
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET

import pytest
from conftest import ROOT
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication, QMessageBox

from trainer.quiz import decks
from trainer.quiz.decks import Deck, deck_hand
from trainer.quiz.hand_code import encode_hand
from trainer.quiz.reveal import shown_hand
from trainer.ui.app.main_window import MainWindow
from trainer.ui.base import terms, theme
from trainer.ui.classroom.presenter import PresenterWindow
from trainer.ui.export import pictures, worksheet

EXAMPLE = {"closed": "234m456p678s33355s", "win": "3s", "riichi": True, "seat_wind": "S", "dora_indicators": "2s"}
KANS = {"closed": "234p55s", "win": "5s", "tsumo": True,
        "melds": [{"type": "kakan", "tiles": "2222m"}, {"type": "minkan", "tiles": "5555z"},
                  {"type": "pon", "tiles": "777z"}]}
FOUR_KANS = {"closed": "55s", "win": "5s", "tsumo": True, "rinshan": True,
             "melds": [{"type": "kakan", "tiles": "2222m"}, {"type": "minkan", "tiles": "5555z"},
                       {"type": "ankan", "tiles": "7777z"}, {"type": "minkan", "tiles": "9999p"}]}
READINGS = {"closed": "22234567m234p678s", "win": "2m", "tsumo": True, "seat_wind": "S"}


@pytest.fixture(autouse=True)
def _no_zoom_left_over():
    yield
    theme.set_zoom(1.0)


@pytest.fixture(autouse=True)
def _no_modal_boxes(monkeypatch):
    """A closing window asks about an unsaved deck: answer "Discard" (a
    modal box would wait forever offscreen); record what was said."""
    said = []
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: said.append(a[2]) or QMessageBox.StandardButton.Discard)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: said.append(a[2]) or QMessageBox.StandardButton.Ok)
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: said.append(a[2]) or QMessageBox.StandardButton.Ok)
    return said


def presenter(qtbot, hands, w=1920, h=1080, **kw):
    win = PresenterWindow([deck_hand(x) for x in hands], **kw)
    qtbot.addWidget(win)
    win.setGeometry(0, 0, w, h)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)])
@pytest.mark.parametrize("hand", [EXAMPLE, KANS, FOUR_KANS, READINGS], ids=["closed", "kans", "four_kans", "readings"])
def test_presenter_tiles_are_at_least_a_tenth_of_the_screen(qtbot, size, hand):
    # Issue 13: tiles at least a tenth of the screen height on a 16:9 screen.
    w, h = size
    win = presenter(qtbot, [hand], w, h)
    assert (win.width(), win.height()) == (w, h)
    win.reveal_all()  # the fullest layout
    assert win.tile_height() >= h / 10
    win.hide_answers()
    assert win.tile_height() >= h / 10


def test_presenter_text_is_never_below_24px_at_1080p(qtbot):
    from PySide6.QtWidgets import QLabel

    win = presenter(qtbot, [EXAMPLE, KANS])
    win.reveal_all()
    sizes = [lbl.font().pixelSize() for lbl in win.findChildren(QLabel) if lbl.isVisible() and lbl.text()]
    assert sizes and min(s for s in sizes if s > 0) >= 24


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
@pytest.mark.parametrize("hand", [EXAMPLE, KANS], ids=["closed", "kans"])
def test_the_glow_around_lit_tiles_is_whole(qtbot, size, hand):
    """The glow reaches 0.30 tile heights past a lit tile (stage_hand); it
    was cut flat along the bottom of the hand, which stood on its edge. At
    every step that lights tiles, the glow's box is inside the hand view."""
    win = presenter(qtbot, [hand], *size)
    hv = win.hand_view
    lit_steps = 0
    for position in range(len(win.steps)):
        win.set_position(position)
        if not hv.highlight():
            continue
        lit_steps += 1
        h = hv.tile_height()
        for i in hv.highlight():
            r = hv.tile_rect(i).adjusted(-0.30 * h, -0.30 * h, 0.30 * h, 0.30 * h)
            assert 0 <= r.top() and r.bottom() <= hv.height(), (position, r, hv.height())
            assert 0 <= r.left() and r.right() <= hv.width(), (position, r, hv.width())
    assert lit_steps >= 2
    assert win.tile_height() >= size[1] / 10


def test_presenter_keys_walk_the_reveal(qtbot):
    win = presenter(qtbot, [EXAMPLE, KANS], title="Fu")
    steps = win.steps
    assert win.position == 0 and not win.hand_view.highlight()
    assert win.stack.currentIndex() == 0  # only the question
    for key in (Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_PageDown):
        qtbot.keyClick(win, key)
    assert win.position == 3
    # The fu step lights its tiles: 333s (SCHEMA.md example, completed by ron).
    fu = next(i for i, s in enumerate(steps) if s.id == "open_triplet_simple")
    win.set_position(fu)
    assert win.hand_view.highlight() == frozenset(win.hand_view.indices_of("333s"))
    assert win.counter_label.text() == "fu 3/3"
    assert win.lines[fu].isVisible() and not win.lines[fu + 1].isVisible()
    qtbot.keyClick(win, Qt.Key.Key_End)
    assert win.position == len(steps) - 1
    qtbot.keyClick(win, Qt.Key.Key_Home)
    assert win.position == 0
    qtbot.keyClick(win, Qt.Key.Key_PageUp)  # before the first hand: stays
    assert (win.index, win.position) == (0, 0)
    win.reveal_all()
    qtbot.keyClick(win, Qt.Key.Key_Space)  # after the last line: the next hand's question
    assert (win.index, win.position) == (1, 0)
    qtbot.keyClick(win, Qt.Key.Key_Left)  # back: the previous hand, fully shown
    assert (win.index, win.position) == (0, len(steps) - 1)
    qtbot.keyClick(win, Qt.Key.Key_T)
    assert win.theme.name == "dark"
    win.hands[0] = deck_hand(EXAMPLE, "Ask about 333s first")
    win.show_hand(0, at_end=True)
    qtbot.keyClick(win, Qt.Key.Key_N)  # the teacher's note, and the tiles keep their size
    assert win.note_label.isVisible() and win.note_label.text() == "Ask about 333s first"
    assert win.tile_height() >= 108
    with qtbot.waitSignal(win.closed) as closed:
        qtbot.keyClick(win, Qt.Key.Key_Escape)
    assert closed.args == [0]


def test_worksheet_pdf_pages_and_key_text(tmp_path):
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext (poppler-utils) is not installed; .ci/run installs it")
    hands = decks.generated_hands(11, "whole_hand_fu", 2, 12)
    deck = Deck("Fu practice", tuple(hands))
    pdf = tmp_path / "sheet.pdf"
    pages = worksheet.write_worksheet(deck, pdf, "a4")
    questions, keys = worksheet.page_counts(12)
    assert (questions, keys) == (3, 4)  # 4 hands a page, then 3 keys a page
    assert pages == 7
    text = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True, check=True).stdout
    page_text = text.split("\f")[:pages]
    assert len(page_text) == 7
    for i, page in enumerate(page_text[:questions]):
        # No answer on the question pages: no "30 fu", no "2 han".
        assert not re.search(r"\d\s*(fu|han)\b", page), f"question page {i + 1} shows an answer"
    for n, h in enumerate(hands, start=1):
        r = shown_hand(h.hand).result
        key_page = page_text[questions + (n - 1) // worksheet.KEYS_PER_PAGE]
        block = key_page[key_page.index(f"{n}."):]
        assert terms.han_text(r.han) in block and terms.fu_text(r.fu) in block, f"hand {n}"
    # Tiles are vector paths: the PDF holds no raster image.
    pdfimages = shutil.which("pdfimages")
    if pdfimages is not None:
        listing = subprocess.run([pdfimages, "-list", str(pdf)], capture_output=True, text=True, check=True).stdout
        assert len(listing.strip().splitlines()) == 2  # the header lines only


def test_worksheet_letter_paper(tmp_path):
    deck = Deck("", (deck_hand(EXAMPLE), deck_hand(KANS)))
    pdf = tmp_path / "letter.pdf"
    assert worksheet.write_worksheet(deck, pdf, "letter") == 2
    head = pdf.read_bytes()
    assert re.search(rb"/MediaBox \[0 0 612(\.0+)? 792(\.0+)?\]", head)  # US Letter in points
    with pytest.raises(ValueError):
        worksheet.write_worksheet(deck, pdf, "a3")


def test_svg_export_is_valid_xml_that_renders_back_to_its_size(tmp_path):
    shown = shown_hand(KANS)
    path = tmp_path / "hand.svg"
    size = pictures.save_svg(shown, path)
    root = ET.parse(path).getroot()
    assert root.tag.endswith("svg")
    renderer = QSvgRenderer(str(path))
    assert renderer.isValid()
    assert renderer.defaultSize() == size
    assert renderer.viewBoxF().width() == size.width() and renderer.viewBoxF().height() == size.height()
    image = QImage(size, QImage.Format.Format_ARGB32)
    image.fill(0)
    p = QPainter(image)
    renderer.render(p)
    p.end()
    assert image.pixelColor(size.width() // 2, 60).alpha() == 255  # the felt band is drawn


def test_png_scales(tmp_path):
    shown = shown_hand(EXAMPLE)
    base = pictures.card_size(shown)
    for scale in pictures.SCALES:
        size = pictures.save_png(shown, tmp_path / f"x{scale}.png", scale)
        assert (size.width(), size.height()) == (base.width() * scale, base.height() * scale)
        assert QImage(str(tmp_path / f"x{scale}.png")).size() == size
    with pytest.raises(ValueError):
        pictures.save_png(shown, tmp_path / "x3.png", 3)


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, cwd=ROOT,
                          timeout=120, env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"})


def test_export_command(tmp_path):
    png, svg = tmp_path / "a.png", tmp_path / "a.svg"
    ok = run_cli("export", "--hand", encode_hand(EXAMPLE), "--png", str(png), "--scale", "2", "--svg", str(svg))
    assert ok.returncode == 0, ok.stderr
    assert QImage(str(png)).width() == 2 * pictures.CARD_WIDTH and QSvgRenderer(str(svg)).isValid()
    for bad in (["--hand", "{not json", "--png", str(png)], ["--hand", json.dumps({"closed": "1m", "win": "1m"}),
                                                             "--png", str(png)],
                ["--hand", "nonsense!", "--png", str(png)], ["--hand", json.dumps(EXAMPLE)],
                ["--hand", json.dumps(EXAMPLE), "--png", str(png), "--scale", "3"]):
        r = run_cli("export", *bad)
        assert r.returncode == 2, bad
        assert "Traceback" not in r.stderr and r.stderr.strip()


def test_worksheet_command(tmp_path):
    deck = tmp_path / "deck.json"
    decks.save_deck(Deck("课", (deck_hand(EXAMPLE),), "zh_CN"), deck)
    pdf = tmp_path / "w.pdf"
    r = run_cli("worksheet", str(deck), "--pdf", str(pdf), "--paper", "letter")
    assert r.returncode == 0, r.stderr
    assert pdf.read_bytes().startswith(b"%PDF")
    broken = tmp_path / "broken.json"
    broken.write_text('{"format": "riichi-trainer-deck", "version": 1, "hands": [{"hand": {"closed": "1m"}}]}')
    for bad in ([str(broken), "--pdf", str(pdf)], [str(tmp_path / "none.json"), "--pdf", str(pdf)],
                [str(deck), "--pdf", str(pdf), "--lang", "fr"], [str(deck)]):
        r = run_cli("worksheet", *bad)
        assert r.returncode == 2, bad
        assert "Traceback" not in r.stderr and r.stderr.strip()


def make_window(qtbot, tmp_path, settings=None):
    win = MainWindow(settings=settings, data_dir=tmp_path)
    qtbot.addWidget(win)
    win.resize(1440, 900)
    win.show()
    qtbot.waitExposed(win)
    return win


def test_zoom_scales_every_screen_and_is_remembered(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    win = make_window(qtbot, tmp_path, settings)
    # Every screen, the other helpers' too: each sizes itself from scale_for.
    screens = []
    for key in ("quiz", "classroom", "progress", "table", "games"):
        screens.append(win.show_tab(key))
        qtbot.wait(10)  # laid out at the tab's size
    win.show_tab("calculator")
    before = [win.calculator.scale()] + [s._scale for s in screens]  # noqa: SLF001 (the screens' own record)
    win.zoom_actions["in"].trigger()
    assert theme.zoom() == 1.1
    after = [win.calculator.scale()] + [s._scale for s in screens]  # noqa: SLF001
    assert all(a > b for a, b in zip(after, before, strict=True)), (before, after)
    hand_tile = win.calculator.hand_view.tile_height()
    win.zoom_actions["in"].trigger()
    assert theme.zoom() == 1.25 and win.calculator.hand_view.tile_height() >= hand_tile
    settings.sync()
    theme.set_zoom(1.0)
    again = make_window(qtbot, tmp_path, settings)
    assert theme.zoom() == 1.25
    again.zoom_actions["reset"].trigger()
    assert theme.zoom() == 1.0 and again.calculator.scale() == before[0]


def test_f5_presents_the_calculator_hand_and_a_hand_goes_into_the_deck(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    win.open_in_calculator(EXAMPLE)
    assert win.current_hand()["closed"]
    assert win.classroom.add_to_deck()
    assert win.classroom.add_to_deck()
    classroom = win.screen_for("classroom")
    assert classroom.hand_count() == 2
    win.classroom.actions["present"].trigger()
    shown = win.classroom.presenter
    assert shown is not None and shown.hands[0].hand == classroom.deck.hands[0].hand
    shown.close()
    win.show_tab("classroom")
    classroom.select_hand(1)
    shown = win.classroom.present()
    assert (shown.index, len(shown.hands)) == (1, 2)
    shown.close()


def test_classroom_tab_edits_saves_and_opens_a_deck(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    view = win.show_tab("classroom")
    assert view.empty_label.isVisible()
    problems = view.add_from_codes("\n".join([encode_hand(EXAMPLE), encode_hand(KANS), encode_hand(READINGS)]))
    assert problems == [] and view.hand_count() == 3 and view.dirty
    view.select_hand(2)
    view.move(-1)
    assert [h.hand["closed"] for h in view.deck.hands][1] == shown_hand(READINGS).hand_json["closed"]
    view.note_edit.setPlainText("Ask which wait first")
    assert view.deck.hands[1].note == "Ask which wait first"
    view.select_hand(2)
    view.remove()  # KANS, now last
    assert view.hand_count() == 2
    path = tmp_path / "lesson.json"
    assert view.save_to(path) and not view.dirty
    view.new_deck()
    assert view.hand_count() == 0
    assert view.load(path)
    assert view.hand_count() == 2 and view.deck.hands[1].note == "Ask which wait first"
    problems = view.add_schema_hands([EXAMPLE, {"closed": "1m", "win": "1m"}])
    assert len(problems) == 1 and view.hand_count() == 3


def test_wins_of_imported_games_go_into_the_deck(qtbot, tmp_path, _no_modal_boxes):
    win = make_window(qtbot, tmp_path)
    games = win.screen_for("games")
    games.deckRequested.emit([EXAMPLE, {"closed": "1m", "win": "1m"}, KANS])
    classroom = win.screen_for("classroom")
    assert classroom.hand_count() == 2
    assert {h.source for h in classroom.deck.hands} == {"game"}
    assert _no_modal_boxes  # the refused hand was reported


def test_quiz_question_is_the_current_hand(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path)
    quiz = win.show_tab("quiz")
    assert win.current_hand() is None or win.current_hand() == win.model.state.to_json()
    from trainer.quiz.session import SessionConfig

    quiz.start(SessionConfig(topic="pair_fu", difficulty=1, count=2, seed=3))
    assert quiz.current_hand() is not None
    assert win.current_hand() == quiz.question_page.question.hand


def test_long_notes_end_in_an_ellipsis_in_the_hand_list(qtbot, tmp_path):
    """The example lesson's notes are longer than the list is wide: they
    were cut at its edge behind a sideways scroll bar (the final screenshot
    review); each line now ends in "…" within the list."""
    from PySide6.QtGui import QFontMetrics

    win = make_window(qtbot, tmp_path)
    win.resize(1440, 900)
    view = win.show_tab("classroom")
    assert view.load(ROOT / "examples" / "lesson.json")
    QApplication.processEvents()
    hand_list = view.hand_list
    assert hand_list.count() == 6 and not hand_list.horizontalScrollBar().isVisible()
    fm = QFontMetrics(hand_list.font())
    widest = max(fm.horizontalAdvance(line) for i in range(6) for line in hand_list.item(i).text().split("\n"))
    assert widest > hand_list.viewport().width() - hand_list.iconSize().width()  # the case: notes too long
    assert hand_list.textElideMode() == Qt.TextElideMode.ElideRight
