"""mypy error codes as codereward rules (characteristic type_safety, thorough profile).

Scheme: one ``TYPnnn`` rule per mypy error code in ``MYPY_CODES``, numbered in table
order; an error with any other code (or none) is ``TYP099`` (other-type-error). Missing
annotations (``no-untyped-def``, ``var-annotated``) are low severity, as the task asks;
an error that fails at run time whatever the types (wrong argument count, undefined
name) is high.
"""

from __future__ import annotations

from dataclasses import dataclass

from codereward.findings import Characteristic, Rule, Severity
from codereward.tools.base import tool_rule
from codereward.tools.common import doc_page

_T = Characteristic.TYPE_SAFETY
_PROFILES = ("thorough",)
LOW, MEDIUM, HIGH = Severity.LOW, Severity.MEDIUM, Severity.HIGH


@dataclass(frozen=True)
class _Code:
    id: str
    code: str
    cwe: int | None
    severity: Severity
    message: str
    what: str
    why: str
    example: str
    use_instead: str


_CODES: tuple[_Code, ...] = (
    _Code("TYP001", "attr-defined", 843, MEDIUM, "Attribute does not exist on this type",
          "Reports access to an attribute or module member that the type does not have.",
          "It raises `AttributeError` when that line runs, or reads the wrong object.",
          "def shout(text: str) -> str:\n    return text.uppercase()",
          "def shout(text: str) -> str:\n    return text.upper()"),
    _Code("TYP002", "union-attr", 476, MEDIUM, "Attribute access on a value that may be None",
          "Reports attribute access on a union, typically `Optional[T]`, where some member lacks the attribute.",
          "When the value is `None` the line raises `AttributeError` (a null dereference).",
          "import re\n\ndef year(s: str) -> str:\n    return re.match(r\"\\d{4}\", s).group()",
          "import re\n\ndef year(s: str) -> str:\n    m = re.match(r\"\\d{4}\", s)\n    return m.group() if m else \"\""),
    _Code("TYP003", "name-defined", 457, HIGH, "Name is not defined",
          "Reports a name that is used but never defined or imported.",
          "It raises `NameError` when the line runs.",
          "def total(xs: list[int]) -> int:\n    return summ(xs)",
          "def total(xs: list[int]) -> int:\n    return sum(xs)"),
    _Code("TYP004", "used-before-def", 457, HIGH, "Name is used before it is defined",
          "Reports a name read before the statement that defines it.",
          "It raises `NameError` or `UnboundLocalError` at run time.",
          "print(limit)\nlimit = 10",
          "limit = 10\nprint(limit)"),
    _Code("TYP005", "possibly-undefined", 457, MEDIUM, "Name may be undefined on some paths",
          "Reports a variable defined only on some branches and read after them.",
          "On the branch that skips the definition the read raises `UnboundLocalError`.",
          "def label(x: int) -> str:\n    if x > 0:\n        name = \"positive\"\n    return name",
          "def label(x: int) -> str:\n    name = \"non-positive\"\n    if x > 0:\n        name = \"positive\"\n    return name"),
    _Code("TYP006", "call-arg", 685, HIGH, "Call with the wrong number or names of arguments",
          "Reports a call with too many or too few arguments, or an unknown keyword.",
          "The call raises `TypeError` whatever the argument values.",
          "def area(w: float, h: float) -> float:\n    return w * h\n\narea(3)",
          "def area(w: float, h: float) -> float:\n    return w * h\n\narea(3, 4)"),
    _Code("TYP007", "arg-type", 686, MEDIUM, "Argument has an incompatible type",
          "Reports an argument whose type does not match the parameter's annotation.",
          "The function receives a value it was not written for; it fails or computes garbage.",
          "def double(n: int) -> int:\n    return n * 2\n\ndouble(\"3\")",
          "def double(n: int) -> int:\n    return n * 2\n\ndouble(int(\"3\"))"),
    _Code("TYP008", "call-overload", 686, MEDIUM, "No overload matches the argument types",
          "Reports a call to an overloaded function that no overload accepts.",
          "The call is outside every documented use of the function and fails or misbehaves.",
          "count = int([\"3\"])",
          "count = int(\"3\")"),
    _Code("TYP009", "return-value", 843, MEDIUM, "Returned value has the wrong type",
          "Reports a `return` whose value does not match the function's return annotation.",
          "Callers trust the annotation and mishandle the value they actually get.",
          "def count(s: str) -> int:\n    return str(len(s))",
          "def count(s: str) -> int:\n    return len(s)"),
    _Code("TYP010", "return", 843, MEDIUM, "Missing return statement",
          "Reports a function with a non-`None` return type that can end without returning.",
          "On that path the caller receives `None` where the annotation promised a value.",
          "def sign(x: int) -> int:\n    if x > 0:\n        return 1\n    elif x < 0:\n        return -1",
          "def sign(x: int) -> int:\n    if x > 0:\n        return 1\n    if x < 0:\n        return -1\n    return 0"),
    _Code("TYP011", "assignment", 843, LOW, "Assigned value has an incompatible type",
          "Reports an assignment of a value whose type differs from the variable's declared or inferred type.",
          "One name holding values of different types is easy to misuse later in the code.",
          "count = 0\ncount = \"none\"",
          "count = 0\nlabel = \"none\""),
    _Code("TYP012", "operator", 843, MEDIUM, "Operator not supported for these types",
          "Reports an operator applied to operand types that do not support it.",
          "It raises `TypeError` when the line runs.",
          "def f(age: str) -> int:\n    return age + 1",
          "def f(age: str) -> int:\n    return int(age) + 1"),
    _Code("TYP013", "index", 843, MEDIUM, "Value cannot be indexed this way",
          "Reports indexing a value that is not subscriptable, or with an index of the wrong type.",
          "It raises `TypeError` when the line runs.",
          "def first(n: int) -> int:\n    return n[0]",
          "def first(ns: list[int]) -> int:\n    return ns[0]"),
    _Code("TYP014", "list-item", 843, LOW, "List item has an incompatible type",
          "Reports a list display whose item does not match the declared item type.",
          "Code reading the list trusts the declared item type.",
          "ids: list[int] = [1, \"2\"]",
          "ids: list[int] = [1, 2]"),
    _Code("TYP015", "dict-item", 843, LOW, "Dict entry has an incompatible type",
          "Reports a dict display whose key or value does not match the declared types.",
          "Code reading the dict trusts the declared key and value types.",
          "ages: dict[str, int] = {\"ann\": \"41\"}",
          "ages: dict[str, int] = {\"ann\": 41}"),
    _Code("TYP016", "no-redef", 561, LOW, "Name is defined twice",
          "Reports a function, class or annotated name defined a second time in the same scope.",
          "The first definition is silently replaced: it is dead code, or the second is a mistake.",
          "def parse(s: str) -> int:\n    return int(s)\n\ndef parse(s: str) -> float:\n    return float(s)",
          "def parse_int(s: str) -> int:\n    return int(s)\n\ndef parse_float(s: str) -> float:\n    return float(s)"),
    _Code("TYP017", "func-returns-value", 843, MEDIUM, "Using the result of a function that returns None",
          "Reports use of the result of a call whose return type is `None`.",
          "The value is always `None`; the code meant something else (e.g. `sorted` for `list.sort`).",
          "def log(message: str) -> None:\n    print(message)\n\n\nresult = log(\"done\")",
          "def log(message: str) -> None:\n    print(message)\n\n\nlog(\"done\")"),
    _Code("TYP018", "has-type", 843, LOW, "Type of a name cannot be determined",
          "Reports a name whose type mypy cannot infer at this point (usually a cycle in definitions).",
          "Nothing checks how the name is used.",
          "class A:\n    def f(self) -> None:\n        self.x = self.y\n        self.y = self.x",
          "class A:\n    def __init__(self) -> None:\n        self.x: int = 0\n        self.y: int = 0"),
    _Code("TYP019", "valid-type", 843, MEDIUM, "Annotation is not a valid type",
          "Reports an annotation that is not a type (a variable, a function, a literal value).",
          "The annotation documents nothing and disables checking of every use.",
          "def f(x: print) -> None:\n    x()",
          "from typing import Callable\n\ndef f(x: Callable[..., None]) -> None:\n    x()"),
    _Code("TYP020", "override", 843, MEDIUM, "Method override is incompatible with its base class",
          "Reports an override whose signature or return type is incompatible with the base method.",
          "Code written against the base class breaks when given the subclass (Liskov substitution).",
          "class A:\n    def size(self) -> int:\n        return 1\n\nclass B(A):\n    def size(self) -> str:\n        return \"1\"",
          "class A:\n    def size(self) -> int:\n        return 1\n\nclass B(A):\n    def size(self) -> int:\n        return 2"),
    _Code("TYP021", "abstract", 843, MEDIUM, "Abstract class instantiated",
          "Reports instantiation of a class that still has abstract methods.",
          "It raises `TypeError` when the line runs.",
          "from abc import ABC, abstractmethod\n\nclass Shape(ABC):\n    @abstractmethod\n    def area(self) -> float: ...\n\nShape()",
          "from abc import ABC, abstractmethod\n\nclass Shape(ABC):\n    @abstractmethod\n    def area(self) -> float: ...\n\nclass Unit(Shape):\n    def area(self) -> float:\n        return 1.0\n\nUnit()"),
    _Code("TYP022", "str-format", 628, MEDIUM, "Format string does not match its arguments",
          "Reports a `%` or `str.format` call whose arguments do not fit the format string.",
          "It raises at run time or prints something other than intended.",
          "\"%d items\" % \"three\"",
          "\"%d items\" % 3"),
    _Code("TYP023", "truthy-function", 571, MEDIUM, "Function used as a condition is always true",
          "Reports a function object (not a call) used in a boolean context.",
          "The condition is always true: a call's parentheses were forgotten.",
          "def ready() -> bool:\n    return False\n\nif ready:\n    print(\"go\")",
          "def ready() -> bool:\n    return False\n\nif ready():\n    print(\"go\")"),
    _Code("TYP024", "unused-coroutine", 252, MEDIUM, "Coroutine is created but never awaited",
          "Reports a call to an `async` function whose result is discarded.",
          "The coroutine never runs; the work silently does not happen.",
          "async def save() -> None: ...\n\nasync def main() -> None:\n    save()",
          "async def save() -> None: ...\n\nasync def main() -> None:\n    await save()"),
    _Code("TYP027", "empty-body", 843, LOW, "Function body is empty but promises a value",
          "Reports a function whose body is only `...` or `pass` but whose return type is not `None`.",
          "It returns `None` where the annotation promises a value.",
          "def load(path: str) -> bytes:\n    ...\n\n\ndef size(path: str) -> int:\n    return len(load(path))",
          "def load(path: str) -> bytes:\n    with open(path, \"rb\") as f:\n        return f.read()"),
    _Code("TYP028", "type-var", 843, MEDIUM, "Type argument violates a type variable's bound",
          "Reports a call or generic use whose type argument does not satisfy the type variable's bound or constraints.",
          "The generic function receives values it cannot handle.",
          "from typing import TypeVar\nN = TypeVar(\"N\", int, float)\ndef half(x: N) -> N:\n    return x\nhalf(\"a\")",
          "from typing import TypeVar\nN = TypeVar(\"N\", int, float)\ndef half(x: N) -> N:\n    return x\nhalf(4)"),
    _Code("TYP029", "misc", 843, LOW, "Type error (misc)",
          "Reports a type error mypy files under its catch-all code `misc`.",
          "The code does something its types do not allow.",
          "from typing import Final\nLIMIT: Final = 3\nLIMIT = 4",
          "from typing import Final\nLIMIT: Final = 3\nlimit = 4"),
    _Code("TYP030", "syntax", 843, MEDIUM, "Type comment or annotation does not parse",
          "Reports a `# type:` comment or string annotation that is not valid type syntax.",
          "The annotation is unusable; a malformed type comment can also hide a line from checking.",
          "x = []  # type: list[",
          "x: list[int] = []"),
    _Code("TYP031", "no-untyped-def", None, LOW, "Function is missing type annotations",
          "Reports a function without annotations on its parameters or return value.",
          "Without annotations the function's contract is undocumented and calls to it go unchecked.",
          "def scale(values, factor):\n    return [v * factor for v in values]",
          "def scale(values: list[float], factor: float) -> list[float]:\n    return [v * factor for v in values]"),
    _Code("TYP032", "var-annotated", None, LOW, "Variable needs a type annotation",
          "Reports a variable whose type cannot be inferred, usually an empty collection.",
          "Every later use of the variable goes unchecked.",
          "seen = {}",
          "seen: dict[str, int] = {}"),
)

OTHER = _Code("TYP099", "other", 843, LOW, "Type error",
              "Reports a mypy error whose code has no rule of its own here (the message names the code).",
              "The code does something its types do not allow.",
              "from typing import TypedDict\n\n\nclass Person(TypedDict):\n    name: str\n\n\n"
              "someone: Person = {\"name\": 1}  # typeddict-item",
              "from typing import TypedDict\n\n\nclass Person(TypedDict):\n    name: str\n\n\n"
              "someone: Person = {\"name\": \"Ada\"}")


def _rule(entry: _Code) -> Rule:
    name = "other-type-error" if entry is OTHER else entry.code
    doc = doc_page(entry.what, entry.why, entry.example, entry.use_instead,
                   notes=f"mypy error code: `{entry.code}`." if entry is not OTHER else "")
    return tool_rule(entry.id, name, _T, entry.cwe, entry.severity, entry.message, "mypy", doc, _PROFILES)


MYPY_RULES: dict[str, Rule] = {entry.code: _rule(entry) for entry in _CODES}
OTHER_RULE: Rule = _rule(OTHER)


def rule_for(code: str | None) -> Rule:
    """The rule of a mypy error code (``TYP099`` for a code without its own)."""
    return MYPY_RULES.get(code or "", OTHER_RULE)
