"""Measuring the built site: page weight, a local server, Lighthouse. Used by the benchmark and
Lighthouse commands and by the browser tests; never by the page generator."""
