"""MkDocs hook of the benchmark's synthetic projects: cloned games play with their original's engine.

Listed before the site's own hook in the mkdocs.yml that ``benchmarks.quality.project`` writes
for a synthetic dataset; never part of the real site's configuration.
"""
from __future__ import annotations

from pathlib import Path

from generator.engine import registry
from benchmarks.synthetic import _CLONE


def register_engine_aliases(root: Path) -> dict[str, str]:
    """Let the engine play cloned games (``<game>-x<k>``) with their original's module."""
    added = {}
    for folder in sorted(p for p in (Path(root) / "gamedata").iterdir() if p.is_dir()):
        match = _CLONE.match(folder.name)
        if match and match["original"] in registry.GAMES and folder.name not in registry.GAMES:
            registry.GAMES[folder.name] = registry.GAMES[match["original"]]
            added[folder.name] = match["original"]
    return added


def on_config(config, **kwargs):
    register_engine_aliases(Path(config.config_file_path).parent)
    return config
