"""Exports of a problem set: JSONL, parquet, and verl's RL parquet layout.

verl's layout (one row per prompt): ``data_source``, ``prompt`` (chat messages),
``ability``, ``reward_model`` = ``{"style": "rule", "ground_truth": <JSON of tests and
entry point; scale tests and the reference too where the problem has scale tests>}`` and ``extra_info`` (split, index, id, entry point, reference solution), as
``codereward.integrations.verl.compute_score`` reads them; ``extra_info["codereward"]`` holds the
scoring settings verl scores with (``verl_settings``).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from codereward.jsonl import dumps, json_or_text
from codereward.problems.dataset import JSON_TEXT_FIELDS, as_column_text
from codereward.rewards.base import ROW_OPTION_FIELDS
from codereward.rewards.settings import ScoringSettings

#: the ``data_source`` of every exported row; verl routes these rows to codereward's scorer
DATA_SOURCE = "codereward"
FORMATS = ("jsonl", "parquet", "verl")


#: what the reward reads from a row beside its tests (DESIGN28): written into the ground truth when the row has it
TRUTH_FIELDS = (*ROW_OPTION_FIELDS, "quality_profile")


def verl_settings(settings: ScoringSettings) -> dict[str, str]:
    """``extra_info["codereward"]``: every scoring setting as text under its key, which
    ``ScoringSettings.from_mapping`` reads back (text, not typed values: every row gets the same
    parquet type whatever rewards are named)."""
    return {key: ",".join(value) if isinstance(value, list) else str(value) for key, value in settings.options().items()}


def verl_row(row: dict[str, Any], index: int, settings: ScoringSettings | None = None) -> dict[str, Any]:
    """One problem as a verl row, scored with ``settings`` (the defaults when None). The ground truth
    holds what ``integrations.verl.compute_score`` needs to score an answer: the tests (any format the
    sandbox reads), the entry point, and an imported row's ``limits``, ``judge``, ``flags`` and
    ``quality_profile``."""
    truth = {"tests": row["tests"], "entry_point": row.get("entry_point", "")}
    truth.update({name: row[name] for name in TRUTH_FIELDS if row.get(name) not in (None, "", {})})
    if row.get("scale_tests"):  # the efficiency reward needs them and the reference to time
        truth.update(scale_tests=row["scale_tests"], reference_solution=row["reference_solution"])
    return {
        "data_source": DATA_SOURCE,
        "prompt": row["prompt"],
        "ability": "code",
        "reward_model": {"style": "rule", "ground_truth": dumps(truth)},  # expected outputs may be huge integers
        "extra_info": {
            "split": row.get("split", ""), "index": index, "id": row["id"], "entry_point": row.get("entry_point", ""),
            "reference_solution": row.get("reference_solution", ""),
            "hidden_tests": as_column_text(row.get("hidden_tests", [])),
            "codereward": verl_settings(settings or ScoringSettings()),
        },
    }


def problem_from_ground_truth(ground_truth: Any, extra_info: Any = None) -> dict[str, Any]:
    """A problem row from a ground truth (JSON text, a dict, or assert-style test code) and extra_info:
    what ``verl_row`` writes, read back (verl's and OpenRLHF's rewards and the corpus scorer read it).

    The ground truth ``codereward export verl`` writes holds the tests (any format the sandbox
    reads), the entry point and an imported row's ``limits``, ``judge``, ``flags`` and
    ``quality_profile`` (read from ``extra_info`` too, where the ground truth lacks them);
    integers of any length in expected outputs are read exactly."""
    truth = json_or_text(ground_truth)  # text that is not a JSON object or array: assert-style test code
    problem = dict(truth) if isinstance(truth, dict) else {"tests": truth}
    if isinstance(extra_info, dict):
        # a row exported by other code may keep an imported row's fields in extra_info instead
        for key in ("entry_point", "reference_solution", "id", *TRUTH_FIELDS):
            if key in extra_info and key not in problem:
                problem[key] = extra_info[key]
    return problem


def export(rows: list[dict[str, Any]], fmt: str, out: Path, settings: ScoringSettings | None = None) -> list[Path]:
    """Write ``rows``; verl gets one parquet file per split (``train.parquet``, ``validation.parquet``),
    scored with ``settings`` (the defaults when None)."""
    if fmt not in FORMATS:
        raise ValueError(f"format {fmt!r} is not one of {', '.join(FORMATS)}")
    if fmt == "jsonl":
        out.parent.mkdir(parents=True, exist_ok=True)
        with out.open("w", encoding="utf-8") as handle:
            for row in rows:
                handle.write(dumps({k: v for k, v in row.items() if k != "prompt"}) + "\n")
        return [out]
    import pyarrow as pa
    import pyarrow.parquet as pq

    if fmt == "parquet":
        out.parent.mkdir(parents=True, exist_ok=True)
        table = [{**row, **{k: as_column_text(row[k]) for k in JSON_TEXT_FIELDS if k in row}} for row in rows]
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
