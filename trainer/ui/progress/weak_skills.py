"""WeakSkills: the skills the learner has been shown to miss, each with
"Learn this" (issue 21 §3) — a line per weak skill: its name, its record,
and a link that opens the lesson teaching it in the Learn tab.

A skill is weak here as the skills grid colours it (`style.level_of` 1 or
2: red or orange), which it can be only on evidence that it was missed
(`style.UNMISSED_FLOOR`); only skills a lesson of the course teaches
(`trainer.quiz.course.lesson_for_skill`) are listed, weakest first, at most
`SHOWN`. The strip hides itself when none is weak.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QLabel, QPushButton, QWidget

from trainer.quiz.course import lesson_for_skill
from trainer.quiz.progress import SkillRow

from ..base import i18n, skill_terms
from .style import UNMISSED_FLOOR, level_of

# Most weak skills listed.
SHOWN = 4


def weak_rows(rows: tuple[SkillRow, ...]) -> list[SkillRow]:
    """The weak skills a lesson teaches, weakest first (`rows` come
    weakest first from `progress.skill_rows`), at most `SHOWN`."""
    out = []
    for r in rows:
        if r.rank and level_of(r.strength, r.lapses > 0) < UNMISSED_FLOOR and lesson_for_skill(r.id):
            out.append(r)
    return out[:SHOWN]


class WeakSkills(QWidget):
    """The weak skills with "Learn this" links (module docstring).

    Signals:
        learnRequested(str): a skill id whose "Learn this" was clicked.

    Attributes (tests): `links` ``{skill id: QPushButton}``.
    """

    learnRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._grid = QGridLayout(self)
        self._grid.setContentsMargins(0, 4, 0, 4)
        self._grid.setHorizontalSpacing(14)
        self._grid.setVerticalSpacing(2)
        self._grid.setColumnStretch(3, 1)
        self._title = QLabel(self)  # owned from the start: rows may never come (it was left behind)
        self._title.setObjectName("GroupName")
        self._rows: list[SkillRow] = []
        self.links: dict[str, QPushButton] = {}
        self._labels: list[tuple[SkillRow, QLabel, QLabel]] = []
        self.hide()

    def set_rows(self, rows: tuple[SkillRow, ...]) -> None:
        """Show the weak skills among these (`trainer.quiz.progress.skill_rows`)."""
        self._rows = weak_rows(rows)
        while self._grid.count():
            item = self._grid.takeAt(0)
            if item.widget() is not None and item.widget() is not self._title:
                item.widget().deleteLater()
        self.links, self._labels = {}, []
        self._grid.addWidget(self._title, 0, 0, 1, 4)
        for i, r in enumerate(self._rows, 1):
            name, record = QLabel(), QLabel()
            name.setObjectName("WeakName")
            record.setObjectName("CardHint")
            link = QPushButton()
            link.setObjectName("LearnLink")
            link.setCursor(Qt.CursorShape.PointingHandCursor)
            link.clicked.connect(lambda _=False, s=r.id: self.learnRequested.emit(s))
            self._grid.addWidget(name, i, 0)
            self._grid.addWidget(record, i, 1)
            self._grid.addWidget(link, i, 2, Qt.AlignmentFlag.AlignLeft)
            self.links[r.id] = link
            self._labels.append((r, name, record))
        self.setVisible(bool(self._rows))
        self.retranslate()

    def retranslate(self) -> None:
        """Every text in the current language."""
        self._title.setText(self.tr("To work on").upper())
        lang = i18n.current_language()
        for r, name, record in self._labels:
            name.setText(skill_terms.skill_name(r.id))
            record.setText(self.tr("%1 of %2 right").replace("%1", str(r.right)).replace("%2", str(r.seen)))
            lesson = lesson_for_skill(r.id)
            self.links[r.id].setText(self.tr("Learn this: %1").replace("%1", lesson.title_in(lang)))
