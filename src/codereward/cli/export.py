"""``codereward export verl``: the problem set in verl's layout plus a ready verl launch.

Writes ``train.parquet`` and ``validation.parquet`` (verl's RL rows, with the scoring settings,
``[tool.codereward]`` with the flags over it, in ``extra_info["codereward"]``, which ``integrations/verl.py`` reads),
``verl_<algorithm>.yaml`` (the run as a Hydra config over verl's ``ppo_trainer``) and
``run_verl.sh`` (the same run as the override list verl users launch with).
"""

from __future__ import annotations

import argparse
import stat
from pathlib import Path
from typing import Any

from codereward.cli.errors import UsageError
from codereward.cli.inputs import problem_rows
from codereward.cli.scoring_options import add_scoring_arguments, read_scoring
from codereward.integrations import verl as verl_reward
from codereward.integrations.verl_config import (
    ALGORITHMS,
    REWARD_MANAGERS,
    VERL_VERSION,
    VerlLaunch,
    check,
    render_script,
    render_yaml,
)
from codereward.problems.dataset import exclude_flagged, flagged_summary
from codereward.problems.export import verl_row
from codereward.problems.schema import SPLITS
from codereward.problems.split import VALIDATION_SHARE, with_splits

FILES = ("train", "validation")


def register(sub: argparse._SubParsersAction, summary: str) -> None:
    parser = sub.add_parser("export", help=summary)
    targets = parser.add_subparsers(dest="target", metavar="TARGET", required=True)
    v = targets.add_parser(
        "verl", help="verl parquet files, a verl GRPO/PPO config and its launch script",
        description="Write train.parquet, validation.parquet, verl_<algorithm>.yaml and run_verl.sh into --out.")
    d = VerlLaunch()
    v.add_argument("--out", type=Path, required=True, help="output folder")
    v.add_argument("--split", default="train,validation", metavar="TRAIN,VAL",
                   help="problem splits written as train.parquet and validation.parquet (default: train,validation)")
    v.add_argument("--path", type=Path, help="a JSONL file of problems (default: the shipped set)")
    add_scoring_arguments(v)
    v.add_argument("--include-flagged", action="store_true",
                   help="keep rows flagged other than no_reference (interactive, multiple_answers, python2, no_tests); "
                        "by default they are left out, with a count per flag")
    v.add_argument("--model", default=d.model, help=f"policy: a Hugging Face id or a local path (default {d.model})")
    v.add_argument("--algorithm", choices=ALGORITHMS, default=d.algorithm, help=f"RL algorithm (default {d.algorithm})")
    v.add_argument("--n-gpus", type=int, default=d.n_gpus_per_node, help="GPUs per node")
    v.add_argument("--nnodes", type=int, default=d.nnodes, help="nodes (more than one runs on a Ray cluster)")
    v.add_argument("--group-size", type=int, default=d.group_size, help="completions per prompt (GRPO)")
    v.add_argument("--batch-size", type=int, default=d.train_batch_size, help="prompts per training step")
    v.add_argument("--mini-batch-size", type=int, default=d.mini_batch_size, help="prompts per policy update")
    v.add_argument("--max-prompt-length", type=int, default=d.max_prompt_length, help="tokens")
    v.add_argument("--max-response-length", type=int, default=d.max_response_length, help="tokens")
    v.add_argument("--lr", type=float, default=d.lr, help="actor learning rate")
    v.add_argument("--epochs", type=int, default=d.epochs, help=f"passes over the training set (default {d.epochs})")
    v.add_argument("--tensor-parallel", type=int, default=d.tensor_parallel, help="vLLM tensor parallel size")
    v.add_argument("--reward-manager", choices=REWARD_MANAGERS, default=d.reward_manager,
                   help="batch: codereward's CodeRewardManager scores each step as one batch (default); "
                        "naive: verl's naive manager calls compute_score per sample")
    v.add_argument("--reward-workers", type=int, default=d.reward_workers,
                   help=f"verl's reward.num_workers (default {d.reward_workers}, verl's); each one's sandbox gets "
                        "its share of the node's CPUs")
    v.add_argument("--verl-version", default=VERL_VERSION,
                   help=f"the verl release that will run it (default {VERL_VERSION}); below 0.7.1 the reward "
                        "goes under the old keys (custom_reward_function, reward_model.reward_manager)")
    v.set_defaults(run=run_verl)


def _splits(text: str) -> tuple[str, str]:
    parts = [p.strip() for p in text.split(",")]
    if len(parts) != 2 or any(p not in SPLITS for p in parts):
        raise UsageError(f"--split takes two of {', '.join(SPLITS)} as TRAIN,VAL, got {text!r}")
    return parts[0], parts[1]


def write_parquet(records: list[dict[str, Any]], path: Path) -> Path:
    import pyarrow as pa
    import pyarrow.parquet as pq

    pq.write_table(pa.Table.from_pylist(records), path)
    return path


def run_verl(args: argparse.Namespace) -> int:
    train_split, val_split = _splits(args.split)

    settings = read_scoring(args)[1]  # a bad setting fails the export, not a training step
    everything, assigned = with_splits(problem_rows(args.path))
    if assigned:
        print(f"{args.path}: its rows carry no split; {assigned} of {len(everything)} put in validation "
              f"(seeded, stratified by category, {VALIDATION_SHARE:.0%})")
    rows = {}
    for name, split in zip(FILES, (train_split, val_split)):
        every = [row for row in everything if row.get("split") == split]
        rows[name], left_out = exclude_flagged(every, args.include_flagged)
        if summary := flagged_summary(left_out, len(rows[name]), len(every)):
            print(f"{name}: {summary}")
    for name, part in rows.items():
        if not part:
            raise UsageError(f"no problems in split {train_split if name == 'train' else val_split!r}")
    launch = VerlLaunch(
        model=args.model, algorithm=args.algorithm, n_gpus_per_node=args.n_gpus, nnodes=args.nnodes,
        group_size=args.group_size, train_batch_size=args.batch_size, mini_batch_size=args.mini_batch_size,
        max_prompt_length=args.max_prompt_length, max_response_length=args.max_response_length, lr=args.lr,
        epochs=args.epochs, tensor_parallel=args.tensor_parallel, reward_manager=args.reward_manager,
        reward_workers=args.reward_workers, verl_version=args.verl_version,
        experiment=f"quality_{args.algorithm}")
    try:
        check(launch, len(rows["train"]))
    except ValueError as exc:
        raise UsageError(str(exc)) from None

    out: Path = args.out
    out.mkdir(parents=True, exist_ok=True)
    written = [write_parquet([verl_row(row, i, settings) for i, row in enumerate(part)], out / f"{name}.parquet")
               for name, part in rows.items()]
    config = out / f"verl_{launch.algorithm}.yaml"
    manager_file = str(Path(verl_reward.__file__).with_name("verl_manager.py"))
    config.write_text(render_yaml(launch, str((out / "train.parquet").resolve()),
                                  str((out / "validation.parquet").resolve()), verl_reward.__file__, manager_file),
                      encoding="utf-8")
    script = out / "run_verl.sh"
    script.write_text(render_script(launch, header=f"rewards: {settings.options()['weights']} ({settings.mode})"),
                      encoding="utf-8")
    script.chmod(script.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    for path in [*written, config, script]:
        print(path)
    print(f"{len(rows['train'])} train / {len(rows['validation'])} validation prompts; "
          f"launch: bash {script}   (or: python3 -m verl.trainer.main_ppo --config-path {out.resolve()} "
          f"--config-name {config.stem})")
    return 0
