"""Derive the benchmark corpus from the hand-written templates in ``templates/``.

Each template is one realistic solution of the kind a code LLM writes, in which some
idioms are written twice: the clean way and the flawed way an LLM often picks instead
(``+=`` string building in a loop, a bare ``except: pass``, ``open`` without ``with``,
``shell=True``, ``yaml.load``, a hard-coded key, a quadratic ``in list`` test, ...).
Two marker forms choose between them:

    # {clean NAME}            block form: the clean lines follow,
    ...
    # {flaw NAME}             then the flawed lines that replace them,
    ...
    # {end}                   and the end of the alternative.

    clean_code()  # {flaw NAME: flawed_code()}     inline form, for a single line

Every alternative with the same NAME is switched together. Each template gives four
files, ``<template>__<variant>.py``:

- ``clean``: every clean alternative, docstrings kept;
- ``nodoc``: the clean code with its docstrings removed (the most common LLM omission);
- ``partial``: every other flaw (1st, 3rd, ... by first appearance), docstrings removed;
- ``flawed``: every flaw, docstrings removed.

Run ``python benchmarks/corpus/make_variants.py`` after editing a template; it rewrites
the generated files, removes stale ones and fails when one does not parse or is not
20-150 lines long. ``--check`` only verifies that the files on disk are up to date.
"""

from __future__ import annotations

import argparse
import ast
import re
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TEMPLATES = HERE / "templates"
VARIANTS = ("clean", "nodoc", "partial", "flawed")
MIN_LINES, MAX_LINES = 20, 150

_BLOCK = re.compile(r"^\s*# \{(?P<kind>clean|flaw|end)(?: (?P<name>\w+))?\}\s*$")
_INLINE = re.compile(r"^(?P<indent>\s*)(?P<clean>\S.*?)\s+# \{flaw (?P<name>\w+): (?P<flawed>.*)\}\s*$")


class TemplateError(ValueError):
    """A template whose markers do not nest or whose output is not valid."""


def flaw_names(text: str) -> list[str]:
    """The flaw names of a template, in order of first appearance."""
    names: list[str] = []
    for line in text.splitlines():
        match = _BLOCK.match(line) or _INLINE.match(line)
        name = match and match.group("name")
        if name and name not in names:
            names.append(name)
    return names


def render(text: str, flaws: set[str], origin: str = "<template>") -> str:
    """The template with the alternatives named in ``flaws`` flawed and the others clean."""
    out: list[str] = []
    state, current = "code", ""
    for number, line in enumerate(text.splitlines(), 1):
        block = _BLOCK.match(line)
        if block:
            kind, name = block.group("kind"), block.group("name") or ""
            expected = {"code": "clean", "clean": "flaw", "flaw": "end"}[state]
            if kind != expected or (kind == "flaw" and name != current):
                raise TemplateError(f"{origin}:{number}: `{kind} {name}` where `{expected} {current}` was expected")
            state, current = {"clean": ("clean", name), "flaw": ("flaw", name), "end": ("code", "")}[kind]
            continue
        if state == "clean" and current in flaws or state == "flaw" and current not in flaws:
            continue
        inline = _INLINE.match(line)
        if inline:
            chosen = inline.group("flawed") if inline.group("name") in flaws else inline.group("clean")
            line = inline.group("indent") + chosen
        out.append(line)
    if state != "code":
        raise TemplateError(f"{origin}: alternative `{current}` is never closed")
    return "\n".join(out).rstrip("\n") + "\n"


def strip_docstrings(source: str) -> str:
    """``source`` without module, class and function docstrings (bodies never left empty)."""
    tree = ast.parse(source)
    lines = source.splitlines()
    drop: set[int] = set()
    for node in ast.walk(tree):
        if not isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            continue
        first = node.body[0]
        if len(node.body) > 1 and isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant) \
                and isinstance(first.value.value, str):
            last = first.end_lineno or first.lineno
            drop.update(range(first.lineno, last + 1))
            if isinstance(node, ast.Module) and last < len(lines) and not lines[last].strip():
                drop.add(last + 1)  # the blank line that followed the module docstring
    kept = [line for number, line in enumerate(lines, 1) if number not in drop]
    return "\n".join(kept).lstrip("\n") + "\n"


def variants(text: str, origin: str = "<template>") -> dict[str, str]:
    """The four variants of one template."""
    names = flaw_names(text)
    if not names:
        raise TemplateError(f"{origin}: no flaw alternatives")
    clean = render(text, set(), origin)
    return {
        "clean": clean,
        "nodoc": strip_docstrings(clean),
        "partial": strip_docstrings(render(text, set(names[::2]), origin)),
        "flawed": strip_docstrings(render(text, set(names), origin)),
    }


def validate(name: str, source: str) -> None:
    """Raise when a generated file does not parse or has the wrong length."""
    try:
        ast.parse(source)
    except SyntaxError as exc:
        raise TemplateError(f"{name}: does not parse: {exc}") from exc
    lines = source.count("\n")
    if not MIN_LINES <= lines <= MAX_LINES:
        raise TemplateError(f"{name}: {lines} lines, expected {MIN_LINES}-{MAX_LINES}")


def build() -> dict[Path, str]:
    """Every generated file and its content."""
    files: dict[Path, str] = {}
    for template in sorted(TEMPLATES.glob("*.pyt")):
        for variant, source in variants(template.read_text(encoding="utf-8"), template.name).items():
            path = HERE / f"{template.stem}__{variant}.py"
            validate(path.name, source)
            files[path] = source
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="only check that the generated files are up to date")
    args = parser.parse_args(argv)
    try:
        files = build()
    except TemplateError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    stale = [p for p in HERE.glob("*__*.py") if p not in files]
    if args.check:
        outdated = [p.name for p, text in files.items() if not p.exists() or p.read_text(encoding="utf-8") != text]
        for problem in outdated + [f"{p.name} (no template)" for p in stale]:
            print(f"out of date: {problem}", file=sys.stderr)
        return 1 if outdated or stale else 0
    for path in stale:
        path.unlink()
    for path, text in files.items():
        path.write_text(text, encoding="utf-8")
    print(f"{len(files)} files from {len(files) // len(VARIANTS)} templates in {HERE}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
