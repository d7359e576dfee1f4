"""``codereward experiment quality-vs-control``: two GRPO arms from one SFT'd model, then Table 2."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

EXPERIMENTS = ("quality-vs-control",)


def register(sub: argparse._SubParsersAction) -> None:
    from codereward.train.config import add_arguments

    parser = sub.add_parser(
        "experiment", help="the paper's experiment in miniature: quality reward vs control",
        description="Train two policies from the same SFT'd model and seed, one with the quality reward and one "
                    "with it at weight 0 (the control), evaluate both and their start on the train and validation "
                    "splits, and write a Table 2-style table and a plot. Settings start from the shipped "
                    "configs/experiment.yaml; every training field can be overridden with --field-name VALUE.")
    parser.add_argument("name", choices=EXPERIMENTS, help="which experiment")
    parser.add_argument("--config", type=Path, help="YAML training config applied on top of configs/experiment.yaml")
    parser.add_argument("--eval-limit", type=int, default=None, metavar="N",
                        help="evaluate only the first N fitting problems of each split (quick checks)")
    parser.add_argument("--eval-samples", type=int, default=2, metavar="N",
                        help="completions sampled per problem for the table (default 2)")
    parser.add_argument("--eval-temperature", type=float, default=None, metavar="T",
                        help="sampling temperature for the table (default: the training temperature)")
    parser.add_argument("--sweep", action="append", default=[], metavar="FIELD=V1,V2",
                        help="then run the experiment again once per value, that field changed and nothing else "
                             "(repeatable; one field at a time, not a grid): writes sweep.md, sweep.json, sweep.png")
    parser.add_argument("--quiet", action="store_true", help="no progress bars")
    add_arguments(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from codereward.cli.main import UsageError
    from codereward.train.config import EXPERIMENT_CONFIG, load_config, load_yaml, overrides_from_args
    from codereward.train.experiment import run_experiment
    from codereward.train.sweep import parse_sweep, run_sweep

    if args.eval_samples < 1 or (args.eval_limit is not None and args.eval_limit < 1):
        raise UsageError("--eval-samples and --eval-limit must be >= 1")
    overrides: dict = {}
    for layer in (load_yaml(EXPERIMENT_CONFIG), load_yaml(args.config) if args.config else {}, overrides_from_args(args)):
        overrides |= {str(key).replace("-", "_"): value for key, value in layer.items()}
    config = load_config(None, overrides)
    variations = parse_sweep(args.sweep)
    kwargs = dict(eval_limit=args.eval_limit, eval_samples=args.eval_samples, eval_temperature=args.eval_temperature,
                  progress=not args.quiet)
    try:
        if variations:
            table = run_sweep(config, config.output_dir, variations, **kwargs)
            print(table.read_text(encoding="utf-8"))
            print(f"Sweep table: {table}  Plot: {table.with_suffix('.png')}  Runs: {Path(config.output_dir) / 'sweep'}")
            return 0
        result = run_experiment(config, config.output_dir, **kwargs)
    except KeyboardInterrupt:
        print(f"interrupted; the runs so far are in {config.output_dir}", file=sys.stderr)
        return 130
    print(Path(result.table).read_text(encoding="utf-8"))
    total = sum(result.seconds.values()) / 60
    print(f"Done in {total:.1f} min. Table: {result.table}  Plot: {result.plot}  Details: {result.output_dir}/results.json")
    return 0
