"""Whole datasets: ``codereward score`` (local or Ray Data), the ``datasets`` batch function, and
``problems import`` (public code-RL sets into problem rows: ``import_problems``).

inputs (shards) -> plan (rows, names) -> engine (local | ray) running ``BatchScorer`` per
batch -> Parquet shards -> summary.
"""

from codereward.corpus.problem_import import import_problems
from codereward.corpus.run import score_corpus
from codereward.corpus.scorer import score_batch

__all__ = ["import_problems", "score_batch", "score_corpus"]
