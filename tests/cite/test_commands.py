"""``python -m generator cite`` and ``python -m generator export``."""
from __future__ import annotations

import json
import zipfile

from generator.__main__ import main
from tests.cite.bibparse import parse


def test_cite_prints_each_format(minimal_root, capsys):
    assert main(["cite", "demo-1811", "--root", str(minimal_root)]) == 0
    assert capsys.readouterr().out.strip() == "Hammer, Paul. 1811. Die deutschen Kartenspiele. Weygand."
    assert main(["cite", "demo-1811", "--root", str(minimal_root), "--format", "apa"]) == 0
    assert capsys.readouterr().out.strip() == "Hammer, P. (1811). Die deutschen Kartenspiele. Weygand."
    assert main(["cite", "demo-1811", "--root", str(minimal_root), "--format", "bibtex"]) == 0
    assert parse(capsys.readouterr().out)[0]["key"] == "demo-1811"
    assert main(["cite", "demo-1811", "--root", str(minimal_root), "--format", "ris"]) == 0
    assert capsys.readouterr().out.startswith("TY  - BOOK\n")
    assert main(["cite", "demo-1811", "--root", str(minimal_root), "--format", "csl-json"]) == 0
    assert json.loads(capsys.readouterr().out)[0]["type"] == "book"


def test_cite_names_an_unknown_source(minimal_root, capsys):
    assert main(["cite", "demo-1812", "--root", str(minimal_root)]) == 1
    assert "demo-1811" in capsys.readouterr().out


def test_export_writes_the_bundle(minimal_root, tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("STICHWORT_EDITION", "2025-01-31")
    out = tmp_path / "bundle"
    assert main(["export", "--root", str(minimal_root), "--out", str(out)]) == 0
    assert "2025.01.31" in capsys.readouterr().out
    assert json.loads((out / "stichwort.json").read_text(encoding="utf-8"))["edition"] == "2025.01.31"
    assert "stichwort-2025.01.31/sources.bib" in zipfile.ZipFile(out / "stichwort-2025.01.31.zip").namelist()
