"""Translated names of quiz skills and sentences of diagnoses, shared by the
Quiz and Progress screens.

The quiz core names skills by id (`trainer.quiz.skills`) and explains a
wrong answer with slips (`trainer.quiz.diagnosis.Slip`: a kind, a skill,
tiles, arguments); this module words them in the interface language, the
way `terms` words the scoring core's ids. Names of yaku, fu items, limits,
waits and melds come from `terms`. Contexts: ``Skill`` (names, groups),
``Diagnosis`` (sentences) and ``Quiz`` (topic names).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from trainer.quiz.diagnosis import Diagnosis, Slip
from trainer.quiz.skills import BY_SKILL

from . import terms

# Quiz topics (`trainer.quiz.topics`), named on the Quiz and Progress screens.
_TOPICS = {
    "pair_fu": QT_TRANSLATE_NOOP("Quiz", "Pair fu"),
    "wait_fu": QT_TRANSLATE_NOOP("Quiz", "Wait fu"),
    "meld_fu": QT_TRANSLATE_NOOP("Quiz", "Meld fu"),
    "whole_hand_fu": QT_TRANSLATE_NOOP("Quiz", "Whole-hand fu"),
    "yaku_han": QT_TRANSLATE_NOOP("Quiz", "Yaku and han"),
    "limit_hands": QT_TRANSLATE_NOOP("Quiz", "Limit hands"),
    "payments": QT_TRANSLATE_NOOP("Quiz", "Payments"),
    "fu_shapes": QT_TRANSLATE_NOOP("Quiz", "Fu by the six shapes"),
    "mixed": QT_TRANSLATE_NOOP("Quiz", "Mixed"),
}
_GROUPS = {
    "fu": QT_TRANSLATE_NOOP("Skill", "Fu"),
    "yaku": QT_TRANSLATE_NOOP("Skill", "Yaku"),
    "dora": QT_TRANSLATE_NOOP("Skill", "Dora"),
    "limits": QT_TRANSLATE_NOOP("Skill", "Limits"),
    "payments": QT_TRANSLATE_NOOP("Skill", "Payments"),
    "reading": QT_TRANSLATE_NOOP("Skill", "Reading"),
}
# Skills that are not simply a fu item, yaku or limit of the core.
_NAMES = {
    "fu.pinfu_tsumo": QT_TRANSLATE_NOOP("Skill", "Pinfu tsumo: 20 fu flat"),
    "fu.completed_by_ron": QT_TRANSLATE_NOOP("Skill", "Triplet completed by ron counts open"),
    "fu.rounding": QT_TRANSLATE_NOOP("Skill", "Rounding up to 10"),
    "dora.indicator": QT_TRANSLATE_NOOP("Skill", "Dora: the tile after the indicator"),
    "dora.wrap": QT_TRANSLATE_NOOP("Skill", "Dora across the wrap (9 → 1)"),
    "dora.winds": QT_TRANSLATE_NOOP("Skill", "Dora among the winds (N → E)"),
    "dora.dragons": QT_TRANSLATE_NOOP("Skill", "Dora among the dragons"),
    "dora.ura": QT_TRANSLATE_NOOP("Skill", "Ura dora: only with riichi"),
    "dora.aka": QT_TRANSLATE_NOOP("Skill", "Red fives"),
    "limit.kiriage": QT_TRANSLATE_NOOP("Skill", "Kiriage mangan"),
    "limit.kazoe": QT_TRANSLATE_NOOP("Skill", "Kazoe: 13 han and up"),
    "pay.ron_non_dealer": QT_TRANSLATE_NOOP("Skill", "Non-dealer ron"),
    "pay.ron_dealer": QT_TRANSLATE_NOOP("Skill", "Dealer ron"),
    "pay.tsumo_non_dealer": QT_TRANSLATE_NOOP("Skill", "Non-dealer tsumo"),
    "pay.tsumo_dealer": QT_TRANSLATE_NOOP("Skill", "Dealer tsumo"),
    "pay.honba": QT_TRANSLATE_NOOP("Skill", "Honba"),
    # three players (TABLE_RULES.md §8): kita (北抜き) and the two-payer rows
    "dora.kita": QT_TRANSLATE_NOOP("Skill", "Kita: each North set aside is a dora"),
    "pay.tsumo_non_dealer_sanma": QT_TRANSLATE_NOOP("Skill", "Non-dealer tsumo, three players"),
    "pay.tsumo_dealer_sanma": QT_TRANSLATE_NOOP("Skill", "Dealer tsumo, three players"),
    "pay.honba_sanma": QT_TRANSLATE_NOOP("Skill", "Honba, three players"),
    "pay.riichi_sticks": QT_TRANSLATE_NOOP("Skill", "Riichi sticks"),
    "reading.choice": QT_TRANSLATE_NOOP("Skill", "Choosing the reading that pays most"),
}
_ROWS = {
    "ron_non_dealer": QT_TRANSLATE_NOOP("Diagnosis", "a non-dealer's ron"),
    "ron_dealer": QT_TRANSLATE_NOOP("Diagnosis", "a dealer's ron"),
    "tsumo_non_dealer": QT_TRANSLATE_NOOP("Diagnosis", "a non-dealer's tsumo"),
    "tsumo_dealer": QT_TRANSLATE_NOOP("Diagnosis", "a dealer's tsumo"),
}
_MELDS = {
    "pon": QT_TRANSLATE_NOOP("Diagnosis", "pon"),
    "minkan": QT_TRANSLATE_NOOP("Diagnosis", "open kan"),
    "kakan": QT_TRANSLATE_NOOP("Diagnosis", "added kan"),
    "ankan": QT_TRANSLATE_NOOP("Diagnosis", "closed kan"),
    "": QT_TRANSLATE_NOOP("Diagnosis", "triplet"),
}
_SENTENCES = {
    "fu_left_out": QT_TRANSLATE_NOOP("Diagnosis", "You likely left out %1: %2 fu"),
    "fu_added_closed_ron": QT_TRANSLATE_NOOP("Diagnosis", "You likely added %1 fu for a closed ron, but the hand "
                                                          "is open"),
    "fu_added_pinfu_tsumo": QT_TRANSLATE_NOOP("Diagnosis", "You likely added %1 tsumo fu: pinfu tsumo is 20 fu "
                                                           "flat"),
    "fu_added": QT_TRANSLATE_NOOP("Diagnosis", "You likely added %1 (%2 fu), which this hand does not get"),
    "open_as_closed": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the %1 %2 as closed: %3 fu instead "
                                                     "of %4"),
    "open_as_closed_ron": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the %1 triplet as closed, but the "
                                                         "ron tile completed it, so it counts open: %2 fu, not %3"),
    "closed_as_open": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the %1 %2 as open: %3 fu instead of %4"),
    "simple_as_terminal": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the %1 %2 as terminals or honors: "
                                                         "%3 fu instead of %4"),
    "terminal_as_simple": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the %1 %2 as simples: %3 fu instead "
                                                         "of %4"),
    "quad_as_triplet": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the %1 %2 as a triplet: %3 fu instead "
                                                      "of %4"),
    "double_wind_fu": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the %1 double-wind pair as %2 fu: these "
                                                     "rules give %3"),
    "rounding_forgotten": QT_TRANSLATE_NOOP("Diagnosis", "You likely forgot to round up: %1 fu → %2"),
    "rounded_down": QT_TRANSLATE_NOOP("Diagnosis", "You likely rounded down: %1 fu rounds up to %2"),
    "open_pinfu_forgotten": QT_TRANSLATE_NOOP("Diagnosis", "You likely forgot that an open hand of 20 fu counts "
                                                           "30"),
    "chiitoitsu_rounded": QT_TRANSLATE_NOOP("Diagnosis", "Seven pairs is 25 fu flat; it is not rounded up to 30"),
    "other_reading": QT_TRANSLATE_NOOP("Diagnosis", "You likely read the hand another way (%1 wait: %2 han %3 "
                                                    "fu); the reading that pays most counts"),
    "yaku_left_out": QT_TRANSLATE_NOOP("Diagnosis", "You likely left out %1: %2 han"),
    "open_reduction_forgotten": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted %1 at its closed value: open, "
                                                               "it is %2 han, not %3"),
    "near_miss_counted": QT_TRANSLATE_NOOP("Diagnosis", "%1 does not count here: %2"),
    "yaku_named_wrongly": QT_TRANSLATE_NOOP("Diagnosis", "%1 is not in this hand"),
    "ura_without_riichi": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted %1 ura dora, but only a hand in "
                                                         "riichi gets ura dora"),
    "dora_left_out": QT_TRANSLATE_NOOP("Diagnosis", "You likely missed %1 dora: the indicator %2 makes %3 the "
                                                    "dora"),
    "ura_left_out": QT_TRANSLATE_NOOP("Diagnosis", "You likely missed %1 ura dora: the indicator %2 makes %3 the "
                                                   "ura dora"),
    "dora_from_indicator": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the dora from the indicator %1 "
                                                          "itself (%2): the dora is the next tile, %3 (%4)"),
    "ura_from_indicator": QT_TRANSLATE_NOOP("Diagnosis", "You likely counted the ura dora from the indicator %1 "
                                                         "itself (%2): it is the next tile, %3 (%4)"),
    "aka_left_out": QT_TRANSLATE_NOOP("Diagnosis", "You likely missed the red five: %1 han"),
    "wrong_row": QT_TRANSLATE_NOOP("Diagnosis", "You likely paid as for %1; this is %2"),
    "payers_swapped": QT_TRANSLATE_NOOP("Diagnosis", "You likely swapped the payers: on a non-dealer's tsumo the "
                                                     "dealer pays twice what the others pay"),
    "payers_swapped_3": QT_TRANSLATE_NOOP("Diagnosis", "You likely swapped the payers: on a non-dealer's tsumo "
                                                       "the dealer pays more than the other player"),
    "honba_left_out": QT_TRANSLATE_NOOP("Diagnosis", "You likely left out the %1 honba (%2 points in all)"),
    "honba_amount_tsumo": QT_TRANSLATE_NOOP("Diagnosis", "On a tsumo each player pays 100 per honba, not 300"),
    "honba_amount_ron": QT_TRANSLATE_NOOP("Diagnosis", "On a ron the discarder pays 300 per honba"),
    # three players (TABLE_RULES.md §8): 100 from each of two payers, 200 on a ron
    "paid_as_four_loss": QT_TRANSLATE_NOOP("Diagnosis", "You likely paid as with four players: with three there is "
                                                        "no North, and North's %1 is not paid (tsumo loss)"),
    "paid_as_four_split": QT_TRANSLATE_NOOP("Diagnosis", "You likely paid as with four players: with three there is "
                                                         "no North, and North's %1 is split between the two payers"),
    "honba_amount_tsumo_3": QT_TRANSLATE_NOOP("Diagnosis", "With three players each of the two payers pays %1 per "
                                                           "honba on a tsumo, not %2"),
    "honba_amount_ron_3": QT_TRANSLATE_NOOP("Diagnosis", "With three players the discarder pays %1 per honba on a "
                                                         "ron, not %2"),
    "sticks_left_out": QT_TRANSLATE_NOOP("Diagnosis", "You likely left out the riichi sticks on the table (%1 "
                                                      "points)"),
    "limit_ignored": QT_TRANSLATE_NOOP("Diagnosis", "%1 han %2 fu is %3: the limit caps the base points (without "
                                                    "it they would be %4)"),
    "wrong_limit": QT_TRANSLATE_NOOP("Diagnosis", "You likely paid %1 han as %2; it is %3"),
    "wrong_limit_none": QT_TRANSLATE_NOOP("Diagnosis", "You likely paid %1 han as %2; it is below any limit"),
    "kiriage_on": QT_TRANSLATE_NOOP("Diagnosis", "These rules round %1 han %2 fu up to mangan (kiriage)"),
    "kiriage_off": QT_TRANSLATE_NOOP("Diagnosis", "These rules have no kiriage: %1 han %2 fu is not a mangan"),
    "kazoe": QT_TRANSLATE_NOOP("Diagnosis", "Under these rules %1 han without a yakuman is %2"),
    "no_tsumo_fu_pinfu": QT_TRANSLATE_NOOP("Diagnosis", "No tsumo fu: pinfu tsumo is 20 fu flat"),
    "no_tsumo_fu_rinshan": QT_TRANSLATE_NOOP("Diagnosis", "No tsumo fu: these rules give none for a win on the "
                                                          "kan replacement tile"),
    "no_closed_ron_fu_open": QT_TRANSLATE_NOOP("Diagnosis", "No closed-ron fu: the hand is open"),
    "chiitoitsu_flat": QT_TRANSLATE_NOOP("Diagnosis", "Seven pairs: 25 fu flat, not rounded"),
    "follows": QT_TRANSLATE_NOOP("Diagnosis", "That follows from your %1 fu %2 han: fix those first"),
    "follows_yakuman": QT_TRANSLATE_NOOP("Diagnosis", "That follows from your answer %1: fix that first"),
    "unexplained": QT_TRANSLATE_NOOP("Diagnosis", "No single slip gives your number; check the breakdown below"),
    "no_yakuman": QT_TRANSLATE_NOOP("Diagnosis", "This hand has no yakuman: type the han it counts"),
    "several": QT_TRANSLATE_NOOP("Diagnosis", "Several slips fit your number equally:"),
    "or": QT_TRANSLATE_NOOP("Diagnosis", " and "),
}


_PLACEHOLDER = re.compile(r"%([1-9])")


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def _arg(text: str, *values) -> str:
    """Replace %1..%9 with `values` in one pass (substituted text is not
    scanned again), like QString.arg."""
    return _PLACEHOLDER.sub(lambda m: str(values[int(m.group(1)) - 1]) if int(m.group(1)) <= len(values)
                            else m.group(0), text)


def topic_name(topic: str) -> str:
    """The name of a quiz topic id ("Wait fu"; the id itself when unknown)."""
    source = _TOPICS.get(topic)
    return _tr("Quiz", source) if source else topic


def group_name(group: str) -> str:
    """The name of a skill group (``fu`` … ``reading``)."""
    source = _GROUPS.get(group)
    return _tr("Skill", source) if source else group


def han_answer_text(han: int, yakuman_hand: bool, typed_yakuman: bool | None = None) -> str:
    """A han answer as the learner gave it: "3 han", or "Yakuman", "Double
    yakuman"… for a yakuman answer. A yakuman is stored as 13 han per
    yakuman (`trainer.quiz.answer_input`: ``2Y`` is 26).

    `typed_yakuman` (`trainer.quiz.grading.Answer.han_yakuman`) says how it
    was typed: True, a yakuman ("Y" on any hand is "Yakuman", never "13
    han"); False, a count. None (answers stored before that was kept):
    guessed — a multiple of 13 is a yakuman on a yakuman hand, elsewhere
    from 26 up (13 han on an ordinary hand is a count of han, kazoe)."""
    if typed_yakuman is not None:
        return terms.yakuman_text(han // 13) if typed_yakuman and han >= 13 else terms.han_text(han)
    if han >= 13 and han % 13 == 0 and (yakuman_hand or han >= 26):
        return terms.yakuman_text(han // 13)
    return terms.han_text(han)


def skill_name(skill: str) -> str:
    """The name of a skill id, e.g. "Closed ron (menzen kafu)",
    "Honitsu (Half Flush) — open, one han less"."""
    if skill in _NAMES:
        return _tr("Skill", _NAMES[skill])
    s = BY_SKILL.get(skill)
    if s is None:
        return skill
    if s.group == "fu":
        return terms.fu_item_name(s.subject)
    if s.group == "yaku":
        name = terms.yaku_name(s.subject)
        if s.open_reduction:
            return _arg(QCoreApplication.translate("Skill", "%1 — open, one han less"), name)
        return name
    if s.group == "limits":
        return terms.limit_name("kazoe_yakuman" if s.subject == "kazoe" else s.subject)
    return skill


def _meld(slip: Slip) -> str:
    """The set a fu slip is about, as a word inside a sentence ("pon")."""
    kind = str(slip.arg("meld", "") or "")
    return _tr("Diagnosis", _MELDS.get(kind, _MELDS[""]))


def _say(key: str, *values) -> str:
    return _arg(_tr("Diagnosis", _SENTENCES[key]), *values)


def _reason(slip: Slip) -> str:
    return terms.near_miss_reason(str(slip.arg("reason", "")), {k: v for k, v in slip.args
                                                                 if k not in ("reason", "yaku", "han")})


def slip_text(s: Slip) -> str:
    """One sentence for a slip of the diagnosis or a note of `absences`."""
    a = s.arg
    k = s.kind
    if k == "fu_left_out":
        return _say(k, terms.fu_item_name(str(a("item"))), a("fu"))
    if k == "fu_added":
        if s.skill == "fu.pinfu_tsumo":
            return _say("fu_added_pinfu_tsumo", a("fu"))
        if a("item") == "closed_ron":
            return _say("fu_added_closed_ron", a("fu"))
        return _say(k, terms.fu_item_name(str(a("item"))), a("fu"))
    if k == "open_as_closed":
        if a("completed_by_ron"):
            return _say("open_as_closed_ron", s.tiles, a("fu"), a("as_fu"))
        return _say(k, s.tiles, _meld(s), a("as_fu"), a("fu"))
    if k in ("closed_as_open", "simple_as_terminal", "terminal_as_simple", "quad_as_triplet"):
        return _say(k, s.tiles, _meld(s), a("as_fu"), a("fu"))
    if k == "double_wind_fu":
        return _say(k, s.tiles, a("as_fu"), a("fu"))
    if k in ("rounding_forgotten", "rounded_down"):
        return _say(k, a("raw"), a("fu"))
    if k == "other_reading":
        return _say(k, terms.wait_name(str(a("wait", ""))), a("han"), a("fu"))
    if k == "yaku_left_out":
        return _say(k, terms.yaku_name(str(a("yaku"))), a("han"))
    if k == "open_reduction_forgotten":
        return _say(k, terms.yaku_name(str(a("yaku"))), a("han"), a("closed_han"))
    if k == "near_miss_counted" or (k == "yaku_named_wrongly" and a("reason")):
        return _say("near_miss_counted", terms.yaku_name(str(a("yaku"))), _reason(s))
    if k == "yaku_named_wrongly":
        return _say(k, terms.yaku_name(str(a("yaku"))))
    if k == "ura_without_riichi":
        return _say(k, a("count"))
    if k == "dora_left_out":
        return _say("ura_left_out" if a("ura") else k, a("count"), a("indicator"), a("dora"))
    if k == "dora_from_indicator":
        return _say("ura_from_indicator" if a("ura") else k, a("indicator"), a("counted"), a("dora"), a("count"))
    if k == "aka_left_out":
        return _say(k, a("count"))
    if k == "wrong_row":
        return _say(k, _tr("Diagnosis", _ROWS.get(str(a("as_row")), "")), _tr("Diagnosis", _ROWS.get(str(a("row")), "")))
    if k == "payers_swapped" and a("players") == 3:
        return _say("payers_swapped_3")
    if k == "honba_left_out":
        return _say(k, a("honba"), terms.number_text(int(a("points", 0))))
    if k == "paid_as_four":
        key = "paid_as_four_loss" if a("tsumo_payment") == "loss" else "paid_as_four_split"
        return _say(key, terms.number_text(int(a("share", 0))))
    if k == "honba_amount":
        if a("players") == 3:
            return _say("honba_amount_tsumo_3" if a("tsumo") else "honba_amount_ron_3", a("right"), a("per"))
        return _say("honba_amount_tsumo" if a("tsumo") else "honba_amount_ron")
    if k == "sticks_left_out":
        return _say(k, terms.number_text(int(a("points", 0))))
    if k == "limit_ignored":
        return _say(k, a("han"), a("fu"), terms.limit_name(str(a("limit"))), terms.number_text(int(a("base", 0))))
    if k == "wrong_limit":
        if not a("limit"):
            return _say("wrong_limit_none", a("han"), terms.limit_name(str(a("as_limit"))))
        return _say(k, a("han"), terms.limit_name(str(a("as_limit"))), terms.limit_name(str(a("limit"))))
    if k == "kiriage":
        return _say("kiriage_on" if a("kiriage") else "kiriage_off", a("han"), a("fu"))
    if k == "kazoe":
        value = str(a("kazoe"))
        name = terms.limit_name("kazoe_yakuman" if value == "yakuman" else "sanbaiman") if value != "no_limit" \
            else terms.option_value_name("kazoe", value)
        return _say(k, a("han"), name)
    if k in _SENTENCES:
        return _say(k)
    return k


def explanation_texts(d: Diagnosis, typed_yakuman: bool | None = None,
                      yakuman_hand: bool = True) -> list[tuple[str, str]]:
    """One ``(sentence, tiles)`` per explanation of a wrong part (two slips
    joined), or the sentence saying the payment follows from the learner's
    fu and han, or that no slip was found (nothing for an empty field).

    `typed_yakuman`: the learner's han were typed as a yakuman
    (`trainer.quiz.grading.Answer.han_yakuman`; None: not known, guessed
    as `han_answer_text` does); on a hand that is no yakuman
    (`yakuman_hand` False) the han part then says so."""
    if d.part == "han" and typed_yakuman and not yakuman_hand:
        return [(_say("no_yakuman"), "")]
    if d.follows is not None:
        han, fu = d.follows
        if typed_yakuman or (typed_yakuman is None and han >= 26 and han % 13 == 0):  # 2Y is stored as 26 han
            return [(_say("follows_yakuman", han_answer_text(han, True, True)), "")]
        return [(_say("follows", fu, han), "")]
    if not d.explanations:
        return [] if d.given is None else [(_say("unexplained"), "")]
    joiner = _tr("Diagnosis", _SENTENCES["or"])
    return [(joiner.join(_joined(slip_text(s), i) for i, s in enumerate(e)), "".join(s.tiles for s in e if s.tiles))
            for e in d.explanations]


def _joined(text: str, i: int) -> str:
    """A slip's sentence as the `i`-th of two joined: after the first, a
    sentence's capital goes ("…: 10 fu and you likely left out …"); scripts
    without capitals are unchanged."""
    return text[:1].lower() + text[1:] if i and text[:1].isupper() and text[1:2].islower() else text


def diagnosis_lines(d: Diagnosis) -> list[tuple[str, str]]:
    """The sentences of one part's diagnosis as ``(text, tiles)`` pairs:
    `explanation_texts`, under a line saying several fit equally when they
    do."""
    texts = explanation_texts(d)
    if len(texts) < 2:
        return texts
    return [(_say("several"), "")] + [(" • " + text, tiles) for text, tiles in texts]


# The answer parts' labels (context "Quiz", where they were first written).
_PARTS = {
    "fu": QT_TRANSLATE_NOOP("Quiz", "Fu"),
    "fu_raw": QT_TRANSLATE_NOOP("Quiz", "Fu before rounding"),
    "han": QT_TRANSLATE_NOOP("Quiz", "Han"),
    "ron": QT_TRANSLATE_NOOP("Quiz", "Discarder pays"),
    "dealer_pays": QT_TRANSLATE_NOOP("Quiz", "Dealer pays"),
    "non_dealer_pays": QT_TRANSLATE_NOOP("Quiz", "Each other player pays"),
    "each_pays": QT_TRANSLATE_NOOP("Quiz", "Each player pays"),
    # three players (TABLE_RULES.md §8): two payers on a tsumo
    "other_pays": QT_TRANSLATE_NOOP("Quiz", "The other player pays"),
    "each_of_two_pays": QT_TRANSLATE_NOOP("Quiz", "Each of the two players pays"),
    "total": QT_TRANSLATE_NOOP("Quiz", "Total received"),
    "yaku": QT_TRANSLATE_NOOP("Quiz", "Yaku"),
}


def part_name(part: str, dealer_tsumo: bool = False, three_players: bool = False) -> str:
    """The label of an answer part (`trainer.quiz.grading.PARTS`), for the
    quiz and the Learn tab's drills. ``non_dealer_pays``
    reads "Each other player pays", on a dealer's tsumo "Each player
    pays"; with three players (two payers, TABLE_RULES.md §8) "The other
    player pays" and "Each of the two players pays"."""
    if part == "non_dealer_pays":
        part = ("each_of_two_pays" if dealer_tsumo else "other_pays") if three_players else \
            ("each_pays" if dealer_tsumo else part)
    source = _PARTS.get(part)
    return QCoreApplication.translate("Quiz", source) if source else part


def part_name_for(part: str, points) -> str:
    """`part_name` for the question whose `trainer.core.result.Points` are
    `points` (None: the generic label): who pays follows from its tsumo,
    its dealer payment and, with three players, its `tsumo_payment`."""
    if points is None or not points.tsumo:
        return part_name(part)
    return part_name(part, points.dealer_pays is None, bool(getattr(points, "tsumo_payment", "")))
