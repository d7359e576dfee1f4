"""The run process for scale tests: CPU time of a solution on inputs built at run time.

This process (the measurer) stays trusted, like the judge of assert-style tests: it
never runs solution code. It gets one or more solutions (a reference and the answers to
time against it). For each scale test it runs the test's ``setup`` once (the row's code,
which builds the inputs with a seeded generator), then measures each solution in turn,
up to ``repeats`` times:

- fork a child; the child drops to the untrusted uid, imports its solution afresh and
  evaluates the call (the inputs as its locals), and writes the strict JSON of the
  result to a pipe of its own (it never holds the results channel);
- when the child has ended, kill and reap everything still in the run's pid namespace;
  the CPU time is the growth of the measurer's ``RUSAGE_CHILDREN``: the child, its
  threads, and every process it started, as the kernel counted them (nothing the
  solution does in its own memory changes that number);
- put the working directory back as ``setup`` left it (the files it wrote, which a test
  may read: anything else removed, any file changed since written again; a file counts
  as changed when its inode, size or change time moved, and no process can set the
  change time), so nothing a child wrote is there for the next one. After its last
  measurement a test's files are removed.

Every measurement starts from the same memory image (the measurer after ``setup``), so
a solution's globals, caches and files from one measurement are gone in the next; the
results of the repeats must be the same text, else the test fails as ``unstable``. A
solution may come as a code object the caller compiled (the caller's own ``compile`` of
the text, sent to a worker of its bytecode): the children then do not compile it again.
With a ``reference`` index, that solution is measured first, and the others stop
repeating once a measurement is within ``k`` times its least time plus ``floor`` (the
budget), or their least is over four times the budget: the verdict cannot change then.
A test may carry the reference's time from an earlier run on this machine (``cached``,
the caller's cache): the reference is then measured until its least agrees with it
within a factor ``agree`` (usually once), and the cached time is the base of the budget
(``held`` in its frame); when no repeat agrees the cache does not hold and the least of
the repeats is the base, as without one. An answer whose result text is the
reference's is reported as ``same`` instead of the text again.
With ``stop`` too, a measurement of the others ends as a timeout once the child's own CPU
clock (its thread group, read from here) passes ``stop`` times the budget: a far too slow
answer costs that much, not the whole timeout.
The limit of one measurement, ``timeout``, is CPU time on that same clock: a busy machine
gives a child less of a CPU per second, never more work for its CPU seconds, so a limit on
CPU time is reached by the same code on a loaded machine and on an idle one (a limit on
wall time is not: it would stop a slow answer earlier under load and count less of its
time). The wall clock is only a backstop, ``wall`` seconds (the caller sets it well above
``timeout``), for a child that waits instead of computing (a sleep, a blocked read).
The frame of a (test, solution) pair carries every repeat's CPU seconds and the result
text (or ``same``), the reference's also ``base`` (the seconds its budget rests on) and
``held``; expected values never come here (the caller compares). Frames: ``case`` per test
and solution (the solutions of the first test first), then ``done``.
"""

from __future__ import annotations

import _signal
import marshal
import os
import select
import time

from codereward.sandbox.beside_solution import confinement, run_support, runner
from codereward.sandbox.kernel import namespaces
from codereward.sandbox.protocol import codec

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from collections.abc import Callable
    from typing import Any

_REQUEST_LIMIT = 256 << 20
_eval, _compile = eval, compile
_CodeType = type(_compile("", "", "exec"))
_CPUCLOCK_SCHED = 2  # linux/posix-timers.h: a process CPU clock id is (~pid << 3) | CPUCLOCK_SCHED


def main(fds: list[int], cfg: dict[str, Any]) -> None:
    """In the run process, its namespace entered (``confinement.enter_run_namespace``)."""
    data_fd, results_fd, output_fd = fds
    devnull = confinement.redirect_stdio(output_fd)
    for fd in {devnull, output_fd} - {0, 1, 2}:
        os.close(fd)
    namespaces.prctl(namespaces.PR_SET_DUMPABLE, 0)  # no child can trace or read the measurer
    if not cfg["isolate"]:
        confinement.drop_privileges(cfg)  # without namespaces, at least not the host's root
    request = marshal.loads(confinement.read_all(data_fd, _REQUEST_LIMIT))  # from the caller: trusted
    os.close(data_fd)
    frames = run_support.Frames(results_fd, request["nonce"], cfg["max_output_bytes"] * 8 + 4096)
    tests = request["tests"]
    confinement.set_cpu_limit(cfg["case_cpu"] * (len(tests) + 1))  # the setups' own CPU time
    index = 0
    for test in tests:
        for fields in _measure_test(request, test, cfg):
            fields.update(k="case", i=index)
            frames.send(fields)
            index += 1
    frames.send({"k": "done"})
    os._exit(0)


def _measure_test(request: dict[str, Any], test: dict[str, Any], cfg: dict[str, Any]) -> list[dict[str, Any]]:
    """One frame's fields per solution, in the order of ``request["codes"]``."""
    codes, first = request["codes"], request["reference"]
    inputs: dict[str, Any] = {}
    try:
        run_support.execute(test["setup"], "<scale setup>", inputs)
        files = _snapshot(".")
    except BaseException as exc:
        _remove_tree(".")
        failed = {"t": "setup_raised", "why": run_support.explain(exc, "<scale setup>")}
        return [dict(failed) for _ in codes]
    try:
        return _measure_solutions(codes, first, test, inputs, files, request, cfg)
    finally:
        _remove_tree(".")


def _measure_solutions(codes: list[Any], first: int | None, test: dict[str, Any], inputs: dict[str, Any],
                       files: dict[str, Any], request: dict[str, Any], cfg: dict[str, Any]) -> list[dict[str, Any]]:
    found: dict[int, dict[str, Any]] = {}
    enough: Callable[[list[float]], bool] = _never
    stop, same = None, None
    if first is not None:
        reference = found[first] = _measure_reference(codes[first], test, inputs, files, request, cfg)
        if reference["t"] == "value":
            within = request["k"] * reference["base"] + request["floor"]
            enough = _verdict_known(within)
            stop = request["stop"] * within if request.get("stop") else None
            same = reference["out"]
    for index, code in enumerate(codes):
        if index not in found:
            found[index] = _measure(code, test["call"], inputs, files, request, cfg, enough, stop)
            if same is not None and found[index].get("out") == same:  # a text compare, not the caller's decode
                del found[index]["out"]
                found[index]["same"] = True
    return [found[index] for index in range(len(codes))]


def _measure_reference(code: Any, test: dict[str, Any], inputs: dict[str, Any], files: dict[str, Any],
                       request: dict[str, Any], cfg: dict[str, Any]) -> dict[str, Any]:
    """The reference's frame, with ``base``: its CPU time the budget rests on."""
    cached, agree = test.get("cached"), request.get("agree", 1.0)
    if cached is None:
        found = _measure(code, test["call"], inputs, files, request, cfg, _never, None)
        if found["t"] == "value":
            found["base"] = min(found["cpu"])
        return found

    def holds(seconds: list[float]) -> bool:
        return cached / agree <= min(seconds) <= cached * agree

    found = _measure(code, test["call"], inputs, files, request, cfg, holds, None)
    if found["t"] == "value":
        found["held"] = holds(found["cpu"])
        found["base"] = cached if found["held"] else min(found["cpu"])
    return found


def _never(seconds: list[float]) -> bool:
    return False


def _verdict_known(within: float) -> Callable[[list[float]], bool]:
    """Whether more repeats could change the verdict against a budget of ``within`` seconds:
    not once one is within it, nor once the least is over four times it."""
    far = 4 * within

    def known(seconds: list[float]) -> bool:
        return seconds[-1] <= within or min(seconds) > far

    return known


def _measure(code: Any, call: str, inputs: dict[str, Any], files: dict[str, Any], request: dict[str, Any],
             cfg: dict[str, Any], enough: Callable[[list[float]], bool], stop: float | None) -> dict[str, Any]:
    """Up to ``repeats`` measurements, until ``enough(seconds so far)``."""
    seconds: list[float] = []
    first: str | None = None
    for _ in range(request["repeats"]):
        before = confinement.children_cpu()
        kind, text = _repeat(code, call, inputs, request["timeout"], request["wall"], cfg, stop)
        seconds.append(confinement.children_cpu() - before)
        try:
            _restore(".", files)
        except OSError as exc:  # what a child did to the folder is its own failure, never the measurer's
            return {"t": "crashed", "why": f"the working directory could not be put back: {exc}", "cpu": seconds}
        if kind != "value":
            return {"t": kind, "why": text, "cpu": seconds}
        if first is None:
            first = text
        elif text != first:
            return {"t": "unstable", "why": "the repeats returned different results", "cpu": seconds}
        if enough(seconds):  # the least of the repeats is kept
            break
    return {"t": "value", "out": first, "cpu": seconds}




def _repeat(code: Any, call: str, inputs: dict[str, Any], timeout: float, wall: float, cfg: dict[str, Any],
            stop: float | None) -> tuple[str, str]:
    """One measurement in a fresh child: (kind, result text or reason), ``timeout`` CPU seconds at most
    (``wall`` seconds of wall clock at most)."""
    result_r, result_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(result_r)
        _child(code, call, inputs, timeout, result_w, cfg)
    os.close(result_w)
    try:
        data, status = _collect(pid, result_r, timeout, wall, cfg["max_output_bytes"] * 8, stop)
    finally:
        os.close(result_r)
        runner._clean_up(pid, cfg)
    if status == "timeout":
        return "timeout", f"no result within {wall:g} s (wall clock)"
    if status == "cpu":
        return "timeout", f"CPU time limit exceeded ({timeout:g} s)"
    if status == "stopped":
        return "timeout", f"stopped after {stop:.3g} s of CPU, far over the budget"
    if status == "too_large":
        return "invalid", "the result is larger than the output limit"
    if data[:1] in (b"V", b"E", b"I"):
        kinds = {b"V": "value", b"E": "raised", b"I": "invalid"}
        return kinds[data[:1]], data[1:].decode("utf-8", "replace")
    if status == f"signal:{int(_signal.SIGXCPU)}":
        return "timeout", f"CPU time limit exceeded ({timeout:g} s)"
    return "crashed", f"the process ended ({status}) before reporting a result"


def _child(code: Any, call: str, inputs: dict[str, Any], timeout: float, result_w: int, cfg: dict[str, Any]) -> None:
    status = 1
    try:
        namespaces.close_fds_except({0, 1, 2, result_w})
        if not cfg["isolate"]:
            os.setpgid(0, 0)
        confinement.set_run_limits(cfg, timeout)
        confinement.drop_privileges(cfg)
        namespace = run_support.new_module("solution").__dict__
        try:
            run_support.run_code(code if type(code) is _CodeType else run_support.compile_solution(code), namespace)
            value = _eval(_compile(call, "<scale call>", "eval", dont_inherit=True), namespace, inputs)
        except BaseException as exc:
            confinement.write_all(result_w, b"E" + run_support.explain(exc).encode("utf-8", "replace"))
            status = 0
            return
        try:
            text = "V" + codec.strict_json(value, cfg["max_output_bytes"] * 8)
        except BaseException as exc:
            text = "I" + run_support.explain(exc)
        confinement.write_all(result_w, text.encode("utf-8", "replace"))
        status = 0
    finally:
        os._exit(status)


def _collect(pid: int, fd: int, cpu: float, wall: float, limit: int, stop: float | None) -> tuple[bytes, str]:
    """What the child wrote before it ended, and how it ended (or "cpu": its CPU clock passed ``cpu``
    seconds, "stopped": it passed ``stop`` seconds, or "timeout": ``wall`` seconds went by)."""
    deadline = time.monotonic() + wall
    clock = ((~pid) << 3) | _CPUCLOCK_SCHED  # the child's thread group's CPU clock (clock_getcpuclockid)
    pidfd = os.pidfd_open(pid)
    data = bytearray()
    reading, exited = True, False
    ceiling, over = (stop, "stopped") if stop is not None and stop < cpu else (cpu, "cpu")
    try:
        while not exited:
            left = deadline - time.monotonic()
            if left <= 0:
                return bytes(data), "timeout"
            used = _child_cpu(clock)
            if used >= ceiling:
                return bytes(data), over
            # one thread spends at most a CPU second per second: look again when it could be over
            wait = min(left, max(ceiling - used, 0.001))
            ready, _, _ = select.select([pidfd, fd] if reading else [pidfd], [], [], wait)
            if fd in ready:
                chunk = os.read(fd, 1 << 16)
                reading = bool(chunk)
                data.extend(chunk)
                if len(data) > limit:
                    return b"", "too_large"
            exited = pidfd in ready
        while reading and select.select([fd], [], [], 0)[0]:
            chunk = os.read(fd, 1 << 16)
            reading = bool(chunk)
            data.extend(chunk)
        _, code = os.waitpid(pid, 0)
    finally:
        os.close(pidfd)
    if os.WIFSIGNALED(code):
        return bytes(data), f"signal:{os.WTERMSIG(code)}"
    return bytes(data), f"exit:{os.waitstatus_to_exitcode(code)}"


def _child_cpu(clock: int) -> float:
    try:
        return time.clock_gettime(clock)
    except OSError:  # it has ended: the pidfd says so next
        return 0.0


def _snapshot(path: str) -> dict[str, Any]:
    """What ``setup`` left in a folder: its mode and, per name, (a file's stat key, its bytes) or a folder's snapshot."""
    entries: dict[str, Any] = {}
    for entry in os.scandir(path):
        if entry.is_dir(follow_symlinks=False):
            entries[entry.name] = _snapshot(entry.path)
        elif entry.is_file(follow_symlinks=False):
            with open(entry.path, "rb") as handle:
                entries[entry.name] = (_key(entry.path), handle.read())
    return {"mode": os.stat(path).st_mode & 0o7777, "entries": entries}


def _key(path: str) -> tuple[int, ...]:
    info = os.lstat(path)
    return info.st_ino, info.st_size, info.st_mtime_ns, info.st_ctime_ns, info.st_mode


def _restore(path: str, kept: dict[str, Any]) -> None:
    """Put a folder back as ``_snapshot`` found it: the next measurement sees nothing a child
    wrote, renamed, removed, changed or locked away."""
    if os.stat(path).st_mode & 0o7777 != kept["mode"]:
        os.chmod(path, kept["mode"])  # a child may have made it unreadable, or writable to all
    want_entries = kept["entries"]
    entries = {entry.name: entry for entry in os.scandir(path)}
    for name, entry in entries.items():
        want = want_entries.get(name)
        is_dir = entry.is_dir(follow_symlinks=False)
        if want is not None and is_dir == isinstance(want, dict):
            continue
        _remove(entry.path, is_dir)
    for name, want in want_entries.items():
        where = os.path.join(path, name)
        if isinstance(want, dict):
            if not os.path.isdir(where) or os.path.islink(where):
                os.mkdir(where)
            _restore(where, want)
            continue
        try:
            same = _key(where) == want[0]
        except OSError:
            same = False
        if not same:
            if os.path.lexists(where):
                _remove(where, False)
            with open(where, "wb") as handle:
                handle.write(want[1])
            os.chmod(where, want[0][4] & 0o7777)
            want_entries[name] = (_key(where), want[1])


def _remove(path: str, is_dir: bool) -> None:
    try:
        if is_dir:
            os.chmod(path, 0o700)  # a child may have made it unreadable
            _remove_tree(path)
            os.rmdir(path)
        else:
            os.unlink(path)
    except OSError:
        pass


def _remove_tree(path: str) -> None:
    try:
        entries = list(os.scandir(path))
    except OSError:
        return
    for entry in entries:
        _remove(entry.path, entry.is_dir(follow_symlinks=False))
