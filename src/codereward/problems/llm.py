"""A small OpenAI-compatible chat client (vLLM, Ollama, llama.cpp, OpenAI) over httpx.

Only ``POST {base}/chat/completions`` and ``GET {base}/models`` are used. Transient
failures (429, 5xx, connection errors, timeouts) are retried with exponential backoff and
jitter, honouring ``Retry-After``; what retrying cannot fix is an ``EndpointError`` (the
server is unreachable, the model is not served, the key is refused), which the CLI turns
into one line and exit code 2. Answers are parsed by ``parse_json_object``, which accepts
what chat models actually send: a bare object, a fenced ```json block, prose around it.
"""

from __future__ import annotations

import json
import os
import random
import re
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import Any

import httpx

DEFAULT_BASE_URL = "http://127.0.0.1:8000/v1"
MAX_RETRY_AFTER = 120.0  # seconds; a server asking for longer is treated as down for this run


class LLMError(RuntimeError):
    """A request that failed for this problem only (bad answer, persistent 5xx)."""


class EndpointError(LLMError):
    """A failure no retry fixes: unreachable endpoint, missing model, refused key."""


@dataclass(frozen=True)
class Settings:
    base_url: str
    model: str
    api_key: str = ""

    @classmethod
    def resolve(cls, base_url: str | None = None, model: str | None = None, api_key: str | None = None) -> Settings:
        """Flags first, then ``OPENAI_BASE_URL``, ``OPENAI_MODEL`` / ``CODEREWARD_MODEL``, ``OPENAI_API_KEY``."""
        base = base_url or os.environ.get("OPENAI_BASE_URL") or DEFAULT_BASE_URL
        name = model or os.environ.get("OPENAI_MODEL") or os.environ.get("CODEREWARD_MODEL") or ""
        if not name:
            raise ValueError("no model: pass --model or set OPENAI_MODEL (or CODEREWARD_MODEL)")
        key = api_key if api_key is not None else os.environ.get("OPENAI_API_KEY", "")
        return cls(base.rstrip("/"), name, key)


def retry_after(value: str | None) -> float | None:
    """Seconds to wait from a ``Retry-After`` header (delta seconds or an HTTP date)."""
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        pass
    try:
        return max(0.0, parsedate_to_datetime(value).timestamp() - time.time())
    except (TypeError, ValueError, IndexError, OverflowError):
        return None


@dataclass
class ChatClient:
    settings: Settings
    timeout: float = 120.0
    retries: int = 5
    backoff: float = 1.0  # first delay; doubles each retry, times a jitter in [0.5, 1.5)
    max_backoff: float = 60.0
    sleep: Callable[[float], None] = time.sleep
    rng: random.Random = field(default_factory=random.Random)
    json_mode: bool = True  # becomes False once the server rejects ``response_format``
    _http: httpx.Client | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        headers = {"Authorization": f"Bearer {self.settings.api_key}"} if self.settings.api_key else {}
        self._http = httpx.Client(timeout=httpx.Timeout(self.timeout, connect=min(10.0, self.timeout)), headers=headers)

    def close(self) -> None:
        if self._http is not None:
            self._http.close()

    def __enter__(self) -> ChatClient:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def delay(self, attempt: int, response: httpx.Response | None) -> float:
        asked = retry_after(response.headers.get("retry-after")) if response is not None else None
        if asked is not None:
            if asked > MAX_RETRY_AFTER:
                raise EndpointError(f"{self.settings.base_url} asks to retry after {asked:.0f}s; giving up")
            return asked
        return min(self.max_backoff, self.backoff * 2**attempt) * self.rng.uniform(0.5, 1.5)

    def _request(self, method: str, path: str, body: dict[str, Any] | None = None) -> httpx.Response:
        """The response of the last attempt; transient failures are retried first."""
        url = f"{self.settings.base_url}{path}"
        assert self._http is not None
        for attempt in range(self.retries + 1):
            response = None
            try:
                response = self._http.request(method, url, json=body)
            except (httpx.ConnectError, httpx.ConnectTimeout) as exc:
                if attempt == self.retries:
                    raise EndpointError(f"cannot reach {self.settings.base_url} ({_reason(exc)})") from None
            except httpx.TransportError as exc:  # read timeouts, dropped connections
                if attempt == self.retries:
                    raise LLMError(f"{url}: {_reason(exc)} after {self.retries + 1} attempts") from None
            else:
                if response.status_code != 429 and response.status_code < 500:
                    return response
                if attempt == self.retries:
                    return response
            self.sleep(self.delay(attempt, response))
        raise AssertionError("unreachable")  # pragma: no cover

    def check(self) -> None:
        """Fail fast (``EndpointError``) when the server is down or does not list the model."""
        response = self._request("GET", "/models")
        if response.status_code in (401, 403):
            raise EndpointError(f"{self.settings.base_url} refused the API key ({response.status_code})")
        if response.status_code != 200:
            return  # some servers have no model list; the first chat request decides
        try:
            served = [m.get("id") for m in response.json().get("data", []) if isinstance(m, dict)]
        except (ValueError, AttributeError):
            return
        model = self.settings.model
        if served and model not in served and f"{model}:latest" not in served:
            raise EndpointError(f"model {model!r} is not served at {self.settings.base_url} "
                                f"(available: {', '.join(map(str, served[:8]))})")

    def chat(self, messages: list[dict[str, str]], *, temperature: float = 0.7, seed: int | None = None,
             max_tokens: int | None = None) -> str:
        """The assistant's text for ``messages``, asking for a JSON object where the server supports it."""
        body: dict[str, Any] = {"model": self.settings.model, "messages": messages, "temperature": temperature}
        if seed is not None:
            body["seed"] = seed
        if max_tokens is not None:
            body["max_tokens"] = max_tokens
        if self.json_mode:
            body["response_format"] = {"type": "json_object"}
        response = self._request("POST", "/chat/completions", body)
        if response.status_code == 400 and self.json_mode and "response_format" in response.text:
            self.json_mode = False  # an older server: the prompt asks for JSON anyway
            return self.chat(messages, temperature=temperature, seed=seed, max_tokens=max_tokens)
        if response.status_code == 404:
            raise EndpointError(f"model {self.settings.model!r} not found at {self.settings.base_url} (404: "
                                f"{_snippet(response.text)})")
        if response.status_code in (401, 403):
            raise EndpointError(f"{self.settings.base_url} refused the API key ({response.status_code})")
        if response.status_code != 200:
            raise LLMError(f"chat request failed with {response.status_code}: {_snippet(response.text)}")
        try:
            content = response.json()["choices"][0]["message"]["content"]
        except (ValueError, KeyError, IndexError, TypeError):
            raise LLMError(f"not a chat completion: {_snippet(response.text)}") from None
        if not isinstance(content, str) or not content.strip():
            raise LLMError("the model returned an empty message")
        return content


def _reason(exc: Exception) -> str:
    return str(exc) or type(exc).__name__


def _snippet(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[:limit] + "..."


_THINKING = re.compile(r"<think>.*?</think>", re.DOTALL)
_FENCE = re.compile(r"```(?:json|JSON)?\s*\n(.*?)```", re.DOTALL)


def parse_json_object(text: str) -> dict[str, Any]:
    """The JSON object in a model's answer; ``LLMError`` saying why when there is none.

    Tries, in order, after dropping ``<think>`` blocks: the whole text, each fenced block, then every ``{`` from the left
    with a decoder that stops at the object's end (so trailing prose is ignored).
    Control characters inside strings are accepted: models often emit raw newlines in code.
    """
    decoder = json.JSONDecoder(strict=False)
    text = _THINKING.sub("", text)  # reasoning models think aloud first, braces and all
    candidates = [text.strip()] + [m.group(1).strip() for m in _FENCE.finditer(text)]
    for candidate in candidates:
        try:
            value = decoder.decode(candidate)
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            return value
    for match in re.finditer(r"\{", text):
        try:
            value, _ = decoder.raw_decode(text, match.start())
        except json.JSONDecodeError:
            continue
        if isinstance(value, dict):
            return value
    raise LLMError(f"no JSON object in the answer: {_snippet(text)}")
