"""The warm worker, started by ``worker.py`` as a fresh interpreter running ``main()``.

Process tree of one worker (host view)::

    caller (trainer, any number of threads)
      zygote Z          fresh interpreter: imports, unshares, builds the root, waits on F
        server F        pid 1 of the worker's pid namespace; forks one process per run
          run R / B     pid 1 of a fresh pid namespace per run (killing it kills the run)
            solution A  (assert-style tests only: the judge B forks it)

F forks each run process ahead of its request (a "spare", which sets up its mount and
IPC namespaces and then waits for the run's pipes): the fork is off the request's path.

Z starts single-threaded (``unshare(CLONE_NEWUSER)`` refuses threaded callers) and
enters new user, mount, network, IPC, UTS and pid namespaces. The parent maps the
namespace's root to one host uid and its uid 1000 to another (when the parent is root),
so the trusted processes (F, B) and the untrusted ones (R, A) are different users. Z
builds a root of its own on a tmpfs (the interpreter and libraries bound read-only,
``/dev/null`` & co, nothing of ``/home``, ``/root``, ``/work``, ``/tmp``), pivots into it
and forks F. F never reads a request's payload: it only gets "run" commands with three
pipe descriptors, so every run process starts from the same clean memory image, with no
test data of earlier runs in it.
"""

from __future__ import annotations

import gc
import importlib
import json
import os
import select
import signal
import socket
import sys
from typing import Any

from codereward.sandbox import confine, isolate, judge, runner

_NS_FLAGS = (
    isolate.CLONE_NEWUSER
    | isolate.CLONE_NEWNS
    | isolate.CLONE_NEWNET
    | isolate.CLONE_NEWIPC
    | isolate.CLONE_NEWUTS
    | isolate.CLONE_NEWPID
)
_DEVICES = ("null", "zero", "full", "random", "urandom")
_ROOT_LINKS = ("bin", "sbin", "lib", "lib32", "lib64", "libx32")
_ETC_PASSWD = "root:x:0:0:root:/tmp:/bin/sh\nsandbox:x:1000:1000:sandbox:/tmp:/bin/sh\n"
_ETC_GROUP = "root:x:0:\nsandbox:x:1000:\n"


def _send(sock: socket.socket, text: str) -> None:
    sock.send(text.encode())


def _build_root(cfg: dict[str, Any], sources: dict[str, int]) -> None:
    """Assemble the run's file system under /tmp (a tmpfs private to this namespace)."""
    isolate.mount("tmpfs", "/tmp", "tmpfs", isolate.MS_NOSUID | isolate.MS_NODEV, "size=4m,mode=755")
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
        isolate.bind_readonly(f"/proc/self/fd/{fd}", target)
    for device in _DEVICES:
        if os.path.exists(f"/dev/{device}"):
            open(f"/tmp/dev/{device}", "w").close()
            isolate.mount(f"/dev/{device}", f"/tmp/dev/{device}", None, isolate.MS_BIND)
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


def _isolate(sock: socket.socket, cfg: dict[str, Any]) -> None:
    isolate.unshare(_NS_FLAGS)
    if cfg["map"] == "root":
        _send(sock, "unshared")
        if sock.recv(64) != b"mapped":
            raise OSError(0, "the parent did not map the namespace's uids")
    else:
        isolate.write_file("/proc/self/setgroups", "deny")
        isolate.write_file("/proc/self/uid_map", f"0 {cfg['host_uid']} 1\n")
        isolate.write_file("/proc/self/gid_map", f"0 {cfg['host_gid']} 1\n")
    sources = _bind_sources(cfg)
    isolate.mount("none", "/", None, isolate.MS_REC | isolate.MS_PRIVATE)
    if cfg["map"] == "root":
        os.setgroups([])
    os.setresgid(0, 0, 0)
    os.setresuid(0, 0, 0)
    _build_root(cfg, sources)
    for fd in sources.values():
        os.close(fd)
    isolate.sethostname("sandbox")
    os.chdir("/tmp")
    isolate.pivot_root(".", ".old")
    os.chdir("/")


def _finish_isolation(cfg: dict[str, Any]) -> int:
    """In F (pid 1 of the worker's pid namespace): its /proc, drop the old root, lock up."""
    isolate.prctl(isolate.PR_SET_PDEATHSIG, signal.SIGKILL)
    isolate.mount("proc", "/proc", "proc", isolate.MS_NOSUID | isolate.MS_NODEV | isolate.MS_NOEXEC)
    isolate.umount("/.old", isolate.MNT_DETACH)
    os.rmdir("/.old")
    isolate.mount(
        "none",
        "/",
        None,
        isolate.MS_REMOUNT | isolate.MS_BIND | isolate.MS_RDONLY | isolate.MS_NOSUID | isolate.MS_NODEV,
    )
    if cfg["map"] == "root":
        # untrusted code has no use for user namespaces of its own: less kernel to attack
        try:
            isolate.write_file("/proc/sys/user/max_user_namespaces", "0")
        except OSError:
            pass
    return os.open("/proc/self/ns/pid", os.O_RDONLY)


def _status_text(status: int) -> str:
    if os.WIFSIGNALED(status):
        return f"signal:{os.WTERMSIG(status)}"
    return f"exit:{os.waitstatus_to_exitcode(status)}"


class _Spare:
    """A run process forked ahead of its request, waiting for its pipes."""

    def __init__(self, cfg: dict[str, Any], pidns: int | None) -> None:
        self.scratch = None
        if not cfg["isolate"]:
            import tempfile  # unisolated runs only: kept out of the warm parent otherwise

            self.scratch = tempfile.mkdtemp(prefix="codereward-run-")
        ours, theirs = socket.socketpair(socket.AF_UNIX, socket.SOCK_SEQPACKET)
        try:
            if pidns is not None:
                # a fresh pid namespace for the next child: it becomes that namespace's init
                isolate.setns(pidns, isolate.CLONE_NEWPID)
                isolate.unshare(isolate.CLONE_NEWPID)
            self.pid = os.fork()
            if self.pid == 0:
                ours.close()
                _spare_main(theirs, cfg, self.scratch)
        finally:
            theirs.close()
        self.sock = ours

    def alive(self) -> bool:
        try:
            return os.waitpid(self.pid, os.WNOHANG) == (0, 0)
        except ChildProcessError:
            return False

    def discard(self) -> None:
        self.sock.close()
        try:
            os.kill(self.pid, signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        self.cleanup()

    def cleanup(self) -> None:
        if self.scratch:
            import shutil

            shutil.rmtree(self.scratch, ignore_errors=True)


def _spare_main(sock: socket.socket, cfg: dict[str, Any], scratch: str | None) -> None:
    """In the spare: the privileged part of the setup, then wait for the run's pipes.

    Forking before the request arrives takes the fork and the namespace setup off the
    request's path; the memory image is still the server's clean one.
    """
    code = 70
    try:
        if not cfg["isolate"]:
            os.setsid()
            isolate.prctl(isolate.PR_SET_PDEATHSIG, signal.SIGKILL)
        confine.enter_run_namespace(cfg, scratch)
        message, fds, _flags, _addr = socket.recv_fds(sock, 64, 4)
        sock.close()
        if message and len(fds) == 3:
            (judge.main if message == b"judge" else runner.main)(fds, cfg)
        code = 0
    except BaseException:  # nothing may escape into the server's loop in this child
        code = 71
    finally:
        os._exit(code)


def _wait_run(sock: socket.socket, pid: int, cfg: dict[str, Any]) -> bool:
    """Wait for the run to end or for a kill; False when the caller has gone."""
    pidfd = os.pidfd_open(pid)
    alive = True
    try:
        while True:
            ready, _, _ = select.select([sock, pidfd], [], [])
            if pidfd in ready:
                _, status = os.waitpid(pid, 0)
                if not cfg["isolate"]:
                    _kill_group(pid)
                if alive:
                    _send(sock, "exit " + _status_text(status))
                return alive
            message = sock.recv(64)
            if message in (b"kill", b""):
                alive = alive and message == b"kill"
                if cfg["isolate"]:
                    os.kill(pid, signal.SIGKILL)  # the run's init: the kernel kills its whole pid namespace
                else:
                    _kill_group(pid)
    finally:
        os.close(pidfd)


def _kill_group(pid: int) -> None:
    try:
        os.killpg(pid, signal.SIGKILL)
    except OSError:
        pass


def _serve(sock: socket.socket, cfg: dict[str, Any], pidns: int | None) -> None:
    confine.set_static_limits(cfg)
    gc.collect()
    gc.freeze()  # run processes then share the warm heap instead of copying it on first GC
    spares: list[_Spare] = []  # zero or one, forked ahead of the next request
    try:
        _loop(sock, cfg, pidns, spares)
    finally:
        for spare in spares:  # the caller has gone: the unused spare (and its scratch) too
            spare.discard()


def _loop(sock: socket.socket, cfg: dict[str, Any], pidns: int | None, spares: list[_Spare]) -> None:
    while True:
        if not spares:
            try:
                spares.append(_Spare(cfg, pidns))
            except OSError:
                pass  # retried when a request needs it, and reported then
        message, fds, _flags, _addr = socket.recv_fds(sock, 256, 4)
        if not message:
            return
        words = message.decode(errors="replace").split()
        if len(words) != 2 or words[0] != "run" or words[1] not in ("plain", "judge") or len(fds) != 3:
            for fd in fds:
                os.close(fd)
            _send(sock, "fail malformed command")
            continue
        try:
            if spares and not spares[0].alive():
                spares.pop().discard()
            if not spares:
                spares.append(_Spare(cfg, pidns))
            socket.send_fds(spares[0].sock, [words[1].encode()], fds)
        except OSError as exc:
            _send(sock, f"fail {exc}")
            continue
        finally:
            for fd in fds:
                os.close(fd)
        run = spares.pop()
        run.sock.close()
        _send(sock, "started")
        alive = _wait_run(sock, run.pid, cfg)
        run.cleanup()
        if not alive:
            return


def main() -> None:
    sock = socket.socket(fileno=int(sys.argv[1]))
    try:
        cfg = json.loads(sock.recv(1 << 20))
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
        _send(sock, "ready " + json.dumps({"isolated": False}))
        _serve(sock, cfg, None)
        os._exit(0)
    pid = os.fork()
    if pid:
        sock.close()
        _, status = os.waitpid(pid, 0)
        os._exit(os.waitstatus_to_exitcode(status) & 0xFF)
    try:
        pidns = _finish_isolation(cfg)
        isolate.prctl(isolate.PR_SET_DUMPABLE, 0)
    except Exception as exc:
        _send(sock, f"fail {type(exc).__name__}: {exc}")
        os._exit(1)
    _send(sock, "ready " + json.dumps({"isolated": True, "map": cfg["map"]}))
    _serve(sock, cfg, pidns)
    os._exit(0)


if __name__ == "__main__":
    main()
