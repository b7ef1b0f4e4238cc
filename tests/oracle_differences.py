"""The kinds of difference between our core and the `mahjong` library, each a named predicate.

docs/oracle_differences.md explains each kind, why our answer is the right
one (or why both are) and the rule source; tests/core/test_oracle_pins.py pins
our answer for one hand of each kind. `compare(hand)` scores one SCHEMA.md
hand both ways and returns None when they agree, else the difference kind
(``"unexplained"`` when no predicate matches: a bug on one side to triage).

Every predicate takes ``(hand, ours, mine, theirs)``: the hand dict, our full
result dict (`trainer.core.score_json`, with its explanation), and the two
comparable dicts (`trainer.core.agreement.comparable` shape).
"""

from __future__ import annotations

from oracle_adapter import fold_kita, oracle_result

from trainer.core import score_json
from trainer.core.agreement import comparable


def _same_but(mine: dict, theirs: dict, *keys: str) -> bool:
    """Both answers are scores and agree on everything but `keys`."""
    if "error" in mine or "error" in theirs:
        return False
    rest = set(mine) | set(theirs)
    return all(mine.get(k) == theirs.get(k) for k in rest - set(keys))


def equal_value_readings(hand: dict, ours: dict, mine: dict, theirs: dict) -> bool:
    """Two readings pay the same points with the same han and fu, and the
    two scorers show different ones (so the yaku lists differ).

    Ours says so (``choice == "equal"``) and the library's yaku list is the
    yaku list of one of our readings that ties with the chosen one.
    """
    if not _same_but(mine, theirs, "yaku") or ours["explanation"]["choice"] != "equal":
        return False
    chosen = ours["explanation"]["reading"]
    for r in ours["explanation"]["readings"]:  # each reading's yaku include its dora
        same_value = (r["points"], r["han"], r["fu"]) == (chosen["points"], chosen["han"], chosen["fu"])
        if same_value and sorted((y["id"], y["han"]) for y in r["yaku"]) == theirs["yaku"]:
            return True
    return False


def library_kiriage_drops_mangan_label(hand: dict, ours: dict, mine: dict, theirs: dict) -> bool:
    """With kiriage on, the library labels a hand of fewer than 5 han whose
    base points pass 2000 (4 han 40 fu, 3 han 70 fu, …) as no limit at all,
    though it pays it as a mangan; we say ``mangan``.

    Only under rules with `kiriage` (not the `tenhou` preset): payments,
    han, fu and yaku agree; ours is ``mangan``, the library's ``None``.
    """
    return (_same_but(mine, theirs, "limit") and mine["limit"] == "mangan" and theirs["limit"] is None
            and mine["han"] < 5)


#: Difference kinds in the order they are tried; docs/oracle_differences.md
#: has one section per name.
KINDS = {
    "equal_value_readings": equal_value_readings,
    "library_kiriage_drops_mangan_label": library_kiriage_drops_mangan_label,
}


def classify(hand: dict, ours: dict, mine: dict, theirs: dict) -> str:
    """The name of the first difference kind whose predicate holds, else ``"unexplained"``."""
    for name, predicate in KINDS.items():
        if predicate(hand, ours, mine, theirs):
            return name
    return "unexplained"


def compare(hand: dict) -> tuple[str | None, dict, dict]:
    """Score `hand` both ways: ``(kind or None, ours comparable, theirs comparable)``."""
    ours = score_json(hand)
    mine, theirs = fold_kita(comparable(ours)), oracle_result(hand)
    if mine == theirs:
        return None, mine, theirs
    return classify(hand, ours, mine, theirs), mine, theirs
