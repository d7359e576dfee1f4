"""The analyzer over batches: bad input, failing tools, dedupe, cache, select/ignore, suppressions."""

import threading
import time

import pytest
from waiting import wait_until

from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.findings import Characteristic, Finding, Rule, Severity
from codereward.tools.base import ToolAdapter

CLEAN = 'def add(a: int, b: int) -> int:\n    """Add two numbers."""\n    return a + b\n'


class FakeTool(ToolAdapter):
    """An adapter whose behaviour the test chooses: report, crash, hang or miscount."""

    name = "fake"
    profiles = ("fast", "thorough")
    characteristic = Characteristic.SECURITY

    def __init__(self, mode="report", rule="FK001", cwe=396, line=1):
        self.mode, self.rule, self.cwe, self.line = mode, rule, cwe, line
        self.calls = 0
        self.batch_sizes = []

    def rules(self):
        return [Rule(self.rule, "fake", Characteristic.RELIABILITY, self.cwe, Severity.MEDIUM, "fake finding", "fake")]

    def available(self):
        return True

    def analyze(self, snippets, timeout, respect_suppressions=False):
        self.calls += 1
        self.batch_sizes.append(len(snippets))
        if self.mode == "crash":
            raise RuntimeError("tool exploded")
        if self.mode == "hang":
            threading.Event().wait(60)
        if self.mode == "miscount":
            return []
        rule = self.rules()[0]
        return [[Finding.from_rule(rule, self.line)] for _ in snippets]


def test_identical_snippets_in_a_batch_are_analysed_once_and_cached():
    tool = FakeTool()
    analyzer = Analyzer(adapters=[tool])
    reports = analyzer.analyze_many([CLEAN, CLEAN, CLEAN + "\n"], ["a.py", "b.py", "c.py"])
    assert tool.batch_sizes == [2]
    assert [r.path for r in reports] == ["a.py", "b.py", "c.py"]
    analyzer.analyze_many([CLEAN])
    assert tool.calls == 1  # served from the cache


@pytest.mark.parametrize("mode", ["crash", "miscount"])
def test_a_failing_tool_gives_an_incomplete_finding_not_an_exception(mode):
    report = Analyzer(adapters=[FakeTool(mode)]).analyze(CLEAN)
    assert [f.rule for f in report.findings] == ["CR009"]
    finding = report.findings[0]
    assert finding.characteristic is Characteristic.SECURITY and finding.source == "fake"
    assert report.score.security < 1.0  # an analysis that failed must not score as clean


def test_a_hanging_tool_is_abandoned_at_the_deadline():
    analyzer = Analyzer(Config(timeout=0.2), adapters=[FakeTool("hang")])
    started = time.monotonic()
    report = analyzer.analyze(CLEAN)
    assert time.monotonic() - started < 10
    assert report.findings[0].rule == "CR009" and "no answer" in report.findings[0].message


def test_tools_do_not_run_on_unparseable_snippets():
    tool = FakeTool()
    reports = Analyzer(adapters=[tool]).analyze_many(["def f(:", "", CLEAN])
    assert tool.batch_sizes == [1]
    assert [r.score.overall for r in reports[:2]] == [0.0, 0.0]
    assert reports[0].findings[0].rule == "CR001" and reports[1].findings[0].rule == "CR002"


def test_same_defect_from_two_analyzers_counts_once():
    code = "try:\n    x = 1\nexcept:\n    x = 2\n"
    tool = FakeTool(rule="E722", cwe=396, line=3)
    report = Analyzer(adapters=[tool]).analyze(code)
    on_line_3 = [f for f in report.findings if f.line == 3 and f.cwe == 396]
    assert len(on_line_3) == 1


def test_select_and_ignore_by_prefix_and_characteristic():
    tool = FakeTool(rule="FK001")
    assert Analyzer(Config(ignore=("FK",)), adapters=[tool]).analyze(CLEAN).findings == ()
    assert Analyzer(Config(ignore=("reliability",)), adapters=[tool]).analyze(CLEAN).findings == ()
    assert len(Analyzer(Config(select=("FK001",)), adapters=[tool]).analyze(CLEAN).findings) == 1
    # input problems are always reported: they explain a zero
    assert Analyzer(Config(select=("FK",)), adapters=[tool]).analyze("").findings[0].rule == "CR002"


def test_suppression_comments_are_ignored_unless_respected():
    code = "x = 1  # noqa\n"
    assert len(Analyzer(adapters=[FakeTool()]).analyze(code).findings) == 1
    respected = Analyzer(Config(respect_suppressions=True), adapters=[FakeTool()]).analyze(code)
    assert respected.findings == ()
    other_code = Analyzer(Config(respect_suppressions=True), adapters=[FakeTool()]).analyze("x = 1  # noqa: E501\n")
    assert len(other_code.findings) == 1


def test_a_crashing_own_rule_is_contained(monkeypatch):
    from codereward.rules import registered
    from codereward.rules.base import TaintRule

    # a rule that runs on every snippet (one subscribed to node types or sinks may skip this one)
    rule_cls = next((cls for cls in registered().values() if not cls.node_types and not issubclass(cls, TaintRule)),
                    None)
    if rule_cls is None:
        pytest.fail("no own rule runs on every snippet")

    def boom(self, snippet):
        raise RecursionError("deep")

    monkeypatch.setattr(rule_cls, "check", boom)
    report = Analyzer(adapters=[]).analyze(CLEAN)
    assert any(f.rule == "CR009" and rule_cls.id in f.source for f in report.findings)


def test_own_rules_stop_at_the_snippet_budget_in_this_process():
    """The serial path (a small batch, no worker to stop) ran the own rules without a limit, so
    a completion built to make one rule slow stalled the trainer's step; they now stop at
    ``timeout`` seconds of the thread's CPU, with the reason, as a stuck worker's snippet does."""
    source = "def run(expr):\n    return eval(expr)\n" * 20
    stopped = Analyzer(Config(timeout=1e-6), adapters=[]).analyze(source)
    [lost] = [f for f in stopped.findings if f.rule == "CR009"]
    assert "ran past" in lost.message and stopped.score.overall < 1.0
    assert not [f for f in Analyzer(adapters=[]).analyze(source).findings if f.rule == "CR009"]


def test_bad_inputs_all_give_defined_results():
    sources = ["", "\x00", b"\xff\xfe", "x = " + "+".join(["1"] * 200000), "(" * 1000 + ")" * 1000,
               "Sure! Here's the code you asked for.", "x = 1\n" * 400_000]
    reports = Analyzer(adapters=[]).analyze_many(sources)
    assert all(r.score.overall == 0.0 for r in reports)
    assert all(r.findings and r.findings[0].rule.startswith("CR0") for r in reports)


# --------------------------------------------------------------------------- worker processes

from pathlib import Path  # noqa: E402

from codereward import workers  # noqa: E402
from codereward.config import ConfigError  # noqa: E402

CORPUS = sorted((Path(__file__).resolve().parent.parent / "benchmarks" / "corpus").glob("*__*.py"))
BAD_INPUTS = ["", "def broken(:\n", "just some prose here\n", "x = 1\x00\n", b"x = '\xff'\n", "x = 1\n" * 300_000]


@pytest.fixture(scope="module")
def corpus():
    return [p.read_text(encoding="utf-8") for p in CORPUS] + BAD_INPUTS


@pytest.fixture(scope="module")
def serial_reports(corpus):
    with Analyzer(Config(jobs=1)) as analyzer:
        return analyzer.analyze_many(corpus)


def test_workers_give_exactly_the_serial_results_on_the_benchmark_corpus(corpus, serial_reports):
    with Analyzer(Config(jobs=2)) as analyzer:
        reports = analyzer.analyze_many(corpus)
        assert analyzer.worker_pids  # the batch did go to workers
    assert analyzer.worker_pids == ()  # closed
    assert reports == serial_reports
    assert sum(len(r.findings) for r in reports) > len(CORPUS)  # real findings, not empty reports
    assert [r.analysable for r in reports[-len(BAD_INPUTS):]] == [False, False, False, False, True, False]


def test_small_batches_stay_in_process_and_auto_uses_the_cpus():
    with Analyzer(Config(jobs=0)) as analyzer:
        analyzer.analyze_many([CLEAN, CLEAN + "# 2\n"])
        assert analyzer.worker_pids == ()  # single-snippet latency is the serial path's
    assert workers.workers_for(0, 10) == 1 and workers.workers_for(1, 1000) == 1
    assert workers.workers_for(0, 1000) == min(workers.available_cpus(), workers.AUTO_MAX_WORKERS)
    assert workers.workers_for(3, 1000) == 3
    assert workers.workers_for(8, 40) == 2  # no worker gets less than half the minimum batch


def test_auto_jobs_use_workers_only_where_the_estimated_cost_pays():
    most = min(workers.available_cpus(), workers.AUTO_MAX_WORKERS)
    assert workers.workers_for(0, 1000, seconds=0.01) == 1  # many tiny snippets: a fork would cost more
    assert workers.workers_for(0, 1000, seconds=60.0) == most
    assert workers.workers_for(0, 1000, seconds=workers.PARALLEL_MIN_SECONDS) == min(
        most, int(workers.PARALLEL_MIN_SECONDS / workers.SECONDS_PER_WORKER))
    assert workers.workers_for(2, 40, seconds=0.001) == 2  # a given jobs is obeyed
    # starting the workers costs more than sending a batch to running ones
    assert workers.POOL_START_SECONDS > workers.PARALLEL_MIN_SECONDS
    assert workers.workers_for(0, 1000, seconds=workers.PARALLEL_MIN_SECONDS, started=False) == 1
    assert workers.workers_for(0, 1000, seconds=workers.POOL_START_SECONDS, started=False) == min(
        most, int(workers.POOL_START_SECONDS / workers.SECONDS_PER_WORKER))
    # a start goes only onto CPUs that other work leaves idle: none idle, or one, is no parallel run
    assert workers.workers_for(0, 1000, seconds=60.0, started=False, idle=1.7) == 1
    assert workers.workers_for(0, 1000, seconds=60.0, started=False, idle=float(most)) == most
    assert workers.workers_for(3, 1000, seconds=60.0, started=False, idle=0.0) == 3  # a given jobs is obeyed
    assert 0.0 <= workers.idle_cpus() <= workers.available_cpus()
    with Analyzer(Config(jobs=0)) as analyzer:  # a GRPO group of short answers stays in process
        analyzer.analyze_many([f"{CLEAN}# {i}\n" for i in range(64)])
        assert analyzer.worker_pids == ()


def test_auto_jobs_start_workers_only_onto_idle_cpus(monkeypatch):
    from codereward import analyzer as module

    monkeypatch.setattr(module, "DEFAULT_SECONDS_PER_BYTE", 1.0)  # every batch estimated long
    sources = [f"{CLEAN}# {i}\n" for i in range(40)]
    monkeypatch.setattr(module, "idle_cpus", lambda: 1.0)  # other work keeps the other CPUs busy
    with Analyzer(Config(jobs=0)) as analyzer:
        busy = analyzer.analyze_many(sources)
        assert analyzer.worker_pids == ()
    if workers.fork_available() and workers.pool_size(0) >= 2:
        monkeypatch.setattr(module, "idle_cpus", lambda: 2.0)
        with Analyzer(Config(jobs=0)) as analyzer:
            assert [r.to_json() for r in analyzer.analyze_many(sources)] == [r.to_json() for r in busy]
            assert len(analyzer.worker_pids) == 2


def test_jobs_must_be_a_whole_number_at_least_zero():
    for bad in (-1, 1.5, True, "2"):
        with pytest.raises(ConfigError, match="jobs"):
            Config(jobs=bad)


def test_workers_are_shared_by_threads(corpus, serial_reports):
    analyzer = Analyzer(Config(jobs=2))
    expected = {i: serial_reports[i] for i in range(len(CORPUS))}
    slices = [list(range(start, len(CORPUS), 3)) for start in range(3)]
    results: dict[int, object] = {}
    errors: list[BaseException] = []

    def work(indexes):
        try:
            reports = analyzer.analyze_many([corpus[i] for i in indexes], [f"<snippet {i}>" for i in indexes])
            results.update(zip(indexes, reports))
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(s,)) for s in slices]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    analyzer.close()
    assert not errors and len(results) == len(CORPUS)
    # the serial reports carry the same default paths, so whole reports compare
    assert all(results[i] == expected[i] for i in expected)


def test_a_killed_worker_is_replaced_before_the_next_batch(corpus, serial_reports):
    import os
    import signal

    with Analyzer(Config(jobs=2)) as analyzer:
        analyzer.analyze_many([f"{s}# first\n" for s in corpus[:40]])
        killed = analyzer.worker_pids[0]
        os.kill(killed, signal.SIGKILL)
        # a signal is delivered when the kernel next runs the process: under load, later than kill() returns
        wait_until(lambda: not _running(killed))
        reports = analyzer.analyze_many(corpus[:40])
        assert killed not in analyzer.worker_pids
    assert reports == serial_reports[:40]


def _slow_own_rules(monkeypatch, marker, seconds):
    """Own rules that take ``seconds`` on sources holding ``marker`` (workers inherit the patch)."""
    original = Analyzer._own_findings

    def own_findings(self, snippet):
        if marker in snippet.source:
            time.sleep(seconds)
        return original(self, snippet)

    monkeypatch.setattr(Analyzer, "_own_findings", own_findings)
    return original


def test_an_analysis_that_raises_in_a_worker_says_what_it_raised(monkeypatch):
    original = Analyzer._own_findings

    def own_findings(self, snippet):
        if "EXPLODE" in snippet.source:
            raise MemoryError("out of memory on this one")
        return original(self, snippet)

    monkeypatch.setattr(Analyzer, "_own_findings", own_findings)
    sources = [f"{CLEAN}# {i}\n" for i in range(39)] + ["x = 1  # EXPLODE\n"]
    with Analyzer(Config(jobs=2)) as analyzer:
        reports = analyzer.analyze_many(sources)
        assert analyzer.worker_pids
    [lost] = [f for f in reports[-1].findings if f.rule == "CR009"]
    assert "raised MemoryError: out of memory on this one" in lost.message
    assert all(not r.findings or r.findings == reports[0].findings for r in reports[:-1])


def test_a_stuck_snippet_costs_only_itself_a_finding_not_a_hang(monkeypatch):
    from codereward import analyzer as analyzer_module

    original = _slow_own_rules(monkeypatch, "STUCK", 60)
    monkeypatch.setattr(analyzer_module, "_GRACE_SECONDS", 0.5)
    sources = [f"{CLEAN}# {i}\n" for i in range(20)] + ["x = 1  # STUCK\n"] + [f"{CLEAN}# {i}\n" for i in range(20, 40)]
    with Analyzer(Config(jobs=2, timeout=1.0)) as analyzer:
        started = time.monotonic()
        reports = analyzer.analyze_many(sources)
        assert time.monotonic() - started < 20
        stuck = reports[20]
        assert any(f.rule == "CR009" and "stuck on it" in f.message for f in stuck.findings)
        assert stuck.score.overall < 1.0
        # its neighbours, in its chunk and after it, were analysed in full
        neighbours = reports[:20] + reports[21:]
        assert all(r.findings == reports[0].findings and r.score == reports[0].score for r in neighbours)
        assert all(f.rule != "CR009" for r in neighbours for f in r.findings)
        assert len(analyzer.worker_pids) == 2 and all(map(_running, analyzer.worker_pids))  # replaced
        monkeypatch.setattr(Analyzer, "_own_findings", original)
        again = analyzer.analyze_many([f"{s}# again\n" for s in sources[:20]])
    assert all(r.findings == reports[0].findings for r in again)


def test_the_timeout_is_per_snippet_not_per_share_of_the_batch(monkeypatch):
    """Each worker's share takes several timeouts in all, each snippet well under one."""
    from codereward import analyzer as analyzer_module

    _slow_own_rules(monkeypatch, "SLOWISH", 0.15)
    monkeypatch.setattr(analyzer_module, "_GRACE_SECONDS", 0.1)
    sources = [f"{CLEAN}# SLOWISH {i}\n" for i in range(40)]
    with Analyzer(Config(jobs=2, timeout=0.5)) as analyzer:
        started = time.monotonic()
        reports = analyzer.analyze_many(sources)
        took = time.monotonic() - started
        assert analyzer.worker_pids  # the batch did go to workers
    assert took > 0.6 * 2  # 40 x 0.15 s over two workers: each share ran past the 0.6 s limit
    assert all(f.rule != "CR009" for r in reports for f in r.findings)


class SlowInProcessTool(FakeTool):
    """An in-process library (as radon) that is slow on one snippet."""

    in_process = True

    def analyze(self, snippets, timeout, respect_suppressions=False):
        from codereward.tools.common import per_snippet

        def one(snippet):
            if "SLOW" in snippet.source:
                time.sleep(0.8)
            return []

        return per_snippet(snippets, self.name, self.characteristic, one)


def test_a_slow_completion_in_a_small_batch_gives_its_neighbours_no_incomplete_finding(monkeypatch):
    from codereward import analyzer as analyzer_module

    monkeypatch.setattr(analyzer_module, "_GRACE_SECONDS", 0.1)
    batch = [f"{CLEAN}# SLOW\n"] + [f"{CLEAN}# {i}\n" for i in range(7)]  # a GRPO group: serial path
    reports = Analyzer(Config(timeout=0.5), adapters=[SlowInProcessTool()]).analyze_many(batch)
    assert all(r.findings == () and r.score.overall == 1.0 for r in reports)


def test_interpreter_exit_does_not_wait_for_workers(tmp_path):
    import subprocess
    import sys

    script = tmp_path / "exit.py"
    script.write_text(
        "import os, sys\n"
        "from codereward.analyzer import Analyzer\n"
        "from codereward.config import Config\n"
        "analyzer = Analyzer(Config(jobs=2))\n"
        f"analyzer.analyze_many([{CLEAN!r} + f'# {{i}}' for i in range(40)])\n"
        "print(' '.join(map(str, analyzer.worker_pids)), flush=True)\n"
        "sys.exit(0)  # no close(): exit must still be quick and leave no worker behind\n"
    )
    started = time.monotonic()
    result = subprocess.run([sys.executable, str(script)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert time.monotonic() - started < 30
    pids = [int(pid) for pid in result.stdout.split()]
    assert len(pids) == 2
    assert wait_until(lambda: not any(_running(pid) for pid in pids), seconds=10)


def _running(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat") as handle:
            return handle.read().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


def test_workers_honour_suppressions_like_the_serial_path():
    source = (
        "import os\n\n\n"
        "def run(folder):\n"
        "    # pylint: disable=unused-variable\n"  # covers the rest of `run` only
        "    unused = 1\n"
        "    os.system('ls ' + folder)  # nosec\n"
        "    x = 1  # noqa\n\n\n"
        "def later():\n"
        "    also_unused = 2\n"  # still reported: the disable's scope ended with `run`
    )
    batch = [f"{source}# copy {i}\n" for i in range(40)]
    config = Config(respect_suppressions=True)
    with Analyzer(config.replace(jobs=1)) as serial, Analyzer(config.replace(jobs=2)) as parallel:
        expected = serial.analyze_many(batch)
        assert parallel.analyze_many(batch) == expected
        assert parallel.worker_pids
    assert [f.line for f in expected[0].findings if f.rule == "F841"] == [12]
    with Analyzer(Config(jobs=1)) as plain:
        assert len(plain.analyze(batch[0]).findings) > len(expected[0].findings)  # something was suppressed


def test_no_worker_can_be_started_so_the_batch_runs_in_process(monkeypatch, serial_reports, corpus):
    def refuse():
        raise BlockingIOError(11, "Resource temporarily unavailable")

    monkeypatch.setattr(workers.os, "fork", refuse)
    with Analyzer(Config(jobs=2)) as analyzer:
        assert analyzer.analyze_many(corpus[:40]) == serial_reports[:40]


def test_an_interrupted_batch_never_leaves_stale_answers_for_the_next(monkeypatch, serial_reports, corpus):
    from codereward import workers

    real_wait = workers.wait_readable
    calls = {"n": 0}

    def interrupted(pipes, timeout):
        calls["n"] += 1
        if calls["n"] == 1:
            raise KeyboardInterrupt  # Ctrl-C while the workers are busy with this batch
        return real_wait(pipes, timeout)

    monkeypatch.setattr(workers, "wait_readable", interrupted)
    with Analyzer(Config(jobs=2)) as analyzer:
        with pytest.raises(KeyboardInterrupt):
            analyzer.analyze_many([f"{s}# interrupted\n" for s in corpus[:40]])
        assert analyzer.worker_pids == ()  # the interrupted workers were stopped
        assert analyzer.analyze_many(corpus[:40]) == serial_reports[:40]


def test_workers_hold_no_copy_of_the_callers_descriptors(corpus):
    # A copy of a pipe that another thread waits on (a tool's, a sandbox's) would keep it
    # open in the worker, and that wait would hang until its timeout.
    import os

    read_end, write_end = os.pipe()
    try:
        with Analyzer(Config(jobs=2)) as analyzer:
            analyzer.analyze_many(corpus[:40])
            for pid in analyzer.worker_pids:
                held = {int(fd) for fd in os.listdir(f"/proc/{pid}/fd")}
                assert read_end not in held and write_end not in held
                assert len(held - {0, 1, 2}) == 2  # its own request and answer pipes
    finally:
        os.close(read_end)
        os.close(write_end)


def test_a_noqa_for_another_tools_code_covers_the_own_rule_of_the_same_weakness():
    source = "def f():\n    try:\n        run()\n    except Exception:  # noqa: BLE001\n        pass\n"
    honoured = Analyzer(Config(respect_suppressions=True)).analyze(source)
    assert not {"CR403", "BLE001"} & {f.rule for f in honoured.findings}
    assert "CR403" in {f.rule for f in Analyzer().analyze(source).findings}  # ignored by default


# --------------------------------------------------------------------------- empty modules

EMPTY_MODULES = ["", "\n\n", "# just a licence header\n", '"""The package."""\n', "def hook(event):\n    pass\n"]


def test_an_empty_module_is_clean_for_files_and_zero_for_answers():
    clean = Analyzer(Config(empty_module="clean"), adapters=[FakeTool()]).analyze_many(EMPTY_MODULES)
    assert all(r.findings == () and r.score.overall == 1.0 for r in clean)
    for config in (Config(), Config(empty_module="zero")):  # unset: an answer, as rewards see it
        zero = Analyzer(config, adapters=[FakeTool()]).analyze_many(EMPTY_MODULES)
        assert all(r.score.overall == 0.0 and r.findings[0].rule in ("CR002", "CR003", "CR010") for r in zero)
    # prose is not an empty module, whatever the setting
    prose = Analyzer(Config(empty_module="clean"), adapters=[]).analyze("Sure! Here it is.")
    assert prose.score.overall == 0.0


def test_empty_modules_are_clean_in_worker_batches_too():
    sources = EMPTY_MODULES * 10 + [f"{CLEAN}# {i}\n" for i in range(40)]
    with Analyzer(Config(empty_module="clean", jobs=1)) as serial, \
            Analyzer(Config(empty_module="clean", jobs=2)) as parallel:
        assert parallel.analyze_many(sources) == serial.analyze_many(sources)
        assert parallel.worker_pids
    assert all(r.score.overall == 1.0 for r in serial.analyze_many(EMPTY_MODULES))


def test_an_unknown_empty_module_setting_is_an_error_naming_the_key():
    with pytest.raises(ValueError, match="empty-module"):
        Config(empty_module="ignore")


def _nested_max(depth: int) -> str:
    """``max`` in ``max`` ..., each with a lambda key: mypy infers each lambda once per
    overload of every enclosing call, which takes it minutes at a depth of 12."""
    expression = "0"
    for i in range(depth):
        expression = f"max({expression}, {i}, key=lambda v: v)"
    return f"x = {expression}\n"


def test_a_completion_that_makes_mypy_slow_gives_its_neighbours_their_findings():
    """A GRPO group in the thorough profile: the timeout costs the slow completion alone."""
    neighbours = [CLEAN, "def name(a: int) -> str:\n    return a\n"]
    with Analyzer(Config(profile="thorough")) as analyzer:
        alone = analyzer.analyze_many(neighbours)
    assert "TYP009" in {f.rule for f in alone[1].findings}  # mypy's incompatible return value
    with Analyzer(Config(profile="thorough", timeout=5.0)) as analyzer:
        slow, *rest = analyzer.analyze_many([_nested_max(12), *neighbours])
    assert [f.source for f in slow.findings if f.rule == "CR009"] == ["mypy"]
    assert "alone" in next(f.message for f in slow.findings if f.rule == "CR009")
    assert [r.findings for r in rest] == [r.findings for r in alone]
    assert [r.score for r in rest] == [r.score for r in alone]


def test_a_streamed_list_counts_for_each_block_only_the_later_bytes_that_go_to_workers(monkeypatch):
    from codereward import analyzer as module

    monkeypatch.setattr(module, "STREAM_FIRST_BLOCK", 2)
    pairs = [(f"s{i}.py", "x" * 10) for i in range(7)]  # blocks of 2, then the 5 left (too few for 4 and a rest)
    asked: list[tuple[int, int]] = []

    def parallel(size: int, count: int) -> bool:  # a block goes to workers from 40 bytes on
        asked.append((size, count))
        return size >= 40

    blocks = list(module._blocks(pairs, parallel))
    assert [len(block) for block, _ in blocks] == [2, 5]
    # the last block (50 bytes) goes to workers, so the first counts it: 20 + 50
    assert [coming for _, coming in blocks] == [50, 0] and asked == [(50, 5), (70, 2)]
    # a rest too small for workers is not counted: the first block must pay for them alone
    blocks = list(module._blocks(pairs, lambda size, count: size >= 60))
    assert [coming for _, coming in blocks] == [0, 0]
    # a first block as large as the list (a JSON document written at the end) is one batch
    assert [len(block) for block, _ in module._blocks(pairs, parallel, len(pairs))] == [7]
    assert [len(block) for block, _ in module._blocks(pairs, parallel, 1)] == [1, 2, 4]
    # ... up to the largest block: a batch holds its trees together
    monkeypatch.setattr(module, "STREAM_LARGEST_BLOCK", 3)
    assert [len(block) for block, _ in module._blocks(pairs, parallel, len(pairs))] == [3, 4]


def test_a_stream_of_sources_gives_the_batchs_reports_in_order_block_by_block(monkeypatch, corpus):
    from codereward import analyzer as module

    monkeypatch.setattr(module, "STREAM_FIRST_BLOCK", 4)
    sources = [f"{s}# streamed\n" for s in corpus[:20]]
    taken: list[int] = []

    def pairs():
        for i, source in enumerate(sources):
            taken.append(i)
            yield f"s{i}.py", source

    with Analyzer(Config(jobs=1)) as streaming:
        stream = streaming.analyze_stream(pairs())
        first = next(stream)
        assert first.path == "s0.py" and len(taken) == 4  # the first block, not the whole input
        reports = [first, *stream]
    with Analyzer(Config(jobs=1)) as batch:
        assert reports == batch.analyze_many(sources, [f"s{i}.py" for i in range(len(sources))])
