"""Findings -> per-token rewards -> dense advantages (codereward.attribution)."""

from __future__ import annotations

import re

import pytest
import torch

from codereward.attribution import code_token_mask, dense_advantages, finding_span, token_rewards
from codereward.findings import Characteristic, Finding, Severity
from codereward.rewards import combine
from codereward.rules.meta import SYNTAX_ERROR
from codereward.snippet import extract_code

WEIGHTS = {"format": 0.2, "correctness": 0.3, "quality": 0.5}
COMPLETION = (
    "Here is the fix.\n"
    "```python\n"
    "def load(path):\n"
    "    data = eval(open(path).read())\n"
    "    return data\n"
    "```\n"
    "Done."
)


def finding(line, column, end_line, end_column, severity=Severity.HIGH, rule="S307"):
    return Finding(line, column, end_line, end_column, rule, Characteristic.SECURITY, 95, severity, "eval", "bandit")


def word_offsets(text):
    """A word/space/punctuation tokenization with exact offsets (like a tokenizer's offset mapping)."""
    return [m.span() for m in re.finditer(r"\w+|\s+|[^\w\s]", text)]


def test_finding_span_covers_the_reported_range():
    code = "x = 1\ny = eval(s)\n"
    assert finding_span(finding(2, 4, 2, 11), code) == (10, 17)
    assert code[slice(*finding_span(finding(2, 4, 2, 11), code))] == "eval(s)"


def test_point_finding_covers_the_rest_of_its_line_and_a_syntax_error_the_rest_of_the_code():
    code = "x = 1\ny = eval(s)\nz = 2\n"
    assert code[slice(*finding_span(finding(2, 4, 2, 4), code))] == "eval(s)"
    syntax = Finding.from_rule(SYNTAX_ERROR, 2, 4)
    assert code[slice(*finding_span(syntax, code))] == "eval(s)\nz = 2\n"


def test_finding_span_clamps_lines_past_the_end():
    code = "x = 1\n"
    lo, hi = finding_span(finding(9, 0, 9, 3), code)
    assert 0 <= lo < hi <= len(code) + 1


def _rewards(components, findings):
    extraction = extract_code(COMPLETION)
    offsets = word_offsets(COMPLETION)
    return extraction, offsets, token_rewards(extraction, offsets, components, WEIGHTS, findings)


def test_token_rewards_sum_to_the_composite():
    components = {"format": 1.0, "correctness": 0.5, "quality": 0.6}
    line = 2  # the eval line, 1-based inside the code
    _, _, rewards = _rewards(components, [finding(line, 11, line, 34)])
    assert sum(rewards) == pytest.approx(combine(components, WEIGHTS))


def test_penalty_lands_on_the_finding_tokens():
    extraction, offsets, rewards = _rewards({"format": 1.0, "correctness": 1.0, "quality": 0.5},
                                            [finding(2, 11, 2, 34)])
    span_lo = COMPLETION.index("eval(")
    span_hi = COMPLETION.index("\n", span_lo)
    inside = [i for i, (s, e) in enumerate(offsets) if s < span_hi and e > span_lo]
    code = [i for i, c in enumerate(code_token_mask(extraction, offsets)) if c]
    outside = [i for i in code if i not in inside]
    assert inside and outside
    assert max(rewards[i] for i in inside) < min(rewards[i] for i in outside)
    # the tokens outside the finding get the same share each: nothing but the finding is penalised
    assert len({round(rewards[i], 12) for i in outside}) == 1


def test_nothing_outside_the_code_block():
    extraction, offsets, rewards = _rewards({"format": 1.0, "correctness": 1.0, "quality": 0.4},
                                            [finding(2, 11, 2, 34)])
    lo, hi = extraction.code_start, extraction.code_start + len(extraction.code)
    for (s, e), r in zip(offsets, rewards):
        if e <= lo or s >= hi:
            assert r == 0.0, COMPLETION[s:e]


def test_no_findings_spreads_the_shortfall_evenly():
    extraction, offsets, rewards = _rewards({"format": 1.0, "correctness": 1.0, "quality": 0.5}, [])
    code = [rewards[i] for i, c in enumerate(code_token_mask(extraction, offsets)) if c]
    assert len({round(r, 12) for r in code}) == 1


def test_no_code_gives_no_token_rewards():
    text = "I cannot help with that."
    rewards = token_rewards(extract_code(text), word_offsets(text), {"format": 0.0, "correctness": 0.0, "quality": 0.0},
                            WEIGHTS)
    assert rewards == [0.0] * len(word_offsets(text))


def test_dense_advantages_keep_the_sequence_advantage_on_average():
    rows = [[0.0, 0.1, 0.2, -0.3, 0.0, 0.0], [0.0, 0.05, 0.05, 0.0, 0.0, 0.0]]
    mask = torch.tensor([[1, 1, 1, 1, 1, 0], [1, 1, 1, 1, 0, 0]])
    code = torch.tensor([[0, 1, 1, 1, 0, 0], [0, 1, 1, 1, 0, 0]])
    adv = dense_advantages(torch.tensor([1.0, -0.5]), rows, mask, code, coef=1.0)
    assert adv.shape == mask.shape
    assert torch.all(adv[mask == 0] == 0)  # padding stays 0
    assert adv[0, 0] == 1.0 and adv[0, 4] == 1.0  # outside the code: the sequence advantage alone
    assert adv[0, code[0].bool()].mean().item() == pytest.approx(1.0)
    assert adv[0, 3] < adv[0, 1] < adv[0, 2]  # ordered like the token rewards
    # a code token whose reward is 0 is still a code token: centred with the others, not skipped
    assert adv[1, 3].item() == pytest.approx(-0.5 - (0.1 / 3) * 3)
    assert adv[1, code[1].bool()].mean().item() == pytest.approx(-0.5)


def test_dense_coefficient_scales_only_the_token_part():
    rows = [[0.0, 0.3, -0.3, 0.0]]
    mask, code = torch.ones(1, 4), torch.tensor([[0, 1, 1, 0]])
    zero = dense_advantages([0.7], rows, mask, code, coef=0.0)
    assert torch.allclose(zero, torch.full((1, 4), 0.7))
    half, full = dense_advantages([0.7], rows, mask, code, 0.5), dense_advantages([0.7], rows, mask, code, 1.0)
    assert torch.allclose(full - 0.7, 2 * (half - 0.7))


def test_dense_advantages_reject_mismatched_masks():
    with pytest.raises(ValueError, match="code_mask shape"):
        dense_advantages([0.0], [[0.0, 0.0]], torch.ones(1, 2), torch.ones(1, 3))
