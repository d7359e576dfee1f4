"""Statistics of a pairwise preference study, in exact arithmetic where it matters.

Everything here is plain math on counts so that ``codereward study stats --counts 125/159``
needs no database and no scipy; the tests check the intervals and p-values against scipy.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence
from statistics import NormalDist

_COUNTS = re.compile(r"^\s*(\d+)\s*/\s*(\d+)\s*$")


def parse_counts(text: str) -> tuple[int, int]:
    """``"125/159"`` -> ``(125, 159)``; anything else is a ``ValueError`` that says what is wrong."""
    match = _COUNTS.match(text or "")
    if not match:
        raise ValueError(f"counts {text!r} must look like WINS/TOTAL, e.g. 125/159")
    wins, total = int(match.group(1)), int(match.group(2))
    if total == 0:
        raise ValueError(f"counts {text!r}: the total must be at least 1")
    if wins > total:
        raise ValueError(f"counts {text!r}: wins ({wins}) cannot exceed the total ({total})")
    return wins, total


def _log_pmf(k: int, n: int, p: float) -> float:
    if p <= 0.0:
        return 0.0 if k == 0 else -math.inf
    if p >= 1.0:
        return 0.0 if k == n else -math.inf
    log_comb = math.lgamma(n + 1) - math.lgamma(k + 1) - math.lgamma(n - k + 1)
    return log_comb + k * math.log(p) + (n - k) * math.log1p(-p)


def binom_cdf(k: int, n: int, p: float) -> float:
    """P(X <= k) for X ~ Binomial(n, p), summed in log space so large n does not underflow."""
    if k < 0:
        return 0.0
    if k >= n:
        return 1.0
    return min(1.0, math.fsum(math.exp(_log_pmf(i, n, p)) for i in range(k + 1)))


def binom_sf(k: int, n: int, p: float) -> float:
    """P(X >= k)."""
    if k <= 0:
        return 1.0
    if k > n:
        return 0.0
    return min(1.0, math.fsum(math.exp(_log_pmf(i, n, p)) for i in range(k, n + 1)))


def binom_test(k: int, n: int, p: float = 0.5) -> float:
    """Exact two-sided binomial test: the probability of outcomes no more likely than ``k``.

    This is the "minimum likelihood" definition scipy.stats.binomtest uses, including its
    relative tolerance so that outcomes exactly as likely as ``k`` are not lost to rounding.
    """
    if n == 0:
        return 1.0
    threshold = _log_pmf(k, n, p) + math.log1p(1e-7)
    total = math.fsum(math.exp(lp) for i in range(n + 1) if (lp := _log_pmf(i, n, p)) <= threshold)
    return min(1.0, total)


def _z(confidence: float) -> float:
    return NormalDist().inv_cdf(0.5 + confidence / 2)


def wilson_interval(k: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Wilson score interval (the paper's 71.6-84.3% for 125 of 159)."""
    if n == 0:
        return (0.0, 1.0)
    z = _z(confidence)
    phat = k / n
    denom = 1 + z * z / n
    centre = (phat + z * z / (2 * n)) / denom
    half = z * math.sqrt(phat * (1 - phat) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def _bisect(f, target: float, increasing: bool) -> float:
    """The p in [0, 1] where the monotone f(p) crosses target (to ~1e-12)."""
    lo, hi = 0.0, 1.0
    for _ in range(60):
        mid = (lo + hi) / 2
        above = f(mid) > target
        if above == increasing:
            hi = mid
        else:
            lo = mid
    return (lo + hi) / 2


def clopper_pearson_interval(k: int, n: int, confidence: float = 0.95) -> tuple[float, float]:
    """Exact (Clopper-Pearson) interval, found by inverting the binomial tails."""
    if n == 0:
        return (0.0, 1.0)
    alpha = 1 - confidence
    # lower: the p whose upper tail P(X >= k) is alpha/2 (that tail grows with p)
    lower = 0.0 if k == 0 else _bisect(lambda p: binom_sf(k, n, p), alpha / 2, increasing=True)
    # upper: the p whose lower tail P(X <= k) is alpha/2 (that tail shrinks with p)
    upper = 1.0 if k == n else _bisect(lambda p: binom_cdf(k, n, p), alpha / 2, increasing=False)
    return (lower, upper)


def cohens_h(p1: float, p2: float = 0.5) -> float:
    """Cohen's h = 2·asin(√p1) − 2·asin(√p2) (the paper's 0.609 for 125/159 against 0.5)."""
    return 2 * math.asin(math.sqrt(p1)) - 2 * math.asin(math.sqrt(p2))


def proportion_summary(wins: int, total: int, confidence: float = 0.95) -> dict:
    """Rate, both intervals, the exact test against 0.5 and Cohen's h for ``wins`` of ``total``."""
    rate = wins / total if total else None
    return {
        "wins": wins,
        "total": total,
        "rate": rate,
        "confidence": confidence,
        "wilson": list(wilson_interval(wins, total, confidence)),
        "clopper_pearson": list(clopper_pearson_interval(wins, total, confidence)),
        "p_value": binom_test(wins, total, 0.5),
        "cohens_h": cohens_h(rate) if rate is not None else None,
    }


def cohens_kappa(first: Sequence[str], second: Sequence[str]) -> float | None:
    """Cohen's kappa for two raters over the same items; None when it is undefined.

    Undefined means no items, or chance agreement of 1 (both raters always gave the one
    same label), where kappa is 0/0.
    """
    if len(first) != len(second):
        raise ValueError(f"the raters labelled {len(first)} and {len(second)} items")
    n = len(first)
    if n == 0:
        return None
    observed = sum(a == b for a, b in zip(first, second)) / n
    c1, c2 = Counter(first), Counter(second)
    expected = sum(c1[label] * c2[label] for label in set(c1) | set(c2)) / (n * n)
    if expected >= 1.0:
        return None
    return (observed - expected) / (1 - expected)


def fleiss_kappa(table: Iterable[Sequence[int]]) -> float | None:
    """Fleiss' kappa from an items × categories table of rating counts.

    Items may have different numbers of raters (each needs at least two); this is the
    usual generalisation where each item's agreement is averaged with equal weight.
    """
    rows = [list(r) for r in table if sum(r) >= 2]
    if not rows:
        return None
    categories = len(rows[0])
    if any(len(r) != categories for r in rows):
        raise ValueError("every item needs a count for every category")
    total_ratings = sum(sum(r) for r in rows)
    shares = [sum(r[j] for r in rows) / total_ratings for j in range(categories)]
    per_item = []
    for r in rows:
        m = sum(r)
        per_item.append((sum(c * c for c in r) - m) / (m * (m - 1)))
    observed = sum(per_item) / len(per_item)
    expected = sum(s * s for s in shares)
    if expected >= 1.0:
        return None
    return (observed - expected) / (1 - expected)
