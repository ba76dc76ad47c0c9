"""A wheel that works: built from the project's files, it holds every subpackage and every file
the code reads at run time, and installed into a fresh venv (with the pinned versions of
requirements.lock) its ``stichwort`` script validates and cites from outside the repository."""
from __future__ import annotations

import email
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import PLAIN_ENV, REPO


def _project_files() -> list[str]:
    listed = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], cwd=REPO,
                            capture_output=True, text=True, check=True).stdout.split("\0")
    return [p for p in listed if p and os.path.lexists(REPO / p)]


def _pins() -> dict[str, str]:
    pins = {}
    for line in (REPO / "requirements.lock").read_text(encoding="utf-8").splitlines():
        if line and not line.startswith("#"):
            name, version = line.split("==")
            pins[name.lower().replace("_", "-")] = version
    return pins


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    """The wheel, built (with the pinned setuptools) from a copy of the project's files."""
    work = tmp_path_factory.mktemp("wheel")
    src = work / "src"
    for rel in _project_files():
        target = src / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(REPO / rel, target, follow_symlinks=False)  # links stay links, as in a clone
    result = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation",
                             "--disable-pip-version-check", "-q", "-w", str(work / "dist"), str(src)],
                            env=PLAIN_ENV, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    (built,) = (work / "dist").glob("stichwort-*.whl")
    return built


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """A fresh venv with the wheel installed, its requirements constrained by requirements.lock."""
    venv = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    result = subprocess.run([str(venv / "bin/python"), "-m", "pip", "install", "--disable-pip-version-check", "-q",
                             "-c", str(REPO / "requirements.lock"), str(wheel)],
                            env=PLAIN_ENV, capture_output=True, text=True)
    assert result.returncode == 0, result.stdout + result.stderr
    return venv


def test_the_wheel_holds_every_file_of_the_package(wheel):
    archive = zipfile.ZipFile(wheel)
    inside = set(archive.namelist())
    package = [p for p in _project_files() if p.startswith("generator/")]
    assert any(p.endswith("vocabulary.yaml") for p in package) and any(p.endswith(".csl") for p in package)
    assert any(p.endswith("model/guide.yaml") for p in package)   # the words of the How to play pages
    for rel in package:
        assert rel in inside, f"{rel} is missing from the wheel"
        assert archive.read(rel) == (REPO / rel).read_bytes(), rel  # links are stored as the files they name
    assert {n.split("/")[0] for n in inside if not n.startswith("stichwort-")} == {"generator"}


def test_the_wheel_metadata(wheel):
    archive = zipfile.ZipFile(wheel)
    info = next(n.split("/")[0] for n in archive.namelist() if n.endswith(".dist-info/METADATA"))
    meta = email.message_from_bytes(archive.read(f"{info}/METADATA"))
    assert meta["License-Expression"] == "MIT AND CC-BY-4.0 AND CC-BY-SA-3.0"
    assert {"LICENSE", "LICENSE-DATA"} <= set(meta.get_all("License-File"))
    assert archive.read(f"{info}/licenses/LICENSE") == (REPO / "LICENSE").read_bytes()
    required = {r.split(";")[0].split(">")[0].split("<")[0].split("=")[0].strip().lower()
                for r in meta.get_all("Requires-Dist") if "extra ==" not in r}
    assert required == {"mkdocs", "pyyaml", "pydantic", "jsonschema", "pypandoc-binary"}
    assert "stichwort = generator.__main__:stichwort" in archive.read(f"{info}/entry_points.txt").decode()


def test_the_installed_wheel_uses_the_pinned_versions(installed):
    frozen = subprocess.run([str(installed / "bin/python"), "-m", "pip", "freeze", "--disable-pip-version-check"],
                            capture_output=True, text=True, check=True).stdout.splitlines()
    pins = _pins()
    assert any(line.startswith("stichwort @ file:") for line in frozen), frozen  # the wheel itself
    versions = dict(line.split("==") for line in frozen if "==" in line)
    assert {"mkdocs", "pydantic", "pypandoc-binary", "jinja2"} <= {n.lower().replace("_", "-") for n in versions}
    for name, version in versions.items():
        assert pins.get(name.lower().replace("_", "-")) == version, name


def _stichwort(installed: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess:
    return subprocess.run([str(installed / "bin/stichwort"), *args], cwd=cwd, env=PLAIN_ENV,
                          capture_output=True, text=True, timeout=300)


def test_the_installed_script_validates_cites_and_exports_from_outside(installed, tmp_path):
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    result = _stichwort(installed, "validate", "--root", str(REPO), cwd=outside)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("dataset is valid:")
    result = _stichwort(installed, "cite", "alvensleben-1853", "--format", "apa", "--root", str(REPO), cwd=outside)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("von Alvensleben, L. (1853).")  # rendered by pandoc from the packaged CSL style
    result = _stichwort(installed, "export", "--root", str(REPO), "--out", str(outside / "bundle"), cwd=outside)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (outside / "bundle/LICENSE.txt").read_bytes() == (REPO / "LICENSE-DATA").read_bytes()
    where = subprocess.run([str(installed / "bin/python"), "-c", "import generator; print(generator.__file__)"],
                           cwd=outside, env=PLAIN_ENV, capture_output=True, text=True, check=True).stdout.strip()
    assert Path(where).is_relative_to(installed), where  # the wheel's copy, not this checkout
