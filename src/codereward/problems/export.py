"""Exports of a problem set: JSONL, parquet, and verl's RL parquet layout.

verl's layout (one row per prompt): ``data_source``, ``prompt`` (chat messages),
``ability``, ``reward_model`` = ``{"style": "rule", "ground_truth": <JSON of tests and
entry point; scale tests and the reference too where the problem has scale tests>}`` and ``extra_info`` (split, index, id, entry point, reference solution), as
``codereward.integrations.verl.compute_score`` reads them; ``extra_info["codereward"]`` holds the
scoring settings verl scores with (``verl_settings``).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from codereward.rewards.settings import ScoringSettings

#: the ``data_source`` of every exported row; verl routes these rows to codereward's scorer
DATA_SOURCE = "codereward"
FORMATS = ("jsonl", "parquet", "verl")


def verl_settings(settings: ScoringSettings) -> dict[str, str]:
    """``extra_info["codereward"]``: every scoring setting as text under its key, which
    ``ScoringSettings.from_mapping`` reads back (text, not typed values: every row gets the same
    parquet type whatever rewards are named)."""
    return {key: ",".join(value) if isinstance(value, list) else str(value) for key, value in settings.options().items()}


def verl_row(row: dict[str, Any], index: int, settings: ScoringSettings | None = None) -> dict[str, Any]:
    """One problem as a verl row, scored with ``settings`` (the defaults when None)."""
    from codereward.rewards.settings import ScoringSettings  # the rewards load only when verl rows are written

    truth = {"tests": row["tests"], "entry_point": row["entry_point"]}
    if row.get("scale_tests"):  # the efficiency reward needs them and the reference to time
        truth.update(scale_tests=row["scale_tests"], reference_solution=row["reference_solution"])
    return {
        "data_source": DATA_SOURCE,
        "prompt": row["prompt"],
        "ability": "code",
        "reward_model": {"style": "rule", "ground_truth": json.dumps(truth)},
        "extra_info": {
            "split": row.get("split", ""), "index": index, "id": row["id"], "entry_point": row["entry_point"],
            "reference_solution": row["reference_solution"], "hidden_tests": json.dumps(row["hidden_tests"]),
            "codereward": verl_settings(settings or ScoringSettings()),
        },
    }


def export(rows: list[dict[str, Any]], fmt: str, out: Path, settings: ScoringSettings | None = None) -> list[Path]:
    """Write ``rows``; verl gets one parquet file per split (``train.parquet``, ``validation.parquet``),
    scored with ``settings`` (the defaults when None)."""
    if fmt not in FORMATS:
        raise ValueError(f"format {fmt!r} is not one of {', '.join(FORMATS)}")
    if fmt == "jsonl":
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(json.dumps({k: v for k, v in row.items() if k != "prompt"}, ensure_ascii=False) + "\n")
        return [out]
    import pyarrow as pa
    import pyarrow.parquet as pq

    if fmt == "parquet":
        out.parent.mkdir(parents=True, exist_ok=True)
        table = [{**row, "tests": json.dumps(row["tests"]), "hidden_tests": json.dumps(row["hidden_tests"])} for row in rows]
        pq.write_table(pa.Table.from_pylist(table), out)
        return [out]
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for split in sorted({row.get("split", "train") for row in rows}):
        part = [verl_row(row, i, settings) for i, row in enumerate(r for r in rows if r.get("split", "train") == split)]
        path = out / f"{split}.parquet"
        pq.write_table(pa.Table.from_pylist(part), path)
        written.append(path)
    return written
