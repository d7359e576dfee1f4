"""Rules about the input itself rather than the code in it.

These are not AST checks: the analyzer emits them when a snippet cannot be analysed
(empty answer, prose, stubs only, syntax error, too large, NUL bytes, too deep to parse, bad
encoding) or when an analyzer crashed or ran out of time on it. A snippet with an input
problem scores 0 overall: code that does not parse is not "clean".
"""

from __future__ import annotations

import dataclasses

from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.snippet import InputProblem

_R = Characteristic.RELIABILITY


def _rule(id: str, name: str, cwe: int | None, severity: Severity, message: str, doc: str) -> Rule:
    return Rule(id, name, _R, cwe, severity, message, "codereward", doc.strip())


SYNTAX_ERROR = _rule("CR001", "syntax-error", None, Severity.CRITICAL, "Code does not parse", """
## What it does
Reports code that the Python parser rejects.

## Why is this bad?
Code that does not parse cannot run, and no analyzer can vouch for it. Scoring it as
"no findings, perfectly clean" would reward a policy for emitting broken code, so the
whole snippet scores 0.

## Example
```python
def add(a, b)
    return a + b
```

## Use instead
```python
def add(a, b):
    return a + b
```
""")

EMPTY = _rule("CR002", "empty-answer", None, Severity.CRITICAL, "No code: the answer is empty", """
## What it does
Reports an empty answer, or one that holds only whitespace and comments.

## Why is this bad?
An empty answer has no findings, so a naive quality score would call it perfect. It
scores 0 instead.

## Example
```python
```

## Use instead
Answer with the code that solves the task.
""")

NOT_CODE = _rule("CR003", "not-code", None, Severity.CRITICAL, "No code: the text is prose", """
## What it does
Reports text that parses only as bare names or constants, which is what a sentence or a
single word looks like to the parser.

## Why is this bad?
Prose is not a solution; it would otherwise score as clean code. It scores 0.

## Example
```python
solution
```

## Use instead
Answer with the code that solves the task.
""")

NO_IMPLEMENTATION = _rule("CR010", "no-implementation", None, Severity.CRITICAL,
                          "No implementation: every function is a stub", """
## What it does
Reports an answer whose functions all do nothing: their bodies hold only a docstring,
`pass`, `...`, `return None` or `raise NotImplementedError`, and nothing else in the
module runs.

## Why is this bad?
A stub has no findings, so a naive quality score would call it cleaner than any real
solution, and a policy would learn to answer with the signature alone. It scores 0, as an
empty answer does.

## Example
```python
def add(a, b):
    raise NotImplementedError
```

## Use instead
```python
def add(a, b):
    return a + b
```
""")

TOO_LARGE = _rule("CR004", "input-too-large", None, Severity.CRITICAL, "Input too large to analyse", """
## What it does
Reports a snippet larger than the configured limit (`max-bytes`, 1,000,000 by default).

## Why is this bad?
Analysing it would stall a training step; a generated answer of that size is a
degenerate rollout. It scores 0 and is not analysed.

## Example
A 5 MB file of generated code.

## Use instead
Split the code, or raise `max-bytes` under `[tool.codereward]` for offline analysis.
""")

BAD_BYTES = _rule("CR005", "bad-bytes", None, Severity.CRITICAL, "Source has NUL bytes or invalid UTF-8", """
## What it does
Reports source that contains NUL bytes (which the parser refuses) or bytes that are not
valid UTF-8.

## Why is this bad?
Such source is not Python text; hidden bytes can also be used to fool tools that read
the text differently. NUL bytes score 0; invalid UTF-8 is replaced and reported.

## Example
`b"x = 1\x00\n"`

## Use instead
Plain UTF-8 text.
""")

TOO_DEEP = _rule("CR006", "nesting-too-deep", None, Severity.CRITICAL, "Nesting too deep to parse", """
## What it does
Reports code nested so deeply that the Python parser gives up (RecursionError).

## Why is this bad?
No human writes it and no interpreter runs it. It scores 0.

## Example
`x = ((((((((...))))))))` with a thousand parentheses.

## Use instead
Flat code.
""")

ANALYSIS_INCOMPLETE = _rule("CR009", "analysis-incomplete", None, Severity.HIGH, "An analyzer failed on this code", """
## What it does
Reports that one analyzer (a codereward rule or an external tool) crashed or ran out of
time on this snippet, so its findings are missing.

## Why is this bad?
Missing findings would raise the score. If crashing a tool paid, a policy would learn to
write code that crashes tools; so an incomplete analysis costs as much as a high-severity
finding in the characteristic of the analyzer that failed.

## Example
A snippet on which a tool hangs past its time limit.

## Use instead
Ordinary code; report the crash if the code is ordinary.
""")

NEWER_SYNTAX = _rule("CR007", "needs-newer-python", None, Severity.HIGH,
                     "Code needs a newer Python than its target version", """
## What it does
Reports code that parses only with a newer Python grammar than the configured
`target-version` (for example a `type` statement or a PEP 695 type parameter, Python
3.12+, in code held to `py311`), and names the oldest version that accepts it. The code is
still analysed with every other rule.

## Why is this bad?
Code written for the target's interpreter fails there with a `SyntaxError`: it does not
run where it is meant to run.

## Example
```python
type Pair = tuple[int, int]  # with target-version = "py311"
```

## Use instead
```python
from typing import TypeAlias

Pair: TypeAlias = tuple[int, int]
```
""")

NO_GRAMMAR = _rule("CR008", "grammar-unavailable", None, Severity.CRITICAL,
                   "No installed Python can parse this code", """
## What it does
Reports code that the running interpreter's parser rejects while its target version is
newer than that interpreter, and no newer Python is installed to parse it. The message
names the versions found. The snippet scores 0, as it cannot be analysed.

## Why is this bad?
It may be valid code for a newer Python, or broken code: nothing here can tell. Install
the target's Python (pyenv, `python3.13` on `PATH`, or list it in `CODEREWARD_PYTHONS`), or
lower `target-version` to the running interpreter's.

## Example
```python
type Pair = tuple[int, int]  # on Python 3.11 with only 3.11 installed, target py313
```

## Use instead
Install Python 3.12 or newer beside codereward (it finds it by itself).
""")

META_RULES: tuple[Rule, ...] = (SYNTAX_ERROR, EMPTY, NOT_CODE, NO_IMPLEMENTATION, TOO_LARGE, BAD_BYTES, TOO_DEEP, NEWER_SYNTAX,
                                NO_GRAMMAR, ANALYSIS_INCOMPLETE)
#: ids of the rules about the input rather than a located defect in the code
META_IDS: frozenset[str] = frozenset(rule.id for rule in META_RULES)

_BY_KIND = {
    "syntax": SYNTAX_ERROR,
    "empty": EMPTY,
    "not-code": NOT_CODE,
    "stub": NO_IMPLEMENTATION,
    "too-large": TOO_LARGE,
    "nul-bytes": BAD_BYTES,
    "encoding": BAD_BYTES,
    "too-deep": TOO_DEEP,
    "newer-syntax": NEWER_SYNTAX,
    "grammar": NO_GRAMMAR,
}


def problem_finding(problem: InputProblem, severity: Severity | None = None) -> Finding:
    """The finding that reports an input problem."""
    return Finding.from_rule(_BY_KIND[problem.kind], problem.line, problem.column, message=problem.message, severity=severity)


def incomplete_finding(analyzer: str, characteristic: Characteristic, why: str) -> Finding:
    """The finding that reports an analyzer which crashed or timed out on a snippet."""
    base = Finding.from_rule(ANALYSIS_INCOMPLETE, 1, 0, message=f"{analyzer} did not finish: {why}")
    return dataclasses.replace(base, characteristic=characteristic, source=analyzer)
