"""Sandbox throughput: warm isolated workers vs a fresh ``python -c`` per run.

Both sides run the same trivial correct solution with the same concurrency (one job
per CPU by default), side by side in this one process: the measurement alternates short
slices of each, so that load from elsewhere on the machine hits both alike. The script
prints runs per second for each and their ratio. The solution imports nothing, so it runs
on the lean workers; the same solution importing ``typing`` (as HumanEval's prompts do)
runs on the workers that preload it, and gets a line of its own; assert-style, stdin/stdout,
call-based (fn_name) and pytest-style runs get a line each, and what `import pytest` alone
would add to each run (why pytest-style tests run on the sandbox's own runner). The sandboxed side does everything a real run does:
a fresh pid and mount namespace per run, rlimits, uid switch, request and result pipes,
strict comparison in the parent. The baseline does no isolation at all.

The floor, measured beside them: the same run as a bare fork in a namespace. A warm
interpreter in user, mount and pid namespaces of its own (``-I -S``: nothing preloaded)
reads each request from a pipe and forks it into a fresh pid namespace (the child is its
init, as a sandboxed run is, so that killing it kills all it started); the child runs the
solution and both calls, compares, writes one byte and exits; the server waits for it and
says so. No mount or IPC namespace per run, no limits, uid switch, seccomp, framing or
nonce, nothing preloaded: what a fork-per-run sandbox pays at least. The script prints the sandbox's runs per second as a percentage of the floor's.

With ``--tiers``, the same structured run in the container tier too ("landlock": its
workers start under a Docker-like seccomp profile that refuses user namespaces,
``tests/container_profile.py``, and confine each run with Landlock and seccomp), side by
side with the namespace tier and the fresh interpreter, and the cost of one system call
under the container tier's seccomp filter next to the same call without it.

With ``--cpu RUNS``: the CPU and minor page faults of one structured run, one run at a time on
one worker, split into the caller's, the server's that forks the runs, and the run process's
(the server's reaped children), for the sandbox and for both floors.

With ``--python PATH``: the sandbox runs the solutions with that interpreter (its workers),
and both floors fork it too.

    python benchmarks/sandbox_throughput.py [--seconds 5] [--workers N] [--tiers] [--floor-only] [--cpu RUNS] [--python PATH]
"""

from __future__ import annotations

import argparse
import marshal
import os
import queue
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from codereward.sandbox import Sandbox, SandboxConfig
from codereward.sandbox.kernel import seccomp

CONTAINER_PROFILE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "container_profile.py")

SOLUTION = "def add(a, b):\n    return a + b\n"
STRUCTURED = [{"call": "add(1, 2)", "expected": 3}, {"call": "add(-1, 1)", "expected": 0}]
ASSERTS = "def check(candidate):\n    assert candidate(1, 2) == 3\n    assert candidate(-1, 1) == 0\n"
TYPED_SOLUTION = "from typing import List\n" + SOLUTION
STDIO_SOLUTION = "a, b = map(int, input().split())\nprint(a + b)\n"
STDIO = [{"stdin": "1 2\n", "stdout": "3\n"}, {"stdin": "-1 1\n", "stdout": "0\n"}]
CALLS = {"fn_name": "add", "inputs": [[1, 2], [-1, 1]], "outputs": [3, 0]}
PYTEST = "from solution import add\n\ndef test_add():\n    assert add(1, 2) == 3\n\ndef test_zero():\n    assert add(-1, 1) == 0\n"
BASELINE = SOLUTION + "assert add(1, 2) == 3\nassert add(-1, 1) == 0\n"


FLOOR_SERVER = r"""
import ctypes, marshal, os
libc = ctypes.CDLL(None, use_errno=True)
uid, gid = os.getuid(), os.getgid()
if libc.unshare(0x10000000 | 0x00020000 | 0x20000000):  # user, mount, pid
    raise OSError(ctypes.get_errno(), "unshare")
for name, text in (("setgroups", "deny"), ("uid_map", f"0 {uid} 1"), ("gid_map", f"0 {gid} 1")):
    with open(f"/proc/self/{name}", "w") as handle:
        handle.write(text)
if os.fork():  # the first child is pid 1 of the new pid namespace: it serves
    os.wait()
    os._exit(0)

def read(size):
    data = b""
    while len(data) < size:
        chunk = os.read(0, size - len(data))
        if not chunk:
            os._exit(0)
        data += chunk
    return data

own = os.open("/proc/self/ns/pid", os.O_RDONLY)
while True:
    code, calls = marshal.loads(read(int.from_bytes(read(4), "big")))
    if libc.setns(own, 0x20000000) or libc.unshare(0x20000000):  # the run: init of a pid namespace of its own
        raise OSError(ctypes.get_errno(), "setns/unshare")
    pid = os.fork()
    if pid == 0:
        namespace = {}
        exec(code, namespace)
        os.write(1, b"1" if all(eval(call, namespace) == expected for call, expected in calls) else b"0")
        os._exit(0)
    os.waitpid(pid, 0)
    os.write(1, b"\n")
"""


class Floor:
    """``workers`` bare fork-in-a-namespace servers (``FLOOR_SERVER``), one per concurrent run.

    ``image="bare"``: a ``-I -S`` interpreter that imports nothing; ``"worker"``: the sandbox
    worker's interpreter flags and modules (its bootstrap, without its warm-up or its loop),
    so that the difference to the sandbox is the per-run machinery alone. ``python``: the
    interpreter, the one the sandbox measured beside it runs solutions with."""

    def __init__(self, workers: int, image: str = "bare", python: str = sys.executable) -> None:
        from codereward.sandbox.caller import handle

        if image == "bare":
            argv = [python, "-I", "-S", "-c", FLOOR_SERVER]
        else:
            bootstrap = handle._BOOTSTRAP.replace("zygote.main()\n", "")
            flags = ["-s", "-B"] + (["-P"] if sys.version_info >= (3, 11) else [])
            argv = [python, *flags, "-c", bootstrap + FLOOR_SERVER, handle._SANDBOX_DIR]
        # the loader settings of the sandbox measured beside it (none before it had them): the floor
        # pays no more than its workers do
        env = {**os.environ, **getattr(handle, "LOADER_ENV", {})}
        self.servers = [
            subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0, env=env)
            for _ in range(workers)
        ]
        self.idle: queue.SimpleQueue = queue.SimpleQueue()
        for server in self.servers:
            self.idle.put(server)
        request = marshal.dumps((SOLUTION, [(case["call"], case["expected"]) for case in STRUCTURED]), 4)
        self.request = len(request).to_bytes(4, "big") + request

    def run(self) -> None:
        server = self.idle.get()
        try:
            os.write(server.stdin.fileno(), self.request)
            reply = b""
            while len(reply) < 2:
                chunk = os.read(server.stdout.fileno(), 2 - len(reply))
                if not chunk:
                    raise RuntimeError("the floor server exited")
                reply += chunk
            assert reply == b"1\n", reply
        finally:
            self.idle.put(server)

    def close(self) -> None:
        for server in self.servers:
            server.stdin.close()
            server.wait()


def measure(job, workers: int, seconds: float) -> tuple[int, float]:
    """(runs, elapsed seconds) of ``job`` on ``workers`` threads for about ``seconds``."""
    deadline = time.perf_counter() + seconds
    counts = [0] * workers

    def loop(slot: int) -> None:
        while time.perf_counter() < deadline:
            job()
            counts[slot] += 1

    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=workers) as pool:
        list(pool.map(loop, range(workers)))
    return sum(counts), time.perf_counter() - start


def side_by_side(jobs: dict, workers: int, seconds: float, slices: int = 8) -> dict[str, tuple[float, int]]:
    """Runs per second of each job, measured in alternating slices."""
    totals = {name: [0, 0.0] for name in jobs}
    for _ in range(slices):
        for name, job in jobs.items():
            runs, elapsed = measure(job, workers, seconds / slices)
            totals[name][0] += runs
            totals[name][1] += elapsed
    return {name: (runs / elapsed, runs) for name, (runs, elapsed) in totals.items()}


def pytest_import_cost(rounds: int = 5) -> float:
    """Seconds that ``import pytest`` adds to a fresh interpreter (the least of ``rounds``
    alternating pairs): what running pytest itself in each run would cost at least."""
    def start(code: str) -> float:
        began = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True, stdin=subprocess.DEVNULL)
        return time.perf_counter() - began

    return min(start("import pytest") - start("pass") for _ in range(rounds))


def syscall_cost(calls: int = 200_000) -> tuple[float, float]:
    """(ns per getppid() without a filter, with the container tier's filter), each in a fork."""

    def timed(filtered: bool) -> float:
        read_end, write_end = os.pipe()
        pid = os.fork()
        if pid == 0:
            if filtered:
                os.setpgid(0, 0)
                import ctypes

                ctypes.CDLL(None).prctl(38, 1, 0, 0, 0)  # no_new_privs
                seccomp.confine()
            getppid = os.getppid
            start = time.perf_counter_ns()
            for _ in range(calls):
                getppid()
            os.write(write_end, str((time.perf_counter_ns() - start) / calls).encode())
            os._exit(0)
        os.close(write_end)
        result = float(os.read(read_end, 64))
        os.close(read_end)
        os.waitpid(pid, 0)
        return result

    plain, filtered = min(timed(False) for _ in range(3)), min(timed(True) for _ in range(3))
    return plain, filtered


def container_python(directory: str) -> str:
    """An interpreter under the Docker-like profile of the tests (``container_profile.interpreter``)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("container_profile", CONTAINER_PROFILE)
    assert spec is not None and spec.loader is not None
    profile = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(profile)
    return profile.interpreter(directory)


def tiers(workers: int, seconds: float) -> None:
    import tempfile

    with tempfile.TemporaryDirectory() as directory, Sandbox(SandboxConfig(workers=workers)) as namespaces, Sandbox(
        SandboxConfig(workers=workers, python=container_python(directory))
    ) as container:
        for sandbox in (namespaces, container):
            sandbox.start()
        print(f"tiers: {namespaces.tier} and {container.tier} (refused there: {', '.join(container.refusals)})")

        def job(sandbox: Sandbox):
            def one() -> None:
                assert sandbox.run(SOLUTION, STRUCTURED).all_passed

            return one

        def fresh() -> None:
            subprocess.run([sys.executable, "-c", BASELINE], check=True, stdin=subprocess.DEVNULL)

        jobs = {"namespaces": job(namespaces), "landlock": job(container), "fresh": fresh}
        for one in jobs.values():
            measure(one, workers, 0.5)  # warm up
        rates = side_by_side(jobs, workers, 3 * seconds)
    base = rates["fresh"][0]
    for name, label in (("namespaces", "namespace tier"), ("landlock", "container tier (Landlock+seccomp)"), ("fresh", "fresh `python -c` per run")):
        rate, runs = rates[name]
        print(f"{label + ':':36s} {rate:8.1f} runs/s  ({runs} runs, {rate / base:.1f}x fresh)")
    plain, filtered = syscall_cost()
    print(f"getppid(): {plain:.0f} ns without a filter, {filtered:.0f} ns under the container tier's ({filtered - plain:+.0f} ns)")


def _process_cpu(pid: int) -> tuple[float, float, float, float, int, int]:
    """(user, system, reaped children's user, their system) seconds and (own, children's) minor
    page faults of process ``pid``, from ``/proc/PID/stat``."""
    with open(f"/proc/{pid}/stat") as handle:
        fields = handle.read().rsplit(")", 1)[1].split()
    tick = os.sysconf("SC_CLK_TCK")
    user, system, children_user, children_system = (int(value) / tick for value in fields[11:15])
    return user, system, children_user, children_system, int(fields[7]), int(fields[8])


def cpu_split(runs: int, python: str) -> None:
    """Where one run's CPU goes: runs one at a time on one worker (sandbox, then the two floors),
    and the CPU and minor page faults per run of the caller, the server that forks the runs, and
    the run processes (the server's reaped children)."""
    from codereward.processes import children

    def split(job, server: int) -> str:
        before, caller = _process_cpu(server), time.process_time()
        for _ in range(runs):
            job()
        caller, after = time.process_time() - caller, _process_cpu(server)
        delta = [(a - b) / runs for a, b in zip(after, before)]
        return (f"caller {caller / runs * 1e3:5.2f} ms, server {(delta[0] + delta[1]) * 1e3:5.2f} ms "
                f"({delta[4]:.0f} faults), run {(delta[2] + delta[3]) * 1e3:5.2f} ms ({delta[5]:.0f} faults)")

    with Sandbox(SandboxConfig(workers=1, python=python)) as sandbox:
        sandbox.start()

        def structured() -> None:
            assert sandbox.run(SOLUTION, STRUCTURED).all_passed

        measure(structured, 1, 1.0)
        # each worker's zygote has one child, its server; the lean worker's has reaped the runs
        servers = [child for pid in sandbox.worker_pids for child in children(pid)]
        server = max(servers, key=lambda pid: _process_cpu(pid)[5])
        print(f"CPU a run, {runs} runs one at a time:")
        print(f"  sandbox, structured cases:   {split(structured, server)}")
    for image, label in (("bare", "bare fork in a namespace:   "), ("worker", "the same, worker's image:   ")):
        floor = Floor(1, image, python)
        measure(floor.run, 1, 1.0)
        (server,) = children(floor.servers[0].pid)
        print(f"  {label}{split(floor.run, server)}")
        floor.close()


def _print_main(args: argparse.Namespace, sandbox: Sandbox, rates: dict[str, tuple[float, int]]) -> None:
    (sandboxed, n_sandboxed), (baseline, n_baseline), (floor, n_floor) = rates["sandbox"], rates["fresh"], rates["floor"]
    print(f"cpus: {os.cpu_count()}, concurrent runs: {args.workers}, isolated: {sandbox.isolated is not False}, "
          f"runs under: {args.python}")
    print(f"sandbox, structured cases (2 per run): {sandboxed:8.1f} runs/s  ({n_sandboxed} runs)")
    print(f"fresh `python -c` per run:             {baseline:8.1f} runs/s  ({n_baseline} runs)")
    print(f"ratio:                                 {sandboxed / baseline:8.1f}x")
    image, n_image = rates["image"]
    print(f"bare fork in a namespace (the floor):  {floor:8.1f} runs/s  ({n_floor} runs)")
    print(f"the same, from the worker's image:     {image:8.1f} runs/s  ({n_image} runs)")
    print(f"sandbox / floor:                       {100 * sandboxed / floor:8.1f}%")
    print(f"sandbox / floor from the worker's image: {100 * sandboxed / image:6.1f}%")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="time per measurement")
    parser.add_argument(
        "--workers", type=int, default=os.cpu_count() or 1, help="concurrent runs (and sandbox workers)"
    )
    parser.add_argument("--tiers", action="store_true", help="the namespace and container tiers side by side")
    parser.add_argument("--floor-only", action="store_true",
                        help="only the structured run, the floor and a fresh interpreter, side by side")
    parser.add_argument("--cpu", type=int, metavar="RUNS",
                        help="where a run's CPU goes: caller, server and run process, sandbox and floors")
    parser.add_argument("--python", default=sys.executable,
                        help="the interpreter the sandbox runs solutions with (and the floors fork), a path")
    args = parser.parse_args()
    if args.tiers:
        tiers(args.workers, args.seconds)
        return
    if args.cpu:
        cpu_split(args.cpu, args.python)
        return

    with Sandbox(SandboxConfig(workers=args.workers, python=args.python)) as sandbox:
        sandbox.start()
        check = sandbox.run(SOLUTION, STRUCTURED)
        if not check.all_passed:
            sys.exit(f"the sandbox failed the benchmark solution: {check}")

        def structured() -> None:
            assert sandbox.run(SOLUTION, STRUCTURED).all_passed

        def asserts() -> None:
            assert sandbox.run(SOLUTION, ASSERTS, entry_point="add").all_passed

        def stdio() -> None:
            assert sandbox.run(STDIO_SOLUTION, STDIO).all_passed

        def calls() -> None:
            assert sandbox.run(SOLUTION, CALLS).all_passed

        def pytests() -> None:
            assert sandbox.run(SOLUTION, PYTEST).all_passed

        def typed() -> None:
            assert sandbox.run(TYPED_SOLUTION, STRUCTURED).all_passed

        def fresh() -> None:
            subprocess.run([args.python, "-c", BASELINE], check=True, stdin=subprocess.DEVNULL)

        floor, image = Floor(args.workers, python=args.python), Floor(args.workers, "worker", args.python)
        measure(structured, args.workers, 1.0)  # warm up
        measure(floor.run, args.workers, 1.0)
        measure(image.run, args.workers, 1.0)
        jobs = {"sandbox": structured, "floor": floor.run, "image": image.run, "fresh": fresh}
        if not args.floor_only:
            jobs["typed"] = typed
        rates = side_by_side(jobs, args.workers, 4 * args.seconds)
        floor.close()
        image.close()
        baseline = rates["fresh"][0]
        if args.floor_only:
            _print_main(args, sandbox, rates)
            return
        typed_rate = rates["typed"][0]
        others = side_by_side(
            {"asserts": asserts, "stdio": stdio, "calls": calls, "pytest": pytests}, args.workers, args.seconds
        )
        assert_rate, stdio_rate = others["asserts"][0], others["stdio"][0]

    _print_main(args, sandbox, rates)
    print(f"sandbox, the same importing typing:    {typed_rate:8.1f} runs/s  ({typed_rate / baseline:.1f}x)")
    print(f"sandbox, assert-style (judge + solution): {assert_rate:8.1f} runs/s")
    print(f"sandbox, stdin/stdout (a process per case): {stdio_rate:8.1f} runs/s")
    print(f"sandbox, call-based (fn_name, 2 inputs): {others['calls'][0]:8.1f} runs/s")
    print(f"sandbox, pytest-style (judge + solution, 2 tests): {others['pytest'][0]:8.1f} runs/s")
    importing = pytest_import_cost()
    per_run = args.workers / others["pytest"][0]  # seconds of one pytest-style run on one worker
    print(f"`import pytest` alone: {importing * 1000:.0f} ms, {importing / per_run:.1f}x a whole pytest-style run")


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
