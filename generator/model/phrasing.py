"""The phrasing of rule values: how ``vocabulary.yaml`` says in words what a value means.

Each parameter of the vocabulary has a ``phrase``, so that a reader sees "3–6 players", not
``{min: 3, max: 6}``. A phrase is data, in a few forms that nest:

- a **template** (a string): literal text with ``{key}`` for a field of the value (``{.}`` is
  the value itself, ``{#}`` the number of an item inside ``each``), optionally with a
  **filter**: ``{trump|suit}`` (a suit's name), ``{card|card}`` (a card's name), ``{rank|rank}``
  (a rank's name: Jack, Unter; ``{rank|rank:a}`` with its article: a Jack, an Ace, an 8), ``{.|ranks}`` (rank codes in a row), ``{rounds|count:turn}``
  ("1 turn", "2 turns"), ``{.|generic}`` (the value in plain generic words), ``{.|capital}``
  (the text with a capital first letter: ``bettel`` -> ``Bettel``) and
  ``{unit|else:unit}`` (a default when the field is absent), ``{.|tables:card}`` (a mapping
  of table sizes to numbers, the sizes with the same number together: "3 to 6 players, 32
  cards; 7 players, 52 cards"). A field inside a field is ``{more_than.cards}``. A field that
  is absent without ``else`` is an error, never a silent gap;
- a **list** of phrases, written one after the other;
- ``{cases: {value: phrase, ...}, by: key}`` — the phrase for the value (or for its field
  ``key``); a value without a case is an error;
- ``{has: key, then: phrase, else: phrase}`` (the field is present), ``{set: key, ...}`` (present
  and true), ``{equals: {key: value}, ...}``, ``{same: [key, key], ...}``, ``{every: {key: value}, ...}`` (every item of the list
  field is that value: all packets of one card) — a condition;
  ``else`` may be left out (nothing is written); ``{rule: parameter, ...}`` — the ruleset being
  written has a rule of that other parameter (one with a value, not ``none``): a "How to play"
  sentence names the miss only where a miss is dealt. The caller says which rules the ruleset
  has (``render``'s ``rules``); a phrase read outside a ruleset cannot ask;
- ``{each: phrase, join: text, of: key}`` — every item of a list value (or of its field ``key``);
  an item whose phrase writes nothing is left out, with its join.

(``by`` rather than ``on``: YAML reads a bare ``on`` as ``true``.)

Literal text is written as it is (it may hold HTML entities and ``<em>``); every piece of data
goes through the caller's ``Words`` (the site escapes it). ``check(spec)`` lists what is wrong
with a phrase (``load_vocabulary`` refuses a vocabulary with a broken one); ``render`` raises
``PhrasingError`` for a value the phrase does not fit.
"""
from __future__ import annotations

import re
from typing import Protocol

#: ``{path}`` or ``{path|filter}`` or ``{path|filter:argument}``.
PLACEHOLDER = re.compile(r"\{([^{}|]*)(?:\|([a-z]+)(?::([^{}]*))?)?\}")
PATH = re.compile(r"^(\.|#|[a-z][a-z0-9_]*(\.[a-z][a-z0-9_]*)*)$")
#: A parameter id (``dealer-sits-out``), for the ``rule`` condition.
PARAMETER = re.compile(r"^[a-z][a-z0-9-]*$")
#: Filters, and whether each takes an argument (``None``: it may, or not).
FILTERS = {"suit": False, "card": False, "rank": None, "ranks": False, "generic": False,
           "capital": False, "count": True, "else": True, "tables": True}
#: The arguments a filter that may take one knows.
FILTER_ARGUMENTS = {"rank": ("a",)}
#: Names read with a vowel sound first, though written otherwise ("an 8", "an 11").
VOWEL_SOUND = re.compile(r"^([AEIOUaeiou]|8|11(?!\d)|18(?!\d))")
CONDITIONS = ("has", "set", "equals", "same", "every", "rule")
#: The keys each kind of node may have besides its own.
NODE_KEYS = {"cases": {"by"}, "each": {"of", "join"}, **{c: {"then", "else"} for c in CONDITIONS}}


class PhrasingError(ValueError):
    """A value the phrase does not fit (or a phrase that is itself broken)."""


class Words(Protocol):
    """How the caller writes data: escaped text and the names of cards, suits and ranks."""

    def text(self, value) -> str: ...
    def suit(self, code: str, suits: str) -> str: ...
    def card(self, code: str, suits: str) -> str: ...
    def rank(self, code: str, suits: str) -> str: ...
    def generic(self, value, suits: str) -> str: ...


# ---------------------------------------------------------------- checking a phrase


def check(spec, where: str = "phrase") -> list[str]:
    """Every problem of a phrase, as ``where: what`` (empty when it is well formed)."""
    if isinstance(spec, str):
        return _check_template(spec, where)
    if isinstance(spec, list):
        return [p for i, item in enumerate(spec) for p in check(item, f"{where}[{i}]")]
    if not isinstance(spec, dict):
        return [f"{where}: a phrase is a template (text), a list of phrases or a mapping, not {spec!r}"]
    kinds = [k for k in NODE_KEYS if k in spec]
    if len(kinds) != 1:
        return [f"{where}: a mapping has exactly one of {', '.join(NODE_KEYS)} (it has {', '.join(kinds) or 'none'})"]
    kind = kinds[0]
    extra = set(spec) - {kind} - NODE_KEYS[kind]
    if extra:
        return [f"{where}.{kind}: unknown keys {', '.join(sorted(map(str, extra)))}"]
    if kind == "cases":
        if not isinstance(spec["cases"], dict) or not spec["cases"]:
            return [f"{where}.cases: a mapping of values to phrases"]
        return [p for value, item in spec["cases"].items() for p in check(item, f"{where}.cases[{value!r}]")]
    if kind == "each":
        if not isinstance(spec.get("join"), str):
            return [f"{where}.each: give the text that joins the items (join)"]
        return check(spec["each"], f"{where}.each")
    problems = _check_condition(kind, spec[kind], f"{where}.{kind}")
    if "then" not in spec:
        problems.append(f"{where}.{kind}: give the phrase for when it holds (then)")
    for key in ("then", "else"):
        if key in spec:
            problems += check(spec[key], f"{where}.{key}")
    return problems


def rules_asked(spec) -> set[str]:
    """The parameters a phrase's ``rule`` conditions ask about (the vocabulary checks they exist)."""
    if isinstance(spec, list):
        return set().union(*(rules_asked(item) for item in spec))
    if not isinstance(spec, dict):
        return set()
    asked = {spec["rule"]} if isinstance(spec.get("rule"), str) else set()
    children = [v for k, v in spec.items() if k in ("then", "else", "each")]
    if isinstance(spec.get("cases"), dict):
        children += list(spec["cases"].values())
    return asked.union(*(rules_asked(child) for child in children))


def _check_condition(kind: str, arg, where: str) -> list[str]:
    if kind in ("has", "set") and not (isinstance(arg, str) and PATH.match(arg)):
        return [f"{where}: the name of a field"]
    if kind in ("equals", "every") and not (isinstance(arg, dict) and arg):
        return [f"{where}: a mapping of fields to the values they must have"]
    if kind == "same" and not (isinstance(arg, list) and len(arg) == 2 and all(isinstance(a, str) for a in arg)):
        return [f"{where}: two field names"]
    if kind == "rule" and not (isinstance(arg, str) and PARAMETER.match(arg)):
        return [f"{where}: the id of a parameter"]
    return []


def _check_template(text: str, where: str) -> list[str]:
    problems = []
    rest = PLACEHOLDER.sub("", text)
    if "{" in rest or "}" in rest:
        problems.append(f"{where}: unbalanced braces in {text!r}")
    for path, name, arg in PLACEHOLDER.findall(text):
        if not PATH.match(path):
            problems.append(f"{where}: {{{path}}} is not a field name, '.' or '#'")
        if name and name not in FILTERS:
            problems.append(f"{where}: unknown filter {name!r} (filters: {', '.join(FILTERS)})")
        elif name and FILTERS[name] is None:
            if arg and arg not in FILTER_ARGUMENTS[name]:
                problems.append(f"{where}: filter {name!r} takes {' or '.join(FILTER_ARGUMENTS[name])} or no argument")
        elif name and FILTERS[name] != bool(arg):
            problems.append(f"{where}: filter {name!r} {'needs' if FILTERS[name] else 'takes no'} argument")
    return problems


# ---------------------------------------------------------------- writing a value


def render(spec, value, words: Words, suits: str = "french", index: int | None = None,
           rules: frozenset[str] | None = None) -> str:
    """The value in words, as the phrase says; ``PhrasingError`` when it does not fit. ``rules``:
    the parameters the ruleset has a rule of, for the ``rule`` condition."""
    if isinstance(spec, str):
        return PLACEHOLDER.sub(lambda m: _field(m, value, words, suits, index), spec)
    if isinstance(spec, list):
        return "".join(render(item, value, words, suits, index, rules) for item in spec)
    if "cases" in spec:
        key = _get(value, spec["by"]) if "by" in spec else value
        for case, item in spec["cases"].items():
            if case == key and type(case) is type(key):
                return render(item, value, words, suits, index, rules)
        raise PhrasingError(f"no phrase for {key!r} (the phrase knows {', '.join(map(repr, spec['cases']))})")
    if "each" in spec:
        items = _get(value, spec["of"]) if "of" in spec else value
        if not isinstance(items, list):
            raise PhrasingError(f"{items!r} is not a list")
        said = (render(spec["each"], item, words, suits, i, rules) for i, item in enumerate(items, 1))
        return spec["join"].join(text for text in said if text)
    kind = next(k for k in CONDITIONS if k in spec)
    branch = "then" if _holds(kind, spec[kind], value, rules) else "else"
    return render(spec[branch], value, words, suits, index, rules) if branch in spec else ""


def _holds(kind: str, arg, value, rules: frozenset[str] | None = None) -> bool:
    if kind == "rule":
        if rules is None:
            raise PhrasingError(f"{{rule: {arg}}} asks what else the ruleset has, and no ruleset is given")
        return arg in rules
    if kind == "same":
        return _get(value, arg[0]) == _get(value, arg[1])
    if not isinstance(value, dict):
        return False
    if kind == "has":
        return arg in value
    if kind == "set":
        return bool(value.get(arg))
    if kind == "every":
        return all(isinstance(value.get(key), list) and value[key] and all(type(item) is type(wanted) and item == wanted
                                                                          for item in value[key])
                   for key, wanted in arg.items())
    return all(value.get(key) == wanted for key, wanted in arg.items())


def _get(value, path: str):
    if path == ".":
        return value
    for key in path.split("."):
        if not isinstance(value, dict) or key not in value:
            raise PhrasingError(f"no field {path!r} in {value!r}")
        value = value[key]
    return value


def _tables(item, unit: str, words: Words) -> str:
    """Table sizes (the mapping's keys that are numbers) and their numbers, consecutive sizes with
    the same number as one range: "3 to 6 players, 32 cards"."""
    if not isinstance(item, dict):
        raise PhrasingError(f"{item!r} is not a mapping of table sizes")
    sizes = sorted((int(k), v) for k, v in item.items() if str(k).isdigit())
    if not sizes:
        raise PhrasingError(f"{item!r} gives no table size")
    runs: list[list] = []
    for size, number in sizes:
        if runs and runs[-1][2] == number and runs[-1][1] == size - 1:
            runs[-1][1] = size
        else:
            runs.append([size, size, number])
    return "; ".join(
        f"{words.text(a)}{'' if a == b else ' to ' + words.text(b)} players, {words.text(n)} {unit}{'' if n == 1 else 's'}"
        for a, b, n in runs)


def _field(match, value, words: Words, suits: str, index: int | None) -> str:
    path, name, arg = match.groups()
    if path == "#":
        if index is None:
            raise PhrasingError("{#} outside each")
        return words.text(index)
    if name == "else" and path != "." and not (isinstance(value, dict) and path in value):
        return words.text(arg)
    item = _get(value, path)
    if name in (None, "", "else"):
        return words.text(item)
    if name == "count":
        return f"{words.text(item)} {arg}{'' if item == 1 else 's'}"
    if name == "tables":
        return _tables(item, arg, words)
    if name == "ranks":
        if not isinstance(item, list):
            raise PhrasingError(f"{item!r} is not a list of ranks")
        return " ".join(words.text(r) for r in item)
    if name == "generic":
        return words.generic(item, suits)
    if name == "capital":
        text = str(item)
        return words.text(text[:1].upper() + text[1:])
    if name == "suit":
        return words.suit(item, suits)
    if name == "card":
        return words.card(item, suits)
    name = words.rank(item, suits)
    return indefinite(name) if arg == "a" else name


def indefinite(name: str) -> str:
    """The name with its indefinite article, as it is said: "a King", "an Ace", "an 8", "a 10"."""
    return f"{'an' if VOWEL_SOUND.match(name) else 'a'} {name}"
