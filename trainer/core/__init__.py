"""The scoring core: pure Python, no Qt (RULES.md, SCHEMA.md).

Public entry points:
    `score(hand, ctx, rules) -> ScoreResult` on values (`Hand`, `WinContext`, `RuleSet`);
    `score_json(hand_dict) -> result_dict` on SCHEMA.md JSON objects.
"""

from .errors import ERROR_CODES, HandError
from .hand import Hand, Meld, WinContext
from .jsonio import hand_from_json, result_to_json, score_json
from .result import FuItem, NearMiss, Points, ReadingScore, ScoreResult, YakuItem
from .rules import PRESETS, RuleSet, preset, rules_from_json
from .scoring import score
from .tiles import Tile, format_tiles, parse_tiles

__all__ = [
    "ERROR_CODES", "HandError", "Hand", "Meld", "WinContext", "hand_from_json", "result_to_json",
    "score_json", "FuItem", "NearMiss", "Points", "ReadingScore", "ScoreResult", "YakuItem",
    "PRESETS", "RuleSet", "preset", "rules_from_json", "score", "Tile", "format_tiles", "parse_tiles",
]
