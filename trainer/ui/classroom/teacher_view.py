"""PresenterView: the teacher's own window while the projector shows the
hand (issue 24 §6; the presenter view of slide programs).

The projected screen (`PresenterWindow`) shows the hand and its reveal
only; this window, on another screen, shows where the lesson is (hand and
line), the teacher's note of the hand, what the next key press reveals, and
the next hand's tiles with its note. Keys pressed here drive the projected
screen (a teacher at the laptop need not reach the projector's window);
P or Esc closes this window and leaves the presentation running.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from trainer.core.errors import HandError

from ..widgets.reveal_text import step_text
from .stage_hand import StageHand
from .style import STAGE_THEMES

# The next hand's tile height, in pixels.
NEXT_TILE = 56


def _style(theme) -> str:
    t = theme
    return f"""
QWidget#PresenterView {{ background: {t.background}; }}
QLabel {{ color: {t.text}; background: transparent; font-size: 20px; }}
QLabel#ViewWhere {{ color: {t.muted}; font-size: 22px; font-weight: 600; }}
QLabel#ViewHeading {{ color: {t.dim}; font-size: 15px; font-weight: 700; letter-spacing: 2px; }}
QLabel#ViewNote {{ font-size: 30px; }}
QLabel#ViewNote[empty="true"] {{ color: {t.dim}; font-style: italic; }}
QLabel#ViewNext {{ color: {t.accent}; font-size: 26px; font-weight: 600; }}
QLabel#ViewKeys {{ color: {t.dim}; font-size: 15px; }}
QLabel#ViewEnd {{ color: {t.muted}; font-size: 22px; font-style: italic; }}
QFrame#ViewFelt {{
    background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 {t.felt_top}, stop:1 {t.felt_bottom});
    border-radius: 12px;
}}
QFrame#ViewFelt QLabel {{ color: {t.felt_text}; font-size: 18px; }}
"""


class PresenterView(QWidget):
    """The teacher's window of a `PresenterWindow` (see the module docstring).

    Args:
        stage: the projected presenter it follows and drives.

    Attributes (tests): `where_label`, `note_label`, `next_step_label`,
    `next_hand_view`, `next_note_label`.
    """

    def __init__(self, stage, parent: QWidget | None = None) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.stage = stage
        self.setObjectName("PresenterView")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self._build()
        self.retranslate()
        stage.changed.connect(self.refresh)
        self.refresh()

    def _build(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(32, 24, 32, 20)
        lay.setSpacing(10)
        self.where_label = QLabel()
        self.where_label.setObjectName("ViewWhere")
        lay.addWidget(self.where_label)
        self.note_heading = self._heading(lay)
        self.note_label = QLabel()
        self.note_label.setObjectName("ViewNote")
        self.note_label.setWordWrap(True)
        self.note_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        lay.addWidget(self.note_label, 2)
        self.next_heading = self._heading(lay)
        self.next_step_label = QLabel()
        self.next_step_label.setObjectName("ViewNext")
        self.next_step_label.setWordWrap(True)
        lay.addWidget(self.next_step_label)
        self.next_hand_heading = self._heading(lay)
        self.felt = QFrame()
        self.felt.setObjectName("ViewFelt")
        fl = QVBoxLayout(self.felt)
        fl.setContentsMargins(18, 8, 18, 10)
        self.next_hand_view = StageHand()
        self.next_hand_view.set_max_tile_height(NEXT_TILE)
        self.next_hand_view.setFixedHeight(self.next_hand_view.height_for_tile(NEXT_TILE))
        fl.addWidget(self.next_hand_view)
        self.next_note_label = QLabel()
        self.next_note_label.setWordWrap(True)
        fl.addWidget(self.next_note_label)
        lay.addWidget(self.felt)
        self.end_label = QLabel()
        self.end_label.setObjectName("ViewEnd")
        lay.addWidget(self.end_label)
        lay.addStretch(1)
        row = QHBoxLayout()
        self.keys_label = QLabel()
        self.keys_label.setObjectName("ViewKeys")
        self.keys_label.setWordWrap(True)
        row.addWidget(self.keys_label, 1)
        lay.addLayout(row)

    @staticmethod
    def _heading(lay: QVBoxLayout) -> QLabel:
        label = QLabel()
        label.setObjectName("ViewHeading")
        lay.addWidget(label)
        return label

    # -- content ---------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.setWindowTitle(self.tr("Presenter view"))
        self.note_heading.setText(self.tr("NOTE"))
        self.next_heading.setText(self.tr("NEXT KEY PRESS"))
        self.next_hand_heading.setText(self.tr("NEXT HAND"))
        self.end_label.setText(self.tr("This is the last hand."))
        self.keys_label.setText(self.tr("Space or → next · ← back · Ctrl+→ next hand · A reveal all · "
                                        "Ctrl+= / Ctrl+- zoom the projected screen · P closes this window"))
        self.refresh()

    def refresh(self) -> None:
        """Follow the projected presenter: its hand, line and the next ones."""
        stage = self.stage
        self.setStyleSheet(_style(STAGE_THEMES[stage.theme.name]))
        where = stage.where_label.text()
        counter = stage.counter_label.text()
        self.where_label.setText("  ·  ".join(t for t in (where, counter) if t))
        note = stage.hands[stage.index].note
        self.note_label.setText(note or self.tr("No note for this hand."))
        self.note_label.setProperty("empty", not note)
        self.note_label.style().unpolish(self.note_label)
        self.note_label.style().polish(self.note_label)
        self.next_step_label.setText(self._next_step_text())
        self._show_next_hand()

    def _next_step_text(self) -> str:
        stage = self.stage
        if stage.position < len(stage.steps) - 1:
            return step_text(stage.steps[stage.position + 1]).label
        if stage.index < len(stage.hands) - 1:
            return self.tr("The next hand's question")
        return self.tr("Nothing: the end of the lesson")

    def _show_next_hand(self) -> None:
        stage = self.stage
        last = stage.index >= len(stage.hands) - 1
        self.felt.setVisible(not last)
        self.end_label.setVisible(last)
        if last:
            return
        nxt = stage.hands[stage.index + 1]
        try:
            shown = stage.shown_of(stage.index + 1)
        except HandError:
            self.next_hand_view.set_hand((), (), None)
            self.next_note_label.setText(self.tr("The next hand cannot be scored; it is shown as a message."))
            return
        h = shown.hand
        self.next_hand_view.set_hand(h.closed, h.melds, h.win)
        self.next_note_label.setText(nxt.note)
        self.next_note_label.setVisible(bool(nxt.note))

    # -- input -----------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt API)
        """Qt: P or Esc closes this window; every other key drives the stage."""
        if event.key() in (Qt.Key.Key_P, Qt.Key.Key_Escape):
            self.close()
        else:
            self.stage.keyPressEvent(event)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
