"""Adapters to external tools (ruff, radon, vulture, bandit, mypy), each batched.

``ADAPTERS`` holds one instance of each, in a fixed order (the order findings are
merged in); ``adapters_for(profile)`` the ones a profile runs:

- fast: ruff + radon;
- thorough: all five.

The adapter modules are imported on first use of either (PEP 562), not with this package:
``codereward.tools.base`` and the helpers load without them.

vulture is not in fast: it costs more per snippet than the rest of the fast profile's
tools together, and ruff already reports unused imports and locals (F401/F841); what
vulture adds is unreachable code and constant conditions.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from codereward.tools.bandit import BanditAdapter
    from codereward.tools.base import ToolAdapter
    from codereward.tools.mypy import MypyAdapter
    from codereward.tools.radon import RadonAdapter
    from codereward.tools.ruff import RuffAdapter
    from codereward.tools.vulture import VultureAdapter

#: class name -> module, in the order findings are merged in
_CLASSES = {
    "RuffAdapter": "codereward.tools.ruff",
    "RadonAdapter": "codereward.tools.radon",
    "VultureAdapter": "codereward.tools.vulture",
    "BanditAdapter": "codereward.tools.bandit",
    "MypyAdapter": "codereward.tools.mypy",
}
PROFILES = ("fast", "thorough")
_adapters: tuple[ToolAdapter, ...] | None = None


def _all_adapters() -> tuple[ToolAdapter, ...]:
    global _adapters
    if _adapters is None:
        _adapters = tuple(getattr(importlib.import_module(module), name)() for name, module in _CLASSES.items())
    return _adapters


def adapters_for(profile: str) -> list[ToolAdapter]:
    """The adapters a profile runs, in ``ADAPTERS`` order."""
    if profile not in PROFILES:
        raise ValueError(f"unknown profile {profile!r} (expected one of: {', '.join(PROFILES)})")
    return [adapter for adapter in _all_adapters() if profile in adapter.profiles]


def __getattr__(name: str) -> Any:
    if name == "ADAPTERS":
        return _all_adapters()
    if name in _CLASSES:
        return getattr(importlib.import_module(_CLASSES[name]), name)
    if name == "ToolAdapter":
        return importlib.import_module("codereward.tools.base").ToolAdapter
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ADAPTERS",
    "BanditAdapter",
    "MypyAdapter",
    "RadonAdapter",
    "RuffAdapter",
    "ToolAdapter",
    "VultureAdapter",
    "adapters_for",
]
