"""Every judgement as one CSV row, with model names resolved (for analysis outside codereward)."""

from __future__ import annotations

import csv
from pathlib import Path

from codereward.study import db

COLUMNS = ("annotator", "problem_id", "left_system", "right_system", "chosen_system", "chosen_position",
           "seconds", "timestamp", "skipped", "overlap", "pair_id")


def export_rows(db_path: str | Path) -> list[dict[str, object]]:
    with db.opened(db_path) as conn:
        names = db.system_names(conn)
        rows = db.judgement_rows(conn)
    other = {"a": "b", "b": "a"}
    out = []
    for r in rows:
        out.append({
            "annotator": r["annotator"],
            "problem_id": r["problem_id"],
            "left_system": names[r["left_slot"]],
            "right_system": names[other[r["left_slot"]]],
            "chosen_system": names[r["chosen_slot"]] if r["chosen_slot"] else "",
            "chosen_position": r["chosen_position"] or "",
            "seconds": "" if r["seconds"] is None else r["seconds"],
            "timestamp": r["created_at"],
            "skipped": int(r["skipped"]),
            "overlap": int(r["overlap"] or 0),
            "pair_id": r["pair_id"],
        })
    return out


def export_csv(db_path: str | Path, out: str | Path) -> int:
    """Write the CSV; returns the number of judgements written."""
    rows = export_rows(db_path)
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.DictWriter(handle, fieldnames=COLUMNS)
        writer.writeheader()
        writer.writerows(rows)
    return len(rows)
