"""``codereward eval``: the paper's Table 2 for models or completion sets side by side; ``eval passk``."""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

from codereward import __version__
from codereward.cli.errors import UsageError
from codereward.cli.scoring_options import add_scoring_arguments, read_scoring
from codereward.eval.generate import generate_completions
from codereward.eval.io import align, read_completions, write_completions
from codereward.eval.metrics import evaluate_completions
from codereward.eval.passk import load_samples, load_tasks, parse_ks, run_passk, truncate_at_stops
from codereward.eval.report import print_table, render_html, report_json
from codereward.problems import SchemaError, load_rows
from codereward.problems.split import with_splits


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser(
        "eval", help=summary,
        description="Score models (generated here) or completion files on a problem split: the paper's Table 2 "
                    "columns plus hidden-test correctness, the visible-hidden gap, parse rate and code length.")
    parser.add_argument("--model", action="append", default=[], metavar="[NAME=]PATH_OR_ID",
                        help="a model to generate with: hub id, model dir or training run dir (repeatable)")
    parser.add_argument("--completions", action="append", default=[], metavar="NAME=FILE.jsonl",
                        help="completions already generated: JSONL rows {problem_id, completion} (repeatable)")
    parser.add_argument("--problems", default="shipped", help="'shipped' (default) or a JSONL file of problem rows")
    parser.add_argument("--split", default="validation", help="train, validation or all (default: validation)")
    parser.add_argument("--limit", type=int, help="only the first N problems of the split")
    parser.add_argument("--samples", type=int, default=1, help="completions per problem when generating")
    parser.add_argument("--max-new-tokens", type=int, default=256, help="tokens generated per answer at most (default 256)")
    parser.add_argument("--temperature", type=float, default=0.0, help="0: greedy (default)")
    parser.add_argument("--batch-size", type=int, default=8, help="prompts generated at once (default 8)")
    parser.add_argument("--seed", type=int, default=0, help="sampling seed (default 0)")
    parser.add_argument("--coupled", action="store_true",
                        help="sample every model with common random numbers (sample i of a problem from the same "
                             "noise): models compared side by side differ less by chance")
    parser.add_argument("--backend", choices=("auto", "transformers", "vllm"), default="auto",
                        help="generation engine (default auto: vllm when installed with a GPU, else transformers)")
    add_scoring_arguments(parser)
    parser.add_argument("--format", choices=("text", "json"), default="text", help="output format (default text)")
    parser.add_argument("--html", type=Path, help="write the HTML report here")
    parser.add_argument("--out", type=Path, help="directory for eval.json (with per-problem rows) and generated "
                                                 "completions (default for those: ./eval_output)")
    parser.set_defaults(run=run, eval_command=None)
    commands = parser.add_subparsers(dest="eval_command", metavar="passk")
    passk = commands.add_parser("passk", help="pass@k (unbiased estimator) on a HumanEval/MBPP-style JSONL")
    passk.add_argument("--data", type=Path, required=True, metavar="FILE.jsonl",
                       help="tasks: JSONL(.gz) with task_id, prompt, test, entry_point")
    passk.add_argument("--completions", dest="passk_completions", type=Path, metavar="FILE.jsonl",
                       help="JSONL rows {task_id, completion}; several rows per task are its n samples")
    passk.add_argument("--model", dest="passk_model", metavar="PATH_OR_ID",
                       help="generate the samples with this model instead")
    passk.add_argument("--k", default="1,10", help="comma-separated k values (default 1,10)")
    passk.add_argument("--samples", dest="passk_samples", metavar="N", type=int, default=10,
                       help="samples per task when generating")
    passk.add_argument("--temperature", dest="passk_temperature", metavar="T", type=float, default=0.8, help="sampling temperature (default 0.8)")
    passk.add_argument("--max-new-tokens", dest="passk_max_new_tokens", metavar="N", type=int, default=512, help="tokens per sample at most (default 512)")
    passk.add_argument("--chat", action="store_true", help="wrap each prompt as a chat message (instruct models)")
    passk.add_argument("--limit", dest="passk_limit", metavar="N", type=int, help="only the first N tasks")
    passk.add_argument("--format", dest="passk_format", choices=("text", "json"), default="text",
                       help="output format (default text)")
    passk.add_argument("--out", dest="passk_out", metavar="DIR", type=Path,
                       help="write passk.json and generated completions here")
    passk.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.eval_command == "passk":
        return _run_passk(args)
    return _run_eval(args)


def _name_and_target(spec: str, flag: str) -> tuple[str | None, str]:
    # NAME=VALUE, unless the left part looks like a path (a hub id never holds '=')
    if "=" in spec:
        name, value = spec.split("=", 1)
        if name and "/" not in name and value:
            return name, value
        if flag == "--completions":

            raise UsageError(f"--completions {spec!r}: expected NAME=FILE.jsonl")
    return None, spec


def _model_name(target: str) -> str:
    path = Path(target.rstrip("/"))
    return path.name or target


def _unique(name: str, taken: set[str]) -> str:
    candidate, n = name, 2
    while candidate in taken:
        candidate, n = f"{name}-{n}", n + 1
    taken.add(candidate)
    return candidate


def _load_problem_rows(args: argparse.Namespace) -> list[dict[str, Any]]:
    split = None if args.split == "all" else args.split
    path = None if args.problems == "shipped" else Path(args.problems)
    if path is not None and not path.is_file():
        raise UsageError(f"--problems {args.problems}: no such file")

    try:
        rows, _ = with_splits(load_rows(None, path))  # imported rows: the split training draws
    except (SchemaError, OSError) as exc:
        raise UsageError(f"--problems {args.problems}: {exc}") from None
    rows = [row for row in rows if split is None or row.get("split") == split]
    if args.limit is not None:
        rows = rows[: max(0, args.limit)]
    if not rows:
        raise UsageError(f"no problems in {args.problems} for split {args.split!r}")
    return rows


def _run_eval(args: argparse.Namespace) -> int:
    if not args.model and not args.completions:
        raise UsageError("give at least one --model or --completions NAME=FILE.jsonl")
    if args.samples < 1:
        raise UsageError("--samples must be >= 1")
    _, settings = read_scoring(args)
    rows = _load_problem_rows(args)
    taken: set[str] = set()
    sets: dict[str, dict[str, list[str]]] = {}
    for spec in args.completions:
        name, target = _name_and_target(spec, "--completions")
        try:
            sets[_unique(name or Path(target).stem, taken)] = read_completions(target)
        except (OSError, ValueError) as exc:
            raise UsageError(f"--completions {spec}: {exc}") from None
    models = []
    for spec in args.model:
        name, target = _name_and_target(spec, "--model")
        models.append((_unique(name or _model_name(target), taken), target))
    if models:
        out = args.out or Path("eval_output")
        ids = [str(r["id"]) for r in rows]
        for name, target in models:
            try:
                generated = generate_completions(
                    target, [r["prompt"] for r in rows], num_samples=args.samples, max_new_tokens=args.max_new_tokens,
                    temperature=args.temperature, batch_size=args.batch_size, seed=args.seed, backend=args.backend,
                    coupled=args.coupled)
            except (OSError, ValueError) as exc:
                raise UsageError(f"--model {target}: {exc}") from None
            path = write_completions(out / "completions" / f"{_safe(name)}.jsonl", ids, generated, model=target)
            print(f"{name}: completions written to {path}", file=sys.stderr)
            sets[name] = dict(zip(ids, generated))
    rows, warnings = align(rows, sets)
    for warning in warnings:
        print(f"warning: {warning}", file=sys.stderr)
    if not rows:
        raise UsageError("no problem is answered by every completion set")
    results = [evaluate_completions(rows, [samples[str(r["id"])] for r in rows], settings=settings, name=name)
               for name, samples in sets.items()]
    for result in results:
        # CR009 (an analyzer crashed or timed out) costs quality: a comparison should not hide it
        incomplete = sum(1 for row in result.rows for sample in row["samples"] if "CR009" in sample["findings"])
        if incomplete:
            print(f"warning: {result.name}: the analysis of {incomplete} answer(s) is incomplete (CR009: an analyzer "
                  "failed or timed out); their quality is lowered accordingly", file=sys.stderr)
    meta = {"problems": args.problems, "split": args.split, "weights": dict(settings.weights), "mode": settings.mode,
            "efficiency": settings.efficiency.options(), "end_markers": list(settings.end_markers),
            "quality_profile": settings.quality_profile,
            "samples": max(len(s) for r in results for s in (x["samples"] for x in r.rows)) if rows else 0,
            "version": __version__}
    if args.out:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "eval.json").write_text(json.dumps(report_json(results, meta), indent=2), encoding="utf-8")
    if args.html:
        args.html.parent.mkdir(parents=True, exist_ok=True)
        args.html.write_text(render_html(results, meta), encoding="utf-8")
        print(f"HTML report written to {args.html}", file=sys.stderr)
    if args.format == "json":
        print(json.dumps(report_json(results, meta, rows=False), indent=2))
    else:
        print_table(results, meta)
    return 0


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9._-]+", "_", name) or "model"


def _run_passk(args: argparse.Namespace) -> int:
    if bool(args.passk_completions) == bool(args.passk_model):
        raise UsageError("give exactly one of --completions FILE.jsonl or --model")
    ks = parse_ks(args.k)
    try:
        tasks, skipped = load_tasks(args.data)
    except (OSError, ValueError) as exc:
        raise UsageError(f"--data {args.data}: {exc}") from None
    if args.passk_limit is not None:
        tasks = tasks[: max(0, args.passk_limit)]
    if not tasks:
        raise UsageError(f"--data {args.data}: no usable task" + (f" ({skipped[0]})" if skipped else ""))
    if args.passk_completions:
        try:
            samples = load_samples(args.passk_completions)
        except (OSError, ValueError) as exc:
            raise UsageError(f"--completions {args.passk_completions}: {exc}") from None
    else:
        prompts: list[Any] = [
            [{"role": "user", "content": "Complete this Python function. Answer with the whole function in one "
                                         f"```python block.\n\n```python\n{t.prompt}\n```"}] if args.chat else t.prompt
            for t in tasks]
        try:
            generated = generate_completions(args.passk_model, prompts, num_samples=args.passk_samples,
                                             max_new_tokens=args.passk_max_new_tokens,
                                             temperature=args.passk_temperature)
        except (OSError, ValueError) as exc:
            raise UsageError(f"--model {args.passk_model}: {exc}") from None
        if not args.chat:  # a continuation of the prompt ends where the function does
            generated = [[truncate_at_stops(text) for text in group] for group in generated]
        samples = {t.task_id: group for t, group in zip(tasks, generated)}
        out = args.passk_out or Path("eval_output")
        path = write_completions(out / "passk_completions.jsonl", [t.task_id for t in tasks], generated,
                                 model=args.passk_model)
        print(f"completions written to {path}", file=sys.stderr)
    result = run_passk(tasks, samples, ks)
    result.skipped[:0] = skipped
    data = {"data": str(args.data), **result.to_json()}
    if args.passk_out:
        args.passk_out.mkdir(parents=True, exist_ok=True)
        (args.passk_out / "passk.json").write_text(json.dumps(data, indent=2), encoding="utf-8")
    if args.passk_format == "json":
        print(json.dumps(data, indent=2))
        return 0
    n_samples = [t["n"] for t in result.per_task]
    print(f"{args.data}: {len(result.per_task)} tasks, {min(n_samples, default=0)}-{max(n_samples, default=0)} "
          "samples each")
    for k in result.ks:
        value = result.pass_at[k]
        shown = "-" if value is None else f"{100 * value:.1f}%"
        print(f"  pass@{k:<4} {shown:>7}  ({result.tasks_counted[k]} tasks)")
    for reason in result.skipped[:10]:
        print(f"  note: {reason}")
    if len(result.skipped) > 10:
        print(f"  note: ... and {len(result.skipped) - 10} more")
    return 0
