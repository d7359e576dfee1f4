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
