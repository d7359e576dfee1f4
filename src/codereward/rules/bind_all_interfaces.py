"""CR240: a server bound to every network interface."""

from __future__ import annotations

import ast
from collections.abc import Iterator

from codereward.findings import Characteristic, Finding, Severity
from codereward.rules.analysis import argument, constant_value, keyword_value
from codereward.rules.base import AstRule, register
from codereward.snippet import Snippet

#: host values that mean "every interface"
ALL_INTERFACES = frozenset({"0.0.0.0", "::", "0:0:0:0:0:0:0:0", "[::]"})
#: calls that take a ``(host, port)`` address at a position (by the callee's last name);
#: ``""`` there means every interface too
ADDRESS_CALLS = {
    "bind": 0, "create_server": 0, "TCPServer": 0, "UDPServer": 0, "ThreadingTCPServer": 0,
    "ThreadingUDPServer": 0, "ForkingTCPServer": 0, "HTTPServer": 0, "ThreadingHTTPServer": 0,
    "SimpleXMLRPCServer": 0, "DocXMLRPCServer": 0, "WSGIServer": 0,
}
#: calls that take the host by itself (position, keyword), by the callee's last name
HOST_CALLS = {
    "run": (None, "host"), "run_app": (None, "host"), "run_simple": (0, "hostname"), "make_server": (0, "host"),
    "start_server": (1, "host"), "serve": (None, "host"), "Config": (None, "host"), "listen": (1, "address"),
}


def _every_interface(snippet: Snippet, expr: ast.AST | None, empty_too: bool) -> bool:
    value = constant_value(snippet, expr)
    return isinstance(value, str) and (value in ALL_INTERFACES or (empty_too and value == ""))


@register
class BindAllInterfaces(AstRule):
    """## What it does
    Reports a server or socket bound to every network interface with a constant
    address: `sock.bind(("0.0.0.0", port))`, `sock.bind(("", port))`,
    `HTTPServer(("", 8000), Handler)`, `socket.create_server(("::", 8080))`,
    `app.run(host="0.0.0.0")` (Flask), `uvicorn.run(app, host="0.0.0.0")`,
    `web.run_app(app, host="0.0.0.0")`, `make_server("0.0.0.0", 8000, app)`,
    `asyncio.start_server(handle, "0.0.0.0", 8888)`, directly or through a constant
    (`HOST = "0.0.0.0"`). Port 0 (an ephemeral port handed to a peer, as in FTP's
    active mode or a test server) is not reported. A host the caller chooses (a parameter, a setting, the
    environment) is not reported, nor is the string elsewhere (a comparison, a table of
    addresses, a parameter's default), unlike bandit's B104 / ruff's S104, which is not
    selected.

    ## Why is this bad?
    Listening on every interface exposes the service to every network the machine is
    on, not only to the one it was meant for: a development server, an admin port or a
    debugger reachable from the internet (binding to an unrestricted IP address).

    ## Example
    ```python
    from flask import Flask

    app = Flask(__name__)

    if __name__ == "__main__":
        app.run(host="0.0.0.0", port=8080)
    ```

    ## Use instead
    ```python
    import os
    from flask import Flask

    app = Flask(__name__)

    if __name__ == "__main__":
        app.run(host=os.environ.get("HOST", "127.0.0.1"), port=8080)
    ```
    """

    id = "CR240"
    name = "bind-all-interfaces"
    characteristic = Characteristic.SECURITY
    cwe = 605
    severity = Severity.MEDIUM
    call_names = frozenset(ADDRESS_CALLS) | frozenset(HOST_CALLS)  # the callee is matched by its last name
    message = "Bound to every network interface: listen on the address the service is meant for"

    def check(self, snippet: Snippet) -> Iterator[Finding]:
        source = snippet.source
        if "0.0.0.0" not in source and "::" not in source and '""' not in source and "''" not in source:
            return
        for call in snippet.nodes(ast.Call):
            func = call.func
            callee = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
            if callee in ADDRESS_CALLS:
                address = argument(call, ADDRESS_CALLS[callee], "address") or keyword_value(call, "server_address")
                host, port = _host_and_port(snippet, address)
                if host is not None and port != 0 and _every_interface(snippet, host, empty_too=True):
                    yield self.finding(call, self.message)
            elif callee in HOST_CALLS:
                position, keyword = HOST_CALLS[callee]
                host = argument(call, position, keyword) if position is not None else keyword_value(call, keyword)
                if host is not None and _every_interface(snippet, host, empty_too=False):
                    yield self.finding(call, self.message)


def _host_and_port(snippet: Snippet, address: ast.AST | None) -> tuple[ast.AST | None, object]:
    """The host of a ``(host, port)`` address (also through a name bound once to one), and
    its port when constant: port 0 is an ephemeral port the program hands to its peer (a
    protocol's data channel, a test server), not a service."""
    if isinstance(address, ast.Name):
        value = constant_value(snippet, address)
        if isinstance(value, list) and len(value) >= 2:
            return ast.Constant(value[0]), value[1]
        return None, None
    if isinstance(address, ast.Tuple) and len(address.elts) >= 2:
        return address.elts[0], constant_value(snippet, address.elts[1])
    return None, None
