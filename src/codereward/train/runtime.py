"""The training process's surroundings: library verbosity, CPU threads, the trainers' printer.

Shared by every trainer codereward builds (SFT, GRPO, the experiment's evaluation), so
that each sets them the same way.
"""

from __future__ import annotations

from typing import Any

from codereward.train.config import TrainConfig


def quiet_libraries() -> None:
    """Our progress bar and log lines replace the libraries' bars, dict prints and deprecation noise."""
    import warnings

    import datasets
    from transformers.utils import logging as hf_logging

    hf_logging.set_verbosity_error()
    hf_logging.disable_progress_bar()
    datasets.disable_progress_bars()
    warnings.filterwarnings("ignore", category=FutureWarning, module=r"transformers\..*")
    warnings.filterwarnings("ignore", message=".*pin_memory.*")


def set_threads(config: TrainConfig) -> None:
    import torch

    if config.cpu_threads and not torch.cuda.is_available():
        # tiny models are dominated by per-op overhead: more threads only contend on busy cores
        torch.set_num_threads(config.cpu_threads)


def drop_printer(trainer: Any) -> None:
    """With tqdm off, transformers prints every log dict; metrics.jsonl and our lines cover that."""
    from transformers.trainer_callback import PrinterCallback

    trainer.remove_callback(PrinterCallback)
