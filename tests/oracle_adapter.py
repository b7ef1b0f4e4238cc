"""Score our SCHEMA.md JSON hands with the `mahjong` PyPI library (2.1.0), the oracle.

A test dependency only: nothing under trainer/ imports this or `mahjong`.
`oracle_result(hand)` maps one hand onto the library's
`HandCalculator.estimate_hand_value` (136-format tiles, `Meld`, `HandConfig`,
`OptionalRules`) and maps its answer back onto the comparable part of our
result (`trainer.core.agreement.comparable`): han, fu, yaku ids with han,
yakuman multiplier, limit and payments, or ``{"error": code}``.

Rules: the `tenhou` preset maps onto the library's options as issue 3 says —
open tanyao on, red fives on, no kiriage, kazoe yakuman
(`KAZOE_LIMITED`), no double-yakuman hands, 30 fu for an open pinfu shape,
no tsumo fu on pinfu tsumo. Renhou is off in `tenhou`, so the flag is not
passed on (the library has no "off": it would add a 5-han renhou). Options
the library cannot express raise `OracleUnsupported`.

Three players (`tenhou_sanma`, `mahjong_soul_sanma`): the library's
`is_three_player` (dora wrap 1m↔9m, 200 per honba on a ron, tsumo loss)
and `num_nuki_dora` (kita). The library counts kita inside its "Dora"
yaku (as Tenhou's records do); `fold_kita` puts our `kita` item there too
before comparing (SCHEMA.md "Three players").
"""

from __future__ import annotations

from mahjong.constants import EAST
from mahjong.hand_calculating.hand import HandCalculator
from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
from mahjong.meld import Meld as LibMeld


def _rules(value):
    """Our `RuleSet` for the hand's ``rules`` field. The `tenhou` preset (the
    default) is known without importing `trainer.core`, so a process that
    only runs the library (bench/core_throughput.py) does not pay for
    loading our core."""
    if value in (None, "tenhou"):
        return _TENHOU
    from trainer.core.rules import rules_from_json

    return rules_from_json(value)


class _TenhouRules:
    """The options of our `tenhou` preset that the mapping reads (RULES.md §6)."""

    preset = "tenhou"
    kuitan = True
    red_fives = (1, 1, 1)
    double_wind_pair_fu = 4
    kiriage = False
    kazoe = "yakuman"
    double_yakuman_hands = False
    pure_ryuuiisou_double = False
    yakuman_stacking = True
    renhou = "off"
    rinshan_tsumo_fu = True
    pinfu_tsumo = True
    honba_value = 300
    local_yaku = frozenset()
    players = 4
    tsumo_payment = "loss"
    kita_in_dora = False


_TENHOU = _TenhouRules()

SUIT_BASE = {"m": 0, "p": 9, "s": 18, "z": 27}
WIND_OFFSET = {"E": 0, "S": 1, "W": 2, "N": 3}
MELD_TYPES = {  # our meld kind -> (library type, opened)
    "chi": (LibMeld.CHI, True),
    "pon": (LibMeld.PON, True),
    "minkan": (LibMeld.KAN, True),
    "kakan": (LibMeld.SHOUMINKAN, True),
    "ankan": (LibMeld.KAN, False),
}
#: Library yaku class name -> our SCHEMA.md yaku id.
YAKU_IDS = {
    "Tsumo": "menzen_tsumo", "Riichi": "riichi", "Ippatsu": "ippatsu", "Chankan": "chankan",
    "Rinshan": "rinshan_kaihou", "Haitei": "haitei", "Houtei": "houtei", "DaburuRiichi": "double_riichi",
    "Renhou": "renhou", "NagashiMangan": "nagashi_mangan", "Pinfu": "pinfu", "Tanyao": "tanyao",
    "Iipeiko": "iipeikou", "Haku": "yakuhai_haku", "Hatsu": "yakuhai_hatsu", "Chun": "yakuhai_chun",
    "SeatWindEast": "yakuhai_seat_wind", "SeatWindSouth": "yakuhai_seat_wind",
    "SeatWindWest": "yakuhai_seat_wind", "SeatWindNorth": "yakuhai_seat_wind",
    "RoundWindEast": "yakuhai_round_wind", "RoundWindSouth": "yakuhai_round_wind",
    "RoundWindWest": "yakuhai_round_wind", "RoundWindNorth": "yakuhai_round_wind",
    "Sanshoku": "sanshoku_doujun", "Ittsu": "ittsu", "Chantai": "chanta", "Honroto": "honroutou",
    "Toitoi": "toitoi", "Sanankou": "sanankou", "SanKantsu": "sankantsu",
    "SanshokuDoukou": "sanshoku_doukou", "Chiitoitsu": "chiitoitsu", "Shosangen": "shousangen",
    "Honitsu": "honitsu", "Junchan": "junchan", "Ryanpeikou": "ryanpeikou", "Chinitsu": "chinitsu",
    "KokushiMusou": "kokushi", "DaburuKokushiMusou": "kokushi_13", "ChuurenPoutou": "chuuren",
    "DaburuChuurenPoutou": "junsei_chuuren", "Suuankou": "suuankou", "SuuankouTanki": "suuankou_tanki",
    "Daisangen": "daisangen", "Shousuushii": "shousuushii", "DaiSuushii": "daisuushii",
    "Ryuuiisou": "ryuuiisou", "Suukantsu": "suukantsu", "Tsuuiisou": "tsuuiisou",
    "Chinroutou": "chinroutou", "Tenhou": "tenhou", "Chiihou": "chiihou",
    "RenhouYakuman": "renhou_yakuman", "Dora": "dora", "AkaDora": "aka_dora", "UraDora": "ura_dora",
}
#: Library error -> SCHEMA.md error code; every other library error is a
#: contradiction between flags (its ERR_* constants for riichi on an open
#: hand, haitei on a ron, tenhou for a non-dealer, …): `conflicting_flags`.
ERROR_CODES = {
    HandCalculator.ERR_HAND_NOT_WINNING: "not_a_winning_hand",
    HandCalculator.ERR_NO_YAKU: "no_yaku",
    HandCalculator.ERR_NO_WINNING_TILE: "win_tile_missing",
}
LIMITS = {"": None, "mangan": "mangan", "haneman": "haneman", "baiman": "baiman",
          "sanbaiman": "sanbaiman", "kazoe yakuman": "kazoe_yakuman", "kazoe sanbaiman": "sanbaiman",
          "kiriage mangan": "mangan"}


class OracleUnsupported(ValueError):
    """The hand or its rules use something the library cannot express."""


def _kinds(text: str) -> list[tuple[int, bool]]:
    """(kind 0..33, red) for each tile of an mpsz string (input already valid)."""
    out, digits = [], []
    for ch in text:
        if ch.isdigit():
            digits.append(int(ch))
        elif ch in SUIT_BASE:
            out += [(SUIT_BASE[ch] + (4 if d == 0 else d - 1), d == 0) for d in digits]
            digits = []
    return out


class _Copies:
    """Hands out distinct 136-format ids: the red five is copy 0 of its kind
    (the library's `AKA_DORAS`); without red fives in the rules copy 0 is a
    plain five like the others."""

    def __init__(self, red_fives: tuple[int, int, int]) -> None:
        self.red_fives = red_fives
        self.used: dict[int, int] = {}

    def take(self, kind: int, red: bool) -> int:
        if red:
            return 4 * kind
        five = kind < 27 and kind % 9 == 4 and self.red_fives[kind // 9] > 0
        n = self.used.get(kind, 1 if five else 0)
        if n > 3:
            raise OracleUnsupported(f"more plain copies of kind {kind} than the 136-tile set holds")
        self.used[kind] = n + 1
        return 4 * kind + n


def options_for(rules) -> OptionalRules:
    """The library's `OptionalRules` for one of our rule sets (a `RuleSet`).

    Raises:
        OracleUnsupported: an option the library has no equivalent for (a
            2-fu double wind pair, no rinshan tsumo fu, no yakuman stacking,
            honba other than 300, local yaku, pinfu tsumo off, renhou as a
            mangan that does not add up).
    """
    unsupported = []
    if rules.double_wind_pair_fu != 4:
        unsupported.append("double_wind_pair_fu")
    if not rules.rinshan_tsumo_fu:
        unsupported.append("rinshan_tsumo_fu")
    if not rules.yakuman_stacking:
        unsupported.append("yakuman_stacking")
    three = rules.players == 3
    if rules.honba_value != (200 if three else 300):
        unsupported.append("honba_value")
    if three and rules.tsumo_payment != "loss":
        unsupported.append("tsumo_payment")  # the library knows tsumo loss only
    if rules.local_yaku:
        unsupported.append("local_yaku")
    if not rules.pinfu_tsumo:
        unsupported.append("pinfu_tsumo")
    if rules.renhou == "mangan" or rules.pure_ryuuiisou_double:
        unsupported.append("renhou/pure_ryuuiisou_double")
    if unsupported:
        raise OracleUnsupported(f"the library cannot express {', '.join(unsupported)}")
    kazoe = {"yakuman": HandConstants.KAZOE_LIMITED, "sanbaiman": HandConstants.KAZOE_SANBAIMAN,
             "no_limit": HandConstants.KAZOE_NO_LIMIT}[rules.kazoe]
    return OptionalRules(
        has_open_tanyao=rules.kuitan,
        has_aka_dora=any(rules.red_fives),
        has_double_yakuman=rules.double_yakuman_hands,
        kazoe_limit=kazoe,
        kiriage=rules.kiriage,
        fu_for_open_pinfu=True,
        fu_for_pinfu_tsumo=False,
        renhou_as_yakuman=rules.renhou == "yakuman",
        is_three_player=three,
    )


def library_call(hand: dict) -> dict:
    """The keyword arguments of `HandCalculator.estimate_hand_value` for one hand.

    Shape: ``{"tiles": [136-ids of closed + meld tiles], "win_tile": id,
    "melds": [Meld], "dora_indicators": [ids], "ura_dora_indicators": [ids],
    "config": HandConfig}``.
    """
    rules = _rules(hand.get("rules"))
    copies = _Copies(rules.red_fives)
    closed = [copies.take(k, red) for k, red in _kinds(hand["closed"])]
    (wk, wred), = _kinds(hand["win"])
    win = next(t for t, (k, red) in zip(closed, _kinds(hand["closed"]), strict=True) if k == wk and red == wred)
    melds, tiles = [], list(closed)
    for m in hand.get("melds", []):
        ids = [copies.take(k, red) for k, red in _kinds(m["tiles"])]
        kind, opened = MELD_TYPES[m["type"]]
        melds.append(LibMeld(meld_type=kind, tiles=ids, opened=opened))
        tiles += ids
    dora = [copies.take(k, red) for k, red in _kinds(hand.get("dora_indicators", ""))]
    ura = [copies.take(k, red) for k, red in _kinds(hand.get("ura_indicators", ""))]
    riichi = hand.get("riichi", False) or hand.get("double_riichi", False)
    config = HandConfig(
        is_tsumo=hand.get("tsumo", False),
        is_riichi=riichi,
        is_daburu_riichi=hand.get("double_riichi", False),
        is_ippatsu=hand.get("ippatsu", False),
        is_rinshan=hand.get("rinshan", False),
        is_chankan=hand.get("chankan", False),
        is_haitei=hand.get("haitei", False),
        is_houtei=hand.get("houtei", False),
        is_tenhou=hand.get("tenhou", False),
        is_chiihou=hand.get("chiihou", False),
        is_renhou=hand.get("renhou", False) and rules.renhou != "off",
        player_wind=EAST + WIND_OFFSET[hand.get("seat_wind", "E")],
        round_wind=EAST + WIND_OFFSET[hand.get("round_wind", "E")],
        tsumi_number=hand.get("honba", 0),
        kyoutaku_number=hand.get("riichi_sticks", 0),
        options=options_for(rules),
        num_nuki_dora=hand.get("kita", 0),
    )
    return {"tiles": tiles, "win_tile": win, "melds": melds, "dora_indicators": dora,
            "ura_dora_indicators": ura, "config": config}


def estimate(hand: dict):
    """The library's raw `HandResponse` for one of our JSON hands."""
    return HandCalculator.estimate_hand_value(**library_call(hand))


def response_to_comparable(hand: dict, resp) -> dict:
    """The library's answer in the shape of `trainer.core.agreement.comparable`."""
    if resp.error:
        return {"error": ERROR_CODES.get(resp.error, "conflicting_flags")}
    yaku = [(YAKU_IDS[type(y).__name__], y.han_open if resp.is_open_hand and y.han_open else y.han_closed)
            for y in resp.yaku]
    yakuman_han = sum(h for (yid, h), y in zip(yaku, resp.yaku, strict=True) if y.is_yakuman)
    level = resp.cost["yaku_level"]
    limit = "yakuman" if yakuman_han else LIMITS[level] if level in LIMITS else "kazoe_yakuman"
    c = resp.cost
    sticks = c["kyoutaku_bonus"]
    if hand.get("tsumo", False):
        dealer = hand.get("seat_wind", "E") == "E"
        # the library's "main" payer and its "additional" ones: two more
        # with four players, one with three (tsumo loss)
        others = 1 if _rules(hand.get("rules")).players == 3 else 2
        points = {
            "total": c["total"],
            "dealer_pays": None if dealer else c["main"] + c["main_bonus"],
            "non_dealer_pays": c["additional"] + c["additional_bonus"],
            "honba_bonus": c["main_bonus"] + others * c["additional_bonus"],
            "sticks_bonus": sticks,
        }
    else:
        points = {"total": c["total"], "ron": c["main"] + c["main_bonus"],
                  "honba_bonus": c["main_bonus"], "sticks_bonus": sticks}
    out = {
        "han": resp.han,
        "yakuman": yakuman_han // 13,
        "limit": limit,
        "points": points,
        "yaku": sorted(yaku),
    }
    if not yakuman_han:
        out["fu"] = resp.fu
    return out


def oracle_result(hand: dict) -> dict:
    """Score one SCHEMA.md hand with the library; comparable dict (see module doc).

    Raises:
        OracleUnsupported: rules or tiles the library cannot express.
    """
    return response_to_comparable(hand, estimate(hand))


def fold_kita(mine: dict) -> dict:
    """Our comparable result with the `kita` han added to `dora` (the
    library, like Tenhou's records, folds kita into dora; SCHEMA.md "Three
    players"). Unchanged when there is no kita item."""
    yaku = mine.get("yaku")
    if not yaku or not any(y == "kita" for y, _ in yaku):
        return mine
    kita = sum(h for y, h in yaku if y == "kita")
    dora = sum(h for y, h in yaku if y == "dora") + kita
    folded = [(y, h) for y, h in yaku if y not in ("kita", "dora")] + [("dora", dora)]
    return {**mine, "yaku": sorted(folded)}
