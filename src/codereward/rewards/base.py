"""What every reward shares: completion text from TRL's shapes, and never raising.

TRL calls a reward as ``f(prompts=..., completions=..., **dataset_columns)`` and expects one
``float | None`` per completion. A completion is a string (plain prompts) or a list of
chat messages (conversational prompts); the text is the last assistant message.
A reward that fails on one sample logs the reason and scores that sample at its floor;
it never raises into the trainer.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Sequence
from typing import Any

from codereward.snippet import Extraction, extract_code

log = logging.getLogger("codereward.rewards")

RewardFn = Callable[..., list[float | None]]


def completion_text(completion: Any) -> str:
    """The text of one completion: a string, a chat message list, or a message dict."""
    if isinstance(completion, str):
        return completion
    if isinstance(completion, dict):
        content = completion.get("content", "")
        return content if isinstance(content, str) else _content_text(content)
    if isinstance(completion, (list, tuple)):
        messages = [m for m in completion if isinstance(m, dict)]
        assistant = [m for m in messages if m.get("role", "assistant") == "assistant"]
        chosen = assistant[-1] if assistant else (messages[-1] if messages else None)
        return completion_text(chosen) if chosen is not None else ""
    return "" if completion is None else str(completion)


def _content_text(content: Any) -> str:
    """Multimodal content parts (``[{"type": "text", "text": ...}]``) joined as text."""
    if isinstance(content, list):
        return "".join(part.get("text", "") for part in content if isinstance(part, dict))
    return str(content)


def extractions(completions: Sequence[Any], end_markers: Sequence[str] | None = None) -> list[Extraction]:
    """The code of each completion, with its format verdict (``end_markers``: more end-of-turn markers to strip)."""
    return [extract_code(completion_text(c), end_markers or ()) for c in completions]


def column(kwargs: dict[str, Any], name: str, n: int, default: Any = None) -> list[Any]:
    """A dataset column passed by the trainer, as a list of ``n`` values (missing -> default)."""
    value = kwargs.get(name)
    if value is None:
        return [default] * n
    if isinstance(value, (list, tuple)) and len(value) == n:
        return list(value)
    return [value] * n  # a scalar applies to every completion


def never_raises(floor: float) -> Callable[[RewardFn], RewardFn]:
    """Decorate a batch reward: an exception logs its reason and scores every sample ``floor``."""

    def wrap(fn: RewardFn) -> RewardFn:
        @functools.wraps(fn)
        def safe(prompts: Any = None, completions: Sequence[Any] = (), **kwargs: Any) -> list[float | None]:
            completions = list(completions or [])
            try:
                return fn(prompts, completions, **kwargs)
            except Exception as exc:  # the trainer must keep going; the reason is logged
                log.warning("reward %s failed on a batch of %d: %s: %s", fn.__name__, len(completions), type(exc).__name__, exc)
                return [floor] * len(completions)

        return safe

    return wrap
