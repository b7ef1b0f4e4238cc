"""FeedbackPanel: after grading, the verdict, the truth, and the full
breakdown with the learner's wrong parts marked.

First, when a part is wrong, *why*: the diagnosis of each wrong part
(`trainer.quiz.diagnosis`) in a sentence with its tiles lit ("You likely
counted the 555z pon as closed: 8 fu instead of 4"); when several slips fit
equally, the likeliest one or two by the learner's record, the rest folded
under "Other possibilities", and a question which one it was (issue 21: no
skill is counted against the learner until they say, or skip it). Then three sections — yaku and han, fu, payment — each headed
with ✓ or the learner's wrong number, each line tied to its tiles (hovering
a line lights them in the hand). The lines the diagnosis points at
(`Reason.suspect`) are tinted red; near misses, yaku the learner left out or
added and other readings appear where they explain a wrong part; what the
fu breakdown leaves out on purpose is said under it ("No tsumo fu: pinfu
tsumo is 20 fu flat"). Everything comes from the core's `ScoreResult` and
the grader's `Grade`; text from `trainer.ui.base.terms`, `skill_terms` and
`wording`.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QToolButton, QVBoxLayout, QWidget

from trainer.quiz.grading import PartGrade, Reason
from trainer.quiz.session import Answered

from ..base import i18n, skill_terms, terms
from ..widgets.breakdown import BreakdownLine, tiles_of
from ..widgets.flow_layout import FlowLayout
from ..widgets.layout import clear_layout
from . import wording

# Slips of one wrong part shown at once; the rest are folded.
SHOWN_SLIPS = 2



# The skill kinds a wrong part's "Learn this" looks for first (the rest:
# payments). A fu slip may name a yaku (pinfu) but its lesson is about fu.
LEARN_FAMILIES = {"fu": ("fu.",), "fu_raw": ("fu.",), "han": ("yaku.", "dora.", "limit."),
                  "yaku": ("yaku.",)}

class FeedbackPanel(QWidget):
    """The graded answer explained (see the module docstring).

    Signals:
        linesHovered(object): frozenset of hand tile indices to light.
        slipChosen(object): ``(part, skill ids)`` — the learner's answer to
            "Which one was your slip?" (`Grade.resolve`).
        skipped(): the learner answered it "Not sure".

    Attributes (read back by tests): `lines` — every `BreakdownLine` shown;
    `marked` — the lines marked as the learner's slip; `why_lines` — the
    diagnosis sentences (folded ones included); `folds` — the "Other
    possibilities" toggles; `ask_boxes`, `choice_buttons` — the question
    which slip it was, and its buttons; `left_open` — the notes that a
    skipped question is left for later answers to decide; `verdict` — the
    verdict QLabel.
    """

    linesHovered = Signal(object)
    slipChosen = Signal(object)
    skipped = Signal()

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
        self.folds: list[QToolButton] = []
        self.learn_links: list[QPushButton] = []
        self.left_open: list[QLabel] = []
        self.ask_boxes: list[QFrame] = []
        self.choice_buttons: list[QPushButton] = []
        self._skipped: set[str] = set()
        self._maybe: set[str] = set()  # parts several slips explain equally
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
        if self._answered is None or self._answered.question is not a.question:
            self._skipped = set()
        self._answered = a
        self._rebuild()

    # -- building ------------------------------------------------------------
    def _rebuild(self) -> None:
        clear_layout(self._box)
        self.lines, self.marked, self.verdict, self.why_lines = [], [], None, []
        self.folds, self.ask_boxes, self.choice_buttons, self.learn_links = [], [], [], []
        self.left_open = []
        a = self._answered
        if a is None:
            return
        q, g, r = a.question, a.grade, a.question.result
        self._maybe = {p.part for p in g.parts if p.diagnosis is not None and len(p.diagnosis.explanations) > 1}
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
                       tiles=y.tiles, part="han")
        for x in (parts["han"].reasons if "han" in parts else ()):
            if x.kind in ("near_miss", "reading"):
                self._line(x, part="han")
        for x in (parts["yaku"].reasons if "yaku" in parts else ()):
            self._line(x, tiles=x.tiles, part="yaku")
        # Fu (right column)
        if has_fu:
            self._col = right_col
            self._section(self.tr("Fu"), [parts.get("fu"), parts.get("fu_raw")])
            fu_part = parts.get("fu") if parts.get("fu") and not parts["fu"].right else parts.get("fu_raw")
            reasons = list(fu_part.reasons) if fu_part is not None and not fu_part.right else []
            if reasons:
                for x in reasons:
                    self._line(x, part=fu_part.part)
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
        # three players: what became of the absent North's share (TABLE_RULES.md §8)
        for text in (terms.north_share_text(r.points), terms.bonus_text(r.points.honba_bonus, r.points.sticks_bonus)):
            if text:
                note = QLabel(text)
                note.setObjectName("LineNote")
                note.setWordWrap(True)
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
                self._line(x, part=p.part)
        left.addStretch(1)
        right_col.addStretch(1)

    def _why(self, g) -> None:
        """The diagnosis of each wrong part, full width: its likeliest slip
        or two (the grade orders them by the learner's record), the rest
        folded under "Other possibilities"; the first slip shown has its
        tiles lit. Then, when slips naming different skills fit equally,
        the question which one it was (`_ask`)."""
        han = g.part("han")
        typed = (han is not None and han.given_yakuman), self._yakuman_hand()
        parts = [p for p in g.parts if p.diagnosis is not None and skill_terms.explanation_texts(p.diagnosis, *typed)]
        if not parts:
            return
        title = QLabel(self.tr("Why"))
        title.setObjectName("WhyTitle")
        self._box.addWidget(title)
        lit: frozenset | None = None
        for p in parts:
            texts = skill_terms.explanation_texts(p.diagnosis, *typed)
            name = self._part_name(p.part)
            shown, folded = texts[:SHOWN_SLIPS], texts[SHOWN_SLIPS:]
            if len(texts) > 1:
                head = self.tr("%1: several slips give your number; the likeliest:").replace("%1", name)
                self._why_line(head, "")
            for i, (text, tiles) in enumerate(shown):
                line = self._why_line(text if len(texts) > 1 else
                                      self.tr("%1: %2").replace("%1", name).replace("%2", text), tiles,
                                      bullet=len(texts) > 1)
                if lit is None and i == 0:
                    lit = line.indices
            if folded:
                self._fold(folded)
            self._learn_link(p)
        if lit:
            self.linesHovered.emit(lit)  # the slip shown first has its tiles lit until the pointer moves
        self._ask(g)

    def _learn_link(self, p: PartGrade) -> None:
        """"Learn this: <lesson>" under a part's slips (issue 21 §3): the
        lesson of the first slip shown (the likeliest) — of its skills, one
        of the part's own kind first (a fu skill for the fu, a payment skill
        for a payment) — when the course teaches it and the feedback sits in
        a window with a Learn tab."""
        window = self.window()
        explanations = p.diagnosis.explanations if p.diagnosis is not None else ()
        if not hasattr(window, "learn_skill") or not explanations:
            return
        from trainer.quiz.course import lesson_for_skill

        skills = [s.skill for s in explanations[0] if s.skill]
        own = LEARN_FAMILIES.get(p.part, ("pay.",))
        skills.sort(key=lambda k: not k.startswith(own))  # stable: the part's own kind first
        found = next(((k, x) for k in skills if (x := lesson_for_skill(k)) is not None), None)
        if found is None:
            return
        skill, lesson = found
        link = QPushButton(self.tr("Learn this: %1").replace("%1", lesson.title_in(i18n.current_language())))
        link.setObjectName("LearnLink")
        link.setCursor(Qt.CursorShape.PointingHandCursor)
        link.clicked.connect(lambda: window.learn_skill(skill))
        self._box.addWidget(link, 0, Qt.AlignmentFlag.AlignLeft)
        self.learn_links.append(link)

    def _why_line(self, text: str, tiles: str, bullet: bool = False) -> BreakdownLine:
        indices = frozenset(self._mapper(tiles)) if tiles else frozenset()
        line = BreakdownLine(" • " + text if bullet else text, "", indices, tiles_of(tiles), "", self._mini,
                             wrap=True)
        line.setProperty("why", True)
        line.hovered.connect(self.linesHovered)
        self._box.addWidget(line)
        self.why_lines.append(line)
        return line

    def _fold(self, texts: list[tuple[str, str]]) -> None:
        """The less likely slips, behind a toggle ("Other possibilities (N)")."""
        toggle = QToolButton()
        toggle.setObjectName("FoldToggle")
        toggle.setCheckable(True)
        toggle.setArrowType(Qt.ArrowType.RightArrow)
        toggle.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        toggle.setText(self.tr("Other possibilities (%1)").replace("%1", str(len(texts))))
        self._box.addWidget(toggle)
        self.folds.append(toggle)
        lines = [self._why_line(text, tiles, bullet=True) for text, tiles in texts]
        for line in lines:
            line.hide()

        def flip(on: bool) -> None:
            toggle.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
            for x in lines:
                x.setVisible(on)

        toggle.toggled.connect(flip)

    def _ask(self, g) -> None:
        """"Which was it?" for each ambiguous part: a button per candidate
        (skill names), and Not sure; after an answer, what was noted."""
        for _part, skills in g.resolved:
            done = QLabel(self.tr("Noted: %1 will come back for review.")
                          .replace("%1", self.tr(", ").join(skill_terms.skill_name(k) for k in skills)))
            done.setObjectName("AskDone")
            done.setWordWrap(True)
            self._box.addWidget(done)
        for amb in g.ambiguities:
            if amb.part in self._skipped:
                # the miss is pending: later answers decide it (trainer.quiz.pending)
                left = QLabel(self.tr("Left open: your next answers will show which it was; until then none is "
                                      "counted against you."))
                left.setObjectName("AskDone")
                left.setWordWrap(True)
                self._box.addWidget(left)
                self.left_open.append(left)
                continue
            box = QFrame()
            box.setObjectName("AskBox")
            col = QVBoxLayout(box)
            col.setContentsMargins(10, 6, 10, 8)
            ask = QLabel(self.tr("Which one was your slip? Your answer tells the trainer which skill to review; "
                                 "until then none is counted against you."))
            ask.setObjectName("AskTitle")
            ask.setWordWrap(True)
            col.addWidget(ask)
            holder = QWidget()
            row = FlowLayout(holder, spacing=6)  # long skill names wrap onto a second line in a small window
            for i, skills in enumerate(amb.choices):
                b = QPushButton(self.tr(" + ").join(skill_terms.skill_name(k) for k in skills))
                b.setObjectName("AskChoice")
                if i < 9 and not self.ask_boxes:   # the first question answers from the keyboard too (Alt+1…)
                    b.setToolTip(f"Alt+{i + 1}")
                b.clicked.connect(lambda _=False, part=amb.part, skills=skills: self.slipChosen.emit((part, skills)))
                row.addWidget(b)
                self.choice_buttons.append(b)
            skip = QPushButton(self.tr("Not sure"))
            skip.setObjectName("AskSkip")
            skip.clicked.connect(lambda _=False, part=amb.part: self._skip(part))
            row.addWidget(skip)
            col.addWidget(holder)
            self._box.addWidget(box)
            self.ask_boxes.append(box)

    def choose(self, index: int) -> bool:
        """Answer the first open "Which one was your slip?" with its choice
        `index` (0-based; Alt+1… on the page); False when there is none."""
        buttons = [b for b in self.choice_buttons if b.toolTip()]
        if not 0 <= index < len(buttons):
            return False
        buttons[index].click()
        return True

    def _skip(self, part: str) -> None:
        """Not sure: the question goes; the miss stays on the part alone."""
        self._skipped.add(part)
        self._rebuild()
        self.skipped.emit()

    def _truth_text(self, a: Answered) -> str:
        r = a.question.result
        bits = []
        if r.yakuman:
            bits.append(terms.yakuman_text(r.yakuman))
        else:
            bits.append(terms.han_text(r.han) + " " + terms.fu_text(r.fu))
            if r.limit:
                bits.append(terms.limit_name(r.limit))
        # the hand's points are what the payers pay (honba included); riichi
        # sticks on the table — the winner's own among them — are said apart
        p = r.points
        bits.append(terms.points_text(p.total - p.sticks_bonus))
        if p.sticks_bonus:
            bits.append(terms.received_text(p.sticks_bonus, p.total))
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
            name = self._part_name(p.part)
            if p.right:
                mark.setText(self.tr("%1 ✓").replace("%1", name))
            elif p.part == "yaku":
                mark.setText(self.tr("%1 ✗").replace("%1", name))
            else:
                mark.setText(self.tr("%1: you said %2").replace("%1", name)
                             .replace("%2", wording.part_value_text(p.part, p.given, self._yakuman_hand(),
                                                                        p.given_yakuman)))
            row.addWidget(mark)
        self._col.addLayout(row)
        rule = QFrame()
        rule.setFrameShape(QFrame.Shape.HLine)
        rule.setStyleSheet("color: rgba(128,128,128,0.35);")
        self._col.addWidget(rule)

    def _yakuman_hand(self) -> bool:
        a = self._answered
        return a is not None and bool(a.question.result.yakuman)

    def _part_name(self, part: str) -> str:
        a = self._answered
        return wording.part_name_for(part, a.question.result.points if a is not None else None)

    def _line(self, x: Reason, tiles: str | None = None, part: str = "") -> BreakdownLine:
        tiles = x.tiles if tiles is None else tiles
        note = wording.suspect_note(maybe=part in self._maybe) if x.suspect else ""
        wrap = x.kind not in ("fu_item", "rounding") and (x.kind != "yaku" or len(tiles_of(tiles)) > 8)
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

