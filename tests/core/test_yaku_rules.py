"""The yaku rules as registered: one predicate per yaku, each asked only when
the features it names are there (trainer/core/yaku.py).

A predicate registered with ``needs=FEATURES`` is skipped for a hand or
reading without them, so the features must be *necessary*: whenever the
predicate holds, the features are there. Checked here by asking every
predicate, gate or no gate, of every reading of the shared hands (when
present) and of generated hands under every preset, local yaku on.
"""

from __future__ import annotations

import json

from conftest import SHARED_DATA
from oracle_sanma_hands import generate as generate_sanma
from random_hands import generate

from trainer.core import HandError, hand_from_json
from trainer.core import yaku as rules_module
from trainer.core.rules import LOCAL_YAKU, PRESETS, THREE_PLAYER_LOCAL_YAKU, rules_from_json, rules_to_json
from trainer.core.summary import HandFacts, reading_summaries
from trainer.core.validation import checked_tally
from trainer.core.yaku_table import BY_ID, YAKU

HAND_TABLES = (rules_module.HAND_YAKU, rules_module.HAND_YAKUMAN, rules_module.LOCAL_HAND_YAKUMAN)
READING_TABLES = (rules_module.READING_YAKU, rules_module.READING_YAKUMAN, rules_module.LOCAL_READING_YAKU,
                  rules_module.LOCAL_READING_YAKUMAN)


def _hands() -> list[dict]:
    hands = []
    for name in ("tenhou_sample.jsonl", "bug_cases_sample.jsonl"):
        path = SHARED_DATA / name
        hands += [json.loads(line)["hand"] for line in path.read_text(encoding="utf-8").splitlines()
                  if line.strip()]
    for preset in sorted(PRESETS):
        red = PRESETS[preset].red_fives != (0, 0, 0)
        every_local = dict(rules_to_json(PRESETS[preset]), local_yaku=[
            y for y in LOCAL_YAKU if y != "shiisanpuutaa" and y not in THREE_PLAYER_LOCAL_YAKU])
        hands += generate(seed=31, count=700, rules=preset, red_fives=red)
        hands += generate(seed=37, count=700, rules=every_local, red_fives=red)
    # three players, with the local yaku that exists only there (North a yakuhai)
    hands += generate_sanma(seed=41, count=700, rules={"preset": "tenhou_sanma", "local_yaku": ["yakuhai_north"]})
    return hands


def test_every_gate_is_a_necessary_condition():
    held: dict[str, int] = {}
    for data in _hands():
        try:
            hand, ctx, rules = hand_from_json(data)
            f = HandFacts(hand, ctx, rules, checked_tally(hand, ctx, rules))
        except HandError:
            continue
        for table in HAND_TABLES:
            for yid, rule, needs in table:
                if rule(f):
                    held[yid] = held.get(yid, 0) + 1
                    assert needs & f.features == needs, (yid, data)
        for s in reading_summaries(f):
            for table in READING_TABLES:
                for yid, rule, needs in table:
                    if rule(s, f):
                        held[yid] = held.get(yid, 0) + 1
                        assert needs & s.features == needs, (yid, data)
    # the check saw the rules hold: most yaku, every kind of gate
    gated = {yid for table in HAND_TABLES + READING_TABLES for yid, _, needs in table if needs}
    assert len(gated & set(held)) >= 40, sorted(gated - set(held))


def test_every_yaku_of_the_table_has_one_rule():
    # renhou (the fixed mangan) is the scorer's rule on the rule set, not a
    # predicate; nagashi_mangan and shiisanpuutaa are not winning shapes the
    # hand format can hold (RULES.md §6)
    registered = [yid for table in HAND_TABLES + READING_TABLES for yid, _, _ in table]
    assert len(registered) == len(set(registered))
    assert set(registered) == {y.id for y in YAKU} - {"renhou", "nagashi_mangan", "shiisanpuutaa"}
    for table in (rules_module.LOCAL_HAND_YAKUMAN, rules_module.LOCAL_READING_YAKU,
                  rules_module.LOCAL_READING_YAKUMAN):
        assert all(BY_ID[yid].local for yid, _, _ in table)
    for table in (rules_module.HAND_YAKU, rules_module.HAND_YAKUMAN, rules_module.READING_YAKU,
                  rules_module.READING_YAKUMAN):
        assert not any(BY_ID[yid].local for yid, _, _ in table)


def test_the_local_yaku_rule_set_reads():
    # the generated rule sets above must be ones the core accepts
    every_local = dict(rules_to_json(PRESETS["classic"]), local_yaku=[
        y for y in LOCAL_YAKU if y != "shiisanpuutaa" and y not in THREE_PLAYER_LOCAL_YAKU])
    assert rules_from_json(every_local).local_yaku == frozenset(every_local["local_yaku"])
    sanma = {"preset": "tenhou_sanma", "local_yaku": sorted(THREE_PLAYER_LOCAL_YAKU)}
    assert rules_from_json(sanma).local_yaku == THREE_PLAYER_LOCAL_YAKU
