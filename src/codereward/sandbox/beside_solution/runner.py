"""The run process for structured and stdin/stdout cases (untrusted once the solution loads).

It gets the solution and the cases' *inputs* only, over a pipe it reads before the
solution exists; expected values stay in the parent. It answers with frames:

- ``ready`` once the solution imported, or ``import_error`` with the reason;
- per structured case: ``value`` (the strict JSON of the result), ``raised`` (the
  exception's MRO names), ``invalid`` (not a JSON value) or ``setup_raised``;
- per stdin/stdout case: the captured stdout (at most ``max_output_bytes``) and how the
  script ended; each case runs in a forked process of its own, killed with everything it
  started before the next case begins;
- ``done``.

A solution can write frames itself (it shares this process), but it only ever knows
inputs, so a forged frame claims an answer, which is what it could have returned anyway.
"""

from __future__ import annotations

import _signal
import atexit
import marshal
import os
import select
import sys
import time

from codereward.sandbox.beside_solution import confinement, run_support
from codereward.sandbox.kernel import namespaces
from codereward.sandbox.protocol import codec

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

_REQUEST_LIMIT = 256 << 20
#: a case whose clock passed while the answer computed for less than this share of it was
#: waiting: the later cases are not run, as they would wait as long (the caller's side too)
IDLE_SHARE = 0.5


def main(fds: list[int], cfg: dict[str, Any]) -> None:
    """In the run process, its namespace entered (``confinement.enter_run_namespace``)."""
    data_fd, results_fd, output_fd = fds
    devnull = confinement.redirect_stdio(output_fd)
    # the spare closed every other descriptor before it waited (``spares._spare_main``)
    for fd in {devnull, output_fd} - {0, 1, 2}:
        os.close(fd)
    confinement.set_run_limits(cfg, None)
    confinement.drop_privileges(cfg)
    confinement.lock_down(cfg)
    request = marshal.loads(confinement.read_all(data_fd, _REQUEST_LIMIT))  # from the caller: trusted
    os.close(data_fd)
    frames = run_support.Frames(results_fd, request["nonce"], cfg["max_output_bytes"] * 8 + 4096)
    limits = request.get("limits")
    if limits:  # the row's own limits (``Sandbox.run(limits=)``), within the worker's
        cfg = {**cfg, "case_cpu": limits["cpu"], "timeout": limits["wall"], "case_timer": limits["cpu"]}
        if limits.get("memory_mb"):
            confinement.set_memory_limit(limits["memory_mb"])
    if request["mode"] == "stdio":
        _run_stdio(request, frames, cfg)
    elif request["mode"] == "call":
        _run_calls(request, frames, cfg)
    else:
        _run_structured(request, frames, cfg)
    frames.send({"k": "done"})
    sys.stdout.flush()
    os._exit(0)


def _run_structured(request: dict[str, Any], frames: run_support.Frames, cfg: dict[str, Any]) -> None:
    cases = request["cases"]
    confinement.set_cpu_limit(cfg["case_cpu"] * (len(cases) + 1))
    code = request["code"]
    module = run_support.new_module("solution")
    namespace = module.__dict__
    # locals, bound before the solution exists: patching the modules they come from
    # (codec.strict_json, run_support.Frames.send, json, builtins) does not reach them
    send, encode, mro_names, explain = frames.send, codec.strict_json, codec.exception_names, run_support.explain
    evaluate, execute, not_plain = run_support.evaluate, run_support.execute, codec.NotPlain
    limit = cfg["max_output_bytes"]
    last = len(cases) - 1
    try:
        run_support.run_code(run_support.compile_solution(code), namespace)
    except BaseException as exc:  # SystemExit and KeyboardInterrupt included: nothing passes
        send({"k": "import_error", "why": explain(exc)})
        return
    send({"k": "ready"})
    for index, case in enumerate(cases):
        setup = case.get("setup")
        if setup:
            try:
                execute(setup, f"<setup {index}>", namespace)
            except BaseException as exc:
                send({"k": "case", "i": index, "t": "setup_raised", "why": explain(exc)})
                continue
        try:
            value = evaluate(case["call"], f"<case {index}>", namespace)
        except BaseException as exc:
            send({"k": "case", "i": index, "t": "raised", "exc": mro_names(exc), "why": explain(exc)})
            continue
        try:
            text = encode(value, limit)
        except not_plain as exc:
            send({"k": "case", "i": index, "t": "invalid", "why": str(exc)})
            continue
        except BaseException as exc:  # MemoryError while encoding a huge result, and the like
            send({"k": "case", "i": index, "t": "invalid", "why": explain(exc)})
            continue
        # the last case's frame goes out with "done", in one write
        send({"k": "case", "i": index, "t": "value"}, raw_value=text, hold=index == last)


def _call_target(namespace: dict[str, Any], name: str) -> Any:
    """``Solution().name`` when the solution defines ``class Solution`` with that method
    (LeetCode's layout), else its top-level ``name``; None when neither exists."""
    cls = namespace.get("Solution")
    if isinstance(cls, type) and callable(getattr(cls, name, None)):
        return lambda *args: getattr(cls(), name)(*args)  # a fresh instance per case
    target = namespace.get(name)
    return target if callable(target) else None


def _int_keys(value: Any) -> Any:
    """A dict argument whose keys are all integer text, with integer keys: JSON cannot
    hold integer keys, and APPS's judge converts them so."""
    if type(value) is dict and value and all(type(k) is str and k.lstrip("-").isdigit() for k in value):
        return {int(k): v for k, v in value.items()}
    return value


#: the names a call-based solution may use without importing them: LeetCode's environment
#: has them (``List``, ``deque``, ``heappush`` ...), and the judges of APPS and LiveCodeBench
#: put such imports before the solution; all are in the preloaded workers' image
CALL_PRELUDE = (
    "from typing import *\nfrom collections import *\nfrom heapq import *\nfrom bisect import *\n"
    # not ``from math import *``: its ``pow`` would hide the builtin's three-argument form
    "from math import ceil, comb, factorial, floor, gcd, inf, isqrt, log, log2, sqrt\n"
    "from itertools import *\nfrom functools import *\n"
    "import bisect, collections, functools, heapq, itertools, math, sys\n"
)
#: how a call-based run ends when a case used up its CPU time (``verdicts.why_ended`` reads it)
CPU_EXIT = 152


def _cpu_exceeded(signum: int, frame: Any) -> None:
    os._exit(CPU_EXIT)


def _run_calls(request: dict[str, Any], frames: run_support.Frames, cfg: dict[str, Any]) -> None:
    """Call-based cases (APPS/TACO ``fn_name``, LeetCode ``class Solution``): one call per
    input; the result goes back as strict JSON (tuples as lists, dict keys as text)."""
    args_list, name = request["args"], request["fn_name"]
    timer = cfg.get("case_timer")
    confinement.set_cpu_limit(cfg["case_cpu"] * (len(args_list) + 1))
    namespace = run_support.new_module("solution").__dict__
    send, encode, mro_names, explain = frames.send, codec.strict_json, codec.exception_names, run_support.explain
    not_plain, plain_keys, set_timer, limit = codec.NotPlain, codec.with_text_keys, _signal.setitimer, cfg["max_output_bytes"]
    last = len(args_list) - 1
    if timer:
        # the run process is init of its pid namespace: a signal's default action does not
        # end it, so the handler does (``CPU_EXIT``; the solution exiting so only fails the same)
        _signal.signal(_signal.SIGPROF, _cpu_exceeded)
    try:
        run_support.execute(CALL_PRELUDE, "<prelude>", namespace)
        run_support.run_code(run_support.compile_solution(request["code"]), namespace)
    except BaseException as exc:
        send({"k": "import_error", "why": explain(exc)})
        return
    target = _call_target(namespace, name)
    if target is None:
        send({"k": "import_error", "why": f"the solution defines neither a function {name!r} nor a class Solution with that method"})
        return
    send({"k": "ready"})
    for index, args in enumerate(args_list):
        if args:
            args[0] = _int_keys(args[0])
        try:
            if timer:
                set_timer(_signal.ITIMER_PROF, timer)  # SIGPROF ends the process: the case's CPU time ran out
            value = target(*args)
            if timer:
                set_timer(_signal.ITIMER_PROF, 0)
        except BaseException as exc:
            if timer:
                set_timer(_signal.ITIMER_PROF, 0)
            send({"k": "case", "i": index, "t": "raised", "exc": mro_names(exc), "why": explain(exc)})
            continue
        try:
            try:
                text = encode(value, limit)
            except not_plain:  # integer keys written as text, as JSON (and APPS's expected outputs) has them
                text = encode(plain_keys(value), limit)
        except not_plain as exc:
            send({"k": "case", "i": index, "t": "invalid", "why": str(exc)})
            continue
        except BaseException as exc:
            send({"k": "case", "i": index, "t": "invalid", "why": explain(exc)})
            continue
        send({"k": "case", "i": index, "t": "value"}, raw_value=text, hold=index == last)


# --- stdin/stdout ------------------------------------------------------------------


def _run_stdio(request: dict[str, Any], frames: run_support.Frames, cfg: dict[str, Any]) -> None:
    try:
        compiled = run_support.compile_solution(request["code"])
    except BaseException as exc:
        frames.send({"k": "import_error", "why": run_support.explain(exc)})
        return
    frames.send({"k": "ready"})
    waited = False
    for index, stdin in enumerate(request["inputs"]):
        if waited:  # see below: the later cases are not run
            frames.send({"k": "case", "i": index, "t": "stdout", "out": "", "exit": "not_run", "err": ""})
            continue
        before = confinement.children_cpu()
        out, status, err = _run_script(compiled, stdin, cfg)
        frames.send({"k": "case", "i": index, "t": "stdout", "out": out, "exit": status, "err": err})
        # under a row's CPU-time limit, a script that outlived the wall-clock backstop was
        # waiting, not computing, and so was one that computed for under ``IDLE_SHARE`` of its
        # clock (a sleep, a deadlock): it would wait as long on every case (minutes per run)
        waited = status == "timeout" and (bool(cfg.get("case_timer"))
                                          or confinement.children_cpu() - before < IDLE_SHARE * cfg["timeout"])


def _script_child(compiled: Any, stdin_fd: int, out_w: int, err_w: int, cfg: dict[str, Any]) -> None:
    """In the forked case process: run the script as ``python script.py < input`` would."""
    status = 1
    try:
        os.dup2(stdin_fd, 0)
        os.dup2(out_w, 1)
        os.dup2(err_w, 2)
        namespaces.close_fds_except({0, 1, 2})
        if not cfg["isolate"]:
            os.setpgid(0, 0)
        confinement.set_cpu_limit(cfg["case_cpu"])
        if cfg.get("case_timer"):  # the row's own limit, to the CPU tick: SIGPROF ends the script
            _signal.setitimer(_signal.ITIMER_PROF, cfg["case_timer"])
        sys.stdin = sys.__stdin__ = open(0, encoding="utf-8", errors="replace", closefd=False)  # noqa: SIM115
        sys.stdout = sys.__stdout__ = open(1, "w", encoding="utf-8", closefd=False)  # noqa: SIM115
        sys.stderr = sys.__stderr__ = open(2, "w", encoding="utf-8", errors="backslashreplace", closefd=False)  # noqa: SIM115
        module = run_support.new_module("__main__")
        status = 0
        try:
            run_support.run_code(compiled, module.__dict__)
        except SystemExit as exc:
            status = _exit_code(exc.code)
        except BaseException as exc:
            sys.stderr.write(run_support.explain(exc) + "\n")
            status = 1
        # what interpreter shutdown would do: join the threads the script started (threading
        # is imported only if it did: the warm parent does not import it), run atexit hooks
        threading = sys.modules.get("threading")
        for finish in (getattr(threading, "_shutdown", None), atexit._run_exitfuncs):
            try:
                if finish is not None:
                    finish()
            except BaseException:
                pass
        for stream in (sys.stdout, sys.stderr):
            try:
                stream.flush()
            except BaseException:
                pass
    finally:
        os._exit(status)


def _exit_code(code: Any) -> int:
    if code is None:
        return 0
    if type(code) is int:
        return code & 0xFF
    try:
        sys.stderr.write(f"{code}\n")
    except BaseException:
        pass
    return 1


def _run_script(compiled: Any, stdin: str, cfg: dict[str, Any]) -> tuple[str, str, str]:
    stdin_fd = os.memfd_create("stdin")
    confinement.write_all(stdin_fd, stdin.encode("utf-8"))
    os.lseek(stdin_fd, 0, os.SEEK_SET)
    out_r, out_w = os.pipe()
    err_r, err_w = os.pipe()
    sys.stdout.flush()
    pid = os.fork()
    if pid == 0:
        _script_child(compiled, stdin_fd, out_w, err_w, cfg)
    for fd in (stdin_fd, out_w, err_w):
        os.close(fd)
    out, err, status = _collect(pid, out_r, err_r, cfg)
    _clean_up(pid, cfg)
    return out.decode("utf-8", "replace"), status, err.decode("utf-8", "replace")[-2000:]


def _collect(pid: int, out_r: int, err_r: int, cfg: dict[str, Any]) -> tuple[bytes, bytes, str]:
    limit = cfg["max_output_bytes"]
    deadline = time.monotonic() + cfg["timeout"]
    pidfd = os.pidfd_open(pid)
    out, err = bytearray(), bytearray()
    readers = {out_r: out, err_r: err}
    status: str | None = None
    exited = False
    try:
        while status is None and not exited:
            left = deadline - time.monotonic()
            if left <= 0:
                status = "timeout"
                break
            ready, _, _ = select.select([*readers, pidfd], [], [], left)
            for fd in ready:
                if fd != pidfd and not _read_into(fd, readers):
                    del readers[fd]
            if len(out) > limit:
                status = "output_limit"
            if len(err) > 4 * limit:
                del err[: len(err) - limit]
            exited = pidfd in ready
        if exited:
            for fd in list(readers):  # what the script wrote before it ended; not what its leftovers write after
                while len(out) <= limit and select.select([fd], [], [], 0)[0]:
                    if not _read_into(fd, readers):
                        del readers[fd]
                        break
            _, code = os.waitpid(pid, 0)
            if len(out) > limit:
                status = "output_limit"
            elif os.WIFSIGNALED(code):
                status = f"signal:{os.WTERMSIG(code)}"
            else:
                status = f"exit:{os.waitstatus_to_exitcode(code)}"
    finally:
        os.close(pidfd)
        for fd in readers:
            os.close(fd)
    return bytes(out[:limit]), bytes(err), status or "timeout"


def _read_into(fd: int, readers: dict[int, bytearray]) -> bool:
    """Read what is there; False (and the descriptor closed) at end of file."""
    chunk = os.read(fd, 1 << 16)
    if not chunk:
        os.close(fd)
        return False
    readers[fd].extend(chunk)
    return True


def _clean_up(pid: int, cfg: dict[str, Any]) -> None:
    """Kill the case process and everything it started, then reap them all."""
    if cfg["isolate"]:
        # we are init of the run's pid namespace: -1 reaches every other process in it
        try:
            os.kill(-1, _signal.SIGKILL)
        except OSError:
            pass
        while True:
            try:
                os.waitpid(-1, 0)
            except ChildProcessError:
                return
            except InterruptedError:
                continue
    else:
        try:
            os.killpg(pid, _signal.SIGKILL)
        except OSError:
            pass
        try:
            os.waitpid(pid, 0)
        except ChildProcessError:
            pass
