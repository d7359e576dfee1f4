"""Micro-batching of concurrent reward requests.

Current OpenRLHF posts one sample per request, many at once; scoring them one by one
would pay the analyzer's and the sandbox's per-call overhead for every sample. The
batcher queues requests, and each time a scoring slot is free it takes the oldest
request, waits ``batch_wait`` for others to arrive, merges up to ``max_batch`` samples
into ONE scorer call (one ``analyze_many``, one sandbox ``run_many``), runs it in a
worker thread (so the event loop, and ``/health``, stay responsive) and hands every
request its own slice of the result, in order.

While all ``max_concurrency`` slots are busy, requests wait in the queue (and so join
bigger batches). Overload is shed by the queue's age, not its length: a request not
scored within ``budget`` seconds of its arrival is answered then (``submit`` raises
``Late``), and is dropped from the queue, or its result from the batch it was in, so the
server never works for a client that has had its answer. ``max_queue`` only caps the
memory the waiting requests take: past it, ``submit`` raises ``QueueFull``.
"""

from __future__ import annotations

import asyncio
import collections
import concurrent.futures
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

#: (queries, prompts, labels) -> {"rewards", "scores", "extra_logs", "reasons"} (score_batch's shape)
Scorer = Callable[[list[Any], list[Any], list[Any]], dict[str, Any]]


class QueueFull(Exception):
    """Too many requests are waiting; the client should retry later (HTTP 503)."""


class Late(Exception):
    """The request was not scored within the latency budget; it is no longer scored."""


@dataclass
class _Request:
    queries: list[Any]
    prompts: list[Any]
    labels: list[Any]
    future: asyncio.Future = field(repr=False)
    arrived: float = 0.0  # the event loop's clock

    def __len__(self) -> int:
        return len(self.queries)


def split_result(result: dict[str, Any], sizes: Sequence[int]) -> list[dict[str, Any]]:
    """Cut one merged scorer result back into one result per request (``sizes`` in order)."""
    total = sum(sizes)
    for key in ("rewards", "scores"):
        if len(result.get(key, ())) != total:
            raise ValueError(f"scorer returned {len(result.get(key, ()))} {key} for {total} samples")
    logs = result.get("extra_logs", {})
    reasons = result.get("reasons") or [[] for _ in range(total)]
    parts, start = [], 0
    for size in sizes:
        end = start + size
        parts.append({
            "rewards": list(result["rewards"][start:end]),
            "scores": list(result["scores"][start:end]),
            "extra_logs": {k: list(v[start:end]) if isinstance(v, (list, tuple)) else v for k, v in logs.items()},
            "reasons": list(reasons[start:end]),
        })
        start = end
    return parts


class Batcher:
    """Merges concurrent requests into bounded scorer calls; start it inside the event loop."""

    def __init__(self, scorer: Scorer, *, max_batch: int = 256, max_concurrency: int = 2,
                 max_queue: int = 65536, batch_wait: float = 0.005, budget: float | None = None) -> None:
        self.scorer = scorer
        self.max_batch, self.max_concurrency, self.max_queue = max_batch, max_concurrency, max_queue
        self.batch_wait, self.budget = batch_wait, budget
        self.late = 0  # requests answered at the budget, unscored
        self.peak_depth = 0  # the most requests that waited at once
        self.batches = 0  # scorer calls made
        self.samples = 0  # samples scored
        self.in_flight = 0  # scorer calls running now
        self._queue: asyncio.Queue[_Request] | None = None
        self._held: collections.deque[_Request] = collections.deque()  # taken, but did not fit the last batch
        self._slots: asyncio.Semaphore | None = None
        self._executor: concurrent.futures.ThreadPoolExecutor | None = None
        self._dispatcher: asyncio.Task | None = None
        self._running: set[asyncio.Task] = set()

    @property
    def depth(self) -> int:
        """Requests waiting to be scored (not counting those being scored)."""
        return (self._queue.qsize() if self._queue is not None else 0) + len(self._held)

    @property
    def oldest_wait(self) -> float:
        """Seconds the oldest waiting request has waited (0 when none waits): the queue's age."""
        waiting = [*self._held, *(self._queue._queue if self._queue is not None else ())]  # type: ignore[attr-defined]
        if not waiting:
            return 0.0
        return asyncio.get_running_loop().time() - min(r.arrived for r in waiting)

    async def start(self) -> None:
        self._queue = asyncio.Queue()
        self._slots = asyncio.Semaphore(self.max_concurrency)
        self._executor = concurrent.futures.ThreadPoolExecutor(self.max_concurrency, thread_name_prefix="codereward-score")
        self._dispatcher = asyncio.create_task(self._dispatch(), name="codereward-batcher")

    async def stop(self) -> None:
        if self._dispatcher is not None:
            self._dispatcher.cancel()
            await asyncio.gather(self._dispatcher, return_exceptions=True)
        if self._running:
            await asyncio.gather(*self._running, return_exceptions=True)
        while self._held or (self._queue is not None and not self._queue.empty()):
            request = self._held.popleft() if self._held else self._queue.get_nowait()
            if not request.future.done():
                request.future.set_exception(RuntimeError("the server is shutting down"))
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)

    async def submit(self, queries: list[Any], prompts: list[Any], labels: list[Any]) -> dict[str, Any]:
        """This request's result, scored together with whatever arrived alongside it."""
        if self._queue is None:
            raise RuntimeError("Batcher.start() was not called")
        if self.depth >= self.max_queue:
            raise QueueFull(f"{self.depth} requests are already waiting (max-queue {self.max_queue})")
        loop = asyncio.get_running_loop()
        future = loop.create_future()
        self._queue.put_nowait(_Request(queries, prompts, labels, future, loop.time()))
        self.peak_depth = max(self.peak_depth, self.depth)
        if self.budget is None:
            return await future
        try:
            return await asyncio.wait_for(future, self.budget)  # on time-out the future is cancelled: not scored
        except TimeoutError:
            self.late += 1
            raise Late(f"not scored within the latency budget of {self.budget:g} s "
                       f"({self.in_flight} batches being scored, {self.depth} requests waiting)") from None

    async def _next(self) -> _Request:
        while True:  # a request answered late is no longer scored
            request = self._held.popleft() if self._held else await self._queue.get()
            if not request.future.done():
                return request

    async def _dispatch(self) -> None:
        assert self._queue is not None and self._slots is not None
        while True:
            await self._slots.acquire()  # wait for a free slot first: meanwhile requests pile up and batch
            try:
                batch = [await self._next()]
            except asyncio.CancelledError:
                self._slots.release()
                raise
            size = len(batch[0])
            if self.batch_wait > 0 and size < self.max_batch and not self._held:
                await asyncio.sleep(self.batch_wait)
            while size < self.max_batch and (self._held or not self._queue.empty()):
                request = self._held.popleft() if self._held else self._queue.get_nowait()
                if request.future.done():
                    continue
                if size + len(request) > self.max_batch:
                    self._held.appendleft(request)
                    break
                batch.append(request)
                size += len(request)
            task = asyncio.create_task(self._score(batch))
            self._running.add(task)
            task.add_done_callback(self._running.discard)

    async def _score(self, batch: list[_Request]) -> None:
        assert self._slots is not None
        live = [r for r in batch if not r.future.done()]  # a client that went away is not scored
        self.in_flight += 1
        try:
            if not live:
                return
            queries = [q for r in live for q in r.queries]
            prompts = [p for r in live for p in r.prompts]
            labels = [lb for r in live for lb in r.labels]
            loop = asyncio.get_running_loop()
            try:
                result = await loop.run_in_executor(self._executor, self.scorer, queries, prompts, labels)
                parts = split_result(result, [len(r) for r in live])
            except Exception as exc:
                for request in live:
                    if not request.future.done():
                        request.future.set_exception(exc)
                return
            self.batches += 1
            self.samples += len(queries)
            for request, part in zip(live, parts):
                if not request.future.done():
                    request.future.set_result(part)
        finally:
            self.in_flight -= 1
            self._slots.release()
