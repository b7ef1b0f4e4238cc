"""Adversarial regressions: inputs on which `score` (fast path first) and
`score_full` (the full scorer alone) once disagreed.

The promise (trainer/core/fast_path.py, tests/test_fast_path.py): for every
input both give the same result or raise the same `HandError`. Each case
below was found by scoring crafted and mutated inputs both ways; the right
answer is worked out from SCHEMA.md (error codes) and RULES.md (fu, han,
payments), not copied from either scorer.
"""

from __future__ import annotations

import pytest

from trainer.core import HandError, hand_from_json, result_to_json
from trainer.core.hand import Hand, WinContext
from trainer.core.jsonio import score_json
from trainer.core.rules import PRESETS
from trainer.core.scoring import score, score_full
from trainer.core.tiles import Tile, parse_tiles


def _outcome(scorer, hand, ctx, rules):
    """The result JSON, or ("error", code, detail, message) for a refusal.
    Any other exception propagates: a crash is a failure by itself."""
    try:
        return result_to_json(scorer(hand, ctx, rules))
    except HandError as e:
        return ("error", e.code, e.detail, str(e))


@pytest.mark.parametrize("kind, want", [("pon", 3), ("minkan", 4), ("ankan", 4), ("kakan", 4)])
def test_meld_without_tiles_is_an_invalid_meld(kind, want):
    # A JSON meld with an empty tile string parses to a meld of 0 tiles; the
    # 11 closed tiles fit one meld, so the first fault is the meld's size
    # (SCHEMA `invalid_meld`: a pon has 3 tiles, a kan 4). The fast path
    # read the meld's first tile before checking the size (IndexError).
    data = {"closed": "234m456p678s55s", "win": "5s", "melds": [{"type": kind, "tiles": ""}]}
    hand, ctx, rules = hand_from_json(data)
    for scorer in (score, score_full):
        with pytest.raises(HandError) as e:
            scorer(hand, ctx, rules)
        assert (e.value.code, e.value.detail, e.value.field) == ("invalid_meld", "meld_size", "melds[0]")
        assert (e.value.args_["count"], e.value.args_["want"]) == (0, want)
    # score_json "never raises for bad input"; without the explanation it
    # goes through `score`
    assert score_json(data, explain=False)["error"]["code"] == "invalid_meld"


@pytest.mark.parametrize("kind, red", [(-1, False), (34, False), (-3, False), (3, True), (33, True), (4, 1)])
def test_no_tile_outside_the_set_can_be_made(kind, red):
    # Tile(-1) once reached the scorers and was read as 7z by list indexing
    # (the fast path scored a hand the full scorer refused as
    # win_tile_missing); Tile(34) crashed one and not the other. The 136-tile
    # set has kinds 0..33 and red copies of the fives only, so no other
    # tile can be made, and no scorer sees one.
    with pytest.raises(ValueError):
        Tile(kind, red)


@pytest.mark.parametrize("flag", ["yes", 2])
def test_truthy_tsumo_flag_gives_the_same_answer_both_ways(flag):
    # WinContext(tsumo=...) with a truthy non-bool: the fast path looked up
    # its triplet fu item by (kind, tsumo) and raised KeyError. Worked by
    # hand, as a tsumo: 234m 456p 678s 333s 55s, non-dealer, 3s drawn into
    # the concealed triplet: menzen tsumo 1 + tanyao 1 = 2 han; 20 base +
    # 2 tsumo + 4 concealed simple triplet = 26 -> 30 fu; base 30 x 2^4 =
    # 480: the dealer pays 1000, each other player 500, 2000 in all.
    hand = Hand(parse_tiles("234m456p678s33355s"), (), Tile(20))
    ctx = WinContext(tsumo=flag, seat_wind="S")
    rules = PRESETS["tenhou"]
    fast, full = _outcome(score, hand, ctx, rules), _outcome(score_full, hand, ctx, rules)
    assert fast == full
    if not isinstance(full, tuple):  # scored (not refused as a bad flag)
        assert (full["han"], full["fu"]) == (2, 30)
        assert [y["id"] for y in full["yaku"]] == ["menzen_tsumo", "tanyao"]
        assert (full["points"]["dealer_pays"], full["points"]["non_dealer_pays"], full["points"]["total"]) \
            == (1000, 500, 2000)


def test_no_meld_of_an_unknown_kind_can_be_made():
    # Meld("foo", 1111z) passed the full scorer's checks (4 equal tiles look
    # like a kan) and then crashed it with a KeyError; SCHEMA.md lists the
    # five meld types, and `hand_from_json` refuses others as invalid_meld.
    from trainer.core.hand import Meld

    with pytest.raises(ValueError):
        Meld("foo", tuple(parse_tiles("1111z")))
    assert Meld("pon", parse_tiles("777z")).tiles == tuple(parse_tiles("777z"))  # a list kept as a tuple


def test_a_hand_given_lists_keeps_its_tiles_after_scoring():
    # The explanation of a fast-path result is built later from the hand;
    # a list changed after scoring must not change it. Worked by hand: the
    # SCHEMA.md example, 234m 456p 678s 333s 55s, ron on 3s (shanpon),
    # riichi, dora indicator 2s: riichi 1 + tanyao 1 + dora 3 = 5 han, mangan.
    closed = list(parse_tiles("234m456p678s33355s"))
    hand = Hand(closed, [], Tile(20))
    result = score(hand, WinContext(seat_wind="S", riichi=True, dora_indicators=tuple(parse_tiles("2s"))),
                   PRESETS["tenhou"])
    closed.clear()
    assert (result.han, result.limit) == (5, "mangan")
    assert result.chosen.reading.wait == "shanpon"
