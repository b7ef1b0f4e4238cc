"""The map of docs/architecture.md, checked on the code (issue 24 §5):
imports go one way (ui -> quiz / table / logs -> core), no Qt below `ui`,
and no two modules import each other, directly or round a longer circle
(imports inside functions count: a lazy import is still a dependency).
"""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "trainer"


def _modules() -> dict[str, Path]:
    return {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
            for p in PACKAGE.rglob("*.py")}


def _imports(name: str, path: Path, known: set[str]) -> set[str]:
    """The trainer modules `name` imports (a package's __init__ excluded:
    importing `trainer.quiz.x` runs `trainer/quiz/__init__.py`, which is
    no dependency of the importer's design)."""
    package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
    out: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = package.split(".")
                base = ".".join(parts[:len(parts) - node.level + 1] + ([base] if base else []))
            targets = [base] + [f"{base}.{a.name}" for a in node.names]
        out |= {t for t in targets if t in known and t != name}
    return out


def _graph() -> dict[str, set[str]]:
    mods = _modules()
    known = set(mods)
    packages = {m for m, p in mods.items() if p.name == "__init__.py"}
    return {m: _imports(m, p, known) - packages for m, p in mods.items() if m not in packages}


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    out: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in graph.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def test_no_import_circle_between_modules():
    assert _circles(_graph()) == []


def test_the_circle_finder_finds_a_circle():
    # the check itself can fail: a three-module ring and a pair
    ring = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"e"}, "e": {"d"}, "f": {"a"}}
    assert sorted(_circles(ring)) == [["a", "b", "c"], ["d", "e"]]


def test_imports_go_one_way():
    below_ui = ("trainer.core", "trainer.quiz", "trainer.table", "trainer.logs", "trainer.storage")
    wrong = []
    for m, deps in _graph().items():
        for d in deps:
            if m.startswith(below_ui) and d.startswith("trainer.ui"):
                wrong.append(f"{m} -> {d}")
            if m.startswith("trainer.core") and d.startswith(("trainer.quiz", "trainer.table", "trainer.logs")):
                wrong.append(f"{m} -> {d}")
    assert wrong == []


def test_no_qt_below_ui():
    below = [p for sub in ("core", "quiz", "table", "logs") for p in (PACKAGE / sub).rglob("*.py")]
    below.append(PACKAGE / "storage.py")
    qt = []
    for p in below:
        for node in ast.walk(ast.parse(p.read_text(encoding="utf-8"))):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if isinstance(node, ast.ImportFrom) else [])
            qt += [f"{p.relative_to(ROOT)}: {n}" for n in names if n.split(".")[0] in ("PySide6", "shiboken6")]
    assert qt == []
