"""The container tier's seccomp-bpf filter: the system calls a run may make, and how.

An allow-list: every call not named here fails with ``EPERM`` (``ENOSYS`` for
``clone3``, whose flags a filter cannot read, so that the C library falls back to
``clone``), and so does every call of another ABI (32-bit or x32 calls on x86_64). A
deny-list would let through whatever the kernel adds next; the price of an allow-list is
a call that ordinary code needs and that is missing, which fails as an ``OSError`` in
the solution (the public benchmarks' solutions pass under it: ``tests/test_sandbox.py``).

Left out on purpose: ``ptrace``, ``process_vm_readv``/``writev``, ``pidfd_getfd``,
``kcmp``; ``mount`` and the new mount API, ``pivot_root``, ``chroot``; ``unshare``,
``setns``; ``keyctl``, ``add_key``, ``request_key``; ``bpf``, ``perf_event_open``,
``userfaultfd``, ``io_uring_*``; ``open_by_handle_at``, ``name_to_handle_at``; module
and kexec calls, ``reboot``, ``swapon``, clocks and ``syslog``; ``connect`` (a run has
no socket that needs it: a socket pair is connected, and a path socket such as
``docker.sock`` is reached through ``connect``); SysV IPC and POSIX message queues
(nothing a run leaves then outlives it); changing uids, capabilities; changing mode,
owner, times or extended attributes of a file by its path (Landlock does not cover
those), while the same on an open descriptor stays allowed.

Allowed with a condition on an argument: ``socket``/``socketpair`` of ``AF_UNIX`` stream
or seqpacket sockets only (no datagram socket addresses another path socket);
``clone`` without a namespace flag; ``kill`` of anything but pid -1 (everything the
uid may signal); ``prlimit64``, ``setpriority`` and the ``sched_set*`` calls on the
calling process only; ``ioctl`` but ``TIOCSTI``/``TIOCLINUX`` (typing into a terminal);
``utimensat`` on a descriptor (no path).

A small BPF assembler over ctypes rather than ``pyseccomp``: that needs libseccomp's
shared library, which slim container images often lack, and the filter is a few dozen
comparisons.
"""

from __future__ import annotations

import ctypes
import errno
import os

from codereward.sandbox.kernel import namespaces, syscalls

ALLOWED = ["read", "write", "open", "close", "stat", "fstat", "lstat", "newfstatat", "statx", "poll", "ppoll", "lseek", "mmap", "mprotect", "munmap", "brk", "rt_sigaction", "rt_sigprocmask", "rt_sigreturn", "rt_sigsuspend", "rt_sigpending", "rt_sigtimedwait", "rt_sigqueueinfo", "rt_tgsigqueueinfo", "pread64", "pwrite64", "readv", "writev", "preadv", "pwritev", "preadv2", "pwritev2", "access", "faccessat", "faccessat2", "pipe", "pipe2", "select", "pselect6", "sched_yield", "mremap", "msync", "mincore", "madvise", "dup", "dup2", "dup3", "pause", "nanosleep", "clock_nanosleep", "getitimer", "setitimer", "alarm", "getpid", "gettid", "getppid", "getpgid", "getpgrp", "getsid", "setsid", "setpgid", "sendfile", "copy_file_range", "splice", "tee", "accept", "accept4", "sendto", "recvfrom", "sendmsg", "recvmsg", "sendmmsg", "recvmmsg", "shutdown", "bind", "listen", "getsockname", "getpeername", "setsockopt", "getsockopt", "fork", "vfork", "execve", "execveat", "exit", "exit_group", "wait4", "waitid", "tkill", "tgkill", "uname", "fcntl", "flock", "fsync", "fdatasync", "truncate", "ftruncate", "getdents", "getdents64", "getcwd", "chdir", "fchdir", "rename", "renameat", "renameat2", "mkdir", "mkdirat", "rmdir", "creat", "link", "linkat", "unlink", "unlinkat", "symlink", "symlinkat", "readlink", "readlinkat", "fchmod", "fchown", "umask", "gettimeofday", "getrlimit", "setrlimit", "getrusage", "sysinfo", "times", "getuid", "getgid", "geteuid", "getegid", "getgroups", "getresuid", "getresgid", "capget", "sigaltstack", "mknod", "mknodat", "statfs", "fstatfs", "getpriority", "sched_getparam", "sched_getscheduler", "sched_get_priority_max", "sched_get_priority_min", "sched_rr_get_interval", "sched_getattr", "sched_getaffinity", "mlock", "munlock", "mlockall", "munlockall", "mlock2", "prctl", "arch_prctl", "readahead", "getxattr", "lgetxattr", "fgetxattr", "listxattr", "llistxattr", "flistxattr", "eventfd", "eventfd2", "timerfd_create", "timerfd_settime", "timerfd_gettime", "signalfd", "signalfd4", "epoll_create", "epoll_create1", "epoll_ctl", "epoll_wait", "epoll_pwait", "epoll_pwait2", "inotify_init", "inotify_init1", "inotify_add_watch", "inotify_rm_watch", "clock_gettime", "clock_getres", "time", "futex", "futex_waitv", "set_robust_list", "set_tid_address", "restart_syscall", "rseq", "getrandom", "memfd_create", "get_mempolicy", "set_mempolicy", "getcpu", "membarrier", "close_range", "pidfd_open", "pidfd_send_signal", "openat", "openat2", "fallocate", "fadvise64", "sync_file_range", "syncfs", "sync", "pkey_alloc", "pkey_free", "pkey_mprotect", "seccomp", "landlock_create_ruleset", "landlock_add_rule", "landlock_restrict_self"]

# namespace flags of clone(2): CLONE_NEWTIME, NEWNS, NEWCGROUP, NEWUTS, NEWIPC, NEWUSER, NEWPID, NEWNET
NAMESPACE_FLAGS = 0x00000080 | 0x00020000 | 0x02000000 | 0x04000000 | 0x08000000 | 0x10000000 | 0x20000000 | 0x40000000
_AF_UNIX, _SOCK_STREAM, _SOCK_SEQPACKET = 1, 1, 5
_TIOCSTI, _TIOCLINUX = 0x5412, 0x541C

# BPF opcodes
_LD_ABS, _ALU_AND, _JEQ, _JGE, _JSET, _JA, _RET = 0x20, 0x54, 0x15, 0x35, 0x45, 0x05, 0x06
RET_ALLOW = 0x7FFF0000
RET_ERRNO = 0x00050000
_PR_SET_SECCOMP, _PR_GET_SECCOMP, _SECCOMP_MODE_FILTER = 22, 21, 2


def _arg(index: int, high: bool = False) -> int:
    """Offset in struct seccomp_data of an argument's low (or high) 32 bits (little endian)."""
    return 16 + 8 * index + (4 if high else 0)


def _load(offset: int) -> tuple:
    return (_LD_ABS, 0, 0, offset)


def _deny(err: int = errno.EPERM) -> tuple:
    return (_RET, 0, 0, RET_ERRNO | err)


_ALLOW = (_RET, 0, 0, RET_ALLOW)

# Each rule is a block that ends in returns; jumps go to "allow" or "deny" labels that
# ``_resolve`` turns into offsets to the block's own final two instructions.
_RULES: dict[str, list[tuple]] = {
    "unix_socket": [
        _load(_arg(0)),
        (_JEQ, 0, "deny", _AF_UNIX),
        _load(_arg(1)),
        (_ALU_AND, 0, 0, 0xF),  # SOCK_NONBLOCK and SOCK_CLOEXEC aside
        (_JEQ, "allow", 0, _SOCK_STREAM),
        (_JEQ, "allow", "deny", _SOCK_SEQPACKET),
    ],
    "no_namespace": [_load(_arg(0)), (_JSET, "deny", "allow", NAMESPACE_FLAGS)],
    "not_everyone": [_load(_arg(0)), (_JEQ, "deny", "allow", 0xFFFFFFFF)],
    "self_arg0": [_load(_arg(0)), (_JEQ, "allow", "deny", 0)],
    "self_arg1": [_load(_arg(1)), (_JEQ, "allow", "deny", 0)],
    "no_path_arg1": [_load(_arg(1)), (_JEQ, 0, "deny", 0), _load(_arg(1, high=True)), (_JEQ, "allow", "deny", 0)],
    "no_tty_typing": [_load(_arg(1)), (_JEQ, "deny", 0, _TIOCSTI), (_JEQ, "deny", "allow", _TIOCLINUX)],
    "personality_query": [_load(_arg(0)), (_JEQ, "allow", 0, 0xFFFFFFFF), (_JEQ, "allow", "deny", 0)],
}
CONDITIONAL = {
    "socket": "unix_socket",
    "socketpair": "unix_socket",
    "clone": "no_namespace",
    "kill": "not_everyone",
    "prlimit64": "self_arg0",
    "sched_setaffinity": "self_arg0",
    "sched_setscheduler": "self_arg0",
    "sched_setparam": "self_arg0",
    "sched_setattr": "self_arg0",
    "setpriority": "self_arg1",
    "utimensat": "no_path_arg1",
    "ioctl": "no_tty_typing",
    "personality": "personality_query",
}


def _resolve(block: list[tuple]) -> list[tuple[int, int, int, int]]:
    body = list(block) + [_ALLOW, _deny()]
    targets = {"allow": len(body) - 2, "deny": len(body) - 1}
    out = []
    for index, (code, jt, jf, k) in enumerate(body):
        jt = targets[jt] - index - 1 if isinstance(jt, str) else jt
        jf = targets[jf] - index - 1 if isinstance(jf, str) else jf
        out.append((code, jt, jf, k))
    return out


def _action(name: str) -> list[tuple[int, int, int, int]]:
    if name == "allow":
        return [_ALLOW]
    if name == "deny":
        return [_deny()]
    if name == "enosys":
        return [_deny(errno.ENOSYS)]
    return _resolve(_RULES[name])


def _intervals(actions: dict[int, str]) -> list[tuple[int, str]]:
    """(first number, action) of each run of consecutive numbers with the same action."""
    runs: list[tuple[int, str]] = []
    for number in sorted({0, *actions, *(n + 1 for n in actions)}):
        action = actions.get(number, "deny")
        if not runs or runs[-1][1] != action:
            runs.append((number, action))
    return runs


def _tree(runs: list[tuple[int, str]]) -> list[tuple[int, int, int, int]]:
    """A binary search over the runs' first numbers (the syscall number is loaded)."""
    if len(runs) == 1:
        return _action(runs[0][1])
    middle = len(runs) // 2
    below, above = _tree(runs[:middle]), _tree(runs[middle:])
    # number >= split: on to the jump over the lower half; else skip that jump
    return [(_JGE, 0, 1, runs[middle][0]), (_JA, 0, 0, len(below)), *below, *above]


def program(arch: str) -> list[tuple[int, int, int, int]]:
    """The whole filter for ``arch`` (a key of ``syscalls.NUMBERS``)."""
    numbers = syscalls.NUMBERS[arch]
    actions = {numbers[name]: "allow" for name in ALLOWED if name in numbers}
    actions.update({numbers[name]: rule for name, rule in CONDITIONAL.items() if name in numbers})
    actions[numbers["clone3"]] = "enosys"
    return [
        _load(4),  # seccomp_data.arch
        (_JEQ, 1, 0, syscalls.AUDIT_ARCH[arch]),
        _deny(),
        _load(0),  # seccomp_data.nr
        *_tree(_intervals(actions)),
    ]


class _Instruction(ctypes.Structure):
    _fields_ = (("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32))


class _Program(ctypes.Structure):
    _fields_ = (("len", ctypes.c_uint16), ("filter", ctypes.POINTER(_Instruction)))


def _compile(instructions: list[tuple[int, int, int, int]]) -> tuple[_Program, ctypes.Array]:
    array = (_Instruction * len(instructions))(*(_Instruction(*ins) for ins in instructions))
    return _Program(len(instructions), array), array  # the array must outlive the program


def install(instructions: list[tuple[int, int, int, int]]) -> None:
    """Load a filter on this process and everything it forks (needs ``no_new_privs``)."""
    _set_filter(_compile(instructions)[0])


def _set_filter(prog: _Program) -> None:
    namespaces.check(
        namespaces.libc().prctl(
            ctypes.c_int(_PR_SET_SECCOMP), ctypes.c_ulong(_SECCOMP_MODE_FILTER), ctypes.byref(prog), 0, 0
        ),
        "seccomp filter",
    )


def available() -> tuple[bool, str]:
    """(whether this process can load the filter, why not)."""
    arch = os.uname().machine
    if arch not in syscalls.NUMBERS:
        return False, f"no system call table for {arch}"
    if namespaces.libc().prctl(ctypes.c_int(_PR_GET_SECCOMP), 0, 0, 0, 0) < 0:
        return False, f"prctl(PR_GET_SECCOMP): {os.strerror(ctypes.get_errno())} (kernel without seccomp)"
    return True, ""


_prepared: tuple[_Program, ctypes.Array] | None = None


def prepare() -> None:
    """Build the run's filter once, in the warm parent: each run then only loads it."""
    global _prepared
    if _prepared is None:
        _prepared = _compile(program(os.uname().machine))


def confine() -> None:
    """Load the run's filter (``program``) on this process."""
    prepare()
    assert _prepared is not None
    _set_filter(_prepared[0])
