"""`python -m trainer` dispatch (trainer/__main__.py): a mistyped command is
named as one (not "cannot open its window"), and a command piped into a
reader that stops early ends quietly (the new user's report: `quiz
--decode CODE | head -c 300` ended in a BrokenPipeError traceback)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import ROOT


def test_a_word_that_is_no_command_is_refused_as_one_even_without_a_display():
    env = {"PATH": "/usr/bin:/bin"}  # no DISPLAY, no WAYLAND_DISPLAY, no QT_QPA_PLATFORM
    out = subprocess.run([sys.executable, "-m", "trainer", "frobnicate"], cwd=ROOT, env=env, capture_output=True,
                         text=True, timeout=60)
    assert out.returncode == 2 and "unknown command 'frobnicate'" in out.stderr and "score" in out.stderr
    assert "window" not in out.stderr


@pytest.mark.parametrize("command", [
    ["quiz", "--generate", "4000", "--seed", "1"],
    ["quiz", "--generate", "4000", "--seed", "1", "--json"],
    ["score", "--json"],
])
def test_a_reader_that_stops_early_ends_the_command_quietly(command, tmp_path):
    hands = tmp_path / "hands.jsonl"
    hands.write_text('{"closed": "234m456p678s33355s", "win": "3s"}\n' * 5000, encoding="utf-8")
    with hands.open("rb") as stdin:
        proc = subprocess.Popen([sys.executable, "-m", "trainer", *command], cwd=ROOT, stdin=stdin,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert proc.stdout.read(30)
    proc.stdout.close()  # as `head -c 30` does
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0, err
    assert "Traceback" not in err and "BrokenPipe" not in err, err


@pytest.mark.parametrize("buffered", [True, False])
def test_a_reader_gone_before_a_short_answer_ends_it_quietly(buffered):
    """`quiz --decode` writes one short line; with the reader already gone
    the write fails at Python's flush at exit (a traceback before)."""
    code = subprocess.run([sys.executable, "-m", "trainer", "quiz", "--generate", "1", "--seed", "3"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60).stdout.split()[0]
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    if not buffered:
        env["PYTHONUNBUFFERED"] = "1"
    for _ in range(3):
        proc = subprocess.Popen([sys.executable, "-m", "trainer", "quiz", "--decode", code], cwd=ROOT, env=env,
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        proc.stdout.close()  # gone before the answer is written
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) == 0, err
        assert "Traceback" not in err and "BrokenPipe" not in err, err


def test_a_screenshot_run_prints_no_offscreen_platform_notices(tmp_path):
    """`--screenshot` renders offscreen, whose platform says "This plugin
    does not support propagateSizeHints()" for each shown window (30–40
    lines a run before); those are dropped, the picture is written."""
    png = tmp_path / "w.png"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=str(tmp_path), XDG_CONFIG_HOME=str(tmp_path),
               XDG_DATA_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-m", "trainer", "--screenshot", str(png), "--tab", "classroom"], cwd=ROOT,
                         env=env, capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert png.stat().st_size > 10_000
    assert "This plugin does not support" not in out.stderr, out.stderr


@pytest.mark.parametrize("args", [["--bogus"], ["--tab", "quiz", "--frobnicate"], ["-x"], ["--tab", "nope"],
                                  ["--size", "abc"], ["--size", "-1x2"], ["--hand", "-x"], ["--lang"],
                                  ["--lang", "xx"], ["--hand", "{\"closed\": 5}"], ["--hand", ""]])
def test_a_bad_window_argument_is_exit_2_even_without_a_display(args):
    """Exit 2 (bad arguments), not 3 ("cannot open its window"): the
    window's own parser reads the arguments before the display is checked
    (the breakers found unknown options, then bad values, said exit 3)."""
    out = subprocess.run([sys.executable, "-m", "trainer", *args], cwd=ROOT, env={"PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 2, out.stderr
    assert "cannot open its window" not in out.stderr and "usage: python -m trainer" in out.stderr


@pytest.mark.parametrize("args", [["--he"], ["--tab", "quiz", "--help"], ["-h", "--lang", "ja"]])
def test_help_in_any_spelling_prints_without_a_display(args):
    out = subprocess.run([sys.executable, "-m", "trainer", *args], cwd=ROOT, env={"PATH": "/usr/bin:/bin"},
                         capture_output=True, text=True, timeout=60)
    assert out.returncode == 0 and "--screenshot" in out.stdout, out.stderr


def test_help_into_a_closed_pipe_ends_quietly():
    out = subprocess.run(f"{sys.executable} -m trainer --help | true", shell=True, cwd=ROOT, capture_output=True,
                         text=True, timeout=60)
    assert "Traceback" not in out.stderr and "BrokenPipe" not in out.stderr, out.stderr
