"""The one analysis layer of the own rules: built once per snippet, one meaning per question."""

from __future__ import annotations

import ast
import pickle
import textwrap

from codereward.rules.analysis import (
    analysis,
    enclosing_loop,
    loop_facts,
    qualified_name,
    resolve,
    scope_of,
)
from codereward.snippet import Snippet

SOURCE = textwrap.dedent("""
    import os.path
    import sqlite3 as sq
    from subprocess import run as sh
    from os import *

    def open(path):
        return path

    class Store:
        def save(self, rows):
            for row in rows:
                sq.connect(row).close()
            sh(["ls"])
            return open(os.path.join("a", "b"))
""")


def calls(snippet: Snippet) -> list[ast.Call]:
    return snippet.nodes(ast.Call)


def test_one_analysis_object_per_snippet_shared_by_every_query():
    snippet = Snippet.parse(SOURCE)
    facts = analysis(snippet)
    assert analysis(snippet) is facts
    assert facts.imports == {"os": "os", "sq": "sqlite3", "sh": "subprocess.run"}
    assert set(facts.functions) == {"open", "save"} and set(facts.classes) == {"Store"}
    loop = snippet.nodes(ast.For)[0]
    assert loop_facts(snippet, loop) is loop_facts(snippet, loop)  # built once, then looked up


def test_qualified_name_resolves_imports_and_marks_the_snippets_own_definitions():
    snippet = Snippet.parse(SOURCE)
    # `sq.connect(row).close` is a method of a call's result: no name refers to it
    names = [qualified_name(snippet, call.func) for call in calls(snippet)]
    assert names == [None, "sqlite3.connect", "subprocess.run", "<local>.open",
                     "os.path.join"]


def test_scopes_loops_and_bindings_agree_on_one_tree():
    snippet = Snippet.parse(SOURCE)
    connect = next(c for c in calls(snippet) if qualified_name(snippet, c.func) == "sqlite3.connect")
    save = analysis(snippet).functions["save"][0]
    assert scope_of(snippet, connect) is save
    assert enclosing_loop(snippet, connect) is snippet.nodes(ast.For)[0]
    row = connect.args[0]
    values, scope = resolve(snippet, row)
    assert scope is save and values == [None]  # a for-target: bound, value unknown


def test_a_pickled_snippet_keeps_a_working_analysis():
    snippet = Snippet.parse(SOURCE)
    before = analysis(snippet).imports
    copy = pickle.loads(pickle.dumps(snippet))
    assert analysis(copy).snippet is copy and analysis(copy).imports == before
    assert [qualified_name(copy, c.func) for c in calls(copy)][-2:] == ["<local>.open", "os.path.join"]


def test_a_statement_is_found_in_its_block_without_scanning_the_block():
    """Rules ask for the statements after each of thousands (`out.append(x)` then `out.sort()`
    in a long body): each question scanned the block, the square of its length for a
    completion. The positions are indexed once; the answers stay the same."""
    from codereward.rules.analysis import containing_block, in_finally, later_siblings

    snippet = Snippet.parse("def f(out):\n" + "".join(f"    out.append({i})\n" for i in range(50))
                            + "    try:\n        out.sort()\n    finally:\n        out.clear()\n")

    class Statements(list):
        reads = 0

        def __iter__(self):
            Statements.reads += 1
            return super().__iter__()

    snippet.parents  # noqa: B018 - the snippet's own index first, over the plain lists
    function = snippet.tree.body[0]
    function.body = Statements(function.body)
    assert [len(later_siblings(snippet, stmt)) for stmt in function.body[:3]] == [50, 49, 48]
    assert all(containing_block(snippet, stmt) == (function, "body", function.body) for stmt in function.body)
    assert [in_finally(snippet, stmt) for stmt in function.body[-1].finalbody + function.body[-1].body] == [True, False]
    assert Statements.reads <= 3  # the index walks and numbers it once, the test reads it once; not once per question


def test_fresh_bindings_of_a_name_are_found_once():
    from codereward.rules.analysis.names import fresh_bindings

    snippet = Snippet.parse("def f(xs):\n    s = ''\n" + "".join(f"    for a{i} in xs:\n        s += a{i}\n" for i in range(20)))
    found = fresh_bindings(snippet, "s")
    assert [type(node).__name__ for node in found] == ["Assign"]
    assert fresh_bindings(snippet, "s") is found  # kept: a name asked for in each loop is not searched again
