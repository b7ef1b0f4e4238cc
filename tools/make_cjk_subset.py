"""Make the bundled CJK fonts: subsets of Noto Sans CJK holding only the
characters the app shows.

Chinese and Japanese text needs a CJK font, and a machine without one
(a fresh Linux install, a minimal desktop) shows boxes. The app therefore
ships, in ``assets/fonts/``, one small subset per language of Noto Sans CJK
(by Google and Adobe, SIL Open Font License 1.1; ``assets/fonts/OFL.txt``):

=================================  ==========  ===========================
file                               face        characters
=================================  ==========  ===========================
``TrainerSansCJK-JP-{w}.otf``      JP          ``trainer_ja.ts``
``TrainerSansCJK-SC-{w}.otf``      SC          ``trainer_zh_CN.ts``
``TrainerSansCJK-TC-{w}.otf``      TC          ``trainer_zh_TW.ts``
=================================  ==========  ===========================

each also holding every character of the Python sources under ``trainer/``
(the yaku and tile names of ``ui/base/terms.py``, shown in kanji in any
interface language) and printable ASCII, in Regular and Bold. The family is
renamed ("Trainer Sans CJK JP" …; the OFL asks a modified font not to pass
for the original, and a distinct name lets an installed full Noto Sans CJK
come first), and the app adds it at start (`trainer.ui.base.i18n`) as the
last choice of its language's CJK families.

A few symbols of the texts are not in Noto Sans CJK at all (`NOT_IN_NOTO`:
arrows and check marks); they come from the system's Latin font
(fontconfig itself depends on one, fonts-dejavu-core on Debian), as they do
with the full font installed. ``tests/ui/test_cjk_font.py`` checks that every
other character of every translation is in its language's subset.

Run from the repository root after changing translations (needs fontTools
and Debian's fonts-noto-cjk, ``/usr/share/fonts/opentype/noto/``)::

    python tools/make_cjk_subset.py            # writes assets/fonts/
    python tools/make_cjk_subset.py --noto DIR --out DIR

The output is deterministic for a given source font.
"""

from __future__ import annotations

import argparse
import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from fontTools import subset
from fontTools.ttLib import TTCollection

ROOT = Path(__file__).resolve().parents[1]
NOTO_DIR = Path("/usr/share/fonts/opentype/noto")

#: Language code → (Noto Sans CJK face, our face suffix).
FACES = {"ja": ("Noto Sans CJK JP", "JP"), "zh_CN": ("Noto Sans CJK SC", "SC"),
         "zh_TW": ("Noto Sans CJK TC", "TC")}
WEIGHTS = ("Regular", "Bold")
FAMILY = "Trainer Sans CJK"

#: Characters of the texts that Noto Sans CJK 2.004 does not have (checked
#: against its cmap): drawn by the system's Latin font, never CJK.
NOT_IN_NOTO = frozenset("↻▸▾✗↳⚙")


def translation_chars(ts: Path) -> set[str]:
    """Every character of every ``<translation>`` (plural forms included)
    of a Qt Linguist file.

    Raises:
        xml.etree.ElementTree.ParseError: the file is not well-formed XML.
    """
    chars: set[str] = set()
    for t in ET.parse(ts).getroot().iter("translation"):
        chars.update("".join(t.itertext()))
    return chars


def source_chars(package: Path) -> set[str]:
    """Every non-ASCII character of the Python files under `package` (the
    terms, tile names and symbols written in the code)."""
    chars: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        chars.update(c for c in path.read_text(encoding="utf-8") if ord(c) > 127)
    return chars


def lesson_chars(code: str, lessons: Path) -> set[str]:
    """Every character of the course's texts in language `code` (the values
    under a `code` key anywhere in ``trainer/quiz/lessons/*.json``: the
    Learn tab shows them, and they are not in the .ts files).

    Raises:
        json.JSONDecodeError: a lesson file is not JSON.
    """
    chars: set[str] = set()

    def walk(node) -> None:
        if isinstance(node, dict):
            for key, value in node.items():
                if key == code and isinstance(value, str):
                    chars.update(value)
                else:
                    walk(value)
        elif isinstance(node, list):
            for item in node:
                walk(item)

    for path in sorted(lessons.glob("*.json")):
        walk(json.loads(path.read_text(encoding="utf-8")))
    return chars


def wanted_chars(code: str, root: Path = ROOT) -> set[str]:
    """The characters language `code`'s subset must hold: its translation,
    its lesson texts, the sources' own characters and printable ASCII, without whitespace
    and control characters."""
    chars = translation_chars(root / "translations" / f"trainer_{code}.ts") | source_chars(root / "trainer")
    chars |= lesson_chars(code, root / "trainer" / "quiz" / "lessons")
    chars.update(chr(c) for c in range(0x20, 0x7F))
    return {c for c in chars if c == " " or c.isprintable() and not c.isspace()}


def _rename(font, face: str, weight: str) -> None:
    """Give the subset its own family name (name IDs 1-6, 16, 17)."""
    family = f"{FAMILY} {face}"
    ps = f"{FAMILY.replace(' ', '')}{face}-{weight}"
    names = font["name"]
    kept = {0, 7, 8, 9, 11, 12, 13, 14}  # copyright, trademark, makers, licence
    names.names = [n for n in names.names if n.nameID in kept]
    for name_id, value in ((1, family), (2, weight),
                           (3, f"{ps};subset of Noto Sans CJK {face}"), (4, f"{family} {weight}"),
                           (5, "Version 2.004; subset for Riichi Scoring Trainer"), (6, ps),
                           (16, family), (17, weight)):
        names.setName(value, name_id, 3, 1, 0x409)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [ps]
        top = cff.topDictIndex[0]
        top.FullName, top.FamilyName = f"{family} {weight}", family


def make_subset(noto: Path, code: str, weight: str, out: Path, root: Path = ROOT) -> Path:
    """Write language `code`'s subset in `weight` to `out`; its path.

    Raises:
        FileNotFoundError: the Noto Sans CJK collection is not in `noto`.
        LookupError: the collection has no face for `code`.
    """
    source_face, face = FACES[code]
    collection = TTCollection(str(noto / f"NotoSansCJK-{weight}.ttc"), lazy=False)
    font = next((f for f in collection.fonts if f["name"].getDebugName(1).startswith(source_face)), None)
    if font is None:
        raise LookupError(f"{noto}/NotoSansCJK-{weight}.ttc has no face {source_face!r}")
    options = subset.Options()
    options.layout_features = ["kern", "palt", "halt", "vert", "locl"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=[ord(c) for c in wanted_chars(code, root)])
    subsetter.subset(font)
    _rename(font, face, weight)
    font.recalcTimestamp = False  # the source's date: the same bytes on every run
    path = out / f"TrainerSansCJK-{face}-{weight}.otf"
    font.save(str(path))
    return path


def main(argv: list[str] | None = None) -> int:
    """Write every subset; print each file and its size."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--noto", type=Path, default=NOTO_DIR, help="folder of NotoSansCJK-Regular.ttc")
    parser.add_argument("--out", type=Path, default=ROOT / "assets" / "fonts")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    total = 0
    for code in FACES:
        for weight in WEIGHTS:
            path = make_subset(args.noto, code, weight, args.out)
            total += path.stat().st_size
            print(f"{path.relative_to(ROOT) if ROOT in path.parents else path}: "
                  f"{len(wanted_chars(code))} characters wanted, {path.stat().st_size / 1024:.0f} KiB")
    print(f"total {total / 1024:.0f} KiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
