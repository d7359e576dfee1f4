"""Code drills: small function-writing problems from a compositional grammar (SPEC §9).

A drill is an *operation* over the values of a list that satisfy a *predicate*, after a
*transform*: "Write a function `sum_squares_even(values)` that returns the sum of the
squares of the numbers in `values` that are even." A tiny model trained from scratch can
learn these, which the 200 real problems are too hard for, so on CPU the training demo
and the experiment use them. They are synthetic and say so: they show the mechanism (the
quality reward moving a policy's style with correctness held), not the paper's numbers.

Held-out drills are *unseen combinations* (operation, predicate kind, transform kind) with
*unseen parameter names*: neither appears in any training drill, so the held-out split
measures generalisation, not recall. Rows follow the problem-set schema (split
``validation`` is the held-out one), with the reference implementation, visible and hidden
tests computed from the grammar's own semantics, a stub as starter code, ``task: write``
(the prompt asks for the function rather than an improvement) and ``solutions``: the SFT
targets of ``drill_solutions`` in the configured mix.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

TRAIN_PARAMS = ("values", "numbers", "items", "nums", "data", "xs", "vals", "seq")
HELDOUT_PARAMS = ("readings", "samples", "scores", "amounts")
# the loop variable of every solution: a tiny model learns the grammar far faster when only the names that
# the prompt gives (function and parameter) vary, not also one it must keep consistent on its own
ELEMENT_NAMES = ("x",)
CATEGORY = "map filter reduce"
_LOW, _HIGH = -9, 9  # test values are small integers, negatives included


@dataclass(frozen=True)
class Transform:
    key: str
    phrase: str  # "the squares of the numbers"
    name: str  # the part of the function name, "" for identity
    expr: Callable[[str, int], str]  # element name, k -> Python expression
    apply: Callable[[int, int], int]


@dataclass(frozen=True)
class Predicate:
    key: str
    phrase: Callable[[int, int], str]  # k, hi -> "greater than 3"
    name: Callable[[int, int], str]
    cond: Callable[[str, int, int], str]  # element name, k, hi -> Python condition
    test: Callable[[int, int, int], bool]
    uses_k: bool = False
    # the same condition with its boundary moved (``>`` for ``>=``...): the wrong-comparison variant
    wrong: Callable[[str, int, int], str] | None = None
    wrong_test: Callable[[int, int, int], bool] | None = None


@dataclass(frozen=True)
class Operation:
    key: str
    phrase: str  # "the sum of"
    suffix: str  # ", or None if there is none"
    name: str
    empty: Any  # the result for no matching value
    reduce: Callable[[list[int]], Any]
    identity_only: bool = False  # counting ignores the transform: only "the numbers" reads right


TRANSFORMS = (
    Transform("identity", "the numbers", "", lambda x, k: x, lambda v, k: v),
    Transform("square", "the squares of the numbers", "squares", lambda x, k: f"{x} * {x}", lambda v, k: v * v),
    Transform("double", "the doubles of the numbers", "doubled", lambda x, k: f"2 * {x}", lambda v, k: 2 * v),
    Transform("negate", "the negatives of the numbers", "negated", lambda x, k: f"-{x}", lambda v, k: -v),
    Transform("abs", "the absolute values of the numbers", "abs", lambda x, k: f"abs({x})", lambda v, k: abs(v)),
    Transform("add", "the numbers plus {k}", "plus{k}", lambda x, k: f"{x} + {k}", lambda v, k: v + k),
    Transform("cube", "the cubes of the numbers", "cubes", lambda x, k: f"{x} ** 3", lambda v, k: v ** 3),
    Transform("half", "the halves of the numbers (rounded down)", "halved", lambda x, k: f"{x} // 2",
              lambda v, k: v // 2),
)

PREDICATES = (
    Predicate("even", lambda k, hi: "even", lambda k, hi: "even", lambda x, k, hi: f"{x} % 2 == 0",
              lambda v, k, hi: v % 2 == 0),
    Predicate("odd", lambda k, hi: "odd", lambda k, hi: "odd", lambda x, k, hi: f"{x} % 2 == 1",
              lambda v, k, hi: v % 2 == 1),
    Predicate("positive", lambda k, hi: "positive", lambda k, hi: "positive", lambda x, k, hi: f"{x} > 0",
              lambda v, k, hi: v > 0, wrong=lambda x, k, hi: f"{x} >= 0", wrong_test=lambda v, k, hi: v >= 0),
    Predicate("negative", lambda k, hi: "negative", lambda k, hi: "negative", lambda x, k, hi: f"{x} < 0",
              lambda v, k, hi: v < 0, wrong=lambda x, k, hi: f"{x} <= 0", wrong_test=lambda v, k, hi: v <= 0),
    Predicate("above", lambda k, hi: f"greater than {k}", lambda k, hi: f"above{k}", lambda x, k, hi: f"{x} > {k}",
              lambda v, k, hi: v > k, uses_k=True, wrong=lambda x, k, hi: f"{x} >= {k}",
              wrong_test=lambda v, k, hi: v >= k),
    Predicate("below", lambda k, hi: f"less than {k}", lambda k, hi: f"below{k}", lambda x, k, hi: f"{x} < {k}",
              lambda v, k, hi: v < k, uses_k=True, wrong=lambda x, k, hi: f"{x} <= {k}",
              wrong_test=lambda v, k, hi: v <= k),
    Predicate("divisible", lambda k, hi: f"divisible by {k}", lambda k, hi: f"div{k}",
              lambda x, k, hi: f"{x} % {k} == 0", lambda v, k, hi: v % k == 0, uses_k=True),
    Predicate("between", lambda k, hi: f"between {k} and {hi} inclusive", lambda k, hi: f"from_{k}_to_{hi}".replace("-", "neg"),
              lambda x, k, hi: f"{k} <= {x} <= {hi}", lambda v, k, hi: k <= v <= hi, uses_k=True,
              wrong=lambda x, k, hi: f"{k} < {x} < {hi}", wrong_test=lambda v, k, hi: k < v < hi),
)


def _product(values: list[int]) -> int:
    out = 1
    for v in values:
        out *= v
    return out


OPERATIONS = (
    Operation("sum", "the sum of", "", "sum", 0, sum),
    Operation("product", "the product of", "", "product", 1, _product),
    Operation("max", "the largest of", ", or None if there is none", "largest", None,
              lambda vs: max(vs) if vs else None),
    Operation("min", "the smallest of", ", or None if there is none", "smallest", None,
              lambda vs: min(vs) if vs else None),
    Operation("list", "a list of", ", in their order", "list", [], list),
    Operation("count", "how many of", "", "count", 0, len, identity_only=True),
    Operation("first", "the first of", ", or None if there is none", "first", None, lambda vs: vs[0] if vs else None),
    Operation("join", "a comma-separated string of", ", in their order", "join", "",
              lambda vs: ",".join(str(v) for v in vs)),
)

_BY_KEY = {**{("op", o.key): o for o in OPERATIONS}, **{("pred", p.key): p for p in PREDICATES},
           **{("tf", t.key): t for t in TRANSFORMS}}


@dataclass(frozen=True)
class Drill:
    """One problem of the grammar: what it computes and the names it uses."""

    op: str
    pred: str
    transform: str
    param: str
    k: int = 0  # the predicate's constant (its lower bound for "between")
    hi: int = 0  # the upper bound for "between"
    add: int = 0  # the transform's constant ("plus 3")

    @property
    def operation(self) -> Operation:
        return _BY_KEY[("op", self.op)]

    @property
    def predicate(self) -> Predicate:
        return _BY_KEY[("pred", self.pred)]

    @property
    def tf(self) -> Transform:
        return _BY_KEY[("tf", self.transform)]

    @property
    def combination(self) -> tuple[str, str, str]:
        return self.op, self.pred, self.transform

    @property
    def name(self) -> str:
        parts = [self.operation.name, self.tf.name.format(k=self.add), self.predicate.name(self.k, self.hi)]
        return "_".join(p for p in parts if p)

    @property
    def statement(self) -> str:
        return f"Write a function `{self.name}({self.param})` that returns {self.summary}."

    @property
    def summary(self) -> str:
        """What the function returns, as the statement and the docstrings say it."""
        op = self.operation
        return (f"{op.phrase} {self.tf.phrase.format(k=self.add)} in `{self.param}` that are "
                f"{self.predicate.phrase(self.k, self.hi)}{op.suffix}")

    def expr(self, element: str) -> str:
        return self.tf.expr(element, self.add)

    def cond(self, element: str) -> str:
        return self.predicate.cond(element, self.k, self.hi)

    def result(self, values: Sequence[int], *, keep: Callable[[int], bool] | None = None) -> Any:
        """What the function returns for ``values`` (``keep`` replaces the predicate: wrong variants)."""
        test = keep or (lambda v: self.predicate.test(v, self.k, self.hi))
        kept = [self.tf.apply(v, self.add) for v in values if test(v)]
        return self.operation.reduce(kept) if kept else self.operation.empty

    def wrong_results(self) -> dict[str, Callable[[Sequence[int]], Any]]:
        """The incorrect variants' behaviour, by family: only families that some input tells apart
        (``sum`` of the positive numbers with ``>= 0`` is still right: 0 adds nothing)."""
        out: dict[str, Callable[[Sequence[int]], Any]] = {"skip_last": lambda vs: self.result(list(vs)[:-1])}
        wrong = self.predicate.wrong_test
        if wrong is not None:
            out["wrong_comparison"] = lambda vs: self.result(vs, keep=lambda v: wrong(v, self.k, self.hi))
        probes = [[a, b] for a in range(_LOW, _HIGH + 1) for b in range(_LOW, _HIGH + 1)]
        return {family: f for family, f in out.items() if any(f(p) != self.result(p) for p in probes)}


@dataclass
class DrillSet:
    """Training and held-out drills, and how they were made."""

    train: list[Drill] = field(default_factory=list)
    heldout: list[Drill] = field(default_factory=list)
    heldout_combinations: set[tuple[str, str, str]] = field(default_factory=set)


def combinations() -> list[tuple[str, str, str]]:
    """Every (operation, predicate, transform) the grammar allows, in a stable order."""
    return [(o.key, p.key, t.key) for o, p, t in itertools.product(OPERATIONS, PREDICATES, TRANSFORMS)
            if not (o.identity_only and t.key != "identity")]


def split_combinations(heldout_share: float, seed: int) -> tuple[list[tuple[str, str, str]], list[tuple[str, str, str]]]:
    """(train, held-out) combinations; every operation, predicate and transform stays in training."""
    combos = combinations()
    random.Random(seed).shuffle(combos)
    want = max(1, round(len(combos) * heldout_share))
    heldout: list[tuple[str, str, str]] = []
    train = list(combos)
    for combo in combos:
        if len(heldout) == want:
            break
        rest = [c for c in train if c != combo]
        # each part must still be learnable from training drills alone
        if all(any(c[i] == combo[i] for c in rest) for i in range(3)):
            heldout.append(combo)
            train = rest
    return train, heldout


def _drill(combo: tuple[str, str, str], params: Sequence[str], rng: random.Random) -> Drill:
    op, pred, transform = combo
    add = rng.randint(1, 9) if transform == "add" else 0
    if pred == "between":
        k = rng.randint(-4, 2)
        return Drill(op, pred, transform, rng.choice(params), k, k + rng.randint(2, 5), add)
    k = rng.randint(2, 7) if _BY_KEY[("pred", pred)].uses_k else 0
    return Drill(op, pred, transform, rng.choice(params), k, 0, add)


def make_drills(train: int = 400, heldout: int = 40, seed: int = 0, heldout_share: float = 0.15) -> DrillSet:
    """``train`` training drills and ``heldout`` held-out ones, reproducible for a seed.

    Training drills cycle through the training combinations (each with fresh ``k`` and
    names), held-out drills through the held-out combinations.
    """
    if train < 1 or heldout < 1:
        raise ValueError(f"drills: train ({train}) and heldout ({heldout}) must both be at least 1")
    if not 0.0 < heldout_share < 0.5:
        raise ValueError(f"drills: heldout_share must be in (0, 0.5), got {heldout_share}")
    rng = random.Random(seed)
    train_combos, heldout_combos = split_combinations(heldout_share, seed)
    out = DrillSet(heldout_combinations=set(heldout_combos))
    for kind, combos, params, count in (("train", train_combos, TRAIN_PARAMS, train),
                                        ("heldout", heldout_combos, HELDOUT_PARAMS, heldout)):
        pool: list[tuple[str, str, str]] = []
        drills, seen = [], set()
        while len(drills) < count:
            if not pool:
                pool = list(combos)
                rng.shuffle(pool)
            drill = _drill(pool.pop(), params, rng)
            if drill.name not in seen or len(seen) >= 4 * len(combos) * len(params):
                seen.add(drill.name)
                drills.append(drill)
        getattr(out, kind).extend(drills)
    return out


# ---- tests ------------------------------------------------------------------------------

def _boundary_values(drill: Drill) -> list[int]:
    k, hi = drill.k, drill.hi
    return sorted({0, 1, -1, 2, -2, k, k - 1, k + 1, hi, hi - 1, hi + 1} - {None})


def _case(drill: Drill, values: Sequence[int]) -> dict[str, Any]:
    return {"call": f"{drill.name}({list(values)!r})", "expected": drill.result(values)}


def make_tests(drill: Drill, rng: random.Random, visible: int = 5, hidden: int = 5) -> tuple[list[dict], list[dict]]:
    """Visible and hidden test cases, computed from the grammar; every wrong variant fails a visible one."""
    def random_list() -> list[int]:
        return [rng.randint(_LOW, _HIGH) for _ in range(rng.randint(1, 7))]

    cases: list[list[int]] = [[]]
    # a list that ends on a matching boundary value: it separates both wrong families from the reference
    boundary = _boundary_values(drill)
    rng.shuffle(boundary)
    cases.append(boundary[:6])
    for behaviour in drill.wrong_results().values():
        if not any(behaviour(c) != drill.result(c) for c in cases):
            tries = [random_list() + [b] for b in boundary] + [random_list() for _ in range(500)]
            found = next((c for c in tries if behaviour(c) != drill.result(c)), None)
            if found is not None:
                cases.append(found)
    while len(cases) < visible:
        cases.append(random_list())
    hidden_cases = [random_list() for _ in range(hidden)]
    return [_case(drill, c) for c in cases[:max(visible, len(cases))]], [_case(drill, c) for c in hidden_cases]
