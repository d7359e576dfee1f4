# make test / make demo create .venv from scratch when missing and install everything pinned.
# torch is only ever installed as torch==2.13.0 (constraints.txt): an unpinned torch would pull CUDA.
VENV ?= .venv
PY := $(VENV)/bin/python
PIP := $(PY) -m pip
STAMP := $(VENV)/.codereward-installed

.PHONY: install browser test lint demo experiment bench clean

$(STAMP): pyproject.toml constraints.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) install --quiet --upgrade pip
	$(PIP) install --quiet -c constraints.txt torch==2.13.0
	$(PIP) install --quiet -c constraints.txt -e '.[all,dev]'
	touch $(STAMP)

install: $(STAMP)

# The study's browser test drives Debian's Chromium through Playwright (never a downloaded browser).
CHROMIUM ?= /usr/bin/chromium
browser:
	@test -x $(CHROMIUM) || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	  elif command -v sudo >/dev/null; then sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; \
	  else echo "make browser: $(CHROMIUM) is missing; install Debian's chromium package (apt-get install chromium)" >&2; exit 1; fi; }

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests benchmarks

test: $(STAMP) lint browser
	$(PY) -m pytest -q

demo: $(STAMP)
	$(VENV)/bin/codereward analyze examples/
	$(VENV)/bin/codereward train --output-dir runs/demo --overwrite

# the paper's experiment in miniature (about 20-30 min on 2 cores): table and plot in runs/experiment/
experiment: $(STAMP)
	$(VENV)/bin/codereward experiment quality-vs-control

bench: $(STAMP)
	$(PY) benchmarks/analyzer_throughput.py
	$(PY) benchmarks/sandbox_throughput.py
	$(PY) benchmarks/corpus_throughput.py

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache
