"""The reward server OpenRLHF's ``--remote_rm_url`` points at (a FastAPI app).

- ``POST /get_reward``: ``{"query": [...], "prompts": [...], "labels": [...]}`` ->
  ``{"rewards": [...], "scores": [...], "extra_logs": {name: [...]}, "reasons": [[...]]}``
  (``codereward.remote_reward.score_batch``; concurrent requests are batched).
- ``GET /health``: status, version, queue depth, batches in flight, counters.

With a ``token`` set, ``/get_reward`` answers only requests that carry it, as
``Authorization: Bearer <token>`` or ``?token=<token>`` (OpenRLHF sends no headers but keeps the
URL it is given); others get 401 and nothing is scored. ``/health`` stays open.

Errors are JSON ``{"error": "..."}``: 401 without the token, 413 past ``max_request_bytes`` (checked on the
``Content-Length`` header and while reading, before any parsing), 400 for a body that
is not JSON, 422 for JSON of the wrong shape, 503 when ``max_queue`` requests already wait.

Every request is answered within ``latency_budget`` seconds (60 by default, well under the
180 s OpenRLHF's client gives a request before it keeps no reward): with its rewards, or,
when the scoring has not finished by then, 200 with zeros, ``error`` 2 and the reason for
each sample, so no reward goes missing without a trace. Overload is shed by the queue's
age (requests past the budget are dropped unscored), not its length.
"""

from __future__ import annotations

import functools
import hmac
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from codereward import __version__
from codereward.analyzer import Analyzer, default_analyzer
from codereward.config import Config
from codereward.jsonl import loads
from codereward.remote_reward import log_keys, score_batch, zero_result
from codereward.rewards.base import log
from codereward.rewards.settings import ScoringSettings
from codereward.serve.batcher import Batcher, Late, QueueFull, Scorer


class ServeConfig:
    """What the server runs with: a ``Config`` (its ``[tool.codereward]`` keys: host, port, max-batch,
    ..., the scoring settings and the analysis; ``fields`` are ``Config`` fields set over ``config``)
    and the shared ``token`` callers must present (None: no check; the CLI refuses that beyond loopback).

    ``scoring`` is the settings read from it (``ScoringSettings.from_config``): a bad one fails here,
    at start, not on every request."""

    def __init__(self, config: Config | None = None, *, token: str | None = None, **fields: Any) -> None:
        self.config = (config or Config()).replace(**fields)
        self.token = token
        self.scoring = ScoringSettings.from_config(self.config)

    @classmethod
    def from_config(cls, config: Config, token: str | None = None) -> ServeConfig:
        return cls(config, token=token)

    def analyzer(self) -> Analyzer:
        """The shared default analyzer of the profile, or one of its own for a customised analysis."""
        analysis = self.config.for_scoring()
        if analysis.fingerprint() == Config(profile=analysis.profile).fingerprint():
            return default_analyzer(analysis.profile)
        return Analyzer(analysis)


class _Rejected(Exception):
    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status, self.message = status, message


async def _read_body(request: Request, limit: int) -> bytes:
    declared = request.headers.get("content-length")
    if declared is not None:
        try:
            size = int(declared)
        except ValueError:
            raise _Rejected(400, f"Content-Length is not a number: {declared!r}") from None
        if size > limit:
            raise _Rejected(413, f"request body of {size} bytes exceeds max-request-bytes {limit}")
    chunks, read = [], 0
    async for chunk in request.stream():  # a chunked body has no Content-Length: count as it arrives
        read += len(chunk)
        if read > limit:
            raise _Rejected(413, f"request body exceeds max-request-bytes {limit}")
        chunks.append(chunk)
    return b"".join(chunks)


def parse_request(body: bytes) -> tuple[list[Any], list[Any], list[Any]]:
    """``(queries, prompts, labels)`` from a request body; ``_Rejected`` says what is wrong."""
    try:
        payload = loads(body)
    except (json.JSONDecodeError, UnicodeDecodeError) as exc:
        raise _Rejected(400, f"the body is not valid JSON: {exc}") from None
    except RecursionError:
        raise _Rejected(400, "the body is JSON nested too deep to read") from None
    if not isinstance(payload, dict):
        raise _Rejected(422, f"the body must be a JSON object with 'query', 'prompts', 'labels'; got {type(payload).__name__}")
    if "query" not in payload:
        raise _Rejected(422, "missing 'query': a list of prompt + response strings")
    queries = payload["query"]
    if not isinstance(queries, list) or not all(isinstance(q, str) for q in queries):
        raise _Rejected(422, "'query' must be a list of strings")
    n = len(queries)
    prompts = payload.get("prompts")
    if prompts is None:
        prompts = [None] * n
    elif not isinstance(prompts, list) or not all(p is None or isinstance(p, str) for p in prompts):
        raise _Rejected(422, "'prompts' must be a list of strings (or null)")
    labels = payload.get("labels")
    if labels is None:
        labels = [None] * n
    elif not isinstance(labels, list):
        raise _Rejected(422, "'labels' must be a list (one label per query)")
    if len(prompts) != n or len(labels) != n:
        raise _Rejected(422, f"'query' has {n} items but 'prompts' has {len(prompts)} and 'labels' {len(labels)}")
    return queries, prompts, labels


def create_app(config: ServeConfig | Config | None = None, scorer: Scorer | None = None) -> FastAPI:
    """The FastAPI app; ``scorer`` replaces ``score_batch`` (same arguments and result shape)."""
    serve = config if isinstance(config, ServeConfig) else ServeConfig(config)
    config, settings, token = serve.config, serve.scoring, serve.token
    weights = dict(settings.weights)
    if scorer is None:
        scorer = functools.partial(score_batch, settings=settings, analyzer=serve.analyzer())
    batcher = Batcher(scorer, max_batch=config.max_batch, max_concurrency=config.max_concurrency,
                      max_queue=config.max_queue, batch_wait=config.batch_wait_ms / 1000.0,
                      budget=config.latency_budget)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        await batcher.start()
        try:
            yield
        finally:
            await batcher.stop()

    app = FastAPI(title="codereward reward server", version=__version__, lifespan=lifespan)
    app.state.batcher, app.state.config, app.state.scoring = batcher, config, settings

    @app.get("/health")
    async def health() -> dict[str, Any]:
        return {
            "status": "ok", "version": __version__, "queue_depth": batcher.depth, "in_flight": batcher.in_flight,
            "max_queue": config.max_queue, "max_concurrency": config.max_concurrency,
            "batches": batcher.batches, "samples": batcher.samples, "latency_budget": config.latency_budget,
            "oldest_wait": round(batcher.oldest_wait, 3), "peak_queue_depth": batcher.peak_depth, "late": batcher.late,
            "weights": weights, "mode": settings.mode, "efficiency": settings.efficiency.options(),
        }

    @app.post("/get_reward")
    async def get_reward(request: Request) -> Any:
        if token is not None and not authorized(request, token):
            return JSONResponse({"error": "missing or wrong token (Authorization: Bearer ... or ?token=...)"},
                                status_code=401, headers={"WWW-Authenticate": "Bearer"})
        try:
            queries, prompts, labels = parse_request(await _read_body(request, config.max_request_bytes))
            if not queries:
                return _empty(weights)
            return await batcher.submit(queries, prompts, labels)
        except _Rejected as exc:
            return JSONResponse({"error": exc.message}, status_code=exc.status)
        except Late as exc:  # an answer within the budget: zeros the trainer can see are not a verdict
            log.warning("get_reward: %s", exc)
            return zero_result(len(queries), weights, f"scoring failed: {exc}")
        except QueueFull as exc:
            return JSONResponse({"error": str(exc)}, status_code=503, headers={"Retry-After": "1"})
        except Exception as exc:  # score_batch itself never raises on data; this is a server fault
            return JSONResponse({"error": f"scoring failed: {type(exc).__name__}: {exc}"}, status_code=500)

    return app


def authorized(request: Request, token: str) -> bool:
    """Whether the request carries ``token`` (header or query), compared in constant time."""
    expected = token.encode()
    header = request.headers.get("authorization", "")
    offered = [header[7:].strip()] if header[:7].lower() == "bearer " else []
    offered += request.query_params.getlist("token")
    # every offer is compared, so the time taken does not say which one came close
    return any([hmac.compare_digest(candidate.encode(), expected) for candidate in offered])


def _empty(weights: dict[str, float]) -> dict[str, Any]:
    return {"rewards": [], "scores": [], "extra_logs": {k: [] for k in log_keys(weights)}, "reasons": []}
