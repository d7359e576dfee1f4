"""``TrainConfig``: every knob of ``codereward train``, from YAML and the command line.

Each field carries its documentation (``help``) and its bounds in the field metadata; the
same text is the ``--help`` of its flag, and ``configs/default.yaml`` repeats it as
comments. Precedence: the dataclass defaults < the YAML file (``--config``) < flags
(``--field-name VALUE``; booleans ``--lora/--no-lora``). Every error is a ``ConfigError``
(a ``ValueError``, so the CLI exits 2) whose message names the field.
"""

from __future__ import annotations

import argparse
import dataclasses
import difflib
import functools
import types
import typing
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from codereward.config import MODES, OLD_NAMES, ConfigError, new_names
from codereward.problems.drill_solutions import resolve_flaw_families
from codereward.quality_profiles import NAMES as QUALITY_PROFILES
from codereward.rewards.settings import KEYS_READ, ScoringSettings

DEFAULT_CONFIG = Path(__file__).with_name("configs") / "default.yaml"
# what `codereward experiment quality-vs-control` changes of the default (sized to finish in < 30 min on 2 cores)
EXPERIMENT_CONFIG = DEFAULT_CONFIG.with_name("experiment.yaml")
ESTIMATORS = ("trl", "grpo", "dr_grpo", "codepo")
DATASETS = ("drills", "shipped")  # the names `dataset` takes besides a path


def _f(default: Any, help: str, *, lo: float | None = None, hi: float | None = None,
       choices: tuple[str, ...] | None = None, open_lo: bool = False) -> Any:
    meta = {"help": help, "lo": lo, "hi": hi, "choices": choices, "open_lo": open_lo}
    if isinstance(default, (list, dict)):
        return field(default_factory=lambda: type(default)(default), metadata=meta)
    return field(default=default, metadata=meta)


@dataclass
class TrainConfig:
    """The configuration of one training run (see each field's ``help``)."""

    # model
    model: str | None = _f("tiny", "Hugging Face id or local path loaded with from_pretrained; 'tiny' (or null) "
                           "builds the local tiny Qwen2 model and BPE tokenizer (no download)")
    tiny_hidden_size: int = _f(128, "tiny model: hidden size (divisible by tiny_heads)", lo=8)
    tiny_layers: int = _f(2, "tiny model: transformer layers", lo=1)
    tiny_heads: int = _f(4, "tiny model: attention heads", lo=1)
    tiny_kv_heads: int = _f(2, "tiny model: key/value heads (divides tiny_heads)", lo=1)
    tiny_intermediate_size: int = _f(512, "tiny model: MLP width", lo=8)
    tiny_vocab_size: int = _f(600, "tiny model: BPE vocabulary size", lo=300)
    # LoRA (PEFT)
    lora: bool = _f(False, "train a LoRA adapter (PEFT) instead of every weight")
    lora_r: int = _f(16, "LoRA rank", lo=1)
    lora_alpha: int = _f(32, "LoRA alpha (scale = alpha / r)", lo=1)
    lora_dropout: float = _f(0.05, "LoRA dropout", lo=0.0, hi=1.0)
    lora_target_modules: list[str] = _f(["q_proj", "k_proj", "v_proj", "o_proj"],
                                        "modules that get adapters (comma-separated on the command line)")
    # data
    dataset: str = _f("drills", "'drills' (code drills generated from the drill_* fields: a task a tiny model can "
                      "learn), 'shipped' (the bundled problem set) or a path to a JSONL file of problem rows")
    split: str = _f("train", "split of the problem set to train on", choices=("train", "validation", "all"))
    max_problems: int | None = _f(None, "use at most this many problems (after the prompt-length filter); null = all",
                                  lo=1)
    include_flagged: bool = _f(False, "keep imported rows flagged other than no_reference (interactive, "
                               "multiple_answers, python2, no_tests); by default they are left out, with a count")
    drill_train: int = _f(400, "drills: training problems", lo=1)
    drill_heldout: int = _f(40, "drills: held-out problems (unseen combinations and names; the validation split)",
                            lo=1)
    drill_seed: int = _f(0, "drills: the seed of the generator (which combinations are held out, names, tests)", lo=0)
    drill_clean: int = _f(2, "drills: clean SFT targets per training drill (distinct styles)", lo=0)
    drill_flawed: int = _f(2, "drills: flawed-but-correct SFT targets per training drill (distinct flaw families "
                           "the analyzer detects)", lo=0)
    drill_wrong: int = _f(1, "drills: incorrect SFT targets per training drill (off-by-one, wrong comparison)", lo=0)
    drill_flaw_families: list[str] = _f(["default"], "drills: the flaw families the flawed SFT targets are drawn from: "
                                        "a preset (default: the twelve the documented figures used; reviewer: those "
                                        "the score prices as a reviewer would, reliability or security at medium "
                                        "severity or above; all) or family names, comma-separated on the command line")
    # reward
    weights: dict[str, float] = _f({"format": 0.2, "correctness": 0.3, "quality": 0.5},
                                   "reward components and weights (quality-grpo eq. 2 by default); on the command "
                                   "line as format=0.2,correctness=0.3,quality=0.5")
    mode: str = _f("linear", "how components combine: linear (weighted mean) or gated (by correctness); "
                   "composite_mode is its old name", choices=MODES)
    efficiency_k: float | None = _f(None, "efficiency (when weights include it): the budget is k times the "
                                    "reference's CPU time plus the floor; null = 3")
    efficiency_floor: float | None = _f(None, "efficiency: seconds added to every budget; null = 0.005")
    efficiency_repeats: int | None = _f(None, "efficiency: measurements of one scale test, the least counting; null = 3")
    efficiency_timeout: float | None = _f(None, "efficiency: the most CPU seconds one measurement may take; null = 2")
    efficiency_chunk: int | None = _f(None, "efficiency: answers measured in one sandbox run with the reference; "
                                      "null = 8")
    quality_profile: str | None = _f(None, "the quality profile of every problem: default or competitive (no "
                                     "documentation, naming or module-layout rules); null = each row's "
                                     "quality_profile, else default", choices=QUALITY_PROFILES)
    # advantages
    estimator: str = _f("trl", "advantage estimator: trl (TRL's own group scaling), grpo, dr_grpo or codepo "
                        "(tanh-squashed, codepo eq. 9-11), the last three computed by codereward",
                        choices=ESTIMATORS)
    dense: bool = _f(False, "token-level advantages: finding spans get the quality penalty (SPEC §5)")
    dense_coef: float = _f(1.0, "weight of the token-level part of dense advantages", lo=0.0)
    # GRPO
    num_generations: int = _f(8, "completions per prompt (the GRPO group size)", lo=2)
    max_prompt_length: int = _f(512, "problems whose chat prompt is longer (in tokens) are left out", lo=16)
    max_completion_length: int = _f(128, "most tokens generated per completion", lo=8)
    learning_rate: float = _f(2e-4, "GRPO learning rate (large because the default model is tiny; use ~1e-6 "
                              "for real models)", lo=0.0, open_lo=True)
    beta: float = _f(0.04, "KL penalty coefficient against the reference (SFT) model; 0 disables it (the drills: "
                     "without it, 60 steps at this learning rate fit the training drills' names and the held-out "
                     "drills get worse)", lo=0.0)
    epsilon: float = _f(0.2, "lower clipping range of the ratio", lo=0.0, open_lo=True)
    epsilon_high: float = _f(0.28, "upper clipping range (DAPO clip-higher, as in quality-grpo)", lo=0.0,
                             open_lo=True)
    temperature: float = _f(0.9, "sampling temperature", lo=0.0, open_lo=True)
    per_device_train_batch_size: int = _f(16, "completions per device per step (a multiple of num_generations "
                                          "after gradient accumulation)", lo=1)
    gradient_accumulation_steps: int = _f(1, "micro-batches per optimizer step", lo=1)
    max_steps: int = _f(60, "GRPO optimizer steps", lo=1)
    seed: int = _f(0, "seed for the tiny model, data order, sampling and training", lo=0)
    # SFT warm-up
    sft: bool = _f(True, "run a supervised pass (TRL SFTTrainer) before GRPO")
    sft_targets: str = _f("auto", "SFT answers: solutions (each row's solutions: the drills' mix), reference (the "
                          "good solution only), both (reference and starter code, so sampled groups mix poor and good "
                          "answers); auto = solutions when the rows have them, else both",
                          choices=("auto", "solutions", "reference", "both"))
    sft_epochs: float = _f(6.0, "SFT epochs (ignored when sft_max_steps is set)", lo=0.0, open_lo=True)
    sft_max_steps: int | None = _f(800, "SFT optimizer steps; null = use sft_epochs", lo=1)
    sft_copy_examples: int = _f(0, "SFT also on this many standard-library functions, each posed as a problem "
                                "whose answer is its own code: it teaches a small model to read the code in its "
                                "prompt, which unseen problems need (train/copy_corpus.py); 0 = off", lo=0)
    sft_problem_repeats: int = _f(1, "each problem's SFT examples appear this many times per epoch (keeps them a "
                                  "fair share of the data next to sft_copy_examples)", lo=1)
    sft_learning_rate: float = _f(3e-3, "SFT learning rate", lo=0.0, open_lo=True)
    sft_batch_size: int = _f(16, "SFT examples per step", lo=1)
    # generation backend and precision
    use_vllm: bool = _f(False, "generate with vLLM (GPU only; needs the vllm package)")
    vllm_mode: str = _f("colocate", "vLLM mode: colocate (same GPUs) or server (`trl vllm-serve` on other GPUs)",
                        choices=("colocate", "server"))
    vllm_server_base_url: str | None = _f(None, "vLLM server mode: the server's URL (e.g. http://localhost:8000); "
                                          "null = http://localhost:8000")
    cpu_threads: int = _f(1, "torch CPU threads when no GPU is used; 1 is fastest for tiny models on shared "
                          "cores; 0 = torch's default", lo=0)
    bf16: str = _f("auto", "bfloat16 training: auto (on when CUDA supports it), true or false",
                   choices=("auto", "true", "false"))
    # run directory
    output_dir: str = _f("runs/train", "the run directory (config, metrics, samples, checkpoints, plots, model)")
    overwrite: bool = _f(False, "start afresh even if output_dir already holds a run")
    logging_steps: int = _f(1, "print a progress line every N steps (metrics.jsonl gets every step)", lo=1)
    sample_every: int = _f(5, "write samples/step_N.jsonl every N steps", lo=1)
    save_steps: int = _f(20, "save a checkpoint every N steps", lo=1)
    save_total_limit: int | None = _f(2, "keep at most this many checkpoints; null = all", lo=1)
    # held-out evaluation during training
    eval_every: int = _f(15, "evaluate on the held-out (validation) problems before training and every N GRPO steps "
                         "(eval/* keys in metrics.jsonl); 0 = off", lo=0)
    eval_problems: int | None = _f(None, "held-out problems evaluated (the first N); null = all", lo=1)
    eval_samples: int = _f(2, "completions sampled per held-out problem", lo=1)
    eval_temperature: float | None = _f(None, "sampling temperature of the evaluation; null = temperature; 0 = "
                                        "greedy", lo=0.0)
    eval_coupled: bool = _f(False, "the experiment's final evaluation samples every model with common random numbers "
                            "(sample i of a prompt from the same noise whatever the model), so the arms' difference "
                            "varies less")

    # ---- derived values ---------------------------------------------------------------------
    @property
    def uses_tiny_model(self) -> bool:
        return self.model in (None, "", "tiny")

    def bf16_enabled(self) -> bool:
        if self.bf16 != "auto":
            return self.bf16 == "true"
        try:
            import torch

            return bool(torch.cuda.is_available() and torch.cuda.is_bf16_supported())
        except Exception:
            return False

    def to_dict(self) -> dict[str, Any]:
        return dataclasses.asdict(self)

    def scoring(self) -> Any:
        """The run's ``ScoringSettings``, read by their one reader from ``weights``, ``mode``, the
        ``efficiency_*`` fields and ``quality_profile``."""
        return ScoringSettings.from_mapping({f.name: getattr(self, f.name) for f in dataclasses.fields(self)
                                             if f.name.replace("_", "-") in KEYS_READ})

    def validate(self) -> TrainConfig:
        """Check every field and the relations between fields; returns self."""
        for f in dataclasses.fields(self):
            setattr(self, f.name, coerce(f, getattr(self, f.name)))
        self.weights = dict(self.scoring().weights)
        if self.tiny_hidden_size % self.tiny_heads or self.tiny_heads % self.tiny_kv_heads:
            raise ConfigError(f"tiny_hidden_size ({self.tiny_hidden_size}) must divide by tiny_heads "
                              f"({self.tiny_heads}), and tiny_heads by tiny_kv_heads ({self.tiny_kv_heads})")
        generation_batch = self.per_device_train_batch_size * self.gradient_accumulation_steps
        if generation_batch % self.num_generations:
            raise ConfigError(f"per_device_train_batch_size × gradient_accumulation_steps ({generation_batch}) must be "
                              f"a multiple of num_generations ({self.num_generations})")
        if self.dense and "quality" not in self.weights:
            raise ConfigError("dense: token-level advantages attribute the quality component; add quality to weights")
        if self.dataset not in DATASETS and not Path(self.dataset).is_file():
            raise ConfigError(f"dataset: {self.dataset!r} is neither {' nor '.join(map(repr, DATASETS))} nor an "
                              "existing JSONL file")
        if self.dataset == "drills" and self.drill_clean + self.drill_flawed + self.drill_wrong < 1:
            raise ConfigError("drill_clean, drill_flawed, drill_wrong: at least one SFT target per drill is needed")
        try:
            resolve_flaw_families(self.drill_flaw_families)
        except ValueError as exc:
            raise ConfigError(f"drill_flaw_families: {exc}") from None
        if not self.output_dir:
            raise ConfigError("output_dir: must not be empty")
        return self


@functools.cache
def _hints() -> dict[str, Any]:
    """TrainConfig's annotations, evaluated once (``get_type_hints`` evaluates every annotation on each call:
    once per field made validating a config quadratic in its fields)."""
    return typing.get_type_hints(TrainConfig)


def _type_of(f: dataclasses.Field) -> tuple[type, bool]:
    """(base type, optional?) of a field annotation such as ``int | None``."""
    hint = _hints()[f.name]
    args = typing.get_args(hint)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        base = next(a for a in args if a is not type(None))
        return typing.get_origin(base) or base, type(None) in args
    return typing.get_origin(hint) or hint, False


def coerce(f: dataclasses.Field, value: Any) -> Any:
    """``value`` as the field's type, or a ConfigError that names the field."""
    base, optional = _type_of(f)
    meta = f.metadata
    if value is None:
        if optional:
            return None
        raise ConfigError(f"{f.name}: must not be null")
    if base is bool:
        if isinstance(value, bool):
            return value
        raise ConfigError(f"{f.name}: expected true or false, got {value!r}")
    if base is str and meta.get("choices") and isinstance(value, bool):
        value = "true" if value else "false"  # YAML reads `bf16: true` as a boolean
    if base is int:
        if isinstance(value, bool) or not isinstance(value, int):
            if isinstance(value, float) and value.is_integer():
                value = int(value)
            else:
                raise ConfigError(f"{f.name}: expected an integer, got {value!r}")
    elif base is float:
        if isinstance(value, str):  # YAML 1.1 reads 1e-5 (no dot) as a string
            try:
                value = float(value)
            except ValueError:
                pass
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ConfigError(f"{f.name}: expected a number, got {value!r}")
        value = float(value)
    elif base is str:
        if not isinstance(value, str):
            raise ConfigError(f"{f.name}: expected a string, got {value!r}")
    elif base is list:
        if isinstance(value, str):
            value = [part.strip() for part in value.split(",") if part.strip()]
        if not isinstance(value, list) or not value or not all(isinstance(v, str) for v in value):
            raise ConfigError(f"{f.name}: expected a non-empty list of strings, got {value!r}")
    elif base is dict and not isinstance(value, (dict, str)):
        raise ConfigError(f"{f.name}: expected a mapping such as format: 0.2, got {value!r}")
    choices = meta.get("choices")
    if choices and value not in choices:
        raise ConfigError(f"{f.name}: {value!r} is not one of {', '.join(choices)}")
    lo, hi = meta.get("lo"), meta.get("hi")
    if lo is not None and (value < lo or (meta.get("open_lo") and value == lo)):
        raise ConfigError(f"{f.name}: must be {'>' if meta.get('open_lo') else '>='} {lo}, got {value}")
    if hi is not None and value > hi:
        raise ConfigError(f"{f.name}: must be <= {hi}, got {value}")
    return value


FIELDS = {f.name: f for f in dataclasses.fields(TrainConfig)}


def from_mapping(data: Any, source: str = "config") -> TrainConfig:
    """A validated config from a mapping (e.g. parsed YAML); unknown keys are errors."""
    if data is None:
        data = {}
    if not isinstance(data, dict):
        raise ConfigError(f"{source}: expected a mapping of field: value, got {type(data).__name__}")
    data = _new_names(data, source)
    for key in data:
        if key not in FIELDS:
            near = difflib.get_close_matches(key, FIELDS, n=1)
            hint = f" (did you mean {near[0]}?)" if near else ""
            raise ConfigError(f"{source}: unknown field {key!r}{hint}")
    return TrainConfig(**data).validate()


def _new_names(data: dict[str, Any], source: str) -> dict[str, Any]:
    """``data`` with keys in snake_case and the old names of fields under their new ones (``OLD_NAMES``)."""
    data = {str(k).replace("-", "_"): v for k, v in data.items()}
    old = {key: data.pop(key) for key in [k for k in data if k.replace("_", "-") in OLD_NAMES]}
    renamed = new_names({**old, **{new: data[new] for new in set(OLD_NAMES.values()) if new in data}}, source)
    return {**data, **{key.replace("-", "_"): value for key, value in renamed.items()}}


def load_yaml(path: str | Path) -> dict[str, Any]:
    """The mapping in a YAML file; a name such as ``shipped`` is a config that ships in ``configs/``."""
    import yaml

    path = Path(path)
    if not path.exists() and path.name == str(path) and path.suffix == "":
        named = DEFAULT_CONFIG.with_name(f"{path}.yaml")
        path = named if named.is_file() else path
    try:
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ConfigError(f"--config {path}: {exc.strerror or exc}") from None
    except yaml.YAMLError as exc:
        raise ConfigError(f"--config {path}: not valid YAML: {exc}") from None
    if data is not None and not isinstance(data, dict):
        raise ConfigError(f"--config {path}: expected a mapping of field: value")
    return data or {}


def load_config(path: str | Path | None = None, overrides: dict[str, Any] | None = None) -> TrainConfig:
    """The shipped default, then the YAML at ``path``, then ``overrides``; validated."""
    data = load_yaml(DEFAULT_CONFIG)
    if path is not None:
        source = str(path)
        data.update(_new_names(load_yaml(path), source))
    else:
        source = str(DEFAULT_CONFIG)
    for key in list(data):
        if key not in FIELDS:
            from_mapping({key: None}, source)  # raises the unknown-field error
    data.update(_new_names(overrides or {}, "flags"))
    return from_mapping(data, source)


# ---- command line ------------------------------------------------------------------------------

def flag_parser(f: dataclasses.Field):
    """argparse ``type`` for a field: YAML scalars so that ``--max-problems null`` works."""

    def parse(text: str) -> Any:
        base, optional = _type_of(f)
        if optional and text.lower() in ("null", "none", "~"):
            return None
        if base in (list, dict, str):
            return text
        import yaml

        try:
            return yaml.safe_load(text)
        except yaml.YAMLError:
            return text

    parse.__name__ = f.name  # argparse names the type in its errors
    return parse


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """One ``--field-name`` flag per field; a flag not given leaves no attribute (so null can be given)."""
    group = parser.add_argument_group("configuration overrides (each a field of the YAML config)")
    for name, f in FIELDS.items():
        flag = "--" + name.replace("_", "-")
        old = ["--" + key for key, new in OLD_NAMES.items() if new == flag[2:]]  # old names still read
        help_text = f.metadata["help"].replace("%", "%%")
        if _type_of(f)[0] is bool:
            group.add_argument(flag, dest=name, action=argparse.BooleanOptionalAction, default=argparse.SUPPRESS,
                               help=help_text)
        else:
            choices = f.metadata.get("choices")
            metavar = "{" + ",".join(choices) + "}" if choices else name.upper()
            group.add_argument(flag, *old, dest=name, type=flag_parser(f), default=argparse.SUPPRESS, metavar=metavar,
                               help=help_text)


def overrides_from_args(args: argparse.Namespace) -> dict[str, Any]:
    return {name: getattr(args, name) for name in FIELDS if hasattr(args, name)}


def to_yaml(config: TrainConfig, with_help: bool = True) -> str:
    """The config as YAML, each field preceded by its documentation."""
    import yaml

    lines = []
    for name, f in FIELDS.items():
        if with_help:
            lines.append(f"# {f.metadata['help']}")
        lines.append(yaml.safe_dump({name: getattr(config, name)}, default_flow_style=False, sort_keys=False).rstrip())
    return "\n".join(lines) + "\n"
