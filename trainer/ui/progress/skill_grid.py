"""SkillGrid: every skill as a coloured chip, one row per group (fu, yaku,
dora, limits, payments, reading), plain widgets in flowing rows.

A chip's colour is its level (`style.level_of`: grey when not yet seen,
warm when weak, green when known); a blue ring marks a skill due for
review; the tooltip says how it stands ("5 of 9 right · recall in a month
62% · due today"); a click asks to practise it (`practiseRequested`).
Skills no hand is dealt for on purpose (tenhou, nagashi mangan, the
local yaku, …) appear only once seen.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QSizePolicy, QToolButton, QWidget, QWidgetItem

from trainer.quiz.progress import SkillRow
from trainer.quiz.skills import BY_SKILL, GROUPS
from trainer.quiz.steering import DEALABLE

from ..base import skill_terms, terms
from ..widgets.flow_layout import FlowLayout
from .style import level_of


def _without_gloss(name: str) -> str:
    """"Iipeikou (Pure Double Sequence)" → "Iipeikou" (an English gloss in
    ASCII brackets; other brackets are part of the name)."""
    return name.rsplit(" (", 1)[0] if name.endswith(")") and " (" in name else name


def short_name(skill: str) -> str:
    """A chip's text: the skill's name without its gloss; a yaku's open
    reduction as "Honitsu · open"."""
    s = BY_SKILL.get(skill)
    if s is not None and s.group == "yaku":
        name = _without_gloss(terms.yaku_name(s.subject))
        if s.open_reduction:
            name = QCoreApplication.translate("SkillGrid", "%1 · open").replace("%1", name)
        return name
    return _without_gloss(skill_terms.skill_name(skill))


class SkillGrid(QWidget):
    """The skills by group (see the module docstring).

    Signals:
        practiseRequested(str): a skill id whose chip was clicked.

    Attributes (tests): `chips` ``{skill id: QToolButton}``.
    """

    practiseRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 0, 0, 0)
        self._grid.setHorizontalSpacing(12)
        self._grid.setVerticalSpacing(7)
        self._grid.setColumnStretch(1, 1)
        self.chips: dict[str, QToolButton] = {}
        self._names: dict[str, QLabel] = {}
        self._rows: tuple[SkillRow, ...] = ()
        self._dealable: frozenset[str] = DEALABLE
        self._shown: tuple | None = None  # what the chips show (see `set_rows`)

    def set_dealable(self, skills: frozenset[str]) -> None:
        """The skills a session can deal under the current rules
        (`trainer.quiz.steering.dealable`): only their chips practise on a
        click."""
        if skills != self._dealable:
            self._dealable = skills
            self.set_rows(self._rows)

    def set_rows(self, rows: tuple[SkillRow, ...]) -> None:
        """Show these skills (`trainer.quiz.progress.skill_rows`)."""
        self._rows = rows
        by_group: dict[str, list[SkillRow]] = {g: [] for g in GROUPS}
        order = {s: i for i, s in enumerate(BY_SKILL)}
        for r in sorted(rows, key=lambda r: order.get(r.id, len(order))):
            spec = BY_SKILL.get(r.id)
            if spec is None or (not r.seen and (spec.local or r.id not in self._dealable)):
                continue  # a skill never seen that no hand can be dealt for (tenhou, local yaku …)
            by_group.setdefault(r.group, []).append(r)
        # the chips as they would be built: the same again (the Progress tab
        # reloads at each showing) keeps the chips built and only re-words
        # their tooltips (a rebuild a showing left PySide wrappers behind:
        # tests/ui/test_leaks.py, ~2.8 KB of heap per round of the tabs)
        shown = tuple((g, tuple((r.id, level_of(r.strength if r.rank else None, r.lapses > 0), r.due_now,
                                 r.id in self._dealable) for r in by_group.get(g, ()))) for g in GROUPS)
        if shown == self._shown:
            self.retranslate()
            return
        self._shown = shown
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        self.chips, self._names = {}, {}
        for row_index, group in enumerate(g for g in GROUPS if by_group.get(g)):
            name = QLabel()
            name.setObjectName("GroupName")
            self._names[group] = name
            self._grid.addWidget(name, row_index, 0, Qt.AlignmentFlag.AlignTop)
            holder = QWidget()
            holder.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
            flow = FlowLayout(holder, spacing=5)
            for r in by_group[group]:
                chip = QToolButton()
                chip.setObjectName("SkillChip")
                chip.setProperty("level", level_of(r.strength if r.rank else None, r.lapses > 0))
                chip.setProperty("due", r.due_now)
                if r.id in self._dealable:
                    chip.setCursor(Qt.CursorShape.PointingHandCursor)
                    chip.clicked.connect(lambda _=False, s=r.id: self.practiseRequested.emit(s))
                # else: no session can deal it on purpose (it is shown once met in
                # mixed practice): a click would start hands without it
                flow.addItem(QWidgetItem(chip))
                chip.setParent(holder)
                self.chips[r.id] = chip
            self._grid.addWidget(holder, row_index, 1)
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        for group, label in self._names.items():
            label.setText(skill_terms.group_name(group).upper())
        rows = {r.id: r for r in self._rows}
        for skill, chip in self.chips.items():
            chip.setText(short_name(skill))
            chip.setToolTip(self._tooltip(rows[skill]))
            chip.adjustSize()

    def _tooltip(self, r: SkillRow) -> str:
        name = skill_terms.skill_name(r.id)
        if not r.rank:
            body = self.tr("Not practised yet — click to practise it")
        else:
            parts = [self.tr("%1 of %2 right").replace("%1", str(r.right)).replace("%2", str(r.seen)),
                     self.tr("recall in a month: %1%").replace("%1", str(round(100 * r.strength)))]
            if r.due_now:
                parts.append(self.tr("due for review"))
            elif r.due is not None:
                parts.append(self.tr("next review %1").replace("%1", r.due.date().isoformat()))
            body = " · ".join(parts) + "\n" + (self.tr("Click to practise it") if r.id in self._dealable else
                                                self.tr("Met in mixed practice: no session deals it on purpose"))
        return f"{name}\n{body}"
