"""Compare our results with recorded ones (the team's ground truth, copied in tests/data/shared).

Used by the test of the shared samples and by `bench/agreement.py`. A record
is ``{"id", "hand", "expected"}``; `expected` holds SCHEMA.md result fields
(yakuman records carry no fu; error records only ``error.code``).
"""

from __future__ import annotations


def comparable(result: dict) -> dict:
    """The parts of a result that must agree exactly.

    han, fu (non-yakuman only), yaku ids with han (order ignored), yakuman
    multiplier, limit and every payment; for an error only its code.
    """
    if result.get("error"):
        return {"error": result["error"]["code"]}
    out = {
        "han": result["han"],
        "yakuman": result["yakuman"],
        "limit": result["limit"],
        "points": result["points"],
        "yaku": sorted((y["id"], y["han"]) for y in result["yaku"]),
    }
    if not result["yakuman"]:
        out["fu"] = result["fu"]
    return out


def disagreement(record: dict, got: dict) -> dict | None:
    """None when `got` agrees with the record, else ``{"id", "expected", "got"}``."""
    want, have = comparable(record["expected"]), comparable(got)
    if want == have:
        return None
    return {"id": record["id"], "expected": want, "got": have}
