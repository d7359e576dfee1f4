"""Inventory helpers: a clean, idiomatic example for `codereward analyze`."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path


def load_inventory(path: Path) -> dict[str, int]:
    """Read an inventory file of ``{"sku": count}`` pairs."""
    with path.open(encoding="utf-8") as handle:
        data = json.load(handle)
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected an object of counts")
    return {str(sku): int(count) for sku, count in data.items()}


def restock_report(inventory: dict[str, int], minimum: int) -> str:
    """List the SKUs below ``minimum``, most urgent first."""
    low = sorted((count, sku) for sku, count in inventory.items() if count < minimum)
    lines = [f"{sku}: {count} left" for count, sku in low]
    return "\n".join(lines)


def most_common_categories(skus: list[str], top: int = 3) -> list[tuple[str, int]]:
    """The most frequent category prefixes (the part of a SKU before the dash)."""
    return Counter(sku.split("-", 1)[0] for sku in skus).most_common(top)
