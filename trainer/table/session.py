"""A session: several games by the same players in one sitting, and the
standings across them (issue 22 §3) — what club ledgers (Pantheon, paper
sheets) keep: each player's sum of points, how often they placed 1st…4th,
and their average place. Pure Python, no Qt.

A player is known by name, so seats may change from game to game. Only
finished games count; a game still being played is listed apart.

Three-player games (TABLE_RULES.md §8) count 1st to 3rd. A session that
mixes three- and four-player games (the window never makes one: "Next
game" keeps the players and rules; the store takes it) counts each place
as played — the last of three is a 3rd, not a 4th — and adds the points;
its columns go to 4th.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..storage import write_atomically


@dataclass(frozen=True, slots=True)
class PlayerTotal:
    """One player's line of the session standings.

    Attributes:
        name: the player's name.
        games: finished games played.
        points: the sum of their final results (thousands, with uma and oka).
        places: how often they placed 1st, 2nd, 3rd, 4th (1st to 3rd when
            every game of the session had three players).
        per_game: their result in each finished game of the session, in
            game order (None for a game they did not play).
    """

    name: str
    games: int
    points: float
    places: tuple[int, ...]
    per_game: tuple[float | None, ...]

    @property
    def average_place(self) -> float:
        """The mean of their places (0.0 before any game)."""
        if not self.games:
            return 0.0
        return sum((i + 1) * n for i, n in enumerate(self.places)) / self.games


@dataclass(frozen=True, slots=True)
class GameResult:
    """A finished game as the session counts it.

    Attributes:
        players: names in seat order. places: 1..4 per seat. points: final
            results per seat (thousands).
    """

    players: tuple[str, ...]
    places: tuple[int, ...]
    points: tuple[float, ...]


def session_standings(results) -> tuple[PlayerTotal, ...]:
    """The standings across `results` (`GameResult`, game order): best
    first — the higher sum of points, then the better average place, then
    the name.

    Raises:
        ValueError: a result whose players, places and points differ in
            length.
    """
    results = tuple(results)
    names: list[str] = []
    for r in results:
        if not len(r.players) == len(r.places) == len(r.points):
            raise ValueError(f"a game result has {len(r.players)} players, {len(r.places)} places and "
                             f"{len(r.points)} results")
        names.extend(n for n in r.players if n not in names)
    totals = []
    seats = max((len(r.places) for r in results), default=4)
    for name in names:
        per_game: list[float | None] = []
        places = [0] * seats
        for r in results:
            if name in r.players:
                seat = r.players.index(name)
                per_game.append(float(r.points[seat]))
                places[r.places[seat] - 1] += 1
            else:
                per_game.append(None)
        played = [p for p in per_game if p is not None]
        totals.append(PlayerTotal(name, len(played), round(sum(played), 1), tuple(places), tuple(per_game)))
    return tuple(sorted(totals, key=lambda t: (-t.points, t.average_place, t.name)))


def standings_csv_rows(totals) -> list[list[str]]:
    """The standings as CSV rows: ``player, games, points, first, second,
    third, fourth (not with three players), average_place, game_1..game_K`` (points to 0.1, average
    place to 0.01; an empty cell for a game the player did not play)."""
    totals = tuple(totals)
    k = max((len(t.per_game) for t in totals), default=0)
    seats = max((len(t.places) for t in totals), default=4)
    out = [["player", "games", "points", *("first", "second", "third", "fourth")[:seats], "average_place"]
           + [f"game_{i + 1}" for i in range(k)]]
    for t in totals:
        out.append([t.name, str(t.games), f"{t.points + 0.0:.1f}", *(str(n) for n in t.places),
                    f"{t.average_place:.2f}"] + ["" if p is None else f"{p + 0.0:.1f}" for p in t.per_game])
    return out


def write_standings_csv(totals, path) -> None:
    """Write the standings as CSV at `path` (all at once; see
    `storage.write_atomically`). Raises `OSError`."""
    import csv
    import io

    buf = io.StringIO()
    csv.writer(buf).writerows(standings_csv_rows(totals))
    text = buf.getvalue()

    def write(tmp: str) -> None:
        with open(tmp, "w", encoding="utf-8", newline="") as f:
            f.write(text)

    write_atomically(path, write)
