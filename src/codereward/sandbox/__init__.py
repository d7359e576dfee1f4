"""Run untrusted completions against tests, isolated, and get per-case verdicts.

Usage::

    from codereward.sandbox import Sandbox, SandboxConfig

    with Sandbox(SandboxConfig(timeout=2.0, memory_mb=512)) as sb:
        run = sb.run("def add(a, b):\\n    return a + b\\n", [{"call": "add(1, 2)", "expected": 3}])
        run.passed, run.total, run.fraction          # 1, 1, 1.0
        run.cases[0].status, run.cases[0].reason      # "passed", ""
        runs = sb.run_many([(code, tests, entry_point), ...])   # spread over the warm pool

Test formats (``detect_format`` picks one; ``fmt=`` forces it; ``caller/formats.py``):
structured cases ``[{"call": "add(1, 2)", "expected": 3}]`` (with optional ``setup``
statements, or ``raises`` instead of ``expected``), assert-style test code (HumanEval's
``check(candidate)``, MBPP's ``assert f(x) == y`` lines; each assert is one case),
stdin/stdout cases ``[{"stdin": ..., "stdout": ...}]`` (whitespace-separated tokens),
APPS/TACO call-based tests ``{"fn_name", "inputs", "outputs"}`` (``class Solution``
methods too) and pytest-style test modules (KodCode; each test function is one case).
``run(..., limits={"time_s", "memory_mb"}, judge={"ignore_case", "float_tolerance"})``
applies a problem row's own CPU-time and memory limits per case and its output judge
(``formats.row_run_options(row)``). ``run`` never raises and never hangs: a malformed test, a machine
that cannot isolate, a crash or a timeout all come back as a ``TestRun`` whose cases say
why they failed (``status`` is one of ``types.STATUSES``).

Isolation (Linux). A pool of warm workers (``zygote.py``), each a single-threaded
interpreter started by the caller, imports once, then enters new user, mount, network,
IPC, UTS and pid namespaces. Its root file system is a private tmpfs holding only what
Python needs, bound read-only (``/usr``, the interpreter's prefix, its site-packages):
``/home``, ``/root``, ``/work``, the host's ``/tmp`` and ``/run`` do not exist inside. The
network namespace has only a loopback device that is down: no route anywhere, not even
to the host's 127.0.0.1. Each run is a fork of the warm server into a pid namespace of
its own (killing its init kills everything it started, however it daemonised) and a
mount namespace of its own whose size-limited ``/tmp`` tmpfs is the working directory
(the only writable place). The server hands a run's mount namespace to a later run only
when the run left ``/tmp`` untouched (``mounts.py``); anything written there, even new
times on ``/tmp``, and the namespace is dropped. ``/proc`` is mounted ``hidepid=2``: a
run sees its own processes only. No IPC object outlives a run: the worker's IPC limits
are 0 (Linux >= 5.19), or else each run has an IPC namespace of its own. Nothing of one
run is visible to the next. Every process of a worker has the highest OOM score
adjustment, so the kernel kills a run before the caller. Before any solution code
exists, the run process has RLIMIT_AS (memory), RLIMIT_CPU, RLIMIT_FSIZE, RLIMIT_NPROC
(counted per user namespace and uid), RLIMIT_NOFILE, no core dumps and no_new_privs, and
has switched to an unprivileged uid. The parent enforces wall-clock limits per case,
an output limit, and a kill deadline; the environment is scrubbed (``HOME=/tmp``, no
variable of the caller). Where user namespaces are refused (a container's default
seccomp profile), the workers step down to the "landlock" tier (``tiers.py``): each run
confines itself with Landlock (read the interpreter, write its scratch directory, no
TCP, no signal beyond its own processes) and a seccomp allow-list (no socket but UNIX
pairs, no ptrace, mount, namespaces, keyrings, BPF ...), runs as a uid of its worker's
own when the caller is root, and the worker's server measures its scratch directory and
kills whatever it leaves (``leftovers.py``); points 1-4 below hold in both tiers. Where
neither works, ``Sandbox`` refuses (``SandboxUnavailable``, or a ``TestRun`` whose error
says why for each tier) unless ``SandboxConfig(allow_unisolated=True)`` explicitly
accepts running with rlimits, a process group and a scratch directory only. Every
``TestRun`` names its tier; ``codereward doctor`` reports this machine's.

Threat model. The solution is hostile: it may exit early, print anything, patch any
module, start threads, register ``atexit`` hooks, fork, read every file it can see, and
write to any descriptor it has, including the results pipe. Its memory is its own to
rewrite (with ctypes, a per-run nonce or a serializer bound before import can be read
or bypassed), so nothing inside the run process is trusted. The verdict rests instead
on what the process never has:

1. Expected values never enter a process that runs solution code. Structured,
   call-based and stdin/stdout runs receive the inputs only; the results (strict JSON values, stdout
   text) are compared in the caller (``comparison.py``), with exact types (``True`` is not
   ``1``, an ``int`` subclass is not an ``int``). The server forks run processes from a
   memory image that never held a request, so no earlier run's data is in a new one.
2. Assert-style and pytest-style test code runs in a separate judge process that never runs solution
   code, forked before it reads the tests, non-dumpable, and a different uid from the
   solution process: the solution can neither read nor change it. The solution's
   functions are proxies there; their results cross as plain data and the judge
   compares them. A result that is not plain data (an always-equal object) cannot be
   compared at all, and a solution defining ``abs`` or ``isclose`` does not change the
   test code's builtins.
3. Frames carry a per-run nonce and must follow the protocol order (one frame per case,
   in order). A well-formed forged frame can only claim a result for an input the
   solution was given, which is what returning it would have done; anything else on
   the channel (garbage, duplicates, out-of-order frames) fails every case of the run.
4. Exiting early, crashing or timing out fails the case in progress (and, for the
   assert format, the cases not yet reported); structured and stdin/stdout runs then
   go on with the next case in a fresh process.

Where the caller is root and the cgroup hierarchy allows it (v1, or v2 with memory
delegated), each worker also gets a cgroup (``cgroups.py``) bounding the total memory and
process count of everything it runs; elsewhere the bound is per process
(``max_processes * memory_mb`` for a fork bomb of memory hogs).

Speed: runs are forks of the warm server, forked (two at a time) ahead of their
requests; the caller holds the pipes of the next one and starts it by writing its
request. There are two kinds of worker: code that imports nothing beyond the sandbox's
own modules runs on "lean" workers whose warm parent preloads nothing, a smaller image
to fork and to tear down; code that imports a module of ``SandboxConfig.preload`` runs
on workers that have it already (``imports.py`` reads the imports from the text). On the
2-core VM this was written on, ``benchmarks/sandbox_throughput.py`` measures 840-920
runs/s on idle cores for a trivial solution with structured cases, 5.1-5.6x a fresh
``python -c`` per run at the same concurrency; 760-840 runs/s (4.5-4.8x) for the same
solution importing ``typing``. A run costs about 2 ms of CPU in all; copy-on-write page
faults in the run process (CPython 3.11 writes reference counts into every object it
touches), its exit and its fork are most of it.

Known limits: a test that takes a helper from the solution (HumanEval/32's ``poly``)
trusts the solution's helper, as the original harnesses do; assert-style tests can pass
only data (not callables) to the solution, and an assert that compares an object of the
solution's own classes fails (only its data, through its methods, can be compared); after a timeout or crash in an assert-style
run, the asserts not yet reported fail (structured and stdin/stdout runs go on in a
fresh process); without root, in the rare setup where the caller's kernel uid is 0
anyway (a user namespace mapping root), RLIMIT_NPROC is not enforced by the kernel.
"""

from __future__ import annotations

from codereward.sandbox.caller.formats import FORMATS, detect_format
from codereward.sandbox.caller.pool import Sandbox
from codereward.sandbox.caller.values import STATUSES, CaseResult, SandboxConfig, SandboxUnavailable, TestRun

__all__ = [
    "FORMATS",
    "STATUSES",
    "CaseResult",
    "Sandbox",
    "SandboxConfig",
    "SandboxUnavailable",
    "TestRun",
    "detect_format",
]
