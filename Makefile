# Two commands do everything on a fresh machine (see README):
#   make play   installs what is needed and opens the table
#   make test   installs what is needed and runs the whole test suite
PYTHON ?= python3
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed

.PHONY: play test bench clean

# isal (the `fast` extra) deflates card sprites faster; where it has no wheel, zlib does the job.
$(STAMP): pyproject.toml setup.py
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 10))' 2>/dev/null || { \
	  echo "Ark Table needs Python 3.10 or newer, and '$(PYTHON)' is older or missing."; \
	  echo "Name a newer one, e.g.: make PYTHON=python3.12 $(or $(MAKECMDGOALS),play)   (see README: Quick start)"; \
	  exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,fast]' || $(BIN)/python -m pip install --quiet -e '.[test]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/ark-table

test: $(STAMP)
	$(BIN)/python -m pytest

bench: $(STAMP)
	$(BIN)/python tools/bench_all.py

clean:
	rm -rf $(VENV) .pytest_cache
