"""Warm the run path in the server once, before it forks any run process.

Every page a run process writes is copied from the server (a page fault each, a few
microseconds), and a cold code path writes many: CPython 3.11 counts the first calls of
a function in its code object before specialising the bytecode (in place), and ctypes
resolves a libc symbol on its first use and caches it on the library object. Done in
each run, that work is repeated in every run and dirties pages shared with the server.
Done here, on constant dummy data, it happens once: the run processes start from code
that is already specialised and symbols already resolved, and write fewer pages.

Nothing here is a request: the server's memory image still holds no caller's data.
"""

from __future__ import annotations

import _socket
import marshal
import os
import struct
import sys

from codereward.sandbox.beside_solution import confinement, run_support
from codereward.sandbox.kernel import namespaces
from codereward.sandbox.protocol import codec

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

# CPython 3.11 specialises a function after 8 calls (its warm-up delay); a few more
# let the adaptive instructions settle
_ROUNDS = 12
_LIBC_SYMBOLS = ("unshare", "setns", "mount", "umount2", "prctl", "sethostname", "syscall")
_SOLUTION = "def add(a, b):\n    return a + b\n"
_REQUEST = marshal.dumps(
    {
        "mode": "structured",
        "code": _SOLUTION,
        "cases": [{"call": "add(1, 2)", "setup": None}, {"call": "add('a', 'b')", "setup": "x = [1.5, None]"}],
        "nonce": "0" * 32,
    },
    4,
)
_VALUES = (3, -1.5, "text", None, True, [1, [2, 3]], {"key": [1, "v"]}, (1, 2))


def warm_up(cfg: dict[str, Any]) -> None:
    """Run the pure parts of a run's path on dummy data; never raises."""
    try:
        _warm(cfg)
    except Exception:  # noqa: BLE001 - a cold path is slower, never wrong
        pass
    finally:
        sys.modules.pop("solution", None)


def _warm(cfg: dict[str, Any]) -> None:
    library = namespaces.libc()
    for name in _LIBC_SYMBOLS:
        getattr(library, name, None)
    limit = cfg["max_output_bytes"]
    devnull = os.open("/dev/null", os.O_WRONLY)
    ours, theirs = _socket.socketpair(_socket.AF_UNIX, _socket.SOCK_SEQPACKET)
    try:
        for _ in range(_ROUNDS):
            _round(devnull, ours, theirs, limit)
    finally:
        ours.close()
        theirs.close()
        os.close(devnull)


def _round(devnull: int, ours: _socket.socket, theirs: _socket.socket, limit: int) -> None:
    # the spare's wait for its pipes, and the run's read of its request
    namespaces.send_fds(ours, b"plain", [devnull])
    _message, ancillary, _flags, _addr = theirs.recvmsg(64, _socket.CMSG_SPACE(16))
    for _level, _kind, data in ancillary:
        for fd in struct.unpack(f"{len(data) // 4}i", data):
            os.close(fd)
    read_r, read_w = os.pipe()
    confinement.write_all(read_w, _REQUEST)
    os.close(read_w)
    request = marshal.loads(confinement.read_all(read_r, 1 << 20))
    os.close(read_r)
    frames = run_support.Frames(devnull, request["nonce"], limit)
    namespace = run_support.new_module("solution").__dict__
    run_support.run_code(run_support.compile_solution(request["code"]), namespace)
    frames.send({"k": "ready"})
    for index, case in enumerate(request["cases"]):
        if case["setup"]:
            run_support.execute(case["setup"], f"<setup {index}>", namespace)
        value = run_support.evaluate(case["call"], f"<case {index}>", namespace)
        frames.send({"k": "case", "i": index, "t": "value"}, raw_value=codec.strict_json(value, limit))
    for value in _VALUES:
        codec.strict_json(value, limit)
    try:
        run_support.evaluate("add(1, 'b')", "<case 2>", namespace)
    except TypeError as exc:
        frames.send({"k": "case", "i": 2, "t": "raised", "exc": codec.exception_names(exc), "why": run_support.explain(exc)})
    frames.send({"k": "done"})
