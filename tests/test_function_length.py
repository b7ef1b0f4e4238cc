"""No function of the scoring core or the quiz is over 150 lines (issue 10:
a reader follows a rule in one screen or two, not through a 370-line
function); measured by tools/function_lengths.py."""

from __future__ import annotations

import sys

from conftest import ROOT

sys.path.insert(0, str(ROOT / "tools"))

from function_lengths import function_lengths  # noqa: E402


def test_no_function_of_the_core_or_the_quiz_is_over_150_lines():
    lengths = function_lengths([ROOT / "trainer" / "core", ROOT / "trainer" / "quiz"])
    assert lengths, "the scan found no function"
    over = [(n, name) for n, name in lengths if n > 150]
    assert not over, over
