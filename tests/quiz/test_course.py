"""The course's lessons (trainer/quiz/course.py, trainer/quiz/lessons/*.json):
every worked example checked against the core with values worked by hand
(RULES.md §2-§5), the lessons' order and languages, the mastery rule, the
six fu shapes, and what a drill deals."""

from __future__ import annotations

import pytest

from trainer.core.jsonio import hand_from_json
from trainer.core.scoring import score
from trainer.quiz.course import (
    LANGS,
    HistoryAnswer,
    Scored,
    all_lessons,
    asked_for,
    counts_for,
    course_status,
    drill,
    lesson_by_id,
    lesson_for_skill,
    lessons,
    mastered_at,
)
from trainer.quiz.fu_shapes import SHAPE_FU, fu_shape, shape_holds
from trainer.quiz.skills import BY_SKILL

# (lesson, example) → values worked by hand. Base points: fu × 2^(han+2);
# a non-dealer's ron 4 × base, a dealer's 6 ×; a tsumo 2 × base from the
# dealer (or from everyone when the dealer wins) and 1 × from each
# non-dealer; each payment rounded up to 100 (RULES.md §4).
HAND_WORKED = {
    # 1133m 5577p 2266s 77z: seven different pairs → chiitoitsu 2 han, 25 fu;
    # base 25 × 16 = 400, non-dealer ron 1,600
    ("start.shapes", "seven_pairs"): dict(han=2, fu=25, yaku={"chiitoitsu"}, ron=1600),
    # one of each terminal and honor plus a second 1m → kokushi, a yakuman:
    # base 8,000; West tsumo: the dealer pays 16,000, each non-dealer 8,000
    ("start.shapes", "thirteen_orphans"): dict(yaku={"kokushi"}, dealer_pays=16000, non_dealer_pays=8000,
                                              total=32000),
    # 234m 567p 888p 345s 66s, ron 2m (ryanmen 34m), riichi: riichi 1 + tanyao 1;
    # no pinfu (888p is a triplet); fu 20 + 10 closed ron + 4 closed triplet
    # of simples = 34 → 40; base 40 × 16 = 640, × 4 = 2,560 → 2,600
    ("start.yaku", "riichi_tanyao"): dict(han=2, fu_raw=34, fu=40, yaku={"riichi", "tanyao"}, ron=2600),
    # pon 222m 777s 666z, 999p in hand, ron 4s on the 44s shanpon (that
    # triplet counts open): toitoi 2 + hatsu 1 = 3 han; fu 20 + 2 + 2 + 4 (open
    # hatsu) + 8 (closed 999p) + 2 (444s by ron) = 38 → 40; 40 × 32 × 4 = 5,120 → 5,200
    ("start.yaku_list", "toitoi_hatsu"): dict(han=3, fu_raw=38, fu=40, yaku={"toitoi", "yakuhai_hatsu"},
                                              ron=5200),
    # pon 666z, chi 123s, 22s 456s 789s, ron 4s (ryanmen 56s): honitsu open 2 +
    # ittsu open 1 + hatsu 1 = 4 han; fu 20 + 4 (open hatsu) = 24 → 30;
    # 30 × 64 = 1,920, × 4 = 7,680 → 7,700
    ("start.yaku_list", "open_honitsu_ittsu"): dict(han=4, fu_raw=24, fu=30,
                                                    yaku={"honitsu", "ittsu", "yakuhai_hatsu"}, ron=7700),
    # 123 456 789m 234p 55p, tsumo 4p (ryanmen 23p): menzen tsumo 1 + pinfu 1 +
    # ittsu 2 = 4 han, pinfu tsumo 20 fu; base 1,280: the dealer 2,560 → 2,600,
    # each non-dealer 1,280 → 1,300
    ("start.furiten", "furiten_tsumo"): dict(han=4, fu=20, yaku={"menzen_tsumo", "pinfu", "ittsu"},
                                             dealer_pays=2600, non_dealer_pays=1300, total=5200),
    # 111p 234p 567p 999p 55z, ron 5z (tanki), riichi: riichi 1 + honitsu 3 = 4
    # han; fu 20 + 10 + 8 + 8 (closed 111p, 999p) + 2 (haku pair) + 2 (tanki) = 50;
    # 50 × 64 = 3,200 ≥ 2,000 → mangan, ron 8,000
    ("table.limits", "mangan_4han_50fu"): dict(han=4, fu=50, limit="mangan", ron=8000),
    # 234m 99m 456p 555s 678s, tsumo 2m, riichi: riichi 1 + menzen tsumo 1 (no
    # tanyao: 99m; no pinfu: 555s); fu 20 + 2 + 4 = 26 → 30; base 480: the
    # dealer 960 → 1,000, each non-dealer 480 → 500
    ("table.rows", "closed_tsumo_30"): dict(han=2, fu_raw=26, fu=30, dealer_pays=1000, non_dealer_pays=500,
                                           total=2000),
    # the riichi-tanyao hand above won by the dealer: 640 × 6 = 3,840 → 3,900
    ("table.rows", "dealer_ron_40"): dict(han=2, fu=40, ron=3900),
    ("table.low_fu", "pinfu_tsumo_20"): dict(han=4, fu=20, dealer_pays=2600, non_dealer_pays=1300),
    # seven pairs with riichi: 3 han 25 fu, 25 × 32 = 800, × 4 = 3,200
    ("table.low_fu", "seven_pairs_riichi"): dict(han=3, fu=25, yaku={"riichi", "chiitoitsu"}, ron=3200),
    ("table.yaku", "open_honitsu_ittsu"): dict(han=4),
    ("table.shapes", "closed_ron_40"): dict(fu=40, shape="closed_ron"),
    ("table.shapes", "open_30"): dict(fu=30, shape="open"),
    ("table.shapes", "open_toitoi_40"): dict(fu=40, shape="open_toitoi"),
    # the honitsu hand without riichi: 3 han, 50 fu (as above less nothing:
    # the items do not depend on riichi); 50 × 32 = 1,600, × 4 = 6,400
    ("table.exact_fu", "honitsu_50"): dict(han=3, fu_raw=50, fu=50, ron=6400),
    # the closed tsumo of 30 fu 2 han with 2 honba and one riichi stick: each
    # non-dealer 500 + 200, the dealer 1,000 + 200; total 700 + 700 + 1,200 + 1,000
    ("table.payments", "tsumo_2_honba"): dict(dealer_pays=1200, non_dealer_pays=700, total=3600),
    ("formula.fu_items", "closed_ron_34"): dict(fu_raw=34, fu=40),
    ("formula.fu_items", "honitsu_50"): dict(fu_raw=50),
    # chi 234m, 567p 345s 678s 22s, ron 3s (ryanmen 45s): open tanyao 1 han;
    # items sum to 20 → raised to 30 (RULES.md §3); 30 × 8 = 240, × 4 = 960 → 1,000
    ("formula.rounding", "open_pinfu_30"): dict(han=1, fu_raw=20, fu=30, yaku={"tanyao"}, ron=1000),
    ("formula.han", "open_honitsu_ittsu"): dict(han=4),
    ("formula.base", "ron_40_2"): dict(han=2, fu=40, ron=2600),
    # the closed tsumo of 30 fu 2 han won by the dealer: 2 × 480 = 960 → 1,000 from each
    ("formula.payments", "dealer_tsumo_30_2"): dict(han=2, fu=30, non_dealer_pays=1000, total=3000),
    ("formula.limits", "mangan_4han_50fu"): dict(limit="mangan", ron=8000),
    # indicator 7p → dora 8p, three of them: riichi 1 + tanyao 1 + dora 3 = 5 han → mangan 8,000
    ("formula.dora", "three_dora"): dict(han=5, limit="mangan", ron=8000),
}


def _scored(hand: dict) -> Scored:
    h, ctx, rules = hand_from_json(hand)
    return Scored(h, ctx, rules, score(h, ctx, rules))


def _examples():
    for lesson in all_lessons():
        for ex in lesson.examples:
            yield lesson.id, ex


@pytest.mark.parametrize(("lesson_id", "example"), list(_examples()), ids=lambda v: v if isinstance(v, str) else v["id"])
def test_every_worked_example_matches_the_core(lesson_id, example):
    want = HAND_WORKED[(lesson_id, example["id"])]
    s = _scored(example["hand"])
    r = s.result
    for key, value in want.items():
        if key == "yaku":
            assert {y.id for y in r.yaku} == value
        elif key == "shape":
            assert fu_shape(s.hand, s.ctx, r) == value and shape_holds(s.hand, s.ctx, r)
        elif key in ("han", "fu", "fu_raw", "limit"):
            assert getattr(r, key) == value, key
        else:
            assert getattr(r.points, key) == value, key


def test_every_lesson_has_a_worked_example_and_every_example_is_worked_by_hand():
    for lesson in all_lessons():
        assert lesson.examples, lesson.id
    assert {(lid, ex["id"]) for lid, ex in _examples()} == set(HAND_WORKED)


def test_the_lessons_come_in_the_issues_order():
    assert [x.id for x in lessons("table")] == [
        "start.shapes", "start.yaku", "start.yaku_list", "start.furiten",
        "table.limits", "table.rows", "table.low_fu", "table.yaku", "table.shapes", "table.exact_fu",
        "table.payments"]
    assert [x.id for x in lessons("formula")][4:] == [
        "formula.fu_items", "formula.rounding", "formula.han", "formula.base", "formula.payments",
        "formula.limits", "formula.dora"]
    with pytest.raises(ValueError, match="unknown path"):
        lessons("tables")


def test_every_lesson_is_written_in_each_language_and_names_known_skills():
    for lesson in all_lessons():
        texts = [lesson.text[lang] for lang in LANGS]
        assert len(set(texts)) == len(LANGS), lesson.id  # no language left as another's copy
        assert all(len(t) > 60 for t in texts)
        assert all(s in BY_SKILL for s in lesson.skills + lesson.deal)
        for lang in ("zh_CN", "zh_TW", "ja"):
            assert not any(w in lesson.text[lang] for w in ("the ", " and ", " is ")), (lesson.id, lang)


def test_learn_this_finds_the_lesson_of_a_skill():
    assert lesson_for_skill("fu.closed_ron", "table").id == "table.shapes"
    assert lesson_for_skill("fu.closed_ron", "formula").id == "formula.fu_items"
    assert lesson_for_skill("pay.honba", "table").id == "table.payments"
    assert lesson_for_skill("yaku.tanyao").id == "start.yaku"
    assert lesson_for_skill("reading.choice") is None


def test_mastery_needs_8_of_the_last_10_the_last_3_and_no_skill_last_seen_wrong():
    ok, bad = (True, ("fu.tsumo",)), (False, ("fu.tsumo",))
    assert mastered_at([ok] * 9) is None  # fewer than 10 answers
    assert mastered_at([ok] * 10) == 9
    assert mastered_at([bad, bad] + [ok] * 8) == 9  # 8 of 10, the last 3 right
    assert mastered_at([ok] * 7 + [bad] + [ok] * 2) is None  # a miss among the last 3
    assert mastered_at([ok] * 7 + [bad] + [ok] * 3) == 10
    other = (True, ("fu.closed_ron",))
    # the closed-ron skill was missed and never seen again in the window
    missed_once = [(False, ("fu.closed_ron",))] + [ok] * 9
    assert mastered_at(missed_once) is None
    assert mastered_at(missed_once + [other]) == 10


def test_six_shapes_read_off_the_core():
    rows = {("table.low_fu", "pinfu_tsumo_20"): "pinfu_tsumo", ("table.low_fu", "seven_pairs_riichi"): "chiitoitsu",
            ("table.rows", "closed_tsumo_30"): "closed_tsumo"}
    for lesson_id, ex in _examples():
        if (lesson_id, ex["id"]) in rows:
            s = _scored(ex["hand"])
            shape = fu_shape(s.hand, s.ctx, s.result)
            assert shape == rows[(lesson_id, ex["id"])] and SHAPE_FU[shape] == s.result.fu
    # the riichi honitsu of 50 fu is a closed ron off its 40 fu row (two closed
    # terminal triplets): the shortcut does not hold
    s = _scored(lesson_by_id("table.limits").examples[0]["hand"])
    assert fu_shape(s.hand, s.ctx, s.result) == "closed_ron" and not shape_holds(s.hand, s.ctx, s.result)
    # thirteen orphans has no fu shape
    s = _scored(lesson_by_id("start.shapes").examples[1]["hand"])
    assert fu_shape(s.hand, s.ctx, s.result) is None


@pytest.mark.parametrize("lesson", all_lessons(), ids=lambda x: x.id)
def test_a_drill_deals_only_questions_that_count_for_its_lesson(lesson):
    for q in drill(lesson, 6, seed=11):
        h, ctx, rules = hand_from_json(q.generated.hand)
        s = Scored(h, ctx, rules, q.generated.result)
        assert q.asked == asked_for(lesson, s.result)
        assert counts_for(lesson, s, q.asked) == q.skills and q.skills
        assert set(q.given) <= set(lesson.given)


def test_answers_for_another_lessons_parts_do_not_count():
    shapes = lesson_by_id("start.shapes")
    q = drill(shapes, 1, seed=3)[0]
    # the same hand answered with han instead of the yaku list counts for nothing
    history = [HistoryAnswer(q.generated.code, {"han": True}, True)] * 12
    status = course_status(history, "table")
    assert status[0].status == "open" and status[0].asked == 0
    history = [HistoryAnswer(q.generated.code, {"yaku": True}, True)] * 10
    status = course_status(history, "table")
    assert [s.status for s in status[:2]] == ["mastered", "open"] and status[0].right == 10


def test_the_fu_shapes_topic_deals_each_shape_with_its_fu():
    import random

    from trainer.quiz.generator import generate_hand

    rng = random.Random(21)
    seen = set()
    for _ in range(150):
        g = generate_hand(rng, "fu_shapes", 2)
        h, ctx, _rules = hand_from_json(g.hand)
        shape = fu_shape(h, ctx, g.result)
        seen.add(shape)
        # the shapes' fu as teachers give them (RULES.md §3): 25, 30/20, 40, 30, 30, 40
        assert g.result.fu == {"chiitoitsu": 25, "pinfu_ron": 30, "pinfu_tsumo": 20, "closed_ron": 40,
                               "closed_tsumo": 30, "open": 30, "open_toitoi": 40}[shape], g.code
        called = any(m["type"] != "ankan" for m in g.hand["melds"])
        assert called == shape.startswith("open"), g.code
        if not called and shape != "chiitoitsu":
            assert g.hand["tsumo"] == (shape in ("pinfu_tsumo", "closed_tsumo")), g.code
    assert seen == set(SHAPE_FU)
