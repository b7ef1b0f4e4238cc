"""Japanese uses the Japanese form of its terms (issue 24 §6).

Before: the Japanese fu items said 么九牌, the simplified-Chinese form of
幺九牌 (yaochuuhai, "terminals and honours"; the Japanese term keeps 幺, as
in 中張牌 / 幺九牌 of Japanese scoring guides).
"""

from __future__ import annotations

from conftest import ROOT
from PySide6.QtCore import QCoreApplication

from trainer.ui.base import i18n


def test_no_japanese_message_uses_the_chinese_form():
    text = (ROOT / "translations" / "trainer_ja.ts").read_text(encoding="utf-8")
    assert "么九牌" not in text
    assert text.count("幺九牌") >= 5  # the four triplet and kan fu items and the topic


def test_the_compiled_japanese_fu_item_says_yaochuuhai(qapp):
    try:
        assert i18n.install_language(qapp, "ja")
        assert QCoreApplication.translate("FuItem", "Open triplet of terminals or honors") == "明刻（幺九牌）"
        assert QCoreApplication.translate("FuItem", "Closed kan of terminals or honors") == "暗槓（幺九牌）"
    finally:
        i18n.install_language(qapp, "en")


def _japanese_messages() -> list[str]:
    # Every Japanese text the app shows: the .ts translations, the Japanese
    # yaku sources of the kanji term style (shown in any interface language)
    # and the Learn tab's Japanese lesson texts.
    import json
    import xml.etree.ElementTree as ET

    texts = ["".join(t.itertext()) for t in
             ET.parse(ROOT / "translations" / "trainer_ja.ts").getroot().iter("translation")]
    texts += [m.findtext("source") for m in ET.parse(ROOT / "translations" / "trainer_ja.ts").getroot().iter("message")
              if m.findtext("source") and any(ord(c) > 0x2E80 for c in m.findtext("source"))]
    stack = [json.loads(p.read_text(encoding="utf-8")) for p in (ROOT / "trainer" / "quiz" / "lessons").glob("*.json")]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            texts += [node["ja"]] if isinstance(node.get("ja"), str) else []
            stack.extend(v for k, v in node.items() if k != "ja")
        elif isinstance(node, list):
            stack.extend(node)
    return texts


def test_no_japanese_message_contains_the_chinese_yao():
    # 么 is the Chinese form; Japanese writes 幺 (Tenhou's yaku list: 断幺九,
    # 混全帯幺九, 純全帯幺九; see tests/data/shared/logs/).
    texts = _japanese_messages()
    assert len(texts) > 1000  # the whole translation, not an empty file
    assert [t for t in texts if "么" in t] == []


def test_the_japanese_yaku_names_write_yao(qapp):
    from trainer.ui.base import terms

    try:
        assert i18n.install_language(qapp, "ja")
        names = [terms.yaku_name(y, style) for y in ("tanyao", "chanta", "junchan") for style in ("auto", "kanji")]
        assert names == ["断幺九", "断幺九", "混全帯幺九", "混全帯幺九", "純全帯幺九", "純全帯幺九"]
        assert i18n.install_language(qapp, "en")
        # The kanji style in an English interface shows the untranslated Japanese source.
        assert terms.yaku_name("tanyao", "kanji") == "断幺九"
    finally:
        i18n.install_language(qapp, "en")
