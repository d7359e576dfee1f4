# make test / make demo create .venv from scratch when missing and install everything pinned.
# torch is only ever installed as torch==2.13.0 (constraints.txt): an unpinned torch would pull CUDA.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.codereward-installed

.PHONY: install test lint demo bench clean

$(STAMP): pyproject.toml constraints.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet -c constraints.txt torch==2.13.0
	$(PIP) install --quiet -c constraints.txt -e '.[all,dev]'
	touch $(STAMP)

install: $(STAMP)

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks

test: $(STAMP) lint
	$(PY) -m pytest -q

demo: $(STAMP)
	$(VENV)/bin/codereward analyze examples/

bench: $(STAMP)
	$(PY) benchmarks/analyzer_throughput.py
	$(PY) benchmarks/sandbox_throughput.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
