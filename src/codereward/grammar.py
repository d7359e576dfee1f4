"""Which Python grammar a source is held to, and parsing it whatever interpreter runs codereward.

``target-version`` (``py38`` ... ``py313``, as ruff spells it; default the newest) names
the grammar code is written for. ``parse`` reads a source as follows:

1. the running interpreter's parser, held to the target with ``feature_version`` when the
   target is older than the running interpreter (the usual case costs one ``ast.parse``);
2. when that parser rejects the source, the newest interpreter installed
   (``codereward.interpreters``) parses it in a persistent worker
   (``codereward.grammar_server``) and sends back a version-neutral tree, rebuilt here into
   the running interpreter's ``ast`` classes. Node classes it lacks (``TypeAlias``,
   ``TypeVar``, ``ParamSpec``, ``TypeVarTuple`` before 3.12) are stand-ins with the same
   name, base and ``_fields`` (``TYPE_ALIAS`` ... below; the real classes where they
   exist), and fields it lacks (``type_params`` of functions and classes) are set as
   attributes (``TYPE_PARAMS_OWNERS``).

The result says the oldest grammar the source needs: when that is newer than the target,
the analyzer reports CR007 (and still analyses the code); when no grammar accepts it, the
running parser's message is the syntax error (CR001); when the running parser rejects it
and no newer interpreter is installed to tell, CR008 says so.
"""

from __future__ import annotations

import ast
import functools
import marshal
import os
import re
import select
import struct
import subprocess
import threading
from dataclasses import dataclass
from pathlib import Path

from codereward.interpreters import RUNNING, SUPPORTED_MINORS, Interpreter, available_text, newest

TARGETS: tuple[str, ...] = tuple(f"py3{minor}" for minor in SUPPORTED_MINORS)
NEWEST_TARGET = TARGETS[-1]
_TARGET = re.compile(r"py3(\d{1,2})")
#: how long the grammar worker may take to parse one source
_WORKER_TIMEOUT = 30.0


class TargetError(ValueError):
    """A ``target-version`` that is not one of ``TARGETS``."""


@functools.lru_cache(maxsize=64)
def target_minor(target: str | None) -> int:
    """The minor version of ``target`` (``"py312"`` -> 12); ``None`` is the newest."""
    if target is None:
        return SUPPORTED_MINORS[-1]
    match = _TARGET.fullmatch(str(target).strip().lower())
    if match is None or int(match.group(1)) not in SUPPORTED_MINORS:
        raise TargetError(f"target-version: {target!r} is not one of {', '.join(TARGETS)}")
    return int(match.group(1))


@dataclass(frozen=True)
class Parsed:
    """What ``parse`` found: a tree, or why there is none."""

    tree: ast.Module | ast.Expression | None
    #: the oldest minor version of Python 3 whose grammar accepts the source, when it is newer
    #: than the target or the running interpreter (else ``None``: the target's grammar does)
    needs: int | None = None
    #: "syntax" | "too-deep" | "grammar" (no interpreter here can tell) when ``tree`` is None
    kind: str | None = None
    message: str = ""
    line: int = 1
    column: int = 0
    #: the interpreter whose parser built ``tree`` (the running one, or a newer one)
    parser: tuple[int, int] = RUNNING.minor


def parse(source: str, filename: str = "<snippet>", target: str | None = None, mode: str = "exec") -> Parsed:
    """``source`` parsed for ``target`` (see the module docstring); never raises for bad input.

    ``mode`` is ``ast.parse``'s: "exec" for a module, "eval" for an expression."""
    minor = target_minor(target)
    running = RUNNING.minor[1]
    held = (3, minor) if minor < running else None
    try:
        return Parsed(ast.parse(source, filename=filename, mode=mode, feature_version=held), needs=None)
    except SyntaxError as exc:
        first = exc
    except (RecursionError, MemoryError):
        return Parsed(None, kind="too-deep", message="nesting too deep for the Python parser")
    except ValueError as exc:  # e.g. "source code string cannot contain null bytes"
        return Parsed(None, kind="syntax", message=str(exc))
    if held is not None:  # rejected for the target: does the running grammar take it?
        try:
            tree = ast.parse(source, filename=filename, mode=mode)
        except SyntaxError as exc:
            first = exc  # the full grammar's message says more than the held one
        except (RecursionError, MemoryError, ValueError):
            return _syntax(first)
        else:
            return Parsed(tree, needs=_oldest_local(source, mode, minor + 1))
    newer = newest()
    if newer.minor[1] > running:
        answer = _worker_for(newer).parse(source, filename, mode, running + 1)
        if answer is None:
            return Parsed(None, kind="grammar", line=first.lineno or 1,
                          message=f"does not parse with Python 3.{running} ({first.msg}), and the Python "
                                  f"{newer.name} grammar worker gave no answer")
        if answer[0] == "ok":
            try:
                return Parsed(_rebuild(answer[1]), needs=int(answer[2]), parser=newer.minor)
            except RecursionError:  # rebuilt recursively: nesting the newer parser took may be too deep here
                return Parsed(None, kind="too-deep", message="nesting too deep for the Python parser")
        if answer[1] == "too-deep":
            return Parsed(None, kind="too-deep", message="nesting too deep for the Python parser")
    best = max(running, newer.minor[1])
    if minor <= best:
        return _syntax(first)  # no grammar up to the target accepts it: the running parser's message
    return Parsed(None, kind="grammar", line=first.lineno or 1, column=max(0, (first.offset or 1) - 1),
                  message=f"does not parse with Python 3.{best} ({first.msg if best == running else answer[2]}); "
                          f"code for py3{minor} may need Python >= 3.{best + 1}, and none is installed here "
                          f"(available: {available_text()})")


def _syntax(exc: SyntaxError) -> Parsed:
    return Parsed(None, kind="syntax", message=exc.msg, line=exc.lineno or 1, column=max(0, (exc.offset or 1) - 1))


def _oldest_local(source: str, mode: str, lowest: int) -> int:
    for minor in range(lowest, RUNNING.minor[1]):
        try:
            ast.parse(source, mode=mode, feature_version=(3, minor))
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        return minor
    return RUNNING.minor[1]


# -- the tree a newer interpreter sends, in this interpreter's classes -----------------

_POSITION = ("lineno", "col_offset", "end_lineno", "end_col_offset")


def _stand_in(name: str, base: type, fields: tuple[str, ...], attributes: tuple[str, ...] = _POSITION) -> type:
    found = getattr(ast, name, None)
    if found is not None:
        return found
    return type(name, (base,), {"_fields": fields, "_attributes": attributes, "__module__": __name__,
                                "__doc__": f"ast.{name} of Python 3.12+, for older interpreters."})


#: ``ast.type_param`` (3.12+) or its stand-in, the base of the type parameter nodes
TYPE_PARAM = _stand_in("type_param", ast.AST, ())
TYPE_ALIAS = _stand_in("TypeAlias", ast.stmt, ("name", "type_params", "value"))
TYPE_VAR = _stand_in("TypeVar", TYPE_PARAM, ("name", "bound", "default_value"))
PARAM_SPEC = _stand_in("ParamSpec", TYPE_PARAM, ("name", "default_value"))
TYPE_VAR_TUPLE = _stand_in("TypeVarTuple", TYPE_PARAM, ("name", "default_value"))
_STAND_INS = {cls.__name__: cls for cls in (TYPE_PARAM, TYPE_ALIAS, TYPE_VAR, PARAM_SPEC, TYPE_VAR_TUPLE)}
#: nodes whose ``type_params`` (3.12+) is an attribute outside ``_fields`` on older interpreters
TYPE_PARAMS_OWNERS = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_SINGLETONS: dict[str, ast.AST] = {}


def _class(name: str, fields: tuple[str, ...]) -> type:
    cls = getattr(ast, name, None) or _STAND_INS.get(name)
    if cls is None:  # a node newer than this module knows: kept, walkable, with its fields
        cls = _STAND_INS[name] = type(name, (ast.AST,), {"_fields": fields, "_attributes": _POSITION,
                                                         "__module__": __name__})
    return cls


def _rebuild(data):
    if type(data) is list:
        return [_rebuild(item) for item in data]
    if type(data) is not tuple:
        return data
    name, fields, values, attributes = data
    cls = _class(name, fields)
    if not fields and not attributes:  # Load, Store, Add, ...: one shared instance, as the parser makes
        node = _SINGLETONS.get(name)
        if node is None:
            node = _SINGLETONS[name] = cls()
        return node
    node = cls.__new__(cls)
    for field, value in zip(fields, values):
        setattr(node, field, _rebuild(value))
    for field in cls._fields:  # a field this version has and the newer one dropped
        if not hasattr(node, field):
            setattr(node, field, None)
    for attribute, value in zip(_POSITION, attributes):
        setattr(node, attribute, value)
    return node


# -- the worker ------------------------------------------------------------------------

_SERVER = Path(__file__).with_name("grammar_server.py")


class _Worker:
    """One grammar server process; restarted after a crash, a hang or a fork."""

    def __init__(self, interpreter: Interpreter) -> None:
        self.interpreter = interpreter
        self._process: subprocess.Popen | None = None
        self._pid = 0
        self._lock = threading.Lock()

    def _started(self) -> subprocess.Popen:
        if self._process is None or self._pid != os.getpid() or self._process.poll() is not None:
            # A forked child must not share its parent's pipes: it starts its own server.
            self._process = subprocess.Popen([self.interpreter.path, "-I", "-S", str(_SERVER)],
                                             stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                             stderr=subprocess.DEVNULL, close_fds=True)
            self._pid = os.getpid()
        return self._process

    def parse(self, source: str, filename: str, mode: str, lowest: int):
        """The server's answer tuple, or ``None`` when it could not give one."""
        request = marshal.dumps((source, filename, mode, lowest), 4)
        with self._lock:
            for _ in range(2):  # once more with a fresh server if the first died
                try:
                    process = self._started()
                    assert process.stdin is not None and process.stdout is not None
                    process.stdin.write(struct.pack(">I", len(request)) + request)
                    process.stdin.flush()
                    head = self._read(process, 4)
                    payload = self._read(process, struct.unpack(">I", head)[0])
                    return marshal.loads(payload)
                except (OSError, ValueError, EOFError, struct.error, TimeoutError):
                    self._stop()
            return None

    def _read(self, process: subprocess.Popen, size: int) -> bytes:
        assert process.stdout is not None
        chunks, got = [], 0
        fd = process.stdout.fileno()
        while got < size:
            ready, _, _ = select.select([fd], [], [], _WORKER_TIMEOUT)
            if not ready:
                raise TimeoutError("grammar worker timed out")
            chunk = os.read(fd, size - got)
            if not chunk:
                raise EOFError("grammar worker exited")
            chunks.append(chunk)
            got += len(chunk)
        return b"".join(chunks)

    def _stop(self) -> None:
        process, self._process = self._process, None
        if process is not None and self._pid == os.getpid():
            process.kill()
            process.wait()


_WORKERS: dict[str, _Worker] = {}
_WORKERS_LOCK = threading.Lock()


def _worker_for(interpreter: Interpreter) -> _Worker:
    with _WORKERS_LOCK:
        worker = _WORKERS.get(interpreter.path)
        if worker is None:
            worker = _WORKERS[interpreter.path] = _Worker(interpreter)
        return worker
