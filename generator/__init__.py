"""Stichwort: the dataset, rules engine and site generator for historical German card games."""

__version__ = "0.1.0"
