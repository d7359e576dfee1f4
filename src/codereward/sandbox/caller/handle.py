"""The caller's handle on one warm worker (see ``zygote.py`` for the other end).

The caller may have many threads, so it never forks: it starts the worker with
``subprocess`` (a fresh, single-threaded interpreter that can unshare), writes the
namespace's uid maps when it is root, and afterwards only talks to the worker over a
SOCK_SEQPACKET socket. Each run has three fresh pipes, made by the worker's server
before it forked the run process and handed to the caller with SCM_RIGHTS ("next
SERIAL", one armed run at a time): the request (parent -> run), the result frames (run
-> parent) and the solution's stdout/stderr (run -> parent); a pidfd of the run process
comes with them (how long it waited for a CPU extends its wall clock, ``attempts.py``). Writing the request starts
the run, without a round trip through the server; the server reports its end ("exit
SERIAL STATUS") and hands over the next one in the same message. The parent enforces the wall-clock limits,
the output limit and the frame format itself; it does not trust the run to stop on time.
"""

from __future__ import annotations

import importlib.util
import json
import os
import random
import select
import shutil
import socket
import subprocess
import sys
import tempfile
import time
from typing import Any

from codereward import interpreters
from codereward.sandbox.caller import tiers
from codereward.sandbox.caller.attempts import KILL_GRACE, Attempt, RunLoop, next_run
from codereward.sandbox.caller.cgroups import WorkerCgroup
from codereward.sandbox.caller.values import SandboxConfig, SandboxUnavailable

# The zygote registers the package directories without running their __init__.py: it
# needs the in-sandbox modules only, not the analyzer nor this caller-side pool. Every
# module it holds makes each run's fork (and the run's copy-on-write faults) dearer.
_SANDBOX_DIR = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))  # codereward/sandbox
_BOOTSTRAP = (
    "import sys, types\n"
    "for name, path in (('codereward', sys.argv[1].rpartition('/')[0]), ('codereward.sandbox', sys.argv[1])):\n"
    "    package = sys.modules[name] = types.ModuleType(name)\n"
    "    package.__path__ = [path]\n"
    "del sys.argv[1]\n"
    "from codereward.sandbox.server import zygote\n"
    "zygote.main()\n"
)


#: the dynamic loader resolves every symbol of the interpreter and its libraries when it loads
#: them, not on first call: otherwise each run resolves (and writes into the shared libraries'
#: tables, a copied page each) the functions its fork calls first, again in every run; the
#: zygote drops it from its environment, so that runs do not see it
LOADER_ENV = {"LD_BIND_NOW": "1"}


def _bind_paths(config: SandboxConfig) -> list[str]:
    paths = ["/usr"]
    for name in ("bin", "sbin", "lib", "lib32", "lib64", "libx32"):
        path = f"/{name}"
        if os.path.isdir(path) and not os.path.islink(path):
            paths.append(path)
    python = interpreters.resolve(config.python)  # its standard library, not the caller's
    paths.append(os.path.realpath(python.base_prefix))
    if config.expose_site_packages and python.prefix != python.base_prefix:
        paths.append(os.path.realpath(python.prefix))
    if os.path.isfile("/etc/ld.so.cache"):
        paths.append("/etc/ld.so.cache")
    paths.extend(os.path.realpath(path) for path in config.extra_paths)
    return paths


def _host_root() -> bool:
    """Root of the initial user namespace (all uids mapped): free to map any host uid.
    Root inside a container's user namespace is not, and maps itself only ("self")."""
    if os.geteuid() != 0:
        return False
    try:
        with open("/proc/self/uid_map") as handle:
            return handle.read().split() == ["0", "0", "4294967295"]
    except OSError:
        return False


def worker_settings(config: SandboxConfig, tier: str, preload: tuple[str, ...]) -> dict[str, Any]:
    # the container tier's runs, when the caller is root: a uid of this worker's own, so
    # that RLIMIT_NPROC counts its runs' processes only
    run_uid = random.randrange(20000, 60000) if tier == tiers.LANDLOCK and os.geteuid() == 0 else None
    return {
        "isolate": tier == tiers.NAMESPACES,
        "confine": tier == tiers.LANDLOCK,
        "run_uid": run_uid,
        # without a uid of their own, the server counts the runs' processes (``leftovers.py``)
        "count_processes": tier != tiers.NAMESPACES and run_uid is None,
        "map": "root" if _host_root() else "self",
        "host_uid": os.geteuid(),
        "host_gid": os.getegid(),
        "binds": _bind_paths(config),
        "preload": list(preload),
        "memory_mb": config.memory_mb,
        "max_processes": config.max_processes,
        "max_output_bytes": config.max_output_bytes,
        "max_file_mb": config.max_file_mb,
        "disk_mb": config.disk_mb,
        "tmpfs_options": f"size={config.disk_mb}m,nr_inodes=16384,mode=1777",
        "max_open_files": config.max_open_files,
        "case_cpu": config.case_cpu_seconds,
        "timeout": config.timeout,
    }


# spares that died while they waited (killed from outside) before a run goes to a live one
_TRIES = 3


class Worker:
    """One warm zygote, its server and the runs it forks; ``preload``: what its warm parent imports."""

    def __init__(self, config: SandboxConfig, tier: str, preload: tuple[str, ...]) -> None:
        self.config = config
        self.tier = tier
        self.preload = preload
        self.settings = worker_settings(config, tier, preload)
        self.process: subprocess.Popen[bytes] | None = None
        self.sock: socket.socket | None = None
        self.cgroup: WorkerCgroup | None = None
        # without namespaces: where the runs' scratch directories go, removed with the
        # worker (a server killed from outside leaves its spares' behind)
        self.scratch_root: str | None = None
        self.armed: tuple[int, list[int]] | None = None  # the next run: its serial and pipes
        self.cpu_wait = 0.0  # seconds the current run's wall clocks were extended by (``attempts.py``)
        self.compiles_here = False  # the worker's Python reads code objects compiled in this one
        self.modules: frozenset[str] = frozenset()  # what its warm parent has imported
        self.dead = True

    # --- lifecycle ---------------------------------------------------------------

    @property
    def isolate(self) -> bool:
        return self.tier != tiers.NONE

    def reconfigure(self, tier: str) -> None:
        if tier != self.tier:
            self.close()
            self.tier = tier
            self.settings = worker_settings(self.config, tier, self.preload)

    def start(self) -> None:
        """Start the zygote; ``SandboxUnavailable`` says why when it cannot isolate."""
        self.close()
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        flags = ["-s", "-B"] + (["-P"] if sys.version_info >= (3, 11) else [])
        env = {
            "PATH": "/usr/local/bin:/usr/bin:/bin",
            "LANG": "C.UTF-8",
            "LC_ALL": "C.UTF-8",
            "HOME": "/tmp",
            "TMPDIR": self._scratch_root(),
            "PYTHONHASHSEED": "0",
            "PYTHONNOUSERSITE": "1",
            **LOADER_ENV,
        }
        debug = os.environ.get("CODEREWARD_SANDBOX_DEBUG") == "1"
        try:
            self.process = subprocess.Popen(
                [self.config.python, *flags, "-c", _BOOTSTRAP, _SANDBOX_DIR, str(theirs.fileno())],
                pass_fds=[theirs.fileno()],
                stdin=subprocess.DEVNULL,
                stdout=None if debug else subprocess.DEVNULL,
                stderr=None if debug else subprocess.DEVNULL,
                env=env,
                cwd="/",
                start_new_session=True,
            )
        except OSError as exc:
            ours.close()
            raise SandboxUnavailable(f"cannot start the sandbox worker: {exc}") from exc
        finally:
            theirs.close()
        self.sock = ours
        try:
            self._handshake()
        except SandboxUnavailable:
            self.close()
            raise
        self.dead = False

    def _handshake(self) -> None:
        assert self.sock is not None and self.process is not None
        self.sock.send(json.dumps(self.settings).encode())
        deadline = time.monotonic() + self.config.start_timeout
        while True:
            message = self._receive(deadline)
            if message is None:
                raise SandboxUnavailable("the sandbox worker did not start in time (or exited)")
            if message == b"unshared":
                self._map_ids()
                self._limit_group()
                self.sock.send(b"mapped")
            elif message.startswith(b"ready"):
                ready = json.loads(message[6:] or b"{}")
                # same bytecode: the caller may send code objects it compiled itself
                self.compiles_here = ready.get("bytecode") == importlib.util.MAGIC_NUMBER.hex()
                self.modules = frozenset(ready.get("modules", ()))
                return
            elif message.startswith(b"fail"):
                detail = message[5:].decode(errors="replace")
                raise SandboxUnavailable(f"cannot isolate untrusted code on this machine: {detail}")

    def _map_ids(self) -> None:
        """Root and uid 1000 of the namespace become two host uids of their own, unused
        elsewhere: the trusted and the untrusted processes are then different users, and
        the process limit counts this worker's runs only."""
        assert self.process is not None
        base = random.randrange(1 << 29, (1 << 31) - 4, 2)
        ids = f"0 {base} 1\n1000 {base + 1} 1\n"
        try:
            for name in ("uid_map", "gid_map"):
                with open(f"/proc/{self.process.pid}/{name}", "w") as handle:
                    handle.write(ids)
        except OSError as exc:
            raise SandboxUnavailable(f"cannot map the user namespace's ids: {exc}") from exc

    def _limit_group(self) -> None:
        """The worker's cgroup (see ``cgroups.py``): joined before the zygote forks anything."""
        assert self.process is not None
        config = self.config
        # one run's processes, its /tmp (tmpfs pages count as memory), the server and the zygote
        memory = (config.memory_mb + config.disk_mb + 256) << 20
        self.cgroup = WorkerCgroup(memory, config.max_processes + 16)
        self.cgroup.attach(self.process.pid)

    def _receive(self, deadline: float) -> bytes | None:
        assert self.sock is not None
        poller = select.poll()
        poller.register(self.sock, select.POLLIN)
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            if poller.poll(left * 1000):
                try:
                    message = self.sock.recv(1 << 16)
                except OSError:
                    return None
                return message or None

    def alive(self) -> bool:
        """The zygote is still there (it exits as soon as its server does)."""
        return self.process is not None and self.process.poll() is None

    def _disarm(self) -> None:
        if self.armed is not None:
            for fd in self.armed[1]:
                os.close(fd)
            self.armed = None

    def forget(self) -> None:
        """Drop the handles without touching the worker (it belongs to another process)."""
        self.dead = True
        self._disarm()  # our copies of the pipes only: closing them does not touch the owner's
        if self.sock is not None:
            self.sock.detach()
            self.sock = None
        if self.process is not None:
            self.process.returncode = 0  # not ours to wait for
            self.process = None
        self.cgroup = None  # nor ours to remove
        self.scratch_root = None

    def close(self) -> None:
        """Kill the worker and wait until its server (and so every run) is gone."""
        self.dead = True
        self._disarm()
        if self.sock is not None:
            # end of file tells the server to kill any run and exit; the zygote then reaps
            # it and exits too, so nothing is left for the host's init to reap
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.sock.close()
            self.sock = None
        if self.process is not None:
            try:
                self.process.wait(timeout=KILL_GRACE)
            except subprocess.TimeoutExpired:
                self.process.kill()  # the server dies with it (PDEATHSIG), and every run with the server
                try:
                    self.process.wait(timeout=KILL_GRACE)
                except subprocess.TimeoutExpired:
                    pass
            self.process = None
        if self.cgroup is not None:
            self.cgroup.remove()
            self.cgroup = None
        if self.scratch_root is not None:
            shutil.rmtree(self.scratch_root, ignore_errors=True)
            self.scratch_root = None

    def _scratch_root(self) -> str:
        if self.tier == tiers.NAMESPACES:
            return "/tmp"  # the worker's own tmpfs
        self.scratch_root = tempfile.mkdtemp(prefix="codereward-worker-")
        os.chmod(self.scratch_root, 0o711)  # a run of another uid may pass, not list
        return self.scratch_root

    # --- one run -----------------------------------------------------------------

    def _next_run(self, deadline: float) -> tuple[int, list[int]] | str:
        """The armed run's serial and pipes (come with the end of the last run), or why there is none."""
        if self.armed is not None:
            armed, self.armed = self.armed, None
            return armed
        assert self.sock is not None
        try:  # the first run's (or one after a failure): the server arms it at once, it is usually there
            message, fds, _flags, _addr = socket.recv_fds(self.sock, 256, 4, socket.MSG_DONTWAIT)
        except BlockingIOError:
            poller = select.poll()
            poller.register(self.sock, select.POLLIN)
            left = deadline - time.monotonic()
            if left <= 0 or not poller.poll(left * 1000):
                return "the sandbox worker did not prepare a run in time"
            try:
                message, fds, _flags, _addr = socket.recv_fds(self.sock, 256, 4)
            except OSError as exc:
                return f"the sandbox worker is gone: {exc}"
        except OSError as exc:
            return f"the sandbox worker is gone: {exc}"
        armed = next_run(message, fds)
        if armed is not None:
            return armed
        if message.startswith(b"fail"):
            return f"the sandbox worker could not start a run: {message[5:].decode(errors='replace')}"
        return "the sandbox worker exited" if not message else "the sandbox worker broke the protocol"

    def execute(self, kind: str, payload: bytes, nonce: str, frame_timeout: float, run_deadline: float) -> Attempt:
        attempt = Attempt(started=time.monotonic())
        if self.dead or self.sock is None:
            attempt.lost = "the sandbox worker is not running"
            return attempt
        for _ in range(_TRIES):
            armed = self._next_run(attempt.started + self.config.start_timeout)
            if isinstance(armed, str):
                attempt.lost = armed
                break
            serial, (data_w, results_r, output_r, pidfd) = armed
            # the first line says which program the run is; the request follows
            loop = RunLoop(
                self, attempt, kind.encode() + b"\n" + payload, nonce, frame_timeout, run_deadline, data_w, serial,
                pidfd,
            )
            try:
                started = loop.prefill()  # the run starts as soon as it can read this
                loop.run(results_r, output_r)  # (a dead spare: its exit, reported at once)
            finally:
                self.cpu_wait += loop.credited
                # each descriptor closed exactly once: in a threaded caller a second close()
                # could hit a descriptor another thread has just opened under the same number
                loop.close_data()
                os.close(results_r)
                os.close(output_r)
                os.close(pidfd)
            if started or attempt.lost:
                break
            attempt = Attempt(started=attempt.started)  # the next spare runs it afresh
        attempt.ended = time.monotonic()
        if attempt.lost:
            self.close()
        return attempt
