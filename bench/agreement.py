"""Print how the core agrees with the shared real scored hands.

Usage: python bench/agreement.py [FILE.jsonl ...]
(default: tests/data/shared/tenhou_sample.jsonl and bug_cases_sample.jsonl, the repository's copy of the team's shared data).
Prints, per file, records agreeing exactly (han, fu, yaku with han, yakuman,
limit, every payment) and the first disagreements.
"""

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from trainer.core import score_json  # noqa: E402
from trainer.core.agreement import disagreement  # noqa: E402


def main(paths: list[str]) -> int:
    if not paths:
        data = ROOT / "tests" / "data" / "shared"
        paths = [str(data / "tenhou_sample.jsonl"), str(data / "bug_cases_sample.jsonl")]
    missing = [p for p in paths if not Path(p).is_file()]
    if missing:
        print(f"no shared hands at {missing[0]} (this bench reads tests/data/shared, the repository's copy of the team's data; "
              "give the files as arguments)", file=sys.stderr)
        return 2
    for p in paths:
        recs = [json.loads(line) for line in open(p, encoding="utf-8") if line.strip()]
        bad = [d for r in recs if (d := disagreement(r, score_json(r["hand"])))]
        ok = len(recs) - len(bad)
        print(f"{Path(p).name}: {ok}/{len(recs)} agree ({100 * ok / len(recs):.2f}%)")
        for d in bad[:10]:
            print("  ", json.dumps(d))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
