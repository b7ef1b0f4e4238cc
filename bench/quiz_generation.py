"""Print quiz generation speed and the spread of the hands, per topic.

Usage: python bench/quiz_generation.py [N] [PRESET]   (N hands per topic and difficulty, default
2000; PRESET a rule preset, default tenhou, e.g. tenhou_sanma for three-player hands)

For each topic and difficulty: valid hands per second (generation, scoring
and topic checks included; target ≥ 2,000/s) per CPU second of this process
(`time.process_time`, steady when other programs load the machine) and per
wall-clock second, drafts per kept hand, and how often the generator had to
relax the topic (should be 0). Then per topic
over all difficulties: the spread of han, fu and yaku, and the share of
open hands, kans, riichi, tsumo, hands read several ways, limits.
"""

import gc
import random
import sys
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.quiz.generator import RELAX_TOPIC_AFTER, generate_hand  # noqa: E402
from trainer.quiz.topics import DIFFICULTIES, TOPICS  # noqa: E402

HAN_BINS = ("1", "2", "3", "4", "5", "6-7", "8-10", "11-12", "13+", "yakuman")


def _han_bin(g) -> str:
    r = g.result
    if r.yakuman:
        return "yakuman"
    h = r.han
    for label in HAN_BINS[:-1]:
        lo, _, hi = label.rstrip("+").partition("-")
        if h >= int(lo) and (label.endswith("+") or h <= int(hi or lo)):
            return label
    return "13+"


def _pct(n: int, total: int) -> str:
    return f"{100 * n / total:4.0f}%"


def _spread(counter: Counter, total: int, keys=None, top: int | None = None) -> str:
    items = [(k, counter[k]) for k in keys] if keys else counter.most_common(top)
    return "  ".join(f"{k}:{_pct(v, total).strip()}" for k, v in items if v)


def main(n: int, rules: str = "tenhou") -> int:
    print(f"quiz generation: {n} hands per topic and difficulty ({rules} rules)\n")
    print(f"{'topic':<14} {'d':>2} {'hands/s (cpu)':>14} {'(wall)':>9} {'drafts/hand':>12} {'relaxed':>8}")
    hands = {t: [] for t in TOPICS}
    slowest = None
    for topic in TOPICS + ("mixed",):
        for d in DIFFICULTIES:
            rng = random.Random(1000 * d + len(topic))
            # Hands kept from earlier batches must not slow this one down:
            # move them out of the cyclic collector's sight (a real quiz keeps
            # only the current session in memory).
            gc.collect()
            gc.freeze()
            t0, c0 = time.perf_counter(), time.process_time()
            batch = [generate_hand(rng, topic, d, rules) for _ in range(n)]
            rate = n / (time.process_time() - c0)
            wall = n / (time.perf_counter() - t0)
            draws = sum(g.draws for g in batch) / n
            relaxed = sum(1 for g in batch if g.draws >= RELAX_TOPIC_AFTER)
            print(f"{topic:<14} {d:>2} {rate:>14,.0f} {wall:>9,.0f} {draws:>12.2f} {relaxed:>8}")
            if topic != "mixed":
                hands[topic].extend(batch)
                slowest = min(slowest or (rate, topic, d), (rate, topic, d))
    print(f"\nslowest: {slowest[1]} d{slowest[2]} at {slowest[0]:,.0f} hands per CPU second (target ≥ 2,000)\n")
    for topic in TOPICS:
        batch = hands[topic]
        total = len(batch)
        han = Counter(_han_bin(g) for g in batch)
        fu = Counter(g.result.fu for g in batch if not g.result.yakuman)
        yaku = Counter(y.id for g in batch for y in g.result.yaku)
        limits = Counter(g.result.limit or "none" for g in batch)
        opened = sum(1 for g in batch if any(m["type"] != "ankan" for m in g.hand["melds"]))
        kans = sum(1 for g in batch if any(m["type"] in ("minkan", "ankan", "kakan") for m in g.hand["melds"]))
        riichi = sum(1 for g in batch if g.hand["riichi"])
        tsumo = sum(1 for g in batch if g.hand["tsumo"])
        several = sum(1 for g in batch if len(g.result.readings) > 1)
        honba = sum(1 for g in batch if g.hand["honba"])
        print(f"== {topic} ({total} hands, all difficulties)")
        print(f"  han:    {_spread(han, total, HAN_BINS)}")
        print(f"  fu:     {_spread(fu, total, sorted(fu))}")
        print(f"  limit:  {_spread(limits, total, top=8)}")
        print(f"  yaku:   {_spread(yaku, total, top=14)}")
        print(f"  open {_pct(opened, total)}  kan {_pct(kans, total)}  riichi {_pct(riichi, total)}  "
              f"tsumo {_pct(tsumo, total)}  several readings {_pct(several, total)}  honba {_pct(honba, total)}")
        print(f"  distinct yaku ids: {len(yaku)}; distinct fu values: {len(fu)}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 2000, sys.argv[2] if len(sys.argv) > 2 else "tenhou"))
