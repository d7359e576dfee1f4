"""The per-snippet analysis object: every index the rules share, built at most once.

``analysis(snippet)`` returns the snippet's one ``Analysis``; the first call makes it and
keeps it in ``snippet.cache``. It holds what several rules derive from the tree (the
import map, the names the snippet defines, the function index) as lazily computed
attributes, and a memo (``derive``) for everything else the query modules of this
package build per snippet (the binding index, scopes, loop facts, locks). A rule never
builds such an index itself: it asks a query (``qualified_name``, ``resolve``,
``scope_of``, ``enclosing_loop``, ``loop_facts`` ...), which reads this object.

It refers to its snippet weakly: the snippet owns it (through its cache), and a cycle
would keep every tree of a batch alive until the cyclic collector runs.
"""

from __future__ import annotations

import ast
import weakref
from collections import defaultdict
from collections.abc import Callable
from typing import TypeVar

from codereward.snippet import Snippet, cached

T = TypeVar("T")

_KEY = "analysis"
#: the prefix of a qualified name that a ``def`` or ``class`` of the snippet binds
LOCAL = "<local>"


def _gone() -> None:
    return None


def analysis(snippet: Snippet) -> Analysis:
    """The snippet's shared analysis (made on first use, then the same object)."""
    found = snippet.cache.get(_KEY)
    if found is None:
        found = snippet.cache[_KEY] = Analysis(snippet)
    elif found._snippet() is not snippet:  # unpickled with its snippet: point it at the copy
        found._snippet = weakref.ref(snippet)
    return found


class Analysis:
    """Indexes over one parsed snippet, each built on first use and shared by every rule."""

    def __init__(self, snippet: Snippet) -> None:
        self._snippet = weakref.ref(snippet)
        self._derived: dict[object, object] = {}

    def __getstate__(self) -> dict:
        # a snippet may be pickled (to a worker) with its cache: the indexes travel with
        # its tree, which pickle copies once, and ``analysis`` re-links the copy
        state = dict(self.__dict__)
        del state["_snippet"]
        return state

    def __setstate__(self, state: dict) -> None:
        self.__dict__.update(state)
        self._snippet = _gone

    @property
    def snippet(self) -> Snippet:
        snippet = self._snippet()
        if snippet is None:  # only reachable by keeping an Analysis past its snippet
            raise ReferenceError("the snippet of this analysis is gone")
        return snippet

    def derive(self, key: object, build: Callable[[], T]) -> T:
        """``build()`` once per snippet and ``key``: how a query module adds its own index."""
        store = self._derived
        try:
            return store[key]  # type: ignore[return-value]
        except KeyError:
            value = store[key] = build()
            return value

    @cached
    def imports(self) -> dict[str, str]:
        """Local name -> the qualified name it imports (``np`` -> ``numpy``,
        ``run`` -> ``subprocess.run``; ``import urllib.request`` binds ``urllib``).

        Relative imports and ``*`` bind nothing known here.
        """
        snippet = self.snippet
        names: dict[str, str] = {}
        for node in snippet.nodes(ast.Import):
            for alias in node.names:
                if alias.asname:
                    names[alias.asname] = alias.name
                else:
                    top = alias.name.partition(".")[0]
                    names[top] = top
        for node in snippet.nodes(ast.ImportFrom):
            if node.level or not node.module:
                continue
            for alias in node.names:
                if alias.name != "*":
                    names[alias.asname or alias.name] = f"{node.module}.{alias.name}"
        return names

    @cached
    def functions(self) -> dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]]:
        """Function and method definitions by name, in source order (a name may be defined twice)."""
        index: dict[str, list[ast.FunctionDef | ast.AsyncFunctionDef]] = defaultdict(list)
        for node in self.snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef):
            index[node.name].append(node)  # type: ignore[union-attr]
        return dict(index)

    @cached
    def classes(self) -> dict[str, list[ast.ClassDef]]:
        """Class definitions by name, in source order."""
        index: dict[str, list[ast.ClassDef]] = defaultdict(list)
        for node in self.snippet.nodes(ast.ClassDef):
            index[node.name].append(node)  # type: ignore[union-attr]
        return dict(index)

    @cached
    def defined(self) -> frozenset[str]:
        """Names the snippet binds with ``def`` or ``class`` (they shadow builtins like ``open``)."""
        return frozenset(self.functions) | frozenset(self.classes)


def derive(snippet: Snippet, key: object, build: Callable[[], T]) -> T:
    """``analysis(snippet).derive(key, build)``: a per-snippet index, built once."""
    found = snippet.cache.get(_KEY)  # ``analysis``, inlined for the common case: it is hot
    if found is None or found._snippet() is not snippet:
        found = analysis(snippet)
    store = found._derived
    try:
        return store[key]  # type: ignore[return-value]
    except KeyError:
        value = store[key] = build()
        return value
