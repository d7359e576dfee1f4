"""``codereward problems validate``: is a problem set fit to train and evaluate on?

Checks, each failure naming the problem: the schema; every category in both splits;
every reference passes all visible and hidden tests in the sandbox; every starter of a
non-bug category passes the visible tests and every starter of a bug category fails at
least one; the reference scores higher quality than the starter for at least 90% of the
problems (the exceptions are listed); no two problems are near duplicates; where a row
has scale tests, the efficiency reward's verdicts: the reference (measured twice, as the
budget's base and as an answer) is within its own budget, and a starter that the
statement calls too slow (``starter_too_slow``, true by default) is over it.

Those verdicts hold on a loaded machine: every limit on a measurement is CPU time (see
``sandbox/caller/scale.py``), and the rows leave wide margins around the budget line. How wide
is a measurement, not a verdict: a starter under ``MIN_STARTER_RATIO`` times the
reference's CPU time, or a reference over ``MAX_REFERENCE_CPU`` a test, is listed under
``sizing`` (what ``problems generate`` refuses in a new row), never an error: load moves a
figure near such a line across it (``benchmarks/efficiency_stability.py --validations``
measures by how much, and whether the verdicts move).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from codereward.problems.schema import BUG_CATEGORIES, SPLITS, check_rows, row_errors
from codereward.problems.similarity import Pair, nearest_pairs
from codereward.problems.stats import starter_reference_quality
from codereward.rewards.correctness import default_sandbox
from codereward.rewards.efficiency import measure_batch
from codereward.sandbox.caller.formats import no_runnable_test, row_run_options, run_job

QUALITY_MARGIN = 0.9  # share of problems whose reference must beat the starter
MAX_REFERENCE_CPU = 0.25  # CPU seconds of the reference on one scale test: keeps validation fast (sizing)
#: a too slow starter's CPU time over the reference's, at least (sizing): the budget is 3x and a bit, so this
#: keeps the reward's verdict on the starter where load does not move it (a starter stopped far over its
#: budget counts the CPU time it used)
MIN_STARTER_RATIO = 8.0


@dataclass
class Validation:
    errors: list[str] = field(default_factory=list)
    quality_exceptions: list[str] = field(default_factory=list)
    quality_share: float = 0.0
    nearest: list[Pair] = field(default_factory=list)
    rows: int = 0
    #: id, reference s, starter / reference (None where the starter is not the too slow approach)
    scale: list[tuple[str, float, float | None]] = field(default_factory=list)
    #: rows whose timings leave a thin margin on this machine (measurements: they never fail validation)
    sizing: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors

    def lines(self) -> list[str]:
        out = [f"{self.rows} problems checked"]
        out += [f"error: {e}" for e in self.errors]
        out.append(f"reference beats starter on quality: {self.quality_share:.1%} (needs {QUALITY_MARGIN:.0%})")
        out += [f"  exception: {e}" for e in self.quality_exceptions]
        if self.scale:
            ratios = sorted(r for _, _, r in self.scale if r is not None)
            refs = sorted(t for _, t, _ in self.scale)
            out.append(f"scale tests: {len(self.scale)} problems; reference CPU median {refs[len(refs) // 2] * 1000:.1f} ms"
                       + (f"; {len(ratios)} too slow starters, starter/reference median {ratios[len(ratios) // 2]:.1f}x, "
                          f"least {ratios[0]:.1f}x" if ratios else ""))
        out += [f"sizing: {line}" for line in self.sizing]
        out.append("nearest pairs (statement / solution Jaccard):")
        out += [f"  {p.a} ~ {p.b}: {p.statement:.2f} / {p.solution:.2f}" for p in self.nearest]
        out.append("OK" if self.ok else f"FAILED: {len(self.errors)} errors")
        return out


def validate(rows: list[dict[str, Any]], *, sandbox: Any = None, analyzer: Any = None, require_split: bool = True) -> Validation:
    result = Validation(rows=len(rows))
    result.errors = check_rows(rows, require_split=require_split)
    if result.errors:
        return result  # the rest needs well-formed rows
    if require_split:
        present = Counter((r["category"], r["split"]) for r in rows)
        for category in sorted({r["category"] for r in rows}):
            result.errors += [f"{category}: no problem in the {s} split" for s in SPLITS if not present[(category, s)]]
    sandbox = sandbox or default_sandbox()

    jobs = []
    for r in rows:
        options = row_run_options(r)  # an imported row's own limits and judge
        jobs += [run_job(r["reference_solution"], r["tests"], r["entry_point"], options),
                 run_job(r["reference_solution"], r["hidden_tests"], r["entry_point"], options),
                 run_job(r["starter_code"], r["tests"], r["entry_point"], options)]
    runs = sandbox.run_many(jobs)
    for i, r in enumerate(rows):
        visible, hidden, starter = runs[3 * i: 3 * i + 3]
        for name, run in (("visible", visible), ("hidden", hidden)):
            if not run.all_passed:
                why = run.error or "; ".join(f"#{c.index} {c.status}: {c.reason}" for c in run.failures()[:2])
                result.errors.append(f"{r['id']}: reference fails {run.total - run.passed}/{run.total} {name} tests ({why})")
        if r["category"] in BUG_CATEGORIES and starter.all_passed:
            result.errors.append(f"{r['id']}: starter of a bug category passes every visible test")
        elif r["category"] not in BUG_CATEGORIES and not starter.all_passed:
            result.errors.append(f"{r['id']}: starter fails {starter.total - starter.passed} visible tests")
    result.errors += scale_checks(rows, sandbox, result)
    better = 0
    for r, (start, ref) in zip(rows, starter_reference_quality(rows, analyzer)):
        if ref > start:
            better += 1
        else:
            result.quality_exceptions.append(f"{r['id']}: reference {ref:.3f} <= starter {start:.3f}")
    result.quality_share = better / len(rows) if rows else 0.0
    if result.quality_share < QUALITY_MARGIN:
        result.errors.append(f"reference beats starter for only {result.quality_share:.1%} of problems")
    result.nearest, duplicates = nearest_pairs(rows)
    result.errors += [f"{p.a} and {p.b} are near duplicates (statement {p.statement:.2f}, solution {p.solution:.2f})"
                      for p in duplicates]
    return result


def scale_checks(rows: list[dict[str, Any]], sandbox: Any, result: Validation) -> list[str]:
    """Rows with scale tests: the reference within its own budget, slow starters over it (the sizing
    figures go to ``result.sizing``, the ratios to ``result.scale``). The only checks that measure time."""
    timed = [r for r in rows if r.get("scale_tests")]
    if not timed:
        return []
    codes, references, tests = [], [], []
    for r in timed:
        codes += [r["reference_solution"], r["starter_code"]]
        references += [r["reference_solution"]] * 2
        tests += [r["scale_tests"]] * 2
    found = measure_batch(codes, references, tests, sandbox)
    errors = []
    for i, r in enumerate(timed):
        reference, starter = found[2 * i], found[2 * i + 1]
        if reference.score is None or reference.score < 1.0:
            errors.append(f"{r['id']}: reference not within its own budget on the scale tests ({reference.reason})")
            continue
        slowest = max(reference.reference_cpu)
        if slowest > MAX_REFERENCE_CPU:
            result.sizing.append(f"{r['id']}: the reference takes {slowest:.3f} s CPU on a scale test "
                                 f"(at most {MAX_REFERENCE_CPU} s)")
        if r.get("starter_too_slow", True) and starter.score is not None and starter.score >= 1.0:
            errors.append(f"{r['id']}: the starter, which the statement calls too slow, is within the scale tests' budget "
                          f"({starter.ratio:.1f}x the reference)")
        elif r.get("starter_too_slow", True) and starter.ratio is not None and starter.ratio < MIN_STARTER_RATIO:
            result.sizing.append(f"{r['id']}: the starter, which the statement calls too slow, takes only "
                                 f"{starter.ratio:.1f}x the reference's CPU time on the scale tests "
                                 f"(at least {MIN_STARTER_RATIO:g}x)")
        result.scale.append((r["id"], sum(reference.reference_cpu), starter.ratio if r.get("starter_too_slow", True) else None))
    return errors


# --------------------------------------------------------------------------- imported rows

#: the verdicts on an imported row (one with a ``source``)
PASS, BROKEN, AMBIGUOUS, MALFORMED, UNJUDGED = "pass", "broken", "ambiguous", "malformed", "unjudged"
VERDICTS = (PASS, BROKEN, AMBIGUOUS, MALFORMED, UNJUDGED)
#: the flag validation gives a row whose reference fails its tests, when the row is kept
#: (``--drop-invalid`` not given); like every flag but ``no_reference``, it keeps the row out of training
VERDICT_FLAGS = {BROKEN: "broken_tests"}


@dataclass(frozen=True)
class RowVerdict:
    """An imported row's verdict: its reference passes its tests (``pass``); fails some
    (``broken``: the tests or the reference are wrong); cannot judge it (``ambiguous``: the row
    is flagged, e.g. interactive, or has no reference); breaks the schema (``malformed``); or
    the sandbox could not run it (``unjudged``: a rerun retries it)."""

    id: str
    source: str
    status: str
    reason: str = ""


def judge_imported(rows: list[dict[str, Any]], sandbox: Any = None) -> list[RowVerdict]:
    """Each imported row's reference solution run against its visible and hidden tests in the
    sandbox, with the row's time and memory limits and judge options (``row_run_options``)."""
    verdicts: list[RowVerdict | None] = []
    jobs: list[tuple[int, str, tuple[Any, ...]]] = []  # (row, which tests, sandbox item)
    for i, row in enumerate(rows):
        ident, source = str(row.get("id", f"row {i + 1}")), str(row.get("source", ""))
        errors = row_errors(row)
        flags = {k: v for k, v in (row.get("flags") or {}).items() if k not in VERDICT_FLAGS.values()} \
            if isinstance(row.get("flags"), dict) else {}
        if errors:
            verdicts.append(RowVerdict(ident, source, MALFORMED, "; ".join(errors[:3])))
        elif flags:
            verdicts.append(RowVerdict(ident, source, AMBIGUOUS, "; ".join(f"{k}: {v}" for k, v in flags.items())))
        elif not row["reference_solution"].strip():
            verdicts.append(RowVerdict(ident, source, AMBIGUOUS, "no_reference: the row has no reference solution"))
        else:
            verdicts.append(None)
            options = row_run_options(row)
            for name in ("tests", "hidden_tests"):
                if name == "tests" or no_runnable_test(row[name], name) is None:
                    jobs.append((i, name, run_job(row["reference_solution"], row[name], row["entry_point"] or None, options)))
    if jobs:
        runs = (sandbox or default_sandbox()).run_many([item for _, _, item in jobs])
        failures: dict[int, list[str]] = {}
        lost: dict[int, str] = {}
        for (i, name, _), run in zip(jobs, runs):
            if run.sandbox_failed:
                lost[i] = run.error or next((c.reason for c in run.cases if c.reason), "the sandbox failed")
            elif not run.all_passed:
                why = run.error or "; ".join(f"#{c.index} {c.status}: {c.reason}" for c in run.failures()[:2])
                failures.setdefault(i, []).append(f"reference fails {run.total - run.passed}/{run.total} "
                                                  f"{'hidden' if name == 'hidden_tests' else 'visible'} tests ({why})")
        for i, row in enumerate(rows):
            if verdicts[i] is None:
                ident, source = str(row["id"]), str(row.get("source", ""))
                verdicts[i] = (RowVerdict(ident, source, UNJUDGED, lost[i]) if i in lost else
                               RowVerdict(ident, source, BROKEN, "; ".join(failures[i])) if i in failures else
                               RowVerdict(ident, source, PASS))
    return [v for v in verdicts if v is not None]


def flagged(row: dict[str, Any], verdict: RowVerdict) -> dict[str, Any]:
    """``row`` as written after validation: an earlier verdict's flag replaced by this one's (if any)."""
    flags = {k: v for k, v in (row.get("flags") or {}).items() if k not in VERDICT_FLAGS.values()} \
        if isinstance(row.get("flags"), dict) else {}
    if verdict.status in VERDICT_FLAGS:
        flags[VERDICT_FLAGS[verdict.status]] = verdict.reason
    out = {k: v for k, v in row.items() if k != "flags"}
    return {**out, "flags": flags} if flags else out


def verdict_of_written(row: dict[str, Any]) -> str:
    """The verdict an earlier validation gave a row it wrote (from the flags it left)."""
    flags: dict[str, Any] = row["flags"] if isinstance(row.get("flags"), dict) else {}
    for status, flag in VERDICT_FLAGS.items():
        if flag in flags:
            return status
    return AMBIGUOUS if flags or not str(row.get("reference_solution", "")).strip() else PASS


@dataclass
class SourceValidation:
    """Per source: rows per verdict, and the first few reasons of each."""

    counts: Counter = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)

    def add(self, status: str, ident: str = "", reason: str = "") -> None:
        self.counts[status] += 1
        if reason and len(self.examples.setdefault(status, [])) < 3:
            self.examples[status].append(f"{ident}: {reason if len(reason) <= 240 else reason[:237] + '...'}")


def imported_lines(by_source: dict[str, SourceValidation]) -> list[str]:
    """The report of ``problems validate`` on imported rows: per source, rows per verdict."""
    out = []
    for source, found in sorted(by_source.items()):
        total = sum(found.counts.values())
        out.append(f"{source or '(no source)'}: {total:,} rows: " + ", ".join(
            f"{found.counts[v]:,} {v}" for v in VERDICTS if found.counts[v] or v in (PASS, BROKEN, AMBIGUOUS)))
        for status in VERDICTS[1:]:
            out += [f"  {status}: {example}" for example in found.examples.get(status, [])]
    return out
