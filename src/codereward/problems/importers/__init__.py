"""Rows of the public code-RL datasets as codereward problem rows: one module per format, one
dispatch.

``import_row(fmt, row)`` maps one dataset row (a mapping, as ``datasets`` or a JSON Lines
reader yields it) to one problem row that passes ``problems.schema`` checks, or raises
``ImportRowError`` saying why the row cannot become a problem. ``trusted=True`` is for a
source the user named: only then are LiveCodeBench's pickled private tests decoded.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from codereward.problems.importers.fields import ImportRowError
from codereward.problems.schema import row_errors

#: the formats, by the name the command line and the rows' ``source`` field use
FORMATS: tuple[str, ...] = ("apps", "taco", "codecontests", "livecodebench", "kodcode", "verifiable", "deepcoder", "eurus")

__all__ = ["FORMATS", "ImportRowError", "import_row"]


def import_row(fmt: str, row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """``row`` of dataset format ``fmt`` as a problem row (``index``: its position in the source,
    the id of datasets that have none); ``ImportRowError`` with the reason when it cannot be one."""
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r} (expected one of {', '.join(FORMATS)})")
    if not isinstance(row, Mapping):
        raise ImportRowError(f"expected a row object, got {type(row).__name__}")
    module = importlib.import_module(f"codereward.problems.importers.{fmt}")
    try:
        problem = module.convert(row, index=index, trusted=trusted)
    except ImportRowError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError, RecursionError) as exc:
        raise ImportRowError(f"unreadable {fmt} row: {type(exc).__name__}: {exc}") from None
    errors = row_errors(problem)
    if errors:
        raise ImportRowError("; ".join(errors))
    return problem
