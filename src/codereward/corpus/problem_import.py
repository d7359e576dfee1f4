"""``codereward problems import``: rows of public code-RL datasets turned into one JSONL file of
problem rows, resumably, here or on Ray Data.

sources -> shards (``inputs``: JSONL, JSON, Parquet, ``datasets`` folders; a dataset name goes
through ``datasets.load_dataset`` and its Arrow cache files are the shards) -> jobs (``plan``:
``limit``) -> pieces of rows, each converted by ``importers.import_row`` (pure: here, or one Ray
task a piece) -> the rows, in the sources' order, appended to ``out``; the rows that cannot be
problems to ``rejects`` (source, file, row index, reason), never dropped silently.

Resuming: the rows already in ``out`` (their ids) and in ``rejects`` (their file and row index)
are not written again; a last line cut short by a kill is repaired or cut off
(``jsonl.resume_rows``) and its row written again. The conversion itself runs again over every
row (it is cheap next to reading); nothing already written is redone. Two rows of one run with
the same id: the second is rejected with the reason, so an id names one row.
"""

from __future__ import annotations

import importlib.util
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.corpus.inputs import InputError, Shard, count_rows, discover, iter_records
from codereward.corpus.plan import Job, plan
from codereward.jsonl import dumps, resume_rows

#: rows per piece: one progress step here, one Ray task on Ray Data
PIECE_ROWS = 500


@dataclass
class SourceTally:
    """What became of one source's rows (this run and the earlier runs into the same ``out``)."""

    imported: int = 0  # rows written by this run
    earlier: int = 0  # rows already in ``out``
    flags: Counter = field(default_factory=Counter)  # flag name -> rows carrying it (all rows in ``out``)
    rejected: Counter = field(default_factory=Counter)  # kind of reason -> rows (this run and earlier)

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
            out += [f"  rejected, {reason}: {n:,}" for reason, n in tally.rejected.most_common()]
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
    from codereward.problems.importers import import_row

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
        found.append(Converted(index, str(problem["id"]), dumps(problem), tuple(problem.get("flags") or ())))
    return found


def pieces_of(job: Job, rows: int | None = None) -> list[tuple[int, int]]:
    """(first row, rows) of each piece of ``job``."""
    rows = rows or PIECE_ROWS
    return [(start, min(rows, job.rows - start)) for start in range(0, job.rows, rows)]


def import_problems(fmt: str, sources: list[str], out: str | Path, *, rejects: str | Path | None = None,
                    limit: int | None = None, engine: str = "local", address: str | None = None,
                    trusted: bool = False, dataset: tuple[str, str | None, str] | None = None,
                    progress: Callable[[int, int], Callable[[int], None]] | None = None) -> ImportSummary:
    """Import the rows of ``sources`` (and of ``dataset``: name, config, split) into ``out``.

    ``trusted``: the sources were named by the user (LiveCodeBench's pickled tests are decoded
    only then). ``progress(total_rows, 0)`` returns the function called with each number of
    rows done. Raises ``InputError`` for a source that cannot be read at all, ``ValueError``
    for an unknown format.
    """
    from codereward.problems.importers import FORMATS

    if fmt not in FORMATS:
        raise ValueError(f"unknown format {fmt!r}; choose from: {', '.join(FORMATS)}")
    out = Path(out)
    rejects = Path(rejects) if rejects is not None else default_rejects(out)
    labelled = [(raw, shard) for raw in sources for shard in discover([raw])]
    if dataset is not None:
        labelled += [(dataset[0], shard) for shard in dataset_shards(*dataset)]
    if not labelled:
        raise InputError("no source given: name files or folders, or --dataset")
    jobs = plan([shard for _, shard in labelled], limit)
    labels = [raw for raw, _ in labelled]
    summary = ImportSummary(fmt, out, rejects, {label: SourceTally() for label in dict.fromkeys(labels[:len(jobs)])})
    try:
        before = {row.get("id") for row in resume_rows(out)}
        rejected_before = {(r.get("file"), r.get("index")) for r in resume_rows(rejects)}
    except ValueError as exc:
        raise InputError(f"cannot resume: {exc}") from None
    advance = (progress or (lambda total, skipped: lambda rows: None))(sum(j.rows for j in jobs), 0)
    written: set[str] = set()
    out.parent.mkdir(parents=True, exist_ok=True)
    with out.open("a", encoding="utf-8") as rows_file, rejects.open("a", encoding="utf-8") as rejects_file:
        for index, found in _converted(fmt, jobs, trusted, engine, address):
            job, tally = jobs[index], summary.sources[labels[index]]
            file = str(Path(job.shard.path).resolve())
            for item in found:
                if (file, item.index) in rejected_before:
                    tally.rejected[reason_kind(item.reason or "duplicate id")] += 1
                    continue
                reason = item.reason
                if reason is None and item.id in written:
                    reason = f"duplicate id: {item.id} is the id of an earlier row"
                if reason is not None:
                    rejects_file.write(dumps({"source": labels[index], "file": file, "index": item.index,
                                              "reason": reason}) + "\n")
                    tally.rejected[reason_kind(reason)] += 1
                    continue
                written.add(str(item.id))
                tally.flags.update(item.flags)
                if item.id in before:
                    tally.earlier += 1
                    continue
                rows_file.write(f"{item.line}\n")
                tally.imported += 1
            rows_file.flush()  # a piece's rows reach the file before its progress is shown
            rejects_file.flush()
            advance(len(found))
    if rejects.stat().st_size == 0:
        rejects.unlink()
    return summary


def _converted(fmt: str, jobs: list[Job], trusted: bool, engine: str, address: str | None) -> Iterator[tuple[int, list[Converted]]]:
    """(job index, its next piece's rows converted) for every piece of every job, in order."""
    if engine != "ray":
        for index, job in enumerate(jobs):
            for start, rows in pieces_of(job):
                yield index, convert_piece(fmt, job, start, rows, trusted)
        return
    if importlib.util.find_spec("ray") is None:
        raise InputError("--engine ray needs Ray Data: pip install 'codereward[ray]'")
    from codereward.corpus.ray_import import convert_on_ray

    yield from convert_on_ray(fmt, jobs, [pieces_of(job) for job in jobs], trusted, address)
