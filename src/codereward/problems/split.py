"""The fixed, stratified train/validation split.

Every category keeps at least one problem in each split; the validation share is spread
over categories as evenly as the counts allow (40 of 200: 15 categories give 2, 10 give 1),
and which problems go is decided by a seeded shuffle, so the split is the same everywhere.
"""

from __future__ import annotations

import random
from collections import defaultdict
from typing import Any


def assign_splits(rows: list[dict[str, Any]], validation: int = 40, seed: int = 0) -> list[dict[str, Any]]:
    """Rows with a ``split`` field; stratified by category, reproducible for a seed."""
    by_category: dict[str, list[dict[str, Any]]] = defaultdict(list)
    for row in rows:
        by_category[row["category"]].append(row)
    categories = sorted(by_category)
    if validation < len(categories) or validation > len(rows) - len(categories):
        raise ValueError(f"cannot put {validation} of {len(rows)} rows in validation with every category in both splits")
    rng = random.Random(seed)
    extra_order = categories[:]
    rng.shuffle(extra_order)
    quota = {c: 1 for c in categories}
    remaining = validation - len(categories)
    while remaining:
        for category in extra_order:
            if remaining and quota[category] < len(by_category[category]) - 1:
                quota[category] += 1
                remaining -= 1
    chosen = set()
    for category in categories:
        members = sorted(by_category[category], key=lambda r: r["id"])
        rng.shuffle(members)
        chosen.update(r["id"] for r in members[: quota[category]])
    return [{**row, "split": "validation" if row["id"] in chosen else "train"} for row in rows]
