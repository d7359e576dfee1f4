"""The sandbox's isolation tiers, strongest first, and what this machine offers for each.

``Sandbox`` starts its workers in the strongest tier and steps down when a worker says
the machine refuses it (``pool.Sandbox._launch``); every ``TestRun`` names its tier.

- ``namespaces``: user, mount, pid, network, IPC and UTS namespaces, a root file system
  of its own, a tmpfs ``/tmp`` per run (the package docstring). Needs user namespaces,
  which Docker's and Kubernetes' default seccomp profiles refuse.
- ``landlock``: the container tier, for a process that may not make namespaces. Each run
  restricts itself with Landlock (``landlock.py``: files, TCP, signals) and a seccomp
  allow-list (``seccomp.py``: sockets, ptrace, namespaces, mounts, keyrings, BPF ...),
  runs as a uid of its own when the caller is root, in a scratch directory that the
  server measures, and the server kills whatever it leaves (``leftovers.py``).
- ``none``: rlimits, a process group and a scratch directory only; taken only with
  ``SandboxConfig(allow_unisolated=True)``.
"""

from __future__ import annotations

import os

from codereward.sandbox.kernel import landlock, seccomp

NAMESPACES, LANDLOCK, NONE = "namespaces", "landlock", "none"
TIERS = (NAMESPACES, LANDLOCK, NONE)
SUMMARY = {
    NAMESPACES: "Linux namespaces: own root file system, no network, own pid namespace per run",
    LANDLOCK: "Landlock + seccomp allow-list: reads the interpreter only, writes its scratch directory, no network",
    NONE: "rlimits and a scratch directory only: the code can read the host's files and use its network",
}


def next_tier(tier: str) -> str:
    return TIERS[min(TIERS.index(tier) + 1, len(TIERS) - 1)]


def _read(path: str) -> str | None:
    try:
        with open(path) as handle:
            return handle.read().strip()
    except OSError:
        return None


def facts() -> dict[str, str]:
    """What this process sees of the kernel features each tier needs (the workers see the
    same unless ``SandboxConfig.python`` starts them under another seccomp profile)."""
    found = {"kernel": os.uname().release, "machine": os.uname().machine, "euid": str(os.geteuid())}
    userns = _read("/proc/sys/user/max_user_namespaces")
    found["user namespaces"] = f"max_user_namespaces={userns}" if userns is not None else "unknown"
    for name in ("kernel/unprivileged_userns_clone", "kernel/apparmor_restrict_unprivileged_userns"):
        value = _read(f"/proc/sys/{name}")
        if value is not None:
            found["user namespaces"] += f", {name.split('/')[1]}={value}"
    version, why = landlock.abi()
    found["landlock"] = f"ABI {version}" if version else f"unavailable ({why})"
    usable, why = seccomp.available()
    found["seccomp"] = "available" if usable else f"unavailable ({why})"
    status = _read("/proc/self/status") or ""
    mode = next((line.split()[1] for line in status.splitlines() if line.startswith("Seccomp:")), "?")
    found["this process's seccomp mode"] = {"0": "none", "1": "strict", "2": "filtered (a container profile?)"}.get(
        mode, mode
    )
    return found
