"""WorkedHand: one hand on the felt with its situation, and (when shown) its
breakdown — the headline (han, fu, points), each yaku with its han and each
fu item with its tiles, every line linked to its tiles (hover a line: its
tiles light; hover a tile: its lines light). The Learn screen draws its
worked examples and the drill's hands with it; every word comes from the
core's result through `ui.base.terms`."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QLabel, QVBoxLayout, QWidget

from trainer.core.jsonio import hand_from_json
from trainer.core.result import ScoreResult
from trainer.core.scoring import score

from ..base import terms
from ..widgets.breakdown import BreakdownLine, tiles_of
from ..widgets.hand_view import HandView
from ..widgets.layout import clear_layout
from ..widgets.situation_badges import SituationBadges


def headline_text(result: ScoreResult) -> str:
    """"2 han 40 fu · 2,600" (a limit: its name; a tsumo: each payment), translated."""
    p = result.points
    if result.yakuman:
        head = terms.limit_name(result.limit)
    elif result.limit:
        head = f"{terms.han_text(result.han)} · {terms.limit_name(result.limit)}"
    else:
        head = f"{terms.han_text(result.han)} {terms.fu_text(result.fu)}"
    if p.tsumo:
        pay = (f"{terms.number_text(p.non_dealer_pays)} / {terms.number_text(p.dealer_pays)}"
               if p.dealer_pays is not None else
               QCoreApplication.translate("Learn", "%1 from each").replace("%1", terms.number_text(p.non_dealer_pays)))
    else:
        pay = terms.number_text(p.ron)
    return f"{head} · {pay}"


class WorkedHand(QFrame):
    """A SCHEMA.md hand drawn large with its situation, a line of given
    values, and its breakdown when `show_breakdown` is on.

    Attributes (tests read them): `hand_view`, `badges`, `given_label`,
    `headline`, `lines` (the `BreakdownLine`s shown), `result`.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("Card")
        box = QVBoxLayout(self)
        box.setContentsMargins(14, 14, 14, 14)
        box.setSpacing(8)
        felt = QFrame()
        felt.setObjectName("Felt")
        fbox = QVBoxLayout(felt)
        fbox.setContentsMargins(14, 12, 14, 12)
        self.hand_view = HandView()
        self.hand_view.set_clickable(False)
        self.hand_view.set_max_tile_height(64)
        self.hand_view.setMinimumHeight(70)
        self.hand_view.tileHovered.connect(self._tile_hovered)
        fbox.addWidget(self.hand_view)
        self.badges = SituationBadges()
        fbox.addWidget(self.badges)
        self.given_label = QLabel()
        self.given_label.setObjectName("Given")
        self.given_label.hide()
        fbox.addWidget(self.given_label)
        box.addWidget(felt)
        self.headline = QLabel()
        self.headline.setObjectName("Headline")
        box.addWidget(self.headline)
        self._grid = QGridLayout()
        self._grid.setHorizontalSpacing(18)
        self._grid.setVerticalSpacing(2)
        box.addLayout(self._grid)
        self.lines: list[BreakdownLine] = []
        self.result: ScoreResult | None = None
        self._hand: dict | None = None

    def set_hand(self, hand: dict, result: ScoreResult | None = None, show_breakdown: bool = True) -> None:
        """Show a SCHEMA.md hand (scored here when `result` is None) and,
        with `show_breakdown`, its headline and breakdown."""
        h, ctx, rules = hand_from_json(hand)
        self.result = result if result is not None else score(h, ctx, rules)
        self._hand = hand
        self.hand_view.set_hand(h.closed, h.melds, h.win)
        self.badges.set_hand(hand)
        self.show_breakdown(show_breakdown)

    def set_given(self, text: str) -> None:
        """The line of values given with a drill hand ("" hides it)."""
        self.given_label.setText(text)
        self.given_label.setVisible(bool(text))

    def set_tile_height(self, px: int) -> None:
        """Largest tile height in the hand, logical pixels."""
        self.hand_view.set_max_tile_height(px)
        self.badges.set_tile_height(max(16, px // 2))

    def show_breakdown(self, on: bool) -> None:
        """Show (or hide) the headline and the linked yaku and fu lines."""
        clear_layout(self._grid)
        self.lines = []
        self.headline.setVisible(on and self.result is not None)
        if not on or self.result is None:
            return
        r = self.result
        self.headline.setText(headline_text(r))
        row = 0
        yaku = [BreakdownLine(terms.yaku_name(y.id) + (f" ×{y.count}" if y.count > 1 else ""),
                              terms.yakuman_text(max(1, y.han // 13)) if r.yakuman else terms.han_text(y.han), self.hand_view.indices_of(y.tiles) if y.tiles else (),
                              tiles_of(y.tiles), wrap=True) for y in r.yaku]
        fu = [] if r.yakuman else [
            BreakdownLine(terms.fu_item_name(f.id), terms.fu_text(f.fu),
                          self.hand_view.indices_of(f.tiles) if f.tiles else (), tiles_of(f.tiles), wrap=True)
            for f in r.fu_items if not (f.id == "rounding" and not f.fu)]
        for title, rows in ((QCoreApplication.translate("Learn", "Yaku"), yaku), (QCoreApplication.translate("Learn", "Fu"), fu)):
            if not rows:
                continue
            t = QLabel(title)
            t.setObjectName("SectionTitle")
            self._grid.addWidget(t, row, 0, Qt.AlignmentFlag.AlignTop)
            for line in rows:  # the fu under the yaku: side by side they made the page wider than a 1024 window
                row += 1
                line.hovered.connect(self.hand_view.set_highlight)
                self._grid.addWidget(line, row, 0)
                self.lines.append(line)
            row += 1
        self._grid.setRowStretch(row, 1)

    def _tile_hovered(self, index: int) -> None:
        for line in self.lines:
            line.set_lit(index >= 0 and index in line.indices)
        self.hand_view.set_highlight({index} if index >= 0 else ())
