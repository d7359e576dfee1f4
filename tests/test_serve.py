"""OpenRLHF integration: ``reward_func``, ``score_batch`` and ``codereward serve`` over real HTTP."""

from __future__ import annotations

import asyncio
import json
import socket
import threading
import time
from collections.abc import Iterator

import httpx
import pytest
import uvicorn

from codereward.cli.main import main
from codereward.integrations.openrlhf import (
    ERROR_LABEL,
    ERROR_NONE,
    resolve_label,
    response_text,
    reward_func,
    score_batch,
)
from codereward.problems import load_rows
from codereward.rewards.settings import ScoringSettings
from codereward.serve import ServeConfig, create_app, parse_request, split_result
from codereward.serve.app import _Rejected
from codereward.serve.protocol import JsonErrorH11Protocol, server_config

ROW = load_rows()[0]
LABEL = json.dumps({"tests": ROW["tests"], "entry_point": ROW["entry_point"]})
GOOD = "Here is my solution.\n```python\n" + ROW["reference_solution"] + "```\n"
BROKEN = f"```python\ndef {ROW['entry_point']}(builds, is_broken):\n    return builds\n```\n"
PROMPT = "<|user|>Fix this code:\n```python\n" + ROW["starter_code"] + "```\n<|assistant|>"
LOG_KEYS = {"format", "correctness", "quality", "tests_passed", "tests_total", "error"}


class CountingScorer:
    """score_batch, counting its calls and their sizes (to see the batching)."""

    def __init__(self, gate: threading.Event | None = None) -> None:
        self.calls: list[int] = []
        self.gate = gate
        self.lock = threading.Lock()

    def __call__(self, queries, prompts, labels):
        if self.gate is not None:
            self.gate.wait(10)
        with self.lock:
            self.calls.append(len(queries))
        return score_batch(queries, prompts, labels)


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def serve() -> Iterator:
    """Start a server in a background thread; returns its base URL. All stopped at the end."""
    servers = []

    def start(config: ServeConfig, scorer=None) -> str:
        port = _free_port()
        app = create_app(config, scorer=scorer)
        server = uvicorn.Server(server_config(app, "127.0.0.1", port, "warning"))
        thread = threading.Thread(target=server.run, daemon=True)
        thread.start()
        deadline = time.monotonic() + 15
        while not server.started:
            assert time.monotonic() < deadline, "server did not start"
            time.sleep(0.02)
        servers.append((server, thread))
        return f"http://127.0.0.1:{port}"

    yield start
    for server, _ in servers:
        server.should_exit = True
    for _, thread in servers:
        thread.join(10)


@pytest.fixture(scope="module")
def main_server(serve):
    scorer = CountingScorer()
    url = serve(ServeConfig(max_batch=64, max_concurrency=1, batch_wait_ms=100, max_request_bytes=20_000), scorer)
    return url, scorer


# -- the pure parts --------------------------------------------------------------------

def test_response_text_strips_the_prompt_only_when_the_query_starts_with_it():
    assert response_text("PROMPTanswer", "PROMPT") == "answer"
    assert response_text("answer only", "PROMPT") == "answer only"
    assert response_text("answer", None) == "answer"
    assert response_text(None, "P") == ""


def test_labels_resolve_from_json_dict_and_shipped_id():
    from_json, why = resolve_label(LABEL)
    assert why == "" and from_json["entry_point"] == ROW["entry_point"]
    from_dict, _ = resolve_label({"tests": ROW["tests"], "entry_point": ROW["entry_point"]})
    assert from_dict["tests"] == ROW["tests"]
    from_id, _ = resolve_label(ROW["id"])
    assert from_id["reference_solution"] == ROW["reference_solution"]
    code, why = resolve_label("assert add(1, 2) == 3")
    assert code is not None and why == ""
    for bad in (None, "", "42", "not-a-problem-id", 7, {"tests": []}, "[not json"):
        problem, why = resolve_label(bad)
        assert problem is None and why.startswith("label:"), bad


def test_score_batch_ranks_and_gives_bad_labels_a_defined_zero():
    result = score_batch([GOOD, BROKEN, GOOD, GOOD], [None] * 4, [LABEL, LABEL, None, "42"])
    rewards, logs = result["rewards"], result["extra_logs"]
    assert rewards[0] > rewards[1] > 0
    assert result["scores"][:2] == [1.0, 0.0]  # the visible pass rate, for dynamic filtering
    assert rewards[2:] == [0.0, 0.0] and result["scores"][2:] == [0.0, 0.0]
    assert logs["error"] == [ERROR_NONE, ERROR_NONE, ERROR_LABEL, ERROR_LABEL]
    assert "label: missing" in result["reasons"][2][0]
    assert set(logs) == LOG_KEYS and all(len(v) == 4 for v in logs.values())
    assert logs["tests_passed"][0] == logs["tests_total"][0] == len(ROW["tests"])


def test_reward_func_strips_the_prompt_before_scoring():
    import torch

    out = reward_func([PROMPT + GOOD, PROMPT + BROKEN], [PROMPT, PROMPT], [LABEL, ROW["id"]])
    assert set(out) == {"rewards", "scores", "extra_logs"}
    assert isinstance(out["rewards"], torch.Tensor) and out["rewards"].shape == (2,)
    assert set(out["extra_logs"]) == LOG_KEYS
    assert out["extra_logs"]["format"].tolist() == [1.0, 1.0]  # the prompt's code block is not counted
    assert out["rewards"][0] > out["rewards"][1]
    unstripped = reward_func([PROMPT + GOOD], [""], [LABEL])
    assert unstripped["extra_logs"]["format"][0] < 1.0  # two code blocks when the prompt is left in
    assert unstripped["rewards"][0] < out["rewards"][0]


def test_reward_func_loads_the_way_openrlhf_loads_a_file():
    import importlib.util

    import codereward.integrations.openrlhf as module

    spec = importlib.util.spec_from_file_location("reward_func", module.__file__)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    out = loaded.reward_func([GOOD], [""], [ROW["id"]])
    assert out["rewards"].tolist() == [1.0] and out["scores"].tolist() == [1.0]


def test_reward_func_never_raises_on_mismatched_input_or_bad_settings(monkeypatch):
    out = reward_func([GOOD, GOOD], [""], [LABEL])
    assert out["rewards"].tolist() == [0.0, 0.0] and out["extra_logs"]["error"].tolist() == [2.0, 2.0]
    monkeypatch.setenv("CODEREWARD_WEIGHTS", "format=1")
    only_format = reward_func([BROKEN], [""], [LABEL])
    assert only_format["rewards"].tolist() == [1.0] and set(only_format["extra_logs"]) == {"format", "tests_passed",
                                                                                            "tests_total", "error"}


def test_the_servers_analysis_follows_its_configuration():
    from codereward.analyzer import default_analyzer
    from codereward.config import Config

    assert ServeConfig().analyzer() is default_analyzer()
    assert ServeConfig.from_config(Config(port=1234)).analyzer() is default_analyzer()
    lenient = ServeConfig.from_config(Config(ignore=("maintainability", "security", "performance", "reliability")))
    risky = "```python\ndef run(text):\n    return eval(text)\n```"
    default_quality = score_batch([risky], [""], [LABEL])["extra_logs"]["quality"][0]
    lenient_quality = score_batch([risky], [""], [LABEL], analyzer=lenient.analyzer())["extra_logs"]["quality"][0]
    assert default_quality < lenient_quality == 1.0


def test_parse_request_rejects_wrong_shapes_with_a_reason():
    assert parse_request(b'{"query": ["a"], "prompts": ["p"], "labels": [null]}') == (["a"], ["p"], [None])
    assert parse_request(b'{"query": ["a"]}') == (["a"], [None], [None])
    cases = {b"{": 400, b"[1]": 422, b'{"prompts": []}': 422, b'{"query": "a"}': 422,
             b'{"query": ["a", 1]}': 422, b'{"query": ["a"], "labels": []}': 422, b'{"query": ["a"], "prompts": 3}': 422}
    for body, status in cases.items():
        with pytest.raises(_Rejected) as info:
            parse_request(body)
        assert info.value.status == status, body


def test_split_result_cuts_every_field_in_order():
    merged = {"rewards": [1, 2, 3], "scores": [4, 5, 6], "extra_logs": {"a": [7, 8, 9]}, "reasons": [["x"], [], ["z"]]}
    first, second = split_result(merged, [1, 2])
    assert first == {"rewards": [1], "scores": [4], "extra_logs": {"a": [7]}, "reasons": [["x"]]}
    assert second["extra_logs"] == {"a": [8, 9]} and second["reasons"] == [[], ["z"]]
    with pytest.raises(ValueError):
        split_result(merged, [5])


# -- over HTTP -------------------------------------------------------------------------

def test_get_reward_scores_a_batch_over_http(main_server):
    url, _ = main_server
    body = {"query": [PROMPT + GOOD, PROMPT + BROKEN, PROMPT + GOOD], "prompts": [PROMPT] * 3,
            "labels": [LABEL, ROW["id"], {"tests": "garbage here"}]}
    response = httpx.post(f"{url}/get_reward", json=body, timeout=60)
    assert response.status_code == 200, response.text
    data = response.json()
    assert len(data["rewards"]) == len(data["scores"]) == 3
    assert set(data["extra_logs"]) == LOG_KEYS and all(len(v) == 3 for v in data["extra_logs"].values())
    assert data["rewards"][0] > data["rewards"][1] > 0.0
    assert data["rewards"][2] == 0.0 and data["extra_logs"]["error"] == [0.0, 0.0, 1.0]
    assert data["reasons"][2] and data["reasons"][2][0].startswith("label:")


def test_concurrent_requests_are_batched_and_answered_in_order(main_server):
    url, scorer = main_server
    before = len(scorer.calls)
    n = 8
    # request i: its own mix of good, broken and unlabelled samples, rotated by i
    samples = [(GOOD, LABEL), (BROKEN, LABEL), (GOOD, None)]
    bodies = []
    for i in range(n):
        mine = samples[i % 3:] + samples[:i % 3]
        bodies.append({"query": [q for q, _ in mine], "prompts": [""] * 3, "labels": [lb for _, lb in mine]})

    async def post_all():
        async with httpx.AsyncClient(timeout=60) as client:
            return await asyncio.gather(*(client.post(f"{url}/get_reward", json=b) for b in bodies))

    responses = asyncio.run(post_all())
    calls = scorer.calls[before:]
    assert sum(calls) == 3 * n
    assert len(calls) < n, f"{n} concurrent requests made {len(calls)} scoring calls"
    for body, response in zip(bodies, responses):
        data = response.json()
        for label, query, reward, error in zip(body["labels"], body["query"], data["rewards"], data["extra_logs"]["error"]):
            if label is None:
                assert (reward, error) == (0.0, 1.0)
            else:
                assert error == 0.0 and (reward == 1.0 if query == GOOD else 0.0 < reward < 1.0)


def test_oversize_requests_get_413_before_parsing(main_server):
    url, _ = main_server
    big = {"query": ["x" * 30_000], "labels": [None]}
    response = httpx.post(f"{url}/get_reward", json=big, timeout=30)
    assert response.status_code == 413 and "max-request-bytes" in response.json()["error"]

    def chunks():  # no Content-Length: the limit is enforced while reading
        yield b'{"query": ["'
        for _ in range(30):
            yield b"y" * 1000
        yield b'"]}'

    response = httpx.post(f"{url}/get_reward", content=chunks(), timeout=30)
    assert response.status_code == 413


def test_malformed_requests_get_4xx_with_a_message(main_server):
    url, _ = main_server
    not_json = httpx.post(f"{url}/get_reward", content=b"{'query': oops", timeout=30)
    assert not_json.status_code == 400 and "not valid JSON" in not_json.json()["error"]
    wrong = httpx.post(f"{url}/get_reward", json={"query": ["a", "b"], "labels": [None]}, timeout=30)
    assert wrong.status_code == 422 and "'labels'" in wrong.json()["error"]
    empty = httpx.post(f"{url}/get_reward", json={"query": []}, timeout=30)
    assert empty.status_code == 200 and empty.json()["rewards"] == []


def test_health_stays_responsive_while_scoring_and_the_queue_is_bounded(serve):
    gate = threading.Event()
    url = serve(ServeConfig(max_concurrency=1, max_queue=1, batch_wait_ms=0), CountingScorer(gate))
    health = httpx.get(f"{url}/health", timeout=10).json()
    assert health["status"] == "ok" and health["version"] and health["queue_depth"] == 0

    async def wait_until(client, key, value):
        deadline = time.monotonic() + 10
        while (await client.get(f"{url}/health")).json()[key] != value:
            assert time.monotonic() < deadline, f"{key} never reached {value}"
            await asyncio.sleep(0.02)

    async def scenario():
        async with httpx.AsyncClient(timeout=30) as client:
            body = {"query": [BROKEN], "labels": [LABEL]}
            first = asyncio.create_task(client.post(f"{url}/get_reward", json=body))
            await wait_until(client, "in_flight", 1)  # the first is being scored (blocked on the gate)
            second = asyncio.create_task(client.post(f"{url}/get_reward", json=body))
            await wait_until(client, "queue_depth", 1)  # the second waits: the only slot is busy
            started = time.monotonic()
            during = (await client.get(f"{url}/health")).json()
            health_s = time.monotonic() - started
            third = await client.post(f"{url}/get_reward", json=body)
            gate.set()
            return during, health_s, third, await first, await second

    during, health_s, third, first, second = asyncio.run(scenario())
    assert during["in_flight"] == 1 and during["queue_depth"] == 1 and health_s < 2
    assert third.status_code == 503 and "max-queue" in third.json()["error"]
    assert first.status_code == second.status_code == 200
    assert first.json()["rewards"] == second.json()["rewards"]


# -- the command ----------------------------------------------------------------------

def test_cli_reads_pyproject_and_flags_override(tmp_path, monkeypatch):
    (tmp_path / "pyproject.toml").write_text(
        '[tool.codereward]\nport = 6123\nmax-batch = 7\nweights = {format = 1.0, quality = 1.0}\nignore = ["D"]\n', encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    seen = {}
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.update(
        app=self.config.app, port=self.config.port, host=self.config.host, http=self.config.http))
    assert main(["serve", "--port", "6200", "--composite", "gated"]) == 0
    config = seen["app"].state.config
    assert seen["port"] == 6200 and seen["host"] == "127.0.0.1" and seen["http"] is JsonErrorH11Protocol
    assert config.max_batch == 7 and config.mode == "gated" and config.weights == "format=1.0,quality=1.0"
    assert seen["app"].state.scoring == ScoringSettings.from_mapping({"weights": "format=1,quality=1", "mode": "gated"})
    assert config.ignore == ("D",)


def test_cli_efficiency_settings_from_pyproject_and_flags(tmp_path, monkeypatch, capsys):
    (tmp_path / "pyproject.toml").write_text("[tool.codereward]\nefficiency-k = 10\nefficiency-chunk = 4\n")
    monkeypatch.chdir(tmp_path)
    seen = {}
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.update(app=self.config.app))

    async def health():
        transport = httpx.ASGITransport(app=seen["app"])
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            return (await client.get("/health")).json()["efficiency"]

    assert main(["serve", "--efficiency-chunk", "2"]) == 0
    assert asyncio.run(health()) == {"efficiency-k": 10, "efficiency-floor": 0.005, "efficiency-repeats": 3,
                                     "efficiency-timeout": 2.0, "efficiency-chunk": 2}
    assert main(["serve", "--efficiency-repeats", "0"]) == 2
    assert "efficiency-repeats: must be >= 1" in capsys.readouterr().err


def test_cli_rejects_bad_options_with_exit_2(tmp_path, monkeypatch, capsys):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: pytest.fail("must not start"))
    assert main(["serve", "--port", "70000"]) == 2
    assert main(["serve", "--weights", "nonsense=1"]) == 2
    assert main(["serve", "--max-concurrency", "0"]) == 2
    assert "max-concurrency" in capsys.readouterr().err
    assert main(["serve", "--latency-budget", "0"]) == 2
    assert "latency-budget: must be a number of seconds > 0" in capsys.readouterr().err


def test_the_latency_budget_is_in_help_and_reaches_the_server(tmp_path, monkeypatch, capsys):
    with pytest.raises(SystemExit):
        main(["serve", "--help"])
    assert "--latency-budget" in capsys.readouterr().out.replace("\n", " ")
    (tmp_path / "pyproject.toml").write_text("[tool.codereward]\nlatency-budget = 30\n")
    monkeypatch.chdir(tmp_path)
    seen = {}
    monkeypatch.setattr(uvicorn.Server, "run", lambda self, sockets=None: seen.update(app=self.config.app))
    assert main(["serve"]) == 0 and seen["app"].state.batcher.budget == 30
    assert main(["serve", "--latency-budget", "90"]) == 0 and seen["app"].state.batcher.budget == 90


# -- who may run code on the server ---------------------------------------------------

@pytest.fixture(scope="module")
def guarded(serve):
    return serve(ServeConfig(token="s3cret-token", batch_wait_ms=1))


def test_a_token_is_required_as_bearer_or_query_and_health_stays_open(guarded, monkeypatch):
    from codereward.integrations import openrlhf

    calls = []
    original = openrlhf.score_batch
    monkeypatch.setattr(openrlhf, "score_batch", lambda *a, **k: calls.append(1) or original(*a, **k))
    body = {"query": [GOOD], "prompts": [""], "labels": [LABEL]}
    for headers, params in (({}, {}), ({"Authorization": "Bearer wrong"}, {}), ({}, {"token": "s3cret-toke"}),
                            ({"Authorization": "Basic s3cret-token"}, {})):
        response = httpx.post(f"{guarded}/get_reward", json=body, headers=headers, params=params, timeout=30)
        assert response.status_code == 401 and "token" in response.json()["error"], (headers, params)
    assert httpx.get(f"{guarded}/health", timeout=10).status_code == 200
    by_header = httpx.post(f"{guarded}/get_reward", json=body, headers={"Authorization": "Bearer s3cret-token"},
                           timeout=60)
    by_query = httpx.post(f"{guarded}/get_reward?token=s3cret-token", json=body, timeout=60)
    assert by_header.status_code == by_query.status_code == 200
    assert by_header.json()["rewards"] == by_query.json()["rewards"] == [1.0]


def test_the_cli_refuses_other_interfaces_without_a_token(tmp_path, monkeypatch, capsys):
    from codereward.cli.serve import is_loopback, read_token

    monkeypatch.delenv("CODEREWARD_TOKEN", raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["serve", "--host", "0.0.0.0", "--port", "1"]) == 2
    assert "set a token" in capsys.readouterr().err
    assert main(["serve", "--host", "0.0.0.0", "--token-file", str(tmp_path / "missing")]) == 2
    (tmp_path / "empty").write_text("\n")
    assert main(["serve", "--host", "0.0.0.0", "--token-file", str(tmp_path / "empty")]) == 2
    (tmp_path / "token").write_text("abc\n")
    assert read_token(tmp_path / "token") == "abc"
    monkeypatch.setenv("CODEREWARD_TOKEN", "from-env")
    assert read_token(None) == "from-env"
    assert is_loopback("127.0.0.1") and is_loopback("::1") and is_loopback("localhost")
    assert not is_loopback("0.0.0.0") and not is_loopback("10.0.0.5") and not is_loopback("example.org")


def test_deep_json_and_a_bad_content_length_get_json_400(guarded):
    url = guarded
    deep = "[" * 100_000 + "]" * 100_000
    response = httpx.post(f"{url}/get_reward?token=s3cret-token", content=deep.encode(), headers={"Content-Type": "application/json"},
                          timeout=30)
    assert response.status_code == 400 and "too deep" in response.json()["error"]
    host, port = url.removeprefix("http://").split(":")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(b"POST /get_reward?token=s3cret-token HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
                     b"Content-Length: twelve\r\nConnection: close\r\n\r\n{}")
        raw = b""
        while chunk := sock.recv(65536):
            raw += chunk
    head, _, payload = raw.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 400") and b"application/json" in head.lower(), raw[:300]
    assert json.loads(payload)["error"].startswith("malformed HTTP request")


def test_every_request_is_answered_within_the_latency_budget_and_late_ones_are_not_scored(serve):
    """A request not scored within the budget gets zeros with error 2 and the reason at the budget,
    never silence; it leaves the queue unscored (overload is shed by the queue's age, not its length)."""
    gate = threading.Event()
    scorer = CountingScorer(gate)
    url = serve(ServeConfig(max_concurrency=1, batch_wait_ms=0, latency_budget=1.0), scorer)

    async def scenario():
        async with httpx.AsyncClient(timeout=30) as client:
            body = {"query": [BROKEN], "labels": [LABEL]}
            started = time.monotonic()
            first = asyncio.create_task(client.post(f"{url}/get_reward", json=body))
            while (await client.get(f"{url}/health")).json()["in_flight"] != 1:  # held by the gate
                await asyncio.sleep(0.02)
            answers = [*await asyncio.gather(*(client.post(f"{url}/get_reward", json=body) for _ in range(4))),
                       await first]
            waited = time.monotonic() - started
            health = (await client.get(f"{url}/health")).json()
            gate.set()  # the scorer, held past the budget, is let go
            await asyncio.sleep(0.5)
            return answers, waited, health

    answers, waited, health = asyncio.run(scenario())
    assert all(a.status_code == 200 for a in answers) and waited < 5  # at the budget, not at the scorer's pace
    for answer in answers:
        data = answer.json()
        assert data["rewards"] == [0.0] and data["extra_logs"]["error"] == [2.0]
        assert "latency budget of 1 s" in data["reasons"][0][0]
    assert health["late"] == 5 and health["latency_budget"] == 1.0 and health["peak_queue_depth"] == 4
    assert scorer.calls == [1]  # only the one already being scored ran; the four still waiting were dropped


def test_a_burst_past_the_old_queue_length_is_all_scored(serve):
    """Shedding is by age: a burst of 300 one-sample requests at one scoring slot waits and is scored."""
    scorer = CountingScorer()
    url = serve(ServeConfig(max_concurrency=1, max_batch=64, batch_wait_ms=0, latency_budget=120.0), scorer)

    async def burst():
        async with httpx.AsyncClient(timeout=200, limits=httpx.Limits(max_connections=400)) as client:
            body = {"query": [BROKEN], "labels": [LABEL]}
            return await asyncio.gather(*(client.post(f"{url}/get_reward", json=body) for _ in range(300)))

    answers = asyncio.run(burst())
    assert [a.status_code for a in answers] == [200] * 300
    assert all(a.json()["extra_logs"]["error"] == [0.0] for a in answers) and sum(scorer.calls) == 300


def test_the_file_form_batches_one_sample_calls_from_threads():
    """OpenRLHF calls ``reward_func`` with one sample per thread: calls that arrive together are scored
    as one batch, and each caller gets exactly what it would have got alone."""
    from concurrent.futures import ThreadPoolExecutor

    from codereward.integrations.openrlhf import Coalescer

    scorer = CountingScorer()
    coalescer = Coalescer(scorer=lambda q, p, lb, **settings: scorer(q, p, lb), wait=0.05)
    good = "```python\n" + ROW["reference_solution"] + "```"
    samples = [(good if i % 2 == 0 else BROKEN, LABEL) for i in range(12)] + [("no code at all", "not a label")]
    with ThreadPoolExecutor(len(samples)) as pool:
        together = list(pool.map(lambda s: coalescer.score([s[0]], [None], [s[1]]), samples))
    alone = [score_batch([q], [None], [lb]) for q, lb in samples]
    assert together == alone
    assert together[0]["extra_logs"]["error"] == [0.0] and together[-1]["extra_logs"]["error"] == [1.0]
    assert len(scorer.calls) < len(samples) / 2 and sum(scorer.calls) == len(samples)
    with pytest.raises(ValueError, match="2 labels"):
        coalescer.score(["a"], None, ["x", "y"])
