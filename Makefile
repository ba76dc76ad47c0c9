# Stichwort — the two commands of the README, and a few helpers.
# Everything runs from the repository root with `python -m`, so the `generator` package is
# importable without installing it.

PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed-$(shell cat requirements.lock | cksum | cut -d' ' -f1)
export NO_MKDOCS_2_WARNING := 1
export DISABLE_MKDOCS_2_WARNING := true

.PHONY: site test serve validate bench clean

$(STAMP): requirements.lock
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --disable-pip-version-check -r requirements.lock
	rm -f $(VENV)/.installed-*
	touch $(STAMP)

## site: build the site into site/ (strict: any warning fails the build)
site: $(STAMP)
	$(PY) -m mkdocs build --strict --site-dir site
	@echo
	@echo "Site built in site/. Browse it with:"
	@echo "    $(PY) -m http.server --directory site 8000"
	@echo "then open http://localhost:8000/ (or run 'make serve' for live reload while editing data)."

## test: run every test (unit, data, engine, examples, build, browser)
test: $(STAMP)
	$(PY) -m pytest

## serve: live preview; reloads when gamedata/ or sources/ change
serve: $(STAMP)
	$(PY) -m mkdocs serve

validate: $(STAMP)
	$(PY) -m generator validate

bench: $(STAMP)
	$(PY) -m generator bench

clean:
	rm -rf site build .pytest_cache
