"""Every public function and class of the core has a docstring (README
"Standards": shapes, units, errors, rule sources live there)."""

import ast
from pathlib import Path

import pytest
from conftest import ROOT

PACKAGES = ["trainer/core", "trainer/quiz", "trainer/table", "trainer/logs"]


def _public_defs(path: Path):
    """Module-level functions and classes, and methods of public classes."""
    kinds = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    for node in ast.parse(path.read_text(encoding="utf-8")).body:
        if isinstance(node, kinds) and not node.name.startswith("_"):
            yield node
            if isinstance(node, ast.ClassDef):
                yield from (m for m in node.body if isinstance(m, kinds) and not m.name.startswith("_"))


@pytest.mark.parametrize("package", PACKAGES)
def test_public_definitions_have_docstrings(package):
    missing = []
    for path in sorted((ROOT / package).rglob("*.py")):
        if not ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))):
            missing.append(f"{path.relative_to(ROOT)} (module)")
        for node in _public_defs(path):
            if not ast.get_docstring(node):
                missing.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name}")
    assert not missing, "no docstring: " + ", ".join(missing)
