"""Imports that say what they use: codereward's own modules are imported at the top of a module.

A function-level import of a codereward module hides a dependency (and, often, an import cycle).
The one kind allowed is a module that loads an optional heavy dependency on import (a subclass of a
TRL or transformers class, a Ray datasource): a run that needs it pays for it, an import of the
module around it does not. The command line's lazy dispatch (``cli/main.py``) goes through
``importlib``, not an import statement. The layers themselves are import-linter's contracts
(``[tool.importlinter]`` in pyproject.toml, ``lint-imports`` in ``make lint``).
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

SRC = Path(__file__).resolve().parents[1] / "src"

#: optional dependencies heavy enough that a codereward module importing them at its top is imported
#: inside the function that needs it: torch (and transformers, TRL, which load it), Ray, the web stack
HEAVY = ("torch", "transformers", "trl", "peft", "ray", "fastapi", "uvicorn")

#: (module, imported codereward module) pairs allowed inside a function for another reason, each
#: with the reason
ALLOWED: set[tuple[str, str]] = {
    # ruff's second looks load the rules' shared analyses (tens of ms): imported once ruff's process
    # runs (``RuffAdapter.launch``), so that they load while it works (docs/speed.md)
    ("codereward.tools.ruff", "codereward.tools.ruff_confirm"),
}


#: an import statement at a module's top (column 0); ``from x import (a, b)`` over several lines too
_TOP_IMPORT = re.compile(r"^(?:from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n]*)|import[ \t]+([^\n#]+))", re.MULTILINE)
#: an indented import of a codereward module (in a function, or under a module-level ``if``/``try``)
_INDENTED_OWN_IMPORT = re.compile(r"^[ \t]+(?:from[ \t]+(?:codereward\b|\.)|import[ \t]+codereward\b)", re.MULTILINE)


def _module_name(path: Path) -> str:
    parts = path.relative_to(SRC).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _absolute(target: str, module: str, path: Path) -> str:
    """``target`` (``.x``, ``..``, ``codereward.x``) as an absolute module name, seen from ``module``."""
    level = len(target) - len(target.lstrip("."))
    if not level:
        return target
    package = module.split(".") if path.name == "__init__.py" else module.split(".")[:-1]
    rest = target[level:]
    return ".".join(package[: len(package) - level + 1] + ([rest] if rest else []))


@pytest.fixture(scope="module")
def sources() -> dict[str, tuple[Path, str]]:
    """Module name -> (path, text) of every codereward module (read as text: parsing all of them
    takes seconds on a busy machine; only the few with an indented import of their own are parsed)."""
    return {_module_name(p): (p, p.read_text(encoding="utf-8")) for p in sorted((SRC / "codereward").rglob("*.py"))}


def _imported(base: str, names: list[str], known: dict) -> list[str]:
    """The modules ``from base import names`` loads (a name that is a submodule of ``base`` is one)."""
    return [f"{base}.{name}" if f"{base}.{name}" in known else base for name in names] or [base]


def _top_imports(name: str, path: Path, text: str, known: dict) -> list[str]:
    found = []
    for match in _TOP_IMPORT.finditer(text):
        if match.group(3):
            found += [part.split(" as ")[0].strip() for part in match.group(3).split(",")]
        else:
            names = [n.split(" as ")[0].strip() for n in match.group(2).strip("()").split("#")[0].split(",")]
            found += _imported(_absolute(match.group(1), name, path), [n for n in names if n], known)
    return found


def _heavy(sources: dict) -> set[str]:
    """The codereward modules whose import loads a ``HEAVY`` package, directly or through each other."""
    top = {name: _top_imports(name, path, text, sources) for name, (path, text) in sources.items()}
    heavy = {name for name, used in top.items() if any(m.split(".")[0] in HEAVY for m in used)
             and _imports_heavy_at_top(*sources[name])}  # a match in a string (a test case's code) is none
    grew = True
    while grew:
        grew = False
        for name, used in top.items():
            if name not in heavy and any(m in heavy for m in used):
                heavy.add(name)
                grew = True
    return heavy


def _imports_heavy_at_top(path: Path, text: str) -> bool:
    tree = ast.parse(text, str(path))
    names = [a.name for node in tree.body if isinstance(node, ast.Import) for a in node.names]
    names += [node.module or "" for node in tree.body if isinstance(node, ast.ImportFrom) and not node.level]
    return any(name.split(".")[0] in HEAVY for name in names)


def _function_imports(tree: ast.Module):
    """The import statements inside a module's functions."""
    def walk(node: ast.AST, inside: bool):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, (ast.Import, ast.ImportFrom)) and inside:
                yield child
            yield from walk(child, inside or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)))
    yield from walk(tree, False)


def _used(node: ast.Import | ast.ImportFrom, module: str, path: Path, known: dict) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = _absolute("." * node.level + (node.module or ""), module, path)
    return _imported(base, [alias.name for alias in node.names], known)


def hidden_imports(sources: dict) -> list[str]:
    """``path:line: module`` of each function-level import of a codereward module that is not allowed."""
    heavy = _heavy(sources)
    hidden = []
    for name, (path, text) in sources.items():
        if not _INDENTED_OWN_IMPORT.search(text):
            continue
        for node in _function_imports(ast.parse(text, str(path))):
            for used in _used(node, name, path, sources):
                if used.split(".")[0] == "codereward" and used not in heavy and (name, used) not in ALLOWED:
                    hidden.append(f"{path.relative_to(SRC)}:{node.lineno}: {used}")
    return hidden


def test_codereward_modules_are_imported_at_the_top_unless_they_load_a_heavy_optional_dependency(sources):
    hidden = hidden_imports(sources)
    assert not hidden, "import these at the module's top (a cycle: move the shared name down a layer):\n" + "\n".join(hidden)


def test_the_heavy_modules_found_are_the_ones_that_wrap_torch_trl_and_ray(sources):
    """The exemption is not vacuous: it covers the trainer's and Ray's modules, and not a plain one."""
    heavy = _heavy(sources)
    assert {"codereward.train.trainer", "codereward.train.callbacks", "codereward.corpus.ray_engine",
            "codereward.corpus.ray_problems"} <= heavy
    assert not {"codereward.train.run", "codereward.train.experiment", "codereward.analyzer", "codereward.cli.main",
                "codereward.tools.bandit"} & heavy  # bandit's module holds ``import torch`` in a test case's code


def test_a_function_level_import_of_a_codereward_module_is_found(sources):
    probe = SRC / "codereward" / "probe.py"
    text = ("from typing import TYPE_CHECKING\n\nif TYPE_CHECKING:\n    from codereward.config import Config\n\n\n"
            "def f():\n    from codereward.analyzer import Analyzer\n    from . import jsonl\n    import json\n")
    found = hidden_imports({**sources, "codereward.probe": (probe, text)})
    assert found == ["codereward/probe.py:8: codereward.analyzer", "codereward/probe.py:9: codereward.jsonl"]


def test_a_command_imports_no_other_command(sources):
    """The command line imports the module of the command that runs alone: what commands share
    (flags, errors, progress) lives in modules of its own."""
    from codereward.cli.main import COMMANDS

    commands = {f"codereward.cli.{module}" for module, _ in COMMANDS.values()}
    crossing = sorted(f"{name} -> {used}" for name in commands
                      for used in _top_imports(name, *sources[name], sources) if used in commands - {name})
    assert not crossing
