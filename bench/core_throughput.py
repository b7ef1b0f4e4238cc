"""Scoring throughput and latency: our core against the `mahjong` library (issues 3 and 10).

Usage: python bench/core_throughput.py [--count N] [--sanma-count M] [--seed S] [--repeat R] [--no-process]

Hand sets: the 1,843 real wins of tests/data/shared/tenhou_sample.jsonl (when
present), N generated hands (tests/random_hands.py, default 20,000, seed
20240601; `python bench/hand_file.py generated` writes the same set) and M
generated three-player hands (tests/oracle_sanma_hands.py, `tenhou_sanma`,
kita; default 5,000, `--sanma-count`; the library scores them with
`is_three_player` and `num_nuki_dora`). Every
measurement is side by side on the same hands in one run: each repetition
times every scorer once, in turn, and the best of R repetitions (default 3)
counts, so a busy machine slows all of them alike. Prints, per set:

- in-process hands/s, each scorer on inputs built beforehand:
  ours `score_json(dict)` (hand JSON in, the SCHEMA.md result with the
  explanation out: what every screen shows; issue 10's "complete explained
  result"), `score_json(dict, explain=False)` (the SCHEMA.md fields),
  `score(Hand, WinContext, RuleSet)` (han, fu, yaku rows, limit, fu items
  with their tiles, points) and the same with every field read
  ("score()+all fields": the yaku items with their tiles and the
  explanation too); `mahjong` 2.1.0 `HandCalculator.estimate_hand_value`
  with its arguments built from the hand JSON per hand ("from JSON",
  tests/oracle_adapter.py) and on prebuilt 136-format arguments and config
  ("engine"); riichienv's Rust `HandEvaluator(...).calc(...)` when it is
  installed; and the ratios;
- whole-process hands/s, start-up included: ``python -m trainer score
  --json < FILE`` (the SCHEMA.md result fields per line; ``--explain``
  timed too) against the same lines scored by the library in a process of
  its own (``python bench/core_throughput.py --mahjong-lines < FILE``: read
  the JSON lines, score, write han, fu, yaku, yakuman, limit and points per
  line), and the start-up alone (an empty input) of each;
- single-hand latency over every four-player hand, then over the
  three-player hands apart: p50, p99, max in microseconds;
- issue 10's targets with this run's figures. The calculator's
  click-to-result and cold start are printed by bench/ui_latency.py, quiz
  generation per topic by bench/quiz_generation.py.

No result is cached across hands: every run scores every hand afresh (the
per-suit split tables and the shared small values — tiles, groups, fu items,
payments — are kept, as in any long-running process).
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

SAMPLE = ROOT / "tests" / "data" / "shared" / "tenhou_sample.jsonl"


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

def hand_sets(seed: int, count: int, sanma_count: int = 0) -> dict[str, list[dict]]:
    """The hand sets to time, SCHEMA.md hand dicts by set name: the Tenhou
    sample (tests/data/shared; said when absent) and `count`
    generated hands from `seed`."""
    from random_hands import generate

    sets: dict[str, list[dict]] = {}
    if SAMPLE.exists():
        sets["tenhou_sample"] = [json.loads(line)["hand"] for line in SAMPLE.read_text(encoding="utf-8").splitlines()
                                 if line.strip()]
    else:
        print(f"({SAMPLE} is absent: only the generated set is measured)")
    sets["generated"] = generate(seed, count)
    if sanma_count:
        from oracle_sanma_hands import generate as generate_sanma

        sets[THREE_PLAYER_SET] = generate_sanma(seed, sanma_count)
    return sets


#: the set of three-player hands (tests/oracle_sanma_hands.py, `tenhou_sanma`)
THREE_PLAYER_SET = "generated three-player"


def hands_per_second(scorers: dict, hands: list[dict], repeat: int) -> dict[str, float]:
    """Best-of-`repeat` hands/s of each scorer, by name; inputs are prepared
    outside the timing, and each repetition times every scorer once, in
    turn."""
    prepared = {name: (run, [prepare(h) for h in hands]) for name, (prepare, run) in scorers.items()}
    best = dict.fromkeys(scorers, float("inf"))
    for _ in range(repeat):
        for name, (run, args) in prepared.items():
            t0 = time.perf_counter()
            for a in args:
                run(a)
            best[name] = min(best[name], time.perf_counter() - t0)
    return {name: len(hands) / t for name, t in best.items()}


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


def whole_process(cmds: dict[str, list[str]], path: Path, lines: int, repeat: int) -> dict[str, float]:
    """Best-of-`repeat` hands/s of each process (by name) reading `path` on
    stdin, each repetition running every command once, in turn.

    Byte-code caching is allowed (PYTHONDONTWRITEBYTECODE removed) and one
    untimed run of each comes first, so start-up is measured as an installed
    package starts: from cached .pyc files, like the library's."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    for cmd in cmds.values():
        subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, cwd=ROOT, env=env, check=True)
    best = dict.fromkeys(cmds, float("inf"))
    for _ in range(repeat):
        for name, cmd in cmds.items():
            with open(path, "rb") as stdin:
                t0 = time.perf_counter()
                done = subprocess.run(cmd, stdin=stdin, stdout=subprocess.PIPE, cwd=ROOT, env=env, check=True)
                best[name] = min(best[name], time.perf_counter() - t0)
            out = done.stdout.count(b"\n")
            if out != lines:
                raise RuntimeError(f"{cmd} wrote {out} lines for {lines} hands")
    return {name: lines / t for name, t in best.items()}


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
    p.add_argument("--sanma-count", type=int, default=5_000,
                   help="generated three-player hands (tenhou_sanma), a set of their own; 0 for none")
    p.add_argument("--no-process", action="store_true", help="skip the whole-process runs")
    p.add_argument("--mahjong-lines", action="store_true", help=argparse.SUPPRESS)
    a = p.parse_args(argv)
    if a.mahjong_lines:
        return mahjong_lines()

    sets = hand_sets(a.seed, a.count, a.sanma_count)

    scorers = {"ours score_json(explain)": ours_json_explained(), "ours score_json()": ours_json(),
               "ours score()": ours_score(), "ours score()+all fields": ours_score_all_fields(),
               "mahjong from JSON": mahjong_from_json(), "mahjong engine": mahjong_engine()}
    try:
        scorers["riichienv engine"] = riichienv_engine()
    except ImportError as e:
        print(f"riichienv: not measured ({e}); try `pip install riichienv`")
    else:
        print("riichienv: measured with its Rust HandEvaluator(tiles, melds).calc(win, dora, ura, Conditions);"
              " it counts the double-yakuman patterns double and has no rule options for that, so its"
              " answers are not compared, only timed")

    print(f"\nin-process hands/s (best of {a.repeat}; {os.cpu_count()} CPUs; Python {sys.version.split()[0]})")
    summary: list[str] = []
    for set_name, hands in sets.items():
        print(f"  {set_name} ({len(hands)} hands)")
        rates = hands_per_second(scorers, hands, a.repeat)
        for name, r in rates.items():
            print(f"    {name:26s} {r:10.0f}   ({1e6 / r:5.1f} us/hand)")
        lib_j, lib = rates["mahjong from JSON"], rates["mahjong engine"]
        explained = rates["ours score_json(explain)"] / lib_j
        print(f"    ratio ours score_json(explain) / mahjong from JSON: {explained:6.2f}x  (target >= 2, aim 3)")
        print(f"    ratio ours score_json() / mahjong from JSON:        {rates['ours score_json()'] / lib_j:6.2f}x")
        print(f"    ratio ours score() / mahjong engine:                {rates['ours score()'] / lib:6.2f}x")
        print(f"    ratio ours score()+all fields / mahjong engine:     "
              f"{rates['ours score()+all fields'] / lib:6.2f}x")
        if "riichienv engine" in rates:
            print(f"    ratio ours score() / riichienv engine:              "
                  f"{rates['ours score()'] / rates['riichienv engine']:6.2f}x")
        summary.append(f"  complete explained result, {set_name}: {explained:.2f}x the library from JSON"
                       "  (target >= 2, aim 3)")

    if not a.no_process:
        print(f"\nwhole-process hands/s (start-up included, best of {a.repeat})")
        me = str(Path(__file__).resolve())
        with tempfile.TemporaryDirectory() as tmp:
            empty = Path(tmp) / "empty.jsonl"
            empty.write_text("", encoding="utf-8")
            for name, cmd in (("python -m trainer score --json", [sys.executable, "-m", "trainer", "score", "--json"]),
                              ("mahjong process", [sys.executable, me, "--mahjong-lines"]),
                              ("python -c pass", [sys.executable, "-c", "pass"])):
                print(f"  start-up alone (empty input), {name}: {1000 * start_up_seconds(cmd, empty, a.repeat):.0f} ms")
            for set_name, hands in sets.items():
                path = Path(tmp) / f"{set_name}.jsonl"
                path.write_text("".join(json.dumps(h) + "\n" for h in hands), encoding="utf-8")
                r = whole_process({"ours": [sys.executable, "-m", "trainer", "score", "--json"],
                                   "lib": [sys.executable, me, "--mahjong-lines"],
                                   "explained": [sys.executable, "-m", "trainer", "score", "--json", "--explain"]},
                                  path, len(hands), a.repeat)
                print(f"  {set_name} ({len(hands)} lines): python -m trainer score --json {r['ours']:8.0f}   "
                      f"mahjong process {r['lib']:8.0f}   ratio {r['ours'] / r['lib']:5.2f}x  (target >= 1.8, aim 4);"
                      f"   with --explain {r['explained']:8.0f} ({r['explained'] / r['lib']:4.2f}x)")
                summary.append(f"  python -m trainer score --json, whole process, {set_name}: "
                               f"{r['ours'] / r['lib']:.2f}x the library's process  (target >= 1.8, aim 4)")

    print("\nsingle-hand latency, microseconds (p50 / p99 / max over every hand of the four-player sets)")
    every = [h for name, hands in sets.items() if name != THREE_PLAYER_SET for h in hands]
    for name in ("ours score_json(explain)", "ours score()", "mahjong from JSON"):
        p50, p99, worst = latencies_us(scorers[name], every)
        print(f"  {name:26s} p50 {p50:8.1f}   p99 {p99:8.1f}   max {worst:9.1f}")
        if name == "ours score_json(explain)":
            summary.append(f"  one hand, the complete explained result: p99 {p99:.0f} us  (target < 1000)")
    sanma = sets.get(THREE_PLAYER_SET)
    if sanma:
        print(f"single-hand latency, microseconds (the same over the {len(sanma)} three-player hands)")
        for name in ("ours score_json(explain)", "ours score()", "mahjong from JSON"):
            p50, p99, worst = latencies_us(scorers[name], sanma)
            print(f"  {name:26s} p50 {p50:8.1f}   p99 {p99:8.1f}   max {worst:9.1f}")
            if name == "ours score_json(explain)":
                summary.append(f"  one three-player hand, the complete explained result: p99 {p99:.0f} us"
                               "  (target < 1000)")

    print("\nissue 10 targets, this run:")
    print("\n".join(summary))
    print("  calculator click-to-result p95 and cold start: python bench/ui_latency.py")
    print("  quiz generation per topic: python bench/quiz_generation.py")
    return 0


if __name__ == "__main__":
    sys.exit(main())
