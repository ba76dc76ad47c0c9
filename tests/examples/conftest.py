"""Every example file is its own test: ``example_path`` is parametrized over the shipped files,
with the example ids as test ids (``pytest tests/examples -k bb-1853-walkthrough``)."""
from __future__ import annotations

from generator.examples.load import default_paths
from tests.conftest import REPO


def pytest_generate_tests(metafunc):
    if "example_path" in metafunc.fixturenames:
        paths = default_paths(REPO)
        metafunc.parametrize("example_path", paths, ids=[p.stem for p in paths])
