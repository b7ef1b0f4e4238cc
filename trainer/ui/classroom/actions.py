"""The classroom's actions in the main window: F5 presents, a hand goes into
the lesson deck, a hand's picture is saved or copied, the zoom steps; and
which screen the presenter goes to.

The presenter (`trainer.ui.classroom.presenter`, which imports nothing of
this module: the screens live in `screens`, the picture dialog in
`trainer.ui.export.picture_files`) and the picture code
(`trainer.ui.export.pictures`) are imported when first used, not at start-up.

`ClassroomActions(window)` adds the actions to a `MainWindow` and gives it
a "Present" button (click: present; its menu: the rest). It uses only the
window's public API (`current_hand`, `screen_for`, `show_tab`, `settings`,
`zoom_actions`) and the Classroom screen's public methods (`presentation`,
`add_hands`, `select_hand`).
"""

from __future__ import annotations

from functools import partial

from PySide6.QtCore import QCoreApplication, QObject, QPoint, Qt
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMessageBox, QToolButton, QToolTip

from trainer.core.errors import HandError
from trainer.quiz.decks import DeckError, DeckHand, deck_hand
from trainer.quiz.reveal import shown_hand

from ..base import settings as settings_store
from ..base import terms
from ..export.picture_files import save_picture
from .screens import SCREEN_SETTING, pick_screen, screens


def deck_error_text(e: DeckError) -> str:
    """A translated sentence for a `DeckError` (the UI edge of
    `trainer.quiz.decks`): the core's error for a refused hand, else the
    reason with the entry and field."""
    where = QCoreApplication.translate("Deck", "Hand %1: ").replace("%1", str(e.index + 1)) if e.index is not None else ""
    a = e.args_
    if e.reason == "bad_hand" and e.hand_error is not None:
        return where + terms.error_text(e.hand_error)
    texts = {
        "too_large": QCoreApplication.translate("Deck", "The file is too large to be a lesson deck."),
        "not_json": QCoreApplication.translate("Deck", "The file is not a lesson deck: it is not valid JSON (line %1).").replace(
            "%1", str(a.get("line", "?"))),
        "not_a_deck": QCoreApplication.translate("Deck", "The file is not a lesson deck."),
        "newer_version": QCoreApplication.translate("Deck", "This deck was made by a newer version of the program."),
        "bad_field": QCoreApplication.translate("Deck", "The field “%1” is not right.").replace("%1", str(a.get("field", ""))[:40]),
        "too_many_hands": QCoreApplication.translate("Deck", "A deck holds at most %1 hands.").replace("%1", str(a.get("limit", ""))),
        "too_long": QCoreApplication.translate("Deck", "“%1” is longer than %2 characters.").replace("%1", str(a.get("field", ""))).replace(
            "%2", str(a.get("limit", ""))),
        "bad_code": QCoreApplication.translate("Deck", "This is not a hand code, or it has a typo."),
        "unreadable": QCoreApplication.translate("Deck", "The file cannot be read: %1").replace("%1", str(a.get("error", ""))[:80]),
    }
    return where + texts.get(e.reason, e.message)




class ClassroomActions(QObject):
    """The classroom actions of a `MainWindow` (see the module docstring).

    Attributes: `button` (the "Present" button for the window's corner),
    `menu`, `actions` (name → QAction: ``present``, ``add_to_deck``,
    ``save_picture``, ``copy_picture``), `presenter` (the open
    `PresenterWindow` or None).
    """

    def __init__(self, window) -> None:
        super().__init__(window)
        self.window = window
        self.presenter = None  # the open PresenterWindow
        self._from_deck = False
        self.actions: dict[str, QAction] = {}
        for name, keys, slot in (("present", ("F5",), self.present),
                                 ("add_to_deck", ("Ctrl+Shift+D",), self.add_to_deck),
                                 ("save_picture", ("Ctrl+Shift+S",), self.save_picture),
                                 ("copy_picture", ("Ctrl+Shift+P",), self.copy_picture)):
            a = QAction(window)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            window.addAction(a)
            self.actions[name] = a
        self.menu = QMenu(window)
        self.screen_menu = QMenu(self.menu)
        self.screen_menu.aboutToShow.connect(self._fill_screens)
        self.button = QToolButton()
        self.button.setPopupMode(QToolButton.ToolButtonPopupMode.MenuButtonPopup)
        self.button.setMenu(self.menu)
        self.button.clicked.connect(self.present)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language (the window calls it)."""
        texts = {"present": (self.tr("Present"), self.tr("Show the hand, or the lesson deck, full screen (F5)")),
                 "add_to_deck": (self.tr("Add this hand to the lesson deck"),
                                 self.tr("Put it in the Classroom tab's deck (Ctrl+Shift+D)")),
                 "save_picture": (self.tr("Save a picture of this hand…"), self.tr("PNG or SVG (Ctrl+Shift+S)")),
                 "copy_picture": (self.tr("Copy a picture of this hand"),
                                  self.tr("For slides and chats (Ctrl+Shift+P)"))}
        for name, (text, tip) in texts.items():
            self.actions[name].setText(text)
            self.actions[name].setToolTip(tip)
        self.button.setText("▶  " + self.tr("Present"))
        self.button.setToolTip(self.actions["present"].toolTip())
        self.screen_menu.setTitle(self.tr("Present on"))
        m = self.menu
        m.clear()
        m.addAction(self.actions["present"])
        m.addMenu(self.screen_menu)
        m.addSeparator()
        m.addAction(self.actions["add_to_deck"])
        m.addAction(self.actions["save_picture"])
        m.addAction(self.actions["copy_picture"])
        zoom = getattr(self.window, "zoom_actions", {})
        if zoom:
            m.addSeparator()
            for name, text in (("in", self.tr("Zoom in")), ("out", self.tr("Zoom out")), ("reset", self.tr("Actual size"))):
                zoom[name].setText(text)
                m.addAction(zoom[name])

    def _fill_screens(self) -> None:
        menu = self.screen_menu
        menu.clear()
        group = QActionGroup(menu)
        chosen = pick_screen(settings_store.read(self.window.settings, SCREEN_SETTING))
        for s in screens():
            g = s.geometry()
            a = menu.addAction(f"{s.name() or s.model()}  ({g.width()}×{g.height()})")
            a.setCheckable(True)
            a.setChecked(s is chosen)
            group.addAction(a)
            a.triggered.connect(partial(self._choose_screen, s.name()))

    def _choose_screen(self, name: str, _checked: bool = False) -> None:
        settings_store.write(self.window.settings, SCREEN_SETTING, name)

    def _tell(self, text: str) -> None:
        QToolTip.showText(self.button.mapToGlobal(QPoint(0, self.button.height())), text, self.button)

    def _current(self) -> dict | None:
        hand = self.window.current_hand()
        if hand is None:
            QMessageBox.information(self.window, self.tr("Classroom"),
                                    self.tr("Build a complete hand in the calculator first (or open a lesson deck "
                                            "in the Classroom tab)."))
        return hand

    # -- actions ---------------------------------------------------------
    def present(self):
        """Present full screen: the lesson deck from its selected hand when
        the Classroom tab is in front (or when there is no other hand), else
        the hand on screen. Returns the `PresenterWindow` (None: nothing to
        show)."""
        deck = None
        current = self.window.tabs.currentWidget()
        classroom = self.window.screens.get("classroom")
        if classroom is not None and (current is classroom.parentWidget() or current is classroom):
            deck = classroom.presentation()
        hand = None if deck else self.window.current_hand()
        if deck is None and hand is None and classroom is not None:
            deck = classroom.presentation()
        if deck:
            hands, start, title = deck
            return self.open_presenter(hands, start, title, from_deck=True)
        if hand is None:
            self._current()
            return None
        try:
            hands = [deck_hand(hand)]
        except DeckError as e:
            QMessageBox.warning(self.window, self.tr("Classroom"), deck_error_text(e))
            return None
        return self.open_presenter(hands)

    def open_presenter(self, hands: list[DeckHand], start: int = 0, title: str = "", from_deck: bool = False):
        """Open the presenter (a `PresenterWindow`, returned) on `hands`
        from `start`, full screen on the chosen screen; `from_deck`: they
        are the Classroom tab's deck (its selection follows the presenter
        when it closes)."""
        from .presenter import PresenterWindow

        if self.presenter is not None:
            self.presenter.close()
        self._from_deck = from_deck
        self.presenter = PresenterWindow(hands, start, title, settings=self.window.settings)
        self.presenter.closed.connect(self._presenter_closed)
        self.presenter.present()
        return self.presenter

    def _presenter_closed(self, index: int) -> None:
        self.presenter = None
        classroom = self.window.screens.get("classroom")
        if self._from_deck and classroom is not None:
            classroom.select_hand(index)

    def add_to_deck(self) -> bool:
        """Add the hand on screen to the Classroom tab's deck; True when added."""
        hand = self._current()
        if hand is None:
            return False
        classroom = self.window.screen_for("classroom")
        if classroom is None:
            return False
        try:
            added = classroom.add_hands([deck_hand(hand, source="calculator")])
        except DeckError as e:
            QMessageBox.warning(self.window, self.tr("Classroom"), deck_error_text(e))
            return False
        if added:
            self._tell(self.tr("Added to the lesson deck (%n hand(s))", "", classroom.hand_count()))
        return added

    def add_hands_to_deck(self, hands: list[dict], source: str = "game") -> int:
        """Add SCHEMA.md hands (e.g. the wins of imported games) to the
        Classroom tab's deck; returns how many were added (refused ones are
        reported)."""
        classroom = self.window.screen_for("classroom")
        if classroom is None:
            return 0
        before = classroom.hand_count()
        try:
            problems = classroom.add_schema_hands(hands, source)
        except DeckError as e:
            QMessageBox.warning(self.window, self.tr("Classroom"), deck_error_text(e))
            return 0
        added = classroom.hand_count() - before
        if problems:
            QMessageBox.warning(self.window, self.tr("Classroom"),
                                self.tr("%n hand(s) could not be added:", "", len(problems)) + "\n"
                                + "\n".join(deck_error_text(e) for e in problems[:6]))
        self._tell(self.tr("Added to the lesson deck (%n hand(s))", "", classroom.hand_count()))
        return added

    def save_picture(self) -> str | None:
        """Save a picture of the hand on screen (asks where and how)."""
        hand = self._current()
        return save_picture(self.window, hand, self.window.settings) if hand is not None else None

    def copy_picture(self) -> bool:
        """Copy a picture of the hand on screen to the clipboard."""
        from ..export.pictures import copy_card

        hand = self._current()
        if hand is None:
            return False
        try:
            copy_card(shown_hand(hand))
        except HandError as e:
            QMessageBox.warning(self.window, self.tr("Picture"), terms.error_text(e))
            return False
        self._tell(self.tr("Picture copied: paste it into slides or a chat."))
        return True
