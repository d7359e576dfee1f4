"""The sandbox: the three test formats, and every hostile case of issue 3.

Each hostile test asserts the verdict (nothing passes, every case has a reason) and that
the host is unaffected: a file outside the sandbox is unchanged, a socket listening on
the host's 127.0.0.1 was never reached, no process the solution started is left, and
the sandbox still passes a correct solution afterwards. Hostile solutions start with
``Host.prelude``, which tries all of those attacks itself.
"""

from __future__ import annotations

import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import textwrap
import threading
import time
from dataclasses import dataclass
from pathlib import Path

import pytest
from container_profile import in_container, interpreter
from starving import cpu_taken_by_two_loops
from waiting import wait_until

from codereward.interpreters import RUNNING, installed
from codereward.processes import WALL_BACKSTOP
from codereward.sandbox import CaseResult, Sandbox, SandboxConfig, SandboxUnavailable, TestRun, detect_format
from codereward.sandbox.caller.imports import fits, imported_modules

pytestmark = pytest.mark.skipif(sys.platform != "linux", reason="the sandbox isolates with Linux namespaces")

#: the checkout; shared/ (the public corpora) lies beside it, as in CI
PROJECT = Path(__file__).resolve().parents[1]
TIMEOUT = 1.0
ADD = "def add(a, b):\n    return a + b\n"
ADD_TESTS = [
    {"call": "add(1, 2)", "expected": 3},
    {"call": "add(-5, 5)", "expected": 0},
    {"call": "add(2, 2)", "expected": 4},
]
HUMANEVAL_TESTS = textwrap.dedent(
    """
    METADATA = {}

    def check(candidate):
        assert candidate(1, 2) == 3
        assert candidate(-5, 5) == 0
        assert abs(candidate(0.1, 0.2) - 0.3) < 1e-9
        assert True, "a constant assert is not a case"
    """
)
SUM_STDIO = [{"stdin": "1 2\n", "stdout": "3\n"}, {"stdin": "40 2", "stdout": "42"}]


#: the tiers every test of the ``sandbox`` fixture runs in; "landlock" is the sandbox as a
#: container sees it: its workers start under a Docker-like seccomp profile
#: (``container_profile.py``) that refuses user namespaces, and step down by themselves
TIERS = ("namespaces", "landlock")
#: an installed Python of another version than this one: its code objects are not this one's
OTHER_PYTHON = next((found for found in installed() if found.minor != RUNNING.minor), None)


def python_for(tier: str, directory: Path) -> str:
    return sys.executable if tier == "namespaces" else interpreter(str(directory))


@pytest.fixture(scope="module", params=TIERS)
def sandbox(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Sandbox:
    config = SandboxConfig(
        timeout=TIMEOUT,
        workers=2,
        memory_mb=256,
        max_processes=16,
        max_output_bytes=64 * 1024,
        max_file_mb=8,
        disk_mb=32,
        python=python_for(request.param, tmp_path_factory.mktemp("container")),
    )
    with Sandbox(config) as sb:
        sb.start()
        assert sb.tier == request.param, sb.refusals
        yield sb


def nothing_passed(run: TestRun) -> bool:
    return run.total > 0 and run.passed == 0 and all(case.reason for case in run.cases)


def gone(pid: int) -> bool:
    """The process has ended (reaped, or a zombie its parent has yet to reap)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] in ("Z", "X")
    except OSError:
        return True


def marker_processes(marker: str) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                comm = Path(f"/proc/{entry}/comm").read_text().strip()
            except OSError:
                continue
            if comm == marker:
                found.append(int(entry))
    return found


@dataclass
class Host:
    """What a solution must not reach: a file, a listening socket, and the process table."""

    path: Path
    content: bytes
    server: socket.socket
    marker: str

    @property
    def prelude(self) -> str:
        """Code that attacks the host as soon as the solution is imported."""
        return textwrap.dedent(
            f"""
            import ctypes, os, signal, socket, time

            def _rename(name):
                try:
                    ctypes.CDLL(None).prctl(15, name.encode(), 0, 0, 0)
                except Exception:
                    pass

            def _attack():
                _rename({self.marker!r})
                for mode in ("w", "a"):
                    try:
                        with open({str(self.path)!r}, mode) as handle:
                            handle.write("pwned")
                    except OSError:
                        pass
                try:
                    os.remove({str(self.path)!r})
                except OSError:
                    pass
                try:
                    socket.create_connection(("127.0.0.1", {self.port}), timeout=0.3).sendall(b"pwned")
                except OSError:
                    pass
                try:
                    if os.fork() == 0:  # a daemon: new session, double fork, ignores SIGTERM
                        os.setsid()
                        if os.fork() == 0:
                            signal.signal(signal.SIGTERM, signal.SIG_IGN)
                            _rename({self.marker!r})
                            time.sleep(120)
                        os._exit(0)
                except OSError:
                    pass

            _attack()
            """
        )

    @property
    def port(self) -> int:
        return self.server.getsockname()[1]

    def assert_untouched(self, sandbox: Sandbox) -> None:
        assert self.path.read_bytes() == self.content
        with pytest.raises(BlockingIOError):
            self.server.accept()
        assert marker_processes(self.marker) == []
        assert sandbox.run(ADD, ADD_TESTS).all_passed, "the sandbox must still work"


@pytest.fixture
def host(tmp_path: Path, sandbox: Sandbox) -> Host:
    path = tmp_path / "outside.txt"
    content = secrets.token_bytes(32)
    path.write_bytes(content)
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind(("127.0.0.1", 0))
    server.listen(8)
    server.setblocking(False)
    watched = Host(path=path, content=content, server=server, marker="cr" + secrets.token_hex(5))
    yield watched
    try:
        watched.assert_untouched(sandbox)
    finally:
        server.close()


# --- the controls: the host checks can fail -----------------------------------------


def test_host_checks_detect_what_they_look_for(host: Host) -> None:
    sleeper = subprocess.Popen(
        [
            sys.executable,
            "-c",
            f"import ctypes, time; ctypes.CDLL(None).prctl(15, b'{host.marker}', 0, 0, 0); time.sleep(30)",
        ]
    )
    try:
        wait_until(lambda: bool(marker_processes(host.marker)))
        assert marker_processes(host.marker) == [sleeper.pid]
    finally:
        sleeper.kill()
        sleeper.wait()
    with socket.create_connection(("127.0.0.1", host.port)):
        time.sleep(0.05)
        connection, _ = host.server.accept()
        connection.close()


# --- the formats ------------------------------------------------------------------


def test_structured_correct_and_wrong(sandbox: Sandbox) -> None:
    good = sandbox.run(ADD, ADD_TESTS)
    assert (good.passed, good.total, good.fraction, good.error) == (3, 3, 1.0, None)
    assert good.isolated and good.format == "structured"
    assert [case.status for case in good.cases] == ["passed"] * 3
    bad = sandbox.run("def add(a, b):\n    return a * b\n", ADD_TESTS)
    assert [case.passed for case in bad.cases] == [False, False, True]
    assert bad.cases[0].status == "wrong_answer" and bad.cases[0].reason == "expected 3, got 2"


def test_structured_types_are_strict(sandbox: Sandbox) -> None:
    code = "def f(x):\n    return x\n"
    tests = [
        {"call": "f(True)", "expected": 1},  # bool is not a number
        {"call": "f(1)", "expected": True},
        {"call": "f(3.0)", "expected": 3},  # int and float compare by value
        {"call": "f(0.1 + 0.2)", "expected": 0.3},
        {"call": "f((1, [2, 3]))", "expected": [1, [2, 3]]},  # tuples are lists
        {"call": "f({'a': (1,)})", "expected": {"a": [1]}},
        {"call": "f('1')", "expected": 1},
        {"call": "f({1: 2})", "expected": {"1": 2}},  # not JSON: keys must be strings
        {"call": "f({1, 2})", "expected": [1, 2]},
        {"call": "f(3.0001)", "expected": 3},
    ]
    run = sandbox.run(code, tests)
    assert [case.passed for case in run.cases] == [False, False, True, True, True, True, False, False, False, False]
    assert run.cases[7].status == run.cases[8].status == "invalid_result"


def test_structured_raises_setup_and_invalid_cases(sandbox: Sandbox) -> None:
    code = textwrap.dedent(
        """
        class Account:
            def __init__(self):
                self.balance = 0
            def withdraw(self, amount):
                if amount > self.balance:
                    raise ValueError("insufficient funds")
                self.balance -= amount

        class ValueError(Exception):  # a look-alike is not the builtin
            pass

        def fake():
            raise ValueError("not the real one")
        """
    )
    tests = [
        {"setup": "a = Account()\na.balance = 5", "call": "a.withdraw(10)", "raises": "Exception"},
        {"setup": "a = Account()", "call": "a.withdraw(0) is None", "expected": True},
        {"call": "fake()", "raises": "ValueError"},
        {"call": "fake()", "raises": "solution.ValueError"},
        {"call": "Account().withdraw(1)", "expected": None},
        {"call": "add(", "expected": 1},
        {"call": "x", "expected": 1, "raises": "KeyError"},
        {"setup": "1/0", "call": "1", "expected": 1},
    ]
    run = sandbox.run(code, tests)
    assert [case.status for case in run.cases] == [
        "passed",
        "passed",
        "wrong_answer",
        "passed",
        "error",
        "invalid_test",
        "invalid_test",
        "error",
    ]
    assert "ZeroDivisionError" in run.cases[7].reason


def test_structured_tests_as_json_text(sandbox: Sandbox) -> None:
    run = sandbox.run(ADD, '[{"call": "add(1, 2)", "expected": 3}]')
    assert run.format == "structured" and run.all_passed


def test_humaneval_assert_style(sandbox: Sandbox) -> None:
    good = sandbox.run(ADD, HUMANEVAL_TESTS, entry_point="add")
    assert (good.passed, good.total, good.format) == (3, 3, "assert")
    assert good.cases[2].name == "abs(candidate(0.1, 0.2) - 0.3) < 1e-9"
    bad = sandbox.run("def add(a, b):\n    return a * b\n", HUMANEVAL_TESTS, entry_point="add")
    assert [case.passed for case in bad.cases] == [False, False, False]
    assert bad.cases[0].status == "wrong_answer"
    assert "left: 2, right: 3" in bad.cases[0].reason


@pytest.mark.skipif(OTHER_PYTHON is None, reason="needs a second Python version installed")
def test_assert_style_tests_travel_as_source_to_another_python() -> None:
    """A sandbox Python whose code objects differ from the caller's (another version) gets
    the rewritten tests as source: the same verdicts, case names and reasons."""
    assert OTHER_PYTHON is not None
    with Sandbox(SandboxConfig(timeout=TIMEOUT, workers=1, python=OTHER_PYTHON.path)) as sandbox:
        good = sandbox.run(ADD, HUMANEVAL_TESTS, entry_point="add")
        bad = sandbox.run("def add(a, b):\n    return a * b\n", HUMANEVAL_TESTS, entry_point="add")
    assert (good.passed, good.total) == (3, 3)
    assert good.cases[2].name == "abs(candidate(0.1, 0.2) - 0.3) < 1e-9"
    assert [case.passed for case in bad.cases] == [False, False, False]
    assert "left: 2, right: 3" in bad.cases[0].reason


def test_mbpp_assert_lines_and_entry_point_inference(sandbox: Sandbox) -> None:
    mbpp = ["assert add(1, 2) == 3", "assert add(2, 2) == 4", "assert add(0, 0) == 1"]
    run = sandbox.run(ADD, mbpp)
    assert [case.passed for case in run.cases] == [True, True, False]
    inferred = sandbox.run(ADD, HUMANEVAL_TESTS)  # one function: it is the entry point
    assert inferred.all_passed
    missing = sandbox.run(ADD, HUMANEVAL_TESTS, entry_point="plus")
    assert missing.passed == 0 and "does not define 'plus'" in missing.error


def test_assert_style_keeps_python_semantics(sandbox: Sandbox) -> None:
    code = textwrap.dedent(
        """
        class Stack:
            def __init__(self):
                self.items = []
            def push(self, x):
                self.items.append(x)
            def pop(self):
                return self.items.pop()
            def __len__(self):
                return len(self.items)

        def pair(x):
            return (x, x * x)

        def sort_in_place(values):
            values.sort()

        def positive(x):
            if x < 0:
                raise ValueError("negative")
            return x

        import collections, fractions, re
        def count(text):
            return collections.Counter(text)
        def matches(text):
            return re.match("a+", text)
        def half(x):
            return fractions.Fraction(x, 2)
        """
    )
    tests = textwrap.dedent(
        """
        assert pair(2) == (2, 4)
        assert pair(2) == [2, 4]
        s = Stack()
        s.push(1)
        s.push(2)
        assert len(s) == 2
        assert s.pop() == 2
        data = [3, 1, 2]
        sort_in_place(data)
        assert data == [1, 2, 3]
        try:
            positive(-1)
        except ValueError:
            raised = True
        assert raised
        for x in range(5):
            assert positive(x) == x
        assert count("aab") == {"a": 2, "b": 1}
        assert matches("aa")
        assert not matches("b")
        assert half(1) == 0.5
        assert math.isclose(half(3), 1.5)
        """
    )
    run = sandbox.run(code, tests)
    assert [case.passed for case in run.cases] == [True, False] + [True] * 10, run.cases


def test_stdio_correct_and_wrong(sandbox: Sandbox) -> None:
    solutions = [
        "a, b = map(int, input().split())\nprint(a + b)\n",
        "a, b = map(int, open(0).read().split())\nprint(a + b, '   ')\n",
        "import sys\na, b = map(int, sys.stdin.buffer.read().split())\nsys.stdout.write(f'{a + b}\\n\\n')\nsys.exit(0)\n",
        "import threading\ndef main():\n    print(sum(map(int, input().split())))\nthreading.Thread(target=main).start()\n",
    ]
    for solution in solutions:
        run = sandbox.run(solution, SUM_STDIO)
        assert run.format == "stdio" and run.all_passed, (solution, run.cases)
    wrong = sandbox.run("print(42)", SUM_STDIO)
    assert [case.passed for case in wrong.cases] == [False, True]
    assert wrong.cases[0].reason == "wrong output, token 1: expected '3', got '42'"
    crashing = sandbox.run("import sys\nprint(3)\nsys.exit(1)", SUM_STDIO)
    assert crashing.cases[0].status == "error" and "status 1" in crashing.cases[0].reason


def test_stdio_column_layouts(sandbox: Sandbox) -> None:
    code = "print(sum(map(int, input().split())))"
    apps = {"inputs": ["1 2\n", "2 2\n"], "outputs": ["3\n", "5\n"]}
    assert [case.passed for case in sandbox.run(code, apps).cases] == [True, False]
    codecontests = {"input": ["1 2\n"], "output": ["3\n"]}
    assert sandbox.run(code, codecontests).all_passed


def test_detect_format() -> None:
    assert detect_format(ADD_TESTS) == "structured"
    assert detect_format(HUMANEVAL_TESTS) == "assert"
    assert detect_format(["assert f(1) == 2"]) == "assert"
    assert detect_format(SUM_STDIO) == "stdio"
    assert detect_format({"inputs": [], "outputs": []}) == "stdio"
    assert detect_format('[{"stdin": "1", "stdout": "1"}]') == "stdio"
    assert detect_format({"fn_name": "f", "inputs": [[1]], "outputs": [1]}) == "call"
    for bad in (None, 3, [], [{"x": 1}], [1, "a"], {"inputs": 1, "outputs": []}):
        with pytest.raises(ValueError):
            detect_format(bad)


def test_imported_modules_read_from_the_text() -> None:
    code = textwrap.dedent(
        """
        from typing import List
        import os, sys as system
            import xml.dom.minidom as dom, heapq  # indented, two names
        from collections.abc import Iterable
        from . import sibling
        text = "import json"  # inside a string, not at a line's start
        # import commented
        importlib_like = 1
        """
    )
    assert imported_modules(code) == {"typing", "os", "sys", "xml", "heapq", "collections"}
    assert imported_modules("def f():\n    return 1\n") == frozenset()
    assert fits("import math\nfrom __future__ import annotations\n", frozenset({"math"}))
    assert not fits("import math, re\n", frozenset({"math"}))


PROBE = "import sys\ndef loaded():\n    return sorted(m for m in ('typing', 're', 'collections') if m in sys.modules)\n"


def test_runs_go_to_the_lean_workers_unless_they_import_more(sandbox: Sandbox) -> None:
    """Code that imports only what the sandbox has loaded anyway forks from a warm parent
    without the preloaded modules (cheaper runs); code that imports one of them forks from
    one that has them all; assert-style test code counts too."""
    preloaded = ["collections", "re", "typing"]
    assert sandbox.run(PROBE, [{"call": "loaded()", "expected": []}]).all_passed
    assert sandbox.run("import re\n" + PROBE, [{"call": "loaded()", "expected": preloaded}]).all_passed
    assert sandbox.run("from typing import List\n" + PROBE, [{"call": "loaded()", "expected": preloaded}]).all_passed
    assert sandbox.run(PROBE, "assert loaded() == []\n", entry_point="loaded").all_passed
    judged = sandbox.run(PROBE, f"import re\nassert loaded() == {preloaded!r}\n", entry_point="loaded")
    assert judged.all_passed, judged.cases[0].reason
    stdio = "import sys\nprint(' '.join(m for m in ('typing', 're') if m in sys.modules) or '-')\n"
    assert sandbox.run(stdio, [{"stdin": "", "stdout": "-"}]).all_passed
    assert sandbox.run("import re\n" + stdio, [{"stdin": "", "stdout": "typing re"}]).all_passed
    # a module the lean workers lack and nobody preloads: imported by the run, the same verdict
    assert sandbox.run("import fractions\n" + ADD, ADD_TESTS).all_passed


def test_one_kind_of_worker_when_asked() -> None:
    with Sandbox(SandboxConfig(workers=1, lean_workers=False)) as single:
        single.start()
        assert len(single.worker_pids) == 1
        assert single.run(PROBE, [{"call": "loaded()", "expected": ["collections", "re", "typing"]}]).all_passed
    with Sandbox(SandboxConfig(workers=1, preload=())) as bare:
        assert len(bare.start().worker_pids) == 1
        assert bare.run("import re\n" + PROBE, [{"call": "loaded()", "expected": ["collections", "re"]}]).all_passed


def test_bad_input_is_a_verdict_not_an_exception(sandbox: Sandbox) -> None:
    for code, tests, fmt in [
        (ADD, None, None),
        (ADD, ADD_TESTS, "bogus"),
        (ADD, "assert (", None),
        (ADD, "x = 1", None),
    ]:
        run = sandbox.run(code, tests, fmt=fmt)
        assert run.total == 0 and run.fraction == 0.0 and run.error
    not_text = sandbox.run(None, ADD_TESTS)  # type: ignore[arg-type]
    assert not_text.total == 3 and not_text.passed == 0 and not_text.error == "the solution is not text"
    broken = sandbox.run("def add(a, b):\n    return (", ADD_TESTS)
    assert nothing_passed(broken) and "SyntaxError" in broken.error


# --- exits, fake output, lying values, patched modules ---------------------------------


def test_early_exit_passes_nothing(sandbox: Sandbox, host: Host) -> None:
    variants = {
        "os._exit at import": "os._exit(0)\n" + ADD,
        "os._exit in the call": "def add(a, b):\n    os._exit(0)\n",
        "sys.exit at import": "import sys\nsys.exit(0)\n" + ADD,
        "sys.exit in the call": "import sys\ndef add(a, b):\n    sys.exit(0)\n",
    }
    for name, body in variants.items():
        for tests, entry in ((ADD_TESTS, None), (HUMANEVAL_TESTS, "add")):
            run = sandbox.run(host.prelude + body, tests, entry_point=entry)
            assert nothing_passed(run), (name, run.cases)
    crashed = sandbox.run(host.prelude + variants["os._exit in the call"], ADD_TESTS)
    assert {case.status for case in crashed.cases} == {"crashed"}
    assert "exited (status 0)" in crashed.cases[0].reason


def test_fake_results_pass_nothing(sandbox: Sandbox, host: Host) -> None:
    forge = textwrap.dedent(
        """
        import sys
        FAKE = b'{"n":"0","k":"case","i":0,"t":"value","v":3}\\n{"k":"done"}\\n'
        def add(a, b):
            print("ALL TESTS PASSED")
            print('{"passed": 3, "total": 3}', file=sys.stderr)
            for fd in range(3, 256):
                try:
                    os.write(fd, FAKE)
                except OSError:
                    pass
            return 0
        """
    )
    for tests in (ADD_TESTS, HUMANEVAL_TESTS):
        run = sandbox.run(host.prelude + forge, tests, entry_point="add")
        assert nothing_passed(run)
    forged = sandbox.run(host.prelude + forge, ADD_TESTS)
    assert forged.error == "the results channel was tampered with"
    assert {case.status for case in forged.cases} == {"invalid_result"}


LIARS = textwrap.dedent(
    """
    class AlwaysEqual:
        def __eq__(self, other):
            return True
        def __ne__(self, other):
            return False
        __lt__ = __le__ = __gt__ = __ge__ = __eq__
        def __bool__(self):
            return True
        def __hash__(self):
            return 0
        def __sub__(self, other):
            return self
        def __abs__(self):
            return 0

    class LyingInt(int):
        def __eq__(self, other):
            return True
        __hash__ = int.__hash__
    """
)


@pytest.mark.parametrize("value", ["AlwaysEqual()", "LyingInt(-1)"])
def test_lying_results_pass_nothing(sandbox: Sandbox, host: Host, value: str) -> None:
    code = host.prelude + LIARS + f"def add(a, b):\n    return {value}\n"
    structured = sandbox.run(code, ADD_TESTS)
    assert nothing_passed(structured)
    assert {case.status for case in structured.cases} == {"invalid_result"}
    assert nothing_passed(sandbox.run(code, HUMANEVAL_TESTS, entry_point="add"))


def test_patched_modules_pass_nothing(sandbox: Sandbox, host: Host) -> None:
    patches = textwrap.dedent(
        """
        import builtins, json, math, sys, operator
        import codereward.sandbox.protocol.codec as codec
        import codereward.sandbox.beside_solution.run_support as inside
        json.dumps = lambda *args, **kwargs: "3"
        json.loads = lambda *args, **kwargs: {"ok": True}
        codec.strict_json = lambda value, limit: "3"
        inside.Frames.send = lambda self, fields, raw_value=None: None
        builtins.isinstance = lambda *args: True
        builtins.abs = lambda x: 0
        builtins.repr = lambda x: "3"
        math.isclose = lambda *args, **kwargs: True
        operator.eq = lambda a, b: True
        def abs(x):
            return 0
        def add(a, b):
            return "wrong"
        """
    )
    mbpp = ["assert math.isclose(add(1, 2), 3)", "assert abs(add(1, 2) - 3) < 1e-9"]  # math: not imported by the tests
    for tests in (ADD_TESTS, HUMANEVAL_TESTS, mbpp):
        run = sandbox.run(host.prelude + patches, tests, entry_point="add")
        assert nothing_passed(run), run.cases
    assert sandbox.run(ADD, mbpp).all_passed  # the tests' math is the judge's own


def test_atexit_hooks_and_threads_pass_nothing(sandbox: Sandbox, host: Host) -> None:
    code = textwrap.dedent(
        """
        import atexit, threading, sys
        FAKE = b'{"k":"case","i":0,"t":"value","v":3}\\n'
        def forge():
            print("PASSED")
            for fd in range(3, 64):
                try:
                    os.write(fd, FAKE)
                except OSError:
                    pass
        atexit.register(forge)
        def later():
            time.sleep(0.05)
            forge()
        threading.Thread(target=later).start()
        threading.Thread(target=lambda: time.sleep(100), daemon=False).start()
        def add(a, b):
            return -1
        """
    )
    for tests in (ADD_TESTS, HUMANEVAL_TESTS):
        assert nothing_passed(sandbox.run(host.prelude + code, tests, entry_point="add"))


# --- what the solution can see ---------------------------------------------------------


def test_expected_values_are_nowhere_to_find(sandbox: Sandbox, host: Host, tmp_path: Path) -> None:
    secret = "SECRET-" + secrets.token_hex(16)
    (tmp_path / "answers.json").write_text(f'{{"answer": "{secret}"}}')
    search = textwrap.dedent(
        """
        import ctypes, re, sys
        PATTERN = re.compile(rb"SECR" rb"ET-[0-9a-f]{32}")
        SYSTEM = {"/usr", "/proc", "/sys", "/dev", os.path.realpath(sys.base_prefix), os.path.realpath(sys.prefix)}

        def search_disk():
            for top, dirs, files in os.walk("/"):
                dirs[:] = [d for d in dirs if os.path.realpath(os.path.join(top, d)) not in SYSTEM]
                for name in files:
                    try:
                        with open(os.path.join(top, name), "rb") as handle:
                            found = PATTERN.search(handle.read(1 << 20))
                    except OSError:
                        continue
                    if found:
                        return found.group().decode()
            return None

        def search_memory():
            with open("/proc/self/maps") as maps:
                regions = [line.split() for line in maps]
            found = set()
            for region in regions:
                if not region[1].startswith("rw") or (len(region) > 5 and region[5].startswith("[v")):
                    continue
                start, end = (int(x, 16) for x in region[0].split("-"))
                found.update(match.decode() for match in PATTERN.findall(ctypes.string_at(start, end - start)))
            return sorted(found)

        def plant_and_search():
            global PLANTED
            PLANTED = "".join(["SECR", "ET-", "ab" * 16])
            return search_memory()

        def add(a, b):
            return search_disk() or (search_memory() or [None])[0]
        """
    )
    code = host.prelude + search
    structured = [
        {"call": "search_memory()", "expected": []},  # not even another case's expected value
        {"call": "plant_and_search()", "expected": ["SECRET-" + "ab" * 16]},  # the control: the search works
        {"call": "search_disk()", "expected": secret},
    ]
    run = sandbox.run(code, structured)
    assert [case.passed for case in run.cases] == [True, True, False], run.cases
    assert run.cases[2].reason == f"expected {secret!r}, got None"
    stdio = sandbox.run(code + "print(add(1, 2))\n", [{"stdin": "", "stdout": secret}])
    assert nothing_passed(stdio)
    asserts = f"def check(candidate):\n    assert candidate(1, 2) == {secret!r}\n"
    assert nothing_passed(sandbox.run(code, asserts, entry_point="add"))


@pytest.mark.parametrize("tier", TIERS)
def test_caller_environment_and_files_are_invisible(
    tier: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Nothing of the caller can be read: its environment (nor init's, /proc/1/environ),
    a canary file outside the run's directory, the project, the home directories. In the
    namespace tier those paths do not even exist; in the landlock tier they exist (Landlock
    does not hide names) but cannot be opened or listed."""
    secret = "s3cr3t-" + secrets.token_hex(8)
    monkeypatch.setenv("CODEREWARD_TEST_SECRET", secret)
    (tmp_path / "visible.txt").write_text(secret)
    hidden = [
        str(tmp_path / "visible.txt"),
        str(tmp_path),
        str(PROJECT / "tests"),
        str(PROJECT / "src"),
        str(PROJECT.parent / "shared"),
        "/home",
        "/root/.bashrc",
        "/run",
        "/var",
        "/etc/shadow",
        __file__,
    ]
    code = textwrap.dedent(
        f"""
        import os, tempfile
        def environment():
            seen = dict(os.environ)
            try:
                pids = os.listdir("/proc")
            except OSError:
                pids = []
            for pid in [*pids, "1", "{os.getpid()}", "self/../1"]:
                try:
                    seen[pid] = open(f"/proc/{{pid}}/environ", "rb").read().decode(errors="replace")
                except OSError:
                    pass
            return any({secret!r} in str(value) for value in seen.values())
        def visible():
            return [os.path.exists(path) for path in {hidden!r}]
        def readable():
            found = []
            for path in {hidden!r}:
                try:
                    os.listdir(path) if os.path.isdir(path) else open(path, "rb").read(1)
                    found.append(path)
                except OSError:
                    pass
            return found
        def writable():
            found = []
            for path in ("/", "/usr", "/etc", "/work", "/root", "/proc/sys/kernel/hostname", {str(tmp_path)!r}):
                try:
                    with open(os.path.join(path, "x") if os.path.isdir(path) else path, "w") as handle:
                        handle.write("x")
                    found.append(path)
                except OSError:
                    pass
            return found
        def where():
            return [os.getcwd(), os.environ.get("HOME"), os.listdir(".")]
        def home():
            here = os.getcwd()
            return [os.environ.get("HOME") == os.environ.get("TMPDIR") == tempfile.gettempdir() == here, os.listdir(".")]
        """
    )
    tests = [
        {"call": "environment()", "expected": False},
        {"call": "readable()", "expected": []},
        {"call": "writable()", "expected": []},
        {"call": "home()", "expected": [True, []]},
    ]
    if tier == "namespaces":
        tests += [{"call": "visible()", "expected": [False] * len(hidden)}, {"call": "where()", "expected": ["/tmp", "/tmp", []]}]
    with Sandbox(SandboxConfig(timeout=2.0, workers=1, python=python_for(tier, tmp_path))) as sandbox:
        run = sandbox.run(code, tests)
        assert run.tier == tier
    assert run.all_passed, run.cases
    assert not (tmp_path / "x").exists()


# --- limits ------------------------------------------------------------------------------


def test_busy_loop_and_sleep_end_near_the_limit(sandbox: Sandbox, host: Host) -> None:
    for body in ("def add(a, b):\n    while True:\n        pass\n", "def add(a, b):\n    time.sleep(60)\n"):
        started = time.monotonic()
        run = sandbox.run(host.prelude + body, [{"call": "add(1, 2)", "expected": 3}])
        elapsed = time.monotonic() - started
        assert nothing_passed(run) and run.cases[0].status == "timeout"
        # near the limit of the time it could run: a loaded machine's waits for a CPU extend it
        assert TIMEOUT * 0.9 <= elapsed < TIMEOUT + 1.5 + run.cpu_wait, (elapsed, run.cpu_wait)
    started = time.monotonic()
    run = sandbox.run(host.prelude + "while True:\n    pass\n", SUM_STDIO)
    assert nothing_passed(run) and {case.status for case in run.cases} == {"timeout"}
    assert time.monotonic() - started < 2 * TIMEOUT + 2.0 + run.cpu_wait
    started = time.monotonic()
    run = sandbox.run(
        host.prelude + "def add(a, b):\n    while True:\n        pass\n", HUMANEVAL_TESTS, entry_point="add"
    )
    assert nothing_passed(run) and {case.status for case in run.cases} == {"timeout"}
    assert time.monotonic() - started < TIMEOUT + 1.5 + run.cpu_wait


def test_a_waiting_case_ends_the_run_and_a_computing_one_does_not(sandbox: Sandbox, host: Host) -> None:
    """A case whose clock passed while the answer computed for under half of it was waiting (a
    sleep, a deadlock): it would wait as long on every later case, each costing the trainer a
    whole clock, so those are not run. One that computed all along may be slow on that input
    only: the later cases run."""
    tests = [{"call": "add(1, 2)", "expected": 3}, {"call": "add(2, 3)", "expected": 5}]
    waiting = sandbox.run(host.prelude + "def add(a, b):\n    if a == 1:\n        time.sleep(60)\n    return a + b\n", tests)
    assert [case.status for case in waiting.cases] == ["timeout", "not_run"], waiting.cases
    computing = sandbox.run(host.prelude + "def add(a, b):\n    while a == 1:\n        pass\n    return a + b\n", tests)
    assert [case.status for case in computing.cases] == ["timeout", "passed"], computing.cases


def test_a_waiting_script_ends_the_stdio_run(sandbox: Sandbox, host: Host) -> None:
    """The same inside the run for stdin/stdout cases: a script that sleeps through its clock is
    not run on the later inputs (a looping one is: ``test_busy_loop_and_sleep_end_near_the_limit``)."""
    run = sandbox.run(host.prelude + "time.sleep(60)\n", SUM_STDIO)
    assert [case.status for case in run.cases] == ["timeout"] + ["not_run"] * (len(SUM_STDIO) - 1), run.cases


def test_a_cpu_starved_case_is_judged_on_the_time_it_could_run() -> None:
    """Beside two busy loops on its only CPU, a case that needs 0.2 s of CPU under a 0.3 s
    wall clock waits for the CPU about twice as long as it runs: its clock is extended by
    that wait (``run.cpu_wait``), so it passes as on an idle machine (without the extension
    it times out)."""
    cpu = min(os.sched_getaffinity(0))
    burn = "import time\ndef burn():\n    end = time.process_time() + 0.2\n    while time.process_time() < end:\n        pass\n    return 1\n"
    with Sandbox(SandboxConfig(timeout=0.3, workers=1)) as sandbox:
        sandbox.start()
        for pid in sandbox.worker_pids:  # the zygote, its server, and every run forked from now on
            for process in (pid, *_descendants(pid)):
                os.sched_setaffinity(process, {cpu})
        for _ in range(3):  # the runs forked before the pinning
            assert sandbox.run(ADD, ADD_TESTS[:1]).all_passed
        with cpu_taken_by_two_loops(cpu):
            run = sandbox.run(burn, [{"call": "burn()", "expected": 1}])
    assert run.all_passed, run.cases
    # a case that outlived its clock passed because the clock was extended by a measured wait (the
    # loops starve it on a quiet machine; on a loaded one the caller may also read its frames late)
    assert run.cases[0].duration <= 0.3 or run.cpu_wait > 0.05, run


def test_memory_bomb(sandbox: Sandbox, host: Host) -> None:
    bombs = [
        "def add(a, b):\n    hog = bytearray(4 * 10**9)\n    return a + b\n",
        "def add(a, b):\n    hog = []\n    while True:\n        hog.append(bytearray(10**7))\n",
    ]
    for bomb in bombs:
        run = sandbox.run(host.prelude + bomb, ADD_TESTS)
        assert nothing_passed(run)
        assert {case.status for case in run.cases} == {"limit_exceeded"} and "MemoryError" in run.cases[0].reason
    stdio = sandbox.run(host.prelude + "hog = bytearray(4 * 10**9)\nprint(3)\n", SUM_STDIO)
    assert nothing_passed(stdio)


def test_the_oom_killer_picks_sandboxed_processes_before_the_caller(sandbox: Sandbox) -> None:
    """Every process of a run, and of the worker, has the highest OOM score adjustment:
    when memory runs out on the host, the kernel kills a run, never the trainer first."""
    scores = (
        "import os\n"
        "def scores():\n"
        "    try:\n"
        "        pids = [p for p in os.listdir('/proc') if p.isdigit()]\n"
        "    except PermissionError:  # the landlock tier: its own /proc/PID only\n"
        "        pids = [str(os.getpid())]\n"
        "    return sorted({open(f'/proc/{p}/oom_score_adj').read().strip() for p in pids})\n"
    )
    run = sandbox.run(scores, [{"call": "scores()", "expected": ["1000"]}])
    assert run.all_passed, run.cases[0].reason
    judge = sandbox.run(scores, "assert scores() == ['1000']\n", entry_point="scores")
    assert judge.all_passed, judge.cases[0].reason
    with open("/proc/self/oom_score_adj") as handle:
        assert handle.read().strip() != "1000"  # the caller keeps its own


def test_fork_bomb(sandbox: Sandbox, host: Host) -> None:
    bomb = textwrap.dedent(
        f"""
        def add(a, b):
            while True:
                try:
                    if os.fork() == 0:
                        _rename({host.marker!r})
                except OSError:
                    pass
        """
    )
    run = sandbox.run(host.prelude + bomb, [{"call": "add(1, 2)", "expected": 3}])
    assert nothing_passed(run)
    # its processes keep each other waiting for a CPU: that is no starvation, and buys no clock
    # (crediting it ran each case to the backstop, ten times its clock, at the trainer's expense)
    assert run.cpu_wait < (WALL_BACKSTOP - 1) * TIMEOUT / 2, run.cpu_wait
    counted = (
        host.prelude
        + "def add(a, b):\n    for _ in range(1000):\n        if os.fork() == 0:\n            time.sleep(30)\n    return a + b\n"
    )
    run = sandbox.run(counted, [{"call": "add(1, 2)", "expected": 3}])
    assert nothing_passed(run) and "BlockingIOError" in run.cases[0].reason  # RLIMIT_NPROC
    stdio = sandbox.run(host.prelude + bomb + "add(1, 2)\n", SUM_STDIO)
    assert nothing_passed(stdio)


def test_without_a_uid_of_its_own_the_landlock_tier_counts_processes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A non-root caller cannot give its runs a uid of their own, so RLIMIT_NPROC cannot
    bound them; the worker counts a run's processes instead (what it orphaned too) and
    kills it past ``max_processes``. The caller pretends not to be root here."""
    marker = "cr" + secrets.token_hex(5)
    monkeypatch.setattr(os, "geteuid", lambda: 1000)
    config = SandboxConfig(timeout=3.0, workers=1, max_processes=16, python=python_for("landlock", tmp_path))
    bombs = {
        "children": "for _ in range(1000):\n        if os.fork() == 0:\n            rename(); time.sleep(30)\n",
        "orphans": "for _ in range(1000):\n        if os.fork() == 0:\n            os.setsid()\n"
        "            if os.fork() == 0:\n                rename(); time.sleep(30)\n            os._exit(0)\n",
    }
    prelude = f"import ctypes, os, time\ndef rename():\n    ctypes.CDLL(None).prctl(15, {marker!r}.encode(), 0, 0, 0)\n"
    with Sandbox(config) as sandbox:
        for name, body in bombs.items():
            run = sandbox.run(prelude + "def add(a, b):\n    " + body + "    return a + b\n", ADD_TESTS[:1])
            assert run.tier == "landlock" and nothing_passed(run), name
            assert run.cases[0].reason == "process limit exceeded: more than 16 processes", (name, run.cases)
            assert marker_processes(marker) == [], name
        assert sandbox.run(ADD, ADD_TESTS).all_passed


def test_huge_output(sandbox: Sandbox, host: Host) -> None:
    flood = "def add(a, b):\n    for _ in range(100_000):\n        print('x' * 1000)\n    return a + b\n"
    started = time.monotonic()
    run = sandbox.run(host.prelude + flood, ADD_TESTS)
    assert nothing_passed(run) and run.cases[0].status == "limit_exceeded"
    assert "output limit" in run.cases[0].reason
    stdio = sandbox.run(host.prelude + "for _ in range(100_000):\n    print('3' * 1000)\n", SUM_STDIO)
    assert nothing_passed(stdio) and stdio.cases[0].status == "limit_exceeded"
    asserts = sandbox.run(host.prelude + flood, HUMANEVAL_TESTS, entry_point="add")
    assert nothing_passed(asserts)
    assert time.monotonic() - started < 3 * TIMEOUT + 3.0 + run.cpu_wait + stdio.cpu_wait + asserts.cpu_wait


def test_disk_filling(sandbox: Sandbox, host: Host) -> None:
    before = shutil.disk_usage("/tmp").free
    fillers = [
        "def add(a, b):\n    with open('big', 'wb') as h:\n        for _ in range(2000):\n            h.write(b'x' * 10**6)\n    return a + b\n",
        "def add(a, b):\n    for i in range(200):\n        with open(f'f{i}', 'wb') as h:\n            h.write(b'x' * 5 * 10**6)\n    return a + b\n",
    ]
    reasons = []
    for filler in fillers:
        run = sandbox.run(host.prelude + filler, ADD_TESTS)
        assert nothing_passed(run)
        reasons.append(run.cases[0].reason)
    # a tmpfs of its own in the namespace tier; the server measures the scratch directory in the landlock tier
    full = "No space left on device" if sandbox.tier == "namespaces" else "disk limit exceeded: more than 32 MB"
    assert "File too large" in reasons[0] and full in reasons[1], reasons
    assert shutil.disk_usage("/tmp").free > before - (500 << 20)


# --- the pool ----------------------------------------------------------------------------


def test_thread_safe_from_many_threads(sandbox: Sandbox) -> None:
    results: list[TestRun] = []
    lock = threading.Lock()

    def work(n: int) -> None:
        tests = [{"call": f"add({n}, {n})", "expected": 2 * n}]
        for _ in range(3):
            run = sandbox.run(ADD, tests)
            with lock:
                results.append(run)

    threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert len(results) == 24 and all(run.all_passed for run in results)
    many = sandbox.run_many(
        [(ADD, [{"call": f"add({n}, 1)", "expected": n + 1}]) for n in range(6)]
        + [(ADD, ADD_TESTS, None, "structured")]
    )
    assert [run.all_passed for run in many] == [True] * 7
    assert many[3].cases[0].name == "add(3, 1)"


def test_case_results_are_plain_data(sandbox: Sandbox) -> None:
    run = sandbox.run(ADD, ADD_TESTS)
    data = run.to_dict()
    assert data["passed"] == 3 and data["fraction"] == 1.0 and data["cases"][0]["status"] == "passed"
    assert isinstance(run.cases[0], CaseResult) and run.cases[0].duration >= 0


NO_USERNS = textwrap.dedent(
    """
    import json, sys, warnings
    from codereward.sandbox import Sandbox, SandboxConfig, SandboxUnavailable
    out = {}
    sb = Sandbox(SandboxConfig(timeout=2.0, workers=1))
    try:
        sb.start()
        out["start"] = "started"
    except SandboxUnavailable as exc:
        out["start"] = str(exc)
    run = sb.run("def f():\\n    return 1\\n", [{"call": "f()", "expected": 1}])
    out["refused"] = [run.passed, run.error, run.cases[0].status, run.tier]
    out["tiers"] = dict(sb.refusals)
    sb.close()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        with Sandbox(SandboxConfig(timeout=2.0, workers=1, allow_unisolated=True)) as unsafe:
            run = unsafe.run("def f():\\n    return 1\\n", [{"call": "f()", "expected": 1}])
            out["unsafe"] = [run.passed, run.isolated, run.tier, unsafe.isolated, [str(w.message) for w in caught]]
    print(json.dumps(out))
    """
)
def test_refuses_without_isolation_unless_explicitly_unsafe() -> None:
    """Neither user namespaces nor Landlock (a container profile older than Docker 23):
    the sandbox refuses, saying why for each tier, unless explicitly told to run unsafe."""
    out = in_container(NO_USERNS, landlock=False)
    assert "cannot isolate untrusted code on this machine" in out["start"] and "unshare" in out["start"]
    assert "landlock" in out["start"] and set(out["tiers"]) == {"namespaces", "landlock"}
    passed, error, status, tier = out["refused"]
    assert passed == 0 and "cannot isolate" in error and status == "sandbox_error" and tier == "landlock"
    passed, isolated, tier, pool_isolated, warned = out["unsafe"]
    assert (passed, isolated, tier, pool_isolated) == (1, False, "none", False)
    assert any("UNISOLATED" in message for message in warned)


def test_steps_down_to_the_landlock_tier_where_user_namespaces_are_refused() -> None:
    """A user namespace whose limit of nested user namespaces is 0 (unshare fails without
    any seccomp profile): the sandbox picks the landlock tier by itself, warning nobody."""
    if shutil.which("unshare") is None:
        pytest.skip("needs util-linux unshare to build a machine without user namespaces")
    script = f'echo 0 > /proc/sys/user/max_user_namespaces && exec {sys.executable} -c "$0"'
    done = subprocess.run(
        ["unshare", "--user", "--map-root-user", "sh", "-c", script, NO_USERNS],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    import json

    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["start"] == "started" and out["refused"][0] == 1 and out["refused"][3] == "landlock"
    assert "unshare" in out["tiers"]["namespaces"] and "landlock" not in out["tiers"]
    assert out["unsafe"][:3] == [1, True, "landlock"] and out["unsafe"][4] == []


def test_config_validation() -> None:
    for bad in ({"timeout": 0}, {"memory_mb": 0}, {"max_processes": 1}, {"workers": -1}, {"max_run_time": -1}):
        with pytest.raises(ValueError):
            SandboxConfig(**bad)
    assert SandboxConfig(workers=3).pool_size == 3


def test_closed_sandbox_refuses() -> None:
    sandbox = Sandbox(SandboxConfig(workers=1))
    sandbox.close()
    run = sandbox.run(ADD, ADD_TESTS)
    assert run.passed == 0 and run.error == "the sandbox is closed"
    with pytest.raises(SandboxUnavailable):
        sandbox.start()


def test_recovers_when_a_worker_dies(sandbox: Sandbox) -> None:
    typed = "from typing import List\n" + ADD  # a run for the workers that preload typing
    assert sandbox.run(ADD, ADD_TESTS).all_passed and sandbox.run(typed, ADD_TESTS).all_passed
    servers = [server for pid in sandbox.worker_pids for server in _children(pid)]
    for pid in sandbox.worker_pids:  # the zygotes, as an OOM kill from outside would do
        os.kill(pid, signal.SIGKILL)
    assert wait_until(lambda: all(map(gone, servers)))  # their servers die a moment later (parent-death signal)
    # a worker found dead while idle restarts before it takes a run: no run fails
    runs = [sandbox.run(code, ADD_TESTS) for _ in range(sandbox.config.pool_size + 1) for code in (ADD, typed)]
    assert all(run.all_passed for run in runs), runs


def test_run_time_budget_caps_a_run() -> None:
    slow = "import time\ndef add(a, b):\n    time.sleep(30)\n"
    tests = [{"call": f"add({n}, 0)", "expected": n} for n in range(6)]
    with Sandbox(SandboxConfig(timeout=1.0, max_run_time=1.5, workers=1)) as sandbox:
        started = time.monotonic()
        run = sandbox.run(slow, tests)
        elapsed = time.monotonic() - started
    assert elapsed < 4.0, elapsed
    assert run.cases[0].status == "timeout" and run.cases[-1].status in ("not_run", "timeout")
    assert {case.status for case in run.cases} <= {"timeout", "not_run"} and "not_run" in {c.status for c in run.cases}


def test_odd_solution_text_is_a_verdict(sandbox: Sandbox) -> None:
    for code in ("def add(a, b):\n    return a + b\x00\n", "\ud800 = 1", "", "x" * 100_000):
        run = sandbox.run(code, ADD_TESTS)
        assert run.total == 3 and run.passed == 0 and all(case.reason for case in run.cases), code[:20]


def test_nothing_carries_over_between_runs(sandbox: Sandbox) -> None:
    key = 4200 + secrets.randbelow(1000)
    code = textwrap.dedent(
        f"""
        import ctypes, os
        libc = ctypes.CDLL(None, use_errno=True)
        def leave():
            with open("/tmp/left-behind", "w") as handle:
                handle.write("x")
            # SysV objects and POSIX message queues outlive their creator
            libc.msgget({key}, 0o1000 | 0o666)
            libc.mq_open(b"/left-behind", os.O_CREAT | os.O_RDWR, 0o600, None)
            return libc.shmget({key}, 4096, 0o1000 | 0o666) >= 0
        def find():
            return [
                os.path.exists("/tmp/left-behind"),
                libc.shmget({key}, 4096, 0o666) >= 0,
                libc.msgget({key}, 0o666) >= 0,
                libc.mq_open(b"/left-behind", os.O_RDWR) >= 0,
            ]
        """
    )
    # where the kernel lets the worker forbid SysV IPC (Linux >= 5.19) the segment is
    # refused; elsewhere it is made in the run's own IPC namespace
    assert sandbox.run(code, [{"call": "leave()", "expected": True}]).total == 1
    for _ in range(3):  # whichever worker runs it
        assert sandbox.run(code, [{"call": "find()", "expected": [False, False, False, False]}]).all_passed


TMP_PROBE = textwrap.dedent(
    """
    import os, time
    def made():
        # a fresh tmpfs root has equal access, change and modification times; a reading
        # run then moves its access time (relatime), a writing one the other two
        st = os.stat("/tmp")
        fresh = st.st_atime_ns == st.st_mtime_ns == st.st_ctime_ns
        time.sleep(0.01)  # times are coarse: read in a later tick than the mount's
        os.listdir("/tmp")
        return [fresh, st.st_ctime_ns]
    def touch(how):
        time.sleep(0.03)  # keep clear of the tmpfs mounts made meanwhile
        if how == "file":
            open("/tmp/x", "w").close()
        elif how == "removed":
            os.mkdir("/tmp/d")
            os.rmdir("/tmp/d")
        elif how == "times":
            os.utime("/tmp")
        touched_at = os.stat("/tmp").st_ctime_ns
        time.sleep(0.03)
        return [False, touched_at]
    """
)


def _returned(run: TestRun) -> list:
    """The value a probe returned, read from its wrong-answer reason (expected 0)."""
    import ast

    return ast.literal_eval(run.cases[0].reason.rsplit("got ", 1)[1])


def test_a_runs_tmp_goes_to_a_later_run_only_untouched() -> None:
    """The server hands a run's mount namespace (its /tmp tmpfs) to a later run only when
    nothing in it changed: a file left, one made and removed, even new times on /tmp."""
    with Sandbox(SandboxConfig(workers=1, lean_workers=False)) as sandbox:
        clean = [_returned(sandbox.run(TMP_PROBE, [{"call": "made()", "expected": 0}])) for _ in range(8)]
        assert not all(fresh for fresh, _ in clean)  # a /tmp that an earlier run had read
        touched = [
            _returned(sandbox.run(TMP_PROBE, [{"call": f"touch({how!r})", "expected": 0}]))[1]
            for how in ("file", "removed", "times")
        ]
        # a touched namespace handed on would show the ctime its last run left
        later = [_returned(sandbox.run(TMP_PROBE, [{"call": "made()", "expected": 0}]))[1] for _ in range(8)]
        assert not set(touched) & set(later), (touched, later)


def test_the_workers_loader_setting_is_not_in_a_runs_environment(sandbox: Sandbox) -> None:
    """The workers start with ``handle.LOADER_ENV``: the worker's own setting, not part of the
    environment a solution sees (the caller's is never there either: see above)."""
    code = "import os\ndef loader():\n    return sorted(set(os.environ) & {'LD_BIND_NOW'})\n"
    run = sandbox.run(code, [{"call": "loader()", "expected": []}])
    assert run.all_passed, run


def test_proc_shows_a_run_its_own_processes_only(sandbox: Sandbox) -> None:
    """Not the worker's server, its waiting spares, nor (assert-style) the judge. In the
    namespace tier /proc lists the run's own processes; in the landlock tier it cannot
    be listed at all, and only the run process's own /proc/PID (/proc/self) can be read."""
    shown = 1 if sandbox.tier == "namespaces" else "PermissionError"
    code = textwrap.dedent(
        """
        import os
        def procs():
            try:
                return len([p for p in os.listdir('/proc') if p.isdigit()])
            except OSError as exc:
                return type(exc).__name__
        def own():
            return open("/proc/self/status").read().startswith("Name:")
        """
    )
    assert sandbox.run(code, [{"call": "procs()", "expected": shown}, {"call": "own()", "expected": True}]).all_passed
    assert sandbox.run(code, f"assert procs() == {shown!r}\n", entry_point="procs").all_passed
    stdio = code + "print(procs())\n"
    assert sandbox.run(stdio, [{"stdin": "", "stdout": str(shown)}]).all_passed


def _cgroups(pid: int) -> list[str]:
    """The cgroup v1 directories of ``pid`` that are not this process's own."""
    def directories(of: int) -> set[str]:
        found = set()
        for line in Path(f"/proc/{of}/cgroup").read_text().splitlines():
            _, controllers, path = line.split(":", 2)
            found |= {f"/sys/fs/cgroup/{controller}{path}" for controller in controllers.split(",") if controller}
        return found

    return sorted(directories(pid) - directories(os.getpid()))


def test_worker_cgroup_bounds_the_total_memory_of_a_run(tmp_path: Path) -> None:
    memory_root = Path("/sys/fs/cgroup/memory")
    if os.geteuid() != 0 or not memory_root.is_dir():
        pytest.skip("a worker cgroup needs root and the cgroup v1 memory controller")
    hogs = textwrap.dedent(
        """
        import os
        def hogs():
            children = []
            for _ in range(12):  # 12 x 200 MB, each under RLIMIT_AS: only a cgroup bounds the sum
                pid = os.fork()
                if pid == 0:
                    hog = bytearray(200 * 10**6)
                    os._exit(0 if hog else 1)
                children.append(pid)
            return sum(os.waitpid(pid, 0)[1] == 0 for pid in children)
        """
    )
    with Sandbox(SandboxConfig(timeout=5.0, workers=1, memory_mb=256, disk_mb=32)) as sandbox:
        sandbox.start()
        paths = _cgroups(sandbox.worker_pids[0])
        memory = next(path for path in paths if path.startswith(str(memory_root)))
        run = sandbox.run(hogs, [{"call": "hogs()", "expected": 12}])
        peak = int(Path(memory, "memory.max_usage_in_bytes").read_text())
    assert nothing_passed(run)
    assert peak <= (256 + 32 + 256 + 16) << 20, peak
    assert not any(os.path.exists(path) for path in paths), "the worker's cgroups are removed with it"


def test_caller_with_many_open_descriptors(sandbox: Sandbox) -> None:
    """Trainers hold many files; descriptors above FD_SETSIZE must not break the parent's loop."""
    held = [os.open("/dev/null", os.O_RDONLY) for _ in range(1100)]
    try:
        run = sandbox.run(ADD, ADD_TESTS)
        assert run.all_passed, run.cases
        assert sandbox.run(ADD, HUMANEVAL_TESTS, entry_point="add").all_passed
    finally:
        for fd in held:
            os.close(fd)


CORPORA = PROJECT.parent / "shared" / "corpora"


@pytest.mark.skipif(not (CORPORA / "HumanEval.jsonl.gz").exists(), reason="needs ../shared/corpora (HumanEval, MBPP+)")
def test_public_benchmarks_canonical_solutions_pass(sandbox: Sandbox) -> None:
    import gzip
    import json

    def rows(name: str) -> list[dict]:
        with gzip.open(CORPORA / name, "rt") as handle:
            return [json.loads(line) for line in handle]

    humaneval = rows("HumanEval.jsonl.gz")
    runs = sandbox.run_many(
        [(row["prompt"] + row["canonical_solution"], row["test"], row["entry_point"]) for row in humaneval]
    )
    assert [row["task_id"] for row, run in zip(humaneval, runs) if not run.all_passed] == []
    stubs = sandbox.run_many(
        [(row["prompt"] + "    return None\n", row["test"], row["entry_point"]) for row in humaneval]
    )
    assert [row["task_id"] for row, run in zip(humaneval, stubs) if run.all_passed] == []
    mbpp = rows("MbppPlus.jsonl.gz")
    runs = sandbox.run_many([(row["canonical_solution"], row["assertion"], row["entry_point"]) for row in mbpp])
    assert [row["task_id"] for row, run in zip(mbpp, runs) if not run.all_passed] == []


CONTAINER_ROOT = textwrap.dedent(
    """
    import json
    from codereward.sandbox import Sandbox, SandboxConfig
    probe = '''
    import os
    def probe():
        status = open("/proc/self/status").read()
        return [os.getuid(), status.split("CapEff:")[1].split()[0], os.path.exists("/work/main/src")]
    def add(a, b):
        return a + b
    '''
    with Sandbox(SandboxConfig(timeout=2.0, workers=1)) as sb:
        runs = [
            sb.run(probe, [{"call": "probe()", "expected": [1000, "0000000000000000", False]}]),
            sb.run(probe, "assert add(1, 2) == 3\\nassert add(1, 1) == 3\\n"),
            sb.run("print(sum(map(int, input().split())))", [{"stdin": "1 2", "stdout": "3"}]),
        ]
    print(json.dumps([[case.passed for case in run.cases] + [run.isolated] for run in runs]))
    """
)


def test_works_as_root_of_a_container_user_namespace() -> None:
    """Root inside a user namespace (a container) can map only itself: the workers then
    give untrusted code a user namespace of its own, without capabilities."""
    if shutil.which("unshare") is None:
        pytest.skip("needs util-linux unshare to build a container-like user namespace")
    done = subprocess.run(
        ["unshare", "--user", "--map-root-user", sys.executable, "-c", CONTAINER_ROOT],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    import json

    assert json.loads(done.stdout.strip().splitlines()[-1]) == [[True, True], [True, False, True], [True, True]]


# --- the warm pool's bookkeeping ---------------------------------------------------------


def _children(pid: int) -> list[int]:
    try:
        return [int(child) for child in Path(f"/proc/{pid}/task/{pid}/children").read_text().split()]
    except OSError:
        return []


def _descendants(pid: int) -> list[int]:
    found = []
    for child in _children(pid):
        found += [child, *_descendants(child)]
    return found


def _sandbox_tree(sandbox: Sandbox) -> list[int]:
    return [pid for zygote in sandbox.worker_pids for pid in (zygote, *_descendants(zygote))]


def _scratch(sandbox: Sandbox) -> list[str]:
    """The scratch directory (TMPDIR) each worker gives its runs; the namespace tier's /tmp is a tmpfs of its own."""
    paths = []
    for pid in sandbox.worker_pids:
        environ = Path(f"/proc/{pid}/environ").read_bytes().split(b"\0")
        paths += [item[len(b"TMPDIR="):].decode() for item in environ if item.startswith(b"TMPDIR=")]
    return [path for path in paths if path != "/tmp"]


def test_spares_killed_while_they_wait_fail_no_run() -> None:
    with Sandbox(SandboxConfig(workers=1)) as sandbox:
        assert sandbox.run(ADD, ADD_TESTS).all_passed
        servers = _children(sandbox.worker_pids[0])
        spares = [pid for server in servers for pid in _children(server)]
        assert spares, "runs are forked ahead of their requests"
        for pid in spares:  # as an OOM kill from outside would do, one of them already handed out
            os.kill(pid, 9)
        assert wait_until(lambda: all(map(gone, spares)))
        runs = [sandbox.run(ADD, ADD_TESTS) for _ in range(3)]
        assert all(run.all_passed for run in runs), runs


@pytest.mark.parametrize("tier", TIERS)
def test_close_leaves_no_process_and_no_descriptor(tier: str, tmp_path: Path) -> None:
    python = python_for(tier, tmp_path)
    descriptors = len(os.listdir("/proc/self/fd"))
    sandbox = Sandbox(SandboxConfig(workers=2, python=python))
    runs = sandbox.run_many([(ADD, ADD_TESTS)] * 12 + [(ADD, "assert add(1, 2) == 3\n", "add")] * 4)
    assert all(run.all_passed for run in runs), runs
    wait_until(lambda: len(_sandbox_tree(sandbox)) >= 2 * 3)  # spares are forked again after the last run
    tree = _sandbox_tree(sandbox)
    assert len(tree) >= 2 * 3, tree  # zygote (server too without namespaces) and spares of each worker
    scratch = _scratch(sandbox)
    assert bool(scratch) == (tier != "namespaces") and all(os.path.isdir(path) for path in scratch)
    sandbox.close()
    assert sandbox.worker_pids == ()
    assert [pid for pid in tree if Path(f"/proc/{pid}").exists()] == []
    assert [path for path in scratch if os.path.exists(path)] == []  # the runs' scratch directories too
    assert len(os.listdir("/proc/self/fd")) == descriptors


def test_the_warm_parent_stays_lean() -> None:
    """Each module the warm parent imports is memory that every run's fork copies and
    every run's exit frees: the wrappers that pull in enum, re and collections
    (json, socket, signal, typing) and the assert rewriter (ast) stay out of it."""
    from codereward.sandbox.caller import handle

    script = handle._BOOTSTRAP.replace("zygote.main()\n", "print(sorted(sys.modules))\n")
    shown = subprocess.run(
        [sys.executable, "-s", "-B", "-c", script, handle._SANDBOX_DIR], capture_output=True, text=True, check=True
    ).stdout
    modules = set(shown.strip()[1:-1].replace("'", "").split(", "))
    assert "codereward.sandbox.beside_solution.runner" in modules and "codereward.sandbox.beside_solution.judge" in modules
    heavy = {"ast", "typing", "json", "socket", "signal", "enum", "re", "dataclasses", "inspect", "collections"}
    assert not modules & heavy, sorted(modules & heavy)


def test_results_are_written_as_json_writes_them_and_only_exact_types_pass() -> None:
    """Lists of one scalar type are written in one pass; the text is json's, the strictness the same."""
    import json
    import random

    from codereward.sandbox.protocol import codec

    rng = random.Random(7)
    makers = {"str": lambda: "".join(chr(rng.randrange(0x2FF)) for _ in range(rng.randrange(6))),
              "int": lambda: rng.randrange(-10**20, 10**20), "bool": lambda: rng.random() < 0.5,
              "float": lambda: rng.uniform(-1e9, 1e9)}
    for _ in range(400):
        make = makers[rng.choice(list(makers))]
        value = [make() for _ in range(rng.randrange(30))]
        for shaped in (value, tuple(value), {"k": value}, [value, value[:2]]):
            assert codec.strict_json(shaped, 1 << 20) == json.dumps(shaped, separators=(",", ":"))
    assert codec.strict_json([1.5, float("nan"), float("inf")], 100) == "[1.5,NaN,Infinity]"
    assert codec.strict_json([1, True, None], 100) == "[1,true,null]"

    class Lying(int):
        def __eq__(self, other: object) -> bool:
            return True

        __hash__ = int.__hash__

    for bad, why in (([Lying(3)], "Lying is not a JSON value"), ([1, Lying(3)], "Lying is not a JSON value"),
                     ([10**5000], "integer too large"), (["x" * 60] * 2, "larger than 100 characters")):
        with pytest.raises(codec.NotPlain, match=why):
            codec.strict_json(bad, 100)


def test_the_json_reader_inside_the_sandbox_reads_what_json_reads() -> None:
    import json

    from codereward.sandbox.protocol import codec

    for text in ('{"a": [1, 2.5, "x\\u00e9", null, true]}', " [] ", '"s"', "-0.5e3", '{"n": NaN}'):
        assert repr(codec.decode_json(text)) == repr(json.loads(text))
    assert codec.decode_json(b'{"k": 1}') == {"k": 1}
    for bad in ("", "{", '{"a" 1}', "[1] x", "nul", b"\xff"):
        with pytest.raises(ValueError):
            codec.decode_json(bad)
    # where json itself was never imported, as in the warm parent, errors are ValueError too
    from codereward.sandbox.caller import handle

    probe = "from codereward.sandbox.protocol import codec\ntry:\n    codec.decode_json('{\"a\" 1}')\nexcept ValueError as e:\n    print('ValueError', 'json' in sys.modules)\n"
    script = handle._BOOTSTRAP.replace("from codereward.sandbox.server import zygote\nzygote.main()\n", probe)
    shown = subprocess.run(
        [sys.executable, "-s", "-B", "-c", script, handle._SANDBOX_DIR], capture_output=True, text=True, check=True
    ).stdout
    # CPython 3.13's C scanner imports json.decoder itself to raise its error; 3.11's does not
    assert shown.split() == ["ValueError", str(sys.version_info >= (3, 13))]
