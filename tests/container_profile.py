"""Run a program as an unprivileged container would: under a seccomp filter like Docker's
default profile (and Kubernetes' RuntimeDefault) for a process without CAP_SYS_ADMIN.

    python container_profile.py [--no-landlock] PROGRAM ARGS...

The filter refuses ``unshare``, ``setns`` and ``clone`` with a namespace flag (EPERM) and
``clone3`` (ENOSYS, as Docker does, so that the C library falls back to ``clone``);
``--no-landlock`` also refuses the Landlock calls (ENOSYS), as profiles older than
Docker 23 did. Everything else is allowed. Self-contained on purpose (ctypes only): the
filter that the sandbox is tested under is not built by the sandbox's own code.
"""

from __future__ import annotations

import ctypes
import errno
import json
import os
import subprocess
import sys

NUMBERS = {  # unshare, setns, clone, clone3, landlock_create_ruleset / add_rule / restrict_self
    "x86_64": (272, 308, 56, 435, 444, 445, 446),
    "aarch64": (97, 268, 220, 435, 444, 445, 446),
}
AUDIT_ARCH = {"x86_64": 0xC000003E, "aarch64": 0xC00000B7}
NAMESPACE_FLAGS = 0x7E020080  # CLONE_NEWTIME|NEWNS|NEWCGROUP|NEWUTS|NEWIPC|NEWUSER|NEWPID|NEWNET
LD, JEQ, JSET, RET = 0x20, 0x15, 0x45, 0x06
ALLOW, ERRNO = 0x7FFF0000, 0x00050000


def docker_like_filter(machine: str, landlock: bool) -> list[tuple[int, int, int, int]]:
    unshare, setns, clone, clone3, *landlock_calls = NUMBERS[machine]
    refused = [(unshare, errno.EPERM), (setns, errno.EPERM), (clone3, errno.ENOSYS)]
    if not landlock:
        refused += [(number, errno.ENOSYS) for number in landlock_calls]
    program = [(LD, 0, 0, 4), (JEQ, 1, 0, AUDIT_ARCH[machine]), (RET, 0, 0, ERRNO | errno.EPERM), (LD, 0, 0, 0)]
    for number, err in refused:
        program += [(JEQ, 0, 1, number), (RET, 0, 0, ERRNO | err)]
    program += [
        (JEQ, 0, 3, clone),
        (LD, 0, 0, 16),  # clone's flags (the low half of its first argument)
        (JSET, 0, 1, NAMESPACE_FLAGS),
        (RET, 0, 0, ERRNO | errno.EPERM),
        (RET, 0, 0, ALLOW),
    ]
    return program


class Instruction(ctypes.Structure):
    _fields_ = (("code", ctypes.c_uint16), ("jt", ctypes.c_uint8), ("jf", ctypes.c_uint8), ("k", ctypes.c_uint32))


class Program(ctypes.Structure):
    _fields_ = (("len", ctypes.c_uint16), ("filter", ctypes.POINTER(Instruction)))


def install(program: list[tuple[int, int, int, int]]) -> None:
    libc = ctypes.CDLL(None, use_errno=True)
    if libc.prctl(38, 1, 0, 0, 0) != 0:  # PR_SET_NO_NEW_PRIVS, as Docker's runtime sets it
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_NO_NEW_PRIVS)")
    array = (Instruction * len(program))(*(Instruction(*ins) for ins in program))
    if libc.prctl(22, 2, ctypes.byref(Program(len(program), array)), 0, 0) != 0:  # PR_SET_SECCOMP, FILTER
        raise OSError(ctypes.get_errno(), "prctl(PR_SET_SECCOMP)")


def in_container(script: str, *args: str, landlock: bool = True) -> dict:
    """Run ``script`` in a Python under this profile (``landlock``: Landlock allowed);
    its last line of output, as JSON."""
    flags = [] if landlock else ["--no-landlock"]
    done = subprocess.run(
        [sys.executable, __file__, *flags, sys.executable, "-c", script, *args],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout.strip().splitlines()[-1])


def interpreter(directory: str, landlock: bool = True) -> str:
    """An executable that starts this Python under the profile: for ``SandboxConfig.python``,
    so that the sandbox's workers, and nothing else of the test, run as in a container."""
    path = os.path.join(directory, "python-in-container")
    flags = "" if landlock else " --no-landlock"
    with open(path, "w") as handle:
        handle.write(f'#!/bin/sh\nexec {sys.executable} {os.path.abspath(__file__)}{flags} {sys.executable} "$@"\n')
    os.chmod(path, 0o755)
    return path


def main() -> None:
    args = sys.argv[1:]
    landlock = args[:1] != ["--no-landlock"]
    if not landlock:
        args = args[1:]
    install(docker_like_filter(os.uname().machine, landlock))
    os.execv(args[0], args)


if __name__ == "__main__":
    main()
