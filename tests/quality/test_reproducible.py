"""Reproducible builds: two builds of the same commit give byte-identical sites.

The second build differs from the session's ``built_site`` in everything that could leak into
the output by accident: another hash seed (set and dict order), another build date
(``SOURCE_DATE_EPOCH``), another temporary folder. The one justified difference is the build
date in the sitemap (``<lastmod>`` in sitemap.xml, and the same inside sitemap.xml.gz, whose
gzip header also carries that date): MkDocs writes the build date there by design. With the
same ``SOURCE_DATE_EPOCH`` — ``make`` sets it to the time of the last commit — nothing differs.
"""
from __future__ import annotations

import gzip
import hashlib
import re
import shutil
from datetime import datetime, timezone

import pytest

from benchmarks.quality.project import mkdocs_build, mkdocs_env
from tests.conftest import FIXTURES, REPO, site_config

pytestmark = pytest.mark.build

#: Files allowed to differ, and how to remove the build date from them before comparing.
DATED = {"sitemap.xml", "sitemap.xml.gz"}
OTHER_EPOCH = 946_684_800  # 2000-01-01: a build date no real build has
_LASTMOD = re.compile(rb"<lastmod>\d{4}-\d{2}-\d{2}</lastmod>")


def _digest_tree(site) -> dict[str, str]:
    return {p.relative_to(site).as_posix(): hashlib.sha256(p.read_bytes()).hexdigest()
            for p in sorted(site.rglob("*")) if p.is_file()}


def _undated(path) -> bytes:
    data = path.read_bytes()
    if path.suffix == ".gz":
        data = gzip.decompress(data)
    return _LASTMOD.sub(b"<lastmod>DATE</lastmod>", data)


@pytest.fixture(scope="module")
def second_build(built_site, tmp_path_factory):
    site = tmp_path_factory.mktemp("second build") / "site"
    result = mkdocs_build(REPO / "mkdocs.yml", site, env=mkdocs_env(SOURCE_DATE_EPOCH=str(OTHER_EPOCH), PYTHONHASHSEED="12345"))
    assert result.returncode == 0, result.stdout + result.stderr
    return site


def test_two_builds_are_byte_identical_apart_from_the_sitemap_date(built_site, second_build):
    first, second = _digest_tree(built_site), _digest_tree(second_build)
    assert sorted(first) == sorted(second), f"different files: {sorted(set(first) ^ set(second))[:20]}"
    differing = sorted(name for name in first if first[name] != second[name])
    unexpected = [name for name in differing if name not in DATED]
    assert not unexpected, f"{len(unexpected)} files differ between two builds of the same commit: {unexpected[:20]}"
    for name in differing:
        assert _undated(built_site / name) == _undated(second_build / name), f"{name} differs in more than its <lastmod> dates"


@pytest.fixture(scope="module")
def addressed_build(minimal_root_module, tmp_path_factory):
    """The small dataset built with a published address and the other build date: MkDocs lists
    pages (with their dates) in the sitemap only when it knows the site's address, since the
    sitemap protocol wants absolute addresses; a build without STICHWORT_SITE_URL has none."""
    site = tmp_path_factory.mktemp("addressed build") / "site"
    env = mkdocs_env(SOURCE_DATE_EPOCH=str(OTHER_EPOCH), STICHWORT_SITE_URL="https://cards.test/")
    result = mkdocs_build(site_config(minimal_root_module), site, env=env)
    assert result.returncode == 0, result.stdout + result.stderr
    return site


@pytest.fixture(scope="module")
def minimal_root_module(tmp_path_factory):
    root = tmp_path_factory.mktemp("minimal") / "data"
    shutil.copytree(FIXTURES / "minimal", root)
    return root


def test_the_sitemap_date_is_the_source_date_epoch(second_build, addressed_build):
    day = datetime.fromtimestamp(OTHER_EPOCH, timezone.utc).strftime("%Y-%m-%d").encode()
    dates = set(_LASTMOD.findall((addressed_build / "sitemap.xml").read_bytes()))
    assert dates == {b"<lastmod>" + day + b"</lastmod>"}
    header_mtime = int.from_bytes((second_build / "sitemap.xml.gz").read_bytes()[4:8], "little")
    assert header_mtime == OTHER_EPOCH


def test_make_pins_the_build_date_to_the_last_commit():
    makefile = (REPO / "Makefile").read_text(encoding="utf-8")
    assert re.search(r"SOURCE_DATE_EPOCH.*git log -1", makefile), "the Makefile no longer sets SOURCE_DATE_EPOCH"
