"""codereward's own AST rules: one module per rule, registered when first asked for.

``registered()`` imports every rule module once (each registers its rule with
``@register``); importing this package alone loads none of them, so a command that
never analyses code, or an analysis that starts its tools first, does not wait for them.
"""

from __future__ import annotations

import importlib
import pkgutil
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from codereward.rules.base import AstRule, RuleSet, TaintRule, register

#: modules of this package that hold no rule
_SKIP = {"base", "meta", "analysis"}
_BASE = f"{__name__}.base"
_loaded = False


def load_rules() -> None:
    """Import every rule module (once; importing is idempotent, so racing threads are harmless)."""
    global _loaded
    if _loaded:
        return
    for module in pkgutil.iter_modules(__path__):
        if module.name not in _SKIP:
            importlib.import_module(f"{__name__}.{module.name}")
    _loaded = True


def registered() -> dict[str, type[AstRule]]:
    """Every own rule, by id, sorted (the rule modules are imported on the first call)."""
    load_rules()
    return importlib.import_module(_BASE).registered()


def __getattr__(name: str) -> Any:
    if name in ("AstRule", "RuleSet", "TaintRule", "register"):
        return getattr(importlib.import_module(_BASE), name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = ["AstRule", "RuleSet", "TaintRule", "load_rules", "register", "registered"]
