"""The code rows of PRIME's Eurus-2-RL-Data (``PRIME-RL/Eurus-2-RL-Data``), a verl-style RL set.

Fields (verl's RL dataset layout):

- ``data_source`` (str): where the problem comes from (``codecontests``, ``apps``, ``taco``,
  ``codeforces`` for code; ``numina_*`` and others for math).
- ``prompt`` (list of ``{"role", "content"}``): the chat messages, a system message with the
  answer format and the user message with the problem.
- ``ability`` (str): ``code`` or ``math``.
- ``reward_model`` (``{"style": "rule", "ground_truth": str}``): for code rows the ground
  truth is **JSON text** in APPS's layout, ``{"inputs": [...], "outputs": [...]}`` plus
  ``"fn_name"`` for call-based problems (what verl's ``prime_code`` scorer reads).
- ``extra_info`` (``{"split", "index"}``): the row's index in its split.
- No solutions: every row carries ``no_reference``; no difficulty (medium, raw "").

Mapping: ``id`` = ``eurus/<split>/<extra_info.index or index>``; the statement is the user
message (the last one); ``data_source`` → ``subcategory``; ``fn_name`` decides the kind as in
APPS (``call`` or ``stdio``); one set of tests → ``tests``.

Traps: math rows share the file (``ImportRowError``: not a code problem); the ground truth is
JSON text holding integers of any length; the prompt is a list of messages, not text.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from codereward.jsonl import loads
from codereward.problems.importers.fields import (
    ImportRowError,
    make_row,
    statement_flags,
    statement_judge,
    tests_from_input_output,
)


def user_message(prompt: Any) -> str:
    """The text of the last user message of a chat prompt (or the prompt, when it is text)."""
    if isinstance(prompt, str):
        return prompt
    if not isinstance(prompt, list):
        raise ImportRowError(f"prompt: expected a list of chat messages, got {type(prompt).__name__}")
    texts = [m["content"] for m in prompt if isinstance(m, Mapping) and m.get("role") == "user"
             and isinstance(m.get("content"), str) and m["content"].strip()]
    if not texts:
        raise ImportRowError("prompt: no user message")
    return str(texts[-1])


def convert(row: Mapping[str, Any], *, index: int = 0, trusted: bool = False) -> dict[str, Any]:
    """One Eurus-2-RL-Data code row as a problem row."""
    ability = str(row.get("ability") or "code").strip().lower()
    if ability != "code":
        raise ImportRowError(f"ability: {ability!r}: not a code problem (only the code rows import)")
    reward_model = row.get("reward_model")
    truth = reward_model.get("ground_truth") if isinstance(reward_model, Mapping) else None
    if isinstance(truth, str):
        try:
            truth = loads(truth)
        except ValueError as exc:
            raise ImportRowError(f"reward_model.ground_truth: not JSON text ({exc})") from None
    if not isinstance(truth, Mapping):
        raise ImportRowError("reward_model.ground_truth: expected APPS's {inputs, outputs} tests")
    tests, entry_point = tests_from_input_output(truth, "reward_model.ground_truth")
    extra_info = row.get("extra_info")
    extra: Mapping[str, Any] = extra_info if isinstance(extra_info, Mapping) else {}
    own = extra.get("index")
    statement = user_message(row.get("prompt"))
    return make_row(
        source="eurus",
        source_id=own if isinstance(own, int) and not isinstance(own, bool) else index,
        row={"split": extra.get("split"), **row},  # the row's own split, else the one extra_info names
        statement=statement,
        tests=tests,
        subcategory=str(row.get("data_source") or ""),
        entry_point=entry_point,
        judge=None if entry_point else statement_judge(statement),
        flags=statement_flags(statement),
        no_reference_reason="Eurus-2-RL-Data gives no solutions",
    )
