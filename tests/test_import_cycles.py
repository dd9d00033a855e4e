"""No two modules of `game/` import each other, even by way of others: every import counts, those under
`if TYPE_CHECKING:` and those inside a function too (a circle hidden in a function is still a circle),
and importing a.b.c counts as importing the packages a and a.b too (their __init__ runs first), but for
a module's own packages (which are always imported before it). A name in a registry, imported by
importlib when first used, is not an import."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "game"


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported(path: Path, name: str, known: set[str]) -> set[str]:
    """The modules of `game` a file imports anywhere in it: `from a import b` names the module a.b when
    there is one, else a."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            out |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
            for alias in node.names:
                out.add(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base)
    return {mod for mod in out if mod in known and mod != name}


def with_packages(name: str, modules: set[str], known: set[str]) -> set[str]:
    """`modules` and the packages that hold them, but `name`'s own packages."""
    out = set(modules)
    for mod in modules:
        parts = mod.split(".")
        out |= {".".join(parts[:i]) for i in range(1, len(parts))}
    own = {".".join(name.split(".")[:i]) for i in range(1, name.count(".") + 1)}
    return {mod for mod in out if mod in known and mod not in own and mod != name}


def import_graph() -> dict[str, set[str]]:
    files = {module_name(path): path for path in PACKAGE.rglob("*.py")}
    known = set(files)
    return {name: with_packages(name, imported(path, name, known), known) for name, path in files.items()}


def circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted, largest first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            group = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                group.append(top)
                if top == node:
                    break
            if len(group) > 1:
                found.append(sorted(group))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return sorted(found, key=lambda g: (-len(g), g))


def test_the_graph_sees_every_kind_of_import():
    graph = import_graph()
    assert "game.table.theme" in graph["game.table.cardart"]          # `from game.table import theme`
    assert "game.sprites.icons" in graph["game.table.cardart"]        # inside a function
    assert "game.table.input" in graph["game.table.scenes.base"]      # under `if TYPE_CHECKING:`
    assert "game.engine.cards" in graph["game.engine.noah.cards"]     # the package of a module it imports
    assert "game.engine.noah" not in graph["game.engine.noah.cards"]  # its own package: imported first


def test_a_circle_is_found():
    assert circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_module_of_game_imports_itself_by_way_of_others():
    found = circles(import_graph())
    assert found == [], "import circles:\n" + "\n".join(" <-> ".join(group) for group in found)
