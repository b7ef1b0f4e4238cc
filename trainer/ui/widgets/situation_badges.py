"""SituationBadges: a quiz hand's situation in one line of badges on the
felt — seat and round wind, ron or tsumo, riichi, ippatsu, haitei/houtei,
rinshan, chankan, blessings, the dora and ura indicators as small tiles,
honba and riichi sticks — so that none of it can be missed (UI.md "Quiz")."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from trainer.core.tiles import parse_tiles

from .layout import clear_layout
from .situation_text import situation_badges
from .tile_row import TileRow


class SituationBadges(QWidget):
    """One line of badges for a SCHEMA.md hand (`set_hand`).

    Attributes (read back by tests): `texts` — the badge texts in order;
    `dora_row`, `ura_row` — the indicator `TileRow`s.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._row = QHBoxLayout(self)
        self._row.setContentsMargins(0, 0, 0, 0)
        self._row.setSpacing(8)
        self._hand: dict | None = None
        self._tile_h = 30
        self.texts: list[str] = []
        self.dora_row: TileRow | None = None
        self.ura_row: TileRow | None = None

    def set_tile_height(self, px: int) -> None:
        """Height of the indicator tiles in logical pixels."""
        self._tile_h = max(14, int(px))
        self._render()

    def set_hand(self, hand: dict | None) -> None:
        """Show the situation of a SCHEMA.md hand object (None: nothing)."""
        self._hand = hand
        self._render()

    def _clear(self) -> None:
        clear_layout(self._row)
        self.texts = []
        self.dora_row = self.ura_row = None

    def _badge(self, text: str, strong: bool = False, warn: bool = False) -> None:
        b = QLabel(text)
        b.setObjectName("Badge")
        b.setProperty("strong", strong)
        b.setProperty("warn", warn)
        self._row.addWidget(b, 0, Qt.AlignmentFlag.AlignVCenter)
        self.texts.append(text)

    def _indicators(self, caption: str, tiles: str) -> TileRow:
        c = QLabel(caption)
        c.setObjectName("BadgeCaption")
        self._row.addWidget(c, 0, Qt.AlignmentFlag.AlignVCenter)
        row = TileRow(parse_tiles(tiles), self._tile_h)
        self._row.addWidget(row, 0, Qt.AlignmentFlag.AlignVCenter)
        self.texts.append(caption)
        return row

    def _render(self) -> None:
        self._clear()
        if not self._hand:
            return
        for b in situation_badges(self._hand):
            if b.tiles:
                row = self._indicators(b.text, b.tiles)
                if b.key == "dora":
                    self.dora_row = row
                else:
                    self.ura_row = row
            else:
                self._badge(b.text, b.strong, b.warn)
        self._row.addStretch(1)

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
