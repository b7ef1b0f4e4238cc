"""The quiz hand generator (issue 5 §1): legal, yaku-bearing, realistic hands
that fit the topic and difficulty asked, the same hands for the same seed.

Legality is checked here by counting tiles straight from the SCHEMA.md
strings (not through the core), and each hand is scored again through the
JSON front to confirm the result the generator attached.
"""

import json
import os
import random
import re
import subprocess
import sys
from collections import Counter

import pytest
from conftest import ROOT

from trainer.core import hand_from_json, score_json
from trainer.quiz.generator import generate_hand, han_floor
from trainer.quiz.hand_code import decode_hand
from trainer.quiz.topics import ALL_TOPICS, TOPICS

HONORS = {"1z", "2z", "3z", "4z", "5z", "6z", "7z"}
WIND_OF = {"E": "1z", "S": "2z", "W": "3z", "N": "4z"}


def kinds(text: str) -> list[str]:
    """mpsz → kind names, a red five counted as a five (independent of the core)."""
    out = []
    for digits, suit in re.findall(r"(\d+)([mpsz])", text):
        out += [("5" if d == "0" else d) + suit for d in digits]
    return out


def all_kinds(hand: dict) -> list[str]:
    tiles = kinds(hand["closed"]) + kinds(hand["dora_indicators"]) + kinds(hand["ura_indicators"])
    for m in hand["melds"]:
        tiles += kinds(m["tiles"])
    return tiles


def batch(topic, difficulty, n=120, seed=7):
    rng = random.Random(seed)
    return [generate_hand(rng, topic, difficulty) for _ in range(n)]


@pytest.mark.parametrize("topic", ALL_TOPICS)
@pytest.mark.parametrize("difficulty", [1, 2, 3])
def test_hands_are_legal_and_carry_a_yaku(topic, difficulty):
    for g in batch(topic, difficulty, n=40, seed=difficulty * 100 + len(topic)):
        h = g.hand
        counts = Counter(all_kinds(h))
        assert max(counts.values()) <= 4, (g.code, counts.most_common(1))
        reds = Counter()
        for text in [h["closed"], h["dora_indicators"], h["ura_indicators"]] + [m["tiles"] for m in h["melds"]]:
            for digits, suit in re.findall(r"(\d+)([mpsz])", text):
                reds[suit] += digits.count("0")
        assert all(n <= 1 for n in reds.values()), reds  # tenhou: one red five per suit
        kans = sum(1 for m in h["melds"] if m["type"] in ("minkan", "ankan", "kakan"))
        assert len(kinds(h["closed"])) + sum(len(kinds(m["tiles"])) for m in h["melds"]) == 14 + kans
        assert h["win"].replace("0", "5") in kinds(h["closed"])
        again = score_json(h)
        assert again["error"] is None
        assert [y for y in again["yaku"] if y["id"] not in ("dora", "ura_dora", "aka_dora")], g.code
        assert (again["han"], again["fu"], again["points"]) == (g.result.han, g.result.fu,
                                                                 json.loads(json.dumps(g.record()["result"]["points"])))
        assert 1 <= len(h["dora_indicators"]) // 2 <= 5
        if h["ura_indicators"]:
            assert h["riichi"]
        assert g.topic in TOPICS and g.difficulty == difficulty


def test_difficulty_one_is_closed_without_kans_and_read_one_way():
    for topic in TOPICS:
        for g in batch(topic, 1, n=30):
            assert g.hand["melds"] == [], g.code
            assert len(g.result.readings) == 1, g.code
            assert not any(f.id == "pair_double_wind" for f in g.result.fu_items)


def test_difficulty_three_always_has_a_catch():
    for topic in TOPICS:
        for g in batch(topic, 3, n=30):
            catch = (len(g.result.readings) > 1 or any(m["type"] in ("minkan", "ankan", "kakan") for m in g.hand["melds"])
                     or any(f.id == "pair_double_wind" for f in g.result.fu_items) or g.result.near_misses)
            assert catch, g.code


def test_pair_fu_hands_have_an_honor_pair():
    for d in (1, 2, 3):
        for g in batch("pair_fu", d, n=60):
            pair = g.result.chosen.reading.pair
            assert pair >= 27, g.code
            assert g.result.han <= 4
    # at level 1 the pair earns fu: a dragon, or the seat or round wind (RULES.md §3)
    for g in batch("pair_fu", 1, n=60):
        value = {31, 32, 33, 27 + "ESWN".index(g.hand["seat_wind"]), 27 + "ESWN".index(g.hand["round_wind"])}
        assert g.result.chosen.reading.pair in value, g.code
        assert any(f.id.startswith("pair_") and f.fu == 2 for f in g.result.fu_items), g.code


def test_wait_fu_hands_turn_on_the_wait():
    for g in batch("wait_fu", 2, n=80):
        r = g.result
        fu_wait = r.chosen.reading.wait in ("kanchan", "penchan", "tanki")
        other_wait = any(s.reading.wait != r.chosen.reading.wait for s in r.readings)
        assert fu_wait or other_wait, g.code


def test_meld_fu_hands_have_triplets_or_kans():
    for g in batch("meld_fu", 2, n=80):
        ids = [f.id for f in g.result.fu_items if "triplet" in f.id or "quad" in f.id]
        assert len(ids) >= 2, g.code
    kinds_seen = {f.id for g in batch("meld_fu", 3, n=200) for f in g.result.fu_items}
    # open and closed, simple and terminal/honor, triplets and kans all turn up
    for fid in ("open_triplet_simple", "open_triplet_yaochuu", "closed_triplet_simple", "closed_triplet_yaochuu",
                "closed_quad_simple", "open_quad_yaochuu"):
        assert fid in kinds_seen, fid


def test_limit_hands_reach_mangan_and_include_yakuman():
    hands = batch("limit_hands", 3, n=200)
    assert all(g.result.limit is not None for g in hands)
    limits = Counter(g.result.limit for g in hands)
    assert limits["yakuman"] > 0 and limits["mangan"] > 0 and limits["haneman"] > 0 and limits["baiman"] > 0


def test_payments_hands_put_honba_or_sticks_on_the_table():
    hands = batch("payments", 2, n=80)
    assert all(g.hand["honba"] or g.hand["riichi_sticks"] for g in hands)
    assert any(g.hand["seat_wind"] == "E" for g in hands) and any(g.hand["tsumo"] for g in hands)


def test_whole_hand_fu_hands_are_not_limits_and_cover_the_special_counts():
    hands = batch("whole_hand_fu", 2, n=300)
    assert all(g.result.limit is None for g in hands)
    fus = Counter(g.result.fu for g in hands)
    assert fus[20] and fus[25] and fus[30] and fus[40]  # pinfu tsumo, seven pairs, …
    assert any(f.id == "open_pinfu" for g in hands for f in g.result.fu_items)


def test_mixed_hands_look_like_real_ones():
    hands = batch("mixed", 2, n=400, seed=11)
    n = len(hands)
    opened = sum(1 for g in hands if any(m["type"] != "ankan" for m in g.hand["melds"]))
    kans = sum(1 for g in hands if any(m["type"] in ("minkan", "ankan", "kakan") for m in g.hand["melds"]))
    closed = [g for g in hands if not any(m["type"] != "ankan" for m in g.hand["melds"])]
    riichi = sum(1 for g in closed if g.hand["riichi"])
    honors = sum(1 for g in hands if set(all_kinds(g.hand)) & HONORS)
    flags = sum(1 for g in hands if any(g.hand[f] for f in ("ippatsu", "haitei", "houtei", "rinshan", "chankan")))
    assert 0.2 <= opened / n <= 0.5, opened / n          # about a third open
    assert 0.02 <= kans / n <= 0.25, kans / n            # kans now and then
    assert riichi / len(closed) >= 0.5                   # riichi often when closed
    assert honors / n >= 0.4
    assert 0.02 <= flags / n <= 0.3
    assert len(Counter(g.topic for g in hands)) == len(TOPICS)


def test_same_rng_seed_gives_the_same_hands():
    a = [g.code for g in batch("mixed", 3, n=50, seed=99)]
    b = [g.code for g in batch("mixed", 3, n=50, seed=99)]
    c = [g.code for g in batch("mixed", 3, n=50, seed=100)]
    assert a == b and a != c


def _cli(seed: int, hashseed: str) -> bytes:
    env = dict(os.environ, PYTHONHASHSEED=hashseed)
    proc = subprocess.run([sys.executable, "-m", "trainer", "quiz", "--generate", "25", "--topic", "mixed",
                           "--difficulty", "3", "--seed", str(seed), "--json"],
                          capture_output=True, cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout


def test_cli_output_is_byte_identical_for_a_seed():
    first = _cli(5, "1")
    assert _cli(5, "2") == first  # another process, another string hash seed
    assert _cli(6, "1") != first
    lines = first.decode("utf-8").splitlines()
    assert len(lines) == 25
    for line in lines:
        rec = json.loads(line)
        assert list(rec) == ["code", "topic", "difficulty", "hand", "result"]
        assert rec["difficulty"] == 3 and rec["topic"] in TOPICS
        assert decode_hand(rec["code"]) == rec["hand"]
        again = score_json(rec["hand"])
        assert (again["han"], again["fu"], again["yaku"]) == (rec["result"]["han"], rec["result"]["fu"],
                                                              rec["result"]["yaku"])


def test_cli_refuses_unknown_topics_and_imports_no_qt():
    proc = subprocess.run([sys.executable, "-m", "trainer", "quiz", "--generate", "1", "--topic", "nope"],
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.returncode == 2 and "nope" in proc.stderr
    code = ("import sys, io; from trainer.quiz.cli import main; sys.stdout = io.StringIO();"
            "main(['--generate', '3', '--json']); sys.stdout = sys.__stdout__;"
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert proc.stdout.strip() == "False", proc.stderr


def test_unknown_topic_or_difficulty_raise_value_error():
    with pytest.raises(ValueError):
        generate_hand(random.Random(1), "nope", 2)
    with pytest.raises(ValueError):
        generate_hand(random.Random(1), "mixed", 4)


def test_han_floor_never_exceeds_the_scored_han():
    for topic in ("limit_hands", "payments", "yaku_han"):
        for g in batch(topic, 3, n=60, seed=3):
            hand, ctx, _rules = hand_from_json(g.hand)
            if not g.result.yakuman:
                assert han_floor(hand, ctx) <= g.result.han, g.code


def test_cli_text_line_states_everything_the_score_depends_on(capsys):
    """A text line is a question a person can answer: read back from its
    words alone (tiles, melds, win tile, ron/tsumo, winds, flags,
    indicators, honba, sticks) the hand scores the han and fu the line
    prints. Before, a tsumo hand read '… win 7s → 3 han 40 fu' and a reader
    worked out 30 fu for a ron (the new user's report)."""
    import io
    import re

    from trainer.core import score_json
    from trainer.quiz.cli import main

    out = io.StringIO()
    old, sys.stdout = sys.stdout, out
    try:
        assert main(["--generate", "60", "--topic", "mixed", "--difficulty", "3", "--seed", "11"]) == 0
    finally:
        sys.stdout = old
    lines = out.getvalue().splitlines()
    assert len(lines) == 60
    seen = set()
    for line in lines:
        m = re.fullmatch(r"\S+  \S+ d\d  (?P<closed>\S+)(?P<melds>(?: \[\w+ \w+\])*) win (?P<win>\w+) "
                         r"(?P<situation>.+) → (?P<han>\d+) han(?: (?P<fu>\d+) fu)?", line)
        assert m, line
        hand = {"closed": m["closed"], "win": m["win"],
                "melds": [{"type": t, "tiles": x} for t, x in re.findall(r"\[(\w+) (\w+)\]", m["melds"])]}
        words = m["situation"].split(" · ")
        hand["tsumo"] = words[0] == "tsumo"
        for word in words[1:]:
            key, _, value = word.partition(" ")
            key = {"seat": "seat_wind", "round": "round_wind", "dora": "dora_indicators",
                   "ura": "ura_indicators"}.get(key, key)
            if key in ("dora_indicators", "ura_indicators"):
                value = value.split(" ")[1]
            hand[key] = True if not value else int(value) if value.isdigit() else value
            seen.add(key)
        r = score_json(hand, explain=False)
        assert r["error"] is None, (line, r["error"])
        assert r["han"] == int(m["han"]) and (m["fu"] is None or r["fu"] == int(m["fu"])), line
    assert {"seat_wind", "round_wind", "riichi", "dora_indicators"} <= seen
