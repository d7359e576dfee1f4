"""The grammar server: parses Python source with the interpreter that runs it.

Started by ``codereward.grammar`` as ``<newer python> -I -S grammar_server.py`` when the
running interpreter's parser rejects a source that a newer grammar may accept. It uses
only the standard library (the newer interpreter has no codereward installed) and runs
until its standard input closes. Each request and answer is a 4-byte big-endian length
and a ``marshal`` (version 4) payload, which every Python 3 reads the same way.

Request: ``(source, filename, mode, lowest)``. Answer: ``("ok", tree, needs)``, where ``tree``
is the module as nested tuples ``(class name, field names, field values, attributes)``
(lists stay lists, constants stay constants) and ``needs`` is the oldest minor version
from ``lowest`` up whose grammar accepts the source (``feature_version``), or
``("error", kind, message, line, offset)`` with kind ``syntax`` or ``too-deep``.
"""

import ast
import marshal
import struct
import sys


def _encode(node):
    if isinstance(node, ast.AST):
        fields = node._fields
        return (type(node).__name__, fields, tuple(_encode(getattr(node, name, None)) for name in fields),
                tuple(getattr(node, name, None) for name in node._attributes))
    if isinstance(node, list):
        return [_encode(item) for item in node]
    return node


def _oldest(source, mode, lowest):
    """The oldest minor version whose grammar ``feature_version`` accepts (best effort)."""
    for minor in range(lowest, sys.version_info[1]):
        try:
            ast.parse(source, mode=mode, feature_version=(3, minor))
        except (SyntaxError, ValueError, RecursionError, MemoryError):
            continue
        return minor
    return sys.version_info[1]


def answer(request):
    source, filename, mode, lowest = request
    try:
        tree = ast.parse(source, filename=filename, mode=mode)
    except SyntaxError as exc:
        return ("error", "syntax", str(exc.msg), exc.lineno or 1, exc.offset or 1)
    except (RecursionError, MemoryError):
        return ("error", "too-deep", "nesting too deep for the Python parser", 1, 1)
    except ValueError as exc:
        return ("error", "syntax", str(exc), 1, 1)
    try:
        encoded = _encode(tree)
        payload = marshal.dumps(("ok", encoded, _oldest(source, mode, lowest)), 4)
    except (RecursionError, ValueError):  # marshal refuses nesting deeper than ~2000
        return ("error", "too-deep", "nesting too deep to pass between interpreters", 1, 1)
    return payload


def main():
    sys.setrecursionlimit(20000)
    stdin, stdout = sys.stdin.buffer, sys.stdout.buffer
    while True:
        head = stdin.read(4)
        if len(head) < 4:
            return
        (size,) = struct.unpack(">I", head)
        result = answer(marshal.loads(stdin.read(size)))
        payload = result if isinstance(result, bytes) else marshal.dumps(result, 4)
        stdout.write(struct.pack(">I", len(payload)) + payload)
        stdout.flush()


if __name__ == "__main__":
    main()
