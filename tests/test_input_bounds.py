"""Bad input is bounded at every entry point (issue 15, "Bad input"): nesting
depth, line length, integer size and text length each get a clear error that
quotes at most a short excerpt — never a traceback, never the input echoed
back whole. Each case here escaped as a traceback (or a 30 MB error) before.
"""

from __future__ import annotations

import base64
import json
import subprocess
import sys
import zlib

import pytest
from conftest import ROOT

from trainer.core.errors import HandError
from trainer.core.jsonio import MAX_DEPTH, MAX_JSON_TEXT, check_bounds, excerpt, loads_bounded, score_json
from trainer.quiz.hand_code import HandCodeError, decode_hand, encode_hand

HAND = {"closed": "234m456p678s33355s", "win": "3s"}
#: An error sentence is short: no value is quoted past a short excerpt.
SHORT = 300


def _run(*args, stdin: bytes | None = None) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "trainer", *args], input=stdin, capture_output=True,
                          cwd=ROOT, timeout=120, env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin"})


def forged_code(rules_json: bytes) -> str:
    """A hand code whose rules tail is `rules_json` with a valid checksum —
    what a hand-edited or malicious code looks like (hand_code layout v1)."""
    code = encode_hand(dict(HAND, rules={"preset": "wrc", "kiriage": False}))
    raw = base64.urlsafe_b64decode(code + "=" * (-len(code) % 4))
    body = raw[:-2]
    tail = json.dumps({"kiriage": False, "preset": "wrc"}, sort_keys=True, separators=(",", ":")).encode()
    assert body.endswith(tail)
    body = body[:-len(tail)] + rules_json
    return base64.urlsafe_b64encode(body + (zlib.crc32(body) & 0xFFFF).to_bytes(2, "big")).decode().rstrip("=")


def nested(depth: int) -> bytes:
    return b'{"preset":"wrc","local_yaku":' + b"[" * depth + b"]" * depth + b"}"


BIG = 10 ** 5000  # more than the 4,300 digits Python will turn into text


@pytest.mark.parametrize("field, value", [
    ("honba", BIG), ("riichi_sticks", -BIG), ("closed", BIG), ("win", BIG), ("riichi", BIG), ("seat_wind", BIG),
    ("melds", [BIG]), ("melds", [{"type": "pon", "tiles": BIG}]), ("rules", BIG),
    ("rules", {"preset": "wrc", "honba_value": BIG}),
], ids=lambda v: v if isinstance(v, str) else "big")
def test_score_json_refuses_a_huge_integer_without_formatting_it(field, value):
    """A whole number of 5,000 digits: str() of it raises ValueError in
    Python 3.11, so a message that formatted it crashed `score_json`."""
    out = score_json(dict(HAND, **{field: value}))
    err = out["error"]
    assert err["code"] == "invalid_notation" and err["detail"] == "too_large"
    assert err["field"].startswith(field)
    assert len(err["message"]) < SHORT and "digits" in err["message"]


def test_score_json_refuses_a_huge_integer_as_a_field_name():
    err = score_json({**HAND, BIG: 1})["error"]
    assert err["detail"] == "too_large" and len(err["message"]) < SHORT


@pytest.mark.parametrize("field", ["closed", "win", "seat_wind", "rules", "dora_indicators"])
def test_a_ten_megabyte_string_is_refused_naming_its_length_not_echoed(field):
    err = score_json(dict(HAND, **{field: "x" * 10_000_000}))["error"]
    assert err["detail"] == "too_large" and err["field"] == field
    assert "10,000,000 characters" in err["message"] and len(json.dumps(err)) < SHORT * 2


@pytest.mark.parametrize("rules", [
    {"preset": "wrc", "local_yaku": json.loads("[" * 500 + "]" * 500)},
    json.loads("[" * 500 + "]" * 500),
], ids=["local_yaku", "rules"])
def test_deeply_nested_rules_are_refused_with_the_path(rules):
    err = score_json(dict(HAND, rules=rules))["error"]
    assert err["detail"] == "too_deep" and err["field"].startswith("rules")
    assert len(err["message"]) < SHORT


LONG = "x" * 256  # the longest string a hand may hold


@pytest.mark.parametrize("rules", [
    {"kiriage": LONG}, {"red_fives": [LONG]}, {"red_fives": {LONG: 1}}, {"local_yaku": [LONG]},
    {"preset": LONG}, LONG, {LONG: 1}, {"honba_value": LONG}, {"kazoe": LONG}, [LONG] * 3,
], ids=["kiriage", "red_fives-list", "red_fives-suit", "local_yaku", "preset", "name", "option", "honba_value",
        "kazoe", "list"])
def test_a_rule_error_quotes_an_excerpt_of_a_long_value(rules):
    """Rule values at the 256-character bound: the message quoted the whole
    value (twice for a local yaku: 600+ characters) before errors.excerpt
    was used in rules.py; the direct call (hand codes, deck files) and the
    JSON front give the same short error."""
    from trainer.core.errors import HandError
    from trainer.core.rules import rules_from_json

    err = score_json(dict(HAND, rules=rules))["error"]
    assert err["code"] == "invalid_rules" and len(err["message"]) < SHORT and len(json.dumps(err)) < SHORT * 2, err
    assert LONG not in json.dumps(err)
    with pytest.raises(HandError) as caught:
        rules_from_json(rules)
    assert len(str(caught.value)) < SHORT and LONG not in json.dumps(caught.value.args)


@pytest.mark.parametrize("field", ["closed", "win", "dora_indicators", "meld"])
def test_a_string_padded_with_spaces_past_the_bound_is_refused_though_it_would_parse(field):
    """The tile reader skips spaces, so "234m… " + 10,000 spaces read as a
    legal hand: it was scored (1.4 s and 213 MB for 10 MB of spaces, the
    breaker found), beyond the 256-character bound. Now refused for it."""
    pad = " " * 10_000
    hand = dict(HAND, riichi=True)
    if field == "meld":
        hand.update(closed="234m456p678s33", melds=[{"type": "pon", "tiles": "555s" + pad}])
    elif field == "dora_indicators":
        hand[field] = "1m" + pad
    else:
        hand[field] = hand[field] + pad
    err = score_json(hand)["error"]
    assert err is not None and err["detail"] == "too_large" and err["field"].startswith(field.replace("meld", "melds"))
    assert "10,0" in err["message"] and len(err["message"]) < SHORT


def test_a_container_six_levels_deep_is_within_the_bound_and_seven_is_not():
    """MAX_DEPTH = 6 levels, the hand being level 1 (the check said "deeper
    than 6" of a list at level 6, while loads_bounded accepted its text)."""
    six = dict(HAND, rules={"local_yaku": [[[[]]]]})      # hand 1, rules 2, list 3, 4, 5, 6
    seven = dict(HAND, rules={"local_yaku": [[[[[]]]]]})
    assert score_json(six)["error"]["detail"] == "bad_option_value"  # read, and refused as a rule
    assert score_json(seven)["error"]["detail"] == "too_deep"
    assert loads_bounded(json.dumps(six)) == six
    with pytest.raises(HandError) as e:
        loads_bounded(json.dumps(seven))
    assert e.value.detail == "too_deep"


def test_score_json_lines_beyond_the_bounds_get_too_large_and_too_deep_not_bad_json():
    """A 5,000-digit number and 50,000 levels of brackets: Python's reader
    refuses both, and the line said bad_json quoting Python's advice
    ("use sys.set_int_max_str_digits()")."""
    lines = (json.dumps(HAND)[:-1] + ', "honba": ' + "9" * 5000 + "}\n" + "[" * 50_000 + "]" * 50_000 + "\n")
    out = _run("score", "--json", stdin=lines.encode())
    errs = [json.loads(x)["error"] for x in out.stdout.decode().splitlines()]
    assert [e["detail"] for e in errs] == ["too_large", "too_deep"]
    assert all("set_int_max_str_digits" not in e["message"] and len(e["message"]) < SHORT for e in errs)


def test_a_hand_with_too_many_values_is_refused():
    err = score_json(dict(HAND, melds=[{"type": "pon", "tiles": "111z"}] * 100_000))["error"]
    assert err["detail"] == "too_large" and err["field"] == "melds"


def test_a_legal_hand_passes_the_bounds_unchanged():
    """The README's example hand with riichi and indicator 2s: riichi 1 +
    tanyao 1 + three dora (333s) = 5 han, a mangan, 8,000 for a non-dealer
    ron (worked by hand; the bounds change nothing)."""
    hand = dict(HAND, riichi=True, seat_wind="S", dora_indicators="2s",
                rules={"preset": "tenhou", "local_yaku": [], "red_fives": {"m": 1, "p": 1, "s": 1}})
    check_bounds(hand)
    out = score_json(hand)
    assert out["error"] is None and out["points"]["total"] == 8000 and out["limit"] == "mangan"


def test_excerpt_is_short_for_any_value():
    assert excerpt("x" * 1000).endswith("(1,000 characters)") and len(excerpt("x" * 10**6)) < 80
    assert "digits" in excerpt(BIG) and excerpt(12) == "12"
    assert excerpt([1] * 10**5) == "a list of 100,000 items"


def test_loads_bounded_refuses_depth_length_and_non_json():
    assert loads_bounded('{"a": [1, 2]}') == {"a": [1, 2]}
    for text, detail in (("[" * 100_000 + "]" * 100_000, "too_large"), ("[" * 5000 + "]" * 5000, "too_deep"),
                         ("[" * (MAX_DEPTH + 1) + "]" * (MAX_DEPTH + 1), "too_deep"), ("{nope", "bad_json"),
                         ("1" * 5000, "bad_json")):
        with pytest.raises(ValueError) as e:
            loads_bounded(text)
        assert e.value.detail == detail and len(e.value.message) < SHORT


# -- hand codes -------------------------------------------------------------

@pytest.mark.parametrize("depth", [MAX_DEPTH + 1, 900, 1400])
def test_a_forged_hand_code_with_deeply_nested_rules_is_refused(depth):
    """1,400 levels (a 3,700-character code) raised RecursionError in decode_hand before."""
    with pytest.raises(HandCodeError) as e:
        decode_hand(forged_code(nested(depth)))
    assert e.value.reason == "corrupt" and len(e.value.message) < SHORT


def test_a_forged_hand_code_within_the_bounds_still_decodes():
    hand = decode_hand(forged_code(b'{"preset":"wrc","local_yaku":[]}'))
    assert hand["rules"] == {"preset": "wrc", "local_yaku": []}


def test_a_hand_code_longer_than_any_real_one_is_refused_unread():
    with pytest.raises(HandCodeError) as e:
        decode_hand("A" * 10_000_000)
    assert e.value.reason == "not_base64" and len(e.value.message) < SHORT


# -- command lines (subprocess: a traceback or an abort would show) ----------

def _clean(p: subprocess.CompletedProcess, code: int) -> None:
    assert p.returncode == code, p.stderr[-2000:]
    assert b"Traceback" not in p.stderr and len(p.stderr) < 2000, p.stderr[-500:]


def test_quiz_decode_of_a_forged_deep_code_is_a_clear_error():
    _clean(_run("quiz", "--decode", forged_code(nested(1400))), 1)


def test_score_rules_with_deeply_nested_json_is_a_clear_error():
    deep = '{"preset": "wrc", "x": ' + "[" * 40_000 + "]" * 40_000 + "}"  # under the 100,000-character bound
    p = _run("score", "234m456p678s33355s", "--win", "3s", "--rules", deep)
    _clean(p, 2)
    assert b"--rules" in p.stderr and b"nested deeper" in p.stderr


@pytest.mark.parametrize("flag", ["--honba", "--sticks"])
def test_score_counters_refuse_a_huge_number_quoting_an_excerpt(flag):
    p = _run("score", "234m456p678s33355s", "--win", "3s", flag, "9" * 5000)
    _clean(p, 2)
    assert b"5,000 characters" in p.stderr


def test_score_json_answers_a_ten_megabyte_line_with_one_short_error_line():
    line = b'{"closed": "' + b"1m" * 5_000_000 + b'", "win": "1m"}\n'
    p = _run("score", "--json", stdin=line + json.dumps(HAND).encode() + b"\n")
    assert p.returncode == 0
    out = p.stdout.decode().splitlines()
    assert len(out) == 2 and len(out[0]) < 1000
    assert json.loads(out[0])["error"]["detail"] == "too_large"
    assert json.loads(out[1])["error"] is None  # the batch goes on
    assert len(line) > MAX_JSON_TEXT


@pytest.mark.parametrize("args", [
    ["--size", "99999999999x1"], ["--size", "x" * 100_000], ["--size", "0x0"],
    ["--hand", forged_code(nested(5000))], ["--hand", '{"closed": ' + "[" * 60_000 + "]" * 60_000 + "}"],
    ["--hand", "A" * 100_000],
], ids=["size-huge", "size-long", "size-zero", "hand-code-deep", "hand-json-deep", "hand-code-long"])
def test_window_flags_refuse_bad_values_before_any_window(args):
    _clean(_run(*args), 2)


# -- the window's own entry points (pytest-qt) ------------------------------------

def test_pasting_ten_megabytes_into_the_calculator_is_refused_unread(qtbot):
    from PySide6.QtGui import QGuiApplication
    from ui_helpers import make_view

    view = make_view(qtbot)
    view.set_notation_text("234m456p678s33355s win 3s")
    before = view.model.state
    QGuiApplication.clipboard().setText("1m" * 5_000_000)
    view.paste_notation()
    assert view.model.state == before
    assert view.error_label.isVisible() and "10,000,000" in view.error_label.text()
    assert len(view.error_label.text()) < SHORT


def test_a_forged_hand_code_with_deep_rules_is_refused_by_ctrl_o_and_the_notation_box(qtbot):
    from ui_helpers import make_view

    view = make_view(qtbot)
    code = forged_code(nested(1400))
    assert not view.open_hand_code(code)
    assert view.error_label.isVisible() and len(view.error_label.text()) < SHORT
    view.set_notation_text(code)  # typed or pasted into the box: an error, not a traceback
    assert view.model.state.closed == ()
    assert view.notation.maxLength() >= len(encode_hand(dict(HAND, rules={"preset": "wrc", "kiriage": False})))
