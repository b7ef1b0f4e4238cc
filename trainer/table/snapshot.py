"""Snapshots of long games: derived data that lets a game of thousands of
events open without replaying them (issue 24 §4: a 10,000-event game with
30 early corrections took 1.5 s to open; budget 100 ms).

A snapshot holds, for the edits of a game up to one of them (``seq``):

- the event list and the undo and redo stacks those edits fold to, each
  event and step as a reference to the stored edit row that holds it (so
  the snapshot stays small: numbers, not the events again);
- the state after every `EVERY`-th event and after the last one (the end
  of a finished game is left out and worked out again);
- how many edit rows it covers and a digest (SHA-256) of the last one;
- the program version and `FORMAT` that wrote it, and its own checksum.

It is never trusted over the events: it is used only when its checksum,
the count and the last row of the edits it covers, the version and the
format all agree and the state it gives matches the standing written in the
same transaction as the newest edit (`trainer.table.store`); anything else
— missing, damaged, out of date, written by another version — and the game
is replayed from its edits and a new snapshot written. Edit rows are never
updated (the store only appends), so a row it covers can differ only if the
file was changed by something else; the checks above catch such a change of
the newest row or of where the game stands, not every change of an older
row.

A game opened from a snapshot reads nothing it does not need: the events
and steps are read from their rows, and the states between the kept ones
and the outcomes worked out, when first used (`LazyList`), so the table
shows the newest state at once and the history's outcomes are computed
when it asks for them.
"""

from __future__ import annotations

import hashlib
import json
from dataclasses import fields

from trainer import __version__

from .errors import TableError
from .events import Setup, event_from_json
from .game import EDIT_KINDS, Edit, Game, fold_steps
from .ledger import apply, start_state
from .state import TableState

#: Bump when what a snapshot holds, or what the ledger computes, changes.
FORMAT = 1
#: A state is kept after every EVERY-th event: working out any other one
#: replays at most EVERY - 1 events.
EVERY = 128

__all__ = ["EVERY", "FORMAT", "PENDING", "LazyList", "SnapshotError", "digest", "encode", "restore"]


class SnapshotError(ValueError):
    """A snapshot that cannot be used (the message says why); the game is
    then replayed from its edits."""


#: An item of a `LazyList` not worked out yet.
PENDING = object()


class LazyList:
    """A list whose items are worked out when first read: an item that is
    `PENDING` becomes ``make(index, raw[index])``. Supports what `Game`
    does with its lists: len, truth, index (negative too), slice (a plain
    list), iteration, append, pop, clear.

    Attributes:
        items: the items, `PENDING` where not worked out yet; raw: the
            stored form of each (None for one added since).
    """

    def __init__(self, items: list, raw: list, make) -> None:
        self.items = items
        self.raw = raw
        self._make = make

    def __len__(self) -> int:
        return len(self.items)

    def __bool__(self) -> bool:
        return bool(self.items)

    def _at(self, i: int):
        if i < 0:
            i += len(self.items)
        v = self.items[i]
        if v is PENDING:
            v = self.items[i] = self._make(i, self.raw[i])
        return v

    def __getitem__(self, key):
        if isinstance(key, slice):
            return [self._at(i) for i in range(*key.indices(len(self.items)))]
        if not -len(self.items) <= key < len(self.items):
            raise IndexError(key)
        return self._at(key)

    def __iter__(self):
        return (self._at(i) for i in range(len(self.items)))

    def append(self, item) -> None:
        """Add `item` at the end."""
        self.items.append(item)
        self.raw.append(None)

    def pop(self):
        """Remove and return the last item (worked out first)."""
        v = self._at(-1)
        self.items.pop()
        self.raw.pop()
        return v

    def clear(self) -> None:
        """Remove every item."""
        self.items.clear()
        self.raw.clear()


def digest(rows) -> str:
    """SHA-256 (hex) of edit rows ``(seq, kind, idx, event, old)`` as stored."""
    h = hashlib.sha256()
    for seq, kind, idx, event, old in rows:
        h.update(f"{seq}\x1f{kind}\x1f{idx}\x1f{event}\x1f{old}\x1e".encode("utf-8", "surrogatepass"))
    return h.hexdigest()


def _state_fields() -> list[str]:
    return [f.name for f in fields(TableState) if f.name != "final"]


def _lists(v):
    return [_lists(x) for x in v] if isinstance(v, tuple) else v


def _tuples(v):
    return tuple(_tuples(x) for x in v) if isinstance(v, list) else v


def _state_to_json(state: TableState) -> dict:
    return {name: _lists(getattr(state, name)) for name in _state_fields()}


def _state_from_json(d) -> TableState:
    if not isinstance(d, dict) or sorted(d) != sorted(_state_fields()):
        raise SnapshotError("a kept state has other fields than this program's")
    return TableState(**{k: _tuples(v) for k, v in d.items()})


def _ref_steps(rows) -> list:
    """Stored rows as fold steps whose events are references to the row
    text that holds them: ``2 × seq`` for a row's event, ``2 × seq + 1``
    for its old event; each `Edit` also names its row (`_RefEdit`)."""
    steps: list = []
    for seq, kind, idx, event, old in rows:
        if kind in ("undo", "redo"):
            steps.append(kind)
        elif kind in EDIT_KINDS:
            steps.append(_RefEdit(kind, idx, None if event is None else 2 * seq,
                                  None if old is None else 2 * seq + 1, seq))
        else:
            raise SnapshotError(f"edit kind {kind!r}")
    return steps


class _RefEdit(Edit):
    """An `Edit` whose events are references (see `_ref_steps`) and which
    knows its row (`seq`); its inverse keeps the row."""

    __slots__ = ("seq",)

    def __init__(self, kind: str, index: int, event, old, seq: int) -> None:
        super().__init__(kind, index, event, old)
        object.__setattr__(self, "seq", seq)

    def inverse(self) -> Edit:
        """The inverse, still naming this row."""
        e = super().inverse()
        return _RefEdit(e.kind, e.index, e.event, e.old, self.seq)


def encode(game: Game, rows) -> tuple[int, str, str]:
    """(seq, data, checksum) of a snapshot of `game` as the stored edit
    rows ``(seq, kind, idx, event, old)`` (all of them, oldest first) leave
    it: the rows folded — each event and undo or redo step kept as a
    reference to the row that holds it — and the kept states.

    Raises:
        SnapshotError: the rows do not fold to `game`'s events.
    """
    try:
        events_ref, done, undone = fold_steps(_ref_steps(rows))
    except TableError as e:
        raise SnapshotError(f"the edits cannot be folded ({e.message})") from None
    if len(events_ref) != len(game):
        raise SnapshotError("the edits do not give the game's events")
    kept = {str(k): _state_to_json(s) for k, s in game.checkpoints(EVERY).items() if s.final is None}
    seq = rows[-1][0]
    data = json.dumps({"format": FORMAT, "version": __version__, "seq": seq, "count": len(rows),
                       "last": digest(rows[-1:]), "events": events_ref, "done": [e.seq for e in done],
                       "undone": [e.seq for e in undone], "states": kept}, separators=(",", ":"))
    return seq, data, hashlib.sha256(data.encode()).hexdigest()


def _event(text):
    return None if text is None else event_from_json(json.loads(text))


def restore(setup: Setup, data: str, checksum: str, count: int, last_row, load_rows) -> tuple[Game, int]:
    """The game a snapshot (`data`, `checksum`) gives, and the seq of the
    last edit it covers (the edits after it are to be applied to it).
    `count` is how many edit rows the game has up to that seq and
    `last_row` that row ``(seq, kind, idx, event, old)``, as stored now;
    `load_rows()` reads the rows up to it (called once, when an event or
    a step is first needed).

    Raises:
        SnapshotError: the snapshot does not fit the stored edits, this
            program, or itself (see the module docstring).
    """
    if not isinstance(data, str) or hashlib.sha256(data.encode()).hexdigest() != checksum:
        raise SnapshotError("its checksum does not match")
    try:
        d = json.loads(data)
        if d["format"] != FORMAT or d["version"] != __version__:
            raise SnapshotError(f"written by format {d['format']} of version {d['version']}")
        seq, events_ref, done, undone, kept = d["seq"], d["events"], d["done"], d["undone"], d["states"]
        refs_ok = all(isinstance(r, int) and 0 <= r < 2 * count for r in (*events_ref, *done, *undone))
    except (ValueError, TypeError, KeyError, RecursionError) as e:
        raise SnapshotError(f"it cannot be read ({e})") from None
    if not refs_ok or not isinstance(kept, dict):
        raise SnapshotError("a part of it has the wrong type")
    if d.get("count") != count or count != seq + 1 or last_row is None or last_row[0] != seq \
            or digest([last_row]) != d.get("last"):
        raise SnapshotError("the stored edits are not the ones it was made from")
    n = len(events_ref)
    states: list = [PENDING] * (n + 1)
    try:
        for k, v in kept.items():
            if not 0 <= int(k) <= n:
                raise SnapshotError(f"a kept state after event {k} of {n}")
            states[int(k)] = _state_from_json(v)
    except (ValueError, TypeError, AttributeError) as e:
        raise SnapshotError(f"a kept state cannot be read ({e})") from None
    if states[0] != start_state(setup):
        raise SnapshotError("its start does not match the game's")
    return _lazy_game(setup, events_ref, states, done, undone, _RowText(load_rows, count)), seq


class _RowText:
    """The stored rows a snapshot refers to, read once when first needed.

    Raises (when read): `TableError(store)` with code ``bad_edit_row``
    when the rows are not the ones the snapshot counted (checked when it
    was opened: only a file changed since then)."""

    def __init__(self, load_rows, count: int) -> None:
        self._load, self._count, self._rows = load_rows, count, None

    def row(self, seq: int) -> tuple:
        """The row ``(seq, kind, idx, event, old)`` of `seq`."""
        if self._rows is None:
            rows = self._load()
            if len(rows) < self._count or any(r[0] != i for i, r in enumerate(rows[:self._count])):
                raise TableError("store", "the stored edits changed while the game was open", code="bad_edit_row")
            self._rows = rows
        return self._rows[seq]

    def event(self, ref: int):
        """The event a reference (see `_ref_steps`) names."""
        return _event(self.row(ref // 2)[3 + ref % 2])

    def edit(self, seq: int) -> Edit:
        """The edit of row `seq`, its events read."""
        _seq, kind, idx, event, old = self.row(seq)
        return Edit(kind, idx, _event(event), _event(old))


def _lazy_game(setup: Setup, events_ref: list, states: list, done: list, undone: list, text: _RowText) -> Game:
    """A `Game` whose events, steps, states and outcomes are worked out when
    first read: an outcome from the nearest state known before it."""
    n = len(events_ref)
    events = LazyList([PENDING] * n, events_ref, lambda _i, ref: text.event(ref))
    outcomes = LazyList([PENDING] * n, [None] * n, lambda i, _raw: work_out(i)[1])
    state_list = LazyList(states, [None] * (n + 1), lambda i, _raw: work_out(i - 1)[0])

    def work_out(i: int):
        """(state after event i, outcome of event i), and every pending one
        before it back to the nearest known state."""
        known = state_list.items
        j = i
        while known[j] is PENDING:
            j -= 1
        for t in range(j, i + 1):
            state, outcome = apply(setup, known[t], events[t])
            known[t + 1] = state  # the events', whatever was kept
            if t < i:
                outcomes.items[t] = outcome
        return state, outcome

    return Game.restored(setup, events, state_list, outcomes,
                         LazyList([PENDING] * len(done), done, lambda _i, seq: text.edit(seq)),
                         LazyList([PENDING] * len(undone), undone, lambda _i, seq: text.edit(seq)))
