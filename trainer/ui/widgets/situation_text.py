"""A hand's situation as a list of badges (text, emphasis, indicator tiles),
shared by the on-screen badges (`SituationBadges`), the presenter, pictures
and worksheets, so every place says the same thing in the same words.

Translated in the ``SituationBadges`` context.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication

from trainer.core.errors import HandError
from trainer.core.rules import rules_from_json

from ..base import terms

_FLAGS = ("double_riichi", "riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan", "tenhou", "chiihou",
          "renhou")


@dataclass(frozen=True, slots=True)
class Badge:
    """One badge of the situation.

    Attributes:
        key: what it shows: ``seat``, ``round``, ``players`` (three
            players), ``tsumo_payment`` (a three-player tsumo paid otherwise
            than with tsumo loss), ``win`` (ron or tsumo), a flag id
            (``riichi``, ``ippatsu``, …), ``dora``, ``ura``, ``kita`` (the
            North tiles set aside), ``honba``, ``riichi_sticks``.
        text: the badge's words (for indicators: the caption).
        strong: drawn with emphasis (the dealer seat, ron/tsumo, riichi).
        warn: an unusual flag the eye must not miss (ippatsu, haitei, …).
        tiles: mpsz of the indicator tiles shown after the caption ("" for
            a plain badge).
    """

    key: str
    text: str
    strong: bool = False
    warn: bool = False
    tiles: str = ""



def _players(hand: dict) -> tuple[int, str]:
    """(players, tsumo payment) of a hand's `rules` field (4 and "" when
    it does not read: the scorer reports that, not the badges)."""
    try:
        rules = rules_from_json(hand.get("rules"))
    except HandError:
        return 4, ""
    return rules.players, rules.tsumo_payment


def situation_badges(hand: dict) -> list[Badge]:
    """The badges of a SCHEMA.md hand object, in reading order: seat wind
    (dealer marked), round wind, three players (TABLE_RULES.md §8, with the
    tsumo payment when it is not tsumo loss), ron or tsumo, the flags, the
    dora and ura indicators, the kita Norths, honba, riichi sticks."""
    out: list[Badge] = []
    players, payment = _players(hand)
    seat, rnd = hand.get("seat_wind", "E"), hand.get("round_wind", "E")
    if seat == "E":
        out.append(Badge("seat", QCoreApplication.translate("SituationBadges", "%1 seat · dealer").replace("%1", terms.wind_name(seat)), strong=True))
    else:
        out.append(Badge("seat", QCoreApplication.translate("SituationBadges", "%1 seat").replace("%1", terms.wind_name(seat))))
    out.append(Badge("round", QCoreApplication.translate("SituationBadges", "%1 round").replace("%1", terms.wind_name(rnd))))
    if players == 3:
        out.append(Badge("players", QCoreApplication.translate("SituationBadges", "Three players"), strong=True))
        if hand.get("tsumo") and payment != "loss":
            out.append(Badge("tsumo_payment", terms.option_value_name("tsumo_payment", payment), warn=True))
    out.append(Badge("win", terms.flag_name("tsumo" if hand.get("tsumo") else "ron"), strong=True))
    flags = [f for f in _FLAGS if hand.get(f)]
    if "double_riichi" in flags and "riichi" in flags:
        flags.remove("riichi")
    for f in flags:
        out.append(Badge(f, terms.flag_name(f), strong=f in ("riichi", "double_riichi"),
                         warn=f not in ("riichi", "double_riichi")))
    if hand.get("dora_indicators"):
        out.append(Badge("dora", QCoreApplication.translate("SituationBadges", "Dora indicator"), tiles=hand["dora_indicators"]))
    if hand.get("ura_indicators"):
        out.append(Badge("ura", QCoreApplication.translate("SituationBadges", "Ura indicator"), tiles=hand["ura_indicators"]))
    kita = hand.get("kita")
    if players == 3 and type(kita) is int and 0 < kita <= 4:
        # the North tiles set aside (北抜き / 拔北), each a dora
        out.append(Badge("kita", QCoreApplication.translate("SituationBadges", "Kita"), tiles="4" * kita + "z"))
    if hand.get("honba"):
        out.append(Badge("honba", QCoreApplication.translate("SituationBadges", "Honba: %1").replace("%1", str(hand["honba"]))))
    if hand.get("riichi_sticks"):
        out.append(Badge("riichi_sticks", QCoreApplication.translate("SituationBadges", "Riichi sticks: %1").replace("%1", str(hand["riichi_sticks"]))))
    return out
