"""SetupPage: start a new game (four names, the rules, the length) or resume
a saved one."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from trainer.table import PRESETS
from trainer.table.events import MAX_NAME

from ..app import terms
from . import wording
from .rules_text import table_option_name


class SetupPage(QWidget):
    """New game or resume (see the module docstring).

    Signals:
        startRequested(tuple names, str preset, dict options).
        resumeRequested(int game_id). cancelled().
    Attributes (tests): `names` (four QLineEdit, seat order), `preset`,
    `length`, `start_button`, `games` (QListWidget), `resume_button`,
    `notice` (why a saved game could not be opened).
    """

    startRequested = Signal(object, str, object)
    resumeRequested = Signal(int)
    cancelled = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        outer = QHBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 14)
        outer.setSpacing(16)
        new = QFrame()
        new.setObjectName("Page")
        nl = QVBoxLayout(new)
        nl.setContentsMargins(18, 14, 18, 14)
        self.new_title = QLabel()
        self.new_title.setObjectName("PageTitle")
        nl.addWidget(self.new_title)
        form = QFormLayout()
        form.setLabelAlignment(Qt.AlignmentFlag.AlignRight)
        self.name_labels = [QLabel() for _ in range(4)]
        self.names = []
        for s in range(4):
            e = QLineEdit()
            e.setMaxLength(MAX_NAME)
            self.names.append(e)
            form.addRow(self.name_labels[s], e)
        self.preset_label = QLabel()
        self.preset = QComboBox()
        for name in PRESETS:
            self.preset.addItem("", name)
        self.preset.currentIndexChanged.connect(self._show_assumed)
        form.addRow(self.preset_label, self.preset)
        self.length_label = QLabel()
        self.length = QComboBox()
        self.length.addItem("", "hanchan")
        self.length.addItem("", "tonpuusen")
        form.addRow(self.length_label, self.length)
        nl.addLayout(form)
        self.assumed = QLabel()
        self.assumed.setObjectName("Assumed")
        self.assumed.setWordWrap(True)
        nl.addWidget(self.assumed)
        nl.addStretch(1)
        row = QHBoxLayout()
        self.cancel_button = QPushButton()
        self.cancel_button.clicked.connect(self.cancelled)
        self.start_button = QPushButton()
        self.start_button.setObjectName("Primary")
        self.start_button.clicked.connect(self._start)
        row.addStretch(1)
        row.addWidget(self.cancel_button)
        row.addWidget(self.start_button)
        nl.addLayout(row)
        outer.addWidget(new, 3)

        saved = QFrame()
        saved.setObjectName("Page")
        sl = QVBoxLayout(saved)
        sl.setContentsMargins(18, 14, 18, 14)
        self.saved_title = QLabel()
        self.saved_title.setObjectName("PageTitle")
        sl.addWidget(self.saved_title)
        self.games = QListWidget()
        self.games.itemActivated.connect(self._resume)
        sl.addWidget(self.games, 1)
        self.notice = QLabel()  # why a saved game could not be opened (set by the view)
        self.notice.setObjectName("SetupNotice")
        self.notice.setWordWrap(True)
        self.notice.setVisible(False)
        sl.addWidget(self.notice)
        self.resume_button = QPushButton()
        self.resume_button.clicked.connect(lambda: self._resume(self.games.currentItem()))
        sl.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignRight)
        outer.addWidget(saved, 2)
        self.retranslate()

    def show_games(self, summaries, can_cancel: bool) -> None:
        """List saved games (`store.GameSummary`), newest change first."""
        self.games.clear()
        for g in summaries:
            players = wording.list_text(wording.seat_label(g.players, s) for s in range(4))
            when = g.changed_at.replace("T", " ")[:16]
            title = f"{g.title} · " if g.title else ""
            item = QListWidgetItem(f"{title}{players}\n{terms.preset_name(g.preset)} · {when}")
            item.setData(Qt.ItemDataRole.UserRole, g.id)
            self.games.addItem(item)
        if self.games.count():
            self.games.setCurrentRow(0)
        self.resume_button.setEnabled(self.games.count() > 0)
        self.cancel_button.setVisible(can_cancel)

    def set_notice(self, text: str) -> None:
        """Say (or, with "", stop saying) why a saved game could not be opened."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))

    def set_preset(self, name: str) -> None:
        """Preselect a preset (the window's scoring preset)."""
        i = self.preset.findData(name)
        if i >= 0:
            self.preset.setCurrentIndex(i)

    def _show_assumed(self) -> None:
        rules = PRESETS.get(self.preset.currentData())
        if rules is None:
            return
        if not rules.assumed:
            self.assumed.setText(self.tr("Every table rule of this preset is confirmed by its rule text."))
            return
        names = sorted(table_option_name(o) for o in rules.assumed)
        self.assumed.setText(wording.arg(self.tr("Assumed (no rule text confirms them for this preset; common "
                                                 "defaults are used): %1"), wording.list_text(names)))

    def _start(self) -> None:
        names = tuple(e.text().strip()[:MAX_NAME] for e in self.names)
        options = {}
        if self.length.currentData() == "tonpuusen":
            options["length"] = "tonpuusen"
        self.startRequested.emit(names, self.preset.currentData(), options)

    def _resume(self, item) -> None:
        if item is not None:
            self.resumeRequested.emit(int(item.data(Qt.ItemDataRole.UserRole)))

    def retranslate(self) -> None:
        """Set every text in the current language."""
        self.new_title.setText(self.tr("New game"))
        self.saved_title.setText(self.tr("Saved games"))
        for s, w in enumerate("ESWN"):
            self.name_labels[s].setText(terms.wind_name(w))
            self.names[s].setPlaceholderText(wording.arg(self.tr("Player %1"), s + 1))
        self.name_labels[0].setText(wording.arg(self.tr("%1 (first dealer)"), terms.wind_name("E")))
        self.preset_label.setText(self.tr("Rules"))
        for i in range(self.preset.count()):
            self.preset.setItemText(i, terms.preset_name(self.preset.itemData(i)))
        self.length_label.setText(self.tr("Length"))
        self.length.setItemText(0, self.tr("East and South (hanchan)"))
        self.length.setItemText(1, self.tr("East only (tonpuusen)"))
        self.start_button.setText(self.tr("Start game"))
        self.cancel_button.setText(self.tr("Back to the table"))
        self.resume_button.setText(self.tr("Resume"))
        self._show_assumed()
