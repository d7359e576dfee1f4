"""``codereward problems import``: rows of public code-RL datasets turned into one JSONL file of
problem rows, resumably, here or on Ray Data.

sources -> shards (``inputs``: JSONL, JSON, Parquet, ``datasets`` folders; a dataset name goes
through ``datasets.load_dataset`` and its Arrow cache files are the shards) -> jobs (``plan``:
``limit``) -> pieces of rows, each converted by ``importers.import_row`` (pure: here, or one Ray
task a piece) -> the rows, in the sources' order, appended to ``out``; the rows that cannot be
problems to ``rejects`` (source, file, row index, reason), never dropped silently.

Resuming: a checkpoint beside ``out`` (``NAME.progress.json``, saved after each piece once its
rows are flushed) says how far each (format, file) got: a rerun starts each file there. The rows
written after the last checkpoint (a kill comes between two) are not written again either: those
already in ``out`` (by id) and in ``rejects`` (by file and row index) are skipped, and a last line
cut short by the kill is repaired or cut off (``jsonl.resume_lines``) and its row written again.
Without a usable checkpoint (deleted, or ``out`` smaller than it says) every row is converted
again and skipped by id. Two rows with the same id: the second is rejected with the reason, so
an id names one row.
"""

from __future__ import annotations

import importlib.util
import json
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.corpus.inputs import InputError, Shard, count_rows, discover, iter_records
from codereward.corpus.plan import Job, plan
from codereward.jsonl import dumps, loads, parse_line, resume_lines, resume_rows
from codereward.problems.importers import FORMATS, import_row

#: rows per piece: one progress step here, one Ray task on Ray Data
PIECE_ROWS = 500


@dataclass
class SourceTally:
    """What became of one source's rows (this run and the earlier runs into the same ``out``)."""

    imported: int = 0  # rows written by this run
    earlier: int = 0  # rows already in ``out``
    flags: Counter = field(default_factory=Counter)  # flag name -> rows carrying it (all rows in ``out``)
    rejected: Counter = field(default_factory=Counter)  # kind of reason -> rows (this run and earlier)
    examples: dict[str, str] = field(default_factory=dict)  # kind of reason -> its first row of this run

    def reject(self, reason: str, where: str) -> None:
        kind = reason_kind(reason)
        self.rejected[kind] += 1
        if kind not in self.examples:
            self.examples[kind] = f"{where}: {reason if len(reason) <= 200 else reason[:197] + '...'}"

    def to_json(self) -> dict[str, Any]:
        return {"imported": self.imported, "earlier": self.earlier, "flags": dict(self.flags),
                "rejected": dict(self.rejected)}


@dataclass
class ImportSummary:
    fmt: str
    out: Path
    rejects: Path
    sources: dict[str, SourceTally] = field(default_factory=dict)

    def lines(self) -> list[str]:
        out = []
        for source, tally in self.sources.items():
            rejected = sum(tally.rejected.values())
            out.append(f"{source}: {tally.imported + tally.earlier:,} imported ({tally.earlier:,} by an earlier run), "
                       f"{rejected:,} rejected")
            out += [f"  flagged {name}: {n:,}" for name, n in tally.flags.most_common()]
            out += [f"  rejected, {kind}: {n:,}" + (f" (first: {tally.examples[kind]})" if kind in tally.examples else "")
                    for kind, n in tally.rejected.most_common()]
        total = sum(t.imported + t.earlier for t in self.sources.values())
        rejected = sum(sum(t.rejected.values()) for t in self.sources.values())
        out.append(f"{self.out}: {total:,} {self.fmt} problems from these sources"
                   + (f"; rejected rows in {self.rejects}" if rejected else ""))
        return out

    def to_json(self) -> dict[str, Any]:
        return {"format": self.fmt, "out": str(self.out), "rejects": str(self.rejects),
                "sources": {s: t.to_json() for s, t in self.sources.items()}}


@dataclass(frozen=True)
class Converted:
    """One input row's outcome: its problem row as a JSON line, or the reason it is none."""

    index: int  # the row's position in its file
    id: str | None = None
    line: str | None = None
    flags: tuple[str, ...] = ()
    reason: str | None = None


def default_rejects(out: Path) -> Path:
    """``problems.jsonl`` -> ``problems.rejects.jsonl``."""
    stem = out.name[: -len(".jsonl")] if out.name.endswith(".jsonl") else out.name
    return out.with_name(f"{stem}.rejects.jsonl")


def reason_kind(reason: str) -> str:
    """A reason's kind, for counting: its text up to the first colon."""
    return reason.split(":", 1)[0].strip()[:80] or "no reason given"


def dataset_shards(name: str, config: str | None, split: str) -> list[Shard]:
    """The Arrow cache files of ``datasets.load_dataset(name, config, split=split)`` as shards."""
    try:
        import datasets
    except ImportError as exc:
        raise InputError(f"--dataset needs the datasets package: pip install datasets ({exc})") from None
    try:
        loaded = datasets.load_dataset(name, config, split=split)
    except Exception as exc:  # noqa: BLE001 - a hub, a script or a file may fail in many ways: say which
        raise InputError(f"--dataset {name}: {type(exc).__name__}: {exc}") from None
    shards = [Shard(str(f["filename"]), "arrow") for f in loaded.cache_files]
    if not shards or sum(count_rows(s) for s in shards) != len(loaded):
        raise InputError(f"--dataset {name}: split {split!r} is not whole files of the dataset's cache "
                         "(a slice such as train[:100]?): give the whole split, and --limit for fewer rows")
    return shards


def convert_piece(fmt: str, job: Job, start: int, rows: int, trusted: bool) -> list[Converted]:
    """Rows ``start`` to ``start + rows`` of a job's file, each converted (or rejected with its reason)."""
    found = []
    for index, (row, reason) in enumerate(iter_records(job.shard, start, rows), start):
        if row is None:
            found.append(Converted(index, reason=f"not a row: {reason}"))
            continue
        try:
            problem = import_row(fmt, row, index=index, trusted=trusted)
        except ValueError as exc:  # ImportRowError, and any other value the importer could not take
            found.append(Converted(index, reason=str(exc) or type(exc).__name__))
            continue
        except RecursionError:
            found.append(Converted(index, reason="too deeply nested: the row's values nest past Python's limit"))
            continue
        # the id first: a resumed run reads the ids of the rows written without reading the rows
        line = dumps({"id": problem["id"], **problem})
        found.append(Converted(index, str(problem["id"]), line, tuple(problem.get("flags") or ())))
    return found


_LEADING_ID = re.compile(r'\{"id": ("(?:[^"\\]|\\.)*")[,}]')


def _id_of(line: str, number: int, path: Path) -> str:
    """The id of a written row: read from the line's start where it is (as this module writes
    rows), else from the whole row (``ValueError`` naming the line when it is not one)."""
    found = _LEADING_ID.match(line)
    return str(loads(found.group(1))) if found else str(parse_line(line, number, path).get("id"))


def pieces_of(job: Job, first: int = 0, rows: int | None = None) -> list[tuple[int, int]]:
    """(first row, rows) of each piece of ``job`` from row ``first``."""
    rows = rows or PIECE_ROWS
    return [(start, min(rows, job.rows - start)) for start in range(first, job.rows, rows)]


def default_checkpoint(out: Path) -> Path:
    """``problems.jsonl`` -> ``problems.progress.json``."""
    return default_rejects(out).with_name(default_rejects(out).name.replace(".rejects.jsonl", ".progress.json"))


class Checkpoint:
    """How far earlier runs got in each (format, file), and what they counted there: a resumed run
    starts each file where the last one stopped, instead of converting its rows again.

    Saved after each piece, once the piece's rows are flushed to ``out`` and the rejects file,
    with both files' sizes then: it is used only while both are at least that large (a file
    deleted or replaced since makes the run start over, skipping by id).
    """

    def __init__(self, path: Path, out: Path, rejects: Path) -> None:
        self.path, self.out, self.rejects = path, out, rejects
        self.files: dict[str, dict[str, Any]] = {}
        try:
            saved = json.loads(path.read_text(encoding="utf-8"))
            if _size(out) >= saved["out_bytes"] and _size(rejects) >= saved["rejects_bytes"]:
                self.files = dict(saved["files"])
        except (OSError, ValueError, KeyError, TypeError):
            pass  # none, or not ours: every file from its start

    def start(self, key: str, tally: SourceTally) -> int:
        """The first row of ``key`` to do; ``tally`` gets what the earlier runs counted before it."""
        saved = self.files.get(key)
        if not isinstance(saved, dict):
            return 0
        tally.earlier += int(saved.get("imported", 0))
        tally.flags.update(saved.get("flags", {}))
        tally.rejected.update(saved.get("rejected", {}))
        return int(saved.get("done", 0))

    def save(self, key: str, done: int, tally: SourceTally) -> None:
        self.files[key] = {"done": done, "imported": tally.imported + tally.earlier, "flags": dict(tally.flags),
                           "rejected": dict(tally.rejected)}
        temporary = self.path.with_name(f".{self.path.name}.tmp")
        temporary.write_text(json.dumps({"out_bytes": _size(self.out), "rejects_bytes": _size(self.rejects),
                                         "files": self.files}), encoding="utf-8")
        temporary.replace(self.path)


def _size(path: Path) -> int:
    try:
        return path.stat().st_size
    except OSError:
        return 0


def import_problems(fmt: str, sources: list[str], out: str | Path, *, rejects: str | Path | None = None,
                    limit: int | None = None, engine: str = "local", address: str | None = None,
                    trusted: bool = False, dataset: tuple[str, str | None, str] | None = None,
                    progress: Callable[[int, int], Callable[[int], None]] | None = None) -> ImportSummary:
    """Import the rows of ``sources`` (and of ``dataset``: name, config, split) into ``out``.

    ``trusted``: the sources were named by the user (LiveCodeBench's pickled tests are decoded
    only then). ``progress(rows_to_do, rows_done_before)`` returns the function called with each
    number of rows done. Raises ``InputError`` for a source that cannot be read at all, ``ValueError``
    for an unknown format.
    """
    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose from: {', '.join(FORMATS)}")
    out = Path(out)
    rejects = Path(rejects) if rejects is not None else default_rejects(out)
    labelled = [(raw, shard) for raw in sources for shard in discover([raw])]
    if dataset is not None:
        labelled += [(dataset[0], shard) for shard in dataset_shards(*dataset)]
    if not labelled:
        raise InputError("no source given: name files or folders, or --dataset")
    labelled = list({str(Path(shard.path).resolve()): (raw, shard) for raw, shard in labelled}.values())
    jobs = plan([shard for _, shard in labelled], limit)
    labels = [raw for raw, _ in labelled]
    files = [str(Path(job.shard.path).resolve()) for job in jobs]
    try:
        before = {_id_of(line, number, out): line for number, line in resume_lines(out)}
        rejected_before = {(r.get("file"), r.get("index")) for r in resume_rows(rejects)}
    except ValueError as exc:
        raise InputError(f"cannot resume: {exc}") from None
    checkpoint = Checkpoint(default_checkpoint(out), out, rejects)
    tallies = [SourceTally() for _ in jobs]
    starts = [checkpoint.start(f"{fmt}:{file}", tally) for file, tally in zip(files, tallies)]
    done = sum(min(start, job.rows) for job, start in zip(jobs, starts))
    advance = (progress or (lambda total, done: lambda rows: None))(sum(job.rows for job in jobs) - done, done)
    written: set[str] = set()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("a", encoding="utf-8") as rows_file, rejects.open("a", encoding="utf-8") as rejects_file:
        for index, found in _converted(fmt, jobs, starts, trusted, engine, address):
            tally = tallies[index]
            for item in found:
                if (files[index], item.index) in rejected_before:
                    tally.rejected[reason_kind(item.reason or "duplicate id")] += 1
                    continue
                reason = item.reason
                if reason is None and item.id in written:
                    reason = f"duplicate id: {item.id} is the id of an earlier row"
                elif reason is None and item.id in before and item.line != before[str(item.id)]:
                    reason = f"duplicate id: {item.id} is the id of another row already in {out}"
                if reason is not None:
                    rejects_file.write(dumps({"source": labels[index], "file": files[index], "index": item.index,
                                              "reason": reason}) + "\n")
                    tally.reject(reason, f"{jobs[index].shard.path} row {item.index}")
                    continue
                written.add(str(item.id))
                tally.flags.update(item.flags)
                if item.id in before:
                    tally.earlier += 1
                    continue
                rows_file.write(f"{item.line}\n")
                tally.imported += 1
            rows_file.flush()  # a piece's rows are in the files before the checkpoint says so
            rejects_file.flush()
            if found:
                checkpoint.save(f"{fmt}:{files[index]}", found[-1].index + 1, tally)
            advance(len(found))
    if rejects.stat().st_size == 0:
        rejects.unlink()
    summary = ImportSummary(fmt, out, rejects)
    for label, tally in zip(labels, tallies):
        total = summary.sources.setdefault(label, SourceTally())
        total.imported += tally.imported
        total.earlier += tally.earlier
        total.flags.update(tally.flags)
        total.rejected.update(tally.rejected)
        total.examples = {**tally.examples, **total.examples}
    return summary


def _converted(fmt: str, jobs: list[Job], starts: list[int], trusted: bool, engine: str,
               address: str | None) -> Iterator[tuple[int, list[Converted]]]:
    """(job index, its next piece's rows converted) for every piece of every job from its start, in order."""
    if engine != "ray":
        for index, (job, first) in enumerate(zip(jobs, starts)):
            for start, rows in pieces_of(job, first):
                yield index, convert_piece(fmt, job, start, rows, trusted)
        return
    if importlib.util.find_spec("ray") is None:
        raise InputError("--engine ray needs Ray Data: pip install 'codereward[ray]'")
    from codereward.corpus.ray_problems import convert_on_ray

    yield from convert_on_ray(fmt, jobs, [pieces_of(job, first) for job, first in zip(jobs, starts)], trusted, address)
