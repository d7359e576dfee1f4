"""Processes as the kernel's ``/proc`` shows them: the process tree, the time a process waited
for a CPU, and the wall-clock limits judged on the time the work could run.

One reader for everything that keeps time on work it does not run itself: the sandbox's
caller (``sandbox/caller/attempts.py``: a case's wall clock) and server (``server/leftovers.py``:
what a run without namespaces left running), the analyzer's tool processes
(``tools/common.py``) and its worker processes (``workers.py``).

A wall-clock limit fires where the work ran out of time, or where the machine gave it none: on
a loaded machine a process spends part of its wall time runnable but not running (the kernel's
run-queue wait, the second field of ``schedstat``). A ``Deadline`` moves its limit later by the
wait it measures, up to ``WALL_BACKSTOP`` times its budget: on an idle machine nothing waits and
nothing changes; on a loaded one work that would finish on an idle machine finishes, and work
that loops still runs out (it needs the CPU it waits for, and the time it runs is never credited).
"""

from __future__ import annotations

import os
import time

# The sandbox's server imports this module, and every run forks from it: a run starts with
# no more loaded than its solution imports (not collections, not typing).
TYPE_CHECKING = False
if TYPE_CHECKING:
    from collections.abc import Callable

#: a wall-clock backstop, in multiples of a budget: however long the work waited for a CPU,
#: its limit ends at this many times its budget
WALL_BACKSTOP = 10.0
#: seconds of waiting for a CPU that are worth moving a limit for
MIN_CREDIT = 0.005


def children(pid: int) -> list[int]:
    """The children of process ``pid``, forked by any of its threads (``/proc/PID/task/TID/children``
    lists one thread's only); [] when it has ended or cannot be read."""
    return [child for task in _tasks(pid) for child in _task_children(pid, task)]


def _tasks(pid: int) -> list[str]:
    try:
        return os.listdir(f"/proc/{pid}/task")
    except OSError:
        return []


def _task_children(pid: int, task: str) -> list[int]:
    try:
        with open(f"/proc/{pid}/task/{task}/children", "rb") as handle:
            return [int(child) for child in handle.read().split()]
    except (OSError, ValueError):
        return []


def task_wait(pid: int, task: int | str | None = None) -> float:
    """Seconds that one thread (``task`` of process ``pid``; its main thread when None) spent
    runnable but not running since it started; 0.0 when it cannot be read."""
    path = f"/proc/{pid}/schedstat" if task is None else f"/proc/{pid}/task/{task}/schedstat"
    try:
        with open(path, "rb") as handle:
            return _queued(handle.read())
    except OSError:
        return 0.0


def _queued(schedstat: bytes) -> float:
    """The run-queue wait in a ``schedstat`` file's text (its second field, nanoseconds), in
    seconds; 0.0 for text that is not one."""
    try:
        return int(schedstat.split()[1]) / 1e9
    except (ValueError, IndexError):
        return 0.0


class TaskWaits:
    """``task_wait`` of one process's main thread, read again and again: its file is opened once
    and read from its start each time (a worker's items are timed one after another, each with
    a reading). ``close`` when done; 0.0 once the process is gone or where it cannot be read."""

    def __init__(self, pid: int) -> None:
        try:
            self._fd = os.open(f"/proc/{pid}/schedstat", os.O_RDONLY)
        except OSError:
            self._fd = -1

    def __call__(self) -> float:
        if self._fd < 0:
            return 0.0
        try:
            return _queued(os.pread(self._fd, 256, 0))
        except OSError:
            return 0.0

    def close(self) -> None:
        fd, self._fd = self._fd, -1
        if fd >= 0:
            os.close(fd)


def run_queue_wait(pid: int, limit: int = 64) -> float:
    """Seconds that ``pid`` or one of its threads or descendants (the one that waited longest;
    at most ``limit`` processes looked at) spent runnable but not running; 0.0 when none can be
    read. The longest, not the sum: threads and processes that wait side by side delay the work
    by about one of their waits, not by all of them."""
    longest, stack, looked = 0.0, [pid], 0
    while stack and looked < limit:
        current = stack.pop()
        looked += 1
        for task in _tasks(current):
            longest = max(longest, task_wait(current, task))
            stack.extend(_task_children(current, task))
    return longest


def run_queue_usage(pid: int, limit: int = 64) -> tuple[float, float]:
    """``run_queue_wait(pid)`` and the CPU seconds ``pid``, its threads and descendants have run
    (the first field of ``schedstat``, summed over the same tasks): what ``starved_wait`` needs."""
    longest, ran, stack, looked = 0.0, 0.0, [pid], 0
    while stack and looked < limit:
        current = stack.pop()
        looked += 1
        for task in _tasks(current):
            try:
                with open(f"/proc/{current}/task/{task}/schedstat", "rb") as handle:
                    fields = handle.read().split()
                ran += int(fields[0]) / 1e9
                longest = max(longest, int(fields[1]) / 1e9)
            except (OSError, ValueError, IndexError):
                pass
            stack.extend(_task_children(current, task))
    return longest, ran


def starved_wait(pid: int, elapsed: float) -> float:
    """The part of ``pid``'s run-queue wait (its tree's, ``run_queue_usage``) that other work
    caused, over the ``elapsed`` seconds it has had: none once its tasks together ran a CPU's
    worth of that time. Processes or threads of its own that keep each other waiting (a fork
    or thread bomb) got the machine, not too little of it: crediting their wait would buy
    such an answer ``WALL_BACKSTOP`` times its clock, at the trainer's expense."""
    longest, ran = run_queue_usage(pid)
    return min(longest, max(0.0, elapsed - ran))


class Deadline:
    """A wall-clock limit of ``budget`` seconds from ``start``, moved later by the time the work
    waited for a CPU: ``waited()`` says how long, in all, since ``start`` (or since an earlier
    limit over the same work, which took ``credited`` of it).

    The limit moves from where it was, not from when it is checked (a late check is no wait of
    the work's), by what ``waited()`` gained since the last move (at least ``MIN_CREDIT``), and
    never past ``WALL_BACKSTOP`` times the budget, so nothing hangs however loaded the machine.
    """

    def __init__(self, budget: float, waited: Callable[[], float], start: float | None = None,
                 credited: float = 0.0) -> None:
        self.start = time.monotonic() if start is None else start
        self.budget = budget
        self.at = self.start + budget
        self.cap = self.start + WALL_BACKSTOP * max(0.0, budget)
        self.credited = credited  # of what ``waited()`` says, the part an earlier limit already took
        self._waited = waited

    def credit(self) -> float:
        """Move the limit by the wait not credited yet; the seconds it moved."""
        if self.at >= self.cap:
            return 0.0
        waited = self._waited()
        if waited - self.credited < MIN_CREDIT:
            return 0.0
        before = self.at
        self.at = min(self.cap, self.at + waited - self.credited)
        self.credited = waited
        return self.at - before

    def passed(self, now: float | None = None) -> bool:
        """Whether the work's time is up: the wall clock is past the limit, moved by every wait so far."""
        now = time.monotonic() if now is None else now
        if now < self.at:
            return False
        self.credit()
        return now >= self.at

    def remaining(self) -> float:
        """Seconds left, the waits so far credited (0.0 when none)."""
        self.credit()
        return max(0.0, self.at - time.monotonic())
