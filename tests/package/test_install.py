"""The installed project (``make`` installs it into .venv, editable): the plain ``mkdocs``
commands, ``python -m generator`` and the ``stichwort`` script work from any directory.

Every test runs the real command in a subprocess, from a folder other than the repository root
and with nothing on PYTHONPATH, as a user who followed the README's set-up would. The real
site itself is built the same way, ``mkdocs build --strict -f <repository>/mkdocs.yml`` from a
temporary folder (``tests/conftest.py``: ``run_mkdocs``, the ``built_site`` fixture).
"""
from __future__ import annotations

import re
import shutil
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path

import pytest

from generator.root import RootNotFound, find_root
from tests.conftest import PLAIN_ENV, REPO, VENV_BIN, site_config

COMMANDS = {"python -m generator": [sys.executable, "-m", "generator"], "stichwort": [str(VENV_BIN / "stichwort")]}


def _run(command: list[str], cwd: Path, timeout: int = 300) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=cwd, env=PLAIN_ENV, capture_output=True, text=True, timeout=timeout)


@pytest.mark.parametrize("how", COMMANDS)
def test_validate_finds_the_dataset_from_a_folder_inside_it(how):
    result = _run([*COMMANDS[how], "validate"], cwd=REPO / "gamedata" / "bester-bube")
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.startswith("dataset is valid:")


@pytest.mark.parametrize("how", COMMANDS)
def test_root_option_names_the_dataset_from_anywhere(how, minimal_root, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    result = _run([*COMMANDS[how], "validate", "--root", str(minimal_root)], cwd=elsewhere)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "dataset is valid: 2 sources" in result.stdout


@pytest.mark.parametrize("how", COMMANDS)
def test_outside_any_dataset_the_error_says_what_to_do(how, tmp_path):
    result = _run([*COMMANDS[how], "cite", "alvensleben-1853"], cwd=tmp_path)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    message = result.stderr.strip().splitlines()[-1]
    assert f"no dataset found in {tmp_path.resolve()} or any folder above it" in message
    assert "gamedata/ and sources/" in message and "--root DIR" in message


def test_the_script_and_the_module_offer_the_same_commands():
    outputs = {how: _run([*command, "--help"], cwd=REPO).stdout for how, command in COMMANDS.items()}
    assert outputs["stichwort"].startswith("usage: stichwort ")
    assert outputs["python -m generator"].startswith("usage: python -m generator ")
    commands = {how: re.findall(r"^    ([a-z][a-z-]*)", out, re.M) for how, out in outputs.items()}
    assert commands["stichwort"] == commands["python -m generator"]
    assert {"validate", "cite", "export", "pages", "schema", "rulesets", "simulate", "check-examples"} <= set(commands["stichwort"])


def test_find_root_looks_upward_and_needs_both_folders(tmp_path):
    root = tmp_path / "data"
    (root / "gamedata" / "game" / "rulesets").mkdir(parents=True)
    (root / "sources").mkdir()
    assert find_root(root) == root.resolve()
    assert find_root(root / "gamedata" / "game" / "rulesets") == root.resolve()
    half = tmp_path / "half"
    (half / "gamedata").mkdir(parents=True)
    with pytest.raises(RootNotFound) as caught:
        find_root(half / "gamedata")
    assert caught.value.start == (half / "gamedata").resolve()


@pytest.mark.build
def test_plain_mkdocs_build_in_the_dataset_folder(minimal_root):
    site_config(minimal_root)  # mkdocs.yml next to gamedata/ and sources/
    result = _run([str(VENV_BIN / "mkdocs"), "build", "--strict"], cwd=minimal_root)
    assert result.returncode == 0, result.stdout + result.stderr
    assert (minimal_root / "site" / "games" / "demo-game" / "index.html").exists()


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.mark.build
def test_plain_mkdocs_serve_serves_the_generated_pages(minimal_root):
    site_config(minimal_root)
    port = _free_port()
    server = subprocess.Popen([str(VENV_BIN / "mkdocs"), "serve", "--no-livereload", "-a", f"127.0.0.1:{port}"],
                              cwd=minimal_root, env=PLAIN_ENV, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        page, deadline = None, time.monotonic() + 120
        while page is None and time.monotonic() < deadline and server.poll() is None:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/games/demo-game/", timeout=5) as response:
                    page = response.read().decode("utf-8")
            except OSError:
                time.sleep(0.5)
        assert page is not None, f"mkdocs serve did not serve the page (exit code {server.poll()})"
        assert "Demo" in page
    finally:
        server.terminate()
        output = server.communicate(timeout=30)[0]
    assert "ModuleNotFoundError" not in output, output


@pytest.mark.build
def test_set_up_needs_no_pythonpath(tmp_path):
    """The hook's imports resolve to this checkout through the editable install."""
    script = "import generator, sys; print(generator.__file__)"
    result = _run([sys.executable, "-c", script], cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()).resolve() == (REPO / "generator" / "__init__.py").resolve()
    assert shutil.which("stichwort", path=str(VENV_BIN)) is not None
