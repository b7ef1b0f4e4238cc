"""`score --json` as a stream (issue 3): answers flushed per line from a
pipe, buffered from a regular file, one result per line whatever the line
endings or read sizes, and each result line equal to json.dumps of the
SCHEMA.md fields."""

import dataclasses
import io
import json
import select
import subprocess
import sys

import pytest
from conftest import ROOT

from trainer.cli import _line_scorer, _score_lines
from trainer.core import HandError, WinContext, hand_from_json, score_json

# SCHEMA.md example: riichi, tanyao, dora 3 (three 3s), 40 fu -> non-dealer mangan ron 8,000
EXAMPLE = {"closed": "234m456p678s33355s", "win": "3s", "seat_wind": "S", "riichi": True, "dora_indicators": "2s"}
# 1 han 30 fu non-dealer ron = 1,000: chun pon, 2s tanki (20 + 2 tanki + 4 open chun triplet = 26 -> 30)
CHUN = {"closed": "123m567p22789s", "melds": [{"type": "pon", "tiles": "777z"}], "win": "2s", "seat_wind": "S"}


class _Recorder(io.StringIO):
    """A text stdout that counts flushes."""

    flushes = 0

    def flush(self):
        self.flushes += 1
        super().flush()


_BLOCK = 1 << 16  # a large read


class _Slow(io.RawIOBase):
    """A raw binary stream (no file behind it) whose every read returns at
    most `size` bytes, as a pipe fed slowly does."""

    def __init__(self, data: bytes, size: int):
        self.data, self.size = data, size

    def readable(self) -> bool:
        return True

    def readinto(self, buf) -> int:
        n = min(len(buf), self.size, len(self.data))
        buf[:n], self.data = self.data[:n], self.data[n:]
        return n


def _Dribble(data: bytes, size: int) -> io.BufferedReader:
    """stdin as the process sees a slow pipe: buffered over `_Slow`."""
    return io.BufferedReader(_Slow(data, size))


def _answers(text: str) -> list:
    out = [json.loads(x) for x in text.splitlines()]
    return [o["error"]["detail"] if o["error"] else (o["han"], o["fu"], o["points"]["total"]) for o in out]


def test_a_pipe_gets_each_answer_before_the_next_hand_is_sent():
    proc = subprocess.Popen([sys.executable, "-m", "trainer", "score", "--json"], stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT)
    try:
        got = []
        for hand in (EXAMPLE, CHUN):
            proc.stdin.write((json.dumps(hand) + "\n").encode())
            proc.stdin.flush()
            # the answer must come while stdin is still open
            ready, _, _ = select.select([proc.stdout], [], [], 30)
            assert ready, "no answer to a hand sent through an open pipe"
            got.append(json.loads(proc.stdout.readline()))
        proc.stdin.close()
        assert proc.stdout.read() == b"" and proc.wait(timeout=30) == 0
    finally:
        proc.kill()
        proc.wait()
    assert [(o["han"], o["fu"], o["points"]["ron"]) for o in got] == [(5, 40, 8000), (1, 30, 1000)]


def test_interactive_input_is_flushed_per_line_and_a_regular_file_once(tmp_path):
    lines = b"".join((json.dumps(h) + "\n").encode() for h in (EXAMPLE, CHUN, EXAMPLE))
    # one line per read (a person or a program feeding hands one by one)
    out = _Recorder()
    assert _score_lines(_Dribble(lines, 90), out) == 0
    assert _answers(out.getvalue()) == [(5, 40, 8000), (1, 30, 1000), (5, 40, 8000)]
    assert out.flushes >= 3  # at least one flush per answer, before the next read
    # the same hands from a regular file: written through the buffer, flushed at the end
    path = tmp_path / "hands.jsonl"
    path.write_bytes(lines * 50)
    out = _Recorder()
    with open(path, "rb") as f:
        assert _score_lines(f, out) == 0
    assert len(_answers(out.getvalue())) == 150 and out.flushes == 1


def test_a_regular_file_on_stdin_gives_the_same_lines_as_a_pipe(tmp_path):
    path = tmp_path / "hands.jsonl"
    path.write_text("\n".join(json.dumps(h) for h in (EXAMPLE, CHUN)) + "\nnot json\n")
    with open(path, "rb") as f:
        from_file = subprocess.run([sys.executable, "-m", "trainer", "score", "--json"], stdin=f,
                                   capture_output=True, cwd=ROOT, timeout=60)
    from_pipe = subprocess.run([sys.executable, "-m", "trainer", "score", "--json"], input=path.read_bytes(),
                               capture_output=True, cwd=ROOT, timeout=60)
    assert from_file.returncode == from_pipe.returncode == 0
    assert from_file.stdout == from_pipe.stdout
    assert _answers(from_file.stdout.decode()) == [(5, 40, 8000), (1, 30, 1000), "bad_json"]


@pytest.mark.parametrize("size", [1, 7, 4096, _BLOCK])
def test_one_result_per_line_whatever_the_read_size_and_line_endings(size):
    long_line = json.dumps(CHUN).replace(", ", "," + " " * (_BLOCK // 4), 5)  # longer than one read block
    assert len(long_line) > _BLOCK
    data = (b"\xef\xbb\xbf" + json.dumps(EXAMPLE).encode() + b"\r\n"  # a BOM and a CRLF ending
            + b"\n"                                                     # a blank line
            + long_line.encode() + b"\n"
            + b"\xff\xfe\n"                                             # not UTF-8
            + b"   \t \r\n"                                             # blank but for spaces
            + json.dumps(CHUN).encode())                                # the last line has no newline
    out = _Recorder()
    _score_lines(_Dribble(data, size), out)
    assert _answers(out.getvalue()) == [(5, 40, 8000), "empty_line", (1, 30, 1000), "bad_encoding", "empty_line",
                                        (1, 30, 1000)]


def test_no_input_gives_no_output():
    out = _Recorder()
    assert _score_lines(_Dribble(b"", 10), out) == 0
    assert out.getvalue() == ""


def test_the_result_line_is_json_dumps_of_the_schema_fields():
    # each line the CLI writes must be exactly json.dumps of score_json,
    # plain and with --explain
    from random_hands import generate

    plain, explained = _line_scorer(False), _line_scorer(True)
    hands = [EXAMPLE, CHUN, *generate(29, 400)]
    hands.append(dict(EXAMPLE, tsumo=True, seat_wind="E", honba=2, riichi_sticks=3))  # dealer tsumo: dealer_pays null
    refused = 0
    for hand in hands:
        raw = json.dumps(hand).encode()
        for line, explain in ((plain, False), (explained, True)):
            want = json.dumps(score_json(hand, explain=explain), ensure_ascii=True, separators=(",", ":"))
            assert line(raw) == want, hand
        refused += json.loads(plain(raw))["error"] is not None
    assert 0 < refused < len(hands) // 2
    dealer_tsumo = json.loads(plain(json.dumps(hands[-1]).encode()))
    # riichi, menzen tsumo, tanyao, dora 3 = 6 han: dealer haneman tsumo, 6,000 all + 100 per honba
    # from each; 3 sticks -> 3 x 6,200 + 3,000 = 21,600
    assert dealer_tsumo["points"] == {"total": 21600, "dealer_pays": None, "non_dealer_pays": 6200,
                                      "honba_bonus": 600, "sticks_bonus": 3000}


def test_score_json_keeps_the_explanation_for_library_callers():
    assert "explanation" in score_json(EXAMPLE)
    assert "explanation" not in score_json(EXAMPLE, explain=False)


def _fault(data: dict) -> tuple:
    with pytest.raises(HandError) as e:
        hand_from_json(data)
    return e.value.code, e.value.detail, e.value.field


def test_hand_reader_names_the_first_fault_in_schema_order():
    base = {"closed": "123m567p22789s", "win": "2s", "melds": [{"type": "pon", "tiles": "777z"}]}
    # flags are checked in the SCHEMA input order: riichi comes before ippatsu
    assert _fault(dict(base, ippatsu=1, riichi="yes")) == ("invalid_notation", "bad_field", "riichi")
    assert _fault(dict(base, tsumo=None)) == ("invalid_notation", "bad_field", "tsumo")
    # a meld fault names the meld, whichever meld it is
    good = {"type": "pon", "tiles": "777z"}
    for meld, want in (({"type": "pon", "tiles": "777z", "x": 1}, ("invalid_meld", "meld_shape")),
                       ({"type": "pon"}, ("invalid_meld", "meld_shape")),
                       ("pon 777z", ("invalid_meld", "meld_shape")),
                       ({"type": "kan", "tiles": "7777z"}, ("invalid_meld", "meld_type")),
                       ({"type": ["pon"], "tiles": "777z"}, ("invalid_meld", "meld_type")),
                       ({"type": "pon", "tiles": 777}, ("invalid_notation", "bad_field")),
                       ({"type": "pon", "tiles": "77x"}, ("invalid_notation", "bad_character"))):
        assert _fault(dict(base, melds=[meld])) == (*want, "melds[0]")
        assert _fault(dict(base, melds=[good, meld])) == (*want, "melds[1]")
    # the melds come before the flags, the flags before honba, honba before the winds
    assert _fault(dict(base, melds=[{"type": "pon"}], riichi=1))[2] == "melds[0]"
    assert _fault(dict(base, riichi=1, honba=-1))[2] == "riichi"
    assert _fault(dict(base, honba=True, seat_wind="X"))[2] == "honba"
    assert _fault(dict(base, seat_wind="X", dora_indicators=5))[2] == "seat_wind"


def test_hand_reader_fills_the_win_context_defaults():
    hand, ctx, _ = hand_from_json({"closed": "123m567p22789s777z", "win": "2s"})
    assert ctx == WinContext() and dataclasses.asdict(ctx) == dataclasses.asdict(WinContext())
    _, ctx, _ = hand_from_json(dict(CHUN, riichi=False, tsumo=True, honba=3, round_wind="S"))
    assert ctx == WinContext(tsumo=True, seat_wind="S", round_wind="S", honba=3)
    assert [str(t) for t in hand.closed] == ["1m", "2m", "3m", "5p", "6p", "7p", "2s", "2s", "7s", "8s", "9s",
                                             "7z", "7z", "7z"]


def test_a_reader_that_goes_away_gets_no_traceback(tmp_path):
    # `score --json < FILE | head -1`: the results are buffered, the pipe
    # closes under the writer; the command ends quietly
    path = tmp_path / "hands.jsonl"
    path.write_text((json.dumps(EXAMPLE) + "\n") * 3000)
    proc = subprocess.run(f"{sys.executable} -m trainer score --json < {path} | head -1", shell=True,
                          capture_output=True, text=True, cwd=ROOT, timeout=60)
    assert json.loads(proc.stdout)["points"]["ron"] == 8000
    assert proc.stderr == ""
