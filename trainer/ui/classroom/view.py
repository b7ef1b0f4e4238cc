"""DeckView: the Classroom tab — a lesson deck put together, presented,
printed and shared.

Left, the deck's hands in order (drag to reorder; Alt+↑/↓ move, Delete
removes); right, the selected hand's card as it will be printed or
exported and the teacher's note for it. Hands come from the calculator
("Add this hand to the lesson deck", Ctrl+Shift+D anywhere), from pasted
hand codes, from quiz history (the questions missed, newest first) and from
the generator (a topic and a level). The deck is saved as a small JSON file
(docs/classroom.md) that another teacher can open; a worksheet PDF is
written by the ``worksheet`` command in the background, in the class's
language, so the window keeps its own.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent, QPointF, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QImage, QKeySequence, QPainter, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QToolBar,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.errors import HandError
from trainer.quiz import decks
from trainer.quiz.decks import Deck, DeckError, DeckHand
from trainer.quiz.reveal import shown_hand
from trainer.quiz.topics import ALL_TOPICS, DIFFICULTIES
from trainer.storage import remove_stale_temporaries

from ..base import i18n, paths, terms
from ..base.skill_terms import topic_name
from ..base.theme import scale_for, system_theme
from ..export.picture_files import output_folder, remember_output_folder, save_picture
from ..export.pictures import card_image
from ..export.vector import hand_size, paint_hand
from ..widgets.reveal_text import step_text
from .actions import deck_error_text

#: The quiz's level names (the same messages as the Quiz tab's, context "Quiz").
_LEVELS = {1: QT_TRANSLATE_NOOP("Quiz", "Level 1 · closed, one reading"),
           2: QT_TRANSLATE_NOOP("Quiz", "Level 2 · everyday hands"),
           3: QT_TRANSLATE_NOOP("Quiz", "Level 3 · hands with a catch")}


def create_screen(window) -> DeckView:
    """The Classroom tab of `window` (a `MainWindow`)."""
    return DeckView(window)


def _hand_icon(hand: dict, height: int = 34) -> QIcon:
    """A small picture of a hand's tiles (vector-drawn), for the list."""
    try:
        shown = shown_hand(hand)
    except HandError:
        return QIcon()
    h = shown.hand
    size = hand_size(h.closed, h.melds, h.win, height * 0.8)
    image = QImage(int(size.width()) + 4, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(0)
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_hand(p, QPointF(2, (height - size.height()) / 2), height * 0.8, h.closed, h.melds, h.win)
    p.end()
    return QIcon(QPixmap.fromImage(image))


def _bar(name: str) -> QToolBar:
    """A plain row of buttons that puts the ones that do not fit into its
    » menu (`QToolBar`'s extension) rather than widen the window."""
    bar = QToolBar()
    bar.setObjectName(name)
    bar.setMovable(False)
    bar.setFloatable(False)
    bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
    return bar


class DeckView(QWidget):
    """The Classroom tab (see the module docstring).

    Attributes (tests): `deck` (the `Deck` shown), `path` (its file or
    None), `dirty` (unsaved changes), `hand_list`, `title_edit`,
    `note_edit`, `preview`, `buttons` (name → button).
    """

    def __init__(self, window=None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Classroom")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.window_ = window
        self.theme = getattr(window, "theme", None) or system_theme()
        self.deck = Deck()
        self.path: Path | None = None
        self.dirty = False
        self._scale = 0.0
        self._loading = False
        self._build()
        self.retranslate()
        self._refresh_list()

    # -- construction ----------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 14)
        outer.setSpacing(10)
        bar = QHBoxLayout()
        bar.setSpacing(6)
        self.title_edit = QLineEdit()
        self.title_edit.setObjectName("DeckTitle")
        self.title_edit.setMaxLength(decks.MAX_TITLE)
        self.title_edit.textEdited.connect(self._title_edited)
        bar.addWidget(self.title_edit, 1)
        self.buttons: dict[str, QPushButton | QToolButton] = {}
        # Buttons in tool bars: what does not fit (a narrow window, a large
        # zoom) goes into the bar's » menu instead of making the window
        # wider than the screen.
        self.toolbar = _bar("DeckBar")
        for name in ("new", "open", "save", "save_as", "add", "present", "worksheet", "picture"):
            b = QToolButton() if name == "add" else QPushButton()
            b.setObjectName("Primary" if name == "present" else "DeckButton")
            self.buttons[name] = b
            self.toolbar.addWidget(b)
        bar.addWidget(self.toolbar, 0)
        self.add_menu = QMenu(self)
        self.buttons["add"].setMenu(self.add_menu)
        self.buttons["add"].setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        for name, slot in (("new", self.new_deck), ("open", self.open_deck), ("save", self.save),
                           ("save_as", self.save_as), ("present", self.present),
                           ("worksheet", self.export_worksheet), ("picture", self.export_picture)):
            self.buttons[name].clicked.connect(slot)
        outer.addLayout(bar)

        body = QHBoxLayout()
        body.setSpacing(12)
        left = QFrame()
        left.setObjectName("Panel")
        ll = QVBoxLayout(left)
        ll.setContentsMargins(10, 10, 10, 10)
        self.list_title = QLabel()
        self.list_title.setObjectName("SectionTitle")
        ll.addWidget(self.list_title)
        self.hand_list = QListWidget()
        self.hand_list.setObjectName("DeckList")
        self.hand_list.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.hand_list.setIconSize(QSize(320, 34))
        self.hand_list.setSpacing(2)
        # a long note ends in "…" at the list's edge (the whole note is in
        # the box under the preview); it was cut, with a sideways scroll bar
        self.hand_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.hand_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.hand_list.currentRowChanged.connect(self._selected)
        self.hand_list.model().rowsMoved.connect(self._rows_moved)
        self.hand_list.itemDoubleClicked.connect(lambda _item: self.present())
        ll.addWidget(self.hand_list, 1)
        self.empty_label = QLabel()
        self.empty_label.setObjectName("Empty")
        self.empty_label.setWordWrap(True)
        self.empty_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        ll.addWidget(self.empty_label, 1)
        self.move_bar = _bar("MoveBar")
        for name, slot in (("up", lambda: self.move(-1)), ("down", lambda: self.move(1)), ("remove", self.remove),
                           ("calculator", self.open_in_calculator)):
            b = QPushButton()
            b.setObjectName("DeckButton")
            b.clicked.connect(slot)
            self.buttons[name] = b
            self.move_bar.addWidget(b)
        ll.addWidget(self.move_bar)
        body.addWidget(left, 5)

        right = QFrame()
        right.setObjectName("Panel")
        rl = QVBoxLayout(right)
        rl.setContentsMargins(10, 10, 10, 10)
        self.preview_title = QLabel()
        self.preview_title.setObjectName("SectionTitle")
        rl.addWidget(self.preview_title)
        self.preview = QLabel()
        self.preview.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(self.preview)
        rl.addWidget(scroll, 1)
        self.note_title = QLabel()
        self.note_title.setObjectName("SectionTitle")
        self.note_title.setWordWrap(True)  # a long title must not set the window's width
        rl.addWidget(self.note_title)
        self.note_edit = QPlainTextEdit()
        self.note_edit.setObjectName("NoteEdit")
        self.note_edit.textChanged.connect(self._note_edited)
        self.note_edit.setFixedHeight(90)
        rl.addWidget(self.note_edit)
        body.addWidget(right, 6)
        outer.addLayout(body, 1)
        for keys, slot in (("Alt+Up", lambda: self.move(-1)), ("Alt+Down", lambda: self.move(1)),
                           ("Delete", self.remove), ("Ctrl+S", self.save)):
            a = QAction(self)
            a.setShortcut(QKeySequence(keys))
            a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            a.triggered.connect(slot)
            self.addAction(a)

    def retranslate(self) -> None:
        """Every text in the current language."""
        self.title_edit.setPlaceholderText(self.tr("Lesson title, e.g. “Fu of melds”"))
        texts = {"new": self.tr("New"), "open": self.tr("Open…"), "save": self.tr("Save"),
                 "save_as": self.tr("Save as…"), "add": self.tr("Add hands ▾"), "present": "▶  " + self.tr("Present"),
                 "worksheet": self.tr("Worksheet PDF…"), "picture": self.tr("Picture…"), "up": self.tr("Move up"),
                 "down": self.tr("Move down"), "remove": self.tr("Remove"),
                 "calculator": self.tr("Open in calculator")}
        for name, text in texts.items():
            self.buttons[name].setText(text)
        self.buttons["present"].setToolTip(self.tr("Present the deck full screen from the selected hand (F5)"))
        self.buttons["worksheet"].setToolTip(self.tr("The hands with answer boxes, then the answer key, as a PDF"))
        self.add_menu.clear()
        self.add_menu.addAction(self.tr("The calculator's hand"), self.add_from_calculator)
        self.add_menu.addAction(self.tr("Hand codes…"), self.add_from_codes)
        self.add_menu.addAction(self.tr("From quiz history…"), self.add_from_history)
        self.add_menu.addAction(self.tr("Generated hands…"), self.add_generated)
        self.preview_title.setText(self.tr("Preview"))
        self.note_title.setText(self.tr("Note for the teacher (shown with N while presenting, printed on the key)"))
        self.empty_label.setText(self.tr(
            "A lesson deck is the list of hands you present to the class and print as a worksheet.\n\n"
            "Add hands with “Add hands”: the calculator's hand (Ctrl+Shift+D from any tab), hand codes, "
            "questions missed in the quiz, or hands generated for a topic and level."))
        self._refresh_list()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: sizes follow the window and its zoom (`theme.scale_for`)."""
        scale = scale_for(event.size().width(), event.size().height())
        if scale != self._scale:
            self._scale = scale
            self.setStyleSheet(self._style(scale))
            self.hand_list.setIconSize(QSize(int(320 * scale), int(34 * scale)))
            self.title_edit.setMinimumWidth(int(180 * scale))  # the buttons go into » first
            self._refresh_list()
        super().resizeEvent(event)

    def _style(self, scale: float) -> str:
        t = self.theme

        def f(n: float) -> str:
            return f"{max(9, round(n * max(scale, 0.86)))}px"

        return self.theme.style_sheet(scale) + f"""
QWidget#Classroom {{ background: {t.window}; }}
QToolBar#DeckBar, QToolBar#MoveBar {{ background: transparent; border: none; spacing: {f(6)}; padding: 0; }}
QToolBar QToolButton#qt_toolbar_ext_button {{ min-width: {f(22)}; min-height: {f(26)}; border-radius: 6px;
    border: 1px solid {t.panel_border}; background: {t.panel}; }}
QLineEdit#DeckTitle {{ font-size: {f(18)}; font-weight: 600; padding: {f(5)} {f(8)}; border-radius: 6px;
    border: 1px solid {t.panel_border}; background: {t.panel}; }}
QPushButton#DeckButton, QToolButton#DeckButton {{ padding: {f(5)} {f(10)}; border-radius: 6px;
    border: 1px solid {t.panel_border}; background: {t.panel}; }}
QPushButton#DeckButton:hover, QToolButton#DeckButton:hover {{ border-color: {t.accent}; }}
QPushButton#Primary {{ padding: {f(5)} {f(14)}; border-radius: 6px; background: {t.accent}; color: #fff;
    font-weight: 700; border: none; }}
QPushButton#Primary:disabled {{ background: {t.panel_border}; color: {t.muted}; }}
QPushButton#DeckButton:disabled {{ color: {t.muted}; }}
QToolButton#DeckButton::menu-indicator {{ image: none; width: 0; }}  /* its text ends with its own ▾ */
QListWidget#DeckList {{ border: none; font-size: {f(14)}; background: transparent; }}
QListWidget#DeckList::item {{ padding: {f(4)}; border-radius: 6px; }}
QListWidget#DeckList::item:selected {{ background: {t.accent_soft}; color: {t.text}; }}
QLabel#Empty {{ color: {t.muted}; font-size: {f(16)}; padding: {f(20)}; }}
QPlainTextEdit#NoteEdit {{ border: 1px solid {t.panel_border}; border-radius: 6px; background: {t.panel};
    font-size: {f(14)}; }}
""" + t.scrollbar_style("QWidget#Classroom")

    # -- the list ----------------------------------------------------------
    def _summary(self, h: DeckHand) -> str:
        try:
            shown = shown_hand(h.hand)
        except HandError as e:
            return terms.error_text(e)
        steps = {s.kind: s for s in shown.steps}
        han = step_text(steps["han_total"])
        pay = step_text(steps["payment"])
        text = han.label + ((" · " + han.value) if han.value and han.value != han.label else "") + " · " + pay.value
        if h.note:
            text += "\n" + h.note.splitlines()[0][:80]
        return text

    def _refresh_list(self, select: int | None = None) -> None:
        self._loading = True
        row = self.hand_list.currentRow() if select is None else select
        self.hand_list.clear()
        height = int(34 * (self._scale or 1.0))
        for i, h in enumerate(self.deck.hands, start=1):
            item = QListWidgetItem(_hand_icon(h.hand, height), f"{i}.  " + self._summary(h))
            self.hand_list.addItem(item)
        empty = not self.deck.hands
        self.hand_list.setVisible(not empty)
        self.empty_label.setVisible(empty)
        for name in ("present", "worksheet", "picture", "up", "down", "remove", "calculator"):
            self.buttons[name].setEnabled(not empty)
        self.list_title.setText(self.tr("Hands (%n)", "", len(self.deck.hands)))
        self._loading = False
        if not empty:
            self.hand_list.setCurrentRow(max(0, min(row, len(self.deck.hands) - 1)))
        self._selected(self.hand_list.currentRow())

    def _selected(self, row: int) -> None:
        if self._loading:
            return
        self._loading = True
        if 0 <= row < len(self.deck.hands):
            h = self.deck.hands[row]
            self.note_edit.setEnabled(True)
            self.note_edit.setPlainText(h.note)
            try:
                image = card_image(shown_hand(h.hand), self.devicePixelRatioF())
                width = max(200, min(self.preview.parentWidget().width() - 12, int(image.width()
                                                                                    / image.devicePixelRatio())))
                pm = QPixmap.fromImage(image).scaledToWidth(int(width * self.devicePixelRatioF()),
                                                            Qt.TransformationMode.SmoothTransformation)
                pm.setDevicePixelRatio(self.devicePixelRatioF())
                self.preview.setPixmap(pm)
            except HandError as e:
                self.preview.setText(terms.error_text(e))
        else:
            self.note_edit.setPlainText("")
            self.note_edit.setEnabled(False)
            self.preview.clear()
        self._loading = False

    def _rows_moved(self, *_args) -> None:
        order = []
        for i in range(self.hand_list.count()):
            text = self.hand_list.item(i).text()
            order.append(int(text.split(".", 1)[0]) - 1)
        self._set_deck(self.deck.with_hands(self.deck.hands[k] for k in order), self.hand_list.currentRow())

    def _set_deck(self, deck: Deck, select: int | None = None, dirty: bool = True) -> None:
        self.deck = deck
        self.dirty = self.dirty or dirty
        self._refresh_list(select)

    def _title_edited(self, text: str) -> None:
        from dataclasses import replace

        self.deck = replace(self.deck, title=decks.clean_text(text)[: decks.MAX_TITLE])
        self.dirty = True

    def _note_edited(self) -> None:
        if self._loading:
            return
        row = self.hand_list.currentRow()
        if not 0 <= row < len(self.deck.hands):
            return
        note = decks.clean_text(self.note_edit.toPlainText())[: decks.MAX_NOTE]
        from dataclasses import replace

        hands = list(self.deck.hands)
        hands[row] = replace(hands[row], note=note)
        self.deck = self.deck.with_hands(hands)
        self.dirty = True
        item = self.hand_list.item(row)
        if item is not None:
            item.setText(f"{row + 1}.  " + self._summary(hands[row]))

    # -- public API (the window's classroom actions use it) ---------------
    def hand_count(self) -> int:
        """How many hands the deck holds."""
        return len(self.deck.hands)

    def add_hands(self, hands: list[DeckHand]) -> bool:
        """Append checked hands (`trainer.quiz.decks.DeckHand`) and select
        the first one added; False when there were none.

        Raises:
            DeckError: ``too_many_hands`` beyond `decks.MAX_HANDS`.
        """
        if not hands:
            return False
        first = len(self.deck.hands)
        self._set_deck(self.deck.added(hands), first)
        return True

    def add_schema_hands(self, hands: list[dict], source: str = "game") -> list[DeckError]:
        """Append SCHEMA.md hands (e.g. wins taken from an imported game);
        returns the refused ones' errors (`decks.hands_from_schema`)."""
        good, problems = decks.hands_from_schema(hands, source)
        self.add_hands(good)
        return problems

    def select_hand(self, index: int) -> None:
        """Select hand `index` (e.g. where the presenter ended)."""
        if 0 <= index < len(self.deck.hands):
            self.hand_list.setCurrentRow(index)

    def presentation(self) -> tuple[list[DeckHand], int, str] | None:
        """(hands, selected index, title) to present, or None when empty."""
        if not self.deck.hands:
            return None
        return list(self.deck.hands), max(0, self.hand_list.currentRow()), self.deck.title

    def current_hand(self) -> dict | None:
        """The selected hand's SCHEMA.md object (None: no hand)."""
        row = self.hand_list.currentRow()
        return self.deck.hands[row].hand if 0 <= row < len(self.deck.hands) else None

    # -- editing -----------------------------------------------------------
    def move(self, by: int) -> None:
        """Move the selected hand up (-1) or down (1)."""
        row = self.hand_list.currentRow()
        to = row + by
        if not (0 <= row < len(self.deck.hands) and 0 <= to < len(self.deck.hands)):
            return
        hands = list(self.deck.hands)
        hands[row], hands[to] = hands[to], hands[row]
        self._set_deck(self.deck.with_hands(hands), to)

    def remove(self) -> None:
        """Remove the selected hand."""
        row = self.hand_list.currentRow()
        if 0 <= row < len(self.deck.hands):
            hands = list(self.deck.hands)
            del hands[row]
            self._set_deck(self.deck.with_hands(hands), row)

    def _add_or_warn(self, hands: list[DeckHand]) -> None:
        try:
            self.add_hands(hands)
        except DeckError as e:
            QMessageBox.warning(self, self.tr("Lesson deck"), deck_error_text(e))

    def add_from_calculator(self) -> None:
        """Add the calculator's hand (when it is complete and scores)."""
        if self.window_ is None:
            return
        state = self.window_.model.state
        if not state.is_complete() or state.win is None:
            QMessageBox.information(self, self.tr("Lesson deck"), self.tr("The calculator has no complete hand."))
            return
        try:
            self._add_or_warn([decks.deck_hand(state.to_json(), source="calculator")])
        except DeckError as e:
            QMessageBox.warning(self, self.tr("Lesson deck"), deck_error_text(e))

    def add_from_codes(self, text: str | None = None) -> list[decks.LineProblem]:
        """Add hands from pasted text: one hand code or JSON hand per line
        (asks for it without `text`); returns the lines refused."""
        if text is None:
            text, ok = QInputDialog.getMultiLineText(self, self.tr("Add hand codes"), self.tr(
                "One hand per line: a hand code (shown under every quiz question) or a hand in JSON."))
            if not ok:
                return []
        hands, problems = decks.hands_from_text(text)
        self._add_or_warn(hands)
        if problems:
            lines = "\n".join(self.tr("Line %1 (%2…): %3").replace("%1", str(p.line)).replace("%2", p.excerpt[:16])
                              .replace("%3", deck_error_text(p.error)) for p in problems[:8])
            QMessageBox.warning(self, self.tr("Add hand codes"),
                                self.tr("%n line(s) could not be added:", "", len(problems)) + "\n" + lines)
        return problems

    def add_from_history(self) -> None:
        """Add questions from quiz history (missed ones, or all), newest first."""
        if self.window_ is None:
            return
        path = self.window_.data_dir() / paths.QUIZ_DB
        if not path.is_file():
            QMessageBox.information(self, self.tr("Lesson deck"), self.tr("There is no quiz history yet."))
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("From quiz history"))
        form = QFormLayout(dialog)
        which = QComboBox()
        which.addItem(self.tr("Questions answered wrong"), True)
        which.addItem(self.tr("Every question answered"), False)
        count = QSpinBox()
        count.setRange(1, decks.MAX_HANDS)
        count.setValue(12)
        form.addRow(self.tr("Take"), which)
        form.addRow(self.tr("At most"), count)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        missed, limit = bool(which.currentData()), count.value()

        def work(_progress):
            from trainer.quiz.store import QuizStore

            store = QuizStore(path)
            try:
                return decks.hands_from_answers(store.answers(), missed, limit)
            finally:
                store.close()

        def done(hands) -> None:
            if not hands:
                QMessageBox.information(self, self.tr("Lesson deck"), self.tr("No questions to add."))
            self._add_or_warn(hands)

        self.window_.run_task(work, done=done, label=self.tr("Reading quiz history…"))

    def add_generated(self) -> None:
        """Add hands from the generator for a topic and level."""
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Generated hands"))
        form = QFormLayout(dialog)
        topic = QComboBox()
        for t in ALL_TOPICS:
            topic.addItem(topic_name(t), t)
        level = QComboBox()
        for d in DIFFICULTIES:
            level.addItem(QCoreApplication.translate("Quiz", _LEVELS[d]), d)
        level.setCurrentIndex(1)
        count = QSpinBox()
        count.setRange(1, 48)
        count.setValue(8)
        form.addRow(self.tr("Topic"), topic)
        form.addRow(self.tr("Level"), level)
        form.addRow(self.tr("How many"), count)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        seed = random.randrange(2**31)
        args = (seed, topic.currentData(), level.currentData(), count.value(),
                self.window_.rules if self.window_ is not None else "tenhou")
        if self.window_ is None:
            self._add_or_warn(decks.generated_hands(*args))
            return
        self.window_.run_task(lambda _p: decks.generated_hands(*args), done=self._add_or_warn,
                              label=self.tr("Dealing hands…"))

    def open_in_calculator(self) -> None:
        """Show the selected hand in the calculator."""
        hand = self.current_hand()
        if hand is not None and self.window_ is not None:
            self.window_.open_in_calculator(hand)

    # -- files -------------------------------------------------------------
    def deck_folder(self) -> str:
        """The folder of the deck's file ("" for a deck never saved): where
        the deck's pictures and worksheets are offered to go."""
        return str(self.path.parent) if self.path else ""

    def _start_dir(self) -> str:
        return self.deck_folder() or str(Path.home())

    def _settings(self):
        """The window's QSettings (None for a tab without a window)."""
        return getattr(self.window_, "settings", None)

    def may_close(self) -> bool:
        """Asked by the window before it closes: offer to save a changed deck."""
        if not self.dirty or not self.deck.hands:
            return True
        answer = QMessageBox.question(
            self, self.tr("Lesson deck"), self.tr("Save the changes to the lesson deck?"),
            QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        return answer == QMessageBox.StandardButton.Discard

    def new_deck(self) -> None:
        """Start an empty deck (after offering to save the current one)."""
        if not self.may_close():
            return
        self.deck, self.path, self.dirty = Deck(), None, False
        self.title_edit.setText("")
        self._refresh_list(0)

    def load(self, path: str | Path) -> bool:
        """Open a deck file; a refused file is reported and changes nothing."""
        try:
            deck = decks.load_deck(path)
        except DeckError as e:
            QMessageBox.warning(self, self.tr("Open lesson deck"),
                                Path(path).name + ": " + deck_error_text(e))
            return False
        self.deck, self.path, self.dirty = deck, Path(path), False
        # what a killed save of this deck or of its worksheets and pictures left
        remove_stale_temporaries(self.path.parent)
        self.title_edit.setText(deck.title)
        self._refresh_list(0)
        return True

    def open_deck(self) -> None:
        """Ask for a deck file and open it."""
        if not self.may_close():
            return
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open lesson deck"), self._start_dir(),
                                              self.tr("Lesson deck (*.json)") + ";;" + self.tr("Any file (*)"))
        if path:
            self.load(path)

    def save_to(self, path: str | Path) -> bool:
        """Write the deck to `path`; True when written."""
        try:
            decks.save_deck(self.deck, path)
        except (OSError, ValueError) as e:  # ValueError: a name no file can have (a NUL typed in the dialog)
            QMessageBox.warning(self, self.tr("Save lesson deck"),
                                self.tr("The deck could not be saved: %1").replace(
                                    "%1", getattr(e, "strerror", None) or str(e)[:200]))
            return False
        self.path, self.dirty = Path(path), False
        return True

    def save(self) -> bool:
        """Save to the deck's file (asks for one the first time)."""
        if self.path is None:
            return self.save_as()
        return self.save_to(self.path)

    def save_as(self) -> bool:
        """Ask for a file and save the deck there."""
        name = (self.deck.title or self.tr("lesson")).strip().replace("/", "-")[:60] + ".json"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save lesson deck"),
                                              str(Path(self._start_dir()) / name), self.tr("Lesson deck (*.json)"))
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self.save_to(path)

    # -- output ------------------------------------------------------------
    def present(self) -> None:
        """Present the deck from the selected hand."""
        if self.window_ is not None and self.deck.hands:
            hands, start, title = self.presentation()
            self.window_.classroom.open_presenter(hands, start, title, from_deck=True)

    def export_picture(self) -> None:
        """Save a picture of the selected hand."""
        hand = self.current_hand()
        if hand is not None:
            save_picture(self, hand, self._settings())

    def export_worksheet(self) -> None:
        """Ask for the paper, the class's language and a file; write the
        worksheet PDF in the background (the ``worksheet`` command)."""
        if not self.deck.hands:
            return
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Worksheet PDF"))
        form = QFormLayout(dialog)
        paper = QComboBox()
        paper.addItem(self.tr("A4"), "a4")
        paper.addItem(self.tr("US Letter"), "letter")
        lang = QComboBox()
        for code, native in i18n.available_languages():
            lang.addItem(native, code)
        lang.setCurrentIndex(max(0, lang.findData(self.deck.language or i18n.current_language())))
        form.addRow(self.tr("Paper"), paper)
        form.addRow(self.tr("Language of the class"), lang)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        form.addRow(buttons)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        name = (self.deck.title or self.tr("worksheet")).strip().replace("/", "-")[:60] + ".pdf"
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Worksheet PDF"),
                                              str(Path(output_folder(self._settings())) / name), self.tr("PDF (*.pdf)"))
        if not path:
            return
        remember_output_folder(self._settings(), path)
        if not path.lower().endswith(".pdf"):
            path += ".pdf"
        self.write_worksheet(path, paper.currentData(), lang.currentData())

    def write_worksheet(self, path: str, paper: str = "a4", lang: str = "en", done=None) -> None:
        """Write the worksheet PDF of the deck to `path` by running the
        ``worksheet`` command in the background (its own process: its own
        language); `done(path)` runs when it is written."""
        text = json.dumps(decks.deck_to_json(self.deck), ensure_ascii=False)

        def work(_progress):
            with tempfile.TemporaryDirectory() as folder:
                deck_file = Path(folder) / "deck.json"
                deck_file.write_text(text, encoding="utf-8")
                run = subprocess.run([sys.executable, "-m", "trainer", "worksheet", str(deck_file), "--pdf", path,
                                      "--paper", paper, "--lang", lang], capture_output=True, text=True, timeout=300)
            if run.returncode != 0:
                raise OSError((run.stderr or run.stdout).strip().splitlines()[-1][:300] if (run.stderr or run.stdout)
                              else f"exit {run.returncode}")
            return path

        def finished(result) -> None:
            if done is not None:
                done(result)

        if self.window_ is not None:
            self.window_.run_task(work, done=finished, label=self.tr("Writing the worksheet…"))
        else:
            finished(work(None))

