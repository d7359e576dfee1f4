"""The scoring settings, read in one place: weights, composite mode, end markers, efficiency.

They reach the scorers from a ``[tool.codereward]`` table or CLI flags (``Config``), from a
mapping (verl's ``extra_info["codereward"]``, a trainer's config) or from the environment
(OpenRLHF's file form, which gets no options). ``ScoringSettings.from_mapping`` reads them all
under one set of names; the old names keep working:

| setting | name | also read as |
| --- | --- | --- |
| weights | ``weights`` (``"format=0.2,..."`` or a table) | |
| composite mode | ``mode`` (``linear`` or ``gated``) | ``composite``, ``composite-mode`` |
| end markers | ``end-markers`` (a list or ``"A,B"``) | |
| efficiency | ``efficiency-k``, ``efficiency-floor``, ... | |
| quality profile | ``quality-profile`` (``default`` or ``competitive``; unset: each row's) | |

Keys may be written with ``-`` or ``_``. Two names of one setting with different values, or a
bad value, are a ``ConfigError`` naming the key. ``from_env`` reads ``CODEREWARD_WEIGHTS``,
``CODEREWARD_MODE`` (or ``CODEREWARD_COMPOSITE``), ``CODEREWARD_END_MARKERS`` and
``CODEREWARD_EFFICIENCY_K``, ..., ``CODEREWARD_QUALITY_PROFILE`` (each key upper-cased, ``-`` as ``_``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.config import ConfigError
from codereward.quality_profiles import check_name
from codereward.rewards.composite import MODES, Breakdown, evaluate_or_zero, parse_weights
from codereward.rewards.efficiency import KEYS, EfficiencySettings

#: each setting's name, then the old names it is also read under
NAMES = {"weights": ("weights",), "mode": ("mode", "composite", "composite-mode"), "end-markers": ("end-markers",),
         "quality-profile": ("quality-profile",)}
EFFICIENCY_KEYS = tuple(KEYS.values())


def _markers(value: Any) -> tuple[str, ...]:
    if value is None:
        return ()
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

    def __post_init__(self) -> None:
        if self.mode not in MODES:
            raise ConfigError(f"mode: {self.mode!r} is not one of {', '.join(MODES)}")
        if self.quality_profile is not None:
            try:
                check_name(self.quality_profile)
            except ValueError as exc:
                raise ConfigError(str(exc)) from None

    @classmethod
    def from_mapping(cls, options: Mapping[str, Any] | None) -> ScoringSettings:
        """The settings in ``options`` (keys with ``-`` or ``_``; other keys are ignored), defaults elsewhere."""
        given = {str(k).replace("_", "-").lower(): v for k, v in (options or {}).items() if v is not None}
        values: dict[str, Any] = {}
        for setting, names in NAMES.items():
            found = {name: given[name] for name in names if name in given}
            if len({repr(v) for v in found.values()}) > 1:
                raise ConfigError(f"{setting}: given differently as {', '.join(found)}; use {setting} alone")
            if found:
                values[setting] = next(iter(found.values()))
        try:
            return cls(weights=parse_weights(values.get("weights")), mode=str(values.get("mode", "linear")),
                       end_markers=_markers(values.get("end-markers")),
                       efficiency=EfficiencySettings.from_options({k: given.get(k) for k in EFFICIENCY_KEYS}),
                       quality_profile=values.get("quality-profile"))
        except ConfigError:
            raise
        except ValueError as exc:
            raise ConfigError(str(exc)) from None

    @classmethod
    def from_env(cls, environ: Mapping[str, str] | None = None) -> ScoringSettings:
        """The settings from ``CODEREWARD_*`` environment variables (empty ones are unset)."""
        environ = os.environ if environ is None else environ
        keys = [*NAMES["weights"], *NAMES["mode"][:2], *NAMES["end-markers"], *NAMES["quality-profile"], *EFFICIENCY_KEYS]
        return cls.from_mapping({key: environ.get("CODEREWARD_" + key.upper().replace("-", "_")) or None for key in keys})

    def options(self) -> dict[str, Any]:
        """The settings under their names, as ``from_mapping`` reads them back."""
        weights = ",".join(f"{k}={v:g}" for k, v in self.weights.items())
        profile = {"quality-profile": self.quality_profile} if self.quality_profile is not None else {}
        return {"weights": weights, "mode": self.mode, "end-markers": list(self.end_markers), **profile,
                **self.efficiency.options()}

    def evaluate(self, completions: Sequence[Any], problems: Sequence[Mapping[str, Any]], **options: Any) -> list[Breakdown]:
        """``evaluate_or_zero`` with these settings (``options``: ``hidden``, ``analyzer``, ``sandbox``, ...)."""
        return evaluate_or_zero(completions, problems, dict(self.weights), self.mode, end_markers=self.end_markers,
                                efficiency_settings=self.efficiency,
                                **({"quality_profile": self.quality_profile} | options))


__all__ = ["EFFICIENCY_KEYS", "NAMES", "ScoringSettings"]
