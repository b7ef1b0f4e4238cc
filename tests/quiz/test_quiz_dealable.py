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
