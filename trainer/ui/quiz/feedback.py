"""FeedbackPanel: after grading, the verdict, the truth, and the full
breakdown with the learner's wrong parts marked.

First, when a part is wrong, *why*: the diagnosis of each wrong part
(`trainer.quiz.diagnosis`) in a sentence with its tiles lit ("You likely
counted the 555z pon as closed: 8 fu instead of 4"; several equal slips are
all listed). Then three sections — yaku and han, fu, payment — each headed
with ✓ or the learner's wrong number, each line tied to its tiles (hovering
a line lights them in the hand). The lines the diagnosis points at
(`Reason.suspect`) are tinted red; near misses, yaku the learner left out or
added and other readings appear where they explain a wrong part; what the
fu breakdown leaves out on purpose is said under it ("No tsumo fu: pinfu
tsumo is 20 fu flat"). Everything comes from the core's `ScoreResult` and
the grader's `Grade`; text from `trainer.ui.app.terms`, `skill_terms` and
`wording`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from trainer.quiz.grading import PartGrade, Reason
from trainer.quiz.session import Answered

from ..app import skill_terms, terms
from ..widgets.breakdown import BreakdownLine, tiles_of
from ..widgets.layout import clear_layout
from . import wording


class FeedbackPanel(QWidget):
    """The graded answer explained (see the module docstring).

    Signals:
        linesHovered(object): frozenset of hand tile indices to light.

    Attributes (read back by tests): `lines` — every `BreakdownLine` shown;
    `marked` — the lines marked as the learner's slip; `why_lines` — the
    diagnosis sentences; `verdict` — the verdict QLabel.
    """

    linesHovered = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._box = QVBoxLayout(self)
        self._box.setContentsMargins(0, 0, 0, 0)
        self._box.setSpacing(3)
        self._mapper: Callable[[str], set[int]] = lambda _t: set()
        self._answered: Answered | None = None
        self._mini = 22
        self._col = self._box
        self.lines: list[BreakdownLine] = []
        self.marked: list[BreakdownLine] = []
        self.why_lines: list[BreakdownLine] = []
        self.verdict: QLabel | None = None

    def set_tile_mapper(self, mapper: Callable[[str], set[int]]) -> None:
        """How to find hand tile indices for an mpsz string (`HandView.indices_of`)."""
        self._mapper = mapper

    def set_tile_height(self, px: int) -> None:
        """Height of the small tiles beside the lines."""
        self._mini = max(14, int(px))
        if self._answered is not None:
            self.show_answered(self._answered)

    def clear(self) -> None:
        """Show nothing."""
        self._answered = None
        self._rebuild()

    def show_answered(self, a: Answered) -> None:
        """Show the verdict and breakdown of a graded question."""
        self._answered = a
        self._rebuild()

    # -- building ------------------------------------------------------------
    def _rebuild(self) -> None:
        clear_layout(self._box)
        self.lines, self.marked, self.verdict, self.why_lines = [], [], None, []
        a = self._answered
        if a is None:
            return
        q, g, r = a.question, a.grade, a.question.result
        right = sum(1 for p in g.parts if p.right)
        self.verdict = QLabel()
        self.verdict.setObjectName("Verdict")
        self.verdict.setProperty("state", "right" if g.all_right else "wrong")
        if g.all_right:
            self.verdict.setText(self.tr("✓ All right"))
        else:
            self.verdict.setText(self.tr("✗ %1 of %2 right").replace("%1", str(right))
                                 .replace("%2", str(len(g.parts))))
        truth = QLabel(self._truth_text(a))
        truth.setObjectName("Truth")
        truth.setWordWrap(True)
        head = QHBoxLayout()
        head.addWidget(self.verdict)
        head.addSpacing(16)
        head.addWidget(truth, 1)
        self._box.addLayout(head)
        self._why(g)
        columns = QHBoxLayout()
        columns.setSpacing(28)
        left, right_col = QVBoxLayout(), QVBoxLayout()
        for col in (left, right_col):
            col.setSpacing(3)
            columns.addLayout(col, 1)
        self._box.addLayout(columns)
        has_fu = not r.yakuman and bool(r.fu_items)
        self._col = left

        parts = {p.part: p for p in g.parts}
        # Yaku and han
        self._section(self.tr("Yaku"), [parts.get("han"), parts.get("yaku")])
        han_reasons = {(x.kind, x.id): x for x in (parts["han"].reasons if "han" in parts else ())}
        for y in r.yaku:
            reason = han_reasons.get(("yaku", y.id))
            self._line(reason or Reason("yaku", y.id, y.han, y.tiles, _yaku_args(y)),
                       tiles=y.tiles)
        for x in (parts["han"].reasons if "han" in parts else ()):
            if x.kind in ("near_miss", "reading"):
                self._line(x)
        for x in (parts["yaku"].reasons if "yaku" in parts else ()):
            self._line(x, tiles=x.tiles)
        # Fu (right column)
        if has_fu:
            self._col = right_col
            self._section(self.tr("Fu"), [parts.get("fu"), parts.get("fu_raw")])
            fu_part = parts.get("fu") if parts.get("fu") and not parts["fu"].right else parts.get("fu_raw")
            reasons = list(fu_part.reasons) if fu_part is not None and not fu_part.right else []
            if reasons:
                for x in reasons:
                    self._line(x)
            else:
                for f in r.fu_items:
                    if f.id == "rounding":
                        self._line(Reason("rounding", "rounding", f.fu, "", (("raw", r.fu_raw), ("fu", r.fu))))
                    else:
                        args = (("completed_by_ron", True),) if f.completed_by_ron else ()
                        self._line(Reason("fu_item", f.id, f.fu, f.tiles, args))
            for n in g.notes:
                note = QLabel(skill_terms.slip_text(n))
                note.setObjectName("LineNote")
                note.setWordWrap(True)
                self._col.addWidget(note)
        # Payment (under the yaku, or on the right for a yakuman)
        self._col = left if has_fu else right_col
        pay_parts = [parts.get(p) for p in ("ron", "dealer_pays", "non_dealer_pays", "total")]
        self._section(self.tr("Payment"), pay_parts)
        dealer = q.hand.get("seat_wind") == "E"
        line = BreakdownLine(terms.payment_text(r.points, dealer), terms.number_text(r.points.total),
                             tile_height=self._mini, wrap=True)
        self._col.addWidget(line)
        bonus = terms.bonus_text(r.points.honba_bonus, r.points.sticks_bonus)
        if bonus:
            note = QLabel(bonus)
            note.setObjectName("LineNote")
            self._col.addWidget(note)
        shown = set()
        for p in pay_parts:
            if p is None or p.right:
                continue
            for x in p.reasons:
                key = (x.kind, x.id, x.value)
                if key in shown:
                    continue
                shown.add(key)
                self._line(x)
        left.addStretch(1)
        right_col.addStretch(1)

    def _why(self, g) -> None:
        """The diagnosis of each wrong part, full width, its tiles lit."""
        rows = [(p.part, text, tiles) for p in g.parts if p.diagnosis is not None
                for text, tiles in skill_terms.diagnosis_lines(p.diagnosis)]
        if not rows:
            return
        title = QLabel(self.tr("Why"))
        title.setObjectName("WhyTitle")
        self._box.addWidget(title)
        dealer_tsumo = self._dealer_tsumo()
        lit = frozenset()
        named = set()
        for part, text, tiles in rows:
            indices = frozenset(self._mapper(tiles)) if tiles else frozenset()
            # the part is named on its first line; the lines after it (several
            # slips that fit equally) are its bullets
            name = text if part in named else \
                self.tr("%1: %2").replace("%1", wording.part_name(part, dealer_tsumo)).replace("%2", text)
            named.add(part)
            line = BreakdownLine(name, "", indices, tiles_of(tiles), "", self._mini, wrap=True)
            line.setProperty("why", True)
            line.hovered.connect(self.linesHovered)
            self._box.addWidget(line)
            self.why_lines.append(line)
            lit = lit or indices
        if lit:
            self.linesHovered.emit(lit)  # the slip's tiles lit until the pointer moves over a line

    def _truth_text(self, a: Answered) -> str:
        r = a.question.result
        bits = []
        if r.yakuman:
            bits.append(terms.yakuman_text(r.yakuman))
        else:
            bits.append(terms.han_text(r.han) + " " + terms.fu_text(r.fu))
            if r.limit:
                bits.append(terms.limit_name(r.limit))
        bits.append(terms.points_text(r.points.total))
        return " · ".join(bits)

    def _section(self, title: str, parts: list[PartGrade | None]) -> None:
        row = QHBoxLayout()
        row.setContentsMargins(6, 8, 6, 0)
        t = QLabel(title)
        t.setObjectName("SectionTitle")
        row.addWidget(t)
        row.addStretch(1)
        for p in parts:
            if p is None:
                continue
            mark = QLabel()
            mark.setObjectName("Band")
            mark.setProperty("state", "right" if p.right else "wrong")
            name = wording.part_name(p.part, dealer_tsumo=self._dealer_tsumo())
            if p.right:
                mark.setText(self.tr("%1 ✓").replace("%1", name))
            elif p.part == "yaku":
                mark.setText(self.tr("%1 ✗").replace("%1", name))
            else:
                mark.setText(self.tr("%1: you said %2").replace("%1", name)
                             .replace("%2", wording.part_value_text(p.part, p.given)))
            row.addWidget(mark)
        self._col.addLayout(row)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet("color: rgba(128,128,128,0.35);")
        self._col.addWidget(rule)

    def _dealer_tsumo(self) -> bool:
        a = self._answered
        return a is not None and a.question.result.points.tsumo and a.question.result.points.dealer_pays is None

    def _line(self, x: Reason, tiles: str | None = None) -> BreakdownLine:
        tiles = x.tiles if tiles is None else tiles
        note = wording.suspect_note() if x.suspect else ""
        wrap = x.kind not in ("fu_item", "yaku", "rounding")
        line = BreakdownLine(wording.reason_name(x), wording.reason_value(x),
                             frozenset(self._mapper(tiles)) if tiles else frozenset(), tiles_of(tiles), "",
                             self._mini, wrap=wrap)
        if note:
            n = QLabel(note)
            n.setObjectName("SuspectNote")
            line.layout().insertWidget(line.layout().count() - 1, n)
            line.setProperty("suspect", True)
            self.marked.append(line)
        line.hovered.connect(self.linesHovered)
        self._col.addWidget(line)
        self.lines.append(line)
        return line

    def light_lines_for(self, index: int) -> None:
        """Light the lines whose tiles include hand tile `index` (-1: none)."""
        for line in self.lines:
            line.set_lit(index >= 0 and index in line.indices)


def _yaku_args(y) -> tuple:
    return tuple(a for a in (("open_reduced", True) if y.open_reduced else None,
                             ("count", y.count) if y.count else None) if a)

