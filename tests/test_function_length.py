"""No function in trainer/ is over 150 lines (issue 10, "Done when": a
reader follows a rule or a screen's layout in one screen or two, not
through a 370-line function); measured by tools/function_lengths.py."""

from __future__ import annotations

import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))

from function_lengths import function_lengths  # noqa: E402


def test_no_function_in_trainer_is_over_150_lines():
    lengths = function_lengths([ROOT / "trainer"])
    assert lengths, "the scan found no function"
    over = [(n, name) for n, name in lengths if n > 150]
    assert not over, over
