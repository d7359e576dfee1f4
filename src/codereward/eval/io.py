"""Completion files: read the ones given, write the ones generated (for reuse, e.g. by ``study``).

One JSONL row per sample: ``{"problem_id": ..., "completion": ...}`` (``id`` or ``task_id``
also name the problem; a row may hold ``completions``, a list). Several rows for one
problem are its samples, in file order.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from pathlib import Path

from codereward.eval.passk import load_samples


def read_completions(path: str | Path) -> dict[str, list[str]]:
    """Problem id -> its completions, from a JSONL file."""
    return load_samples(path)


def write_completions(path: str | Path, ids: Sequence[str], completions: Sequence[Sequence[str]],
                      model: str | None = None) -> Path:
    """Write samples per problem id as JSONL, one row per sample; returns the path."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("w", encoding="utf-8") as handle:
        for pid, samples in zip(ids, completions):
            for index, text in enumerate(samples):
                row: dict[str, object] = {"problem_id": pid, "sample": index, "completion": text}
                if model is not None:
                    row["model"] = model
                handle.write(json.dumps(row, ensure_ascii=False) + "\n")
    return path


def align(rows: Sequence[Mapping[str, object]], sets: Mapping[str, Mapping[str, list[str]]]
          ) -> tuple[list[Mapping[str, object]], list[str]]:
    """The rows every completion set answers, and warnings about the rest.

    Comparing models on different problems would compare the problems, so a row missing
    from any set is left out of every set (and said so), never scored as an empty answer.
    """
    warnings = []
    ids = {str(r["id"]) for r in rows}
    for name, samples in sets.items():
        unknown = sorted(set(samples) - ids)
        if unknown:
            warnings.append(f"{name}: {len(unknown)} completion id(s) not in the problem set, e.g. {unknown[0]!r}")
    kept = [r for r in rows if all(str(r["id"]) in s for s in sets.values())]
    if len(kept) < len(rows):
        missing = {name: sum(1 for r in rows if str(r["id"]) not in s) for name, s in sets.items()}
        detail = ", ".join(f"{name} lacks {count}" for name, count in missing.items() if count)
        warnings.append(f"{len(rows) - len(kept)} of {len(rows)} problems left out: {detail}")
    return kept, warnings
