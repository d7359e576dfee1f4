"""Scoring whole corpora: ``codereward score`` (local or Ray Data) and the ``datasets`` batch function.

inputs (shards) -> plan (rows, names) -> engine (local | ray) running ``BatchScorer`` per
batch -> Parquet shards -> summary.
"""

from codereward.corpus.run import score_corpus
from codereward.corpus.scorer import score_batch

__all__ = ["score_batch", "score_corpus"]
