"""Layering: the engine imports only the standard library; only the bridge joins model and engine;
the model stays below everything; no page module imports another; no import cycle anywhere in
generator/; no private name crosses a module. The import graph is read from the source with
``ast``, imports inside functions included."""
import ast
import sys
from pathlib import Path

GENERATOR = Path(__file__).resolve().parents[1] / "generator"


def imports_of(path: Path) -> set[str]:
    """Top-level module names (and generator.* submodules) imported by a file."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
        elif isinstance(node, ast.ImportFrom) and node.level:
            names.add("generator.<relative>")
    return names


def module_name(path: Path) -> str:
    parts = list(path.relative_to(GENERATOR.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(GENERATOR.rglob("*.py"))}


def import_graph() -> dict[str, set[str]]:
    """Module -> the generator modules it imports (``from package import module`` is an edge to
    the module, not the package; relative imports resolved)."""
    graph: dict[str, set[str]] = {}
    for name, path in MODULES.items():
        package = name if path.name == "__init__.py" else name.rsplit(".", 1)[0]
        edges = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                edges.update(alias.name for alias in node.names if alias.name in MODULES)
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    base = ".".join(package.split(".")[: len(package.split(".")) - node.level + 1] + ([base] if base else []))
                for alias in node.names:
                    target = f"{base}.{alias.name}"
                    edges.add(target if target in MODULES else base)
        graph[name] = {e for e in edges if e in MODULES and e != name}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, found = {}, {}, [], set(), []

    def visit(v):
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    sys.setrecursionlimit(max(sys.getrecursionlimit(), 10_000))
    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_engine_imports_only_the_standard_library():
    """Every module of generator/engine imports stdlib modules or generator.engine itself."""
    bad = {}
    for path in sorted((GENERATOR / "engine").rglob("*.py")):
        for name in imports_of(path):
            top = name.split(".")[0]
            if name.startswith("generator.engine") or name == "__future__":
                continue
            if top not in sys.stdlib_module_names:
                bad.setdefault(path.name, []).append(name)
    assert not bad, f"engine modules import outside the stdlib: {bad}"


def test_only_the_bridge_imports_both_model_and_engine():
    """No generator module but bridge.py imports both generator.model and generator.engine."""
    both = []
    for path in sorted(GENERATOR.rglob("*.py")):
        names = imports_of(path)
        if any(n.startswith("generator.model") for n in names) and any(n.startswith("generator.engine") for n in names):
            both.append(str(path.relative_to(GENERATOR)))
    assert both == ["bridge.py"]


def test_the_model_never_imports_the_engine_or_the_site():
    """The data model stays below the engine bridge and the site."""
    for path in sorted((GENERATOR / "model").rglob("*.py")):
        names = imports_of(path)
        assert not any(n.startswith(("generator.engine", "generator.site")) for n in names), path.name


def test_the_model_never_imports_the_examples_or_anything_above_it():
    """Data flows one way: the model imports only itself (and the standard library, pydantic,
    jsonschema and yaml), never the examples, the commands or the export."""
    for name, path in MODULES.items():
        if name.startswith("generator.model"):
            above = [n for n in imports_of(path) if n.startswith("generator.") and not n.startswith("generator.model")]
            assert not above, (name, above)


def test_no_page_module_imports_another():
    graph = import_graph()
    for name, edges in graph.items():
        if name.startswith("generator.site.pages."):
            others = sorted(e for e in edges if e.startswith("generator.site.pages"))
            assert not others, f"{name} imports {others}: shared pieces belong in a module of their own"


def test_no_import_cycle_anywhere_in_the_generator():
    graph = import_graph()
    assert len(graph) > 100 and graph["generator.site.build"]  # the graph is really read
    assert cycles(graph) == []


def test_the_cycle_finder_finds_a_cycle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_no_private_name_crosses_a_module():
    """``from generator.x import _name`` and ``module._name`` on a generator module are refused:
    what another module needs is public."""
    crossing = []
    for name, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        aliases = set()
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("generator"):
                for alias in node.names:
                    if alias.name.startswith("_"):
                        crossing.append(f"{name}: from {node.module} import {alias.name}")
                    if f"{node.module}.{alias.name}" in MODULES:
                        aliases.add(alias.asname or alias.name)
            elif isinstance(node, ast.Import):
                aliases.update(a.asname for a in node.names if a.asname and a.name in MODULES)
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases \
                    and node.attr.startswith("_") and not node.attr.startswith("__"):
                crossing.append(f"{name}: {node.value.id}.{node.attr}")
    assert not crossing, crossing
