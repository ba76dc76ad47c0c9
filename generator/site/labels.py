"""Labels the pages share: the kinds of ruleset."""
from __future__ import annotations

#: A ruleset's ``kind`` as the pages say it.
KIND_LABELS = {"described": "described", "fragment": "fragment", "reconstruction": "editorial reconstruction"}
