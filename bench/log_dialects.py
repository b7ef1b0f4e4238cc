"""Figures of issue 20 on every real log we hold: per dialect, files read
and refused, games whole and partial, hands read and unreadable, wins
agreeing with their log, complete games replayed to their final scores and
points; and how fast an oversized log is refused (issue 24).

    python bench/log_dialects.py [DIR …]

Reads tests/data/logs (the real files of other projects' test data, see its
README), ``tests/data/shared/logs``, and any
further folders given. Prints one table; nothing is written.
"""

from __future__ import annotations

import collections
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.logs import check_win, read_bytes, read_log  # noqa: E402
from trainer.table.replay import replay  # noqa: E402

SUFFIXES = (".json", ".mjlog", ".xml", ".mjson", ".jsonl", ".gz")


def _dialect(lf, path: Path) -> str:
    three = " 3p" if any(g.player_count == 3 for g in lf.games) else ""
    if lf.format == "tenhou6":
        platform = next((g.lobby.get("platform") for g in lf.games if g.lobby), "")
        return f"tenhou.net/6{three} (Mahjong Soul)" if platform == "mahjong_soul" else f"tenhou.net/6{three}"
    return lf.format + three if lf.format != "unknown" else f"unknown ({path.suffix})"


def _replays_three_players() -> bool:
    """Whether the table ledger knows the three-player rules (issue 19 part 6)."""
    try:
        from trainer.table.rules import table_rules
        table_rules("tenhou_sanma")
    except Exception:  # noqa: BLE001 — not built on this branch yet
        return False
    return True


def survey(dirs: list[Path]) -> tuple[dict, list[str]]:
    """Counts per dialect, and one line per file refused whole or game not read."""
    rows: dict = collections.defaultdict(collections.Counter)
    notes = []
    for base in dirs:
        for path in sorted(p for p in base.rglob("*") if p.is_file() and p.suffix in SUFFIXES):
            lf = read_log(path)
            c = rows[_dialect(lf, path)]
            c["files"] += 1
            if lf.error is not None:
                c["files refused"] += 1
                notes.append(f"{path.relative_to(base)}: {lf.error.message}")
                continue
            for g in lf.games:
                if g.error is not None:
                    c["games refused"] += 1
                    notes.append(f"{path.relative_to(base)}: {g.error.message[:150]}")
                    continue
                c["games partial" if g.unreadable else "games whole"] += 1
                c["hands read"] += len(g.hands)
                c["hands unreadable"] += len(g.unreadable)
                for h, w in g.wins:
                    check = check_win(w)
                    c["wins agree" if check.agrees else "wins differ"] += 1
                    if not check.agrees:
                        notes.append(f"{path.relative_to(base)} {h.label}-{h.honba} seat {w.winner}: "
                                     f"{check.cause} {[d.to_json() for d in check.differences]}")
                if g.player_count == 3 and not _replays_three_players():
                    c["replay not built (3p)"] += 1
                elif g.final is not None and not g.excerpt and not g.unreadable:
                    c["complete games"] += 1
                    r = replay(g)
                    c["replayed to final scores and points" if r.final_matches else "replay final differs"] += 1
                    c["replayed hands"] += len(r.hands)
                    c["replayed hands matching the log"] += sum(1 for h in r.hands if h.matches)
    return rows, notes


def converted_three_player(folder: Path) -> collections.Counter:
    """The real three-player tenhou.net/6 games written as mjai by jansou
    (`dump_mjai`, ``kita`` events) and read back: games, wins, wins whose
    hand equals the tenhou.net/6 reading, wins agreeing with the log."""
    from jansou.io.mjai import dump_mjai

    from trainer.logs.tenhou6 import paifu_of

    c: collections.Counter = collections.Counter()
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        ref = read_log(path).games[0]
        g = read_bytes(dump_mjai(paifu_of(json.loads(path.read_text(encoding="utf-8")))).encode(), "x.mjson").games[0]
        c["games"] += 1
        for (_h, a), (_k, b) in zip(ref.wins, g.wins, strict=True):
            c["wins"] += 1
            same = {k: v for k, v in a.hand.items() if k != "rules"} == {k: v for k, v in b.hand.items() if k != "rules"}
            c["wins with the same hand"] += same
            # mjai states no rules: scored under the game's own (as --rules would)
            c["wins agreeing (value and payments)"] += check_win(b, ref.rules).agrees
    return c


def oversized() -> tuple[float, str]:
    """Seconds to refuse a 19 MB tenhou.net/6 game of 27,000 hands, and why."""
    obj = json.loads((ROOT / "tests/data/logs/mjai-reviewer/ranked_game.json").read_text(encoding="utf-8"))
    obj["log"] = obj["log"] * 9000
    data = json.dumps(obj, separators=(",", ":")).encode()
    t = time.perf_counter()
    lf = read_bytes(data, "huge.json")
    return time.perf_counter() - t, f"{len(data) / 1e6:.1f} MB: {lf.error.message if lf.error else 'read'}"


def main(argv: list[str]) -> int:
    """Print the table; 0."""
    dirs = [ROOT / "tests" / "data" / "logs", ROOT / "tests" / "data" / "shared" / "logs"] + [Path(a) for a in argv]
    dirs = [d for d in dirs if d.is_dir()]
    rows, notes = survey(dirs)
    cols = ["files", "files refused", "games whole", "games partial", "games refused", "hands read",
            "hands unreadable", "wins agree", "wins differ", "complete games", "replayed to final scores and points",
            "replay final differs", "replayed hands", "replayed hands matching the log", "replay not built (3p)"]
    print("folders: " + ", ".join(str(d) for d in dirs))
    width = max(len(k) for k in rows) + 2
    for col in cols:
        print(f"{col:<38}" + "".join(f"{rows[k][col]:>{width}}" for k in sorted(rows)))
    print(f"{'':<38}" + "".join(f"{k:>{width}}" for k in sorted(rows)))
    print("(3p: three-player games, issue 19 part 7)")
    total = collections.Counter()
    for c in rows.values():
        total.update(c)
    print("total: " + ", ".join(f"{total[c]} {c}" for c in cols))
    for n in notes:
        print("  not read or differs: " + n)
    conv = converted_three_player(ROOT / "tests" / "data" / "logs" / "mjai-reviewer3p")
    print("three-player tenhou.net/6 games converted to mjai by jansou's writer (dump_mjai) and read back: "
          + ", ".join(f"{v} {k}" for k, v in conv.items()))
    took, what = oversized()
    print(f"oversized log refused in {took * 1000:.0f} ms ({what})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
