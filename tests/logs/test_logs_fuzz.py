"""The structure-aware fuzzer (tools/fuzz_logs.py) on a small budget: real
logs with hands deleted, repeated, reordered, and tokens and attributes
changed; no exception escapes, no readable hand is lost, every refusal
names the hand and the reason. The large run's figure is in
docs/log_import.md."""

import collections
import sys
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import fuzz_logs  # noqa: E402


def test_small_fuzz_budget_breaks_no_promise(tmp_path, capsys):
    assert fuzz_logs.main(["--files", "150", "--seed", "7", "--deep-every", "10", "--out", str(tmp_path),
                           "--quiet"]) == 0
    assert "0 failures" in capsys.readouterr().out


def test_the_fuzzer_would_see_a_lost_hand():
    # a change confined to hand 2 of a real game: every other hand must be
    # read again; checked against a reading that drops one more hand
    originals = fuzz_logs.load_originals()
    o = next(x for x in originals if x.kind == "tenhou6" and sum(h is not None for h in x.hands) >= 3)
    counts = collections.Counter()
    must = [h for h in o.hands if h is not None]
    assert fuzz_logs.check(o.data, o.name, must, False, counts) == []
    extra = must + [replace(must[0], honba=99)]  # a hand the file does not hold
    (broken,) = fuzz_logs.check(o.data, o.name, extra, False, counts)
    assert "1 readable hand(s) lost" in broken
