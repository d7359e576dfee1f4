"""The reference solutions' CPU times on scale tests, kept per machine in SQLite.

The efficiency reward's budget rests on the reference's least CPU time on each scale
test. Measuring it afresh (``repeats`` times) in every batch is most of what a group of
correct answers adds; the same problem comes back batch after batch, epoch after epoch.
So its least time is kept here, under a key that holds everything the time depends on:
the reference's text, the test's ``setup`` and ``call``, and the machine (host name, CPU
model and count, the sandbox's Python and isolation tier, codereward's version). A kept
time is only a claim: the sandbox measures the reference against it in every batch and
uses it only when a measurement agrees within a factor (``scale.measure``'s ``cached``
and ``agree``); when none does, the fresh least replaces it. Only a reference's own
measurement is ever written (``record``): no answer's time enters.

The file is ``efficiency.sqlite3`` in codereward's cache folder (``config.cache_dir``:
``$CODEREWARD_CACHE_DIR``, ...). A folder that cannot be written, a locked or damaged
file: the cache is off for this process (logged once) and every batch measures the
reference in full, as without it.
"""

from __future__ import annotations

import functools
import hashlib
import json
import os
import platform
import sqlite3
import sys
import threading
from pathlib import Path
from typing import Any

from codereward import __version__
from codereward.config import cache_dir
from codereward.rewards.base import log

_SCHEMA = "CREATE TABLE IF NOT EXISTS reference_cpu (key TEXT PRIMARY KEY, seconds REAL NOT NULL)"


def machine(sandbox: Any) -> str:
    """What a CPU time measured in ``sandbox`` depends on besides the code and the inputs."""
    config = sandbox.config
    return json.dumps([platform.node(), platform.machine(), cpu_model(), os.cpu_count(), config.python,
                       sys.version if config.python == sys.executable else "", sandbox.tier, __version__])


@functools.cache
def cpu_model() -> str:
    """The processor's model name (``/proc/cpuinfo``; else what ``platform`` says)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor()


def time_key(reference: str, test: Any, where: str) -> str | None:
    """The key of one scale test's reference time on machine ``where``; None for a test that is not an object."""
    if not isinstance(test, dict):
        return None
    text = json.dumps([reference, test.get("setup"), test.get("call"), where])
    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class ReferenceTimes:
    """Reference CPU times in SQLite (``path``; None: ``efficiency.sqlite3`` in ``config.cache_dir()``).
    Thread-safe; never raises: a failing file turns the cache off."""

    def __init__(self, path: str | Path | None = None) -> None:
        self.path = Path(path) if path is not None else cache_dir() / "efficiency.sqlite3"
        self._lock = threading.Lock()
        self._db: sqlite3.Connection | None = None
        self._off = False
        self._pid = os.getpid()

    def _connect(self) -> sqlite3.Connection | None:
        if self._pid != os.getpid():  # a forked copy (a data loader): SQLite connections do not cross a fork
            self._db, self._pid = None, os.getpid()
        if self._db is None and not self._off:
            try:
                self.path.parent.mkdir(parents=True, exist_ok=True)
                self._db = sqlite3.connect(str(self.path), timeout=5, check_same_thread=False)
                self._db.execute(_SCHEMA)
                self._db.commit()
            except (OSError, sqlite3.Error) as exc:
                self._fail(exc)
        return self._db

    def _fail(self, exc: Exception) -> None:
        log.warning("efficiency: the reference time cache %s is off: %s: %s", self.path, type(exc).__name__, exc)
        self._off = True
        if self._db is not None:
            self._db.close()
            self._db = None

    def get(self, keys: list[str | None]) -> list[float | None]:
        """The kept time of each key (None where there is none)."""
        wanted = sorted({key for key in keys if key is not None})
        found: dict[str, float] = {}
        with self._lock:
            db = self._connect() if wanted else None
            if db is not None:
                try:
                    for start in range(0, len(wanted), 500):  # SQLite's limit on bound parameters
                        part = wanted[start:start + 500]
                        rows = db.execute(f"SELECT key, seconds FROM reference_cpu WHERE key IN ({','.join('?' * len(part))})",  # noqa: S608 - placeholders only
                                          part)
                        found.update(rows)
                except sqlite3.Error as exc:
                    self._fail(exc)
        return [found.get(key) if key is not None else None for key in keys]

    def record(self, times: dict[str, float]) -> None:
        """Keep these reference times (the least of a fresh measurement each), replacing what was kept."""
        rows = [(key, float(seconds)) for key, seconds in times.items() if seconds > 0]
        with self._lock:
            db = self._connect() if rows else None
            if db is not None:
                try:
                    db.executemany("INSERT OR REPLACE INTO reference_cpu VALUES (?, ?)", rows)
                    db.commit()
                except sqlite3.Error as exc:
                    self._fail(exc)

    def close(self) -> None:
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


_DEFAULT: ReferenceTimes | None = None
_DEFAULT_LOCK = threading.Lock()


def default_reference_times() -> ReferenceTimes:
    """The process-wide cache, in ``config.cache_dir()`` as it is when first asked for."""
    global _DEFAULT
    with _DEFAULT_LOCK:
        if _DEFAULT is None:
            _DEFAULT = ReferenceTimes()
        return _DEFAULT
