"""Waiting in tests on what a test needs (a process gone, a worker started), not on a guess at how long it takes."""

from __future__ import annotations

import time
from collections.abc import Callable


def wait_until(condition: Callable[[], object], seconds: float = 30.0) -> bool:
    """Whether ``condition()`` came true within ``seconds`` (looked at every 10 ms): a wait on what a
    test needs, however slow a loaded machine is, instead of a guess at how long it takes."""
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.01)
    return True
