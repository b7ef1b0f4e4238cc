"""Property tests over generated legal hands (issue 2; STYLE.md §6).

Invariants of RULES.md §4 and §1 that must hold for every hand:
payments are multiples of 100; a dealer ron is 1.5× a non-dealer ron before
rounding; an extra dora never lowers the points; the chosen reading scores at
least as much as every other reading; tile order does not matter.
"""

import random

from hand_strategies import winning_hand
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

from trainer.core import PRESETS, parse_tiles, score_json
from trainer.core.hand import WinContext
from trainer.core.jsonio import hand_from_json
from trainer.core.points import base_points, payments
from trainer.core.scoring import score
from trainer.core.tiles import dora_of, format_kinds, format_tiles

SETTINGS = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.filter_too_much,
                                                                          HealthCheck.too_slow])


def _scored(hand):
    out = score_json(hand)
    assume(out["error"] is None)
    return out


@SETTINGS
@given(winning_hand())
def test_every_payment_is_a_multiple_of_100(hand):
    p = _scored(hand)["points"]
    for key in ("ron", "dealer_pays", "non_dealer_pays", "total", "honba_bonus", "sticks_bonus"):
        if p.get(key) is not None:
            assert p[key] % 100 == 0, (key, p)


@SETTINGS
@given(winning_hand())
def test_chosen_reading_scores_at_least_every_other(hand):
    h, ctx, rules = hand_from_json(hand)
    try:
        r = score(h, ctx, rules)
    except Exception:
        assume(False)
    best = (r.chosen.points_total, r.chosen.han, r.chosen.fu)
    for other in r.readings:
        assert (other.points_total, other.han, other.fu) <= best


@SETTINGS
@given(winning_hand(), st.data())
def test_an_extra_dora_never_lowers_the_points(hand, data):
    before = _scored(hand)
    in_hand = [t.kind for t in parse_tiles(hand["closed"])]
    for m in hand["melds"]:
        in_hand += [t.kind for t in parse_tiles(m["tiles"])]
    indicators = [t.kind for t in parse_tiles(hand.get("dora_indicators", "") + hand.get("ura_indicators", ""))]
    used = in_hand + indicators
    # copies left in a Tenhou set: 4 of a kind, but only 3 plain fives (the 4th is red)
    plain_fives = {k: 4 - n for k, n in zip((4, 13, 22), PRESETS["tenhou"].red_fives, strict=True)}
    plain_used = in_hand + indicators  # the strategy deals no red fives
    free = [k for k in range(34) if used.count(k) < 4 and plain_used.count(k) < plain_fives.get(k, 4)]
    assume(free and len(parse_tiles(hand.get("dora_indicators", ""))) < 5)
    k = data.draw(st.sampled_from(free))
    after = score_json(dict(hand, dora_indicators=hand.get("dora_indicators", "") + format_kinds([k])))
    assert after["error"] is None
    assert after["points"]["total"] >= before["points"]["total"]
    if not before["yakuman"]:
        # RULES.md §5: one han per copy of the dora in the hand, melds included
        assert after["han"] - before["han"] == in_hand.count(dora_of(k))


@SETTINGS
@given(winning_hand())
def test_dealer_ron_is_one_and_a_half_times_non_dealer_before_rounding(hand):
    # Winds are taken out of play so seat changes no yaku or fu.
    tiles = hand["closed"] + "".join(m["tiles"] for m in hand["melds"])
    assume(not any(t.kind in (27, 28, 29, 30) for t in parse_tiles(tiles)))
    ron = dict(hand, tsumo=False, rinshan=False)
    dealer = score_json(dict(ron, seat_wind="E"))
    other = score_json(dict(ron, seat_wind="W"))
    assume(dealer["error"] is None and other["error"] is None)
    assert dealer["han"] == other["han"] and dealer["fu"] == other["fu"]
    base = dealer["explanation"]["base_points"]
    assert base == other["explanation"]["base_points"]
    # 6 × base = 1.5 × (4 × base); each rounded up to 100 separately
    assert dealer["points"]["ron"] - 300 * hand["honba"] == -(-6 * base // 100) * 100
    assert other["points"]["ron"] - 300 * hand["honba"] == -(-4 * base // 100) * 100


@SETTINGS
@given(st.integers(1, 13), st.sampled_from([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]),
       st.booleans(), st.integers(0, 4))
def test_tsumo_and_ron_totals_differ_only_by_rounding(han, fu, dealer, honba):
    # RULES.md §4: the tsumo split sums to the ron value up to the per-payment rounding.
    base, _, _ = base_points(han, fu, 0, PRESETS["tenhou"])
    ron = payments(base, dealer, False, honba, 0, PRESETS["tenhou"]).total
    tsumo = payments(base, dealer, True, honba, 0, PRESETS["tenhou"]).total
    assert 0 <= tsumo - ron < 300


@SETTINGS
@given(winning_hand(), st.randoms())
def test_tile_order_does_not_matter(hand, rnd):
    tiles = [str(t) for t in parse_tiles(hand["closed"])]
    rnd.shuffle(tiles)
    shuffled = dict(hand, closed="".join(t for t in tiles))
    a, b = score_json(hand), score_json(shuffled)
    a.pop("explanation", None)
    b.pop("explanation", None)
    assert a == b


@given(st.lists(st.tuples(st.integers(0, 33), st.booleans()), max_size=20))
def test_tile_notation_round_trips(pairs):
    from trainer.core.tiles import tile_of

    tiles = [tile_of(k, red and k in (4, 13, 22)) for k, red in pairs]
    assert list(parse_tiles(format_tiles(tiles))) == tiles


def test_random_seeded_hands_score_without_traceback():
    # A smoke check with a fixed seed across every preset: never an exception, only results or errors.
    rng = random.Random(20261129)
    for _ in range(300):
        k = [rng.randrange(34) for _ in range(14)]
        hand = {"closed": format_kinds(sorted(k)), "win": format_kinds([k[0]]),
                "rules": rng.choice(sorted(PRESETS))}
        out = score_json(hand)
        assert (out["error"] is None) != (out["han"] is None)
    assert WinContext().seat_wind == "E"
