"""Drill rows in the problem-set schema, and their validation (``codereward problems drills``).

Training rows have split ``train`` and carry ``solutions`` (their SFT targets in the mix);
held-out rows have split ``validation``. ``validate_drills`` runs, in the sandbox, every
reference against its visible and hidden tests and every SFT target against them (clean
and flawed targets must pass all, wrong ones must fail a visible test), and checks with
the analyzer that clean targets have no finding and every flawed target has its family's.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.analyzer import default_analyzer
from codereward.problems.dataset import prompt_messages
from codereward.problems.drill_solutions import DrillMix, reference_solution, solutions_for
from codereward.problems.drills import CATEGORY, Drill, make_drills, make_tests
from codereward.rewards.correctness import default_sandbox


def drill_row(drill: Drill, split: str, index: int, rng: random.Random,
              solutions: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """A problem-set row for one drill (``solutions``: its SFT targets, training drills only)."""
    visible, hidden = make_tests(drill, rng)
    row: dict[str, Any] = {
        "id": f"drill-{'train' if split == 'train' else 'heldout'}-{index:04d}-{drill.name}",
        "category": CATEGORY,
        "subcategory": "/".join(drill.combination),
        "difficulty": "easy",
        "statement": drill.statement,
        "starter_code": f"def {drill.name}({drill.param}):\n    ...\n",
        "reference_solution": reference_solution(drill),
        "entry_point": drill.name,
        "tests": visible,
        "hidden_tests": hidden,
        "split": split,
        "task": "write",
        "drill": {"op": drill.op, "pred": drill.pred, "transform": drill.transform, "param": drill.param,
                  "k": drill.k, "hi": drill.hi, "add": drill.add},
    }
    if solutions is not None:
        row["solutions"] = solutions
    return row


def drill_rows(train: int = 400, heldout: int = 40, seed: int = 0, mix: DrillMix | None = None,
               heldout_share: float = 0.15) -> list[dict[str, Any]]:
    """Training rows (split ``train``, with ``solutions``) then held-out rows (split ``validation``)."""
    mix = mix or DrillMix()
    drills = make_drills(train, heldout, seed, heldout_share)
    # tests and SFT targets draw from streams of their own: another mix leaves the problems as they are
    tests, targets = random.Random(seed + 1), random.Random(seed + 2)
    rows = [drill_row(d, "train", i, tests, solutions_for(d, mix, targets)) for i, d in enumerate(drills.train)]
    rows += [drill_row(d, "validation", i, tests) for i, d in enumerate(drills.heldout)]
    return rows


def with_prompts(rows: Sequence[dict[str, Any]], split: str | None = None) -> list[dict[str, Any]]:
    """Rows of ``split`` (all when None), each with its ``prompt`` messages, as ``load_rows`` gives them."""
    selected = [dict(r) for r in rows if split is None or r.get("split") == split]
    for row in selected:
        row["prompt"] = prompt_messages(row)
    return selected


@dataclass
class DrillCheck:
    """What ``validate_drills`` found; ``ok`` when nothing is wrong."""

    rows: int = 0
    targets: dict[str, int] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return not self.errors

    def lines(self) -> list[str]:
        kinds = ", ".join(f"{n} {kind}" for kind, n in sorted(self.targets.items()))
        out = [f"{self.rows} drills checked; SFT targets: {kinds or 'none'}"]
        out += [f"error: {e}" for e in self.errors]
        out.append("OK" if self.ok else f"FAILED: {len(self.errors)} errors")
        return out


def validate_drills(rows: Sequence[dict[str, Any]], *, sandbox: Any = None, analyzer: Any = None) -> DrillCheck:
    """Run every reference and SFT target against its tests (sandbox) and check the styles (analyzer)."""
    sandbox = sandbox or default_sandbox()
    analyzer = analyzer or default_analyzer()
    check = DrillCheck(rows=len(rows))
    jobs: list[tuple[str, list, str]] = []
    owners: list[tuple[str, str, dict[str, Any] | None, str]] = []  # row id, tests, target, label
    for row in rows:
        targets = [None, *row.get("solutions", [])]
        for target in targets:
            code = row["reference_solution"] if target is None else target["code"]
            label = "reference" if target is None else f"{target['kind']} target {target['style']}"
            for which in ("tests", "hidden_tests"):
                jobs.append((code, row[which], row["entry_point"]))
                owners.append((row["id"], which, target, label))
        for target in targets[1:]:
            check.targets[target["kind"]] = check.targets.get(target["kind"], 0) + 1
    runs = sandbox.run_many(jobs)
    for (row_id, which, target, label), run in zip(owners, runs):
        must_pass = target is None or target["kind"] != "wrong"
        if must_pass and not run.all_passed:
            why = run.error or "; ".join(f"#{c.index} {c.reason}" for c in run.failures()[:2])
            check.errors.append(f"{row_id}: {label} fails {run.total - run.passed}/{run.total} {which} ({why})")
        if not must_pass and which == "tests" and run.all_passed:
            check.errors.append(f"{row_id}: {label} passes every visible test")
    styled = [(row["id"], t) for row in rows for t in row.get("solutions", []) if t["kind"] != "wrong"]
    reports = analyzer.analyze_many([t["code"] for _, t in styled])
    for (row_id, target), report in zip(styled, reports):
        found = {f.rule for f in report.findings}
        if target["kind"] == "clean" and found:
            check.errors.append(f"{row_id}: clean target {target['style']} has findings {sorted(found)}")
        if target["kind"] == "flawed" and not found.intersection(target["rules"]):
            check.errors.append(f"{row_id}: flawed target {target['style']} lacks {target['rules']} "
                                f"(found {sorted(found)})")
    return check
