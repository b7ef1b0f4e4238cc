"""Logs saved in other encodings and oversized logs (issue 24, part 4):
UTF-16 was refused as "binary data" and Shift_JIS with a raw Python error;
a 19 MB one-game log of 28,000 hands was refused only after a full parse
(17–33 s, about 1 GB). The files are the real games of tests/data/logs
re-saved here as a text editor would save them."""

import json
from pathlib import Path

import pytest

from trainer.logs import LIMITS, read_bytes, reader

DATA = Path(__file__).parents[1] / "data" / "logs"
RANKED = DATA / "mjai-reviewer" / "ranked_game.json"        # 3 hands, names in Japanese (Aさん…)
MJLOG = DATA / "mjx" / "tests_py" / "2011020401gm-00a9-0000-f6eff225.mjlog"


def _same_game(data: bytes, original: bytes, name: str):
    lf = read_bytes(data, name)
    assert lf.error is None, lf.error
    (g,) = lf.games
    (want,) = read_bytes(original, name).games
    assert g.error is None and g.hands == want.hands and g.players == want.players
    return g


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "utf-16-be", "utf-8-sig", "shift_jis", "cp932"])
def test_a_tenhou6_log_in_another_encoding(codec):
    original = RANKED.read_bytes()
    text = original.decode("utf-8")
    assert any(ord(c) > 0x3000 for c in text)  # Japanese names and result texts
    g = _same_game(text.encode(codec), original, "x.json")
    assert g.players[0] == json.loads(text)["name"][0]


@pytest.mark.parametrize("codec", ["utf-16", "utf-16-le", "shift_jis"])
def test_an_mjlog_in_another_encoding_with_its_declaration(codec):
    original = MJLOG.read_bytes()
    declared = "Shift_JIS" if codec == "shift_jis" else "UTF-16"
    text = original.decode("utf-8").replace("<mjloggm", f'<?xml version="1.0" encoding="{declared}"?><mjloggm', 1)
    _same_game(text.encode(codec), original, MJLOG.name)


def test_a_damaged_utf8_log_is_not_taken_for_shift_jis():
    data = bytearray(RANKED.read_bytes())
    first = next(i for i, b in enumerate(data) if b >= 0x80)
    data[first + 40] = 0xFF  # after the first Japanese text
    lf = read_bytes(bytes(data), "x.json")
    assert lf.error is not None and lf.error.code == "corrupt" and "UTF-8" in lf.error.message


def test_cut_utf16_is_truncated():
    data = RANKED.read_bytes().decode("utf-8").encode("utf-16-le")
    lf = read_bytes(data[:-1], "x.json")
    assert lf.error is not None and lf.error.code == "truncated"


def test_a_log_of_thousands_of_hands_is_refused_before_it_is_parsed(monkeypatch):
    obj = json.loads(RANKED.read_text(encoding="utf-8"))
    obj["log"] = obj["log"] * 9000  # 27,000 hands, about 18 MB
    data = json.dumps(obj, separators=(",", ":")).encode()
    assert len(data) < LIMITS["bytes"]

    def no_parse(*_a, **_k):
        raise AssertionError("parsed")

    monkeypatch.setattr(reader.json, "loads", no_parse)
    lf = read_bytes(data, "huge.json")
    assert lf.error is not None and lf.error.code == "too_large" and "hands" in lf.error.message


def test_an_mjlog_of_too_many_hands_or_attributes_is_refused_before_a_tree(monkeypatch):
    text = MJLOG.read_text(encoding="utf-8")
    body = text[text.index("<INIT"):text.rindex("</mjloggm>")]
    head = text[:text.index("<INIT")]
    many_hands = head + body * (LIMITS["hands"] // text.count("<INIT") + 1) + "</mjloggm>"
    monkeypatch.setattr(reader.ET, "fromstring", lambda *_a: (_ for _ in ()).throw(AssertionError("tree built")))
    lf = read_bytes(many_hands.encode(), "x.xml")
    assert lf.error.code == "too_large" and "hands" in lf.error.message
    attrs = " ".join(f'a{i}="1"' for i in range(1000))
    wide = head + "".join(f"<X {attrs}/>" for _ in range(LIMITS["xml_attributes"] // 1000 + 1)) + "</mjloggm>"
    lf = read_bytes(wide.encode(), "x.xml")
    assert lf.error.code == "too_large" and "attributes" in lf.error.message


def test_an_import_is_cancelled_inside_a_file_of_many_games(tmp_path):
    # issue 24: cancelling waited for a whole file's parse; now it is asked between its games
    from trainer.logs.importer import import_files

    obj = json.loads(RANKED.read_text(encoding="utf-8"))
    many = tmp_path / "season.json"
    many.write_text(json.dumps([obj] * 40), encoding="utf-8")
    asked = []

    def cancelled():
        asked.append(1)
        return len(asked) > 5  # during the reading of the file's games

    (report,) = import_files([many], tmp_path / "games.sqlite3", cancelled=cancelled)
    assert report.error is not None and report.error.code == "cancelled" and report.added == 0
    assert 5 < len(asked) < 40
    (whole,) = import_files([many], tmp_path / "games.sqlite3")
    assert whole.error is None and whole.added == 1 and whole.duplicates == 39


def test_a_file_of_more_hands_than_a_file_may_hold_is_refused_before_it_is_parsed():
    obj = json.loads(RANKED.read_text(encoding="utf-8"))
    obj["log"] = obj["log"] * 60  # 180 hands a game: each game within its limit
    data = json.dumps([obj] * (LIMITS["file_hands"] // 180 + 1), separators=(",", ":")).encode()
    lf = read_bytes(data, "season.json")
    assert lf.error is not None and lf.error.code == "too_large" and "hands" in lf.error.message
