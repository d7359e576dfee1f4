"""Which modules a solution (or test code) imports, read from its text in the caller.

The pool runs code that imports only what the sandbox itself has loaded on workers
whose warm parent preloaded nothing more (``SandboxConfig.lean_workers``): a smaller
memory image makes every fork, copy-on-write fault and exit cheaper. Code that imports
a preloaded module (``typing``, ``re``, ``collections`` ...) goes to the workers that
have it already, or it would pay for the import in every run.

The reading is a line scan, not a parse: it must cost next to nothing per run and take
any text. A miss (an import after ``;``, a backslash continuation, ``__import__``) only
makes a run import the module itself, a little slower; a false hit (the word in a
string) only sends it to the preloaded workers. Either way the verdict is the same.
"""

from __future__ import annotations

import re

_IMPORT = re.compile(r"^[ \t]*(?:from[ \t]+([\w.]+)[ \t]+import\b|import[ \t]+([^\n#;]+))", re.MULTILINE)


def imported_modules(code: str) -> frozenset[str]:
    """The top-level names of the modules ``code`` imports at the start of a line."""
    if "import" not in code:
        return frozenset()
    names = set()
    for match in _IMPORT.finditer(code):
        if match.group(1) is not None:
            names.add(match.group(1).split(".")[0])
            continue
        for part in match.group(2).split(","):
            words = part.split()
            if words:
                names.add(words[0].split(".")[0])
    names.discard("")
    return frozenset(names)


def fits(code: str, loaded: frozenset[str]) -> bool:
    """True when everything ``code`` imports is in ``loaded`` (``__future__`` always is)."""
    return imported_modules(code) <= loaded | {"__future__"}
