"""Scale tests in the sandbox: CPU time of fresh processes, results checked, hostile answers gain nothing."""

import os

import pytest

from codereward.problems import read_rows
from codereward.problems.schema import row_errors
from codereward.sandbox import Sandbox, SandboxConfig
from codereward.sandbox.caller.scale import parse_scale_tests

SETUP = "import random\nrng = random.Random(5)\nxs = [rng.randrange(10**6) for _ in range(3000)]"
TESTS = [{"setup": SETUP, "call": "distinct(xs)"}]
LINEAR = "def distinct(xs):\n    return len(set(xs))\n"
QUADRATIC = (
    "def distinct(xs):\n    seen = []\n    for x in xs:\n        if x not in seen:\n            seen.append(x)\n"
    "    return len(seen)\n"
)


@pytest.fixture(scope="module")
def sandbox():
    with Sandbox(SandboxConfig(timeout=3.0, workers=2, memory_mb=512)) as sb:
        yield sb


def test_cpu_time_of_a_quadratic_answer_is_many_times_the_linear_one(sandbox):
    linear, quadratic = sandbox.measure(LINEAR, TESTS), sandbox.measure(QUADRATIC, TESTS)
    assert linear.ok and quadratic.ok, (linear, quadratic)
    assert linear.results[0].value == quadratic.results[0].value
    assert len(linear.results[0].samples) == 3 and linear.results[0].cpu == min(linear.results[0].samples)
    assert quadratic.results[0].cpu > 5 * linear.results[0].cpu


def test_a_measurement_is_limited_by_cpu_time_with_the_wall_clock_only_a_backstop(sandbox):
    """A busy machine gives an answer fewer CPU seconds per second, never a smaller allowance: a
    spinning answer is stopped once it has used its CPU limit (however long that took), and one that
    sleeps, using none, by the wall clock at WALL_BACKSTOP times the limit."""
    from codereward.processes import WALL_BACKSTOP

    spin = sandbox.measure("def distinct(xs):\n    while True:\n        pass\n", TESTS, timeout=0.3, repeats=1)
    result = spin.results[0]
    assert result.status == "timeout" and result.reason == "CPU time limit exceeded (0.3 s)", result
    assert result.cpu >= 0.3
    sleep = sandbox.measure("import time\ndef distinct(xs):\n    time.sleep(60)\n", TESTS, timeout=0.1, repeats=1)
    result = sleep.results[0]
    assert result.status == "timeout" and result.reason == f"no result within {WALL_BACKSTOP * 0.1:g} s (wall clock)"
    assert result.cpu < 0.1


def test_expected_value_is_checked_and_failures_have_reasons(sandbox):
    run = sandbox.measure(LINEAR, [{"setup": "xs = [1, 1, 2]", "call": "distinct(xs)", "expected": 3}])
    assert run.results[0].status == "wrong_answer" and "expected 3, got 2" in run.results[0].reason
    slow = sandbox.measure("def distinct(xs):\n    while True:\n        pass\n", TESTS, timeout=0.5)
    assert slow.results[0].status == "timeout"
    raised = sandbox.measure("def distinct(xs):\n    raise KeyError('k')\n", TESTS)
    assert raised.results[0].status == "error" and "KeyError" in raised.results[0].reason
    broken = sandbox.measure(LINEAR, [{"setup": "xs = [", "call": "distinct(xs)"}, {"setup": "raise OSError", "call": "1"}])
    assert [r.status for r in broken.results] == ["invalid_test", "invalid_test"]


def test_cache_in_a_file_or_a_global_gains_nothing(sandbox):
    """Each measurement is a fresh process with an empty working directory."""
    file_cache = (
        "import os, pickle\n"
        "def distinct(xs):\n"
        "    if os.path.exists('cache.pkl'):\n"
        "        with open('cache.pkl', 'rb') as f:\n            return pickle.load(f)\n"
        f"{QUADRATIC.split(chr(10), 1)[1].replace('    return len(seen)', '    result = len(seen)')}"
        "    with open('cache.pkl', 'wb') as f:\n        pickle.dump(result, f)\n"
        "    return result\n"
    )
    global_cache = "_memo = {}\n" + QUADRATIC.replace("def distinct(xs):\n", "def distinct(xs):\n    if 'r' in _memo:\n        return _memo['r']\n").replace(
        "    return len(seen)", "    _memo['r'] = len(seen)\n    return _memo['r']")
    plain = sandbox.measure(QUADRATIC, TESTS).results[0]
    for code in (file_cache, global_cache):
        cached = sandbox.measure(code, TESTS).results[0]
        assert cached.ok, cached
        # every repeat paid the full quadratic work: the least is no better than the plain answer's
        assert min(cached.samples) > 0.5 * plain.cpu, (cached.samples, plain.cpu)


def test_reading_the_clock_or_the_input_size_cannot_fake_the_time(sandbox):
    """CPU time is the kernel's count for the processes, whatever the code reads or patches;
    a shortcut taken on large inputs must still return the right result."""
    clock = (
        "import time\n"
        "time.process_time = lambda: 0.0\ntime.perf_counter = lambda: 0.0\n"
        + QUADRATIC
    )
    size_switch = "def distinct(xs):\n    if len(xs) > 1000:\n        return 0\n    return len(set(xs))\n"
    # gives up when it notices the time passing, with what it has so far
    bail_out = QUADRATIC.replace("def distinct(xs):\n", "import time\ndef distinct(xs):\n    start = time.monotonic()\n").replace(
        "        if x not in seen:", "        if time.monotonic() - start > 0.002:\n            break\n        if x not in seen:")
    plain = sandbox.measure(QUADRATIC, TESTS).results[0]
    patched = sandbox.measure(clock, TESTS).results[0]
    assert patched.ok and patched.cpu > 0.5 * plain.cpu
    reference = sandbox.measure(LINEAR, TESTS).results[0]
    from codereward.sandbox.caller.scale import same_as

    for code in (size_switch, bail_out):  # a partial result differs from the reference's, or from one repeat to the next
        assert same_as(sandbox.measure(code, TESTS).results[0], reference, sandbox.config).status in (
            "wrong_answer", "unstable")


def test_work_in_child_processes_and_threads_is_counted(sandbox):
    forked = (
        "import os\n" + QUADRATIC.replace("def distinct(xs):\n", "def distinct(xs):\n    pid = os.fork()\n"
                                          "    if pid == 0:\n        _work(xs)\n        os._exit(0)\n    os.waitpid(pid, 0)\n    return 2994\n\ndef _work(xs):\n")
    )
    plain = sandbox.measure(QUADRATIC, TESTS).results[0]
    child = sandbox.measure(forked, TESTS).results[0]
    assert child.ok and child.cpu > 0.5 * plain.cpu, (child, plain)


def test_schema_of_scale_tests():
    row = dict(read_rows()[0])
    row["scale_tests"] = [{"setup": "x = 1", "call": "f(x)", "colour": 1}, {"call": "f("}]
    errors = row_errors(row)
    assert any("scale_tests[0]: unknown scale test keys: colour" in e for e in errors)
    assert any("scale_tests[1]" in e and "setup" in e for e in errors)
    row["scale_tests"] = []
    assert any("scale_tests: expected a non-empty list" in e for e in row_errors(row))
    parsed = parse_scale_tests('[{"setup": "x = 1", "call": "f(x)", "expected": [1, 2]}]')
    assert parsed[0].has_expected and parsed[0].expected == [1, 2] and parsed[0].name == "scale #0"
    with pytest.raises(ValueError):
        parse_scale_tests(3)


def test_files_the_setup_writes_are_there_as_written_in_every_measurement(sandbox):
    """A test may read files its setup wrote; whatever a child adds, removes or changes is put back."""
    setup = ("import os\nos.mkdir('logs')\nfor i in range(50):\n"
             "    with open(f'logs/{i}.txt', 'w') as f:\n        f.write('x' * i)\n")
    honest = "import os\ndef total():\n    return sum(os.path.getsize(f'logs/{n}') for n in sorted(os.listdir('logs')))\n"
    # tries to leave state for the next measurement in every way a file can carry it
    # (where the sandbox runs it as another user than the setup's, most of it is refused)
    hostile = ("import os\ndef total():\n    found = sum(os.path.getsize(f'logs/{n}') for n in os.listdir('logs'))\n"
               "    for step in (lambda: open('logs/3.txt', 'a').write('more'), lambda: os.utime('logs/3.txt', ns=(0, 0)),\n"
               "                 lambda: os.remove('logs/7.txt'), lambda: os.rename('logs/9.txt', 'logs/99.txt'),\n"
               "                 lambda: os.chmod('logs', 0), lambda: open('seen', 'w').close()):\n"
               "        try:\n            step()\n        except OSError:\n            pass\n    return found\n")
    tests = [{"setup": setup, "call": "total()", "expected": sum(range(50))},
             {"setup": "x = 1", "call": "len(__import__('os').listdir('.'))", "expected": 0}]  # the next test: all gone
    for code in (honest, hostile):
        run = sandbox.measure(code, tests, repeats=3)
        assert [r.status for r in run.results] == ["passed", "passed"], run
        assert len(run.results[0].samples) == 3  # no measurement saw another's changes (else: unstable)


def test_the_working_directory_is_put_back_whatever_a_child_did(tmp_path):
    """What the measurer does between two measurements, on a folder a child could change at will."""
    from codereward.sandbox.beside_solution.timing import _restore, _snapshot

    (tmp_path / "logs").mkdir()
    for i in range(5):
        (tmp_path / "logs" / f"{i}.txt").write_text("x" * i)
    (tmp_path / "input.csv").write_text("a,b\n1,2\n")
    kept = _snapshot(str(tmp_path))
    before = {p.relative_to(tmp_path): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    # a child's changes: content with the old size and times put back, removals, renames, additions, a locked folder
    (tmp_path / "input.csv").write_text("a,b\n9,9\n")
    os.utime(tmp_path / "input.csv", ns=(0, 0))
    (tmp_path / "logs" / "1.txt").unlink()
    (tmp_path / "logs" / "2.txt").rename(tmp_path / "logs" / "22.txt")
    (tmp_path / "cache.pkl").write_bytes(b"answer")
    (tmp_path / "hidden").mkdir()
    (tmp_path / "logs").chmod(0)
    _restore(str(tmp_path), kept)
    after = {p.relative_to(tmp_path): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()}
    assert after == before and not (tmp_path / "hidden").exists()
    _restore(str(tmp_path), kept)  # nothing changed since: nothing to do, nothing lost
    assert {p.relative_to(tmp_path): p.read_bytes() for p in tmp_path.rglob("*") if p.is_file()} == before


def test_an_answer_with_the_reference_result_gets_its_verdict_and_others_are_judged_on_their_own(sandbox):
    """The measurer says "same" for a result text equal to the reference's; the caller gives it the
    reference's verdict (passed, or the reference's wrong answer against ``expected``)."""
    from codereward.sandbox.caller.scale import measure

    loop = "def distinct(xs):\n    seen = set()\n    for x in xs:\n        seen.add(x)\n    return len(seen)\n"
    wrong = "def distinct(xs):\n    return len(xs)\n"
    runs = measure(sandbox, [LINEAR, loop, wrong], TESTS, reference=0)
    reference, same, other = (run.results[0] for run in runs)
    assert reference.ok and same.ok and same.value == reference.value and not same.held
    assert same.samples and same.cpu == min(same.samples)  # its own time, not the reference's
    assert other.ok and other.value == 3000 and other.value != reference.value
    expecting = [{**TESTS[0], "expected": -1}]  # a wrong expected value: the reference fails it, so does the same answer
    runs = measure(sandbox, [LINEAR, loop], expecting, reference=0)
    assert [run.results[0].status for run in runs] == ["wrong_answer", "wrong_answer"]
    assert "expected -1" in runs[1].results[0].reason


def test_code_that_parses_but_does_not_compile_fails_with_the_reason(sandbox):
    """The caller compiles each solution once for the run's children; what it cannot compile
    goes as text, and the child's compile error is the verdict, as for any answer."""
    run = sandbox.measure("return len(set(xs))\n", TESTS)
    assert run.results[0].status == "error" and "'return' outside function" in run.results[0].reason
    assert "(line 1)" in run.results[0].reason
