"""The map of docs/architecture.md, checked on the code (issue 24 §5):
imports go one way (ui -> quiz / table / logs -> core), no Qt below `ui`,
no two modules import each other, directly or round a longer circle
(imports inside functions count: a lazy import is still a dependency), and
inside `ui` each room imports only the floors below its own: the ground
floor `base`, then `widgets`, then `export`, then the screens (one package
each, none importing another), then the top `app` (main window, entry
point). The tests mirror the packages (tests/core, tests/ui/quiz, …).
The map's last rule, no function over 150 lines, is checked by
tests/test_function_length.py (the one every commit runs).
"""

import ast
import functools
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


@functools.cache
def _graph() -> dict[str, set[str]]:
    """Module -> the trainer modules it imports (parsed once per test process:
    three tests read it, and each parse of every module took 1-2 s)."""
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


#: The floors of trainer/ui, bottom up; every other package of ui is a screen
#: (floor 3). A module may import the modules of its own package and of the
#: floors below its own, nothing else of ui.
UI_FLOORS = {"base": 0, "widgets": 1, "export": 2, "app": 4}
SCREEN_FLOOR = 3


def _room(module: str) -> str | None:
    """The package of ui that `module` is in (``"quiz"``), None outside ui."""
    parts = module.split(".")
    return parts[2] if len(parts) > 3 and parts[:2] == ["trainer", "ui"] else None


def _floor_breaches(graph: dict[str, set[str]]) -> list[str]:
    """Imports inside ui that go sideways (screen to screen) or up a floor."""
    wrong = []
    for m, deps in graph.items():
        room = _room(m)
        if room is None:
            continue
        for d in deps:
            other = _room(d)
            if other is None or other == room:
                continue
            if UI_FLOORS.get(other, SCREEN_FLOOR) >= UI_FLOORS.get(room, SCREEN_FLOOR):
                wrong.append(f"{m} -> {d}")
    return sorted(wrong)


def test_ui_rooms_import_only_the_floors_below():
    # screens never import ui/app nor another screen; the ground floor imports nothing of ui above it
    assert _floor_breaches(_graph()) == []


def test_the_floor_check_finds_what_goes_up_or_sideways():
    graph = {"trainer.ui.quiz.view": {"trainer.ui.app.main_window", "trainer.ui.table.view",
                                      "trainer.ui.base.terms", "trainer.ui.quiz.style", "trainer.core.tiles"},
             "trainer.ui.base.terms": {"trainer.ui.widgets.tile_art"},
             "trainer.ui.export.card": {"trainer.ui.widgets.tile_art", "trainer.ui.base.theme"},
             "trainer.ui.app.main_window": {"trainer.ui.quiz.view"}}
    assert _floor_breaches(graph) == ["trainer.ui.base.terms -> trainer.ui.widgets.tile_art",
                                      "trainer.ui.quiz.view -> trainer.ui.app.main_window",
                                      "trainer.ui.quiz.view -> trainer.ui.table.view"]


def test_the_ground_floor_and_the_top_are_where_the_map_says():
    ui = PACKAGE / "ui"
    assert {p.stem for p in (ui / "base").glob("*.py")} >= {"theme", "terms", "skill_terms", "i18n", "settings",
                                                             "tasks", "paths"}
    assert {p.stem for p in (ui / "app").glob("*.py")} >= {"main", "main_window", "preflight", "about"}
    assert (ui / "classroom" / "view.py").is_file()


def _test_files() -> list[Path]:
    tests = ROOT / "tests"
    return sorted(p for p in tests.rglob("test_*.py") if p.relative_to(tests).parts[0] != "data")


def test_test_folders_mirror_the_packages():
    tests = ROOT / "tests"
    folders = {p.parent.relative_to(tests) for p in _test_files()} - {Path(".")}
    assert sorted(str(f) for f in folders if not (PACKAGE / f).is_dir()) == []


def test_test_file_names_are_unique_across_the_folders():
    # pytest imports each test by its name (no __init__.py): two alike would clash
    names = [p.name for p in _test_files()]
    assert sorted({n for n in names if names.count(n) > 1}) == []
