"""Reward server under OpenRLHF's load: many concurrent single-sample requests vs one batched request.

Starts ``codereward serve`` on 127.0.0.1 (a token in the environment, as beyond loopback) and
scores the same samples two ways, alternating rounds so that load from elsewhere on the machine
hits both alike: ``--requests`` concurrent requests of one sample each (what OpenRLHF sends, one
per rollout) and one request holding all of them (what a batching client would send). Every
round changes the code a little (a comment), so neither side is served from the analyzer's
cache. Half the samples are a shipped problem's reference solution (they must pass every test), half
a wrong answer. It prints requests per second, latency percentiles, how many scoring calls the
server merged the requests into, the ratio of the two ways, and then a burst past
the queue of a second server started with ``--max-queue 64``, which sheds the excess with 503.

    python benchmarks/serve_load.py [--requests 200] [--rounds 3] [--max-queue 1024] [--cached]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import statistics
import subprocess
import sys
import time

import httpx

from codereward.problems import load_rows

TOKEN = "benchmark-token"


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def start_server(port: int, max_queue: int) -> subprocess.Popen:
    proc = subprocess.Popen([sys.executable, "-m", "codereward.cli.main", "serve", "--host", "127.0.0.1",
                             "--port", str(port), "--max-queue", str(max_queue), "--log-level", "error"],
                            env={**os.environ, "CODEREWARD_TOKEN": TOKEN})
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                return proc
        except httpx.HTTPError:
            time.sleep(0.2)
    proc.terminate()
    sys.exit("codereward serve did not start")


def samples(n: int, round_no: int | None) -> list[tuple[str, str, bool]]:
    """(query, label, correct) for ``n`` requests; the code differs from round to round (unless ``round_no`` is
    None: the same texts every time, which the analyzer's cache then answers)."""
    rows = load_rows()
    out = []
    for i in range(n):
        row = rows[i % len(rows)]
        right = i % 2 == 0
        code = row["reference_solution"] if right else f"def {row['entry_point']}(*args):\n    return None\n"
        tag = "" if round_no is None else f"# round {round_no} sample {i}\n"
        out.append((f"```python\n{tag}{code}```<|im_end|>", row["id"], right))
    return out


async def concurrent_singles(client: httpx.AsyncClient, url: str, batch) -> tuple[float, list[float], list[dict]]:
    async def one(query: str, label: str) -> tuple[float, dict]:
        started = time.perf_counter()
        response = await client.post(url, json={"query": [query], "prompts": [""], "labels": [label]})
        response.raise_for_status()
        return time.perf_counter() - started, response.json()

    started = time.perf_counter()
    results = await asyncio.gather(*(one(q, label) for q, label, _ in batch))
    return time.perf_counter() - started, [r[0] for r in results], [r[1] for r in results]


async def one_batch(client: httpx.AsyncClient, url: str, batch) -> tuple[float, dict]:
    started = time.perf_counter()
    response = await client.post(url, json={"query": [q for q, _, _ in batch], "prompts": [""] * len(batch),
                                            "labels": [label for _, label, _ in batch]})
    response.raise_for_status()
    return time.perf_counter() - started, response.json()


async def burst(client: httpx.AsyncClient, url: str, n: int) -> dict[int, int]:
    batch = samples(n, -1)
    responses = await asyncio.gather(*(client.post(url, json={"query": [q], "prompts": [""], "labels": [label]})
                                       for q, label, _ in batch))
    counts: dict[int, int] = {}
    for response in responses:
        counts[response.status_code] = counts.get(response.status_code, 0) + 1
    return counts


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


async def run(args: argparse.Namespace, port: int) -> None:
    base = f"http://127.0.0.1:{port}"
    url = f"{base}/get_reward?token={TOKEN}"
    limits = httpx.Limits(max_connections=args.requests + 50, max_keepalive_connections=args.requests + 50)
    async with httpx.AsyncClient(timeout=180, limits=limits) as client:
        await one_batch(client, url, samples(8, -2))  # warm: the sandbox pool and the analyzer start
        if args.cached:
            await one_batch(client, url, samples(args.requests, None))  # fill the analyzer's cache
        singles_s, batched_s, latencies, calls = [], [], [], []
        for round_no in range(args.rounds):
            batch = samples(args.requests, None if args.cached else round_no)
            before = (await client.get(f"{base}/health")).json()["batches"]
            seconds, lat, answers = await concurrent_singles(client, url, batch)
            calls.append((await client.get(f"{base}/health")).json()["batches"] - before)
            singles_s.append(seconds)
            latencies += lat
            for (_, _, right), answer in zip(batch, answers):
                assert (answer["scores"][0] == 1.0) == right, answer  # every right answer passes every test
            seconds, answer = await one_batch(client, url, samples(args.requests, None if args.cached else 1000 + round_no))
            batched_s.append(seconds)
            assert answer["scores"][::2] == [1.0] * len(answer["scores"][::2])

    n = args.requests
    singles, batched = statistics.median(singles_s), statistics.median(batched_s)
    print(f"cpus: {os.cpu_count()}, requests per round: {n} (half right, half wrong), rounds: {args.rounds}, "
          f"{'the same texts every round (analysis cached)' if args.cached else 'new texts every round'}")
    print(f"{n} concurrent 1-sample requests: {singles:6.2f} s  ({n / singles:6.0f} requests/s), "
          f"latency p50 {percentile(latencies, 0.5) * 1000:.0f} ms, p95 {percentile(latencies, 0.95) * 1000:.0f} ms, "
          f"merged into {statistics.median(calls):.0f} scoring calls")
    print(f"one request of {n} samples:       {batched:6.2f} s  ({n / batched:6.0f} samples/s)")
    print(f"ratio (concurrent singles / one batch): {singles / batched:.2f}x the time")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--requests", type=int, default=200, help="concurrent single-sample requests per round")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--cached", action="store_true",
                        help="send the same texts every round (after the first, the analyzer's cache answers)")
    parser.add_argument("--max-queue", type=int, default=1024, help="the server's --max-queue for the rounds")
    parser.add_argument("--burst", type=int, default=600, help="concurrent requests sent to a server with a queue of 64")
    args = parser.parse_args()
    port = free_port()
    server = start_server(port, args.max_queue)
    try:
        asyncio.run(run(args, port))
    finally:
        server.terminate()
        server.wait(30)
    shed_port = free_port()
    shedding = start_server(shed_port, 64)
    try:
        async def shed_only() -> dict[int, int]:
            limits = httpx.Limits(max_connections=args.burst + 50)
            async with httpx.AsyncClient(timeout=180, limits=limits) as client:
                return await burst(client, f"http://127.0.0.1:{shed_port}/get_reward?token={TOKEN}", args.burst)

        counts = asyncio.run(shed_only())
        print(f"a server with --max-queue 64, {args.burst} concurrent requests: "
              + ", ".join(f"{count} x {status}" for status, count in sorted(counts.items())))
    finally:
        shedding.terminate()
        shedding.wait(30)


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
