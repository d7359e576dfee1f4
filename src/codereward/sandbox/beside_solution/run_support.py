"""Helpers shared by the processes that run inside a sandboxed run.

Bound at import time in the warm parent (see ``codec``): a solution replacing
``builtins.exec`` or ``compile`` does not change how the harness loads or calls it.
"""

from __future__ import annotations

import _socket
import os
import struct
import sys
import types

from codereward.sandbox.beside_solution import confinement
from codereward.sandbox.protocol import codec

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

_exec, _eval, _compile = exec, eval, compile
_ModuleType = types.ModuleType
_modules = sys.modules
_write = os.write
SOLUTION_FILE = "<solution>"
#: how the judge reports a solution process that its CPU-time limit ended (the caller reads it as a timeout)
CPU_SPENT = "CPU time limit exceeded: the solution process used up its CPU time"
_HEADER = struct.Struct(">I")


class Frames:
    """Writes result frames, one JSON object per line, each carrying the run's nonce."""

    def __init__(self, fd: int, nonce: str, limit: int) -> None:
        self.fd = fd
        self.prefix = '{"n":' + codec.strict_json(nonce, 256) + ","
        self.limit = limit
        self._encode = codec.strict_json
        self._write = confinement.write_all
        self._held = b""

    def send(self, fields: dict[str, Any], raw_value: str | None = None, hold: bool = False) -> None:
        """``raw_value``, when given, is JSON text already produced by ``codec.strict_json``.
        A held frame is written with the next one (one write, one wake-up of the parent)."""
        body = self._encode(fields, self.limit)
        if raw_value is not None:
            body = body[:-1] + ("," if len(body) > 2 else "") + '"v":' + raw_value + "}"
        data = self._held + (self.prefix + body[1:] + "\n").encode()
        if hold:
            self._held = data
        else:
            self._held = b""
            self._write(self.fd, data)


def where(exc: BaseException, filename: str = SOLUTION_FILE) -> str:
    """ " (line N)" of the innermost frame of ``filename`` in the traceback, or ""."""
    line = None
    tb = exc.__traceback__
    while tb is not None:
        if tb.tb_frame.f_code.co_filename == filename:
            line = tb.tb_lineno
        tb = tb.tb_next
    return f" (line {line})" if line else ""


def explain(exc: BaseException, filename: str = SOLUTION_FILE) -> str:
    if isinstance(exc, SyntaxError) and exc.filename == filename:
        return f"SyntaxError: {exc.msg} (line {exc.lineno})"
    return codec.describe_exception(exc) + where(exc, filename)


def new_module(name: str) -> types.ModuleType:
    """A real module for the solution, so that dataclasses and pickle work."""
    module = _ModuleType(name)
    module.__file__ = SOLUTION_FILE
    _modules[name] = module
    return module


def compile_solution(code: str) -> types.CodeType:
    return _compile(code, SOLUTION_FILE, "exec", dont_inherit=True)


def run_code(compiled: types.CodeType, namespace: dict[str, Any]) -> None:
    _exec(compiled, namespace)


def evaluate(expression: str, filename: str, namespace: dict[str, Any]) -> Any:
    return _eval(_compile(expression, filename, "eval", dont_inherit=True), namespace)


def execute(statements: str, filename: str, namespace: dict[str, Any]) -> None:
    _exec(_compile(statements, filename, "exec", dont_inherit=True), namespace)


class Channel:
    """Length-prefixed messages over a stream socket."""

    def __init__(self, sock: _socket.socket, limit: int) -> None:
        self.sock = sock
        self.limit = limit

    def send(self, data: bytes) -> None:
        self.sock.sendall(_HEADER.pack(len(data)) + data)

    def _exactly(self, size: int) -> bytes | None:
        buffer = bytearray()
        while len(buffer) < size:
            chunk = self.sock.recv(min(size - len(buffer), 1 << 20))
            if not chunk:
                return None
            buffer.extend(chunk)
        return bytes(buffer)

    def recv(self) -> bytes | None:
        header = self._exactly(_HEADER.size)
        if header is None:
            return None
        (size,) = _HEADER.unpack(header)
        if size > self.limit:
            raise ValueError(f"message of {size} bytes is over the {self.limit} byte limit")
        return self._exactly(size)
