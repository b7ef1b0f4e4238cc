"""Re-score a recorded win with our core and compare with the log.

`check_win` scores `WinLog.hand` (`trainer.core.score_json`) under the
game's rules or an override and compares fu, han, value, limit and the yaku
with `WinLog.logged`. A disagreement is never hidden: it lists each field
that differs and names a likely cause:

- ``rules_override``: the hand agrees under the log's own rules; it was
  scored under other rules (``--rules``) on purpose.
- ``rule_difference``: one rule option changed (e.g. ``double_yakuman_hands``
  on, ``kiriage`` on, ``kuitan`` on for a hand our rules find no yaku in)
  makes every field agree: the platform plays that option another way than
  the rules used (document it, RULES.md §6).
- ``refused``: our core refuses the hand the log gives and no rule option
  makes it a scoring hand (a damaged log, or a reading error of ours); the
  result's ``error`` says why.
- ``damaged_log``: the record contradicts itself (its value is not what its
  own han and fu pay), so the log was edited or damaged.
- ``unexplained``: none of these: likely a scoring bug of ours; report it.

The causes are tried in the order listed.

Which fields are compared: ``value`` always; ``han``, ``limit`` and the yaku
when the format records them (mjlog, tenhou.net/6; not mjai); ``fu`` when
the log states it and the hand is not a yakuman (Tenhou prints a fu for a
yakuman that nothing pays by). Yaku are compared as a multiset of
``(id, han)`` with 0-han dora entries dropped (the mjlog lists ``裏ドラ 0``).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from ..core.jsonio import score_json
from ..core.points import base_points, winner_total
from ..core.rules import RuleSet
from .convert import rules_field
from .model import WinLog

#: Rule options tried, one at a time, to explain a disagreement
#: (option, values); the RULES.md §6 options platforms are known to differ on.
RULE_VARIANTS: tuple[tuple[str, tuple], ...] = (
    ("double_yakuman_hands", (True, False)),
    ("yakuman_stacking", (True, False)),
    ("kazoe", ("yakuman", "sanbaiman", "no_limit")),
    ("kiriage", (True, False)),
    ("double_wind_pair_fu", (2, 4)),
    ("rinshan_tsumo_fu", (True, False)),
    ("pinfu_tsumo", (True, False)),
    ("kuitan", (True, False)),
    ("red_fives", ((1, 1, 1), (0, 0, 0))),
    ("renhou", ("off", "mangan", "yakuman")),
)
#: Tried as well with three players (TABLE_RULES.md §8: how North's share
#: of a tsumo is paid).
THREE_PLAYER_VARIANTS: tuple[tuple[str, tuple], ...] = (
    ("tsumo_payment", ("loss", "north_bisection", "full_split")),
)


@dataclass(frozen=True, slots=True)
class Difference:
    """One field where our result and the log differ.

    Attributes:
        field: ``"fu"``, ``"han"``, ``"value"``, ``"limit"``, ``"yaku"``, or
            ``"error"`` when our core refuses the hand (`ours` is the code).
        logged: the log's value (for ``yaku``: the ``[id, han]`` pairs only
            the log has).
        ours: ours (for ``yaku``: the pairs only we have).
    """

    field: str
    logged: object
    ours: object

    def to_json(self) -> dict:
        """``{"field", "logged", "ours"}``."""
        return {"field": self.field, "logged": self.logged, "ours": self.ours}


@dataclass(frozen=True, slots=True)
class WinCheck:
    """Our result for a recorded win and how it compares.

    Attributes:
        hand: the hand as scored (its ``rules`` the rules used).
        result: our SCHEMA.md result (no explanation).
        agrees: every compared field is equal.
        differences: the fields that are not.
        cause: None when it agrees, else one of the causes of the module
            docstring.
        cause_args: ``((name, value), …)``: for ``rule_difference`` the
            option and the value that agrees; for ``refused`` the error code.
    """

    hand: dict
    result: dict
    agrees: bool
    differences: tuple[Difference, ...]
    cause: str | None
    cause_args: tuple = ()

    def to_json(self) -> dict:
        """``{"agrees", "differences": [...], "cause", "cause_args": {…}}`` (hand and result apart)."""
        return {"agrees": self.agrees, "differences": [d.to_json() for d in self.differences],
                "cause": self.cause, "cause_args": dict(self.cause_args)}


def our_value(result: dict) -> int | None:
    """A result's worth before honba and riichi sticks (what Tenhou's ``ten`` records)."""
    p = result.get("points")
    if not p:
        return None
    return p["total"] - p["honba_bonus"] - p["sticks_bonus"]


def _yakuman_count(logged: dict) -> int:
    return logged["han"] // 13 if logged.get("limit") == "yakuman" and logged.get("han") else 0


def _yaku_counts(yaku: list, fold_kita: bool) -> Counter:
    """``(id, han)`` counts of the yaku with han; with `fold_kita` the kita
    han are added to the dora entry (TABLE_RULES.md §8: Tenhou's record
    folds kita into "dora"; SCHEMA.md "Three players": a checker adds the
    two)."""
    items = [(y["id"], y["han"]) for y in yaku if y["han"] > 0]
    if fold_kita and any(i == "kita" for i, _ in items):
        dora = sum(h for i, h in items if i in ("dora", "kita"))
        items = [x for x in items if x[0] not in ("dora", "kita")] + [("dora", dora)]
    return Counter(items)


def payments(result: dict, hand: dict, winner: int, from_seat: int, players: int) -> tuple[int, ...] | None:
    """The score change of each seat (four, the empty fourth seat of a
    three-player game 0) that our `result` pays for a win by `winner`
    (from `from_seat`; equal for a tsumo): the winner takes ``total``; a
    ron's discarder pays ``ron``; a tsumo's dealer ``dealer_pays`` and each
    other payer ``non_dealer_pays`` (TABLE_RULES.md §7, §8: two payers with
    three players). None when `result` has no points."""
    p = result.get("points")
    if not p:
        return None
    out = [0, 0, 0, 0]
    out[winner] = p["total"]
    if "ron" in p:
        out[from_seat] = -p["ron"]
        return tuple(out)
    dealer = (winner - "ESWN".index(hand.get("seat_wind", "E"))) % players
    for seat in range(players):
        if seat != winner:
            out[seat] = -(p["dealer_pays"] if seat == dealer and p.get("dealer_pays") is not None
                          else p["non_dealer_pays"])
    return tuple(out)


def differences(logged: dict, result: dict) -> tuple[Difference, ...]:
    """The fields where `result` (ours) and `logged` (the log's) differ; see
    the module docstring for which fields are compared."""
    if result.get("error"):
        return (Difference("error", None, result["error"]["code"]),)
    out = []
    if logged.get("value") is not None and logged["value"] != our_value(result):
        out.append(Difference("value", logged["value"], our_value(result)))
    if logged.get("han") is not None:
        if logged["han"] != result["han"]:
            out.append(Difference("han", logged["han"], result["han"]))
        if logged.get("limit") != result["limit"]:
            out.append(Difference("limit", logged.get("limit"), result["limit"]))
        # kita on a line of its own in the log (Mahjong Soul) is compared as
        # such; where the log has none (Tenhou) ours is folded into dora
        fold = not any(y["id"] == "kita" for y in logged["yaku"])
        theirs = _yaku_counts(logged["yaku"], fold)
        mine = _yaku_counts(result["yaku"], fold)
        if theirs != mine:
            out.append(Difference("yaku", sorted([list(k) for k in (theirs - mine).elements()], key=str),
                                  sorted([list(k) for k in (mine - theirs).elements()], key=str)))
    if logged.get("fu") is not None and not result["yakuman"] and logged.get("limit") != "yakuman" \
            and logged["fu"] != result["fu"]:
        out.append(Difference("fu", logged["fu"], result["fu"]))
    return tuple(out)


def _self_consistent(logged: dict, hand: dict, rules: RuleSet) -> bool:
    """Whether the logged value is what the logged han and fu pay under
    `rules` (True when the log states too little to tell)."""
    han, fu, value = logged.get("han"), logged.get("fu"), logged.get("value")
    if han is None or value is None or (fu is None and han < 5 and not _yakuman_count(logged)):
        return True
    dealer = hand.get("seat_wind", "E") == "E"
    base, _limit, _kiriage = base_points(han, fu or 0, _yakuman_count(logged), rules)
    return winner_total(base, dealer, bool(hand.get("tsumo"))) == value


_HAND_TILE_FIELDS = ("closed", "win", "dora_indicators", "ura_indicators")


def hand_under(hand: dict, rules: RuleSet) -> dict:
    """`hand` with its ``rules`` set to `rules`; a red five of a suit those
    rules have no red fives of becomes a plain five (the same tile in a set
    without red fives)."""
    out = dict(hand, rules=rules_field(rules))
    plain = [suit for suit, n in zip("mps", rules.red_fives, strict=True) if n == 0]
    if not plain:
        return out

    def fix(text: str) -> str:
        if "0" not in text:
            return text
        res, run = [], []
        for ch in text:
            if ch.isdigit():
                run.append(ch)
            else:
                res.append("".join("5" if d == "0" and ch in plain else d for d in run) + ch)
                run = []
        return "".join(res) + "".join(run)

    for f in _HAND_TILE_FIELDS:
        if isinstance(out.get(f), str):
            out[f] = fix(out[f])
    if isinstance(out.get("melds"), list):
        out["melds"] = [dict(m, tiles=fix(m["tiles"])) if isinstance(m, dict) and isinstance(m.get("tiles"), str)
                        else m for m in out["melds"]]
    return out


def _payment_difference(win: WinLog, hand: dict, result: dict, rules: RuleSet) -> tuple[Difference, ...]:
    """A ``payments`` `Difference` when the log's score changes of `win`
    are not what our result pays (`payments`); none where the log records
    no changes, a liable player (pao) shares the payment, or our core
    refused the hand (that is its own difference)."""
    if win.pao is not None or not any(win.deltas) or result.get("error"):
        return ()
    ours = payments(result, hand, win.winner, win.from_seat, rules.players)
    if ours is None or ours == tuple(win.deltas):
        return ()
    return (Difference("payments", list(win.deltas), list(ours)),)


def _score(hand: dict, rules: RuleSet) -> dict:
    return score_json(hand_under(hand, rules), explain=False)


def check_win(win: WinLog, rules: RuleSet | None = None, game_rules: RuleSet | None = None) -> WinCheck:
    """Score `win` and compare with what the log recorded.

    Args:
        win: a recorded win.
        rules: the rules to score under; None uses the hand's own (the
            game's, `GameLog.rules`).
        game_rules: the game's rules when `rules` overrides them (to tell a
            ``rules_override`` from other causes); None when not known.

    Returns:
        A `WinCheck`. Never raises for a bad hand (our core's refusal is a
        ``refused`` disagreement).
    """
    if rules is None:
        from ..core.rules import rules_from_json

        rules = rules_from_json(win.hand.get("rules"))
    hand = hand_under(win.hand, rules)
    result = score_json(hand, explain=False)
    diffs = differences(win.logged, result) + _payment_difference(win, hand, result, rules)
    if not diffs:
        return WinCheck(hand, result, True, (), None)
    if game_rules is not None and game_rules != rules and not _all_differences(win, game_rules):
        return WinCheck(hand, result, False, diffs, "rules_override", (("rules", game_rules.preset),))
    for option, values in RULE_VARIANTS + (THREE_PLAYER_VARIANTS if rules.players == 3 else ()):
        for value in values:
            if getattr(rules, option) == value:
                continue
            if not _all_differences(win, replace(rules, **{option: value})):
                shown = list(value) if isinstance(value, tuple) else value
                return WinCheck(hand, result, False, diffs, "rule_difference", (("option", option), ("value", shown)))
    if result.get("error"):
        return WinCheck(hand, result, False, diffs, "refused", (("code", result["error"]["code"]),))
    if not _self_consistent(win.logged, hand, rules) or not _payments_consistent(win, hand, rules):
        return WinCheck(hand, result, False, diffs, "damaged_log", ())
    return WinCheck(hand, result, False, diffs, "unexplained", ())


def _all_differences(win: WinLog, rules: RuleSet) -> tuple[Difference, ...]:
    """`differences` and the ``payments`` difference of `win` scored under `rules`."""
    hand = hand_under(win.hand, rules)
    result = score_json(hand, explain=False)
    return differences(win.logged, result) + _payment_difference(win, hand, result, rules)


def _payments_consistent(win: WinLog, hand: dict, rules: RuleSet) -> bool:
    """Whether the winner's recorded gain is the recorded value plus the
    honba and the riichi sticks the log's own records give this winner
    (True when the log states no value or no changes): a record whose
    score changes leave out a stick its own riichi put on the table
    contradicts itself."""
    value = win.logged.get("value")
    if value is None or not any(win.deltas) or win.pao is not None:
        return True
    return win.deltas[win.winner] == value + rules.honba_value * hand.get("honba", 0) \
        + 1000 * hand.get("riichi_sticks", 0)
