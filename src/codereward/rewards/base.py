"""What every reward shares: completion text from TRL's shapes, and never raising.

TRL calls a reward as ``f(prompts=..., completions=..., **dataset_columns)`` and expects one
``float | None`` per completion. A completion is a string (plain prompts) or a list of
chat messages (conversational prompts); the text is the last assistant message.
A reward that fails on one sample logs the reason and scores that sample at its floor;
it never raises into the trainer. Each reward declares its range where it is defined
(``never_raises(floor, ceiling)``; ``REWARDS`` and ``RANGES`` collect them).

When ``rewards.evaluate`` scores a batch it extracts, runs the tests and analyses once and
hands that to every reward as the ``scored`` keyword (a ``Scored``); a reward called by
itself (as a TRL ``reward_funcs`` entry) does the work it needs on its own.
"""

from __future__ import annotations

import functools
import logging
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from codereward.jsonl import json_or_text
from codereward.snippet import Extraction, extract_code

log = logging.getLogger("codereward.rewards")

RewardFn = Callable[..., list[float | None]]

#: keyword arguments a trainer or a caller adds that are not dataset columns (so not problem fields)
NOT_COLUMNS = frozenset({"trainer_state", "completion_ids", "log_extra", "log_metric", "environments",
                         "analyzer", "sandbox", "end_markers", "scored"})


@dataclass(frozen=True)
class Scored:
    """What one scoring pass computed once for a batch, per sample, for every reward to read."""

    extractions: list[Extraction]
    runs: list[Any]  # the sandbox TestRun of the visible tests (None: no tests, or code that cannot run)
    reports: list[Any]  # the analyzer's Report of the extracted code
    timings: list[Any] | None = None  # the scale tests' Efficiency per sample (None: not measured)


#: an imported row's fields (DESIGN28) that its tests' runs and its scoring read beside the tests;
#: a dataset column keeps them as JSON text (their shapes vary from row to row)
ROW_OPTION_FIELDS = ("limits", "judge", "flags")

#: flags (DESIGN28) under which no fixed output can judge an answer: a row that has one is never paid
UNJUDGEABLE_FLAGS = ("interactive", "multiple_answers")


def unjudgeable(flags: Any) -> str | None:
    """Why a row with these ``flags`` (a mapping, or its JSON text) cannot judge an answer, or None."""
    flags = json_or_text(flags)
    if isinstance(flags, Mapping):
        for name in UNJUDGEABLE_FLAGS:
            if name in flags:
                return f"flags: {name} ({flags[name]}): no fixed output can judge an answer"
    return None


def problem_rows(kwargs: Mapping[str, Any], n: int) -> list[dict[str, Any]]:
    """One problem row per completion from the dataset columns a trainer passes as keyword arguments."""
    return [{k: (v[i] if isinstance(v, (list, tuple)) and len(v) == n else v) for k, v in kwargs.items()
             if k not in NOT_COLUMNS} for i in range(n)]


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


def extractions(completions: Sequence[Any], kwargs: Mapping[str, Any] | None = None) -> list[Extraction]:
    """The code of each completion, with its format verdict.

    ``kwargs`` (a reward's keyword arguments): ``scored`` has them already; ``end_markers``
    names more end-of-turn markers to strip.
    """
    kwargs = kwargs or {}
    if kwargs.get("scored") is not None:
        return list(kwargs["scored"].extractions)
    return [extract_code(completion_text(c), kwargs.get("end_markers") or ()) for c in completions]


def column(kwargs: dict[str, Any], name: str, n: int, default: Any = None) -> list[Any]:
    """A dataset column passed by the trainer, as a list of ``n`` values (missing -> default)."""
    value = kwargs.get(name)
    if value is None:
        return [default] * n
    if isinstance(value, (list, tuple)) and len(value) == n:
        return list(value)
    return [value] * n  # a scalar applies to every completion


def never_raises(floor: float, ceiling: float = 1.0) -> Callable[[RewardFn], RewardFn]:
    """Decorate a batch reward of range [``floor``, ``ceiling``] (kept as ``.range``): an exception
    logs its reason and scores every sample ``floor``."""

    def wrap(fn: RewardFn) -> RewardFn:
        @functools.wraps(fn)
        def safe(prompts: Any = None, completions: Sequence[Any] = (), **kwargs: Any) -> list[float | None]:
            completions = list(completions or [])
            try:
                return fn(prompts, completions, **kwargs)
            except Exception as exc:  # the trainer must keep going; the reason is logged
                log.warning("reward %s failed on a batch of %d: %s: %s", fn.__name__, len(completions), type(exc).__name__, exc)
                return [floor] * len(completions)

        safe.range = (floor, ceiling)  # type: ignore[attr-defined]
        return safe

    return wrap
