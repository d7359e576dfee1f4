"""Analyzer configuration: ``[tool.codereward]`` in ``pyproject.toml``, overridden by CLI flags.

Keys use the same names as the command-line flags (kebab-case). The file is found the
way ruff finds its configuration: the closest ``pyproject.toml`` with a
``[tool.codereward]`` table (or a ``codereward.toml``) in the given directory or above.
"""

from __future__ import annotations

import dataclasses
import os
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.findings import CISQ_CHARACTERISTICS, DEFAULT_SEVERITY_WEIGHTS, Characteristic, Severity
from codereward.grammar import NEWEST_TARGET, TargetError, target_minor
from codereward.quality_profiles import check_name

PROFILES = ("fast", "thorough")
EMPTY_MODULE = ("clean", "zero")
ENGINES = ("local", "ray")
FINDINGS = ("none", "summary", "full")
#: how the reward components combine into the composite (``rewards.composite.combine``)
MODES = ("linear", "gated")
#: old names of settings, still read (``[tool.codereward]``, flags, mappings, the environment): old -> new
OLD_NAMES = {"composite": "mode", "composite-mode": "mode"}

#: k_c of SPEC §2: score_c = 1 / (1 + k_c * W_c)
DEFAULT_SCALE: dict[str, float] = {
    "maintainability": 0.05,
    "security": 0.10,
    "performance": 0.08,
    "reliability": 0.07,
    "type_safety": 0.05,
}


def cache_dir() -> Path:
    """Where codereward keeps what it caches on this machine (a folder per cache below it):
    ``$CODEREWARD_CACHE_DIR``, else ``$XDG_CACHE_HOME/codereward``, else ``~/.cache/codereward``."""
    base = os.environ.get("CODEREWARD_CACHE_DIR")
    if base:
        return Path(base)
    return Path(os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")) / "codereward"


class ConfigError(ValueError):
    """A configuration value is wrong; the message names the key."""


@dataclass(frozen=True)
class Config:
    """Everything that changes what the analyzer reports or how it scores."""

    profile: str = "fast"
    select: tuple[str, ...] = ()  # rule-id prefixes or characteristic names; empty = all
    ignore: tuple[str, ...] = ()
    severity_weights: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_SEVERITY_WEIGHTS))
    scale: dict[str, float] = field(default_factory=lambda: dict(DEFAULT_SCALE))
    #: the characteristics whose mean is the overall score (SPEC §2: the four CISQ ones)
    overall: tuple[str, ...] = tuple(c.value for c in CISQ_CHARACTERISTICS)
    length_aware: bool = False
    #: which findings the score counts (``codereward.quality_profiles``): "default" (all) or
    #: "competitive" (no documentation, naming or module-layout rules), for every snippet;
    #: None (unset): "default", except where a scored problem row names its own ``quality_profile``
    quality_profile: str | None = None
    #: suppression comments (noqa, nosec, type: ignore): None (unset) honours them in ``analyze``
    #: (a team's reviewed decision) and nowhere else; rewards, the server and ``score``
    #: never honour them, whatever this says (a policy or a corpus would learn to write them)
    respect_suppressions: bool | None = None
    # which files ``analyze`` finds in a folder (as ruff's options of the same names):
    # ``exclude`` replaces the default list of excluded names, ``extend-exclude`` adds to it
    exclude: tuple[str, ...] | None = None
    extend_exclude: tuple[str, ...] = ()
    respect_gitignore: bool = True
    max_bytes: int = 1_000_000
    #: the Python grammar code is held to: "py38" ... "py313" (as ruff spells it); default the newest
    target_version: str = NEWEST_TARGET
    timeout: float = 30.0
    #: worker processes for the Python part of big batches (parse, own rules, radon):
    #: 0 = up to one per CPU (at most 8) for batches of 32+ new snippets whose analysis is
    #: estimated to take long enough to pay for them, started only onto CPUs that other work
    #: leaves idle (``workers.workers_for``), serial otherwise; N > 1 = N workers for every
    #: batch of 32+; 1 = always serial
    jobs: int = 0
    cache_size: int = 65536
    #: an empty module (blank, comments or a docstring only): "clean" scores it 1 with no
    #: finding, "zero" gives it CR002 and 0 as an empty answer. Unset: "clean" for files and
    #: corpora (``analyze``, ``score``), "zero" everywhere else; rewards always use "zero"
    empty_module: str | None = None
    fail_on: str | None = None
    # the scoring settings of rewards (``reward``, ``eval``, ``serve``, ``export``; read by
    # ``rewards.settings.ScoringSettings``, the flags of the same names over them); they do not change the analysis
    weights: str | None = None  # "format=0.2,correctness=0.3,quality=0.5"; a TOML table is accepted too
    #: how the components combine: "linear" (weighted mean) or "gated" (by correctness); read as
    #: ``composite`` and ``composite-mode`` too (its old names)
    mode: str = "linear"
    host: str = "127.0.0.1"
    port: int = 5000
    max_batch: int = 256  # samples merged into one scoring call
    max_concurrency: int = 2  # batches scored at once
    max_queue: int = 65536  # requests waiting to be scored; more get 503 (a memory cap: shedding is by age)
    #: seconds within which the server answers every request: its rewards, or zeros with error 2 (OpenRLHF's
    #: client gives a request 180 s in all, then keeps no reward)
    latency_budget: float = 60.0
    max_request_bytes: int = 16 * 1024 * 1024
    batch_wait_ms: float = 5.0  # how long a batch waits for concurrent requests to join it
    #: end-of-turn markers stripped from completions besides the known ones (snippet.END_MARKERS)
    end_markers: tuple[str, ...] = ()
    #: the interpreter the sandbox runs solutions under: a path, a command or a version
    #: ("3.13"); None: the one running codereward. Code only a newer Python parses runs under
    #: the newest installed (``codereward.interpreters``)
    python: str | None = None
    # scoring a corpus (``codereward score``); they do not change the analysis
    column: str = "content"  # the column with the code
    engine: str = "local"  # "local" (worker processes here) or "ray" (Ray Data)
    address: str | None = None  # Ray: None starts a local Ray; "auto" or "ray://host:10001" joins a cluster
    min_score: float | None = None  # keep only rows whose quality is at least this
    findings: str = "summary"  # "none", "summary" (counts per rule) or "full" (the findings as JSON)
    tests: bool = False  # run each row's solution against its tests in the sandbox
    limit: int | None = None  # score at most this many rows (a try on the first rows)
    # the efficiency reward's budget and measurement (rewards/efficiency.py checks them); None = its default
    efficiency_k: float | None = None
    efficiency_floor: float | None = None
    efficiency_repeats: int | None = None
    efficiency_timeout: float | None = None
    efficiency_chunk: int | None = None

    def __post_init__(self) -> None:
        if self.profile not in PROFILES:
            raise ConfigError(f"profile: {self.profile!r} is not one of {', '.join(PROFILES)}")
        for key, value in self.severity_weights.items():
            Severity.parse(key)
            if not isinstance(value, (int, float)) or value < 0:
                raise ConfigError(f"severity-weights.{key}: must be a number >= 0, got {value!r}")
        for key, value in self.scale.items():
            Characteristic.parse(key)
            if not isinstance(value, (int, float)) or value <= 0:
                raise ConfigError(f"scale.{key}: must be a number > 0, got {value!r}")
        for name in self.overall:
            Characteristic.parse(name)
        if not self.overall:
            raise ConfigError("overall: needs at least one characteristic")
        try:
            target_minor(self.target_version)
        except TargetError as exc:
            raise ConfigError(str(exc)) from None
        if self.max_bytes <= 0:
            raise ConfigError(f"max-bytes: must be > 0, got {self.max_bytes}")
        if isinstance(self.jobs, bool) or not isinstance(self.jobs, int) or self.jobs < 0:
            raise ConfigError(f"jobs: must be an integer >= 0 (0 = one per CPU), got {self.jobs!r}")
        if self.respect_suppressions not in (None, True, False):
            raise ConfigError(f"respect-suppressions: must be true or false, got {self.respect_suppressions!r}")
        if not isinstance(self.respect_gitignore, bool):
            raise ConfigError(f"respect-gitignore: must be true or false, got {self.respect_gitignore!r}")
        if self.timeout <= 0:
            raise ConfigError(f"timeout: must be > 0, got {self.timeout}")
        if self.quality_profile is not None:
            try:
                check_name(self.quality_profile)
            except ValueError as exc:
                raise ConfigError(str(exc)) from None
        if self.empty_module not in (None, *EMPTY_MODULE):
            raise ConfigError(f"empty-module: {self.empty_module!r} is not one of {', '.join(EMPTY_MODULE)}")
        if self.fail_on is not None and self.fail_on != "never":
            Severity.parse(self.fail_on)
        if self.mode not in MODES:
            raise ConfigError(f"mode: {self.mode!r} is not one of {', '.join(MODES)}")
        if not isinstance(self.port, int) or not 0 <= self.port <= 65535:
            raise ConfigError(f"port: must be an integer in 0..65535, got {self.port!r}")
        for name in ("max_batch", "max_concurrency", "max_queue", "max_request_bytes"):
            value = getattr(self, name)
            if not isinstance(value, int) or value <= 0:
                raise ConfigError(f"{name.replace('_', '-')}: must be an integer > 0, got {value!r}")
        if not isinstance(self.batch_wait_ms, (int, float)) or self.batch_wait_ms < 0:
            raise ConfigError(f"batch-wait-ms: must be a number >= 0, got {self.batch_wait_ms!r}")
        if isinstance(self.latency_budget, bool) or not isinstance(self.latency_budget, (int, float)) \
                or not self.latency_budget > 0:
            raise ConfigError(f"latency-budget: must be a number of seconds > 0, got {self.latency_budget!r}")
        self._check_corpus()

    def _check_corpus(self) -> None:
        if not isinstance(self.column, str) or not self.column:
            raise ConfigError(f"column: must be a column name, got {self.column!r}")
        if self.engine not in ENGINES:
            raise ConfigError(f"engine: {self.engine!r} is not one of {', '.join(ENGINES)}")
        if self.findings not in FINDINGS:
            raise ConfigError(f"findings: {self.findings!r} is not one of {', '.join(FINDINGS)}")
        if self.min_score is not None and (not isinstance(self.min_score, (int, float)) or not 0 <= self.min_score <= 1):
            raise ConfigError(f"min-score: must be a number in [0, 1], got {self.min_score!r}")
        if self.limit is not None and (isinstance(self.limit, bool) or not isinstance(self.limit, int) or self.limit <= 0):
            raise ConfigError(f"limit: must be an integer > 0, got {self.limit!r}")

    def replace(self, **changes: Any) -> Config:
        """A copy with ``changes`` applied (``None`` values are ignored, as for unset CLI flags)."""
        return dataclasses.replace(self, **{k: v for k, v in changes.items() if v is not None})

    @property
    def type_safety(self) -> bool:
        """Whether type checking runs (thorough profile)."""
        return self.profile == "thorough"

    def for_scoring(self) -> Config:
        """This configuration as rewards and corpus scores use it: suppression comments
        suppress nothing there (a policy or a corpus would learn to write them)."""
        return dataclasses.replace(self, respect_suppressions=None)

    def fingerprint(self) -> str:
        """A key that changes whenever the findings or the score could change (for caches)."""
        return repr(tuple(getattr(self, f.name) for f in dataclasses.fields(self) if f.name not in _NOT_ANALYSIS))


_KEYS = {f.name.replace("_", "-"): f.name for f in dataclasses.fields(Config)}
_NOT_ANALYSIS = frozenset({"exclude", "extend_exclude", "respect_gitignore", "weights", "mode", "host", "port", "max_batch", "max_concurrency", "max_queue",
                           "max_request_bytes", "batch_wait_ms", "latency_budget", "end_markers", "python", "column", "engine", "address",
                           "min_score", "findings", "tests", "limit", "efficiency_k", "efficiency_floor",
                           "efficiency_repeats", "efficiency_timeout", "efficiency_chunk"})


def new_names(options: Mapping[str, Any], origin: str = "") -> dict[str, Any]:
    """``options`` with keys in kebab-case and old names (``OLD_NAMES``) under their new ones; None values
    are left out. One setting given under two names with different values is a ``ConfigError``."""
    prefix = f"{origin}: " if origin else ""
    out: dict[str, Any] = {}
    given: dict[str, str] = {}
    for key, value in options.items():
        if value is None:
            continue
        name = str(key).replace("_", "-").lower()
        new = OLD_NAMES.get(name, name)
        if new in out and out[new] != value:
            raise ConfigError(f"{prefix}{new}: given differently as {given[new]} and {name}; use {new} alone")
        out[new], given[new] = value, name
    return out


def from_mapping(table: dict[str, Any], base: Config | None = None, origin: str = "[tool.codereward]") -> Config:
    """A ``Config`` from a TOML table; unknown keys are errors that name the key."""
    values: dict[str, Any] = {}
    for key, value in new_names(table, origin).items():
        name = _KEYS.get(key) or _KEYS.get(key.replace("_", "-"))
        if name is None:
            raise ConfigError(f"{origin}: unknown key {key!r} (known: {', '.join(sorted(_KEYS))})")
        if name in ("select", "ignore", "overall", "end_markers", "exclude", "extend_exclude"):
            if isinstance(value, str):
                value = [value]
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise ConfigError(f"{origin}: {key} must be a list of strings")
            value = tuple(value)
        elif name in ("severity_weights", "scale"):
            if not isinstance(value, dict):
                raise ConfigError(f"{origin}: {key} must be a table")
            merged = dict(getattr(base or Config(), name))
            merged.update(value)
            value = merged
        elif name == "weights" and isinstance(value, dict):
            value = ",".join(f"{k}={v}" for k, v in value.items())
        values[name] = value
    try:
        return (base or Config()).replace(**values)
    except (TypeError, ValueError) as exc:
        raise ConfigError(f"{origin}: {exc}") from exc


def find_config_file(start: Path | None = None) -> Path | None:
    """The closest ``codereward.toml`` or ``pyproject.toml`` with ``[tool.codereward]``."""
    here = (start or Path.cwd()).resolve()
    if here.is_file():
        here = here.parent
    for directory in (here, *here.parents):
        for candidate in (directory / "codereward.toml", directory / ".codereward.toml"):
            if candidate.is_file():
                return candidate
        pyproject = directory / "pyproject.toml"
        if pyproject.is_file() and "codereward" in _read_toml(pyproject).get("tool", {}):
            return pyproject
    return None


def _read_toml(path: Path) -> dict[str, Any]:
    # imported here: a run with no configuration file never needs the TOML parser
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - exercised on 3.10 only
        import tomli as tomllib
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path}: cannot read configuration: {exc}") from exc


def load_config(path: Path | None = None, start: Path | None = None) -> Config:
    """The configuration from ``path``, or from the file found from ``start``; defaults if none."""
    path = path or find_config_file(start)
    if path is None:
        return Config()
    data = _read_toml(path)
    table = data if path.name != "pyproject.toml" else data.get("tool", {}).get("codereward", {})
    return from_mapping(table, origin=f"{path}")
