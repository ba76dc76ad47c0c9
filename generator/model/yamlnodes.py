"""What a YAML data file may hold, checked on the composed node graph before any value is made.

One walk over the nodes, with one budget: ``MAX_NODES`` nodes counted as if every alias were
written out (an alias costs the size of what it repeats), and ``MAX_DEPTH`` levels of nesting.
The largest data file has some 1,400 nodes and 8 levels, so the budget leaves room for any
record while an alias bomb ("billion laughs": nine aliases of nine aliases of ...) stops after
``MAX_NODES`` steps, before a value is made, validated or printed. The same walk refuses:

- a tag other than YAML's plain ones (``!!omap``, ``!!set``, ``!!binary``, ``!custom``);
- a list or a mapping as a mapping key, and an alias that contains itself;
- the characters text may not hold (``characters.py``), in any key or value;
- a decimal that is not finite (``.inf``, ``.nan``, ``1e999``: see ``numbers.py``).

Each refusal names the line and, inside a record, the dotted path of the field.
"""
from __future__ import annotations

import yaml

from generator.model import numbers
from generator.model.characters import character_problem, shown

#: Nodes a file may expand to, aliases written out (the largest data file has about 1,400).
MAX_NODES = 50_000
#: Levels of nesting (the deepest data file has 8).
MAX_DEPTH = 32

_YAML = "tag:yaml.org,2002:"
_PLAIN_TAGS = {_YAML + t for t in ("str", "int", "float", "bool", "null", "seq", "map")}
_MERGE, _FLOAT = _YAML + "merge", _YAML + "float"
_END = object()  # marks the end of a collection on the walk's stack
_SAFE = yaml.constructor.SafeConstructor()


class Refused(ValueError):
    """A node the data may not hold; ``line`` and ``field`` say where."""

    def __init__(self, message: str, line: int, field: str = ""):
        super().__init__(message)
        self.line, self.field = line, field


def dotted(path: tuple) -> str:
    """``('rules', 3, 'value')`` -> ``rules[3].value``."""
    out = ""
    for part in path:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _tag(tag: str) -> str:
    return "!!" + tag[len(_YAML):] if tag.startswith(_YAML) else tag


def _children(node, path: tuple) -> list:
    """(child, its path, the line it is written at) of a collection node; keys are checked here."""
    if isinstance(node, yaml.SequenceNode):
        return [(child, (*path, i), child.start_mark.line + 1) for i, child in enumerate(node.value)]
    out = []
    for key, value in node.value:
        line = key.start_mark.line + 1
        if not isinstance(key, yaml.ScalarNode):
            raise Refused("a list or mapping as a key; a key is a plain word (a field name, a player, a card)",
                          line, dotted(path))
        if key.tag == _MERGE:
            out.append((value, path, line))  # `<<: *base` merges base into this mapping
            continue
        out.append((key, (*path, key.value), line))
        out.append((value, (*path, key.value), line))
    return out


def _scalar(node, path: tuple, line: int) -> None:
    problem = character_problem(node.value)
    if problem:
        raise Refused(f"{shown(node.value)} {problem}", line, dotted(path))
    if node.tag == _MERGE:
        raise Refused("`<<` alone is YAML's merge key; write '<<' in quotes for the text", line, dotted(path))
    if node.tag == _FLOAT:
        try:
            numbers.finite(_SAFE.construct_yaml_float(node))
        except ValueError:
            raise Refused(f"{shown(node.value)} is not a finite number; valid: a number such as 5 or 51.34 "
                          "(infinity and NaN are not numbers of the data)", line, dotted(path)) from None


def _check_node(node, path: tuple, line: int) -> None:
    if node.tag not in _PLAIN_TAGS:
        raise Refused(f"the tag {_tag(node.tag)} is not used by the data; write a plain mapping, list or text "
                      "(tags: none, or !!str, !!int, !!float, !!bool, !!null, !!seq, !!map)", line, dotted(path))
    if len(path) >= MAX_DEPTH:
        raise Refused(f"nested deeper than {MAX_DEPTH} levels; a record nests a few levels only", line, dotted(path))


def inspect(root) -> None:
    """Walk the node graph once; raise Refused at the first node the data may not hold."""
    count, seen, on_path = 0, set(), set()
    # (node, path, line, (path, line) of the innermost mapping key above it,
    #  (path, line) of that key for the outermost alias being written out, or None)
    top = ((), root.start_mark.line + 1)
    stack: list = [(root, (), top[1], top, None)]
    while stack:
        node, path, line, key_at, alias = stack.pop()
        if node is _END:
            on_path.discard(path)
            continue
        if alias is None and id(node) in seen:
            alias = key_at
        seen.add(id(node))
        count += 1
        if count > MAX_NODES:
            where_path, where_line = alias or (path, line)
            raise Refused(f"the file expands to more than {MAX_NODES:,} values (YAML aliases repeating "
                          "aliases?); a data file holds a few thousand: write repeated values out",
                          where_line, dotted(where_path))
        if isinstance(node, yaml.ScalarNode):
            if node.tag != _MERGE:
                _check_node(node, path, line)
            _scalar(node, path, line)
            continue
        _check_node(node, path, line)
        if id(node) in on_path:
            raise Refused("an alias that contains itself (a loop); write the value out", line, dotted(path))
        on_path.add(id(node))
        stack.append((_END, id(node), 0, None, None))
        mapping = isinstance(node, yaml.MappingNode)
        stack.extend((child, child_path, child_line, (child_path, child_line) if mapping else key_at, alias)
                     for child, child_path, child_line in reversed(_children(node, path)))
