"""Files of one concept: no module of generator/ over 400 lines, no function over 60.

Run as a script (``python tests/test_sizes.py``) it prints the largest modules and functions.
A module or function that truly cannot be split goes in ``ALLOWED`` with the reason; there is none.
"""
from __future__ import annotations

import ast
from pathlib import Path

GENERATOR = Path(__file__).resolve().parents[1] / "generator"
MAX_MODULE_LINES = 400
MAX_FUNCTION_LINES = 60
#: ``"path/inside/generator.py"`` or ``"path.py:function"`` -> why it may be longer.
ALLOWED: dict[str, str] = {}


def module_sizes() -> list[tuple[int, str]]:
    """(lines, path) of every module, largest first."""
    return sorted(((len(p.read_text(encoding="utf-8").splitlines()), str(p.relative_to(GENERATOR)))
                   for p in GENERATOR.rglob("*.py")), reverse=True)


def function_sizes() -> list[tuple[int, str]]:
    """(lines, ``path:function``) of every function and method, decorators and docstring included, largest first."""
    out = []
    for path in GENERATOR.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                first = min([node.lineno] + [d.lineno for d in node.decorator_list])
                out.append((node.end_lineno - first + 1, f"{path.relative_to(GENERATOR)}:{node.name}"))
    return sorted(out, reverse=True)


def test_no_module_is_longer_than_400_lines():
    too_long = [(n, p) for n, p in module_sizes() if n > MAX_MODULE_LINES and p not in ALLOWED]
    assert not too_long, too_long


def test_no_function_is_longer_than_60_lines():
    too_long = [(n, f) for n, f in function_sizes() if n > MAX_FUNCTION_LINES and f not in ALLOWED]
    assert not too_long, too_long


def test_the_measure_counts_what_it_should():
    assert len(module_sizes()) > 100 and function_sizes()[0][0] > 20


if __name__ == "__main__":
    print("largest modules:", *(f"  {n:4} {p}" for n, p in module_sizes()[:5]), sep="\n")
    print("largest functions:", *(f"  {n:4} {f}" for n, f in function_sizes()[:5]), sep="\n")
