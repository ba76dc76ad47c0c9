# Stichwort — the two commands of the README, and a few helpers.
# The set-up (the stamp below) creates .venv, installs the pinned packages of requirements.lock
# and then the project itself, editable, so that `generator` is importable from any directory:
# the plain `mkdocs build` / `mkdocs serve`, `python -m generator` and the `stichwort` script.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cat requirements.lock pyproject.toml | cksum | cut -d' ' -f1)
CLUSTER_STAMP := $(VENV)/.cluster-$(shell cat requirements.lock pyproject.toml | cksum | cut -d' ' -f1)
NODE_STAMP := node_modules/.installed-$(shell cat package-lock.json | cksum | cut -d' ' -f1)
export NO_MKDOCS_2_WARNING := 1
export DISABLE_MKDOCS_2_WARNING := true
# Reproducible builds: MkDocs dates the sitemap with SOURCE_DATE_EPOCH; pin it to the last
# commit, so that two builds of the same commit are byte-identical (docs/about/quality.md).
SOURCE_DATE_EPOCH ?= $(shell git log -1 --format=%ct 2>/dev/null)
ifneq ($(SOURCE_DATE_EPOCH),)
export SOURCE_DATE_EPOCH
endif

.PHONY: site test test-fast check serve validate bench buildbench lighthouse clean

# The editable install builds with the pinned setuptools of the lock (--no-build-isolation) and
# adds nothing the lock does not pin (--no-deps).
# The site's set-up installs requirements.lock up to the line that begins the pins of the extra
# stichwort[cluster] (Dask); the test set-up (CLUSTER_STAMP) installs the whole lock.
$(STAMP): requirements.lock pyproject.toml
	$(PYTHON) -m venv $(VENV)
	sed '/^# --- the extra stichwort\[cluster\]/,$$d' requirements.lock > $(VENV)/site-requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check -r $(VENV)/site-requirements.txt
	$(PY) -m pip install --quiet --disable-pip-version-check --no-deps --no-build-isolation -e .
	rm -f $(VENV)/.installed-* $(VENV)/.cluster-*
	touch $(STAMP)

$(CLUSTER_STAMP): $(STAMP)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.lock
	touch $(CLUSTER_STAMP)

# Node packages pinned in package-lock.json: Pyodide (the player's Python, copied into the site by
# the build), and the test-only tools axe-core (browser tests), Lighthouse and Citation.js (a
# reader of the site's citations, tests/cite/readers).
$(NODE_STAMP): package.json package-lock.json
	npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
	touch $(NODE_STAMP)

## site: build the site into site/ (strict: any warning fails the build). MkDocs builds into a
## staging folder that replaces site/ only when the build succeeds (generator/staging.py).
site: $(STAMP) $(NODE_STAMP)
	$(PY) -m generator build --site-dir site
	@echo
	@echo "Site built in site/. Browse it with:"
	@echo "    $(PY) -m http.server --directory site 8000"
	@echo "then open http://localhost:8000/ (or run 'make serve' for live reload while editing data)."

## test: run every test (unit, data, engine, examples, build, browser), on both cores; a test
## module runs in one worker, so that what it sets up once serves all its tests; the slowest
## twenty-five are listed at the end (where a slower suite spends its time)
test: $(CLUSTER_STAMP) $(NODE_STAMP)
	$(PY) -m pytest -n 2 --dist loadfile --durations=25

## test-fast: every test that needs no site build and no browser, on both cores (about two minutes;
## the vendored Pyodide and the Citation.js reader of the exports come from node_modules)
test-fast: $(CLUSTER_STAMP) $(NODE_STAMP)
	$(PY) -m pytest -n 2 --dist loadfile -m "not build and not browser"

## serve: live preview; reloads when gamedata/ or sources/ change. --dirty: MkDocs re-renders only
## the pages whose content changed (generator/site/unchanged.py), so a reload takes seconds.
serve: $(STAMP)
	$(VENV)/bin/mkdocs serve --dirty

validate: $(STAMP)
	$(PY) -m generator validate

## check: everything an editor must get right (validation, the examples and what they still owe
## each ruleset, the recorded simulations, the notes ledger and the quotations), as file:line problems
check: $(STAMP)
	$(PY) -m generator check

## bench: hands per second of every playable ruleset beside a naive loop
bench: $(STAMP)
	$(PY) -m benchmarks bench

## buildbench: the build-speed ratios (full vs bare Material, edit rebuild, serve reload) and the
## build at 1x and 10x the dataset (--scales 1,10,100 for 100x): time, peak memory, page weight
buildbench: $(STAMP)
	$(PY) -m benchmarks buildbench

## lighthouse: Lighthouse scores of the home page and a game page (offline, local Chromium)
lighthouse: site $(NODE_STAMP)
	$(PY) -m benchmarks lighthouse --site site

clean:
	rm -rf site build .pytest_cache test-artifacts .site.staging .site.previous .site.lock
