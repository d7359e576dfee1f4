"""The scoring settings, read in one place: weights, composite mode, end markers, efficiency,
quality profile.

Every entry point scores with a ``ScoringSettings`` and reads it here, under one set of names
(the table is in docs/rewards.md, "Scoring settings"):

- ``from_config``: ``[tool.codereward]`` with the CLI flags of the same names over it
  (``cli/scoring_options.py`` declares the flags once for every command);
- ``from_mapping``: verl's ``extra_info["codereward"]`` (written by ``codereward export verl``),
  ``TrainConfig``, a caller's dict;
- ``from_env``: ``CODEREWARD_*`` variables (OpenRLHF's file form, which gets no options).

Keys may be written with ``-`` or ``_``; the old names of the composite mode (``composite``,
``composite-mode``) are read as ``mode`` (``config.OLD_NAMES``). Two names of one setting with
different values, or a bad value, are a ``ConfigError`` naming the key. The quality profile
(``quality-profile``) left unset scores each row under its own ``quality_profile``.

``CompositeReward`` is the composite scored with a ``ScoringSettings``, as one TRL reward function.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.analyzer import Analyzer
from codereward.config import MODES, OLD_NAMES, Config, ConfigError, new_names
from codereward.quality_profiles import check_name
from codereward.rewards.base import problem_rows
from codereward.rewards.composite import Breakdown, evaluate, evaluate_or_zero, parse_weights
from codereward.rewards.efficiency import KEYS, EfficiencySettings

EFFICIENCY_KEYS = tuple(KEYS.values())
#: every setting's key (``[tool.codereward]``, flags, mappings; ``CODEREWARD_`` + upper-cased in the environment)
KEYS_READ = ("weights", "mode", "end-markers", *EFFICIENCY_KEYS, "quality-profile")


def _markers(value: Any) -> tuple[str, ...]:
    items = value.split(",") if isinstance(value, str) else value
    if not isinstance(items, Sequence) or not all(isinstance(m, str) for m in items):
        raise ConfigError(f"end-markers: expected a list of strings or 'A,B', got {value!r}")
    return tuple(m.strip() for m in items if m.strip())


@dataclass(frozen=True)
class ScoringSettings:
    """How completions are scored; ``evaluate`` scores with them."""

    weights: Mapping[str, float] = field(default_factory=lambda: parse_weights(None))
    mode: str = "linear"
    end_markers: tuple[str, ...] = ()
    efficiency: EfficiencySettings = field(default_factory=EfficiencySettings)
    #: the quality profile of every row (``quality_profiles``); None: each row's ``quality_profile``
    quality_profile: str | None = None
    # a new setting: a field here, its key in KEYS_READ, a line in from_mapping and options, a
    # Config field of the same name, and a flag in cli/scoring_options.py

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ConfigError(f"mode: {self.mode!r} is not one of {', '.join(MODES)}")
        if self.quality_profile is not None:
            try:
                check_name(self.quality_profile)
            except ValueError as exc:
                raise ConfigError(str(exc)) from None

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None, base: ScoringSettings | None = None) -> ScoringSettings:
        """The settings in ``options`` (other keys are ignored) over ``base`` (the defaults when None)."""
        given = new_names(options or {})
        values = {**(base or cls()).options(), **{k: given[k] for k in KEYS_READ if k in given}}
        try:
            return cls(weights=parse_weights(values["weights"]), mode=str(values["mode"]),
                       end_markers=_markers(values["end-markers"]),
                       efficiency=EfficiencySettings.from_options({k: values[k] for k in EFFICIENCY_KEYS}),
                       quality_profile=values.get("quality-profile"))
        except ConfigError:
            raise
        except ValueError as exc:
            raise ConfigError(str(exc)) from None

    @classmethod
    def from_config(cls, config: Config) -> ScoringSettings:
        """The settings of a ``[tool.codereward]`` configuration (with the flags applied over it)."""
        return cls.from_mapping({key: getattr(config, key.replace("-", "_")) for key in KEYS_READ})

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ScoringSettings:
        """The settings from ``CODEREWARD_*`` environment variables (empty ones are unset)."""
        environ = os.environ if environ is None else environ
        keys = [*KEYS_READ, *OLD_NAMES]
        return cls.from_mapping({key: environ.get(env_name(key)) or None for key in keys})

    def replace(self, **changes: Any) -> ScoringSettings:
        """A copy with ``changes`` (fields; None values are ignored)."""
        return dataclasses.replace(self, **{k: v for k, v in changes.items() if v is not None})

    def options(self) -> dict[str, Any]:
        """The settings under their keys, as ``from_mapping`` reads them back."""
        weights = ",".join(f"{k}={v!r}" for k, v in self.weights.items())
        profile = {"quality-profile": self.quality_profile} if self.quality_profile is not None else {}
        return {"weights": weights, "mode": self.mode, "end-markers": list(self.end_markers),
                **self.efficiency.options(), **profile}

    def evaluate(self, completions: Sequence[Any], problems: Sequence[Mapping[str, Any]], *, never_raise: bool = True,
                 **options: Any) -> list[Breakdown]:
        """``evaluate_or_zero`` with these settings (``options``: ``hidden``, ``analyzer``, ``sandbox``, ...);
        ``never_raise=False``: ``evaluate``, whose errors reach the caller (a command's user)."""
        score = evaluate_or_zero if never_raise else evaluate
        return score(completions, problems, dict(self.weights), self.mode, end_markers=self.end_markers,
                     efficiency_settings=self.efficiency, **({"quality_profile": self.quality_profile} | options))


def env_name(key: str) -> str:
    """The environment variable of a setting's key: ``efficiency-k`` -> ``CODEREWARD_EFFICIENCY_K``."""
    return "CODEREWARD_" + key.upper().replace("-", "_")




class CompositeReward:
    """The composite as one TRL reward function: ``CompositeReward(weights, mode)``; TRL reads
    the floats, ``last`` keeps the last batch's ``Breakdown``s (each score with its reasons).
    ``settings`` (a ``ScoringSettings``) gives every scoring setting at once, in place of the others."""

    def __init__(self, weights: Mapping[str, float] | str | None = None, mode: str = "linear",
                 analyzer: Analyzer | None = None, sandbox: Any = None, end_markers: Sequence[str] = (),
                 efficiency_settings: EfficiencySettings | None = None, settings: ScoringSettings | None = None) -> None:
        self.settings = settings or ScoringSettings(parse_weights(weights), mode, tuple(end_markers),
                                                    efficiency_settings or EfficiencySettings())
        self.analyzer, self.sandbox = analyzer, sandbox
        self.__name__ = f"composite_{self.settings.mode}"
        self.last: list[Breakdown] = []  # the last batch's breakdowns: every score with its reasons

    def __call__(self, prompts: Any = None, completions: Sequence[Any] = (), **kwargs: Any) -> list[float | None]:
        completions = list(completions or [])
        settings = self.settings.replace(end_markers=(*self.settings.end_markers, *(kwargs.get("end_markers") or ())))
        self.last = settings.evaluate(completions, problem_rows(kwargs, len(completions)), hidden=False,
                                      analyzer=self.analyzer, sandbox=self.sandbox)
        return [r.composite for r in self.last]


__all__ = ["EFFICIENCY_KEYS", "KEYS_READ", "CompositeReward", "ScoringSettings", "env_name"]
