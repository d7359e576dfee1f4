"""Recording one annotator's choice: the single write path of the study server."""

from __future__ import annotations

import math
import sqlite3
import time
from dataclasses import dataclass

from codereward.study import db

CHOICES = ("left", "right", "skip")
_MAX_SECONDS = 24 * 3600.0


@dataclass(frozen=True)
class Recorded:
    status: str  # "recorded", "duplicate" (already judged: the first answer stands) or "unknown-item"
    chosen_slot: str | None = None


def mark_shown(conn: sqlite3.Connection, assignment_id: int) -> None:
    """Remember when the item was rendered: the server-side clock for the time taken."""
    conn.execute("UPDATE assignments SET shown_at = ? WHERE id = ?", (time.time(), assignment_id))


def _seconds(client_ms: str | None, shown_at: float | None) -> float | None:
    """The browser's own measure (render to click) when sane, else the server's render-to-POST time."""
    if client_ms:
        try:
            value = float(client_ms) / 1000.0
        except ValueError:
            value = math.nan
        if math.isfinite(value) and 0.0 <= value <= _MAX_SECONDS:
            return round(value, 3)
    if shown_at is not None:
        elapsed = time.time() - shown_at
        if 0.0 <= elapsed <= _MAX_SECONDS:
            return round(elapsed, 3)
    return None


def record_choice(conn: sqlite3.Connection, annotator_id: int, nonce: str, choice: str,
                  client_ms: str | None = None) -> Recorded:
    """Store ``choice`` (left/right/skip) for the item the nonce names; the first answer wins."""
    if choice not in CHOICES:
        raise ValueError(f"choice {choice!r} is not one of {', '.join(CHOICES)}")
    item = conn.execute(
        "SELECT pair_id, left_slot, shown_at FROM assignments WHERE annotator_id = ? AND nonce = ?",
        (annotator_id, nonce),
    ).fetchone()
    if item is None:
        return Recorded("unknown-item")
    left = item["left_slot"]
    right = "b" if left == "a" else "a"
    chosen = {"left": left, "right": right}.get(choice)
    with db.transaction(conn):
        cur = conn.execute(
            """INSERT OR IGNORE INTO judgements
               (annotator_id, pair_id, left_slot, chosen_slot, chosen_position, skipped, seconds, created_at)
               VALUES (?, ?, ?, ?, ?, ?, ?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))""",
            (annotator_id, item["pair_id"], left, chosen, None if choice == "skip" else choice,
             int(choice == "skip"), _seconds(client_ms, item["shown_at"])),
        )
    return Recorded("recorded" if cur.rowcount == 1 else "duplicate", chosen)
