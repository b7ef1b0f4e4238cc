"""PresenterWindow: one hand at a time, full screen, with a step-by-step
reveal (UI.md "Presenter").

The hand across the width on a felt band (tiles at least a tenth of the
screen height), the situation as large badges under it, then the breakdown
building up one line per key press in the order of `trainer.quiz.reveal`:
first only the hand and the question, then the reading (when there are
several), each yaku, each fu item with its tiles lit by a glow and a
pointer on the hand, the sum and its rounding, the han total and limit, the
payment. A small dim counter in a corner ("fu 3/6").

Keys (what presentation clickers send first):
    Space, →, ↓, PageDown, Enter, left click — next line (after the last
        line: the next hand);
    ←, ↑, PageUp, Backspace, right click — back (before the first: the
        previous hand, fully shown);
    End or A — reveal everything; Home or H — hide the answers again;
    Ctrl+→ / Ctrl+← (or ] / [) — next / previous hand;
    N — show or hide the teacher's note (in the presenter view when it is
        open, never on the projected screen then); P — the presenter view
        (a window for the teacher's screen: the note, the next line, the
        next hand); T — light or dark theme;
    Ctrl+= / Ctrl+- / Ctrl+0 — bigger, smaller, as designed (remembered);
    B or . — blank the screen (again: back); C — copy the hand's picture,
        S — save it (PNG or SVG);
    Esc — leave.

Nothing is scored or decided here: the steps and their numbers come from
the core's result; words from `reveal_text`, `situation_text` and `terms`.
"""

from __future__ import annotations

import weakref
from collections.abc import Sequence

import shiboken6
from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QGuiApplication, QKeyEvent, QScreen
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLayout,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from trainer.core.errors import HandError
from trainer.core.tiles import parse_tiles
from trainer.quiz.decks import DeckHand
from trainer.quiz.reveal import RevealStep, ShownHand, shown_hand

from ..base import settings as settings_store
from ..base import terms
from ..base import theme as theme_module
from ..export.picture_files import save_picture
from ..widgets.hand_view import WIN_LIFT, layout_hand
from ..widgets.layout import clear_layout
from ..widgets.reveal_text import counter_text, question_text, section_title, step_text
from ..widgets.situation_text import situation_badges
from ..widgets.tile_art import TILE_ASPECT
from ..widgets.tile_row import TileRow
from .screens import SCREEN_SETTING, pick_screen
from .stage_hand import GLOW_ROOM, POINTER_ROOM, StageHand
from .style import STAGE_THEMES, px, stage_style_sheet

THEME_SETTING = settings_store.choice("presenter/theme", "light", tuple(STAGE_THEMES))
# Open the presenter view on the other screen when presenting with two screens.
VIEW_SETTING = settings_store.boolean("presenter/view", True)
# The presenter's own zoom (Ctrl+= / Ctrl+- / Ctrl+0, the main window's steps).
ZOOM_SETTING = settings_store.number("presenter/zoom", 1.0, theme_module.MIN_ZOOM, theme_module.MAX_ZOOM)

# Tile height bounds, as fractions of the screen height (issue 13: at least a tenth).
MIN_TILE = 0.10
MAX_TILE = 0.16

_FORWARD = {Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Down, Qt.Key.Key_PageDown, Qt.Key.Key_Return,
            Qt.Key.Key_Enter}
_BACK = {Qt.Key.Key_Left, Qt.Key.Key_Up, Qt.Key.Key_PageUp, Qt.Key.Key_Backspace}
# Ctrl + key → zoom step (+1 bigger, -1 smaller, 0 as designed), as in the main window.
_ZOOM = {Qt.Key.Key_Equal: 1, Qt.Key.Key_Plus: 1, Qt.Key.Key_Minus: -1, Qt.Key.Key_Underscore: -1, Qt.Key.Key_0: 0}


class _Line(QWidget):
    """One revealed line: name, optional tiles and note, value."""

    def __init__(self, name: str, value: str, note: str, tiles: str, tile_h: int, total: bool = False) -> None:
        super().__init__()
        self.setObjectName("StageLine")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setProperty("current", False)
        self.setProperty("total", total)
        row = QHBoxLayout(self)
        row.setContentsMargins(14, 2, 14, 2)
        row.setSpacing(16)
        words = QVBoxLayout()
        words.setSpacing(0)
        self.name_label = QLabel(name)
        self.name_label.setObjectName("LineName")
        words.addWidget(self.name_label)
        if note:
            n = QLabel(note)
            n.setObjectName("LineNote")
            words.addWidget(n)
        row.addLayout(words)
        shown = ()
        if tiles:
            try:
                shown = parse_tiles(tiles)
            except ValueError:
                shown = ()
        if shown and tile_h:
            row.addWidget(TileRow(shown, tile_h), 0, Qt.AlignmentFlag.AlignVCenter)
        row.addStretch(1)
        self.value_label = QLabel(value)
        self.value_label.setObjectName("LineValue")
        self.value_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        row.addWidget(self.value_label)
        keep = self.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.setSizePolicy(keep)

    def set_current(self, on: bool) -> None:
        """Mark the line as the one being explained."""
        if bool(self.property("current")) != on:
            self.setProperty("current", on)
            self.style().unpolish(self)
            self.style().polish(self)


class PresenterWindow(QWidget):
    """The presenter (see the module docstring).

    Args:
        hands: the `DeckHand` items to present, in order (at least one).
        start: index of the first hand shown.
        title: the lesson's title (shown dim in a corner).
        theme: ``"light"`` or ``"dark"`` (default: the remembered one).
        settings: where the theme and screen are remembered (None: not).

    Signals:
        closed(int): the presenter was left; the index of the hand shown.
        changed(): the hand, the line, the note or the theme shown changed
            (the presenter view follows it).

    Attributes (tests, the bench): `hand_view`, `index` (hand shown),
    `position` (last step shown, 0 = the question), `steps` (the hand's
    `RevealStep` tuple), `shown` (its `ShownHand`), `counter_label`,
    `lines` (step index → line widget), `prompt_label`, `note_label`,
    `zoom`, `presenter_view`.
    """

    closed = Signal(int)
    changed = Signal()

    def __init__(self, hands: Sequence[DeckHand], start: int = 0, title: str = "", theme: str | None = None,
                 settings=None, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        if not hands:
            raise ValueError("nothing to present: no hands")
        self.setObjectName("Stage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.BlankCursor)
        self._settings = settings
        self.hands = list(hands)
        self.title = title
        self.theme = STAGE_THEMES[theme or settings_store.read(settings, THEME_SETTING)]
        self.index = -1
        self.position = 0
        self.steps: tuple[RevealStep, ...] = ()
        self.shown: ShownHand | None = None
        self.lines: dict[int, QWidget] = {}
        self._scale = 0.0
        self._line_px = 34
        self._note_on = False
        self._blank = False
        self.zoom = settings_store.read(settings, ZOOM_SETTING)
        self.presenter_view = None  # the teacher's window (`open_presenter_view`), when open
        self._cache: dict[int, ShownHand] = {}
        self._refused: HandError | None = None  # why the hand shown cannot be scored
        self._build()
        self.show_hand(max(0, min(start, len(self.hands) - 1)))

    # -- construction ----------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setSizeConstraint(QLayout.SizeConstraint.SetNoConstraint)  # the screen's size, never more
        self._outer = outer
        top = QHBoxLayout()
        self.where_label = QLabel()
        self.where_label.setObjectName("Where")
        self.counter_label = QLabel()
        self.counter_label.setObjectName("Counter")
        top.addWidget(self.where_label)
        top.addStretch(1)
        top.addWidget(self.counter_label)
        outer.addLayout(top)

        self.felt = QFrame()
        self.felt.setObjectName("StageFelt")
        fl = QVBoxLayout(self.felt)
        self._felt_layout = fl
        self.hand_view = StageHand()
        self.hand_view.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        fl.addWidget(self.hand_view)
        self.badge_box = QVBoxLayout()
        fl.addLayout(self.badge_box)
        outer.addWidget(self.felt)

        self.stack = QStackedWidget()
        self.prompt_label = QLabel()
        self.prompt_label.setObjectName("Prompt")
        self.prompt_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.prompt_label.setWordWrap(True)
        self.stack.addWidget(self.prompt_label)
        self.board = QWidget()
        self.stack.addWidget(self.board)
        outer.addWidget(self.stack, 1)

        self.note_label = QLabel()
        self.note_label.setObjectName("Note")
        self.note_label.setWordWrap(True)
        self.note_label.hide()
        outer.addWidget(self.note_label)
        self.blank_cover = QWidget(self)
        self.blank_cover.setStyleSheet("background: #000000;")
        self.blank_cover.hide()

    def _restyle(self) -> None:
        self.setStyleSheet(stage_style_sheet(self.theme, self._scale or 1.0, self._line_px))
        self.hand_view.set_pointer_color(QColor(self.theme.pointer))

    # -- content ---------------------------------------------------------
    def shown_of(self, i: int) -> ShownHand:
        """Hand `i` as shown (scored once, then kept).

        Raises:
            HandError: the core refuses the hand.
        """
        got = self._cache.get(i)
        if got is None:
            got = self._cache[i] = shown_hand(self.hands[i].hand)
        return got

    def _note_visible(self) -> bool:
        """The note shows on the projected screen only when asked (N) and
        no presenter view is open (it shows the note there instead)."""
        return self._note_on and bool(self.note_label.text()) and self.presenter_view is None

    def show_hand(self, i: int, at_end: bool = False) -> None:
        """Show hand `i` with only its question (or, `at_end`, everything).
        A hand the core refuses (not in a checked deck: a hand put in by
        other code, or one a later version scores differently) is shown as
        a slide saying why, and the keys go on to the next hand.

        Raises:
            IndexError: no such hand.
        """
        if not 0 <= i < len(self.hands):
            raise IndexError(f"no hand {i}")
        self.index = i
        try:
            self.shown = shown = self.shown_of(i)
        except HandError as e:
            self._show_refused(e)
            return
        self._refused = None
        self.felt.show()
        self.steps = shown.steps
        h = shown.hand
        self.hand_view.set_hand(h.closed, h.melds, h.win)
        self._build_badges()
        self._build_board()
        self.prompt_label.setText(question_text())
        note = self.hands[i].note
        self.note_label.setText(note)
        self.note_label.setVisible(self._note_visible())
        self._fit()
        self.set_position(len(self.steps) - 1 if at_end else 0)

    def _show_refused(self, error: HandError) -> None:
        """The slide of a hand the core refuses: no tiles, no answers, the
        core's reason in words."""
        self._refused = error
        self.shown = None
        self.steps = (RevealStep("question"),)
        self.felt.hide()
        clear_layout(self.badge_box)
        self._build_board()
        self.prompt_label.setText(self._refused_text())
        note = self.hands[self.index].note
        self.note_label.setText(note)
        self.note_label.setVisible(self._note_visible())
        self._fit()
        self.set_position(0)

    def _refused_text(self) -> str:
        #: The slide of a lesson-deck hand the scorer refuses; %1 is the reason (a sentence).
        return self.tr("This hand cannot be scored: %1").replace("%1", terms.error_text(self._refused))

    def _badge_widths(self, s: float) -> list[float]:
        """Width in pixels of each situation badge at scale `s`."""
        font = QFont(self.font())
        font.setPixelSize(px(30, s))
        font.setBold(True)
        fm = QFontMetricsF(font)
        widths = []
        for b in situation_badges(self.shown.hand_json) if self.shown is not None else ():
            w = fm.horizontalAdvance(b.text) + px(36, s) + px(10, s)
            if b.tiles:
                w += len(parse_tiles(b.tiles)) * (px(48, s) * TILE_ASPECT + 2) + px(12, s)
            widths.append(w)
        return widths

    def _badge_rows(self, s: float) -> list[int]:
        """How many badges go on each row: one row when they fit the felt,
        else split in two rows of about equal width."""
        widths = self._badge_widths(s)
        room = self.width() - 2 * px(36, s) - 2 * px(28, s)
        if sum(widths) <= room or len(widths) < 2:
            return [len(widths)]
        half, acc = sum(widths) / 2, 0.0
        for i, w in enumerate(widths):
            acc += w
            if acc >= half:
                return [i + 1, len(widths) - i - 1] if i + 1 < len(widths) else [i, 1]
        return [len(widths)]

    def _build_badges(self) -> None:
        clear_layout(self.badge_box)
        if self.shown is None:
            return
        s = self._scale or 1.0
        badges = situation_badges(self.shown.hand_json)
        start = 0
        for count in self._badge_rows(s):
            row = QHBoxLayout()
            row.setSpacing(px(10, s))
            row.addStretch(1)
            for b in badges[start:start + count]:
                if b.tiles:
                    cap = QLabel(b.text)
                    cap.setObjectName("StageCaption")
                    row.addWidget(cap, 0, Qt.AlignmentFlag.AlignVCenter)
                    row.addWidget(TileRow(parse_tiles(b.tiles), px(48, s)), 0, Qt.AlignmentFlag.AlignVCenter)
                    row.addSpacing(px(12, s))
                    continue
                label = QLabel(b.text)
                label.setObjectName("StageBadge")
                label.setProperty("strong", b.strong)
                label.setProperty("warn", b.warn)
                row.addWidget(label, 0, Qt.AlignmentFlag.AlignVCenter)
            row.addStretch(1)
            self.badge_box.addLayout(row)
            start += count

    def _build_board(self) -> None:
        old = self.board.layout()
        if old is not None:
            clear_layout(old)
            QWidget().setLayout(old)  # drop the old layout
        s = self._scale or 1.0
        box = QVBoxLayout(self.board)
        box.setContentsMargins(0, px(10, s), 0, 0)
        box.setSpacing(px(6, s))
        self.lines = {}
        tile_h = max(16, round(self._line_px * 1.15))
        reading = next((k for k, st in enumerate(self.steps) if st.kind == "reading"), None)
        if reading is not None:
            text = step_text(self.steps[reading])
            w = QWidget()
            w.setObjectName("StageLine")
            w.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
            wl = QVBoxLayout(w)
            wl.setContentsMargins(14, 2, 14, 2)
            wl.setSpacing(0)
            name = QLabel(text.label)
            name.setObjectName("LineName")
            note = QLabel(text.note)
            note.setObjectName("ReadingNote")
            note.setWordWrap(True)
            wl.addWidget(name)
            wl.addWidget(note)
            keep = w.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            w.setSizePolicy(keep)
            w.set_current = _Line.set_current.__get__(w)  # the same marking as a line
            box.addWidget(w)
            self.lines[reading] = w
        columns = QHBoxLayout()
        columns.setSpacing(px(48, s))
        boxes = {}
        for col, kinds in ((0, ("yaku",)), (1, ("fu", "fu_total"))):
            box_col = QVBoxLayout()
            box_col.setSpacing(0)
            boxes[col] = box_col
            columns.addLayout(box_col, 1)
            if any(st.kind in kinds for st in self.steps):
                title = QLabel(section_title(kinds[0]).upper())
                title.setObjectName("Section")
                box_col.addWidget(title)
                rule = QFrame()
                rule.setObjectName("Rule")
                box_col.addWidget(rule)
        for k, st in enumerate(self.steps):
            if st.kind not in ("yaku", "fu", "fu_total"):
                continue
            text = step_text(st)
            tiles = st.tiles if st.kind == "fu" or st.id in ("dora", "ura_dora", "aka_dora") else ""
            line = _Line(text.label, text.value, text.note, tiles, tile_h, total=st.kind == "fu_total")
            boxes[0 if st.kind == "yaku" else 1].addWidget(line)
            self.lines[k] = line
        for box_col in boxes.values():
            box_col.addStretch(1)
        box.addLayout(columns, 1)
        # The result band: han total and limit (left), the payment (right).
        band = QGridLayout()
        band.setHorizontalSpacing(px(32, s))
        band.setVerticalSpacing(0)
        for k, st in enumerate(self.steps):
            text = step_text(st)
            if st.kind == "han_total":
                w = QWidget()
                wl = QVBoxLayout(w)
                wl.setContentsMargins(14, 0, 14, 0)
                wl.setSpacing(0)
                big = QLabel(text.label + (("  ·  " + text.value) if text.value and text.value != text.label else ""))
                big.setObjectName("HanTotal")
                wl.addWidget(big)
                if text.note:
                    note = QLabel(text.note)
                    note.setObjectName("HanNote")
                    wl.addWidget(note)
                band.addWidget(w, 0, 0, Qt.AlignmentFlag.AlignBottom)
            elif st.kind == "payment":
                w = QWidget()
                wl = QVBoxLayout(w)
                wl.setContentsMargins(14, 0, 14, 0)
                wl.setSpacing(0)
                points = QLabel(text.value)
                points.setObjectName("Points")
                points.setAlignment(Qt.AlignmentFlag.AlignRight)
                pay = QLabel(text.label)
                pay.setObjectName("Payment")
                pay.setAlignment(Qt.AlignmentFlag.AlignRight)
                pay.setWordWrap(True)
                wl.addWidget(points)
                wl.addWidget(pay)
                if text.note:
                    bonus = QLabel(text.note)
                    bonus.setObjectName("HanNote")
                    bonus.setAlignment(Qt.AlignmentFlag.AlignRight)
                    wl.addWidget(bonus)
                # No horizontal alignment: the cell's full width, so the wrapped payment
                # is as tall as the grid reckons (an aligned widget gets its size hint
                # width, narrower than the width its height was computed for: clipped).
                band.addWidget(w, 0, 1, Qt.AlignmentFlag.AlignBottom)
            else:
                continue
            keep = w.sizePolicy()
            keep.setRetainSizeWhenHidden(True)
            w.setSizePolicy(keep)
            w.setObjectName("StageLine")
            w.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
            w.set_current = _Line.set_current.__get__(w)
            self.lines[k] = w
        band.setColumnStretch(0, 1)
        band.setColumnStretch(1, 1)
        box.addLayout(band)

    # -- the reveal ------------------------------------------------------
    def set_position(self, p: int) -> None:
        """Show the steps 0..`p` of the current hand (clamped)."""
        p = max(0, min(p, len(self.steps) - 1))
        self.position = p
        self.stack.setCurrentIndex(0 if p == 0 else 1)
        for k, w in self.lines.items():
            w.setVisible(k <= p)
            w.set_current(k == p)
        step = self.steps[p]
        if step.tiles:
            try:
                lit = self.hand_view.indices_of(step.tiles)
            except ValueError:
                lit = set()
        else:
            lit = set()
        self.hand_view.set_highlight(lit)
        self.counter_label.setText(counter_text(step, p, len(self.steps)))
        self._where()
        self.changed.emit()

    def _where(self) -> None:
        # The title isolated (FSI … PDI): right-to-left text or a stray
        # direction mark in it cannot turn "Hand 2 of 5" around.
        parts = ["\u2068" + self.title + "\u2069"] if self.title else []
        if len(self.hands) > 1:
            parts.append(self.tr("Hand %1 of %2").replace("%1", str(self.index + 1))
                         .replace("%2", str(len(self.hands))))
        self.where_label.setText("  ·  ".join(parts))

    def forward(self) -> None:
        """The next line; after the last line, the next hand's question."""
        if self.position < len(self.steps) - 1:
            self.set_position(self.position + 1)
        elif self.index < len(self.hands) - 1:
            self.show_hand(self.index + 1)

    def back(self) -> None:
        """One line back; before the question, the previous hand in full."""
        if self.position > 0:
            self.set_position(self.position - 1)
        elif self.index > 0:
            self.show_hand(self.index - 1, at_end=True)

    def reveal_all(self) -> None:
        """Show every line of the current hand."""
        self.set_position(len(self.steps) - 1)

    def hide_answers(self) -> None:
        """Back to the hand and its question only."""
        self.set_position(0)

    def set_theme(self, name: str) -> None:
        """Switch to the ``light`` or ``dark`` stage theme (remembered)."""
        self.theme = STAGE_THEMES[name]
        settings_store.write(self._settings, THEME_SETTING, name)
        self._restyle()
        self.changed.emit()

    def toggle_note(self) -> None:
        """Show or hide the teacher's note of the hand."""
        self._note_on = not self._note_on
        self.note_label.setVisible(self._note_visible())
        self._fit()
        self.changed.emit()

    def open_presenter_view(self, screen: QScreen | None = None):
        """Open the presenter view (`PresenterView`, returned; the one open
        if there is one) — maximised on `screen` when given — and take the
        note off the projected screen."""
        from .teacher_view import PresenterView

        if self.presenter_view is None:
            self.presenter_view = PresenterView(self)
            # not a bound method: when this window itself is being destroyed
            # (and the view with it), PySide could not find the method on the
            # half-destroyed window ("Slot 'PresenterWindow::' not found",
            # found by the GUI monkey in CI)
            me = weakref.ref(self)
            self.presenter_view.destroyed.connect(lambda _obj=None: (w := me()) is not None
                                                  and w._presenter_view_gone())
            self.note_label.setVisible(False)
            self._fit()
        view = self.presenter_view
        if screen is not None:
            view.setScreen(screen)
            view.setGeometry(screen.availableGeometry())
            view.showMaximized()
        else:
            view.resize(1000, 640)
            view.show()
        return view

    def close_presenter_view(self) -> None:
        """Close the presenter view (the note may show here again, N)."""
        if self.presenter_view is not None:
            self.presenter_view.close()

    def _presenter_view_gone(self, _obj=None) -> None:
        self.presenter_view = None
        if shiboken6.isValid(self):
            self.note_label.setVisible(self._note_visible())
            self._fit()

    def toggle_blank(self) -> None:
        """Black out the screen (a clicker's blank key), or come back."""
        self._blank = not self._blank
        self.blank_cover.setGeometry(self.rect())
        self.blank_cover.setVisible(self._blank)
        self.blank_cover.raise_()

    def copy_picture(self) -> None:
        """Put the current hand's card (`trainer.ui.export.pictures`) on the
        clipboard (nothing for a hand the core refuses)."""
        from ..export.pictures import copy_card

        if self.shown is not None:
            copy_card(self.shown)

    def save_picture(self) -> str | None:
        """Ask where to save the current hand's picture (PNG or SVG) and
        save it; returns the file written (None: cancelled, or a hand the
        core refuses)."""
        if self.shown is None:
            return None
        self.setCursor(Qt.CursorShape.ArrowCursor)
        try:
            return save_picture(self, self.shown.hand_json, self._settings)
        finally:
            self.setCursor(Qt.CursorShape.BlankCursor)

    # -- sizing ----------------------------------------------------------
    def set_zoom(self, factor: float) -> float:
        """Make everything bigger or smaller by `factor` (clamped to the
        main window's zoom range, `theme.ZOOM_STEPS`; 1.0 as designed) and
        remember it; returns the factor applied."""
        self.zoom = max(theme_module.MIN_ZOOM, min(theme_module.MAX_ZOOM, float(factor)))
        settings_store.write(self._settings, ZOOM_SETTING, self.zoom)
        self._scale = 0.0  # a new size: rebuild the words and badges
        self._fit()
        return self.zoom

    def tile_height(self) -> int:
        """The hand's tile height now, in logical pixels."""
        return self.hand_view.tile_height()

    def _fit(self) -> None:
        """Size the tiles, the text and the spacing for the window. The zoom
        enlarges the text and the tiles beside it while the hand keeps at
        least nine tenths of its unzoomed size (or of a tenth of the screen's
        height, when that is less): past that, a larger zoom is taken
        back to the largest step that leaves the hand its room (at 2× on a
        1024×768 projector the words took the room and the hand shrank to a
        sliver of 6 pixels)."""
        w, h = max(1, self.width()), max(1, self.height())
        zoom = self.zoom
        if self.shown is not None and zoom > 1.0:
            # nine tenths of its unzoomed size, or of a tenth of the screen's height (issue 13)
            least = 0.9 * min(self._layout(w, h, 1.0)[2], 0.10 * h)
            while zoom > 1.0 and self._layout(w, h, zoom)[2] < least:
                zoom = max(1.0, theme_module.zoom_step(zoom, -1))
        s, line_px, tile = self._layout(w, h, zoom)
        margin = px(36, s)
        self._outer.setContentsMargins(margin, px(18, s), margin, px(24, s))
        self._outer.setSpacing(px(14, s))
        self._felt_layout.setContentsMargins(px(28, s), px(10, s), px(28, s), px(16, s))
        self._felt_layout.setSpacing(px(10, s))
        if self.shown is None:  # a refused hand: words only
            self._scale = s
            self._restyle()
            return
        hv = self.hand_view
        changed = (s != self._scale) or (line_px != self._line_px)
        self._scale, self._line_px = s, line_px
        hv.set_max_tile_height(int(tile))
        hv.setFixedHeight(hv.height_for_tile(int(tile)))
        if changed:
            self._restyle()
            self._build_badges()
            self._build_board()
            self.set_position(self.position)

    def _layout(self, w: int, h: int, zoom: float) -> tuple[float, int, float]:
        """(text scale, line height in px, tile height in px) for a `w`×`h`
        window at `zoom` (the tile 0 for a refused hand)."""
        s = max(0.4, min(h / 1080, w / 1920)) * zoom
        margin = px(36, s)
        n_yaku = sum(1 for st in self.steps if st.kind == "yaku")
        n_fu = sum(1 for st in self.steps if st.kind in ("fu", "fu_total"))
        has_reading = any(st.kind == "reading" for st in self.steps)
        rows = max(n_yaku, n_fu) + 1.2  # + the section heading
        fixed = (px(18 + 24 + 40 + 14 * 4 + 10 + 16 + 64 + 10 + 190, s) + (px(100, s) if has_reading else 0)
                 + (px(90, s) if self.note_label.isVisibleTo(self) else 0)
                 + px(64, s) * (len(self._badge_rows(s)) - 1))
        if self.shown is None:
            return s, px(44, s), 0.0
        hand = self.shown.hand
        w_units = layout_hand(hand.closed, hand.melds, hand.win)[1]
        avail_w = w - 2 * margin - 2 * px(28, s) - 12
        room_units = 1.0 + WIN_LIFT + POINTER_ROOM + GLOW_ROOM
        line_px = px(44 if rows <= 7.5 else 38, s)
        col_w = (w - 2 * margin - px(48, s)) / 2 - 40
        notes = sum(1 for st in self.steps if st.kind in ("yaku", "fu") and step_text(st).note)
        tile = 0.0
        while True:
            line_h = line_px * 1.55
            avail_h = h - fixed - rows * line_h - notes * px(30, s)
            if self._widest_line(line_px, s) > col_w and line_px > px(26, s):
                line_px -= max(1, px(2, s))
                continue
            # 0.8 tile heights of room for the glow around lit tiles at the ends
            tile = min(MAX_TILE * zoom * h, avail_w / (w_units + 0.8), avail_h / room_units)
            if tile >= MIN_TILE * h or line_px <= px(26, s):
                break
            line_px -= max(1, px(2, s))
        tile = max(tile, MIN_TILE * h) if avail_w / (w_units + 0.8) >= MIN_TILE * h else tile
        return s, line_px, tile

    def _widest_line(self, line_px: int, s: float) -> float:
        """Width in pixels of the widest yaku or fu line at `line_px`."""
        name_font = QFont(self.font())
        name_font.setPixelSize(line_px)
        value_font = QFont(name_font)
        value_font.setBold(True)
        note_font = QFont(self.font())
        note_font.setPixelSize(px(24, s))
        names, values, notes = QFontMetricsF(name_font), QFontMetricsF(value_font), QFontMetricsF(note_font)
        widest = 0.0
        for st in self.steps:
            if st.kind not in ("yaku", "fu", "fu_total"):
                continue
            text = step_text(st)
            words = max(names.horizontalAdvance(text.label), notes.horizontalAdvance(text.note))
            tiles = st.tiles if st.kind == "fu" or st.id in ("dora", "ura_dora", "aka_dora") else ""
            count = len(parse_tiles(tiles)) if tiles else 0
            row = count * (line_px * 1.15 * TILE_ASPECT + 2) + 16 if count else 0
            widest = max(widest, words + row + values.horizontalAdvance(text.value) + 32 + 16)
        return widest

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: fit tiles and text to the new size."""
        super().resizeEvent(event)
        self._fit()
        if self._blank:
            self.blank_cover.setGeometry(self.rect())

    # -- showing ---------------------------------------------------------
    def present(self, screen: QScreen | None = None) -> None:
        """Go full screen on `screen` (default: `pick_screen` with the
        remembered name); the screen is remembered."""
        screen = screen or pick_screen(settings_store.read(self._settings, SCREEN_SETTING))
        if screen is not None:
            settings_store.write(self._settings, SCREEN_SETTING, screen.name())
            self.setScreen(screen)
            self.setGeometry(screen.geometry())
        self.showFullScreen()
        others = [s for s in QGuiApplication.screens() if s is not screen]
        if screen is not None and others and settings_store.read(self._settings, VIEW_SETTING):
            self.open_presenter_view(others[0])  # the teacher's screen: the note and what comes next
        self.activateWindow()
        self.setFocus()

    # -- input -----------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        """Qt: the keys of the module docstring."""
        key = event.key()
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        if key == Qt.Key.Key_Escape:
            self.close()
        elif ctrl and key in _ZOOM:
            self.set_zoom(theme_module.zoom_step(self.zoom, _ZOOM[key]) if _ZOOM[key] else 1.0)
        elif self._blank and key not in (Qt.Key.Key_B, Qt.Key.Key_Period):
            self.toggle_blank()
        elif ctrl and key == Qt.Key.Key_Right or key == Qt.Key.Key_BracketRight:
            if self.index < len(self.hands) - 1:
                self.show_hand(self.index + 1)
        elif ctrl and key == Qt.Key.Key_Left or key == Qt.Key.Key_BracketLeft:
            if self.index > 0:
                self.show_hand(self.index - 1)
        elif key in _FORWARD:
            self.forward()
        elif key in _BACK:
            self.back()
        elif key in (Qt.Key.Key_End, Qt.Key.Key_A):
            self.reveal_all()
        elif key in (Qt.Key.Key_Home, Qt.Key.Key_H):
            self.hide_answers()
        elif key == Qt.Key.Key_N:
            self.toggle_note()
        elif key == Qt.Key.Key_P:
            if self.presenter_view is None:
                self.open_presenter_view()
            else:
                self.close_presenter_view()
        elif key == Qt.Key.Key_T:
            self.set_theme("dark" if self.theme.name == "light" else "light")
        elif key in (Qt.Key.Key_B, Qt.Key.Key_Period):
            self.toggle_blank()
        elif key == Qt.Key.Key_C:
            self.copy_picture()
        elif key == Qt.Key.Key_S:
            self.save_picture()
        else:
            super().keyPressEvent(event)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: a left click goes forward, a right click back."""
        if event.button() == Qt.MouseButton.LeftButton:
            self.forward()
        elif event.button() == Qt.MouseButton.RightButton:
            self.back()
        else:
            super().mousePressEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: rebuild the words on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange and self.steps:
            self.prompt_label.setText(question_text() if self._refused is None else self._refused_text())
            self._build_badges()
            self._build_board()
            self.set_position(self.position)
        super().changeEvent(event)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: the question's words are set when first shown."""
        self.prompt_label.setText(question_text() if self._refused is None else self._refused_text())
        super().showEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: tell who opened the presenter which hand it ended on; the
        presenter view closes with it."""
        self.close_presenter_view()
        self.closed.emit(self.index)
        super().closeEvent(event)
