"""The skills a review or a chip can deal under each rule preset
(`trainer.quiz.steering.dealable`) are exactly the ones the generator can
exercise under it: for every preset and every skill with a steer, six
hands dealt for the skill exercise it at least once when it is dealable,
and never when it is not (red fives where the rules have none, kazoe
where 13 han is not a yakuman). The Progress chips offered "Click to
practise it" for red fives under EMA and dealt 0 of 8 hands with one (the
breaker found)."""

from __future__ import annotations

import random

import pytest

from trainer.core.jsonio import hand_from_json
from trainer.core.rules import PRESETS
from trainer.quiz.generator import generate_for_skill
from trainer.quiz.skills import exercised
from trainer.quiz.steering import DEALABLE, dealable


@pytest.mark.parametrize("name", list(PRESETS))
def test_dealable_skills_are_the_ones_the_generator_exercises(name):
    rules = PRESETS[name]
    offered = dealable(rules)
    assert offered <= DEALABLE
    wrong = []
    for n, skill in enumerate(sorted(DEALABLE)):
        rng = random.Random(1000 * n + len(name))
        hits = 0
        for _ in range(6):
            g, asked = generate_for_skill(rng, skill, 2, name)
            hand, ctx, r = hand_from_json(g.hand)
            hits += skill in exercised(g.result, hand, ctx, r, asked)
        if (hits > 0) != (skill in offered):
            wrong.append((skill, hits, skill in offered))
    assert not wrong, wrong


def test_ema_offers_no_red_fives_and_no_kazoe():
    assert {"dora.aka", "limit.kazoe"} & dealable(PRESETS["ema"]) == set()
    assert {"dora.aka", "limit.kazoe"} <= dealable(PRESETS["tenhou"])


@pytest.mark.parametrize("skill", ["yaku.sanshoku_doujun", "yaku.sanshoku_doujun.open", "fu.open_pinfu"])
def test_a_skill_three_players_cannot_have_is_practised_on_a_mixed_hand_not_for_ever(skill):
    """GUI monkey seed 27: a sanshoku doujun chip clicked on the Progress
    tab with Mahjong Soul's three-player rules chosen in the quiz set-up
    hung the window (the steered deal looked for ever for three same
    sequences in man, which three players do not have: TABLE_RULES.md §8).
    Such a skill gets a hand of the mixed topic, as a skill with no steer
    does; a 20 s alarm turns a hang back into a failure."""
    import signal

    def hung(*_args):
        raise AssertionError(f"generate_for_skill({skill!r}) under three-player rules still dealing after 20 s")

    old = signal.signal(signal.SIGALRM, hung)
    signal.alarm(20)
    try:
        for name in ("mahjong_soul_sanma", "tenhou_sanma"):
            g, _asked = generate_for_skill(random.Random(0), skill, 2, name)
            hand, _ctx, rules = hand_from_json(g.hand)
            assert rules.players == 3 and len(hand.closed) + 3 * len(hand.melds) >= 14  # a whole hand, scored
            assert skill not in dealable(rules)
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)
