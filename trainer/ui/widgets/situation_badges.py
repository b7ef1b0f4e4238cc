"""SituationBadges: a quiz hand's situation in a line of badges on the
felt, wrapping onto more lines when the window is narrow — seat and round
wind, ron or tsumo, riichi, ippatsu, haitei/houtei, rinshan, chankan,
blessings, the dora and ura indicators as small tiles, three players and
their kita Norths, honba and riichi sticks — so that none of it can be missed (UI.md "Quiz")."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from trainer.core.tiles import parse_tiles

from .flow_layout import FlowLayout
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
        # Badges wrap onto a second line in a small window (never cut short).
        self._row = FlowLayout(self, spacing=8)
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)
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
        self._row.addWidget(b)
        self.texts.append(text)

    def _indicators(self, caption: str, tiles: str) -> TileRow:
        c = QLabel(caption)
        c.setObjectName("BadgeCaption")
        self._row.addWidget(c)
        row = TileRow(parse_tiles(tiles), self._tile_h)
        self._row.addWidget(row)
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
                elif b.key == "ura":
                    self.ura_row = row
            else:
                self._badge(b.text, b.strong, b.warn)
        self.updateGeometry()

    def changeEvent(self, event) -> None:  # noqa: N802 (Qt API)
        if event.type() == QEvent.Type.LanguageChange:
            self._render()
        super().changeEvent(event)
