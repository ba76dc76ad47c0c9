"""The route of the evidence: from the work a statement is attributed to, through the works that
report it, to the copy we actually read; and the checks that keep a source's account of it whole.

A citation of the 1810 Dutch handbook rests on this route: the handbook (a primary text, its title
our reconstruction) → cited in the newest revision of the English article (revision not identified)
→ read as a Japanese machine translation. ``route`` works it out from the records (the citation's
``cited_in``, else the source's ``known_from``), so every page that shows a citation can show it.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from urllib.parse import quote, unquote, urlsplit

from generator.model.checks import add_problem, all_records, iter_citations
from generator.model.copies import Copy, NOT_IDENTIFIED
from generator.model.loader import RawDataset
from generator.model.problems import Report

#: A wiki's own address of an article: ``https://en.wikipedia.org/wiki/Bester_Bube``.
_WIKI_ARTICLE = re.compile(r"^https?://([a-z-]+\.wikipedia\.org)/wiki/([^?#]+)$")
#: How far ``known_from`` is followed before a route is given up (a chain of reports).
_MAX_STEPS = 6


def is_wikipedia(source) -> bool:
    """Whether the source is a Wikipedia page, whose revision must be named (or said to be unknown)."""
    return bool(source.container_title and re.search(r"\bWikipedia\b", source.container_title))


def permalink(source) -> str | None:
    """The permanent address of the revision we read (``…/w/index.php?title=…&oldid=…``), made from
    the revision id and the article's own address on its wiki; None without either."""
    if source.revision is None or source.revision.id is None:
        return None
    for link in source.url:
        m = _WIKI_ARTICLE.match(link.url)
        if m and link.copy_kind is None:
            title = quote(unquote(m.group(2)), safe="")
            return f"https://{m.group(1)}/w/index.php?title={title}&oldid={source.revision.id}"
    return None


def revision_text(source) -> str | None:
    """``revision 1084141956``, ``revision of 15 November 2023``, ``revision not identified``; None
    for a source that is not a revision of a wiki page."""
    from generator.model.dates import parse_edtf
    revision = source.revision
    if revision is None:
        return f"revision {NOT_IDENTIFIED}" if is_wikipedia(source) else None
    if not revision.identified:
        return f"revision {NOT_IDENTIFIED}"
    text = "revision"
    if revision.id is not None:
        text += f" {revision.id}"
    if revision.date is not None:
        text += f" of {parse_edtf(revision.date).display()}"
    return text


@dataclass(frozen=True)
class Route:
    """How a statement reached us: ``source`` → each work in ``via`` → read in ``copies`` of ``read``."""

    #: The work the statement is attributed to.
    source: str
    #: The works that report it, nearest to the source first (a citation's ``cited_in``, then ``known_from``).
    via: tuple[str, ...]
    #: The work we read (the last of ``via``, or the source itself); None where the chain breaks off.
    read: str | None
    #: The kinds of copy we read that work in, fullest first.
    copies: tuple[Copy, ...]

    @property
    def indirect(self) -> bool:
        """Whether the route is worth showing beside the citation: the source is known only through
        another work, or read only in a copy that is not the original."""
        return bool(self.via) or self.read is None or not self.copies or self.copies[0].kind != "original"


def reported_in(sources: dict, source) -> str | None:
    """The work that reports a source we have not read: the first ``known_from`` that we read,
    else the first one at all."""
    froms = [c.source for c in source.known_from or [] if c.source in sources]
    return next((sid for sid in froms if sources[sid].evidence == "read"), froms[0] if froms else None)


def route(sources: dict, cite) -> Route:
    """The route of one citation, worked out from the source records (``sources``: id -> Source)."""
    via: list[str] = []
    current = sources.get(cite.source)
    if current is not None and cite.cited_in and cite.cited_in in sources:
        via.append(cite.cited_in)
        current = sources[cite.cited_in]
    while current is not None and current.evidence != "read" and len(via) < _MAX_STEPS:
        following = reported_in(sources, current)
        if following is None or following in via or following == cite.source:
            current = None
            break
        via.append(following)
        current = sources[following]
    if current is None or current.evidence != "read":
        return Route(cite.source, tuple(via), None, ())
    return Route(cite.source, tuple(via), current.id, tuple(current.copies))


# ---------------------------------------------------------------- checks

def check_evidence(raw: RawDataset, report: Report) -> None:
    """A source says what we hold of it, consistently: the copies of what we read, the work that
    reports what we did not, and for a Wikipedia page the revision (or that it is not identified)."""
    languages = {lang.code for lang in raw.languages}
    for source in raw.sources:
        _check_copies(source, report, languages)
        if source.evidence != "read" and not source.known_from:
            add_problem(report, source, "known_from", f"a source we know only as {'reported' if source.evidence == 'reported' else 'listed'} "
                        "in another work names that work in `known_from` (source and locator)", source.line_of("evidence"))
        if is_wikipedia(source) and source.revision is None:
            add_problem(report, source, "revision", "a Wikipedia page names the revision we read, as a text we hold gives "
                        "it (`revision: {id: 1084141956}` for oldid=1084141956, `date:` for its day) or says "
                        f"`revision: {NOT_IDENTIFIED}`", source.line_of("container_title"))
        if source.revision is not None and source.revision.id is not None and permalink(source) is None:
            add_problem(report, source, "revision.id", "a revision id needs the article's own address on its wiki "
                        "(https://<language>.wikipedia.org/wiki/<Title>, without `copy`) in `url`, from which its "
                        "permanent address is made", source.line_of("revision"))
    _check_routes(raw, report)


def _check_copies(source, report: Report, languages: set) -> None:
    kinds = {c.kind for c in source.copies}
    if source.evidence == "read" and not source.copies:
        add_problem(report, source, "copies", "a source we read names the kinds of copy we read it in (`copies: "
                    "[{kind: original}]`, or transcription, scan-text, mirror, snapshot, machine-translation, summary)",
                    source.line_of("evidence"))
    if source.evidence != "read" and source.copies:
        add_problem(report, source, "copies", f"a {source.evidence} source has no copies of its own: we read the work "
                    "that reports it, whose record names its copies (or make it `evidence: read`)", source.line_of("copies"))
    seen: set = set()
    for index, copy in enumerate(source.copies):
        key = (copy.kind, copy.language)
        if key in seen:
            add_problem(report, source, f"copies[{index}]", f"the copy kind {copy.kind!r} is listed twice"
                        + (f" in {copy.language!r}" if copy.language else "") + "; list each kind (and language) once",
                        copy.where.line or source.line_of("copies"))
        seen.add(key)
        if copy.language is not None and copy.language not in languages:
            add_problem(report, source, f"copies[{index}].language", f"unknown language code {copy.language!r} "
                        "(gamedata/languages.yaml)", copy.line_of("language"))
        if copy.kind == "machine-translation" and (copy.language is None or copy.language == source.language):
            add_problem(report, source, f"copies[{index}].language", "a machine translation names the language it was "
                        f"translated into, which is not the work's own ({source.language!r})", copy.line_of("kind"))
    for index, link in enumerate(source.url):
        if link.copy_kind is not None and link.copy_kind not in kinds:
            add_problem(report, source, f"url[{index}].copy", f"this address is a {link.copy_kind}, a kind of copy the source's "
                        f"`copies` does not list ({', '.join(sorted(kinds)) or 'none'}); add it there with its extent",
                        link.line_of("copy"))


def _check_routes(raw: RawDataset, report: Report) -> None:
    """Every citation's route ends in a work we read: a report of a report is followed, a loop or a
    chain into nothing is an error."""
    sources = {s.id: s for s in raw.sources}
    if "sources" in raw.unreadable or raw.invalid_ids.get("sources"):
        return  # the missing records are reported where they are read
    reported: set = set()
    for record in all_records(raw):
        for path, cite in iter_citations(record):
            if cite.source not in sources or (cite.cited_in and cite.cited_in not in sources):
                continue
            if sources[cite.source].evidence != "read" and not cite.cited_in:
                add_problem(report, record, f"{path}.cited_in", f"{cite.source} is a source we have not read "
                            f"(evidence: {sources[cite.source].evidence}); name the work we read this in (`cited_in`, "
                            "with `cited_in_locator`)", cite.line_of("source"))
                continue
            found = route(sources, cite)
            if found.read is None and (cite.source, cite.cited_in) not in reported:
                reported.add((cite.source, cite.cited_in))
                add_problem(report, record, f"{path}.source", f"the citation reaches no work we read: {' -> '.join((cite.source, *found.via))} "
                            "ends in a source that is not `evidence: read`; name the work we read it in (`cited_in`) or "
                            "give the last source a `known_from` we read", cite.line_of("source"))


CHECKS = [check_evidence]
