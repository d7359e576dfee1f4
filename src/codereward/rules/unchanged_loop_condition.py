"""CR408: ``while i < n:`` where nothing in the body changes ``i`` or ``n``."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    FUNCTIONS,
    LoopFacts,
    analysis,
    child_nodes,
    enclosing_function,
    header_span,
    loop_facts,
    root_name,
    waits,
    walk,
    walk_local,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: builtins that only read their arguments, allowed in a checked condition
_PURE_CALLS = frozenset({"len", "abs", "min", "max"})
#: builtins that return an immutable value (a variable assigned one cannot be mutated by a callee)
_SCALAR_CALLS = frozenset({"len", "int", "float", "abs", "round", "ord", "sum", "bool", "str", "chr", "hash",
                           "min", "max", "divmod", "pow"})
_SCALAR_ANNOTATIONS = frozenset({"int", "float", "str", "bool", "bytes", "complex"})


def _condition_names(snippet: Snippet, test: ast.expr) -> tuple[set[str], bool] | None:
    """The variables a condition reads, and whether it reads through attributes or items;
    None when it calls a function, reads ``self``/``cls`` or is otherwise not a plain
    expression of variables (its value can change without the loop doing anything)."""
    names: set[str] = set()
    indirect = False
    stack: list[ast.AST] = [test]
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Name):
            names.add(node.id)
        elif isinstance(node, ast.Constant):
            continue
        elif isinstance(node, (ast.Attribute, ast.Subscript)):
            if root_name(node) in (None, "self", "cls"):
                return None
            indirect = True
            stack.append(node.value)
            if isinstance(node, ast.Subscript):
                stack.append(node.slice)
        elif isinstance(node, ast.Compare):
            stack.extend([node.left, *node.comparators])
        elif isinstance(node, ast.BoolOp):
            stack.extend(node.values)
        elif isinstance(node, ast.UnaryOp):
            stack.append(node.operand)
        elif isinstance(node, ast.BinOp):
            stack.extend([node.left, node.right])
        elif isinstance(node, ast.Slice):
            stack.extend(part for part in (node.lower, node.upper, node.step) if part is not None)
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in _PURE_CALLS
              and node.func.id not in analysis(snippet).defined and not node.keywords):
            stack.extend(node.args)
        else:
            return None
    return (names, indirect) if names else None


def _visibly_changed(snippet: Snippet, loop: ast.While, names: set[str]) -> bool:
    """A quick look before walking the body: some condition variable is assigned in it
    or has a method called on it (``i += 1``, ``node = node.next``, ``queue.popleft()``).
    Only the body's own nodes are read: the snippet's every name once per loop made a
    completion of thousands of loops take minutes."""
    parents = snippet.parents
    for node in (node for statement in loop.body for node in ast.walk(statement)):
        if not isinstance(node, ast.Name) or node.id not in names:
            continue
        if not isinstance(node.ctx, ast.Load):
            return True
        parent = parents.get(node)
        if isinstance(parent, ast.Attribute) and isinstance(parents.get(parent), ast.Call) \
                and parents[parent].func is parent:
            return True
    return False


def _is_scalar(snippet: Snippet, expr: ast.AST) -> bool:
    """True for an expression that yields an immutable number/string/bool: constants,
    arithmetic and comparisons over them, and calls like ``len()`` or ``int()``."""
    anchored = False
    stack: list[ast.AST] = [expr]
    while stack:
        node = stack.pop()
        if isinstance(node, (ast.Constant, ast.Compare)):
            anchored = True
        elif isinstance(node, ast.Call):
            if not (isinstance(node.func, ast.Name) and node.func.id in _SCALAR_CALLS
                    and node.func.id not in analysis(snippet).defined):
                return False
            anchored = True
        elif isinstance(node, (ast.UnaryOp, ast.BinOp, ast.BoolOp)):
            stack.extend(child_nodes(node))
        elif not isinstance(node, (ast.Name, ast.operator, ast.unaryop, ast.boolop)):
            return False
    return anchored


def _assignments(scope: ast.AST) -> tuple[dict[str, list[ast.AST | None]], set[str]]:
    """Each local name's assigned values (None: not known), and the names declared
    global or nonlocal, in one pass over the scope."""
    values: dict[str, list[ast.AST | None]] = {}
    declared: set[str] = set()
    if isinstance(scope, FUNCTIONS):
        arguments = scope.args
        for arg in [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs]:
            annotation = arg.annotation
            known = isinstance(annotation, ast.Name) and annotation.id in _SCALAR_ANNOTATIONS
            values.setdefault(arg.arg, []).append(ast.Constant(0) if known else None)
        for arg in (arguments.vararg, arguments.kwarg):
            if arg is not None:
                values.setdefault(arg.arg, []).append(None)
    for node in walk_local(scope):
        if isinstance(node, (ast.Global, ast.Nonlocal)):
            declared.update(node.names)
        elif isinstance(node, ast.Assign):
            for target in node.targets:
                _bind(values, target, node.value)
        elif isinstance(node, (ast.AnnAssign, ast.AugAssign)):
            _bind(values, node.target, node.value)
        elif isinstance(node, (ast.For, ast.AsyncFor)):
            is_range = isinstance(node.iter, ast.Call) and getattr(node.iter.func, "id", "") == "range"
            _bind(values, node.target, ast.Constant(0) if is_range else None)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, (ast.Store, ast.Del)):
            values.setdefault(node.id, [])  # bound some other way (with/except/walrus/del)
    return values, declared


def _bind(values: dict[str, list[ast.AST | None]], target: ast.AST, value: ast.AST | None) -> None:
    if isinstance(target, ast.Name):
        values.setdefault(target.id, []).append(value)
    elif isinstance(target, (ast.Tuple, ast.List)):
        pairs = value.elts if isinstance(value, (ast.Tuple, ast.List)) and len(value.elts) == len(target.elts) \
            else [None] * len(target.elts)
        for element, element_value in zip(target.elts, pairs):
            _bind(values, element, element_value)


@register
class UnchangedLoopCondition(AstRule):
    """## What it does
    Reports a `while` loop whose condition is a plain expression of local variables
    (`while i < n:`, `while not found:`, `while stack:`) when the body never changes any
    of them (no assignment, `+=`, `del`, method call such as `stack.pop()`, or passing a
    mutable object to a function, calling a bound method through an alias such as
    `pop = stack.pop`, or calling a local function that uses them) and has no `break`,
    `return` or `raise`.

    Not reported, because something outside the loop body can end it: conditions that
    call a function (`while not done():`) or read `self`/`cls` attributes (another
    thread or a callback may change them); globals and closure variables; polling loops
    that sleep or wait (`queue.get()`; a dict's `flags.get("stop")` is a lookup, not a
    wait); generators and coroutines.

    ## Why is this bad?
    If the loop is entered at all it never ends: the classic forgotten `i += 1`. The
    function hangs instead of returning. Severity is high: the program hangs.

    ## Example
    ```python
    def total(values):
        i, result = 0, 0
        while i < len(values):
            result += values[i]
        return result
    ```

    ## Use instead
    ```python
    def total(values):
        result = 0
        for value in values:
            result += value
        return result
    ```
    """

    id = "CR408"
    name = "unchanged-loop-condition"
    characteristic = Characteristic.RELIABILITY
    cwe = 835
    severity = Severity.HIGH
    node_types = (ast.While,)
    message = "Nothing in the loop changes {}: the loop never ends once entered"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        scopes: dict[int, tuple[dict[str, list[ast.AST | None]], set[str]]] = {}
        for loop in snippet.nodes(ast.While):
            found = _condition_names(snippet, loop.test)
            if found is None:
                continue
            names, indirect = found
            if _visibly_changed(snippet, loop, names):
                continue
            facts = loop_facts(snippet, loop)
            if facts.exits or waits(loop, facts) or names & facts.changed:
                continue
            scope = enclosing_function(snippet, loop) or snippet.tree
            if id(scope) not in scopes:
                scopes[id(scope)] = _assignments(scope)
            values, declared = scopes[id(scope)]
            if not _all_local(snippet, scope, names, values, declared, indirect, loop):
                continue
            scalar = {name for name in names if values[name] and all(
                v is not None and _is_scalar(snippet, v) for v in values[name])}
            if names & facts.mutated(immutable=scalar.__contains__):
                continue
            if _calls_mutator(snippet, facts, scope, names, values):
                continue
            quoted = [f"`{name}`" for name in sorted(names)]
            shown = quoted[0] if len(quoted) == 1 else ", ".join(quoted[:-1]) + " or " + quoted[-1]
            yield self.finding(header_span(loop), self.message.format(shown))


def _all_local(snippet: Snippet, scope: ast.AST, names: set[str], values: dict, declared: set[str],
               indirect: bool, loop: ast.While) -> bool:
    """True when only this loop's own code can change the condition's variables."""
    if names & declared:
        return False
    if any(name not in values for name in names):
        return False  # a global, a closure variable or a builtin: changed elsewhere
    for node in snippet.nodes(ast.Global, ast.Nonlocal):
        if names & set(node.names):
            return False  # some function rebinds it
    if indirect:
        # an object whose attributes or items the condition reads may be shared with a
        # thread or callback if it was handed to any call in the scope
        for node in walk_local(scope):
            if isinstance(node, ast.Call) and any(
                    root_name(arg) in names for arg in [*node.args, *(k.value for k in node.keywords)]
            ) and not any(a is loop for a in _ancestors_to(snippet, node, scope)):
                return False
    return True


def _calls_mutator(snippet: Snippet, facts: LoopFacts, scope: ast.AST, names: set[str],
                   values: dict[str, list[ast.AST | None]]) -> bool:
    """The body calls a bound method of a condition variable through an alias
    (``pop = stack.pop``), or a local function or lambda that uses one (a closure)."""
    called = facts.called
    for name in called:
        for value in values.get(name, []):
            if isinstance(value, ast.Attribute) and root_name(value) in names:
                return True
            if isinstance(value, ast.Lambda) and _uses(value, names):
                return True
    for node in snippet.nodes(ast.FunctionDef, ast.AsyncFunctionDef):
        if node.name in called and enclosing_function(snippet, node) is (scope if scope is not snippet.tree else None) \
                and _uses(node, names):
            return True
    return False


def _uses(node: ast.AST, names: set[str]) -> bool:
    return any(isinstance(n, ast.Name) and n.id in names for n in walk(node))


def _ancestors_to(snippet: Snippet, node: ast.AST, stop: ast.AST) -> Iterator[ast.AST]:
    for ancestor in snippet.ancestors(node):
        yield ancestor
        if ancestor is stop:
            return
