"""Plain-English names of skills and sentences of diagnoses, for the
command line (`trainer.quiz.cli`). The window has its own translated
wording (`trainer.ui.base.skill_terms`); both render the same ids and
arguments (`trainer.quiz.diagnosis.Slip`).
"""

from __future__ import annotations

from ..cli_text import FU_NAMES, REASONS, YAKU_NAMES
from .diagnosis import Diagnosis, Slip
from .skills import BY_SKILL

_LIMITS = {"mangan": "mangan", "haneman": "haneman", "baiman": "baiman", "sanbaiman": "sanbaiman",
           "kazoe_yakuman": "kazoe yakuman", "yakuman": "yakuman", "": "no limit"}
_ROWS = {"ron_non_dealer": "non-dealer ron", "ron_dealer": "dealer ron", "tsumo_non_dealer": "non-dealer tsumo",
         "tsumo_dealer": "dealer tsumo"}
_MELDS = {"pon": "pon", "minkan": "open kan", "kakan": "added kan", "ankan": "closed kan", "": "triplet"}
_SKILL_EXTRA = {
    "fu.pinfu_tsumo": "pinfu tsumo: 20 fu flat", "fu.completed_by_ron": "a triplet completed by ron counts open",
    "fu.rounding": "rounding fu up to 10", "dora.indicator": "dora from the indicator (next tile)",
    "dora.wrap": "dora across the wrap (9 indicates 1)", "dora.winds": "dora among the winds (N indicates E)",
    "dora.dragons": "dora among the dragons (chun indicates haku)", "dora.ura": "ura dora only in riichi",
    "dora.aka": "red fives", "limit.kiriage": "kiriage mangan (4 han 30 fu, 3 han 60 fu)",
    "limit.kazoe": "kazoe: 13 han and more", "pay.honba": "honba (per payer on a tsumo)",
    "pay.riichi_sticks": "riichi sticks to the winner", "reading.choice": "choosing the reading that pays most",
}


def skill_name(skill: str) -> str:
    """An English name for a skill id."""
    if skill in _SKILL_EXTRA:
        return _SKILL_EXTRA[skill]
    s = BY_SKILL.get(skill)
    if s is None:
        return skill
    if s.group == "fu":
        return f"fu: {FU_NAMES.get(s.subject, s.subject)}"
    if s.group == "yaku":
        name = YAKU_NAMES.get(s.subject, s.subject)
        return f"{name}, open (one han less)" if s.open_reduction else name
    if s.group == "limits":
        return _LIMITS.get(s.subject, s.subject)
    if s.group == "payments":
        return f"payments: {_ROWS.get(s.subject, s.subject)}"
    return skill


class _Blank(dict):
    def __missing__(self, key: str) -> str:
        return "?"


def _why(s: Slip) -> str:
    """The near-miss reason of a slip as a clause (`cli_text.REASONS`)."""
    reason = str(s.arg("reason"))
    return REASONS.get(reason, reason).format_map(_Blank({n: v for n, v in s.args}))


def _fu_item(item: str) -> str:
    return FU_NAMES.get(item, item)


def _set(slip: Slip) -> str:
    return f"the {slip.tiles} {_MELDS.get(str(slip.arg('meld', '')), 'set')}"


def slip_message(s: Slip) -> str:
    """One sentence for a slip (kinds: `trainer.quiz.diagnosis`)."""
    a = s.arg
    k = s.kind
    if k == "fu_left_out":
        tiles = f" ({s.tiles})" if s.tiles else ""
        return f"You likely left out the {_fu_item(a('item'))} fu{tiles}: {a('fu')} fu"
    if k == "fu_added":
        if s.skill == "fu.pinfu_tsumo":
            return f"You likely added {a('fu')} tsumo fu: pinfu tsumo is 20 fu flat"
        if a("item") == "closed_ron":
            return f"You likely added the closed-ron {a('fu')} fu, but the hand is open"
        return f"You likely added {a('fu')} {_fu_item(a('item'))} fu that this hand does not get"
    if k == "open_as_closed":
        if a("completed_by_ron"):
            return (f"You likely counted the {s.tiles} triplet as closed, but the ron tile completed it, so it "
                    f"counts open: {a('fu')} fu, not {a('as_fu')}")
        return f"You likely counted {_set(s)} as closed: {a('as_fu')} fu instead of {a('fu')}"
    if k == "closed_as_open":
        return f"You likely counted {_set(s)} as open: {a('as_fu')} fu instead of {a('fu')}"
    if k == "simple_as_terminal":
        return f"You likely counted {_set(s)} as terminals or honors: {a('as_fu')} fu instead of {a('fu')}"
    if k == "terminal_as_simple":
        return f"You likely counted {_set(s)} as simples: {a('as_fu')} fu instead of {a('fu')}"
    if k == "quad_as_triplet":
        return f"You likely counted {_set(s)} as a triplet: {a('as_fu')} fu instead of {a('fu')}"
    if k == "double_wind_fu":
        return f"You likely counted the {s.tiles} double-wind pair as {a('as_fu')} fu: these rules give {a('fu')}"
    if k == "rounding_forgotten":
        return f"You likely forgot to round up: {a('raw')} fu → {a('fu')}"
    if k == "rounded_down":
        return f"You likely rounded down: {a('raw')} fu rounds up to {a('fu')}"
    if k == "open_pinfu_forgotten":
        return "You likely forgot that an open hand of 20 fu counts 30"
    if k == "chiitoitsu_rounded":
        return "Seven pairs is 25 fu flat; it is not rounded up to 30"
    if k == "other_reading":
        return (f"You likely read the hand another way ({a('wait')} wait: {a('han')} han {a('fu')} fu); "
                "the reading that pays most counts")
    if k == "yaku_left_out":
        return f"You likely left out {YAKU_NAMES.get(a('yaku'), a('yaku'))}: {a('han')} han"
    if k == "open_reduction_forgotten":
        return (f"You likely counted {YAKU_NAMES.get(a('yaku'), a('yaku'))} at its closed value: open, it is "
                f"{a('han')} han, not {a('closed_han')}")
    if k == "near_miss_counted":
        return f"{YAKU_NAMES.get(a('yaku'), a('yaku'))} does not count here: {_why(s)}"
    if k == "yaku_named_wrongly":
        name = YAKU_NAMES.get(a("yaku"), a("yaku"))
        if a("reason"):
            return f"{name} does not count here: {_why(s)}"
        return f"{name} is not in this hand"
    if k == "ura_without_riichi":
        return f"You likely counted {a('count')} ura dora, but only a hand in riichi gets ura dora"
    if k == "dora_left_out":
        kind = "ura dora" if a("ura") else "dora"
        return (f"You likely missed {a('count')} {kind}: the indicator {a('indicator')} makes {a('dora')} the "
                f"{kind}")
    if k == "dora_from_indicator":
        kind = "ura dora" if a("ura") else "dora"
        return (f"You likely counted the {kind} from the indicator {a('indicator')} itself ({a('counted')}): "
                f"the {kind} is the next tile, {a('dora')} ({a('count')})")
    if k == "aka_left_out":
        return f"You likely missed the red five {s.tiles}: {a('count')} han"
    if k == "wrong_row":
        return (f"You likely read the {_ROWS.get(a('as_row'), a('as_row'))} row; this is a "
                f"{_ROWS.get(a('row'), a('row'))}")
    if k == "payers_swapped":
        if a("players") == 3:
            return "You likely swapped the payers: on a non-dealer's tsumo the dealer pays more than the other player"
        return "You likely swapped the payers: on a non-dealer's tsumo the dealer pays twice what the others pay"
    if k == "honba_left_out":
        return f"You likely left out the {a('honba')} honba: {a('points')} points in all"
    if k == "paid_as_four":
        how = "is not paid (tsumo loss)" if a("tsumo_payment") == "loss" else "is split between the two payers"
        return f"You likely paid as with four players: with three there is no North, and North's {a('share')} {how}"
    if k == "honba_amount":
        if a("players") == 3:
            game = "each of the two payers pays {} per honba on a tsumo" if a("tsumo") else \
                "the discarder pays {} per honba on a ron"
            return f"With three players {game.format(a('right'))}, not {a('per')}"
        if a("tsumo"):
            return "On a tsumo each player pays 100 per honba, not 300"
        return "On a ron the discarder pays 300 per honba"
    if k == "sticks_left_out":
        return f"You likely left out the {a('sticks')} riichi stick(s) on the table: {a('points')} points"
    if k == "limit_ignored":
        return (f"{a('han')} han {a('fu')} fu is a {_LIMITS.get(a('limit'), a('limit'))}: the limit caps the "
                f"base at its value (uncapped it would be {a('base')})")
    if k == "wrong_limit":
        return (f"You likely paid {a('han')} han as {_LIMITS.get(a('as_limit'), a('as_limit'))}; it is "
                f"{_LIMITS.get(a('limit'), a('limit'))}")
    if k == "kiriage":
        if a("kiriage"):
            return f"These rules round {a('han')} han {a('fu')} fu up to mangan (kiriage)"
        return f"These rules have no kiriage: {a('han')} han {a('fu')} fu is not a mangan"
    if k == "kazoe":
        return f"Under these rules {a('han')} han without a yakuman is {'kazoe yakuman' if a('kazoe') == 'yakuman' else a('kazoe')}"
    if k == "no_tsumo_fu_pinfu":
        return "No tsumo fu: pinfu tsumo is 20 fu flat"
    if k == "no_tsumo_fu_rinshan":
        return "No tsumo fu: these rules give none for a win on the kan replacement tile"
    if k == "no_closed_ron_fu_open":
        return "No closed-ron fu: the hand is open"
    if k == "chiitoitsu_flat":
        return "Seven pairs: 25 fu flat, not rounded"
    return k


def diagnosis_lines(d: Diagnosis) -> list[dict]:
    """The command line's ``diagnosis`` entries of one wrong part: one per
    slip ``{"part", "skill", "kind", "message", "tiles"}``, with
    ``"alternative": i`` (1-based) when several explanations fit equally;
    one entry with ``"skill": null`` when the payment follows from the
    learner's fu and han, or when no slip explains the number."""
    if d.follows is not None:
        han, fu = d.follows
        return [{"part": d.part, "skill": None, "kind": "follows",
                 "message": f"That follows from your {fu} fu {han} han: fix those first", "tiles": ""}]
    if not d.explanations:
        msg = ("Left empty" if d.given is None else
               f"No single slip explains {d.given} for {d.part} (the scorer says {d.expected})")
        return [{"part": d.part, "skill": None, "kind": "unexplained", "message": msg, "tiles": ""}]
    out = []
    several = len(d.explanations) > 1
    for i, e in enumerate(d.explanations):
        for s in e:
            entry = {"part": d.part, "skill": s.skill, "kind": s.kind, "message": slip_message(s), "tiles": s.tiles}
            if several:
                entry["alternative"] = i + 1
                entry["message"] = f"One of {len(d.explanations)} equal explanations: {entry['message']}"
            out.append(entry)
    return out
