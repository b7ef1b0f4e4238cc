"""mpsz notation (SCHEMA.md "Tiles") and the dora order (RULES.md §5)."""

import pytest

from trainer.core import HandError, Tile, format_tiles, parse_tiles
from trainer.core.tiles import dora_of, kind_name


def test_schema_example_parses_in_order():
    # SCHEMA.md: 123m406p789s11z means 1m 2m 3m 4p 0p 6p 7s 8s 9s 1z 1z
    assert [str(t) for t in parse_tiles("123m406p789s11z")] == \
        ["1m", "2m", "3m", "4p", "0p", "6p", "7s", "8s", "9s", "1z", "1z"]


def test_red_five_is_a_five_with_red_flag():
    t = parse_tiles("0p")[0]
    assert t.kind == parse_tiles("5p")[0].kind and t.red and t != parse_tiles("5p")[0]


def test_format_groups_suits_and_sorts_red_first():
    tiles = parse_tiles("5m0m1z9p")
    assert format_tiles(tiles, sort=True) == "05m9p1z"


@pytest.mark.parametrize("text,detail,fragment", [
    ("123x", "bad_character", "'x'"),
    ("123", "digits_without_suit", "'123'"),
    ("m", "suit_without_digits", "'m'"),
    ("8z", "bad_honor", "8z"),
    ("0z", "bad_honor", "0z"),
])
def test_bad_notation_names_the_fault(text, detail, fragment):
    with pytest.raises(HandError) as e:
        parse_tiles(text)
    assert e.value.code == "invalid_notation" and e.value.detail == detail and fragment in e.value.message


@pytest.mark.parametrize("indicator,dora", [
    ("1m", "2m"), ("9m", "1m"), ("9p", "1p"), ("9s", "1s"), ("4z", "1z"), ("1z", "2z"),
    ("5z", "6z"), ("7z", "5z"), ("0m", "6m"),
])
def test_dora_follows_the_indicator(indicator, dora):
    # RULES.md §5: 9→1 in a suit; E→S→W→N→E; haku→hatsu→chun→haku
    assert kind_name(dora_of(Tile.parse(indicator).kind)) == dora
