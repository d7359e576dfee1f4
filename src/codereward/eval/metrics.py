"""The paper's evaluation metrics (Table 2) for one set of completions over problem rows.

``evaluate_completions`` scores every completion with ``codereward.rewards.evaluate`` in
one batch (visible tests, hidden tests and the analyzer) and summarises:

- ``quality``: mean overall quality score (0 for code that does not parse, SPEC §2);
- ``correctness``: mean fraction of the visible tests passed (the paper's "validation
  correctness"); ``hidden_correctness``: the same on the held-out tests;
- ``visible_hidden_gap``: correctness minus hidden correctness over the problems that
  have both. Code that special-cases the visible tests passes them and fails the hidden
  ones, so a gap that grows during training is a reward-hacking signal;
- ``total_reward``: mean composite (default weights: the paper's eq. 2);
- ``format_rate``: share with exactly one well-formed ```python block;
- ``parse_rate``: share whose code parses; ``quality_parsed``: mean quality of those
  (quality without the zeros of unparsable answers);
- ``mean_code_length``: mean non-blank lines of code;
- ``pass_all_rate``: share that passes every visible and every hidden test;
- ``efficiency``: mean efficiency reward (CPU time on the scale tests against the
  reference's budget) over the problems that have scale tests; ``-`` when none has.

With several samples per problem, each problem's samples are averaged first, then the
problems (each problem weighs the same); ``quality_parsed`` averages parsed samples.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from codereward.analyzer import default_analyzer
from codereward.registry import get_rule
from codereward.rewards.base import completion_text
from codereward.rewards.composite import sample_composite
from codereward.rewards.settings import ScoringSettings
from codereward.snippet import Snippet

SUMMARY_KEYS = (
    "n", "quality", "correctness", "hidden_correctness", "visible_hidden_gap", "total_reward",
    "format_rate", "parse_rate", "quality_parsed", "mean_code_length", "pass_all_rate", "efficiency",
)
_MEAN_KEYS = ("quality", "correctness", "hidden_correctness", "visible_hidden_gap", "total_reward",
              "format_rate", "parse_rate", "mean_code_length", "pass_all_rate", "efficiency")
_ALWAYS = ("format", "correctness", "quality")  # components every summary needs, whatever the weights


@dataclass
class ModelResult:
    """One model's (or completion set's) evaluation."""

    name: str
    summary: dict[str, Any]
    per_category: dict[str, dict[str, Any]] = field(default_factory=dict)
    top_findings: list[dict[str, Any]] = field(default_factory=list)
    rows: list[dict[str, Any]] = field(default_factory=list)
    settings: dict[str, Any] = field(default_factory=dict)

    def to_json(self, rows: bool = True) -> dict[str, Any]:
        data = {"name": self.name, "summary": self.summary, "per_category": self.per_category,
                "top_findings": self.top_findings, "settings": self.settings}
        if rows:
            data["rows"] = self.rows
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> ModelResult:
        return cls(str(data["name"]), dict(data["summary"]), dict(data.get("per_category", {})),
                   list(data.get("top_findings", [])), list(data.get("rows", [])), dict(data.get("settings", {})))


def _mean(values: Sequence[float | None]) -> float | None:
    present = [v for v in values if v is not None]
    return sum(present) / len(present) if present else None


def _parses(code: str) -> bool:
    return bool(code.strip()) and Snippet.syntax_problem(code) is None


def _code_lines(code: str) -> int:
    return sum(1 for line in code.splitlines() if line.strip())


def _samples_of(completion: Any) -> list[Any]:
    """One row's samples: a list of completions, or one completion (text or chat messages)."""
    if isinstance(completion, (list, tuple)) and not (completion and isinstance(completion[0], Mapping)):
        return list(completion)
    return [completion]


def _sample_record(text: str, breakdown: Any, weights: Mapping[str, float], mode: str) -> dict[str, Any]:
    extraction, report = breakdown.extraction, breakdown.report
    tests = breakdown.tests
    hidden = tests["hidden_passed"] / tests["hidden_total"] if tests["hidden_total"] else None
    visible = breakdown.components["correctness"] if tests["total"] else None
    passed_all = bool(tests["total"]) and tests["passed"] == tests["total"] and (
        tests["hidden_passed"] == tests["hidden_total"])
    efficiency = breakdown.efficiency["score"] if breakdown.efficiency else None
    return {
        "completion": text,
        "total_reward": sample_composite(breakdown.components, weights, mode, efficiency),
        "efficiency": efficiency,
        "timings": breakdown.efficiency,
        "quality": breakdown.components["quality"],
        "correctness": breakdown.components["correctness"],
        "hidden_correctness": hidden,
        "gap": visible - hidden if visible is not None and hidden is not None else None,
        "format_ok": extraction.format_ok,
        "parses": _parses(extraction.code),
        "code_lines": _code_lines(extraction.code),
        "pass_all": passed_all,
        "tests": {k: v for k, v in tests.items() if k != "failures"},
        "reasons": breakdown.reasons,
        "findings": [f.rule for f in report.findings],
    }


def row_means(samples: list[dict[str, Any]]) -> dict[str, float | None]:
    """The per-problem means of scored samples (a record's ``means``)."""
    return {
        "quality": _mean([s["quality"] for s in samples]),
        "correctness": _mean([s["correctness"] for s in samples]),
        "hidden_correctness": _mean([s["hidden_correctness"] for s in samples]),
        "visible_hidden_gap": _mean([s["gap"] for s in samples]),
        "total_reward": _mean([s["total_reward"] for s in samples]),
        "format_rate": _mean([float(s["format_ok"]) for s in samples]),
        "parse_rate": _mean([float(s["parses"]) for s in samples]),
        "mean_code_length": _mean([float(s["code_lines"]) for s in samples]),
        "pass_all_rate": _mean([float(s["pass_all"]) for s in samples]),
        "efficiency": _mean([s["efficiency"] for s in samples]),
    }


def summarise(rows: Sequence[Mapping[str, Any]]) -> dict[str, Any]:
    """The summary keys over per-problem records (``rows`` of a ``ModelResult``)."""
    summary: dict[str, Any] = {"n": len(rows), "samples": sum(len(r["samples"]) for r in rows)}
    for key in _MEAN_KEYS:
        summary[key] = _mean([r["means"][key] for r in rows])
    summary["quality_parsed"] = _mean([s["quality"] for r in rows for s in r["samples"] if s["parses"]])
    return {key: summary[key] for key in (*SUMMARY_KEYS, "samples")}


def top_findings(rows: Sequence[Mapping[str, Any]], limit: int = 10) -> list[dict[str, Any]]:
    """The most frequent rules, counted once per sample; ``share`` is the share of samples with it."""
    total = sum(len(r["samples"]) for r in rows)
    counts = Counter(rule for r in rows for s in r["samples"] for rule in set(s["findings"]))
    out = []
    for rule_id, count in sorted(counts.items(), key=lambda item: (-item[1], item[0]))[:limit]:
        rule = get_rule(rule_id)
        out.append({"rule": rule_id, "name": rule.name if rule else rule_id,
                    "characteristic": rule.characteristic.value if rule else None,
                    "count": count, "share": count / total if total else 0.0})
    return out


def evaluate_completions(
    rows: Sequence[Mapping[str, Any]],
    completions: Sequence[Any],
    *,
    settings: ScoringSettings | None = None,
    name: str = "model",
    analyzer: Any = None,
    sandbox: Any = None,
    top: int = 10,
    efficiency: bool = True,
) -> ModelResult:
    """Score ``completions`` (one text, or a list of samples, per row) against ``rows`` with
    ``settings`` (weights, mode, end markers, efficiency budget, quality profile; the defaults when None).

    ``efficiency=False`` skips the scale tests (the efficiency column is then empty)
    unless the weights include efficiency."""
    if len(rows) != len(completions):
        raise ValueError(f"{len(completions)} completions for {len(rows)} problem rows")
    settings = settings or ScoringSettings()
    weights, mode = dict(settings.weights), settings.mode
    analyzer = analyzer or default_analyzer()
    flat_texts: list[str] = []
    flat_rows: list[Mapping[str, Any]] = []
    owner: list[int] = []
    for index, (row, completion) in enumerate(zip(rows, completions)):
        for sample in _samples_of(completion):
            flat_texts.append(completion_text(sample) if sample is not None else "")
            flat_rows.append(row)
            owner.append(index)
    # zero weights add the components every summary needs without changing the composite,
    # which is recomputed below with the caller's weights alone
    scoring = settings.replace(weights={**{k: 0.0 for k in _ALWAYS}, **weights})
    breakdowns = scoring.evaluate(flat_texts, list(flat_rows), never_raise=False, hidden=True, analyzer=analyzer,
                                  sandbox=sandbox, efficiency=efficiency) if flat_texts else []
    per_row: list[list[dict[str, Any]]] = [[] for _ in rows]
    for i, text in enumerate(flat_texts):
        per_row[owner[i]].append(_sample_record(text, breakdowns[i], weights, mode))
    records = []
    for index, row in enumerate(rows):
        samples = per_row[index]
        records.append({
            "id": row.get("id", str(index)),
            "category": row.get("category") or "(none)",
            "difficulty": row.get("difficulty"),
            "means": row_means(samples) if samples else dict.fromkeys(_MEAN_KEYS),
            "samples": samples,
        })
    by_category: dict[str, list[dict[str, Any]]] = {}
    for record in records:
        by_category.setdefault(record["category"], []).append(record)
    return ModelResult(
        name=name,
        summary=summarise(records),
        per_category={cat: summarise(recs) for cat, recs in sorted(by_category.items())},
        top_findings=top_findings(records, top),
        rows=records,
        settings={"weights": weights, "mode": mode},
    )
