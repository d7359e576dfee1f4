"""What every test shares: a cache folder of its own for the session.

codereward keeps per-machine caches (the references' CPU times of the efficiency reward,
mypy's cache) in ``$CODEREWARD_CACHE_DIR``; pointing it at a fresh folder makes every run
of the suite start as a clean machine would, whatever earlier runs left in
``~/.cache/codereward``. Set at import, so the CLI's subprocesses inherit it too.
"""

import os
import shutil
import tempfile

CACHE = tempfile.mkdtemp(prefix="codereward-test-cache-")
os.environ["CODEREWARD_CACHE_DIR"] = CACHE


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(CACHE, ignore_errors=True)
