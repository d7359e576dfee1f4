"""A tiny Qwen2-architecture model and a byte-level BPE tokenizer, built locally.

Nothing is downloaded: the tokenizer is trained with ``tokenizers`` on the texts given
(the problem set's statements and solutions by default), the model is a randomly
initialised ``Qwen2ForCausalLM`` of the requested size. Both are saved with
``save_pretrained`` so that every later step loads them the standard way
(``AutoModelForCausalLM.from_pretrained(path)``), exactly as it would a hub model.

Byte-level BPE keeps every input representable and gives the offset mapping that
token-level attribution needs.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from codereward.problems.dataset import load_rows, user_prompt

SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"]

# The Qwen2 chat template, reduced to what the problem prompts use (system/user/assistant).
CHAT_TEMPLATE = (
    "{% for message in messages %}"
    "{{ '<|im_start|>' + message['role'] + '\n' + message['content'] + '<|im_end|>' + '\n' }}"
    "{% endfor %}"
    "{% if add_generation_prompt %}{{ '<|im_start|>assistant\n' }}{% endif %}"
)


@dataclass(frozen=True)
class TinySize:
    """Model dimensions; ``hidden_size`` must divide by ``heads``."""

    hidden_size: int = 64
    layers: int = 2
    heads: int = 4
    kv_heads: int = 2
    intermediate_size: int = 256
    vocab_size: int = 2048
    max_positions: int = 2048

    def __post_init__(self) -> None:
        if self.hidden_size % self.heads or self.heads % self.kv_heads:
            raise ValueError(f"hidden_size {self.hidden_size}, heads {self.heads} and kv_heads {self.kv_heads} do not divide")
        if self.vocab_size < 300:
            raise ValueError(f"vocab_size {self.vocab_size} is below the 256 byte tokens plus specials")


def train_tokenizer(texts: Iterable[str], vocab_size: int = 2048):
    """A byte-level BPE ``PreTrainedTokenizerFast`` trained on ``texts``, with a chat template."""
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers, trainers
    from transformers import PreTrainedTokenizerFast

    core = Tokenizer(models.BPE())
    core.pre_tokenizer = pre_tokenizers.ByteLevel(add_prefix_space=False)
    core.decoder = decoders.ByteLevel()
    trainer = trainers.BpeTrainer(
        vocab_size=vocab_size,
        special_tokens=SPECIAL_TOKENS,
        initial_alphabet=pre_tokenizers.ByteLevel.alphabet(),
        show_progress=False,
    )
    core.train_from_iterator(list(texts), trainer=trainer)
    tokenizer = PreTrainedTokenizerFast(
        tokenizer_object=core,
        eos_token="<|im_end|>",
        pad_token="<|endoftext|>",
        bos_token=None,
    )
    tokenizer.chat_template = CHAT_TEMPLATE
    return tokenizer


def default_texts() -> list[str]:
    """Training text for the tokenizer: the shipped problems' prompts and solutions."""
    texts = []
    for row in load_rows():
        texts += [user_prompt(row), row["starter_code"], row["reference_solution"]]
    return texts


def build_tiny_model(out_dir: str | Path, texts: Iterable[str] | None = None, size: TinySize | None = None,
                     seed: int = 0) -> Path:
    """Train a tokenizer, initialise a Qwen2 model of ``size``, save both under ``out_dir``."""
    import torch
    from transformers import Qwen2Config, Qwen2ForCausalLM

    size = size or TinySize()
    out = Path(out_dir)
    tokenizer = train_tokenizer(default_texts() if texts is None else texts, size.vocab_size)
    torch.manual_seed(seed)
    config = Qwen2Config(
        vocab_size=len(tokenizer),
        hidden_size=size.hidden_size,
        intermediate_size=size.intermediate_size,
        num_hidden_layers=size.layers,
        num_attention_heads=size.heads,
        num_key_value_heads=size.kv_heads,
        max_position_embeddings=size.max_positions,
        tie_word_embeddings=True,
        bos_token_id=tokenizer.pad_token_id,
        eos_token_id=tokenizer.eos_token_id,
        pad_token_id=tokenizer.pad_token_id,
    )
    model = Qwen2ForCausalLM(config)
    model.generation_config.eos_token_id = tokenizer.eos_token_id
    model.generation_config.pad_token_id = tokenizer.pad_token_id
    out.mkdir(parents=True, exist_ok=True)
    model.save_pretrained(out)
    tokenizer.save_pretrained(out)
    return out
