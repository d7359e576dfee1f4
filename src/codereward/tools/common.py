"""What every tool adapter shares: batch files, killable processes, deadlines, failures.

Adapters never raise for a tool failure; they turn it into one ``analysis-incomplete``
finding per affected snippet (SPEC §6: every failure becomes a score and a reason).

A tool's time limits are judged on the time it could run (``codereward.processes.Deadline``):
a tool process past its timeout is killed only once its wait for a CPU (its own, its
threads' and its children's) is credited, up to ten times the timeout. Its wait also moves
the limits above it (the part of a batch, the whole batch's ``batch_budget``, the analyzer's
wait for the tool's thread: ``CpuWaits``), read as it ends when it ran ``_CREDIT_AT_END`` of
its timeout or more, so tools that each finish in time do not add up past them. A slower or
loaded machine then gives the findings an idle one gives; a tool that loops still times out.
"""

from __future__ import annotations

import ast
import contextlib
import functools
import importlib
import os
import re
import shutil
import signal
import subprocess
import time
from collections.abc import Callable, Iterable, Iterator
from contextvars import ContextVar
from pathlib import Path
from typing import NamedTuple

from codereward.findings import Characteristic, Finding
from codereward.processes import Deadline, run_queue_wait
from codereward.rules.meta import incomplete_finding
from codereward.snippet import Snippet

#: Temp file of the snippet at index i of a batch; output paths map back by this name.
_FILE_NAME = "s{:05d}.py"
_FILE_RE = re.compile(r"^s(\d{5,})\.py$")


class ToolFailure(Exception):
    """A tool could not analyse a batch (missing, crashed, bad output, timed out)."""


class ToolTimeout(ToolFailure):
    """A tool ran past its time and was killed."""


class ProcessResult(NamedTuple):
    returncode: int
    stdout: str
    stderr: str


def importable(*modules: str) -> bool:
    """True when every module imports here (an in-process tool's ``available()``)."""
    try:
        for module in modules:
            importlib.import_module(module)
    except ImportError:
        return False
    return True


def file_name(index: int) -> str:
    return _FILE_NAME.format(index)


def index_of(path: str) -> int | None:
    """The batch index of a temp file named by ``file_name``, from any path to it."""
    match = _FILE_RE.match(os.path.basename(path.replace("\\", "/")))
    return int(match.group(1)) if match else None


@contextlib.contextmanager
def batch_files(
    snippets: list[Snippet], prefix: str, transform: Callable[[Snippet], str] | None = None
) -> Iterator[tuple[Path, dict[int, str]]]:
    """A fresh temp dir holding each snippet without an input problem as ``s00000.py``; yields (dir, index -> name).

    Text is written byte for byte (no newline translation) so that tool line and column
    numbers match the snippet. A character UTF-8 cannot encode (a lone surrogate) becomes
    ``?``, one character for one, which keeps columns.
    """
    import tempfile  # here: a one-snippet batch (stdin) never loads it (nor random, which it imports)

    tmp = tempfile.mkdtemp(prefix=f"codereward-{prefix}-", dir=scratch_dir())
    names: dict[int, str] = {}
    try:
        # os.open/os.write: a text-mode ``open`` builds two buffer objects per file, which
        # cost more than the file itself on tmpfs
        flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_BINARY", 0)
        for index, snippet in enumerate(snippets):
            if snippet.problem is not None:
                continue
            text = transform(snippet) if transform else snippet.source
            name = file_name(index)
            handle = os.open(os.path.join(tmp, name), flags, 0o600)
            try:
                data = memoryview(text.encode("utf-8", errors="replace"))
                while data:
                    data = data[os.write(handle, data):]
            finally:
                os.close(handle)
            names[index] = name
        yield Path(tmp), names
    finally:
        _remove_batch(tmp, names.values())


def _remove_batch(folder: str, names: Iterable[str]) -> None:
    """Remove a batch's folder: its files by the names written (no listing), then the
    folder; what a tool left beside them, ``shutil.rmtree`` removes."""
    try:
        for name in names:
            os.unlink(os.path.join(folder, name))
        os.rmdir(folder)
    except OSError:
        shutil.rmtree(folder, ignore_errors=True)


@functools.lru_cache(maxsize=1)
def scratch_dir() -> str | None:
    """Where batch files go: ``$CODEREWARD_TMPDIR``, else tmpfs (``/dev/shm``), else the default.

    Creating a few hundred small files on a disk-backed /tmp can cost more than ruff's own
    run over them; on tmpfs it costs a fraction of that.
    """
    chosen = os.environ.get("CODEREWARD_TMPDIR")
    if chosen:
        return chosen
    shm = "/dev/shm"
    if os.path.isdir(shm) and os.access(shm, os.W_OK | os.X_OK):
        return shm
    return None


class CpuWaits:
    """Seconds of waiting for a CPU credited to the tool processes run under it (``counting``):
    the ``waited`` of a ``Deadline`` over work that runs tools one after the other."""

    def __init__(self) -> None:
        self.total = 0.0

    def __call__(self) -> float:
        return self.total


_COUNTING: ContextVar[tuple[CpuWaits, ...]] = ContextVar("codereward_cpu_waits", default=())


@contextlib.contextmanager
def counting(waits: CpuWaits) -> Iterator[CpuWaits]:
    """Add to ``waits`` what every tool process run in this context (this thread) is credited."""
    token = _COUNTING.set((*_COUNTING.get(), waits))
    try:
        yield waits
    finally:
        _COUNTING.reset(token)


def _credited(seconds: float) -> None:
    for waits in _COUNTING.get():
        waits.total += seconds


#: a tool process that ran at least this share of its timeout has its whole wait for a CPU
#: credited to the limits above it when it ends (not only what its own limit took); a shorter
#: one is not worth the reading (a tool's threads and children, each a file in ``/proc``)
_CREDIT_AT_END = 0.05


class _TimedProcess(subprocess.Popen):
    """A tool process that reads its wait for a CPU as it ends: ``communicate`` waits for it
    after its output ends, before it is reaped (its ``/proc`` entry is then gone)."""

    read_after = float("inf")  # seconds after ``started`` from which the ending reads the wait
    waited: float | None = None

    def __init__(self, *args, **kwargs) -> None:
        self.started = time.monotonic()
        super().__init__(*args, **kwargs)

    def wait(self, timeout: float | None = None) -> int:
        if self.returncode is None and self.waited is None and time.monotonic() - self.started >= self.read_after:
            self.waited = run_queue_wait(self.pid)
        return super().wait(timeout)


def run_process(argv: list[str], timeout: float, cwd: str | os.PathLike | None = None,
                env: dict[str, str] | None = None, stdin: str | None = None,
                new_session: bool = True) -> ProcessResult:
    """Run a tool; past ``timeout`` it is killed (with its process group when it leads one),
    the time it waited for a CPU credited first (``Deadline``; the credit goes to the
    ``counting`` waits of this context).

    ``new_session`` puts the tool in a process group of its own so that children it forks
    die with it; a tool known not to fork can skip it (a new session is a cost on every call,
    which matters for single-snippet latency). Raises ``ToolFailure``.
    """
    if timeout <= 0:
        raise ToolTimeout("timed out: the deadline passed before the tool could start")
    proc = start_process(argv, cwd, env, stdin is not None, new_session)
    return finish_process(proc, timeout, stdin, new_session)


def start_process(argv: list[str], cwd: str | os.PathLike | None = None, env: dict[str, str] | None = None,
                  stdin: bool = False, new_session: bool = True) -> subprocess.Popen:
    """``run_process``'s tool started, not waited for (``finish_process`` waits): a process
    started before a fork or beside other work. ``stdin``: its input comes at ``finish_process``."""
    try:
        return _TimedProcess(
            argv, cwd=cwd, env=env, stdin=subprocess.PIPE if stdin else subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
            text=True, encoding="utf-8", errors="replace", start_new_session=new_session,
        )
    except OSError as exc:
        raise ToolFailure(f"cannot run {argv[0]}: {exc.strerror or exc}") from exc


def finish_process(proc: subprocess.Popen, timeout: float, stdin: str | None = None,
                   new_session: bool = True) -> ProcessResult:
    """The result of a process from ``start_process``, within ``timeout`` seconds from now, as
    ``run_process`` judges it (killed past it, its waits for a CPU credited). Raises ``ToolFailure``."""
    if timeout <= 0:
        _kill(proc, new_session)
        raise ToolTimeout("timed out: the deadline passed before the tool's output was read")
    deadline, wait = Deadline(timeout, lambda: run_queue_wait(proc.pid)), timeout
    if _COUNTING.get() and isinstance(proc, _TimedProcess):
        proc.read_after = _CREDIT_AT_END * timeout
    try:
        while True:
            try:  # communicate again after a timeout: what was read so far is kept
                stdout, stderr = proc.communicate(input=stdin, timeout=wait)
                waited = getattr(proc, "waited", None)
                if waited is not None:  # what its own limit did not take
                    _credited(max(0.0, waited - deadline.credited))
                break
            except subprocess.TimeoutExpired:
                stdin = None  # what was left of the input is kept by the process object: given twice, it raises
                credited = deadline.credited
                over = deadline.passed()
                _credited(deadline.credited - credited)
                if over:
                    _kill(proc, new_session)
                    raise ToolTimeout(f"timed out after {timeout:.3g}s") from None
                wait = max(0.0, deadline.at - time.monotonic())
    except ToolTimeout:
        raise
    except BaseException:
        _kill(proc, new_session)
        raise
    return ProcessResult(proc.returncode, stdout, stderr)


def stop_process(proc: subprocess.Popen, new_session: bool = True) -> None:
    """Kill and reap a process from ``start_process`` that will never be finished."""
    _kill(proc, new_session)


def _kill(proc: subprocess.Popen, group: bool) -> None:
    # A wrapper script may have forked children; kill the group the tool leads, then reap.
    if group:
        with contextlib.suppress(ProcessLookupError, PermissionError, OSError):
            os.killpg(proc.pid, signal.SIGKILL)
    with contextlib.suppress(ProcessLookupError, OSError):
        proc.kill()
    with contextlib.suppress(Exception):
        proc.communicate(timeout=5)


def tail(text: str, limit: int = 300) -> str:
    """The last meaningful line(s) of a tool's stderr, for a failure reason."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return " | ".join(lines[-3:])[-limit:] if lines else "no output"


def incomplete_batch(snippets: list[Snippet], tool: str, characteristic: Characteristic,
                     why: str) -> list[list[Finding]]:
    """One ``analysis-incomplete`` finding for every snippet of the batch without an input problem."""
    return [[incomplete_finding(tool, characteristic, why)] if s.problem is None else [] for s in snippets]


#: a batch that runs past the timeout is run again in this many parts, down to single snippets
SPLIT_PARTS = 16
#: tool runs a batch may spend finding the snippets that make its tool fail (two crashing
#: snippets of a batch of 1,024 take 56); past them a failing part keeps the failure
FAILURE_SPLITS = 4 * SPLIT_PARTS


def batch_budget(count: int, timeout: float) -> float:
    """The longest a batched tool may take over ``count`` snippets (``isolate_failures``):
    one ``timeout`` per level of splitting for a slow snippet, and as much again for
    the rest of the batch and a second slow snippet."""
    levels = 1
    while count > 1:
        count = -(-count // SPLIT_PARTS)
        levels += 1
    return 2 * levels * timeout


def isolate_failures(indices: list[int], timeout: float, tool: str, characteristic: Characteristic,
                     run: Callable[[list[int], Deadline], dict[int, list[Finding]]]) -> dict[int, list[Finding]]:
    """Findings for the snippets ``indices`` of a batch from ``run(part, deadline)``, one
    tool process over a part of them, where a timeout costs only the snippet that causes it.

    The whole batch runs first, within ``timeout``. A part that runs past it is run again
    in ``SPLIT_PARTS`` parts, one after the other, each within ``timeout`` again, down to
    single snippets: a snippet that takes longer than ``timeout`` alone gets an
    ``analysis-incomplete`` finding, and its neighbours (in a GRPO batch too) their real
    findings. A part the tool fails on otherwise (a crash, bad output: one snippet can make
    ruff overflow its stack) is split the same way, so that the snippet that breaks the tool
    gets the failure as its finding and its neighbours keep theirs; a failure that every part
    repeats (a broken install) stops splitting after ``FAILURE_SPLITS`` more runs. All of it
    within ``batch_budget``. Every limit here is a ``Deadline`` moved by the time the part's
    tool processes waited for a CPU (``run_process``).
    """
    budget = batch_budget(len(indices), timeout)
    waits = CpuWaits()
    final = Deadline(budget, waits)
    found: dict[int, list[Finding]] = {}
    parts = [list(indices)] if indices else []
    splits_left = FAILURE_SPLITS
    with counting(waits):
        while parts:
            part = parts.pop(0)
            allowed = min(timeout, final.remaining())
            try:
                if allowed <= 0:
                    raise ToolTimeout("no time left")
                with counting(CpuWaits()) as part_waits:  # the part's own limit moves with its tools' waits
                    found.update(run(part, Deadline(allowed, part_waits)))
                continue
            except ToolTimeout:
                if allowed < timeout:
                    why = f"timed out: the batch's {budget:g}s ran out before this snippet was analysed alone"
                elif len(part) > 1:
                    size = -(-len(part) // SPLIT_PARTS)
                    parts.extend(part[start:start + size] for start in range(0, len(part), size))
                    continue
                else:
                    why = f"timed out after {timeout:g}s on this snippet alone"
            except ToolFailure as exc:
                if len(part) > 1 and splits_left > 0:
                    size = -(-len(part) // SPLIT_PARTS)
                    children = [part[start:start + size] for start in range(0, len(part), size)]
                    splits_left -= len(children)
                    parts.extend(children)
                    continue
                why = str(exc)
            found.update((index, [incomplete_finding(tool, characteristic, why)]) for index in part)
    return found


def per_snippet(snippets: list[Snippet], tool: str, characteristic: Characteristic,
                analyze_one: Callable[[Snippet], list[Finding]]) -> list[list[Finding]]:
    """Run an in-process library over a batch, snippet by snippet.

    A library call cannot be interrupted, so there is no deadline here: a slow snippet
    costs its neighbours nothing, and the analyzer's worker processes stop one that takes
    longer than its ``timeout`` (each snippet has one of its own). Any snippet the
    library crashes on (deep trees raise RecursionError in recursive visitors) gets an
    ``analysis-incomplete`` finding.
    """
    results: list[list[Finding]] = []
    for snippet in snippets:
        if snippet.tree is None:
            results.append([])
        else:
            try:
                results.append(analyze_one(snippet))
            except Exception as exc:  # a library bug must not take the batch down
                results.append([incomplete_finding(tool, characteristic, f"crashed: {type(exc).__name__}: {exc}")])
    return results


def failing(exc: Exception) -> Callable[[Snippet], list[Finding]]:
    """A per-snippet analysis that reports ``exc`` (e.g. the library failed to import)."""

    def fail(_snippet: Snippet) -> list[Finding]:
        raise exc

    return fail


def call_at(snippet: Snippet, finding: Finding) -> ast.Call | None:
    """The call a tool's report points at: the innermost one starting at its position, else the first on its line."""
    on_line = [node for node in snippet.nodes(ast.Call) if node.lineno == finding.line]
    at = [node for node in on_line if node.col_offset == finding.column] or on_line[:1]
    # ``Markup(text).striptags()`` starts where ``Markup(text)`` does: the report is the inner call's
    return min(at, key=lambda node: (node.end_lineno or 0, node.end_col_offset or 0), default=None)


def char_column(snippet: Snippet, line: int, byte_column: int) -> int:
    """A 0-based character column from a UTF-8 byte column (what ``ast`` reports)."""
    lines = snippet.lines
    if not 1 <= line <= len(lines) or byte_column <= 0:
        return max(0, byte_column)
    text = lines[line - 1]
    if text.isascii():
        return byte_column
    return len(text.encode("utf-8", errors="replace")[:byte_column].decode("utf-8", errors="ignore"))


def doc_page(what: str, why: str, example: str, use_instead: str, notes: str = "") -> str:
    """Rule documentation in the shape of ruff's rule pages."""
    page = (
        f"## What it does\n{what.strip()}\n\n## Why is this bad?\n{why.strip()}\n\n"
        f"## Example\n```python\n{example.strip()}\n```\n\n## Use instead\n```python\n{use_instead.strip()}\n```\n"
    )
    if notes:
        page += f"\n## Notes\n{notes.strip()}\n"
    return page
