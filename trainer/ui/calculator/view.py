"""CalculatorView: the calculator tab (UI.md "Calculator").

The hand on a felt-green band (winning tile lifted, tsumo/ron switch, the
notation box and the undo/redo/clear/random buttons), below it the palette
and situation on the left and the live result on the right. It wires the
widgets to a `CalculatorModel` and asks the core only through
`evaluation.evaluate`.

Keyboard (UI.md): typing mpsz goes into the notation box; Enter tidies it;
Ctrl+Z / Ctrl+Y undo and redo; R riichi; T tsumo/ron; Alt+1..4 seat wind
(plain digits type tiles); W next round wind; D / U pick a dora / ura
indicator from the palette; Esc cancels picking; Backspace removes the last
tile; Ctrl+Backspace clears; Ctrl+R deals a random hand; Ctrl+Shift+C copies
the notation, Ctrl+Shift+V pastes it; Ctrl+L goes to the notation box; Ctrl+O
opens a quiz hand code (the notation box also takes one, typed or pasted);
F1 lists the shortcuts.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QFont, QFontMetrics, QGuiApplication, QKeySequence
from PySide6.QtWidgets import (
    QButtonGroup,
    QFrame,
    QHBoxLayout,
    QInputDialog,
    QLabel,
    QLineEdit,
    QMenu,
    QMessageBox,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.errors import HandError
from trainer.core.tiles import Tile, parse_tiles, tile_of
from trainer.quiz.hand_code import MAX_CODE_LENGTH, HandCodeError

from ..base import terms
from ..base.theme import Theme, scale_for, system_theme
from ..widgets.hand_view import STACK_HEIGHT, HandView
from ..widgets.tile_row import TileRow
from .evaluation import Evaluation, evaluate, flag_blockers
from .model import CalculatorModel
from .notation import format_notation
from .result_panel import ResultPanel
from .situation_panel import WINDS, SituationPanel
from .state import CalcState, Refusal, round_winds, state_from_code
from .tile_palette import ROWS, TilePalette

_TYPING_KEYS = set("0123456789mpsz ")
_CODE_CHARS = set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def code_state(text: str) -> CalcState | None:
    """The hand a quiz hand code stands for (`calc_state.state_from_code`),
    or None when `text` is not a readable hand code."""
    text = text.strip()
    if len(text) < 8 or not set(text) <= _CODE_CHARS:
        return None
    try:
        return state_from_code(text)
    except (HandCodeError, HandError):
        return None


class CalculatorView(QWidget):
    """The calculator tab over a `CalculatorModel` (see the module docstring).

    Attributes used by tests and the bench: `hand_view`, `palette`,
    `situation`, `result_panel`, `notation`, `error_label`, `tsumo_button`,
    `ron_button`, `actions` (dict of QAction by name), `evaluation` (the
    last `Evaluation` shown).
    """

    def __init__(self, model: CalculatorModel | None = None, parent: QWidget | None = None,
                 theme: Theme | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Calculator")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.model = model or CalculatorModel(parent=self)
        self.theme = theme or system_theme()
        self.evaluation: Evaluation | None = None
        self._pick = ""
        self._typing = False
        self._notation_error: HandError | None = None
        self._code_error = ""
        self._refusal: Refusal | None = None
        self._scale = 0.0
        self._remeasure_due = False
        self._build()
        self._make_actions()
        self.model.changed.connect(self.refresh)
        self.model.refused.connect(self._show_refusal)
        self.retranslate()
        self.refresh()
        self._apply_scale(scale_for(self.size().width(), self.size().height()))

    # -- construction ----------------------------------------------------
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 14)
        outer.setSpacing(12)

        felt = QFrame()
        felt.setObjectName("Felt")
        self.felt = felt
        fl = QVBoxLayout(felt)
        fl.setContentsMargins(16, 10, 16, 12)
        fl.setSpacing(6)
        fl.addLayout(self._hand_row(), 1)

        # The status line has a fixed height (set with the scale) so an error
        # or a hint coming and going never moves what is below it.
        self.status_bar = QWidget()
        status = QHBoxLayout(self.status_bar)
        status.setContentsMargins(0, 0, 0, 0)
        status.setSpacing(12)
        self.error_label = QLabel()
        self.error_label.setObjectName("ErrorLine")
        self.error_label.setWordWrap(True)
        self.error_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        self.error_label.hide()
        self.hint_label = QLabel()
        self.hint_label.setObjectName("HintLine")
        self.hint_label.setWordWrap(True)
        self.hint_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Maximum)
        status.addWidget(self.error_label, 1, Qt.AlignmentFlag.AlignVCenter)
        status.addWidget(self.hint_label, 1, Qt.AlignmentFlag.AlignVCenter)
        # Ron | Tsumo: one segmented switch, anchored at the right.
        self.win_switch = QFrame()
        self.win_switch.setObjectName("WinSwitch")
        switch = QHBoxLayout(self.win_switch)
        switch.setContentsMargins(3, 3, 3, 3)
        switch.setSpacing(2)
        self.ron_button = QToolButton()
        self.tsumo_button = QToolButton()
        group = QButtonGroup(self)
        for b in (self.ron_button, self.tsumo_button):
            b.setObjectName("WinSegment")
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            group.addButton(b)
            switch.addWidget(b)
        self.ron_button.clicked.connect(lambda: self.model.set_tsumo(False))
        self.tsumo_button.clicked.connect(lambda: self.model.set_tsumo(True))
        status.addWidget(self.win_switch, 0, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        fl.addWidget(self.status_bar)

        row = QHBoxLayout()
        row.setSpacing(6)
        self.notation_label = QLabel()
        self.notation = QLineEdit()
        self.notation.setObjectName("Notation")
        self.notation.setClearButtonEnabled(False)
        self.notation.setMaxLength(MAX_CODE_LENGTH)  # a hand code with its rules fits; pasted text is cut
        self.notation.textEdited.connect(self._notation_edited)
        self.notation.editingFinished.connect(self._notation_done)
        row.addWidget(self.notation_label)
        row.addWidget(self.notation, 1)
        self.notation.setMinimumWidth(180)
        self.buttons: dict[str, QToolButton] = {}
        # The buttons sit beside the notation box, or on a line of their own
        # when the window is too narrow for both (`_arrange_buttons`).
        self._button_row = QHBoxLayout()
        self._button_row.setSpacing(6)
        for name in ("copy", "paste", "open_code", "undo", "redo", "clear", "random"):
            b = QToolButton()
            b.setObjectName("FeltButton")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            # No minimum of their own: beside the box they would hold the
            # window at ~900 px; `_arrange_buttons` moves them below first.
            b.setMinimumWidth(1)
            self.buttons[name] = b
            row.addWidget(b)
        self._notation_row = row
        self._buttons_below = False
        fl.addLayout(row)
        fl.addLayout(self._button_row)
        outer.addWidget(felt, 0)

        below = QHBoxLayout()
        below.setSpacing(12)
        left = QFrame()
        left.setObjectName("Panel")
        ll = QVBoxLayout(left)
        ll.setContentsMargins(14, 6, 14, 8)
        ll.setSpacing(6)
        head = QHBoxLayout()
        self.palette_title = QLabel()
        self.palette_title.setObjectName("SectionTitle")
        self.pick_banner = QLabel()
        self.pick_banner.setObjectName("PickBanner")
        self.pick_banner.setWordWrap(True)  # a narrow window: two lines rather than a wider panel
        # Keep the banner's room when hidden: showing it must not push the palette down.
        keep = self.pick_banner.sizePolicy()
        keep.setRetainSizeWhenHidden(True)
        self.pick_banner.setSizePolicy(keep)
        self.pick_banner.hide()
        head.addWidget(self.palette_title)
        head.addStretch(1)
        head.addWidget(self.pick_banner)
        ll.addLayout(head)
        self.palette = TilePalette()
        self.palette.setPalette(self._accent_palette(self.palette))
        ll.addWidget(self.palette)
        self.palette_hint = QLabel()
        self.palette_hint.setObjectName("Muted")
        self.palette_hint.setWordWrap(True)
        ll.addWidget(self.palette_hint)
        self.situation_title = QLabel()
        self.situation_title.setObjectName("SectionTitle")
        ll.addWidget(self.situation_title)
        self.situation = SituationPanel(self.model)
        ll.addWidget(self.situation)
        ll.addStretch(1)
        left_scroll = QScrollArea()
        left_scroll.setWidgetResizable(True)
        left_scroll.setFrameShape(QFrame.Shape.NoFrame)
        left_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        left_scroll.setWidget(left)
        left.setAutoFillBackground(False)
        below.addWidget(left_scroll, 5)

        right = QFrame()
        right.setObjectName("Panel")
        rl = QVBoxLayout(right)
        rl.setContentsMargins(2, 6, 2, 6)
        self.result_panel = ResultPanel()
        rl.addWidget(self.result_panel)
        below.addWidget(right, 6)
        outer.addLayout(below, 1)

        self.hand_view.tileClicked.connect(self._hand_clicked)
        self.hand_view.tileRightClicked.connect(self._hand_menu)
        self.hand_view.tileHovered.connect(self.result_panel.light_lines_for)
        self.result_panel.linesHovered.connect(self.hand_view.set_highlight)
        self.result_panel.set_tile_mapper(self.hand_view.indices_of)
        self.result_panel.waitPicked.connect(self._wait_picked)
        self.palette.tilePicked.connect(self._palette_picked)
        self.palette.meldPicked.connect(self._meld_picked)
        self.situation.pickRequested.connect(self.set_pick)

    def _hand_row(self) -> QHBoxLayout:
        """The hand on the felt and, with three players, the kita (North
        tiles set aside) beside it, as they lie beside the melds at the
        table (TABLE_RULES.md §8)."""
        self.hand_view = HandView()
        self.hand_view.setPalette(self._accent_palette(self.hand_view))
        self.hand_view.set_reserved_height(STACK_HEIGHT)  # a kakan never makes the felt grow
        self.hand_view.set_placeholder_color(self.theme.qcolor("felt_text"))
        row = QHBoxLayout()
        row.setSpacing(14)
        row.addWidget(self.hand_view, 1)
        self.kita_row = TileRow()
        self.kita_row.setObjectName("Kita")
        self.kita_row.hide()
        row.addWidget(self.kita_row, 0, Qt.AlignmentFlag.AlignBottom)
        return row

    def _accent_palette(self, w: QWidget):
        pal = w.palette()
        pal.setColor(pal.ColorRole.Highlight, self.theme.qcolor("accent"))
        return pal

    def _make_actions(self) -> None:
        self.actions: dict[str, QAction] = {}

        def act(name: str, keys, slot, button: str | None = None) -> None:
            a = QAction(self)
            a.setShortcuts([QKeySequence(k) for k in keys])
            a.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            a.triggered.connect(slot)
            self.addAction(a)
            self.actions[name] = a
            if button:
                self.buttons[button].setDefaultAction(a)

        act("undo", ["Ctrl+Z"], self.model.undo, "undo")
        act("redo", ["Ctrl+Y", "Ctrl+Shift+Z"], self.model.redo, "redo")
        act("clear", ["Ctrl+Backspace"], self._clear, "clear")
        act("random", ["Ctrl+R"], lambda: self.model.random_legal(), "random")
        act("copy", ["Ctrl+Shift+C"], self.copy_notation, "copy")
        act("paste", ["Ctrl+Shift+V"], self.paste_notation, "paste")
        act("open_code", ["Ctrl+O"], lambda: self.open_hand_code(), "open_code")
        act("riichi", ["R"], lambda: self.model.set_flag("riichi", not self.model.state.ctx.riichi))
        act("tsumo", ["T"], lambda: self.model.set_tsumo(not self.model.state.ctx.tsumo))
        act("round", ["W"], self._next_round_wind)
        act("dora", ["D"], lambda: self.set_pick("" if self._pick == "dora" else "dora"))
        act("ura", ["U"], lambda: self.set_pick("" if self._pick == "ura" else "ura"))
        act("remove_last", ["Backspace"], self.model.remove_last)
        act("focus_notation", ["Ctrl+L"], self._focus_notation)
        act("cancel", ["Esc"], lambda: self.set_pick(""))
        act("help", ["F1"], self.show_shortcuts)
        for i, w in enumerate(WINDS, start=1):
            act(f"seat_{w}", [f"Alt+{i}"], lambda _=False, wind=w: self.model.set_wind("seat_wind", wind))

    # -- text ------------------------------------------------------------
    def retranslate(self) -> None:
        """Set every text in the current language (also on LanguageChange)."""
        self._show_win_kind()
        self.ron_button.setToolTip(self.tr("Won on a discard (T switches)"))
        self.tsumo_button.setToolTip(self.tr("Self-drawn win (T switches)"))
        self.notation_label.setText(self.tr("Notation"))
        self.notation.setPlaceholderText(self.tr("e.g. 123m456p789s11z 555z(pon) win 1z"))
        self.notation.setToolTip(self.tr(
            "Tiles in mpsz: 123m 406p (0 = red five) 789s 1234567z (E S W N, white, green, red).\n"
            "Melds: tiles then their kind in brackets: 555z(pon) 1111m(ankan) 406s(chi) "
            "7777p(minkan) 2222s(kakan).\n"
            "Winning tile: win 3s (otherwise the last tile written). Enter tidies the text."))
        labels = {
            "copy": (self.tr("Copy"), self.tr("Copy the notation (Ctrl+Shift+C)")),
            "paste": (self.tr("Paste"), self.tr("Paste a hand in notation or a hand code (Ctrl+Shift+V)")),
            "open_code": (self.tr("Hand code…"), self.tr("Open a quiz hand code: its hand, situation and rules "
                                                         "(Ctrl+O)")),
            "undo": (self.tr("Undo"), self.tr("Undo (Ctrl+Z)")),
            "redo": (self.tr("Redo"), self.tr("Redo (Ctrl+Y)")),
            "clear": (self.tr("Clear"), self.tr("Start over (Ctrl+Backspace)")),
            "random": (self.tr("Random hand"), self.tr("Deal a random legal hand (Ctrl+R)")),
        }
        for name, (text, tip) in labels.items():
            a = self.actions[name]
            a.setText(text)
            a.setToolTip(tip)
        self.palette_title.setText(self.tr("Tiles"))
        self._show_palette_hint()
        self.situation_title.setText(self.tr("Situation"))
        self.hand_view.set_placeholder(self.tr("Click tiles below or type a hand like 234m456p678s33355s"))
        self.hand_view.setToolTip(self.tr("Click a tile to make it the winning tile; right-click to remove"))
        self._show_pick_banner()
        self.refresh()
        self.result_panel.rerender()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        """Qt: retranslate on LanguageChange; measure the status line and the
        Ron | Tsumo switch again when the font changes (a CJK font is taller)."""
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        elif event.type() == QEvent.Type.FontChange and self._scale and not self._remeasure_due:
            # Once every child has its new font: measure after this event round.
            self._remeasure_due = True
            QTimer.singleShot(0, self, self._remeasure)  # not called once self is gone
        super().changeEvent(event)

    def _remeasure(self) -> None:
        self._remeasure_due = False
        self._fit_status_height()
        self._size_win_switch()

    # -- model -> widgets ------------------------------------------------
    def refresh(self) -> None:
        """Re-read the model: hand, palette counts, situation, result."""
        s = self.model.state
        self._code_error = ""
        self.evaluation = ev = evaluate(s)
        self.hand_view.set_hand(s.closed, s.melds, s.win)
        self._fit_hand_height()
        self.palette.set_three_players(s.three_players)
        self.palette.set_red_fives(s.rules.red_fives)
        self.palette.set_copies_left({t: s.copies_left(t) for row in ROWS for t in row})
        self.kita_row.set_tiles((tile_of(30),) * s.kita)
        self.kita_row.setVisible(bool(s.kita))
        self._show_palette_hint()
        self.situation.refresh(s, flag_blockers(s))
        self._show_win_kind()
        if not self._typing:
            self._set_notation_text(format_notation(s.closed, s.melds, s.win))
            self._notation_error = None
        self.result_panel.show_evaluation(ev, s)
        self.actions["undo"].setEnabled(self.model.can_undo())
        self.actions["redo"].setEnabled(self.model.can_redo())
        self._show_status()

    def _show_palette_hint(self) -> None:
        """How the palette works; three players have no chi (TABLE_RULES.md §8)."""
        if self.model.state.three_players:
            self.palette_hint.setText(self.tr("Click adds a tile · right-click makes a pon or kan (three players: "
                                              "no chi) · the badge counts copies left"))
        else:
            self.palette_hint.setText(self.tr("Click adds a tile · right-click makes a chi, pon or kan · "
                                              "the badge counts copies left"))

    def _show_win_kind(self) -> None:
        """Ron | Tsumo: the chosen one filled and ticked."""
        tsumo = self.model.state.ctx.tsumo
        for b, name, on in ((self.ron_button, "ron", not tsumo), (self.tsumo_button, "tsumo", tsumo)):
            b.setChecked(on)
            b.setText(("✓ " if on else "") + terms.flag_name(name))
        self._size_win_switch()

    def _size_win_switch(self) -> None:
        """Both segments as wide as the widest ticked, bold label, so the
        switch keeps its size and place whichever side is chosen."""
        widest = 0
        for b, name in ((self.ron_button, "ron"), (self.tsumo_button, "tsumo")):
            b.ensurePolished()
            f = QFont(b.font())
            f.setWeight(QFont.Weight.Bold)
            widest = max(widest, QFontMetrics(f).horizontalAdvance("✓ " + terms.flag_name(name)))
        pad = max(8, round(14 * (self._scale or 1.0)))
        for b in (self.ron_button, self.tsumo_button):
            b.setFixedWidth(widest + 2 * pad + 6)

    def _set_notation_text(self, text: str) -> None:
        if self.notation.text() != text:
            self.notation.setText(text)
        self._mark_notation(False)

    def _mark_notation(self, bad: bool) -> None:
        if bool(self.notation.property("bad")) != bad:
            self.notation.setProperty("bad", bad)
            self.notation.style().unpolish(self.notation)
            self.notation.style().polish(self.notation)

    def _fault_indices(self, err: HandError) -> set[int]:
        hv = self.hand_view
        if err.field.startswith("melds[") and err.field.endswith("]"):
            try:
                return hv.meld_indices(int(err.field[6:-1]))
            except ValueError:
                pass
        if err.code in ("invalid_notation", "not_a_winning_hand", "no_yaku", "win_tile_missing"):
            return set()
        if err.code == "too_many_copies" and err.tiles:
            kinds = {t.kind for t in parse_tiles(err.tiles)}
            return {i for i in range(hv.count()) if hv.tile_at(i).kind in kinds}
        if err.code == "too_many_red_fives":
            return {i for i in range(hv.count()) if hv.tile_at(i).red}
        return hv.indices_of(err.tiles) if err.tiles else set()

    def _show_status(self) -> None:
        if self._code_error:
            self.error_label.setText(self._code_error)
            self.error_label.setToolTip(self._code_error)
            self.error_label.show()
            self.hint_label.hide()
            return
        err = self._notation_error
        if err is None and self.evaluation is not None and self.evaluation.status == "error":
            err = self.evaluation.error
        if err is not None:
            text = terms.error_text(err)
            self.error_label.setText(text)
            self.error_label.setToolTip(text)  # the whole sentence if two lines cannot hold it
            self.error_label.show()
            self.hint_label.hide()
            self.hand_view.set_faults(self._fault_indices(err))
            return
        self.error_label.hide()
        self.hand_view.set_faults(())
        text = ""
        if self._refusal is not None:
            text = self._refusal_text(self._refusal)
        elif self.evaluation is not None:
            s = self.model.state
            n = len(s.closed) + sum(len(m.tiles) for m in s.melds)
            # self.tr(text, "", n): the form pyside6-lupdate 6.11 reads as a plural (numerus) message.
            count = self.tr("%n tile(s)", "", n)
            if self.evaluation.status == "building" and self.evaluation.missing > 0:
                text = count + " · " + self.tr("%n more to complete the hand", "", self.evaluation.missing)
            elif self.evaluation.status == "waits":
                text = count + " · " + self.tr("one short: the waits are listed on the right")
            elif self.evaluation.status == "scored":
                text = self.tr("Winning tile %1 · click another tile to change it").replace("%1", str(s.win))
        self.hint_label.setText(text)
        self.hint_label.setVisible(bool(text))

    def _refusal_text(self, r: Refusal) -> str:
        if r.id == "no_copies_left":
            return self.tr("All four %1 are already in use.").replace("%1", r.arg("tile"))
        if r.id == "no_red_fives":
            return self.tr("These rules have no red five %1.").replace("%1", r.arg("tile"))
        if r.id == "no_red_fives_left":
            # self.tr(text, "", n): the form pyside6-lupdate reads as a plural (numerus) message.
            return self.tr("No red five %1 left: these rules have %n in the set.", "",
                           int(r.arg("allowed") or 0)).replace("%1", r.arg("tile"))
        if r.id == "no_plain_fives_left":
            return self.tr("No plain %1 left: the other fives of the set are red (%2).") \
                .replace("%1", r.arg("tile")).replace("%2", r.arg("red"))
        if r.id == "hand_full":
            return self.tr("The hand is complete: right-click a tile to remove it first.")
        if r.id == "too_many_melds":
            return self.tr("A hand has at most four melds.")
        if r.id == "meld_needs_room":
            return self.tr("No room for another meld: remove some closed tiles first.")
        if r.id == "indicators_full":
            return self.tr("At most five indicators.")
        if r.id == "ura_needs_dora":
            return self.tr("No more ura dora indicators than dora indicators: add a dora indicator first.")
        if r.id == "not_in_three_player_set":
            return self.tr("%1 is not in the three-player set (2m to 8m are removed).").replace("%1", r.arg("tile"))
        if r.id == "no_chi_three_players":
            return self.tr("Three players cannot chi: only pon and kan.")
        if r.id == "kita_four_players":
            return self.tr("Kita exist only with three players: choose a three-player rule set.")
        return r.id

    def _show_refusal(self, r: Refusal) -> None:
        self._refusal = r
        self._show_status()
        self._refusal = None  # shown until the next change

    # -- user actions ----------------------------------------------------
    def _palette_picked(self, tile: Tile) -> None:
        if self._pick:
            which = self._pick
            self.set_pick("")
            self.model.add_indicator(which, tile)
        else:
            self.model.add_tile(tile)

    def _meld_picked(self, kind: str, tiles) -> None:
        self.model.add_meld(kind, tuple(tiles))

    def _hand_clicked(self, index: int) -> None:
        hv = self.hand_view
        if hv.group_of(index) == -1:
            self.model.set_win(hv.tile_at(index))

    def _hand_menu(self, index: int, where) -> None:
        hv = self.hand_view
        menu = QMenu(self)
        group = hv.group_of(index)
        tile = hv.tile_at(index)
        if group == -1:
            win = menu.addAction(self.tr("Make %1 the winning tile").replace("%1", str(tile)))
            win.setEnabled(self.model.state.is_complete())
            win.triggered.connect(lambda: self.model.set_win(tile))
            rm = menu.addAction(self.tr("Remove %1").replace("%1", str(tile)))
            rm.triggered.connect(lambda: self.model.remove_tile(tile))
        else:
            meld = self.model.state.melds[group]
            rm = menu.addAction(self.tr("Remove the %1").replace("%1", terms.meld_name(meld.kind)))
            rm.triggered.connect(lambda: self.model.remove_meld(group))
        menu.exec(where)
        menu.deleteLater()

    def _wait_picked(self, tile: Tile, tsumo: bool) -> None:
        if self.model.add_tile(tile):
            self.model.set_tsumo(tsumo)

    def _next_round_wind(self) -> None:
        w = self.model.state.ctx.round_wind
        offered = round_winds(self.model.state.rules)  # three players: no North round
        self.model.set_wind("round_wind", offered[(offered.index(w) + 1) % len(offered)] if w in offered
                            else offered[0])

    def _clear(self) -> None:
        self.set_pick("")
        self.model.clear()

    def _focus_notation(self) -> None:
        self.notation.setFocus()
        self.notation.selectAll()

    def set_pick(self, which: str) -> None:
        """Make palette clicks add a dora ("dora") or ura ("ura") indicator,
        or hand tiles again ("")."""
        self._pick = which
        self.situation.set_pick(which)
        self.palette.set_melds_enabled(not which)
        self._show_pick_banner()

    def pick(self) -> str:
        """What palette clicks add now: "" (hand tiles), "dora" or "ura"."""
        return self._pick

    def _show_pick_banner(self) -> None:
        if self._pick == "ura":
            self.pick_banner.setText(self.tr("Click the ura dora indicator · Esc cancels"))
        else:  # also while hidden: the banner keeps its room
            self.pick_banner.setText(self.tr("Click the dora indicator · Esc cancels"))
        self.pick_banner.setVisible(bool(self._pick))

    def shortcut_rows(self) -> list[tuple[str, str]]:
        """The keyboard shortcuts as (keys, what they do), in the current language."""
        return [
            ("0-9 m p s z", self.tr("type tiles into the notation box")),
            ("Enter", self.tr("tidy the notation box")),
            ("Ctrl+Z / Ctrl+Y", self.tr("undo / redo")),
            ("R", terms.flag_name("riichi")),
            ("T", terms.flag_name("tsumo") + " / " + terms.flag_name("ron")),
            ("Alt+1 … Alt+4", terms.flag_name("seat_wind")),
            ("W", terms.flag_name("round_wind")),
            ("D / U", self.tr("pick a dora / ura dora indicator")),
            ("Esc", self.tr("stop picking indicators")),
            ("Backspace", self.tr("remove the last tile")),
            ("Ctrl+Backspace", self.tr("start over")),
            ("Ctrl+R", self.tr("random legal hand")),
            ("Ctrl+Shift+C / Ctrl+Shift+V", self.tr("copy / paste the notation")),
            ("Ctrl+L", self.tr("go to the notation box")),
            ("Ctrl+O", self.tr("open a quiz hand code")),
            ("Ctrl+1 / Ctrl+2", self.tr("switch tabs")),
            ("F1", self.tr("this list")),
        ]

    def shortcuts_text(self) -> str:
        """The keyboard shortcuts, one per line, in the current language."""
        return "\n".join(keys + "    " + what for keys, what in self.shortcut_rows())

    def show_shortcuts(self) -> None:
        """Show the keyboard shortcuts (F1) as a two-column table."""
        rows = "".join(
            f"<tr><td style='padding:2px 18px 2px 0'><b>{html.escape(keys)}</b></td>"
            f"<td style='padding:2px 0'>{html.escape(what)}</td></tr>"
            for keys, what in self.shortcut_rows())
        box = QMessageBox(QMessageBox.Icon.NoIcon, self.tr("Keyboard shortcuts"), f"<table>{rows}</table>",
                          QMessageBox.StandardButton.Ok, self)
        box.setTextFormat(Qt.TextFormat.RichText)
        box.exec()
        box.deleteLater()

    # -- notation box ----------------------------------------------------
    def _notation_edited(self, text: str) -> None:
        self._typing = True
        try:
            self.model.set_notation(text)
            self._notation_error = None
            self._mark_notation(False)
        except HandError as e:
            state = code_state(text)
            if state is not None:  # a quiz hand code, typed or pasted
                self._typing = False
                self._load_code_state(state)
                return
            self._notation_error = e
            self._mark_notation(True)
        finally:
            self._typing = False
        # The box keeps what was typed; `_notation_done` tidies it.
        self._show_status()

    def _load_code_state(self, state: CalcState) -> None:
        """Show a decoded hand code: hand, situation and rules, one undo step."""
        self.model.end_merge()
        self._notation_error = None
        if not self.model.load(state):
            self.refresh()
        self.model.end_merge()

    def open_hand_code(self, code: str | None = None) -> bool:
        """Open a quiz hand code (`trainer.quiz.hand_code`) with its
        situation and rules, as one undoable step. Without `code`, asks for
        it (Ctrl+O). A code that cannot be read leaves the hand as it is and
        says why on the error line. Returns True when a hand was opened."""
        if code is None:
            code, ok = QInputDialog.getText(self, self.tr("Open hand code"),
                                            self.tr("Hand code (shown under every quiz question):"))
            if not ok or not code.strip():
                return False
        try:
            state = state_from_code(code)
        except HandCodeError as e:
            if e.reason == "checksum":
                self._code_error = self.tr("This hand code has a typo or is cut short.")
            elif e.reason == "version":
                self._code_error = self.tr("This hand code was made by a newer version of the program.")
            else:
                self._code_error = self.tr("This is not a hand code.")
            self._show_status()
            return False
        except HandError as e:
            self._code_error = terms.error_text(e)
            self._show_status()
            return False
        self._load_code_state(state)
        return True

    def _notation_done(self) -> None:
        self.model.end_merge()
        if self._notation_error is None:
            s = self.model.state
            self._set_notation_text(format_notation(s.closed, s.melds, s.win))

    def set_notation_text(self, text: str) -> None:
        """Type `text` into the notation box as a user would (tests, paste)."""
        self.notation.setText(text)
        self._notation_edited(self.notation.text())  # as the box holds it: cut to its maximum length
        self._notation_done()

    def copy_notation(self) -> None:
        """Put the hand's notation on the clipboard."""
        s = self.model.state
        QGuiApplication.clipboard().setText(format_notation(s.closed, s.melds, s.win))

    def paste_notation(self) -> None:
        """Read a hand in notation (or a hand code) from the clipboard; text
        longer than any hand or code is refused with a message, unread."""
        text = QGuiApplication.clipboard().text().strip()
        if len(text) > MAX_CODE_LENGTH:
            self._code_error = self.tr("The clipboard holds %1 characters: too long for a hand or a hand code "
                                       "(at most %2).").replace("%1", terms.number_text(len(text))) \
                .replace("%2", terms.number_text(MAX_CODE_LENGTH))
            self._show_status()
            return
        if text:
            self.set_notation_text(text)

    def keyPressEvent(self, event) -> None:  # noqa: N802
        """Qt: unhandled tile keys (digits, m p s z, space) type into the notation box; Enter tidies it."""
        text = event.text()
        if text and text.lower() in _TYPING_KEYS and not event.modifiers() & (
                Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier):
            self.notation.setFocus()
            self.notation.end(False)
            self.notation.insert(text.lower())
            self._notation_edited(self.notation.text())
            return
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            # A line edit passes Enter on to us; with a typo in the box, keep the
            # text and its error so it can be fixed (not revert to the last hand).
            if self._notation_error is None:
                self.refresh()
            return
        super().keyPressEvent(event)

    # -- scaling ---------------------------------------------------------
    def _apply_scale(self, scale: float) -> None:
        if scale == self._scale:
            return
        self._scale = scale
        self.setStyleSheet(self.theme.style_sheet(scale))
        tile = self._hand_tile()
        self.hand_view.set_max_tile_height(tile)
        self._fit_hand_height()
        self.palette.set_max_tile_height(int(52 * scale))
        self.situation.set_tile_height(int(30 * scale))
        self.result_panel.set_scale(scale)
        self._fit_status_height()
        self._size_win_switch()

    def _fit_status_height(self) -> None:
        """Room for two lines of the error line, or the Ron | Tsumo switch."""
        for w in (self.error_label, self.win_switch, self.ron_button, self.tsumo_button):
            w.ensurePolished()
        self.win_switch.layout().invalidate()  # its cached size predates the new fonts
        lines = 2 * QFontMetrics(self.error_label.font()).lineSpacing()
        pad = 2 * max(2, round(3 * self._scale)) + 4
        self.status_bar.setFixedHeight(max(lines + pad, self.win_switch.sizeHint().height()))

    def _fit_hand_height(self) -> None:
        if self._scale:
            self.hand_view.setFixedHeight(self.hand_view.height_for_tile(self._hand_tile()))
            self.kita_row.set_tile_height(int(self._hand_tile() * 0.62))

    def _hand_tile(self) -> int:
        """Largest hand tile height in pixels (88 at 1440 × 900)."""
        return int(88 * self._scale)

    def resizeEvent(self, event) -> None:  # noqa: N802
        """Qt: rescale fonts and tiles with the window size."""
        self._apply_scale(scale_for(event.size().width(), event.size().height()))
        self._arrange_buttons(event.size().width())
        super().resizeEvent(event)

    def _arrange_buttons(self, width: int) -> None:
        """Buttons beside the notation box when the width holds both (the
        box at least 320 px), else on the line below it (800 × 600: the box
        was squeezed to a dozen characters)."""
        spacing = self._notation_row.spacing()
        need = (self.notation_label.sizeHint().width() + 320 + 80
                + sum(b.sizeHint().width() + spacing for b in self.buttons.values()))
        below = width < need
        if below == self._buttons_below:
            return
        self._buttons_below = below
        target = self._button_row if below else self._notation_row
        if below:
            self._button_row.addStretch(1)
        else:
            while self._button_row.count():
                self._button_row.takeAt(0)  # the stretch; the buttons move back below
        for b in self.buttons.values():
            target.addWidget(b)

    def scale(self) -> float:
        """The current size factor (1.0 at 1440 × 900)."""
        return self._scale

