"""Run processes forked ahead of their requests ("spares"), and what they are forked into.

The server (``zygote.py``) makes each spare's three pipes, forks it into a pid namespace
of its own and a mount namespace with a clean ``/tmp`` (``mounts.py``), and keeps the
caller's ends until it hands them over. The spare closes every other descriptor and
blocks reading its request; the caller starts it by writing the request, with no
message through the server. Forking ahead takes the fork and the namespace setup off a
request's path, and the spare's memory image is still the server's clean one.
"""

from __future__ import annotations

import _signal
import os

from codereward.sandbox.beside_solution import confinement, judge, runner, timing
from codereward.sandbox.kernel import namespaces
from codereward.sandbox.server import leftovers, mounts

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any


class RunNamespaces:
    """What the server forks each run into: a pid namespace of the run's own (a child of
    the worker's: killing its init kills everything the run started) and a mount
    namespace of its own with a clean ``/tmp`` (``mounts.py``)."""

    def __init__(self, cfg: dict[str, Any], pidns: int) -> None:
        self.pidns = pidns
        self.mounts = mounts.MountPool(cfg)

    def fork(self) -> tuple[int, mounts.RunMounts]:
        namespaces.setns(self.pidns, namespaces.CLONE_NEWPID)
        namespaces.unshare(namespaces.CLONE_NEWPID)  # the next child becomes that namespace's init
        taken = self.mounts.take()
        try:
            return self.mounts.fork_into(taken), taken
        except BaseException:
            taken.close()
            raise


class Spare:
    """A run process forked ahead of its request, blocked on reading it.

    The server makes the run's three pipes before the fork and keeps the caller's ends
    (request in, results and output out) until it hands them over: the caller then
    starts the run by writing its request, with no message through the server.
    """

    def __init__(self, cfg: dict[str, Any], spaces: RunNamespaces | None) -> None:
        self.spaces = spaces
        self.mounts: mounts.RunMounts | None = None
        self.reaped = False  # waited for: nothing of its pid namespace is left
        self.scratch = None
        if not cfg["isolate"]:
            self.scratch = leftovers.make_scratch()
        self.fds: list[int] = []
        theirs: list[int] = []
        try:
            for _ in range(3):
                read_end, write_end = os.pipe()
                self.fds.append(read_end)
                theirs.append(write_end)
            # request: the run reads, the caller writes; results and output: the reverse
            self.fds[0], theirs[0] = theirs[0], self.fds[0]
            if spaces is not None:
                self.pid, self.mounts = spaces.fork()
            else:
                self.pid = os.fork()
            if self.pid == 0:
                _spare_main(theirs, cfg, self.scratch)
        except BaseException:
            self.close_fds()
            raise
        finally:
            for fd in theirs:
                os.close(fd)
        self.pidfd: int | None = None

    def alive(self) -> bool:
        try:
            if os.waitpid(self.pid, os.WNOHANG) == (0, 0):
                return True
        except ChildProcessError:
            pass
        self.reaped = True
        return False

    def wait(self) -> int:
        _, status = os.waitpid(self.pid, 0)
        self.reaped = True
        return status

    def close_fds(self) -> None:
        for fd in self.fds:
            os.close(fd)
        self.fds = []

    def discard(self) -> None:
        self.close_fds()
        try:
            os.kill(self.pid, _signal.SIGKILL)
            os.waitpid(self.pid, 0)
        except OSError:
            pass
        if self.mounts is not None:
            self.mounts.close()  # never handed on: whatever happened in it
            self.mounts = None
        self.cleanup()

    def cleanup(self) -> None:
        if self.pidfd is not None:
            os.close(self.pidfd)
            self.pidfd = None
        if self.mounts is not None:
            if self.reaped and self.spaces is not None:
                self.spaces.mounts.give_back(self.mounts)  # to a later run, if it is untouched
            else:
                self.mounts.close()
            self.mounts = None
        if self.scratch:
            leftovers.remove_tree(self.scratch)


def _spare_main(fds: list[int], cfg: dict[str, Any], scratch: str | None) -> None:
    """In the spare: the privileged part of the setup, then wait for the request.

    Forking before the request arrives takes the fork and the namespace setup off the
    request's path; the memory image is still the server's clean one.
    """
    code = 70
    try:
        # first of all: the caller's ends of the other spares' pipes, inherited from the
        # server, must not stay open here (a run reads its request up to end of file)
        namespaces.close_fds_except({0, 1, 2, *fds})
        if not cfg["isolate"]:
            os.setsid()
            namespaces.prctl(namespaces.PR_SET_PDEATHSIG, _signal.SIGKILL)
        confinement.enter_run_namespace(cfg, scratch)
        kind = _read_kind(fds[0])
        program = {b"plain": runner.main, b"judge": judge.main, b"timed": timing.main}.get(kind)
        if program is not None:
            program(fds, cfg)
        code = 0
    except BaseException:  # nothing may escape into the server's loop in this child
        code = 71
    finally:
        os._exit(code)


def _read_kind(fd: int) -> bytes:
    """The request's first line, "plain", "judge" or "timed"; b"" when the caller never sends one."""
    line = b""
    while len(line) < _KIND_SIZE:
        chunk = os.read(fd, _KIND_SIZE - len(line))
        if not chunk:
            return b""
        line += chunk
    return line[:-1] if line.endswith(b"\n") else b""


_KIND_SIZE = len(b"plain\n")
