"""One module per game the engine plays; each registers itself (``registry.register``).

A game module subclasses ``rules.CompiledRules`` with its ``Rules``, writes ``new_state`` (the
deal and the first decision) and ends with ``register(Game(...))``, naming its simple players
and statistics from ``generator/engine/players/<game>.py``. The registry finds the modules of
this package by itself: adding a game is adding a module here.
"""
