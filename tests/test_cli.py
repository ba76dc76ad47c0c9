"""The command line, called in-process."""
from __future__ import annotations

import json

from generator.__main__ import main


def test_validate_reports_a_valid_dataset(minimal_root, capsys):
    assert main(["validate", "--root", str(minimal_root)]) == 0
    assert "dataset is valid: 2 sources" in capsys.readouterr().out


def test_validate_lists_problems_and_fails(minimal_root, capsys):
    (minimal_root / "sources/demo-1811.yaml").write_text("id: demo-1811\ntype: book\n", encoding="utf-8")
    assert main(["validate", "--root", str(minimal_root)]) == 1
    out = capsys.readouterr().out
    assert "sources/demo-1811.yaml:1: class: required field 'class' is missing" in out


def test_pages_writes_markdown_without_mkdocs(minimal_root, tmp_path, capsys):
    out = tmp_path / "pages"
    assert main(["pages", "--root", str(minimal_root), "--out", str(out)]) == 0
    text = (out / "games/demo-game/rulesets/demo-1811.md").read_text(encoding="utf-8")
    body = text.split("\n---\n", 1)[1] if text.startswith("---\n") else text  # after the front matter
    assert body.lstrip().startswith("# Demo after Hammer")
    assert (out / "sources/demo-1811.md").exists()


def test_pages_writes_nothing_for_an_invalid_dataset(minimal_root, tmp_path):
    (minimal_root / "gamedata/regions.yaml").write_text("- {id: x\n", encoding="utf-8")
    out = tmp_path / "pages"
    assert main(["pages", "--root", str(minimal_root), "--out", str(out)]) == 1
    assert not out.exists()


def test_schema_export_validates_a_ruleset(tmp_path):
    import jsonschema
    import yaml
    from tests.conftest import FIXTURES
    assert main(["schema", "--out", str(tmp_path)]) == 0
    schema = json.loads((tmp_path / "ruleset.schema.json").read_text())
    validator = jsonschema.Draft202012Validator(schema)
    good = yaml.safe_load((FIXTURES / "minimal/gamedata/demo-game/rulesets/demo-1811.yaml").read_text())
    assert not list(validator.iter_errors(good))
    good["rules"][0]["value"] = {"min": "four"}
    messages = [e.message for e in validator.iter_errors(good)]
    assert "'four' is not of type 'integer'" in messages
