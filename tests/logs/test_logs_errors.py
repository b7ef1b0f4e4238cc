"""Bad files give a clear `LogError` and import nothing partial (issue 14):
empty, non-log, truncated, corrupt, gigantic, three-player; damaged
records are flagged with a likely cause. The damaged files are made here
from the shared games (data/logs/) or by hand."""

import gzip
import json
import re

import pytest
from log_helpers import GAMES, json_path, mjlog_path

from trainer.logs import LIMITS, WinLog, check_win, read_bytes, read_log

PAO_GAME = "2019103023gm-00a9-0000-f90e0fe9"


def _refused(lf, code):
    assert lf.games == (), "nothing of a refused file is kept"
    assert lf.error is not None and lf.error.code == code, lf.error
    assert lf.error.message and len(lf.error.message) < 300
    return lf.error


def _game_refused(lf, code):
    assert lf.error is None
    (g,) = lf.games
    assert g.error is not None and g.error.code == code, g.error
    assert g.hands == () and g.wins == (), "nothing of a refused game is kept"
    return g.error


def test_empty_and_blank_files(tmp_path):
    p = tmp_path / "empty.mjlog"
    p.write_bytes(b"")
    _refused(read_log(p), "empty")
    _refused(read_bytes(b"  \n\t\n", "blank.json"), "empty")
    _refused(read_bytes(gzip.compress(b""), "empty.gz"), "empty")


@pytest.mark.parametrize("data", [
    b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR",          # an image
    b"just some notes about my game\n",     # text
    b'{"players": 4, "result": "win"}',               # JSON, another kind
    b'[1, 2, 3]',
    b"<html><body>Tenhou</body></html>",              # XML, another kind
])
def test_files_that_are_not_logs(data):
    e = _refused(read_bytes(data, "x"), "not_a_log")
    assert "\x89PNG" not in e.message or "starting" in e.message  # at most a short excerpt


def test_xml_with_entities_is_refused_before_parsing():
    bomb = b'<?xml version="1.0"?><!DOCTYPE l [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><mjloggm>&b;</mjloggm>'
    _refused(read_bytes(bomb, "bomb.xml"), "not_a_log")


def test_unreadable_path(tmp_path):
    e = _refused(read_log(tmp_path / "missing.mjlog"), "io_error")
    assert "missing.mjlog" in e.message
    _refused(read_log(tmp_path), "io_error")  # a folder


def test_gigantic_files_are_refused_without_reading_them_whole(tmp_path):
    big = tmp_path / "big.json"
    with open(big, "wb") as f:
        f.write(b'{"log": [')
        f.seek(LIMITS["bytes"] + 10)
        f.write(b"]}")
    _refused(read_log(big), "too_large")
    bomb = gzip.compress(b" " * (LIMITS["bytes"] + 1024), compresslevel=9)  # small file, huge text
    assert len(bomb) < 100_000
    _refused(read_bytes(bomb, "bomb.mjlog"), "too_large")


def test_too_many_games_or_hands():
    obj = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    many = json.dumps([obj] * (LIMITS["games"] + 1)).encode()
    _refused(read_bytes(many, "many.json"), "too_large")
    long_game = dict(obj, log=obj["log"] * 30)  # 210 hands: refused before it is parsed (issue 24)
    assert len(long_game["log"]) > LIMITS["hands"]
    e = _refused(read_bytes(json.dumps(long_game).encode(), "long.json"), "too_large")
    assert "hands" in e.message


@pytest.mark.parametrize("game", GAMES[:2])
def test_truncated_files(game):
    xml = mjlog_path(game).read_bytes()
    for cut in (len(xml) // 2, len(xml) - 10, len(xml) - 1):
        _refused(read_bytes(xml[:cut], "cut.xml"), "truncated")
    js = json_path(game).read_bytes()
    for cut in (len(js) // 2, len(js) - 1):
        _refused(read_bytes(js[:cut], "cut.json"), "truncated")
    packed = gzip.compress(xml)
    _refused(read_bytes(packed[: len(packed) // 2], "cut.mjlog"), "truncated")


def test_gzip_mjlog_reads_like_the_plain_one():
    xml = mjlog_path(PAO_GAME).read_bytes()
    plain = read_log(mjlog_path(PAO_GAME)).games[0]
    packed = read_bytes(gzip.compress(xml), f"{PAO_GAME}.mjlog")
    assert packed.format == "mjlog"
    assert packed.games[0].hands == plain.hands


def test_corrupt_gzip():
    _refused(read_bytes(b"\x1f\x8b\x08\x00" + b"\x00" * 6 + b"not deflate data at all", "bad.mjlog"), "corrupt")


def test_damaged_json_syntax():
    js = json_path(PAO_GAME).read_text(encoding="utf-8")
    _refused(read_bytes(js.replace('"log":[', '"log":[[[0,0,0]},', 1).encode(), "bad.json"), "corrupt")


def _only_hand_lost(lf, number, label):
    """The game stands; hand `number` (`label`) alone is listed as
    unreadable, with a reason that names it (issue 20, cause 6)."""
    (g,) = lf.games
    assert lf.error is None and g.error is None
    (bad,) = g.unreadable
    assert (bad.number, bad.label) == (number, label) and bad.error.code == "corrupt"
    assert bad.error.message.startswith(f"hand {number} ({label}, ") and dict(bad.error.args)["round"] == label
    return g


def test_an_impossible_move_loses_only_its_hand():
    """East 1 of the pao game: seat 0's first discard (44 = 4z, held) becomes
    29 (9p, not in the hand): the replay cannot make that move. That hand is
    listed with its reason; the six others are read (it was the whole game)."""
    obj = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    assert obj["log"][0][6][1] == 44
    obj["log"][0][6][1] = 29
    g = _only_hand_lost(read_bytes(json.dumps(obj).encode(), "moved.json"), 1, "E1")
    assert len(g.hands) == len(obj["log"]) - 1 and g.hands[0].label == "E2"

    xml = mjlog_path(PAO_GAME).read_text(encoding="utf-8")
    first_discard = re.search(r"<D(\d+)/>", xml)
    held = int(first_discard.group(1))
    bad = xml.replace(first_discard.group(0), f"<D{(held + 40) % 136}/>", 1)
    g = _only_hand_lost(read_bytes(bad.encode(), "moved.xml"), 1, "E1")
    assert len(g.hands) == len(obj["log"]) - 1


def test_one_bad_hand_in_a_file_of_three_games_leaves_everything_else():
    good = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    bad = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    bad["log"][0][6][1] = 29
    lf = read_bytes(json.dumps([good, bad, good]).encode(), "three.json")
    assert lf.error is None and len(lf.games) == 3
    assert [g.error is None for g in lf.games] == [True, True, True]
    assert lf.games[0].hands == lf.games[2].hands and len(lf.games[0].wins) == 7
    assert lf.games[1].hands == lf.games[0].hands[1:] and [u.number for u in lf.games[1].unreadable] == [1]


def test_a_four_player_game_marked_three_player_gets_a_clear_error():
    # the three-player bit (0x10) on a four-player game: every hand deals
    # four scores, which the error names (three-player games are read:
    # tests/logs/test_logs_sanma.py)
    xml = mjlog_path(PAO_GAME).read_text(encoding="utf-8")
    sanma = xml.replace('<GO type="169"', f'<GO type="{169 | 0x10}"', 1)
    e = _game_refused(read_bytes(sanma.encode(), "sanma.xml"), "corrupt")
    assert "hand 1 (E1, 0 honba)" in e.message and "4 scores [25000, 25000, 25000, 25000] for 3 players" in e.message
    obj = json.loads(json_path(PAO_GAME).read_text(encoding="utf-8"))
    obj["name"] = obj["name"][:3]
    obj["log"] = [entry[:4] + entry[4:13] + entry[-1:] for entry in obj["log"]]  # 3 seats: 14 entries a hand
    e = _game_refused(read_bytes(json.dumps(obj).encode(), "sanma.json"), "corrupt")
    assert "the scores [25000, 25000, 25000, 25000] are not three whole numbers" in e.message
    mjai = [{"type": "start_game", "names": ["a", "b", "c"]},
            {"type": "start_kyoku", "bakaze": "E", "kyoku": 1, "honba": 0, "kyotaku": 0, "oya": 0,
             "dora_marker": "1m", "scores": [35000] * 3, "tehais": [["1m"] * 13] * 3}]
    e = _game_refused(read_bytes("\n".join(json.dumps(e) for e in mjai).encode(), "sanma.mjson"), "truncated")
    assert "hand 1 (E1, 0 honba): the log ends inside this hand" in e.message


def test_mjai_with_a_broken_line():
    lines = ['{"type":"start_game"}', '{"type":"start_kyoku", "bakaze": "E"', '{"type":"end_game"}']
    e = _game_refused(read_bytes("\n".join(lines).encode(), "broken.mjson"), "corrupt")
    assert "line 2" in e.message


def test_a_damaged_score_chain_is_a_warning():
    """East 2 of the pao game starts at 210/230/330/230 (hundreds); make it 210/230/340/230."""
    xml = mjlog_path(PAO_GAME).read_text(encoding="utf-8")
    assert 'ten="210,230,330,230"' in xml
    g = read_bytes(xml.replace('ten="210,230,330,230"', 'ten="210,230,340,230"', 1).encode(), "chain.xml").games[0]
    assert g.error is None
    assert [w.code for w in g.warnings][:1] == ["inconsistent"]
    assert "hand 2" in g.warnings[0].message


def test_a_damaged_record_is_shown_with_its_cause():
    """East 1 of the pao game: 40 fu 4 han non-dealer tsumo = 8,000 (mangan).
    Record it as 7,700: the record no longer pays what its own han and fu
    say → damaged_log. Drop its haku yaku from the record instead → no rule
    explains it → unexplained."""
    xml = mjlog_path(PAO_GAME).read_text(encoding="utf-8")
    assert 'ten="40,8000,1"' in xml
    g = read_bytes(xml.replace('ten="40,8000,1"', 'ten="40,7700,0"', 1).encode(), f"{PAO_GAME}.xml").games[0]
    (h, w) = g.wins[0]
    c = check_win(w)
    assert not c.agrees and c.cause == "damaged_log"
    assert ("value", 7700, 8000) in [(d.field, d.logged, d.ours) for d in c.differences]

    good = read_log(mjlog_path(PAO_GAME)).games[0].wins[0][1]
    logged = dict(good.logged, yaku=[y for y in good.logged["yaku"] if y["id"] != "yakuhai_haku"], han=3)
    c = check_win(WinLog(good.winner, good.from_seat, good.pao, good.hand, logged, good.deltas))
    # 3 han 40 fu pays 5,200, not the recorded 8,000
    assert not c.agrees and c.cause == "damaged_log"
    assert sorted(d.field for d in c.differences) == ["han", "yaku"]
    # a record that pays what it says but names another yaku: no rule explains it
    logged = dict(good.logged, yaku=[dict(y, id="yakuhai_hatsu") if y["id"] == "yakuhai_haku" else y
                                     for y in good.logged["yaku"]])
    c = check_win(WinLog(good.winner, good.from_seat, good.pao, good.hand, logged, good.deltas))
    assert not c.agrees and c.cause == "unexplained"
    assert [(d.field, d.logged, d.ours) for d in c.differences] == \
        [("yaku", [["yakuhai_hatsu", 1]], [["yakuhai_haku", 1]])]


def test_double_yakuman_recorded_elsewhere_is_a_rule_difference():
    """Suuankou tanki, non-dealer tsumo: 111m 222p 333s 444s + 55z, won on 5z.
    Mahjong Soul counts it double: 26 han, 16,000/32,000 = 64,000; Tenhou
    single: 32,000 (SCHEMA.md "Yaku ids"; RULES.md §6 presets). A record of
    64,000 scored under Tenhou rules disagrees, and double_yakuman_hands =
    true explains it."""
    hand = {"closed": "111m222p333s444s55z", "melds": [], "win": "5z", "tsumo": True, "seat_wind": "S",
            "round_wind": "E", "dora_indicators": "9m", "ura_indicators": "", "honba": 0, "riichi_sticks": 0,
            "rules": "tenhou"}
    logged = {"fu": None, "han": 26, "value": 64000, "limit": "yakuman",
              "yaku": [{"id": "suuankou_tanki", "han": 26}], "raw_yaku": []}
    c = check_win(WinLog(1, 1, None, hand, logged, (-32000, 64000, -16000, -16000)))
    assert not c.agrees
    assert c.cause == "rule_difference"
    assert dict(c.cause_args) == {"option": "double_yakuman_hands", "value": True}
    assert ("value", 64000, 32000) in [(d.field, d.logged, d.ours) for d in c.differences]
    from trainer.core import PRESETS

    assert check_win(WinLog(1, 1, None, hand, logged, (0, 0, 0, 0)), PRESETS["mahjong_soul"]).agrees


def test_scoring_under_other_rules_says_so():
    """Under WRC rules (no red fives) the red fives of a Tenhou game count as
    plain fives; wins that change say it is the override."""
    from trainer.core import PRESETS

    g = read_log(json_path(GAMES[0])).games[0]
    checks = [check_win(w, PRESETS["wrc"], g.rules) for _, w in g.wins]
    assert any(not c.agrees for c in checks)
    assert {c.cause for c in checks if not c.agrees} == {"rules_override"}
    assert all("0" not in c.hand["closed"] and c.result["error"] is None for c in checks)


def test_damaged_bytes_never_raise():
    """400 random damages (seeded) of the shared files — bytes changed,
    digits swapped, pieces cut out or repeated — each read without an
    exception; a game that reads with an error keeps no hands; every win
    read can be checked."""
    import random

    rng = random.Random(14)
    files = [mjlog_path(g) for g in GAMES] + [json_path(g) for g in GAMES]
    originals = {f: f.read_bytes() for f in files}
    for _ in range(400):
        f = rng.choice(files)
        data = bytearray(originals[f])
        kind = rng.randrange(4)
        for _ in range(rng.randint(1, 4)):
            i = rng.randrange(len(data))
            if kind == 0:
                data[i] = rng.randrange(256)
            elif kind == 1:
                data[i] = ord(rng.choice("0123456789,-"))
            elif kind == 2:
                del data[i:i + rng.randint(1, 30)]
            else:
                data[i:i] = bytes(data[rng.randrange(len(data)):][:rng.randint(1, 20)])
        lf = read_bytes(bytes(data), str(f))
        assert lf.error is None or lf.games == ()
        for g in lf.games:
            assert g.error is None or g.hands == ()
            for _h, w in g.wins:
                check_win(w)
