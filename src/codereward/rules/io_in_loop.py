"""CR302: the same I/O, network, subprocess or parsing work repeated on every loop iteration."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import (
    COMPREHENSIONS,
    LOOPS,
    add_operands,
    analysis,
    call_invariant,
    can_exit_early,
    dotted,
    enclosing_loop,
    has_loops,
    in_try_body,
    is_invariant,
    qualified_name,
    resolve,
    uses_its_variable,
)
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: Calls that touch a file, the network, a process or a database, or re-parse a document.
IO_FUNCTIONS = frozenset({
    "open", "io.open", "codecs.open",
    *(f"{lib}.{verb}" for lib in ("requests", "httpx")
      for verb in ("get", "post", "put", "patch", "delete", "head", "options", "request")),
    "urllib.request.urlopen", "urllib.request.urlretrieve", "urllib2.urlopen",
    "subprocess.run", "subprocess.call", "subprocess.check_call", "subprocess.check_output",
    "subprocess.Popen", "subprocess.getoutput", "subprocess.getstatusoutput", "os.system", "os.popen",
    "sqlite3.connect", "psycopg2.connect", "psycopg.connect", "pymysql.connect", "mysql.connector.connect",
    "MySQLdb.connect", "socket.create_connection",
    "os.listdir", "os.scandir", "glob.glob",
    "json.load", "json.loads", "pickle.load", "pickle.loads", "yaml.safe_load", "yaml.load",
    "yaml.full_load", "tomllib.load", "tomllib.loads",
    "pandas.read_csv", "pandas.read_json", "pandas.read_excel", "pandas.read_parquet", "pandas.read_sql",
    "numpy.load", "numpy.loadtxt",
})
#: pathlib methods that read a whole file. Writes are left out: overwriting one file on
#: every iteration is how progress is checkpointed, not repeated identical work.
PATH_METHODS = frozenset({"read_text", "read_bytes"})
_OPENERS = frozenset({"open", "io.open", "codecs.open"})
# Last components, for a cheap first filter before resolving names.
_LAST = frozenset(name.rpartition(".")[2] for name in IO_FUNCTIONS) | PATH_METHODS | {"execute"}

_SQL = re.compile(r"\s*(select|insert|update|delete|replace|upsert|merge|with)\b", re.I)
_DB_NAME = re.compile(r"(^|_)(cur|cursor|conn|connection|db|database|session|sess)$", re.I)
_SQL_KEYWORDS = ("sql", "query", "operation", "statement")


@register
class IoInLoop(AstRule):
    """## What it does
    Reports I/O and other resource-heavy calls that a loop repeats with the same
    arguments: `open` for reading or appending, pathlib `read_text`/`read_bytes`,
    `requests`/`httpx` calls, `urlopen`, `subprocess.*`, `os.system`, database `connect`,
    directory listings, `json.load(s)`/`pickle`/`yaml` parsing and `pandas.read_*`
    (not `re.compile`: the `re` module caches compiled patterns, so compiling the same
    one again is a dictionary lookup, not repeated work). It also reports a database
    `execute` in a loop that runs the same SQL text once per item (use `executemany`);
    SQL text that changes per item (another table, another statement) is left alone.

    A call is reported only when its arguments do not depend on anything the loop
    changes, so the work is identical on every iteration: `for path in paths: open(path)`
    is not reported, nor is a file opened for writing (rewriting a checkpoint each epoch is
    deliberate). Loops that repeat on purpose are left alone: `while` loops (polling),
    loops whose variable is unused (`for _ in range(3)`: do it n times), and retry loops
    (the call is in a `try` and the loop can `break` or `return`).

    Severity is **medium**: each repeat costs a system call, a round trip or a process
    start, usually orders of magnitude more than the loop's own work.

    ## Why is this bad?
    Work whose inputs do not change gives the same result every time; repeating it in a
    loop multiplies the slowest operations a program has by the number of items (CWE-1050).
    Row-by-row `execute` of one statement pays a round trip per row where `executemany`
    sends one batch.

    ## Example
    ```python
    def log_all(events):
        for event in events:
            with open("app.log", "a") as log:
                log.write(f"{event}\\n")
    ```

    ## Use instead
    ```python
    def log_all(events):
        with open("app.log", "a") as log:
            for event in events:
                log.write(f"{event}\\n")
    ```
    """

    id = "CR302"
    name = "io-in-loop"
    characteristic = Characteristic.PERFORMANCE
    cwe = 1050
    severity = Severity.MEDIUM
    node_types = LOOPS + COMPREHENSIONS
    message = "Same I/O or resource-heavy call repeated in a loop"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        if not has_loops(snippet):
            return
        aliases: dict[str, str] | None = None
        for call in snippet.nodes(ast.Call):
            func = call.func
            # a cheap filter on the callee's last name before anything that needs lookups
            if isinstance(func, ast.Attribute):
                if func.attr not in _LAST:
                    continue
            elif isinstance(func, ast.Name):
                if func.id != "open":
                    aliases = analysis(snippet).imports if aliases is None else aliases
                    if func.id not in aliases:
                        continue
            else:
                continue
            kind = _kind(snippet, call)
            if kind is None:
                continue
            loop = enclosing_loop(snippet, call)
            if loop is None or isinstance(loop, ast.While):
                continue
            if in_try_body(snippet, call, loop) and can_exit_early(snippet, loop):
                continue  # a retry loop: repeating the call until it works is the point
            message = self._judge(snippet, call, loop, kind)
            if message:
                yield self.finding(call, message)

    @staticmethod
    def _judge(snippet: Snippet, call: ast.Call, loop: ast.AST, kind: str) -> str | None:
        where = f"the loop at line {loop.lineno}"  # type: ignore[attr-defined]
        if kind == "sql":
            sql = _sql_argument(call)
            # SQL text that varies (another table, another statement) cannot be batched
            if is_invariant(snippet, sql, loop):
                return (f"The same SQL statement is executed once per item in {where}: "
                        "use `executemany` (or one set-based statement)")
            return None
        if not uses_its_variable(snippet, loop):
            return None  # ``for _ in range(n)``: the repetition is what the loop is for
        if not call_invariant(snippet, call, loop, receiver=kind == "path"):
            return None
        if kind == "path":
            return (f"`.{call.func.attr}()` of the same path on every iteration of {where}: "  # type: ignore[attr-defined]
                    "read or write the file once, outside the loop")
        return f"`{kind}(...)` runs with the same arguments on every iteration of {where}: do it once, before the loop"


def _kind(snippet: Snippet, call: ast.Call) -> str | None:
    """What heavy work ``call`` does: ``"sql"``, ``"path"``, the I/O function's name, or ``None``."""
    func = call.func
    if isinstance(func, ast.Attribute) and func.attr == "execute":
        sql = _sql_argument(call)
        return "sql" if sql is not None and _is_database(snippet, func.value, sql) else None
    name = qualified_name(snippet, func)
    if name in _OPENERS and not _reads_or_appends(call):
        return None
    if name in IO_FUNCTIONS:
        return name
    if isinstance(func, ast.Attribute) and func.attr in PATH_METHODS:
        return "path"
    return None


def _reads_or_appends(call: ast.Call) -> bool:
    """True for ``open`` in a read or append mode (a write mode overwrites: a checkpoint, not a repeat)."""
    mode = call.args[1] if len(call.args) > 1 else next((k.value for k in call.keywords if k.arg == "mode"), None)
    if mode is None:
        return True
    return isinstance(mode, ast.Constant) and isinstance(mode.value, str) and not set(mode.value) & set("wx")


def _sql_argument(call: ast.Call) -> ast.AST | None:
    if call.args:
        return call.args[0]
    for keyword in call.keywords:
        if keyword.arg in _SQL_KEYWORDS:
            return keyword.value
    return None


def _is_format_call(expr: ast.AST) -> bool:
    return isinstance(expr, ast.Call) and isinstance(expr.func, ast.Attribute) and expr.func.attr == "format"


def _leading_text(expr: ast.AST) -> str | None:
    """The literal text an SQL expression starts with, where it has one."""
    if isinstance(expr, ast.BinOp):
        expr = add_operands(expr)[0] if isinstance(expr.op, ast.Add) else expr.left
    elif _is_format_call(expr):
        expr = expr.func.value  # type: ignore[attr-defined]
    elif isinstance(expr, ast.JoinedStr) and expr.values:
        expr = expr.values[0]
    if isinstance(expr, ast.Constant) and isinstance(expr.value, str):
        return expr.value
    return None


def _is_database(snippet: Snippet, receiver: ast.AST, sql: ast.AST) -> bool:
    """True when ``receiver.execute(sql)`` is a database call, not some other ``execute``."""
    text = _leading_text(sql)
    if text is None and isinstance(sql, ast.Name):
        values, _scope = resolve(snippet, sql)
        texts = [_leading_text(v) for v in values if isinstance(v, ast.AST)]
        text = texts[0] if len(texts) == 1 else None
    if text is not None and _SQL.match(text):
        return True
    name = dotted(receiver)
    if name and _DB_NAME.search(name.rpartition(".")[2]):
        return True
    if isinstance(receiver, (ast.Name, ast.Attribute)):
        values, _scope = resolve(snippet, receiver)
        for value in values:
            if isinstance(value, ast.Call):
                made_by = qualified_name(snippet, value.func) or ""
                if made_by.endswith((".cursor", ".connect")) or made_by in ("connect", "cursor"):
                    return True
    return False
