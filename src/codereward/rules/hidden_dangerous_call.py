"""CR213: `eval`, `exec`, `os.system` and kin reached through a lookup by name."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import constant_value, keyword_value, qualified_name, resolve
from codereward.rules.analysis.dynamic import DANGEROUS_CALLS, is_dynamic, normal_name, reached
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: callables whose direct call is a finding whatever it is given: any other way to them costs the same
ALWAYS = frozenset({"eval", "exec", "os.system", "os.popen"})
#: words one of which a snippet must hold for a dangerous callable to be reachable in it
_WORDS = ("eval", "exec", "system", "popen", "subprocess", "__import__", "import_module", "getattr", "globals",
          "vars(", "__dict__", "sys.modules")


#: the last names of the dangerous callables: an attribute call named otherwise cannot be one
_LEAVES = frozenset(name.rpartition(".")[2] for name in DANGEROUS_CALLS)


def _costs_like_direct(snippet: Snippet, call: ast.Call, target: str, by_name: bool) -> bool:
    """Whether reaching ``target`` this way is the weakness its direct call is: ``eval``,
    ``exec``, ``os.system``/``popen`` always; ``subprocess`` with ``shell=True``; the rest
    (``pickle.loads``, ``os.exec*``, ``compile``) only behind a lookup by name."""
    if target in ALWAYS:
        return True
    if target.startswith("subprocess."):
        return constant_value(snippet, keyword_value(call, "shell")) is True or by_name
    return by_name


@register
class HiddenDangerousCall(AstRule):
    """## What it does
    Reports a call that reaches a dangerous callable other than by its name, following
    what names hold rather than how the call looks:

    - a lookup by name whose name is known: `getattr(__builtins__, "ev" + "al")(...)`,
      `getattr(__import__("o" + "s"), "system")(...)`,
      `globals()["__builtins__"]["eval"](...)`, `vars(os)["system"](...)`,
      `sys.modules["os"].system(...)` (names made of literal pieces are put together
      first);
    - a name that holds one: an alias (`run = eval`), every binding of the name
      (`fn = getattr(...) if ... else __builtins__["ev" + "al"]`), a conditional
      expression or `or`, an item of a list, tuple or dict literal
      (`{"run": eval}["run"]`), `functools.partial(eval)`, and the result of the
      snippet's own lambdas and functions that return what they are given
      (`run = (lambda f: f)(eval)`).

    `eval`, `exec`, `os.system` and `os.popen` are reported however they are reached;
    `subprocess` calls when they pass `shell=True`; `pickle`, `marshal`, `compile` and
    `os.exec*` only behind a lookup by name (an alias of `pickle.loads` is how fast code
    is written, and their direct call is judged by where the data comes from). The
    finding carries the weakness of the callable reached (CWE-95 for `eval`, CWE-78 for
    a shell, ...), at critical severity: what the direct call costs.

    ## Why is this bad?
    It is the direct call with its name hidden: the same weakness, plus code written to
    get past reviewers and analyzers. A reward model that saw only the direct call would
    teach a policy to hide it this way.

    ## Example
    ```python
    def compute(expression):
        return getattr(__builtins__, "ev" + "al")(expression)
    ```

    ## Use instead
    ```python
    import ast

    def compute(expression):
        return ast.literal_eval(expression)
    ```
    """

    id = "CR213"
    name = "hidden-dangerous-call"
    characteristic = Characteristic.SECURITY
    cwe = 470
    severity = Severity.CRITICAL
    message = "Dangerous call hidden behind a lookup by name"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not any(word in snippet.source for word in _WORDS):
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            if isinstance(func, ast.Attribute) and func.attr not in _LEAVES and not is_dynamic(func.value):
                continue  # ``x.name(...)`` reaches ``name`` of whatever ``x`` holds: never one of these
            direct = normal_name(qualified_name(snippet, func))
            if direct in DANGEROUS_CALLS or isinstance(func, ast.Attribute) and not is_dynamic(func) \
                    and not isinstance(func.value, ast.Name):
                continue  # the direct call: its own rules report it
            by_name = is_dynamic(func)
            if not by_name and isinstance(func, ast.Name) and not _bound_here(snippet, func):
                continue
            targets = sorted(target for target in reached(snippet, func) if target in DANGEROUS_CALLS
                             and target != direct and _costs_like_direct(snippet, call, target, by_name))
            if targets:
                cwe, does = DANGEROUS_CALLS[targets[0]]
                yield self.finding(call, f"`{targets[0]}` ({does}) called through "
                                         f"{'a lookup by name' if by_name else 'a name that holds it'}", cwe=cwe)


def _bound_here(snippet: Snippet, name: ast.Name) -> bool:
    """The name is bound in the snippet other than by ``def``/``class``/``import`` (an alias,
    a lambda's result, a conditional expression)."""
    values, _ = resolve(snippet, name)
    return any(isinstance(value, ast.expr) for value in values)
