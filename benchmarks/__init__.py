"""Measurement tools for the project, not part of the product: speed of the rules engine
(``bench``), of the site build at 1x, 10x and 100x the dataset (``buildbench``, on the synthetic
datasets of ``synthetic.py``), of the player in the browser (``play``), search relevance and cost
(``search``), and Lighthouse scores (``lighthouse``); ``quality/`` holds what they and the browser
tests share (page weight, a local server, Lighthouse, search, a buildable MkDocs project around any
dataset). Run as ``python -m benchmarks COMMAND`` (``make bench``, ``make buildbench``,
``make lighthouse``). The generator never imports this package.
"""
