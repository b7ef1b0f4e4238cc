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
