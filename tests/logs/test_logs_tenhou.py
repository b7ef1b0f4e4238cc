"""The six shared Tenhou games (data/logs/, each as mjlog XML and as
tenhou.net/6 JSON) read to the same hands, and every win agrees with
Tenhou's own record (data/README.md: 59 wins, 12 draws, one pao).

Truth here is the mjlog's own record of each win (`log_helpers.raw_mjlog`,
read without jansou or trainer.logs): the hand (``hai``, ``m``, ``machi``),
indicators, ``ba``, ``ten``, ``yaku``, ``sc``, ``paoWho``, and the draws'
tenpai hands.
"""

import pytest
from log_helpers import GAMES, SITUATION_CODES, json_path, mjlog_path, raw_mjlog

from trainer.logs import check_win, read_log
from trainer.logs.yaku_codes import TENHOU_YAKU


def _both(game):
    x, j = read_log(mjlog_path(game)), read_log(json_path(game))
    assert x.error is None and j.error is None
    assert (x.format, j.format) == ("mjlog", "tenhou6")
    assert len(x.games) == len(j.games) == 1
    gx, gj = x.games[0], j.games[0]
    assert gx.error is None and gj.error is None, (gx.error, gj.error)
    return gx, gj


def test_the_shared_data_is_what_its_readme_says():
    """data/README.md: six games, 59 wins, 12 draws, one pao."""
    raws = [raw_mjlog(g) for g in GAMES]
    assert len(GAMES) == 6
    assert sum(len(r["wins"]) for r in raws) == 59
    assert sum(len(r["draws"]) for r in raws) == 12
    assert sum(w["pao"] is not None for r in raws for w in r["wins"]) == 1


@pytest.mark.parametrize("game", GAMES)
def test_mjlog_and_tenhou6_read_to_the_same_game(game):
    gx, gj = _both(game)
    assert gx.game == gj.game == game  # the mjlog's id comes from its file name, the JSON's from "ref"
    assert gx.content_hash == gj.content_hash
    assert [w.hand for _, w in gx.wins] == [w.hand for _, w in gj.wins]
    assert [(w.winner, w.from_seat, w.pao, w.deltas, w.meld_sources) for _, w in gx.wins] == \
        [(w.winner, w.from_seat, w.pao, w.deltas, w.meld_sources) for _, w in gj.wins]
    for hx, hj in zip(gx.hands, gj.hands, strict=True):
        assert (hx.label, hx.honba, hx.sticks, hx.scores, hx.riichi, hx.deltas, hx.draw) == \
            (hj.label, hj.honba, hj.sticks, hj.scores, hj.riichi, hj.deltas, hj.draw)
    for (_, wx), (_, wj) in zip(gx.wins, gj.wins, strict=True):
        # the JSON does not print the fu of a limit hand; everything else is recorded alike
        for k in ("han", "value", "limit", "yaku"):
            assert wx.logged[k] == wj.logged[k], k
    assert gx.players == gj.players
    assert gx.final == gj.final
    assert gx.rules == gj.rules
    assert gx.warnings == gj.warnings == ()


@pytest.mark.parametrize("game", GAMES)
def test_every_win_is_the_hand_tenhou_recorded(game):
    """Each WinLog.hand against the mjlog's own AGARI record."""
    raw = raw_mjlog(game)
    gx, gj = _both(game)
    assert len(gx.wins) == len(gj.wins) == len(raw["wins"])
    for (h, w), r in zip(gj.wins, raw["wins"], strict=True):   # the JSON: replayed, not stated
        hand = w.hand
        assert (w.winner, w.from_seat, w.pao) == (r["who"], r["from"], r["pao"])
        assert (h.round_wind, h.dealer, h.honba) == ("ESWN"[r["round"] // 4], r["oya"], r["honba"])
        assert hand["closed"] == r["closed"]
        assert sorted((m["type"], m["tiles"]) for m in hand["melds"]) == r["melds"]
        assert sorted((m["type"], m["tiles"], s) for m, s in zip(hand["melds"], w.meld_sources, strict=True)) == \
            sorted((t, tiles, f if t != "ankan" else None) for t, tiles, f in r["meld_from"])
        assert hand["win"] == r["win"]
        assert hand["dora_indicators"] == r["dora"]
        assert hand["ura_indicators"] == r["ura"]
        assert [hand["honba"], hand["riichi_sticks"]] == r["ba"]
        assert hand["tsumo"] == (r["who"] == r["from"])
        assert hand["seat_wind"] == "ESWN"[(r["who"] - r["oya"]) % 4]
        assert list(w.deltas) == r["deltas"]
        if not r["yakuman"]:  # under a yakuman Tenhou lists no situation yaku
            flags = {f for c, _ in r["yaku"] if (f := SITUATION_CODES.get(c))}
            if "double_riichi" in flags:
                flags.add("riichi")
            assert {f for f in SITUATION_CODES.values() if hand.get(f)} == flags
        assert w.logged["value"] == r["value"]
        assert w.logged["han"] == (13 * len(r["yakuman"]) if r["yakuman"] else sum(h for _, h in r["yaku"]))


@pytest.mark.parametrize("game", GAMES)
def test_every_win_agrees_with_tenhou(game):
    """Our core re-scores each win to Tenhou's fu, han, value, limit and yaku."""
    for g in _both(game):
        for h, w in g.wins:
            c = check_win(w)
            assert c.agrees, (game, h.label, h.honba, c.differences, c.cause)


def test_agreement_figures():
    """The figures of the report: wins per game, all agreeing, in both formats."""
    per_game = {}
    for game in GAMES:
        gx, gj = _both(game)
        per_game[game] = (len(gx.wins), sum(check_win(w).agrees for _, w in gx.wins),
                          sum(check_win(w).agrees for _, w in gj.wins))
    assert {g: n for g, (n, _, _) in per_game.items()} == {g: len(raw_mjlog(g)["wins"]) for g in GAMES}
    assert all(n == ax == aj for n, ax, aj in per_game.values())
    assert sum(n for n, _, _ in per_game.values()) == 59


@pytest.mark.parametrize("game", GAMES)
def test_draws_scores_and_end_as_recorded(game):
    raw = raw_mjlog(game)
    for g in _both(game):
        draws = [h.draw for h in g.hands if h.draw is not None]
        kinds = {"exhaustive": "exhaustive", "yao9": "nine_terminals", "kaze4": "four_winds", "kan4": "four_kans",
                 "reach4": "four_riichi", "ron3": "triple_ron", "nm": "nagashi_mangan"}
        # the mjlog shows the tenpai hands (hai0..3) at an exhaustive or
        # nagashi draw; at nine terminals it shows the declarer's hand, which is
        # no tenpai: abortive draws have none
        want = [(kinds[r["type"]], r["tenpai"] if r["type"] in ("exhaustive", "nm") else [False] * 4, r["deltas"])
                for r in raw["draws"]]
        assert [(d.kind, list(d.tenpai), list(d.deltas)) for d in draws] == want
        assert list(g.final.scores) == raw["owari"][0]
        assert list(g.final.points) == raw["owari"][1]
        assert list(g.players) == raw["names"]
        assert g.lobby["platform"] == "tenhou" and g.lobby["red_fives"] and g.lobby["kuitan"]
        assert g.rules.preset == "tenhou" and g.rules.red_fives == (1, 1, 1) and g.rules.kuitan
        assert g.start_points == 25000
        # score chain (TABLE_RULES.md §7.10): start − deposits + deltas = next start
        for a, b in zip(g.hands, g.hands[1:], strict=False):
            assert tuple(a.scores[s] - 1000 * a.riichi.count(s) + a.deltas[s] for s in range(4)) == b.scores


def test_yaku_codes_name_what_the_json_prints():
    """For every win, the mjlog's yaku codes name the entries the tenhou.net/6
    JSON of the same game prints (our code table against Tenhou's two formats)."""
    import unicodedata

    seen = set()
    for game in GAMES:
        gx, gj = _both(game)
        for (_, wx), (_, wj) in zip(gx.wins, gj.wins, strict=True):
            from_codes = sorted(unicodedata.normalize("NFKC", TENHOU_YAKU[c][1]) for c, h in wx.logged["raw_yaku"]
                                if h > 0)
            printed = sorted(unicodedata.normalize("NFKC", name.split("(")[0]) for name, _ in wj.logged["raw_yaku"])
            assert from_codes == printed
            seen.update(c for c, h in wx.logged["raw_yaku"] if h > 0)
    assert len(seen) >= 25  # the six games exercise most of the table
