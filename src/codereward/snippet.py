"""From completion text to a parsed snippet, once.

``extract_code`` finds the fenced code block(s) of a completion and says whether its
format is the one the format reward asks for. It first removes what a chat template wraps
around an answer when the trainer decodes it with special tokens kept (OpenRLHF does):
end-of-turn / end-of-text markers at the end (``<|im_end|>``, ``<|endoftext|>``, ``</s>``,
``<|eot_id|>``, ... and any the caller names) and start-of-turn markers at the start. ``Snippet`` decodes and parses the code
a single time and keeps what every analyzer needs: the tree, a parent map, nodes by
type, tokens and a line/offset index. Rules and tool adapters all read the same one.
"""

from __future__ import annotations

import ast
import dataclasses
import hashlib
import io
import re
import tokenize
from collections import defaultdict
from collections.abc import Callable, Iterable, KeysView
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from codereward import grammar

# An opening fence at line start: ``` or ~~~ (3+), then an optional info string. A fence
# indented 4 or more is code, except inside a list item (checked in ``_fence_allowed``).
_FENCE_OPEN = re.compile(r"^(?P<indent>[ \t]*)(?P<fence>`{3,}|~{3,})[ \t]*(?P<info>[^\n`]*)$", re.M)
_LIST_ITEM = re.compile(r"^(?P<indent>[ \t]*)(?:[-*+]|\d{1,9}[.)])(?P<gap>[ \t]+|$)")
#: Markers chat templates put after an answer; removed (repeatedly) from the end of a completion.
END_MARKERS: tuple[str, ...] = (
    "<|im_end|>", "<|endoftext|>", "<|end_of_text|>", "<|eot_id|>", "<|eom_id|>", "<|end|>", "<|EOT|>",
    "</s>", "<eos>", "<end_of_turn>", "<|end_of_sentence|>", "<\uff5cend\u2581of\u2581sentence\uff5c>", "<|return|>",
)
#: Markers (with the role that may follow them) that open an assistant turn; removed from the start.
_START = re.compile(
    r"\s*(?:(?:<s>|<\|begin_of_text\|>|<\|startoftext\|>|<bos>|<\uff5cbegin\u2581of\u2581sentence\uff5c>)\s*"
    r"|<\|im_start\|>\s*assistant\b|<\|start_header_id\|>\s*assistant\s*<\|end_header_id\|>"
    r"|<start_of_turn>\s*model\b|<\|assistant\|>|<\|start\|>assistant(?:<\|channel\|>final)?<\|message\|>"
    r"|\[/INST\])[ \t]*\n?")
PYTHON_LANGS = frozenset({"python", "py", "python3", "py3"})
# Characters a policy could use to fool a format check or hide code from a reader.
_INVISIBLE = frozenset("\u200b\u200c\u200d\u2060\ufeff\u00ad\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069")


T = TypeVar("T")


class cached(Generic[T]):  # noqa: N801 - used as a decorator, like the ``cached_property`` it replaces
    """A property computed on first read and kept in the instance's ``__dict__``.

    ``functools.cached_property`` without its lock: Python 3.11 takes a lock on every first
    read, and a snippet's indexes are each read first once per rule run on every snippet.
    Two threads reading one first may both compute it; they compute the same value.
    """

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, instance: object, owner: type | None = None) -> T:
        if instance is None:
            return self  # type: ignore[return-value]
        value = instance.__dict__[self.name] = self.func(instance)
        return value


@dataclass(frozen=True)
class CodeBlock:
    """One fenced block: its language tag, its code, and where the code sits in the completion."""

    language: str
    code: str
    start: int  # offset of the first code character in the completion
    end: int  # offset one past the last code character
    closed: bool


@dataclass(frozen=True)
class Extraction:
    """What ``extract_code`` found in a completion."""

    code: str
    blocks: tuple[CodeBlock, ...]
    format_ok: bool
    reason: str
    code_start: int = 0  # offset in the completion where ``code`` starts (for token attribution)

    @property
    def python_blocks(self) -> tuple[CodeBlock, ...]:
        return tuple(b for b in self.blocks if b.language in PYTHON_LANGS)


def strip_markers(text: str, end_markers: Iterable[str] = ()) -> tuple[str, int]:
    """``text`` without the template markers around an answer, and where the kept text starts in it.

    Trailing end markers (``END_MARKERS`` and ``end_markers``, in any order and repeated,
    with whitespace between) and leading start-of-turn markers (``<|im_start|>assistant``,
    ``<s>``, ``[/INST]``, ...) are removed; the text between them is kept as it is.
    """
    markers = tuple(m for m in (*END_MARKERS, *end_markers) if m)
    end = len(text)
    while True:
        stripped = text[:end].rstrip()
        found = next((m for m in markers if stripped.endswith(m)), None)
        if found is None:
            break
        end = len(stripped) - len(found)
    start = 0
    while (match := _START.match(text, start, end)) and match.end() > start:
        start = match.end()
    return text[start:end], start


def _width(indent: str) -> int:
    return len(indent.expandtabs(4))


def _fence_allowed(text: str, match: re.Match[str]) -> int | None:
    """The indentation the fence's lines lose (CommonMark), or ``None`` when it is indented code, not a fence.

    Up to 3 spaces always open a fence; deeper, only inside a list item, whose content
    indentation (the marker's width plus the gap after it) may precede the fence.
    """
    indent = _width(match.group("indent"))
    if indent <= 3:
        return indent
    for line in reversed(text[:match.start()].split("\n")[-50:]):
        item = _LIST_ITEM.match(line)
        if item is not None:
            content = _width(line[:item.end()]) if item.group("gap") else _width(item.group("indent")) + 2
            return indent if indent - content <= 3 else None
        if line.strip() and _width(line[:len(line) - len(line.lstrip())]) < 2:
            return None  # a paragraph at the margin ends any list
    return None


def _dedent(code: str, width: int) -> str:
    """Each line without up to ``width`` columns of leading whitespace (a fence's own indentation)."""
    if width <= 0:
        return code
    lines = code.split("\n")
    out = []
    for line in lines:
        drop = 0
        while drop < len(line) and line[drop] in " \t" and _width(line[:drop + 1]) <= width:
            drop += 1
        out.append(line[drop:])
    return "\n".join(out)


def find_blocks(text: str) -> tuple[CodeBlock, ...]:
    """Every fenced block in ``text``, in order; an unclosed fence runs to the end.

    A fence indented inside a Markdown list item counts, and as in CommonMark its code
    loses the fence's indentation (so ``  ```python`` in a list yields code that parses).
    """
    blocks: list[CodeBlock] = []
    pos = 0
    while True:
        match = _FENCE_OPEN.search(text, pos)
        if match is None:
            break
        width = _fence_allowed(text, match)
        if width is None:
            pos = match.end() + 1
            continue
        fence = match.group("fence")
        body_start = match.end() + 1 if match.end() < len(text) else match.end()
        closer = re.compile(rf"^[ \t]{{0,{width + 3}}}{re.escape(fence[0])}{{{len(fence)},}}[ \t]*$", re.M)
        close = closer.search(text, body_start)
        language = match.group("info").strip().split(" ")[0].lower() if match.group("info") else ""
        if close is None:
            blocks.append(CodeBlock(language, _dedent(text[body_start:], width), body_start, len(text), closed=False))
            break
        body_end = close.start()
        code = text[body_start:body_end]
        blocks.append(CodeBlock(language, _dedent(code, width), body_start, body_start + len(code), closed=True))
        pos = close.end()
    return tuple(blocks)


def extract_code(completion: str, end_markers: Iterable[str] = ()) -> Extraction:
    """The code of a completion and a format verdict.

    The format is right when the completion holds exactly one closed ```python block with
    code in it and no invisible formatting characters. The code graded is the answer the
    model ends with: the last complete (closed, non-empty) Python block, as common code-RL
    harnesses take it, so a model that retracts a first attempt is graded on its fix (the
    format reward still asks for exactly one block); a completion with no fence at all is
    taken whole, so plain code completions (HumanEval style) still get analysed. Template
    markers around the answer (``strip_markers``; ``end_markers`` adds to the known end
    markers) are removed first.
    """
    if not isinstance(completion, str):
        return Extraction("", (), False, f"completion is {type(completion).__name__}, not text")
    hidden = sorted({f"U+{ord(ch):04X}" for ch in completion if ch in _INVISIBLE})
    answer, shift = strip_markers(completion, end_markers)
    blocks = tuple(dataclasses.replace(b, start=b.start + shift, end=b.end + shift) for b in find_blocks(answer))
    python = [b for b in blocks if b.language in PYTHON_LANGS]
    if not blocks:
        return Extraction(answer, (), False, "no fenced ```python block", shift)
    chosen = _graded_block(python or list(blocks))
    if hidden:
        reason = f"invisible characters in completion: {', '.join(hidden)}"
    elif len(blocks) > 1:
        reason = f"{len(blocks)} code blocks; expected exactly one"
    elif not python:
        reason = f"code block is tagged {chosen.language or '(untagged)'!r}, not python"
    elif not chosen.closed:
        reason = "code block is not closed"
    elif not chosen.code.strip():
        reason = "code block is empty"
    else:
        return Extraction(chosen.code, blocks, True, "one well-formed python block", chosen.start)
    return Extraction(chosen.code, blocks, False, reason, chosen.start)


def _graded_block(blocks: list[CodeBlock]) -> CodeBlock:
    """The last complete block (closed, with code), else the last one."""
    return next((b for b in reversed(blocks) if b.closed and b.code.strip()), blocks[-1])


@dataclass(frozen=True)
class InputProblem:
    """Why a snippet could not be analysed as ordinary code (it then scores 0)."""

    #: "empty" | "syntax" | "not-code" | "stub" (no function does anything) | "too-large" | "encoding"
    #: | "nul-bytes" | "too-deep" | "grammar" (no interpreter here can parse it) | "newer-syntax" (a warning: it needs a newer
    #: Python than its target)
    kind: str
    message: str
    line: int = 1
    column: int = 0


def decode_source(data: bytes | str) -> tuple[str, list[InputProblem]]:
    """Text from bytes; invalid UTF-8 is replaced and reported, never raised. A leading
    byte-order mark is dropped, as Python does when it reads a source file."""
    if isinstance(data, str):
        return data.removeprefix("\ufeff"), []
    try:
        return data.decode("utf-8").removeprefix("\ufeff"), []
    except UnicodeDecodeError as exc:
        text = data.decode("utf-8", errors="replace")
        line = text.count("\n", 0, exc.start) + 1
        return text, [InputProblem("encoding", f"invalid UTF-8 at byte {exc.start}: {exc.reason}", line)]


@dataclass
class Snippet:
    """A piece of Python source, parsed once and shared by every analyzer.

    Build one with ``Snippet.parse``; it never raises on bad input. When the source is
    not analysable (empty, prose, syntax error, too large, too deep), ``problem`` says why
    and ``tree`` is ``None``. It is the one place that decides whether a text parses: the
    grammar is the one of ``target`` (``target-version``, ``codereward.grammar``), whatever
    interpreter runs codereward; code that needs a newer grammar than its target is parsed
    and carries a ``newer-syntax`` warning.
    """

    source: str
    path: str = "<snippet>"
    tree: ast.Module | None = None
    problem: InputProblem | None = None
    warnings: list[InputProblem] = field(default_factory=list)
    #: the target grammar (``py38`` ... ``py313``; ``None`` is the newest)
    target: str | None = None
    #: the oldest Python 3 minor version whose grammar accepts the source (when it parsed)
    needs: int | None = None
    #: the interpreter version whose parser built ``tree`` (newer than the running one when
    #: only a newer grammar accepts the source: tools that parse again cannot read it)
    parser: tuple[int, int] = grammar.RUNNING.minor
    #: it parsed to a module holding only a docstring (``problem`` is then "not-code")
    docstring_only: bool = False
    #: per-snippet memo for analyzers that derive indexes from the tree
    cache: dict = field(default_factory=dict, repr=False, compare=False)

    @classmethod
    def parse(cls, data: bytes | str, path: str = "<snippet>", max_bytes: int = 1_000_000,
              target: str | None = None) -> Snippet:
        return cls.from_text(*decode_source(data), path=path, max_bytes=max_bytes, target=target)

    @classmethod
    def from_text(cls, source: str, warnings: list[InputProblem], path: str = "<snippet>",
                  max_bytes: int = 1_000_000, target: str | None = None) -> Snippet:
        """A snippet of already decoded text (``decode_source``'s result)."""
        snippet = cls(source=source, path=path, warnings=list(warnings), target=target)
        snippet.problem = snippet._parse(max_bytes)
        return snippet

    @classmethod
    def unparsed(cls, source: str, warnings: list[InputProblem], path: str = "<snippet>",
                 max_bytes: int = 1_000_000, target: str | None = None, digest: str | None = None) -> Snippet:
        """A snippet checked only for what needs no parse (size, NUL bytes, blank text).

        ``tree`` stays ``None``; ``problem`` is set only when one of those checks fails.
        The analyzer's parallel path hands these to tools that read only the source (ruff)
        while its workers parse; it drops their findings for sources that then fail to parse.
        ``digest``: the source's ``source_digest`` where the caller has it (not hashed again).
        """
        snippet = cls(source=source, path=path, warnings=list(warnings), target=target)
        if digest is not None:
            snippet.__dict__["digest"] = digest  # the value ``digest`` would compute and keep
        snippet.problem = snippet._precheck(max_bytes)
        return snippet

    def parse_unparsed(self, max_bytes: int = 1_000_000) -> Snippet:
        """Parse an ``unparsed`` snippet in place: a tool already holding it (ruff's thread)
        sees the tree from then on instead of parsing the source again."""
        if self.tree is None and self.problem is None:
            self.problem = self._parse(max_bytes, checked=True)  # ``unparsed`` ran the prechecks
        return self

    def _precheck(self, max_bytes: int) -> InputProblem | None:
        size = len(self.source.encode("utf-8", errors="replace"))
        if size > max_bytes:
            return InputProblem("too-large", f"source is {size:,} bytes; the limit is {max_bytes:,}")
        if "\x00" in self.source:
            line = self.source.count("\n", 0, self.source.index("\x00")) + 1
            return InputProblem("nul-bytes", "source contains NUL bytes", line)
        if not self.source.strip():
            return InputProblem("empty", "no code: the answer is empty")
        return None

    def _parse(self, max_bytes: int, *, checked: bool = False) -> InputProblem | None:
        problem = None if checked else self._precheck(max_bytes)
        if problem is not None:
            return problem
        parsed = grammar.parse(self.source, self.path, self.target)
        tree = parsed.tree
        if tree is None:
            return _unparsed(parsed)
        self.parser = parsed.parser
        self.needs = parsed.needs
        if parsed.needs is not None and parsed.needs > grammar.target_minor(self.target):
            self.warnings.append(InputProblem(
                "newer-syntax", f"needs Python >= 3.{parsed.needs}; the target is {self.target or grammar.NEWEST_TARGET}"
                + ("" if parsed.parser == grammar.RUNNING.minor else f" (parsed with Python 3.{parsed.parser[1]})")))
        if not tree.body:
            return InputProblem("empty", "no code: only comments")
        if not _has_code(tree):
            self.docstring_only = len(tree.body) == 1 and isinstance(tree.body[0].value, ast.Constant) \
                and isinstance(tree.body[0].value.value, str)
            return InputProblem("not-code", "no code: the text parses only as bare names or constants (prose?)")
        stub = _only_stubs(tree)
        if stub is not None:
            # a stub-only answer scores 0, but its tree stays readable: a prompt that starts a
            # function (HumanEval's) is exactly such a module, and its imports and names are read
            self.tree = tree
            return InputProblem("stub", "no implementation: every function is a stub (`pass`, `...`, `return None`, "
                                "`raise NotImplementedError`)", stub.lineno, stub.col_offset)
        self.tree = tree
        return None

    @staticmethod
    def syntax_problem(text: str, mode: str = "exec", target: str | None = None) -> InputProblem | None:
        """Why ``text`` does not parse as a module (``mode="exec"``) or an expression ("eval")
        for ``target``, or None: the same parse check as a snippet's, for text that is no
        snippet (a test's call, assert-style test code). Empty text parses."""
        if "\x00" in text:
            return InputProblem("nul-bytes", "source contains NUL bytes", text.count("\n", 0, text.index("\x00")) + 1)
        parsed = grammar.parse(text, "<text>", target, mode)
        return None if parsed.tree is not None else _unparsed(parsed)

    @staticmethod
    def compilable_tree(text: str, filename: str = "<text>") -> ast.Module:
        """``text`` as a module in the running interpreter's own ``ast`` classes, for code this
        process rewrites and compiles (a problem's test code): the same parse check as a
        snippet's, for the newest grammar. Raises ``SyntaxError`` (``msg``, ``lineno``) with its
        reason when the text does not parse, or when only a newer Python's grammar accepts it
        (that tree cannot be compiled here)."""
        problem = None
        if "\x00" in text:
            problem = InputProblem("nul-bytes", "source contains NUL bytes", text.count("\n", 0, text.index("\x00")) + 1)
        else:
            parsed = grammar.parse(text, filename)
            if parsed.tree is not None and parsed.parser == grammar.RUNNING.minor:
                return parsed.tree  # type: ignore[return-value]
            problem = _unparsed(parsed) if parsed.tree is None else InputProblem(
                "newer-syntax", f"needs Python >= 3.{parsed.needs}; this process runs Python "
                f"{grammar.RUNNING.name}, which cannot compile it")
        message = problem.message.removeprefix("does not parse: ")
        raise SyntaxError(message, (filename, problem.line, problem.column + 1, None))

    @property
    def parses(self) -> bool:
        """Whether the source parses for its target's grammar or a newer one (prose and
        empty text count: they parse), which is what "does it compile" asks."""
        return self.problem is None or self.problem.kind in ("empty", "not-code", "stub")

    @property
    def ok(self) -> bool:
        return self.problem is None

    @cached
    def digest(self) -> str:
        return source_digest(self.source)

    @cached
    def lines(self) -> list[str]:
        """Lines as the parser counts them (``str.splitlines`` also splits at form feeds)."""
        return self.source.replace("\r\n", "\n").replace("\r", "\n").split("\n")

    @cached
    def line_offsets(self) -> list[int]:
        """Character offset of the start of each line (index 0 is line 1)."""
        offsets = [0]
        for match in re.finditer("\n", self.source):
            offsets.append(match.end())
        return offsets

    def offset(self, line: int, column: int) -> int:
        """Character offset of a 1-based line and a 0-based character column."""
        offsets = self.line_offsets
        line = min(max(line, 1), len(offsets))
        return min(offsets[line - 1] + max(column, 0), len(self.source))

    @cached
    def _index(self) -> tuple[dict[ast.AST, ast.AST], dict[type, list[ast.AST]]]:
        parents: dict[ast.AST, ast.AST] = {}
        by_type: dict[type, list[ast.AST]] = defaultdict(list)
        if self.tree is None:
            return parents, by_type
        stack: list[ast.AST] = [self.tree]
        AST, pop, push, fields = ast.AST, stack.pop, stack.append, _CHILD_FIELDS
        while stack:  # iterative, pre-order: deep trees must not hit the recursion limit here
            node = pop()
            kind = type(node)
            by_type[kind].append(node)
            names = fields.get(kind)
            if names is None:
                names = _child_fields(kind)
            if not names:  # Name, Constant, ...: most nodes are leaves
                continue
            mark = len(stack)
            for name in names:  # reading fields directly, without ast.iter_child_nodes's generator per node
                value = getattr(node, name, None)
                if type(value) is list:
                    for item in value:
                        if isinstance(item, AST):
                            parents[item] = node
                            push(item)
                elif isinstance(value, AST):
                    parents[value] = node
                    push(value)
            if len(stack) - mark > 1:  # the children were pushed in order: the first must pop first
                stack[mark:] = reversed(stack[mark:])
        return parents, by_type

    @property
    def parents(self) -> dict[ast.AST, ast.AST]:
        """Each node's parent (the module has none)."""
        return self._index[0]

    @property
    def node_types(self) -> KeysView[type]:
        """The node types the snippet holds (as ``nodes`` indexes them)."""
        return self._index[1].keys()

    @cached
    def called_names(self) -> frozenset[str]:
        """The last name of every callee as written: ``acquire`` for ``self.lock.acquire()``,
        ``bind`` for ``bind(...)`` (imports not resolved; calls of other expressions add none)."""
        names = set()
        for call in self.nodes(ast.Call):
            func = call.func  # type: ignore[attr-defined]
            kind = type(func)
            if kind is ast.Attribute:
                names.add(func.attr)
            elif kind is ast.Name:
                names.add(func.id)
        return frozenset(names)

    def nodes(self, *types: type) -> list[ast.AST]:
        """All nodes of the given types, in source (pre-)order.

        Context and operator nodes (``ast.Load``, ``ast.Add``, ...) are not indexed: the
        parser shares one instance of each among all nodes, so they have no single parent
        and no position; read them from their owner (``node.ctx``, ``node.op``).
        """
        by_type = self._index[1]
        if len(types) == 1:
            return by_type.get(types[0], [])
        # Several rules and analyses ask for the same mix (FunctionDef, AsyncFunctionDef):
        # merged and sorted once per snippet, and handed out as a copy.
        merged = self._merged
        found = merged.get(types)
        if found is None:
            found = [node for t in types for node in by_type.get(t, ())]
            if len(found) > 1:
                found.sort(key=_position)
            merged[types] = found
        return list(found)

    @cached
    def _merged(self) -> dict[tuple[type, ...], list[ast.AST]]:
        return {}

    def count(self, base: type) -> int:
        """How many indexed nodes are instances of ``base`` (e.g. ``ast.stmt``)."""
        return sum(len(found) for kind, found in self._index[1].items() if issubclass(kind, base))

    def ancestors(self, node: ast.AST):
        """The parents of ``node``, nearest first."""
        parents = self.parents
        while node in parents:
            node = parents[node]
            yield node

    @cached
    def tokens(self) -> list[tokenize.TokenInfo]:
        """The token stream (empty when the source does not tokenize)."""
        try:
            return list(tokenize.generate_tokens(io.StringIO(self.source).readline))
        except (tokenize.TokenError, SyntaxError, IndentationError):
            return []

    @cached
    def comments(self) -> list[tokenize.TokenInfo]:
        return [tok for tok in self.tokens if tok.type == tokenize.COMMENT]

    def segment(self, node: ast.AST) -> str:
        """The source text of ``node`` (``ast.get_source_segment``'s, with the source split once)."""
        try:
            first, last = node.lineno - 1, node.end_lineno - 1  # type: ignore[attr-defined,operator]
            start, end = node.col_offset, node.end_col_offset  # type: ignore[attr-defined]
        except (AttributeError, TypeError):
            return ""
        if end is None:
            return ""
        lines = self._raw_lines
        try:
            if first == last:
                return lines[first].encode()[start:end].decode()
            return "".join([lines[first].encode()[start:].decode(), *lines[first + 1:last],
                            lines[last].encode()[:end].decode()])
        except IndexError:
            return ""

    @cached
    def _raw_lines(self) -> list[str]:
        """The lines of the source with their ends, split where the parser counts lines (not at form feeds)."""
        return _RAW_LINE.findall(self.source)


#: a line and its end, as the parser counts lines (``\r\n``, ``\r`` or ``\n``; the last may have none)
_RAW_LINE = re.compile(r"[^\r\n]*(?:\r\n|\r|\n)|[^\r\n]+\Z")


def _position(node: ast.AST) -> tuple[int, int]:
    return getattr(node, "lineno", 0), getattr(node, "col_offset", 0)


def _unparsed(parsed: grammar.Parsed) -> InputProblem:
    message = parsed.message if parsed.kind == "grammar" else f"does not parse: {parsed.message}"
    return InputProblem(parsed.kind or "syntax", message, parsed.line, parsed.column)


#: fields that hold only the parser's shared singletons (see ``Snippet.nodes``)
_SHARED_LEAF_FIELDS = frozenset({"ctx", "op", "ops"})
#: fields that never hold a node, by node type (skipping them is only a speed-up: any
#: type not listed has every field looked at)
SCALAR_FIELDS: dict[type, frozenset[str]] = {
    kind: frozenset(names) for kind, names in (
        (ast.Name, {"id"}), (ast.Attribute, {"attr"}), (ast.Constant, {"value", "kind"}),
        (ast.keyword, {"arg"}), (ast.arg, {"arg", "type_comment"}), (ast.alias, {"name", "asname"}),
        (ast.FunctionDef, {"name", "type_comment"}), (ast.AsyncFunctionDef, {"name", "type_comment"}),
        (ast.ClassDef, {"name"}), (ast.ImportFrom, {"module", "level"}), (ast.ExceptHandler, {"name"}),
        (ast.Global, {"names"}), (ast.Nonlocal, {"names"}), (ast.FormattedValue, {"conversion"}),
        (ast.comprehension, {"is_async"}), (ast.Assign, {"type_comment"}), (ast.For, {"type_comment"}),
        (ast.AsyncFor, {"type_comment"}), (ast.With, {"type_comment"}), (ast.AsyncWith, {"type_comment"}),
        (ast.AnnAssign, {"simple"}),
    )
}
#: node type -> the fields that may hold child nodes (filled on first sight of a type)
_CHILD_FIELDS: dict[type, tuple[str, ...]] = {}


def _child_fields(kind: type) -> tuple[str, ...]:
    skip = _SHARED_LEAF_FIELDS | SCALAR_FIELDS.get(kind, frozenset())
    names = tuple(name for name in kind._fields if name not in skip)
    if issubclass(kind, grammar.TYPE_PARAMS_OWNERS) and "type_params" not in names:
        names += ("type_params",)  # set from a newer grammar's tree, outside this version's _fields
    _CHILD_FIELDS[kind] = names
    return names


def source_digest(source: str) -> str:
    """The content key of a source text (the analyzer's cache key)."""
    return hashlib.sha256(source.encode("utf-8", errors="surrogatepass")).hexdigest()


def _is_stub_statement(stmt: ast.stmt) -> bool:
    """A statement of a body that does nothing: a docstring or `...`, `pass`, `return`,
    `return None`, `raise NotImplementedError` (with or without a message)."""
    if isinstance(stmt, ast.Pass) or (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
        return True
    if isinstance(stmt, ast.Return):
        return stmt.value is None or (isinstance(stmt.value, ast.Constant) and stmt.value.value is None)
    if isinstance(stmt, ast.Raise) and stmt.exc is not None and stmt.cause is None:
        raised = stmt.exc.func if isinstance(stmt.exc, ast.Call) else stmt.exc
        return isinstance(raised, ast.Name) and raised.id == "NotImplementedError"
    return False


def _is_stub(node: ast.stmt) -> bool:
    """A function whose body does nothing, or a plain class (no bases, keywords or decorators:
    those give a class a meaning of its own, an exception type, a protocol) holding only such
    functions."""
    if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
        return all(_is_stub_statement(stmt) for stmt in node.body)
    if isinstance(node, ast.ClassDef) and not (node.bases or node.keywords or node.decorator_list):
        return all(_is_stub(stmt) or _is_stub_statement(stmt) for stmt in node.body)
    return False


def _only_stubs(tree: ast.Module) -> ast.stmt | None:
    """The first definition when the module defines only stubs (``_is_stub``) beside imports
    and bare constants: an answer that implements nothing. None when anything does something."""
    first = None
    for stmt in tree.body:
        if isinstance(stmt, (ast.Import, ast.ImportFrom, ast.Pass)) or (
                isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant)):
            continue
        if not _is_stub(stmt):
            return None
        first = first or stmt
    return first


def _has_code(tree: ast.Module) -> bool:
    """False when every statement is a bare name, constant or attribute chain (prose-like)."""
    for stmt in tree.body:
        if not isinstance(stmt, ast.Expr):
            return True
        if not isinstance(stmt.value, (ast.Name, ast.Constant, ast.Attribute)):
            return True
    return False

