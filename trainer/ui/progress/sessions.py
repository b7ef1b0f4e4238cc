"""SessionList: past sessions, newest first, each opening onto every answer.

A session row: when, what was practised, the score ("8 of 10 right"), the
time spent, and "Retry the N missed" (a link) when something was missed;
the latest `FIRST_SHOWN` sessions first, then a row showing older ones. Its answers are
read when it is first opened (a session has tens of answers): the hand as
small tiles, what the learner said, the right values, the time, and why a
wrong answer was wrong (the stored diagnosis); double-click (or "Open") an
answer to see its hand in the calculator.
"""

from __future__ import annotations

from datetime import datetime

from PySide6.QtCore import QCoreApplication, QLocale, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QHeaderView, QTreeWidget, QTreeWidgetItem, QWidget

from trainer.core.jsonio import hand_from_json
from trainer.quiz.diagnosis import Diagnosis
from trainer.quiz.hand_code import HandCodeError, decode_hand
from trainer.quiz.progress import SessionRow
from trainer.quiz.store import StoredAnswer

from ..base import skill_terms, terms
from ..widgets.tile_row import TileRow

_ROLE = Qt.ItemDataRole.UserRole
_RETRY_COLUMN = 3
# (plain comments: lupdate takes "#:" ones as notes for the next translated text)
# Sessions listed at first (a click on the last row shows more).
FIRST_SHOWN = 40
# Hand parts shown in the "you said" and "answer" columns, in order.
_SHOWN = ("fu", "fu_raw", "han", "ron", "dealer_pays", "non_dealer_pays", "total")


def duration_text(ms: int) -> str:
    """"1m52s", "45s" in English; each language's own units ("1分52秒")
    through the translation (it was English in every language)."""
    secs = round(ms / 1000)
    if secs >= 60:
        #: a time taken: %1 minutes, %2 seconds (two digits)
        return (QCoreApplication.translate("Duration", "%1m%2s", "minutes and seconds")
                .replace("%1", str(secs // 60)).replace("%2", f"{secs % 60:02d}"))
    return QCoreApplication.translate("Duration", "%1s", "seconds").replace("%1", str(secs))


class SessionList(QTreeWidget):
    """The sessions (see the module docstring).

    Signals:
        openInCalculator(object): a SCHEMA.md hand to open in the calculator.
        retryRequested(object): ``(session id, [(code, topic, difficulty), …])``
            — the missed answers of a session to ask again.

    Args:
        load_answers: ``session id -> list[StoredAnswer]`` (the store's
            `answers`), called when a session is opened.
    """

    openInCalculator = Signal(object)
    retryRequested = Signal(object)

    def __init__(self, load_answers, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Sessions")
        self._load = load_answers
        self.setColumnCount(6)
        self.setHeaderHidden(True)
        self.setRootIsDecorated(True)
        self.setUniformRowHeights(False)
        self.setAlternatingRowColors(True)
        self.setSelectionMode(QTreeWidget.SelectionMode.SingleSelection)
        self.setVerticalScrollMode(QTreeWidget.ScrollMode.ScrollPerPixel)
        header = self.header()
        header.setStretchLastSection(True)
        for col in range(5):
            header.setSectionResizeMode(col, QHeaderView.ResizeMode.ResizeToContents)
        self.itemExpanded.connect(self._expanded)
        self.itemDoubleClicked.connect(self._double_clicked)
        self.itemClicked.connect(self._clicked)
        self._rows: tuple[SessionRow, ...] = ()
        self._tile_px = 20
        self._limit = FIRST_SHOWN
        self._link = QBrush(QColor("#2563eb"))
        self._link_font = QFont(self.font())
        self._link_font.setBold(True)

    def retranslate(self) -> None:
        """The rows in the current language."""
        if self._rows:
            self.set_sessions(self._rows)

    def set_sessions(self, rows: tuple[SessionRow, ...]) -> None:
        """Show these sessions (newest first); answers load on opening."""
        self._rows = rows
        self.clear()
        locale = QLocale()
        shown = rows[:self._limit]
        for r in shown:
            when = datetime.fromisoformat(r.started_at).astimezone()
            item = QTreeWidgetItem([
                locale.toString(when, QLocale.FormatType.ShortFormat), self._what(r),
                self.tr("%1 of %2 right").replace("%1", str(r.right)).replace("%2", str(r.answered)), "",
                duration_text(r.time_ms), ""])
            item.setData(0, _ROLE, ("session", r.id))
            item.setChildIndicatorPolicy(QTreeWidgetItem.ChildIndicatorPolicy.ShowIndicator)
            font = item.font(1)
            font.setBold(True)
            item.setFont(1, font)
            self.addTopLevelItem(item)
            if r.missed:  # a link: a click on this cell asks the missed hands again (`_clicked`)
                item.setText(_RETRY_COLUMN, self.tr("↻ Retry the %n missed", "", r.missed))
                item.setForeground(_RETRY_COLUMN, self._link)
                item.setFont(_RETRY_COLUMN, self._link_font)
                item.setToolTip(_RETRY_COLUMN, self.tr("Ask these hands again in the Quiz tab"))

        if len(rows) > len(shown):
            more = QTreeWidgetItem([self.tr("Show %n older session(s)…", "", len(rows) - len(shown))])
            more.setFirstColumnSpanned(True)
            more.setData(0, _ROLE, ("more", 0))
            more.setForeground(0, self._link)
            self.addTopLevelItem(more)
            more.setFirstColumnSpanned(True)

    def _clicked(self, item: QTreeWidgetItem, column: int) -> None:
        kind = item.data(0, _ROLE)
        if not kind:
            return
        if kind[0] == "more":
            self._limit += 100
            self.set_sessions(self._rows)
        elif kind[0] == "session" and column == _RETRY_COLUMN and item.text(_RETRY_COLUMN):
            self.retry(kind[1])

    def set_link_colour(self, colour: str) -> None:
        """The colour of the clickable cells (the theme's accent)."""
        self._link = QBrush(QColor(colour))

    def _what(self, r: SessionRow) -> str:
        if r.mode == "review":
            return self.tr("Review")
        if r.mode == "skill":
            return self.tr("Practice: %1").replace("%1", skill_terms.skill_name(r.topic))
        if r.mode == "retry":
            return self.tr("Retry of missed hands")
        if r.mode == "answers":
            return self.tr("Answers from the command line")
        return skill_terms.topic_name(r.topic)

    def retry(self, session_id: int) -> None:
        """Ask again the missed answers of a session (`retryRequested`)."""
        missed = [(a.code, a.topic, a.difficulty) for a in self._load(session_id) if not a.right]
        if missed:
            self.retryRequested.emit((session_id, missed))

    def _expanded(self, item: QTreeWidgetItem) -> None:
        kind = item.data(0, _ROLE)
        if not kind or kind[0] != "session" or item.childCount():
            return
        for a in self._load(kind[1]):
            self._add_answer(item, a)

    def _values(self, values: dict, parts, yakuman_hand: bool = False) -> str:
        out = []
        for p in parts:
            v = values.get(p)
            if v is None:
                continue
            if p in ("fu", "fu_raw"):
                out.append(terms.fu_text(int(v)))
            elif p == "han":
                # True: typed as a yakuman; absent: a count, or stored before the flag (guessed)
                out.append(skill_terms.han_answer_text(int(v), yakuman_hand, values.get("han_yakuman") or None))
            else:
                out.append(self._points_label(p).replace("%1", terms.number_text(int(v))))
        return " · ".join(out) or "—"

    def _points_label(self, part: str) -> str:
        return {"ron": self.tr("ron %1"), "dealer_pays": self.tr("dealer %1"),
                "non_dealer_pays": self.tr("others %1"), "total": self.tr("total %1")}.get(part, "%1")

    def _add_answer(self, parent: QTreeWidgetItem, a: StoredAnswer) -> None:
        parts = [p for p in _SHOWN if p in a.truth]
        mark = "✓" if a.right else "✗"
        yakuman = a.truth.get("limit") == "yakuman"
        child = QTreeWidgetItem([f"{mark}  {a.position + 1}", "",
                                 self.tr("you: %1").replace("%1", self._values(a.answer, parts, yakuman)),
                                 self.tr("answer: %1").replace("%1", self._values(a.truth, parts, yakuman)),
                                 duration_text(a.time_ms), ""])
        child.setData(0, _ROLE, ("answer", a.code))
        child.setForeground(0, Qt.GlobalColor.darkGreen if a.right else Qt.GlobalColor.red)
        parent.addChild(child)
        why, full = self._why(a)
        if why:  # the reason on its own line under the answer, across the columns
            line = QTreeWidgetItem(["      ↳ " + why])
            line.setFirstColumnSpanned(True)
            line.setToolTip(0, full)
            line.setData(0, _ROLE, ("answer", a.code))
            line.setForeground(0, Qt.GlobalColor.red)
            parent.addChild(line)
            line.setFirstColumnSpanned(True)
        try:
            hand, _ctx, _rules = hand_from_json(decode_hand(a.code))
            tiles = hand.closed + tuple(t for m in hand.melds for t in m.tiles)
            self.setItemWidget(child, 1, TileRow(tiles, self._tile_px))
        except (HandCodeError, ValueError):
            child.setText(1, a.code)
        tip = self.tr("Double-click to open this hand in the calculator")
        for col in range(5):
            child.setToolTip(col, tip)

    def _why(self, a: StoredAnswer) -> tuple[str, str]:
        """(the first sentence of the stored diagnosis, "(or N more)"; every
        sentence, one a line)."""
        texts = []
        for raw in a.diagnosis:
            try:
                d = Diagnosis.from_json(raw)
            except (KeyError, TypeError, ValueError):
                continue
            texts.extend(text for text, _tiles in skill_terms.explanation_texts(
                d, a.answer.get("han_yakuman") or None, a.truth.get("limit") == "yakuman"))
        if not texts:
            return "", ""
        first = texts[0]
        if len(texts) > 1:
            first = self.tr("%1 (or %n more)", "", len(texts) - 1).replace("%1", first)
        return first, "\n".join(texts)

    def _double_clicked(self, item: QTreeWidgetItem, _column: int) -> None:
        kind = item.data(0, _ROLE)
        if kind and kind[0] == "answer":
            try:
                self.openInCalculator.emit(decode_hand(kind[1]))
            except HandCodeError:
                pass

    def set_tile_height(self, px: int) -> None:
        """Height of the hand tiles in answer rows."""
        self._tile_px = max(14, int(px))
