"""Evaluation (SPEC §8): the paper's Table 2 for models side by side, and pass@k.

- ``generate.generate_completions(model, prompts, ...)``: completions from a hub id, a
  model dir or a training run dir (transformers, or vLLM where installed and on CUDA).
- ``metrics.evaluate_completions(rows, completions, ...) -> ModelResult``: quality,
  visible and hidden correctness, their gap, total reward, parse/format rates, code
  length, per category, most frequent findings.
- ``passk``: the unbiased pass@k estimator and its run over HumanEval/MBPP-style files.
- ``report``: terminal table, JSON and the self-contained HTML report.

Importing this package is light: torch, transformers and matplotlib load on first use.
"""

from codereward.eval.generate import generate_completions, resolve_model
from codereward.eval.metrics import ModelResult, evaluate_completions
from codereward.eval.passk import PassKResult, estimate_pass_at_k, load_tasks, pass_at_k, run_passk

__all__ = ["ModelResult", "PassKResult", "estimate_pass_at_k", "evaluate_completions", "generate_completions",
           "load_tasks", "pass_at_k", "resolve_model", "run_passk"]
