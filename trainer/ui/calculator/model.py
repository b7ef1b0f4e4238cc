"""CalculatorModel: the calculator's current `CalcState` with an undo history.

Widgets call the edit methods; every change emits `changed` once. Edits that
cannot be made emit `refused(Refusal)` and change nothing. Consecutive edits
with the same `merge` key (typing in the notation box, stepping a counter)
form one undo step.
"""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import QObject, Signal

from trainer.core.errors import HandError
from trainer.core.rules import RuleSet
from trainer.core.scoring import score
from trainer.core.tiles import Tile

from .evaluation import normalized_ctx, riichi_stick_follows, set_flag
from .notation import parse_notation
from .state import CalcState, Refusal, random_state, round_winds, seat_winds

#: Longest undo history kept.
HISTORY_LIMIT = 500


class CalculatorModel(QObject):
    """The state being edited, its undo/redo history, and the edits.

    Signals:
        changed(): the state changed (edit, undo, redo, load).
        refused(object): an edit was refused; the argument is a `Refusal`.
    """

    changed = Signal()
    refused = Signal(object)

    def __init__(self, state: CalcState | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._history: list[CalcState] = [state or CalcState()]
        self._at = 0
        self._merge: str | None = None

    # -- history ---------------------------------------------------------
    @property
    def state(self) -> CalcState:
        """The current `CalcState`."""
        return self._history[self._at]

    def apply(self, new: CalcState | Refusal, merge: str | None = None, table: bool = True) -> bool:
        """Make `new` the current state (one undo step, merged with the
        previous step when both carry the same `merge` key). A `Refusal` is
        re-emitted as `refused`. With `table` (an edit at the table, not a
        whole hand loaded), riichi declared or taken back moves the winner's
        own stick (`evaluation.riichi_stick_follows`). Returns True when
        the state changed."""
        if isinstance(new, Refusal):
            self.refused.emit(new)
            return False
        if table:
            new = riichi_stick_follows(self.state, new)
        if new == self.state:
            return False
        del self._history[self._at + 1:]
        if merge is not None and merge == self._merge and self._at > 0:
            self._history[self._at] = new
        else:
            self._history.append(new)
            self._at += 1
            if len(self._history) > HISTORY_LIMIT:
                del self._history[0]
                self._at -= 1
        self._merge = merge
        self.changed.emit()
        return True

    def can_undo(self) -> bool:
        """There is a step to undo."""
        return self._at > 0

    def can_redo(self) -> bool:
        """There is an undone step to redo."""
        return self._at < len(self._history) - 1

    def undo(self) -> None:
        """Go back one step (no-op at the start)."""
        if self.can_undo():
            self._at -= 1
            self._merge = None
            self.changed.emit()

    def redo(self) -> None:
        """Go forward one undone step (no-op at the end)."""
        if self.can_redo():
            self._at += 1
            self._merge = None
            self.changed.emit()

    def end_merge(self) -> None:
        """The next edit starts a new undo step even with the same merge key."""
        self._merge = None

    # -- edits -----------------------------------------------------------
    def _fix(self, state: CalcState | Refusal) -> CalcState | Refusal:
        """Drop situation flags the new hand makes impossible (e.g. riichi
        once a pon is added) in the same step."""
        if isinstance(state, Refusal):
            return state
        return replace(state, ctx=normalized_ctx(state))

    def add_tile(self, tile: Tile) -> bool:
        """Add a closed tile (the completing tile becomes the winning tile)."""
        return self.apply(self._fix(self.state.with_tile(tile)))

    def add_meld(self, kind: str, tiles: tuple[Tile, ...]) -> bool:
        """Add a declared meld of `kind` with `tiles`."""
        return self.apply(self._fix(self.state.with_meld(kind, tiles)))

    def remove_tile(self, tile: Tile) -> bool:
        """Remove one closed tile equal to `tile`."""
        return self.apply(self._fix(self.state.without_closed(tile)))

    def remove_meld(self, index: int) -> bool:
        """Remove a meld by index."""
        return self.apply(self._fix(self.state.without_meld(index)))

    def remove_last(self) -> bool:
        """Remove the last tile added (or the last meld when no closed tile)."""
        return self.apply(self._fix(self.state.without_last()))

    def set_win(self, tile: Tile) -> bool:
        """Make a closed tile the winning tile."""
        return self.apply(self._fix(self.state.with_win(tile)))

    def set_flag(self, flag: str, on: bool) -> bool:
        """Switch a situation flag (see `evaluation.set_flag`)."""
        return self.apply(set_flag(self.state, flag, on))

    def set_tsumo(self, tsumo: bool) -> bool:
        """Tsumo (True) or ron (False); flags follow (haitei ↔ houtei, …)."""
        return self.apply(replace(self.state, ctx=normalized_ctx(self.state, tsumo=tsumo)))

    def set_wind(self, which: str, wind: str) -> bool:
        """Set ``seat_wind`` or ``round_wind`` to E/S/W/N; a wind the game
        does not have (`state.seat_winds`, `state.round_winds`: no North
        with three players) is not set (returns False)."""
        offered = seat_winds(self.state.rules) if which == "seat_wind" else round_winds(self.state.rules)
        if wind not in offered:
            return False
        return self.apply(replace(self.state, ctx=normalized_ctx(self.state, **{which: wind})))

    def set_count(self, which: str, value: int) -> bool:
        """Set ``honba`` or ``riichi_sticks`` (merged while stepping); with
        riichi declared the winner's own stick stays: at least 1."""
        low = 1 if which == "riichi_sticks" and self.state.ctx.in_riichi else 0
        return self.apply(replace(self.state, ctx=replace(self.state.ctx, **{which: max(low, int(value))})),
                          merge=which)

    def add_indicator(self, which: str, tile: Tile) -> bool:
        """Add a dora ("dora") or ura ("ura") indicator."""
        return self.apply(self.state.with_indicator(which, tile))

    def remove_indicator(self, which: str, index: int) -> bool:
        """Remove a dora/ura indicator by position."""
        return self.apply(self.state.without_indicator(which, index))

    def set_kita(self, kita: int) -> bool:
        """Set the kita count (three players: North tiles set aside, 0..4);
        flags a kita rules out (a kita counts as a call: tenhou, chiihou,
        renhou, ippatsu on a double riichi) are dropped in the same step."""
        return self.apply(self._fix(self.state.with_kita(kita)), merge="kita")

    def set_rules(self, rules: RuleSet) -> bool:
        """Use another rule set (the hand is kept; kita only with three
        players)."""
        return self.apply(replace(self.state, rules=rules, kita=self.state.kita if rules.players == 3 else 0))

    def clear(self) -> bool:
        """Start over (rules kept); undoable."""
        return self.apply(self.state.cleared())

    def load(self, state: CalcState) -> bool:
        """Replace the whole state (one undo step), its sticks as they are."""
        return self.apply(state, table=False)

    def set_notation(self, text: str) -> bool:
        """Take the hand from the notation box (merged while typing).

        Raises:
            HandError: the text is not valid notation (nothing changes).
        """
        parsed = parse_notation(text)
        closed = parsed.closed
        win = parsed.win if parsed.win is not None and len(closed) == 14 - 3 * len(parsed.melds) else None
        new = replace(self.state, closed=closed, melds=parsed.melds, win=win)
        return self.apply(self._fix(new), merge="notation")

    def random_legal(self, rng: random.Random | None = None, tries: int = 200) -> bool:
        """Load a random complete hand the core accepts (it has a yaku).

        Uses `calc_state.random_state` and keeps the first the core scores
        without error; the rules stay. Returns False if none was found.
        """
        rng = rng or random.Random()
        for _ in range(tries):
            s = random_state(rng, self.state.rules)
            s = replace(s, ctx=normalized_ctx(s))
            if s.ctx.in_riichi:  # the winner's own stick is on the table
                s = replace(s, ctx=replace(s.ctx, riichi_sticks=max(1, s.ctx.riichi_sticks)))
            try:
                score(s.hand(), s.ctx, s.rules)
            except HandError:
                continue
            return self.apply(s, table=False)
        return False

