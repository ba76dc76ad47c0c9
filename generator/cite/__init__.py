"""Citing: sources and pages as CSL-JSON, BibTeX and RIS; Chicago and APA text from a CSL processor.

Imports ``generator.model`` only, never the page code, so the command line and the release
bundle can use it without MkDocs.
"""
