"""Code extraction, the format verdict, and parsing once without ever raising."""

import ast

from codereward.snippet import Snippet, extract_code


def test_one_python_block_is_well_formed():
    e = extract_code("Here:\n```python\ndef f():\n    return 1\n```\nDone.")
    assert e.format_ok and e.code == "def f():\n    return 1\n"
    assert e.code_start == len("Here:\n```python\n")


def test_two_blocks_unclosed_untagged_and_empty_are_not():
    assert extract_code("```python\na=1\n```\n```python\nb=2\n```").reason.startswith("2 code blocks")
    assert extract_code("```python\na = 1\n").reason == "code block is not closed"
    assert "not python" in extract_code("```\na = 1\n```").reason
    assert extract_code("```python\n\n```").reason == "code block is empty"
    assert not extract_code("just prose").format_ok


def test_invisible_characters_fail_the_format():
    e = extract_code("```python\nx = 1\u200b\n```")
    assert not e.format_ok and "U+200B" in e.reason


def test_no_fence_takes_the_whole_text_as_code():
    e = extract_code("def f():\n    return 2\n")
    assert e.code == "def f():\n    return 2\n" and not e.format_ok


def test_tilde_fences_and_py_tag():
    assert extract_code("~~~py\nx = 1\n~~~").format_ok


def test_non_text_completion_is_a_reason_not_an_error():
    assert extract_code(None).reason.startswith("completion is NoneType")  # type: ignore[arg-type]


def test_parse_once_gives_tree_parents_and_nodes():
    s = Snippet.parse("for i in range(3):\n    print(i)\n")
    assert s.ok and isinstance(s.tree, ast.Module)
    call = s.nodes(ast.Call)[0]
    assert any(isinstance(a, ast.For) for a in s.ancestors(call))
    assert s.offset(2, 4) == s.source.index("print")


def test_bad_inputs_have_problems_not_exceptions():
    cases = {
        "": "empty", "   \n# only a comment\n": "empty", "def f(:": "syntax", "Sure! Here is": "syntax",
        "solution": "not-code", b"x = 1\x00": "nul-bytes", "x = " + "+".join(["1"] * 200000): "too-deep",
        "x = " + "(" * 1000 + "1" + ")" * 1000: "syntax",
    }
    for source, kind in cases.items():
        s = Snippet.parse(source)
        assert not s.ok and s.problem.kind == kind, (source[:20], s.problem)


def test_an_answer_of_stubs_only_is_no_implementation():
    """A signature with `pass`, `...`, `return None` or `raise NotImplementedError` has no
    findings: as an answer it would outscore any real solution on quality."""
    stubs = ["def add(a, b):\n    pass\n", "def add(a, b):\n    \"\"\"Add.\"\"\"\n    ...\n",
             "import math\n\ndef area(r):\n    return None\n",
             "class Stack:\n    def push(self, x):\n        raise NotImplementedError('todo')\n\n    def pop(self):\n        return\n"]
    for source in stubs:
        s = Snippet.parse(source)
        assert not s.ok and s.problem.kind == "stub" and s.parses, source
    # the twins do something: a constant result, a call at module level, an exception type, a guarded pass
    real = ["def add(a, b):\n    return 0\n", "def main():\n    pass\n\nmain()\n", "class Empty(Exception):\n    pass\n",
            "def f(x):\n    if x:\n        pass\n", "raise NotImplementedError\n", "@dataclass\nclass Point:\n    pass\n"]
    assert [Snippet.parse(source).problem for source in real] == [None] * len(real)


def test_invalid_utf8_is_decoded_with_a_warning():
    s = Snippet.parse(b"x = '\xff'\n")
    assert s.ok and s.warnings[0].kind == "encoding"


def test_too_large_is_refused_quickly():
    s = Snippet.parse("x = 1\n" * 200_000, max_bytes=100_000)
    assert s.problem.kind == "too-large"


# --------------------------------------------------------------------------- the shared index

_INDEXED = '''
import os


@decorator(arg=1)
class Box(Base, metaclass=Meta):
    size: int = 0

    def grow(self, by=1, *, times=2):
        for _ in range(times):
            self.size += by if by > 0 else -by
        return [x for x in (1, 2) if x] or {k: v for k, v in os.environ.items()}


async def fetch(client, urls):
    async with client:
        return [await client.get(u) async for u in urls if u and not u.startswith("#")]
'''


def test_index_has_every_node_and_its_parent():
    import ast

    snippet = Snippet.parse(_INDEXED)
    shared = (ast.expr_context, ast.operator, ast.boolop, ast.unaryop, ast.cmpop)
    expected_parents = {}
    for node in ast.walk(snippet.tree):
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, shared):
                expected_parents[child] = node
    assert snippet.parents == expected_parents
    def preorder(node):
        yield node
        for child in ast.iter_child_nodes(node):
            if not isinstance(child, shared):
                yield from preorder(child)

    walked = list(preorder(snippet.tree))
    by_type = {}
    for node in walked:
        by_type.setdefault(type(node), []).append(node)
    for kind, nodes in by_type.items():
        assert snippet.nodes(kind) == nodes  # the same nodes, in pre-order
    assert snippet.nodes(ast.Load) == [] and snippet.nodes(ast.Add) == []  # shared singletons: not indexed
    assert snippet.count(ast.stmt) == sum(1 for n in walked if isinstance(n, ast.stmt))
    assert snippet.count(ast.expr) == sum(1 for n in walked if isinstance(n, ast.expr))


def test_unparsed_snippet_is_only_prechecked():
    assert Snippet.unparsed("x = (\n", []).problem is None  # not parsed: a syntax error is not seen yet
    assert Snippet.unparsed("x = (\n", []).tree is None
    assert Snippet.unparsed("  \n", []).problem.kind == "empty"
    assert Snippet.unparsed("x = 1\x00", []).problem.kind == "nul-bytes"
    assert Snippet.unparsed("x = 1\n" * 10, [], max_bytes=10).problem.kind == "too-large"


def test_a_byte_order_mark_is_dropped_as_python_does_for_a_source_file():
    for data in ("\ufeffdef f():\n    return 1\n", "\ufeffdef f():\n    return 1\n".encode()):
        snippet = Snippet.parse(data)
        assert snippet.problem is None and snippet.tree is not None and snippet.source.startswith("def f")
