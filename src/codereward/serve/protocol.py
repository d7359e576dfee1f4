"""The HTTP protocol the reward server runs on: uvicorn's h11 one, with its errors in JSON.

uvicorn answers a request it cannot parse (a non-numeric ``Content-Length``, a broken
request line) itself, before the app sees it, in plain text. Clients of the reward server
read every error as JSON ``{"error": ...}``; this protocol keeps that true for those too.
"""

from __future__ import annotations

import json
from typing import Any

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol


class JsonErrorH11Protocol(H11Protocol):
    """uvicorn's h11 protocol; a malformed request gets a JSON 400."""

    def send_400_response(self, msg: str) -> None:
        body = json.dumps({"error": f"malformed HTTP request: {msg}"}).encode()
        headers = [(b"content-type", b"application/json"), (b"content-length", str(len(body)).encode()),
                   (b"connection", b"close")]
        for event in (h11.Response(status_code=400, headers=headers, reason=b"Bad Request"), h11.Data(data=body),
                      h11.EndOfMessage()):
            self.transport.write(self.conn.send(event))
        self.transport.close()


def server_config(app: Any, host: str, port: int, log_level: str = "info") -> Any:
    """The uvicorn configuration the reward server runs with."""
    import uvicorn

    return uvicorn.Config(app, host=host, port=port, log_level=log_level, http=JsonErrorH11Protocol, lifespan="on")
