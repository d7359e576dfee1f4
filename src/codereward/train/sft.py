"""The supervised warm-up before GRPO (TRL ``SFTTrainer``).

A model that never writes a closed ```python block gets the same reward on every
completion, so GRPO has nothing to compare. This pass teaches the answer format and
some Python: prompt = the problem's chat prompt, completion = a solution in exactly one
```python block (the loss is on the completion only).

Targets (``sft_targets``):

- ``solutions``: each row's ``solutions`` (drills: clean, flawed-but-correct and wrong
  solutions in the configured mix; ``auto``, the default, picks this when rows have them);
- ``reference``: the reference solution of each problem, the answer we want;
- ``both`` (``auto`` without solutions): the reference and the starter code, as two examples. The starter
  is a working but poor solution (a buggy one for bug categories), so the SFT model's
  samples mix poor and good answers. Within a GRPO group that mix is what gives the
  quality and correctness rewards something to rank; with references alone a small
  model mostly reproduces one answer per prompt.

Only targets that fit ``max_completion_length`` tokens are used: one cut short would
teach the model to stop mid-block.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from codereward.train.chat_examples import chat_example
from codereward.train.config import TrainConfig
from codereward.train.copy_corpus import copy_examples
from codereward.train.runtime import drop_printer


def sft_examples(rows: Sequence[Mapping[str, Any]], targets: str, tokenizer: Any = None,
                 max_tokens: int | None = None) -> list[dict[str, Any]]:
    """Prompt-completion chat examples; targets longer than ``max_tokens`` are left out."""
    if targets == "auto":
        targets = "solutions" if any(row.get("solutions") for row in rows) else "both"
    if targets == "solutions" and not any(row.get("solutions") for row in rows):
        raise ValueError("sft_targets: solutions, but the rows have no 'solutions' (only drills do); "
                         "use reference or both")
    examples = []
    for row in rows:
        if targets == "solutions":
            codes = [target["code"] for target in row.get("solutions", [])]
        else:
            codes = [row["reference_solution"]] + ([row["starter_code"]] if targets == "both" else [])
        for code in codes:
            example = chat_example(row["prompt"], code)
            if _fits(example, tokenizer, max_tokens):
                examples.append(example)
    return examples


def sft_dataset(rows: Sequence[Mapping[str, Any]], config: TrainConfig, tokenizer: Any = None) -> list[dict[str, Any]]:
    """The SFT examples of a run: each problem's ``sft_problem_repeats`` times, then
    ``sft_copy_examples`` standard-library functions (``copy_corpus``); all that fit."""
    examples = sft_examples(rows, config.sft_targets, tokenizer, config.max_completion_length)
    examples *= config.sft_problem_repeats
    if config.sft_copy_examples:
        copies = copy_examples(config.sft_copy_examples, seed=config.seed)
        examples += [e for e in copies if _fits(e, tokenizer, config.max_completion_length)]
    return examples


def _fits(example: Mapping[str, Any], tokenizer: Any, max_tokens: int | None) -> bool:
    if tokenizer is None or max_tokens is None:
        return True
    return len(tokenizer(example["completion"][0]["content"])["input_ids"]) < max_tokens


def run_sft(model_path: str | Path, tokenizer: Any, rows: Sequence[Mapping[str, Any]], config: TrainConfig,
            out_dir: str | Path, callbacks: Sequence[Any] = ()) -> Path:
    """Fine-tune ``model_path`` on the examples of ``rows``; the result is saved in ``out_dir``."""
    from datasets import Dataset
    from trl import SFTConfig, SFTTrainer

    out = Path(out_dir)
    examples = sft_dataset(rows, config, tokenizer)
    if not examples:
        raise ValueError("sft: no solution fits max_completion_length; raise it or turn sft off")
    args = SFTConfig(
        output_dir=str(out.parent / "sft-work"),
        num_train_epochs=config.sft_epochs,
        max_steps=config.sft_max_steps or -1,
        learning_rate=config.sft_learning_rate,
        lr_scheduler_type="cosine",
        warmup_steps=0.05,
        per_device_train_batch_size=config.sft_batch_size,
        # batches of similar lengths: far less padding when short and long examples mix
        train_sampling_strategy="group_by_length",
        max_length=config.max_prompt_length + config.max_completion_length,
        logging_steps=10,
        save_strategy="no",
        report_to=[],
        seed=config.seed,
        bf16=config.bf16_enabled(),
        disable_tqdm=True,
        dataloader_num_workers=0,
    )
    trainer = SFTTrainer(model=str(model_path), args=args, train_dataset=Dataset.from_list(examples),
                         processing_class=tokenizer, callbacks=list(callbacks))
    drop_printer(trainer)
    trainer.train()
    trainer.save_model(str(out))
    tokenizer.save_pretrained(str(out))
    return out
