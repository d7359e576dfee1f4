"""The warm worker, started by ``handle.py`` as a fresh interpreter running ``main()``.

Process tree of one worker (host view)::

    caller (trainer, any number of threads)
      zygote Z          fresh interpreter: imports, unshares, builds the root, waits on F
        server F        pid 1 of the worker's pid namespace; forks one process per run
          run R / B     pid 1 of a fresh pid namespace per run (killing it kills the run)
            solution A  (assert-style tests only: the judge B forks it)

F forks run processes ahead of their requests, a few at a time ("spares": each is
forked into a pid namespace of its own and a mount namespace with a clean ``/tmp``
(``mounts.py``), closes every descriptor but its own pipes and blocks reading its
request pipe). F hands the caller one spare's pipes at a time ("next
SERIAL"); the caller starts it by writing the request, with no message through F, and F
reports its end ("exit SERIAL STATUS", in the same message as the next spare's pipes) or
kills it on "kill SERIAL". The forks are off
the request's path, and a burst of them costs F's own copy-on-write faults once.

Z starts single-threaded (``unshare(CLONE_NEWUSER)`` refuses threaded callers) and
enters new user, mount, network, IPC, UTS and pid namespaces. The parent maps the
namespace's root to one host uid and its uid 1000 to another (when the parent is root),
so the trusted processes (F, B) and the untrusted ones (R, A) are different users. Z
builds a root of its own on a tmpfs (the interpreter and libraries bound read-only,
``/dev/null`` & co, nothing of ``/home``, ``/root``, ``/work``, ``/tmp``), pivots into it
and forks F. F never reads a request's payload (only the run process reads its pipe), so
every run process starts from the same clean memory image, with no test data of earlier
runs in it; before its first fork F runs the pure parts of a run on constant dummy data
(``warmup.py``), so that runs start from specialised code.

Every module Z imports is memory that each run's fork copies and each run's exit frees.
So Z imports the run's own modules and C modules where the stdlib's Python wrappers
would pull in enum, re and collections (``_socket``, ``_signal``, ``_json``); ``typing``
is for type checkers only, and the caller rewrites assert-style tests (``ast``) and
sends them compiled. ``tests/test_sandbox.py`` keeps that list lean.
"""

from __future__ import annotations

import _signal
import _socket
import gc
import importlib
import os
import select
import sys

from codereward.sandbox.beside_solution import confinement
from codereward.sandbox.kernel import namespaces, seccomp
from codereward.sandbox.protocol import codec
from codereward.sandbox.server import leftovers, warmup
from codereward.sandbox.server.spares import RunNamespaces, Spare

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

_NS_FLAGS = (
    namespaces.CLONE_NEWUSER
    | namespaces.CLONE_NEWNS
    | namespaces.CLONE_NEWNET
    | namespaces.CLONE_NEWIPC
    | namespaces.CLONE_NEWUTS
    | namespaces.CLONE_NEWPID
)
_ROOT_LINKS = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
_ETC_PASSWD = "root:x:0:0:root:/tmp:/bin/sh\nsandbox:x:1000:1000:sandbox:/tmp:/bin/sh\n"
_ETC_GROUP = "root:x:0:\nsandbox:x:1000:\n"


def _send(sock: _socket.socket, text: str) -> None:
    sock.send(text.encode())


def _build_root(cfg: dict[str, Any], sources: dict[str, int]) -> None:
    """Assemble the run's file system under /tmp (a tmpfs private to this namespace)."""
    namespaces.mount("tmpfs", "/tmp", "tmpfs", namespaces.MS_NOSUID | namespaces.MS_NODEV, "size=4m,mode=755")
    for name in ("proc", "tmp", "dev", "etc", ".old"):
        os.makedirs(f"/tmp/{name}", exist_ok=True)
    os.chmod("/tmp/tmp", 0o1777)
    os.symlink("/tmp", "/tmp/dev/shm")  # POSIX shared memory and semaphores live in the run's /tmp
    for name in _ROOT_LINKS:
        host = f"/{name}"
        if os.path.islink(host):
            os.symlink(os.readlink(host), f"/tmp/{name}")
    for path, fd in sources.items():
        target = "/tmp" + path
        if os.path.isdir(f"/proc/self/fd/{fd}"):
            os.makedirs(target, exist_ok=True)
        else:
            os.makedirs(os.path.dirname(target), exist_ok=True)
            open(target, "w").close()
        namespaces.bind_readonly(f"/proc/self/fd/{fd}", target)
    for device in namespaces.DEVICES:
        if os.path.exists(f"/dev/{device}"):
            open(f"/tmp/dev/{device}", "w").close()
            namespaces.mount(f"/dev/{device}", f"/tmp/dev/{device}", None, namespaces.MS_BIND)
    for name, text in (("passwd", _ETC_PASSWD), ("group", _ETC_GROUP), ("hosts", "127.0.0.1 localhost\n")):
        with open(f"/tmp/etc/{name}", "w") as handle:
            handle.write(text)


def _bind_sources(cfg: dict[str, Any]) -> dict[str, int]:
    """O_PATH descriptors of what to show, opened while we still are the host user
    (after the uid switch, /root and its like are no longer searchable)."""
    sources = {}
    for path in cfg["binds"]:
        if path not in sources and os.path.exists(path):
            sources[path] = os.open(path, os.O_PATH)
    return sources


def _isolate(sock: _socket.socket, cfg: dict[str, Any]) -> None:
    namespaces.unshare(_NS_FLAGS)
    if cfg["map"] == "root":
        _send(sock, "unshared")
        if sock.recv(64) != b"mapped":
            raise OSError(0, "the parent did not map the namespace's uids")
    else:
        namespaces.write_file("/proc/self/setgroups", "deny")
        namespaces.write_file("/proc/self/uid_map", f"0 {cfg['host_uid']} 1\n")
        namespaces.write_file("/proc/self/gid_map", f"0 {cfg['host_gid']} 1\n")
    sources = _bind_sources(cfg)
    namespaces.mount("none", "/", None, namespaces.MS_REC | namespaces.MS_PRIVATE)
    if cfg["map"] == "root":
        os.setgroups([])
    os.setresgid(0, 0, 0)
    os.setresuid(0, 0, 0)
    _build_root(cfg, sources)
    for fd in sources.values():
        os.close(fd)
    namespaces.sethostname("sandbox")
    os.chdir("/tmp")
    namespaces.pivot_root(".", ".old")
    os.chdir("/")


def _finish_isolation(cfg: dict[str, Any]) -> int:
    """In F (pid 1 of the worker's pid namespace): its /proc, drop the old root, lock up."""
    namespaces.prctl(namespaces.PR_SET_PDEATHSIG, _signal.SIGKILL)
    # hidepid: a run (uid 1000) sees its own processes only, not the server or the spares
    namespaces.mount("proc", "/proc", "proc", namespaces.MS_NOSUID | namespaces.MS_NODEV | namespaces.MS_NOEXEC, "hidepid=2")
    namespaces.umount("/.old", namespaces.MNT_DETACH)
    os.rmdir("/.old")
    namespaces.mount(
        "none",
        "/",
        None,
        namespaces.MS_REMOUNT | namespaces.MS_BIND | namespaces.MS_RDONLY | namespaces.MS_NOSUID | namespaces.MS_NODEV,
    )
    if cfg["map"] == "root":
        # untrusted code has no use for user namespaces of its own: less kernel to attack
        try:
            namespaces.write_file("/proc/sys/user/max_user_namespaces", "0")
        except OSError:
            pass
    cfg["run_ipc_namespace"] = not namespaces.forbid_ipc_objects()
    return os.open("/proc/self/ns/pid", os.O_RDONLY)


def _status_text(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"signal:{os.WTERMSIG(status)}"
    return f"exit:{os.waitstatus_to_exitcode(status)}"


def _kill_run(pid: int, cfg: dict[str, Any]) -> None:
    if cfg["isolate"]:
        try:
            os.kill(pid, _signal.SIGKILL)  # the run's init: the kernel kills its whole pid namespace
        except OSError:
            pass
    else:
        _kill_group(pid)


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, _signal.SIGKILL)
    except OSError:
        pass


def _serve(sock: _socket.socket, cfg: dict[str, Any], spaces: RunNamespaces | None) -> None:
    namespaces.set_process_name("codereward-sbx")  # and every run forked from here: what ps shows
    confinement.set_static_limits(cfg)
    if not cfg["isolate"]:
        leftovers.become_subreaper()
    warmup.warm_up(cfg)
    gc.collect()
    namespaces.libc().malloc_trim(0)  # freed heap pages: fewer page-table entries for every fork to copy
    gc.freeze()  # run processes then share the warm heap instead of copying it on first GC
    spares: list[Spare] = []  # forked ahead of the next requests
    try:
        _loop(sock, cfg, spaces, spares)
    finally:
        for spare in spares:  # the caller has gone: the unused spares (and their scratch) too
            spare.discard()
        if not cfg["isolate"]:
            leftovers.sweep(set())  # whatever is still a child of ours (no pid namespace ends it)


# Spares are forked in bursts, while a run goes: after a fork, every page the server
# writes is copied (the spares still share it), so the server's own loop faults once per
# burst, not once per run. Not more than two: a run's write to a page that other waiting
# spares still share is a copy, where it could reuse the page alone (four cost more than
# two: docs/sandbox.md, "Speed"). Each waiting spare is a process of the namespace's root user, under the
# server's RLIMIT_NPROC and the worker's cgroup alongside the zygote, server and judge.
_BURST = 2


def _refill(cfg: dict[str, Any], spaces: RunNamespaces | None, spares: list[Spare]) -> None:
    for _ in range(_BURST - len(spares)):
        try:
            spares.append(Spare(cfg, spaces))
        except OSError:
            return  # retried when a request needs it, and reported then


def _take(cfg: dict[str, Any], spaces: RunNamespaces | None, spares: list[Spare]) -> Spare:
    """A live spare for the next run (forked now if none waits), with a pidfd of it (the
    caller reads how long the run waited for a CPU)."""
    while spares and not spares[-1].alive():
        spares.pop().discard()
    if not spares:
        spares.append(Spare(cfg, spaces))
    spare = spares.pop()
    try:
        spare.pidfd = os.pidfd_open(spare.pid)
    except OSError:
        spare.discard()
        raise
    return spare


def _hand_over(sock: _socket.socket, spare: Spare, message: str) -> None:
    """Send ``message`` with the spare's three pipe ends and its pidfd (SCM_RIGHTS)."""
    try:
        namespaces.send_fds(sock, message.encode(), [*spare.fds, spare.pidfd])
    except OSError:
        spare.discard()
        raise
    spare.close_fds()


def _loop(sock: _socket.socket, cfg: dict[str, Any], spaces: RunNamespaces | None, spares: list[Spare]) -> None:
    """One armed spare at a time: the caller starts it by writing its request; the server
    waits for it to end or for "kill SERIAL". The end of a run ("exit SERIAL STATUS") goes
    out in one message with the next run's pipes ("next SERIAL"): one send, one receive;
    what is left of the ended run is cleaned up after that message."""
    serial, ended, previous = 0, "", None
    while True:
        serial += 1
        try:
            try:
                run = _take(cfg, spaces, spares)
            except OSError as exc:
                if ended:
                    _send(sock, ended.rstrip("\n"))
                _send(sock, f"fail {exc}")
                return  # the caller restarts a worker that failed
            try:
                _hand_over(sock, run, f"{ended}next {serial}")
            except OSError:
                return  # the caller has gone
        finally:
            if previous is not None:
                previous.cleanup()
        if not spares:  # the next burst, forked while this run goes
            _refill(cfg, spaces, spares)
        try:
            ended = _wait_run(sock, run, serial, cfg, spares)
        except BaseException:
            run.cleanup()
            raise
        if ended is None:
            run.cleanup()
            return
        previous = run


def _wait_run(sock: _socket.socket, run: Spare, serial: int, cfg: dict[str, Any], spares: list[Spare]) -> str | None:
    """Wait for the run to end or for a kill: its "exit SERIAL STATUS" line, or None when
    the caller has gone. Without namespaces, the run's scratch directory is measured
    meanwhile (``leftovers.py``)."""
    assert run.pidfd is not None
    kill = f"kill {serial}".encode()
    tick = leftovers.TICK if run.scratch else None
    over = ""  # the limit the server killed the run for
    while True:
        ready, _, _ = select.select([sock, run.pidfd], [], [], tick)
        if not ready:
            if leftovers.over_disk(run.scratch, cfg["disk_mb"]):
                over = "disk:"
            elif cfg["count_processes"] and leftovers.processes(len(spares), cfg["max_processes"]) > cfg["max_processes"]:
                over = "processes:"
            if over:
                tick = None
                _kill_run(run.pid, cfg)
            continue
        if run.pidfd in ready:
            status = run.wait()
            if not cfg["isolate"]:
                _kill_group(run.pid)
                leftovers.sweep({spare.pid for spare in spares})
            return f"exit {serial} {over}{_status_text(status)}\n"
        message = sock.recv(64)
        if not message:
            _kill_run(run.pid, cfg)
            run.wait()
            return None
        if message == kill:  # a kill for an earlier run, which has ended already, is stale
            _kill_run(run.pid, cfg)


def _facts() -> dict[str, Any]:
    """For the caller: the magic number of this interpreter's code objects (it compiles
    for us when it matches), and the modules imported here (which runs fit this worker)."""
    return {
        "bytecode": importlib._bootstrap_external.MAGIC_NUMBER.hex(),  # type: ignore[attr-defined]
        "modules": sorted(sys.modules),
    }


def main() -> None:
    sock = _socket.socket(fileno=int(sys.argv[1]))
    os.environ.pop("LD_BIND_NOW", None)  # read by the loader at start (``handle.LOADER_ENV``); not the runs' to see
    # integers of any length to and from text, in every run, as the Pythons the datasets'
    # judges ran (before 3.11): answers of thousands of digits are printed and returned
    if hasattr(sys, "set_int_max_str_digits"):
        sys.set_int_max_str_digits(0)
    confinement.oom_adjust(1000)  # the whole worker, runs included, before the caller (trainer)
    try:
        cfg = codec.decode_json(sock.recv(1 << 20))
        for name in cfg["preload"]:
            try:
                importlib.import_module(name)
            except ImportError:
                pass
        if cfg["isolate"]:
            _isolate(sock, cfg)
    except Exception as exc:
        _send(sock, f"fail {type(exc).__name__}: {exc}")
        os._exit(1)
    if not cfg["isolate"]:
        why = confinement.probe_lock_down(cfg) if cfg["confine"] else ""
        if why:
            _send(sock, f"fail {why}")
            os._exit(1)
        if cfg["confine"]:
            seccomp.prepare()  # once here, not in every run
        _send(sock, "ready " + codec.strict_json({"isolated": False, **_facts()}, 1 << 15))
        _serve(sock, cfg, None)
        os._exit(0)
    pid = os.fork()
    if pid:
        sock.close()
        _, status = os.waitpid(pid, 0)
        os._exit(os.waitstatus_to_exitcode(status) & 0xFF)
    try:
        pidns = _finish_isolation(cfg)
        namespaces.prctl(namespaces.PR_SET_DUMPABLE, 0)
    except Exception as exc:
        _send(sock, f"fail {type(exc).__name__}: {exc}")
        os._exit(1)
    _send(sock, "ready " + codec.strict_json({"isolated": True, "map": cfg["map"], **_facts()}, 1 << 15))
    _serve(sock, cfg, RunNamespaces(cfg, pidns))
    os._exit(0)


if __name__ == "__main__":
    main()
