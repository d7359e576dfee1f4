"""The first item that passes a test."""
from typing import TypeVar
from collections.abc import Callable, Iterable
T = TypeVar("T")
D = TypeVar("D")
def first(items: Iterable[T], test: Callable[[T], bool], default: D) -> T | D:
    """The first of ``items`` for which ``test`` is true, else ``default``."""
    for item in items:
        if test(item):
            return item
    return default


def report(values: list[float]) -> str:
    """The first large value, formatted."""
    big = first(values, lambda v: v > 100.0, None)
    return f"first large value: {f'{big:.2f}' if big is not None else 'none'}"
