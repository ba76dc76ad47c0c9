"""Frozen copies of real source records, for renderings checked by hand."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from generator.cite.csl import source_item
from generator.model.sources import Source

FROZEN = Path(__file__).parent / "fixtures"


def frozen_source(source_id: str) -> Source:
    return Source.model_validate(yaml.safe_load((FROZEN / f"{source_id}.yaml").read_text(encoding="utf-8")))


@pytest.fixture(scope="session")
def frozen_items() -> dict[str, dict]:
    return {p.stem: source_item(frozen_source(p.stem)) for p in sorted(FROZEN.glob("*.yaml"))}
