"""Real scored hands must agree exactly (issue 2 "Done when").

`tenhou_sample.jsonl`: 1,843 wins scored by the Tenhou server (preset
`tenhou`); `bug_cases_sample.jsonl`: hands from public bug reports of other
scorers, worked by hand. Both are copied from the team's shared data into
tests/data/shared (tests/data/README.md).
"""

import json

import pytest
from conftest import SHARED_DATA

from trainer.core import score_json
from trainer.core.agreement import disagreement


def _records(name):
    path = SHARED_DATA / name
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


@pytest.mark.parametrize("name", ["tenhou_sample.jsonl", "bug_cases_sample.jsonl"])
def test_every_shared_record_agrees(name):
    records = _records(name)
    bad = [d for r in records if (d := disagreement(r, score_json(r["hand"])))]
    assert not bad, f"{len(bad)}/{len(records)} disagree, first: {json.dumps(bad[:3], indent=1)}"


def test_tenhou_sample_size():
    # data/README.md: 1,843 real wins
    assert len(_records("tenhou_sample.jsonl")) == 1843
