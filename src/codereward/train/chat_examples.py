"""SFT examples in chat form: a prompt's messages and an answer in exactly one ```python block."""

from __future__ import annotations

from typing import Any


def answer(code: str) -> str:
    """The answer format the format reward checks: the code in one ```python block."""
    return f"```python\n{code.strip()}\n```"


def chat_example(prompt: list[dict[str, str]], code: str) -> dict[str, Any]:
    """A prompt-completion example for TRL's ``SFTTrainer`` (the loss is on the completion)."""
    return {"prompt": prompt, "completion": [{"role": "assistant", "content": answer(code)}]}
