"""The one reader of the process tree and of CPU waits (``codereward/processes.py``): the sandbox's
CPU-wait credit and sweep of leftovers walk it (it must see a child whichever thread forked it), and
the analyzer's tool processes and worker items are timed by its ``Deadline``: a CPU-starved one is
judged on the time it could run, one that loops still runs out of time."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import pytest
from starving import cpu_taken_by_two_loops

from codereward import analyzer as analyzer_module
from codereward import workers
from codereward.analyzer import Analyzer
from codereward.config import Config
from codereward.findings import Characteristic
from codereward.processes import MIN_CREDIT, WALL_BACKSTOP, Deadline, children
from codereward.tools import common as tool_common
from codereward.tools.base import ToolAdapter
from codereward.tools.common import CpuWaits, ToolTimeout, counting, run_process
from codereward.workers import NoAnswer, WorkerPool


def _sleeper() -> subprocess.Popen[bytes]:
    return subprocess.Popen(["sleep", "30"], stdin=subprocess.DEVNULL)


def test_children_lists_what_every_thread_forked():
    started: list[subprocess.Popen[bytes]] = []
    thread = threading.Thread(target=lambda: started.append(_sleeper()))
    thread.start()
    thread.join()
    mine = _sleeper()
    try:
        # /proc/PID/task/PID/children alone (the main thread's) would miss the first one
        assert {started[0].pid, mine.pid} <= set(children(os.getpid()))
    finally:
        for process in (*started, mine):
            process.kill()
            process.wait()
    assert mine.pid not in children(os.getpid())


def test_children_of_an_ended_process_is_empty():
    process = subprocess.Popen(["true"])
    process.wait()
    assert children(process.pid) == []


# --- the time limits judged on the time the work could run (``Deadline``) ---------------------


def test_a_deadline_moves_by_the_wait_it_measures_from_where_it_was_up_to_the_backstop():
    waited = [0.0]
    deadline = Deadline(1.0, lambda: waited[0], start=100.0)
    assert not deadline.passed(100.9)
    assert deadline.passed(101.0)  # nothing waited: a plain wall clock
    waited[0] = MIN_CREDIT / 2
    assert deadline.passed(101.0) and deadline.at == 101.0  # too little to be worth a move
    waited[0] = 0.3
    assert not deadline.passed(101.2) and deadline.at == 101.3  # from the deadline, not from the check
    assert deadline.passed(101.3)  # the same wait is credited once
    waited[0] = 1000.0
    assert deadline.passed(100.0 + WALL_BACKSTOP) and deadline.at == deadline.cap == 100.0 + WALL_BACKSTOP


def _burn(cpu: int, seconds: float) -> str:
    """Python code that pins itself to ``cpu`` and then needs ``seconds`` of it."""
    return (f"import os, time\nos.sched_setaffinity(0, {{{cpu}}})\nend = time.process_time() + {seconds}\n"
            "while time.process_time() < end:\n    pass\n")


def test_a_cpu_starved_tool_process_is_judged_on_the_time_it_could_run(monkeypatch):
    """A tool that needs 0.1 s of a CPU two loops keep busy, under a 0.2 s timeout: it waits
    about twice as long as it runs, and its wait is credited, so it finishes as on an idle CPU;
    the same run with no wait credited times out (the starvation is real)."""
    with cpu_taken_by_two_loops() as cpu:
        argv = [sys.executable, "-S", "-c", _burn(cpu, 0.1) + "print('done')\n"]
        waits = CpuWaits()
        with counting(waits):
            assert run_process(argv, 0.2, new_session=False).stdout == "done\n"
        monkeypatch.setattr(tool_common, "run_queue_wait", lambda pid: 0.0)
        with pytest.raises(ToolTimeout):
            run_process(argv, 0.2, new_session=False)
    assert waits.total > 0  # what was credited moves the limits above the process too


def test_a_tool_that_loops_still_times_out():
    """A loop needs the CPU it would wait for: it is killed, within the backstop however loaded the machine."""
    started = time.monotonic()
    with pytest.raises(ToolTimeout, match="timed out after 0.1s"):
        run_process([sys.executable, "-S", "-c", "while True:\n    pass\n"], 0.1)
    assert time.monotonic() - started < WALL_BACKSTOP * 0.1 + 1.0


def _starved_or_stuck(item: tuple[int, float | None]) -> str:
    cpu, seconds = item
    if seconds is None:
        while True:
            pass
    exec(_burn(cpu, seconds))  # noqa: S102 - this test's own code, in a forked worker
    return "done"


def test_a_cpu_starved_worker_item_gets_its_answer_and_a_stuck_one_none(monkeypatch):
    """A worker item that needs 0.1 s of a CPU two loops keep busy, under a 0.2 s deadline,
    gets its answer (with no wait credited it would not); an item that loops gets the
    ``NoAnswer`` the analyzer turns into CR009."""
    pool = WorkerPool(1, _starved_or_stuck)
    try:
        with cpu_taken_by_two_loops() as cpu:
            assert pool.map([[(cpu, 0.1)]], 0.2) == [["done"]]
            monkeypatch.setattr(workers.TaskWaits, "__call__", lambda self: 0.0)
            [[control]] = pool.map([[(cpu, 0.1)]], 0.2)
            assert isinstance(control, NoAnswer) and "stuck on it past 0.2 s" in control.why
        monkeypatch.undo()
        [[stuck, after]] = pool.map([[(cpu, None), (cpu, 0.0)]], 0.1)
    finally:
        pool.close()
    assert isinstance(stuck, NoAnswer) and stuck.why == "its worker process was stuck on it past 0.1 s"
    assert after == "done"


class _StarvedTool(ToolAdapter):
    """A tool whose run is four processes, one after the other, each needing 0.05 s of a CPU."""

    name = "starved"
    profiles = ("fast", "thorough")
    characteristic = Characteristic.MAINTAINABILITY

    cpu = 0  # the CPU its processes pin themselves to

    def rules(self):
        return []

    def available(self):
        return True

    def analyze(self, snippets, timeout, respect_suppressions=False):
        for _ in range(4):
            run_process([sys.executable, "-S", "-c", _burn(self.cpu, 0.05)], timeout, new_session=False)
        return [[] for _ in snippets]


def test_the_analyzer_waits_for_a_cpu_starved_tool_as_long_as_its_processes_were_credited(monkeypatch):
    """The analyzer gives a tool's thread 2 x 0.2 s (one level of splitting) and a 0.05 s grace;
    four starved processes take longer than that in all, each within its own credited timeout.
    Their credited waits move the analyzer's limit too: the snippet gets the tool's answer (no
    CR009), which it does not when no wait is credited."""
    monkeypatch.setattr(analyzer_module, "_GRACE_SECONDS", 0.05)
    tool = _StarvedTool()
    analyzer = Analyzer(Config(timeout=0.2), adapters=[tool])
    analyzer.rules  # noqa: B018 - loaded before the batch's clock starts: it counts against the tool's
    with cpu_taken_by_two_loops() as tool.cpu:
        [report] = analyzer.analyze_many(["x = 1\n"])
        monkeypatch.setattr(analyzer_module, "task_wait", lambda pid, task=None: 0.0)
        monkeypatch.setattr(tool_common, "run_queue_wait", lambda pid: 0.0)
        [control] = analyzer.analyze_many(["x = 2\n"])
    assert all(f.rule != "CR009" for f in report.findings), report.findings
    assert any(f.rule == "CR009" for f in control.findings)
