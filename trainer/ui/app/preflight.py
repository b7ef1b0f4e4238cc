"""Can this machine open the window? Asked before Qt is loaded.

Qt aborts the whole process (SIGABRT) when it finds no display or its
platform plugin cannot load, and its message names a package that may well
be installed already ("xcb-cursor0") while the missing ones go unnamed. So
before anything imports QtGui, `startup_problem` looks for itself and, when a
window cannot open, returns one message that says why and what to install;
``python -m trainer`` then prints it and exits with `EXIT_NO_WINDOW`.
``python -m trainer --check`` (`check_main`) prints the whole report.

What is checked (Linux only; Windows and macOS ship what Qt needs):

- the display: ``QT_QPA_PLATFORM`` chosen by the user is trusted (offscreen,
  vnc…); otherwise ``WAYLAND_DISPLAY`` or ``DISPLAY`` must be set and answer
  (the X server's socket or port, the Wayland compositor's socket);
- the system libraries of Qt's platform plugin (``libqxcb.so`` for X11,
  ``libqwayland.so`` for Wayland) and of QtGui/QtWidgets themselves, found
  with ``ldd`` (or, without it, by loading the plugin); each missing one is
  named with its Debian/Ubuntu package.

A frozen build (a PyInstaller bundle, a Nuitka build) has no ``PySide6/Qt``
folder of a pip install: `qt_layout` finds Qt's libraries, plugins and
translations where the build put them, and ``--check`` then also looks at
what the bundle must carry (the platform plugin, the SVG plugins, the
translations, a CJK font: the machine's or the bundled subset).

This module imports only the standard library: it must run where QtGui
cannot even be imported.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import re
import shutil
import socket
import subprocess
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path

#: Exit code of ``python -m trainer`` (and ``--check``) when no window can open here.
EXIT_NO_WINDOW = 3

#: Debian/Ubuntu packages a real window needs besides Python (README "Two
#: commands"): Qt's GUI libraries (needed even offscreen), then its X11
#: plugin's. QT_NOTES.md; checked with `missing_libraries` on Debian 12.
GUI_PACKAGES = ("libegl1", "libgl1", "libxkbcommon0", "libfontconfig1", "libdbus-1-3", "libglib2.0-0",
                "libx11-6")
X11_PACKAGES = ("libxcb-cursor0", "libxcb-icccm4", "libxcb-image0", "libxcb-keysyms1", "libxcb-render-util0",
                "libxcb-shape0", "libxcb-randr0", "libxcb-xfixes0", "libxcb-xkb1", "libxkbcommon-x11-0",
                "libx11-xcb1")

#: Library file names whose Debian package is not the usual ``lib<name><N>``.
_PACKAGE_OF = {
    "libglib-2.0.so.0": "libglib2.0-0", "libgthread-2.0.so.0": "libglib2.0-0", "libgobject-2.0.so.0": "libglib2.0-0",
    "libz.so.1": "zlib1g", "libgcc_s.so.1": "libgcc-s1", "libharfbuzz.so.0": "libharfbuzz0b",
    "libc.so.6": "libc6", "libm.so.6": "libc6", "libdl.so.2": "libc6", "libpthread.so.0": "libc6",
    "librt.so.1": "libc6", "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0", "libwayland-egl.so.1": "libwayland-egl1",
}


def debian_package(library: str) -> str:
    """The Debian/Ubuntu package that ships a library file, by Debian's
    naming of library packages: ``libxcb-icccm.so.4`` → ``libxcb-icccm4``,
    ``libxkbcommon-x11.so.0`` → ``libxkbcommon-x11-0`` (a name ending in a
    digit takes a dash), ``libEGL.so.1`` → ``libegl1``; a few exceptions
    (glib, zlib, gcc) from a table."""
    if library in _PACKAGE_OF:
        return _PACKAGE_OF[library]
    m = re.fullmatch(r"(lib[\w.+-]*?)\.so\.(\d+)(?:\.\d+)*", library)
    if not m:
        return library
    name, major = m.group(1).lower(), m.group(2)
    return f"{name}-{major}" if name[-1].isdigit() else f"{name}{major}"


@dataclass
class Finding:
    """One line of the report.

    Attributes:
        ok: True when fine; False when it stops the window; None when only
            informative.
        what: what was looked at (``"X11 window (xcb)"``).
        detail: what was found.
        fix: what to do about it ("" when nothing).
    """

    ok: bool | None
    what: str
    detail: str
    fix: str = ""


@dataclass
class Report:
    """What `check` found: its `findings`, and whether a window can open."""

    findings: list[Finding] = field(default_factory=list)
    can_open: bool = True
    problem: str = ""


@dataclass
class QtLayout:
    """Where this run's Qt lives.

    Attributes:
        build: ``"pip"`` (PySide6 installed in Python), ``"PyInstaller"``
            or ``"Nuitka"`` (a frozen build).
        libraries: the folder holding ``libQt6Widgets.so.6`` (None when
            not found).
        plugins: Qt's plugin folder (``platforms/``, ``imageformats/`` …).
        translations: Qt's own ``qtbase_*.qm`` folder (None when absent).
        root: the bundle's folder (frozen builds) or PySide6's ``Qt`` folder.
    """

    build: str
    libraries: Path | None
    plugins: Path
    translations: Path | None
    root: Path


def frozen_build() -> str | None:
    """``"PyInstaller"`` or ``"Nuitka"`` when this process runs from such a
    build (PyInstaller sets ``sys.frozen`` and ``sys._MEIPASS``; Nuitka puts
    ``__compiled__`` in every compiled module), else None."""
    if "__compiled__" in globals():
        return "Nuitka"
    if getattr(sys, "frozen", False):
        return "PyInstaller" if hasattr(sys, "_MEIPASS") else "frozen"
    return None


def _first_dir(*candidates: Path) -> Path | None:
    return next((c for c in candidates if c.is_dir()), None)


def qt_layout() -> QtLayout | None:
    """Qt's folders for this run (see `QtLayout`): PySide6's ``Qt`` folder
    for a pip install; in a frozen build, the layouts PyInstaller
    (``_internal/PySide6/Qt/{lib,plugins,translations}``) and Nuitka
    (``PySide6/qt-plugins``, the libraries beside the executable) make.
    None when PySide6 is not installed (or a bundle lost its plugins)."""
    build = frozen_build()
    if build is None:
        qt = qt_folder()
        if qt is None:
            return None
        return QtLayout("pip", qt / "lib", qt / "plugins", _first_dir(qt / "translations"), qt)
    root = Path(getattr(sys, "_MEIPASS", "") or Path(sys.executable).resolve().parent)
    plugins = _first_dir(root / "PySide6" / "Qt" / "plugins", root / "PySide6" / "qt-plugins",
                         root / "qt-plugins", root / "plugins")
    if plugins is None:
        return None
    libraries = next((d for d in (root / "PySide6" / "Qt" / "lib", root, root / "PySide6")
                      if (d / "libQt6Widgets.so.6").exists()), None)
    translations = _first_dir(root / "PySide6" / "Qt" / "translations", root / "PySide6" / "translations",
                              root / "translations")
    return QtLayout(build, libraries, plugins, translations, root)


def qt_folder() -> Path | None:
    """PySide6's ``Qt`` folder (its libraries and plugins), found without
    importing PySide6; None when PySide6 is not installed."""
    spec = importlib.util.find_spec("PySide6")
    if spec is None or not spec.submodule_search_locations:
        return None
    for location in spec.submodule_search_locations:
        qt = Path(location) / "Qt"
        if qt.is_dir():
            return qt
    return None


def _ldd(path: Path) -> str | None:
    """``ldd``'s output for a library (None when ldd is not there)."""
    ldd = shutil.which("ldd") or next((p for p in ("/usr/bin/ldd", "/bin/ldd") if os.path.exists(p)), None)
    if ldd is None:
        return None
    try:
        return subprocess.run([ldd, str(path)], capture_output=True, text=True, timeout=20).stdout
    except (OSError, subprocess.SubprocessError):
        return None


def missing_libraries(path: Path) -> list[str]:
    """The shared libraries `path` needs that the system cannot find, in the
    order ``ldd`` lists them (without ldd: the first one the dynamic loader
    names when loading `path`). [] when all are there."""
    out = _ldd(path)
    if out is not None:
        missing = []
        for line in out.splitlines():
            m = re.match(r"\s*(\S+)\s+=>\s+not found", line)
            if m and m.group(1) not in missing:
                missing.append(m.group(1))
        return missing
    try:
        ctypes.CDLL(str(path), mode=os.RTLD_LAZY)
    except OSError as e:
        m = re.match(r"(\S+?): cannot open shared object file", str(e))
        return [m.group(1)] if m else [str(e)[:80]]
    return []


def _install_line(libraries: list[str]) -> str:
    packages = sorted({debian_package(lib) for lib in libraries})
    return "sudo apt-get install " + " ".join(packages)


def _x_display_answers(display: str, timeout: float = 1.0) -> bool:
    """An X server listens at `display` (``:0``, ``:1.0``, ``host:10``,
    ``unix:0``): its local socket (abstract or in /tmp/.X11-unix) or its
    TCP port. Unparsable values are given the benefit of the doubt."""
    m = re.fullmatch(r"(?:(unix|[\w.-]*)/)?([\w.-]*|\[[0-9a-fA-F:]+\]):(\d+)(?:\.\d+)?", display)
    if not m:
        return True
    host, number = m.group(2), int(m.group(3))
    if host in ("", "unix") or m.group(1) == "unix":
        for address in (f"\0/tmp/.X11-unix/X{number}", f"/tmp/.X11-unix/X{number}"):
            s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
            s.settimeout(timeout)
            try:
                s.connect(address)
                return True
            except OSError:
                pass
            finally:
                s.close()
        if host != "":
            return False
        host = "localhost"
    try:
        socket.create_connection((host.strip("[]"), 6000 + number), timeout=timeout).close()
        return True
    except OSError:
        return False


def _wayland_answers(env: Mapping[str, str]) -> bool:
    name = env.get("WAYLAND_DISPLAY", "")
    path = Path(name) if name.startswith("/") else Path(env.get("XDG_RUNTIME_DIR", "/nonexistent")) / name
    s = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    s.settimeout(1.0)
    try:
        s.connect(str(path))
        return True
    except OSError:
        return False
    finally:
        s.close()


def _platforms(env: Mapping[str, str]) -> list[str]:
    """The platform plugins Qt will try, in order (Qt 6: the user's
    ``QT_QPA_PLATFORM`` list; else Wayland first in a Wayland session with a
    compositor, then X11)."""
    chosen = env.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return [p.split(":")[0] for p in chosen.split(";") if p]
    if env.get("WAYLAND_DISPLAY") and env.get("XDG_SESSION_TYPE", "") == "wayland":
        return ["wayland", "xcb"]
    return ["xcb"]


def check(env: Mapping[str, str] | None = None, qt: Path | None = None, screenshot: bool = False,
          detailed: bool = True) -> Report:
    """Look at the display and the libraries (see the module docstring).

    Args:
        env: the environment (default: ``os.environ``).
        qt: PySide6's ``Qt`` folder (default: `qt_layout`, which also
            finds a frozen build's Qt).
        screenshot: the run renders offscreen (``--screenshot``): no display
            needed, only QtGui's own libraries.
        detailed: also check QtGui/QtWidgets apart from the platform plugin
            (the plugin's check covers their libraries too: ``ldd`` lists
            what it needs through them; the start-up check skips this).

    Returns:
        A `Report`; ``can_open`` False with ``problem`` the message to print
        when the window cannot open.
    """
    env = os.environ if env is None else env
    report = Report()
    if not sys.platform.startswith("linux"):
        report.findings.append(Finding(True, "system", f"{sys.platform}: Qt brings what it needs"))
        return report
    layout = (QtLayout("pip", qt / "lib", qt / "plugins", qt / "translations", qt) if qt is not None
              else qt_layout())
    if layout is None:
        report.can_open = False
        if frozen_build():
            report.problem = (f"This {frozen_build()} build of the Riichi Scoring Trainer has lost Qt's plugins "
                              "(no platforms folder beside the program): download or unpack it again.")
            report.findings.append(Finding(False, "Qt plugins", "not in the bundle", "unpack the bundle again"))
        else:
            report.problem = "PySide6 is not installed: run  pip install -e .  in the project folder."
            report.findings.append(Finding(False, "PySide6", "not installed", "pip install -e ."))
        return report
    problems: list[str] = []

    gui_missing: list[str] = []
    # QtWidgets needs QtGui: ldd lists both's libraries
    widgets = layout.libraries / "libQt6Widgets.so.6" if layout.libraries else None
    if detailed and widgets is not None and widgets.exists():
        gui_missing = missing_libraries(widgets)
    if gui_missing:
        fix = _install_line(gui_missing)
        report.findings.append(Finding(False, "Qt's GUI libraries", "missing " + ", ".join(gui_missing), fix))
        problems.append("Qt's GUI libraries need system libraries that are not installed: "
                        + ", ".join(gui_missing) + ".\nInstall them with:\n    " + fix)
    elif detailed:
        report.findings.append(Finding(True, "Qt's GUI libraries", "every system library they need is installed"))

    platforms = ["offscreen"] if screenshot else _platforms(env)
    user_chose = bool(env.get("QT_QPA_PLATFORM", "").strip()) or screenshot
    if not user_chose and not env.get("DISPLAY") and not env.get("WAYLAND_DISPLAY"):
        report.findings.append(Finding(False, "display", "no DISPLAY or WAYLAND_DISPLAY: no screen to open a "
                                       "window on", "run it from a desktop session (or over ssh -X)"))
        problems.append("There is no display to open the window on (neither DISPLAY nor WAYLAND_DISPLAY is "
                        "set).\nRun it from a desktop session, or over ssh -X. For a picture without a screen: "
                        "python -m trainer --screenshot out.png")
        platforms = []
    usable = []
    for name in platforms:
        plugin = layout.plugins / "platforms" / f"libq{name}.so"
        label = {"xcb": "X11 window (xcb)", "wayland": "Wayland window"}.get(name, f"platform {name}")
        if not plugin.exists():
            report.findings.append(Finding(None, label, f"Qt has no plugin {plugin.name}; Qt will say what it has"))
            usable.append(name)  # Qt's own message applies
            continue
        missing = missing_libraries(plugin)
        if missing:
            fix = _install_line(missing)
            report.findings.append(Finding(False, label, "missing " + ", ".join(missing), fix))
            problems.append(f"Qt's {label} plugin needs system libraries that are not installed: "
                            + ", ".join(missing) + ".\nInstall them with:\n    " + fix)
            continue
        if not user_chose and name == "xcb" and not _x_display_answers(env.get("DISPLAY", "")):
            report.findings.append(Finding(False, label, f"DISPLAY is {env.get('DISPLAY', '')!r} but no X server "
                                           "answers there"))
            problems.append(f"No X server answers at DISPLAY={env.get('DISPLAY', '')!r}.")
            continue
        if not user_chose and name == "wayland" and not _wayland_answers(env):
            report.findings.append(Finding(False, label, f"no compositor at WAYLAND_DISPLAY="
                                           f"{env.get('WAYLAND_DISPLAY', '')!r}"))
            continue
        report.findings.append(Finding(True, label, "plugin and its libraries in place"))
        usable.append(name)
    if gui_missing or not usable:
        report.can_open = False
        report.problem = ("The Riichi Scoring Trainer cannot open its window here.\n" + "\n".join(problems)
                          + "\n(python -m trainer --check shows everything it checks.)")
    return report


def startup_problem(env: Mapping[str, str] | None = None, screenshot: bool = False) -> str | None:
    """The message to print instead of letting Qt abort, or None when the
    window can open (or the check itself failed: then Qt decides)."""
    try:
        report = check(env, screenshot=screenshot, detailed=False)
    except Exception:  # noqa: BLE001 — a fault of this check must never stop a working app
        return None
    return None if report.can_open else report.problem


def _package_file(*parts: str) -> Path | None:
    """``trainer/<parts>`` (wheel, frozen bundle) or ``<repo>/<parts>``
    (source tree), whichever exists; None when neither."""
    package = Path(__file__).resolve().parents[2]  # trainer/
    return next((c for c in (package.joinpath(*parts), package.parent.joinpath(*parts)) if c.exists()), None)


def _bundled_fonts() -> list[str]:
    """The file names of the bundled CJK subsets (``assets/fonts/*.otf``)."""
    folder = _package_file("assets", "fonts")
    return sorted(p.name for p in folder.glob("*.otf")) if folder else []


def _fonts() -> Finding:
    bundled = _bundled_fonts()
    fc = shutil.which("fc-list")
    families: list[str] = []
    if fc is not None:
        try:
            out = subprocess.run([fc, ":lang=ja", "family"], capture_output=True, text=True, timeout=20).stdout
            families = sorted({line.split(",")[0].strip() for line in out.splitlines() if line.strip()})
        except (OSError, subprocess.SubprocessError):
            pass
    if families:
        return Finding(True, "CJK font", ", ".join(families[:3]) + (" (and the app's own subset)" if bundled else ""))
    if len(bundled) >= 3:
        return Finding(True, "CJK font", f"none installed; the app's own subset of Noto Sans CJK ({len(bundled)} "
                       "files) shows its Chinese and Japanese")
    return Finding(None, "CJK font", "none: Chinese and Japanese text shows as boxes",
                   "sudo apt-get install fonts-noto-cjk")


def _svg_plugins(layout: QtLayout) -> Finding:
    """The SVG image and icon plugins (the window icon, SVG pictures) and
    the QtSvg library the tiles are drawn with."""
    wanted = [layout.plugins / "imageformats" / "libqsvg.so", layout.plugins / "iconengines" / "libqsvgicon.so"]
    if layout.libraries is not None:
        wanted.append(layout.libraries / "libQt6Svg.so.6")
    absent = [p.name for p in wanted if not p.exists()]
    if absent:
        return Finding(False, "SVG support", "missing " + ", ".join(absent) + ": tiles and icons cannot be drawn",
                       "reinstall PySide6" if layout.build == "pip" else "unpack the bundle again")
    missing = missing_libraries(wanted[0])
    if missing:
        return Finding(False, "SVG support", "missing " + ", ".join(missing), _install_line(missing))
    return Finding(True, "SVG support", "QtSvg and its image and icon plugins in place")


def _translations(layout: QtLayout) -> Finding:
    """The app's compiled translations, and Qt's own for its dialogs."""
    folder = _package_file("translations")
    ours = sorted(p.stem.removeprefix("trainer_") for p in folder.glob("trainer_*.qm")) if folder else []
    if not {"zh_CN", "zh_TW", "ja"} <= set(ours):
        return Finding(False, "translations", f"only {', '.join(ours) or 'none'} of zh_CN, zh_TW, ja found",
                       "python tools/update_translations.py --release" if layout.build == "pip"
                       else "unpack the bundle again")
    qt_own = layout.translations
    base = sorted(p.stem.removeprefix("qtbase_") for p in qt_own.glob("qtbase_*.qm")) if qt_own else []
    qt_text = f"Qt's own: {', '.join(c for c in base if c in ('ja', 'zh_CN', 'zh_TW')) or 'none'}"
    return Finding(True, "translations", f"{', '.join(ours)} ({folder}); {qt_text}")


def bundle_findings(layout: QtLayout | None = None) -> list[Finding]:
    """What the app needs besides a window (Linux; `check_main` prints
    them): the SVG plugins, the translations, a CJK font. In a frozen
    build they all come with the bundle: a missing one means a broken
    bundle, never a missing "pip install"."""
    layout = layout or qt_layout()
    found = [] if layout is None else [_svg_plugins(layout), _translations(layout)]
    return [*found, _fonts()]


def _data_folder(env: Mapping[str, str]) -> Finding:
    base = Path(env.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    folder = base / "RiichiTrainer" / "riichi-trainer"
    probe = folder
    while not probe.exists() and probe != probe.parent:
        probe = probe.parent
    if os.access(probe, os.W_OK):
        return Finding(True, "data folder", f"{folder} ({'exists' if folder.exists() else 'will be created'})")
    return Finding(False, "data folder", f"{folder}: {probe} is not writable; quiz answers cannot be saved")


def check_main(env: Mapping[str, str] | None = None, out=None) -> int:
    """``python -m trainer --check``: print what the window needs and what
    is missing; returns 0 when the window can open, `EXIT_NO_WINDOW` when not."""
    env = os.environ if env is None else env
    out = out or sys.stdout
    report = check(env)
    layout = qt_layout()
    print("Riichi Scoring Trainer: can this machine open the window?", file=out)
    if layout is not None and layout.build != "pip":
        where = f"{layout.build} build at {layout.root} (Python {sys.version.split()[0]} inside)"
    else:
        where = f"Python {sys.version.split()[0]}; Qt (PySide6) at {layout.root if layout else 'not installed'}"
    print(f"  {where} on {sys.platform}", file=out)
    session = ", ".join(f"{k}={env[k]}" for k in ("DISPLAY", "WAYLAND_DISPLAY", "XDG_SESSION_TYPE",
                                                  "QT_QPA_PLATFORM") if env.get(k)) or "none set"
    print(f"  display variables: {session}", file=out)
    findings = report.findings
    if sys.platform.startswith("linux"):
        findings = findings + bundle_findings(layout) + [_data_folder(env)]
    for f in findings:
        mark = {True: "ok ", False: "NO ", None: " - "}[f.ok]
        print(f"  [{mark}] {f.what}: {f.detail}", file=out)
        if f.fix:
            print(f"        fix: {f.fix}", file=out)
    if report.can_open:
        print("The window can open here.", file=out)
        return 0
    print(f"The window cannot open here (exit code {EXIT_NO_WINDOW}).", file=out)
    return EXIT_NO_WINDOW
