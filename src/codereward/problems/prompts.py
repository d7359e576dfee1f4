"""The prompts of the generation pipeline (quality-grpo §3.4): statement, code and tests, fixes.

Each prompt asks for one JSON object with named fields; ``generate.py`` parses and checks
them. What the starter code must get wrong depends on the category: for the four bug
categories it is a bug a visible test catches, for the others a working solution with the
quality problem the category is about (the reward model has to see a gain).
"""

from __future__ import annotations

from codereward.problems.schema import BUG_CATEGORIES, MIN_TESTS

#: what each category's starter code does badly, and what the reference does instead
CATEGORY_FOCUS: dict[str, str] = {
    "algorithm selection": "a correct but asymptotically poor algorithm where a standard better one exists",
    "array manipulation": "clumsy index arithmetic, manual copying and repeated slicing of lists",
    "custom structures": "loose dicts/tuples passed around where a small class or dataclass belongs",
    "data structure choice": "a list used for membership tests, queues or lookups where a set, deque or dict fits",
    "decomposition": "one long function doing parsing, validation, computation and formatting at once",
    "edge cases": "a bug on an edge input (empty, single element, boundary value) that a visible test catches",
    "exception handling": "bare or broad excepts, swallowed errors, resources not released on failure",
    "extract function": "a repeated block of logic inlined in several places instead of a helper",
    "function composition": "deeply nested calls and temporaries where a pipeline of small functions reads better",
    "graph algorithms": "an inefficient or fragile graph traversal (repeated scans, recursion without visited set)",
    "hash table usage": "nested loops or repeated searches where a dict or Counter gives O(1) lookups",
    "immutability": "mutating arguments or shared default values where a new value should be returned",
    "logical errors": "a wrong condition or operator that gives a wrong answer on a visible test",
    "loop efficiency": "work repeated inside loops, string building by concatenation, quadratic loops",
    "map filter reduce": "manual accumulation loops where comprehensions, map, filter or sum are clearer",
    "memoization": "exponential recomputation of overlapping subproblems",
    "null handling": "a crash or wrong result on None/missing values that a visible test catches",
    "off by one": "an off-by-one error in a range, slice or boundary that a visible test catches",
    "pure functions": "hidden state, globals, printing or mutation where a pure function belongs",
    "recursion patterns": "recursion without a proper base case structure, or deep recursion where iteration fits",
    "redundant work": "recomputing the same values or rescanning the same data many times",
    "remove duplication": "copy-pasted branches that differ only in a value",
    "simplify conditionals": "deeply nested or repetitive if/else chains, flags and double negatives",
    "tree operations": "tree code that recomputes subtrees, rebuilds paths or recurses inefficiently",
    "variable renaming": "cryptic one-letter names, misleading names and magic numbers",
}

SYSTEM = ("You write Python code-improvement exercises for training code models. "
          "Always answer with exactly one JSON object and nothing else.")

TEST_FORMAT = (
    'Each test is an object {"call": "<python expression calling the function>", "expected": <JSON value>}, '
    'or {"call": ..., "raises": "<ExceptionName>"} when the call must raise; an optional "setup" string of '
    "statements runs first (to build inputs or counters). Expected values are compared with exact types: a "
    "tuple result needs a list-returning call like list(f(x)), sets need sorted(...), floats may use round(...)."
)

SCALE_FORMAT = (
    'A scale test is {"setup": "<statements that build large inputs with random.Random(<seed>)>", '
    '"call": "<python expression calling the function on them>"}: no "expected" (the result must equal the '
    "reference's). Size it so that the reference_solution takes about 5-50 ms and an asymptotically worse "
    "solution (the starter_code, where the statement calls it too slow) at least 10 times as long; classes are "
    'driven by a function defined in the setup, e.g. "call": "_drive(ClassName)".'
)


def statement_messages(category: str, difficulty: str, used_subcategories: list[str],
                       examples: list[str], rejected: str | None = None) -> list[dict[str, str]]:
    """Ask for a new problem statement in ``category``, novel against the ones shown."""
    kind = ("The starter code will contain a bug" if category in BUG_CATEGORIES
            else "The starter code will be a working but poor-quality solution")
    lines = [
        "Write a problem statement for a Python code-improvement exercise.",
        f"Category: {category} (the starter code shows: {CATEGORY_FOCUS[category]}).",
        f"Target difficulty: {difficulty}.",
        f"{kind}; the task is to rewrite it well. The problem must be a realistic task from real software "
        "(not a textbook puzzle), solved by ONE top-level function with plain-data arguments and result.",
        "The statement describes the task, names the function and its parameters, states the rules and the "
        "edge cases precisely enough to write tests, and does not show code.",
    ]
    if used_subcategories:
        lines.append("Subcategories already covered (choose a different one): " + "; ".join(used_subcategories[:40]))
    if examples:
        lines.append("Existing problems in this category (yours must be conceptually different):")
        lines += [f"- {e}" for e in examples[:12]]
    if rejected:
        lines.append(f"REJECTED: your previous statement was a near duplicate of an existing problem ({rejected}). "
                     "Choose a different domain and a different task.")
    lines.append('Answer as JSON: {"subcategory": "<short name>", "entry_point": "<function name>", '
                 '"statement": "<the statement>"}')
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": "\n".join(lines)}]


def code_messages(category: str, difficulty: str, statement: str, entry_point: str) -> list[dict[str, str]]:
    """Ask for starter code, reference solution and visible and hidden tests for a statement."""
    if category in BUG_CATEGORIES:
        starter = (f"starter_code: a plausible solution with a {category} bug ({CATEGORY_FOCUS[category]}); "
                   "it must FAIL at least one visible test and otherwise mostly work.")
    else:
        starter = (f"starter_code: a working solution that passes every visible test but shows "
                   f"{CATEGORY_FOCUS[category]}, plus the usual sins (poor names, no docstrings, no type hints).")
    content = "\n".join([
        f"Problem ({category}, {difficulty}):",
        statement.strip(),
        "",
        f"Write, for the function `{entry_point}`:",
        "- " + starter,
        "- reference_solution: the ideal solution: correct on every input, clean, documented, type-hinted, "
        "efficient, standard library only, no printing, no input().",
        f"- tests: at least {MIN_TESTS} visible test cases covering the main behaviour.",
        f"- hidden_tests: at least {MIN_TESTS} more, different inputs, edge cases and larger inputs "
        "(held out to detect solutions that only fit the visible tests).",
        "- scale_tests: when the statement states an input size or a complexity, or an asymptotically worse "
        "solution is plausible, one or two scale tests (timed against the reference); otherwise [].",
        "- starter_too_slow: true when the statement calls the starter_code's approach too slow, else false.",
        TEST_FORMAT,
        SCALE_FORMAT,
        'Answer as JSON: {"entry_point": "...", "starter_code": "...", "reference_solution": "...", '
        '"tests": [...], "hidden_tests": [...], "scale_tests": [...], "starter_too_slow": true}',
    ])
    return [{"role": "system", "content": SYSTEM}, {"role": "user", "content": content}]


def fix_messages(original: list[dict[str, str]], answer: str, problems: list[str]) -> list[dict[str, str]]:
    """Send the checks that failed back, and ask for the corrected object (tests or code, whichever is wrong)."""
    feedback = "\n".join([
        "Your answer was run in a sandbox and these checks FAILED:",
        *[f"- {p}" for p in problems[:20]],
        "",
        "Fix what is wrong: the reference solution if it is wrong, the test's expected value if the test is wrong, "
        "the starter code if it does not behave as required. Keep everything that was right. "
        "Answer with the complete corrected JSON object, same fields.",
    ])
    return [*original, {"role": "assistant", "content": answer}, {"role": "user", "content": feedback}]
