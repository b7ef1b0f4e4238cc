"""ResultPanel: the live, explained score of the calculator's hand.

Glanceable first: the limit name and the total in the largest type, han and
fu, who pays what. Then the yaku with their han and the fu items with their
tiles and amounts (each line linked to its tiles in the hand: hovering a
line lights the tiles, hovering a tile lights its lines), the rounding, the
readings considered and why the chosen one won, near misses. With a hand one
tile short it lists every winning tile with its ron and tsumo value. When
the hand is refused it keeps the last good result, greyed under a line that
says so (UI.md). While a hand is being built (too few tiles to score) it
shows only what to do next: an earlier hand's result is never shown as if it
were the current one, and an empty hand (Clear) forgets it.

Everything shown comes from the core's `ScoreResult`; text comes from
`trainer.ui.base.terms` (the core's ids, translated) and this widget's `tr()`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.errors import HandError
from trainer.core.result import ScoreResult
from trainer.core.tiles import format_tiles, tile_of

from ..base import terms
from ..widgets.breakdown import BreakdownLine, tiles_of
from ..widgets.tile_row import TileRow
from .evaluation import Evaluation, WaitValue
from .state import CalcState


class ResultPanel(QScrollArea):
    """The explained result; see the module docstring.

    Signals:
        linesHovered(object): frozenset of hand tile indices to light (empty
            to clear).
        waitPicked(object, bool): a wait's value was clicked: the `Tile` and
            True for its tsumo value, False for ron.

    Attributes for reading back what is shown (tests, the bench):
        shown_result: the `ScoreResult` on display (None when none).
        stale: True when that result is greyed (the current hand is refused
            and the last good result is kept, small, under `stale_label`
            "Last valid hand").
        points_label: the headline number: the hand's value as the
            readings list gives it; `received_label` adds honba and
            riichi sticks ("+300 honba, +1,000 riichi sticks: 9,300
            received") when there are any.
        shown_waits: the `WaitValue` tuple listed (hand one tile short).
    """

    linesHovered = Signal(object)
    waitPicked = Signal(object, bool)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        # a sideways bar only where the panel is narrower than its widest line (150 % zoom in an 800 px window):
        # never a line cut at the side
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self._mapper: Callable[[str], set[int]] = lambda _t: set()
        self._lines: list[BreakdownLine] = []
        self._ev: Evaluation | None = None
        self._state: CalcState | None = None
        self._last_good: tuple[ScoreResult, CalcState] | None = None
        self._show_readings = False
        self._show_misses = True
        self._scale = 1.0
        self._linking = True
        self._shown_key: tuple | None = None
        self._hint_label: QLabel | None = None
        self.shown_result: ScoreResult | None = None
        self.stale = False
        self.shown_waits: tuple[WaitValue, ...] = ()
        self.limit_label: QLabel | None = None
        self.points_label: QLabel | None = None
        self.hanfu_label: QLabel | None = None
        self.payment_label: QLabel | None = None
        self.stale_label: QLabel | None = None
        self.received_label: QLabel | None = None

    # -- inputs ----------------------------------------------------------
    def set_tile_mapper(self, mapper: Callable[[str], set[int]]) -> None:
        """How to find hand tile indices for an mpsz string
        (`HandView.indices_of`)."""
        self._mapper = mapper

    def set_scale(self, scale: float) -> None:
        """Size factor for the small tiles (follows the window)."""
        if abs(scale - self._scale) > 0.01:
            self._scale = scale
            self._render()

    def show_evaluation(self, ev: Evaluation, state: CalcState) -> None:
        """Show an `Evaluation` of `state`. The panel is rebuilt only when
        what it lists changes (a new result, new waits, a result becoming
        stale); otherwise only its hint line is updated."""
        self._ev = ev
        self._state = state
        if ev.status == "scored" and ev.result is not None:
            self._last_good = (ev.result, state)
        elif ev.status == "empty":
            self._last_good = None  # a cleared hand starts fresh
        key = self._key()
        same = self._shown_key is not None and len(key) == len(self._shown_key) and all(
            a is b or (isinstance(a, str) and a == b) for a, b in zip(key, self._shown_key, strict=True))
        if same:
            self._set_hint()
        else:
            self._render()

    def _key(self) -> tuple:
        """What decides the panel's content apart from its hint line."""
        ev = self._ev
        if ev is None or ev.status == "empty":
            return ("welcome",)
        if ev.status == "scored":
            return ("scored", ev.result)
        if ev.status == "waits":
            return ("waits", ev.waits)
        if ev.status == "error" and self._last_good is not None:
            return ("stale", self._last_good[0])
        return (ev.status,)

    def _hint_text(self) -> str:
        ev = self._ev
        if ev is None or ev.status == "empty":
            return self._welcome()
        if ev.status == "building":
            return self._building_text(ev)
        if ev.status == "error":
            if self._last_good is not None:
                return self.tr("The current hand cannot be scored: the red line under the hand says why.")
            return self.tr("This hand cannot be scored yet: the red line under the hand says why.")
        return ""

    def _set_hint(self) -> None:
        text = self._hint_text()
        if self._hint_label is not None:
            self._hint_label.setText(text)
            self._hint_label.setVisible(bool(text))

    def light_lines_for(self, index: int) -> None:
        """Light the lines whose tiles include hand tile `index` (-1: none)."""
        for line in self._lines:
            line.set_lit(index >= 0 and index in line.indices)

    def lines(self) -> list[BreakdownLine]:
        """The linked lines shown (yaku, fu items, near misses)."""
        return list(self._lines)

    # -- building --------------------------------------------------------
    def _mini(self) -> int:
        return max(14, int(22 * self._scale))

    def _section(self, box: QVBoxLayout, title: str, right: str = "") -> None:
        row = QHBoxLayout()
        row.setContentsMargins(6, 0, 6, 0)
        t = QLabel(title)
        t.setObjectName("SectionTitle")
        row.addWidget(t)
        row.addStretch(1)
        if right:
            r = QLabel(right)
            r.setObjectName("SectionTitle")
            row.addWidget(r)
        box.addLayout(row)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet("color: rgba(128,128,128,0.35);")
        box.addWidget(rule)

    def _line(self, box: QVBoxLayout, name: str, value: str, tiles: str = "", note: str = "",
              show_tiles: bool = True, indices=None, wrap: bool = False) -> BreakdownLine:
        idx = frozenset(indices if indices is not None else (self._mapper(tiles) if tiles else ()))
        line = BreakdownLine(name, value, idx, tiles_of(tiles) if show_tiles else (), note, self._mini(), wrap)
        box.addWidget(line)
        if self._linking:
            line.hovered.connect(self.linesHovered)  # signal to signal: a bound .emit leaked per line
            self._lines.append(line)
        return line

    def _render(self) -> None:
        self._lines = []
        self._shown_key = self._key()
        body = QWidget()
        box = QVBoxLayout(body)
        box.setContentsMargins(14, 12, 14, 12)
        box.setSpacing(3)
        self._hint_label = QLabel()
        self._hint_label.setObjectName("BigHint")
        self._hint_label.setWordWrap(True)
        box.addWidget(self._hint_label)
        self._set_hint()
        ev, state = self._ev, self._state
        self.shown_result, self.stale, self.shown_waits = None, False, ()
        self.limit_label = self.points_label = self.hanfu_label = self.payment_label = None
        self.stale_label = self.received_label = None
        kind = self._shown_key[0]
        if kind == "scored":
            self._score(box, ev.result, state)
        elif kind == "waits":
            self._waits(box, ev.waits, state)
        elif kind == "stale":
            # The last valid hand, greyed and small under its own label: its
            # total must not read as the current hand's.
            self.stale_label = QLabel(self.tr("Last valid hand"))
            self.stale_label.setObjectName("SectionTitle")
            box.addSpacing(6)
            box.addWidget(self.stale_label)
            old = QWidget()
            old.setObjectName("StaleResult")
            old_box = QVBoxLayout(old)
            old_box.setContentsMargins(0, 0, 0, 0)
            old_box.setSpacing(2)
            result, old_state = self._last_good
            self._score(old_box, result, old_state, linked=False)
            old.setEnabled(False)
            old.setStyleSheet(self._stale_sheet())
            box.addWidget(old)
            self.stale = True
        box.addStretch(1)
        # The old body is deleted later, not now (setWidget would delete it
        # at once): a rebuild can happen inside a font change or a resize
        # that still holds references to its widgets.
        old = self.takeWidget()
        self.setWidget(body)
        if old is not None:
            old.hide()
            old.deleteLater()

    def _stale_sheet(self) -> str:
        """Half-size headline for the last valid hand (the theme's sizes × 0.5)."""
        def px(n: float) -> str:
            return f"{max(9, round(n * 0.5 * max(self._scale, 0.86)))}px"
        return (f"QLabel#Limit {{ font-size: {px(30)}; }} QLabel#Points {{ font-size: {px(40)}; }} "
                f"QLabel#HanFu, QLabel#Payment {{ font-size: {px(30)}; }}")

    def _welcome(self) -> str:
        return "\n\n".join((
            self.tr("1. Click tiles in the palette, or type a hand in the notation box, e.g. 234m456p678s33355s. "
                    "Right-click a palette tile for a chi, pon or kan."),
            self.tr("2. The last tile added is the winning tile; click another tile of the hand to change it."),
            self.tr("3. Choose Ron or Tsumo and the situation: the score, the yaku and the fu appear here."),
            self.tr("Ctrl+R deals a random hand; F1 lists the keyboard shortcuts."),
        ))

    def _building_text(self, ev: Evaluation) -> str:
        if ev.missing > 1:
            return self.tr("Add %n more tile(s) to see the waits.", "", ev.missing - 1)
        return self.tr("Click a tile in the hand to make it the winning tile.")

    def _score(self, box: QVBoxLayout, r: ScoreResult, state: CalcState, linked: bool = True) -> None:
        p = r.points
        self.shown_result = r
        self._linking = linked
        # Headline: limit, total, han/fu, who pays.
        head = QGridLayout()
        head.setHorizontalSpacing(12)
        head.setVerticalSpacing(0)
        limit = terms.yakuman_text(r.yakuman) if r.yakuman else terms.limit_name(r.limit)
        han_fu = [terms.han_text(r.han)] + ([terms.fu_text(r.fu)] if r.fu else [])
        who = [terms.role_name(state.ctx.is_dealer), terms.flag_name("tsumo" if p.tsumo else "ron")]
        # The headline is the limit's name, or han and fu when there is none.
        self.limit_label = QLabel(limit or " ".join(han_fu))
        self.limit_label.setObjectName("Limit")
        # The hand's value, as the readings list shows it; honba and riichi
        # sticks come on a line of their own below.
        self.points_label = QLabel(terms.number_text(r.chosen.points_total))
        self.points_label.setObjectName("Points")
        self.points_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        parts = (han_fu if limit and not r.yakuman else []) + who
        self.hanfu_label = QLabel("  ·  ".join(parts))
        self.hanfu_label.setObjectName("HanFu")
        # honba are inside the payments (as the core gives them): said on the
        # same line, so that the sticks' line below adds only the sticks
        pays = terms.payment_text(p, state.ctx.is_dealer)
        if p.honba_bonus:
            pays += "  ·  " + terms.bonus_text(p.honba_bonus, 0)
        if p.tsumo_payment:  # three players: what became of North's share
            pays += "  ·  " + terms.north_share_text(p)
        self.payment_label = QLabel(pays)
        self.payment_label.setObjectName("Payment")
        self.payment_label.setWordWrap(True)
        head.addWidget(self.limit_label, 0, 0)
        head.addWidget(self.points_label, 0, 1, 2, 1)
        head.addWidget(self.hanfu_label, 1, 0)
        head.setColumnStretch(0, 1)
        box.addLayout(head)
        box.addWidget(self.payment_label)
        extra = []
        if p.sticks_bonus:
            # "+1,000 for riichi sticks: the winner receives 5,800" (4,800 paid
            # with honba, plus the sticks); it read "+900 for honba, +1,000 …"
            # under "Discarder pays 4,800", which already held the 900
            self.received_label = QLabel(terms.received_text(p.sticks_bonus, p.total))
            self.received_label.setObjectName("Payment")
            self.received_label.setWordWrap(True)
            box.addWidget(self.received_label)
        if r.kiriage:
            extra.append(self.tr("Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan."))
        for n_id, args in r.notes:
            extra.append(terms.note_text(n_id, args))
        for text in extra:
            label = QLabel(text)
            label.setObjectName("Muted")
            label.setWordWrap(True)
            box.addWidget(label)
        box.addSpacing(8)

        # Yaku.
        self._section(box, self.tr("Yaku"), self.tr("han"))
        for y in r.yaku:
            name = terms.yaku_name(y.id)
            note = self.tr("open: −1 han") if y.open_reduced else ""
            tiles = y.tiles
            if y.id in ("dora", "ura_dora", "aka_dora"):
                value = str(y.han)
                self._line(box, name, value, tiles, note, show_tiles=True)
                continue
            if y.id == "kita":  # the set-aside Norths, drawn beside the hand, not in it
                self._line(box, name, str(y.han), tiles, note, show_tiles=True, indices=())
                continue
            value = terms.yakuman_text(y.han // 13) if r.yakuman else str(y.han)
            self._line(box, name, value, tiles, note, show_tiles=False)
        box.addSpacing(8)

        # Fu (not for yakuman: fu do not count there).
        if not r.yakuman and r.fu_items:
            self._section(box, self.tr("Fu"), self.tr("fu"))
            for f in r.fu_items:
                if f.id == "rounding":
                    continue
                note = self.tr("completed by ron: counts as open") if f.completed_by_ron else ""
                self._line(box, terms.fu_item_name(f.id), str(f.fu), f.tiles, note)
            rounding = next((f for f in r.fu_items if f.id == "rounding"), None)
            if rounding is not None and rounding.fu:
                total = self.tr("%1 fu, rounded up to %2").replace("%1", str(r.fu_raw)).replace("%2", str(r.fu))
                self._line(box, total, "+" + str(rounding.fu), indices=())
            total_line = self._line(box, self.tr("Total"), terms.fu_text(r.fu), indices=())
            total_line.value_label.setStyleSheet("font-weight: 700;")
            box.addSpacing(8)

        # Readings considered.
        n = len(r.readings)
        toggle = QToolButton()
        toggle.setObjectName("Link")
        arrow = "▾ " if self._show_readings else "▸ "
        toggle.setText(arrow + self.tr("Readings considered (%1)").replace("%1", str(n)))
        toggle.clicked.connect(self._toggle_readings)
        box.addWidget(toggle)
        if self._show_readings:
            why = QLabel(terms.choice_text(r.choice))
            why.setObjectName("Muted")
            why.setWordWrap(True)
            box.addWidget(why)
            for i, s in enumerate(r.readings):
                self._reading_line(box, s, i == 0)

        # Near misses.
        if r.near_misses:
            toggle = QToolButton()
            toggle.setObjectName("Link")
            arrow = "▾ " if self._show_misses else "▸ "
            toggle.setText(arrow + self.tr("Near misses (%1)").replace("%1", str(len(r.near_misses))))
            toggle.clicked.connect(self._toggle_misses)
            box.addWidget(toggle)
            if self._show_misses:
                for nm in r.near_misses:
                    self._line(box, terms.near_miss_text(nm), "", nm.tiles, show_tiles=False, wrap=True)

    def _reading_line(self, box: QVBoxLayout, s, chosen: bool) -> None:
        rd = s.reading
        if rd.shape == "standard":
            parts = [g.tiles for g in rd.groups] + [format_tiles([tile_of(rd.pair)] * 2)]
            picture = " ".join(parts)
        elif rd.shape == "chiitoitsu":
            picture = " ".join(format_tiles([tile_of(k)] * 2) for k in rd.pairs)
        else:
            picture = terms.shape_name(rd.shape)
        head = picture + "  (" + terms.wait_name(rd.wait) + ")"
        if s.yakuman:
            value = terms.yakuman_text(s.yakuman)
        elif s.han:
            value = terms.han_text(s.han) + " " + terms.fu_text(s.fu) + "  " + terms.number_text(s.points_total)
        else:
            value = self.tr("no yaku")
        line = self._line(box, ("✓ " if chosen else "   ") + head, value, indices=())
        line.name_label.setStyleSheet("font-family: monospace;" + ("font-weight: 700;" if chosen else ""))

    def _toggle_readings(self) -> None:
        self._show_readings = not self._show_readings
        self._render()

    def _toggle_misses(self) -> None:
        self._show_misses = not self._show_misses
        self._render()

    def rerender(self) -> None:
        """Rebuild everything (after a language or term-style change)."""
        self._render()

    # -- waits -----------------------------------------------------------
    def _value_text(self, v: ScoreResult | HandError) -> tuple[str, str]:
        if isinstance(v, HandError):
            if v.code == "no_yaku":
                return self.tr("no yaku"), ""
            return "—", terms.error_text(v)
        if v.yakuman:
            sub = terms.yakuman_text(v.yakuman)
        else:
            sub = terms.han_text(v.han) + " " + (terms.fu_text(v.fu) if v.fu else "")
        return terms.number_text(v.points.total), sub.strip()

    def _waits(self, box: QVBoxLayout, waits: tuple[WaitValue, ...], state: CalcState) -> None:
        self.shown_waits = waits
        title = QLabel(self.tr("Tenpai: the hand wins on these tiles") if waits
                       else self.tr("Not tenpai: no tile completes this hand."))
        title.setObjectName("HanFu")
        title.setWordWrap(True)
        box.addWidget(title)
        if not waits:
            return
        hint = QLabel(self.tr("Click a value to win on that tile."))
        hint.setObjectName("Muted")
        box.addWidget(hint)
        box.addSpacing(6)
        grid = QGridLayout()
        grid.setHorizontalSpacing(16)
        grid.setVerticalSpacing(6)
        for c, text in enumerate(("", "", terms.flag_name("ron"), terms.flag_name("tsumo"))):
            if text:
                h = QLabel(text)
                h.setObjectName("SectionTitle")
                h.setAlignment(Qt.AlignmentFlag.AlignRight)
                grid.addWidget(h, 0, c)
        for i, w in enumerate(waits, start=1):
            grid.addWidget(TileRow((w.tile,), int(self._mini() * 2.2)), i, 0)
            res = w.ron if isinstance(w.ron, ScoreResult) else (w.tsumo if isinstance(w.tsumo, ScoreResult) else None)
            wait = QLabel(terms.wait_name(res.chosen.reading.wait) if res is not None else "")
            grid.addWidget(wait, i, 1)
            for c, (value, tsumo) in enumerate(((w.ron, False), (w.tsumo, True)), start=2):
                main, sub = self._value_text(value)
                b = QToolButton()
                b.setObjectName("Link")
                b.setText(main + ("\n" + sub if sub else ""))
                b.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
                b.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
                b.clicked.connect(lambda _=False, t=w.tile, ts=tsumo: self.waitPicked.emit(t, ts))
                grid.addWidget(b, i, c, alignment=Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(1, 1)
        box.addLayout(grid)

    def changeEvent(self, event) -> None:  # noqa: N802
        """Qt: rebuild in the new language on LanguageChange."""
        if event.type() == QEvent.Type.LanguageChange:
            self.rerender()
        super().changeEvent(event)
