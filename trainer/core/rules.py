"""Rule sets: the options of RULES.md §6 and the seven presets.

A `RuleSet` is a frozen value passed to every scoring call, never a global.
`rules_from_json` reads the SCHEMA.md `rules` field (a preset name, or
``{"preset": NAME, OPTION: VALUE, …}``).
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace

from .errors import EXCERPT, HandError, excerpt

LOCAL_YAKU = (
    "sanshoku_tsuukan",
    "yakuhai_north",
    "open_riichi",
    "kinkei_dokuritsu",
    "isshoku_sanjun",
    "sanrenkou",
    "hyakuman_goku",
    "isshoku_yonjun",
    "suurenkou",
    "beni_kujaku",
    "kouitten",
    "aoi_doumon",
    "kinmonkyou",
    "daichisei",
    "shiisanpuutaa",
    "daisharin",
    "touhoku_shinkansen",
)
#: Local yaku that exist only with three players (TABLE_RULES.md §8: with
#: four, North is already a seat or round wind).
THREE_PLAYER_LOCAL_YAKU = frozenset(("yakuhai_north",))
#: Local yaku of RULES.md §6 that the hand format cannot express.
UNSUPPORTED_LOCAL_YAKU = {
    "shiisanpuutaa": "thirteen unconnected tiles is not a winning shape the hand format can hold",
}
KAZOE_VALUES = ("yakuman", "sanbaiman", "no_limit")
RENHOU_VALUES = ("off", "mangan", "yakuman")
#: How a three-player tsumo is paid (TABLE_RULES.md §8 "tsumo"): ``loss``
#: (each payer pays its four-player share, North's share is not paid),
#: ``north_bisection`` (North's share split between the two payers),
#: ``full_split`` (marudori: the ron value split 2:1 between dealer and
#: non-dealer, or evenly when the dealer wins).
TSUMO_PAYMENTS = ("loss", "north_bisection", "full_split")
#: The options that exist only with three players (TABLE_RULES.md §8).
THREE_PLAYER_OPTIONS = ("tsumo_payment", "kita_in_dora")


@dataclass(frozen=True, slots=True)
class RuleSet:
    """Every scoring option of RULES.md §6.

    Attributes:
        preset: the preset this set started from (for display only).
        kuitan: tanyao counts on an open hand.
        red_fives: red fives in the set per suit, ``(m, p, s)``, each 0..4.
        double_wind_pair_fu: fu of a pair that is both seat and round wind
            (2 or 4).
        kiriage: 4 han 30 fu and 3 han 60 fu are paid as mangan.
        kazoe: 13+ han without a yakuman is ``"yakuman"`` (kazoe yakuman),
            ``"sanbaiman"``, or ``"no_limit"`` (13 han per yakuman: 26+ is
            double, …).
        double_yakuman_hands: kokushi 13-sided wait, suuankou tanki, junsei
            chuuren and daisuushii are worth two yakuman.
        pure_ryuuiisou_double: ryuuiisou without hatsu is worth two yakuman
            (the `classic` preset, seed 001).
        yakuman_stacking: different yakuman in one hand add up; otherwise the
            largest one alone counts.
        renhou: ``"off"``, ``"mangan"`` (a fixed mangan that does not add to
            other yaku) or ``"yakuman"``.
        rinshan_tsumo_fu: a rinshan win earns the 2 tsumo fu.
        pinfu_tsumo: pinfu may be claimed on a tsumo (then 20 fu).
        honba_value: points per honba counter on a ron; on a tsumo each
            payer pays its share (a third with four players, a half with
            three: TABLE_RULES.md §8, 100 per payer per counter).
        local_yaku: ids from `LOCAL_YAKU` that are in play
            (``yakuhai_north``, a North triplet as yakuhai, only with three
            players).
        players: 4, or 3 for three-player mahjong (TABLE_RULES.md §8: the
            108-tile set without 2m–8m, no chi, North set aside as kita,
            two payers, dora wrap 1m↔9m).
        tsumo_payment: with three players, one of `TSUMO_PAYMENTS`.
        kita_in_dora: with three players, kita han are reported inside the
            ``dora`` item (as Tenhou's records fold them) instead of a
            ``kita`` item of their own.

    The three-player options keep their defaults with four players
    (`rules_from_json` refuses them there) and `rules_to_json` leaves
    them out, so a four-player rule set reads and writes as before.
    """

    preset: str = "tenhou"
    kuitan: bool = True
    red_fives: tuple[int, int, int] = (1, 1, 1)
    double_wind_pair_fu: int = 4
    kiriage: bool = False
    kazoe: str = "yakuman"
    double_yakuman_hands: bool = False
    pure_ryuuiisou_double: bool = False
    yakuman_stacking: bool = True
    renhou: str = "off"
    rinshan_tsumo_fu: bool = True
    pinfu_tsumo: bool = True
    honba_value: int = 300
    local_yaku: frozenset = frozenset()
    players: int = 4
    tsumo_payment: str = "loss"
    kita_in_dora: bool = False

    @property
    def payers(self) -> int:
        """Players who pay a tsumo: 3 with four players, 2 with three."""
        return self.players - 1


#: The presets of RULES.md §6, each with its source.
PRESETS: dict[str, RuleSet] = {
    # Tenhou (天鳳) four-player ranked rules: kuitan, one red five per suit,
    # 4-fu double wind pair, no kiriage, kazoe yakuman, "double" patterns
    # single but different yakuman stack, no renhou. Confirmed on the
    # recorded wins of the team's data (tests/data/shared, see its README).
    "tenhou": RuleSet(preset="tenhou"),
    # Mahjong Soul (雀魂) ranked rules: as Tenhou but the four double
    # yakuman patterns count double.
    "mahjong_soul": RuleSet(preset="mahjong_soul", double_yakuman_hands=True),
    # World Riichi Championship rules 2022: no red fives, 2-fu double wind
    # pair, kiriage mangan, kazoe capped at sanbaiman, renhou a mangan.
    # Seed 002 (yaku table) follows WRC.
    "wrc": RuleSet(
        preset="wrc", red_fives=(0, 0, 0), double_wind_pair_fu=2, kiriage=True,
        kazoe="sanbaiman", renhou="mangan",
    ),
    # European Mahjong Association riichi rules 2016: no red fives, kazoe
    # capped at sanbaiman, yakuman do not stack, renhou a mangan.
    "ema": RuleSet(
        preset="ema", red_fives=(0, 0, 0), kazoe="sanbaiman",
        yakuman_stacking=False, renhou="mangan",
    ),
    # M-League (Mリーグ) rules: red fives, 2-fu double wind pair, kiriage
    # mangan, kazoe yakuman, no double yakuman patterns.
    "m_league": RuleSet(
        preset="m_league", double_wind_pair_fu=2, kiriage=True,
    ),
    # Seed 001 (a 2006 Chinese scoring guide): no red fives, renhou a
    # yakuman, double yakuman patterns including pure ryuuiisou without
    # hatsu, and the local yaku the guide lists.
    "classic": RuleSet(
        preset="classic", red_fives=(0, 0, 0), double_yakuman_hands=True,
        pure_ryuuiisou_double=True, renhou="yakuman",
        local_yaku=frozenset((
            "sanshoku_tsuukan", "open_riichi", "kinkei_dokuritsu",
            "isshoku_sanjun", "sanrenkou", "hyakuman_goku", "isshoku_yonjun",
            "suurenkou", "beni_kujaku", "kouitten", "aoi_doumon",
            "kinmonkyou", "daichisei", "daisharin",
        )),
    ),
    # Seed 004 (an arcade machine's score table): no red fives, double
    # yakuman patterns, arcade local yaku on.
    "arcade": RuleSet(
        preset="arcade", red_fives=(0, 0, 0), double_yakuman_hands=True,
        local_yaku=frozenset((
            "daisharin", "hyakuman_goku", "beni_kujaku", "touhoku_shinkansen",
            "isshoku_yonjun", "suurenkou",
        )),
    ),
}

#: The three-player presets of TABLE_RULES.md §8. Kept apart from `PRESETS`
#: (which the screens list) until every screen takes three-player hands;
#: `preset` and `rules_from_json` know both (`ALL_PRESETS`).
THREE_PLAYER_PRESETS: dict[str, RuleSet] = {
    # Tenhou three-player ranked rules (TABLE_RULES.md §8, [TH3; LOG3]):
    # 2m–8m removed, red 5p and 5s, tsumo loss, 100 per payer per honba
    # (ron 200), kita shown in the record as dora; otherwise the `tenhou`
    # scoring options.
    "tenhou_sanma": RuleSet(preset="tenhou_sanma", red_fives=(0, 1, 1), honba_value=200, players=3),
    # Mahjong Soul three-player ranked rules ([MS3]): as `tenhou_sanma`
    # (tsumo loss, red 5p and 5s, honba 100 per payer) with Mahjong Soul's
    # double yakuman patterns; kita on a "Nukidora" line of its own.
    "mahjong_soul_sanma": RuleSet(preset="mahjong_soul_sanma", red_fives=(0, 1, 1), honba_value=200, players=3,
                                  double_yakuman_hands=True),
}
#: Every preset by name: `PRESETS` and `THREE_PLAYER_PRESETS`.
ALL_PRESETS: dict[str, RuleSet] = {**PRESETS, **THREE_PLAYER_PRESETS}

OPTION_NAMES = tuple(f.name for f in fields(RuleSet) if f.name != "preset")
#: The options a four-player rule set spells out (`rules_to_json`).
FOUR_PLAYER_OPTIONS = tuple(n for n in OPTION_NAMES if n != "players" and n not in THREE_PLAYER_OPTIONS)


def _bad(option: str, value, why: str) -> HandError:
    return HandError(
        "invalid_rules",
        f"rule option {option} = {excerpt(value)}: {why}",
        detail="bad_option_value",
        field=f"rules.{option}",
        args={"option": option, "value": excerpt(value), "why": why},
    )


def preset(name: str) -> RuleSet:
    """The `RuleSet` of a preset name (RULES.md §6; the three-player ones
    of TABLE_RULES.md §8 too).

    Raises:
        HandError(invalid_rules): unknown preset name.
    """
    try:
        return ALL_PRESETS[name]
    except (KeyError, TypeError):
        raise HandError(
            "invalid_rules",
            f"unknown rule preset {excerpt(name)} (known: {', '.join(ALL_PRESETS)})",
            detail="unknown_preset",
            field="rules",
            args={"preset": excerpt(name) if not isinstance(name, str) else name[:EXCERPT],
                  "known": list(ALL_PRESETS)},
        ) from None


def _check_bool(option: str, value) -> bool:
    if not isinstance(value, bool):
        raise _bad(option, value, "must be true or false")
    return value


def _coerce(option: str, value, base_red: tuple[int, int, int] = (0, 0, 0), players: int = 4):
    """Check and convert one option value from JSON.

    `base_red` gives the preset's red fives for suits a `red_fives` object
    leaves out; `players` the preset's player count (an unknown option's
    message lists the options of that count)."""
    if option in ("kuitan", "kiriage", "double_yakuman_hands", "yakuman_stacking",
                  "rinshan_tsumo_fu", "pinfu_tsumo", "pure_ryuuiisou_double", "kita_in_dora"):
        return _check_bool(option, value)
    if option == "red_fives":
        if isinstance(value, dict):
            unknown = set(value) - {"m", "p", "s"}
            if unknown:
                raise _bad(option, value, f"unknown suit {excerpt(sorted(unknown, key=str)[0])}")
            counts = tuple(value.get(s, default) for s, default in zip("mps", base_red, strict=True))
        elif isinstance(value, (list, tuple)) and len(value) == 3:
            counts = tuple(value)
        else:
            raise _bad(option, value, 'must be like {"m": 1, "p": 1, "s": 1}')
        for c in counts:
            if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c <= 4:
                raise _bad(option, value, "each count must be 0..4")
        return counts
    if option == "double_wind_pair_fu":
        if type(value) is not int or value not in (2, 4):
            raise _bad(option, value, "must be 2 or 4")
        return value
    if option == "kazoe":
        if value not in KAZOE_VALUES:
            raise _bad(option, value, f"must be one of {', '.join(KAZOE_VALUES)}")
        return value
    if option == "renhou":
        if value not in RENHOU_VALUES:
            raise _bad(option, value, f"must be one of {', '.join(RENHOU_VALUES)}")
        return value
    if option == "honba_value":
        # divisible by the payers is checked with the player count (`_check_whole`)
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 30000:
            raise _bad(option, value, "must be a whole number from 0 to 30000")
        return value
    if option == "players":
        if type(value) is not int or value not in (3, 4):
            raise _bad(option, value, "must be 3 or 4")
        return value
    if option == "tsumo_payment":
        if value not in TSUMO_PAYMENTS:
            raise _bad(option, value, f"must be one of {', '.join(TSUMO_PAYMENTS)}")
        return value
    if option == "local_yaku":
        if not isinstance(value, (list, tuple)) or len(value) > 2 * len(LOCAL_YAKU):
            raise _bad(option, value, "must be a list of local yaku ids")
        for y in value:
            if y not in LOCAL_YAKU:
                raise _bad(option, value, f"unknown local yaku {excerpt(y)}")
            if y in UNSUPPORTED_LOCAL_YAKU:
                raise _bad(option, value, f"{y} is not supported: {UNSUPPORTED_LOCAL_YAKU[y]}")
        return frozenset(value)
    name = str(option)
    name = name if len(name) <= EXCERPT else name[:EXCERPT] + "…"
    raise HandError(
        "invalid_rules",
        f"unknown rule option {excerpt(option)} (known: "
        f"{', '.join(FOUR_PLAYER_OPTIONS if players == 4 else OPTION_NAMES)})",
        detail="unknown_option",
        field=f"rules.{name}",
        args={"option": name},
    )


def rules_from_json(value) -> RuleSet:
    """A `RuleSet` from the SCHEMA.md `rules` field.

    Shapes: ``"tenhou"``, or ``{"preset": "wrc", "kiriage": false}`` (the
    preset defaults to ``"tenhou"``), or None (the default preset).

    Raises:
        HandError(invalid_rules): unknown preset, unknown option, or a value
            of the wrong type or range (the message names the option).
    """
    if value is None:
        return PRESETS["tenhou"]
    if isinstance(value, str):
        return preset(value)
    if not isinstance(value, dict):
        raise HandError(
            "invalid_rules",
            f"rules must be a preset name or an object, not {excerpt(value)}",
            detail="bad_rules_type",
            field="rules",
        )
    base = preset(value.get("preset", "tenhou"))
    changes = {k: _coerce(str(k), v, base.red_fives, base.players) for k, v in value.items() if k != "preset"}
    return _check_whole(replace(base, **changes), changes)


def _check_whole(rules: RuleSet, changes: dict) -> RuleSet:
    """The checks that read several options together (TABLE_RULES.md §8):
    a three-player option needs three players; three players have no 5m,
    so no red 5m; honba splits evenly between the tsumo payers.

    Raises:
        HandError(invalid_rules): names the option at fault and why.
    """
    if rules.players == 4:
        if rules.local_yaku & THREE_PLAYER_LOCAL_YAKU:
            raise _bad("local_yaku", "yakuhai_north",
                       "applies to three players only (with four, North is a seat or round wind)")
        for name in THREE_PLAYER_OPTIONS:
            if name in changes:
                raise _bad(name, changes[name], "applies to three players only (set players 3, or start from "
                           "the tenhou_sanma or mahjong_soul_sanma preset)")
    elif rules.red_fives[0]:
        option = "red_fives" if "red_fives" in changes else "players"
        raise _bad(option, changes[option], "the three-player set has no 5m (2m–8m are removed), so no red 5m: "
                   'set red_fives {"m": 0}, or start from the tenhou_sanma preset')
    if rules.honba_value % rules.payers:
        option = "honba_value" if "honba_value" in changes else "players"
        if rules.players == 4 and option == "honba_value":  # as four-player rule sets have always said it
            raise _bad(option, changes[option], "must be a whole number from 0 to 30000 divisible by 3")
        raise _bad(option, changes[option], f"honba_value {rules.honba_value} does not split evenly between the "
                   f"{rules.payers} players who pay a tsumo (with {rules.players} players it is a multiple of "
                   f"{rules.payers})")
    return rules


def rules_to_json(rules: RuleSet) -> dict:
    """The SCHEMA.md object form of a rule set (every option spelled out;
    the three-player ones, and `players`, only with three players)."""
    out: dict = {"preset": rules.preset}
    for name in FOUR_PLAYER_OPTIONS if rules.players == 4 else OPTION_NAMES:
        v = getattr(rules, name)
        if name == "red_fives":
            v = dict(zip("mps", v, strict=True))
        elif name == "local_yaku":
            v = sorted(v)
        out[name] = v
    return out


def copies_in_set(kind: int, red: bool, rules: RuleSet) -> int:
    """How many tiles of a kind the set holds (RULES.md §6 `red_fives`).

    4 of every kind; for fives, `red_fives[suit]` red ones and 4 minus that
    plain ones. `kind` is 0..33 (a five is 4, 13 or 22); `red` asks for the
    red fives. The limits `validation.check_red_fives` enforces.
    """
    if kind in (4, 13, 22):
        reds = rules.red_fives[kind // 9]
        return reds if red else 4 - reds
    return 0 if red else 4
