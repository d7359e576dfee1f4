# make test / make demo create .venv from scratch when missing and install everything pinned.
# torch is only ever installed as torch==2.13.0 (constraints.txt): an unpinned torch would pull CUDA.
VENV ?= .venv
PY := $(VENV)/bin/python
# --no-compile: pip would compile every module of every package (torch, transformers, ray: most of an
# install's CPU); Python compiles a module when it is first imported and caches it then, which needs
# bytecode writing on in the test runs (some machines turn it off with PYTHONDONTWRITEBYTECODE)
PIP_INSTALL = -m pip install --quiet --no-compile
PIP := $(PY) $(PIP_INSTALL)
# the environments install side by side (make installs), and setuptools writes src/codereward.egg-info
# when it builds the editable install: one at a time
EDITABLE_LOCK := flock $(CURDIR)/.editable-install.lock
unexport PYTHONDONTWRITEBYTECODE
STAMP := $(VENV)/.codereward-installed

# The contract tests run the training engines' own code (verl, OpenRLHF) in an environment of their
# own, every package pinned in contracts/constraints.txt (verl needs an older transformers than TRL),
# CPU only; installed --no-deps from that complete list, so pip resolves nothing (and OpenRLHF's
# GPU-only requirements, which do not install without CUDA, are left out).
CVENV ?= .venv-contracts
CPY := $(CVENV)/bin/python
CSTAMP := $(CVENV)/.codereward-installed
# OpenRLHF runs at the pins it declares (transformers==5.15.0, ray==2.55.0), not verl's: an environment of
# its own, from contracts/constraints-openrlhf.txt, the same way
OVENV ?= .venv-contracts-openrlhf
OPY := $(OVENV)/bin/python
OSTAMP := $(OVENV)/.codereward-installed

# The core (analyzer, rewards, sandbox, server) is tested on Python 3.13 too, in a venv with only the
# core dependencies (the core-test extra): pyenv's newest 3.13, else python3.13 on PATH (not pyenv's
# shim, which refuses to run a version that is not selected).
V313 ?= .venv-313
PY313 ?= $(shell { ls -d "$$(pyenv root 2>/dev/null || echo $$HOME/.pyenv)"/versions/3.13*/bin/python3.13 2>/dev/null | sort -V | tail -n 1; \
	command -v python3.13 2>/dev/null | grep -v /shims/; } | head -n 1)
STAMP313 := $(V313)/.codereward-installed
CORE_TESTS := tests/test_modern_syntax.py tests/test_sandbox_interpreters.py tests/test_snippet.py \
	tests/test_analyzer.py tests/test_score.py tests/test_scoring_core.py tests/test_rewards_static.py \
	tests/test_rewards_sandbox.py tests/test_sandbox.py tests/test_serve.py

.PHONY: install installs browser test test-313 lint contracts docs demo experiment bench clean

$(STAMP): pyproject.toml constraints.txt
	test -x $(PY) || python3 -m venv $(VENV)
	$(PIP) --upgrade pip
	$(PIP) -c constraints.txt torch==2.13.0
	$(EDITABLE_LOCK) $(PIP) -c constraints.txt -e '.[all,dev]'
	touch $(STAMP)

install: $(STAMP)

$(CSTAMP): pyproject.toml contracts/constraints.txt
	test -x $(CPY) || python3 -m venv $(CVENV)
	$(CPY) $(PIP_INSTALL) --upgrade pip
	$(CPY) $(PIP_INSTALL) --no-deps -r contracts/constraints.txt
	$(EDITABLE_LOCK) $(CPY) $(PIP_INSTALL) --no-deps -e .
	touch $(CSTAMP)

$(OSTAMP): pyproject.toml contracts/constraints-openrlhf.txt
	test -x $(OPY) || python3 -m venv $(OVENV)
	$(OPY) $(PIP_INSTALL) --upgrade pip
	$(OPY) $(PIP_INSTALL) --no-deps -r contracts/constraints-openrlhf.txt
	$(EDITABLE_LOCK) $(OPY) $(PIP_INSTALL) --no-deps -e .
	touch $(OSTAMP)

contracts: $(CSTAMP) $(OSTAMP)
	PYTHONPATH=$(CURDIR)/src $(CPY) -m pytest -q -p no:cacheprovider contracts/test_verl.py
	PYTHONPATH=$(CURDIR)/src $(OPY) -m pytest -q -p no:cacheprovider contracts/test_openrlhf.py

# The study's browser test drives Debian's Chromium through Playwright (never a downloaded browser).
CHROMIUM ?= /usr/bin/chromium
browser:
	@test -x $(CHROMIUM) || { \
	  if [ "$$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; \
	  elif command -v sudo >/dev/null; then sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; \
	  else echo "make browser: $(CHROMIUM) is missing; install Debian's chromium package (apt-get install chromium)" >&2; exit 1; fi; }

lint: $(STAMP)
	$(VENV)/bin/ruff check src tests contracts benchmarks
	$(VENV)/bin/lint-imports

# the documentation site (MkDocs, Material theme) in site/; rule, configuration and CLI pages are
# generated from the code at every build (docs_hooks/generated_pages.py); --strict fails on a broken link
docs: $(STAMP)
	NO_MKDOCS_2_WARNING=1 $(VENV)/bin/mkdocs build --strict --quiet

# the four environments install side by side (mostly downloads); the checks then run one after another
installs:
	@$(MAKE) --no-print-directory -j4 $(STAMP) $(CSTAMP) $(OSTAMP) $(STAMP313)

test: installs
	@$(MAKE) --no-print-directory lint browser contracts docs test-313
	$(PY) -m pytest -q

$(STAMP313): pyproject.toml constraints.txt
	@test -n "$(PY313)" || { echo "make test-313: no Python 3.13 (python3.13 on PATH or pyenv's versions/3.13*)" >&2; exit 1; }
	test -x $(V313)/bin/python || $(PY313) -m venv $(V313)
	$(EDITABLE_LOCK) $(V313)/bin/python $(PIP_INSTALL) -c constraints.txt -e '.[core-test]'
	touch $(STAMP313)

# the reward_func tests load OpenRLHF's side (torch) and one reads a TRL dataset (datasets): training, not core
test-313: $(STAMP313)
	$(V313)/bin/python -m pytest -q -p no:cacheprovider $(CORE_TESTS) -k "not reward_func and not trl_dataset_row"

# the install runs once (a few minutes); the training then says its plan, and how long the last run
# of the same configuration took on this machine, before it starts
demo:
	@test -f $(STAMP) || echo "make demo: installing into $(VENV) first (once; a few minutes), then training"
	@$(MAKE) --no-print-directory $(STAMP)
	$(VENV)/bin/codereward analyze examples/
	$(VENV)/bin/codereward reward --problem examples/problem.json --completion examples/completion.md --format text
	$(VENV)/bin/codereward train --output-dir runs/demo --overwrite

# the paper's experiment in miniature on code drills (5 seeds x 2 arms; sized for <= 30 min on 2 idle cores):
# table, effect with 95% intervals, plot and a blinded study's input in runs/experiment/
experiment: $(STAMP)
	$(VENV)/bin/codereward experiment quality-vs-control

bench: $(STAMP)
	$(PY) benchmarks/analyzer_throughput.py
	$(PY) benchmarks/analyzer_public_corpora.py
	$(PY) benchmarks/sandbox_throughput.py
	$(PY) benchmarks/serve_load.py
	$(PY) benchmarks/corpus_throughput.py
	$(PY) benchmarks/trl_reward_overlap.py
	$(PY) benchmarks/verl_sandbox_sizing.py

clean:
	rm -rf $(VENV) $(CVENV) $(OVENV) $(V313) .pytest_cache .ruff_cache site .editable-install.lock
