"""Hypothesis strategies for legal winning hands in the SCHEMA.md JSON format.

A hand is drawn as four groups (sequences, triplets, kans; some declared as
melds) plus a pair, then a winning tile from the concealed part, a context
consistent with it (riichi only when closed, rinshan only with a kan, …) and
indicators that keep every kind at 4 copies or fewer. The scorer may still
find no yaku; tests `assume` a scored result where they need one.
"""

from __future__ import annotations

from hypothesis import strategies as st

from trainer.core.tiles import format_kinds

WINDS = ("E", "S", "W", "N")


def _name(kind: int) -> str:
    return format_kinds([kind])


@st.composite
def group(draw):
    """('sequence'|'triplet'|'quad', first kind)."""
    shape = draw(st.sampled_from(["sequence", "sequence", "sequence", "triplet", "triplet", "quad"]))
    if shape == "sequence":
        suit = draw(st.integers(0, 2))
        return shape, suit * 9 + draw(st.integers(0, 6))
    return shape, draw(st.integers(0, 33))


@st.composite
def winning_hand(draw, allow_melds: bool = True):
    """A SCHEMA.md hand dict that is a legal standard-shape win (or seven pairs)."""
    counts = [0] * 34
    if draw(st.integers(0, 9)) == 0:
        kinds = draw(st.lists(st.integers(0, 33), min_size=7, max_size=7, unique=True))
        closed = []
        for k in kinds:
            closed += [k, k]
            counts[k] += 2
        melds = []
    else:
        groups = []
        for _ in range(4):
            g = draw(group())
            shape, first = g
            need = [first, first + 1, first + 2] if shape == "sequence" else [first] * (4 if shape == "quad" else 3)
            for k in need:
                counts[k] += 1
            groups.append(g)
        pair = draw(st.integers(0, 33))
        counts[pair] += 2
        from hypothesis import assume

        assume(all(c <= 4 for c in counts))
        closed = [pair, pair]
        melds = []
        for shape, first in groups:
            if shape == "quad":
                kind = draw(st.sampled_from(["ankan", "minkan", "kakan"]) if allow_melds else st.just("ankan"))
                melds.append({"type": kind, "tiles": format_kinds([first] * 4)})
            elif allow_melds and draw(st.integers(0, 3)) == 0:
                if shape == "sequence":
                    melds.append({"type": "chi", "tiles": format_kinds([first, first + 1, first + 2])})
                else:
                    melds.append({"type": "pon", "tiles": format_kinds([first] * 3)})
            else:
                closed += [first, first + 1, first + 2] if shape == "sequence" else [first] * 3
    win = draw(st.sampled_from(sorted(set(closed))))
    is_open = any(m["type"] != "ankan" for m in melds)
    has_kan = any(m["type"] in ("ankan", "minkan", "kakan") for m in melds)
    tsumo = draw(st.booleans())
    seat = draw(st.sampled_from(WINDS))
    hand = {
        "closed": format_kinds(sorted(closed)),
        "melds": melds,
        "win": _name(win),
        "tsumo": tsumo,
        "seat_wind": seat,
        "round_wind": draw(st.sampled_from(("E", "S"))),
        "honba": draw(st.integers(0, 5)),
        "riichi_sticks": draw(st.integers(0, 3)),
    }
    if not is_open and draw(st.booleans()):
        hand["riichi"] = True
        hand["ippatsu"] = draw(st.booleans()) and not (tsumo and has_kan and draw(st.booleans()))
    if tsumo and has_kan and draw(st.integers(0, 4)) == 0 and not hand.get("ippatsu"):
        hand["rinshan"] = True
    # indicators within the copies left
    left = [4 - c for c in counts]
    inds = []
    for _ in range(draw(st.integers(0, 2))):
        k = draw(st.integers(0, 33))
        if left[k] > 0:
            left[k] -= 1
            inds.append(k)
    hand["dora_indicators"] = format_kinds(inds)
    if hand.get("riichi") and inds:
        ura = []
        for _ in inds:
            k = draw(st.integers(0, 33))
            if left[k] > 0:
                left[k] -= 1
                ura.append(k)
        hand["ura_indicators"] = format_kinds(ura)
    return hand
