"""Three-player (sanma) game logs (issue 19 part 7): the real files of
tests/data/logs (README: mjai-reviewer3p/, riichienv/) read in each format,
every win re-scored and compared with what the log recorded, and the
format's own errors.

The expected values come from the logs themselves (their score texts, yaku
texts and score changes) and from the rules of TABLE_RULES.md §8, worked by
hand in the comments; none is copied from our output.
"""

import json
from pathlib import Path

import pytest
from jansou.io.mjai import dump_mjai
from jansou.io.mjlog import dump_mjlog
from jansou.io.tenhou_json import parse_tenhou_json

from trainer.logs import check_win, read_bytes, read_log
from trainer.logs.tenhou6 import paifu_of

DATA = Path(__file__).parents[1] / "data" / "logs"
R3P = DATA / "mjai-reviewer3p"
RIICHIENV = DATA / "riichienv" / "mjsoul_3p_double_ron_excerpt.jsonl"
TENHOU_GAME = R3P / "double_nukidora.json"  # Tenhou 2021010217gm-00b9-0000-3eb2e915, 三鳳南喰赤
MJS_FILES = ("chankan.json", "kan3_nuki_rinshan.json", "kokushi13_withnuki.json", "kokushi_ankan.json",
             "kokushi_peinuki.json", "nukidora_doubleron.json")


def _game(path: Path):
    lf = read_log(path)
    assert lf.error is None
    (g,) = lf.games
    assert g.error is None, g.error
    return g


def _without_rules(hand: dict) -> dict:
    return {k: v for k, v in hand.items() if k != "rules"}


def test_a_tenhou_three_player_game_reads_as_three_players_under_tenhou_sanma():
    g = _game(TENHOU_GAME)
    # the file: names ["しめじん", "TiccyWu", "長光麻夜", ""], 12 hands, rule 三鳳南喰赤
    assert g.player_count == 3 and g.players == ("しめじん", "TiccyWu", "長光麻夜", "")
    assert g.rules.preset == "tenhou_sanma" and g.rules.red_fives == (0, 1, 1)
    assert g.game == "2021010217gm-00b9-0000-3eb2e915" and g.start_points == 35000
    assert len(g.hands) == 12 and not g.unreadable and not g.warnings
    # the file's sc: 31900 -8, 47200 42, 25900 -34 and the empty fourth seat
    assert g.final.scores == (31900, 47200, 25900, 0) and g.final.points == (-8.0, 42.0, -34.0, 0.0)
    assert [h.draw.kind for h in g.hands if h.draw] == ["exhaustive", "exhaustive", "exhaustive", "nine_terminals"]


@pytest.mark.parametrize("path", [TENHOU_GAME, *(R3P / n for n in MJS_FILES), RIICHIENV], ids=lambda p: p.name)
def test_every_win_of_the_real_three_player_logs_agrees_with_its_log(path):
    g = _game(path)
    checks = [(h, w, check_win(w)) for h, w in g.wins]
    assert checks
    for h, w, c in checks:
        if path.name == "kokushi_peinuki.json" and h.label == "E3":
            continue  # the log contradicts itself: next test
        assert c.agrees, (h.label, h.honba, w.winner, [d.to_json() for d in c.differences], c.cause)


def test_a_log_whose_win_leaves_out_the_stick_its_own_final_gives_is_damaged():
    # kokushi_peinuki.json, E3: seat 0 (riichi accepted: 15400 at the
    # start, its discard "r…" not won on) deals into the dealer's (seat 2)
    # thirteen orphans, a dealer yakuman ron of 48,000. The winner collects
    # the stick too: +49,000. The win's score changes say +48,000; the
    # file's own final sc says 94,000 = 45,000 + 48,000 + 1,000.
    g = _game(R3P / "kokushi_peinuki.json")
    (h, w), = [(h, w) for h, w in g.wins if h.label == "E3"]
    assert h.scores[2] == 45000 and h.riichi == (0,) and g.final.scores[2] == 94000
    c = check_win(w)
    assert c.cause == "damaged_log"
    assert [d.to_json() for d in c.differences] == [
        {"field": "payments", "logged": [-48000, 0, 48000, 0], "ours": [-48000, 0, 49000, 0]}]
    assert "do not add up with the last hand" in g.warnings[0].message


def test_tenhou_folds_kita_into_dora_and_the_check_adds_them():
    # E1, 0 honba: seat 0 (the dealer) discards "f44" first: one kita.
    # Dora indicator 9m → dora 1m (three players: 9m wraps to 1m); seat 0
    # holds no 1m. Tenhou: 満貫12000点, 中 1, 白 1, 混一色 2, ドラ 1 — the
    # "dora" is the kita. Ours lists kita 1 on its own line.
    g = _game(TENHOU_GAME)
    h, w = g.wins[0]
    assert (h.label, h.honba, w.winner, w.from_seat) == ("E1", 0, 0, 2)
    assert w.hand["kita"] == 1 and w.hand["dora_indicators"] == "9m"
    assert {"id": "dora", "han": 1} in w.logged["yaku"] and w.logged["value"] == 12000
    c = check_win(w)
    assert c.agrees and {"id": "kita", "han": 1} in c.result["yaku"]
    assert not any(y["id"] == "dora" for y in c.result["yaku"])


def test_a_non_dealer_tsumo_pays_100_per_payer_per_honba_and_north_pays_nothing():
    # E1, 2 honba, 1 stick on the table: seat 2 (non-dealer) tsumo,
    # "400-700点"-style value 1,500 (tsumo loss: 1,000 from the dealer, 500
    # from the other; North's 500 is not paid). Each payer adds 100 per
    # honba: 1,200 and 700; the winner: 1,500 + 400 + 1,000 = 2,900.
    g = _game(TENHOU_GAME)
    (h, w), = [(h, w) for h, w in g.wins if (h.label, h.honba) == ("E1", 2)]
    assert w.deltas == (-1200, -700, 2900, 0) and w.logged["value"] == 1500
    p = check_win(w).result["points"]
    assert (p["dealer_pays"], p["non_dealer_pays"], p["total"]) == (1200, 700, 2900)


def test_a_dealer_mangan_tsumo_is_worth_8000_with_three_players():
    # nukidora_doubleron.json E3: the dealer (seat 2) 満貫4000点∀ with
    # 抜きドラ(3飜) (Mahjong Soul writes kita apart): 4,000 from each of
    # two payers = 8,000 (not 12,000); with the table's stick +9,000.
    g = _game(R3P / "nukidora_doubleron.json")
    (h, w), = [(h, w) for h, w in g.wins if (h.label, h.honba) == ("E3", 0)]
    assert w.deltas == (-4000, -4000, 9000, 0) and w.logged["value"] == 8000 and w.hand["kita"] == 3
    c = check_win(w)
    assert c.agrees and {"id": "kita", "han": 3} in c.result["yaku"] and c.result["points"]["total"] == 9000


def test_a_double_ron_on_a_kita_wins_on_the_north():
    # RiichiEnv's mjai excerpt of nukidora_doubleron.json E1: seat 2 sets a
    # North aside ({"type":"kita","actor":2}) and both others ron on it:
    # 対々和 2 + ドラ 3 (dealer mangan 12,000) and 三槓子 2 + 白 1 + ドラ 5
    # (baiman 16,000).
    for path in (RIICHIENV, R3P / "nukidora_doubleron.json"):
        g = _game(path)
        (a, b) = g.hands[0].wins
        assert (a.winner, a.from_seat, b.winner, b.from_seat) == (0, 2, 1, 2)
        assert a.hand["win"] == b.hand["win"] == "4z"
        assert (a.deltas, b.deltas) == ((12000, 0, -12000, 0), (0, 16000, -16000, 0))
        assert [check_win(w).result["points"]["total"] for w in (a, b)] == [12000, 16000]


def test_thirteen_orphans_robbing_a_closed_kan_wins_on_the_kan_tile():
    # kokushi_ankan.json: seat 1's closed kan of 6z is robbed by the dealer
    # (seat 0, 19m19p19s12334567z waiting on 6z): 48,000. jansou takes the
    # win from the discard before the kan (a hand that does not win).
    g = _game(R3P / "kokushi_ankan.json")
    (h, w), = g.wins
    assert w.hand["win"] == "6z" and w.deltas == (48000, -48000, 0, 0)
    assert check_win(w).agrees


def test_the_mjai_nukidora_event_reads_as_kita():
    # three-player Mortal forks write {"type":"nukidora"} for mjai's kita
    text = RIICHIENV.read_text(encoding="utf-8")
    assert text.count('"type":"kita"') == 2
    g = read_bytes(text.replace('"type":"kita"', '"type":"nukidora"').encode(), "x.mjson").games[0]
    assert [_without_rules(w.hand) for _, w in g.wins] == [_without_rules(w.hand) for _, w in _game(RIICHIENV).wins]


@pytest.mark.parametrize("name", ["double_nukidora.json", *MJS_FILES])
def test_the_real_games_written_as_mjai_read_to_the_same_hands(name):
    # converted: jansou's mjai writer (dump_mjai: "kita" events) over our
    # reading of the tenhou.net/6 file; read back by our mjai reader
    obj = json.loads((R3P / name).read_text(encoding="utf-8"))
    ref = _game(R3P / name)
    g = read_bytes(dump_mjai(paifu_of(obj)).encode(), "x.mjson").games[0]
    assert g.player_count == 3 and g.rules.preset == "tenhou_sanma"
    assert [_without_rules(w.hand) for _, w in g.wins] == [_without_rules(w.hand) for _, w in ref.wins]
    assert [w.deltas for _, w in g.wins] == [w.deltas for _, w in ref.wins]
    # mjai states no rules (tenhou_sanma): scored under the game's own, as --rules would
    assert all(check_win(w, ref.rules).agrees for _, w in g.wins if w.logged["value"] == w.deltas[w.winner]
               - 200 * w.hand["honba"] - 1000 * w.hand["riichi_sticks"])


def test_the_real_tenhou_game_written_as_mjlog_reads_to_the_same_hands():
    # converted: jansou's mjlog writer (GO type with the 0x10 bit; kita as
    # <N m="32">) over our reading of the Tenhou game; each AGARI's ba set to
    # the counters Tenhou's own score changes give (jansou writes the table's
    # sticks only). No real three-player mjlog was found in a public
    # repository (docs/log_import.md).
    obj = json.loads(TENHOU_GAME.read_text(encoding="utf-8"))
    ref = _game(TENHOU_GAME)
    xml = dump_mjlog(paifu_of(obj))
    parts = xml.split("<AGARI ")
    for i, (_h, w) in enumerate(ref.wins, 1):
        head, rest = parts[i].split(' ba="', 1)
        parts[i] = head + f' ba="{w.hand["honba"]},{w.hand["riichi_sticks"]}"' + rest.split('"', 1)[1]
    g = read_bytes("<AGARI ".join(parts).encode(), "2021010217gm-00b9-0000-3eb2e915.xml").games[0]
    assert g.error is None and not g.unreadable and g.player_count == 3 and g.rules.preset == "tenhou_sanma"
    assert [_without_rules(w.hand) for _, w in g.wins] == [_without_rules(w.hand) for _, w in ref.wins]
    assert [h.scores for h in g.hands] == [h.scores for h in ref.hands]


def test_jansou_alone_misreads_the_three_player_tenhou_json():
    # why trainer/logs/sanma.py rewrites each hand (docs/log_import.md):
    # four names make a four-player game, and "f44" stops the reader
    obj = json.loads(TENHOU_GAME.read_text(encoding="utf-8"))
    with pytest.raises(TypeError):
        parse_tenhou_json(obj)


def _hand_error(obj: dict, hand: int = 0) -> str:
    g = read_bytes(json.dumps(obj, ensure_ascii=False).encode(), "x.json").games[0]
    (u,) = [u for u in g.unreadable if u.number == hand + 1]
    return u.error.message


def test_three_player_tenhou_json_errors_name_the_hand_and_the_reason():
    base = json.loads(TENHOU_GAME.read_text(encoding="utf-8"))
    chi = json.loads(json.dumps(base))
    chi["log"][0][5][0] = "c111929"  # seat 0's first draw becomes a chi
    assert "hand 1 (E1, 0 honba): seat 0 calls chi (c111929): three players cannot chi" in _hand_error(chi)
    two_man = json.loads(json.dumps(base))
    two_man["log"][0][4][0] = 12  # a 2m dealt
    assert "tile code 12 (2m) is not in the three-player set (no 2m to 8m)" in _hand_error(two_man)
    fourth = json.loads(json.dumps(base))
    fourth["log"][0][13] = [11] * 13  # a deal for the empty fourth seat
    assert "hand 1 (E1, 0 honba): the deal of seat 3 [11, 11, 11" in _hand_error(fourth)
    assert "are not empty (three players)" in _hand_error(fourth)
    seat = json.loads(json.dumps(base))
    seat["log"][0][16][2][0] = 3  # the winner in the empty fourth seat
    assert "seats 0 to 2" in _hand_error(seat)
    # the other hands stand
    assert len(read_bytes(json.dumps(seat, ensure_ascii=False).encode(), "x.json").games[0].hands) == 11


@pytest.mark.parametrize("name", ["double_nukidora.json", *MJS_FILES])
def test_the_replay_reproduces_every_hand_and_the_final_result(name):
    # the ledger (trainer/table, TABLE_RULES.md §8) replays what happened;
    # each hand's score changes and the final scores and points must be the
    # log's. The Mahjong Soul finals: (score - 35,000) / 1,000 and uma
    # +15/0/-15, no oka (kokushi_ankan: 83,000 → +63, -13,000 → -63,
    # 35,000 → 0, as its sc prints).
    from trainer.table.replay import replay

    g = _game(R3P / name)
    r = replay(g)
    broken = [(h.round, h.honba) for h in r.hands if not h.matches]
    assert broken == ([("E3", 0)] if name == "kokushi_peinuki.json" else [])  # the damaged record above
    assert r.final_matches and r.final.scores == g.final.scores[:3]
    if name == "kokushi_ankan.json":
        assert r.final.points == (63.0, -63.0, 0.0)


def test_rules_given_on_the_command_line_override_the_logs():
    # E1, 2 honba: seat 2's 30 fu 2 han tsumo (base 480: dealer 1,000,
    # non-dealer 500, North's 500 not paid). Under North-bisection each
    # payer adds half of North's 500, 250 → 300: 1,300 and 800, + 200 honba
    # each: 1,500 and 1,000; the winner 2,500 + 1,000 stick = 3,500. The log
    # (tsumo loss) says 1,200 / 700 / 2,900: scored under other rules.
    from dataclasses import replace

    from trainer.core.rules import ALL_PRESETS

    g = _game(TENHOU_GAME)
    (h, w), = [(h, w) for h, w in g.wins if (h.label, h.honba) == ("E1", 2)]
    bisection = replace(ALL_PRESETS["tenhou_sanma"], tsumo_payment="north_bisection")
    c = check_win(w, bisection, g.rules)
    assert not c.agrees and c.cause == "rules_override"
    assert {"field": "payments", "logged": [-1200, -700, 2900, 0], "ours": [-1500, -1000, 3500, 0]} in \
        [d.to_json() for d in c.differences]


def test_a_three_player_game_is_stored_with_its_three_players_and_read_back_exactly(tmp_path):
    from trainer.logs.importer import import_files
    from trainer.logs.serial import game_from_json, game_to_json
    from trainer.logs.store import GamesStore

    original = _game(TENHOU_GAME)
    assert game_from_json(game_to_json(original)) == original
    db = tmp_path / "games.sqlite3"
    (report,) = import_files([TENHOU_GAME], db)
    assert (report.added, report.wins) == (1, 8)
    store = GamesStore(db)
    try:
        (g,) = store.games()
        # the file's names and sc, without the empty fourth seat
        assert g.players == ("しめじん", "TiccyWu", "長光麻夜")
        assert g.final == {"scores": [31900, 47200, 25900], "points": [-8.0, 42.0, -34.0]}
        assert (g.wins, g.agreeing) == (8, 8)
        assert store.game(g.id) == original
        assert [w.hand["kita"] for w in store.wins(g.id)] == [w.hand["kita"] for _, w in original.wins]
    finally:
        store.close()


def test_a_mahjong_soul_thirteen_sided_thirteen_orphans_is_a_double_yakuman():
    # kokushi13_withnuki.json, E3 2 honba: seat 0 (non-dealer) rons seat 1
    # with 国士無双十三面待ち, "役満64000点" = two non-dealer yakuman (2 ×
    # 32,000; Mahjong Soul counts the 13-sided wait double), + 400 honba
    # (two counters × 200) + the 1,000 stick: +65,400; seat 1 −64,400.
    g = _game(R3P / "kokushi13_withnuki.json")
    (h, w), = [(h, w) for h, w in g.wins if (h.label, h.honba) == ("E3", 2)]
    assert w.deltas == (65400, -64400, 0, 0)
    assert w.logged["value"] == 64000 and w.logged["yaku"] == [{"id": "kokushi_13", "han": 26}]
    c = check_win(w)
    assert c.agrees and c.result["yakuman"] == 2 and c.result["points"]["total"] == 65400
