"""The process tree as the kernel's ``/proc`` shows it, read by both sides of the sandbox:
the caller (``caller/attempts.py``, a run's CPU waits) and the server (``server/leftovers.py``,
what a run without namespaces left running)."""

from __future__ import annotations

import os


def children(pid: int) -> list[int]:
    """The children of process ``pid``, forked by any of its threads (``/proc/PID/task/TID/children``
    lists one thread's only); [] when it has ended or cannot be read."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []
    found: list[int] = []
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children", "rb") as handle:
                found.extend(int(child) for child in handle.read().split())
        except (OSError, ValueError):
            pass
    return found
