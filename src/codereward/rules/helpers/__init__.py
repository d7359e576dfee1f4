"""Analysis shared by codereward's own performance and maintainability rules.

Everything here reads the one parsed ``Snippet``: it never parses again and never walks
the whole tree. What it derives from the tree (an index of name bindings, the scope of a
node, import aliases, what changes inside a loop) is built lazily, only when a rule has a
candidate that needs it, and cached on the snippet so every rule shares one copy.

Types are inferred shallowly and conservatively: a name has a kind (``"list"``, ``"str"``,
...) only when *every* binding of it in its scope gives that kind. Rules flag only known
kinds, which is how they stay quiet on idiomatic code they cannot see through.

The registry skips this package (``codereward.rules`` imports only rule modules).
"""

from codereward.rules.helpers.core import (
    COMPREHENSIONS,
    FOR_LOOPS,
    FUNCTIONS,
    LOOPS,
    SCOPES,
    TRY_TYPES,
    add_operands,
    cached,
    code_lines,
    dotted,
    is_ref,
    walk,
)
from codereward.rules.helpers.kinds import annotation_kind, binding_kind, expr_kind, kinds_of
from codereward.rules.helpers.loops import (
    accumulates,
    call_invariant,
    can_exit_early,
    changes_in,
    enclosing_loop,
    has_loops,
    in_try_body,
    inside,
    is_invariant,
    rebound_in,
    uses_its_variable,
)
from codereward.rules.helpers.names import (
    SELF_UPDATE,
    UNKNOWN,
    Binding,
    Param,
    import_aliases,
    is_grown,
    qualified_name,
    resolve,
    scope_of,
)

__all__ = [
    "COMPREHENSIONS", "FOR_LOOPS", "FUNCTIONS", "LOOPS", "SCOPES", "SELF_UPDATE", "TRY_TYPES", "UNKNOWN",
    "Binding", "Param", "accumulates", "add_operands", "annotation_kind", "binding_kind", "cached",
    "call_invariant", "can_exit_early", "changes_in", "code_lines", "dotted", "enclosing_loop", "expr_kind",
    "has_loops", "import_aliases", "in_try_body", "inside", "is_grown", "is_invariant", "is_ref", "kinds_of",
    "qualified_name", "rebound_in", "resolve", "scope_of", "uses_its_variable", "walk",
]
