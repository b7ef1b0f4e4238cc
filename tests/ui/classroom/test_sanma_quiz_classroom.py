"""A lesson deck with three-player hands (issue 19 part 5): it saves and
opens (the hand keeps its rules and kita), presents (the felt shows the
three-player badge and the kita Norths) and prints (the worksheet's key
gives the three-player payment)."""

from __future__ import annotations

import shutil
import subprocess

import pytest
from PySide6.QtCore import Qt

from trainer.quiz import decks
from trainer.quiz.decks import Deck, deck_hand, load_deck, save_deck
from trainer.quiz.hand_code import encode_hand
from trainer.ui.base import i18n
from trainer.ui.classroom.presenter import PresenterWindow
from trainer.ui.export import worksheet

# A non-dealer's closed tsumo, three players, two kita (seat South):
# 234p 567p 234s 678s 55s, the 6s drawn; riichi 1 + menzen tsumo 1 + pinfu
# 1 + tanyao 1 + dora 1 (indicator 4p → 5p) + kita 2 = 7 han: haneman,
# base 3,000. TABLE_RULES.md §8 tsumo loss: the dealer pays 2 × 3,000 =
# 6,000, the other non-dealer 3,000; 9,000 in all (four players: 12,000).
SANMA_HAND = {"closed": "234p567p234s678s55s", "melds": [], "win": "6s", "tsumo": True, "seat_wind": "S",
              "round_wind": "E", "riichi": True, "dora_indicators": "4p", "rules": "tenhou_sanma", "kita": 2}


@pytest.fixture(autouse=True)
def english(qapp):
    i18n.install_language(qapp, "en")


def test_a_three_player_deck_saves_and_opens_with_its_rules_and_kita(tmp_path):
    deck = Deck("Sanma", (deck_hand(SANMA_HAND, note="kita"),))
    path = tmp_path / "sanma.json"
    save_deck(deck, path)
    back = load_deck(path)
    h = back.hands[0]
    assert h.hand["rules"] == "tenhou_sanma" and h.hand["kita"] == 2
    hand, ctx, rules, result = h.scored()
    assert rules.players == 3 and hand.kita == 2
    assert result.limit == "haneman"
    assert (result.points.dealer_pays, result.points.non_dealer_pays, result.points.total) == (6000, 3000, 9000)
    # a pasted hand code of a three-player hand becomes the same deck hand
    hands, problems = decks.hands_from_text(encode_hand(SANMA_HAND))
    assert not problems and hands[0].hand == h.hand


def test_generated_three_player_deck_hands_are_three_player():
    hands = decks.generated_hands(4, "payments", 2, 6, rules="tenhou_sanma")
    assert len(hands) == 6
    for h in hands:
        assert h.hand["rules"] == "tenhou_sanma" and "kita" in h.hand
        assert h.scored()[2].players == 3


def test_the_presenter_shows_a_three_player_hand(qtbot):
    win = PresenterWindow([deck_hand(SANMA_HAND)], theme="light")
    qtbot.addWidget(win)
    win.resize(1280, 720)
    win.show()
    assert win.shown is not None and win.felt.isVisible()
    texts = [w.text() for w in win.findChildren(type(win.prompt_label)) if w.isVisible()]
    assert "Three players" in texts and "Kita" in texts
    for _ in range(len(win.steps) + 1):  # step through the reveal to the end: nothing refused
        qtbot.keyClick(win, Qt.Key.Key_Space)
    assert win.shown is not None


def test_the_worksheet_prints_a_three_player_hand_and_its_payment(tmp_path):
    pdftotext = shutil.which("pdftotext")
    if pdftotext is None:
        pytest.skip("pdftotext (poppler-utils) is not installed; .ci/run installs it")
    pdf = tmp_path / "sanma.pdf"
    assert worksheet.write_worksheet(Deck("Sanma", (deck_hand(SANMA_HAND),)), pdf, "a4") == 2
    text = subprocess.run([pdftotext, "-layout", str(pdf), "-"], capture_output=True, text=True,
                          check=True).stdout
    question, key = text.split("\f")[:2]
    assert "Three players" in question and "Kita" in question
    assert "9,000" in key  # the three-player total (four players: 12,000)
    assert "the other player 3,000" in key  # one other payer, not "each other player"
