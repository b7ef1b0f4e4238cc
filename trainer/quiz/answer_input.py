"""What a learner may type into an answer field, and why a value is refused.

Each numeric part (`grading.PARTS` but ``yaku``) has its legal values:

- ``fu``: 20, 25 (seven pairs), then 30 to 170 in steps of 10 — fu are
  rounded up to a ten, and the most a hand reaches is 170 (RULES.md §fu:
  base 20 + closed ron 10 + four closed terminal/honor quads at 32 +
  a double-wind pair 4 + a one-sided wait 2 = 164, rounded up).
- ``fu_raw`` (before rounding): 20 to 170, an even number (every fu item is
  even), or 25.
- ``han``: 1 up to `MAX_HAN` — a counted yakuman (kazoe) has 13 or more —
  or a yakuman written as such: ``Y``, ``yakuman``, ``役満`` (13 han in the
  core's count, `ScoreResult.han`), ``2Y``/``double yakuman`` (26) and so on.
- points (``ron``, ``dealer_pays``, ``non_dealer_pays``, ``total``): a
  positive multiple of 100 (every payment is rounded up to 100).

`parse_part` turns the text into the number the grader compares, or raises
`AnswerInputError` with a reason id and its arguments, which the UI
translates. Empty text is None (not answered). Pure Python, no Qt.
"""

from __future__ import annotations

import re

#: Fu a hand can have after rounding.
FU_VALUES = (20, 25) + tuple(range(30, 171, 10))
#: The most han a hand can count without a yakuman, generously: yaku at most
#: 27 (double riichi, ippatsu, tsumo, rinshan, honitsu, toitoi, sanankou,
#: sankantsu, honroutou, shousangen and three yakuhai, with room for local
#: yaku), dora at most 43 (five dora and five ura indicators, each pointing
#: at four copies, and three red fives).
MAX_HAN = 70
#: What a yakuman counts in han (the core's `ScoreResult.han`: 13 × multiplier).
YAKUMAN_HAN = 13
#: The most yakuman one hand can stack (a sextuple yakuman is the highest in any preset).
MAX_YAKUMAN = 6
#: The largest payment a field takes (a sextuple dealer yakuman is 288,000 before honba).
MAX_POINTS = 999_900
#: Characters a field holds.
MAX_LENGTH = 20

_WORDS = {"double": 2, "triple": 3, "quadruple": 4, "ダブル": 2, "トリプル": 3, "双倍": 2, "雙倍": 2, "三倍": 3}
_YAKUMAN = r"(?:y|yakuman|役満|役滿|役满)"
_YAKUMAN_RE = re.compile(r"^(?:(\d+)\s*[x×*]?\s*)?(?:(" + "|".join(map(re.escape, _WORDS)) + r")\s*)?" + _YAKUMAN
                         + r"(?:\s*[x×*]\s*(\d+))?$")


class AnswerInputError(ValueError):
    """Text that is not a legal value for a part.

    Attributes:
        part: the part id (``fu``, ``han``, ``ron`` …).
        reason: ``not_a_number`` (args: text), ``fu_not_legal`` (value),
            ``fu_raw_not_legal`` (value), ``han_zero``, ``han_too_many``
            (value, max), ``too_many_yakuman`` (count, max),
            ``points_not_hundreds`` (value), ``points_zero``,
            ``points_too_many`` (value, max).
        args: the values the sentence needs.
    """

    def __init__(self, part: str, reason: str, **args) -> None:
        super().__init__(f"{part}: {reason} {args}")
        self.part = part
        self.reason = reason
        self.args_ = args


def yakuman_count(text: str) -> int | None:
    """How many yakuman `text` names (``Y`` 1, ``2Y``/``double yakuman`` 2,
    ``yakuman x3`` 3), or None when it names none."""
    m = _YAKUMAN_RE.match(text.strip().lower())
    if not m:
        return None
    count = 1
    if m.group(1):
        count = int(m.group(1)[:3])
    if m.group(2):
        count *= _WORDS[m.group(2)]
    if m.group(3):
        count *= int(m.group(3)[:3])
    return count


def parse_part(part: str, text: str) -> int | None:
    """The value typed for `part`, or None when `text` is blank.

    Raises:
        AnswerInputError: the text is not a legal value for the part (see
            the module docstring); the error quotes at most `MAX_LENGTH`
            characters of it.
    """
    text = text.strip()
    if not text:
        return None
    if part == "han":
        count = yakuman_count(text)
        if count is not None:
            if not 1 <= count <= MAX_YAKUMAN:
                raise AnswerInputError(part, "too_many_yakuman", count=count, max=MAX_YAKUMAN)
            return count * YAKUMAN_HAN
    digits = text.replace(",", "").replace(" ", "") if part not in ("fu", "fu_raw", "han") else text
    if not digits.isascii() or not digits.isdigit() or len(digits) > 7:
        raise AnswerInputError(part, "not_a_number", text=text[:MAX_LENGTH])
    value = int(digits)
    if part == "fu":
        if value not in FU_VALUES:
            raise AnswerInputError(part, "fu_not_legal", value=value)
    elif part == "fu_raw":
        if not (value == 25 or (20 <= value <= 170 and value % 2 == 0)):
            raise AnswerInputError(part, "fu_raw_not_legal", value=value)
    elif part == "han":
        if value == 0:
            raise AnswerInputError(part, "han_zero")
        if value > MAX_HAN:
            raise AnswerInputError(part, "han_too_many", value=value, max=MAX_HAN)
    else:
        if value == 0:
            raise AnswerInputError(part, "points_zero")
        if value % 100:
            raise AnswerInputError(part, "points_not_hundreds", value=value)
        if value > MAX_POINTS:
            raise AnswerInputError(part, "points_too_many", value=value, max=MAX_POINTS)
    return value
