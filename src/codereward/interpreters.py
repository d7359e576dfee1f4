"""The Python interpreters installed on this machine, and their versions.

Looked for, in this order: the running interpreter, ``$CODEREWARD_PYTHONS`` (paths
separated by ``os.pathsep``; when set, only these are looked at besides the running one),
``python3.N`` on ``PATH``, and pyenv's versions (``$PYENV_ROOT`` or ``~/.pyenv``, or
``pyenv root``). Each candidate is asked its version once (an interpreter's start); the answer is
kept for the process.
"""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

#: the minor versions of Python 3 codereward knows the grammar of
SUPPORTED_MINORS = tuple(range(8, 14))


@dataclass(frozen=True, order=True)
class Interpreter:
    """One interpreter: its ``(major, minor, micro)`` version and its executable."""

    version: tuple[int, int, int]
    path: str
    #: its ``sys.base_prefix`` and ``sys.prefix`` (the sandbox shows them to runs, read-only)
    base_prefix: str = ""
    prefix: str = ""

    @property
    def minor(self) -> tuple[int, int]:
        return self.version[:2]

    @property
    def name(self) -> str:
        return ".".join(map(str, self.version))


RUNNING = Interpreter(tuple(sys.version_info[:3]), sys.executable, sys.base_prefix, sys.prefix)  # type: ignore[arg-type]


def _candidates() -> list[str]:
    listed = os.environ.get("CODEREWARD_PYTHONS")
    if listed is not None:
        return [p for p in listed.split(os.pathsep) if p]
    found: list[str] = []
    for minor in reversed(SUPPORTED_MINORS):
        path = shutil.which(f"python3.{minor}")
        if path:
            found.append(path)
    root = _pyenv_root()
    if root is not None:
        for folder in sorted((root / "versions").glob("3.*")):
            for minor in SUPPORTED_MINORS:
                exe = folder / "bin" / f"python3.{minor}"
                if exe.is_file():
                    found.append(str(exe))
    return found


def _pyenv_root() -> Path | None:
    root = os.environ.get("PYENV_ROOT")
    if root and Path(root).is_dir():
        return Path(root)
    default = Path.home() / ".pyenv"
    if default.is_dir():
        return default
    pyenv = shutil.which("pyenv")
    if pyenv is None:
        return None
    try:
        out = subprocess.run([pyenv, "root"], capture_output=True, text=True, timeout=10, check=False).stdout.strip()
    except (OSError, subprocess.SubprocessError):
        return None
    return Path(out) if out and Path(out).is_dir() else None


@functools.lru_cache(maxsize=256)
def probe(path: str) -> Interpreter | None:
    """The interpreter at ``path``, or ``None`` when it does not run as a Python 3."""
    try:
        out = subprocess.run([path, "-I", "-c", "import sys; print(*sys.version_info[:3]); print(sys.base_prefix); "
                              "print(sys.prefix)"], capture_output=True, text=True, timeout=20, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    lines = out.stdout.splitlines()
    parts = lines[0].split() if lines else []
    if out.returncode != 0 or len(lines) != 3 or len(parts) != 3 or not all(p.isdigit() for p in parts):
        return None
    version = tuple(int(p) for p in parts)
    return Interpreter(version, path, lines[1], lines[2]) if version[0] == 3 else None  # type: ignore[arg-type]


@functools.lru_cache(maxsize=8)
def _installed(key: str | None) -> tuple[Interpreter, ...]:
    seen: dict[tuple[int, int], Interpreter] = {RUNNING.minor: RUNNING}
    for path in _candidates():
        found = probe(path)
        if found is not None and found.minor not in seen:
            seen[found.minor] = found
    return tuple(sorted(seen.values(), reverse=True))


def installed() -> tuple[Interpreter, ...]:
    """One interpreter per minor version, newest first; the running one always among them."""
    return _installed(os.environ.get("CODEREWARD_PYTHONS"))


@functools.lru_cache(maxsize=8)
def _newest(key: str | None) -> Interpreter:
    # Probe from the newest name down and stop at the first that runs: parsing needs only it.
    def claimed(path: str) -> int:
        name = Path(path).name.removeprefix("python3.")
        return int(name) if name.isdigit() else 0

    for path in sorted(_candidates(), key=claimed, reverse=True):
        if claimed(path) <= RUNNING.minor[1]:
            break
        found = probe(path)
        if found is not None and found.minor > RUNNING.minor:
            return found
    return max((i for i in _installed(key)), default=RUNNING) if key is not None else RUNNING


def newest() -> Interpreter:
    """The newest interpreter installed (the running one when none is newer)."""
    return _newest(os.environ.get("CODEREWARD_PYTHONS"))


def available_text() -> str:
    """The versions found, for messages: ``3.11`` or ``3.13, 3.12, 3.11``."""
    return ", ".join(f"{i.minor[0]}.{i.minor[1]}" for i in installed())


_VERSION = re.compile(r"(?:python)?(3)\.(\d{1,2})")


def resolve(value: str | None) -> Interpreter:
    """The interpreter a ``python`` setting names: ``None`` or "" is the running one; a
    version ("3.13", "python3.12") is looked for among ``installed()``; anything else is
    a path or a command on ``PATH``. ``ValueError`` says what is missing and what there is."""
    if not value or value == sys.executable or os.path.realpath(value) == os.path.realpath(sys.executable):
        return RUNNING
    match = _VERSION.fullmatch(value.strip())
    if match is not None:
        wanted = (3, int(match.group(2)))
        found = next((i for i in installed() if i.minor == wanted), None)
        if found is None:
            raise ValueError(f"python: no Python {wanted[0]}.{wanted[1]} found (available: {available_text()})")
        return found
    path = shutil.which(value) or (value if os.path.isfile(value) else None)
    found = probe(path) if path else None
    if found is None:
        raise ValueError(f"python: {value!r} is not a Python 3 interpreter (available: {available_text()})")
    return found


def accepting(minor: int) -> Interpreter | None:
    """The newest installed interpreter whose grammar is at least ``3.minor``, or None."""
    found = newest()
    return found if found.minor[1] >= minor else None
