"""Building a study: pair two systems' completions per problem and deal the pairs to annotators.

Every random choice (pair order, which annotators share an overlap pair, each annotator's
order, and which system is on the left for each annotator and pair) comes from one
``random.Random(seed)`` and the seed is stored, so a study can be rebuilt identically.
Tokens are the exception: they are secrets and come from ``secrets``.
"""

from __future__ import annotations

import random
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

from codereward.jsonl import read_jsonl
from codereward.problems import read_rows
from codereward.snippet import extract_code
from codereward.study import db

INSTRUCTIONS = "Choose which code snippet you think is of higher quality by clicking on it."
SKIP_POLICY = "final"  # a skipped pair is recorded as a skip and not offered again


class StudyInputError(ValueError):
    """Bad input to ``create``: the message says which file, line or flag."""


@dataclass
class System:
    name: str
    source: str
    completions: dict[str, str]
    notes: list[str] = field(default_factory=list)


@dataclass
class CreatedStudy:
    path: Path
    pairs: int
    tokens: dict[str, str]
    assigned: dict[str, int]
    overlap_pairs: int
    notes: list[str]

    def links(self, base_url: str) -> dict[str, str]:
        return {name: f"{base_url.rstrip('/')}/a/{token}" for name, token in self.tokens.items()}


def parse_system_arg(text: str) -> tuple[str, Path]:
    """``NAME=path.jsonl`` (or a bare path, named after the file)."""
    name, sep, path = text.partition("=")
    if not sep:
        return Path(text).stem, Path(text)
    if not name.strip() or not path.strip():
        raise StudyInputError(f"{text!r}: expected NAME=completions.jsonl")
    return name.strip(), Path(path.strip())


def read_completions(name: str, path: Path) -> System:
    """One system's completions: JSONL rows with ``problem_id`` (or ``id``) and ``completion``."""
    if not path.is_file():
        raise StudyInputError(f"{path}: no such completions file (system {name!r})")
    system = System(name, str(path), {})
    duplicates = 0
    try:
        rows = read_jsonl(path)
    except (ValueError, UnicodeDecodeError) as exc:
        raise StudyInputError(str(exc)) from None
    for n, row in enumerate(rows, 1):
        pid = row.get("problem_id", row.get("id"))
        if pid is None or str(pid).strip() == "":
            raise StudyInputError(f"{path}:{n}: no 'problem_id' (or 'id')")
        completion = row.get("completion")
        if not isinstance(completion, str):
            raise StudyInputError(f"{path}:{n}: 'completion' must be text, got {type(completion).__name__}")
        if str(pid) in system.completions:
            duplicates += 1  # several samples per problem: the study shows the first
            continue
        system.completions[str(pid)] = completion
    if not system.completions:
        raise StudyInputError(f"{path}: no completions (system {name!r})")
    if duplicates:
        system.notes.append(f"{name}: {duplicates} further completions for an already seen problem ignored (first kept)")
    return system


def read_problems(source: str, split: str | None) -> dict[str, str]:
    """problem id -> statement, from ``shipped`` or a JSONL file of problems."""
    if source != "shipped" and not Path(source).is_file():
        raise StudyInputError(f"{source}: no such problems file (or use 'shipped')")
    try:
        rows = read_rows(None if source == "shipped" else source)
    except ValueError as exc:  # SchemaError for a line that is not JSON
        raise StudyInputError(str(exc)) from None
    problems = {}
    for row in rows:
        if not isinstance(row, dict) or "id" not in row:
            continue
        if split is not None and row.get("split") != split:
            continue
        problems[str(row["id"])] = str(row.get("statement") or "")
    if not problems:
        raise StudyInputError(f"{source}: no problems" + (f" in split {split!r}" if split else ""))
    return problems


def display_code(completion: str) -> str:
    code = extract_code(completion).code
    return code if code.strip() else completion


def _deal(pair_ids: list[int], annotators: list[str], overlap: float, rng: random.Random):
    """annotator -> list of (pair id, shared?) with balanced loads; overlap pairs go to two annotators."""
    n_overlap = round(overlap * len(pair_ids)) if len(annotators) >= 2 else 0
    load = {a: [] for a in annotators}
    order = list(annotators)
    for i, pid in enumerate(pair_ids):
        rng.shuffle(order)  # random tie-breaks, so no annotator is always first in line
        ranked = sorted(order, key=lambda a: len(load[a]))
        for a in ranked[: 2 if i < n_overlap else 1]:
            load[a].append((pid, i < n_overlap))
    return load, n_overlap


def create_study(
    out: str | Path,
    system_a: System,
    system_b: System,
    problems: dict[str, str],
    annotators: list[str],
    *,
    overlap: float = 0.2,
    seed: int = 0,
    force: bool = False,
) -> CreatedStudy:
    out = Path(out)
    if system_a.name == system_b.name:
        raise StudyInputError(f"both systems are named {system_a.name!r}; give them different names")
    annotators = [a.strip() for a in annotators if a.strip()]
    if not annotators:
        raise StudyInputError("no annotators; pass --annotators alice,bob")
    if len(set(annotators)) != len(annotators):
        raise StudyInputError(f"annotator names repeat: {', '.join(annotators)}")
    if not 0.0 <= overlap <= 1.0:
        raise StudyInputError(f"--overlap {overlap} must be between 0 and 1")
    if out.exists() and not force:
        raise StudyInputError(f"{out} exists; pass --force to replace it")

    notes = list(system_a.notes) + list(system_b.notes)
    shared = sorted(set(system_a.completions) & set(system_b.completions))
    if not shared:
        raise StudyInputError(f"{system_a.name} and {system_b.name} share no problem ids")
    unknown = [pid for pid in shared if pid not in problems]
    if unknown:
        notes.append(f"{len(unknown)} shared problems not in the problem set, left out (e.g. {unknown[0]})")
    pairs = []
    identical = 0
    for pid in shared:
        if pid not in problems:
            continue
        code_a, code_b = display_code(system_a.completions[pid]), display_code(system_b.completions[pid])
        if code_a.strip() == code_b.strip():
            identical += 1  # nothing to choose between; it would only add noise
            continue
        pairs.append((pid, problems[pid], code_a, code_b))
    if identical:
        notes.append(f"{identical} pairs with identical code left out")
    if not pairs:
        raise StudyInputError("no pairs to show: no shared problem with a statement and two different solutions")
    if overlap > 0 and len(annotators) < 2:
        notes.append("one annotator: no overlap pairs (agreement needs two)")

    rng = random.Random(seed)
    rng.shuffle(pairs)
    if out.exists():
        for suffix in ("", "-wal", "-shm"):
            Path(str(out) + suffix).unlink(missing_ok=True)
    out.parent.mkdir(parents=True, exist_ok=True)
    conn = db.connect(out, create=True)
    try:
        with db.transaction(conn):
            info = {"schema_version": db.SCHEMA_VERSION, "seed": str(seed), "overlap": str(overlap),
                    "instructions": INSTRUCTIONS, "skip_policy": SKIP_POLICY,
                    "created_at": time.strftime("%Y-%m-%dT%H:%M:%S%z")}
            conn.executemany("INSERT INTO meta (key, value) VALUES (?, ?)", info.items())
            conn.executemany("INSERT INTO systems (slot, name, source) VALUES (?, ?, ?)",
                             [("a", system_a.name, system_a.source), ("b", system_b.name, system_b.source)])
            pair_ids = []
            for pid, statement, code_a, code_b in pairs:
                cur = conn.execute("INSERT INTO pairs (problem_id, statement, code_a, code_b) VALUES (?, ?, ?, ?)",
                                   (pid, statement, code_a, code_b))
                pair_ids.append(int(cur.lastrowid))
            dealt, n_overlap = _deal(pair_ids, annotators, overlap, rng)
            tokens = {}
            for name in annotators:
                tokens[name] = secrets.token_urlsafe(18)
                aid = conn.execute("INSERT INTO annotators (name, token) VALUES (?, ?)", (name, tokens[name])).lastrowid
                items = list(dealt[name])
                rng.shuffle(items)
                for ord_, (pair_id, is_shared) in enumerate(items):
                    conn.execute(
                        "INSERT INTO assignments (annotator_id, pair_id, ord, left_slot, overlap, nonce)"
                        " VALUES (?, ?, ?, ?, ?, ?)",
                        (aid, pair_id, ord_, rng.choice("ab"), int(is_shared), secrets.token_urlsafe(12)),
                    )
    finally:
        conn.close()
    return CreatedStudy(out, len(pairs), tokens, {a: len(dealt[a]) for a in annotators}, n_overlap, notes)
