"""Refresh the Qt Linguist sources and rebuild the compiled translations.

    python tools/update_translations.py            # lupdate + lrelease
    python tools/update_translations.py --release  # lrelease only (.ts -> .qm)
    python tools/update_translations.py --check    # exit 1 if anything is stale

Step 1 runs ``pyside6-lupdate`` over every ``.py`` file in ``trainer/`` (the
``self.tr()`` / ``QCoreApplication.translate`` / ``QT_TRANSLATE_NOOP`` calls)
and merges the messages into ``translations/trainer_{zh_CN,zh_TW,ja}.ts``,
and only the plural (``%n``) messages into ``translations/trainer_en.ts``
(``-pluralonly``: English is the source language, but "%n tile(s)" needs its
"1 tile" / "2 tiles" forms written out):
new messages appear as ``type="unfinished"`` for a translator (Qt Linguist or
a text editor) to fill in; messages gone from the sources are dropped
(``-no-obsolete``). Locations are not stored (``-locations none``) so that
edits elsewhere in a file do not churn the .ts files.

Step 2 runs ``pyside6-lrelease`` on each .ts into ``translations/*.qm``
(committed; lrelease output is byte-identical across runs, and
tests/ui/test_i18n.py checks the committed files against a rebuild). The wheel
carries the .qm files at ``trainer/translations`` (pyproject.toml
force-include).

``--check`` writes nothing: it extracts into a temporary copy and compiles
into a temporary folder, then reports .ts files that miss source messages or
keep vanished ones, and .qm files that differ from a fresh build.
"""

from __future__ import annotations

import argparse
import filecmp
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ROOT / "trainer"
TS_DIR = ROOT / "translations"
LANGUAGES = ("zh_CN", "zh_TW", "ja")
#: Source-language file holding only the numerus forms of the %n messages.
PLURAL_ONLY = ("en",)


def _tool(name: str) -> list[str]:
    """The command for a PySide6 tool (``lupdate``/``lrelease``)."""
    exe = shutil.which(f"pyside6-{name}")
    if exe:
        return [exe]
    return [sys.executable, "-c", f"from PySide6.scripts.pyside_tool import {name}; {name}()"]


def source_files() -> list[Path]:
    """Every Python file under trainer/ (sorted, for a stable run)."""
    return sorted(p for p in SOURCES.rglob("*.py") if "__pycache__" not in p.parts)


def ts_path(lang: str, folder: Path = TS_DIR) -> Path:
    """``<folder>/trainer_<lang>.ts``."""
    return folder / f"trainer_{lang}.ts"


def qm_path(lang: str, folder: Path = TS_DIR) -> Path:
    """``<folder>/trainer_<lang>.qm``."""
    return folder / f"trainer_{lang}.qm"


def lupdate(ts: Path, lang: str) -> None:
    """Merge the source messages into `ts` (created when missing).

    Raises:
        subprocess.CalledProcessError: lupdate failed.
    """
    cmd = [*_tool("lupdate"), "-silent", "-no-obsolete", "-locations", "none",
           *(["-pluralonly"] if lang in PLURAL_ONLY else []),
           "-source-language", "en", "-target-language", lang,
           *[str(p) for p in source_files()], "-ts", str(ts)]
    subprocess.run(cmd, check=True, cwd=ROOT)


def lrelease(ts: Path, qm: Path) -> None:
    """Compile `ts` into `qm`.

    Raises:
        subprocess.CalledProcessError: lrelease failed.
    """
    subprocess.run([*_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True, cwd=ROOT)


def check() -> list[str]:
    """What is stale, as sentences (empty when .ts and .qm are current)."""
    problems = []
    with tempfile.TemporaryDirectory() as tmp:
        tmp_dir = Path(tmp)
        for lang in LANGUAGES + PLURAL_ONLY:
            ts = ts_path(lang)
            if not ts.exists():
                problems.append(f"{ts.name} is missing")
                continue
            copy = ts_path(lang, tmp_dir)
            shutil.copyfile(ts, copy)
            lupdate(copy, lang)
            if copy.read_bytes() != ts.read_bytes():
                problems.append(f"{ts.name} is out of date with the sources (run tools/update_translations.py)")
            fresh = qm_path(lang, tmp_dir)
            lrelease(ts, fresh)
            qm = qm_path(lang)
            if not qm.exists() or not filecmp.cmp(fresh, qm, shallow=False):
                problems.append(f"{qm.name} differs from a fresh lrelease of {ts.name}")
    return problems


def main(argv: list[str] | None = None) -> int:
    """Run the steps chosen on the command line; return the exit status."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile .ts into .qm")
    parser.add_argument("--check", action="store_true", help="write nothing; exit 1 if anything is stale")
    args = parser.parse_args(argv)
    if args.check:
        problems = check()
        for p in problems:
            print(p)
        return 1 if problems else 0
    TS_DIR.mkdir(exist_ok=True)
    for lang in LANGUAGES + PLURAL_ONLY:
        ts = ts_path(lang)
        if not args.release:
            lupdate(ts, lang)
        lrelease(ts, qm_path(lang))
        print(f"{ts.relative_to(ROOT)} -> {qm_path(lang).relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
