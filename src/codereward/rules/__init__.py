"""codereward's own AST rules: one module per rule, collected into a registry on import."""

from __future__ import annotations

import importlib
import pkgutil

from codereward.rules.base import AstRule, register, registered

_SKIP = {"base", "meta", "analysis"}

for _module in pkgutil.iter_modules(__path__):
    if _module.name not in _SKIP:
        importlib.import_module(f"{__name__}.{_module.name}")

__all__ = ["AstRule", "register", "registered"]
