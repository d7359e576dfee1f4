"""What each run process does to itself before any untrusted code exists in it.

Order matters and is the same everywhere: the run starts in the mount namespace the
server forked it into (``mounts.py``), enters ``/tmp`` and, where needed, an IPC
namespace of its own (still privileged), sets resource limits, then drops privileges
for good. ``cfg`` is the worker configuration dict the parent sent at startup.
"""

from __future__ import annotations

import _signal
import ctypes
import math
import os
import resource

from codereward.sandbox.kernel import landlock, namespaces, seccomp

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

UNTRUSTED_UID = 1000  # inside the worker's user namespace; mapped to a host uid of its own
_PR_SET_KEEPCAPS, _CAP_DAC_READ_SEARCH = 8, 2
_SYS_CAPSET = {"x86_64": 126, "aarch64": 91, "ppc64le": 184, "s390x": 185, "riscv64": 91}


def enter_run_namespace(cfg: dict[str, Any], scratch: str | None) -> None:
    """The run's working directory: ``/tmp``, the only writable place, a size-limited
    tmpfs in a mount namespace of the run's own that the server forked it into
    (``mounts.py``); an IPC namespace too, unless the worker forbids IPC objects
    altogether (``namespaces.forbid_ipc_objects``): no SysV IPC object or POSIX message
    queue outlives the run. Unisolated: the scratch directory."""
    if not cfg["isolate"]:
        if scratch:
            os.chdir(scratch)
            os.environ["HOME"] = os.environ["TMPDIR"] = scratch  # tempfile's choice, when a run imports it
        return
    if cfg.get("run_ipc_namespace", True):
        namespaces.unshare(namespaces.CLONE_NEWIPC)
    os.chdir("/tmp")


# The server itself runs as a uid of its own too (the namespace's root), with the zygote,
# itself and a judge under it at most: it can live under the runs' process limit when
# that is at least this.
_SERVER_PROCESSES = 8


def set_static_limits(cfg: dict[str, Any]) -> None:
    """The limits every run shares, set once in the server and inherited by each fork
    (whatever a run process does itself costs it copy-on-write faults: it is slower)."""
    namespaces.set_limit(resource.RLIMIT_AS, cfg["memory_mb"] << 20)
    namespaces.set_limit(resource.RLIMIT_FSIZE, cfg["max_file_mb"] << 20)
    namespaces.set_limit(resource.RLIMIT_NOFILE, cfg["max_open_files"])
    namespaces.set_limit(resource.RLIMIT_CORE, 0)
    namespaces.set_limit(resource.RLIMIT_MEMLOCK, 0)
    if cfg["isolate"] and cfg["max_processes"] >= _SERVER_PROCESSES:
        namespaces.set_limit(resource.RLIMIT_NPROC, cfg["max_processes"])
    # a write past RLIMIT_FSIZE then fails with EFBIG (a reason) instead of a silent SIGXFSZ death
    _signal.signal(_signal.SIGXFSZ, _signal.SIG_IGN)
    # no privilege through exec, ever, for anything forked from here (it is inherited)
    namespaces.prctl(namespaces.PR_SET_NO_NEW_PRIVS, 1)


def set_run_limits(cfg: dict[str, Any], cpu_seconds: float | None) -> None:
    """The limits of an untrusted process on top of the static ones."""
    if (cfg["isolate"] and cfg["max_processes"] < _SERVER_PROCESSES) or (cfg["run_uid"] and os.geteuid() == 0):
        # counted per user namespace and uid: this run's processes and threads only
        namespaces.set_limit(resource.RLIMIT_NPROC, cfg["max_processes"])
    if cpu_seconds is not None:
        set_cpu_limit(cpu_seconds)


def set_memory_limit(megabytes: float) -> None:
    """Lower the address-space limit (never above the worker's own)."""
    namespaces.set_limit(resource.RLIMIT_AS, int(megabytes * (1 << 20)))


def set_cpu_limit(seconds: float) -> None:
    namespaces.set_limit(resource.RLIMIT_CPU, int(math.ceil(seconds)) + 1)


def _drop_capabilities(keep: int = 0) -> None:
    """Every capability but ``keep`` (a mask of the first 32) goes, for good."""
    number = _SYS_CAPSET.get(os.uname().machine)
    if number is None:
        raise OSError(0, f"capset: unknown syscall number on {os.uname().machine}")
    header = (ctypes.c_uint32 * 2)(0x20080522, 0)  # _LINUX_CAPABILITY_VERSION_3, this process
    data = (ctypes.c_uint32 * 6)(keep, keep, 0, 0, 0, 0)  # effective, permitted, inheritable (low, high)
    if namespaces.libc().syscall(ctypes.c_long(number), header, data) != 0:
        err = ctypes.get_errno()
        raise OSError(err, f"capset: {os.strerror(err)}")


def drop_privileges(cfg: dict[str, Any]) -> None:
    """Become an unprivileged user that cannot signal, trace or read the trusted processes.

    With a root parent the worker's namespace maps two host uids: the trusted processes
    run as one, untrusted code as the other. Without root there is one uid only, so the
    untrusted process moves into a user namespace of its own and drops every capability:
    it keeps none in the namespace that owns the trusted processes. ``no_new_privs`` rules
    out regaining any through exec (set once in the server, inherited).
    """
    if cfg["isolate"] and cfg["map"] == "root":
        os.setgroups([])
        os.setresgid(UNTRUSTED_UID, UNTRUSTED_UID, UNTRUSTED_UID)
        os.setresuid(UNTRUSTED_UID, UNTRUSTED_UID, UNTRUSTED_UID)
    elif cfg["isolate"]:
        namespaces.unshare(namespaces.CLONE_NEWUSER)
        namespaces.write_file("/proc/self/setgroups", "deny")
        namespaces.write_file("/proc/self/uid_map", f"{UNTRUSTED_UID} 0 1\n")
        namespaces.write_file("/proc/self/gid_map", f"{UNTRUSTED_UID} 0 1\n")
        try:  # no user namespaces below this one: less kernel surface for the solution
            namespaces.write_file("/proc/sys/user/max_user_namespaces", "0")
        except OSError:
            pass
        _drop_capabilities()
    elif os.geteuid() == 0:
        # not the host's root, at least: the container tier's worker has a uid of its own
        # (its runs' process limit counts them only); where that is not mapped, 65534
        for uid in (cfg["run_uid"] or 65534, 65534):
            try:
                os.chown(".", uid, uid)
                os.setgroups([])
                os.setresgid(uid, uid, uid)
                if cfg["confine"]:
                    namespaces.prctl(_PR_SET_KEEPCAPS, 1)
                os.setresuid(uid, uid, uid)
                break
            except OSError:
                pass
        if cfg["confine"]:
            # the interpreter may live where only root can search (pyenv under /root):
            # reading stays possible, and Landlock (not the uid) says what may be read;
            # where the container's bounding set lacks it, nothing is kept
            try:
                _drop_capabilities(1 << _CAP_DAC_READ_SEARCH)
            except OSError:
                _drop_capabilities()


def lock_down(cfg: dict[str, Any]) -> None:
    """The container tier (no namespaces): before untrusted code, the run process takes
    away what it may not do, for itself and all it forks. Landlock: read the interpreter
    and its libraries (``cfg["binds"]``, what the namespace tier shows) and its own
    ``/proc/PID``, read and write the devices and the working directory (its scratch),
    nothing else; no TCP; no signal or abstract socket beyond its own processes (ABI 6+).
    Then the seccomp filter (``seccomp.py``). ``no_new_privs`` is set already."""
    if not cfg["confine"]:
        return
    usable, why = seccomp.available()
    if not usable:
        raise OSError(why)
    devices = [f"/dev/{name}" for name in namespaces.DEVICES]
    landlock.restrict([*cfg["binds"], f"/proc/{os.getpid()}"], [os.getcwd()], devices)
    seccomp.confine()


def probe_lock_down(cfg: dict[str, Any]) -> str:
    """"" when a run can lock itself down here, else why not; tried in a child, since
    nothing of it can be undone."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        why = b""
        try:
            os.close(read_end)
            namespaces.prctl(namespaces.PR_SET_NO_NEW_PRIVS, 1)
            lock_down(cfg)
        except BaseException as exc:  # noqa: BLE001 - reported to the caller
            why = f"{exc}".encode()[:2000]
        finally:
            os.write(write_end, why)
            os._exit(0)
    os.close(write_end)
    try:
        return read_all(read_end, 4096).decode(errors="replace")
    finally:
        os.close(read_end)
        os.waitpid(pid, 0)


def oom_adjust(score: int) -> None:
    """Make the kernel's OOM killer pick this process and everything it forks first
    (raising it needs no privilege). The zygote sets it once, at its start: a run process
    is not dumpable, so its ``/proc/self/oom_score_adj`` is not its own to write."""
    try:
        namespaces.write_file("/proc/self/oom_score_adj", str(score))
    except OSError:
        pass


def redirect_stdio(output_fd: int) -> int:
    """Point stdin at /dev/null and stdout/stderr at the run's output pipe; returns the /dev/null fd."""
    devnull = os.open("/dev/null", os.O_RDWR)
    os.dup2(devnull, 0)
    os.dup2(output_fd, 1)
    os.dup2(output_fd, 2)
    return devnull


def read_all(fd: int, limit: int) -> bytes:
    chunks, size = [], 0
    while True:
        chunk = os.read(fd, 1 << 16)
        if not chunk:
            return b"".join(chunks)
        size += len(chunk)
        if size > limit:
            raise ValueError(f"request larger than {limit} bytes")
        chunks.append(chunk)


def write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def children_cpu() -> float:
    """CPU seconds (user and system) of this process's descendants that have ended and been
    reaped: what a measured or timed child and everything it started used."""
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime
