"""The README's OpenRLHF setup against OpenRLHF's own code (the release pinned in contracts/constraints.txt).

OpenRLHF's launcher imports DeepSpeed, vLLM and flash-attn at module level (GPU-only builds), so
the package is installed without them and the tests run the parts of its code that touch
codereward: the argument parser and its checks (the ``__main__`` block of
``openrlhf/cli/train_ppo_ray.py``, executed as it stands, with ``train`` recording the parsed
arguments), the prompt loader (``blending_datasets`` + ``PromptDataset``), and the rollout's
reward client (``SingleTurnAgentExecutor.execute``, with only the vLLM engine replaced by one that
returns a fixed answer), against a real ``codereward serve`` and against the file form.
"""

from __future__ import annotations

import ast
import asyncio
import os
import re
import shlex
import socket
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace

import httpx
import pytest
from openrlhf.datasets.prompts_dataset import PromptDataset
from openrlhf.datasets.utils import blending_datasets
from openrlhf.utils.agent import SingleTurnAgentExecutor

README = Path(__file__).resolve().parents[1] / "README.md"


def documented_command() -> list[str]:
    """The arguments of the README's OpenRLHF launch (the first block with --reward.remote_url)."""
    for block in re.findall(r"```bash\n(.*?)```", README.read_text(), re.S):
        if "openrlhf.cli.train_ppo_ray" in block and "--reward.remote_url \"http" in block:
            line = block.split("python -m openrlhf.cli.train_ppo_ray", 1)[1].split("\n\n")[0]
            return shlex.split(line.replace("\\\n", " "))
    raise AssertionError("the README has no OpenRLHF launch with --reward.remote_url")


def parse_like_openrlhf(argv: list[str]) -> SimpleNamespace:
    """OpenRLHF's own parser and argument checks, run as ``python -m openrlhf.cli.train_ppo_ray`` runs them."""
    import importlib.util

    path = Path(importlib.util.find_spec("openrlhf.cli.train_ppo_ray").origin)  # found, not imported
    tree = ast.parse(path.read_text(), str(path))
    main = next(n for n in tree.body if isinstance(n, ast.If) and "__main__" in ast.unparse(n.test))
    # the file's own standard-library imports run; ray and the GPU stack (used only by train) do not
    stdlib = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))
              and ((n.module or "") if isinstance(n, ast.ImportFrom) else n.names[0].name).split(".")[0]
              in sys.stdlib_module_names]
    parsed: dict = {}
    namespace = {"__name__": "__main__", "train": lambda args: parsed.setdefault("args", args)}
    exec(compile(ast.Module(body=stdlib, type_ignores=[]), str(path), "exec"), namespace)  # noqa: S102
    old_argv = sys.argv
    sys.argv = ["train_ppo_ray", *argv]
    try:
        exec(compile(ast.Module(body=main.body, type_ignores=[]), str(path), "exec"), namespace)  # noqa: S102
    finally:
        sys.argv = old_argv
    return parsed["args"]


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@pytest.fixture(scope="module")
def exported(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("data") / "problems.parquet"
    subprocess.run([sys.executable, "-m", "codereward.cli.main", "problems", "export", "--format", "parquet",
                    "--out", str(out)], check=True, capture_output=True, timeout=300)
    return out


TOKEN = "contract-test-token"


def start_serve(*flags: str) -> tuple[subprocess.Popen, str]:
    """``codereward serve`` as the README starts it (the token in the environment), on loopback."""
    port = _free_port()
    proc = subprocess.Popen([sys.executable, "-m", "codereward.cli.main", "serve", "--host", "127.0.0.1",
                             "--port", str(port), "--log-level", "warning", *flags],
                            env={**os.environ, "CODEREWARD_TOKEN": TOKEN})
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while True:
        try:
            if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                break
        except httpx.HTTPError:
            pass
        assert proc.poll() is None and time.monotonic() < deadline, "codereward serve did not start"
        time.sleep(0.2)
    return proc, url


@pytest.fixture(scope="module")
def server() -> str:
    proc, url = start_serve()
    yield url
    proc.terminate()
    proc.wait(30)


@pytest.fixture(scope="module")
def args(exported, server, tokenizer_dir):
    argv = documented_command()
    argv = [str(exported) if a == "data/problems.parquet" else a for a in argv]
    argv = [a.replace("http://REWARD_HOST:5000", server).replace("$CODEREWARD_TOKEN", TOKEN) for a in argv]
    argv = [str(tokenizer_dir) if a == "Qwen/Qwen2.5-3B-Instruct" else a for a in argv]
    return parse_like_openrlhf(argv)


def test_the_documented_command_passes_openrlhfs_parser_and_checks(args, server, exported):
    assert args.reward.remote_url == [f"{server}/get_reward?token={TOKEN}"]
    assert args.data.prompt_dataset == str(exported)
    assert (args.data.input_key, args.data.label_key, args.data.apply_chat_template) == ("prompt", "id", True)
    assert args.algo.dynamic_filtering_enable and args.rollout.n_samples_per_prompt == 8


def test_the_old_flag_names_are_rejected_by_the_current_release():
    with pytest.raises(SystemExit):
        parse_like_openrlhf(["--pretrain", "x", "--prompt_data", "d.parquet", "--remote_rm_url", "http://h/get_reward"])


@pytest.fixture(scope="module")
def prompts(args, tokenizer_dir):
    """The prompts and labels as OpenRLHF's trainer loads them (prepare_datasets)."""
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tokenizer_dir)
    strategy = SimpleNamespace(args=args, print=lambda *a, **k: None, is_rank_0=lambda: True)
    data = blending_datasets(args.data.prompt_dataset, args.data.prompt_probs, strategy, args.train.seed,
                             max_count=args.data.max_samples, dataset_split=args.data.prompt_split)
    dataset = PromptDataset(data, tokenizer, strategy, input_template=args.data.input_template)
    return tokenizer, dataset


class FixedAnswerEngine:
    """Stands in for OpenRLHF's vLLM engine: "generates" a given text, ending in the model's end token."""

    def __init__(self, tokenizer, text: str) -> None:
        self.ids = tokenizer(text, add_special_tokens=False)["input_ids"] + [tokenizer.convert_tokens_to_ids("<|im_end|>")]

    async def generate(self, prompt_token_ids, sampling_params, multi_modal_data=None):
        output = SimpleNamespace(token_ids=self.ids, finish_reason="stop", logprobs=None)
        return SimpleNamespace(outputs=[output])


def _rollouts(executor: SingleTurnAgentExecutor, tokenizer, dataset, answers: list[tuple[int, str]]) -> list[dict]:
    async def run():
        params = SimpleNamespace(max_tokens=2048, logprobs=None)
        return await asyncio.gather(*(
            executor.execute(dataset.prompts[i], dataset.labels[i], params, 8192, tokenizer,
                             FixedAnswerEngine(tokenizer, text))
            for i, text in answers))

    return asyncio.run(run())


def _answers(dataset) -> list[tuple[int, str]]:
    from codereward.problems import load_rows

    rows = {r["id"]: r for r in load_rows()}
    out = []
    for i in range(3):
        row = rows[dataset.labels[i]]
        out.append((i, "Here you go.\n```python\n" + row["reference_solution"] + "```"))
        out.append((i, f"```python\ndef {row['entry_point']}(*args):\n    return None\n```"))
    return out


def _value(x) -> float:
    """A reward field as OpenRLHF's samples generator turns it into a tensor (``torch.tensor([value])``)."""
    import torch

    return torch.tensor([x]).flatten()[0].item()


def _check(outputs: list[dict]) -> None:
    for right, wrong in zip(outputs[::2], outputs[1::2]):
        # OpenRLHF decoded prompt + response with special tokens kept: the response ends in <|im_end|>
        logs = {k: _value(v) for k, v in right["extra_logs"].items()}
        assert _value(right["reward"]) == 1.0 and _value(right["scores"]) == 1.0, logs
        assert logs["format"] == 1.0 and logs["error"] == 0.0
        assert _value(wrong["scores"]) < 1.0 and _value(wrong["reward"]) < _value(right["reward"])


def test_the_rollout_reward_client_scores_through_codereward_serve(args, prompts):
    tokenizer, dataset = prompts
    assert dataset.prompts[0].endswith("<|im_start|>assistant\n") and dataset.labels[0]
    executor = SingleTurnAgentExecutor(args.reward.remote_url)
    assert executor.reward_func is None  # an URL: OpenRLHF posts to it
    _check(_rollouts(executor, tokenizer, dataset, _answers(dataset)))


def test_without_the_token_openrlhfs_client_gets_no_reward(args, prompts):
    tokenizer, dataset = prompts
    executor = SingleTurnAgentExecutor([args.reward.remote_url[0].split("?")[0]])
    with pytest.raises(RuntimeError, match="Request error"):  # 401 on every one of OpenRLHF's tries
        asyncio.run(executor._fetch_rewards_via_http(["q"], ["p"], [dataset.labels[0]]))


def test_the_file_form_loads_and_scores_the_way_openrlhf_loads_it(prompts):
    import codereward.integrations.openrlhf as module

    tokenizer, dataset = prompts
    executor = SingleTurnAgentExecutor(module.__file__)
    assert executor.reward_func is not None
    _check(_rollouts(executor, tokenizer, dataset, _answers(dataset)))


def test_the_pinned_release_runs_at_its_own_pins():
    from importlib.metadata import version

    import openrlhf
    import ray
    import transformers

    assert version("openrlhf") == "0.11.2" and openrlhf.__name__ == "openrlhf"
    assert (transformers.__version__, ray.__version__) == ("5.15.0", "2.55.0")  # OpenRLHF's pins, not verl's


def _saturate(url: str, prompts, n: int) -> tuple[list[dict], dict]:
    """``n`` rollouts finishing together, each posting its one sample through OpenRLHF's own reward client."""
    tokenizer, dataset = prompts
    executor = SingleTurnAgentExecutor([f"{url}/get_reward?token={TOKEN}"])
    answers = [answer for _ in range(-(-n // 6)) for answer in _answers(dataset)][:n]
    outputs = _rollouts(executor, tokenizer, dataset, answers)
    return outputs, httpx.get(f"{url}/health", timeout=10).json()


def test_a_saturated_server_loses_no_reward_through_openrlhfs_client(prompts):
    """OpenRLHF's client gives a request 180 s and 5 tries, then keeps the reward as None (logged at INFO).
    300 rollouts at once against one scoring slot: the queue builds (the old length cap, 64 here, would have
    answered 503 to most of them five times over), and every rollout still gets its scored reward."""
    proc, url = start_serve("--max-concurrency", "1", "--max-batch", "16")
    try:
        outputs, health = _saturate(url, prompts, 300)
    finally:
        proc.terminate()
        proc.wait(30)
    assert health["peak_queue_depth"] > 64 and health["late"] == 0  # saturated, and within the budget
    assert [o["reward"] is not None for o in outputs] == [True] * 300
    assert all(_value(o["extra_logs"]["error"]) == 0.0 for o in outputs)
    _check(outputs[:6])


def test_past_the_latency_budget_openrlhf_gets_a_defined_zero_not_none(prompts):
    """A budget the scoring cannot meet (1 s, one sample a batch): the requests not scored in time are
    answered at the budget with reward 0 and error 2 in extra_logs, which OpenRLHF logs; none is None."""
    proc, url = start_serve("--max-concurrency", "1", "--max-batch", "1", "--latency-budget", "1")
    try:
        outputs, health = _saturate(url, prompts, 120)
    finally:
        proc.terminate()
        proc.wait(30)
    assert health["late"] > 0 and [o["reward"] is not None for o in outputs] == [True] * 120
    late = [o for o in outputs if _value(o["extra_logs"]["error"]) == 2.0]
    assert len(late) == health["late"] and all(_value(o["reward"]) == 0.0 for o in late)
