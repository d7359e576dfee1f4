"""``codereward eval``: pass@k, the Table 2 metrics, the report, and generation with a local model."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from codereward.cli.main import main
from codereward.eval import estimate_pass_at_k, evaluate_completions, generate_completions, load_tasks, run_passk
from codereward.eval.generate import resolve_model
from codereward.eval.passk import build_program, pass_at_k, task_from_row, truncate_at_stops
from codereward.problems import load_rows

# ---------------------------------------------------------------- pass@k estimator


@pytest.mark.parametrize(("n", "c", "k", "expected"), [
    (10, 3, 1, 0.3),                      # pass@1 is the pass rate
    (5, 1, 2, 1 - 6 / 10),                # 1 - C(4,2)/C(5,2)
    (10, 2, 5, 1 - 56 / 252),             # 1 - C(8,5)/C(10,5) = 7/9
    (4, 2, 2, 1 - 1 / 6),                 # 1 - C(2,2)/C(4,2)
    (20, 0, 10, 0.0),                     # nothing correct: 0 for any k
    (20, 20, 10, 1.0),                    # all correct: 1
    (10, 6, 5, 1.0),                      # n - c < k: every draw holds a correct sample
])
def test_estimator_matches_hand_computed_values(n, c, k, expected):
    assert estimate_pass_at_k(n, c, k) == pytest.approx(expected, abs=1e-12)


def test_estimator_is_stable_where_binomials_are_huge():
    # C(2000, 100) overflows a float; the product form does not need it
    value = estimate_pass_at_k(2000, 7, 100)
    exact = 1 - math.comb(1993, 100) / math.comb(2000, 100)
    assert value == pytest.approx(exact, rel=1e-9)
    assert 0 < value < 1


def test_estimator_is_undefined_with_fewer_samples_than_k():
    # the reference code returns 1.0 here (n - c < k); one failing sample must not score pass@10 = 1
    assert estimate_pass_at_k(1, 0, 10) is None
    assert estimate_pass_at_k(3, 3, 5) is None
    mean, counted = pass_at_k([(1, 0), (10, 5)], 10)
    assert counted == 1 and mean == 1.0
    assert pass_at_k([(1, 0)], 2) == (None, 0)


@pytest.mark.parametrize(("n", "c", "k"), [(5, 6, 1), (-1, 0, 1), (5, 1, 0)])
def test_estimator_rejects_impossible_counts(n, c, k):
    with pytest.raises(ValueError):
        estimate_pass_at_k(n, c, k)


# ---------------------------------------------------------------- pass@k through the sandbox

FIXTURE_TASKS = [
    {   # HumanEval style: the prompt starts the function, check(candidate) tests it
        "task_id": "Tiny/0",
        "prompt": 'from typing import List\n\n\ndef total(xs: List[int]) -> int:\n    """Sum of xs."""\n',
        "entry_point": "total",
        "test": "\n\ndef check(candidate):\n    assert candidate([1, 2, 3]) == 6\n    assert candidate([]) == 0\n",
    },
    {   # HumanEval style again, a string function
        "task_id": "Tiny/1",
        "prompt": 'def shout(s: str) -> str:\n    """Upper-case s and add an exclamation mark."""\n',
        "entry_point": "shout",
        "test": "def check(candidate):\n    assert candidate('hi') == 'HI!'\n    assert candidate('') == '!'\n",
    },
    {   # MBPP style: a statement, a list of asserts, no entry point given
        "task_id": "Tiny/2",
        "text": "Write a function to return the largest of three numbers.",
        "code": "def max3(a, b, c):\n    return max(a, b, c)\n",
        "test_list": ["assert max3(1, 2, 3) == 3", "assert max3(5, 1, 2) == 5", "assert max3(-1, -2, -3) == -1"],
    },
]
RIGHT = {
    "Tiny/0": "    return sum(xs)\n",
    "Tiny/1": "```python\ndef shout(s: str) -> str:\n    return s.upper() + '!'\n```",  # a whole function, fenced
    "Tiny/2": "def max3(a, b, c):\n    return max(a, b, c)\n",
}
WRONG = {
    "Tiny/0": "    return sum(xs) + 1\n",
    "Tiny/1": "    return s.upper()\n",
    "Tiny/2": "def max3(a, b, c):\n    return a\n",  # passes one assert of three: still a failed sample
}


def _write_jsonl(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r) + "\n" for r in rows), encoding="utf-8")
    return path


def test_task_rows_normalise_humaneval_and_mbpp_fields():
    tasks = [task_from_row(r) for r in FIXTURE_TASKS]
    assert [t.entry_point for t in tasks] == ["total", "shout", "max3"]  # the last inferred from `code`
    assert "assert max3(-1, -2, -3) == -1" in tasks[2].tests
    assert task_from_row({"prompt": "x", "test": "assert True"}).startswith("row without a task id")
    assert "no tests" in task_from_row({"task_id": "T", "prompt": "x"})


def test_a_solution_in_newer_syntax_names_the_entry_point_as_the_analyzer_reads_it():
    from codereward.interpreters import newest

    row = {"task_id": "Modern/0", "prompt": "", "test": "assert len(pick([1])) == 1",
           "canonical_solution": "def pick[T](xs: list[T]) -> T:\n    return xs[0]\n"}
    # the parse check is Snippet's: 3.12 syntax parses wherever a 3.12+ Python is installed;
    # without one, the entry point falls back to the first function the tests call
    assert task_from_row(row).entry_point == ("pick" if newest().minor >= (3, 12) else "len")


def test_programs_continue_the_prompt_or_stand_alone_after_its_imports():
    task = task_from_row(FIXTURE_TASKS[0])
    body = build_program(task, RIGHT["Tiny/0"])
    assert body.startswith(FIXTURE_TASKS[0]["prompt"]) and body.endswith("return sum(xs)\n")
    whole = build_program(task, "```python\ndef total(xs: List[int]) -> int:\n    return sum(xs)\n```")
    assert whole.startswith("from typing import List\n") and whole.count("def total") == 1
    assert truncate_at_stops("    return 1\n\ndef other():\n    pass") == "    return 1\n"


def test_passk_end_to_end_through_the_sandbox(tmp_path):
    data = _write_jsonl(tmp_path / "tasks.jsonl", FIXTURE_TASKS)
    tasks, skipped = load_tasks(data)
    assert len(tasks) == 3 and not skipped
    # Tiny/0: 2 of 4 right; Tiny/1: 4 of 4 right; Tiny/2: 0 of 4 right
    samples = {
        "Tiny/0": [RIGHT["Tiny/0"], WRONG["Tiny/0"], RIGHT["Tiny/0"], WRONG["Tiny/0"]],
        "Tiny/1": [RIGHT["Tiny/1"]] * 4,
        "Tiny/2": [WRONG["Tiny/2"], "def max3(:\n", "", WRONG["Tiny/2"]],  # wrong, unparsable, empty
    }
    result = run_passk(tasks, samples, [1, 2, 5])
    per_task = {t["task_id"]: t for t in result.per_task}
    counts = [(per_task[i]["n"], per_task[i]["correct"]) for i in ("Tiny/0", "Tiny/1", "Tiny/2")]
    assert counts == [(4, 2), (4, 4), (4, 0)]
    assert result.pass_at[1] == pytest.approx((0.5 + 1.0 + 0.0) / 3)
    assert result.pass_at[2] == pytest.approx((1 - 1 / 6 + 1.0 + 0.0) / 3)
    assert result.pass_at[5] is None and result.tasks_counted[5] == 0  # 4 samples cannot give pass@5
    assert any("fewer than 5 samples" in s for s in result.skipped)
    assert "first_failure" in per_task["Tiny/2"]

    flat = [{"task_id": tid, "completion": text} for tid, texts in samples.items() for text in texts]
    completions = _write_jsonl(tmp_path / "samples.jsonl", flat)
    assert main(["eval", "passk", "--data", str(data), "--completions", str(completions), "--k", "1,2",
                 "--format", "json", "--out", str(tmp_path / "out")]) == 0
    written = json.loads((tmp_path / "out" / "passk.json").read_text())
    assert written["pass_at_k"]["pass@1"] == pytest.approx(0.5)
    assert written["tasks"] == 3


def test_passk_cli_refuses_bad_input(tmp_path, capsys):
    data = _write_jsonl(tmp_path / "tasks.jsonl", FIXTURE_TASKS)
    assert main(["eval", "passk", "--data", str(data)]) == 2  # neither completions nor a model
    assert main(["eval", "passk", "--data", str(data), "--completions", str(data), "--k", "0"]) == 2
    assert "--k" in capsys.readouterr().err


def _fenced(code: str) -> str:
    return f"```python\n{code.rstrip()}\n```"


@pytest.fixture(scope="module")
def rows():
    # a few validation problems keep the suite fast; the example script runs all of them
    return load_rows("validation")[:6]


@pytest.fixture(scope="module")
def reference_and_starter(rows):
    reference = evaluate_completions(rows, [_fenced(r["reference_solution"]) for r in rows], name="reference")
    starter = evaluate_completions(rows, [_fenced(r["starter_code"]) for r in rows], name="starter")
    return reference, starter


def test_reference_solutions_are_correct_better_and_show_no_gap(reference_and_starter):
    reference, starter = reference_and_starter
    ref = reference.summary
    assert ref["n"] == 6 and ref["correctness"] == 1.0 and ref["hidden_correctness"] == 1.0
    assert ref["visible_hidden_gap"] == 0.0 and ref["pass_all_rate"] == 1.0
    assert ref["format_rate"] == 1.0 and ref["parse_rate"] == 1.0
    assert ref["quality"] > starter.summary["quality"]
    assert ref["total_reward"] > starter.summary["total_reward"]
    # the composite is the paper's eq. 2 of the means
    assert ref["total_reward"] == pytest.approx(0.2 * 1.0 + 0.3 * 1.0 + 0.5 * ref["quality"])
    assert ref["mean_code_length"] > 1


def test_results_carry_categories_findings_and_rows(reference_and_starter, rows):
    reference, starter = reference_and_starter
    assert set(starter.per_category) == {r["category"] for r in rows}
    assert sum(c["n"] for c in starter.per_category.values()) == len(rows)
    assert starter.top_findings, "starter code is meant to have findings"
    top = starter.top_findings[0]
    assert {"rule", "name", "count", "share"} <= set(top) and 0 < top["share"] <= 1
    assert [r["id"] for r in starter.rows] == [r["id"] for r in rows]
    data = json.loads(json.dumps(reference.to_json()))
    assert data["name"] == "reference" and data["rows"][0]["samples"][0]["tests"]["passed"] > 0


def test_bad_answers_score_zero_with_reasons(rows):
    row = rows[0]
    hacked = _fenced(f"def {row['entry_point']}(*args, **kwargs):\n    return None\n")
    result = evaluate_completions([row] * 3, ["no code here at all", "```python\ndef broken(:\n```", hacked],
                                  name="bad")
    prose, broken, _ = (r["samples"][0] for r in result.rows)
    assert prose["quality"] == 0.0 and not prose["format_ok"] and prose["reasons"]
    assert broken["quality"] == 0.0 and not broken["parses"] and broken["correctness"] == 0.0
    assert result.summary["parse_rate"] == pytest.approx(1 / 3)
    assert result.summary["quality_parsed"] == pytest.approx(result.rows[2]["samples"][0]["quality"])


def test_several_samples_per_problem_average_per_problem(rows):
    row = rows[0]
    good, bad = _fenced(row["reference_solution"]), "I cannot solve this."
    result = evaluate_completions([row], [[good, bad]], name="mixed")
    assert result.summary["samples"] == 2
    assert result.summary["correctness"] == pytest.approx(0.5)
    assert result.summary["parse_rate"] == pytest.approx(0.5)
    with pytest.raises(ValueError, match="completions for"):
        evaluate_completions([row, row], [good])


# ---------------------------------------------------------------- the CLI and the report


def _completion_file(path: Path, rows, key: str) -> Path:
    return _write_jsonl(path, [{"problem_id": r["id"], "completion": _fenced(r[key])} for r in rows])


def test_cli_compares_two_completion_sets_in_json_and_html(tmp_path, rows, capsys):
    starter = _completion_file(tmp_path / "starter.jsonl", rows, "starter_code")
    reference = _completion_file(tmp_path / "reference.jsonl", rows, "reference_solution")
    html_path = tmp_path / "report.html"
    code = main(["eval", "--completions", f"starter={starter}", "--completions", f"reference={reference}",
                 "--split", "validation", "--limit", "6", "--format", "json", "--html", str(html_path),
                 "--out", str(tmp_path / "out")])
    assert code == 0
    data = json.loads(capsys.readouterr().out)
    assert [m["name"] for m in data["models"]] == ["starter", "reference"]
    by_name = {m["name"]: m["summary"] for m in data["models"]}
    assert by_name["reference"]["correctness"] == 1.0
    assert by_name["reference"]["quality"] > by_name["starter"]["quality"]
    assert list(data["columns"].values())[:3] == ["Validation Quality", "Validation Correctness", "Total Reward"]
    full = json.loads((tmp_path / "out" / "eval.json").read_text())
    assert len(full["models"][0]["rows"]) == 6

    page = html_path.read_text()
    for text in ("starter", "reference", "Validation Quality", "Validation Correctness", "Total Reward",
                 "Visible-Hidden Gap", "data:image/png;base64,", 'class="code"'):
        assert text in page, text
    assert "<script" not in page and 'src="http' not in page  # self-contained


def test_cli_text_table_and_partial_completion_sets(tmp_path, rows, capsys):
    starter = _completion_file(tmp_path / "starter.jsonl", rows, "starter_code")
    partial = _completion_file(tmp_path / "partial.jsonl", rows[:3], "reference_solution")
    assert main(["eval", "--completions", f"starter={starter}", "--completions", f"partial={partial}",
                 "--limit", "6"]) == 0
    out, err = capsys.readouterr()
    assert "Validation" in out and "starter" in out and "partial" in out
    assert "3 of 6 problems left out" in err  # compared on the problems both answer, and said so


def test_cli_usage_errors(tmp_path):
    assert main(["eval"]) == 2
    assert main(["eval", "--completions", str(tmp_path / "missing.jsonl")]) == 2  # no NAME=
    assert main(["eval", "--completions", f"x={tmp_path / 'missing.jsonl'}"]) == 2
    assert main(["eval", "--completions", f"x={tmp_path / 'm.jsonl'}", "--problems", str(tmp_path / "no.jsonl")]) == 2


# ---------------------------------------------------------------- generation with a local model


@pytest.fixture(scope="module")
def tiny_model(tmp_path_factory):
    from codereward.train.tiny_model import TinySize, build_tiny_model

    texts = ["def add(a, b):\n    return a + b\n", "Improve this code.", "print('hello world')\n"]
    size = TinySize(hidden_size=32, layers=1, heads=2, kv_heads=1, intermediate_size=64, vocab_size=400)
    return build_tiny_model(tmp_path_factory.mktemp("tiny"), texts=texts, size=size)


def test_generate_returns_samples_per_prompt_in_order(tiny_model):
    prompts = [[{"role": "user", "content": "Improve this code."}], "def add(a, b):", "print("]
    greedy = generate_completions(tiny_model, prompts, num_samples=2, max_new_tokens=6, batch_size=2, progress=False)
    assert len(greedy) == 3 and all(len(g) == 2 and all(isinstance(t, str) for t in g) for g in greedy)
    assert all(g[0] == g[1] for g in greedy)  # greedy decoding is deterministic
    # batching and order do not change greedy results
    alone = generate_completions(tiny_model, prompts[1:2], max_new_tokens=6, progress=False)
    assert alone[0][0] == greedy[1][0]
    sampled = generate_completions(tiny_model, prompts[:2], num_samples=3, max_new_tokens=6, temperature=1.0,
                                   progress=False)
    assert [len(s) for s in sampled] == [3, 3]


def test_resolve_model_finds_a_run_directorys_last_checkpoint(tmp_path):
    for step in (5, 40, 100):
        (tmp_path / "run" / f"checkpoint-{step}").mkdir(parents=True)
        (tmp_path / "run" / f"checkpoint-{step}" / "config.json").write_text("{}")
    assert resolve_model(tmp_path / "run") == str(tmp_path / "run" / "checkpoint-100")
    (tmp_path / "run" / "final").mkdir()
    (tmp_path / "run" / "final" / "config.json").write_text("{}")
    assert resolve_model(tmp_path / "run") == str(tmp_path / "run" / "final")
    assert resolve_model("Qwen/Qwen2.5-0.5B-Instruct") == "Qwen/Qwen2.5-0.5B-Instruct"  # a hub id is passed on
    (tmp_path / "empty-run").mkdir()
    with pytest.raises(FileNotFoundError):
        resolve_model(tmp_path / "empty-run")
    with pytest.raises(FileNotFoundError):
        resolve_model("./no/such/model")


def test_cli_generates_with_a_model_and_saves_the_completions(tiny_model, tmp_path, capsys):
    out = tmp_path / "out"
    assert main(["eval", "--model", f"tiny={tiny_model}", "--limit", "2", "--max-new-tokens", "4",
                 "--format", "json", "--out", str(out)]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["models"][0]["name"] == "tiny" and data["models"][0]["summary"]["n"] == 2
    saved = [json.loads(line) for line in (out / "completions" / "tiny.jsonl").read_text().splitlines()]
    assert len(saved) == 2 and {"problem_id", "completion"} <= set(saved[0])
    # --coupled: the samples are those of coupled sampling, whatever else the command generates alongside
    assert main(["eval", "--model", f"tiny={tiny_model}", "--limit", "2", "--max-new-tokens", "6", "--samples", "3",
                 "--temperature", "1", "--seed", "4", "--coupled", "--format", "json", "--out", str(out)]) == 0
    capsys.readouterr()
    saved = [json.loads(line) for line in (out / "completions" / "tiny.jsonl").read_text().splitlines()]
    rows = load_rows("validation")[:2]
    want = generate_completions(tiny_model, [r["prompt"] for r in rows], num_samples=3, max_new_tokens=6,
                                temperature=1.0, seed=4, coupled=True, progress=False)
    assert [s["completion"] for s in saved] == [text for group in want for text in group]


def test_coupled_sampling_draws_each_sample_from_its_own_noise_whatever_the_batch(tiny_model):
    prompts = [[{"role": "user", "content": "Improve this code."}], "def add(a, b):", "print("]
    together = generate_completions(tiny_model, prompts, num_samples=4, max_new_tokens=8, temperature=1.0,
                                    batch_size=3, seed=5, coupled=True, progress=False)
    alone = generate_completions(tiny_model, prompts[2:], num_samples=4, max_new_tokens=8, temperature=1.0,
                                 batch_size=1, seed=5, coupled=True, progress=False)
    assert alone[0] == together[2]  # another batch, another padding: the same samples
    assert len(set(together[2])) > 1  # the samples of one prompt differ from each other
    other_seed = generate_completions(tiny_model, prompts, num_samples=4, max_new_tokens=8, temperature=1.0,
                                      batch_size=3, seed=6, coupled=True, progress=False)
    assert other_seed != together
    # plain sampling shares one random stream across the batch: a prompt's samples depend on its neighbours
    plain = [generate_completions(tiny_model, p, num_samples=4, max_new_tokens=8, temperature=1.0, batch_size=3,
                                  seed=5, progress=False)[-1] for p in (prompts, prompts[2:])]
    assert plain[0] != plain[1]


def test_gumbel_noise_samples_exactly_from_the_tempered_distribution():
    import torch

    from codereward.eval.generate import _GumbelNoise, sample_seed

    probs = torch.tensor([0.5, 0.3, 0.15, 0.05])
    seeds = [sample_seed(0, "prompt", i) for i in range(40_000)]
    for temperature in (1.0, 0.5):
        picks = _GumbelNoise(seeds, temperature)(None, torch.log(probs).expand(len(seeds), 4)).argmax(-1)
        want = probs ** (1 / temperature) / (probs ** (1 / temperature)).sum()
        share = torch.bincount(picks, minlength=4) / len(seeds)
        assert torch.allclose(share, want, atol=0.01), (temperature, share, want)
