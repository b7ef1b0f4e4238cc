"""Hand codes: a short copyable text that reproduces a hand exactly.

A code holds a SCHEMA.md hand (tiles in their order, red fives, melds, the
winning tile, every situation flag, winds, indicators, honba, riichi sticks)
and its rules (a preset name, or a full rules object). It is base64url text
(no padding) of a bit-packed record, about 25–30 characters for a typical
hand (``"EIgA4EIMw05dhlRRRZZQFMAA4fg"`` is the SCHEMA.md example hand). The
calculator window opens it with `decode_hand`; the quiz stores it with
every answer.

Layout, version 1 (bits, most significant first):
    version 4 · rules preset index 3 (7 = a rules object follows as JSON) ·
    seat wind 2 · round wind 2 · 12 flags (`FLAGS` order) · closed count 5 +
    6 per tile · win tile 6 · meld count 3, each: kind 3 · tile count 3 +
    6 per tile · dora count 3 + tiles · ura count 3 + tiles · honba and
    riichi sticks as 4-bit groups with a continuation bit; zero bits to the
    byte; the rules JSON (only for index 7); 2 bytes of CRC-32 over all that.
Tile values: 0..33 the kinds (1m..9m, 1p..9p, 1s..9s, 1z..7z), 34..36 the
red fives 0m 0p 0s.

Version 2 (three players, SCHEMA.md "Three players (v1.1)"): as version 1
but the preset index is 4 bits (`PRESET_ORDER_V2`, 15 = a rules object) and
3 bits of kita follow the ura indicators. A hand is written as version 2
only when it is a three-player hand (a three-player preset, a rules object
with ``players`` 3, or a ``kita`` field), so every four-player hand keeps
its version-1 code; both versions decode.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib

from ..core.errors import HandError
from ..core.hand import MELD_KINDS, Hand, WinContext
from ..core.jsonio import excerpt, loads_bounded
from ..core.tiles import Tile, format_tiles, parse_tiles, tile_of

VERSION = 1
#: Preset order inside codes; append only (codes must keep their meaning).
PRESET_ORDER = ("tenhou", "mahjong_soul", "wrc", "ema", "m_league", "classic", "arcade")
_CUSTOM_RULES = 7
#: Version-2 preset order (TABLE_RULES.md §8 adds the three-player presets); append only.
PRESET_ORDER_V2 = PRESET_ORDER + ("tenhou_sanma", "mahjong_soul_sanma")
_CUSTOM_RULES_V2 = 15
#: The three-player presets (written as version 2).
_THREE_PLAYER_PRESETS = frozenset(("tenhou_sanma", "mahjong_soul_sanma"))
WINDS = ("E", "S", "W", "N")
#: Flag order inside codes (SCHEMA.md input fields, then the open riichi extension).
FLAGS = ("tsumo", "riichi", "double_riichi", "ippatsu", "haitei", "houtei", "rinshan", "chankan",
         "tenhou", "chiihou", "renhou", "open_riichi")
#: Longest text read as a hand code (a code carrying a whole rules object
#: is under 700 characters); longer text is refused before it is decoded.
MAX_CODE_LENGTH = 4096
_KNOWN = set(FLAGS) | {"closed", "melds", "win", "seat_wind", "round_wind", "dora_indicators",
                       "ura_indicators", "honba", "riichi_sticks", "rules", "kita"}


class HandCodeError(ValueError):
    """A hand that cannot be encoded, or text that is not a valid hand code.

    Attributes:
        reason: an id for the UI to translate: ``bad_field`` (encode: a
            field of the wrong type or an unknown field), ``too_long`` (a
            count beyond what the layout holds), ``not_base64``,
            ``checksum`` (a typo or a truncated code), ``version`` (made by
            a newer version), ``corrupt`` (a value out of range).
        message: one English sentence.
    """

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason
        self.message = message


class _Bits:
    """Append-only bit string, most significant bit first."""

    def __init__(self) -> None:
        self.value = 0
        self.length = 0

    def put(self, v: int, width: int) -> None:
        self.value = (self.value << width) | v
        self.length += width

    def to_bytes(self) -> bytes:
        pad = -self.length % 8
        return (self.value << pad).to_bytes((self.length + pad) // 8, "big")


class _Reader:
    """Reads fields back from bytes, most significant bit first."""

    def __init__(self, data: bytes) -> None:
        self.value = int.from_bytes(data, "big")
        self.left = len(data) * 8

    def get(self, width: int) -> int:
        if width > self.left:
            raise HandCodeError("corrupt", "the hand code ends too early")
        self.left -= width
        return (self.value >> self.left) & ((1 << width) - 1)


def _tile_value(t: Tile) -> int:
    return 34 + t.kind // 9 if t.red else t.kind


def _value_tile(v: int) -> Tile:
    if v < 34:
        return tile_of(v)
    if v < 37:
        return tile_of((v - 34) * 9 + 4, red=True)
    raise HandCodeError("corrupt", f"the hand code holds an unknown tile value {v}")


def _tiles_of(value, field: str) -> tuple[Tile, ...]:
    if not isinstance(value, str):
        raise HandCodeError("bad_field", f"{field} must be a tile string, not {excerpt(value)}")
    try:
        return parse_tiles(value, field)
    except HandError as e:
        raise HandCodeError("bad_field", e.message) from None


def _put_tiles(bits: _Bits, tiles: tuple[Tile, ...], count_width: int, field: str) -> None:
    if len(tiles) >= 1 << count_width:
        raise HandCodeError("too_long", f"{field} has {len(tiles)} tiles; a hand code holds at most "
                                        f"{(1 << count_width) - 1}")
    bits.put(len(tiles), count_width)
    for t in tiles:
        bits.put(_tile_value(t), 6)


def _get_tiles(r: _Reader, count_width: int) -> str:
    n = r.get(count_width)
    return format_tiles(_value_tile(r.get(6)) for _ in range(n))


def _put_count(bits: _Bits, n: int) -> None:
    """A whole number ≥ 0 in 4-bit groups, each after a 'more follows' bit."""
    groups = []
    while True:
        groups.append(n & 15)
        n >>= 4
        if not n:
            break
    for i, g in enumerate(reversed(groups)):
        bits.put(1 if i < len(groups) - 1 else 0, 1)
        bits.put(g, 4)


def _get_count(r: _Reader) -> int:
    n = 0
    for _ in range(16):
        more = r.get(1)
        n = (n << 4) | r.get(4)
        if not more:
            return n
    raise HandCodeError("corrupt", "the hand code holds an impossibly large counter")


def _rules_field(rules, version: int = VERSION) -> tuple[int, bytes]:
    """(preset index, JSON tail) of the SCHEMA.md `rules` field in a code of
    `version` (1, or 2 for three players)."""
    order, custom = (PRESET_ORDER, _CUSTOM_RULES) if version == VERSION else (PRESET_ORDER_V2, _CUSTOM_RULES_V2)
    if rules is None:
        rules = "tenhou"
    if isinstance(rules, dict) and set(rules) <= {"preset"}:
        rules = rules.get("preset", "tenhou")
    if isinstance(rules, str):
        if rules not in order:
            raise HandCodeError("bad_field", f"unknown rule preset {excerpt(rules)}")
        return order.index(rules), b""
    if isinstance(rules, dict):
        return custom, json.dumps(rules, sort_keys=True, separators=(",", ":"),
                                  ensure_ascii=False).encode("utf-8")
    raise HandCodeError("bad_field", f"rules must be a preset name or an object, not {excerpt(rules)}")


def is_three_player(rules, kita=None) -> bool:
    """Whether a hand is written as a version-2 (three-player) code: its
    `rules` field is a three-player preset or a rules object built on one
    or with ``players`` 3, or it carries a `kita` field (SCHEMA.md "Three
    players (v1.1)")."""
    if kita is not None:
        return True
    if isinstance(rules, dict):
        return rules.get("players") == 3 or rules.get("preset") in _THREE_PLAYER_PRESETS
    return rules in _THREE_PLAYER_PRESETS


def encode_hand(hand_json: dict) -> str:
    """The hand code of a SCHEMA.md hand object.

    Args:
        hand_json: ``{"closed": "234m456p678s33355s", "win": "3s", …}``
            (SCHEMA.md "Input fields"; missing fields take their defaults).

    Returns:
        base64url text without padding; equal hands in equal tile order give
        equal codes.

    Raises:
        HandCodeError: an unknown field, a value of the wrong type, tile
            notation that does not parse, or more tiles than the layout
            holds (31 closed, 7 per meld, 7 melds, 7 indicators of a kind).
            Legality is not checked here: the scorer does that.
    """
    if not isinstance(hand_json, dict):
        raise HandCodeError("bad_field", "a hand must be a JSON object")
    unknown = sorted(set(hand_json) - _KNOWN)
    if unknown:
        raise HandCodeError("bad_field", f"unknown field {unknown[0]!r}")
    for field in ("seat_wind", "round_wind"):
        if hand_json.get(field, "E") not in WINDS:
            raise HandCodeError("bad_field", f"{field} must be one of E, S, W, N, not {excerpt(hand_json.get(field))}")
    flags = {}
    for flag in FLAGS:
        v = hand_json.get(flag, False)
        if not isinstance(v, bool):
            raise HandCodeError("bad_field", f"{flag} must be true or false, not {excerpt(v)}")
        flags[flag] = v
    if "closed" not in hand_json or "win" not in hand_json:
        raise HandCodeError("bad_field", "a hand needs closed and win")
    closed = _tiles_of(hand_json["closed"], "closed")
    win = _tiles_of(hand_json["win"], "win")
    if len(win) != 1:
        raise HandCodeError("bad_field", f"win must be one tile, not {excerpt(hand_json['win'])}")
    melds_in = hand_json.get("melds", [])
    if not isinstance(melds_in, list):
        raise HandCodeError("bad_field", "melds must be a list of {type, tiles} objects")
    melds = []
    for i, m in enumerate(melds_in):
        if not isinstance(m, dict) or m.get("type") not in MELD_KINDS or set(m) - {"type", "tiles"}:
            raise HandCodeError("bad_field", f"melds[{i}] must be {{type, tiles}} with a known type")
        melds.append((m["type"], _tiles_of(m.get("tiles"), f"melds[{i}]")))
    counts = {}
    for field in ("honba", "riichi_sticks"):
        n = hand_json.get(field, 0)
        if isinstance(n, bool) or not isinstance(n, int) or not 0 <= n < 1 << 60:
            raise HandCodeError("bad_field", f"{field} must be a whole number ≥ 0, not {excerpt(n)}")
        counts[field] = n
    kita = hand_json.get("kita")
    if kita is not None and (type(kita) is not int or not 0 <= kita <= 4):
        raise HandCodeError("bad_field", f"kita must be a whole number from 0 to 4, not {excerpt(kita)}")
    return _encode(closed, melds, win[0], hand_json.get("seat_wind", "E"), hand_json.get("round_wind", "E"), flags,
                   _tiles_of(hand_json.get("dora_indicators", ""), "dora_indicators"),
                   _tiles_of(hand_json.get("ura_indicators", ""), "ura_indicators"), counts["honba"],
                   counts["riichi_sticks"], hand_json.get("rules"), kita)


def encode_values(hand: Hand, ctx: WinContext, rules: str | dict = "tenhou") -> str:
    """The hand code of core values, the same text `encode_hand` gives for
    their SCHEMA.md object (the generator's fast path: no tile parsing).

    Args:
        hand, ctx: the `Hand` and `WinContext`; rules: a preset name or a
            SCHEMA.md rules object. A three-player hand (`is_three_player`
            of its rules) carries its `Hand.kita` (the ``kita`` field its
            object has, as `hand_json_of` writes it).

    Raises:
        HandCodeError: more tiles than the layout holds, or unknown rules.
    """
    flags = {f: bool(getattr(ctx, f)) for f in FLAGS}
    kita = hand.kita if hand.kita or is_three_player(rules) else None
    return _encode(hand.closed, [(m.kind, m.tiles) for m in hand.melds], hand.win, ctx.seat_wind, ctx.round_wind,
                   flags, ctx.dora_indicators, ctx.ura_indicators, ctx.honba, ctx.riichi_sticks, rules, kita)


def _encode(closed, melds, win: Tile, seat: str, rnd: str, flags: dict, dora, ura, honba: int, sticks: int,
            rules, kita: int | None = None) -> str:
    """Pack checked values (see the module docstring for the layout): a
    version-2 code for a three-player hand (`is_three_player`), else
    version 1."""
    version = 2 if is_three_player(rules, kita) else VERSION
    preset_index, rules_tail = _rules_field(rules, version)
    bits = _Bits()
    bits.put(version, 4)
    bits.put(preset_index, 3 if version == VERSION else 4)
    bits.put(WINDS.index(seat), 2)
    bits.put(WINDS.index(rnd), 2)
    for flag in FLAGS:
        bits.put(int(flags[flag]), 1)
    _put_tiles(bits, tuple(closed), 5, "closed")
    bits.put(_tile_value(win), 6)
    if len(melds) > 7:
        raise HandCodeError("too_long", f"{len(melds)} melds; a hand code holds at most 7")
    bits.put(len(melds), 3)
    for i, (kind, tiles) in enumerate(melds):
        bits.put(MELD_KINDS.index(kind), 3)
        _put_tiles(bits, tuple(tiles), 3, f"melds[{i}]")
    _put_tiles(bits, tuple(dora), 3, "dora_indicators")
    _put_tiles(bits, tuple(ura), 3, "ura_indicators")
    if version == 2:
        bits.put(kita or 0, 3)
    _put_count(bits, honba)
    _put_count(bits, sticks)
    body = bits.to_bytes() + rules_tail
    crc = (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big")
    return base64.urlsafe_b64encode(body + crc).decode("ascii").rstrip("=")


def decode_hand(code: str) -> dict:
    """The SCHEMA.md hand object a hand code stands for.

    Args:
        code: text from `encode_hand`; surrounding spaces are ignored.

    Returns:
        A hand object with every field present in SCHEMA.md order
        (``closed, melds, win, tsumo, seat_wind, round_wind, riichi, …,
        honba, riichi_sticks, rules``; ``kita`` after them in a version-2,
        three-player code; ``open_riichi`` only when true), tiles
        in the order they were encoded. `rules` is the preset name, or the
        rules object that was encoded.

    Raises:
        HandCodeError: not base64url text, longer than `MAX_CODE_LENGTH`,
            a checksum that does not match (a typo or a cut-off code), a
            version this program does not know, or values out of range
            (rules nested deeper than `jsonio.MAX_DEPTH` included).
    """
    if not isinstance(code, str):
        raise HandCodeError("not_base64", "a hand code is text")
    text = code.strip()
    shown = excerpt(text)
    if not _ALPHABET.issuperset(text):
        raise HandCodeError("not_base64", f"{shown} is not a hand code (letters, digits, - and _ only)")
    if len(text) % 4 == 1:  # a length no code has: a letter missing or extra
        raise HandCodeError("not_base64", f"{shown} is not a hand code (a letter is missing or extra)")
    if len(text) > MAX_CODE_LENGTH:
        raise HandCodeError("not_base64", f"{len(text):,} characters is too long for a hand code (at most "
                                          f"{MAX_CODE_LENGTH:,})")
    try:
        raw = base64.urlsafe_b64decode(text + "=" * (-len(text) % 4))
    except (binascii.Error, ValueError):  # a length no code has: a letter missing or extra
        raise HandCodeError("not_base64", f"{shown} is not a hand code (a letter is missing or extra)") from None
    if not text or len(raw) < 4:
        raise HandCodeError("not_base64", f"{shown} is not a hand code")
    body, crc = raw[:-2], raw[-2:]
    if (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big") != crc:
        raise HandCodeError("checksum", "the hand code does not check out (a typo, or part of it is missing)")
    r = _Reader(body)
    version = r.get(4)
    if version not in (VERSION, 2):
        raise HandCodeError("version", f"the hand code is version {version}; this program reads versions 1 and 2")
    order, custom = (PRESET_ORDER, _CUSTOM_RULES) if version == VERSION else (PRESET_ORDER_V2, _CUSTOM_RULES_V2)
    preset_index = r.get(3 if version == VERSION else 4)
    if preset_index != custom and preset_index >= len(order):
        raise HandCodeError("corrupt", f"the hand code holds an unknown rule preset {preset_index}")
    seat, rnd = WINDS[r.get(2)], WINDS[r.get(2)]
    flags = {f: bool(r.get(1)) for f in FLAGS}
    closed = _get_tiles(r, 5)
    win = str(_value_tile(r.get(6)))
    melds = []
    for _ in range(r.get(3)):
        kind = r.get(3)
        if kind >= len(MELD_KINDS):
            raise HandCodeError("corrupt", f"the hand code holds an unknown meld kind {kind}")
        melds.append({"type": MELD_KINDS[kind], "tiles": _get_tiles(r, 3)})
    dora = _get_tiles(r, 3)
    ura = _get_tiles(r, 3)
    kita = r.get(3) if version == 2 else None
    if kita is not None and kita > 4:
        raise HandCodeError("corrupt", f"the hand code holds {kita} kita (at most 4)")
    honba = _get_count(r)
    sticks = _get_count(r)
    used_bytes = (len(body) * 8 - r.left + 7) // 8
    if r.left % 8 and r.get(r.left % 8):
        raise HandCodeError("corrupt", "the hand code has stray bits")
    if preset_index == custom:
        try:
            rules = loads_bounded(body[used_bytes:].decode("utf-8"))
        except (UnicodeDecodeError, ValueError):  # HandError is a ValueError: too long, too deep or not JSON
            raise HandCodeError("corrupt", "the rules inside the hand code are not readable") from None
    else:
        if used_bytes != len(body):
            raise HandCodeError("corrupt", "the hand code has stray bytes")
        rules = order[preset_index]
    out = {"closed": closed, "melds": melds, "win": win, "tsumo": flags["tsumo"], "seat_wind": seat,
           "round_wind": rnd}
    out.update({f: flags[f] for f in FLAGS[1:11]})
    out.update({"dora_indicators": dora, "ura_indicators": ura, "honba": honba, "riichi_sticks": sticks,
                "rules": rules})
    if kita is not None:
        out["kita"] = kita
    if flags["open_riichi"]:
        out["open_riichi"] = True
    return out


def canonical_hand(hand_json: dict) -> dict:
    """The form `decode_hand` returns for a hand: every field, SCHEMA order.

    Raises:
        HandCodeError: as `encode_hand`.
    """
    return decode_hand(encode_hand(hand_json))


_ALPHABET = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
