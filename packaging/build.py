"""Build the desktop bundle, its .tar.gz and a .deb (Linux).

    python -m pip install -e '.[build]'      # PyInstaller, pinned in pyproject.toml
    python packaging/build.py                 # dist/riichi-trainer/, .tar.gz, .deb
    python packaging/build.py --no-deb        # without the .deb (no dpkg-deb here)

Makes under ``dist/``:

- ``riichi-trainer/``: a PyInstaller one-folder bundle; its executable
  ``riichi-trainer`` takes the same arguments and commands as
  ``python -m trainer`` (the window, ``--check``, ``--version``,
  ``score --json`` …). Python, Qt, the tile art, translations and the CJK
  font subset are inside; the licences of what it contains are in
  ``riichi-trainer/licences/`` (`trainer.credits`).
- ``riichi-trainer-<version>-linux-<arch>.tar.gz``: that folder.
- ``riichi-trainer_<version>_<arch>.deb`` (dpkg-deb): the bundle under
  ``/opt/riichi-trainer``, a launcher ``/usr/bin/riichi-trainer``, a
  desktop entry with the app's icon, AppStream metadata, and ``Depends`` on
  the system libraries Qt needs (`trainer.ui.app.preflight.GUI_PACKAGES` and
  ``X11_PACKAGES``, the same list as the README and ``.ci/run``).

It prints the bundle's size, the build time and the start times (the
process with ``--version``; the window, offscreen, to a ``--screenshot``).

Windows and macOS are built by ``.github/workflows/bundle.yml`` with the
same script (``--no-deb``; the .tar.gz becomes a .zip); see
``packaging/README.md``. Those builds are NOT run or checked here.
"""

from __future__ import annotations

import argparse
import gzip
import importlib.metadata
import os
import platform
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import time
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))  # trainer.credits and the preflight's package list, from this checkout

from trainer import __version__, credits  # noqa: E402
from trainer.ui.app.preflight import GUI_PACKAGES, X11_PACKAGES  # noqa: E402  (standard library only)

NAME = "riichi-trainer"
#: AppStream / desktop-file id (reverse DNS). The project has no domain of
#: its own yet; change it together with the file names in packaging/.
APP_ID = "io.github.riichi_trainer.RiichiTrainer"
PYINSTALLER_PIN = "6.22.3"  # pyproject.toml [project.optional-dependencies] build

#: Qt's own translations kept in the bundle (ours are en, zh_CN, zh_TW, ja);
#: the other 40-odd languages' files are 6 MB nobody here reads.
QT_TRANSLATIONS = re.compile(r"^qt(base)?_(en|ja|zh_CN|zh_TW)\.qm$")
#: Debian packages whose name differs by release (t64 transition): either will do.
ALTERNATIVES = {"libglib2.0-0": "libglib2.0-0t64 | libglib2.0-0"}


def run_pyinstaller(dist: Path, work: Path) -> Path:
    """Freeze ``packaging/launcher.py`` into ``dist/riichi-trainer``; its path.

    Raises:
        SystemExit: PyInstaller is not installed or fails.
    """
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise SystemExit("PyInstaller is not installed: python -m pip install -e '.[build]'") from None
    version = importlib.metadata.version("pyinstaller")
    if version != PYINSTALLER_PIN:
        print(f"warning: PyInstaller {version}; the bundle is checked with {PYINSTALLER_PIN}", file=sys.stderr)
    sep = os.pathsep
    args = [
        sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--onedir", "--name", NAME,
        "--distpath", str(dist), "--workpath", str(work), "--specpath", str(work), "--log-level", "WARN",
        # every command module is imported by name (trainer.__main__.COMMANDS)
        "--collect-submodules", "trainer",
        # the package's own data files (the course's lessons, trainer/quiz/lessons/*.json)
        "--collect-data", "trainer",
        "--add-data", f"{ROOT / 'assets'}{sep}trainer/assets",
        "--exclude-module", "tkinter", "--exclude-module", "pytest", "--exclude-module", "OpenGL",
    ]
    for qm in sorted((ROOT / "translations").glob("*.qm")):
        args += ["--add-data", f"{qm}{sep}trainer/translations"]
    if sys.platform == "win32":
        args += ["--icon", str(ROOT / "assets" / "icons" / "trainer.ico")] if (
            ROOT / "assets" / "icons" / "trainer.ico").exists() else []
    if sys.platform == "darwin":
        args += ["--windowed", "--osx-bundle-identifier", APP_ID]
    args.append(str(ROOT / "packaging" / "launcher.py"))
    subprocess.run(args, check=True, cwd=ROOT)
    return dist / NAME


def trim(bundle: Path) -> int:
    """Remove Qt translations for languages the app does not speak, and
    Qt's GTK 3 platform theme (it would load the machine's libgtk-3 against
    the bundle's own, older or newer, glib: a known way for frozen Qt apps
    to crash; the app draws its own theme anyway). Returns the bytes freed."""
    freed = 0
    doomed = [qm for qm in bundle.rglob("PySide6/Qt/translations/*.qm") if not QT_TRANSLATIONS.match(qm.name)]
    doomed += list(bundle.rglob("PySide6/Qt/plugins/platformthemes/libqgtk3.so"))
    for path in doomed:
        freed += path.stat().st_size
        path.unlink()
    return freed


def copy_licences(bundle: Path) -> list[str]:
    """Put the licence texts of `trainer.credits.COMPONENTS` (and ours) in
    ``bundle/licences/<component>/``; the file names written."""
    out = bundle / "licences"
    shutil.rmtree(out, ignore_errors=True)
    written = []
    for c in credits.COMPONENTS:
        folder = out / re.sub(r"[^A-Za-z0-9]+", "-", c.name).strip("-")
        folder.mkdir(parents=True, exist_ok=True)
        sources = [ROOT / f for f in c.licence_files]
        if c.distribution:
            try:
                files = importlib.metadata.files(c.distribution) or []
            except importlib.metadata.PackageNotFoundError:
                files = []
            sources += [Path(f.locate()) for f in files
                        if re.search(r"(LICEN[CS]E|COPYING)", f.name, re.I) and ".dist-info" in str(f)]
        if c.name == "Python":
            sources.append(Path(sys.base_prefix) / "lib" / f"python{sys.version_info[0]}.{sys.version_info[1]}"
                           / "LICENSE.txt")
        for src in sources:
            if src.is_file():
                shutil.copy2(src, folder / src.name)
                written.append(f"{folder.name}/{src.name}")
        (folder / "LICENCE-ID.txt").write_text(f"{c.name}: {c.licence}\n{c.role}\n", encoding="utf-8")
    (out / "riichi-trainer.txt").write_text(
        f"Riichi Scoring Trainer {__version__}: {credits.LICENCE} licence.\n", encoding="utf-8")
    return written


def folder_size(path: Path) -> int:
    """Bytes of every file under `path` (symbolic links not followed)."""
    return sum(p.lstat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def start_times(executable: Path) -> tuple[float, float]:
    """Seconds to run ``--version`` (the process) and to open the window
    offscreen and save a ``--screenshot`` (the window), best of three."""
    env = {k: v for k, v in os.environ.items() if k not in ("VIRTUAL_ENV", "PYTHONPATH", "PYTHONHOME")}
    env["QT_QPA_PLATFORM"] = "offscreen"
    with tempfile.TemporaryDirectory() as tmp:
        env["XDG_CONFIG_HOME"] = env["XDG_DATA_HOME"] = tmp
        times = []
        for args in (["--version"], ["--screenshot", str(Path(tmp) / "start.png")]):
            best = float("inf")
            for _ in range(3):
                t0 = time.perf_counter()
                subprocess.run([str(executable), *args], check=True, env=env, cwd=tmp, capture_output=True)
                best = min(best, time.perf_counter() - t0)
            times.append(best)
    return times[0], times[1]


def make_archive(bundle: Path, dist: Path, arch: str) -> Path:
    """The bundle as ``.tar.gz`` (a ``.zip`` on Windows); its path."""
    stem = f"{NAME}-{__version__}-{sys.platform.replace('win32', 'windows')}-{arch}"
    if sys.platform == "win32":
        path = dist / f"{stem}.zip"
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            for p in sorted(bundle.rglob("*")):
                z.write(p, Path(NAME) / p.relative_to(bundle))
        return path
    path = dist / f"{stem}.tar.gz"
    with tarfile.open(path, "w:gz", compresslevel=6) as tar:
        tar.add(bundle, arcname=NAME)
    return path


def glibc_needed(bundle: Path) -> str | None:
    """The newest ``GLIBC_2.N`` symbol version any library of `bundle`
    asks for (the libraries come from the build machine, so it is that
    machine's glibc at most); None when none does."""
    newest = None
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink() and (".so" in path.name or path.name == NAME):
            for m in re.finditer(rb"GLIBC_2\.(\d+)", path.read_bytes()):
                newest = max(newest or 0, int(m.group(1)))
    return None if newest is None else f"2.{newest}"


def deb_depends(glibc: str | None = None) -> str:
    """The .deb's ``Depends``: glibc at least `glibc`, then Qt's GUI and
    X11 plugin libraries (the preflight's lists), glib under either of its
    Debian names."""
    packages = [ALTERNATIVES.get(p, p) for p in (*GUI_PACKAGES, *X11_PACKAGES)]
    return ", ".join(([f"libc6 (>= {glibc})"] if glibc else []) + packages)


def _deb_arch() -> str:
    try:
        return subprocess.run(["dpkg", "--print-architecture"], capture_output=True, text=True,
                              check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return {"x86_64": "amd64", "aarch64": "arm64"}.get(platform.machine(), platform.machine())


def _fill(template: str) -> str:
    text = (ROOT / "packaging" / template).read_text(encoding="utf-8")
    return text.replace("@VERSION@", __version__).replace("@APP_ID@", APP_ID).replace(
        "@DATE@", time.strftime("%Y-%m-%d", time.gmtime(_source_date())))


def _source_date() -> int:
    """SOURCE_DATE_EPOCH, else the last commit's time, else now."""
    if os.environ.get("SOURCE_DATE_EPOCH", "").isdigit():
        return int(os.environ["SOURCE_DATE_EPOCH"])
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%ct"], cwd=ROOT, capture_output=True, text=True)
        return int(out.stdout.strip())
    except (OSError, ValueError):
        return int(time.time())


def make_deb(bundle: Path, dist: Path, work: Path) -> Path:
    """Build the .deb with dpkg-deb (see the module docstring); its path.

    Raises:
        subprocess.CalledProcessError: dpkg-deb failed.
    """
    arch = _deb_arch()
    root = work / "deb"
    shutil.rmtree(root, ignore_errors=True)
    shutil.copytree(bundle, root / "opt" / NAME, symlinks=True)
    launcher = root / "usr" / "bin" / NAME
    launcher.parent.mkdir(parents=True)
    launcher.write_text(f'#!/bin/sh\nexec /opt/{NAME}/{NAME} "$@"\n', encoding="utf-8")
    share = root / "usr" / "share"
    for rel, text in ((f"applications/{APP_ID}.desktop", _fill("riichi-trainer.desktop")),
                      (f"metainfo/{APP_ID}.metainfo.xml", _fill("riichi-trainer.metainfo.xml")),
                      (f"doc/{NAME}/copyright", _copyright())):
        (share / rel).parent.mkdir(parents=True, exist_ok=True)
        (share / rel).write_text(text, encoding="utf-8")
    icon = share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg"
    icon.parent.mkdir(parents=True)
    shutil.copy2(ROOT / "assets" / "icons" / "trainer.svg", icon)
    for p in root.rglob("*"):
        if p.is_symlink():
            continue
        executable = p.is_dir() or (os.access(p, os.X_OK) and ".so" not in p.name)  # libraries need no x bit
        p.chmod(0o755 if executable else 0o644)
    launcher.chmod(0o755)
    changelog = share / "doc" / NAME / "changelog.gz"
    with gzip.GzipFile(changelog, "wb", mtime=_source_date()) as gz:
        gz.write(_changelog().encode("utf-8"))
    changelog.chmod(0o644)
    control = root / "DEBIAN" / "control"
    control.parent.mkdir()
    control.write_text(_fill("control").replace("@ARCH@", arch).replace("@DEPENDS@", deb_depends(
        glibc_needed(bundle))).replace(
        "@SIZE_KB@", str(folder_size(root) // 1024)), encoding="utf-8")
    path = dist / f"{NAME}_{__version__}_{arch}.deb"
    env = {**os.environ, "SOURCE_DATE_EPOCH": str(_source_date())}
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Zxz", "-z6", "--build", str(root), str(path)],
                   check=True, env=env, stdout=subprocess.DEVNULL)
    return path


def _copyright() -> str:
    """``/usr/share/doc/riichi-trainer/copyright`` (Debian's machine-readable
    format): ours, then the bundled parts, whose licence texts are in
    ``/opt/riichi-trainer/licences/``."""
    parts = "\n".join(f" {c.name} ({c.role}): {c.licence}" for c in credits.COMPONENTS)
    return "\n".join([
        "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/",
        "Upstream-Name: riichi-scoring-trainer", "",
        "Files: *", "Copyright: the Riichi Scoring Trainer developers", f"License: {credits.LICENCE}", "",
        f"Files: opt/{NAME}/_internal/*",
        f"Copyright: the copyright holders named in /opt/{NAME}/licences/",
        "License: " + " and ".join(dict.fromkeys(f"({c.licence})" if " " in c.licence else c.licence
                                                  for c in credits.COMPONENTS)),
        "Comment: the parts of the bundle and their licences:", parts,
        f" .\n Each full licence text is in /opt/{NAME}/licences/<part>/.", ""])


def _changelog() -> str:
    """A one-entry Debian changelog for this version (the project's history is its git log)."""
    date = time.strftime("%a, %d %b %Y %H:%M:%S +0000", time.gmtime(_source_date()))
    return (f"{NAME} ({__version__}) unstable; urgency=medium\n\n"
            f"  * Riichi Scoring Trainer {__version__}, built by packaging/build.py.\n\n"
            f" -- Riichi Scoring Trainer developers <riichi-trainer@localhost>  {date}\n")


def main(argv: list[str] | None = None) -> int:
    """Build everything; print sizes and times. Returns the exit code."""
    parser = argparse.ArgumentParser(description="Build the desktop bundle, .tar.gz and .deb.")
    parser.add_argument("--no-deb", action="store_true", help="skip the .deb")
    parser.add_argument("--dist", type=Path, default=ROOT / "dist")
    parser.add_argument("--work", type=Path, default=ROOT / "build")
    args = parser.parse_args(argv)
    t0 = time.perf_counter()
    bundle = run_pyinstaller(args.dist, args.work / "pyinstaller")
    freed = trim(bundle)
    licences = copy_licences(bundle)
    built = time.perf_counter() - t0
    size = folder_size(bundle)
    exe = bundle / (f"{NAME}.exe" if sys.platform == "win32" else NAME)
    print(f"bundle   {bundle}: {size / 2**20:.0f} MiB ({freed / 2**20:.1f} MiB of Qt translations and GTK theme removed; "
          f"{len(licences)} licence files)")
    print(f"build    {built:.0f} s (PyInstaller {importlib.metadata.version('pyinstaller')}); needs glibc "
          f"{glibc_needed(bundle) if sys.platform == 'linux' else '-'} or newer")
    archive = make_archive(bundle, args.dist, _deb_arch() if sys.platform == "linux" else platform.machine())
    print(f"archive  {archive}: {archive.stat().st_size / 2**20:.0f} MiB")
    if sys.platform == "linux" and not args.no_deb:
        if shutil.which("dpkg-deb") is None:
            print("deb      skipped: dpkg-deb not found (apt-get install dpkg)", file=sys.stderr)
        else:
            deb = make_deb(bundle, args.dist, args.work)
            print(f"deb      {deb}: {deb.stat().st_size / 2**20:.0f} MiB")
    process, window = start_times(exe)
    print(f"start    {process:.2f} s to --version; {window:.2f} s to the window (offscreen --screenshot), best of 3")
    print(f"total    {time.perf_counter() - t0:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
