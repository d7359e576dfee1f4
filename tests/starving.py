"""A CPU kept busy in tests: work pinned to it waits for the CPU, deterministically, however quiet
the machine is (for the limits that wait out a loaded machine)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def cpu_taken_by_two_loops(cpu: int | None = None) -> Iterator[int]:
    """``cpu`` (by default the lowest this process may use) kept runnable by two busy loops: work
    pinned to it waits about twice as long as it runs."""
    cpu = min(os.sched_getaffinity(0)) if cpu is None else cpu
    spin = "print(flush=True)\nwhile True:\n    pass\n"
    loops = [subprocess.Popen([sys.executable, "-S", "-c", spin], stdout=subprocess.PIPE) for _ in range(2)]
    try:
        for loop in loops:
            os.sched_setaffinity(loop.pid, {cpu})
            assert loop.stdout is not None and loop.stdout.readline() == b"\n"  # spinning, not still starting
        yield cpu
    finally:
        for loop in loops:
            loop.kill()
            loop.wait()
            assert loop.stdout is not None
            loop.stdout.close()
