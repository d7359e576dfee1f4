"""pass@k with the unbiased estimator (Chen et al. 2021) on HumanEval/MBPP-style task files.

For a task with ``n`` samples of which ``c`` pass every test, the probability that at
least one of ``k`` samples drawn without replacement passes is

    pass@k = 1 - C(n - c, k) / C(n, k) = 1 - prod_{i = n - c + 1}^{n} (1 - k / i)

The product form never builds the huge binomials. It is undefined when ``n < k`` (k
samples cannot be drawn from n): such a task gets ``None`` and is left out of the mean,
and the result says how many were left out. The reference implementation returns 1.0
there whenever ``n - c < k``, which would report pass@10 = 1 for one failing sample.

Task files (JSONL, optionally gzipped) use the usual field names: ``task_id`` (or ``id``),
``prompt`` (or ``text``), the tests as ``test`` (HumanEval's ``def check(candidate)``),
``assertion`` (MBPP+), ``test_list`` (MBPP, a list of asserts, with ``test_setup_code``
and ``test_imports``) or ``tests``, and ``entry_point`` (else the first function that
``canonical_solution``/``code`` defines, or the first name the asserts call).
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.jsonl import read_jsonl
from codereward.rewards.correctness import run_batch
from codereward.snippet import Snippet, extract_code

_ID_KEYS = ("task_id", "id", "problem_id", "name")
_PROMPT_KEYS = ("prompt", "text")
# Stop sequences of HumanEval's evaluation: a base model continuing the function body
# goes on to write more top-level code, which the task is not about.
STOP_SEQUENCES = ("\ndef ", "\nclass ", "\nif __name__", "\nprint(", "\n#", "\nassert ")


def estimate_pass_at_k(n: int, c: int, k: int) -> float | None:
    """Unbiased pass@k of one task with ``n`` samples, ``c`` correct; ``None`` when ``n < k``."""
    if k < 1:
        raise ValueError(f"k must be >= 1, got {k}")
    if n < 0 or c < 0 or c > n:
        raise ValueError(f"need 0 <= c <= n, got n={n}, c={c}")
    if n < k:
        return None
    if n - c < k:  # every draw of k contains a correct sample
        return 1.0
    product = 1.0
    for i in range(n - c + 1, n + 1):
        product *= 1.0 - k / i
    return 1.0 - product


def pass_at_k(counts: Iterable[tuple[int, int]], k: int) -> tuple[float | None, int]:
    """Mean pass@k over tasks given as ``(n, c)``, and how many tasks had ``n >= k``."""
    values = [v for n, c in counts if (v := estimate_pass_at_k(n, c, k)) is not None]
    return (sum(values) / len(values) if values else None), len(values)


@dataclass
class Task:
    """One HumanEval/MBPP-style task, normalised."""

    task_id: str
    prompt: str
    tests: Any  # test code (str) or a list of assert statements
    entry_point: str | None


@dataclass
class PassKResult:
    """pass@k per k over a task set, with each task's sample and pass counts."""

    ks: list[int]
    pass_at: dict[int, float | None]
    tasks_counted: dict[int, int]
    per_task: list[dict[str, Any]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)  # why some tasks or completions were left out

    def to_json(self) -> dict[str, Any]:
        return {
            "pass_at_k": {f"pass@{k}": self.pass_at[k] for k in self.ks},
            "tasks_counted": {f"pass@{k}": self.tasks_counted[k] for k in self.ks},
            "tasks": len(self.per_task),
            "per_task": self.per_task,
            "skipped": self.skipped,
        }


def _first(row: Mapping[str, Any], keys: Sequence[str]) -> Any:
    return next((row[k] for k in keys if row.get(k) not in (None, "")), None)


def _first_def(code: Any) -> str | None:
    tree = Snippet.parse(code).tree if isinstance(code, str) else None
    if tree is None:
        return None
    return next((n.name for n in tree.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))), None)


def _first_called(tests: Any) -> str | None:
    text = "\n".join(tests) if isinstance(tests, list) else str(tests or "")
    match = re.search(r"assert\s+(?:\w+\()*?([A-Za-z_]\w*)\(", text)
    return match.group(1) if match else None


def task_from_row(row: Mapping[str, Any]) -> Task | str:
    """A ``Task`` from one row, or the reason it cannot be one."""
    task_id = _first(row, _ID_KEYS)
    if task_id is None:
        return f"row without a task id (one of {', '.join(_ID_KEYS)})"
    task_id = str(task_id)
    tests: Any = _first(row, ("test", "assertion", "test_list", "tests"))
    if not tests:
        return f"{task_id}: no tests (test, assertion, test_list or tests)"
    if isinstance(tests, list) and all(isinstance(t, str) for t in tests):
        prefix = [p for p in (row.get("test_imports"), row.get("test_setup_code")) if p]
        tests = "\n".join([*(("\n".join(p) if isinstance(p, list) else str(p)) for p in prefix), *tests])
    entry = row.get("entry_point") or _first_def(row.get("canonical_solution")) or _first_def(row.get("code"))
    entry = entry or _first_called(tests)
    prompt = _first(row, _PROMPT_KEYS) or ""
    return Task(task_id, str(prompt), tests, str(entry) if entry else None)


def load_tasks(path: str | Path) -> tuple[list[Task], list[str]]:
    """Tasks of a HumanEval/MBPP-style file, and the reasons rows were left out."""
    tasks, skipped, seen = [], [], set()
    for row in read_jsonl(path):
        task = task_from_row(row)
        if isinstance(task, str):
            skipped.append(task)
        elif task.task_id in seen:
            skipped.append(f"{task.task_id}: duplicate task id (the first is used)")
        else:
            seen.add(task.task_id)
            tasks.append(task)
    return tasks, skipped


def load_samples(path: str | Path) -> dict[str, list[str]]:
    """Completions per task id from JSONL rows ``{task_id|problem_id|id, completion | completions}``."""
    samples: dict[str, list[str]] = {}
    for number, row in enumerate(read_jsonl(path), 1):
        key = _first(row, _ID_KEYS)
        if key is None:
            raise ValueError(f"{path}: line {number}: no task id (one of {', '.join(_ID_KEYS)})")
        texts = row.get("completions") if isinstance(row.get("completions"), list) else [row.get("completion")]
        samples.setdefault(str(key), []).extend(t if isinstance(t, str) else "" for t in texts)
    return samples


def _prompt_header(prompt: str) -> str:
    """The import lines of a code prompt (a standalone solution still needs ``List`` & co.)."""
    tree = Snippet.parse(prompt).tree
    if tree is None:
        return ""
    lines = prompt.splitlines()
    imports = [n for n in tree.body if isinstance(n, (ast.Import, ast.ImportFrom))]
    return "".join("\n".join(lines[n.lineno - 1:n.end_lineno]) + "\n" for n in imports)


def _defines(code: str, name: str | None) -> bool:
    tree = Snippet.parse(code).tree
    if tree is None:
        return False
    definitions = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
    return any(isinstance(n, definitions) and n.name == name for n in tree.body)


def build_program(task: Task, completion: str) -> str:
    """The program to test: a full solution as is, or the prompt continued by the completion.

    A completion whose code (the fenced block, else the whole text) defines the entry point
    stands alone, after the prompt's imports; anything else continues the prompt, as in
    HumanEval where the model writes the body of the function the prompt starts.
    """
    code = extract_code(completion).code if isinstance(completion, str) else ""
    if task.entry_point and _defines(code, task.entry_point):
        return _prompt_header(task.prompt) + code
    return task.prompt + (completion if isinstance(completion, str) else "")


def truncate_at_stops(text: str, stops: Sequence[str] = STOP_SEQUENCES) -> str:
    """A continuation cut at the first stop sequence (HumanEval's convention for base models)."""
    cut = min((i for s in stops if (i := text.find(s)) >= 0), default=len(text))
    return text[:cut]


def run_passk(tasks: Sequence[Task], samples: Mapping[str, Sequence[str]], ks: Sequence[int],
              sandbox: Any = None) -> PassKResult:
    """Run every sample of every task in the sandbox (one batch) and estimate pass@k.

    A sample passes when it passes every test case of its task. Tasks without samples are
    left out (and listed in ``skipped``); samples for unknown task ids are reported too.
    """
    ks = sorted({int(k) for k in ks})
    if not ks or ks[0] < 1:
        raise ValueError("k values must be >= 1")
    known = {t.task_id for t in tasks}
    skipped = [f"{key}: completions for a task not in the task file" for key in samples if key not in known]
    programs, tests, entries, owner = [], [], [], []
    for index, task in enumerate(tasks):
        task_samples = samples.get(task.task_id, [])
        if not task_samples:
            skipped.append(f"{task.task_id}: no completions")
        for completion in task_samples:
            programs.append(build_program(task, completion))
            tests.append(task.tests)
            entries.append(task.entry_point)
            owner.append(index)
    runs = run_batch(programs, tests, entries, sandbox) if programs else []
    counts: dict[int, list[int]] = {}
    errors: dict[int, list[str]] = {}
    for index, run in zip(owner, runs):
        ok = run is not None and run.total > 0 and run.passed == run.total and not run.error
        counts.setdefault(index, [0, 0])
        counts[index][0] += 1
        counts[index][1] += int(ok)
        if not ok:
            reason = "does not parse or is empty" if run is None else (run.error or _first_failure(run))
            errors.setdefault(index, []).append(reason)
    per_task = []
    for index, (n, c) in sorted(counts.items()):
        entry = {"task_id": tasks[index].task_id, "n": n, "correct": c}
        entry.update({f"pass@{k}": estimate_pass_at_k(n, c, k) for k in ks})
        if errors.get(index):
            entry["first_failure"] = errors[index][0]
        per_task.append(entry)
    pass_at, counted = {}, {}
    for k in ks:
        pass_at[k], counted[k] = pass_at_k(((t["n"], t["correct"]) for t in per_task), k)
        if counted[k] < len(per_task):
            skipped.append(f"pass@{k}: {len(per_task) - counted[k]} task(s) have fewer than {k} samples")
    return PassKResult(ks, pass_at, counted, per_task, skipped)


def _first_failure(run: Any) -> str:
    case = next((c for c in run.cases if not c.passed), None)
    if case is None:
        return "no test case ran"
    return f"case {case.index}: {case.status}" + (f": {case.reason}" if case.reason else "")


def parse_ks(text: str) -> list[int]:
    """``"1,10,100"`` -> ``[1, 10, 100]``; errors name the bad part."""
    ks = []
    for part in text.split(","):
        part = part.strip()
        if not part:
            continue
        if not part.isdigit() or int(part) < 1:
            raise ValueError(f"--k: {part!r} is not a positive integer")
        ks.append(int(part))
    if not ks:
        raise ValueError("--k: give at least one k, e.g. 1,10")
    return sorted(set(ks))

