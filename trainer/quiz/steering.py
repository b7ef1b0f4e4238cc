"""How to deal a hand that exercises one skill (review and skill practice).

A `Steer` overrides the generator's free choices — the yaku plan, open or
closed, ron or tsumo, the seat, the pair, the wait, a kan, situational
flags, where the dora indicator points, red fives, honba and riichi sticks —
so that most drafts already exercise the skill; the generator then keeps a
draft only when the core's result says it does (`skills.exercised`).
`STEERS` maps every skill the generator can deal to its `Steer`; a skill not
in it (tenhou, nagashi mangan, most local yaku, …) is never dealt on
purpose.
"""

from __future__ import annotations

from dataclasses import dataclass

from .skills import BY_SKILL, PAYMENT_ROW, THREE_PLAYER_SKILLS


@dataclass(frozen=True, slots=True)
class Steer:
    """Overrides for one draft (None / False / () leave the generator free).

    Attributes:
        topic: the topic spec to start from (plan weights, kan and dora rates).
        plan: the yaku plan (`trainer.quiz.shapes.build_shape`).
        open: an open (True) or closed (False) hand.
        tsumo: a tsumo (True) or a ron (False).
        dealer: the winner is the dealer (True) or not (False).
        double_wind: the seat wind is (True) or is not (False) the round wind.
        pair: a pair mode (`shapes._pair_kinds`): ``dragon``, ``seat``,
            ``round``, ``value``, ``plain``, ``honor``.
        seq_weight: share of sequences among freely chosen groups.
        wait: the wait the winning tile should make (``kanchan`` …).
        kan: ``open`` or ``closed``: turn one triplet into such a kan.
        riichi: declare riichi (a closed hand).
        flags: situational flags to set when the hand allows them
            (``ippatsu``, ``double_riichi``, ``haitei``, ``houtei``,
            ``rinshan``, ``chankan``).
        dora: aim the first dora indicator at a hand tile through an
            indicator of this kind: ``indicator`` (a suit tile but a 9),
            ``wrap`` (a 9), ``winds``, ``dragons``.
        ura: aim the first ura indicator at a hand tile.
        red: fives come out red while the set has red fives left.
        honba, sticks: at least one honba / another player's riichi stick.
        overlap: a pair that a group also holds (hands read several ways).
        points: the question asks the points (limits and payments).
        kita: set at least one North aside as kita (three players).
    """

    topic: str = "mixed"
    plan: str | None = None
    open: bool | None = None
    tsumo: bool | None = None
    dealer: bool | None = None
    double_wind: bool | None = None
    pair: str | None = None
    seq_weight: float | None = None
    wait: str | None = None
    kan: str | None = None
    riichi: bool = False
    flags: tuple[str, ...] = ()
    dora: str | None = None
    ura: bool = False
    red: bool = False
    honba: bool = False
    sticks: bool = False
    overlap: bool = False
    points: bool = False
    kita: bool = False


_FU = {
    "closed_ron": Steer("whole_hand_fu", open=False, tsumo=False),
    "tsumo": Steer("whole_hand_fu", plan="free", tsumo=True),
    "pinfu_tsumo": Steer("whole_hand_fu", plan="pinfu", tsumo=True),
    "open_pinfu": Steer("whole_hand_fu", plan="tanyao", open=True, tsumo=False, seq_weight=1.0, wait="ryanmen",
                        pair="plain"),
    "chiitoitsu": Steer("whole_hand_fu", plan="chiitoitsu"),
    "completed_by_ron": Steer("meld_fu", tsumo=False, wait="shanpon", seq_weight=0.4),
    "open_triplet_simple": Steer("meld_fu", plan="tanyao", open=True, seq_weight=0.2),
    "open_triplet_yaochuu": Steer("meld_fu", plan="yakuhai", open=True, seq_weight=0.4),
    "closed_triplet_simple": Steer("meld_fu", plan="tanyao", open=False, seq_weight=0.2),
    "closed_triplet_yaochuu": Steer("meld_fu", plan="free", open=False, seq_weight=0.3),
    "open_quad_simple": Steer("meld_fu", plan="tanyao", kan="open", seq_weight=0.3),
    "open_quad_yaochuu": Steer("meld_fu", plan="yakuhai", kan="open"),
    "closed_quad_simple": Steer("meld_fu", plan="tanyao", kan="closed", open=False, seq_weight=0.3),
    "closed_quad_yaochuu": Steer("meld_fu", plan="yakuhai", kan="closed", open=False),
    "pair_dragon": Steer("pair_fu", pair="dragon"),
    "pair_seat_wind": Steer("pair_fu", pair="seat", double_wind=False, dealer=False),
    "pair_round_wind": Steer("pair_fu", pair="round", double_wind=False),
    "pair_double_wind": Steer("pair_fu", pair="seat", double_wind=True),
    "wait_kanchan": Steer("wait_fu", wait="kanchan"),
    "wait_penchan": Steer("wait_fu", wait="penchan"),
    "wait_tanki": Steer("wait_fu", wait="tanki"),
    "rounding": Steer("whole_hand_fu"),
}

#: Yaku → the plan that builds it (and what else it needs).
_YAKU = {
    "riichi": Steer("yaku_han", open=False, riichi=True),
    "double_riichi": Steer("yaku_han", open=False, riichi=True, flags=("double_riichi",)),
    "ippatsu": Steer("yaku_han", open=False, riichi=True, flags=("ippatsu",)),
    "menzen_tsumo": Steer("yaku_han", open=False, tsumo=True),
    "pinfu": Steer("yaku_han", plan="pinfu"),
    "iipeikou": Steer("yaku_han", plan="iipeikou"),
    "tanyao": Steer("yaku_han", plan="tanyao"),
    "yakuhai_haku": Steer("yaku_han", plan="yakuhai"),
    "yakuhai_hatsu": Steer("yaku_han", plan="yakuhai"),
    "yakuhai_chun": Steer("yaku_han", plan="yakuhai"),
    "yakuhai_seat_wind": Steer("yaku_han", plan="yakuhai", double_wind=False),
    "yakuhai_round_wind": Steer("yaku_han", plan="yakuhai", double_wind=False),
    "chankan": Steer("yaku_han", tsumo=False, flags=("chankan",)),
    "rinshan_kaihou": Steer("yaku_han", tsumo=True, kan="closed", flags=("rinshan",)),
    "haitei": Steer("yaku_han", tsumo=True, flags=("haitei",)),
    "houtei": Steer("yaku_han", tsumo=False, flags=("houtei",)),
    "chiitoitsu": Steer("yaku_han", plan="chiitoitsu"),
    "ittsu": Steer("yaku_han", plan="ittsu"),
    "sanshoku_doujun": Steer("yaku_han", plan="sanshoku"),
    "toitoi": Steer("yaku_han", plan="toitoi", open=True),
    "sanankou": Steer("yaku_han", plan="sanankou"),
    "chanta": Steer("yaku_han", plan="chanta"),
    "shousangen": Steer("yaku_han", plan="shousangen"),
    "honitsu": Steer("yaku_han", plan="honitsu"),
    "junchan": Steer("yaku_han", plan="chanta"),
    "chinitsu": Steer("limit_hands", plan="chinitsu"),
    "daisangen": Steer("limit_hands", plan="daisangen"),
    "suuankou": Steer("limit_hands", plan="suuankou", open=False),
    "suuankou_tanki": Steer("limit_hands", plan="suuankou", open=False, wait="tanki"),
    "kokushi": Steer("limit_hands", plan="kokushi"),
    "tsuuiisou": Steer("limit_hands", plan="tsuuiisou"),
    "shousuushii": Steer("limit_hands", plan="shousuushii"),
    "chuuren": Steer("limit_hands", plan="chuuren"),
}
_DORA = {
    "dora.indicator": Steer("yaku_han", dora="indicator"),
    "dora.wrap": Steer("yaku_han", plan="chanta", dora="wrap"),
    "dora.winds": Steer("yaku_han", plan="yakuhai", dora="winds"),
    "dora.dragons": Steer("yaku_han", plan="yakuhai", dora="dragons"),
    "dora.ura": Steer("yaku_han", open=False, riichi=True, ura=True),
    "dora.aka": Steer("yaku_han", plan="tanyao", red=True),
    "dora.kita": Steer("yaku_han", kita=True),
}
_OTHER = {
    "limit.mangan": Steer("limit_hands", points=True),
    "limit.haneman": Steer("limit_hands", points=True),
    "limit.baiman": Steer("limit_hands", plan="chinitsu", points=True),
    "limit.sanbaiman": Steer("limit_hands", plan="chinitsu", open=False, riichi=True, points=True),
    "limit.kazoe": Steer("limit_hands", plan="chinitsu", open=False, riichi=True, tsumo=True, points=True),
    "limit.yakuman": Steer("limit_hands", plan="daisangen", points=True),
    "limit.kiriage": Steer("payments", points=True),
    "pay.ron_non_dealer": Steer("payments", dealer=False, tsumo=False, points=True),
    "pay.ron_dealer": Steer("payments", dealer=True, tsumo=False, points=True),
    "pay.tsumo_non_dealer": Steer("payments", dealer=False, tsumo=True, points=True),
    "pay.tsumo_dealer": Steer("payments", dealer=True, tsumo=True, points=True),
    "pay.honba": Steer("payments", honba=True, points=True),
    "pay.riichi_sticks": Steer("payments", sticks=True, points=True),
    "pay.tsumo_non_dealer_sanma": Steer("payments", dealer=False, tsumo=True, points=True),
    "pay.tsumo_dealer_sanma": Steer("payments", dealer=True, tsumo=True, points=True),
    "pay.honba_sanma": Steer("payments", honba=True, points=True),
    "reading.choice": Steer("wait_fu", overlap=True),
}


def _open_variant(s: Steer) -> Steer:
    return Steer(s.topic, s.plan, True, s.tsumo, s.dealer, s.double_wind, s.pair, s.seq_weight, s.wait, s.kan,
                 False, (), s.dora, False, s.red, s.honba, s.sticks, s.overlap, s.points, s.kita)


STEERS: dict[str, Steer] = {f"fu.{k}": v for k, v in _FU.items()}
STEERS.update({f"yaku.{k}": v for k, v in _YAKU.items()})
STEERS.update({f"yaku.{k}.open": _open_variant(v) for k, v in _YAKU.items() if f"yaku.{k}.open" in BY_SKILL})
STEERS.update(_DORA)
STEERS.update(_OTHER)
#: The skills a review may deal on purpose.
DEALABLE: frozenset[str] = frozenset(STEERS)
#: Skills no three-player hand exercises (TABLE_RULES.md §8): the
#: four-player tsumo and honba rows, sanshoku doujun (no man sequences), an
#: open hand without fu (an open group is a pon, which earns fu).
_FOUR_PLAYER_ONLY = frozenset((PAYMENT_ROW[False, True], PAYMENT_ROW[True, True], "pay.honba",
                               "yaku.sanshoku_doujun", "yaku.sanshoku_doujun.open", "fu.open_pinfu"))


def dealable(rules) -> frozenset[str]:
    """The skills a review may deal on purpose under `rules` (a `RuleSet`):
    `DEALABLE` less those no hand can exercise under them — red fives where
    the rules have none (`red_fives` all 0: EMA, classic, arcade), the
    kazoe yakuman where 13 han and more are not a yakuman (`kazoe` other
    than ``yakuman``: EMA's sanbaiman); with four players the three-player
    skills (`skills.THREE_PLAYER_SKILLS`), with three players the
    four-player tsumo and honba rows (they have three-player rows of their
    own) and what needs man sequences or a chi (TABLE_RULES.md §8: sanshoku
    doujun, an open pinfu-shaped hand). The skills read off a result
    (`skills.exercised`) name these only when the result holds them."""
    out = set(DEALABLE)
    if rules.players == 4:
        out -= THREE_PLAYER_SKILLS
    else:
        out -= _FOUR_PLAYER_ONLY
    if not any(rules.red_fives):
        out.discard("dora.aka")
    if rules.kazoe != "yakuman":
        out.discard("limit.kazoe")
    return frozenset(out)


def steer_for(skill: str) -> Steer | None:
    """The `Steer` for a skill id, or None when it is not dealt on purpose."""
    return STEERS.get(skill)
