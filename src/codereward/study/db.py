"""The study database: one SQLite file holds the pairs, the assignments and every judgement.

Model names live only in ``systems``; pages are rendered from ``pairs`` and ``assignments``,
which refer to the two systems by slot (``a``/``b``) and to screen sides by ``left``/``right``.
WAL mode and a commit per judgement mean a crash or restart loses at most the click in flight;
the unique key on (annotator, pair) makes a double submission count once (the first wins).
"""

from __future__ import annotations

import sqlite3
from contextlib import contextmanager
from pathlib import Path

SCHEMA_VERSION = "1"

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS systems (
    slot TEXT PRIMARY KEY CHECK (slot IN ('a', 'b')),
    name TEXT NOT NULL,
    source TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS pairs (
    id INTEGER PRIMARY KEY,
    problem_id TEXT NOT NULL UNIQUE,
    statement TEXT NOT NULL,
    code_a TEXT NOT NULL,
    code_b TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS annotators (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    token TEXT NOT NULL UNIQUE
);
CREATE TABLE IF NOT EXISTS assignments (
    id INTEGER PRIMARY KEY,
    annotator_id INTEGER NOT NULL REFERENCES annotators(id),
    pair_id INTEGER NOT NULL REFERENCES pairs(id),
    ord INTEGER NOT NULL,
    left_slot TEXT NOT NULL CHECK (left_slot IN ('a', 'b')),
    overlap INTEGER NOT NULL DEFAULT 0,
    nonce TEXT NOT NULL UNIQUE,
    shown_at REAL,
    UNIQUE (annotator_id, pair_id),
    UNIQUE (annotator_id, ord)
);
CREATE TABLE IF NOT EXISTS judgements (
    id INTEGER PRIMARY KEY,
    annotator_id INTEGER NOT NULL REFERENCES annotators(id),
    pair_id INTEGER NOT NULL REFERENCES pairs(id),
    left_slot TEXT NOT NULL CHECK (left_slot IN ('a', 'b')),
    chosen_slot TEXT CHECK (chosen_slot IN ('a', 'b')),
    chosen_position TEXT CHECK (chosen_position IN ('left', 'right')),
    skipped INTEGER NOT NULL DEFAULT 0,
    seconds REAL,
    created_at TEXT NOT NULL,
    UNIQUE (annotator_id, pair_id),
    CHECK ((skipped = 1 AND chosen_slot IS NULL) OR (skipped = 0 AND chosen_slot IS NOT NULL))
);
"""


class StudyError(Exception):
    """A study file that is missing, not a study, or inconsistent."""


def connect(path: str | Path, *, create: bool = False) -> sqlite3.Connection:
    """A connection with row access by name; the file must exist unless ``create``."""
    path = Path(path)
    if not create and not path.is_file():
        raise StudyError(f"{path}: no such study database")
    conn = sqlite3.connect(str(path), timeout=15, isolation_level=None)
    conn.row_factory = sqlite3.Row
    conn.execute("PRAGMA foreign_keys = ON")
    conn.execute("PRAGMA busy_timeout = 15000")
    if create:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.executescript(SCHEMA)
    else:
        try:
            version = conn.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone()
        except sqlite3.DatabaseError as exc:
            conn.close()
            raise StudyError(f"{path}: not a codereward study database ({exc})") from None
        if version is None:
            conn.close()
            raise StudyError(f"{path}: not a codereward study database (no schema version)")
    return conn


@contextmanager
def opened(path: str | Path):
    conn = connect(path)
    try:
        yield conn
    finally:
        conn.close()


@contextmanager
def transaction(conn: sqlite3.Connection):
    """BEGIN IMMEDIATE ... COMMIT, rolled back on error (the connection is in autocommit mode)."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield conn
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


def meta(conn: sqlite3.Connection) -> dict[str, str]:
    return {row["key"]: row["value"] for row in conn.execute("SELECT key, value FROM meta")}


def system_names(conn: sqlite3.Connection) -> dict[str, str]:
    """slot -> model name (never sent to an annotator)."""
    return {row["slot"]: row["name"] for row in conn.execute("SELECT slot, name FROM systems ORDER BY slot")}


def annotator_by_token(conn: sqlite3.Connection, token: str) -> sqlite3.Row | None:
    return conn.execute("SELECT id, name, token FROM annotators WHERE token = ?", (token,)).fetchone()


def progress(conn: sqlite3.Connection, annotator_id: int) -> tuple[int, int]:
    """(judged including skips, assigned)."""
    done = conn.execute("SELECT COUNT(*) FROM judgements WHERE annotator_id = ?", (annotator_id,)).fetchone()[0]
    total = conn.execute("SELECT COUNT(*) FROM assignments WHERE annotator_id = ?", (annotator_id,)).fetchone()[0]
    return int(done), int(total)


def next_assignment(conn: sqlite3.Connection, annotator_id: int) -> sqlite3.Row | None:
    """The annotator's first assignment in their order that has no judgement (or skip) yet."""
    return conn.execute(
        """SELECT s.id, s.pair_id, s.ord, s.left_slot, s.nonce, p.problem_id, p.statement, p.code_a, p.code_b
           FROM assignments s JOIN pairs p ON p.id = s.pair_id
           WHERE s.annotator_id = ? AND NOT EXISTS (
               SELECT 1 FROM judgements j WHERE j.annotator_id = s.annotator_id AND j.pair_id = s.pair_id)
           ORDER BY s.ord LIMIT 1""",
        (annotator_id,),
    ).fetchone()


def judgement_rows(conn: sqlite3.Connection) -> list[sqlite3.Row]:
    """Every judgement with its annotator, problem and overlap flag, in recording order."""
    return conn.execute(
        """SELECT j.id, a.name AS annotator, p.problem_id, j.pair_id, j.left_slot, j.chosen_slot,
                  j.chosen_position, j.skipped, j.seconds, j.created_at, s.overlap
           FROM judgements j
           JOIN annotators a ON a.id = j.annotator_id
           JOIN pairs p ON p.id = j.pair_id
           LEFT JOIN assignments s ON s.annotator_id = j.annotator_id AND s.pair_id = j.pair_id
           ORDER BY j.id"""
    ).fetchall()
