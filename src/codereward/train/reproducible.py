"""What decides the experiment's floats, pinned so that any x86-64 machine computes the same ones.

A training run is deterministic on one machine, but its floats depend on which CPU kernels
the libraries pick, and they pick by the processor's instruction set: PyTorch's own
vectorised kernels (``ATEN_CPU_CAPABILITY``: default, avx2, avx512), MKL's matrix products
(by CPU branch, unless conditional numerical reproducibility, ``MKL_CBWR``, fixes it), and
oneDNN's (``ONEDNN_MAX_CPU_ISA`` caps it). A different summation order changes the last
bits of a logit, then a sampled token, then everything after. So the experiment runs with:

- ``ATEN_CPU_CAPABILITY=default``, ``MKL_CBWR=COMPATIBLE,STRICT``, ``ONEDNN_MAX_CPU_ISA=SSE41``:
  the code paths every x86-64 processor has (SSE4.1 for oneDNN, which has no lower level);
- one thread count, the config's ``cpu_threads`` (a parallel reduction's order depends on
  it), for torch and the OpenMP / MKL pools, and no dynamic threading;
- ``torch.use_deterministic_algorithms`` (warnings, not errors, for an op that has no
  deterministic kernel: on the CPU the ones training uses have one);
- ``PYTHONHASHSEED=0`` in every process it starts (set iteration order);
- ``CUBLAS_WORKSPACE_CONFIG=:4096:8``, which cuBLAS needs to repeat its results on a GPU.

On a GPU the pins make a rerun on the same card repeat its figures, no more: CUDA's kernels
differ from card to card and from CPU kernels, so ``record()`` names the accelerator and a
GPU's figures are compared with runs on the same card only.

These must be in the environment before torch computes anything (the libraries read
them once): ``pin()`` sets them in this process, where torch has not yet run a kernel,
and every process the experiment spawns inherits them; the CLI re-executes itself with
them (``reexec_pinned``) so that nothing imported earlier has fixed another choice.
``record()`` is what ``results.json`` keeps under ``reproducibility``: the settings, what
torch actually uses, the library versions and the processor. The price is speed: the
scalar kernels are slower than the vectorised ones on the tiny models the experiment trains.
"""

from __future__ import annotations

import os
import platform
import sys
from typing import Any

from codereward.rewards.reference_times import cpu_model

#: the pinned kernel choices (the thread counts are added from the config)
KERNELS = {"ATEN_CPU_CAPABILITY": "default", "MKL_CBWR": "COMPATIBLE,STRICT", "ONEDNN_MAX_CPU_ISA": "SSE41",
           "DNNL_MAX_CPU_ISA": "SSE41", "MKL_DYNAMIC": "FALSE", "OMP_DYNAMIC": "FALSE",
           "CUBLAS_WORKSPACE_CONFIG": ":4096:8"}
_THREADS = ("OMP_NUM_THREADS", "MKL_NUM_THREADS")
#: what torch reports for the pinned ATEN_CPU_CAPABILITY
CAPABILITY = "DEFAULT"
_MARK = "CODEREWARD_PINNED"  # set by reexec_pinned: the re-executed process does not do it again


def environment(threads: int) -> dict[str, str]:
    """The variables the experiment runs with (``threads``: the config's ``cpu_threads``, 0 leaves them free)."""
    pinned = dict(KERNELS, PYTHONHASHSEED="0")
    if threads > 0:
        pinned |= {name: str(threads) for name in _THREADS}
    return pinned


def pinned(threads: int) -> bool:
    """Whether this process started with every pinned variable."""
    return all(os.environ.get(name) == value for name, value in environment(threads).items())


def reexec_pinned(threads: int, argv: list[str]) -> None:
    """Replace this process by ``python -m codereward.cli.main argv`` with the pinned environment, unless it
    already has it (or is that process). Returns only when nothing needed doing."""
    if pinned(threads) or os.environ.get(_MARK):
        return
    env = {**os.environ, **environment(threads), _MARK: "1"}
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(sys.executable, [sys.executable, "-m", "codereward.cli.main", *argv], env)  # noqa: S606 - ourselves


def pin(threads: int) -> list[str]:
    """Set the pinned variables here (inherited by every process started from now on) and torch's
    deterministic mode; returns what could not be pinned in this process (empty when all was)."""
    os.environ.update(environment(threads))
    import torch

    problems = []
    if torch.backends.cpu.get_cpu_capability() != CAPABILITY:
        problems.append(f"torch chose its CPU kernels ({torch.backends.cpu.get_cpu_capability()}) before the "
                        "experiment could pin them: run it from the command line, or set "
                        f"ATEN_CPU_CAPABILITY={KERNELS['ATEN_CPU_CAPABILITY']} before Python starts")
    deterministic(threads)
    return problems


def deterministic(threads: int) -> None:
    """torch's side of the pin, in every process that trains or samples."""
    import torch

    torch.use_deterministic_algorithms(True, warn_only=True)
    if threads > 0:
        torch.set_num_threads(threads)


def record(threads: int, problems: list[str], bf16: bool = False) -> dict[str, Any]:
    """What results.json keeps: the pinned settings, what torch uses, the versions, the processor and the
    accelerator (``bf16``: whether training ran in bfloat16)."""
    from importlib.metadata import PackageNotFoundError, version

    import torch

    versions = {"python": platform.python_version()}
    for package in ("codereward", "torch", "transformers", "trl", "peft", "accelerate", "datasets", "numpy"):
        try:
            versions[package] = version(package)
        except PackageNotFoundError:
            versions[package] = None
    flags = _cpu_flags()
    return {"pinned": not problems, "problems": problems, "environment": environment(threads),
            "torch_cpu_capability": torch.backends.cpu.get_cpu_capability(), "torch_threads": torch.get_num_threads(),
            "deterministic_algorithms": torch.are_deterministic_algorithms_enabled(),
            "mkl": torch.backends.mkl.is_available(), "onednn": torch.backends.mkldnn.is_available(),
            "versions": versions,
            "processor": {"model": cpu_model(), "machine": platform.machine(), "cpus": os.cpu_count(),
                          "avx2": "avx2" in flags, "avx512f": "avx512f" in flags},
            "accelerator": _accelerator(torch, bf16)}


def _accelerator(torch: Any, bf16: bool) -> dict[str, Any]:
    """The GPU training ran on (``cuda: None`` on the CPU), with the versions that decide its kernels."""
    if not torch.cuda.is_available():
        return {"cuda": None, "bf16": bf16}
    return {"cuda": torch.cuda.get_device_name(0), "cuda_version": torch.version.cuda,
            "cudnn": torch.backends.cudnn.version(), "bf16": bf16}


def _cpu_flags() -> set[str]:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith("flags"):
                    return set(line.split(":", 1)[1].split())
    except OSError:
        pass
    return set()
