"""The fast path of `score` agrees with the full scorer, field by field.

`fast_path.score_common` scores the common hand straight from tile counts;
`scoring.score_full` is the full scorer (every reading as objects, the
explanation), whose answers the real Tenhou records, the hand-worked cases
and the `mahjong` library check elsewhere. Here every hand is scored both
ways and the whole result JSON (SCHEMA fields, explanation, yaku and fu
highlight tiles) must be the same, and a refused hand must be refused with
the same code and message. Hands: the shared Tenhou sample and bug cases
(skipped when ../shared/data is absent), generated hands under every rule
preset (tests/random_hands.py), and hypothesis hands under random rule
options.
"""

from __future__ import annotations

import json

import pytest
from conftest import SHARED_DATA
from hand_strategies import winning_hand
from hypothesis import given, settings
from hypothesis import strategies as st
from random_hands import generate

from trainer.core import HandError, hand_from_json, result_to_json
from trainer.core.fast_path import score_common
from trainer.core.rules import PRESETS, rules_to_json
from trainer.core.scoring import score, score_full


def _both(data: dict):
    """(score's answer, the full scorer's answer) as JSON-ready values; an
    error as ("error", code, message)."""
    try:
        hand, ctx, rules = hand_from_json(data)
    except HandError as e:
        return ("error", e.code, str(e)), ("error", e.code, str(e))
    out = []
    for scorer in (score, score_full):
        try:
            out.append(result_to_json(scorer(hand, ctx, rules)))
        except HandError as e:
            out.append(("error", e.code, str(e)))
    return out[0], out[1]


def _took_fast_path(data: dict) -> bool:
    try:
        return score_common(*hand_from_json(data)) is not None
    except HandError:
        return False


def _disagreements(hands: list[dict]) -> list[dict]:
    bad = []
    for h in hands:
        fast, full = _both(h)
        if fast != full:
            bad.append({"hand": h, "score": fast, "score_full": full})
    return bad


def _shared(name: str) -> list[dict]:
    path = SHARED_DATA / name
    if not path.exists():
        pytest.skip(f"{path} is absent: the shared ground truth is not checked out beside the repo")
    return [json.loads(line)["hand"] for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("name", ["tenhou_sample.jsonl", "bug_cases_sample.jsonl"])
def test_shared_hands_score_the_same_both_ways(name):
    hands = _shared(name)
    bad = _disagreements(hands)
    assert not bad, f"{len(bad)}/{len(hands)} differ, first: {json.dumps(bad[:2], indent=1, default=str)}"


def test_most_real_wins_take_the_fast_path():
    # The point of the fast path: real wins are mostly one reading without a
    # yakuman. In the Tenhou sample 1,832 of 1,843 take it (the rest: 6
    # closed one-suit hands that may be chuuren, 3 dragon/wind yakuman
    # shapes, 1 suuankou, 1 with a blessing flag).
    hands = _shared("tenhou_sample.jsonl")
    fast = sum(1 for h in hands if _took_fast_path(h))
    assert fast >= 0.95 * len(hands), f"only {fast}/{len(hands)} took the fast path"


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_generated_hands_score_the_same_both_ways(preset):
    red = PRESETS[preset].red_fives != (0, 0, 0)
    hands = generate(seed=20261130, count=600, rules=preset, red_fives=red)
    bad = _disagreements(hands)
    assert not bad, f"{len(bad)}/{len(hands)} differ, first: {json.dumps(bad[:2], indent=1, default=str)}"
    if not PRESETS[preset].local_yaku:  # local yaku are left to the full scorer
        assert sum(1 for h in hands if _took_fast_path(h)) > len(hands) // 3


_OPTIONS = st.fixed_dictionaries({
    "kuitan": st.booleans(),
    "double_wind_pair_fu": st.sampled_from([2, 4]),
    "kiriage": st.booleans(),
    "kazoe": st.sampled_from(["yakuman", "sanbaiman", "no_limit"]),
    "pinfu_tsumo": st.booleans(),
    "rinshan_tsumo_fu": st.booleans(),
    "honba_value": st.sampled_from([300, 1500]),
})


@settings(max_examples=300, deadline=None)
@given(hand=winning_hand(), options=_OPTIONS, preset=st.sampled_from(sorted(PRESETS)))
def test_any_hand_under_any_options_scores_the_same_both_ways(hand, options, preset):
    rules = dict(rules_to_json(PRESETS[preset]), **options)
    hand = dict(hand, rules=rules)
    fast, full = _both(hand)
    assert fast == full
