"""The quiz under three-player rules (issue 19 part 4; TABLE_RULES.md §8):
dealt hands, payments graded against hand-worked values, kita and payment
skills, hand codes that carry the rule set and kita."""

from __future__ import annotations

import random

import pytest

from trainer.core.jsonio import hand_from_json
from trainer.core.rules import ALL_PRESETS, rules_from_json
from trainer.core.scoring import score
from trainer.core.tiles import parse_tiles
from trainer.quiz.generator import generate_for_skill, generate_hand
from trainer.quiz.grading import Answer, QuizOptions, grade
from trainer.quiz.hand_code import canonical_hand, decode_hand, encode_hand
from trainer.quiz.skills import BY_SKILL, THREE_PLAYER_SKILLS, exercised
from trainer.quiz.steering import DEALABLE, dealable
from trainer.quiz.topics import DIFFICULTIES, TOPICS

SANMA = ALL_PRESETS["tenhou_sanma"]
MISSING = {f"{n}m" for n in range(2, 9)}  # 2m–8m: not in the 108-tile set


def _kinds(tiles: str) -> list[str]:
    return [str(t) if not t.red else f"5{str(t)[1]}" for t in parse_tiles(tiles)] if tiles else []


def _check_three_player(hand: dict) -> None:
    """A dealt hand is a legal three-player hand (TABLE_RULES.md §8)."""
    tiles = _kinds(hand["closed"]) + _kinds(hand["win"]) + _kinds(hand["dora_indicators"])
    tiles += _kinds(hand["ura_indicators"])
    for m in hand["melds"]:
        assert m["type"] != "chi", hand
        tiles += _kinds(m["tiles"])
    assert not MISSING & set(tiles), hand
    assert hand["seat_wind"] in ("E", "S", "W"), hand
    assert 0 <= hand["kita"] <= 4
    assert tiles.count("4z") + hand["kita"] <= 4, hand


@pytest.mark.parametrize("preset", ["tenhou_sanma", "mahjong_soul_sanma"])
def test_every_topic_deals_three_player_hands_the_core_scores(preset):
    rng = random.Random(19)
    kita = pons = tsumo = 0
    for topic in TOPICS:
        for difficulty in DIFFICULTIES:
            for _ in range(6):
                g = generate_hand(rng, topic, difficulty, preset)
                assert g.hand["rules"] == preset
                _check_three_player(g.hand)
                hand, ctx, rules = hand_from_json(g.hand)  # the hand as a learner would open it
                assert rules.players == 3
                result = score(hand, ctx, rules)
                assert result.yaku and (result.han, result.fu) == (g.result.han, g.result.fu)
                if ctx.tsumo:  # two payers, each payment with its honba; the total adds the sticks
                    tsumo += 1
                    p = result.points
                    assert p.tsumo_payment == "loss"
                    paid = 2 * p.non_dealer_pays if ctx.is_dealer else p.dealer_pays + p.non_dealer_pays
                    assert p.total == paid + p.sticks_bonus
                kita += g.hand["kita"] > 0
                pons += any(m["type"] == "pon" for m in g.hand["melds"])
                assert decode_hand(g.code) == g.hand
    # the dealing varies: kita sometimes, open hands by pon, tsumo wins
    assert kita and pons and tsumo


def test_four_player_hands_carry_no_kita_field():
    g = generate_hand(random.Random(3), "payments", 2, "tenhou")
    assert "kita" not in g.hand
    assert decode_hand(g.code) == g.hand


# A non-dealer's closed mangan won by tsumo, three players (seat South):
# 234p 567p 234s 678s 55s, the 6s drawn (ryanmen on 78s); riichi 1, menzen
# tsumo 1, pinfu 1, tanyao 1, dora 5p (indicator 4p) 1 = 5 han: mangan,
# base 2,000 (RULES.md §4).
MANGAN_TSUMO = {"closed": "234p567p234s678s55s", "win": "6s", "tsumo": True, "seat_wind": "S", "round_wind": "E",
                "riichi": True, "dora_indicators": "4p", "rules": "tenhou_sanma"}


@pytest.mark.parametrize("honba, dealer, non_dealer, total", [
    # TABLE_RULES.md §8 "tsumo", tsumo loss: each payer pays its four-player
    # share, the absent North's share is not paid: the dealer 2 × 2,000 =
    # 4,000, the other non-dealer 2,000; 4,000 + 2,000 = 6,000 to the winner
    # (four players would get 8,000).
    (0, 4000, 2000, 6000),
    # §8 "honba", [LOG3]: 3 honba mangan tsumo is 4,300 / 2,300 (100 per
    # payer per counter): 4,300 + 2,300 = 6,600.
    (3, 4300, 2300, 6600),
])
def test_a_non_dealer_mangan_tsumo_pays_as_table_rules_section_8(honba, dealer, non_dealer, total):
    hand, ctx, rules = hand_from_json({**MANGAN_TSUMO, "honba": honba})
    result = score(hand, ctx, rules)
    assert result.limit == "mangan"
    right = Answer(han=5, dealer_pays=dealer, non_dealer_pays=non_dealer, total=total)
    g = grade(right, result, QuizOptions(points=True), ctx, rules, hand, asked=("dealer_pays", "non_dealer_pays",
                                                                              "total"))
    assert all(p.right for p in g.parts), [(p.part, p.expected, p.given) for p in g.parts]
    skills = dict(g.skills)
    assert skills["pay.tsumo_non_dealer_sanma"] is True
    assert "pay.tsumo_non_dealer" not in skills  # three-player rows are skills of their own
    if honba:
        assert "pay.honba_sanma" in skills and "pay.honba" not in skills


def test_paying_as_four_players_is_wrong_and_blames_the_three_player_row():
    hand, ctx, rules = hand_from_json(MANGAN_TSUMO)
    result = score(hand, ctx, rules)
    # four players: 2,000 from each of two non-dealers and 4,000 from the
    # dealer is 8,000; with three players the total is 6,000 (§8)
    g = grade(Answer(total=8000), result, QuizOptions(points=True), ctx, rules, hand, asked=("total",))
    assert not g.parts[0].right and g.parts[0].expected == 6000
    skills = dict(g.skills)
    assert skills.get("pay.tsumo_non_dealer_sanma") is not None
    assert "pay.tsumo_non_dealer" not in skills


def test_north_bisection_splits_the_norths_share():
    # §8: North's 2,000 split between the two payers, 1,000 each: the
    # dealer 4,000 + 1,000 = 5,000, the other 2,000 + 1,000 = 3,000; 8,000.
    rules = {"preset": "tenhou_sanma", "tsumo_payment": "north_bisection"}
    hand, ctx, r = hand_from_json({**MANGAN_TSUMO, "rules": rules})
    result = score(hand, ctx, r)
    g = grade(Answer(dealer_pays=5000, non_dealer_pays=3000, total=8000), result, QuizOptions(points=True), ctx, r,
              hand, asked=("dealer_pays", "non_dealer_pays", "total"))
    assert all(p.right for p in g.parts)


def test_a_dealer_haneman_tsumo_and_a_ron_with_honba():
    # §8 [LOG3]: dealer haneman tsumo = 6,000 × 2. The dealer (East in the
    # East round), closed 123p 456p 789p 333z 22z, 9p drawn: honitsu 3 +
    # ittsu 2 + menzen tsumo 1 = 6 han (West is a guest wind): haneman,
    # base 3,000; each of the two pays 2 × 3,000 = 6,000; 12,000 in all.
    haneman = {"closed": "123p456p789p333z22z", "win": "9p", "tsumo": True, "seat_wind": "E", "round_wind": "E",
               "rules": "tenhou_sanma"}
    hand, ctx, rules = hand_from_json(haneman)
    result = score(hand, ctx, rules)
    assert result.limit == "haneman"
    g = grade(Answer(non_dealer_pays=6000, total=12000), result, QuizOptions(points=True), ctx, rules, hand,
              asked=("non_dealer_pays", "total"))
    assert all(p.right for p in g.parts)
    assert dict(g.skills).get("pay.tsumo_dealer_sanma") is True
    # §8 [LOG3]: a 2,600 ron with 2 honba is 3,000 (200 per counter). West
    # seat, East round, closed 444z 234p 567p 789s 22p, ron on 2p: 20 + 10
    # (closed ron) + 8 (closed North triplet, a guest wind) = 38 → 40 fu;
    # riichi 1 + dora 1 (indicator 6p → 7p, held once) = 2 han; base
    # 40 × 2^4 = 640, × 4 = 2,560 → 2,600; + 2 × 200 = 3,000.
    ron = {"closed": "444z234p567p789s22p", "win": "2p", "seat_wind": "W", "round_wind": "E", "riichi": True,
           "dora_indicators": "6p", "honba": 2, "rules": "tenhou_sanma"}
    hand, ctx, rules = hand_from_json(ron)
    result = score(hand, ctx, rules)
    assert (result.han, result.fu) == (2, 40)
    g = grade(Answer(ron=3000), result, QuizOptions(points=True), ctx, rules, hand, asked=("ron",))
    assert g.parts[0].right
    assert "pay.ron_non_dealer" in dict(g.skills)  # a ron pays as with four players: one skill
    assert "pay.honba_sanma" in dict(g.skills)
    # paid with four players' 300 per honba (3,200): wrong, and the slip
    # names the three-player honba skill
    g = grade(Answer(ron=3200), result, QuizOptions(points=True), ctx, rules, hand, asked=("ron",))
    assert not g.parts[0].right
    slips = [s for e in g.parts[0].diagnosis.explanations for s in e]
    assert any(s.kind == "honba_amount" and s.skill == "pay.honba_sanma" for s in slips), slips


def test_kita_is_a_skill_and_a_dora():
    # two Norths set aside: 2 han of kita (SCHEMA.md "Three players")
    hand, ctx, rules = hand_from_json({**MANGAN_TSUMO, "kita": 2})
    result = score(hand, ctx, rules)
    assert {y.id: y.han for y in result.yaku}["kita"] == 2
    skills = exercised(result, hand, ctx, rules, ("fu", "han", "dealer_pays", "non_dealer_pays"))
    assert "dora.kita" in skills
    # fu skills are the same ids as with four players
    assert "fu.tsumo" not in skills  # pinfu tsumo: no tsumo fu
    assert "fu.pinfu_tsumo" in skills
    assert BY_SKILL["dora.kita"].group == "dora"


def test_dealable_skills_follow_the_player_count():
    three = dealable(SANMA)
    four = dealable(ALL_PRESETS["tenhou"])
    assert THREE_PLAYER_SKILLS <= three
    assert not THREE_PLAYER_SKILLS & four
    assert {"pay.tsumo_dealer", "pay.tsumo_non_dealer", "pay.honba", "yaku.sanshoku_doujun"}.isdisjoint(three)
    assert {"fu.closed_ron", "pay.ron_dealer", "yaku.honitsu"} <= three & four  # fu and ron shared
    assert three | four <= DEALABLE


@pytest.mark.parametrize("skill", sorted(THREE_PLAYER_SKILLS))
def test_each_three_player_skill_is_dealt_on_purpose(skill):
    rng = random.Random(5)
    for _ in range(3):
        g, asked = generate_for_skill(rng, skill, 2, SANMA)
        _check_three_player(g.hand)
        hand, ctx, rules = hand_from_json(g.hand)
        assert skill in exercised(g.result, hand, ctx, rules, asked)


def test_a_hand_code_carries_the_rule_set_and_kita():
    hand = {**MANGAN_TSUMO, "kita": 3}
    code = encode_hand(hand)
    back = decode_hand(code)
    assert back["kita"] == 3 and back["rules"] == "tenhou_sanma"
    assert canonical_hand(back) == back
    assert hand_from_json(back)[0].kita == 3
    # a rules object built on a three-player preset
    rules = {"preset": "mahjong_soul_sanma", "tsumo_payment": "north_bisection", "kita_in_dora": True}
    back = decode_hand(encode_hand({**hand, "rules": rules}))
    assert rules_from_json(back["rules"]) == rules_from_json(rules) and back["kita"] == 3


def test_old_codes_still_decode_and_four_player_codes_do_not_change():
    # the SCHEMA.md example hand's version-1 code (written before three players)
    old = "EIgA4EIMw05dhlRRRZZQFMAA4fg"
    back = decode_hand(old)
    assert back["closed"] == "234m456p67833355s" and back["rules"] == "tenhou" and "kita" not in back
    assert encode_hand(back) == old


def test_a_han_answer_without_the_kita_or_the_wrapped_dora_blames_the_right_skills():
    # MANGAN_TSUMO with one kita and the indicator 9m (three players: dora
    # 1m, none held) — 4 han + kita 1 = 5. Answered 4: the kita left out.
    hand, ctx, rules = hand_from_json({**MANGAN_TSUMO, "kita": 1, "dora_indicators": "9m"})
    result = score(hand, ctx, rules)
    assert result.han == 5
    g = grade(Answer(han=4), result, QuizOptions(), ctx, rules, hand, asked=("han",))
    skills = {s.skill for e in g.parts[0].diagnosis.explanations for s in e}
    assert "dora.kita" in skills and "yaku.kita" not in skills
    # TABLE_RULES.md §8: indicator 1m → dora 9m with three players. A hand
    # holding 99m answered as if 1m indicated 2m (the four-player habit: no
    # dora) is 2 han short: the wrapped dora left out.
    two_nines = {"closed": "99m234p567p234s678s", "win": "6s", "tsumo": True, "seat_wind": "S",
                 "round_wind": "E", "riichi": True, "dora_indicators": "1m", "rules": "tenhou_sanma"}
    hand, ctx, rules = hand_from_json(two_nines)
    result = score(hand, ctx, rules)
    # riichi 1 + menzen tsumo 1 + pinfu 1 + dora 2 (9m × 2) = 5
    assert result.han == 5
    g = grade(Answer(han=3), result, QuizOptions(), ctx, rules, hand, asked=("han",))
    slips = [s for e in g.parts[0].diagnosis.explanations for s in e]
    assert any(s.kind == "dora_left_out" and s.skill == "dora.wrap" for s in slips), slips


def test_a_total_paid_as_with_four_players_is_named_as_such():
    # MANGAN_TSUMO: four players would pay 4,000 + 2,000 + 2,000 = 8,000;
    # with three (tsumo loss) the total is 6,000 and North's 2,000 is not paid.
    hand, ctx, rules = hand_from_json(MANGAN_TSUMO)
    result = score(hand, ctx, rules)
    g = grade(Answer(total=8000), result, QuizOptions(points=True), ctx, rules, hand, asked=("total",))
    slips = [s for e in g.parts[0].diagnosis.explanations for s in e]
    # (8,000 is also a non-dealer mangan ron: the wrong row fits too)
    assert ("paid_as_four", "pay.tsumo_non_dealer_sanma", 2000) in [(s.kind, s.skill, s.arg("share")) for s in slips]
    assert all(s.skill.endswith("_sanma") for s in slips)  # never the four-player rows


@pytest.mark.parametrize("tsumo", [True, False])
def test_the_same_hand_with_three_and_four_players_shares_its_fu_skills(tsumo):
    # Progress keeps fu (and yaku) together across player counts, and the
    # tsumo rows apart: a ron pays the same with three players as with four.
    asked = ("fu", "han", "ron", "dealer_pays", "non_dealer_pays")
    seen = {}
    for name in ("tenhou", "tenhou_sanma"):
        hand, ctx, rules = hand_from_json({**MANGAN_TSUMO, "tsumo": tsumo, "dora_indicators": "1z", "honba": 1,
                                           "rules": name})
        seen[name] = set(exercised(score(hand, ctx, rules), hand, ctx, rules, asked))
    four, three = seen["tenhou"], seen["tenhou_sanma"]
    assert {s for s in four if s.startswith(("fu.", "yaku."))} == {s for s in three if s.startswith(("fu.", "yaku."))}
    if tsumo:
        assert four - three == {"pay.tsumo_non_dealer", "pay.honba"}
        assert three - four == {"pay.tsumo_non_dealer_sanma", "pay.honba_sanma"}
    else:
        assert four - three == {"pay.honba"} and three - four == {"pay.honba_sanma"}
        assert "pay.ron_non_dealer" in three & four


# ------------------------------------ the command lines list every preset

def _run(main, argv, capsys):
    try:
        code = main(argv)
    except SystemExit as e:  # argparse: --help, bad arguments
        code = e.code
    out = capsys.readouterr()
    return code, out.out, out.err


@pytest.mark.parametrize("command", ["main", "review_main", "course_main"])
def test_each_quiz_command_lists_the_three_player_presets(command, capsys):
    from trainer.quiz import cli
    code, out, _err = _run(getattr(cli, command), ["--help"], capsys)
    assert code == 0
    for name in ALL_PRESETS:
        assert name in out


@pytest.mark.parametrize("typed", ["tenhou_sanma", "Mahjong-Soul-Sanma"])
def test_quiz_deals_three_player_hands_from_the_command_line(typed, capsys):
    import json

    from trainer.quiz import cli
    code, out, err = _run(cli.main, ["--generate", "4", "--rules", typed, "--json", "--seed", "3"], capsys)
    assert code == 0, err
    hands = [json.loads(line)["hand"] for line in out.splitlines()]
    assert len(hands) == 4
    for h in hands:
        assert h["rules"] == typed.lower().replace("-", "_") and "kita" in h
        tiles = h["closed"] + "".join(m["tiles"] for m in h["melds"])
        assert not any(t.kind in range(1, 8) for t in parse_tiles(tiles))  # no 2m-8m
        assert h["seat_wind"] in ("E", "S", "W")


def test_a_course_drill_deals_three_player_hands_from_the_command_line(tmp_path, capsys):
    import json

    from trainer.quiz import cli
    code, out, err = _run(cli.course_main, ["--db", str(tmp_path / "q.db"), "--lesson", "start.shapes", "--generate",
                                            "3", "--rules", "tenhou_sanma", "--json"], capsys)
    assert code == 0, err
    for line in out.splitlines():
        d = json.loads(line)
        assert d["hand"]["rules"] == "tenhou_sanma", d


def test_swapped_payers_with_three_players_do_not_speak_of_others():
    # MANGAN_TSUMO under North-bisection: the dealer 5,000, the other 3,000
    # (see above). A learner who gives the dealer's part the other's 3,000
    # swapped the payers; with one other payer, and 5,000 not twice 3,000,
    # "twice what the others pay" would be wrong twice over
    from trainer.quiz.english import slip_message
    from trainer.ui.base import skill_terms
    rules = {"preset": "tenhou_sanma", "tsumo_payment": "north_bisection"}
    hand, ctx, r = hand_from_json({**MANGAN_TSUMO, "rules": rules})
    result = score(hand, ctx, r)
    g = grade(Answer(dealer_pays=3000), result, QuizOptions(points=True), ctx, r, hand, asked=("dealer_pays",))
    slips = [s for e in g.parts[0].diagnosis.explanations for s in e if s.kind == "payers_swapped"]
    assert slips and slips[0].arg("players") == 3
    assert "the other player" in skill_terms.slip_text(slips[0]) and "twice" not in skill_terms.slip_text(slips[0])
    assert "the other player" in slip_message(slips[0])
