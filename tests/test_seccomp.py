"""The container tier's seccomp filter, read instruction by instruction (no kernel needed)
and then loaded for real in a child process."""

from __future__ import annotations

import errno
import os
import socket
import struct
import sys

import pytest

from codereward.sandbox.kernel import seccomp, syscalls

ALLOW, EPERM, ENOSYS = seccomp.RET_ALLOW, seccomp.RET_ERRNO | errno.EPERM, seccomp.RET_ERRNO | errno.ENOSYS


def run_filter(program: list[tuple[int, int, int, int]], arch: int, nr: int, args: tuple[int, ...] = ()) -> int:
    """What the kernel's classic-BPF interpreter answers for one system call."""
    data = struct.pack("<IIQ6Q", nr, arch, 0, *(list(args) + [0] * (6 - len(args))))
    acc, pc = 0, 0
    while True:
        code, jt, jf, k = program[pc]
        pc += 1
        if code == 0x20:  # ld [k]
            acc = struct.unpack_from("<I", data, k)[0]
        elif code == 0x54:  # and #k
            acc &= k
        elif code == 0x05:  # ja
            pc += k
        elif code in (0x15, 0x35, 0x45):  # jeq, jge, jset
            taken = acc == k if code == 0x15 else acc >= k if code == 0x35 else bool(acc & k)
            pc += jt if taken else jf
        elif code == 0x06:
            return k
        else:
            raise AssertionError(f"unexpected opcode {code:#x}")


@pytest.mark.parametrize("machine", sorted(syscalls.NUMBERS))
def test_every_call_number_gets_what_the_allow_list_says(machine: str) -> None:
    program = seccomp.program(machine)
    arch = syscalls.AUDIT_ARCH[machine]
    numbers = syscalls.NUMBERS[machine]
    names = {number: name for name, number in numbers.items()}
    assert all(0 <= jt < 256 and 0 <= jf < 256 for _, jt, jf, _ in program)
    for nr in [*range(0, 600), 0x40000000, 0x40000000 + 1, 0xFFFFFFFF]:
        name = names.get(nr)
        got = run_filter(program, arch, nr)
        if name in seccomp.ALLOWED:
            assert got == ALLOW, (name, nr)
        elif name == "clone3":
            assert got == ENOSYS
        elif name not in seccomp.CONDITIONAL:
            assert got == EPERM, (name, nr)  # ptrace, mount, unshare, bpf, io_uring, connect ...
    assert run_filter(program, 0x40000003, numbers["read"]) == EPERM  # a 32-bit call (i386 ABI)


def test_the_conditions_on_arguments() -> None:
    program = seccomp.program("x86_64")
    arch, n = syscalls.AUDIT_ARCH["x86_64"], syscalls.X86_64
    cases = [
        ("socket", (socket.AF_UNIX, socket.SOCK_STREAM | socket.SOCK_CLOEXEC), ALLOW),
        ("socketpair", (socket.AF_UNIX, socket.SOCK_SEQPACKET), ALLOW),
        ("socket", (socket.AF_UNIX, socket.SOCK_DGRAM), EPERM),
        ("socket", (socket.AF_INET, socket.SOCK_STREAM), EPERM),
        ("socket", (socket.AF_NETLINK, socket.SOCK_RAW), EPERM),
        ("clone", (17,), ALLOW),  # fork: SIGCHLD
        ("clone", (0x003D0F00,), ALLOW),  # a thread
        ("clone", (0x10000000 | 17,), EPERM),  # CLONE_NEWUSER
        ("clone", (0x00000080 | 17,), EPERM),  # CLONE_NEWTIME
        ("kill", (1234, 9), ALLOW),
        ("kill", (0xFFFFFFFF, 9), EPERM),  # kill(-1): everything the uid may signal
        ("prlimit64", (0, 7), ALLOW),
        ("prlimit64", (1, 7), EPERM),
        ("setpriority", (0, 0, 5), ALLOW),
        ("setpriority", (0, 4321, 5), EPERM),
        ("ioctl", (1, 0x5401), ALLOW),  # TCGETS
        ("ioctl", (1, 0x5412), EPERM),  # TIOCSTI
        ("utimensat", (3, 0, 0, 0), ALLOW),
        ("utimensat", (-100 & 0xFFFFFFFF, 0x7FFF00000000, 0, 0), EPERM),  # a path: high half only
        ("personality", (0xFFFFFFFF,), ALLOW),
        ("personality", (0x0040000,), EPERM),
    ]
    for name, args, expected in cases:
        assert run_filter(program, arch, n[name], args) == expected, (name, args)


@pytest.mark.skipif(sys.platform != "linux" or not seccomp.available()[0], reason="needs seccomp")
def test_loaded_in_a_process() -> None:
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        results = []
        try:
            import ctypes

            ctypes.CDLL(None).prctl(38, 1, 0, 0, 0)  # no_new_privs
            seccomp.confine()
            for attempt in (
                lambda: socket.socket(socket.AF_INET, socket.SOCK_STREAM),
                lambda: socket.socketpair(),
                lambda: os.getppid(),
                lambda: os.kill(-1, 0),
            ):
                try:
                    attempt()
                    results.append("ok")
                except OSError as exc:
                    results.append(errno.errorcode[exc.errno])
        finally:
            os.write(write_end, ",".join(results).encode())
            os._exit(0)
    os.close(write_end)
    shown = os.read(read_end, 256).decode()
    os.close(read_end)
    os.waitpid(pid, 0)
    assert shown == "EPERM,ok,ok,EPERM"
