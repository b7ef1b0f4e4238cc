"""The explaining result of scoring one hand: values, no text.

Everything a learner is told is built from these at the UI edge (ids plus
arguments, translated); the command line and the quiz grader render the same
structure. Units: fu, han, points.

The values shared across hands (`FuItem`, `Points`: the scorer keeps one of
each and hands it to every result that holds it) are frozen dataclasses.
The values built for each hand (`YakuItem`, `NearMiss`, `ReadingScore`,
`Explanation`) are slotted dataclasses with equality and hashing whose
fields are set once, by the constructor, and never assigned after: values
all the same, without the cost of a frozen dataclass's constructor (it sets
each field through the base object's attribute setter; docs/speed.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .readings import Reading


@dataclass(slots=True, unsafe_hash=True)
class YakuItem:
    """One yaku (or dora kind) counted.

    Attributes:
        id: SCHEMA.md yaku id (``"riichi"``, ``"yakuhai_seat_wind"``,
            ``"dora"``, …).
        han: han it adds (a yakuman: 13 × its multiplier).
        open_reduced: True when the hand is open and this yaku lost a han for
            it (kuisagari: ittsu, sanshoku, chanta, junchan, honitsu,
            chinitsu).
        tiles: mpsz of the tiles that make it ("" for situational yaku), for
            highlighting.
        count: for dora kinds, how many dora tiles; else 0.
    """

    id: str
    han: int
    open_reduced: bool = False
    tiles: str = ""
    count: int = 0


@dataclass(frozen=True, slots=True)
class FuItem:
    """One fu item before rounding (RULES.md §3).

    Attributes:
        id: ``base``, ``closed_ron``, ``tsumo``, ``{open,closed}_{triplet,
            quad}_{simple,yaochuu}``, ``pair_dragon``, ``pair_seat_wind``,
            ``pair_round_wind``, ``pair_double_wind``, ``wait_kanchan``,
            ``wait_penchan``, ``wait_tanki``, ``open_pinfu`` (an open hand
            of 20 fu raised to 30), ``chiitoitsu`` (25 flat), or ``rounding``
            (the amount added to reach the next 10; last).
        fu: its amount in fu.
        tiles: mpsz of the tiles that earned it ("" for hand-wide items).
        completed_by_ron: for a triplet that the winning discard completed
            (counts as open).
    """

    id: str
    fu: int
    tiles: str = ""
    completed_by_ron: bool = False


@dataclass(frozen=True, slots=True)
class Points:
    """Payments (RULES.md §4), each rounded up to 100 and honba included.

    Attributes:
        tsumo: True for a self-drawn win.
        total: everything the winner receives, riichi sticks included.
        ron: what the discarder pays on a ron (None on a tsumo).
        dealer_pays: on a non-dealer tsumo, the dealer's payment; None
            otherwise.
        non_dealer_pays: on a tsumo, what each non-dealer pays (each of the
            three when the winner is the dealer; of the two with three
            players).
        honba_bonus: the honba part of `total`.
        sticks_bonus: the riichi stick part of `total` (1000 each).
        base: the base points (fu × 2^(han+2), or the limit's base).
        north_share: with three players, on a tsumo, what the absent
            North would have paid as a four-player non-dealer (honba
            excluded): not paid under tsumo loss, split between the two
            payers otherwise (`RuleSet.tsumo_payment`); 0 with four players
            and on a ron.
        tsumo_payment: with three players, on a tsumo, how North's share
            was handled (``loss``, ``north_bisection``, ``full_split``);
            "" otherwise.
    """

    tsumo: bool
    total: int
    ron: int | None
    dealer_pays: int | None
    non_dealer_pays: int | None
    honba_bonus: int
    sticks_bonus: int
    base: int
    north_share: int = 0
    tsumo_payment: str = ""


@dataclass(slots=True, unsafe_hash=True)
class NearMiss:
    """A yaku or fu the hand came close to, worth teaching.

    Attributes:
        id: the yaku id or fu item id missed (``"pinfu"``, ``"sanankou"``,
            ``"ura_dora"``, …).
        reason: why it does not count, an id such as ``wait_not_ryanmen``,
            ``open_hand``, ``pair_earns_fu``, ``triplet_completed_by_ron``,
            ``not_in_riichi``, ``kuitan_off``, ``pinfu_tsumo_off``,
            ``has_triplet``.
        args: arguments for the sentence (tile strings, wait names), e.g.
            ``{"wait": "kanchan"}`` or ``{"tiles": "777m"}``.
        tiles: mpsz of the tiles involved, for highlighting.
    """

    id: str
    reason: str
    args: tuple[tuple[str, str], ...] = ()
    tiles: str = ""

    def arg(self, name: str, default: str = "") -> str:
        """One argument by name."""
        return dict(self.args).get(name, default)


@dataclass(slots=True, unsafe_hash=True)
class ReadingScore:
    """One reading as scored, kept so the learner sees what was considered.

    Attributes:
        reading: the `Reading`.
        yaku: its yaku, `YakuItem` tuple; dora kinds last (none for a
            yakuman).
        han: han including dora.
        fu: rounded fu (25 for chiitoitsu; 0 for kokushi).
        fu_items: the `FuItem` list that gives `fu`.
        yakuman: total yakuman multiplier (0 when none).
        limit: limit name or None.
        points_total: what the winner would receive (honba and sticks
            excluded), to compare readings.
    """

    reading: Reading
    yaku: tuple[YakuItem, ...]
    han: int
    fu: int
    fu_items: tuple[FuItem, ...]
    yakuman: int
    limit: str | None
    points_total: int


@dataclass(slots=True, unsafe_hash=True)
class Explanation:
    """Why a hand scored what it did: the readings considered and the choice.

    Attributes:
        fu_raw: fu before rounding: the sum of the chosen reading's fu items
            (an open hand of 20 fu says 20 here, then is raised to 30).
        chosen: the chosen `ReadingScore`.
        readings: every `ReadingScore` considered (chosen included), best
            first.
        choice: why the chosen reading won: ``only_reading``,
            ``higher_points``, ``same_points_yakuman`` (a yakuman over a
            kazoe reading that pays the same), ``same_points_higher_han``,
            ``same_points_higher_fu``, ``equal`` (readings that score the
            same).
        near_misses: `NearMiss` tuple for the chosen reading.
        notes: extra facts as (id, args) pairs, e.g. ``("renhou_off", ())``.
    """

    fu_raw: int
    chosen: ReadingScore
    readings: tuple[ReadingScore, ...]
    choice: str
    near_misses: tuple[NearMiss, ...]
    notes: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = ()


class ExplanationSource:
    """What a `ScoreResult` reads its yaku items and explanation from: the
    scorer's ranked readings (`scoring.Ranking`, the one subclass)."""

    __slots__ = ()

    def yaku(self) -> tuple[YakuItem, ...]:
        """The chosen reading's `YakuItem` tuple, built on the first call and
        the same value on every later one."""
        raise NotImplementedError

    def explanation(self) -> Explanation:
        """The `Explanation`, built on the first call and the same value on
        every later one."""
        raise NotImplementedError

    @property
    def itemized(self) -> bool:
        """`yaku` has been called (the items are built on the first call)."""
        raise NotImplementedError

    @property
    def explained(self) -> bool:
        """`explanation` has been called (it is built on the first call)."""
        raise NotImplementedError


@dataclass(slots=True, unsafe_hash=True)
class ScoreResult:
    """The scored hand: the best reading and why, with everything considered.

    Attributes:
        han: total han including dora (for a yakuman: 13 × multiplier).
        fu: rounded fu of the chosen reading (25 chiitoitsu, 0 kokushi).
        yaku_rows: the yaku as ``(id, han, open_reduced, count)``, table
            order, dora kinds last: `yaku` without the tiles.
        yakuman: yakuman multiplier, 0 when none.
        limit: None, ``mangan haneman baiman sanbaiman kazoe_yakuman
            yakuman``.
        kiriage: True when kiriage raised this hand to mangan.
        fu_items: `FuItem` tuple, the rounding item last.
        points: the `Points`.
        source: what the yaku items and the explanation are read from
            (`ExplanationSource`); not compared, not shown.

    A slotted dataclass rather than a frozen one (module doc): the scorer
    sets the fields once and nothing assigns to them after. `yaku` (the
    `YakuItem` tuple, each with the tiles that make it) and `explanation`
    (with `fu_raw`, `chosen`, `readings`, `choice`, `near_misses`, `notes`,
    which read it) are built by `source` on first read and kept there, so
    scoring many hands for their points does not pay for highlights and
    explanations nobody reads; the values are the same whenever they are
    read (`source.itemized` and `source.explained` say whether they are yet).
    """

    han: int
    fu: int
    yaku_rows: tuple[tuple[str, int, bool, int], ...]
    yakuman: int
    limit: str | None
    kiriage: bool
    fu_items: tuple[FuItem, ...]
    points: Points
    source: ExplanationSource = field(compare=False, repr=False)

    @property
    def yaku(self) -> tuple[YakuItem, ...]:
        """`YakuItem` tuple, table order, dora kinds last, each with its
        tiles (`yaku_rows` with the tiles); built on first read, the same
        value after."""
        return self.source.yaku()

    @property
    def explanation(self) -> Explanation:
        """The `Explanation` (readings considered, the choice, near misses,
        notes), built on first read, the same value after."""
        return self.source.explanation()

    @property
    def fu_raw(self) -> int:
        """`Explanation.fu_raw`."""
        return self.explanation.fu_raw

    @property
    def chosen(self) -> ReadingScore:
        """`Explanation.chosen`: the chosen reading as scored."""
        return self.explanation.chosen

    @property
    def readings(self) -> tuple[ReadingScore, ...]:
        """`Explanation.readings`: every reading considered, best first."""
        return self.explanation.readings

    @property
    def choice(self) -> str:
        """`Explanation.choice`: why the chosen reading won."""
        return self.explanation.choice

    @property
    def near_misses(self) -> tuple[NearMiss, ...]:
        """`Explanation.near_misses`: yaku the chosen reading came close to."""
        return self.explanation.near_misses

    @property
    def notes(self) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
        """`Explanation.notes`: extra facts as (id, args) pairs."""
        return self.explanation.notes
