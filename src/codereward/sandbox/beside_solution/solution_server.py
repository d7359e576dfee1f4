"""The solution process of assert-style tests (untrusted once the code is loaded).

It was forked by the judge before the judge read the request, so the test code and its
expected values never were in this process. It loads the solution, then answers the
judge's requests (call a function, get an attribute or item, take a length or iterate)
with plain data in the tagged encoding, or with a handle for anything else.
"""

from __future__ import annotations

import _socket
import types

from codereward.sandbox.beside_solution import confinement, run_support
from codereward.sandbox.protocol import codec

TYPE_CHECKING = False  # typing stays out of the warm parent (see zygote.py): less to fork
if TYPE_CHECKING:
    from typing import Any

_FunctionType = types.FunctionType
_type = type


def _perform(
    message: dict[str, Any], handles: dict[int, Any], resolve: Any, untag: Any
) -> tuple[Any, list[tuple[int, Any]]]:
    target = handles[message["ref"]]
    op = message["op"]
    if op == "call":
        args = untag(message["args"], resolve)
        kwargs = untag(message["kw"], resolve)
        result = target(*args, **kwargs)
        changed = [(i, arg) for i, arg in enumerate(args) if _type(arg) in (list, dict, set, bytearray)]
        return result, changed
    values = untag(message.get("value", []), resolve)
    if op == "getattr":
        return getattr(target, message["name"]), []
    if op == "setattr":
        setattr(target, message["name"], values[0])
        return None, []
    if op == "getitem":
        return target[values[0]], []
    if op == "setitem":
        target[values[0]] = values[1]
        return None, []
    if op == "len":
        return len(target), []
    if op == "iter":
        return list(target), []
    raise ValueError(f"unknown operation {op!r}")


def serve(sock: _socket.socket, cfg: dict[str, Any]) -> None:
    limit = 16 * cfg["max_output_bytes"] + (1 << 20)
    channel = run_support.Channel(sock, limit)
    handles: dict[int, Any] = {}
    # bound before the solution exists (see runner._run_structured)
    encode_tagged, strict_json, untag, loads = codec.encode_tagged, codec.strict_json, codec.untag, codec.decode_json
    mro_names, explain, perform = codec.exception_names, run_support.explain, _perform

    def handle(obj: Any) -> tuple[int, str]:
        ref = len(handles) + 1
        handles[ref] = obj
        return ref, getattr(_type(obj), "__qualname__", "object")

    def resolve(ref: int, _name: str) -> Any:
        return handles[ref]

    def encode(value: Any) -> str:
        return encode_tagged(value, handle, limit)

    raw = channel.recv()
    if raw is None:
        return
    load = loads(raw)
    limits = load.get("limits") if isinstance(load, dict) else None
    if limits:  # the row's own limits, set before the solution exists
        if limits.get("memory_mb"):
            confinement.set_memory_limit(limits["memory_mb"])
        confinement.set_cpu_limit(limits["cpu_total"])
    code = load["code"]
    module = run_support.new_module("solution")
    namespace = module.__dict__
    try:
        run_support.run_code(run_support.compile_solution(code), namespace)
        names = {name: namespace[name] for name in load["names"] if name in namespace}
        functions = {
            name: value
            for name, value in list(namespace.items())
            if _type(value) is _FunctionType and getattr(value, "__module__", None) == "solution"
        }
        parts = ",".join(strict_json(name, 1000) + ":" + encode(value) for name, value in names.items())
        fparts = ",".join(strict_json(name, 1000) + ":" + encode(value) for name, value in functions.items())
        channel.send(f'{{"ok":true,"names":{{{parts}}},"functions":{{{fparts}}}}}'.encode())
    except BaseException as exc:
        channel.send(strict_json({"ok": False, "why": explain(exc)}, limit).encode())
        return
    while True:
        raw = channel.recv()
        if raw is None:
            return
        try:
            result, changed = perform(loads(raw), handles, resolve, untag)
            moved = ",".join(f"[{position},{encode(arg)}]" for position, arg in changed)
            reply = f'{{"v":{encode(result)},"m":[{moved}]}}'
        except BaseException as exc:
            reply = strict_json({"e": mro_names(exc), "why": explain(exc)}, limit)
        channel.send(reply.encode())
