"""Property tests of the ledger over random event sequences (issue 12 §3).

Invariant: after every event the scores plus 1,000 per riichi stick on
the table equal the starting total (chombo's end-of-game penalty aside: it
is kept in `TableState.penalties`, never moved between players). Also: the
final scores keep that total (leftover sticks go to a player or are lost),
results with uma and oka sum to zero where the rules lose nothing, and
undoing every event returns the start. The three-player presets
(TABLE_RULES.md §8) run the same properties with three seats.
"""

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from trainer.core import preset as scoring_preset
from trainer.table import (
    AbortiveDraw,
    Called,
    Chombo,
    Claim,
    Draw,
    EndGame,
    Game,
    HandValue,
    HanFu,
    Riichi,
    Setup,
    TableError,
    Win,
    table_rules,
)

PRESETS = ["tenhou", "mahjong_soul", "wrc", "ema", "m_league", "classic", "arcade", "tenhou_sanma",
           "mahjong_soul_sanma"]


def names_for(rules):
    return ("A", "B", "C", "D")[:rules.players]

# a few real hands: the ledger gives each its seat and round wind
HANDS = [
    HandValue.of({"closed": "234m456p678s33355s", "win": "3s", "riichi": True, "dora_indicators": "2s"}),
    HandValue.of({"closed": "55566611122z", "win": "2z", "melds": [{"type": "pon", "tiles": "777z"}]}),
    HandValue.of({"closed": "123m55566622z", "win": "2z", "melds": [{"type": "pon", "tiles": "777z"}]}),
    HandValue.of({"closed": "22m345678p", "win": "2m", "melds": [{"type": "chi", "tiles": "678s"}]}),
]

values = st.one_of(
    st.builds(HanFu, han=st.integers(1, 4), fu=st.sampled_from([30, 40, 50, 60, 70])),
    st.builds(HanFu, han=st.integers(5, 13), fu=st.just(0)),
    st.builds(HanFu, yakuman=st.integers(1, 2)),
    st.sampled_from(HANDS),
    st.sampled_from([Called(ron=8000), Called(ron=12000), Called(non_dealer_pays=2000, dealer_pays=4000),
                     Called(non_dealer_pays=4000)]),
)


@st.composite
def event(draw, n=4):
    """A random event at a table of `n` seats."""
    kind = draw(st.sampled_from(["riichi", "riichi", "ron", "tsumo", "draw", "abortive", "chombo", "end"]))
    seat = draw(st.integers(0, n - 1))
    if kind == "riichi":
        return Riichi(seat)
    if kind == "tsumo":
        return Win(None, (Claim(seat, draw(values), pao=draw(st.sampled_from([None, (seat + 1) % n]))),))
    if kind == "ron":
        others = [s for s in range(n) if s != seat]
        winners = draw(st.lists(st.sampled_from(others), min_size=1, max_size=n - 1, unique=True))
        claims = tuple(Claim(w, draw(values), pao=draw(st.sampled_from([None, None, (w + 2) % n]))) for w in winners)
        return Win(seat, claims)
    if kind == "draw":
        tenpai = tuple(draw(st.lists(st.booleans(), min_size=n, max_size=n)))
        nagashi = tuple(draw(st.lists(st.integers(0, n - 1), max_size=2, unique=True))) if draw(st.integers(0, 9)) == 0 else ()
        return Draw(tenpai, nagashi)
    if kind == "abortive":
        return AbortiveDraw(draw(st.sampled_from(["nine_terminals", "four_winds", "four_kans", "four_riichi",
                                                  "triple_ron"])))
    if kind == "chombo":
        return Chombo(seat)
    # the end, rarely (a game should get far)
    if draw(st.integers(0, 30)) == 0:
        return EndGame(draw(st.sampled_from(["called", "agari_yame", "tenpai_yame"])))
    return Riichi(seat)


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(data=st.data())
def test_scores_plus_sticks_keep_the_starting_total(name, data):
    rules = table_rules(name)
    n = rules.players
    events = data.draw(st.lists(event(n), min_size=1, max_size=120))
    setup = Setup(names_for(rules), rules, scoring_preset(name))
    start = n * rules.start_points
    game = Game(setup)
    applied = 0
    for e in events:
        if game.state.over:
            break
        try:
            out = game.add(e)
        except TableError:
            continue
        applied += 1
        s = game.state
        assert sum(s.scores) + 1000 * s.sticks == start
        assert sum(out.deltas) == -1000 * (s.sticks - game.state_after(len(game) - 2).sticks)
        assert all(p.amount > 0 for p in out.payments)
        assert s.honba >= 0 and s.sticks >= 0 and 0 <= s.round <= 3
    final = game.state.final
    if final is not None:
        lost = 0 if rules.leftover_sticks == "first" else 1000 * game.state.sticks
        assert sum(final.scores) + lost == start
        if not lost and rules.final_rounding == "none" and n * (rules.return_points - rules.start_points) == \
                1000 * rules.oka:
            assert abs(sum(final.points) - sum(final.penalties)) < 0.05 * n
        assert sorted(final.places) == list(range(1, n + 1))
    for _ in range(applied):
        game.undo()
    assert game.state == Game(setup).state


def play_hand(rng, game):
    """One plausible hand: some riichi, then a win, a draw or (rarely) an abortive draw or chombo."""
    n = game.setup.table_rules.players
    for seat in range(n):
        if rng.random() < 0.2:
            try:
                game.add(Riichi(seat))
            except TableError:
                pass
        if game.state.over:
            return
    r = rng.random()
    small = HanFu(rng.randint(1, 4), rng.choice([30, 40, 50])) if rng.random() < 0.8 else HanFu(rng.choice([5, 6, 8]), 0)
    if r < 0.35:
        winner = rng.randrange(n)
        e = Win(None, (Claim(winner, small),))
    elif r < 0.75:
        discarder = rng.randrange(n)
        winners = rng.sample([x for x in range(n) if x != discarder], 2 if rng.random() < 0.1 else 1)
        e = Win(discarder, tuple(Claim(w, small) for w in winners))
    elif r < 0.95:
        e = Draw(tuple(rng.random() < 0.5 for _ in range(n)), (rng.randrange(n),) if rng.random() < 0.05 else ())
    elif r < 0.98:
        e = AbortiveDraw(rng.choice(["nine_terminals", "four_winds"]))
    else:
        e = Chombo(rng.randrange(n))
    try:
        game.add(e)
    except TableError as refused:  # not under these rules (nagashi, abortive draws, …): the hand is replayed
        if refused.args_.get("rule") == "double_ron":  # head bump: the nearest claimant alone
            game.add(Win(e.discarder, (next(c for c in e.claims if c.winner == refused.args_["winner"]),)))
    assert sum(game.state.scores) + 1000 * game.state.sticks == n * game.setup.table_rules.start_points


@pytest.mark.parametrize("name", PRESETS)
@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**32))
def test_whole_games_keep_the_total_and_end(name, seed):
    rng = random.Random(seed)
    rules = table_rules(name)
    n = rules.players
    game = Game(Setup(names_for(rules), rules, scoring_preset(name)))
    for _ in range(400):
        if game.state.over:
            break
        play_hand(rng, game)
    if not game.state.over:  # long games (no bust, dealer repeats) are stopped by the table
        game.add(EndGame("called"))
    final = game.state.final
    lost = 0 if rules.leftover_sticks == "first" else 1000 * game.state.sticks
    assert sum(final.scores) + lost == n * rules.start_points
    order = sorted(range(n), key=lambda s: (-final.scores[s], s))
    assert [final.places[s] for s in order] == list(range(1, n + 1))


edit_step = st.one_of(
    st.tuples(st.just("add"), event()),
    st.tuples(st.just("replace"), st.integers(0, 200), event()),
    st.tuples(st.just("insert"), st.integers(0, 200), event()),
    st.tuples(st.just("remove"), st.integers(0, 200)),
    st.tuples(st.just("undo")),
    st.tuples(st.just("redo")),
)


@pytest.mark.parametrize("name", ["tenhou", "wrc", "m_league"])
@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(steps=st.lists(edit_step, min_size=1, max_size=60))
def test_corrections_undo_and_redo_equal_a_replay_from_scratch(name, steps):
    """Issue 12 §3: correcting a past event recomputes everything after it,
    undo and redo go any number of steps. After every edit (refused ones
    change nothing) the state is the one the event list gives when replayed
    from the start, and keeps the total; undoing every edit returns to the
    start, and redoing them all to the same end."""
    rules = table_rules(name)
    setup = Setup(("A", "B", "C", "D"), rules, scoring_preset(name))
    game = Game(setup)
    for step in steps:
        before = (game.events, game.state)
        n = len(game)
        try:
            if step[0] == "add":
                game.add(step[1])
            elif step[0] == "replace":
                game.replace(step[1] % max(n, 1), step[2])
            elif step[0] == "insert":
                game.insert(step[1] % (n + 1), step[2])
            elif step[0] == "remove":
                game.remove(step[1] % max(n, 1))
            else:
                getattr(game, step[0])()
        except TableError:
            assert (game.events, game.state) == before
            continue
        assert game.state == Game(setup, game.events).state
        s = game.state
        assert sum(s.scores) + 1000 * s.sticks == 4 * rules.start_points
    end = game.state
    undone = 0
    while game.can_undo:
        game.undo()
        undone += 1
    assert game.state == Game(setup).state and len(game) == 0
    for _ in range(undone):
        game.redo()
    assert game.state == end
