"""The runs' mount namespaces: made by the server, handed to a later run while clean.

Every run's writable place is ``/tmp``, a size-limited tmpfs of its own in a mount
namespace of its own. Making a mount namespace and a tmpfs for each run, and tearing
them down at its exit, was a sizeable share of a trivial run's cost (docs/benchmarks.md,
"Sandbox"). Most runs never
write a file, so the server keeps each namespace it made, and gives it to a later run
when the last one left its ``/tmp`` exactly as it found it:

- the tmpfs root's ctime has not moved: nothing was created, removed or renamed in it,
  and neither its mode, owner, times nor extended attributes changed;
- the tmpfs counts as many inodes and blocks in use as when it was made.

Anything else, and the namespace is dropped (its tmpfs with it) and a fresh one made.
A run cannot change the rest of the namespace: it has no capability over the worker's
user namespace, which owns it, so it mounts and unmounts nothing; every other mount
there is read-only, ``/dev``'s character devices, or the worker's ``/proc``. Each
namespace serves one process tree at a time (a spare, then its run); it goes back to
the pool only after the whole pid namespace of that run is gone.
"""

from __future__ import annotations

import os

from codereward.sandbox.kernel import namespaces

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any


class RunMounts:
    """One mount namespace with a fresh tmpfs on ``/tmp``, held by two descriptors."""

    def __init__(self, cfg: dict[str, Any], home: int) -> None:
        self.namespace = self.tmp = -1
        namespaces.unshare(namespaces.CLONE_NEWNS)
        try:
            namespaces.mount("tmpfs", "/tmp", "tmpfs", namespaces.MS_NOSUID | namespaces.MS_NODEV, cfg["tmpfs_options"])
            self.namespace = os.open("/proc/self/ns/mnt", os.O_RDONLY)
            self.tmp = os.open("/tmp", os.O_RDONLY | os.O_DIRECTORY)
            self.fresh = self._state()
        except BaseException:
            self.close()
            raise
        finally:
            namespaces.setns(home, namespaces.CLONE_NEWNS)  # the server stays in the worker's namespace

    def _state(self) -> tuple[int, int, int]:
        info = os.fstatvfs(self.tmp)
        return os.fstat(self.tmp).st_ctime_ns, info.f_files - info.f_ffree, info.f_blocks - info.f_bfree

    def untouched(self) -> bool:
        try:
            return self._state() == self.fresh
        except OSError:
            return False

    def close(self) -> None:
        for fd in (self.namespace, self.tmp):
            if fd >= 0:
                os.close(fd)
        self.namespace = self.tmp = -1


class MountPool:
    """The server's mount namespaces for runs: ``take`` one for the next fork, ``give_back``
    it when that run has ended (kept while untouched, else dropped)."""

    def __init__(self, cfg: dict[str, Any]) -> None:
        self.cfg = cfg
        self.home = os.open("/proc/self/ns/mnt", os.O_RDONLY)
        self.free: list[RunMounts] = []

    def take(self) -> RunMounts:
        return self.free.pop() if self.free else RunMounts(self.cfg, self.home)

    def give_back(self, mounts: RunMounts) -> None:
        if mounts.untouched():
            self.free.append(mounts)
        else:
            mounts.close()

    def fork_into(self, mounts: RunMounts) -> int:
        """``os.fork`` with the child in ``mounts``' namespace (the server stays in its own)."""
        namespaces.setns(mounts.namespace, namespaces.CLONE_NEWNS)
        try:
            pid = os.fork()
        except BaseException:
            namespaces.setns(self.home, namespaces.CLONE_NEWNS)
            raise
        if pid:
            namespaces.setns(self.home, namespaces.CLONE_NEWNS)
        return pid
