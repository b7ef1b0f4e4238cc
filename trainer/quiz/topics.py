"""Quiz topics and difficulties: how to steer the generator, and what fits.

A topic is what the learner practises (ids are stable: stored with every
answer and translated in the UI):

- ``pair_fu`` — the pair: dragon, seat wind, round wind, double wind, or
  none (RULES.md §3);
- ``wait_fu`` — kanchan, penchan, tanki (+2) against ryanmen and shanpon,
  and hands read more than one way;
- ``meld_fu`` — triplets and kans: open or closed, simple or
  terminal/honor, a triplet completed by ron counting as open;
- ``whole_hand_fu`` — the whole count: closed ron, tsumo, pinfu tsumo 20,
  open pinfu 30, seven pairs 25, rounding;
- ``yaku_han`` — which yaku, open reductions, dora;
- ``limit_hands`` — mangan and above, yakuman;
- ``payments`` — ron and tsumo, dealer and non-dealer, honba, riichi sticks;
- ``fu_shapes`` — which of the six common shapes a hand is, and so its fu
  (`trainer.quiz.fu_shapes`: seven pairs 25, pinfu 30 ron / 20 tsumo,
  other closed ron 40, closed tsumo 30, open 30, open toitoi 40): hands
  whose fu the shape gives exactly;
- ``mixed`` — each hand from one of the others, drawn at random.

Difficulty 1: a closed hand read only one way, no kans, no double wind
pair. 2: everyday hands, about a third open, a kan now and then. 3: hands
with a catch — several readings, kans, double wind pairs, near-miss yaku.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..core.hand import Hand, WinContext
from ..core.result import ScoreResult
from ..core.yaku_table import DORA_IDS
from .fu_shapes import shape_holds

TOPICS = ("pair_fu", "wait_fu", "meld_fu", "whole_hand_fu", "yaku_han", "limit_hands", "payments", "fu_shapes")
ALL_TOPICS = TOPICS + ("mixed",)
DIFFICULTIES = (1, 2, 3)
FU_TOPICS = frozenset(("pair_fu", "wait_fu", "meld_fu", "whole_hand_fu", "fu_shapes"))
_TRIPLET_FU = frozenset(f"{o}_{s}_{y}" for o in ("open", "closed") for s in ("triplet", "quad")
                        for y in ("simple", "yaochuu"))


@dataclass(frozen=True, slots=True)
class TopicSpec:
    """How the generator steers hands for one topic.

    Attributes:
        id: the topic id.
        plans: ``(plan, weight)`` pairs (plans: `trainer.quiz.shapes`).
        yakuman_plans: yakuman plan weights, used with `yakuman_share`.
        yakuman_share: chance per difficulty (1, 2, 3) of a yakuman plan.
        open_rate: share of open hands wanted at difficulty 2 and 3 (raised
            for the plans that may open, to make up for the closed-only ones).
        kan_rate: chance per difficulty of each triplet becoming a kan.
        seq_weight: share of sequences among freely chosen groups.
        pair_mode: ``any``, ``honor``, ``value`` or ``plain`` pairs.
        hard_wait: chance of a winning tile that makes kanchan, penchan or
            tanki when the shape allows.
        dora_aim: chance that each dora indicator points at a hand tile.
        dora_avoid: chance that an indicator not aimed at the hand is drawn
            from kinds that give the hand no dora (fu topics keep han low).
        riichi_rate: chance of riichi on a closed hand.
        honba_rate, sticks_rate: chance of honba counters and of other
            players' riichi sticks on the table.
        max_han: hands above this many han are redrawn (fu topics keep fu
            relevant to the payment), or None.
    """

    id: str
    plans: tuple[tuple[str, float], ...]
    yakuman_plans: tuple[tuple[str, float], ...] = ()
    yakuman_share: tuple[float, float, float] = (0.0, 0.0, 0.0)
    open_rate: float = 0.45
    kan_rate: tuple[float, float, float] = (0.0, 0.06, 0.2)
    seq_weight: float = 0.65
    pair_mode: str = "any"
    hard_wait: float = 0.0
    dora_aim: float = 0.0
    dora_avoid: float = 0.0
    riichi_rate: float = 0.8
    honba_rate: float = 0.33
    sticks_rate: float = 0.3
    max_han: int | None = None


_EVERYDAY = (("free", 3.0), ("tanyao", 2.0), ("pinfu", 2.0), ("yakuhai", 2.5), ("honitsu", 0.8),
             ("iipeikou", 0.5), ("chiitoitsu", 0.4), ("chanta", 0.3), ("ittsu", 0.3), ("sanshoku", 0.3),
             ("toitoi", 0.3), ("sanankou", 0.2))
_YAKUMAN = (("daisangen", 1.0), ("suuankou", 1.5), ("kokushi", 1.0), ("tsuuiisou", 0.4),
            ("shousuushii", 0.5), ("chuuren", 0.4))

#: Fu topics keep the han low so that fu decide the payment.
_LOW_HAN = {"dora_aim": 0.0, "dora_avoid": 0.7, "riichi_rate": 0.55}

SPECS: dict[str, TopicSpec] = {
    "pair_fu": TopicSpec(
        "pair_fu",
        (("free", 3.0), ("pinfu", 1.5), ("yakuhai", 2.0), ("honitsu", 1.0), ("chanta", 0.3), ("ittsu", 0.3),
         ("sanshoku", 0.3), ("toitoi", 0.2)),
        pair_mode="honor", max_han=4, **_LOW_HAN, kan_rate=(0.0, 0.04, 0.12),
    ),
    "wait_fu": TopicSpec(
        "wait_fu",
        (("free", 3.0), ("tanyao", 2.0), ("pinfu", 1.0), ("yakuhai", 1.5), ("honitsu", 0.6), ("chanta", 0.4),
         ("ittsu", 0.4), ("iipeikou", 0.5), ("sanshoku", 0.3)),
        open_rate=0.25, hard_wait=0.75, max_han=4, **_LOW_HAN, kan_rate=(0.0, 0.03, 0.1),
    ),
    "meld_fu": TopicSpec(
        "meld_fu",
        (("free", 2.0), ("yakuhai", 2.5), ("toitoi", 1.5), ("sanankou", 1.0), ("honitsu", 1.0),
         ("chanta", 0.5), ("tanyao", 1.0)),
        open_rate=0.4, kan_rate=(0.0, 0.15, 0.3), seq_weight=0.45, max_han=4, **_LOW_HAN,
    ),
    "whole_hand_fu": TopicSpec(
        "whole_hand_fu", _EVERYDAY + (("chiitoitsu", 0.6),),
        seq_weight=0.55, hard_wait=0.3, max_han=4, **_LOW_HAN,
    ),
    "yaku_han": TopicSpec(
        "yaku_han",
        (("free", 1.0), ("tanyao", 1.5), ("pinfu", 1.5), ("yakuhai", 1.5), ("honitsu", 1.2), ("chinitsu", 0.4),
         ("toitoi", 0.8), ("chanta", 0.8), ("ittsu", 1.0), ("sanshoku", 1.0), ("iipeikou", 1.0),
         ("sanankou", 0.6), ("shousangen", 0.5), ("chiitoitsu", 0.8)),
        dora_aim=0.05,
    ),
    "limit_hands": TopicSpec(
        "limit_hands",
        (("free", 1.0), ("tanyao", 1.0), ("pinfu", 1.0), ("yakuhai", 1.0), ("honitsu", 2.0), ("chinitsu", 1.2),
         ("toitoi", 1.0), ("chanta", 0.6), ("ittsu", 0.8), ("sanshoku", 0.6), ("sanankou", 0.8),
         ("shousangen", 0.8), ("chiitoitsu", 0.8), ("iipeikou", 0.4)),
        yakuman_plans=_YAKUMAN, yakuman_share=(0.05, 0.1, 0.2), dora_aim=0.65, kan_rate=(0.0, 0.08, 0.25),
    ),
    "payments": TopicSpec(
        "payments", _EVERYDAY, honba_rate=0.6, sticks_rate=0.5,
    ),
    # the six shapes about equally often: pinfu (ron and tsumo), seven pairs,
    # other closed hands, open hands, open toitoi; few kans (a kan is an exception)
    "fu_shapes": TopicSpec(
        "fu_shapes",
        (("pinfu", 2.5), ("chiitoitsu", 1.2), ("free", 2.0), ("tanyao", 1.5), ("yakuhai", 1.5), ("toitoi", 1.0),
         ("iipeikou", 0.4), ("honitsu", 0.4)),
        open_rate=0.4, kan_rate=(0.0, 0.03, 0.1), seq_weight=0.6, max_han=4, **_LOW_HAN,
    ),
}


def _has(result: ScoreResult, ids) -> bool:
    return any(f.id in ids for f in result.fu_items)


def topic_fits(topic: str, difficulty: int, hand: Hand, ctx: WinContext, result: ScoreResult) -> bool:
    """Whether a scored hand practises `topic` (a concrete topic, not mixed).

    - pair_fu: a standard hand whose pair is an honor (at difficulty 1 one
      that earns fu);
    - wait_fu: the chosen wait earns fu (kanchan, penchan, tanki), or
      another reading had a different wait;
    - meld_fu: at least 2 triplet/kan fu items (1 at difficulty 1);
    - whole_hand_fu: a standard hand or seven pairs, no limit (fu decide
      the payment);
    - yaku_han: 2 or more yaku besides dora, or a yaku of 2+ han, no yakuman
      below difficulty 3;
    - limit_hands: mangan or above;
    - payments: honba or riichi sticks on the table from difficulty 2 on;
    - fu_shapes: one of the six shapes with exactly its fu, no limit
      (`fu_shapes.shape_holds`).
    Fu topics also keep han at or below the spec's `max_han`.
    """
    spec = SPECS[topic]
    if spec.max_han is not None and (result.han > spec.max_han or result.yakuman):
        return False
    shape = result.chosen.reading.shape
    if topic == "pair_fu":
        if shape != "standard" or result.chosen.reading.pair < 27:
            return False
        return difficulty > 1 or _has(result, ("pair_dragon", "pair_seat_wind", "pair_round_wind"))
    if topic == "wait_fu":
        if shape != "standard":
            return False
        if result.chosen.reading.wait in ("kanchan", "penchan", "tanki"):
            return True
        return any(s.reading.wait != result.chosen.reading.wait for s in result.readings)
    if topic == "meld_fu":
        n = sum(1 for f in result.fu_items if f.id in _TRIPLET_FU)
        return n >= (1 if difficulty == 1 else 2)
    if topic == "whole_hand_fu":
        return shape in ("standard", "chiitoitsu") and result.limit is None
    if topic == "yaku_han":
        yaku = [y for y in result.yaku if y.id not in DORA_IDS]  # kita too: han from tiles, not a yaku
        if result.yakuman and difficulty < 3:
            return False
        return len(yaku) >= 2 or any(y.han >= 2 for y in yaku)
    if topic == "limit_hands":
        return result.limit is not None
    if topic == "payments":
        return difficulty == 1 or ctx.honba > 0 or ctx.riichi_sticks > 0
    if topic == "fu_shapes":
        return result.limit is None and shape_holds(hand, ctx, result)
    raise ValueError(f"unknown topic {topic!r}")


def difficulty_fits(difficulty: int, hand: Hand, ctx: WinContext, result: ScoreResult) -> bool:
    """Whether a scored hand matches a difficulty (module docstring).

    1: closed, no kan, one reading, no double wind pair. 2: any. 3: at least
    one catch: several readings, a kan, a double wind pair, or a near-miss
    yaku.
    """
    if difficulty == 1:
        return (not hand.melds and len(result.readings) == 1
                and not _has(result, ("pair_double_wind",)))
    if difficulty == 3:
        return (len(result.readings) > 1 or any(m.is_kan for m in hand.melds)
                or _has(result, ("pair_double_wind",)) or bool(result.near_misses))
    return True
