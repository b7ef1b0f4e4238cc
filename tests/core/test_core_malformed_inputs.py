"""Malformed inputs a breaker pass found: each gets a clear refusal or the
right score, never a crash.

These inputs once made two scorers disagree (issue 3's fast path, since
folded into the one scorer, issue 10); the right answer for each is worked
out from SCHEMA.md (error codes) and RULES.md (fu, han, payments), not
copied from the scorer.
"""

from __future__ import annotations

import pytest

from trainer.core import HandError, hand_from_json, result_to_json
from trainer.core.hand import Hand, WinContext
from trainer.core.jsonio import score_json
from trainer.core.rules import PRESETS
from trainer.core.scoring import score
from trainer.core.tiles import Tile, parse_tiles


def _outcome(hand, ctx, rules):
    """The result JSON, or ("error", code, detail, message) for a refusal.
    Any other exception propagates: a crash is a failure by itself."""
    try:
        return result_to_json(score(hand, ctx, rules))
    except HandError as e:
        return ("error", e.code, e.detail, str(e))


@pytest.mark.parametrize("kind, want", [("pon", 3), ("minkan", 4), ("ankan", 4), ("kakan", 4)])
def test_meld_without_tiles_is_an_invalid_meld(kind, want):
    # A JSON meld with an empty tile string parses to a meld of 0 tiles; the
    # 11 closed tiles fit one meld, so the first fault is the meld's size
    # (SCHEMA `invalid_meld`: a pon has 3 tiles, a kan 4). A scorer once
    # read the meld's first tile before checking the size (IndexError).
    data = {"closed": "234m456p678s55s", "win": "5s", "melds": [{"type": kind, "tiles": ""}]}
    hand, ctx, rules = hand_from_json(data)
    with pytest.raises(HandError) as e:
        score(hand, ctx, rules)
    assert (e.value.code, e.value.detail, e.value.field) == ("invalid_meld", "meld_size", "melds[0]")
    assert (e.value.args_["count"], e.value.args_["want"]) == (0, want)
    # score_json "never raises for bad input", with or without the explanation
    for explain in (True, False):
        assert score_json(data, explain=explain)["error"]["code"] == "invalid_meld"


@pytest.mark.parametrize("kind, red", [(-1, False), (34, False), (-3, False), (3, True), (33, True), (4, 1)])
def test_no_tile_outside_the_set_can_be_made(kind, red):
    # Tile(-1) once reached a scorer and was read as 7z by list indexing
    # (a hand was scored that should be refused as win_tile_missing);
    # Tile(34) crashed a scorer. The 136-tile set has kinds 0..33 and red
    # copies of the fives only, so no other tile can be made, and no scorer
    # sees one.
    with pytest.raises(ValueError):
        Tile(kind, red)


@pytest.mark.parametrize("flag", ["yes", 2])
def test_truthy_tsumo_flag_is_read_as_tsumo(flag):
    # WinContext(tsumo=...) with a truthy non-bool: a scorer once looked up
    # its triplet fu item by (kind, tsumo) and raised KeyError. Worked by
    # hand, as a tsumo: 234m 456p 678s 333s 55s, non-dealer, 3s drawn into
    # the concealed triplet: menzen tsumo 1 + tanyao 1 = 2 han; 20 base +
    # 2 tsumo + 4 concealed simple triplet = 26 -> 30 fu; base 30 x 2^4 =
    # 480: the dealer pays 1000, each other player 500, 2000 in all.
    hand = Hand(parse_tiles("234m456p678s33355s"), (), Tile(20))
    ctx = WinContext(tsumo=flag, seat_wind="S")
    got = _outcome(hand, ctx, PRESETS["tenhou"])
    assert not isinstance(got, tuple), got
    assert (got["han"], got["fu"]) == (2, 30)
    assert [y["id"] for y in got["yaku"]] == ["menzen_tsumo", "tanyao"]
    assert (got["points"]["dealer_pays"], got["points"]["non_dealer_pays"], got["points"]["total"]) \
        == (1000, 500, 2000)


def test_no_meld_of_an_unknown_kind_can_be_made():
    # Meld("foo", 1111z) passed a scorer's checks (4 equal tiles look like a
    # kan) and then crashed it with a KeyError; SCHEMA.md lists the five
    # meld types, and `hand_from_json` refuses others as invalid_meld.
    from trainer.core.hand import Meld

    with pytest.raises(ValueError):
        Meld("foo", tuple(parse_tiles("1111z")))
    assert Meld("pon", parse_tiles("777z")).tiles == tuple(parse_tiles("777z"))


def test_a_hand_given_lists_keeps_its_tiles_after_scoring():
    # The explanation is built after scoring, on first read; a list changed
    # after scoring must not change it. Worked by hand: the SCHEMA.md
    # example, 234m 456p 678s 333s 55s, ron on 3s (shanpon), riichi, dora
    # indicator 2s: riichi 1 + tanyao 1 + dora 3 = 5 han, mangan.
    closed = list(parse_tiles("234m456p678s33355s"))
    hand = Hand(closed, [], Tile(20))
    result = score(hand, WinContext(seat_wind="S", riichi=True, dora_indicators=tuple(parse_tiles("2s"))),
                   PRESETS["tenhou"])
    closed.clear()
    assert (result.han, result.limit) == (5, "mangan")
    assert result.chosen.reading.wait == "shanpon"
    assert [g.tiles for g in result.chosen.reading.groups] == ["234m", "456p", "678s", "333s"]
    # tanyao names every tile, sorted; the dora (3s, shown by 2s) are the triplet
    assert [(y.id, y.tiles) for y in result.yaku] == [("riichi", ""), ("tanyao", "234m456p33355678s"),
                                                       ("dora", "333s")]
