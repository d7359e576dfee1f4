"""``codereward experiment quality-vs-control``: two GRPO arms from one SFT'd model, then Table 2."""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

from codereward.cli.errors import UsageError
from codereward.train.config import EXPERIMENT_CONFIG, add_arguments, load_config, load_yaml, overrides_from_args
from codereward.train.experiment import run_experiment
from codereward.train.reproducible import reexec_pinned
from codereward.train.sweep import parse_sweep, run_sweep

EXPERIMENTS = ("quality-vs-control",)


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser(
        "experiment", help=summary,
        description="Train two policies from the same SFT'd model, for each of --seeds seeds, one with the quality "
                    "reward and one with it at weight 0 (the control); evaluate both and their start on the held-out "
                    "problems (quality, visible and hidden correctness, clean share, code length, pylint) and write "
                    "a table, the effect with 95% intervals (a bootstrap over seed pairs and prompts), a plot and a "
                    "blinded study's input. "
                    "Settings start from the shipped configs/experiment.yaml; every training field can be "
                    "overridden with --field-name VALUE.")
    parser.add_argument("name", choices=EXPERIMENTS, help="which experiment")
    parser.add_argument("--config", type=Path, help="YAML training config applied on top of configs/experiment.yaml")
    parser.add_argument("--seeds", type=int, default=5, metavar="N",
                        help="train both arms with N seeds (seed, seed+1, ...) from the one SFT start (default 5)")
    parser.add_argument("--jobs", type=int, default=2, metavar="N",
                        help="GRPO runs trained at once, each in its own process (default 2: one per core)")
    parser.add_argument("--sweep", action="append", default=[], metavar="FIELD=V1,V2",
                        help="then run the experiment again once per value, that field changed and nothing else "
                             "(repeatable: the settings of every --sweep, each one field away from the experiment's, "
                             "not their cross product); a setting whose sweep/FIELD=VALUE/results.json was made with "
                             "its settings and --seeds is reused, not run again. Writes sweep.md, sweep.json and "
                             "sweep.png: the effect per setting with its interval and the goal's verdict")
    parser.add_argument("--report-only", action="store_true",
                        help="train nothing: write sweep.md, sweep.json and sweep.png from the experiment and the "
                             "settings stored under --output-dir (made with these settings and --seeds), and list "
                             "the --sweep settings not stored yet")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")
    add_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if args.seeds < 1 or args.jobs < 1:
        raise UsageError("--seeds and --jobs must be >= 1")
    overrides: dict = {}
    for layer in (load_yaml(EXPERIMENT_CONFIG), load_yaml(args.config) if args.config else {}, overrides_from_args(args)):
        overrides |= {str(key).replace("-", "_"): value for key, value in layer.items()}
    config = load_config(None, overrides)
    if args.argv is not None and not args.report_only:  # the command line: start again with what decides the floats pinned
        reexec_pinned(config.cpu_threads, args.argv)
    variations = parse_sweep(args.sweep)
    kwargs = dict(seeds=[config.seed + k for k in range(args.seeds)], jobs=args.jobs, progress=not args.quiet)
    try:
        if variations or args.report_only:
            table = run_sweep(config, config.output_dir, variations, report_only=args.report_only, **kwargs)
            print(table.read_text(encoding="utf-8"))
            print(f"Sweep table: {table}  Plot: {table.with_suffix('.png')}  Runs: {Path(config.output_dir) / 'sweep'}")
            return 0
        started = time.perf_counter()
        result = run_experiment(config, config.output_dir, **kwargs)
    except KeyboardInterrupt:
        print(f"interrupted; the runs so far are in {config.output_dir}", file=sys.stderr)
        return 130
    print(Path(result.table).read_text(encoding="utf-8"))
    total = (time.perf_counter() - started) / 60  # the runs' own seconds overlap (two at a time): not summed
    print(f"Done in {total:.1f} min. Table: {result.table}  Plot: {result.plot}  Details: {result.output_dir}/results.json")
    if result.study:
        print(f"Blinded study input: codereward study create --a quality={result.study}/quality.jsonl "
              f"--b control={result.study}/control.jsonl --problems {result.study}/problems.jsonl "
              "--annotators alice,bob --out study.sqlite")
    return 0
