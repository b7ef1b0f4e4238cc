"""Scoring throughput and latency: our core, the `mahjong` library, riichienv (issue 3).

Usage: python bench/core_throughput.py [--count N] [--seed S] [--repeat R] [--no-process]

Hand sets: the 1,843 real wins of ../shared/data/tenhou_sample.jsonl (when
present) and N generated hands (tests/random_hands.py, default 20,000, seed
20240601). Prints, per set:

- in-process hands/s, best of R runs (default 3), each scorer on inputs built
  beforehand: ours `score(Hand, WinContext, RuleSet)` -> `ScoreResult`
  (han, fu, yaku ids and han, limit, the fu items with their tiles and the
  points built; the yaku's highlight tiles and the explanation fields are
  built on first access and not read here); the same with every field
  read ("score()+all fields": the yaku tiles and the explanation too); ours
  `score_json(dict, explain=False)` (hand JSON in, the SCHEMA.md result
  dict out) and `score_json(dict)` (with the explanation); `mahjong` 2.1.0
  `HandCalculator.estimate_hand_value` on prebuilt 136-format arguments and
  config ("engine") and with the arguments built from the hand JSON per
  hand ("from JSON", tests/oracle_adapter.py); riichienv's Rust
  `HandEvaluator(...).calc(...)` when it is installed; and the ratios;
- whole-process hands/s, start-up included, best of R: ``python -m trainer
  score --json < FILE`` (the SCHEMA.md result fields per line; ``--explain``
  timed too) against the same lines scored by the library in a process of
  its own (``python bench/core_throughput.py --mahjong-lines < FILE``: read
  the JSON lines, score, write han, fu, yaku, yakuman, limit and points per
  line), and the start-up alone (an empty input) of each;
- single-hand latency of `score()` (and of the library) over every hand:
  p50, p99, max in microseconds.

No result is cached across hands: every run scores every hand afresh.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))

SAMPLE = ROOT.parent / "shared" / "data" / "tenhou_sample.jsonl"


# --------------------------------------------------------------------------
# scorers: each returns (prepare(hand dict) -> args, run(args) -> None)

def ours_score():
    from trainer.core import HandError, hand_from_json, score

    def run(args):
        try:
            score(*args)
        except HandError:
            pass
    return hand_from_json, run


def ours_score_all_fields():
    """`score()` and then every field read: each yaku's tiles and one
    explanation field, which builds them all (readings, chosen, choice,
    near misses, notes, fu_raw); plain `score()` above reads none of them."""
    from trainer.core import HandError, hand_from_json, score

    def run(args):
        try:
            r = score(*args)
            for y in r.yaku:
                y.tiles  # noqa: B018 — the access builds the highlight tiles
            r.readings  # noqa: B018 — the access builds the explanation
        except HandError:
            pass
    return hand_from_json, run


def ours_json():
    from trainer.core import score_json
    return (lambda h: h), (lambda h: score_json(h, explain=False))


def ours_json_explained():
    from trainer.core import score_json
    return (lambda h: h), score_json


def mahjong_engine():
    from mahjong.hand_calculating.hand import HandCalculator
    from oracle_adapter import library_call
    estimate = HandCalculator.estimate_hand_value
    return library_call, (lambda kw: estimate(**kw))


def mahjong_from_json():
    from mahjong.hand_calculating.hand import HandCalculator
    from oracle_adapter import library_call
    estimate = HandCalculator.estimate_hand_value
    return (lambda h: h), (lambda h: estimate(**library_call(h)))


def riichienv_engine():
    """riichienv's Rust evaluator; raises ImportError when not installed."""
    from oracle_adapter import _Copies, _kinds
    from riichienv import _riichienv as rc

    from trainer.core.rules import rules_from_json

    winds = {"E": rc.Wind.East, "S": rc.Wind.South, "W": rc.Wind.West, "N": rc.Wind.North}
    meld_types = {"chi": rc.MeldType.Chi, "pon": rc.MeldType.Pon, "minkan": rc.MeldType.Daiminkan,
                  "kakan": rc.MeldType.Kakan, "ankan": rc.MeldType.Ankan}

    def prepare(h):
        copies = _Copies(rules_from_json(h.get("rules")).red_fives)
        kinds = _kinds(h["closed"])
        closed = [copies.take(k, red) for k, red in kinds]
        (wk, wred), = _kinds(h["win"])
        win = next(t for t, (k, red) in zip(closed, kinds, strict=True) if k == wk and red == wred)
        melds = [rc.Meld(meld_types[m["type"]], [copies.take(k, red) for k, red in _kinds(m["tiles"])],
                         m["type"] != "ankan") for m in h.get("melds", [])]
        dora = [copies.take(k, red) for k, red in _kinds(h.get("dora_indicators", ""))]
        ura = [copies.take(k, red) for k, red in _kinds(h.get("ura_indicators", ""))]
        g = h.get
        cond = rc.Conditions(
            tsumo=g("tsumo", False), riichi=g("riichi", False) or g("double_riichi", False),
            double_riichi=g("double_riichi", False), ippatsu=g("ippatsu", False), haitei=g("haitei", False),
            houtei=g("houtei", False), rinshan=g("rinshan", False), chankan=g("chankan", False),
            tsumo_first_turn=g("tenhou", False) or g("chiihou", False),
            player_wind=winds[g("seat_wind", "E")], round_wind=winds[g("round_wind", "E")],
            riichi_sticks=g("riichi_sticks", 0), honba=g("honba", 0))
        return sorted(closed), melds, (win, dora, ura, cond)

    def run(args):
        tiles, melds, calc_args = args
        return rc.HandEvaluator(tiles, melds).calc(*calc_args)
    return prepare, run


# --------------------------------------------------------------------------
# measurements

def hand_sets(seed: int, count: int) -> dict[str, list[dict]]:
    """The hand sets to time, SCHEMA.md hand dicts by set name: the Tenhou
    sample (when ../shared/data is present; said when not) and `count`
    generated hands from `seed`."""
    from random_hands import generate

    sets: dict[str, list[dict]] = {}
    if SAMPLE.exists():
        sets["tenhou_sample"] = [json.loads(line)["hand"] for line in SAMPLE.read_text(encoding="utf-8").splitlines()
                                 if line.strip()]
    else:
        print(f"({SAMPLE} is absent: only the generated set is measured)")
    sets["generated"] = generate(seed, count)
    return sets


def hands_per_second(scorer, hands: list[dict], repeat: int) -> float:
    """Best-of-`repeat` hands/s; inputs are prepared outside the timing."""
    prepare, run = scorer
    args = [prepare(h) for h in hands]
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        for a in args:
            run(a)
        best = min(best, time.perf_counter() - t0)
    return len(hands) / best


def latencies_us(scorer, hands: list[dict]) -> tuple[float, float, float]:
    """p50, p99 and max single-hand time in microseconds (one call each,
    after one untimed warm-up pass)."""
    prepare, run = scorer
    args = [prepare(h) for h in hands]
    for a in args:
        run(a)
    clock = time.perf_counter_ns
    times = []
    for a in args:
        t0 = clock()
        run(a)
        times.append(clock() - t0)
    times.sort()
    n = len(times)
    return times[n // 2] / 1000, times[min(n - 1, (99 * n) // 100)] / 1000, times[-1] / 1000


def start_up_seconds(cmd: list[str], empty: Path, repeat: int) -> float:
    """Best-of-`repeat` wall time of `cmd` reading an empty stdin."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, cwd=ROOT, env=env, check=True)
    best = float("inf")
    for _ in range(max(repeat, 5)):
        with open(empty, "rb") as stdin:
            t0 = time.perf_counter()
            subprocess.run(cmd, stdin=stdin, stdout=subprocess.DEVNULL, cwd=ROOT, env=env, check=True)
            best = min(best, time.perf_counter() - t0)
    return best


def whole_process(cmd: list[str], path: Path, lines: int, repeat: int) -> float:
    """Best-of-`repeat` hands/s of a process reading `path` on stdin.

    Byte-code caching is allowed (PYTHONDONTWRITEBYTECODE removed) and one
    untimed run comes first, so start-up is measured as an installed package
    starts: from cached .pyc files, like the library's."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, cwd=ROOT, env=env, check=True)
    best = float("inf")
    for _ in range(repeat):
        with open(path, "rb") as stdin:
            t0 = time.perf_counter()
            done = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE, cwd=ROOT, env=env, check=True)
            best = min(best, time.perf_counter() - t0)
        out = done.stdout.count(b"\n")
        if out != lines:
            raise RuntimeError(f"{cmd} wrote {out} lines for {lines} hands")
    return lines / best


def mahjong_lines() -> int:
    """`--mahjong-lines`: score JSON lines from stdin with the library, one
    JSON result per line on stdout (the library's counterpart of
    `python -m trainer score --json`)."""
    from oracle_adapter import oracle_result

    out = sys.stdout
    for line in sys.stdin:
        if line.strip():
            out.write(json.dumps(oracle_result(json.loads(line))) + "\n")
    return 0


# --------------------------------------------------------------------------

def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--count", type=int, default=20_000, help="generated hands")
    p.add_argument("--seed", type=int, default=20240601)
    p.add_argument("--repeat", type=int, default=3)
    p.add_argument("--no-process", action="store_true", help="skip the whole-process runs")
    p.add_argument("--mahjong-lines", action="store_true", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.mahjong_lines:
        return mahjong_lines()

    sets = hand_sets(a.seed, a.count)

    scorers = {"ours score()": ours_score(), "ours score()+all fields": ours_score_all_fields(),
               "ours score_json()": ours_json(), "ours score_json(explain)": ours_json_explained(),
               "mahjong engine": mahjong_engine(), "mahjong from JSON": mahjong_from_json()}
    try:
        scorers["riichienv engine"] = riichienv_engine()
    except ImportError as e:
        print(f"riichienv: not measured ({e}); try `pip install riichienv`")
    else:
        print("riichienv: measured with its Rust HandEvaluator(tiles, melds).calc(win, dora, ura, Conditions);"
              " it counts the double-yakuman patterns double and has no rule options for that, so its"
              " answers are not compared, only timed")

    print(f"\nin-process hands/s (best of {a.repeat}; {os.cpu_count()} CPUs; Python {sys.version.split()[0]})")
    rates: dict[tuple[str, str], float] = {}
    for set_name, hands in sets.items():
        print(f"  {set_name} ({len(hands)} hands)")
        for name, scorer in scorers.items():
            rates[set_name, name] = r = hands_per_second(scorer, hands, a.repeat)
            print(f"    {name:24s} {r:10.0f}")
        ours, ours_j = rates[set_name, "ours score()"], rates[set_name, "ours score_json()"]
        lib, lib_j = rates[set_name, "mahjong engine"], rates[set_name, "mahjong from JSON"]
        ours_all = rates[set_name, "ours score()+all fields"]
        print(f"    ratio ours score() / mahjong engine:             {ours / lib:6.2f}x  (target >= 5)")
        print(f"    ratio ours score()+all fields / mahjong engine:  {ours_all / lib:6.2f}x")
        print(f"    ratio ours score_json() / mahjong from JSON:     {ours_j / lib_j:6.2f}x")
        if (set_name, "riichienv engine") in rates:
            print(f"    ratio ours score() / riichienv engine:           "
                  f"{ours / rates[set_name, 'riichienv engine']:6.2f}x  (stretch: parity)")

    if not a.no_process:
        print(f"\nwhole-process hands/s (start-up included, best of {a.repeat})")
        with tempfile.TemporaryDirectory() as tmp:
            empty = Path(tmp) / "empty.jsonl"
            empty.write_text("", encoding="utf-8")
            for name, cmd in (("python -m trainer score --json", [sys.executable, "-m", "trainer", "score", "--json"]),
                              ("mahjong process", [sys.executable, str(Path(__file__).resolve()), "--mahjong-lines"]),
                              ("python -c pass", [sys.executable, "-c", "pass"])):
                print(f"  start-up alone (empty input), {name}: {1000 * start_up_seconds(cmd, empty, a.repeat):.0f} ms")
            for set_name, hands in sets.items():
                path = Path(tmp) / f"{set_name}.jsonl"
                path.write_text("".join(json.dumps(h) + "\n" for h in hands), encoding="utf-8")
                ours = whole_process([sys.executable, "-m", "trainer", "score", "--json"], path, len(hands),
                                     a.repeat)
                lib = whole_process([sys.executable, str(Path(__file__).resolve()), "--mahjong-lines"], path,
                                    len(hands), a.repeat)
                explained = whole_process([sys.executable, "-m", "trainer", "score", "--json", "--explain"], path,
                                          len(hands), a.repeat)
                print(f"  {set_name} ({len(hands)} lines): python -m trainer score --json {ours:8.0f}   "
                      f"mahjong process {lib:8.0f}   ratio {ours / lib:5.2f}x  (target >= 4);   "
                      f"with --explain {explained:8.0f} ({explained / lib:4.2f}x)")

    print("\nsingle-hand latency, microseconds (p50 / p99 / max over every hand of every set)")
    every = [h for hands in sets.values() for h in hands]
    for name in ("ours score()", "ours score_json()", "mahjong engine"):
        p50, p99, worst = latencies_us(scorers[name], every)
        note = "  (target p99 < 1000)" if name == "ours score()" else ""
        print(f"  {name:20s} p50 {p50:8.1f}   p99 {p99:8.1f}   max {worst:9.1f}{note}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
