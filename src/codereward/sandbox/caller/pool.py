"""``Sandbox``: a pool of warm workers, and the drivers of the test formats."""

from __future__ import annotations

import dataclasses
import functools
import marshal
import math
import os
import queue
import secrets
import threading
import time
import warnings
import weakref
from collections.abc import Iterable, Sequence
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from codereward import interpreters
from codereward.processes import WALL_BACKSTOP
from codereward.sandbox.beside_solution.runner import CALL_PRELUDE, IDLE_SHARE
from codereward.sandbox.caller import imports, scale, tiers, verdicts
from codereward.sandbox.caller.asserts import AssertSuite
from codereward.sandbox.caller.attempts import Attempt
from codereward.sandbox.caller.formats import CallCase, FnCase, StdioCase, judge_options, parse_tests, run_limits
from codereward.sandbox.caller.handle import Worker
from codereward.sandbox.caller.pytests import PytestSuite
from codereward.sandbox.caller.values import (
    ERROR,
    INVALID_TEST,
    NOT_RUN,
    SANDBOX_ERROR,
    CaseResult,
    SandboxConfig,
    SandboxUnavailable,
    TestRun,
)
from codereward.snippet import Snippet

#: how a run reports a solution this interpreter cannot compile (``inside.explain``)
_SYNTAX_ERROR = "the solution failed to import: SyntaxError:"

TAMPERED = "the results channel was tampered with"
REFUSED = "cannot isolate untrusted code on this machine"  # how a worker says its tier is refused


#: what a row's memory limit gets on top for the interpreter itself, as CodeContests' tester
#: gives it: the dataset's limit is meant for the program's data
INTERPRETER_MB = 32


@dataclasses.dataclass(frozen=True)
class _Options:
    """One run's settings: the sandbox's config with the row's limits applied, what the run
    process gets of those limits, and the row's judge options (stdin/stdout)."""

    config: SandboxConfig
    limits: dict[str, Any] | None = None
    judge: dict[str, Any] | None = None


def run_options(config: SandboxConfig, limits: Any, judge: Any) -> _Options:
    """``_Options`` for a run under the row's ``limits`` and ``judge``; ``ValueError`` when
    one is malformed. ``time_s`` is CPU time per case (the wall clock stops a case at
    ``processes.WALL_BACKSTOP`` times it); ``memory_mb`` lowers the address-space limit to it
    plus ``INTERPRETER_MB``, never above the sandbox's own ``memory_mb``."""
    checked, options = run_limits(limits), judge_options(judge)
    if checked is None:
        return _Options(config, None, options)
    cpu = checked.get("time_s", config.case_cpu_seconds)
    memory = min(config.memory_mb, int(math.ceil(checked.get("memory_mb", config.memory_mb))) + INTERPRETER_MB)
    wall = WALL_BACKSTOP * cpu if "time_s" in checked else config.timeout
    run_config = dataclasses.replace(config, timeout=wall, cpu_time=cpu, memory_mb=memory)
    sent = {"cpu": cpu, "wall": wall, "memory_mb": memory if "memory_mb" in checked else None}
    return _Options(run_config, sent, options)


def _close_all(workers: list[Worker], owner: int) -> None:
    for worker in workers:
        if os.getpid() == owner:
            worker.close()
        else:
            worker.forget()  # a forked copy of the caller: the workers are the parent's


class Sandbox:
    """Runs untrusted solutions against tests; thread-safe, never raises from ``run``.

    Workers start lazily on the first run (or with ``start()``, which raises
    ``SandboxUnavailable`` when the machine cannot isolate). ``run`` blocks while every
    worker is busy; call it from as many threads as there are workers, or use
    ``run_many``.

    There are two kinds of workers, ``config.pool_size`` of each: "full" ones, whose warm
    parent imports ``config.preload``, and "lean" ones, which import only what the
    sandbox itself needs. A run goes to a lean worker when its code imports nothing more
    (``imports.py``): its fork, faults and exit are cheaper. ``lean_workers=False`` (or
    an empty ``preload``) keeps one kind.
    """

    def __init__(self, config: SandboxConfig | None = None) -> None:
        config = config or SandboxConfig()
        # ``python`` may name a version ("3.13") or a command; the workers need a path
        self.interpreter = interpreters.resolve(config.python)
        self.config = dataclasses.replace(config, python=self.interpreter.path)
        self._newer: dict[str, Sandbox] = {}  # interpreter path -> the sandbox for code only it parses
        self._workers: list[Worker] = []
        self._idle: dict[str, queue.Queue[Worker]] = {}
        self._lean_modules: frozenset[str] | None = None  # what the lean workers have imported
        self._lock = threading.Lock()
        self._tier = tiers.NAMESPACES  # the strongest tier not refused yet (``tiers.py``)
        self.refusals: dict[str, str] = {}  # tier -> why this machine refused it
        self._refusal: str | None = None  # set once every tier allowed was refused
        self._closed = False
        self._owner = os.getpid()
        self._finalizer = weakref.finalize(self, _close_all, self._workers, self._owner)

    # --- lifecycle -----------------------------------------------------------------

    def __enter__(self) -> Sandbox:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def close(self) -> None:
        """Stop every worker (and so every run still going)."""
        self._closed = True
        self._finalizer()
        for newer in list(self._newer.values()):
            newer.close()

    @property
    def tier(self) -> str | None:
        """The isolation tier the workers run in (``tiers.TIERS``); None before one started."""
        if any(not worker.dead for worker in self._workers):
            return self._tier
        return None

    @property
    def worker_pids(self) -> tuple[int, ...]:
        """The process ids of the running warm workers (none before ``start`` or the first run,
        and after ``close``); every run is forked below one of them. To watch their memory."""
        processes = [worker.process for worker in list(self._workers)]
        return tuple(process.pid for process in processes if process is not None and process.poll() is None)

    @property
    def isolated(self) -> bool | None:
        """True once a worker runs isolated; False if it fell back to unisolated mode."""
        tier = self.tier
        return None if tier is None else tier != tiers.NONE

    def _ensure_pool(self) -> None:
        with self._lock:
            if self._owner != os.getpid():
                # this is a forked copy of the process that started the workers (a data
                # loader, say): their sockets are shared with the parent, start our own
                self._finalizer.detach()
                _close_all(self._workers, self._owner)
                self._workers, self._idle, self._owner = [], {}, os.getpid()
                self._finalizer = weakref.finalize(self, _close_all, self._workers, self._owner)
            if not self._workers:
                for kind, preload in self._kinds().items():
                    self._idle[kind] = queue.Queue()
                    for _ in range(self.config.pool_size):
                        worker = Worker(self.config, self._tier, preload)
                        self._workers.append(worker)
                        self._idle[kind].put(worker)

    def _kinds(self) -> dict[str, tuple[str, ...]]:
        """The kinds of worker, each with what its warm parent preloads."""
        if self.config.lean_workers and self.config.preload:
            return {"lean": (), "full": self.config.preload}
        return {"full": self.config.preload}

    def start(self) -> Sandbox:
        """Start every worker now; ``SandboxUnavailable`` if isolation is refused."""
        self._ensure_pool()
        for kind, idle in self._idle.items():
            taken = [self._acquire(kind) for _ in range(self.config.pool_size)]
            for worker in taken:
                idle.put(worker)
        return self

    def _launch(self, worker: Worker) -> None:
        """Start ``worker`` in the strongest tier the machine allows, stepping down a tier
        each time a worker reports its tier refused; the last one (none) only if allowed."""
        if self._refusal is not None:
            raise SandboxUnavailable(self._refusal)
        while True:
            worker.reconfigure(self._tier)
            try:
                worker.start()
                return
            except SandboxUnavailable as exc:
                if worker.tier == tiers.NONE or REFUSED not in str(exc):
                    raise
                self.refusals[worker.tier] = str(exc).split(f"{REFUSED}: ", 1)[-1]
                lower = tiers.next_tier(worker.tier)
                refused = f"{REFUSED}: " + "; ".join(f"{t}: {why}" for t, why in self.refusals.items())
                if lower == tiers.NONE and not self.config.allow_unisolated:
                    self._refusal = refused
                    raise SandboxUnavailable(refused) from exc
                if lower == tiers.NONE:
                    warnings.warn(
                        f"codereward sandbox: {refused}; running UNISOLATED because allow_unisolated=True",
                        RuntimeWarning,
                        stacklevel=4,
                    )
                self._tier = lower

    def _acquire(self, kind: str) -> Worker:
        """An idle worker of ``kind``, started if it is not running (the pool exists: the
        callers, ``start`` and ``_acquire_for``, made sure of it)."""
        idle = self._idle[kind]
        while True:
            if self._closed:
                raise SandboxUnavailable("the sandbox is closed")
            try:
                worker = idle.get(timeout=0.5)
            except queue.Empty:
                continue
            if worker.dead or not worker.alive():  # never started, failed, or killed while idle
                try:
                    self._launch(worker)
                except BaseException:
                    idle.put(worker)
                    raise
                if kind == "lean":
                    self._lean_modules = worker.modules
            return worker

    def _acquire_for(self, code: str, parsed: Any) -> Worker:
        """A lean worker when the code (and assert-style test code) imports nothing it lacks."""
        self._ensure_pool()
        if "lean" not in self._idle:
            return self._acquire("full")
        if self._lean_modules is None:  # learnt from the first lean worker to start
            worker = self._acquire("lean")
            self._idle["lean"].put(worker)
        loaded = self._lean_modules or frozenset()
        fits = imports.fits(code, loaded)
        if parsed and isinstance(parsed, list) and isinstance(parsed[0], FnCase):
            fits = fits and imports.fits(CALL_PRELUDE, loaded)
        elif isinstance(parsed, AssertSuite):
            fits = fits and imports.fits(parsed.code, loaded)
        elif isinstance(parsed, PytestSuite):
            fits = fits and imports.fits(parsed.source, loaded)
        kind = "lean" if fits else "full"
        return self._acquire(kind)

    # --- running ---------------------------------------------------------------------

    def run(
        self,
        code: str,
        tests: Any,
        entry_point: str | None = None,
        fmt: str | None = None,
        *,
        limits: Any = None,
        judge: Any = None,
    ) -> TestRun:
        """Run ``code`` against ``tests``; every failure is a verdict with a reason.

        ``limits`` (``{"time_s", "memory_mb"}``, per test case) and ``judge`` (stdin/stdout:
        ``{"ignore_case": true}``, ``{"float_tolerance": 1e-6}``) are a problem row's own
        (``formats.row_run_options``); a malformed one fails the run with the reason.

        A run the sandbox itself failed (its worker killed from outside, say) runs once more,
        on a fresh worker; if that fails too, the run says so (``TestRun.sandbox_failed``), so
        callers can drop the sample rather than score an infrastructure failure as a wrong answer.
        """
        try:
            options = run_options(self.config, limits, judge)
        except ValueError as exc:
            return TestRun(error=f"invalid run options: {exc}", format=fmt)
        result = self._run_once(code, tests, entry_point, fmt, options)
        if result.sandbox_failed:
            result = self._run_once(code, tests, entry_point, fmt, options)
        if result.error is not None and result.error.startswith(_SYNTAX_ERROR):
            return self._run_newer(code, tests, entry_point, fmt, result, limits, judge)
        return result

    def _run_newer(
        self, code: str, tests: Any, entry_point: str | None, fmt: str | None, result: TestRun, limits: Any, judge: Any
    ) -> TestRun:
        """A solution this interpreter cannot compile: run it under one that can, when its
        syntax is a newer Python's (``codereward.grammar``), or say which one it needs."""
        snippet = Snippet.parse(code)
        names = [case.name for case in result.cases]
        mine = self.interpreter.minor[1]
        if snippet.problem is not None and snippet.problem.kind == "grammar":  # no newer parser to tell
            return _failed_run(names, result.format or "", snippet.problem.message, result.tier, time.monotonic())
        needs = snippet.needs
        if needs is None or needs <= mine:
            return result  # no grammar accepts it: its own SyntaxError is the verdict
        newer = interpreters.accepting(needs)
        if newer is None:
            why = f"needs Python >= 3.{needs}; available: {interpreters.available_text()}"
            return _failed_run(names, result.format or "", why, result.tier, time.monotonic())
        return self.for_interpreter(newer).run(code, tests, entry_point, fmt, limits=limits, judge=judge)

    def for_interpreter(self, interpreter: interpreters.Interpreter) -> Sandbox:
        """The sandbox (same settings, its own warm workers) that runs code under ``interpreter``."""
        if interpreter.path == self.interpreter.path:
            return self
        with self._lock:
            sandbox = self._newer.get(interpreter.path)
            if sandbox is None:
                sandbox = self._newer[interpreter.path] = Sandbox(dataclasses.replace(self.config, python=interpreter.path))
            return sandbox

    def _run_once(self, code: str, tests: Any, entry_point: str | None, fmt: str | None, options: _Options) -> TestRun:
        started = time.monotonic()
        try:
            found, parsed = parse_tests(tests, fmt)
        except (ValueError, SyntaxError, RecursionError, MemoryError) as exc:
            return TestRun(error=f"invalid tests: {type(exc).__name__}: {exc}", format=fmt)
        names = _case_names(parsed)
        if not isinstance(code, str):
            cases = [CaseResult(i, False, ERROR, "the solution is not text", 0.0, name) for i, name in enumerate(names)]
            return TestRun(cases=cases, error="the solution is not text", format=found)
        try:
            worker = self._acquire_for(code, parsed)
        except SandboxUnavailable as exc:
            return _failed_run(names, found, str(exc), self._tier, started)
        except Exception as exc:  # noqa: BLE001 - a trainer must never see this raise
            return _failed_run(names, found, f"sandbox error: {type(exc).__name__}: {exc}", self._tier, started)
        worker.cpu_wait = 0.0
        try:
            driver = {
                "structured": self._structured,
                "stdio": self._stdio,
                "assert": self._assert,
                "call": self._calls,
                "pytest": self._pytest,
            }[found]
            cases, error, output = driver(worker, code, parsed, entry_point, started, options)
        except Exception as exc:  # noqa: BLE001
            worker.close()
            return _failed_run(names, found, f"sandbox error: {type(exc).__name__}: {exc}", worker.tier, started)
        finally:
            self._idle[self._kind_of(worker)].put(worker)
        return TestRun(
            cases=cases,
            error=error,
            format=found,
            isolated=worker.isolate,
            tier=worker.tier,
            duration=time.monotonic() - started,
            output=output.decode("utf-8", "replace"),
            cpu_wait=worker.cpu_wait,
        )

    def run_many(self, items: Iterable[Sequence[Any] | dict[str, Any]]) -> list[TestRun]:
        """Run many items over the pool, in order: (code, tests[, entry_point[, fmt[, limits[, judge]]]])
        tuples or dicts with those keys (``limits``/``judge`` as ``run`` takes them)."""
        jobs = [_job(item) for item in items]
        if not jobs:
            return []
        with ThreadPoolExecutor(max_workers=min(len(jobs), self.config.pool_size)) as pool:
            return list(pool.map(lambda job: self.run(*job[:4], limits=job[4], judge=job[5]), jobs))

    def measure(self, code: str, tests: Any, **options: Any) -> scale.ScaleRun:
        """CPU time of ``code`` on scale tests, each measurement a fresh process (``scale.measure``)."""
        return scale.measure(self, [code], tests, **options)[0]

    def measure_many(self, items: Iterable[tuple[list[str], Any, dict[str, Any]]]) -> list[list[scale.ScaleRun]]:
        """``scale.measure`` of many (codes, scale tests, options) items over the pool, in order."""
        jobs = list(items)
        if not jobs:
            return []
        with ThreadPoolExecutor(max_workers=min(len(jobs), self.config.pool_size)) as pool:
            return list(pool.map(lambda job: scale.measure(self, job[0], job[1], **job[2]), jobs))

    def _kind_of(self, worker: Worker) -> str:
        return "full" if worker.preload == self.config.preload else "lean"

    def _deadline(self, started: float) -> float:
        budget = self.config.max_run_time
        return started + budget if budget is not None else float("inf")

    def _attempt(
        self,
        worker: Worker,
        kind: str,
        request: dict[str, Any],
        frame_timeout: float,
        started: float,
        options: _Options | None = None,
    ) -> Attempt:
        nonce = secrets.token_hex(16)
        if options is not None and options.limits:
            request = {**request, "limits": options.limits}
        # marshal: one C call to read in the run process. Plain str/list/dict/None read the
        # same in every Python 3 since 3.4, whatever ``config.python`` is; a code object (the
        # rewritten assert-style tests) is sent only to a worker of this Python's bytecode
        payload = marshal.dumps({**request, "nonce": nonce}, 4)
        return worker.execute(kind, payload, nonce, frame_timeout, self._deadline(started))

    def _resumable(
        self,
        worker: Worker,
        code: str,
        cases: Sequence[Any],
        judge: Any,
        mode: str,
        slack: float,
        started: float,
        options: _Options,
    ) -> tuple[list[CaseResult], str | None, bytes]:
        """Structured and stdin/stdout cases: when the process dies or times out in a
        case, that case fails and the cases after it run in a fresh process."""
        results: dict[int, CaseResult] = {}
        names = _case_names(cases)
        for index, case in enumerate(cases):
            if case.problem:
                results[index] = CaseResult(index, False, INVALID_TEST, case.problem, 0.0, names[index])
        pending = [index for index in range(len(cases)) if index not in results]
        error, output = None, b""
        while pending:
            request: dict[str, Any]
            if mode == "structured":
                request = {
                    "mode": mode,
                    "code": code,
                    "cases": [{"call": cases[i].call, "setup": cases[i].setup} for i in pending],
                }
            elif mode == "call":
                request = {"mode": mode, "code": code, "fn_name": cases[pending[0]].fn_name,
                           "args": [cases[i].args for i in pending]}
            else:
                request = {"mode": mode, "code": code, "inputs": [cases[i].stdin for i in pending]}
            config = options.config
            attempt = self._attempt(worker, "plain", request, config.timeout + slack, started, options)
            output += attempt.output
            try:
                ready, done, reported, last = self._read_frames(attempt, pending, cases, judge, results, config)
            except verdicts.ProtocolViolation as exc:
                return verdicts.all_invalid(names, str(exc)), TAMPERED, output[-4096:]
            if attempt.violation:
                return (
                    verdicts.all_invalid(names, attempt.violation),
                    TAMPERED,
                    output[-4096:],
                )
            if isinstance(ready, str):
                error = f"the solution failed to import: {ready}"
                for index in pending:
                    results[index] = CaseResult(index, False, ERROR, error, 0.0, names[index])
                break
            pending = pending[reported:]
            if done or not pending:
                if pending:
                    return (
                        verdicts.all_invalid(names, "the run claimed to be done early"),
                        TAMPERED,
                        output[-4096:],
                    )
                break
            status, reason = verdicts.why_ended(attempt, config)
            if not ready:
                error = f"while importing the solution: {reason}"
                for index in pending:
                    results[index] = CaseResult(
                        index, False, status, error, attempt.ended - attempt.started, names[index]
                    )
                break
            current, pending = pending[0], pending[1:]
            results[current] = CaseResult(current, False, status, reason, attempt.ended - last, names[current])
            if attempt.lost:
                error = reason  # the sandbox failed, not the solution
            # under a row's CPU-time limit, outliving the wall-clock backstop means waiting, not
            # computing, and so does a clock that passed while the run computed for less than half
            # of it (a sleep, a deadlock, a wait for input that never comes): the answer would wait
            # as long on every case, each costing the trainer its whole clock
            waited = attempt.stop == "timeout" and (options.limits is not None or (
                attempt.cpu_at_timeout is not None and attempt.cpu_at_timeout < IDLE_SHARE * (config.timeout + slack)))
            if attempt.lost or waited or time.monotonic() >= self._deadline(started):
                for index in pending:
                    results[index] = CaseResult(index, False, NOT_RUN, f"not run: {reason}", 0.0, names[index])
                break
        return [results[index] for index in range(len(cases))], error, output[-4096:]

    def _read_frames(
        self,
        attempt: Attempt,
        pending: list[int],
        cases: Sequence[Any],
        judge: Any,
        results: dict[int, CaseResult],
        config: SandboxConfig,
    ) -> tuple[bool | str, bool, int, float]:
        ready: bool | str = False
        done, reported, last = False, 0, attempt.started
        for when, frame in attempt.frames:
            kind = frame["k"]
            if done:
                raise verdicts.ProtocolViolation("a frame after done")
            if ready is False:
                if kind == "ready":
                    ready, last = True, when
                    continue
                if kind == "import_error":
                    return verdicts._text(frame.get("why", "")), True, 0, when
                raise verdicts.ProtocolViolation(f"{kind!r} frame before the solution was ready")
            if kind == "case":
                if frame.get("i") != reported or reported >= len(pending):
                    raise verdicts.ProtocolViolation("a case frame out of order")
                index = pending[reported]
                results[index] = judge(index, cases[index], frame, when - last, config)
                reported, last = reported + 1, when
            elif kind == "done":
                done = True
            else:
                raise verdicts.ProtocolViolation(f"unexpected {kind!r} frame")
        return ready, done, reported, last

    def _structured(
        self, worker: Worker, code: str, cases: list[CallCase], entry_point: str | None, started: float, options: _Options
    ) -> tuple[list[CaseResult], str | None, bytes]:
        return self._resumable(worker, code, cases, verdicts.judge_call, "structured", 0.0, started, options)

    def _calls(
        self, worker: Worker, code: str, cases: list[FnCase], entry_point: str | None, started: float, options: _Options
    ) -> tuple[list[CaseResult], str | None, bytes]:
        return self._resumable(worker, code, cases, verdicts.judge_fn, "call", 0.0, started, options)

    def _stdio(
        self, worker: Worker, code: str, cases: list[StdioCase], entry_point: str | None, started: float, options: _Options
    ) -> tuple[list[CaseResult], str | None, bytes]:
        # the run process times each script itself; the parent's limit is the backstop
        judge = functools.partial(verdicts.judge_stdio, options=options.judge) if options.judge else verdicts.judge_stdio
        return self._resumable(worker, code, cases, judge, "stdio", 2.0, started, options)

    def _assert(
        self, worker: Worker, code: str, suite: AssertSuite, entry_point: str | None, started: float, options: _Options
    ) -> tuple[list[CaseResult], str | None, bytes]:
        request = {"mode": "assert", "code": code, "entry_point": entry_point}
        request.update(suite.judge_request(entry_point, worker.compiles_here))
        return self._judged(worker, request, list(suite.names), started, options)

    def _pytest(
        self, worker: Worker, code: str, suite: PytestSuite, entry_point: str | None, started: float, options: _Options
    ) -> tuple[list[CaseResult], str | None, bytes]:
        request = {"mode": "assert", "code": code, **suite.judge_request(worker.compiles_here)}
        return self._judged(worker, request, list(suite.names), started, options)

    def _judged(
        self, worker: Worker, request: dict[str, Any], names: list[str], started: float, options: _Options
    ) -> tuple[list[CaseResult], str | None, bytes]:
        """Test code run by the judge process (assert-style and pytest-style)."""
        config = options.config
        attempt = self._attempt(worker, "judge", request, config.timeout, started, options)
        if attempt.violation:
            return verdicts.all_invalid(names, attempt.violation), TAMPERED, attempt.output
        try:
            cases, error = verdicts.assert_cases(attempt, names, config)
        except verdicts.ProtocolViolation as exc:
            return verdicts.all_invalid(names, str(exc)), TAMPERED, attempt.output
        return cases, error, attempt.output


def _case_names(parsed: Any) -> list[str]:
    if isinstance(parsed, (AssertSuite, PytestSuite)):
        return list(parsed.names)
    return [
        case.call if isinstance(case, CallCase) else case.name if isinstance(case, FnCase) else f"stdin #{index}"
        for index, case in enumerate(parsed)
    ]


def _failed_run(names: list[str], fmt: str, why: str, tier: str, started: float) -> TestRun:
    cases = [CaseResult(index, False, SANDBOX_ERROR, why, 0.0, name) for index, name in enumerate(names)]
    return TestRun(
        cases=cases,
        error=why,
        format=fmt,
        isolated=tier != tiers.NONE,
        tier=tier,
        duration=time.monotonic() - started,
    )


def _job(item: Sequence[Any] | dict[str, Any]) -> tuple[Any, Any, Any, Any, Any, Any]:
    if isinstance(item, dict):
        keys = ("code", "tests", "entry_point", "fmt", "limits", "judge")
        return tuple(item.get(key) for key in keys)  # type: ignore[return-value]
    values = list(item) + [None] * (6 - len(item))
    return values[0], values[1], values[2], values[3], values[4], values[5]
