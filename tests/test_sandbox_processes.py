"""The one reader of the process tree (``sandbox/kernel/processes.py``) that the caller's CPU-wait
credit and the server's sweep of leftovers both walk: it must see a child whichever thread forked it."""

from __future__ import annotations

import os
import subprocess
import threading

from codereward.sandbox.kernel.processes import children


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
