"""Generating completions for evaluation: transformers (batched, left-padded) or vLLM.

``model`` is a Hugging Face hub id, a local model directory, or a training run directory
(``resolve_model`` picks its final model, else its last ``checkpoint-N``). A directory
holding a PEFT adapter (``adapter_config.json``) loads through ``peft``.

Backends: ``"transformers"`` always works (CPU or GPU); ``"vllm"`` uses vLLM's offline
API (``LLM(model).generate(prompts, SamplingParams(...))``) and needs vLLM installed and
a CUDA device; ``"auto"`` takes vLLM when both are there, else transformers. vLLM is not
a dependency of codereward and its path is not exercised by the test suite.

Greedy decoding (``temperature == 0``) is deterministic, so with ``num_samples > 1`` the
transformers backend decodes once and repeats the text rather than spend n times the work.

``coupled=True`` samples with common random numbers: sample ``i`` of a prompt is drawn by
the Gumbel-max trick from noise that depends only on ``seed``, the prompt's text, ``i`` and
the position, never on the model or on what else is in the batch. Each model's samples are
still exact samples at ``temperature``; two models given the same seed draw theirs with the
same random numbers, so where they agree they write the same completion, and a comparison
of the two varies far less from one evaluation to the next (a paired design; the
experiment's arms are compared so). vLLM gets the same effect from a per-request seed.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

Prompt = str | Sequence[Mapping[str, str]]
# names a training run gives its final model, most specific first
_FINAL_NAMES = ("final", "final_model", "model", "merged")
_CHECKPOINT = re.compile(r"^checkpoint-(\d+)$")


def _is_model_dir(path: Path) -> bool:
    return (path / "config.json").is_file() or (path / "adapter_config.json").is_file()


def resolve_model(model: str | Path) -> str:
    """The path (or hub id) to load: a model dir as is, a run dir's final model or last checkpoint."""
    path = Path(model).expanduser()
    if not path.exists():
        if str(model).startswith((".", "/", "~")):
            raise FileNotFoundError(f"model path {model} does not exist")
        return str(model)  # a hub id
    if not path.is_dir():
        raise ValueError(f"model {model} is a file; expected a model or run directory, or a hub id")
    if _is_model_dir(path):
        return str(path)
    for name in _FINAL_NAMES:
        if _is_model_dir(path / name):
            return str(path / name)
    checkpoints = [(int(m.group(1)), p) for p in (*path.glob("checkpoint-*"), *path.glob("*/checkpoint-*"))
                   if (m := _CHECKPOINT.match(p.name)) and _is_model_dir(p)]
    if checkpoints:
        return str(max(checkpoints)[1])
    raise FileNotFoundError(f"{model}: no model in it (config.json), nor final/, nor checkpoint-N/")


def pick_backend(backend: str = "auto") -> str:
    if backend not in ("auto", "transformers", "vllm"):
        raise ValueError(f"backend {backend!r} is not one of auto, transformers, vllm")
    if backend == "transformers":
        return backend
    try:
        import vllm  # noqa: F401
        vllm_ok = True
    except ImportError:
        vllm_ok = False
    if backend == "vllm":
        if not vllm_ok:
            raise ValueError("backend vllm asked for, but vllm is not installed (pip install vllm)")
        return backend
    try:
        import torch

        cuda = torch.cuda.is_available()
    except ImportError:
        cuda = False
    return "vllm" if vllm_ok and cuda else "transformers"


def prompt_text(tokenizer: Any, prompt: Prompt) -> str:
    """A prompt as the model's input text: chat messages through the chat template."""
    if isinstance(prompt, str):
        return prompt
    messages = [dict(m) for m in prompt]
    if getattr(tokenizer, "chat_template", None):
        return tokenizer.apply_chat_template(messages, add_generation_prompt=True, tokenize=False)
    # a base model has no template: a plain transcript that ends where the answer starts
    return "".join(f"{m['role']}: {m['content']}\n" for m in messages) + "assistant: "


def _load_transformers(path: str) -> tuple[Any, Any, Any]:
    import torch
    from transformers import AutoModelForCausalLM, AutoTokenizer

    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    dtype = torch.bfloat16 if device.type == "cuda" and torch.cuda.is_bf16_supported() else torch.float32
    local = Path(path)
    if (local / "adapter_config.json").is_file() and not (local / "config.json").is_file():
        import json

        from peft import AutoPeftModelForCausalLM

        model = AutoPeftModelForCausalLM.from_pretrained(path, dtype=dtype)
        base = json.loads((local / "adapter_config.json").read_text()).get("base_model_name_or_path")
        tokenizer_source = path if (local / "tokenizer_config.json").is_file() else base
    else:
        model = AutoModelForCausalLM.from_pretrained(path, dtype=dtype)
        tokenizer_source = path
    tokenizer = AutoTokenizer.from_pretrained(tokenizer_source)
    tokenizer.padding_side = "left"  # decoder-only: the new tokens must follow every prompt directly
    if tokenizer.pad_token is None:
        tokenizer.pad_token = tokenizer.eos_token
    model.to(device).eval()
    return model, tokenizer, device


def _progress(total: int, desc: str, enabled: bool) -> Any:
    from tqdm.auto import tqdm

    return tqdm(total=total, desc=desc, unit="prompt", disable=not enabled)


def _generate_transformers(path: str, prompts: Sequence[Prompt], num_samples: int, max_new_tokens: int,
                           temperature: float, batch_size: int, seed: int, progress: bool,
                           coupled: bool) -> list[list[str]]:
    from transformers import set_seed

    model, tokenizer, device = _load_transformers(path)
    set_seed(seed)
    return sample_with_model(model, tokenizer, prompts, num_samples=num_samples, max_new_tokens=max_new_tokens,
                             temperature=temperature, batch_size=batch_size, progress=progress,
                             desc=f"generate {Path(path).name}", coupled_seed=seed if coupled else None)


def sample_seed(seed: int, text: str, index: int) -> int:
    """The seed of sample ``index`` of the prompt ``text`` under coupled sampling (64 bits)."""
    digest = hashlib.blake2b(f"{seed}\0{index}\0{text}".encode("utf-8", "surrogatepass"), digest_size=8).digest()
    return int.from_bytes(digest, "little") >> 1  # a non-negative signed 64-bit integer


def _signed(value: int) -> int:
    return value - (1 << 64) if value >= 1 << 63 else value


# SplitMix64's constants as signed 64-bit integers: torch's int64 arithmetic wraps, as the hash needs
_GOLDEN, _MIX1, _MIX2 = (_signed(c) for c in (0x9E3779B97F4A7C15, 0xBF58476D1CE4E5B9, 0x94D049BB133111EB))


def _shift(x: Any, bits: int) -> Any:
    """A logical right shift of int64 values (torch's is arithmetic)."""
    return (x >> bits) & ((1 << (64 - bits)) - 1)


def uniform_noise(seeds: Any, position: int, vocab: int) -> Any:
    """(rows, vocab) uniforms in (0, 1), a pure function of each row's seed, the position and the token id
    (SplitMix64 of a counter): the same numbers whatever the batch, the device or the model."""
    import torch

    counter = (seeds[:, None] * 1_000_003 + position) * 1_000_033 + torch.arange(vocab, dtype=torch.int64)
    z = counter + _GOLDEN
    z = (z ^ _shift(z, 30)) * _MIX1
    z = (z ^ _shift(z, 27)) * _MIX2
    z = z ^ _shift(z, 31)
    return (_shift(z, 11).to(torch.float64) + 0.5) / float(1 << 53)


class _GumbelNoise:
    """A logits processor for coupled sampling: scores / temperature plus Gumbel noise from each row's
    ``sample_seed`` and the position; greedy decoding then takes the argmax, which is an exact sample
    from softmax(scores / temperature) (the Gumbel-max trick)."""

    def __init__(self, seeds: Sequence[int], temperature: float) -> None:
        import torch

        self.temperature = temperature
        self.seeds = torch.tensor(list(seeds), dtype=torch.int64)
        self.position = 0

    def __call__(self, input_ids: Any, scores: Any) -> Any:
        import torch

        gumbel = -torch.log(-torch.log(uniform_noise(self.seeds, self.position, scores.shape[-1])))
        self.position += 1
        return scores.double() / self.temperature + gumbel.to(scores.device)


def sample_with_model(model: Any, tokenizer: Any, prompts: Sequence[Prompt], *, num_samples: int = 1,
                      max_new_tokens: int = 256, temperature: float = 0.0, batch_size: int = 8,
                      progress: bool = False, desc: str = "generate",
                      coupled_seed: int | None = None) -> list[list[str]]:
    """Completions of a loaded model (e.g. one being trained), left-padded in batches, in the prompts' order.

    ``coupled_seed``: sample with common random numbers from this seed (see the module's docstring)."""
    import torch
    from transformers import LogitsProcessorList

    texts = [prompt_text(tokenizer, p) for p in prompts]
    # similar lengths together: less padding per batch; results go back in the input order
    order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
    greedy = temperature <= 0
    coupled = coupled_seed is not None and not greedy
    per_call = 1 if greedy else num_samples
    results: list[list[str]] = [[] for _ in texts]
    # coupled: HF's argmax returns one sequence per row, so each prompt's row is repeated per sample instead
    kwargs: dict[str, Any] = {"max_new_tokens": max_new_tokens, "pad_token_id": tokenizer.pad_token_id,
                              "num_return_sequences": 1 if coupled else per_call}
    if greedy or coupled:  # coupled: the noise is ours, the argmax HF's; silence a generation_config's sampling
        kwargs.update({"do_sample": False, "temperature": None, "top_p": None, "top_k": None})
    else:
        kwargs.update({"do_sample": True, "temperature": temperature, "top_p": 1.0})
    device = next(model.parameters()).device
    side, tokenizer.padding_side = tokenizer.padding_side, "left"  # the new tokens must follow every prompt
    try:
        with _progress(len(texts), desc, progress) as bar, torch.inference_mode():
            for start in range(0, len(order), max(1, batch_size)):
                batch = order[start:start + max(1, batch_size)]
                encoded = tokenizer([texts[i] for i in batch], return_tensors="pt", padding=True,
                                    add_special_tokens=False).to(device)
                if coupled:
                    encoded = {k: v.repeat_interleave(per_call, dim=0) for k, v in encoded.items()}
                    seeds = [sample_seed(coupled_seed, texts[i], k) for i in batch for k in range(per_call)]
                    kwargs["logits_processor"] = LogitsProcessorList([_GumbelNoise(seeds, temperature)])
                output = model.generate(**encoded, **kwargs)
                new = output[:, encoded["input_ids"].shape[1]:]
                decoded = tokenizer.batch_decode(new, skip_special_tokens=True)
                for j, index in enumerate(batch):
                    samples = decoded[j * per_call:(j + 1) * per_call]
                    results[index] = samples * num_samples if greedy else samples
                bar.update(len(batch))
    finally:
        tokenizer.padding_side = side
    return results


def _generate_vllm(path: str, prompts: Sequence[Prompt], num_samples: int, max_new_tokens: int,
                   temperature: float, seed: int, coupled: bool) -> list[list[str]]:  # pragma: no cover - needs vLLM, CUDA
    from vllm import LLM, SamplingParams

    llm = LLM(model=path, seed=seed)
    tokenizer = llm.get_tokenizer()
    texts = [prompt_text(tokenizer, p) for p in prompts]
    if coupled and temperature > 0:  # one request per sample, seeded as the transformers backend seeds it
        requests = [(text, SamplingParams(n=1, temperature=temperature, max_tokens=max_new_tokens,
                                          seed=sample_seed(seed, text, k) % (1 << 31)))
                    for text in texts for k in range(num_samples)]
        outputs = llm.generate([t for t, _ in requests], [p for _, p in requests])
        flat = [out.outputs[0].text for out in outputs]
        return [flat[i * num_samples:(i + 1) * num_samples] for i in range(len(texts))]
    params = SamplingParams(n=num_samples, temperature=max(0.0, temperature), max_tokens=max_new_tokens, seed=seed)
    outputs = llm.generate(texts, params)  # vLLM shows its own progress bar
    return [[o.text for o in out.outputs] for out in outputs]


def generate_completions(
    model: str | Path,
    prompts: Sequence[Prompt],
    *,
    num_samples: int = 1,
    max_new_tokens: int = 256,
    temperature: float = 0.0,
    batch_size: int = 8,
    seed: int = 0,
    backend: str = "auto",
    progress: bool = True,
    coupled: bool = False,
) -> list[list[str]]:
    """``num_samples`` completions per prompt (chat message lists or plain strings), in order;
    ``coupled``: with common random numbers from ``seed`` (see the module's docstring)."""
    if num_samples < 1:
        raise ValueError(f"num_samples must be >= 1, got {num_samples}")
    if max_new_tokens < 1:
        raise ValueError(f"max_new_tokens must be >= 1, got {max_new_tokens}")
    if temperature < 0:
        raise ValueError(f"temperature must be >= 0, got {temperature}")
    if not prompts:
        return []
    path = resolve_model(model)
    if pick_backend(backend) == "vllm":
        return _generate_vllm(path, prompts, num_samples, max_new_tokens, temperature, seed, coupled)
    return _generate_transformers(path, prompts, num_samples, max_new_tokens, temperature, batch_size, seed, progress,
                                  coupled)
