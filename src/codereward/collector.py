"""The cyclic garbage collector, paused while work that makes no garbage allocates a lot.

Parsing allocates many small nodes and importing many long-lived functions and classes;
neither makes cycles to collect, yet each triggers collections that walk everything alive.
"""

from __future__ import annotations

import contextlib
import gc
import threading
from collections.abc import Iterator

_LOCK = threading.Lock()
_PAUSES = 0
_WAS_ENABLED = True


@contextlib.contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the collector while a batch builds its trees, or a command imports its modules.

    Parsing triggers hundreds of collections per batch though ASTs hold no cycles. Nested
    and concurrent pauses share one; the collector resumes after the last, if it ran before.
    """
    global _PAUSES, _WAS_ENABLED
    with _LOCK:
        if _PAUSES == 0:
            _WAS_ENABLED = gc.isenabled()
            gc.disable()
        _PAUSES += 1
    try:
        yield
    finally:
        with _LOCK:
            _PAUSES -= 1
            if _PAUSES == 0 and _WAS_ENABLED:
                gc.enable()
