"""Solutions to a drill in several styles: the SFT targets that decide what the start policy samples.

- **clean** styles (no analyzer finding): ``annotated`` (type hints, docstring, a builtin or
  a comprehension), ``documented`` (docstring, builtin), ``loop`` (type hints, docstring, an
  accumulator loop or an early return; not for ``list`` and ``join``, whose loop form is a
  flaw family of its own);
- **flawed but correct** families, each adding one flaw the analyzer detects (``FLAWS``
  maps each family to the rule ids it produces; tests check every family against the
  analyzer): an unused import, a missing docstring, a bare ``except: pass`` wrapper, an
  ``except Exception: pass`` wrapper, a mutable default argument, ``eval`` of an expression
  string, an unused variable, module-global state, a ``== None`` guard, ``range(len(...))``
  indexing in a loop, string ``+=`` in a loop (``join``) and an ``append`` loop (``list``);
  and three the score prices as a reviewer would (``REVIEWER_FLAWS``: reliability or
  security at medium severity or above): a ``len(...) is 0`` guard (identity, not equality,
  with a literal), a ``return`` in ``finally`` (it would swallow any exception) and ``eval``
  of a condition formatted from the data (code built from values at run time);
- **wrong** variants (clean style, incorrect): ``skip_last`` (an off-by-one slice) and
  ``wrong_comparison`` (a predicate's boundary moved, ``>=`` for ``>``), so that
  correctness is at stake too. Each fails a visible test (``drills.make_tests``).

The mix (how many of each per training drill, ``DrillMix``) is configuration: it is what
GRPO can move, toward clean code with the quality reward and not without it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from codereward.problems.drills import ELEMENT_NAMES, Drill

CLEAN_STYLES = ("annotated", "documented", "loop")
# flaw family -> the analyzer rule ids it produces (any one of them counts as detected)
FLAWS: dict[str, tuple[str, ...]] = {
    "unused_import": ("F401",),
    "missing_docstring": ("D103",),
    "bare_except": ("CR401", "CR403"),
    "swallowed_exception": ("CR402", "CR403"),
    "mutable_default": ("B006",),
    "eval": ("CR108",),
    "unused_variable": ("F841",),
    "global_state": ("PLW0603",),
    "none_comparison": ("E711",),
    "range_len_index": ("CR104",),
    "string_concat": ("CR301",),
    "append_loop": ("PERF401",),
    "is_literal": ("F632",),
    "return_in_finally": ("B012",),
    "eval_formatted": ("S307",),
}
#: the families the training mix draws from unless configured (``drill_flaw_families``): the
#: twelve the experiment's and demo's documented figures were made with
DEFAULT_FLAWS = ("unused_import", "missing_docstring", "bare_except", "swallowed_exception", "mutable_default", "eval",
                 "unused_variable", "global_state", "none_comparison", "range_len_index", "string_concat",
                 "append_loop")
#: the families the score prices as a reviewer would: a reliability or security finding at
#: medium severity or above (``benchmarks/drill_flaw_prices.py`` measures each one's cost)
REVIEWER_FLAWS = ("bare_except", "swallowed_exception", "mutable_default", "is_literal", "return_in_finally",
                  "eval_formatted")
#: named sets of flaw families (``drill_flaw_families`` takes one of these or a list of families)
FLAW_PRESETS: dict[str, tuple[str, ...]] = {"default": DEFAULT_FLAWS, "reviewer": REVIEWER_FLAWS,
                                            "all": tuple(FLAWS)}
WRONG = ("skip_last", "wrong_comparison")


@dataclass(frozen=True)
class DrillMix:
    """SFT targets per training drill: distinct clean styles, flaw families and wrong variants;
    ``flaw_families`` the families the flawed ones are drawn from (those of them that apply)."""

    clean: int = 2
    flawed: int = 2
    wrong: int = 1
    flaw_families: tuple[str, ...] = DEFAULT_FLAWS

    def __post_init__(self) -> None:
        if min(self.clean, self.flawed, self.wrong) < 0 or self.clean + self.flawed + self.wrong < 1:
            raise ValueError(f"drill mix: counts must be >= 0 and not all 0, got {self}")
        object.__setattr__(self, "flaw_families", resolve_flaw_families(self.flaw_families))


def resolve_flaw_families(spec: str | Sequence[str]) -> tuple[str, ...]:
    """The flaw families that ``spec`` names: presets (``FLAW_PRESETS``) and families, as a
    sequence or one comma-separated string (a preset stands for its families); ValueError
    naming what is unknown."""
    names = [n.strip() for n in spec.split(",")] if isinstance(spec, str) else [str(n).strip() for n in spec]
    names = [n for n in names if n]
    unknown = [n for n in names if n not in FLAWS and n not in FLAW_PRESETS]
    if unknown or not names:
        raise ValueError(f"drill flaw families: unknown {', '.join(map(repr, unknown)) or 'none given'}; give a "
                         f"preset ({', '.join(FLAW_PRESETS)}) or families from {', '.join(FLAWS)}")
    return tuple(dict.fromkeys(f for n in names for f in FLAW_PRESETS.get(n, (n,))))


_LOOP_OPS = ("sum", "product", "count", "max", "min", "first")
_RETURNS = {"sum": "int", "product": "int", "count": "int", "max": "int | None", "min": "int | None",
            "first": "int | None", "list": "list[int]", "join": "str"}


def _indent(lines: list[str], by: int = 4) -> list[str]:
    return [" " * by + line if line else line for line in lines]


def _builtin_body(d: Drill, e: str, source: str, expr: str, cond: str) -> list[str]:
    gen = f"{expr} for {e} in {source} if {cond}"
    return [{
        "sum": f"return sum({gen})",
        "product": f"return math.prod({gen})",
        "max": f"return max(({gen}), default=None)",
        "min": f"return min(({gen}), default=None)",
        "list": f"return [{gen}]",
        "count": f"return sum(1 for {e} in {source} if {cond})",
        "first": f"return next(({gen}), None)",
        "join": f'return ",".join(str({expr}) for {e} in {source} if {cond})',
    }[d.op]]


def _loop_body(d: Drill, e: str, source: str, expr: str, cond: str, acc: str = "total",
               indexed: bool = False) -> list[str]:
    walk = [f"for i in range(len({source})):", f"    {e} = {source}[i]"] if indexed else [f"for {e} in {source}:"]
    head = [*walk, f"    if {cond}:"]
    if d.op == "first":
        return [*head, f"        return {expr}", "return None"]
    if d.op in ("max", "min"):
        better = ">" if d.op == "max" else "<"
        return ["best = None", *head, f"        candidate = {expr}",
                f"        if best is None or candidate {better} best:", "            best = candidate", "return best"]
    if d.op == "list":
        return ["result = []", *head, f"        result.append({expr})", "return result"]
    if d.op == "join":
        return ['text = ""', *head, "        if text:", '            text += ","', f"        text += str({expr})",
                "return text"]
    start, update = {"sum": ("0", f"{acc} += {expr}"), "product": ("1", f"{acc} *= {expr}"),
                     "count": ("0", f"{acc} += 1")}[d.op]
    return [f"{acc} = {start}", *head, f"        {update}", f"return {acc}"]


def render(d: Drill, *, element: str, annotated: bool, docstring: bool, loop: bool, flaw: str | None = None,
           wrong: str | None = None) -> str:
    """The source of one solution."""
    e, source = element, d.param
    expr, cond = d.expr(e), d.cond(e)
    if flaw == "eval":
        expr = f'eval("{expr}", {{"{e}": {e}}})'
    if flaw == "eval_formatted":
        cond = f'eval(f"{d.cond("{" + e + "}")}")'
    if wrong == "skip_last":
        source = f"{d.param}[:-1]"
    elif wrong == "wrong_comparison":
        assert d.predicate.wrong is not None  # the caller only picks families that apply  # nosec B101
        cond = d.predicate.wrong(e, d.k, d.hi)
    if flaw in ("string_concat", "append_loop", "global_state", "range_len_index"):
        loop = True
    elif flaw == "return_in_finally":  # it wraps the builtin form's one `return` line
        loop = False
    body = (_loop_body(d, e, source, expr, cond, indexed=flaw == "range_len_index") if loop
            else _builtin_body(d, e, source, expr, cond))
    header: list[str] = []
    if d.op == "product" and not loop:
        header.append("import math")
    if flaw == "unused_import":
        header.append("import os")
    if flaw == "global_state":
        header.append("TOTAL = 0")
        body = ["global TOTAL", *_loop_body(d, e, source, expr, cond, acc="TOTAL")]
    params = f"{d.param}: list[int]" if annotated else d.param
    if flaw == "mutable_default":
        params += ", seen: list[int] = []" if annotated else ", seen=[]"
    returns = f" -> {_RETURNS[d.op]}" if annotated else ""
    if flaw == "unused_variable":
        body = [f"size = len({d.param})", *body]
    if flaw == "none_comparison":  # a needless guard, written with == instead of is
        body = [f"if {d.param} == None:", f"    return {d.operation.empty!r}", *body]
    if flaw == "is_literal":  # the same needless guard, written with `is` against a literal
        body = [f"if len({d.param}) is 0:", f"    return {d.operation.empty!r}", *body]
    if flaw == "return_in_finally":
        body = ["result = None", "try:", f"    result = {body[-1].removeprefix('return ')}", "finally:",
                "    return result"]
    if flaw in ("bare_except", "swallowed_exception"):
        catch = "except:" if flaw == "bare_except" else "except Exception:"
        body = ["try:", *_indent(body), catch, "    pass", "return None"]
    doc = [f'"""Return {d.summary}."""'] if docstring and flaw != "missing_docstring" else []
    lines = [*header, *([""] * 2 if header else []), f"def {d.name}({params}){returns}:", *_indent(doc + body)]
    return "\n".join(lines) + "\n"


def reference_solution(d: Drill) -> str:
    """The reference implementation: the ``annotated`` clean style."""
    return render(d, element="x", annotated=True, docstring=True, loop=False)


def clean_styles(d: Drill) -> tuple[str, ...]:
    return CLEAN_STYLES if d.op in _LOOP_OPS else CLEAN_STYLES[:2]


def flaw_families(d: Drill) -> tuple[str, ...]:
    """The flaw families that apply to ``d`` (global state needs an accumulator; three families are op-specific)."""
    out = ["unused_import", "missing_docstring", "bare_except", "swallowed_exception", "mutable_default",
           "unused_variable", "none_comparison", "is_literal", "return_in_finally", "eval_formatted"]
    if d.op in _LOOP_OPS:  # the loop form of the others is a flaw of its own
        out.append("range_len_index")
    if d.op != "count":  # counting has no transform to evaluate
        out.append("eval")
    if d.op in ("sum", "product", "count"):
        out.append("global_state")
    if d.op == "join":
        out.append("string_concat")
    if d.op == "list":
        out.append("append_loop")
    return tuple(out)


def wrong_families(d: Drill) -> tuple[str, ...]:
    """The wrong families that are wrong for ``d``: some input tells them from the reference."""
    return tuple(family for family in WRONG if family in d.wrong_results())


def solution(d: Drill, kind: str, style: str, element: str) -> dict[str, Any]:
    """One SFT target: ``kind`` clean, flawed or wrong; ``style`` a clean style, flaw family or wrong family."""
    if kind == "clean":
        code = render(d, element=element, annotated=style != "documented", docstring=True, loop=style == "loop")
    elif kind == "flawed":
        code = render(d, element=element, annotated=False, docstring=True, loop=False, flaw=style)
    else:
        code = render(d, element=element, annotated=False, docstring=True, loop=False, wrong=style)
    return {"kind": kind, "style": style, "code": code, "rules": list(FLAWS.get(style, ())) if kind == "flawed" else []}


def solutions_for(d: Drill, mix: DrillMix, rng: random.Random) -> list[dict[str, Any]]:
    """The drill's SFT targets in the mix: distinct styles of each kind, each with a random element name."""
    out = []
    flawed = [family for family in flaw_families(d) if family in mix.flaw_families]
    for kind, pool, count in (("clean", clean_styles(d), mix.clean), ("flawed", flawed, mix.flawed),
                              ("wrong", wrong_families(d), mix.wrong)):
        for style in rng.sample(pool, min(count, len(pool))):
            out.append(solution(d, kind, style, rng.choice(ELEMENT_NAMES)))
    return out
