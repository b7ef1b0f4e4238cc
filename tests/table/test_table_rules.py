"""Table rules (issue 12 §2): the seven presets carry TABLE_RULES.md's values,
n/c cells are marked assumed, options are checked, unknown ones refused."""

import ast

import pytest
from conftest import ROOT

from trainer.core.rules import ALL_PRESETS as SCORING_PRESETS
from trainer.table import TableError, table_rules, table_rules_from_json, table_rules_to_json
from trainer.table.rules import OPTION_NAMES, PRESETS, preset


def test_presets_match_the_scoring_presets():
    assert set(PRESETS) == set(SCORING_PRESETS)


@pytest.mark.parametrize("name, start, ret, oka, uma", [
    ("tenhou", 25000, 30000, 20, (20, 10, -10, -20)),        # §7.1 [TH-R; LOGS]
    ("mahjong_soul", 25000, 25000, 0, (15, 5, -5, -15)),     # §7.1 [MJS-W]: counted from 25,000, no oka
    ("wrc", 30000, 30000, 0, (15, 5, -5, -15)),              # §7.1 [WRC-W; TORI]
    ("ema", 30000, 30000, 0, (15, 5, -5, -15)),              # §7.1 [EMA-A; PAN]
    ("m_league", 25000, 30000, 20, (30, 10, -10, -30)),      # §7.1 [ML-W; ML-1]
    ("classic", 25000, 30000, 20, (5, 0, 0, -5)),            # §7.1 uma "0-5" [S001 l.557]; the rest n/c
])
def test_settlement_values_per_preset(name, start, ret, oka, uma):
    r = preset(name)
    assert (r.start_points, r.return_points, r.oka, r.uma) == (start, ret, oka, uma)


def test_table_rules_md_cells_per_preset():
    """A cell per section, TABLE_RULES.md §7.2–7.9."""
    t, m, w, e, ml, c = (preset(n) for n in ("tenhou", "mahjong_soul", "wrc", "ema", "m_league", "classic"))
    # §7.2 length, extension, bust, yame
    assert (t.extension_rounds, t.target_inclusive, t.bust, t.agari_yame, t.tenpai_yame) == (1, True, True, "auto", "auto")
    assert (c.extension_rounds, c.target_inclusive, c.agari_yame, c.yame_needs_target) == (2, False, "choice", False)
    assert (ml.agari_yame, ml.bust, w.extension_rounds) == ("off", False, 0)
    # §7.3 honba model: seed 001 counts the dealer's repeats
    assert (t.honba_reset, w.honba_reset, c.honba_reset) == ("non_dealer_win", "non_dealer_win", "deal_passes")
    # §7.4 nagashi: Tenhou bonus, WRC and EMA none
    assert (t.nagashi_mangan, w.nagashi_mangan, e.nagashi_mangan) == ("bonus", "off", "off")
    # §7.5 abortive draws
    assert t.abortive_draws == {"nine_terminals", "four_winds", "four_kans", "four_riichi"}
    assert not w.abortive_draws and not e.abortive_draws and not ml.abortive_draws
    # §7.6 several ron
    assert (t.double_ron, t.triple_ron, m.triple_ron, w.double_ron, e.triple_ron) == (True, "abortive", "scored", False, "scored")
    assert (e.multiple_ron_honba, e.multiple_ron_sticks) == ("each", "own_back")
    # §7.7 pao
    assert t.pao_yakuman == {"daisangen", "daisuushii"} and "suukantsu" in ml.pao_yakuman
    assert (t.pao_split, m.pao_split, e.pao_honba) == ("whole", "separate", "discarder")
    # §7.8 chombo
    assert (w.chombo, w.chombo_points, c.chombo, c.chombo_points) == ("end_penalty", 20000, "pay_each", 4000)
    # §7.9 riichi below 1,000
    assert (t.riichi_below_1000, e.riichi_below_1000, ml.riichi_below_1000) == (False, True, True)


@pytest.mark.parametrize("name, option", [
    ("tenhou", "chombo"),              # §7.8: not applicable online → table default, n/c
    ("mahjong_soul", "leftover_sticks"),  # §7.1 n/c
    ("wrc", "leftover_sticks"),        # §7.1 conflict → n/c
    ("wrc", "bust"),                   # §7.2 conflict → n/c
    ("ema", "ties"),                   # §7.1 n/c
    ("m_league", "chombo"),            # §7.8 conflict → n/c
    ("classic", "start_points"),       # §7.1 n/c
    ("arcade", "uma"),                 # every arcade cell is n/c
])
def test_nc_cells_are_marked_assumed(name, option):
    assert preset(name).is_assumed(option)


@pytest.mark.parametrize("name, option", [
    ("tenhou", "uma"), ("wrc", "ties"), ("ema", "leftover_sticks"), ("classic", "uma"), ("m_league", "bust"),
])
def test_sourced_cells_are_not_assumed(name, option):
    assert not preset(name).is_assumed(option)


def test_an_option_set_by_the_user_is_no_longer_assumed():
    r = table_rules("wrc", bust=True)
    assert r.bust is True and not r.is_assumed("bust") and r.is_assumed("leftover_sticks")


def test_unknown_option_is_refused_by_name():
    with pytest.raises(TableError) as e:
        table_rules("tenhou", honba_pay=100)
    assert e.value.code == "unknown_option" and "honba_pay" in e.value.message


@pytest.mark.parametrize("option, value", [
    ("uma", (20, 10, -10)), ("start_points", 25050), ("ties", "random"), ("bust", "yes"),
    ("abortive_draws", ["nine_terminals", "five_winds"]), ("extension_rounds", 3),
])
def test_bad_values_are_refused_naming_the_option(option, value):
    with pytest.raises(TableError) as e:
        table_rules("tenhou", **{option: value})
    assert e.value.code == "bad_option_value" and e.value.args_["option"] == option


def test_contradicting_options_are_refused():
    with pytest.raises(TableError):
        table_rules("wrc", triple_ron="scored")  # three winners without double ron


def test_unknown_preset():
    with pytest.raises(TableError) as e:
        preset("riichi_city")
    assert e.value.code == "unknown_preset"


@pytest.mark.parametrize("name", sorted(PRESETS))
def test_json_round_trip(name):
    r = table_rules(name) if name != "tenhou" else table_rules("tenhou", final_rounding="nearest_1000")
    assert table_rules_from_json(table_rules_to_json(r)) == r
    players = {"players"} if r.players == 3 else set()  # four-player rules are written as before
    assert set(table_rules_to_json(r)) == {"preset", "assumed", *OPTION_NAMES, *players}


def test_each_preset_has_a_docstring_citing_its_sources():
    """Issue 12 §2: "cite the table's source in each preset's docstring"."""
    tree = ast.parse((ROOT / "trainer/table/rules.py").read_text(encoding="utf-8"))
    docs = {}
    body = tree.body
    for node, nxt in zip(body, body[1:], strict=False):
        if isinstance(node, ast.Assign) and isinstance(nxt, ast.Expr) and isinstance(nxt.value, ast.Constant):
            docs[node.targets[0].id] = nxt.value.value
    keys = {"TENHOU": "TH-R", "MAHJONG_SOUL": "MJS-W", "WRC": "WRC15", "EMA": "EMA16", "M_LEAGUE": "ML-W",
            "CLASSIC": "S001", "ARCADE": "S004"}
    for const, source in keys.items():
        assert source in docs.get(const, ""), const
        assert "TABLE_RULES.md" in docs[const]
