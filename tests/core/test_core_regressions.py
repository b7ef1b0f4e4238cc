"""Regression tests for core bugs found by the differential run (issue 3).

Each test names the rule, its source, and the hand that exposed the bug
(bench/oracle_diff.py; docs/oracle_differences.md "Our bugs, fixed").
"""

from __future__ import annotations

from trainer.core import score_json


def test_real_yakuman_beats_kazoe_reading_paying_the_same():
    # 222333444m 666m 0m5m, dealer tsumo with riichi. Two readings pay
    # 16,000 all: 222 333 444 666 55 is suuankou (four concealed triplets by
    # tsumo, a yakuman); 234 234 234 666 55 is riichi 1 + menzen tsumo 1 +
    # iipeikou 1 + tanyao 1 + chinitsu 6 + dora 3 (indicator 5m -> 666m) +
    # aka dora 1 = 14 han, a kazoe yakuman. At equal points Tenhou shows the
    # real yakuman (majiang-core lib/hule.js: a yakuman reading replaces an
    # equal-points kazoe one; the `mahjong` library's _hand_priority ranks
    # a real yakuman first "as on Tenhou"). The core used to keep the 14-han
    # kazoe reading because it broke the tie on han.
    hand = {"closed": "22233344405666m", "win": "6m", "tsumo": True, "riichi": True,
            "seat_wind": "E", "round_wind": "S", "dora_indicators": "5m", "rules": "tenhou"}
    r = score_json(hand)
    assert [(y["id"], y["han"]) for y in r["yaku"]] == [("suuankou", 13)]
    assert (r["han"], r["yakuman"], r["limit"]) == (13, 1, "yakuman")
    # dealer yakuman tsumo: 2 x 8000 from each of three players
    assert r["points"]["non_dealer_pays"] == 16000 and r["points"]["total"] == 48000
    assert r["explanation"]["choice"] == "same_points_yakuman"
    kazoe = [s for s in r["explanation"]["readings"] if s["limit"] == "kazoe_yakuman"]
    assert kazoe and kazoe[0]["han"] == 14 and kazoe[0]["points"] == 48000


def test_kazoe_capped_at_sanbaiman_loses_to_the_yakuman_on_points():
    # Same hand under `ema` (kazoe capped at sanbaiman, no red fives: 5m
    # plain): the yakuman reading (48,000) pays more than the sanbaiman one
    # (dealer tsumo 12,000 all = 36,000), so it wins on points alone.
    hand = {"closed": "22233344455666m", "win": "6m", "tsumo": True, "riichi": True,
            "seat_wind": "E", "round_wind": "S", "dora_indicators": "5m", "rules": "ema"}
    r = score_json(hand)
    assert [y["id"] for y in r["yaku"]] == ["suuankou"]
    assert r["points"]["total"] == 48000
    assert r["explanation"]["choice"] == "higher_points"


# --------------------------------------------------------------------------
# Guards for the speed work of issue 3: each fast path must give exactly
# what the plain code gives (the answers were compared on 40,000+ hands
# under five presets when the fast paths went in; these keep them honest).

def _broken_hands():
    """Hands with one fault each, built from random legal hands (seeded)."""
    import random

    from random_hands import generate

    rng = random.Random(7)
    out = []
    for h in generate(31, 400):
        h = dict(h)
        fault = rng.choice(("copies", "red", "count", "win", "meld", "indicators", "flag"))
        if fault == "copies":
            h["dora_indicators"] = h["closed"][:1] + h["closed"][-1] * 4
        elif fault == "red":
            h["closed"] = h["closed"] + "0m0m"
        elif fault == "count":
            h["closed"] = h["closed"][1:]
        elif fault == "win":
            h["win"] = "7z" if "7z" not in h["closed"] else "1m"
        elif fault == "meld":
            h["melds"] = [*h.get("melds", []), {"type": "chi", "tiles": "135m"}]
        elif fault == "indicators":
            h["dora_indicators"] = "123456m"
        else:
            h["ippatsu"] = True
            h.pop("riichi", None)
            h.pop("double_riichi", None)
        out.append(h)
    return out


def test_validation_fast_path_names_the_same_fault_as_the_ordered_checks():
    # validation.validate skips the detailed checks when one pass over the
    # tiles finds nothing wrong; when something is wrong, the first failing
    # check in SCHEMA order must be the one reported, as before.
    from trainer.core import HandError, hand_from_json
    from trainer.core import validation as v

    def ordered(hand, ctx, rules):
        v.check_copies(hand, ctx)
        v.check_red_fives(hand, ctx, rules)
        v.check_melds(hand)
        v.check_count(hand)
        v.check_win_tile(hand)
        v.check_flags(hand, ctx)

    seen = set()
    for data in _broken_hands():
        try:
            args = hand_from_json(data)
        except HandError:
            continue
        want = got = None
        try:
            ordered(*args)
        except HandError as e:
            want = (e.code, e.detail, e.field, e.tiles)
        try:
            v.validate(*args)
        except HandError as e:
            got = (e.code, e.detail, e.field, e.tiles)
        assert got == want, data
        seen.add(want and want[0])
    assert {"too_many_copies", "too_many_red_fives", "wrong_tile_count", "win_tile_missing", "invalid_meld",
            "conflicting_flags"} <= seen


def test_parse_tiles_fast_path_equals_the_character_loop():
    # tiles.parse_tiles reads well-formed strings with a regular expression;
    # anything else (spaces here) goes through the character loop.
    from trainer.core.tiles import parse_tiles

    for text in ("123m406p789s11z", "0m0p0s", "1234567z", "99m", "", "5550m"):
        spaced = " ".join(text)
        assert parse_tiles(text) == parse_tiles(spaced)
    assert [str(t) for t in parse_tiles("406m7z")] == ["4m", "0m", "6m", "7z"]


def test_hand_text_from_counts_equals_sorted_format():
    # summary.HandFacts.tiles_text and closed_text are built from counts; they
    # must read as format_tiles(tiles, sort=True) does (red five before the
    # plain ones)
    from random_hands import generate

    from trainer.core import hand_from_json
    from trainer.core.summary import HandFacts
    from trainer.core.tiles import format_tiles
    from trainer.core.validation import tally

    for data in generate(5, 300):
        hand, ctx, rules = hand_from_json(data)
        facts = HandFacts(hand, ctx, rules, tally(hand))
        assert facts.tiles_text == format_tiles(hand.all_tiles(), sort=True)
        assert facts.closed_text == format_tiles(hand.closed, sort=True)


def test_winner_total_equals_the_payments_total():
    # scoring compares readings with points.winner_total, which must be
    # payments(...).total without honba and sticks (RULES.md §4)
    from trainer.core.points import base_points, payments, winner_total
    from trainer.core.rules import PRESETS

    rules = PRESETS["tenhou"]
    for han in range(1, 14):
        for fu in (20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110):
            base = base_points(han, fu, 0, rules)[0]
            for dealer in (False, True):
                for tsumo in (False, True):
                    assert winner_total(base, dealer, tsumo) == payments(base, dealer, tsumo, 0, 0, rules).total


def test_no_reading_is_listed_twice():
    # RULES.md §1: every reading is scored once. 555067 88p (tenhou_sample
    # record 837) splits as 555p + 567p in two orders; the decomposition
    # must list that set of groups once, or the result shows the same
    # reading twice and says "equal" instead of "only_reading".
    from random_hands import generate

    from trainer.core import hand_from_json
    from trainer.core.summary import all_readings

    hand, ctx, _ = hand_from_json({"closed": "678m55506788p789s", "win": "9s", "riichi": True,
                                   "seat_wind": "W", "dora_indicators": "8m"})
    assert len(all_readings(hand, ctx.tsumo)) == 1
    for data in generate(11, 500):
        hand, ctx, _ = hand_from_json(data)
        readings = all_readings(hand, ctx.tsumo)
        assert len(set(readings)) == len(readings), data


def test_explanation_fields_are_built_on_first_access_and_equal_the_constructor_built_result():
    # scoring.score fills han, fu, yaku, limit, fu_items and points at once
    # and builds the explanation (fu_raw, chosen, readings, choice,
    # near_misses, notes) on first access; the values must be the same
    # whatever is read first, kept once built, and a ScoreResult built
    # through its constructor from the same fields must equal it.
    import dataclasses

    from random_hands import generate

    from trainer.core import HandError, ScoreResult, hand_from_json, score

    seen_lazy = 0
    for data in generate(13, 300):
        try:
            a = score(*hand_from_json(data))
            b = score(*hand_from_json(data))
        except HandError:
            continue
        seen_lazy += not a.source.explained and not a.source.itemized
        # read in different orders: near misses first on one, readings first on the other
        assert a.near_misses == b.near_misses and a.readings == b.readings
        assert a.explanation == b.explanation and a.explanation is a.explanation  # built once, then kept
        assert a.source.explained and a.source.itemized
        assert a.chosen is a.readings[0] and a.chosen.yaku == a.yaku and a.chosen.fu_items == a.fu_items
        assert a.fu_raw == sum(i.fu for i in a.fu_items if i.id not in ("rounding", "open_pinfu"))
        built = ScoreResult(**{f.name: getattr(a, f.name) for f in dataclasses.fields(ScoreResult)})
        assert built == a and repr(built) == repr(a) and hash(built) == hash(a)
        assert built.explanation is a.explanation
    assert seen_lazy > 250
    try:
        a.no_such_field  # noqa: B018 — must still raise
    except AttributeError:
        pass
    else:
        raise AssertionError("an unknown attribute did not raise")


def test_win_context_from_json_equals_the_constructor_built_one():
    # jsonio.hand_from_json fills WinContext's fields directly; a field added
    # to WinContext must not be left out.
    import dataclasses

    from random_hands import generate

    from trainer.core import WinContext, hand_from_json

    for data in generate(17, 300):
        _, ctx, _ = hand_from_json(data)
        built = WinContext(**{f.name: getattr(ctx, f.name) for f in dataclasses.fields(WinContext)})
        assert built == ctx and repr(built) == repr(ctx)
        assert dataclasses.asdict(built) == dataclasses.asdict(ctx)


def test_dora_items_from_counts_equal_the_tiles_counted_one_by_one():
    # scoring.dora_items counts dora from the hand's 34 counts; this is the
    # plain way: every tile of the hand once per indicator pointing at its
    # kind (RULES.md §5), tiles written sorted.
    from random_hands import generate

    from trainer.core import hand_from_json
    from trainer.core.scoring import dora_items, dora_targets
    from trainer.core.summary import HandFacts
    from trainer.core.tiles import dora_of, format_tiles
    from trainer.core.validation import tally

    def plain(hand, ctx):
        out = []
        tiles = hand.all_tiles()
        for yid, indicators in (("dora", ctx.dora_indicators),
                                ("ura_dora", ctx.ura_indicators if ctx.in_riichi else ())):
            hits = [t for ind in indicators for t in tiles if t.kind == dora_of(ind.kind)]
            if hits:
                out.append((yid, len(hits), format_tiles(hits, sort=True), len(hits)))
        reds = [t for t in tiles if t.red]
        if reds:
            out.append(("aka_dora", len(reds), format_tiles(reds, sort=True), len(reds)))
        return out

    doubled = 0
    for data in generate(19, 400):
        if data.get("dora_indicators"):
            # two indicators on one kind, to reach the repeated-target case
            data = dict(data, dora_indicators=data["dora_indicators"][:1] * 2 + data["dora_indicators"][-1])
        try:
            hand, ctx, rules = hand_from_json(data)
        except Exception:  # noqa: BLE001 — a doubled indicator may exceed 4 copies; skip those
            continue
        facts = HandFacts(hand, ctx, rules, tally(hand))
        got = [(y.id, y.han, y.tiles, y.count) for y in dora_items(facts, dora_targets(facts))]
        assert got == plain(hand, ctx), data
        doubled += any(y[0] == "dora" and y[1] >= 2 for y in got)
    assert doubled > 20


def test_readings_from_given_counts_equal_readings_counted_from_tiles():
    # all_readings takes the concealed counts from the scorer; given or not,
    # the readings (seven pairs and thirteen orphans included) are the same.
    from random_hands import generate

    from trainer.core import hand_from_json
    from trainer.core.summary import all_readings

    shapes = set()
    for data in generate(23, 600):
        hand, ctx, _ = hand_from_json(data)
        counts = [0] * 34
        for t in hand.closed:
            counts[t.kind] += 1
        plain = all_readings(hand, ctx.tsumo)
        assert all_readings(hand, ctx.tsumo, counts) == plain
        shapes.update(r.shape for r in plain)
    assert shapes == {"standard", "chiitoitsu", "kokushi"}


def test_riichi_flag_fast_path_still_refuses_riichi_on_an_open_hand():
    # validation skips check_flags for riichi/ippatsu on a closed hand; with
    # an open meld the contradiction must still be named (SCHEMA.md
    # conflicting_flags).
    from trainer.core import score_json

    base = {"closed": "234m456p678s55s", "win": "5s", "melds": [{"type": "pon", "tiles": "777z"}]}
    for flags in ({"riichi": True}, {"double_riichi": True}, {"riichi": True, "ippatsu": True}):
        err = score_json({**base, **flags})["error"]
        assert (err["code"], err["detail"]) == ("conflicting_flags", "riichi_open_hand")
    err = score_json({"closed": "234m456p678s55s777z", "win": "5s", "ippatsu": True})["error"]
    assert (err["code"], err["detail"]) == ("conflicting_flags", "ippatsu_without_riichi")
    closed_kan = {"closed": "234m456p678s55s", "win": "5s", "melds": [{"type": "ankan", "tiles": "7777z"}],
                  "riichi": True}
    assert score_json(closed_kan)["error"] is None
