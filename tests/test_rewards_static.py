"""Rewards that need no sandbox: format, syntax, quality, lint, CodePO, dataflow, the composite maths."""

import math

import pytest

from codereward.rewards import (
    RANGES,
    REWARDS,
    codepo_accuracy_reward,
    codepo_format_reward,
    codepo_reasoning_reward,
    codepo_repetition_reward,
    combine,
    dataflow_reward,
    format_reward,
    parse_weights,
    quality_reward,
    syntax_reward,
)
from codereward.rewards.base import completion_text

GOOD = "Here it is:\n```python\ndef add(a, b):\n    \"\"\"Add.\"\"\"\n    return a + b\n```\n"
CHAT = [{"role": "assistant", "content": GOOD}]


def test_trl_shapes_plain_and_chat_give_the_same_reward():
    assert format_reward(["p"], [GOOD]) == format_reward([[{"role": "user", "content": "p"}]], [CHAT]) == [1.0]
    assert completion_text([{"role": "user", "content": "x"}, {"role": "assistant", "content": "y"}]) == "y"


def test_format_reward_verdicts():
    two = GOOD + "\n```python\nx = 1\n```"
    assert format_reward(None, [GOOD, two, "no code", "```python\nx = 1\n", None]) == [1.0, 0.0, 0.0, 0.0, 0.0]


def test_syntax_reward_gives_partial_credit_by_position():
    late = "x = 1\ny = 2\nz = (\n"
    early = "x = (\ny = 2\nz = 3\n"
    scores = syntax_reward(None, [GOOD, late, early, ""])
    assert scores[0] == 1.0 and scores[3] == 0.0
    assert 0.0 <= scores[2] < scores[1] < 1.0


def test_quality_reward_zero_for_prose_and_broken_code():
    scores = quality_reward(None, ["I cannot help with that.", "```python\ndef f(:\n```", GOOD])
    assert scores[0] == 0.0 and scores[1] == 0.0 and scores[2] > 0.5


def test_codepo_format_needs_reasoning_over_ten_chars_and_an_answer():
    ok = "<reasoning>First I read the input.</reasoning><answer>x = 1</answer>"
    short = "<reasoning>short</reasoning><answer>x = 1</answer>"
    assert codepo_format_reward(None, [ok, short, "<answer>x</answer>"]) == [1.0, 0.0, 0.0]


def test_codepo_reasoning_formula():
    # Step 1, Step 2, Therefore -> m = 3 -> 0.5*3/10 + 0.5 = 0.65; no markers -> 0
    text = "<reasoning>Step 1: parse. Step 2: sum. Therefore we return.</reasoning>"
    assert codepo_reasoning_reward(None, [text, "<reasoning>just code</reasoning>"]) == [pytest.approx(0.65), 0.0]


def test_codepo_repetition_is_zero_for_unique_text_and_bounded():
    unique = " ".join(f"w{i}" for i in range(50))
    looped = "a b " * 100
    scores = codepo_repetition_reward(None, [unique, looped, ""])
    assert scores[0] == 0.0 and scores[2] == 0.0
    assert -1 / 3 <= scores[1] < -0.25


def test_codepo_accuracy_tiers_against_the_reference():
    ref = "def area(width, height):\n    result = width * height\n    return result\n"
    same = "<answer>```python\n" + ref + "```</answer>"
    other = "<answer>```python\nimport sys\nprint(sys.argv)\n```</answer>"
    scores = codepo_accuracy_reward(None, [same, other], reference_solution=[ref, ref])
    assert scores == [1.0, 0.0]
    assert codepo_accuracy_reward(None, [same]) == [None]  # no reference: not applicable


def test_dataflow_reward_matches_renamed_code():
    ref = "def f(a):\n    b = a + 1\n    return b\n"
    renamed = "```python\ndef g(x):\n    y = x + 1\n    return y\n```"
    unrelated = "```python\ndef g(x):\n    return 3\n```"
    high, low = dataflow_reward(None, [renamed, unrelated], reference_solution=[ref, ref])
    assert high == 1.0 and low < high


def test_composite_linear_is_the_papers_weighted_sum():
    c = {"format": 1.0, "correctness": 0.5, "quality": 0.8}
    assert combine(c, parse_weights(None)) == pytest.approx(0.2 + 0.15 + 0.4)


def test_gated_composite_never_lets_an_incorrect_answer_win():
    weights = parse_weights("format=0.2,correctness=0.3,quality=0.5")
    incorrect_but_pretty = combine({"format": 1.0, "correctness": 0.0, "quality": 1.0}, weights, "gated")
    correct_but_ugly = combine({"format": 0.0, "correctness": 1.0, "quality": 0.0}, weights, "gated")
    assert incorrect_but_pretty == 0.0 < correct_but_ugly == pytest.approx(0.3)
    assert combine({"format": 1, "correctness": 1, "quality": 1}, weights, "gated") == pytest.approx(1.0)


def test_weights_errors_name_the_part():
    with pytest.raises(ValueError, match="unknown reward 'speed'"):
        parse_weights("speed=1")
    with pytest.raises(ValueError, match="quality must be a number"):
        parse_weights("quality=lots")


@pytest.mark.parametrize("name", sorted(set(REWARDS) - {"correctness", "weighted_partial"}))
def test_every_static_reward_stays_in_its_range_and_never_raises(name):
    junk = [GOOD, "", None, "\x00", "```python\n" + "(" * 500 + "\n```", 12345, [{"role": "assistant"}]]
    scores = REWARDS[name](None, junk, reference_solution=["def f():\n    return 1\n"] * len(junk))
    lo, hi = RANGES[name]
    assert len(scores) == len(junk)
    assert all(s is None or (lo - 1e-9 <= s <= hi + 1e-9 and not math.isnan(s)) for s in scores)
