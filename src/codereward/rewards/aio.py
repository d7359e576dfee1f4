"""Asynchronous twins of the rewards, for trainers that await reward functions together.

TRL's ``GRPOTrainer`` (1.16) calls its synchronous reward functions one after another, then
awaits every ``async`` one at once (``asyncio.gather`` on its event-loop thread). With the
synchronous rewards, the sandbox (``correctness``) and the analyzer (``quality``) wait for
each other on every step; their twins here each run the synchronous reward in a worker
thread, so while the sandbox's processes run the tests the analyzer scores the code, and
the reward stage takes about as long as the slower of the two instead of their sum::

    from codereward.rewards.aio import format_reward, correctness_reward, quality_reward

Same names (TRL names a reward's logged metrics by ``__name__``), same arguments, same
results, same ``.range``; like the synchronous ones they never raise into the trainer.
``ASYNC_REWARDS`` maps every name of ``REWARDS`` to its twin.
"""

from __future__ import annotations

import asyncio
import functools
from collections.abc import Awaitable, Callable
from typing import Any

from codereward.rewards.registry import REWARDS


def asynchronous(reward: Callable[..., list[float | None]]) -> Callable[..., Awaitable[list[float | None]]]:
    """``reward`` as a coroutine function that runs it in a worker thread (name and range kept)."""

    async def twin(prompts: Any = None, completions: Any = (), **kwargs: Any) -> list[float | None]:
        return await asyncio.to_thread(functools.partial(reward, prompts, completions, **kwargs))

    twin.__name__ = twin.__qualname__ = getattr(reward, "__name__", type(reward).__name__)
    twin.__doc__ = getattr(reward, "__doc__", None)
    twin.range = getattr(reward, "range", None)  # type: ignore[attr-defined]
    twin.__wrapped__ = reward  # type: ignore[attr-defined]
    return twin


ASYNC_REWARDS = {name: asynchronous(reward) for name, reward in REWARDS.items()}

format_reward = ASYNC_REWARDS["format"]
correctness_reward = ASYNC_REWARDS["correctness"]
quality_reward = ASYNC_REWARDS["quality"]
lint_reward = ASYNC_REWARDS["lint"]
syntax_reward = ASYNC_REWARDS["syntax"]
dataflow_reward = ASYNC_REWARDS["dataflow"]
efficiency_reward = ASYNC_REWARDS["efficiency"]
codepo_format_reward = ASYNC_REWARDS["codepo_format"]
codepo_reasoning_reward = ASYNC_REWARDS["codepo_reasoning"]
codepo_accuracy_reward = ASYNC_REWARDS["codepo_accuracy"]
codepo_repetition_reward = ASYNC_REWARDS["codepo_repetition"]

__all__ = [
    "ASYNC_REWARDS", "asynchronous", "codepo_accuracy_reward", "codepo_format_reward", "codepo_reasoning_reward",
    "codepo_repetition_reward", "correctness_reward", "dataflow_reward", "efficiency_reward", "format_reward",
    "lint_reward", "quality_reward", "syntax_reward",
]
