"""The quiz's answer inputs: big number fields with a grade band under each,
and the yaku picker.

`AnswerField` is a caption, a large number box that takes only the part's
legal values (saying why it refuses one) and a band that turns green
("Right") or red (the right value) after grading.
`YakuPicker` is a grid of toggle chips, one per yaku of the table (dora
kinds left out: dora are counted in han, not named); a local yaku has a
chip only while the question's rules switch it on (`YakuPicker.set_rules`).
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from trainer.core.rules import UNSUPPORTED_LOCAL_YAKU
from trainer.core.yaku_table import BY_ID, YAKU
from trainer.quiz.answer_input import MAX_LENGTH, AnswerInputError, parse_part, yakuman_count

from ..base import terms
from . import wording

# Yaku a learner can always name: the table without local yaku, the
# fixed-mangan renhou and nagashi mangan (not winning hands the quiz deals).
PICKABLE_YAKU = tuple(y.id for y in YAKU if not y.local and y.id not in ("renhou", "nagashi_mangan"))
ORDINARY_YAKU = tuple(y for y in PICKABLE_YAKU if not BY_ID[y].yakuman)
YAKUMAN_YAKU = tuple(y for y in PICKABLE_YAKU if BY_ID[y].yakuman)
# Local yaku (RULES.md §6) a learner can name when the rules switch them on
# (`RuleSet.local_yaku`), in table order; thirteen unconnected tiles is not
# a hand the quiz deals.
LOCAL_YAKU_CHIPS = tuple(y.id for y in YAKU if y.local and y.id not in UNSUPPORTED_LOCAL_YAKU)


def pickable_yaku(local_yaku=frozenset()) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(ordinary, yakuman) yaku ids offered as chips when the local yaku in
    `local_yaku` (ids, e.g. `RuleSet.local_yaku`) are in play."""
    local = [y for y in LOCAL_YAKU_CHIPS if y in local_yaku]
    return (ORDINARY_YAKU + tuple(y for y in local if not BY_ID[y].yakuman),
            YAKUMAN_YAKU + tuple(y for y in local if BY_ID[y].yakuman))


def _repolish(w: QWidget) -> None:
    w.style().unpolish(w)
    w.style().polish(w)


class AnswerField(QWidget):
    """One numeric answer part (``fu``, ``han``, ``ron``, …).

    Takes only the part's legal values (`trainer.quiz.answer_input`): a
    value it refuses is marked, with the reason under the box, once the
    learner leaves the box or presses Enter — never dropped silently. The
    han box also takes a yakuman ("Y", "2Y") and says so under it.

    Attributes: `part` (the part id), `edit` (the QLineEdit), `band` (the
    grade band QLabel, hidden until graded), `problem_label` (why the value
    is refused, hidden when it is fine), `hint_label` (how to type a
    yakuman, han only), `state` ("", "right", "wrong").
    """

    def __init__(self, part: str, caption: str, points: bool = False, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.part = part
        self.state = ""
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        self.caption = QLabel(caption.upper())
        self.caption.setObjectName("FieldCaption")
        self.edit = QLineEdit()
        self.edit.setObjectName("AnswerField")
        self.edit.setProperty("points", points)
        self.edit.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.edit.setMaxLength(MAX_LENGTH)
        self.edit.textEdited.connect(self._typing)
        self.edit.editingFinished.connect(self.check)
        self.band = QLabel()
        self.band.setObjectName("Band")
        self.band.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.band.hide()
        self.problem_label = QLabel()
        self.problem_label.setObjectName("FieldProblem")
        self.problem_label.setWordWrap(True)
        self.problem_label.hide()
        self.hint_label = QLabel()
        self.hint_label.setObjectName("FieldHint")
        self.hint_label.setWordWrap(True)
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        box.addWidget(self.caption)
        box.addWidget(self.edit)
        box.addWidget(self.band)
        box.addWidget(self.problem_label)
        box.addWidget(self.hint_label)
        box.addStretch(1)  # packed at the top: the boxes of a row stay level
        self.hint_label.setVisible(part == "han")  # once in the layout (without a parent it would be a window)
        self.caption.setBuddy(self.edit)
        self.retranslate()

    def retranslate(self) -> None:
        """The yakuman hint and a shown problem in the current language."""
        self.hint_label.setText(wording.yakuman_hint())
        if self.problem_label.isVisibleTo(self):
            self.check()

    def set_caption(self, text: str) -> None:
        """The label above the box."""
        self.caption.setText(text.upper())

    def problem(self) -> AnswerInputError | None:
        """Why the text in the box is not a legal value (None: it is, or it is empty)."""
        try:
            parse_part(self.part, self.edit.text())
        except AnswerInputError as e:
            return e
        return None

    def is_empty(self) -> bool:
        """Nothing typed."""
        return not self.edit.text().strip()

    def check(self) -> bool:
        """Show why the value is refused (or hide the reason); True when it is fine."""
        if self.state:
            return True
        err = self.problem()
        self.problem_label.setText(wording.input_problem_text(err) if err is not None else "")
        self.problem_label.setVisible(err is not None)
        self._mark("invalid" if err is not None else "")
        return err is None

    def _typing(self, _text: str) -> None:
        if self.problem_label.isVisibleTo(self) and self.problem() is None:
            self.check()

    def _mark(self, state: str) -> None:
        if (self.edit.property("state") or "") != state:
            self.edit.setProperty("state", state)
            _repolish(self.edit)

    def value(self) -> int | None:
        """The typed value (`answer_input.parse_part`), or None when empty or refused."""
        try:
            return parse_part(self.part, self.edit.text())
        except AnswerInputError:
            return None

    def names_yakuman(self) -> bool:
        """The text names a yakuman (``Y``, ``2Y``…, `answer_input.yakuman_count`),
        not a number — `Answer.han_yakuman`."""
        return self.part == "han" and yakuman_count(self.edit.text()) is not None

    def set_width(self, px: int, height: int | None = None) -> None:
        """Size of the number box in logical pixels (width, and height if given)."""
        self.edit.setFixedWidth(px)
        self.band.setFixedWidth(px)
        self.problem_label.setFixedWidth(px)
        self.hint_label.setFixedWidth(px)
        if height:
            self.edit.setFixedHeight(height)

    def show_grade(self, right: bool, expected_text: str) -> None:
        """Colour the box and show the band: "Right" or the right value."""
        self.state = "right" if right else "wrong"
        self.edit.setProperty("state", self.state)
        self.band.setProperty("state", self.state)
        self.band.setText(self.tr("✓ Right") if right else self.tr("✗ It is %1").replace("%1", expected_text))
        self.band.show()
        self.problem_label.hide()
        self.hint_label.hide()
        self.edit.setReadOnly(True)
        _repolish(self.edit)
        _repolish(self.band)

    def show_not_graded(self, why: str) -> None:
        """A field shown but not asked (fu on a limit hand): a neutral band
        saying why, the box as typed."""
        self.state = ""
        self.edit.setProperty("state", "")
        self.band.setProperty("state", "neutral")
        self.band.setWordWrap(True)
        self.band.setText(why)
        self.band.show()
        self.problem_label.hide()
        self.hint_label.hide()
        self.edit.setReadOnly(True)
        _repolish(self.edit)
        _repolish(self.band)

    def reset(self) -> None:
        """Empty, editable, no grade."""
        self.state = ""
        self.band.setWordWrap(False)
        self.edit.clear()
        self.edit.setReadOnly(False)
        self.edit.setProperty("state", "")
        self.band.hide()
        self.problem_label.hide()
        self.hint_label.setVisible(self.part == "han")
        _repolish(self.edit)


class YakuPicker(QWidget):
    """Toggle chips for naming the yaku (see the module docstring): the
    ordinary yaku in a compact grid, the yakuman behind a "Yakuman" toggle.
    After grading the chips give way to the grade band.

    Attributes: `chips` — ``{yaku id: QToolButton}``; `band` — the grade
    band; `state` ("", "right", "wrong"); `yakuman_toggle`.
    """

    COLUMNS = 10

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state = ""
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(4)
        head = QHBoxLayout()
        self.caption = QLabel()
        self.caption.setObjectName("FieldCaption")
        self.yakuman_toggle = QToolButton()
        self.yakuman_toggle.setObjectName("Link")
        self.yakuman_toggle.setCheckable(True)
        self.yakuman_toggle.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.yakuman_toggle.toggled.connect(self._show_yakuman)
        head.addWidget(self.caption)
        head.addStretch(1)
        head.addWidget(self.yakuman_toggle)
        box.addLayout(head)
        self.chips: dict[str, QToolButton] = {}
        self.grids: list[QWidget] = []
        for ids in (ORDINARY_YAKU + LOCAL_YAKU_CHIPS, YAKUMAN_YAKU):
            holder = QWidget()
            grid = QGridLayout(holder)
            grid.setContentsMargins(0, 0, 0, 0)
            grid.setHorizontalSpacing(6)
            grid.setVerticalSpacing(5)
            for yid in ids:
                b = QToolButton(holder)
                b.setObjectName("YakuChip")
                b.setCheckable(True)
                b.setFocusPolicy(Qt.FocusPolicy.TabFocus)
                b.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
                self.chips[yid] = b
            box.addWidget(holder)
            self.grids.append(holder)
        self.offered: tuple[str, ...] = ()
        self.set_rules(frozenset())
        self.grids[1].hide()
        self.band = QLabel()
        self.band.setObjectName("Band")
        self.band.setWordWrap(True)
        self.band.hide()
        box.addWidget(self.band)
        self.retranslate()

    def retranslate(self) -> None:
        """Chip names in the current language and term style."""
        self.caption.setText(wording.part_name("yaku").upper())
        self.yakuman_toggle.setText(self.tr("Yakuman ▾") if self.yakuman_toggle.isChecked() else
                                    self.tr("Yakuman ▸"))
        for yid, b in self.chips.items():
            b.setText(terms.yaku_name(yid, "romaji"))
            b.setToolTip(terms.yaku_name(yid))

    def set_rules(self, local_yaku=frozenset()) -> None:
        """Offer a chip per yaku of the table plus the local yaku in
        `local_yaku` (`RuleSet.local_yaku` of the question's rules); the
        chips of other local yaku are hidden and switched off."""
        ordinary, yakuman = pickable_yaku(local_yaku)
        self.offered = ordinary + yakuman
        for holder, ids in zip(self.grids, (ordinary, yakuman), strict=True):
            grid = holder.layout()
            while grid.count():
                grid.takeAt(0)
            for i, yid in enumerate(ids):
                grid.addWidget(self.chips[yid], i // self.COLUMNS, i % self.COLUMNS)
        for yid, b in self.chips.items():
            if yid not in self.offered:
                b.setChecked(False)
            b.setVisible(yid in self.offered)

    def _show_yakuman(self, on: bool) -> None:
        self.grids[1].setVisible(on and self.state == "")
        self.retranslate()

    def value(self) -> tuple[str, ...]:
        """The ids of the chips turned on (only chips on offer)."""
        return tuple(yid for yid, b in self.chips.items() if b.isChecked() and yid in self.offered)

    def show_grade(self, right: bool, expected: tuple[str, ...]) -> None:
        """Hide the chips; band green, or red naming the right yaku."""
        self.state = "right" if right else "wrong"
        self.band.setProperty("state", self.state)
        names = wording.part_value_text("yaku", expected)
        self.band.setText(self.tr("✓ Right") if right else self.tr("✗ It is %1").replace("%1", names))
        self.band.show()
        for g in self.grids:
            g.hide()
        self.yakuman_toggle.hide()
        _repolish(self.band)

    def reset(self) -> None:
        """All chips off, the ordinary ones shown, no grade."""
        self.state = ""
        for b in self.chips.values():
            b.setChecked(False)
        self.grids[0].show()
        self.yakuman_toggle.show()
        self.yakuman_toggle.setChecked(False)
        self.grids[1].hide()
        self.band.hide()
