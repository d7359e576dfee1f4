"""What a run without namespaces leaves behind, and how the server ends it.

In the namespace tier a run is the init of a pid namespace and its ``/tmp`` is a
size-limited tmpfs: the kernel kills whatever it started, and bounds what it writes.
Without namespaces (the container tier, and ``allow_unisolated``) the worker's server
does both itself:

- it is a child subreaper: a process the run started and orphaned (a daemon that
  double-forked and left the run's session) becomes the server's child, not init's,
  and once the run has ended the server kills and reaps every child that is not one of
  its waiting spares, until none is left;
- while a run goes, it measures the run's scratch directory every ``TICK`` seconds and
  kills the run once it holds more than ``disk_mb`` (or more entries than the tmpfs of
  the namespace tier allows);
- where the run has no uid of its own (a non-root caller), RLIMIT_NPROC would count the
  caller's processes too, so the server counts the run's instead at each tick (its
  descendants, and what it orphaned) and kills the run past ``max_processes``: a bound
  that a fork bomb can overshoot by what it forks in one tick.
"""

from __future__ import annotations

import _signal
import os

from codereward.processes import children
from codereward.sandbox.kernel import namespaces

TICK = 0.02  # seconds between two measures of a running run's scratch directory
MAX_ENTRIES = 16384  # files and directories, as nr_inodes of the namespace tier's /tmp


def become_subreaper() -> None:
    namespaces.prctl(namespaces.PR_SET_CHILD_SUBREAPER, 1)


def processes(idle: int, limit: int) -> int:
    """The processes below this one, less ``idle`` of them (its waiting spares): a run's
    and what it orphaned. Counting stops past ``limit``."""
    count, pending = -idle, children(os.getpid())
    while pending and count <= limit:
        pid = pending.pop()
        count += 1
        pending.extend(children(pid))
    return count


def sweep(keep: set[int]) -> int:
    """Kill and reap every child of this (single-threaded) process but ``keep``; returns
    how many. A child killed here hands its own children to us: the loop takes them next."""
    swept = 0
    while True:
        strays = [pid for pid in children(os.getpid()) if pid not in keep]
        if not strays:
            return swept
        for pid in strays:
            try:
                os.kill(pid, _signal.SIGKILL)
            except OSError:
                pass
        for pid in strays:
            try:
                os.waitpid(pid, 0)
            except ChildProcessError:
                pass
            swept += 1


def usage(scratch: str) -> tuple[int, int]:
    """(bytes allocated, entries) beneath ``scratch``; what cannot be read counts nothing."""
    size = entries = 0
    pending = [scratch]
    while pending and entries <= MAX_ENTRIES:
        try:
            with os.scandir(pending.pop()) as listing:
                for entry in listing:
                    entries += 1
                    try:
                        size += entry.stat(follow_symlinks=False).st_blocks * 512
                        if entry.is_dir(follow_symlinks=False):
                            pending.append(entry.path)
                    except OSError:
                        pass
        except OSError:
            pass
    return size, entries


def over_disk(scratch: str, disk_mb: int) -> bool:
    size, entries = usage(scratch)
    return size > disk_mb << 20 or entries > MAX_ENTRIES


def make_scratch() -> str:
    """A fresh directory for one run, only the server's to enter (``mkdtemp`` without
    ``tempfile``, which would import ``random``, ``re`` and ``collections`` into the
    warm parent)."""
    path = f"{os.environ.get('TMPDIR', '/tmp')}/codereward-run-{os.urandom(8).hex()}"
    os.mkdir(path, 0o700)
    return path


def remove_tree(path: str) -> None:
    """Remove ``path`` and everything in it, following no symbolic link; what cannot be
    removed stays (``shutil.rmtree`` with ``ignore_errors``, without importing shutil)."""
    try:
        for _top, dirs, files, top_fd in os.fwalk(path, topdown=False):
            for name in files:
                _remove(name, top_fd, os.unlink)
            for name in dirs:  # a link to a directory is listed here too
                _remove(name, top_fd, os.rmdir)
        os.rmdir(path)
    except OSError:
        pass


def _remove(name: str, dir_fd: int, how: object) -> None:
    try:
        how(name, dir_fd=dir_fd)  # type: ignore[operator]
    except NotADirectoryError:
        os.unlink(name, dir_fd=dir_fd)
    except OSError:
        pass
