"""The ruff rules codereward selects, each with its CISQ characteristic, CWE and severity.

The selection covers the ruff side of Table 1 of the quality-GRPO paper: dead code and
unused names (pyflakes), structure (pylint's too-many-* rules), naming (pep8-naming),
missing docstrings (pydocstyle), reliability bugs (pyflakes, bugbear, pylint errors and
warnings), broad/bare except, performance anti-patterns (perflint) and the security
checks (ruff's S rules, ports of bandit's tests).

CWE ids: an S rule carries the CWE that bandit reports for the same test (tested in
``tests/test_tools.py`` by running bandit); the others follow the project's CWE
conventions so that one defect found by two analyzers dedupes (same line, same CWE),
e.g. E722/BLE001 are CWE-396 like codereward's own bare/broad-except rule.

Deliberately not selected (a reason each):

- S101 (assert): asserts are idiomatic in short solutions and tests; bandit rates it low.
- S603 (subprocess without a shell): it flags every ``subprocess`` call with an argument
  list, which is the safe form the shell rules (S602, S604, S605) recommend; whether
  untrusted data reaches the arguments is a question for source-to-sink tracking.
- S104 (binding to all interfaces): it flags every ``"0.0.0.0"`` string (constants,
  comparisons, ``ipaddress`` tables, parameter defaults); codereward's own CR240 reports
  the servers and sockets bound to every interface with a constant address.
- S105-S107 (hard-coded passwords): S105 also flags comparisons (``token == "keyword"``);
  codereward's own CR201 reports hard-coded passwords and keys (CWE-798) in
  assignments, arguments and defaults, with a placeholder and entropy check.
- S311 (``random``): it flags every use, and ``random`` is the right tool for
  simulations, sampling, jitter and shuffling; only a secret drawn from it is a
  weakness, which codereward's own CR204 reports (a value drawn from ``random`` that
  becomes a token, password, key or salt).
- S303/S324 (MD5, SHA-1): they flag every use, while checksums, cache keys, HTTP digest
  authentication and UUID version 5 need exactly these hashes; codereward's own CR203
  reports them where they protect a secret (a password, token, key or salt).
- S310 (``urlopen``): an audit reminder on every call, ``https://`` included; what
  makes it a weakness (a ``file:`` URL from the user) needs to know where the URL comes
  from (source-to-sink tracking).
- S606 (process without a shell): like S603, it flags the safe form.
- S607 (partial executable path): ``["git", "status"]`` is how programs run tools; the
  weakness (CWE-426, an attacker-controlled ``PATH``) lies outside the code.
- S110/S112 (try-except-pass/continue): bandit reports CWE-703 for them, while
  codereward's own swallowed-exception rule reports the same handler as CWE-390; both
  would count one defect twice.
- S320/S410 (lxml): bandit itself dropped these tests (no CWE to agree with).
- S313-S319 (``xml.etree``, ``xml.sax``, ``minidom``, ``pulldom``, ``expatbuilder``):
  they flag every parse, while these parsers resolve no external entities since Python
  3.7.1 and the bundled expat limits entity expansion; the weakness is a parser told to
  resolve them (codereward's CR216) or lxml parsing untrusted data (CR233).
- S4xx import rules other than S410: preview-only in ruff; an import is not a use, and
  the S3xx rules flag the use.
- A002 (argument shadows a builtin): public parameters are named for their callers
  (``format=``, ``type=``, ``hash=``, ``__exit__(self, type, value, traceback)``); A001
  reports the local variables that hide a builtin.
- PLR0917 (too many positional arguments): with the same limit as PLR0913 it fires only
  on functions PLR0913 already reports, one defect counted twice.
- PLE0704 (bare ``raise`` outside a handler): error callbacks (``onerror``) re-raise the
  exception being handled by their caller, which ruff cannot see.
- C901 (mccabe): radon reports cyclomatic complexity with a severity that rises with rank.
- PLR1702 (nested blocks): codereward's own deep-nesting rule reports it (CWE-1124).
- SIM115 (open without context manager): codereward's own resource rule is precise about
  ownership (returned or stored resources).
- PERF203 (try in loop): zero-cost exceptions since Python 3.11.
- D100/D104/D105/D107: a snippet is not a module or package; magic methods and
  ``__init__`` are documented by the class.
- Preview rules: unstable; they change between ruff releases.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path

from codereward.config import cache_dir
from codereward.findings import Characteristic, Severity
from codereward.tools.common import ToolFailure, run_process

M = Characteristic.MAINTAINABILITY
S = Characteristic.SECURITY
P = Characteristic.PERFORMANCE
R = Characteristic.RELIABILITY
INFO, LOW, MEDIUM, HIGH = Severity.INFO, Severity.LOW, Severity.MEDIUM, Severity.HIGH

#: code -> (characteristic, CWE, severity)
RUFF_RULES: dict[str, tuple[Characteristic, int | None, Severity]] = {
    # --- pyflakes: dead code, undefined names, calls that fail at run time
    "F401": (M, 1164, LOW),  # unused import
    "F402": (M, 1109, LOW),  # import shadowed by loop variable
    "F404": (R, 670, HIGH),  # late __future__ import (SyntaxError)
    "F407": (R, 670, HIGH),  # undefined __future__ feature (SyntaxError)
    **{f"F50{i}": (R, 628, MEDIUM) for i in range(1, 10)},  # %-format errors
    **{f"F52{i}": (R, 628, MEDIUM) for i in range(1, 6)},  # str.format errors
    "F601": (R, 694, MEDIUM),  # repeated dict key (literal)
    "F602": (R, 694, MEDIUM),  # repeated dict key (variable)
    "F621": (R, 670, HIGH),  # too many expressions in star assignment
    "F622": (R, 670, HIGH),  # two starred expressions
    "F631": (R, 571, MEDIUM),  # assert on a tuple: always true
    "F632": (R, 595, MEDIUM),  # `is` with a literal
    "F633": (R, 670, MEDIUM),  # print >> (Python 2)
    "F634": (R, 571, MEDIUM),  # if on a tuple: always true
    "F701": (R, 670, HIGH),  # break outside loop
    "F702": (R, 670, HIGH),  # continue outside loop
    "F704": (R, 670, HIGH),  # yield outside function
    "F706": (R, 670, HIGH),  # return outside function
    "F707": (R, 670, HIGH),  # bare except not last
    "F811": (M, 561, LOW),  # redefinition of an unused name: the first one is dead
    "F821": (R, 457, HIGH),  # undefined name
    "F822": (R, 457, MEDIUM),  # undefined name in __all__
    "F823": (R, 457, HIGH),  # local referenced before assignment
    "F841": (M, 563, LOW),  # unused local variable
    "F901": (R, 670, MEDIUM),  # raise NotImplemented
    # --- pycodestyle / blind-except
    "E722": (R, 396, MEDIUM),  # bare except
    "E741": (M, 1099, INFO),  # ambiguous name l / O / I
    "BLE001": (R, 396, LOW),  # broad except without re-raise
    # --- bugbear
    "B002": (R, 480, MEDIUM),  # ++x
    "B006": (R, 665, MEDIUM),  # mutable default argument
    "B008": (R, 665, LOW),  # call in default argument
    "B011": (R, 617, LOW),  # assert False
    "B012": (R, 584, MEDIUM),  # return/break/continue in finally
    "B014": (M, 1164, LOW),  # duplicate exception in one handler
    "B015": (R, 482, MEDIUM),  # pointless comparison (meant assignment?)
    "B016": (R, 670, MEDIUM),  # raise a literal
    "B018": (M, 1164, LOW),  # useless expression
    "B019": (P, 401, MEDIUM),  # lru_cache on a method keeps instances alive
    "B020": (R, 1109, MEDIUM),  # loop variable overrides the iterable
    "B021": (M, 1053, LOW),  # f-string as docstring is not a docstring
    "B023": (R, 691, MEDIUM),  # closure binds loop variable late
    "B025": (M, 561, LOW),  # duplicate except clause: the second is dead
    "B030": (R, 670, HIGH),  # except with a non-exception
    "B031": (R, 672, MEDIUM),  # groupby group reused after exhaustion
    "B032": (R, 482, MEDIUM),  # annotation meant as assignment
    "B034": (R, 628, MEDIUM),  # re.sub count/flags passed positionally
    "B035": (R, 694, LOW),  # dict comprehension with a static key
    "B039": (R, 665, MEDIUM),  # mutable ContextVar default
    "B904": (R, 755, INFO),  # raise in except without from
    # --- pylint: structure
    "PLR0911": (M, 1121, LOW),  # too many returns
    "PLR0912": (M, 1121, MEDIUM),  # too many branches
    "PLR0913": (M, 1064, MEDIUM),  # too many arguments
    "PLR0915": (M, 1080, MEDIUM),  # too many statements
    # --- pylint: warnings
    "PLW0127": (M, 1164, LOW),  # self-assignment
    "PLW0128": (R, 563, LOW),  # name assigned twice in one statement
    "PLW0129": (R, 571, MEDIUM),  # assert on a string literal
    "PLW0133": (R, 670, MEDIUM),  # exception created but not raised
    "PLW0177": (R, 1077, MEDIUM),  # comparison with NaN
    "PLW0245": (R, 670, MEDIUM),  # super without brackets
    "PLW0603": (M, 1108, LOW),  # global statement
    "PLW0642": (R, 1109, LOW),  # assignment to self/cls
    "PLW0711": (R, 480, MEDIUM),  # except A or B
    "PLW1501": (R, 628, HIGH),  # bad open mode
    "PLW1508": (R, 628, LOW),  # bad os.getenv default
    "PLW1510": (R, 252, LOW),  # subprocess.run without check
    "PLW1641": (R, 581, LOW),  # __eq__ without __hash__
    "PLW2101": (R, 667, HIGH),  # with threading.Lock(): locks nothing
    "PLW2901": (M, 1109, LOW),  # loop variable overwritten in the body
    # --- pylint: errors (fail at run time or compile time)
    "PLE0100": (R, 670, HIGH),
    "PLE0101": (R, 670, HIGH),
    "PLE0115": (R, 670, HIGH),
    "PLE0117": (R, 670, HIGH),
    "PLE0118": (R, 457, HIGH),
    "PLE0237": (R, 670, HIGH),
    "PLE0241": (R, 670, HIGH),
    "PLE0302": (R, 628, MEDIUM),
    "PLE0303": (R, 704, MEDIUM),
    "PLE0304": (R, 704, MEDIUM),
    "PLE0305": (R, 704, MEDIUM),
    "PLE0307": (R, 704, MEDIUM),
    "PLE0308": (R, 704, MEDIUM),
    "PLE0309": (R, 704, MEDIUM),
    "PLE0604": (R, 670, MEDIUM),
    "PLE0605": (R, 670, MEDIUM),
    "PLE0643": (R, 125, HIGH),
    "PLE1132": (R, 628, HIGH),
    "PLE1142": (R, 670, HIGH),
    "PLE1205": (R, 628, MEDIUM),
    "PLE1206": (R, 628, MEDIUM),
    "PLE1300": (R, 628, HIGH),
    "PLE1307": (R, 704, HIGH),
    "PLE1310": (R, 628, LOW),
    "PLE1507": (R, 628, MEDIUM),
    "PLE1519": (R, 670, MEDIUM),
    "PLE1520": (R, 670, MEDIUM),
    "PLE1700": (R, 670, HIGH),
    "PLE2502": (S, 838, HIGH),  # bidirectional unicode: bandit B613 (trojansource) reports CWE-838
    # --- perflint
    "PERF101": (P, 1176, LOW),
    "PERF102": (P, 1176, LOW),
    "PERF401": (P, 1176, INFO),
    "PERF402": (P, 1176, INFO),
    "PERF403": (P, 1176, INFO),
    # --- pep8-naming (function and argument names are often dictated by the task: info)
    "N801": (M, 1099, LOW),
    "N802": (M, 1099, INFO),
    "N803": (M, 1099, INFO),
    "N805": (M, 1099, LOW),
    "N806": (M, 1099, LOW),
    "N815": (M, 1099, LOW),
    "N816": (M, 1099, LOW),
    # --- idioms a reviewer asks for (the starters of the shipped tasks are full of their
    # opposites): comparisons to None/True/a type, flag loops and needless branches,
    # builtins shadowed, redundant code. Maintainability, info or low: they never break.
    "E711": (M, 697, LOW),  # == None
    "E712": (M, 697, LOW),  # == True / == False
    "E721": (M, 697, LOW),  # type(x) == T instead of isinstance
    "A001": (M, 1109, LOW),  # variable shadows a builtin (sum, str, list, ...; see the ignore-list below)
    "SIM102": (M, 1124, INFO),  # nested ifs that are one condition
    "PLR5501": (M, 1124, INFO),  # else: if ... instead of elif
    "SIM103": (M, 1164, INFO),  # if c: return True / return False
    "SIM210": (M, 1164, INFO),  # True if c else False
    "SIM211": (M, 1164, INFO),  # False if c else True
    "SIM110": (M, 1041, LOW),  # a flag loop that any()/all() is
    "SIM114": (M, 1041, LOW),  # if/elif branches with the same body
    "SIM118": (M, 1164, INFO),  # key in d.keys()
    "SIM401": (M, 1164, INFO),  # if k in d: v = d[k] else: v = default
    "PLC1802": (M, 1164, INFO),  # if len(x): instead of if x:
    "PLR1714": (M, 1164, INFO),  # x == a or x == b
    "PLR1730": (M, 1164, INFO),  # if x > m: m = x instead of max()
    "PLR1736": (M, 1164, INFO),  # enumerate's index used to look the item up again
    "PLC0206": (M, 1164, INFO),  # for k in d: d[k] instead of d.items()
    "RET504": (M, 1164, INFO),  # x = ...; return x
    "C401": (M, 1164, INFO),  # set(generator) instead of a set comprehension
    "C414": (M, 1164, INFO),  # list(sorted(...)) and the like
    "C416": (M, 1164, INFO),  # [x for x in xs] instead of list(xs)
    "C419": (P, 1176, INFO),  # any([...]) builds the whole list first
    "PIE810": (M, 1164, INFO),  # s.startswith(a) or s.startswith(b)
    "RUF015": (P, 1176, INFO),  # list(xs)[0] instead of next(iter(xs))
    "B007": (M, 563, LOW),  # loop variable never used
    "PLW0120": (M, 1164, LOW),  # else on a loop without break
    "E731": (M, 1164, INFO),  # f = lambda ...: a def without a name in tracebacks
    "PLR1704": (R, 1109, LOW),  # an argument rebound by a local
    # --- pydocstyle: missing docstrings
    "D101": (M, 1053, LOW),
    "D102": (M, 1053, LOW),
    "D103": (M, 1053, LOW),
    # --- flake8-bandit: CWE and severity as bandit reports them for the same test
    "S102": (S, 78, MEDIUM),
    "S103": (S, 732, HIGH),
    "S108": (S, 377, MEDIUM),
    "S113": (S, 400, MEDIUM),
    "S201": (S, 94, HIGH),
    "S202": (S, 22, HIGH),
    "S301": (S, 502, MEDIUM),
    "S302": (S, 502, MEDIUM),
    "S304": (S, 327, HIGH),
    "S305": (S, 327, MEDIUM),
    "S306": (S, 377, MEDIUM),
    "S307": (S, 78, MEDIUM),
    "S308": (S, 79, MEDIUM),
    "S312": (S, 319, HIGH),
    "S321": (S, 319, HIGH),
    "S323": (S, 295, MEDIUM),
    "S501": (S, 295, HIGH),
    "S502": (S, 327, HIGH),
    "S503": (S, 327, MEDIUM),
    "S504": (S, 327, LOW),
    "S505": (S, 326, MEDIUM),
    "S506": (S, 20, MEDIUM),
    "S507": (S, 295, HIGH),
    "S508": (S, 319, MEDIUM),
    "S509": (S, 319, MEDIUM),
    "S601": (S, 78, MEDIUM),
    "S602": (S, 78, HIGH),
    "S604": (S, 78, MEDIUM),
    "S605": (S, 78, HIGH),
    "S608": (S, 89, MEDIUM),
    "S609": (S, 155, HIGH),
    "S610": (S, 89, MEDIUM),
    "S611": (S, 89, MEDIUM),
    "S612": (S, 94, MEDIUM),
    "S701": (S, 94, HIGH),
    "S702": (S, 80, MEDIUM),
    "S704": (S, 79, MEDIUM),
}

#: Code that the compiler rejects although it parses (duplicate argument, nonlocal at
#: module level, ...): ruff reports it as "invalid-syntax" without a code.
SYNTAX_CODE = "E999"
SYNTAX_RULE = (R, None, HIGH)

#: Thresholds pinned here (not left to ruff's defaults) so results do not drift with ruff.
RUFF_SETTINGS: dict[str, object] = {
    "lint.pylint.max-args": 5,
    "lint.pylint.max-branches": 12,
    "lint.pylint.max-returns": 6,
    "lint.pylint.max-statements": 50,
    # the natural names of domain values whose builtin a function rarely needs
    "lint.flake8-builtins.ignorelist": ["id", "type", "input", "format", "help", "hash", "filter", "dir", "vars",
                                        "license", "copyright", "credits"],
}


def bandit_test_id(code: str) -> str | None:
    """The bandit test an S rule ports (S602 -> B602)."""
    return f"B{code[1:]}" if code.startswith("S") and code[1:].isdigit() else None


_CATALOGS: dict[tuple[str, bool], dict[str, dict]] = {}
#: what the findings need of a catalog entry (the pages also need its ``explanation``)
_BRIEF_FIELDS = ("code", "name", "summary", "status", "preview")


def ruff_catalog(binary: str, timeout: float = 30.0, *, explained: bool = True) -> dict[str, dict]:
    """Every rule the installed ruff knows, by code (``ruff rule --all``), fetched once.

    Kept in this process and on disk (``config.cache_dir()/ruff``, keyed by the binary's
    path, size and modification time), so a command-line run does not wait for the
    listing before its check; without ``explained`` the entries lack their page (the
    ``explanation``), which only the rule pages read, and load in a fraction of the time.
    Empty when ruff cannot be run within ``timeout``; callers then fall back to the table
    alone. Only a successful fetch is cached, so a short deadline once does not leave the
    rule pages missing for good.
    """
    found = _CATALOGS.get((binary, explained)) or _CATALOGS.get((binary, True))
    if found is not None:
        return found
    stored = _stored_catalog(binary, explained)
    text = _read(stored) if stored is not None else None
    if text is not None:
        catalog = _parse_catalog(text)
        if catalog:
            _CATALOGS[binary, explained] = catalog
            return catalog
    if timeout <= 0:
        return {}
    try:  # timed as every tool process is: its waits for a CPU credited (``common.run_process``)
        proc = run_process([binary, "rule", "--all", "--output-format", "json"], timeout, new_session=False)
    except ToolFailure:
        return {}
    catalog = _parse_catalog(proc.stdout if proc.returncode == 0 else "[]")
    if catalog:
        _CATALOGS[binary, True] = catalog
        if stored is not None:
            brief = [{key: entry[key] for key in _BRIEF_FIELDS if key in entry} for entry in catalog.values()]
            _write(_stored_catalog(binary, True), proc.stdout)
            _write(_stored_catalog(binary, False), json.dumps(brief))
    return catalog


def _parse_catalog(text: str) -> dict[str, dict]:
    try:
        entries = json.loads(text)
    except ValueError:
        return {}
    if not isinstance(entries, list):
        return {}
    return {e["code"]: e for e in entries if isinstance(e, dict) and isinstance(e.get("code"), str)}


def _stored_catalog(binary: str, explained: bool) -> Path | None:
    """Where the listing of this very binary is kept (``None``: the binary cannot be read)."""
    try:
        real = os.path.realpath(binary)
        info = os.stat(real)
    except OSError:
        return None
    key = hashlib.sha256(f"{real}\0{info.st_size}\0{info.st_mtime_ns}".encode()).hexdigest()[:24]
    return cache_dir() / "ruff" / f"catalog-{key}{'' if explained else '-brief'}.json"


def _read(path: Path) -> str | None:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):
        return None


def _write(path: Path | None, text: str) -> None:
    # written whole, then renamed: a concurrent reader sees the old state or the new, never half
    if path is None:
        return
    with contextlib.suppress(OSError):
        path.parent.mkdir(parents=True, exist_ok=True)
        partial = path.with_suffix(f".{os.getpid()}.tmp")
        partial.write_text(text, encoding="utf-8")
        os.replace(partial, path)


def is_selectable(entry: dict | None) -> bool:
    """True for a stable rule of the installed ruff (not preview, deprecated or removed)."""
    if entry is None:
        return False
    status = entry.get("status")
    if isinstance(status, dict):
        return "Stable" in status
    return not entry.get("preview", False)
