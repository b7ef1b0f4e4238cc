"""What the Table screen says at the end of a game and when it announces
a call (issue 22 §6): who, what and why; no line break inside a phrase."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont, QTextLayout, QTextOption

from trainer.core import PRESETS as SCORING
from trainer.table import Claim, Game, HanFu, Riichi, Setup, Win, table_rules
from trainer.table.state import Final
from trainer.ui.table import wording

NAMES = ("Alice", "Bob", "Cleo", "Dan")


def _final(reason, scores):
    places = tuple(sorted(range(4), key=lambda s: (-scores[s], s)).index(s) + 1 for s in range(4))
    zero = (0.0, 0.0, 0.0, 0.0)
    return Final(reason, scores, (), places, zero, zero, zero, zero)


def test_target_line_names_the_leader_the_score_and_the_bar(qapp):
    # the issue's own example: tenhou, the bar 30,000 and exactly it counts (TABLE_RULES.md §7.2)
    line = wording.game_over_line(_final("target", (41300, 28700, 20000, 10000)), table_rules("tenhou"), "S", 4,
                                  NAMES)
    assert line == "Game over after South 4: Alice is first with 41,300 (\u2265 30,000)."


def test_bust_line_names_who_went_below_zero(qapp):
    line = wording.game_over_line(_final("bust", (85300, 31400, -55100, 38400)), table_rules("tenhou"), "E", 4,
                                  NAMES)
    assert line == "Game over after East 4: Cleo went below zero (\u221255,100); Alice is first with 85,300."


def test_a_seed_001_bar_is_strictly_above(qapp):
    rules = table_rules("classic")  # seed 001 l.60: a player must be *above* 30,000
    line = wording.game_over_line(_final("target", (20000, 30100, 30000, 19900)), rules, "W", 1, NAMES)
    assert line.endswith("Bob is first with 30,100 (> 30,000).")


def _line_texts(text: str, width_px: int) -> list[str]:
    layout = QTextLayout(text, QFont("DejaVu Sans", 14))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    lines = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width_px)
        lines.append(text[line.textStart():line.textStart() + line.textLength()])
    layout.endLayout()
    return lines


@pytest.mark.parametrize("width", range(120, 700, 20))
def test_double_ron_call_never_breaks_inside_a_phrase(qapp, width):
    # East 1, 1 honba: Bob deals in to Alice (3 han 30 fu, 3,900) and Cleo (2 han 30 fu, 2,000); with
    # Tenhou's rules only the first in turn order from the discarder (Cleo, Bob's shimocha) takes the
    # honba (TABLE_RULES.md §7.6): the call was shown as "3,500 with / honba" before.
    game = Game(Setup(NAMES, table_rules("tenhou"), SCORING["tenhou"]))
    game.add(Win(1, (Claim(0, HanFu(2, 30)), Claim(2, HanFu(2, 30)))))  # a first hand for the honba (Bob…)
    game.add(Riichi(3))
    out = game.add(Win(1, (Claim(2, HanFu(3, 30)), Claim(0, HanFu(2, 30)))))
    text = wording.calls_text(out.wins, NAMES)
    phrases = [wording.announcement_text(w.announcement) for w in out.wins]
    for line in _line_texts(text, width):
        piece = line.strip()
        # a line is whole phrases: never a part of "Ron, 3,900" or of "(4,200 with honba)"
        assert not piece.startswith(("honba", "with", "3,900", "2,000", "all")), (width, line)
        assert not piece.endswith(("with", "Ron,")), (width, line)
    assert all("\u00a0" in p for p in phrases)
