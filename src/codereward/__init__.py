"""codereward: code-quality rewards for reinforcement learning of code LLMs.

The pipeline (SPEC §1): completion -> ``snippet`` (extract, parse once) -> ``rules`` and
``tools`` (findings) -> ``analyzer`` (batch, dedupe, cache) -> ``score`` -> rewards ->
advantages -> trainer.
"""

__version__ = "0.1.0"

from codereward.analyzer import Analyzer, Report, analyze, analyze_many  # noqa: E402
from codereward.config import Config, load_config  # noqa: E402
from codereward.findings import Characteristic, Finding, Rule, Severity  # noqa: E402
from codereward.score import Score  # noqa: E402

__all__ = [
    "Analyzer", "Characteristic", "Config", "Finding", "Report", "Rule", "Score", "Severity",
    "analyze", "analyze_many", "load_config", "__version__",
]
