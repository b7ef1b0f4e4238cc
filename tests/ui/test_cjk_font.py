"""The bundled CJK fonts (assets/fonts, tools/make_cjk_subset.py) hold every
character the translations use, and the app takes them when no CJK font is
installed."""

import json
import sys
import unicodedata
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from fontTools.ttLib import TTFont

ROOT = Path(__file__).resolve().parents[2]
FONTS = ROOT / "assets" / "fonts"
sys.path.insert(0, str(ROOT / "tools"))
import make_cjk_subset  # noqa: E402

FACE = {"ja": "JP", "zh_CN": "SC", "zh_TW": "TC"}


def _translated(code: str) -> set[str]:
    # Read the .ts here, not through the tool: the test must not share its reading.
    chars: set[str] = set()
    for t in ET.parse(ROOT / "translations" / f"trainer_{code}.ts").getroot().iter("translation"):
        for text in [t.text or "", *("".join(n.itertext()) for n in t.iter("numerusform"))]:
            chars.update(c for c in text if not c.isspace() and c.isprintable())
    return chars


def _lesson_texts(code: str) -> set[str]:
    # The course's texts in `code` (the Learn tab shows them; not in the .ts files).
    chars: set[str] = set()
    for path in sorted((ROOT / "trainer" / "quiz" / "lessons").glob("*.json")):
        stack = [json.loads(path.read_text(encoding="utf-8"))]
        while stack:
            node = stack.pop()
            if isinstance(node, dict):
                chars.update(c for c in node.get(code, "") if isinstance(node.get(code), str)
                             and not c.isspace() and c.isprintable())
                stack.extend(v for k, v in node.items() if k != code)
            elif isinstance(node, list):
                stack.extend(node)
    return chars


def _cmap(path: Path) -> set[str]:
    return {chr(u) for u in TTFont(path)["cmap"].getBestCmap()}


@pytest.mark.parametrize("code", sorted(FACE))
@pytest.mark.parametrize("weight", ["Regular", "Bold"])
def test_every_character_of_every_translation_is_in_its_subset(code, weight):
    font = FONTS / f"TrainerSansCJK-{FACE[code]}-{weight}.otf"
    missing = (_translated(code) | _lesson_texts(code)) - _cmap(font) - make_cjk_subset.NOT_IN_NOTO
    assert not missing, f"{font.name} lacks {''.join(sorted(missing))}: run tools/make_cjk_subset.py"
    # Hand-picked words of each translation, so that an empty .ts cannot pass:
    # 立直 (riichi), 符 (fu), 満貫 / 满贯 / 滿貫 (mangan), ドラ (dora).
    expected = {"ja": "立直符満貫ドラ", "zh_CN": "立直符满贯", "zh_TW": "立直符滿貫"}[code]
    assert set(expected) <= _cmap(font)


def test_the_exceptions_are_symbols_never_cjk_text():
    # Only arrows and marks may be left to the system's Latin font.
    for c in make_cjk_subset.NOT_IN_NOTO:
        name = unicodedata.name(c)
        assert not any(w in name for w in ("CJK", "HIRAGANA", "KATAKANA", "IDEOGRAPH")), name
        assert ord(c) < 0x2E80


def test_terms_in_kanji_are_in_every_subset():
    # The kanji term style shows these in any interface language (ui/base/terms.py).
    kanji = "立直一発門前清自摸和断幺九平和役牌"
    for face in FACE.values():
        assert set(kanji) <= _cmap(FONTS / f"TrainerSansCJK-{face}-Regular.otf")


def test_subsets_are_small_and_renamed():
    for path in FONTS.glob("*.otf"):
        assert path.stat().st_size < 600_000, path
        name = TTFont(path)["name"]
        assert name.getDebugName(1).startswith("Trainer Sans CJK "), path
        assert "Adobe" in name.getDebugName(0)  # the copyright line kept
    assert "SIL OPEN FONT LICENSE Version 1.1" in (FONTS / "OFL.txt").read_text(encoding="utf-8")


def test_the_app_falls_back_to_the_bundled_subset(qapp):
    from PySide6.QtGui import QFont, QFontMetrics

    from trainer.ui.base import i18n

    families = i18n.register_bundled_fonts()
    assert set(i18n.BUNDLED_FAMILIES.values()) <= set(families)
    for code, family in i18n.BUNDLED_FAMILIES.items():
        assert i18n.cjk_font_family(code) is not None
        metrics = QFontMetrics(QFont(family))
        assert all(metrics.inFontUcs4(ord(c)) for c in "立直符"), family
