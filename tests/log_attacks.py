"""Files made to attack the log reader's size bounds (issue 24 §4 "Hang",
second round), for the tests and for `bench/log_bounds.py`.

- `wide_tag_mjlog`: an mjlog whose ``<UN>`` tag carries `attributes`
  attributes ``a0="1" a1="1" …`` (the attack: 1.5 M of them in one tag,
  18.4 MB; expat gathers a tag's attributes whole before its handler is
  called, so the attribute count was seen only after the whole tag was
  held: 10–16 s and 450–500 MB to refuse).
- `nested_log_keys_game`: one tenhou.net/6 game (an object) of `hands`
  hands made by repeating the shared Tenhou game's hands, with two more
  ``"log"`` keys nested in it (one in ``rule``, one in an extra field;
  a JSON object is one game whatever it nests). The attack: 22,000 hands,
  refused as "more than 600 hands in 3 games".
- `games_list`: a JSON list of tenhou.net/6 games of the given hand
  counts.
"""

from __future__ import annotations

import json

from log_helpers import GAMES, json_path

_HEAD = '<mjloggm ver="2.3"><SHUFFLE seed="" ref=""/><GO type="169" lobby="0"/>'


def wide_tag_mjlog(attributes: int) -> bytes:
    """An mjlog (plain XML) whose one ``<UN>`` tag has `attributes`
    distinct attributes, well-formed otherwise (about 9 bytes each)."""
    attrs = " ".join(f'a{i}="1"' for i in range(attributes))
    return f"{_HEAD}<UN {attrs}/></mjloggm>".encode()


def _game(hands: int, game: str = GAMES[0]) -> dict:
    obj = json.loads(json_path(game).read_text(encoding="utf-8"))
    obj["log"] = (obj["log"] * (hands // len(obj["log"]) + 1))[:hands]
    return obj


def nested_log_keys_game(hands: int) -> bytes:
    """One tenhou.net/6 game of `hands` hands (the shared game's hands
    repeated), with ``"log"`` keys nested in ``rule`` and in ``extra``."""
    obj = _game(hands)
    obj["rule"] = dict(obj["rule"], log=[])
    obj["extra"] = {"log": []}
    return json.dumps(obj, separators=(",", ":"), ensure_ascii=False).encode()


def games_list(*hands: int) -> bytes:
    """A JSON list of tenhou.net/6 games, the n-th of `hands[n]` hands."""
    return json.dumps([_game(n) for n in hands], separators=(",", ":"), ensure_ascii=False).encode()
