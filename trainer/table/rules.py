"""Table rules: what happens to the scores between hands (TABLE_RULES.md).

A `TableRules` is a frozen value with every option of TABLE_RULES.md §7.1–7.9,
§8 and issue 12; `PRESETS` holds the nine presets that match the scoring
presets of `trainer.core` (same names): seven for four players and the two
three-player ones of §8 (`players` 3: three seats, three uma values, the
abortive draws that exist with three). The options that belong to a hand's
value — the honba value, the three-player tsumo payment, North as yakuhai —
are the scoring core's (`trainer.core.RuleSet`); `game_rules` takes both
kinds of option in one call and gives each to the rules it belongs to. Where TABLE_RULES.md marks a cell
**n/c** (no rule text confirms it) the preset uses the proposed default and
lists the option in `assumed`, so a UI can say the value is assumed; an
option set by the user leaves `assumed`.

Units: scores and every ``*_points`` option are table points (a riichi
stick is 1,000); `oka` and `uma` are result points (thousands of table
points, as a final result is written: +20 for 20,000).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from trainer.core import HandError, RuleSet, rules_from_json
from trainer.core.rules import ALL_PRESETS as SCORING_PRESETS
from trainer.core.rules import rules_to_json

from .errors import TableError

ABORTIVE_KINDS = ("nine_terminals", "four_winds", "four_kans", "four_riichi")
#: The abortive draws that can happen with three players (TABLE_RULES.md §8:
#: four winds and four riichi need a fourth player).
THREE_PLAYER_ABORTIVE = ("nine_terminals", "four_kans")
#: Seats at the table a rule set may have.
PLAYER_COUNTS = (3, 4)
#: Yakuman a liable player (pao) can answer for (TABLE_RULES.md §7.7).
PAO_YAKUMAN = ("daisangen", "daisuushii", "suukantsu")

_CHOICES: dict[str, tuple] = {
    "ties": ("seat_order", "share"),
    "leftover_sticks": ("first", "lost"),
    "final_rounding": ("none", "nearest_1000"),
    "length": ("hanchan", "tonpuusen"),
    "agari_yame": ("off", "auto", "choice"),
    "tenpai_yame": ("off", "auto", "choice"),
    "honba_reset": ("non_dealer_win", "deal_passes"),
    "nagashi_mangan": ("off", "bonus", "win"),
    "triple_ron": ("abortive", "scored", "head_bump"),
    "multiple_ron_honba": ("first", "each"),
    "multiple_ron_sticks": ("first", "own_back"),
    "pao_split": ("whole", "separate"),
    "pao_honba": ("liable", "discarder"),
    "chombo": ("reverse_mangan", "pay_each", "end_penalty"),
    "chombo_sticks": ("returned", "stay"),
}
_BOOLS = ("target_inclusive", "bust", "yame_needs_target", "renchan_on_tenpai", "renchan_on_abortive",
          "double_ron", "riichi_below_1000")
_POINTS = {  # option -> (lowest, highest, step)
    "start_points": (1000, 1_000_000, 100),
    "return_points": (0, 1_000_000, 100),
    "target_points": (0, 1_000_000, 100),
    "noten_payment": (0, 120_000, 2),  # 4 players: steps of 12 (`_check_consistent`)
    "chombo_points": (0, 1_000_000, 100),
}


@dataclass(frozen=True, slots=True)
class TableRules:
    """Every table option (TABLE_RULES.md §7; issue 12 "Table rules").

    Attributes:
        preset: the preset this value started from (a `PRESETS` name).
        players: seats at the table, 4 or 3 (TABLE_RULES.md §8); every
            per-seat value (scores, uma, tenpai) has this many entries and
            a round has this many hands.
        assumed: option names whose value no rule text confirms for this
            preset (TABLE_RULES.md **n/c**): the proposed default is used.

        start_points: each player's score at the start (§7.1).
        return_points: the score a final result is counted from:
            ``(final − return_points) / 1000 + uma`` (§7.1 "target").
        target_points: the bar for the extension round and for yame (§7.2).
        target_inclusive: exactly `target_points` reaches the bar (Tenhou);
            False = a player must be above it (seed 001).
        oka: result points (thousands) added to 1st place.
        uma: result points (thousands) for 1st, 2nd, 3rd(, 4th): one per
            player.
        ties: ``"seat_order"`` (the player earlier in the East-1 seat order
            ranks higher) or ``"share"`` (tied players average their uma
            and oka).
        leftover_sticks: riichi sticks still on the table at the end go to
            ``"first"`` place or are ``"lost"``.
        final_rounding: ``"none"``, or ``"nearest_1000"`` (each non-top
            result rounded to a whole thousand, a remainder of exactly 500
            up (below 0 points: down), 1st place taking what makes the four sum to 0:
            Tenhou logs up to 2019, §7.1).

        length: ``"hanchan"`` (East and South) or ``"tonpuusen"`` (East).
        extension_rounds: wind rounds that may follow when nobody reached
            the bar (0 none; 1 Tenhou's West round; 2 seed 001's West and
            North); in them the game ends as soon as someone reaches it.
        bust: the game ends when a score goes below 0 (exactly 0 plays on).
        agari_yame, tenpai_yame: a repeating last dealer who is 1st ends the
            game: ``"off"``, ``"auto"``, or ``"choice"`` (the dealer may end
            it: `events.EndGame`).
        yame_needs_target: yame also needs the dealer at the bar.

        renchan_on_tenpai: the dealer repeats when tenpai at an exhaustive
            draw (§7.3).
        renchan_on_abortive: the dealer repeats after an abortive draw.
        honba_reset: ``"non_dealer_win"`` (+1 after a dealer win or any
            draw, back to 0 after a win by non-dealers only: Tenhou, WRC,
            EMA) or ``"deal_passes"`` (+1 when the dealer repeats, 0
            whenever the deal passes: seed 001).

        noten_payment: points noten players pay in total to tenpai players
            at an exhaustive draw (0 = none; §7.4).
        nagashi_mangan: ``"off"``; ``"bonus"`` (a mangan tsumo without
            honba or sticks, in place of noten payments; the hand counts as
            a draw); ``"win"`` (paid like a tsumo win with honba and sticks;
            the dealer repeats only if he made it).
        abortive_draws: which of `ABORTIVE_KINDS` exist (§7.5; with three
            players only `THREE_PLAYER_ABORTIVE` can).
        double_ron: two players may win on one discard (§7.6); False =
            head bump (the claimant nearest the discarder in turn order).
        triple_ron: three ron claims: ``"abortive"`` draw, all three
            ``"scored"``, or ``"head_bump"``.
        multiple_ron_honba: honba go to the ``"first"`` winner in turn order
            from the discarder, or to ``"each"`` winner.
        multiple_ron_sticks: every stick to the first winner, or each winner
            takes back their own stick of this hand and the first the rest
            (``"own_back"``).

        pao_yakuman: yakuman ids with liability (§7.7).
        pao_split: ``"whole"`` (the liable player answers for the whole
            hand: pays it all on tsumo, half on a third player's ron) or
            ``"separate"`` (only the pao yakuman; the rest is paid as usual).
        pao_honba: on a ron with pao, honba are paid by the ``"liable"``
            player or the ``"discarder"`` (on tsumo the liable pays them).

        chombo: ``"reverse_mangan"`` (the offender pays a mangan tsumo),
            ``"pay_each"`` (`chombo_points` to each other player) or
            ``"end_penalty"`` (`chombo_points` taken from the final result,
            after uma: not a payment between players).
        chombo_points: see `chombo` (points).
        chombo_sticks: riichi sticks of the voided hand are ``"returned"``
            to their owners or ``"stay"`` on the table.

        riichi_below_1000: riichi may be declared with fewer than 1,000
            points (§7.9).

    The riichi deposit (1,000) and the honba value (the scoring rules'
    `honba_value`, RuleSet) are not table options.
    """

    preset: str = "tenhou"
    assumed: frozenset = frozenset()
    players: int = 4
    start_points: int = 25000
    return_points: int = 30000
    target_points: int = 30000
    target_inclusive: bool = True
    oka: int = 20
    uma: tuple[int, int, int, int] = (20, 10, -10, -20)
    ties: str = "seat_order"
    leftover_sticks: str = "first"
    final_rounding: str = "none"
    length: str = "hanchan"
    extension_rounds: int = 1
    bust: bool = True
    agari_yame: str = "auto"
    tenpai_yame: str = "auto"
    yame_needs_target: bool = True
    renchan_on_tenpai: bool = True
    renchan_on_abortive: bool = True
    honba_reset: str = "non_dealer_win"
    noten_payment: int = 3000
    nagashi_mangan: str = "bonus"
    abortive_draws: frozenset = frozenset(ABORTIVE_KINDS)
    double_ron: bool = True
    triple_ron: str = "abortive"
    multiple_ron_honba: str = "first"
    multiple_ron_sticks: str = "first"
    pao_yakuman: frozenset = frozenset(("daisangen", "daisuushii"))
    pao_split: str = "whole"
    pao_honba: str = "liable"
    chombo: str = "reverse_mangan"
    chombo_points: int = 0
    chombo_sticks: str = "returned"
    riichi_below_1000: bool = False

    def with_options(self, **options) -> TableRules:
        """A copy with `options` changed (checked as `table_rules_from_json`
        checks them); the changed options leave `assumed`.

        Raises:
            TableError: ``unknown_option`` or ``bad_option_value``.
        """
        changes = {name: _coerce(name, value) for name, value in options.items()}
        new = replace(self, **changes, assumed=self.assumed - set(changes))
        _check_consistent(new)
        return new

    def is_assumed(self, option: str) -> bool:
        """True when no rule text confirms this preset's value of `option`."""
        return option in self.assumed


#: The options a table may change. `players` is not among them: the number
#: of seats comes with the preset (a three-player one, TABLE_RULES.md §8),
#: as the scoring rules' `players` does; `with_options` still takes it.
OPTION_NAMES = tuple(f.name for f in fields(TableRules) if f.name not in ("preset", "assumed", "players"))
#: Options that mean nothing with three players (one discard has at most
#: two ron claimants), left out of a three-player editor.
FOUR_PLAYER_ONLY = ("triple_ron",)
#: The values a choice option may take (option → values), for editors.
OPTION_CHOICES: dict[str, tuple] = dict(_CHOICES)
#: The yes/no options.
BOOL_OPTIONS: tuple[str, ...] = _BOOLS
#: Point options → (lowest, highest, step), table points.
POINT_LIMITS: dict[str, tuple[int, int, int]] = dict(_POINTS)


def preset(name: str) -> TableRules:
    """The `TableRules` of a preset name (the scoring preset names).

    Sources per preset: `PRESET_SOURCES` (TABLE_RULES.md §7.12 keys):
    ``tenhou`` TH-R, TH-H, TH-B, seed 000 and LOGS; ``mahjong_soul``
    MJS-W, MJS-S, RE; ``wrc`` WRC-W, WRC15, WRC14, TORI, PAN; ``ema``
    EMA-A, EMA16, EMA12, EMA-W, MR-W, PAN; ``m_league`` ML-W, ML-1…4;
    ``classic`` seed 001; ``arcade`` none (seed 004 has no table rules).

    Raises:
        TableError(unknown_preset): not a preset name.
    """
    try:
        return PRESETS[name]
    except (KeyError, TypeError):
        raise TableError("unknown_preset", f"unknown table preset {str(name)[:40]!r} (known: {', '.join(PRESETS)})",
                         preset=str(name)[:40], known=list(PRESETS)) from None


def _bad(option: str, value, why: str) -> TableError:
    shown = repr(value)[:40]
    return TableError("bad_option_value", f"table option {option} = {shown}: {why}", option=option,
                      value=shown, why=why)


def _coerce(option: str, value):
    """Check one option value (from JSON or Python) and return it in the
    field's type. Raises `TableError` naming the option."""
    if option in _CHOICES:
        if value not in _CHOICES[option]:
            raise _bad(option, value, f"must be one of {', '.join(_CHOICES[option])}")
        return value
    if option in _BOOLS:
        if not isinstance(value, bool):
            raise _bad(option, value, "must be true or false")
        return value
    if option in _POINTS:
        low, high, step = _POINTS[option]
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high or value % step:
            raise _bad(option, value, f"must be a whole number from {low} to {high} in steps of {step}")
        return value
    if option == "oka":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 1000:
            raise _bad(option, value, "must be a whole number of thousands from 0 to 1000")
        return value
    if option == "uma":
        # how many values the player count needs is checked with it (`_check_consistent`)
        if (not isinstance(value, (list, tuple)) or len(value) not in PLAYER_COUNTS
                or any(isinstance(v, bool) or not isinstance(v, int) or abs(v) > 1000 for v in value)):
            raise _bad(option, value, "must be four whole numbers of thousands (1st, 2nd, 3rd, 4th), or three "
                       "with three players")
        return tuple(value)
    if option == "players":
        if type(value) is not int or value not in PLAYER_COUNTS:
            raise _bad(option, value, "must be 3 or 4")
        return value
    if option == "extension_rounds":
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 2:
            raise _bad(option, value, "must be 0, 1 or 2")
        return value
    if option in ("abortive_draws", "pao_yakuman"):
        known = ABORTIVE_KINDS if option == "abortive_draws" else PAO_YAKUMAN
        if not isinstance(value, (list, tuple, set, frozenset)) or len(value) > 10:
            raise _bad(option, value, f"must be a list of {', '.join(known)}")
        for v in value:
            if v not in known:
                raise _bad(option, value, f"unknown {option} entry {str(v)[:20]!r} (known: {', '.join(known)})")
        return frozenset(value)
    raise TableError("unknown_option", f"unknown table option {str(option)[:40]!r} (known: {', '.join(OPTION_NAMES)})",
                     option=str(option)[:40], known=list(OPTION_NAMES))


def _check_consistent(rules: TableRules) -> None:
    """Options that contradict each other."""
    if rules.triple_ron == "scored" and not rules.double_ron:
        raise _bad("triple_ron", "scored", "three winners need double_ron on")
    # the uma count first: it names a player count changed alone (a three-player game edited to
    # four players is told so, not that its 2,000 draw pool is not in twelves)
    if len(rules.uma) != rules.players:
        raise _bad("uma", list(rules.uma), f"{rules.players} players need {rules.players} uma values "
                   f"(1st … {'3rd' if rules.players == 3 else '4th'}), not {len(rules.uma)}: set uma too, or start from a "
                   f"{'three' if rules.players == 3 else 'four'}-player preset")
    if rules.players == 4 and rules.noten_payment % 12:
        low, high, _ = _POINTS["noten_payment"]
        raise _bad("noten_payment", rules.noten_payment, f"must be a whole number from {low} to {high} in steps of 12")
    if rules.uma[0] < rules.uma[-1]:
        last = "4th" if rules.players == 4 else "3rd"
        raise _bad("uma", rules.uma, f"1st place's uma cannot be below {last}'s")
    if rules.players == 3:
        extra = sorted(rules.abortive_draws - set(THREE_PLAYER_ABORTIVE))
        if extra:
            raise _bad("abortive_draws", extra, f"{', '.join(extra)} cannot happen with three players (TABLE_RULES.md "
                       f"§8: only {' and '.join(THREE_PLAYER_ABORTIVE)})")


def _preset(name: str, assumed: tuple[str, ...] = (), **values) -> TableRules:
    rules = replace(TableRules(), preset=name, assumed=frozenset(assumed), **values)
    unknown = set(assumed) - set(OPTION_NAMES)
    if unknown:
        raise AssertionError(f"{name}: assumed names unknown options {sorted(unknown)}")
    _check_consistent(rules)
    return rules


TENHOU = _preset(
    "tenhou",
    assumed=("nagashi_mangan", "chombo", "chombo_sticks"),
)
"""Tenhou four-player ranked rules (TABLE_RULES.md, row ``tenhou``).

§7.1 start 25,000, return 30,000 [TH-R; S000 l.44]; oka +20 to 1st [LOGS];
uma +20/+10/−10/−20 [TH-R; LOGS]; ties by East-1 seat order [TH-R; LOGS];
leftover sticks to 1st [TH-R; LOGS 53/53]; no rounding of the result (the
2023 log; logs up to 2019 round: ``final_rounding="nearest_1000"``).
§7.2 East+South, West-round sudden death to W4, ≥30,000 counts, bust below
0, automatic agari-yame and tenpai-yame at ≥30,000 [TH-R; TH-H; TH-B;
S000 l.50–51; LOGS]. §7.3 dealer repeats on a win (also one of two), when
tenpai, after an abortive draw; honba +1 after a dealer win or any draw, 0
after a non-dealer win [TH-R; LOGS]. §7.4 noten 3,000 [S000 l.376–392;
LOGS 88/88]; nagashi mangan as a mangan tsumo in place of noten payments,
sticks stay [TH-R; LOGS 1/1] — **assumed**: no honba paid on it and each of
several nagashi players paid (NM-W). §7.5 all four abortive draws, triple
ron abortive [TH-R; S000 l.49; LOGS 12/12]. §7.6 double ron; honba and every
stick to the first winner from the discarder [TH-R; LOGS 8/8]. §7.7 pao on
daisangen and daisuushii, the liable player answers for the whole hand and
the honba [TH-R; LOGS 3/3; RE]. §7.8 the online client has no chombo:
**assumed** the common table default, a reverse mangan tsumo with the
riichi sticks returned [CH-W]. §7.9 no riichi below 1,000 [TH-R].
"""

MAHJONG_SOUL = _preset(
    "mahjong_soul",
    assumed=("target_points", "target_inclusive", "extension_rounds", "leftover_sticks", "agari_yame",
             "tenpai_yame", "yame_needs_target", "renchan_on_abortive", "honba_reset", "noten_payment",
             "nagashi_mangan", "multiple_ron_honba", "multiple_ron_sticks", "pao_honba", "chombo",
             "chombo_sticks", "riichi_below_1000"),
    return_points=25000, oka=0, uma=(15, 5, -5, -15), triple_ron="scored", pao_split="separate",
)
"""Mahjong Soul four-player South ranked rules (TABLE_RULES.md, row
``mahjong_soul``).

§7.1 start 25,000, no oka: the result is counted from 25,000 [MJS-W]; uma
+15/+5/−5/−15 [MJS-W]; seat-order ties [MJS-W]; leftover sticks to 1st
**assumed**. §7.2 East+South, an extension round applies [MJS-W]; its 30,000
bar and W4 end come only from a user post [MJS-S] → **assumed**; bust below
0 [MJS-W]; a 1st-place last dealer can end the game [MJS-S 2nd], automatic
and at ≥30,000 **assumed**. §7.3 dealer repeats on a win (also one of
several) and when tenpai [MJS-W]; after an abortive draw and the honba model
**assumed** as Tenhou. §7.4 nagashi mangan exists [MJS-W], paid as Tenhou
**assumed**; noten 3,000 **assumed**. §7.5 all four abortive draws; triple
ron scored [MJS-W; RE]. §7.6 double ron [MJS-W]; honba and sticks to the
first winner **assumed**. §7.7 pao on daisangen and daisuushii, each yakuman
settled separately [MJS-W; RE 2nd]; honba from the liable **assumed**.
§7.8 no chombo online: reverse mangan **assumed** [CH-W]. §7.9 riichi below
1,000 not allowed **assumed**.
"""

WRC = _preset(
    "wrc",
    assumed=("leftover_sticks", "bust", "pao_yakuman", "pao_split", "chombo_points", "chombo_sticks",
             "riichi_below_1000"),
    start_points=30000, return_points=30000, oka=0, uma=(15, 5, -5, -15), ties="share", leftover_sticks="lost",
    extension_rounds=0, bust=False, agari_yame="off", tenpai_yame="off", nagashi_mangan="off",
    abortive_draws=frozenset(), double_ron=False, triple_ron="head_bump", pao_honba="discarder",
    chombo="end_penalty", chombo_points=20000, riichi_below_1000=True,
)
"""World Riichi Championship rules (TABLE_RULES.md, row ``wrc``).

§7.1 start and return 30,000, no oka [WRC-W; TORI]; uma +15/+5/−5/−15
[WRC-W; TORI 2nd]; tied players share their uma [WRC-W; TORI]; leftover
sticks: sources conflict (lost [TORI 2nd; EMA-A] vs. to the winner [PAN])
→ lost **assumed**. §7.2 East+South, no extension [TORI]; bust: sources
conflict → play on **assumed**; no yame [WRC15 §5.9.1; TORI]. §7.3 dealer
repeats on a win or tenpai; honba +1 after a dealer win or exhaustive draw,
0 after another's win [WRC15 §5.7.7–5.7.8]. §7.4 noten 3,000 [WRC15
§5.7.2]; no nagashi mangan [TORI; PAN 2nd]. §7.5 no abortive draws; §7.6
head bump [WRC15 §5.7.6]. §7.7 pao on daisangen and daisuushii [PAN]
(suukantsu: TORI → **assumed** without); liable pays all on tsumo, half on
ron, honba from the discarder [TORI 2nd]; a composite yakuman **assumed**
paid whole. §7.8 chombo −20,000 after uma [PAN 2nd; WRC14], the 2022 amount
**assumed**; the hand re-dealt, honba unchanged [WRC15 §5.7, 5.7.8]; riichi
sticks returned **assumed**. §7.9 riichi with any score [TORI 2nd] → **assumed**.
"""

EMA = _preset(
    "ema",
    assumed=("ties", "agari_yame", "tenpai_yame", "renchan_on_tenpai", "noten_payment", "multiple_ron_honba"),
    start_points=30000, return_points=30000, oka=0, uma=(15, 5, -5, -15), ties="share",
    extension_rounds=0, bust=False, agari_yame="off", tenpai_yame="off", nagashi_mangan="off",
    abortive_draws=frozenset(), triple_ron="scored", multiple_ron_honba="each", multiple_ron_sticks="own_back",
    pao_honba="discarder", chombo="end_penalty", chombo_points=20000, riichi_below_1000=True,
)
"""European Mahjong Association Riichi Competition Rules (TABLE_RULES.md,
row ``ema``).

§7.1 start 30,000 kept as ±0, no oka [PAN 2nd; EMA-W]; uma +15/+5/−5/−15
[EMA-A]; ties share **assumed** (as PAN's EMA preset); leftover sticks to
the game winner [EMA-A]. §7.2 East+South, no extension, play continues
below 0 [EMA-W; PAN 2nd]; no yame [PAN 2nd] (**assumed**: not in the book).
§7.3 dealer repeats on a win, also one of several [EMA16 §3.4.9], when
tenpai [MR-W] (**assumed**: the 2016 text); honba +1 after an East win or
exhaustive draw [EMA16 §3.4.10]. §7.4 no nagashi mangan [EMA-A]; noten
3,000 **assumed**. §7.5 no abortive draws; §7.6 double and triple ron
scored [EMA-A; EMA16 §3.4.9]; honba to every winner [MR-W 2nd; PAN 2nd]
(**assumed**: the book text); each winner takes back their own stick, the
rest to the nearest winner [MR-W; EMA-W 2nd]. §7.7 pao on daisangen and
daisuushii; half each on ron, honba from the discarder [EMA12 §3.3.9].
§7.8 chombo −20,000 after uma [EMA-A]; hand re-dealt, no counter, sticks
returned [EMA12 §3.4.6]. §7.9 riichi with any score [EMA-W 2nd].
"""

M_LEAGUE = _preset(
    "m_league",
    assumed=("leftover_sticks", "extension_rounds", "honba_reset", "noten_payment", "nagashi_mangan",
             "pao_split", "pao_honba", "chombo", "chombo_points", "chombo_sticks"),
    uma=(30, 10, -10, -30), ties="share", extension_rounds=0, bust=False, agari_yame="off",
    tenpai_yame="off", abortive_draws=frozenset(), double_ron=False, triple_ron="head_bump",
    pao_yakuman=frozenset(PAO_YAKUMAN), chombo="end_penalty", chombo_points=20000, riichi_below_1000=True,
)
"""M-League rules (TABLE_RULES.md, row ``m_league``; every source 2nd).

§7.1 start 25,000, return 30,000, oka +20 [ML-W; ML-1; ML-3]; uma
+30/+10/−10/−30 [ML-W; ML-1]; tied players split the rank points [ML-W;
ML-2]; leftover sticks to 1st **assumed**. §7.2 East+South, no extension
**assumed** [ML-4 summary]; no bust [ML-1; ML-2; ML-3]; no yame [ML-1;
ML-4]. §7.3 dealer repeats on a win or tenpai [ML-1]; honba model
**assumed** as WRC. §7.4 nagashi mangan **assumed** as Tenhou; noten 3,000
**assumed**. §7.5 no abortive draws [ML-1; ML-3]; §7.6 head bump [ML-W;
ML-1]. §7.7 pao on daisangen, daisuushii, suukantsu [ML-W]; split and honba
**assumed** as Tenhou. §7.8 chombo: sources conflict (mangan payment [ML-3]
vs. 20,000-point penalty [ML-2]) → −20,000 after uma **assumed**, sticks
returned **assumed**. §7.9 riichi with any score [ML-1].
"""

CLASSIC = _preset(
    "classic",
    assumed=("start_points", "return_points", "oka", "ties", "leftover_sticks", "tenpai_yame", "noten_payment",
             "nagashi_mangan", "pao_split", "pao_honba", "chombo_sticks", "riichi_below_1000"),
    uma=(5, 0, 0, -5), target_inclusive=False, extension_rounds=2, agari_yame="choice", tenpai_yame="off",
    yame_needs_target=False, honba_reset="deal_passes", nagashi_mangan="win", double_ron=False,
    triple_ron="head_bump", pao_yakuman=frozenset(PAO_YAKUMAN), chombo="pay_each", chombo_points=4000,
)
"""The classic rules of seed 001, a 2006 Chinese guide (TABLE_RULES.md,
row ``classic``).

§7.1 start, return and oka: the seed gives none → 25,000 / 30,000 / +20
**assumed**; uma "0-5" = +5/0/0/−5 [S001 l.557]; ties and leftover sticks
**assumed**. §7.2 East+South; West round when nobody is *above* 30,000 after
South, ending as soon as someone is, else to the end of North [S001 l.60,
l.563]; bust on a negative score [S001 l.579]; agari-yame the 1st-place
dealer's choice [S001 l.561]; tenpai-yame **assumed** off. §7.3 dealer
repeats on a win, when tenpai and after abortive draws [S001 l.54]; the
counter is the dealer's repeats [S001 l.64]. §7.4 noten 3,000 **assumed**
(the seed says "a certain amount", l.66); nagashi mangan exists [S001 l.242],
paid like a mangan tsumo win **assumed**. §7.5 all four abortive draws
[S001 l.569–575]; head bump for double and triple ron [S001 l.565–567].
§7.7 pao on a yakuman made certain by a fed meld: daisangen, daisuushii,
suukantsu; feeder pays all on tsumo, half on ron [S001 l.577]; split and
honba **assumed**. §7.8 chombo: 4,000 to each other player, hand re-dealt
[S001 l.125]; sticks returned **assumed**. §7.9 deposit 1,000 [S001 l.131];
no riichi below 1,000 **assumed**.
"""

ARCADE = _preset("arcade", assumed=OPTION_NAMES)
"""The arcade machine tables of seed 004 (TABLE_RULES.md, row ``arcade``):
the seed has no settlement rules beyond the 1,000 riichi deposit that the
hand's winner takes [S004 l.150–151], 八連荘 as a yakuman [S004 l.8–9] and two
penalties [S004 l.169, l.180–182]; every option is **assumed** (the
``tenhou`` values; chombo a reverse mangan [CH-W]).
"""

TENHOU_SANMA = _preset(
    "tenhou_sanma",
    assumed=("target_points", "nagashi_mangan", "chombo", "chombo_sticks"),
    players=3, start_points=35000, return_points=40000, target_points=40000, oka=15, uma=(20, 0, -20),
    noten_payment=2000, abortive_draws=frozenset(THREE_PLAYER_ABORTIVE),
)
"""Tenhou three-player ranked rules (TABLE_RULES.md §8, column
``tenhou_sanma``).

Start 35,000, return 40,000, uma +20/0/−20, oka +15 to 1st (3 × 5,000):
the final line ``(59.2 − 40) + 15 + 20 = 54.2 → 54`` [TH3; LOG3]; draw
pool 2,000: one tenpai +2,000/−1,000 × 2, two +1,000 × 2/−2,000 [LOG3];
abortive draws by nine terminals and four kans only (§8); double ron, honba
and sticks to the first winner from the discarder [TH3]. The honba (100 per
payer: ron 200) and the tsumo loss are the scoring rules'
(`trainer.core` preset ``tenhou_sanma``). The rest as `TENHOU` (§7.1–7.9).
**Assumed**: the 40,000 bar for the West round and yame (§8 is silent; the
return score, as Tenhou's four-player bar is its return); nagashi mangan a
mangan tsumo with tsumo loss (§8 n/c); chombo as `TENHOU`.
"""

MAHJONG_SOUL_SANMA = _preset(
    "mahjong_soul_sanma",
    assumed=tuple(MAHJONG_SOUL.assumed - {"noten_payment"}),
    players=3, start_points=35000, return_points=35000, target_points=40000, oka=0, uma=(15, 0, -15),
    noten_payment=2000, abortive_draws=frozenset(THREE_PLAYER_ABORTIVE), pao_split="separate",
)
"""Mahjong Soul three-player ranked rules (TABLE_RULES.md §8, column
``mahjong_soul_sanma``).

Start 35,000, uma +15/0/−15 [MS3]; draw pool 2,000 [MS3]; nine terminals
and four kans the only abortive draws; double ron [MS3]; tsumo loss and
honba 100 per payer are the scoring rules' (`trainer.core` preset
``mahjong_soul_sanma``; North-bisection is its ``tsumo_payment`` option).
The result is counted from the start with no oka: (score − 35,000)/1,000
+ uma, as all six real Mahjong Soul three-player games of
tests/data/logs/mjai-reviewer3p print it (their replays match).
**Assumed**: the 40,000 bar for the extension and yame, and every other
option `MAHJONG_SOUL` assumes.
"""

#: The presets, by the scoring preset names of `trainer.core.ALL_PRESETS`.
PRESETS: dict[str, TableRules] = {
    r.preset: r for r in (TENHOU, MAHJONG_SOUL, WRC, EMA, M_LEAGUE, CLASSIC, ARCADE, TENHOU_SANMA,
                          MAHJONG_SOUL_SANMA)
}

#: Where each preset's values come from (TABLE_RULES.md §7.12 keys), for
#: the rules dialog and the docs, in short (each preset's docstring has them per option).
PRESET_SOURCES: dict[str, str] = {
    "tenhou": "TH-R (riichi.wiki Tenhou.net rules), TH-H, TH-B, seed 000, and the recorded games (LOGS, §7.10)",
    "mahjong_soul": "MJS-W (riichi.wiki Mahjong Soul), MJS-S (2nd), RE (RiichiEnv RULES.md, 2nd)",
    "wrc": "WRC-W, WRC Rules 2015 (§5.7, 5.9.1), WRC 2014 errata, TORI (2nd), Pantheon's WRC preset (2nd)",
    "ema": "EMA-A, EMA RCR 2016 (§3.4.9–3.4.10), RCR 2012 (§3.3.9, 3.4.6), EMA-W, MR-W (2nd), Pantheon (2nd)",
    "m_league": "ML-W, ML-1 … ML-4 (all 2nd; the official page was not available)",
    "classic": "seed 001 (a 2006 guide) l.54–66, 125, 131, 242, 557–579",
    "arcade": "seed 004 has no table rules: every option is the proposed default",
    "tenhou_sanma": "TH3 (Tenhou rules, three-player section) and a real Houou three-player game (LOG3), §8",
    "mahjong_soul_sanma": "MS3 (riichi.wiki Mahjong Soul, RiichiEnv's three-player code), §8",
}


def table_rules(name: str = "tenhou", **options) -> TableRules:
    """A preset with some options changed: ``table_rules("wrc", bust=True)``.

    Raises:
        TableError: ``unknown_preset``, ``unknown_option`` or
            ``bad_option_value`` (naming the option and why).
    """
    return preset(name).with_options(**options) if options else preset(name)


def table_rules_from_json(value) -> TableRules:
    """Table rules from JSON: a preset name, or ``{"preset": NAME, OPTION:
    VALUE, …}`` (lists for `uma`, `abortive_draws`, `pao_yakuman`); None is
    the ``tenhou`` preset. An ``"assumed"`` key (as `table_rules_to_json`
    writes it) is read back as is.

    Raises:
        TableError: ``unknown_preset``, ``unknown_option``,
            ``bad_option_value``.
    """
    if value is None:
        return TENHOU
    if isinstance(value, str):
        return preset(value)
    if not isinstance(value, dict):
        raise _bad("rules", value, "must be a preset name or an object")
    base = preset(value.get("preset", "tenhou"))
    options = {k: v for k, v in value.items() if k not in ("preset", "assumed")}
    rules = base.with_options(**options) if options else base
    if "assumed" in value:
        assumed = value["assumed"]
        if not isinstance(assumed, list) or not set(assumed) <= set(OPTION_NAMES):
            raise _bad("assumed", assumed, "must be a list of option names")
        rules = replace(rules, assumed=frozenset(assumed))
    return rules


def table_rules_to_json(rules: TableRules) -> dict:
    """Every option spelled out (sets as sorted lists, `uma` as a list),
    with ``preset`` and ``assumed`` (and ``players`` when not 4); `table_rules_from_json` reads it back
    to an equal value."""
    out: dict = {"preset": rules.preset, "assumed": sorted(rules.assumed)}
    if rules.players != 4:  # four-player rules are written as they always were
        out["players"] = rules.players
    for name in OPTION_NAMES:
        v = getattr(rules, name)
        out[name] = sorted(v) if isinstance(v, frozenset) else list(v) if isinstance(v, tuple) else v
    return out


#: Options a game takes that belong to the scoring rules (`trainer.core.RuleSet`):
#: the honba value (points per counter on a ron; a tsumo's payers split it),
#: the three-player tsumo payment (``loss``, ``north_bisection``,
#: ``full_split``) and North as yakuhai (true/false: the core's local yaku
#: ``yakuhai_north``) — TABLE_RULES.md §8 "parlor options".
SCORING_OPTIONS = ("honba_value", "tsumo_payment", "yakuhai_north")


def game_rules(name: str = "tenhou", scoring: RuleSet | None = None, **options) -> tuple[TableRules, RuleSet]:
    """The table rules and scoring rules of a game from one preset name and
    options of both kinds: ``game_rules("tenhou_sanma", noten_payment=1000,
    tsumo_payment="north_bisection")``. Table options go to `table_rules`;
    `SCORING_OPTIONS` to the scoring core, checked there (each rule is
    written once).

    Args:
        name: a `PRESETS` name (the scoring preset of the same name is the
            base of the scoring rules unless `scoring` is given).
        scoring: scoring rules to start from (e.g. the window's), which
            must be for as many players as the table preset.

    Raises:
        TableError: ``unknown_preset``, ``unknown_option``,
            ``bad_option_value`` (the option named, with the core's reason
            for a scoring option; ``players`` when the scoring rules are
            for another number of players).
    """
    table = table_rules(name, **{k: v for k, v in options.items() if k not in SCORING_OPTIONS})
    base = scoring if scoring is not None else SCORING_PRESETS.get(name)
    if not isinstance(base, RuleSet):
        raise _bad("scoring", base, "must be scoring rules (a trainer.core RuleSet)")
    changes = {k: v for k, v in options.items() if k in SCORING_OPTIONS}
    if changes:
        data = rules_to_json(base)
        for k, v in changes.items():
            if k == "yakuhai_north":
                if not isinstance(v, bool):
                    raise _bad(k, v, "must be true or false")
                yaku = set(data["local_yaku"]) - {"yakuhai_north"}
                data["local_yaku"] = sorted(yaku | ({"yakuhai_north"} if v else set()))
            else:
                data[k] = v
        try:
            base = rules_from_json(data)
        except HandError as e:
            option = next((k for k in changes if k in e.message), next(iter(changes)))
            raise _bad(option, changes[option], e.message.split(": ", 1)[-1]) from None
    check_players(table, base)
    return table, base


def check_players(table: TableRules, scoring: RuleSet) -> None:
    """Raise `TableError(bad_option_value)` (option ``players``) when the
    table rules and the scoring rules are for different numbers of players
    (a ``tenhou_sanma`` table with four-player scoring, …)."""
    if table.players != scoring.players:
        raise _bad("players", table.players, f"the table rules ({table.preset}) are for {table.players} players but "
                   f"the scoring rules ({scoring.preset}) for {scoring.players}: choose rules of one kind")
