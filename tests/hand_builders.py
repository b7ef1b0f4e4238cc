"""Shorthand for writing SCHEMA.md hands in table-driven tests."""


def H(closed, win, *melds, **fields):  # noqa: N802 — reads like a table cell
    """A hand in the SCHEMA.md format; South seat, East round unless given.

    `melds` are ``(type, tiles)`` pairs, e.g. ``("pon", "777z")``.
    """
    hand = {"closed": closed, "win": win, "seat_wind": "S", "round_wind": "E"}
    if melds:
        hand["melds"] = [{"type": t, "tiles": tiles} for t, tiles in melds]
    hand.update(fields)
    return hand
