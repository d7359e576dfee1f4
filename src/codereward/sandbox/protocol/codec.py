"""Value encodings that cross the sandbox boundary.

Two encodings, both JSON text:

- ``strict_json``: the result of a structured case, as a JSON value. Only exact builtin
  types pass (``type(x) is int``: an ``int`` subclass with a lying ``__eq__`` does not;
  tuples become lists; dict keys must be ``str``); anything else raises ``NotPlain`` with
  the reason, and the case fails as ``invalid_result``.
- the *tagged* encoding between the judge and the solution process of assert-style
  tests: JSON plus tags for the Python types tests compare with (tuple, set, frozenset,
  dict with any keys, bytes, complex, non-finite floats, and the stdlib's Counter,
  OrderedDict, defaultdict, deque, Fraction, Decimal, which the judge rebuilds with its
  own classes; a regex match crosses as its truth value only, a module as its name, for
  the judge to import itself). A value of any other type stays in the solution process
  and crosses as a handle ``{"#h": id, "t": type name}``.

The encoders run inside the sandbox next to untrusted code, so every builtin they use is
bound here, when the warm parent imports this module, before any solution exists: a
solution that replaces ``builtins.type``, ``json.dumps`` or ``isinstance`` does not change
what they emit. (Nothing inside one address space is tamper-proof against ctypes; what
makes the verdict unforgeable is that the expected values are never there, see the
package docstring. This binding keeps honest-but-sloppy solutions from breaking it.)
"""

from __future__ import annotations

import _json  # the C parts only: json itself imports re and enum into the warm parent

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

_type = type
_int, _float, _str, _bool, _list, _tuple, _dict = int, float, str, bool, list, tuple, dict
_set, _frozenset, _bytes, _bytearray, _complex = set, frozenset, bytes, bytearray, complex
_ModuleType = type(_json)
_len, _id, _isinstance, _sorted, _map, _sum = len, id, isinstance, sorted, map, sum
_int_repr, _float_repr = int.__repr__, float.__repr__
_join = "".join
_encode_str = _json.encode_basestring_ascii
_inf = float("inf")
_NONE_TYPE = type(None)
MAX_DEPTH = 100
_BOOL_TEXT = {True: "true", False: "false"}.__getitem__
_NON_FINITE = frozenset({"nan", "inf", "-inf"})


class _ScanContext:
    """The settings ``_json``'s scanner reads from a default ``json.JSONDecoder``."""

    strict = True
    object_hook = None
    object_pairs_hook = None
    parse_float = float
    parse_int = int
    parse_constant = {"NaN": float("nan"), "Infinity": _inf, "-Infinity": -_inf}.__getitem__
    memo: dict[str, str] = {}


_scan = _json.make_scanner(_ScanContext())
_SPACE = " \t\n\r"


def decode_json(text: str | bytes) -> object:
    """What ``json.loads(text)`` returns, or ``ValueError``: the C scanner alone."""
    if _type(text) is _bytes:
        text = text.decode("utf-8")  # type: ignore[union-attr]
    start = _len(text) - _len(text.lstrip(_SPACE))  # type: ignore[arg-type]
    try:
        value, end = _scan(text, start)
    except (StopIteration, SystemError):
        # SystemError: the scanner reports a syntax error through json.decoder, not imported here
        raise ValueError("malformed JSON") from None
    if text[end:].strip(_SPACE):  # type: ignore[arg-type]
        raise ValueError("malformed JSON: extra data after the value")
    return value


class NotPlain(ValueError):
    """The value cannot be encoded; the message says why."""


def _flat(items: Any, kind: type) -> list[str] | None:
    """The texts of a list's elements, all of the one exact type ``kind``, in one pass each
    (what ``strict_json`` would write for them one by one); None where it must walk them:
    a type that is not a plain scalar, or a float that is not finite."""
    if kind is _str:
        return _list(_map(_encode_str, items))
    if kind is _bool:
        return _list(_map(_BOOL_TEXT, items))
    if kind is _int:
        try:
            return _list(_map(_int_repr, items))
        except ValueError:
            raise NotPlain("integer too large to serialize") from None
    if kind is _float:
        texts = _list(_map(_float_repr, items))
        return texts if _NON_FINITE.isdisjoint(texts) else None
    return None


def _qualname(value: object) -> str:
    cls = _type(value)
    module = getattr(cls, "__module__", "?")
    name = getattr(cls, "__qualname__", "?")
    return name if module == "builtins" else f"{module}.{name}"


def _number(value: object, chunks: list[str]) -> None:
    cls = _type(value)
    if cls is _int:
        try:
            chunks.append(_int_repr(value))
        except ValueError:
            raise NotPlain("integer too large to serialize") from None
    elif value != value:
        chunks.append("NaN")
    elif value == _inf:
        chunks.append("Infinity")
    elif value == -_inf:
        chunks.append("-Infinity")
    else:
        chunks.append(_float_repr(value))


def strict_json(value: object, limit: int) -> str:
    """``value`` as JSON text of at most about ``limit`` characters, or ``NotPlain``."""
    chunks: list[str] = []
    size = [0]

    def emit(item: object, depth: int) -> None:
        if depth > MAX_DEPTH:
            raise NotPlain("value nested too deeply (or cyclic)")
        cls = _type(item)
        if item is None:
            chunks.append("null")
        elif cls is _bool:
            chunks.append("true" if item else "false")
        elif cls is _int or cls is _float:
            _number(item, chunks)
        elif cls is _str:
            chunks.append(_encode_str(item))
            size[0] += _len(item)
        elif cls is _list or cls is _tuple:
            kinds = _set(_map(_type, item)) if depth < MAX_DEPTH and _len(item) <= limit else _set()  # type: ignore[call-overload, arg-type]
            kind = kinds.pop() if _len(kinds) == 1 else None
            texts = _flat(item, kind) if kind is not None else None
            if texts is not None:
                chunks.append("[" + ",".join(texts) + "]")
                size[0] += _len(texts) + (_sum(_map(_len, item)) if kind is _str else 0)  # type: ignore[call-overload]
            else:
                chunks.append("[")
                for position, element in enumerate(item):
                    if position:
                        chunks.append(",")
                    emit(element, depth + 1)
                chunks.append("]")
        elif cls is _dict:
            chunks.append("{")
            for position, (key, element) in enumerate(item.items()):
                if _type(key) is not _str:
                    raise NotPlain(f"dict key of type {_qualname(key)} is not a JSON string")
                if position:
                    chunks.append(",")
                chunks.append(_encode_str(key))
                chunks.append(":")
                emit(element, depth + 1)
            chunks.append("}")
        else:
            raise NotPlain(f"a value of type {_qualname(item)} is not a JSON value")
        size[0] += 1
        if size[0] > limit:
            raise NotPlain(f"value larger than {limit} characters")

    emit(value, 0)
    return _join(chunks)


def with_text_keys(value: object, depth: int = 0) -> object:
    """``value`` with the integer keys of its dicts as text (what ``json.dumps`` writes);
    anything else unchanged (``strict_json`` then says what is not plain)."""
    cls = _type(value)
    if depth > MAX_DEPTH:
        return value
    if cls is _dict:
        return {
            (_int_repr(key) if _type(key) is _int else key): with_text_keys(item, depth + 1)
            for key, item in value.items()  # type: ignore[attr-defined]
        }
    if cls is _list or cls is _tuple:
        return [with_text_keys(item, depth + 1) for item in value]  # type: ignore[attr-defined]
    return value


# --- tagged encoding (judge <-> solution process) ------------------------------------

_EXACT = (_NONE_TYPE, _bool, _int, _float, _str, _list, _tuple, _set, _frozenset, _dict, _bytes, _bytearray, _complex)


def _base_type(value: object) -> type | None:
    for base in (_bool, _int, _float, _str, _tuple, _list, _dict, _frozenset, _set, _bytes, _bytearray, _complex):
        if _isinstance(value, base):
            return base
    return None


def encode_tagged(value: object, handle: Any, limit: int, lenient: bool = False) -> str:
    """Tagged JSON text; ``handle(obj) -> (id, type name)`` keeps other objects remote.

    ``lenient`` (for the judge's own, trusted values only) sends subclasses of the builtin
    types as their base type: a namedtuple as a tuple, an OrderedDict as a dict.
    """
    chunks: list[str] = []
    size = [0]

    def seq(items: object, depth: int) -> None:
        chunks.append("[")
        for position, element in enumerate(items):
            if position:
                chunks.append(",")
            emit(element, depth + 1)
        chunks.append("]")

    def tagged(tag: str, items: object, depth: int) -> None:
        chunks.append('{"' + tag + '":')
        seq(items, depth)
        chunks.append("}")

    def pairs(tag: str, items: object, depth: int) -> None:
        chunks.append('{"' + tag + '":[')
        for position, (key, element) in enumerate(items):
            if position:
                chunks.append(",")
            chunks.append("[")
            emit(key, depth + 1)
            chunks.append(",")
            emit(element, depth + 1)
            chunks.append("]")
        chunks.append("]}")

    def stdlib_value(item: Any, cls: type, depth: int) -> bool:
        """Values of stdlib types tests compare with, sent as data: the judge rebuilds
        them with its own, unpatched classes. Identified by name: a look-alike only
        sends the data it holds, which is all it could claim anyway."""
        kind = (getattr(cls, "__module__", None), getattr(cls, "__qualname__", None))
        if kind == ("collections", "Counter"):
            pairs("#C", _dict.items(item), depth)
        elif kind == ("collections", "OrderedDict"):
            pairs("#O", _dict.items(item), depth)
        elif kind == ("collections", "defaultdict"):
            pairs("#d", _dict.items(item), depth)
        elif kind == ("collections", "deque"):
            tagged("#Q", _list(item), depth)
        elif kind == ("fractions", "Fraction"):
            tagged("#F", (item.numerator, item.denominator), depth)
        elif kind == ("decimal", "Decimal"):
            chunks.append('{"#D":' + _encode_str(_str(item)) + "}")
        elif kind == ("re", "Match"):
            chunks.append('{"#M":1}')  # a match is truthy and equal only to itself
        elif cls is _ModuleType:
            # the judge imports its own copy: a module the solution imported (or faked,
            # or patched) never stands in for the one the tests mean
            chunks.append('{"#m":' + _encode_str(_str(getattr(item, "__name__", "?"))) + "}")
        else:
            return False
        return True

    def emit(item: object, depth: int) -> None:
        if depth > MAX_DEPTH:
            raise NotPlain("value nested too deeply (or cyclic)")
        cls = _type(item)
        if lenient and cls not in _EXACT:
            cls = _base_type(item)
            item = cls(item) if cls is not None else item
            cls = _type(item)
        if item is None:
            chunks.append("null")
        elif cls is _bool:
            chunks.append("true" if item else "false")
        elif cls is _int:
            _number(item, chunks)
        elif cls is _float:
            if item != item or item in (_inf, -_inf):
                chunks.append('{"#x":"' + ("nan" if item != item else "inf" if item > 0 else "-inf") + '"}')
            else:
                _number(item, chunks)
        elif cls is _str:
            chunks.append(_encode_str(item))
            size[0] += _len(item)
        elif cls is _list:
            seq(item, depth)
        elif cls is _tuple:
            tagged("#t", item, depth)
        elif cls is _set or cls is _frozenset:
            tagged("#s" if cls is _set else "#f", item, depth)
        elif cls is _dict:
            chunks.append('{"#d":[')
            for position, (key, element) in enumerate(item.items()):
                if position:
                    chunks.append(",")
                chunks.append("[")
                emit(key, depth + 1)
                chunks.append(",")
                emit(element, depth + 1)
                chunks.append("]")
            chunks.append("]}")
        elif cls is _bytes or cls is _bytearray:
            chunks.append('{"' + ("#b" if cls is _bytes else "#a") + '":' + _encode_str(item.decode("latin-1")) + "}")
            size[0] += _len(item)
        elif cls is _complex:
            chunks.append('{"#c":[')
            emit(item.real, depth + 1)
            chunks.append(",")
            emit(item.imag, depth + 1)
            chunks.append("]}")
        elif not stdlib_value(item, cls, depth):
            ref, name = handle(item)
            chunks.append('{"#h":' + _int_repr(ref) + ',"t":' + _encode_str(name) + "}")
        size[0] += 1
        if size[0] > limit:
            raise NotPlain(f"value larger than {limit} characters")

    emit(value, 0)
    return _join(chunks)


def decode_tagged(text: str | bytes, resolve: Any) -> object:
    """The value of tagged JSON text; see ``untag``."""
    return untag(decode_json(text), resolve)


def untag(raw: object, resolve: Any) -> object:
    """The value of parsed tagged JSON; ``resolve(id, type name)`` turns a handle into an object.

    Builds only builtin types (and whatever ``resolve`` returns): the input may come
    from the untrusted side. Raises ``NotPlain`` on anything malformed.
    """

    def build(item: object, depth: int) -> object:
        if depth > MAX_DEPTH:
            raise NotPlain("value nested too deeply")
        cls = _type(item)
        if cls is _list:
            return [build(element, depth + 1) for element in item]
        if cls is not _dict:
            return item
        if _len(item) == 2 and "#h" in item:
            ref = item["#h"]
            if _type(ref) is not _int:
                raise NotPlain("malformed handle")
            return resolve(ref, _str(item.get("t", "object")))
        if _len(item) != 1:
            raise NotPlain("malformed tagged value")
        ((tag, body),) = item.items()
        if tag == "#M":
            return Opaque("re.Match", True)
        if tag in ("#t", "#s", "#f", "#d", "#c", "#C", "#O", "#Q", "#F") and _type(body) is not _list:
            raise NotPlain(f"malformed {tag} value")
        if tag in ("#C", "#O", "#Q", "#F"):
            return _stdlib(tag, [build(element, depth + 1) for element in body])
        if tag == "#t":
            return _tuple(build(element, depth + 1) for element in body)
        if tag == "#s":
            return _set(build(element, depth + 1) for element in body)
        if tag == "#f":
            return _frozenset(build(element, depth + 1) for element in body)
        if tag == "#d":
            return _dict((build(key, depth + 1), build(value, depth + 1)) for key, value in body)
        if tag == "#c":
            return _complex(body[0], body[1])
        if _type(body) is not _str:
            raise NotPlain(f"malformed {tag} value")
        if tag == "#x":
            return {"nan": float("nan"), "inf": _inf, "-inf": -_inf}[body]
        if tag == "#b":
            return body.encode("latin-1")
        if tag == "#a":
            return _bytearray(body.encode("latin-1"))
        if tag == "#D":
            import decimal

            return decimal.Decimal(body)
        if tag == "#m":
            return stdlib_module(body) or Opaque(f"module {body}", True)
        raise NotPlain(f"unknown tag {tag!r}")

    try:
        return build(raw, 0)
    except NotPlain:
        raise
    except (TypeError, ValueError, KeyError, IndexError, RecursionError) as exc:
        raise NotPlain(f"malformed value: {type(exc).__name__}") from None


class Opaque:
    """A solution's value of a stdlib type that is not data (a regex match): only its
    truth value crosses; it equals nothing but itself."""

    __slots__ = ("type_name", "truth")

    def __init__(self, type_name: str, truth: bool) -> None:
        self.type_name = type_name
        self.truth = truth

    def __bool__(self) -> bool:
        return self.truth

    def __repr__(self) -> str:
        return f"<{self.type_name} object of the solution>"


def stdlib_module(name: str) -> object | None:
    """This process's own import of a standard-library module, or None."""
    import importlib
    import sys

    if name.partition(".")[0] not in sys.stdlib_module_names:
        return None
    try:
        return importlib.import_module(name)
    except Exception:  # a module that does not import here is not one to lend the tests
        return None


def _stdlib(tag: str, items: list[Any]) -> object:
    import collections
    import fractions

    if tag == "#Q":
        return collections.deque(items)
    if tag == "#F":
        numerator, denominator = items
        if _type(numerator) is not _int or _type(denominator) is not _int or denominator == 0:
            raise NotPlain("malformed fraction")
        return fractions.Fraction(numerator, denominator)
    pairs = [(key, value) for key, value in items]
    return collections.Counter(_dict(pairs)) if tag == "#C" else collections.OrderedDict(pairs)


def exception_names(exc: BaseException) -> list[str]:
    """ "module.QualName" of every class in the exception's MRO, most specific first."""
    names = []
    for cls in _type(exc).__mro__:
        module = getattr(cls, "__module__", "?")
        names.append(f"{module}.{getattr(cls, '__qualname__', '?')}")
    return names


def describe_exception(exc: BaseException, limit: int = 300) -> str:
    """``Type: message`` without trusting the exception's own ``__str__`` to behave."""
    try:
        message = _str(exc)
    except BaseException:  # a hostile __str__ may raise anything
        message = "<message unavailable>"
    if _type(message) is not _str:
        message = "<message unavailable>"
    text = f"{_qualname(exc)}: {message}" if message else _qualname(exc)
    return text if _len(text) <= limit else text[: limit - 3] + "..."
