"""The reward TRL sees during training: one batch call per step, everything recorded.

``TrainingReward`` is a single TRL reward function (the composite). Each call scores the
whole batch with one ``rewards.evaluate`` (tests in the sandbox, one analyzer pass), keeps
what it found (components, findings, code spans) for the trainer's dense advantages and
the run's samples, and reports per-component statistics through TRL's ``log_metric`` so
that they are averaged over processes and land in the step's logs. A failure logs and
scores the batch 0; it never stops the run.

Rates (fractions of the batch): ``format`` exactly one well-formed python block;
``correct`` every visible test passes; ``parse`` the code parses and was analysed;
``clean`` the analyzer found nothing at all.
"""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.analyzer import default_analyzer
from codereward.findings import Finding
from codereward.rewards.base import completion_text, problem_rows
from codereward.rewards.settings import ScoringSettings
from codereward.snippet import Extraction, extract_code

log = logging.getLogger("codereward.train")


@dataclass
class ScoredBatch:
    """One reward call: per completion, what it earned and why."""

    ids: list[Any]
    texts: list[str]
    extractions: list[Extraction]
    composite: list[float]
    components: list[dict[str, float]]
    findings: list[list[Finding]]
    analysable: list[bool]
    seconds: float
    error: str | None = None
    stats: dict[str, float] = field(default_factory=dict)

    def samples(self) -> list[dict[str, Any]]:
        """JSON rows for ``samples/step_N.jsonl``."""
        return [
            {"prompt_id": self.ids[i], "completion": self.texts[i], "composite": self.composite[i],
             "components": self.components[i], "findings": [f.to_json() for f in self.findings[i]]}
            for i in range(len(self.texts))
        ]


def _mean_std(values: Sequence[float]) -> tuple[float, float]:
    if not values:
        return 0.0, 0.0
    mean = sum(values) / len(values)
    if len(values) < 2:
        return mean, 0.0
    return mean, math.sqrt(sum((v - mean) ** 2 for v in values) / (len(values) - 1))


def batch_stats(batch: ScoredBatch, weights: Mapping[str, float]) -> dict[str, float]:
    """Mean and std of every component and the composite, the rates, and the reward time."""
    stats: dict[str, float] = {}
    for name in weights:
        mean, std = _mean_std([c.get(name, 0.0) for c in batch.components])
        stats[f"reward/{name}/mean"], stats[f"reward/{name}/std"] = mean, std
    stats["reward/composite/mean"], stats["reward/composite/std"] = _mean_std(batch.composite)
    n = max(len(batch.texts), 1)
    stats["rate/format"] = sum(e.format_ok for e in batch.extractions) / n
    stats["rate/correct"] = sum(c.get("correctness", 0.0) >= 1.0 for c in batch.components) / n
    stats["rate/parse"] = sum(batch.analysable) / n
    stats["rate/clean"] = sum(a and not f for a, f in zip(batch.analysable, batch.findings)) / n
    stats["rate/reward_error"] = float(batch.error is not None)
    stats["time/reward"] = batch.seconds
    return stats


class TrainingReward:
    """The composite as TRL's one reward function, recording each batch in ``last``."""

    def __init__(self, settings: ScoringSettings | None = None, analyzer: Any = None, sandbox: Any = None) -> None:
        if settings is not None and not isinstance(settings, ScoringSettings):  # its old form took the weights
            raise TypeError(f"TrainingReward takes a ScoringSettings, got {type(settings).__name__}: "
                            "TrainingReward(ScoringSettings.from_mapping({'weights': ..., 'mode': ...}))")
        self.settings = settings or ScoringSettings()
        self.weights = dict(self.settings.weights)
        self._analyzer, self.sandbox = analyzer, sandbox
        self.last: ScoredBatch | None = None
        self.__name__ = "composite"  # TRL names the reward (and its logged metrics) by this

    @property
    def analyzer(self) -> Any:
        if self._analyzer is None:
            self._analyzer = default_analyzer()
        return self._analyzer

    def score(self, completions: Sequence[Any], problems: Sequence[Mapping[str, Any]]) -> ScoredBatch:
        """Score a batch; never raises (a failure scores every completion 0 and says why)."""
        start = time.perf_counter()
        texts = [completion_text(c) for c in completions]
        ids = [p.get("id", i) for i, p in enumerate(problems)]
        results = self.settings.evaluate(texts, problems, hidden=False, analyzer=self.analyzer, sandbox=self.sandbox)
        # a batch evaluate could not score has no reports: every sample failed for the same reason
        failed = next((r.reasons[0] for r in results if r.report is None), None)
        batch = ScoredBatch(ids, texts, [r.extraction or extract_code(t) for r, t in zip(results, texts)],
                            [r.composite for r in results], [dict(r.components) for r in results],
                            [list(r.report.findings) if r.report else [] for r in results],
                            [bool(r.report and r.report.analysable) for r in results], 0.0, error=failed)
        batch.seconds = time.perf_counter() - start
        batch.stats = batch_stats(batch, self.weights)
        return batch

    def __call__(self, prompts: Any = None, completions: Sequence[Any] = (), **kwargs: Any) -> list[float]:
        completions = list(completions or [])
        n = len(completions)
        batch = self.score(completions, problem_rows(kwargs, n))
        self.last = batch
        log_metric = kwargs.get("log_metric")
        if callable(log_metric):
            for name, value in batch.stats.items():
                log_metric(name, value)
        return list(batch.composite)
