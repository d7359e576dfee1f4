"""The ``pytest`` a pytest-style test module imports in the judge (``pytests.py`` says why
not pytest itself): what test modules use of it, with pytest's meaning.

``raises`` (context manager and call form, ``match``), ``approx`` (numbers, and lists,
tuples and dicts of them; pytest's default tolerances), ``mark.parametrize`` (stacked:
every combination), ``mark.skip``/``skipif``/``xfail`` and any other mark (recorded,
ignored), ``param``, ``fixture`` (the module's own fixtures, generator fixtures included),
``fail``, ``skip``.
"""

from __future__ import annotations

import math

TYPE_CHECKING = False
if TYPE_CHECKING:
    from typing import Any


def solution_class(value: Any) -> str | None:
    """``solution.<name>`` when ``value`` is a class of the solution (the judge sets this)."""
    return None


class Failed(AssertionError):
    """``pytest.fail``."""


class Skipped(BaseException):
    """``pytest.skip`` (a BaseException, as pytest's: ``except Exception`` does not catch it)."""


def fail(reason: str = "", pytrace: bool = True) -> None:
    raise Failed(reason)


def skip(reason: str = "", allow_module_level: bool = False) -> None:
    raise Skipped(reason)


class Mark:
    def __init__(self, name: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> None:
        self.name, self.args, self.kwargs = name, args, kwargs

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        if len(args) == 1 and not kwargs and callable(args[0]):  # decorating: as pytest, a lone callable
            target = args[0]
            target.pytestmark = [*getattr(target, "pytestmark", []), self]
            return target
        return Mark(self.name, self.args + args, {**self.kwargs, **kwargs})

    def __repr__(self) -> str:
        return f"Mark({self.name!r}, {self.args!r})"


class _Marks:
    def __getattr__(self, name: str) -> Mark:
        if name.startswith("__"):
            raise AttributeError(name)
        return Mark(name, (), {})


mark = _Marks()


class ParameterSet:
    def __init__(self, values: tuple[Any, ...], marks: Any = (), id: str | None = None) -> None:  # noqa: A002
        self.values, self.marks, self.id = values, marks, id


def param(*values: Any, marks: Any = (), id: str | None = None) -> ParameterSet:  # noqa: A002
    return ParameterSet(values, marks, id)


class FixtureDefinition:
    def __init__(self, function: Any, scope: str = "function") -> None:
        self.function, self.scope, self.__name__ = function, scope, getattr(function, "__name__", "fixture")

    def __call__(self, *args: Any, **kwargs: Any) -> Any:
        raise Failed(f"fixture {self.__name__!r} called directly: fixtures are not meant to be called")


def fixture(function: Any = None, *, scope: str = "function", params: Any = None, autouse: bool = False,
            name: str | None = None, **_: Any) -> Any:
    def wrap(target: Any) -> FixtureDefinition:
        definition = FixtureDefinition(target, scope)
        definition.autouse = autouse  # type: ignore[attr-defined]
        if name:
            definition.__name__ = name
        return definition

    return wrap(function) if callable(function) else wrap


class ExceptionInfo:
    def __init__(self, expected: Any) -> None:
        self.expected = expected
        self.value: BaseException | None = None
        self.type: type | None = None

    def match(self, pattern: str) -> bool:
        import re  # the standard library is there in a run; re stays out of the lean workers' image

        if not re.search(pattern, str(self.value)):
            raise AssertionError(f"regex {pattern!r} does not match {str(self.value)!r}")
        return True

    def __repr__(self) -> str:
        return f"<ExceptionInfo {self.value!r}>"


class RaisesContext:
    def __init__(self, expected: Any, match: str | None) -> None:
        self.info = ExceptionInfo(expected)
        self.match = match

    def __enter__(self) -> ExceptionInfo:
        return self.info

    def __exit__(self, kind: Any, value: Any, traceback: Any) -> bool:
        expected = self.info.expected if isinstance(self.info.expected, tuple) else (self.info.expected,)
        local = tuple(e for e in expected if isinstance(e, type))
        # an exception class of the solution: matched by name against what the solution raised
        theirs = [name for e in expected if not isinstance(e, type) for name in [solution_class(e)] if name]
        if len(local) + len(theirs) != len(expected):
            raise TypeError(f"pytest.raises needs exception classes, got {self.info.expected!r}")
        if kind is None:
            raise Failed(f"DID NOT RAISE {_names(self.info.expected)}")
        raised = getattr(value, "_cr_names", ())
        if not ((local and issubclass(kind, local)) or any(name in raised for name in theirs)):
            return False  # the exception goes on: the test fails with it
        self.info.value, self.info.type = value, kind
        if self.match is not None:
            self.info.match(self.match)
        return True


def _names(expected: Any) -> str:
    if isinstance(expected, tuple):
        return " or ".join(getattr(e, "__name__", str(e)) for e in expected)
    return getattr(expected, "__name__", str(expected))


def raises(expected: Any, *args: Any, match: str | None = None, **kwargs: Any) -> Any:
    context = RaisesContext(expected, match)
    if not args:
        return context
    with context as info:
        args[0](*args[1:], **kwargs)
    return info


class ApproxBase:
    def __init__(self, expected: Any, rel: float | None, abs: float | None) -> None:  # noqa: A002
        self.expected, self.rel, self.abs = expected, rel, abs

    def _close(self, expected: Any, actual: Any) -> bool:
        if isinstance(expected, (list, tuple)):
            return (isinstance(actual, (list, tuple)) and len(actual) == len(expected)
                    and all(self._close(e, a) for e, a in zip(expected, actual)))
        if isinstance(expected, dict):
            return (isinstance(actual, dict) and actual.keys() == expected.keys()
                    and all(self._close(expected[k], actual[k]) for k in expected))
        if isinstance(expected, bool) or not isinstance(expected, (int, float, complex)):
            return bool(expected == actual)
        if isinstance(actual, bool) or not isinstance(actual, (int, float, complex)):
            return False
        if expected == actual:
            return True
        if isinstance(expected, float) and (math.isinf(expected) or math.isnan(expected)):
            return False
        absolute = 1e-12 if self.abs is None else self.abs
        relative = (1e-6 if self.abs is None else 0.0) if self.rel is None else self.rel
        return bool(abs(expected - actual) <= max(relative * abs(expected), absolute))

    def __eq__(self, actual: object) -> bool:
        return self._close(self.expected, actual)

    def __ne__(self, actual: object) -> bool:
        return not self == actual

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"approx({self.expected!r})"


def approx(expected: Any, rel: float | None = None, abs: float | None = None, nan_ok: bool = False) -> ApproxBase:  # noqa: A002
    return ApproxBase(expected, rel, abs)
