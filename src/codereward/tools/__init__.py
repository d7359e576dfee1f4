"""Adapters to external tools (ruff, radon, vulture, bandit, mypy), each batched.

``ADAPTERS`` holds one instance of each, in a fixed order (the order findings are
merged in); ``adapters_for(profile)`` the ones a profile runs:

- fast: ruff + radon;
- thorough: all five.

The adapter modules are imported on first use of either (PEP 562), not with this package,
and ``adapters_for`` imports only the profile's: ``codereward.tools.base`` and the helpers
load without them, and a fast run never loads mypy's, vulture's or bandit's.

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

#: class name -> (module, the profiles that run it: the class's ``profiles``, kept here too so that
#: a profile imports only its own adapters' modules; a test checks that the two agree), in the
#: order findings are merged in
_CLASSES: dict[str, tuple[str, tuple[str, ...]]] = {
    "RuffAdapter": ("codereward.tools.ruff", ("fast", "thorough")),
    "RadonAdapter": ("codereward.tools.radon", ("fast", "thorough")),
    "VultureAdapter": ("codereward.tools.vulture", ("thorough",)),
    "BanditAdapter": ("codereward.tools.bandit", ("thorough",)),
    "MypyAdapter": ("codereward.tools.mypy", ("thorough",)),
}
PROFILES = ("fast", "thorough")
#: the one instance of each adapter made so far, by class name
_made: dict[str, ToolAdapter] = {}


def _adapter(name: str) -> ToolAdapter:
    adapter = _made.get(name)
    if adapter is None:  # two threads racing here make two instances; the first one kept wins
        adapter = _made.setdefault(name, getattr(importlib.import_module(_CLASSES[name][0]), name)())
    return adapter


def _all_adapters() -> tuple[ToolAdapter, ...]:
    return tuple(_adapter(name) for name in _CLASSES)


def adapters_for(profile: str) -> list[ToolAdapter]:
    """The adapters a profile runs, in ``ADAPTERS`` order (only their modules are imported)."""
    if profile not in PROFILES:
        raise ValueError(f"unknown profile {profile!r} (expected one of: {', '.join(PROFILES)})")
    return [_adapter(name) for name, (_module, profiles) in _CLASSES.items() if profile in profiles]


def __getattr__(name: str) -> Any:
    if name == "ADAPTERS":
        return _all_adapters()
    if name in _CLASSES:
        return getattr(importlib.import_module(_CLASSES[name][0]), name)
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
