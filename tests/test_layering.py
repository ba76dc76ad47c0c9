"""Layering: the engine imports only the standard library; only the bridge joins model and engine."""
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
