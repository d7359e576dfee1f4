"""Landlock (Linux 5.13+): an unprivileged process takes away its own file and network access.

Used by the container tier (``tiers.py``), where user namespaces are refused. A ruleset
lists what stays allowed; everything else of the rights it handles is refused from
``landlock_restrict_self`` on, for the process and everything it forks, whatever its
uid or capabilities. What each ABI version adds, and what this module asks of it:

- 1 (5.13): file access (read, write, execute, list, create, remove) beneath paths;
- 2 (5.19): renaming or linking files across directories (``REFER``);
- 3 (6.2): truncation;
- 4 (6.7): TCP bind and connect (no port is allowed: no TCP at all);
- 5 (6.10): ioctl on device files;
- 6 (6.12): scopes: no signal to, and no abstract UNIX socket of, a process outside
  the domain (the trainer, the worker's server, the other runs);
- 7 (6.15): audit logging flags (nothing more to restrict).

A small ctypes layer rather than the ``landlock`` package from PyPI: three system calls
and two structs, nothing imported into the warm parent that every run forks (see
``zygote.py``), and no development release as a dependency of the security boundary.
"""

from __future__ import annotations

import ctypes
import os

from codereward.sandbox.kernel import namespaces

# the same numbers on every architecture (added after the syscall tables were unified)
_SYS_CREATE_RULESET, _SYS_ADD_RULE, _SYS_RESTRICT_SELF = 444, 445, 446
_CREATE_RULESET_VERSION = 1
_RULE_PATH_BENEATH = 1

EXECUTE = 1 << 0
WRITE_FILE = 1 << 1
READ_FILE = 1 << 2
READ_DIR = 1 << 3
REMOVE_DIR = 1 << 4
REMOVE_FILE = 1 << 5
MAKE_CHAR = 1 << 6
MAKE_DIR = 1 << 7
MAKE_REG = 1 << 8
MAKE_SOCK = 1 << 9
MAKE_FIFO = 1 << 10
MAKE_BLOCK = 1 << 11
MAKE_SYM = 1 << 12
REFER = 1 << 13
TRUNCATE = 1 << 14
IOCTL_DEV = 1 << 15
NET_BIND_TCP = 1 << 0
NET_CONNECT_TCP = 1 << 1
SCOPE_ABSTRACT_UNIX_SOCKET = 1 << 0
SCOPE_SIGNAL = 1 << 1

_FS_BY_ABI = {1: (1 << 13) - 1, 2: (1 << 14) - 1, 3: (1 << 15) - 1, 5: (1 << 16) - 1}
_FILE_ONLY = EXECUTE | WRITE_FILE | READ_FILE | TRUNCATE | IOCTL_DEV  # what a rule on a file may allow
READ = EXECUTE | READ_FILE | READ_DIR


class _RulesetAttr(ctypes.Structure):
    _fields_ = (("fs", ctypes.c_uint64), ("net", ctypes.c_uint64), ("scoped", ctypes.c_uint64))


class _PathBeneath(ctypes.Structure):
    _pack_ = 1
    _fields_ = (("allowed", ctypes.c_uint64), ("parent_fd", ctypes.c_int32))


def _syscall(number: int, *args: object) -> int:
    return namespaces.libc().syscall(ctypes.c_long(number), *args)


def abi() -> tuple[int, str]:
    """(the kernel's Landlock ABI version, why 0 when there is none)."""
    version = _syscall(_SYS_CREATE_RULESET, None, ctypes.c_size_t(0), ctypes.c_uint32(_CREATE_RULESET_VERSION))
    if version >= 1:
        return version, ""
    err = ctypes.get_errno()
    if err == 38:  # ENOSYS: not built in, or a seccomp profile refuses it (Docker before 23)
        return 0, "landlock_create_ruleset: not implemented (kernel < 5.13, or refused by a seccomp profile)"
    if err == 95:  # EOPNOTSUPP
        return 0, "landlock_create_ruleset: Landlock is built in but disabled (add it to the lsm= boot parameter)"
    return 0, f"landlock_create_ruleset: {os.strerror(err)}"


def handled_fs(version: int) -> int:
    return _FS_BY_ABI[max(v for v in _FS_BY_ABI if v <= version)]


def restrict(read: list[str], write: list[str], devices: list[str]) -> int:
    """Allow reading (and executing) beneath ``read``, everything beneath ``write``,
    reading and writing the device files ``devices``; refuse the rest of what this
    kernel's ABI handles, TCP and (ABI 6+) signals and abstract sockets beyond the domain.
    Needs ``no_new_privs``. Returns the ABI version used; raises ``OSError`` otherwise."""
    version, why = abi()
    if not version:
        raise OSError(why)
    fs = handled_fs(version)
    attr = _RulesetAttr(fs, NET_BIND_TCP | NET_CONNECT_TCP if version >= 4 else 0, 0)
    if version >= 6:
        attr.scoped = SCOPE_ABSTRACT_UNIX_SOCKET | SCOPE_SIGNAL
    size = 8 if version < 4 else 16 if version < 6 else 24
    ruleset = namespaces.check(
        _syscall(_SYS_CREATE_RULESET, ctypes.byref(attr), ctypes.c_size_t(size), ctypes.c_uint32(0)),
        "landlock_create_ruleset",
    )
    try:
        device_access = (READ_FILE | WRITE_FILE | IOCTL_DEV) & fs
        for paths, access in ((read, READ), (write, fs), (devices, device_access)):
            for path in paths:
                _allow(ruleset, path, access)
        namespaces.check(_syscall(_SYS_RESTRICT_SELF, ctypes.c_int(ruleset), ctypes.c_uint32(0)), "landlock_restrict_self")
    finally:
        os.close(ruleset)
    return version


def _allow(ruleset: int, path: str, access: int) -> None:
    try:
        fd = os.open(path, os.O_PATH | os.O_CLOEXEC)
    except OSError:
        return  # not on this machine: nothing to allow
    try:
        if os.fstat(fd).st_mode & 0o170000 != 0o040000:  # not a directory
            access &= _FILE_ONLY
        rule = _PathBeneath(access, fd)
        namespaces.check(
            _syscall(_SYS_ADD_RULE, ctypes.c_int(ruleset), ctypes.c_int(_RULE_PATH_BENEATH), ctypes.byref(rule), 0),
            f"landlock_add_rule {path}",
        )
    finally:
        os.close(fd)
