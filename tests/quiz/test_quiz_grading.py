"""Grading (issue 5 §2, issue 11 §2): right/wrong per part against values
worked by hand, and for each wrong part the breakdown lines that explain it,
tied to tiles, with the lines its diagnosis points at marked."""

import pytest

from trainer.core import hand_from_json, score
from trainer.quiz.grading import Answer, QuizOptions, asked_parts, grade


def scored(hand: dict):
    h, ctx, rules = hand_from_json(hand)
    return score(h, ctx, rules), ctx, rules


def graded(hand: dict, answer: Answer, options: QuizOptions):
    h, ctx, rules = hand_from_json(hand)
    return grade(answer, score(h, ctx, rules), options, ctx, rules, h)


# 123m 456p 567s 999s 88s, ron on 5s (ryanmen), non-dealer, riichi.
# Fu: 20 base + 10 closed ron + 8 closed terminal triplet (999s) = 38 -> 40.
# Han: riichi 1 (pinfu fails: the hand has a triplet). Ron: 40 × 2^3 = 320 base × 4 = 1280 -> 1,300.
TRIPLET_HAND = {"closed": "123m456p999s567s88s", "win": "5s", "seat_wind": "S", "riichi": True}

# 234m 22p 567p 345s 678s, dealer tsumo on 4m (ryanmen), riichi, 2 honba, 1 stick.
# Riichi + menzen tsumo + pinfu + tanyao = 4 han, pinfu tsumo 20 fu: base 20 × 2^6 = 1,280;
# each non-dealer pays 2 × 1,280 = 2,560 -> 2,600 + 2 × 100 honba = 2,800; total 3 × 2,800 + 1,000 = 9,400.
DEALER_TSUMO = {"closed": "234m22567p345678s", "win": "4m", "tsumo": True, "seat_wind": "E", "riichi": True,
                "honba": 2, "riichi_sticks": 1}

# chi 123m + 456m 789m 999m 11z, ron on 1z (tanki), South seat, East round.
# Ittsu open 1 + honitsu open 2 = 3 han (each lost one han for the call).
# Fu: 20 + 999m closed triplet 8 + East pair (round wind) 2 + tanki 2 = 32 -> 40. Ron 40 × 2^5 × 4 = 5,120 -> 5,200.
OPEN_HONITSU = {"closed": "456789m999m11z", "melds": [{"type": "chi", "tiles": "123m"}], "win": "1z",
                "seat_wind": "S", "round_wind": "E"}


def test_a_right_answer_is_right_in_every_part():
    r, ctx, rules = scored(TRIPLET_HAND)
    g = grade(Answer(fu=40, han=1, ron=1300), r, QuizOptions(points=True), ctx, rules)
    assert [(p.part, p.expected, p.right) for p in g.parts] == [("fu", 40, True), ("han", 1, True),
                                                                ("ron", 1300, True)]
    assert g.all_right and all(not p.reasons for p in g.parts)


def test_wrong_fu_is_explained_by_the_terminal_triplet_with_its_tiles():
    g = graded(TRIPLET_HAND, Answer(fu=30, han=1), QuizOptions())
    fu = g.part("fu")
    assert (fu.right, fu.expected, fu.given) == (False, 40, 30)
    assert g.part("han").right
    items = {(x.kind, x.id): x for x in fu.reasons}
    trip = items[("fu_item", "closed_triplet_yaochuu")]
    assert (trip.value, trip.tiles, trip.suspect) == (8, "999s", True)   # 38 - 8 = 30
    assert items[("fu_item", "base")].value == 20 and not items[("fu_item", "base")].suspect
    assert items[("rounding", "rounding")].value == 2 and items[("rounding", "rounding")].arg("raw") == 38


def test_counting_pinfu_on_a_hand_with_a_triplet_points_at_the_near_miss():
    g = graded(TRIPLET_HAND, Answer(fu=40, han=2, yaku=("riichi", "pinfu")), QuizOptions(yaku=True))
    han = g.part("han")
    assert not han.right and han.expected == 1
    nm = next(x for x in han.reasons if x.kind == "near_miss")
    assert (nm.id, nm.arg("reason"), nm.tiles, nm.suspect) == ("pinfu", "has_triplet", "999s", True)
    yaku = g.part("yaku")
    assert yaku.expected == ("riichi",) and yaku.given == ("pinfu", "riichi")
    extra = [x for x in yaku.reasons if x.kind == "yaku_extra"]
    assert [(x.id, x.arg("reason")) for x in extra] == [("pinfu", "has_triplet")]
    assert not [x for x in yaku.reasons if x.kind == "yaku_missing"]


def test_exact_fu_before_rounding():
    r, ctx, rules = scored(TRIPLET_HAND)
    opts = QuizOptions(exact_fu=True)
    assert asked_parts(r, opts) == ("fu", "fu_raw", "han")
    g = graded(TRIPLET_HAND, Answer(fu=40, fu_raw=34, han=1), opts)
    raw = g.part("fu_raw")
    assert (raw.expected, raw.right) == (38, False)
    assert g.part("fu").right
    # 34 = 38 - 4: the learner counted 999s as a simple or as open (4 instead of 8)
    assert next(x for x in raw.reasons if x.id == "closed_triplet_yaochuu").suspect


def test_dealer_tsumo_payments_with_honba_and_sticks():
    r, ctx, rules = scored(DEALER_TSUMO)
    opts = QuizOptions(points=True)
    assert asked_parts(r, opts) == ("fu", "han", "non_dealer_pays", "total")
    right = grade(Answer(fu=20, han=4, non_dealer_pays=2800, total=9400), r, opts, ctx, rules)
    assert right.all_right
    g = graded(DEALER_TSUMO, Answer(fu=20, han=4, non_dealer_pays=2600, total=8400), opts)
    each, total = g.part("non_dealer_pays"), g.part("total")
    assert (each.expected, each.right, total.expected, total.right) == (2800, False, 9400, False)
    pay = next(x for x in each.reasons if x.kind == "payment")
    assert (pay.arg("multiplier"), pay.arg("honba"), pay.arg("honba_points")) == (2, 2, 200)
    assert pay.suspect and each.diagnosis.explanations[0][0].kind == "honba_left_out"
    assert next(x for x in each.reasons if x.kind == "base").value == 1280
    tpay = next(x for x in total.reasons if x.kind == "payment")
    assert tpay.arg("sticks_points") == 1000 and total.diagnosis.explanations[0][0].kind == "sticks_left_out"


def test_a_payment_that_follows_from_wrong_han_is_traced_back():
    # 30 fu 1 han non-dealer ron = 30 × 8 × 4 = 960 -> 1,000
    g = graded(TRIPLET_HAND, Answer(fu=30, han=1, ron=1000), QuizOptions(points=True))
    assert g.part("ron").diagnosis.follows == (1, 30)


def test_taking_the_winner_for_the_dealer_is_named():
    # dealer ron of 40 fu 1 han: 320 × 6 = 1,920 -> 2,000
    g = graded(TRIPLET_HAND, Answer(fu=40, han=1, ron=2000), QuizOptions(points=True))
    slip = g.part("ron").diagnosis.explanations[0][0]
    assert (slip.kind, slip.arg("row"), slip.arg("as_row")) == ("wrong_row", "ron_non_dealer", "ron_dealer")


def test_forgetting_the_open_hand_reduction():
    r, ctx, rules = scored(OPEN_HONITSU)
    assert (r.han, r.fu, r.points.ron) == (3, 40, 5200)
    g = graded(OPEN_HONITSU, Answer(fu=40, han=4), QuizOptions())
    han = g.part("han")
    suspects = {x.id for x in han.reasons if x.suspect}
    assert suspects == {"ittsu", "honitsu"}   # either one counted at its closed value gives 4
    assert all(x.arg("open_reduced") for x in han.reasons if x.id in suspects)
    # fu: forgetting the round-wind pair gives 30 (20 + 8 + 2 = 30)
    g = graded(OPEN_HONITSU, Answer(fu=30, han=3), QuizOptions())
    marked = {(x.id, x.tiles) for x in g.part("fu").reasons if x.suspect}
    assert ("pair_round_wind", "11z") in marked and ("wait_tanki", "11z") in marked


def test_seven_pairs_is_25_fu_flat():
    g = graded({"closed": "11m22p33p44s55s66z77z", "win": "7z", "seat_wind": "W"}, Answer(fu=30, han=2),
               QuizOptions())
    assert g.part("fu").expected == 25 and not g.part("fu").right and g.part("han").right
    assert [(x.id, x.value) for x in g.part("fu").reasons if x.kind == "fu_item"] == [("chiitoitsu", 25)]


def test_fu_is_skipped_on_limit_hands_when_asked_and_never_asked_for_yakuman():
    haneman = scored({"closed": "11223344556677m", "win": "7m", "tsumo": True, "seat_wind": "S"})[0]
    assert haneman.han >= 6
    assert asked_parts(haneman, QuizOptions()) == ("han",)
    assert asked_parts(haneman, QuizOptions(skip_fu_on_limit=False)) == ("fu", "han")
    # 4 han 40 fu is a mangan, but fu decide it: still asked
    r, _ctx, _rules = scored(TRIPLET_HAND)
    assert "fu" in asked_parts(r, QuizOptions())
    yakuman = scored({"closed": "11122233344455m", "win": "5m", "tsumo": True, "seat_wind": "S"})[0]
    assert yakuman.yakuman == 1 and yakuman.han == 13
    assert asked_parts(yakuman, QuizOptions(skip_fu_on_limit=False)) == ("han",)


def test_empty_fields_are_wrong_without_suspects():
    g = graded(TRIPLET_HAND, Answer(), QuizOptions())
    assert not g.all_right
    assert all(not x.suspect for p in g.parts for x in p.reasons)
    assert all(not p.diagnosis.explanations for p in g.parts)


@pytest.mark.parametrize("answer", [Answer(fu=40, han=1), Answer(fu=30, han=2, yaku=("riichi",), ron=1000)])
def test_answers_survive_json(answer):
    assert Answer.from_json(answer.to_json()) == answer
