"""The one analysis layer of codereward's own rules, computed once per snippet.

``analysis(snippet)`` is the snippet's ``Analysis``: the import map, the names it defines,
its function and class index, and a memo (``derive``) where every query below keeps the
index it builds (bindings, scopes, loop facts, locks), so each is built at most once per
snippet and shared by every rule. Queries take the snippet first:

- ``names``: ``qualified_name`` (imports resolved, ``<local>.f`` for the snippet's own
  ``def``/``class``), ``scope_of``, ``resolve`` (the values a name may hold), ``is_grown``;
- ``kinds``: the shallow kind of a value (``expr_kind``, ``kinds_of``);
- ``blocks``: where a node sits (``enclosing_function``, ``next_statement``, ``in_finally`` ...);
- ``loops``: which loop repeats a node, what changes in it, what stays invariant;
  ``loop_facts``: one pass over a loop body (exits, calls, changed names);
- ``locks``: which expressions are locks and where they are taken;
- ``secrets``: names that hold secrets, and which name a computed value goes to;
- ``handlers``: what an ``except`` catches, whether it passes the error on or swallows it;
- ``nodes``: node-type groups and AST utilities that need no snippet;
- ``values``: what an expression always evaluates to (``constant_value``: folded literals,
  ``"ev" + "al"``, a module constant), call arguments, where a name's value comes from;
- ``credentials``: where a snippet hands over a password (keywords, settings dicts, URLs);
- ``safe_values``: whether an expression is made only of constants, sanitizer results and
  lookups in constant tables (``made_safe``), so that nothing from outside reaches a sink;
- ``taint``: source-to-sink tracking (``taint_flows``): untrusted data from a request, a
  socket, the command line or the environment reaching a sink, with the sanitizers,
  allow-lists and summaries of the snippet's own functions (``taint_specs`` holds the
  sources, sinks and sanitizers it knows); ``TaintAnalysis.clean_for(expr, kind)`` says
  whether nothing dangerous for a kind reached an expression it followed.

Everything is iterative (a generated snippet can nest deeply enough to overflow a
recursive walk) and reads the snippet's shared indexes (``snippet.nodes``,
``snippet.parents``) rather than walking the tree again. Types are inferred shallowly
and conservatively: a name has a kind only when *every* binding of it agrees, which is
how rules stay quiet on idiomatic code they cannot see through.

The rule registry skips this package (``codereward.rules`` imports only rule modules).
"""

from codereward.rules.analysis.blocks import (
    containing_block,
    enclosing_function,
    enclosing_statement,
    in_finally,
    in_handler,
    in_try_body,
    inside,
    later_siblings,
    next_statement,
)
from codereward.rules.analysis.core import LOCAL, Analysis, analysis, derive
from codereward.rules.analysis.credentials import PASSWORD_NAME, PLACEHOLDER, password_slots, url_passwords
from codereward.rules.analysis.handlers import (
    handler_falls_back,
    handler_passes_on,
    handler_reraises,
    handler_swallows,
    handler_types,
    is_broad_handler,
)
from codereward.rules.analysis.kinds import annotation_kind, binding_kind, expr_kind, kinds_of
from codereward.rules.analysis.locks import (
    LOCK_FACTORIES,
    SEMAPHORE_FACTORIES,
    is_lock,
    is_semaphore,
    lock_calls,
    lock_factories,
    lock_identity,
    statement_call,
)
from codereward.rules.analysis.loop_facts import WAITING_CALLS, LoopFacts, body_nodes, is_read, loop_facts, waits
from codereward.rules.analysis.loops import (
    accumulates,
    call_invariant,
    can_exit_early,
    changes_in,
    enclosing_loop,
    has_loops,
    is_invariant,
    rebound_in,
    runs_once_in,
    uses_its_variable,
)
from codereward.rules.analysis.names import (
    SELF_UPDATE,
    UNKNOWN,
    Binding,
    Param,
    is_grown,
    name_refs,
    qualified_name,
    resolve,
    scope_of,
)
from codereward.rules.analysis.nodes import (
    BLOCK_FIELDS,
    BROAD_EXCEPTIONS,
    COMPREHENSIONS,
    EXIT_CALLS,
    FOR_LOOPS,
    FUNCTIONS,
    LOOPS,
    NESTED_SCOPES,
    SCOPES,
    TRY_TYPES,
    Span,
    add_operands,
    child_nodes,
    dotted,
    header_span,
    is_ref,
    last_part,
    name_words,
    root_name,
    updates_itself,
    walk,
    walk_body,
    walk_local,
)
from codereward.rules.analysis.safe_values import made_safe, safe_yaml_load
from codereward.rules.analysis.secrets import PUBLIC_ONCE_MADE, SECRET_WORDS, destination, names_a_secret
from codereward.rules.analysis.taint import Flow, TaintAnalysis, route_parameters, taint_flows
from codereward.rules.analysis.values import (
    NOT_CONSTANT,
    argument,
    constant_text,
    constant_value,
    folded,
    iterations,
    keyword_value,
    origins,
)

__all__ = [
    "BLOCK_FIELDS", "BROAD_EXCEPTIONS", "COMPREHENSIONS", "EXIT_CALLS", "FOR_LOOPS", "FUNCTIONS", "LOCAL",
    "LOCK_FACTORIES", "LOOPS", "NESTED_SCOPES", "SCOPES", "SECRET_WORDS", "SELF_UPDATE", "SEMAPHORE_FACTORIES", "TRY_TYPES",
    "UNKNOWN", "WAITING_CALLS", "Analysis", "Binding", "LoopFacts", "Param", "Span", "accumulates",
    "add_operands", "analysis", "annotation_kind", "body_nodes", "binding_kind", "call_invariant", "can_exit_early",
    "changes_in", "containing_block", "derive", "destination", "dotted", "enclosing_function", "enclosing_loop",
    "enclosing_statement", "expr_kind", "handler_falls_back", "handler_passes_on", "handler_reraises", "handler_swallows", "handler_types", "has_loops", "header_span",
    "in_finally", "in_handler", "is_read", "in_try_body", "inside", "is_broad_handler", "is_grown", "is_invariant",
    "is_lock", "is_ref", "is_semaphore", "kinds_of", "last_part", "later_siblings", "lock_calls",
    "lock_factories", "lock_identity", "loop_facts", "made_safe", "safe_yaml_load", "name_words", "name_refs", "names_a_secret", "next_statement", "qualified_name",
    "rebound_in", "resolve", "runs_once_in", "root_name", "scope_of", "statement_call", "updates_itself", "uses_its_variable",
    "waits", "walk", "walk_body", "walk_local", "child_nodes",
    "NOT_CONSTANT", "PASSWORD_NAME", "PLACEHOLDER", "PUBLIC_ONCE_MADE", "Flow", "TaintAnalysis", "argument", "constant_text", "constant_value", "folded", "iterations", "keyword_value", "origins",
    "password_slots", "route_parameters", "taint_flows", "url_passwords",
]
