"""Quick three-player differential test: our core against the `mahjong`
library (2.1.0: `is_three_player`, tsumo loss, `num_nuki_dora`), issue 19.

1,000 random legal three-player hands from a fixed seed
(tests/oracle_sanma_hands.py, preset `tenhou_sanma`), scored by our core and
by the library through tests/oracle_adapter.py: they must agree exactly on
han, fu, yaku with han (our `kita` counted inside `dora`, as the library and
Tenhou's records count it), yakuman, limit and every payment, or on the
error code, except for the documented kinds (docs/oracle_differences.md).
The full run of 100,000+ hands is `python bench/oracle_diff.py --players 3`.
"""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

pytest.importorskip("mahjong")

from oracle_differences import compare  # noqa: E402
from oracle_sanma_hands import SanmaHandGenerator  # noqa: E402

SEED = 20261202
COUNT = 1000


@pytest.fixture(scope="module")
def hands():
    gen = SanmaHandGenerator(random.Random(SEED))
    return [gen.hand() for _ in range(COUNT)]


@pytest.fixture(scope="module")
def outcomes(hands):
    return [compare(h) for h in hands]


def test_three_player_hands_agree_with_the_library(hands, outcomes):
    unexplained = [{"hand": h, "ours": m, "mahjong": t}
                   for h, (kind, m, t) in zip(hands, outcomes, strict=True) if kind == "unexplained"]
    assert not unexplained, (
        f"{len(unexplained)} unexplained differences, first: {json.dumps(unexplained[:3], indent=1)}")
    kinds = Counter(kind or "agree" for kind, _, _ in outcomes)
    assert kinds["agree"] >= 0.99 * COUNT, kinds


def test_the_sample_holds_what_three_players_change(hands, outcomes):
    # the comparison means something only if the sample has kita (and kita
    # that are dora), both tsumo winners (two payers), honba on both kinds
    # of win, indicators that wrap 1m<->9m, and rinshan on a kita
    scored = [(h, m) for h, (_, m, _) in zip(hands, outcomes, strict=True) if "error" not in m]
    assert len(scored) > 0.85 * COUNT
    assert sum(1 for h, _ in scored if h.get("kita")) > 200
    assert any(h.get("kita") and "3z" in h.get("dora_indicators", "") for h, _ in scored)
    assert any(h.get("tsumo") and h["seat_wind"] == "E" for h, _ in scored)
    assert any(h.get("tsumo") and h["seat_wind"] != "E" for h, _ in scored)
    assert any(h.get("honba") and h.get("tsumo") for h, _ in scored)
    assert any(h.get("honba") and not h.get("tsumo") for h, _ in scored)
    wrap = [h for h, m in scored if h.get("dora_indicators", "").endswith("m")
            and any(y == "dora" for y, _ in m["yaku"])]
    assert wrap
    assert any(h.get("rinshan") and h.get("kita") and not h.get("melds") for h, _ in scored)
    # no hand holds a tile the three-player set lacks, nor a chi
    assert not any(m["type"] == "chi" for h in hands for m in h.get("melds", []))
