"""Readers of our citations as scholars' tools read them.

- ``zotero``: Zotero's web translators Embedded Metadata (with the RDF translator it hands the
  Dublin Core and Open Graph tags to) and COinS, and Zotero's OpenURL parser, ported line by
  line for the parts a page of ours can reach; Zotero's translation server cannot run here.
- ``citationjs``: Citation.js from npm (``@citation-js/core`` with its BibTeX, RIS and CSL
  plugins), run with the machine's node.
- ``libraries``: bibtexparser, rispy and citeproc-py from PyPI.

Each reader gives a ``Read`` item (``common.Read``): the item type, title, creators, date and
container as that tool stores them, so that the tests can ask whether every format of a page
says the same thing.
"""
