"""Thin wrappers over the Linux system calls the sandbox isolates with.

Python 3.11 has no ``os.unshare``/``os.setns``/``mount``/``pivot_root``, so they are
reached through ctypes on libc. Every wrapper raises ``OSError`` with the errno and the
operation's name, so that a refusal to isolate can say exactly which step failed.
Nothing here forks or starts threads; the callers decide the order.
"""

from __future__ import annotations

import _socket
import ctypes
import os
import resource
import struct

CLONE_NEWNS = 0x00020000
CLONE_NEWCGROUP = 0x02000000
CLONE_NEWUTS = 0x04000000
CLONE_NEWIPC = 0x08000000
CLONE_NEWUSER = 0x10000000
CLONE_NEWPID = 0x20000000
CLONE_NEWNET = 0x40000000

MS_RDONLY = 1
MS_NOSUID = 2
MS_NODEV = 4
MS_NOEXEC = 8
MS_REMOUNT = 32
MS_NOATIME = 1024
MS_NODIRATIME = 2048
MS_BIND = 4096
MS_REC = 16384
MS_PRIVATE = 1 << 18
MS_RELATIME = 1 << 21
MS_STRICTATIME = 1 << 24
MNT_DETACH = 2

PR_SET_PDEATHSIG = 1
PR_SET_DUMPABLE = 4
PR_SET_NO_NEW_PRIVS = 38
PR_SET_NAME = 15
PR_SET_CHILD_SUBREAPER = 36

#: the device files a run may use, in every tier
DEVICES = ("null", "zero", "full", "random", "urandom")

# statvfs f_flag bits -> mount flags that a user namespace may not clear on remount
_LOCKED_FLAGS = (
    (os.ST_NOSUID, MS_NOSUID),
    (os.ST_NODEV, MS_NODEV),
    (os.ST_NOEXEC, MS_NOEXEC),
    (os.ST_NOATIME, MS_NOATIME),
    (os.ST_NODIRATIME, MS_NODIRATIME),
    (os.ST_RELATIME, MS_RELATIME),
)

_SYS_PIVOT_ROOT = {"x86_64": 155, "aarch64": 41, "ppc64le": 203, "s390x": 217, "riscv64": 41}

_libc: ctypes.CDLL | None = None


def libc() -> ctypes.CDLL:
    global _libc
    if _libc is None:
        # the interpreter's own symbols include libc's; ctypes.util.find_library would
        # import subprocess and threading into the warm parent, and every fork pays for them
        _libc = ctypes.CDLL(None, use_errno=True)
    return _libc


def check(result: int, what: str) -> int:
    if result == -1:
        err = ctypes.get_errno()
        raise OSError(err, f"{what}: {os.strerror(err)}")
    return result


def unshare(flags: int) -> None:
    check(libc().unshare(ctypes.c_int(flags)), "unshare")


def setns(fd: int, nstype: int) -> None:
    check(libc().setns(ctypes.c_int(fd), ctypes.c_int(nstype)), "setns")


def mount(source: str, target: str, fstype: str | None, flags: int, data: str | None = None) -> None:
    check(
        libc().mount(
            source.encode(),
            target.encode(),
            fstype.encode() if fstype else None,
            ctypes.c_ulong(flags),
            data.encode() if data else None,
        ),
        f"mount {source} on {target}",
    )


def umount(target: str, flags: int = 0) -> None:
    check(libc().umount2(target.encode(), ctypes.c_int(flags)), f"umount {target}")


def pivot_root(new_root: str, put_old: str) -> None:
    number = _SYS_PIVOT_ROOT.get(os.uname().machine)
    if number is None:
        raise OSError(0, f"pivot_root: unknown syscall number on {os.uname().machine}")
    check(libc().syscall(ctypes.c_long(number), new_root.encode(), put_old.encode()), "pivot_root")


def prctl(option: int, arg: int) -> None:
    check(libc().prctl(ctypes.c_int(option), ctypes.c_ulong(arg), 0, 0, 0), f"prctl({option})")


def set_process_name(name: str) -> None:
    """What ``ps`` and ``top`` show for this process (at most 15 bytes)."""
    libc().prctl(ctypes.c_int(PR_SET_NAME), name.encode()[:15], 0, 0, 0)


def sethostname(name: str) -> None:
    raw = name.encode()
    check(libc().sethostname(raw, ctypes.c_size_t(len(raw))), "sethostname")


def bind_readonly(source: str, target: str) -> None:
    """Bind ``source`` on ``target`` and make the bind read-only.

    A bind mount ignores MS_RDONLY; it takes a second remount. Inside a user namespace
    the remount must keep the flags the original mount was locked with (nosuid, nodev,
    noexec, atime), or the kernel refuses it.
    """
    mount(source, target, None, MS_BIND | MS_REC)
    flags = MS_REMOUNT | MS_BIND | MS_RDONLY | MS_NOSUID | MS_NODEV
    vfs = os.statvfs(target).f_flag
    for st_flag, ms_flag in _LOCKED_FLAGS:
        if vfs & st_flag:
            flags |= ms_flag
    mount("none", target, None, flags)


def set_limit(which: int, value: int) -> None:
    """Set soft and hard limits, never above the current hard limit (that would fail)."""
    _soft, hard = resource.getrlimit(which)
    if hard != resource.RLIM_INFINITY:
        value = min(value, hard)
    resource.setrlimit(which, (value, value))


def close_fds_except(keep: set[int]) -> None:
    """Close every descriptor of this process but ``keep``: the next code is untrusted.

    ``os.closerange`` is one close_range(2) call per gap, far cheaper than listing
    /proc/self/fd in every run.
    """
    low = 0
    for fd in sorted(keep):
        if fd > low:
            os.closerange(low, fd)
        low = max(low, fd + 1)
    os.closerange(low, max(low + 1, resource.getrlimit(resource.RLIMIT_NOFILE)[0], 1 << 16))


def send_fds(sock: _socket.socket, message: bytes, fds: list[int]) -> None:
    """``socket.send_fds``, without the ``socket`` module (it imports enum and selectors)
    and without ``array`` (it imports collections)."""
    data = struct.pack(f"{len(fds)}i", *fds)
    sock.sendmsg([message], [(_socket.SOL_SOCKET, _socket.SCM_RIGHTS, data)])


def write_file(path: str, text: str) -> None:
    fd = os.open(path, os.O_WRONLY)
    try:
        os.write(fd, text.encode())
    finally:
        os.close(fd)


# With these at 0 nothing in the worker (an unprivileged run least of all) can create a
# SysV shared memory segment, message queue or semaphore set, or a POSIX message queue,
# so none can outlive a run: the runs then need no IPC namespace each (one less
# namespace to make and free per run). Writable by the namespace's root since Linux 5.19.
_IPC_LIMITS = (
    ("kernel/shmmni", "0"),
    ("kernel/shmall", "0"),
    ("kernel/msgmni", "0"),
    ("kernel/sem", "0 0 0 0"),
    ("fs/mqueue/queues_max", "0"),
)


def forbid_ipc_objects() -> bool:
    """Set the worker's IPC limits to 0; False (each run gets an IPC namespace) if it cannot."""
    for name, value in _IPC_LIMITS:
        path = f"/proc/sys/{name}"
        try:
            write_file(path, value)
            with open(path) as handle:
                if handle.read().split() != value.split():
                    return False
        except OSError:
            return False
    return True
