"""``codereward problems validate`` on imported rows at scale: batches of rows judged
(``problems.validate.judge_imported``) here or on Ray Data actors, the verdicts counted per
source, and with ``out`` the rows written, resumably.

Written rows: every row, one whose reference fails its tests flagged ``broken_tests`` with the
failures; or, with ``drop_invalid``, only the passing ones. The rows left out (with
``drop_invalid``; and always those that break the schema, which no command could take) go to
``rejects`` as their ids, verdicts and reasons. A row the sandbox could not judge is not
written, so a rerun tries it again. Resuming: the rows whose id is in ``out`` or ``rejects`` are not run again; their verdicts
are counted from what the earlier run wrote (``verdict_of_written``).
"""

from __future__ import annotations

import contextlib
import importlib.util
from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.corpus.inputs import InputError
from codereward.corpus.problem_import import default_rejects
from codereward.jsonl import dumps, resume_rows
from codereward.problems.validate import (
    BROKEN,
    MALFORMED,
    PASS,
    UNJUDGED,
    RowVerdict,
    SourceValidation,
    flagged,
    imported_lines,
    judge_imported,
    verdict_of_written,
)
from codereward.rewards.correctness import default_sandbox

#: rows judged at once (the sandbox's pool runs them side by side; one Ray actor call); one progress step
BATCH_ROWS = 64


@dataclass
class ImportedValidation:
    by_source: dict[str, SourceValidation] = field(default_factory=dict)
    out: Path | None = None
    rejects: Path | None = None
    drop_invalid: bool = False

    def add(self, verdict: RowVerdict) -> None:
        self.by_source.setdefault(verdict.source, SourceValidation()).add(verdict.status, verdict.id, verdict.reason)

    def count(self, *statuses: str) -> int:
        return sum(found.counts[s] for found in self.by_source.values() for s in statuses)

    @property
    def ok(self) -> bool:
        """Every row judged, and none broken or malformed unless those were dropped."""
        return not self.count(UNJUDGED) and (self.drop_invalid or not self.count(BROKEN, MALFORMED))

    def lines(self) -> list[str]:
        out = imported_lines(self.by_source)
        if self.out is not None:
            out.append(f"{self.out}: " + ("the rows whose reference passes" if self.drop_invalid else
                                          "every row, those whose reference fails flagged broken_tests")
                       + (f"; the rows left out in {self.rejects}" if self.rejects and self.rejects.exists() else ""))
        if self.count(UNJUDGED):
            out.append(f"{self.count(UNJUDGED)} rows not judged (the sandbox failed): rerun to try them again")
        return out


def validate_imported(rows: list[dict[str, Any]], *, out: Path | None = None, rejects: Path | None = None,
                      drop_invalid: bool = False, engine: str = "local", address: str | None = None,
                      progress: Callable[[int, int], Callable[[int], None]] | None = None) -> ImportedValidation:
    """Judge imported ``rows`` (see the module docstring); ``InputError`` when ``out`` cannot be resumed."""
    rejects = rejects or (default_rejects(out) if out is not None else None)
    result = ImportedValidation(out=out, rejects=rejects, drop_invalid=drop_invalid)
    done: set[str] = set()
    if out is not None:
        try:
            for row in resume_rows(out):
                done.add(str(row.get("id")))
                result.add(RowVerdict("", str(row.get("source", "")), verdict_of_written(row)))  # no reason: counted, not shown
            for row in resume_rows(rejects) if rejects is not None else []:
                done.add(str(row.get("id")))
                result.add(RowVerdict("", str(row.get("source", "")), str(row.get("status"))))
        except ValueError as exc:
            raise InputError(f"cannot resume: {exc}") from None
    seen: set[str] = set()
    pending = []
    for row in rows:
        ident = str(row.get("id"))
        if ident in seen:  # an id names one row: the second would pass for the first on a resumed run
            result.add(RowVerdict(ident, str(row.get("source", "")), MALFORMED, "duplicate id: the id of an earlier row"))
        elif ident not in done:
            pending.append(row)
        seen.add(ident)
    batches = [pending[first:first + BATCH_ROWS] for first in range(0, len(pending), BATCH_ROWS)]
    advance = (progress or (lambda todo, skipped: lambda rows: None))(len(pending), len(rows) - len(pending))
    with contextlib.ExitStack() as files:
        out_file = files.enter_context(out.open("a", encoding="utf-8")) if out is not None else None
        rejects_file = files.enter_context(rejects.open("a", encoding="utf-8")) if rejects is not None else None
        judged = files.enter_context(contextlib.closing(_judged(batches, engine, address)))
        for batch, verdicts in zip(batches, judged):
            for row, verdict in zip(batch, verdicts):
                result.add(verdict)
                if verdict.status == UNJUDGED:
                    continue  # not written: a rerun tries it again
                if rejects_file is not None and (verdict.status == MALFORMED or drop_invalid and verdict.status != PASS):
                    rejects_file.write(dumps({"id": verdict.id, "source": verdict.source, "status": verdict.status,
                                              "reason": verdict.reason}) + "\n")
                elif out_file is not None:
                    out_file.write(dumps(flagged(row, verdict)) + "\n")
            for handle in (out_file, rejects_file):
                if handle is not None:
                    handle.flush()
            advance(len(batch))
    if rejects is not None and rejects.exists() and rejects.stat().st_size == 0:
        rejects.unlink()
    return result


def _judged(batches: list[list[dict[str, Any]]], engine: str,
            address: str | None) -> Generator[list[RowVerdict], None, None]:
    if engine == "ray":
        if importlib.util.find_spec("ray") is None:
            raise InputError("--engine ray needs Ray Data: pip install 'codereward[ray]'")
        from codereward.corpus.ray_problems import judge_on_ray

        yield from judge_on_ray(batches, address)
        return

    sandbox = default_sandbox()
    for batch in batches:
        yield judge_imported(batch, sandbox)
