"""``codereward serve``: the HTTP reward server for OpenRLHF's ``--remote_rm_url``."""

from __future__ import annotations

import argparse
import ipaddress
import os
from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.cli.scoring_options import add_scoring_arguments, scoring_config
from codereward.serve import ServeConfig, create_app
from codereward.serve.protocol import server_config

#: the environment variable the token is read from when no --token-file is given (never a flag: ps shows flags)
TOKEN_ENV = "CODEREWARD_TOKEN"


def is_loopback(host: str) -> bool:
    """Whether ``host`` is reachable from this machine only."""
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host).is_loopback
    except ValueError:
        return False


def read_token(token_file: Path | None) -> str | None:
    """The shared token from ``token_file`` or ``$CODEREWARD_TOKEN`` (None when neither is set)."""

    if token_file is not None:
        try:
            token = token_file.read_text(encoding="utf-8").strip()
        except (OSError, UnicodeDecodeError) as exc:
            raise UsageError(f"--token-file {token_file}: {exc}") from None
        if not token:
            raise UsageError(f"--token-file {token_file}: the file is empty")
        return token
    return os.environ.get(TOKEN_ENV, "").strip() or None


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser(
        "serve", help=summary,
        description="Serve the composite reward over HTTP: POST /get_reward {query, prompts, labels} -> "
                    "{rewards, scores, extra_logs}; GET /health. Options default to [tool.codereward].")
    parser.add_argument("--host", help="interface to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    parser.add_argument("--port", type=int, help="TCP port (default 5000)")
    parser.add_argument("--max-batch", type=int, help="most samples merged into one scoring call (default 256)")
    parser.add_argument("--max-concurrency", type=int, help="batches scored at once (default 2)")
    parser.add_argument("--max-queue", type=int,
                        help="requests that may wait, a memory cap; more get 503 (default 65536; overload is shed by "
                             "the queue's age, --latency-budget)")
    parser.add_argument("--latency-budget", type=float,
                        help="seconds within which every request is answered: its rewards, or, when scoring has not "
                             "finished by then, zeros with error 2 and the reason (default 60; OpenRLHF's client "
                             "gives a request 180 s, then keeps no reward)")
    parser.add_argument("--max-request-bytes", type=int, help="larger request bodies get 413 (default 16 MiB)")
    parser.add_argument("--batch-wait-ms", type=float,
                        help="how long a batch waits for concurrent requests to join it (default 5)")
    parser.add_argument("--token-file", type=Path,
                        help="a file holding the shared token callers must send (Authorization: Bearer or ?token=); "
                             f"else ${TOKEN_ENV} is read. Required beyond loopback")
    parser.add_argument("--insecure", action="store_true",
                        help="serve beyond loopback without a token (anyone who reaches the port can run code)")
    add_scoring_arguments(parser)
    parser.add_argument("--log-level", default="info", choices=("critical", "error", "warning", "info", "debug"),
                        help="uvicorn's log level (default info)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    config = scoring_config(args).replace(
        host=args.host, port=args.port, max_batch=args.max_batch,
        max_concurrency=args.max_concurrency, max_queue=args.max_queue, max_request_bytes=args.max_request_bytes,
        batch_wait_ms=args.batch_wait_ms, latency_budget=args.latency_budget,
        empty_module="zero",  # a reward: an empty answer scores 0
    )
    try:
        import uvicorn

    except ImportError as exc:
        raise UsageError(f"codereward serve needs the serve extra (pip install 'codereward[serve]'): {exc}") from None
    token = read_token(args.token_file)
    if token is None and not is_loopback(config.host) and not args.insecure:
        raise UsageError(f"--host {config.host} is reachable from other machines and the server runs the code it is "
                         f"sent: set a token (--token-file PATH or ${TOKEN_ENV}) or pass --insecure")
    app = create_app(ServeConfig(config, token=token))  # a bad scoring setting: ConfigError, exit 2
    uvicorn.Server(server_config(app, config.host, config.port, args.log_level)).run()
    return 0
