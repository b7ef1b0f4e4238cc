"""The one table of yaku: ids, han closed/open, yakuman value, what each replaces.

Read by the scorer, the UI (names via translations keyed by id), the quiz and
the tests. Values from RULES.md §2 (our summary of seeds 001/002); local yaku
from RULES.md §6 (values as seed 001 gives them unless noted).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class YakuSpec:
    """One row of the yaku table.

    Attributes:
        id: the SCHEMA.md yaku id.
        han_closed: han on a closed hand (for a yakuman: 13 × `yakuman`).
        han_open: han on an open hand, or None when the yaku needs a closed
            hand.
        yakuman: 0 for an ordinary yaku, else its yakuman multiplier at
            full value. The patterns in `DOUBLE_PATTERNS` are worth 2 only
            where the `double_yakuman_hands` option is on, 1 otherwise; other
            multipliers (local beni_kujaku 2, daichisei 3) are fixed.
        replaces: ids this yaku supersedes when both are present.
        local: True for an optional yaku of RULES.md §6 `local_yaku`.
    """

    id: str
    han_closed: int
    han_open: int | None
    yakuman: int = 0
    replaces: tuple[str, ...] = ()
    local: bool = False


def _y(id, closed, open_=None, replaces=()):
    return YakuSpec(id, closed, open_, 0, tuple(replaces))


def _ym(id, mult=1, closed_only=False):
    return YakuSpec(id, 13, None if closed_only else 13, mult)


YAKU: tuple[YakuSpec, ...] = (
    # 1 han (RULES.md §2)
    _y("riichi", 1),
    _y("double_riichi", 2, None, ("riichi",)),
    _y("ippatsu", 1),
    _y("menzen_tsumo", 1),
    _y("pinfu", 1),
    _y("iipeikou", 1),
    _y("tanyao", 1, 1),
    _y("yakuhai_haku", 1, 1),
    _y("yakuhai_hatsu", 1, 1),
    _y("yakuhai_chun", 1, 1),
    _y("yakuhai_seat_wind", 1, 1),
    _y("yakuhai_round_wind", 1, 1),
    _y("chankan", 1, 1),
    _y("rinshan_kaihou", 1, 1),
    _y("haitei", 1, 1),
    _y("houtei", 1, 1),
    # 2 han
    _y("chiitoitsu", 2),
    _y("ittsu", 2, 1),
    _y("sanshoku_doujun", 2, 1),
    _y("sanshoku_doukou", 2, 2),
    _y("toitoi", 2, 2),
    _y("sanankou", 2, 2),
    _y("sankantsu", 2, 2),
    _y("chanta", 2, 1),
    _y("honroutou", 2, 2, ("chanta",)),
    _y("shousangen", 2, 2),
    # 3 han
    _y("ryanpeikou", 3, None, ("iipeikou",)),
    _y("honitsu", 3, 2),
    _y("junchan", 3, 2, ("chanta",)),
    # 6 han
    _y("chinitsu", 6, 5, ("honitsu",)),
    # renhou as a fixed mangan (rule renhou = "mangan"); han shown as 5
    _y("renhou", 5),
    _y("nagashi_mangan", 5, 5),
    # yakuman
    _ym("tenhou", closed_only=True),
    _ym("chiihou", closed_only=True),
    _ym("renhou_yakuman", closed_only=True),
    _ym("kokushi", closed_only=True),
    _ym("kokushi_13", 2, closed_only=True),
    _ym("chuuren", closed_only=True),
    _ym("junsei_chuuren", 2, closed_only=True),
    _ym("ryuuiisou"),
    _ym("suuankou", closed_only=True),
    _ym("suuankou_tanki", 2, closed_only=True),
    _ym("suukantsu"),
    _ym("chinroutou"),
    _ym("tsuuiisou"),
    _ym("daisangen"),
    _ym("shousuushii"),
    _ym("daisuushii", 2),
    # local yaku (RULES.md §6, off unless listed in rules.local_yaku)
    YakuSpec("sanshoku_tsuukan", 1, None, local=True),
    # three players only (TABLE_RULES.md §8 "North", a parlor option): a
    # North triplet or kan is a yakuhai for everyone
    YakuSpec("yakuhai_north", 1, 1, local=True),
    YakuSpec("open_riichi", 1, None, local=True),
    YakuSpec("kinkei_dokuritsu", 1, 1, local=True),
    YakuSpec("isshoku_sanjun", 2, 2, replaces=("iipeikou",), local=True),
    YakuSpec("sanrenkou", 2, 2, local=True),
    YakuSpec("touhoku_shinkansen", 2, 1, replaces=("ittsu",), local=True),
    YakuSpec("hyakuman_goku", 13, 13, 1, local=True),
    YakuSpec("isshoku_yonjun", 13, 13, 1, local=True),
    YakuSpec("suurenkou", 13, 13, 1, local=True),
    YakuSpec("beni_kujaku", 13, 13, 2, local=True),
    YakuSpec("kouitten", 13, 13, 1, local=True),
    YakuSpec("aoi_doumon", 13, 13, 1, local=True),
    YakuSpec("kinmonkyou", 13, None, 1, local=True),
    # seed 001: seven honor pairs is "another hand type", worth 3 yakuman,
    # counted instead of tsuuiisou
    YakuSpec("daichisei", 13, None, 3, replaces=("tsuuiisou",), local=True),
    YakuSpec("shiisanpuutaa", 13, None, 1, local=True),
    YakuSpec("daisharin", 13, None, 1, local=True),
)

#: Han from tiles, listed after the yaku in results (SCHEMA.md).
#: han from tiles; `kita` only with three players (SCHEMA.md "Three players")
DORA_IDS = ("dora", "ura_dora", "aka_dora", "kita")

BY_ID: dict[str, YakuSpec] = {y.id: y for y in YAKU}
ORDER: dict[str, int] = {y.id: i for i, y in enumerate(YAKU)}
ORDER.update({d: len(YAKU) + i for i, d in enumerate(DORA_IDS)})

#: Yakuman patterns that `double_yakuman_hands` doubles.
DOUBLE_PATTERNS = frozenset(("kokushi_13", "suuankou_tanki", "junsei_chuuren", "daisuushii"))
