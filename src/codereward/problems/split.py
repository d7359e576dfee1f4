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


#: the validation share of a file of rows that carries no split (imported rows)
VALIDATION_SHARE = 0.1


def with_splits(rows: list[dict[str, Any]], share: float = VALIDATION_SHARE, seed: int = 0) -> tuple[list[dict[str, Any]], int]:
    """``rows`` as they are when any carries a ``split``; else (imported rows) with a seeded split,
    stratified by category, ``share`` of them in validation (at least one per category where a
    category has two or more rows). Returns the rows and how many were put in validation (0: none assigned)."""
    if not rows or any("split" in row for row in rows):
        return rows, 0
    categories = {row.get("category") for row in rows}
    most = len(rows) - len(categories)
    if most < len(categories):  # too few rows for both splits in every category: all train
        return [{**row, "split": "train"} for row in rows], 0
    validation = min(most, max(len(categories), round(len(rows) * share)))
    split = assign_splits(rows, validation, seed)
    return split, validation
