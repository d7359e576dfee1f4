"""Control- and data-flow helpers shared by the reliability and security rules.

Everything here is iterative (a generated snippet can nest deeply enough to overflow a
recursive walk) and reads the shared ``Snippet`` index rather than walking the whole tree
again. Results that several rules need per snippet (the import map, the known locks, the
facts of a loop) are computed once and kept on the snippet.
"""

from codereward.rules.flow.core import (
    BLOCK_FIELDS,
    BROAD_EXCEPTIONS,
    EXIT_CALLS,
    FUNCTION_NODES,
    SCOPE_NODES,
    TRY_NODES,
    Span,
    cached,
    containing_block,
    dotted,
    enclosing_function,
    enclosing_scope,
    enclosing_statement,
    handler_reraises,
    handler_types,
    header_span,
    import_map,
    in_finally,
    in_handler,
    is_broad_handler,
    last_part,
    later_siblings,
    locally_defined,
    name_words,
    next_statement,
    qualified_name,
    root_name,
    walk_body,
    walk_local,
)
from codereward.rules.flow.locks import (
    LOCK_FACTORIES,
    SEMAPHORE_FACTORIES,
    is_lock,
    is_semaphore,
    lock_calls,
    lock_factories,
    lock_identity,
    statement_call,
)
from codereward.rules.flow.loops import LOOP_NODES, WAITING_CALLS, LoopFacts, loop_facts

__all__ = [
    "BLOCK_FIELDS", "BROAD_EXCEPTIONS", "EXIT_CALLS", "FUNCTION_NODES", "LOCK_FACTORIES", "LOOP_NODES",
    "SCOPE_NODES", "SEMAPHORE_FACTORIES", "TRY_NODES", "WAITING_CALLS", "LoopFacts", "Span", "cached",
    "containing_block", "dotted", "enclosing_function", "enclosing_scope", "enclosing_statement",
    "handler_reraises", "handler_types", "header_span", "import_map", "in_finally", "in_handler",
    "is_broad_handler", "is_lock", "is_semaphore", "last_part", "later_siblings", "locally_defined",
    "lock_calls", "lock_factories", "lock_identity", "loop_facts", "name_words", "next_statement",
    "qualified_name", "root_name", "statement_call", "walk_body", "walk_local",
]
