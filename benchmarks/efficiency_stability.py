"""Efficiency reward: stability of the budget verdict under load, and its cost per sample.

Part 1 (stability). Shipped problems (by default ``hash-table-usage-03``, whose reference
takes a few ms, and ``memoization-04``, tens of ms of one dynamic programme) and, for each, three
answers: its reference, a 2x-slower answer of the same complexity (the reference's work
done twice) and the slow starter. While ``--load`` processes spin on the CPU (another
job loading the machine), the efficiency reward scores the three answers ``--rounds``
times, each time as a fresh batch that measures the reference alongside (its time kept
from the first scoring on, in a fresh file, and used where a measurement agrees). It
prints, per answer, how often the verdict (within budget or not) was the majority one,
and the spread of the answer/reference ratio and of the score.

Part 2 (cost). For every shipped problem with scale tests, a group of ``--group`` distinct
answers scored the two ways a training step does: the visible unit tests (``run_batch``)
and then the efficiency measurement (``measure_batch`` given those runs, as ``evaluate``
does: an answer failing a unit test is not measured; the reference measured once per
group). Groups: every answer the reference (each one measured: the worst case for the
cost), with the references' times kept from an earlier batch (``reference_times``, a
fresh file warmed by one batch first: the steady state of a training run) and with none
kept (the first batch: every reference measured ``repeats`` times); and half the
reference, half the starter (bug-category starters fail their tests, the others are the
slow approach, stopped at ``STOP`` x the budget). It prints the wall time per sample of
each, side by side, and their ratio.

Part 3 (``--breakdown``): where a group's measurement goes, per shipped problem on one
worker, told apart by runs that differ in one part: a run of a trivial test and code (the
run's start), the problem's setup with a trivial call (its inputs built), eight trivial
codes on those inputs (a measurement's fork, limits, exit, working-directory restore,
frame), and the CPU time the reference's measurement reports beyond a trivial call's
(its import and call on the inputs, its result's encoding, the copy-on-write faults of
touching them). Median and mean over the problems, and the per-sample sum for a group of
``--group`` correct answers with the reference measured once, beside the same answers'
visible unit tests on that worker.

Part 4 (``--validations N``): ``problems validate`` of the whole shipped set, N times in a row
beside the ``--load`` processes, with the references' times kept from the first validation on
(a fresh file: the steady state of a machine that validates often). Its verdicts are the
errors it reports (a reference failing its tests, a starter within the efficiency budget
that the statement calls too slow, ...): it prints whether all N validations gave the same
ones, which rows' verdicts moved, and, as measurements beside them, the spread of each
slow starter's CPU time over its reference's (the least, median and largest per row, the
rows with the least margin first) and how many rows each validation listed under sizing.
``--rounds 0 --no-cost --validations 20`` runs this part alone; with ``--scale-only`` each
validation runs only its checks that measure time (``validate.scale_checks``: the efficiency
verdicts of the rows with scale tests), the rest being the same at any load.

    python benchmarks/efficiency_stability.py [--rounds 100] [--load 2] [--problem ID ...] [--group 8] [--no-cost]
                                              [--breakdown] [--validations N [--scale-only]]
"""

from __future__ import annotations

import argparse
import os
import signal
import statistics
import subprocess
import sys
import tempfile
import time

from rich.progress import Progress

from codereward.problems import read_rows
from codereward.rewards.correctness import run_batch
from codereward.rewards.efficiency import measure_batch
from codereward.rewards.reference_times import ReferenceTimes
from codereward.sandbox import Sandbox, SandboxConfig
from codereward.sandbox.caller import scale

SPIN = "while True:\n    pass\n"


def twice_as_slow(reference: str, entry: str) -> str:
    """The reference with its work done twice: the same complexity, about 2x the time."""
    return reference + (f"\n\n_once = {entry}\n\n\ndef {entry}(*args, **kwargs):\n"
                        f"    _once(*args, **kwargs)\n    return _once(*args, **kwargs)\n")


def stability(sandbox: Sandbox, row: dict, rounds: int, times: ReferenceTimes) -> None:
    answers = {"reference": row["reference_solution"],
               "2x slower, same complexity": twice_as_slow(row["reference_solution"], row["entry_point"]),
               "slow starter": row["starter_code"]}
    found: dict[str, list] = {name: [] for name in answers}
    with Progress(transient=True) as progress:
        task = progress.add_task("scoring", total=rounds)
        for _ in range(rounds):
            scored = measure_batch(list(answers.values()), [row["reference_solution"]] * len(answers),
                                   [row["scale_tests"]] * len(answers), sandbox, reference_times=times)
            for name, result in zip(answers, scored):
                found[name].append(result)
            progress.advance(task)
    print(f"stability: {row['id']}, {rounds} scorings, each a fresh batch measuring the reference alongside")
    print(f"{'answer':<28} {'within budget':>13} {'same verdict':>12} {'ratio median':>12} {'ratio range':>15} "
          f"{'score range':>13}")
    for name, results in found.items():
        within = sum(1 for r in results if r.score == 1.0)
        same = max(within, len(results) - within)
        ratios = [r.ratio for r in results if r.ratio is not None]
        scores = [r.score for r in results if r.score is not None]
        span = f"{min(ratios):.1f}-{max(ratios):.1f}x" if ratios else "-"
        print(f"{name:<28} {within:>9}/{len(results):<3} {same:>8}/{len(results):<3} "
              f"{statistics.median(ratios) if ratios else float('nan'):>11.1f}x {span:>15} "
              f"{min(scores):>6.2f}-{max(scores):.2f}")


def cost(sandbox: Sandbox, rows: list[dict], group: int) -> None:
    timed = [r for r in rows if r.get("scale_tests")]
    batch = [r for r in timed for _ in range(group)]  # one group per problem
    references, tests = [r["reference_solution"] for r in batch], [r["scale_tests"] for r in batch]
    # distinct texts, as a group's samples are (identical ones would be measured once)
    correct = [f"{r['reference_solution']}\n# sample {n}\n" for n, r in enumerate(batch)]
    half = [f"{r['reference_solution' if n % 2 else 'starter_code']}\n# sample {n}\n" for n, r in enumerate(batch)]
    with tempfile.TemporaryDirectory() as folder:
        kept = ReferenceTimes(os.path.join(folder, "efficiency.sqlite3"))
        measure_batch([r["reference_solution"] for r in timed], references[::group], tests[::group], sandbox,
                      reference_times=kept)  # one batch first: the references' times are kept from then on
        groups = {"all correct, reference times kept": (correct, kept),
                  "all correct, none kept (first batch)": (correct, False),
                  "half reference, half starter, kept": (half, kept)}
        print(f"cost: {len(timed)} shipped problems with scale tests x a group of {group} distinct answers, "
              f"{sandbox.config.pool_size} workers, wall time per sample; the efficiency measurement takes the "
              "visible tests' runs (an answer failing one is not measured), the reference measured once per group")
        for name, (codes, times) in groups.items():
            unit = efficiency = 0.0
            for _ in range(2):  # alternate, so that load from elsewhere hits both alike
                started = time.perf_counter()
                runs = run_batch(codes, [r["tests"] for r in batch], [r["entry_point"] for r in batch], sandbox)
                unit += time.perf_counter() - started
                started = time.perf_counter()
                found = measure_batch(codes, references, tests, sandbox, unit_runs=runs, reference_times=times)
                efficiency += time.perf_counter() - started
            per_unit, per_sample = unit / 2 / len(batch), efficiency / 2 / len(batch)
            measured = sum(1 for f in found if f.answer_cpu)
            print(f"  {name:<38} unit tests {per_unit * 1000:6.1f} ms   efficiency {per_sample * 1000:6.1f} ms   "
                  f"{per_sample / per_unit:4.2f}x the unit tests   ({measured}/{len(batch)} answers measured)")


def _wall(sandbox: Sandbox, codes: list[str], test: dict) -> tuple[float, list]:
    started = time.perf_counter()
    runs = scale.measure(sandbox, codes, [test], repeats=1)
    return time.perf_counter() - started, runs


def breakdown(rows: list[dict], group: int) -> None:
    trivial = "def _trivial():\n    return 0\n"
    labels = {"start": "a timed run's start", "setup": "setup: the inputs built (once a group)",
              "fixed": "a measurement's fixed costs (a trivial call)",
              "run": "the reference's call (its CPU beyond a trivial one)"}
    parts: dict[str, list[float]] = {name: [] for name in labels}
    timed = [r for r in rows if r.get("scale_tests")]
    with Sandbox(SandboxConfig(timeout=4.0, workers=1)) as sandbox, Progress(transient=True) as progress:
        task = progress.add_task("breakdown", total=len(timed))
        for row in timed:
            test = row["scale_tests"][0]
            start = min(_wall(sandbox, [trivial], {"setup": "x = 0", "call": "_trivial()"})[0] for _ in range(3))
            setup = min(_wall(sandbox, [trivial], {"setup": test["setup"], "call": "_trivial()"})[0] for _ in range(3))
            nine = [_wall(sandbox, [trivial] * 9, {"setup": test["setup"], "call": "_trivial()"}) for _ in range(3)]
            runs = _wall(sandbox, [row["reference_solution"]] * 3, test)[1]
            fixed = (min(wall for wall, _ in nine) - setup) / 8
            parts["start"].append(start - fixed)
            parts["setup"].append(setup - start)
            parts["fixed"].append(fixed)
            trivial_cpu = min(r.results[0].cpu or 0.0 for _, measured in nine for r in measured)
            parts["run"].append(max(0.0, min(r.results[0].cpu or 0.0 for r in runs) - trivial_cpu))
            progress.advance(task)
        codes = [f"{r['reference_solution']}\n# sample {n}\n" for r in timed for n in range(group)]
        unit = float("inf")
        for _ in range(2):  # the least: the first may start the workers of another kind
            started = time.perf_counter()
            run_batch(codes, [r["tests"] for r in timed for _ in range(group)],
                      [r["entry_point"] for r in timed for _ in range(group)], sandbox)
            unit = min(unit, (time.perf_counter() - started) / len(codes))
    print(f"breakdown: {len(timed)} shipped problems, one worker, wall ms (the reference's call: CPU ms)")
    for name, label in labels.items():
        print(f"  {label:<52} median {statistics.median(parts[name]) * 1000:6.2f}   "
              f"mean {statistics.mean(parts[name]) * 1000:6.2f}")
    mean = {name: statistics.mean(values) for name, values in parts.items()}
    answer = mean["fixed"] + mean["run"]  # a correct answer costs what the reference does
    # a group of correct answers: one run, one setup, the reference once and each answer once
    per_sample = (mean["start"] + mean["setup"] + (group + 1) * answer) / group
    print(f"  a group of {group} correct answers, the reference measured once: {per_sample * 1000:.2f} ms per sample "
          f"of one worker, {answer * 1000:.2f} ms of it each answer's own measurement; "
          f"a sample's visible unit tests: {unit * 1000:.2f} ms")


def validations(sandbox: Sandbox, rows: list[dict], count: int, scale_only: bool) -> bool:
    """``count`` validations of ``rows`` (``scale_only``: their timed checks); whether their verdicts all agreed."""
    from codereward.analyzer import Analyzer
    from codereward.problems.validate import Validation, scale_checks, validate

    def checked() -> Validation:
        if not scale_only:
            return validate(rows, sandbox=sandbox, analyzer=analyzer)
        found = Validation(rows=len(rows))
        found.errors = scale_checks(rows, sandbox, found)
        return found

    analyzer = Analyzer()
    verdicts: list[tuple[str, ...]] = []
    ratios: dict[str, list[float]] = {}
    sizing: list[int] = []
    started = time.perf_counter()
    with Progress(transient=True) as progress:
        task = progress.add_task("validating", total=count)
        for _ in range(count):
            found = checked()
            verdicts.append(tuple(sorted(found.errors)))
            sizing.append(len(found.sizing))
            for name, _, ratio in found.scale:
                if ratio is not None:
                    ratios.setdefault(name, []).append(ratio)
            progress.console.print(f"validation {len(verdicts)}: {len(found.errors)} error(s), "
                                   f"{len(found.sizing)} sizing line(s) {found.errors + found.sizing}")
            progress.advance(task)
    seconds = (time.perf_counter() - started) / count
    distinct = sorted(set(verdicts), key=verdicts.count, reverse=True)
    print(f"validations: {count} of the shipped set ({len(rows)} rows, {len(ratios)} too slow starters measured"
          f"{'; the timed checks only' if scale_only else ''}), {seconds:.0f} s wall each")
    print(f"  verdicts: {len(distinct)} distinct set(s) of errors; the same in all {count}: "
          f"{'yes' if len(distinct) == 1 else 'no'}; passed {sum(1 for v in verdicts if not v)}/{count}")
    moved = sorted({e for v in distinct for e in v} - set.intersection(*(set(v) for v in distinct)))
    for error in moved:
        print(f"    in {sum(1 for v in verdicts if error in v)}/{count}: {error}")
    print(f"  sizing lines per validation (measurements, not verdicts): {min(sizing)}-{max(sizing)}")
    print("  slow starter / reference CPU, per row, least margin first: least / median / largest")
    for name, values in sorted(ratios.items(), key=lambda item: min(item[1]))[:8]:
        print(f"    {name:<28} {min(values):6.1f}x {statistics.median(values):6.1f}x {max(values):6.1f}x")
    return len(distinct) == 1


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--rounds", type=int, default=100, help="scorings per answer in part 1 (0: part 2 only)")
    parser.add_argument("--load", type=int, default=os.cpu_count() or 1, help="CPU-bound processes running meanwhile")
    parser.add_argument("--problem", nargs="+", default=["hash-table-usage-03", "memoization-04"])
    parser.add_argument("--group", type=int, default=8, help="samples per problem in a batch (GRPO group size)")
    parser.add_argument("--cost", action=argparse.BooleanOptionalAction, default=True, help="run part 2")
    parser.add_argument("--breakdown", action="store_true", help="run part 3")
    parser.add_argument("--validations", type=int, default=0, help="validations of the shipped set in part 4")
    parser.add_argument("--scale-only", action="store_true", help="part 4 runs only validation's timed checks")
    args = parser.parse_args()
    rows = read_rows()
    by_id = {r["id"]: r for r in rows if r.get("scale_tests")}
    missing = [name for name in args.problem if name not in by_id]
    if missing:
        print(f"no shipped problem with scale tests: {', '.join(missing)}", file=sys.stderr)
        return 2
    signal.signal(signal.SIGTERM, lambda *_: sys.exit(143))  # a stopped run still ends its load processes
    load = [subprocess.Popen([sys.executable, "-c", SPIN]) for _ in range(args.load)]  # noqa: S603 - our own interpreter
    try:
        with Sandbox(SandboxConfig(timeout=4.0)) as sandbox:
            print(f"load: {args.load} CPU-bound processes on {os.cpu_count()} CPUs")
            with tempfile.TemporaryDirectory() as folder:  # the references' times: kept from the first scoring on
                times = ReferenceTimes(os.path.join(folder, "efficiency.sqlite3"))
                for name in args.problem if args.rounds > 0 else ():  # --rounds 0: the cost only
                    stability(sandbox, by_id[name], args.rounds, times)
            if args.cost:
                cost(sandbox, rows, args.group)
            agreed = True
            if args.validations > 0:
                with tempfile.TemporaryDirectory() as folder:  # validation keeps the references' times here
                    os.environ["CODEREWARD_CACHE_DIR"] = folder
                    agreed = validations(sandbox, rows, args.validations, args.scale_only)
        if args.breakdown:
            breakdown(rows, args.group)
    finally:
        for process in load:
            process.kill()
            process.wait()
    return 0 if agreed else 1


if __name__ == "__main__":
    import provenance

    raise SystemExit(provenance.run(main))
