"""First run (issue 15): `python -m trainer` on a machine with no display, or
without the system libraries Qt's platform plugin needs, prints why and what
to install and exits with 3 — Qt used to abort the process (SIGABRT), naming
a package that was already installed. `--check` reports the same. The README
names every package a real window needs, and CI installs them.
"""

from __future__ import annotations

import os
import re
import socket
import subprocess
import sys

import pytest
from conftest import ROOT

from trainer.ui.app import preflight

SIGABRT_EXIT = -6


def run_stripped(*args: str, **env: str) -> subprocess.CompletedProcess:
    """`python -m trainer ARGS` with only PATH and HOME from this environment
    (no DISPLAY, WAYLAND_DISPLAY or QT_QPA_PLATFORM unless given)."""
    clean = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": os.environ.get("HOME", "/tmp"), **env}
    return subprocess.run([sys.executable, "-m", "trainer", *args], capture_output=True, text=True, cwd=ROOT,
                          env=clean, timeout=120)


def test_no_display_is_a_message_and_exit_3_not_an_abort():
    p = run_stripped()
    assert p.returncode == preflight.EXIT_NO_WINDOW, (p.returncode, p.stderr[-2000:])
    assert "no display" in p.stderr and "DISPLAY" in p.stderr and "--screenshot" in p.stderr
    assert "Traceback" not in p.stderr and "Aborted" not in p.stderr


def test_check_with_no_display_says_so_and_exits_3():
    p = run_stripped("--check")
    assert p.returncode == preflight.EXIT_NO_WINDOW, p.stderr
    assert re.search(r"\[NO \] display: no DISPLAY or WAYLAND_DISPLAY", p.stdout), p.stdout
    assert "Qt's GUI libraries" in p.stdout and "cannot open here" in p.stdout


def test_a_display_nobody_answers_is_a_message_not_an_abort():
    """DISPLAY set to a screen no X server serves (or the plugin's libraries
    missing, as on a fresh Debian): exit 3 with the reason either way."""
    p = run_stripped(DISPLAY=":87")
    assert p.returncode == preflight.EXIT_NO_WINDOW and p.returncode != SIGABRT_EXIT, p.stderr[-2000:]
    assert "No X server answers at DISPLAY=':87'" in p.stderr or "apt-get install" in p.stderr


def test_a_screenshot_needs_no_display(tmp_path):
    out = tmp_path / "calc.png"
    p = run_stripped("--hand", '{"closed":"234m456p678s33355s","win":"3s"}', "--screenshot", str(out))
    assert p.returncode == 0, p.stderr[-2000:]
    assert out.stat().st_size > 10_000


def test_missing_plugin_libraries_are_named_with_their_debian_packages(monkeypatch):
    """As on a fresh Debian 12 desktop (libxcb-icccm4 and libxcb-keysyms1 are
    not pulled in by anything else): the message names both packages."""
    def fake_missing(path):
        return ["libxcb-icccm.so.4", "libxcb-keysyms.so.1"] if path.name == "libqxcb.so" else []

    monkeypatch.setattr(preflight, "missing_libraries", fake_missing)
    monkeypatch.setattr(preflight, "_x_display_answers", lambda display, timeout=1.0: True)
    report = preflight.check({"DISPLAY": ":0"})
    assert not report.can_open
    assert "sudo apt-get install libxcb-icccm4 libxcb-keysyms1" in report.problem
    assert preflight.startup_problem({"DISPLAY": ":0"}) == report.problem


def test_missing_gui_libraries_stop_even_a_screenshot(monkeypatch):
    monkeypatch.setattr(preflight, "missing_libraries", lambda path: ["libEGL.so.1"])
    report = preflight.check({}, screenshot=True)
    assert not report.can_open and "sudo apt-get install libegl1" in report.problem


def test_a_working_x11_setup_passes(monkeypatch):
    monkeypatch.setattr(preflight, "missing_libraries", lambda path: [])
    monkeypatch.setattr(preflight, "_x_display_answers", lambda display, timeout=1.0: True)
    assert preflight.check({"DISPLAY": ":0"}).can_open
    assert preflight.startup_problem({"DISPLAY": ":0"}) is None


def test_a_fault_in_the_check_never_stops_the_app(monkeypatch):
    def broken(path):
        raise RuntimeError("ldd went wrong")

    monkeypatch.setattr(preflight, "missing_libraries", broken)
    assert preflight.startup_problem({"DISPLAY": ":0"}) is None


def test_an_x_display_answers_only_where_a_server_listens():
    """A listening abstract socket is what Xorg/Xvfb open for display :N."""
    number = 90 + os.getpid() % 9
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        server.bind(f"\0/tmp/.X11-unix/X{number}")
    except OSError:
        pytest.skip("no abstract unix sockets here")
    server.listen(1)
    try:
        assert preflight._x_display_answers(f":{number}")
        assert preflight._x_display_answers(f":{number}.0")
    finally:
        server.close()
    assert not preflight._x_display_answers(f":{number}")


@pytest.mark.parametrize("library, package", [
    ("libxcb-icccm.so.4", "libxcb-icccm4"), ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-cursor.so.0", "libxcb-cursor0"), ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"), ("libEGL.so.1", "libegl1"), ("libGL.so.1", "libgl1"),
    ("libdbus-1.so.3", "libdbus-1-3"), ("libglib-2.0.so.0", "libglib2.0-0"), ("libX11-xcb.so.1", "libx11-xcb1"),
    ("libfontconfig.so.1", "libfontconfig1"), ("libz.so.1", "zlib1g"),
])
def test_library_files_map_to_the_debian_packages_that_ship_them(library, package):
    """Package names as Debian 12 ships them (`dpkg -S`, packages.debian.org)."""
    assert preflight.debian_package(library) == package


def test_the_readme_lists_every_package_a_real_window_needs():
    readme = (ROOT / "README.md").read_text()
    for package in preflight.GUI_PACKAGES + preflight.X11_PACKAGES:
        assert package in readme, package
    assert "--check" in readme


def test_ci_installs_the_packages_and_opens_a_real_window():
    ci = (ROOT / ".ci" / "run").read_text()
    for package in preflight.GUI_PACKAGES + preflight.X11_PACKAGES + ("xvfb", "xauth"):
        assert package in ci, package
    assert "xvfb-run" in ci and "--check" in ci
