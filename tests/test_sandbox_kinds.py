"""The test kinds of the public code-RL sets (issue 28): stdin/stdout judged as those
benchmarks' judges do, APPS/TACO call-based tests (and LeetCode's ``class Solution``),
KodCode's pytest-style test modules, a row's own time and memory limits, and answers of
thousands of digits. Every kind gets a correct, a wrong, a slow, a memory-hungry and
hostile answers, each with a defined verdict and a reason."""

from __future__ import annotations

import sys
import textwrap
import time

import pytest
from container_profile import interpreter

from codereward.sandbox import Sandbox, SandboxConfig, detect_format
from codereward.sandbox.caller import comparison
from codereward.sandbox.caller.formats import no_runnable_test, parse_tests, row_run_options, run_job

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the sandbox isolates with Linux namespaces")

FAIL = {"wrong_answer", "error", "timeout", "crashed", "limit_exceeded", "not_run", "invalid_result", "invalid_test"}
CALL = {"fn_name": "add", "inputs": [[1, 2], [3, 4], [-1, 1]], "outputs": [3, [7], 0]}
STDIO = [{"stdin": "1 2\n", "stdout": "3\n"}, {"stdin": "40 2\n", "stdout": "42"}]
STDIN_ADD = "a, b = map(int, input().split())\nprint(a + b)\n"
PYTEST = textwrap.dedent(
    """
    import pytest
    from solution import *

    def test_small():
        assert add(1, 2) == 3

    @pytest.mark.parametrize("a, b, total", [(1, 1, 2), (2, 3, 5), pytest.param(-1, 1, 0)])
    def test_table(a, b, total):
        assert add(a, b) == total

    def test_type_error():
        with pytest.raises(TypeError):
            add(1, "x")

    class TestFloats:
        def test_approx(self):
            assert add(0.1, 0.2) == pytest.approx(0.3)

    @pytest.fixture
    def pair():
        yield (20, 22)

    def test_fixture(pair):
        assert add(*pair) == 42
    """
)
LIMITS = {"time_s": 0.5, "memory_mb": 200}


@pytest.fixture(scope="module", params=("namespaces", "landlock"))
def sandbox(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Sandbox:
    """Both tiers: a run process that is init of its pid namespace (where a signal's default
    action does not end it) and the container tier's, under a Docker-like seccomp profile."""
    python = sys.executable if request.param == "namespaces" else interpreter(str(tmp_path_factory.mktemp("container")))
    config = SandboxConfig(timeout=4.0, workers=2, memory_mb=512, max_output_bytes=64 * 1024, python=python)
    with Sandbox(config) as sb:
        sb.start()
        assert sb.tier == request.param, sb.refusals
        yield sb


def statuses(run) -> list[str]:
    return [case.status for case in run.cases]


def assert_failed_with_reasons(run) -> None:
    assert run.cases and run.passed == 0, run
    assert all(case.status in FAIL and case.reason for case in run.cases), run.cases


# --- formats ---------------------------------------------------------------------------


def test_formats_are_detected_from_the_datasets_layouts() -> None:
    assert detect_format(CALL) == "call"
    assert detect_format('{"fn_name": "add", "inputs": [[1, 2]], "outputs": [3]}') == "call"
    assert detect_format({"fn_name": None, "inputs": ["1\n"], "outputs": ["1\n"]}) == "stdio"  # TACO's stdin rows
    assert detect_format(PYTEST) == "pytest"
    assert detect_format("from solution import f\n\ndef test_f():\n    assert f() == 1\n") == "pytest"
    # assert-style code that calls its own test functions stays assert-style
    assert detect_format("def test_f():\n    assert f(1) == 2\n\ntest_f()\n") == "assert"
    assert detect_format("def check(candidate):\n    assert candidate(1) == 2\n") == "assert"


def test_malformed_tests_say_why() -> None:
    for tests, words in (
        ({"fn_name": "add", "inputs": [[1]], "outputs": []}, "1 inputs but 0 outputs"),
        ({"fn_name": "1bad", "inputs": [[1]], "outputs": [1]}, "must name a function"),
        ({"fn_name": "add", "inputs": [], "outputs": []}, "no test cases"),
        ("from solution import *\n\ndef helper():\n    pass\n", "no test function"),
        ("from solution import *\n\ndef test_x(:\n", "cannot be collected"),
    ):
        with pytest.raises((ValueError, SyntaxError), match=words):
            parse_tests(tests)
        assert no_runnable_test(tests) is not None
    _, cases = parse_tests({"fn_name": "add", "inputs": [[1, 2], 5], "outputs": [3, 5]})
    assert cases[0].problem is None and "list of arguments" in cases[1].problem
    assert no_runnable_test(CALL) is None and no_runnable_test(PYTEST) is None


def test_row_run_options_read_a_rows_limits_and_judge() -> None:
    row = {"limits": '{"time_s": 2.0, "memory_mb": 256.0}', "judge": {"ignore_case": True}}
    assert row_run_options(row) == {"limits": {"time_s": 2.0, "memory_mb": 256.0}, "judge": {"ignore_case": True}}
    assert row_run_options({"id": "x"}) == {"limits": None, "judge": None}


def test_malformed_run_options_fail_the_run_with_the_reason(sandbox: Sandbox) -> None:
    for options, words in (
        ({"limits": {"time_s": -1}}, "positive number"),
        ({"limits": {"seconds": 1}}, "unknown limits"),
        ({"limits": "2 seconds"}, "must be an object"),
        ({"judge": {"float_tolerance": "1e-6"}}, "float_tolerance"),
        ({"judge": {"case": True}}, "unknown judge options"),
    ):
        run = sandbox.run(STDIN_ADD, STDIO, **options)
        assert run.passed == 0 and words in (run.error or ""), (options, run.error)


# --- stdin/stdout judge --------------------------------------------------------------


def test_tokens_judge_whitespace_case_and_floats() -> None:
    assert comparison.tokens_equal("3\n", "3")
    assert comparison.tokens_equal("1 2\n3\n", "1 2   \n3\n\n\n")
    assert comparison.tokens_equal("1 2 3", "1\n2\n3")  # line breaks are whitespace, as APPS's judge
    assert not comparison.tokens_equal("1 2", "1 2 3")
    assert not comparison.tokens_equal("YES", "yes")
    assert comparison.tokens_equal("YES", "yes", ignore_case=True)
    assert not comparison.tokens_equal("0.5", "0.50")  # exact unless the row allows an error
    assert comparison.tokens_equal("0.5", "0.50000001", tolerance=1e-6)
    assert comparison.tokens_equal("1000000", "1000000.5", tolerance=1e-6)  # relative error
    assert not comparison.tokens_equal("0.5", "0.6", tolerance=1e-6)
    assert not comparison.tokens_equal("abc", "abd", tolerance=1e-6)


def test_stdio_correct_wrong_and_judged_by_the_rows_options(sandbox: Sandbox) -> None:
    assert sandbox.run(STDIN_ADD, STDIO).all_passed
    # trailing spaces, blank lines after, no final newline: accepted
    assert sandbox.run("print('3   ')\nprint()\nprint()", [{"stdin": "", "stdout": "3"}]).all_passed
    wrong = sandbox.run("print(4)", STDIO)
    assert statuses(wrong) == ["wrong_answer", "wrong_answer"] and "token 1" in wrong.cases[0].reason
    yes = [{"stdin": "", "stdout": "YES\n"}]
    assert sandbox.run("print('yes')", yes).cases[0].status == "wrong_answer"
    assert sandbox.run("print('yes')", yes, judge={"ignore_case": True}).all_passed
    third = [{"stdin": "", "stdout": "0.333333333\n"}]
    assert sandbox.run("print(1 / 3)", third).cases[0].status == "wrong_answer"
    assert sandbox.run("print(1 / 3)", third, judge={"float_tolerance": 1e-6}).all_passed


def test_stdio_slow_and_memory_hungry_answers_within_the_rows_limits(sandbox: Sandbox) -> None:
    started = time.monotonic()
    slow = sandbox.run("while True:\n    pass\n", STDIO, limits=LIMITS)
    assert statuses(slow) == ["timeout", "timeout"] and "CPU time limit exceeded (0.5 s)" in slow.cases[0].reason
    assert time.monotonic() - started < 2 * 10 * LIMITS["time_s"]  # stopped by CPU time, not the backstop
    hungry = "x = bytearray(300 << 20)\nprint(3)\n"
    assert sandbox.run(hungry, STDIO[:1]).all_passed  # the sandbox's own 512 MB
    run = sandbox.run(hungry, STDIO[:1], limits=LIMITS)
    assert statuses(run) == ["limit_exceeded"] and "MemoryError" in run.cases[0].reason


@pytest.mark.parametrize(
    "code",
    [
        "while True:\n    print('x' * 1000)\n",  # a flood
        "import sys\nsys.stdin.read()\nsys.stdin.read()\nprint(input())\n",  # reads past its input
        "import os\nprint(3, flush=True)\nos._exit(0)\nprint(4)\n",  # exits in the middle (prints 3 only)
        "import sys\nsys.exit(3)\n",
        "import os\nwhile True:\n    os.fork()\n",  # a fork bomb
        "open('/tmp/out', 'w').write('x' * (1 << 30))\n",
        "import builtins\nbuiltins.print = lambda *a, **k: None\nprint(3)\n",
    ],
)
def test_stdio_hostile_answers_get_a_verdict_with_a_reason(sandbox: Sandbox, code: str) -> None:
    tests = [{"stdin": "1 2\n", "stdout": "4\n"}]
    run = sandbox.run(code, tests, limits=LIMITS)
    assert_failed_with_reasons(run)
    assert sandbox.run(STDIN_ADD, STDIO).all_passed  # and the sandbox still works


# --- call-based ------------------------------------------------------------------------


def test_call_correct_wrong_and_apps_comparison(sandbox: Sandbox) -> None:
    run = sandbox.run("def add(a, b):\n    return a + b\n", CALL)
    assert run.format == "call" and run.all_passed, run.cases  # [7] is APPS's one-element wrapping
    wrong = sandbox.run("def add(a, b):\n    return a - b\n", CALL)
    assert statuses(wrong) == ["wrong_answer", "wrong_answer", "wrong_answer"]
    assert wrong.cases[0].reason == "expected 3, got -1" and wrong.cases[0].name == "add(*[1, 2])"
    pairs = {"fn_name": "pair", "inputs": [[1]], "outputs": [[[1, 2]]]}
    assert sandbox.run("def pair(x):\n    return (x, x + 1)\n", pairs).all_passed  # a tuple is a list
    counts = {"fn_name": "count", "inputs": [[{"1": 2, "3": 4}]], "outputs": [{"2": 1, "4": 3}]}
    code = "def count(d):\n    return {v: k for k, v in d.items()}\n"  # APPS gives integer keys, returns them
    assert sandbox.run(code, counts).all_passed
    assert sandbox.run("def add(a, b):\n    return True\n", {"fn_name": "add", "inputs": [[0, 1]], "outputs": [1]}).passed == 0


def test_call_class_solution_and_a_missing_function(sandbox: Sandbox) -> None:
    leet = {"fn_name": "twoSum", "inputs": [[[2, 7, 11, 15], 9], [[3, 3], 6]], "outputs": [[0, 1], [0, 1]]}
    code = textwrap.dedent(
        """
        class Solution:
            def __init__(self):
                self.calls = 0
            def twoSum(self, nums, target):
                self.calls += 1
                assert self.calls == 1, "a fresh Solution per case"
                seen = {}
                for i, n in enumerate(nums):
                    if target - n in seen:
                        return [seen[target - n], i]
                    seen[n] = i
        """
    )
    assert sandbox.run(code, leet).all_passed
    missing = sandbox.run("def other():\n    pass\n", leet)
    assert_failed_with_reasons(missing)
    assert "neither a function 'twoSum' nor a class Solution" in missing.cases[0].reason


def test_call_slow_memory_hungry_and_hostile(sandbox: Sandbox) -> None:
    slow = sandbox.run("def add(a, b):\n    while True:\n        pass\n", CALL, limits=LIMITS)
    assert statuses(slow) == ["timeout"] * 3 and "CPU time limit exceeded" in slow.cases[0].reason
    hungry = sandbox.run("def add(a, b):\n    return len(bytearray(300 << 20))\n", CALL, limits=LIMITS)
    assert set(statuses(hungry)) == {"limit_exceeded"} and "MemoryError" in hungry.cases[0].reason
    for code in (
        "import os\ndef add(a, b):\n    os._exit(0)\n",
        "import sys\ndef add(a, b):\n    sys.exit(0)\n",
        "def add(a, b):\n    print('x' * 10**7)\n    return a + b\n",
        "class Eq:\n    def __eq__(self, other):\n        return True\ndef add(a, b):\n    return Eq()\n",
        "import os\ndef add(a, b):\n    os.fork()\n    return a + b + 1\n",
        "import builtins\nbuiltins.isinstance = lambda *a: True\ndef add(a, b):\n    return str(a + b)\n",
    ):
        run = sandbox.run(code, CALL, limits=LIMITS)
        assert_failed_with_reasons(run)


def test_huge_integers_cross_the_results_pipe_both_ways(sandbox: Sandbox) -> None:
    big = 7**20000  # 16,900 digits, past Python's 4,300-digit limit on int <-> text
    tests = '{"fn_name": "power", "inputs": [[7, 20000]], "outputs": [' + _digits(big) + "]}"
    assert sandbox.run("def power(a, b):\n    return a ** b\n", tests).all_passed
    wrong = sandbox.run("def power(a, b):\n    return a ** b + 1\n", tests)
    assert statuses(wrong) == ["wrong_answer"] and "digits>" in wrong.cases[0].reason
    stdio = [{"stdin": "7 20000\n", "stdout": _digits(big) + "\n"}]
    assert sandbox.run("a, b = map(int, input().split())\nprint(a ** b)\n", stdio).all_passed
    square = [{"stdin": _digits(big) + "\n", "stdout": _digits(big * big) + "\n"}]
    assert sandbox.run("n = int(input())\nprint(n * n)\n", square).all_passed


def _digits(value: int) -> str:
    import decimal

    return str(decimal.Decimal(value))


# --- pytest-style ---------------------------------------------------------------------


def test_pytest_module_correct_and_wrong(sandbox: Sandbox) -> None:
    run = sandbox.run("def add(a, b):\n    return a + b\n", PYTEST)
    assert run.format == "pytest" and run.all_passed, run.cases
    assert [case.name for case in run.cases] == [
        "test_small", "test_table[0]", "test_table[1]", "test_table[2]", "test_type_error", "TestFloats::test_approx",
        "test_fixture",
    ]  # each instance of a parametrized test is a case
    wrong = sandbox.run("def add(a, b):\n    return a * b if a == 2 else a + b\n", PYTEST)
    assert statuses(wrong) == ["passed", "passed", "wrong_answer", "passed", "passed", "passed", "passed"]
    assert wrong.cases[2].reason.startswith("failed: [a=2, b=3, total=5] AssertionError: assert 6 == 5")


def test_pytest_imports_and_collection_errors(sandbox: Sandbox) -> None:
    named = "from solution import add as plus\n\ndef test_plus():\n    assert plus(2, 2) == 4\n"
    assert sandbox.run("def add(a, b):\n    return a + b\n", named).all_passed
    module = "import solution\n\ndef test_module():\n    assert solution.add(2, 2) == 4\n"
    assert sandbox.run("def add(a, b):\n    return a + b\n", module).all_passed
    missing = sandbox.run("def plus(a, b):\n    return a + b\n", named)
    assert_failed_with_reasons(missing)
    assert "import 'add' from the solution, which does not define it" in missing.cases[0].reason
    broken = "from solution import add\nimport no_such_module\n\ndef test_a():\n    assert add(1, 1) == 2\n"
    run = sandbox.run("def add(a, b):\n    return a + b\n", broken)
    assert_failed_with_reasons(run)
    assert "could not be collected: ModuleNotFoundError" in run.cases[0].reason
    fixture = "from solution import add\n\ndef test_tmp(tmp_path):\n    assert add(1, 1) == 2\n"
    run = sandbox.run("def add(a, b):\n    return a + b\n", fixture)
    assert_failed_with_reasons(run)
    assert "fixture 'tmp_path' not found" in run.cases[0].reason


def test_pytest_slow_memory_hungry_and_hostile(sandbox: Sandbox) -> None:
    slow = sandbox.run("def add(a, b):\n    while True:\n        pass\n", PYTEST, limits=LIMITS)
    assert_failed_with_reasons(slow)
    assert slow.cases[0].status == "timeout"
    hungry = sandbox.run("def add(a, b):\n    return len(bytearray(300 << 20))\n", PYTEST, limits=LIMITS)
    assert_failed_with_reasons(hungry)
    assert "MemoryError" in hungry.cases[0].reason
    for code in (
        "import os\ndef add(a, b):\n    os._exit(0)\n",
        "import sys\ndef add(a, b):\n    raise SystemExit(0)\n",
        "class Eq:\n    def __eq__(self, other):\n        return True\ndef add(a, b):\n    return Eq()\n",
        "import builtins\nbuiltins.AssertionError = ZeroDivisionError\ndef add(a, b):\n    return None\n",
        "import sys\nsys.modules['pytest'] = None\ndef add(a, b):\n    return None\n",
        "import os\nos.write(3, b'{}\\n')\ndef add(a, b):\n    return None\n",
    ):
        run = sandbox.run(code, PYTEST, limits=LIMITS)
        assert_failed_with_reasons(run)
    raising = "from solution import add\n\ndef test_exit():\n    raise SystemExit(0)\n\ndef test_ok():\n    assert add(1, 1) == 2\n"
    run = sandbox.run("def add(a, b):\n    return a + b\n", raising)
    assert statuses(run) == ["error", "passed"] and "SystemExit" in run.cases[0].reason


def test_a_solution_that_uses_up_its_cpu_time_is_a_timeout_whichever_limit_stops_it_first(sandbox: Sandbox) -> None:
    """Under a row's limits the judge's solution process may use ``time_s`` per test (and one
    more for loading) before RLIMIT_CPU ends it; the wall clock stops the run at 10x ``time_s``.
    With one test the CPU limit comes first on any machine; with seven (``PYTEST``) the two
    race, and which wins depends on the load: both must give the same verdict, a timeout."""
    loop = "def add(a, b):\n    while True:\n        pass\n"
    one_test = "from solution import add\n\ndef test_small():\n    assert add(1, 2) == 3\n"
    for tests in (one_test, "assert add(1, 2) == 3\n"):
        run = sandbox.run(loop, tests, limits={"time_s": 0.5})
        assert statuses(run) == ["timeout"], run.cases
        assert "CPU time limit exceeded" in run.cases[0].reason


def test_run_many_carries_each_rows_limits_and_judge(sandbox: Sandbox) -> None:
    runs = sandbox.run_many(
        [
            {"code": "print('yes')", "tests": [{"stdin": "", "stdout": "YES"}], "judge": {"ignore_case": True}},
            {"code": "print('yes')", "tests": [{"stdin": "", "stdout": "YES"}]},
            ("while True:\n    pass\n", STDIO[:1], None, None, {"time_s": 0.5}),
        ]
    )
    assert [run.all_passed for run in runs] == [True, False, False]
    assert runs[2].cases[0].reason.startswith("CPU time limit exceeded (0.5 s)")


def test_call_solutions_may_use_leetcodes_names_without_importing_them(sandbox: Sandbox) -> None:
    code = textwrap.dedent(
        """
        class Solution:
            def firstK(self, nums: List[int], k: int) -> List[int]:
                heap = list(nums)
                heapify(heap)
                queue = deque(heappop(heap) for _ in range(k))
                return list(queue) + [pow(3, 4, 5)]
        """
    )
    tests = {"fn_name": "firstK", "inputs": [[[5, 1, 4, 2], 2]], "outputs": [[1, 2, 1]]}
    assert sandbox.run(code, tests).all_passed


def test_more_hostile_answers_of_each_kind(sandbox: Sandbox) -> None:
    writes = "open('/tmp/out', 'w').write('x' * (1 << 30))\n"
    reads = "import sys\nsys.stdin.read()\ninput()\n"
    for prefix in (writes, reads, "import os\nos.fork()\n"):
        call = sandbox.run(prefix + "def add(a, b):\n    return None\n", CALL, limits=LIMITS)
        assert_failed_with_reasons(call)
        module = sandbox.run(prefix + "def add(a, b):\n    return None\n", PYTEST, limits=LIMITS)
        assert_failed_with_reasons(module)
    in_call = sandbox.run("def add(a, b):\n    return int(input())\n", CALL)
    assert_failed_with_reasons(in_call)
    assert "EOFError" in in_call.cases[0].reason


def test_malformed_tests_fail_the_run_with_the_reason(sandbox: Sandbox) -> None:
    for tests, words in (
        ({"fn_name": "add", "inputs": [[1, 2]], "outputs": []}, "invalid tests: ValueError: 1 inputs but 0 outputs"),
        ('{"fn_name": "add", "inputs": [[1, 2]], "outputs": [3]', "invalid tests: SyntaxError: '{' was never closed"),
        ("from solution import add\n\ndef helper():\n    pass\n", "the test module has no test function"),
    ):
        run = sandbox.run("def add(a, b):\n    return a + b\n", tests)
        assert run.passed == 0 and words in (run.error or ""), run
    one_bad = sandbox.run("def add(a, b=0):\n    return a + b\n", {"fn_name": "add", "inputs": [[1], 2], "outputs": [1, 2]})
    assert statuses(one_bad) == ["passed", "invalid_test"] and "list of arguments" in one_bad.cases[1].reason


def test_pytest_huge_integers_and_the_solutions_objects(sandbox: Sandbox) -> None:
    tests = textwrap.dedent(
        """
        from solution import power, Node

        def test_power():
            assert power(7, 20000) % 1000 == 7 ** 20000 % 1000
            assert len(str(power(7, 20000))) == 16902

        def test_objects():
            node = Node(3)
            assert node.value == 3 and node.double() == 6
        """
    )
    code = "def power(a, b):\n    return a ** b\n\nclass Node:\n    def __init__(self, v):\n        self.value = v\n    def double(self):\n        return 2 * self.value\n"
    assert sandbox.run(code, tests).all_passed


def test_the_correctness_reward_judges_a_row_under_its_limits(sandbox: Sandbox) -> None:
    from codereward.rewards.correctness import correctness_reward

    completions = ["```python\nwhile True:\n    pass\n```", "```python\n" + STDIN_ADD + "```"]
    started = time.monotonic()
    scores = correctness_reward(
        completions=completions, tests=[STDIO, STDIO], limits=[{"time_s": 0.5}] * 2, sandbox=sandbox
    )
    assert scores == [0.0, 1.0]
    assert time.monotonic() - started < 10 * 2 * 0.5 * 2  # the row's 0.5 s, not the sandbox's 4 s per case


def test_pytest_star_import_brings_the_solutions_modules(sandbox: Sandbox) -> None:
    code = "import math\n\ndef hyp(a, b):\n    return math.sqrt(a * a + b * b)\n"
    tests = "from solution import *\n\ndef test_hyp():\n    assert math.isclose(hyp(3, 4), 5.0)\n"
    assert sandbox.run(code, tests).all_passed


def test_pytest_parametrize_stacked_and_computed(sandbox: Sandbox) -> None:
    tests = textwrap.dedent(
        """
        import pytest
        from solution import add

        @pytest.mark.parametrize("a", [0, 1])
        @pytest.mark.parametrize("b", [10, 20])
        def test_grid(a, b):
            assert add(a, b) == a + b

        CASES = [(1, 2, 3), (2, 2, 4)]

        @pytest.mark.parametrize("a, b, total", CASES)
        def test_computed(a, b, total):
            assert add(a, b) == total
        """
    )
    run = sandbox.run("def add(a, b):\n    return a + b\n", tests)
    assert run.all_passed and [case.name for case in run.cases] == [
        "test_grid[0]", "test_grid[1]", "test_grid[2]", "test_grid[3]", "test_computed"
    ]
    wrong = sandbox.run("def add(a, b):\n    return a + b + (a == 1 and b == 10)\n", tests)
    # pytest's order: the decorator nearest the function varies slowest (b=10: a=0, a=1; b=20: ...)
    assert statuses(wrong) == ["passed", "wrong_answer", "passed", "passed", "passed"]
    assert wrong.cases[1].reason.startswith("failed: [b=10, a=1]")


def test_an_answer_that_waits_past_the_backstop_stops_its_run(sandbox: Sandbox) -> None:
    started = time.monotonic()
    limits = {"time_s": 0.2}  # the wall-clock backstop: 2 s a case
    stdio = sandbox.run("import time\ntime.sleep(60)\n", STDIO * 3, limits=limits)
    assert statuses(stdio) == ["timeout"] + ["not_run"] * 5 and "wall clock" in stdio.cases[0].reason
    assert "outlived the wall clock" in stdio.cases[1].reason
    call = sandbox.run("import time\ndef add(a, b):\n    time.sleep(60)\n", CALL, limits=limits)
    assert statuses(call) == ["timeout", "not_run", "not_run"]
    assert time.monotonic() - started < 30  # not a backstop per case


def test_run_job_keeps_the_plain_item_for_a_row_without_options() -> None:
    assert run_job("code", STDIO, None, row_run_options({"id": "x"})) == ("code", STDIO, None)
    options = row_run_options({"limits": {"time_s": 1.0}})
    assert run_job("code", STDIO, None, options) == ("code", STDIO, None, None, {"time_s": 1.0}, None)


def test_pytest_test_classes_set_up_as_pytest_does(sandbox: Sandbox) -> None:
    tests = textwrap.dedent(
        """
        import unittest
        from solution import add

        class TestPlain:
            def setup_method(self, method):
                self.base = 40

            def test_base(self):
                assert add(self.base, 2) == 42

        class TestLegacy(unittest.TestCase):
            def setUp(self):
                self.pair = (1, 2)

            def test_pair(self):
                self.assertEqual(add(*self.pair), 3)
        """
    )
    assert sandbox.run("def add(a, b):\n    return a + b\n", tests).all_passed
    wrong = sandbox.run("def add(a, b):\n    return a - b\n", tests)
    assert statuses(wrong) == ["wrong_answer", "wrong_answer"] and "-1 != 3" in wrong.cases[1].reason


def test_pytest_raises_of_the_solutions_own_exception(sandbox: Sandbox) -> None:
    code = "class Broke(Exception):\n    pass\n\ndef pay(x):\n    if x > 0:\n        raise Broke('no money')\n    raise ValueError(x)\n"
    tests = textwrap.dedent(
        """
        import pytest
        from solution import pay, Broke

        def test_broke():
            with pytest.raises(Broke, match="no money"):
                pay(1)

        def test_other():
            with pytest.raises(Broke):
                pay(0)

        def test_either():
            with pytest.raises((Broke, ValueError)):
                pay(0)
        """
    )
    run = sandbox.run(code, tests)
    assert statuses(run) == ["passed", "error", "passed"], run.cases
    assert "ValueError" in run.cases[1].reason


def test_scale_tests_read_huge_integer_results(sandbox: Sandbox) -> None:
    test = {"setup": "n = 20000", "call": "power(7, n)", "expected": 7**20000}
    run = sandbox.measure("def power(a, b):\n    return a ** b\n", [test], repeats=1)
    assert run.ok, run.results
