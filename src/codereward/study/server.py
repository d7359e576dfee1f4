"""Running the study app with uvicorn: in the foreground (the CLI) or in a thread (tests, screenshots)."""

from __future__ import annotations

import socket
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from codereward.study.app import create_app


def serve(db_path: str | Path, host: str = "127.0.0.1", port: int = 8000) -> None:
    import uvicorn

    uvicorn.run(create_app(db_path), host=host, port=port, log_level="info")


@contextmanager
def running(db_path: str | Path, host: str = "127.0.0.1") -> Iterator[str]:
    """Serve the study on a free port of ``host`` in a daemon thread; yields the base URL.

    The socket is bound here (port 0), so there is no race for a port between choosing
    and binding it.
    """
    import uvicorn

    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind((host, 0))
    port = sock.getsockname()[1]
    config = uvicorn.Config(create_app(db_path), log_level="warning", lifespan="off")
    server = uvicorn.Server(config)
    thread = threading.Thread(target=server.run, kwargs={"sockets": [sock]}, daemon=True)
    thread.start()
    deadline = time.monotonic() + 15
    while not server.started:
        if not thread.is_alive() or time.monotonic() > deadline:
            sock.close()
            raise RuntimeError("the study server did not start")
        time.sleep(0.02)
    try:
        yield f"http://{host}:{port}"
    finally:
        server.should_exit = True
        thread.join(timeout=10)
        sock.close()
