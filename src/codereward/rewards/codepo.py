"""The four CodePO rewards (codepo-paper §3.3-3.5).

- ``codepo_format_reward``: 1 when ``<reasoning>`` holds more than 10 characters and
  ``<answer>`` is non-empty, else 0 (eq. 2, Algorithm 1). Range {0, 1}.
- ``codepo_reasoning_reward``: 0.5·min(m, 10)/10 + 0.5·[m >= 3], m = reasoning markers
  counted in the reasoning (eq. 3, Algorithm 2). Range [0, 1].
- ``codepo_accuracy_reward``: CodeBLEU against the reference in tiers: <= 0.2 -> 0,
  <= 0.4 -> 0.5, else 1 (eq. 4-5). Range {0, 0.5, 1}. Needs ``reference_solution``.
- ``codepo_repetition_reward``: -(1/3)·sum over n=2..4 of (1 - distinct_n)·w_n with
  w = 0.4, 0.4, 0.2 on whitespace tokens (eq. 6-8). Range [-1/3, 0].
"""

from __future__ import annotations

import re
from typing import Any

from codereward.rewards.base import column, completion_text, extract_code, never_raises
from codereward.rewards.codebleu import codebleu_parts

_REASONING = re.compile(r"<reasoning>(.*?)</reasoning>", re.S)
_ANSWER = re.compile(r"<answer>(.*?)</answer>", re.S)
# Algorithm 2's markers: "Step 1:", "1.", "(1)", "a)", arrows, and the connectives.
_STEP_MARKERS = (
    re.compile(r"Step\s*\d+:?", re.I),
    re.compile(r"(?m)^\s*\d{1,2}\.(?!\d)"),
    re.compile(r"\(\d{1,2}\)"),
    re.compile(r"(?m)(?:^|\s)[a-zA-Z]\)"),
    re.compile("→"),
    re.compile(r"\bTherefore\b"),
    re.compile(r"\bThus\b"),
)
REPETITION_WEIGHTS = {2: 0.4, 3: 0.4, 4: 0.2}


def codepo_format(text: str) -> float:
    reasoning, answer = _REASONING.search(text), _ANSWER.search(text)
    ok = reasoning is not None and answer is not None and len(reasoning.group(1).strip()) > 10 and answer.group(1).strip()
    return 1.0 if ok else 0.0


def count_reasoning_steps(text: str) -> int:
    """Markers of reasoning steps in ``text``, capped at 10 (Algorithm 2)."""
    return min(sum(len(p.findall(text)) for p in _STEP_MARKERS), 10)


def reasoning_score(text: str) -> float:
    reasoning = _REASONING.search(text)
    m = count_reasoning_steps(reasoning.group(1) if reasoning else text)
    return 0.5 * min(m, 10) / 10 + 0.5 * (1.0 if m >= 3 else 0.0)


def accuracy_tier(codebleu: float) -> float:
    if codebleu <= 0.2:
        return 0.0
    return 0.5 if codebleu <= 0.4 else 1.0


def answer_code(text: str) -> str:
    """The code of a CodePO answer: inside ``<answer>`` when present, fenced or not."""
    answer = _ANSWER.search(text)
    inner = answer.group(1) if answer else text
    return extract_code(inner).code


def repetition_penalty(text: str) -> float:
    tokens = text.split()
    penalty = 0.0
    for n, weight in REPETITION_WEIGHTS.items():
        grams = [tuple(tokens[i:i + n]) for i in range(len(tokens) - n + 1)]
        if grams:
            penalty += (1.0 - len(set(grams)) / len(grams)) * weight
    return -penalty / 3.0


@never_raises(0.0)
def codepo_format_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    return [codepo_format(completion_text(c)) for c in completions]


@never_raises(0.0)
def codepo_reasoning_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    return [reasoning_score(completion_text(c)) for c in completions]


@never_raises(0.0)
def codepo_accuracy_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    references = column(kwargs, "reference_solution", len(completions))
    scores: list[float | None] = []
    for completion, reference in zip(completions, references):
        if not reference:
            scores.append(None)  # not applicable without a reference (TRL skips None)
            continue
        parts = codebleu_parts(reference, answer_code(completion_text(completion)))
        scores.append(accuracy_tier(parts["codebleu"]))
    return scores


@never_raises(-1.0 / 3.0, 0.0)
def codepo_repetition_reward(prompts: Any = None, completions: list = (), **kwargs: Any) -> list[float | None]:
    return [repetition_penalty(completion_text(c)) for c in completions]
