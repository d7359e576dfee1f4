"""Assert-style tests: a trusted judge process and an untrusted solution process.

The judge B (init of the run's pid namespace) forks the solution process A *before*
it reads the request, so A's memory never held the test code or its expected values.
A drops to the untrusted uid; B stays the namespace's root, sets itself non-dumpable,
and so cannot be signalled, traced or read by A. B runs the test code as the caller rewrote it
(see ``asserts.py``); every name the tests take from the solution is a ``Remote`` proxy:
calling it runs the call in A and brings the result back as plain data through the
tagged codec. Comparisons happen in B on those plain values; a result that is not
plain data (an object with a lying ``__eq__``, an ``int`` subclass) stays in A as a
handle, and comparing or testing the truth of a handle fails the assert.
"""

from __future__ import annotations

import _signal
import _socket
import builtins
import marshal
import operator
import os
import reprlib
import time

# pytest_api: imported here, in the warm parent: a run sees the standard library, not this package
from codereward.sandbox.beside_solution import confinement, pytest_api, run_support, solution_server
from codereward.sandbox.kernel import namespaces
from codereward.sandbox.protocol import codec

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

_REQUEST_LIMIT = 256 << 20
_OPERATORS = {
    "==": operator.eq,
    "!=": operator.ne,
    "<": operator.lt,
    "<=": operator.le,
    ">": operator.gt,
    ">=": operator.ge,
    "is": operator.is_,
    "is not": operator.is_not,
    "in": lambda left, right: left in right,
    "not in": lambda left, right: left not in right,
}
_short = reprlib.Repr()
_short.maxstring = _short.maxother = 80
_short.maxlist = _short.maxtuple = _short.maxset = _short.maxdict = 8
_type = type


def _plain(value: object) -> str:
    return codec.strict_json(value, _REQUEST_LIMIT)


class SolutionGone(Exception):
    """The solution process ended, or stopped following the protocol."""


class SolutionError(Exception):
    """The solution raised an exception that is not a builtin one."""


# --- the judge's side ----------------------------------------------------------------

_NOT_PLAIN = "a {} object of the solution is not plain data: it cannot be compared or tested for truth"


class Remote:
    """A value that lives in the solution process; see the module docstring."""

    __slots__ = ("_cr_solution", "_cr_ref", "_cr_type")

    def __init__(self, solution: _Solution, ref: int, type_name: str) -> None:
        object.__setattr__(self, "_cr_solution", solution)
        object.__setattr__(self, "_cr_ref", ref)
        object.__setattr__(self, "_cr_type", type_name)

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        return self._cr_solution.call(self._cr_ref, args, kwargs)

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") and name.endswith("__"):
            raise AttributeError(name)
        return self._cr_solution.operation("getattr", self._cr_ref, name=name)

    def __setattr__(self, name: str, value: Any) -> None:
        self._cr_solution.operation("setattr", self._cr_ref, name=name, value=[value])

    def __getitem__(self, key: Any) -> Any:
        return self._cr_solution.operation("getitem", self._cr_ref, value=[key])

    def __setitem__(self, key: Any, value: Any) -> None:
        self._cr_solution.operation("setitem", self._cr_ref, value=[key, value])

    def __len__(self) -> int:
        size = self._cr_solution.operation("len", self._cr_ref)
        if _type(size) is not int:
            raise TypeError("the solution's __len__ did not return an int")
        return size

    def __iter__(self) -> Any:
        return iter(self._cr_solution.operation("iter", self._cr_ref))

    def __contains__(self, item: Any) -> bool:
        return item in list(self)

    def __eq__(self, other: object) -> bool:
        raise TypeError(_NOT_PLAIN.format(self._cr_type))

    __ne__ = __lt__ = __le__ = __gt__ = __ge__ = __eq__  # type: ignore[assignment]
    __hash__ = object.__hash__

    def __bool__(self) -> bool:
        raise TypeError(_NOT_PLAIN.format(self._cr_type))

    def __repr__(self) -> str:
        return f"<{self._cr_type} object of the solution>"


def _raise_remote(names: Any, why: str) -> None:
    """Raise in the judge the closest builtin exception to the one the solution raised,
    carrying the names of the solution's classes (``_cr_names``: what ``pytest.raises`` of a
    solution's own exception class matches)."""
    names = [str(name) for name in names] if _type(names) is list else []
    for name in names:
        module, _, short = name.partition(".")
        cls = getattr(builtins, short, None) if module == "builtins" else None
        if isinstance(cls, type) and issubclass(cls, Exception):
            try:
                exc = cls(f"solution raised {why}")
            except Exception:
                continue
            exc._cr_names = names  # type: ignore[attr-defined]
            raise exc
    error = SolutionError(f"solution raised {why}")
    error._cr_names = names  # type: ignore[attr-defined]
    raise error


def _solution_class(value: Any) -> str | None:
    """``solution.<qualified name>`` of a class of the solution (a ``Remote``), else None."""
    if _type(value) is not Remote:
        return None
    try:
        name = value._cr_solution.operation("getattr", value._cr_ref, name="__qualname__")
    except Exception:
        return None
    return f"solution.{name}" if _type(name) is str else None


class _Solution:
    def __init__(self, sock: _socket.socket, pid: int, cfg: dict[str, Any]) -> None:
        self.limit = 16 * cfg["max_output_bytes"] + (1 << 20)
        self.channel = run_support.Channel(sock, self.limit)
        self.pid = pid
        self.isolated = cfg["isolate"]
        self.gone: str | None = None
        self.cpu_limit: float | None = None  # the CPU seconds a row's limits give the solution process

    def _ended(self) -> str:
        for _ in range(50):
            pid, status, usage = os.wait4(self.pid, os.WNOHANG)
            if pid:
                if os.WIFSIGNALED(status):
                    cpu = usage.ru_utime + usage.ru_stime
                    # RLIMIT_CPU ends it with SIGXCPU, or SIGKILL at the hard limit: either way a timeout,
                    # the verdict the wall-clock backstop gives when it stops a starved run first
                    if os.WTERMSIG(status) == _signal.SIGXCPU or (self.cpu_limit is not None and cpu >= self.cpu_limit):
                        return f"{run_support.CPU_SPENT} ({cpu:.1f} s)"
                    return f"the solution process was killed by signal {os.WTERMSIG(status)}"
                return f"the solution process exited (status {os.waitstatus_to_exitcode(status)})"
            time.sleep(0.002)
        return "the solution process closed its channel"

    def _fail(self, why: str) -> None:
        self.gone = why
        try:
            # as init of the run's pid namespace, -1 reaches the solution and all it started
            os.kill(-1 if self.isolated else self.pid, _signal.SIGKILL)
        except OSError:
            pass
        raise SolutionGone(why)

    def exchange(self, text: str) -> dict[str, Any]:
        if self.gone:
            raise SolutionGone(self.gone)
        try:
            self.channel.send(text.encode())
            raw = self.channel.recv()
        except (OSError, ValueError) as exc:
            self._fail(f"the solution process broke the channel: {exc}")
        if raw is None:
            self._fail(self._ended())
        try:
            reply = codec.decode_json(raw)
        except ValueError:
            reply = None
        if _type(reply) is not dict:
            self._fail("the solution process sent a malformed reply")
        return reply

    def _encode(self, value: Any) -> str:
        def handle(obj: Any) -> tuple[int, str]:
            if _type(obj) is Remote:
                return obj._cr_ref, obj._cr_type
            raise TypeError(f"a {type(obj).__name__} cannot be passed to the solution: only data can")

        return codec.encode_tagged(value, handle, self.limit, lenient=True)

    def resolve(self, ref: int, type_name: str) -> Remote:
        return Remote(self, ref, type_name)

    def _value(self, reply: dict[str, Any]) -> Any:
        if "e" in reply:
            _raise_remote(reply.get("e"), str(reply.get("why", "an exception")))
        try:
            return codec.untag(reply.get("v"), self.resolve)
        except codec.NotPlain as exc:
            self._fail(f"the solution process sent a malformed value: {exc}")

    def call(self, ref: int, args: tuple[Any, ...], kwargs: dict[str, Any]) -> Any:
        text = f'{{"op":"call","ref":{ref},"args":{self._encode(list(args))},"kw":{self._encode(kwargs)}}}'
        reply = self.exchange(text)
        result = self._value(reply)
        for item in reply.get("m", []) if _type(reply.get("m")) is list else []:
            _sync_argument(args, item, self.resolve)
        return result

    def operation(self, op: str, ref: int, name: str | None = None, value: list[Any] | None = None) -> Any:
        text = f'{{"op":{_plain(op)},"ref":{ref},"name":{_plain(name)},"value":{self._encode(value or [])}}}'
        return self._value(self.exchange(text))


def _sync_argument(args: tuple[Any, ...], item: Any, resolve: Any) -> None:
    """Mirror an in-place change the solution made to a list/dict/set argument."""
    try:
        position, raw = item
        original, new = args[position], codec.untag(raw, resolve)
    except (TypeError, ValueError, IndexError):
        return
    if _type(original) is not _type(new):
        return
    if isinstance(original, (list, bytearray)):
        original[:] = new
    elif isinstance(original, (dict, set)):
        original.clear()
        original.update(new)


class _Checks:
    """The ``_cr_*`` functions the rewritten asserts call; each sends result frames."""

    def __init__(self, frames: run_support.Frames, names: list[str]) -> None:
        self.frames = frames
        self.names = names
        self.detail: dict[int, str] = {}
        self.reported: set[int] = set()
        self.failed: set[int] = set()
        self.last_frame = time.monotonic()

    def compare(self, index: int, left: Any, op: str, right: Any) -> bool:
        ok = bool(_OPERATORS[op](left, right))
        if not ok:
            self.detail[index] = f"left: {_short.repr(left)}, right: {_short.repr(right)}"
        return ok

    def truth(self, index: int, value: Any) -> bool:
        ok = bool(value)
        if not ok:
            self.detail[index] = f"value: {_short.repr(value)}"
        return ok

    def record(self, index: int, ok: bool) -> None:
        why = None if ok else f"assert {self.names[index]} failed: {self.detail.pop(index, '')}"
        self._send(index, ok, why)

    def raised(self, index: int, exc: BaseException) -> None:
        self._send(index, False, f"assert {self.names[index]}: {codec.describe_exception(exc)}")

    def _send(self, index: int, ok: bool, why: str | None) -> None:
        now = time.monotonic()
        # one frame per assert, its first failure, and a heartbeat so the parent sees progress
        if index not in self.reported or (not ok and index not in self.failed) or now - self.last_frame > 0.2:
            self.reported.add(index)
            if not ok:
                self.failed.add(index)
            self.frames.send({"k": "case", "i": index, "ok": ok, "why": why})
            self.last_frame = now


def _solution_limits(request: dict[str, Any], solution: _Solution) -> dict[str, Any] | None:
    limits = request.get("limits")
    if not limits:
        return None
    solution.cpu_limit = limits["cpu"] * (len(request["names"]) + 1)
    return {"memory_mb": limits.get("memory_mb"), "cpu_total": solution.cpu_limit}


def _judge(request: dict[str, Any], frames: run_support.Frames, solution: _Solution) -> str | None:
    """Run the tests the caller rewrote (``asserts.AssertSuite.judge_request``)."""
    entry = request.get("entry_point") or None
    wanted = request["wanted"]
    try:
        reply = solution.exchange(_plain({"op": "load", "code": request["code"], "names": wanted, "limits": _solution_limits(request, solution)}))
        if not reply.get("ok"):
            frames.send({"k": "import_error", "why": str(reply.get("why", "the solution did not load"))})
            return None
        names = {name: codec.untag(raw, solution.resolve) for name, raw in dict(reply.get("names", {})).items()}
        functions = {name: codec.untag(raw, solution.resolve) for name, raw in dict(reply.get("functions", {})).items()}
    except (SolutionGone, codec.NotPlain, TypeError, ValueError) as exc:
        frames.send({"k": "import_error", "why": f"while loading the solution: {exc}"})
        return None
    if entry and entry not in names:
        frames.send({"k": "import_error", "why": f"the solution does not define {entry!r}"})
        return None
    if not entry and request["needs_entry"]:
        if len(functions) != 1:
            frames.send(
                {
                    "k": "import_error",
                    "why": f"no entry_point given and the solution defines {len(functions)} functions: "
                    "cannot tell which one the tests call",
                }
            )
            return None
        entry, names[entry] = next(iter(functions.items()))
    frames.send({"k": "ready"})
    namespace: dict[str, Any] = {"__name__": "__tests__", "__builtins__": builtins}
    namespace.update((name, value) for name, value in names.items() if name in wanted)
    for name in wanted:
        if name not in namespace:  # tests that use math without importing it, as MBPP's do
            module = codec.stdlib_module(name)
            if module is not None:
                namespace[name] = module
    if entry:
        namespace[request["entry_name"]] = names[entry]
        if not request["defines_candidate"]:
            namespace["candidate"] = names[entry]
    checks = _Checks(frames, request["names"])
    namespace.update(_cr_cmp=checks.compare, _cr_truth=checks.truth, _cr_record=checks.record, _cr_raised=checks.raised)
    tests = request["tests"]
    # Not a parse check: the caller parsed the tests (``Snippet.compilable_tree``) and sends
    # their rewritten source only to an interpreter that cannot read its code objects; it is
    # compiled here, where nothing but the protocol and the kernel interfaces may be imported.
    try:
        program = compile(tests, "<tests>", "exec", dont_inherit=True) if _type(tests) is str else tests
        exec(program, namespace)
    except BaseException as exc:
        return f"the test code stopped: {codec.describe_exception(exc)}{run_support.where(exc, '<tests>')}"
    return None


# --- pytest-style test modules (``caller/pytests.py``) -----------------------------------

_CO_COROUTINE = 0x80


class _NoFixture(Exception):
    pass


def _explain(left: Any, op: str, right: Any) -> str:
    return f"assert {_short.repr(left)} {op} {_short.repr(right)}"


def _arguments(function: Any, bound: bool) -> list[str]:
    """The parameters pytest fills (no defaults, no ``self`` of a bound method)."""
    code = getattr(getattr(function, "__func__", function), "__code__", None)
    if code is None:
        return []
    names = list(code.co_varnames[: code.co_argcount])
    defaults = getattr(getattr(function, "__func__", function), "__defaults__", None) or ()
    if defaults:
        names = names[: len(names) - len(defaults)]
    return names[1:] if bound else names


class _Fixtures:
    """The test module's own fixtures for one test: each made once, torn down after it."""

    def __init__(self, namespace: dict[str, Any], owner: Any, api: Any) -> None:
        self.namespace, self.owner, self.api = namespace, owner, api
        self.values: dict[str, Any] = {}
        self.teardowns: list[Any] = []

    def _definition(self, name: str) -> tuple[Any, bool]:
        if self.owner is not None:
            found = _type(self.owner).__dict__.get(name)
            if isinstance(found, self.api.FixtureDefinition):
                return found, True
        found = self.namespace.get(name)
        if isinstance(found, self.api.FixtureDefinition):
            return found, False
        raise _NoFixture(
            f"fixture {name!r} not found: the sandbox runs the test module's own fixtures, not pytest's built-in ones"
        )

    def value(self, name: str, depth: int = 0) -> Any:
        if name in self.values:
            return self.values[name]
        if depth > 50:
            raise _NoFixture(f"fixture {name!r} depends on itself")
        definition, method = self._definition(name)
        function = definition.function
        args = [self.value(arg, depth + 1) for arg in _arguments(function, method)]
        result = function(self.owner, *args) if method else function(*args)
        if _type(result).__name__ == "generator":
            generator, result = result, next(result)
            self.teardowns.append(generator)
        self.values[name] = result
        return result

    def autouse(self) -> None:
        scopes = [self.namespace] + ([_type(self.owner).__dict__] if self.owner is not None else [])
        for scope in scopes:
            for name, found in list(scope.items()):
                if isinstance(found, self.api.FixtureDefinition) and getattr(found, "autouse", False):
                    self.value(name)

    def close(self) -> None:
        for generator in reversed(self.teardowns):
            try:
                next(generator)
            except StopIteration:
                pass


def _instances(marks: list[Any], api: Any) -> list[dict[str, Any]]:
    """The parameters of every instance of a parametrized test (one empty one otherwise)."""
    instances: list[dict[str, Any]] = [{}]
    for found in marks:
        if getattr(found, "name", None) != "parametrize" or len(found.args) < 2:
            continue
        names, values = found.args[0], found.args[1]
        names = [n.strip() for n in names.split(",") if n.strip()] if _type(names) is str else list(names)
        rows = []
        for value in values:
            if isinstance(value, api.ParameterSet):
                value = value.values
            elif len(names) == 1:
                value = (value,)
            rows.append(dict(zip(names, value)))
        # the decorator nearest the function varies slowest, as in pytest's ids
        instances = [{**done, **row} for done in instances for row in rows]
    return instances


def _around(owner: Any, function: Any, method_hook: str, unittest_hook: str) -> None:
    """A test class's own set-up or tear-down, as pytest calls it (``setup_method(method)``,
    or ``setUp()`` for a ``unittest.TestCase``)."""
    if owner is None:
        return
    hook = getattr(owner, method_hook, None)
    if callable(hook):
        hook(function)
    hook = getattr(owner, unittest_hook, None)
    if callable(hook):
        hook()


def _run_test(namespace: dict[str, Any], name: str, api: Any, instance: int | None) -> tuple[bool, str | None]:
    """Run one collected test, its ``instance`` when given (every instance when
    parametrized and not): (passed, why not)."""
    owner_name, _, function_name = name.rpartition("::")
    try:
        owner = namespace[owner_name]() if owner_name else None
        function = getattr(owner, function_name) if owner_name else namespace[function_name]
        marks = list(getattr(function, "pytestmark", []))
        if owner is not None:
            marks += list(getattr(_type(owner), "pytestmark", []))
    except BaseException as exc:
        return False, f"cannot set the test up: {codec.describe_exception(exc)}"
    if not callable(function) or _type(function) is api.Mark:
        return False, f"{name} is not a test function (a {_type(function).__name__})"
    by_name = {getattr(found, "name", None): found for found in marks}
    if "skip" in by_name or ("skipif" in by_name and by_name["skipif"].args and by_name["skipif"].args[0]):
        return True, None
    xfail = by_name.get("xfail")
    code = getattr(getattr(function, "__func__", function), "__code__", None)
    if code is not None and code.co_flags & _CO_COROUTINE:
        return False, "an async test function needs a plugin (pytest-asyncio): not run"
    instances = _instances(marks, api)
    if instance is not None:
        if instance >= len(instances):
            return False, f"parametrize made {len(instances)} instances, not {instance + 1}"
        instances = instances[instance : instance + 1]
    for params in instances:
        fixtures = _Fixtures(namespace, owner, api)
        label = f"[{', '.join(f'{k}={_short.repr(v)}' for k, v in params.items())}] " if params else ""
        try:
            fixtures.autouse()
            kwargs = {arg: params[arg] if arg in params else fixtures.value(arg) for arg in _arguments(function, owner is not None)}
            _around(owner, function, "setup_method", "setUp")
            try:
                function(**kwargs)
            finally:
                _around(owner, function, "teardown_method", "tearDown")
            fixtures.close()
        except api.Skipped:
            continue
        except _NoFixture as exc:
            return False, f"{label}{exc}"
        except BaseException as exc:  # SystemExit and KeyboardInterrupt included: a test that raised failed
            if xfail is not None:
                continue
            failed = "failed: " if isinstance(exc, AssertionError) else ""  # a wrong answer, not an error
            return False, f"{failed}{label}{codec.describe_exception(exc)}{run_support.where(exc, '<tests>')}"
        if xfail is not None and xfail.kwargs.get("strict"):
            return False, f"{label}[XPASS(strict)] the test was expected to fail"
    return True, None


def _judge_pytest(request: dict[str, Any], frames: run_support.Frames, solution: _Solution) -> str | None:
    """Collect the test module (its ``solution`` imports bound to the solution's names) and
    run each collected test; a test fails on any exception, with the reason."""
    import sys

    wanted = request["wanted"]
    try:
        reply = solution.exchange(_plain({"op": "load", "code": request["code"], "names": wanted, "limits": _solution_limits(request, solution)}))
        if not reply.get("ok"):
            frames.send({"k": "import_error", "why": str(reply.get("why", "the solution did not load"))})
            return None
        names = {name: codec.untag(raw, solution.resolve) for name, raw in dict(reply.get("names", {})).items()}
    except (SolutionGone, codec.NotPlain, TypeError, ValueError) as exc:
        frames.send({"k": "import_error", "why": f"while loading the solution: {exc}"})
        return None
    missing = sorted({name for name in request["imported"].values() if name not in names})
    if missing:
        frames.send({
            "k": "import_error",
            "why": f"the tests import {', '.join(map(repr, missing))} from the solution, which does not define it",
        })
        return None
    for name, value in list(names.items()):
        # a standard-library module the solution imported (``from solution import *`` brings
        # it along): the judge's own import, not calls through the solution process
        if _type(value) is Remote and value._cr_type == "module" and codec.stdlib_module(name) is not None:
            names[name] = codec.stdlib_module(name)
    frames.send({"k": "ready"})
    sys.modules["pytest"] = pytest_api
    pytest_api.solution_class = _solution_class
    namespace: dict[str, Any] = {"__name__": "test_solution", "__builtins__": builtins, "_cr_explain": _explain}
    namespace.update(names)
    namespace.update((local, names[name]) for local, name in request["imported"].items())
    if request["module_names"]:
        module = _type(sys)("solution")
        module.__dict__.update(names)
        namespace.update((alias, module) for alias in request["module_names"])
    tests = request["tests"]
    # Not a parse check: the caller parsed the tests (``Snippet.compilable_tree``) and sends
    # their rewritten source only to an interpreter that cannot read its code objects; it is
    # compiled here, where nothing but the protocol and the kernel interfaces may be imported.
    try:
        program = compile(tests, "<tests>", "exec", dont_inherit=True) if _type(tests) is str else tests
        exec(program, namespace)
    except BaseException as exc:
        return f"the test module could not be collected: {codec.describe_exception(exc)}{run_support.where(exc, '<tests>')}"
    for index, (test, instance) in enumerate(request["cases"]):
        ok, why = _run_test(namespace, test, pytest_api, instance) if not solution.gone else (False, None)
        if solution.gone:  # the solution process ended: this test and every later one failed with it
            ok, why = False, solution.gone
        frames.send({"k": "case", "i": index, "ok": ok, "why": why})
    return None


def main(fds: list[int], cfg: dict[str, Any]) -> None:
    """In the run process, its namespace entered (``confinement.enter_run_namespace``)."""
    data_fd, results_fd, output_fd = fds
    confinement.redirect_stdio(output_fd)  # the /dev/null fd is closed with the rest below
    judge_end, solution_end = _socket.socketpair(_socket.AF_UNIX, _socket.SOCK_STREAM)
    pid = os.fork()
    if pid == 0:
        status = 1
        try:
            namespaces.close_fds_except({0, 1, 2, solution_end.fileno()})
            confinement.set_run_limits(cfg, None)
            confinement.drop_privileges(cfg)
            confinement.lock_down(cfg)
            solution_server.serve(solution_end, cfg)
            status = 0
        finally:
            os._exit(status)
    solution_end.close()
    namespaces.prctl(namespaces.PR_SET_DUMPABLE, 0)
    namespaces.close_fds_except({0, 1, 2, data_fd, results_fd, judge_end.fileno()})
    if not cfg["isolate"]:
        confinement.drop_privileges(cfg)  # without namespaces, at least not the host's root
    request = marshal.loads(confinement.read_all(data_fd, _REQUEST_LIMIT))  # from the caller: trusted
    os.close(data_fd)
    frames = run_support.Frames(results_fd, request["nonce"], cfg["max_output_bytes"] * 8 + 4096)
    judge = _judge_pytest if request.get("style") == "pytest" else _judge
    why = judge(request, frames, _Solution(judge_end, pid, cfg))
    frames.send({"k": "done", "why": why})
    os._exit(0)
