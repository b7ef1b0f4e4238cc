"""A game's table rules in plain words: every option of `TableRules`
(TABLE_RULES.md §7) with its value as a player reads it ("uma: +20 / +10 /
−10 / −20"), assumed values (**n/c**) marked. Read by the New game page,
the score sheet and the saved games list; the names of the options are
`setup_page.table_option_name`'s.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from trainer.table.rules import FOUR_PLAYER_ONLY, OPTION_NAMES, TableRules

from ..base import terms
from . import wording

_C = "TableChoice"
# Words for the values of the choice options (`rules._CHOICES`).
CHOICE_WORDS = {
    ("ties", "seat_order"): QT_TRANSLATE_NOOP("TableChoice", "broken by seat order"),
    ("ties", "share"): QT_TRANSLATE_NOOP("TableChoice", "uma shared"),
    ("leftover_sticks", "first"): QT_TRANSLATE_NOOP("TableChoice", "to first place"),
    ("leftover_sticks", "lost"): QT_TRANSLATE_NOOP("TableChoice", "lost"),
    ("final_rounding", "none"): QT_TRANSLATE_NOOP("TableChoice", "none"),
    ("final_rounding", "nearest_1000"): QT_TRANSLATE_NOOP("TableChoice", "to whole thousands"),
    ("length", "hanchan"): QT_TRANSLATE_NOOP("TableChoice", "East and South (hanchan)"),
    ("length", "tonpuusen"): QT_TRANSLATE_NOOP("TableChoice", "East only (tonpuusen)"),
    ("agari_yame", "off"): QT_TRANSLATE_NOOP("TableChoice", "off"),
    ("agari_yame", "auto"): QT_TRANSLATE_NOOP("TableChoice", "automatic"),
    ("agari_yame", "choice"): QT_TRANSLATE_NOOP("TableChoice", "the dealer's choice"),
    ("honba_reset", "non_dealer_win"): QT_TRANSLATE_NOOP("TableChoice", "back to 0 after a non-dealer win"),
    ("honba_reset", "deal_passes"): QT_TRANSLATE_NOOP("TableChoice", "back to 0 whenever the deal passes"),
    ("nagashi_mangan", "off"): QT_TRANSLATE_NOOP("TableChoice", "off"),
    ("nagashi_mangan", "bonus"): QT_TRANSLATE_NOOP("TableChoice", "a mangan bonus, counted as a draw"),
    ("nagashi_mangan", "win"): QT_TRANSLATE_NOOP("TableChoice", "paid as a win"),
    ("triple_ron", "abortive"): QT_TRANSLATE_NOOP("TableChoice", "abortive draw"),
    ("triple_ron", "scored"): QT_TRANSLATE_NOOP("TableChoice", "all three paid"),
    ("triple_ron", "head_bump"): QT_TRANSLATE_NOOP("TableChoice", "head bump"),
    ("multiple_ron_honba", "first"): QT_TRANSLATE_NOOP("TableChoice", "to the first winner"),
    ("multiple_ron_honba", "each"): QT_TRANSLATE_NOOP("TableChoice", "to each winner"),
    ("multiple_ron_sticks", "first"): QT_TRANSLATE_NOOP("TableChoice", "all to the first winner"),
    ("multiple_ron_sticks", "own_back"): QT_TRANSLATE_NOOP("TableChoice", "own stick back, the rest to the first"),
    ("pao_split", "whole"): QT_TRANSLATE_NOOP("TableChoice", "the liable player answers for the whole hand"),
    ("pao_split", "separate"): QT_TRANSLATE_NOOP("TableChoice", "only the pao yakuman"),
    ("pao_honba", "liable"): QT_TRANSLATE_NOOP("TableChoice", "paid by the liable player"),
    ("pao_honba", "discarder"): QT_TRANSLATE_NOOP("TableChoice", "paid by the discarder"),
    ("chombo", "reverse_mangan"): QT_TRANSLATE_NOOP("TableChoice", "reverse mangan"),
    ("chombo", "pay_each"): QT_TRANSLATE_NOOP("TableChoice", "pays each player"),
    ("chombo", "end_penalty"): QT_TRANSLATE_NOOP("TableChoice", "taken from the final result"),
    ("chombo_sticks", "returned"): QT_TRANSLATE_NOOP("TableChoice", "returned"),
    ("chombo_sticks", "stay"): QT_TRANSLATE_NOOP("TableChoice", "stay on the table"),
}
_OPTION_NAMES = {
    "start_points": QT_TRANSLATE_NOOP("TableOption", "starting points"),
    "return_points": QT_TRANSLATE_NOOP("TableOption", "points the result counts from"),
    "target_points": QT_TRANSLATE_NOOP("TableOption", "target"),
    "target_inclusive": QT_TRANSLATE_NOOP("TableOption", "exactly the target counts"),
    "oka": QT_TRANSLATE_NOOP("TableOption", "oka"),
    "uma": QT_TRANSLATE_NOOP("TableOption", "uma"),
    "ties": QT_TRANSLATE_NOOP("TableOption", "ties"),
    "leftover_sticks": QT_TRANSLATE_NOOP("TableOption", "leftover riichi sticks"),
    "final_rounding": QT_TRANSLATE_NOOP("TableOption", "rounding of results"),
    "length": QT_TRANSLATE_NOOP("TableOption", "length"),
    "extension_rounds": QT_TRANSLATE_NOOP("TableOption", "extra rounds"),
    "bust": QT_TRANSLATE_NOOP("TableOption", "bust (below zero ends)"),
    "agari_yame": QT_TRANSLATE_NOOP("TableOption", "agari-yame"),
    "tenpai_yame": QT_TRANSLATE_NOOP("TableOption", "tenpai-yame"),
    "yame_needs_target": QT_TRANSLATE_NOOP("TableOption", "yame needs the target"),
    "renchan_on_tenpai": QT_TRANSLATE_NOOP("TableOption", "dealer repeats when tenpai"),
    "renchan_on_abortive": QT_TRANSLATE_NOOP("TableOption", "dealer repeats after an abortive draw"),
    "honba_reset": QT_TRANSLATE_NOOP("TableOption", "honba counting"),
    "noten_payment": QT_TRANSLATE_NOOP("TableOption", "noten payments"),
    "nagashi_mangan": QT_TRANSLATE_NOOP("TableOption", "nagashi mangan"),
    "abortive_draws": QT_TRANSLATE_NOOP("TableOption", "abortive draws"),
    "double_ron": QT_TRANSLATE_NOOP("TableOption", "double ron"),
    "triple_ron": QT_TRANSLATE_NOOP("TableOption", "triple ron"),
    "multiple_ron_honba": QT_TRANSLATE_NOOP("TableOption", "honba with several winners"),
    "multiple_ron_sticks": QT_TRANSLATE_NOOP("TableOption", "riichi sticks with several winners"),
    "pao_yakuman": QT_TRANSLATE_NOOP("TableOption", "pao yakuman"),
    "pao_split": QT_TRANSLATE_NOOP("TableOption", "pao payment"),
    "pao_honba": QT_TRANSLATE_NOOP("TableOption", "honba under pao"),
    "chombo": QT_TRANSLATE_NOOP("TableOption", "chombo"),
    "chombo_points": QT_TRANSLATE_NOOP("TableOption", "chombo amount"),
    "chombo_sticks": QT_TRANSLATE_NOOP("TableOption", "riichi sticks after a chombo"),
    "riichi_below_1000": QT_TRANSLATE_NOOP("TableOption", "riichi below 1,000 points"),
}


def table_option_name(option: str) -> str:
    """The translated name of a table rule option (`TableRules` field)."""
    source = _OPTION_NAMES.get(option)
    return QCoreApplication.translate("TableOption", source) if source else option


_SAME_AS = {"tenpai_yame": "agari_yame"}
_POINT_OPTIONS = ("start_points", "return_points", "target_points", "noten_payment", "chombo_points")


def _t(text: str) -> str:
    return QCoreApplication.translate(_C, text)


def choice_word(option: str, value: str) -> str:
    """The words for `value` of the choice option `option` (the id when
    none are known)."""
    source = CHOICE_WORDS.get((_SAME_AS.get(option, option), value))
    return _t(source) if source else value


def _signed_whole(x: int) -> str:
    return "\u00b10" if x == 0 else ("+" if x > 0 else "\u2212") + str(abs(x))


def value_text(rules: TableRules, option: str) -> str:
    """`option`'s value in `rules` as words ("25,000", "+20 / +10 / −10 /
    −20", "yes", "to first place")."""
    v = getattr(rules, option)
    if option in _POINT_OPTIONS:
        return wording.num(v)
    if option == "uma":
        return " / ".join(_signed_whole(u) for u in v)
    if option == "oka":
        return _signed_whole(v)
    if option == "extension_rounds":
        return str(v)
    if option == "abortive_draws":
        return wording.list_text([wording.abortive_name(k) for k in sorted(v)]) if v else QCoreApplication.translate("TableChoice", "none")
    if option == "pao_yakuman":
        return wording.list_text([terms.yaku_name(k) for k in sorted(v)]) if v else QCoreApplication.translate("TableChoice", "none")
    if isinstance(v, bool):
        return QCoreApplication.translate("TableChoice", "yes") if v else QCoreApplication.translate("TableChoice", "no")
    return choice_word(option, str(v))


def rules_lines(rules: TableRules, short: bool = False) -> list[str]:
    """Every option of `rules` as "name: value", in `OPTION_NAMES` order;
    an assumed value ends with " (assumed)" (`short`: "n/c"); with three
    players the options that mean nothing there (triple ron) are left out."""
    mark = QCoreApplication.translate("TableChoice", "n/c") if short else QCoreApplication.translate("TableChoice", "assumed")
    out = []
    for option in OPTION_NAMES:
        if rules.players == 3 and option in FOUR_PLAYER_ONLY:
            continue
        text = wording.arg(QCoreApplication.translate("TableChoice", "%1: %2"), table_option_name(option), value_text(rules, option))
        if rules.is_assumed(option):
            text = wording.arg(QCoreApplication.translate("TableChoice", "%1 (%2)"), text, mark)
        out.append(text)
    return out
