"""Test helpers for the log reader: the shared Tenhou games, a plain reading
of the mjlog's own win records (written here from the mjlog format, without
jansou or trainer.logs), and an mjlog → mjai converter built on it.

The mjlog format (Tenhou): ``<INIT seed="round,honba,sticks,d,d,dora" ten=
oya= hai0..3>``, draws ``T/U/V/W`` + tile, discards ``D/E/F/G`` + tile, calls
``<N who m>``, ``<REACH who step>``, ``<DORA hai>``, results ``<AGARI who
fromWho hai m machi ten yaku yakuman doraHai doraHaiUra ba sc paoWho>`` and
``<RYUUKYOKU type sc hai0..3>``. A tile is 0..135 (kind = n // 4; 16, 52 and
88 are the red fives). A call's ``m`` packs its kind and tiles (decoded in
`decode_meld`).
"""

from __future__ import annotations

import json
import urllib.parse
from pathlib import Path
from xml.etree import ElementTree as ET

from conftest import SHARED_DATA

LOGS = SHARED_DATA / "logs"
GAMES = sorted(p.stem for p in LOGS.glob("*.xml"))
assert len(GAMES) == 6, f"the six Tenhou games are missing from {LOGS} (tests/data/README.md)"
RED = {16, 52, 88}
WINDS = "ESWN"
#: Tenhou yaku codes that are situations of the win (mjlog ``yaku``), with our flag.
SITUATION_CODES = {1: "riichi", 2: "ippatsu", 3: "chankan", 4: "rinshan", 5: "haitei", 6: "houtei",
                   21: "double_riichi", 37: "tenhou", 38: "chiihou"}


def tile(n: int) -> str:
    """mpsz of a 136-index (``0p`` for a red five)."""
    k = n // 4
    return f"{0 if n in RED else k % 9 + 1}{'mpsz'[k // 9]}"


def _key(t: str) -> tuple:
    d = int(t[0])
    return ("mpsz".index(t[1]), 5 if d == 0 else d, 0 if d == 0 else 1)


def tiles(ts) -> str:
    """Sorted mpsz text of tile strings like ``["1m", "0p"]`` (``1m0p``)."""
    out, suit = [], None
    for t in sorted(ts, key=_key):
        if suit is not None and t[1] != suit:
            out.append(suit)
        out.append(t[0])
        suit = t[1]
    return "".join(out) + (suit or "")


def decode_meld(m: int, who: int) -> dict:
    """A call's ``m``: ``{"type", "ids": [136-indexes], "called": id | None, "from": seat | None, "added": id}``."""
    if m & 0x4:
        t = m >> 10
        r, t = t % 3, t // 3
        base = (t // 7) * 9 + t % 7
        ids = [(base + i) * 4 + ((m >> (3 + 2 * i)) & 3) for i in range(3)]
        return {"type": "chi", "ids": ids, "called": ids[r], "from": (who + 3) % 4}
    if m & 0x8:
        unused = (m >> 5) & 3
        t = m >> 9
        r, k = t % 3, t // 3
        ids = [k * 4 + c for c in range(4) if c != unused]
        return {"type": "pon", "ids": ids, "called": ids[r], "from": (who + (m & 3)) % 4}
    if m & 0x10:
        added = (m >> 5) & 3
        k = (m >> 9) // 3
        return {"type": "kakan", "ids": [k * 4 + c for c in range(4)], "added": k * 4 + added,
                "from": (who + (m & 3)) % 4}
    if m & 0x20:
        return {"type": "nuki"}
    h = m >> 8
    k = h // 4
    ids = [k * 4 + c for c in range(4)]
    if m & 3 == 0:
        return {"type": "ankan", "ids": ids, "called": None, "from": None}
    return {"type": "minkan", "ids": ids, "called": h, "from": (who + (m & 3)) % 4}


def mjlog_path(game: str) -> Path:
    return LOGS / f"{game}.xml"


def json_path(game: str) -> Path:
    return LOGS / f"{game}.json"


def raw_mjlog(game: str) -> dict:
    """The mjlog's own records: ``{"names", "wins": [...], "draws": [...], "owari"}``; each
    win ``{"round", "honba", "sticks", "oya", "who", "from", "closed", "melds": [(type, tiles)],
    "win", "dora", "ura", "ba", "fu", "value", "limit", "yaku": [(code, han)], "yakuman",
    "deltas", "pao"}``."""
    root = ET.fromstring(mjlog_path(game).read_bytes())
    un = root.find("UN")
    out = {"names": [urllib.parse.unquote(un.get(f"n{i}")) for i in range(4)], "wins": [], "draws": [], "owari": None}
    init = None
    for el in root:
        a = el.attrib
        if "owari" in a:
            v = a["owari"].split(",")
            out["owari"] = ([int(x) * 100 for x in v[0::2]], [float(x) for x in v[1::2]])
        if el.tag == "INIT":
            seed = [int(x) for x in a["seed"].split(",")]
            init = {"round": seed[0], "honba": seed[1], "sticks": seed[2], "oya": int(a["oya"]),
                    "ten": [int(x) * 100 for x in a["ten"].split(",")]}
        elif el.tag == "AGARI":
            who = int(a["who"])
            y = [int(x) for x in a.get("yaku", "").split(",") if x]
            ten = [int(x) for x in a["ten"].split(",")]
            sc = [int(x) for x in a["sc"].split(",")]
            melds = [decode_meld(int(x), who) for x in a.get("m", "").split(",") if x]
            out["wins"].append({
                **init, "who": who, "from": int(a["fromWho"]),
                "closed": tiles(tile(int(x)) for x in a["hai"].split(",")),
                "melds": sorted((m["type"], tiles(tile(i) for i in m["ids"])) for m in melds),
                "meld_from": sorted((m["type"], tiles(tile(i) for i in m["ids"]), m["from"]) for m in melds),
                "win": tile(int(a["machi"])),
                "dora": "".join(tile(int(x)) for x in a["doraHai"].split(",")),
                "ura": "".join(tile(int(x)) for x in a["doraHaiUra"].split(",")) if a.get("doraHaiUra") else "",
                "ba": [int(x) for x in a["ba"].split(",")],
                "fu": ten[0], "value": ten[1], "limit": ten[2],
                "yaku": list(zip(y[0::2], y[1::2], strict=True)),
                "yakuman": [int(x) for x in a.get("yakuman", "").split(",") if x],
                "deltas": [sc[2 * i + 1] * 100 for i in range(4)],
                "pao": int(a["paoWho"]) if "paoWho" in a else None,
            })
        elif el.tag == "RYUUKYOKU":
            sc = [int(x) for x in a["sc"].split(",")]
            out["draws"].append({**init, "type": a.get("type", "exhaustive"),
                                 "tenpai": [f"hai{i}" in a for i in range(4)],
                                 "deltas": [sc[2 * i + 1] * 100 for i in range(4)]})
    return out


def _mjai_tile(n: int) -> str:
    k = n // 4
    if k >= 27:
        return "ESWNPFC"[k - 27]
    return f"{k % 9 + 1}{'mps'[k // 9]}" + ("r" if n in RED else "")


def mjlog_to_mjai(game: str) -> str:
    """The game as mjai JSON lines, converted event by event from the mjlog
    (no jansou, no trainer.logs)."""
    root = ET.fromstring(mjlog_path(game).read_bytes())
    un = root.find("UN")
    out = [{"type": "start_game", "names": [urllib.parse.unquote(un.get(f"n{i}")) for i in range(4)]}]
    last_draw: dict[int, int] = {}
    open_round = False
    final = None
    for el in root:
        tag, a = el.tag, el.attrib
        if tag == "INIT":
            seed = [int(x) for x in a["seed"].split(",")]
            out.append({"type": "start_kyoku", "bakaze": WINDS[seed[0] // 4], "kyoku": seed[0] % 4 + 1,
                        "honba": seed[1], "kyotaku": seed[2], "oya": int(a["oya"]),
                        "dora_marker": _mjai_tile(seed[5]),
                        "scores": [int(x) * 100 for x in a["ten"].split(",")],
                        "tehais": [[_mjai_tile(int(x)) for x in a[f"hai{i}"].split(",")] for i in range(4)]})
            open_round = True
        elif tag[0] in "TUVW" and tag[1:].isdigit():
            seat, n = "TUVW".index(tag[0]), int(tag[1:])
            last_draw[seat] = n
            out.append({"type": "tsumo", "actor": seat, "pai": _mjai_tile(n)})
        elif tag[0] in "DEFG" and tag[1:].isdigit():
            seat, n = "DEFG".index(tag[0]), int(tag[1:])
            out.append({"type": "dahai", "actor": seat, "pai": _mjai_tile(n),
                        "tsumogiri": last_draw.pop(seat, None) == n})
        elif tag == "N":
            who = int(a["who"])
            m = decode_meld(int(a["m"]), who)
            if m["type"] in ("chi", "pon", "minkan"):
                rest = [i for i in m["ids"] if i != m["called"]]
                out.append({"type": {"minkan": "daiminkan"}.get(m["type"], m["type"]), "actor": who,
                            "target": m["from"], "pai": _mjai_tile(m["called"]),
                            "consumed": [_mjai_tile(i) for i in rest]})
            elif m["type"] == "ankan":
                out.append({"type": "ankan", "actor": who, "consumed": [_mjai_tile(i) for i in m["ids"]]})
            elif m["type"] == "kakan":
                rest = [i for i in m["ids"] if i != m["added"]]
                out.append({"type": "kakan", "actor": who, "pai": _mjai_tile(m["added"]),
                            "consumed": [_mjai_tile(i) for i in rest]})
        elif tag == "REACH":
            who = int(a["who"])
            out.append({"type": "reach" if a["step"] == "1" else "reach_accepted", "actor": who})
        elif tag == "DORA":
            out.append({"type": "dora", "dora_marker": _mjai_tile(int(a["hai"]))})
        elif tag in ("AGARI", "RYUUKYOKU"):
            sc = [int(x) for x in a["sc"].split(",")]
            deltas = [sc[2 * i + 1] * 100 for i in range(4)]
            if tag == "AGARI":
                hora = {"type": "hora", "actor": int(a["who"]), "target": int(a["fromWho"]), "deltas": deltas}
                if a.get("doraHaiUra"):
                    hora["ura_markers"] = [_mjai_tile(int(x)) for x in a["doraHaiUra"].split(",")]
                if "paoWho" in a:
                    hora["pao"] = int(a["paoWho"])
                out.append(hora)
            else:
                out.append({"type": "ryukyoku", "deltas": deltas,
                            "tenpais": [f"hai{i}" in a for i in range(4)]})
            if "owari" in a:
                final = [int(x) * 100 for x in a["owari"].split(",")[0::2]]
        if open_round and tag in ("AGARI", "RYUUKYOKU"):
            nxt = _next_sibling_tag(root, el)
            if nxt != "AGARI":
                out.append({"type": "end_kyoku"})
                open_round = False
    out.append({"type": "end_game", **({"scores": final} if final else {})})
    return "\n".join(json.dumps(e, ensure_ascii=False) for e in out) + "\n"


def _next_sibling_tag(root: ET.Element, el: ET.Element) -> str | None:
    children = list(root)
    i = children.index(el)
    return children[i + 1].tag if i + 1 < len(children) else None
