"""Template markers around an answer never cost it its score, wherever the completion enters.

OpenRLHF decodes responses with special tokens kept, so a chat model's answer ends in its
end token; other templates put a start-of-turn marker or a role before the answer, and
models often fence code inside a Markdown list item. Each entry point (the TRL reward
functions, verl's compute_score, OpenRLHF's file form and server scorer, the CLI) must
score such an answer as it scores the bare one.
"""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from codereward.integrations.openrlhf import score_batch
from codereward.integrations.verl import compute_score
from codereward.problems import load_rows
from codereward.rewards import CompositeReward, format_reward, quality_reward
from codereward.snippet import END_MARKERS, extract_code, strip_markers

ROW = load_rows()[0]
LABEL = json.dumps({"tests": ROW["tests"], "entry_point": ROW["entry_point"]})
ANSWER = "Here is my solution.\n```python\n" + ROW["reference_solution"] + "```"
ENDINGS = {
    "im_end": "<|im_end|>",
    "endoftext": "<|endoftext|>",
    "llama2": "</s>",
    "llama3": "<|eot_id|>",
    "qwen_both": "<|im_end|>\n<|endoftext|>",
    "llama3_twice": "<|eot_id|><|end_of_text|>",
    "with_spaces": "  \n<|im_end|>  \n",
    "gemma": "<end_of_turn>\n<eos>",
    "deepseek": "<\uff5cend\u2581of\u2581sentence\uff5c>",
}
STARTS = {
    "qwen": "<|im_start|>assistant\n",
    "llama3": "<|start_header_id|>assistant<|end_header_id|>\n\n",
    "bos": "<s> ",
    "mistral": "[/INST] ",
    "gemma": "<start_of_turn>model\n",
}


@pytest.mark.parametrize("ending", list(ENDINGS.values()), ids=list(ENDINGS))
def test_each_end_marker_is_stripped_before_extraction(ending):
    bare = extract_code(ANSWER)
    marked = extract_code(ANSWER + ending)
    assert marked.format_ok, marked.reason
    assert marked.code == bare.code and ast.parse(marked.code)


@pytest.mark.parametrize("start", list(STARTS.values()), ids=list(STARTS))
def test_leading_template_text_does_not_break_extraction(start):
    text = start + "```python\n" + ROW["reference_solution"] + "```<|im_end|>"
    extraction = extract_code(text)
    assert extraction.format_ok, extraction.reason
    assert extraction.code == ROW["reference_solution"]
    assert text[extraction.code_start:].startswith(ROW["reference_solution"])  # offsets still point into the text


def test_caller_configured_markers_are_stripped_and_unknown_ones_are_not():
    assert not extract_code(ANSWER + "[END]").format_ok  # not a marker anyone named: the block is not last
    assert extract_code(ANSWER + "[END]", ["[END]"]).format_ok
    assert extract_code(ANSWER + "[END]<|im_end|>", ["[END]"]).format_ok  # with a known one after it
    # a marker inside the answer stays: only the ones at the end are template
    inner = "```python\nx = '<|im_end|>'\n```"
    assert extract_code(inner).code == "x = '<|im_end|>'\n"
    assert strip_markers("code</s></s>\n") == ("code", 0)
    assert "<|im_end|>" in END_MARKERS and "<|eot_id|>" in END_MARKERS


def test_a_fence_indented_in_a_list_item_yields_code_that_parses():
    answer = ("Steps:\n\n1. Define the function:\n\n  ```python\n  def add(a, b):\n      return a + b\n  ```\n\n"
              "2. Call it.")
    extraction = extract_code(answer)
    assert extraction.format_ok, extraction.reason
    assert extraction.code == "def add(a, b):\n    return a + b\n"
    nested = "- Solution:\n\n    ```python\n    def f():\n        return 1\n    ```\n"
    assert extract_code(nested).code == "def f():\n    return 1\n"
    # four spaces outside a list are indented code, not a fence (CommonMark)
    assert not extract_code("Text\n\n    ```python\n    x = 1\n    ```\n").blocks


def test_trl_reward_functions_score_the_marked_answer_like_the_bare_one():
    completions = [ANSWER + e for e in ENDINGS.values()]
    assert format_reward(completions=completions) == [1.0] * len(ENDINGS)
    assert len(set(quality_reward(completions=completions + [ANSWER]))) == 1
    chat = [[{"role": "assistant", "content": ANSWER + "<|im_end|>"}]]
    composite = CompositeReward()
    kwargs = {"tests": [ROW["tests"]], "entry_point": [ROW["entry_point"]]}
    assert composite(completions=chat, **kwargs) == composite(completions=[ANSWER], **kwargs)
    assert composite(completions=[ANSWER + "<|im_end|>"], **kwargs)[0] > 0.9
    configured = CompositeReward(end_markers=["[END]"])
    assert configured(completions=[ANSWER + "[END]"], **kwargs) == composite(completions=[ANSWER], **kwargs)


def test_verl_compute_score_strips_markers_and_takes_configured_ones_from_reward_kwargs():
    extra = {"entry_point": ROW["entry_point"]}
    bare = compute_score("codereward", ANSWER, LABEL, extra)
    for ending in ENDINGS.values():
        assert compute_score("codereward", ANSWER + ending, LABEL, extra) == bare
    # verl merges custom_reward_function.reward_kwargs into every call
    assert compute_score("codereward", ANSWER + "[END]", LABEL, extra, end_markers=["[END]"]) == bare


def test_openrlhf_scorer_and_file_form_score_queries_that_end_in_end_tokens(monkeypatch):
    import importlib.util

    import codereward.integrations.openrlhf as module

    prompt = "<|im_start|>user\nSolve it.<|im_end|>\n<|im_start|>assistant\n"
    queries = [prompt + ANSWER + e for e in ENDINGS.values()]
    result = score_batch(queries, [prompt] * len(queries), [LABEL] * len(queries))
    assert result["extra_logs"]["format"] == [1.0] * len(queries)
    assert result["scores"] == [1.0] * len(queries)
    assert len(set(result["rewards"])) == 1 and result["rewards"][0] > 0.9
    # a BOS the tokenizer adds on decoding sits before the prompt
    assert score_batch(["<s>" + queries[0]], [prompt], [LABEL])["rewards"] == result["rewards"][:1]
    # the file form, loaded as OpenRLHF loads it; more markers from the environment
    spec = importlib.util.spec_from_file_location("reward_func", module.__file__)
    loaded = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(loaded)
    monkeypatch.setenv("CODEREWARD_END_MARKERS", "[END],<|my_end|>")
    out = loaded.reward_func([prompt + ANSWER + "[END]<|my_end|>", prompt + ANSWER + "</s>"], [prompt] * 2,
                             [LABEL, ROW["id"]])
    assert out["extra_logs"]["format"].tolist() == [1.0, 1.0] and out["scores"].tolist() == [1.0, 1.0]


def test_cli_reward_strips_markers(tmp_path: Path):
    problem = tmp_path / "problem.json"
    problem.write_text(json.dumps({"tests": ROW["tests"], "entry_point": ROW["entry_point"]}))
    completion = tmp_path / "completion.txt"
    results = []
    for text, flags in ((ANSWER, []), (ANSWER + "<|im_end|>\n<|endoftext|>", []), (ANSWER + "[END]", ["--end-markers", "[END]"])):
        completion.write_text(text)
        proc = subprocess.run([sys.executable, "-m", "codereward.cli.main", "reward", "--problem", str(problem),
                               "--completion", str(completion), *flags], capture_output=True, text=True, timeout=120,
                              cwd=tmp_path, check=False)
        assert proc.returncode == 0, proc.stderr
        results.append(json.loads(proc.stdout))
    assert results[0]["components"]["format"] == 1.0
    assert results[1] == results[0] and results[2] == results[0]
