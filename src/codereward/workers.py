"""Worker processes for the analyzer's big batches: parse, own rules and in-process tools.

The Python part of an analysis (parsing, the shared node index, codereward's own rules,
radon/vulture/bandit) holds the GIL, so threads cannot spread it over cores; processes
can. A ``WorkerPool`` belongs to one ``Analyzer``: started on the first batch big enough
to need it, reused by every later batch, closed by ``Analyzer.close`` or when the pool
is garbage-collected.

Workers are forked from the caller, so they inherit the analyzer (its rules and
adapters) instead of receiving it pickled, and nothing is imported again; only sources
go out and findings come back over a pipe per worker. Two things make a plain fork
unsafe in a threaded caller, and both are handled here:

- a fork copies every open descriptor: a worker holding a copy of the pipe of a
  subprocess that another thread waits on (the analyzer's own ruff run, a sandbox run
  in a server thread) would keep that pipe open, and the wait would hang until its
  timeout. The worker closes every descriptor but its own two pipes at once.
- a fork copies locks held by other threads: the worker runs only the analysis code
  (no logging, no printing) and never waits on the parent's locks.

There are no helper threads and nothing to join at exit: a worker whose parent is gone
reads end-of-file and exits, so interpreter exit never waits on a busy worker. Batches
from several threads take turns (the workers are busy anyway). Where ``os.fork`` does
not exist (Windows) the analyzer stays serial.

Items travel in chunks (one message per chunk) but are answered and timed one by one: a
worker stuck on one item past the deadline is stopped and replaced, that item alone
goes without an answer, and the rest of its chunk goes on. One slow snippet costs only
itself, however big the batch. An item's deadline is judged on the time its worker could
run (``processes.Deadline``): what the worker waited for a CPU while on it moves the
deadline, up to ten times the timeout, so a loaded machine gives the answers an idle one
gives; a worker that loops on an item still runs out of time.
"""

from __future__ import annotations

import contextlib
import gc
import math
import os
import select
import signal
import threading
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from codereward.processes import Deadline, TaskWaits

#: the smallest batch of new snippets worth sending to workers: below it, the pickling
#: round trip costs more than it saves, and single-snippet latency must stay serial
PARALLEL_MIN_BATCH = 32
#: under ``jobs = 0`` (auto), a batch goes to running workers only when its analysis in
#: this process is estimated to take at least this long: less does not pay for the round
#: trip of sources and findings
PARALLEL_MIN_SECONDS = 0.15
#: ... and a batch that would start them (no pool running yet) only when estimated to take
#: at least this long, and only onto CPUs that other work leaves idle (``idle_cpus``): each
#: forked worker copies, page by page, the parent's memory it touches (its modules, the
#: rules) and so spends more CPU than the parent would on the same items; the start pays
#: only where the halved wall time outweighs that (measured: see docs/speed.md)
POOL_START_SECONDS = 0.2
#: ... and it keeps one worker busy per this many estimated seconds (up to the pool's size)
SECONDS_PER_WORKER = 0.05
#: the estimate before an analyzer has measured itself: CPU seconds of parsing, own rules
#: and in-process tools per byte of source (the fast profile, one core; measured on short
#: solutions and on standard-library modules alike, see docs/speed.md)
DEFAULT_SECONDS_PER_BYTE = 2e-6
#: each worker gets about this many chunks, so that a slow chunk does not leave others idle
#: (a chunk is one message each way; every item in it is timed on its own)
_CHUNKS_PER_WORKER = 8


def fork_available() -> bool:
    return hasattr(os, "fork")


def available_cpus() -> int:
    """CPUs this process may run on (its affinity mask, where the platform has one)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


#: ``jobs = 0`` starts one worker per CPU, up to this many (a batch of 256 gives each of
#: them 32 snippets; more workers would mostly add forked copies of the caller)
AUTO_MAX_WORKERS = 8


def idle_cpus() -> float:
    """CPUs that other work leaves idle now, of those this process may use.

    Other work is the fewer of the 1-minute load average and the processes runnable at this
    instant besides this one (``/proc/loadavg``; the load average alone where there is no
    such file, none where neither is known): the average lags and counts this process's
    own recent work, the instant is noisy; together they say whether other processes run.
    Both count the whole machine: where this process may use only some of its CPUs (a
    container's CPU set), its share of that work is taken to be theirs.
    """
    busy: float | None = None
    try:
        with open("/proc/loadavg", encoding="ascii") as file:
            fields = file.read().split()
        busy = min(float(fields[0]), int(fields[3].split("/")[0]) - 1)
    except (OSError, ValueError, IndexError):
        with contextlib.suppress(AttributeError, OSError):
            busy = os.getloadavg()[0]
    mine = available_cpus()
    share = mine / max(mine, os.cpu_count() or mine)
    return max(0.0, mine - max(0.0, busy or 0.0) * share)


def pool_size(jobs: int) -> int:
    """The workers a pool under ``jobs`` has (0: one per CPU, at most ``AUTO_MAX_WORKERS``)."""
    return min(available_cpus(), AUTO_MAX_WORKERS) if jobs == 0 else jobs


def workers_for(jobs: int, batch: int, seconds: float | None = None, *, started: bool = True,
                idle: float | None = None) -> int:
    """How many workers a batch of ``batch`` new snippets keeps busy under ``jobs`` (1: serial).

    ``jobs = 1`` is always serial, and so is a batch below ``PARALLEL_MIN_BATCH``. A given
    ``jobs`` above 1 uses its workers for every larger batch. Under ``jobs = 0`` (auto) with
    an estimate of the batch's ``seconds`` in this process, workers are used only where
    they pay: ``PARALLEL_MIN_SECONDS`` or more when they run already, ``POOL_START_SECONDS``
    or more when the batch would start them (``started`` false), one per ``SECONDS_PER_WORKER``,
    and no more than ``idle`` CPUs, where given (``idle_cpus``; the caller gives it when the
    batch would start the pool): on CPUs that other work keeps busy, workers only add their
    start to the same wall time.
    """
    if jobs == 1 or batch < PARALLEL_MIN_BATCH or not fork_available():
        return 1
    most = max(1, min(pool_size(jobs), batch // (PARALLEL_MIN_BATCH // 2)))
    if jobs != 0 or seconds is None:
        return most
    if seconds < (PARALLEL_MIN_SECONDS if started else POOL_START_SECONDS):
        return 1
    if idle is not None:
        most = min(most, int(idle))
    return max(1, min(most, int(seconds / SECONDS_PER_WORKER)))


def chunked(items: Sequence[Any], workers: int) -> list[list[Any]]:
    """``items`` in about ``workers * 8`` consecutive chunks."""
    count = max(1, min(len(items), workers * _CHUNKS_PER_WORKER))
    size = -(-len(items) // count)
    return [list(items[i : i + size]) for i in range(0, len(items), size)]


class _Worker:
    """One forked process serving ``handler(chunk)`` requests over a pair of pipes."""

    def __init__(self, handler: Callable[[Any], Any]) -> None:
        import pickle  # noqa: F401 - here, before the fork: the workers inherit it (a run that never forks never loads it)

        request_r, request_w = os.pipe()
        answer_r, answer_w = os.pipe()
        pid = os.fork()
        if pid == 0:  # the worker: never returns
            code = 1
            try:
                _close_all_but(request_r, answer_w)
                _serve(_Pipe(request_r), _Pipe(answer_w), handler)
                code = 0
            finally:
                os._exit(code)
        os.close(request_r)
        os.close(answer_w)
        self.pid = pid
        self.waited = TaskWaits(pid)  # read at every item's start: the file stays open
        self.requests = _Pipe(request_w)
        self.answers = _Pipe(answer_r)

    def alive(self) -> bool:
        try:
            pid, _status = os.waitpid(self.pid, os.WNOHANG)
        except ChildProcessError:
            return False  # reaped by someone else
        return pid == 0

    def stop(self) -> None:
        for connection in (self.requests, self.answers, self.waited):
            with contextlib.suppress(OSError):
                connection.close()
        with contextlib.suppress(OSError):
            os.kill(self.pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            os.waitpid(self.pid, 0)  # SIGKILL cannot be ignored: this returns at once


def _close_all_but(*keep: int) -> None:
    # stdin goes to /dev/null; stdout/stderr stay (a worker that crashes can still say why).
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    try:
        open_fds = [int(name) for name in os.listdir("/proc/self/fd")]
    except (OSError, ValueError):  # no /proc: every possible descriptor number
        low = 3
        for fd in sorted(keep):
            os.closerange(low, fd)
            low = fd + 1
        os.closerange(low, _max_fd())
        return
    for fd in open_fds:
        if fd > 2 and fd not in keep:
            with contextlib.suppress(OSError):  # the listing's own descriptor is gone already
                os.close(fd)


def _max_fd() -> int:
    try:
        return max(os.sysconf("SC_OPEN_MAX"), 256)
    except (AttributeError, ValueError, OSError):
        return 65536


class _Pipe:
    """One end of a pipe carrying pickled messages, each after its length (8 bytes): what
    ``multiprocessing.connection.Connection`` does here, without importing ``multiprocessing``
    (its sockets, contexts and reducers) into every command line that forks workers."""

    __slots__ = ("fd",)

    def __init__(self, fd: int) -> None:
        self.fd = fd

    def fileno(self) -> int:
        if self.fd < 0:
            raise OSError("the pipe is closed")
        return self.fd

    def send(self, value: Any) -> None:
        import pickle

        data = pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
        view = memoryview(len(data).to_bytes(8, "big") + data)
        while view:
            view = view[os.write(self.fileno(), view):]

    def recv(self) -> Any:
        """The next message; ``EOFError`` when the other end closed before (or while) sending it."""
        import pickle

        return pickle.loads(self._read(int.from_bytes(self._read(8), "big")))

    def _read(self, size: int) -> bytes:
        parts: list[bytes] = []
        while size:
            part = os.read(self.fileno(), size)
            if not part:
                raise EOFError
            parts.append(part)
            size -= len(part)
        return b"".join(parts)

    def close(self) -> None:
        fd, self.fd = self.fd, -1
        if fd >= 0:
            os.close(fd)


def wait_readable(pipes: list[_Pipe], timeout: float) -> list[_Pipe]:
    """The pipes among ``pipes`` with something to read (a message, or end-of-file) within
    ``timeout`` seconds: ``multiprocessing.connection.wait`` for these pipes."""
    poll = select.poll()
    for pipe in pipes:
        poll.register(pipe.fileno(), select.POLLIN)
    by_fd = {pipe.fileno(): pipe for pipe in pipes}
    return [by_fd[fd] for fd, _event in poll.poll(math.ceil(max(0.0, timeout) * 1000))]


def _serve(requests: _Pipe, answers: _Pipe, handler: Callable[[Any], Any]) -> None:
    # What the worker inherited is never collected here: a collection would write to every
    # inherited object's header and copy the parent's whole heap page by page.
    gc.freeze()
    with contextlib.suppress(ValueError):
        signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the parent's to handle
    while True:
        try:
            chunk = requests.recv()
        except (EOFError, OSError):
            return  # the parent closed the pool or exited
        # One answer per item, as soon as it is done: the parent times each item, not the chunk.
        for item in chunk:
            # Parsing allocates many small objects and holds no cycles; collections only cost time.
            gc.disable()
            try:
                answer = ("ok", handler(item))
            except BaseException as exc:  # reported to the parent, which turns it into findings
                answer = ("error", f"its analysis raised {type(exc).__name__}: {exc}")
            finally:
                gc.enable()
            answers.send(answer)


class NoAnswer:
    """Stands in ``WorkerPool.map``'s results for an item that got no answer; ``why`` says why."""

    __slots__ = ("why",)

    def __init__(self, why: str) -> None:
        self.why = why

    def __repr__(self) -> str:
        return f"NoAnswer({self.why!r})"


class _Job:
    """The items of one chunk from ``start`` on, sent to one worker; ``done`` counts answers."""

    def __init__(self, chunk: int, start: int, items: Sequence[Any]) -> None:
        self.chunk, self.start, self.items = chunk, start, items
        self.done = 0
        self.deadline: Deadline | None = None

    def timed(self, worker: _Worker, timeout: float) -> None:
        """Start the clock of the item the worker is on now: ``timeout`` seconds, moved by the
        time the worker waits for a CPU from now on (``processes.Deadline``)."""
        before = worker.waited()
        self.deadline = Deadline(timeout, lambda: worker.waited() - before)

    def rest(self, skip: int) -> _Job | None:
        """The job for the items from the current one plus ``skip`` on (``None``: nothing left)."""
        start = self.done + skip
        return _Job(self.chunk, self.start + start, self.items[start:]) if start < len(self.items) else None


class WorkerPool:
    """``size`` forked workers that apply ``handler`` to items, each item within a deadline."""

    def __init__(self, size: int, handler: Callable[[Any], Any]) -> None:
        self.size = size
        self._handler = handler
        self._lock = threading.Lock()
        self._workers: list[_Worker] = []
        self._finalizer: weakref.finalize | None = None

    @property
    def started(self) -> bool:
        return bool(self._workers)

    @property
    def pids(self) -> tuple[int, ...]:
        """The process ids of the workers started (none before the first ``map`` and after ``close``)."""
        return tuple(worker.pid for worker in self._workers)

    def start(self) -> None:
        """Start the workers now if they are not running (``map`` does it too). Raises
        ``OSError`` when the system refuses a fork."""
        with self._lock:
            self._start()

    def _start(self) -> None:
        if self._workers and not all(worker.alive() for worker in self._workers):
            self._stop()  # one was killed (OOM killer, a signal) since the last batch: start afresh
        if not self._workers:
            started: list[_Worker] = []
            try:
                for _ in range(self.size):
                    started.append(_Worker(self._handler))
            except BaseException:  # fork refused (process or memory limits): none half-started
                _stop_all(started)
                raise
            self._workers = started
            self._finalizer = weakref.finalize(self, _stop_all, list(self._workers))

    def map(self, chunks: Sequence[Sequence[Any]], timeout: float) -> list[list[Any]]:
        """``handler(item)`` for each item of each chunk, in order; a chunk goes to one worker
        in one message. A ``NoAnswer`` stands for an item with no answer, and says which of
        these it was: not done within ``timeout`` seconds of the worker starting it, its waits
        for a CPU credited (that
        worker alone is then stopped and replaced, and the rest of its chunk goes on
        elsewhere), an item whose worker died on it twice, or one whose handler raised. A
        worker that dies is replaced and the item it was on tried once more."""
        results: list[list[Any]] = [[_UNSENT] * len(chunk) for chunk in chunks]
        with self._lock:
            self._start()
            try:
                self._dispatch(chunks, results, timeout)
            except BaseException:
                # Interrupted (Ctrl-C, ...): the workers' pipes may hold answers to this
                # batch, which the next one would take for its own. Never reuse them.
                self._stop()
                raise
        return results

    def _dispatch(self, chunks: Sequence[Sequence[Any]], results: list[list[Any]], timeout: float) -> None:
        todo = [_Job(i, 0, chunk) for i, chunk in enumerate(chunks) if chunk][::-1]
        died_on: set[tuple[int, int]] = set()  # (chunk, item) a worker already died on once
        busy: dict[_Pipe, tuple[_Worker, _Job]] = {}
        idle = list(self._workers)
        while todo or busy:
            while todo and idle:
                worker, job = idle.pop(), todo.pop()
                try:
                    worker.requests.send(list(job.items))
                except OSError:  # died since it last answered
                    idle.append(self._replace(worker))
                    todo.append(job)
                    continue
                job.timed(worker, timeout)
                busy[worker.answers] = (worker, job)
            if not busy:
                continue
            first_deadline = min(job.deadline.at for _, job in busy.values() if job.deadline is not None)
            ready = wait_readable(list(busy), first_deadline - time.monotonic())
            for connection in ready:
                worker, job = busy.pop(connection)
                try:
                    status, value = connection.recv()
                except (EOFError, OSError):  # it died on the item it was on (killed, crashed)
                    idle.append(self._replace(worker))
                    where = (job.chunk, job.start + job.done)
                    twice = where in died_on
                    if twice:  # a second death skips the item
                        results[job.chunk][job.start + job.done] = NoAnswer("its worker process died on it twice")
                    rest = job.rest(1 if twice else 0)
                    died_on.add(where)
                    if rest is not None:
                        todo.append(rest)
                    continue
                results[job.chunk][job.start + job.done] = value if status == "ok" else NoAnswer(value)
                job.done += 1
                if job.done == len(job.items):
                    idle.append(worker)
                else:
                    job.timed(worker, timeout)
                    busy[connection] = (worker, job)
            now = time.monotonic()
            for connection, (worker, job) in list(busy.items()):
                if job.deadline is not None and job.deadline.passed(now):
                    # Stuck on one item: that item alone goes without an answer.
                    del busy[connection]
                    results[job.chunk][job.start + job.done] = NoAnswer(
                        f"its worker process was stuck on it past {timeout:g} s")
                    idle.append(self._replace(worker))
                    rest = job.rest(1)
                    if rest is not None:
                        todo.append(rest)

    def _replace(self, worker: _Worker) -> _Worker:
        worker.stop()
        fresh = _Worker(self._handler)
        self._workers[self._workers.index(worker)] = fresh
        if self._finalizer is not None:
            self._finalizer.detach()
        self._finalizer = weakref.finalize(self, _stop_all, list(self._workers))
        return fresh

    def _stop(self) -> None:
        if self._finalizer is not None:
            self._finalizer()  # stops the workers it was given, once
            self._finalizer = None
        self._workers = []

    def close(self) -> None:
        """Stop the workers now (a later ``map`` starts new ones)."""
        with self._lock:
            self._stop()


#: a result slot not answered yet; ``_dispatch`` answers every item before it returns
_UNSENT = NoAnswer("never sent to a worker")


def _stop_all(workers: list[_Worker]) -> None:
    for worker in workers:
        worker.stop()


__all__ = ["AUTO_MAX_WORKERS", "DEFAULT_SECONDS_PER_BYTE", "NoAnswer", "PARALLEL_MIN_BATCH", "PARALLEL_MIN_SECONDS",
           "POOL_START_SECONDS", "SECONDS_PER_WORKER", "WorkerPool", "available_cpus", "chunked", "fork_available",
           "idle_cpus", "pool_size", "workers_for"]
