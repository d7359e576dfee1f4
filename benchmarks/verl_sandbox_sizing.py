"""A verl node's sandbox processes with verl's defaults: unsized (one per CPU each) vs sized together.

verl starts ``reward.num_workers`` reward workers (8 by default) and round-robins them over the
nodes; each builds a sandbox. This starts ``--reward-workers`` processes on this machine (one
node), as verl's reward workers, and has each score a small batch of shipped problems through
``compute_score_batch`` two ways, one after the other:

- ``unsized``: as before, the process-wide sandbox, which starts one worker per CPU of each kind;
- ``sized``: with ``sandbox_workers`` as ``CodeRewardManager`` computes it from verl's
  ``reward.num_workers`` and ``trainer.nnodes`` (the node's CPUs over the reward workers on it).

While the workers hold their sandboxes, it counts the sandbox processes on the node (the reward
workers' child processes running the sandbox's code) and prints them per CPU. With more reward
workers than CPUs each still needs one, so the count cannot go below one per reward worker.

    python benchmarks/verl_sandbox_sizing.py [--reward-workers 8] [--nnodes 1]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os

import psutil

from codereward.integrations.verl import compute_score_batch, reward_workers_per_node, sandbox_workers
from codereward.problems import load_rows
from codereward.workers import available_cpus


def reward_worker(sized: bool, per_node: int, ready, done) -> None:
    """One of verl's reward workers: scores a batch, then holds its sandbox until counted."""
    rows = load_rows("train")[:2]
    truths = [json.dumps({"tests": r["tests"], "entry_point": r["entry_point"]}) for r in rows]
    answers = ["```python\n" + r["reference_solution"] + "```" for r in rows]
    kwargs = {"sandbox_workers": sandbox_workers(per_node)} if sized else {}
    scores = compute_score_batch(["codereward"] * len(rows), answers, truths, **kwargs)
    assert all(s["correctness"] == 1.0 for s in scores), scores
    ready.put(os.getpid())
    done.wait(120)


def sandbox_processes(pids: list[int]) -> int:
    """Child processes of ``pids`` running the sandbox's code (its warm workers)."""
    import codereward.sandbox as sandbox_package

    marker = os.path.dirname(sandbox_package.__file__)
    count = 0
    for pid in pids:
        for child in psutil.Process(pid).children(recursive=False):
            try:
                if marker in child.cmdline():
                    count += 1
            except psutil.Error:
                continue
    return count


def run(sized: bool, workers: int, per_node: int) -> int:
    context = multiprocessing.get_context("spawn")
    ready, done = context.Queue(), context.Event()
    procs = [context.Process(target=reward_worker, args=(sized, per_node, ready, done)) for _ in range(workers)]
    for proc in procs:
        proc.start()
    pids = [ready.get(timeout=600) for _ in procs]
    count = sandbox_processes(pids)
    done.set()
    for proc in procs:
        proc.join(60)
    return count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--reward-workers", type=int, default=8, help="verl's reward.num_workers (its default: 8)")
    parser.add_argument("--nnodes", type=int, default=1, help="verl's trainer.nnodes")
    args = parser.parse_args()
    cpus = available_cpus()
    per_node = reward_workers_per_node(args.reward_workers, args.nnodes)
    print(f"node: {cpus} CPUs; verl: reward.num_workers={args.reward_workers}, trainer.nnodes={args.nnodes} "
          f"-> {per_node} reward workers on this node, sandbox_workers={sandbox_workers(per_node)} each")
    for sized in (False, True):
        count = run(sized, per_node, per_node)
        print(f"  {'sized' if sized else 'unsized':<8} {count:4d} sandbox processes = {count / cpus:.2f} per CPU")
    print("the same sizing on GPU nodes (computed by the same function, not started here):")
    for node in (16, 64, 128):
        each = sandbox_workers(per_node, cpus=node)
        print(f"  {node:4d} CPUs: {each} sandbox workers per reward worker, {each * per_node / node:.2f} per CPU "
              f"(unsized: {2 * node * per_node / node:.0f} per CPU, {node} of each kind per reward worker)")


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
