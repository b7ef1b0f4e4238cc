"""The presenter's step-by-step reveal (issue 13): the steps come in the
documented order (trainer/quiz/reveal.py, docs/classroom.md) and carry the
values worked by hand below, for hands with and without melds, with kans,
read several ways, and a yakuman."""

from trainer.core import hand_from_json, score
from trainer.quiz.reveal import KINDS, reveal_steps


def steps_of(hand: dict):
    h, ctx, rules = hand_from_json(hand)
    return reveal_steps(score(h, ctx, rules), ctx)


def kinds(steps):
    return [s.kind for s in steps]


def assert_documented_order(steps):
    """question first, payment last, kinds never going back in KINDS order."""
    order = [KINDS.index(s.kind) for s in steps]
    assert order == sorted(order)
    assert steps[0].kind == "question" and steps[-1].kind == "payment"
    for kind in set(kinds(steps)):
        same = [s for s in steps if s.kind == kind]
        assert [s.index for s in same] == list(range(1, len(same) + 1))
        assert {s.count for s in same} == {len(same)}


def test_closed_hand_without_melds_schema_example():
    # SCHEMA.md "Example": 20 base + 10 closed ron + 2 (333s completed by ron
    # counts as open) = 32 -> 40 fu; riichi 1 + tanyao 1 + dora 3 = 5 han,
    # mangan, a non-dealer ron pays 8,000.
    steps = steps_of({"closed": "234m456p678s33355s", "win": "3s", "riichi": True, "seat_wind": "S",
                      "dora_indicators": "2s"})
    assert_documented_order(steps)
    assert kinds(steps) == ["question", "yaku", "yaku", "yaku", "fu", "fu", "fu", "fu_total", "han_total",
                            "payment"]
    assert [(s.id, s.arg("han")) for s in steps if s.kind == "yaku"] == [("riichi", 1), ("tanyao", 1),
                                                                          ("dora", 3)]
    assert [s for s in steps if s.id == "dora"][0].tiles == "333s"
    fu = [(s.id, s.arg("fu"), s.tiles, s.arg("completed_by_ron")) for s in steps if s.kind == "fu"]
    assert fu == [("base", 20, "", False), ("closed_ron", 10, "", False),
                  ("open_triplet_simple", 2, "333s", True)]
    total = steps[7]
    assert (total.arg("raw"), total.arg("fu"), total.arg("rounded_by")) == (32, 40, 8)
    han = steps[8]
    assert (han.arg("han"), han.arg("fu"), han.arg("limit")) == (5, 40, "mangan")
    pay = steps[9]
    assert (pay.arg("tsumo"), pay.arg("dealer"), pay.arg("ron"), pay.arg("total")) == (False, False, 8000, 8000)
    assert steps[0].tiles == "" and steps[0].args == ()


def test_open_hand_with_kans():
    # Dealer tsumo, open: 20 base + 2 tsumo + 8 open quad of 2m + 16 open quad
    # of haku + 4 open triplet of chun + 2 tanki on 5s = 52 -> 60 fu
    # (RULES.md §3). Haku 1 + chun 1 = 2 han (no menzen tsumo: open).
    # 60 fu 2 han: base 60 x 2^4 = 960; a dealer tsumo is 2 x 960 = 1,920 -> 2,000
    # from each of three players = 6,000 (RULES.md §4).
    steps = steps_of({"closed": "234p55s", "win": "5s", "tsumo": True,
                      "melds": [{"type": "kakan", "tiles": "2222m"}, {"type": "minkan", "tiles": "5555z"},
                                {"type": "pon", "tiles": "777z"}]})
    assert_documented_order(steps)
    assert [(s.id, s.arg("han")) for s in steps if s.kind == "yaku"] == [("yakuhai_haku", 1), ("yakuhai_chun", 1)]
    fu = [(s.id, s.arg("fu"), s.tiles) for s in steps if s.kind == "fu"]
    assert fu == [("base", 20, ""), ("tsumo", 2, ""), ("open_quad_simple", 8, "2222m"),
                  ("open_quad_yaochuu", 16, "5555z"), ("open_triplet_yaochuu", 4, "777z"), ("wait_tanki", 2, "55s")]
    assert [s.index for s in steps if s.kind == "fu"] == [1, 2, 3, 4, 5, 6]
    total = next(s for s in steps if s.kind == "fu_total")
    assert (total.arg("raw"), total.arg("fu"), total.arg("rounded_by")) == (52, 60, 8)
    pay = steps[-1]
    assert (pay.arg("tsumo"), pay.arg("dealer"), pay.arg("non_dealer_pays"), pay.arg("dealer_pays"),
            pay.arg("total")) == (True, True, 2000, None, 6000)


def test_closed_kan_is_lit_on_its_fu_step():
    # A closed quad of an honor is 32 fu (RULES.md §3).
    steps = steps_of({"closed": "234m456p11s", "win": "1s", "tsumo": True, "rinshan": True,
                      "melds": [{"type": "ankan", "tiles": "7777z"}, {"type": "pon", "tiles": "999m"}]})
    quad = next(s for s in steps if s.id == "closed_quad_yaochuu")
    assert (quad.arg("fu"), quad.tiles) == (32, "7777z")
    assert_documented_order(steps)


def test_hand_read_several_ways_shows_the_reading_first():
    # 222m 34567m: the winning 2m completes 234m (ryanmen: pinfu) or the pair
    # 22m (tanki). Pinfu tsumo: menzen tsumo + pinfu + tanyao = 3 han 20 fu,
    # non-dealer tsumo 1,300 / 700 = 2,700. Tanki: tsumo + tanyao = 2 han,
    # 20 + 2 + 2 = 24 -> 30 fu, base 480 -> 1,000 / 500 = 2,000. The core
    # takes the higher points (RULES.md §1).
    steps = steps_of({"closed": "22234567m234p678s", "win": "2m", "tsumo": True, "seat_wind": "S"})
    assert_documented_order(steps)
    assert kinds(steps)[:2] == ["question", "reading"]
    r = steps[1]
    assert r.id == "standard"
    assert (r.arg("wait"), r.arg("choice"), r.arg("other_wait"), r.arg("other_points")) == (
        "ryanmen", "higher_points", "tanki", 2000)
    assert (r.arg("other_han"), r.arg("other_fu")) == (2, 30)
    assert r.tiles == "234m"  # the group the winning tile completed
    assert [s.id for s in steps if s.kind == "yaku"] == ["menzen_tsumo", "pinfu", "tanyao"]
    assert [(s.id, s.arg("fu")) for s in steps if s.kind == "fu"] == [("base", 20)]
    assert steps[-1].arg("total") == 2700


def test_one_reading_has_no_reading_step():
    steps = steps_of({"closed": "1122m3344p5566s77z", "win": "7z"})
    assert "reading" not in kinds(steps)
    # Seven pairs: 25 fu flat, no rounding (RULES.md §3); 2 han.
    assert [(s.id, s.arg("fu")) for s in steps if s.kind == "fu"] == [("chiitoitsu", 25)]
    total = next(s for s in steps if s.kind == "fu_total")
    assert (total.arg("raw"), total.arg("fu"), total.arg("rounded_by")) == (25, 25, 0)


def test_yakuman_has_no_fu_steps():
    # Thirteen orphans on a 13-sided wait, dealer ron: a yakuman, 48,000
    # (RULES.md §4: dealer yakuman 48,000); fu do not count.
    steps = steps_of({"closed": "19m19p19s1234567z1m", "win": "1m"})
    assert kinds(steps) == ["question", "yaku", "han_total", "payment"]
    assert steps[1].id == "kokushi_13" and steps[1].arg("yakuman") == 1
    assert steps[2].arg("limit") == "yakuman" and steps[2].arg("yakuman") == 1
    assert steps[3].arg("ron") == 48000
