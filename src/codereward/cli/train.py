"""``codereward train``: GRPO with codereward's rewards on TRL (config: YAML + flag overrides)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from codereward.train.config import DEFAULT_CONFIG, add_arguments, load_config, load_yaml, overrides_from_args, to_yaml
from codereward.train.heldout_eval import before_after
from codereward.train.run import train


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser(
        "train", help=summary,
        description="Train with TRL's GRPOTrainer and codereward's rewards. The default config builds a tiny "
                    "model locally, runs a short SFT pass, then GRPO on CPU (no download). Every config field "
                    "can be set with --field-name VALUE.")
    parser.add_argument("--config", type=Path, help="YAML config (fields as in the shipped configs/default.yaml)")
    parser.add_argument("--resume", action="store_true",
                        help="continue the run in --output-dir (or the config's) from its last checkpoint")
    parser.add_argument("--print-config", action="store_true", help="print the resolved config as YAML and exit")
    parser.add_argument("--quiet", action="store_true", help="no progress bar")
    add_arguments(parser)
    parser.set_defaults(run=run)


def resolve(args: argparse.Namespace):
    """The config: default.yaml < --config (or, on --resume, the run's saved config.yaml) < flags."""
    overrides = overrides_from_args(args)
    path = args.config
    if path is None and args.resume:
        output_dir = overrides.get("output_dir") or load_yaml(DEFAULT_CONFIG).get("output_dir")
        saved = Path(output_dir) / "config.yaml"
        path = saved if saved.is_file() else None
    return load_config(path, overrides)


def run(args: argparse.Namespace) -> int:
    config = resolve(args)
    if args.print_config:
        sys.stdout.write(to_yaml(config))
        return 0

    result = train(config, resume=args.resume, progress=not args.quiet)
    minutes = result.seconds / 60
    if result.interrupted:
        where = f"checkpoint {result.checkpoint}" if result.checkpoint else "no checkpoint yet"
        print(f"Interrupted at step {result.steps}: {where}; metrics and plots in {result.output_dir}. "
              f"Continue with: codereward train --output-dir {result.output_dir} --resume", file=sys.stderr)
        return 130

    summary = before_after(result.evaluations)
    if summary:
        print(summary)
    print(f"Trained {result.steps} steps in {minutes:.1f} min (SFT {result.sft_seconds:.0f} s). Results in "
          f"{result.output_dir}/: metrics.jsonl, samples/, plots/rewards.png, final model in {result.final_model}")
    return 0
