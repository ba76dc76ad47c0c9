"""The inline Markdown that the page builders write, as the HTML Markdown would make of it.

A table cell is written as a line of inline Markdown: escaped data text (``generator.site.text``:
no character of the data can open Markdown syntax) with the few constructs the builders add —
links between pages (``[words](../page.md#anchor)``, ``links.rel``), strong and emphasised words,
an attribute list after a link or a strong word (``{ #id .class }``) — and inline HTML. ``html``
turns such a line into the HTML that Markdown and MkDocs would write, the ``.md`` links as the
built pages' addresses (``links.url``). The tables are then HTML that Markdown need not read
(``generator.site.verbatim``), which is most of the time a build spends in Markdown.

Anything else that looks like Markdown is a builder's mistake and raises ``ValueError`` rather
than reaching a page as stray asterisks or brackets.
"""
from __future__ import annotations

import posixpath
import re

from generator.site import links
from generator.site.text import attr

_ATTRS = r"(?:\{ *([^{}]*?) *\})?"
#: A link: words without brackets, a target without spaces or parentheses, an attribute list.
_LINK = re.compile(r"\[([^\[\]]*)\]\(([^()\s]+)\)" + _ATTRS)
_STRONG = re.compile(r"\*\*([^*<>]+)\*\*" + _ATTRS)
_EM = re.compile(r"\*([^*<>]+)\*")
_TAG = re.compile(r"(<[^>]*>)")
_LEFT = re.compile(r"\*|\]\(|\{ *[#.]")


def html(markdown: str, page: str) -> str:
    """The inline Markdown ``markdown`` of ``page`` (a path under docs/) as HTML."""
    out = _LINK.sub(lambda m: _link(m, page), markdown)
    pieces = _TAG.split(out)
    for index in range(0, len(pieces), 2):  # the text between tags
        pieces[index] = _emphasis(pieces[index], markdown)
    return "".join(pieces)


def _emphasis(text: str, markdown: str) -> str:
    if "*" not in text and "{" not in text and "](" not in text:
        return text
    text = _STRONG.sub(lambda m: f"<strong{_attributes(m[2])}>{m[1]}</strong>", text)
    text = _EM.sub(lambda m: f"<em>{m[1]}</em>", text)
    if _LEFT.search(text):
        raise ValueError(f"inline Markdown this page builder may not write: {markdown!r}")
    return text


def _link(match: re.Match, page: str) -> str:
    words, target, attributes = match[1], match[2], match[3]
    return f'<a{_attributes(attributes)} href="{attr(url(target, page))}">{words}</a>'


def url(target: str, page: str) -> str:
    """A link's target as MkDocs writes it: a page's ``.md`` as the built page's address."""
    if target.startswith("#") or "://" in target or target.startswith("mailto:"):
        return target
    path, _, anchor = target.partition("#")
    resolved = posixpath.normpath(posixpath.join(posixpath.dirname(page), path))
    if resolved.endswith(".md"):
        return links.url(page, resolved, anchor or None)
    return links.asset(page, resolved) + (f"#{anchor}" if anchor else "")


def _attributes(spec: str | None) -> str:
    """``{ #id .a .b }`` as ` class="a b" id="id"` (Markdown's attribute lists, in its order)."""
    if not spec:
        return ""
    classes, ident = [], None
    for token in spec.split():
        if token.startswith("#"):
            ident = token[1:]
        elif token.startswith("."):
            classes.append(token[1:])
        else:
            raise ValueError(f"an attribute list may name only an id and classes here: {{{spec}}}")
    out = f' class="{attr(" ".join(classes))}"' if classes else ""
    return out + (f' id="{attr(ident)}"' if ident else "")
