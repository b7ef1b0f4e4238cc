"""The words of each reveal step (`trainer.quiz.reveal.RevealStep`), built at
the UI edge from the step's ids and numbers: shared by the presenter, the
pictures and the worksheets' answer key, so all say the same in every
language. Translated in the ``Reveal`` context (names of yaku, fu items,
limits and waits come from `trainer.ui.base.terms`).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from trainer.quiz.reveal import RevealStep

from ..base import terms


@dataclass(frozen=True, slots=True)
class StepText:
    """One step in words.

    Attributes:
        label: the line's name ("Tanyao (All Simples)", "Base (fuutei)").
        value: its amount, right-aligned ("1 han", "+2", "40 fu", "8,000");
            "" when none.
        note: a short remark shown smaller ("completed by ron: counts as
            open", "open: −1 han"); "" for none.
    """

    label: str
    value: str = ""
    note: str = ""



def _arg(text: str, *values) -> str:
    for i, v in enumerate(values, start=1):
        text = text.replace(f"%{i}", str(v))
    return text


def question_text() -> str:
    """What the class is asked before anything is revealed."""
    return QCoreApplication.translate("Reveal", "How many han and fu? What does it pay?")


def yaku_label(step: RevealStep) -> str:
    """The name of a yaku step, with the dora count ("Dora ×3")."""
    name = terms.yaku_name(step.id)
    count = int(step.arg("count", 0) or 0)
    if step.id in ("dora", "ura_dora", "aka_dora") and count > 1:
        return _arg(QCoreApplication.translate("Reveal", "%1 ×%2"), name, count)
    return name


def step_text(step: RevealStep) -> StepText:
    """The words of one step (`StepText`); the ``question`` step gives
    `question_text`."""
    a = step.arg
    if step.kind == "question":
        return StepText(question_text())
    if step.kind == "reading":
        groups = list(a("groups") or ())
        if a("pair"):
            groups.append(str(a("pair")))
        shape = " ".join(groups) if groups else terms.shape_name(step.id)
        label = _arg(QCoreApplication.translate("Reveal", "Read as %1 · %2 wait"), shape, terms.wait_name(str(a("wait"))))
        if a("other_yakuman"):
            other_value = terms.yakuman_text(int(a("other_yakuman")))
        elif a("other_has_yaku"):
            other_value = _arg(QCoreApplication.translate("Reveal", "%1 %2, %3"), terms.han_text(int(a("other_han"))),
                               terms.fu_text(int(a("other_fu"))), terms.number_text(int(a("other_points"))))
        else:
            other_value = QCoreApplication.translate("Reveal", "no yaku")
        note = _arg(QCoreApplication.translate("Reveal", "%1 Also possible: %2 wait (%3)."), terms.choice_text(str(a("choice"))),
                    terms.wait_name(str(a("other_wait"))), other_value)
        return StepText(label, "", note)
    if step.kind == "yaku":
        multiplier = int(a("yakuman", 0) or 0)
        value = terms.yakuman_text(multiplier) if multiplier else terms.han_text(int(a("han")))
        note = QCoreApplication.translate("Reveal", "open: −1 han") if a("open_reduced") else ""
        return StepText(yaku_label(step), value, note)
    if step.kind == "fu":
        note = QCoreApplication.translate("Reveal", "completed by ron: counts as open") if a("completed_by_ron") else ""
        return StepText(terms.fu_item_name(step.id), "+" + str(a("fu")) if step.index > 1 else str(a("fu")), note)
    if step.kind == "fu_total":
        raw, fu, by = int(a("raw")), int(a("fu")), int(a("rounded_by"))
        if by:
            return StepText(_arg(QCoreApplication.translate("Reveal", "%1 fu, rounded up to %2"), raw, fu), terms.fu_text(fu))
        if raw != fu:  # an open hand of 20 fu raised to 30
            return StepText(_arg(QCoreApplication.translate("Reveal", "%1 fu, raised to %2"), raw, fu), terms.fu_text(fu))
        return StepText(QCoreApplication.translate("Reveal", "Total"), terms.fu_text(fu))
    if step.kind == "han_total":
        han, fu, limit, yakuman = int(a("han")), int(a("fu")), a("limit"), int(a("yakuman") or 0)
        if yakuman:
            return StepText(terms.yakuman_text(yakuman), terms.yakuman_text(yakuman))
        han_fu = terms.han_text(han) + " " + terms.fu_text(fu)
        note = QCoreApplication.translate("Reveal", "Kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.") if a("kiriage") else ""
        return StepText(han_fu, terms.limit_name(limit) if limit else "", note)
    if step.kind == "payment":
        points = {"total": a("total"), "honba_bonus": a("honba_bonus"), "sticks_bonus": a("sticks_bonus")}
        if a("tsumo"):
            points.update(dealer_pays=a("dealer_pays"), non_dealer_pays=a("non_dealer_pays"))
            if a("tsumo_payment"):  # three players: two payers
                points.update(tsumo_payment=a("tsumo_payment"), north_share=a("north_share"))
        else:
            points["ron"] = a("ron")
        who = terms.role_name(bool(a("dealer"))) + " · " + terms.flag_name("tsumo" if a("tsumo") else "ron")
        label = who + ": " + terms.payment_text(points, bool(a("dealer")))
        note = " · ".join(t for t in (terms.north_share_text(points), terms.bonus_text(
            int(a("honba_bonus") or 0), int(a("sticks_bonus") or 0))) if t)
        return StepText(label, terms.number_text(int(a("total"))), note)
    return StepText(step.kind)


def section_title(kind: str) -> str:
    """The heading of a group of steps: "Yaku", "Fu", "Reading"; "" for the
    kinds shown without one."""
    if kind == "yaku":
        return QCoreApplication.translate("Reveal", "Yaku")
    if kind in ("fu", "fu_total"):
        return QCoreApplication.translate("Reveal", "Fu")
    if kind == "reading":
        return QCoreApplication.translate("Reveal", "Reading")
    return ""


def unit_text(kind: str) -> str:
    """The unit heading a column of amounts: "han" for yaku, "fu" for fu."""
    return QCoreApplication.translate("Reveal", "han") if kind == "yaku" else QCoreApplication.translate("Reveal", "fu")


def counter_text(step: RevealStep, position: int, total: int) -> str:
    """The small counter of the presenter: "fu 3/6" within the yaku or fu
    steps, else "step 4/12" (`position` 0-based, `total` steps)."""
    if step.kind == "yaku":
        return _arg(QCoreApplication.translate("Reveal", "yaku %1/%2"), step.index, step.count)
    if step.kind == "fu":
        return _arg(QCoreApplication.translate("Reveal", "fu %1/%2"), step.index, step.count)
    return _arg(QCoreApplication.translate("Reveal", "step %1/%2"), position + 1, total)
