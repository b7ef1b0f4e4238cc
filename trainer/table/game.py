"""A game in memory: its events, the state after each, undo and redo, and
corrections of past events (issue 12 §3).

Every change is an `Edit` — add an event at the end, replace, insert or
remove one in the past — and undo/redo step through edits, any number of
them. Correcting a past event recomputes every state after it; a correction
that makes a later event impossible (e.g. a riichi by a player who would
now have fewer than 1,000 points) is refused and nothing changes. The
states after each event are kept, so undoing or redoing the last event
costs no recomputation.

`trainer.table.store` writes each edit to SQLite before it is applied here;
replaying the stored edits through `Game.do`, `undo` and `redo` rebuilds
the same game.
"""

from __future__ import annotations

from dataclasses import dataclass

from .errors import TableError
from .events import Setup
from .ledger import apply, start_state
from .state import Outcome, TableState

EDIT_KINDS = ("add", "replace", "insert", "remove")
#: Most events a game may hold (a long game has about 100; a hanchan that
#: never ends — draws with everyone tenpai — is the only way past a few hundred).
MAX_EVENTS = 10_000


@dataclass(frozen=True, slots=True)
class Edit:
    """One change to a game's event list.

    Attributes:
        kind: ``"add"`` (append `event`), ``"replace"`` (the event at
            `index` becomes `event`), ``"insert"`` (`event` goes in before
            `index`), ``"remove"`` (the event at `index` goes).
        index: position in the event list (for ``add``: the length before).
        event: the new event (None for ``remove``).
        old: the event replaced or removed (None otherwise), for undo.
    """

    kind: str
    index: int
    event: object = None
    old: object = None

    def inverse(self) -> Edit:
        """The edit that undoes this one."""
        if self.kind == "add":
            return Edit("remove", self.index, None, self.event)
        if self.kind == "replace":
            return Edit("replace", self.index, self.old, self.event)
        if self.kind == "insert":
            return Edit("remove", self.index, None, self.event)
        return Edit("insert", self.index, self.old, None)


class Game:
    """A game's setup and events, with the state after each event.

    Attributes:
        setup: the `Setup`.
        events: the events in order (a tuple view; change them only through
            the methods here).
    Raises (constructor): `TableError` when `events` cannot be replayed.
    """

    def __init__(self, setup: Setup, events=()) -> None:
        self.setup = setup
        self._events: list = []
        self._states: list[TableState] = [start_state(setup)]
        self._outcomes: list[Outcome] = []
        self._done: list[Edit] = []
        self._undone: list[Edit] = []
        for e in events:
            self.add(e)
        self._done.clear()

    # --- reading ------------------------------------------------------------
    @property
    def events(self) -> tuple:
        """Every event, oldest first."""
        return tuple(self._events)

    @property
    def state(self) -> TableState:
        """The state after the last event."""
        return self._states[-1]

    @property
    def outcomes(self) -> tuple[Outcome, ...]:
        """The `Outcome` of each event, oldest first."""
        return tuple(self._outcomes)

    def recent_outcomes(self, n: int) -> tuple[Outcome, ...]:
        """The outcomes of the last `n` events (fewer when the game has
        fewer), oldest first: of a game opened from a snapshot only these
        are worked out (`trainer.table.snapshot`)."""
        return tuple(self._outcomes[max(0, len(self._outcomes) - n):])

    def event(self, index: int):
        """The event at `index` (negative counts from the end). Raises
        IndexError."""
        return self._events[index]

    def state_after(self, index: int) -> TableState:
        """The state after event `index` (``-1``: the start)."""
        return self._states[index + 1]

    def __len__(self) -> int:
        return len(self._events)

    @property
    def can_undo(self) -> bool:
        """There is an edit to undo."""
        return bool(self._done)

    @property
    def can_redo(self) -> bool:
        """There is an undone edit to redo."""
        return bool(self._undone)

    # --- changing -----------------------------------------------------------
    def check(self, edit: Edit) -> TableState:
        """The state `edit` would leave; raise `TableError` if it cannot be
        done. Changes nothing."""
        return self._run(edit, keep=False)

    def add(self, event) -> Outcome:
        """Append `event`; its `Outcome`. Raises `TableError` (nothing changes)."""
        self.do(Edit("add", len(self._events), event))
        return self._outcomes[-1]

    def replace(self, index: int, event) -> None:
        """Correct the event at `index`; every later state is recomputed."""
        self.do(Edit("replace", index, event, self._event_at(index)))

    def insert(self, index: int, event) -> None:
        """Insert `event` before position `index` (a forgotten riichi …)."""
        self.do(Edit("insert", index, event))

    def remove(self, index: int) -> None:
        """Remove the event at `index`."""
        self.do(Edit("remove", index, None, self._event_at(index)))

    def do(self, edit: Edit) -> None:
        """Apply an edit and make it the newest undo step (the redo steps
        are dropped). Raises `TableError` (nothing changes)."""
        self._run(edit, keep=True)
        self._done.append(edit)
        self._undone.clear()

    def undo(self) -> Edit:
        """Undo the newest edit; returns it. Raises `TableError(nothing_to_undo)`."""
        if not self._done:
            raise TableError("nothing_to_undo", "nothing to undo")
        edit = self._done[-1]
        self._run(edit.inverse(), keep=True)
        self._undone.append(self._done.pop())
        return edit

    def redo(self) -> Edit:
        """Redo the newest undone edit; returns it. Raises
        `TableError(nothing_to_redo)`."""
        if not self._undone:
            raise TableError("nothing_to_redo", "nothing to redo")
        edit = self._undone[-1]
        self._run(edit, keep=True)
        self._done.append(self._undone.pop())
        return edit

    def next_undo(self) -> Edit | None:
        """The edit `undo` would undo, or None."""
        return self._done[-1] if self._done else None

    def next_redo(self) -> Edit | None:
        """The edit `redo` would redo, or None."""
        return self._undone[-1] if self._undone else None

    # --- restoring ------------------------------------------------------------
    @classmethod
    def from_edits(cls, setup: Setup, steps) -> Game:
        """The game a stored list of edits made, computed once: the edits
        (an `Edit`, or ``"undo"`` / ``"redo"``) are first folded on the
        event list and the undo and redo stacks, then the states of the
        resulting events are computed in one pass. Opening a game that had
        30 early corrections so costs one pass, not 31 (issue 24 §4: 6.2 s
        for 5,000 events).

        Raises:
            TableError: a step cannot be folded (``bad_edit``, ``nothing_to_undo``,
                ``nothing_to_redo``) or the folded events cannot be played
                (any ledger code); the caller then replays step by step to
                find where (`trainer.table.store` does).
        """
        events, done, undone = fold_steps(steps)
        game = cls(setup, events)
        game._done, game._undone = done, undone
        return game

    @classmethod
    def restored(cls, setup: Setup, events, states, outcomes, done, undone) -> Game:
        """A game from its parts, as `trainer.table.snapshot` rebuilds one
        without replaying it: `events` (n), `states` (n + 1: the start,
        then after each event), `outcomes` (n), the undo and redo stacks.
        Each is a list or a list-like whose items are worked out when first
        read (`snapshot.LazyList`). Nothing is checked here."""
        game = cls.__new__(cls)
        game.setup = setup
        game._events, game._states, game._outcomes = events, states, outcomes
        game._done, game._undone = done, undone
        return game

    def checkpoints(self, every: int) -> dict[int, TableState]:
        """The states after events 0, `every`, 2 × `every`, … and after the
        last one (index → `TableState`; index 0 is the start): what a
        snapshot keeps (`trainer.table.snapshot`)."""
        n = len(self._events)
        return {k: self._states[k] for k in (*range(0, n + 1, every), n)}

    # --- inside ---------------------------------------------------------------
    def _event_at(self, index: int):
        if not 0 <= index < len(self._events):
            raise TableError("bad_edit", f"there is no event {index} (the game has {len(self._events)})",
                             index=index, why="no_such_event")
        return self._events[index]

    def _run(self, edit: Edit, keep: bool) -> TableState:
        """Apply `edit` to the events and states (all or nothing); the last
        state it leaves."""
        n = len(self._events)
        if edit.kind not in EDIT_KINDS:
            raise TableError("bad_edit", f"unknown edit {edit.kind!r}", index=edit.index, why="unknown_edit")
        if edit.kind == "add":
            if edit.index != n:
                raise TableError("bad_edit", f"an added event goes at {n}, not {edit.index}", index=edit.index,
                                 why="not_at_end")
            if n >= MAX_EVENTS:
                raise TableError("bad_edit", f"a game holds at most {MAX_EVENTS} events", index=n, why="too_many")
            state, outcome = apply(self.setup, self._states[-1], edit.event)
            if keep:
                self._events.append(edit.event)
                self._states.append(state)
                self._outcomes.append(outcome)
            return state
        if edit.kind == "remove" and edit.index == n - 1 and n:
            before = self._states[-2]
            if keep:  # the common undo: drop the last event, no recomputation
                self._events.pop()
                self._states.pop()
                self._outcomes.pop()
            return before
        if edit.kind == "insert" and n >= MAX_EVENTS:
            raise TableError("bad_edit", f"a game holds at most {MAX_EVENTS} events", index=n, why="too_many")
        hi = n if edit.kind == "insert" else n - 1
        if not 0 <= edit.index <= hi:
            raise TableError("bad_edit", f"there is no event {edit.index} (the game has {n})", index=edit.index,
                             why="no_such_event")
        events = list(self._events)
        if edit.kind == "replace":
            events[edit.index] = edit.event
        elif edit.kind == "insert":
            events.insert(edit.index, edit.event)
        else:
            del events[edit.index]
        states = self._states[:edit.index + 1]
        outcomes = self._outcomes[:edit.index]
        for i in range(edit.index, len(events)):
            try:
                state, outcome = apply(self.setup, states[-1], events[i])
            except TableError as e:
                if i == edit.index and edit.kind != "remove":
                    raise
                raise TableError("bad_edit", f"this change makes event {i + 1} impossible: {e.message}",
                                 index=i, why=e.code, cause=e.message) from e
            states.append(state)
            outcomes.append(outcome)
        if keep:
            self._events, self._states, self._outcomes = events, states, outcomes
        return states[-1]


def fold_steps(steps) -> tuple[list, list[Edit], list[Edit]]:
    """Fold stored steps (an `Edit`, or ``"undo"`` / ``"redo"``) on an
    empty event list: (events, undo stack, redo stack), no state computed.
    The events are moved, never read, so they may still be in their
    stored form. Raises `TableError` as `Game.from_edits` says."""
    events: list = []
    done: list[Edit] = []
    undone: list[Edit] = []
    for step in steps:
        if step == "undo":
            if not done:
                raise TableError("nothing_to_undo", "nothing to undo")
            _fold(events, done[-1].inverse())
            undone.append(done.pop())
        elif step == "redo":
            if not undone:
                raise TableError("nothing_to_redo", "nothing to redo")
            _fold(events, undone[-1])
            done.append(undone.pop())
        else:
            _fold(events, step)
            done.append(step)
            undone.clear()
    return events, done, undone


def _fold(events: list, edit: Edit) -> None:
    """Apply `edit` to the event list alone (no states): the checks of
    `Game._run` on positions and size. Raises `TableError(bad_edit)`."""
    n = len(events)
    if edit.kind not in EDIT_KINDS:
        raise TableError("bad_edit", f"unknown edit {edit.kind!r}", index=edit.index, why="unknown_edit")
    hi = n if edit.kind in ("insert", "add") else n - 1
    if not isinstance(edit.index, int) or not 0 <= edit.index <= hi or (edit.kind == "add" and edit.index != n):
        raise TableError("bad_edit", f"there is no event {edit.index} (the game has {n})", index=edit.index,
                         why="no_such_event")
    if edit.kind in ("add", "insert") and n >= MAX_EVENTS:
        raise TableError("bad_edit", f"a game holds at most {MAX_EVENTS} events", index=n, why="too_many")
    if edit.kind == "add":
        events.append(edit.event)
    elif edit.kind == "insert":
        events.insert(edit.index, edit.event)
    elif edit.kind == "replace":
        events[edit.index] = edit.event
    else:
        del events[edit.index]
