"""Translated names and sentences built at the UI edge from the core's ids.

The scoring core returns ids and arguments (yaku ``"tanyao"``, fu item
``"closed_ron"``, error ``("conflicting_flags", "ippatsu_without_riichi")``);
this module turns them into text in the interface language through Qt's
translation system. Every source string is an English literal inside
``QT_TRANSLATE_NOOP(context, text)`` or ``QCoreApplication.translate(...)``
so that ``pyside6-lupdate`` extracts it into ``translations/*.ts``; the
tables are translated at call time, so a language switch takes effect on the
next call. Placeholders are Qt-style ``%1``, ``%2`` (see `_arg`).

Contexts (as they appear in the .ts files): Yaku, YakuKanji, FuItem, Limit,
Wait, Meld, Wind, Role, Flag, Shape, Group, Score, Payment, Error, NearMiss,
Choice, Note, Preset, RuleOption.

English is the source language: yaku are romaji with an English gloss
("Tanyao (All Simples)"). The user's term style (`trainer.ui.base.i18n.term_style`)
can show yaku in kanji, romaji or English whatever the interface language.
"""

from __future__ import annotations

import re
from collections.abc import Mapping

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QLocale

from ...core.errors import HandError
from ...core.tiles import parse_tiles
from . import i18n

# --- yaku -------------------------------------------------------------------
# id -> (display source "Romaji (English)", kanji source, romaji, English).
# The display source is translated in context "Yaku" (the default, "auto"
# style); the kanji source (Japanese forms) in context "YakuKanji", so that
# a Chinese interface shows Chinese characters in the kanji style too. Romaji
# and English are the same in every language and are not translated.
_YAKU: dict[str, tuple[str, str, str, str]] = {
    "riichi": (QT_TRANSLATE_NOOP("Yaku", "Riichi (Ready Hand)"), QT_TRANSLATE_NOOP("YakuKanji", "立直"),
               "Riichi", "Ready Hand"),
    "double_riichi": (QT_TRANSLATE_NOOP("Yaku", "Double Riichi (First-Turn Riichi)"),
                      QT_TRANSLATE_NOOP("YakuKanji", "ダブル立直"), "Double Riichi", "First-Turn Riichi"),
    "ippatsu": (QT_TRANSLATE_NOOP("Yaku", "Ippatsu (One Shot)"), QT_TRANSLATE_NOOP("YakuKanji", "一発"),
                "Ippatsu", "One Shot"),
    "menzen_tsumo": (QT_TRANSLATE_NOOP("Yaku", "Menzen Tsumo (Closed Self-Draw)"),
                     QT_TRANSLATE_NOOP("YakuKanji", "門前清自摸和"), "Menzen Tsumo", "Closed Self-Draw"),
    "pinfu": (QT_TRANSLATE_NOOP("Yaku", "Pinfu (All Sequences)"), QT_TRANSLATE_NOOP("YakuKanji", "平和"),
              "Pinfu", "All Sequences"),
    "iipeikou": (QT_TRANSLATE_NOOP("Yaku", "Iipeikou (Pure Double Sequence)"),
                 QT_TRANSLATE_NOOP("YakuKanji", "一盃口"), "Iipeikou", "Pure Double Sequence"),
    "tanyao": (QT_TRANSLATE_NOOP("Yaku", "Tanyao (All Simples)"), QT_TRANSLATE_NOOP("YakuKanji", "断幺九"),
               "Tanyao", "All Simples"),
    "yakuhai_haku": (QT_TRANSLATE_NOOP("Yaku", "Yakuhai: Haku (White Dragon)"),
                     QT_TRANSLATE_NOOP("YakuKanji", "役牌：白"), "Yakuhai: Haku", "Value Tiles: White Dragon"),
    "yakuhai_hatsu": (QT_TRANSLATE_NOOP("Yaku", "Yakuhai: Hatsu (Green Dragon)"),
                      QT_TRANSLATE_NOOP("YakuKanji", "役牌：發"), "Yakuhai: Hatsu", "Value Tiles: Green Dragon"),
    "yakuhai_chun": (QT_TRANSLATE_NOOP("Yaku", "Yakuhai: Chun (Red Dragon)"),
                     QT_TRANSLATE_NOOP("YakuKanji", "役牌：中"), "Yakuhai: Chun", "Value Tiles: Red Dragon"),
    "yakuhai_seat_wind": (QT_TRANSLATE_NOOP("Yaku", "Yakuhai: Jikaze (Seat Wind)"),
                          QT_TRANSLATE_NOOP("YakuKanji", "役牌：自風"), "Yakuhai: Jikaze", "Value Tiles: Seat Wind"),
    "yakuhai_round_wind": (QT_TRANSLATE_NOOP("Yaku", "Yakuhai: Bakaze (Round Wind)"),
                           QT_TRANSLATE_NOOP("YakuKanji", "役牌：場風"), "Yakuhai: Bakaze",
                           "Value Tiles: Round Wind"),
    "chankan": (QT_TRANSLATE_NOOP("Yaku", "Chankan (Robbing a Kan)"), QT_TRANSLATE_NOOP("YakuKanji", "槍槓"),
                "Chankan", "Robbing a Kan"),
    "rinshan_kaihou": (QT_TRANSLATE_NOOP("Yaku", "Rinshan Kaihou (After a Kan)"),
                       QT_TRANSLATE_NOOP("YakuKanji", "嶺上開花"), "Rinshan Kaihou", "After a Kan"),
    "haitei": (QT_TRANSLATE_NOOP("Yaku", "Haitei Raoyue (Last Tile Self-Draw)"),
               QT_TRANSLATE_NOOP("YakuKanji", "海底摸月"), "Haitei Raoyue", "Last Tile Self-Draw"),
    "houtei": (QT_TRANSLATE_NOOP("Yaku", "Houtei Raoyui (Last Discard)"),
               QT_TRANSLATE_NOOP("YakuKanji", "河底撈魚"), "Houtei Raoyui", "Last Discard"),
    "chiitoitsu": (QT_TRANSLATE_NOOP("Yaku", "Chiitoitsu (Seven Pairs)"), QT_TRANSLATE_NOOP("YakuKanji", "七対子"),
                   "Chiitoitsu", "Seven Pairs"),
    "ittsu": (QT_TRANSLATE_NOOP("Yaku", "Ittsu (Pure Straight)"), QT_TRANSLATE_NOOP("YakuKanji", "一気通貫"),
              "Ittsu", "Pure Straight"),
    "sanshoku_doujun": (QT_TRANSLATE_NOOP("Yaku", "Sanshoku Doujun (Mixed Triple Sequence)"),
                        QT_TRANSLATE_NOOP("YakuKanji", "三色同順"), "Sanshoku Doujun", "Mixed Triple Sequence"),
    "sanshoku_doukou": (QT_TRANSLATE_NOOP("Yaku", "Sanshoku Doukou (Triple Triplets)"),
                        QT_TRANSLATE_NOOP("YakuKanji", "三色同刻"), "Sanshoku Doukou", "Triple Triplets"),
    "toitoi": (QT_TRANSLATE_NOOP("Yaku", "Toitoi (All Triplets)"), QT_TRANSLATE_NOOP("YakuKanji", "対々和"),
               "Toitoi", "All Triplets"),
    "sanankou": (QT_TRANSLATE_NOOP("Yaku", "Sanankou (Three Concealed Triplets)"),
                 QT_TRANSLATE_NOOP("YakuKanji", "三暗刻"), "Sanankou", "Three Concealed Triplets"),
    "sankantsu": (QT_TRANSLATE_NOOP("Yaku", "Sankantsu (Three Kans)"), QT_TRANSLATE_NOOP("YakuKanji", "三槓子"),
                  "Sankantsu", "Three Kans"),
    "chanta": (QT_TRANSLATE_NOOP("Yaku", "Chanta (Half Outside Hand)"),
               QT_TRANSLATE_NOOP("YakuKanji", "混全帯幺九"), "Chanta", "Half Outside Hand"),
    "honroutou": (QT_TRANSLATE_NOOP("Yaku", "Honroutou (All Terminals and Honors)"),
                  QT_TRANSLATE_NOOP("YakuKanji", "混老頭"), "Honroutou", "All Terminals and Honors"),
    "shousangen": (QT_TRANSLATE_NOOP("Yaku", "Shousangen (Little Three Dragons)"),
                   QT_TRANSLATE_NOOP("YakuKanji", "小三元"), "Shousangen", "Little Three Dragons"),
    "ryanpeikou": (QT_TRANSLATE_NOOP("Yaku", "Ryanpeikou (Twice Pure Double Sequence)"),
                   QT_TRANSLATE_NOOP("YakuKanji", "二盃口"), "Ryanpeikou", "Twice Pure Double Sequence"),
    "honitsu": (QT_TRANSLATE_NOOP("Yaku", "Honitsu (Half Flush)"), QT_TRANSLATE_NOOP("YakuKanji", "混一色"),
                "Honitsu", "Half Flush"),
    "junchan": (QT_TRANSLATE_NOOP("Yaku", "Junchan (Fully Outside Hand)"),
                QT_TRANSLATE_NOOP("YakuKanji", "純全帯幺九"), "Junchan", "Fully Outside Hand"),
    "chinitsu": (QT_TRANSLATE_NOOP("Yaku", "Chinitsu (Full Flush)"), QT_TRANSLATE_NOOP("YakuKanji", "清一色"),
                 "Chinitsu", "Full Flush"),
    "renhou": (QT_TRANSLATE_NOOP("Yaku", "Renhou (Blessing of Man, Mangan)"),
               QT_TRANSLATE_NOOP("YakuKanji", "人和（満貫）"), "Renhou", "Blessing of Man, Mangan"),
    "nagashi_mangan": (QT_TRANSLATE_NOOP("Yaku", "Nagashi Mangan (Mangan at Draw)"),
                       QT_TRANSLATE_NOOP("YakuKanji", "流し満貫"), "Nagashi Mangan", "Mangan at Draw"),
    "tenhou": (QT_TRANSLATE_NOOP("Yaku", "Tenhou (Blessing of Heaven)"), QT_TRANSLATE_NOOP("YakuKanji", "天和"),
               "Tenhou", "Blessing of Heaven"),
    "chiihou": (QT_TRANSLATE_NOOP("Yaku", "Chiihou (Blessing of Earth)"), QT_TRANSLATE_NOOP("YakuKanji", "地和"),
                "Chiihou", "Blessing of Earth"),
    "renhou_yakuman": (QT_TRANSLATE_NOOP("Yaku", "Renhou (Blessing of Man, Yakuman)"),
                       QT_TRANSLATE_NOOP("YakuKanji", "人和（役満）"), "Renhou", "Blessing of Man, Yakuman"),
    "kokushi": (QT_TRANSLATE_NOOP("Yaku", "Kokushi Musou (Thirteen Orphans)"),
                QT_TRANSLATE_NOOP("YakuKanji", "国士無双"), "Kokushi Musou", "Thirteen Orphans"),
    "kokushi_13": (QT_TRANSLATE_NOOP("Yaku", "Kokushi Musou Juusanmen (Thirteen Orphans, 13-Sided Wait)"),
                   QT_TRANSLATE_NOOP("YakuKanji", "国士無双十三面"), "Kokushi Musou Juusanmen",
                   "Thirteen Orphans, 13-Sided Wait"),
    "chuuren": (QT_TRANSLATE_NOOP("Yaku", "Chuuren Poutou (Nine Gates)"), QT_TRANSLATE_NOOP("YakuKanji", "九蓮宝燈"),
                "Chuuren Poutou", "Nine Gates"),
    "junsei_chuuren": (QT_TRANSLATE_NOOP("Yaku", "Junsei Chuuren Poutou (True Nine Gates)"),
                       QT_TRANSLATE_NOOP("YakuKanji", "純正九蓮宝燈"), "Junsei Chuuren Poutou", "True Nine Gates"),
    "ryuuiisou": (QT_TRANSLATE_NOOP("Yaku", "Ryuuiisou (All Green)"), QT_TRANSLATE_NOOP("YakuKanji", "緑一色"),
                  "Ryuuiisou", "All Green"),
    "suuankou": (QT_TRANSLATE_NOOP("Yaku", "Suuankou (Four Concealed Triplets)"),
                 QT_TRANSLATE_NOOP("YakuKanji", "四暗刻"), "Suuankou", "Four Concealed Triplets"),
    "suuankou_tanki": (QT_TRANSLATE_NOOP("Yaku", "Suuankou Tanki (Four Concealed Triplets, Pair Wait)"),
                       QT_TRANSLATE_NOOP("YakuKanji", "四暗刻単騎"), "Suuankou Tanki",
                       "Four Concealed Triplets, Pair Wait"),
    "suukantsu": (QT_TRANSLATE_NOOP("Yaku", "Suukantsu (Four Kans)"), QT_TRANSLATE_NOOP("YakuKanji", "四槓子"),
                  "Suukantsu", "Four Kans"),
    "chinroutou": (QT_TRANSLATE_NOOP("Yaku", "Chinroutou (All Terminals)"), QT_TRANSLATE_NOOP("YakuKanji", "清老頭"),
                   "Chinroutou", "All Terminals"),
    "tsuuiisou": (QT_TRANSLATE_NOOP("Yaku", "Tsuuiisou (All Honors)"), QT_TRANSLATE_NOOP("YakuKanji", "字一色"),
                  "Tsuuiisou", "All Honors"),
    "daisangen": (QT_TRANSLATE_NOOP("Yaku", "Daisangen (Big Three Dragons)"),
                  QT_TRANSLATE_NOOP("YakuKanji", "大三元"), "Daisangen", "Big Three Dragons"),
    "shousuushii": (QT_TRANSLATE_NOOP("Yaku", "Shousuushii (Little Four Winds)"),
                    QT_TRANSLATE_NOOP("YakuKanji", "小四喜"), "Shousuushii", "Little Four Winds"),
    "daisuushii": (QT_TRANSLATE_NOOP("Yaku", "Daisuushii (Big Four Winds)"), QT_TRANSLATE_NOOP("YakuKanji", "大四喜"),
                   "Daisuushii", "Big Four Winds"),
    # local yaku (RULES.md §6)
    "sanshoku_tsuukan": (QT_TRANSLATE_NOOP("Yaku", "Sanshoku Tsuukan (Mixed Straight)"),
                         QT_TRANSLATE_NOOP("YakuKanji", "三色通貫"), "Sanshoku Tsuukan", "Mixed Straight"),
    "open_riichi": (QT_TRANSLATE_NOOP("Yaku", "Open Riichi (Revealed Hand)"),
                    QT_TRANSLATE_NOOP("YakuKanji", "オープン立直"), "Open Riichi", "Revealed Hand"),
    "kinkei_dokuritsu": (QT_TRANSLATE_NOOP("Yaku", "Kinkei Dokuritsu (Golden Rooster on One Leg)"),
                         QT_TRANSLATE_NOOP("YakuKanji", "金鶏独立"), "Kinkei Dokuritsu", "Golden Rooster on One Leg"),
    "isshoku_sanjun": (QT_TRANSLATE_NOOP("Yaku", "Isshoku Sanjun (Pure Triple Sequence)"),
                       QT_TRANSLATE_NOOP("YakuKanji", "一色三順"), "Isshoku Sanjun", "Pure Triple Sequence"),
    "sanrenkou": (QT_TRANSLATE_NOOP("Yaku", "Sanrenkou (Three Consecutive Triplets)"),
                  QT_TRANSLATE_NOOP("YakuKanji", "三連刻"), "Sanrenkou", "Three Consecutive Triplets"),
    "touhoku_shinkansen": (QT_TRANSLATE_NOOP("Yaku", "Touhoku Shinkansen (Northern Bullet Train)"),
                           QT_TRANSLATE_NOOP("YakuKanji", "東北新幹線"), "Touhoku Shinkansen",
                           "Northern Bullet Train"),
    "hyakuman_goku": (QT_TRANSLATE_NOOP("Yaku", "Hyakuman Goku (A Million Koku)"),
                      QT_TRANSLATE_NOOP("YakuKanji", "百万石"), "Hyakuman Goku", "A Million Koku"),
    "isshoku_yonjun": (QT_TRANSLATE_NOOP("Yaku", "Isshoku Yonjun (Pure Quadruple Sequence)"),
                       QT_TRANSLATE_NOOP("YakuKanji", "一色四順"), "Isshoku Yonjun", "Pure Quadruple Sequence"),
    "suurenkou": (QT_TRANSLATE_NOOP("Yaku", "Suurenkou (Four Consecutive Triplets)"),
                  QT_TRANSLATE_NOOP("YakuKanji", "四連刻"), "Suurenkou", "Four Consecutive Triplets"),
    "beni_kujaku": (QT_TRANSLATE_NOOP("Yaku", "Beni Kujaku (Red Peacock)"), QT_TRANSLATE_NOOP("YakuKanji", "紅孔雀"),
                    "Beni Kujaku", "Red Peacock"),
    "kouitten": (QT_TRANSLATE_NOOP("Yaku", "Kouitten (One Red Among Green)"),
                 QT_TRANSLATE_NOOP("YakuKanji", "紅一点"), "Kouitten", "One Red Among Green"),
    "aoi_doumon": (QT_TRANSLATE_NOOP("Yaku", "Aoi Doumon (Blue Cave Gate)"),
                   QT_TRANSLATE_NOOP("YakuKanji", "青い洞門"), "Aoi Doumon", "Blue Cave Gate"),
    "kinmonkyou": (QT_TRANSLATE_NOOP("Yaku", "Kinmonkyou (Golden Gate Bridge)"),
                   QT_TRANSLATE_NOOP("YakuKanji", "金門橋"), "Kinmonkyou", "Golden Gate Bridge"),
    "daichisei": (QT_TRANSLATE_NOOP("Yaku", "Daichisei (Big Seven Stars)"), QT_TRANSLATE_NOOP("YakuKanji", "大七星"),
                  "Daichisei", "Big Seven Stars"),
    "shiisanpuutaa": (QT_TRANSLATE_NOOP("Yaku", "Shiisan Puutaa (Thirteen Unconnected)"),
                      QT_TRANSLATE_NOOP("YakuKanji", "十三不塔"), "Shiisan Puutaa", "Thirteen Unconnected"),
    "daisharin": (QT_TRANSLATE_NOOP("Yaku", "Daisharin (Big Wheels)"), QT_TRANSLATE_NOOP("YakuKanji", "大車輪"),
                  "Daisharin", "Big Wheels"),
    # han from tiles (yaku_table.DORA_IDS)
    "dora": (QT_TRANSLATE_NOOP("Yaku", "Dora (Bonus Tiles)"), QT_TRANSLATE_NOOP("YakuKanji", "ドラ"),
             "Dora", "Bonus Tiles"),
    "ura_dora": (QT_TRANSLATE_NOOP("Yaku", "Ura Dora (Hidden Bonus Tiles)"), QT_TRANSLATE_NOOP("YakuKanji", "裏ドラ"),
                 "Ura Dora", "Hidden Bonus Tiles"),
    "aka_dora": (QT_TRANSLATE_NOOP("Yaku", "Aka Dora (Red Fives)"), QT_TRANSLATE_NOOP("YakuKanji", "赤ドラ"),
                 "Aka Dora", "Red Fives"),
    # three players: North tiles set aside (北抜き, nukidora), one han each
    "yakuhai_north": (QT_TRANSLATE_NOOP("Yaku", "Yakuhai: North (Three Players)"),
                      QT_TRANSLATE_NOOP("YakuKanji", "役牌：北"), "Yakuhai: North", "Value Tiles: North"),
    "kita": (QT_TRANSLATE_NOOP("Yaku", "Kita (North Set Aside)"), QT_TRANSLATE_NOOP("YakuKanji", "抜きドラ"),
             "Kita", "North Set Aside"),
}

# The term styles `yaku_name` accepts ("auto" = the interface language's own).
TERM_STYLES = ("auto", "kanji", "romaji", "english")

# --- fu items (trainer/core/fu.py; RULES.md §3) ----------------------------
_FU = {
    "base": QT_TRANSLATE_NOOP("FuItem", "Base (fuutei)"),
    "closed_ron": QT_TRANSLATE_NOOP("FuItem", "Closed ron (menzen kafu)"),
    "tsumo": QT_TRANSLATE_NOOP("FuItem", "Tsumo"),
    "open_triplet_simple": QT_TRANSLATE_NOOP("FuItem", "Open triplet of simples"),
    "open_triplet_yaochuu": QT_TRANSLATE_NOOP("FuItem", "Open triplet of terminals or honors"),
    "closed_triplet_simple": QT_TRANSLATE_NOOP("FuItem", "Closed triplet of simples"),
    "closed_triplet_yaochuu": QT_TRANSLATE_NOOP("FuItem", "Closed triplet of terminals or honors"),
    "open_quad_simple": QT_TRANSLATE_NOOP("FuItem", "Open kan of simples"),
    "open_quad_yaochuu": QT_TRANSLATE_NOOP("FuItem", "Open kan of terminals or honors"),
    "closed_quad_simple": QT_TRANSLATE_NOOP("FuItem", "Closed kan of simples"),
    "closed_quad_yaochuu": QT_TRANSLATE_NOOP("FuItem", "Closed kan of terminals or honors"),
    "pair_dragon": QT_TRANSLATE_NOOP("FuItem", "Pair of dragons"),
    "pair_north": QT_TRANSLATE_NOOP("FuItem", "Pair of North (a yakuhai with three players)"),
    "pair_seat_wind": QT_TRANSLATE_NOOP("FuItem", "Pair of the seat wind"),
    "pair_round_wind": QT_TRANSLATE_NOOP("FuItem", "Pair of the round wind"),
    "pair_double_wind": QT_TRANSLATE_NOOP("FuItem", "Pair of the double wind (seat and round)"),
    "wait_kanchan": QT_TRANSLATE_NOOP("FuItem", "Kanchan wait (closed)"),
    "wait_penchan": QT_TRANSLATE_NOOP("FuItem", "Penchan wait (edge)"),
    "wait_tanki": QT_TRANSLATE_NOOP("FuItem", "Tanki wait (pair)"),
    "open_pinfu": QT_TRANSLATE_NOOP("FuItem", "Open pinfu shape (raised to 30)"),
    "chiitoitsu": QT_TRANSLATE_NOOP("FuItem", "Seven pairs (25 fu flat)"),
    "rounding": QT_TRANSLATE_NOOP("FuItem", "Rounded up to the next 10"),
}

# --- limits (trainer/core/points.py) ----------------------------------------
_LIMITS = {
    "mangan": QT_TRANSLATE_NOOP("Limit", "Mangan"),
    "haneman": QT_TRANSLATE_NOOP("Limit", "Haneman"),
    "baiman": QT_TRANSLATE_NOOP("Limit", "Baiman"),
    "sanbaiman": QT_TRANSLATE_NOOP("Limit", "Sanbaiman"),
    "kazoe_yakuman": QT_TRANSLATE_NOOP("Limit", "Kazoe yakuman (counted)"),
    "yakuman": QT_TRANSLATE_NOOP("Limit", "Yakuman"),
}

# --- waits (Reading.wait) ---------------------------------------------------
_WAITS = {
    "ryanmen": QT_TRANSLATE_NOOP("Wait", "Ryanmen (two-sided)"),
    "kanchan": QT_TRANSLATE_NOOP("Wait", "Kanchan (closed)"),
    "penchan": QT_TRANSLATE_NOOP("Wait", "Penchan (edge)"),
    "tanki": QT_TRANSLATE_NOOP("Wait", "Tanki (pair)"),
    "shanpon": QT_TRANSLATE_NOOP("Wait", "Shanpon (dual pair)"),
    "kokushi": QT_TRANSLATE_NOOP("Wait", "Thirteen orphans, single wait"),
    "kokushi_13": QT_TRANSLATE_NOOP("Wait", "Thirteen orphans, 13-sided wait"),
}

# --- melds (hand.MELD_KINDS) ------------------------------------------------
_MELDS = {
    "chi": QT_TRANSLATE_NOOP("Meld", "Chi"),
    "pon": QT_TRANSLATE_NOOP("Meld", "Pon"),
    "minkan": QT_TRANSLATE_NOOP("Meld", "Open kan (minkan)"),
    "ankan": QT_TRANSLATE_NOOP("Meld", "Closed kan (ankan)"),
    "kakan": QT_TRANSLATE_NOOP("Meld", "Added kan (kakan)"),
}

# --- winds (hand.WINDS) -----------------------------------------------------
_WINDS = {
    "E": QT_TRANSLATE_NOOP("Wind", "East"),
    "S": QT_TRANSLATE_NOOP("Wind", "South"),
    "W": QT_TRANSLATE_NOOP("Wind", "West"),
    "N": QT_TRANSLATE_NOOP("Wind", "North"),
}

# --- situation flags and input fields (SCHEMA.md input fields) -------------
_FLAGS = {
    "tsumo": QT_TRANSLATE_NOOP("Flag", "Tsumo"),
    "ron": QT_TRANSLATE_NOOP("Flag", "Ron"),
    "riichi": QT_TRANSLATE_NOOP("Flag", "Riichi"),
    "double_riichi": QT_TRANSLATE_NOOP("Flag", "Double riichi"),
    "open_riichi": QT_TRANSLATE_NOOP("Flag", "Open riichi"),
    "ippatsu": QT_TRANSLATE_NOOP("Flag", "Ippatsu"),
    "haitei": QT_TRANSLATE_NOOP("Flag", "Haitei (last tile)"),
    "houtei": QT_TRANSLATE_NOOP("Flag", "Houtei (last discard)"),
    "rinshan": QT_TRANSLATE_NOOP("Flag", "Rinshan (kan replacement tile)"),
    "chankan": QT_TRANSLATE_NOOP("Flag", "Chankan (robbing a kan)"),
    # Named with their meaning: "Tenhou" alone reads like the Tenhou rule preset.
    "tenhou": QT_TRANSLATE_NOOP("Flag", "Tenhou (blessing of heaven)"),
    "chiihou": QT_TRANSLATE_NOOP("Flag", "Chiihou (blessing of earth)"),
    "renhou": QT_TRANSLATE_NOOP("Flag", "Renhou (blessing of man)"),
    "seat_wind": QT_TRANSLATE_NOOP("Flag", "Seat wind"),
    "round_wind": QT_TRANSLATE_NOOP("Flag", "Round wind"),
    "honba": QT_TRANSLATE_NOOP("Flag", "Honba"),
    "riichi_sticks": QT_TRANSLATE_NOOP("Flag", "Riichi sticks"),
    "dora_indicators": QT_TRANSLATE_NOOP("Flag", "Dora indicators"),
    "ura_indicators": QT_TRANSLATE_NOOP("Flag", "Ura dora indicators"),
    "closed": QT_TRANSLATE_NOOP("Flag", "Closed tiles"),
    "melds": QT_TRANSLATE_NOOP("Flag", "Melds"),
    "win": QT_TRANSLATE_NOOP("Flag", "Winning tile"),
    "rules": QT_TRANSLATE_NOOP("Flag", "Rules"),
    "kita": QT_TRANSLATE_NOOP("Flag", "Kita (North tiles set aside)"),
}

# --- reading shapes and groups (trainer/core/readings.py) ------------------
_SHAPES = {
    "standard": QT_TRANSLATE_NOOP("Shape", "Four sets and a pair"),
    "chiitoitsu": QT_TRANSLATE_NOOP("Shape", "Seven pairs"),
    "kokushi": QT_TRANSLATE_NOOP("Shape", "Thirteen orphans"),
}
_GROUPS = {
    "sequence": QT_TRANSLATE_NOOP("Group", "Sequence"),
    "triplet": QT_TRANSLATE_NOOP("Group", "Triplet"),
    "quad": QT_TRANSLATE_NOOP("Group", "Kan"),
    "pair": QT_TRANSLATE_NOOP("Group", "Pair"),
}

# --- why the chosen reading won (ScoreResult.choice) -----------------------
_CHOICES = {
    "only_reading": QT_TRANSLATE_NOOP("Choice", "This is the only way to read the hand."),
    "higher_points": QT_TRANSLATE_NOOP("Choice", "This reading pays the most points."),
    "same_points_yakuman": QT_TRANSLATE_NOOP(
        "Choice", "Readings pay the same points; a yakuman is preferred to a counted (kazoe) yakuman."),
    "same_points_higher_han": QT_TRANSLATE_NOOP(
        "Choice", "Readings pay the same points; this one has more han."),
    "same_points_higher_fu": QT_TRANSLATE_NOOP(
        "Choice", "Readings pay the same points and han; this one has more fu."),
    "equal": QT_TRANSLATE_NOOP("Choice", "Several readings score exactly the same."),
}

# --- near-miss reasons (trainer/core/yaku.py near_misses) ------------------
_REASONS = {
    "open_hand": QT_TRANSLATE_NOOP("NearMiss", "the hand is open"),
    "wait_not_ryanmen": QT_TRANSLATE_NOOP("NearMiss", "the wait is %1, not ryanmen"),
    "pair_earns_fu": QT_TRANSLATE_NOOP("NearMiss", "the pair %1 earns fu"),
    "has_triplet": QT_TRANSLATE_NOOP("NearMiss", "the hand has a triplet (%1)"),
    "triplet_completed_by_ron": QT_TRANSLATE_NOOP(
        "NearMiss", "the %1 triplet was completed by ron, so it counts as open"),
    "not_in_riichi": QT_TRANSLATE_NOOP("NearMiss", "only a hand in riichi gets ura dora"),
    "kuitan_off": QT_TRANSLATE_NOOP("NearMiss", "open tanyao (kuitan) is off in these rules"),
    "pinfu_tsumo_off": QT_TRANSLATE_NOOP("NearMiss", "pinfu on a tsumo is off in these rules"),
}

# The same clauses when the tiles or wait are not known (the ``no_yaku``
# error lists near misses as bare [id, reason] pairs).
_REASONS_BARE = {
    "wait_not_ryanmen": QT_TRANSLATE_NOOP("NearMiss", "the wait is not ryanmen"),
    "pair_earns_fu": QT_TRANSLATE_NOOP("NearMiss", "the pair earns fu"),
    "has_triplet": QT_TRANSLATE_NOOP("NearMiss", "the hand has a triplet"),
    "triplet_completed_by_ron": QT_TRANSLATE_NOOP(
        "NearMiss", "a triplet was completed by ron, so it counts as open"),
}

# --- notes (ScoreResult.notes) ----------------------------------------------
_NOTES = {
    "renhou_off": QT_TRANSLATE_NOOP("Note", "Renhou is off in these rules: the hand is scored without it."),
    "ura_ignored": QT_TRANSLATE_NOOP("Note", "Ura dora indicators are ignored: the hand is not in riichi."),
    #: %1 how many kita
    "kita_before_riichi": QT_TRANSLATE_NOOP(
        "Note", "Ippatsu with %1 kita: a kita counts as a call, so this assumes every kita was set aside before "
                "the riichi (one set aside after it ends the ippatsu turn)."),
    #: %1 how many kita
    "kita_after_double_riichi": QT_TRANSLATE_NOOP(
        "Note", "Double riichi with %1 kita: a kita counts as a call, so this assumes every kita was set aside "
                "after the riichi (one set aside before it rules out double riichi)."),
}

# --- rule presets and options (RULES.md §6) ---------------------------------
_PRESETS = {
    "tenhou": QT_TRANSLATE_NOOP("Preset", "Tenhou"),
    "mahjong_soul": QT_TRANSLATE_NOOP("Preset", "Mahjong Soul"),
    "wrc": QT_TRANSLATE_NOOP("Preset", "WRC (World Riichi Championship)"),
    "ema": QT_TRANSLATE_NOOP("Preset", "EMA (European Mahjong Association)"),
    "m_league": QT_TRANSLATE_NOOP("Preset", "M.League"),
    "classic": QT_TRANSLATE_NOOP("Preset", "Classic"),
    "arcade": QT_TRANSLATE_NOOP("Preset", "Arcade"),
    "tenhou_sanma": QT_TRANSLATE_NOOP("Preset", "Tenhou, three players"),
    "mahjong_soul_sanma": QT_TRANSLATE_NOOP("Preset", "Mahjong Soul, three players"),
}
_OPTIONS = {
    "kuitan": QT_TRANSLATE_NOOP("RuleOption", "Open tanyao (kuitan)"),
    "red_fives": QT_TRANSLATE_NOOP("RuleOption", "Red fives per suit"),
    "double_wind_pair_fu": QT_TRANSLATE_NOOP("RuleOption", "Fu for a double wind pair"),
    "kiriage": QT_TRANSLATE_NOOP("RuleOption", "Round 4 han 30 fu and 3 han 60 fu up to mangan (kiriage)"),
    "kazoe": QT_TRANSLATE_NOOP("RuleOption", "13 han or more without a yakuman (kazoe)"),
    "double_yakuman_hands": QT_TRANSLATE_NOOP("RuleOption", "Double yakuman for the pure waits and big four winds"),
    "pure_ryuuiisou_double": QT_TRANSLATE_NOOP("RuleOption", "All green without hatsu is a double yakuman"),
    "yakuman_stacking": QT_TRANSLATE_NOOP("RuleOption", "Different yakuman add up"),
    "renhou": QT_TRANSLATE_NOOP("RuleOption", "Renhou (blessing of man)"),
    "rinshan_tsumo_fu": QT_TRANSLATE_NOOP("RuleOption", "Rinshan win earns the 2 tsumo fu"),
    "pinfu_tsumo": QT_TRANSLATE_NOOP("RuleOption", "Pinfu on a tsumo"),
    "honba_value": QT_TRANSLATE_NOOP("RuleOption", "Points per honba"),
    "local_yaku": QT_TRANSLATE_NOOP("RuleOption", "Local yaku in play"),
    "players": QT_TRANSLATE_NOOP("RuleOption", "Players"),
    "tsumo_payment": QT_TRANSLATE_NOOP("RuleOption", "Three-player tsumo payment"),
    "kita_in_dora": QT_TRANSLATE_NOOP("RuleOption", "Count kita as dora (as Tenhou's records do)"),
}

_OPTION_VALUES = {
    ("kazoe", "yakuman"): QT_TRANSLATE_NOOP("RuleOption", "Kazoe yakuman"),
    ("kazoe", "sanbaiman"): QT_TRANSLATE_NOOP("RuleOption", "Capped at sanbaiman"),
    ("kazoe", "no_limit"): QT_TRANSLATE_NOOP("RuleOption", "No cap (13 han per yakuman)"),
    ("renhou", "off"): QT_TRANSLATE_NOOP("RuleOption", "Off"),
    ("renhou", "mangan"): QT_TRANSLATE_NOOP("RuleOption", "Mangan"),
    ("renhou", "yakuman"): QT_TRANSLATE_NOOP("RuleOption", "Yakuman"),
    ("tsumo_payment", "loss"): QT_TRANSLATE_NOOP("RuleOption", "Tsumo loss (North's share is not paid)"),
    ("tsumo_payment", "north_bisection"): QT_TRANSLATE_NOOP(
        "RuleOption", "North's share split between the two payers"),
    ("tsumo_payment", "full_split"): QT_TRANSLATE_NOOP("RuleOption", "The ron value split between the two payers"),
}

# --- errors (trainer/core/errors.py ERROR_CODES; details from validation.py,
# jsonio.py, tiles.py, rules.py, scoring.py) --------------------------------
# The sentence for a code when no finer detail is known.
_ERROR_CODES = {
    "invalid_notation": QT_TRANSLATE_NOOP("Error", "The tiles are not written in mpsz notation (like 123m456p11z)."),
    #: %1 how many, %2 the tile (mpsz, e.g. 5m)
    "too_many_copies": QT_TRANSLATE_NOOP(
        "Error", "%1 copies of %2 across the hand, melds and indicators; a kind appears at most 4 times."),
    #: %1 how many, %2 the red five (0m, 0p or 0s), %3 how many the rules have
    "too_many_red_fives": QT_TRANSLATE_NOOP(
        "Error", "%1 × %2, but these rules have only %3 red five(s) in that suit."),
    #: %1 all tiles, %2 closed tiles, %3 tiles needed, %4 closed tiles needed
    "wrong_tile_count": QT_TRANSLATE_NOOP(
        "Error", "%1 tiles, %2 of them closed; with these melds the hand needs %3 tiles: %4 closed, "
                 "including the winning tile."),
    "invalid_meld": QT_TRANSLATE_NOOP("Error", "A meld has the wrong tiles for its kind."),
    "win_tile_missing": QT_TRANSLATE_NOOP("Error", "The winning tile %1 is not among the closed tiles."),
    "not_a_winning_hand": QT_TRANSLATE_NOOP(
        "Error", "%1 is not a winning hand: it does not split into four sets and a pair, seven pairs, "
                 "or thirteen orphans."),
    "no_yaku": QT_TRANSLATE_NOOP("Error", "The hand has no yaku (dora alone do not make a win)."),
    "conflicting_flags": QT_TRANSLATE_NOOP("Error", "The situation settings contradict each other."),
    "invalid_rules": QT_TRANSLATE_NOOP("Error", "The rule settings are not valid."),
}

# Finer sentences by `HandError.detail`. Generated details of
# validation.check_flags (``{b}_with_meld``, ``{b}_with_{other}``,
# ``{b}_on_ron``) share one sentence each and are listed in `ERROR_DETAILS`.
_ERROR_DETAILS = {
    # tiles.py / jsonio.py (invalid_notation)
    "bad_character": QT_TRANSLATE_NOOP("Error", "“%1” is not a tile digit or suit letter (m, p, s, z)."),
    "suit_without_digits": QT_TRANSLATE_NOOP("Error", "The suit letter “%1” has no digits before it."),
    "bad_honor": QT_TRANSLATE_NOOP("Error", "%1 is not an honor tile (honors are 1z to 7z)."),
    "digits_without_suit": QT_TRANSLATE_NOOP("Error", "The digits “%1” have no suit letter after them."),
    "not_one_tile": QT_TRANSLATE_NOOP("Error", "“%1” is not exactly one tile (write it like 5m, 0p or 7z)."),
    "bad_field": QT_TRANSLATE_NOOP("Error", "The field “%1” is missing, unknown or of the wrong type."),
    "not_an_object": QT_TRANSLATE_NOOP("Error", "A hand must be a JSON object."),
    #: jsonio.check_bounds / loads_bounded: %1 the field (or nothing), %2 the limit
    "too_large": QT_TRANSLATE_NOOP("Error", "“%1” is too large (the limit is %2)."),
    "too_deep": QT_TRANSLATE_NOOP("Error", "“%1” is nested too deeply (at most %2 levels)."),
    "bad_json": QT_TRANSLATE_NOOP("Error", "This is not JSON text."),
    "the_input": QT_TRANSLATE_NOOP("Error", "the input"),
    "wrong_tile_count_no_melds": QT_TRANSLATE_NOOP(
        "Error", "%1 tiles; a winning hand without melds has 14, the winning tile included."),
    # validation.py / jsonio.py (invalid_meld)
    #: %1 meld kind (translated), %2 its tiles (mpsz), %3 tiles it has, %4 tiles it needs
    "meld_size": QT_TRANSLATE_NOOP("Error", "The %1 %2 has %3 tiles; it needs %4."),
    "chi_not_sequence": QT_TRANSLATE_NOOP("Error", "The chi %1 is not three consecutive tiles of one suit."),
    "meld_not_same": QT_TRANSLATE_NOOP("Error", "The %1 %2 is not made of one kind of tile."),
    "too_many_melds": QT_TRANSLATE_NOOP("Error", "%1 melds; a hand has at most 4."),
    "meld_shape": QT_TRANSLATE_NOOP("Error", "%1 must be an object with “type” and “tiles”."),
    "meld_type": QT_TRANSLATE_NOOP("Error", "“%1” is not a meld type (chi, pon, minkan, ankan, kakan)."),
    # validation.check_flags (conflicting_flags)
    "bad_wind": QT_TRANSLATE_NOOP("Error", "%1 must be East, South, West or North."),
    "bad_count": QT_TRANSLATE_NOOP("Error", "%1 must be a whole number, 0 or more."),
    "riichi_open_hand": QT_TRANSLATE_NOOP("Error", "%1 on an open hand: riichi needs a closed hand."),
    "open_riichi_without_riichi": QT_TRANSLATE_NOOP(
        "Error", "Open riichi without riichi: open riichi is a way of declaring riichi."),
    "ippatsu_without_riichi": QT_TRANSLATE_NOOP(
        "Error", "Ippatsu without riichi: ippatsu is a win within one turn of riichi."),
    "ippatsu_with_rinshan": QT_TRANSLATE_NOOP(
        "Error", "Ippatsu with rinshan: the winner's own kan ends the ippatsu turn."),
    "haitei_on_ron": QT_TRANSLATE_NOOP(
        "Error", "Haitei on a ron: haitei is a tsumo on the last tile (houtei is the ron)."),
    "houtei_on_tsumo": QT_TRANSLATE_NOOP("Error", "Houtei on a tsumo: houtei is a ron on the last discard."),
    "haitei_with_rinshan": QT_TRANSLATE_NOOP(
        "Error", "Haitei with rinshan: a kan replacement tile is not the last tile."),
    "rinshan_on_ron": QT_TRANSLATE_NOOP(
        "Error", "Rinshan on a ron: rinshan kaihou is a tsumo on the kan replacement tile."),
    "rinshan_without_kan": QT_TRANSLATE_NOOP("Error", "Rinshan without a kan in the hand."),
    "chankan_on_tsumo": QT_TRANSLATE_NOOP("Error", "Chankan on a tsumo: robbing a kan is a ron."),
    "chankan_with_houtei": QT_TRANSLATE_NOOP("Error", "Chankan with houtei: a robbed kan tile is not a discard."),
    "chankan_tile_held": QT_TRANSLATE_NOOP(
        "Error", "Chankan on %1, but the hand holds another %1: the other three are in the robbed kan."),
    "chankan_tile_shown": QT_TRANSLATE_NOOP(
        "Error", "Chankan on %1, but a dora indicator is %1: the other three are in the robbed kan."),
    "two_blessings": QT_TRANSLATE_NOOP("Error", "%1 and %2 cannot both apply."),
    "tenhou_non_dealer": QT_TRANSLATE_NOOP("Error", "Tenhou for a non-dealer: tenhou is the dealer's win."),
    "chiihou_dealer": QT_TRANSLATE_NOOP(
        "Error", "Chiihou for the dealer: the dealer's first-draw win is tenhou."),
    "renhou_dealer": QT_TRANSLATE_NOOP("Error", "Renhou for the dealer: renhou is a non-dealer's win."),
    "first_draw_on_ron": QT_TRANSLATE_NOOP("Error", "%1 on a ron: it is a win on the first draw."),
    "renhou_on_tsumo": QT_TRANSLATE_NOOP(
        "Error", "Renhou on a tsumo: renhou is a ron before the player's first draw."),
    "blessing_with_meld": QT_TRANSLATE_NOOP("Error", "%1 with a meld: no call is possible yet."),
    "blessing_with_flag": QT_TRANSLATE_NOOP("Error", "%1 with %2: impossible before the first discard."),
    "too_many_dora_indicators": QT_TRANSLATE_NOOP(
        "Error", "%1 dora indicators: at most 5 (one, plus one per kan)."),
    "too_many_ura_indicators": QT_TRANSLATE_NOOP(
        "Error", "More ura dora indicators (%1) than dora indicators."),
    # validation.check_red_fives (too_many_copies)
    #: %1 how many plain fives, %2 the plain five (5m), %3 plain fives in the set, %4 the red five (0m)
    "too_many_plain_fives": QT_TRANSLATE_NOOP(
        "Error", "%1 plain %2, but the set has only %3 plain %2 (the others are the red %4)."),
    # rules.py (invalid_rules)
    #: %1 the option's label, %2 the value given
    "bad_option_value": QT_TRANSLATE_NOOP("Error", "The rule option “%1” cannot be %2."),
    "unknown_preset": QT_TRANSLATE_NOOP("Error", "Unknown rule preset “%1”."),
    "unknown_option": QT_TRANSLATE_NOOP("Error", "Unknown rule option “%1”."),
    "bad_rules_type": QT_TRANSLATE_NOOP("Error", "The rules must be a preset name or an object."),
    # validation.check_three_players (TABLE_RULES.md §8)
    #: %1 the tile (mpsz, e.g. 5m)
    "not_in_three_player_set": QT_TRANSLATE_NOOP(
        "Error", "%1 is not in the three-player set (2m to 8m are removed)."),
    #: %1 the chi's tiles (mpsz)
    "chi_three_players": QT_TRANSLATE_NOOP("Error", "Chi %1: three players cannot chi (only pon and kan)."),
    "north_seat_three_players": QT_TRANSLATE_NOOP(
        "Error", "With three players the seats are East, South and West."),
    "kita_four_players": QT_TRANSLATE_NOOP(
        "Error", "Kita with four players: North tiles are set aside only in three-player mahjong."),
    #: %1 tenhou or chiihou (translated)
    "blessing_with_kita": QT_TRANSLATE_NOOP(
        "Error", "%1 with kita: a kita counts as a call, so the win is not on the first uninterrupted draw."),
    "renhou_with_kita": QT_TRANSLATE_NOOP(
        "Error", "Renhou with kita: a kita is set aside on one's own turn after a draw, and renhou is a ron "
                 "before the first draw."),
    "double_riichi_ippatsu_with_kita": QT_TRANSLATE_NOOP(
        "Error", "Ippatsu on a double riichi with kita: a kita counts as a call. Set aside before the riichi it "
                 "rules out double riichi; set aside after it, it ends the ippatsu turn."),
}

_BLESSINGS = ("tenhou", "chiihou", "renhou")
_BLESSING_OTHERS = ("riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan")

# Every `HandError.detail` the core can raise (besides the codes themselves,
# which are their own detail when nothing finer is said).
ERROR_DETAILS: tuple[str, ...] = tuple(d for d in _ERROR_DETAILS
                                       if d not in ("first_draw_on_ron", "blessing_with_meld",
                                                    "blessing_with_flag", "not_an_object",
                                                    "wrong_tile_count_no_melds", "blessing_with_kita")) + (
    "tenhou_on_ron", "chiihou_on_ron", "tenhou_with_kita", "chiihou_with_kita",
    *(f"{b}_with_meld" for b in _BLESSINGS),
    *(f"{b}_with_{o}" for b in _BLESSINGS for o in _BLESSING_OTHERS),
)

_PLACEHOLDER = re.compile(r"%([1-9])")


def _arg(text: str, *values) -> str:
    """Qt's QString.arg for Python: replace %1..%9 with `values` in one pass.

    Substituted values are not scanned again (a tile name holding "%2" stays
    as it is); a placeholder with no value is left untouched.
    """
    def sub(m: re.Match) -> str:
        i = int(m.group(1)) - 1
        return str(values[i]) if i < len(values) else m.group(0)
    return _PLACEHOLDER.sub(sub, text)


# Characters of a value from the input quoted in an error sentence.
EXCERPT = 60


def _excerpt(text: str) -> str:
    """`text`, or its first `EXCERPT` characters and "…" when longer."""
    return text if len(text) <= EXCERPT else text[:EXCERPT] + "…"


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def _from_table(table: Mapping[str, str], context: str, key: str) -> str:
    source = table.get(key)
    return _tr(context, source) if source is not None else key


def number_text(n: int) -> str:
    """An integer with the interface language's thousands separators.

    ``number_text(12000)`` -> ``"12,000"`` in all four languages (they all
    group by three with a comma).
    """
    return QLocale(i18n.current_language()).toString(int(n))


def yaku_name(id: str, style: str | None = None) -> str:
    """The name of a yaku (or ``dora``/``ura_dora``/``aka_dora``).

    Args:
        id: a yaku id of `trainer.core.yaku_table.YAKU` or `DORA_IDS`.
        style: ``"auto"`` (the interface language's own name: English
            "Tanyao (All Simples)", Chinese 断幺九, Japanese 断幺九),
            ``"kanji"`` (Chinese characters in a Chinese interface, Japanese
            forms otherwise), ``"romaji"`` ("Tanyao"), ``"english"`` ("All
            Simples"), or None for the user's setting (`i18n.term_style`).

    Returns:
        The name; an unknown id is returned as it is.
    """
    row = _YAKU.get(id)
    if row is None:
        return id
    if style is None:
        style = i18n.term_style()
    display, kanji, romaji, english = row
    if style == "kanji":
        return _tr("YakuKanji", kanji)
    if style == "romaji":
        return romaji
    if style == "english":
        return english
    return _tr("Yaku", display)


def fu_item_name(id: str) -> str:
    """The name of a fu item (`FuItem.id`, e.g. ``"closed_ron"``; RULES.md §3)."""
    return _from_table(_FU, "FuItem", id)


def limit_name(id: str | None) -> str:
    """The name of a limit (``mangan haneman baiman sanbaiman kazoe_yakuman
    yakuman``); "" for None (no limit)."""
    if not id:
        return ""
    return _from_table(_LIMITS, "Limit", id)


def yakuman_text(multiplier: int) -> str:
    """"Yakuman" for 1, else "Double yakuman", "Triple yakuman", "4× yakuman"…"""
    if multiplier <= 1:
        return limit_name("yakuman")
    if multiplier == 2:
        return QCoreApplication.translate("Limit", "Double yakuman")
    if multiplier == 3:
        return QCoreApplication.translate("Limit", "Triple yakuman")
    return _arg(QCoreApplication.translate("Limit", "%1× yakuman"), multiplier)


def wait_name(id: str) -> str:
    """The name of a wait (``ryanmen kanchan penchan tanki shanpon kokushi
    kokushi_13``, `Reading.wait`)."""
    return _from_table(_WAITS, "Wait", id)


def meld_name(kind: str) -> str:
    """The name of a meld kind (``chi pon minkan ankan kakan``)."""
    return _from_table(_MELDS, "Meld", kind)


def wind_name(w: str) -> str:
    """The name of a wind ``"E" "S" "W" "N"`` (East, South, West, North)."""
    return _from_table(_WINDS, "Wind", w)


def role_name(dealer: bool) -> str:
    """"Dealer" or "Non-dealer" (庄家/闲家, 親/子)."""
    return QCoreApplication.translate("Role", "Dealer") if dealer else QCoreApplication.translate("Role", "Non-dealer")


def flag_name(id: str) -> str:
    """The name of a situation flag or input field (``riichi``, ``ippatsu``,
    ``seat_wind``, ``dora_indicators``, ``closed``, ``melds[1]`` …)."""
    m = re.fullmatch(r"melds\[(\d+)\]", id)
    if m:
        return _arg(QCoreApplication.translate("Flag", "Meld %1"), int(m.group(1)) + 1)
    if id.startswith("rules."):
        return option_name(id[len("rules."):])
    return _from_table(_FLAGS, "Flag", id)


def shape_name(shape: str) -> str:
    """The name of a reading shape (``standard chiitoitsu kokushi``)."""
    return _from_table(_SHAPES, "Shape", shape)


def group_name(shape: str) -> str:
    """The name of a group shape (``sequence triplet quad``, or ``pair``)."""
    return _from_table(_GROUPS, "Group", shape)


def preset_name(name: str) -> str:
    """The display name of a rule preset (`trainer.core.rules.PRESETS` key)."""
    return _from_table(_PRESETS, "Preset", name)


def option_name(option: str) -> str:
    """The label of a rule option (`RuleSet` field; RULES.md §6)."""
    return _from_table(_OPTIONS, "RuleOption", option)


def option_value_name(option: str, value: str) -> str:
    """The label of a choice of a rule option with named values:
    ``kazoe`` (rules.KAZOE_VALUES) and ``renhou`` (rules.RENHOU_VALUES);
    other values are returned as str(value)."""
    source = _OPTION_VALUES.get((option, value))
    return QCoreApplication.translate("RuleOption", source) if source else str(value)


def han_text(n: int) -> str:
    """"1 han", "3 han" (numerus form per language)."""
    return QCoreApplication.translate("Score", "%n han", "", n)


def fu_text(n: int) -> str:
    """"30 fu" (numerus form per language)."""
    return QCoreApplication.translate("Score", "%n fu", "", n)


def points_text(n: int) -> str:
    """"8,000 points" with locale separators (numerus form per language)."""
    return _arg(QCoreApplication.translate("Score", "%1 points", "", n), number_text(n))


def payment_text(points, dealer: bool) -> str:
    """Who pays what, in points, with thousands separators (RULES.md §4).

    Args:
        points: a `trainer.core.result.Points`, or the SCHEMA.md ``points``
            dict (``{"total", "ron"}`` or ``{"total", "dealer_pays",
            "non_dealer_pays"}``, with ``"tsumo_payment"`` for three
            players).
        dealer: the winner is the dealer.

    Returns:
        "Discarder pays 8,000" (ron), "Each player pays 4,000" (dealer
        tsumo) or "Dealer pays 2,000; each other player 1,000" (non-dealer
        tsumo); with three players (a `Points` with `tsumo_payment`) "Each
        of the two players pays 4,000" or "Dealer pays 4,000; the other
        player 2,000" (`north_share_text` says what became of North's). Honba are included in the amounts (as the core gives them);
        riichi sticks are not a payment and are not mentioned.
    """
    if isinstance(points, Mapping):
        ron = points.get("ron")
        dealer_pays = points.get("dealer_pays")
        non_dealer_pays = points.get("non_dealer_pays")
        tsumo = "ron" not in points
        how = points.get("tsumo_payment", "")
    else:
        ron, dealer_pays, non_dealer_pays, tsumo = (
            points.ron, points.dealer_pays, points.non_dealer_pays, points.tsumo)
        how = getattr(points, "tsumo_payment", "")
    if not tsumo:
        return _arg(QCoreApplication.translate("Payment", "Discarder pays %1"), number_text(ron or 0))
    if how:  # three players: two payers
        if dealer or dealer_pays is None:
            return _arg(QCoreApplication.translate("Payment", "Each of the two players pays %1"),
                        number_text(non_dealer_pays or 0))
        return _arg(QCoreApplication.translate("Payment", "Dealer pays %1; the other player %2"),
                    number_text(dealer_pays), number_text(non_dealer_pays or 0))
    if dealer or dealer_pays is None:
        return _arg(QCoreApplication.translate("Payment", "Each player pays %1"), number_text(non_dealer_pays or 0))
    return _arg(QCoreApplication.translate("Payment", "Dealer pays %1; each other player %2"),
                number_text(dealer_pays), number_text(non_dealer_pays or 0))


def north_share_text(points) -> str:
    """The three-player tsumo's last words on the payment line
    (TABLE_RULES.md §8): what the absent North's share was and whether it
    was dropped or split; "" for four players and a ron.

    Args:
        points: a `trainer.core.result.Points` (its `tsumo_payment` and
            `north_share`, in points), or a mapping with those keys (a
            reveal step's arguments).
    """
    if isinstance(points, Mapping):
        how, north = points.get("tsumo_payment") or "", points.get("north_share") or 0
    else:
        how, north = getattr(points, "tsumo_payment", ""), getattr(points, "north_share", 0)
    if not how:
        return ""
    share = number_text(int(north))
    if how == "loss":
        return _arg(QCoreApplication.translate("Payment", "North's share (%1) is not paid: tsumo loss"), share)
    if how == "north_bisection":
        return _arg(QCoreApplication.translate("Payment", "North's share (%1) is split between the two payers"), share)
    return _arg(QCoreApplication.translate("Payment", "No tsumo loss: the ron value is split between the two payers"))


def bonus_text(honba_bonus: int, sticks_bonus: int) -> str:
    """"Includes 300 for honba and 1,000 for riichi sticks" ("" when both
    are 0); amounts in points."""
    if honba_bonus and sticks_bonus:
        return _arg(QCoreApplication.translate("Payment", "Includes %1 for honba and %2 for riichi sticks"),
                    number_text(honba_bonus), number_text(sticks_bonus))
    if honba_bonus:
        return _arg(QCoreApplication.translate("Payment", "Includes %1 for honba"), number_text(honba_bonus))
    if sticks_bonus:
        return _arg(QCoreApplication.translate("Payment", "Includes %1 for riichi sticks"), number_text(sticks_bonus))
    return ""


def received_text(sticks_bonus: int, total: int) -> str:
    """"+1,000 for riichi sticks: the winner receives 9,300" (honba are
    said on the payment line, inside the payments: `bonus_text`); amounts
    in points."""
    return _arg(QCoreApplication.translate("Payment", "%1: the winner receives %2"),
                _arg(QCoreApplication.translate("Payment", "+%1 for riichi sticks"), number_text(sticks_bonus)),
                number_text(total))


def choice_text(choice: str) -> str:
    """Why the chosen reading won (`ScoreResult.choice`: ``only_reading
    higher_points same_points_yakuman same_points_higher_han
    same_points_higher_fu equal``;
    RULES.md §1, the highest-points rule)."""
    return _from_table(_CHOICES, "Choice", choice)


def _pairs(args) -> dict:
    if isinstance(args, Mapping):
        return dict(args)
    return dict(args or ())


def near_miss_reason(reason: str, args=None) -> str:
    """Why a near miss failed, as a clause ("the hand is open").

    Args:
        reason: a NearMiss reason (``open_hand wait_not_ryanmen
            pair_earns_fu has_triplet triplet_completed_by_ron not_in_riichi
            kuitan_off pinfu_tsumo_off``).
        args: the NearMiss args (pairs or dict): ``wait``, ``tiles``; when
            the one a reason names is missing, a clause without it.
    """
    a = _pairs(args)
    needed = "wait" if reason == "wait_not_ryanmen" else "tiles"
    if reason in _REASONS_BARE and not a.get(needed):
        return _from_table(_REASONS_BARE, "NearMiss", reason)
    text = _from_table(_REASONS, "NearMiss", reason)
    if reason == "wait_not_ryanmen":
        return _arg(text, wait_name(str(a["wait"])))
    return _arg(text, a.get("tiles", ""))


def near_miss_text(nm) -> str:
    """A sentence for a near miss: "Pinfu (All Sequences): the hand is open".

    Args:
        nm: a `trainer.core.result.NearMiss` or its JSON dict ``{"id",
            "reason", "args", "tiles"}``.
    """
    if isinstance(nm, Mapping):
        id, reason, args = nm.get("id", ""), nm.get("reason", ""), nm.get("args")
    else:
        id, reason, args = nm.id, nm.reason, nm.args
    return _arg(QCoreApplication.translate("NearMiss", "%1: %2"), yaku_name(id), near_miss_reason(reason, args))


def note_text(id: str, args=None) -> str:
    """A sentence for a `ScoreResult.notes` entry (``renhou_off``,
    ``ura_ignored``; with three players ``kita_before_riichi`` and
    ``kita_after_double_riichi``, args ``{"kita": N}``); args as pairs or
    dict, substituted in order."""
    return _arg(_from_table(_NOTES, "Note", id), *_pairs(args).values())


def _count_tiles(text: str) -> int:
    try:
        return len(parse_tiles(text))
    except HandError:
        return 0


def error_text(err) -> str:
    """A translated sentence for a refused hand, built from code/detail/args.

    Args:
        err: a `trainer.core.errors.HandError` or its `to_json()` dict
            (``{"code", "detail", "args", "tiles", "field", …}``; a dict
            with only ``code`` works too).

    Returns:
        One sentence naming the tile, meld or flag at fault, in the interface
        language (never the core's English `message`).
    """
    if isinstance(err, Mapping):
        code = err.get("code", "")
        detail = err.get("detail") or code
        a = dict(err.get("args") or {})
        tiles = err.get("tiles") or ""
        field = err.get("field") or ""
    else:
        code, detail, a, tiles, field = err.code, err.detail, err.args_, err.tiles, err.field
    flags = [flag_name(f) for f in a.get("flags", [])]
    if not flags and field:
        flags = [flag_name(field)]
    d = _ERROR_DETAILS

    def t(source: str, *values) -> str:
        # a value quoted from the input (a typed run of digits…) is cut short
        return _arg(_tr("Error", source), *(_excerpt(str(v)) for v in values))

    # invalid_notation
    if detail == "bad_character":
        return t(d[detail], a.get("char", ""))
    if detail == "suit_without_digits":
        return t(d[detail], a.get("suit", ""))
    if detail == "bad_honor":
        return t(d[detail], a.get("tile", tiles))
    if detail == "digits_without_suit":
        return t(d[detail], a.get("digits", ""))
    if detail == "not_one_tile":
        return t(d[detail], a.get("text", ""))
    if detail in ("too_large", "too_deep"):
        return t(d[detail], flag_name(field) if field else _tr("Error", d["the_input"]),
                 number_text(a["limit"]) if isinstance(a.get("limit"), int) else "")
    if detail == "bad_field":
        name = a.get("field", field)
        if not name:
            return t(d["not_an_object"])
        return t(d[detail], flag_name(name))
    # invalid_meld
    if detail == "meld_size":
        return t(d[detail], meld_name(a.get("meld", "")), a.get("tiles", tiles), a.get("count", ""),
                 a.get("want", ""))
    if detail == "chi_not_sequence":
        return t(d[detail], a.get("tiles", tiles))
    if detail == "meld_not_same":
        return t(d[detail], meld_name(a.get("meld", "")), a.get("tiles", tiles))
    if detail == "too_many_melds":
        return t(d[detail], a.get("count", ""))
    if detail == "meld_shape":
        return t(d[detail], flag_name(field) if field else "")
    if detail == "meld_type":
        return t(d[detail], a.get("type", ""))
    # conflicting_flags
    if detail in ("bad_wind", "bad_count", "riichi_open_hand"):
        return t(d[detail], flags[0] if flags else "")
    if detail in ("chankan_tile_held", "chankan_tile_shown"):
        return t(d[detail], tiles)
    if detail == "two_blessings":
        return t(d[detail], *(flags + ["", ""])[:2])
    if detail == "too_many_dora_indicators":
        return t(d[detail], _count_tiles(tiles))
    if detail == "too_many_ura_indicators":
        return t(d[detail], _count_tiles(tiles))
    if detail == "too_many_plain_fives":
        return t(d[detail], a.get("count", ""), a.get("tile", tiles), a.get("allowed", ""), a.get("red", ""))
    if detail == "not_in_three_player_set":
        return t(d[detail], a.get("tile", tiles))
    if detail == "chi_three_players":
        return t(d[detail], a.get("tiles", tiles))
    m = re.fullmatch(r"(tenhou|chiihou)_with_kita", detail)
    if m:
        return t(d["blessing_with_kita"], flag_name(m.group(1)))
    m = re.fullmatch(r"(tenhou|chiihou)_on_ron", detail)
    if m:
        return t(d["first_draw_on_ron"], flag_name(m.group(1)))
    m = re.fullmatch(r"(tenhou|chiihou|renhou)_with_meld", detail)
    if m:
        return t(d["blessing_with_meld"], flag_name(m.group(1)))
    m = re.fullmatch(r"(tenhou|chiihou|renhou)_with_(\w+)", detail)
    if m and m.group(2) in _BLESSING_OTHERS:
        return t(d["blessing_with_flag"], flag_name(m.group(1)), flag_name(m.group(2)))
    # invalid_rules
    if detail == "bad_option_value":
        return t(d[detail], option_name(a.get("option", "")), a.get("value", ""))
    if detail in ("unknown_preset", "unknown_option"):
        return t(d[detail], a.get("preset", a.get("option", "")))
    if detail in d:
        return t(d[detail])
    # code-level sentences
    if code == "too_many_copies":
        return t(_ERROR_CODES[code], a.get("count", ""), a.get("tile", tiles))
    if code == "too_many_red_fives":
        return t(_ERROR_CODES[code], a.get("count", ""), a.get("tile", tiles), a.get("allowed", 0))
    if code == "wrong_tile_count":
        if a.get("count") == a.get("closed") and a.get("want") == 14:
            return t(d["wrong_tile_count_no_melds"], a.get("count", ""))
        return t(_ERROR_CODES[code], a.get("count", ""), a.get("closed", ""), a.get("want", ""),
                 a.get("want_closed", ""))
    if code == "win_tile_missing":
        return t(_ERROR_CODES[code], a.get("tile", tiles))
    if code == "not_a_winning_hand":
        return t(_ERROR_CODES[code], tiles)
    if code == "no_yaku":
        text = t(_ERROR_CODES[code])
        misses = [near_miss_text({"id": i, "reason": r, "args": {}}) for i, r in a.get("near_misses", [])]
        if misses:
            joiner = QCoreApplication.translate("Error", "; ")
            text = _arg(QCoreApplication.translate("Error", "%1 Near misses: %2"), text, joiner.join(misses))
        return text
    if code in _ERROR_CODES:
        return t(_ERROR_CODES[code])
    return str(err.get("message", code) if isinstance(err, Mapping) else err.message)


def round_name(round_wind: str, hand_number: int) -> str:
    """A hand's round: "South 2" (東2局 in Japanese, 东2局 in Chinese), from
    its round wind (``"E"``, ``"S"``, ``"W"``, ``"N"``) and hand number 1-4;
    shared by the Table and Games screens."""
    return _arg(QCoreApplication.translate("TableWording", "%1 %2", "round wind and hand number"),
                wind_name(round_wind), hand_number)
