"""codereward's own performance (CR3xx) and maintainability (CR1xx) rules.

Every rule must flag its defect at the right line and stay quiet on the idiomatic code
next to it: a reward that punishes `total += x` or a deque BFS would teach a policy to
write worse code.
"""

import ast
import importlib
import textwrap

import pytest

from codereward.findings import Characteristic, Severity
from codereward.rules import registered
from codereward.snippet import Snippet

# id -> (characteristic, CWE) as /tmp/cwe.md assigns them
MINE = {
    "CR101": (Characteristic.MAINTAINABILITY, 1124),
    "CR102": (Characteristic.MAINTAINABILITY, 1041),
    "CR103": (Characteristic.MAINTAINABILITY, 1080),
    "CR301": (Characteristic.PERFORMANCE, 1046),
    "CR302": (Characteristic.PERFORMANCE, 1050),
    "CR303": (Characteristic.PERFORMANCE, 407),
    "CR304": (Characteristic.PERFORMANCE, 407),
    "CR305": (Characteristic.MAINTAINABILITY, 1093),
    "CR306": (Characteristic.MAINTAINABILITY, 1093),
}


def check(rule_id: str, source: str):
    snippet = Snippet.parse(textwrap.dedent(source))
    assert snippet.ok, snippet.problem
    return list(registered()[rule_id]().check(snippet))


def lines(rule_id: str, source: str) -> list[int]:
    found = check(rule_id, source)
    assert all(f.rule == rule_id for f in found)
    return [f.line for f in found]


def flagged(rule_id: str, source: str, *expected_lines: int) -> None:
    assert lines(rule_id, source) == list(expected_lines)


def clean(rule_id: str, source: str) -> None:
    found = check(rule_id, source)
    assert found == [], [(f.line, f.message) for f in found]


# ------------------------------------------------------------------ metadata


@pytest.mark.parametrize("rule_id", sorted(MINE))
def test_rule_metadata_and_documentation(rule_id):
    rule = registered()[rule_id].meta()
    characteristic, cwe = MINE[rule_id]
    assert rule.characteristic is characteristic and rule.cwe == cwe
    assert rule.name and rule.message and isinstance(rule.severity, Severity)
    assert rule.source == "codereward"
    headings = [line for line in rule.doc.splitlines() if line.startswith("## ")]
    assert headings == ["## What it does", "## Why is this bad?", "## Example", "## Use instead"]
    assert rule.doc.count("```python") >= 2, "example and fix are python blocks"


@pytest.mark.parametrize(("module", "constant", "rule_id"), [
    ("deep_nesting", "MAX_NESTING", "CR101"),
    ("duplicated_code", "MIN_STATEMENTS", "CR102"),
    ("duplicated_code", "MIN_CHARS", "CR102"),
    ("duplicated_code", "MIN_FUNCTION_STATEMENTS", "CR102"),
    ("oversized_file", "MAX_LINES", "CR103"),
    ("quadratic_search_in_loop", "SMALL_LIST", "CR304"),
    ("oversized_literal", "MAX_ELEMENTS", "CR305"),
    ("oversized_literal", "MAX_DEPTH", "CR305"),
    ("too_many_class_attributes", "MAX_ATTRIBUTES", "CR306"),
])
def test_thresholds_are_stated_in_the_rule_documentation(module, constant, rule_id):
    value = getattr(importlib.import_module(f"codereward.rules.{module}"), constant)
    assert f"{value:,}" in registered()[rule_id].meta().doc


def test_severities_are_the_documented_ones():
    severity = {rule_id: registered()[rule_id].severity for rule_id in MINE}
    assert severity["CR301"] is Severity.LOW and severity["CR302"] is Severity.MEDIUM
    assert severity["CR304"] is Severity.MEDIUM and severity["CR101"] is Severity.MEDIUM
    assert severity["CR102"] is Severity.LOW and severity["CR305"] is Severity.LOW


# ------------------------------------------------------------------ SPEC idioms


def test_spec_idioms_are_not_flagged_by_any_rule():
    source = """
    from collections import deque

    def total(xs):
        total = 0
        for x in xs:
            total += x
        return total

    def bfs(graph, start):
        queue = deque([start])
        seen = {start}
        order = []
        while queue:
            node = queue.popleft()
            order.append(node)
            for nb in graph[node]:
                if nb not in seen:
                    seen.add(nb)
                    queue.append(nb)
        return order

    def read(paths):
        out = []
        for p in paths:
            with open(p) as f:
                out.append(f.read())
        return out
    """
    for rule_id in MINE:
        clean(rule_id, source)


# ------------------------------------------------------------------ CR301 string concatenation


def test_a_counter_bound_in_many_loops_has_its_kinds_read_once(monkeypatch):
    """`t += 1` in each of 6,000 loops made CR301 and CR303 read every binding of `t` at each
    use (the square of the loops: seconds a completion); the kinds are kept per binding list."""
    from codereward.rules.analysis import kinds

    loops = "".join(f"    for a{i} in xs:\n        t += 1\n" for i in range(150))
    snippet = Snippet.parse("def f(xs):\n    t = 0\n    out = ''\n" + loops
                            + "    for x in xs:\n        out += x\n    return t, out\n")

    class Bindings(list):
        reads = 0

        def __iter__(self):
            Bindings.reads += 1
            return super().__iter__()

    counted: dict[int, tuple[list, Bindings]] = {}
    resolve = kinds.resolve

    def counting_resolve(snippet, expr):
        values, scope = resolve(snippet, expr)
        kept = counted.setdefault(id(values), (values, Bindings(values)))
        return kept[1], scope

    monkeypatch.setattr(kinds, "resolve", counting_resolve)
    assert [f.line for f in registered()["CR301"]().check(snippet)] == [305]
    assert list(registered()["CR303"]().check(snippet)) == []
    assert Bindings.reads <= len(counted)  # each name's bindings read once, not once per use


def test_string_concat_in_loop_is_flagged():
    flagged("CR301", """
    def render(rows):
        out = ""
        for row in rows:
            out += f"<li>{row}</li>"
        return out
    """, 5)
    flagged("CR301", """
    def join(parts):
        s = ""
        for p in parts:
            s = s + p
        return s
    """, 5)
    flagged("CR301", """
    def binary(n):
        digits = ""
        while n:
            digits = str(n % 2) + digits
            n //= 2
        return digits
    """, 5)
    flagged("CR301", """
    def collect(chunks, sock):
        buf = b""
        for chunk in chunks:
            buf += chunk
        return buf
    """, 5)


def test_string_concat_message_names_the_variable_and_the_fix():
    (finding,) = check("CR301", "s = ''\nfor x in 'abc':\n    s += x\n")
    assert "`s`" in finding.message and "join" in finding.message
    assert (finding.line, finding.column, finding.end_line) == (3, 4, 3)


def test_string_concat_reports_once_per_variable_and_loop():
    assert lines("CR301", "s = ''\nfor x in 'abc':\n    s += x\n    s += ','\n") == [3]


@pytest.mark.parametrize("source", [
    # numbers and unknown types: `total += x` is not string building (SPEC)
    "def f(xs):\n    total = 0\n    for x in xs:\n        total += x\n    return total\n",
    "def f(xs, acc):\n    for x in xs:\n        acc += x\n    return acc\n",
    "def f(xs):\n    n = 0\n    for x in xs:\n        n = n + 1\n",
    # lists extend in place
    "def f(xs):\n    out = []\n    for x in xs:\n        out += ['a']\n",
    # rebuilt afresh each iteration: bounded, not accumulating
    "def f(rows):\n    for row in rows:\n        line = ''\n        line += str(row)\n        print(line)\n",
    "def f(words):\n    line = ''\n    for w in words:\n        if len(line) > 80:\n            line = ''\n        line += w\n",
    # the loop variable itself
    "def f(xs):\n    for s in xs:\n        s += '!'\n        print(s)\n",
    # outside a loop
    "s = 'a'\ns += 'b'\n",
    # join is the fix
    "def f(xs):\n    return ''.join(str(x) for x in xs)\n",
])
def test_string_concat_not_flagged(source):
    clean("CR301", source)


@pytest.mark.parametrize("source", [
    # datetime.replace(...) + timedelta: date arithmetic, not text (cron_parser__clean.py:56)
    """
    from datetime import datetime, timedelta
    def next_runs(after, count):
        moment = after.replace(second=0, microsecond=0) + timedelta(minutes=1)
        runs = []
        while len(runs) < count:
            runs.append(moment)
            moment += timedelta(minutes=1)
        return runs
    """,
    # Path.replace and dataclasses.replace share the name, and build no text either
    """
    import dataclasses
    def advance(state, deltas):
        for delta in deltas:
            state = state + dataclasses.replace(delta, scale=2)
        return state
    def archive(paths, moved):
        for path in paths:
            moved = moved + path.replace(path.with_suffix(".bak"))
        return moved
    """,
])
def test_replace_without_evidence_of_text_is_not_string_building(source):
    clean("CR301", source)


def test_str_replace_result_still_counts_as_text():
    flagged("CR301", """
    def scrub(lines):
        out = ""
        for line in lines:
            out = out + line.replace("\\t", " ")
        return out
    def tidy(words, text):
        for w in words:
            text += w.strip().replace("a", "b", 1)
        return text
    """, 5, 9)


# ------------------------------------------------------------------ CR302 I/O in a loop


def test_io_with_loop_invariant_arguments_is_flagged():
    flagged("CR302", """
    import requests, sqlite3, re, subprocess
    from pathlib import Path

    def work(events, rows, cur, config: Path):
        for event in events:
            with open("app.log", "a") as log:
                log.write(event)
        for event in events:
            r = requests.get("https://example.com/status")
            print(event, r)
        for row in rows:
            cur.execute("INSERT INTO t VALUES (?, ?)", row)
        for event in events:
            if re.compile(r"\\d+").match(event):
                print(config.read_text(), event)
        for event in events:
            subprocess.run(["sync"], check=True)
            print(event)
    """, 7, 10, 13, 16, 18)  # not 15: ``re`` caches compiled patterns


def test_constant_regex_compile_in_a_loop_is_not_repeated_work():
    # the ``re`` module caches compiled patterns: compiling one again is a dictionary lookup
    clean("CR302", "import re\ndef f(xs):\n    return [re.compile('a+').match(x) for x in xs]\n")


def test_sql_in_a_loop_is_flagged_only_when_its_text_is_the_same_every_time():
    source = """
    import sqlite3

    def save(rows, statements, tables):
        conn = sqlite3.connect("db.sqlite")
        c = conn.cursor()
        for row in rows:
            c.execute("INSERT INTO t VALUES (?)", row)
        for stmt in statements:
            c.execute(stmt)
        for table in tables:
            c.execute(f"SELECT count(*) FROM {table}")
    """
    (finding,) = check("CR302", source)
    assert finding.line == 8 and "executemany" in finding.message


def test_io_in_comprehension_is_flagged():
    flagged("CR302", "def f(keys):\n    return [open('cfg.txt').read() + k for k in keys]\n", 2)


@pytest.mark.parametrize("source", [
    # the SPEC idiom: each path is opened once
    "def f(paths):\n    for p in paths:\n        with open(p) as f:\n            print(f.read())\n",
    "import requests\ndef f(urls):\n    return [requests.get(u, timeout=5) for u in urls]\n",
    "import os\ndef f(names, base):\n    for n in names:\n        print(open(os.path.join(base, n)).read())\n",
    # the iterable of a for loop runs once
    "def f():\n    for line in open('data.txt'):\n        print(line)\n",
    "def f():\n    return [line for line in open('data.txt')]\n",
    # polling and repeat-n-times loops repeat on purpose
    "import requests, time\ndef f():\n    while True:\n        if requests.get('http://x/ready').ok:\n            break\n        time.sleep(1)\n",
    "import subprocess\ndef f():\n    for _ in range(3):\n        subprocess.run(['ping', '-c1', 'host'])\n",
    # retry loops: the call is guarded and the loop ends on success
    "import requests\ndef f():\n    for attempt in range(3):\n        try:\n            return requests.get('http://x')\n"
    "        except OSError:\n            print(attempt)\n",
    # arguments that change inside the loop
    "def f(names):\n    path = 'a'\n    for n in names:\n        path = n + '.txt'\n        open(path).close()\n",
    "import requests\ndef f(pages):\n    params = {}\n    for p in pages:\n        params['page'] = p\n        requests.get('http://x', params=params)\n",
    # not a database
    "def f(tasks, executor):\n    for t in tasks:\n        executor.execute(t)\n",
    # rewriting a checkpoint each epoch is deliberate
    "import json\ndef f(epochs, state):\n    for e in epochs:\n        state.step(e)\n"
    "        with open('ckpt.json', 'w') as fh:\n            json.dump(state.dict(), fh)\n",
    # time.sleep is deliberately not I/O
    "import time\ndef f(xs):\n    for x in xs:\n        time.sleep(0.1)\n        print(x)\n",
    # a method named get on some object
    "def f(keys, d):\n    return [d.get('k') + k for k in keys]\n",
])
def test_io_not_flagged(source):
    clean("CR302", source)


# ------------------------------------------------------------------ CR303 copy growth


def test_copy_growth_is_flagged():
    flagged("CR303", """
    def grow(items):
        lst = []
        for x in items:
            lst = lst + [x]
        t = ()
        for x in items:
            t += (x,)
        d = {}
        for k in items:
            d = {**d, k: 1}
        s = set()
        for k in items:
            s = s | {k}
        q = []
        for k in items:
            q.insert(0, k)
        u = []
        for k in items:
            u = [*u, k]
        return lst, t, d, s, q, u
    """, 5, 8, 11, 14, 17, 20)


@pytest.mark.parametrize("source", [
    "def f(xs):\n    lst = []\n    for x in xs:\n        lst.append(x)\n",
    "def f(xs):\n    lst = []\n    for x in xs:\n        lst += [x]\n",
    "def f(xs):\n    d = {}\n    for x in xs:\n        d[x] = 1\n        d |= {x: 2}\n",
    "def f(xs):\n    s = set()\n    for x in xs:\n        s.add(x)\n        s |= {x}\n",
    "def f(xs):\n    total = 0\n    for x in xs:\n        total = total + x\n",
    "def f(xs):\n    flags = 0\n    for x in xs:\n        flags = flags | x\n",
    "from collections import deque\ndef f(xs):\n    q = deque()\n    for x in xs:\n        q.insert(0, x)\n",
    # a path extended per branch of a search is a new list each time
    "def f(graph, path):\n    for nb in graph:\n        new = path + [nb]\n        print(new)\n",
    # outside a loop
    "lst = [1]\nlst = lst + [2]\n",
])
def test_copy_growth_not_flagged(source):
    clean("CR303", source)


# ------------------------------------------------------------------ CR304 quadratic search


def test_quadratic_search_is_flagged():
    flagged("CR304", """
    def unique(items, other: list[int]):
        seen = []
        for item in items:
            if item not in seen:
                seen.append(item)
        common = [x for x in items if x in other]
        queue = [items[0]]
        while queue:
            node = queue.pop(0)
            queue.extend(node.children)
        words = " ".join(items).split()
        for w in items:
            print(words.index(w), words.count(w))
        return seen, common
    """, 5, 7, 10, 14)


@pytest.mark.parametrize("source", [
    "def f(xs):\n    seen = set()\n    for x in xs:\n        if x not in seen:\n            seen.add(x)\n",
    "def f(xs, table: dict):\n    return [x for x in xs if x in table]\n",
    "def f(xs):\n    return [c for c in xs if c in 'aeiou']\n",
    "def f(xs):\n    return [c for c in xs if c in ('a', 'e')]\n",
    "VOWELS = ['a', 'e', 'i', 'o', 'u']\ndef f(xs):\n    return [c for c in xs if c in VOWELS]\n",
    # unknown type: a parameter without annotation
    "def f(xs, ys):\n    return [x for x in xs if x in ys]\n",
    # a list rebuilt on every iteration is scanned once per build
    "def f(lines):\n    for line in lines:\n        parts = line.split()\n        if 'x' in parts:\n            print(parts.index('x'))\n",
    # the SPEC idiom
    "from collections import deque\ndef f(q):\n    q = deque(q)\n    while q:\n        q.popleft()\n",
    # pop() from the end is O(1)
    "def f(xs):\n    stack = list(xs)\n    while stack:\n        stack.pop()\n",
    # one search, no loop
    "def f(xs):\n    items = list(xs)\n    return items.index(3)\n",
])
def test_quadratic_search_not_flagged(source):
    clean("CR304", source)


# ------------------------------------------------------------------ CR305 / CR306 data structures


def test_oversized_and_deeply_nested_literals():
    big = "TABLE = [" + ", ".join(str(i) for i in range(51)) + "]\n"
    limit = "OK = [" + ", ".join(str(i) for i in range(50)) + "]\n"
    assert lines("CR305", limit + big) == [2]
    flagged("CR305", 'x = 1\nCONFIG = {"a": {"b": {"c": {"d": 1}}}}\n', 2)
    clean("CR305", 'CONFIG = {"a": {"b": {"c": 1}}}\nM = [[1, 2], [3, 4]]\na, b = 1, 2\n')


def test_oversized_literal_reports_once_per_outermost_literal_and_spares_all():
    nested = "[" * 6 + "1" + "]" * 6
    assert lines("CR305", f"X = {nested}\n") == [1]
    clean("CR305", "__all__ = [" + ", ".join(f"'n{i}'" for i in range(80)) + "]\n")


def test_too_many_class_attributes():
    attrs = "\n".join(f"        self.a{i} = {i}" for i in range(9))
    source = f"class Big:\n    kind = 'x'\n    def __init__(self):\n{attrs}\n    def more(self):\n        self.extra = 1\n"
    (finding,) = check("CR306", source)
    assert finding.line == 1 and "11 attributes" in finding.message
    assert finding.end_line == 1, "the span is the class header, not its whole body"
    ten = source.replace("        self.extra = 1\n", "        pass\n")
    clean("CR306", ten)


def test_enums_and_methods_do_not_count_as_attributes():
    members = "\n".join(f"    M{i} = {i}" for i in range(15))
    clean("CR306", f"import enum\nclass Color(enum.Enum):\n{members}\n")
    methods = "\n".join(f"    def m{i}(self):\n        return {i}" for i in range(15))
    clean("CR306", f"class Many:\n{methods}\n")


def test_class_constants_are_not_state_unless_instances_change_them():
    # logging.handlers.SysLogHandler: LOG_* and facility tables are named values
    constants = "\n".join(f"    LOG_{i} = {i}" for i in range(20))
    source = f"class SysLog:\n{constants}\n    def __init__(self):\n        self.address = None\n"
    clean("CR306", source)
    changed = "\n".join(f"        self.LOG_{i} = 0" for i in range(11))
    (finding,) = check("CR306", source + f"    def reset(self):\n{changed}\n")
    assert "12 attributes" in finding.message


# ------------------------------------------------------------------ CR101 deep nesting


def test_deep_nesting_flags_the_first_block_past_the_limit_once():
    (finding,) = check("CR101", """
    def f(xs):
        for x in xs:
            if x:
                with open(x) as fh:
                    try:
                        if fh:
                            if x > 2:
                                pass
                    except OSError:
                        pass
    """)
    assert finding.line == 7 and "6 levels" in finding.message


def test_four_levels_and_elif_chains_are_fine():
    clean("CR101", """
    def f(xs):
        if xs:
            for x in xs:
                while x:
                    if x > 1:
                        x -= 1
                    elif x > 2:
                        x -= 2
                    elif x > 3:
                        x -= 3
                    else:
                        x = 0
    """)


def test_nested_function_starts_counting_afresh():
    clean("CR101", """
    def outer(xs):
        for x in xs:
            if x:
                def inner(y):
                    for z in y:
                        if z:
                            with z:
                                return z
                inner(x)
    """)


def test_deep_nesting_reports_each_outermost_block_separately():
    block = "    for a in x:\n        if a:\n            while a:\n                with a:\n                    if a:\n" \
            "                        pass\n"
    assert lines("CR101", "def f(x):\n" + block + block) == [6, 12]


# ------------------------------------------------------------------ CR102 duplicated code


def test_duplicated_run_of_statements():
    (finding,) = check("CR102", """
    def report(rooms):
        total = 0
        for room in rooms:
            total += room.width * room.length
        print(f"total area: {total}")
        print("---")
        total = 0
        for room in rooms:
            total += room.width * room.length
        print(f"total area: {total}")
    """)
    assert (finding.line, finding.end_line) == (8, 11)
    assert "line 3" in finding.message


def test_functions_with_identical_bodies():
    (finding,) = check("CR102", """
    def area(shape):
        width, height = shape.size()
        return width * height * shape.scale

    def surface(shape):
        width, height = shape.size()
        return width * height * shape.scale
    """)
    assert finding.line == 7 and "`area`" in finding.message


def test_duplicate_lines_are_right_with_crlf_tabs_and_form_feeds():
    # str.splitlines would break at the form feed and shift every later line by one
    source = ("def f(rooms):\r\n\ttotal = 0\r\n\tfor room in rooms:\r\n\t\ttotal += room.width * room.length\r\n"
              "\tprint(f'total area: {total}')\r\n\x0c\r\n\tprint('---')\r\n\ttotal = 0\r\n\tfor room in rooms:\r\n"
              "\t\ttotal += room.width * room.length\r\n\tprint(f'total area: {total}')\r\n")
    (finding,) = list(registered()["CR102"]().check(Snippet.parse(source)))
    assert (finding.line, finding.end_line) == (8, 11) and "line 2" in finding.message


@pytest.mark.parametrize("source", [
    # similar, not equal
    "def a(x):\n    y = compute(x)\n    z = y * 2\n    w = z - 1\n    return w + x\n"
    "def b(x):\n    y = compute(x)\n    z = y * 3\n    w = z - 1\n    return w + x\n",
    # trivial one-liners may repeat
    "def a(self):\n    return self._x\ndef b(self):\n    return self._x\n",
    # short, trivial repeated runs are below the size threshold
    "a = 0\nb = 0\nc = 0\nd = 0\nprint(a)\na = 0\nb = 0\nc = 0\nd = 0\n",
])
def test_duplicated_code_not_flagged(source):
    clean("CR102", source)


# ------------------------------------------------------------------ CR103 oversized file


def test_oversized_file_counts_code_lines_only():
    code = "".join(f"x{i} = {i}\n" for i in range(1000))
    clean("CR103", code + "\n\n# a comment\n" * 50)
    (finding,) = check("CR103", code + "y = 1\nz = 2\n")
    assert finding.line == 1001 and finding.end_line == 1002 and "1,002" in finding.message


# ------------------------------------------------------------------ robustness


ODD_CODE = [
    "match command:\n    case [x, *rest] if x:\n        pass\n    case {'k': v}:\n        pass\n    case _:\n        pass\n",
    "async def f(xs):\n    async for x in xs:\n        async with x as y:\n            s = ''\n            s += await y\n",
    "def f(xs):\n    global G\n    for x in xs:\n        G = G + [x]\n        (n := x)\n        [y := z for z in xs]\n",
    "x = [[[[[[[[[[[[1]]]]]]]]]]]]\n" + "y = ((((((((((((((((((((1))))))))))))))))))))\n",
    "for (a, b), *c in d:\n    a.b[c] += 'x'\n    del a[0]\n",
    "class A:\n    x: int\n    y: 'list[int]' = []\n    def f(self, *args, **kw):\n        for a in args:\n            if a in self.y:\n                self.y.remove(a)\n",
    "lambda: [open('f') for _ in range(3)]\n",
    "try:\n    pass\nexcept* ValueError as e:\n    for x in e.exceptions:\n        s = ''\n        s += str(x)\n",
    "def f():\n" + "".join("    " * (i + 1) + f"if x{i}:\n" for i in range(40)) + "    " * 41 + "pass\n",
]


@pytest.mark.parametrize("source", ODD_CODE)
def test_unusual_code_gives_findings_not_errors(source):
    snippet = Snippet.parse(source)
    assert snippet.ok, snippet.problem
    for rule_id in MINE:
        for finding in registered()[rule_id]().check(snippet):
            assert 1 <= finding.line <= finding.end_line <= len(source.splitlines()) + 1


def test_deep_nesting_on_very_deep_code_does_not_recurse():
    source = "def f():\n" + "".join("    " * (i + 1) + f"if x{i}:\n" for i in range(90)) + "    " * 91 + "pass\n"
    snippet = Snippet.parse(source)
    if not snippet.ok:
        pytest.skip(f"this Python cannot parse 90 levels: {snippet.problem}")
    (finding,) = registered()["CR101"]().check(snippet)
    assert finding.line == 6 and "90 levels" in finding.message


def test_rules_share_one_parse_and_do_not_mutate_the_tree():
    source = "def f(xs):\n    s = ''\n    for x in xs:\n        s += x\n    return s\n"
    snippet = Snippet.parse(source)
    before = ast.dump(snippet.tree)
    first = [f for rule_id in MINE for f in registered()[rule_id]().check(snippet)]
    second = [f for rule_id in MINE for f in registered()[rule_id]().check(snippet)]
    assert first == second and [f.rule for f in first] == ["CR301"]
    assert ast.dump(snippet.tree) == before


# --- shapes of well-maintained code that are not the defects they resemble -----------------

def test_recursion_that_enumerates_parses_or_splits_has_no_overlapping_subproblems():
    # more_itertools.set_partitions, gettext._parse, werkzeug's matcher, pygments.regexopt
    assert lines("CR309", """
        def partitions(items, k):
            if k == 1:
                yield [items]
                return
            first, *rest = items
            for part in partitions(rest, k - 1):
                yield [[first], *part]
            for part in partitions(rest, k):
                yield part
        def parse(tokens, priority=-1):
            token = next(tokens)
            while token in OPS:
                token = parse(tokens, priority + 1)
            return token
        def pattern(strings):
            if len(strings) < 2:
                return strings[0] if strings else ""
            if not strings[0]:
                return pattern(strings[1:]) + "?"
            return "|".join(pattern(list(group)) for _, group in groupby(strings, key=len))
    """) == []
    # two calls on overlapping ranges, one of them on a name: still exponential
    assert lines("CR309", """
        def best(acts, i=0):
            if i >= len(acts):
                return 0
            j = i + 1
            while j < len(acts) and acts[j][0] < acts[i][1]:
                j += 1
            return max(best(acts, i + 1), acts[i][2] + best(acts, j))
    """) == [2]


def test_constant_tables_and_fixed_loops_are_not_quadratic_searches():
    # typing.EXCLUDED_ATTRIBUTES, enum's check of a few method names
    source = """
        _INTERNALS = ["__parameters__", "__orig_bases__"]
        _SPECIAL = ["__dict__", "__doc__", "__module__"]
        EXCLUDED = _INTERNALS + _SPECIAL + ["_marker"]
        def attributes(cls):
            return [name for name in cls.__dict__ if name not in EXCLUDED]
        def compare(given, rows):
            names = list(given)
            for method in ("__str__", "__repr__", "__format__"):
                if method in names:
                    print(method)
            for row in rows:
                for method in ("__str__", "__repr__"):
                    if method in names:
                        print(row)
    """
    assert lines("CR304", source) == [14]
