"""``codereward serve``: the HTTP reward server for OpenRLHF's ``--remote_rm_url``."""

from __future__ import annotations

import argparse

from codereward.cli.scoring_options import add_config_argument, add_efficiency_arguments, scoring_config


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "serve", help="serve rewards over HTTP for OpenRLHF (--remote_rm_url http://HOST:PORT/get_reward)",
        description="Serve the composite reward over HTTP: POST /get_reward {query, prompts, labels} -> "
                    "{rewards, scores, extra_logs}; GET /health. Options default to [tool.codereward].")
    add_config_argument(parser)
    parser.add_argument("--host", help="interface to listen on (default 127.0.0.1; 0.0.0.0 for every interface)")
    parser.add_argument("--port", type=int, help="TCP port (default 5000)")
    parser.add_argument("--weights", help="e.g. format=0.2,correctness=0.3,quality=0.5 (the default)")
    parser.add_argument("--composite", choices=("linear", "gated"), help="how components combine (default linear)")
    parser.add_argument("--max-batch", type=int, help="most samples merged into one scoring call (default 256)")
    parser.add_argument("--max-concurrency", type=int, help="batches scored at once (default 2)")
    parser.add_argument("--max-queue", type=int, help="requests that may wait; more get 503 (default 1024)")
    parser.add_argument("--max-request-bytes", type=int, help="larger request bodies get 413 (default 16 MiB)")
    parser.add_argument("--batch-wait-ms", type=float,
                        help="how long a batch waits for concurrent requests to join it (default 5)")
    add_efficiency_arguments(parser)
    parser.add_argument("--log-level", default="info", choices=("critical", "error", "warning", "info", "debug"),
                        help="uvicorn's log level (default info)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from codereward.cli.main import UsageError

    config = scoring_config(args).replace(
        host=args.host, port=args.port, max_batch=args.max_batch,
        max_concurrency=args.max_concurrency, max_queue=args.max_queue, max_request_bytes=args.max_request_bytes,
        batch_wait_ms=args.batch_wait_ms,
    )
    try:
        import uvicorn

        from codereward.serve import create_app
    except ImportError as exc:
        raise UsageError(f"codereward serve needs the serve extra (pip install 'codereward[serve]'): {exc}") from None
    app = create_app(config)  # ValueErrors (bad weights) become exit 2 in main
    uvicorn.run(app, host=config.host, port=config.port, log_level=args.log_level)
    return 0
