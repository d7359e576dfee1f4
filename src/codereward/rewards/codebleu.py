"""CodeBLEU against a reference (n-gram, AST and dataflow parts), via the ``codebleu`` package.

CodePO eq. 5 weighs CodeBLEU as 0.4 (keyword-weighted 4-gram match) + 0.3 (AST match) +
0.3 (dataflow match); the dataflow part alone is the dense-reward paper's DFG reward.
Code that tree-sitter cannot read scores 0 with a logged reason.
"""

from __future__ import annotations

import logging
import threading
import warnings

log = logging.getLogger("codereward.rewards")

#: (n-gram, weighted n-gram, AST, dataflow) as codebleu.calc_codebleu takes them (CodePO eq. 5)
CODEPO_WEIGHTS = (0.0, 0.4, 0.3, 0.3)
_LOCK = threading.Lock()  # tree-sitter parsers are not safe to share across threads


def codebleu_parts(reference: str, candidate: str, weights: tuple[float, float, float, float] = CODEPO_WEIGHTS) -> dict[str, float]:
    """codebleu's scores for one pair: codebleu, ngram_match_score, weighted_ngram_match_score,
    syntax_match_score, dataflow_match_score."""
    from codebleu import calc_codebleu

    if not reference.strip() or not candidate.strip():
        return {"codebleu": 0.0, "ngram_match_score": 0.0, "weighted_ngram_match_score": 0.0,
                "syntax_match_score": 0.0, "dataflow_match_score": 0.0}
    root = logging.getLogger()  # codebleu warns on the root logger about empty data flows
    with _LOCK, warnings.catch_warnings():
        warnings.simplefilter("ignore")
        was_disabled, root.disabled = root.disabled, True
        try:
            return calc_codebleu([reference], [candidate], lang="python", weights=weights)
        finally:
            root.disabled = was_disabled


def dataflow_match(reference: str, candidate: str) -> float:
    """The share of the reference's data-flow edges found in the candidate (CodeBLEU's DFG part).

    A reference with no data flow (e.g. ``pass``) gives 1.0 when the candidate has none either.
    """
    parts = codebleu_parts(reference, candidate)
    return float(parts["dataflow_match_score"])
