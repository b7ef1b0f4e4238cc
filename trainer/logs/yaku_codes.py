"""Tenhou's yaku numbering and names, mapped to our yaku ids (SCHEMA.md).

Tenhou numbers its yaku 0..54 in the mjlog ``yaku``/``yakuman`` attributes;
the tenhou.net/6 JSON writes the same list as Japanese names with the han in
brackets (``"立直(1飜)"``, ``"大三元(役満)"``). The order below is Tenhou's
(the index is the mjlog code; the tenhou.net/6 viewer prints the names in
the same order). Checked on the six shared games (data/logs/): for every
win, each mjlog code names the entry the tenhou.net/6 JSON of the same game
prints (tests/logs/test_logs_tenhou.py).

A double-wind pair is not a yaku; a double-wind triplet is two entries on
Tenhou (自風 東 + 場風 東), as it is in our results (SCHEMA.md).
"""

from __future__ import annotations

import re
import unicodedata

#: Tenhou code → (our id, Tenhou's name in the tenhou.net/6 JSON).
TENHOU_YAKU: tuple[tuple[str, str], ...] = (
    ("menzen_tsumo", "門前清自摸和"),      # 0
    ("riichi", "立直"),                    # 1
    ("ippatsu", "一発"),                   # 2
    ("chankan", "槍槓"),                   # 3
    ("rinshan_kaihou", "嶺上開花"),        # 4
    ("haitei", "海底摸月"),                # 5
    ("houtei", "河底撈魚"),                # 6
    ("pinfu", "平和"),                     # 7
    ("tanyao", "断幺九"),                  # 8
    ("iipeikou", "一盃口"),                # 9
    ("yakuhai_seat_wind", "自風 東"),      # 10
    ("yakuhai_seat_wind", "自風 南"),      # 11
    ("yakuhai_seat_wind", "自風 西"),      # 12
    ("yakuhai_seat_wind", "自風 北"),      # 13
    ("yakuhai_round_wind", "場風 東"),     # 14
    ("yakuhai_round_wind", "場風 南"),     # 15
    ("yakuhai_round_wind", "場風 西"),     # 16
    ("yakuhai_round_wind", "場風 北"),     # 17
    ("yakuhai_haku", "役牌 白"),           # 18
    ("yakuhai_hatsu", "役牌 發"),          # 19
    ("yakuhai_chun", "役牌 中"),           # 20
    ("double_riichi", "両立直"),           # 21
    ("chiitoitsu", "七対子"),              # 22
    ("chanta", "混全帯幺九"),              # 23
    ("ittsu", "一気通貫"),                 # 24
    ("sanshoku_doujun", "三色同順"),       # 25
    ("sanshoku_doukou", "三色同刻"),       # 26
    ("sankantsu", "三槓子"),               # 27
    ("toitoi", "対々和"),                  # 28
    ("sanankou", "三暗刻"),                # 29
    ("shousangen", "小三元"),              # 30
    ("honroutou", "混老頭"),               # 31
    ("ryanpeikou", "二盃口"),              # 32
    ("junchan", "純全帯幺九"),             # 33
    ("honitsu", "混一色"),                 # 34
    ("chinitsu", "清一色"),                # 35
    ("renhou", "人和"),                    # 36 (yakuman form: renhou_yakuman)
    ("tenhou", "天和"),                    # 37
    ("chiihou", "地和"),                   # 38
    ("daisangen", "大三元"),               # 39
    ("suuankou", "四暗刻"),                # 40
    ("suuankou_tanki", "四暗刻単騎"),      # 41
    ("tsuuiisou", "字一色"),               # 42
    ("ryuuiisou", "緑一色"),               # 43
    ("chinroutou", "清老頭"),              # 44
    ("chuuren", "九蓮宝燈"),               # 45
    ("junsei_chuuren", "純正九蓮宝燈"),    # 46
    ("kokushi", "国士無双"),               # 47
    ("kokushi_13", "国士無双13面"),        # 48 (Tenhou writes the 13 in full-width digits)
    ("daisuushii", "大四喜"),              # 49
    ("shousuushii", "小四喜"),             # 50
    ("suukantsu", "四槓子"),               # 51
    ("dora", "ドラ"),                      # 52
    ("ura_dora", "裏ドラ"),                # 53
    ("aka_dora", "赤ドラ"),                # 54
)

#: Other spellings seen in tenhou.net/6 JSON written by converters (Mahjong Soul
#: and Riichi City downloaders), after NFKC normalisation → our id.
_ALIASES = {
    "断么九": "tanyao",
    "混全帯么九": "chanta",
    "純全帯么九": "junchan",
    "一気通貫": "ittsu",
    "四暗刻単騎待ち": "suuankou_tanki",
    "国士無双十三面": "kokushi_13",
    "国士無双13面待ち": "kokushi_13",
    "国士無双十三面待ち": "kokushi_13",
    "純正九蓮宝燈": "junsei_chuuren",
    "九蓮宝灯": "chuuren",
    "純正九蓮宝灯": "junsei_chuuren",
    "役牌:白": "yakuhai_haku",
    "役牌:發": "yakuhai_hatsu",
    "役牌:発": "yakuhai_hatsu",
    "役牌:中": "yakuhai_chun",
    "役牌 発": "yakuhai_hatsu",
    "役牌:自風牌": "yakuhai_seat_wind",
    "役牌:場風牌": "yakuhai_round_wind",
    "自風牌": "yakuhai_seat_wind",
    "場風牌": "yakuhai_round_wind",
    "ダブル立直": "double_riichi",
    "ダブルリーチ": "double_riichi",
    "流し満貫": "nagashi_mangan",
    # three players: the North tiles set aside (kita), on a line of their
    # own in the Mahjong Soul converters' logs ("抜きドラ(3飜)",
    # mjai-reviewer3p/nukidora_doubleron.json); Tenhou folds them into ドラ
    "抜きドラ": "kita",
    "北抜き": "kita",
    "拔北宝牌": "kita",
    "拔北": "kita",
}

#: English names the Mahjong Soul client (English) writes into the
#: tenhou.net/6 JSON of its converters (``"Riichi(1飜)"``, ``"Ura Dora(0飜)"``,
#: ``"Dora(1飜)"``, seen in mjai-reviewer's test data confusing_nakis_7.json),
#: with the usual romaji; matched without regard to case.
_ENGLISH = {
    "fully concealed hand": "menzen_tsumo", "menzen tsumo": "menzen_tsumo", "tsumo": "menzen_tsumo",
    "self-draw": "menzen_tsumo", "riichi": "riichi", "reach": "riichi", "ippatsu": "ippatsu",
    "robbing a kan": "chankan", "chankan": "chankan", "after a kan": "rinshan_kaihou",
    "rinshan kaihou": "rinshan_kaihou", "rinshan": "rinshan_kaihou", "under the sea": "haitei",
    "haitei raoyue": "haitei", "haitei": "haitei", "under the river": "houtei", "houtei raoyui": "houtei",
    "houtei": "houtei", "pinfu": "pinfu", "all simples": "tanyao", "tanyao": "tanyao",
    "pure double sequence": "iipeikou", "iipeikou": "iipeikou", "seat wind": "yakuhai_seat_wind",
    "prevalent wind": "yakuhai_round_wind", "round wind": "yakuhai_round_wind",
    "white dragon": "yakuhai_haku", "haku": "yakuhai_haku", "green dragon": "yakuhai_hatsu",
    "hatsu": "yakuhai_hatsu", "red dragon": "yakuhai_chun", "chun": "yakuhai_chun",
    "double riichi": "double_riichi", "seven pairs": "chiitoitsu", "chiitoitsu": "chiitoitsu",
    "half outside hand": "chanta", "chanta": "chanta", "pure straight": "ittsu", "ittsu": "ittsu",
    "mixed triple sequence": "sanshoku_doujun", "sanshoku doujun": "sanshoku_doujun",
    "triple triplets": "sanshoku_doukou", "sanshoku doukou": "sanshoku_doukou", "three quads": "sankantsu",
    "sankantsu": "sankantsu", "all triplets": "toitoi", "toitoi": "toitoi",
    "three concealed triplets": "sanankou", "sanankou": "sanankou", "little three dragons": "shousangen",
    "shousangen": "shousangen", "all terminals and honours": "honroutou",
    "all terminals and honors": "honroutou", "honroutou": "honroutou",
    "twice pure double sequence": "ryanpeikou", "ryanpeikou": "ryanpeikou", "fully outside hand": "junchan",
    "junchan": "junchan", "half flush": "honitsu", "honitsu": "honitsu", "full flush": "chinitsu",
    "chinitsu": "chinitsu", "blessing of man": "renhou", "blessing of heaven": "tenhou",
    "blessing of earth": "chiihou", "big three dragons": "daisangen", "daisangen": "daisangen",
    "four concealed triplets": "suuankou", "suuankou": "suuankou",
    "single-wait four concealed triplets": "suuankou_tanki", "four concealed triplets single wait":
    "suuankou_tanki", "all honors": "tsuuiisou", "all honours": "tsuuiisou", "tsuuiisou": "tsuuiisou",
    "all green": "ryuuiisou", "ryuuiisou": "ryuuiisou", "all terminals": "chinroutou",
    "chinroutou": "chinroutou", "nine gates": "chuuren", "chuuren poutou": "chuuren",
    "true nine gates": "junsei_chuuren", "pure nine gates": "junsei_chuuren",
    "thirteen orphans": "kokushi", "kokushi musou": "kokushi",
    "thirteen-wait thirteen orphans": "kokushi_13", "thirteen orphans 13-sided wait": "kokushi_13",
    "big four winds": "daisuushii", "daisuushii": "daisuushii", "little four winds": "shousuushii",
    "four little winds": "shousuushii", "shousuushii": "shousuushii", "four quads": "suukantsu",
    "suukantsu": "suukantsu", "dora": "dora", "ura dora": "ura_dora", "uradora": "ura_dora",
    "red five": "aka_dora", "red fives": "aka_dora", "red dora": "aka_dora", "aka dora": "aka_dora",
    "akadora": "aka_dora", "nagashi mangan": "nagashi_mangan", "kita": "kita", "nukidora": "kita",
    "north dora": "kita",
}

_BY_NAME: dict[str, str] = {unicodedata.normalize("NFKC", name): yid for yid, name in TENHOU_YAKU}
_BY_NAME.update(_ALIASES)
#: The yakuman among the codes (their han is 13 per yakuman on Tenhou).
YAKUMAN_CODES = frozenset(range(36, 52))
_NAME_RE = re.compile(r"^(?P<name>.+?)\((?P<value>\d+)飜\)$|^(?P<yname>.+?)\((?P<mult>ダブル|トリプル|\d+倍)?役満\)$")
_MULTIPLIERS = {None: 1, "ダブル": 2, "トリプル": 3}


def yaku_of_code(code: int, han: int) -> dict:
    """``{"id", "han"}`` for an mjlog yaku code and its han.

    Renhou (36) is a yakuman where the log lists it among ``yakuman``
    (``han`` 13) and the plain yaku otherwise. An unknown code gives
    ``{"id": None, "han": han}`` (shown as a disagreement, never dropped).
    """
    if not 0 <= code < len(TENHOU_YAKU):
        return {"id": None, "han": han}
    yid = TENHOU_YAKU[code][0]
    if code == 36 and han >= 13:
        yid = "renhou_yakuman"
    return {"id": yid, "han": han}


def yaku_of_name(text: str) -> tuple[dict, bool]:
    """Read one tenhou.net/6 yaku entry like ``"立直(1飜)"`` or ``"大三元(役満)"``.

    Returns:
        ``({"id": our id or None, "han": int}, is_yakuman)``; a yakuman
        counts 13 han per multiple (``"(ダブル役満)"``/``"(2倍役満)"`` 26).

    Raises:
        ValueError: the text is not ``NAME(N飜)`` or ``NAME(役満)``.
    """
    norm = unicodedata.normalize("NFKC", text).strip()
    m = _NAME_RE.match(norm)
    if m is None:
        raise ValueError(f"yaku entry {text[:40]!r} is not NAME(N飜) or NAME(役満)")
    if m.group("name") is not None:
        name, han, yakuman = m.group("name").strip(), int(m.group("value")), False
    else:
        mult = m.group("mult")
        times = _MULTIPLIERS.get(mult) or int(mult[:-1])
        name, han, yakuman = m.group("yname").strip(), 13 * times, True
    yid = _BY_NAME.get(name) or _ENGLISH.get(" ".join(name.casefold().split()))
    if yid == "renhou" and yakuman:
        yid = "renhou_yakuman"
    return {"id": yid, "han": han}, yakuman
