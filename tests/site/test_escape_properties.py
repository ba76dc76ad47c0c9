"""Any string round-trips as text through each output format's one escaping boundary: HTML (through
the site's Markdown, read back by an HTML5 parser), SVG, CSV, BibTeX and RIS.

"As text" means what a reader of the format gets back is the string itself, with runs of
whitespace as one space (every format but CSV writes a value on one line) and any character the
data may not hold (control characters, bidirectional controls: refused when the data is loaded)
as U+FFFD. The expected value is computed here from that rule, never by the escapers.
"""
from __future__ import annotations

import csv
import io
import re
import unicodedata

import html5lib
import markdown
from hypothesis import HealthCheck, given, settings, strategies as st

from generator.cite import bibtex, ris
from generator.export.columns import FORMULA_START, text_cell
from generator.site.figures.svg import x
from generator.site.text import attr, esc
from tests.cite.bibparse import parse as parse_bib

SETTINGS = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])
#: Any text, and text made of the characters that mean something to one of the formats.
SPECIAL = "<>&\"'`*_[]{}()#|\\~^$%=+-@!:;,./\n\r\t \u00a0\u2028\x00\x1b\x07\x7f\x85\u202e\u2066andAND1234567890"
PIECES = ["- ", "---", "1811. ", "1) ", "> ", "# ", "    ", "<script>", "</title>", "{: .x}", "[a](b)", "\\", " and ",
          ", ", "&amp;", "=", "\n"]
TEXT = st.one_of(st.text(), st.text(alphabet=SPECIAL), st.lists(st.sampled_from(PIECES)).map("".join))
BIDI = set("\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


def as_text(s: str) -> str:
    """The string as a reader of a one-line format gets it back (see the module docstring)."""
    one_line = " ".join(s.split())
    return "".join("\ufffd" if unicodedata.category(c) in ("Cc", "Cs") or c in BIDI else c for c in one_line)


def _html_text(fragment: str) -> str:
    doc = html5lib.parse(f"<!doctype html><title>t</title><body>{fragment}</body>", treebuilder="etree",
                         namespaceHTMLElements=False)
    body = doc.find("body")
    return " ".join("".join(body.itertext()).split()), [el.tag for el in body.iter()][1:]


MD = markdown.Markdown(extensions=["admonition", "attr_list", "def_list", "md_in_html", "tables", "toc"])


#: Where esc's text stands in a page: (Markdown around it, the words that Markdown adds, the
#: elements the result must be made of).
CONTEXTS = [("{}", "", ["p"]), ("# {}", "", ["h1"]), ("| h |\n|---|\n| {} |", "h", None), ("- {}", "", ["ul", "li"]),
            ("Text before.\n{}", "Text before.", ["p"]), ("{}\n\n{}", "", None)]


@SETTINGS
@given(TEXT)
def test_html_text_through_markdown(s):
    for template, words, structure in CONTEXTS:
        html = MD.reset().convert(template.format(esc(s), esc(s)))
        text, tags = _html_text(html)
        want = " ".join(p for p in [words, *[as_text(s)] * template.count("{}")] if p)
        assert text == want, (template, html)
        if structure and as_text(s):
            assert tags == structure, (template, html)


@SETTINGS
@given(TEXT)
def test_html_attribute(s):
    doc = html5lib.parse(f'<!doctype html><title>t</title><a title="{attr(s)}" href="#">a</a>', treebuilder="etree",
                         namespaceHTMLElements=False)
    links = doc.findall(".//a")
    assert len(links) == 1 and links[0].get("title") == as_text(s) and set(links[0].attrib) == {"title", "href"}


@SETTINGS
@given(TEXT)
def test_svg_text_and_attribute(s):
    page = (f'<!doctype html><title>t</title><svg xmlns="http://www.w3.org/2000/svg"><title>{x(s)}</title>'
            f'<a href="#" aria-label="{x(s)}"><text>{x(s)}</text></a></svg>')
    doc = html5lib.parse(page, treebuilder="etree", namespaceHTMLElements=False)
    svg = next(el for el in doc.iter() if el.tag.endswith("svg"))
    tags = [el.tag.rsplit("}", 1)[-1] for el in svg.iter()]
    assert tags == ["svg", "title", "a", "text"]
    title, link, text = list(svg.iter())[1:]
    assert (title.text or "") == (text.text or "") == link.get("aria-label") == as_text(s)


def _undo_guard(cell: str) -> str:
    """The bundle README's rule: drop one leading apostrophe from a cell whose text after its
    leading apostrophes starts with a formula character."""
    return cell[1:] if cell.startswith("'") and cell.lstrip("'")[:1] in ("=", "+", "-", "@", "\t", "\r") else cell


@SETTINGS
@given(st.text().filter(lambda s: "\x00" not in s))
def test_csv_cell_is_never_a_formula_and_round_trips(s):
    cell = text_cell(s)
    assert cell[:1] not in FORMULA_START
    out = io.StringIO(newline="")
    csv.writer(out, lineterminator="\r\n").writerow(["x", cell, "y"])
    (row,) = list(csv.reader(io.StringIO(out.getvalue(), newline="")))
    assert row[0] == "x" and row[2] == "y"
    assert _undo_guard(row[1]) == s


#: What the BibTeX escapes stand for in LaTeX.
_LATEX = {r"\textbackslash{}": "\\", r"\textasciitilde{}": "~", r"\textasciicircum{}": "^", r"\{": "{", r"\}": "}",
          r"\&": "&", r"\%": "%", r"\$": "$", r"\#": "#", r"\_": "_"}
_LATEX_RE = re.compile("|".join(re.escape(k) for k in _LATEX))


def _latex_text(value: str) -> str:
    """A braced BibTeX value as text: protecting braces dropped, escapes read."""
    out, i = [], 0
    while i < len(value):
        m = _LATEX_RE.match(value, i)
        if m:
            out.append(_LATEX[m[0]])
            i = m.end()
        elif value[i] in "{}":
            i += 1
        else:
            assert value[i] not in "\\%#&$_^~", f"an unescaped {value[i]!r} in {value!r}"
            out.append(value[i])
            i += 1
    return "".join(out)


def _top_level_split(value: str, pattern: str) -> list[str]:
    """Split where BibTeX does: at ``pattern`` outside braces."""
    parts, depth, start, i = [], 0, 0, 0
    regex = re.compile(pattern, re.I)
    while i < len(value):
        if value.startswith("\\", i):
            i += 2
            continue
        if value[i] == "{":
            depth += 1
        elif value[i] == "}":
            depth -= 1
        elif depth == 0 and (m := regex.match(value, i)):
            parts.append(value[start:i])
            start = i = m.end()
            continue
        i += 1
    return parts + [value[start:]]


@SETTINGS
@given(TEXT, TEXT, TEXT)
def test_bibtex_field_and_names(title, family, given):
    family, given = family.strip() or "F", given.strip() or "G"
    item = {"id": "k", "type": "book", "title": title or "t", "language": "en",
            "author": [{"family": family, "given": given}, {"family": "Second"}]}
    (entry,) = parse_bib(bibtex.to_bibtex(item))
    assert _latex_text(entry["fields"]["title"]) == as_text(title or "t")
    names = _top_level_split(entry["fields"]["author"], r"\s+and\s+")
    assert len(names) == 2, entry["fields"]["author"]
    first = _top_level_split(names[0], r",\s*")
    assert [_latex_text(p) for p in first] == [as_text(family), as_text(given)]


@SETTINGS
@given(TEXT)
def test_ris_value_is_one_line_and_round_trips(s):
    record = ris.to_ris({"type": "book", "title": s or "t", "note": s or "n"})
    lines = record.split("\n")
    assert lines[-1] == "" and all(ris.LINE.match(line) for line in lines[:-1]), record
    values = {m[1]: m[2] for m in map(ris.LINE.match, lines[:-1])}
    assert values["TI"] == as_text(s or "t") and values["ER"] == ""
