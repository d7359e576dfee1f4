"""A sandbox worker killed from outside mid-run is an infrastructure failure, never a wrong answer.

The run is retried once on a fresh worker; when the sandbox fails it again, every integration
reports ``error`` 2 (drop the sample) instead of scoring the solution 0.
"""

from __future__ import annotations

import itertools
import os
import signal
import threading

from codereward.integrations.openrlhf import score_batch
from codereward.integrations.verl import compute_score_batch
from codereward.rewards import evaluate
from codereward.sandbox import Sandbox, SandboxConfig
from codereward.sandbox.caller.values import SANDBOX_ERROR, CaseResult, TestRun

SLOW_ADD = "import time\n\ndef add(a, b):\n    time.sleep(0.15)\n    return a + b\n"
ADD_TESTS = [{"call": "add(1, 2)", "expected": 3}, {"call": "add(-1, 1)", "expected": 0},
             {"call": "add(2, 2)", "expected": 4}]


class InFlight:
    """The sandbox's ``run`` calls in progress (a retry included: it is inside the call), to wait on."""

    def __init__(self, sandbox: Sandbox) -> None:
        self.calls: set[int] = set()
        self.changed = threading.Condition()
        self.count = itertools.count()
        self.run, sandbox.run = sandbox.run, self._run

    def _run(self, *args, **kwargs):
        me = next(self.count)
        with self.changed:
            self.calls.add(me)
            self.changed.notify_all()
        try:
            return self.run(*args, **kwargs)
        finally:
            with self.changed:
                self.calls.discard(me)
                self.changed.notify_all()

    def wait(self, condition, seconds: float = 60.0) -> bool:
        with self.changed:
            return self.changed.wait_for(lambda: condition(self.calls), timeout=seconds)


def test_workers_killed_during_a_batch_cost_no_correct_answer_its_score():
    with Sandbox(SandboxConfig(workers=3)) as sandbox:
        assert sandbox.run(SLOW_ADD, ADD_TESTS).all_passed  # the pool is up
        in_flight = InFlight(sandbox)
        kills: list[int] = []

        def kill_three() -> None:
            # three different workers, each while runs are in hand, and only once every run in hand at the
            # kill before has ended (its retry included): no run is killed twice, however slow the machine
            hit: set[int] = set()
            for index in range(3):
                if not in_flight.wait(lambda calls, hit=hit: bool(calls) and not calls & hit):
                    return
                alive = sandbox.worker_pids
                pid = alive[index % len(alive)]
                with in_flight.changed:
                    hit = set(in_flight.calls)
                kills.append(pid)
                os.kill(pid, signal.SIGKILL)  # as an OOM kill from outside would

        killer = threading.Thread(target=kill_three)
        killer.start()
        completions = ["```python\n" + SLOW_ADD + "```"] * 24
        results = evaluate(completions, [{"tests": ADD_TESTS, "entry_point": "add"}] * 24, {"correctness": 1.0},
                           sandbox=sandbox, hidden=False)
        killer.join()
    assert len(kills) == 3
    assert [r.components["correctness"] for r in results] == [1.0] * 24
    assert all(r.tests["error"] == 0.0 for r in results)


class FailingSandbox:
    """A sandbox whose worker is lost on every run (what two kills in a row look like to the caller)."""

    def run_many(self, jobs):
        return [TestRun(cases=[CaseResult(i, False, SANDBOX_ERROR, "the sandbox worker exited", 0.0, "")
                               for i in range(len(tests))], error="the sandbox worker exited") for _, tests, _ in jobs]


def test_a_sample_the_sandbox_fails_twice_is_reported_as_error_2_everywhere(monkeypatch):
    from codereward.rewards import correctness

    good = "```python\ndef add(a, b):\n    return a + b\n```"
    result = evaluate([good], [{"tests": ADD_TESTS, "entry_point": "add"}], sandbox=FailingSandbox(), hidden=False)[0]
    assert result.tests["error"] == 2.0 and "the sandbox failed, not the solution" in result.reasons[0]
    monkeypatch.setattr(correctness, "default_sandbox", FailingSandbox)
    label = {"tests": ADD_TESTS, "entry_point": "add"}
    assert score_batch([good], [""], [label])["extra_logs"]["error"] == [2.0]
    assert compute_score_batch(["codereward"], [good], [label])[0]["error"] == 2.0
