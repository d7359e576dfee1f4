"""The sandbox's public value types: its configuration and its verdicts."""

from __future__ import annotations

import os
import sys
from dataclasses import asdict, dataclass, field
from typing import Any

#: what one test case can end as; only ``passed`` counts
PASSED = "passed"
WRONG_ANSWER = "wrong_answer"  # ran, and the output or value differs from the expected one
ERROR = "error"  # the solution raised (or exited non-zero on stdin/stdout cases)
INVALID_RESULT = "invalid_result"  # not a strictly typed JSON value, or the results channel was tampered with
TIMEOUT = "timeout"  # the case passed its wall-clock or CPU-time limit
CRASHED = "crashed"  # the process died (os._exit, a signal) before reporting
LIMIT_EXCEEDED = "limit_exceeded"  # memory, output size or file size
NOT_RUN = "not_run"  # an earlier failure stopped the run before this case
INVALID_TEST = "invalid_test"  # the test case itself is malformed
SANDBOX_ERROR = "sandbox_error"  # the sandbox could not run anything (cannot isolate, worker lost)

STATUSES = (
    PASSED,
    WRONG_ANSWER,
    ERROR,
    INVALID_RESULT,
    TIMEOUT,
    CRASHED,
    LIMIT_EXCEEDED,
    NOT_RUN,
    INVALID_TEST,
    SANDBOX_ERROR,
)

#: stdlib modules imported once in the warm parent, so that solutions do not pay for them.
#: Only what generated solutions commonly import: every module here makes each run's fork
#: dearer (hashlib brings OpenSSL's pages, docs/sandbox.md "Speed"; random re-seeds itself in every child).
DEFAULT_PRELOAD = (
    "abc",
    "bisect",
    "collections",
    "copy",
    "dataclasses",
    "enum",
    "functools",
    "heapq",
    "itertools",
    "math",
    "operator",
    "re",
    "string",
    "typing",
)


class SandboxUnavailable(RuntimeError):
    """The machine cannot isolate untrusted code; the message says which step failed."""


@dataclass(frozen=True)
class SandboxConfig:
    """Limits and isolation settings; every limit applies to each run separately.

    ``timeout`` is the wall-clock budget of one test case (and of importing the solution):
    a case that takes longer fails as ``timeout`` and the cases after it run in a fresh
    process. ``max_run_time`` caps one whole run (None: only the per-case limit).
    Where user namespaces are refused (containers), runs confine themselves with Landlock
    and seccomp instead (the "landlock" tier, ``tiers.py``). ``allow_unisolated`` is the
    explicit, unsafe last resort for kernels with neither: runs still get rlimits, a
    process group and a scratch directory, but the code can see the host's files and network.
    """

    timeout: float = 4.0
    max_run_time: float | None = None
    cpu_time: float | None = None  # CPU seconds per case; None: same as timeout
    memory_mb: int = 1024  # RLIMIT_AS of each process
    max_processes: int = 32  # RLIMIT_NPROC (threads count) inside the run's user namespace
    max_output_bytes: int = 1 << 20  # stdout+stderr of a run; stdout of one stdin/stdout case
    max_file_mb: int = 16  # RLIMIT_FSIZE
    disk_mb: int = 64  # size of the run's private /tmp (the only writable place)
    max_open_files: int = 256
    workers: int = 0  # warm workers (of each kind, see lean_workers); 0: one per CPU
    allow_unisolated: bool = False
    expose_site_packages: bool = True  # the interpreter's site-packages, read-only (numpy & co.)
    extra_paths: tuple[str, ...] = ()  # more host paths to show read-only
    preload: tuple[str, ...] = DEFAULT_PRELOAD
    # runs whose code imports nothing beyond the sandbox's own modules go to workers that
    # preload nothing (a smaller image: less CPU a run, docs/sandbox.md "Speed"); False: one kind of worker
    lean_workers: bool = True
    float_rel_tol: float = 1e-9
    float_abs_tol: float = 1e-12
    start_timeout: float = 30.0
    python: str = field(default_factory=lambda: sys.executable)

    def __post_init__(self) -> None:
        for name in ("timeout", "start_timeout"):
            if not getattr(self, name) > 0:
                raise ValueError(f"SandboxConfig.{name} must be > 0, got {getattr(self, name)!r}")
        for name in ("max_run_time", "cpu_time"):
            value = getattr(self, name)
            if value is not None and not value > 0:
                raise ValueError(f"SandboxConfig.{name} must be > 0 or None, got {value!r}")
        for name in ("memory_mb", "max_processes", "max_output_bytes", "max_file_mb", "disk_mb", "max_open_files"):
            if not isinstance(getattr(self, name), int) or getattr(self, name) < 1:
                raise ValueError(f"SandboxConfig.{name} must be a positive int, got {getattr(self, name)!r}")
        if self.max_processes < 2:
            raise ValueError("SandboxConfig.max_processes must be >= 2 (the run itself is one)")
        if self.workers < 0:
            raise ValueError(f"SandboxConfig.workers must be >= 0, got {self.workers}")
        if self.float_rel_tol < 0 or self.float_abs_tol < 0:
            raise ValueError("SandboxConfig float tolerances must be >= 0")

    @property
    def pool_size(self) -> int:
        return self.workers or max(1, os.cpu_count() or 1)

    @property
    def case_cpu_seconds(self) -> float:
        return self.cpu_time if self.cpu_time is not None else self.timeout


@dataclass(frozen=True)
class CaseResult:
    """The outcome of one test case. ``reason`` is empty when it passed."""

    index: int
    passed: bool
    status: str
    reason: str = ""
    duration: float = 0.0  # wall seconds, measured outside the sandbox
    name: str = ""  # the call, the assert, or "stdin #i": what was tested

    def to_dict(self) -> dict[str, Any]:
        return asdict(self)


@dataclass(frozen=True)
class TestRun:
    """All the cases of one (solution, tests) pair.

    ``error`` is set when the run as a whole went wrong (the sandbox is unavailable, the
    tests are malformed, the solution did not import); the cases then say the same.
    """

    __test__ = False  # not a pytest test class, despite the name

    cases: list[CaseResult] = field(default_factory=list)
    error: str | None = None
    format: str | None = None
    isolated: bool = True
    tier: str = ""  # the isolation that ran it: "namespaces", "landlock" or "none" (``tiers.py``)
    duration: float = 0.0
    output: str = ""  # the tail of what the solution printed, for debugging
    #: seconds its cases' wall clocks were extended because its processes waited for a CPU (a
    #: loaded machine: ``attempts.py``); 0.0 on an idle one
    cpu_wait: float = 0.0

    @property
    def passed(self) -> int:
        return sum(1 for case in self.cases if case.passed)

    @property
    def total(self) -> int:
        return len(self.cases)

    @property
    def fraction(self) -> float:
        return self.passed / self.total if self.cases else 0.0

    @property
    def sandbox_failed(self) -> bool:
        """Whether the sandbox, not the solution, failed some case (a worker lost, no isolation)."""
        return any(case.status == SANDBOX_ERROR for case in self.cases)

    @property
    def all_passed(self) -> bool:
        return bool(self.cases) and self.passed == self.total

    def failures(self) -> list[CaseResult]:
        return [case for case in self.cases if not case.passed]

    def to_dict(self) -> dict[str, Any]:
        data = asdict(self)
        data.update(passed=self.passed, total=self.total, fraction=self.fraction)
        return data
