"""Advantage estimators against hand-computed values, numpy and torch alike."""

import numpy as np
import pytest
import torch

from codereward.advantages import codepo, compute, dr_grpo, grpo

REWARDS = [1.0, 0.0, 0.5, 0.5, 0.2, 0.2, 0.2, 0.2]


def test_grpo_is_group_zscore_with_unbiased_std():
    a = grpo(np.array(REWARDS), 4)
    std = np.std([1.0, 0.0, 0.5, 0.5], ddof=1)  # 0.40825
    assert a[0] == pytest.approx(0.5 / (std + 1e-4))
    assert list(a[4:]) == [0.0] * 4  # an all-equal group carries no signal


def test_dr_grpo_only_centres():
    assert list(dr_grpo(np.array(REWARDS), 4)) == pytest.approx([0.5, -0.5, 0, 0, 0, 0, 0, 0])


def test_codepo_squashes_then_centres():
    a = codepo(np.array(REWARDS), 4)
    z = 0.5 / (np.std([1.0, 0.0, 0.5, 0.5], ddof=1) + 1e-8)
    assert a[0] == pytest.approx(np.tanh(z)) and a[1] == pytest.approx(-np.tanh(z))
    assert np.all(np.abs(a) < 1.0 + 1e-9)


def test_torch_and_numpy_agree():
    for name in ("grpo", "dr_grpo", "codepo"):
        assert compute(name, torch.tensor(REWARDS), 4).numpy() == pytest.approx(compute(name, np.array(REWARDS), 4), abs=1e-5)


def test_bad_group_sizes_are_clear_errors():
    with pytest.raises(ValueError, match="do not split"):
        grpo(np.array(REWARDS), 3)
    with pytest.raises(ValueError, match="unknown advantage estimator"):
        compute("ppo", np.array(REWARDS), 4)
