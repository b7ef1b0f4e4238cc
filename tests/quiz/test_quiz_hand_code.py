"""Hand codes (issue 5 §1): short copyable text that reproduces a hand, its
situation and its rules exactly; bad text is refused with a clear error."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from trainer.core import hand_from_json, score_json
from trainer.quiz.generator import generate_hand
from trainer.quiz.hand_code import HandCodeError, canonical_hand, decode_hand, encode_hand

SCHEMA_EXAMPLE = {"closed": "234m456p678s33355s", "win": "3s", "tsumo": False, "seat_wind": "S",
                  "round_wind": "E", "riichi": True, "dora_indicators": "2s"}


def test_schema_example_round_trips_with_defaults_filled_in():
    code = encode_hand(SCHEMA_EXAMPLE)
    back = decode_hand(code)
    assert back["closed"] == "234m456p67833355s"  # the same tiles in the same order
    assert back["win"] == "3s" and back["seat_wind"] == "S" and back["riichi"] is True
    assert back["dora_indicators"] == "2s" and back["ura_indicators"] == ""
    assert back["melds"] == [] and back["honba"] == 0 and back["rules"] == "tenhou"
    # the same hand for the scorer: SCHEMA.md example, 5 han 40 fu mangan
    assert hand_from_json(back) == hand_from_json(SCHEMA_EXAMPLE)
    assert score_json(back)["points"]["ron"] == 8000
    assert len(code) <= 32


def test_every_field_survives_the_trip():
    hand = {"closed": "055m", "melds": [{"type": "kakan", "tiles": "5555p"}, {"type": "chi", "tiles": "406s"},
                                       {"type": "ankan", "tiles": "7777z"}, {"type": "pon", "tiles": "111m"}],
            "win": "0m", "tsumo": True, "seat_wind": "N", "round_wind": "W", "riichi": False, "double_riichi": False,
            "ippatsu": False, "haitei": False, "houtei": False, "rinshan": True, "chankan": False,
            "tenhou": False, "chiihou": False, "renhou": False, "dora_indicators": "4p9s1z",
            "ura_indicators": "", "honba": 300, "riichi_sticks": 17, "rules": "m_league"}
    assert decode_hand(encode_hand(hand)) == hand


def test_a_rules_object_is_kept_as_given():
    hand = dict(SCHEMA_EXAMPLE, rules={"preset": "wrc", "kiriage": False, "red_fives": {"m": 0, "p": 2, "s": 0}})
    back = decode_hand(encode_hand(hand))
    assert back["rules"] == {"preset": "wrc", "kiriage": False, "red_fives": {"m": 0, "p": 2, "s": 0}}
    # {"preset": X} alone is just the preset
    assert decode_hand(encode_hand(dict(SCHEMA_EXAMPLE, rules={"preset": "ema"})))["rules"] == "ema"


def test_tile_order_and_red_fives_are_kept_exactly():
    hand = {"closed": "0p5p4p3s3s3s22z", "melds": [{"type": "pon", "tiles": "505m"}], "win": "0p"}
    back = decode_hand(encode_hand(hand))
    assert back["closed"] == "054p333s22z"  # same tiles in the same order (mpsz groups runs of a suit)
    assert back["melds"][0]["tiles"] == "505m"
    assert back["win"] == "0p"


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 2**32 - 1), topic=st.sampled_from(["mixed", "limit_hands", "meld_fu"]),
       difficulty=st.sampled_from([1, 2, 3]))
def test_generated_hands_round_trip(seed, topic, difficulty):
    g = generate_hand(random.Random(seed), topic, difficulty)
    assert decode_hand(g.code) == g.hand
    assert canonical_hand(g.hand) == g.hand
    assert encode_hand(decode_hand(g.code)) == g.code   # the fast path and the JSON path agree
    # short enough to read out or paste in a chat line: generated hands (up to 5 dora and
    # 5 ura indicators, kans) stay within 48 characters (hypothesis found 43)
    assert len(g.code) <= 48


@pytest.mark.parametrize("text, reason", [
    ("", "not_base64"),
    ("hello world!", "not_base64"),
    ("EIgA4EIMw05dhlRRRZZQFMAA4fg".replace("M", "N"), "checksum"),   # one character changed
    ("EIgA4EIMw05dhlRRRZZQFMAA4f", "checksum"),                     # cut short
])
def test_bad_codes_are_refused_with_a_reason(text, reason):
    with pytest.raises(HandCodeError) as e:
        decode_hand(text)
    assert e.value.reason == reason
    assert isinstance(e.value, ValueError)


def test_a_code_from_a_newer_version_is_named_as_such():
    import base64
    import zlib

    body = bytes([0x30]) + bytes(12)  # version 3 in the top 4 bits (2 is the three-player layout)
    crc = (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big")
    code = base64.urlsafe_b64encode(body + crc).decode().rstrip("=")
    with pytest.raises(HandCodeError) as e:
        decode_hand(code)
    assert e.value.reason == "version"


def test_the_sample_code_in_the_test_above_is_the_schema_example():
    # keeps the checksum cases honest: the unmodified text decodes
    assert decode_hand("EIgA4EIMw05dhlRRRZZQFMAA4fg")["closed"] == "234m456p67833355s"


@pytest.mark.parametrize("hand", [
    {"closed": "123m", "win": "1m", "extra": 1},
    {"closed": "12x", "win": "1m"},
    {"closed": "123m", "win": "12m"},
    {"closed": "123m", "win": "1m", "honba": -1},
    {"closed": "123m", "win": "1m", "riichi": "yes"},
    {"closed": "123m", "win": "1m", "rules": "nonsense"},
    {"closed": "123m", "win": "1m", "melds": [{"type": "pung", "tiles": "111z"}]},
])
def test_hands_that_cannot_be_encoded_raise(hand):
    with pytest.raises(HandCodeError):
        encode_hand(hand)
