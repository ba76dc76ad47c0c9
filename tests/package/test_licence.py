"""The licence is everywhere a user looks: the LICENSE files (the real texts), pyproject.toml
(SPDX), every page's footer (linked to a copy of the text on the site), the CLDF metadata, the
zip and CITATION.cff, which also goes into the zip with the edition filled in."""
from __future__ import annotations

import io
import json
import tomllib
import zipfile

import pytest
import yaml
from packaging.licenses import canonicalize_license_expression

from generator.cite.edition import Edition
from generator.export import bundle, licence
from tests.conftest import REPO
from tests.htmltext import parse

EDITION = Edition.from_text("2026-11-29")
CC_BY_URL = "https://creativecommons.org/licenses/by/4.0/"


@pytest.fixture(scope="module")
def files(dataset):
    return bundle.release_files(dataset, EDITION)


def test_the_licence_files_hold_the_real_texts():
    mit = (REPO / "LICENSE").read_text(encoding="utf-8")
    assert mit.startswith("MIT License\n\nCopyright (c) 2026 Stichwort contributors\n")
    assert "Permission is hereby granted, free of charge, to any person obtaining a copy" in mit
    assert "THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND" in mit
    cc = (REPO / "LICENSE-DATA").read_text(encoding="utf-8")
    assert cc.startswith("Attribution 4.0 International\n")
    for heading in ("Creative Commons Attribution 4.0 International Public License", "Section 1 -- Definitions.",
                    "Section 4 -- Sui Generis Database Rights.", "Section 8 -- Interpretation."):
        assert heading in cc
    assert len(cc.split()) > 2500  # the whole legal code, not a summary


def test_the_package_reads_the_same_files():
    """generator/export/included/ links to the files at the top, so there is one copy of each."""
    assert (licence.INCLUDED / "LICENSE-DATA").read_bytes() == (REPO / "LICENSE-DATA").read_bytes()
    assert (licence.INCLUDED / "CITATION.cff").read_bytes() == (REPO / "CITATION.cff").read_bytes()


def test_pyproject_names_the_licences_in_spdx():
    project = tomllib.loads((REPO / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    expression = project["license"]
    assert canonicalize_license_expression(expression) == expression
    assert {"MIT", "CC-BY-4.0"} <= set(expression.replace("(", " ").replace(")", " ").split())
    assert {"LICENSE", "LICENSE-DATA"} <= set(project["license-files"])
    for path in project["license-files"]:
        assert (REPO / path).is_file(), path


def test_every_page_footer_links_the_licence_on_the_site(built_site):
    text = (REPO / "LICENSE-DATA").read_bytes()
    pages = list(built_site.rglob("*.html"))
    assert len(pages) > 100
    for page in pages:
        links = [a.get("href", "") for tag, a in parse(page).tags if tag == "a" and a.get("rel") == "license"]
        assert len(links) == 1, page
        href = links[0]
        assert "://" not in href and not href.startswith("//"), (page, href)  # nothing from another host
        target = built_site / href.lstrip("/") if href.startswith("/") else (page.parent / href)
        assert target.resolve().read_bytes() == text, page
        assert "CC BY 4.0" in page.read_text(encoding="utf-8"), page


def test_the_metadata_names_the_licence_and_the_edition(files):
    meta = json.loads(files[bundle.METADATA_NAME])
    assert meta["dc:license"] == CC_BY_URL
    assert meta["dc:hasVersion"] == "2026.11.29"


def test_the_zip_holds_the_licence_and_the_citation_file(files):
    archive = zipfile.ZipFile(io.BytesIO(files[bundle.zip_name(EDITION)]))
    inside = {name.split("/", 1)[1]: archive.read(name) for name in archive.namelist()}
    assert inside["LICENSE.txt"] == (REPO / "LICENSE-DATA").read_bytes()
    cff = yaml.safe_load(inside["CITATION.cff"].decode("utf-8"))
    assert cff["version"] == "2026.11.29" and cff["date-released"] == "2026-11-29"
    assert cff["license"] == "CC-BY-4.0"
    readme = inside["README.txt"].decode("utf-8")
    assert "LICENSE.txt" in readme and "CC-BY-4.0" in readme and "CITATION.cff" in readme


def test_citation_cff_names_the_licence_and_no_edition(dataset):
    cff = yaml.safe_load((REPO / "CITATION.cff").read_text(encoding="utf-8"))
    assert cff["license"] == "CC-BY-4.0"
    assert "version" not in cff and "date-released" not in cff  # each bundle's copy adds its edition
    unreleased = yaml.safe_load(licence.citation_cff(Edition("unreleased", None)))
    assert unreleased["version"] == "unreleased" and "date-released" not in unreleased


def test_the_readme_says_what_is_under_which_licence():
    readme = (REPO / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Licence", 1)[1].split("\n## ", 1)[0]
    for name in ("MIT", "CC BY 4.0", "LICENSE", "LICENSE-DATA", "CC BY-SA 3.0"):
        assert name in section, name
