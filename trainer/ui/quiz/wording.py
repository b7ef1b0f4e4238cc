"""Translated quiz words: topic, difficulty and answer-part names, and the
sentences that explain a grade (`trainer.quiz.grading.Reason`).

Like `trainer.ui.base.terms`, every source string is an English literal marked
with ``QT_TRANSLATE_NOOP`` or passed to ``QCoreApplication.translate`` (so
``pyside6-lupdate`` extracts it), translated at call time, with Qt-style
``%1`` placeholders. Names of yaku, fu items, limits, waits and winds come
from `trainer.ui.base.terms`.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from trainer.core.yaku_table import BY_ID
from trainer.quiz.grading import Reason

from ..base import skill_terms, terms

_CTX = "Quiz"

_TOPIC_HINTS = {
    "pair_fu": QT_TRANSLATE_NOOP("Quiz", "Dragon, seat-wind, round-wind and double-wind pairs"),
    "wait_fu": QT_TRANSLATE_NOOP("Quiz", "Kanchan, penchan and tanki; hands read more than one way"),
    "meld_fu": QT_TRANSLATE_NOOP("Quiz", "Triplets and kans: open or closed, simples or terminals"),
    "whole_hand_fu": QT_TRANSLATE_NOOP("Quiz", "The whole count: closed ron, tsumo, pinfu, seven pairs"),
    "yaku_han": QT_TRANSLATE_NOOP("Quiz", "Which yaku, open reductions and dora"),
    "limit_hands": QT_TRANSLATE_NOOP("Quiz", "Mangan and up, yakuman"),
    "payments": QT_TRANSLATE_NOOP("Quiz", "Ron and tsumo, dealer, honba and riichi sticks"),
    "fu_shapes": QT_TRANSLATE_NOOP("Quiz", "Seven pairs 25, pinfu 30 or 20, closed ron 40, tsumo 30, open 30, toitoi 40"),
    "mixed": QT_TRANSLATE_NOOP("Quiz", "A bit of everything"),
}
_DIFFICULTIES = {
    1: QT_TRANSLATE_NOOP("Quiz", "Level 1 · closed, one reading"),
    2: QT_TRANSLATE_NOOP("Quiz", "Level 2 · everyday hands"),
    3: QT_TRANSLATE_NOOP("Quiz", "Level 3 · hands with a catch"),
}


def _tr(text: str) -> str:
    return QCoreApplication.translate(_CTX, text)


def _arg(text: str, *values) -> str:
    return terms._arg(text, *values)


def topic_name(topic: str) -> str:
    """The name of a quiz topic id (`trainer.quiz.topics.ALL_TOPICS`;
    shared with the Progress screen: `skill_terms.topic_name`)."""
    return skill_terms.topic_name(topic)


def topic_hint(topic: str) -> str:
    """One line saying what a topic practises."""
    source = _TOPIC_HINTS.get(topic)
    return _tr(source) if source else ""


def difficulty_name(level: int) -> str:
    """"Level 2 · everyday hands" for 1, 2, 3."""
    source = _DIFFICULTIES.get(level)
    return _tr(source) if source else str(level)


# The labels of answer parts live on the ground floor, shared with the
# Learn tab's drills (`skill_terms.part_name`, `skill_terms.part_name_for`).
part_name = skill_terms.part_name
part_name_for = skill_terms.part_name_for


def part_value_text(part: str, value, yakuman_hand: bool = False, typed_yakuman: bool | None = None) -> str:
    """A part's value for display: "40 fu", "3 han" (or "Double yakuman" for
    a yakuman answer, `skill_terms.han_answer_text`; `yakuman_hand`: the
    question is a yakuman; `typed_yakuman`: the learner's han were typed
    as a yakuman, `PartGrade.given_yakuman`), "5,200", or yaku names."""
    if value is None:
        return QCoreApplication.translate("Quiz", "—")
    if part in ("fu", "fu_raw"):
        return terms.fu_text(int(value))
    if part == "han":
        return skill_terms.han_answer_text(int(value), yakuman_hand, typed_yakuman)
    if part == "yaku":
        names = [terms.yaku_name(y) for y in value]
        return QCoreApplication.translate("Quiz", ", ").join(names) if names else QCoreApplication.translate("Quiz", "none")
    return terms.number_text(int(value))


def reason_name(r: Reason) -> str:
    """The left-hand text of a breakdown line for a `Reason`."""
    k = r.kind
    if k == "fu_item":
        name = terms.fu_item_name(r.id)
        if r.arg("completed_by_ron"):
            name = _arg(QCoreApplication.translate("Quiz", "%1 (completed by ron: counts as open)"), name)
        return name
    if k == "rounding":
        if r.arg("raw") == r.arg("fu"):
            return _arg(QCoreApplication.translate("Quiz", "Total %1: already a multiple of 10"), r.arg("fu"))
        return _arg(QCoreApplication.translate("Quiz", "Rounded up: %1 → %2"), r.arg("raw"), r.arg("fu"))
    if k == "reading":
        return _arg(QCoreApplication.translate("Quiz", "Another reading (%1 wait): %2 han %3 fu — not chosen"),
                    terms.wait_name(str(r.arg("wait", ""))), r.arg("han"), r.arg("fu"))
    if k == "yaku":
        name = terms.yaku_name(r.id)
        if r.arg("count"):
            name = _arg(QCoreApplication.translate("Quiz", "%1 ×%2"), name, r.arg("count"))
        if r.arg("open_reduced"):
            name = _arg(QCoreApplication.translate("Quiz", "%1 (open: one han less)"), name)
        return name
    if k == "near_miss":
        args = {a: v for a, v in r.args if a != "reason"}
        return _arg(QCoreApplication.translate("Quiz", "Not counted — %1"), terms.near_miss_text({"id": r.id, "reason": r.arg("reason"),
                                                                     "args": args}))
    if k == "yaku_missing":
        return _arg(QCoreApplication.translate("Quiz", "You left out %1"), terms.yaku_name(r.id))
    if k == "yaku_extra":
        if r.arg("reason"):
            args = {a: v for a, v in r.args if a != "reason"}
            return _arg(QCoreApplication.translate("Quiz", "Not in this hand — %1"), terms.near_miss_text({"id": r.id, "reason": r.arg("reason"),
                                                                             "args": args}))
        return _arg(QCoreApplication.translate("Quiz", "Not in this hand — %1"), terms.yaku_name(r.id))
    if k == "limit":
        return _arg(QCoreApplication.translate("Quiz", "%1: the limit sets the base points"), terms.limit_name(r.id))
    if k == "base":
        return _arg(QCoreApplication.translate("Quiz", "Base points: %1 fu × 2^(%2 + 2)"), r.arg("fu"), r.arg("han"))
    if k == "payment":
        return payment_sentence(r)
    return r.id


def payment_sentence(r: Reason) -> str:
    """How a payment is made up, e.g. "4 × base, rounded up to 100, + 300 honba"."""
    mult = r.arg("multiplier") or 0
    parts = []
    if mult:
        parts.append(_arg(QCoreApplication.translate("Quiz", "%1 × base, rounded up to 100"), mult))
    else:
        parts.append(QCoreApplication.translate("Quiz", "What the players pay"))
    if r.arg("honba_points"):
        parts.append(_arg(QCoreApplication.translate("Quiz", "+ %1 for %2 honba"), terms.number_text(r.arg("honba_points")), r.arg("honba")))
    if r.arg("sticks_points"):
        parts.append(_arg(QCoreApplication.translate("Quiz", "+ %1 for the riichi sticks on the table (%2)"),
                          terms.number_text(r.arg("sticks_points")), r.arg("sticks")))
    return QCoreApplication.translate("Quiz", ", ").join(parts)


def reason_value(r: Reason) -> str:
    """The right-hand value of a breakdown line: "+8 fu", "2 han", "5,200"."""
    k = r.kind
    if k == "rounding" and not r.value:
        return ""
    if k in ("fu_item", "rounding"):
        return _arg(QCoreApplication.translate("Quiz", "+%1"), terms.fu_text(r.value))
    if k in ("yaku", "yaku_missing", "yaku_extra"):
        spec = BY_ID.get(r.id)
        if spec is not None and spec.yakuman and r.value and r.value % 13 == 0:  # 13 han per yakuman in the core
            return terms.yakuman_text(r.value // 13)
        return terms.han_text(r.value)
    if k == "reading":
        return ""
    if k in ("limit", "base", "payment"):
        return terms.number_text(r.value)
    return ""


def not_asked_text(result) -> str:
    """The band under a fu field shown but not asked: why fu do not count
    for this hand (a yakuman, or a limit from 5 han on, RULES.md §4)."""
    if result.yakuman:
        return QCoreApplication.translate("Quiz", "Not needed: yakuman")
    return QCoreApplication.translate("Quiz", "Not needed: %1").replace(
        "%1", terms.limit_name(result.limit) if result.limit else terms.han_text(result.han))


def suspect_note(maybe: bool = False) -> str:
    """The mark beside a breakdown line the diagnosis points at (the
    sentences are above the breakdown); `maybe`: one of several slips that
    fit equally, not yet known to be the learner's."""
    if maybe:
        return QCoreApplication.translate("Quiz", "← possible slip")
    return QCoreApplication.translate("Quiz", "← your slip")


_INPUT_PROBLEMS = {
    #: %1 what was typed
    "not_a_number": QT_TRANSLATE_NOOP("Quiz", "“%1” is not a number."),
    #: %1 the number typed
    "fu_not_legal": QT_TRANSLATE_NOOP("Quiz", "%1 is not a fu count: fu are 20, 25, or 30 to 170 in tens."),
    "fu_raw_not_legal": QT_TRANSLATE_NOOP("Quiz", "%1 is not a fu count before rounding: an even number from 20 "
                                                  "to 170, or 25."),
    "han_zero": QT_TRANSLATE_NOOP("Quiz", "A winning hand has at least 1 han."),
    #: %1 the number typed, %2 the most
    "han_too_many": QT_TRANSLATE_NOOP("Quiz", "No hand counts %1 han (at most %2). For a yakuman type Y."),
    #: %1 the count typed, %2 the most
    "too_many_yakuman": QT_TRANSLATE_NOOP("Quiz", "No hand is worth %1 yakuman (at most %2)."),
    "points_zero": QT_TRANSLATE_NOOP("Quiz", "A payment is more than 0."),
    #: %1 the number typed
    "points_not_hundreds": QT_TRANSLATE_NOOP("Quiz", "%1 is not a payment: payments are rounded up to 100."),
    #: %1 the number typed, %2 the most
    "points_too_many": QT_TRANSLATE_NOOP("Quiz", "%1 is more than any hand pays (at most %2)."),
}


def input_problem_text(err) -> str:
    """Why a typed value was refused (`trainer.quiz.answer_input.AnswerInputError`)."""
    source = _INPUT_PROBLEMS.get(err.reason)
    if source is None:
        return err.reason
    a = err.args_
    values = []
    for name in ("text", "value", "count", "max"):
        if name in a:
            v = a[name]
            values.append(terms.number_text(v) if isinstance(v, int) and name in ("max",) and v >= 1000 else v)
    return _arg(_tr(source), *values)


def yakuman_hint() -> str:
    """How to type a yakuman into the han field."""
    return _tr(QT_TRANSLATE_NOOP("Quiz", "Yakuman: type Y (double: 2Y)"))


def empty_parts_text(parts: list[str]) -> str:
    """The line asked before checking with fields left empty."""
    names = QCoreApplication.translate(_CTX, ", ").join(part_name(p) for p in parts)
    return _arg(_tr(QT_TRANSLATE_NOOP("Quiz", "%1 left empty: press Enter again to check without it, or fill "
                                              "it in.")), names)
