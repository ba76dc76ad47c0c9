"""Reading YAML while remembering the line of every mapping key and list item.

PyYAML's composer keeps a start mark on every node (libyaml's as well); this loader turns mappings into
``LineDict`` and sequences into ``LineList``, which carry those line numbers, so that a
validation error deep inside a record can still name its line. Timestamps are not resolved:
dates stay strings (``2004-01-01``), and a malformed date becomes a validation error with a
line instead of a parser crash.

Between composing the nodes and constructing the values, ``yamlnodes.inspect`` reads the node
graph once and refuses what is not data: an alias bomb or a nesting past the budget, a tag other
than YAML's plain ones, a list or mapping as a key, control characters, a number that is not
finite. Every refusal is a ``YamlSyntaxError`` with the line (and the field, where there is one).
"""
from __future__ import annotations

from pathlib import Path

import yaml

from generator.model import files, yamlnodes


class LineDict(dict):
    """A mapping that knows its own line and the line of each key (1-based)."""

    line: int = 0
    key_lines: dict


class LineList(list):
    """A sequence that knows its own line and the line of each item (1-based)."""

    line: int = 0
    item_lines: list


# libyaml's parser (CSafeLoader) reads ten times faster than the pure-Python one and keeps the
# same marks; PyYAML's wheels include it, but a build without it falls back to SafeLoader.
_Base = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


class _Loader(_Base):
    pass


# Keep dates as strings: drop the implicit timestamp resolver.
_Loader.yaml_implicit_resolvers = {
    first: [(tag, regexp) for tag, regexp in resolvers if tag != "tag:yaml.org,2002:timestamp"]
    for first, resolvers in yaml.SafeLoader.yaml_implicit_resolvers.items()
}


def _construct_mapping(loader: _Loader, node: yaml.MappingNode) -> LineDict:
    loader.flatten_mapping(node)
    result = LineDict()
    result.line = node.start_mark.line + 1
    result.key_lines = {}
    seen: dict = {}
    for key_node, value_node in node.value:
        key = loader.construct_object(key_node, deep=True)
        if key in seen:
            raise yaml.constructor.ConstructorError(
                None, None, f"duplicate key {yamlnodes.shown(key)} (first at line {seen[key]})", key_node.start_mark)
        seen[key] = key_node.start_mark.line + 1
        result[key] = loader.construct_object(value_node, deep=True)
        result.key_lines[key] = key_node.start_mark.line + 1
    return result


def _construct_sequence(loader: _Loader, node: yaml.SequenceNode) -> LineList:
    result = LineList(loader.construct_object(child, deep=True) for child in node.value)
    result.line = node.start_mark.line + 1
    result.item_lines = [child.start_mark.line + 1 for child in node.value]
    return result


_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, _construct_mapping)
_Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG, _construct_sequence)


class YamlSyntaxError(ValueError):
    """The file cannot be read as data: not well-formed YAML, or refused by ``yamlnodes``.

    ``line`` is where the parser gave up (or the refused node stands), ``field`` the dotted path
    to it when it lies inside a record (else ``""``).
    """

    def __init__(self, message: str, line: int, field: str = ""):
        super().__init__(message)
        self.line = line
        self.field = field


def _hint(problem: str, text: str, mark) -> str:
    """What the parser's words usually mean, for an editor."""
    lines = text.splitlines()
    at = lines[mark.line][mark.column:mark.column + 1] if mark and mark.line < len(lines) else ""
    if at == "\t":
        return " (a tab: indent with spaces, YAML does not allow tabs there)"
    if (at in ("@", "`", "*", "&") and "token" in problem) or "alphabetic or numeric" in problem:
        return " (a text that starts with @, `, * or & needs quotes around it)"
    if "mapping values are not allowed" in problem:
        return " (a text that holds ': ' needs quotes around it)"
    return ""


def load_text(text: str):
    """Parse YAML text into LineDict/LineList trees (raises YamlSyntaxError)."""
    loader = _Loader(text)
    try:
        node = loader.get_single_node()
        if node is None:
            return None
        yamlnodes.inspect(node)
        return loader.construct_document(node)
    except yamlnodes.Refused as exc:
        raise YamlSyntaxError(str(exc), exc.line, exc.field) from None
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark else 0
        problem = exc.problem or str(exc)
        raise YamlSyntaxError(f"YAML syntax error: {problem}{_hint(problem, text, mark)}", line) from None
    except yaml.YAMLError as exc:
        raise YamlSyntaxError(f"YAML syntax error: {exc}", 0) from None
    finally:
        loader.dispose()


def load_file(path: Path, root: Path | None = None):
    """Parse one data file (raises files.Refused for a file that is not a readable data file,
    YamlSyntaxError for one that is not data); ``root`` is the folder it must lie in."""
    return load_text(files.read_text(path, root))


def line_of(tree, loc: tuple) -> int:
    """The line of the deepest node on the path ``loc`` (keys and indexes) inside ``tree``."""
    line = getattr(tree, "line", 0)
    node = tree
    for part in loc:
        if isinstance(node, LineDict) and part in node:
            line = node.key_lines.get(part, line)
            node = node[part]
        elif isinstance(node, LineList) and isinstance(part, int) and 0 <= part < len(node):
            line = node.item_lines[part]
            node = node[part]
        else:
            break
    return line
