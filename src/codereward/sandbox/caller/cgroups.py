"""A cgroup per worker, where the machine allows it: one bound on everything a worker runs.

RLIMIT_AS and RLIMIT_NPROC bound each process and the number of processes, so a fork
bomb of memory hogs could still take ``max_processes * memory_mb`` in total. A cgroup
bounds the sum. It needs root and a cgroup hierarchy where a child group can be made
under the caller's own: cgroup v1 (memory, pids), or v2 with those controllers already
delegated to the caller's group. Anywhere else the worker runs without one (rlimits
still apply) and ``WorkerCgroup.paths`` stays empty.
"""

from __future__ import annotations

import os
import time
import uuid

_ROOT = "/sys/fs/cgroup"


def _write(path: str, text: str) -> None:
    with open(path, "w") as handle:
        handle.write(text)


def _own_groups() -> dict[str, str]:
    """controller -> this process's group path ("" key: the v2 unified hierarchy)."""
    groups = {}
    try:
        with open("/proc/self/cgroup") as handle:
            for line in handle:
                _, controllers, path = line.rstrip("\n").split(":", 2)
                for controller in controllers.split(",") if controllers else [""]:
                    groups[controller] = path
    except OSError:
        pass
    return groups


class WorkerCgroup:
    def __init__(self, memory_bytes: int, max_pids: int) -> None:
        self.paths: list[str] = []
        if os.geteuid() != 0:
            return  # (root in a container may still be refused below: then no cgroup)
        name = f"codereward-sandbox-{os.getpid()}-{uuid.uuid4().hex[:8]}"
        groups = _own_groups()
        try:
            if os.path.exists(f"{_ROOT}/cgroup.controllers"):
                self._unified(groups.get("", "/"), name, memory_bytes, max_pids)
            else:
                self._v1(groups, name, memory_bytes, max_pids)
        except OSError:
            self.remove()

    def _v1(self, groups: dict[str, str], name: str, memory_bytes: int, max_pids: int) -> None:
        for controller, limit_file, value in (
            ("memory", "memory.limit_in_bytes", memory_bytes),
            ("pids", "pids.max", max_pids),
        ):
            if controller not in groups or not os.path.isdir(f"{_ROOT}/{controller}"):
                continue
            path = os.path.normpath(f"{_ROOT}/{controller}/{groups[controller]}/{name}")
            os.mkdir(path)
            self.paths.append(path)
            _write(f"{path}/{limit_file}", str(value))

    def _unified(self, group: str, name: str, memory_bytes: int, max_pids: int) -> None:
        parent = os.path.normpath(f"{_ROOT}/{group}")
        with open(f"{parent}/cgroup.subtree_control") as handle:
            delegated = handle.read().split()
        if "memory" not in delegated:
            return  # enabling it here would break the no-internal-processes rule: not ours to do
        path = f"{parent}/{name}"
        os.mkdir(path)
        self.paths.append(path)
        _write(f"{path}/memory.max", str(memory_bytes))
        if os.path.exists(f"{path}/memory.swap.max"):
            _write(f"{path}/memory.swap.max", "0")
        if "pids" in delegated:
            _write(f"{path}/pids.max", str(max_pids))

    def attach(self, pid: int) -> None:
        """Put ``pid`` (the zygote, before it forks anything) in every group."""
        for path in self.paths:
            try:
                _write(f"{path}/cgroup.procs", str(pid))
            except OSError:
                pass

    def remove(self, wait: float = 3.0) -> None:
        """Remove the groups once their processes are gone (a killed worker's server
        dies a moment after its zygote)."""
        deadline = time.monotonic() + wait
        for path in self.paths:
            while True:
                try:
                    os.rmdir(path)
                    break
                except OSError:
                    if time.monotonic() > deadline or not os.path.isdir(path):
                        break
                    time.sleep(0.01)
        self.paths = []
