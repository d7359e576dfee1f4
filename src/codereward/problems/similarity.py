"""Near-duplicate detection: Jaccard similarity of word or token shingles.

Statements are compared as sets of 3-word shingles (lower-cased words), reference
solutions as sets of 5-token shingles of their Python tokens with names and literals
abstracted (so a renamed copy is still a copy). Two problems are near duplicates when
either similarity reaches its threshold: 0.5 for statements, 0.8 for solutions.
"""

from __future__ import annotations

import io
import itertools
import re
import tokenize
from dataclasses import dataclass

STATEMENT_THRESHOLD = 0.5
SOLUTION_THRESHOLD = 0.8


def word_shingles(text: str, k: int = 3) -> frozenset[tuple[str, ...]]:
    words = re.findall(r"[a-z0-9_]+", text.lower())
    return frozenset(tuple(words[i:i + k]) for i in range(max(1, len(words) - k + 1)))


def code_shingles(code: str, k: int = 5) -> frozenset[tuple[str, ...]]:
    kinds = []
    try:
        for tok in tokenize.generate_tokens(io.StringIO(code).readline):
            if tok.type == tokenize.NAME:
                kinds.append(tok.string if tok.string in _KEYWORDS else "N")
            elif tok.type in (tokenize.NUMBER, tokenize.STRING):
                kinds.append("L")
            elif tok.type == tokenize.OP:
                kinds.append(tok.string)
    except (tokenize.TokenError, SyntaxError):
        kinds = code.split()
    return frozenset(tuple(kinds[i:i + k]) for i in range(max(1, len(kinds) - k + 1)))


_KEYWORDS = frozenset(__import__("keyword").kwlist)


def jaccard(a: frozenset, b: frozenset) -> float:
    if not a and not b:
        return 1.0
    return len(a & b) / len(a | b)


@dataclass(frozen=True)
class Pair:
    a: str
    b: str
    statement: float
    solution: float

    @property
    def duplicate(self) -> bool:
        return self.statement >= STATEMENT_THRESHOLD or self.solution >= SOLUTION_THRESHOLD


def nearest_pairs(rows: list[dict], top: int = 5) -> tuple[list[Pair], list[Pair]]:
    """(the ``top`` most similar pairs, every near-duplicate pair)."""
    statements = {r["id"]: word_shingles(r["statement"]) for r in rows}
    solutions = {r["id"]: code_shingles(r["reference_solution"]) for r in rows}
    pairs = [
        Pair(a, b, jaccard(statements[a], statements[b]), jaccard(solutions[a], solutions[b]))
        for a, b in itertools.combinations(sorted(statements), 2)
    ]
    pairs.sort(key=lambda p: max(p.statement, p.solution), reverse=True)
    return pairs[:top], [p for p in pairs if p.duplicate]
