"""Rendering an evaluation of several models: terminal table, JSON and a self-contained HTML page."""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from codereward.eval.metrics import ModelResult
from codereward.eval.plots import category_plot, summary_plot
from codereward.snippet import extract_code

# (summary key, column title): the paper's Table 2 columns, then the signals around them
COLUMNS = (
    ("quality", "Validation Quality"),
    ("correctness", "Validation Correctness"),
    ("total_reward", "Total Reward"),
    ("hidden_correctness", "Hidden Correctness"),
    ("efficiency", "Efficiency"),
    ("visible_hidden_gap", "Visible-Hidden Gap"),
    ("parse_rate", "Parse Rate"),
    ("format_rate", "Format Rate"),
    ("mean_code_length", "Mean Code Lines"),
)
TEMPLATE = Path(__file__).with_name("templates") / "report.html"


def fmt(value: Any, key: str = "") -> str:
    if value is None:
        return "-"
    if key == "mean_code_length":
        return f"{value:.1f}"
    if key == "visible_hidden_gap":
        return f"{value:+.3f}"
    if isinstance(value, float):
        return f"{value:.3f}"
    return str(value)


def report_json(results: Sequence[ModelResult], meta: dict[str, Any], rows: bool = True) -> dict[str, Any]:
    return {**meta, "columns": {key: title for key, title in COLUMNS},
            "models": [r.to_json(rows=rows) for r in results]}


def print_table(results: Sequence[ModelResult], meta: dict[str, Any], findings: int = 5) -> None:
    """The summary table and each model's most frequent findings, on the terminal (rich)."""
    from rich.console import Console
    from rich.table import Table

    console = Console()
    if not console.is_terminal:  # a pipe or file has no width: do not squeeze the table into 80 columns
        console = Console(width=max(console.width, 130))
    table = Table(title=f"codereward eval: {meta.get('problems')} / {meta.get('split')} "
                        f"({results[0].summary['n'] if results else 0} problems)")
    table.add_column("Model", style="bold")
    for _, title in COLUMNS:
        table.add_column(title.replace(" ", "\n", 1), justify="right")
    for result in results:
        table.add_row(result.name, *(fmt(result.summary.get(key), key) for key, _ in COLUMNS))
    console.print(table)
    for result in results:
        if result.top_findings:
            top = ", ".join(f"{f['rule']} {f['name']} ({f['share']:.0%})" for f in result.top_findings[:findings])
            console.print(f"[bold]{result.name}[/bold] most frequent findings: {top}", highlight=False)


def _highlight(code: str) -> str:
    from pygments import highlight
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import PythonLexer

    return highlight(code, PythonLexer(), HtmlFormatter(cssclass="code"))


def _samples(results: Sequence[ModelResult], count: int) -> list[dict[str, Any]]:
    """The problems where the models' quality differs most: what a reader wants to compare."""
    by_id = [{row["id"]: row for row in r.rows} for r in results]
    common = [pid for pid in by_id[0] if all(pid in m for m in by_id[1:])] if by_id else []

    def spread(pid: str) -> float:
        values = [m[pid]["means"]["quality"] or 0.0 for m in by_id]
        return max(values) - min(values)

    chosen = sorted(common, key=lambda pid: (-spread(pid), pid))[:count]
    samples = []
    for pid in chosen:
        entries = []
        for result, rows in zip(results, by_id):
            row = rows[pid]
            first = row["samples"][0] if row["samples"] else None
            code = extract_code(first["completion"]).code if first else ""
            entries.append({
                "model": result.name,
                "code": _highlight(code) if code.strip() else "<p class='muted'>(no code)</p>",
                "quality": fmt(first["quality"]) if first else "-",
                "correctness": fmt(first["correctness"]) if first else "-",
                "findings": ", ".join(sorted(set(first["findings"]))) if first and first["findings"] else "none",
            })
        samples.append({"id": pid, "category": by_id[0][pid]["category"], "entries": entries})
    return samples


def render_html(results: Sequence[ModelResult], meta: dict[str, Any], samples: int = 3) -> str:
    """The report as one HTML page: plots embedded as base64 PNG, styles inline, no outside file."""
    from jinja2 import Environment, select_autoescape
    from pygments.formatters import HtmlFormatter

    env = Environment(autoescape=select_autoescape(default=True, default_for_string=True))
    template = env.from_string(TEMPLATE.read_text(encoding="utf-8"))
    categories = sorted({c for r in results for c in r.per_category})
    weights = meta.get("weights") or {}
    if isinstance(weights, dict):
        weights = ", ".join(f"{k}={v:g}" for k, v in weights.items())
    shown = {**meta, "weights": weights}
    return template.render(
        meta=shown,
        columns=COLUMNS,
        results=results,
        fmt=fmt,
        categories=categories,
        summary_png=base64.b64encode(summary_plot(results)).decode("ascii") if results else "",
        category_png=base64.b64encode(category_plot(results)).decode("ascii") if results else "",
        samples=_samples(results, samples) if results else [],
        pygments_css=HtmlFormatter(cssclass="code").get_style_defs(".code"),
        escape=html.escape,
    )
