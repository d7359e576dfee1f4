"""Findings -> per-token rewards (dense-reward-ppo §2.3, SPEC §5).

For one completion and its tokens (the tokenizer's offset mapping into the completion
text), the sequence reward is spread so that the token rewards sum to it:

- components that cannot be located (tests, format, ...) are spread evenly over the
  code tokens;
- the quality component's shortfall 1 - q is charged to the tokens inside the spans of
  the findings that caused it, in proportion to each finding's severity weight (a syntax
  error's finding covers the code from the error on), and the rest of it spread evenly;
- tokens outside the code block get nothing.

``token_rewards`` gives one row; ``dense_advantages`` turns rows into (batch, tokens)
advantages around a sequence-level advantage, ready for the TRL trainer subclass.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from codereward.findings import DEFAULT_SEVERITY_WEIGHTS, Finding
from codereward.rules.meta import META_IDS
from codereward.snippet import Extraction


def _line_starts(code: str) -> list[int]:
    starts = [0]
    for i, ch in enumerate(code):
        if ch == "\n":
            starts.append(i + 1)
    return starts


def finding_span(finding: Finding, code: str, starts: list[int] | None = None) -> tuple[int, int]:
    """Character span of a finding in ``code`` (a whole-snippet input problem: from its line on)."""
    starts = starts or _line_starts(code)

    def offset(line: int, column: int) -> int:
        line = min(max(line, 1), len(starts))
        return min(starts[line - 1] + column, len(code))

    start = offset(finding.line, finding.column)
    if finding.rule in META_IDS:  # the code is unusable from here on
        return start, len(code)
    end = offset(finding.end_line, finding.end_column)
    if end <= start:  # a point finding covers the rest of its line
        line_end = code.find("\n", start)
        end = len(code) if line_end < 0 else line_end
    return start, max(end, start + 1)


def code_token_mask(extraction: Extraction, offsets: Sequence[tuple[int, int]]) -> list[bool]:
    """Per token: does it overlap the extracted code (zero-width tokens, e.g. specials, never do)?"""
    code_lo, code_hi = extraction.code_start, extraction.code_start + len(extraction.code)
    return [e > s and s < code_hi and e > code_lo for s, e in offsets]


def token_rewards(
    extraction: Extraction,
    offsets: Sequence[tuple[int, int]],
    components: Mapping[str, float],
    weights: Mapping[str, float],
    findings: Sequence[Finding] = (),
    severity_weights: Mapping[str, float] | None = None,
) -> list[float]:
    """One reward per token; they sum to the linear composite of ``components``."""
    severity_weights = severity_weights or DEFAULT_SEVERITY_WEIGHTS
    total_weight = sum(weights.values()) or 1.0
    code_lo = extraction.code_start
    code_tokens = [i for i, inside in enumerate(code_token_mask(extraction, offsets)) if inside]
    rewards = [0.0] * len(offsets)
    if not code_tokens:
        return rewards
    spread = sum(w * components.get(name, 0.0) for name, w in weights.items() if name != "quality") / total_weight
    w_quality = weights.get("quality", 0.0) / total_weight
    for i in code_tokens:
        rewards[i] += (spread + w_quality) / len(code_tokens)
    quality = components.get("quality", 1.0)
    shortfall = w_quality * (1.0 - quality)
    weight_sum = sum(severity_weights[f.severity.value] for f in findings)
    if shortfall <= 0:
        return rewards
    if not findings or weight_sum <= 0:  # nothing to point at: spread the shortfall too
        for i in code_tokens:
            rewards[i] -= shortfall / len(code_tokens)
        return rewards
    starts = _line_starts(extraction.code)
    for finding in findings:
        lo, hi = finding_span(finding, extraction.code, starts)
        lo, hi = lo + code_lo, hi + code_lo
        hit = [i for i in code_tokens if offsets[i][0] < hi and offsets[i][1] > lo] or code_tokens
        share = shortfall * severity_weights[finding.severity.value] / weight_sum
        for i in hit:
            rewards[i] -= share / len(hit)
    return rewards


def dense_advantages(sequence_advantages: Any, token_reward_rows: Sequence[Sequence[float]], mask: Any,
                     code_mask: Any, coef: float = 1.0) -> Any:
    """(batch, tokens) advantages: each completion's sequence advantage, plus ``coef`` times
    how much better each code token did than that completion's average code token.

    ``mask`` (batch, tokens) is 1 on completion tokens (padding stays 0); ``code_mask`` is 1
    on the tokens inside the code block (``code_token_mask``), the only ones whose reward
    can differ. Passing it explicitly matters: a code token whose reward happens to be 0
    is still a code token and must be centred with the others. Outside the code, tokens
    carry the sequence advantage alone; the dense part sums to 0 over each row's code.
    """
    import torch

    adv = torch.as_tensor(sequence_advantages, dtype=torch.float32).reshape(-1, 1)
    mask = torch.as_tensor(mask, dtype=torch.float32)
    code = torch.as_tensor(code_mask, dtype=torch.float32).to(mask.device)
    if code.shape != mask.shape:
        raise ValueError(f"code_mask shape {tuple(code.shape)} differs from mask shape {tuple(mask.shape)}")
    code = code * mask
    dense = torch.zeros_like(mask)
    for b, row in enumerate(token_reward_rows):
        values = torch.as_tensor(list(row)[: mask.shape[1]], dtype=torch.float32)
        dense[b, : values.shape[0]] = values
    counts = code.sum(dim=1, keepdim=True).clamp(min=1.0)
    centred = (dense - (dense * code).sum(dim=1, keepdim=True) / counts) * code
    # scaled by the code length so that a token's deviation is comparable to the sequence advantage
    return (adv.to(mask.device) + coef * centred * counts) * mask
