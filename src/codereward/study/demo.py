"""A study built from the shipped problem set: starter code vs reference solution as two systems.

Used for the README screenshot and for trying the server without any model outputs.
"""

from __future__ import annotations

from pathlib import Path

from codereward.problems import read_rows
from codereward.study.create import CreatedStudy, System, create_study


def demo_study(out: str | Path, *, problems: int = 6, split: str = "validation", annotators: tuple[str, ...] = ("demo",),
               seed: int = 0, force: bool = True) -> CreatedStudy:
    rows = [r for r in read_rows() if r.get("split") == split][:problems]
    starter = System("starter", "shipped:starter_code", {r["id"]: r["starter_code"] for r in rows})
    reference = System("reference", "shipped:reference_solution", {r["id"]: r["reference_solution"] for r in rows})
    statements = {r["id"]: r["statement"] for r in rows}
    return create_study(out, reference, starter, statements, list(annotators), overlap=0.0, seed=seed, force=force)
