"""codereward: code-quality rewards for reinforcement learning of code LLMs.

The pipeline (SPEC §1): completion -> ``snippet`` (extract, parse once) -> ``rules`` and
``tools`` (findings) -> ``analyzer`` (batch, dedupe, cache) -> ``score`` -> rewards ->
advantages -> trainer.

The names below are imported on first use (PEP 562): ``import codereward.jsonl`` or
``codereward --version`` do not load the analyzer, its rules and its tool adapters.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

#: public name -> the module that defines it
_EXPORTS = {
    "Analyzer": "codereward.analyzer", "Report": "codereward.analyzer", "analyze": "codereward.analyzer",
    "analyze_many": "codereward.analyzer",
    "Config": "codereward.config", "load_config": "codereward.config",
    "Characteristic": "codereward.findings", "Finding": "codereward.findings", "Rule": "codereward.findings",
    "Severity": "codereward.findings",
    "Score": "codereward.score",
}

if TYPE_CHECKING:
    from codereward.analyzer import Analyzer, Report, analyze, analyze_many
    from codereward.config import Config, load_config
    from codereward.findings import Characteristic, Finding, Rule, Severity
    from codereward.score import Score


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'codereward' has no attribute {name!r}")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value  # the next look-up is a plain attribute
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *_EXPORTS])


__all__ = [
    "Analyzer", "Characteristic", "Config", "Finding", "Report", "Rule", "Score", "Severity",
    "analyze", "analyze_many", "load_config", "__version__",
]
